"""`forminv-lean metrics`: per-model metrics with bootstrap CIs, tests and agreement."""

from __future__ import annotations

from pathlib import Path

import typer

from forminv_lean.analysis.duplicates import HELP as DUPLICATES_HELP

EPILOG = """Examples:

  forminv-lean metrics --responses runs/responses.jsonl --dataset out/curated/dataset.jsonl

  forminv-lean metrics --responses ../shared/external/forminv/responses/false_controls_all_models.json --format md

  forminv-lean metrics --responses runs/responses.jsonl --dataset d.jsonl --format json --bootstrap 2000 --seed 1 --out metrics.json

  forminv-lean metrics --responses answers.csv --format csv --bootstrap 0   # a plain table, point metrics

  forminv-lean metrics -r logs/run1 -r logs/run2 -d out/curated/dataset.jsonl --duplicates samples
"""


def metrics_cmd(
    responses: list[Path] = typer.Option(
        ..., "--responses", "-r",
        help="Answers: responses.jsonl, a paper JSON file, a results-table CSV, lm-eval "
             "samples or inspect logs (a file or folder). Repeat to read several together "
             "(each (model, item) answered in more than one is a duplicate)."),
    duplicates: str = typer.Option("error", "--duplicates", help=DUPLICATES_HELP),
    force: bool = typer.Option(False, "--force",
                               help="Use a responses.jsonl that does not match its "
                                    "run.manifest.json (cut or edited), saying what is missing."),
    dataset: Path | None = typer.Option(None, "--dataset", "-d",
                                        help="Items (dataset.jsonl); not needed when the "
                                             "answers carry theorem, family and truth."),
    fmt: str = typer.Option("table", "--format", "-f",
                            help="table, md, csv or json (csv: metrics and CIs only, no "
                                 "tests; the fast path)."),
    bootstrap: int = typer.Option(1000, "--bootstrap", "-b",
                                  help="Theorem resamples for the 95% CIs (0: none)."),
    seed: int = typer.Option(0, "--seed", help="Seed of the bootstrap's numpy Generator."),
    missing: str = typer.Option("exclude", "--missing",
                                help="Unanswered items: exclude (default; coverage shown) "
                                     "or wrong."),
    out: Path | None = typer.Option(None, "--out", "-o", help="Write here instead of stdout."),
    table_out: Path | None = typer.Option(None, "--table-out",
                                          help="Also write the joined results table (CSV)."),
) -> None:
    """Per-model metrics with bootstrap CIs, per-theorem tests and cross-model agreement.

    Accuracy, SCR, Mean/RMS-IG, Hi-IG%, CIR, family failure and TRUE-bias per model, with
    95% CIs from resampling theorems; per-theorem Cochran's Q / McNemar (Bonferroni);
    Fleiss' kappa, Kendall tau, Pareto front and ranking reversals across models.
    """
    from forminv_lean.cli.direct import run_metrics

    run_metrics(responses=responses, duplicates=duplicates, force=force, dataset=dataset,
                fmt=fmt, bootstrap=bootstrap, seed=seed, missing=missing, out=out,
                table_out=table_out)


def register(app: typer.Typer) -> None:
    """Add the ``metrics`` command(s) to the app."""
    app.command("metrics", epilog=EPILOG)(metrics_cmd)
