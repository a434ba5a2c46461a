"""The round-20 category-theory / homological-algebra signature table (`signatures_r20k`), read
against Mathlib.

Every `SIGNATURES` entry must parse as a signature type over the declaration's type parameters,
be merged into `opaque.SIGNATURES` once (no other table declares it) and fix its result's type
parameters by an argument; every `MORPHISMS` entry must be merged into
`elaborate_category.MORPHISMS` and declared by no other table; every name must be one the Mathlib
v4.19.0 name index lists. Statements applying an entry elaborate to the declared type, and a
statement whose objects do not fit the declared type is refused. Corpus theorems using an entry
render with the declared result type (each was refused without it); the corpus is read in place
(skipped, saying why, when absent).
"""

from __future__ import annotations

import pytest

from forminv_lean.formal.errors import UnsupportedError
from forminv_lean.formal.lean.printer import to_lean_text
from forminv_lean.formal.meaning import signatures_r17c, signatures_r19j
from forminv_lean.formal.meaning.elaborate_category import MORPHISMS
from forminv_lean.formal.meaning.signatures_r20k import MORPHISMS as _R20K_MORPHISMS
from forminv_lean.formal.meaning.signatures_r20k import SIGNATURES as _R20K
from forminv_lean.formal.meaning.types import show_type
from forminv_lean.formal.statements import elaborate_rendering
from tests.mathlib_corpus import (
    applications,
    declared_result_types,
    needs_index,
    rendered,
)

_CATS = "∀ {C D : Type} [CategoryTheory.Category C] [CategoryTheory.Category D] "
_ADJ = "CategoryTheory.Adjunction"


@pytest.mark.parametrize("name", sorted(_R20K_MORPHISMS))
def test_every_morphism_entry_is_merged_and_written_once(name: str) -> None:
    assert MORPHISMS[name] == _R20K_MORPHISMS[name]
    assert name not in signatures_r17c.MORPHISMS and name not in signatures_r19j.MORPHISMS
    assert name not in signatures_r19j.IMPLICIT and name not in _R20K


def _types(text: str, head: str) -> set[str]:
    apps = applications(elaborate_rendering(text), head)
    assert apps, f"{head} is not applied in {text}"
    return {show_type(a.ty) for a in apps}


def test_complex_shape_rel_is_a_proposition_on_two_indices() -> None:
    text = "∀ {ι : Type} (c : ComplexShape ι) (i j : ι), c.Rel i j → c.Rel i j"
    assert _types(text, "ComplexShape.Rel") == {"Prop"}
    assert "ComplexShape.Rel c i j" in to_lean_text(elaborate_rendering(text))


def test_a_monoid_object_s_carrier_is_an_object_of_its_category() -> None:
    text = ("∀ {C : Type} [CategoryTheory.Category C] [CategoryTheory.MonoidalCategory C] "
            "(M : Mon_ C), 𝟙 M.X ≫ 𝟙 M.X = 𝟙 M.X")
    assert _types(text, "Mon_.X") == {"C"}


@pytest.mark.parametrize(("head", "obj", "result"), [
    ("CategoryTheory.Sum.inl_", "C", "CategoryTheory.Functor C (Sum C D)"),
    ("CategoryTheory.Sum.inr_", "D", "CategoryTheory.Functor D (Sum C D)"),
    ("CategoryTheory.Join.inclLeft", "C", "CategoryTheory.Functor C (CategoryTheory.Join C D)"),
    ("CategoryTheory.Join.inclRight", "D", "CategoryTheory.Functor D (CategoryTheory.Join C D)"),
])
def test_an_inclusion_functor_goes_from_its_summand(head: str, obj: str, result: str) -> None:
    text = _CATS + f"(X : {obj}), ({head} C D).obj X = ({head} C D).obj X"
    assert _types(text, head) == {result}


def test_an_inclusion_functor_applied_to_the_other_summand_is_refused() -> None:
    # `inl_ C D : C ⥤ C ⊕ D`: an object of `D` is not one of its objects (`C`, `D` distinct)
    with pytest.raises(UnsupportedError):
        elaborate_rendering(_CATS + "(X : D), (CategoryTheory.Sum.inl_ C D).obj X = "
                                    "(CategoryTheory.Sum.inl_ C D).obj X")


_CDE = ("∀ {C D E : Type} [CategoryTheory.Category C] [CategoryTheory.Category D] "
        "[CategoryTheory.Category E] (F : C ⥤ D) (G : D ⥤ E), ")


def test_whiskering_takes_the_functors_in_its_declared_order() -> None:
    left = _CDE + "((CategoryTheory.whiskeringLeft C D E).obj F).obj G = F ⋙ G"
    assert _types(left, "CategoryTheory.whiskeringLeft") == {
        "CategoryTheory.Functor (CategoryTheory.Functor C D) (CategoryTheory.Functor "
        "(CategoryTheory.Functor D E) (CategoryTheory.Functor C E))"}
    right = _CDE + "((CategoryTheory.whiskeringRight C D E).obj G).obj F = F ⋙ G"
    assert _types(right, "CategoryTheory.whiskeringRight") == {
        "CategoryTheory.Functor (CategoryTheory.Functor D E) (CategoryTheory.Functor "
        "(CategoryTheory.Functor C D) (CategoryTheory.Functor C E))"}
    # `whiskeringRight C D E : (D ⥤ E) ⥤ …`: a functor `C ⥤ D` is not one of its objects
    with pytest.raises(UnsupportedError, match="type mismatch"):
        elaborate_rendering(_CDE + "((CategoryTheory.whiskeringRight C D E).obj F).obj G = F ⋙ G")


def test_forget_two_and_the_monomorphisms_are_over_their_explicit_categories() -> None:
    text = _CDE + ("∀ X : C, (CategoryTheory.forget₂ C D).obj X = "
                   "(CategoryTheory.forget₂ C D).obj X")
    assert _types(text, "CategoryTheory.forget₂") == {"CategoryTheory.Functor C D"}
    mono = ("∀ {C : Type} [CategoryTheory.Category C] {X Y : C} (f : X ⟶ Y), "
            "CategoryTheory.MorphismProperty.monomorphisms C f ↔ CategoryTheory.Mono f")
    assert "CategoryTheory.MorphismProperty.monomorphisms C f" in to_lean_text(
        elaborate_rendering(mono))


def test_the_internal_hom_is_an_endofunctor_of_its_object_s_category() -> None:
    text = ("∀ {C : Type} [CategoryTheory.Category C] [CategoryTheory.MonoidalCategory C] (A : C)"
            " [CategoryTheory.Closed A] (X : C), (CategoryTheory.ihom A).obj X = "
            "(CategoryTheory.ihom A).obj X")
    assert _types(text, "CategoryTheory.ihom") == {"CategoryTheory.Functor C C"}


def test_a_declared_functor_s_map_names_its_objects() -> None:
    # `elaborate_category.term_text`: `(inclRight C D).map f : (inclRight C D).obj d ⟶ … d'`
    head = (_CATS + "(d d' : D) (f : d ⟶ d'), (CategoryTheory.Join.inclRight C D).map f = ")
    with pytest.raises(UnsupportedError, match="type mismatch"):
        elaborate_rendering(head + "𝟙 ((CategoryTheory.Join.inclRight C D).obj d)")
    ihom = ("∀ {C : Type} [CategoryTheory.Category C] [CategoryTheory.MonoidalCategory C] (A : C) "
            "[CategoryTheory.Closed A] {X Y : C} (f : X ⟶ Y), (CategoryTheory.ihom A).map f ≫ "
            "(CategoryTheory.ihom A).map (𝟙 OBJ) = (CategoryTheory.ihom A).map f")
    assert "(CategoryTheory.ihom A).map f" in to_lean_text(elaborate_rendering(ihom.replace("OBJ", "Y")))
    with pytest.raises(UnsupportedError, match="type mismatch"):
        elaborate_rendering(ihom.replace("OBJ", "X"))


def test_adjoints_of_one_functor_are_isomorphic_functors() -> None:
    left = _CATS + (f"{{F F' : C ⥤ D}} {{G : D ⥤ C}} (adj1 : F ⊣ G) (adj2 : F' ⊣ G) (x : C), "
                    f"({_ADJ}.leftAdjointUniq adj1 adj2).hom.app x = "
                    f"({_ADJ}.leftAdjointUniq adj1 adj2).hom.app x")
    assert _types(left, f"{_ADJ}.leftAdjointUniq") == {"CategoryTheory.Iso F F'"}
    right = _CATS + (f"{{F : C ⥤ D}} {{G G' : D ⥤ C}} (adj1 : F ⊣ G) (adj2 : F ⊣ G'), "
                     f"({_ADJ}.rightAdjointUniq adj1 adj2).hom ≫ "
                     f"({_ADJ}.rightAdjointUniq adj1 adj2).inv = 𝟙 G")
    assert _types(right, f"{_ADJ}.rightAdjointUniq") == {"CategoryTheory.Iso G G'"}


def test_a_composite_the_declared_objects_do_not_fit_is_refused() -> None:
    # `rightAdjointUniq adj1 adj2 : G ≅ G'`: `hom ≫ inv` is an endomorphism of `G`, not `G'`
    with pytest.raises(UnsupportedError, match="type mismatch"):
        elaborate_rendering(_CATS + (
            f"{{F : C ⥤ D}} {{G G' : D ⥤ C}} (adj1 : F ⊣ G) (adj2 : F ⊣ G'), "
            f"({_ADJ}.rightAdjointUniq adj1 adj2).hom ≫ ({_ADJ}.rightAdjointUniq adj1 adj2).inv"
            " = 𝟙 G'"))


_CFP = "CategoryTheory.ChosenFiniteProducts"


def test_the_product_comparison_goes_from_the_image_of_the_product() -> None:
    head = (_CATS + f"[{_CFP} C] [{_CFP} D] (F : C ⥤ D) (A B : C), {_CFP}.prodComparison F A B "
            f"≫ {_CFP}.fst (F.obj A) (F.obj B) = ")
    tensor = "CategoryTheory.MonoidalCategoryStruct.tensorObj"
    assert _types(head + f"F.map ({_CFP}.fst A B)", f"{_CFP}.prodComparison") == {
        f"Quiver.Hom (F.obj ({tensor} A B)) ({tensor} (F.obj A) (F.obj B))"}
    with pytest.raises(UnsupportedError, match="type mismatch"):   # `fst B A` starts at `B ⊗ A`
        elaborate_rendering(head + f"F.map ({_CFP}.fst B A)")


def test_the_limits_product_comparison_is_a_morphism_into_the_product_of_images() -> None:
    side = "CategoryTheory.Limits.prodComparison F A B ≫ CategoryTheory.Limits.prod.fst"
    text = (_CATS + "[CategoryTheory.Limits.HasBinaryProducts C] "
            f"[CategoryTheory.Limits.HasBinaryProducts D] (F : C ⥤ D) (A B : C), {side} = {side}")
    prod = "CategoryTheory.Limits.prod"
    assert _types(text, "CategoryTheory.Limits.prodComparison") == {
        f"Quiver.Hom (F.obj ({prod} A B)) ({prod} (F.obj A) (F.obj B))"}


# Corpus theorems -> (a head of the table, the type its applications must have in the elaborated
# rendering, a text the rendering must contain). Each was refused before its entry.
USES: dict[str, tuple[str, str, str]] = {
    # a hypothesis `∀ k, ¬ c.Rel j k` on a shape of a `variable {ι : Type*}` index type
    "ComplexShape.next_eq_self'": ("ComplexShape.Rel", "Prop", "¬ c.Rel j k"),
    # two left adjoints of one functor, their isomorphism's component at `x`
    "CategoryTheory.Adjunction.unit_leftAdjointUniq_hom_app": (
        f"{_ADJ}.leftAdjointUniq", "CategoryTheory.Iso F F'",
        f"({_ADJ}.leftAdjointUniq adj1 adj2).hom.app x"),
    "CategoryTheory.Adjunction.unit_rightAdjointUniq_hom_app": (
        f"{_ADJ}.rightAdjointUniq", "CategoryTheory.Iso G G'",
        f"({_ADJ}.rightAdjointUniq adj1 adj2).hom.app (F.obj x)"),
    # `X ⊗ Y.X` of two monoid objects: `Y.X` an object of `C`
    "Mon_.forget_δ": ("Mon_.X", "C", "Mon_.X Y"),
    # whiskering by `F : A ⥤ B` then evaluating (`section` `variable (C D E)` order)
    "CategoryTheory.whiskeringLeft_comp_evaluation": (
        "CategoryTheory.whiskeringLeft",
        "CategoryTheory.Functor (CategoryTheory.Functor A B) (CategoryTheory.Functor "
        "(CategoryTheory.Functor B C) (CategoryTheory.Functor A C))",
        "(CategoryTheory.whiskeringLeft A B C).obj F"),
    # a morphism property below the monomorphisms of `C`
    "CategoryTheory.MorphismProperty.presheaf_mono_of_le": (
        "CategoryTheory.MorphismProperty.monomorphisms", "CategoryTheory.MorphismProperty C",
        "P ≤ CategoryTheory.MorphismProperty.monomorphisms C"),
}


@needs_index
@pytest.mark.parametrize("name", sorted(USES))
def test_a_theorem_using_an_entry_renders_with_the_declared_result_type(name: str) -> None:
    assert declared_result_types(USES, name) == {USES[name][1]}


# Corpus theorems whose entry is applied only in a binder's type (which elaborates to a type, not
# a term to walk) -> a text the rendering must contain. Each was refused before its entry.
IN_BINDERS: dict[str, str] = {
    # `(inclRight C D).map f`, whose objects `term_text` names (rendered at base with
    # `inclRight` untyped, refused with the entry alone)
    "CategoryTheory.Join.mkFunctor_map_inclRight": "((CategoryTheory.Join.inclRight C D).map f)",
    # the inclusions of a sum category, composed with a functor out of it
    "CategoryTheory.Functor.sumIsoExt_hom_app_inl": (
        "(e₁ : CategoryTheory.Sum.inl_ A B ⋙ F ≅ CategoryTheory.Sum.inl_ A B ⋙ G)"),
    # the internal hom `ihom X` at `Y`, the target of a morphism out of the unit
    "CategoryTheory.MonoidalClosed.curry'_uncurry'": (
        "(g : (CategoryTheory.MonoidalCategoryStruct.tensorUnit C) ⟶ "
        "(CategoryTheory.ihom X).obj Y)"),
}


@needs_index
@pytest.mark.parametrize("name", sorted(IN_BINDERS))
def test_a_theorem_with_an_entry_in_a_binder_renders(name: str) -> None:
    assert IN_BINDERS[name] in rendered(IN_BINDERS, name)
