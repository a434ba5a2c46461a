"""Two answers to one (model, item), made by the real harnesses: lm-eval's group plus
``forminv_all`` (every item asked twice), a rerun into the same folder, two inspect logs
of one model, all against a server that answers some questions differently the second
time. ``metrics`` must refuse by default and, when told how, count every item once (or
as samples), never as extra samples that leave the other items looking unanswered."""

from __future__ import annotations

import hashlib
import importlib.util
import json
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from eval_loopback import Action, LoopbackServer, Seen, answer
from harness_helpers import canned, expected, read_dataset

from tests.conftest import run_cli

pytestmark = pytest.mark.slow

FLIP = {"TRUE": "FALSE", "FALSE": "TRUE"}


def fickle(question: str) -> bool:
    """Whether the server answers ``question`` differently on later attempts."""
    return hashlib.sha256(question.encode()).digest()[1] % 2 == 0


def later(question: str) -> str | None:
    """The verdict of a later answer to ``question``."""
    v = canned(question)[1]
    return FLIP[v] if v is not None and fickle(question) else v


def script(seen: Seen) -> Action:
    text, verdict = canned(seen.prompt)
    if seen.attempt > 1 and verdict is not None and fickle(seen.prompt):
        return answer(FLIP[verdict])
    return answer(text)


@pytest.fixture()
def fickle_server() -> Iterator[LoopbackServer]:
    with LoopbackServer(script, max_seconds=300) as srv:
        yield srv


def lm_eval(tasks: Path, port: int, out: Path, env: dict[str, str], names: str) -> None:
    r = subprocess.run(
        [sys.executable, "-m", "lm_eval", "--include_path", str(tasks), "--tasks", names,
         "--apply_chat_template", "--model", "local-chat-completions",
         "--model_args", f"model=canned-model,base_url=http://127.0.0.1:{port}/v1/chat/"
                         "completions,num_concurrent=4,max_retries=1",
         "--output_path", str(out), "--log_samples"],
        env=env, capture_output=True, text=True, timeout=600, cwd=out.parent)
    assert r.returncode == 0, r.stderr[-3000:]


def metrics(*args: str) -> tuple[int, dict[str, Any] | None, str]:
    r = run_cli("metrics", *args, "--format", "json", "--bootstrap", "0")
    return r.returncode, json.loads(r.stdout) if r.returncode == 0 else None, r.stderr


def check_counted_once(m: dict[str, Any], items: list[dict[str, Any]],
                       verdict_of: Any) -> None:
    """Every item counted once, with the verdict ``verdict_of(question)``."""
    assert len(m["per_model"]) == 1
    head = next(iter(m["per_model"].values()))
    answered = [it for it in items if verdict_of(it["question"]) is not None]
    right = [it for it in answered if verdict_of(it["question"]) == it["ground_truth"]]
    assert head["counts"]["n_items"] == len(items)
    assert head["counts"]["max_samples"] == 1
    assert head["coverage"]["value"] == pytest.approx(len(answered) / len(items), abs=1e-6)
    assert head["accuracy"]["value"] == pytest.approx(len(right) / len(answered), abs=1e-6)


def test_lm_eval_group_plus_all_with_a_fickle_server(built, fickle_server, harness_env,
                                                     tmp_path):
    items = read_dataset(built)
    assert any(fickle(it["question"]) and canned(it["question"])[1] for it in items)
    tasks = tmp_path / "tasks"
    assert run_cli("export", "--format", "lm-eval", "--dataset", str(built), "--out",
                   str(tasks)).returncode == 0
    out = tmp_path / "runs"
    lm_eval(tasks, fickle_server.port, out, harness_env, "forminv,forminv_all")
    # every item was asked twice; some got two different verdicts
    code, _, err = metrics("-r", str(out), "-d", str(built))
    assert code != 0
    assert "--duplicates" in err and "different verdicts" in err and len(err.splitlines()) == 1
    # first: which pass lm-eval logs first is its business; the counts must be whole
    code, m, err = metrics("-r", str(out), "-d", str(built), "--duplicates", "first")
    assert code == 0, err
    assert m is not None
    head = m["per_model"]["canned-model"]
    assert head["counts"]["n_items"] == len(items) and head["counts"]["max_samples"] == 1
    want = expected(items)["all"]
    assert head["coverage"]["value"] == pytest.approx(want["coverage"], abs=1e-6)
    assert any("duplicates:" in n and "kept the first answer" in n for n in m["notes"])
    assert "note: duplicates:" in err
    # samples: a fickle item has two samples, the rest one each; none is padded
    code, m, err = metrics("-r", str(out), "-d", str(built), "--duplicates", "samples")
    assert code == 0, err
    assert m is not None
    head = m["per_model"]["canned-model"]
    assert head["counts"]["max_samples"] == 2
    twice = sum(1 for it in items if fickle(it["question"]) and canned(it["question"])[1])
    silent = sum(1 for it in items if canned(it["question"])[1] is None)
    assert head["counts"]["n_missing"] == silent  # no item padded with "no response"
    assert head["coverage"]["value"] == pytest.approx(  # coverage counts samples
        (len(items) - silent + twice) / (len(items) + twice), abs=1e-6)
    # majority of two different verdicts is a tie: no verdict, shown in coverage
    code, m, err = metrics("-r", str(out), "-d", str(built), "--duplicates", "majority")
    assert code == 0, err
    assert m is not None
    check_counted_once(m, items, lambda q: None if later(q) != canned(q)[1]
                       else canned(q)[1])


def test_lm_eval_rerun_into_the_same_folder(built, fickle_server, harness_env, tmp_path):
    items = read_dataset(built)
    tasks = tmp_path / "tasks"
    assert run_cli("export", "--format", "lm-eval", "--dataset", str(built), "--out",
                   str(tasks)).returncode == 0
    out = tmp_path / "runs"
    lm_eval(tasks, fickle_server.port, out, harness_env, "forminv_all")
    code, m, err = metrics("-r", str(out), "-d", str(built))
    assert code == 0, err  # one run: no duplicates, no note
    assert m is not None and not any("duplicates" in n for n in m["notes"])
    check_counted_once(m, items, lambda q: canned(q)[1])
    lm_eval(tasks, fickle_server.port, out, harness_env, "forminv_all")
    assert len(list(out.rglob("samples_*.jsonl"))) == 2
    code, _, err = metrics("-r", str(out), "-d", str(built))
    assert code != 0 and "--duplicates" in err
    code, m, err = metrics("-r", str(out), "-d", str(built), "--duplicates", "first")
    assert code == 0, err
    assert m is not None
    check_counted_once(m, items, lambda q: canned(q)[1])


@pytest.mark.skipif(importlib.util.find_spec("inspect_ai") is None,
                    reason="inspect_ai not installed: pip install 'forminv-lean[harness]'")
def test_two_inspect_logs_of_one_model(built, fickle_server, harness_env, tmp_path):
    items = read_dataset(built)
    task = tmp_path / "task"
    assert run_cli("export", "--format", "inspect", "--dataset", str(built), "--out",
                   str(task)).returncode == 0
    logs = []
    for k in range(2):
        d = tmp_path / f"logs{k}"
        r = subprocess.run(
            [sys.executable, "-m", "inspect_ai", "eval", f"{task / 'forminv_task.py'}@forminv",
             "--model", "openai-api/loopback/canned-model",
             "--model-base-url", f"http://127.0.0.1:{fickle_server.port}/v1",
             "--log-dir", str(d), "--display", "none", "--max-connections", "4"],
            env=harness_env, capture_output=True, text=True, timeout=600, cwd=tmp_path)
        assert r.returncode == 0, (r.stdout + r.stderr)[-3000:]
        logs.append(next(d.glob("*.eval")))
    # each log alone is whole
    for log, verdict_of in zip(logs, (lambda q: canned(q)[1], later), strict=True):
        code, m, err = metrics("-r", str(log), "-d", str(built))
        assert code == 0, err
        assert m is not None
        check_counted_once(m, items, verdict_of)
    # both: refused by default, never merged into half-answered samples
    both = ["-r", str(logs[0]), "-r", str(logs[1]), "-d", str(built)]
    code, _, err = metrics(*both)
    assert code != 0 and "--duplicates" in err
    code, m, err = metrics(*both, "--duplicates", "first")
    assert code == 0, err
    assert m is not None
    check_counted_once(m, items, lambda q: canned(q)[1])
    assert m["source"] == f"{logs[0].name} + {logs[1].name}"
