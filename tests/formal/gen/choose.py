"""Where the generators get their choices: hypothesis (tests, with shrinking) or a seeded
`random.Random` (the benchmark). Options are always listed simplest first, so that
hypothesis, which shrinks every drawn integer towards its lower bound, shrinks a failing
pair towards a small one."""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from typing import Any, Protocol, TypeVar

T = TypeVar("T")


class Chooser(Protocol):
    def int(self, lo: int, hi: int) -> int: ...


def pick(ch: Chooser, options: Sequence[T]) -> T:
    return options[ch.int(0, len(options) - 1)]


def chance(ch: Chooser, percent: int) -> bool:
    """True with the given probability; shrinks to False."""
    return ch.int(0, 99) >= 100 - percent


def weighted(ch: Chooser, options: Sequence[tuple[int, T]]) -> T:
    """One option by weight (the first option is the shrink target)."""
    total = sum(w for w, _ in options)
    k = ch.int(0, total - 1)
    for w, o in options:
        if k < w:
            return o
        k -= w
    return options[-1][1]


class RandomChooser:
    """Choices from a seeded `random.Random` (deterministic for a seed)."""

    def __init__(self, seed: int | str) -> None:
        self.rng = random.Random(seed)

    def int(self, lo: int, hi: int) -> int:
        return self.rng.randint(lo, hi)


class DrawChooser:
    """Choices drawn through hypothesis (`st.data()` or inside `@st.composite`)."""

    def __init__(self, draw: Callable[[Any], Any]) -> None:
        self.draw = draw

    def int(self, lo: int, hi: int) -> int:
        from hypothesis import strategies as st

        return int(self.draw(st.integers(lo, hi)))
