"""Fields of category-theory structures (`meaning/category.py`): an equivalence's functors and
natural transformations, a short complex's objects and maps, a complex's objects and
differentials, typed as Mathlib declares them at v4.19.0."""

from __future__ import annotations

import pytest

from forminv_lean.formal import elaborate, parse
from forminv_lean.formal.errors import UnsupportedError
from forminv_lean.formal.lean.surface import lean_text
from tests.mathlib_corpus import require

CAT = ("∀ {C : Type*} [CategoryTheory.Category C] {D : Type*} [CategoryTheory.Category D] "
       "{E : Type*} [CategoryTheory.Category E] ")
ZERO = "[CategoryTheory.Limits.HasZeroMorphisms C] "


@pytest.mark.parametrize("body", [
    # `e.functor : C ⥤ D`, `e.inverse : D ⥤ C`; `e.unit : 𝟭 C ⟶ e.functor ⋙ e.inverse`, so
    # `e.unit.app X : X ⟶ e.inverse.obj (e.functor.obj X)` (Lean unfolds `(𝟭 C).obj X`, and
    # `(F ⋙ G).obj X` to `G.obj (F.obj X)`)
    "(e : C ≌ D) (X : C), e.unit.app X ≫ e.unitInv.app X = 𝟙 X",
    "(e : C ≌ D) (X : C) (f : X ⟶ e.inverse.obj (e.functor.obj X)), f ≫ e.unitInv.app X = "
    "f ≫ e.unitInv.app X",
    "(e : C ≌ D) (X : C), e.functor.map (e.unit.app X) ≫ e.counit.app (e.functor.obj X) = "
    "𝟙 (e.functor.obj X)",
    "(e : C ≌ D) (Y : D), e.counitIso.hom.app Y ≫ e.counitIso.inv.app Y = "
    "𝟙 (e.functor.obj (e.inverse.obj Y))",
    "(e : C ≌ D) (F : D ⥤ E), e.functor ⋙ F = e.functor ⋙ F",
    # `S.f : S.X₁ ⟶ S.X₂`, `S.g : S.X₂ ⟶ S.X₃`; the field written out is the same term
    ZERO + "(S : CategoryTheory.ShortComplex C) {X : C} (a : X ⟶ S.X₂), a ≫ S.g = "
    "a ≫ CategoryTheory.ShortComplex.g S",
    ZERO + "(S : CategoryTheory.ShortComplex C) (a : CategoryTheory.ShortComplex.X₁ S ⟶ S.X₁),"
    " a ≫ S.f = S.f",
    # `K.X i : V`, `K.d i j : K.X i ⟶ K.X j` (`CochainComplex V α` unfolds to
    # `HomologicalComplex V (ComplexShape.up α)`)
    ZERO + "(K : CochainComplex C ℕ) {X : C} (f : X ⟶ K.X 0), f ≫ K.d 0 1 ≫ K.d 1 2 = "
    "f ≫ K.d 0 1 ≫ K.d 1 2",
    ZERO + "(K : ChainComplex C ℤ) (i : ℤ), K.d (i + 1) i ≫ 𝟙 (K.X i) = K.d (i + 1) i",
    "{ι : Type*} (c : ComplexShape ι) " + ZERO + "(K : HomologicalComplex C c) (i j : ι), "
    "HomologicalComplex.d K i j = K.d i j",
    "{ι : Type*} (c : ComplexShape ι) " + ZERO + "(K : HomologicalComplex C c) (i j k : ι), "
    "K.d i j ≫ K.d j k = K.d i j ≫ K.d j k",
    # homology: `S.toCycles : S.X₁ ⟶ S.cycles`, `S.homologyπ : S.cycles ⟶ S.homology`, ...
    ZERO + "(S : CategoryTheory.ShortComplex C) [S.HasHomology], S.toCycles ≫ S.homologyπ = "
    "S.toCycles ≫ S.homologyπ",
    ZERO + "(S : CategoryTheory.ShortComplex C) [S.HasHomology], S.homologyπ ≫ S.homologyι = "
    "S.iCycles ≫ S.pOpcycles",
    ZERO + "(K : CochainComplex C ℤ) (i : ℤ) [K.HasHomology i], K.homologyπ i ≫ K.homologyι i "
    "= K.iCycles i ≫ K.pOpcycles i",
    # `c.pt : C` for a cocone over `F : J ⥤ C`; `F.op : Cᵒᵖ ⥤ Dᵒᵖ`
    "{J : Type*} [CategoryTheory.Category J] (F : J ⥤ C) (c : CategoryTheory.Limits.Cocone F) "
    "(X : C) (f : c.pt ⟶ X), f ≫ 𝟙 X = f",
    "(F : C ⥤ D) (X Y : Cᵒᵖ) (f : X ⟶ Y), F.op.map f ≫ 𝟙 (F.op.obj Y) = F.op.map f",
    # the arrow category: `f.hom : f.left ⟶ f.right`, `sq.left : f.left ⟶ g.left` for
    # `sq : f ⟶ g`, `Arrow.mk f : Arrow C`
    "{f g : CategoryTheory.Arrow C} (sq : f ⟶ g), sq.left ≫ g.hom = f.hom ≫ sq.right",
    "(f : CategoryTheory.Arrow C), CategoryTheory.CommaMorphism.left (𝟙 f) = 𝟙 f.left",
    "{f g : CategoryTheory.Arrow C} (e : f ≅ g), g.hom = e.inv.left ≫ f.hom ≫ e.hom.right",
    "{W X Y Z : C} {f : W ⟶ X} {g : Y ⟶ Z} (e : CategoryTheory.Arrow.mk f ≅ "
    "CategoryTheory.Arrow.mk g), CategoryTheory.IsIso f ↔ CategoryTheory.IsIso g",
])
def test_structure_fields_are_typed_as_declared(body: str) -> None:
    t = elaborate(CAT + body)
    assert elaborate(lean_text(parse(CAT + body))) == t


@pytest.mark.parametrize(("body", "why"), [
    # the unit goes from `X`, not to it
    ("(e : C ≌ D) (X : C), e.unitInv.app X ≫ e.unit.app X = 𝟙 X", "mismatch"),
    ("(e : C ≌ D) (X : D), e.functor.obj X = e.functor.obj X", "mismatch"),
    ("(e : C ≌ D) (F : C ⥤ E), e.functor ⋙ F = e.functor ⋙ F", "mismatch"),
    (ZERO + "(S : CategoryTheory.ShortComplex C), S.g ≫ S.f = S.g ≫ S.f", "mismatch"),
    # `K.d 0 1` ends at `K.X 1`; `K.d 2 3` starts at `K.X 2`
    (ZERO + "(K : CochainComplex C ℕ), K.d 0 1 ≫ K.d 2 3 = K.d 0 1 ≫ K.d 2 3", "mismatch"),
    # the index is a `ℕ` of the complex's shape, not a proposition or another type
    (ZERO + "(K : CochainComplex C ℕ) (x : C), K.X x = K.X x", "mismatch"),
    (ZERO + "(K : CochainComplex C ℕ), K.d 0 = K.d 0", "indices"),
    (ZERO + "(K : CochainComplex C ℤ) (i : ℤ) [K.HasHomology i], K.homologyπ i ≫ K.iCycles i "
     "= K.homologyπ i ≫ K.iCycles i", "mismatch"),
    ("{J : Type*} [CategoryTheory.Category J] (F : J ⥤ D) (c : CategoryTheory.Limits.Cone F) "
     "(X : C) (f : c.pt ⟶ X), f = f", "different types"),
    ("(F : C ⥤ D) (X Y : C) (f : X ⟶ Y), F.op.map f = F.op.map f", "mismatch"),
    ("{f g : CategoryTheory.Arrow C} (sq : f ⟶ g), sq.left ≫ g.hom = sq.right ≫ f.hom",
     "mismatch"),
    ("{X Y : C} (f : X ⟶ Y) (g : CategoryTheory.Arrow D) (e : CategoryTheory.Arrow.mk f ≅ g), "
     "e = e", "different types"),
])
def test_ill_typed_fields_are_refused(body: str, why: str) -> None:
    with pytest.raises(UnsupportedError, match=why):
        elaborate(CAT + body)


def test_a_complex_field_prints_as_its_constant() -> None:
    """`K.d i j` with `K : CochainComplex V α` is `HomologicalComplex.d K i j` (no constant
    `CochainComplex.d` is declared): the rendering never names a constant Lean lacks."""
    require()
    from forminv_lean.extract.lean_decl import parse_decl
    from forminv_lean.formalise.context import LeanContext
    from forminv_lean.formalise.render import signature_to_formal

    decl = parse_decl("theorem foo {V : Type u} [Category V] [HasZeroMorphisms V] "
                      "(K : CochainComplex V ℕ) {X : V} (f : X ⟶ K.X 0) : "
                      "f ≫ K.d 0 1 = f ≫ HomologicalComplex.d K 0 1 := rfl")
    ctx = LeanContext.from_lines(["open CategoryTheory CategoryTheory.Limits"])
    r = signature_to_formal(decl, ctx, module="Foo")
    assert r.formal is not None, r.reason
    assert "CochainComplex.d" not in r.formal and "CochainComplex.X" not in r.formal
    elaborate(r.formal)


@pytest.mark.parametrize("text", [
    # the concrete categories of magmas, semigroups and orders (`category.CONCRETE`): a
    # morphism applied to an element of the carrier
    "∀ (M N T : MagmaCat) (f : M ⟶ N) (g : N ⟶ T) (x : M), (f ≫ g) x = g (f x)",
    "∀ (M N : AddSemigrp) (e : M ≅ N) (x : M), e.inv (e.hom x) = x",
    "∀ (X Y : Preord) (f : X ⟶ Y) (x y : X), x ≤ y → f x ≤ f y",
    "∀ (X Y : BddDistLat) (e : X ≅ Y) (s : Y), e.hom (e.inv s) = s",
])
def test_concrete_categories_apply_their_morphisms(text: str) -> None:
    elaborate(text)


def test_a_morphism_of_a_concrete_category_goes_between_its_carriers() -> None:
    from forminv_lean.formal.lean.printer import to_lean_text

    t = to_lean_text(elaborate("∀ (M N T : MagmaCat) (f : M ⟶ N) (g : N ⟶ T) (x : M), "
                               "(f ≫ g) x = g (f x)"))
    assert "(x : ↥M)" in t and "⇑g (⇑f x)" in t
