"""Bootstrap over theorems, vectorised: resample once, reuse for every statistic.

Theorems are the unit of resampling because a theorem's forms (and a model's answers to
them) are not independent; resampling items would understate the uncertainty of SCR and
IG. A resample is stored as a count vector over theorems, so a statistic that is a ratio
of per-theorem sums becomes two matrix products for all resamples at once. The RNG is a
``numpy.random.Generator`` passed in explicitly, never global state.
"""

from __future__ import annotations

import numpy as np

from forminv_lean.errors import ForminvError


def resample_counts(n_units: int, n_boot: int, rng: np.random.Generator) -> np.ndarray:
    """``(n_boot, n_units)`` matrix: how often each unit was drawn in each resample."""
    if n_units < 1:
        raise ForminvError("bootstrap needs at least one theorem")
    if n_boot < 1:
        return np.zeros((0, n_units))
    idx = rng.integers(0, n_units, size=(n_boot, n_units))
    flat = (idx + (np.arange(n_boot) * n_units)[:, None]).ravel()
    return np.bincount(flat, minlength=n_boot * n_units).reshape(n_boot, n_units).astype(float)


def ratio(weights: np.ndarray, num: np.ndarray, den: np.ndarray) -> np.ndarray:
    """``sum(w*num)/sum(w*den)`` along the last axis of ``num``/``den`` for every row of
    ``weights``: shape ``(B, *num.shape[:-1])``; NaN where the denominator is 0."""
    n = np.tensordot(weights, num, axes=([1], [num.ndim - 1]))
    d = np.tensordot(weights, den, axes=([1], [den.ndim - 1]))
    return np.divide(n, d, out=np.full(n.shape, np.nan), where=d > 0)


def percentile_ci(replicates: np.ndarray, *, level: float = 0.95) -> tuple[np.ndarray, np.ndarray]:
    """Percentile interval along axis 0, ignoring NaN replicates (undefined resamples)."""
    if not 0 < level < 1:
        raise ForminvError(f"confidence level must be in (0, 1), got {level}")
    if replicates.shape[0] == 0:
        nan = np.full(replicates.shape[1:], np.nan)
        return nan, nan
    a = (1 - level) / 2 * 100
    q = np.asarray([a, 100 - a]) / 100
    flat = replicates.reshape(replicates.shape[0], -1)
    lo = np.full(flat.shape[1], np.nan)
    hi = np.full(flat.shape[1], np.nan)
    nan = np.isnan(flat)
    has_nan = nan.any(axis=0)
    if (~has_nan).any():  # the fast, vectorised path for columns without NaN
        lo[~has_nan], hi[~has_nan] = quantiles(flat[:, ~has_nan], q)
    for j in np.flatnonzero(has_nan & ~nan.all(axis=0)):  # NaN replicates left out
        lo[j], hi[j] = quantiles(flat[~nan[:, j], j], q)
    shape = replicates.shape[1:]
    return lo.reshape(shape), hi.reshape(shape)


def quantiles(values: np.ndarray, q: np.ndarray) -> np.ndarray:
    """``np.quantile(values, q, axis=0)`` (its default, linear method) for NaN-free values,
    the same floats step for step, without numpy's quantile code (whose first call imports
    ``numpy.ma``, a fifth of a ``metrics`` run's CPU). Shape ``(len(q), *values.shape[1:])``."""
    n = values.shape[0]
    virtual = (n - 1) * q
    prev = np.floor(virtual)
    nxt = prev + 1
    above = virtual >= n - 1  # at or past the last value: take the last value
    prev[above], nxt[above] = -1, -1
    prev_i, next_i = prev.astype(np.intp), nxt.astype(np.intp)
    kth = sorted({int(i) % n for i in (*prev_i, *next_i)})  # the ranks read below
    part = np.partition(values, kth, axis=0)
    a, b = part[prev_i], part[next_i]
    t = (virtual - prev_i).reshape((-1,) + (1,) * (values.ndim - 1))
    diff = b - a
    out = a + diff * t
    np.subtract(b, diff * (1 - t), out=out, where=t >= 0.5)
    return out


def bootstrap_mean_ci(values: np.ndarray, *, n_boot: int = 2000, level: float = 0.95,
                      rng: np.random.Generator) -> tuple[float, float, float]:
    """Mean of per-unit values with a percentile CI: ``(estimate, lo, hi)``."""
    v = np.asarray(values, dtype=float)
    if v.ndim != 1 or v.size == 0:
        raise ForminvError("expected a non-empty 1-D array of per-unit values")
    w = resample_counts(v.size, n_boot, rng)
    reps = ratio(w, v, np.ones_like(v))
    lo, hi = percentile_ci(reps, level=level)
    return float(v.mean()), float(lo), float(hi)


__all__ = ["bootstrap_mean_ci", "percentile_ci", "quantiles", "ratio", "resample_counts"]
