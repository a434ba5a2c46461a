"""The exported lm-eval tasks, run by lm-eval's real CLI against the loopback server.

The server answers each question with a canned text (right, wrong, decorated or without a
verdict); the test checks that lm-eval's own per-family numbers are the ones those answers
imply, and that ``forminv-lean metrics`` reads lm-eval's sample logs to the same numbers.
"""

from __future__ import annotations

import importlib.util
import json
import subprocess
import sys
from pathlib import Path

import pytest
from harness_helpers import canned, expected, read_dataset

from forminv_lean.evaluate.protocol import DEFAULT_MAX_TOKENS, SYSTEM_PROMPT
from tests.conftest import run_cli

pytestmark = [pytest.mark.slow, pytest.mark.skipif(importlib.util.find_spec("lm_eval") is None,
                                reason="lm-eval not installed: pip install "
                                       "'forminv-lean[harness]'")]


def run_lm_eval(tasks: Path, port: int, out: Path, env: dict[str, str]
                ) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "lm_eval", "--include_path", str(tasks),
         "--tasks", "forminv,forminv_all", "--apply_chat_template",
         "--model", "local-chat-completions",
         "--model_args", f"model=canned-model,base_url=http://127.0.0.1:{port}/v1/chat/"
                         "completions,num_concurrent=4,max_retries=1",
         "--output_path", str(out), "--log_samples"],
        env=env, capture_output=True, text=True, timeout=600, cwd=out.parent)


@pytest.fixture()
def lm_run(built, server, harness_env, tmp_path):
    tasks = tmp_path / "tasks"
    r = run_cli("export", "--format", "lm-eval", "--dataset", str(built), "--out", str(tasks))
    assert r.returncode == 0, r.stderr
    out = tmp_path / "runs"
    r = run_lm_eval(tasks, server.port, out, harness_env)
    assert r.returncode == 0, r.stderr[-3000:]
    results = json.loads(next(out.rglob("results_*.json")).read_text())
    return out, results, server


def test_lm_eval_scores_are_the_canned_answers(built, lm_run):
    out, results, server = lm_run
    want = expected(read_dataset(built))
    res = results["results"]
    for fam, w in want.items():
        got = res[f"forminv_{fam}"]
        assert got["acc_strict,verdict"] == pytest.approx(w["acc_strict"]), fam
        assert got["coverage,verdict"] == pytest.approx(w["coverage"]), fam
        if w["coverage"] > 0:
            assert got["acc,verdict"] == pytest.approx(w["acc"]), fam
    group = results["groups"]["forminv"]
    assert group["acc_strict,verdict"] == pytest.approx(want["all"]["acc_strict"])
    assert group["coverage,verdict"] == pytest.approx(want["all"]["coverage"])
    assert 0 < want["all"]["coverage"] < 1 and 0 < want["all"]["acc"] < 1  # not degenerate
    # the paper's protocol reached the server: its system prompt, greedy, 20 tokens
    body = server.bodies[0]
    assert body["messages"][0] == {"role": "system", "content": SYSTEM_PROMPT}
    assert body["messages"][1]["role"] == "user"
    assert body["temperature"] == 0 and body["max_tokens"] == DEFAULT_MAX_TOKENS
    questions = {it["question"] for it in read_dataset(built)}
    assert {b["messages"][1]["content"] for b in server.bodies} == questions


def test_metrics_reads_lm_eval_logs(built, lm_run, tmp_path):
    out, results, _ = lm_run
    for extra in ([], ["--dataset", str(built)]):
        r = run_cli("metrics", "--responses", str(out), *extra, "--format", "json",
                    "--bootstrap", "0")
        assert r.returncode == 0, r.stderr
        m = json.loads(r.stdout)
        assert m["models"] == ["canned-model"]
        fams = m["per_family"]["canned-model"]
        for fam, row in fams.items():
            task = results["results"][f"forminv_{fam}"]
            assert 1 - row["failure"] == pytest.approx(task["acc,verdict"], abs=1e-6), fam
            assert row["n_answered"] / row["n_items"] == pytest.approx(
                task["coverage,verdict"]), fam
        head = m["per_model"]["canned-model"]
        assert head["accuracy"]["value"] == pytest.approx(
            results["results"]["forminv_all"]["acc,verdict"], abs=1e-6)
        assert head["coverage"]["value"] == pytest.approx(
            results["results"]["forminv_all"]["coverage,verdict"], abs=1e-6)
        # the group and forminv_all logged every item twice: counted once
        assert head["counts"]["n_items"] == len(read_dataset(built))
        assert head["counts"]["max_samples"] == 1


def test_audit_selector_and_report_read_lm_eval_logs(built, lm_run, tmp_path):
    out, _, _ = lm_run
    r = run_cli("audit", "--responses", str(out), "--dataset", str(built), "--format", "json",
                "--threshold", "1/1", "--min-models", "1")
    assert r.returncode == 0, r.stderr
    flagged = json.loads(r.stdout)["summary"]["flagged"]
    items = {it["id"]: it for it in read_dataset(built)}
    wrong = {i for i, it in items.items()
             if canned(it["question"])[1] not in (None, it["ground_truth"])}
    assert flagged and set(flagged) <= wrong
    assert all(items[i]["family"] != "canonical" for i in flagged)
    r = run_cli("selector", "--responses", str(out), "--dataset", str(built),
                "--families", "notation,order", "--format", "json", "--bootstrap", "50")
    assert r.returncode == 0, r.stderr
    assert [row["model"] for row in json.loads(r.stdout)["ranking"]] == ["canned-model"]
    r = run_cli("report", "--responses", str(out), "--dataset", str(built), "--out",
                str(tmp_path / "report"), "--bootstrap", "20", "--threshold", "1/1",
                "--min-models", "1")
    assert r.returncode == 0, r.stderr
    assert "canned-model" in (tmp_path / "report" / "report.md").read_text()
