"""The ``forminv-lean`` command line: thin commands over plain functions.

Each command lives in its own module ``forminv_lean.cli.<name>`` exposing
``register(app)``; this module only assembles them and turns user-facing errors
(:class:`~forminv_lean.errors.ForminvError`) into one line on stderr and a non-zero exit.
"""

from __future__ import annotations

import importlib
import os
import signal
import sys
import unicodedata
from pathlib import Path

import typer

from forminv_lean import signals
from forminv_lean.errors import ForminvError
from forminv_lean.safe_paths import command_inputs

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


INTERRUPTED = 130  # the shell's code for a run stopped by SIGINT
INTERNAL_ERROR = 70  # EX_SOFTWARE: a bug, not bad input
DEBUG_ENV = "FORMINV_DEBUG"


def one_line(text: str) -> str:
    """``text`` with line breaks and other control characters escaped (``\\n``,
    ``\\u2028``): a message quoting bad input stays one line on the terminal."""
    return "".join(c if c == " " or unicodedata.category(c)[0] not in "CZ"
                   else c.encode("unicode_escape").decode("ascii") for c in text)


def _internal_error(exc: BaseException) -> None:
    """A bug still gets one line (and the way to see more), never a bare traceback."""
    if os.environ.get(DEBUG_ENV):
        raise exc
    first = next((x.strip() for x in str(exc).splitlines() if x.strip()), "")
    typer.echo(f"error: internal error ({type(exc).__name__}"
               f"{': ' + one_line(first[:300]) if first else ''})"
               f"; please report it; {DEBUG_ENV}=1 shows the traceback", err=True)
    sys.exit(INTERNAL_ERROR)


def main(argv: list[str] | None = None) -> None:
    """Console entry point: every outcome is an exit code and at most one line on stderr.

    User errors exit 1 (or their own code), Ctrl-C 130, SIGTERM 143 (both after the same
    cleanup), and anything unexpected 70 with a one-line summary.
    """
    signals.install()
    _tolerant_streams()
    try:
        # With standalone_mode=False click returns the code of `typer.Exit(n)` instead of
        # exiting, so pass it on.
        with command_inputs():  # an output may not replace one of the command's inputs
            rc = app(args=argv, standalone_mode=False)
        if rc == INTERRUPTED:  # typer turns Ctrl-C (and our SIGTERM) into Exit(130)
            raise signals.Terminated() if signals.received() == signal.SIGTERM \
                else KeyboardInterrupt()
        sys.exit(rc if isinstance(rc, int) else 0)
    except ForminvError as exc:
        typer.echo(f"error: {one_line(str(exc))}", err=True)
        sys.exit(exc.exit_code)
    except signals.Terminated:
        typer.echo("terminated: nothing half-written was kept", err=True)
        sys.exit(signals.TERMINATED)
    except KeyboardInterrupt:
        typer.echo("interrupted: nothing half-written was kept", err=True)
        sys.exit(INTERRUPTED)
    except typer.Exit as exc:
        sys.exit(exc.exit_code)
    except typer.Abort:
        typer.echo("aborted", err=True)
        sys.exit(1)
    except RecursionError:
        typer.echo("error: input nested too deeply to process", err=True)
        sys.exit(1)
    except MemoryError:
        typer.echo("error: out of memory", err=True)
        sys.exit(1)
    except OSError as exc:  # disk full, permissions, a path that cannot be: the user's
        typer.echo(f"error: {one_line(_os_message(exc))}", err=True)
        sys.exit(1)
    except Exception as exc:
        if isinstance(exc, _click_errors()):  # a bad command line: click's usage message
            _show_click_error(exc)
        _internal_error(exc)


def _os_message(exc: OSError) -> str:
    """``path: problem`` for an OS failure, naming the file the user gave, not a temp file."""
    from forminv_lean.safe_paths import os_reason

    name = exc.filename if isinstance(exc.filename, (str, Path)) else None
    if name is not None and Path(name).name.startswith(".") and str(name).endswith(".tmp"):
        name = Path(name).parent  # an atomic write's temp file: name its folder
    return f"{name}: {os_reason(exc)}" if name is not None else os_reason(exc)


def _tolerant_streams() -> None:
    """Text a terminal's encoding cannot show (``LANG=C``, ``PYTHONIOENCODING=latin-1``) is
    escaped, not a crash half-way through the output."""
    for stream in (sys.stdout, sys.stderr):
        reconfigure = getattr(stream, "reconfigure", None)
        if callable(reconfigure):
            try:
                reconfigure(errors="backslashreplace")
            except (ValueError, OSError):  # a closed or unusual stream: leave it
                pass


def _click_errors() -> tuple[type[Exception], ...]:
    """What click raises for a bad command line (unknown command or option, bad value),
    from whichever click this typer uses: typer 0.2x carries its own copy (``typer._click``,
    whose exceptions derive from ``typer.TyperException``); older typers use click itself."""
    found: list[type[Exception]] = []
    if (vendored := getattr(typer, "TyperException", None)) is not None:
        found.append(vendored)
    try:
        import click
    except ImportError:
        pass
    else:
        found.append(click.ClickException)
    return tuple(found)


def _show_click_error(exc: Exception) -> None:
    """Usage, a hint and the error, as click prints them in standalone mode; exit 2 for a
    usage error (click's own code)."""
    show = getattr(exc, "show", None)
    if callable(show):
        show()
    else:
        typer.echo(f"error: {one_line(str(exc))}", err=True)
    code = getattr(exc, "exit_code", 2)
    sys.exit(code if isinstance(code, int) else 2)
