/-
Family `notation` (paper F4, tier T1): the same statement in another notation.
Each lemma equates two spellings that elaborate to definitionally equal terms, so the
proofs are `rfl` / `Iff.rfl`. Not compiled here; see lean_proofs/README.md.
-/
import Mathlib

namespace FormInvProofs.Notation

/-! ### `≠` is notation for the negation of `=` -/

theorem ne_iff_not_eq_general {α : Sort*} (a b : α) : a ≠ b ↔ ¬ a = b := Iff.rfl

theorem nat_ne_iff_not_eq (a b : ℕ) : a ≠ b ↔ ¬ a = b := Iff.rfl

theorem int_ne_iff_not_eq (a b : ℤ) : a ≠ b ↔ ¬ a = b := Iff.rfl

theorem real_ne_iff_not_eq (a b : ℝ) : a ≠ b ↔ ¬ a = b := Iff.rfl

/-! ### `∉` is notation for the negation of `∈` -/

theorem set_not_mem_iff_not_mem {α : Type*} (x : α) (s : Set α) : x ∉ s ↔ ¬ x ∈ s :=
  Iff.rfl

/-! ### Operator notation versus the named functions -/

theorem nat_mod_eq_nat_mod (n m : ℕ) : n % m = Nat.mod n m := rfl

theorem nat_dvd_eq_dvd (a b : ℕ) : a ∣ b ↔ Dvd.dvd a b := Iff.rfl

open scoped Nat in
theorem nat_factorial_eq_bang (n : ℕ) : Nat.factorial n = n ! := rfl

-- `√` is Mathlib's prefix notation for `Real.sqrt` (declared in Mathlib.Data.Real.Sqrt).
open Real in
theorem real_sqrt_eq_radical (x : ℝ) : Real.sqrt x = √x := rfl

theorem real_abs_bars_eq_abs (x : ℝ) : |x| = abs x := rfl

end FormInvProofs.Notation
