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

Each metric is one entry of :mod:`forminv_lean.analysis.catalogue` (name, label, scale,
computation); this module only evaluates the catalogue and arranges the results.

Every number gets a percentile CI from the same theorem resamples (paired across models,
so differences between models have CIs too).
"""

from __future__ import annotations

import itertools
from dataclasses import dataclass
from functools import cached_property
from typing import TYPE_CHECKING, Any

import numpy as np

from forminv_lean.analysis.aggregate import Prepared, prepare
from forminv_lean.analysis.bootstrap import percentile_ci, ratio, resample_counts
from forminv_lean.analysis.catalogue import CATALOGUE, HEADLINE, HI_IG, METRICS, SAMPLE_METRICS
from forminv_lean.errors import ForminvError

if TYPE_CHECKING:
    import pandas as pd

SCHEMA = "forminv-lean.metrics/1"
#: Metrics whose paired differences between models are reported.
PAIRWISE: tuple[str, ...] = ("accuracy", "scr")
#: Per-model counts reported beside the metrics, in column order.
COUNT_COLUMNS: tuple[str, ...] = ("n_items", "n_answered", "n_false_items", "n_missing",
                                  "n_theorems", "n_theorems_complete", "n_canonical_right",
                                  "max_samples")


def ratios(prep: Prepared, names: tuple[str, ...], w: np.ndarray) -> dict[str, np.ndarray]:
    """The raw ratios (before any transform) of the catalogue metrics ``names`` for every
    row of the theorem-weight matrix ``w``, with one matrix product.

    Returns ``name -> (B, *shape)``; NaN where a denominator is 0.
    """
    sums = {n: METRICS[n].sums(prep) for n in names}
    shapes = [sums[n][0].shape[:-1] for n in names]
    T = w.shape[1]
    num = np.concatenate([sums[n][0].reshape(-1, T) for n in names])
    den = np.concatenate([sums[n][1].reshape(-1, T) for n in names])
    r = ratio(w, num, den)
    out, k = {}, 0
    for n, shape in zip(names, shapes, strict=True):
        size = int(np.prod(shape))
        out[n] = r[:, k:k + size].reshape((w.shape[0], *shape))
        k += size
    return out


def finish(raw: dict[str, np.ndarray]) -> dict[str, np.ndarray]:
    """Apply each metric's transform (e.g. the square root of RMS-IG) to its raw ratio."""
    out = {}
    for n, r in raw.items():
        t = METRICS[n].transform
        out[n] = r if t is None else t(r)
    return out


def headline_values(prep: Prepared, w: np.ndarray) -> dict[str, np.ndarray]:
    """Headline metrics for every row of the theorem-weight matrix ``w`` -> ``(B, M)``."""
    return finish(ratios(prep, HEADLINE, w))


@dataclass
class MetricsResult:
    """Everything ``metrics`` reports; ``to_dict`` is the JSON the other commands read.

    The arrays (``point``, ``ci``, ``boot``) are the result; the pandas views
    (``headline``, ``family``, ``counts``, ...) are built from them on first use, and
    ``tests`` and ``agreement`` are computed on first use. The terminal table reads only
    :attr:`test_rows` and :attr:`agreement_summary` (numpy); the full outputs also need
    pandas and, for Kendall's tau, scipy.
    """

    meta: dict[str, Any]
    prep: Prepared
    point: dict[str, np.ndarray]  # metric -> (1, M) or (1, M, F), transformed
    ci: dict[str, tuple[np.ndarray, np.ndarray]]  # metric -> (lo, hi), (M,) or (M, F)
    boot: dict[str, np.ndarray]  # metric -> (B, M) or (B, M, F), transformed
    fam_point: np.ndarray  # (M, F) accuracy
    fam_boot: np.ndarray  # (B, M, F) accuracy
    alpha: float = 0.05
    level: float = 0.95

    # -- plain values (no pandas) ---------------------------------------------------

    def metric_rows(self, names: tuple[str, ...]) -> list[dict[str, Any]]:
        """``{model, metric, value, lo, hi}`` per model and metric, metric-major."""
        rows = []
        for name in names:
            lo, hi = self.ci[name]
            for i, m in enumerate(self.prep.models):
                rows.append({"model": m, "metric": name,
                             "value": float(self.point[name][0, i]),
                             "lo": float(lo[i]), "hi": float(hi[i])})
        return rows

    @cached_property
    def count_rows(self) -> list[dict[str, Any]]:
        """Per model: items, answered, FALSE items, missing, theorems (complete), ..."""
        prep = self.prep
        M, Ni = len(prep.models), len(prep.item_ids)
        answered = prep.per["answered"].reshape(M, Ni).sum(axis=1)
        n_false = int((prep.per["ground_truth"][:Ni] == "FALSE").sum())
        complete = prep.complete.sum(axis=1)
        canon = prep.canon_correct.sum(axis=1)
        return [{"model": m, "n_items": Ni, "n_answered": int(answered[i]),
                 "n_false_items": n_false, "n_missing": Ni - int(answered[i]),
                 "n_theorems": len(prep.theorems),
                 "n_theorems_complete": int(complete[i]),
                 "n_canonical_right": int(canon[i]), "max_samples": int(prep.max_samples[i])}
                for i, m in enumerate(prep.models)]

    def family_rows(self) -> list[dict[str, Any]]:
        """Per model and family: failure with its CI, items and answered items."""
        prep = self.prep
        M, Ni = len(prep.models), len(prep.item_ids)
        fam = prep.per["family"][:Ni]
        answered = prep.per["answered"].reshape(M, Ni)
        flo, fhi = self.ci["family_failure"]
        rows = []
        for i, m in enumerate(prep.models):
            for j, f in enumerate(prep.families):
                mask = fam == f
                rows.append({"model": m, "family": f,
                             "failure": float(self.point["family_failure"][0, i, j]),
                             "lo": float(flo[i, j]), "hi": float(fhi[i, j]),
                             "n_items": int(mask.sum()),
                             "n_answered": int(answered[i][mask].sum())})
        return rows

    # -- pandas views -----------------------------------------------------------------

    @cached_property
    def headline(self) -> pd.DataFrame:
        """model, metric, value, lo, hi for the headline metrics."""
        return _frame(self.metric_rows(HEADLINE), ["model", "metric", "value", "lo", "hi"])

    @cached_property
    def samples(self) -> pd.DataFrame:
        """model, metric, value, lo, hi for the repeated-sample metrics."""
        return _frame(self.metric_rows(SAMPLE_METRICS),
                      ["model", "metric", "value", "lo", "hi"])

    @cached_property
    def counts(self) -> pd.DataFrame:
        """One row per model: :data:`COUNT_COLUMNS`."""
        return _frame(self.count_rows, ["model", *COUNT_COLUMNS])

    @cached_property
    def family(self) -> pd.DataFrame:
        """model, family, failure, lo, hi, n_items, n_answered."""
        return _frame(self.family_rows(), ["model", "family", "failure", "lo", "hi",
                                           "n_items", "n_answered"])

    @cached_property
    def pairwise(self) -> pd.DataFrame:
        """Paired differences (a - b) of accuracy and SCR with CIs and P(a > b)."""
        rows = []
        models = self.prep.models
        for (i, a), (j, b) in itertools.combinations(enumerate(models), 2):
            for metric in PAIRWISE:
                d = self.boot[metric][:, i] - self.boot[metric][:, j]
                lo, hi = percentile_ci(d[:, None], level=self.level)
                valid = d[~np.isnan(d)]
                rows.append({"model_a": a, "model_b": b, "metric": metric,
                             "diff": float(self.point[metric][0, i] - self.point[metric][0, j]),
                             "lo": float(lo[0]), "hi": float(hi[0]),
                             "p_a_better": float(np.mean(valid > 0)) if valid.size else np.nan})
        return _frame(rows, ["model_a", "model_b", "metric", "diff", "lo", "hi", "p_a_better"])

    @cached_property
    def ig(self) -> pd.DataFrame:
        """model, theorem_id, ig for every complete (model, theorem)."""
        prep = self.prep
        mi, ti = np.nonzero(prep.complete)
        return _frame({"model": [prep.models[i] for i in mi],
                       "theorem_id": [prep.theorems[t] for t in ti],
                       "ig": prep.ig[mi, ti]}, None)

    @cached_property
    def family_counts(self) -> dict[str, Any]:
        """Per (model, family, theorem) answered / correct sums: enough for the selector
        to bootstrap any family mix without the raw answers."""
        prep = self.prep
        return {"models": list(prep.models), "families": list(prep.families),
                "theorems": list(prep.theorems),
                "answered": prep.fam_answered.tolist(), "correct": prep.fam_correct.tolist()}

    @cached_property
    def tests(self) -> pd.DataFrame:
        """Per-theorem Cochran's Q / McNemar with Bonferroni (statsmodels)."""
        import pandas as pd

        from forminv_lean.analysis.stats_tests import TEST_COLUMNS

        return pd.DataFrame(self.test_rows, columns=list(TEST_COLUMNS))

    @cached_property
    def test_rows(self) -> list[dict[str, Any]]:
        """The per-theorem tests as plain rows (numpy only; :attr:`tests` is their frame)."""
        from forminv_lean.analysis.stats_tests import form_test_rows

        return form_test_rows(self.prep, alpha=self.alpha)

    @cached_property
    def agreement_summary(self) -> dict[str, Any]:
        """What the terminal table shows of :attr:`agreement`, without pandas or scipy:
        Fleiss' kappa, the Pareto front and the number of reversing model pairs."""
        from forminv_lean.analysis import agreement

        models, fams = list(self.prep.models), list(self.prep.families)
        return {"fleiss_kappa": agreement.fleiss(self.prep),
                "pareto": agreement.pareto_of(models, self.fam_point),
                "n_reversals": len(agreement.reversal_rows(models, fams, self.fam_point))}

    @cached_property
    def agreement(self) -> dict[str, Any]:
        """Fleiss' kappa, Kendall tau, Pareto front and ranking reversals across models."""
        import pandas as pd

        from forminv_lean.analysis import agreement

        scores = pd.DataFrame(self.fam_point, index=list(self.prep.models),
                              columns=list(self.prep.families))
        return {"fleiss_kappa": self.agreement_summary["fleiss_kappa"],
                "kendall_tau": agreement.kendall_pairs(scores),
                "pareto": self.agreement_summary["pareto"],
                "reversals": agreement.reversals(scores, self.fam_boot)}

    def wide(self) -> pd.DataFrame:
        """Models x (metric, value/lo/hi), for tables."""
        return self.headline.pivot(index="model", columns="metric",
                                   values=["value", "lo", "hi"])

    def value(self, model: str, metric: str) -> float:
        """The point estimate of one headline or sample metric for one model."""
        return float(self.point[metric][0, self.prep.models.index(model)])

    def family_scores(self) -> pd.DataFrame:
        """Models x families accuracy (1 - failure): the input of NFB and agreement."""
        return 1 - self.family.pivot(index="model", columns="family", values="failure")[
            list(self.meta["families"])]

    def to_dict(self) -> dict[str, Any]:
        """The JSON document of ``metrics --format json`` (see :data:`SCHEMA`)."""
        from forminv_lean.analysis.render import metrics_to_dict

        return metrics_to_dict(self)


def _frame(rows: Any, columns: list[str] | None) -> pd.DataFrame:
    import pandas as pd

    return pd.DataFrame(rows, columns=columns)


def compute_metrics(table: Any, *, bootstrap: int = 1000, seed: int = 0,
                    level: float = 0.95, missing: str = "exclude",
                    alpha: float = 0.05, source: str = "results table",
                    notes: list[str] | None = None) -> MetricsResult:
    """Validate a results table once, then compute the full metric suite.

    Args:
        table: results table (see :mod:`forminv_lean.analysis.table`): a pandas frame,
            or the checked plain columns of :func:`~forminv_lean.analysis.plain.read_plain`
            (then no pandas is imported until a pandas view is asked for).
        bootstrap: number of theorem resamples (0 disables CIs).
        seed: seed of the ``numpy.random.Generator`` used for resampling.
        level: confidence level of the percentile intervals.
        missing: ``"exclude"`` (default) or ``"wrong"`` (score missing answers as wrong).
        alpha: family-wise level of the Bonferroni-corrected per-theorem tests.
        notes: what loading did or could not check (duplicates resolved, items the
            answers miss), printed with every output.
    """
    from forminv_lean.analysis.plain import Columns

    if bootstrap < 0:
        raise ForminvError(f"--bootstrap must be >= 0, got {bootstrap}")
    if not 0 < level < 1:
        raise ForminvError(f"confidence level must be in (0, 1), got {level}")
    if not isinstance(table, Columns):
        from forminv_lean.analysis.table import validate_table

        table = validate_table(table, source=source)
    prep = prepare(table, missing=missing)
    # numpy.random is imported only when there is something to resample
    rng = np.random.default_rng(seed) if bootstrap else None
    return _compute(prep, n_boot=bootstrap, rng=rng, level=level, alpha=alpha,
                    meta={"bootstrap": bootstrap, "seed": seed, "level": level,
                          "source": source, "notes": list(notes or [])})


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


def _compute(prep: Prepared, *, n_boot: int, rng: np.random.Generator | None, level: float,
             alpha: float, meta: dict[str, Any]) -> MetricsResult:
    T = len(prep.theorems)
    names = tuple(m.name for m in CATALOGUE)
    raw_point = ratios(prep, names, np.ones((1, T)))
    weights = resample_counts(T, n_boot, rng) if rng is not None else np.zeros((0, T))
    raw_boot = ratios(prep, names, weights)
    point, boot = finish(raw_point), finish(raw_boot)
    return MetricsResult(
        meta={**meta, "missing": prep.missing, "models": list(prep.models),
              "families": list(prep.families), "n_theorems": T,
              "n_items": len(prep.item_ids), "hi_ig_threshold": HI_IG},
        prep=prep, point=point, ci=_cis(boot, level), boot=boot,
        fam_point=raw_point["family_failure"][0], fam_boot=1 - boot["family_failure"],
        alpha=alpha, level=level)


__all__ = ["COUNT_COLUMNS", "HEADLINE", "HI_IG", "PAIRWISE", "SAMPLE_METRICS", "SCHEMA",
           "MetricsResult", "compute_metrics", "finish", "headline_values", "ratios"]
