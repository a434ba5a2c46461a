"""Hard kills: a solver (or a batch pair) that ignores its time limit is killed, not waited on."""

from __future__ import annotations

import os
import time

import pytest

from forminv_lean.children import cpu_seconds
from forminv_lean.formal import batch, pool
from forminv_lean.formal.kernel.query import Query
from forminv_lean.formal.meaning.terms import TRUE


def _hang(*_args: object, **_kw: object) -> object:
    time.sleep(60)
    raise AssertionError("not reached")


def _spin(*_args: object, **_kw: object) -> object:
    while True:  # a solver that computes forever
        pass


@pytest.mark.parametrize("hang", [_spin, _hang])
def test_solver_worker_killed_on_overrun(monkeypatch: pytest.MonkeyPatch, hang: object) -> None:
    """Killed once its CPU time passes the limit (spinning) or, stuck, ten times that in wall
    time (here 3 times: 1.2 s)."""
    monkeypatch.setattr(pool, "WALL_FACTOR", 3.0)
    p = pool.SolverPool()
    t = time.monotonic()
    out = p.run(Query(TRUE, (), (), "arithmetic", timeout_ms=100), hang,  # type: ignore[arg-type]
                grace_s=0.3)
    assert out.status == "unknown" and "killed" in out.reason
    assert time.monotonic() - t < 5
    p.close()


@pytest.mark.slow
@pytest.mark.parametrize(("hang", "why"), [(_spin, "of CPU time"), (_hang, "of wall time")])
def test_batch_pair_killed_on_overrun(monkeypatch: pytest.MonkeyPatch, hang: object,
                                      why: str) -> None:
    """An overrunning pair is killed by its CPU time (so the verdict does not depend on the
    machine's load); one stuck without computing, by the wall-clock net."""
    import forminv_lean.formal.checker as ch

    monkeypatch.setattr(ch, "check", hang)
    monkeypatch.setattr(batch, "HARD_FLOOR_S", 1.0)
    monkeypatch.setattr(batch, "WALL_FACTOR", 3.0)
    t = time.monotonic()
    res = dict(batch.check_many([("x", "True", "True", {})], workers=1, timeout=0.05))
    assert res["x"].verdict == "unknown" and res["x"].method == "hard_timeout"
    assert why in res["x"].reason
    assert time.monotonic() - t < 10


def test_the_cpu_clock_reads_this_process() -> None:
    t0 = cpu_seconds(os.getpid())
    end = time.process_time() + 0.3
    while time.process_time() < end:
        pass
    t1 = cpu_seconds(os.getpid())
    assert t0 is not None and t1 is not None and t1 - t0 >= 0.2
