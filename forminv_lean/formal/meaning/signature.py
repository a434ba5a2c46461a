"""The signature table: every constant the language knows, its type, and how it is interpreted.

Anything not in this table is `unsupported`. `level` says from which checker level on the
symbol is interpreted (below it, it is an opaque atom); `unfold` names the Mathlib lemma or
definition whose statement the checker uses (see `lean_print.LEAN_LEMMAS` for where each
name was confirmed).
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Const:
    """One function/predicate. Argument and result types use `ℕ ℤ ℝ Prop` or `α` (polymorphic)."""

    lean: str
    op: str
    args: tuple[str, ...]
    result: str
    level: str
    unfold: str | None = None


# Canonical constants (the Lean name printed back is `lean`).
CONSTS: dict[str, Const] = {c.lean: c for c in [
    Const("Nat.Prime", "prime", ("ℕ",), "Prop", "definitions", "Nat.prime_def"),
    Const("Prime", "rprime", ("ℕ",), "Prop", "theory", "Nat.prime_iff"),
    Const("Even", "even", ("α",), "Prop", "definitions", "Nat.even_iff"),
    Const("Odd", "odd", ("α",), "Prop", "definitions", "Nat.odd_iff"),
    Const("Nat.factorial", "fact", ("ℕ",), "ℕ", "theory", "Nat.factorial_succ"),
    Const("Nat.choose", "choose", ("ℕ", "ℕ"), "ℕ", "theory", "Nat.choose_succ_succ"),
    Const("Nat.gcd", "gcd", ("ℕ", "ℕ"), "ℕ", "theory", "Nat.gcd_comm"),
    Const("Nat.lcm", "lcm", ("ℕ", "ℕ"), "ℕ", "theory", "Nat.lcm_comm"),
    Const("Int.gcd", "intgcd", ("ℤ", "ℤ"), "ℕ", "theory", None),
    Const("Int.natAbs", "natabs", ("ℤ",), "ℕ", "arithmetic", None),
    Const("Real.sqrt", "sqrt", ("ℝ",), "ℝ", "theory", "Real.sqrt_nonneg"),
    Const("min", "min", ("α", "α"), "α", "arithmetic", "min_def"),
    Const("max", "max", ("α", "α"), "α", "arithmetic", "max_def"),
    Const("abs", "abs", ("α",), "α", "definitions", "abs_eq_max_neg"),
]}

# Other spellings that mean the same constant.
ALIASES: dict[str, str] = {
    "sqrt": "Real.sqrt", "Nat.gcd": "Nat.gcd", "gcd": "Nat.gcd", "lcm": "Nat.lcm",
    "factorial": "Nat.factorial", "choose": "Nat.choose", "Nat.sqrt": "Nat.sqrt",
}

# Names with special elaboration (not plain function constants).
SPECIAL = frozenset({"True", "False", "Not", "Set.univ", "∅", "Nat.succ", "Nat.pred"})

# Type names (ASCII spellings `N Z Q R` are accepted in type position only).
TYPE_NAMES: dict[str, str] = {
    "ℕ": "ℕ", "Nat": "ℕ", "N": "ℕ", "ℤ": "ℤ", "Int": "ℤ", "Z": "ℤ",
    "ℚ": "ℚ", "Rat": "ℚ", "Q": "ℚ", "ℝ": "ℝ", "Real": "ℝ", "R": "ℝ", "Prop": "Prop",
}
SORT_NAMES = frozenset({"Type*", "Type", "Sort*", "Type _", "Type u"})

# ---------------------------------------------------------------------------------------------
# Type classes: the hierarchy (as Mathlib's `extends`), the operations each provides, and the
# axioms (written in the language itself, over a type variable `α`).

CLASS_PARENTS: dict[str, tuple[str, ...]] = {
    "Semigroup": (), "AddSemigroup": (),
    "CommSemigroup": ("Semigroup",), "AddCommSemigroup": ("AddSemigroup",),
    "Monoid": ("Semigroup",), "AddMonoid": ("AddSemigroup",),
    "CommMonoid": ("Monoid", "CommSemigroup"), "AddCommMonoid": ("AddMonoid", "AddCommSemigroup"),
    "Group": ("Monoid",), "AddGroup": ("AddMonoid",),
    "CommGroup": ("Group", "CommMonoid"), "AddCommGroup": ("AddGroup", "AddCommMonoid"),
    "Semiring": ("AddCommMonoid", "Monoid"), "CommSemiring": ("Semiring", "CommMonoid"),
    "Ring": ("Semiring", "AddCommGroup"), "CommRing": ("Ring", "CommSemiring"),
    "Field": ("CommRing",),
    "Preorder": (), "PartialOrder": ("Preorder",), "LinearOrder": ("PartialOrder", "Lattice"),
    "Lattice": ("PartialOrder",),
}

# Operation -> classes (any one suffices) that provide it.
OP_CLASSES: dict[str, tuple[str, ...]] = {
    "mul": ("Semigroup",), "one": ("Monoid",), "pow": ("Monoid",), "inv": ("Group", "Field"),
    "div": ("Group", "Field"), "add": ("AddSemigroup",), "zero": ("AddMonoid",),
    "neg": ("AddGroup",), "sub": ("AddGroup",), "numeral": ("Semiring",),
    "le": ("Preorder",), "lt": ("Preorder",), "min": ("LinearOrder",), "max": ("LinearOrder",),
    "sup": ("Lattice",), "inf": ("Lattice",),
}

CLASS_AXIOMS: dict[str, tuple[str, ...]] = {
    "Semigroup": ("∀ a b c : α, a * b * c = a * (b * c)",),
    "AddSemigroup": ("∀ a b c : α, a + b + c = a + (b + c)",),
    "CommSemigroup": ("∀ a b : α, a * b = b * a",),
    "AddCommSemigroup": ("∀ a b : α, a + b = b + a",),
    "Monoid": ("∀ a : α, 1 * a = a", "∀ a : α, a * 1 = a"),
    "AddMonoid": ("∀ a : α, 0 + a = a", "∀ a : α, a + 0 = a"),
    "CommMonoid": (), "AddCommMonoid": (),
    # the defining axiom, and the other inverse law (mul_inv_cancel / add_neg_cancel, Mathlib
    # theorems in every group): stated so Z3's instantiation finds short proofs
    "Group": ("∀ a : α, a⁻¹ * a = 1", "∀ a : α, a * a⁻¹ = 1"),
    "AddGroup": ("∀ a : α, -a + a = 0", "∀ a : α, a + -a = 0"),
    "CommGroup": (), "AddCommGroup": (),
    "Semiring": ("∀ a b c : α, a * (b + c) = a * b + a * c",
                 "∀ a b c : α, (a + b) * c = a * c + b * c",
                 "∀ a : α, 0 * a = 0", "∀ a : α, a * 0 = 0"),
    "CommSemiring": (), "Ring": (), "CommRing": (),
    "Field": ("(0 : α) ≠ 1", "∀ a : α, a ≠ 0 → a * a⁻¹ = 1", "(0 : α)⁻¹ = 0"),
    "Preorder": ("∀ a : α, a ≤ a", "∀ a b c : α, a ≤ b → b ≤ c → a ≤ c",
                 "∀ a b : α, a < b ↔ a ≤ b ∧ ¬ b ≤ a"),
    "PartialOrder": ("∀ a b : α, a ≤ b → b ≤ a → a = b",),
    "LinearOrder": ("∀ a b : α, a ≤ b ∨ b ≤ a",),
    "Lattice": ("∀ a b : α, a ≤ a ⊔ b", "∀ a b : α, b ≤ a ⊔ b",
                "∀ a b c : α, a ≤ c → b ≤ c → a ⊔ b ≤ c", "∀ a b : α, a ⊓ b ≤ a",
                "∀ a b : α, a ⊓ b ≤ b", "∀ a b c : α, a ≤ b → a ≤ c → a ≤ b ⊓ c"),
}


def class_closure(classes: set[str] | frozenset[str] | tuple[str, ...]) -> frozenset[str]:
    """All classes implied by the given instance binders (Mathlib's `extends` graph)."""
    out: set[str] = set()
    todo = list(classes)
    while todo:
        c = todo.pop()
        if c in out:
            continue
        out.add(c)
        todo.extend(CLASS_PARENTS.get(c, ()))
    return frozenset(out)


def provides(classes: frozenset[str], op: str) -> bool:
    """Whether a structure with `classes` has the operation `op`."""
    return any(c in classes for c in OP_CLASSES.get(op, ()))


def commutative(classes: frozenset[str], op: str) -> bool:
    """Whether `op` (add/mul) is commutative in every structure with these classes."""
    if op == "add":
        return "AddCommSemigroup" in classes
    if op == "mul":
        return "CommSemigroup" in classes
    return False


def associative(classes: frozenset[str], op: str) -> bool:
    """Whether `op` (add/mul) is associative in every structure with these classes."""
    if op == "add":
        return "AddSemigroup" in classes
    if op == "mul":
        return "Semigroup" in classes
    return False


LEVELS: tuple[str, ...] = ("form", "arithmetic", "definitions", "theory")


def level_at_least(level: str, minimum: str) -> bool:
    """Whether checker level `level` is at least `minimum` (form < arithmetic < definitions <
    theory)."""
    return LEVELS.index(level) >= LEVELS.index(minimum)


# ---------------------------------------------------------------------------------------------
#: Declared types of Mathlib predicates on functions, as in Mathlib v4.19.0 (`α β` are the
#: declaration's implicit type parameters; short names as written under `open Function Filter`
#: too). With a declared type, an argument elaborated on its own at a type that fits the
#: declaration is elaborated as Lean does (nothing concrete is pushed into it), so it needs no
#: cast guard. Merged with `opaque.SIGNATURES` by `elaboration.declared_signature`.
PREDICATE_SIGNATURES: dict[str, tuple[str, ...]] = {
    name: sig
    for names, sig in [
        (("Filter.Tendsto", "Tendsto"), ("α → β", "Filter α", "Filter β", "Prop")),
        (("Monotone", "Antitone", "StrictMono", "StrictAnti"), ("α → β", "Prop")),
        (("MonotoneOn", "AntitoneOn", "StrictMonoOn", "StrictAntiOn"),
         ("α → β", "Set α", "Prop")),
        (("Injective", "Surjective", "Bijective"), ("α → β", "Prop")),
        (("Function.LeftInverse", "Function.RightInverse", "LeftInverse", "RightInverse"),
         ("β → α", "α → β", "Prop")),
        (("Continuous",), ("α → β", "Prop")),
        (("ContinuousOn",), ("α → β", "Set α", "Prop")),
        (("ContinuousAt",), ("α → β", "α", "Prop")),
        (("ContinuousWithinAt",), ("α → β", "Set α", "α", "Prop")),
        (("Set.InjOn",), ("α → β", "Set α", "Prop")),
        # Mathlib/Data/Set/Operations.lean:248 `def SurjOn (f : α → β) (s : Set α) (t : Set β)`
        (("Set.SurjOn",), ("α → β", "Set α", "Set β", "Prop")),
    ]
    for name in names
}
