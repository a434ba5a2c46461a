"""Lean's semantics of the edge cases, through `decide` (exact evaluation of ground facts)."""

from __future__ import annotations

import pytest

from forminv_lean.formal import decide
from forminv_lean.formal.meaning import semantics as S

TRUE_FACTS = [
    "(3 : ℕ) - 5 = 0", "(7 : ℕ) / 0 = 0", "(7 : ℕ) % 0 = 7", "(-7 : ℤ) / 2 = -4",
    "(-7 : ℤ) % 2 = 1", "(7 : ℤ) / (-2) = -3", "(7 : ℤ) % (-2) = 1", "(-7 : ℤ) / 0 = 0",
    "(5 : ℝ) / 0 = 0", "(0 : ℕ) ^ 0 = 1", "Real.sqrt (-4) = 0", "Real.sqrt 4 = 2",
    "¬ Nat.Prime 0", "¬ Nat.Prime 1", "Nat.Prime 2", "(0 : ℕ) ∣ 0", "¬ (0 : ℕ) ∣ 1",
    "Nat.gcd 0 0 = 0", "Nat.lcm 0 5 = 0", "Nat.choose 3 5 = 0", "Nat.factorial 0 = 1",
    "Even (0 : ℤ)", "Odd (-3 : ℤ)", "min (2 : ℤ) (-1) = -1", "|(-3 : ℤ)| = 3",
    "((2 : ℕ) - 3 : ℤ) = -1", "(((2 : ℕ) - 3 : ℕ) : ℤ) = 0", "(1 : ℚ) / 3 + 1 / 3 = 2 / 3",
    "Real.sqrt 2 * Real.sqrt 2 = 2", "(2 : ℝ)⁻¹ = 1 / 2", "(0 : ℝ)⁻¹ = 0",
]


@pytest.mark.parametrize("fact", TRUE_FACTS)
def test_ground_facts(fact: str) -> None:
    r = decide(fact)
    assert r.verdict == "proved", (fact, r)
    assert decide(f"¬ ({fact})").verdict == "refuted"


def test_primitives() -> None:
    assert S.int_ediv(-7, 2) == -4 and S.int_emod(-7, 2) == 1
    assert S.int_ediv(7, -2) == -3 and S.int_emod(7, -2) == 1
    assert S.nat_sub(2, 5) == 0 and S.nat_mod(5, 0) == 5 and S.nat_div(5, 0) == 0
    assert S.divides(0, 0, field=False) and not S.divides(0, 1, field=False)
    assert S.power(0, 0) == 1
    assert [n for n in range(20) if S.is_prime(n)] == [2, 3, 5, 7, 11, 13, 17, 19]


def test_false_controls_refuted_with_counterexample() -> None:
    r = decide("∀ n : ℕ, n > 1 → Nat.Prime n")
    assert r.verdict == "refuted" and r.counterexample == {"n": "4"}
    assert r.lean and "sorry" not in r.lean and "h 4" in r.lean
    r = decide("∀ a b : ℕ, a - b + b = a")
    assert r.verdict == "refuted" and r.counterexample is not None


@pytest.mark.slow
def test_type_class_countermodel() -> None:
    r = decide("∀ {M : Type*} [AddMonoid M] (a b : M), a + b = b + a", timeout=3)
    assert r.verdict == "refuted" and r.method == "finite_model"
    assert decide("∀ {M : Type*} [AddCommMonoid M] (a b : M), a + b = b + a").verdict == "proved"
