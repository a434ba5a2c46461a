"""Mathlib outside the signature table: what is kept opaque, and the little that is known.

Real Mathlib statements use far more than the interpreted fragment. Everything else is kept
*opaque*: an uninterpreted constant, function or predicate, over opaque types (one per
distinct type expression). A proof that holds for every interpretation of the opaque symbols
holds for Mathlib's, so it certifies; a counter-model that needs a particular interpretation
refutes nothing (the kernel's refutation rules evaluate exactly, and the exact evaluator does
not evaluate opaque symbols).

Two things must still be right, and are kept here:
* `RESULT_TYPES`: the result type of a few Mathlib constants, confirmed in Mathlib's source.
  It matters only for numbers: a wrong `ℕ` would add `0 ≤` and truncated subtraction that
  Lean does not have. Every other opaque result has an opaque type.
* `cast_sensitive`: an argument of an opaque function whose value would change if Lean put
  the coercions elsewhere (`f (a - b)` with `a b : ℕ` is `f (↑a - ↑b)` when `f : ℤ → ℤ`).
  Not knowing `f`'s argument type, such a rendering is refused (`unsupported`).
"""

from __future__ import annotations

from forminv_lean.formal.terms import Term, walk

#: Opaque Mathlib constants whose result type is a number, as declared in Mathlib
#: (checked against the declarations named here, mathlib4 / lean4 source):
RESULT_TYPES: dict[str, str] = {
    # confirmed with the search tool in mathlib4 (find_string on the declaration):
    "Finset.card": "ℕ",       # Mathlib/Data/Finset/Card.lean: def card (s : Finset α) : ℕ
    "Nat.totient": "ℕ",       # Mathlib/Data/Nat/Totient.lean: def totient (n : ℕ) : ℕ
    "Int.floor": "ℤ",         # Mathlib/Algebra/Order/Floor.lean: def floor : α → ℤ
    "Int.ceil": "ℤ",          # ... def ceil : α → ℤ
    # standard declarations of Lean core and Mathlib (result type in the signature):
    "Multiset.card": "ℕ", "List.length": "ℕ", "Fintype.card": "ℕ", "Nat.card": "ℕ",
    "Nat.floor": "ℕ", "Nat.ceil": "ℕ", "Int.toNat": "ℕ",
    "Real.exp": "ℝ", "Real.log": "ℝ", "Real.pi": "ℝ", "Real.sin": "ℝ", "Real.cos": "ℝ",
    "norm": "ℝ", "dist": "ℝ",
}

#: Notations that stand for a named Mathlib constant (how the statement writes it -> name).
NOTATIONS: dict[str, str] = {
    "#": "Finset.card",        # Mathlib/Data/Finset/Card.lean: prefix:arg "#" => card
    "norm": "norm",            # ‖x‖
    "⌊⌋": "Int.floor", "⌈⌉": "Int.ceil", "⌊⌋₊": "Nat.floor", "⌈⌉₊": "Nat.ceil",
    "ᵀ": "Matrix.transpose",
    "''": "Set.image", "⁻¹'": "Set.preimage", "×ˢ": "SProd.sprod",
    "•": "HSMul.hSMul", "∘": "Function.comp", "++": "HAppend.hAppend", "::": "List.cons",
    "~": "List.Perm",
    "∑": "Finset.sum", "∏": "Finset.prod", "∑ᶠ": "finsum", "∏ᶠ": "finprod",
    "⋃": "Set.iUnion", "⋂": "Set.iInter", "⨆": "iSup", "⨅": "iInf",
    "∀ᶠ": "Filter.Eventually", "∃ᶠ": "Filter.Frequently",
    "𝓝": "nhds",
}

#: Short names that are Mathlib constants (so not a variable the file's `variable` line binds).
CONSTANT_NAMES = frozenset({"𝓝", "⊤", "⊥", "∞", "↑"})


def is_variable_name(n: str) -> bool:
    """Does an unbound name look like a variable (`a`, `x₁`, `hx`, `f'`) rather than a constant
    (`atTop`, `Finset.card`, `succ`)? Variables a `variable` line binds are short and undotted."""
    if n in CONSTANT_NAMES or "." in n:
        return False
    core = n.rstrip("'₀₁₂₃₄₅₆₇₈₉0123456789")
    return len(core) <= 2


def cast_sensitive(t: Term) -> bool:
    """Would the value of `t` change if Lean elaborated it at a larger number type?
    (ℕ subtraction, division and remainder; ℤ division and remainder.)"""
    for u in walk(t):
        h = u.ty.head
        if h == "ℕ" and u.op in ("sub", "div", "mod"):
            return True
        if h == "ℤ" and u.op in ("div", "mod"):
            return True
    return False
