"""`forminv-lean build` and `forminv-lean certify`."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

import typer

if TYPE_CHECKING:  # the pipeline is imported when a command runs, not for --help
    from rich.console import Console

    from forminv_lean.build import BuildResult

EPILOG = """Examples:

  forminv-lean build                                   # the curated benchmark → out/curated/

  forminv-lean build --recipe ntp-mathlib --path tests/data/ntp/training_data.jsonl --limit 100

  forminv-lean build --executor ray --address 127.0.0.1:6379 --workers 16
"""


def summary(result: BuildResult, console: Console) -> None:
    """Print the per-family released / review / excluded table of a build."""
    from collections import Counter

    from rich.table import Table

    r = result.certified
    table = Table(title=f"{result.out}: {len(r.released)} released, {len(r.review)} to review, "
                        f"{len(r.excluded)} excluded")
    for col in ("family", "tier", "released", "review", "excluded"):
        table.add_column(col, justify="left" if col in ("family", "tier") else "right")
    rel = Counter(i.family for i in r.released)
    rev = Counter(i.family for i, _ in r.review)
    exc = Counter(i.family for i, _ in r.excluded)
    tiers = {i.family: i.tier for i in result.items}
    for fam in sorted(set(rel) | set(rev) | set(exc)):
        table.add_row(fam, tiers.get(fam) or "-", str(rel[fam]), str(rev[fam]), str(exc[fam]))
    console.print(table)
    console.print(f"checker: {r.stats.get('verdicts')}; Lean: {result.lean_file}")
    if r.contradictions:
        console.print(f"[red]{len(r.contradictions)} contradictions between equivalence classes "
                      f"(see classes.json)[/]")


def build_cmd(
    recipe: str = typer.Option("curated", "--recipe", "-r", help="Recipe name or TOML path."),
    out: Path | None = typer.Option(None, "--out", "-o", help="Output folder (default: out/RECIPE)."),
    limit: int | None = typer.Option(None, "--limit", "-n", min=1, help="At most N theorems."),
    seed: int | None = typer.Option(None, "--seed", help="Seed (default: the recipe's)."),
    path: Path | None = typer.Option(None, "--path", help="Local input for the recipe's source."),
    llm: str | None = typer.Option(None, "--llm", help="Also ask MODEL for paraphrases (checked)."),
    executor: str = typer.Option("local", "--executor", help="local | ray"),
    address: str | None = typer.Option(None, "--address", help="Ray cluster address."),
    workers: int | None = typer.Option(None, "--workers", min=1, help="Worker processes."),
    timeout: float = typer.Option(2.0, "--timeout", min=0.1, help="Seconds per solver query."),
    reviews: Path | None = typer.Option(None, "--reviews", help="Review ledger (default: OUT/reviews.jsonl)."),
    lean_dir: Path | None = typer.Option(None, "--lean-dir", help="Lean library root for the "
                                         "emitted modules (default: OUT/lean, a standalone Lake "
                                         "project; `make build` passes lean_proofs)."),
    extra_items: Path | None = typer.Option(None, "--extra-items",
                                            help="Also certify these items (JSONL of Item)."),
    chunk_size: int = typer.Option(64, "--chunk-size", min=1, help="Obligations per checkpoint."),
    quiet: bool = typer.Option(False, "--quiet", "-q", help="No progress bars."),
) -> None:
    """Build a certified benchmark: extract, paraphrase, certify, emit Lean, write the dataset."""
    from rich.console import Console

    from forminv_lean.build import build
    from forminv_lean.certify.executors import make_executor
    from forminv_lean.cli.progress import stage_progress

    console = Console(stderr=True)
    ex = make_executor(executor, workers=workers, address=address)
    with stage_progress(console, quiet=quiet) as hook:
        result = build(recipe, out=out, limit=limit, seed=seed, path=path, llm=llm, executor=ex,
                       timeout=timeout, reviews=reviews, lean_dir=lean_dir,
                       extra_items=extra_items, chunk_size=chunk_size, hook=hook)
    if not quiet:
        summary(result, console)
    console.print(f"[green]built[/] {result.out / 'dataset.jsonl'}")


CERTIFY_EPILOG = """Examples:

  forminv-lean certify --theorems out/curated/theorems.jsonl --items my-items.jsonl --out out/mine

Writes dataset.jsonl (released items only), excluded.jsonl, review-queue.jsonl,
certificates.jsonl and the Lean modules (OUT/lean/ unless --lean-dir), exactly as `build` does.
"""


def certify_cmd(
    theorems: Path = typer.Option(..., "--theorems", help="Theorems JSONL (with renderings)."),
    items: Path = typer.Option(..., "--items", help="Items JSONL to certify."),
    out: Path = typer.Option(..., "--out", "-o", help="Output folder."),
    name: str = typer.Option("certified", "--name", help="Dataset name (Lean module)."),
    executor: str = typer.Option("local", "--executor", help="local | ray"),
    address: str | None = typer.Option(None, "--address", help="Ray cluster address."),
    workers: int | None = typer.Option(None, "--workers", min=1, help="Worker processes."),
    timeout: float = typer.Option(2.0, "--timeout", min=0.1, help="Seconds per solver query."),
    reviews: Path | None = typer.Option(None, "--reviews", help="Review ledger (default: OUT/reviews.jsonl)."),
    lean_dir: Path | None = typer.Option(None, "--lean-dir", help="Lean library root for the "
                                         "emitted modules (default: OUT/lean)."),
    chunk_size: int = typer.Option(64, "--chunk-size", min=1, help="Obligations per checkpoint."),
    quiet: bool = typer.Option(False, "--quiet", "-q", help="No progress bars."),
) -> None:
    """Certify items against their theorems and apply the release policy."""
    from forminv_lean.build import certify_and_write
    from forminv_lean.certify.run import read_inputs
    from forminv_lean.jsonl import sha256_file

    th, its = read_inputs(theorems, items)
    from rich.console import Console

    from forminv_lean.certify.executors import make_executor
    from forminv_lean.cli.progress import stage_progress

    console = Console(stderr=True)
    ex = make_executor(executor, workers=workers, address=address)
    with stage_progress(console, quiet=quiet) as hook:
        result = certify_and_write(
            name, th, its, out=out, inputs={theorems.name: sha256_file(theorems),
                                            items.name: sha256_file(items)},
            params={"timeout_s": timeout}, coverage={}, executor=ex, timeout=timeout,
            reproduce=f"forminv-lean certify --theorems {theorems.name} --items {items.name}",
            reviews=reviews, lean_dir=lean_dir, chunk_size=chunk_size, hook=hook)
    if not quiet:
        summary(result, console)


def register(app: typer.Typer) -> None:
    """Add the ``build`` command(s) to the app."""
    app.command("build", epilog=EPILOG)(build_cmd)
    app.command("certify", epilog=CERTIFY_EPILOG)(certify_cmd)
