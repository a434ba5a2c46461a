"""A family shipped in another package is found through the entry point and certified."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from tests.conftest import install_example

pytestmark = pytest.mark.slow  # end-to-end: `make test-fast` leaves it out



@pytest.fixture(scope="module")
def plugin_path(tmp_path_factory) -> Path:
    return install_example("forminv-swap-family", tmp_path_factory.mktemp("plugin"))


def test_plugin_family_is_registered_and_certified(plugin_path, tmp_path, repo):
    env = {**os.environ, "PYTHONPATH": str(plugin_path)}
    r = subprocess.run([sys.executable, "-c",
                        "from forminv_lean.families import get_family;"
                        "f = get_family('swap_sides'); print(f.tier, f.max_level)"],
                       capture_output=True, text=True, env=env, cwd=repo)
    assert r.returncode == 0, r.stderr
    assert r.stdout.split() == ["T1", "theory"]
    out = tmp_path / "b"
    r = subprocess.run([sys.executable, "-m", "forminv_lean", "build", "--limit", "40", "--out",
                        str(out), "--lean-dir", str(tmp_path / "lean"), "--quiet"],
                       capture_output=True, text=True, env=env, cwd=repo, timeout=600)
    assert r.returncode == 0, r.stderr
    items = [json.loads(x) for x in (out / "dataset.jsonl").read_text().splitlines()]
    swapped = [i for i in items if i["family"] == "swap_sides"]
    assert swapped, "the plugin family produced no released items"
    assert all(i["verification"]["status"] == "smt_proved" and i["tier"] == "T1" for i in swapped)
