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
OTHERWISE = "a bound variable the checker types otherwise than Lean's first use"


def test_a_bound_variable_typed_where_the_checker_does_not_look_is_refused() -> None:
    """The round-9 risk: the checker typed `p` from `= p` (a later use, where Lean coerces);
    Lean's first use is the anonymous constructor, which round 27 reads (`anon_items_r27`:
    `p : AddMonoidAlgebra R ℕ`), and the checker, typing it otherwise, is refused."""
    text = "∀ {R : Type*} [Semiring R], ∃ p, Polynomial.coeff (⟨p⟩ : Polynomial R) = p"
    assert unread_bound_type(text) == OTHERWISE
    assert validate(text) == "unsupported: " + OTHERWISE
    # an anonymous constructor at a type no rule reads is still refused at its first use
    text = "∀ {R : Type*} [Semiring R], ∃ p, Polynomial.coeff (⟨p⟩ : Cubic R) = p"
    assert unread_bound_type(text) == FIRST_USE_UNREAD.format("p")


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
#: what the checker reads: `Matroid.IsCocircuit K`, declared since round 16, types `K` before
#: the later `e ∈ K`) and refused (`Filter.high_scores`' `∀ N, ∃ n ≥ N`: Lean types `N` where
#: the checker does not read it).
KEPT = ("Filter.mem_iSup", "Pi.disjoint_iff", "ZMod.erdos_ginzburg_ziv_prime",
        "Nat.Prime.not_coprime_iff_dvd", "Matroid.IsNonloop.exists_mem_isCocircuit")
REFUSED = {"Filter.high_scores": "N"}


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


# -- typing rules added with this check, for header binders and holes alike ------------------

HEAD = {"α": "Type*", "β": "Type*", "R": "Type*", "A": "Type*"}


@pytest.mark.parametrize(("text", "types", "name", "expected"), [
    # the expected type fixes a declared function's result: `𝓝 b` against `Filter β`
    ("Filter.Tendsto f l (𝓝 b)", {"f": "α → β", "l": "Filter α"}, "b", "β"),
    ("Filter.Tendsto f (𝓝 x) l", {"f": "α → β", "l": "Filter β"}, "x", "α"),
    # an explicit type argument (`Type α` in the tables) is the parameter itself
    ("algebraMap R A x = 0", {}, "x", "R"),
    # `⊆` is `HasSubset.Subset : α → α → Prop`
    ("t ⊆ s", {"s": "Set α"}, "t", "Set α"),
    # a dependent function variable's domain, its own binder typed by `α i`
    ("f i = g i", {"ι": "Type*", "γ": "ι → Type*", "f": "∀ i, γ i", "g": "∀ i, γ i"}, "i", "ι"),
])
def test_a_first_use_fixes_the_type(text: str, types: dict[str, str], name: str,
                                    expected: str) -> None:
    from forminv_lean.formalise.binder_types import infer_types

    got = infer_types([name], [(text, {**HEAD, **types, name: "_"})], [name])
    assert got == {name: expected}


@pytest.mark.parametrize("text", [
    # `𝓝 b` with no expected type that fixes `β` (an operand of `=`: no expected type)
    "𝓝 b = l",
    # the expected type does not have the result's shape: Lean would coerce or fail
    "Filter.Tendsto f l (Set.univ b)",
])
def test_no_expected_type_fixes_nothing(text: str) -> None:
    from forminv_lean.formalise.binder_types import infer_types

    got = infer_types(["b"], [(text, {**HEAD, "f": "α → β", "l": "Filter β", "b": "_"})], ["b"])
    assert got == {}


@pytest.mark.parametrize(("text", "filled"), [
    # the first type argument is the type of the later explicit argument `x : R`, the
    # second the other side's type (`binrel%` unifies `?β` with it)
    ("∀ {R S : Type*} [CommSemiring R] [CommSemiring S] [Algebra R S] (x : R) (y : S), "
     "y = algebraMap _ _ x",
     "∀ {R S : Type*} [CommSemiring R] [CommSemiring S] [Algebra R S] (x : R) (y : S), "
     "y = algebraMap R S x"),
    # nothing fixes `?β` where the other side is a numeral: refused
    ("∀ {R S : Type*} [CommSemiring R] [CommSemiring S] [Algebra R S] (x : R), "
     "algebraMap R _ x = 0", None),
])
def test_a_type_argument_hole_is_filled_from_what_fixes_it(text: str, filled: str | None) -> None:
    from forminv_lean.formalise.holes import fill_holes
    from forminv_lean.formalise.render import hole_positions

    assert fill_holes(text, hole_positions(text)) == filled
