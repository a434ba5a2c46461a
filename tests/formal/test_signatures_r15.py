"""The round-15 signature table (`signatures_r15`), read against Mathlib.

Every entry must parse as a signature type over the declaration's type parameters, be merged
into `opaque.SIGNATURES` once (no other table declares it), and name a declaration the Mathlib
v4.19.0 name index lists; a corpus theorem using an entry must render with the declared result
type (each was refused without it), and the elaborator must read a few one-line statements as
Lean does (coercions into a declared number slot, a typed side beside another typed side). The
corpus is read in place (skipped, saying why, when absent).
"""

from __future__ import annotations

import pytest

from forminv_lean.formal.lean.printer import to_lean_text
from forminv_lean.formal.meaning.types import show_type
from forminv_lean.formal.statements import elaborate_rendering
from tests.mathlib_corpus import applications, declared_result_types, needs_index

# Corpus theorems -> (a head of the table, the type its applications must have in the elaborated
# rendering, a text the rendering must contain). Each was refused before its entry.
USES = {
    # a structure field (`s.radius`) compared with a distance
    "EuclideanGeometry.Sphere.dist_div_sin_oangle_eq_two_mul_radius": (
        "EuclideanGeometry.Sphere.radius", "ℝ", "EuclideanGeometry.Sphere.radius s"),
    # an explicit type argument (`variable (R)`)
    "IsDiscreteValuationRing.irreducible_of_span_eq_maximalIdeal": (
        "IsLocalRing.maximalIdeal", "Ideal R", "IsLocalRing.maximalIdeal R = Ideal.span"),
    # a Matroid operation under generalised field notation
    "Matroid.eRk_comap_eq": ("Matroid.comap", "Matroid α", "(M.comap f).eRk X"),
    # the structure field beside the `symm` that keeps `e.symm.target` typed
    "PartialEquiv.symm_target": ("PartialEquiv.target", "Set α", "e.symm.target"),
    # an ℕ-valued relative rank multiplied with `finrank`
    "IntermediateField.finrank_bot_mul_relfinrank": (
        "IntermediateField.relfinrank", "ℕ", "IntermediateField.relfinrank A B"),
    # two type arguments and an applied ring map
    "MvPowerSeries.smul_eq_C_mul": ("MvPowerSeries.C", "MvPowerSeries σ R",
                                    "MvPowerSeries.C σ R a * f"),
    # the `‖`-free L-series beside the L-function of `ZMod N`
    "ZMod.LFunction_eq_LSeries": ("LSeries", "ℂ", "LSeries"),
}


@needs_index
@pytest.mark.parametrize("name", sorted(USES))
def test_a_theorem_using_an_entry_renders_with_the_declared_result_type(name: str) -> None:
    assert declared_result_types(USES, name) == {USES[name][1]}


def test_a_natural_number_is_cast_into_the_integer_slot_of_laurent_t() -> None:
    # `T (n : ℤ) : R[T;T⁻¹]`: `T (n + 1)` with `n : ℕ` is Lean's `T (↑n + 1)`, the sum taken in ℤ
    # (`R` fixed by `C a`, as in `LaurentPolynomial.induction_on`)
    text = ("∀ {R : Type*} [Semiring R] (a : R) (n : ℕ), "
            "LaurentPolynomial.C a * LaurentPolynomial.T (n + 1) = LaurentPolynomial.T n")
    term = elaborate_rendering(text)
    apps = applications(term, "LaurentPolynomial.T")
    assert apps and {show_type(a.ty) for a in apps} == {"LaurentPolynomial R"}
    out = to_lean_text(term)
    assert "LaurentPolynomial.T ((↑n : ℤ) + 1)" in out and "LaurentPolynomial.T (↑n : ℤ)" in out


def test_a_natural_number_is_cast_into_a_declared_rational_result() -> None:
    # `mulConst (A B : Finset G) : ℚ≥0`: `#A * σₘ[A, B]` multiplies in ℚ≥0, `#A` cast
    term = elaborate_rendering("∀ {G : Type*} [Group G] (A B : Finset G), "
                               "Finset.card A * Finset.mulConst A B = Finset.card (A * B)")
    apps = applications(term, "Finset.mulConst")
    assert apps and {show_type(a.ty) for a in apps} == {"ℚ≥0"}
    assert "(↑(Finset.card A) : ℚ≥0)" in to_lean_text(term)


def test_an_argument_of_another_type_leaves_the_result_unknown() -> None:
    # `Matroid.restrict (M : Matroid α) (R : Set α)` given a Finset (which Lean would coerce): no
    # declared type is claimed for the result
    term = elaborate_rendering("∀ {α : Type*} (M : Matroid α) (R : Finset α), "
                               "Matroid.restrict M R = Matroid.restrict M R")
    apps = applications(term, "Matroid.restrict")
    assert apps and all(a.ty.head == "result" for a in apps)
