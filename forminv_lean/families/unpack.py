"""The `unpack` family (F7, T1): a defined term replaced by its definition.

Unfoldings follow Mathlib's own characterisation lemmas (`Nat.prime_def`,
`even_iff_exists_add_self`-style `Even n ↔ ∃ r, n = r + r`, `Odd n ↔ ∃ m, n = 2 * m + 1`,
`a ∣ b ↔ ∃ c, b = a * c`, `Set.subset_def`), so the certificate can cite them.
"""

from __future__ import annotations

from collections.abc import Iterator
from random import Random

from forminv_lean.families.base import Family, Paraphrase
from forminv_lean.families.common import make, parsed
from forminv_lean.families.rewrite import (
    App,
    Binder,
    BinOp,
    Expr,
    Name,
    Num,
    Quant,
    fresh,
    is_pred_app,
    transform,
    walk,
)
from forminv_lean.records import Theorem


def binder_type_exprs(e: Expr) -> dict[str, Expr]:
    out: dict[str, Expr] = {}
    for x in walk(e):
        if isinstance(x, Quant):
            for b in x.binders:
                if b.type is not None:
                    for n in b.names:
                        out[n] = b.type
    return out


def type_of(x: Expr, types: dict[str, Expr]) -> Expr | None:
    """The type of a term from the variables inside it (good enough: the checker decides)."""
    for y in walk(x):
        if isinstance(y, Name) and y.id in types:
            t = types[y.id]
            if isinstance(t, Name):
                return t
    return None


def unfolder(whole: Expr, types: dict[str, Expr]):
    def go(x: Expr) -> Expr | None:
        if (p := is_pred_app(x, ("Nat.Prime",))) is not None:
            m = fresh(whole, prefer="mdkr")
            return BinOp("∧", BinOp("≤", Num("2"), p), Quant(
                "∀", (Binder((m,), Name("ℕ")),),
                BinOp("→", BinOp("∣", Name(m), p),
                      BinOp("∨", BinOp("=", Name(m), Num("1")), BinOp("=", Name(m), p)))))
        for pred in ("Even", "Odd"):
            if (n := is_pred_app(x, (pred,))) is not None:
                t = type_of(n, types)
                if t is None:
                    return None
                r = fresh(whole, prefer="rkmt")
                rhs = BinOp("+", Name(r), Name(r)) if pred == "Even" else \
                    BinOp("+", BinOp("*", Num("2"), Name(r)), Num("1"))
                return Quant("∃", (Binder((r,), t),), BinOp("=", n, rhs))
        if isinstance(x, BinOp) and x.op == "∣":
            t = type_of(x, types)
            if t is None:
                return None
            c = fresh(whole, prefer="ckdt")
            return Quant("∃", (Binder((c,), t),), BinOp("=", x.rhs, BinOp("*", x.lhs, Name(c))))
        if isinstance(x, BinOp) and x.op == "⊆":
            st = next((types[y.id] for y in walk(x) if isinstance(y, Name) and y.id in types), None)
            if not (isinstance(st, App) and isinstance(st.fn, Name) and st.fn.id == "Set"):
                return None
            v = fresh(whole, prefer="xyzw")
            return Quant("∀", (Binder((v,), st.args[0]),),
                         BinOp("→", BinOp("∈", Name(v), x.lhs), BinOp("∈", Name(v), x.rhs)))
        return None
    return go


def generate(theorem: Theorem, rng: Random) -> Iterator[Paraphrase]:
    expr = parsed(theorem)
    if expr is None:
        return
    new, n = transform(expr, unfolder(expr, binder_type_exprs(expr)), once=True)
    if n:
        yield make(new, "unfold_first")



FAMILY = Family(
    id="unpack",
    alias="F7",
    tier="T1",
    description="a defined term replaced by its definition (prime → only divisors 1 and itself)",
    max_level="definitions",
    lean_strategy="rewrite with the named Mathlib characterisation lemma",
    generate=generate,
)
