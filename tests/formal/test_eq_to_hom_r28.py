"""`eqToHom h` typed `a ⟶ b` when `h` proves `a = b` from the statement's hypotheses (round 28,
`meaning/eq_to_hom_r28.py`; Mathlib/CategoryTheory/EqToHom.lean:41 `def eqToHom {X Y : C} (p :
X = Y) : X ⟶ Y`), and `K.XIsoOfEq h : K.X p ≅ K.X q` for `h : p = q` (Algebra/Homology/
HomologicalComplex.lean:91).

Before the rule `eqToHom h` (and `eqToIso h`, `K.XIsoOfEq h`) had no type in the checker, so
every composite through it was refused. The tests check the type given (in both directions, through `h.symm`, between functor
objects), that a composite whose ends do not meet is refused, that the rule leaves alone what
it cannot read exactly (objects of a category of types, a tactic proof), and (corpus, skipped
when absent) that Mathlib theorems of this shape render.
"""

from __future__ import annotations

import pytest

from forminv_lean.formal.errors import UnsupportedError
from forminv_lean.formal.meaning.eq_to_hom_r28 import EQ_TO_HOM, X_ISO_OF_EQ
from forminv_lean.formal.meaning.types import show_type
from forminv_lean.formal.statements import elaborate_rendering
from tests.mathlib_corpus import applications, rendered

_CAT = ("∀ {C : Type*} [CategoryTheory.Category C] {D : Type*} [CategoryTheory.Category D] "
        "(F : C ⥤ D) (X Y Z : C) (W : D) ")


def _types(text: str) -> set[str]:
    """The types the `eqToHom` applications of `text`'s reading elaborate to."""
    return {show_type(a.ty) for a in applications(elaborate_rendering(text), EQ_TO_HOM)}


@pytest.mark.parametrize(("binders", "use", "expected"), [
    ("(h : X = Y) (f : Y ⟶ Z)", "CategoryTheory.eqToHom h ≫ f", "Quiver.Hom X Y"),
    ("(h : X = Y) (f : Z ⟶ Y)", "f ≫ CategoryTheory.eqToHom h.symm", "Quiver.Hom Y X"),
    ("(h : F.obj X = W) (f : W ⟶ F.obj Z)", "CategoryTheory.eqToHom h ≫ f",
     "Quiver.Hom (F.obj X) W"),
    ("(h : X = Y) (k : Y = Z) (f : Z ⟶ X)", "CategoryTheory.eqToHom (h.trans k) ≫ f",
     "Quiver.Hom X Z"),
])
def test_eq_to_hom_is_a_morphism_between_the_sides(binders: str, use: str,
                                                    expected: str) -> None:
    assert _types(f"{_CAT}{binders}, {use} = {use}") == {expected}


def test_eq_to_iso_is_an_isomorphism_between_the_sides() -> None:
    types = {show_type(a.ty) for a in applications(elaborate_rendering(
        f"{_CAT}(h : X = Y) (f : Y ⟶ Z), (CategoryTheory.eqToIso h).hom ≫ f = "
        "(CategoryTheory.eqToIso h).hom ≫ f"), "CategoryTheory.eqToIso")}
    assert types == {"CategoryTheory.Iso X Y"}


def test_hom_of_le_is_a_morphism_of_the_preorder() -> None:
    text = ("∀ {X : Type*} [Preorder X] (a b c : X) (h : a ≤ b) (k : b ≤ c), "
            "CategoryTheory.homOfLE h ≫ CategoryTheory.homOfLE k = "
            "CategoryTheory.homOfLE (h.trans k)")
    types = {show_type(a.ty) for a in applications(elaborate_rendering(text),
                                                   "CategoryTheory.homOfLE")}
    assert types == {"Quiver.Hom a b", "Quiver.Hom b c", "Quiver.Hom a c"}


def test_a_composite_whose_ends_do_not_meet_is_refused() -> None:
    # `eqToHom h : X ⟶ Y` then `f : X ⟶ Z`: Lean's `≫` needs `Y = X`, which nothing says
    with pytest.raises(UnsupportedError):
        elaborate_rendering(f"{_CAT}(h : X = Y) (f : X ⟶ Z), "
                            "CategoryTheory.eqToHom h ≫ f = CategoryTheory.eqToHom h ≫ f")


@pytest.mark.parametrize("text", [
    # objects of a category of types: their morphisms are read as functions, not so typed
    "∀ (X Y : Type) (h : X = Y), CategoryTheory.eqToHom h = CategoryTheory.eqToHom h",
    # a tactic proof: Lean takes its proposition from the expected type (not read here)
    _CAT + "(h : X = Y), CategoryTheory.eqToHom (by rw [h]) = CategoryTheory.eqToHom h",
])
def test_what_is_not_read_exactly_gets_no_morphism_type(text: str) -> None:
    try:
        types = _types(text)
    except UnsupportedError:
        return
    assert not any(t.startswith("Quiver.Hom") for t in types)


_CORPUS = {
    "CategoryTheory.eqToHom_comp_iff": "CategoryTheory.eqToHom p.symm ≫ f",
    "CategoryTheory.IsHomLift.of_fac'": "CategoryTheory.eqToHom hb.symm",
    "CategoryTheory.NatTrans.congr": "G.map (CategoryTheory.eqToHom h.symm)",
    "CategoryTheory.MorphismProperty.of_eq": "CategoryTheory.eqToHom hX.symm ≫ f",
}


@pytest.mark.parametrize("name", sorted(_CORPUS))
def test_mathlib_eq_to_hom_statements_render(name: str) -> None:
    formal = rendered(_CORPUS, name)
    assert _CORPUS[name] in formal
    assert any(t.startswith("Quiver.Hom") for t in _types(formal))


_COMPLEX = ("∀ {ι : Type*} {V : Type*} [CategoryTheory.Category V] "
            "[CategoryTheory.Limits.HasZeroMorphisms V] (c : ComplexShape ι) "
            "(K : HomologicalComplex V c) (p q r : ι) ")


def _iso_types(text: str) -> set[str]:
    return {show_type(a.ty) for a in applications(elaborate_rendering(text), X_ISO_OF_EQ)}


@pytest.mark.parametrize(("binders", "use", "expected"), [
    ("(h : p = q)", "(K.XIsoOfEq h).hom ≫ K.d q r", "CategoryTheory.Iso (K.X p) (K.X q)"),
    ("(h : q = p)", "(K.XIsoOfEq h.symm).hom ≫ K.d q r", "CategoryTheory.Iso (K.X p) (K.X q)"),
    ("(h : p = q)", "(K.XIsoOfEq h).inv ≫ K.d p r", "CategoryTheory.Iso (K.X p) (K.X q)"),
])
def test_x_iso_of_eq_is_an_isomorphism_of_the_members(binders: str, use: str,
                                                      expected: str) -> None:
    assert _iso_types(f"{_COMPLEX}{binders}, {use} = {use}") == {expected}


def test_x_iso_of_eq_whose_ends_do_not_meet_is_refused() -> None:
    with pytest.raises(UnsupportedError):
        elaborate_rendering(f"{_COMPLEX}(h : p = q), (K.XIsoOfEq h).hom ≫ K.d p r = "
                            "(K.XIsoOfEq h).hom ≫ K.d p r")


_COMPLEX_CORPUS = {
    "HomologicalComplex.XIsoOfEq_hom_comp_d": "(K.XIsoOfEq h).hom ≫ K.d p₂ p₃",
    "HomologicalComplex.XIsoOfEq_hom_naturality": "(L.XIsoOfEq h).hom",
    "HomologicalComplex.XIsoOfEq_hom_comp_XIsoOfEq_hom": "(K.XIsoOfEq (h₁₂.trans h₂₃)).hom",
}


@pytest.mark.parametrize("name", sorted(_COMPLEX_CORPUS))
def test_mathlib_x_iso_of_eq_statements_render(name: str) -> None:
    formal = rendered(_COMPLEX_CORPUS, name)
    assert _COMPLEX_CORPUS[name] in formal
    assert _iso_types(formal)
