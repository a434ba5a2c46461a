"""Elaboration: raw tree -> typed closed proposition, following Lean 4's own rules.

What matters for meaning, and is reproduced here:
* arithmetic is elaborated like Lean's `binop%`/`binrel%`: the leaves of a tree of `+ - * / %`
  (and both sides of a relation, and the base of `^`) are collected, the maximal type among
  them (seeded by the expected type) is found on the chain ℕ → ℤ → ℚ → ℝ, and coercions are
  inserted at the *leaves*. So `(a - b : ℤ)` with `a b : ℕ` is `↑a - ↑b` (integer
  subtraction), while `((a - b : ℕ) : ℤ)` casts after the truncating subtraction;
* numerals take the tree's type and default to ℕ; an exponent is elaborated on its own, so
  in `x ^ 2` with `x : ℝ` the `2` is a natural number (Monoid.npow) and `x ^ (1/2) = x ^ 0`;
* untyped binders get their type by unification over the whole statement (two passes);
* `-x` on ℕ, `%` on ℝ, `x ^ (y : ℝ)` are rejected as Lean rejects or we do not model them.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from fractions import Fraction

from forminv_lean.formal.ast import (
    App,
    Ascribe,
    Binder,
    BinOp,
    Expr,
    Field,
    Name,
    Num,
    Quant,
    SetBuilder,
    UnOp,
)
from forminv_lean.formal.elaborate_sets import SETOPS, SetElaboration, _Pending
from forminv_lean.formal.errors import UnsupportedError
from forminv_lean.formal.signature import (
    ALIASES,
    CLASS_PARENTS,
    CONSTS,
    OP_CLASSES,
    SORT_NAMES,
    TYPE_NAMES,
    class_closure,
    provides,
)
from forminv_lean.formal.terms import FALSE, TRUE, Term, free_vars, mk, num, var
from forminv_lean.formal.types import (
    INT,
    NAMESPACE,
    NAT,
    PROP,
    REAL,
    TYPE,
    Ty,
    coercible,
    is_numeric,
    is_set,
    is_tvar,
    meta,
    numeric_max,
    set_of,
    tvar,
)

ARITH = {"+": "add", "-": "sub", "*": "mul", "/": "div", "%": "mod", "⊔": "sup", "⊓": "inf"}
RELS = {"=": "eq", "≠": "ne", "<": "lt", ">": "gt", "≤": "le", "≥": "ge", "∣": "dvd"}
LOGIC = {"∧": "and", "∨": "or", "→": "imp", "↔": "iff"}

@dataclass
class Scope:
    """Variables in scope. Type variables are keyed by their internal name (unique: an inner
    `∀ {α}` that shadows an outer `α` gets another name), `tnames` maps written names to it."""

    vars: dict[str, Ty] = field(default_factory=dict)
    tvars: dict[str, frozenset[str]] = field(default_factory=dict)
    tnames: dict[str, str] = field(default_factory=dict)

    def with_var(self, name: str, ty: Ty) -> Scope:
        return Scope({**self.vars, name: ty}, self.tvars, self.tnames)

    def with_tvar(self, name: str, classes: frozenset[str]) -> tuple[Scope, str]:
        """Bind type variable `name`; returns the scope and its internal name."""
        internal = name
        while internal in self.tvars:
            internal += "'"
        vars_ = {k: v for k, v in self.vars.items() if k != name}
        return Scope(vars_, {**self.tvars, internal: classes},
                     {**self.tnames, name: internal}), internal


def _describe(e: Expr) -> str:
    if isinstance(e, Name):
        return e.id
    if isinstance(e, App):
        return _describe(e.fn)
    if isinstance(e, UnOp | BinOp):
        return e.op
    return type(e).__name__


class Elaborator(SetElaboration):
    """Two inference passes solve binder metavariables; the final pass builds the term."""

    def __init__(self) -> None:
        self.solved: dict[str, Ty] = {}
        self.created: set[str] = set()
        self.final = False
        self.counter = 0  # reset at every pass: the same binder gets the same name each time

    def fresh(self, name: str) -> Ty:
        """A metavariable for an untyped binder, numbered in traversal order (never by
        object identity: two quantifiers may share one cached binder object)."""
        self.counter += 1
        full = f"?{self.counter}:{name}"
        self.created.add(full)
        return meta(full)

    # -- types and metavariables ----------------------------------------------------------
    def resolve(self, t: Ty) -> Ty:
        while t.head == "meta" and t.name in self.solved:
            t = self.solved[t.name]
        if t.head == "Set":
            return set_of(self.resolve(t.args[0]))
        return t

    def unify(self, a: Ty, b: Ty) -> bool:
        a, b = self.resolve(a), self.resolve(b)
        if a == b:
            return True
        if a.head == "meta":
            self.solved[a.name] = b
            return True
        if b.head == "meta":
            self.solved[b.name] = a
            return True
        if a.head == "Set" and b.head == "Set":
            return self.unify(a.args[0], b.args[0])
        return False

    def fail(self, symbol: str, message: str | None = None) -> UnsupportedError:
        return UnsupportedError(symbol, message)

    def pending(self) -> _Pending:
        return _Pending()

    def elab_type(self, e: Expr, sc: Scope) -> Ty:
        if isinstance(e, Name):
            if e.id in sc.tnames:
                return tvar(sc.tnames[e.id])
            if e.id in TYPE_NAMES:
                return Ty(TYPE_NAMES[e.id])
            if e.id in SORT_NAMES:
                return TYPE
            raise self.fail(e.id, f"unknown type: {e.id}")
        if isinstance(e, App) and isinstance(e.fn, Name):
            if e.fn.id == "Set" and len(e.args) == 1:
                return set_of(self.elab_type(e.args[0], sc))
            if e.fn.id in ("Type", "Sort"):
                return TYPE
        if isinstance(e, BinOp) and e.op == "→":
            raise self.fail("→", "function types are not supported")
        raise self.fail(_describe(e), "unsupported type expression")

    # -- propositions ---------------------------------------------------------------------
    def prop(self, e: Expr, sc: Scope) -> Term:
        if isinstance(e, Quant):
            return self.quant(e, sc)
        if isinstance(e, BinOp) and e.op in LOGIC:
            return mk(LOGIC[e.op], self.prop(e.lhs, sc), self.prop(e.rhs, sc))
        if isinstance(e, UnOp) and e.op == "¬":
            return mk("not", self.prop(e.arg, sc))
        if isinstance(e, BinOp) and (e.op in RELS or e.op in ("∈", "∉", "⊆", "⊂")):
            return self.relation(e, sc)
        if isinstance(e, Name) and e.id in ("True", "False"):
            return TRUE if e.id == "True" else FALSE
        if isinstance(e, Ascribe):
            if self.elab_type(e.type, sc) != PROP:
                raise self.fail(_describe(e.expr), "expected a proposition")
            return self.prop(e.expr, sc)
        if isinstance(e, App) and isinstance(e.fn, Name) and e.fn.id == "Not" and len(e.args) == 1:
            return mk("not", self.prop(e.args[0], sc))
        try:
            t = self.term(e, sc, None)
        except _Pending:
            if self.final:
                raise
            return TRUE
        if self.resolve(t.ty) != PROP:
            raise self.fail(_describe(e), f"expected a proposition, got a term of type {t.ty}")
        return t

    def quant(self, q: Quant, sc: Scope) -> Term:
        classes: dict[str, set[str]] = {}
        for b in q.binders:
            if b.info == "inst":
                cls, target = self.instance(b)
                classes.setdefault(target, set()).add(cls)
        for target, declared in classes.items():
            self._one_instance_per_operation(target, declared)
        plan: list[tuple[str, str, Ty | None, str, Term | None]] = []
        declared_for: dict[str, str] = {}  # internal type-variable name -> written name
        ty: Ty | None  # a Ty while planning; the plan's Ty | None when building
        inner = sc
        for b in q.binders:
            if b.info == "inst":
                continue
            if b.type is not None and self._is_sort(b.type):
                if q.kind == "∃":
                    raise self.fail("∃", "existential quantification over types")
                for n in b.names:
                    inner, internal = inner.with_tvar(n, class_closure(classes.get(n, set())))
                    plan.append(("t", internal, None, b.info, None))
                    declared_for[internal] = n
                continue
            for n in b.names:
                ty = self.elab_type(b.type, inner) if b.type is not None else self.fresh(n)
                inner = inner.with_var(n, ty)
                guard = None
                if b.pred is not None:
                    guard = self.relation(BinOp(b.pred[0], Name(n), b.pred[1]), inner)
                plan.append(("v", n, ty, b.info, guard))
        for target in classes:
            if target not in inner.tnames:
                raise self.fail(target, f"instance binder for {target}, which is not bound here")
        body = self.prop(q.body, inner)
        kind = "forall" if q.kind == "∀" else "exists"
        for tag, n, ty, info, guard in reversed(plan):
            if tag == "t":
                body = Term("tforall", (body,), PROP, n, info=info,
                            classes=tuple(sorted(classes.get(declared_for[n], set()))))
                continue
            assert ty is not None
            if guard is not None:
                body = mk("imp" if kind == "forall" else "and", guard, body)
            rty = self.resolve(ty)
            if rty.head == "meta" and self.final:
                rty = NAT
            body = Term(kind, (body,), PROP, n, bty=rty, info=info)
        return body

    def _one_instance_per_operation(self, target: str, declared: set[str]) -> None:
        """Two instance binders on one type that both provide an operation (`[Group α]
        [CommMonoid α]`, `[Preorder α] [LinearOrder α]`) give Lean two unrelated operations;
        the checker models one, so such a binder list is refused."""
        ops = {c: {op for op, owners in OP_CLASSES.items()
                   if set(owners) & class_closure({c})} for c in declared}
        names = sorted(declared)
        for i, a in enumerate(names):
            for b in names[i + 1:]:
                shared = ops[a] & ops[b]
                if shared:
                    raise self.fail(f"[{b} {target}]", f"[{a} {target}] and [{b} {target}] both "
                                    f"provide {sorted(shared)[0]}: Lean would use two unrelated "
                                    "operations")

    def _is_sort(self, t: Expr) -> bool:
        if isinstance(t, Name):
            return t.id in SORT_NAMES
        return isinstance(t, App) and isinstance(t.fn, Name) and t.fn.id in ("Type", "Sort")

    def instance(self, b: Binder) -> tuple[str, str]:
        t = b.type
        if isinstance(t, App) and isinstance(t.fn, Name) and len(t.args) == 1 \
                and isinstance(t.args[0], Name):
            if t.fn.id not in CLASS_PARENTS:
                raise self.fail(t.fn.id, f"type class {t.fn.id} is not supported")
            return t.fn.id, t.args[0].id
        raise self.fail(_describe(t) if t is not None else "[]", "unsupported instance binder")

    def relation(self, e: BinOp, sc: Scope) -> Term:
        if self.final:
            return self._relation(e, sc)
        try:
            return self._relation(e, sc)
        except _Pending:
            return TRUE

    def _relation(self, e: BinOp, sc: Scope) -> Term:
        op = e.op
        if op in ("∈", "∉"):
            try:
                s = self.set_expr(e.rhs, sc, None)
            except (UnsupportedError, _Pending):
                # `x ∈ ∅`: as in Lean, the element's type fixes the set's type.
                (x,), xty = self.tree([e.lhs], sc, None)
                s = self.set_expr(e.rhs, sc, set_of(self.resolve(xty)))
                return mk("mem" if op == "∈" else "notmem", x, s)
            elem = self.resolve(s.ty).args[0]
            known = None if elem.head == "meta" else elem
            (x,), xty = self.tree([e.lhs], sc, known)
            if known is None:
                self.unify(elem, xty)
                s = self.set_expr(e.rhs, sc, set_of(xty)) if xty.head != "meta" else s
            return mk("mem" if op == "∈" else "notmem", x, s)
        if op in ("⊆", "⊂"):
            (a, b), _ = self.tree([e.lhs, e.rhs], sc, None)
            if not is_set(self.resolve(a.ty)) and self.final:
                raise self.fail(op, f"{op} needs sets")
            return mk("subset" if op == "⊆" else "ssubset", a, b)
        (a, b), ty = self.tree([e.lhs, e.rhs], sc, None)
        ty = self.resolve(ty)
        name = RELS[op]
        if self.final:
            if name in ("le", "lt", "ge", "gt"):
                ok = is_numeric(ty) or (is_tvar(ty) and provides(sc.tvars[ty.name], "le"))
                if not ok:
                    raise self.fail(op, f"no order on {ty}")
            if name == "dvd" and not is_numeric(ty):
                raise self.fail("∣", f"divisibility on {ty} is not supported")
            if ty == PROP:
                raise self.fail(op, "equality of propositions: use ↔")
        return mk(name, a, b)

    # -- arithmetic trees (Lean's binop%/binrel%) ------------------------------------------
    def tree(self, roots: list[Expr], sc: Scope, expected: Ty | None) -> tuple[list[Term], Ty]:
        exp = self.resolve(expected) if expected is not None else None
        if len(roots) == 1 and not self._arith_node(roots[0]) and exp is not None \
                and exp.head != "meta" and exp != PROP:
            # Not a `binop%` tree: Lean elaborates the term itself against the expected type
            # (for an application, `propagateExpectedType` first unifies the result type with
            # it, so `(min (a - b) c : ℤ)` is `min (↑a - ↑b) ↑c`), then coerces if needed.
            t = self.term(roots[0], sc, exp)
            got = self.resolve(t.ty)
            if got.head == "meta" and not self.final:
                self.unify(got, exp)
            elif got != exp and not coercible(got, exp) and self.final:
                raise self.fail(_describe(roots[0]), f"type mismatch: expected {exp}, got {got}")
            return [self.coerce(t, exp)], exp
        leaves: list[Expr] = []

        def collect(e: Expr) -> None:
            if isinstance(e, BinOp) and e.op in ARITH:
                collect(e.lhs)
                collect(e.rhs)
            elif isinstance(e, BinOp) and e.op == "^":
                collect(e.lhs)
            elif isinstance(e, UnOp) and e.op == "-":
                collect(e.arg)
            else:
                leaves.append(e)

        for r in roots:
            collect(r)
        typed: dict[int, Term] = {}
        coes: dict[int, Term] = {}
        adopt = False
        numerals = False
        for leaf in leaves:
            if isinstance(leaf, Num) or self._flexible(leaf):
                # A numeral, or `min 2 3`: its type is whatever the tree's type is (Lean
                # unifies a leaf of unknown type with the tree's maximal type).
                numerals = True
            elif isinstance(leaf, UnOp) and leaf.op == "↑":
                coes[id(leaf)] = self.term(leaf.arg, sc, None)
            elif self._adopts(leaf):
                adopt = True
            else:
                typed[id(leaf)] = self.term(leaf, sc, None)
        top: Ty | None = None
        if expected is not None and self.resolve(expected).head != "meta" and expected != PROP:
            top = self.resolve(expected)
        metas: list[Ty] = []
        for t in typed.values():
            ty = self.resolve(t.ty)
            if ty.head == "meta" or (is_set(ty) and self.resolve(ty.args[0]).head == "meta"):
                metas.append(ty)
                continue
            if top is None:
                top = ty
            elif is_numeric(top) and is_numeric(ty):
                top = numeric_max(top, ty)
            elif top != ty:
                raise self.fail(_describe(roots[0]), f"type mismatch: {top} and {ty}")
        if top is not None:
            for m in metas:
                if not self.unify(m, top):
                    raise self.fail(_describe(roots[0]), f"type mismatch: {m} and {top}")
        elif metas:
            for m in metas[1:]:
                self.unify(metas[0], m)
            top = self.resolve(metas[0])
        if top is None:
            if coes or (adopt and not numerals):
                if not self.final:
                    raise self.pending()
                sym = "↑" if coes else "∅"
                raise self.fail(sym, f"cannot infer the type of {sym} from its context")
            top = NAT
        if expected is not None and self.final and self.resolve(expected) not in (top, PROP) \
                and self.resolve(expected).head != "meta":
            raise self.fail(_describe(roots[0]), f"type mismatch: expected {expected}, got {top}")

        def rebuild(e: Expr) -> Term:
            if isinstance(e, BinOp) and e.op in ARITH:
                return self.arith(ARITH[e.op], (rebuild(e.lhs), rebuild(e.rhs)), top, sc)
            if isinstance(e, BinOp) and e.op == "^":
                base = rebuild(e.lhs)
                (ex,), ety = self.tree([e.rhs], sc, None)
                ety = self.resolve(ety)
                if ety != NAT and self.final:
                    sym = "Real.rpow" if ety.head in ("ℝ", "ℚ") else "zpow"
                    raise self.fail(sym, f"exponent of type {ety} ({sym}) is not supported")
                return self.arith("pow", (base, ex), top, sc)
            if isinstance(e, UnOp) and e.op == "-":
                return self.arith("neg", (rebuild(e.arg),), top, sc)
            if isinstance(e, Num):
                return self.numeral(e, top, sc)
            if isinstance(e, UnOp) and e.op == "↑":
                return self.coerce(coes[id(e)], top)
            if id(e) in typed:
                return self.coerce(typed[id(e)], top)
            return self.term(e, sc, top)

        return [rebuild(r) for r in roots], top

    def _arith_node(self, e: Expr) -> bool:
        """Part of a `binop%` tree (its leaves are elaborated without an expected type)."""
        return (isinstance(e, BinOp) and (e.op in ARITH or e.op == "^")) or isinstance(e, Num) \
            or (isinstance(e, UnOp) and e.op in ("-", "↑"))

    def _flexible(self, e: Expr) -> bool:
        """`min`/`max`/`|·|` of numerals only: no argument fixes the type."""
        if isinstance(e, Num):
            return True
        if isinstance(e, UnOp) and e.op == "abs":
            return self._flexible(e.arg)
        if isinstance(e, App) and isinstance(e.fn, Name) and \
                ALIASES.get(e.fn.id, e.fn.id) in ("min", "max", "abs"):
            return bool(e.args) and all(self._flexible(a) for a in e.args)
        return False

    def _adopts(self, e: Expr) -> bool:
        if isinstance(e, Name) and e.id in ("∅", "Set.univ"):
            return True
        if isinstance(e, SetBuilder) and e.type is None:
            return True
        if isinstance(e, BinOp) and e.op in SETOPS:
            return self._adopts(e.lhs) and self._adopts(e.rhs)
        return isinstance(e, UnOp) and e.op == "ᶜ" and self._adopts(e.arg)

    def coerce(self, t: Term, to: Ty) -> Term:
        src = self.resolve(t.ty)
        if src == to or src.head == "meta" or to.head == "meta":
            return t
        if coercible(src, to):
            return Term("cast", (t,), to)
        if not self.final:
            return t
        raise self.fail("↑", f"no coercion from {src} to {to}")

    def numeral(self, e: Num, ty: Ty, sc: Scope) -> Term:
        value: int | Fraction = Fraction(e.text) if "." in e.text else int(e.text)
        if isinstance(value, Fraction) and ty.head not in ("ℚ", "ℝ") and self.final:
            raise self.fail(e.text, f"decimal literal at type {ty}")
        if is_tvar(ty) and self.final:
            need = "zero" if value == 0 else "one" if value == 1 else "numeral"
            if not provides(sc.tvars[ty.name], need) or isinstance(value, Fraction):
                raise self.fail(e.text, f"numeral {e.text} needs more structure on {ty.name}")
        if not (is_numeric(ty) or is_tvar(ty)) and self.final:
            raise self.fail(e.text, f"numeral at type {ty}")
        return num(value, ty)

    def arith(self, op: str, args: tuple[Term, ...], ty: Ty, sc: Scope) -> Term:
        if self.final:
            bad = None
            if ty == NAT and op == "neg":
                bad = ("Neg ℕ", "ℕ has no negation: Lean fails to synthesize Neg ℕ")
            elif op == "mod" and ty not in (NAT, INT):
                bad = (f"Mod {ty}", f"% is not defined on {ty}")
            elif op in ("sup", "inf") and not is_tvar(ty):
                bad = ("⊔" if op == "sup" else "⊓", f"lattice operations on {ty}")
            elif is_tvar(ty):
                key = "pow" if op == "pow" else op
                if op == "mod" or not provides(sc.tvars[ty.name], key):
                    bad = (op, f"{op} needs a class providing it on {ty.name}")
            elif not is_numeric(ty):
                bad = (op, f"arithmetic on {ty}")
            if bad:
                raise self.fail(*bad)
        return Term(op, args, ty)

    # -- terms (leaves) ---------------------------------------------------------------------
    def term(self, e: Expr, sc: Scope, expected: Ty | None) -> Term:
        if isinstance(e, Num) or (isinstance(e, BinOp) and e.op in ARITH | {"^": "pow"}) \
                or (isinstance(e, UnOp) and e.op in ("-", "↑")):
            (t,), _ = self.tree([e], sc, expected)
            return t
        if isinstance(e, Ascribe):
            ty = self.elab_type(e.type, sc)
            if ty == PROP:
                return self.prop(e.expr, sc)
            if is_set(ty):
                return self.set_expr(e.expr, sc, ty)
            (t,), got = self.tree([e.expr], sc, ty)
            return t
        if isinstance(e, Name):
            return self.name(e.id, sc, expected)
        if isinstance(e, App):
            if isinstance(e.fn, Name):
                return self.call(e.fn.id, list(e.args), sc, expected=expected)
            if isinstance(e.fn, Field):
                obj = self.term(e.fn.obj, sc, None)
                return self.field_call(obj, e.fn.field, list(e.args), sc)
            raise self.fail(_describe(e.fn), "unsupported application")
        if isinstance(e, Field):
            return self.field_call(self.term(e.obj, sc, None), e.field, [], sc)
        if isinstance(e, UnOp):
            if e.op == "abs":
                return self.call("abs", [e.arg], sc, expected=expected)
            if e.op == "√":
                return self.call("Real.sqrt", [e.arg], sc)
            if e.op == "!":
                return self.call("Nat.factorial", [e.arg], sc)
            if e.op == "⁻¹":
                (a,), ty = self.tree([e.arg], sc, None)
                if self.final and not (ty.head in ("ℚ", "ℝ") or
                                       (is_tvar(ty) and provides(sc.tvars[ty.name], "inv"))):
                    raise self.fail("⁻¹", f"no inverse on {ty}")
                return Term("inv", (a,), ty)
            if e.op == "ᶜ":
                return self.set_expr(e, sc, expected if expected and is_set(expected) else None)
            if e.op == "¬":
                return self.prop(e, sc)
        if isinstance(e, BinOp) and e.op in SETOPS or isinstance(e, SetBuilder):
            return self.set_expr(e, sc, expected if expected and is_set(expected) else None)
        if isinstance(e, Quant | BinOp):
            return self.prop(e, sc)
        raise self.fail(_describe(e), "unsupported term")

    def name(self, n: str, sc: Scope, expected: Ty | None) -> Term:
        if n in sc.vars:
            return var(n, self.resolve(sc.vars[n]))
        if n in ("∅", "Set.univ"):
            return self.set_expr(Name(n), sc, expected)
        if n in ("True", "False"):
            return TRUE if n == "True" else FALSE
        head, _, rest = n.partition(".")
        if rest and head in sc.vars:
            obj: Term = var(head, self.resolve(sc.vars[head]))
            parts = rest.split(".")
            for p in parts:
                obj = self.field_call(obj, p, [], sc)
            return obj
        if n in CONSTS or n in ALIASES:
            return self.call(n, [], sc)
        raise self.fail(n, f"unknown identifier: {n}")

    def field_call(self, obj: Term, fld: str, args: list[Expr], sc: Scope) -> Term:
        ty = self.resolve(obj.ty)
        if ty.head == "meta":
            owners = [h for h, ns in NAMESPACE.items() if f"{ns}.{fld}" in CONSTS and h != "Set"]
            if len(owners) == 1 and not self.final:
                self.unify(ty, Ty(owners[0]))
                ty = Ty(owners[0])
            else:
                raise self.pending() if not self.final else self.fail(fld, "field of unknown type")
        ns = NAMESPACE.get(ty.head)
        full = f"{ns}.{fld}" if ns else fld
        if fld in ("succ", "pred") and ty == NAT:
            return self.call(f"Nat.{fld}", [], sc, obj=obj, extra=args)
        if full not in CONSTS:
            raise self.fail(full, f"unknown function {full}")
        return self.call(full, [], sc, obj=obj, extra=args)

    def call(self, fname: str, args: list[Expr], sc: Scope, *, obj: Term | None = None,
             extra: list[Expr] | None = None, expected: Ty | None = None) -> Term:
        head, _, rest = fname.partition(".")
        if obj is None and rest and head in sc.vars:
            parts = rest.split(".")
            o: Term = var(head, self.resolve(sc.vars[head]))
            for p in parts[:-1]:
                o = self.field_call(o, p, [], sc)
            return self.field_call(o, parts[-1], args, sc)
        args = list(extra or []) + args if obj is not None else args
        fname = ALIASES.get(fname, fname)
        if fname in ("Nat.succ", "Nat.pred"):
            x = obj if obj is not None else self._arg(args, 0, NAT, sc)
            one = num(1, NAT)
            return Term("add" if fname == "Nat.succ" else "sub", (x, one), NAT)
        if fname not in CONSTS:
            raise self.fail(fname, f"unknown function {fname}")
        c = CONSTS[fname]
        n_given = len(args) + (obj is not None)
        if n_given != len(c.args):
            raise self.fail(fname, f"{fname} expects {len(c.args)} arguments, got {n_given}")
        if "α" in c.args:
            return self.poly_call(c.op, obj, args, sc, expected)
        terms: list[Term] = [obj] if obj is not None else []
        if obj is not None and self.final and self.resolve(obj.ty) != Ty(c.args[0]):
            raise self.fail(fname, f"{fname} applied to a term of type {obj.ty}")
        for i in range(len(terms), len(c.args)):
            terms.append(self._arg(args, i - (obj is not None), Ty(c.args[i]), sc))
        return Term(c.op, tuple(terms), Ty(c.result))

    def _arg(self, args: list[Expr], i: int, ty: Ty, sc: Scope) -> Term:
        (t,), got = self.tree([args[i]], sc, ty)
        return t

    def poly_call(self, op: str, obj: Term | None, args: list[Expr], sc: Scope,
                  expected: Ty | None = None) -> Term:
        # The result type α is unified with the expected type before the arguments are
        # elaborated (Lean's `propagateExpectedType`), for `min`, `max` and `|·|`.
        known = self.resolve(expected) if expected is not None else None
        if known is not None and not (is_numeric(known) or is_tvar(known)) or op in (
                "even", "odd"):
            known = None
        if op in ("even", "odd", "abs"):
            if obj is not None:
                a, ty = (self.coerce(obj, known), known) if known else (obj,
                                                                         self.resolve(obj.ty))
            else:
                (a,), ty = self.tree([args[0]], sc, known)
            if self.final:
                if op == "abs" and ty not in (INT, Ty("ℚ"), REAL):
                    raise self.fail("abs", f"|·| on {ty} (Lean needs a lattice-ordered group)")
                if op in ("even", "odd") and not is_numeric(ty):
                    raise self.fail(op.capitalize(), f"{op} on {ty} is not supported")
            return Term(op, (a,), PROP if op != "abs" else ty)
        # min / max: the first argument with a known type fixes α; later ones may coerce up to it
        exprs: list[Expr | Term] = ([obj] if obj is not None else []) + list(args)
        alpha: Ty | None = known
        for x in exprs if alpha is None else []:
            if isinstance(x, Term):
                alpha = self.resolve(x.ty)
                break
            if not isinstance(x, Num):
                (_t,), ty = self.tree([x], sc, None)
                alpha = self.resolve(ty)
                break
        if alpha is None:
            alpha = NAT
        out: list[Term] = []
        for x in exprs:
            if isinstance(x, Term):
                out.append(self.coerce(x, alpha))
            else:
                (t,), _ty = self.tree([x], sc, alpha)
                out.append(t)
        if self.final and not (is_numeric(alpha) or
                               (is_tvar(alpha) and provides(sc.tvars[alpha.name], op))):
            raise self.fail(op, f"{op} on {alpha}")
        return Term(op, tuple(out), alpha)

def elaborate_expr(e: Expr) -> Term:
    """Elaborate a raw tree into a typed closed proposition (see module docstring)."""
    el = Elaborator()
    for _ in range(2):
        el.counter = 0
        try:
            el.prop(e, Scope())
        except (_Pending, UnsupportedError):
            pass
    for m in el.created:  # Lean's default instance: numerals (and what they fix) are ℕ
        if el.resolve(meta(m)).head == "meta":
            el.solved[el.resolve(meta(m)).name] = NAT
    el.final = True
    el.counter = 0
    try:
        t = el.prop(e, Scope())
    except _Pending:  # pragma: no cover - the final pass never raises it
        raise UnsupportedError("?", "could not infer all types") from None
    fv = free_vars(t)
    if fv:
        raise UnsupportedError(sorted(fv)[0], f"free variable {sorted(fv)[0]}")
    return t
