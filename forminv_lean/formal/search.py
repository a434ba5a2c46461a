"""Bounded search over small values of the outer variables, evaluated exactly.

Cheap and decisive for most wrong paraphrases over ℕ/ℤ (the prototype found 14 of 16 ℕ
counterexamples this way in under a millisecond each), so it runs before any solver.
Smallest assignments come first, so disproofs mention small numbers.
"""

from __future__ import annotations

import itertools
import time
from fractions import Fraction
from typing import Any

from forminv_lean.formal.evaluate import Evaluator, FSet
from forminv_lean.formal.terms import Term
from forminv_lean.formal.types import Ty

_RATIONALS = [Fraction(x) for x in (0, 1, -1, 2, -2)] + [Fraction(1, 2), Fraction(-1, 2),
                                                         Fraction(3), Fraction(-3), Fraction(3, 2),
                                                         Fraction(4), Fraction(-4), Fraction(5)]
_SETS = [FSet(False, frozenset(s)) for s in ((), (0,), (1,), (0, 1), (2,), (0, 2), (1, 2),
                                            (0, 1, 2))] + [FSet(True, frozenset()),
                                                           FSet(True, frozenset({0}))]


def _values(ty: Ty, n: int) -> list[Any]:
    h = ty.head
    if h == "ℕ":
        return list(range(n + 1))
    if h == "ℤ":
        return sorted(range(-n, n + 1), key=lambda v: (abs(v), v < 0))
    if h in ("ℚ", "ℝ"):
        return _RATIONALS[: max(5, min(len(_RATIONALS), n))]
    if h == "Prop":
        return [False, True]
    if h == "Set":
        return _SETS
    return []


def _stages(k: int) -> list[int]:
    if k == 0:
        return [0]
    if k == 1:
        return [20, 60]
    if k == 2:
        return [8, 20]
    if k == 3:
        return [6, 10]
    if k == 4:
        return [4, 6]
    return [3]


def assignments(binders: list[tuple[str, Ty]], *, deadline: float) -> Any:
    """Assignments of the outer variables in order of size, growing in stages."""
    seen: set[tuple[Any, ...]] = set()
    for n in _stages(len(binders)):
        doms = [_values(ty, n) for _, ty in binders]
        if any(not d for d in doms):
            return
        idx = sorted(itertools.product(*(range(len(d)) for d in doms)), key=lambda t: (sum(t), t))
        for i, combo in enumerate(idx):
            if i % 128 == 0 and time.monotonic() > deadline:
                return
            vals = tuple(d[j] for d, j in zip(doms, combo, strict=True))
            key = tuple(repr(v) for v in vals)
            if key in seen:
                continue
            seen.add(key)
            yield {name: v for (name, _), v in zip(binders, vals, strict=True)}


def find_difference(binders: list[tuple[str, Ty]], p: Term, q: Term, *,
                    budget_s: float = 0.4,
                    evaluator: Evaluator | None = None) -> tuple[dict[str, Any], bool] | None:
    """An assignment where `p` and `q` certainly differ, and the value of `p` there."""
    ev = evaluator or Evaluator()
    deadline = time.monotonic() + budget_s
    for env in assignments(binders, deadline=deadline):
        a = ev.prop(p, env)
        if a is None:
            continue
        b = ev.prop(q, env)
        if b is not None and a != b:
            return env, a
    return None


def find_falsifier(binders: list[tuple[str, Ty]], body: Term, *, budget_s: float = 0.4,
                   evaluator: Evaluator | None = None) -> dict[str, Any] | None:
    """An assignment where `body` is certainly false."""
    ev = evaluator or Evaluator()
    deadline = time.monotonic() + budget_s
    for env in assignments(binders, deadline=deadline):
        if ev.prop(body, env) is False:
            return env
    return None


def find_witness(binders: list[tuple[str, Ty]], body: Term, *, budget_s: float = 0.3,
                 evaluator: Evaluator | None = None) -> dict[str, Any] | None:
    """An assignment where `body` is certainly true (a witness for an `∃` prefix)."""
    ev = evaluator or Evaluator()
    deadline = time.monotonic() + budget_s
    for env in assignments(binders, deadline=deadline):
        if ev.prop(body, env) is True:
            return env
    return None
