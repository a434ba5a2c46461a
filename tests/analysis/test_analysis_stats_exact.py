"""The numpy/math statistics of the default ``metrics`` run equal scipy's and statsmodels'
(which it no longer imports): the chi-square tail of Cochran's Q, McNemar's exact
binomial tail, Cochran's Q itself and Fleiss' kappa."""

from __future__ import annotations

import math

import numpy as np
import pytest
from analysis_helpers import answers, table
from hypothesis import given, settings
from hypothesis import strategies as st
from hypothesis.extra.numpy import arrays

from forminv_lean.analysis import agreement
from forminv_lean.analysis.aggregate import prepare
from forminv_lean.analysis.stats_tests import (
    binom_two_sided_exact,
    chi2_sf,
    cochran_q,
    form_test_rows,
)

scipy_stats = pytest.importorskip("scipy.stats")
contingency = pytest.importorskip("statsmodels.stats.contingency_tables")
inter_rater = pytest.importorskip("statsmodels.stats.inter_rater")


@settings(max_examples=400, deadline=None)
@given(x=st.floats(min_value=0, max_value=400, allow_nan=False),
       df=st.integers(min_value=1, max_value=15))
def test_chi2_tail_is_scipys(x, df):
    want = float(scipy_stats.chi2.sf(x, df))
    got = chi2_sf(x, df)
    assert got == pytest.approx(want, rel=1e-12, abs=1e-300)


def test_chi2_tail_at_known_points():
    assert chi2_sf(3.841458820694124, 1) == pytest.approx(0.05, rel=1e-12)
    assert chi2_sf(5.991464547107979, 2) == pytest.approx(0.05, rel=1e-12)
    assert chi2_sf(0.0, 3) == 1.0
    with pytest.raises(ValueError):
        chi2_sf(1.0, 0)


@settings(max_examples=300, deadline=None)
@given(b=st.integers(min_value=0, max_value=120), c=st.integers(min_value=0, max_value=120))
def test_mcnemar_exact_is_statsmodels(b, c):
    res = contingency.mcnemar(np.array([[3, b], [c, 2]]), exact=True)
    assert binom_two_sided_exact(min(b, c), b + c) == pytest.approx(float(res.pvalue),
                                                                    rel=1e-12)


subjects = arrays(np.int64, st.tuples(st.integers(2, 12), st.integers(3, 9)),
                  elements=st.integers(0, 1))


@settings(max_examples=300, deadline=None)
@given(a=subjects)
def test_cochran_q_is_statsmodels(a):
    if (a.min(axis=1) == a.max(axis=1)).all():
        return  # 0/0: handled before the statistic (p = 1)
    res = contingency.cochrans_q(a)
    q = cochran_q(a)
    assert q == pytest.approx(float(res.statistic), rel=1e-12)
    assert chi2_sf(q, a.shape[1] - 1) == pytest.approx(float(res.pvalue), rel=1e-10,
                                                       abs=1e-300)


@settings(max_examples=200, deadline=None)
@given(a=arrays(np.int64, st.tuples(st.integers(1, 30), st.integers(2, 9)),
                elements=st.integers(0, 1)))
def test_fleiss_kappa_is_statsmodels(a):
    got = agreement._kappa(a.astype(float))
    counts, _ = inter_rater.aggregate_raters(a, n_cat=2)
    p = counts.sum(axis=0) / counts.sum()
    if (p == 0).any():
        assert math.isnan(got["kappa"])
    else:
        assert got["kappa"] == pytest.approx(
            float(inter_rater.fleiss_kappa(counts, method="fleiss")), rel=1e-10, abs=1e-12)


@settings(max_examples=40, deadline=None)
@given(grid=st.lists(st.lists(st.lists(st.sampled_from([True, False, None]), min_size=2,
                                       max_size=4), min_size=1, max_size=4),
                     min_size=2, max_size=5))
def test_per_theorem_tests_are_statsmodels(grid):
    """Every theorem's test statistic and p-value equal the statsmodels call on the same
    models x forms table."""
    rows = []
    for m, theorems in enumerate(grid):
        for t, forms in enumerate(theorems):
            n = len(grid[0][t]) if t < len(grid[0]) else len(forms)
            rows.append(answers(f"M{m}", f"T{t}", {f"f{k}": forms[k % len(forms)]
                                                   for k in range(n)}))
    prep = prepare(table(*rows))
    M, Ni = len(prep.models), len(prep.item_ids)
    c = np.asarray(prep.per["c"], dtype=float).reshape(M, Ni)
    for r in form_test_rows(prep):
        idx = np.flatnonzero(prep.per["theorem_id"][:Ni] == r["theorem_id"])
        x = c[:, idx]
        a = x[~np.isnan(x).any(axis=1)].astype(int)
        if r["test"] == "mcnemar":
            b = int(((a[:, 0] == 1) & (a[:, 1] == 0)).sum())
            cc = int(((a[:, 0] == 0) & (a[:, 1] == 1)).sum())
            want = contingency.mcnemar(np.array([[0, b], [cc, 0]]), exact=True)
            assert r["p_value"] == pytest.approx(float(want.pvalue), rel=1e-12)
            assert r["statistic"] == float(want.statistic)
        elif r["test"] == "cochran_q" and r["note"] == "":
            want = contingency.cochrans_q(a)
            assert r["statistic"] == pytest.approx(float(want.statistic), rel=1e-12)
            assert r["p_value"] == pytest.approx(float(want.pvalue), rel=1e-10, abs=1e-300)
