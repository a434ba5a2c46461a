"""A `∀`/`∃` binder written without a type inside a statement has Lean's type or is refused.

Lean assigns such a binder's metavariable type at its first use; the checker unifies over the
whole statement, so it could take the type from a later use where Lean inserts a coercion
(`∃ p, coeff (⟨p⟩ : Polynomial R) = p`: Lean types `p` at the anonymous constructor, the
checker read `ℕ → R` off `= p`). `holes.unread_bound_type` types each such binder by the
first-use rules of `binder_types` and checks the checker agrees, or leaves it to the checker
only at a first use the checker elaborates as Lean does; any other refuses.
"""

from __future__ import annotations

from functools import lru_cache
from typing import Any

import pytest

from forminv_lean.formalise.holes import unread_bound_type
from forminv_lean.formalise.render import validate
from tests.mathlib_corpus import needs_index, render_row, require, rows_named

FIRST_USE_UNREAD = "the type of {}, which Lean fixes where the checker does not read it"


def test_a_bound_variable_typed_where_the_checker_does_not_look_is_refused() -> None:
    """The round-9 risk: the checker typed `p` from `= p` (a later use, where Lean coerces);
    Lean's first use is the anonymous constructor, which no rule reads."""
    text = "∀ {R : Type*} [Semiring R], ∃ p, Polynomial.coeff (⟨p⟩ : Polynomial R) = p"
    assert unread_bound_type(text) == FIRST_USE_UNREAD.format("p")
    assert validate(text) == "unsupported: " + FIRST_USE_UNREAD.format("p")


@pytest.mark.parametrize("text", [
    # the first use fixes the type: a function variable's domain, a membership, a declared
    # function (`Nat.Prime : ℕ → Prop`), `⊆` (`HasSubset.Subset : α → α → Prop`)
    "∀ {α : Type*} (x : Set α) (f : ℕ → Filter α), x ∈ iSup f ↔ ∀ i, x ∈ f i",
    "∀ m n : ℕ, ¬Nat.Coprime m n ↔ ∃ p, Nat.Prime p ∧ p ∣ m ∧ p ∣ n",
    "∀ {ι : Type*} (s : Finset ι) (a : ι → ℕ), ∃ t ⊆ s, ∑ i ∈ t, a i = 0",
    # one group, two types: `f : α → β → γ` types `a` and `b` apart
    "∀ {α β γ : Type*} (f : α → β → γ) (g : γ → γ), (∀ a b, g (f a b) = f a b) → True",
    # the domain of a dependent function variable, its own binder typed by `α i`
    "∀ {ι : Type*} (α : ι → Type*) (f g : ∀ i, α i), (∀ i, f i = g i) → f = g",
    # a first use the checker elaborates as Lean does: a relation with a numeral (open), then
    # a use that fixes it
    "∀ (s : Finset ℕ), ∃ n, 0 < n ∧ n ∈ s",
])
def test_a_bound_variable_with_lean_s_type_is_kept(text: str) -> None:
    assert unread_bound_type(text) is None
    assert validate(text) is None


#: Corpus theorems whose statement binds a name without a type: kept (Lean's first use fixes
#: what the checker reads) and refused (`Matroid.IsCocircuit`, outside the tables, is where
#: Lean types `K`; the checker only saw the later `e ∈ K`).
KEPT = ("Filter.mem_iSup", "Pi.disjoint_iff", "ZMod.erdos_ginzburg_ziv_prime",
        "Nat.Prime.not_coprime_iff_dvd")
REFUSED = {"Matroid.IsNonloop.exists_mem_isCocircuit": "K"}


@lru_cache(maxsize=1)
def _rows() -> dict[str, dict[str, Any]]:
    return rows_named(set(KEPT) | set(REFUSED))


@needs_index
@pytest.mark.parametrize("name", KEPT)
def test_a_corpus_bound_variable_lean_types_is_kept(name: str) -> None:
    require()
    r = render_row(_rows()[name])
    assert r.formal is not None, r.reason


@needs_index
@pytest.mark.parametrize("name", sorted(REFUSED))
def test_a_corpus_bound_variable_typed_where_the_checker_does_not_look_is_refused(
        name: str) -> None:
    require()
    r = render_row(_rows()[name])
    assert r.formal is None
    assert r.reason == "unsupported: " + FIRST_USE_UNREAD.format(REFUSED[name])
