"""Monoidal categories: `◁ ▷ 𝟙_ α_ λ_ ρ_ β_` rendered as their constants, typed as declared.

By hand through the elaborator (what Lean accepts elaborates, what it rejects does not), and
end to end through `signature_to_formal` with Mathlib's name index and v4.19.0 rows
(../shared/external/mathlib, skipped when absent)."""

from __future__ import annotations

from functools import lru_cache
from typing import Any

import pytest

from forminv_lean.formal import elaborate
from forminv_lean.formal.errors import UnsupportedError
from tests.mathlib_corpus import require, rows_named

MON = "∀ {C : Type*} [CategoryTheory.Category C] [CategoryTheory.MonoidalCategory C] "
M = "CategoryTheory.MonoidalCategoryStruct."
B = "CategoryTheory.BraidedCategory.braiding"


@pytest.mark.parametrize("body", [
    # `whiskerLeft X f : X ⊗ Y₁ ⟶ X ⊗ Y₂` composes with a morphism out of `X ⊗ Y₂`
    f"(X Y Z : C) (f : Y ⟶ Z) (g : {M}tensorObj X Z ⟶ X), {M}whiskerLeft X f ≫ g = "
    f"{M}whiskerLeft X f ≫ g",
    # the unitors' sources name the unit object as `𝟙_ C` does
    f"(X Y : C) (f : X ⟶ Y), {M}whiskerLeft ({M}tensorUnit C) f = "
    f"({M}leftUnitor X).hom ≫ f ≫ ({M}leftUnitor Y).inv",
    f"(X Y : C) (f : X ⟶ Y), {M}whiskerRight f ({M}tensorUnit C) = "
    f"({M}rightUnitor X).hom ≫ f ≫ ({M}rightUnitor Y).inv",
    f"(W X Y : C), ({M}associator W X Y).hom ≫ ({M}associator W X Y).inv = "
    f"𝟙 ({M}tensorObj ({M}tensorObj W X) Y)",
    f"(X Y X' Y' : C) (f : X ⟶ Y) (g : X' ⟶ Y') (h : {M}tensorObj Y Y' ⟶ X), "
    f"{M}tensorHom f g ≫ h = {M}tensorHom f g ≫ h",
    # the `export` alias is the same constant: its objects are the same objects
    f"(X Y Z : C) (f : Y ⟶ Z), CategoryTheory.MonoidalCategory.whiskerLeft X f ≫ "
    f"𝟙 ({M}tensorObj X Z) = {M}whiskerLeft X f",
    f"[CategoryTheory.BraidedCategory C] (X Y : C), ({B} X Y).hom ≫ ({B} Y X).hom = "
    f"𝟙 ({M}tensorObj X Y)",
])
def test_well_typed_monoidal_statements_elaborate(body: str) -> None:
    elaborate(MON + body)


@pytest.mark.parametrize("body", [
    # `f ▷ 𝟙_ C : X ⊗ 𝟙_ C ⟶ Y ⊗ 𝟙_ C` is not `𝟙_ C ⊗ X ⟶ …`, the left unitor's source
    f"(X Y : C) (f : X ⟶ Y), {M}whiskerRight f ({M}tensorUnit C) = "
    f"({M}leftUnitor X).hom ≫ f ≫ ({M}rightUnitor Y).inv",
    # whiskering on the left is not on the right
    f"(X Y Z : C) (f : Y ⟶ Z) (g : {M}tensorObj Z X ⟶ X), {M}whiskerLeft X f ≫ g = "
    f"{M}whiskerLeft X f ≫ g",
    # the associator's target brackets to the right
    f"(W X Y : C), ({M}associator W X Y).hom ≫ 𝟙 ({M}tensorObj ({M}tensorObj W X) Y) = "
    f"({M}associator W X Y).hom",
    f"[CategoryTheory.BraidedCategory C] (X Y : C), ({B} X Y).hom ≫ ({B} X Y).hom = "
    f"({B} X Y).hom ≫ ({B} X Y).hom",
])
def test_ill_typed_monoidal_statements_are_refused(body: str) -> None:
    with pytest.raises(UnsupportedError):
        elaborate(MON + body)


def test_an_undeclared_constant_beside_a_morphism_is_taken_at_its_type() -> None:
    """`(λ_ X).hom = prod.snd` (monoidalOfHasFiniteProducts): Lean elaborates the constant of
    unknown type at the morphism type of the other side; once, so it cannot then be a
    morphism between other objects as well."""
    elaborate(MON + f"(X : C), ({M}leftUnitor X).hom = CategoryTheory.Limits.prod.snd")
    with pytest.raises(UnsupportedError, match="mismatch"):
        elaborate(MON + f"(X : C), ({M}leftUnitor X).hom = CategoryTheory.Limits.prod.snd ∧ "
                  f"({M}rightUnitor X).hom = CategoryTheory.Limits.prod.snd")


def test_an_undeclared_constant_beside_a_concrete_morphism_is_not_typed_by_it() -> None:
    """In a concrete category `F.map f = f` may be `F.map f = ⇑f` (Lean coerces the morphism to
    a function): the unknown side is not given the morphism's type there."""
    with pytest.raises(UnsupportedError):
        elaborate(MON + "[CategoryTheory.HasForget C] (X : C), "
                  f"({M}leftUnitor X).hom = CategoryTheory.Limits.prod.snd")


def _render(decl: str, opens: str = "open CategoryTheory MonoidalCategory") -> Any:
    from forminv_lean.extract.lean_decl import parse_decl
    from forminv_lean.formalise.context import LeanContext
    from forminv_lean.formalise.render import signature_to_formal

    require()
    return signature_to_formal(parse_decl(decl), LeanContext.from_lines([opens]), module="Foo")


HEAD = "theorem foo {C : Type u} [Category C] [MonoidalCategory C] "


def test_whiskering_binds_tighter_than_composition() -> None:
    """`◁`/`▷` are `infixr:81`/`infixl:81`, `≫` `infixr:80`: `f ▷ 𝟙_ C ≫ g` is `(f ▷ 𝟙_ C) ≫ g`."""
    r = _render(HEAD + "{X Y : C} (f : X ⟶ Y) : f ▷ 𝟙_ C ≫ (ρ_ Y).hom = (ρ_ X).hom ≫ f := rfl")
    assert r.formal is not None, r.reason
    assert (f"({M}whiskerRight f (({M}tensorUnit C))) ≫ ({M}rightUnitor Y).hom = "
            f"({M}rightUnitor X).hom ≫ f") in r.formal
    elaborate(r.formal)


def test_braiding_is_the_global_notation() -> None:
    r = _render(HEAD + "[BraidedCategory C] (X Y : C) : (β_ X Y).hom ≫ (β_ X Y).inv = 𝟙 _ := rfl")
    assert r.formal is not None, r.reason
    # the hole is the object Lean unifies it with: the braiding's source `X ⊗ Y`
    assert f"({B} X Y).hom ≫ ({B} X Y).inv = 𝟙 ({M}tensorObj X Y)" in r.formal


def test_monoidal_notations_need_their_scope() -> None:
    r = _render(HEAD + "{X Y : C} (f : X ⟶ Y) : f ▷ 𝟙_ C = f ▷ 𝟙_ C := rfl",
                opens="open CategoryTheory")
    assert r.formal is None


def test_tensor_of_objects_is_decided_by_their_types() -> None:
    """`⊗` is `tensorObj`, `tensorHom` and `tensorIso` at once (Lean keeps the one that
    elaborates): on objects, `tensorObj` (`elaborate_tensor`, tests/formalise/test_tensor.py)."""
    r = _render(HEAD + "(X Y : C) : 𝟙 (X ⊗ Y) = 𝟙 (X ⊗ Y) := rfl")
    assert r.formal is not None and "𝟙 (X ⊗ Y) = 𝟙 (X ⊗ Y)" in r.formal


def test_unit_glued_to_a_postfix_is_refused() -> None:
    """`𝟙_ Cᵒᵖ`: the argument is read only as an identifier or a bracketed group."""
    r = _render(HEAD + ": (𝟙_ Cᵒᵖ) = (𝟙_ Cᵒᵖ) := rfl")
    assert r.formal is None


@lru_cache(maxsize=1)
def _rows() -> dict[str, dict[str, Any]]:
    return rows_named({"CategoryTheory.MonoidalCategory.whiskerLeft_iff",
                       "CategoryTheory.MonoidalCategory.unitors_equal",
                       "CategoryTheory.MonoidalCategory.whiskerRight_id_symm"})


@pytest.mark.parametrize("name", ["CategoryTheory.MonoidalCategory.whiskerLeft_iff",
                                  "CategoryTheory.MonoidalCategory.unitors_equal",
                                  "CategoryTheory.MonoidalCategory.whiskerRight_id_symm"])
def test_mathlib_monoidal_rows_render(name: str) -> None:
    from forminv_lean.extract.lean_decl import parse_decl
    from forminv_lean.formalise.context import LeanContext
    from forminv_lean.formalise.render import signature_to_formal

    require()
    row = _rows()[name]
    ctx = LeanContext.from_lines(row["context"]) if row["context"] else None
    r = signature_to_formal(parse_decl(row["decl"]), ctx, module=row["module"])
    assert r.formal is not None, r.reason
    assert M in r.formal
    elaborate(r.formal)
