"""The report as one self-contained HTML file: inline CSS, figures as base64 PNG.

No scripts, fonts or links to anything outside the file, so it opens offline and can be
attached to a paper's supplementary material as is.
"""

from __future__ import annotations

import base64
import html
import re
from collections.abc import Mapping, Sequence
from typing import Any, cast

from forminv_lean import __version__
from forminv_lean.analysis.metrics import MetricsResult
from forminv_lean.analysis.render import (
    SCR_RULE,
    family_rows,
    fmt_number,
    fmt_percent,
    fmt_value,
    headline_rows,
    samples_rows,
)
from forminv_lean.analysis.table import ItemInfo
from forminv_lean.analysis.unanimity import AuditResult
from forminv_lean.report.markdown import CAPTIONS
from forminv_lean.report.text import audit_rows, audit_summary, wordings

CSS = """
body{font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;margin:2rem auto;
max-width:1150px;color:#222;line-height:1.45;padding:0 1rem}
h1{font-size:1.6rem;border-bottom:2px solid #4c72b0;padding-bottom:.3rem}
h2{font-size:1.25rem;margin-top:2rem;color:#2d4a7a}
table{border-collapse:collapse;margin:.6rem 0;font-size:.85rem}
th,td{border:1px solid #ccd;padding:.25rem .5rem;text-align:right;vertical-align:top;white-space:nowrap}
th{background:#eef2f8}td:first-child,th:first-child{text-align:left}
td.reason{text-align:left;max-width:560px;white-space:normal}
td.text{text-align:left;max-width:340px;white-space:normal}
tr.flag td{background:#fdecec}
figure{margin:1rem 0}figure img{max-width:100%;border:1px solid #eee}
figcaption{font-size:.85rem;color:#555}
.note{color:#555;font-size:.9rem}.ci{color:#666;font-size:.78rem}.scroll{overflow-x:auto;max-width:100%}
"""


_CI = re.compile(r"^(\S+) (\[[^\]]+\])$")


def _cell(x: Any) -> str:
    """A value with its CI puts the interval on a second, smaller line."""
    text = str(x)
    m = _CI.match(text)
    if m:
        return f'{html.escape(m.group(1))}<br><span class="ci">{html.escape(m.group(2))}</span>'
    return html.escape(text)


def _table(header: Sequence[Any], rows: Sequence[Sequence[Any]], *,
           row_class: Sequence[str] | None = None, wide_last: bool = False,
           text_columns: Sequence[int] = ()) -> str:
    e = html.escape
    head = "".join(f"<th>{e(str(h))}</th>" for h in header)
    body = []
    for i, r in enumerate(rows):
        cls = f' class="{row_class[i]}"' if row_class and row_class[i] else ""
        cells = [f'<td class="reason">{e(str(x))}</td>' if wide_last and j == len(r) - 1
                 else f'<td class="text">{e(str(x))}</td>' if j in text_columns
                 else f"<td>{_cell(x)}</td>" for j, x in enumerate(r)]
        body.append(f"<tr{cls}>{''.join(cells)}</tr>")
    return (f'<div class="scroll"><table><thead><tr>{head}</tr></thead>'
            f"<tbody>{''.join(body)}</tbody></table></div>")


def _figure(name: str, png: bytes) -> str:
    data = base64.b64encode(png).decode("ascii")
    cap = html.escape(CAPTIONS.get(name, name))
    return (f'<figure id="fig-{name}"><img alt="{cap}" src="data:image/png;base64,{data}">'
            f"<figcaption>{cap}</figcaption></figure>")


def _audit_section(res: AuditResult, texts: Mapping[str, ItemInfo] | None) -> str:
    shown = audit_rows(res)
    rows = [[r.item_id, r.theorem_id, r.family, "yes" if r.flagged else "no",
             f"{r.score:.2f}", f"{r.n_fail}/{r.n_models}", para, canon, r.reason]
            for r, (para, canon) in zip(shown.itertuples(), wordings(shown, texts),
                                        strict=True)]
    parts = ["<h2>Audit: broken paraphrases</h2><ul>"
             + "".join(f"<li>{html.escape(s)}</li>" for s in audit_summary(res)) + "</ul>"]
    if rows:
        parts.append(_table(["item", "theorem", "family", "flagged", "score", "fail",
                             "paraphrase", "canonical", "reason"],
                            rows, row_class=["flag" if f else "" for f in shown["flagged"]],
                            wide_last=True, text_columns=(6, 7)))
    rk = res.ranking
    parts.append("<h3>Ranking with and without the flagged items</h3>" + _table(
        ["model", "SCR %", "SCR clean %", "accuracy %", "accuracy clean %", "rank",
         "rank clean"],
        [[r.model, fmt_value("scr", r.scr), fmt_value("scr", r.scr_clean),
          fmt_value("accuracy", r.accuracy), fmt_value("accuracy", r.accuracy_clean), r.rank,
          r.rank_clean]
         for r in rk.itertuples()], row_class=["flag" if c else "" for c in rk["changed"]]))
    if len(res.formal):
        parts.append("<h3>Items the dataset marks broken</h3>" + _table(
            ["item", "status", "unanimity flag", "counterexample / detail"],
            [[r.item_id, r.status, "yes" if r.flagged else "no", r.counterexample or ""]
             for r in res.formal.itertuples()], wide_last=True))
    return "".join(parts)


def _tests_section(metrics: MetricsResult) -> str:
    """The per-theorem tests: counts, then the significant theorems (as the Markdown)."""
    rows = metrics.test_rows
    sig = [r for r in rows if r["significant"]]
    tested = sum(1 for r in rows if r["p_value"] == r["p_value"])
    out = (f"<h2>Per-theorem tests</h2><p>{tested} theorems tested (Cochran's Q, McNemar "
           f"exact for two forms; models as subjects), {len(sig)} significant after "
           "Bonferroni.</p>")
    if sig:
        out += _table(["theorem", "test", "statistic", "p (Bonferroni)", "hardest form"],
                      [[r["theorem_id"], r["test"], f"{r['statistic']:.2f}",
                        f"{r['p_bonferroni']:.3g}", r["hardest_form"] or ""] for r in sig])
    return out


def render_html(metrics: MetricsResult, audit: AuditResult, figures: Mapping[str, bytes], *,
                title: str = "forminv-lean report",
                texts: Mapping[str, ItemInfo] | None = None) -> str:
    """The whole report as one HTML string."""
    b = metrics.meta
    e = html.escape
    rev = metrics.agreement["reversals"]
    fk = metrics.agreement["fleiss_kappa"]["overall"]
    sections = [
        f"<h1>{e(title)}</h1>",
        f'<p class="note">Source: {e(str(b["source"]))}. {len(b["models"])} models, '
        f'{b["n_theorems"]} theorems, {b["n_items"]} items. Percentages unless noted; '
        f'[95% CI] from {b["bootstrap"]} theorem resamples (seed {b["seed"]}). Missing '
        f'answers: {e(b["missing"])} (accuracy over answered items, coverage beside it). '
        f'forminv-lean {e(__version__)}.</p>',
        *[f'<p class="note"><b>Note:</b> {e(n)}</p>' for n in b.get("notes", [])],
        "<h2>Headline</h2>", f'<p class="note">{e(SCR_RULE)}</p>',
        _table(*headline_rows(metrics)),
        _figure("ci_forest", figures["ci_forest"]) if "ci_forest" in figures else "",
        "<h2>Failure rate per family</h2>", '<p class="note">Failure rate % [95% CI].</p>',
        _table(*family_rows(metrics)),
        _figure("family_heatmap", figures["family_heatmap"])
        if "family_heatmap" in figures else "",
        ("<h2>Repeated samples: systematic vs stochastic flips</h2>"  # not None: see the guard
         + _table(*cast("tuple[list[str], list[list[str]]]", samples_rows(metrics))))
        if samples_rows(metrics) else "",
        "<h2>Invariance gap per theorem</h2>",
        _figure("ig_distribution", figures["ig_distribution"])
        if "ig_distribution" in figures else "",
        _tests_section(metrics),
        f"<p>Fleiss' kappa "
        f"(right/wrong): {e(fmt_number(fk['kappa']))} over {fk['n_items']} items. "
        f"Pareto front: {e(', '.join(metrics.agreement['pareto']['front']))}.</p>",
        f"<h2>Ranking reversals ({len(rev)} model pairs)</h2>",
        _figure("reversals", figures["reversals"]) if "reversals" in figures else "",
    ]
    if len(rev):
        sections.append(_table(
            ["A", "B", "A better on", "B better on", "margin %", "bootstrap support %"],
            [[r.model_a, r.model_b, r.family_f, r.family_g, fmt_percent(r.margin),
              fmt_percent(r.support)] for r in rev.head(25).itertuples()]))
    sections.append(_audit_section(audit, texts))
    body = "\n".join(s for s in sections if s)
    return (f'<!DOCTYPE html>\n<html lang="en"><head><meta charset="utf-8">'
            f"<title>{e(title)}</title><style>{CSS}</style></head>\n<body>\n{body}\n"
            "</body></html>\n")


__all__ = ["render_html"]
