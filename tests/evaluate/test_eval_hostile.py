"""`forminv-lean eval` against hostile or broken servers, end to end through the real SDKs.

A reply no decoder should accept, a reply of 50 MB, a key echoed in an answer, a server
that is not there: each must end as that item's recorded error (or a redacted answer), the
run must finish and write its files, a rerun must complete, and a run where nothing was
answered must say so and exit non-zero.
"""

from __future__ import annotations

import json
import socket
import sqlite3
import subprocess
import sys
from collections.abc import Callable
from pathlib import Path

import pytest
from eval_helpers import DUMMY_KEYS, answer_for, cache_rows, make_item, number, run_eval
from eval_loopback import LoopbackServer, Script, Seen, answer, raw, reply_with, status

from forminv_lean.jsonl import read_jsonl
from forminv_lean.records import Response

pytestmark = pytest.mark.slow  # end-to-end: `make test-fast` leaves it out

Start = Callable[[Script], LoopbackServer]
WIRES = ["openai", "anthropic"]

#: In place of the answer text: bytes that are not UTF-8, 200,000-deep JSON, a 5,000-digit
#: integer, a lone surrogate, and no answer at all (content: null).
HOSTILE = [b'"TRUE \xff\xfe"', b"[" * 200_000 + b"]" * 200_000, b"1" * 5_000,
           b'"TRUE \\udcff"', b"null"]


def model_for(wire: str, url: str) -> str:
    if wire == "openai":
        return f"openai/gpt-4o@{url}/v1"
    return f"anthropic/claude-haiku-4-5@{url}"


def url_of(srv: LoopbackServer) -> str:
    return f"http://127.0.0.1:{srv.port}"


def lines(stderr: str) -> list[str]:
    return [line for line in stderr.strip().splitlines() if line.strip()]


@pytest.mark.parametrize("wire", WIRES)
def test_hostile_replies_are_item_errors_and_a_rerun_completes(
        wire: str, dataset: Path, tmp_path: Path, server: Start, env: dict[str, str],
        cache_path: Path) -> None:
    """Items 1-5 each get one kind of hostile reply on every attempt; the rest answer. The
    run finishes with exit 0, records five errors (after the retries), caches only the
    answers; the rerun, against a server now sane, asks only those five and completes."""
    fixed = False

    def script(seen: Seen) -> object:
        k = number(seen.prompt)
        if 1 <= k <= len(HOSTILE) and not fixed:
            return raw(reply_with(seen.wire, HOSTILE[k - 1]))
        return answer(answer_for(seen.prompt))

    srv = server(script)  # type: ignore[arg-type]
    out = tmp_path / "out"
    args = ["-d", str(dataset), "-m", model_for(wire, url_of(srv)), "--out", str(out),
            "--retries", "1", "--quiet"]
    res = run_eval(args, env)
    assert res.returncode == 0, res.stderr
    rs = {r.item_id: r for r in read_jsonl(out / "responses.jsonl", Response)}
    assert len(rs) == 12
    for k in range(12):
        r = rs[f"item-{k:03d}"]
        if 1 <= k <= len(HOSTILE):
            assert r.error and r.error.startswith("transient: ") and r.raw is None, r
            assert r.verdict is None and "(after 2 attempts)" in r.error
        else:
            assert r.error is None and r.verdict == answer_for(f"Q{k:03d}"), r
    assert cache_rows(cache_path) == 12 - len(HOSTILE)

    fixed = True
    before = srv.total_received
    res = run_eval(args, env)
    assert res.returncode == 0, res.stderr
    assert srv.total_received == before + len(HOSTILE)
    rs = {r.item_id: r for r in read_jsonl(out / "responses.jsonl", Response)}
    assert all(r.error is None and r.verdict == answer_for(f"Q{r.item_id[-3:]}")
               for r in rs.values())
    assert cache_rows(cache_path) == 12


#: ``python -c`` running the CLI and printing its peak RSS at exit. VmHWM, not getrusage:
#: ``ru_maxrss`` survives exec, so it would report this test process's own peak.
RSS = ("import atexit, re, runpy, sys; atexit.register(lambda: print('MAXRSS_KB', "
       "re.search(r'VmHWM:\\s*(\\d+)', open('/proc/self/status').read())[1], "
       "file=sys.stderr)); runpy.run_module('forminv_lean', run_name='__main__', alter_sys=True)")


@pytest.mark.skipif(not Path("/proc/self/status").exists(), reason="needs Linux /proc")
@pytest.mark.parametrize("length", [True, False], ids=["content-length", "until-close"])
def test_a_50mb_reply_is_refused_without_holding_it(length: bool, dataset: Path,
                                                    tmp_path: Path, server: Start,
                                                    env: dict[str, str],
                                                    cache_path: Path) -> None:
    """Before: the whole 50 MB were read, decoded and stored (864 MB RSS for one item).
    Now the reply is refused past the cap, recorded as the item's error, never stored, and
    the process stays far from that (measured: 842 MB before, ~70 MB after)."""
    huge = b'"' + b"TRUE " * (50 * 1024 * 1024 // 5) + b'"'
    body = {w: reply_with(w, huge) for w in WIRES}
    srv = server(lambda seen: raw(body[seen.wire], length=length)
                 if number(seen.prompt) == 1 else answer(answer_for(seen.prompt)))
    out = tmp_path / "out"
    res = subprocess.run(
        [sys.executable, "-c", RSS, "eval", "-d", str(dataset), "-m",
         model_for("openai", url_of(srv)), "--out", str(out), "--quiet"],
        env=env, capture_output=True, text=True, timeout=120)
    assert res.returncode == 0, res.stderr
    rss_mb = int(res.stderr.split("MAXRSS_KB")[1].split()[0]) / 1024
    print(f"max RSS {rss_mb:.0f} MB")
    assert rss_mb < 300, rss_mb
    bad = {r.item_id: r for r in read_jsonl(out / "responses.jsonl", Response)}["item-001"]
    assert bad.raw is None and bad.error and "larger than" in bad.error
    assert bad.error.startswith("permanent: ")  # the same request would get it again
    assert (out / "responses.jsonl").stat().st_size < 100_000
    assert cache_rows(cache_path) == 11 and cache_path.stat().st_size < 1_000_000


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


@pytest.mark.parametrize("transport", ["aiohttp", "httpx"])
@pytest.mark.parametrize("wire", WIRES)
def test_refused_connection_is_named_and_the_run_fails(wire: str, transport: str,
                                                       dataset: Path, tmp_path: Path,
                                                       env: dict[str, str]) -> None:
    """Nothing listens: every request fails. The errors say "connection refused" (the
    aiohttp transport used to make it "request timed out"), responses.jsonl records them,
    and eval exits non-zero with one line saying that nothing was answered."""
    port = free_port()
    out = tmp_path / "out"
    res = run_eval(["-d", str(dataset), "-m", model_for(wire, f"http://127.0.0.1:{port}"),
                    "--out", str(out), "--retries", "0", "--transport", transport, "--quiet"],
                   env)
    assert res.returncode == 4, res.stderr
    [line] = lines(res.stderr)
    assert line.startswith("error: every request failed") and "connection refused" in line
    assert str(out / "responses.jsonl") in line
    rs = read_jsonl(out / "responses.jsonl", Response)
    assert len(rs) == 12
    for r in rs:
        assert r.error and f"connection refused by 127.0.0.1:{port}" in r.error, r.error
        assert "timed out" not in r.error


def test_one_model_without_any_answer_fails_the_run(dataset: Path, tmp_path: Path,
                                                    server: Start, env: dict[str, str]) -> None:
    """A model whose every request failed (here a 404 for an unknown model name) next to
    one that answered: its results would be empty, so the run is not a success."""
    srv = server(lambda seen: status(404, message="no such model")
                 if seen.body.get("model") == "gpt-nope" else answer(answer_for(seen.prompt)))
    out = tmp_path / "out"
    res = run_eval(["-d", str(dataset), "-m", f"openai/gpt-4o@{url_of(srv)}/v1",
                    "-m", f"openai/gpt-nope@{url_of(srv)}/v1", "--out", str(out), "--quiet"],
                   env)
    assert res.returncode == 4, res.stderr
    [line] = lines(res.stderr)
    assert "every request to openai/gpt-nope failed" in line and "HTTP 404" in line
    assert len(read_jsonl(out / "responses.jsonl", Response)) == 24
    res = run_eval(["-d", str(dataset), "-m", f"openai/gpt-4o@{url_of(srv)}/v1", "--out",
                    str(tmp_path / "ok"), "--quiet"], env)
    assert res.returncode == 0, res.stderr


@pytest.mark.parametrize("wire", WIRES)
def test_a_key_echoed_in_an_answer_is_never_stored(wire: str, dataset: Path, tmp_path: Path,
                                                   server: Start, env: dict[str, str],
                                                   cache_path: Path) -> None:
    """A model (or a gateway) that repeats a key in its answer: the key is replaced by the
    name of its variable in responses.jsonl and in the cache, and the verdict still reads.
    Covers the provider's own key, another provider's, and any ``*_API_KEY`` set."""
    other = "sk-custom-gateway-secret-0005"
    env = {**env, "MY_GATEWAY_API_KEY": other}
    keys = [*DUMMY_KEYS.values(), other]
    srv = server(lambda seen: answer(f"{answer_for(seen.prompt)} (key: "
                                     f"{keys[number(seen.prompt) % len(keys)]})"))
    out = tmp_path / "out"
    res = run_eval(["-d", str(dataset), "-m", model_for(wire, url_of(srv)), "--out", str(out),
                    "--quiet"], env)
    assert res.returncode == 0, res.stderr
    stored = (out / "responses.jsonl").read_text()
    with sqlite3.connect(cache_path) as db:
        stored += json.dumps(db.execute("SELECT * FROM responses").fetchall())
    stored += res.stdout + res.stderr
    for key in keys:
        assert key not in stored, key
    rs = read_jsonl(out / "responses.jsonl", Response)
    assert all(r.verdict == answer_for(f"Q{r.item_id[-3:]}") for r in rs)
    assert any("<MY_GATEWAY_API_KEY>" in (r.raw or "") for r in rs)
    expected = "<OPENAI_API_KEY>" if wire == "openai" else "<ANTHROPIC_API_KEY>"
    assert any(expected in (r.raw or "") for r in rs)


def test_run_with_keys_in_the_cache_from_before_is_redacted_on_the_way_out(
        dataset: Path, tmp_path: Path, server: Start, env: dict[str, str],
        cache_path: Path) -> None:
    """A cache written before redaction existed may hold an echoed key: a rerun served
    from it must not copy the key into responses.jsonl."""
    key = DUMMY_KEYS["OPENAI_API_KEY"]
    srv = server(lambda seen: answer(answer_for(seen.prompt)))
    out = tmp_path / "out"
    args = ["-d", str(dataset), "-m", model_for("openai", url_of(srv)), "--out", str(out),
            "--quiet"]
    assert run_eval(args, env).returncode == 0
    with sqlite3.connect(cache_path) as db:
        db.execute("UPDATE responses SET raw = raw || ' ' || ?", (key,))
    before = srv.total_received
    res = run_eval(args, env)
    assert res.returncode == 0, res.stderr
    assert srv.total_received == before  # all from the cache
    assert key not in (out / "responses.jsonl").read_text()


@pytest.mark.parametrize("wire", WIRES)
def test_a_servers_error_message_is_stored_writable(wire: str, dataset: Path, tmp_path: Path,
                                                    server: Start, env: dict[str, str]) -> None:
    """An error message quoted from the server (a 400's, or an error object sent with 200)
    may decode to a lone surrogate: it used to crash the write of responses.jsonl."""
    def script(seen: Seen) -> object:
        k = number(seen.prompt)
        if k == 1:
            return status(400, message="bad \udcff thing " + "x" * 2_000)
        if k == 2:
            return raw(b'{"error": {"message": "upstream \\udcff down"}}')
        return answer(answer_for(seen.prompt))

    srv = server(script)  # type: ignore[arg-type]
    out = tmp_path / "out"
    res = run_eval(["-d", str(dataset), "-m", model_for(wire, url_of(srv)), "--out", str(out),
                    "--retries", "0", "--quiet"], env)
    assert res.returncode == 0, res.stderr
    rs = {r.item_id: r for r in read_jsonl(out / "responses.jsonl", Response)}
    assert rs["item-001"].error and "bad \\udcff thing" in rs["item-001"].error
    assert len(rs["item-001"].error) <= 520
    assert rs["item-002"].error == "transient: error in response: upstream \\udcff down"


def test_a_replayed_answer_is_redacted_and_writable(tmp_path: Path, env: dict[str, str]) -> None:
    """Answers that come from a file (replay) pass the same guards as fresh ones."""
    key = DUMMY_KEYS["OPENAI_API_KEY"]
    rec = tmp_path / "rec.jsonl"
    rec.write_text(json.dumps({"model": "m/x", "item_id": "item-000", "sample": 0,
                               "raw": f"TRUE \udcff {key}", "verdict": "TRUE"}) + "\n")
    data = tmp_path / "items.jsonl"
    data.write_text(json.dumps(make_item(0).model_dump(mode="json")) + "\n")
    out = tmp_path / "out"
    res = run_eval(["-d", str(data), "-m", f"replay/{rec}", "--out", str(out), "--quiet"], env)
    assert res.returncode == 0, res.stderr
    [r] = read_jsonl(out / "responses.jsonl", Response)
    assert r.raw == "TRUE \\udcff <OPENAI_API_KEY>" and r.verdict == "TRUE"
