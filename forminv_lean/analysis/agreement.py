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

import numpy as np
import pandas as pd
from scipy.stats import kendalltau
from statsmodels.stats.inter_rater import aggregate_raters, fleiss_kappa

from forminv_lean.analysis.aggregate import Prepared


def fleiss(prep: Prepared) -> dict[str, object]:
    """Fleiss' kappa overall and per family, with the number of items it rests on."""
    wide = prep.items.pivot(index="item_id", columns="model", values="c")
    silent = [m for m in wide.columns if wide[m].isna().all()]
    wide = wide.drop(columns=silent)  # a model with no answer at all would void every item
    fam = prep.items.drop_duplicates("item_id").set_index("item_id")["family"]
    out: dict[str, object] = {"overall": _kappa(wide), "models_without_answers": silent}
    out["per_family"] = {f: _kappa(wide[fam.reindex(wide.index) == f])
                         for f in prep.families}
    return out


def _kappa(wide: pd.DataFrame) -> dict[str, object]:
    full = wide.dropna()
    n_items, n_raters = full.shape
    res: dict[str, object] = {"kappa": math.nan, "n_items": int(n_items),
                              "n_models": int(n_raters), "note": ""}
    if n_raters < 2:
        res["note"] = "needs at least two models"
    elif n_items < 1:
        res["note"] = "no item answered by every model"
    else:
        counts, _ = aggregate_raters(full.to_numpy(dtype=int), n_cat=2)
        p = counts.sum(axis=0) / counts.sum()
        if (p == 0).any():
            res["note"] = "every answer in one category (kappa undefined)"
        else:
            res["kappa"] = float(fleiss_kappa(counts, method="fleiss"))
    return res


def kendall_pairs(scores: pd.DataFrame) -> pd.DataFrame:
    """Kendall's tau-b between the model rankings of every pair of families.

    ``scores`` is models x families (accuracy); models with a NaN in either column are
    dropped for that pair.
    """
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
    models = list(scores.index)
    s = scores.to_numpy(dtype=float)
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
    models, fams = list(scores.index), list(scores.columns)
    s = scores.to_numpy(dtype=float)
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
    cols = ["model_a", "model_b", "a_better_on", "b_better_on", "family_f", "family_g",
            "gap_f", "gap_g", "margin", "support"]
    df = pd.DataFrame(rows, columns=cols)
    return df.sort_values(["margin", "model_a", "model_b"], ascending=[False, True, True],
                          kind="stable").reset_index(drop=True)


__all__ = ["fleiss", "kendall_pairs", "pareto", "reversals"]
