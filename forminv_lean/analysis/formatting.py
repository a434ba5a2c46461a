"""Render analysis results as JSON, Markdown, CSV or a rich table (one place for all).

JSON is deterministic: floats rounded to 6 decimals, NaN written as ``null``, keys in a
fixed order, so the same inputs and seed give byte-identical files.
"""

from __future__ import annotations

import io
import json
import math
from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

import numpy as np
import pandas as pd

from forminv_lean.errors import ForminvError

if TYPE_CHECKING:
    from forminv_lean.analysis.metrics import MetricsResult

OUTPUT_FORMATS: tuple[str, ...] = ("table", "md", "csv", "json")
LABELS = {"accuracy": "Accuracy", "coverage": "Coverage", "scr": "SCR", "mean_ig": "Mean-IG",
          "rms_ig": "RMS-IG", "hi_ig": "Hi-IG", "cir": "CIR", "true_bias": "TRUE-bias",
          "cir_systematic": "CIR systematic", "cir_stochastic": "CIR stochastic",
          "baseline_flip": "canonical flip rate", "baseline_var": "canonical variance"}
_IG = {"mean_ig", "rms_ig", "baseline_var"}


def check_format(fmt: str, valid: Sequence[str] = OUTPUT_FORMATS) -> str:
    if fmt not in valid:
        raise ForminvError(f"--format: unknown format '{fmt}'; valid: {', '.join(valid)}")
    return fmt


def jsonable(obj: Any) -> Any:
    """Plain JSON types: NaN -> None, numpy scalars -> Python, floats rounded to 6 places."""
    if isinstance(obj, dict):
        return {str(k): jsonable(v) for k, v in obj.items()}
    if isinstance(obj, list | tuple):
        return [jsonable(v) for v in obj]
    if isinstance(obj, np.ndarray):
        return jsonable(obj.tolist())
    if isinstance(obj, pd.DataFrame):
        return [jsonable(r) for r in obj.to_dict(orient="records")]
    if isinstance(obj, bool | np.bool_):
        return bool(obj)
    if isinstance(obj, int | np.integer):
        return int(obj)
    if isinstance(obj, float | np.floating):
        f = float(obj)
        return None if math.isnan(f) or math.isinf(f) else round(f, 6) + 0.0
    if obj is None or obj is pd.NA:
        return None
    return obj


def dump_json(obj: Any) -> str:
    return json.dumps(jsonable(obj), ensure_ascii=False, indent=2) + "\n"


def fmt_value(metric: str, v: float) -> str:
    if v is None or (isinstance(v, float) and math.isnan(v)):
        return "n/a"
    return f"{v:.3f}" if metric in _IG else f"{100 * v:.1f}"


def fmt_ci(metric: str, v: float, lo: float, hi: float) -> str:
    s = fmt_value(metric, v)
    if s == "n/a" or math.isnan(lo):
        return s
    return f"{s} [{fmt_value(metric, lo)}, {fmt_value(metric, hi)}]"


def metrics_to_dict(res: MetricsResult) -> dict[str, Any]:
    from forminv_lean.analysis.metrics import SCHEMA

    per_model: dict[str, Any] = {}
    for m in res.meta["models"]:
        rows = res.headline[res.headline.model == m]
        per_model[m] = {r.metric: {"value": r.value, "lo": r.lo, "hi": r.hi}
                        for r in rows.itertuples()}
        c = res.counts[res.counts.model == m].iloc[0].to_dict()
        per_model[m]["counts"] = {k: v for k, v in c.items() if k != "model"}
    per_family = {m: {r.family: {"failure": r.failure, "lo": r.lo, "hi": r.hi,
                                 "n_items": r.n_items, "n_answered": r.n_answered}
                      for r in res.family[res.family.model == m].itertuples()}
                  for m in res.meta["models"]}
    samples = {m: {r.metric: {"value": r.value, "lo": r.lo, "hi": r.hi}
                   for r in res.samples[res.samples.model == m].itertuples()}
               for m in res.meta["models"]}
    ig = {m: dict(zip(g["theorem_id"], g["ig"], strict=True))
          for m, g in res.ig.groupby("model", sort=True)}
    tested = res.tests["p_value"].notna()
    out = {
        "schema": SCHEMA,
        "conventions": {
            "missing": res.meta["missing"],
            "accuracy": "over answered items; coverage reported beside",
            "theorem_metrics": "SCR, IG, CIR over theorems whose every form was answered",
            "samples": "item right when a strict majority of its answered samples is right",
            "hi_ig_threshold": res.meta["hi_ig_threshold"],
            "bootstrap": {"n": res.meta["bootstrap"], "seed": res.meta["seed"],
                          "level": res.meta["level"], "unit": "theorem",
                          "interval": "percentile"},
            "tests": "per theorem, models as subjects and forms as treatments; Cochran's Q "
                     "(McNemar exact for two forms), Bonferroni over tested theorems",
        },
        "source": res.meta["source"],
        "models": res.meta["models"], "families": res.meta["families"],
        "n_theorems": res.meta["n_theorems"], "n_items": res.meta["n_items"],
        "per_model": per_model, "per_family": per_family, "samples": samples,
        "tests_summary": {"n_theorems_tested": int(tested.sum()),
                          "n_significant": int(res.tests["significant"].sum())},
        "tests": res.tests,
        "agreement": {
            "fleiss_kappa": res.agreement["fleiss_kappa"],
            "kendall_tau": res.agreement["kendall_tau"],
            "pareto": res.agreement["pareto"],
            "reversals": res.agreement["reversals"],
        },
        "pairwise": res.pairwise,
        "ig": ig,
        "family_theorem_counts": res.family_counts,
    }
    return jsonable(out)


# -- tables ------------------------------------------------------------------------

def headline_rows(res: MetricsResult) -> tuple[list[str], list[list[str]]]:
    """Header and rows of the headline table (value [lo, hi], percentages)."""
    from forminv_lean.analysis.metrics import HEADLINE

    header = ["model"] + [LABELS[m] + ("" if m in _IG else " %") for m in HEADLINE]
    rows = []
    for m in res.meta["models"]:
        h = res.headline[res.headline.model == m].set_index("metric")
        rows.append([m] + [fmt_ci(k, h.at[k, "value"], h.at[k, "lo"], h.at[k, "hi"])
                           for k in HEADLINE])
    return header, rows


def family_rows(res: MetricsResult) -> tuple[list[str], list[list[str]]]:
    fams = res.meta["families"]
    wide = res.family.pivot(index="model", columns="family", values="failure")
    rows = [[m] + [fmt_value("failure", wide.at[m, f]) for f in fams]
            for m in res.meta["models"]]
    return ["model"] + [f"{f} fail %" for f in fams], rows


def samples_rows(res: MetricsResult) -> tuple[list[str], list[list[str]]] | None:
    """Repeated-samples split, or None when every model has a single sample."""
    from forminv_lean.analysis.metrics import SAMPLE_METRICS

    if int(res.counts["max_samples"].max()) <= 1:
        return None
    header = ["model", "samples"] + [LABELS[m] + ("" if m in _IG else " %")
                                     for m in SAMPLE_METRICS]
    rows = []
    for m in res.meta["models"]:
        h = res.samples[res.samples.model == m].set_index("metric")
        n = int(res.counts.set_index("model").at[m, "max_samples"])
        rows.append([m, n] + [fmt_ci(k, h.at[k, "value"], h.at[k, "lo"], h.at[k, "hi"])
                              for k in SAMPLE_METRICS])
    return header, rows


def md_table(header: Sequence[str], rows: Sequence[Sequence[Any]]) -> str:
    def cell(x: Any) -> str:
        return str(x).replace("|", "\\|").replace("\n", " ")

    lines = ["| " + " | ".join(cell(h) for h in header) + " |",
             "|" + "|".join(" --- " for _ in header) + "|"]
    lines += ["| " + " | ".join(cell(x) for x in r) + " |" for r in rows]
    return "\n".join(lines) + "\n"


def metrics_markdown(res: MetricsResult) -> str:
    b = res.meta
    parts = [f"# Metrics: {b['source']}\n",
             f"{len(b['models'])} models, {b['n_theorems']} theorems, {b['n_items']} items. "
             f"Percent unless noted; [95% CI] from {b['bootstrap']} theorem resamples "
             f"(seed {b['seed']}). Missing answers: `{b['missing']}` (accuracy over answered "
             "items, coverage beside it).\n",
             "## Headline\n", md_table(*headline_rows(res)),
             "\n## Failure rate per family\n", md_table(*family_rows(res))]
    sr = samples_rows(res)
    if sr:
        parts += ["\n## Repeated samples: systematic vs stochastic flips\n", md_table(*sr)]
    t = res.tests
    sig = t[t["significant"]]
    parts.append(f"\n## Per-theorem tests\n\n{int(t['p_value'].notna().sum())} theorems "
                 f"tested, {len(sig)} significant after Bonferroni.\n")
    if len(sig):
        parts.append("\n" + md_table(
            ["theorem", "test", "statistic", "p (Bonferroni)", "hardest form"],
            [[r.theorem_id, r.test, f"{r.statistic:.2f}", f"{r.p_bonferroni:.3g}",
              r.hardest_form or ""] for r in sig.itertuples()]))
    fk = res.agreement["fleiss_kappa"]["overall"]
    kap = "n/a" if math.isnan(fk["kappa"]) else f"{fk['kappa']:.3f}"
    parts.append(f"\n## Agreement\n\nFleiss' kappa (right/wrong, {fk['n_items']} items "
                 f"answered by all): {kap} {fk['note']}\n\nPareto front: "
                 + ", ".join(res.agreement["pareto"]["front"]) + "\n")
    rev = res.agreement["reversals"]
    parts.append(f"\n## Ranking reversals ({len(rev)} model pairs)\n")
    if len(rev):
        parts.append("\n" + md_table(
            ["A", "B", "A better on", "B better on", "margin", "bootstrap support"],
            [[r.model_a, r.model_b, r.family_f, r.family_g, fmt_value("x", r.margin),
              fmt_value("x", r.support)] for r in rev.head(20).itertuples()]))
    return "".join(parts)


def metrics_csv(res: MetricsResult) -> str:
    """One row per model: every headline metric with its CI, then the counts."""
    from forminv_lean.analysis.metrics import HEADLINE

    rows = []
    for m in res.meta["models"]:
        h = res.headline[res.headline.model == m].set_index("metric")
        row: dict[str, Any] = {"model": m}
        for k in HEADLINE:
            row[k], row[f"{k}_lo"], row[f"{k}_hi"] = (h.at[k, "value"], h.at[k, "lo"],
                                                      h.at[k, "hi"])
        rows.append(row)
    df = pd.DataFrame(rows).merge(res.counts, on="model")
    buf = io.StringIO()
    df.to_csv(buf, index=False, float_format="%.6f", lineterminator="\n")
    return buf.getvalue()


def rich_text(renderables: Sequence[Any], *, width: int = 200) -> str:
    """Render rich objects to plain text (for ``--out`` with ``--format table``)."""
    from rich.console import Console

    buf = io.StringIO()
    console = Console(file=buf, width=width, force_terminal=False, color_system=None)
    for r in renderables:
        console.print(r)
    return buf.getvalue()


def rich_table(title: str, header: Sequence[str], rows: Sequence[Sequence[Any]]) -> Any:
    from rich.table import Table

    t = Table(title=title, show_lines=False)
    for i, h in enumerate(header):
        t.add_column(str(h), justify="left" if i == 0 else "right", no_wrap=i == 0)
    for r in rows:
        t.add_row(*[str(x) for x in r])
    return t


def metrics_rich(res: MetricsResult) -> list[Any]:
    b = res.meta
    out = [rich_table(f"Headline ({b['bootstrap']} theorem resamples, seed {b['seed']}, "
                      f"missing={b['missing']})", *headline_rows(res)),
           rich_table("Failure rate per family (%)", *family_rows(res))]
    sr = samples_rows(res)
    if sr:
        out.append(rich_table("Repeated samples: CIR split (systematic = wrong in most "
                              "samples) and the canonical form's own flip rate", *sr))
    t = res.tests
    out.append(f"Per-theorem tests: {int(t['p_value'].notna().sum())} tested, "
               f"{int(t['significant'].sum())} significant after Bonferroni.")
    fk = res.agreement["fleiss_kappa"]["overall"]
    out.append(f"Fleiss' kappa: {fmt_value('mean_ig', fk['kappa'])} ({fk['n_items']} items) "
               f"{fk['note']}; Pareto front: {', '.join(res.agreement['pareto']['front'])}; "
               f"ranking reversals: {len(res.agreement['reversals'])} model pairs.")
    return out


def render_metrics(res: MetricsResult, fmt: str) -> str:
    check_format(fmt)
    if fmt == "json":
        return dump_json(res.to_dict())
    if fmt == "md":
        return metrics_markdown(res)
    if fmt == "csv":
        return metrics_csv(res)
    return rich_text(metrics_rich(res))


def emit(text: str, out: str | None = None, *, renderables: Sequence[Any] | None = None) -> None:
    """Write ``text`` atomically to ``out``, or print it; on a terminal print ``renderables``
    (rich objects) instead so tables fit the window."""
    import sys

    if out is not None:
        from forminv_lean.jsonl import write_text_atomic

        write_text_atomic(out, text)
        return
    if renderables is not None and sys.stdout.isatty():
        from rich.console import Console

        console = Console()
        for r in renderables:
            console.print(r)
        return
    sys.stdout.write(text)
    sys.stdout.flush()


__all__ = ["OUTPUT_FORMATS", "check_format", "dump_json", "emit", "fmt_ci", "fmt_value", "jsonable",
           "md_table", "metrics_csv", "metrics_markdown", "metrics_rich", "metrics_to_dict",
           "render_metrics", "rich_table", "rich_text"]
