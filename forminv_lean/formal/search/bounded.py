"""Bounded search over small values of the outer variables, evaluated exactly.

Cheap and decisive for most wrong paraphrases over ℕ/ℤ (the prototype found 14 of 16 ℕ
counterexamples this way in under a millisecond each), so it runs before any solver.
Smallest assignments come first, so disproofs mention small numbers.
"""

from __future__ import annotations

from collections.abc import Iterator
from fractions import Fraction
from typing import Any

from forminv_lean.formal.meaning.exact import Evaluator, FSet
from forminv_lean.formal.meaning.terms import Term
from forminv_lean.formal.meaning.types import Ty

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


#: Assignments examined per search. A count, not a clock: what the search finds must not
#: depend on the machine's load (0.4 s of wall time used to bound it).
MAX_ASSIGNMENTS = 5000


def _by_sum(k: int, n: int, total: int) -> Iterator[tuple[int, ...]]:
    """Index tuples of length k, entries in 0..n, summing to `total`, in lexicographic order."""
    if k == 0:
        if total == 0:
            yield ()
        return
    for first in range(min(n, total) + 1):
        if total - first > (k - 1) * n:
            continue
        for rest in _by_sum(k - 1, n, total - first):
            yield (first, *rest)


def assignments(binders: list[tuple[str, Ty]], *,
                limit: int = MAX_ASSIGNMENTS) -> Iterator[dict[str, Any]]:
    """Assignments of the outer variables in order of size, growing in stages; lazily (40
    binders have 4^40 small assignments), and at most `limit` of them."""
    seen: set[tuple[Any, ...]] = set()
    produced = 0
    for n in _stages(len(binders)):
        doms = [_values(ty, n) for _, ty in binders]
        if any(not d for d in doms):
            return
        width = max(len(d) for d in doms) - 1
        for total in range(0, width * len(binders) + 1):
            for combo in _by_sum(len(binders), width, total):
                if any(j >= len(d) for d, j in zip(doms, combo, strict=True)):
                    continue
                vals = tuple(d[j] for d, j in zip(doms, combo, strict=True))
                key = tuple(repr(v) for v in vals)
                if key in seen:
                    continue
                seen.add(key)
                if produced >= limit:
                    return
                produced += 1
                yield {name: v for (name, _), v in zip(binders, vals, strict=True)}


def find_difference(binders: list[tuple[str, Ty]], p: Term, q: Term, *,
                    evaluator: Evaluator | None = None) -> tuple[dict[str, Any], bool] | None:
    """An assignment where `p` and `q` certainly differ, and the value of `p` there."""
    ev = evaluator or Evaluator()
    for env in assignments(binders):
        a = ev.prop(p, env)
        if a is None:
            continue
        b = ev.prop(q, env)
        if b is not None and a != b:
            return env, a
    return None


def find_falsifier(binders: list[tuple[str, Ty]], body: Term, *,
                   evaluator: Evaluator | None = None) -> dict[str, Any] | None:
    """An assignment where `body` is certainly false."""
    ev = evaluator or Evaluator()
    for env in assignments(binders):
        if ev.prop(body, env) is False:
            return env
    return None


def find_witness(binders: list[tuple[str, Ty]], body: Term, *,
                 evaluator: Evaluator | None = None) -> dict[str, Any] | None:
    """An assignment where `body` is certainly true (a witness for an `∃` prefix)."""
    ev = evaluator or Evaluator()
    for env in assignments(binders, limit=MAX_ASSIGNMENTS // 2):
        if ev.prop(body, env) is True:
            return env
    return None
