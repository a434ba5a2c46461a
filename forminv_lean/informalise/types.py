"""Type context for the realiser: what a bound variable ranges over, and its English noun.

The paper's "dropped type context" error (an ℤ statement worded as if over ℕ) is avoided
by always naming a variable's type. Untyped binders (`∀ x > 0,`) get the type Lean would
elaborate: from the binder predicate, from a typed neighbour in the body, and otherwise
ℕ when only numerals constrain the variable (Lean's default numeral type).
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from dataclasses import dataclass

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
from forminv_lean.informalise.phrases import (
    FIELD_FUNCTIONS,
    FUNCTIONS,
    TYPE_CONSTRUCTORS,
    TYPE_NOUNS,
)

NAT = Name("ℕ")
REAL = Name("ℝ")
PROP = Name("Prop")
SORT = Name("Type*")

ARITH = frozenset({"+", "-", "*", "/", "%", "^"})
SET_OPS = frozenset({"∩", "∪", "\\", "⊓", "⊔"})
RELATIONS = frozenset({"=", "≠", "<", "≤", ">", "≥", "∣", "∈", "∉", "⊆", "⊂"})
CONNECTIVES = frozenset({"∧", "∨", "→", "↔"})
NAT_VALUED = frozenset({"factorial", "choose", "natAbs"})

Env = Mapping[str, Expr]


@dataclass(frozen=True)
class Noun:
    """An English noun for a type: `every {sg} x{tail}` / `all {pl} x and y{tail}`."""

    sg: str
    pl: str
    tail: str = ""


def is_sort(t: Expr | None) -> bool:
    """`Type*`, `Type`, `Type u`, `Sort*`, ...: the binder introduces a type variable."""
    if isinstance(t, Name):
        return t.id in ("Type*", "Type", "Sort*", "Sort")
    if isinstance(t, App) and isinstance(t.fn, Name):
        return t.fn.id in ("Type", "Sort")
    return False


def call_of(e: Expr, env: Env) -> tuple[str, tuple[Expr, ...]] | None:
    """Recognise a known function or predicate in any of its spellings.

    `Nat.gcd a b`, `a.gcd b`, `(a + 1).gcd b`, `p.Prime`, `Nat.Prime p`, `n !` are all
    returned as (canonical key, arguments). Dotted names count as field notation only
    when the prefix is a bound variable, as in Lean.
    """
    if isinstance(e, UnOp):
        key = {"!": "factorial", "√": "sqrt", "abs": "abs", "ᶜ": "compl", "⁻¹": "inv"}.get(e.op)
        return (key, (e.arg,)) if key else None
    fn, args = (e.fn, e.args) if isinstance(e, App) else (e, ())
    if isinstance(fn, Name):
        if fn.id in FUNCTIONS and fn.id not in env:
            return FUNCTIONS[fn.id], tuple(args)
        head, _, last = fn.id.rpartition(".")
        if head and head in env and last in FIELD_FUNCTIONS:
            return FIELD_FUNCTIONS[last], (Name(head), *args)
        if head and head in env and last == "sqrt" and env[head] == REAL:
            return "sqrt", (Name(head), *args)
    if isinstance(fn, Field) and fn.field in FIELD_FUNCTIONS:
        return FIELD_FUNCTIONS[fn.field], (fn.obj, *args)
    return None


def type_of(e: Expr, env: Env) -> Expr | None:
    """The type of a term when it is evident without full elaboration (None if unsure)."""
    if isinstance(e, Name):
        if e.id in env and not is_sort(env[e.id]):
            return env[e.id]
        if e.id in ("Real.pi", "π"):
            return REAL
        c = call_of(e, env)
        return _call_type(c, env) if c else None
    if isinstance(e, Num):
        return None
    if isinstance(e, Ascribe):
        return e.type
    if isinstance(e, BinOp):
        if e.op in RELATIONS or e.op in CONNECTIVES:
            return PROP
        if e.op in ARITH or e.op in SET_OPS:
            return type_of(e.lhs, env) or (type_of(e.rhs, env) if e.op != "^" else None)
        return None
    if isinstance(e, UnOp):
        if e.op == "¬":
            return PROP
        if e.op in ("-", "abs", "⁻¹", "ᶜ"):
            return type_of(e.arg, env)
        c = call_of(e, env)
        return _call_type(c, env) if c else None
    if isinstance(e, Quant):
        return PROP
    if isinstance(e, SetBuilder):
        inner = e.type or infer_var_type(e.var, None, e.body, env)
        return App(Name("Set"), (inner,)) if inner is not None else None
    c = call_of(e, env)
    return _call_type(c, env) if c else None


def _call_type(c: tuple[str, tuple[Expr, ...]], env: Env) -> Expr | None:
    key, args = c
    if key in ("prime", "even", "odd", "coprime", "irrational", "square"):
        return PROP
    if key in NAT_VALUED:
        return NAT
    if key == "sqrt":
        return REAL
    if key in ("gcd", "lcm"):
        t = _first_type(args, env)
        return NAT if t is None or t in (NAT, Name("ℤ")) else t
    if key == "succ":
        return NAT
    return _first_type(args, env)


def _first_type(args: tuple[Expr, ...], env: Env) -> Expr | None:
    for a in args:
        t = type_of(a, env)
        if t is not None:
            return t
    return None


def element_type(t: Expr | None) -> Expr | None:
    if isinstance(t, App) and isinstance(t.fn, Name) and t.fn.id in TYPE_CONSTRUCTORS \
            and len(t.args) == 1:
        return t.args[0]
    return None


def _subterms(e: Expr) -> Iterator[Expr]:
    yield e
    if isinstance(e, App):
        yield from _subterms(e.fn)
        for a in e.args:
            yield from _subterms(a)
    elif isinstance(e, BinOp):
        yield from _subterms(e.lhs)
        yield from _subterms(e.rhs)
    elif isinstance(e, UnOp):
        yield from _subterms(e.arg)
    elif isinstance(e, Field):
        yield from _subterms(e.obj)
    elif isinstance(e, Ascribe):
        yield from _subterms(e.expr)
    elif isinstance(e, Quant):
        for b in e.binders:
            if b.pred:
                yield from _subterms(b.pred[1])
        yield from _subterms(e.body)
    elif isinstance(e, SetBuilder):
        yield from _subterms(e.body)


def _arith_leaf(var: str, e: Expr) -> bool:
    """`var` occurs in `e` through arithmetic only, so it shares `e`'s type."""
    if isinstance(e, Name):
        return e.id == var
    if isinstance(e, BinOp) and e.op in ARITH:
        return _arith_leaf(var, e.lhs) or (e.op != "^" and _arith_leaf(var, e.rhs))
    if isinstance(e, UnOp) and e.op in ("-", "abs"):
        return _arith_leaf(var, e.arg)
    return False


def infer_var_type(var: str, pred: tuple[str, Expr] | None, body: Expr, env: Env) -> Expr | None:
    """The type Lean would give an untyped binder, or None when it cannot be told."""
    inner = {k: v for k, v in env.items() if k != var}
    if pred is not None:
        op, bound = pred
        bt = type_of(bound, inner)
        if op in ("∈", "∉"):
            if element_type(bt) is not None:
                return element_type(bt)
        elif op in ("⊆", "⊂"):
            if bt is not None:
                return bt
        elif bt is not None:
            return bt
    numeric = pred is not None and pred[0] not in ("∈", "∉", "⊆", "⊂")
    for s in _subterms(body):
        if isinstance(s, BinOp) and (s.op in ARITH or s.op in RELATIONS) and s.op not in (
                "∈", "∉"):
            for a, b in ((s.lhs, s.rhs), (s.rhs, s.lhs)):
                if _arith_leaf(var, a):
                    t = type_of(b, inner)
                    if t is not None and t != PROP:
                        return t
                    numeric = True
        if isinstance(s, BinOp) and s.op in ("∈", "∉") and s.lhs == Name(var):
            t = element_type(type_of(s.rhs, inner))
            if t is not None:
                return t
        c = call_of(s, inner)
        if c and c[0] in ("prime", "factorial", "choose", "succ") and Name(var) in c[1]:
            return NAT
        if c and c[0] == "sqrt" and Name(var) in c[1]:
            return REAL
        if c and c[0] in ("even", "odd") and Name(var) in c[1]:
            numeric = True
    return NAT if numeric else None


def noun(t: Expr | None, env: Env) -> Noun:
    """English noun for the type `t` (`every natural number n`, `every set s of …`)."""
    if t is None:
        return Noun("value", "values")
    if isinstance(t, Name):
        if t.id in TYPE_NOUNS:
            return Noun(*TYPE_NOUNS[t.id])
        if is_sort(t):
            return Noun("type", "types")
        return Noun("element", "elements", f" of {t.id}")
    if is_sort(t):
        return Noun("type", "types")
    if isinstance(t, App) and isinstance(t.fn, Name) and t.fn.id in TYPE_CONSTRUCTORS \
            and len(t.args) == 1:
        sg, pl = TYPE_CONSTRUCTORS[t.fn.id]
        inner = noun(t.args[0], env)
        return Noun(sg, pl, f" of {inner.pl}{inner.tail}")
    if isinstance(t, BinOp) and t.op == "→":
        a, b = noun(t.lhs, env), noun(t.rhs, env)
        return Noun("function", "functions", f" from {a.pl}{a.tail} to {b.pl}{b.tail}")
    from forminv_lean.informalise.mathtext import lean_text

    return Noun("element", "elements", f" of {lean_text(t)}")


def article(word: str) -> str:
    return "an" if word[:1].lower() in "aeiou" else "a"


def binder_types(binders: tuple[Binder, ...], body: Expr, env: Env) -> list[Expr | None]:
    """The (possibly inferred) type of each binder group, in order."""
    out: list[Expr | None] = []
    scope = dict(env)
    for b in binders:
        t = b.type
        if t is None and b.names:
            t = infer_var_type(b.names[0], b.pred, body, scope)
        out.append(t)
        for n in b.names:
            if t is not None:
                scope[n] = t
    return out
