"""Fresh builds whose Lean output the tests in this folder inspect (never the source tree's
lean_proofs/FormInvProofs/Generated/)."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.conftest import REPO, run_cli

# Track B on real Mathlib declarations (tests/data/mathlib/README.md), not invented ones.
NTP = REPO / "tests" / "data" / "mathlib" / "ntp" / "training_data.jsonl"


def _build(out: Path, *extra: str) -> Path:
    r = run_cli("build", "--out", str(out), "--quiet", *extra, timeout=1800)
    assert r.returncode == 0, r.stderr
    return out


@pytest.fixture(scope="session")
def curated_build(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The whole curated benchmark, Lean output in the default place (`<out>/lean`)."""
    return _build(tmp_path_factory.mktemp("lean-curated") / "curated")


@pytest.fixture(scope="session")
def ntp_build(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """Track B on the real Mathlib fixture (ntp-toolkit format), 100 theorems."""
    return _build(tmp_path_factory.mktemp("lean-ntp") / "ntp", "--recipe", "ntp-mathlib",
                  "--path", str(NTP), "--limit", "100")


@pytest.fixture(scope="session", params=["curated", "ntp"])
def emitted(request: pytest.FixtureRequest) -> Path:
    """Each build's Lean root."""
    return Path(request.getfixturevalue(f"{request.param}_build")) / "lean"
