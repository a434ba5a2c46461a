"""Hypothesis strategies for well-typed renderings in the realiser's fragment.

Used by the reader's round-trip properties: every formula drawn here elaborates, and the
realiser must word it so that the reader gets exactly it back, in every style.
"""

from __future__ import annotations

from hypothesis import strategies as st

from forminv_lean.formal.meaning.ast import App, Binder, BinOp, Expr, Name, Num, Quant, UnOp

NUMERIC = ("ℕ", "ℤ", "ℚ", "ℝ")
VARS = ("a", "b", "m", "n", "x", "y", "k", "p")


@st.composite
def term(draw: st.DrawFn, scope: dict[str, str], ty: str, depth: int = 2) -> Expr:
    """A term of numeric type `ty` over the variables of `scope` with that type."""
    names = [v for v, t in scope.items() if t == ty]
    leaves: list[Expr] = [Name(v) for v in names] + [Num(str(draw(st.integers(0, 9))))]
    if depth <= 0:
        return draw(st.sampled_from(leaves))
    kind = draw(st.sampled_from(["leaf", "leaf", "arith", "pow", "call", "neg"]))
    if kind == "leaf":
        return draw(st.sampled_from(leaves))
    sub = term(scope, ty, depth - 1)
    if kind == "arith":
        ops = ["+", "*"] + (["-"] if ty != "ℕ" else []) + (["%"] if ty == "ℕ" else [])
        return BinOp(draw(st.sampled_from(ops)), draw(sub), draw(sub))
    if kind == "pow":
        return BinOp("^", draw(sub), Num(draw(st.sampled_from(["2", "3"]))))
    if kind == "neg" and ty != "ℕ":
        return UnOp("-", draw(sub))
    if ty == "ℕ":
        fn = draw(st.sampled_from(["Nat.factorial", "Nat.gcd", "Nat.lcm", "Nat.choose", "min"]))
        arity = 1 if fn == "Nat.factorial" else 2
        return App(Name(fn), tuple(draw(sub) for _ in range(arity)))
    if ty == "ℝ" and draw(st.booleans()):
        return App(Name("Real.sqrt"), (draw(sub),))
    fn = draw(st.sampled_from(["max", "min", "abs"]))
    if fn == "abs":
        return UnOp("abs", draw(sub))
    return App(Name(fn), (draw(sub), draw(sub)))


@st.composite
def atom(draw: st.DrawFn, scope: dict[str, str]) -> Expr:
    ty = draw(st.sampled_from(sorted(set(scope.values()))))
    t = term(scope, ty)
    kind = draw(st.sampled_from(["rel", "rel", "pred", "not"]))
    if kind == "pred" and ty in ("ℕ", "ℤ"):
        pred = draw(st.sampled_from(["Even", "Odd"] + (["Nat.Prime"] if ty == "ℕ" else [])))
        return App(Name(pred), (draw(t),))
    ops = ["=", "≠", "<", "≤", ">", "≥"] + (["∣"] if ty in ("ℕ", "ℤ") else [])
    rel = BinOp(draw(st.sampled_from(ops)), draw(t), draw(t))
    return UnOp("¬", rel) if kind == "not" and rel.op != "≠" else rel


@st.composite
def prop(draw: st.DrawFn, scope: dict[str, str], depth: int = 2) -> Expr:
    if depth <= 0:
        return draw(atom(scope))
    kind = draw(st.sampled_from(["atom", "and", "or", "imp", "iff", "exists", "not"]))
    sub = prop(scope, depth - 1)
    if kind == "atom":
        return draw(atom(scope))
    if kind in ("and", "or", "imp", "iff"):
        op = {"and": "∧", "or": "∨", "imp": "→", "iff": "↔"}[kind]
        return BinOp(op, draw(sub), draw(sub))
    if kind == "not":
        return UnOp("¬", draw(sub))
    name = draw(st.sampled_from([v for v in VARS if v not in scope] or ["z"]))
    ty = draw(st.sampled_from(NUMERIC))
    inner = {**scope, name: ty}
    kind = draw(st.sampled_from(["∃", "∃", "∃!"]))   # ExistsUnique: "there is exactly one"
    return Quant(kind, (Binder((name,), Name(ty)),), draw(prop(inner, depth - 1)))


@st.composite
def statement(draw: st.DrawFn) -> Expr:
    """`∀` over one to three typed variables of a statement built from the above."""
    names = draw(st.lists(st.sampled_from(VARS), min_size=1, max_size=3, unique=True))
    types = [draw(st.sampled_from(NUMERIC)) for _ in names]
    scope = dict(zip(names, types, strict=True))
    binders = tuple(Binder((n,), Name(t)) for n, t in scope.items())
    return Quant("∀", binders, draw(prop(scope)))


@st.composite
def deep_comparison(draw: st.DrawFn) -> Expr:
    """One comparison of two deep terms under `∀ a b`, the binder typed or left to the
    elaborator (then `b`, unused, is ℕ while `a` may be ℝ: the group must split)."""
    ty = draw(st.sampled_from(["ℕ", "ℤ", "ℝ"]))
    scope = {"a": ty, "b": ty}
    t = term(scope, ty, depth=4)
    op = draw(st.sampled_from(["=", "<", "≤"] + (["∣"] if ty != "ℝ" else [])))
    typed = draw(st.booleans())
    return Quant("∀", (Binder(("a", "b"), Name(ty) if typed else None),),
                 BinOp(op, draw(t), draw(t)))
