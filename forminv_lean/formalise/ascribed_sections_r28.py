"""The codomain written `_` in the function type ascribed to a `fun` whose body is a relation
(round 28): `(· ≤ · : α → α → _)`, `Function.swap (· < · : α → α → _) = (· > ·)`.

`(· ≤ ·)` is `fun x₁ x₂ => x₁ ≤ x₂` (Lean 4 `Lean/Elab/BuiltinNotation.lean`, `expandCDot?`).
A type ascription elaborates its type first, the `_` a metavariable `?m`, then the term
against it (`elabTypeAscription`); `fun` against `α → α → ?m` takes one arrow for each binder
(`elabFunBinders` unifies each binder's type with the arrow's domain) and elaborates the body
against the rest, `?m`. The body is a `binrel%` relation (`= ≠ < ≤ > ≥`, Lean 4
`Init/Notation.lean`: `binrel% LE.le a b` …), whose value is the relation applied, of type
`Prop` whatever the expected type (`elabBinRelCore` converts to `Bool` only for
`binrel_no_prop%`, which `==` uses); with `?m` unassigned no coercion is tried, and
`ensureHasType` assigns `?m := Prop`. So the hole is `Prop`.

Only that shape: the hole is the whole codomain after exactly as many arrows as the `fun` has
binders (a `_` with fewer arrows would be a function type the body's type is unified with, one
with more is not the body's type), the binders bind names only (no binder predicate), and the
body is one `binrel%` relation. Any other ascribed hole is left to the other rules (or refused).
"""

from __future__ import annotations

from typing import Any

#: What a hole at that place is filled with: the relation's type.
PROP = "Prop"


def section_codomain(node: Any, up: tuple[Any, ...]) -> str | None:
    """`Prop` when the hole `node` (its ancestors `up`, nearest first) is the codomain of the
    type ascribed to a `fun` whose body is a `binrel%` relation, as the module docstring
    says; None for any other place."""
    from forminv_lean.formal.meaning.ast import Ascribe, BinOp, Lambda
    from forminv_lean.formalise.binder_types import BINREL

    asc = next((u for u in up if isinstance(u, Ascribe)), None)
    if asc is None or not isinstance(asc.expr, Lambda):
        return None
    fun = asc.expr
    if any(b.pred is not None or not b.names for b in fun.binders):
        return None
    arity = sum(len(b.names) for b in fun.binders)
    codomain = asc.type
    for _ in range(arity):
        if not (isinstance(codomain, BinOp) and codomain.op == "→"):
            return None
        codomain = codomain.rhs
    if codomain is not node:
        return None
    body = fun.body
    return PROP if isinstance(body, BinOp) and body.op in BINREL else None
