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
    # `NNReal` is the type `ℝ≥0` names (coercions_r28.SPELLED_AS), printed so
    ("∀ (x : NNReal) (n : ℕ), x ≤ n", "∀ (x : ℝ≥0) (n : ℕ), x ≤ (↑n : ℝ≥0)"),
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


@pytest.mark.parametrize(("text", "lean"), [
    # each typed by its v4.19.0 declaration (opaque.SIGNATURES): the casts Lean inserts follow
    ("∀ (x : ℝ), Int.floor x ≤ x", "∀ (x : ℝ), (↑(Int.floor x) : ℝ) ≤ x"),
    ("∀ {α : Type*} [Fintype α] (s : Finset α), s ⊆ Finset.univ",
     "∀ {α : Type*} [Fintype α] (s : Finset α), HasSubset.Subset s (Finset.univ : Finset α)"),
    ("∀ {R : Type*} [CommRing R] (p : Polynomial R) (n : ℕ), p.degree ≤ n",
     "∀ {R : Type*} [CommRing R] (p : Polynomial R) (n : ℕ), Polynomial.degree p ≤ "
     "(↑n : WithBot ℕ)"),
    ("∀ {R : Type*} [CommRing R] (n : ℕ), ((Polynomial.X : Polynomial R) ^ n).natDegree = n",
     "∀ {R : Type*} [CommRing R] (n : ℕ), Polynomial.natDegree ((Polynomial.X : Polynomial R) "
     "^ n) = n"),
])
def test_declared_constants_fix_where_casts_go(text: str, lean: str) -> None:
    assert to_lean(text) == lean


def test_a_polymorphic_constant_nothing_fixes_is_refused_in_a_rendering() -> None:
    from forminv_lean.formal.statements import elaborate_rendering

    # Lean cannot infer the ring of `X` here either
    with pytest.raises(UnsupportedError):
        elaborate_rendering("∀ (n : ℕ), Polynomial.natDegree (Polynomial.X ^ n) = n")


@pytest.mark.parametrize(("text", "lean"), [
    ("∀ (n : ℕ), (n⁻¹ : ℝ) ≤ 1", "∀ (n : ℕ), (↑n : ℝ)⁻¹ ≤ 1"),
    ("∀ (n : ℕ), ((n + 1)⁻¹ : ℝ) ≤ 1", "∀ (n : ℕ), ((↑n : ℝ) + 1)⁻¹ ≤ 1"),
    ("∀ (x : ℝ), 0 < x → x ^ (2⁻¹ : ℝ) ≤ x + 1", "∀ (x : ℝ), 0 < x → x ^ (2 : ℝ)⁻¹ ≤ x + 1"),
    # a leaf of a relation: `Inv.inv 2` waits, as `2` does, for the tree's type (binrel%)
    ("∀ (e : ℝ), e < 2⁻¹ → e < 1", "∀ (e : ℝ), e < (2 : ℝ)⁻¹ → e < 1"),
])
def test_an_inverse_takes_its_type_from_the_expected_one(text: str, lean: str) -> None:
    """`Inv.inv : α → α` takes α from the expected type before its argument (Lean's
    `propagateExpectedType`), which is then elaborated at α: ℕ has no `Inv`, so `(n⁻¹ : ℝ)`
    (Mathlib's `Real.pow_rpow_inv_natCast`) is `(↑n)⁻¹`, never refused nor read in ℕ."""
    assert to_lean(text) == lean


def test_an_inverse_on_nat_with_nothing_expected_is_still_refused() -> None:
    with pytest.raises(UnsupportedError):
        to_lean("∀ (n : ℕ), n⁻¹ = n")
