"""Per-item and per-(model, theorem) aggregates, computed once and reused everywhere.

Every headline metric is a ratio of two sums over theorems, so once these arrays exist
the point estimate and all bootstrap replicates are matrix products (see
:mod:`forminv_lean.analysis.metrics`). Conventions fixed here:

* **Samples.** A (model, item) pair's *score* ``s`` is the share of its answered samples
  that are correct; it is *right* (``c = 1``) when ``s > 0.5`` (a strict majority; with
  one sample ``c = s``). Item-level rates (accuracy, family failure, TRUE-bias) average
  ``s``; theorem-level ones (SCR, IG, CIR) use ``c``.
* **Missing answers** (``missing="exclude"``, the default): an item with no answered
  sample is left out of item-level rates; a theorem enters SCR/IG/CIR for a model only
  when the model answered *every* form of it (complete case). Coverage is reported beside.
  ``missing="wrong"`` instead scores an unanswered sample as a wrong (and not-TRUE) answer.
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np
import pandas as pd

from forminv_lean.analysis.table import CANONICAL
from forminv_lean.errors import ForminvError

MISSING_POLICIES: tuple[str, ...] = ("exclude", "wrong")


@dataclass(frozen=True)
class Prepared:
    """Aggregates of one results table; arrays are indexed [model, theorem] or
    [model, family, theorem] in the order of ``models``/``families``/``theorems``."""

    models: tuple[str, ...]
    theorems: tuple[str, ...]
    families: tuple[str, ...]
    missing: str
    items: pd.DataFrame        # one row per (model, item): s, c, n_rows, n_ans, ...
    n_forms: np.ndarray        # [T] items per theorem
    rows_total: np.ndarray     # answers expected (samples)
    rows_answered: np.ndarray  # answers present
    items_answered: np.ndarray
    correct_sum: np.ndarray    # sum of s over answered items
    false_answered: np.ndarray  # answered items whose ground truth is FALSE
    false_true: np.ndarray     # sum over those of the share of samples answered TRUE
    complete: np.ndarray       # bool: every form answered
    all_correct: np.ndarray    # bool: complete and every form right
    ig: np.ndarray             # sqrt(p(1-p)), p = share of forms right (complete only)
    has_canonical: np.ndarray  # bool: complete and a canonical form exists
    canon_correct: np.ndarray  # bool: complete, canonical form(s) right
    flip: np.ndarray           # bool: some paraphrase not right (majority)
    flip_systematic: np.ndarray  # some paraphrase wrong in most samples (s < 0.5)
    flip_any: np.ndarray       # some paraphrase wrong in at least one sample (s < 1)
    canon_fail: np.ndarray     # 1 - s of the canonical form (sampling baseline)
    canon_var: np.ndarray      # s(1-s) of the canonical form
    fam_answered: np.ndarray   # [M, F, T]
    fam_correct: np.ndarray    # [M, F, T] sum of s
    max_samples: np.ndarray    # [M] largest number of samples of one item


def prepare(table: pd.DataFrame, *, missing: str = "exclude") -> Prepared:
    """Validate ``missing`` and aggregate a (validated) results table."""
    if missing not in MISSING_POLICIES:
        raise ForminvError(f"unknown missing-answer policy '{missing}'; valid: "
                           + ", ".join(MISSING_POLICIES))
    return _prepare(table, missing)


def _item_frame(table: pd.DataFrame, missing: str) -> pd.DataFrame:
    df = table
    answered = df["correct"].notna().to_numpy()
    correct = df["correct"].fillna(False).to_numpy(dtype=bool)
    said_true = (df["verdict"] == "TRUE").fillna(False).to_numpy(dtype=bool) & answered
    real = answered.astype(int)  # coverage always counts real answers
    if missing == "wrong":
        answered = np.ones_like(answered)
    agg = pd.DataFrame({"model": df["model"].to_numpy(), "item_id": df["item_id"].to_numpy(),
                        "n_rows": 1, "n_real": real, "n_ans": answered.astype(int),
                        "n_cor": correct.astype(int), "n_true": said_true.astype(int)})
    per = agg.groupby(["model", "item_id"], sort=True).sum().reset_index()
    meta = df.drop_duplicates("item_id")[["item_id", "theorem_id", "family", "ground_truth",
                                          "domain", "status", "counterexample"]]
    # complete the grid: a (model, item) pair with no row at all is one missing answer
    grid = pd.MultiIndex.from_product([sorted(df["model"].unique()), sorted(meta["item_id"])],
                                      names=["model", "item_id"]).to_frame(index=False)
    per = grid.merge(per, on=["model", "item_id"], how="left")
    per["n_rows"] = per["n_rows"].fillna(1).astype(int)
    if missing == "wrong":  # a (model, item) pair with no row at all is a wrong answer too
        per["n_ans"] = per["n_ans"].fillna(1)
    for col in ("n_real", "n_ans", "n_cor", "n_true"):
        per[col] = per[col].fillna(0).astype(int)
    per = per.merge(meta, on="item_id", how="left")
    with np.errstate(invalid="ignore", divide="ignore"):
        s = np.where(per["n_ans"] > 0, per["n_cor"] / per["n_ans"].where(per["n_ans"] > 0, 1),
                     np.nan)
    per["s"] = s
    per["c"] = np.where(np.isnan(s), np.nan, (s > 0.5).astype(float))
    per["answered"] = per["n_ans"] > 0
    return per


def _prepare(table: pd.DataFrame, missing: str) -> Prepared:
    per = _item_frame(table, missing)
    models = tuple(sorted(per["model"].unique()))
    theorems = tuple(sorted(per["theorem_id"].unique()))
    families = _family_order(per["family"].unique())
    M, T, F = len(models), len(theorems), len(families)
    mi = per["model"].map({m: i for i, m in enumerate(models)}).to_numpy()
    ti = per["theorem_id"].map({t: i for i, t in enumerate(theorems)}).to_numpy()
    fi = per["family"].map({f: i for i, f in enumerate(families)}).to_numpy()

    def acc(values: np.ndarray, mask: np.ndarray | None = None) -> np.ndarray:
        out = np.zeros((M, T))
        v = values if mask is None else np.where(mask, values, 0.0)
        np.add.at(out, (mi, ti), v)
        return out

    ans = per["answered"].to_numpy()
    s = np.nan_to_num(per["s"].to_numpy())
    c = np.nan_to_num(per["c"].to_numpy())
    is_false = (per["ground_truth"] == "FALSE").to_numpy()
    is_canon = (per["family"] == CANONICAL).to_numpy()
    n_true_share = np.where(ans, per["n_true"] / per["n_ans"].clip(lower=1), 0.0)

    n_forms = np.bincount(ti[mi == 0], minlength=T).astype(float) if M else np.zeros(T)
    items_answered = acc(ans.astype(float))
    complete = items_answered == n_forms[None, :]
    n_right = acc(c, ans)
    p = np.divide(n_right, n_forms[None, :], out=np.zeros((M, T)), where=n_forms[None, :] > 0)
    ig = np.where(complete, np.sqrt(np.clip(p * (1 - p), 0, None)), 0.0)
    n_canon = acc(is_canon.astype(float))
    canon_right = acc(c, ans & is_canon)
    has_canonical = complete & (n_canon > 0)
    canon_correct = has_canonical & (canon_right == n_canon)
    para = ans & ~is_canon
    flip = acc(((c == 0) & para).astype(float)) > 0
    flip_sys = acc(((s < 0.5) & para).astype(float)) > 0
    flip_any = acc(((s < 1) & para).astype(float)) > 0
    canon_fail = np.divide(acc(1 - s, ans & is_canon), n_canon, out=np.zeros((M, T)),
                           where=n_canon > 0)
    canon_var = np.divide(acc(s * (1 - s), ans & is_canon), n_canon, out=np.zeros((M, T)),
                          where=n_canon > 0)
    fam_answered = np.zeros((M, F, T))
    fam_correct = np.zeros((M, F, T))
    np.add.at(fam_answered, (mi, fi, ti), ans.astype(float))
    np.add.at(fam_correct, (mi, fi, ti), np.where(ans, s, 0.0))
    max_samples = per.groupby("model")["n_rows"].max().reindex(list(models)).to_numpy()
    return Prepared(
        models=models, theorems=theorems, families=families, missing=missing, items=per,
        n_forms=n_forms, rows_total=acc(per["n_rows"].to_numpy(dtype=float)),
        rows_answered=acc(per["n_real"].to_numpy(dtype=float)),
        items_answered=items_answered, correct_sum=acc(s, ans),
        false_answered=acc((ans & is_false).astype(float)),
        false_true=acc(n_true_share, ans & is_false),
        complete=complete, all_correct=complete & (n_right == n_forms[None, :]), ig=ig,
        has_canonical=has_canonical, canon_correct=canon_correct,
        flip=complete & flip, flip_systematic=complete & flip_sys,
        flip_any=complete & flip_any, canon_fail=canon_fail, canon_var=canon_var,
        fam_answered=fam_answered, fam_correct=fam_correct, max_samples=max_samples,
    )


def _family_order(families: object) -> tuple[str, ...]:
    """Canonical first, then the rest alphabetically: the order tables are printed in."""
    fams = sorted(set(families))  # type: ignore[call-overload]
    return tuple(([CANONICAL] if CANONICAL in fams else []) + [f for f in fams if f != CANONICAL])


def correctness_matrix(prep: Prepared, theorem: str) -> pd.DataFrame:
    """Models x forms matrix of ``c`` (1/0/NaN) for one theorem: the tests' input."""
    sub = prep.items[prep.items["theorem_id"] == theorem]
    return sub.pivot(index="model", columns="item_id", values="c")


__all__ = ["MISSING_POLICIES", "Prepared", "correctness_matrix", "prepare"]
