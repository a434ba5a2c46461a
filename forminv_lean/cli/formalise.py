"""`forminv-lean formalise`: stage 2 on its own (renderings + canonical English, with coverage)."""

from __future__ import annotations

from pathlib import Path

import typer

EPILOG = """Examples:

  forminv-lean extract --source ntp-mathlib --path tests/data/mathlib/ntp/training_data.jsonl --out out/tb
  forminv-lean formalise --theorems out/tb/theorems.jsonl --out out/tb-formal

  forminv-lean formalise --theorems out/tb/theorems.jsonl --out out/tb-formal --llm openai/gpt-4o

  forminv-lean formalise --theorems out/tb/theorems.jsonl --out out/tb-formal \
      --mathlib-index ~/my-lake-project      # index its .lake/packages/mathlib (under --out)
"""


def formalise_cmd(
    theorems: Path = typer.Option(..., "--theorems", "-t", help="THEOREMS.jsonl from extract."),
    out: Path = typer.Option(..., "--out", "-o", help="Output folder."),
    llm: str | None = typer.Option(None, "--llm",
                                   help="Word statements with MODEL (back-translation checked)."),
    quiet: bool = typer.Option(False, "--quiet", "-q", help="No progress bar."),
    check: bool = typer.Option(True, "--check/--no-check",
                               help="Decide each new rendering with the checker and drop one "
                                    "it refutes (a Mathlib theorem is true: it is mis-rendered)."),
    mathlib_index: Path | None = typer.Option(
        None, "--mathlib-index", envvar="FORMINV_MATHLIB_INDEX",
        help="Mathlib's name index (a folder with declarations.jsonl.gz, notations.jsonl, "
             "exports.jsonl), or a Lake project / Mathlib checkout to build it from "
             "(.lake/packages/mathlib); names are resolved against it as Lean does."),
) -> None:
    """Give extracted theorems a formal rendering (Mathlib outside the table kept opaque) and an
    English statement; write them with a coverage report (what could not be rendered, and why)."""
    from rich.console import Console

    from forminv_lean.cli.progress import stage_progress
    from forminv_lean.errors import InputError
    from forminv_lean.formalise import formalise
    from forminv_lean.jsonl import read_jsonl, sha256_file, write_jsonl
    from forminv_lean.manifest import dumps_pretty, write_dataset
    from forminv_lean.records import Theorem

    console = Console(stderr=True)
    if mathlib_index is not None:
        import os

        from forminv_lean.formalise.name_index import INDEX_ENV, load_index

        if load_index(str(mathlib_index)) is None:
            # a Lake project or a Mathlib checkout: index the Mathlib it has, under --out
            from forminv_lean.formalise.index_scan import scan, write_index

            mathlib_index = write_index(scan(mathlib_index), out / "mathlib-index")
            console.print(f"indexed Mathlib's names → {mathlib_index}")
        os.environ[INDEX_ENV] = str(mathlib_index)   # read by the renderer (this process)
    rows = read_jsonl(theorems, Theorem)
    if not rows:
        raise InputError("no theorems to formalise", path=str(theorems))
    with stage_progress(console, quiet=quiet) as hook:
        res = formalise(rows, llm=llm, progress=hook("formalise", len(rows)), check=check)
    from forminv_lean.jsonl import write_text_atomic

    write_text_atomic(out / "coverage.json", dumps_pretty(res.coverage))
    write_jsonl(out / "unrendered.jsonl", [th.model_copy(update={"formal": None})
                                           for th, _ in res.unrendered])
    write_dataset(out / "theorems.jsonl", res.theorems, kind="theorems", recipe="formalise",
                  inputs={theorems.name: sha256_file(theorems)},
                  parameters={"llm": llm, "coverage": res.coverage},
                  counts={"domain": lambda r: r.domain,
                          "has_formal": lambda r: r.formal is not None})
    cov = res.coverage
    console.print(f"[green]formalised[/] {cov['rendered_share']} rendered "
                  f"({cov['with_opaque_symbols']} with opaque Mathlib symbols), "
                  f"{len(res.unrendered)} without a wording → {out}")
    for reason, n in list(cov["unrendered_by_construct"].items())[:5]:
        console.print(f"  {n:4d}  {reason}")


def register(app: typer.Typer) -> None:
    """Add the ``formalise`` command(s) to the app."""
    app.command("formalise", epilog=EPILOG)(formalise_cmd)
