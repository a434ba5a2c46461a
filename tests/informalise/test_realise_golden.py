"""Golden sentences: every construct and every Style value, checked word for word.

These pin the wording the benchmark ships; a change here changes every dataset built
after it, so it should be deliberate (regenerate by hand, review the diff).
"""

from __future__ import annotations

import pytest

from forminv_lean.formal.ast import App, Binder, BinOp, Name, Num, Quant, UnOp
from forminv_lean.informalise import STYLE_NAMES, Style, question, realise, variants

GOLDEN: list[tuple[str, dict[str, str], str]] = [
    ('∀ p : ℕ, p.Prime → 2 ≤ p', {},
     'For every natural number p, if p is prime, then 2 is less than or equal to p.'),
    ('∀ p : ℕ, Nat.Prime p → 2 ≤ p', {'hypotheses': 'assuming'},
     'For every natural number p, assuming that p is prime, 2 is less than or equal to p.'),
    ('∀ {α : Type*} [AddCommMonoid α] (a b : α), a + b = b + a', {},
     'For every type α that is an additive commutative monoid, every element a of α and every element b of α, a + b equals b + a.'),
    ('∀ {α : Type*} [AddCommMonoid α] (a b : α), a + b = b + a', {'quantifier': 'for_all'},
     'For all types α that are additive commutative monoids and all elements a and b of α, a + b equals b + a.'),
    ('∀ a m n : ℕ, a ∣ m → a ∣ n → a ∣ m + n', {},
     'For every natural number a, every natural number m and every natural number n, if a divides m and a divides n, then a divides m + n.'),
    ('∀ a m n : ℕ, a ∣ m → a ∣ n → a ∣ m + n', {'quantifier': 'for_all', 'relation_voice': 'passive'},
     'For all natural numbers a, m and n, if m is a multiple of a and n is a multiple of a, then m + n is a multiple of a.'),
    ('∀ a m n : ℕ, a ∣ m → a ∣ n → a ∣ m + n', {'quantifier': 'any', 'implication': 'implies'},
     'For any natural numbers a, m and n, a divides m and a divides n together imply a divides m + n.'),
    ('∀ a m n : ℕ, a ∣ m → a ∣ n → a ∣ m + n', {'quantifier': 'each', 'implication': 'whenever'},
     'For each natural number a, each natural number m and each natural number n, a divides m + n whenever a divides m and a divides n.'),
    ('∀ a m n : ℕ, a ∣ m → a ∣ n → a ∣ m + n', {'quantifier': 'for_all', 'implication': 'only_if'},
     'For all natural numbers a, m and n, a divides m and a divides n both hold only if a divides m + n.'),
    ('∀ x : ℝ, 0 ≤ √x', {},
     'For every real number x, 0 is less than or equal to the square root of x.'),
    ('∀ x : ℝ, 0 ≤ √x', {'notation': 'symbols'},
     'For every real number x, 0 ≤ √x.'),
    ('∀ x : ℝ, 0 ≤ √x', {'relation_voice': 'passive'},
     'For every real number x, the square root of x is greater than or equal to 0.'),
    ('∀ s t : Set ℕ, s ∩ t ⊆ s', {},
     'For every set s of natural numbers and every set t of natural numbers, the intersection of s and t is a subset of s.'),
    ('∀ s t : Set ℕ, s ∩ t ⊆ s', {'relation_voice': 'passive'},
     'For every set s of natural numbers and every set t of natural numbers, s is a superset of the intersection of s and t.'),
    ('∀ s t : Set ℕ, s ∩ t ⊆ s', {'notation': 'symbols', 'relation_voice': 'passive'},
     'For every set s of natural numbers and every set t of natural numbers, s ⊇ s ∩ t.'),
    ('∀ n : ℕ, n % n = 0', {},
     'For every natural number n, n mod n equals 0.'),
    ('∀ n : ℕ, n % n = 0', {'notation': 'symbols', 'quantifier': 'for_all'},
     'For all natural numbers n, n % n = 0.'),
    ('∀ n : ℕ, 0 < n !', {},
     'For every natural number n, 0 is less than the factorial of n.'),
    ('∀ n : ℕ, 0 < n !', {'notation': 'symbols', 'relation_voice': 'passive'},
     'For every natural number n, n! > 0.'),
    ('∀ a b : ℤ, |a * b| = |a| * |b|', {},
     'For every integer a and every integer b, the absolute value of (a * b) equals |a| * |b|.'),
    ('∀ a b : ℕ, Nat.gcd a b ∣ a', {},
     'For every natural number a and every natural number b, the greatest common divisor of a and b divides a.'),
    ('∀ a b : ℕ, Nat.gcd a b ∣ a', {'notation': 'symbols'},
     'For every natural number a and every natural number b, gcd(a, b) ∣ a.'),
    ('∀ a b : ℕ, Nat.gcd a b ∣ a', {'relation_voice': 'passive'},
     'For every natural number a and every natural number b, a is a multiple of the greatest common divisor of a and b.'),
    ('∀ n k : ℕ, k ≤ n → Nat.choose n (n - k) = Nat.choose n k', {},
     'For every natural number n and every natural number k, if k is less than or equal to n, then n choose (n - k) equals n choose k.'),
    ('∀ a b : ℝ, min a b ≤ max a b', {},
     'For every real number a and every real number b, the minimum of a and b is less than or equal to the maximum of a and b.'),
    ('∀ x : ℝ, 0 ≤ x ^ 2', {},
     'For every real number x, 0 is less than or equal to x squared.'),
    ('∀ x : ℝ, 0 ≤ x ^ 2', {'notation': 'symbols'},
     'For every real number x, 0 ≤ x^2.'),
    ('∀ n : ℤ, Even n ∨ Odd n', {},
     'For every integer n, n is even or n is odd.'),
    ('∀ m n : ℕ, Even (m * n) ↔ Even m ∨ Even n', {},
     'For every natural number m and every natural number n, m * n is even if and only if m is even or n is even.'),
    ('∀ m n : ℕ, Even (m * n) ↔ Even m ∨ Even n', {'connective': 'exactly_when'},
     'For every natural number m and every natural number n, m * n is even exactly when m is even or n is even.'),
    ('∀ m n : ℕ, Even (m * n) ↔ Even m ∨ Even n', {'connective': 'precisely_when'},
     'For every natural number m and every natural number n, m * n is even precisely when m is even or n is even.'),
    ('∀ m n : ℕ, Even (m * n) ↔ Even m ∨ Even n', {'connective': 'just_in_case'},
     'For every natural number m and every natural number n, m * n is even just in case m is even or n is even.'),
    ('∀ m n : ℕ, n ≤ m → (Even (m - n) ↔ (Even m ↔ Even n))', {},
     'For every natural number m and every natural number n, if n is less than or equal to m, then (m - n is even if and only if (m is even if and only if n is even)).'),
    ('∀ n : ℕ, ¬ n < n', {},
     'For every natural number n, n is not less than n.'),
    ('∀ n : ℕ, ¬ n < n', {'relation_voice': 'passive'},
     'For every natural number n, n is not greater than n.'),
    ('∀ a b : ℕ, ¬ (a ∣ b ∧ b < a) ∨ a = b', {},
     'For every natural number a and every natural number b, (it is not the case that (a divides b and b is less than a)) or a equals b.'),
    ('¬ Nat.Prime 1', {},
     '1 is not prime.'),
    ('∀ x > 0, x ≥ 1', {},
     'For every natural number x greater than 0, x is greater than or equal to 1.'),
    ('∀ x > 0, x ≥ 1', {'quantifier': 'for_all', 'notation': 'symbols'},
     'For all natural numbers x > 0, x ≥ 1.'),
    ('∃ x : ℝ, x ^ 2 = 2', {},
     'There exists a real number x such that x squared equals 2.'),
    ('∃ x : ℝ, x ^ 2 = 2', {'quantifier': 'any'},
     'There is a real number x such that x squared equals 2.'),
    ('¬ ∃ m n : ℕ, m + n < m', {},
     'There do not exist natural numbers m and n such that m + n is less than m.'),
    ('¬ ∃ m n : ℕ, m + n < m', {'quantifier': 'for_all'},
     'There are no natural numbers m and n such that m + n is less than m.'),
    ('∀ (n : ℕ) (x : ℝ), (n : ℝ) ≤ x → ∃ z : ℤ, n ≤ z', {},
     'For every natural number n and every real number x, if (n as a real number) is less than or equal to x, then there exists an integer z such that n is less than or equal to z.'),
    ('∀ s : Set ℕ, ∀ x ∈ s, x ∈ s ∪ {y : ℕ | Even y}', {},
     'For every set s of natural numbers and every natural number x in s, x belongs to s ∪ {y : ℕ | Even y}.'),
    ('∀ x : ℤ, x ∉ (∅ : Set ℤ)', {'relation_voice': 'passive'},
     'For every integer x, the empty set of integers does not contain x.'),
    ('∀ {α : Type*} [LinearOrder α] [Lattice α] (a b : α), a ⊓ b ≤ a', {'quantifier': 'each'},
     'For each type α that is linearly ordered and a lattice, each element a of α and each element b of α, the infimum of a and b is less than or equal to a.'),
    ('Nat.gcd 4 6 = 2', {'notation': 'symbols'},
     'It holds that gcd(4, 6) = 2.'),
    ('(∀ n : ℕ, 0 < n) → False', {},
     'If (for every natural number n, 0 is less than n), then False holds.'),
    ('∀ a b : ℤ, a ∣ b ↔ -a ∣ b', {'relation_voice': 'passive', 'connective': 'just_in_case'},
     'For every integer a and every integer b, b is a multiple of a just in case b is a multiple of -a.'),
]


@pytest.mark.parametrize(("formal", "style", "expected"), GOLDEN,
                         ids=[f"{i:02d}" for i in range(len(GOLDEN))])
def test_golden(formal: str, style: dict[str, str], expected: str) -> None:
    assert realise(formal, Style(**style)) == expected


def test_golden_covers_every_style_value() -> None:
    used = {(k, v) for _, style, _ in GOLDEN for k, v in style.items()}
    for field, values in STYLE_NAMES.items():
        for v in values[1:]:  # the default is covered by the unstyled cases
            assert (field, v) in used, f"no golden case for {field}={v}"


def test_hand_built_tree_matches_text() -> None:
    tree = Quant("∀", (Binder(("p",), Name("ℕ")),),
                 BinOp("→", App(Name("Nat.Prime"), (Name("p"),)), BinOp("≤", Num("2"), Name("p"))))
    assert realise(tree) == realise("∀ p : ℕ, Nat.Prime p → 2 ≤ p") == (
        "For every natural number p, if p is prime, then 2 is less than or equal to p.")


def test_question_form() -> None:
    assert question("∀ p : ℕ, p.Prime → 2 ≤ p") == (
        "For every natural number p, if p is prime, then 2 is less than or equal to p"
        " — TRUE or FALSE?")


def test_variants_gives_one_sentence_per_value() -> None:
    v = variants("∀ a b : ℕ, a ∣ b → a ≤ b ∨ b = 0", "relation_voice")
    assert set(v) == {"active", "passive"}
    assert "b is a multiple of a" in v["passive"] and "a divides b" in v["active"]
    with pytest.raises(ValueError):
        variants("1 = 1", "colour")


def test_style_rejects_unknown_values() -> None:
    with pytest.raises(ValueError, match="quantifier"):
        Style(quantifier="most")  # type: ignore[arg-type]


def test_negated_atoms_read_naturally() -> None:
    assert realise("∀ a b : ℕ, ¬ a ∣ b → a ≠ b") == (
        "For every natural number a and every natural number b, if a does not divide b, "
        "then a is not equal to b.")
    assert realise("∀ p : ℕ, ¬ p.Prime ∨ 2 ≤ p") == (
        "For every natural number p, p is not prime or 2 is less than or equal to p.")
    assert realise(UnOp("¬", UnOp("¬", App(Name("Even"), (Num("2"),))))) == (
        "It is not the case that 2 is not even.")
