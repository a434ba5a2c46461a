"""Round 17: binders without a type first used at a declared function's parameter whose type
parameters nothing in the application fixes (`IsNilpotent x`, `IsOpen s`: the type is `?α`,
`Set ?α`, fixed by the next use; `IsCompl x y`: one `?α` for both), and applications met against an expected type whose type
parameters are still unassigned (`prod (a ::ₘ s)` as a side of `=`)."""

from __future__ import annotations

from functools import lru_cache
from typing import Any

import pytest

from forminv_lean.formalise.binder_types import infer_types
from tests.mathlib_corpus import (
    assert_rendering_shows,
    needs_index,
    rows_named,
)


def _infer(text: str, types: dict[str, str], name: str = "v") -> str | None:
    untyped = [name, *(n for n, t in types.items() if t == "_")]
    return infer_types([name], [(text, types)], untyped).get(name)


@pytest.mark.parametrize(("text", "types", "expected"), [
    # `IsNilpotent : α → Prop`: the first use leaves `?α`, the membership fixes it
    ("IsNilpotent v ↔ v ∈ s", {"s": "Set R"}, "R"),
    # … and a bare `?α` is fixed by any next use that fixes a first one (an ascription)
    ("IsNilpotent v ∧ (v : ℤ) = 0", {}, "ℤ"),
    # `IsOpen : Set α → Prop`: `Set ?α`, then `f ⁻¹' s` with `f : δ → γ` (`Set γ`)
    ("IsOpen v → MeasurableSet (f ⁻¹' v)", {"f": "δ → γ"}, "Set γ"),
    # `Multiset.prod (a ::ₘ s)` as a side of `=`: `Multiset ?α` gives `cons` nothing
    ("Multiset.prod (Multiset.cons a v) = a", {"a": "α"}, "Multiset α"),
    # `AEMeasurable : (α → β) → Measure α → Prop`: `indicator s f` meets `?α → ?β`
    ("MeasurableSet v → AEMeasurable (Set.indicator v f) μ",
     {"f": "α → β", "μ": "MeasureTheory.Measure α"}, "Set α"),
    # `IsCompl : α → α → Prop` with both arguments first used there: one `?α`, which the
    # next use of either fixes (`x ≤ w`)
    ("IsCompl v w → x ≤ w", {"w": "_", "x": "α"}, "α"),
    ("IsCompl w v → v ≤ x", {"w": "_", "x": "α"}, "α"),
])
def test_a_use_that_fixes_the_type(text: str, types: dict[str, str], expected: str) -> None:
    assert _infer(text, types) == expected


@pytest.mark.parametrize(("text", "types"), [
    # no next use: the type stays `?α` (Lean would fail, or default it; not read)
    ("IsNilpotent v", {}),
    # a partly known type `Set ?α` is not read at a relation (`binrel%` compares it with the
    # other side's under a new metavariable depth)
    ("IsOpen v → v = t", {"t": "Set α"}),
    # … nor at a next use of another shape (`Finset α` is no `Set ?α`)
    ("IsOpen v → Finset.card v = 0", {}),
    # another parameter mentions `α` (`Set.indicator`'s `α → β`, `f` untyped): not open
    ("Set.indicator v f = g", {"f": "_", "g": "α → β"}),
    # the expected type `Multiset ?α` would give `id`'s `α` a structure
    ("Multiset.prod (id v) = a", {"a": "α"}),
    # an expected type that is known exactly is propagated first (`ℤ` into `prod`'s `α`, then
    # `Multiset ℤ` into `cons`: `a : ℕ` is coerced, and `s : Multiset ℤ`)
    ("(Multiset.prod (Multiset.cons a v) : ℤ) = 0", {"a": "ℕ"}),
    # the other argument was used before (its type was open or fixed there): not one group
    ("w = 0 → IsCompl v w → x ≤ w", {"w": "_", "x": "α"}),
])
def test_a_use_that_leaves_the_type_open(text: str, types: dict[str, str]) -> None:
    assert _infer(text, types) is None


#: Mathlib v4.19.0 theorems whose binders without a type are first used so, and the text of
#: the rendering that shows the type Lean gives them.
TYPED = {
    "measurable_of_isOpen": "∀ (s : Set γ), IsOpen s →",
    "Multiset.prod_cons": "(s : Multiset α)",
    "aemeasurable_indicator_iff": "(s : Set α)",
    "Fin.finsetImage_castAdd_Ici": "(n m : ℕ) [NeZero m]",
    "IsCompl.Antitone": "(x y x' y' : α)",
}


@lru_cache(maxsize=1)
def _rows() -> dict[str, dict[str, Any]]:
    return rows_named(set(TYPED))


@needs_index
@pytest.mark.parametrize("name", sorted(TYPED))
def test_a_corpus_binder_gets_the_type_lean_gives(name: str) -> None:
    assert_rendering_shows(_rows(), name, TYPED[name])
