"""Across models: agreement, rank correlation, dominance and ranking reversals.

* Fleiss' kappa treats items as subjects and models as raters of right/wrong (``c``), over
  items every model answered; right/wrong rather than TRUE/FALSE so numeric answers
  (MathCheck) work too.
* Kendall's tau-b (scipy) between the model rankings induced by every pair of families.
* Pareto dominance on per-family accuracy: A dominates B when A is at least as accurate
  on every family and strictly more on one.
* Ranking reversals, the paper's Proposition 2 condition: A beats B on family f while B
  beats A on family g, so some family weighting ranks A first and another ranks B first.
"""

from __future__ import annotations

import itertools
import math
from typing import TYPE_CHECKING, Any

import numpy as np

from forminv_lean.analysis.aggregate import Prepared

if TYPE_CHECKING:
    import pandas as pd

#: Columns of :func:`reversals`.
REVERSAL_COLUMNS = ["model_a", "model_b", "a_better_on", "b_better_on", "family_f",
                    "family_g", "gap_f", "gap_g", "margin", "support"]


def fleiss(prep: Prepared) -> dict[str, object]:
    """Fleiss' kappa overall and per family, with the number of items it rests on
    (numpy only: the per-item category counts are two sums)."""
    M, Ni = len(prep.models), len(prep.item_ids)
    c = np.asarray(prep.per["c"], dtype=float).reshape(M, Ni).T  # items x models
    silent_mask = np.isnan(c).all(axis=0) if Ni else np.ones(M, dtype=bool)
    silent = [m for m, s in zip(prep.models, silent_mask, strict=True) if s]
    c = c[:, ~silent_mask]  # a model with no answer at all would void every item
    fam = prep.per["family"][:Ni]
    out: dict[str, object] = {"overall": _kappa(c), "models_without_answers": silent}
    out["per_family"] = {f: _kappa(c[fam == f]) for f in prep.families}
    return out


def _kappa(wide: np.ndarray) -> dict[str, object]:
    full = wide[~np.isnan(wide).any(axis=1)] if wide.size else wide
    n_items, n_raters = full.shape
    res: dict[str, object] = {"kappa": math.nan, "n_items": int(n_items),
                              "n_models": int(n_raters), "note": ""}
    if n_raters < 2:
        res["note"] = "needs at least two models"
    elif n_items < 1:
        res["note"] = "no item answered by every model"
    else:
        right = full.sum(axis=1)
        counts = np.stack([n_raters - right, right], axis=1)  # items x (wrong, right)
        p = counts.sum(axis=0) / counts.sum()
        if (p == 0).any():
            res["note"] = "every answer in one category (kappa undefined)"
        else:
            p_item = ((counts ** 2).sum(axis=1) - n_raters) / (n_raters * (n_raters - 1))
            p_exp = float((p ** 2).sum())
            res["kappa"] = float((p_item.mean() - p_exp) / (1 - p_exp))
    return res


def kendall_pairs(scores: pd.DataFrame) -> pd.DataFrame:
    """Kendall's tau-b between the model rankings of every pair of families.

    ``scores`` is models x families (accuracy); models with a NaN in either column are
    dropped for that pair. (scipy, imported here: only the full outputs show tau.)
    """
    import pandas as pd
    from scipy.stats import kendalltau

    rows = []
    for f, g in itertools.combinations(scores.columns, 2):
        pair = scores[[f, g]].dropna()
        tau = p = math.nan
        if len(pair) >= 2 and pair[f].nunique() > 1 and pair[g].nunique() > 1:
            res = kendalltau(pair[f], pair[g])
            tau, p = float(res.statistic), float(res.pvalue)
        rows.append({"family_a": f, "family_b": g, "tau": tau, "p_value": p,
                     "n_models": len(pair)})
    return pd.DataFrame(rows, columns=["family_a", "family_b", "tau", "p_value", "n_models"])


def pareto(scores: pd.DataFrame) -> dict[str, object]:
    """Dominance pairs and the Pareto front (models no other model dominates)."""
    return pareto_of(list(scores.index), scores.to_numpy(dtype=float))


def pareto_of(models: list[str], s: np.ndarray) -> dict[str, object]:
    """:func:`pareto` of a models x families accuracy array."""
    pairs = []
    for a, b in itertools.permutations(range(len(models)), 2):
        ok = ~np.isnan(s[a]) & ~np.isnan(s[b])
        if ok.any() and (s[a][ok] >= s[b][ok]).all() and (s[a][ok] > s[b][ok]).any():
            pairs.append({"dominant": models[a], "dominated": models[b]})
    dominated = {p["dominated"] for p in pairs}
    return {"front": [m for m in models if m not in dominated], "dominance": pairs}


def reversals(scores: pd.DataFrame, boot_scores: np.ndarray | None = None) -> pd.DataFrame:
    """Model pairs whose order flips between families, strongest family pair first.

    ``boot_scores`` (B x models x families, same order as ``scores``) adds ``support``:
    the share of bootstrap resamples in which the strongest reversal still holds.
    """
    import pandas as pd

    rows = reversal_rows(list(scores.index), list(scores.columns),
                         scores.to_numpy(dtype=float), boot_scores)
    df = pd.DataFrame(rows, columns=REVERSAL_COLUMNS)
    return df.sort_values(["margin", "model_a", "model_b"], ascending=[False, True, True],
                          kind="stable").reset_index(drop=True)


def reversal_rows(models: list[str], fams: list[str], s: np.ndarray,
                  boot_scores: np.ndarray | None = None) -> list[dict[str, Any]]:
    """The rows of :func:`reversals` (unsorted) from a models x families array."""
    rows = []
    for i, j in itertools.combinations(range(len(models)), 2):
        d = s[i] - s[j]
        a_wins = [k for k in range(len(fams)) if d[k] > 0]
        b_wins = [k for k in range(len(fams)) if d[k] < 0]
        if not a_wins or not b_wins:
            continue
        f = max(a_wins, key=lambda k: d[k])
        g = min(b_wins, key=lambda k: d[k])
        support = math.nan
        if boot_scores is not None and boot_scores.shape[0]:
            bd = boot_scores[:, i, :] - boot_scores[:, j, :]
            support = float(np.mean((bd[:, f] > 0) & (bd[:, g] < 0)))
        rows.append({"model_a": models[i], "model_b": models[j],
                     "a_better_on": [fams[k] for k in a_wins],
                     "b_better_on": [fams[k] for k in b_wins],
                     "family_f": fams[f], "family_g": fams[g],
                     "gap_f": float(d[f]), "gap_g": float(-d[g]),
                     "margin": float(min(d[f], -d[g])), "support": support})
    return rows


__all__ = ["REVERSAL_COLUMNS", "fleiss", "kendall_pairs", "pareto", "pareto_of",
           "reversal_rows", "reversals"]
