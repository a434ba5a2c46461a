"""Issue 27: Lean a user can build. The standalone project a build writes (`OUT/lean/`) is
pinned exactly as the repository, has a README naming its Mathlib and a workflow actionlint
accepts; a failing emitted module fails only its own target; `lean check --log` maps a
`lake build` log in Lake's format (tests/lean/data/lake-build-failing.log) to items."""

from __future__ import annotations

import json
import re
import shutil
import subprocess
from pathlib import Path

import pytest

from forminv_lean.certify.lake_project import (
    LAKEFILE,
    MATHLIB_COMMIT,
    MATHLIB_TAG,
    WORKFLOW,
    manifest_text,
    workflow_text,
    write_project,
)
from forminv_lean.certify.lean_emit import lean_name
from forminv_lean.formal.lean.certificates import certificate_decl
from forminv_lean.formal.statements import elaborate_text
from forminv_lean.records import Certificate
from tests.conftest import REPO

LOG = Path(__file__).parent / "data" / "lake-build-failing.log"
ACTIONLINT = shutil.which("actionlint") or next(
    (str(p) for p in [Path(__import__("sys").executable).parent / "actionlint"] if p.exists()),
    None)

# The four items of the recorded log (their module names are sha256 of these ids).
DEMO = [("demo__order_0", "∀ a b : ℕ, a ≥ b → b ≤ a", "∀ a b : ℕ, b ≤ a → a ≥ b"),
        ("demo__order_1", "∀ a b : ℤ, ¬ a < b → b ≤ a", "∀ a b : ℤ, b ≤ a → b ≤ a"),
        ("demo__notation_0", "∀ a b : ℕ, a ≠ b → b ≠ a", "∀ a b : ℕ, ¬ a = b → ¬ b = a"),
        ("demo__unpack_0", "∀ n : ℕ, 2 ≤ n → Nat.Prime n", "∀ n : ℕ, ¬ n < 2 → Nat.Prime n")]


def test_the_packaged_manifest_pins_exactly_what_the_repository_pins() -> None:
    ours = json.loads(manifest_text())
    repo = json.loads((REPO / "lake-manifest.json").read_text(encoding="utf-8"))
    assert ours["packages"] == repo["packages"]
    assert {k: v for k, v in ours.items() if k not in ("packages", "name")} == \
        {k: v for k, v in repo.items() if k not in ("packages", "name")}
    assert re.search(r"^package (\w+)", LAKEFILE, re.M).group(1) == ours["name"]  # type: ignore[union-attr]
    mathlib = next(p for p in repo["packages"] if p["name"] == "mathlib")
    assert (mathlib["rev"], mathlib["inputRev"]) == (MATHLIB_COMMIT, MATHLIB_TAG)
    assert f'@ "{MATHLIB_TAG}"' in (REPO / "lakefile.lean").read_text(encoding="utf-8")


def test_a_written_project_is_self_contained(tmp_path: Path) -> None:
    write_project(tmp_path)
    assert (tmp_path / "lean-toolchain").read_text() == (REPO / "lean-toolchain").read_text()
    assert (tmp_path / "lake-manifest.json").read_text() == manifest_text()
    readme = (tmp_path / "README.md").read_text()
    assert MATHLIB_TAG in readme and MATHLIB_COMMIT in readme
    assert (tmp_path / WORKFLOW).read_text() == workflow_text()
    lakefile = (tmp_path / "lakefile.lean").read_text()
    assert "globs := #[.andSubmodules `FormInvProofs.Generated]" in lakefile


def test_the_repository_root_module_leaves_the_emitted_modules_to_their_own_target() -> None:
    lakefile = (REPO / "lakefile.lean").read_text(encoding="utf-8")
    libs = re.findall(r"^@\[default_target\]\nlean_lib (\w+) where\n((?:  .*\n)+)", lakefile,
                      re.M)
    assert [name for name, _ in libs] == ["FormInvProofs", "FormInvGenerated"]
    assert "globs" not in libs[0][1]  # the root module and what it imports, no more
    assert "globs := #[.andSubmodules `FormInvProofs.Generated]" in libs[1][1]
    root = (REPO / "lean_proofs" / "FormInvProofs.lean").read_text(encoding="utf-8")
    assert not re.search(r"^import FormInvProofs\.Generated", root, re.M)


def _actionlint(path: Path) -> subprocess.CompletedProcess[str]:
    assert ACTIONLINT is not None
    return subprocess.run([ACTIONLINT, "-no-color", str(path)], capture_output=True,
                          text=True, timeout=120)


@pytest.mark.skipif(ACTIONLINT is None, reason="actionlint is not installed (dev extra)")
def test_both_workflows_pass_actionlint(tmp_path: Path) -> None:
    repo = _actionlint(REPO / ".github" / "workflows" / "lean.yml")
    assert repo.returncode == 0, repo.stdout + repo.stderr
    out = tmp_path / "lean.yml"
    out.write_text(workflow_text(), encoding="utf-8")
    r = _actionlint(out)
    assert r.returncode == 0, r.stdout + r.stderr
    broken = tmp_path / "broken.yml"  # the check can fail: an undefined step output
    broken.write_text(workflow_text().replace("if: always()",
                                              "if: steps.nope.outputs.x == 'y'"), "utf-8")
    assert _actionlint(broken).returncode != 0


@pytest.mark.parametrize("workflow", ["repo", "out"])
def test_the_workflows_build_then_map_failures_to_items(workflow: str) -> None:
    text = (REPO / ".github" / "workflows" / "lean.yml").read_text(encoding="utf-8") \
        if workflow == "repo" else workflow_text()
    import yaml

    steps = yaml.safe_load(text)["jobs"]["lean"]["steps"]
    runs = [s.get("run", "") for s in steps]

    def at(word: str) -> int:
        return next(i for i, r in enumerate(runs) if word in r)

    order = [at("elan-init.sh"), at("lake exe cache get"), at("lake build 2>&1 | tee "
                                                               "lake-build.log"),
             at("forminv-lean lean check")]
    assert order == sorted(order)
    build = steps[order[2]]
    assert build["continue-on-error"] is True and "set -o pipefail" in build["run"]
    assert "--log lake-build.log" in runs[order[3]]
    assert steps[order[3]].get("if") is None  # runs whether or not the build failed


def _demo_project(tmp_path: Path, cli) -> Path:
    folder = tmp_path / "demo"
    folder.mkdir()
    certs = []
    for item, p, q in DEMO:
        decl = certificate_decl(lean_name(item), elaborate_text(p), elaborate_text(q))
        assert decl is not None
        certs.append(Certificate(item_id=item, theorem_id=item.split("__")[0],
                                 name=lean_name(item), kind="certificate", lean=decl.text,
                                 method="normal_form").model_dump_json())
    (folder / "certificates.jsonl").write_text("\n".join(certs) + "\n", encoding="utf-8")
    r = cli("lean", "emit", "--dir", str(folder), "--name", "demo")
    assert r.returncode == 0, r.stderr
    return folder / "lean"


@pytest.mark.slow
def test_emit_writes_a_pinned_project_without_a_root_that_imports_everything(
        tmp_path: Path, cli) -> None:
    root = _demo_project(tmp_path, cli)
    assert not (root / "FormInvProofs.lean").exists()
    for f in ("lakefile.lean", "lake-manifest.json", "lean-toolchain", "README.md"):
        assert (root / f).is_file(), f
    assert (root / WORKFLOW).is_file()
    items = json.loads((root / "FormInvProofs" / "Generated" / "Demo" / "items.json")
                       .read_text(encoding="utf-8"))
    assert items == {"dataset": "demo", "items": {lean_name(i): i for i, _, _ in DEMO}}


@pytest.mark.slow
@pytest.mark.parametrize("variant", ["tee", "github"])
def test_lean_check_maps_a_recorded_failing_log_to_items(tmp_path: Path, cli,
                                                          variant: str) -> None:
    root = _demo_project(tmp_path, cli)
    log = LOG.read_text(encoding="utf-8")
    if variant == "github":  # as downloaded from an Actions run: a timestamp on every line
        log = "".join(f"2026-05-28T15:15:{i % 60:02d}.2537431Z {ln}\n"
                      for i, ln in enumerate(log.splitlines()))
    path = tmp_path / "lake-build.log"
    path.write_text(log, encoding="utf-8")
    r = cli("lean", "check", "--lean-dir", str(root), "--log", str(path))
    assert r.returncode == 1, r.stderr
    report = json.loads((root / "lean-check.json").read_text(encoding="utf-8"))
    by_item = {d["item_id"]: d for d in report["declarations"]}
    assert set(by_item) == {i for i, _, _ in DEMO}
    assert by_item["demo__order_0"]["accepted"] and by_item["demo__notation_0"]["accepted"]
    assert not by_item["demo__order_1"]["accepted"]
    assert by_item["demo__order_1"]["reason"].endswith(":12:8: type mismatch")
    assert not by_item["demo__unpack_0"]["accepted"]
    assert "unknown identifier 'Nat.not_lt'" in by_item["demo__unpack_0"]["reason"]
    assert (report["accepted"], report["rejected"]) == (2, 2)
    assert "demo__unpack_0" in r.stderr and "demo__order_1" in r.stderr


@pytest.mark.slow
def test_lean_check_without_a_dataset_needs_a_log(tmp_path: Path, cli) -> None:
    root = _demo_project(tmp_path, cli)
    r = cli("lean", "check", "--lean-dir", str(root))
    assert r.returncode != 0 and "--log" in r.stderr
    (root / "FormInvProofs" / "Generated" / "Demo" / "items.json").write_text("[]")
    path = tmp_path / "x.log"
    path.write_text("Build completed successfully.\n")
    r = cli("lean", "check", "--lean-dir", str(root), "--log", str(path))
    assert r.returncode != 0 and "items.json" in r.stderr
