"""Every name the Lean emitter may print, with the module it needs and where it was confirmed.

Lean and Mathlib cannot be installed on the project's machines, so each declaration below was
read in the source text of `leanprover/lean4` or `leanprover-community/mathlib4` (searched
with the project's code-search tools; the project pins Lean and Mathlib v4.19.0, and the
texts read were versions from 2024-2025 where the declaration has the statement quoted).
`module` is what a generated file imports to use the name (`None`: Lean core, no import;
`"Mathlib"`: no narrower module could be confirmed, so the whole library).

A test checks that every identifier in every emitted file is one of these names, a binder of
the statement, or part of the file's fixed template (`tests/lean/test_emitted_files.py`).
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

CORE = "leanprover/lean4"
ML = "leanprover-community/mathlib4"


@dataclass(frozen=True)
class LeanName:
    """One checked name: what it is, what to import for it, and where it was read."""

    name: str
    kind: str             # type | constant | notation | class | lemma | tactic
    module: str | None    # Mathlib module to import; None for Lean core
    confirmed: str        # repository, path and the statement that was read


_ROWS: tuple[LeanName, ...] = (
    # -- types and their notation ------------------------------------------------------------
    LeanName("ℕ", "type", "Mathlib.Data.Nat.Notation", f"{ML} Mathlib/Data/Nat/Notation.lean: "
             "notation \"ℕ\" => Nat"),
    LeanName("ℤ", "type", "Mathlib.Data.Int.Notation", f"{ML} Mathlib/Data/Int/Notation.lean "
             "(notation \"ℤ\" => Int; file listed by find_files)"),
    LeanName("ℚ", "type", "Mathlib.Data.Real.Basic", f"{ML} Mathlib/Data/Rat/Init.lean declares "
             "the notation; ℚ's ordered-field instances are prerequisites of ℝ's construction "
             "(Cauchy sequences over ℚ), so Mathlib.Data.Real.Basic brings both"),
    LeanName("ℝ", "type", "Mathlib.Data.Real.Basic", f"{ML} Mathlib/Data/Real/Basic.lean"),
    LeanName("Set", "type", "Mathlib.Data.Set.Basic", f"{ML} Mathlib/Data/Set/Basic.lean "
             "(Set.mem_inter_iff ... := Iff.rfl read there)"),
    LeanName("Type", "type", None, f"{CORE} (keyword; `universe u` declares the level)"),
    # -- constants of the signature table (formal/signature.py) ------------------------------
    LeanName("Nat.Prime", "constant", "Mathlib.Data.Nat.Prime.Defs",
             f"{ML} Mathlib/Data/Nat/Prime/Defs.lean"),
    LeanName("Prime", "constant", "Mathlib.Data.Nat.Prime.Basic",
             f"{ML} Mathlib/Algebra/Prime/Defs.lean (_root_.Prime); Nat/Prime/Basic relates it "
             "to Nat.Prime"),
    LeanName("Even", "constant", "Mathlib.Algebra.Group.Even", f"{ML} Mathlib/Algebra/Group/"
             "Even.lean: @[to_additive] def IsSquare [Mul α] (a : α) : Prop := ∃ r, a = r * r"),
    LeanName("Odd", "constant", "Mathlib.Algebra.Ring.Parity", f"{ML} Mathlib/Algebra/Ring/"
             "Parity.lean: Odd n := ∃ m, n = 2 * m + 1 (used as that term in Mathlib proofs)"),
    LeanName("Nat.ModEq", "constant", "Mathlib.Data.Nat.ModEq", f"{ML} Mathlib/Data/Nat/"
             "ModEq.lean: def ModEq (n a b : ℕ) := a % n = b % n; notation a ≡ b [MOD n]"),
    LeanName("Nat.factorial", "constant", "Mathlib.Data.Nat.Factorial.Basic",
             f"{ML} Mathlib/Data/Nat/Factorial/Basic.lean"),
    LeanName("Nat.choose", "constant", "Mathlib.Data.Nat.Choose.Basic",
             f"{ML} Mathlib/Data/Nat/Choose/Basic.lean"),
    LeanName("Nat.gcd", "constant", None, f"{CORE} src/Init/Data/Nat/Gcd.lean"),
    LeanName("Nat.lcm", "constant", None, f"{CORE} src/Init/Data/Nat/Lcm.lean"),
    LeanName("Int.gcd", "constant", None, f"{CORE} src/Init/Data/Int/Gcd.lean"),
    LeanName("Int.natAbs", "constant", None, f"{CORE} src/Init/Data/Int/Basic.lean"),
    LeanName("Real.sqrt", "constant", "Mathlib.Data.Real.Sqrt", f"{ML} Mathlib/Data/Real/Sqrt."
             "lean (2025 version): noncomputable def sqrt (x : ℝ) : ℝ"),
    LeanName("min", "constant", None, f"{CORE} src/Init/Prelude.lean (class Min)"),
    LeanName("max", "constant", None, f"{CORE} src/Init/Prelude.lean (class Max)"),
    LeanName("abs", "notation", "Mathlib.Data.Real.Basic", f"{ML} Mathlib/Algebra/Order/Group/"
             "Unbundled/Abs.lean: `|a|` macro (noWs), theorem abs_abs : |(|a|)| = |a|; ℝ's "
             "lattice and group instances come with Mathlib.Data.Real.Basic"),
    LeanName("abs ℤ", "notation", "Mathlib", "no module narrower than Mathlib could be confirmed "
             "for ℤ's lattice instance at the pinned tag"),
    LeanName("Set.univ", "constant", "Mathlib.Data.Set.Basic", f"{ML} Mathlib/Data/Set/Defs.lean"),
    # -- type classes in binders -------------------------------------------------------------
    *(LeanName(c, "class", "Mathlib.Algebra.Group.Defs", f"{ML} Mathlib/Algebra/Group/Defs.lean")
      for c in ("Semigroup", "AddSemigroup", "CommSemigroup", "AddCommSemigroup", "Monoid",
                "AddMonoid", "CommMonoid", "AddCommMonoid", "Group", "AddGroup", "CommGroup",
                "AddCommGroup")),
    *(LeanName(c, "class", "Mathlib.Algebra.Ring.Defs", f"{ML} Mathlib/Algebra/Ring/Defs.lean")
      for c in ("Semiring", "CommSemiring", "Ring", "CommRing")),
    LeanName("Field", "class", "Mathlib.Algebra.Field.Defs",
             f"{ML} Mathlib/Algebra/Field/Defs.lean"),
    *(LeanName(c, "class", "Mathlib.Order.Basic", f"{ML} Mathlib/Order/Defs (Preorder, "
               "PartialOrder, LinearOrder), imported by Mathlib/Order/Basic.lean")
      for c in ("Preorder", "PartialOrder", "LinearOrder")),
    LeanName("Lattice", "class", "Mathlib.Order.Lattice", f"{ML} Mathlib/Order/Lattice.lean"),
    # -- lemmas used by certificates ---------------------------------------------------------
    LeanName("Iff.rfl", "lemma", None, f"{CORE} src/Init/Core.lean: theorem Iff.rfl : a ↔ a"),
    LeanName("Iff.trans", "lemma", None, f"{CORE} src/Init/Core.lean"),
    LeanName("Iff.symm", "lemma", None, f"{CORE} src/Init/Core.lean"),
    LeanName("forall_congr'", "lemma", None, f"{CORE} src/Init/PropLemmas.lean: theorem "
             "forall_congr' (h : ∀ a, p a ↔ q a) : (∀ a, p a) ↔ ∀ a, q a"),
    LeanName("exists_congr", "lemma", None, f"{CORE} src/Init/PropLemmas.lean: theorem "
             "exists_congr (h : ∀ a, p a ↔ q a) : (∃ a, p a) ↔ ∃ a, q a"),
    LeanName("imp_congr", "lemma", None, f"{CORE} src/Init/Core.lean: theorem imp_congr "
             "(h₁ : a ↔ c) (h₂ : b ↔ d) : (a → b) ↔ (c → d)"),
    LeanName("and_congr", "lemma", None, f"{CORE} src/Init/PropLemmas.lean: theorem and_congr "
             "(h₁ : a ↔ c) (h₂ : b ↔ d) : a ∧ b ↔ c ∧ d"),
    LeanName("or_congr", "lemma", None, f"{CORE} src/Init/PropLemmas.lean: theorem or_congr "
             "(h₁ : a ↔ c) (h₂ : b ↔ d) : (a ∨ b) ↔ (c ∨ d)"),
    LeanName("iff_congr", "lemma", None, f"{CORE} src/Init/Core.lean: theorem iff_congr "
             "(h₁ : a ↔ c) (h₂ : b ↔ d) : (a ↔ b) ↔ (c ↔ d)"),
    LeanName("not_congr", "lemma", None, f"{CORE} src/Init/Core.lean: theorem not_congr "
             "(h : a ↔ b) : ¬a ↔ ¬b"),
    LeanName("not_exists", "lemma", None, f"{CORE} src/Init/PropLemmas.lean: @[simp] theorem "
             "not_exists : (¬∃ x, p x) ↔ ∀ x, ¬p x"),
    LeanName("Classical.not_not", "lemma", None, f"{CORE} src/Init/Classical.lean: @[simp] "
             "theorem not_not : ¬¬a ↔ a := Decidable.not_not (namespace Classical)"),
    LeanName("Classical.not_forall", "lemma", None, f"{CORE} src/Init/PropLemmas.lean: "
             "namespace Classical; @[simp] theorem not_forall {p : α → Prop} : (¬∀ x, p x) ↔ "
             "∃ x, ¬p x := Decidable.not_forall (Track B only)"),
    LeanName("iff_def", "lemma", None, f"{CORE} src/Init/Core.lean: theorem iff_def : "
             "(a ↔ b) ↔ (a → b) ∧ (b → a) := iff_iff_implies_and_implies .."),
    LeanName("Nat.lt_iff_add_one_le", "lemma", "Mathlib.Data.Nat.Init", f"{ML} Mathlib/Data/"
             "Nat/Init.lean line 104 at v4.19.0 (the name index): lemma lt_iff_add_one_le : m < n "
             "↔ m + 1 ≤ n (namespace Nat); not in Lean core at v4.19.0, or Mathlib's would clash"),
    LeanName("not_imp_not", "lemma", "Mathlib.Logic.Basic", f"{ML} Mathlib/Logic/Basic.lean: "
             "theorem not_imp_not : ¬a → ¬b ↔ b → a"),
    LeanName("not_lt", "lemma", "Mathlib.Order.Basic", f"{ML} Mathlib/Order/Defs/LinearOrder."
             "lean: @[simp] lemma not_lt : ¬a < b ↔ b ≤ a ([LinearOrder α])"),
    LeanName("le_iff_lt_or_eq", "lemma", "Mathlib.Order.Basic", f"{ML} Mathlib/Order/Defs/"
             "PartialOrder.lean: lemma le_iff_lt_or_eq : a ≤ b ↔ a < b ∨ a = b ([PartialOrder α])"),
    LeanName("not_le", "lemma", "Mathlib.Order.Basic", f"{ML} Mathlib/Order/Defs/LinearOrder."
             "lean: @[simp] lemma not_le : ¬a ≤ b ↔ b < a ([LinearOrder α])"),
    LeanName("Nat.not_lt", "lemma", None, f"{CORE} src/Init/Data/Nat/Basic.lean: @[simp] "
             "protected theorem not_lt {a b : Nat} : ¬ a < b ↔ b ≤ a"),
    LeanName("Nat.not_le", "lemma", None, f"{CORE} src/Init/Data/Nat/Basic.lean: @[simp] "
             "protected theorem not_le {a b : Nat} : ¬ a ≤ b ↔ b < a"),
    LeanName("Int.not_lt", "lemma", None, f"{CORE} src/Init/Data/Int/Order.lean: @[simp] "
             "protected theorem not_lt {a b : Int} : ¬a < b ↔ b ≤ a"),
    LeanName("Int.not_le", "lemma", None, f"{CORE} src/Init/Data/Int/Order.lean: @[simp] "
             "protected theorem not_le {a b : Int} : ¬a ≤ b ↔ b < a"),
    LeanName("Nat.prime_def", "lemma", "Mathlib.Data.Nat.Prime.Defs", f"{ML} Mathlib/Data/Nat/"
             "Prime/Defs.lean: theorem prime_def {p : ℕ} : Prime p ↔ 2 ≤ p ∧ ∀ m, m ∣ p → m = 1 "
             "∨ m = p"),
    LeanName("Set.ext_iff", "lemma", "Mathlib.Data.Set.Basic", f"{ML} Mathlib/Data/Set/Basic."
             "lean: theorem ext_iff {s t : Set α} : s = t ↔ ∀ x, x ∈ s ↔ x ∈ t"),
    LeanName("pow_two", "lemma", "Mathlib.Algebra.Group.Defs", f"{ML} Mathlib/Algebra/Group/"
             "Defs.lean: lemma pow_two (a : M) : a ^ 2 = a * a ([Monoid M])"),
    LeanName("abs_eq_max_neg", "lemma", "Mathlib.Algebra.Order.Group.Unbundled.Abs",
             f"{ML} Mathlib/Algebra/Order/Group/Unbundled/Abs.lean: variable [Neg α] "
             "[LinearOrder α] {a b : α}; theorem abs_eq_max_neg : abs a = max a (-a) := rfl"),
    LeanName("pow_two ℕ", "lemma", "Mathlib", "pow_two at ℕ/ℤ needs their Monoid instances; no "
             "narrower module than Mathlib could be confirmed at the pinned tag"),
    LeanName("Nat.even_iff", "lemma", "Mathlib", f"{ML} Mathlib/Algebra/Group/Nat/Even.lean: "
             "namespace Nat; lemma even_iff : Even n ↔ n % 2 = 0 (the file has moved between "
             "releases: the whole of Mathlib is imported)"),
    LeanName("Int.even_iff", "lemma", "Mathlib", f"{ML} Mathlib/Algebra/Group/Int/Even.lean: "
             "namespace Int; lemma even_iff : Even n ↔ n % 2 = 0 (file moved between releases)"),
    LeanName("Nat.odd_iff", "lemma", "Mathlib", f"{ML} Mathlib/Algebra/Ring/Parity.lean: "
             "namespace Nat; lemma odd_iff : Odd n ↔ n % 2 = 1"),
    LeanName("Int.odd_iff", "lemma", "Mathlib", f"{ML} Mathlib/Algebra/Ring/Int/Parity.lean: "
             "namespace Int; lemma odd_iff : Odd n ↔ n % 2 = 1"),
    LeanName("not_and", "lemma", None, f"{CORE} src/Init/SimpLemmas.lean: @[simp] theorem "
             "not_and : ¬(a ∧ b) ↔ (a → ¬b) := and_imp"),
    LeanName("and_imp", "lemma", None, f"{CORE} src/Init/SimpLemmas.lean: @[simp] theorem "
             "and_imp : (a ∧ b → c) ↔ (a → b → c)"),
    LeanName("imp_not_comm", "lemma", None, f"{CORE} src/Init/Core.lean: theorem imp_not_comm "
             ": (a → ¬b) ↔ (b → ¬a) := imp.swap"),
    LeanName("And.comm", "lemma", None, f"{CORE} src/Init/Core.lean: theorem And.comm : "
             "a ∧ b ↔ b ∧ a"),
    LeanName("Or.comm", "lemma", None, f"{CORE} src/Init/Core.lean: theorem Or.comm : "
             "a ∨ b ↔ b ∨ a := ⟨Or.symm, Or.symm⟩"),
    LeanName("Iff.comm", "lemma", None, f"{CORE} src/Init/Core.lean: theorem Iff.comm : "
             "(a ↔ b) ↔ (b ↔ a) (used as @Iff.comm p in src/Init/PropLemmas.lean)"),
    LeanName("eq_comm", "lemma", None, f"{CORE} src/Init/Core.lean: theorem eq_comm {{a b : α}} "
             ": a = b ↔ b = a := ⟨Eq.symm, Eq.symm⟩"),
    LeanName("absurd", "lemma", None, f"{CORE} src/Init/Prelude.lean: absurd (h₁ : a) (h₂ : ¬a)"),
    # -- tactics -----------------------------------------------------------------------------
    LeanName("omega", "tactic", None, f"{CORE} (in core since v4.7; complete for linear "
             "arithmetic over ℕ/ℤ with literals, / and % by literals, ↔ goals included)"),
    LeanName("decide", "tactic", None, f"{CORE} src/Init/Tactics.lean"),
    # (the binder permutation: read in src/Init/Tactics.lean, syntax and docstrings)
    LeanName("intro", "tactic", None, f"{CORE} src/Init/Tactics.lean: syntax (name := intro) "
             "\"intro\" notFollowedBy(\"|\") (ppSpace colGt term:max)* (names the goal's "
             "binders, implicit and instance ones included)"),
    LeanName("exact", "tactic", None, f"{CORE} src/Init/Tactics.lean: syntax (name := exact) "
             "\"exact \" term"),
    LeanName("rw", "tactic", None, f"{CORE} src/Init/Tactics.lean"),
    LeanName("ring", "tactic", "Mathlib.Tactic.Ring", f"{ML} Mathlib/Tactic/Ring.lean "
             "(commutative (semi)ring normalisation; atoms compared up to reducible defeq)"),
    LeanName("linarith", "tactic", "Mathlib.Tactic.Linarith", f"{ML} Mathlib/Tactic/Linarith.lean "
             "(complete for linear arithmetic over ordered fields; proves =, ≤, < goals)"),
    LeanName("norm_num", "tactic", "Mathlib.Tactic.NormNum", f"{ML} Mathlib/Tactic/NormNum.lean"),
    LeanName("norm_num Nat.Prime", "tactic", "Mathlib.Tactic.NormNum.Prime",
             f"{ML} Mathlib/Tactic/NormNum/Prime.lean (the Nat.Prime extension)"),
    LeanName("norm_num Nat.gcd", "tactic", "Mathlib.Tactic.NormNum.GCD",
             f"{ML} Mathlib/Tactic/NormNum/GCD.lean (Nat.gcd, Nat.lcm, Int.gcd extension)"),
    LeanName("norm_num DivMod", "tactic", "Mathlib.Tactic.NormNum.DivMod",
             f"{ML} Mathlib/Tactic/NormNum/DivMod.lean (/, % and ∣ on ℕ and ℤ)"),
)

NAMES: dict[str, LeanName] = {r.name: r for r in _ROWS}

# Definitions that `Iff.rfl` unfolds (each checked to be a plain `def`/instance whose body is
# the unfolded form, or an `@[reducible]` abbreviation; the Mathlib lemma proved by `Iff.rfl`
# or `rfl` is named as evidence).
DEFEQ_UNFOLDINGS: dict[str, str] = {
    "≥ / >": f"{CORE} src/Init/Prelude.lean: @[reducible] def GE.ge [LE α] (a b : α) : Prop := "
             "LE.le b a (GT.gt likewise)",
    "≠": f"{CORE} src/Init/Core.lean: @[reducible] def Ne (a b : α) : Prop := ¬(a = b)",
    "∉": f"{CORE} src/Init/Notation.lean: notation:50 a:50 \" ∉ \" b:50 => ¬ (a ∈ b)",
    "∩ ∪ \\ ᶜ {x | p} univ ∅ ⊆": f"{ML} Mathlib/Data/Set/Basic.lean: mem_inter_iff, mem_union, "
                                 "mem_diff, mem_compl_iff := Iff.rfl; mem_setOf_eq, subset_def "
                                 ":= rfl; mem_univ := trivial",
    "Even": f"{ML} Mathlib/Algebra/Group/Even.lean: Even a := ∃ r, a = r + r (to_additive of "
            "IsSquare)",
    "Odd": f"{ML} Mathlib/Algebra/Ring/Parity.lean: Odd n := ∃ m, n = 2 * m + 1",
    "≡ [MOD n]": f"{ML} Mathlib/Data/Nat/ModEq.lean: def ModEq (n a b : ℕ) := a % n = b % n "
                 "(semireducible; `protected theorem refl (a : ℕ) : a ≡ a [MOD n] := rfl`)",
    "∣ on ℕ and ℤ": f"{CORE} src/Init/Data/Nat/Dvd.lean and src/Init/Data/Int/Basic.lean: "
                    "instance : Dvd Nat where dvd a b := Exists (fun c => b = a * c) (Int alike)",
}


# Names the index of Mathlib v4.19.0 (../shared/external/mathlib/) cannot list by themselves:
# declarations an attribute generates from an indexed one, and notations.
GENERATED_FROM: dict[str, tuple[str, str]] = {
    "Even": ("IsSquare", "@[to_additive] on IsSquare (Mathlib/Algebra/Group/Even.lean)"),
    "abs_eq_max_neg": ("mabs_eq_max_inv", "@[to_additive] on mabs_eq_max_inv"),
    "Set.ext_iff": ("Set.ext", "@[ext] on Set.ext generates Set.ext_iff"),
}
NOTATIONS: dict[str, str] = {"ℕ": "Nat", "ℤ": "Int", "ℚ": "Rat", "ℝ": "Real"}
# Rows that are not declarations: a name at one type, or a tactic's extension (module only).
FEATURES = frozenset({"abs", "abs ℤ", "pow_two ℕ", "norm_num Nat.Prime", "norm_num Nat.gcd",
                      "norm_num DivMod", "Type"})

# The instances a name needs at a number type, so that a module's imports are judged by what
# they bring, not by its names alone (`Odd` on ℤ needs ℤ's semiring: the import closure of
# Mathlib.Algebra.Ring.Parity must hold Int.instCommRing). need -> type -> instances, each a
# named instance of Mathlib v4.19.0 (checked against the index by
# tests/lean/test_mathlib_index.py, which also checks every emitted module's import closure).
NEEDS: dict[str, str] = {
    "Even": "add", "Odd": "semiring", "Prime": "semiring", "pow_two": "semiring",
    "ring": "semiring", "not_lt": "order", "not_le": "order", "le_iff_lt_or_eq": "order",
    "Preorder": "order", "PartialOrder": "order", "LinearOrder": "order", "abs": "lattice",
    "abs_eq_max_neg": "lattice", "linarith": "ordered_field",
}
TYPE_INSTANCES: dict[str, dict[str, tuple[str, ...]]] = {
    "ℕ": {"add": (), "semiring": ("Nat.instCommSemiring",), "order": ("Nat.instLinearOrder",),
          "lattice": ("Nat.instLinearOrder",), "ordered_field": ()},
    "ℤ": {"add": (), "semiring": ("Int.instCommRing",), "order": ("Int.instLinearOrder",),
          "lattice": ("Int.instLinearOrder", "Int.instAddGroup"), "ordered_field": ()},
    # ℚ's LinearOrder is an unnamed instance of Mathlib.Algebra.Order.Ring.Unbundled.Rat,
    # the file of the named Rat.instLattice
    "ℚ": {"add": ("Rat.instField",), "semiring": ("Rat.instField",),
          "order": ("Rat.instLattice",), "lattice": ("Rat.instLattice",),
          "ordered_field": ("Rat.instField", "Rat.instIsStrictOrderedRing")},
    "ℝ": {"add": ("Real.commRing",), "semiring": ("Real.commRing",),
          "order": ("Real.linearOrder",), "lattice": ("Real.lattice",),
          "ordered_field": ("Real.field", "Real.instIsStrictOrderedRing")},
}
# Where each of those instances is declared at v4.19.0 (the name index): `modules_for` imports
# it when a name needing it meets its type, unless another import already brings it.
INSTANCE_MODULE: dict[str, str] = {
    "Int.instAddGroup": "Mathlib.Algebra.Group.Int.Defs",
    "Int.instCommRing": "Mathlib.Algebra.Ring.Int.Defs",
    "Int.instLinearOrder": "Mathlib.Data.Int.Order.Basic",
    "Nat.instCommSemiring": "Mathlib.Algebra.Ring.Nat",
    "Nat.instLinearOrder": "Mathlib.Data.Nat.Basic",
    "Rat.instField": "Mathlib.Algebra.Field.Rat",
    "Rat.instIsStrictOrderedRing": "Mathlib.Algebra.Order.Ring.Rat",
    "Rat.instLattice": "Mathlib.Algebra.Order.Ring.Unbundled.Rat",
    "Real.commRing": "Mathlib.Data.Real.Basic",
    "Real.field": "Mathlib.Data.Real.Basic",
    "Real.instIsStrictOrderedRing": "Mathlib.Data.Real.Basic",
    "Real.lattice": "Mathlib.Data.Real.Basic",
    "Real.linearOrder": "Mathlib.Data.Real.Basic",
}

# Which of the table's (and the instances') modules each one brings (its import closure at
# Mathlib v4.19.0, from ../shared/external/mathlib/imports-v4.19.0.jsonl.gz, without the edges
# its extractor misread; names without the `Mathlib.` prefix;
# tests/lean/test_mathlib_index.py checks it equals the graph): `modules_for` drops an import
# another already brings, so each module's imports are minimal.
_BRINGS: dict[str, tuple[str, ...]] = {
    "Algebra.Field.Defs": ("Algebra.Group.Defs", "Algebra.Ring.Defs", "Data.Int.Notation",
        "Data.Nat.Notation", "Logic.Basic",),
    "Algebra.Field.Rat": ("Algebra.Field.Defs", "Algebra.Group.Defs", "Algebra.Group.Even",
        "Algebra.Group.Int.Defs", "Algebra.Order.Group.Unbundled.Abs",
        "Algebra.Order.Ring.Unbundled.Rat", "Algebra.Ring.Defs", "Algebra.Ring.Int.Defs",
        "Algebra.Ring.Nat", "Data.Int.Notation", "Data.Int.Order.Basic", "Data.Nat.Basic",
        "Data.Nat.Init", "Data.Nat.Notation", "Logic.Basic", "Order.Basic", "Order.Lattice",),
    "Algebra.Group.Defs": ("Data.Int.Notation", "Data.Nat.Notation",),
    "Algebra.Group.Even": ("Algebra.Group.Defs", "Data.Int.Notation", "Data.Nat.Basic",
        "Data.Nat.Init", "Data.Nat.Notation", "Logic.Basic",),
    "Algebra.Group.Int.Defs": ("Algebra.Group.Defs", "Data.Int.Notation", "Data.Nat.Notation",),
    "Algebra.Order.Group.Unbundled.Abs": ("Algebra.Group.Defs", "Algebra.Group.Even",
        "Data.Int.Notation", "Data.Int.Order.Basic", "Data.Nat.Basic", "Data.Nat.Init",
        "Data.Nat.Notation", "Logic.Basic", "Order.Basic", "Order.Lattice",),
    "Algebra.Order.Ring.Rat": ("Algebra.Group.Defs", "Algebra.Group.Even",
        "Algebra.Group.Int.Defs", "Algebra.Order.Group.Unbundled.Abs",
        "Algebra.Order.Ring.Unbundled.Rat", "Algebra.Ring.Defs", "Algebra.Ring.Int.Defs",
        "Data.Int.Notation", "Data.Int.Order.Basic", "Data.Nat.Basic", "Data.Nat.Init",
        "Data.Nat.Notation", "Logic.Basic", "Order.Basic", "Order.Lattice",),
    "Algebra.Order.Ring.Unbundled.Rat": ("Algebra.Group.Defs", "Algebra.Group.Even",
        "Algebra.Group.Int.Defs", "Algebra.Order.Group.Unbundled.Abs", "Algebra.Ring.Defs",
        "Algebra.Ring.Int.Defs", "Data.Int.Notation", "Data.Int.Order.Basic", "Data.Nat.Basic",
        "Data.Nat.Init", "Data.Nat.Notation", "Logic.Basic", "Order.Basic", "Order.Lattice",),
    "Algebra.Ring.Defs": ("Algebra.Group.Defs", "Data.Int.Notation", "Data.Nat.Notation",
        "Logic.Basic",),
    "Algebra.Ring.Int.Defs": ("Algebra.Group.Defs", "Algebra.Group.Int.Defs", "Algebra.Ring.Defs",
        "Data.Int.Notation", "Data.Nat.Basic", "Data.Nat.Init", "Data.Nat.Notation",
        "Logic.Basic",),
    "Algebra.Ring.Nat": ("Algebra.Group.Defs", "Algebra.Ring.Defs", "Data.Int.Notation",
        "Data.Nat.Notation", "Logic.Basic",),
    "Algebra.Ring.Parity": ("Algebra.Group.Defs", "Algebra.Group.Even", "Algebra.Ring.Defs",
        "Algebra.Ring.Nat", "Data.Int.Notation", "Data.Nat.Basic", "Data.Nat.Init",
        "Data.Nat.Notation", "Logic.Basic",),
    "Data.Int.Order.Basic": ("Data.Int.Notation", "Data.Nat.Notation",),
    "Data.Nat.Basic": ("Data.Int.Notation", "Data.Nat.Init", "Data.Nat.Notation", "Logic.Basic",),
    "Data.Nat.Choose.Basic": ("Data.Int.Notation", "Data.Nat.Basic", "Data.Nat.Factorial.Basic",
        "Data.Nat.Init", "Data.Nat.Notation", "Logic.Basic", "Order.Basic",),
    "Data.Nat.Factorial.Basic": ("Data.Int.Notation", "Data.Nat.Basic", "Data.Nat.Init",
        "Data.Nat.Notation", "Logic.Basic",),
    "Data.Nat.Init": ("Data.Int.Notation", "Data.Nat.Notation",),
    "Data.Nat.ModEq": ("Algebra.Group.Defs", "Algebra.Group.Even", "Algebra.Group.Int.Defs",
        "Algebra.Order.Group.Unbundled.Abs", "Algebra.Ring.Defs", "Algebra.Ring.Nat",
        "Data.Int.Notation", "Data.Int.Order.Basic", "Data.Nat.Basic", "Data.Nat.Init",
        "Data.Nat.Notation", "Logic.Basic", "Order.Basic", "Order.Lattice",),
    "Data.Nat.Prime.Basic": ("Algebra.Group.Defs", "Algebra.Group.Even", "Algebra.Ring.Defs",
        "Algebra.Ring.Nat", "Algebra.Ring.Parity", "Data.Int.Notation", "Data.Nat.Basic",
        "Data.Nat.Init", "Data.Nat.Notation", "Data.Nat.Prime.Defs", "Logic.Basic",
        "Order.Basic",),
    "Data.Nat.Prime.Defs": ("Algebra.Group.Defs", "Data.Int.Notation", "Data.Nat.Basic",
        "Data.Nat.Init", "Data.Nat.Notation", "Logic.Basic", "Order.Basic",),
    "Data.Real.Basic": ("Algebra.Field.Defs", "Algebra.Field.Rat", "Algebra.Group.Defs",
        "Algebra.Group.Even", "Algebra.Group.Int.Defs", "Algebra.Order.Group.Unbundled.Abs",
        "Algebra.Order.Ring.Rat", "Algebra.Order.Ring.Unbundled.Rat", "Algebra.Ring.Defs",
        "Algebra.Ring.Int.Defs", "Algebra.Ring.Nat", "Algebra.Ring.Parity", "Data.Int.Notation",
        "Data.Int.Order.Basic", "Data.Nat.Basic", "Data.Nat.Factorial.Basic", "Data.Nat.Init",
        "Data.Nat.Notation", "Data.Set.Basic", "Logic.Basic", "Order.Basic", "Order.Lattice",),
    "Data.Real.Sqrt": ("Algebra.Field.Defs", "Algebra.Field.Rat", "Algebra.Group.Defs",
        "Algebra.Group.Even", "Algebra.Group.Int.Defs", "Algebra.Order.Group.Unbundled.Abs",
        "Algebra.Order.Ring.Rat", "Algebra.Order.Ring.Unbundled.Rat", "Algebra.Ring.Defs",
        "Algebra.Ring.Int.Defs", "Algebra.Ring.Nat", "Algebra.Ring.Parity", "Data.Int.Notation",
        "Data.Int.Order.Basic", "Data.Nat.Basic", "Data.Nat.Choose.Basic",
        "Data.Nat.Factorial.Basic", "Data.Nat.Init", "Data.Nat.ModEq", "Data.Nat.Notation",
        "Data.Real.Basic", "Data.Set.Basic", "Logic.Basic", "Order.Basic", "Order.Lattice",
        "Tactic.Linarith", "Tactic.NormNum", "Tactic.NormNum.DivMod", "Tactic.Ring",),
    "Data.Set.Basic": ("Data.Int.Notation", "Data.Int.Order.Basic", "Data.Nat.Basic",
        "Data.Nat.Init", "Data.Nat.Notation", "Logic.Basic", "Order.Basic", "Order.Lattice",),
    "Logic.Basic": ("Data.Int.Notation", "Data.Nat.Notation",),
    "Order.Basic": ("Data.Int.Notation", "Data.Nat.Notation", "Logic.Basic",),
    "Order.Lattice": ("Data.Int.Notation", "Data.Int.Order.Basic", "Data.Nat.Basic",
        "Data.Nat.Init", "Data.Nat.Notation", "Logic.Basic", "Order.Basic",),
    "Tactic.Linarith": ("Algebra.Field.Defs", "Algebra.Field.Rat", "Algebra.Group.Defs",
        "Algebra.Group.Even", "Algebra.Group.Int.Defs", "Algebra.Order.Group.Unbundled.Abs",
        "Algebra.Order.Ring.Rat", "Algebra.Order.Ring.Unbundled.Rat", "Algebra.Ring.Defs",
        "Algebra.Ring.Int.Defs", "Algebra.Ring.Nat", "Algebra.Ring.Parity", "Data.Int.Notation",
        "Data.Int.Order.Basic", "Data.Nat.Basic", "Data.Nat.Factorial.Basic", "Data.Nat.Init",
        "Data.Nat.Notation", "Data.Set.Basic", "Logic.Basic", "Order.Basic", "Order.Lattice",
        "Tactic.NormNum", "Tactic.NormNum.DivMod",),
    "Tactic.NormNum": ("Algebra.Field.Defs", "Algebra.Field.Rat", "Algebra.Group.Defs",
        "Algebra.Group.Even", "Algebra.Group.Int.Defs", "Algebra.Order.Group.Unbundled.Abs",
        "Algebra.Order.Ring.Rat", "Algebra.Order.Ring.Unbundled.Rat", "Algebra.Ring.Defs",
        "Algebra.Ring.Int.Defs", "Algebra.Ring.Nat", "Algebra.Ring.Parity", "Data.Int.Notation",
        "Data.Int.Order.Basic", "Data.Nat.Basic", "Data.Nat.Factorial.Basic", "Data.Nat.Init",
        "Data.Nat.Notation", "Data.Set.Basic", "Logic.Basic", "Order.Basic", "Order.Lattice",
        "Tactic.NormNum.DivMod",),
    "Tactic.NormNum.DivMod": ("Algebra.Field.Defs", "Algebra.Field.Rat", "Algebra.Group.Defs",
        "Algebra.Group.Even", "Algebra.Group.Int.Defs", "Algebra.Order.Group.Unbundled.Abs",
        "Algebra.Order.Ring.Unbundled.Rat", "Algebra.Ring.Defs", "Algebra.Ring.Int.Defs",
        "Algebra.Ring.Nat", "Algebra.Ring.Parity", "Data.Int.Notation", "Data.Int.Order.Basic",
        "Data.Nat.Basic", "Data.Nat.Init", "Data.Nat.Notation", "Data.Set.Basic", "Logic.Basic",
        "Order.Basic", "Order.Lattice",),
    "Tactic.NormNum.GCD": ("Algebra.Field.Defs", "Algebra.Field.Rat", "Algebra.Group.Defs",
        "Algebra.Group.Even", "Algebra.Group.Int.Defs", "Algebra.Order.Group.Unbundled.Abs",
        "Algebra.Order.Ring.Rat", "Algebra.Order.Ring.Unbundled.Rat", "Algebra.Ring.Defs",
        "Algebra.Ring.Int.Defs", "Algebra.Ring.Nat", "Algebra.Ring.Parity", "Data.Int.Notation",
        "Data.Int.Order.Basic", "Data.Nat.Basic", "Data.Nat.Factorial.Basic", "Data.Nat.Init",
        "Data.Nat.Notation", "Data.Set.Basic", "Logic.Basic", "Order.Basic", "Order.Lattice",
        "Tactic.NormNum", "Tactic.NormNum.DivMod",),
    "Tactic.NormNum.Prime": ("Algebra.Field.Defs", "Algebra.Group.Defs", "Algebra.Group.Even",
        "Algebra.Group.Int.Defs", "Algebra.Ring.Defs", "Algebra.Ring.Int.Defs",
        "Algebra.Ring.Nat", "Algebra.Ring.Parity", "Data.Int.Notation", "Data.Nat.Basic",
        "Data.Nat.Init", "Data.Nat.Notation", "Data.Nat.Prime.Basic", "Data.Nat.Prime.Defs",
        "Logic.Basic", "Order.Basic",),
    "Tactic.Ring": ("Algebra.Field.Defs", "Algebra.Field.Rat", "Algebra.Group.Defs",
        "Algebra.Group.Even", "Algebra.Group.Int.Defs", "Algebra.Order.Group.Unbundled.Abs",
        "Algebra.Order.Ring.Unbundled.Rat", "Algebra.Ring.Defs", "Algebra.Ring.Int.Defs",
        "Algebra.Ring.Nat", "Algebra.Ring.Parity", "Data.Int.Notation", "Data.Int.Order.Basic",
        "Data.Nat.Basic", "Data.Nat.Init", "Data.Nat.Notation", "Data.Set.Basic", "Logic.Basic",
        "Order.Basic", "Order.Lattice",),
}
BRINGS: dict[str, frozenset[str]] = {f"Mathlib.{k}": frozenset(f"Mathlib.{m}" for m in v)
                                     for k, v in _BRINGS.items()}


def check(name: str) -> LeanName:
    """The checked entry for `name`; a KeyError is a bug (a name printed without being checked)."""
    return NAMES[name]


def modules_for(names: Iterable[str]) -> list[str]:
    """The imports a declaration using `names` needs: sorted, `Mathlib` alone if it is needed."""
    names = set(names)
    mods = {m for n in names if (m := check(n).module) is not None}
    types = names & set(TYPE_INSTANCES)
    mods |= {INSTANCE_MODULE[i] for n in names if n in NEEDS for t in types
             for i in TYPE_INSTANCES[t][NEEDS[n]]}
    if "Mathlib" in mods:
        return ["Mathlib"]
    return sorted(m for m in mods if not any(m in BRINGS.get(o, ()) for o in mods if o != m))
