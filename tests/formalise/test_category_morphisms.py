"""Category-theory constants declared over objects and morphisms (`signatures_r17c.MORPHISMS`).

By hand through the elaborator (what Lean accepts elaborates, what it rejects does not: the
implicit objects are read off the arguments' types and the result's objects named by their
text), each table entry parsed, and end to end through `signature_to_formal` with Mathlib's
name index (../shared/external/mathlib, skipped when absent)."""

from __future__ import annotations

from typing import Any

import pytest

from forminv_lean.formal import elaborate
from forminv_lean.formal.errors import UnsupportedError
from forminv_lean.formal.meaning.elaborate_category import _morphism_spec
from forminv_lean.formal.meaning.signatures_r17c import MORPHISMS
from forminv_lean.formal.meaning.signatures_r17c import SIGNATURES as _R17C
from tests.mathlib_corpus import require

L = "CategoryTheory.Limits."
S = "CategoryTheory.ShortComplex."
BI = "CategoryTheory.Bicategory."
CAT = "∀ {C : Type*} [CategoryTheory.Category C] "
ZERO = CAT + "[CategoryTheory.Limits.HasZeroMorphisms C] "
DIAG = "∀ {J C : Type*} [CategoryTheory.Category J] [CategoryTheory.Category C] "
BICAT = "∀ {B : Type*} [CategoryTheory.Bicategory B] "
PB = f"(X Y Z : C) (f : X ⟶ Z) (g : Y ⟶ Z) [{L}HasPullback f g], "


@pytest.mark.parametrize("text", [
    CAT + PB + f"{L}pullback.fst f g ≫ f = {L}pullback.snd f g ≫ g",
    # the object `pullback f g` written in a binder is the result's object
    CAT + PB + f"∀ (W : C) (h : W ⟶ {L}pullback f g), h ≫ {L}pullback.fst f g ≫ f = "
    f"h ≫ {L}pullback.snd f g ≫ g",
    CAT + PB + f"(({L}pullbackSymmetry f g).hom ≫ {L}pullback.fst g f) = {L}pullback.snd f g",
    CAT + f"(W X Y : C) (f : W ⟶ X) (g : W ⟶ Y) (h : {L}prod X Y ⟶ X), "
    f"{L}prod.lift f g ≫ h = f",
    ZERO + f"(X Y : C) (f : X ⟶ Y) [{L}HasKernel f], {L}kernel.ι f ≫ f = 0",
    DIAG + f"(F : J ⥤ C) [{L}HasColimit F] (j j' : J) (f : j ⟶ j'), "
    f"F.map f ≫ {L}colimit.ι F j' = {L}colimit.ι F j",
    # an untyped index gets the diagram's domain, as Lean elaborates it against `J`
    DIAG + f"(F : J ⥤ C) [{L}HasLimit F] (c : {L}Cone F), ∀ j, {L}limit.lift F c ≫ "
    f"{L}limit.π F j = {L}limit.lift F c ≫ {L}limit.π F j",
    ZERO + f"(S₁ S₂ : CategoryTheory.ShortComplex C) (φ : S₁ ⟶ S₂) [S₁.HasHomology] "
    f"[S₂.HasHomology], S₁.homologyπ ≫ {S}homologyMap φ = {S}cyclesMap φ ≫ S₂.homologyπ",
    # a bicategory's 1-morphisms are objects of `a ⟶ b`, their composites named by text
    BICAT + f"(a b c d : B) (f : a ⟶ b) (g : b ⟶ c) (h : c ⟶ d), ({BI}associator f g h).hom ≫ "
    f"({BI}associator f g h).inv = 𝟙 ((f ≫ g) ≫ h)",
    BICAT + f"(a b c : B) (f : a ⟶ b) (g h : b ⟶ c) (η : g ⟶ h), {BI}whiskerLeft f η ≫ "
    f"𝟙 (f ≫ h) = {BI}whiskerLeft f η",
])
def test_well_typed_statements_elaborate(text: str) -> None:
    elaborate(text)


@pytest.mark.parametrize("text", [
    # `pullback.snd f g` ends at `Y`, where `f` does not start
    CAT + PB + f"{L}pullback.fst f g ≫ f = {L}pullback.snd f g ≫ f",
    # the symmetry goes to `pullback g f`, not back to `pullback f g`
    CAT + PB + f"(({L}pullbackSymmetry f g).hom ≫ {L}pullback.fst f g) = "
    f"{L}pullback.fst f g",
    DIAG + f"(F : J ⥤ C) [{L}HasColimit F] (j j' : J) (f : j ⟶ j'), "
    f"F.map f ≫ {L}colimit.ι F j = {L}colimit.ι F j",
    ZERO + f"(S₁ S₂ : CategoryTheory.ShortComplex C) (φ : S₁ ⟶ S₂) [S₁.HasHomology] "
    f"[S₂.HasHomology], S₁.homologyπ ≫ {S}homologyMap φ = {S}opcyclesMap φ ≫ S₂.homologyπ",
    # the associator's target brackets to the right
    BICAT + f"(a b c d : B) (f : a ⟶ b) (g : b ⟶ c) (h : c ⟶ d), ({BI}associator f g h).hom ≫ "
    f"𝟙 ((f ≫ g) ≫ h) = ({BI}associator f g h).hom",
])
def test_ill_typed_statements_are_refused(text: str) -> None:
    with pytest.raises(UnsupportedError):
        elaborate(text)


def test_an_argument_that_does_not_fit_leaves_the_constant_uninterpreted() -> None:
    """`limit.lift F c` with `c` a cocone is not typed by the declaration: the constant keeps
    an unknown type, as every undeclared one, so a composite with it is refused."""
    with pytest.raises(UnsupportedError, match="not known"):
        elaborate(DIAG + f"(F : J ⥤ C) [{L}HasLimit F] (c : {L}Cocone F) (j : J), "
                  f"{L}limit.lift F c ≫ {L}limit.π F j = {L}limit.lift F c ≫ {L}limit.π F j")


def test_objects_in_a_category_of_types_are_not_read() -> None:
    """A morphism between types is a function: the table's objects are never types."""
    with pytest.raises(UnsupportedError):
        elaborate(f"∀ (X Y Z : Type) (f : X ⟶ Z) (g : Y ⟶ Z), {L}pullback.fst f g ≫ f = "
                  f"{L}pullback.snd f g ≫ g")


@pytest.mark.parametrize("name", sorted(MORPHISMS))
def test_every_entry_parses_and_names_only_its_binders(name: str) -> None:
    binders, result = _morphism_spec(MORPHISMS[name])
    assert any(explicit for _, _, explicit in binders)
    assert name.split(".")[0] in ("CategoryTheory", "Quiver", "Mon_", "HomologicalComplex",
                                  "CochainComplex")


def _render(decl: str) -> Any:
    from forminv_lean.extract.lean_decl import parse_decl
    from forminv_lean.formalise.context import LeanContext
    from forminv_lean.formalise.render import signature_to_formal

    require()
    return signature_to_formal(parse_decl(decl), LeanContext.from_lines(
        ["open CategoryTheory CategoryTheory.Limits"]), module="Foo")


def test_a_mathlib_statement_renders_with_the_declared_types() -> None:
    r = _render("theorem foo {C : Type u} [Category C] {X Y Z : C} (f : X ⟶ Z) (g : Y ⟶ Z) "
                "[HasPullback f g] : pullback.fst f g ≫ f = pullback.snd f g ≫ g := sorry")
    assert r.formal is not None, r.reason
    assert f"{L}pullback.fst f g ≫ f = {L}pullback.snd f g ≫ g" in r.formal
    elaborate(r.formal)


def test_a_hole_for_an_explicit_argument_is_filled_from_the_neighbours() -> None:
    """`pullback.fst _ _`: Lean fills the morphisms by unification with the neighbours'
    types (round 18, `formalise/morphism_holes.py`): here the composite's source is the
    other side's, `pullback f g`, and its target `f`'s source."""
    r = _render("theorem foo {C : Type u} [Category C] {X Y Z : C} (f : X ⟶ Z) (g : Y ⟶ Z) "
                "[HasPullback f g] : pullback.fst _ _ ≫ f = pullback.snd f g ≫ g := sorry")
    assert r.formal is not None and f"{L}pullback.fst f g ≫ f =" in r.formal, r.reason


def test_a_hole_no_neighbour_fixes_is_still_refused() -> None:
    """`IsIso (pullback.fst _ _)`: no type around the application fixes its morphisms."""
    r = _render("theorem foo {C : Type u} [Category C] {X Y Z : C} (f : X ⟶ Z) (g : Y ⟶ Z) "
                "[HasPullback f g] : IsIso (pullback.fst _ _) := sorry")
    assert r.formal is None and "`_`" in str(r.reason), r.reason


@pytest.mark.parametrize("name", sorted(_R17C))
def test_every_plain_entry_parses_and_is_written_once(name: str) -> None:
    from tests.signature_tables import checked_entry

    checked_entry(name, "signatures_r17c")


def test_a_declared_functor_constant_types_its_result() -> None:
    """`F.flip.obj X` for `F : C ⥤ D ⥤ E`: a functor `C ⥤ E` (`Functor.flip : (C ⥤ D ⥤ E) →
    D ⥤ C ⥤ E`), so its object at `Y : C` composes with a morphism of `E`."""
    elaborate("∀ {C D E : Type*} [CategoryTheory.Category C] [CategoryTheory.Category D] "
              "[CategoryTheory.Category E] (F : C ⥤ D ⥤ E) (X : D) (Y : C) (Z : E) "
              "(g : (F.flip.obj X).obj Y ⟶ Z), g = g")


@pytest.mark.parametrize("text, ok", [
    # `Quiver.Hom.op (f : X ⟶ Y) : op Y ⟶ op X` reverses composition
    (CAT + "(X Y Z : C) (f : X ⟶ Y) (g : Y ⟶ Z), (f ≫ g).op = g.op ≫ f.op", True),
    (CAT + "(X Y Z : C) (f : X ⟶ Y) (g : Y ⟶ Z), (f ≫ g).op = f.op ≫ g.op", False),
    # field notation on a variable: `P.p : P.X ⟶ P.X`
    (CAT + "(P : CategoryTheory.Idempotents.Karoubi C), P.p ≫ P.p = P.p", True),
])
def test_field_notation_reads_the_declaration(text: str, ok: bool) -> None:
    if ok:
        elaborate(text)
    else:
        with pytest.raises(UnsupportedError):
            elaborate(text)


@pytest.mark.parametrize("text, ok", [
    # the proof argument of `kernel.lift f k h : W ⟶ kernel f` is not read
    (ZERO + f"(X Y W : C) (f : X ⟶ Y) (k : W ⟶ X) (h : k ≫ f = 0), "
     f"{L}kernel.lift f k h ≫ {L}kernel.ι f = k", True),
    (ZERO + f"(X Y W : C) (f : X ⟶ Y) (k : W ⟶ X) (h : k ≫ f = 0), "
     f"{L}kernel.ι f ≫ {L}kernel.lift f k h = k", False),
    # a family of objects `f : β → C`: `Pi.π f b : ∏ᶜ f ⟶ f b`, `Sigma.ι f b : f b ⟶ ∐ f`
    (CAT + f"(β : Type*) (f : β → C) (b : β) (X : C) (g : f b ⟶ X), {L}Pi.π f b ≫ g = "
     f"{L}Pi.π f b ≫ g", True),
    (CAT + f"(β : Type*) (f : β → C) (b : β) (X : C) (g : f b ⟶ X), {L}Sigma.ι f b ≫ g = "
     f"{L}Sigma.ι f b ≫ g", False),
])
def test_proof_arguments_and_families(text: str, ok: bool) -> None:
    if ok:
        elaborate(text)
    else:
        with pytest.raises(UnsupportedError):
            elaborate(text)


MONF = ("∀ {V : Type*} [CategoryTheory.Category V] [CategoryTheory.MonoidalCategory V] {D : Type*} "
        "[CategoryTheory.Category D] [CategoryTheory.MonoidalCategory D] (F : V ⥤ D) "
        "[F.LaxMonoidal] ")
EPS = "CategoryTheory.Functor.LaxMonoidal.ε F"


def test_a_unit_object_is_named_by_the_category_it_is_the_unit_of() -> None:
    """`ε F : 𝟙_ D ⟶ F.obj (𝟙_ C)`: `C` is the category the argument's type names (`V` here)."""
    elaborate(MONF + f"(X : D) (g : F.obj (CategoryTheory.MonoidalCategoryStruct.tensorUnit V) "
              f"⟶ X), {EPS} ≫ g = {EPS} ≫ g")
    with pytest.raises(UnsupportedError):
        elaborate(MONF + "(X : D) (g : F.obj (CategoryTheory.MonoidalCategoryStruct.tensorUnit "
                  f"D) ⟶ X), {EPS} ≫ g = {EPS} ≫ g")


FUN = "∀ {C D : Type*} [CategoryTheory.Category C] [CategoryTheory.Category D] "


@pytest.mark.parametrize("text, ok", [
    (FUN + "(F G : C ⥤ D) (α : F ≅ G) (X : C), (α.app X).hom = α.hom.app X", True),
    (FUN + "(F : C ⥤ D) (X Y : C) (i : X ≅ Y), (F.mapIso i).hom = F.map i.hom", True),
    (FUN + "(F : C ⥤ D) (X Y : C) (i : X ≅ Y), (F.mapIso i).inv = F.map i.hom", False),
])
def test_isomorphism_constants(text: str, ok: bool) -> None:
    if ok:
        elaborate(text)
    else:
        with pytest.raises(UnsupportedError):
            elaborate(text)
