"""`Set.univ` where the declared type is `α → β` and the other arguments make it `α → Prop`
(`s =ᶠ[l] Set.univ` with `s : Set α`): Lean unifies `Set ?γ` with `α → Prop` by unfolding
`Set`, so it is `Set.univ : Set α`. Not `∅` (no `EmptyCollection (α → Prop)` instance), nor
a slot whose function type does not end in `Prop`."""

from __future__ import annotations

import pytest

from forminv_lean.formal import UnsupportedError, elaborate
from forminv_lean.formal.meaning.terms import walk


def test_univ_beside_a_set_in_eventually_eq() -> None:
    t = elaborate("∀ {α : Type*} (s : Set α) (l : Filter α), s =ᶠ[l] Set.univ ↔ s ∈ l")
    univ = next(u for u in walk(t) if u.op == "univ")
    assert str(univ.ty) == "Set α"


def test_refused_where_the_function_is_not_a_predicate() -> None:
    with pytest.raises(UnsupportedError):
        elaborate("∀ {α : Type*} (f : α → ℕ) (l : Filter α), f =ᶠ[l] Set.univ")
    with pytest.raises(UnsupportedError):   # `∅ : α → Prop` has no instance in Lean
        elaborate("∀ {α : Type*} (s : Set α) (l : Filter α), s =ᶠ[l] ∅")
