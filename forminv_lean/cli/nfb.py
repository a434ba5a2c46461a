"""`forminv-lean nfb`: can some family weighting realise a target ranking?"""

from __future__ import annotations

from pathlib import Path

import typer

EPILOG = """Examples:

  forminv-lean nfb --metrics metrics.json --target "openai/o4-mini>openai/gpt-4o>deepseek/deepseek-chat"

  forminv-lean nfb --metrics metrics.json --target "a>b" --families order unpack --format json
"""


def nfb_cmd(
    metrics: Path = typer.Option(..., "--metrics", "-m",
                                 help="The JSON written by `metrics --format json`."),
    target: str = typer.Option(..., "--target", "-t", help="Ranking to realise: 'm1>m2>m3'."),
    families: list[str] | None = typer.Option(None, "--families",
                                              help="Weigh only these families."),
    more: list[str] | None = typer.Argument(None, help="More family names.",
                                            show_default=False),
    fmt: str = typer.Option("table", "--format", "-f", help="table or json."),
    out: Path | None = typer.Option(None, "--out", "-o", help="Write here instead of stdout."),
) -> None:
    """No-Free-Benchmark check: can some family weighting realise a target ranking?

    A linear program over family weights on the simplex maximises the ranking's margin;
    when the best margin is <= 0 its dual certificate proves no weighting works. Also
    lists which models some weighting can put first.
    """
    from forminv_lean.analysis.nfb import (
        parse_target,
        possible_winners,
        realise,
        scores_from_metrics,
    )
    from forminv_lean.analysis.render import check_format, dump_json, emit, rich_text
    from forminv_lean.cli.selector import family_list
    from forminv_lean.jsonl import read_json
    from forminv_lean.report.text import nfb_rich

    check_format(fmt, ("table", "json"))
    scores = scores_from_metrics(read_json(metrics), path=str(metrics),
                                 families=family_list(families, more) or None)
    order = parse_target(target, list(scores.index))
    res = realise(scores, order)
    winners = possible_winners(scores)
    if fmt == "json":
        emit(dump_json({**res.to_dict(), "possible_first": winners}), str(out) if out else None)
        return
    parts = nfb_rich(res, winners)
    emit(rich_text(parts), str(out) if out else None, renderables=parts)


def register(app: typer.Typer) -> None:
    """Add the ``nfb`` command(s) to the app."""
    app.command("nfb", epilog=EPILOG)(nfb_cmd)
