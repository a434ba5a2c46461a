"""Golden sentences: every construct and every Style value, checked word for word.

These pin the wording the benchmark ships; a change here changes every dataset built
after it, so it should be deliberate (regenerate by hand, review the diff). Every golden
sentence must also read back (the reader) as the formula it was made from.
"""

from __future__ import annotations

import pytest

from forminv_lean.formal.meaning.ast import App, Binder, BinOp, Name, Num, Quant, UnOp
from forminv_lean.informalise import STYLE_NAMES, Style, question, realise, variants
from forminv_lean.informalise.reader import formula_key, read

GOLDEN: list[tuple[str, dict[str, str], str]] = [
    ('∀ p : ℕ, p.Prime → 2 ≤ p', {},
     'For every natural number p, if p is prime, then 2 is less than or equal to p.'),
    ('∀ p : ℕ, p.Prime → 2 ≤ p', {'relation_voice': 'passive'},
     'For every natural number p, if p is prime, then p is bounded below by 2.'),
    ('∀ p : ℕ, p.Prime → 2 ≤ p', {'lexicon': 'alternate'},
     'For every natural number p, if p is a prime number, then 2 is at most p.'),
    ('∀ {α : Type*} [AddCommMonoid α] (a b : α), a + b = b + a', {},
     'In every additive commutative monoid α, for all elements a and b of α, a + b equals b + a.'),
    ('∀ {α : Type*} [AddCommMonoid α] (a b : α), a + b = b + a', {'quantifier': 'any'},
     'In any additive commutative monoid α, for any elements a and b of α, a + b equals b + a.'),
    ('∀ {α : Type*} [AddCommMonoid α] (a b : α), a + b = b + a', {'quantifier': 'split'},
     'In every additive commutative monoid α, for every element a of α and every element b of α, a + b equals b + a.'),
    ('∀ a m n : ℕ, a ∣ m → a ∣ n → a ∣ m + n', {},
     'For all natural numbers a, m and n, if a divides m and a divides n, then a divides m + n.'),
    ('∀ a m n : ℕ, a ∣ m → a ∣ n → a ∣ m + n', {'relation_voice': 'passive'},
     'For all natural numbers a, m and n, if m is divisible by a and n is divisible by a, then m + n is divisible by a.'),
    ('∀ a m n : ℕ, a ∣ m → a ∣ n → a ∣ m + n', {'quantifier': 'each', 'implication': 'whenever'},
     'For each natural number a, each natural number m and each natural number n, a divides m + n whenever a divides m and a divides n.'),
    ('∀ a m n : ℕ, a ∣ m → a ∣ n → a ∣ m + n', {'implication': 'only_if'},
     'For all natural numbers a, m and n, a divides m and a divides n both hold only if a divides m + n.'),
    ('∀ a m n : ℕ, a ∣ m → a ∣ n → a ∣ m + n', {'lexicon': 'alternate', 'notation': 'symbols'},
     'For all natural numbers a, m and n, if a ∣ m and a ∣ n, then a ∣ m + n.'),
    ('∀ x : ℝ, 0 ≤ √x', {},
     'For every real number x, 0 is less than or equal to the square root of x, where the square root of a negative number is 0.'),
    ('∀ x : ℝ, 0 ≤ √x', {'notation': 'symbols'},
     'For every real number x, 0 ≤ √x, where the square root of a negative number is 0.'),
    ('∀ x : ℝ, 0 ≤ √x', {'relation_voice': 'passive'},
     'For every real number x, the square root of x is bounded below by 0, where the square root of a negative number is 0.'),
    ('∀ s t : Set ℕ, s ∩ t ⊆ s', {},
     'For all sets s and t of natural numbers, the intersection of s and t is a subset of s.'),
    ('∀ s t : Set ℕ, s ∩ t ⊆ s', {'relation_voice': 'passive'},
     'For all sets s and t of natural numbers, the intersection of s and t is contained in s.'),
    ('∀ s t : Set ℕ, s ∩ t ⊆ s', {'notation': 'symbols', 'relation_voice': 'passive'},
     'For all sets s and t of natural numbers, s ⊇ s ∩ t.'),
    ('∀ {α : Type*} (s : Set α), s ∪ sᶜ = Set.univ', {},
     'For every type α and every subset s of α, s ∪ sᶜ equals α.'),
    ('∀ {α : Type*} (x : α) (s : Set α), x ∈ s ∨ x ∉ s', {'relation_voice': 'passive'},
     'For every type α, every element x of α and every subset s of α, s contains x or s does not contain x.'),
    ('∀ n : ℕ, n % n = 0', {},
     'For every natural number n, n mod n equals 0, where a number mod 0 is the number itself.'),
    ('∀ n : ℕ, n % n = 0', {'lexicon': 'alternate'},
     'For every natural number n, the remainder when n is divided by n is equal to 0, where a number mod 0 is the number itself.'),
    ('∀ n : ℕ, 0 < n !', {},
     'For every natural number n, 0 is less than the factorial of n.'),
    ('∀ n : ℕ, 0 < n !', {'lexicon': 'alternate'},
     'For every natural number n, 0 is smaller than n factorial.'),
    ('∀ n : ℕ, 0 < n !', {'notation': 'symbols', 'relation_voice': 'passive'},
     'For every natural number n, n! > 0.'),
    ('∀ a b : ℤ, |a * b| = |a| * |b|', {},
     'For all integers a and b, the absolute value of (a * b) equals |a| * |b|.'),
    ('∀ a b : ℕ, Nat.gcd a b ∣ a', {},
     'For all natural numbers a and b, the greatest common divisor of a and b divides a.'),
    ('∀ a b : ℕ, Nat.gcd a b ∣ a', {'notation': 'symbols'},
     'For all natural numbers a and b, gcd(a, b) ∣ a.'),
    ('∀ a b : ℕ, Nat.gcd a b ∣ a', {'lexicon': 'alternate'},
     'For all natural numbers a and b, the highest common factor of a and b is a divisor of a.'),
    ('∀ n k : ℕ, k ≤ n → Nat.choose n (n - k) = Nat.choose n k', {},
     'For all natural numbers n and k, if k is less than or equal to n, then n choose (n - k) equals n choose k.'),
    ('∀ n k : ℕ, Nat.choose n (n - k) = Nat.choose n k', {},
     'For all natural numbers n and k, n choose (n - k) equals n choose k, where subtraction of natural numbers is truncated at 0.'),
    ('∀ a b : ℝ, min a b ≤ max a b', {'lexicon': 'alternate'},
     'For all real numbers a and b, the smaller of a and b is at most the larger of a and b.'),
    ('∀ x : ℝ, 0 ≤ x ^ 2', {},
     'For every real number x, 0 is less than or equal to x squared.'),
    ('∀ x : ℝ, x / x = 1', {},
     'For every real number x, x / x equals 1, where division by 0 gives 0.'),
    ('∀ m n : ℕ, Even (m * n) ↔ Even m ∨ Even n', {},
     'For all natural numbers m and n, m * n is even if and only if m is even or n is even.'),
    ('∀ m n : ℕ, Even (m * n) ↔ Even m ∨ Even n', {'connective': 'exactly_when'},
     'For all natural numbers m and n, m * n is even exactly when m is even or n is even.'),
    ('∀ m n : ℕ, n ≤ m → (Even (m - n) ↔ (Even m ↔ Even n))', {},
     'For all natural numbers m and n, if n is less than or equal to m, then (m - n is even if and only if (m is even if and only if n is even)).'),
    ('∀ n : ℕ, ¬ n < n', {},
     'For every natural number n, n is not less than n.'),
    ('∀ n : ℕ, ¬ n < n', {'relation_voice': 'passive'},
     'For every natural number n, n is not exceeded by n.'),
    ('∀ a b : ℕ, ¬ (a ∣ b ∧ b < a) ∨ a = b', {},
     'For all natural numbers a and b, (it is not the case that (a divides b and b is less than a)) or a equals b.'),
    ('¬ Nat.Prime 1', {},
     '1 is not prime.'),
    ('∀ x > 0, x ≥ 1', {},
     'For every natural number x greater than 0, x is greater than or equal to 1.'),
    ('∀ x > 0, x ≥ 1', {'notation': 'symbols'},
     'For every natural number x > 0, x ≥ 1.'),
    ('∃ x : ℝ, x ^ 2 = 2', {},
     'There exists a real number x such that x squared equals 2.'),
    ('∃ x : ℝ, x ^ 2 = 2', {'quantifier': 'any'},
     'There is a real number x such that x squared equals 2.'),
    ('¬ ∃ m n : ℕ, m + n < m', {},
     'There are no natural numbers m and n such that m + n is less than m.'),
    ('∀ (n : ℕ) (x : ℝ), (n : ℝ) ≤ x → ∃ z : ℤ, n ≤ z', {},
     'For every natural number n and every real number x, if (n as a real number) is less than or equal to x, then there exists an integer z such that n is less than or equal to z.'),
    ('∀ {M : Type*} [Monoid M] (n : ℕ), (1 : M) ^ n = 1', {},
     'In every monoid M, for every natural number n, (1 as an element of M)^n equals 1.'),
    # (two classes that both provide ⊓, as `[LinearOrder α] [Lattice α]`, do not elaborate)
    ('∀ {α : Type*} [Lattice α] [Monoid α] (a b : α), a ⊓ b ≤ a', {'quantifier': 'each'},
     'In each lattice α that is also a monoid, for each element a of α and each element b of α, the infimum of a and b is less than or equal to a.'),
    # nested bars in parentheses: `||a||` reads as a norm (and as Bool-or to Lean)
    ('∀ a : ℝ, |(|a|)| = |a|', {'notation': 'symbols'},
     'For every real number a, |(|a|)| = |a|.'),
    ('Nat.gcd 4 6 = 2', {'notation': 'symbols'},
     'It holds that gcd(4, 6) = 2.'),
    ('(∀ n : ℕ, 0 < n) → False', {},
     'If (for every natural number n, 0 is less than n), then False holds.'),
    ('∀ a b : ℤ, a ∣ b ↔ -a ∣ b', {'relation_voice': 'passive'},
     'For all integers a and b, b is divisible by a if and only if b is divisible by -a.'),
    ('∀ s : Set ℕ, ∀ x ∈ s, x ∈ s ∪ {y : ℕ | Even y}', {},
     'For every set s of natural numbers and every natural number x in s, x belongs to s ∪ {y : ℕ | Even y}.'),
]


@pytest.mark.parametrize(("formal", "style", "expected"), GOLDEN,
                         ids=[f"{i:02d}" for i in range(len(GOLDEN))])
def test_golden(formal: str, style: dict[str, str], expected: str) -> None:
    assert realise(formal, Style(**style)) == expected
    if "{y" not in formal:  # the reader reads every golden sentence back
        assert formula_key(read(expected).formal, oriented=True) == \
            formula_key(formal, oriented=True)


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
    assert "b is divisible by a" in v["passive"] and "a divides b" in v["active"]
    with pytest.raises(ValueError):
        variants("1 = 1", "colour")


def test_style_rejects_unknown_values() -> None:
    with pytest.raises(ValueError, match="quantifier"):
        Style(quantifier="most")  # type: ignore[arg-type]
    with pytest.raises(ValueError, match="connective"):  # not in the audited table
        Style(connective="just_in_case")  # type: ignore[arg-type]


def test_negated_atoms_read_naturally() -> None:
    assert realise("∀ a b : ℕ, ¬ a ∣ b → a ≠ b") == (
        "For all natural numbers a and b, if a does not divide b, then a is not equal to b.")
    assert realise("∀ p : ℕ, ¬ p.Prime ∨ 2 ≤ p") == (
        "For every natural number p, p is not prime or 2 is less than or equal to p.")
    assert realise(UnOp("¬", UnOp("¬", App(Name("Even"), (Num("2"),))))) == (
        "It is not the case that 2 is not even.")
