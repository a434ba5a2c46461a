"""The round-16 algebra-side signature table (`signatures_r16a`), read against Mathlib.

Every entry must parse as a signature type over the declaration's type parameters (a result
parameter only inside a type with a head), be merged into `opaque.SIGNATURES` once (no other
table declares it), and name a declaration the Mathlib v4.19.0 name index lists; a corpus
theorem using an entry must render with the declared result type (each was refused without
it), and the elaborator must read a few one-line statements as Lean does (a natural number cast
into a declared integer result, the object of field notation at its declared slot, an argument
of another type leaving the result unknown). The corpus is read in place (skipped, saying why,
when absent).
"""

from __future__ import annotations

import pytest

from forminv_lean.formal.lean.printer import to_lean_text
from forminv_lean.formal.meaning.types import show_type
from forminv_lean.formal.statements import elaborate_rendering
from tests.mathlib_corpus import applications, declared_result_types, needs_index

# Corpus theorems -> (a head of the table, the type its applications must have in the elaborated
# rendering, a text the rendering must contain). Each was refused before its entry.
USES: dict[str, tuple[str, str, str]] = {
    # a predicate (`Antiperiodic f c`) beside another one
    "Function.Periodic.sub_antiperiod": (
        "Function.Antiperiodic", "Prop", "Function.Antiperiodic f (c₁ - c₂)"),
    # a result type parameter (`M`) fixed by the ascription, as Lean's expected type fixes it
    "TrivSqZeroExt.inl_pow": ("TrivSqZeroExt.inl", "TrivSqZeroExt R M", "TrivSqZeroExt.inl (r ^ n)"),
    # an applied ring map `R⟦X⟧ →+* S⟦X⟧`
    "PowerSeries.map_C": ("PowerSeries.map", "PowerSeries S", "PowerSeries.map f"),
    # an ℕ-valued degree compared with a `Finset.sup`
    "MvPolynomial.degreeOf_eq_sup": ("MvPolynomial.degreeOf", "ℕ", "MvPolynomial.degreeOf n f"),
    # an explicit type argument (`replicateRow ι v`)
    "Matrix.replicateRow_add": (
        "Matrix.replicateRow", "Matrix ι m α", "Matrix.replicateRow ι (v + w)"),
    # an applied equivalence `α ≃ Additive α`
    "ofMul_div": ("Additive.ofMul", "Additive α", "Additive.ofMul (x / y)"),
    # the `ℕ∞`-valued order compared with a cast natural number
    "PowerSeries.order_eq": ("PowerSeries.order", "ℕ∞", "PowerSeries.order φ"),
    # an applied linear map `(ι → F) →ₗ[F] F[X]` on a `fun`
    "Lagrange.eq_interpolate": ("Lagrange.interpolate", "Polynomial F", "Lagrange.interpolate s v"),
}


@needs_index
@pytest.mark.parametrize("name", sorted(USES))
def test_a_theorem_using_an_entry_renders_with_the_declared_result_type(name: str) -> None:
    assert declared_result_types(USES, name) == {USES[name][1]}


def test_a_natural_number_is_cast_into_the_integer_product_beside_a_declared_integer() -> None:
    # `Nat.gcdA (x y : ℕ) : ℤ`: `gcdA a b * a` multiplies in ℤ, `a` cast (Lean's binop%)
    term = elaborate_rendering("∀ (a b : ℕ), Nat.gcdA a b * a = Nat.gcdA a b * a")
    apps = applications(term, "Nat.gcdA")
    assert apps and {show_type(a.ty) for a in apps} == {"ℤ"}
    assert "Nat.gcdA a b * (↑a : ℤ)" in to_lean_text(term)


def test_the_object_of_field_notation_goes_to_its_declared_slot() -> None:
    # `Finset.powersetCard (n : ℕ) (s : Finset α)`: `s.powersetCard n` is `powersetCard n s`
    term = elaborate_rendering("∀ {α : Type*} (s : Finset α) (n : ℕ), "
                               "Finset.card (s.powersetCard n) = Nat.choose (Finset.card s) n")
    apps = applications(term, "Finset.powersetCard")
    assert apps and {show_type(a.ty) for a in apps} == {"Finset (Finset α)"}
    assert "Finset.powersetCard n s" in to_lean_text(term)


def test_an_argument_of_another_type_leaves_the_result_unknown() -> None:
    # `Matroid.freeOn (E : Set α)` given a Finset (which Lean would coerce): no declared type is
    # claimed for the result
    term = elaborate_rendering("∀ {α : Type*} (E : Finset α), "
                               "Matroid.freeOn E = Matroid.freeOn E")
    apps = applications(term, "Matroid.freeOn")
    assert apps and all(a.ty.head == "result" for a in apps)


def test_a_result_parameter_no_argument_fixes_takes_the_ascribed_type() -> None:
    # `inl (r : R) : tsze R M`: `M` is fixed only by the ascription, as Lean's expected type
    # fixes it (`propagateExpectedType`); the numeral `1` is then elaborated at `R`
    term = elaborate_rendering("∀ {R : Type*} {M : Type*} [One R] [Zero M], "
                               "(TrivSqZeroExt.inl 1 : TrivSqZeroExt R M) = 1")
    apps = applications(term, "TrivSqZeroExt.inl")
    assert apps and {show_type(a.ty) for a in apps} == {"TrivSqZeroExt R M"}
    assert {show_type(a.args[0].ty) for a in apps} == {"R"}
