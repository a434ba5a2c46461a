"""`build --llm MODEL`: LLM-written paraphrases go through the real SDK (against the
loopback server) and are then *checked*: refuted ones are excluded with a counterexample,
ones without a rendering go to review, proved ones are released."""

from __future__ import annotations

import json
import re
import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "evaluate"))
from eval_helpers import keyless_env  # noqa: E402
from eval_loopback import LoopbackServer, Seen, answer  # noqa: E402


def script(seen: Seen):
    formal = re.search(r"Formal rendering: (.*)", seen.prompt).group(1).strip()
    reply = {
        "order": {"paraphrase": "LLM: the same claim, comparison reversed.", "formal": formal},
        "equivalent": {"paraphrase": "LLM: every natural number equals its successor.",
                       "formal": "∀ n : ℕ, n = n + 1"},
        "syntactic": {"paraphrase": "LLM: a rewording with no rendering.", "formal": None},
    }
    return answer("Here you go:\n```json\n" + json.dumps(reply, ensure_ascii=False) + "\n```")


@pytest.fixture()
def server():
    srv = LoopbackServer(script, max_seconds=120).start()
    yield srv
    srv.stop()


def rows(p: Path) -> list[dict]:
    return [json.loads(x) for x in p.read_text().splitlines() if x.strip()]


def test_llm_paraphrases_are_checked(cli, server, tmp_path):
    out = tmp_path / "b"
    model = f"vllm/test-model@{server.openai_url}"
    r = cli("build", "--limit", "4", "--out", str(out), "--lean-dir", str(tmp_path / "lean"),
            "--llm", model, "--quiet", env=keyless_env(tmp_path / "cache.sqlite"))
    assert r.returncode == 0, r.stderr
    assert server.total_received == 4  # one request per theorem
    released = [i for i in rows(out / "dataset.jsonl") if i["generator"]["kind"] == "llm"]
    excluded = [i for i in rows(out / "excluded.jsonl") if i["generator"]["kind"] == "llm"]
    review = [i for i in rows(out / "review-queue.jsonl") if i["generator"]["kind"] == "llm"]
    assert {i["family"] for i in released} == {"order"}
    assert all(i["verification"]["status"] == "smt_proved" for i in released)
    assert all(i["generator"]["model"] == model and i["generator"]["prompt_sha256"]
               for i in released)
    assert {i["family"] for i in review} >= {"syntactic"}
    assert all(i["family"] != "syntactic" for i in released + excluded)
    wrong = [i for i in excluded if i["family"] == "equivalent"]
    assert wrong and all(i["verification"]["status"] == "refuted" for i in wrong)
    assert any(i["verification"]["counterexample"] for i in wrong)
    assert not [i for i in released if i["family"] == "equivalent"]
    # A rerun is served from the cache: no new requests.
    r = cli("build", "--limit", "4", "--out", str(out), "--lean-dir", str(tmp_path / "lean"),
            "--llm", model, "--quiet", env=keyless_env(tmp_path / "cache.sqlite"))
    assert r.returncode == 0, r.stderr
    assert server.total_received == 4
