"""Round 18, category theory: a `_` written for an explicit argument of a constant declared
over objects and morphisms (`signatures_r17c.MORPHISMS`), filled as Lean's unifier fills it
(`formalise/morphism_holes.py`), or left to refuse the statement.

By hand through `holes.fill_holes` (the filled text, then elaborated: what Lean assigns
elaborates, a hole whose neighbour does not fix it is left), with hypothesis over the objects'
names, and end to end on Mathlib theorems (../shared/external/mathlib, skipped when absent)."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from forminv_lean.formal import elaborate
from forminv_lean.formal.errors import UnsupportedError
from forminv_lean.formal.meaning.ast import Name
from forminv_lean.formal.meaning.elaborate_category import _morphism_spec
from forminv_lean.formal.meaning.elaboration import show_expr
from forminv_lean.formal.meaning.signatures_r18c import MONOIDAL
from forminv_lean.formalise.holes import fill_holes
from forminv_lean.formalise.render import hole_positions
from tests.mathlib_corpus import rendered

L = "CategoryTheory.Limits."
CFP = "CategoryTheory.ChosenFiniteProducts."
T = "CategoryTheory.MonoidalCategoryStruct.tensorObj"
CAT = "∀ {C : Type*} [CategoryTheory.Category C] "
MON = CAT + "[CategoryTheory.ChosenFiniteProducts C] "
PB = f"(X Y Z : C) (f : X ⟶ Z) (g : Y ⟶ Z) [{L}HasPullback f g], "


def filled(text: str) -> str | None:
    """`text` with its holes filled (`fill_holes`), or None when one is left."""
    return fill_holes(text, hole_positions(text))


@pytest.mark.parametrize(("text", "want"), [
    # the source of `fst _ _` is the target of `lift f g`, `X ⊗ Y` (ChosenFiniteProducts.lean
    # :104,110): `tensorObj ?X ?Y =?= tensorObj X Y` assigns argument by argument
    (MON + f"(T X Y : C) (f : T ⟶ X) (g : T ⟶ Y), {CFP}lift f g ≫ {CFP}fst _ _ = f",
     f"{CFP}fst X Y = f"),
    # a side of `=` that is the application alone: both ends of the other side's type; the
    # second hole is read once the first side is filled
    (MON + f"(X Y₁ Y₂ : C) (g : Y₁ ⟶ Y₂), CategoryTheory.MonoidalCategoryStruct.whiskerLeft X g"
     f" ≫ {CFP}fst _ _ = {CFP}fst _ _", f"{CFP}fst X Y₂ = {CFP}fst X Y₁"),
    # a morphism argument: `pullback ?f ?g =?= pullback f g` assigns the morphisms
    (CAT + PB + f"∀ (W : C) (h : W ⟶ {L}pullback f g), h ≫ {L}pullback.fst _ _ ≫ f = "
     f"h ≫ {L}pullback.snd f g ≫ g", f"h ≫ {L}pullback.fst f g ≫ f"),
    # the target of `_ ≫ b` is `b`'s source: `pullback.snd _ _` before `pullbackSymmetry`'s
    # inverse is read off the composite it ends
    (CAT + PB + f"{L}pullback.fst f g ≫ f = {L}pullback.snd f g ≫ g → "
     f"{L}pullback.fst _ _ ≫ f = {L}pullback.fst f g ≫ f", f"{L}pullback.fst f g ≫ f ="),
    # `≫ f` fixes only the first object; the composite's source is the other side's
    (MON + f"(X Y : C) (f : X ⟶ Y), {CFP}fst _ _ ≫ f = {CFP}fst X X ≫ f",
     f"{CFP}fst X X ≫ f = {CFP}fst X X ≫ f"),
    # `Iso.refl _` as a side: `?X ≅ ?X` against the other side's `F ⋙ G ≅ F ⋙ G`
    ("∀ {C D E : Type*} [CategoryTheory.Category C] [CategoryTheory.Category D] "
     "[CategoryTheory.Category E] (F : C ⥤ D) (G : D ⥤ E), CategoryTheory.isoWhiskerLeft F "
     "(CategoryTheory.Iso.refl G) = CategoryTheory.Iso.refl _",
     "CategoryTheory.Iso.refl (F ⋙ G)"),
])
def test_holes_are_filled_as_lean_assigns_them(text: str, want: str) -> None:
    out = filled(text)
    assert out is not None and want in out, out
    elaborate(out)


@pytest.mark.parametrize("text", [
    # `h : T ⟶ X` ends at `X`, no `tensorObj ?X ?Y`: Lean would unfold; nothing is filled
    MON + f"(T X : C) (h : T ⟶ X), h ≫ {CFP}fst _ _ = h ≫ {CFP}fst _ _",
    # `≫ f` fixes only the target of `fst _ _`, and the other side starts at `P`, no
    # `tensorObj ?X ?Y`
    MON + f"(X Y P : C) (f : X ⟶ Y) (h : P ⟶ Y), {CFP}fst _ _ ≫ f = h",
    # not a side of a relation nor in a composite: no neighbour fixes the holes
    CAT + PB + f"CategoryTheory.IsIso ({L}pullback.fst _ _)",
    # a neighbour the checker does not type (an undeclared constant's field)
    CAT + PB + f"(Foo.bar f).hom ≫ {L}pullback.fst _ _ = {L}pullback.fst f g",
])
def test_holes_no_neighbour_fixes_are_left(text: str) -> None:
    assert filled(text) is None


def test_a_fill_that_does_not_meet_is_refused_when_elaborated() -> None:
    """The first-order reading of one neighbour assigns `X Y₂`; the other side's `fst X Y₂`
    then starts at `X ⊗ Y₂`, where `whiskerLeft X g` (ending there) is composed from `X ⊗
    Y₁`: the two sides' types differ, which the elaboration of the filled text refuses."""
    from forminv_lean.formal.errors import UnsupportedError

    text = (MON + f"(X Y₁ Y₂ : C) (g : Y₁ ⟶ Y₂), CategoryTheory.MonoidalCategoryStruct"
            f".whiskerLeft X g ≫ {CFP}fst _ _ = {CFP}fst X Y₂")
    out = filled(text)
    assert out is not None and f"{CFP}fst X Y₂ = {CFP}fst X Y₂" in out
    with pytest.raises(UnsupportedError):
        elaborate(out)


MC = "CategoryTheory.MonoidalCategoryStruct."
MONC = CAT + "[CategoryTheory.MonoidalCategory C] "


@pytest.mark.parametrize(("text", "want"), [
    # `.hom` of the associator: its source `(X ⊗ Y) ⊗ Z` against `f`'s, through the other side
    (MONC + f"(X Y Z W : C) (f : {T} ({T} X Y) Z ⟶ W), f = ({MC}associator _ _ _).hom ≫ "
     f"({MC}associator X Y Z).inv ≫ f", f"({MC}associator X Y Z).hom ≫"),
    # `.inv` swaps the ends: its target `(X ⊗ Y) ⊗ Z` is `g`'s source
    (MONC + f"(X Y Z W : C) (f : W ⟶ {T} X ({T} Y Z)) (g : {T} ({T} X Y) Z ⟶ W), "
     f"f ≫ ({MC}associator _ _ _).inv ≫ g = f ≫ ({MC}associator X Y Z).inv ≫ g",
     f"f ≫ ({MC}associator X Y Z).inv ≫ g ="),
    # the unit object is matched as the declared `tensorUnit C`
    (MONC + f"(X Y : C) (f : X ⟶ Y), ({MC}leftUnitor _).hom ≫ f = "
     f"({MC}leftUnitor X).hom ≫ f", f"({MC}leftUnitor X).hom ≫ f ="),
    # `f ▷ _` after `g : A ⟶ X₁ ⊗ Y`: `tensorObj ?X₁ ?Y =?= tensorObj X₁ Y` assigns `Y`
    (MONC + f"(X₁ X₂ Y A : C) (f : X₁ ⟶ X₂) (g : A ⟶ {T} X₁ Y), g ≫ {MC}whiskerRight f _ = "
     f"g ≫ {MC}whiskerRight f Y", f"g ≫ {MC}whiskerRight f Y ="),
])
def test_monoidal_holes_are_filled_through_hom_and_inv(text: str, want: str) -> None:
    out = filled(text)
    assert out is not None and want in out, out
    elaborate(out)


def test_a_morphism_argument_no_type_names_is_left() -> None:
    """`X ◁ _`: the whiskered morphism appears in no object of the declared type, so no
    unification of the types assigns it."""
    assert filled(MONC + f"(X Y₁ Y₂ : C) (g : Y₁ ⟶ Y₂), {MC}whiskerLeft X _ = "
                  f"{MC}whiskerLeft X g") is None


@pytest.mark.parametrize("name", sorted(MONOIDAL))
def test_each_monoidal_entry_is_the_type_the_elaborator_gives(name: str) -> None:
    """Each `signatures_r18c.MONOIDAL` entry, applied to variables, has exactly the type
    `elaborate_category.monoidal_call` gives the application (a binder of the declared type
    equals it), and not the type with its ends swapped."""
    binders, result = _morphism_spec(MONOIDAL[name])
    objs = sorted({n for n, t, _ in binders if isinstance(t, Name) and t.id == "C"})
    homs = [(n, show_expr(t)) for n, t, exp in binders if exp and not isinstance(t, Name)]
    args = " ".join(n for n, _, exp in binders if exp)
    head = f"{MONC}({' '.join(objs)} : C) " + "".join(f"({n} : {t}) " for n, t in homs)
    term = f"{name} {args}" if result.op == "⟶" else f"({name} {args}).hom"
    src, tgt = show_expr(result.lhs), show_expr(result.rhs)
    elaborate(head + f"(h : {src} ⟶ {tgt}), h = {term}")
    with pytest.raises(UnsupportedError):
        elaborate(head + f"(h : {tgt} ⟶ {src}), h = {term}")


_NAMES = st.sampled_from(["A", "B", "X", "Y₁", "Z'", "P"])


@settings(max_examples=25, deadline=None)
@given(_NAMES, _NAMES, _NAMES, st.booleans())
def test_the_fill_is_the_neighbours_objects(t: str, x: str, y: str, snd: bool) -> None:
    """Whatever the objects are named, `lift f g ≫ fst _ _` (or `snd`) is filled with the
    objects of `lift f g`'s target, and the filled statement elaborates to `f` (`g`)."""
    names = list(dict.fromkeys([t, x, y]))
    proj, res = ("snd", "g") if snd else ("fst", "f")
    text = (MON + f"({' '.join(names)} : C) (f : {t} ⟶ {x}) (g : {t} ⟶ {y}), "
            f"{CFP}lift f g ≫ {CFP}{proj} _ _ = {res}")
    out = filled(text)
    assert out is not None and f"{CFP}{proj} {x} {y} = {res}" in out, out
    elaborate(out)


_CORPUS = {
    "CategoryTheory.ChosenFiniteProducts.lift_fst": f"{CFP}fst X Y = f",
    "CategoryTheory.ChosenFiniteProducts.whiskerLeft_fst":
        f"{CFP}fst X Y₂ = {CFP}fst X Y₁",
    "CategoryTheory.isoWhiskerLeft_refl": "CategoryTheory.Iso.refl (F ⋙ G)",
}


@pytest.mark.parametrize("name", sorted(_CORPUS))
def test_corpus_theorems_render_with_the_holes_filled(name: str) -> None:
    out = rendered(_CORPUS, name)
    assert _CORPUS[name] in out and " _" not in out, out
    elaborate(out)
