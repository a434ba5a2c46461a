"""Seeded, stratified sampling: the same seed and input always give the same sample."""

from __future__ import annotations

import random
from collections import defaultdict
from collections.abc import Callable, Sequence
from typing import TypeVar

T = TypeVar("T")


def stratified_sample(items: Sequence[T], n: int | None, *, key: Callable[[T], str],
                      order: Callable[[T], str], seed: int) -> list[T]:
    """Pick ``n`` items with quotas proportional to stratum size (largest remainder).

    Input order never matters: strata and members are sorted by ``order`` first, and the
    RNG is a private ``random.Random(seed)``. The result is returned in ``order`` order.
    """
    pool = sorted(items, key=order)
    if n is None or n >= len(pool):
        return pool
    strata: dict[str, list[T]] = defaultdict(list)
    for it in pool:
        strata[key(it)].append(it)
    names = sorted(strata)
    total = len(pool)
    exact = {s: n * len(strata[s]) / total for s in names}
    quota = {s: int(exact[s]) for s in names}
    left = n - sum(quota.values())
    for s in sorted(names, key=lambda s: (-(exact[s] - quota[s]), s))[:left]:
        quota[s] += 1
    rng = random.Random(seed)
    chosen: list[T] = []
    for s in names:
        chosen.extend(rng.sample(strata[s], quota[s]))
    return sorted(chosen, key=order)
