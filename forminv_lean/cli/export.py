"""`forminv-lean export`: the dataset as lm-eval tasks, an inspect_ai task or a Hub folder."""

from __future__ import annotations

from pathlib import Path

import typer

EPILOG = """Examples:

  forminv-lean export --format lm-eval --dataset out/curated/dataset.jsonl --out tasks/forminv

  lm_eval --include_path tasks/forminv --tasks forminv --apply_chat_template --model local-chat-completions --model_args model=M,base_url=http://localhost:8000/v1/chat/completions --output_path runs/lm --log_samples

  forminv-lean export --format inspect --dataset out/curated/dataset.jsonl --out tasks/inspect

  inspect eval tasks/inspect/forminv_task.py@forminv --model openai-api/local/M --model-base-url http://localhost:8000/v1

  forminv-lean export --format hf --dataset out/curated/dataset.jsonl --out hub/forminv-lean

Run `--tasks forminv` (per family) or `--tasks forminv_all`, not both: together they ask every item twice. Results come back with `forminv-lean metrics --responses runs/lm --dataset out/curated/dataset.jsonl` (or a .eval log; the dataset says which items the run missed).
"""


def export_cmd(
    fmt: str = typer.Option(..., "--format", "-f", help="lm-eval, inspect or hf."),
    dataset: Path = typer.Option(..., "--dataset", "-d",
                                 help="Items: the project's dataset.jsonl (or the paper's "
                                      "JSONL release)."),
    out: Path = typer.Option(..., "--out", "-o",
                             help="Folder to write (new, empty, or an earlier export)."),
    families: str | None = typer.Option(None, "--families",
                                        help="Comma-separated families to keep."),
    limit_per_family: int | None = typer.Option(None, "--limit-per-family", min=1,
                                                help="At most N items of each family."),
    license: str | None = typer.Option(None, "--license",
                                       help="hf: license id for the card (default: "
                                            "apache-2.0; cc-by-4.0 for the paper's data)."),
) -> None:
    """Export a dataset to lm-evaluation-harness, inspect_ai or the Hugging Face layout.

    lm-eval: task group `forminv` (one task per family, canonical included) and
    `forminv_all`; inspect: one task file (`-T family=...`). Both use local data, the
    paper's system prompt, greedy decoding and forminv-lean's verdict parser.
    """
    from rich.console import Console

    from forminv_lean.export import export

    summary = export(fmt, dataset, out,
                     families=families.split(",") if families else None,
                     limit_per_family=limit_per_family, license=license)
    fams = ", ".join(f"{k} {v}" for k, v in summary["families"].items())
    Console(stderr=True).print(f"[green]exported[/] {summary['n_items']} items ({fams}) "
                               f"as {fmt} -> {out}")


def register(app: typer.Typer) -> None:
    """Add the ``export`` command(s) to the app."""
    app.command("export", epilog=EPILOG)(export_cmd)
