"""An instance binder after value binders, written as a nested `∀` (`∀ {R} [CommRing R], ∀
(p : ℕ) [CharP R p], …`, as the reader writes it) means what the one flat binder list means in
Lean; an instance on a type bound outside the proposition it sits in is refused, never
dropped (dropping `[Nontrivial R]` would let a finite model refute a true statement); a class
that is a proposition is the hypothesis it states wherever it stands."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from forminv_lean.formal import UnsupportedError, elaborate, parse

_BINDERS = ["{R : Type*}", "[CommRing R]", "(p : ℕ)", "[CharP R p]", "[Nontrivial R]",
            "(x : R)", "[Pow R ℕ]"]


@settings(max_examples=40, deadline=None)
@given(st.integers(min_value=3, max_value=len(_BINDERS) - 1))
def test_a_nested_binder_list_is_the_flat_one(cut: int) -> None:
    """Splitting the binder list anywhere after the type gives the same statement."""
    flat = f"∀ {' '.join(_BINDERS)}, x = x"
    nested = f"∀ {' '.join(_BINDERS[:cut])}, ∀ {' '.join(_BINDERS[cut:])}, x = x"
    got = elaborate(parse(nested))
    assert got == elaborate(parse(flat))
    assert "?CharP # p" in str(got) and "Nontrivial" in str(got)


def test_an_instance_inside_a_proposition_on_an_outer_type_is_refused() -> None:
    with pytest.raises(UnsupportedError, match="outer quantifier binds it"):
        elaborate(parse("∀ {R : Type*} [CommRing R], (∀ [TopologicalSpace R], IsOpen "
                        "(Set.univ : Set R)) → True"))


def test_a_proposition_class_that_cannot_move_is_its_hypothesis() -> None:
    """`∀ (p : ℕ) [CharP A p], …` after a hypothesis, on an outer `A`: `CharP A p` is a
    proposition (prop_classes), so the binder is the hypothesis it states, where it stands."""
    got = elaborate(parse("∀ {R A : Type*} [NonAssocSemiring R] [NonAssocSemiring A] (f : R →+* "
                          "A), Function.Injective f → ∀ (p : ℕ) [CharP A p], CharP R p"))
    assert "(forall p:ℕ. (imp (app const p) (app const p)))" in str(got)


@settings(max_examples=30, deadline=None)
@given(st.sampled_from(["0 < n →", "n ≠ 0 → (∀ m : ℕ, m = m) →", ""]),
       st.sampled_from(["[Nontrivial R]", "[IsDomain R]", "[CharZero R]"]))
def test_an_instance_after_hypotheses_is_a_class_of_its_type(hyps: str, cls: str) -> None:
    """`∀ (n : ℕ) {R}, 0 < n → ∀ [Ring R] [C R], P` is Lean's `∀ n R (_ : 0 < n) [Ring R]
    [C R], P`, which is `∀ n R [Ring R] [C R], 0 < n → P`: the classes sit on `R`."""
    late = elaborate(parse(f"∀ (n : ℕ) {{R : Type*}}, {hyps} ∀ [Ring R] {cls}, (1 : R) ≠ 0"))
    flat = elaborate(parse(f"∀ (n : ℕ) {{R : Type*}} [Ring R] {cls}, {hyps} (1 : R) ≠ 0"))
    assert late == flat


@pytest.mark.parametrize("text", [
    # a second `TopologicalSpace α` is a second topology: never merged with the first
    "∀ {α : Type*} [TopologicalSpace α] (s : Set α), IsOpen s → ∀ [TopologicalSpace α], IsOpen s",
    # a later order on a preordered type is a second `≤`
    "∀ {α : Type*} [Preorder α] (a b : α), a ≤ b → ∀ [LinearOrder α], a ≤ b",
    # inside a conjunction: not a binder of the statement
    "∀ {R : Type*}, True ∧ ∀ [Ring R], (1 : R) ≠ 0",
])
def test_an_instance_that_cannot_move_is_refused(text: str) -> None:
    with pytest.raises(UnsupportedError):
        elaborate(parse(text))
