"""`build --llm MODEL`: LLM-written paraphrases go through the real SDK (against the
loopback server) and are then *checked*: refuted ones are excluded with a counterexample,
ones without a rendering go to review, and ones whose wording the reader cannot parse go to
review even when their stated rendering is proved (the text, not the rendering, is what a
model reads); a wording in the controlled English is read and certified like a rule item."""

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
    from forminv_lean.families.order import FLIP
    from forminv_lean.families.rewrite import BinOp, transform
    from forminv_lean.formal import parse
    from forminv_lean.informalise import question

    flipped, n = transform(parse(formal), lambda x: BinOp(FLIP[x.op], x.rhs, x.lhs)
                           if isinstance(x, BinOp) and x.op in FLIP else None, once=True)
    reply = {
        "order": {"paraphrase": question(flipped) if n else "LLM: no comparison here.",
                  "formal": formal},
        "passive": {"paraphrase": "LLM: the same claim, in the passive voice.", "formal": formal},
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
    # the order wording is in the controlled English: read back, proved, released
    assert released and {i["family"] for i in released} == {"order"}
    assert all(i["verification"]["status"] == "smt_proved" and i["read_back"]
               for i in released)
    assert all(i["generator"]["model"] == model and i["generator"]["prompt_sha256"]
               for i in released)
    assert {i["family"] for i in review} >= {"syntactic", "passive"}
    unread = [i for i in review if i["family"] == "passive"]
    assert all("rendering proved, but the reader could not parse" in i["verification"]["detail"]
               for i in unread)
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


def informalise_script(seen: Seen):
    if "one English sentence" not in seen.prompt:
        return answer("{}")  # no paraphrases: only informalisation is under test here
    formal = re.search(r"Formal rendering: (.*)", seen.prompt).group(1).strip()
    good = "Nat." in seen.prompt or "Set." in seen.prompt   # echo: a proved back-translation
    back = formal if good else "∀ n : ℕ, n = n + 1"         # otherwise a wrong one
    return answer(json.dumps({"statement": f"LLM SENTENCE for {formal}", "formal": back},
                             ensure_ascii=False))


def test_llm_informalisation_kept_only_when_back_translation_proved(cli, tmp_path):
    fixture = Path(__file__).resolve().parents[1] / "data" / "ntp" / "training_data.jsonl"
    srv = LoopbackServer(informalise_script, max_seconds=120).start()
    try:
        out = tmp_path / "tb"
        r = cli("build", "--recipe", "ntp-mathlib", "--path", str(fixture), "--limit", "8",
                "--out", str(out), "--lean-dir", str(tmp_path / "lean"), "--quiet",
                "--llm", f"vllm/test-model@{srv.openai_url}",
                env=keyless_env(tmp_path / "cache.sqlite"))
    finally:
        srv.stop()
    assert r.returncode == 0, r.stderr
    theorems = rows(out / "theorems.jsonl")
    kept = [t for t in theorems if t["nl"].startswith("LLM SENTENCE")]
    realised = [t for t in theorems if not t["nl"].startswith("LLM SENTENCE")]
    assert kept and realised
    for t in kept:  # only echoed (proved) back-translations were kept
        assert "Nat." in t["lean_statement"] or "Set." in t["lean_statement"] or \
            "Nat." in (t["formal"] or "") or "Set." in (t["formal"] or "")
        assert "back-translation proved" in t["provenance"]["dataset_revision"]
    man = json.loads((out / "manifest.json").read_text())
    extracted = [t for t in theorems if t["truth"]]   # not the false controls made from them
    assert man["parameters"]["coverage"]["llm_informalised"] == f"{len(kept)}/{len(extracted)}"
