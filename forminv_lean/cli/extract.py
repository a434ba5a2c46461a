"""`forminv-lean extract`: stage 1 on its own."""

from __future__ import annotations

from pathlib import Path

import typer

EPILOG = """Examples:

  forminv-lean extract                                  # the embedded curated set → out/curated/

  forminv-lean extract --source forminv-jsonl --path ../shared/external/forminv/datasets/forminv_v3_103.jsonl

  forminv-lean extract --source ntp-mathlib --path tests/data/ntp/training_data.jsonl --limit 50 --seed 1

  forminv-lean extract --source leandojo --repo https://github.com/leanprover-community/mathlib4 --commit v4.19.0
"""


def extract_cmd(
    source: str = typer.Option("curated", "--source", "-s",
                               help="Registered source: curated, forminv-jsonl, ntp-mathlib, leandojo."),
    out: Path | None = typer.Option(None, "--out", "-o", help="Output folder (default: out/SOURCE)."),
    limit: int | None = typer.Option(None, "--limit", "-n", min=1, help="Sample at most N theorems."),
    seed: int = typer.Option(0, "--seed", help="Seed of the stratified sample."),
    path: Path | None = typer.Option(None, "--path", help="Local input file or folder."),
    repo: str | None = typer.Option(None, "--repo", help="Git repo URL (leandojo)."),
    commit: str | None = typer.Option(None, "--commit", help="Commit or tag (leandojo)."),
) -> None:
    """Extract theorems from a source into THEOREMS.jsonl (+ items, manifests)."""
    from rich.console import Console

    from forminv_lean.extract import SOURCES, ExtractOptions, run_source, write_extraction

    console = Console(stderr=True)
    SOURCES.get(source)  # unknown names fail here, with the valid list
    options = ExtractOptions(limit=limit, seed=seed, path=path, repo=repo, commit=commit)
    with console.status(f"extracting from {source}…"):
        ex = run_source(source, options)
    target = out or Path("out") / source
    written = write_extraction(ex, target, source=source, options=options)
    msg = f"{len(ex.theorems)} theorems"
    if ex.items:
        msg += f", {len(ex.items)} items"
    console.print(f"[green]extracted[/] {msg} from {source} → {written['theorems'].parent}")
    if ex.stats:
        console.print("  " + ", ".join(f"{k}={v}" for k, v in ex.stats.items()))


def register(app: typer.Typer) -> None:
    """Add the ``extract`` command(s) to the app."""
    app.command("extract", epilog=EPILOG)(extract_cmd)
