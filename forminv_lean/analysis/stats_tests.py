"""Per-theorem tests: do a theorem's forms differ in how often models get them right?

Design choice (as in the paper): the *subjects* are the models and the *treatments* the
forms, so a table is models x forms of right/wrong (``c``), and Cochran's Q (McNemar's
exact test when a theorem has two forms) asks whether some form is systematically harder
than the others *across models*. That is the question the audit cares about (a broken
paraphrase is hard for everyone), and it needs no repeated samples. Only models that
answered every form of the theorem enter its table. With few models the tests have
little power; a significant result is strong evidence, a non-significant one is not.

Bonferroni: the family of hypotheses is every theorem that could be tested (>= 2 forms,
>= 2 complete models); ``p_bonferroni = min(1, p * m)``.
"""

from __future__ import annotations

import numpy as np
import pandas as pd
from statsmodels.stats.contingency_tables import cochrans_q, mcnemar

from forminv_lean.analysis.aggregate import Prepared

TEST_COLUMNS = ("theorem_id", "test", "n_models", "n_forms", "statistic", "df", "p_value",
                "p_bonferroni", "significant", "hardest_form", "note")


def form_tests(prep: Prepared, *, alpha: float = 0.05) -> pd.DataFrame:
    """One row per theorem: the test used, its statistic and raw/Bonferroni p-values."""
    if not 0 < alpha < 1:
        raise ValueError(f"alpha must be in (0, 1), got {alpha}")
    wide = prep.items.pivot(index="item_id", columns="model", values="c")  # items x models
    theorem_of = (prep.items.drop_duplicates("item_id").set_index("item_id")["theorem_id"]
                  .reindex(wide.index))
    codes, theorems = pd.factorize(theorem_of, sort=True)
    values = wide.to_numpy(dtype=float)
    item_ids = wide.index.to_numpy()
    rows = []
    for k, theorem in enumerate(theorems):
        idx = np.flatnonzero(codes == k)
        x = values[idx].T  # models x forms
        rows.append(_test_one(str(theorem), x[~np.isnan(x).any(axis=1)], item_ids[idx]))
    df = pd.DataFrame(rows, columns=list(TEST_COLUMNS[:-4]) + ["hardest_form", "note"])
    tested = df["p_value"].notna()
    m = int(tested.sum())
    df["p_bonferroni"] = np.where(tested, np.minimum(1.0, df["p_value"] * max(m, 1)), np.nan)
    df["significant"] = tested & (df["p_bonferroni"] < alpha)
    return df[list(TEST_COLUMNS)]


def _test_one(theorem: str, x: np.ndarray, forms: np.ndarray) -> dict[str, object]:
    """Test one theorem; ``x`` is complete models x forms of 0/1, ``forms`` its item ids."""
    n_models, n_forms = x.shape
    row: dict[str, object] = {"theorem_id": theorem, "test": "none", "n_models": n_models,
                              "n_forms": n_forms, "statistic": np.nan, "df": np.nan,
                              "p_value": np.nan, "hardest_form": None, "note": ""}
    if n_forms < 2:
        row["note"] = "fewer than two forms"
        return row
    if n_models < 2:
        row["note"] = "fewer than two models answered every form"
        return row
    a = x.astype(int)
    col_right = a.mean(axis=0)
    if col_right.min() < col_right.max():
        row["hardest_form"] = str(forms[int(np.argmin(col_right))])
    if n_forms == 2:
        b = int(((a[:, 0] == 1) & (a[:, 1] == 0)).sum())
        c = int(((a[:, 0] == 0) & (a[:, 1] == 1)).sum())
        both = int(((a[:, 0] == 1) & (a[:, 1] == 1)).sum())
        neither = n_models - b - c - both
        res = mcnemar(np.array([[both, b], [c, neither]]), exact=True)
        row.update(test="mcnemar", statistic=float(res.statistic), df=1.0,
                   p_value=float(res.pvalue))
        if b + c == 0:
            row["note"] = "no model answers the two forms differently"
        return row
    row["test"] = "cochran_q"
    row["df"] = float(n_forms - 1)
    if (a.min(axis=1) == a.max(axis=1)).all():
        # Q is 0/0 when every model is all-right or all-wrong: no evidence of a difference
        row.update(statistic=0.0, p_value=1.0,
                   note="every model answers all forms alike")
        return row
    res = cochrans_q(a)
    row.update(statistic=float(res.statistic), p_value=float(res.pvalue))
    return row


__all__ = ["TEST_COLUMNS", "form_tests"]
