"""The round-18 long-tail signature table (`signatures_r18g`), read against Mathlib.

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
from forminv_lean.formal.meaning.terms import walk
from forminv_lean.formal.meaning.types import show_type
from forminv_lean.formal.statements import elaborate_rendering
from tests.mathlib_corpus import applications, declared_result_types, needs_index

# Corpus theorems -> (a head of the table, the type its applications must have in the elaborated
# rendering, a text the rendering must contain). Each was refused before its entry.
USES: dict[str, tuple[str, str, str]] = {
    # a section `variable (μ)` made explicit, then the function's own argument
    "smoothingFun_apply_of_map_mul_eq_mul": ("smoothingFun", "ℝ", "smoothingFun μ x"),
    # an explicit type argument from `variable (Fq F : Type*)`
    "FunctionField.InftyValuation.map_mul'": (
        "FunctionField.inftyValuationDef", "WithZero (Multiplicative ℤ)",
        "FunctionField.inftyValuationDef Fq x"),
    # a structure field with a default value, written as a field `c₁.IsClosed x`
    "ClosureOperator.ext_isClosed": ("ClosureOperator.IsClosed", "Prop", "c₁.IsClosed x"),
    # an explicit type argument between two numbers (`xInTermsOfW p R`), written unapplied
    "bind₁_xInTermsOfW_wittPolynomial": (
        "xInTermsOfW", "ℕ → MvPolynomial ℕ R", "xInTermsOfW p R"),
    # an explicit type argument alone (`variable (α) in`)
    "ruzsaSzemerediNumber_spec": ("ruzsaSzemerediNumber", "ℕ", "ruzsaSzemerediNumber α"),
    # an explicit field before the set (`variable (k : Type*)`), the points' type from the set
    "subset_spanPoints": ("spanPoints", "Set P", "spanPoints k s"),
    # a proof as the only explicit argument (a section `variable (hf : …)`)
    "Polynomial.IsSeparableContraction.degree_eq": (
        "Polynomial.HasSeparableContraction.degree", "ℕ",
        "Polynomial.HasSeparableContraction.degree hf"),
    # a bundled order isomorphism as the result
    "LowerSet.map_refl": (
        "LowerSet.map", "OrderIso (LowerSet α) (LowerSet α)", "LowerSet.map (OrderIso.refl α)"),
}


@needs_index
@pytest.mark.parametrize("name", sorted(USES))
def test_a_theorem_using_an_entry_renders_with_the_declared_result_type(name: str) -> None:
    assert declared_result_types(USES, name) == {USES[name][1]}


def test_an_explicit_type_argument_fixes_the_domain_of_the_next() -> None:
    # Mathlib/Order/Grade.lean:98 `def grade : α → 𝕆` with `variable (𝕆)` (:93): the grade
    # has the type given first, the element is of the order's type
    term = elaborate_rendering(
        "∀ {𝕆 α : Type*} [Preorder 𝕆] [Preorder α] [GradeOrder 𝕆 α] (a b : α),"
        " grade 𝕆 a = grade 𝕆 b")
    apps = applications(term, "grade")
    assert apps and {show_type(a.ty) for a in apps} == {"𝕆"}
    assert "grade 𝕆 a" in to_lean_text(term)


def test_a_bundled_map_applied_is_typed_by_its_argument() -> None:
    # Mathlib/Algebra/Group/End.lean:690 `def conj [Group G] : G →* MulAut G` (applied): the
    # conjugating element fixes `G`
    term = elaborate_rendering("∀ {G : Type*} [Group G] (g : G), MulAut.conj g = MulAut.conj g")
    apps = applications(term, "MulAut.conj")
    assert apps and {show_type(a.ty) for a in apps} == {"MulAut G"}


def test_the_declared_result_types_a_numeral_and_refuses_a_mismatch() -> None:
    # Mathlib/Analysis/Normed/Unbundled/SmoothingSeminorm.lean:93 `abbrev smoothingFun (x : R) :
    # ℝ` with `(μ : RingSeminorm R)` (:47): the `0` it is compared with is a real (without the
    # entry the numeral's type was refused as fixed by an unknown function), and a real is not
    # a member of a set of `R`
    head = "∀ {R : Type*} [CommRing R] (μ : RingSeminorm R) (x : R)"
    term = elaborate_rendering(f"{head}, smoothingFun μ x = 0")
    assert {show_type(u.ty) for u in walk(term) if u.op == "num"} == {"ℝ"}
    with pytest.raises(UnsupportedError, match="expected R, got ℝ"):
        elaborate_rendering(f"{head} (s : Set R), smoothingFun μ x ∈ s")


def test_a_permutation_typed_as_its_function_takes_a_pair() -> None:
    # Mathlib/Logic/Equiv/Prod.lean:320 `def prodExtendRight : Perm (α₁ × β₁)` with `(a : α₁) (e :
    # Perm β₁)` (:316), applied: the pair it moves is in `α₁ × β₁`, so a pair the other way round
    # is refused
    head = "∀ {α β : Type*} [DecidableEq α] (a : α) (e : Equiv.Perm β) (b : β)"
    term = elaborate_rendering(f"{head}, Equiv.Perm.prodExtendRight a e (a, b) = (a, e b)")
    apps = applications(term, "Equiv.Perm.prodExtendRight")
    assert apps and {show_type(u.ty) for u in apps} == {"α × β"}
    with pytest.raises(UnsupportedError):
        elaborate_rendering(f"{head}, Equiv.Perm.prodExtendRight a e (b, a) = (b, a)")
