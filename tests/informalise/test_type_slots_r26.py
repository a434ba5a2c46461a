"""Round 26 (eng): a value argument of a lexicon type said by its phrase where the reader reads
the noun back to exactly the type (`informalise/type_slots_r26.py`): `FractionalIdeal
(nonZeroDivisors R) K` is "fractional ideal … of elements of K with denominators in (the
submonoid of non-zero-divisors of R)", `Fin (Polynomial.natDegree f)` "index i below (the natural
degree of f)"; before round 26 every such argument was marked Lean.

Corpus theorems are realised and read back to exactly their rendered formula with the phrase and
without the marked argument; a property over every one-argument lexicon function checks that a
type noun with it in a value slot is either marked Lean or read back as exactly the type (never
as another one). The theorems are read from the shared Mathlib corpus (skipped when absent)."""

from __future__ import annotations

import pytest

from forminv_lean.certify.quality import raw_lean
from forminv_lean.formal.meaning.ast import App, Name
from forminv_lean.informalise.lexicon import load
from forminv_lean.informalise.types import _read_binder_type, noun
from tests.mathlib_corpus import rendered
from tests.read_back import round_trip

#: corpus theorem -> (the words the question now says, a constant no longer marked Lean)
USES = {
    "FractionalIdeal.le_div_iff_mul_le":
        ("with denominators in (the submonoid of non-zero-divisors of R₁)", "nonZeroDivisors"),
    "FractionalIdeal.count_pow":
        ("with denominators in (the submonoid of non-zero-divisors of R)", "nonZeroDivisors"),
    "IsAdjoinRootMonic.basis_repr":
        ("every index i below (the natural degree of f)", "Polynomial.natDegree"),
}


@pytest.mark.parametrize("theorem", sorted(USES))
def test_the_argument_is_its_phrase_and_reads_back(theorem: str) -> None:
    """Without the rule the argument is marked Lean (`nonZeroDivisors R₁`) and this fails."""
    words, const = USES[theorem]
    q = round_trip(rendered(USES, theorem))
    assert words in q, q
    assert not any(const in x for x in raw_lean(q)), q


def test_a_phrase_in_a_type_slot_reads_back_exactly_or_is_marked() -> None:
    """Every one-argument lexicon function as `FractionalIdeal`'s denominators and as `Fin`'s
    bound: the noun shows it as a phrase only where "for every <noun> ξ<tail>" reads back to
    exactly that type."""
    entries = [e for e in load().entries if e.kind == "function" and e.arity == 1
               and "." not in e.name[:1]]
    phrased = 0
    for e in entries:
        for t in (App(Name("FractionalIdeal"), (App(Name(e.name), (Name("R"),)), Name("K"))),
                  App(Name("Fin"), (App(Name(e.name), (Name("p"),)),))):
            n = noun(t, {})
            if "`" in n.tail or "(the " not in n.tail:
                continue
            phrased += 1
            got = _read_binder_type(f"for every {n.sg} ξ{n.tail}, ξ equals ξ")
            assert got == t, (e.name, n, got)
    assert phrased >= 10, phrased
