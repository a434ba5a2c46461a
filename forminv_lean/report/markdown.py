"""The report as Markdown: the same tables as the HTML, figures linked as PNG files."""

from __future__ import annotations

from collections.abc import Mapping

from forminv_lean.analysis.metrics import MetricsResult
from forminv_lean.analysis.render import md_table, md_text, metrics_markdown
from forminv_lean.analysis.table import ItemInfo
from forminv_lean.analysis.unanimity import AuditResult
from forminv_lean.report.text import audit_rows, audit_summary, wordings

CAPTIONS = {
    "ci_forest": "Point estimates with bootstrap 95% CIs (theorem resamples).",
    "family_heatmap": "Failure rate per family and model.",
    "ig_distribution": "Distribution of the per-theorem invariance gap (IG).",
    "reversals": "Model rank on each family; crossing lines are ranking reversals.",
}


def audit_markdown(res: AuditResult, texts: Mapping[str, ItemInfo] | None = None) -> str:
    """The audit as a Markdown section: the summary, then one row per audited item with
    its wording beside its theorem's canonical wording."""
    shown = audit_rows(res)
    rows = [[r.item_id, r.theorem_id, r.family, "yes" if r.flagged else "no",
             f"{r.score:.2f}", f"{r.n_fail}/{r.n_models}", para, canon, r.reason]
            for r, (para, canon) in zip(shown.itertuples(), wordings(shown, texts),
                                        strict=True)]
    parts = ["## Audit: broken paraphrases\n\n",
             "\n".join(f"- {md_text(s)}" for s in audit_summary(res)) + "\n\n"]
    if rows:
        parts.append(md_table(["item", "theorem", "family", "flagged", "score", "fail",
                               "paraphrase", "canonical", "reason"], rows))
    if len(res.formal):
        parts.append("\n### Items the dataset marks broken\n\n" + md_table(
            ["item", "status", "counterexample / detail", "unanimity flag"],
            [[r.item_id, r.status, r.counterexample or "", "yes" if r.flagged else "no"]
             for r in res.formal.itertuples()]))
    return "".join(parts)


def render_markdown(metrics: MetricsResult, audit: AuditResult,
                    figures: Mapping[str, str], *, title: str | None = None,
                    texts: Mapping[str, ItemInfo] | None = None) -> str:
    """``figures`` maps figure name -> relative path of its PNG; ``title`` (naming the
    run) replaces the metrics' own heading."""
    figs = "\n## Figures\n\n" + "".join(
        f"![{CAPTIONS.get(n, n)}]({p})\n\n*{CAPTIONS.get(n, n)}*\n\n" for n, p in figures.items())
    body = metrics_markdown(metrics)
    if title is not None:
        body = f"# {md_text(title)}\n" + body.split("\n", 1)[1]
    return body + figs + audit_markdown(audit, texts)


__all__ = ["CAPTIONS", "audit_markdown", "render_markdown"]
