"""The results table: one row per (model, item, sample), the input of every analysis.

Every source (the project's ``responses.jsonl`` + ``dataset.jsonl``, the paper's recorded
JSON files, a CSV export of this table) is turned into the same pandas frame, so the
metrics, the audit and the report never care where answers came from.

Missing answers stay explicit: ``verdict`` and ``correct`` are NA (never ``False``), and
a (model, item) pair with no response at all gets a row with ``error="no response"``.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

import pandas as pd

from forminv_lean.analysis.aggregate import CANONICAL
from forminv_lean.analysis.plain import COLUMNS, EXTRA_COLUMNS
from forminv_lean.errors import InputError
from forminv_lean.records import Response


@dataclass(frozen=True)
class ItemInfo:
    """What the analysis needs to know about an item (a subset of :class:`Item`)."""

    id: str
    theorem_id: str
    family: str
    ground_truth: str
    domain: str = ""
    status: str | None = None
    counterexample: str | None = None
    question: str | None = None  # the wording (the report shows it beside its canonical)


def _row(model: str, info: ItemInfo, *, verdict: str | None, correct: bool | None,
         sample: int, error: str | None) -> dict[str, Any]:
    return {"model": model, "item_id": info.id, "theorem_id": info.theorem_id,
            "family": info.family, "domain": info.domain, "ground_truth": info.ground_truth,
            "verdict": verdict, "correct": correct, "sample": sample,
            "status": info.status, "counterexample": info.counterexample, "error": error}


def results_table(responses: Iterable[Response], items: Sequence[ItemInfo], *,
                  source: str = "responses", pad_samples: bool = True) -> pd.DataFrame:
    """Join responses with items; fill every unanswered (model, item, sample) with NA.

    ``correct`` is ``verdict == ground_truth`` when there is a verdict and NA otherwise.
    A response naming an item that is not in ``items`` is an :class:`InputError`.
    With ``pad_samples=False`` (duplicate answers kept as samples) only an item with no
    response at all gets a "no response" row: items answered once are not padded to the
    number of samples another item happens to have.
    """
    by_id = {it.id: it for it in items}
    rows: list[dict[str, Any]] = []
    seen: set[tuple[str, str, int]] = set()
    samples: dict[str, set[int]] = {}
    for r in responses:
        info = by_id.get(r.item_id)
        if info is None:
            raise InputError(f"unknown item '{r.item_id}' (not in the dataset)",
                             path=source, field="item_id")
        key = (r.model, r.item_id, r.sample)
        if key in seen:
            raise InputError(f"duplicate response for model '{r.model}', item '{r.item_id}', "
                             f"sample {r.sample}", path=source)
        seen.add(key)
        samples.setdefault(r.model, set()).add(r.sample)
        correct = None if r.verdict is None else r.verdict == info.ground_truth
        rows.append(_row(r.model, info, verdict=r.verdict, correct=correct, sample=r.sample,
                         error=r.error if r.verdict is None else None))
    for model, used in samples.items():
        for info in items:
            for s in sorted(used) if pad_samples else [0]:
                if not pad_samples and any((model, info.id, k) in seen for k in used):
                    break
                if (model, info.id, s) not in seen:
                    rows.append(_row(model, info, verdict=None, correct=None, sample=s,
                                     error="no response"))
    return frame(rows)


def frame(rows: Sequence[Mapping[str, Any]] | pd.DataFrame) -> pd.DataFrame:
    """Build a table with the canonical columns, dtypes and row order from raw rows."""
    df = pd.DataFrame(rows) if not isinstance(rows, pd.DataFrame) else rows.copy()
    for col in COLUMNS + EXTRA_COLUMNS:
        if col not in df.columns:
            df[col] = None
    df = df[list(COLUMNS + EXTRA_COLUMNS)]
    for col in ("model", "item_id", "theorem_id", "family", "domain", "ground_truth"):
        df[col] = df[col].fillna("").astype(str)
    for col in ("verdict",) + EXTRA_COLUMNS:
        df[col] = df[col].astype(object).where(df[col].notna(), None)
    df["correct"] = df["correct"].astype("boolean")
    df["sample"] = df["sample"].fillna(0).astype(int)
    df = df.sort_values(["model", "theorem_id", "item_id", "sample"], kind="stable")
    return df.reset_index(drop=True)


def validate_table(table: pd.DataFrame, *, source: str = "results table") -> pd.DataFrame:
    """Check a results table once (columns, duplicates, per-item consistency).

    Returns the table in canonical form; raises :class:`InputError` naming the problem.
    """
    if not isinstance(table, pd.DataFrame):
        raise InputError(f"expected a pandas DataFrame, got {type(table).__name__}",
                         path=source)
    missing = [c for c in COLUMNS if c not in table.columns]
    if missing:
        raise InputError(f"missing column(s): {', '.join(missing)}", path=source)
    if table.empty:
        raise InputError("no rows (no responses to analyse)", path=source)
    df = frame(table)
    dup = df.duplicated(["model", "item_id", "sample"])
    if dup.any():
        r = df[dup].iloc[0]
        raise InputError(f"duplicate row for model '{r.model}', item '{r.item_id}', "
                         f"sample {r['sample']}", path=source)
    for col in ("theorem_id", "family", "ground_truth"):
        n = df.groupby("item_id")[col].nunique()
        bad = n[n > 1]
        if len(bad):
            raise InputError(f"item '{bad.index[0]}' has more than one {col}", path=source)
    for col in ("model", "item_id", "theorem_id", "family"):
        if (df[col] == "").any():
            raise InputError("empty value", path=source, field=col)
    return df


__all__ = ["CANONICAL", "COLUMNS", "EXTRA_COLUMNS", "ItemInfo", "frame", "results_table",
           "validate_table"]
