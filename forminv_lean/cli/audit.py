"""`forminv-lean audit`: cross-model unanimity flags, merged with the formal audit."""

from __future__ import annotations

from pathlib import Path

import typer

from forminv_lean.analysis.duplicates import HELP as DUPLICATES_HELP

EPILOG = """Examples:

  forminv-lean audit --responses runs/responses.jsonl --dataset out/curated/dataset.jsonl

  forminv-lean audit --responses ../shared/external/forminv/responses/mathcheck_ranking_results.json --threshold 3/4 --count-all --format json
"""


def audit_cmd(
    responses: Path = typer.Option(..., "--responses", "-r",
                                   help="Answers: responses.jsonl, a paper JSON file or a "
                                        "results-table CSV."),
    force: bool = typer.Option(False, "--force",
                               help="Use a responses.jsonl that does not match its "
                                    "run.manifest.json (cut or edited), saying what is missing."),
    duplicates: str = typer.Option("error", "--duplicates", help=DUPLICATES_HELP),
    dataset: Path | None = typer.Option(None, "--dataset", "-d",
                                        help="Items (dataset.jsonl), with verification status."),
    threshold: str = typer.Option("6/9", "--threshold", "-t",
                                  help="Flag when at least k/n of the eligible models fail."),
    min_models: int = typer.Option(3, "--min-models",
                                   help="Judge a paraphrase only with this many eligible models."),
    count_all: bool = typer.Option(False, "--count-all",
                                   help="Count every model that fails the paraphrase, not only "
                                        "those right on the canonical form."),
    rank_by: str = typer.Option("scr", "--rank-by", help="Ranking metric: scr or accuracy."),
    fmt: str = typer.Option("table", "--format", "-f", help="table or json."),
    out: Path | None = typer.Option(None, "--out", "-o", help="Write here instead of stdout."),
) -> None:
    """Flag paraphrases that most models fail (cross-model unanimity).

    Findings are scored, explained and ranked; the output also gives the ranking with and
    without flagged items, leave-one-model-out stability, and a comparison with items the
    dataset marks refuted.
    """
    from forminv_lean.analysis.loaders import load_sources
    from forminv_lean.analysis.render import check_format, dump_json, emit, rich_text
    from forminv_lean.analysis.unanimity import audit, make_rule
    from forminv_lean.report.text import audit_rich

    check_format(fmt, ("table", "json"))
    make_rule(threshold, count_all=count_all, min_models=min_models)  # fail before loading
    import sys

    notes: list[str] = []
    table = load_sources([responses], dataset, force=force, duplicates=duplicates,
                         notes=notes)
    for note in notes:
        print(f"note: {note}", file=sys.stderr)
    res = audit(table, threshold=threshold, min_models=min_models, count_all=count_all,
                rank_by=rank_by, source=responses.name)
    if fmt == "json":
        emit(dump_json(res.to_dict()), str(out) if out else None)
    else:
        parts = audit_rich(res)
        emit(rich_text(parts), str(out) if out else None, renderables=parts)


def register(app: typer.Typer) -> None:
    """Add the ``audit`` command(s) to the app."""
    app.command("audit", epilog=EPILOG)(audit_cmd)
