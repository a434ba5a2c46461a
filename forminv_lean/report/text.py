"""Terminal renderings (rich) of the audit and the NFB check, shared by the CLI."""

from __future__ import annotations

import math
from collections.abc import Mapping
from typing import Any

import pandas as pd

from forminv_lean.analysis.aggregate import CANONICAL
from forminv_lean.analysis.nfb import NFBResult
from forminv_lean.analysis.render import fmt_percent, rich_table
from forminv_lean.analysis.table import ItemInfo
from forminv_lean.analysis.unanimity import AuditResult


def _pct(v: float) -> str:
    return fmt_percent(v)


def _margin(v: float) -> str:
    return "n/a" if math.isnan(v) else f"{round(v, 6) + 0.0:.4f}"


def audit_rows(res: AuditResult, *, near_misses: int = 5) -> pd.DataFrame:
    """Flagged findings plus the few most suspicious unflagged ones (score > 0)."""
    f = res.findings
    near = f[~f["flagged"] & (f["score"] > 0)].head(near_misses)
    return pd.concat([f[f["flagged"]], near])


def wordings(rows: pd.DataFrame, texts: Mapping[str, ItemInfo] | None
             ) -> list[tuple[str, str]]:
    """For each audit row, its paraphrase's wording and its theorem's canonical wording
    (from the dataset; a note instead when there is none)."""
    if not texts:
        return [("(pass --dataset to show the wording)", "")] * len(rows)
    canonical: dict[str, str] = {}
    for info in texts.values():
        if info.family == CANONICAL and info.question:
            canonical.setdefault(info.theorem_id, info.question)
    out = []
    for r in rows.itertuples():
        found = texts.get(str(r.item_id))
        out.append(((found.question or "") if found else "(not in the dataset)",
                    canonical.get(str(r.theorem_id), "(no canonical form)")))
    return out


def audit_summary(res: AuditResult) -> list[str]:
    """Plain sentences: the rule, the other rule, ranking changes, formal comparison."""
    n_flag = int(res.findings["flagged"].sum())
    lines = [f"Rule: {res.rule.name} ({res.rule.describe()}).",
             f"Flagged {n_flag} of {len(res.findings)} paraphrases.",
             f"The {res.other_rule['name']} rule would flag: "
             + (", ".join(res.other_rule["flagged"]) or "nothing") + "."]
    changed = res.ranking[res.ranking["changed"]]
    lines.append("Ranks that change without the flagged items: "
                 + (", ".join(f"{r.model} {r.rank}→{r.rank_clean}" for r in changed.itertuples())
                    or "none") + ".")
    c = res.comparison
    if c.get("n_items"):
        lines.append(_comparison_line(c))
    else:
        lines.append("Formal audit: " + c.get("note", "no comparison possible") + ".")
    return lines


def _comparison_line(c: dict[str, Any]) -> str:
    """Precision and recall only where they are defined: with no known-broken paraphrase
    there is no recall (and a precision of 0 would only restate that)."""
    head = f"Against the dataset's own verdicts ({c['n_items']} paraphrases with both signals): "
    unconfirmed = ", ".join(c["unconfirmed"]) or "none"
    if c["true_positive"] + c["false_negative"] == 0:
        return (head + "the dataset marks none of them broken, so precision and recall are "
                f"not defined; flagged although the dataset calls them sound: {unconfirmed}.")
    flagged = c["true_positive"] + c["false_positive"]
    precision = (f"precision {_pct(c['precision'])}% ({c['true_positive']} of {flagged} "
                 "flags known broken)" if flagged else "precision not defined (nothing "
                 "flagged)")
    return (head + f"{precision}, recall {_pct(c['recall'])}% ({c['true_positive']} of "
            f"{c['true_positive'] + c['false_negative']} known-broken found); missed: "
            f"{', '.join(c['missed']) or 'none'}; flagged but not known broken: "
            f"{unconfirmed}.")


def audit_rich(res: AuditResult) -> list[Any]:
    """The audit for the terminal: the findings table, then the ranking with and without them."""
    rows = [[r.item_id, r.theorem_id, r.family, "yes" if r.flagged else "no",
             f"{r.score:.2f}", f"{r.n_fail}/{r.n_models}",
             "n/a" if math.isnan(r.stability) else f"{r.stability:.2f}", r.reason]
            for r in audit_rows(res).itertuples()]
    parts: list[Any] = [rich_table(
        f"Unanimity audit ({res.rule.name}, threshold {res.rule.text})",
        ["item", "theorem", "family", "flagged", "score", "fail", "LOO kept", "reason"], rows)]
    rk = res.ranking
    parts.append(rich_table(
        "Ranking with / without flagged items",
        ["model", "SCR %", "SCR clean %", "acc %", "acc clean %", "rank", "rank clean"],
        [[r.model, _pct(r.scr), _pct(r.scr_clean), _pct(r.accuracy), _pct(r.accuracy_clean),
          r.rank, r.rank_clean] for r in rk.itertuples()]))
    if len(res.formal):
        parts.append(rich_table(
            "Items the dataset marks broken",
            ["item", "status", "counterexample / detail", "unanimity flag"],
            [[r.item_id, r.status, r.counterexample or "", "yes" if r.flagged else "no"]
             for r in res.formal.itertuples()]))
    parts += audit_summary(res)
    return parts


def nfb_lines(res: NFBResult) -> list[str]:
    """The NFB verdict in two or three lines: realisable with which weights, or not, and why."""
    target = " > ".join(res.target)
    if res.realisable:
        w = ", ".join(f"{f} {v:.3f}" for f, v in res.weights.items() if v > 1e-9)
        return [f"Realisable: {target}", f"Largest margin {_margin(res.margin)} with weights: {w}."]
    cert = res.certificate or {}
    mult = ", ".join(f"{k} x{v:.3f}" for k, v in cert.get("multipliers", {}).items() if v > 1e-9)
    return [f"Not realisable: {target}",
            f"Best achievable margin {_margin(res.margin)} <= 0 (LP optimum).",
            f"Proof: combining the pair constraints {mult} gives a weighted gap of at most "
            f"{_margin(cert.get('max_combined_gap', float('nan')))} on every family, so no "
            "weighting makes every pair strictly positive."]


def nfb_rich(res: NFBResult, winners: pd.DataFrame) -> list[Any]:
    """The NFB verdict and the table of which models some weighting can rank first."""
    parts: list[Any] = list(nfb_lines(res))
    parts.append(rich_table(
        "Which models can some weighting rank first?", ["model", "can be first", "margin",
                                                        "weights"],
        [[r.model, "yes" if r.can_be_first else "no", _margin(r.margin),
          ", ".join(f"{f} {v:.2f}" for f, v in r.weights.items() if v > 1e-9)]
         for r in winners.itertuples()]))
    return parts


__all__ = ["audit_rich", "audit_rows", "audit_summary", "nfb_lines", "nfb_rich", "wordings"]
