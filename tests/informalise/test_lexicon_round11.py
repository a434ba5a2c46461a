"""Round 11's lexicon entries through the realiser and the reader, in statements shaped like
the corpus's (one-line statements written here, nothing of the corpus copied)."""

from __future__ import annotations

import pytest

from forminv_lean.certify.quality import raw_lean
from forminv_lean.informalise import question
from forminv_lean.informalise.reader import formula_key, read

CASES = [
    ("∀ {α : Type*} [LinearOrderedField α] [FloorRing α] (b p : α), Int.fract (b / p) = Int.fract (b / p)",
     "the fractional part of"),
    ("∀ {X Y : Type*} [TopologicalSpace X] [TopologicalSpace Y] (f : X → Y), IsOpenMap f → IsOpenMap f",
     "is an open map"),
    ("∀ {α : Type*} [Preorder α] (a b : α), WCovBy a b → a ≤ b", "weakly covers"),
    ("∀ {R : Type*} [Semiring R] (p : ℕ) [ExpChar R p] (x : R), x = x",
     "has exponential characteristic"),
    ("∀ (n : ℕ), Nat.fib (n + 2) = Nat.fib n + Nat.fib (n + 1)", "the Fibonacci number of index"),
    ("∀ {X : Type*} [TopologicalSpace X] [T2Space X] (a b : X), a = b → b = a", "Hausdorff space"),
    ("∀ {α : Type*} [CancelCommMonoidWithZero α] [NormalizedGCDMonoid α] (a : α), a = a",
     "normalized GCD monoid"),
    ("∀ (x : ℝ), Real.toNNReal x = Real.toNNReal x", "the positive part of"),
]


@pytest.mark.parametrize(("formal", "words"), CASES, ids=[w for _, w in CASES])
def test_round11_entries_are_worded_and_read_back(formal: str, words: str) -> None:
    q = question(formal)
    assert words in q and not raw_lean(q), q
    assert formula_key(read(q).formal) == formula_key(formal), q


def test_the_universal_set_in_a_template_slot_reads_back() -> None:
    """`Set.univ` inside a template ("convex on … over ℝ") is "(the universal set)", which the
    reader reads as `Set.univ` since round 17 (it was marked Lean there before)."""
    formal = "∀ (n : ℕ), ConvexOn ℝ Set.univ (fun x : ℝ ↦ x ^ (2 * n))"
    q = question(formal)
    assert "convex on (the universal set) over ℝ" in q, q
    assert formula_key(read(q).formal) == formula_key(formal), q
