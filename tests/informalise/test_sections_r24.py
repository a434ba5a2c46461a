"""Sections of several `·` in words (round 24, issue #24: raw Lean in the English).

`(· ≤ ·)` is Lean's `fun x y ↦ x ≤ y`, the relation itself (`Directed (· ≤ ·) f`,
`DirectedOn (· ⊆ ·) S`): it is said "the relation ≤" (the reader's `w_rel_section` builds the
same section back). An arithmetic section of several `·` (`(· • ·)`, `(f · ^ ·)`) is its curried
`fun`, "the function x ↦ (the function y ↦ x • y)", which reads back to the same term now that
the formula identity names an untyped `fun` binder's placeholder type by its number alone. A
section whose body is a proposition (`(f · = ·)`) stays marked Lean: the reader's `fun` body is
a term, and "the function y ↦ f(x) = y" would read as an equation.
"""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from forminv_lean.certify.quality import raw_lean
from forminv_lean.informalise.reader import formula_key, read, same_formula
from forminv_lean.informalise.realise import question

#: A relation symbol -> a statement `DirectedOn` takes a section of it in (the carrier's type).
_ON = {
    "≤": "∀ {α : Type*} [Preorder α] (s : Set α), DirectedOn (SECTION) s",
    "≥": "∀ {α : Type*} [Preorder α] (s : Set α), DirectedOn (SECTION) s",
    "<": "∀ {α : Type*} [Preorder α] (s : Set α), DirectedOn (SECTION) s",
    ">": "∀ {α : Type*} [Preorder α] (s : Set α), DirectedOn (SECTION) s",
    "⊆": "∀ {α : Type*} (S : Set (Set α)), DirectedOn (SECTION) S",
    "⊂": "∀ {α : Type*} (S : Set (Set α)), DirectedOn (SECTION) S",
    "⊇": "∀ {α : Type*} (S : Set (Set α)), DirectedOn (SECTION) S",
    "∣": "∀ (s : Set ℕ), DirectedOn (SECTION) s",
    "=": "∀ (s : Set ℕ), DirectedOn (SECTION) s",
    "≠": "∀ (s : Set ℕ), DirectedOn (SECTION) s",
}


@settings(max_examples=20, deadline=None)
@given(st.sampled_from(sorted(_ON)))
def test_a_relation_section_is_the_relation_and_reads_back(op: str) -> None:
    formal = _ON[op].replace("SECTION", f"· {op} ·")
    q = question(formal)
    assert f"the relation {op}" in q, q
    assert not raw_lean(q), q
    assert same_formula(read(q).formal, formal), (q, read(q).formal)


@pytest.mark.parametrize("swapped", ["fun x y ↦ y ≤ x", "fun x y ↦ x < y"])
def test_the_relation_words_are_not_another_relation(swapped: str) -> None:
    """The words name the section exactly: a `fun` with its sides swapped or another symbol
    is another statement, and the reading of "the relation ≤" is not it."""
    formal = _ON["≤"].replace("SECTION", "· ≤ ·")
    other = _ON["≤"].replace("SECTION", swapped)
    assert not same_formula(read(question(formal)).formal, other)


def test_an_arithmetic_section_is_its_curried_function() -> None:
    formal = "∀ {α β : Type*} [SMul α β] (s : Set α) (t : Set β), Set.image2 (· • ·) s t = s • t"
    q = question(formal)
    assert "the function x ↦ (the function y ↦ x" in q, q
    assert not raw_lean(q), q
    assert same_formula(read(q).formal, formal), (q, read(q).formal)


def test_a_fun_binder_name_is_no_part_of_the_formula() -> None:
    """The untyped binders' placeholder types carry the binder's name; the formula identity
    ignores it, as it ignores the bound name itself, but not the body."""
    a = "∀ {α β : Type*} [SMul α β] (s : Set α) (t : Set β), Set.image2 (· • ·) s t = s • t"
    b = ("∀ {α β : Type*} [SMul α β] (s : Set α) (t : Set β), "
         "Set.image2 (fun u v ↦ u • v) s t = s • t")
    c = ("∀ {α β : Type*} [SMul α β] (s : Set α) (t : Set β), "
         "Set.image2 (fun u v ↦ u • u) s t = s • t")
    assert same_formula(a, b)
    formula_key(c)   # (elaborates: the next line compares two formulas)
    assert not same_formula(a, c)


def test_a_proposition_section_stays_lean() -> None:
    formal = ("∀ {α : Sort*} (r : α → α → Prop) (f : α → α), r = (f · = ·)")
    q = question(formal)
    assert "f(x) = y" not in q, q
    assert "(f · = ·)" in raw_lean(q), q
