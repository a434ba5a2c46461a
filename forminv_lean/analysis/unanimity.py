"""Find broken paraphrases: cross-model unanimity, merged with the formal audit.

A paraphrase is *flagged* when at least ``k/n`` of the eligible models fail it (exactly
``ceil(k/n * n_eligible)`` models, so ``3/4`` means 3 of 4 and ``6/9`` means 6 of 9; the
fraction scales when fewer models are eligible). Eligible models, by rule:

* ``canonical-correct`` (default, the paper's stated protocol): models that answered the
  paraphrase and answer the theorem's canonical form correctly, so a failure is a flip
  caused by the wording and not a model that cannot do the problem at all;
* ``count-all`` (``count_all=True``): every model that answered the paraphrase.

Like cleanlab's issue finders, every paraphrase gets a score (share of eligible models
failing), a flag and a reason, sorted most suspicious first; the summary says what
removing the flagged items does to the ranking, how stable each flag is when one model
is left out, and how the flags compare with formal refutations (``refuted``) and human
rejections (``expert_rejected``) where the dataset has them.
"""

from __future__ import annotations

import math
import re
from collections import Counter
from dataclasses import dataclass, field
from fractions import Fraction
from typing import Any

import numpy as np
import pandas as pd

from forminv_lean.analysis.aggregate import Prepared, prepare
from forminv_lean.analysis.metrics import headline_values
from forminv_lean.analysis.table import CANONICAL, validate_table
from forminv_lean.errors import ForminvError

BROKEN = ("refuted", "expert_rejected")
SOUND = ("lean_checked", "smt_proved", "read_back", "expert_approved")
RANK_BY = ("scr", "accuracy")
FINDING_COLUMNS = ("item_id", "theorem_id", "family", "flagged", "score", "n_fail",
                   "n_models", "required", "reason", "failing_models", "stability",
                   "status", "counterexample")


@dataclass(frozen=True)
class Rule:
    """The unanimity rule: threshold ``k/n``, which models count, minimum eligible models."""

    threshold: Fraction
    text: str
    count_all: bool = False
    min_models: int = 3

    @property
    def name(self) -> str:
        return "count-all" if self.count_all else "canonical-correct"

    def required(self, n_models: int) -> int:
        """Failing models needed when ``n_models`` are eligible (at least 1)."""
        return max(1, math.ceil(self.threshold * n_models))

    def describe(self) -> str:
        who = ("every model that answered the paraphrase" if self.count_all else
               "only models that answer the canonical form correctly")
        return (f"flag a paraphrase when at least {self.text} of the eligible models fail it; "
                f"eligible: {who}; at least {self.min_models} eligible models")


def parse_threshold(text: str) -> Fraction:
    """``"6/9"`` -> 6/9 (kept unreduced in messages); also accepts ``"0.75"``."""
    t = str(text).strip()
    m = re.fullmatch(r"(\d+)\s*/\s*(\d+)", t)
    try:
        if m:
            k, n = int(m.group(1)), int(m.group(2))
            if not 1 <= k <= n:
                raise ValueError
            return Fraction(k, n)
        f = Fraction(t)
        if not 0 < f <= 1:
            raise ValueError
        return f
    except (ValueError, ZeroDivisionError):
        raise ForminvError(f"--threshold: expected k/n with 1 <= k <= n (e.g. 6/9) or a "
                           f"fraction in (0, 1], got '{text}'") from None


def make_rule(threshold: str | Fraction = "6/9", *, count_all: bool = False,
              min_models: int = 3) -> Rule:
    """Build the audit's flagging rule from a threshold like ``"6/9"`` (or a Fraction).

    Raises the one-line ``--threshold`` / ``--min-models`` error for a value out of range.
    """
    if isinstance(threshold, Fraction):
        if not 0 < threshold <= 1:
            raise ForminvError(f"--threshold must be in (0, 1], got {threshold}")
        frac, text = threshold, str(threshold)
    else:
        frac, text = parse_threshold(threshold), str(threshold).replace(" ", "")
    if min_models < 1:
        raise ForminvError(f"--min-models must be >= 1, got {min_models}")
    return Rule(threshold=frac, text=text, count_all=count_all, min_models=min_models)


@dataclass
class AuditResult:
    """Everything the unanimity audit found: flagged items, model ranking with and without them,
    leave-one-model-out stability, the formal check's view and the other rule's comparison.
    """
    rule: Rule
    findings: pd.DataFrame
    ranking: pd.DataFrame
    stability: dict[str, Any]
    formal: pd.DataFrame
    comparison: dict[str, Any]
    other_rule: dict[str, Any] = field(default_factory=dict)

    @property
    def flagged(self) -> list[str]:
        return list(self.findings.loc[self.findings["flagged"], "item_id"])

    def to_dict(self) -> dict[str, Any]:
        from forminv_lean.analysis.render import jsonable

        rank = self.ranking
        return jsonable({
            "rule": {"name": self.rule.name, "threshold": self.rule.text,
                     "count_all": self.rule.count_all, "min_models": self.rule.min_models,
                     "description": self.rule.describe()},
            "summary": {"n_paraphrases": len(self.findings),
                        "n_flagged": int(self.findings["flagged"].sum()),
                        "flagged": self.flagged},
            "findings": self.findings,
            "ranking": {"rank_by": self.stability.get("rank_by", "scr"), "rows": rank,
                        "changed": list(rank.loc[rank["changed"], "model"])},
            "stability": self.stability,
            "formal": self.formal,
            "comparison": self.comparison,
            "other_rule": self.other_rule,
        })


def audit(table: pd.DataFrame, *, threshold: str | Fraction = "6/9", min_models: int = 3,
          count_all: bool = False, rank_by: str = "scr",
          source: str = "results table") -> AuditResult:
    """Validate inputs once, then run the unanimity audit and everything around it."""
    if rank_by not in RANK_BY:
        raise ForminvError(f"unknown ranking metric '{rank_by}'; valid: {', '.join(RANK_BY)}")
    rule = make_rule(threshold, count_all=count_all, min_models=min_models)
    table = validate_table(table, source=source)
    prep = prepare(table)
    return _audit(table, prep, rule, rank_by)


def _eligibility(items: pd.DataFrame) -> pd.DataFrame:
    """Paraphrase rows (model, item) with ``canon_ok``: the model gets the canonical right."""
    canon = items[items["family"] == CANONICAL]
    ok = (canon.assign(ok=canon["c"] == 1).groupby(["model", "theorem_id"])["ok"].all()
          .rename("canon_ok").reset_index())
    para = items[items["family"] != CANONICAL]
    para = para.merge(ok, on=["model", "theorem_id"], how="left")
    para["canon_ok"] = para["canon_ok"].astype("boolean").fillna(False).astype(bool)
    return para


def flag_kernel(para: pd.DataFrame, rule: Rule,
                exclude: str | None = None) -> pd.DataFrame:
    """Per paraphrase: eligible models, failing models, flag (trusts its inputs)."""
    p = para if exclude is None else para[para["model"] != exclude]
    elig = p["answered"] & (p["canon_ok"] | rule.count_all)
    fail = elig & (p["c"] == 0)
    g = pd.DataFrame({"item_id": p["item_id"], "elig": elig, "fail": fail}).groupby(
        "item_id", sort=True)
    out = pd.DataFrame({"n_models": g["elig"].sum().astype(int),
                        "n_fail": g["fail"].sum().astype(int)})
    out["required"] = [rule.required(n) for n in out["n_models"]]
    out["flagged"] = (out["n_models"] >= rule.min_models) & (out["n_fail"] >= out["required"])
    return out


def _answers(table: pd.DataFrame) -> pd.Series:
    """Most common answer of each (model, item) over samples, for the reasons."""
    ans = table.dropna(subset=["verdict"])
    if ans.empty:
        return pd.Series(dtype=object)
    n = ans.groupby(["model", "item_id", "verdict"]).size().rename("n").reset_index()
    top = n.sort_values(["model", "item_id", "n", "verdict"],
                        ascending=[True, True, False, True]).drop_duplicates(["model", "item_id"])
    return top.set_index(["model", "item_id"])["verdict"]


def _reason(item: str, n_fail: int, n_models: int, required: int, rule: Rule,
            failing: list[str], answers: dict[tuple[str, str], str], label: str) -> str:
    who = "answering it" if rule.count_all else "right on the canonical form"
    if n_models < rule.min_models:
        return (f"not judged: {n_models} eligible model(s) ({who}), fewer than "
                f"--min-models {rule.min_models}")
    head = f"{n_fail} of {n_models} models {who} fail it (needs {required})"
    if not failing:
        return head
    said = Counter(a for m in failing if (a := answers.get((m, item))) is not None)
    ans = ", ".join(f"{a} x{n}" for a, n in sorted(said.items(), key=lambda kv: (-kv[1], kv[0])))
    return f"{head}; failing: {', '.join(failing)}; they answer {ans or 'n/a'}, label {label}"


def _audit(table: pd.DataFrame, prep: Prepared, rule: Rule, rank_by: str) -> AuditResult:
    para = _eligibility(prep.items)
    flags = flag_kernel(para, rule)
    meta = para.drop_duplicates("item_id").set_index("item_id").reindex(flags.index)
    failing = (para[para["answered"] & (para["canon_ok"] | rule.count_all) & (para["c"] == 0)]
               .groupby("item_id")["model"].agg(lambda s: sorted(s))).to_dict()
    answers = _answers(table).to_dict()
    loo = {m: flag_kernel(para, rule, exclude=m)["flagged"] for m in prep.models}
    loo_df = pd.DataFrame(loo).reindex(flags.index).fillna(False) if loo else None
    stab = (loo_df.mean(axis=1).to_numpy() if loo_df is not None and len(prep.models) > 1
            else np.full(len(flags), math.nan))
    rows = []
    for k, (item, r, mt) in enumerate(zip(flags.index, flags.itertuples(index=False),
                                          meta.itertuples(index=False), strict=True)):
        fm = failing.get(item, [])
        rows.append({"item_id": item, "theorem_id": mt.theorem_id, "family": mt.family,
                     "flagged": bool(r.flagged),
                     "score": r.n_fail / r.n_models if r.n_models else 0.0,
                     "n_fail": int(r.n_fail), "n_models": int(r.n_models),
                     "required": int(r.required),
                     "reason": _reason(item, int(r.n_fail), int(r.n_models), int(r.required),
                                       rule, fm, answers, mt.ground_truth),
                     "failing_models": fm, "stability": float(stab[k]), "status": mt.status,
                     "counterexample": mt.counterexample})
    findings = pd.DataFrame(rows, columns=list(FINDING_COLUMNS))
    findings = findings.sort_values(["flagged", "score", "n_fail", "item_id"],
                                    ascending=[False, False, False, True],
                                    kind="stable").reset_index(drop=True)
    flagged = set(findings.loc[findings["flagged"], "item_id"])
    other = Rule(rule.threshold, rule.text, not rule.count_all, rule.min_models)
    other_flags = flag_kernel(para, other)
    return AuditResult(
        rule=rule, findings=findings,
        ranking=_ranking(table, prep, flagged, rank_by),
        stability=_stability(loo_df, flags, rank_by),
        formal=_formal(findings), comparison=_compare(findings, rule),
        other_rule={"name": other.name, "description": other.describe(),
                    "flagged": sorted(other_flags.index[other_flags["flagged"]])})


def _rank(values: pd.DataFrame, rank_by: str) -> pd.Series:
    """Competition ranking (1 + models strictly better), ties broken by the other metric
    and then shared, so a tie never shows up as a rank change."""
    other = "accuracy" if rank_by == "scr" else "scr"
    key = values[[rank_by, other]].fillna(-1.0).to_numpy()
    better = ((key[None, :, 0] > key[:, None, 0])
              | ((key[None, :, 0] == key[:, None, 0]) & (key[None, :, 1] > key[:, None, 1])))
    return pd.Series(1 + better.sum(axis=1), index=values.index)


def _point(prep: Prepared) -> pd.DataFrame:
    h = headline_values(prep, np.ones((1, len(prep.theorems))))
    return pd.DataFrame({"accuracy": h["accuracy"][0], "scr": h["scr"][0]},
                        index=list(prep.models))


def _ranking(table: pd.DataFrame, prep: Prepared, flagged: set[str],
             rank_by: str) -> pd.DataFrame:
    """Accuracy, SCR and rank of every model with and without the flagged items."""
    full = _point(prep)
    clean_table = table[~table["item_id"].isin(flagged)]
    clean = _point(prepare(clean_table, missing=prep.missing)).reindex(full.index)
    out = pd.DataFrame({
        "model": full.index, "accuracy": full["accuracy"].to_numpy(),
        "scr": full["scr"].to_numpy(), "rank": _rank(full, rank_by).to_numpy(),
        "accuracy_clean": clean["accuracy"].to_numpy(), "scr_clean": clean["scr"].to_numpy(),
        "rank_clean": _rank(clean, rank_by).to_numpy()})
    out["changed"] = out["rank"] != out["rank_clean"]
    return out.sort_values(["rank", "model"], kind="stable").reset_index(drop=True)


def _stability(loo: pd.DataFrame | None, flags: pd.DataFrame, rank_by: str) -> dict[str, Any]:
    """Leave-one-model-out: for each flag, the share of runs keeping it and who matters."""
    out: dict[str, Any] = {"rank_by": rank_by, "method": "leave one model out",
                           "items": []}
    if loo is None or loo.shape[1] < 2:
        out["note"] = "needs at least two models"
        return out
    for item in flags.index:
        full = bool(flags.at[item, "flagged"])
        runs = loo.loc[item]
        if not full and not runs.any():
            continue
        out["items"].append({
            "item_id": item, "flagged": full, "kept_share": float(runs.mean()),
            "unflagged_without" if full else "flagged_without":
                sorted(runs.index[~runs] if full else runs.index[runs])})
    return out


def _formal(findings: pd.DataFrame) -> pd.DataFrame:
    """Items the dataset itself marks broken (refuted by the checker, or rejected by a
    human), with their counterexample and whether unanimity caught them."""
    sub = findings[findings["status"].isin(BROKEN)]
    return sub[["item_id", "theorem_id", "family", "status", "counterexample", "flagged",
                "n_fail", "n_models"]].reset_index(drop=True)


def _compare(findings: pd.DataFrame, rule: Rule) -> dict[str, Any]:
    """Precision/recall of the unanimity flags against the dataset's own verdicts, over
    paraphrases that have both a decided status and enough eligible models."""
    both = findings[findings["status"].isin(BROKEN + SOUND)
                    & (findings["n_models"] >= rule.min_models)]
    broken = both["status"].isin(BROKEN)
    tp = int((both["flagged"] & broken).sum())
    fp = int((both["flagged"] & ~broken).sum())
    fn = int((~both["flagged"] & broken).sum())
    tn = int((~both["flagged"] & ~broken).sum())
    res: dict[str, Any] = {
        "reference": "status refuted or expert_rejected = broken; lean_checked, smt_proved, "
                     "read_back or expert_approved = sound",
        "n_items": len(both), "true_positive": tp, "false_positive": fp,
        "false_negative": fn, "true_negative": tn,
        "precision": tp / (tp + fp) if tp + fp else math.nan,
        "recall": tp / (tp + fn) if tp + fn else math.nan,
        "missed": sorted(both.loc[~both["flagged"] & broken, "item_id"]),
        "unconfirmed": sorted(both.loc[both["flagged"] & ~broken, "item_id"]),
    }
    if not len(both):
        res["note"] = "no paraphrase carries both a decided status and a unanimity verdict"
    return res


__all__ = ["BROKEN", "FINDING_COLUMNS", "SOUND", "AuditResult", "Rule", "audit",
           "flag_kernel", "make_rule", "parse_threshold"]
