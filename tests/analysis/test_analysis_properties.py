"""Property tests (hypothesis) over random small results tables."""

from __future__ import annotations

import math

import numpy as np
import pandas as pd
import pytest
from analysis_helpers import answers, table
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from forminv_lean.analysis.bootstrap import bootstrap_mean_ci
from forminv_lean.analysis.metrics import compute_metrics

SETTINGS = settings(max_examples=40, deadline=None,
                    suppress_health_check=[HealthCheck.too_slow])
EPS = 1e-9


@st.composite
def tables(draw, *, allow_missing: bool = True):
    n_models = draw(st.integers(1, 3))
    n_theorems = draw(st.integers(1, 6))
    fams = ["canonical"] + [f"f{i}" for i in range(draw(st.integers(0, 3)))]
    cell = st.sampled_from([True, False, None]) if allow_missing else st.booleans()
    rows = []
    for t in range(n_theorems):
        gt = draw(st.sampled_from(["TRUE", "FALSE"]))
        for m in range(n_models):
            rows += answers(f"m{m}", f"T{t}", {f: draw(cell) for f in fams}, gt=gt)
    return table(rows), fams


def _h(res):
    return res.headline.set_index(["model", "metric"])["value"]


@pytest.mark.slow
@SETTINGS
@given(tables())
def test_rates_and_ig_bounds(data):
    t, _ = data
    res = compute_metrics(t, bootstrap=0)
    assert ((res.ig["ig"] >= 0) & (res.ig["ig"] <= 0.5 + EPS)).all()
    h = _h(res)
    for (_model, metric), v in h.items():
        if math.isnan(v):
            continue
        assert -EPS <= v <= (0.5 + EPS if "ig" in metric and metric != "hi_ig" else 1 + EPS)
    for m in res.meta["models"]:
        if not math.isnan(h[(m, "mean_ig")]):
            assert h[(m, "mean_ig")] <= h[(m, "rms_ig")] + EPS
    f = res.family["failure"].dropna()
    assert ((f >= -EPS) & (f <= 1 + EPS)).all()


@pytest.mark.slow
@SETTINGS
@given(tables(allow_missing=False))
def test_scr_bounded_by_accuracy(data):
    """Every theorem has every family once: SCR <= accuracy, SCR <= each family's
    accuracy, 1 - SCR <= sum of family failure rates, SCR = (1 - CIR) * canonical acc."""
    t, fams = data
    res = compute_metrics(t, bootstrap=0)
    h = _h(res)
    fail = res.family.set_index(["model", "family"])["failure"]
    for m in res.meta["models"]:
        scr, acc = h[(m, "scr")], h[(m, "accuracy")]
        assert scr <= acc + EPS
        assert all(scr <= 1 - fail[(m, f)] + EPS for f in fams)
        assert 1 - scr <= sum(fail[(m, f)] for f in fams) + EPS
        canon_acc = 1 - fail[(m, "canonical")]
        if canon_acc > 0:
            assert abs(scr - (1 - h[(m, "cir")]) * canon_acc) < 1e-9


@pytest.mark.slow
@SETTINGS
@given(tables(), st.integers(0, 2**32 - 1))
def test_bootstrap_ci_contains_estimate(data, seed):
    t, _ = data
    res = compute_metrics(t, bootstrap=200, seed=seed)
    h = res.headline[res.headline.metric.isin(["accuracy", "scr", "coverage"])].dropna()
    assert ((h["lo"] <= h["value"] + EPS) & (h["value"] <= h["hi"] + EPS)).all()


@SETTINGS
@given(st.lists(st.floats(0, 1), min_size=1, max_size=30), st.integers(0, 1000))
def test_bootstrap_mean_ci_contains_mean(values, seed):
    est, lo, hi = bootstrap_mean_ci(np.array(values), n_boot=300,
                                    rng=np.random.default_rng(seed))
    assert lo - EPS <= est <= hi + EPS


@pytest.mark.slow
@settings(max_examples=15, deadline=None)
@given(tables(), st.integers(0, 1000))
def test_same_seed_same_output(data, seed):
    t, _ = data
    a = compute_metrics(t, bootstrap=50, seed=seed).to_dict()
    b = compute_metrics(t.sample(frac=1, random_state=1), bootstrap=50, seed=seed).to_dict()
    assert a == b  # row order of the input does not matter either


def test_row_order_irrelevant_for_table(two_models):
    shuffled = two_models.sample(frac=1, random_state=3)
    a = compute_metrics(two_models, bootstrap=20, seed=1).headline
    b = compute_metrics(pd.DataFrame(shuffled), bootstrap=20, seed=1).headline
    assert a.equals(b)
