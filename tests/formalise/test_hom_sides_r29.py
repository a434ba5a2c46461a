"""A binder without a type first used as a side of `⟶` takes the other side's type (round 29,
`formalise/hom_sides_r29.py`; Mathlib/Combinatorics/Quiver/Basic.lean:48 `infixr:10 " ⟶ " =>
Quiver.Hom`, both sides at the one parameter type `V`).

Before the rule `∀ ⦃Y⦄ (f : Y ⟶ X), …` was refused (`the type of Y, which Lean fixes where the
checker does not read it`). The tests check the type read from either side, that a side whose
type is not known (or the binder on both sides) fixes nothing, and (corpus, skipped when
absent) that Mathlib theorems of this shape render with the binder typed.
"""

from __future__ import annotations

import pytest

from forminv_lean.formalise.binder_types import infer_types
from forminv_lean.formalise.holes import unread_bound_type
from tests.mathlib_corpus import rendered

_CAT = {"C": "Type*", "D": "Type*", "X": "C", "F": "C ⥤ D"}


def _infer(text: str, types: dict[str, str], name: str = "v") -> str | None:
    untyped = [name, *(n for n, t in types.items() if t == "_")]
    return infer_types([name], [(text, types)], untyped).get(name)


@pytest.mark.parametrize(("text", "expected"), [
    ("Nonempty (v ⟶ X)", "C"),      # the binder on the left: `?V := ?v`, then `X : C`
    ("Nonempty (X ⟶ v)", "C"),      # on the right: `?V := C` from `X`
])
def test_a_side_of_a_morphism_arrow_takes_the_other_sides_type(text: str, expected: str) -> None:
    assert _infer(text, _CAT) == expected


@pytest.mark.parametrize("text", [
    "Nonempty (v ⟶ v)",             # nothing else fixes `?V`
    "Nonempty (v ⟶ y)",             # the other side has no type either
])
def test_no_type_where_the_other_side_fixes_none(text: str) -> None:
    assert _infer(text, {**_CAT, "y": "_"}) is None


def test_the_checker_agrees_with_the_type_read() -> None:
    text = ("∀ {C : Type*} [CategoryTheory.Category C] (X : C) (R S : CategoryTheory.Sieve X), "
            "(∀ ⦃Y⦄ (f : Y ⟶ X), R f ↔ S f) → R = S")
    assert unread_bound_type(text) is None


_ROWS = {
    "CategoryTheory.Sieve.ext": "∀ ⦃Y⦄ (f : Y ⟶ X), R f ↔ S f",
    "CategoryTheory.Limits.hasInitial_of_unique": "[∀ Y, Nonempty (X ⟶ Y)]",
    "CategoryTheory.FinallySmall.exists_small_weakly_terminal_set":
        "∀ i, ∃ j ∈ s, Nonempty (i ⟶ j)",
}


@pytest.mark.parametrize("name", sorted(_ROWS))
def test_mathlib_hom_sides_render(name: str) -> None:
    assert _ROWS[name] in rendered(_ROWS, name)
