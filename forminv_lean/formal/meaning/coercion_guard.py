"""Arguments whose meaning depends on a type the checker does not know.

An argument of an undeclared Mathlib function `Foo.f` is elaborated by Lean against the
function's domain `D`, which is not known here. The checker reads the argument at the type it
gets on its own (`T`, ℕ for `a - b` with `a b : ℕ`) and that reading is Lean's only when Lean's
elaboration at `D` is the coercion `ι : T → D` applied to it: for every `D` Lean could have,
`ι` must commute with what the argument computes. It does for the semiring operations (`+`,
`*`, numerals, `^` with a ℕ exponent: `ι` is a semiring map into any `D` with a cast), for
`-` from ℤ on and `/`, `⁻¹` from ℚ on (ring and field maps), for `if` (by cases), and for sums
and products over a fixed domain (`Nat.cast_sum`, `Nat.cast_prod`). It does not for ℕ's
truncated `-`, `/` and `%` on ℕ and ℤ, and for order-built operations (`min`, `max`, `|·|`, `⊔`,
`⊓`): a cast into `ZMod n` or `Fin n` is not monotone; nor for any arithmetic at `Fin n`,
`ZMod n`, `ℝ≥0` or an unknown type, whose casts are not ring maps. A polymorphic function
whose result type is not fixed takes its type from `D` too. Any such argument is refused
rather than guessed (`cast_sensitive`). (A binder whose type nothing written fixes, `{x | 0 <
x}`, is refused by the elaborator, which knows which types it defaulted.)
"""

from __future__ import annotations

from forminv_lean.formal.meaning.terms import Term
from forminv_lean.formal.meaning.types import PROP

#: Arithmetic at `Fin n`, `ZMod n`, `ℝ≥0` or an unknown type: never accepted, their casts are
#: not ring maps. (At ℕ ℤ ℚ ℝ, and `+ *` at a type variable, whose only coercions out come from
#: its classes, e.g. `algebraMap`, a ring map, the rules below decide.)
_ARITH = frozenset({"add", "mul", "sub", "neg", "div", "inv", "pow", "mod", "min", "max",
                    "abs", "sup", "inf"})
#: Operations that commute with the casts only from ℤ on (ring maps) or from ℚ on (field
#: maps); never at a type variable, which may be ordered-sub like ℕ.
_RING = frozenset({"sub", "neg"})
_FIELD = frozenset({"div", "inv"})
#: Functions of a fixed result type: `ι` is applied to their value, whatever they compute.
_FIXED = frozenset({"prime", "rprime", "even", "odd", "fact", "choose", "gcd", "lcm", "intgcd",
                    "natabs", "sqrt"})
#: Polymorphic functions whose value commutes with `ι` when their arguments do (`Nat.cast_sum`,
#: `Nat.cast_prod`, `Nat.cast_list_sum`, `List.map_cons`).
_HOMOMORPHIC_HEADS = frozenset({"Finset.sum", "Finset.prod", "List.sum", "List.prod",
                                "Multiset.sum", "Multiset.prod", "List.cons", "List.nil",
                                "Matrix.vecCons", "Matrix.vecEmpty",   # `ι ∘ ![a] = ![ι a]`
                                "finsum", "finprod", "Prod.mk", "⟨⟩", "insert",
                                "Union.union", "Inter.inter", "SDiff.sdiff", "HasCompl.compl"})
#: Set operations: no coercion between set types exists, so their type is their operands'.
_SETS = frozenset({"inter", "union", "sdiff", "compl", "empty", "univ", "setof"})


def cast_sensitive(t: Term) -> bool:
    """Would Lean's reading of `t`, elaborated against an unknown type, differ from the coercion
    of the checker's reading (see the module docstring)? True when it might."""
    return not _commutes(t)


def _commutes(t: Term) -> bool:
    if t.ty == PROP:
        return True  # a proposition is elaborated on its own
    op, h = t.op, t.ty.head
    if op in ("num", "var", "const", "apply") or op in _FIXED or op in _SETS:
        return all(_commutes(a) for a in t.args)
    if h in ("app", "result", "prod", "fun") and op in _ARITH:
        # `a + b` at `Fin n` or `ZMod n`: Lean coerces the leaves into the domain (`↑a + ↑b`),
        # and `Fin.val` or `ZMod.cast` does not commute with `+`
        return False
    if op in ("add", "mul", "cast"):
        return all(_commutes(a) for a in t.args)
    if op == "pow":
        return _commutes(t.args[0])  # the exponent is elaborated on its own (Monoid.npow)
    if op in _RING:
        return h in ("ℤ", "ℚ", "ℝ") and all(_commutes(a) for a in t.args)
    if op in _FIELD:
        return h in ("ℚ", "ℝ") and all(_commutes(a) for a in t.args)
    if op == "ite":
        return all(_commutes(a) for a in t.args[1:])
    if op == "lambda":
        return _commutes(t.args[0])
    if op == "app":
        if t.name in _HOMOMORPHIC_HEADS:
            return all(_commutes(a) for a in t.args)
        if t.name == "HSMul.hSMul" and len(t.args) == 2 and not _commutes(t.args[1]):
            return False   # `a • b` at `D`: Lean coerces inside `b` (its `leftact%` leaves)
        # an uninterpreted function of a fixed (if unknown) type: the coercion, if any, is
        # applied to its value; its own arguments were guarded when it was built
        return t.ty.head in ("result", "app", "Set", "ℕ", "ℤ", "ℚ", "ℝ", "fun", "prod", "var")
    return False  # min, max, abs, ⊔, ⊓, ℕ/ℤ division and remainder, sets, ...
