"""Dependent function types over a type family: a mixin of `Elaborator`.

A binder `{α : ι → Type*}` is a value variable whose type is a function into `Type*` (a type
family); `α i`, with `i : ι`, is the opaque type named by its text (like `Fin (n + 1)`: it
depends on `α` and `i`, `terms.hidden_names`). The type `∀ i, α i` (also `(i : ι) → α i`,
and Mathlib's `Π i, α i`, which `Mathlib/Util/Delaborators.lean` parses with the `∀` parser)
is `Ty("pi", (ι, α i), "i")`; one whose codomain does not mention its binder is the plain
function type `ι → β`, which is what Lean's `(i : ι) → β` is. `x j` with `x : (i : ι) → α i`
is `x` applied at `j : ι`, of type `α j` (the codomain with `j` for `i`).

An instance binder over the family, `[∀ i, Mul (α i)]`, is what Lean makes it: a binder of
that (opaque) type, bound where it is written, printed back as `[∀ i, Mul (α i)]`. It gives
the checker nothing: operations on `x i : α i` are uninterpreted as on every opaque type.
Operations on a value of a Π type itself (`x * y`, `0`, `x ≤ y`: Mathlib's pointwise
`Pi.instMul`, `Pi.instZero`, `Pi.le_def`) are refused, since the checker does not model
them pointwise. `Π₀ i, α i` (`DFinsupp`) is not in the language.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Protocol

from forminv_lean.formal.meaning.ast import App, Ascribe, Binder, BinOp, Expr, Name, Quant
from forminv_lean.formal.meaning.elaborate_category import written_type
from forminv_lean.formal.meaning.signature import TYPE_NAMES
from forminv_lean.formal.meaning.terms import Term
from forminv_lean.formal.meaning.types import TYPE, Ty, subst_type

if TYPE_CHECKING:
    from forminv_lean.formal.meaning.elaboration import Scope

#: Type constructors whose application is a type (so `∀ i, Set (α i)` is a Π type).
_TYPE_HEADS = frozenset({"Set", "Finset", "Multiset", "List", "Option"})


class _Host(Protocol):
    def resolve(self, t: Ty) -> Ty: ...
    def unify(self, a: Ty, b: Ty) -> bool: ...
    def fail(self, symbol: str, message: str | None = None) -> Exception: ...
    def fresh(self, name: str, *, flexible: bool = False) -> Ty: ...
    def elab_type(self, e: Expr, sc: Scope) -> Ty: ...
    def term(self, e: Expr, sc: Scope, expected: Ty | None) -> Term: ...
    def family_arity(self, ty: Ty) -> int: ...
    def _pi_binders(self, e: Expr) -> tuple[list[Binder], Expr] | None: ...
    def _type_like(self, e: Expr, sc: Scope) -> bool: ...
    def pi_type(self, e: Expr, sc: Scope) -> Ty | None: ...


def mentions(ty: Ty, name: str) -> bool:
    """Whether the text of an opaque type in `ty` names the term variable `name`."""
    return subst_type(ty, name, "\u0000") != ty


def _text(e: Expr) -> str:
    from forminv_lean.formal.meaning.elaboration import show_expr
    s = show_expr(e)
    return f"({s})" if " " in s else s


class PiElaboration:
    """Type families and dependent function types, as methods of the `Elaborator`."""

    def family_arity(self: _Host, ty: Ty) -> int:
        """How many arguments a type family `ι → Type*`, `(a : ι) → κ a → Type*` takes (0 for
        a type that is not a family)."""
        n = 0
        ty = self.resolve(ty)
        while ty.head in ("fun", "pi"):
            n += 1
            ty = self.resolve(ty.args[1])
        return n if ty == TYPE else 0

    def family_app(self: _Host, e: Expr, sc: Scope) -> Ty | None:
        """`α i` for a family variable `α : ι → Type*` applied to all its arguments: the opaque
        type named by the text, each argument checked against the family's domain (at the
        arguments before it, for `γ : (a : ι) → κ a → Type*`)."""
        if not (isinstance(e, App) and isinstance(e.fn, Name) and e.fn.id in sc.vars):
            return None
        ty = self.resolve(sc.vars[e.fn.id])
        arity = self.family_arity(ty)
        if not arity:
            return None
        if len(e.args) != arity:
            raise self.fail(e.fn.id, f"the type family {e.fn.id} applied to {len(e.args)} "
                            f"arguments, not {arity}")
        for a in e.args:
            dom = self.resolve(ty.args[0])
            got = self.term(a, sc, dom)
            if not self.unify(got.ty, dom):
                raise self.fail(e.fn.id, f"{e.fn.id} applied to a term of type {got.ty}")
            ty = self.resolve(ty.args[1]) if ty.head == "fun" else \
                subst_type(ty.args[1], ty.name, _text(a))
        return Ty("app", (), " ".join([e.fn.id, *(_text(a) for a in e.args)]))

    def _pi_binders(self, e: Expr) -> tuple[list[Binder], Expr] | None:
        """The binders and codomain of `∀ i j, β` / `(i : ι) → β` written as a type, or None."""
        if isinstance(e, Quant) and e.kind == "∀":
            if any(b.pred is not None or b.info == "inst" for b in e.binders):
                return None
            return list(e.binders), e.body
        if isinstance(e, BinOp) and e.op == "→" and isinstance(e.lhs, Ascribe) and \
                isinstance(e.lhs.expr, Name):
            return [Binder((e.lhs.expr.id,), e.lhs.type)], e.rhs
        return None

    def _type_like(self: _Host, e: Expr, sc: Scope) -> bool:
        """Whether `e`, the body of a `∀`, is certainly a type, which makes the `∀` a Π type
        and not a proposition: a family applied, `Set (α i)`, a type variable or number type,
        a function or product type from one, or another such `∀`."""
        if isinstance(e, Name):
            return e.id in sc.tnames or e.id in TYPE_NAMES
        if isinstance(e, App) and isinstance(e.fn, Name):
            if e.fn.id in _TYPE_HEADS:
                return len(e.args) == 1 and self._type_like(e.args[0], sc)
            return e.fn.id in sc.vars and self.family_arity(sc.vars[e.fn.id]) > 0
        if isinstance(e, BinOp) and e.op in ("→", "×"):
            return self._type_like(e.lhs, sc)
        if (pi := self._pi_binders(e)) is not None and isinstance(e, Quant):
            return self._type_like(pi[1], sc)
        return written_type(e, lambda x: self._type_like(x, sc))  # `F i ⟶ A`, `Cᵒᵖ`

    def is_pi_type(self: _Host, e: Expr, sc: Scope) -> bool:
        """Whether a binder's type `e` is a Π type (not a hypothesis `∀ x, p x`)."""
        pi = self._pi_binders(e)
        return pi is not None and self._type_like(pi[1], sc)

    def pi_type(self: _Host, e: Expr, sc: Scope) -> Ty | None:
        """The type `∀ i, β i` / `(i : ι) → β i` denotes, or None if `e` is not one. A binder
        with no type takes the one its uses fix (`α i` with `α : ι → Type*`); one nothing
        fixes, an implicit binder, or a codomain that is not a type is refused."""
        pi = self._pi_binders(e)
        if pi is None:
            return None
        binders, body = pi
        doms: list[tuple[str, Ty]] = []
        inner = sc
        for b in binders:
            if b.info != "explicit":
                raise self.fail("∀", "a Π type with an implicit binder")
            for n in b.names:
                dom = self.elab_type(b.type, inner) if b.type is not None else self.fresh(n)
                doms.append((n, dom))
                inner = inner.with_var(n, dom)
        out = self.elab_type(body, inner)
        for n, dom in reversed(doms):
            dom = self.resolve(dom)
            if dom.head == "meta":
                raise self.fail(n, f"the type of {n} in a Π type is not fixed by its codomain")
            out = Ty("pi", (dom, out), n) if mentions(out, n) else Ty("fun", (dom, out))
        return out

    def apply_pi(self: _Host, f: Term, x: Expr, sc: Scope) -> Term:
        """`f x` for `f : (i : ι) → β i`: `x : ι`, of type `β x`."""
        fty = self.resolve(f.ty)
        a = self.term(x, sc, fty.args[0])
        if not self.unify(a.ty, fty.args[0]):
            raise self.fail(str(f), f"a dependent function applied to a term of type {a.ty}")
        return Term("apply", (f, a), subst_type(fty.args[1], fty.name, _text(x)))

    def over_family(self, b: Binder) -> bool:
        """An instance binder whose type is a `∀` (or `(i : ι) → …`): over a family."""
        return b.info == "inst" and b.type is not None and self._pi_binders(b.type) is not None

    def family_instance(self: _Host, b: Binder, sc: Scope) -> Ty:
        """The type of an instance binder over a family, `[∀ i, Module 𝕜 (E i)]`: a Π type
        whose codomain is a class applied to types, printed back exactly as written (a term
        argument after a type argument would be reordered by the opaque type's printing:
        refused), as is a `∀` with a binder predicate."""
        from forminv_lean.formal.meaning.elaboration import show_expr
        from forminv_lean.formal.meaning.types import show_type
        pi = self._pi_binders(b.type) if b.type is not None else None
        if pi is None or b.type is None:
            raise self.fail("∀", "an instance binder with a binder predicate")
        body = pi[1]
        while (nested := self._pi_binders(body)) is not None and isinstance(body, Quant):
            body = nested[1]
        if not (isinstance(body, App) and isinstance(body.fn, Name)):
            raise self.fail("∀", "an instance binder over a family that is not a class "
                            "applied to types")
        ty = self.pi_type(b.type, sc)
        assert ty is not None
        cod = ty
        while cod.head in ("pi", "fun"):
            cod = cod.args[1]
        if show_type(cod) != show_expr(body):
            raise self.fail(body.fn.id, "an instance binder over a family whose class "
                            "arguments this language would reorder")
        return ty
