"""Lean's coercions between ℕ ℤ ℚ ℝ and Mathlib's number types kept opaque (ℂ, ℝ≥0, ℝ≥0∞, ...):
each one Mathlib declares is inserted where Lean's `binop%` inserts it, and nothing else is."""

import pytest

from forminv_lean.formal import decide, to_lean
from forminv_lean.formal.errors import UnsupportedError

CAST = [
    # (statement, its Lean form with the casts Lean inserts)
    ("∀ (r s : ℝ), ((r + s : ℝ) : ℂ) = r + s",
     "∀ (r s : ℝ), (↑(r + s) : ℂ) = (↑r : ℂ) + (↑s : ℂ)"),
    ("∀ (a : ℂ) (n : ℕ), (n : ℂ) * a = a * n",
     "∀ (a : ℂ) (n : ℕ), (↑n : ℂ) * a = a * (↑n : ℂ)"),
    ("∀ (a : ℂ) (z : ℤ) (q : ℚ), a = z + q",
     "∀ (a : ℂ) (z : ℤ) (q : ℚ), a = (↑z : ℂ) + (↑q : ℂ)"),
    ("∀ (x : ℝ≥0) (y : ℝ), x + y = y + x",
     "∀ (x : ℝ≥0) (y : ℝ), (↑x : ℝ) + y = y + (↑x : ℝ)"),
    ("∀ (p q : ℝ≥0), (p : ℝ≥0∞) ≠ q ↔ p ≠ q",
     "∀ (p q : ℝ≥0), (↑p : ℝ≥0∞) ≠ (↑q : ℝ≥0∞) ↔ p ≠ q"),
    ("∀ (x : NNReal) (n : ℕ), x ≤ n", "∀ (x : NNReal) (n : ℕ), x ≤ (↑n : NNReal)"),
    ("∀ (x : ℕ∞) (n : ℕ), x < n + 1", "∀ (x : ℕ∞) (n : ℕ), x < (↑n : ℕ∞) + 1"),
    ("∀ (x : EReal) (y : ℝ), x = y", "∀ (x : EReal) (y : ℝ), x = (↑y : EReal)"),
    ("∀ (o : Ordinal) (n : ℕ), o + n = o", "∀ (o : Ordinal) (n : ℕ), o + (↑n : Ordinal) = o"),
]


@pytest.mark.parametrize(("text", "lean"), CAST)
def test_a_declared_coercion_is_inserted_where_lean_inserts_it(text: str, lean: str) -> None:
    assert to_lean(text) == lean


@pytest.mark.parametrize("text", [
    "∀ (x : ℝ≥0) (z : ℂ), x + z = z",     # a chain ℝ≥0 → ℝ → ℂ: no direct coercion
    "∀ (x : ℝ≥0) (z : ℤ), x = z",          # ℤ has no coercion into ℝ≥0
    "∀ (x : ℝ≥0∞) (y : ℝ), x = y",         # nor ℝ into ℝ≥0∞ (ENNReal.ofReal is a function)
    "∀ (z : ℂ) (y : ℝ), (z : ℝ) = y",      # nothing coerces ℂ to ℝ
])
def test_no_coercion_mathlib_lacks(text: str) -> None:
    with pytest.raises(UnsupportedError):
        to_lean(text)


@pytest.mark.parametrize("text", [
    "∀ (x : ℝ≥0), 0 ≤ (x : ℝ)",
    "∀ (r s : ℝ), ((r + s : ℝ) : ℂ) = r + s",
    "∀ (p : ℝ≥0), ((p : ℝ≥0∞) : EReal) = ((p : ℝ) : EReal)",
])
def test_true_statements_through_casts_are_never_refuted(text: str) -> None:
    # the casts are uninterpreted in the checker: it may not prove these, it must not refute
    assert decide(text, timeout=2.0).verdict != "refuted"
