"""`|x|` is Mathlib's `abs x` whatever the type (`macro "|" a "|" => abs a`,
Algebra/Order/Group/Unbundled/Abs.lean:39): on a type variable it is kept uninterpreted, never
refused for want of a bundled class (Mathlib v4.19.0 states order facts over `[Ring R]
[LinearOrder R] [IsStrictOrderedRing R]`) and never given a number's meaning."""

import pytest

from forminv_lean.formal import decide, to_lean
from forminv_lean.formal.errors import UnsupportedError

UNBUNDLED = "∀ {α : Type*} [Ring α] [LinearOrder α] [IsStrictOrderedRing α]"


def test_abs_on_a_type_variable_is_mathlibs_abs() -> None:
    lean = to_lean(f"{UNBUNDLED} (a : α) (n : ℤ), |a| ≤ 1 → (0 : α) ≤ n * a + n * n")
    assert "abs a ≤ 1" in lean and "(↑n : α) * a" in lean


@pytest.mark.parametrize("body", ["|a| = |a|", "|a| ≤ |a|", "a = b → |a| = |b|"])
def test_what_holds_of_any_function_is_proved(body: str) -> None:
    assert decide(f"{UNBUNDLED} (a b : α), {body}").verdict == "proved"


@pytest.mark.parametrize("body", ["0 ≤ |a|", "|-a| = |a|", "|a * b| = |a| * |b|"])
def test_what_holds_in_lean_is_never_refuted(body: str) -> None:
    """True of Mathlib's `abs` in every linearly ordered ring: a refutation would come from a
    meaning the checker gave `abs` that Lean's is not."""
    assert decide(f"{UNBUNDLED} (a b : α), {body}").verdict != "refuted"


def test_abs_on_nat_is_still_refused() -> None:
    """ℕ is no additive group: Lean refuses `|n|` there, and so does the checker."""
    with pytest.raises(UnsupportedError):
        to_lean("∀ n : ℕ, |n| = n")
