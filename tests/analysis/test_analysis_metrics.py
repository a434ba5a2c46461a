"""Every metric against hand-computed values, including degenerate inputs."""

from __future__ import annotations

import math

import numpy as np
import pytest
from analysis_helpers import answers, table

from forminv_lean.analysis.metrics import compute_metrics
from forminv_lean.errors import ForminvError

IG23 = math.sqrt(2 / 9)  # IG of a theorem with 2 of 3 forms right


def value(res, model, metric):
    return res.value(model, metric)


def test_headline_two_models(two_models):
    res = compute_metrics(two_models, bootstrap=0)
    expected = {
        "A": {"accuracy": 5 / 6, "coverage": 1.0, "scr": 0.5, "mean_ig": IG23 / 2,
              "rms_ig": 1 / 3, "hi_ig": 0.5, "cir": 0.5, "true_bias": 1 / 3},
        "B": {"accuracy": 1 / 3, "coverage": 1.0, "scr": 0.0, "mean_ig": IG23 / 2,
              "rms_ig": 1 / 3, "hi_ig": 0.5, "cir": 1.0, "true_bias": 1.0},
    }
    for model, metrics in expected.items():
        for metric, v in metrics.items():
            assert value(res, model, metric) == pytest.approx(v), (model, metric)


def test_family_failure_two_models(two_models):
    res = compute_metrics(two_models, bootstrap=0)
    fail = res.family.set_index(["model", "family"])["failure"]
    assert fail[("A", "canonical")] == 0 and fail[("A", "a")] == 0
    assert fail[("A", "b")] == pytest.approx(0.5)
    assert fail[("B", "canonical")] == pytest.approx(0.5)
    assert fail[("B", "a")] == pytest.approx(1.0)
    assert res.meta["families"] == ["canonical", "a", "b"]  # canonical first


def test_one_model_one_family():
    """Only canonical forms: SCR = accuracy, IG = 0, CIR = 0 (nothing can flip)."""
    t = table(answers("M", "T1", {"canonical": True}), answers("M", "T2", {"canonical": False}),
              answers("M", "T3", {"canonical": True}))
    res = compute_metrics(t, bootstrap=0)
    assert value(res, "M", "accuracy") == pytest.approx(2 / 3)
    assert value(res, "M", "scr") == pytest.approx(2 / 3)
    assert value(res, "M", "mean_ig") == 0 and value(res, "M", "hi_ig") == 0
    assert value(res, "M", "cir") == 0
    assert math.isnan(value(res, "M", "true_bias"))  # no FALSE items
    k = res.agreement["fleiss_kappa"]["overall"]
    assert math.isnan(k["kappa"]) and "two models" in k["note"]


def test_all_correct():
    t = table(*(answers(m, th, {"canonical": True, "x": True, "y": True}, gt=gt)
                for m in ("P", "Q") for th, gt in (("T1", "TRUE"), ("T2", "FALSE"))))
    res = compute_metrics(t, bootstrap=200, seed=3)
    for m in ("P", "Q"):
        assert value(res, m, "accuracy") == 1 and value(res, m, "scr") == 1
        assert value(res, m, "rms_ig") == 0 and value(res, m, "cir") == 0
        assert value(res, m, "true_bias") == 0
    h = res.headline.set_index(["model", "metric"])
    assert h.loc[("P", "scr"), "lo"] == 1 and h.loc[("P", "scr"), "hi"] == 1
    assert res.tests["p_value"].tolist() == [1.0, 1.0]  # nobody answers forms differently
    assert "one category" in res.agreement["fleiss_kappa"]["overall"]["note"]


def test_missing_answers_are_not_wrong():
    """An unanswered paraphrase lowers coverage, not accuracy, and removes the theorem
    from SCR; with missing='wrong' it counts as a wrong answer."""
    t = table(answers("M", "T1", {"canonical": True, "x": None}),
              answers("M", "T2", {"canonical": True, "x": True}))
    res = compute_metrics(t, bootstrap=0)
    assert value(res, "M", "accuracy") == 1.0
    assert value(res, "M", "coverage") == pytest.approx(0.75)
    assert value(res, "M", "scr") == 1.0  # over T2 only
    c = res.counts.set_index("model").loc["M"]
    assert c.n_missing == 1 and c.n_theorems_complete == 1
    wrong = compute_metrics(t, bootstrap=0, missing="wrong")
    assert value(wrong, "M", "accuracy") == pytest.approx(0.75)
    assert value(wrong, "M", "scr") == pytest.approx(0.5)
    assert value(wrong, "M", "coverage") == pytest.approx(0.75)  # still the real coverage


def test_model_with_no_answers():
    t = table(answers("A", "T1", {"canonical": True, "x": True}),
              answers("Z", "T1", {"canonical": None, "x": None}))
    res = compute_metrics(t, bootstrap=50)
    assert value(res, "Z", "coverage") == 0
    assert math.isnan(value(res, "Z", "accuracy")) and math.isnan(value(res, "Z", "scr"))


def test_missing_response_row_is_completed():
    """A (model, item) pair absent from the table is a missing answer, not ignored."""
    rows = answers("A", "T1", {"canonical": True, "x": True}) + \
        answers("B", "T1", {"canonical": True})
    res = compute_metrics(table(rows), bootstrap=0)
    assert value(res, "B", "coverage") == pytest.approx(0.5)
    assert math.isnan(value(res, "B", "scr"))


def test_multi_sample_split():
    """Three samples: paraphrase x wrong in 2/3 samples (systematic) on T1; y wrong in 1/3
    (stochastic) on T2; canonical wrong in 1/3 of samples on T3."""
    rows = []
    pattern = {  # theorem -> family -> right per sample
        "T1": {"canonical": [1, 1, 1], "x": [0, 0, 1]},
        "T2": {"canonical": [1, 1, 1], "x": [1, 0, 1]},
        "T3": {"canonical": [1, 0, 1], "x": [1, 1, 1]},
    }
    for th, fams in pattern.items():
        for s in range(3):
            rows += answers("M", th, {f: bool(v[s]) for f, v in fams.items()}, sample=s)
    res = compute_metrics(table(rows), bootstrap=0)
    sm = res.samples.set_index("metric")["value"]
    assert sm["cir_systematic"] == pytest.approx(1 / 3)
    assert sm["cir_stochastic"] == pytest.approx(1 / 3)
    assert sm["baseline_flip"] == pytest.approx(1 / 9)  # mean of 0, 0, 1/3
    assert sm["baseline_var"] == pytest.approx((2 / 9) / 3)
    # majority per item: T1 x wrong, T2 x right, T3 canonical right
    assert value(res, "M", "scr") == pytest.approx(2 / 3)
    assert value(res, "M", "cir") == pytest.approx(1 / 3)
    assert value(res, "M", "accuracy") == pytest.approx((1 + 1 / 3 + 1 + 2 / 3 + 2 / 3 + 1) / 6)
    assert res.counts.set_index("model").at["M", "max_samples"] == 3


def test_single_sample_has_no_stochastic_flips(two_models):
    res = compute_metrics(two_models, bootstrap=0)
    sm = res.samples.set_index(["model", "metric"])["value"]
    assert sm[("A", "cir_systematic")] == value(res, "A", "cir")
    assert sm[("A", "cir_stochastic")] == 0


def test_bootstrap_is_seeded_and_brackets_estimate():
    rng = np.random.default_rng(0)
    t = table(*(answers(m, f"T{i}", {f: bool(rng.random() < 0.7) for f in ("canonical", "x")})
                for m in ("A", "B") for i in range(12)))
    a = compute_metrics(t, bootstrap=300, seed=7)
    b = compute_metrics(t, bootstrap=300, seed=7)
    c = compute_metrics(t, bootstrap=300, seed=8)
    assert a.headline.equals(b.headline)
    assert a.to_dict() == b.to_dict()
    assert not a.headline.equals(c.headline)
    h = a.headline.dropna()
    assert ((h["lo"] <= h["value"] + 1e-12) & (h["value"] <= h["hi"] + 1e-12)).all()


def test_no_bootstrap_gives_nan_cis(two_models):
    res = compute_metrics(two_models, bootstrap=0)
    assert res.headline["lo"].isna().all()


def test_pairwise_differences(two_models):
    res = compute_metrics(two_models, bootstrap=200, seed=1)
    pw = res.pairwise.set_index(["model_a", "model_b", "metric"])
    assert pw.loc[("A", "B", "accuracy"), "diff"] == pytest.approx(5 / 6 - 1 / 3)
    assert pw.loc[("A", "B", "scr"), "diff"] == pytest.approx(0.5)
    assert 0 <= pw.loc[("A", "B", "scr"), "p_a_better"] <= 1


def test_bad_options(two_models):
    with pytest.raises(ForminvError, match="missing-answer policy"):
        compute_metrics(two_models, missing="zero")
    with pytest.raises(ForminvError, match="bootstrap"):
        compute_metrics(two_models, bootstrap=-1)


def test_ig_frame_and_json_roundtrip(two_models):
    import json

    res = compute_metrics(two_models, bootstrap=10)
    d = json.loads(json.dumps(res.to_dict()))
    assert d["per_model"]["A"]["scr"]["value"] == 0.5
    assert d["ig"]["A"]["T1"] == pytest.approx(IG23, abs=1e-6)
    fc = d["family_theorem_counts"]
    assert np.asarray(fc["answered"]).shape == (2, 3, 2)
