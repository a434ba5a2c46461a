"""Declared types of the monoidal structure's fields (round 18), in the format of
`signatures_r17c.MORPHISMS`, for filling a `_` written for one of their explicit arguments
(`formalise/morphism_holes.py`): `(α_ _ _ _).hom ≫ f`, `_ ◁ g`. Their applications are
elaborated by `elaborate_category.monoidal_call` as before; this table only says the type
Lean unifies with the type around the application, each field as declared at Mathlib v4.19.0
in `class MonoidalCategoryStruct (C : Type u) [𝒞 : Category.{v} C]`
(CategoryTheory/Monoidal/Category.lean:81-99; `tensorObj` :83 and `tensorUnit (C) : C` :93
written by their constants, as `elaborate_category` names the objects they make).
"""

from __future__ import annotations

_M = "CategoryTheory.MonoidalCategoryStruct."
_T = f"{_M}tensorObj"
_U = f"{_M}tensorUnit"

#: No constant of this round is declared in the format of `opaque.SIGNATURES` (the table is
#: empty, kept for the shared table checks that read every `signatures_*` module).
SIGNATURES: dict[str, tuple[str, ...]] = {}

#: name -> (binders, result), as `signatures_r17c.MORPHISMS`.
MONOIDAL: dict[str, tuple[tuple[str, ...], str]] = {
    # :85 `whiskerLeft (X : C) {Y₁ Y₂ : C} (f : Y₁ ⟶ Y₂) : tensorObj X Y₁ ⟶ tensorObj X Y₂`
    f"{_M}whiskerLeft": (("(X : C)", "{Y₁ Y₂ : C}", "(f : Y₁ ⟶ Y₂)"),
                         f"{_T} X Y₁ ⟶ {_T} X Y₂"),
    # :87 `whiskerRight {X₁ X₂ : C} (f : X₁ ⟶ X₂) (Y : C) : tensorObj X₁ Y ⟶ tensorObj X₂ Y`
    f"{_M}whiskerRight": (("{X₁ X₂ : C}", "(f : X₁ ⟶ X₂)", "(Y : C)"),
                          f"{_T} X₁ Y ⟶ {_T} X₂ Y"),
    # :95 `associator : ∀ X Y Z : C, tensorObj (tensorObj X Y) Z ≅ tensorObj X (tensorObj Y
    # Z)`
    f"{_M}associator": (("(X : C)", "(Y : C)", "(Z : C)"),
                        f"{_T} ({_T} X Y) Z ≅ {_T} X ({_T} Y Z)"),
    # :97 `leftUnitor : ∀ X : C, tensorObj tensorUnit X ≅ X`
    f"{_M}leftUnitor": (("(X : C)",), f"{_T} ({_U} C) X ≅ X"),
    # :99 `rightUnitor : ∀ X : C, tensorObj X tensorUnit ≅ X`
    f"{_M}rightUnitor": (("(X : C)",), f"{_T} X ({_U} C) ≅ X"),
}
