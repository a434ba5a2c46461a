"""The hand-written examples of lean_proofs/FormInvProofs/Vocabulary.lean: one or more per
strategy of `certificates.STRATEGIES`, as (name, P, Q) certificates, (name, statement, values)
disproofs and (name, statement) proofs. `test_vocabulary.py` checks that the Lean file holds
exactly what the emitter prints for each, and that every strategy is exercised."""

from __future__ import annotations

from fractions import Fraction

CERTIFICATES: list[tuple[str, str, str]] = [
    ("defeq_notation", "∀ a b : ℕ, a ≥ b → a ≠ b → b < a",
     "∀ x y : ℕ, y ≤ x → ¬ x = y → x > y"),
    ("defeq_sets", "∀ s t : Set ℕ, s ⊆ t ∪ sᶜ",
     "∀ s t : Set ℕ, ∀ x : ℕ, x ∈ s → x ∈ t ∨ x ∉ s"),
    ("defeq_even_dvd", "∀ n : ℤ, Even n → 2 ∣ n * n",
     "∀ n : ℤ, (∃ r : ℤ, n = r + r) → ∃ c : ℤ, n * n = 2 * c"),
    ("congr_forall", "∀ n : ℕ, 2 ≤ n → Nat.Prime n", "∀ n : ℕ, ¬ n < 2 → Nat.Prime n"),
    ("congr_type", "∀ {α : Type*} [LinearOrder α] (a b : α), a ≤ b → min a b = a",
     "∀ {α : Type*} [LinearOrder α] (a b : α), ¬ b < a → min a b = a"),
    ("congr_exists", "∀ n : ℕ, ∃ p : ℕ, n ≤ p ∧ Nat.Prime p",
     "∀ n : ℕ, ∃ p : ℕ, ¬ p < n ∧ Nat.Prime p"),
    ("congr_connectives", "∀ a b : ℕ, ¬ (a ≤ b ∨ b ≤ a ↔ a = b)",
     "∀ a b : ℕ, ¬ (¬ b < a ∨ b ≤ a ↔ a = b)"),
    ("rw_quantifier", "∀ a b : ℕ, a + b = b + a", "¬ ∃ a b : ℕ, ¬ a + b = b + a"),
    ("rw_contrapositive", "∀ p : ℕ, Nat.Prime p → 1 < p", "∀ p : ℕ, ¬ 1 < p → ¬ Nat.Prime p"),
    ("rw_iff_def", "∀ x : ℝ, 0 < x ↔ 0 < 2 * x",
     "∀ x : ℝ, (0 < x → 0 < 2 * x) ∧ (0 < 2 * x → 0 < x)"),
    ("rw_not_lt", "∀ a : ℝ, 0 ≤ |a|", "∀ a : ℝ, ¬ |a| < 0"),
    ("rw_not_le", "∀ a b : ℤ, a < b → a ≠ b", "∀ a b : ℤ, ¬ b ≤ a → a ≠ b"),
    ("rw_prime_def", "∀ p : ℕ, Nat.Prime p → p ≠ 1",
     "∀ p : ℕ, 2 ≤ p ∧ (∀ m : ℕ, m ∣ p → m = 1 ∨ m = p) → p ≠ 1"),
    ("rw_lt_add_one", "∀ n : ℕ, 0 < Nat.factorial n", "∀ n : ℕ, 0 + 1 ≤ Nat.factorial n"),
    ("rw_set_ext", "∀ s t : Set ℕ, s ∩ t = t ∩ s",
     "∀ s t : Set ℕ, ∀ x : ℕ, x ∈ s ∩ t ↔ x ∈ t ∩ s"),
    ("rw_curry", "∀ a m n : ℕ, a ∣ m → a ∣ n → a ∣ m + n",
     "∀ a m n : ℕ, a ∣ m ∧ a ∣ n → a ∣ m + n"),
    ("rw_imp_not_comm", "∀ n : ℕ, Even n → n ≠ 7", "∀ n : ℕ, n = 7 → ¬ Even n"),
    ("rw_comm", "∀ {α : Type*} [LinearOrder α] (a b : α), a ≤ b ∨ b < a",
     "∀ {α : Type*} [LinearOrder α] (a b : α), b < a ∨ b ≥ a"),
    ("rw_eq_comm", "∀ {S : Type*} [Semigroup S] (a b c : S), a * b * c = a * (b * c)",
     "∀ {S : Type*} [Semigroup S] (x y z : S), x * (y * z) = x * y * z"),
    ("rw_iff_comm", "∀ a b : ℕ, a ∣ b ↔ b ∣ a", "∀ a b : ℕ, b ∣ a ↔ a ∣ b"),
    ("leaf_ring", "∀ a b c : ℤ, a * (b * c) = c * b * a",
     "∀ a b c : ℤ, c * (a * b) = b * (c * a)"),
    ("leaf_linarith", "∀ x : ℝ, 2 * x + 3 = 7", "∀ x : ℝ, x = 2"),
    ("leaf_linarith_atoms", "∀ a b : ℝ, |a * b| = |a| * |b|",
     "∀ a b : ℝ, |a * b| - |b| * |a| = 0"),
    ("rw_pow_two", "∀ x : ℝ, 0 ≤ x → Real.sqrt x ^ 2 = x",
     "∀ x : ℝ, 0 ≤ x → Real.sqrt x * Real.sqrt x = x"),
    ("rw_abs_max", "∀ a b : ℝ, |a| = |b| ↔ a = b ∨ a = -b",
     "∀ a b : ℝ, max a (-a) = |b| ↔ a = b ∨ a = -b"),
    ("rw_le_lt_or_eq", "∀ a : ℝ, 0 ≤ |a|", "∀ a : ℝ, 0 < |a| ∨ 0 = |a|"),
    ("rw_not_and", "∀ p : ℕ, Nat.Prime p → 2 ≤ p", "¬(∃ p : ℕ, Nat.Prime p ∧ ¬2 ≤ p)"),
    ("rw_even_iff", "∀ n : ℕ, Even n ∨ Odd n", "∀ n : ℕ, n % 2 = 0 ∨ Odd n"),
    ("rw_odd_iff", "∀ n : ℤ, Odd n ↔ ¬Even n", "∀ n : ℤ, n % 2 = 1 ↔ ¬Even n"),
    ("leaf_omega", "∀ a b : ℕ, a - b = 0", "∀ a b : ℕ, a ≤ b"),
]

DISPROOFS: list[tuple[str, str, dict[str, int | Fraction]]] = [
    ("disproof_decide", "∀ n : ℕ, n - 1 < n", {"n": 0}),
    ("disproof_norm_num", "∀ x : ℝ, 0 < x ^ 2", {"x": 0}),
    ("disproof_norm_num_prime", "∀ n : ℕ, 1 < n → Nat.Prime n", {"n": 4}),
]

PROOFS: list[tuple[str, str]] = [
    ("proof_omega", "∀ a b : ℕ, a - b ≤ a"),
]

# Track B: stated as written (`contextual_decl`), with the open-world steps only Track B uses.
IN_CONTEXT: list[tuple[str, str, str]] = [
    ("rw_not_forall", "∀ a b : ℕ, ¬ ∀ c : ℕ, a + c ≠ b", "∀ a b : ℕ, ∃ c : ℕ, ¬ a + c ≠ b"),
    ("rw_le_partial", "∀ {α : Type*} [PartialOrder α] (a b : α), a ≤ b → b ≤ a → a = b",
     "∀ {α : Type*} [PartialOrder α] (a b : α), a < b ∨ a = b → b ≤ a → a = b"),
    ("rw_binder_permutation",
     "∀ {α : Type*} {β : Type*} [LinearOrder α] (f : β → α) (x y : α) [Nonempty β], "
     "x ≤ y → f = f",
     "∀ {α : Type*} [LinearOrder α] {β : Type*} [Nonempty β] (f : β → α) (x y : α), "
     "¬ (y < x) → f = f"),
]
