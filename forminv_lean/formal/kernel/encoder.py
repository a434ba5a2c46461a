"""Typed terms -> Z3: the one audited encoder (part of the trusted core, see kernel/).

Every solver query goes through this file, for proof search and for the kernel's re-checks
alike. A proof Z3 finds here is a proof in Lean only if the encoding is *faithful or more
general* than Lean's meaning: every Lean model of the statement must map to a Z3 model. The
invariants that make it so, each enforced at one place below:

1. **ℕ is the non-negative integers.** Every ℕ-sorted term carries `0 ≤`: free variables
   (side conditions), bound variables (guards inside the quantifier), set-builder variables
   and ℕ-element sets (canonical: false on negatives), and results of uninterpreted functions
   (`_nat`: `f(x)` is read as `max(f(x), 0)`, which ranges over exactly the ℕ-valued
   functions).
2. **ℚ is never a Z3 real** (`∃ q : ℚ, q * q = 2` is false, `∃ r : ℝ, r * r = 2` true): a
   rational is a pair of integers (numerator, denominator > 0), compared by
   cross-multiplication. Sets of rationals are not encodable (the query is `unknown`).
3. **Types may be empty.** A type variable `α` is a Z3 sort (never empty) plus a Boolean
   `empty_α`: `∀ x : α, p` is `empty_α ∨ ∀ x, p`, `∃ x : α, p` is `¬empty_α ∧ ∃ x, p`, and set
   comparisons over `α` are relativised the same way. `¬empty_α` is asserted only where Lean
   guarantees an element (a free variable of type `α`, or classes providing `0`/`1`).
4. **Set equality is extensional over the element type's own domain** (`∀ x ≥ 0` for ℕ,
   relativised for `α`), never Z3 array equality.
5. **Lean's edge cases**: truncated ℕ subtraction, `x / 0 = 0`, `n % 0 = n`, Euclidean ℤ
   division (Lean core: `instance : Div Int := ⟨Int.ediv⟩`, which SMT-LIB `div`/`mod`
   already are for a non-zero divisor), `x⁻¹ = 0` at 0, `0 ^ 0 = 1`.
6. **Facts are instances of Mathlib lemmas** (named where they are added), asserted at
   concrete terms, never as quantified axioms: asserting a true fact about any value is sound.
7. **Budgets are counted, not timed**: each query has a Z3 resource limit (`rlimit`), so a
   verdict does not depend on machine load; the wall-clock timeout is only a safety net.

What each level interprets (below its level a symbol is an uninterpreted function, which is
sound: a proof for every interpretation holds for Lean's):
* arithmetic: `+ - * / % ^` (numeral exponents), order, casts, `min`/`max`, `Int.natAbs`;
* definitions: plus divisibility, `Nat.Prime` (`Nat.prime_def_lt'`), `Even`/`Odd`, `|x|`,
  `a ≡ b [MOD n]` (`Nat.ModEq`, by its definition)
  (`abs_eq_max_neg`), set operations as membership;
* theory: plus Mathlib facts instantiated at each occurring term (√, factorial, choose, gcd,
  lcm, variable powers).
"""

from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction
from typing import Any

import z3

from forminv_lean.formal.kernel.normal import unfold_modeq
from forminv_lean.formal.kernel.query import Outcome, Query
from forminv_lean.formal.meaning.axioms import class_axioms
from forminv_lean.formal.meaning.signature import level_at_least, provides
from forminv_lean.formal.meaning.terms import Term, is_proof_type, key
from forminv_lean.formal.meaning.types import PROP, Ty

#: Z3 resource units per millisecond of a query's nominal timeout. Resource counts are
#: deterministic. What a unit costs varies: ~0.3 µs on arithmetic, but it grows with the
#: instantiations a quantified query piles up (a group-theory query spent 1.4 s on its first
#: million units and 110 s on three million). At 600 units per ms a nominal 2 s query
#: stops after 1.2 million units, 0.4-2 s here, whatever the load. (Z3's own timeout is not
#: honoured during quantifier instantiation; the worker's hard kill remains the last resort.)
RLIMIT_PER_MS = 600


class NotEncodable(Exception):
    """Raised when a statement uses something the Z3 encoding cannot express (the query is then
    `unknown`)."""


@dataclass(frozen=True)
class Q:
    """A rational number as (numerator, denominator), the denominator positive."""

    n: Any
    d: Any


_NAT_NONEMPTY = ("zero", "one")


class Encoder:
    """Translates elaborated terms to Z3 at one theory level, with Lean's conventions (ℕ guards,
    `x / 0 = 0`, possibly empty sorts)."""

    def __init__(self, level: str, ctx: z3.Context, tclasses: dict[str, frozenset[str]]) -> None:
        self.level = level
        self.ctx = ctx
        self.tclasses = tclasses
        self.side: list[Any] = []
        self.funcs: dict[str, Any] = {}
        self.sorts: dict[str, Any] = {}
        self.empty: dict[str, Any] = {}
        # type variables certainly inhabited (a class gives 0 or 1, or a free variable has the
        # type): their quantifiers need no emptiness guard, which Z3's instantiation prefers
        self.inhabited: set[str] = {tv for tv, cl in tclasses.items()
                                    if any(provides(cl, op) for op in _NAT_NONEMPTY)}
        self.seen: set[str] = set()
        self.fresh = 0

    def at(self, lvl: str) -> bool:
        return level_at_least(self.level, lvl)

    # -- sorts, domains and symbols ---------------------------------------------------------
    def sort(self, ty: Ty) -> Any:
        h = ty.head
        if h in ("ℕ", "ℤ"):
            return z3.IntSort(self.ctx)
        if h == "ℝ":
            return z3.RealSort(self.ctx)
        if h == "Prop":
            return z3.BoolSort(self.ctx)
        if h == "Set":
            if ty.args[0].head == "ℚ":
                raise NotEncodable("sets of rationals")
            return z3.ArraySort(self.sort(ty.args[0]), z3.BoolSort(self.ctx))
        if h == "fun":  # functions as arrays, compared extensionally (`eq` below)
            return z3.ArraySort(self.sort(ty.args[0]), self.sort(ty.args[1]))
        if h in ("var", "app", "prod", "pi", "result"):  # a sort of its own, possibly empty
            k = str(ty) if h != "var" else ty.name
            if k not in self.sorts:
                self.sorts[k] = z3.DeclareSort(f"T_{len(self.sorts)}", self.ctx)
                self.empty[k] = z3.Bool(f"empty_{len(self.empty)}", self.ctx)
            return self.sorts[k]
        raise NotEncodable(f"sort {ty}")

    def is_empty(self, ty: Ty) -> Any:
        """Whether `ty` is empty: a Boolean per type variable and opaque type, derived for
        functions and pairs, False for numbers, Prop and sets."""
        h = ty.head
        if h == "var" and ty.name in self.inhabited:
            return z3.BoolVal(False, self.ctx)  # known inhabited: no relativisation needed
        if h in ("var", "app", "prod", "pi", "result"):
            self.sort(ty)
            own = self.empty[str(ty) if h != "var" else ty.name]
            if h == "prod":  # α × β is empty exactly when α or β is
                self.side.append(own == z3.Or(self.is_empty(ty.args[0]),
                                              self.is_empty(ty.args[1])))
            return own
        if h == "fun":  # α → β is empty exactly when α is inhabited and β is empty
            return z3.And(z3.Not(self.is_empty(ty.args[0])), self.is_empty(ty.args[1]))
        return z3.BoolVal(False, self.ctx)

    def classes(self, ty: Ty) -> frozenset[str]:
        """The known classes of a type variable (none for opaque types)."""
        return self.tclasses.get(ty.name, frozenset()) if ty.head == "var" else frozenset()

    def domain(self, ty: Ty, x: Any) -> Any:
        """The condition under which Z3 value `x` of `ty`'s sort is a Lean value of `ty`."""
        if ty.head == "ℕ":
            return x >= 0
        if ty.head == "fun":
            return self.canonical(x, ty)
        return z3.BoolVal(True, self.ctx)

    def func(self, name: str, args: list[Ty], res: Ty) -> Any:
        k = f"{name}:{','.join(map(str, args))}:{res}"
        if k not in self.funcs:
            if res.head == "ℚ" or any(a.head == "ℚ" for a in args):
                raise NotEncodable(f"{name} on rationals")
            self.funcs[k] = z3.Function(f"{name}_{len(self.funcs)}",
                                        *[self.sort(a) for a in args], self.sort(res))
        return self.funcs[k]

    def _nat(self, r: Any, ty: Ty) -> Any:
        """An uninterpreted value read at type ℕ: `max(r, 0)` ranges over exactly ℕ."""
        return z3.If(r >= 0, r, 0) if ty.head == "ℕ" else r

    def const(self, name: str, ty: Ty) -> Any:
        """A fresh constant of `ty` (for ℚ, a pair), with its domain as a side condition."""
        if ty.head == "ℚ":
            n = z3.Int(f"{name}!n", self.ctx)
            d = z3.Int(f"{name}!d", self.ctx)
            self.side.append(d > 0)
            return Q(n, d)
        c = z3.Const(name, self.sort(ty))
        if ty.head == "ℕ":
            self.side.append(c >= 0)
        if ty.head == "fun":
            self.side.append(self.canonical(c, ty))
        empty = self.is_empty(ty)
        if not z3.is_false(empty):
            self.side.append(z3.Not(empty))  # a variable of the type exists
        return c

    def canonical(self, f: Any, ty: Ty) -> Any:
        """A function array whose values are Lean values (`≥ 0` on ℕ) on the domain."""
        res = ty.args[1]
        if res.head != "ℕ":
            return z3.BoolVal(True, self.ctx)
        x = z3.Const(f"d!{self.fresh}", self.sort(ty.args[0]))
        self.fresh += 1
        return z3.ForAll([x], z3.Select(f, x) >= 0)

    def num(self, v: Any, ty: Ty) -> Any:
        if ty.head in ("ℕ", "ℤ"):
            return z3.IntVal(int(v), self.ctx)
        if ty.head == "ℝ":
            f = Fraction(v)
            return z3.RealVal(f"{f.numerator}/{f.denominator}", self.ctx)
        if ty.head == "ℚ":
            f = Fraction(v)
            return Q(z3.IntVal(f.numerator, self.ctx), z3.IntVal(f.denominator, self.ctx))
        if ty.head in ("var", "app", "result", "prod"):
            cl = self.classes(ty)
            if v == 0:
                return self.func("zero", [], ty)()
            if v == 1:
                return self.func("one", [], ty)()
            if not provides(cl, "numeral") or Fraction(v).denominator != 1:
                return self.func(f"numeral_{v}", [], ty)()  # uninterpreted
            out = self.func("one", [], ty)()
            for _ in range(int(v) - 1):  # Nat.cast_succ: (n + 1 : α) = n + 1, folded left
                out = self.func("add", [ty, ty], ty)(out, self.func("one", [], ty)())
            return out
        raise NotEncodable(f"numeral at {ty}")

    # -- terms ------------------------------------------------------------------------------
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
        if op == "polyrel":
            raise NotEncodable("a polynomial normal form is not a Lean term")
        if op == "app" and self.at("definitions") and (congruence := unfold_modeq(t)):
            # `a ≡ b [MOD n]` by its definition `a % n = b % n` (mathlib4 Data/Nat/ModEq.lean)
            return self.enc(congruence, env, pol, depth)
        if op in ("const", "app", "apply", "lambda", "ite"):
            return self.opaque(t, env, pol, depth)
        if t.ty.head in ("var", "app", "result", "prod") and op not in (
                "eq", "ne", "le", "lt", "ge", "gt", "mem"):
            return self.struct(t, env, depth)
        if op in ("setof", "dvd", "prime", "rprime", "even", "odd", "subset", "ssubset"):
            args: list[Any] = []
        else:
            args = [self.enc(a, env, pol if op == "mem" else 0, depth) for a in t.args]
        if t.ty.head == "ℚ" or (t.args and t.args[0].ty.head == "ℚ"
                                and op not in ("cast", "dvd", "even", "odd")):
            return self.rational(t, args)
        return self.atom(t, args, env, pol, depth)

    def _bound(self, name: str, ty: Ty) -> tuple[list[Any], Any, Any]:
        """Z3 variables for a bound variable, its Lean value, and its domain condition."""
        if ty.head == "ℚ":
            n = z3.Int(f"{name}!n", self.ctx)
            d = z3.Int(f"{name}!d", self.ctx)
            return [n, d], Q(n, d), d > 0
        x = z3.Const(name, self.sort(ty))
        return [x], x, self.domain(ty, x)

    def quant(self, t: Term, env: dict[str, Any], pol: int, depth: int) -> Any:
        ty = t.bty or Ty("ℕ")
        zs, val, dom = self._bound(f"{t.name}!q{depth}_{self.fresh}", ty)
        self.fresh += 1
        body = self.enc(t.args[0], {**env, t.name: val}, pol, depth + 1)
        empty = self.is_empty(ty)
        if t.op == "forall":
            q = z3.ForAll(zs, z3.Implies(dom, body) if not z3.is_true(dom) else body)
            return q if z3.is_false(empty) else z3.Or(empty, q)
        q = z3.Exists(zs, z3.And(dom, body) if not z3.is_true(dom) else body)
        return q if z3.is_false(empty) else z3.And(z3.Not(empty), q)

    def struct(self, t: Term, env: dict[str, Any], depth: int) -> Any:
        """An operation of a type variable's structure (uninterpreted, with the class axioms),
        or of an opaque type (uninterpreted, nothing assumed). A law relating operations is
        used only where a known class guarantees it."""
        ty, op = t.ty, t.op
        cl = self.classes(ty)
        a = [self.enc(x, env, 0, depth) for x in t.args]
        F = self.func
        if op in ("add", "mul", "sup", "inf"):
            return F(op, [ty, ty], ty)(a[0], a[1])
        if op in ("neg", "inv"):
            return F(op, [ty], ty)(a[0])
        if op == "sub" and provides(cl, "sub"):  # sub_eq_add_neg (SubNegMonoid)
            return F("add", [ty, ty], ty)(a[0], F("neg", [ty], ty)(a[1]))
        if op == "div" and provides(cl, "div"):  # div_eq_mul_inv (DivInvMonoid)
            return F("mul", [ty, ty], ty)(a[0], F("inv", [ty], ty)(a[1]))
        if op in ("sub", "div"):
            return F(op, [ty, ty], ty)(a[0], a[1])
        if op == "pow":
            if t.args[1].op != "num":
                raise NotEncodable("variable power in a structure")
            k = int(t.args[1].value or 0)
            if not provides(cl, "pow"):
                return F(f"pow_{k}", [ty], ty)(a[0])
            out = F("one", [], ty)()  # pow_zero, pow_succ: x ^ (n + 1) = x ^ n * x
            for _ in range(k):
                out = F("mul", [ty, ty], ty)(out, a[0])
            return out
        if op in ("min", "max"):
            if not provides(cl, op):
                return F(op, [ty, ty], ty)(a[0], a[1])
            le = F("le", [ty, ty], PROP)(a[0], a[1])  # min_def, max_def (LinearOrder)
            return z3.If(le, a[0], a[1]) if op == "min" else z3.If(le, a[1], a[0])
        raise NotEncodable(f"{op} on {ty}")

    # -- Mathlib kept opaque -------------------------------------------------------------------
    def opaque(self, t: Term, env: dict[str, Any], pol: int, depth: int) -> Any:
        """Uninterpreted constants and functions, bound functions applied (`f x`), `fun`,
        and `if then else`."""
        op, ty = t.op, t.ty
        if op == "const":
            # every proof of one proposition is one value (proof irrelevance): keyed by its
            # type, the proposition's text (`terms.proof_type`), never by the hypothesis name
            name = "proof" if is_proof_type(ty) else t.name
            c = self._nat(self.func(name, [], ty)(), ty)
            self.side.append(z3.Not(self.is_empty(ty)))  # Lean's constant is a value of ty
            return c
        if op == "app":
            args = [self.enc(a, env, 0, depth) for a in t.args]
            if any(isinstance(a, Q) for a in args):
                raise NotEncodable(f"{t.name} of a rational")
            return self._nat(self.func(t.name, [a.ty for a in t.args], ty)(*args), ty)
        if op == "apply":
            f, x = (self.enc(a, env, 0, depth) for a in t.args)
            if isinstance(x, Q):
                raise NotEncodable("a function of rationals")
            if t.args[0].ty.head in ("pi", "app"):  # `x i : α i`, `p n` for a `def` of a Π
                fty = t.args[0].ty  # type (`types.unfold_function_type`): one uninterpreted
                # application per function and result type (a weaker theory: sound)
                return self._nat(self.func("apply", [fty, t.args[1].ty], ty)(f, x), ty)
            return self._nat(z3.Select(f, x), ty)
        if op == "lambda":
            bty = t.bty or Ty("ℕ")
            if bty.head == "ℚ":
                raise NotEncodable("fun over rationals")
            x = z3.Const(f"{t.name}!l{self.fresh}", self.sort(bty))
            self.fresh += 1
            return z3.Lambda([x], self.enc(t.args[0], {**env, t.name: x}, 0, depth + 1))
        c = self.enc(t.args[0], env, 0, depth)
        a, b = (self.enc(x, env, pol, depth) for x in t.args[1:])
        if isinstance(a, Q):
            return Q(z3.If(c, a.n, b.n), z3.If(c, a.d, b.d))
        return z3.If(c, a, b)

    def fun_eq(self, f: Any, g: Any, ty: Ty) -> Any:
        """funext: functions are equal when their values are, on the domain (as Lean values)."""
        dom, res = ty.args
        x = z3.Const(f"x!f{self.fresh}", self.sort(dom))
        self.fresh += 1
        fx, gx = self._nat(z3.Select(f, x), res), self._nat(z3.Select(g, x), res)
        inner = self.fun_eq(fx, gx, res) if res.head == "fun" else \
            self.set_eq(fx, gx, res) if res.head == "Set" else fx == gx
        return z3.Or(self.is_empty(dom), z3.ForAll([x], z3.Implies(self.domain(dom, x), inner)))

    # -- sets --------------------------------------------------------------------------------
    def _elem(self, set_ty: Ty) -> Ty:
        return set_ty.args[0]

    def _lam(self, elem: Ty, body_of: Any) -> Any:
        """A set as an array that is false outside `elem`'s domain (canonical for ℕ)."""
        x = z3.Const(f"e!{self.fresh}", self.sort(elem))
        self.fresh += 1
        return z3.Lambda([x], z3.And(self.domain(elem, x), body_of(x)))

    def _all_elems(self, elem: Ty, body_of: Any) -> Any:
        """`∀ x : elem, body` over the element type's own domain (relativised if empty)."""
        x = z3.Const(f"e!{self.fresh}", self.sort(elem))
        self.fresh += 1
        return z3.Or(self.is_empty(elem),
                     z3.ForAll([x], z3.Implies(self.domain(elem, x), body_of(x))))

    def set_eq(self, a: Any, b: Any, set_ty: Ty) -> Any:
        """Set.ext_iff: equal sets have the same members (never array equality)."""
        return self._all_elems(self._elem(set_ty), lambda x: z3.Select(a, x) == z3.Select(b, x))

    def subset(self, a: Any, b: Any, set_ty: Ty) -> Any:
        """Set.subset_def: s ⊆ t ↔ ∀ x, x ∈ s → x ∈ t."""
        return self._all_elems(self._elem(set_ty),
                               lambda x: z3.Implies(z3.Select(a, x), z3.Select(b, x)))

    # -- atoms over ℕ ℤ ℝ, Prop, sets ---------------------------------------------------------
    def atom(self, t: Term, a: list[Any], env: dict[str, Any], pol: int, depth: int) -> Any:
        op, ty, ctx = t.op, t.ty, self.ctx
        h = ty.head
        at = t.args[0].ty if t.args else ty
        if op in ("eq", "ne"):
            if at.head == "Set":
                r = self.set_eq(a[0], a[1], at)
            elif at.head == "fun":
                r = self.fun_eq(a[0], a[1], at)
            else:
                r = a[0] == a[1]
            return r if op == "eq" else z3.Not(r)
        if op in ("le", "lt", "ge", "gt"):
            x, y = (a[0], a[1]) if op in ("le", "lt") else (a[1], a[0])
            if at.head in ("var", "app", "result", "prod", "fun", "Set"):
                le = self.func("le", [at, at], PROP)
                if op in ("le", "ge"):
                    return le(x, y)
                if provides(self.classes(at), "lt"):  # Preorder: lt_iff_le_not_le
                    return z3.And(le(x, y), z3.Not(le(y, x)))
                return self.func("lt", [at, at], PROP)(x, y)
            return x <= y if op in ("le", "ge") else x < y
        if op == "add":
            return a[0] + a[1]
        if op == "mul":
            return a[0] * a[1]
        if op == "sub":  # Nat.sub truncates
            return z3.If(a[0] >= a[1], a[0] - a[1], 0) if h == "ℕ" else a[0] - a[1]
        if op == "neg":
            return -a[0]
        if op == "div":  # Nat.div_zero, Int.ediv_zero, div_zero; Int.ediv is SMT-LIB div
            return z3.If(a[1] == 0, self.num(0, ty), a[0] / a[1])
        if op == "mod":  # Nat.mod_zero, Int.emod_zero; Int.emod is SMT-LIB mod
            return z3.If(a[1] == 0, a[0], a[0] % a[1])
        if op == "inv":  # inv_zero
            return z3.If(a[0] == 0, self.num(0, ty), self.num(1, ty) / a[0])
        if op == "pow":
            return self.pow(t, a)
        if op == "cast":
            src = t.args[0].ty.head
            if src == "ℚ":  # Rat.cast: n / d
                q = a[0]
                return z3.ToReal(q.n) / z3.ToReal(q.d)
            if h == "ℝ" and src in ("ℕ", "ℤ"):
                return z3.ToReal(a[0])
            if h in ("ℕ", "ℤ") and src in ("ℕ", "ℤ"):
                return a[0]  # ℕ → ℤ: the value is already ≥ 0
            raise NotEncodable(f"cast {src} → {h}")
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
        if op == "empty":
            return z3.K(self.sort(self._elem(ty)), z3.BoolVal(False, ctx))
        if op == "univ":
            return self._lam(self._elem(ty), lambda x: z3.BoolVal(True, ctx))
        if op == "setof":
            elem = t.bty or Ty("ℕ")
            if elem.head == "ℚ":
                raise NotEncodable("sets of rationals")
            x = z3.Const(f"{t.name}!s{self.fresh}", self.sort(elem))
            self.fresh += 1
            body = self.enc(t.args[0], {**env, t.name: x}, 0, depth + 1)
            return z3.Lambda([x], z3.And(self.domain(elem, x), body))
        if op in ("inter", "union", "sdiff", "compl"):
            return self.setop(t, a)
        if op in ("mem", "notmem"):
            r = z3.Select(a[1], a[0])
            return r if op == "mem" else z3.Not(r)
        if op in ("subset", "ssubset"):
            s, u = (self.enc(x, env, 0, depth) for x in t.args)
            if not self.at("definitions"):
                sub = self.func("subset", [at, at], PROP)
                r = sub(s, u)
                return r if op == "subset" else z3.And(r, z3.Not(sub(u, s)))
            inc = self.subset(s, u, at)
            if op == "subset":
                return inc
            return z3.And(inc, z3.Not(self.subset(u, s, at)))  # ssubset: s ⊆ t ∧ ¬ t ⊆ s
        if op == "dvd":
            return self.dvd(t, env, pol, depth)
        if op in ("prime", "rprime", "even", "odd"):
            return self.pred(t, env, depth)
        raise NotEncodable(op)

    def pow(self, t: Term, a: list[Any]) -> Any:
        e = t.args[1]
        if e.op == "num" and int(e.value or 0) <= 24:
            out = self.num(1, t.ty)  # pow_zero; pow_succ
            for _ in range(int(e.value or 0)):
                out = out * a[0]
            return z3.simplify(out) if int(e.value or 0) == 0 else out
        f = self.func("pow", [t.ty, Ty("ℕ")], t.ty)
        r = self._nat(f(a[0], a[1]), t.ty)
        k = "pow" + key(t)
        if k not in self.seen and self.at("theory"):  # pow_zero, pow_one, pow_succ
            self.seen.add(k)
            one = self.num(1, t.ty)
            prev = self._nat(f(a[0], a[1] - 1), t.ty)
            self.side.append(z3.Implies(a[1] == 0, r == one))
            self.side.append(z3.Implies(a[1] == 1, r == a[0]))
            self.side.append(z3.Implies(a[1] >= 1, r == prev * a[0]))
            self.side.append(z3.Implies(a[1] == 1, prev == one))
        return r

    def named(self, t: Term, a: list[Any]) -> Any:
        op, ty = t.op, t.ty
        if op in ("gcd", "lcm", "intgcd") and key(t.args[0]) > key(t.args[1]):
            a = [a[1], a[0]]  # Nat.gcd_comm / Nat.lcm_comm / Int.gcd_comm: one symbol
        f = self.func(op, [x.ty for x in t.args], ty)
        r = self._nat(f(*a), ty)
        k = op + str(r.sexpr())
        if k in self.seen or not self.at("theory"):
            return r
        self.seen.add(k)
        S = self.side
        if op == "sqrt":  # Real.sqrt_nonneg, Real.mul_self_sqrt, Real.sqrt_eq_zero_of_nonpos
            S += [r >= 0, z3.Implies(a[0] >= 0, r * r == a[0]), z3.Implies(a[0] <= 0, r == 0)]
        elif op == "fact":  # Nat.factorial_zero, Nat.factorial_succ, Nat.self_le_factorial
            prev = self._nat(f(a[0] - 1), ty)
            S += [r >= 1, z3.Implies(a[0] == 0, r == 1), z3.Implies(a[0] >= 1, r == a[0] * prev),
                  z3.Implies(a[0] >= 1, prev >= 1), z3.Implies(a[0] == 1, prev == 1), r >= a[0]]
        elif op == "choose":  # choose_zero_right, choose_self, choose_one_right,
            n, k2 = a         # choose_eq_zero_of_lt, choose_pos
            S += [z3.Implies(k2 == 0, r == 1), z3.Implies(k2 == n, r == 1),
                  z3.Implies(k2 == 1, r == n), z3.Implies(k2 > n, r == 0),
                  z3.Implies(k2 <= n, r >= 1),
                  # Nat.choose_symm (Mathlib Data/Nat/Choose/Basic.lean): k ≤ n →
                  # choose n (n - k) = choose n k (the subtraction does not truncate there)
                  z3.Implies(k2 <= n, self._nat(f(n, n - k2), ty) == r)]
        elif op in ("gcd", "intgcd"):  # gcd_zero_left/right, gcd_self, Nat.gcd_le_left/right
            x, y = a
            ax = z3.If(x >= 0, x, -x)
            ay = z3.If(y >= 0, y, -y)
            S += [z3.Implies(x == 0, r == ay), z3.Implies(y == 0, r == ax),
                  z3.Implies(x == y, r == ax), z3.Implies(ax > 0, z3.And(r >= 1, r <= ax)),
                  z3.Implies(ay > 0, z3.And(r >= 1, r <= ay))]
            if op == "gcd":  # Nat.gcd_dvd_left/right (lean4 Init/Data/Nat/Gcd.lean)
                S += [self._multiple(x, r), self._multiple(y, r)]
        elif op == "lcm":  # Nat.lcm_zero_left/right, Nat.lcm_self, Nat.le_lcm (positive args)
            x, y = a
            S += [z3.Implies(z3.Or(x == 0, y == 0), r == 0), z3.Implies(x == y, r == x),
                  z3.Implies(z3.And(x > 0, y > 0), z3.And(r >= x, r >= y)),
                  # Nat.dvd_lcm_left/right (lean4 Init/Data/Nat/Lcm.lean)
                  self._multiple(r, x), self._multiple(r, y)]
        return r

    @staticmethod
    def _multiple(m: Any, d: Any) -> Any:
        """`d ∣ m` over ℕ, in the form `dvd` encodes a goal (`Nat.dvd_iff_mod_eq_zero`)."""
        return z3.If(d == 0, m == 0, m % d == 0)

    def setop(self, t: Term, a: list[Any]) -> Any:
        ty = t.ty
        if not self.at("definitions"):
            return self.func(t.op, [ty] * len(a), ty)(*a)
        elem = self._elem(ty)
        if t.op == "inter":  # Set.mem_inter_iff
            return self._lam(elem, lambda x: z3.And(z3.Select(a[0], x), z3.Select(a[1], x)))
        if t.op == "union":  # Set.mem_union
            return self._lam(elem, lambda x: z3.Or(z3.Select(a[0], x), z3.Select(a[1], x)))
        if t.op == "sdiff":  # Set.mem_diff
            return self._lam(elem, lambda x: z3.And(z3.Select(a[0], x),
                                                    z3.Not(z3.Select(a[1], x))))
        return self._lam(elem, lambda x: z3.Not(z3.Select(a[0], x)))  # Set.mem_compl_iff

    def dvd(self, t: Term, env: dict[str, Any], pol: int, depth: int) -> Any:
        ty = t.args[0].ty
        if ty.head == "ℚ":  # in a field: a ∣ b ↔ a ≠ 0 ∨ b = 0
            qa, qb = (self.enc(x, env, 0, depth) for x in t.args)
            return z3.Or(qa.n != 0, qb.n == 0)
        a, b = (self.enc(x, env, 0, depth) for x in t.args)
        if not self.at("definitions") or ty.head not in ("ℕ", "ℤ", "ℝ"):
            return self.func("dvd", [ty, ty], PROP)(a, b)
        if ty.head == "ℝ":
            return z3.Or(a != 0, b == 0)
        if pol > 0 and depth == 0:
            # Asserted at the top (positively in what the solver is given, outside every
            # quantifier): Skolemise dvd_def's witness, `b = a * c` with a fresh `c`.
            self.fresh += 1
            c = self.const(f"c!{self.fresh}", ty)
            return b == a * c
        return z3.If(a == 0, b == 0, b % a == 0)  # Nat.dvd_iff_mod_eq_zero / Int.emod

    def pred(self, t: Term, env: dict[str, Any], depth: int) -> Any:
        ty = t.args[0].ty
        op = t.op
        interpreted = self.at("theory") if op == "rprime" else self.at("definitions")
        if ty.head == "ℚ":
            if op in ("even", "odd") and interpreted:
                return z3.BoolVal(True, self.ctx)
            raise NotEncodable(f"{op} on rationals")
        x = self.enc(t.args[0], env, 0, depth)
        if not interpreted:
            return self.func(op, [ty], PROP)(x)
        if op in ("even", "odd"):
            if ty.head == "ℝ":  # in a field every element is even and odd
                return z3.BoolVal(True, self.ctx)
            return x % 2 == (0 if op == "even" else 1)  # Nat/Int.even_iff, odd_iff
        m = z3.Int(f"m!p{self.fresh}", self.ctx)  # Nat.prime_def_lt'
        self.fresh += 1
        return z3.And(x >= 2, z3.ForAll([m], z3.Implies(z3.And(m >= 2, m < x), x % m != 0)))

    # -- rationals (pairs of integers) ------------------------------------------------------
    def rational(self, t: Term, a: list[Any]) -> Any:
        """ℚ arithmetic on (numerator, denominator > 0) pairs; comparisons cross-multiply."""
        op = t.op
        if op == "cast":  # Int.cast / Nat.cast into ℚ: n / 1
            return Q(a[0], z3.IntVal(1, self.ctx))
        if op in ("eq", "ne", "le", "lt", "ge", "gt"):
            x, y = (a[0], a[1]) if op not in ("ge", "gt") else (a[1], a[0])
            lhs, rhs = x.n * y.d, y.n * x.d
            r = {"eq": lhs == rhs, "ne": lhs != rhs, "le": lhs <= rhs, "ge": lhs <= rhs,
                 "lt": lhs < rhs, "gt": lhs < rhs}[op]
            return r
        if op == "add":
            return Q(a[0].n * a[1].d + a[1].n * a[0].d, a[0].d * a[1].d)
        if op == "sub":
            return Q(a[0].n * a[1].d - a[1].n * a[0].d, a[0].d * a[1].d)
        if op == "mul":
            return Q(a[0].n * a[1].n, a[0].d * a[1].d)
        if op == "neg":
            return Q(-a[0].n, a[0].d)
        if op == "abs":
            if not self.at("definitions"):
                raise NotEncodable("abs on rationals below the definitions level")
            return Q(z3.If(a[0].n >= 0, a[0].n, -a[0].n), a[0].d)
        if op in ("inv", "div"):
            x, y = (Q(z3.IntVal(1, self.ctx), z3.IntVal(1, self.ctx)), a[0]) if op == "inv" \
                else (a[0], a[1])
            # x / y = (x.n * y.d) / (x.d * y.n), sign moved to the numerator; x / 0 = 0
            num = x.n * y.d
            den = x.d * y.n
            zero = Q(z3.IntVal(0, self.ctx), z3.IntVal(1, self.ctx))
            return Q(z3.If(y.n == 0, zero.n, z3.If(den > 0, num, -num)),
                     z3.If(y.n == 0, zero.d, z3.If(den > 0, den, -den)))
        if op == "pow" and t.args[1].op == "num":
            k = int(t.args[1].value or 0)
            n, d = z3.IntVal(1, self.ctx), z3.IntVal(1, self.ctx)
            for _ in range(k):
                n, d = n * a[0].n, d * a[0].d
            return Q(n, d)
        if op in ("min", "max"):
            le = a[0].n * a[1].d <= a[1].n * a[0].d
            lo, hi = (a[0], a[1])
            pick = (lo, hi) if op == "min" else (hi, lo)
            return Q(z3.If(le, pick[0].n, pick[1].n), z3.If(le, pick[0].d, pick[1].d))
        raise NotEncodable(f"{op} on rationals")


def _model_value(m: Any, c: Any, ty: Ty) -> Any:
    if isinstance(c, Q):
        n = m.eval(c.n, model_completion=True)
        d = m.eval(c.d, model_completion=True)
        if z3.is_int_value(n) and z3.is_int_value(d) and d.as_long() > 0:
            return Fraction(n.as_long(), d.as_long())
        return None
    v = m.eval(c, model_completion=True)
    if ty.head in ("ℕ", "ℤ"):
        return v.as_long() if z3.is_int_value(v) else None
    if ty.head == "ℝ":
        if z3.is_rational_value(v):
            return Fraction(v.numerator_as_long(), v.denominator_as_long())
        return None
    if ty.head == "Prop":
        return z3.is_true(v)
    return None


def _family(ty: Ty) -> bool:
    """A type family `ι → Type*` or `(a : ι) → κ a → Type*`: its values are types."""
    while ty.head in ("fun", "pi"):
        ty = ty.args[1]
    return ty.head == "Type"


def encode(q: Query, ctx: z3.Context) -> tuple[Encoder, dict[str, Any], list[Any]]:
    """The encoder after encoding `q`, the free variables' Z3 values, and every assertion."""
    tclasses = dict(q.tclasses)
    enc = Encoder(q.level, ctx, tclasses)
    env: dict[str, Any] = {}
    for name, ty in q.free:
        if _family(ty):  # `α : ι → Type*`, named only in the texts of opaque sorts (`α i`),
            continue     # each a sort of its own; used as a term it is not encodable
        env[name] = enc.const(name, ty)
        if ty.head == "var":
            enc.inhabited.add(ty.name)  # a value of the type exists
    axioms = []
    for tv, cl in tclasses.items():
        tvt = Ty("var", (), tv)
        enc.sort(tvt)
        if any(provides(cl, op) for op in _NAT_NONEMPTY):  # a structure with 0 or 1
            enc.inhabited.add(tv)
        for ax in class_axioms(tv, cl):
            axioms.append(enc.enc(ax, {}, 0))
    goal = enc.enc(q.goal, env, -1 if q.mode == "valid" else 1)
    return enc, env, [*enc.side, *axioms, z3.Not(goal) if q.mode == "valid" else goal]


def solve(q: Query) -> Outcome:
    """Z3 on the audited encoding of one validity or satisfiability query, in a fresh context
    (finite-model queries are proof search's: `search.queries.solve`)."""
    if q.mode not in ("valid", "sat"):
        raise ValueError(f"the encoder answers validity and satisfiability, not {q.mode!r}")
    ctx = z3.Context()
    try:
        _enc, env, assertions = encode(q, ctx)
    except (NotEncodable, KeyError) as exc:
        return Outcome("unknown", None, f"not encodable: {exc}")
    s = z3.Solver(ctx=ctx)
    s.set("rlimit", int(q.timeout_ms) * RLIMIT_PER_MS)
    # a wall-clock safety net only: the resource limit binds, and this one, ten times the
    # nominal time, does not bind before it even on a machine several times overloaded
    s.set("timeout", 10 * int(q.timeout_ms))
    s.set("random_seed", q.seed)
    s.add(*assertions)
    r = s.check()
    if r == z3.unsat:
        return Outcome("proved" if q.mode == "valid" else "unsat")
    if r == z3.sat:
        model = {}
        try:
            m = s.model()
            for name, ty in q.free:
                if name in env:  # not a family (`encode`)
                    model[name] = _model_value(m, env[name], ty)
        except z3.Z3Exception:
            model = {}
        return Outcome("sat", model)
    why = s.reason_unknown()
    if "resource" in why or "canceled" in why:
        why = "timeout"  # out of budget (counted), reported like a timeout
    return Outcome("unknown", None, f"z3: {why}")
