"""A second, independent reading of a closed statement's truth: a reference Z3 encoding.

Exact evaluation decides a statement only when its quantifiers are bounded; `∃ a : ℕ,
∀ b : ℕ, b ≤ a` is out of its reach. Z3 *decides* linear arithmetic with quantifiers
(Presburger over ℕ/ℤ, linear real arithmetic), so this encoder gives the differential
tests truth values for quantifier alternations. It is written here, apart from the
checker's encoder, and refuses (None) whatever it cannot encode exactly:

* every ℕ-sorted bound variable carries `0 ≤ x` (in set-builders and `⊆` too);
* ℚ is encoded as Z3's reals only when the whole statement is linear and has no ℝ-typed
  variable: linear arithmetic cannot tell ℚ from ℝ (ordered divisible groups with the same
  constants, and ℚ ≼ ℝ also with ℤ as a predicate), anything else can;
* `Real.sqrt t` is a fresh `r` with `(t ≤ 0 ∧ r = 0) ∨ (t > 0 ∧ r ≥ 0 ∧ r * r = t)`,
  existentially bound right at the atom using it (exact: r is unique);
* factorial / choose / gcd / lcm only on ground arguments (computed with `gen.lean`);
* sets only as set-builders, `Set.univ`, `∅`, `∩ ∪ \\ ᶜ`; no type variables.

Budgets are Z3 resource units (`rlimit`), not seconds, so answers do not depend on load.
A Z3 answer is trusted only as `unsat` of the negation (true) or of the statement (false).
"""

from __future__ import annotations

from fractions import Fraction
from typing import Any

from forminv_lean.formal.meaning.terms import Term, walk
from gen import lean as L

RLIMIT = 2_000_000


class Refuse(Exception):
    pass


def _linear(t: Term) -> bool:
    for u in walk(t):
        if u.op == "mul" and not any(_const(a) for a in u.args):
            return False
        if u.op in ("div", "mod") and not _const(u.args[1]):
            return False
        if u.op == "pow" and not (_const(u.args[0]) or (u.args[1].op == "num"
                                                       and int(u.args[1].value or 0) <= 1)):
            return False
        if u.op in ("sqrt", "inv", "dvd") and not all(_const(a) for a in u.args[:1]):
            return False
    return True


def _const(t: Term) -> bool:
    return all(u.op not in ("var", "forall", "exists", "setof") for u in walk(t))


class Encoder:
    def __init__(self, ctx: Any, rat_as_real: bool) -> None:
        import z3

        self.z3 = z3
        self.ctx = ctx
        self.rat_as_real = rat_as_real
        self.n = 0
        self.pending: list[list[Any]] = [[]]  # sqrt definitions awaiting their atom

    def sort(self, ty: Any) -> Any:
        z3 = self.z3
        h = ty.head
        if h in ("ℕ", "ℤ"):
            return z3.IntSort(self.ctx)
        if h == "ℝ" or (h == "ℚ" and self.rat_as_real):
            return z3.RealSort(self.ctx)
        if h == "Prop":
            return z3.BoolSort(self.ctx)
        raise Refuse(f"sort {ty}")

    def fresh(self, ty: Any, base: str) -> Any:
        self.n += 1
        return self.z3.Const(f"{base}!{self.n}", self.sort(ty))

    # -- terms ---------------------------------------------------------------------------
    def term(self, t: Term, env: dict[str, Any]) -> Any:
        z3 = self.z3
        op, h = t.op, t.ty.head
        if op == "var":
            if t.name not in env:
                raise Refuse(f"free {t.name}")
            return env[t.name]
        if op == "num":
            v = Fraction(t.value if t.value is not None else 0)
            if h in ("ℕ", "ℤ"):
                return z3.IntVal(int(v), self.ctx)
            self.sort(t.ty)
            return z3.RealVal(f"{v.numerator}/{v.denominator}", self.ctx)
        if op in ("fact", "choose", "gcd", "lcm", "intgcd"):
            if not _const(t):
                raise Refuse(f"{op} of a variable")
            vals = [self._ground_int(a) for a in t.args]
            f = {"fact": L.factorial, "choose": L.choose, "gcd": L.gcd, "lcm": L.lcm,
                 "intgcd": L.gcd}[op]
            return z3.IntVal(f(*vals), self.ctx)
        a = [self.term(x, env) for x in t.args]
        if op == "add":
            return a[0] + a[1]
        if op == "mul":
            return a[0] * a[1]
        if op == "neg":
            return -a[0]
        if op == "sub":
            return z3.If(a[0] >= a[1], a[0] - a[1], 0) if h == "ℕ" else a[0] - a[1]
        if op == "div":
            zero = z3.IntVal(0, self.ctx) if h in ("ℕ", "ℤ") else z3.RealVal(0, self.ctx)
            return z3.If(a[1] == 0, zero, a[0] / a[1])
        if op == "mod":
            if h not in ("ℕ", "ℤ"):
                raise Refuse("% on a field")
            return z3.If(a[1] == 0, a[0], a[0] % a[1])
        if op == "inv":
            return z3.If(a[0] == 0, z3.RealVal(0, self.ctx), z3.RealVal(1, self.ctx) / a[0])
        if op == "pow":
            e = t.args[1]
            if e.op != "num" or int(e.value or 0) > 12:
                raise Refuse("power with a variable or large exponent")
            k = int(e.value or 0)
            out = z3.IntVal(1, self.ctx) if h in ("ℕ", "ℤ") else z3.RealVal(1, self.ctx)
            for _ in range(k):
                out = out * a[0]
            return out
        if op == "cast":
            src = t.args[0].ty.head
            if src == "ℚ" and not self.rat_as_real:
                raise Refuse("cast from ℚ")
            if h in ("ℚ", "ℝ") and src in ("ℕ", "ℤ"):
                self.sort(t.ty)
                return z3.ToReal(a[0])
            return a[0]
        if op in ("abs", "natabs"):
            return z3.If(a[0] >= 0, a[0], -a[0])
        if op == "min":
            return z3.If(a[0] <= a[1], a[0], a[1])
        if op == "max":
            return z3.If(a[0] <= a[1], a[1], a[0])
        if op == "sqrt":
            r = self.fresh(t.ty, "sqrt")
            x = a[0]
            self.pending[-1].append((r, z3.Or(z3.And(x <= 0, r == 0),
                                              z3.And(x > 0, r >= 0, r * r == x))))
            return r
        raise Refuse(op)

    def _ground_int(self, t: Term) -> int:
        from forminv_lean.formal.meaning.exact import Evaluator

        v = Evaluator().val(t, {})
        if not isinstance(v, int):
            raise Refuse("ground value")
        return v

    # -- propositions --------------------------------------------------------------------
    def prop(self, t: Term, env: dict[str, Any]) -> Any:
        z3 = self.z3
        op = t.op
        if op == "true":
            return z3.BoolVal(True, self.ctx)
        if op == "false":
            return z3.BoolVal(False, self.ctx)
        if op == "var":
            return self.term(t, env)
        if op == "not":
            return z3.Not(self.prop(t.args[0], env))
        if op in ("and", "or", "imp", "iff"):
            x, y = self.prop(t.args[0], env), self.prop(t.args[1], env)
            if op == "and":
                return z3.And(x, y)
            if op == "or":
                return z3.Or(x, y)
            if op == "imp":
                return z3.Implies(x, y)
            return x == y
        if op in ("forall", "exists"):
            ty = t.bty
            if ty is None or ty.head not in ("ℕ", "ℤ", "ℚ", "ℝ", "Prop"):
                raise Refuse(f"quantifier over {ty}")
            x = self.fresh(ty, t.name)
            body = self.prop(t.args[0], {**env, t.name: x})
            if ty.head == "ℕ":
                body = z3.Implies(x >= 0, body) if op == "forall" else z3.And(x >= 0, body)
            return z3.ForAll([x], body) if op == "forall" else z3.Exists([x], body)
        if op == "tforall":
            raise Refuse("type quantifier")
        return self.atom(t, env)

    def atom(self, t: Term, env: dict[str, Any]) -> Any:
        """An atomic proposition, with the `Real.sqrt` values it uses bound right here."""
        z3 = self.z3
        self.pending.append([])
        try:
            r = self._atom(t, env)
        finally:
            defs = self.pending.pop()
        if defs:
            r = z3.Exists([d[0] for d in defs], z3.And(*[d[1] for d in defs], r))
        return r

    def _atom(self, t: Term, env: dict[str, Any]) -> Any:
        z3 = self.z3
        op = t.op
        if op in ("eq", "ne", "le", "lt", "ge", "gt"):
            if t.args[0].ty.head == "Set":
                if op not in ("eq", "ne"):
                    raise Refuse("order on sets")
                r = self.sets_equal(t.args[0], t.args[1], env)
                return r if op == "eq" else z3.Not(r)
            a, b = (self.term(x, env) for x in t.args)
            return {"eq": a == b, "ne": a != b, "le": a <= b, "lt": a < b, "ge": a >= b,
                    "gt": a > b}[op]
        if op == "dvd":
            a, b = (self.term(x, env) for x in t.args)
            if t.args[0].ty.head in ("ℕ", "ℤ"):
                return z3.If(a == 0, b == 0, b % a == 0)
            return z3.Or(a != 0, b == 0)
        if op in ("prime", "rprime"):
            x = self.term(t.args[0], env)
            self.n += 1  # a name no bound variable has (`fresh` makes `m!1` for a bound `m`)
            m = z3.Int(f"#divisor!{self.n}", self.ctx)
            return z3.And(x >= 2, z3.ForAll([m], z3.Implies(z3.And(m >= 2, m < x), x % m != 0)))
        if op in ("even", "odd"):
            if t.args[0].ty.head in ("ℚ", "ℝ"):
                return z3.BoolVal(True, self.ctx)
            x = self.term(t.args[0], env)
            return x % 2 == (0 if op == "even" else 1)
        if op in ("mem", "notmem"):
            x = self.term(t.args[0], env)
            r = self.member(x, t.args[1], env)
            return r if op == "mem" else z3.Not(r)
        if op in ("subset", "ssubset"):
            a, b = t.args
            sub = self.included(a, b, env)
            return sub if op == "subset" else z3.And(sub, z3.Not(self.included(b, a, env)))
        raise Refuse(op)

    def member(self, x: Any, s: Term, env: dict[str, Any]) -> Any:
        z3 = self.z3
        if s.op == "setof":
            return self.prop(s.args[0], {**env, s.name: x})
        if s.op in ("univ", "empty"):
            return z3.BoolVal(s.op == "univ", self.ctx)
        if s.op == "compl":
            return z3.Not(self.member(x, s.args[0], env))
        if s.op in ("inter", "union", "sdiff"):
            a, b = self.member(x, s.args[0], env), self.member(x, s.args[1], env)
            return {"inter": z3.And(a, b), "union": z3.Or(a, b),
                    "sdiff": z3.And(a, z3.Not(b))}[s.op]
        raise Refuse(f"set {s.op}")

    def _elems(self, a: Term) -> tuple[Any, Any]:
        elem = a.ty.args[0]
        e = self.fresh(elem, "e")
        guard = e >= 0 if elem.head == "ℕ" else self.z3.BoolVal(True, self.ctx)
        return e, guard

    def included(self, a: Term, b: Term, env: dict[str, Any]) -> Any:
        z3 = self.z3
        e, g = self._elems(a)
        return z3.ForAll([e], z3.Implies(z3.And(g, self.member(e, a, env)),
                                         self.member(e, b, env)))

    def sets_equal(self, a: Term, b: Term, env: dict[str, Any]) -> Any:
        z3 = self.z3
        e, g = self._elems(a)
        return z3.ForAll([e], z3.Implies(g, self.member(e, a, env) == self.member(e, b, env)))


def truth(t: Term, *, rlimit: int = RLIMIT) -> bool | None:
    """True / False when Z3 settles the closed statement `t` under Lean's semantics, else None."""
    import z3

    has_rat = any((u.bty is not None and u.bty.head == "ℚ") or u.ty.head == "ℚ" for u in walk(t))
    has_real = any((u.bty is not None and u.bty.head == "ℝ") or
                   (u.op == "var" and u.ty.head == "ℝ") for u in walk(t))
    if has_rat and (has_real or not _linear(t) or any(u.op == "sqrt" for u in walk(t))):
        return None
    ctx = z3.Context()
    try:
        phi = Encoder(ctx, rat_as_real=has_rat).prop(t, {})
    except (Refuse, L.Undecided, RecursionError):
        return None
    for goal, answer in ((z3.Not(phi), True), (phi, False)):
        s = z3.Solver(ctx=ctx)
        s.set("rlimit", rlimit)
        s.set("timeout", 20_000)  # a safety net only; the rlimit is what normally stops it
        s.add(goal)
        try:
            if s.check() == z3.unsat:
                return answer
        except z3.Z3Exception:
            return None
    return None
