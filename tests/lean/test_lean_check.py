"""`forminv-lean lean check`: Lean's verdicts mapped back to items. A simulated `lake build`
log (Lake's own output format) with errors in two modules demotes exactly those two items;
every other certified item becomes lean_checked; a module that fails the scanner is refused
even when the log says it built."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest

from forminv_lean.certify.lean_check import parse_build_log
from forminv_lean.certify.lean_emit import module_files

pytestmark = pytest.mark.slow  # end-to-end: `make test-fast` leaves it out


def rows(p: Path) -> list[dict]:
    return [json.loads(x) for x in p.read_text(encoding="utf-8").splitlines() if x.strip()]


@pytest.fixture()
def folder(curated_build: Path, tmp_path: Path) -> Path:
    dst = tmp_path / "curated"
    shutil.copytree(curated_build, dst, ignore=shutil.ignore_patterns(".work"))
    return dst


def _module(path: Path, root: Path) -> str:
    return ".".join(path.relative_to(root).with_suffix("").parts)


def lake_log(root: Path, files: list[Path], failing: dict[Path, str], *, prefix: str = "./././.",
             done: bool = True) -> str:
    """A `lake build` log as Lake prints it: one line per built job, the failing jobs with
    their trace and errors, then the failure summary."""
    total = len(files) + 2
    out: list[str] = []
    for i, f in enumerate(files, start=1):
        mod = _module(f, root)
        rel = f.relative_to(root).as_posix()
        if f in failing:
            out += [f"✖ [{i}/{total}] Building {mod}",
                    f"trace: .> LEAN_PATH=././.lake/packages/mathlib/.lake/build/lib lean "
                    f"{prefix}/{rel} -R {prefix} -o ././.lake/build/lib/{rel[:-5]}.olean",
                    f"error: {prefix}/{rel}:10:4: {failing[f]}",
                    "error: Lean exited with code 1"]
        else:
            out.append(f"✔ [{i}/{total}] Built {mod} (1.2s)")
    if failing:
        out.append("Some required builds logged failures:")
        out += [f"- {_module(f, root)}" for f in failing]
        out.append("error: build failed")
    elif done:
        out.append("Build completed successfully.")
    return "\n".join(out) + "\n"


def _certified(folder: Path) -> dict[str, str]:
    """item id -> declaration name, for released items with a certificate."""
    certs = {c["item_id"]: c["name"] for c in rows(folder / "certificates.jsonl")
             if c["kind"] == "certificate"}
    return {i["id"]: certs[i["id"]] for i in rows(folder / "dataset.jsonl") if i["id"] in certs}


def test_two_failing_modules_demote_exactly_their_items(cli, folder: Path) -> None:
    root = folder / "lean"
    files = module_files(root, "curated")
    certified = _certified(folder)
    by_name = {f.stem: f for f in files}
    victims = sorted(certified)[3:5]
    failing = {by_name[certified[v]]: msg for v, msg in
               zip(victims, ["unknown identifier 'Nat.prime_def'", "type mismatch"], strict=True)}
    log = folder / "build.log"
    log.write_text(lake_log(root, files, failing), encoding="utf-8")
    r = cli("lean", "check", "--dir", str(folder), "--log", str(log))
    assert r.returncode == 1, r.stderr
    items = {i["id"]: i for i in rows(folder / "dataset.jsonl")}
    for iid in certified:
        v = items[iid]["verification"]
        if iid in victims:
            assert v["status"] == "smt_proved", iid
            assert "Lean did not accept" in v["detail"] and ":10:4:" in v["detail"], v["detail"]
        else:
            assert v["status"] == "lean_checked", iid
    others = [i for i in items.values() if i["id"] not in certified]
    assert all(i["verification"]["status"] != "lean_checked" for i in others)
    report = json.loads((folder / "lean-check.json").read_text())
    assert report["rejected"] == 2 and report["accepted"] == len(files) - 2
    rejected = {d["item_id"] for d in report["declarations"] if not d["accepted"]}
    assert rejected == set(victims)
    man = json.loads((folder / "manifest.json").read_text())
    assert man["counts"]["status"]["smt_proved"] >= 2
    import pyarrow.parquet as pq

    table = pq.read_table(folder / "dataset.parquet").to_pylist()
    assert {r["id"]: r["status"] for r in table} == \
        {i: it["verification"]["status"] for i, it in items.items()}

    # A later build where one of the accepted modules fails: that item alone is demoted.
    again = sorted(set(certified) - set(victims))[0]
    log.write_text(lake_log(root, files, {by_name[certified[again]]: "unsolved goals"}))
    r = cli("lean", "check", "--dir", str(folder), "--log", str(log))
    assert r.returncode == 1
    items = {i["id"]: i for i in rows(folder / "dataset.jsonl")}
    assert items[again]["verification"]["status"] == "smt_proved"
    assert "unsolved goals" in r.stderr
    assert sum(i["verification"]["status"] == "lean_checked" for i in items.values()) == \
        len(certified) - 1


def test_a_clean_log_accepts_every_certificate(cli, folder: Path) -> None:
    root = folder / "lean"
    files = module_files(root, "curated")
    log = folder / "build.log"
    # Lake replays unchanged modules silently: a successful build's summary line is enough.
    log.write_text("Build completed successfully.\n")
    r = cli("lean", "check", "--dir", str(folder), "--log", str(log))
    assert r.returncode == 0, r.stderr
    items = rows(folder / "dataset.jsonl")
    assert sum(i["verification"]["status"] == "lean_checked" for i in items) == \
        len(_certified(folder)) and len(files) == len(rows(folder / "certificates.jsonl"))


@pytest.mark.parametrize("payload", ["theorem extra : False := sorry",
                                     "#exit", "#eval IO.println 1", "axiom bad : False",
                                     "run_cmd pure ()"])
def test_an_edited_module_is_refused_even_if_lean_built_it(folder: Path, payload: str) -> None:
    root = folder / "lean"
    files = module_files(root, "curated")
    victim = files[7]
    text = victim.read_text(encoding="utf-8")
    victim.write_text(text.replace("\nend ", f"\n{payload}\n\nend ", 1), encoding="utf-8")
    verdicts = {v.name: v for v in parse_build_log(lake_log(root, files, {}), files, root)}
    v = verdicts[victim.stem]
    assert not v.accepted and "scanner" in v.reason
    assert sum(not x.accepted for x in verdicts.values()) == 1


def test_errors_in_lean_format_and_unlisted_modules(folder: Path) -> None:
    root = folder / "lean"
    files = module_files(root, "curated")[:5]
    log = (f"{files[0].relative_to(folder)}:3:0: error: unknown module prefix 'Mathlib'\n"
           f"✔ [2/9] Built {_module(files[1], root)}\nerror: build failed\n")
    verdicts = {v.name: v for v in parse_build_log(log, files, root)}
    assert not verdicts[files[0].stem].accepted and "unknown module" in verdicts[files[0].stem].reason
    assert verdicts[files[1].stem].accepted
    for f in files[2:]:  # neither built nor failed: not accepted, and said so
        assert not verdicts[f.stem].accepted and "does not show" in verdicts[f.stem].reason


def test_check_without_lean_says_so_in_one_line(cli, folder: Path) -> None:
    if shutil.which("lake"):
        pytest.skip("lake is installed here")
    r = cli("lean", "check", "--dir", str(folder))
    assert r.returncode != 0 and r.stderr.count("\n") == 1 and "lake not on PATH" in r.stderr


def test_a_certificate_of_other_renderings_is_refused(cli, folder: Path) -> None:
    """A valid certificate filed under another item proves nothing about that item."""
    certs = rows(folder / "certificates.jsonl")
    released = {i["id"] for i in rows(folder / "dataset.jsonl")}
    pool = [c for c in certs if c["kind"] == "certificate" and c["item_id"] in released]
    a = pool[0]
    b = next(c for c in pool if c["lean"].split(":=")[0].split(" : ", 1)[1] !=
             a["lean"].split(":=")[0].split(" : ", 1)[1])
    a["item_id"], b["item_id"] = b["item_id"], a["item_id"]
    (folder / "certificates.jsonl").write_text(
        "".join(json.dumps(c, ensure_ascii=False) + "\n" for c in certs), encoding="utf-8")
    log = folder / "build.log"
    log.write_text("Build completed successfully.\n")
    r = cli("lean", "check", "--dir", str(folder), "--log", str(log))
    assert r.returncode == 1
    items = {i["id"]: i for i in rows(folder / "dataset.jsonl")}
    for c in (a, b):
        v = items[c["item_id"]]["verification"]
        assert v["status"] == "smt_proved" and "not this item's two renderings" in v["detail"]


def test_lean_check_runs_lake_env_lean_per_module(cli, folder: Path, tmp_path: Path) -> None:
    """The `lake env lean FILE` path, with a stand-in `lake` on PATH that fails two modules
    the way Lean reports errors (`FILE:line:col: error: …`, exit 1)."""
    files = module_files(folder / "lean", "curated")
    certified = _certified(folder)
    victims = sorted(certified)[:2]
    bad = [certified[v] for v in victims]
    fake = tmp_path / "bin" / "lake"
    fake.parent.mkdir()
    fake.write_text("#!/bin/sh\n"
                    "# stand-in for `lake env lean FILE`\n"
                    f'case "$3" in *{bad[0]}*|*{bad[1]}*) '
                    'echo "$3:9:2: error: unknown constant"; exit 1;; esac\nexit 0\n')
    fake.chmod(0o755)
    import os

    r = cli("lean", "check", "--dir", str(folder), "--jobs", "4", "--quiet",
            env={"PATH": f"{fake.parent}{os.pathsep}{os.environ['PATH']}"})
    assert r.returncode == 1, r.stderr
    items = {i["id"]: i for i in rows(folder / "dataset.jsonl")}
    assert {i for i in certified if items[i]["verification"]["status"] != "lean_checked"} == \
        set(victims)
    assert "unknown constant" in items[victims[0]]["verification"]["detail"]
    assert len(files) == json.loads((folder / "lean-check.json").read_text())["accepted"] + 2


def test_warnings_are_not_errors_but_sorry_is_refused(folder: Path) -> None:
    root = folder / "lean"
    files = module_files(root, "curated")[:3]
    rel = [f.relative_to(folder).as_posix() for f in files]
    log = (f"{rel[0]}:12:4: warning: unused variable `h`\n"
           f"warning: ././{rel[1]}:12:4: unused variable `h`\n"
           "Build completed successfully.\n")
    verdicts = {v.name: v for v in parse_build_log(log, files, root)}
    assert all(v.accepted for v in verdicts.values())
    files[2].write_text(files[2].read_text().replace("theorem ", "theorem x : True := sorry\n\n"
                                                     "theorem ", 1))
    verdicts = {v.name: v for v in parse_build_log(log, files, root)}
    assert not verdicts[files[2].stem].accepted


def test_check_with_the_wrong_dataset_name_says_so(cli, folder: Path) -> None:
    r = cli("lean", "check", "--dir", str(folder), "--name", "other", "--log",
            str(folder / "manifest.json"))
    assert r.returncode != 0 and r.stderr.count("\n") == 1 and "no emitted modules" in r.stderr


@pytest.fixture()
def ntp_folder(ntp_build: Path, tmp_path: Path) -> Path:
    dst = tmp_path / "ntp"
    shutil.copytree(ntp_build, dst, ignore=shutil.ignore_patterns(".work"))
    return dst


def test_track_b_failures_demote_exactly_their_items(cli, ntp_folder: Path) -> None:
    """Track B on the real Mathlib fixture: certificates stated in their declaration's context
    map back to their items like Track A's. Two failing in-context modules (errors as Lake
    prints them, at lines below the context lines) demote exactly those two items."""
    root = ntp_folder / "lean"
    files = module_files(root, "ntp-mathlib")
    certified = _certified(ntp_folder)
    in_context = {c["item_id"] for c in rows(ntp_folder / "certificates.jsonl") if c.get("imports")}
    assert len(in_context & set(certified)) >= 20
    by_name = {f.stem: f for f in files}
    victims = sorted(in_context & set(certified))[1:3]
    failing = {by_name[certified[v]]: msg for v, msg in
               zip(victims, ["unknown identifier 'card'", "ambiguous, possible interpretations"],
                   strict=True)}
    log = ntp_folder / "build.log"
    log.write_text(lake_log(root, files, failing), encoding="utf-8")
    r = cli("lean", "check", "--dir", str(ntp_folder), "--log", str(log))
    assert r.returncode == 1, r.stderr
    items = {i["id"]: i for i in rows(ntp_folder / "dataset.jsonl")}
    for iid in certified:
        v = items[iid]["verification"]
        if iid in victims:
            assert v["status"] == "smt_proved" and "Lean did not accept" in v["detail"], iid
        else:
            assert v["status"] == "lean_checked", (iid, v["detail"])
    report = json.loads((ntp_folder / "lean-check.json").read_text())
    assert report["rejected"] == 2 and report["accepted"] == len(files) - 2
    assert {d["item_id"] for d in report["declarations"] if not d["accepted"]} == set(victims)
