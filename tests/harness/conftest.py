"""Fixtures for the harness tests: a small real build, canned answers, a loopback server."""

from __future__ import annotations

import os
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "evaluate"))

from eval_loopback import Action, LoopbackServer, Seen, answer  # noqa: E402
from harness_helpers import canned  # noqa: E402

from tests.conftest import run_cli  # noqa: E402


def script(seen: Seen) -> Action:
    return answer(canned(seen.prompt)[0])


@pytest.fixture(scope="session")
def built(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A real curated build of 6 theorems (~50 items over all released families)."""
    root = tmp_path_factory.mktemp("built")
    r = run_cli("build", "--limit", "6", "--out", str(root / "curated"), "--lean-dir",
                str(root / "lean"), "--quiet")
    assert r.returncode == 0, r.stderr
    return root / "curated" / "dataset.jsonl"


@pytest.fixture()
def server() -> Iterator[LoopbackServer]:
    with LoopbackServer(script, max_seconds=300) as srv:
        yield srv


@pytest.fixture()
def harness_env(tmp_path: Path) -> dict[str, str]:
    """No real keys, no network, no writes outside tmp_path."""
    drop = ("OPENAI_API_KEY", "ANTHROPIC_API_KEY", "OPENAI_BASE_URL", "HF_TOKEN")
    env = {k: v for k, v in os.environ.items() if k not in drop}
    env.update({"OPENAI_API_KEY": "sk-test-loopback", "LOOPBACK_API_KEY": "sk-test-loopback",
                "HF_HUB_OFFLINE": "1", "HF_DATASETS_OFFLINE": "1",
                "HF_HOME": str(tmp_path / "hf"), "INSPECT_LOG_DIR": str(tmp_path / "logs"),
                "NO_PROXY": "127.0.0.1,localhost", "no_proxy": "127.0.0.1,localhost"})
    return env
