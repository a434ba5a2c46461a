"""The round-19 algebra/number theory/`Data` signature table (`signatures_r19h`), read against
Mathlib.

Every entry must parse as a signature type over the declaration's type parameters, be merged
into `opaque.SIGNATURES` once (no other table declares it), fix its result's type parameters by
an argument, and name a declaration the Mathlib v4.19.0 name index lists; corpus theorems using
an entry must render with the declared result type (each was refused without it). The corpus is
read in place (skipped, saying why, when absent).
"""

from __future__ import annotations

import pytest

from forminv_lean.formal.errors import UnsupportedError
from forminv_lean.formal.lean.printer import to_lean_text
from forminv_lean.formal.meaning.types import show_type
from forminv_lean.formal.statements import elaborate_rendering
from tests.mathlib_corpus import applications, declared_result_types, needs_index

# Corpus theorems -> (a head of the table, the type its applications must have in the elaborated
# rendering, a text the rendering must contain). Each was refused before its entry.
USES: dict[str, tuple[str, str, str]] = {
    # a section `variable (R : Type*) (p m n : ℕ)` the body uses: a type, then two numbers
    "iterateFrobeniusEquiv_eq_pow": (
        "iterateFrobeniusEquiv", "RingEquiv R R", "iterateFrobeniusEquiv R p n"),
    # an explicit type argument alone (`variable (M₀ : Type*)`)
    "nonZeroDivisorsLeft_eq_nonZeroDivisors": (
        "nonZeroDivisorsLeft", "Submonoid M₀", "nonZeroDivisorsLeft M₀"),
    # two permutations, the result on the sum type
    "Equiv.Perm.sumCongr_inv": (
        "Equiv.Perm.sumCongr", "Equiv.Perm (Sum α β)", "Equiv.Perm.sumCongr e f"),
    # two explicit type arguments, then the function's own argument (`of' : G → k[G]`)
    "AddMonoidAlgebra.of'_dvd_iff_modOf_eq_zero": (
        "AddMonoidAlgebra.of'", "AddMonoidAlgebra k G", "AddMonoidAlgebra.of' k G g"),
    # a section `variable (f : α ≃ β)`, written as a field
    "Function.Embedding.toEmbedding_equivOfFiniteSelfEmbedding": (
        "Equiv.toEmbedding", "Function.Embedding α α", "e.equivOfFiniteSelfEmbedding.toEmbedding"),
    # a type argument, a section variable the body uses, and an argument untyped here (its type
    # names `R⁰`)
    "FractionalIdeal.count_pow": ("FractionalIdeal.count", "ℤ", "FractionalIdeal.count K v I"),
    # three section variables the body uses (`lift i j p`)
    "PerfectRing.lift_self": ("PerfectRing.lift", "RingHom L L", "PerfectRing.lift i i p"),
    # a bundled map typed as the function it coerces to (its `B` is fixed by no argument)
    "NonUnitalAlgHom.inl_apply": ("NonUnitalAlgHom.inl", "A × B", "NonUnitalAlgHom.inl R A B x"),
    # Lean core functions, and a Mathlib partner added after measuring
    "List.zipWith_nil": ("List.zipWith", "List γ", "List.zipWith f l []"),
    "Int.natAbs_lcm": ("Int.lcm", "ℕ", "Int.lcm i j"),
    "List.zipWith3_same_left": ("List.zipWith3", "List γ", "List.zipWith3 f la la lb"),
}


@needs_index
@pytest.mark.parametrize("name", sorted(USES))
def test_a_theorem_using_an_entry_renders_with_the_declared_result_type(name: str) -> None:
    assert declared_result_types(USES, name) == {USES[name][1]}


def test_an_explicit_type_argument_binds_the_result_s_parameter() -> None:
    # Mathlib/RingTheory/Ideal/Nonunits.lean:24 `def nonunits (α : Type*) [Monoid α] : Set α`
    term = elaborate_rendering("∀ (R : Type*) [Monoid R] (x : R), x ∈ nonunits R")
    apps = applications(term, "nonunits")
    assert apps and {show_type(a.ty) for a in apps} == {"Set R"}
    assert "nonunits R" in to_lean_text(term)


def test_a_mismatched_argument_is_refused() -> None:
    # Lean core Init/Data/Int/Gcd.lean `def lcm (m n : Int) : Nat`: a rational in an integer's
    # place is a type error, while two integers elaborate to a natural number
    with pytest.raises(UnsupportedError, match="expected ℤ, got ℚ"):
        elaborate_rendering("∀ (q : ℚ) (b : ℤ), Int.lcm q b = 0")
    apps = applications(elaborate_rendering("∀ (a b : ℤ), Int.lcm a b = 0"), "Int.lcm")
    assert apps and {show_type(a.ty) for a in apps} == {"ℕ"}
