"""What a person watching a run sees: a progress bar per model and a totals table.

Both go to stderr and switch off when stderr is not a terminal or ``--quiet`` is given,
so logs and pipes stay clean.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from rich.console import Console
from rich.progress import (
    BarColumn,
    MofNCompleteColumn,
    Progress,
    ProgressColumn,
    Task,
    TaskID,
    TextColumn,
    TimeElapsedColumn,
    TimeRemainingColumn,
)
from rich.table import Table
from rich.text import Text


class _RateColumn(ProgressColumn):
    """Responses per second (cache hits included)."""

    def render(self, task: Task) -> Text:
        speed = task.finished_speed or task.speed
        return Text(f"{speed:,.1f}/s" if speed else "-/s", style="progress.data.speed")


class RunDisplay:
    """A progress bar per model; every method is a no-op when disabled."""

    def __init__(self, enabled: bool, console: Console | None = None) -> None:
        if console is None:
            console = Console(stderr=True)
            if not console.is_terminal:  # logs and pipes: room for the totals table
                console = Console(stderr=True, width=140)
        self.console = console
        self.enabled = enabled and self.console.is_terminal
        self._progress = Progress(
            TextColumn("[bold]{task.description}"), BarColumn(), MofNCompleteColumn(),
            _RateColumn(), TextColumn("elapsed"), TimeElapsedColumn(), TextColumn("eta"),
            TimeRemainingColumn(), console=self.console, disable=not self.enabled,
        )
        self._tasks: dict[str, TaskID] = {}

    def __enter__(self) -> RunDisplay:
        self._progress.start()
        return self

    def __exit__(self, *exc: object) -> None:
        self._progress.stop()

    def add(self, label: str, total: int, completed: int = 0) -> None:
        self._tasks[label] = self._progress.add_task(label, total=total, completed=completed)

    def advance(self, label: str, n: int = 1) -> None:
        self._progress.advance(self._tasks[label], n)


def summary_table(summary: Mapping[str, Mapping[str, Any]]) -> Table:
    """Per model: responses, verdicts, errors, cache hits, tokens and cost."""
    table = Table(title="evaluation", title_justify="left")
    for col in ("model", "responses", "answered", "no verdict", "errors", "cached",
                "in tokens", "out tokens", "cost USD"):
        table.add_column(col, justify="left" if col == "model" else "right")
    for model, s in summary.items():
        cost = s.get("cost_usd")
        table.add_row(model, str(s["responses"]), str(s["answered"]), str(s["null_verdicts"]),
                      str(s["errors"]), str(s["cache_hits"]), f"{s['input_tokens']:,}",
                      f"{s['output_tokens']:,}", "n/a" if cost is None else f"{cost:.4f}")
    return table


__all__ = ["RunDisplay", "summary_table"]
