"""The bootstrap's percentile intervals are numpy's, float for float, without numpy's
quantile code (``bootstrap.quantiles``; numpy's imports ``numpy.ma`` on first use)."""

from __future__ import annotations

import warnings

import numpy as np
from hypothesis import given, settings
from hypothesis import strategies as st
from hypothesis.extra.numpy import arrays

from forminv_lean.analysis.bootstrap import percentile_ci, quantiles


@settings(max_examples=300, deadline=None)
@given(x=arrays(np.float64, st.tuples(st.integers(1, 60), st.integers(1, 4)),
                elements=st.floats(-1e6, 1e6, allow_nan=False)),
       level=st.sampled_from([0.5, 0.8, 0.9, 0.95, 0.99]))
def test_quantiles_are_numpys(x, level):
    a = (1 - level) / 2 * 100
    q = np.asarray([a, 100 - a]) / 100
    assert np.array_equal(quantiles(x, q), np.percentile(x, [a, 100 - a], axis=0))
    assert np.array_equal(quantiles(x[:, 0], q), np.percentile(x[:, 0], [a, 100 - a]))


@settings(max_examples=200, deadline=None)
@given(x=arrays(np.float64, st.tuples(st.integers(1, 40), st.integers(1, 5)),
                elements=st.one_of(st.floats(0, 1, allow_nan=False), st.just(np.nan))))
def test_percentile_ci_is_numpys_nanpercentile(x):
    """NaN replicates (undefined resamples) are left out, as ``np.nanpercentile`` does."""
    lo, hi = percentile_ci(x, level=0.95)
    a = (1 - 0.95) / 2 * 100
    with warnings.catch_warnings():
        warnings.simplefilter("ignore", RuntimeWarning)  # an all-NaN column
        want = np.nanpercentile(x, [a, 100 - a], axis=0)
    assert np.array_equal(lo, want[0], equal_nan=True)
    assert np.array_equal(hi, want[1], equal_nan=True)
