"""The ``forminv-lean`` command line: thin commands over plain functions.

Each command lives in its own module ``forminv_lean.cli.<name>`` exposing
``register(app)``; ``cli/_app.py`` assembles them into the typer app (``app`` here, built
on first use). This module is the console entry point and turns user-facing errors
(:class:`~forminv_lean.errors.ForminvError`) into one line on stderr and a non-zero exit.
It imports no typer itself: a plain ``metrics`` command line runs without building the
app (:mod:`forminv_lean.cli.direct`), every other one through typer.
"""

from __future__ import annotations

import errno
import os
import signal
import sys
import unicodedata
from pathlib import Path
from typing import Any

from forminv_lean import signals
from forminv_lean.errors import ForminvError
from forminv_lean.safe_paths import command_inputs


def __getattr__(name: str) -> Any:
    """``app`` (the typer app) is built on first use, not by importing this package."""
    if name == "app":
        from forminv_lean.cli._app import app

        return app
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


INTERRUPTED = 130  # the shell's code for a run stopped by SIGINT
INTERNAL_ERROR = 70  # EX_SOFTWARE: a bug, not bad input
DEBUG_ENV = "FORMINV_DEBUG"


def one_line(text: str) -> str:
    """``text`` with line breaks and other control characters escaped (``\\n``,
    ``\\u2028``): a message quoting bad input stays one line on the terminal."""
    return "".join(c if c == " " or unicodedata.category(c)[0] not in "CZ"
                   else c.encode("unicode_escape").decode("ascii") for c in text)


def _echo(message: str) -> None:
    """One line on stderr, as every error path prints it (typer's ``echo``)."""
    import typer

    typer.echo(message, err=True)


def _typer_exits() -> tuple[type[BaseException], ...]:
    """``typer.Exit`` and ``typer.Abort`` once typer is loaded; before that neither can
    have been raised (a direct command runs without typer)."""
    typer = sys.modules.get("typer")
    return (typer.Exit, typer.Abort) if typer is not None else ()


def _internal_error(exc: BaseException) -> None:
    """A bug still gets one line (and the way to see more), never a bare traceback."""
    if os.environ.get(DEBUG_ENV):
        raise exc
    first = next((x.strip() for x in str(exc).splitlines() if x.strip()), "")
    _echo(f"error: internal error ({type(exc).__name__}"
          f"{': ' + one_line(first[:300]) if first else ''})"
          f"; please report it; {DEBUG_ENV}=1 shows the traceback")
    sys.exit(INTERNAL_ERROR)


def _run(argv: list[str] | None) -> Any:
    """Run one command line: directly when :mod:`~forminv_lean.cli.direct` takes it,
    otherwise through the typer app. Returns the exit code (or ``None`` for 0)."""
    from forminv_lean.cli.direct import direct_command

    command = direct_command(sys.argv[1:] if argv is None else list(argv))
    if command is not None:
        command()
        return 0
    from forminv_lean.cli._app import app

    # With standalone_mode=False click returns the code of `typer.Exit(n)` instead of
    # exiting, so pass it on.
    return app(args=argv, standalone_mode=False)


def main(argv: list[str] | None = None) -> None:
    """Console entry point: every outcome is an exit code and at most one line on stderr.

    User errors exit 1 (or their own code), Ctrl-C 130, SIGTERM 143 (both after the same
    cleanup), and anything unexpected 70 with a one-line summary.
    """
    signals.install()
    _tolerant_streams()
    try:
        with command_inputs():  # an output may not replace one of the command's inputs
            rc = _run(argv)
        if rc == INTERRUPTED:  # typer turns Ctrl-C (and our SIGTERM) into Exit(130)
            raise signals.Terminated() if signals.received() == signal.SIGTERM \
                else KeyboardInterrupt()
        sys.exit(rc if isinstance(rc, int) else 0)
    except ForminvError as exc:
        _echo(f"error: {one_line(str(exc))}")
        sys.exit(exc.exit_code)
    except signals.Terminated:
        _echo("terminated: nothing half-written was kept")
        sys.exit(signals.TERMINATED)
    except KeyboardInterrupt:
        _echo("interrupted: nothing half-written was kept")
        sys.exit(INTERRUPTED)
    except _typer_exits() as exc:
        if isinstance(exc, sys.modules["typer"].Abort):
            _echo("aborted")
            sys.exit(1)
        sys.exit(getattr(exc, "exit_code", 1))  # typer.Exit
    except EOFError:  # what typer does with it, for a direct command
        _echo("")
        _echo("aborted")
        sys.exit(1)
    except RecursionError:
        _echo("error: input nested too deeply to process")
        sys.exit(1)
    except MemoryError:
        _echo("error: out of memory")
        sys.exit(1)
    except OSError as exc:  # disk full, permissions, a path that cannot be: the user's
        if exc.errno == errno.EPIPE:  # the reader went away: what typer does with it
            try:
                from typer._click.utils import PacifyFlushWrapper
            except ImportError:  # a typer on click itself
                from click.utils import PacifyFlushWrapper  # type: ignore[no-redef]

            sys.stdout = PacifyFlushWrapper(sys.stdout)  # type: ignore[assignment]
            sys.stderr = PacifyFlushWrapper(sys.stderr)  # type: ignore[assignment]
            sys.exit(1)
        _echo(f"error: {one_line(_os_message(exc))}")
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
    import typer

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
        _echo(f"error: {one_line(str(exc))}")
    code = getattr(exc, "exit_code", 2)
    sys.exit(code if isinstance(code, int) else 2)
