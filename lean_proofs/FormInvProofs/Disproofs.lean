/-
Disproofs of known-bad paraphrases and of the 10 FALSE controls in
extract/curated/theorems.toml (one per control, named in each control's `note`).
Each theorem is `¬ ∀ ...` with the control's counterexample as witness.
Not compiled here; see lean_proofs/README.md.
-/
import Mathlib

namespace FormInvProofs.Disproofs

/-- `0` does not divide `1` (in Lean, `0 ∣ n ↔ n = 0`). -/
theorem not_zero_dvd_one : ¬ (0 : ℕ) ∣ 1 := by decide

/-- Control `false_dvd_add_iff_overreach`; witness `a = 2, m = 1, n = 1`. -/
theorem not_forall_dvd_add_iff_and :
    ¬ ∀ a m n : ℕ, (a ∣ m + n ↔ a ∣ m ∧ a ∣ n) := by
  intro h
  have h211 : 2 ∣ 1 ∧ 2 ∣ 1 := (h 2 1 1).mp (by decide)
  exact absurd h211.1 (by decide)

/-- Control `false_converse_prime_two_le`; witness `n = 4`. -/
theorem not_forall_two_le_prime : ¬ ∀ n : ℕ, 2 ≤ n → Nat.Prime n := by
  intro h
  have h4 : Nat.Prime 4 := h 4 (by decide)
  have hn4 : ¬ Nat.Prime 4 := by norm_num
  exact hn4 h4

/-- Control `false_prime_odd_overgeneralization`; witness `p = 2`. -/
theorem not_forall_prime_odd : ¬ ∀ p : ℕ, Nat.Prime p → Odd p := by
  intro h
  exact absurd (h 2 Nat.prime_two) (by decide)

/-- Control `false_dvd_passive_inversion`; witness `a = 1, b = 2`. -/
theorem not_forall_mul_dvd_left : ¬ ∀ a b : ℕ, a * b ∣ a := by
  intro h
  exact absurd (h 1 2) (by decide)

/-- Control `false_nat_sub_add_cancel` (ℕ subtraction truncates); witness `a = 0, b = 1`. -/
theorem not_forall_nat_sub_add_cancel : ¬ ∀ a b : ℕ, a - b + b = a := by
  intro h
  exact absurd (h 0 1) (by decide)

/-- Control `false_nat_div_self` (`0 / 0 = 0` in Lean); witness `n = 0`. -/
theorem not_forall_nat_div_self : ¬ ∀ n : ℕ, n / n = 1 := by
  intro h
  exact absurd (h 0) (by decide)

/-- Control `false_choose_symm_no_hyp`; witness `n = 1, k = 2`. -/
theorem not_forall_choose_symm : ¬ ∀ n k : ℕ, Nat.choose n (n - k) = Nat.choose n k := by
  intro h
  exact absurd (h 1 2) (by decide)

/-- Control `false_sqrt_mul_self_all_reals` (`Real.sqrt x = 0` for `x ≤ 0`); witness `x = -1`. -/
theorem not_forall_sqrt_mul_self : ¬ ∀ x : ℝ, Real.sqrt x * Real.sqrt x = x := by
  intro h
  have h0 : Real.sqrt (-1) = 0 := Real.sqrt_eq_zero_of_nonpos (by norm_num)
  have h1 := h (-1)
  rw [h0] at h1
  norm_num at h1

/-- Control `false_sqrt_sq_all_reals`; witness `x = -1`. -/
theorem not_forall_sqrt_sq : ¬ ∀ x : ℝ, Real.sqrt (x ^ 2) = x := by
  intro h
  have h1 := h (-1)
  rw [Real.sqrt_sq_eq_abs] at h1
  norm_num at h1

/-- Control `false_abs_add_reversed`; witness `a = 1, b = -1`. -/
theorem not_forall_abs_add_ge : ¬ ∀ a b : ℝ, |a| + |b| ≤ |a + b| := by
  intro h
  have h1 := h 1 (-1)
  norm_num at h1

end FormInvProofs.Disproofs
