"""Facts the Z3 encoder asserts at the `theory` level, each an instance of a named Lean or
Mathlib lemma at a term that occurs: with the fact, its statement is proved; the statements
it must not prove stay unproved (the fact is no stronger than the lemma)."""

from __future__ import annotations

import pytest

from forminv_lean.formal import check, decide

PROVED = [
    "∀ a b : ℕ, Nat.gcd a b ∣ a",            # Nat.gcd_dvd_left
    "∀ a b : ℕ, Nat.gcd a b ∣ b",            # Nat.gcd_dvd_right
    "∀ a b : ℕ, a ∣ Nat.lcm a b",            # Nat.dvd_lcm_left
    "∀ a b : ℕ, b ∣ Nat.lcm a b",            # Nat.dvd_lcm_right
    "∀ n k : ℕ, k ≤ n → Nat.choose n k = Nat.choose n (n - k)",  # Nat.choose_symm
]
NOT_PROVED = [
    "∀ a b : ℕ, Nat.lcm a b ∣ a",
    "∀ a b : ℕ, a ∣ Nat.gcd a b",
    "∀ n k : ℕ, Nat.choose n k = Nat.choose n (n - k)",  # k > n: choose n k = 0, choose n 0 = 1
]


@pytest.mark.parametrize("statement", PROVED)
def test_a_lemma_instance_proves_its_statement(statement: str) -> None:
    assert decide(statement).verdict == "proved"


@pytest.mark.parametrize("statement", NOT_PROVED)
def test_the_facts_prove_nothing_false(statement: str) -> None:
    assert decide(statement).verdict == "refuted"


def test_the_corpus_pairs_they_decide() -> None:
    """Two pairs of the checker corpus (`gcd_lcm_swap`, `choose_symm_wrong`) that were
    `unknown` without these facts: a true side proved, the other refuted."""
    assert check("∀ a b : ℕ, Nat.gcd a b ∣ a", "∀ a b : ℕ, Nat.lcm a b ∣ a").verdict \
        == "not_equivalent"
    assert check("∀ n k : ℕ, k ≤ n → Nat.choose n k = Nat.choose n (n - k)",
                 "∀ n k : ℕ, Nat.choose n k = Nat.choose n (n - k)").verdict == "not_equivalent"
