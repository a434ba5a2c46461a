"""Hard kills: a solver (or a batch pair) that ignores its time limit is killed, not waited on."""

from __future__ import annotations

import time

import pytest

from forminv_lean.formal import batch, pool
from forminv_lean.formal.query import Query
from forminv_lean.formal.terms import TRUE


def _hang(*_args: object, **_kw: object) -> object:
    time.sleep(60)
    raise AssertionError("not reached")


def test_solver_worker_killed_on_overrun(monkeypatch: pytest.MonkeyPatch) -> None:
    import forminv_lean.formal.z3_backend as zb

    monkeypatch.setattr(zb, "solve", _hang)
    p = pool.SolverPool()
    t = time.monotonic()
    out = p.run(Query(TRUE, (), (), "arithmetic", timeout_ms=100), grace_s=0.3)
    assert out.status == "unknown" and "killed" in out.reason
    assert time.monotonic() - t < 5
    p.close()


@pytest.mark.slow
def test_batch_pair_killed_on_overrun(monkeypatch: pytest.MonkeyPatch) -> None:
    import forminv_lean.formal.checker as ch

    monkeypatch.setattr(ch, "check", _hang)
    monkeypatch.setattr(batch, "HARD_FLOOR_S", 1.0)
    t = time.monotonic()
    res = dict(batch.check_many([("x", "True", "True", {})], workers=1, timeout=0.05))
    assert res["x"].verdict == "unknown" and res["x"].method == "hard_timeout"
    assert time.monotonic() - t < 10
