"""`check_many`: many pairs on all cores, each pair in a worker that is killed if it overruns.

Workers are persistent processes (forked once, reused) that run `check` with Z3 inline; the
parent gives each pair a hard deadline, and replaces a worker that misses it. Each worker
also has a memory ceiling and dies with its parent (`forminv_lean.children`). One bad pair
(parse error, crash, hang, memory blow-up) becomes a verdict row, never the end of the
batch or of the machine.
"""

from __future__ import annotations

import multiprocessing as mp
import os
import time
from collections.abc import Iterable, Iterator
from multiprocessing.connection import wait
from typing import Any

from forminv_lean.children import cpu_seconds, memory_budget
from forminv_lean.formal.results import CheckResult

Pair = tuple[str, str, str, dict[str, Any]]
HARD_FLOOR_S = 20.0  # a pair may use at least this much CPU time before it is killed
#: The wall-clock net, as a multiple of the CPU limit: only for a worker that is stuck without
#: computing. The CPU limit decides every other kill, so a verdict does not depend on how
#: loaded the machine is (under a load of 12 on 2 cores, a 20 s wall net had killed pairs that
#: finish in 5 s of CPU).
WALL_FACTOR = 10.0


def _error(verdict: str, method: str, reason: str) -> CheckResult:
    return CheckResult(verdict, None, False, method, None, None, reason)  # type: ignore[arg-type]


def check_one(p: str, q: str, options: dict[str, Any], timeout: float) -> CheckResult:
    """`check` with every failure turned into a verdict (for batches)."""
    from forminv_lean.formal.checker import check
    from forminv_lean.formal.errors import FormalParseError

    try:
        level = options.get("level") or "theory"
        name = options.get("lean_name") or "forminv_cert"
        return check(p, q, level=level, timeout=float(options.get("timeout", timeout)),
                     lean_name=name)
    except FormalParseError as exc:
        return _error("unsupported", "parse_error", f"parse error: {exc}")
    except MemoryError:
        return _error("unknown", "memory_limit",
                      "the check ran out of its worker's memory budget (FORMINV_WORKER_MEMORY_MB)")
    except ValueError as exc:
        return _error("unsupported", "input_error", str(exc))
    except Exception as exc:  # never let one pair end the batch
        return _error("unknown", "error", f"{type(exc).__name__}: {exc}")


def _worker(conn: Any, timeout: float, parent: int, close: list[Any], memory: int) -> None:
    from forminv_lean.children import start_worker
    from forminv_lean.formal.pool import set_inline

    start_worker(parent, close=close, memory=memory)
    set_inline(True)
    while True:
        try:
            task = conn.recv()
        except EOFError:
            return
        if task is None:
            return
        pid, p, q, options = task
        conn.send((pid, check_one(p, q, options, timeout)))


class _Slot:
    def __init__(self, ctx: Any, timeout: float, memory: int, others: list[_Slot]) -> None:
        self.conn, child = ctx.Pipe()
        # The parent's ends of every pipe (this one's and the other workers') are copied
        # into the new process by fork: it closes them first thing (see children.py).
        close = [self.conn, *(s.conn for s in others if not s.conn.closed)]
        self.proc = ctx.Process(target=_worker, args=(child, timeout, os.getpid(), close,
                                                      memory), daemon=True)
        self.proc.start()
        child.close()
        self.task: Pair | None = None
        self.started = 0.0
        self.cpu0: float | None = None

    def overran(self, now: float, hard: float) -> str | None:
        """Why the running pair is to be killed: past `hard` seconds of CPU time, or (stuck)
        past `WALL_FACTOR × hard` of wall time; None while it may go on."""
        cpu = cpu_seconds(self.proc.pid)
        if cpu is not None and self.cpu0 is not None:
            if cpu - self.cpu0 > hard:
                return f"killed after {hard:.0f} s of CPU time (solver overran its limits)"
        elif now - self.started > hard:  # no CPU clock here: wall time, as before
            return f"killed after {hard:.0f} s (solver overran its limits)"
        if now - self.started > WALL_FACTOR * hard:
            return f"killed after {WALL_FACTOR * hard:.0f} s of wall time (stuck)"
        return None

    def kill(self) -> None:
        try:
            self.proc.kill()
            self.proc.join(1)
        finally:
            self.conn.close()

    def give(self, task: Pair) -> bool:
        """Send a task; False when the worker is already gone (the caller replaces it)."""
        try:
            self.conn.send(task)
        except OSError:
            return False
        self.task, self.started = task, time.monotonic()
        self.cpu0 = cpu_seconds(self.proc.pid)
        return True


def check_many(pairs: Iterable[Pair], *, workers: int | None = None,
               timeout: float = 2.0) -> Iterator[tuple[str, CheckResult]]:
    """Check (id, p, q, options) pairs in parallel; yield (id, result) as each finishes.

    `options` may hold `level`, `timeout`, `lean_name`. A pair that uses more than
    `hard_limit = max(20 s, 15 × timeout)` of CPU time (or, stuck, ten times that in wall
    time) is killed and reported as `unknown`.
    """
    n = max(1, workers or os.cpu_count() or 1)
    method = "fork" if "fork" in mp.get_all_start_methods() else "spawn"
    ctx = mp.get_context(method)
    hard = max(HARD_FLOOR_S, 15.0 * timeout)
    memory = memory_budget(n)
    todo = iter(pairs)
    slots: list[_Slot] = []
    for _ in range(n):
        slots.append(_Slot(ctx, timeout, memory, slots))

    def replace(i: int) -> None:
        slots[i].kill()
        slots[i] = _Slot(ctx, timeout, memory, slots[:i] + slots[i + 1:])

    pending = True
    try:
        while True:
            for i in range(len(slots)):
                if slots[i].task is None and pending:
                    nxt = next(todo, None)
                    if nxt is None:
                        pending = False
                        break
                    if not slots[i].give(nxt):  # died while idle: one more try, fresh
                        replace(i)
                        if not slots[i].give(nxt):
                            yield nxt[0], _error("unknown", "error", "worker died")
            busy = [s for s in slots if s.task is not None]
            if not busy:
                return
            ready = wait([s.conn for s in busy], timeout=0.5)
            now = time.monotonic()
            for i, s in enumerate(slots):
                if s.task is None:
                    continue
                if s.conn in ready:
                    try:
                        pid, res = s.conn.recv()
                    except (EOFError, OSError):
                        s.proc.join(1)
                        code = s.proc.exitcode
                        pid, res = s.task[0], _error(
                            "unknown", "error", "worker died" +
                            (f" (exit code {code})" if code is not None else ""))
                        replace(i)
                    else:
                        slots[i].task = None
                    yield pid, res
                elif (why := s.overran(now, hard)) is not None:
                    pid = s.task[0]
                    replace(i)
                    yield pid, _error("unknown", "hard_timeout", why)
    finally:
        for s in slots:
            try:
                s.conn.send(None)
            except Exception:
                pass
            s.kill()
