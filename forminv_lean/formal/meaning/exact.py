"""Exact three-valued evaluation of typed terms under Lean's semantics.

`prop` returns True / False when the value is certain and None when it is not: a bounded
`∀` that found a failing instance is certainly False, an `∃` with a witness certainly True;
otherwise a quantifier over an infinite type is only certain when its guard bounds the
variable (`∀ m, m ∣ p → ...`, `∃ k < n, ...`, `∃ c, b = a * c`). This is what makes a reported
counterexample evidence: it is re-evaluated here, never trusted from a solver model.
"""

from __future__ import annotations

import itertools
from dataclasses import dataclass, field
from fractions import Fraction
from typing import Any

from forminv_lean.formal.meaning import semantics as S
from forminv_lean.formal.meaning.semantics import Unknown
from forminv_lean.formal.meaning.terms import Term, free_vars
from forminv_lean.formal.meaning.types import NAT, Ty

#: The types whose numerals and arithmetic this module computes as Lean does. Everything else
#: (`Fin n`, `ZMod n`, `ℝ≥0`, an unknown type) stays uninterpreted: computing `(5 : Fin 3)` as
#: the integer 5 would make `(2 : Fin 3) < 5` "true".
EXACT_TYPES = frozenset({"ℕ", "ℤ", "ℚ", "ℝ"})
#: Operations whose value is not computed here (uninterpreted functions, binders of functions).
_NOT_EVALUATED = frozenset({"const", "app", "apply", "ite", "lambda"})
#: Number operations: evaluated only at `EXACT_TYPES` (or in a finite structure).
_ARITH_OPS = frozenset({"add", "mul", "sub", "neg", "div", "mod", "pow", "inv", "abs", "sqrt",
                        "fact", "choose", "gcd", "lcm", "intgcd", "natabs", "min", "max",
                        "cast"})


@dataclass(frozen=True)
class FSet:
    """A set of numbers with finite or cofinite support (closed under ∩ ∪ \\ ᶜ)."""

    cofinite: bool
    elems: frozenset[Any]

    def __contains__(self, x: Any) -> bool:
        return (x in self.elems) != self.cofinite

    def lean(self, ty: Ty) -> str:
        inner = ", ".join(S.lean_literal(e) for e in sorted(self.elems))
        base = f"({{{inner}}} : {ty})" if self.elems else f"(∅ : {ty})"
        return f"{base}ᶜ" if self.cofinite else base


@dataclass
class Structure:
    """A finite model of a type variable: carrier {0..n-1} and operation tables."""

    n: int
    ops: dict[str, Any] = field(default_factory=dict)

    def describe(self, name: str) -> str:
        parts = [f"{name} = Fin {self.n}"]
        for k in sorted(self.ops):
            parts.append(f"{k} = {self.ops[k]}")
        return "; ".join(parts)


@dataclass
class Bounds:
    """How far to look inside quantifiers whose guard does not bound them."""

    nat: int = 12
    rationals: tuple[Fraction, ...] = tuple(Fraction(x) for x in (0, 1, -1, 2, -2, Fraction(1, 2),
                                                                   Fraction(-1, 2), 3, -3))
    max_complete: int = 4000


def _set_op(op: str, a: FSet, b: FSet) -> FSet:
    if op == "inter":
        if not a.cofinite and not b.cofinite:
            return FSet(False, a.elems & b.elems)
        if a.cofinite and b.cofinite:
            return FSet(True, a.elems | b.elems)
        fin, cof = (a, b) if not a.cofinite else (b, a)
        return FSet(False, fin.elems - cof.elems)
    if op == "union":
        # complement is attached to FSet below (FSet.complement = _complement)
        return _set_op("inter", FSet(not a.cofinite, a.elems),  # type: ignore[attr-defined]
                       FSet(not b.cofinite, b.elems)).complement()
    return _set_op("inter", a, b.complement())  # type: ignore[attr-defined]  # sdiff


def _complement(self: FSet) -> FSet:
    return FSet(not self.cofinite, self.elems)


FSet.complement = _complement  # type: ignore[attr-defined]


def _subset(a: FSet, b: FSet) -> bool:
    if not a.cofinite:
        return all(x in b for x in a.elems)
    if not b.cofinite:
        return False  # an infinite set inside a finite one (all our element types are infinite)
    return b.elems <= a.elems


class Evaluator:
    """Decides closed statements exactly: quantifiers over bounded or finite domains, numbers as
    Fractions or sympy surds."""

    def __init__(self, bounds: Bounds | None = None,
                 structures: dict[str, Structure] | None = None) -> None:
        self.bounds = bounds or Bounds()
        self.structures = structures or {}

    # -- propositions ---------------------------------------------------------------------
    def prop(self, t: Term, env: dict[str, Any]) -> bool | None:
        try:
            return self._prop(t, env)
        except Unknown:
            return None

    def _prop(self, t: Term, env: dict[str, Any]) -> bool | None:
        op = t.op
        if op == "true":
            return True
        if op == "false":
            return False
        if op == "var":
            return bool(env[t.name])
        if op == "not":
            v = self._prop(t.args[0], env)
            return None if v is None else not v
        if op in ("and", "or", "imp", "iff"):
            return self._connective(op, t, env)
        if op in ("forall", "exists", "tforall"):
            return self._quant(t, env)
        if op == "apply" and t.args[0].op == "lambda":
            lam = t.args[0]
            return self._prop(lam.args[0], {**env, lam.name: self.val(t.args[1], env)})
        if op in _NOT_EVALUATED:
            raise Unknown(f"{op} is not evaluated (kept opaque)")
        if op in ("prime", "rprime"):
            return S.is_prime(self.val(t.args[0], env))
        if op in ("even", "odd"):
            x = self.val(t.args[0], env)
            if t.args[0].ty.head in ("ℚ", "ℝ"):
                return True  # `∃ r, x = r + r` / `∃ m, x = 2 * m + 1` always hold in a field
            return x % 2 == (0 if op == "even" else 1)
        if op in ("mem", "notmem"):
            r = self._mem(t.args[0], t.args[1], env)
            return r if op == "mem" or r is None else not r
        if op in ("subset", "ssubset"):
            a, b = self.val(t.args[0], env), self.val(t.args[1], env)
            if not isinstance(a, FSet) or not isinstance(b, FSet):
                raise Unknown("subset of non-finite sets")
            if op == "subset":
                return _subset(a, b)
            return _subset(a, b) and not _subset(b, a)
        if len(t.args) != 2:
            raise Unknown(f"cannot evaluate {op}")
        ty = t.args[0].ty
        if ty.head not in EXACT_TYPES and ty.head not in ("var", "Set", "Prop"):
            # a relation at `Fin n`, `ℝ≥0`, an unknown type: its order/equality is not ℤ's
            raise Unknown(f"{op} at {ty}, which is not evaluated")
        a, b = self.val(t.args[0], env), self.val(t.args[1], env)
        if op in ("eq", "ne"):
            eq = self._equal(a, b, ty)
            return eq if op == "eq" else not eq
        if op == "dvd":
            return S.divides(a, b, field=ty.head in ("ℚ", "ℝ"))
        if op in ("le", "lt", "ge", "gt"):
            if ty.head == "var":
                return self._order(op, a, b, self.structures[ty.name])
            c = S.compare(a, b)
            return {"le": c <= 0, "lt": c < 0, "ge": c >= 0, "gt": c > 0}[op]
        raise Unknown(f"cannot evaluate {op}")

    def _connective(self, op: str, t: Term, env: dict[str, Any]) -> bool | None:
        a = self._prop(t.args[0], env)
        if op == "and" and a is False:
            return False
        if op == "or" and a is True:
            return True
        if op == "imp" and a is False:
            return True
        b = self._prop(t.args[1], env)
        if op == "and":
            return False if b is False else (True if a and b else None)
        if op == "or":
            return True if b is True else (False if a is False and b is False else None)
        if op == "imp":
            return True if b is True else (False if a is True and b is False else None)
        return None if a is None or b is None else a == b

    def _equal(self, a: Any, b: Any, ty: Ty) -> bool:
        if isinstance(a, FSet) and isinstance(b, FSet):
            return a == b
        if isinstance(a, FSet) or isinstance(b, FSet) or isinstance(a, tuple):
            raise Unknown("equality of non-finite sets")
        if ty.head == "var" or isinstance(a, bool):
            return bool(a == b)
        return S.compare(a, b) == 0

    def _order(self, op: str, a: int, b: int, st: Structure) -> bool:
        le = st.ops["le"]
        if op in ("ge", "gt"):
            a, b = b, a
        return bool(le[a][b]) if op in ("le", "ge") else bool(le[a][b] and not le[b][a])

    def _mem(self, x: Term, s: Term, env: dict[str, Any]) -> bool | None:
        if s.op == "setof":
            return self._prop(s.args[0], {**env, s.name: self.val(x, env)})
        if s.op in ("inter", "union", "sdiff"):
            a = self._mem(x, s.args[0], env)
            b = self._mem(x, s.args[1], env)
            if s.op == "inter":
                return False if a is False or b is False else (True if a and b else None)
            if s.op == "union":
                return True if a is True or b is True else (False if a is False and b is False
                                                             else None)
            return False if a is False or b is True else (True if a and b is False else None)
        if s.op == "compl":
            r = self._mem(x, s.args[0], env)
            return None if r is None else not r
        sv = self.val(s, env)
        if isinstance(sv, FSet):
            return self.val(x, env) in sv
        raise Unknown("membership")

    # -- quantifiers ----------------------------------------------------------------------
    def _quant(self, t: Term, env: dict[str, Any]) -> bool | None:
        if t.op == "tforall":
            return self._prop(t.args[0], env) if t.name in self.structures else None
        is_all = t.op == "forall"
        body = t.args[0]
        domain, complete = self.domain(t.name, t.bty or NAT, body, env, is_all)
        unknown = not complete
        for v in domain:
            r = self.prop(body, {**env, t.name: v})
            if r is None:
                unknown = True
            elif r != is_all:
                return not is_all
        return None if unknown else is_all

    def domain(self, name: str, ty: Ty, body: Term, env: dict[str, Any],
               is_all: bool) -> tuple[list[Any], bool]:
        """Values to try for a bound variable, and whether they are all the values that matter."""
        h = ty.head
        if h == "Prop":
            return [False, True], True
        if h == "var":
            st = self.structures.get(ty.name)
            if st is None:
                raise Unknown("no finite structure for a type variable")
            return list(range(st.n)), True
        if h in ("ℕ", "ℤ"):
            lo, hi, exact = self._guard_bounds(name, ty, body, env, is_all)
            if exact is not None:
                return exact, True
            if lo is not None and hi is not None:
                if hi - lo <= self.bounds.max_complete:
                    return list(range(lo, hi + 1)), True
                return list(range(lo, lo + self.bounds.max_complete)), False
            k = self.bounds.nat
            if h == "ℕ":
                start = lo if lo is not None else 0
                return list(range(start, start + k + 1)), False
            vals = sorted(range(-k, k + 1), key=abs)
            return vals, False
        if h in ("ℚ", "ℝ"):
            return list(self.bounds.rationals), False
        if h == "Set":
            samples = [FSet(False, frozenset()), FSet(False, frozenset({0})),
                       FSet(False, frozenset({1})), FSet(False, frozenset({0, 1})),
                       FSet(True, frozenset())]
            return samples, False
        raise Unknown(f"cannot enumerate {ty}")

    def _guard_bounds(self, x: str, ty: Ty, body: Term, env: dict[str, Any],
                      is_all: bool) -> tuple[int | None, int | None, list[int] | None]:
        atoms: list[Term] = []

        def conj(u: Term) -> None:
            if u.op == "and":
                conj(u.args[0])
                conj(u.args[1])
            else:
                atoms.append(u)

        if is_all:
            u = body
            while u.op == "imp":
                conj(u.args[0])
                u = u.args[1]
        else:
            conj(body)
        lo: int | None = 0 if ty.head == "ℕ" else None
        hi: int | None = None
        for a in atoms:
            if a.op not in ("lt", "le", "gt", "ge", "eq", "dvd", "mem") or len(a.args) != 2:
                continue
            lhs, r = a.args
            if a.op in ("gt", "ge"):
                lhs, r = r, lhs
            try:
                if a.op == "mem" and _is_var(lhs, x) and x not in free_vars(r):
                    s = self.val(r, env)
                    if isinstance(s, FSet) and not s.cofinite:
                        return None, None, sorted(e for e in s.elems if isinstance(e, int))
                    continue
                if a.op == "dvd" and _is_var(lhs, x) and x not in free_vars(r):
                    n = self.val(r, env)
                    if n != 0:
                        m = abs(n)
                        return None, None, [d for d in range(-m, m + 1) if d != 0 and n % d == 0
                                            and (d > 0 or ty.head == "ℤ")]
                    continue
                if a.op in ("dvd", "mem"):
                    continue  # `k ∣ x`, `x ∈ s` otherwise: no bound on x (`2 ∣ a` is not `2 ≤ a`)
                if a.op == "eq":
                    sol = self._solve_linear(x, lhs, r, env, ty)
                    if sol is not None:
                        return None, None, sol
                    continue
                strict = a.op in ("lt", "gt")
                if _is_var(lhs, x) and x not in free_vars(r):
                    v = self.val(r, env)
                    if isinstance(v, int):
                        b = v - 1 if strict else v
                        hi = b if hi is None else min(hi, b)
                elif _is_var(r, x) and x not in free_vars(lhs):
                    v = self.val(lhs, env)
                    if isinstance(v, int):
                        b = v + 1 if strict else v
                        lo = b if lo is None else max(lo, b)
            except Unknown:
                continue
        return lo, hi, None

    def _solve_linear(self, x: str, lhs: Term, r: Term, env: dict[str, Any],
                      ty: Ty) -> list[int] | None:
        """Solve `lhs = r` for `x` when it is linear in x (e.g. `b = a * c`, `n = r + r`)."""
        if any(u.op in ("sub", "div", "mod", "pow", "fact", "choose", "gcd", "lcm")
               and x in free_vars(u) for u in _subterms(lhs) + _subterms(r)):
            return None
        if x not in free_vars(lhs) and x not in free_vars(r):
            return None
        for u in _subterms(lhs) + _subterms(r):  # affine in x: no product of two x-factors
            if u.op == "mul" and all(x in free_vars(a) for a in u.args):
                return None
            if u.op not in ("add", "mul", "neg", "cast", "var", "num"):
                if x in free_vars(u):
                    return None
        try:
            g = [self.val(lhs, {**env, x: k}) - self.val(r, {**env, x: k}) for k in (0, 1, 2)]
        except (Unknown, TypeError):
            return None
        if not all(isinstance(v, int) for v in g):
            return None
        slope = g[1] - g[0]
        if g[2] - g[1] != slope:
            return None
        if slope == 0:
            return [] if g[0] != 0 else None
        if (-g[0]) % slope != 0:
            return []
        root = -g[0] // slope
        if ty.head == "ℕ" and root < 0:
            return []
        return [root]

    # -- values ---------------------------------------------------------------------------
    def val(self, t: Term, env: dict[str, Any]) -> Any:
        op = t.op
        h = t.ty.head
        if op == "var":
            return env[t.name]
        if op == "apply" and t.args[0].op == "lambda":
            # `(fun x => b) a` is `b` with `x := a` (β-reduction: definitional in Lean)
            lam = t.args[0]
            return self.val(lam.args[0], {**env, lam.name: self.val(t.args[1], env)})
        if op in _NOT_EVALUATED:
            raise Unknown(f"{op} is not evaluated (kept opaque)")
        if op == "num":
            v = t.value if t.value is not None else 0
            if h == "var":
                return self._numeral_in(int(v), self.structures[t.ty.name])
            if h not in EXACT_TYPES:
                # `(5 : Fin 3)`, `(1 : ZMod 1)`, `(2 : ℝ≥0)`: not the integer 5
                raise Unknown(f"numeral at {t.ty}, whose arithmetic is not evaluated")
            return Fraction(v) if h in ("ℚ", "ℝ") else int(v)
        if h == "var":
            return self._struct_op(t, env, self.structures[t.ty.name])
        if op in _ARITH_OPS and h not in EXACT_TYPES:
            raise Unknown(f"{op} at {t.ty}, whose arithmetic is not evaluated")
        if op == "cast":
            v = self.val(t.args[0], env)
            return Fraction(v) if h in ("ℚ", "ℝ") and isinstance(v, int) else v
        if op in ("empty", "univ"):
            return FSet(op == "univ", frozenset())
        if op in ("inter", "union", "sdiff"):
            a, b = self.val(t.args[0], env), self.val(t.args[1], env)
            if isinstance(a, FSet) and isinstance(b, FSet):
                return _set_op(op, a, b)
            raise Unknown("set operation on a set-builder")
        if op == "compl":
            a = self.val(t.args[0], env)
            if isinstance(a, FSet):
                return a.complement()  # type: ignore[attr-defined]
            raise Unknown("complement of a set-builder")
        if op == "setof":
            return ("setof", t, dict(env))
        args = [self.val(a, env) for a in t.args]
        return _arith(op, h, args)

    def _numeral_in(self, k: int, st: Structure) -> int:
        if k == 0:
            return st.ops["zero"]
        out = st.ops["one"]
        for _ in range(k - 1):
            out = st.ops["add"][out][st.ops["one"]]
        return out

    def _struct_op(self, t: Term, env: dict[str, Any], st: Structure) -> int:
        op = t.op
        a = [self.val(x, env) for x in t.args]
        o = st.ops
        if op in ("add", "mul", "sup", "inf"):
            return o[op][a[0]][a[1]]
        if op == "neg":
            return o["neg"][a[0]]
        if op == "inv":
            return o["inv"][a[0]]
        if op == "sub":
            return o["add"][a[0]][o["neg"][a[1]]]
        if op == "div":
            return o["mul"][a[0]][o["inv"][a[1]]]
        if op == "pow":
            out = o["one"]
            for _ in range(a[1]):
                out = o["mul"][out][a[0]]
            return out
        if op in ("min", "max"):
            le = o["le"][a[0]][a[1]]
            return (a[0] if le else a[1]) if op == "min" else (a[1] if le else a[0])
        raise Unknown(f"{op} in a finite structure")


def _is_var(t: Term, x: str) -> bool:
    return t.op == "var" and t.name == x


def _subterms(t: Term) -> list[Term]:
    out = [t]
    for a in t.args:
        out.extend(_subterms(a))
    return out


def _arith(op: str, h: str, a: list[Any]) -> Any:
    if op == "add":
        return S.add(a[0], a[1])
    if op == "mul":
        return S.mul(a[0], a[1])
    if op == "sub":
        return S.nat_sub(a[0], a[1]) if h == "ℕ" else S.sub(a[0], a[1])
    if op == "neg":
        return S.neg(a[0])
    if op == "div":
        if h == "ℕ":
            return S.nat_div(a[0], a[1])
        if h == "ℤ":
            return S.int_ediv(a[0], a[1])
        return S.field_div(a[0], a[1])
    if op == "mod":
        return S.nat_mod(a[0], a[1]) if h == "ℕ" else S.int_emod(a[0], a[1])
    if op == "pow":
        return S.power(a[0], a[1])
    if op == "inv":
        return S.field_inv(a[0])
    if op == "abs":
        return a[0] if S.compare(a[0], 0) >= 0 else S.neg(a[0])
    if op == "sqrt":
        return S.real_sqrt(a[0])
    if op == "fact":
        return S.factorial(a[0])
    if op == "choose":
        return S.choose(a[0], a[1])
    if op == "gcd":
        return _gcd(a[0], a[1])
    if op == "lcm":
        return _lcm(a[0], a[1])
    if op == "intgcd":
        return _gcd(abs(a[0]), abs(a[1]))
    if op == "natabs":
        return abs(a[0])
    if op in ("min", "max"):
        c = S.compare(a[0], a[1])
        return (a[0] if c <= 0 else a[1]) if op == "min" else (a[1] if c <= 0 else a[0])
    raise Unknown(f"cannot evaluate {op}")


def _gcd(a: int, b: int) -> int:
    import math

    return math.gcd(a, b)


def _lcm(a: int, b: int) -> int:
    import math

    return math.lcm(a, b)


def assignments(names: list[str], domains: list[list[Any]]) -> itertools.product[tuple[Any, ...]]:
    """Every assignment of the domains' values to the names, in order."""
    return itertools.product(*domains)
