"""Example plugin family `swap_sides` (T1): `a = b` → `b = a`, `min a b` → `min b a`, ...

A complete family in one file: an id, a tier, the most permissive checker level its
proofs may use, a Lean proof strategy, and a generator that returns the new wording
*together with* its formal rendering. forminv-lean certifies every rendering it returns,
so a wrong rewrite here is caught and excluded with a counterexample, never shipped.
"""

from __future__ import annotations

from collections.abc import Iterator
from random import Random

from forminv_lean.families import Family, Paraphrase
from forminv_lean.families.common import make, parsed
from forminv_lean.families.rewrite import App, BinOp, Expr, Name, transform
from forminv_lean.records import Theorem

SYMMETRIC_FUNCTIONS = {"min", "max", "Nat.gcd", "Nat.lcm"}


def swap(x: Expr) -> Expr | None:
    if isinstance(x, BinOp) and x.op in ("=", "≠"):
        return BinOp(x.op, x.rhs, x.lhs)
    if isinstance(x, App) and isinstance(x.fn, Name) and x.fn.id in SYMMETRIC_FUNCTIONS \
            and len(x.args) == 2:
        return App(x.fn, (x.args[1], x.args[0]))
    return None


def generate(theorem: Theorem, rng: Random) -> Iterator[Paraphrase]:
    expr = parsed(theorem)
    if expr is None:
        return
    new, n = transform(expr, swap, once=True)
    if n:
        yield make(new, "swap_first")


FAMILY = Family(
    id="swap_sides",
    alias="X1",
    tier="T1",
    description="sides of a symmetric relation or function swapped (a = b / b = a)",
    max_level="theory",   # gcd/lcm commutativity needs the theory level
    lean_strategy="simp only [eq_comm, min_comm, max_comm, Nat.gcd_comm, Nat.lcm_comm]",
    generate=generate,
)
