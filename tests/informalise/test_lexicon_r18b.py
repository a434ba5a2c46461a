"""Round 18b: the entries of `extract/lexicon.d/r18b_*.toml` (gcd, the RCLike real and imaginary parts, PMOD
congruence, the multiplicative opposite, universe lift, exact pairs, `eval₂`), each realised on
a corpus theorem that uses it and read back to exactly the rendered formula
(`realised_canonical` is None otherwise), its wording shown and the constant no longer marked
Lean. Also: no r18b wording is shared with another entry (a shared wording is read as field
notation, which Lean resolves by the object's type), the neighbours whose wording is close
(`Complex.re`, `Int.ModEq`, `Nat.ModEq`, `Polynomial.eval`) still read back on their corpus
theorems, and no generated formula over the new constants is ever read back as a different
one. The theorems are read from the shared Mathlib corpus (skipped when absent); nothing of it
is copied here."""

from __future__ import annotations

import re

from hypothesis import given, settings
from hypothesis import strategies as st

from forminv_lean.certify.quality import raw_lean
from forminv_lean.families.common import realised_canonical
from tests.lexicon_files import (
    reads_back_or_refuses,
)
from tests.mathlib_corpus import rendered

#: entry -> a corpus theorem whose rendering uses it (the shortest rendered statement using the
#: constant whose English reads back, among the corpus's renderings at round 18's start)
USES = {
    "GCDMonoid.gcd": "gcd_eq_nat_gcd",
    "RCLike.re": "RCLike.re_le_norm",
    "RCLike.im": "RCLike.nonpos_iff",
    "AddCommGroup.ModEq": "AddCommGroup.modEq_iff_int_modEq",
    "MulOpposite.op": "MulOpposite.op_one",
    "Cardinal.lift": "Cardinal.lift_eq_zero",
    "Function.Exact": "Function.Exact.comp_eq_zero",
    "Polynomial.eval₂": "Polynomial.eval₂_dvd",
}

#: neighbours whose wording is close to an r18b one: constant -> (corpus theorem, a phrase of
#: its English that must still be shown)
NEIGHBOURS = {
    "Complex.re": ("Complex.re_le_norm", "the real part of z"),
    "Int.ModEq": ("Int.ModEq.rfl", "is congruent to a modulo n"),
    "Nat.ModEq": ("Nat.add_modEq_left", "is congruent to"),
    "Polynomial.eval": ("Polynomial.eval_dvd", "divides"),
}

#: a theorem that states both PMOD and ZMOD congruence: the two wordings must stay apart
BOTH_MODEQ = "AddCommGroup.modEq_iff_int_modEq"

_ALL = list(USES.values()) + [t for t, _ in NEIGHBOURS.values()]


def test_pmod_and_zmod_stay_apart_in_one_statement() -> None:
    q = realised_canonical(rendered(_ALL, BOTH_MODEQ))
    assert q is not None
    assert "modulo integer multiples of z" in q and re.search(r"congruent to b modulo z\b", q), q


# ------------------------------------------------------------------ generated formulas

_GCD_CTX = "∀ {α : Type*} [CancelCommMonoidWithZero α] [GCDMonoid α] (a b : α), "
_MOD_CTX = "∀ {α : Type*} [AddCommGroup α] (p a b : α), "
_RE_CTX = "∀ {K : Type*} [RCLike K] (z w : K), "


def _terms(leaves: list[str], node: str) -> st.SearchStrategy[str]:
    """Terms over `leaves` built with the binary `node` (a format with {0}, {1}) and `+`."""
    return st.recursive(st.sampled_from(leaves),
                        lambda sub: st.one_of(st.tuples(sub, sub).map(lambda t: node.format(*t)),
                                              st.tuples(sub, sub).map(lambda t: f"({t[0]} + {t[1]})")),
                        max_leaves=4)


@settings(max_examples=25, deadline=None)
@given(_terms(["a", "b", "0", "1"], "(GCDMonoid.gcd {0} {1})"),
       _terms(["a", "b"], "(GCDMonoid.gcd {0} {1})"))
def test_gcd_formulas_never_read_back_as_another(x: str, y: str) -> None:
    reads_back_or_refuses(_GCD_CTX + f"GCDMonoid.gcd a b ∣ {x} → {y} = {x}")


@settings(max_examples=25, deadline=None)
@given(st.sampled_from(["p", "a", "b", "(p - a)", "(-p)", "(a + b)"]),
       st.sampled_from(["p", "a", "b", "0", "(b + p)"]), st.sampled_from(["a", "b", "p"]))
def test_pmod_formulas_read_back(m: str, x: str, y: str) -> None:
    q = reads_back_or_refuses(_MOD_CTX + f"{x} ≡ {y} [PMOD {m}] → {y} ≡ {x} [PMOD {m}]")
    assert q is not None and "modulo integer multiples of" in q and not raw_lean(q), q


@settings(max_examples=25, deadline=None)
@given(st.sampled_from(["z", "w", "(z * w)", "(z + w)", "(1 : K)", "z⁻¹"]),
       st.sampled_from(["RCLike.re z", "‖w‖", "(0 : ℝ)", "RCLike.re z + ‖w‖"]))
def test_rclike_re_formulas_read_back(x: str, y: str) -> None:
    q = reads_back_or_refuses(_RE_CTX + f"RCLike.re {x} ≤ {y}")
    assert q is not None and "the real part of the scalar" in q and not raw_lean(q), q
