"""No-Free-Benchmark check: can some weighting of the families produce a given ranking?

A benchmark's score for model ``m`` under family weights ``w`` (on the simplex) is
``w . S[m]``, ``S`` the per-family accuracy. A target ranking ``m1 > m2 > ... > mk`` is
realisable iff there is ``w`` with ``w . (S[m_i] - S[m_i+1]) > 0`` for every consecutive
pair. The linear program (scipy ``linprog``, HiGHS)

    maximise t  subject to  w . (S[m_i] - S[m_i+1]) >= t,  sum(w) = 1,  w >= 0

gives the largest achievable margin ``t*``: realisable iff ``t* > 0``. When ``t* <= 0``
the LP's dual is the proof that no weighting works: multipliers ``lambda >= 0`` summing
to 1 over the pairs with ``sum_i lambda_i (S[m_i] - S[m_i+1])_f <= t* <= 0`` on every
family ``f``, so any ``w`` gives a non-positive weighted sum of the pair gaps, and at
least one gap is not positive. The certificate is checked numerically before it is
returned.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

import numpy as np
import pandas as pd
from scipy.optimize import linprog

from forminv_lean.errors import ForminvError

TOL = 1e-9


@dataclass
class NFBResult:
    """Whether a target ranking of models is realisable by some family weighting, and the proof.

    The weights reaching the largest margin when it is; otherwise the LP's dual multipliers,
    which certify that no weighting works.
    """
    target: list[str]
    families: list[str]
    realisable: bool
    margin: float
    weights: dict[str, float]
    certificate: dict[str, Any] | None  # dual multipliers when not realisable

    def to_dict(self) -> dict[str, Any]:
        from forminv_lean.analysis.render import jsonable

        return jsonable({"target": self.target, "families": self.families,
                         "realisable": self.realisable, "margin": self.margin,
                         "weights": self.weights, "certificate": self.certificate})


def parse_target(text: str, models: list[str]) -> list[str]:
    """``"m1>m2>m3"`` -> list, checking every name is a known model and none repeats."""
    names = [t.strip() for t in str(text).split(">")]
    if len(names) < 2 or any(not n for n in names):
        raise ForminvError(f"--target: expected a ranking like 'm1>m2>m3', got '{text}'")
    for n in names:
        if n not in models:
            import difflib

            near = difflib.get_close_matches(n, models, n=1)
            hint = f" (did you mean '{near[0]}'?)" if near else ""
            raise ForminvError(f"--target: unknown model '{n}'{hint}; valid: "
                               + ", ".join(models))
    if len(set(names)) != len(names):
        raise ForminvError(f"--target: a model appears twice in '{text}'")
    return names


def _check_scores(scores: pd.DataFrame) -> pd.DataFrame:
    if scores.empty or scores.shape[1] < 1:
        raise ForminvError("no per-family scores to weight")
    s = scores.astype(float)
    bad = s.columns[s.isna().any()]
    if len(bad):
        raise ForminvError(f"family '{bad[0]}' has no score for some model; drop it with "
                           "--families")
    return s


def realise(scores: pd.DataFrame, target: list[str]) -> NFBResult:
    """Maximise the margin of ``target`` over family weights (``scores``: models x families)."""
    s = _check_scores(scores)
    missing = [m for m in target if m not in s.index]
    if missing:
        raise ForminvError(f"unknown model '{missing[0]}'; valid: {', '.join(s.index)}")
    gaps = np.array([s.loc[a].to_numpy() - s.loc[b].to_numpy()
                     for a, b in zip(target, target[1:], strict=False)])
    return _solve(gaps, list(s.columns), target)


def _solve(gaps: np.ndarray, families: list[str], target: list[str]) -> NFBResult:
    """The LP kernel; trusts its inputs. ``gaps``: pairs x families."""
    k, F = gaps.shape
    c = np.zeros(F + 1)
    c[-1] = -1.0  # maximise t
    a_ub = np.hstack([-gaps, np.ones((k, 1))])  # t - gap.w <= 0
    a_eq = np.hstack([np.ones((1, F)), np.zeros((1, 1))])
    bounds = [(0, None)] * F + [(-2.0, 2.0)]
    res = linprog(c, A_ub=a_ub, b_ub=np.zeros(k), A_eq=a_eq, b_eq=[1.0], bounds=bounds,
                  method="highs")
    if res.status != 0:
        raise ForminvError(f"linear program failed: {res.message}")
    w, t = res.x[:F], float(res.x[-1])
    weights = {f: float(max(v, 0.0)) for f, v in zip(families, w, strict=True)}
    if t > TOL:
        return NFBResult(target, families, True, t, weights, None)
    lam = np.clip(-np.asarray(res.ineqlin.marginals), 0, None)
    lam = lam / lam.sum() if lam.sum() > 0 else np.full(k, 1 / k)
    combo = lam @ gaps
    if combo.max() > t + 1e-7:  # the dual must bound every family's combined gap
        raise ForminvError("internal error: infeasibility certificate failed to verify")
    pairs = [f"{a}>{b}" for a, b in zip(target, target[1:], strict=False)]
    cert = {"multipliers": dict(zip(pairs, lam.tolist(), strict=True)),
            "combined_gap": dict(zip(families, combo.tolist(), strict=True)),
            "max_combined_gap": float(combo.max()),
            "explanation": "a convex combination of the pair constraints whose weighted "
                           "gap is <= 0 on every family: no weighting makes every pair "
                           "strictly positive"}
    return NFBResult(target, families, False, t, weights, cert)


def possible_winners(scores: pd.DataFrame) -> pd.DataFrame:
    """For each model: can some weighting rank it strictly first, with what margin/weights."""
    s = _check_scores(scores)
    rows = []
    for m in s.index:
        others = [o for o in s.index if o != m]
        if not others:
            rows.append({"model": m, "can_be_first": True, "margin": np.nan, "weights": {}})
            continue
        gaps = np.array([s.loc[m].to_numpy() - s.loc[o].to_numpy() for o in others])
        r = _solve(gaps, list(s.columns), [m, *others])
        rows.append({"model": m, "can_be_first": r.realisable, "margin": r.margin,
                     "weights": r.weights if r.realisable else {}})
    return pd.DataFrame(rows, columns=["model", "can_be_first", "margin", "weights"])


def scores_from_metrics(data: dict[str, Any], *, path: str,
                        families: list[str] | None = None) -> pd.DataFrame:
    """Per-family accuracy (1 - failure) from a ``metrics --format json`` file."""
    from forminv_lean.errors import InputError

    pf = data.get("per_family") if isinstance(data, dict) else None
    if not isinstance(pf, dict) or not pf:
        raise InputError("missing or empty (is this a `metrics --format json` file?)",
                         path=path, field="per_family")
    rows = {}
    for m, fams in pf.items():
        try:
            rows[m] = {f: (np.nan if v["failure"] is None else 1 - float(v["failure"]))
                       for f, v in fams.items()}
        except (TypeError, KeyError, ValueError, AttributeError):
            raise InputError("expected {family: {failure: number}}", path=path,
                             field=f"per_family.{m}") from None
    df = pd.DataFrame.from_dict(rows, orient="index")
    if families:
        unknown = [f for f in families if f not in df.columns]
        if unknown:
            raise ForminvError(f"--families: unknown family '{unknown[0]}'; valid: "
                               + ", ".join(df.columns))
        df = df[families]
    return df


__all__ = ["NFBResult", "parse_target", "possible_winners", "realise", "scores_from_metrics"]
