"""The report as Markdown: the same tables as the HTML, figures linked as PNG files."""

from __future__ import annotations

from collections.abc import Mapping

from forminv_lean.analysis.metrics import MetricsResult
from forminv_lean.analysis.render import md_table, metrics_markdown
from forminv_lean.analysis.unanimity import AuditResult
from forminv_lean.report.text import audit_rows, audit_summary

CAPTIONS = {
    "ci_forest": "Point estimates with bootstrap 95% CIs (theorem resamples).",
    "family_heatmap": "Failure rate per family and model.",
    "ig_distribution": "Distribution of the per-theorem invariance gap (IG).",
    "reversals": "Model rank on each family; crossing lines are ranking reversals.",
}


def audit_markdown(res: AuditResult) -> str:
    """The audit as a Markdown section: the summary, then one row per audited item."""
    rows = [[r.item_id, r.theorem_id, r.family, "yes" if r.flagged else "no",
             f"{r.score:.2f}", f"{r.n_fail}/{r.n_models}", r.reason]
            for r in audit_rows(res).itertuples()]
    parts = ["## Audit: broken paraphrases\n\n",
             "\n".join(f"- {s}" for s in audit_summary(res)) + "\n\n"]
    if rows:
        parts.append(md_table(["item", "theorem", "family", "flagged", "score", "fail",
                               "reason"], rows))
    if len(res.formal):
        parts.append("\n### Items the dataset marks broken\n\n" + md_table(
            ["item", "status", "counterexample / detail", "unanimity flag"],
            [[r.item_id, r.status, r.counterexample or "", "yes" if r.flagged else "no"]
             for r in res.formal.itertuples()]))
    return "".join(parts)


def render_markdown(metrics: MetricsResult, audit: AuditResult,
                    figures: Mapping[str, str]) -> str:
    """``figures`` maps figure name -> relative path of its PNG."""
    figs = "\n## Figures\n\n" + "".join(
        f"![{CAPTIONS.get(n, n)}]({p})\n\n*{CAPTIONS.get(n, n)}*\n\n" for n, p in figures.items())
    return metrics_markdown(metrics) + figs + audit_markdown(audit)


__all__ = ["CAPTIONS", "audit_markdown", "render_markdown"]
