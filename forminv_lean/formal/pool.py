"""The worker processes that run solver queries (`kernel.query.Query`), with a hard kill on
overrun. The pool is plumbing, neither trusted nor proof search: the caller names the function
that answers a query (the kernel its audited encoder, `kernel.encoder.solve`; proof search
`search.queries.solve`), so the trusted side never loads search code through here.

Z3 sometimes ignores its own timeout (the prototype saw a 5 s limit overrun to 53 s), and
building formulas holds the GIL, so every query runs in a persistent worker process (one
`z3.Context` each); a worker that overruns is killed and replaced. The worker dies with its
parent and has a memory ceiling (`forminv_lean.children`). Inside `check_many`'s own
worker processes, where the batch parent already enforces a hard deadline per pair, queries
run inline (`set_inline(True)`) to save the round trip.
"""

from __future__ import annotations

import atexit
import multiprocessing as mp
import os
import threading
import time
from collections.abc import Callable
from typing import Any

from forminv_lean.children import cpu_seconds, memory_budget
from forminv_lean.formal.kernel.query import Outcome, Query

Solver = Callable[[Query], Outcome]


def _worker(conn: Any, parent: int, close: list[Any], memory: int) -> None:
    from forminv_lean.children import start_worker

    start_worker(parent, close=close, memory=memory)
    while True:
        try:
            job = conn.recv()
        except EOFError:
            return
        if job is None:
            return
        solve, q = job  # a module-level function travels by its qualified name
        try:
            out = solve(q)
        except MemoryError:
            out = Outcome("unknown", None, "solver ran out of its worker's memory budget")
        except Exception as exc:  # a bad query must not kill the worker
            out = Outcome("error", None, f"{type(exc).__name__}: {exc}")
        conn.send(out)


#: A query's worker is killed past its limit in CPU time, or stuck past this many times its
#: limit in wall time.
WALL_FACTOR = 10.0
#: The outcome's reason when a query's worker was killed: out of time, like a Z3 timeout.
KILLED = "solver exceeded its time limit (killed)"


class SolverPool:
    """One persistent worker process; `run` is serialised by a lock."""

    def __init__(self) -> None:
        self._lock = threading.Lock()
        self._proc: Any = None
        self._conn: Any = None
        self._pid = os.getpid()

    def _start(self) -> None:
        method = "fork" if "fork" in mp.get_all_start_methods() else "spawn"
        ctx = mp.get_context(method)
        parent, child = ctx.Pipe()
        # get_context returns a concrete context with .Process; typeshed types it BaseContext
        proc = ctx.Process(target=_worker, daemon=True,  # type: ignore[attr-defined]
                           args=(child, os.getpid(), [parent], memory_budget()))
        proc.start()
        child.close()
        self._proc, self._conn = proc, parent

    def _kill(self) -> None:
        if self._proc is not None:
            try:
                self._proc.kill()
                self._proc.join(1)
            except Exception:
                pass
        if self._conn is not None:
            try:
                self._conn.close()
            except Exception:
                pass
        self._proc = self._conn = None

    def run(self, q: Query, solve: Solver, grace_s: float = 1.5) -> Outcome:
        with self._lock:
            if os.getpid() != self._pid:  # forked: the old worker belongs to the parent
                self._proc = self._conn = None
                self._pid = os.getpid()
            if self._proc is None or not self._proc.is_alive():
                self._start()
            limit = q.timeout_ms / 1000 + grace_s
            try:
                cpu0 = cpu_seconds(self._proc.pid)
                start = time.monotonic()
                self._conn.send((solve, q))
                while True:
                    if self._conn.poll(min(0.2, limit)):
                        return self._conn.recv()  # type: ignore[no-any-return]
                    # killed by the CPU time it used, so load does not decide the outcome;
                    # by wall time only when stuck (or where there is no CPU clock)
                    cpu = cpu_seconds(self._proc.pid)
                    wall = time.monotonic() - start
                    if cpu is not None and cpu0 is not None and cpu - cpu0 > limit \
                            or (cpu is None or cpu0 is None) and wall > limit \
                            or wall > WALL_FACTOR * limit:
                        break
            except (EOFError, BrokenPipeError, OSError) as exc:
                self._kill()
                return Outcome("unknown", None, f"solver worker died: {exc}")
            self._kill()
            return Outcome("unknown", None, KILLED)

    def close(self) -> None:
        with self._lock:
            if self._conn is not None:
                try:
                    self._conn.send(None)
                except Exception:
                    pass
            self._kill()


_POOL: SolverPool | None = None
_INLINE = False


def set_inline(value: bool) -> None:
    """Run queries in this process (used inside batch workers, which are killed on overrun)."""
    global _INLINE
    _INLINE = value


def run_query(q: Query, solve: Solver) -> Outcome:
    """Answer one query with `solve` under its budget, in-process or in the worker pool; a
    crash or timeout becomes an `unknown` outcome."""
    global _POOL
    if _INLINE:
        try:
            return solve(q)
        except Exception as exc:
            return Outcome("error", None, f"{type(exc).__name__}: {exc}")
    if _POOL is None:
        _POOL = SolverPool()
        atexit.register(_POOL.close)
    return _POOL.run(q, solve)
