"""`forminv-lean selector`: models ranked by expected failure on chosen families."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING, cast

import typer

from forminv_lean.analysis.duplicates import HELP as DUPLICATES_HELP

if TYPE_CHECKING:
    from forminv_lean.analysis.selector import FamilyCounts

EPILOG = """Examples:

  forminv-lean metrics --responses r.jsonl --dataset d.jsonl --format json --out metrics.json

  forminv-lean selector --metrics metrics.json --families unpack order --top-k 3

  forminv-lean selector --responses runs/lm-eval --dataset d.jsonl --families notation,order
"""


def family_list(option: list[str] | None, extra: list[str] | None) -> list[str]:
    """``--families unpack order`` and ``--families unpack,order`` both work."""
    names: list[str] = []
    for chunk in (option or []) + (extra or []):
        names += [x.strip() for x in chunk.split(",") if x.strip()]
    return list(dict.fromkeys(names))


def selector_cmd(
    metrics: Path | None = typer.Option(None, "--metrics", "-m",
                                        help="The JSON written by `metrics --format json`."),
    responses: Path | None = typer.Option(None, "--responses", "-r",
                                          help="Or answers, as `metrics` reads them "
                                               "(responses, results table, lm-eval or "
                                               "inspect logs)."),
    dataset: Path | None = typer.Option(None, "--dataset", "-d",
                                        help="Items, with --responses when needed."),
    duplicates: str = typer.Option("error", "--duplicates", help=DUPLICATES_HELP),
    families: list[str] | None = typer.Option(None, "--families",
                                              help="Families to weigh (space- or comma-separated)."),
    more: list[str] | None = typer.Argument(None, help="More family names.",
                                            show_default=False),
    top_k: int | None = typer.Option(None, "--top-k", "-k", help="Show the best K models."),
    weighting: str = typer.Option("family", "--weighting",
                                  help="family (each family counts equally) or item."),
    bootstrap: int = typer.Option(2000, "--bootstrap", "-b", help="Theorem resamples."),
    seed: int = typer.Option(0, "--seed", help="Seed of the bootstrap."),
    fmt: str = typer.Option("table", "--format", "-f", help="table or json."),
    out: Path | None = typer.Option(None, "--out", "-o", help="Write here instead of stdout."),
) -> None:
    """Rank models by expected failure rate on chosen families, with 95% CIs.

    Reads the JSON written by `metrics --format json`, or the answers themselves
    (--responses); CIs come from resampling theorems.
    """
    from forminv_lean.analysis.render import (
        check_format,
        dump_json,
        emit,
        fmt_ci,
        rich_table,
        rich_text,
    )
    from forminv_lean.analysis.selector import FamilyCounts, select
    from forminv_lean.errors import UsageError
    from forminv_lean.jsonl import read_json

    check_format(fmt, ("table", "json"))
    fams = family_list(families, more)
    if (metrics is None) == (responses is None):
        raise UsageError("give either --metrics or --responses")
    if metrics is not None:
        counts = FamilyCounts.from_metrics(read_json(metrics), path=str(metrics))
    else:
        counts = _counts_from_answers(cast(Path, responses), dataset, duplicates)
    df = select(counts, fams, top_k=top_k, n_boot=bootstrap, seed=seed, weighting=weighting)
    if fmt == "json":
        emit(dump_json({"families": fams, "weighting": weighting,
                        "bootstrap": {"n": bootstrap, "seed": seed}, "ranking": df}),
             str(out) if out else None)
        return
    rows = [[r.rank, r.model, fmt_ci(None, r.expected_failure, r.lo, r.hi), r.n_items]
            for r in df.itertuples()]
    parts = [rich_table(f"Expected failure on {', '.join(fams)} ({weighting} weighting)",
                        ["rank", "model", "failure % [95% CI]", "items"], rows)]
    emit(rich_text(parts), str(out) if out else None, renderables=parts)


def _counts_from_answers(responses: Path, dataset: Path | None,
                         duplicates: str = "error") -> FamilyCounts:
    """Per (model, family, theorem) counts straight from answers (what `metrics` stores)."""
    import sys

    from forminv_lean.analysis.aggregate import prepare
    from forminv_lean.analysis.loaders import load_sources
    from forminv_lean.analysis.selector import FamilyCounts
    from forminv_lean.analysis.table import validate_table

    notes: list[str] = []
    table = load_sources([responses], dataset, duplicates=duplicates, notes=notes)
    for note in notes:
        print(f"note: {note}", file=sys.stderr)
    prep = prepare(validate_table(table, source=str(responses)))
    return FamilyCounts(list(prep.models), list(prep.families), list(prep.theorems),
                        prep.fam_answered, prep.fam_correct)


def register(app: typer.Typer) -> None:
    """Add the ``selector`` command(s) to the app."""
    app.command("selector", epilog=EPILOG)(selector_cmd)
