"""How many theorems does a benchmark need? CI half-width of SCR against theorem count.

SCR is a proportion over theorems, so its 95% CI half-width for ``N`` theorems at an SCR
near ``p`` follows from a binomial interval (statsmodels ``proportion_confint``; the
half-width is half the interval's length, since Wilson-type intervals are asymmetric).

Which formula is the paper's? Its guidance table gives +-18/12/8/6 points at
N = 20/50/100/200 for SCR near 0.75. Rounded to whole points:

* Wald ``1.96 sqrt(p(1-p)/N)``: 19.0/12.0/8.5/6.0 -> 19/12/8/6 (misses N = 20);
* Wilson: 17.8/11.7/8.4/6.0 -> 18/12/8/6 (matches, so it is the default);
* Agresti-Coull (18.2/11.8/8.4/6.0) and Jeffreys (18.1/11.8/8.4/6.0) also match;
* Clopper-Pearson: 20.2/12.7/8.9/6.2 (does not).
"""

from __future__ import annotations

from collections.abc import Sequence

import pandas as pd
from statsmodels.stats.proportion import proportion_confint

from forminv_lean.errors import ForminvError

METHODS: dict[str, str] = {"wilson": "wilson", "wald": "normal",
                           "agresti-coull": "agresti_coull", "jeffreys": "jeffreys",
                           "clopper-pearson": "beta"}
PAPER_TABLE: dict[int, int] = {20: 18, 50: 12, 100: 8, 200: 6}


def halfwidth(p: float, n: int, *, method: str = "wilson", level: float = 0.95) -> float:
    """Half the length of the ``level`` CI of a proportion ``p`` observed on ``n`` units."""
    if method not in METHODS:
        raise ForminvError(f"unknown interval method '{method}'; valid: {', '.join(METHODS)}")
    if not 0 <= p <= 1:
        raise ForminvError(f"--scr must be in [0, 1], got {p}")
    if n < 1:
        raise ForminvError(f"theorem count must be >= 1, got {n}")
    if not 0 < level < 1:
        raise ForminvError(f"confidence level must be in (0, 1), got {level}")
    lo, hi = proportion_confint(p * n, n, alpha=1 - level, method=METHODS[method])
    return float(hi - lo) / 2


def halfwidth_table(p: float, ns: Sequence[int], *, methods: Sequence[str] = tuple(METHODS),
                    level: float = 0.95) -> pd.DataFrame:
    """Rows = theorem counts, columns = interval methods, values = half-width (points)."""
    if not ns:
        raise ForminvError("--n: give at least one theorem count")
    data = {m: [100 * halfwidth(p, n, method=m, level=level) for n in ns] for m in methods}
    df = pd.DataFrame(data, index=pd.Index(list(ns), name="n_theorems"))
    return df


def theorems_needed(p: float, target: float, *, method: str = "wilson",
                    level: float = 0.95, n_max: int = 100_000) -> int:
    """Smallest N whose half-width is at most ``target`` (a proportion, e.g. 0.05)."""
    if not 0 < target < 1:
        raise ForminvError(f"target half-width must be in (0, 1), got {target}")
    lo, hi = 1, n_max
    if halfwidth(p, hi, method=method, level=level) > target:
        raise ForminvError(f"more than {n_max} theorems needed")
    while lo < hi:  # half-width decreases in N for these intervals near p = 0.75
        mid = (lo + hi) // 2
        if halfwidth(p, mid, method=method, level=level) <= target:
            hi = mid
        else:
            lo = mid + 1
    return lo


def parse_ns(text: str) -> list[int]:
    """Parse ``--n`` ("20,50,100") into theorem counts, each at least 1."""
    try:
        ns = [int(x) for x in str(text).split(",") if x.strip()]
    except ValueError:
        raise ForminvError(f"--n: expected comma-separated integers like 20,50,100, got "
                           f"'{text}'") from None
    if not ns or min(ns) < 1:
        raise ForminvError(f"--n: theorem counts must be >= 1, got '{text}'")
    return ns


__all__ = ["METHODS", "PAPER_TABLE", "halfwidth", "halfwidth_table", "parse_ns",
           "theorems_needed"]
