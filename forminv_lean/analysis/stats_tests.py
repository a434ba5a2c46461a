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

Computed from counts with numpy and :mod:`math` (Cochran's Q's chi-square tail and
McNemar's exact binomial tail in closed form; equal to statsmodels/scipy, which
``tests/analysis/test_analysis_stats_exact.py`` checks), so the default ``metrics`` run
imports neither scipy nor statsmodels.
"""

from __future__ import annotations

import math
from typing import TYPE_CHECKING, Any

import numpy as np

from forminv_lean.analysis.aggregate import Prepared

if TYPE_CHECKING:
    import pandas as pd

TEST_COLUMNS = ("theorem_id", "test", "n_models", "n_forms", "statistic", "df", "p_value",
                "p_bonferroni", "significant", "hardest_form", "note")


def chi2_sf(x: float, df: int) -> float:
    """P(X > x) for X ~ chi-square with a positive integer ``df``, in closed form.

    The regularized upper incomplete gamma Q(df/2, x/2): a finite sum of positive terms
    (plus ``erfc`` for odd ``df``), so no cancellation and no scipy.
    """
    if df < 1 or int(df) != df:
        raise ValueError(f"df must be a positive integer, got {df}")
    if math.isnan(x):
        return math.nan
    if x <= 0:
        return 1.0
    h = x / 2
    if df % 2 == 0:
        term, total = 1.0, 1.0
        for i in range(1, df // 2):
            term *= h / i
            total += term
        return min(1.0, math.exp(-h) * total)
    total = math.erfc(math.sqrt(h))
    if df > 1:
        term = math.sqrt(h) / (math.sqrt(math.pi) / 2)  # h^(1/2) / Gamma(3/2)
        acc = term
        for i in range(1, (df - 1) // 2):
            term *= h / (i + 0.5)
            acc += term
        total += math.exp(-h) * acc
    return min(1.0, total)


def binom_two_sided_exact(k: int, n: int) -> float:
    """McNemar's exact p-value: ``min(1, 2 P(X <= k))`` for X ~ Binomial(n, 1/2)."""
    if n == 0:
        return 1.0
    tail = sum(math.comb(n, i) for i in range(k + 1))
    return min(1.0, 2 * tail / 2 ** n)


def cochran_q(a: np.ndarray) -> float:
    """Cochran's Q of a subjects x treatments 0/1 array (not every row constant)."""
    k = a.shape[1]
    rows, cols = a.sum(axis=1).astype(float), a.sum(axis=0).astype(float)
    total = cols.sum()
    return float((k - 1) * (k * np.sum(cols ** 2) - total ** 2)
                 / (k * total - np.sum(rows ** 2)))


def form_test_rows(prep: Prepared, *, alpha: float = 0.05) -> list[dict[str, Any]]:
    """One row (dict of :data:`TEST_COLUMNS`) per theorem, numpy only."""
    if not 0 < alpha < 1:
        raise ValueError(f"alpha must be in (0, 1), got {alpha}")
    M, Ni = len(prep.models), len(prep.item_ids)
    values = np.asarray(prep.per["c"], dtype=float).reshape(M, Ni)  # models x items
    theorem_of = prep.per["theorem_id"][:Ni]
    item_ids = np.asarray(prep.item_ids, dtype=object)
    rows = []
    for theorem in prep.theorems:
        idx = np.flatnonzero(theorem_of == theorem)
        x = values[:, idx]  # models x forms
        rows.append(_test_one(str(theorem), x[~np.isnan(x).any(axis=1)], item_ids[idx]))
    m = sum(1 for r in rows if not math.isnan(r["p_value"]))
    for r in rows:
        tested = not math.isnan(r["p_value"])
        r["p_bonferroni"] = min(1.0, r["p_value"] * max(m, 1)) if tested else math.nan
        r["significant"] = bool(tested and r["p_bonferroni"] < alpha)
    return [{c: r[c] for c in TEST_COLUMNS} for r in rows]


def form_tests(prep: Prepared, *, alpha: float = 0.05) -> pd.DataFrame:
    """One row per theorem: the test used, its statistic and raw/Bonferroni p-values."""
    import pandas as pd

    return pd.DataFrame(form_test_rows(prep, alpha=alpha), columns=list(TEST_COLUMNS))


def _test_one(theorem: str, x: np.ndarray, forms: np.ndarray) -> dict[str, Any]:
    """Test one theorem; ``x`` is complete models x forms of 0/1, ``forms`` its item ids."""
    n_models, n_forms = x.shape
    row: dict[str, Any] = {"theorem_id": theorem, "test": "none", "n_models": n_models,
                           "n_forms": n_forms, "statistic": math.nan, "df": math.nan,
                           "p_value": math.nan, "hardest_form": None, "note": ""}
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
        row.update(test="mcnemar", statistic=float(min(b, c)), df=1.0,
                   p_value=binom_two_sided_exact(min(b, c), b + c))
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
    q = cochran_q(a)
    row.update(statistic=q, p_value=chi2_sf(q, n_forms - 1))
    return row


__all__ = ["TEST_COLUMNS", "binom_two_sided_exact", "chi2_sf", "cochran_q", "form_test_rows",
           "form_tests"]
