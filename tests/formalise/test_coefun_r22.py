"""Values applied through a coercion to functions, or a `def` Lean unfolds to a Π type, added
in round 22 (`bundled.MORPHISM_PREDICATES`, `OBJECT_SETS`, `CONSTANT_FAMILY_MAPS`,
`TERM_PREFIX_COE` and the round-22 rows of `COE_FUNCTIONS`/`TERM_COE`).

Each applied value takes arguments of the type the instance fixes and gives its codomain; an
argument of another type (a morphism into another object, a morphism of another category, a
dependent family) is refused. Every entry's citation is checked against Mathlib's source.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from forminv_lean.formal.meaning import bundled
from forminv_lean.formal.meaning.terms import walk
from forminv_lean.formal.statements import elaborate_rendering
from tests.mathlib_corpus import mathlib_source, needs_index, needs_mirror, render, rendered

#: (table, key) -> (file, line, text the line holds), as each entry's comment cites it.
CITED: dict[tuple[str, str], tuple[str, int, str]] = {
    ("MORPHISM_PREDICATES", "CategoryTheory.MorphismProperty"):
        ("Mathlib/CategoryTheory/MorphismProperty/Basic.lean", 35, "def MorphismProperty"),
    ("MORPHISM_PREDICATES", "HomRel"): ("Mathlib/CategoryTheory/Quotient.lean", 22, "def HomRel"),
    ("MORPHISM_PREDICATES", "CategoryTheory.Presieve"):
        ("Mathlib/CategoryTheory/Sites/Sieves.lean", 35, "def Presieve (X : C)"),
    ("MORPHISM_PREDICATES", "CategoryTheory.Sieve"):
        ("Mathlib/CategoryTheory/Sites/Sieves.lean", 276, "CoeFun (Sieve X) fun _ => Presieve X"),
    ("MORPHISM_PREDICATES", "CategoryTheory.GrothendieckTopology.Cover"):
        ("Mathlib/CategoryTheory/Sites/Grothendieck.lean", 384, "CoeFun (J.Cover X)"),
    ("OBJECT_SETS", "CategoryTheory.GrothendieckTopology"):
        ("Mathlib/CategoryTheory/Sites/Grothendieck.lean", 89,
         "DFunLike (GrothendieckTopology C) C (fun X ↦ Set (Sieve X))"),
    ("CONSTANT_FAMILY_MAPS", "MultilinearMap"):
        ("Mathlib/LinearAlgebra/Multilinear/Basic.lean", 102, "(∀ i, M₁ i) M₂"),
    ("CONSTANT_FAMILY_MAPS", "ContinuousMultilinearMap"):
        ("Mathlib/Topology/Algebra/Module/Multilinear/Basic.lean", 73, "(∀ i, M₁ i) M₂"),
    ("COE_FUNCTIONS", "CoxeterMatrix"):
        ("Mathlib/GroupTheory/Coxeter/Matrix.lean", 77, "CoeFun (CoxeterMatrix B)"),
    ("COE_FUNCTIONS", "OmegaCompletePartialOrder.Chain"):
        ("Mathlib/Order/OmegaCompletePartialOrder.lean", 73, "FunLike (Chain α) ℕ α"),
    ("TERM_COE", "RelHom"): ("Mathlib/Order/RelIso/Basic.lean", 98, "FunLike (r →r s) α β"),
    ("TERM_COE", "RelEmbedding"): ("Mathlib/Order/RelIso/Basic.lean", 203, "FunLike (r ↪r s) α β"),
    ("TERM_COE", "RelIso"): ("Mathlib/Order/RelIso/Basic.lean", 531, "FunLike (r ≃r s) α β"),
    ("TERM_COE", "SimpleGraph.Hom"):
        ("Mathlib/Combinatorics/SimpleGraph/Maps.lean", 202, "abbrev Hom"),
    ("TERM_COE", "SimpleGraph.Embedding"):
        ("Mathlib/Combinatorics/SimpleGraph/Maps.lean", 209, "abbrev Embedding"),
    ("TERM_COE", "SimpleGraph.Iso"):
        ("Mathlib/Combinatorics/SimpleGraph/Maps.lean", 216, "abbrev Iso"),
    ("TERM_COE", "Pretrivialization"): ("Mathlib/Topology/FiberBundle/Trivialization.lean", 81,
                                        "CoeFun (Pretrivialization F proj) fun _ => Z → B × F"),
    ("TERM_COE", "Trivialization"): ("Mathlib/Topology/FiberBundle/Trivialization.lean", 292,
                                     "CoeFun (Trivialization F proj) fun _ => Z → B × F"),
    ("TERM_COE", "ContinuousMap.Homotopy"): ("Mathlib/Topology/Homotopy/Basic.lean", 100,
                                             "FunLike (Homotopy f₀ f₁) (I × X) Y"),
    ("TERM_COE", "ContinuousMap.HomotopyWith"): ("Mathlib/Topology/Homotopy/Basic.lean", 382,
                                                 "FunLike (HomotopyWith f₀ f₁ P) (I × X) Y"),
    ("COE_FUNCTIONS", "Rel"): ("Mathlib/Data/Rel.lean", 42, "def Rel (α β : Type*)"),
    ("COE_FUNCTIONS", "CStarMatrix"): ("Mathlib/Analysis/CStarAlgebra/CStarMatrix.lean", 40,
                                       ":= Matrix m n A"),
    ("COE_FUNCTIONS", "MonoidAlgebra"): ("Mathlib/Algebra/MonoidAlgebra/Defs.lean", 83,
                                         "CoeFun (MonoidAlgebra k G) fun _ => G → k"),
    ("COE_FUNCTIONS", "AddMonoidAlgebra"): ("Mathlib/Algebra/MonoidAlgebra/Defs.lean", 833,
                                            "CoeFun k[G] fun _ => G → k"),
    ("COE_FUNCTIONS", "WeakDual"): ("Mathlib/Topology/Algebra/Module/WeakDual.lean", 101,
                                    "FunLike (WeakDual 𝕜 E) E 𝕜"),
    ("COE_FUNCTIONS", "AffineBasis"): ("Mathlib/LinearAlgebra/AffineSpace/Basis.lean", 66,
                                       "FunLike (AffineBasis ι k P) ι P"),
    ("TERM_COE", "Path"): ("Mathlib/Topology/Path.lean", 60, "FunLike (Path x y) I X"),
    ("TERM_PREFIX_COE", "FirstOrder.Language.Hom"):
        ("Mathlib/ModelTheory/Basic.lean", 282, "FunLike (M →[L] N) M N"),
    ("TERM_PREFIX_COE", "FirstOrder.Language.Embedding"):
        ("Mathlib/ModelTheory/Basic.lean", 366, "FunLike (M ↪[L] N) M N"),
    ("TERM_PREFIX_COE", "FirstOrder.Language.Equiv"):
        ("Mathlib/ModelTheory/Basic.lean", 521, "EquivLike (M ≃[L] N) M N"),
    ("TERM_PREFIX_COE", "FirstOrder.Language.ElementaryEmbedding"):
        ("Mathlib/ModelTheory/ElementaryMaps.lean", 62, "FunLike (M ↪ₑ[L] N) M N"),
}


def test_every_round_22_entry_is_in_its_table_and_cited_in_the_module() -> None:
    text = Path(bundled.__file__).read_text()
    for (table, key), (path, line, _) in CITED.items():
        assert key in getattr(bundled, table), (table, key)
        short = path.removeprefix("Mathlib/")
        assert f":{line}" in text and short.rsplit("/", 1)[-1] in text, (key, short, line)


@needs_mirror
@pytest.mark.parametrize(("table", "key"), sorted(CITED))
def test_each_citation_resolves_in_mathlib(table: str, key: str) -> None:
    path, line, snippet = CITED[(table, key)]
    assert snippet in mathlib_source(path)[line - 1], (key, path, line)


def _applied(formal: str) -> dict[str, set[str]]:
    """For each head of an applied value's type, the types of its applications."""
    out: dict[str, set[str]] = {}
    for u in walk(elaborate_rendering(formal)):
        if u.op in ("app", "apply") and u.args and (u.op == "apply" or
                                                   u.name == "DFunLike.coe"):
            out.setdefault(u.args[0].ty.name.split(" ")[0], set()).add(str(u.ty))
    return out


CAT = "{C : Type*} [CategoryTheory.Category C]"


@pytest.mark.parametrize(("header", "head", "result"), [
    (f"theorem t {CAT} (P : CategoryTheory.MorphismProperty C) {{X Y : C}} (f : X ⟶ Y) : "
     "P f → P f", "CategoryTheory.MorphismProperty", "Prop"),
    (f"theorem t {CAT} (r : HomRel C) {{X Y : C}} (f g : X ⟶ Y) : r f g → r f g", "HomRel",
     "Quiver.Hom X Y → Prop"),
    (f"theorem t {CAT} {{X Y : C}} (S : CategoryTheory.Sieve X) (f : Y ⟶ X) : S f → S f",
     "CategoryTheory.Sieve", "Prop"),
    (f"theorem t {CAT} (J : CategoryTheory.GrothendieckTopology C) {{X : C}} "
     "(S : CategoryTheory.Sieve X) : S ∈ J X → S ∈ J X", "CategoryTheory.GrothendieckTopology",
     "Set (CategoryTheory.Sieve X)"),
    ("theorem t {𝕜 E F : Type*} [NontriviallyNormedField 𝕜] [NormedAddCommGroup E] "
     "[NormedSpace 𝕜 E] [NormedAddCommGroup F] [NormedSpace 𝕜 F] "
     "(p : FormalMultilinearSeries 𝕜 E F) (n : ℕ) (x : E) : p n (fun _ => x) = p n (fun _ => x)",
     "ContinuousMultilinearMap", "F"),
    ("theorem t {α β : Type*} (r : α → α → Prop) (s : β → β → Prop) (e : r ≃r s) (a : α) : "
     "e a = e a", "RelIso", "β"),
    ("theorem t {V W : Type*} (G : SimpleGraph V) (G' : SimpleGraph W) (f : G →g G') (v : V) : "
     "f v = f v", "SimpleGraph.Hom", "W"),
    ("theorem t {B : Type*} (M : CoxeterMatrix B) (i j : B) : M i j = M j i", "CoxeterMatrix",
     "B → ℕ"),
    # a product codomain (`cod:1 × α`): `Z → B × F` for `proj : Z → B`
    ("theorem t {B F Z : Type*} [TopologicalSpace B] [TopologicalSpace F] (proj : Z → B) "
     "(e : Pretrivialization F proj) (x : Z) : (e x).1 = proj x", "Pretrivialization", "B × F"),
    # a homotopy between `f₀ f₁ : C(X, Y)` is applied to pairs in `I × X`
    ("theorem t {X Y : Type*} [TopologicalSpace X] [TopologicalSpace Y] {f₀ f₁ : C(X, Y)} "
     "(F : ContinuousMap.Homotopy f₀ f₁) (x : X) : F (0, x) = f₀ x", "ContinuousMap.Homotopy",
     "Y"),
    # a term argument written as an ascription has the ascribed type
    ("theorem t {ι : Type*} (β : ι → Type*) [∀ i, Norm (β i)] (f : PiLp (⊤ : ℝ≥0∞) β) (i : ι) : "
     "‖f i‖ = ‖f i‖", "PiLp", "β i"),
    ("theorem t {α : Type*} [PartialOrder α] (f : ((· > ·) : ℕ → ℕ → Prop) ↪r "
     "((· < ·) : α → α → Prop)) (k : ℕ) : f k = f k", "RelEmbedding", "α"),
    ("theorem t {α β : Type*} (r : Rel α β) (a : α) (b : β) : r a b ↔ r a b", "Rel",
     "β → Prop"),
    ("theorem t {k G : Type*} [Semiring k] (f : MonoidAlgebra k G) (g : G) : f g = f g",
     "MonoidAlgebra", "k"),
    # a `[FunLike F A B]` binder whose domain is written in brackets
    ("theorem t {α F : Type*} [FunLike F (Set α) ℝ≥0∞] (μ : F) (s : Set α) : μ s ≤ μ s", "F",
     "ℝ≥0∞"),
    ("theorem t {R A B F : Type*} [CommSemiring R] [Semiring A] [Algebra R A] [Semiring B] "
     "[FunLike F (Unitization R A) B] (φ : F) (x : Unitization R A) : φ x = φ x", "F", "B"),
])
def test_a_value_is_applied_at_its_instance_types(header: str, head: str, result: str) -> None:
    formal, reason = render(header)
    assert formal is not None, reason
    assert result in _applied(formal)[head]


@pytest.mark.parametrize("header", [
    # a sieve on X takes morphisms into X
    f"theorem t {CAT} {{X Y : C}} (S : CategoryTheory.Sieve X) (f : X ⟶ Y) : S f → S f",
    # a morphism property of C does not take a morphism of another category
    f"theorem t {CAT} {{D : Type*}} [CategoryTheory.Category D] "
    "(P : CategoryTheory.MorphismProperty C) {X Y : D} (f : X ⟶ Y) : P f → P f",
    # nor anything that is not a morphism
    f"theorem t {CAT} (P : CategoryTheory.MorphismProperty C) (X : C) : P X → P X",
    # a topology on C takes objects of C
    f"theorem t {CAT} {{D : Type*}} [CategoryTheory.Category D] "
    "(J : CategoryTheory.GrothendieckTopology C) {X : D} (S : CategoryTheory.Sieve X) : "
    "S ∈ J X → S ∈ J X",
    # over a dependent family `fun i => E i.succ` the domain is no function type
    "theorem t {R : Type*} [CommSemiring R] (n : ℕ) (M : Fin (Nat.succ n) → Type*) [∀ i, "
    "AddCommMonoid (M i)] [∀ i, Module R (M i)] {M₂ : Type*} [AddCommMonoid M₂] [Module R M₂] "
    "(f : MultilinearMap R (fun i : Fin n => M i.succ) M₂) (m : ∀ i : Fin n, M i.succ) : "
    "f m = f m",
    # a `[FunLike F (Set α) ℝ≥0∞]` value takes sets, not points
    "theorem t {α F : Type*} [FunLike F (Set α) ℝ≥0∞] (μ : F) (a : α) : μ a ≤ μ a",
    # the ascribed relation fixes the domain: `ℕ`, not `α`
    "theorem t {α : Type*} [PartialOrder α] (f : ((· > ·) : ℕ → ℕ → Prop) ↪r "
    "((· < ·) : α → α → Prop)) (a : α) : f a = f a",
    # a trivialization over `proj : Z → B` takes points of the total space Z, not of B
    "theorem t {B F Z : Type*} [TopologicalSpace B] [TopologicalSpace F] (proj : Z → B) "
    "(e : Pretrivialization F proj) (b : B) : (e b).1 = b",
    # a homotopy takes a pair, not a point of X
    "theorem t {X Y : Type*} [TopologicalSpace X] [TopologicalSpace Y] {f₀ f₁ : C(X, Y)} "
    "(F : ContinuousMap.Homotopy f₀ f₁) (x : X) : F x = f₀ x",
    # a monoid algebra's element is applied to the monoid's points, not the coefficients
    "theorem t {k G : Type*} [Semiring k] (f : MonoidAlgebra k G) (c : k) : f c = f c",
    # a relation isomorphism is applied to the points of r
    "theorem t {α β : Type*} (r : α → α → Prop) (s : β → β → Prop) (e : r ≃r s) (b : β) : "
    "e b = e b",
])
def test_an_argument_of_another_type_is_refused(header: str) -> None:
    formal, reason = render(header)
    assert formal is None and reason is not None


@settings(max_examples=12, deadline=None)
@given(st.sampled_from(["X", "Y", "Z"]), st.sampled_from(["X", "Y", "Z"]),
       st.sampled_from(["X", "Y", "Z"]))
def test_a_sieve_takes_exactly_the_morphisms_into_its_object(on: str, src: str,
                                                              tgt: str) -> None:
    formal, reason = render(f"theorem t {CAT} {{X Y Z : C}} (S : CategoryTheory.Sieve {on}) "
                            f"(f : {src} ⟶ {tgt}) : S f ∨ True")
    assert (formal is not None) == (tgt == on), (formal, reason)


def test_a_funlike_binder_with_a_bracketed_domain_is_read_exactly() -> None:
    # the instance binder's class keeps `(Set α)` bracketed: domain `Set α`, codomain ENNReal
    # (the type `ℝ≥0∞` names, printed so: coercions_r28.SPELLED_AS)
    t = elaborate_rendering("∀ {α F : Type*} [FunLike F (Set α) ENNReal] (μ : F) (s : Set α), "
                            "μ s = μ s")
    assert {str(u.ty) for u in walk(t) if u.op == "app" and u.name == "DFunLike.coe"} \
        == {"ℝ≥0∞"}


USES = {
    "CategoryTheory.MorphismProperty.RespectsIso.precomp": "CategoryTheory.MorphismProperty",
    "CategoryTheory.GrothendieckTopology.intersection_covering":
        "CategoryTheory.GrothendieckTopology",
    "CategoryTheory.GrothendieckTopology.arrow_max": "CategoryTheory.Sieve",
    "FormalMultilinearSeries.apply_eq_pow_smul_coeff": "ContinuousMultilinearMap",
    "RelIso.apply_symm_apply": "RelIso",
    "SimpleGraph.Iso.reachable_iff": "SimpleGraph.Iso",
    "FirstOrder.Language.Equiv.apply_symm_apply": "FirstOrder.Language.Equiv",
    "CoxeterMatrix.symmetric": "CoxeterMatrix",
    "OmegaCompletePartialOrder.ωSup_le_iff": "OmegaCompletePartialOrder.Chain",
    "MeasureTheory.measure_mono": "F",
    "PiLp.norm_eq_ciSup": "PiLp",
    "Trivialization.coe_fst": "Trivialization",
    "Rel.mem_core": "Rel", "Path.source": "Path", "CStarMatrix.ext_iff": "CStarMatrix",
    "AffineBasis.coord_apply_eq": "AffineBasis",
    "ContinuousMap.Homotopy.apply_zero": "ContinuousMap.Homotopy",
    "RelEmbedding.not_acc_of_decreasing_seq": "RelEmbedding",
}


@needs_index
@pytest.mark.parametrize("name", sorted(USES))
def test_corpus_theorems_apply_the_value(name: str) -> None:
    assert USES[name] in _applied(rendered(USES, name))
