"""Round 22: section instances on classes without outParams that link a used variable to an
unused one are left out, as Lean leaves them.

Lean includes an instance-implicit `variable` when every variable it mentions is included
(lean4 `Elab/MutualDef.lean`, `collectUsed` over the section variables); a variable the
header does not mention gets in only through an instance resolution that finds a local
instance mentioning it, which needs it at an outParam position (`outparams` module doc). The
classes added to `outparams.OUTPARAM_FREE` this round (`HasShift`, `Functor.IsLocalization`,
`FiberBundle`, `IsManifold`, `IsCentralScalar`, `IsOrderedCancelVAdd`, `EnrichedCategory`,
`HasIterationOfShape`, `IsPRadical`, `SMulPosMono`, `IsTrans`, `CovariantClass`, …) have
none, so `[IsManifold I n M]` with `M` unused is left out with `M`. `variables.binder_classes`
now reads three binder shapes it could not: `M ⊨ T` (`Theory.Model`), `L.C W` with `L : A ⥤
B`, and `(G.obj X).C` with `G : A ⥤ B ⥤ C`.

Each against Mathlib v4.19.0's own theorems (`tests/mathlib_corpus.py`): the rendering keeps
exactly the binders Lean keeps, in the file's order, and elaborates.
"""

from __future__ import annotations

import re

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from forminv_lean.formalise.variables import binder_classes
from tests.mathlib_corpus import needs_index, render, rendered

pytestmark = needs_index

#: corpus theorem -> (binders and statement the rendering shows, binders it must not show)
RENDERED: dict[str, tuple[str, tuple[str, ...]]] = {
    # Geometry/Manifold/ContMDiff/Atlas.lean: `{I : ModelWithCorners 𝕜 E H} {M : Type*}
    # [TopologicalSpace M] [ChartedSpace H M] {n : WithTop ℕ∞} [IsManifold I n M]`; the
    # statement names `I n`, not `M`
    "contMDiff_model": (
        "[TopologicalSpace H] (I : ModelWithCorners 𝕜 E H) (n : WithTop ℕ∞), ContMDiff I",
        ("IsManifold", "ChartedSpace", "M :")),
    # RingTheory/HahnSeries/Multiplication.lean: `variable {Γ Γ' R S V : Type*}`, `[PartialOrder
    # Γ] [PartialOrder Γ'] [VAdd Γ Γ'] [IsOrderedCancelVAdd Γ Γ'] [AddCommMonoid V]`
    "HahnModule.of_smul": (
        "∀ {Γ R V : Type*} [PartialOrder Γ] [AddCommMonoid V] [SMulZeroClass R V] (r : R)",
        ("IsOrderedCancelVAdd", "VAdd", "Γ'")),
    # CategoryTheory/Enriched/Basic.lean: `variable {C : Type u₁} [EnrichedCategory V C]` and
    # later `{W : Type v} … [EnrichedCategory W C]`: only the one over `W` (named) is kept
    "CategoryTheory.ForgetEnrichment.to_of": (
        "[CategoryTheory.MonoidalCategory W] [CategoryTheory.EnrichedCategory W C] (X : C),",
        ("EnrichedCategory V",)),
    # Data/Fintype/Order.lean: `variable {α : Type*} {r : α → α → Prop} [IsTrans α r] …`
    "Finite.exists_ge": ("[Nonempty α] [Preorder α] [IsDirected α (· ≥ ·)] (f : β → α)",
                         ("IsTrans", "r :")),
    # FieldTheory/IsPerfectClosure.lean: `(i : K →+* L) … [IsPRadical i p]`, `i` unused
    "PerfectRing.lift_id_apply": (
        "[ExpChar M p] [ExpChar K p] [PerfectRing M p] (x : K), PerfectRing.lift (RingHom.id K)",
        ("IsPRadical", "i :")),
    # CategoryTheory/Functor/Derived/RightDerived.lean: `{L : C ⥤ D}`, `variable [L.IsLocalization
    # W]`, `include e in`: `F F' e W` kept, `L` and its localization left out
    "CategoryTheory.Functor.hasRightDerivedFunctor_iff_of_iso": (
        "(e : F ≅ F') (W : CategoryTheory.MorphismProperty C), "
        "CategoryTheory.Functor.HasRightDerivedFunctor F W",
        ("IsLocalization", "L :")),
    # CategoryTheory/SmallObject/Iteration/Basic.lean: `[HasIterationOfShape J C]` with `J`
    # unused (the statement is over `K`)
    "CategoryTheory.SmallObject.SuccStruct.Iteration.subsingleton.MapEq.src": (
        "[LinearOrder K] (x : K) (F G : Set.Iic x ⥤ C)", ("HasIterationOfShape", "J :")),
    # Limits/Shapes/BinaryProducts.lean: `[HasBinaryProduct (G.obj (F.obj A)) (G.obj (F.obj
    # B))]` with `G` unused (`HasBinaryProduct` is `HasLimit (pair X Y)`, no outParam)
    "CategoryTheory.Limits.prodComparison_natural": (
        "[CategoryTheory.Limits.HasBinaryProduct (F.obj A') (F.obj B')] (f : A ⟶ A')",
        ("G.obj", "G :")),
}

#: Torsor uses read this round (`variable_inclusion.torsor_needed`): the binder `[AddTorsor V
#: P]` / `[NormedAddTorsor V P]` and `V` are kept, as Lean keeps them.
TORSOR_USES: dict[str, str] = {
    # Geometry/Euclidean/Sphere/Basic.lean:184,202: `Concyclic (ps : Set P)` over `[NormedAddTorsor
    # V P]`, applied to `(∅ : Set P)`
    "EuclideanGeometry.concyclic_empty":
        "[MetricSpace P] [NormedAddTorsor V P], EuclideanGeometry.Concyclic (∅ : Set P)",
    # `affineSpan k (Set.range p)` with `p : ι → P`
    "eq_affineCombination_of_mem_affineSpan":
        "[AddTorsor V P] (p1 : P) (p : ι → P), p1 ∈ affineSpan k (Set.range p)",
    "mem_affineSpan_iff_eq_weightedVSubOfPoint_vadd":
        "[AddTorsor V P] [Nontrivial k] (p : ι → P) (j : ι) (q : P)",
    # `s.orthRadius …` with `s : Sphere P` (the receiver is the argument on `P`)
    "EuclideanGeometry.Sphere.orthRadius_center":
        "[NormedAddTorsor V P] (s : EuclideanGeometry.Sphere P), s.orthRadius",
}


_NAMES = (*RENDERED, *TORSOR_USES)


@pytest.mark.parametrize("name", sorted(RENDERED))
def test_an_unused_variable_and_its_instance_are_left_out(name: str) -> None:
    from forminv_lean.formal.statements import elaborate_rendering

    formal = rendered(_NAMES, name)
    shown, absent = RENDERED[name]
    assert shown in formal, formal
    assert not any(a in formal for a in absent), formal
    elaborate_rendering(formal)


MODEL = ["variable {L : FirstOrder.Language} {T : L.Theory} {M : Type*} [L.Structure M] [M ⊨ T]"]


def test_a_model_binder_on_an_unused_structure_is_left_out() -> None:
    """`[M ⊨ T]` is `Theory.Model M T` (no outParam): with only `T` in the header it is left
    out with `M`; before, its head `M` read as no class and the header was refused."""
    formal, reason = render("theorem t (φ : L.Sentence) (h : φ ∈ T) : φ ∈ T", *MODEL)
    assert formal is not None, reason
    assert "⊨" not in formal and "Model" not in formal and "M :" not in formal, formal


def test_a_realize_binder_is_not_read_as_a_model() -> None:
    """Over `φ : L.Sentence`, `M ⊨ φ` is `Sentence.Realize` (not a class): no class is read."""
    types = {"M": "Type*", "φ": "L.Sentence", "T": "L.Theory", "L": "FirstOrder.Language"}
    assert binder_classes("M ⊨ φ", types, lambda n: []) == []
    assert binder_classes("M ⊨ T", types, lambda n: []) == ["FirstOrder.Language.Theory.Model"]


def test_a_linking_binder_of_an_unknown_class_stays_refused() -> None:
    """A class the tables do not know may have an outParam: still refused."""
    _, reason = render("theorem t (x : M) : x = x",
                       "variable {R M : Type*} [Semiring R] [Frobnicate R M]")
    assert reason is not None and "links a used variable" in reason, reason


_NAME = st.from_regex(r"[A-Z][a-z₁₂₃]{0,2}", fullmatch=True)


@settings(max_examples=60, deadline=None)
@given(g=_NAME, a=_NAME, b=_NAME, c=_NAME, cls=st.sampled_from(
    ["PreservesZeroMorphisms", "IsLocalization", "Faithful", "Full"]))
def test_a_field_of_an_object_of_a_curried_functor_is_a_functor_class(
        g: str, a: str, b: str, c: str, cls: str) -> None:
    """`(G.obj X).C` names `Functor.C` exactly when `G : A ⥤ B ⥤ C` (so `G.obj X : B ⥤ C`); on
    `G : A ⥤ B` the object `G.obj X : B` is no functor and nothing is read."""
    ty = f"∀ (X : {a}), ({g}.obj X).{cls}"
    curried = {g: f"{a} ⥤ {b} ⥤ {c}"}
    assert binder_classes(ty, curried, lambda n: []) == [f"CategoryTheory.Functor.{cls}"]
    assert binder_classes(ty, {g: f"{a} ⥤ {b}"}, lambda n: []) == []
    assert binder_classes(f"{g}.{cls} W", {g: f"{a} ⥤ {b}"}, lambda n: []) == [
        f"CategoryTheory.Functor.{cls}"]


@pytest.mark.parametrize("name", sorted(TORSOR_USES))
def test_a_torsor_the_header_uses_is_kept_with_its_vectors(name: str) -> None:
    from forminv_lean.formal.statements import elaborate_rendering

    formal = rendered(_NAMES, name)
    assert TORSOR_USES[name] in formal, formal
    bound = re.search(r"\{[^{}]*\bV\b[^{}]*: Type\*\}", formal)   # `V` bound before its use
    assert bound is not None and bound.start() < formal.index("Torsor V P"), formal
    elaborate_rendering(formal)


TORSOR = ["variable {k V P : Type*} [Ring k] [AddCommGroup V] [Module k V] [AddTorsor V P]"]


@settings(max_examples=30, deadline=None)
@given(n=st.integers(min_value=1, max_value=4), typed=st.integers(min_value=0, max_value=3))
def test_a_vector_of_points_needs_the_torsor_only_with_a_point_in_it(n: int, typed: int) -> None:
    """`AffineIndependent k ![…]` takes `[AddTorsor V P]` for a vector of points of `P`: with one
    entry a point of `P` the binder is the one resolution used, so its inclusion is decided (the
    statement then meets the checker's own limits: `k ![…]` is not read yet); with none (entries
    of `k`, `y : P` used apart) the text cannot rule it out: refused as linking."""
    names = [f"x{i}" for i in range(n)]
    on_p = typed % (n + 1)
    binders = " ".join(f"({x} : {'P' if i < on_p else 'k'})" for i, x in enumerate(names))
    header = f"theorem t (y : P) {binders} : AffineIndependent k ![{', '.join(names)}] ∧ y = y"
    formal, reason = render(header, *TORSOR)
    linking = reason is not None and "links a used variable" in reason
    assert linking == (on_p == 0), (formal, reason)
    assert formal is None or "[AddTorsor V P]" in formal, formal
