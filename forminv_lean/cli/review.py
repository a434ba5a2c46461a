"""`forminv-lean review`: record human decisions on T3 and undecided items."""

from __future__ import annotations

import getpass
from pathlib import Path

import typer

EPILOG = """Examples:

  forminv-lean review --dir out/curated                       # interactive, one item at a time

  forminv-lean review --dir out/curated --decisions decisions.jsonl --reviewer alice

decisions.jsonl holds {"item_id": ..., "decision": "approve"|"reject", "reason": ...} per line.
Then rerun `forminv-lean build` to apply the ledger.
"""


def review_cmd(
    dir: Path = typer.Option(Path("out/curated"), "--dir", "-d", help="A built dataset folder."),
    reviewer: str = typer.Option("", "--reviewer", help="Your reviewer id (default: login name)."),
    decisions: Path | None = typer.Option(None, "--decisions", help="Scripted decisions (JSONL)."),
    ledger: Path | None = typer.Option(None, "--ledger", help="Ledger (default: DIR/reviews.jsonl)."),
) -> None:
    """Approve or reject queued items; every decision is appended to the ledger at once."""
    from rich.console import Console
    from rich.panel import Panel
    from rich.prompt import Prompt

    from forminv_lean.certify.ledger import (
        append_reviews,
        load_ledger,
        make_review,
        read_decisions,
    )
    from forminv_lean.errors import UsageError
    from forminv_lean.jsonl import read_jsonl
    from forminv_lean.records import Item, Theorem

    console = Console()
    queue_path = dir / "review-queue.jsonl"
    queue = read_jsonl(queue_path, Item, unique="id")
    ledger_path = ledger or dir / "reviews.jsonl"
    reviewer = reviewer or getpass.getuser()
    by_id = {i.id: i for i in queue}
    if decisions is not None:
        n = append_reviews(ledger_path, read_decisions(decisions, by_id, reviewer=reviewer))
        console.print(f"recorded {n} decisions in {ledger_path}; rerun build to apply them")
        return
    if not console.is_terminal:
        raise UsageError("interactive review needs a terminal; use --decisions FILE")
    done = load_ledger(ledger_path)
    theorems = {t.id: t for t in read_jsonl(dir / "theorems.jsonl", Theorem, unique="id")} \
        if (dir / "theorems.jsonl").exists() else {}
    todo = [i for i in queue if i.id not in done]
    console.print(f"{len(todo)} items to review ({len(queue) - len(todo)} already decided)")
    for k, it in enumerate(todo, start=1):
        th = theorems.get(it.theorem_id)
        v = it.verification
        body = (f"[bold]canonical[/]  {th.nl if th else '?'}\n"
                f"[bold]paraphrase[/] {it.question}\n\n"
                f"[bold]rendering (canonical)[/] {th.formal if th else None}\n"
                f"[bold]rendering (paraphrase)[/] {it.formal}\n\n"
                f"[bold]checker[/] {v.status} via {v.method or '-'}: {v.detail}")
        if v.counterexample:
            body += f"\n[bold]counterexample[/] {v.counterexample}"
        console.print(Panel(body, title=f"{k}/{len(todo)}  {it.id}  ({it.family}, {it.tier})"))
        ans = Prompt.ask("approve / reject / skip / quit", choices=["a", "r", "s", "q"],
                         default="s")
        if ans == "q":
            break
        if ans == "s":
            continue
        reason = Prompt.ask("reason", default="")
        append_reviews(ledger_path, [make_review(it, "approve" if ans == "a" else "reject",
                                                 reviewer=reviewer, reason=reason)])
    console.print(f"ledger: {ledger_path}; rerun build to apply it")


def register(app: typer.Typer) -> None:
    """Add the ``review`` command(s) to the app."""
    app.command("review", epilog=EPILOG)(review_cmd)
