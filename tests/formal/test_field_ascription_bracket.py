"""Field notation on a term as a hypothesis, ascribed constants, and ascriptions and brackets
inside a type's name: each read as Lean reads it, or refused."""

from __future__ import annotations

import pytest

from forminv_lean.formal import UnsupportedError, elaborate, to_lean
from forminv_lean.formal.meaning.terms import walk


def test_field_predicate_on_a_term_is_a_hypothesis() -> None:
    # `(s : Set α).InjOn i` is `Set.InjOn i ↑s`: the object's type is `Set α`, and
    # `Set.InjOn` is declared a predicate, so the binder is a premise, not a variable
    text = "∀ {α β : Type*} (s : Finset α) (i : α → β) (h : (s : Set α).InjOn i), True"
    t = elaborate(text)
    assert not any(u.op == "forall" and u.name == "h" for u in walk(t))
    assert "Set.InjOn i" in to_lean(t) and "→ True" in to_lean(t)
    text = "∀ {α : Type*} (s t : Set α) (h : (s ∩ t).Nonempty), (s ∩ t).Nonempty"
    assert to_lean(elaborate(text)).endswith("Set.Nonempty (s ∩ t) → Set.Nonempty (s ∩ t)")


@pytest.mark.parametrize("text", [
    # the object's type is an undeclared function's result: no namespace to look in
    "∀ {α : Type*} (s : Set α) (h : (Foo.bar s).Nonempty), True",
    # a namespace that has no such predicate declared
    "∀ {α : Type*} (s t : Set α) (h : (s ∩ t).Frobnicated), True",
])
def test_field_on_a_term_not_known_a_predicate_is_refused(text: str) -> None:
    with pytest.raises(UnsupportedError):
        elaborate(text)


def test_ascribed_undeclared_constant_has_the_ascribed_type() -> None:
    # `(Filter.atTop : Filter α)`: elaborated against `Filter α`, a value of that type
    t = elaborate("∀ {α : Type*} [Preorder α] (l : Filter α), (Filter.atTop : Filter α) = l")
    (c,) = [u for u in walk(t) if u.op == "const" and u.name == "Filter.atTop"]
    assert str(c.ty) == "Filter α"


@pytest.mark.parametrize(("text", "shown"), [
    ("∀ (f : Fin 3 → ℕ) (h : Foo (0 : Fin 3)), True", "Foo (0 : Fin 3)"),
    ("∀ (n : ℕ) (h : Foo (n : ℤ)), True", "Foo (n : ℤ)"),
    ("∀ {α : Type*} (a : α) (x : Foo {a}), True", "Foo {a}"),
    ("∀ {α : Type*} (a : α) (x : Foo ⟨a⟩), True", "Foo ⟨a⟩"),
])
def test_ascriptions_and_literals_in_a_type_are_kept_as_written(text: str, shown: str) -> None:
    # an ascribed argument of a type is the value `↑n`, never the subtype `↥n`
    assert shown in to_lean(elaborate(text))
    assert "↥" not in to_lean(elaborate(text))


@pytest.mark.parametrize("text", [
    # after a name, `[a]` and `(a, b)` may be a notation's own brackets (`R[X]`, `SL(2, ℝ)`)
    "∀ {α : Type*} (a : α) (x : Foo [a]), True",
    "∀ {α : Type*} (a : α) (x : Foo (a, a)), True",
])
def test_lists_and_tuples_in_a_type_are_refused(text: str) -> None:
    with pytest.raises(UnsupportedError):
        elaborate(text)


def test_ascribed_set_as_a_binder_type_is_still_its_subtype() -> None:
    assert "(x : ↥s)" in to_lean(elaborate("∀ {α : Type*} (s : Set α) (x : (s : Set α)), True"))
