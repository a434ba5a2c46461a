"""Mathlib's vector literal `![a, b, …]`, elaborated as Lean does.

Mathlib/Data/Fin/VecNotation.lean:47 `def vecEmpty : Fin 0 → α`, :55 `def vecCons {n : ℕ}
(h : α) (t : Fin n → α) : Fin n.succ → α`, :66 `syntax (name := vecNotation) "![" term,* "]"
: term` and :68-71 its `macro_rules`: `![a, b]` is `vecCons a (vecCons b vecEmpty)` (both in
`namespace Matrix`), a function `Fin 2 → α` (`Fin (Nat.succ (Nat.succ 0))`, which Lean's `Nat`
literals make the same type as `Fin 2`).

Against an expected `Fin k → α` (a parameter's declared type, the other side of `=` typed,
an ascription), `propagateExpectedType` unifies `vecCons`'s result type with it first, so every
entry is elaborated against `α` (coerced into it where it has another type). With no expected
type the entries fix `α` between them, the first one that has a type assigning it and the
others elaborated against it (as in a list literal `[a, b]`, `List.cons`); entries of which
none has a type of its own (`![0, 1]`, `![]`) wait for the context in Lean, and with no
context the checker knows here they are refused rather than given ℕ.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from forminv_lean.formal.meaning.ast import Bracket
from forminv_lean.formal.meaning.elaborate_arith import numerals_only
from forminv_lean.formal.meaning.terms import Term
from forminv_lean.formal.meaning.types import Ty

if TYPE_CHECKING:
    from forminv_lean.formal.meaning.elaboration import Elaborator, Scope

VEC_CONS = "Matrix.vecCons"
VEC_EMPTY = "Matrix.vecEmpty"


def fin(n: int) -> Ty:
    """The type `Fin n` (kept opaque, its size written as the numeral)."""
    return Ty("app", (), f"Fin {n}")


def vector_type(n: int, elem: Ty) -> Ty:
    """`Fin n → elem`, the type of a vector literal of `n` entries."""
    return Ty("fun", (fin(n), elem))


def vector_literal(el: Elaborator, e: Bracket, sc: Scope, expected: Ty | None) -> Term:
    """`![a, b, …]` (`e.kind == "vec"`) elaborated against `expected` (None if not known)."""
    from forminv_lean.formal.meaning.elaboration import _context_typed

    n = len(e.items)
    exp = el.resolve(expected) if expected is not None else None
    known: Ty | None = None
    if exp is not None and exp.head == "fun":
        dom = el.resolve(exp.args[0])
        if dom != fin(n):
            # `Fin (n + 1) → α` or another domain: whether Lean unifies it with `Fin k` (by
            # unfolding what is written) is not decided here
            raise el.fail("![]", f"a vector literal of {n} entries where {exp} is expected")
        known = el.resolve(exp.args[1])
        if known.head == "meta":
            known = None
    elif exp is not None and exp.head not in ("meta", "result"):
        raise el.fail("![]", f"a vector literal where {exp} is expected")
    if known is None and all(numerals_only(x, el._flexible) for x in e.items):
        # `![0, 1]`, `![]`: Lean takes the entries' type from the context (the numerals wait),
        # and no context known here fixes it
        raise el.fail("![]", "the entry type of this vector literal is fixed by nothing written")
    first = None if known is not None else next(
        (x for x in e.items if not numerals_only(x, el._flexible) and not _context_typed(x)),
        None)
    # `![n, x]` (`n : ℕ`, `x : ℝ`): `vecCons n ![x]` fixes `α := ℕ` from its first entry, and
    # Lean rejects `x` against ℕ; the tree below would coerce `n` into ℝ instead
    alone = el.term(first, sc, None) if first is not None else None
    items: list[Term] = []
    ety = known
    if e.items:
        items, ety = el.tree(list(e.items), sc, known)
    assert ety is not None
    elem = el.resolve(ety)
    if alone is not None and "?" not in str(el.resolve(alone.ty)) and \
            el.resolve(alone.ty) != elem:
        # (a type with a metavariable or an unknown result in it, `fun i => x.coeff i`, is
        # named afresh by each elaboration: only a ground type can be compared)
        raise el.fail("![]", f"a vector literal whose first typed entry, of type "
                      f"{el.resolve(alone.ty)}, fixes another entry type than {elem}")
    out = Term("app", (), vector_type(0, elem), VEC_EMPTY)
    for k, x in enumerate(reversed(items), start=1):
        out = Term("app", (x, out), vector_type(k, elem), VEC_CONS)
    return out


def vector_items(t: Term) -> list[Term] | None:
    """The entries of a `vecCons … vecEmpty` chain (None if `t` is not one)."""
    items: list[Term] = []
    while t.op == "app" and t.name == VEC_CONS and len(t.args) == 2:
        items.append(t.args[0])
        t = t.args[1]
    return items if t.op == "app" and t.name == VEC_EMPTY and not t.args else None
