"""A provider shipped in another package (examples/forminv-workers-ai-provider) is found
through its entry point, asks its own wire format, and its own key variable is redacted
like a built-in's: in one process and in forked workers, in records and on stderr."""

from __future__ import annotations

import json
import subprocess
import sys
from collections.abc import Callable
from pathlib import Path

import pytest
from eval_helpers import answer_for, keyless_env, make_item, number, run_eval
from eval_loopback import LoopbackServer, Script, Seen, answer, status

from forminv_lean.evaluate.protocol import SYSTEM_PROMPT
from forminv_lean.jsonl import read_jsonl, write_jsonl
from forminv_lean.records import Response
from tests.conftest import install_example

MODEL = "@cf/meta/llama-3.1-8b-instruct"
TOKEN = "cf-Zq9-plugin-token"  # CLOUDFLARE_API_TOKEN: no built-in provider knows this name
Start = Callable[[Script], LoopbackServer]


@pytest.fixture(scope="module")
def plugin_path(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return install_example("forminv-workers-ai-provider", tmp_path_factory.mktemp("provider-plugin"))


def plugin_env(plugin_path: Path, tmp_path: Path, **extra: str) -> dict[str, str]:
    return keyless_env(tmp_path / "cache.sqlite3", PYTHONPATH=str(plugin_path),
                       CLOUDFLARE_API_TOKEN=TOKEN, **extra)


def files_under(*roots: Path) -> bytes:
    return b"".join(p.read_bytes() for r in roots for p in sorted(r.rglob("*")) if p.is_file())


@pytest.mark.slow
def test_the_plugin_is_registered(plugin_path: Path) -> None:
    r = subprocess.run([sys.executable, "-c",
                        "from forminv_lean.evaluate import PROVIDERS; print(PROVIDERS.names())"],
                       capture_output=True, text=True, env={"PYTHONPATH": str(plugin_path)},
                       timeout=120)
    assert r.returncode == 0, r.stderr
    assert "'cloudflare'" in r.stdout and "'openai'" in r.stdout


def echo_then_answer(seen: Seen) -> object:
    """item 1: a 400 that echoes the credentials; item 2: 500 then right; the rest right."""
    k = number(seen.prompt)
    if k == 1:
        auth = {h.lower(): v for h, v in seen.headers.items()}.get("authorization", "")
        return status(400, message=f"model refused for {auth}")
    if k == 2 and seen.attempt == 1:
        return status(500)
    return answer(answer_for(seen.prompt))


@pytest.mark.slow
@pytest.mark.parametrize("workers", [1, 2])
def test_eval_with_the_plugin_redacts_its_key(plugin_path: Path, tmp_path: Path,
                                              server: Start, workers: int) -> None:
    srv = server(echo_then_answer)  # type: ignore[arg-type]
    data = tmp_path / "items.jsonl"
    write_jsonl(data, [make_item(k) for k in range(8)])
    out = tmp_path / "out"
    r = run_eval(["-d", str(data), "-m", f"cloudflare/{MODEL}@{srv.workers_ai_url()}",
                  "--out", str(out), "--workers", str(workers), "--concurrency", "2",
                  "--retries", "2"], plugin_env(plugin_path, tmp_path))
    assert r.returncode == 0, r.stderr
    rs = {x.item_id: x for x in read_jsonl(out / "responses.jsonl", Response)}
    assert len(rs) == 8 and {x.model for x in rs.values()} == {f"cloudflare/{MODEL}"}
    refused = rs.pop("item-001")
    assert refused.error == ("permanent: HTTP 400: model refused for "
                             "Bearer <CLOUDFLARE_API_TOKEN>")
    assert all(x.verdict == make_item(int(i[-3:])).ground_truth and x.input_tokens
               for i, x in rs.items())
    # what went over the wire: the plugin's format, the protocol's prompt and budget
    assert srv.headers[0]["authorization"] == f"Bearer {TOKEN}"
    body = srv.bodies[0]
    assert body["messages"][0] == {"role": "system", "content": SYSTEM_PROMPT}
    assert body["max_tokens"] == 20 and body["temperature"] == 0.0
    manifest = json.loads((out / "run.manifest.json").read_text())
    assert manifest["models"][0]["key_env"] == "CLOUDFLARE_API_TOKEN"
    assert manifest["run"]["retries"] == 1 and manifest["run"]["workers"] == workers
    # the key itself is nowhere: not in the records, the manifest, the cache, or stderr
    assert TOKEN.encode() not in files_under(out, tmp_path / "cache.sqlite3")
    assert TOKEN not in r.stderr + r.stdout


@pytest.mark.slow
@pytest.mark.parametrize("workers", [1, 2])
def test_a_refused_plugin_key_stops_the_run_unprinted(plugin_path: Path, tmp_path: Path,
                                                      server: Start, workers: int) -> None:
    def refuse(seen: Seen) -> object:
        auth = {h.lower(): v for h, v in seen.headers.items()}.get("authorization", "")
        return status(401, message=f"invalid token {auth}")

    srv = server(refuse)  # type: ignore[arg-type]
    data = tmp_path / "items.jsonl"
    write_jsonl(data, [make_item(k) for k in range(6)])
    r = run_eval(["-d", str(data), "-m", f"cloudflare/{MODEL}@{srv.workers_ai_url()}",
                  "--out", str(tmp_path / "out"), "--workers", str(workers), "--quiet"],
                 plugin_env(plugin_path, tmp_path))
    assert r.returncode == 3
    assert r.stderr.strip() == (
        f"error: cloudflare/{MODEL}: authentication failed (HTTP 401: invalid token Bearer "
        "<CLOUDFLARE_API_TOKEN>); check the environment variable CLOUDFLARE_API_TOKEN")
    assert not (tmp_path / "out").exists()


@pytest.mark.slow
def test_the_plugin_checks_its_settings_before_any_request(plugin_path: Path,
                                                            tmp_path: Path) -> None:
    data = tmp_path / "items.jsonl"
    write_jsonl(data, [make_item(0)])
    args = ["-d", str(data), "-m", f"cloudflare/{MODEL}", "--out", str(tmp_path / "out")]
    env = plugin_env(plugin_path, tmp_path)
    r = run_eval(args, env)
    assert r.returncode == 1
    assert r.stderr.strip() == (f"error: cloudflare/{MODEL}: set CLOUDFLARE_ACCOUNT_ID, or "
                                f"write cloudflare/{MODEL}@URL")
    env = {k: v for k, v in env.items() if k != "CLOUDFLARE_API_TOKEN"}
    r = run_eval(args, {**env, "CLOUDFLARE_ACCOUNT_ID": "acct-0001"})
    assert r.returncode == 1 and "CLOUDFLARE_API_TOKEN is not set" in r.stderr
    assert not (tmp_path / "out").exists()
