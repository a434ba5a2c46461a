"""Round 16: binders without a type first used as the argument of a dependent function
variable (`f i j` with `f : ∀ i, κ i → Set E`: `j : κ i`), and an application at a declared
function's parameter that is a bare type parameter nothing before fixes (`edist (f^[n] x) y`)."""

from __future__ import annotations

from functools import lru_cache
from typing import Any

import pytest

from forminv_lean.formal.statements import elaborate_rendering
from forminv_lean.formalise.binder_types import infer_types
from forminv_lean.formalise.holes import unread_bound_type
from tests.mathlib_corpus import (
    assert_rendering_shows,
    needs_index,
    render,
    rows_named,
)


def _infer(text: str, types: dict[str, str], name: str = "v") -> str | None:
    untyped = [name, *(n for n, t in types.items() if t == "_")]
    return infer_types([name], [(text, types)], untyped).get(name)


ABV = {"abv": "R → S", "R": "Type*", "S": "Type*", "[0]": "Semiring R",
       "[1]": "OrderedSemiring S", "w": "_"}
DEPENDENT = {"f": "∀ i, κ i → Set E", "κ": "ι → Sort*", "ι": "Sort*", "E": "Type*",
             "t": "Set E"}


@pytest.mark.parametrize(("text", "types", "expected"), [
    # the domain instantiated with the earlier argument, of a written type
    ("f i v ⊆ t", DEPENDENT | {"i": "ι"}, "κ i"),
    ("f i v ⊆ t", DEPENDENT | {"f": "(i : ι) → κ i → Set E", "i": "ι"}, "κ i"),
    # … or of a binder without a type that this same use fixes first (`∀ i j, f i j ⊆ t`)
    ("f i v ⊆ t", DEPENDENT | {"i": "_"}, "κ i"),
    # an arrow to a dependent function type: the binder of the `∀` is typed by its body
    ("Φ x v = y", {"Φ": "E → ∀ i, F' i", "F'": "ι → Type*", "x": "E", "y": "F' j"}, "ι"),
    # `EDist.edist : α → α → ℝ≥0∞`: nothing before its first argument fixes `α`, and its result
    # does not mention it, so `f^[n] v` is elaborated as with no expected type
    ("EDist.edist (Nat.iterate f n v) z = 0", {"f": "β → β", "n": "ℕ", "z": "β"}, "β"),
    # a sum elaborated against a type variable whose instances give `+` (`applyCoe` unifies
    # each leaf of unknown type with it), another binder without a type first used beside
    ("abv (v + w) ≤ abv v", ABV, "R"),
    ("abv (w * v) = abv v", ABV, "R"),
    # `Membership α (WSeq α)`, `Membership α (Part α)`
    ("v ∈ s", {"s": "Stream'.WSeq α"}, "α"),
    ("v ∈ o", {"o": "Part β"}, "β"),
    # the bound of a binder predicate whose binder has no type (`∀ b, b ≥ v → …`): the
    # relation unifies the two types, and the next use of either fixes both
    ("∀ b ≥ v, p b", {"p": "α → Prop"}, "α"),
    ("∀ b ≥ v, f v = b", {"f": "ℕ → ℕ"}, "ℕ"),
])
def test_a_use_that_fixes_the_type(text: str, types: dict[str, str], expected: str) -> None:
    assert _infer(text, types) == expected


@pytest.mark.parametrize(("text", "types"), [
    # the earlier argument's type is not the parameter's (Lean inserts a coercion there, and
    # the instantiated domain names `↑k`, not `k`)
    ("f k v ⊆ t", DEPENDENT | {"f": "∀ i : ℤ, κ i → Set E", "k": "ℕ"}),
    # an earlier argument that is no variable
    ("f (g x) v ⊆ t", DEPENDENT | {"g": "ℕ → ι", "x": "ℕ"}),
    # `EDist.edist`'s second parameter shares `α` with its first: an expected type is known
    ("EDist.edist z (Nat.iterate f n v) = 0", {"f": "β → β", "n": "ℕ", "z": "ℝ"}),
    # no instance in scope gives `+` at `R`: Lean elaborates the sum alone
    ("abv (v + w) ≤ abv v", ABV | {"[0]": "Mul R"}),
    # the other leaf is no binder without a type (its type is not known here)
    ("abv (v + u) ≤ abv v", ABV),
    # … a next use that fixes nothing (another predicate, a numeral), or a name bound twice
    ("∀ b ≥ v, ∀ c ≥ v, p b", {"p": "α → Prop"}),
    ("∀ b ≥ v, 0 < b", {}),
    ("(∀ b ≥ v, p b) ∧ ∀ b ≥ v, q b", {"p": "α → Prop", "q": "β → Prop"}),
])
def test_a_use_that_leaves_the_type_open(text: str, types: dict[str, str]) -> None:
    assert _infer(text, types) is None


def test_a_bound_variable_at_a_dependent_function_is_typed_as_lean_types_it() -> None:
    text = ("∀ {E : Type*} {ι : Type*} (κ : ι → Type*) (f : ∀ i, κ i → Set E) (t : Set E), "
            "(∀ i j, f i j ⊆ t) → True")
    assert unread_bound_type(text) is None
    elaborate_rendering(text)
    # an arrow whose result is a dependent function type is read too
    text = ("∀ {E : Type*} {ι : Type*} (F' : ι → Type*) (Φ : E → ∀ i, F' i) (x : E) "
            "(y : ∀ i, F' i), ∀ i, Φ x i = y i")
    assert unread_bound_type(text) is None


def test_a_leaf_typed_before_is_not_passed_over() -> None:
    # `w` was fixed by its first use (`w = n`, ℕ) before the sum: a leaf of known type then,
    # which the rules do not read (a coercion may be inserted there)
    texts = [("w = n", ABV | {"n": "ℕ"}), ("abv (v + w) ≤ abv v", ABV)]
    assert infer_types(["v"], texts, ["v", "w"]) == {}


@needs_index
def test_a_header_sum_of_two_binders_without_a_type() -> None:
    got, reason = render("theorem foo {R S : Type*} [Semiring R] [OrderedSemiring S] "
                         "(abv : R → S) (x y) : abv (x + y) ≤ abv x + abv y")
    assert got is not None and "(x y : R)" in got, reason
    elaborate_rendering(got)


#: Mathlib v4.19.0 theorems whose binders without a type are first used so, and the text of
#: the rendering that shows the type Lean gives them.
TYPED = {
    "Set.iUnion₂_subset": "(s : ∀ i, κ i → Set α)",
    "continuousAt_pi": "(f : X → ∀ i, π i)",
    "LipschitzWith.edist_iterate_succ_le_geometric": "∀ (x : α) (n : ℕ),",
    "IsAbsoluteValue.abv_add": "(x y : R)",
    # `∃ a, ∀ b ≥ a, p b`: kept as written, the checker's types agreeing with Lean's
    "Filter.eventually_atTop": "∃ a, ∀ b ≥ a, p b",
}


@lru_cache(maxsize=1)
def _rows() -> dict[str, dict[str, Any]]:
    return rows_named(set(TYPED))


@needs_index
@pytest.mark.parametrize("name", sorted(TYPED))
def test_a_corpus_binder_gets_the_type_lean_gives(name: str) -> None:
    assert_rendering_shows(_rows(), name, TYPED[name])
