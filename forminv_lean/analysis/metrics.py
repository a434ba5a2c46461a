"""Per-model metrics with bootstrap CIs, plus the per-theorem and across-model analyses.

Definitions (per model; conventions for samples and missing answers in
:mod:`forminv_lean.analysis.aggregate`):

* ``accuracy``: share of answered items answered correctly (``coverage`` beside it).
* ``scr``: share of (complete) theorems answered right in every form.
* ``mean_ig`` / ``rms_ig``: mean / root-mean-square over theorems of the invariance gap
  ``IG = sqrt(p(1-p))``, ``p`` the share of the theorem's forms answered right.
* ``hi_ig``: share of theorems with ``IG > 0.10``.
* ``cir``: of theorems whose canonical form is answered right, the share where some
  paraphrase is not.
* ``true_bias``: share of answered FALSE items answered TRUE.
* per family: failure rate ``1 - accuracy`` on that family's items.

Every number gets a percentile CI from the same theorem resamples (paired across models,
so differences between models have CIs too).
"""

from __future__ import annotations

import itertools
from dataclasses import dataclass, field
from functools import cached_property
from typing import Any

import numpy as np
import pandas as pd

from forminv_lean.analysis.aggregate import Prepared, prepare
from forminv_lean.analysis.bootstrap import percentile_ci, ratio, resample_counts
from forminv_lean.analysis.table import validate_table
from forminv_lean.errors import ForminvError

HEADLINE: tuple[str, ...] = ("accuracy", "coverage", "scr", "mean_ig", "rms_ig", "hi_ig",
                             "cir", "true_bias")
SAMPLE_METRICS: tuple[str, ...] = ("cir_systematic", "cir_stochastic", "baseline_flip",
                                   "baseline_var")
HI_IG = 0.10
SCHEMA = "forminv-lean.metrics/1"


Spec = dict[str, tuple[np.ndarray, np.ndarray]]  # name -> (numerator, denominator), [..., T]


def headline_spec(prep: Prepared) -> Spec:
    """Each headline metric as a ratio of per-theorem sums (``ms_ig`` -> ``rms_ig``)."""
    comp = prep.complete.astype(float)
    canon = prep.canon_correct.astype(float)
    return {
        "accuracy": (prep.correct_sum, prep.items_answered),
        "coverage": (prep.rows_answered, prep.rows_total),
        "scr": (prep.all_correct.astype(float), comp),
        "mean_ig": (comp * prep.ig, comp),
        "rms_ig": (comp * prep.ig ** 2, comp),  # square-rooted in evaluate()
        "hi_ig": (comp * (prep.ig > HI_IG), comp),
        "cir": (canon * prep.flip, canon),
        "true_bias": (prep.false_true, prep.false_answered),
    }


def samples_spec(prep: Prepared) -> Spec:
    """CIR split into systematic / stochastic flips, and the canonical form's own noise."""
    canon = prep.canon_correct.astype(float)
    has = prep.has_canonical.astype(float)
    stoch = prep.flip_any & ~prep.flip_systematic
    return {"cir_systematic": (canon * prep.flip_systematic, canon),
            "cir_stochastic": (canon * stoch, canon),
            "baseline_flip": (has * prep.canon_fail, has),
            "baseline_var": (has * prep.canon_var, has)}


def family_spec(prep: Prepared) -> Spec:
    """Per-family accuracy, ``[M, F]`` per resample."""
    return {"family_accuracy": (prep.fam_correct, prep.fam_answered)}


def evaluate(spec: Spec, w: np.ndarray) -> dict[str, np.ndarray]:
    """All ratios of ``spec`` for every row of ``w`` with one matrix product.

    Returns ``name -> (B, *shape)``; NaN where a denominator is 0.
    """
    names = list(spec)
    shapes = [spec[n][0].shape[:-1] for n in names]
    T = w.shape[1]
    num = np.concatenate([spec[n][0].reshape(-1, T) for n in names])
    den = np.concatenate([spec[n][1].reshape(-1, T) for n in names])
    r = ratio(w, num, den)
    out, k = {}, 0
    for n, shape in zip(names, shapes, strict=True):
        size = int(np.prod(shape))
        out[n] = r[:, k:k + size].reshape((w.shape[0], *shape))
        k += size
    if "rms_ig" in out:
        out["rms_ig"] = np.sqrt(out["rms_ig"])
    return out


def headline_kernel(prep: Prepared, w: np.ndarray) -> dict[str, np.ndarray]:
    """Headline metrics for every row of the theorem-weight matrix ``w`` -> ``(B, M)``."""
    return evaluate(headline_spec(prep), w)


def family_kernel(prep: Prepared, w: np.ndarray) -> np.ndarray:
    """Per-family accuracy ``(B, M, F)``."""
    return evaluate(family_spec(prep), w)["family_accuracy"]


def samples_kernel(prep: Prepared, w: np.ndarray) -> dict[str, np.ndarray]:
    return evaluate(samples_spec(prep), w)


@dataclass
class MetricsResult:
    """Everything ``metrics`` reports; ``to_dict`` is the JSON the other commands read.

    ``tests`` and ``agreement`` are computed on first use: they need scipy and
    statsmodels (about a second to import), which the point metrics and CIs do not.
    """

    meta: dict[str, Any]
    headline: pd.DataFrame   # model, metric, value, lo, hi
    counts: pd.DataFrame     # one row per model
    family: pd.DataFrame     # model, family, failure, lo, hi, n_items, n_answered
    samples: pd.DataFrame    # model, metric, value, lo, hi
    pairwise: pd.DataFrame
    ig: pd.DataFrame         # model, theorem_id, ig (complete theorems)
    family_counts: dict[str, Any] = field(default_factory=dict)
    prep: Prepared | None = field(default=None, repr=False)
    fam_point: np.ndarray | None = field(default=None, repr=False)  # (M, F) accuracy
    fam_boot: np.ndarray | None = field(default=None, repr=False)  # (B, M, F) accuracy
    alpha: float = 0.05

    @cached_property
    def tests(self) -> pd.DataFrame:
        """Per-theorem Cochran's Q / McNemar with Bonferroni (statsmodels)."""
        from forminv_lean.analysis.stats_tests import form_tests

        assert self.prep is not None
        return form_tests(self.prep, alpha=self.alpha)

    @cached_property
    def agreement(self) -> dict[str, Any]:
        """Fleiss' kappa, Kendall tau, Pareto front and ranking reversals across models."""
        from forminv_lean.analysis import agreement

        assert self.prep is not None
        scores = pd.DataFrame(self.fam_point, index=list(self.prep.models),
                              columns=list(self.prep.families))
        return {"fleiss_kappa": agreement.fleiss(self.prep),
                "kendall_tau": agreement.kendall_pairs(scores),
                "pareto": agreement.pareto(scores),
                "reversals": agreement.reversals(scores, self.fam_boot)}

    def wide(self) -> pd.DataFrame:
        """Models x (metric, value/lo/hi), for tables."""
        return self.headline.pivot(index="model", columns="metric",
                                   values=["value", "lo", "hi"])

    def value(self, model: str, metric: str) -> float:
        row = self.headline[(self.headline.model == model) & (self.headline.metric == metric)]
        return float(row["value"].iloc[0])

    def family_scores(self) -> pd.DataFrame:
        """Models x families accuracy (1 - failure): the input of NFB and agreement."""
        return 1 - self.family.pivot(index="model", columns="family", values="failure")[
            list(self.meta["families"])]

    def to_dict(self) -> dict[str, Any]:
        from forminv_lean.analysis.formatting import metrics_to_dict

        return metrics_to_dict(self)


def compute_metrics(table: pd.DataFrame, *, bootstrap: int = 1000, seed: int = 0,
                    level: float = 0.95, missing: str = "exclude",
                    alpha: float = 0.05, source: str = "results table") -> MetricsResult:
    """Validate a results table once, then compute the full metric suite.

    Args:
        table: results table (see :mod:`forminv_lean.analysis.table`).
        bootstrap: number of theorem resamples (0 disables CIs).
        seed: seed of the ``numpy.random.Generator`` used for resampling.
        level: confidence level of the percentile intervals.
        missing: ``"exclude"`` (default) or ``"wrong"`` (score missing answers as wrong).
        alpha: family-wise level of the Bonferroni-corrected per-theorem tests.
    """
    if bootstrap < 0:
        raise ForminvError(f"--bootstrap must be >= 0, got {bootstrap}")
    if not 0 < level < 1:
        raise ForminvError(f"confidence level must be in (0, 1), got {level}")
    prep = prepare(validate_table(table, source=source), missing=missing)
    rng = np.random.default_rng(seed)
    return _compute(prep, n_boot=bootstrap, rng=rng, level=level, alpha=alpha,
                    meta={"bootstrap": bootstrap, "seed": seed, "level": level,
                          "source": source})


def _long(models: tuple[str, ...], point: dict[str, np.ndarray],
          ci: dict[str, tuple[np.ndarray, np.ndarray]]) -> pd.DataFrame:
    rows = []
    for name, est in point.items():
        lo, hi = ci[name]
        for i, m in enumerate(models):
            rows.append({"model": m, "metric": name, "value": float(est[0, i]),
                         "lo": float(lo[i]), "hi": float(hi[i])})
    return pd.DataFrame(rows, columns=["model", "metric", "value", "lo", "hi"])


def _cis(boot: dict[str, np.ndarray], level: float) -> dict[str, tuple[np.ndarray, np.ndarray]]:
    """Percentile CIs of every statistic with one percentile call over all columns."""
    names = list(boot)
    B = next(iter(boot.values())).shape[0]
    flat = np.concatenate([boot[n].reshape(B, int(np.prod(boot[n].shape[1:])))
                           for n in names], axis=1)
    lo, hi = percentile_ci(flat, level=level)
    out, k = {}, 0
    for n in names:
        shape = boot[n].shape[1:]
        size = int(np.prod(shape))
        out[n] = (lo[k:k + size].reshape(shape), hi[k:k + size].reshape(shape))
        k += size
    return out


def _compute(prep: Prepared, *, n_boot: int, rng: np.random.Generator, level: float,
             alpha: float, meta: dict[str, Any]) -> MetricsResult:
    T = len(prep.theorems)
    spec = {**headline_spec(prep), **samples_spec(prep), **family_spec(prep)}
    point = evaluate(spec, np.ones((1, T)))
    boot = evaluate(spec, resample_counts(T, n_boot, rng))
    boot["family_failure"] = 1 - boot.pop("family_accuracy")
    ci = _cis(boot, level)
    headline = _long(prep.models, {k: point[k] for k in HEADLINE}, ci)
    samples = _long(prep.models, {k: point[k] for k in SAMPLE_METRICS}, ci)
    fam_point = point["family_accuracy"][0]
    fam_boot = 1 - boot["family_failure"]
    flo, fhi = ci["family_failure"]
    fam_items = prep.items.groupby(["model", "family"])
    n_items = fam_items.size()
    n_ans = fam_items["answered"].sum()
    frows = []
    for i, m in enumerate(prep.models):
        for j, f in enumerate(prep.families):
            frows.append({"model": m, "family": f, "failure": float(1 - fam_point[i, j]),
                          "lo": float(flo[i, j]), "hi": float(fhi[i, j]),
                          "n_items": int(n_items.get((m, f), 0)),
                          "n_answered": int(n_ans.get((m, f), 0))})
    family = pd.DataFrame(frows)

    return MetricsResult(
        meta={**meta, "missing": prep.missing, "models": list(prep.models),
              "families": list(prep.families), "n_theorems": T,
              "n_items": int(prep.items["item_id"].nunique()), "hi_ig_threshold": HI_IG},
        headline=headline, counts=_counts(prep), family=family, samples=samples,
        pairwise=_pairwise(prep.models, point, boot, level),
        ig=_ig_frame(prep), family_counts=_family_counts(prep), prep=prep, fam_point=fam_point,
        fam_boot=fam_boot,
        alpha=alpha)


def _counts(prep: Prepared) -> pd.DataFrame:
    it = prep.items
    g = it.groupby("model")
    df = pd.DataFrame({
        "n_items": g.size(),
        "n_answered": g["answered"].sum(),
        "n_false_items": g.apply(lambda d: int((d["ground_truth"] == "FALSE").sum()),
                                 include_groups=False),
    }).reindex(list(prep.models))
    df["n_missing"] = df["n_items"] - df["n_answered"]
    df["n_theorems"] = len(prep.theorems)
    df["n_theorems_complete"] = prep.complete.sum(axis=1)
    df["n_canonical_right"] = prep.canon_correct.sum(axis=1)
    df["max_samples"] = prep.max_samples
    df.index.name = "model"
    return df.reset_index()


def _pairwise(models: tuple[str, ...], point: dict[str, np.ndarray],
              boot: dict[str, np.ndarray], level: float) -> pd.DataFrame:
    """Paired differences (a - b) of accuracy and SCR with CIs and P(a > b)."""
    rows = []
    for (i, a), (j, b) in itertools.combinations(enumerate(models), 2):
        for metric in ("accuracy", "scr"):
            d = boot[metric][:, i] - boot[metric][:, j]
            lo, hi = percentile_ci(d[:, None], level=level)
            valid = d[~np.isnan(d)]
            rows.append({"model_a": a, "model_b": b, "metric": metric,
                         "diff": float(point[metric][0, i] - point[metric][0, j]),
                         "lo": float(lo[0]), "hi": float(hi[0]),
                         "p_a_better": float(np.mean(valid > 0)) if valid.size else np.nan})
    return pd.DataFrame(rows, columns=["model_a", "model_b", "metric", "diff", "lo", "hi",
                                       "p_a_better"])


def _ig_frame(prep: Prepared) -> pd.DataFrame:
    mi, ti = np.nonzero(prep.complete)
    return pd.DataFrame({"model": [prep.models[i] for i in mi],
                         "theorem_id": [prep.theorems[t] for t in ti],
                         "ig": prep.ig[mi, ti]})


def _family_counts(prep: Prepared) -> dict[str, Any]:
    """Per (model, family, theorem) answered / correct sums: enough for the selector to
    bootstrap any family mix without the raw answers."""
    return {"models": list(prep.models), "families": list(prep.families),
            "theorems": list(prep.theorems),
            "answered": prep.fam_answered.tolist(), "correct": prep.fam_correct.tolist()}


__all__ = ["HEADLINE", "HI_IG", "SAMPLE_METRICS", "SCHEMA", "MetricsResult", "Spec",
           "compute_metrics", "evaluate", "family_kernel", "family_spec", "headline_kernel",
           "headline_spec", "samples_kernel", "samples_spec"]
