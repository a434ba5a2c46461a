"""Per-theorem tests and across-model agreement against hand computations."""

from __future__ import annotations

import math

import numpy as np
import pandas as pd
import pytest
from analysis_helpers import answers, table
from scipy.stats import chi2

from forminv_lean.analysis import agreement
from forminv_lean.analysis.aggregate import prepare
from forminv_lean.analysis.metrics import compute_metrics
from forminv_lean.analysis.stats_tests import form_tests


def test_cochran_q_by_hand(two_models):
    """T1: rows (1,1,0), (0,0,0) -> Q = 2; T2: rows (1,1,1), (1,0,1) -> Q = 2."""
    t = form_tests(prepare(two_models)).set_index("theorem_id")
    for th in ("T1", "T2"):
        assert t.at[th, "test"] == "cochran_q"
        assert t.at[th, "statistic"] == pytest.approx(2.0)
        assert t.at[th, "p_value"] == pytest.approx(chi2.sf(2, 2))  # = exp(-1)
        assert t.at[th, "p_bonferroni"] == pytest.approx(2 * math.exp(-1))
    assert t.at["T1", "hardest_form"] == "T1_b"
    assert not t["significant"].any()


def test_mcnemar_for_two_forms():
    """Six models right on canonical, wrong on the paraphrase: exact p = 2 * 0.5^6."""
    t = table(*(answers(f"m{i}", "T", {"canonical": True, "p": False}) for i in range(6)))
    row = form_tests(prepare(t)).iloc[0]
    assert row.test == "mcnemar" and row.statistic == 0
    assert row.p_value == pytest.approx(2 * 0.5 ** 6)
    assert row.significant  # one theorem: Bonferroni factor 1


def test_untestable_theorems():
    t = table(answers("a", "T1", {"canonical": True}), answers("b", "T1", {"canonical": False}),
              answers("a", "T2", {"canonical": True, "p": None}),
              answers("b", "T2", {"canonical": True, "p": True}))
    tests = form_tests(prepare(t)).set_index("theorem_id")
    assert tests.at["T1", "test"] == "none" and "two forms" in tests.at["T1", "note"]
    assert tests.at["T2", "test"] == "none" and "two models" in tests.at["T2", "note"]
    assert tests["p_bonferroni"].isna().all()


def test_bonferroni_counts_tested_theorems():
    rows = []
    for th in ("T1", "T2", "T3"):
        rows += [r for i in range(6)
                 for r in answers(f"m{i}", th, {"canonical": True, "p": th != "T3"})]
    t = form_tests(prepare(table(rows))).set_index("theorem_id")
    assert t.at["T3", "p_bonferroni"] == pytest.approx(min(1, 3 * 2 * 0.5 ** 6))
    assert t.at["T1", "p_bonferroni"] == 1.0


def test_fleiss_kappa_by_hand(two_models):
    """Counts per item [wrong, right]: P-bar = 1/2, P_e = 74/144, kappa = -1/35."""
    k = agreement.fleiss(prepare(two_models))
    assert k["overall"]["kappa"] == pytest.approx(-1 / 35)
    assert k["overall"]["n_items"] == 6


def test_fleiss_skips_models_without_answers(two_models):
    silent = answers("Z", "T1", {"canonical": None, "a": None, "b": None})
    t = pd.concat([two_models, table(silent)])
    k = agreement.fleiss(prepare(table(t.to_dict("records"))))
    assert k["models_without_answers"] == ["Z"]
    assert k["overall"]["kappa"] == pytest.approx(-1 / 35)


def test_kendall_pareto_reversals():
    scores = pd.DataFrame({"f": [0.9, 0.5, 0.6], "g": [0.5, 0.9, 0.6], "h": [0.9, 0.8, 0.7]},
                          index=["X", "Y", "Z"])
    tau = agreement.kendall_pairs(scores).set_index(["family_a", "family_b"])
    assert tau.at[("f", "g"), "tau"] == pytest.approx(-1.0)  # f: X>Z>Y, g: Y>Z>X
    assert tau.at[("f", "h"), "tau"] == pytest.approx(1 / 3)  # h: X>Y>Z
    assert tau.at[("g", "h"), "tau"] == pytest.approx(-1 / 3)
    par = agreement.pareto(scores)
    assert par == {"front": ["X", "Y", "Z"], "dominance": []}  # everyone wins somewhere
    rev = agreement.reversals(scores).set_index(["model_a", "model_b"])
    assert rev.at[("X", "Y"), "family_f"] == "f" and rev.at[("X", "Y"), "family_g"] == "g"
    assert rev.at[("X", "Y"), "margin"] == pytest.approx(0.4)
    assert len(rev) == 3


def test_pareto_dominance(two_models):
    res = compute_metrics(two_models, bootstrap=0)
    assert res.agreement["pareto"] == {"front": ["A"],
                                       "dominance": [{"dominant": "A", "dominated": "B"}]}
    assert res.agreement["reversals"].empty
    tau = res.agreement["kendall_tau"].set_index(["family_a", "family_b"])
    assert tau.at[("canonical", "a"), "tau"] == pytest.approx(1.0)
    assert math.isnan(tau.at[("canonical", "b"), "tau"])  # B ties A on b


def test_reversal_bootstrap_support():
    scores = pd.DataFrame({"f": [0.9, 0.5], "g": [0.5, 0.9]}, index=["X", "Y"])
    boot = np.stack([scores.to_numpy(), scores.to_numpy()[::-1]])  # holds in 1 of 2
    rev = agreement.reversals(scores, boot)
    assert rev.iloc[0]["support"] == pytest.approx(0.5)
