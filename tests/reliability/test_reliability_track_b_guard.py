"""Issue #25, Medium 8: a Track B row whose file context opens `Lean Meta` passes the first
filter (names only) and fails the final Lean-file guard. Only that declaration loses its
certificate, with the reason in its item; the build goes on and writes everything else."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from tests.conftest import REPO, run_cli

pytestmark = pytest.mark.slow  # a real Track B build

NTP = REPO / "tests" / "data" / "mathlib" / "ntp" / "training_data.jsonl"


def _rows(p: Path) -> list[dict]:
    return [json.loads(x) for x in p.read_text(encoding="utf-8").splitlines() if x.strip()]


def test_a_context_the_guard_refuses_drops_only_those_certificates(tmp_path):
    src = tmp_path / "ntp.jsonl"
    with src.open("w", encoding="utf-8") as fh:
        for row in _rows(NTP):
            row["srcUpToTactic"] = row["srcUpToTactic"].replace(
                "import Mathlib\n", "import Mathlib\nopen Lean Meta\n", 1)
            fh.write(json.dumps(row, ensure_ascii=False) + "\n")
    out = tmp_path / "out"
    r = run_cli("build", "--recipe", "ntp-mathlib", "--path", str(src), "--limit", "20",
                "--out", str(out), "--quiet", "--workers", "1", timeout=1800)
    assert r.returncode == 0, r.stderr
    dropped = [i for i in _rows(out / "dataset.jsonl")
               if "the Lean-file guard refuses its module" in i["verification"]["detail"]]
    assert dropped, "no certificate was dropped: the fixture no longer exercises the guard"
    assert all(i["verification"]["certificate"] is None for i in dropped)
    assert all("forbidden token 'Lean'" in i["verification"]["detail"] for i in dropped)
    certs = _rows(out / "certificates.jsonl")
    assert certs, "the certificates the guard accepts are still written"
    assert not any("open Lean Meta" in c.get("context", []) for c in certs)
    assert {c["item_id"] for c in certs}.isdisjoint(i["id"] for i in dropped)
    modules = list((out / "lean").rglob("*.lean"))
    assert modules and not any("open Lean" in p.read_text(encoding="utf-8") for p in modules)
