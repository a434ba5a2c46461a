"""Focused statements for the constructs where checkers go wrong (issue #11's classes):
quantifier alternations over simple arithmetic bodies, set-builders over ℕ and ℤ, rational
existentials with casts to ℝ, `Real.sqrt` and `/`, expected types pushed into min/max, and
type-class statements with shadowed type variables or possibly empty types.

Some truths here are known by construction and carried with the statement: whether
`∃ q : ℚ, (q : ℝ) * q = K` holds is whether K is the square of a rational, which neither
exact evaluation nor linear arithmetic can establish.
"""

from __future__ import annotations

from fractions import Fraction
from math import isqrt
from typing import Any

from gen.choose import Chooser, chance, pick, weighted
from gen.generate import Gen, Scope
from gen.syntax import (
    INT,
    NAT,
    RAT,
    REAL,
    Arith,
    Cast,
    Conn,
    Fn,
    Lit,
    Mem,
    Not,
    Pow,
    Quant,
    Rel,
    SetBuilder,
    SetCompl,
    SetConst,
    SetOp,
    SetRel,
    Var,
)

# -- quantifier alternations -------------------------------------------------------------------


def alternation(ch: Chooser) -> Any:
    """2–3 nested quantifiers of mixed kinds and types over a small linear body."""
    g = Gen(ch)
    n = ch.int(2, 3)
    vs: list[Var] = []
    kinds = []
    for i in range(n):
        ty = weighted(ch, [(4, NAT), (3, INT), (2, RAT), (1, REAL)])
        vs.append(Var(pick(ch, ["a", "b", "c"])[0] + ("" if i == 0 else str(i)), ty))
        kinds.append(pick(ch, ["∀", "∃"]))
    sc = Scope(vs)
    body = _linear_atom(g, sc, vs)
    if chance(ch, 40):
        body = Conn(pick(ch, ["∧", "∨", "→"]), body, _linear_atom(g, sc, vs))
    for v, k in reversed(list(zip(vs, kinds, strict=True))):
        guards: tuple[tuple[str, Any], ...] = ()
        if v.ty in (NAT, INT) and chance(ch, 20):
            guards = ((pick(ch, ["<", "≤"]), Lit(ch.int(0, 4), v.ty)),)
        body = Quant(k, v.name, v.ty, body, guards)
    return body


def _linear_atom(g: Gen, sc: Scope, vs: list[Var]) -> Any:
    ch = g.ch
    a, b = pick(ch, vs), pick(ch, vs)
    ty = a.ty if a.ty == b.ty else max(a.ty, b.ty, key=lambda t: (NAT, INT, RAT, REAL).index(t))

    def up(v: Var) -> Any:
        return v if v.ty == ty else Cast(v, ty, sugar=chance(ch, 60))

    lhs: Any = up(a)
    if chance(ch, 40):
        lhs = Arith(pick(ch, ["+", "-", "*"]), (lhs, Lit(ch.int(1, 2), ty)), ty)
    rhs: Any = up(b) if chance(ch, 70) else Lit(ch.int(0, 3), ty)
    return Rel(pick(ch, ["≤", "<", "=", "≠", "≥"]), lhs, rhs)


# -- bounded quantifiers whose guards mention the variable in every position ---------------

def guard_statement(ch: Chooser) -> Any:
    """`∃ x : T, … ∧ x < c ∧ …` / `∀ x : T, … → …` with atoms that bound x or do not:
    `k ∣ x`, `x ∣ k`, `x % k = r`, `k * x = d`, `c < x`, `x = c`, membership. Exact
    evaluation reads bounds off such guards; each must be read for what it says."""
    t = pick(ch, [NAT, INT])
    x = Var("x", t)
    outer = Var("n", NAT) if chance(ch, 40) else None

    def lit(k: int) -> Any:
        return Lit(k, t) if k >= 0 else Arith("neg", (Lit(-k, t),), t)

    def bound() -> Any:
        if outer is not None and chance(ch, 60):
            n = outer if t == NAT else Cast(outer, t, sugar=chance(ch, 50))
            return Arith("+", (n, Lit(ch.int(0, 2), t)), t) if chance(ch, 50) else n
        return lit(ch.int(-2, 6) if t == INT else ch.int(0, 6))

    def atom() -> Any:
        k = ch.int(0, 4)
        return pick(ch, [
            Rel("∣", Lit(k, t), x), Rel("∣", Lit(max(k, 2), t), x), Rel("∣", x, Lit(k, t)),
            Rel("=", Arith("%", (x, Lit(k, t)), t), Lit(ch.int(0, 2), t)),
            Rel("=", Arith("*", (Lit(k, t), x), t), Lit(ch.int(0, 6), t)),
            Rel("<", bound(), x), Rel("≤", x, bound()), Rel("=", x, bound()),
            Rel("≠", x, lit(ch.int(0, 2))),
            Mem(x, SetBuilder("y", t, Rel("∣", Lit(2, t), Var("y", t)))),
        ])

    parts = [atom() for _ in range(ch.int(1, 3))]
    if chance(ch, 70):
        parts.insert(ch.int(0, len(parts)), Rel(pick(ch, ["<", "≤"]), x, bound()))
    if t == INT and chance(ch, 50):
        parts.insert(ch.int(0, len(parts)), Rel(pick(ch, [">", "≥"]), x, lit(ch.int(-3, 1))))
    kind = pick(ch, ["∃", "∀"])
    if kind == "∃":
        body = parts[0]
        for p in parts[1:]:
            body = Conn("∧", body, p)
    else:
        body = parts[-1]
        for p in reversed(parts[:-1]):
            body = Conn("→", p, body)
    out: Any = Quant(kind, "x", t, body)
    if outer is not None:
        out = Quant("∀", "n", NAT, out)
    return Not(out) if chance(ch, 15) else out


# -- sets over ℕ and ℤ -------------------------------------------------------------------------

def _builder_body(ch: Chooser, x: Var) -> Any:
    t = x.ty
    z, one, two = Lit(0, t), Lit(1, t), Lit(2, t)
    options = [Rel("≤", z, x), Rel("≥", x, z), Rel("<", x, z), Rel("=", x, x), Rel("≠", x, x),
               Rel("≥", Arith("*", (x, x), t), z), Rel("∣", two, x),
               Rel("=", Arith("%", (x, two), t), z), Rel(">", Arith("+", (x, one), t), x),
               Rel("<", Arith("-", (x, one), t), x), Rel("≤", x, Lit(3, t))]
    return pick(ch, options)


def set_expr(ch: Chooser, elem: str, depth: int = 1) -> Any:
    kind = weighted(ch, [(5, "builder"), (2, "univ"), (1, "empty"),
                         (2 if depth else 0, "op"), (1 if depth else 0, "compl")])
    if kind == "builder":
        x = Var(pick(ch, ["x", "y"]), elem)
        return SetBuilder(x.name, elem, _builder_body(ch, x))
    if kind in ("univ", "empty"):
        return SetConst(kind, elem)
    if kind == "compl":
        return SetCompl(set_expr(ch, elem, depth - 1))
    return SetOp(pick(ch, ["∩", "∪", "\\"]), set_expr(ch, elem, depth - 1),
                 set_expr(ch, elem, depth - 1))


def set_statement(ch: Chooser) -> Any:
    elem = pick(ch, [NAT, INT])
    kind = weighted(ch, [(4, "eq"), (3, "sub"), (2, "mem")])
    if kind == "mem":
        out: Any = Mem(Lit(ch.int(0, 3), elem), set_expr(ch, elem), neg=chance(ch, 20))
    else:
        out = SetRel("=" if kind == "eq" else "⊆", set_expr(ch, elem), set_expr(ch, elem))
    return Not(out) if chance(ch, 20) else out


# -- rational existentials ---------------------------------------------------------------------

def _is_rat_square(k: Fraction) -> bool:
    return k >= 0 and isqrt(k.numerator) ** 2 == k.numerator and \
        isqrt(k.denominator) ** 2 == k.denominator


def _const(k: Fraction, ty: str) -> Any:
    """A rational constant as syntax: `n`, `-n`, `(n / d)`."""
    body: Any = Lit(abs(k.numerator), ty)
    if k.denominator != 1:
        body = Arith("/", (body, Lit(k.denominator, ty)), ty)
    return Arith("neg", (body,), ty) if k < 0 else body


K_CHOICES = tuple(Fraction(x) for x in ("2", "3", "4", "1/4", "9/4", "8", "0", "-1", "1/2",
                                        "2/9", "25"))


def rational_statement(ch: Chooser, over: str = RAT) -> tuple[Any, bool | None]:
    """(`∃ q : ℚ, …` / its negation, its truth by construction). With `over = ℝ` the same
    statement over the reals."""
    k = pick(ch, K_CHOICES)
    form = pick(ch, ["sqrt", "cast_sq", "sq", "pow", "div", "sqrt_div"])
    q = Var("q", over)
    qr = q if over == REAL else Cast(q, REAL, sugar=chance(ch, 50))
    if form == "sqrt":
        e: Any = Rel("=", qr, Fn("sqrt", (_const(k, REAL),), REAL))
        truth = k <= 0 or _is_rat_square(k) or over == REAL
    elif form == "sqrt_div":
        e = Rel("=", qr, Fn("sqrt", (Arith("/", (_const(k, REAL), Lit(4, REAL)), REAL),), REAL))
        truth = k <= 0 or _is_rat_square(k / 4) or over == REAL
    elif form == "cast_sq":
        e = Rel("=", Arith("*", (qr, qr), REAL), _const(k, REAL))
        truth = k >= 0 and (_is_rat_square(k) or over == REAL)
    elif form == "pow":
        e = Rel("=", Pow(qr, 2, REAL), _const(k, REAL))
        truth = k >= 0 and (_is_rat_square(k) or over == REAL)
    elif form == "sq":
        e = Rel("=", Arith("*", (q, q), over), _const(k, over))
        truth = k >= 0 and (_is_rat_square(k) or over == REAL)
    else:  # q ≠ 0 ∧ k / q = q
        e = Conn("∧", Rel("≠", q, Lit(0, over)),
                 Rel("=", Arith("/", (_const(k, over), q), over), q))
        truth = k > 0 and (_is_rat_square(k) or over == REAL)
    stmt: Any = Quant("∃", "q", over, e)
    if chance(ch, 40):
        return Not(stmt), not truth
    return stmt, truth


# -- min / max / abs with an expected type -----------------------------------------------------

def expected_type_statement(ch: Chooser) -> Any:
    """`∀ a b c : ℕ, (min (a - b) c : ℤ) R t`: Lean pushes ℤ into the arguments."""
    tgt = pick(ch, [INT, INT, RAT, REAL])
    a, b, c = Var("a", NAT), Var("b", NAT), Var("c", NAT)

    def up(v: Any) -> Any:
        return Cast(v, tgt, sugar=True)

    diff = Arith("-", (up(a), up(b)), tgt)
    f = pick(ch, ["min", "max", "abs"])
    if f == "abs":
        term: Any = Fn("abs", (diff,), tgt, sugar=True)
    else:
        other = up(c) if chance(ch, 60) else Lit(0, tgt)
        args = (diff, other) if chance(ch, 70) else (other, diff)
        term = Fn(f, args, tgt, sugar=True)
    rhs = pick(ch, [Lit(0, tgt), up(c), Arith("-", (up(a), up(b)), tgt)])
    body = Rel(pick(ch, ["<", "≤", "=", "≠"]), term, rhs)
    for v in (c, b, a):
        body = Quant("∀", v.name, NAT, body)
    return body


# -- type classes ----------------------------------------------------------------------------

def shadow_statement(ch: Chooser) -> str:
    """An inner binder re-using the outer type variable's name with other classes."""
    outer = pick(ch, ["Ring", "Monoid", "AddMonoid", "Preorder", "Semigroup", "Group"])
    inner = pick(ch, ["CommRing", "CommMonoid", "AddCommMonoid", "LinearOrder",
                      "CommSemigroup", "CommGroup"])
    op = {"Ring": "*", "Monoid": "*", "AddMonoid": "+", "Semigroup": "*", "Group": "*"}.get(outer)
    rel = "a ≤ b ∨ b ≤ a" if op is None else f"a {op} b = b {op} a"
    inner_body = pick(ch, ["x = x", "x = y ∨ x ≠ y"])
    glue = pick(ch, ["∧", "→", "∨"])
    inner_stmt = f"(∀ {{α : Type*}} [{inner} α] (x y : α), {inner_body})"
    body = f"{inner_stmt} {glue} ({rel})" if chance(ch, 70) else f"({rel}) {glue} {inner_stmt}"
    return f"∀ {{α : Type*}} [{outer} α] (a b : α), {body}"


def empty_type_statement(ch: Chooser) -> str:
    cls = pick(ch, ["Preorder", "PartialOrder", "LinearOrder", "Lattice", "Semigroup"])
    rel = "x ≤ x" if cls != "Semigroup" else "x * x = x * x"
    if cls == "Semigroup":
        rel = pick(ch, [rel, "x = x"])
    kind = pick(ch, ["∃ x : α, ", "¬ ∀ x : α, ¬ "])
    return f"∀ {{α : Type*}} [{cls} α], {kind}{rel}"


def class_pair(ch: Chooser) -> tuple[str, str, str, bool]:
    """(label, P, Q, Q means the same as P) over type classes."""
    kind = pick(ch, ["shadow", "empty", "alpha_shadow"])
    if kind == "shadow":
        p = shadow_statement(ch)
        q = p.split(", ", 1)[0] + ", " + pick(ch, ["a = a", "True", "a = b ∨ a ≠ b"])
        return "shadowed type variable", p, q, False
    if kind == "empty":
        p = empty_type_statement(ch)
        q = p.replace("∃ x : α, ", "∀ x : α, ").replace("¬ ∀ x : α, ¬ ", "∀ x : α, ")
        return "empty type", p, q, False
    p = shadow_statement(ch)
    q = p.replace("(x y : α)", "(x' y' : α)").replace("x = x", "x' = x'") \
        .replace("x = y ∨ x ≠ y", "x' = y' ∨ x' ≠ y'")
    return "alpha-renamed inner binders", p, q, True
