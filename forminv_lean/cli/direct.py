"""`metrics` without building the typer app, when its command line is plain.

Typer costs a fresh process more CPU than a whole run of the paper's own tool on its table:
importing typer and its bundled click, then converting every option of the invoked
command through pydantic ``TypeAdapter``s (``benchmarks/README.md``, issue #26). `metrics`
is the command scripts run over and over, so :func:`direct_command` takes its plain
command lines (``metrics`` followed only by its own options, each spelt as declared and
given once, except the repeatable ``--responses``; each value the next token, not empty,
not starting with ``-``; numbers plain decimal digits; paths typer would accept as they
are) and calls the command's body with the values typer would pass. Anything else
(``--help``, an unknown or repeated option, ``--opt=value``, a value typer might refuse
or read differently, a shell asking for completions) returns ``None`` and goes to typer,
so help, usage errors and exit codes stay typer's own. ``tests/harness/test_cli_direct.py``
checks :data:`METRICS_OPTIONS` against the typer command's options and that both routes
pass the same values and print the same bytes.
"""

from __future__ import annotations

import os
import re
import sys
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

#: A number typer reads as exactly ``int(token)``: no sign, space, underscore or leading 0.
_PLAIN_INT = re.compile(r"0|[1-9][0-9]{0,17}")


@dataclass(frozen=True)
class Opt:
    """One option of a direct command: its parameter name, its flags, what its value is
    (``paths``: a path, repeatable; ``path``, ``str``, ``int``; ``flag``: no value) and its
    default (``None`` with ``required``: typer reports it missing)."""

    name: str
    flags: tuple[str, ...]
    kind: str
    default: Any = None
    required: bool = False


#: The options of ``forminv-lean metrics`` (``cli/metrics.py``), as typer declares them.
METRICS_OPTIONS: tuple[Opt, ...] = (
    Opt("responses", ("--responses", "-r"), "paths", required=True),
    Opt("duplicates", ("--duplicates",), "str", "error"),
    Opt("force", ("--force",), "flag", False),
    Opt("dataset", ("--dataset", "-d"), "path"),
    Opt("fmt", ("--format", "-f"), "str", "table"),
    Opt("bootstrap", ("--bootstrap", "-b"), "int", 1000),
    Opt("seed", ("--seed",), "int", 0),
    Opt("missing", ("--missing",), "str", "exclude"),
    Opt("out", ("--out", "-o"), "path"),
    Opt("table_out", ("--table-out",), "path"),
)


def parse(args: list[str], options: tuple[Opt, ...]) -> dict[str, Any] | None:
    """The keyword arguments typer would call the command with, or ``None`` when the
    command line is not plain (then typer parses it: help, errors and all)."""
    by_flag = {f: o for o in options for f in o.flags}
    got: dict[str, Any] = {}
    i = 0
    while i < len(args):
        opt = by_flag.get(args[i])
        if opt is None or (opt.name in got and opt.kind != "paths"):
            return None
        if opt.kind == "flag":
            got[opt.name] = True
            i += 1
            continue
        if i + 1 == len(args):
            return None
        value = _value(opt, args[i + 1])
        if value is None:
            return None
        if opt.kind == "paths":
            got.setdefault(opt.name, []).append(value)
        else:
            got[opt.name] = value
        i += 2
    for o in options:
        if o.name not in got:
            if o.required:
                return None
            got[o.name] = o.default
    return got


def _value(opt: Opt, token: str) -> Any:
    """``token`` as typer converts it for ``opt``, or ``None`` when it is not plain."""
    if not token or token.startswith("-"):
        return None
    if opt.kind == "int":
        return int(token) if _PLAIN_INT.fullmatch(token) else None
    if opt.kind == "str":
        return token
    # A path: typer refuses one that exists but cannot be read ("... is not readable.")
    try:
        os.stat(token)
    except (OSError, ValueError):
        return Path(token)
    return Path(token) if os.access(token, os.R_OK) else None


def direct_command(args: list[str]) -> Callable[[], None] | None:
    """The command to run for ``args`` without typer, or ``None`` to leave it to typer."""
    if not args or args[0] != "metrics":
        return None
    if any(k.startswith("_") and k.endswith("_COMPLETE") for k in os.environ):
        return None  # a shell asking click for completions (``_FORMINV_LEAN_COMPLETE``)
    kwargs = parse(args[1:], METRICS_OPTIONS)
    if kwargs is None:
        return None
    return lambda: run_metrics(**kwargs)


def run_metrics(*, responses: list[Path], duplicates: str, force: bool, dataset: Path | None,
                fmt: str, bootstrap: int, seed: int, missing: str, out: Path | None,
                table_out: Path | None) -> None:
    """The body of ``forminv-lean metrics`` (options documented in ``cli/metrics.py``)."""
    # One BLAS thread for the bootstrap's matrix products (1,000 resamples x theorems x
    # statistics): with more, OpenBLAS splits them by thread count, so the replicates'
    # last bits changed with the machine's cores, and its threads cost 3-4x the product's
    # own CPU (15.7 ms against 4.1 ms on the 9 x 812 table, 2 shared cores). OpenBLAS
    # reads this when numpy loads, so it acts only before that; a user's setting wins.
    os.environ.setdefault("OPENBLAS_NUM_THREADS", "1")
    from forminv_lean.analysis.duplicates import check_policy
    from forminv_lean.analysis.metrics import compute_metrics
    from forminv_lean.analysis.plain import Columns, plain_format, read_plain
    from forminv_lean.analysis.render import check_format, emit, metrics_rich, render_metrics

    check_format(fmt)
    check_policy(duplicates)
    kind = plain_format(responses[0]) if len(responses) == 1 else None
    table: Any
    notes: list[str] = []
    if kind is not None:  # a plain table: read without pandas (fast point metrics)
        table = read_plain(responses[0], kind)
    else:
        from forminv_lean.analysis.loaders import load_sources

        table = load_sources(responses, dataset, force=force, duplicates=duplicates,
                             notes=notes)
    for note in notes:
        print(f"note: {note}", file=sys.stderr)
    res = compute_metrics(table, bootstrap=bootstrap, seed=seed, missing=missing,
                          source=" + ".join(p.name for p in responses), notes=notes)
    if table_out is not None:
        from forminv_lean.jsonl import atomic_open

        frame = table.to_frame() if isinstance(table, Columns) else table
        with atomic_open(table_out) as fh:
            frame.to_csv(fh, index=False, lineterminator="\n")
    emit(render_metrics(res, fmt), str(out) if out else None,
         renderables=(lambda: metrics_rich(res)) if fmt == "table" else None)


__all__ = ["METRICS_OPTIONS", "Opt", "direct_command", "parse", "run_metrics"]
