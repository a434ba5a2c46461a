/-
Family `order` (paper F6, tier T1): a comparison written in the other direction.
General equivalences only (no instances), proved by unfolding `≥`/`>` (`Iff.rfl`) or by
Mathlib's `not_lt` / `not_le`. Not compiled here; see lean_proofs/README.md.
-/
import Mathlib

namespace FormInvProofs.Order

/-! ### `a ≥ b` is notation for `b ≤ a`, and `a > b` for `b < a` -/

theorem ge_iff_le_of_LE {α : Type*} [LE α] (a b : α) : a ≥ b ↔ b ≤ a := Iff.rfl

theorem gt_iff_lt_of_LT {α : Type*} [LT α] (a b : α) : a > b ↔ b < a := Iff.rfl

theorem preorder_ge_iff_le {α : Type*} [Preorder α] (a b : α) : a ≥ b ↔ b ≤ a := Iff.rfl

theorem preorder_gt_iff_lt {α : Type*} [Preorder α] (a b : α) : a > b ↔ b < a := Iff.rfl

theorem linearOrder_ge_iff_le {α : Type*} [LinearOrder α] (a b : α) : a ≥ b ↔ b ≤ a :=
  Iff.rfl

theorem nat_ge_iff_le (a b : ℕ) : a ≥ b ↔ b ≤ a := Iff.rfl

theorem nat_gt_iff_lt (a b : ℕ) : a > b ↔ b < a := Iff.rfl

theorem int_ge_iff_le (a b : ℤ) : a ≥ b ↔ b ≤ a := Iff.rfl

theorem int_gt_iff_lt (a b : ℤ) : a > b ↔ b < a := Iff.rfl

theorem rat_ge_iff_le (a b : ℚ) : a ≥ b ↔ b ≤ a := Iff.rfl

theorem rat_gt_iff_lt (a b : ℚ) : a > b ↔ b < a := Iff.rfl

theorem real_ge_iff_le (a b : ℝ) : a ≥ b ↔ b ≤ a := Iff.rfl

theorem real_gt_iff_lt (a b : ℝ) : a > b ↔ b < a := Iff.rfl

/-! ### Negated comparisons in a linear order -/

theorem linearOrder_not_lt_iff_le {α : Type*} [LinearOrder α] (a b : α) :
    ¬ a < b ↔ b ≤ a :=
  not_lt

theorem linearOrder_not_le_iff_lt {α : Type*} [LinearOrder α] (a b : α) :
    ¬ a ≤ b ↔ b < a :=
  not_le

theorem linearOrder_not_lt_iff_ge {α : Type*} [LinearOrder α] (a b : α) :
    ¬ a < b ↔ a ≥ b :=
  not_lt

theorem linearOrder_not_le_iff_gt {α : Type*} [LinearOrder α] (a b : α) :
    ¬ a ≤ b ↔ a > b :=
  not_le

end FormInvProofs.Order
