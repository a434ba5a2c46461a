"""A Mathlib theorem is true: a rendering the checker refutes is mis-rendered.

Every declaration Track B renders was checked by Lean, so `decide(rendering)` must never say
`refuted`. When it does, the rendering is not the theorem (or the checker's reading of it is
wrong): either way it must not reach a benchmark labelled TRUE. `Decider` runs the checker in
a worker process with a hard time limit (a statement the checker cannot finish is `timeout`,
never a stalled run); `refuted_renderings` is what the formalise stage calls.
"""

from __future__ import annotations

import multiprocessing as mp
import os
import signal
from collections.abc import Iterable
from typing import Any

#: (verdict, method, reason, counterexample) as `formal.checker.decide` gives them.
Verdict = tuple[str, str, str, Any]


def _worker(conn: Any, check_timeout: float) -> None:
    from forminv_lean.formal.checker import decide

    while True:
        item = conn.recv()
        if item is None:
            return
        try:
            r = decide(item, timeout=check_timeout)
            conn.send((r.verdict, r.method, r.reason, r.counterexample))
        except Exception as exc:  # an internal error of the checker is a finding, not a stop
            conn.send(("internal_error", "", f"{type(exc).__name__}: {exc}"[:200], None))


class Decider:
    """One worker process deciding statements; replaced when one runs past the time limit."""

    def __init__(self, check_timeout: float = 1.0) -> None:
        self.check_timeout = check_timeout
        self.ctx = mp.get_context("fork")
        self._start()

    def _start(self) -> None:
        self.conn, child = self.ctx.Pipe()
        # not a daemon: the checker may start solver processes of its own
        self.proc = self.ctx.Process(target=_worker, args=(child, self.check_timeout))
        self.proc.start()

    def decide(self, formal: str, timeout: float) -> Verdict:
        """The checker's verdict on `formal`, or `timeout` after `timeout` seconds."""
        self.conn.send(formal)
        if self.conn.poll(timeout):
            try:
                return self.conn.recv()  # type: ignore[no-any-return]
            except EOFError:
                pass
        _kill_tree(self.proc.pid)
        self.proc.join()
        self._start()
        return ("timeout", "", f"no verdict within {timeout:g} s", None)

    def close(self) -> None:
        try:
            self.conn.send(None)
        except (BrokenPipeError, OSError):
            pass
        self.proc.join(timeout=5)
        if self.proc.is_alive():
            _kill_tree(self.proc.pid)
            self.proc.join()

    def __enter__(self) -> Decider:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()


def _kill_tree(pid: int | None) -> None:
    """End the worker and the processes it started (by their ids)."""
    if pid is None:
        return
    try:
        import psutil
    except ImportError:  # without psutil: the worker alone
        try:
            os.kill(pid, signal.SIGKILL)
        except ProcessLookupError:
            pass
        return
    try:
        proc = psutil.Process(pid)
        for p in proc.children(recursive=True) + [proc]:
            try:
                p.kill()
            except psutil.NoSuchProcess:
                pass
    except psutil.NoSuchProcess:
        pass


def refuted_renderings(formals: Iterable[str], *, timeout: float = 5.0,
                       check_timeout: float = 1.0) -> dict[str, Verdict]:
    """The renderings the checker refutes (each a Mathlib theorem, so each mis-rendered)."""
    out: dict[str, Verdict] = {}
    with Decider(check_timeout) as dec:
        for f in dict.fromkeys(formals):
            v = dec.decide(f, timeout)
            if v[0] == "refuted":
                out[f] = v
    return out
