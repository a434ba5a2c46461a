"""The exported inspect_ai task, run by ``inspect eval`` against the loopback server
through inspect's OpenAI-compatible provider (``openai-api/<service>/<model>`` and a base
URL); its per-family metrics must be the canned answers' and ``forminv-lean metrics``
must read the ``.eval`` log to the same numbers."""

from __future__ import annotations

import importlib.util
import json
import subprocess
import sys
from pathlib import Path

import pytest
from harness_helpers import expected, read_dataset

from forminv_lean.evaluate.protocol import DEFAULT_MAX_TOKENS, SYSTEM_PROMPT
from tests.conftest import run_cli

pytestmark = [pytest.mark.slow, pytest.mark.skipif(importlib.util.find_spec("inspect_ai") is None,
                                reason="inspect_ai not installed: pip install "
                                       "'forminv-lean[harness]'")]


@pytest.fixture()
def inspect_run(built, server, harness_env, tmp_path):
    task = tmp_path / "task"
    r = run_cli("export", "--format", "inspect", "--dataset", str(built), "--out", str(task))
    assert r.returncode == 0, r.stderr
    logs = tmp_path / "logs"
    r = subprocess.run(
        [sys.executable, "-m", "inspect_ai", "eval", f"{task / 'forminv_task.py'}@forminv",
         "--model", "openai-api/loopback/canned-model",
         "--model-base-url", f"http://127.0.0.1:{server.port}/v1",
         "--log-dir", str(logs), "--display", "none", "--max-connections", "4"],
        env=harness_env, capture_output=True, text=True, timeout=600, cwd=tmp_path)
    assert r.returncode == 0, (r.stdout + r.stderr)[-3000:]
    log = next(logs.glob("*.eval"))
    return log, server


def _metrics(log: Path) -> dict[str, float]:
    from inspect_ai.log import read_eval_log

    res = read_eval_log(str(log), header_only=True).results
    assert res is not None
    return {name: m.value for s in res.scores for name, m in s.metrics.items()}


def test_inspect_scores_are_the_canned_answers(built, inspect_run):
    log, server = inspect_run
    got = _metrics(log)
    want = expected(read_dataset(built))
    for fam, w in want.items():
        assert got[f"accuracy_{fam}"] == pytest.approx(w["acc_strict"]), fam
        assert got[f"coverage_{fam}"] == pytest.approx(w["coverage"]), fam
        assert got[f"answered_accuracy_{fam}"] == pytest.approx(w["acc"], nan_ok=True), fam
    assert 0 < want["all"]["coverage"] < 1
    body = server.bodies[0]
    assert body["messages"][0] == {"role": "system", "content": SYSTEM_PROMPT}
    assert body["temperature"] == 0
    assert body.get("max_tokens", body.get("max_completion_tokens")) == DEFAULT_MAX_TOKENS


def test_metrics_reads_inspect_log(built, inspect_run):
    log, _ = inspect_run
    got = _metrics(log)
    model = "openai-api/loopback/canned-model"
    for src in ([str(log)], [str(log.parent), "--dataset", str(built)]):
        r = run_cli("metrics", "--responses", *src, "--format", "json", "--bootstrap", "0")
        assert r.returncode == 0, r.stderr
        m = json.loads(r.stdout)
        assert m["models"] == [model]
        for fam, row in m["per_family"][model].items():
            assert 1 - row["failure"] == pytest.approx(got[f"answered_accuracy_{fam}"],
                                                       abs=1e-6), fam
            assert row["n_answered"] / row["n_items"] == pytest.approx(
                got[f"coverage_{fam}"]), fam
        assert m["per_model"][model]["accuracy"]["value"] == pytest.approx(
            got["answered_accuracy_all"], abs=1e-6)


def test_audit_reads_inspect_log(built, inspect_run):
    log, _ = inspect_run
    r = run_cli("audit", "--responses", str(log), "--format", "json", "--threshold", "1/1",
                "--min-models", "1")
    assert r.returncode == 0, r.stderr
    assert json.loads(r.stdout)["summary"]["n_flagged"] >= 1
