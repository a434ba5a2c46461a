"""Chat requests shared out over worker processes, for when one event loop is CPU-bound.

Why: the SDKs spend 1.5-2 ms of Python on every request, so one process tops out at a few
hundred requests per second whatever the endpoint could take (a local vLLM server, a
high-concurrency benchmark). With ``workers=N`` the pending chat requests are dealt
round-robin to N processes, each asking its share with ``concurrency/N`` requests in
flight (the total stays ``concurrency``) through an :class:`~.jobs.Asker` it builds for
itself from the parent's (same policy, prices and redaction; its own cache connection,
random source and counters). Each worker commits its answers to the shared SQLite cache
itself (WAL allows several writers) and streams every Response back over a pipe, so the
parent's progress bar, totals and output are exactly those of a one-process run.

Fork, not spawn: a spawned worker spends over a second importing the SDK; a forked one
shares the parent's imports and starts in milliseconds. The fork happens before the
progress bar or any executor thread starts; the child resets the asyncio and signal state
it inherited and never touches the parent's SQLite connection or HTTP clients.

Death: a worker exits as soon as its parent is gone (it watches a pipe whose only write
end the parent holds, and the kernel kills it with its parent, see ``children.py``, so even
a SIGKILLed parent leaves no orphan sending requests); it holds none of the caller's
stdio; a worker that dies fails the run with its exit code, and what it had answered is
already in the cache for the rerun.
"""

from __future__ import annotations

import asyncio
import multiprocessing
import os
import random
import signal
import threading
import traceback
from collections import deque
from collections.abc import Callable
from dataclasses import dataclass
from multiprocessing.connection import Connection
from multiprocessing.process import BaseProcess
from pathlib import Path
from typing import TYPE_CHECKING, Any

from forminv_lean.children import start_worker
from forminv_lean.errors import ForminvError, UsageError
from forminv_lean.evaluate.retry import AuthError

if TYPE_CHECKING:
    from forminv_lean.evaluate.jobs import Asker, Job
    from forminv_lean.records import Response

#: Exit status of a worker whose parent vanished.
ORPHANED = 70


def check_workers(workers: int) -> None:
    """Fail early, as a usage error, where fork is not available."""
    if workers > 1 and "fork" not in multiprocessing.get_all_start_methods():
        raise UsageError("--workers above 1 needs the 'fork' start method (Linux or another "
                         "Unix); use --workers 1 here")


def split(queue: deque[Job], concurrency: int, workers: int) -> list[tuple[deque[Job], int]]:
    """Deal one endpoint's jobs round-robin; share its concurrency so the total is kept.
    Workers that would get no job or no slot are left out."""
    n = max(1, min(workers, concurrency, len(queue)))
    shares: list[tuple[deque[Job], int]] = [
        (deque(), concurrency // n + (1 if i < concurrency % n else 0)) for i in range(n)]
    for k, job in enumerate(queue):
        shares[k % n][0].append(job)
    return shares


@dataclass
class _WorkerHandle:
    """The runner's view of one worker process: its pipes, when it finished, and its counters."""
    index: int
    process: BaseProcess
    results: Connection
    lifeline: Connection
    finished: asyncio.Future[None] | None = None
    requests: int = 0
    retries: int = 0


class WorkerPool:
    """Forked workers for the chat part of one run. Start before the display, then
    :meth:`attach` inside the event loop, await :meth:`wait`, and always :meth:`stop`."""

    def __init__(self, asker: Asker, shares: list[dict[str, tuple[deque[Job], int]]],
                 cache_path: Path | None, *, on_response: Callable[[Response], None]) -> None:
        self.on_response = on_response
        self.handles: list[_WorkerHandle] = []
        ctx = multiprocessing.get_context("fork")
        parent_ends: list[Connection] = []
        for i, share in enumerate(shares):
            results_r, results_w = ctx.Pipe(duplex=False)
            lifeline_r, lifeline_w = ctx.Pipe(duplex=False)
            seed = asker.rng.getrandbits(64)
            process = ctx.Process(
                target=_child_main, name=f"forminv-eval-{i}", daemon=True,
                args=(asker, share, cache_path, seed, results_w, lifeline_r,
                      [*parent_ends, results_r, lifeline_w], os.getpid()))
            process.start()
            results_w.close()  # the child's ends: only the child may hold them now
            lifeline_r.close()
            parent_ends += [results_r, lifeline_w]
            self.handles.append(_WorkerHandle(i, process, results_r, lifeline_w))

    def attach(self) -> None:
        """Start reading the workers' messages on the running loop."""
        loop = asyncio.get_running_loop()
        for h in self.handles:
            h.finished = loop.create_future()
            loop.add_reader(h.results.fileno(), self._on_readable, h)

    def _on_readable(self, h: _WorkerHandle) -> None:
        assert h.finished is not None
        try:
            while h.results.poll():
                self._on_message(h, h.results.recv())
                if h.finished.done():
                    break
        except (EOFError, OSError):
            if not h.finished.done():
                h.process.join(timeout=1.0)
                code = h.process.exitcode
                h.finished.set_exception(ForminvError(
                    f"evaluation worker {h.index} (pid {h.process.pid}) stopped before it "
                    f"finished (exit code {code}); its answers so far are in the cache: rerun "
                    "to continue"))
        if h.finished.done():
            asyncio.get_running_loop().remove_reader(h.results.fileno())

    def _on_message(self, h: _WorkerHandle, msg: tuple[Any, ...]) -> None:
        assert h.finished is not None
        kind = msg[0]
        if kind == "response":
            self.on_response(msg[1])
        elif kind == "end":
            h.requests, h.retries = msg[1], msg[2]
            h.finished.set_result(None)
        elif kind == "auth":
            h.requests, h.retries = msg[2], msg[3]
            h.finished.set_exception(AuthError(msg[1]))
        elif kind == "error":
            h.finished.set_exception(ForminvError(msg[1]))
        else:  # "crash"
            h.finished.set_exception(ForminvError(
                f"evaluation worker {h.index} failed: {msg[1]}"))

    def futures(self) -> list[asyncio.Future[None]]:
        return [h.finished for h in self.handles if h.finished is not None]

    @property
    def requests(self) -> int:
        return sum(h.requests for h in self.handles)

    @property
    def retries(self) -> int:
        return sum(h.retries for h in self.handles)

    def stop(self) -> None:
        """Stop whatever still runs (after an error or an interrupt) and release the pipes."""
        for h in self.handles:
            if h.finished is not None and not h.finished.done():
                try:
                    asyncio.get_running_loop().remove_reader(h.results.fileno())
                except (RuntimeError, ValueError, OSError):
                    pass
                h.finished.cancel()  # nobody waits for it any more
            elif h.finished is not None and not h.finished.cancelled():
                h.finished.exception()  # retrieved: the run reported the first failure
            if h.process.is_alive():
                h.process.terminate()
        for h in self.handles:
            h.process.join(timeout=5.0)
            if h.process.is_alive():
                h.process.kill()
                h.process.join(timeout=5.0)
            h.results.close()
            h.lifeline.close()


# -- in the worker --------------------------------------------------------------------

_inherited: list[object] = []  # keeps the parent's objects alive: never finalised here


def _watch_parent(lifeline: Connection) -> None:
    """Exit the moment the parent is gone: its write end closes and recv sees EOF."""
    try:
        lifeline.recv()
    except (EOFError, OSError):
        pass
    os._exit(ORPHANED)


def _send(out: Connection, msg: tuple[Any, ...]) -> None:
    """To the parent; if it is gone there is nobody to report to: leave quietly."""
    try:
        out.send(msg)
    except OSError:
        os._exit(ORPHANED)


def _child_main(parent_asker: Asker, share: dict[str, tuple[deque[Job], int]],
                cache_path: Path | None, seed: int, out: Connection, lifeline: Connection,
                parent_ends: list[Connection], parent: int) -> None:
    # Close the ends of the parent and of earlier workers (copied by fork); ignore Ctrl-C,
    # which reaches the whole process group (the parent decides, and stops us itself);
    # default SIGTERM; die with the parent; let go of the caller's stdout/stderr.
    start_worker(parent, close=parent_ends)
    signal.set_wakeup_fd(-1)  # the parent's event loop's wake-up pipe, not ours
    asyncio.events._set_running_loop(None)  # Python < 3.12 keeps the parent's loop marked
    threading.Thread(target=_watch_parent, args=(lifeline,), daemon=True).start()

    # The parent's objects, copied by fork, are never used here, and never finalised (its
    # SQLite connection must not be closed from a forked child): this worker asks with its
    # own Asker, cache connection and random source.
    _inherited.append(parent_asker)
    from forminv_lean.evaluate.cache import ResponseCache

    asker: Asker | None = None
    try:
        cache = ResponseCache(cache_path) if cache_path is not None else None
        asker = parent_asker.for_worker(cache=cache, rng=random.Random(seed),
                                        on_done=lambda r: _send(out, ("response", r)))
        asyncio.run(_child_run(asker, share))
    except AuthError as err:
        _send(out, ("auth", str(err), *_counts(asker)))
        return
    except ForminvError as err:  # already one line for the user (e.g. a damaged cache)
        _send(out, ("error", str(err)))
        raise SystemExit(1) from None
    except BaseException as exc:  # reported to the parent, which fails the run
        detail = "".join(traceback.format_exception_only(type(exc), exc)).strip()
        _send(out, ("crash", detail))
        raise SystemExit(1) from None
    _send(out, ("end", *_counts(asker)))


def _counts(asker: Asker | None) -> tuple[int, int]:
    return (asker.requests, asker.retries) if asker is not None else (0, 0)


async def _child_run(asker: Asker, share: dict[str, tuple[deque[Job], int]]) -> None:
    providers = {id(j.provider): j.provider for queue, _ in share.values() for j in queue}
    tasks = [asyncio.create_task(asker.work(queue))
             for queue, slots in share.values() for _ in range(min(slots, len(queue)))]
    try:
        done, _ = await asyncio.wait(tasks, return_when=asyncio.FIRST_EXCEPTION)
        for t in done:
            if t.exception() is not None:
                raise t.exception()  # type: ignore[misc]
    finally:
        for t in tasks:
            t.cancel()
        await asyncio.gather(*tasks, return_exceptions=True)
        for p in providers.values():
            await p.aclose()  # type: ignore[union-attr]


__all__ = ["WorkerPool", "check_workers", "split", "ORPHANED"]
