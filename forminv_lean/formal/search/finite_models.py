"""Finite countermodels for statements over a type class (`∀ {M} [AddMonoid M] ...`).

Z3's quantifier search timed out on every such refutation in the prototype; grounding all
axioms and quantifiers over a carrier {0..n-1} for n = 1..6 and asking for operation tables
found the order-6 non-abelian group in well under a second. Runs inside solver workers; the
checker re-validates every model exactly (`exact.Structure`) before reporting it.
"""

from __future__ import annotations

from typing import Any

import z3

from forminv_lean.formal.kernel.query import Outcome, Query
from forminv_lean.formal.meaning.axioms import class_axioms
from forminv_lean.formal.meaning.signature import provides
from forminv_lean.formal.meaning.terms import Term

_BINARY = ("add", "mul", "sup", "inf")
_UNARY = ("neg", "inv")


class _Unsupported(Exception):
    pass


class Grounder:
    """Grounds a statement over a type variable as a finite carrier of `n` elements, for one Z3
    query."""

    def __init__(self, n: int, tv: str, classes: frozenset[str], ctx: z3.Context) -> None:
        self.n, self.tv, self.cl, self.ctx = n, tv, classes, ctx
        self.I = z3.IntSort(ctx)
        self.f: dict[str, Any] = {}
        for op in _BINARY:
            if provides(classes, op):
                self.f[op] = z3.Function(op, self.I, self.I, self.I)
        for op in _UNARY:
            if provides(classes, op):
                self.f[op] = z3.Function(op, self.I, self.I)
        if provides(classes, "le"):
            self.f["le"] = z3.Function("le", self.I, self.I, z3.BoolSort(ctx))
        self.zero = z3.Int("zero", ctx) if provides(classes, "zero") else None
        self.one = z3.Int("one", ctx) if provides(classes, "one") else None

    def elems(self) -> list[Any]:
        return [z3.IntVal(i, self.ctx) for i in range(self.n)]

    def constraints(self) -> list[Any]:
        n, E = self.n, self.elems()
        out: list[Any] = []
        rng = lambda v: z3.And(v >= 0, v < n)  # noqa: E731
        for op in _BINARY:
            if op in self.f:
                out += [rng(self.f[op](a, b)) for a in E for b in E]
        for op in _UNARY:
            if op in self.f:
                out += [rng(self.f[op](a)) for a in E]
        for c in (self.zero, self.one):
            if c is not None:
                out.append(rng(c))
        if self.zero is not None:
            out.append(self.zero == 0)  # symmetry breaking
        elif self.one is not None:
            out.append(self.one == 0)
        return out

    def g(self, t: Term, env: dict[str, Any]) -> Any:
        op = t.op
        if op == "var":
            return env[t.name]
        if op == "true":
            return z3.BoolVal(True, self.ctx)
        if op == "false":
            return z3.BoolVal(False, self.ctx)
        if op == "not":
            return z3.Not(self.g(t.args[0], env))
        if op in ("and", "or", "imp", "iff"):
            a, b = self.g(t.args[0], env), self.g(t.args[1], env)
            return {"and": z3.And, "or": z3.Or, "imp": z3.Implies}[op](a, b) if op != "iff" \
                else a == b
        if op in ("forall", "exists"):
            if t.bty is None or t.bty.head != "var":
                raise _Unsupported("quantifier over a concrete type")
            parts = [self.g(t.args[0], {**env, t.name: e}) for e in self.elems()]
            return z3.And(*parts) if op == "forall" else z3.Or(*parts)
        if op in ("eq", "ne"):
            r = self.g(t.args[0], env) == self.g(t.args[1], env)
            return r if op == "eq" else z3.Not(r)
        if op in ("le", "lt", "ge", "gt"):
            a, b = self.g(t.args[0], env), self.g(t.args[1], env)
            if op in ("ge", "gt"):
                a, b = b, a
            le = self.f["le"]
            return le(a, b) if op in ("le", "ge") else z3.And(le(a, b), z3.Not(le(b, a)))
        if op == "num":
            v = int(t.value or 0)
            if v == 0:
                return self.zero
            out = self.one
            for _ in range(v - 1):
                out = self.f["add"](out, self.one)
            return out
        a = [self.g(x, env) for x in t.args]
        if op in _BINARY:
            return self.f[op](a[0], a[1])
        if op in _UNARY:
            return self.f[op](a[0])
        if op == "sub":
            return self.f["add"](a[0], self.f["neg"](a[1]))
        if op == "div":
            return self.f["mul"](a[0], self.f["inv"](a[1]))
        if op == "pow" and t.args[1].op == "num":
            out = self.one
            for _ in range(int(t.args[1].value or 0)):
                out = self.f["mul"](out, a[0])
            return out
        if op in ("min", "max"):
            le = self.f["le"](a[0], a[1])
            return z3.If(le, a[0], a[1]) if op == "min" else z3.If(le, a[1], a[0])
        raise _Unsupported(op)

    def tables(self, m: Any) -> dict[str, Any]:
        E = self.elems()
        out: dict[str, Any] = {}
        ev = lambda x: m.eval(x, model_completion=True)  # noqa: E731
        for op in _BINARY:
            if op in self.f:
                out[op] = [[ev(self.f[op](a, b)).as_long() for b in E] for a in E]
        for op in _UNARY:
            if op in self.f:
                out[op] = [ev(self.f[op](a)).as_long() for a in E]
        if "le" in self.f:
            out["le"] = [[z3.is_true(ev(self.f["le"](a, b))) for b in E] for a in E]
        if self.zero is not None:
            out["zero"] = ev(self.zero).as_long()
        if self.one is not None:
            out["one"] = ev(self.one).as_long()
        return out


def search(q: Query, max_size: int = 6) -> Outcome:
    """A finite structure and values of the outer variables that make `q.goal` false."""
    if len(q.tclasses) != 1:
        return Outcome("unknown", None, "finite models: exactly one type variable supported")
    from forminv_lean.formal.kernel.encoder import RLIMIT_PER_MS

    (tv, classes), = q.tclasses
    axioms = class_axioms(tv, classes)
    for n in range(1, max_size + 1):
        ctx = z3.Context()
        gr = Grounder(n, tv, classes, ctx)
        try:
            env: dict[str, Any] = {}
            cons = gr.constraints()
            for name, ty in q.free:
                if ty.head != "var":
                    return Outcome("unknown", None, "finite models: outer variable of a concrete type")
                c = z3.Int(name, ctx)
                env[name] = c
                cons.append(z3.And(c >= 0, c < n))
            cons += [gr.g(ax, {}) for ax in axioms]
            cons.append(z3.Not(gr.g(q.goal, env)))
        except (_Unsupported, KeyError) as exc:
            return Outcome("unknown", None, f"finite models: {exc}")
        s = z3.Solver(ctx=ctx)
        # counted, not timed: a countermodel's existence must not depend on machine load
        s.set("rlimit", max(200, q.timeout_ms // max_size) * RLIMIT_PER_MS)
        s.set("timeout", 4 * max(200, q.timeout_ms // max_size))  # safety net only
        s.add(*cons)
        if s.check() == z3.sat:
            m = s.model()
            values = {name: m.eval(c, model_completion=True).as_long() for name, c in env.items()}
            return Outcome("sat", {"__size__": n, "__tables__": gr.tables(m), **values})
    return Outcome("unknown", None, f"no countermodel with at most {max_size} elements")
