"""Regenerate the ntp-toolkit-format fixtures in this folder (deterministic).

The declarations below are written for this project in the style of Mathlib; they follow
ntp-toolkit's documented `training_data` and `declarations` schemas. Some are deliberately
unsuitable (defs, instances, `sorry`, heavy type classes, auxiliary names, long
statements) so the suitability filter has something to reject.

    python tests/data/ntp/make_fixture.py
"""

from __future__ import annotations

import hashlib
import json
from pathlib import Path

HERE = Path(__file__).parent

# (module, header) — header is the declaration without its proof, as ntp-toolkit prints it.
DECLS: list[tuple[str, str]] = [
    ("Mathlib.Data.Nat.Defs", "theorem Nat.succ_le_of_lt {n m : ℕ} (h : n < m) : n + 1 ≤ m"),
    ("Mathlib.Data.Nat.Defs", "theorem Nat.le_of_lt_succ {m n : ℕ} : m < n + 1 → m ≤ n"),
    ("Mathlib.Data.Nat.Defs", "theorem Nat.add_sub_cancel_left {n m : ℕ} : n + m - n = m"),
    ("Mathlib.Data.Nat.Defs", "theorem Nat.sub_le (n m : ℕ) : n - m ≤ n"),
    ("Mathlib.Data.Nat.Defs", "theorem Nat.lt_irrefl (n : ℕ) : ¬n < n"),
    ("Mathlib.Data.Nat.Defs", "theorem Nat.pos_of_ne_zero {n : ℕ} : n ≠ 0 → 0 < n"),
    ("Mathlib.Data.Nat.Defs", "theorem Nat.mul_le_mul_left {m n : ℕ} (k : ℕ) (h : m ≤ n) : k * m ≤ k * n"),
    ("Mathlib.Data.Nat.Defs", "theorem Nat.div_le_self (n k : ℕ) : n / k ≤ n"),
    ("Mathlib.Data.Nat.Defs", "theorem Nat.mod_lt (x : ℕ) {y : ℕ} : y > 0 → x % y < y"),
    ("Mathlib.Data.Nat.Defs", "theorem Nat.mod_self (n : ℕ) : n % n = 0"),
    ("Mathlib.Data.Nat.Defs", "def Nat.iterate' {α : Sort u} (op : α → α) : ℕ → α → α"),
    ("Mathlib.Data.Nat.Defs", "theorem Nat._aux_lemma_1 (n : ℕ) : n = n"),
    ("Mathlib.Data.Nat.Prime.Defs", "theorem Nat.Prime.two_le {p : ℕ} (hp : p.Prime) : 2 ≤ p"),
    ("Mathlib.Data.Nat.Prime.Defs", "theorem Nat.Prime.one_lt {p : ℕ} (hp : p.Prime) : 1 < p"),
    ("Mathlib.Data.Nat.Prime.Defs", "theorem Nat.prime_two : Nat.Prime 2"),
    ("Mathlib.Data.Nat.Prime.Defs", "theorem Nat.prime_three : Nat.Prime 3"),
    ("Mathlib.Data.Nat.Prime.Defs", "theorem Nat.not_prime_zero : ¬Nat.Prime 0"),
    ("Mathlib.Data.Nat.Prime.Defs", "theorem Nat.not_prime_one : ¬Nat.Prime 1"),
    ("Mathlib.Data.Nat.Prime.Defs", "theorem Nat.Prime.pos {p : ℕ} (pp : p.Prime) : 0 < p"),
    ("Mathlib.Data.Nat.Prime.Defs", "theorem Nat.Prime.ne_zero {n : ℕ} (h : n.Prime) : n ≠ 0"),
    ("Mathlib.Data.Nat.Prime.Defs", "instance Nat.decidablePrime1 (p : ℕ) : Decidable p.Prime"),
    ("Mathlib.Data.Nat.Prime.Basic", "theorem Nat.Prime.eq_one_or_self_of_dvd {p : ℕ} (pp : p.Prime) (a : ℕ) (h : a ∣ p) : a = 1 ∨ a = p"),
    ("Mathlib.Data.Nat.Prime.Basic", "theorem Nat.Prime.two_le' {p : ℕ} (hp : p.Prime) : 2 ≤ p := sorry"),
    ("Mathlib.Algebra.Group.Nat.Even", "theorem Nat.even_add_one {n : ℕ} : Even (n + 1) ↔ ¬Even n"),
    ("Mathlib.Algebra.Group.Nat.Even", "theorem Nat.even_add {m n : ℕ} : Even (m + n) ↔ (Even m ↔ Even n)"),
    ("Mathlib.Algebra.Group.Nat.Even", "theorem Nat.even_mul {m n : ℕ} : Even (m * n) ↔ Even m ∨ Even n"),
    ("Mathlib.Algebra.Group.Nat.Even", "theorem Nat.even_or_odd (n : ℕ) : Even n ∨ Odd n"),
    ("Mathlib.Algebra.Group.Nat.Even", "theorem Nat.even_sub {m n : ℕ} (h : n ≤ m) : Even (m - n) ↔ (Even m ↔ Even n)"),
    ("Mathlib.Algebra.Group.Nat.Even", "theorem Nat.odd_iff {n : ℕ} : Odd n ↔ n % 2 = 1"),
    ("Mathlib.Algebra.Group.Nat.Even", "theorem Nat.even_iff {n : ℕ} : Even n ↔ n % 2 = 0"),
    ("Mathlib.Data.Nat.GCD.Basic", "theorem Nat.gcd_comm (m n : ℕ) : Nat.gcd m n = Nat.gcd n m"),
    ("Mathlib.Data.Nat.GCD.Basic", "theorem Nat.gcd_dvd_left (m n : ℕ) : Nat.gcd m n ∣ m"),
    ("Mathlib.Data.Nat.GCD.Basic", "theorem Nat.gcd_dvd_right (m n : ℕ) : Nat.gcd m n ∣ n"),
    ("Mathlib.Data.Nat.GCD.Basic", "theorem Nat.gcd_zero_left (n : ℕ) : Nat.gcd 0 n = n"),
    ("Mathlib.Data.Nat.GCD.Basic", "theorem Nat.lcm_comm (m n : ℕ) : Nat.lcm m n = Nat.lcm n m"),
    ("Mathlib.Data.Nat.GCD.Basic", "theorem Nat.gcd_mul_lcm (m n : ℕ) : Nat.gcd m n * Nat.lcm m n = m * n"),
    ("Mathlib.Data.Nat.Factorial.Basic", "theorem Nat.factorial_pos (n : ℕ) : 0 < n !"),
    ("Mathlib.Data.Nat.Factorial.Basic", "theorem Nat.factorial_succ (n : ℕ) : (n + 1)! = (n + 1) * n !"),
    ("Mathlib.Data.Nat.Factorial.Basic", "theorem Nat.self_le_factorial (n : ℕ) : n ≤ n !"),
    ("Mathlib.Data.Nat.Factorial.Basic", "theorem Nat.factorial_le {m n : ℕ} (h : m ≤ n) : m ! ≤ n !"),
    ("Mathlib.Data.Nat.Choose.Basic", "theorem Nat.choose_symm {n k : ℕ} (hk : k ≤ n) : Nat.choose n (n - k) = Nat.choose n k"),
    ("Mathlib.Data.Nat.Choose.Basic", "theorem Nat.choose_self (n : ℕ) : Nat.choose n n = 1"),
    ("Mathlib.Data.Nat.Choose.Basic", "theorem Nat.choose_zero_right (n : ℕ) : Nat.choose n 0 = 1"),
    ("Mathlib.Data.Nat.Choose.Basic", "theorem Nat.choose_one_right (n : ℕ) : Nat.choose n 1 = n"),
    ("Mathlib.Data.Nat.Choose.Basic", "theorem Nat.choose_eq_zero_of_lt {n k : ℕ} : n < k → Nat.choose n k = 0"),
    ("Mathlib.Data.Nat.Choose.Sum", "theorem Nat.sum_range_choose (n : ℕ) : (∑ m ∈ Finset.range (n + 1), n.choose m) = 2 ^ n"),
    ("Mathlib.Algebra.Order.AbsoluteValue", "theorem abs_nonneg' {α : Type u_1} [LinearOrderedAddCommGroup α] (a : α) : 0 ≤ |a|"),
    ("Mathlib.Algebra.Order.Group.Abs", "theorem abs_abs {α : Type u_1} [Lattice α] [AddGroup α] (a : α) : |(|a|)| = |a|"),
    ("Mathlib.Algebra.Order.Group.Abs", "theorem abs_sub_comm {α : Type u_1} [Lattice α] [AddGroup α] (a b : α) : |a - b| = |b - a|"),
    ("Mathlib.Algebra.Order.Ring.Lemmas", "theorem sq_nonneg {α : Type u_1} [LinearOrderedRing α] (a : α) : 0 ≤ a ^ 2"),
    ("Mathlib.Analysis.SpecialFunctions.Pow.NNRpow", "theorem Real.sqrt_nonneg (x : ℝ) : 0 ≤ √x"),
    ("Mathlib.Analysis.SpecialFunctions.Sqrt", "theorem Real.sqrt_sq {x : ℝ} (h : 0 ≤ x) : √(x ^ 2) = x"),
    ("Mathlib.Analysis.SpecialFunctions.Sqrt", "theorem Real.sqrt_zero : √0 = 0"),
    ("Mathlib.Analysis.SpecialFunctions.Sqrt", "theorem Real.sqrt_one : √1 = 1"),
    ("Mathlib.Analysis.SpecialFunctions.Sqrt", "theorem Real.sqrt_le_sqrt {x y : ℝ} (h : x ≤ y) : √x ≤ √y"),
    ("Mathlib.Analysis.Normed.Group.Basic", "theorem norm_add_le {E : Type u_5} [SeminormedAddCommGroup E] (a b : E) : ‖a + b‖ ≤ ‖a‖ + ‖b‖"),
    ("Mathlib.Topology.Basic", "theorem isOpen_univ {X : Type u} [TopologicalSpace X] : IsOpen (Set.univ : Set X)"),
    ("Mathlib.Topology.Basic", "theorem isOpen_inter {X : Type u} [TopologicalSpace X] {s t : Set X} (hs : IsOpen s) (ht : IsOpen t) : IsOpen (s ∩ t)"),
    ("Mathlib.Order.Basic", "theorem le_antisymm' {α : Type u_1} [PartialOrder α] {a b : α} : a ≤ b → b ≤ a → a = b"),
    ("Mathlib.Order.Basic", "theorem lt_of_le_of_ne {α : Type u_1} [PartialOrder α] {a b : α} : a ≤ b → a ≠ b → a < b"),
    ("Mathlib.Order.Basic", "theorem le_of_lt {α : Type u_1} [Preorder α] {a b : α} (h : a < b) : a ≤ b"),
    ("Mathlib.Order.Lattice", "theorem le_sup_left {α : Type u} [SemilatticeSup α] {a b : α} : a ≤ a ⊔ b"),
    ("Mathlib.Order.Lattice", "theorem inf_le_left {α : Type u} [SemilatticeInf α] {a b : α} : a ⊓ b ≤ a"),
    ("Mathlib.Order.MinMax", "theorem min_le_left {α : Type u} [LinearOrder α] (a b : α) : min a b ≤ a"),
    ("Mathlib.Order.MinMax", "theorem le_max_left {α : Type u} [LinearOrder α] (a b : α) : a ≤ max a b"),
    ("Mathlib.Order.MinMax", "theorem min_comm {α : Type u} [LinearOrder α] (a b : α) : min a b = min b a"),
    ("Mathlib.Order.MinMax", "theorem max_comm {α : Type u} [LinearOrder α] (a b : α) : max a b = max b a"),
    ("Mathlib.Order.MinMax", "theorem min_self {α : Type u} [LinearOrder α] (a : α) : min a a = a"),
    ("Mathlib.Data.Set.Basic", "theorem Set.inter_subset_left {α : Type u} {s t : Set α} : s ∩ t ⊆ s"),
    ("Mathlib.Data.Set.Basic", "theorem Set.subset_union_left {α : Type u} {s t : Set α} : s ⊆ s ∪ t"),
    ("Mathlib.Data.Set.Basic", "theorem Set.inter_comm {α : Type u} (a b : Set α) : a ∩ b = b ∩ a"),
    ("Mathlib.Data.Set.Basic", "theorem Set.union_comm {α : Type u} (a b : Set α) : a ∪ b = b ∪ a"),
    ("Mathlib.Data.Set.Basic", "theorem Set.empty_subset {α : Type u} (s : Set α) : ∅ ⊆ s"),
    ("Mathlib.Data.Set.Basic", "theorem Set.subset_univ {α : Type u} (s : Set α) : s ⊆ Set.univ"),
    ("Mathlib.Data.Set.Basic", "theorem Set.Subset.trans {α : Type u} {a b c : Set α} (ab : a ⊆ b) (bc : b ⊆ c) : a ⊆ c"),
    ("Mathlib.Data.Set.Basic", "theorem Set.diff_subset {α : Type u} {s t : Set α} : s \\ t ⊆ s"),
    ("Mathlib.Data.Set.Basic", "def Set.image2' {α β γ : Type u} (f : α → β → γ) (s : Set α) (t : Set β) : Set γ"),
    ("Mathlib.Algebra.Group.Basic", "theorem mul_left_cancel {G : Type u_1} [Mul G] [IsLeftCancelMul G] {a b c : G} : a * b = a * c → b = c"),
    ("Mathlib.Algebra.Group.Basic", "theorem add_comm {G : Type u_1} [AddCommMagma G] (a b : G) : a + b = b + a"),
    ("Mathlib.Algebra.Group.Basic", "theorem mul_one {M : Type u} [MulOneClass M] (a : M) : a * 1 = a"),
    ("Mathlib.Algebra.Group.Basic", "theorem one_mul {M : Type u} [MulOneClass M] (a : M) : 1 * a = a"),
    ("Mathlib.Algebra.Group.Basic", "theorem add_zero {M : Type u} [AddZeroClass M] (a : M) : a + 0 = a"),
    ("Mathlib.Algebra.Group.Basic", "theorem mul_assoc {G : Type u_1} [Semigroup G] (a b c : G) : a * b * c = a * (b * c)"),
    ("Mathlib.Algebra.Group.Basic", "theorem sub_self {G : Type u_1} [AddGroup G] (a : G) : a - a = 0"),
    ("Mathlib.Algebra.Group.Basic", "theorem neg_neg {G : Type u_1} [InvolutiveNeg G] (a : G) : - -a = a"),
    ("Mathlib.Algebra.Ring.Defs", "theorem mul_add {R : Type u} [Mul R] [Add R] [LeftDistribClass R] (a b c : R) : a * (b + c) = a * b + a * c"),
    ("Mathlib.Algebra.Ring.Defs", "theorem add_mul {R : Type u} [Mul R] [Add R] [RightDistribClass R] (a b c : R) : (a + b) * c = a * c + b * c"),
    ("Mathlib.Algebra.Ring.Defs", "theorem mul_zero {M₀ : Type u} [MulZeroClass M₀] (a : M₀) : a * 0 = 0"),
    ("Mathlib.Algebra.Module.Basic", "theorem smul_add' {R M : Type u} [Semiring R] [AddCommMonoid M] [Module R M] (r : R) (x y : M) : r • (x + y) = r • x + r • y"),
    ("Mathlib.Algebra.Algebra.Basic", "theorem algebraMap_eq' {R A : Type u} [CommSemiring R] [Semiring A] [Algebra R A] (r : R) : algebraMap R A r = r • 1"),
    ("Mathlib.Data.Int.Defs", "theorem Int.emod_two_eq (x : ℤ) : x % 2 = 0 ∨ x % 2 = 1"),
    ("Mathlib.Data.Int.Defs", "theorem Int.natAbs_mul_self' {a : ℤ} : (a.natAbs : ℤ) * a.natAbs = a * a"),
    ("Mathlib.Data.Int.Defs", "theorem Int.add_mul_emod_self {a b c : ℤ} : (a + b * c) % c = a % c"),
    ("Mathlib.Data.Int.Defs", "theorem Int.emod_emod_of_dvd (n : ℤ) {m k : ℤ} (h : m ∣ k) : n % k % m = n % m"),
    ("Mathlib.Data.Int.Defs", "theorem Int.lt_iff_add_one_le {a b : ℤ} : a < b ↔ a + 1 ≤ b"),
    ("Mathlib.Data.Real.Basic", "theorem Real.add_lt_add_iff_left' {a b : ℝ} (c : ℝ) : c + a < c + b ↔ a < b"),
    ("Mathlib.Data.Real.Basic", "instance Real.instLinearOrderedField : LinearOrderedField ℝ"),
    ("Mathlib.Data.Real.Basic", "theorem Real.exists_floor' (x : ℝ) : ∃ ub : ℤ, (ub : ℝ) ≤ x ∧ ∀ z : ℤ, (z : ℝ) ≤ x → z ≤ ub"),
    ("Mathlib.NumberTheory.Divisors", "theorem Nat.dvd_sub' {k m n : ℕ} (h₁ : k ∣ m) (h₂ : k ∣ n) : k ∣ m - n"),
    ("Mathlib.NumberTheory.Divisors", "theorem Nat.dvd_add {k m n : ℕ} (h₁ : k ∣ m) (h₂ : k ∣ n) : k ∣ m + n"),
    ("Mathlib.NumberTheory.Divisors", "theorem Nat.dvd_refl (a : ℕ) : a ∣ a"),
    ("Mathlib.NumberTheory.Divisors", "theorem Nat.dvd_trans {a b c : ℕ} (h₁ : a ∣ b) (h₂ : b ∣ c) : a ∣ c"),
    ("Mathlib.NumberTheory.Divisors", "theorem Nat.dvd_mul_right (a b : ℕ) : a ∣ a * b"),
    ("Mathlib.NumberTheory.Divisors", "theorem Nat.eq_one_of_dvd_one {n : ℕ} (H : n ∣ 1) : n = 1"),
    ("Mathlib.NumberTheory.Divisors", "theorem Nat.le_of_dvd {m n : ℕ} (h1 : 0 < n) : m ∣ n → m ≤ n"),
    ("Mathlib.NumberTheory.Divisors", "theorem Nat.dvd_one {n : ℕ} : n ∣ 1 ↔ n = 1"),
    ("Mathlib.NumberTheory.Divisors", "theorem Nat.divisors_long_statement_example {n m k l : ℕ} (h1 : 0 < n) (h2 : 0 < m) (h3 : 0 < k) (h4 : 0 < l) : n * m * k * l ∣ n * m * k * l * (n + m + k + l) * (n * m + k * l) * (n + m * k + l) * (n * m * k + l)"),
]

# Two to four tactic steps per declaration, as training_data has one row per step.
TACTICS = ["intro h", "simp", "omega", "exact h", "norm_num", "constructor", "rfl"]


def rows_training_data() -> list[dict[str, str]]:
    rows = []
    per_module_line: dict[str, int] = {}
    for k, (module, header) in enumerate(DECLS):
        line = per_module_line.get(module, 10) + 7
        per_module_line[module] = line
        h = hashlib.sha256(f"{module}:{header}".encode()).hexdigest()[:6]
        decl_id = f"{module}.{line}_0.{h}"
        src_prefix = f"import Mathlib\n\n-- {module}\n"
        for step in range(2 + k % 3):
            tac = TACTICS[(k + step) % len(TACTICS)]
            rows.append({
                "declId": decl_id,
                "decl": header,
                "srcUpToTactic": src_prefix + header + " := by\n" + "  " * step,
                "declUpToTactic": header + " := by\n",
                "state": "⊢ " + header.split(" : ")[-1],
                "nextTactic": tac,
            })
    return rows


def rows_declarations() -> dict[str, list[dict[str, object]]]:
    from forminv_lean.extract.lean_decl import _show, parse_decl  # local: keeps import cheap

    out: dict[str, list[dict[str, object]]] = {}
    for k, (module, header) in enumerate(DECLS):
        try:
            d = parse_decl(header)
        except Exception:
            continue
        name = d.name
        out.setdefault(module, []).append({
            "name": name,
            "kind": d.kind,
            "args": [_show(b) for b in d.binders],
            "type": d.statement,
            "doc": None,
            "decl": header,
            "line": 10 + 7 * k,
            "column": 0,
        })
    return out


def main() -> None:
    with (HERE / "training_data.jsonl").open("w", encoding="utf-8") as fh:
        for r in rows_training_data():
            fh.write(json.dumps(r, ensure_ascii=False, sort_keys=True) + "\n")
    ddir = HERE / "declarations"
    ddir.mkdir(exist_ok=True)
    for module, rows in sorted(rows_declarations().items()):
        with (ddir / f"{module}.jsonl").open("w", encoding="utf-8") as fh:
            for r in rows:
                fh.write(json.dumps(r, ensure_ascii=False, sort_keys=True) + "\n")
    print(f"{len(DECLS)} declarations written")


if __name__ == "__main__":
    main()
