"""The `equivalent` family (F8, T1): an equivalent mathematical restatement.

Rules: contrapositive of the last hypothesis, `↔` as two implications, `a < b` as
`a + 1 ≤ b` on ℕ/ℤ, `a ≤ b` as `¬ b < a` on ℕ ℤ ℚ ℝ. Which rules apply depends on
the statement; the seeded RNG picks among them.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from random import Random

from forminv_lean.families.base import Family, Paraphrase
from forminv_lean.families.common import make, parsed
from forminv_lean.families.rewrite import (
    BinOp,
    Expr,
    Name,
    Num,
    UnOp,
    binder_types,
    peel,
    rewrap,
    transform,
    walk,
)
from forminv_lean.records import Theorem

DISCRETE = {"ℕ", "ℤ", "Nat", "Int"}
ORDERED = DISCRETE | {"ℚ", "ℝ", "Rat", "Real"}


def contrapositive(e: Expr) -> Expr | None:
    qs, body = peel(e)
    hyps: list[Expr] = []
    while isinstance(body, BinOp) and body.op == "→":
        hyps.append(body.lhs)
        body = body.rhs
    if not hyps:
        return None
    last = hyps.pop()
    new: Expr = BinOp("→", UnOp("¬", body), UnOp("¬", last))
    for h in reversed(hyps):
        new = BinOp("→", h, new)
    return rewrap(qs, new)


def iff_split(e: Expr) -> Expr | None:
    qs, body = peel(e)
    if isinstance(body, BinOp) and body.op == "↔":
        return rewrap(qs, BinOp("∧", BinOp("→", body.lhs, body.rhs), BinOp("→", body.rhs, body.lhs)))
    return None


def _typed(x: Expr, types: dict[str, str], allowed: set[str]) -> bool:
    vs = [y.id for y in walk(x) if isinstance(y, Name) and y.id in types]
    return bool(vs) and all(types[v] in allowed for v in vs)


def strict_to_succ(e: Expr) -> Expr | None:
    types = binder_types(e)
    new, n = transform(e, lambda x: BinOp("≤", BinOp("+", x.lhs, Num("1")), x.rhs)
                       if isinstance(x, BinOp) and x.op == "<" and _typed(x, types, DISCRETE)
                       else None, once=True)
    return new if n else None


def le_as_not_lt(e: Expr) -> Expr | None:
    types = binder_types(e)
    new, n = transform(e, lambda x: UnOp("¬", BinOp("<", x.rhs, x.lhs))
                       if isinstance(x, BinOp) and x.op == "≤" and _typed(x, types, ORDERED)
                       else None, once=True)
    return new if n else None


RULES: tuple[tuple[str, Callable[[Expr], Expr | None]], ...] = (
    ("contrapositive", contrapositive),
    ("iff_as_two_implications", iff_split),
    ("lt_as_succ_le", strict_to_succ),
    ("le_as_not_lt", le_as_not_lt),
)


def generate(theorem: Theorem, rng: Random) -> Iterator[Paraphrase]:
    expr = parsed(theorem)
    if expr is None:
        return
    options = [(name, new) for name, rule in RULES if (new := rule(expr)) is not None]
    if options:
        name, new = rng.choice(options)
        yield make(new, name)


FAMILY = Family(
    id="equivalent",
    alias="F8",
    tier="T1",
    description="an equivalent mathematical restatement (contrapositive, algebraic rearrangement)",
    max_level="theory",
    lean_strategy="a Lean tactic (omega, simp, constructor) or a named lemma",
    generate=generate,
)
