"""Morphisms of bundled concrete categories applied to elements, `≪≫` (`Iso.trans`), the
components `η.app X` of a natural transformation and `inv f` of an isomorphism.

`f x` with `f : X ⟶ Y` in `Grp`, `ModuleCat R`, ... is Lean's `CoeFun (X ⟶ Y)` through
`ConcreteCategory.hom` (CategoryTheory/ConcreteCategory/Basic.lean:288): a function from the
carrier of `X` to that of `Y`. In a category variable (`ToType X`, not written `↥X`) or a
category outside the table it stays refused."""

from __future__ import annotations

import pytest

from forminv_lean.formal import elaborate
from forminv_lean.formal.errors import UnsupportedError
from forminv_lean.formal.lean.printer import to_lean_text
from tests.mathlib_corpus import require

CAT = "∀ {C : Type*} [CategoryTheory.Category C] "
CD = CAT + "{D : Type*} [CategoryTheory.Category D] "
ALG = "∀ {R : Type*} [CommRing R] "


@pytest.mark.parametrize("text", [
    "∀ (X Y T : Grp) (f : X ⟶ Y) (g : Y ⟶ T) (x : X), (f ≫ g) x = g (f x)",
    ALG + "(A B : AlgebraCat R) (e : A ≅ B) (x : B), e.hom (e.inv x) = x",
    ALG + "(M : ModuleCat R) (x : M), (𝟙 M : M ⟶ M) x = x",
    "∀ (X Y : CommRingCat) (f g : X ⟶ Y), (∀ x : X, f x = g x) → f = g",
    CAT + "(X Y Z : C) (e : X ≅ Y) (i : Y ≅ Z), (e ≪≫ i).hom = e.hom ≫ i.hom",
    CAT + "(X Y Z : C) (e : X ≅ Y) (i : Y ≅ Z), (e ≪≫ i).symm = i.symm ≪≫ e.symm",
    CAT + "(X Y Z : C) (e : X ≅ Y) (i : Y ≅ Z), e.trans i = e ≪≫ i",
    # `η : F ⟶ G` is a `NatTrans F G` (Functor/Category.lean:51): `η.app X : F.obj X ⟶ G.obj X`
    CD + "(F G H : C ⥤ D) (α : F ⟶ G) (β : G ⟶ H) (X : C), (α ≫ β).app X = α.app X ≫ β.app X",
    CD + "(F G : C ⥤ D) (α : F ⟶ G) (X Y : C) (f : X ⟶ Y), F.map f ≫ α.app Y = "
    "α.app X ≫ G.map f",
    CD + "(F G : C ⥤ D) (α : F ≅ G) (X : C), α.hom.app X ≫ α.inv.app X = 𝟙 (F.obj X)",
    CAT + "(X Y : C) (f : X ⟶ Y), f ≫ CategoryTheory.inv f = 𝟙 X",
    # into `Type`, a component is a function: `η.app X x : G.obj X` for `x : F.obj X`
    CAT + "(F G H : C ⥤ Type*) (X : C) (σ : F ⟶ G) (τ : G ⟶ H) (x : F.obj X), "
    "(σ ≫ τ).app X x = τ.app X (σ.app X x)",
])
def test_well_typed_statements_elaborate(text: str) -> None:
    elaborate(text)


def test_application_is_the_coercion_at_the_carriers() -> None:
    t = to_lean_text(elaborate("∀ (X Y T : Grp) (f : X ⟶ Y) (g : Y ⟶ T) (x : X), "
                               "(f ≫ g) x = g (f x)"))
    assert "(x : ↥X)" in t and "⇑g (⇑f x)" in t
    assert "CategoryTheory.CategoryStruct.comp f g : Quiver.Hom X T) x" in t
    trans = to_lean_text(elaborate(CAT + "(X Y Z : C) (e : X ≅ Y) (i : Y ≅ Z), "
                                   "(e ≪≫ i).hom = e.hom ≫ i.hom"))
    assert "CategoryTheory.Iso.hom (CategoryTheory.Iso.trans e i)" in trans


@pytest.mark.parametrize(("text", "why"), [
    # a category variable: Lean applies through `ToType X`, which is not `↥X` as written
    (CAT + "(X Y : C) (f : X ⟶ Y) (x : X), f x = f x", "unknown type"),
    # a category outside the table (its morphisms may be no functions at all)
    ("∀ (X Y : CategoryTheory.Cat) (f : X ⟶ Y) (x : X), f x = f x", "not a function"),
    # `symm` of an isomorphism is no morphism to apply
    ("∀ (X Y : Grp) (e : X ≅ Y) (y : Y), e.symm y = y", "applied to arguments"),
    # the composite of isomorphisms must chain, as `Iso.trans`'s `X ≅ Y`, `Y ≅ Z` do
    (CAT + "(X Y Z : C) (e : X ≅ Y) (i : X ≅ Z), (e ≪≫ i).hom = e.hom", "type mismatch"),
    (CAT + "(X Y Z : C) (e : X ≅ Y) (i : X ≅ Z), e.trans i = e.trans i", "type mismatch"),
    (CAT + "(X Y Z : C) (f : X ⟶ Y) (i : Y ≅ Z), f ≪≫ i = f ≪≫ i", "isomorphisms"),
    # a component at an object of the functors' domain only
    (CD + "(F G : C ⥤ D) (α : F ⟶ G) (X : D), α.app X = α.app X", "type mismatch"),
    (CD + "(F G : C ⥤ D) (α : F ⟶ G) (X : C), α.app X = α.app X ≫ 𝟙 (F.obj X)",
     "type mismatch"),
    # `inv f : Y ⟶ X` goes backwards
    (CAT + "(X Y : C) (f : X ⟶ Y), CategoryTheory.inv f ≫ f = 𝟙 X", "type mismatch"),
    (CAT + "(F G H : C ⥤ Type*) (X : C) (σ : F ⟶ G) (τ : G ⟶ H) (x : F.obj X), "
     "(σ ≫ τ).app X x = σ.app X x", "type mismatch"),
])

def test_unknowable_or_ill_typed_statements_are_refused(text: str, why: str) -> None:
    with pytest.raises(UnsupportedError, match=why):
        elaborate(text)


def _render(statement: str, opens: list[str]) -> object:
    from forminv_lean.extract.lean_decl import parse_decl
    from forminv_lean.formalise.context import LeanContext
    from forminv_lean.formalise.render import signature_to_formal

    require()
    return signature_to_formal(parse_decl(statement), LeanContext.from_lines(opens),
                               module="Foo")


def test_mathlib_comp_apply_renders() -> None:
    r = _render("lemma Grp.comp_apply {X Y T : Grp} (f : X ⟶ Y) (g : Y ⟶ T) (x : X) : "
                "(f ≫ g) x = g (f x) := rfl", ["open CategoryTheory"])
    assert r.formal is not None, r.reason   # type: ignore[attr-defined]
    assert "(f ≫ g) x = g (f x)" in r.formal   # type: ignore[attr-defined]
    elaborate(r.formal)   # type: ignore[attr-defined]


def test_iso_trans_is_global_notation() -> None:
    """`≪≫` is declared with a plain `infixr:80` (Iso.lean:137): read without `open`."""
    r = _render("theorem foo {C : Type u} [CategoryTheory.Category C] {X Y Z : C} "
                "(α : X ≅ Y) (β : Y ≅ Z) : (α ≪≫ β).symm = β.symm ≪≫ α.symm := rfl", [])
    assert r.formal is not None, r.reason   # type: ignore[attr-defined]
    elaborate(r.formal)   # type: ignore[attr-defined]


def test_components_print_as_natrans_app() -> None:
    t = to_lean_text(elaborate(CAT + "{D : Type*} [CategoryTheory.Category D] (F G : C ⥤ D) "
                               "(α : F ⟶ G) (X : C), α.app X = α.app X"))
    assert "CategoryTheory.NatTrans.app α X" in t
