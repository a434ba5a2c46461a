"""`forminv-lean eval` end to end, in subprocesses, against the loopback server.

Both SDKs are driven through the real command: success, retries, rate limits with
Retry-After, permanent errors recorded, auth failure, and resume after SIGKILL.
"""

from __future__ import annotations

import json
import signal
import time
from collections.abc import Callable
from pathlib import Path

import pytest
from eval_helpers import (
    DUMMY_KEYS,
    answer_for,
    cache_rows,
    keyless_env,
    make_item,
    number,
    popen_eval,
    run_eval,
)
from eval_loopback import LoopbackServer, Script, Seen, answer, drop, malformed, status

from forminv_lean.jsonl import read_jsonl, write_jsonl
from forminv_lean.records import Response

pytestmark = pytest.mark.slow  # end-to-end: `make test-fast` leaves it out

Start = Callable[[Script], LoopbackServer]
WIRES = ["openai", "anthropic"]


def model_for(wire: str, srv: LoopbackServer) -> str:
    if wire == "openai":
        return f"openai/gpt-4o@{srv.openai_url}"
    return f"anthropic/claude-haiku-4-5@{srv.anthropic_url}"


def one_line(stderr: str) -> str:
    lines = stderr.strip().splitlines()
    assert len(lines) == 1, stderr
    return lines[0]


def test_help_shows_examples(env: dict[str, str]) -> None:
    res = run_eval(["--help"], env)
    assert res.returncode == 0
    assert "Examples" in res.stdout and "baseline/always-true" in res.stdout
    assert "--concurrency" in res.stdout and "--refresh" in res.stdout


def test_bad_dataset_is_one_line_and_writes_nothing(tmp_path: Path, env: dict[str, str],
                                                    cache_path: Path) -> None:
    data = tmp_path / "items.jsonl"
    write_jsonl(data, [make_item(0)])
    with data.open("a") as fh:
        fh.write('{"id": "x", "oops\n')
    res = run_eval(["-d", str(data), "-m", "baseline/always-true", "--out", str(tmp_path / "o")],
                   env)
    assert res.returncode != 0
    assert one_line(res.stderr).startswith(f"error: {data}:2: malformed JSON")
    assert not (tmp_path / "o").exists() and not cache_path.exists()
    data.write_text(json.dumps({**make_item(0).model_dump(), "ground_truth": "MAYBE"}) + "\n")
    res = run_eval(["-d", str(data), "-m", "baseline/always-true", "--out", str(tmp_path / "o")],
                   env)
    assert res.returncode != 0 and f"{data}:1: ground_truth:" in one_line(res.stderr)
    assert not (tmp_path / "o").exists()


def test_unknown_provider_lists_valid(dataset: Path, tmp_path: Path, env: dict[str, str]) -> None:
    res = run_eval(["-d", str(dataset), "-m", "opnai/gpt-4o", "--out", str(tmp_path / "o")], env)
    line = one_line(res.stderr)
    assert res.returncode != 0 and "unknown provider" in line and "'opnai'" in line
    assert "did you mean 'openai'" in line and "valid: anthropic, baseline" in line
    assert not (tmp_path / "o").exists()


def test_missing_key_fails_before_any_request(dataset: Path, tmp_path: Path, server: Start,
                                              env: dict[str, str]) -> None:
    srv = server(lambda seen: answer("TRUE"))
    env = {k: v for k, v in env.items() if k != "OPENAI_API_KEY"}
    res = run_eval(["-d", str(dataset), "-m", model_for("openai", srv), "--out",
                    str(tmp_path / "o")], env)
    assert res.returncode == 1 and "OPENAI_API_KEY" in one_line(res.stderr)
    assert srv.total_received == 0 and not (tmp_path / "o").exists()


def test_families_limit_and_no_cache(tmp_path: Path, server: Start, env: dict[str, str],
                                     cache_path: Path) -> None:
    srv = server(lambda seen: answer(answer_for(seen.prompt)))
    data = tmp_path / "mixed.jsonl"
    write_jsonl(data, [make_item(k, family="canonical" if k % 3 == 0 else "notation")
                       for k in range(12)])
    args = ["-d", str(data), "-m", model_for("openai", srv), "--families", "canonical",
            "--limit", "3", "--no-cache", "--quiet", "--out", str(tmp_path / "o")]
    for _ in range(2):
        res = run_eval(args, env)
        assert res.returncode == 0, res.stderr
    rs = read_jsonl(tmp_path / "o" / "responses.jsonl", Response)
    assert [r.item_id for r in rs] == ["item-000", "item-003", "item-006"]
    assert srv.total_received == 6 and not cache_path.exists()
    manifest = json.loads((tmp_path / "o" / "run.manifest.json").read_text())
    assert manifest["dataset"]["selection"] == {"families": ["canonical"], "limit": 3}
    res = run_eval(["-d", str(data), "-m", "baseline/always-true", "--families", "passive",
                    "--out", str(tmp_path / "p")], env)
    assert res.returncode == 1 and "families in the dataset: canonical, notation" in res.stderr


def scripted(seen: Seen) -> object:
    """item 1: 400; 2: 500 then ok; 3: dropped then ok; 4: 429 (Retry-After: 1) then ok;
    5: malformed JSON then ok; the rest answer, in a few styles."""
    k, n = number(seen.prompt), seen.attempt
    if k == 1:
        return status(400, message="this model does not exist")
    if n == 1 and k in (2, 3, 4, 5):
        return {2: status(500), 3: drop(), 4: status(429, retry_after="1"), 5: malformed()}[k]
    verdict = answer_for(seen.prompt)
    style = [verdict, f"**{verdict}**", f"{verdict.title()}.", f"<think>hmm</think>{verdict}"]
    return answer(style[k % 4], delay=0.02)


@pytest.mark.parametrize("wire", WIRES)
def test_cli_run_with_retries_rate_limits_and_errors(wire: str, dataset: Path, tmp_path: Path,
                                                     server: Start, env: dict[str, str],
                                                     cache_path: Path) -> None:
    srv = server(scripted)  # type: ignore[arg-type]
    out = tmp_path / "out"
    args = ["-d", str(dataset), "-m", model_for(wire, srv), "--out", str(out),
            "--concurrency", "4", "--retries", "3", "--timeout", "10"]
    res = run_eval(args, env)
    assert res.returncode == 0, res.stderr
    assert DUMMY_KEYS["OPENAI_API_KEY"] not in res.stderr + res.stdout
    rs = {r.item_id: r for r in read_jsonl(out / "responses.jsonl", Response)}
    assert len(rs) == 12
    bad = rs.pop("item-001")
    assert bad.verdict is None and bad.error and bad.error.startswith("permanent: HTTP 400")
    for item_id, r in rs.items():
        assert r.error is None and r.verdict == answer_for(f"Q{item_id[-3:]}"), r
    questions = {k: make_item(k).question for k in range(12)}
    for k in (2, 3, 4, 5):
        assert srv.received[questions[k]] == 2, k  # retried once, then answered
    first, second = srv.times(questions[4])
    assert second - first >= 1.0  # Retry-After: 1 honoured
    manifest = json.loads((out / "run.manifest.json").read_text())
    label = model_for(wire, srv).split("@")[0]
    assert manifest["counts"][label] == {"responses": 12, "answered": 11, "null_verdicts": 0,
                                         "errors": 1, "cache_hits": 0}
    assert manifest["run"]["retries"] == 4 and manifest["tokens"][label]["input"] > 0
    # rerun: everything answered comes from the cache; only the error is asked again
    before = srv.total_received
    res = run_eval(args, env)
    assert res.returncode == 0, res.stderr
    assert srv.total_received == before + 1 and srv.received[questions[1]] == 2
    assert cache_rows(cache_path) == 11


@pytest.mark.parametrize("wire", WIRES)
def test_cli_auth_failure(wire: str, dataset: Path, tmp_path: Path, server: Start,
                          env: dict[str, str]) -> None:
    key_var = "OPENAI_API_KEY" if wire == "openai" else "ANTHROPIC_API_KEY"
    srv = server(lambda seen: status(401, message=f"invalid x-api-key {DUMMY_KEYS[key_var]}"))
    res = run_eval(["-d", str(dataset), "-m", model_for(wire, srv), "--out", str(tmp_path / "o"),
                    "--concurrency", "2"], env)
    assert res.returncode == 3
    line = one_line(res.stderr)
    assert "authentication failed" in line and key_var in line and wire in line
    assert DUMMY_KEYS[key_var] not in line
    assert srv.total_received <= 2 and not (tmp_path / "o").exists()


@pytest.mark.parametrize("wire, workers", [("openai", 1), ("anthropic", 1), ("openai", 2)])
def test_cli_resumes_after_sigkill(wire: str, workers: int, tmp_path: Path, server: Start,
                                   env: dict[str, str], cache_path: Path) -> None:
    """Kill the run mid-way, rerun: every prompt is answered exactly once overall.

    The server counts answers *delivered*; a request in flight when the process died is
    answered to nobody (its client is gone), so the rerun must and does ask it again. With
    worker processes, only the parent is killed: the workers must notice and stop at once.
    """
    latency = 0.4
    srv = server(lambda seen: answer(answer_for(seen.prompt), delay=latency))
    n_items = 20
    data = tmp_path / "items.jsonl"
    write_jsonl(data, [make_item(k) for k in range(n_items)])
    out = tmp_path / "out"
    args = ["-d", str(data), "-m", model_for(wire, srv), "--out", str(out), "--concurrency", "3",
            "--workers", str(workers)]

    proc = popen_eval(args, env)
    try:
        deadline = time.monotonic() + 60
        while srv.total_delivered < 6 and proc.poll() is None and time.monotonic() < deadline:
            time.sleep(0.01)
        # kill between two bursts of answers: half a latency after the last one
        while proc.poll() is None and time.monotonic() < deadline:
            last = srv.last_delivery()
            if last is not None and time.monotonic() - last >= latency / 2:
                break
            time.sleep(0.005)
        assert proc.poll() is None, "the run finished before it could be killed"
        proc.send_signal(signal.SIGKILL)
    finally:
        proc.wait(timeout=30)
        proc.stdout.close()  # type: ignore[union-attr]
        proc.stderr.close()  # type: ignore[union-attr]
    assert proc.returncode == -signal.SIGKILL
    time.sleep(2 * latency)  # let a worker that outlived its parent show itself
    delivered_first = srv.total_delivered
    assert 6 <= delivered_first < n_items
    assert not (out / "responses.jsonl").exists()  # never a half-written result
    assert cache_rows(cache_path) == delivered_first  # every answer received was kept

    res = run_eval(args, env)
    assert res.returncode == 0, res.stderr
    assert len(srv.delivered) == n_items and set(srv.delivered.values()) == {1}
    first_run = {p for p, n in srv.received.items() if n == 1}
    assert len(first_run) >= delivered_first  # none of the answered prompts was asked again
    rs = read_jsonl(out / "responses.jsonl", Response)
    assert [r.item_id for r in rs] == [f"item-{k:03d}" for k in range(n_items)]
    assert all(r.verdict == make_item(int(r.item_id[-3:])).ground_truth for r in rs)
    assert cache_rows(cache_path) == n_items
    manifest = json.loads((out / "run.manifest.json").read_text())
    assert manifest["run"]["cache_hits"] == delivered_first


def test_env_helper_has_no_real_keys(tmp_path: Path) -> None:
    env = keyless_env(tmp_path / "c")
    assert {env[k] for k in DUMMY_KEYS} == set(DUMMY_KEYS.values())
