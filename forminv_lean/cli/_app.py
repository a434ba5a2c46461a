"""The typer app: every command module's ``register(app)``, in the order of ``--help``.

Built only when a command line is not one :mod:`forminv_lean.cli.direct` runs itself
(``forminv_lean.cli.app`` is this module's ``app``, built on first use).
"""

from __future__ import annotations

import importlib

import typer

# One entry per command module; order is the order of `--help`.
COMMAND_MODULES: tuple[str, ...] = ("extract", "formalise", "build", "review", "lean", "eval", "export",
                                    "metrics", "audit", "selector", "nfb", "samplesize",
                                    "report", "check")

app = typer.Typer(
    name="forminv-lean",
    help="Build certified paraphrase-invariance benchmarks from Mathlib theorems and "
    "measure how language models' answers change when a theorem is restated.\n\n"
    "Example: forminv-lean build --out out/curated",
    no_args_is_help=True,
    add_completion=False,
    pretty_exceptions_enable=False,
    rich_markup_mode="rich",
)


def _version(value: bool) -> None:
    if value:
        from forminv_lean import __version__

        typer.echo(f"forminv-lean {__version__}")
        raise typer.Exit()


@app.callback()
def _root(
    version: bool = typer.Option(False, "--version", callback=_version, is_eager=True,
                                 help="Print the version and exit."),
) -> None:
    """forminv-lean: certified paraphrase-invariance benchmarks."""


for _name in COMMAND_MODULES:
    importlib.import_module(f"forminv_lean.cli.{_name}").register(app)
