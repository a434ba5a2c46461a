"""The Python API end to end against the loopback server (real SDKs, real cache)."""

from __future__ import annotations

import asyncio
import email.utils
import json
import subprocess
import sys
import time
from collections.abc import Callable
from pathlib import Path

import pytest
from eval_helpers import DUMMY_KEYS, TIMEOUT, TOO_SLOW, answer_for, make_item, number
from eval_loopback import LoopbackServer, Script, Seen, answer, drop, malformed, status

from forminv_lean.errors import ForminvError
from forminv_lean.evaluate import (
    AuthError,
    MissingKeyError,
    RetryPolicy,
    aevaluate,
    complete,
    evaluate,
)
from forminv_lean.jsonl import read_jsonl, write_jsonl
from forminv_lean.records import Item, Response

Start = Callable[[Script], LoopbackServer]
FAST = RetryPolicy(retries=2, base_delay=0.02, max_delay=0.1)


def right(seen: Seen) -> object:
    return answer(answer_for(seen.prompt))


def run(items: list[Item], models: list[str], cache: Path | None, **kw: object) -> list[Response]:
    kw.setdefault("env", DUMMY_KEYS)
    kw.setdefault("retry_policy", FAST)
    return evaluate(items, models, cache=cache, **kw)  # type: ignore[arg-type]


def test_answers_sorted_costed_and_written(items: list[Item], server: Start, cache_path: Path,
                                           tmp_path: Path) -> None:
    srv = server(right)  # type: ignore[arg-type]
    out = tmp_path / "run"
    models = [f"openai/gpt-4o@{srv.openai_url}", f"anthropic/claude-haiku-4-5@{srv.anthropic_url}"]
    rs = run(items, models, cache_path, out_dir=out, concurrency=4)
    assert len(rs) == 24
    assert [(r.model, r.item_id, r.sample) for r in rs] == sorted(
        (r.model, r.item_id, r.sample) for r in rs)
    truth = {i.id: i.ground_truth for i in items}
    assert all(r.verdict == truth[r.item_id] and r.error is None for r in rs)
    assert all(r.input_tokens and r.output_tokens and r.cost_usd and r.cost_usd > 0 for r in rs)
    assert all(r.cache_key and len(r.cache_key) == 64 and r.timestamp for r in rs)
    assert read_jsonl(out / "responses.jsonl", Response) == rs
    manifest = json.loads((out / "run.manifest.json").read_text())
    assert manifest["counts"]["openai/gpt-4o"] == {
        "responses": 12, "answered": 12, "null_verdicts": 0, "errors": 0, "cache_hits": 0}
    assert manifest["protocol"]["temperature"] == 0.0
    assert manifest["protocol"]["max_tokens"] == {"openai/gpt-4o": 20,
                                                  "anthropic/claude-haiku-4-5": 20}
    assert manifest["tokens"]["openai/gpt-4o"]["output"] == 12
    assert manifest["cost_usd"]["total"] > 0 and manifest["n_records"] == 24
    assert manifest["run"]["requests"] == 24 and manifest["dataset"]["n_items"] == 12
    assert "sk-" not in (out / "run.manifest.json").read_text()


@pytest.mark.slow
def test_rerun_is_free_and_identical(items: list[Item], server: Start, cache_path: Path,
                                     tmp_path: Path) -> None:
    srv = server(right)  # type: ignore[arg-type]
    model = [f"openai/gpt-4o@{srv.openai_url}"]
    run(items, model, cache_path, out_dir=tmp_path / "a")
    assert srv.total_received == 12
    run(items, model, cache_path, out_dir=tmp_path / "b")
    assert srv.total_received == 12  # nothing asked twice
    assert (tmp_path / "a" / "responses.jsonl").read_bytes() == \
        (tmp_path / "b" / "responses.jsonl").read_bytes()
    manifest = json.loads((tmp_path / "b" / "run.manifest.json").read_text())
    assert manifest["run"]["requests"] == 0 and manifest["run"]["cache_hits"] == 12
    run(items, model, cache_path, refresh=True)
    assert srv.total_received == 24  # --refresh asks again ...
    run(items, model, cache_path)
    assert srv.total_received == 24  # ... and overwrote the cache
    run(items, model, None)
    assert srv.total_received == 36  # no cache: always asks


def test_samples_are_separate(items: list[Item], server: Start, cache_path: Path) -> None:
    srv = server(right)  # type: ignore[arg-type]
    model = [f"openai/gpt-4o@{srv.openai_url}"]
    rs = run(items[:4], model, cache_path, samples=3, temperature=0.7)
    assert [(r.item_id, r.sample) for r in rs] == [(i.id, s) for i in items[:4] for s in range(3)]
    assert len({r.cache_key for r in rs}) == 12
    assert all(n == 3 for n in srv.received.values())
    assert {b["temperature"] for b in srv.bodies} == {0.7}
    run(items[:4], model, cache_path, samples=3, temperature=0.7)
    assert srv.total_received == 12
    run(items[:4], model, cache_path, samples=4, temperature=0.7)
    assert srv.total_received == 16  # only the new sample index is asked


def failing(seen: Seen) -> object:
    """item 1: 400 always; 2: 500, 500, ok; 3: drop, ok; 4: malformed, ok;
    5: too slow, ok; 6: 503 always; the rest answer."""
    k, n = number(seen.prompt), seen.attempt
    if k == 1:
        return status(400, message="unsupported parameter")
    if k == 2 and n <= 2:
        return status(500)
    if k == 3 and n == 1:
        return drop()
    if k == 4 and n == 1:
        return malformed()
    if k == 5 and n == 1:
        return answer("TRUE", delay=TOO_SLOW)
    if k == 6:
        return status(503)
    return answer(answer_for(seen.prompt))


@pytest.mark.slow
@pytest.mark.parametrize("wire", ["openai", "anthropic"])
def test_failures_are_classified_and_recorded(wire: str, items: list[Item], server: Start,
                                              cache_path: Path) -> None:
    srv = server(failing)  # type: ignore[arg-type]
    model = (f"openai/gpt-4o@{srv.openai_url}" if wire == "openai"
             else f"anthropic/claude-haiku-4-5@{srv.anthropic_url}")
    rs = {r.item_id: r for r in run(items[:8], [model], cache_path, timeout=TIMEOUT)}
    bad, gone = rs["item-001"], rs["item-006"]
    assert bad.verdict is None and bad.raw is None
    assert bad.error and bad.error.startswith("permanent: HTTP 400") and "unsupported" in bad.error
    assert srv.received[items[1].question] == 1  # a 400 is not retried
    assert gone.verdict is None and gone.error and gone.error.startswith("transient: HTTP 503")
    assert "after 3 attempts" in gone.error and srv.received[items[6].question] == 3
    for k in (0, 2, 3, 4, 5, 7):  # retried until answered, or answered at once
        assert rs[f"item-{k:03d}"].verdict == items[k].ground_truth, k
        assert rs[f"item-{k:03d}"].error is None
    # errors are not cached: a rerun asks only for them
    before = dict(srv.received)
    run(items[:8], [model], cache_path, timeout=TIMEOUT)
    asked = {p for p in srv.received if srv.received[p] != before.get(p, 0)}
    assert asked == {items[1].question, items[6].question}


@pytest.mark.slow
def test_retry_after_http_date_is_honoured(server: Start, cache_path: Path) -> None:
    def script(seen: Seen) -> object:
        if seen.attempt == 1:
            return status(429, retry_after=email.utils.formatdate(time.time() + 2, usegmt=True))
        return answer("TRUE")

    srv = server(script)  # type: ignore[arg-type]
    item = make_item(0)
    [r] = run([item], [f"openai/gpt-4o@{srv.openai_url}"], cache_path,
              retry_policy=RetryPolicy(retries=2, base_delay=0.01))
    assert r.verdict == "TRUE"
    first, second = srv.times(item.question)
    assert second - first >= 0.9  # the date is to the second: the wait is 1-2 s, never ~0


def test_auth_failure_stops_the_run(items: list[Item], server: Start, cache_path: Path,
                                    tmp_path: Path) -> None:
    srv = server(lambda seen: status(401, message=f"Incorrect API key provided: "
                                                  f"{DUMMY_KEYS['OPENAI_API_KEY']}"))
    with pytest.raises(AuthError) as info:
        run(items, [f"openai/gpt-4o@{srv.openai_url}"], cache_path, out_dir=tmp_path / "out",
            concurrency=3)
    msg = str(info.value)
    assert "OPENAI_API_KEY" in msg and "authentication failed" in msg and "\n" not in msg
    assert DUMMY_KEYS["OPENAI_API_KEY"] not in msg
    assert srv.total_received <= 3  # stopped at once: only the requests already in flight
    assert not (tmp_path / "out").exists()


def test_missing_key_fails_before_any_request(items: list[Item], server: Start,
                                              cache_path: Path) -> None:
    srv = server(right)  # type: ignore[arg-type]
    with pytest.raises(MissingKeyError, match="ANTHROPIC_API_KEY"):
        run(items, [f"openai/gpt-4o@{srv.openai_url}",
                    f"anthropic/claude-haiku-4-5@{srv.anthropic_url}"], cache_path,
            env={"OPENAI_API_KEY": "sk-x"})
    assert srv.total_received == 0 and not cache_path.exists()


@pytest.mark.slow
def test_concurrency_is_bounded_per_endpoint(server: Start, cache_path: Path) -> None:
    srv = server(lambda seen: answer("TRUE", delay=0.05))
    items = [make_item(k) for k in range(40)]
    run(items, [f"openai/a@{srv.openai_url}", f"openai/b@{srv.openai_url}"], cache_path,
        concurrency=4)
    assert srv.total_received == 80
    assert 2 <= srv.max_in_flight <= 4


def test_offline_runs_leave_no_cache(items: list[Item], cache_path: Path) -> None:
    rs = run(items, ["baseline/always-true", "baseline/always-false"], cache_path)
    assert {r.verdict for r in rs if r.model == "baseline/always-true"} == {"TRUE"}
    assert {r.verdict for r in rs if r.model == "baseline/always-false"} == {"FALSE"}
    assert not cache_path.exists()


def test_bad_options_and_duplicates(items: list[Item]) -> None:
    with pytest.raises(ForminvError, match="concurrency"):
        run(items, ["baseline/always-true"], None, concurrency=0)
    with pytest.raises(ForminvError, match="duplicate"):
        run([items[0], items[0]], ["baseline/always-true"], None)
    with pytest.raises(ForminvError, match="given twice"):
        run(items, ["baseline/always-true", "baseline/always-true"], None)


def test_sync_api_refuses_a_running_loop(items: list[Item]) -> None:
    async def main() -> None:
        with pytest.raises(ForminvError, match="aevaluate"):
            evaluate(items, ["baseline/always-true"], cache=None)
        rs = await aevaluate(items, ["baseline/always-true"], cache=None)
        assert len(rs) == len(items)

    asyncio.run(main())


def test_prices_file_overrides(items: list[Item], server: Start, cache_path: Path,
                               tmp_path: Path) -> None:
    srv = server(right)  # type: ignore[arg-type]
    prices = tmp_path / "p.json"
    prices.write_text(json.dumps({"openai/my-model": {"input": 1000000, "output": 0}}))
    rs = run(items[:1], [f"openai/my-model@{srv.openai_url}"], cache_path, prices=prices)
    assert rs[0].cost_usd == pytest.approx(rs[0].input_tokens)


def test_complete_goes_through_the_cache(server: Start, cache_path: Path) -> None:
    srv = server(lambda seen: answer(f"paraphrase of: {seen.prompt}"))
    model = f"openai/gpt-4o@{srv.openai_url}"
    first = complete(model, "Rewrite.", "every prime is odd", cache=cache_path, env=DUMMY_KEYS)
    again = complete(model, "Rewrite.", "every prime is odd", cache=cache_path, env=DUMMY_KEYS)
    assert first.text == again.text == "paraphrase of: every prime is odd"
    assert (first.cached, again.cached) == (False, True)
    assert first.input_tokens and first.output_tokens and first.latency_s is not None
    other = complete(model, "Rewrite.", "every prime is odd", cache=cache_path, env=DUMMY_KEYS,
                     temperature=0.9, sample=1)
    assert not other.cached and srv.total_received == 2
    assert srv.bodies[0]["max_tokens"] == 1024
    with pytest.raises(ForminvError, match="chat model"):
        complete("baseline/always-true", "s", "u", cache=None)


def test_complete_never_stores_an_echoed_key(server: Start, cache_path: Path) -> None:
    """complete() (LLM-written paraphrases) keeps a key out of its text and its cache."""
    import sqlite3

    key = DUMMY_KEYS["OPENAI_API_KEY"]
    srv = server(lambda seen: answer(f"sure, your key is {key}"))
    done = complete(f"openai/gpt-4o@{srv.openai_url}", "s", "u", cache=cache_path,
                    env=DUMMY_KEYS)
    assert done.text == "sure, your key is <OPENAI_API_KEY>"
    with sqlite3.connect(cache_path) as db:
        assert key not in repr(db.execute("SELECT * FROM responses").fetchall())


@pytest.mark.slow
def test_cached_rerun_never_imports_the_sdk(items: list[Item], server: Start, cache_path: Path,
                                            tmp_path: Path) -> None:
    """Reruns cost nothing, not even the SDK's import time."""
    srv = server(right)  # type: ignore[arg-type]
    model = f"anthropic/claude-haiku-4-5@{srv.anthropic_url}"
    run(items, [model], cache_path)
    data = tmp_path / "items.jsonl"
    write_jsonl(data, items)
    script = (
        "import sys, os\n"
        "from forminv_lean.evaluate import evaluate, load_items\n"
        f"rs = evaluate(load_items({str(data)!r}), [{model!r}], cache={str(cache_path)!r},\n"
        f"              env={DUMMY_KEYS!r})\n"
        "assert len(rs) == 12 and all(r.verdict for r in rs)\n"
        "print('anthropic' in sys.modules, 'openai' in sys.modules)\n")
    res = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True,
                         timeout=120)
    assert res.returncode == 0, res.stderr
    assert res.stdout.split() == ["False", "False"]
    assert srv.total_received == 12
