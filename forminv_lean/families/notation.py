"""The `notation` family (F4, T1): the same statement in other notation.

Swaps symbol and function forms (`n !` / `Nat.factorial n`, `√x` / `Real.sqrt x`,
`p.Prime` / `Nat.Prime p`, `a ≠ b` / `¬ a = b`, `x ^ 2` / `x * x`), and words the result
in symbols ("n % n = 0") where the canonical sentence uses words ("n mod n").
"""

from __future__ import annotations

from collections.abc import Iterator
from random import Random

from forminv_lean.families.base import Family, Paraphrase
from forminv_lean.families.common import make, parsed
from forminv_lean.families.rewrite import App, BinOp, Expr, Field, Name, Num, UnOp, transform
from forminv_lean.records import Theorem

FUNCTION_OF = {"!": "Nat.factorial", "√": "Real.sqrt"}
SYMBOL_OF = {v: k for k, v in FUNCTION_OF.items()}


def swap(x: Expr) -> Expr | None:
    if isinstance(x, UnOp) and x.op in FUNCTION_OF:
        return App(Name(FUNCTION_OF[x.op]), (x.arg,))
    if isinstance(x, App) and isinstance(x.fn, Name) and x.fn.id in SYMBOL_OF and len(x.args) == 1:
        return UnOp(SYMBOL_OF[x.fn.id], x.args[0])
    if isinstance(x, BinOp) and x.op == "≠":
        return UnOp("¬", BinOp("=", x.lhs, x.rhs))
    if isinstance(x, BinOp) and x.op == "^" and x.rhs == Num("2"):
        return BinOp("*", x.lhs, x.lhs)
    if isinstance(x, Name) and x.id.endswith(".Prime") and x.id != "Nat.Prime":
        return App(Name("Nat.Prime"), (Name(x.id.removesuffix(".Prime")),))
    if isinstance(x, Field) and x.field == "Prime":
        return App(Name("Nat.Prime"), (x.obj,))
    if isinstance(x, App) and isinstance(x.fn, Name) and x.fn.id == "Nat.Prime" \
            and len(x.args) == 1 and isinstance(x.args[0], Name):
        return Name(f"{x.args[0].id}.Prime")
    return None


def generate(theorem: Theorem, rng: Random) -> Iterator[Paraphrase]:
    expr = parsed(theorem)
    if expr is None:
        return
    new, n = transform(expr, swap)
    yield make(new, "swap_notation" if n else "symbols_only", notation="symbols")


FAMILY = Family(
    id="notation",
    alias="F4",
    tier="T1",
    description="notation changes: `n % m` / 'n mod m', `∣` / 'divides', `n !` / 'n factorial'",
    max_level="arithmetic",
    lean_strategy="Iff.rfl or simp only with the notation lemma",
    generate=generate,
)
