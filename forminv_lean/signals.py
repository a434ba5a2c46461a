"""SIGTERM handled like Ctrl-C, and blocks of writes that a signal may not cut in two.

Why: with Python's default SIGTERM action the process dies on the spot: no cleanup runs,
temp files stay, and worker processes are left behind. Here SIGTERM raises
:class:`Terminated` (a ``KeyboardInterrupt``), so it unwinds exactly as Ctrl-C does:
``atomic_open`` removes its temp file, worker pools stop their workers, and the CLI prints
one line and exits 143 (128 + SIGTERM, what a shell reports for it).

A set of outputs that only makes sense whole (a build's dataset, certificates, review
queue and Lean file; a run's responses and manifest) is written inside :func:`deferred`:
a SIGINT or SIGTERM arriving meanwhile is held until the block ends, then acted on.
"""

from __future__ import annotations

import signal
import threading
from collections.abc import Coroutine, Iterator
from contextlib import contextmanager
from types import FrameType
from typing import Any, TypeVar

T = TypeVar("T")

#: Exit status after SIGTERM (128 + 15).
TERMINATED = 143


class Terminated(KeyboardInterrupt):
    """SIGTERM was received; unwinds like Ctrl-C."""


_depth = 0
_pending: int | None = None
_received: int | None = None


def _on_signal(signum: int, frame: FrameType | None) -> None:
    global _pending, _received
    _received = signum
    if _depth:
        _pending = signum
        return
    raise Terminated() if signum == signal.SIGTERM else KeyboardInterrupt()


def install() -> None:
    """Make SIGTERM unwind like Ctrl-C in this process (only the main thread may do it)."""
    if threading.current_thread() is threading.main_thread():
        signal.signal(signal.SIGTERM, _on_signal)


def received() -> int | None:
    """The last SIGINT/SIGTERM seen by :func:`install`'s handler (None if none)."""
    return _received


def reset_in_child() -> None:
    """In a forked worker: default SIGTERM (die at once), ignore SIGINT (the parent decides
    and stops its workers itself), and forget the parent's deferred state."""
    global _depth, _pending, _received
    _depth, _pending, _received = 0, None, None
    signal.signal(signal.SIGTERM, signal.SIG_DFL)
    signal.signal(signal.SIGINT, signal.SIG_IGN)


async def cancel_on_sigterm(coro: Coroutine[Any, Any, T]) -> T:
    """Await ``coro``; a SIGTERM cancels it, as ``asyncio.run`` does for Ctrl-C, and then
    raises :class:`Terminated`.

    Raising from the signal handler at an arbitrary point inside the event loop (what
    :func:`install` does elsewhere) can skip the closing of connections; cancelling lets
    every ``finally`` and ``async with`` run, then the unwinding goes on as Ctrl-C's.
    Only where :func:`install` took SIGTERM, in the main thread; otherwise just awaits.
    """
    if threading.current_thread() is not threading.main_thread() \
            or signal.getsignal(signal.SIGTERM) is not _on_signal:
        return await coro
    import asyncio  # here, not at the top: every command imports this module at start-up

    loop = asyncio.get_running_loop()
    task = asyncio.current_task()
    got: list[int] = []

    def on_term() -> None:
        global _received
        _received = signal.SIGTERM
        got.append(signal.SIGTERM)
        if task is not None:
            task.cancel()

    loop.add_signal_handler(signal.SIGTERM, on_term)
    try:
        return await coro
    except asyncio.CancelledError:
        if got:
            raise Terminated() from None
        raise
    finally:
        loop.remove_signal_handler(signal.SIGTERM)  # leaves SIG_DFL: put ours back
        signal.signal(signal.SIGTERM, _on_signal)


@contextmanager
def deferred() -> Iterator[None]:
    """Hold SIGINT and SIGTERM while the block runs; act on them when it ends.

    Outside the main thread (where handlers cannot be set) the block simply runs.
    """
    global _depth, _pending
    if threading.current_thread() is not threading.main_thread():
        yield
        return
    old: dict[int, Any] = {}
    for held in (signal.SIGINT, signal.SIGTERM):
        current = signal.getsignal(held)
        if current not in (signal.SIG_IGN, None):
            old[held] = current
            signal.signal(held, _on_signal)
    _depth += 1
    try:
        yield
    finally:
        _depth -= 1
        for restored, handler in old.items():
            signal.signal(restored, handler)
        if not _depth and _pending is not None:
            got, _pending = _pending, None
            if got == signal.SIGTERM and old.get(got) is signal.SIG_DFL:
                signal.raise_signal(got)  # nobody installed a handler: die as before
            raise Terminated() if got == signal.SIGTERM else KeyboardInterrupt()


__all__ = ["TERMINATED", "Terminated", "install", "received", "reset_in_child", "deferred",
           "cancel_on_sigterm"]
