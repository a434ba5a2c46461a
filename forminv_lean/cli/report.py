"""`forminv-lean report`: one self-contained HTML file plus Markdown and figures."""

from __future__ import annotations

from pathlib import Path
from typing import cast

import typer

from forminv_lean.analysis.duplicates import HELP as DUPLICATES_HELP

EPILOG = """Examples:

  forminv-lean report --responses runs/responses.jsonl --dataset out/curated/dataset.jsonl --out report/

  forminv-lean report --responses ../shared/external/forminv/responses/mathcheck_ranking_results.json --threshold 3/4 --out report-mathcheck/
"""


def report_cmd(
    responses: Path = typer.Option(..., "--responses", "-r",
                                   help="Answers: responses.jsonl, a paper JSON file or a "
                                        "results-table CSV."),
    force: bool = typer.Option(False, "--force",
                               help="Use a responses.jsonl that does not match its "
                                    "run.manifest.json (cut or edited), saying what is missing."),
    duplicates: str = typer.Option("error", "--duplicates", help=DUPLICATES_HELP),
    dataset: Path | None = typer.Option(None, "--dataset", "-d", help="Items (dataset.jsonl)."),
    out: Path = typer.Option(..., "--out", "-o", help="Output folder."),
    bootstrap: int = typer.Option(1000, "--bootstrap", "-b", help="Theorem resamples."),
    seed: int = typer.Option(0, "--seed", help="Seed of the bootstrap."),
    missing: str = typer.Option("exclude", "--missing", help="exclude or wrong."),
    threshold: str = typer.Option("6/9", "--threshold", "-t", help="Audit threshold k/n."),
    min_models: int = typer.Option(3, "--min-models", help="Audit: minimum eligible models."),
    count_all: bool = typer.Option(False, "--count-all", help="Audit: count every model."),
    title: str | None = typer.Option(None, "--title",
                                     help="Report title (default: names the run folder and "
                                          "file, and the models)."),
) -> None:
    """Write a self-contained HTML report, Markdown and figures for a set of answers.

    report.html (figures embedded), report.md, metrics.json, audit.json and
    figures/*.png|pdf: headline table with CIs, per-family failure heatmap, IG
    distribution, ranking reversals and audit findings.
    """
    from rich.console import Console

    from forminv_lean.analysis.loaders import load_sources, read_items
    from forminv_lean.analysis.unanimity import make_rule
    from forminv_lean.report import write_report

    console = Console(stderr=True)
    make_rule(threshold, count_all=count_all, min_models=min_models)
    import sys

    notes: list[str] = []
    table = load_sources([responses], dataset, force=force, duplicates=duplicates,
                         notes=notes)
    for note in notes:
        print(f"note: {note}", file=sys.stderr)
    texts = {i.id: i for i in read_items(dataset)} if dataset is not None else None
    p = responses.resolve()
    source = f"{p.parent.name}/{p.name}" if p.parent.name else p.name
    with console.status("computing metrics, audit and figures…"):
        paths = write_report(table, out, bootstrap=bootstrap, seed=seed, missing=missing,
                             threshold=threshold, min_models=min_models, count_all=count_all,
                             source=source, title=title, texts=texts, notes=notes)
    console.print(f"[green]report[/] → {paths['html']} (+ {cast(Path, paths['markdown']).name}, "
                  f"{len(cast('dict[str, Path]', paths['figures']))} figures)")


def register(app: typer.Typer) -> None:
    """Add the ``report`` command(s) to the app."""
    app.command("report", epilog=EPILOG)(report_cmd)
