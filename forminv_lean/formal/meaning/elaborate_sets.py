"""Elaboration of set expressions (`∩ ∪ \\ ᶜ`, `∅`, `Set.univ`, `{x | p x}`): a mixin of
`Elaborator` that unifies the element type across a set expression, so `∅` and an untyped
set-builder variable take their type from their siblings, as in Lean."""

from __future__ import annotations

from typing import TYPE_CHECKING, Protocol

from forminv_lean.formal.meaning.ast import BinOp, Expr, Name, SetBuilder, UnOp
from forminv_lean.formal.meaning.terms import Term
from forminv_lean.formal.meaning.types import NAT, PROP, Ty, is_set, set_of

if TYPE_CHECKING:
    from forminv_lean.formal.meaning.elaboration import Scope

SETOPS = {"∩": "inter", "∪": "union", "\\": "sdiff"}


class _Pending(Exception):
    """Raised in the inference pass when a type is not known yet (the pass just stops)."""


def _describe(e: Expr) -> str:
    if isinstance(e, Name):
        return e.id
    if isinstance(e, UnOp | BinOp):
        return e.op
    return type(e).__name__


class _Host(Protocol):
    """What set elaboration needs from the `Elaborator` it is mixed into (checked by mypy)."""

    final: bool

    def resolve(self, t: Ty) -> Ty: ...
    def unify(self, a: Ty, b: Ty) -> bool: ...
    def fail(self, symbol: str, message: str | None = None) -> Exception: ...
    def pending(self) -> Exception: ...
    def term(self, e: Expr, sc: Scope, expected: Ty | None) -> Term: ...
    def prop(self, e: Expr, sc: Scope) -> Term: ...
    def elab_type(self, e: Expr, sc: Scope) -> Ty: ...
    def fresh(self, name: str, *, flexible: bool = False) -> Ty: ...
    def _adopts(self, e: Expr) -> bool: ...
    def set_leaf(self: _Host, x: Expr, sc: Scope, expected: Ty | None) -> Term: ...


class SetElaboration:
    """Set expressions, as methods of the `Elaborator` (typed through `_Host`)."""

    def set_expr(self: _Host, e: Expr, sc: Scope, expected: Ty | None) -> Term:
        leaves: list[Expr] = []

        def collect(x: Expr) -> None:
            if isinstance(x, BinOp) and x.op in SETOPS:
                collect(x.lhs)
                collect(x.rhs)
            elif isinstance(x, UnOp) and x.op == "ᶜ":
                collect(x.arg)
            else:
                leaves.append(x)

        collect(e)
        top: Ty | None = self.resolve(expected) if expected is not None else None
        built: dict[int, Term] = {}
        for leaf in leaves:
            if self._adopts(leaf):
                continue
            t = self.set_leaf(leaf, sc, top)
            built[id(leaf)] = t
            ty = self.resolve(t.ty)
            if top is None:
                top = ty
            elif not self.unify(top, ty) and self.final:
                raise self.fail(_describe(leaf), f"type mismatch: {top} and {ty}")
            top = self.resolve(top)
        if top is None:
            if not self.final:
                raise self.pending()
            raise self.fail("∅", "cannot infer the element type of this set")
        if not is_set(top):
            raise self.fail(_describe(e), f"expected a set, got {top}")

        def rebuild(x: Expr) -> Term:
            if isinstance(x, BinOp) and x.op in SETOPS:
                return Term(SETOPS[x.op], (rebuild(x.lhs), rebuild(x.rhs)), top)
            if isinstance(x, UnOp) and x.op == "ᶜ":
                return Term("compl", (rebuild(x.arg),), top)
            if id(x) in built:
                return built[id(x)]
            return self.set_leaf(x, sc, top)

        return rebuild(e)

    def set_leaf(self: _Host, x: Expr, sc: Scope, expected: Ty | None) -> Term:
        if isinstance(x, Name) and x.id in ("∅", "Set.univ"):
            if expected is None or self.resolve(expected).head == "meta":
                raise self.pending() if not self.final else self.fail(x.id, "untyped ∅")
            return Term("empty" if x.id == "∅" else "univ", (), self.resolve(expected))
        if isinstance(x, SetBuilder):
            if x.type is not None:
                elem = self.elab_type(x.type, sc)
            elif expected is not None and is_set(self.resolve(expected)):
                elem = self.resolve(expected).args[0]
            else:
                elem = self.fresh(x.var, flexible=True)
            inner = sc.with_var(x.var, elem)
            body = self.prop(x.body, inner)
            if x.sep is not None:  # `{x ∈ s | p x}` is `{x | x ∈ s ∧ p x}` (binder predicate)
                rel, bound = x.sep
                guard = self.prop(BinOp(rel, Name(x.var), bound), inner)
                body = Term("and", (guard, body), PROP)
            elem = self.resolve(elem)
            if elem.head == "meta" and self.final:
                elem = NAT
            return Term("setof", (body,), set_of(elem), x.var, bty=elem)
        t = self.term(x, sc, expected)
        if not is_set(self.resolve(t.ty)) and self.final:
            raise self.fail(_describe(x), f"expected a set, got {t.ty}")
        return t
