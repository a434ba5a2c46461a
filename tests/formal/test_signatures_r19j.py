"""The round-19 category-theory tables (`signatures_r19j`), read against Mathlib.

Every `SIGNATURES` entry must parse as a signature type over the declaration's type parameters
and be merged into `opaque.SIGNATURES` once; every entry of both tables must name a declaration
the Mathlib v4.19.0 name index lists. Each `MORPHISMS` entry, applied to variables, has exactly
the declared type (a binder of that type equals it, a binder of another type does not), and
corpus theorems using an entry render (each was refused without it), while ones whose other
constants stay untyped are still refused. The corpus is read in place (skipped when absent).
"""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from forminv_lean.formal import elaborate
from forminv_lean.formal.errors import UnsupportedError
from forminv_lean.formal.meaning.elaborate_category import MORPHISMS
from forminv_lean.formal.meaning.signatures_r19j import MORPHISMS as _R19J_MORPHISMS
from tests.mathlib_corpus import render_row, rendered, require, rows_named

CAT = "∀ {C : Type*} [CategoryTheory.Category C] "
SUB = "CategoryTheory.Subobject"
SPEC = "AlgebraicGeometry.Spec"
SC = "CategoryTheory.ShortComplex"
ZERO = "[CategoryTheory.Limits.HasZeroMorphisms C] "
ADJ = ("∀ {C D : Type*} [CategoryTheory.Category C] [CategoryTheory.Category D] (F : C ⥤ D) "
       "(G : D ⥤ C) (adj : F ⊣ G)")


def test_the_morphism_entries_are_merged() -> None:
    assert all(MORPHISMS[n] == spec for n, spec in _R19J_MORPHISMS.items())


# (binders, the application, its declared type, a type it must not have)
_TYPED = {
    f"{SUB}.mk": (CAT + "(A X : C) (f : A ⟶ X) [CategoryTheory.Mono f]", f"{SUB}.mk f",
                  f"{SUB} X", f"{SUB} A"),
    f"{SPEC}.map": ("∀ (R S : CommRingCat) (f : R ⟶ S)", f"{SPEC}.map f",
                    f"{SPEC} S ⟶ {SPEC} R", f"{SPEC} R ⟶ {SPEC} S"),
    "CategoryTheory.Adjunction.unit": (ADJ, "adj.unit", "CategoryTheory.Functor.id C ⟶ F ⋙ G",
                                       "F ⋙ G ⟶ CategoryTheory.Functor.id C"),
    "CategoryTheory.Adjunction.counit": (ADJ, "CategoryTheory.Adjunction.counit adj",
                                         "G ⋙ F ⟶ CategoryTheory.Functor.id D",
                                         "CategoryTheory.Functor.id D ⟶ G ⋙ F"),
    f"{SC}.opMap": (CAT + ZERO + f"(S₁ S₂ : {SC} C) (φ : S₁ ⟶ S₂)", f"{SC}.opMap φ",
                    f"{SC}.op S₂ ⟶ {SC}.op S₁", f"{SC}.op S₁ ⟶ {SC}.op S₂"),
}


@pytest.mark.parametrize("name", sorted(_TYPED))
def test_each_morphism_entry_has_its_declared_type(name: str) -> None:
    binders, term, good, bad = _TYPED[name]
    elaborate(f"{binders} (h : {good}), h = {term}")
    with pytest.raises(UnsupportedError):
        elaborate(f"{binders} (h : {bad}), h = {term}")


def test_all_typed_entries_are_exercised() -> None:
    assert set(_TYPED) == set(_R19J_MORPHISMS)


def test_the_unit_of_another_adjunction_does_not_compose() -> None:
    """`adj.unit` is typed at the functors of `adj`'s own type: composed with a morphism
    between other functors' objects, the statement is refused."""
    with pytest.raises(UnsupportedError):
        elaborate(ADJ + " (H : C ⥤ C) (X : C) (h : X ⟶ H.obj X), adj.unit.app X = h")


def test_a_morphism_of_unknown_type_leaves_the_subobject_untyped() -> None:
    """`Subobject.mk (foo X)` with `foo` undeclared: nothing fixes `X`, so the application
    keeps an unknown type and comparing it with a subobject is refused, not guessed."""
    with pytest.raises(UnsupportedError):
        elaborate(CAT + f"(X : C) (S : {SUB} X), S = {SUB}.mk (Foo.foo X)")


# Corpus theorems -> a text the rendering must contain. Each was refused before the entry.
_CORPUS = {
    "AlgebraicGeometry.Spec.map_id": f"{SPEC}.map (𝟙 R) = 𝟙 ({SPEC} R)",
    "AlgebraicGeometry.Spec.map_comp": f"{SPEC}.map (f ≫ g) = {SPEC}.map g ≫ {SPEC}.map f",
    "CategoryTheory.Subobject.mk_surjective": f"S = {SUB}.mk i",
    "CategoryTheory.Subobject.top_eq_id": f"= {SUB}.mk (𝟙 B)",
    "CategoryTheory.MorphismProperty.isomorphisms_le_of_containsIdentities":
        "CategoryTheory.MorphismProperty.isomorphisms C ≤ P",
    "CategoryTheory.ShortComplex.opMap_id": f"{SC}.opMap (𝟙 S) = 𝟙 ({SC}.op S)",
    # `(adj : F ⊣ G)`: `adj.unit.app X : (𝟭 C).obj X ⟶ (F ⋙ G).obj X`, composed as Lean
    # unfolds `(F ⋙ G).obj X` to `G.obj (F.obj X)`
    "CategoryTheory.Adjunction.unit_naturality":
        "adj.unit.app X ≫ G.map (F.map f) = f ≫ adj.unit.app Y",
    "CategoryTheory.Adjunction.counit_naturality":
        "F.map (G.map f) ≫ adj.counit.app Y = adj.counit.app X ≫ f",
    "CategoryTheory.Join.mkFunctor_obj_left":
        "CategoryTheory.Prod.fst C D ⋙ F ⟶ CategoryTheory.Prod.snd C D ⋙ G",
    "CategoryTheory.Adjunction.CommShift.compatibilityUnit_unique_left":
        "CategoryTheory.shiftFunctor C a ⋙ F ≅ F ⋙ CategoryTheory.shiftFunctor D a",
}


@pytest.mark.parametrize("name", sorted(_CORPUS))
def test_corpus_theorems_render_with_the_entries(name: str) -> None:
    out = rendered(_CORPUS, name)
    assert _CORPUS[name] in out, out
    elaborate(out)


# Corpus theorems that use an entry but must stay refused: `P.arrow` (`Subobject.arrow`, whose
# source is the coercion `(P : C)`) and `Spec.preimage` are not declared, so the application
# around them has no known type.
_REFUSED = ("CategoryTheory.Subobject.mk_arrow", "AlgebraicGeometry.Spec.map_preimage")


@pytest.mark.parametrize("name", _REFUSED)
def test_corpus_theorems_with_undeclared_partners_stay_refused(name: str) -> None:
    require()
    row = rows_named([name])[name]
    assert render_row(row).formal is None


# -- `IMPLICIT`: morphisms whose objects are all implicit, typed from their neighbour in `≫` --

L = "CategoryTheory.Limits."


def _products(objs: str, cls: str) -> str:
    return CAT + f"({objs} : C) [{L}{cls} X Y] "


@pytest.mark.parametrize("text", [
    # `a ≫ prod.fst`: the source `prod ?X ?Y` unified with `a`'s target `prod X Y`
    _products("W X Y", "HasBinaryProduct") + f"(f : W ⟶ X) (g : W ⟶ Y), {L}prod.lift f g ≫ "
    f"{L}prod.fst = f",
    # `coprod.inl ≫ b`: the target `coprod ?X ?Y` unified with `b`'s source
    _products("W X Y", "HasBinaryCoproduct") + f"(f : X ⟶ W) (g : Y ⟶ W), {L}coprod.inr ≫ "
    f"{L}coprod.desc f g = g",
    # `a ≫ prod.fst ≫ h` is `a ≫ (prod.fst ≫ h)`: the inner composite starts at `a`'s target
    _products("W X Y Z", "HasBinaryProduct") + f"(f : W ⟶ X) (g : W ⟶ Y) (h : X ⟶ Z), "
    f"{L}prod.lift f g ≫ {L}prod.fst ≫ h = f ≫ h",
])
def test_implicit_objects_are_read_off_the_neighbour(text: str) -> None:
    elaborate(text)


@pytest.mark.parametrize("text", [
    # the projection read is `X ⨯ Y ⟶ Y`, which does not end where `f` does
    _products("W X Y", "HasBinaryProduct") + f"(f : W ⟶ X) (g : W ⟶ Y), {L}prod.lift f g ≫ "
    f"{L}prod.snd = f",
    # `prod.fst ≫ h` fixes `X` only; `Y` is left to the other side, which is not read here
    _products("X Y Z", "HasBinaryProduct") + f"(h : X ⟶ Z), {L}prod.fst ≫ h = {L}prod.fst ≫ h",
    # a neighbour whose target is no `prod _ _` as written (Lean would unfold `P`)
    CAT + f"(P X Y : C) [{L}HasBinaryProduct X Y] (a : P ⟶ X), a ≫ {L}prod.fst = a ≫ "
    f"{L}prod.fst",
])
def test_implicit_objects_nothing_fixes_are_refused(text: str) -> None:
    with pytest.raises(UnsupportedError):
        elaborate(text)


_OBJ = st.sampled_from(["A", "B", "X", "Y₁", "Z'", "P"])


@settings(max_examples=25, deadline=None)
@given(_OBJ, _OBJ, _OBJ, st.sampled_from(["prod", "biprod"]), st.booleans())
def test_the_projection_is_typed_at_the_lift_s_objects(w: str, x: str, y: str, kind: str,
                                                     snd: bool) -> None:
    """Whatever the objects are named, `lift f g ≫ fst` is `f` (`snd`: `g`): the projection
    ends at the lift's component, so the other one (when its object differs) is refused."""
    names = " ".join(dict.fromkeys([w, x, y]))
    cls = "HasBinaryProduct" if kind == "prod" else "HasBinaryBiproduct"
    zero = f"[{L}HasZeroMorphisms C] " if kind == "biprod" else ""
    proj, res, other = ("snd", "g", "f") if snd else ("fst", "f", "g")
    head = (CAT + zero + f"({names} : C) [{L}{cls} {x} {y}] (f : {w} ⟶ {x}) (g : {w} ⟶ {y}), "
            f"{L}{kind}.lift f g ≫ {L}{kind}.{proj} = ")
    elaborate(head + res)
    if x != y:
        with pytest.raises(UnsupportedError):
            elaborate(head + other)


_IMPLICIT_CORPUS = {
    "CategoryTheory.Limits.prod.lift_fst": f"{L}prod.lift f g ≫ {L}prod.fst = f",
    "CategoryTheory.Limits.coprod.inl_desc": f"{L}coprod.inl ≫ {L}coprod.desc f g = f",
    "CategoryTheory.Limits.biprod.inr_desc": f"{L}biprod.inr ≫ {L}biprod.desc f g = g",
}


@pytest.mark.parametrize("name", sorted(_IMPLICIT_CORPUS))
def test_corpus_projections_render(name: str) -> None:
    out = rendered(_IMPLICIT_CORPUS, name)
    assert _IMPLICIT_CORPUS[name] in out, out
    elaborate(out)


def test_a_projection_only_the_other_side_fixes_stays_refused() -> None:
    """`prod.map f g ≫ prod.fst = prod.fst ≫ f`: on the right, `f` fixes only `X`; Lean takes
    `Y` from the left side's type, which this reading does not use."""
    require()
    name = "CategoryTheory.Limits.prod.map_fst"
    assert render_row(rows_named([name])[name]).formal is None


# -- `φ.f i` for a morphism of complexes (`HomologicalComplex.Hom.f`) --

HC = ("∀ {V : Type*} [CategoryTheory.Category V] [CategoryTheory.Limits.HasZeroMorphisms V] "
      "{ι : Type*} (c : ComplexShape ι) (K L M : HomologicalComplex V c) (φ : K ⟶ L) "
      "(ψ : L ⟶ M) ")
CC = ("∀ {V : Type*} [CategoryTheory.Category V] [CategoryTheory.Limits.HasZeroMorphisms V] "
      "(K L : CochainComplex V ℤ) (φ : K ⟶ L) ")


@pytest.mark.parametrize("text", [
    HC + "(i : ι), (φ ≫ ψ).f i = φ.f i ≫ ψ.f i",
    # `φ.f i : K.X i ⟶ L.X i` composes with the differentials at the indices written
    HC + "(i j : ι), φ.f i ≫ L.d i j = K.d i j ≫ φ.f j",
    CC + "(n : ℤ), φ.f n ≫ L.d n (n + 1) = K.d n (n + 1) ≫ φ.f (n + 1)",
])
def test_a_complex_morphism_component_goes_between_the_objects(text: str) -> None:
    elaborate(text)


@pytest.mark.parametrize("text", [
    # `K.d i j` ends at `K.X j`, `φ.f i` starts at `K.X i`
    HC + "(i j : ι), φ.f i ≫ L.d i j = K.d i j ≫ φ.f i",
    # an index of another type: Lean would coerce `n`, which is not read here
    CC + "(n : ℕ), φ.f n = φ.f n",
])
def test_a_complex_morphism_component_that_does_not_meet_is_refused(text: str) -> None:
    with pytest.raises(UnsupportedError):
        elaborate(text)


def test_corpus_comp_f_renders() -> None:
    names = {"HomologicalComplex.comp_f": "(f ≫ g).f i = f.f i ≫ g.f i"}
    out = rendered(names, "HomologicalComplex.comp_f")
    assert names["HomologicalComplex.comp_f"] in out, out
    elaborate(out)
