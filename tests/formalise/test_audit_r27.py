"""Round 27's audit: `#` read as `Finset.card` where Lean reads `Cardinal.mk`.

The formal language reads the prefix `#` as `Finset.card` (`formal/meaning/opaque.py`,
Mathlib/Data/Finset/Card.lean:44 `scoped prefix:arg "#" => Finset.card`), so the renderer kept
that notation as written. Two ways a cardinal slipped through as a `Finset.card`:

1. Beside it, `open Cardinal` puts `scoped prefix:max "#" => Cardinal.mk`
   (Mathlib/SetTheory/Cardinal/Defs.lean:93) in effect: both are leading parsers of the token
   `#`, and Lean keeps the one that elaborates. `Set.Infinite.exists_union_disjoint_cardinal_
   eq_of_infinite` (Mathlib/Data/Set/Card/Arithmetic.lean:45, under `open scoped Finset` and
   `open Cardinal`) says `#t = #u` of two sets: cardinals. The renderer skipped every notation
   of atoms it reads itself, the cardinal one included, so `#t` stayed and was read as
   `Finset.card t`. Now such atoms are refused when another notation of them at the same place
   of a term (leading or trailing) is in effect; a trailing one (`infixl:90 " # " =>
   Finset.slice`) does not compete with the prefix and leaves the renderings as they were.
2. A prefix notation's argument was not read again: `#{ t : Set α // #t ≤ c }`
   (`Cardinal.mk_bounded_set_le`, Mathlib/SetTheory/Cardinal/Arithmetic.lean:715) became
   `(Cardinal.mk { t : Set α // #t ≤ c })`, the inner `#t` left for `Finset.card`.
"""

from __future__ import annotations

import re

from forminv_lean.formal.statements import elaborate_rendering
from forminv_lean.formalise.name_index import Notation
from forminv_lean.formalise.resolve import _leading
from tests.mathlib_corpus import (
    applications,
    needs_index,
    render_row,
    rendered,
    require,
    rows_named,
)

pytestmark = needs_index

#: Both `#` notations in effect, used on sets: Lean's `#t` is `Cardinal.mk ↥t`.
BOTH_IN_EFFECT = (
    "Set.Infinite.exists_union_disjoint_cardinal_eq_of_infinite",
    "Set.exists_union_disjoint_cardinal_eq_of_even",
    "Set.exists_union_disjoint_cardinal_eq_iff",
)

#: `#` inside the argument of `#`, only the cardinal notation in effect.
NESTED = ("Cardinal.mk_bounded_set_le", "Cardinal.mk_bounded_set_le_of_infinite")

#: `open Finset` with `Finset.slice`'s infix `#` imported too (a trailing parser): the prefix
#: `#s` is still `Finset.card s`, and these keep rendering.
SLICE_BESIDE = ("Finset.card_sups_le", "Finset.erdos_ko_rado", "UV.card_compression")


def test_cardinal_hash_beside_finset_hash_is_refused() -> None:
    require()
    table = rows_named(BOTH_IN_EFFECT)
    assert set(table) == set(BOTH_IN_EFFECT)
    for name, row in table.items():
        assert any(re.match(r"open\b.*\bCardinal\b", c) for c in row["context"]), name
        r = render_row(row)
        # refused, or (should a later rule read the types) never a `Finset.card` of a set
        if r.formal is not None:
            assert not applications(elaborate_rendering(r.formal), "Finset.card"), r.formal
        else:
            assert "meanings" in (r.reason or ""), r.reason


def test_hash_inside_the_argument_of_hash_is_expanded() -> None:
    for name in NESTED:
        formal = rendered(NESTED, name)
        assert "#" not in formal, formal
        assert "(Cardinal.mk t) ≤ c" in formal, formal
        t = elaborate_rendering(formal)
        assert not applications(t, "Finset.card"), formal
        assert len(applications(t, "Cardinal.mk")) >= 2, formal


def test_trailing_hash_does_not_compete_with_the_prefix() -> None:
    for name in SLICE_BESIDE:
        formal = rendered(SLICE_BESIDE, name)
        assert "#" in formal, formal
        assert applications(elaborate_rendering(formal), "Finset.card"), formal


def _note(kind: str, command: str) -> Notation:
    return Notation(symbol="#", expansion=None, scoped_in=None, local=False, kind=kind,
                    module="M", command=command)


def test_leading_and_trailing_notations() -> None:
    assert _leading(_note("prefix", 'scoped prefix:max "#" => Cardinal.mk'))
    assert _leading(_note("notation", 'scoped notation "ℵ_ " => aleph'))
    assert _leading(_note("notation", 'local notation:max "#" x => f x'))
    assert not _leading(_note("infixl", 'scoped[Finset] infixl:90 " # " => Finset.slice'))
    assert not _leading(_note("notation", 'local notation x "#" => primorial x'))
    assert not _leading(_note("postfix", 'scoped postfix:1024 "ᵀ" => Matrix.transpose'))


def test_checker_refuses_a_set_variable_where_a_finset_is_declared() -> None:
    """The checker's own guard (`elaboration._mismatch`): Lean has no coercion from `Set` to
    `Finset`, so `Finset.card t` of `t : Set α` is no reading of a Lean text; a set literal
    stays accepted (Lean elaborates `{a, b, c}` at the declared `Finset`, Mathlib/NumberTheory/
    FLT/Basic.lean:244 `Finset.gcd {a, b, c} id = 1`)."""
    import pytest

    from forminv_lean.formal.errors import UnsupportedError

    for text in ("∀ {α : Type*} (t : Set α), #t = 0",
                 "∀ {α : Type*} (t : Set α), Finset.card t = 0"):
        with pytest.raises(UnsupportedError, match="where Finset"):
            elaborate_rendering(text)
    elaborate_rendering("∀ {α : Type*} (t : Finset α), #t = 0")
    elaborate_rendering("∀ {α : Type*} (t : Finset α), Set.ncard t = 0")
    elaborate_rendering("∀ a b c : ℤ, Finset.gcd {a, b, c} id = 1 → IsCoprime a b")
