"""A rich progress display shared by long commands (quiet when not on a terminal)."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from contextlib import contextmanager

from rich.console import Console
from rich.progress import (
    BarColumn,
    MofNCompleteColumn,
    Progress,
    TaskID,
    TaskProgressColumn,
    TextColumn,
    TimeElapsedColumn,
    TimeRemainingColumn,
)


@contextmanager
def stage_progress(console: Console, *, quiet: bool = False
                   ) -> Iterator[Callable[[str, int], Callable[[int], None]]]:
    """Yield ``hook(stage, total) -> advance(n)``; one bar per stage."""
    progress = Progress(TextColumn("[bold]{task.description:<11}"), BarColumn(),
                        MofNCompleteColumn(), TaskProgressColumn(), TimeElapsedColumn(),
                        TimeRemainingColumn(), console=console,
                        disable=quiet or not console.is_terminal)
    tasks: dict[str, TaskID] = {}

    def hook(stage: str, total: int) -> Callable[[int], None]:
        if stage in tasks:
            progress.update(tasks[stage], total=total)
        else:
            tasks[stage] = progress.add_task(stage, total=total)
        tid = tasks[stage]
        return lambda n: progress.advance(tid, n)

    with progress:
        yield hook
