"""The shift of a morphism `f⟦n⟧'` (`formalise/shift_morphisms_r29.py`): spelt `(shiftFunctor
T n).map f` where `f : X ⟶ Y` binds objects of one written category `T`, else refused. Read off
the Mathlib corpus (true theorems) and off the spelling function itself."""

from __future__ import annotations

from functools import lru_cache
from typing import Any

import pytest

from forminv_lean.formal.statements import elaborate_rendering
from forminv_lean.formalise.bracket_notation_r25 import BracketRefusal, _category, _spell_shifts
from forminv_lean.formalise.shift_morphisms_r29 import shifted_morphism
from tests.mathlib_corpus import needs_index, render_row, require, rows_named

#: Corpus theorems whose `f⟦n⟧'` shifts a binder `f : X ⟶ Y` (Mathlib v4.19.0), and the text
#: their rendering must hold: the functor's category is the type of `X` and `Y`; and two
#: whose binder's type shifts an object.
SHIFTED = {
    # CategoryTheory/Shift/Localization.lean:57 `lemma shift {X Y : C} {f : X ⟶ Y} (hf : W f)
    # (a : A) : W (f⟦a⟧')`
    "CategoryTheory.MorphismProperty.shift": "W ((CategoryTheory.shiftFunctor C a).map f)",
    # CategoryTheory/Triangulated/Subcategory.lean:182 `lemma W.shift {X₁ X₂ : C} {f : X₁ ⟶
    # X₂} (hf : S.W f) (n : ℤ) : S.W (f⟦n⟧')`
    "CategoryTheory.Triangulated.Subcategory.W.shift":
        "S.W ((CategoryTheory.shiftFunctor C n).map f)",
    # Algebra/Homology/HomotopyCategory/ShiftSequence.lean:135 `lemma quasiIso_shift_iff {K L :
    # CochainComplex C ℤ} (φ : K ⟶ L) (n : ℤ)`: the category is the complexes' type, whole
    "CochainComplex.quasiIso_shift_iff":
        "QuasiIso ((CategoryTheory.shiftFunctor (CochainComplex C ℤ) n).map φ)",
    # the object shift `X⟦n⟧` in a binder's type, spelt once the earlier binders are typed
    # (`expand_notations` defers it): Algebra/Homology/HomotopyCategory/HomComplexShift.lean:268
    # `lemma leftUnshift_add {n' a : ℤ} (γ₁ γ₂ : Cochain (K⟦a⟧) L n')`, `{K L M : CochainComplex
    # C ℤ}` its :36-37 `variable`s
    "CochainComplex.HomComplex.Cochain.leftUnshift_add":
        "Cochain ((CategoryTheory.shiftFunctor (CochainComplex C ℤ) a).obj K) L n'",
    # CategoryTheory/Triangulated/Pretriangulated.lean:168 `lemma distinguished_cocone_triangle₂
    # {Z X : C} (h : Z ⟶ X⟦(1 : ℤ)⟧)`
    "CategoryTheory.Pretriangulated.distinguished_cocone_triangle₂":
        "(h : Z ⟶ ((CategoryTheory.shiftFunctor C (1 : ℤ)).obj X))",
}

#: A `_` object of a monoidal whisker (`f ▷ _`, declared in `signatures_r18c.MONOIDAL` and read by
#: `morphism_holes`) that nothing beside it fixes: CategoryTheory/Closed/Monoidal.lean:229
#: `theorem uncurry_pre (f : B ⟶ A) (X : C) : MonoidalClosed.uncurry ((pre f).app X) = f ▷ _ ≫
#: (ihom.ev A).app X`.
WHISKER = "CategoryTheory.MonoidalClosed.uncurry_pre"

_TYPES = {"C": "Type u", "D": "Type u", "X": "C", "Y": "C", "Z": "D", "f": "X ⟶ Y",
          "g": "X ⟶ Z", "h": "X ⟶ F.obj Y", "n": "ℤ"}


@lru_cache(maxsize=1)
def _rows() -> dict[str, dict[str, Any]]:
    """The corpus rows the tests read, in one pass."""
    require()
    return rows_named({*SHIFTED, WHISKER})


@needs_index
@pytest.mark.parametrize("name", sorted(SHIFTED))
def test_a_shifted_binder_renders_as_the_shift_functors_map(name: str) -> None:
    """Without the rules these are refused ("the functor's objects are not named here", "a
    term that is no binder")."""
    res = render_row(_rows()[name])
    formal = res.formal
    assert formal is not None, res.reason
    assert SHIFTED[name] in formal and "⟦" not in formal, formal
    elaborate_rendering(formal)


def test_the_category_is_the_objects_written_type() -> None:
    assert shifted_morphism("f", _TYPES, _category) == "C"
    assert _spell_shifts("P (f⟦n⟧')", _TYPES) == "P ((CategoryTheory.shiftFunctor C n).map f)"
    assert _spell_shifts("f⟦n⟧' ≫ k", _TYPES) == \
        "((CategoryTheory.shiftFunctor C n).map f) ≫ k"


@pytest.mark.parametrize("name", ["g", "h", "n", "k"])
def test_no_category_is_read_where_unification_would_decide_it(name: str) -> None:
    """Objects of two written types (`g : X ⟶ Z`), an object that is a term (`F.obj Y`), a
    binder that is no morphism, a name no binder types: nothing is named."""
    assert shifted_morphism(name, _TYPES, _category) is None
    with pytest.raises(BracketRefusal, match="shift of a morphism"):
        _spell_shifts(f"P ({name}⟦n⟧')", _TYPES)


def test_a_shifted_term_that_is_no_binder_is_refused() -> None:
    with pytest.raises(BracketRefusal, match="shift of a morphism"):
        _spell_shifts("P ((F.map f)⟦n⟧')", _TYPES)


def test_a_name_the_statement_binds_again_is_refused() -> None:
    """`∀ f : …, f⟦n⟧'` is not the outer `f` whose type was read."""
    with pytest.raises(BracketRefusal, match="binds again"):
        _spell_shifts("∀ f : Z ⟶ Z, P (f⟦n⟧')", _TYPES)
    with pytest.raises(BracketRefusal, match="binds again"):
        _spell_shifts("∀ X : D, P (f⟦n⟧')", _TYPES)


@needs_index
def test_a_monoidal_whiskers_hole_is_said_to_be_an_object_nothing_fixes() -> None:
    """The whiskers are declared (`morphism_holes.DECLARED`), so the refusal says what is
    missing, not "which no table declares"."""
    res = render_row(_rows()[WHISKER])
    assert res.formal is None
    assert "an object of the morphism CategoryTheory.MonoidalCategoryStruct.whiskerRight" in (
        res.reason or ""), res.reason
