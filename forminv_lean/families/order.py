"""The `order` family (F6, T1): comparison direction (`a ≥ b` / `b ≤ a`)."""

from __future__ import annotations

from collections.abc import Iterator
from random import Random

from forminv_lean.families.base import Family, Paraphrase
from forminv_lean.families.common import make, parsed
from forminv_lean.families.rewrite import FLIP, BinOp, Expr, transform
from forminv_lean.records import Theorem


def flip(x: Expr) -> Expr | None:
    if isinstance(x, BinOp) and x.op in FLIP:
        return BinOp(FLIP[x.op], x.rhs, x.lhs)
    return None


def generate(theorem: Theorem, rng: Random) -> Iterator[Paraphrase]:
    expr = parsed(theorem)
    if expr is None:
        return
    new, n = transform(expr, flip)
    if n:
        yield make(new, "flip_all")


FAMILY = Family(
    id="order",
    alias="F6",
    tier="T1",
    description="comparison direction: `a ≥ b` / `b ≤ a`, `a > b` / `b < a`",
    max_level="form",
    lean_strategy="Iff.rfl (≥ and > are notations for flipped ≤ and <)",
    generate=generate,
)
