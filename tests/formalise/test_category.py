"""Category theory: Mathlib's notations rendered with the types Lean gives them, or refused.

End to end on real Mathlib v4.19.0 rows (../shared/external/mathlib, skipped when absent) and
by hand for what must not elaborate (a composite whose objects do not match)."""

from __future__ import annotations

from functools import lru_cache
from pathlib import Path
from typing import Any

import pytest

from forminv_lean.formal import elaborate, parse
from forminv_lean.formal.errors import UnsupportedError
from forminv_lean.formal.lean.surface import lean_text
from forminv_lean.formal.meaning.ast import BinOp, UnOp
from tests.lexicon_files import reads_back_or_refuses
from tests.mathlib_corpus import require, rows_named

REPO = Path(__file__).resolve().parents[2]
THEOREMS = "theorems-v4.19.0.jsonl.gz"
CAT = ("∀ {C : Type*} [CategoryTheory.Category C] {D : Type*} [CategoryTheory.Category D] "
       "{E : Type*} [CategoryTheory.Category E] ")


@lru_cache(maxsize=1)
def _rows() -> dict[str, dict[str, Any]]:
    return rows_named({"CategoryTheory.Functor.map_comp_assoc", "CategoryTheory.Iso.symm_hom",
                       "CategoryTheory.Functor.comp_map", "CategoryTheory.Functor.comp_id",
                       "CategoryTheory.Iso.symm_inv", "CategoryTheory.hom_ext_yoneda",
                       "CategoryTheory.Yoneda.isIso"})


def _render(name: str) -> Any:
    from forminv_lean.extract.lean_decl import parse_decl
    from forminv_lean.formalise.context import LeanContext
    from forminv_lean.formalise.render import signature_to_formal

    require()
    rows = _rows()
    assert name in rows, f"{name} is not a row of the corpus"
    row = rows[name]
    ctx = LeanContext.from_lines(row["context"]) if row["context"] else None
    return signature_to_formal(parse_decl(row["decl"]), ctx, module=row["module"])


# -- the notations parse with Mathlib's precedences ----------------------------------------


def test_precedences_are_mathlibs() -> None:
    # ≫ infixr:80 (tighter than =), ⟶ infixr:10 (looser than ↔ and →), ⥤ infixr:26 (tighter
    # than →), ᵒᵖ at max
    e = parse("f ≫ g ≫ h = k")
    assert isinstance(e, BinOp) and e.op == "="
    assert isinstance(e.lhs, BinOp) and e.lhs.op == "≫" and isinstance(e.lhs.rhs, BinOp)
    arrow = parse("A → B ⥤ C")
    assert isinstance(arrow, BinOp) and arrow.op == "→" and arrow.rhs == BinOp(
        "⥤", parse("B"), parse("C"))
    hom = parse("X ⟶ Y ↔ Z")
    assert isinstance(hom, BinOp) and hom.op == "⟶"
    assert parse("Cᵒᵖ ⥤ D").lhs == UnOp("ᵒᵖ", parse("C"))  # type: ignore[attr-defined]


@pytest.mark.parametrize("text", [
    "F.map (f ≫ g) ≫ h = F.map f ≫ F.map g ≫ h", "(α : X ≅ Y) → α.symm.hom = α.inv",
    "F ⋙ G ⋙ H = K", "(F : Cᵒᵖ ⥤ D) → F = F", "(f : X ⟶ Y) → f ≫ 𝟙 Y = f"])
def test_lean_text_prints_back_what_was_parsed(text: str) -> None:
    assert parse(lean_text(parse(text))) == parse(text)


# -- typing: what Lean accepts elaborates, what it rejects does not --------------------------


@pytest.mark.parametrize("body", [
    "{X Y Z : C} (f : X ⟶ Y) (g : Y ⟶ Z), f ≫ g = f ≫ g",
    "{X Y : C} (f : X ⟶ Y), f ≫ 𝟙 Y = f",
    "(F : C ⥤ D) {X Y Z : C} (f : X ⟶ Y) (g : Y ⟶ Z) {W : D} (h : F.obj Z ⟶ W), "
    "F.map (f ≫ g) ≫ h = F.map f ≫ F.map g ≫ h",
    "{X Y : C} (α : X ≅ Y), α.symm.hom = α.inv",
    "(F : C ⥤ D) (G : D ⥤ E) {X : C}, (F ⋙ G).obj X = G.obj (F.obj X)",
    "(F : C ⥤ D), F ⋙ 𝟭 D = F",
    # Lean identifies `(F ⋙ G).obj X` with `G.obj (F.obj X)` and `(𝟭 C).obj X` with `X` by
    # unfolding (`Functor.comp_obj`, `Functor.id_obj` are `rfl`); so does the elaborator
    "(F : C ⥤ D) (G : D ⥤ E) {X Y : C} (f : X ⟶ Y), (F ⋙ G).map f = G.map (F.map f)",
    "{X Y : C} (f : X ⟶ Y), (𝟭 C).map f = f",
    "(F : C ⥤ Type*) (X : C) (x y : F.obj X), x = y",
    # an untyped binder gets the functor's domain from `F.obj X`, as Lean's unifier gives it
    "(F : C ⥤ D) (G : D), ∀ X, ∃ p : G ⟶ F.obj X, p = p",
    # `Quiver.Hom {V} X Y` takes one `V`: an untyped binder gets the other object's type
    "(F : C ⥤ D), (∀ d, ∃ c, Nonempty (F.obj c ⟶ d)) → True",
    "(F : C ⥤ D), (∀ d, ∃ c, Nonempty (d ⟶ F.obj c)) → True",
    # a hom type, an iso type, an opposite category are types wherever they are written
    "(X : C), Nonempty (X ≅ X)",
    "(X : C), CategoryTheory.IsConnected Cᵒᵖ ↔ CategoryTheory.IsConnected (Cᵒᵖ)ᵒᵖ",
    # `∀ i, F i ⟶ A` is a Π type (its codomain is a type), so `f i : F i ⟶ A`
    "{β : Type*} (F : β → C) (A : C) (f : ∀ i, F i ⟶ A) (i : β) (g : A ⟶ A), f i ≫ g = f i",
    # `yoneda.obj X` is `Functor.obj yoneda X`, `yoneda : C ⥤ Cᵒᵖ ⥤ Type v₁` with `C` fixed
    # by the argument (so its objects are presheaves on C)
    "(X : C) (P : Cᵒᵖ ⥤ Type*) (p : CategoryTheory.yoneda.obj X ⟶ P), p = p",
    "(X Y : C) (f : X ⟶ Y), CategoryTheory.yoneda.map f ≫ CategoryTheory.yoneda.map (𝟙 Y) = "
    "CategoryTheory.yoneda.map f",
    "(X Y : Cᵒᵖ) (f : X ⟶ Y) (Z : C), (CategoryTheory.coyoneda.map f).app Z = "
    "(CategoryTheory.coyoneda.map f).app Z",
    "(F : C ⥤ D), F ⋙ CategoryTheory.yoneda = F ⋙ CategoryTheory.yoneda",
    # `Opposite.op : α → αᵒᵖ` fixes `coyoneda`'s category (`coyoneda : Cᵒᵖ ⥤ C ⥤ Type v₁`)
    "(G X : C), (CategoryTheory.coyoneda.obj (Opposite.op G)).obj X = "
    "(CategoryTheory.coyoneda.obj (Opposite.op G)).obj X",
    "(G : Cᵒᵖ) (X : C), Opposite.unop G = X",
    # into `Type`, a morphism is a function (`Hom a b := a → b`): `F.map f x : F.obj Y`
    "(F : C ⥤ Type*) (X Y Z : C) (f : X ⟶ Y) (g : Y ⟶ Z) (x : F.obj X), "
    "F.map (f ≫ g) x = F.map g (F.map f x)",
])
def test_well_typed_statements_elaborate(body: str) -> None:
    elaborate(CAT + body)


@pytest.mark.parametrize(("body", "why"), [
    # the objects must match: `f : X ⟶ Y` then `g : X ⟶ Z` has no composite
    ("{X Y Z : C} (f : X ⟶ Y) (g : X ⟶ Z), f ≫ g = f ≫ g", "type mismatch"),
    ("(F : C ⥤ D), F ⋙ 𝟭 C = F", "type mismatch"),
    ("(F : C ⥤ D) {X Y : D} (f : X ⟶ Y), F.map f = F.map f", "type mismatch"),
    ("{X : C} {Y : D} (f : X ⟶ Y), f = f", "objects of different types"),
    # `F.obj X` as a type only for a functor into `Type`: else Lean coerces it to a type
    ("(F : C ⥤ D) (X : C) (x : F.obj X), x = x", "coerces"),
    ("(F : C ⥤ D) (G : D), ∀ X, ∃ p : G ⟶ F.obj X, X = G", "type mismatch"),
    ("{X Y : C} (f : X ⟶ Y), f ≫ 𝟙 _ = f", "unification"),
    # the untyped binder takes the other object's type, so it cannot be a number as well
    ("(X : C) (Y : D), ∀ d, Nonempty (X ⟶ d) ∧ Nonempty (Y ⟶ d)", "different types"),
    ("{β : Type*} (F : β → C) (A : C) (f : ∀ i, F i ⟶ A) (i : β) (g : F i ⟶ A), f i ≫ g = g",
     "type mismatch"),
    # presheaves are functors from `Cᵒᵖ`, not from `C`; and `yoneda`'s category is fixed by
    # its argument, so `yoneda.obj X` with `X : C` is no presheaf on `D`
    ("(X : C) (P : C ⥤ Type*) (p : CategoryTheory.yoneda.obj X ⟶ P), p = p",
     "different types"),
    ("(X : C) (Y : D), CategoryTheory.yoneda.obj X = CategoryTheory.yoneda.obj Y", "mismatch"),
    ("(G X : C), Opposite.op G = X", "mismatch"),
    ("(F : C ⥤ Type*) (X Y : C) (f : X ⟶ Y) (x : F.obj Y), F.map f x = F.map f x",
     "mismatch"),
    ("(F : C ⥤ Type*) (X Y Z : C) (f : X ⟶ Y) (g : Y ⟶ Z) (x : F.obj X), "
     "F.map (f ≫ g) x = F.map f x", "mismatch"),
    ("(F : C ⥤ D) (X Y : C) (f : X ⟶ Y), F.map f = F.map f ∧ ∀ x, F.map f x = F.map f x",
     "argument"),
    ("(G : C), CategoryTheory.coyoneda.obj G = CategoryTheory.coyoneda.obj G", "mismatch"),
    ("(X Y : D) (F : C ⥤ D) (f : X ⟶ Y), F ⋙ CategoryTheory.yoneda = "
     "F ⋙ CategoryTheory.coyoneda", "mismatch"),
])
def test_ill_typed_or_unknowable_statements_are_refused(body: str, why: str) -> None:
    with pytest.raises(UnsupportedError, match=why):
        elaborate(CAT + body)


# -- end to end on Mathlib's own rows -----------------------------------------------------------


@pytest.mark.parametrize("name", ["CategoryTheory.Functor.map_comp_assoc",
                                  "CategoryTheory.Iso.symm_hom",
                                  "CategoryTheory.Iso.symm_inv",
                                  "CategoryTheory.Functor.comp_id"])
def test_mathlib_category_rows_render(name: str) -> None:
    r = _render(name)
    assert r.formal is not None, r.reason
    elaborate(r.formal)
    assert parse(lean_text(parse(r.formal))) == parse(r.formal)
    from forminv_lean.informalise import realise

    english = realise(r.formal)
    # raw Lean is marked where there are no words; where all is worded (round 21 words
    # `F.obj X` in a morphism's noun), the sentence reads back as exactly the formula
    if "`" not in english and "𝟙" not in english:
        assert reads_back_or_refuses(r.formal) is not None, english


def test_map_comp_assoc_keeps_the_notation() -> None:
    r = _render("CategoryTheory.Functor.map_comp_assoc")
    assert r.formal is not None and "(F.map (f ≫ g)) ≫ h = F.map f ≫ F.map g ≫ h" in r.formal
    assert "(h : F.obj Z ⟶ W)" in r.formal


def test_a_statement_lean_types_by_unfolding_renders() -> None:
    r = _render("CategoryTheory.Functor.comp_map")   # `(F ⋙ G).map f = G.map (F.map f)`
    assert r.formal is not None and "(F ⋙ G).map f = G.map (F.map f)" in r.formal


def test_scoped_notation_without_its_namespace_is_refused() -> None:
    """`≫` is `scoped` in `CategoryTheory`: outside it Lean does not read it as composition."""
    require()
    from forminv_lean.extract.lean_decl import parse_decl
    from forminv_lean.formalise.context import LeanContext
    from forminv_lean.formalise.render import signature_to_formal

    decl = parse_decl("theorem foo {C : Type u} [CategoryTheory.Category C] {X Y : C} "
                      "(f : X ⟶ Y) (g : Y ⟶ X) : f ≫ g = f ≫ g := rfl")
    bare = signature_to_formal(decl, LeanContext.from_lines([]), module="Foo")
    assert bare.formal is None and "CategoryTheory" in (bare.reason or "")
    opened = signature_to_formal(decl, LeanContext.from_lines(["open CategoryTheory"]),
                                 module="Foo")
    assert opened.formal is not None, opened.reason


def test_field_of_a_functor_constant_is_read_as_lean_reads_it() -> None:
    """`yoneda.obj X`: no declaration `yoneda.obj` exists, so Lean reads the field `obj` of
    the constant `CategoryTheory.yoneda` (a functor); the rendering names the constant."""
    require()
    from forminv_lean.extract.lean_decl import parse_decl
    from forminv_lean.formalise.context import LeanContext
    from forminv_lean.formalise.render import signature_to_formal

    decl = parse_decl("theorem foo {C : Type u} [Category.{v} C] {X Y : C} (f : X ⟶ Y) : "
                      "yoneda.map f ≫ yoneda.map (𝟙 Y) = yoneda.map f := rfl")
    r = signature_to_formal(decl, LeanContext.from_lines(["open CategoryTheory"]), module="Foo")
    assert r.formal is not None, r.reason
    assert "CategoryTheory.yoneda.map f ≫ CategoryTheory.yoneda.map (𝟙 Y)" in r.formal
    elaborate(r.formal)


def test_map_applied_prints_back_as_lean_reads_it() -> None:
    from forminv_lean.formal.lean.printer import to_lean_text

    t = elaborate(CAT + "(F : C ⥤ Type*) (X Y : C) (f : X ⟶ Y) (x : F.obj X), F.map f x = "
                  "F.map f x")
    assert "F.map f x = F.map f x" in to_lean_text(t)


@pytest.mark.parametrize("name", ["CategoryTheory.hom_ext_yoneda", "CategoryTheory.Yoneda.isIso"])
def test_mathlib_yoneda_rows_render(name: str) -> None:
    r = _render(name)
    assert r.formal is not None, r.reason
    assert "CategoryTheory.yoneda." in r.formal
    elaborate(r.formal)


# -- English: words a mathematician accepts, read back to the same meaning ----------------------


@pytest.mark.parametrize(("body", "words"), [
    ("(X Y : C) (f : X ⟶ Y), f ≫ 𝟙 Y = f",
     ["every morphism f from X to Y", "the composite of f and the identity morphism of Y"]),
    ("(X Y : C) (α : X ≅ Y), α.symm.hom = α.inv", ["every isomorphism α from X to Y"]),
    ("(F : C ⥤ D) (G : D ⥤ E) (H : C ⥤ E), F ⋙ G = H",
     ["the composite of the functors F and G"]),
])
def test_english_words_read_back(body: str, words: list[str]) -> None:
    from forminv_lean.informalise import question
    from forminv_lean.informalise.reader import read

    formal = CAT + body
    q = question(formal)
    for w in words:
        assert w in q, q
    assert elaborate(read(q).formal) == elaborate(formal), (q, read(q).formal)
