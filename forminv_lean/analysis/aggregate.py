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

from collections.abc import Mapping
from dataclasses import dataclass, field
from functools import cached_property
from typing import TYPE_CHECKING, Any

import numpy as np

from forminv_lean.errors import ForminvError

if TYPE_CHECKING:
    import pandas as pd

MISSING_POLICIES: tuple[str, ...] = ("exclude", "wrong")
CANONICAL = "canonical"  # the family of a theorem's own statement (as in analysis.table)
#: Item facts carried from the results table to :attr:`Prepared.items`.
ITEM_META: tuple[str, ...] = ("theorem_id", "family", "ground_truth", "domain", "status",
                              "counterexample")


@dataclass(frozen=True)
class Prepared:
    """Aggregates of one results table; arrays are indexed [model, theorem] or
    [model, family, theorem] in the order of ``models``/``families``/``theorems``.

    ``per`` holds one array per column of the (model, item) grid, model-major with items
    sorted; :attr:`items` is the same as a pandas frame, built only when asked for (the
    per-theorem tests, agreement and audit), so point metrics need no pandas.
    """

    models: tuple[str, ...]
    theorems: tuple[str, ...]
    families: tuple[str, ...]
    missing: str
    item_ids: tuple[str, ...]  # sorted
    per: dict[str, np.ndarray] = field(repr=False)  # [M * I]: model, item_id, n_rows, ...
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

    @cached_property
    def items(self) -> pd.DataFrame:
        """One row per (model, item): s, c, n_rows, n_ans, ... (pandas, built on use)."""
        import pandas as pd

        return pd.DataFrame(self.per)


def prepare(table: Any, *, missing: str = "exclude") -> Prepared:
    """Validate ``missing`` and aggregate a (validated) results table.

    ``table`` is a pandas frame or any mapping of column name to a sequence (the
    pandas-free plain-table reader gives a dict of lists).
    """
    if missing not in MISSING_POLICIES:
        raise ForminvError(f"unknown missing-answer policy '{missing}'; valid: "
                           + ", ".join(MISSING_POLICIES))
    return _prepare(table, missing)


def _column(table: Any, name: str) -> np.ndarray:
    col = table[name]
    return col.to_numpy(dtype=object) if hasattr(col, "to_numpy") else np.asarray(
        col, dtype=object)


def _item_grid(table: Mapping[str, Any], missing: str) -> dict[str, np.ndarray]:
    """Per (model, item) sums over samples, on the full models x items grid."""
    model, item = _column(table, "model"), _column(table, "item_id")
    col = table["correct"]
    if hasattr(col, "notna"):  # a pandas column: missing is NA
        answered = col.notna().to_numpy(dtype=bool)
        right = col.fillna(False).to_numpy(dtype=bool)
    else:  # True / False / None
        answered = np.array([c is not None for c in col], dtype=bool)
        right = np.array([c is not None and bool(c) for c in col], dtype=bool)
    verdict = _column(table, "verdict")
    said_true = (verdict == "TRUE") & answered
    real = answered.astype(np.int64)  # coverage always counts real answers
    if missing == "wrong":
        answered = np.ones_like(answered)
    models, mi = np.unique(model, return_inverse=True)
    item_ids, first, ii = np.unique(item, return_index=True, return_inverse=True)
    M, Ni = len(models), len(item_ids)
    k = mi.reshape(-1) * Ni + ii.reshape(-1)
    present = np.bincount(k, minlength=M * Ni)

    def count(values: np.ndarray) -> np.ndarray:
        return np.bincount(k, weights=values, minlength=M * Ni).astype(np.int64)

    # a (model, item) pair with no row at all is one missing answer (a wrong one under
    # missing="wrong")
    n_rows = np.where(present > 0, present, 1).astype(np.int64)
    n_ans = count(answered.astype(float))
    if missing == "wrong":
        n_ans = np.where(present > 0, n_ans, 1)
    n_cor = count(right.astype(float))
    with np.errstate(invalid="ignore", divide="ignore"):
        s = np.where(n_ans > 0, n_cor / np.where(n_ans > 0, n_ans, 1), np.nan)
    per: dict[str, np.ndarray] = {
        "model": np.repeat(models, Ni), "item_id": np.tile(item_ids, M),
        "n_rows": n_rows, "n_real": count(real.astype(float)), "n_ans": n_ans,
        "n_cor": n_cor, "n_true": count(said_true.astype(float))}
    for col in ITEM_META:  # the item's facts from its first row
        values = _column(table, col)[first] if col in table else np.full(Ni, None)
        per[col] = np.tile(values, M)
    per["s"] = s
    per["c"] = np.where(np.isnan(s), np.nan, (s > 0.5).astype(float))
    per["answered"] = n_ans > 0
    return per


def _prepare(table: Any, missing: str) -> Prepared:
    per = _item_grid(table, missing)
    models = tuple(str(m) for m in dict.fromkeys(per["model"]))  # sorted by np.unique
    item_ids = tuple(str(i) for i in per["item_id"][:len(per["item_id"]) // max(len(models), 1)])
    theorems_arr, ti = np.unique(per["theorem_id"], return_inverse=True)
    theorems = tuple(str(t) for t in theorems_arr)
    families = _family_order(per["family"])
    M, T, F = len(models), len(theorems), len(families)
    Ni = len(item_ids)
    mi = np.repeat(np.arange(M), Ni)
    ti = ti.reshape(-1)
    fcode = {f: i for i, f in enumerate(families)}
    fi = np.array([fcode[f] for f in per["family"]], dtype=np.int64)

    def acc(values: np.ndarray, mask: np.ndarray | None = None) -> np.ndarray:
        out = np.zeros((M, T))
        v = values if mask is None else np.where(mask, values, 0.0)
        np.add.at(out, (mi, ti), v)
        return out

    ans = per["answered"]
    s = np.nan_to_num(per["s"])
    c = np.nan_to_num(per["c"])
    is_false = per["ground_truth"] == "FALSE"
    is_canon = per["family"] == CANONICAL
    n_true_share = np.where(ans, per["n_true"] / np.clip(per["n_ans"], 1, None), 0.0)

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
    max_samples = (per["n_rows"].reshape(M, Ni).max(axis=1) if Ni
                   else np.zeros(M, dtype=np.int64))
    return Prepared(
        models=models, theorems=theorems, families=families, missing=missing,
        item_ids=item_ids, per=per,
        n_forms=n_forms, rows_total=acc(per["n_rows"].astype(float)),
        rows_answered=acc(per["n_real"].astype(float)),
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


__all__ = ["CANONICAL", "ITEM_META", "MISSING_POLICIES", "Prepared", "prepare"]
