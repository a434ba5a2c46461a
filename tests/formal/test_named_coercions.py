"""`Elaborator.coerce` inserts a coercion only where it can name the instance Lean would find
(`coercions.py`, `opaque._COERCIONS`, each cited): an opaque type is no licence, so a text Lean
rejects (`(x : ZMod n)` with `x : ℂ`) is refused, never given a meaning."""

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from forminv_lean.formal import decide, to_lean
from forminv_lean.formal.errors import UnsupportedError

# texts Lean rejects (no `CoeT` instance): each was accepted with an uninterpreted `↑` before
REJECTED_BY_LEAN = [
    "∀ (n : ℕ) (x : ℂ), (x : ZMod n) = 0",                  # no cast from ℂ into `ZMod n`
    "∀ (s : Finset ℕ) (n : ℕ), n = (s : ℕ)",                # a `Finset` in a `ℕ` slot
    "∀ (x : ℝ) (y : ℂ), (x : ZMod 3) = y",                  # ℝ has no cast into `ZMod 3`
    "∀ (x : ℂ), (x : Real.Angle) = 0",                      # only ℝ is coerced to an angle
    "∀ (F : Ultrafilter ℕ) (G : Filter ℤ), (F : Filter ℤ) = G",  # the wrong element type
    "∀ (n : ℕ) (x : ℂ), (x : Fin n) = 0",
    "∀ (x : ℝ≥0) (z : ℂ), (x : ℂ) = z",                     # a chain, not one instance
    "∀ {α : Type*} (l : List α) (s : Multiset ℕ), (l : Multiset ℕ) = s",   # another element type
    # an ideal of `R` is a fractional ideal over a submonoid of `R`, not of another ring
    "∀ {R S K : Type*} [CommRing R] [CommRing S] [Field K] [Algebra S K] (I : Ideal R) "
    "(J : FractionalIdeal (nonZeroDivisors S) K), (I : FractionalIdeal (nonZeroDivisors S) K) = J",
    # `A →ₐ[R] B` is a ring hom `A →+* B`, never one `B →+* A`
    "∀ {R A B : Type*} [CommRing R] [Ring A] [Ring B] [Algebra R A] [Algebra R B] "
    "(f : A →ₐ[R] B) (g : B →+* A), (f : B →+* A) = g",
]


@pytest.mark.parametrize("text", REJECTED_BY_LEAN)
def test_a_coercion_lean_has_no_instance_for_is_refused(text: str) -> None:
    with pytest.raises(UnsupportedError, match="coercion"):
        to_lean(text)


@pytest.mark.parametrize("text", REJECTED_BY_LEAN)
def test_the_checker_gives_no_verdict_on_a_text_lean_rejects(text: str) -> None:
    assert decide(text, timeout=1.0).verdict == "unsupported"


@pytest.mark.parametrize(("text", "lean"), [
    ("∀ (n : ℕ) (a : ZMod n) (k : ℕ), a = k", "∀ (n : ℕ) (a : ZMod n) (k : ℕ), a = (↑k : ZMod n)"),
    ("∀ (F : Ultrafilter ℕ) (G : Filter ℕ), (F : Filter ℕ) = G",
     "∀ (F : Ultrafilter ℕ) (G : Filter ℕ), (↑F : Filter ℕ) = G"),
    ("∀ (x : ℝ), (x : Real.Angle) = 0", "∀ (x : ℝ), (↑x : Real.Angle) = 0"),
    ("∀ (p : Nat.Primes) (n : ℕ), (p : ℕ) = n", "∀ (p : Nat.Primes) (n : ℕ), (↑p : ℕ) = n"),
    ("∀ (s : SignType) (x : ℝ), (s : ℝ) = x", "∀ (s : SignType) (x : ℝ), (↑s : ℝ) = x"),
    ("∀ {R K : Type*} [CommRing R] [Field K] [Algebra R K] (I : Ideal R) "
     "(J : FractionalIdeal (nonZeroDivisors R) K), (I : FractionalIdeal (nonZeroDivisors R) K) = J",
     "∀ {R : Type*} [CommRing R] {K : Type*} [Field K] [Algebra R K] (I : Ideal R) "
     "(J : FractionalIdeal (nonZeroDivisors R) K), (↑I : FractionalIdeal (nonZeroDivisors R) K) = J"),
    ("∀ {R S : Type*} [Semiring R] [Semiring S] (f : R ≃+* S) (g : R ≃* S), (f : R ≃* S) = g",
     "∀ {R : Type*} [Semiring R] {S : Type*} [Semiring S] (f : RingEquiv R S) "
     "(g : MulEquiv R S), (↑f : MulEquiv R S) = g"),
    ("∀ {R A B : Type*} [CommRing R] [Ring A] [Ring B] [Algebra R A] [Algebra R B] "
     "(f : A →ₐ[R] B) (g : A →+* B), (f : A →+* B) = g",
     "∀ {R : Type*} [CommRing R] {A : Type*} [Ring A] [Algebra R A] {B : Type*} [Ring B] "
     "[Algebra R B] (f : AlgHom R A B) (g : RingHom A B), (↑f : RingHom A B) = g"),
    ("∀ {R : Type*} [Semiring R] (n : ℕ) (p : Polynomial R), (n : Polynomial R) = p",
     "∀ {R : Type*} [Semiring R] (n : ℕ) (p : Polynomial R), (↑n : Polynomial R) = p"),
    ("∀ {α : Type*} (l : List α) (s : Multiset α), (l : Multiset α) = s",
     "∀ {α : Type*} (l : List α) (s : Multiset α), (↑l : Multiset α) = s"),
    ("∀ {R : Type*} [CommSemiring R] (p : Polynomial R) (q : PowerSeries R), (p : PowerSeries R) = q",
     "∀ {R : Type*} [CommSemiring R] (p : Polynomial R) (q : PowerSeries R), "
     "(↑p : PowerSeries R) = q"),
    ("∀ {X : Type*} [TopologicalSpace X] (x : X) (y : OnePoint X), (x : OnePoint X) = y",
     "∀ {X : Type*} [TopologicalSpace X] (x : X) (y : OnePoint X), (↑x : OnePoint X) = y"),
])
def test_a_cited_coercion_is_inserted(text: str, lean: str) -> None:
    assert to_lean(text) == lean


# number types and opaque Mathlib types, with whether Lean coerces the first into the second by
# one instance (`opaque._COERCIONS`, `coercions.NUMBER_INTO`)
_TYPES = ["ℕ", "ℤ", "ℚ", "ℝ", "ℂ", "ℝ≥0", "ℝ≥0∞", "ZMod 5", "Real.Angle", "Ordinal"]
_COERCES = {("ℕ", "ℤ"), ("ℕ", "ℚ"), ("ℕ", "ℝ"), ("ℤ", "ℚ"), ("ℤ", "ℝ"), ("ℚ", "ℝ"),
            ("ℕ", "ℂ"), ("ℤ", "ℂ"), ("ℚ", "ℂ"), ("ℝ", "ℂ"), ("ℝ≥0", "ℝ"), ("ℕ", "ℝ≥0"),
            ("ℕ", "ℝ≥0∞"), ("ℝ≥0", "ℝ≥0∞"), ("ℕ", "ZMod 5"), ("ℤ", "ZMod 5"),
            ("ℝ", "Real.Angle"), ("ℕ", "Ordinal")}


@settings(max_examples=60, deadline=None)
@given(st.sampled_from(_TYPES), st.sampled_from(_TYPES))
def test_an_ascription_is_accepted_exactly_where_an_instance_exists(a: str, b: str) -> None:
    text = f"∀ (x : {a}) (y : {b}), (x : {b}) = y"
    if a == b:
        assert to_lean(text).startswith("∀")
    elif (a, b) in _COERCES:
        assert f"(↑x : {b})" in to_lean(text)
    else:
        with pytest.raises(UnsupportedError):
            to_lean(text)
