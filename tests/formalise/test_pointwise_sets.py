"""Pointwise arithmetic on `Set α` (`s * t`, `s⁻¹`, `s ^ n`): Mathlib's scoped instances
(`Set.mul`, `Set.inv`, `Set.NPow`, ...; `elaborate_sets.pointwise_set_op`), kept
uninterpreted under Lean's names, read only where `Pointwise` is in effect and the element type
has the operation; refused otherwise."""

from __future__ import annotations

import pytest

from forminv_lean.formal import UnsupportedError, decide, elaborate
from forminv_lean.formal.meaning.terms import walk
from tests.mathlib_corpus import needs_index, render

MUL = ("theorem Set.mul_subset_mul {α : Type*} [Mul α] {s t u v : Set α} (h₁ : s ⊆ u) "
       "(h₂ : t ⊆ v) : s * t ⊆ u * v")


@pytest.mark.parametrize(("text", "heads"), [
    ("∀ {α : Type*} [Group α] (s t : Set α) (a : α), a ∈ s * t → a ∈ s * t", ["HMul.hMul"] * 2),
    ("∀ {α : Type*} [Group α] (s : Set α), s⁻¹⁻¹ = s", ["Inv.inv"] * 2),
    ("∀ {α : Type*} [AddGroup α] (s t : Set α), -(s + t) = -t + -s",
     ["Neg.neg", "HAdd.hAdd", "HAdd.hAdd", "Neg.neg", "Neg.neg"]),
    ("∀ {α : Type*} [Monoid α] (s : Set α) (b : α), s * {b} ⊆ s ^ 2", ["HMul.hMul", "HPow.hPow"]),
])
def test_pointwise_operations_are_uninterpreted_set_functions(text: str,
                                                              heads: list[str]) -> None:
    t = elaborate(text)
    apps = [u for u in walk(t) if u.op == "app" and u.name in set(heads)]
    assert sorted(u.name for u in apps) == sorted(heads)
    assert all(str(u.ty) == "Set α" for u in apps)


def test_uninterpreted_so_a_true_law_is_not_refuted_and_a_false_one_not_proved() -> None:
    assert decide("∀ {α : Type*} [CommGroup α] (s t : Set α), s * t = t * s",
                  timeout=10).verdict != "refuted"
    assert decide("∀ (s : Set ℕ), s - s = s + s", timeout=10).verdict not in ("valid", "proved")


@pytest.mark.parametrize("text", [
    "∀ {α : Type*} (s t : Set α), s * t = t",          # no `Mul α`: Lean finds no instance
    "∀ {α : Type*} [Monoid α] (s : Set α), s⁻¹ = s",   # a monoid has no `Inv α`
    # Lean elaborates these trees at `Finset α` (its own power and product); the elaborator
    # reads the Finset as a Set to meet the set literal, so it is not Lean's operation
    "∀ {α : Type*} [Monoid α] (a : α) (n : ℕ), ({a} : Finset α) ^ n = {a ^ n}",
    "∀ {α : Type*} [Monoid α] (a : α) (s : Finset α), s * s = {a}",
])
def test_without_the_elements_operation_refused(text: str) -> None:
    with pytest.raises(UnsupportedError):
        elaborate(text)


@needs_index
@pytest.mark.parametrize("opens", ["open Pointwise", "open scoped Pointwise"])
def test_rendered_where_pointwise_is_open(opens: str) -> None:
    formal, reason = render(MUL, opens)
    assert formal is not None, reason
    assert formal.endswith("s * t ⊆ u * v")


@needs_index
def test_refused_where_pointwise_is_not_open() -> None:
    formal, reason = render(MUL, "open Set")
    assert formal is None and reason is not None and "Pointwise" in reason
