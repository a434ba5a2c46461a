/-
Hand-written examples of every proof step the certificate emitter uses
(forminv_lean/formal/certificates.py, STRATEGIES): each declaration below is exactly what
the emitter prints for its pair of statements, so `lake build` checking this file checks the
vocabulary. tests/lean/test_vocabulary.py keeps it in sync with the emitter. Not compiled on
the project's machines (no Lean there); see lean_proofs/README.md.
-/
import Mathlib

universe u

namespace FormInvProofs.Vocabulary

theorem defeq_notation : (∀ (a b : ℕ), a ≥ b → a ≠ b → b < a) ↔ (∀ (x y : ℕ), y ≤ x → ¬x = y → x > y) :=
  Iff.rfl

theorem defeq_sets : (∀ (s t : Set ℕ), s ⊆ t ∪ sᶜ) ↔ (∀ (s t : Set ℕ) (x : ℕ), x ∈ s → x ∈ t ∨ x ∉ s) :=
  Iff.rfl

theorem defeq_even_dvd : (∀ (n : ℤ), Even n → 2 ∣ n * n) ↔ (∀ (n : ℤ), (∃ (r : ℤ), n = r + r) → (∃ (c : ℤ), n * n = 2 * c)) :=
  Iff.rfl

theorem congr_forall : (∀ (n : ℕ), 2 ≤ n → Nat.Prime n) ↔ (∀ (n : ℕ), ¬n < 2 → Nat.Prime n) :=
  forall_congr' fun n =>
    imp_congr
      (Iff.symm (Nat.not_lt : ¬n < 2 ↔ 2 ≤ n))
      Iff.rfl

theorem congr_type : (∀ {α : Type u} [LinearOrder α] (a b : α), a ≤ b → min a b = a) ↔ (∀ {α : Type u} [LinearOrder α] (a b : α), ¬b < a → min a b = a) :=
  forall_congr' fun α =>
    forall_congr' fun _ =>
      forall_congr' fun a =>
        forall_congr' fun b =>
          imp_congr
            (Iff.symm (not_lt : ¬b < a ↔ a ≤ b))
            Iff.rfl

theorem congr_exists : (∀ (n : ℕ), ∃ (p : ℕ), n ≤ p ∧ Nat.Prime p) ↔ (∀ (n : ℕ), ∃ (p : ℕ), ¬p < n ∧ Nat.Prime p) :=
  forall_congr' fun n =>
    exists_congr fun p =>
      and_congr
        (Iff.symm (Nat.not_lt : ¬p < n ↔ n ≤ p))
        Iff.rfl

theorem congr_connectives : (∀ (a b : ℕ), ¬(a ≤ b ∨ b ≤ a ↔ a = b)) ↔ (∀ (a b : ℕ), ¬(¬b < a ∨ b ≤ a ↔ a = b)) :=
  forall_congr' fun a =>
    forall_congr' fun b =>
      not_congr
        (iff_congr
            (or_congr
                (Iff.symm (Nat.not_lt : ¬b < a ↔ a ≤ b))
                Iff.rfl)
            Iff.rfl)

theorem rw_quantifier : (∀ (a b : ℕ), a + b = b + a) ↔ (¬(∃ (a b : ℕ), ¬a + b = b + a)) :=
  Iff.trans
    (forall_congr' fun a =>
        Iff.trans
          (forall_congr' fun b =>
              (Iff.symm (Classical.not_not : ¬¬a + b = b + a ↔ a + b = b + a)) : (∀ (b : ℕ), a + b = b + a) ↔ (∀ (b : ℕ), ¬¬a + b = b + a))
          (Iff.symm (not_exists : ¬(∃ (b : ℕ), ¬a + b = b + a) ↔ (∀ (b : ℕ), ¬¬a + b = b + a))) : (∀ (a b : ℕ), a + b = b + a) ↔ (∀ (a : ℕ), ¬(∃ (b : ℕ), ¬a + b = b + a)))
    (Iff.symm (not_exists : ¬(∃ (a b : ℕ), ¬a + b = b + a) ↔ (∀ (a : ℕ), ¬(∃ (b : ℕ), ¬a + b = b + a))))

theorem rw_contrapositive : (∀ (p : ℕ), Nat.Prime p → 1 < p) ↔ (∀ (p : ℕ), ¬1 < p → ¬Nat.Prime p) :=
  forall_congr' fun p =>
    (Iff.symm (not_imp_not : ¬1 < p → ¬Nat.Prime p ↔ Nat.Prime p → 1 < p))

theorem rw_iff_def : (∀ (x : ℝ), 0 < x ↔ 0 < 2 * x) ↔ (∀ (x : ℝ), (0 < x → 0 < 2 * x) ∧ (0 < 2 * x → 0 < x)) :=
  forall_congr' fun x =>
    (iff_def : (0 < x ↔ 0 < 2 * x) ↔ (0 < x → 0 < 2 * x) ∧ (0 < 2 * x → 0 < x))

theorem rw_not_lt : (∀ (a : ℝ), 0 ≤ |a|) ↔ (∀ (a : ℝ), ¬|a| < 0) :=
  forall_congr' fun a =>
    (Iff.symm (not_lt : ¬|a| < 0 ↔ 0 ≤ |a|))

theorem rw_not_le : (∀ (a b : ℤ), a < b → a ≠ b) ↔ (∀ (a b : ℤ), ¬b ≤ a → a ≠ b) :=
  forall_congr' fun a =>
    forall_congr' fun b =>
      imp_congr
        (Iff.symm (Int.not_le : ¬b ≤ a ↔ a < b))
        Iff.rfl

theorem rw_prime_def : (∀ (p : ℕ), Nat.Prime p → p ≠ 1) ↔ (∀ (p : ℕ), 2 ≤ p ∧ (∀ (m : ℕ), m ∣ p → m = 1 ∨ m = p) → p ≠ 1) :=
  forall_congr' fun p =>
    imp_congr
      (Nat.prime_def : Nat.Prime p ↔ 2 ≤ p ∧ (∀ (m : ℕ), m ∣ p → m = 1 ∨ m = p))
      Iff.rfl

theorem rw_lt_add_one : (∀ (n : ℕ), 0 < Nat.factorial n) ↔ (∀ (n : ℕ), 0 + 1 ≤ Nat.factorial n) :=
  forall_congr' fun n =>
    (Nat.lt_iff_add_one_le : 0 < Nat.factorial n ↔ 0 + 1 ≤ Nat.factorial n)

theorem rw_set_ext : (∀ (s t : Set ℕ), s ∩ t = t ∩ s) ↔ (∀ (s t : Set ℕ) (x : ℕ), x ∈ s ∩ t ↔ x ∈ t ∩ s) :=
  forall_congr' fun s =>
    forall_congr' fun t =>
      (Set.ext_iff : s ∩ t = t ∩ s ↔ (∀ (x : ℕ), x ∈ s ∩ t ↔ x ∈ t ∩ s))

theorem rw_curry : (∀ (a m n : ℕ), a ∣ m → a ∣ n → a ∣ m + n) ↔ (∀ (a m n : ℕ), a ∣ m ∧ a ∣ n → a ∣ m + n) :=
  forall_congr' fun a =>
    forall_congr' fun m =>
      forall_congr' fun n =>
        (Iff.symm (and_imp : a ∣ m ∧ a ∣ n → a ∣ m + n ↔ a ∣ m → a ∣ n → a ∣ m + n))

theorem rw_imp_not_comm : (∀ (n : ℕ), Even n → n ≠ 7) ↔ (∀ (n : ℕ), n = 7 → ¬Even n) :=
  forall_congr' fun n =>
    (imp_not_comm : Even n → ¬n = 7 ↔ n = 7 → ¬Even n)

theorem rw_comm : (∀ {α : Type u} [LinearOrder α] (a b : α), a ≤ b ∨ b < a) ↔ (∀ {α : Type u} [LinearOrder α] (a b : α), b < a ∨ b ≥ a) :=
  forall_congr' fun α =>
    forall_congr' fun _ =>
      forall_congr' fun a =>
        forall_congr' fun b =>
          (Iff.symm (Or.comm : b < a ∨ a ≤ b ↔ a ≤ b ∨ b < a))

theorem rw_eq_comm : (∀ {S : Type u} [Semigroup S] (a b c : S), a * b * c = a * (b * c)) ↔ (∀ {S : Type u} [Semigroup S] (x y z : S), x * (y * z) = x * y * z) :=
  forall_congr' fun S =>
    forall_congr' fun _ =>
      forall_congr' fun a =>
        forall_congr' fun b =>
          forall_congr' fun c =>
            (Iff.symm (eq_comm : a * (b * c) = a * b * c ↔ a * b * c = a * (b * c)))

theorem rw_iff_comm : (∀ (a b : ℕ), a ∣ b ↔ b ∣ a) ↔ (∀ (a b : ℕ), b ∣ a ↔ a ∣ b) :=
  forall_congr' fun a =>
    forall_congr' fun b =>
      (Iff.symm (Iff.comm : (b ∣ a ↔ a ∣ b) ↔ (a ∣ b ↔ b ∣ a)))

theorem leaf_ring : (∀ (a b c : ℤ), a * (b * c) = c * b * a) ↔ (∀ (a b c : ℤ), c * (a * b) = b * (c * a)) :=
  forall_congr' fun a =>
    forall_congr' fun b =>
      forall_congr' fun c =>
        (by rw [show (a * (b * c) : ℤ) = c * (a * b) by ring, show (c * b * a : ℤ) = b * (c * a) by ring] : a * (b * c) = c * b * a ↔ c * (a * b) = b * (c * a))

theorem leaf_linarith : (∀ (x : ℝ), 2 * x + 3 = 7) ↔ (∀ (x : ℝ), x = 2) :=
  forall_congr' fun x =>
    (⟨fun h => by linarith, fun h => by linarith⟩ : 2 * x + 3 = 7 ↔ x = 2)

theorem leaf_linarith_atoms : (∀ (a b : ℝ), |a * b| = |a| * |b|) ↔ (∀ (a b : ℝ), |a * b| - |b| * |a| = 0) :=
  forall_congr' fun a =>
    forall_congr' fun b =>
      (⟨fun h => by linarith, fun h => by linarith⟩ : |a * b| = |a| * |b| ↔ |a * b| - |b| * |a| = 0)

theorem rw_pow_two : (∀ (x : ℝ), 0 ≤ x → Real.sqrt x ^ 2 = x) ↔ (∀ (x : ℝ), 0 ≤ x → Real.sqrt x * Real.sqrt x = x) :=
  forall_congr' fun x =>
    imp_congr
      Iff.rfl
      (by rw [pow_two (Real.sqrt x : ℝ)] : Real.sqrt x ^ 2 = x ↔ Real.sqrt x * Real.sqrt x = x)

theorem rw_abs_max : (∀ (a b : ℝ), |a| = |b| ↔ a = b ∨ a = -b) ↔ (∀ (a b : ℝ), max a (-a) = |b| ↔ a = b ∨ a = -b) :=
  forall_congr' fun a =>
    forall_congr' fun b =>
      iff_congr
        (by rw [abs_eq_max_neg (a := (a : ℝ)), abs_eq_max_neg (a := (b : ℝ))] : |a| = |b| ↔ max a (-a) = |b|)
        Iff.rfl

theorem rw_le_lt_or_eq : (∀ (a : ℝ), 0 ≤ |a|) ↔ (∀ (a : ℝ), 0 < |a| ∨ 0 = |a|) :=
  forall_congr' fun a =>
    (le_iff_lt_or_eq : 0 ≤ |a| ↔ 0 < |a| ∨ 0 = |a|)

theorem rw_not_and : (∀ (p : ℕ), Nat.Prime p → 2 ≤ p) ↔ (¬(∃ (p : ℕ), Nat.Prime p ∧ ¬2 ≤ p)) :=
  Iff.trans
    (forall_congr' fun p =>
        Iff.trans
          (imp_congr
              Iff.rfl
              (Iff.symm (Classical.not_not : ¬¬2 ≤ p ↔ 2 ≤ p)) : Nat.Prime p → 2 ≤ p ↔ Nat.Prime p → ¬¬2 ≤ p)
          (Iff.symm (not_and : ¬(Nat.Prime p ∧ ¬2 ≤ p) ↔ Nat.Prime p → ¬¬2 ≤ p)) : (∀ (p : ℕ), Nat.Prime p → 2 ≤ p) ↔ (∀ (p : ℕ), ¬(Nat.Prime p ∧ ¬2 ≤ p)))
    (Iff.symm (not_exists : ¬(∃ (p : ℕ), Nat.Prime p ∧ ¬2 ≤ p) ↔ (∀ (p : ℕ), ¬(Nat.Prime p ∧ ¬2 ≤ p))))

theorem rw_even_iff : (∀ (n : ℕ), Even n ∨ Odd n) ↔ (∀ (n : ℕ), n % 2 = 0 ∨ Odd n) :=
  forall_congr' fun n =>
    or_congr
      (Nat.even_iff : Even n ↔ n % 2 = 0)
      Iff.rfl

theorem rw_odd_iff : (∀ (n : ℤ), Odd n ↔ ¬Even n) ↔ (∀ (n : ℤ), n % 2 = 1 ↔ ¬Even n) :=
  forall_congr' fun n =>
    iff_congr
      (Int.odd_iff : Odd n ↔ n % 2 = 1)
      Iff.rfl

theorem leaf_omega : (∀ (a b : ℕ), a - b = 0) ↔ (∀ (a b : ℕ), a ≤ b) :=
  forall_congr' fun a =>
    forall_congr' fun b =>
      (by omega : a - b = 0 ↔ a ≤ b)

theorem disproof_decide : ¬(∀ (n : ℕ), n - 1 < n) :=
  fun h => absurd (@h 0) (by decide)

theorem disproof_norm_num : ¬(∀ (x : ℝ), 0 < x ^ 2) :=
  fun h => absurd (@h 0) (by norm_num)

theorem disproof_norm_num_prime : ¬(∀ (n : ℕ), 1 < n → Nat.Prime n) :=
  fun h => absurd (@h 4) (by norm_num)

theorem proof_omega : ∀ (a b : ℕ), a - b ≤ a := by
  intro a b
  omega

-- Track B (a statement in its declaration's context, printed as written): steps only the
-- open-world search uses.

theorem rw_not_forall : (∀ a b : ℕ, ¬(∀ c : ℕ, a + c ≠ b)) ↔ (∀ a b : ℕ, ∃ c : ℕ, ¬a + c ≠ b) :=
  forall_congr' fun a =>
    forall_congr' fun b =>
      (Classical.not_forall : ¬(∀ (c : ℕ), ¬a + c = b) ↔ (∃ (c : ℕ), ¬¬a + c = b))

theorem rw_le_partial : (∀ {α : Type u} [PartialOrder α] (a b : α), a ≤ b → b ≤ a → a = b) ↔ (∀ {α : Type u} [PartialOrder α] (a b : α), a < b ∨ a = b → b ≤ a → a = b) :=
  forall_congr' fun α =>
    forall_congr' fun _ =>
      forall_congr' fun a =>
        forall_congr' fun b =>
          imp_congr
            (le_iff_lt_or_eq : a ≤ b ↔ a < b ∨ a = b)
            Iff.rfl

theorem rw_binder_permutation : (∀ {α : Type u} {β : Type u} [LinearOrder α] (f : β → α) (x y : α) [Nonempty β], x ≤ y → f = f) ↔ (∀ {α : Type u} [LinearOrder α] {β : Type u} [Nonempty β] (f : β → α) (x y : α), ¬y < x → f = f) :=
  Iff.trans
    (show (∀ {α : Type u} {β : Type u} [LinearOrder α] (f : β → α) (x y : α) [Nonempty β], x ≤ y → f = f) ↔ (∀ {α : Type u} [LinearOrder α] {β : Type u} [Nonempty β] (f : β → α) (x y : α), x ≤ y → f = f) from ⟨fun h => by intro α inst_1 β inst_2 f x y; exact @h α β inst_1 f x y inst_2, fun h => by intro α β inst_1 f x y inst_2; exact @h α inst_1 β inst_2 f x y⟩)
    (forall_congr' fun α =>
        forall_congr' fun _ =>
          forall_congr' fun β =>
            forall_congr' fun _ =>
              forall_congr' fun f =>
                forall_congr' fun x =>
                  forall_congr' fun y =>
                    imp_congr
                      (Iff.symm (not_lt : ¬y < x ↔ x ≤ y))
                      Iff.rfl)

end FormInvProofs.Vocabulary
