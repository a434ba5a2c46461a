"""Shared test fixtures: the outside data in ../shared/external, and a CLI runner."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest
from hypothesis import settings

# Hypothesis' default 200 ms deadline per example is a timing assertion: on a loaded 2-core
# machine (or with `make test`'s two workers) it fails tests whose behaviour is right.
settings.register_profile("forminv", deadline=None)
settings.load_profile("forminv")

REPO = Path(__file__).resolve().parents[1]
EXTERNAL = Path(os.environ.get("FORMINV_EXTERNAL", REPO.parent / "shared" / "external" / "forminv"))


@pytest.fixture(scope="session")
def external() -> Path:
    """The FormInv paper's public data; tests that need it skip with a reason when absent."""
    if not EXTERNAL.is_dir():
        pytest.skip(f"outside data not found at {EXTERNAL} (set FORMINV_EXTERNAL)")
    return EXTERNAL


@pytest.fixture(scope="session")
def repo() -> Path:
    return REPO


def run_cli(*args: str, cwd: Path | None = None, env: dict[str, str] | None = None,
            timeout: float = 600, input: str | None = None) -> subprocess.CompletedProcess[str]:
    """Run the real console entry point in a subprocess, as a user would."""
    full_env = {**os.environ, **(env or {})}
    return subprocess.run(
        [sys.executable, "-m", "forminv_lean", *args],
        cwd=cwd or REPO, env=full_env, capture_output=True, text=True, timeout=timeout,
        input=input,
    )


@pytest.fixture()
def cli():
    return run_cli


def install_example(name: str, target: Path) -> Path:
    """`pip install` the plugin package `examples/<name>` into `target` (put it on PYTHONPATH
    to use it), as a plugin author's user would; fails the test if it does not install."""
    r = subprocess.run([sys.executable, "-m", "pip", "install", "-q", "--no-deps",
                        "--no-build-isolation", "--target", str(target),
                        str(REPO / "examples" / name)],
                       capture_output=True, text=True, timeout=300)
    if r.returncode != 0 and "hatchling" in r.stderr:
        pytest.fail("hatchling missing from the test environment (it is in the dev extra)")
    assert r.returncode == 0, r.stderr
    return target


# Fixtures that run a real build or evaluation. A test that asks for one (directly or through
# another fixture) is end-to-end, so it is marked `slow` and left out of `make test-fast`.
BUILD_FIXTURES = frozenset({"built", "ran", "queued", "curated_build", "ntp_build", "emitted"})


def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    for item in items:
        if BUILD_FIXTURES & set(getattr(item, "fixturenames", ())):
            item.add_marker(pytest.mark.slow)
