"""The wheel carries the recipes and curated list, so `pip install` users can build."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest


@pytest.mark.slow
def test_wheel_runs_outside_the_repository(repo: Path, tmp_path: Path) -> None:
    wheels, target = tmp_path / "wheels", tmp_path / "site"
    r = subprocess.run([sys.executable, "-m", "pip", "wheel", "-q", "--no-deps",
                        "--no-build-isolation", "-w", str(wheels), str(repo)],
                       capture_output=True, text=True, timeout=300)
    assert r.returncode == 0, r.stderr
    (wheel,) = wheels.glob("forminv_lean-*.whl")
    r = subprocess.run([sys.executable, "-m", "pip", "install", "-q", "--no-deps", "--target",
                        str(target), str(wheel)], capture_output=True, text=True, timeout=300)
    assert r.returncode == 0, r.stderr
    env = {**os.environ, "PYTHONPATH": str(target)}
    work = tmp_path / "elsewhere"
    work.mkdir()
    r = subprocess.run([sys.executable, "-c", "import forminv_lean; print(forminv_lean.__file__)"],
                       capture_output=True, text=True, env=env, cwd=work)
    assert r.stdout.strip().startswith(str(target))  # the wheel, not the source tree
    r = subprocess.run([sys.executable, "-m", "forminv_lean", "extract", "--out", "ex"],
                       capture_output=True, text=True, env=env, cwd=work, timeout=300)
    assert r.returncode == 0, r.stderr
    lines = (work / "ex" / "theorems.jsonl").read_text(encoding="utf-8").splitlines()
    assert len(lines) == 199 and json.loads(lines[0])["source"] == "curated"
