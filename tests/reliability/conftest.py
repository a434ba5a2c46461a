"""Shared material for the reliability tests: the CLI in-process, and one small real build
and evaluation run (made once per session) whose files the tests damage."""

from __future__ import annotations

import shutil
import signal
import traceback
from pathlib import Path
from types import SimpleNamespace

import pytest

from forminv_lean.jsonl import read_jsonl, write_jsonl
from forminv_lean.records import Item

LIMIT = "8"  # theorems in the session's build: enough for every family, seconds to build


@pytest.fixture()
def run(capsys):
    """``forminv-lean ARGS`` in this process (fast), exactly as the console script handles
    errors. Returns an object shaped like ``subprocess.CompletedProcess``."""
    from forminv_lean.cli import main

    def _run(*args: str) -> SimpleNamespace:
        code, escaped = 0, ""
        old = signal.getsignal(signal.SIGTERM)
        try:
            main([str(a) for a in args])
        except SystemExit as exc:
            code = exc.code if isinstance(exc.code, int) else 1
        except Exception:  # what the console script would print before exiting 1
            code, escaped = 1, traceback.format_exc()
        finally:
            signal.signal(signal.SIGTERM, old)  # main() installs its SIGTERM handler
        out = capsys.readouterr()
        return SimpleNamespace(returncode=code, stdout=out.out, stderr=out.err + escaped)

    return _run


def _main(*args: str) -> None:
    from forminv_lean.cli import main

    old = signal.getsignal(signal.SIGTERM)
    try:
        main(list(args))
    except SystemExit as exc:
        assert exc.code in (0, None), f"forminv-lean {' '.join(args)} exited {exc.code}"
    finally:
        signal.signal(signal.SIGTERM, old)


@pytest.fixture(scope="session")
def built(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A real curated build (a few theorems): dataset, queue, certificates, theorems."""
    out = tmp_path_factory.mktemp("built")
    _main("build", "--limit", LIMIT, "--out", str(out), "--lean-dir", str(out / "lean"),
          "--quiet", "--workers", "1")
    return out


@pytest.fixture(scope="session")
def ran(built: Path, tmp_path_factory: pytest.TempPathFactory) -> Path:
    """An evaluation of the build by three offline models: responses.jsonl + manifest."""
    out = tmp_path_factory.mktemp("ran")
    _main("eval", "--dataset", str(built / "dataset.jsonl"), "--model", "baseline/always-true",
          "--model", "baseline/always-false", "--model", "baseline/formal", "--out", str(out),
          "--quiet", "--no-cache")
    return out


@pytest.fixture(scope="session")
def queued(built: Path, tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The build's folder for `review`: its review queue, topped up to three items with
    released ones set back to pending when the build queued fewer (how many a build
    queues depends on the release policy, which is not what these tests are about)."""
    out = tmp_path_factory.mktemp("queued")
    for name in ("theorems.jsonl", "dataset.jsonl", "review-queue.jsonl"):
        shutil.copy(built / name, out / name)
    queue = read_jsonl(out / "review-queue.jsonl", Item, allow_empty=True)
    have = {i.id for i in queue}
    for it in read_jsonl(out / "dataset.jsonl", Item):
        if len(queue) >= 3:
            break
        if it.id not in have and it.family != "canonical":
            v = it.verification.model_copy(update={"status": "pending"})
            queue.append(it.model_copy(update={"verification": v}))
    write_jsonl(out / "review-queue.jsonl", queue)
    return out
