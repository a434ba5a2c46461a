"""A numeral's type is never ℕ's default where Lean takes it from an argument whose type the
elaborator does not know.

`StrictMonoOn Real.expNegInvGlue (Set.Icc 0 1)`: Lean unifies `α → β` with the function's
type, so `Set.Icc 0 1` is a set of its domain. The elaborator does not know that type
(`expNegInvGlue` has no declared signature here), and would read `Set.Icc 0 1` at ℕ (Lean's
default for a numeral alone): a set of natural numbers where the theorem has reals. Such a
statement is refused; a written type, or a typed function (a declared one written alone has its
declared Π type: `Real.arccos : ℝ → ℝ`), still types the numerals."""

from __future__ import annotations

import pytest

from forminv_lean.formal import UnsupportedError
from forminv_lean.formal.statements import elaborate_rendering


@pytest.mark.parametrize("text", [
    "StrictMonoOn Real.expNegInvGlue (Set.Icc 0 1)",
    "StrictAntiOn Real.expNegInvGlue (Set.Icc 0 1)",
])
def test_a_numeral_typed_by_an_unknown_argument_is_refused(text: str) -> None:
    with pytest.raises(UnsupportedError, match="whose type is not known"):
        elaborate_rendering(text)


@pytest.mark.parametrize(("text", "ty"), [
    ("StrictAntiOn Real.arccos (Set.Icc (0 : ℝ) 1)", "Set ℝ"),
    ("StrictAntiOn Real.arccos (Set.Icc 0 1)", "Set ℝ"),
    ("StrictMonoOn Real.exp (Set.Icc 0 1)", "Set ℝ"),
    ("∀ (f : ℝ → ℝ), StrictMonoOn f (Set.Icc 0 1) → True", None),
    ("Set.Icc 0 1 = Set.Icc 0 1", "Set ℕ"),
])
def test_numerals_a_written_type_fixes_are_still_read(text: str, ty: str | None) -> None:
    t = elaborate_rendering(text)
    if ty is not None:
        assert str(t.args[-1].ty) == ty


def test_known_arguments_that_fix_the_parameter_are_enough() -> None:
    """`f =ᵐ[l] 0`-shaped: the filter's type is unknown, but `f` fixes `α → β`, as in Lean."""
    t = elaborate_rendering("∀ (f : ℝ → ℝ) (l : Filter ℝ), "
                            "Filter.EventuallyEq (Filter.map id l) f 0")
    while t.op != "app":
        t = t.args[-1]
    # the numeral is the zero function of f's type, not ℕ's 0 (main had ℕ: the unknown
    # filter had stopped the parameters reaching it)
    assert str(t.args[-1].ty) == "ℝ → ℝ"
