"""Issue #25, Medium 8: a Track B row whose file context opens `Lean Meta` must not stop the
build. Since issue #24 item 6 the emitter opens only scoped namespaces the guard accepts, so
such rows keep their certificates; the guard still refuses a module that opens `Lean`."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from tests.conftest import REPO, run_cli

pytestmark = pytest.mark.slow  # a real Track B build

NTP = REPO / "tests" / "data" / "mathlib" / "ntp" / "training_data.jsonl"


def _rows(p: Path) -> list[dict]:
    return [json.loads(x) for x in p.read_text(encoding="utf-8").splitlines() if x.strip()]


def test_a_file_opening_lean_builds_and_the_guard_still_refuses_it(tmp_path):
    """End to end: rows whose file opens `Lean Meta` build, and no module names `Lean` (the
    emitter opens only the scoped namespaces the guard accepts: before, those certificates were
    dropped by the guard). The guard itself still refuses such a module."""
    from forminv_lean.certify.lean_emit import module_refusal
    from forminv_lean.records import Certificate

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
    certs = [Certificate(**c) for c in _rows(out / "certificates.jsonl")]
    assert certs, "the fixture gives Track B certificates"
    assert not any("Lean" in ln.split() for c in certs for ln in c.context)
    assert all(module_refusal("ntp-mathlib", c) is None for c in certs)

    # the guard is still the last line: a module opening `Lean` would be refused (a build
    # drops such a certificate with this reason, `build._keep_emittable`)
    bad = certs[0].model_copy(update={"context": [*certs[0].context, "open Lean Meta"]})
    why = module_refusal("ntp-mathlib", bad)
    assert why is not None and "Lean" in why
