"""Sample size, NFB linear program and the selector."""

from __future__ import annotations

import json

import numpy as np
import pandas as pd
import pytest
from analysis_helpers import answers, table

from forminv_lean.analysis.metrics import compute_metrics
from forminv_lean.analysis.nfb import parse_target, possible_winners, realise
from forminv_lean.analysis.samplesize import (
    PAPER_TABLE,
    halfwidth,
    halfwidth_table,
    theorems_needed,
)
from forminv_lean.analysis.selector import FamilyCounts, select
from forminv_lean.errors import ForminvError, InputError


def test_wilson_reproduces_paper_guidance():
    for n, points in PAPER_TABLE.items():
        assert round(100 * halfwidth(0.75, n)) == points


def test_wald_values_and_why_it_is_not_the_default():
    got = [round(100 * halfwidth(0.75, n, method="wald"), 1) for n in (20, 50, 100, 200)]
    assert got == [19.0, 12.0, 8.5, 6.0]
    assert round(100 * halfwidth(0.75, 20, method="wald")) == 19  # paper says 18
    assert halfwidth(0.75, 20, method="wald") == pytest.approx(1.96 * np.sqrt(0.1875 / 20),
                                                              rel=1e-3)


def test_halfwidth_table_and_needed():
    df = halfwidth_table(0.75, [20, 200], methods=["wilson", "clopper-pearson"])
    assert df.loc[20, "clopper-pearson"] > df.loc[20, "wilson"] > df.loc[200, "wilson"]
    n = theorems_needed(0.75, 0.05)
    assert halfwidth(0.75, n) <= 0.05 < halfwidth(0.75, n - 1)
    with pytest.raises(ForminvError, match="unknown interval method"):
        halfwidth(0.75, 20, method="exact")
    with pytest.raises(ForminvError, match="--scr"):
        halfwidth(1.5, 20)


SCORES = pd.DataFrame({"f": [0.9, 0.5, 0.6], "g": [0.5, 0.9, 0.6]}, index=["X", "Y", "Z"])


def test_nfb_realisable_with_margin():
    r = realise(SCORES, ["X", "Z", "Y"])
    assert r.realisable and r.margin == pytest.approx(0.1)
    assert r.weights["f"] == pytest.approx(1.0)
    assert r.certificate is None


def test_nfb_infeasible_with_certificate():
    """Z > X needs w_f < 1/4, X > Y needs w_f > 1/2: best margin -1/15 at w_f = 5/12,
    proved by multipliers 2/3, 1/3."""
    r = realise(SCORES, ["Z", "X", "Y"])
    assert not r.realisable and r.margin == pytest.approx(-1 / 15)
    cert = r.certificate
    assert cert["multipliers"]["Z>X"] == pytest.approx(2 / 3)
    assert cert["multipliers"]["X>Y"] == pytest.approx(1 / 3)
    assert max(cert["combined_gap"].values()) <= 1e-9


def test_nfb_ties_are_not_strict():
    s = pd.DataFrame({"f": [0.5, 0.5]}, index=["A", "B"])
    r = realise(s, ["A", "B"])
    assert not r.realisable and r.margin == pytest.approx(0)


def test_possible_winners():
    w = possible_winners(SCORES).set_index("model")
    assert bool(w.at["X", "can_be_first"]) and bool(w.at["Y", "can_be_first"])
    assert not w.at["Z", "can_be_first"]  # beating X needs w_f < 1/4, beating Y w_f > 3/4


def test_parse_target_errors():
    models = ["openai/gpt-4o", "openai/o4-mini"]
    assert parse_target("openai/gpt-4o > openai/o4-mini", models) == models
    with pytest.raises(ForminvError, match="unknown model 'gpt-4o'.*did you mean 'openai/gpt-4o'"):
        parse_target("gpt-4o>openai/o4-mini", models)
    with pytest.raises(ForminvError, match="like 'm1>m2>m3'"):
        parse_target("openai/gpt-4o", models)
    with pytest.raises(ForminvError, match="twice"):
        parse_target("openai/gpt-4o>openai/gpt-4o", models)


@pytest.fixture()
def metrics_json(two_models):
    return json.loads(json.dumps(compute_metrics(two_models, bootstrap=0).to_dict()))


def test_selector_ranks_by_expected_failure(metrics_json):
    counts = FamilyCounts.from_metrics(metrics_json, path="m.json")
    df = select(counts, ["a"], n_boot=200, seed=1)
    assert list(df["model"]) == ["A", "B"]
    assert df["expected_failure"].tolist() == [0.0, 1.0]
    both = select(counts, ["a", "b"], n_boot=200, seed=1).set_index("model")
    assert both.at["A", "expected_failure"] == pytest.approx((0 + 0.5) / 2)
    assert both.at["B", "expected_failure"] == pytest.approx((1 + 0.5) / 2)
    assert ((both["lo"] <= both["expected_failure"]) & (both["expected_failure"] <= both["hi"])).all()
    assert len(select(counts, ["a"], top_k=1)) == 1


def test_selector_item_weighting():
    t = table(answers("A", "T1", {"canonical": True, "a": False}),
              answers("A", "T2", {"canonical": True, "b": True}),
              answers("A", "T3", {"canonical": True, "b": True}))
    d = json.loads(json.dumps(compute_metrics(t, bootstrap=0).to_dict()))
    counts = FamilyCounts.from_metrics(d, path="m.json")
    fam = select(counts, ["a", "b"], n_boot=0).iloc[0]["expected_failure"]
    item = select(counts, ["a", "b"], n_boot=0, weighting="item").iloc[0]["expected_failure"]
    assert fam == pytest.approx(0.5) and item == pytest.approx(1 / 3)


def test_selector_errors(metrics_json):
    counts = FamilyCounts.from_metrics(metrics_json, path="m.json")
    with pytest.raises(ForminvError, match="unknown family 'unpak'.*valid: canonical, a, b"):
        select(counts, ["unpak"])
    with pytest.raises(InputError, match="m.json: family_theorem_counts: missing"):
        FamilyCounts.from_metrics({"per_model": {}}, path="m.json")
