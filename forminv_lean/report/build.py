"""Run the analysis and write every report artefact into one folder."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from pathlib import Path

import pandas as pd

from forminv_lean.analysis.metrics import compute_metrics
from forminv_lean.analysis.render import dump_json
from forminv_lean.analysis.table import ItemInfo
from forminv_lean.analysis.unanimity import audit
from forminv_lean.jsonl import write_text_atomic
from forminv_lean.report import figures as figs
from forminv_lean.report.html import render_html
from forminv_lean.report.markdown import render_markdown


def write_report(table: pd.DataFrame, out_dir: str | Path, *, bootstrap: int = 1000,
                 seed: int = 0, missing: str = "exclude", threshold: str = "6/9",
                 min_models: int = 3, count_all: bool = False,
                 source: str = "results table", title: str | None = None,
                 texts: Mapping[str, ItemInfo] | None = None,
                 notes: list[str] | None = None) -> dict[str, object]:
    """Compute metrics and audit, draw the figures, write HTML/Markdown/JSON.

    ``title`` names the run (default: from ``source``); ``texts`` (the dataset's items
    by id) puts each audited paraphrase's wording beside its canonical one.

    Returns the written paths: ``html``, ``markdown``, ``metrics``, ``audit`` and
    ``figures`` (name -> PNG path).
    """
    out = Path(out_dir)
    res = compute_metrics(table, bootstrap=bootstrap, seed=seed, missing=missing, source=source,
                          notes=notes)
    title = title or report_title(source, res.meta["models"])
    aud = audit(table, threshold=threshold, min_models=min_models, count_all=count_all,
                source=source)
    pngs: dict[str, bytes] = {}
    for name, draw in figs.FIGURES.items():
        pngs[name] = figs.save(draw(res), out / "figures", name)
    rel = {n: f"figures/{n}.png" for n in pngs}
    paths: dict[str, object] = {
        "html": out / "report.html", "markdown": out / "report.md",
        "metrics": out / "metrics.json", "audit": out / "audit.json",
        "figures": {n: out / p for n, p in rel.items()},
    }
    write_text_atomic(out / "metrics.json", dump_json(res.to_dict()))
    write_text_atomic(out / "audit.json", dump_json(aud.to_dict()))
    write_text_atomic(out / "report.md", render_markdown(res, aud, rel, title=title,
                                                         texts=texts))
    write_text_atomic(out / "report.html", render_html(res, aud, pngs, title=title,
                                                       texts=texts))
    return paths


def report_title(source: str, models: Sequence[str]) -> str:
    """``FormInv report: <run> (<models>)``: the run and, when few, the models by name."""
    who = (", ".join(models) if len(models) <= 3 else f"{len(models)} models")
    return f"FormInv report: {source} ({who})"


__all__ = ["report_title", "write_report"]
