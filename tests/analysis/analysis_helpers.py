"""Hand-made results tables for the analysis tests.

A module of its own (not conftest): `from conftest import ...` picks whichever test
folder's conftest Python imported first, so it breaks when tests/evaluate is collected too.
"""

from __future__ import annotations

from collections.abc import Mapping

import pandas as pd

from forminv_lean.analysis.table import frame

FLIP = {"TRUE": "FALSE", "FALSE": "TRUE"}


def answers(model: str, theorem: str, forms: Mapping[str, bool | None], *, gt: str = "TRUE",
            sample: int = 0, prefix: str = "") -> list[dict]:
    """Rows for one model on one theorem: ``{family: right?}``; None = unanswered."""
    out = []
    for fam, ok in forms.items():
        verdict = None if ok is None else (gt if ok else FLIP[gt])
        out.append({"model": model, "item_id": f"{prefix}{theorem}_{fam}",
                    "theorem_id": theorem, "family": fam, "domain": "algebra",
                    "ground_truth": gt, "verdict": verdict,
                    "correct": None if ok is None else ok, "sample": sample})
    return out


def table(*groups: list[dict]) -> pd.DataFrame:
    return frame([r for g in groups for r in g])
