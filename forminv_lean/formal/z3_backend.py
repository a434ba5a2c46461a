"""Typed terms -> Z3, level by level. Imported only inside solver workers (z3 is heavy).

What each level interprets:
* arithmetic: `+ - * / % ^` (numeral exponents), order, casts, `min`/`max`, `Int.natAbs`,
  with Lean's edge cases (truncated ℕ subtraction, `x / 0 = 0`, `n % 0 = n`, Euclidean ℤ
  division, which SMT-LIB `div`/`mod` already are). Everything named is an opaque function.
* definitions: plus divisibility (`a ∣ b`: as a witness `b = a * c` where it is asserted,
  as `if a = 0 then b = 0 else b % a = 0` where it is denied), `Nat.Prime` (Nat.prime_def_lt'),
  `Even`/`Odd` (Nat.even_iff / Int.even_iff / Nat.odd_iff / Int.odd_iff; always true in
  ℚ/ℝ), `|x|` (abs_eq_max_neg), set operations as membership (Set.ext_iff etc.).
* theory: plus Mathlib facts instantiated at each occurring term (√, factorial, choose, gcd,
  lcm, variable powers); never as quantified axioms, which made Z3 answer unknown.
"""

from __future__ import annotations

from fractions import Fraction
from typing import Any

import z3

from forminv_lean.formal.axioms import class_axioms
from forminv_lean.formal.pool import Outcome, Query
from forminv_lean.formal.signature import level_at_least
from forminv_lean.formal.terms import Term, key
from forminv_lean.formal.types import Ty


class NotEncodable(Exception):
    pass


class Encoder:
    def __init__(self, level: str, ctx: z3.Context, tclasses: dict[str, frozenset[str]]) -> None:
        self.level = level
        self.ctx = ctx
        self.tclasses = tclasses
        self.side: list[Any] = []
        self.funcs: dict[str, Any] = {}
        self.sorts: dict[str, Any] = {}
        self.seen: set[str] = set()
        self.fresh = 0
        self.rat_nonlinear = False
        self.rat_quant = False

    def at(self, lvl: str) -> bool:
        return level_at_least(self.level, lvl)

    # -- sorts and symbols ----------------------------------------------------------------
    def sort(self, ty: Ty) -> Any:
        h = ty.head
        if h in ("ℕ", "ℤ"):
            return z3.IntSort(self.ctx)
        if h in ("ℚ", "ℝ"):
            return z3.RealSort(self.ctx)
        if h == "Prop":
            return z3.BoolSort(self.ctx)
        if h == "Set":
            return z3.ArraySort(self.sort(ty.args[0]), z3.BoolSort(self.ctx))
        if h == "var":
            if ty.name not in self.sorts:
                self.sorts[ty.name] = z3.DeclareSort(f"T_{ty.name}", self.ctx)
            return self.sorts[ty.name]
        raise NotEncodable(f"sort {ty}")

    def func(self, name: str, args: list[Ty], res: Ty) -> Any:
        k = f"{name}:{','.join(map(str, args))}:{res}"
        if k not in self.funcs:
            self.funcs[k] = z3.Function(f"{name}_{len(self.funcs)}", *[self.sort(a) for a in args],
                                        self.sort(res))
        return self.funcs[k]

    def const(self, name: str, ty: Ty) -> Any:
        return z3.Const(name, self.sort(ty))

    def new(self, ty: Ty, base: str = "k") -> Any:
        self.fresh += 1
        c = self.const(f"{base}!{self.fresh}", ty)
        if ty.head == "ℕ":
            self.side.append(c >= 0)
        return c

    def num(self, v: Any, ty: Ty) -> Any:
        if ty.head in ("ℕ", "ℤ"):
            return z3.IntVal(int(v), self.ctx)
        if ty.head in ("ℚ", "ℝ"):
            f = Fraction(v)
            return z3.RealVal(f"{f.numerator}/{f.denominator}", self.ctx)
        if ty.head == "var":
            if v == 0:
                return self.func("zero", [], ty)()
            out = self.func("one", [], ty)()
            for _ in range(int(v) - 1):
                out = self.func("add", [ty, ty], ty)(out, self.func("one", [], ty)())
            return out
        raise NotEncodable(f"numeral at {ty}")

    # -- terms ----------------------------------------------------------------------------
    def enc(self, t: Term, env: dict[str, Any], pol: int = 0, depth: int = 0) -> Any:
        op = t.op
        ctx = self.ctx
        if op == "var":
            return env[t.name]
        if op == "num":
            return self.num(t.value if t.value is not None else 0, t.ty)
        if op == "true":
            return z3.BoolVal(True, ctx)
        if op == "false":
            return z3.BoolVal(False, ctx)
        if op == "not":
            return z3.Not(self.enc(t.args[0], env, -pol, depth))
        if op in ("and", "or"):
            f = z3.And if op == "and" else z3.Or
            return f(self.enc(t.args[0], env, pol, depth), self.enc(t.args[1], env, pol, depth))
        if op == "imp":
            return z3.Implies(self.enc(t.args[0], env, -pol, depth),
                              self.enc(t.args[1], env, pol, depth))
        if op == "iff":
            return self.enc(t.args[0], env, 0, depth) == self.enc(t.args[1], env, 0, depth)
        if op in ("forall", "exists"):
            return self.quant(t, env, pol, depth)
        if op == "tforall":
            raise NotEncodable("nested quantification over types")
        if t.ty.head == "var" and op not in ("eq", "ne", "le", "lt", "ge", "gt", "mem"):
            return self.struct(t, env, pol, depth)
        args = [self.enc(a, env, pol if op in ("mem",) else 0, depth) for a in t.args] \
            if op not in ("setof", "dvd", "prime", "rprime", "even", "odd", "subset", "ssubset") \
            else []
        return self.atom(t, args, env, pol, depth)

    def quant(self, t: Term, env: dict[str, Any], pol: int, depth: int) -> Any:
        ty = t.bty or Ty("ℕ")
        if ty.head == "ℚ":
            self.rat_quant = True
        x = self.const(f"{t.name}!q{depth}_{self.fresh}", ty)
        self.fresh += 1
        body = self.enc(t.args[0], {**env, t.name: x}, pol, depth + 1)
        if t.op == "forall":
            return z3.ForAll([x], z3.Implies(x >= 0, body) if ty.head == "ℕ" else body)
        return z3.Exists([x], z3.And(x >= 0, body) if ty.head == "ℕ" else body)

    def struct(self, t: Term, env: dict[str, Any], pol: int, depth: int) -> Any:
        ty, op = t.ty, t.op
        a = [self.enc(x, env, 0, depth) for x in t.args]
        F = self.func
        if op in ("add", "mul", "sup", "inf"):
            return F(op, [ty, ty], ty)(a[0], a[1])
        if op in ("neg", "inv"):
            return F(op, [ty], ty)(a[0])
        if op == "sub":
            return F("add", [ty, ty], ty)(a[0], F("neg", [ty], ty)(a[1]))
        if op == "div":
            return F("mul", [ty, ty], ty)(a[0], F("inv", [ty], ty)(a[1]))
        if op == "pow":
            if t.args[1].op != "num":
                raise NotEncodable("variable power in a structure")
            out = F("one", [], ty)()
            for _ in range(int(t.args[1].value or 0)):
                out = F("mul", [ty, ty], ty)(out, a[0])
            return out
        if op in ("min", "max"):
            le = F("le", [ty, ty], Ty("Prop"))(a[0], a[1])
            return z3.If(le, a[0], a[1]) if op == "min" else z3.If(le, a[1], a[0])
        raise NotEncodable(f"{op} on a type variable")

    def atom(self, t: Term, a: list[Any], env: dict[str, Any], pol: int, depth: int) -> Any:
        op, ty, ctx = t.op, t.ty, self.ctx
        h = ty.head
        at = t.args[0].ty if t.args else ty
        if op in ("eq", "ne"):
            r = a[0] == a[1]
            return r if op == "eq" else z3.Not(r)
        if op in ("le", "lt", "ge", "gt"):
            x, y = (a[0], a[1]) if op in ("le", "lt") else (a[1], a[0])
            if at.head == "var":
                le = self.func("le", [at, at], Ty("Prop"))
                return le(x, y) if op in ("le", "ge") else z3.And(le(x, y), z3.Not(le(y, x)))
            return x <= y if op in ("le", "ge") else x < y
        if op == "add":
            return a[0] + a[1]
        if op == "mul":
            if h == "ℚ" and not (z3.is_rational_value(a[0]) or z3.is_rational_value(a[1])):
                self.rat_nonlinear = True
            return a[0] * a[1]
        if op == "sub":
            return z3.If(a[0] >= a[1], a[0] - a[1], 0) if h == "ℕ" else a[0] - a[1]
        if op == "neg":
            return -a[0]
        if op == "div":
            zero = self.num(0, ty)
            return z3.If(a[1] == 0, zero, a[0] / a[1])
        if op == "mod":
            return z3.If(a[1] == 0, a[0], a[0] % a[1])
        if op == "inv":
            return z3.If(a[0] == 0, self.num(0, ty), self.num(1, ty) / a[0])
        if op == "pow":
            return self.pow(t, a)
        if op == "cast":
            src = t.args[0].ty.head
            if h in ("ℚ", "ℝ") and src in ("ℕ", "ℤ"):
                return z3.ToReal(a[0])
            return a[0]
        if op in ("min", "max"):
            le = a[0] <= a[1]
            return z3.If(le, a[0], a[1]) if op == "min" else z3.If(le, a[1], a[0])
        if op == "natabs":
            return z3.If(a[0] >= 0, a[0], -a[0])
        if op == "abs":
            if self.at("definitions"):
                return z3.If(a[0] >= 0, a[0], -a[0])
            return self.func("abs", [ty], ty)(a[0])
        if op in ("sqrt", "fact", "choose", "gcd", "lcm", "intgcd"):
            return self.named(t, a)
        if op in ("empty", "univ"):
            return z3.K(self.sort(ty.args[0]), z3.BoolVal(op == "univ", ctx))
        if op == "setof":
            x = self.const(f"{t.name}!s{self.fresh}", t.bty or Ty("ℕ"))
            self.fresh += 1
            return z3.Lambda([x], self.enc(t.args[0], {**env, t.name: x}, 0, depth + 1))
        if op in ("inter", "union", "sdiff", "compl"):
            return self.setop(t, a)
        if op in ("mem", "notmem"):
            r = z3.Select(a[1], a[0])
            return r if op == "mem" else z3.Not(r)
        if op in ("subset", "ssubset"):
            s, u = (self.enc(x, env, 0, depth) for x in t.args)
            if not self.at("definitions"):
                sub = self.func("subset", [at, at], Ty("Prop"))
                r = sub(s, u)
                return r if op == "subset" else z3.And(r, z3.Not(sub(u, s)))
            x = self.const(f"e!{self.fresh}", at.args[0])
            self.fresh += 1
            inc = z3.ForAll([x], z3.Implies(z3.Select(s, x), z3.Select(u, x)))
            if op == "subset":
                return inc
            y = self.const(f"e!{self.fresh}", at.args[0])
            self.fresh += 1
            return z3.And(inc, z3.Not(z3.ForAll([y], z3.Implies(z3.Select(u, y), z3.Select(s, y)))))
        if op == "dvd":
            return self.dvd(t, env, pol, depth)
        if op in ("prime", "rprime", "even", "odd"):
            return self.pred(t, env, depth)
        raise NotEncodable(op)

    def pow(self, t: Term, a: list[Any]) -> Any:
        e = t.args[1]
        if e.op == "num" and int(e.value or 0) <= 24:
            out = self.num(1, t.ty)
            for _ in range(int(e.value or 0)):
                out = a[0] if out is None else out * a[0]
            if t.ty.head == "ℚ" and int(e.value or 0) >= 2:
                self.rat_nonlinear = True
            return z3.simplify(out) if int(e.value or 0) == 0 else out
        f = self.func("pow", [t.ty, Ty("ℕ")], t.ty)
        r = f(a[0], a[1])
        k = "pow" + key(t)
        if k not in self.seen:
            self.seen.add(k)
            if t.ty.head == "ℕ":
                self.side.append(r >= 0)
            if self.at("theory"):  # pow_zero, pow_one, pow_succ (one unfolding)
                one = self.num(1, t.ty)
                self.side.append(z3.Implies(a[1] == 0, r == one))
                self.side.append(z3.Implies(a[1] == 1, r == a[0]))
                self.side.append(z3.Implies(a[1] >= 1, r == f(a[0], a[1] - 1) * a[0]))
                self.side.append(z3.Implies(a[1] - 1 == 0, f(a[0], a[1] - 1) == one))
        return r

    def named(self, t: Term, a: list[Any]) -> Any:
        op, ty = t.op, t.ty
        if op in ("gcd", "lcm", "intgcd") and key(t.args[0]) > key(t.args[1]):
            a = [a[1], a[0]]  # Nat.gcd_comm / Nat.lcm_comm: one symbol for both orders
        f = self.func(op, [x.ty for x in t.args], ty)
        r = f(*a)
        k = op + str(r.sexpr())
        if k in self.seen:
            return r
        self.seen.add(k)
        if ty.head == "ℕ":
            self.side.append(r >= 0)
        if not self.at("theory"):
            return r
        S = self.side
        if op == "sqrt":  # Real.sqrt_nonneg, Real.mul_self_sqrt, Real.sqrt_eq_zero_of_nonpos
            S += [r >= 0, z3.Implies(a[0] >= 0, r * r == a[0]), z3.Implies(a[0] <= 0, r == 0)]
        elif op == "fact":  # Nat.factorial_zero, Nat.factorial_succ, Nat.factorial_pos
            prev = f(a[0] - 1)
            S += [r >= 1, z3.Implies(a[0] == 0, r == 1), z3.Implies(a[0] >= 1, r == a[0] * prev),
                  prev >= 1, z3.Implies(a[0] == 1, prev == 1), r >= a[0]]
        elif op == "choose":  # choose_zero_right, choose_self, choose_one_right, eq_zero_of_lt
            n, k2 = a
            S += [z3.Implies(k2 == 0, r == 1), z3.Implies(k2 == n, r == 1),
                  z3.Implies(k2 == 1, r == n), z3.Implies(k2 > n, r == 0),
                  z3.Implies(k2 <= n, r >= 1)]
        elif op in ("gcd", "intgcd"):  # Nat.gcd_zero_left/right, Nat.gcd_self, gcd_le
            x, y = a
            ax = z3.If(x >= 0, x, -x)
            ay = z3.If(y >= 0, y, -y)
            S += [z3.Implies(x == 0, r == ay), z3.Implies(y == 0, r == ax),
                  z3.Implies(x == y, r == ax), z3.Implies(ax > 0, z3.And(r >= 1, r <= ax)),
                  z3.Implies(ay > 0, z3.And(r >= 1, r <= ay))]
        elif op == "lcm":  # Nat.lcm_zero_left/right, Nat.lcm_self
            x, y = a
            S += [z3.Implies(z3.Or(x == 0, y == 0), r == 0), z3.Implies(x == y, r == x),
                  z3.Implies(z3.And(x > 0, y > 0), z3.And(r >= x, r >= y))]
        return r

    def setop(self, t: Term, a: list[Any]) -> Any:
        ty = t.ty
        if not self.at("definitions"):
            return self.func(t.op, [ty] * len(a), ty)(*a)
        x = self.const(f"e!{self.fresh}", ty.args[0])
        self.fresh += 1
        if t.op == "inter":
            body = z3.And(z3.Select(a[0], x), z3.Select(a[1], x))
        elif t.op == "union":
            body = z3.Or(z3.Select(a[0], x), z3.Select(a[1], x))
        elif t.op == "sdiff":
            body = z3.And(z3.Select(a[0], x), z3.Not(z3.Select(a[1], x)))
        else:
            body = z3.Not(z3.Select(a[0], x))
        return z3.Lambda([x], body)

    def dvd(self, t: Term, env: dict[str, Any], pol: int, depth: int) -> Any:
        a, b = (self.enc(x, env, 0, depth) for x in t.args)
        ty = t.args[0].ty
        if not self.at("definitions"):
            return self.func("dvd", [ty, ty], Ty("Prop"))(a, b)
        if ty.head in ("ℚ", "ℝ"):
            return z3.Or(a != 0, b == 0)
        if pol > 0 and depth == 0:  # asserted: introduce the witness (b = a * c)
            c = self.new(ty, "c")
            return b == a * c
        return z3.If(a == 0, b == 0, b % a == 0)

    def pred(self, t: Term, env: dict[str, Any], depth: int) -> Any:
        x = self.enc(t.args[0], env, 0, depth)
        ty = t.args[0].ty
        op = t.op
        interpreted = self.at("theory") if op == "rprime" else self.at("definitions")
        if not interpreted:
            return self.func(op, [ty], Ty("Prop"))(x)
        if op in ("even", "odd"):
            if ty.head in ("ℚ", "ℝ"):
                return z3.BoolVal(True, self.ctx)
            return x % 2 == (0 if op == "even" else 1)
        m = z3.Int(f"m!p{self.fresh}", self.ctx)
        self.fresh += 1
        return z3.And(x >= 2, z3.ForAll([m], z3.Implies(z3.And(m >= 2, m < x), x % m != 0)))


def _model_value(m: Any, c: Any, ty: Ty) -> Any:
    v = m.eval(c, model_completion=True)
    if ty.head in ("ℕ", "ℤ"):
        return v.as_long() if z3.is_int_value(v) else None
    if ty.head in ("ℚ", "ℝ"):
        if z3.is_rational_value(v):
            return Fraction(v.numerator_as_long(), v.denominator_as_long())
        return None
    if ty.head == "Prop":
        return z3.is_true(v)
    return None


def solve(q: Query) -> Outcome:
    """Run one query in a fresh context."""
    if q.mode == "finite":
        from forminv_lean.formal.finite_models import search

        return search(q)
    ctx = z3.Context()
    tclasses = dict(q.tclasses)
    enc = Encoder(q.level, ctx, tclasses)
    try:
        env: dict[str, Any] = {}
        for name, ty in q.free:
            c = enc.const(name, ty)
            env[name] = c
            if ty.head == "ℕ":
                enc.side.append(c >= 0)
        axioms = []
        for tv, cl in tclasses.items():
            enc.sort(Ty("var", (), tv))
            for ax in class_axioms(tv, cl):
                axioms.append(enc.enc(ax, {}, 0))
        goal = enc.enc(q.goal, env, -1 if q.mode == "valid" else 1)
    except (NotEncodable, KeyError) as exc:
        return Outcome("unknown", None, f"not encodable: {exc}")
    if enc.rat_nonlinear and enc.rat_quant:
        return Outcome("unknown", None, "nonlinear ℚ with quantifiers: ℝ reasoning would be unsound")
    s = z3.Solver(ctx=ctx)
    s.set("timeout", int(q.timeout_ms))
    s.set("random_seed", q.seed)
    s.add(*enc.side, *axioms)
    s.add(z3.Not(goal) if q.mode == "valid" else goal)
    r = s.check()
    if r == z3.unsat:
        return Outcome("proved" if q.mode == "valid" else "unsat")
    if r == z3.sat:
        model = {}
        try:
            m = s.model()
            for name, ty in q.free:
                model[name] = _model_value(m, env[name], ty)
        except z3.Z3Exception:
            model = {}
        return Outcome("sat", model)
    return Outcome("unknown", None, f"z3: {s.reason_unknown()}")
