"""Which model to use for a given kind of wording? Expected failure on chosen families.

For the families a user cares about (e.g. ``unpack`` and ``order``), a model's expected
failure rate is the mean of its per-family failure rates (each family weighted equally,
as if the next question were equally likely to come from any of them; ``weighting="item"``
pools the items instead). The CI comes from resampling theorems, using the per
(model, family, theorem) counts that ``metrics --format json`` stores, so the selector
needs no raw answers.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

import numpy as np
import pandas as pd

from forminv_lean.analysis.bootstrap import percentile_ci, ratio, resample_counts
from forminv_lean.errors import ForminvError, InputError

WEIGHTINGS = ("family", "item")


@dataclass(frozen=True)
class FamilyCounts:
    """Per (model, family, theorem) answered counts and correct sums."""

    models: list[str]
    families: list[str]
    theorems: list[str]
    answered: np.ndarray
    correct: np.ndarray

    @classmethod
    def from_metrics(cls, data: dict[str, Any], *, path: str) -> FamilyCounts:
        fc = data.get("family_theorem_counts") if isinstance(data, dict) else None
        if not isinstance(fc, dict):
            raise InputError("missing (is this a `metrics --format json` file?)", path=path,
                             field="family_theorem_counts")
        try:
            models, fams, ths = list(fc["models"]), list(fc["families"]), list(fc["theorems"])
            ans = np.asarray(fc["answered"], dtype=float)
            cor = np.asarray(fc["correct"], dtype=float)
        except (KeyError, TypeError, ValueError) as exc:
            raise InputError(f"malformed ({exc})", path=path,
                             field="family_theorem_counts") from None
        shape = (len(models), len(fams), len(ths))
        if ans.shape != shape or cor.shape != shape:
            raise InputError(f"arrays must have shape {shape}", path=path,
                             field="family_theorem_counts")
        return cls(models, fams, ths, ans, cor)


def select(counts: FamilyCounts, families: list[str], *, top_k: int | None = None,
           n_boot: int = 2000, seed: int = 0, level: float = 0.95,
           weighting: str = "family") -> pd.DataFrame:
    """Rank models by expected failure on ``families`` (lowest first), with CIs."""
    if not families:
        raise ForminvError("--families: name at least one family")
    unknown = [f for f in families if f not in counts.families]
    if unknown:
        raise ForminvError(f"--families: unknown family '{unknown[0]}'; valid: "
                           + ", ".join(counts.families))
    if weighting not in WEIGHTINGS:
        raise ForminvError(f"unknown weighting '{weighting}'; valid: {', '.join(WEIGHTINGS)}")
    if top_k is not None and top_k < 1:
        raise ForminvError(f"--top-k must be >= 1, got {top_k}")
    idx = [counts.families.index(f) for f in dict.fromkeys(families)]
    rng = np.random.default_rng(seed)
    w = np.vstack([np.ones((1, len(counts.theorems))),
                   resample_counts(len(counts.theorems), n_boot, rng)])
    fail = _kernel(counts.answered[:, idx, :], counts.correct[:, idx, :], w, weighting)
    lo, hi = percentile_ci(fail[1:], level=level)
    df = pd.DataFrame({"model": counts.models, "expected_failure": fail[0], "lo": lo,
                       "hi": hi,
                       "n_items": counts.answered[:, idx, :].sum(axis=(1, 2)).astype(int)})
    df = df.sort_values(["expected_failure", "model"], na_position="last",
                        kind="stable").reset_index(drop=True)
    df.insert(0, "rank", np.arange(1, len(df) + 1))
    return df.head(top_k) if top_k else df


def _kernel(ans: np.ndarray, cor: np.ndarray, w: np.ndarray, weighting: str) -> np.ndarray:
    """Expected failure ``(B, M)`` for theorem weights ``w``; trusts its inputs."""
    if weighting == "item":
        return 1 - ratio(w, cor.sum(axis=1), ans.sum(axis=1))
    per_family = 1 - ratio(w, cor, ans)  # (B, M, F)
    return per_family.mean(axis=2)  # NaN if a family has no answers in the resample


__all__ = ["WEIGHTINGS", "FamilyCounts", "select"]
