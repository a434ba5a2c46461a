"""Chat requests shared out over forked worker processes (``workers > 1``)."""

from __future__ import annotations

import json
import multiprocessing
import os
import signal
import threading
import time
from collections import deque
from collections.abc import Callable
from pathlib import Path

import pytest
from eval_helpers import DUMMY_KEYS, TIMEOUT, answer_for, make_item, popen_eval
from eval_loopback import LoopbackServer, Script, Seen, answer, status
from hypothesis import given
from hypothesis import strategies as st
from test_eval_runner import FAST, failing

from forminv_lean.errors import ForminvError, UsageError
from forminv_lean.evaluate import AuthError, evaluate
from forminv_lean.evaluate.workers import check_workers, split
from forminv_lean.jsonl import write_jsonl
from forminv_lean.records import Item, Response

Start = Callable[[Script], LoopbackServer]


def run(items: list[Item], models: list[str], cache: Path | None, **kw: object) -> list[Response]:
    kw.setdefault("env", DUMMY_KEYS)
    kw.setdefault("retry_policy", FAST)
    return evaluate(items, models, cache=cache, **kw)  # type: ignore[arg-type]


def comparable(rs: list[Response]) -> list[tuple[object, ...]]:
    """What must not depend on how many processes asked (latency and time stamps may)."""
    return [(r.model, r.item_id, r.sample, r.raw, r.verdict, r.error, r.input_tokens,
             r.output_tokens, r.cost_usd, r.cache_key is None) for r in rs]


def eval_workers() -> list[multiprocessing.process.BaseProcess]:
    return [c for c in multiprocessing.active_children() if c.name.startswith("forminv-eval-")]


def no_children_left() -> bool:
    deadline = time.monotonic() + 5
    while eval_workers() and time.monotonic() < deadline:
        time.sleep(0.05)
    return not eval_workers()


@given(n_jobs=st.integers(1, 60), concurrency=st.integers(1, 20), workers=st.integers(2, 8))
def test_split_keeps_every_job_once_and_the_total_concurrency(
        n_jobs: int, concurrency: int, workers: int) -> None:
    queue = deque(range(n_jobs))
    shares = split(queue, concurrency, workers)  # type: ignore[arg-type]
    assert 1 <= len(shares) <= min(workers, concurrency, n_jobs)
    assert sorted(j for q, _ in shares for j in q) == list(range(n_jobs))
    assert all(q and slots >= 1 for q, slots in shares)
    assert sum(slots for _, slots in shares) == concurrency
    assert max(len(q) for q, _ in shares) - min(len(q) for q, _ in shares) <= 1


def test_workers_need_fork(monkeypatch: pytest.MonkeyPatch) -> None:
    check_workers(1)
    monkeypatch.setattr(multiprocessing, "get_all_start_methods", lambda: ["spawn"])
    with pytest.raises(UsageError, match="--workers above 1 needs the 'fork' start method"):
        check_workers(2)
    check_workers(1)


@pytest.mark.slow
@pytest.mark.parametrize("wire", ["openai", "anthropic"])
def test_workers_give_the_run_one_process_gives(wire: str, server: Start,
                                                tmp_path: Path) -> None:
    """Same answers, errors, retries and totals; each prompt asked as often; the endpoint
    never sees more than ``concurrency`` requests at once; each worker filled the cache."""
    items = [make_item(k) for k in range(24)]
    runs = {}
    for workers in (1, 3):
        srv = server(failing)  # type: ignore[arg-type]
        url = srv.openai_url if wire == "openai" else srv.anthropic_url
        model = f"{wire}/{'gpt-4o' if wire == 'openai' else 'claude-haiku-4-5'}@{url}"
        out = tmp_path / f"w{workers}"
        rs = run(items, [model], tmp_path / f"cache{workers}.sqlite3", out_dir=out,
                 concurrency=5, timeout=TIMEOUT, workers=workers)
        runs[workers] = (rs, dict(srv.received), srv.max_in_flight,
                         json.loads((out / "run.manifest.json").read_text()), srv, model)
    (one, asked1, _, m1, _, _), (three, asked3, in_flight, m3, srv, model) = runs[1], runs[3]
    assert comparable(one) == comparable(three)
    assert asked1 == asked3
    assert in_flight <= 5
    assert m3["run"]["workers"] == 3
    for k in ("requests", "retries"):
        assert m1["run"][k] == m3["run"][k] > 0
    assert m1["counts"] == m3["counts"]
    # errors are not cached, answers are: a one-process rerun asks only for the two failures
    before = dict(srv.received)
    rerun = run(items, [model], tmp_path / "cache3.sqlite3", concurrency=5, timeout=TIMEOUT)
    assert {p for p, n in srv.received.items() if n != before.get(p)} \
        == {items[1].question, items[6].question}
    assert comparable(rerun) == comparable(three)
    assert no_children_left()


def test_auth_failure_in_a_worker_stops_the_run(server: Start, tmp_path: Path) -> None:
    srv = server(lambda seen: status(401, message="bad key"))
    items = [make_item(k) for k in range(30)]
    with pytest.raises(AuthError, match="OPENAI_API_KEY"):
        run(items, [f"openai/gpt-4o@{srv.openai_url}"], tmp_path / "c.sqlite3",
            out_dir=tmp_path / "out", concurrency=4, workers=2)
    assert srv.total_received <= 4  # only what was in flight when the first 401 came back
    assert not (tmp_path / "out").exists()
    assert no_children_left()


@pytest.mark.slow
def test_a_worker_that_dies_fails_the_run_and_keeps_its_answers(server: Start,
                                                                 tmp_path: Path) -> None:
    def script(seen: Seen) -> object:
        return answer(answer_for(seen.prompt), delay=0.05)

    srv = server(script)  # type: ignore[arg-type]
    items = [make_item(k) for k in range(200)]
    killed: list[int] = []

    def kill_one() -> None:  # SIGKILL a worker once it has answered a few
        deadline = time.monotonic() + 30
        while srv.total_delivered < 10 and time.monotonic() < deadline:
            time.sleep(0.01)
        for child in eval_workers():
            os.kill(child.pid, signal.SIGKILL)  # type: ignore[arg-type]
            killed.append(child.pid)  # type: ignore[arg-type]
            return

    killer = threading.Thread(target=kill_one, daemon=True)
    killer.start()
    with pytest.raises(ForminvError, match=r"evaluation worker \d \(pid \d+\) stopped before "
                       r"it finished \(exit code -9\).*rerun to continue"):
        run(items, [f"openai/gpt-4o@{srv.openai_url}"], tmp_path / "c.sqlite3",
            out_dir=tmp_path / "out", concurrency=4, workers=2)
    killer.join()
    assert killed and not (tmp_path / "out").exists()
    assert no_children_left()
    # the rerun asks only for what no worker had kept; an answer can be lost only if it
    # arrived in the instant a worker was stopped (at most one per request slot)
    answered_first = srv.total_delivered
    received_first = srv.total_received
    rs = run(items, [f"openai/gpt-4o@{srv.openai_url}"], tmp_path / "c.sqlite3", concurrency=4)
    assert [r.verdict for r in rs] == [i.ground_truth for i in items]
    assert 10 <= answered_first < 200
    assert len(srv.delivered) == 200
    assert sum(n - 1 for n in srv.delivered.values()) <= 4
    assert srv.total_received - received_first <= 200 - answered_first + 4


@pytest.mark.slow
def test_workers_stop_when_their_parent_is_killed(server: Start, tmp_path: Path,
                                                  env: dict[str, str]) -> None:
    """A worker waiting out a Retry-After when its parent is SIGKILLed must not wake up and
    ask again: it watches its parent and exits at once, leaving no orphan behind."""
    srv = server(lambda seen: status(429, retry_after="1") if seen.attempt == 1
                 else answer(answer_for(seen.prompt)))
    data = tmp_path / "items.jsonl"
    write_jsonl(data, [make_item(k) for k in range(8)])
    proc = popen_eval(["-d", str(data), "-m", f"openai/gpt-4o@{srv.openai_url}",
                       "--out", str(tmp_path / "out"), "--concurrency", "4", "--workers", "2",
                       "--quiet"], env)
    try:
        deadline = time.monotonic() + 60
        while srv.total_received < 4 and time.monotonic() < deadline:
            time.sleep(0.01)
        assert srv.total_received == 4 and proc.poll() is None
        proc.send_signal(signal.SIGKILL)  # both workers' requests are now backing off
    finally:
        proc.wait(timeout=30)
        proc.stdout.close()  # type: ignore[union-attr]
        proc.stderr.close()  # type: ignore[union-attr]
    time.sleep(2.5)  # past the Retry-After and its jitter
    assert srv.total_received == 4, "a worker outlived its parent and went on asking"
    assert srv.total_delivered == 0


@pytest.mark.slow
def test_an_unexpected_error_in_a_worker_is_reported(server: Start, tmp_path: Path,
                                                     monkeypatch: pytest.MonkeyPatch) -> None:
    """Not a provider failure but a bug: the run fails with the worker's one-line reason."""
    import forminv_lean.evaluate.providers.openai as openai_provider

    def broken(data: object) -> object:
        raise RuntimeError("reply parser exploded")

    monkeypatch.setattr(openai_provider, "reply_from_completion", broken)
    srv = server(lambda seen: answer("TRUE"))
    with pytest.raises(ForminvError, match=r"^evaluation worker \d failed: RuntimeError: "
                       r"reply parser exploded$"):
        run([make_item(k) for k in range(6)], [f"openai/gpt-4o@{srv.openai_url}"],
            tmp_path / "c.sqlite3", out_dir=tmp_path / "out", concurrency=2, workers=2)
    assert not (tmp_path / "out").exists()
    assert no_children_left()


@pytest.mark.slow
@pytest.mark.parametrize("workers", [1, 2])
def test_ctrl_c_stops_the_run_and_its_workers(workers: int, server: Start, tmp_path: Path,
                                              env: dict[str, str]) -> None:
    srv = server(lambda seen: answer(answer_for(seen.prompt), delay=0.3))
    data = tmp_path / "items.jsonl"
    write_jsonl(data, [make_item(k) for k in range(40)])
    out = tmp_path / "out"
    proc = popen_eval(["-d", str(data), "-m", f"openai/gpt-4o@{srv.openai_url}", "--out",
                       str(out), "--concurrency", "4", "--workers", str(workers)], env)
    deadline = time.monotonic() + 60
    while srv.total_delivered < 8 and time.monotonic() < deadline:
        time.sleep(0.01)
    proc.send_signal(signal.SIGINT)
    _, stderr = proc.communicate(timeout=30)
    assert proc.returncode == 130
    assert stderr.strip().splitlines()[-1] == "interrupted: nothing half-written was kept"
    assert not out.exists()
    asked = srv.total_received
    time.sleep(1.0)
    assert srv.total_received == asked  # nothing, workers included, went on asking


@pytest.mark.slow
def test_several_endpoints_share_the_workers(server: Start, tmp_path: Path) -> None:
    """Each endpoint's requests are dealt over the workers with its own concurrency."""
    srv = server(lambda seen: answer(answer_for(seen.prompt), delay=0.05))
    items = [make_item(k) for k in range(30)]
    models = [f"openai/gpt-4o@{srv.openai_url}", f"openai/o4-mini@{srv.openai_url}",
              f"anthropic/claude-haiku-4-5@{srv.anthropic_url}"]
    rs = run(items, models, tmp_path / "c.sqlite3", concurrency=3, workers=2, samples=2,
             temperature=0.7)
    assert len(rs) == 3 * 30 * 2
    assert all(r.verdict == items[int(r.item_id[-3:])].ground_truth for r in rs)
    assert srv.total_received == 180 and max(srv.received.values()) == 6  # 3 models x 2 samples
    assert srv.max_in_flight <= 2 * 3  # two endpoints (both OpenAI models share one)
    assert no_children_left()


class _Exited:
    """A worker process that has already exited (what `WorkerPool.stop` sees after a run)."""

    pid = 0

    def is_alive(self) -> bool:
        return False

    def join(self, timeout: float | None = None) -> None:
        return None


def test_stop_leaves_no_worker_failure_unretrieved() -> None:
    """Two workers refused the same key: the run raises the first refusal, and the second
    (set while the run was already stopping) must not surface later as asyncio's "Future
    exception was never retrieved" on stderr. `stop` retrieves what finished and cancels
    what did not."""
    import asyncio
    import gc

    from forminv_lean.evaluate.workers import WorkerPool, _WorkerHandle

    unretrieved: list[str] = []

    async def scenario() -> None:
        loop = asyncio.get_running_loop()
        loop.set_exception_handler(lambda _loop, ctx: unretrieved.append(ctx["message"]))
        pool = WorkerPool.__new__(WorkerPool)
        pool.handles = []
        for i in range(3):
            r, w = multiprocessing.Pipe(duplex=False)
            h = _WorkerHandle(i, _Exited(), r, w)  # type: ignore[arg-type]
            h.finished = loop.create_future()
            pool.handles.append(h)
        pool.handles[0].finished.set_exception(AuthError("refused"))  # type: ignore[union-attr]
        pool.handles[1].finished.set_exception(AuthError("refused"))  # type: ignore[union-attr]
        first = pool.handles[0].finished.exception()  # type: ignore[union-attr]
        assert isinstance(first, AuthError)  # what the run raised; 1 and 2 nobody awaited
        pool.stop()
        assert pool.handles[2].finished.cancelled()  # type: ignore[union-attr]
        pool.handles.clear()
        del h
        gc.collect()
        await asyncio.sleep(0)

    asyncio.run(scenario())
    gc.collect()
    assert not [m for m in unretrieved if "never retrieved" in m]
