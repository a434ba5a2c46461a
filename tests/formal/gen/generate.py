"""Random well-typed statements in `gen.syntax`: quantifier alternations over ℕ ℤ ℚ ℝ,
binder predicates, casts (implicit and explicit, before and after a truncating operation),
`/` and `%` (also by zero), `Real.sqrt`, min/max/abs (also with an expected type), sets and
set-builders over ℕ and ℤ, divisibility, primes, Even/Odd, factorial/choose/gcd/lcm.

Every choice goes through a `Chooser`, simplest option first (see `gen.choose`).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from gen.choose import Chooser, chance, pick, weighted
from gen.syntax import (
    INT,
    NAT,
    NUMERIC,
    RANK,
    RAT,
    REAL,
    Arith,
    Bool,
    Cast,
    Conn,
    Fn,
    Lit,
    Mem,
    Not,
    Pow,
    Pred,
    Quant,
    Rel,
    SetBuilder,
    SetCompl,
    SetConst,
    SetOp,
    SetRel,
    Var,
    free_vars,
    walk,
)

NAMES = ("x", "y", "z", "a", "b", "c", "n", "m", "k", "p", "q", "r", "s", "t", "u", "v", "w")
RELS = ("=", "≤", "<", "≠", "≥", ">")


@dataclass
class Scope:
    vars: list[Var] = field(default_factory=list)

    def of(self, ty: str) -> list[Var]:
        seen: dict[str, Var] = {}
        for v in self.vars:  # an inner binder shadows an outer one of the same name
            seen[v.name] = v
        return [v for v in seen.values() if v.ty == ty]

    def with_(self, v: Var) -> Scope:
        return Scope([*self.vars, v])

    def names(self) -> set[str]:
        return {v.name for v in self.vars}


class Gen:
    """Random statements; `depth` bounds nesting of terms and propositions."""

    def __init__(self, ch: Chooser, *, types: tuple[str, ...] = NUMERIC) -> None:
        self.ch = ch
        self.types = types

    # -- helpers -------------------------------------------------------------------------
    def ty(self) -> str:
        return weighted(self.ch, [(w, t) for w, t in ((4, NAT), (4, INT), (2, RAT), (2, REAL))
                                  if t in self.types])

    def fresh(self, sc: Scope) -> str:
        free = [n for n in NAMES if n not in sc.names()]
        if not free or chance(self.ch, 5):  # occasionally shadow an outer binder
            return pick(self.ch, NAMES)
        return pick(self.ch, free)

    def lit(self, ty: str) -> Lit:
        return Lit(weighted(self.ch, [(4, 0), (5, 1), (5, 2), (3, 3), (1, 5), (1, 10)]), ty)

    # -- terms ---------------------------------------------------------------------------
    def term(self, ty: str, depth: int, sc: Scope) -> Any:
        vs = sc.of(ty)
        lower = [t for t in NUMERIC if RANK[t] < RANK[ty] and sc.of(t)]
        options: list[tuple[int, str]] = [(6 if vs else 0, "var"), (3, "lit"),
                                          (3 if lower else 0, "castvar")]
        if depth > 0:
            options += [(6, "arith"), (2 if ty != NAT else 0, "neg"), (2, "pow"),
                        (3 if ty != NAT else 0, "casttree"), (3, "fn"), (1, "div0")]
        kind = weighted(self.ch, [(w, k) for w, k in options if w])
        if kind == "var":
            return pick(self.ch, vs)
        if kind == "lit":
            return self.lit(ty)
        if kind == "castvar":
            src = pick(self.ch, lower)
            return Cast(pick(self.ch, sc.of(src)), ty, sugar=chance(self.ch, 60))
        if kind == "arith":
            ops = ["+", "-", "*", "/"] + (["%"] if ty in (NAT, INT) else [])
            op = pick(self.ch, ops)
            return Arith(op, (self.term(ty, depth - 1, sc), self.term(ty, depth - 1, sc)), ty)
        if kind == "neg":
            return Arith("neg", (self.term(ty, depth - 1, sc),), ty)
        if kind == "pow":
            return Pow(self.term(ty, depth - 1, sc), self.ch.int(0, 3), ty)
        if kind == "div0":
            op = pick(self.ch, ["/", "%"] if ty in (NAT, INT) else ["/"])
            return Arith(op, (self.term(ty, depth - 1, sc), Lit(0, ty)), ty)
        if kind == "casttree":
            return self.cast_tree(ty, depth, sc)
        return self.fn(ty, depth, sc)

    def cast_tree(self, ty: str, depth: int, sc: Scope) -> Any:
        """A cast before or after a (possibly truncating) operation of a smaller type:
        `(a - b : ℤ)` = `↑a - ↑b` versus `((a - b : ℕ) : ℤ)` = `↑(a - b)`."""
        src = pick(self.ch, [t for t in NUMERIC if RANK[t] < RANK[ty]])
        op = pick(self.ch, ["-", "/", "+", "*", "%"] if src in (NAT, INT) else ["-", "/", "*"])
        a, b = self.term(src, depth - 1, sc), self.term(src, depth - 1, sc)
        if chance(self.ch, 50):  # the operation in the smaller type, then the cast
            return Cast(Arith(op, (a, b), src), ty, sugar=chance(self.ch, 50))
        if op == "%" and ty not in (NAT, INT):
            op = "-"
        return Arith(op, (Cast(a, ty, sugar=chance(self.ch, 70)),
                          Cast(b, ty, sugar=chance(self.ch, 70))), ty)

    def fn(self, ty: str, depth: int, sc: Scope) -> Any:
        names = ["min", "max"] + (["abs"] if ty != NAT else []) + (["sqrt"] if ty == REAL else [])
        names += ["fact", "choose", "gcd", "lcm"] if ty == NAT else []
        f = pick(self.ch, names)
        if f in ("min", "max"):
            return Fn(f, (self.term(ty, depth - 1, sc), self.term(ty, depth - 1, sc)), ty,
                      sugar=chance(self.ch, 50))
        if f == "abs":
            return Fn(f, (self.term(ty, depth - 1, sc),), ty, sugar=chance(self.ch, 50))
        if f == "sqrt":
            return Fn(f, (self.term(REAL, depth - 1, sc),), REAL)
        if f == "fact":
            return Fn(f, (self.small_nat(depth - 1, sc),), NAT)
        return Fn(f, (self.small_nat(depth - 1, sc), self.small_nat(depth - 1, sc)), NAT)

    def small_nat(self, depth: int, sc: Scope) -> Any:
        """An ℕ argument that stays small (factorials of big numbers are not evaluated)."""
        vs = sc.of(NAT)
        if vs and chance(self.ch, 60):
            return pick(self.ch, vs)
        if depth > 0 and chance(self.ch, 30):
            return Arith(pick(self.ch, ["+", "-"]), (self.small_nat(0, sc), self.lit(NAT)), NAT)
        return self.lit(NAT)

    # -- sets ----------------------------------------------------------------------------
    def set_(self, elem: str, depth: int, sc: Scope) -> Any:
        kind = weighted(self.ch, [(4, "builder"), (1, "univ"), (1, "empty"),
                                  (3 if depth > 0 else 0, "op"), (1 if depth > 0 else 0, "compl")])
        if kind == "builder":
            v = self.fresh(sc)
            x = Var(v, elem)
            return SetBuilder(v, elem, self.atom(1, sc.with_(x), prefer=x))
        if kind in ("univ", "empty"):
            return SetConst(kind, elem)
        if kind == "compl":
            return SetCompl(self.set_(elem, depth - 1, sc))
        return SetOp(pick(self.ch, ["∩", "∪", "\\"]), self.set_(elem, depth - 1, sc),
                     self.set_(elem, depth - 1, sc))

    # -- propositions --------------------------------------------------------------------
    def atom(self, depth: int, sc: Scope, prefer: Var | None = None) -> Any:
        """A relation (or predicate) that mentions `prefer` when given."""
        kind = weighted(self.ch, [(8, "rel"), (2, "dvd"), (2, "pred")])
        ty = prefer.ty if prefer is not None else self.ty()
        if kind == "pred":
            p = pick(self.ch, ["even", "odd", "prime"])
            if p == "prime":
                return Pred(p, prefer if prefer is not None and prefer.ty == NAT
                            else self.term(NAT, depth, sc))
            arg = prefer if prefer is not None else self.term(ty if ty in (NAT, INT) else INT,
                                                              depth, sc)
            return Pred(p, arg)
        if kind == "dvd":
            t = ty if ty in (NAT, INT) else pick(self.ch, [NAT, INT])
            lhs = self.term(t, max(0, depth - 1), sc)
            rhs = prefer if prefer is not None and prefer.ty == t else self.term(t, depth, sc)
            return Rel("∣", lhs, rhs)
        lhs = prefer if prefer is not None and chance(self.ch, 70) else self.term(ty, depth, sc)
        rhs = self.term(ty, depth, sc)
        if chance(self.ch, 50):
            lhs, rhs = rhs, lhs
        return Rel(pick(self.ch, RELS), lhs, rhs, ascribe=chance(self.ch, 10))

    def prop(self, depth: int, sc: Scope) -> Any:
        options = [(8, "atom"), (1, "bool")]
        if depth > 0:
            options += [(2, "not"), (5, "conn"), (4, "quant"), (2, "set")]
        kind = weighted(self.ch, options)
        if kind == "atom":
            return self.atom(min(depth, 2), sc)
        if kind == "bool":
            return Bool(chance(self.ch, 50))
        if kind == "not":
            return Not(self.prop(depth - 1, sc))
        if kind == "conn":
            return Conn(pick(self.ch, ["∧", "∨", "→", "↔"]), self.prop(depth - 1, sc),
                        self.prop(depth - 1, sc))
        if kind == "set":
            return self.set_prop(depth, sc)
        return self.quant(pick(self.ch, ["∀", "∃"]), depth, sc)

    def set_prop(self, depth: int, sc: Scope) -> Any:
        elem = pick(self.ch, [NAT, INT])
        if chance(self.ch, 50):
            return Mem(self.term(elem, 1, sc), self.set_(elem, 1, sc), neg=chance(self.ch, 20))
        return SetRel(pick(self.ch, ["⊆", "="]), self.set_(elem, 1, sc), self.set_(elem, 1, sc))

    def quant(self, kind: str, depth: int, sc: Scope, ty: str | None = None) -> Quant:
        ty = ty or self.ty()
        name = self.fresh(sc)
        x = Var(name, ty)
        guards: tuple[tuple[str, Any], ...] = ()
        g = weighted(self.ch, [(5, "none"), (3, "upper"), (1, "lower"), (1 if ty == INT else 0,
                                                                          "both")])
        others = [v for v in sc.of(ty) if v.name != name] if ty in (NAT, INT) else []
        if g in ("upper", "both") and ty in (NAT, INT):
            bound = pick(self.ch, others) if others and chance(self.ch, 50) else \
                Lit(self.ch.int(0, 5), ty)
            guards += ((pick(self.ch, ["<", "≤"]), bound),)
        if g in ("lower", "both"):
            bound = Lit(self.ch.int(0, 2), ty)
            guards += ((pick(self.ch, [">", "≥"]), bound),)
        body = self.prop(depth - 1, sc.with_(x))
        pred = len(guards) == 1 and chance(self.ch, 50) and _pred_ok(x, guards[0][1], body)
        return Quant(kind, name, ty, body, guards, pred)

    def statement(self, depth: int = 2, outer: int | None = None) -> Any:
        """A closed statement: a prefix of 0–3 outer quantifiers (mostly ∀) and a body."""
        n = self.ch.int(0, 3) if outer is None else outer
        return self._prefix(n, depth, Scope())

    def _prefix(self, n: int, depth: int, sc: Scope) -> Any:
        if n == 0:
            return self.prop(depth, sc)
        kind = "∃" if chance(self.ch, 25) else "∀"
        ty = self.ty()
        name = self.fresh(sc)
        x = Var(name, ty)
        body = self._prefix(n - 1, depth, sc.with_(x))
        guards: tuple[tuple[str, Any], ...] = ()
        if ty in (NAT, INT) and chance(self.ch, 25):
            guards = ((pick(self.ch, ["<", "≤", ">", "≥"]), Lit(self.ch.int(0, 4), ty)),)
        pred = bool(guards) and chance(self.ch, 50) and _pred_ok(x, guards[0][1], body)
        return Quant(kind, name, ty, body, guards, pred)


def _pred_ok(x: Var, bound: Any, body: Any) -> bool:
    """May `x` be bound with a binder predicate (`∀ x > b, …`, its type left to inference)?

    Lean infers x's type from `x > b` when b's type is known; with a bare numeral b the type
    comes from x's first use in the body, so x must never occur under a cast (an ascription
    `(x : ℤ)` would make x an integer) and must be of type ℕ (the numeral default)."""
    if not (isinstance(bound, Lit) and bound.ty == NAT):
        return isinstance(bound, Var | Lit)  # the bound's own type fixes x's type
    if x.ty != NAT:
        return False
    for node in walk(body):
        if isinstance(node, Cast) and x.name in free_vars(node.arg):
            return False
        if isinstance(node, Quant) and node.var == x.name:
            return False  # shadowed: keep it simple
        if isinstance(node, SetBuilder) and node.var == x.name:
            return False
    return True


def wrap_closed(c: Any, name: str = "b") -> Any:
    """`∀ b : ℕ, b = 0 ∨ C`: true iff C is, and the checker sees C's truth pointwise at b ≠ 0."""
    return Quant("∀", name, NAT, Conn("∨", Rel("=", Var(name, NAT), Lit(0, NAT)), c))


__all__ = ["Gen", "Scope", "wrap_closed"]
