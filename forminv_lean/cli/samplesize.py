"""`forminv-lean samplesize`: CI half-width of SCR against the number of theorems."""

from __future__ import annotations

from pathlib import Path
from typing import cast

import typer

EPILOG = """Examples:

  forminv-lean samplesize                      # SCR 0.75, N = 20,50,100,200, all interval methods

  forminv-lean samplesize --scr 0.6 --n 30,300 --target 0.05
"""


def samplesize_cmd(
    scr: float = typer.Option(0.75, "--scr", help="Expected SCR (a proportion)."),
    n: str = typer.Option("20,50,100,200", "--n", help="Theorem counts, comma-separated."),
    method: str = typer.Option("all", "--method",
                               help="wilson (the paper's table), wald, agresti-coull, "
                                    "jeffreys, clopper-pearson, or all."),
    target: float | None = typer.Option(None, "--target",
                                        help="Also report the N reaching this half-width "
                                             "(e.g. 0.05)."),
    fmt: str = typer.Option("table", "--format", "-f", help="table, md or json."),
    out: Path | None = typer.Option(None, "--out", "-o", help="Write here instead of stdout."),
) -> None:
    """CI half-width of SCR for a range of theorem counts (benchmark size planning).

    Wilson intervals reproduce the paper's +-18/12/8/6 points at N = 20/50/100/200 for
    SCR 0.75; Wald gives 19/12/8/6.
    """
    from forminv_lean.analysis.render import (
        check_format,
        dump_json,
        emit,
        md_table,
        rich_table,
        rich_text,
    )
    from forminv_lean.analysis.samplesize import (
        METHODS,
        PAPER_TABLE,
        halfwidth_table,
        parse_ns,
        theorems_needed,
    )
    from forminv_lean.errors import ForminvError

    check_format(fmt, ("table", "md", "json"))
    ns = parse_ns(n)
    if method != "all" and method not in METHODS:
        raise ForminvError(f"--method: unknown method '{method}'; valid: all, "
                           + ", ".join(METHODS))
    methods = list(METHODS) if method == "all" else [method]
    df = halfwidth_table(scr, ns, methods=methods)
    paper = scr == 0.75
    needed = ({m: theorems_needed(scr, target, method=m) for m in methods}
              if target is not None else None)
    if fmt == "json":
        emit(dump_json({"scr": scr, "level": 0.95, "unit": "percentage points",
                        "halfwidth": {m: dict(zip(map(str, ns), df[m], strict=True))
                                      for m in methods},
                        "paper": {str(k): v for k, v in PAPER_TABLE.items()} if paper else None,
                        "target": target, "theorems_needed": needed}),
             str(out) if out else None)
        return
    header = ["N theorems"] + [f"{m} ±" for m in methods] + (["paper ±"] if paper else [])
    rows = [[k] + [f"{df.at[k, m]:.1f}" for m in methods]
            + ([str(PAPER_TABLE.get(k, ""))] if paper else []) for k in ns]
    note = f"95% CI half-width of SCR ~ {scr:g}, in percentage points"
    # needed is None exactly when target is None
    extra = ("" if needed is None else "theorems needed for ±"
             + f"{100 * cast(float, target):g} points: "
             + ", ".join(f"{m} {v}" for m, v in needed.items()))
    if fmt == "md":
        emit(f"{note}\n\n" + md_table(header, rows) + (f"\n{extra}\n" if extra else ""),
             str(out) if out else None)
        return
    parts: list[object] = [rich_table(note, header, rows)] + ([extra] if extra else [])
    emit(rich_text(parts), str(out) if out else None, renderables=parts)


def register(app: typer.Typer) -> None:
    """Add the ``samplesize`` command(s) to the app."""
    app.command("samplesize", epilog=EPILOG)(samplesize_cmd)
