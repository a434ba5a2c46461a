/-
Family `unpack` (paper F7, tier T1): a defined term replaced by its definition.
Each lemma is a general characterisation, proved by the named Mathlib lemma or, where the
definition unfolds to the right-hand side, by `Iff.rfl`. Not compiled here; see
lean_proofs/README.md.
-/
import Mathlib

namespace FormInvProofs.Unpack

/-! ### Primes -/

/-- `Nat.prime_def`: a prime is at least 2 and its only divisors are 1 and itself. -/
theorem nat_prime_iff_two_le_and_dvd (p : ℕ) :
    Nat.Prime p ↔ 2 ≤ p ∧ ∀ m : ℕ, m ∣ p → m = 1 ∨ m = p :=
  Nat.prime_def

/-- `Nat.prime_def_lt`: only the divisor 1 below `p`. -/
theorem nat_prime_iff_two_le_and_dvd_lt (p : ℕ) :
    Nat.Prime p ↔ 2 ≤ p ∧ ∀ m : ℕ, m < p → m ∣ p → m = 1 :=
  Nat.prime_def_lt

/-! ### Parity -/

theorem nat_even_iff_mod_two (n : ℕ) : Even n ↔ n % 2 = 0 := Nat.even_iff

theorem nat_odd_iff_mod_two (n : ℕ) : Odd n ↔ n % 2 = 1 := Nat.odd_iff

theorem nat_even_iff_two_dvd (n : ℕ) : Even n ↔ 2 ∣ n := even_iff_two_dvd

theorem int_even_iff_two_dvd (n : ℤ) : Even n ↔ 2 ∣ n := even_iff_two_dvd

/-- `Even` unfolds to `∃ r, n = r + r`. -/
theorem nat_even_iff_exists_add_self (n : ℕ) : Even n ↔ ∃ r : ℕ, n = r + r := Iff.rfl

/-- `Odd` unfolds to `∃ m, n = 2 * m + 1`. -/
theorem nat_odd_iff_exists_two_mul_add_one (n : ℕ) : Odd n ↔ ∃ m : ℕ, n = 2 * m + 1 :=
  Iff.rfl

/-! ### Divisibility, order and coprimality on ℕ -/

/-- Lean core defines `a ∣ b` on ℕ as `∃ c, b = a * c`. -/
theorem nat_dvd_iff_exists_mul (a b : ℕ) : a ∣ b ↔ ∃ c : ℕ, b = a * c := Iff.rfl

/-- Lean core defines `a < b` on ℕ as `a + 1 ≤ b`. -/
theorem nat_lt_iff_add_one_le (a b : ℕ) : a < b ↔ a + 1 ≤ b := Iff.rfl

/-- `Nat.Coprime m n` is defined as `Nat.gcd m n = 1`. -/
theorem nat_coprime_iff_gcd_eq_one (m n : ℕ) : Nat.Coprime m n ↔ Nat.gcd m n = 1 :=
  Iff.rfl

/-! ### Sets -/

/-- Subset as membership (Mathlib's `Set.subset_def` states this by `rfl`). -/
theorem set_subset_iff_forall_mem {α : Type*} (s t : Set α) :
    s ⊆ t ↔ ∀ x : α, x ∈ s → x ∈ t :=
  Iff.rfl

theorem set_mem_inter_iff_and {α : Type*} (x : α) (s t : Set α) :
    x ∈ s ∩ t ↔ x ∈ s ∧ x ∈ t :=
  Iff.rfl

theorem set_mem_union_iff_or {α : Type*} (x : α) (s t : Set α) :
    x ∈ s ∪ t ↔ x ∈ s ∨ x ∈ t :=
  Iff.rfl

theorem set_mem_diff_iff_and_not {α : Type*} (x : α) (s t : Set α) :
    x ∈ s \ t ↔ x ∈ s ∧ x ∉ t :=
  Iff.rfl

theorem set_mem_compl_iff_not_mem {α : Type*} (x : α) (s : Set α) : x ∈ sᶜ ↔ x ∉ s :=
  Iff.rfl

/-! ### Absolute value -/

/-- `|x| = max x (-x)` (Mathlib's `abs_eq_max_neg`). -/
theorem real_abs_eq_max_neg (x : ℝ) : |x| = max x (-x) := abs_eq_max_neg

end FormInvProofs.Unpack
