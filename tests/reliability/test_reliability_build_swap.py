"""A build's output folder changes as a whole (issue #25, Medium 3 and 5): a build killed
outright (SIGKILL) at any rename, over an older build, followed by a rebuild, gives the
folder an uninterrupted build gives, byte for byte, with no temp file, no staging folder
and no hidden Lean module folder left anywhere; the user's own files survive."""

from __future__ import annotations

import os
import shutil
import signal
import subprocess
import sys
from pathlib import Path

import pytest

from tests.conftest import REPO

pytestmark = pytest.mark.slow  # a dozen real builds

# Runs the real CLI, SIGKILLing itself just before its KILL_AT-th rename (every output and
# checkpoint is renamed into place, and so is the folder swap); KILL_AT=0 only counts.
KILLER = """
import os, signal, sys
at, seen = int(os.environ["KILL_AT"]), [0]
def counted(real):
    def rename(*a, **k):
        seen[0] += 1
        if seen[0] == at:
            os.kill(os.getpid(), signal.SIGKILL)
        return real(*a, **k)
    return rename
os.replace, os.rename = counted(os.replace), counted(os.rename)
from forminv_lean.cli import main
try:
    main(sys.argv[1:])
finally:
    print("renames", seen[0], file=sys.stderr)
"""
ARGS = ("build", "--limit", "2", "--quiet", "--workers", "1")


@pytest.fixture(autouse=True, scope="module")
def _parsers_saved() -> None:
    """The builds below load the reader's and the rendering language's parsers from the
    parser cache (`forminv_lean.parser_cache`), saved here first: saving one renames a file
    into place, which would shift every build's rename count on a machine whose cache is
    still empty."""
    from forminv_lean.formal.meaning.parser import _parser as formal_parser
    from forminv_lean.informalise.reader import _parser as reader_parser

    formal_parser()
    reader_parser()


def _build(out: Path, kill_at: int = 0, limit: str = "2") -> subprocess.CompletedProcess[str]:
    args = [*ARGS[:2], limit, *ARGS[3:]]
    return subprocess.run([sys.executable, "-c", KILLER, *args, "--out", str(out)],
                          cwd=REPO, capture_output=True, text=True, timeout=600,
                          env={**os.environ, "KILL_AT": str(kill_at),
                               "PYTHONPATH": str(REPO)})


def _tree(root: Path) -> dict[str, bytes | None]:
    """Every path below ``root`` (hidden ones too) with its bytes; the certify cache's
    chunk files are compared by name only (a cache may keep chunks of an older build)."""
    out: dict[str, bytes | None] = {}
    for p in sorted(root.rglob("*")):
        rel = p.relative_to(root).as_posix()
        if rel.startswith(".work/certify/") and p.name.startswith("chunk-"):
            continue
        out[rel] = p.read_bytes() if p.is_file() else None
    return out


def _no_leftovers(parent: Path, name: str) -> None:
    assert sorted(p.name for p in parent.iterdir()) == [name], "staging or old folder left"
    # `.work` is the certify cache; `lean/.github` the Lean project's CI workflow (issue #27)
    hidden = [p for p in (parent / name).rglob(".*") if p.name not in (".work", ".github")]
    assert hidden == [], f"hidden files left: {hidden}"


def test_a_kill_at_any_rename_then_a_rebuild_gives_the_clean_build(tmp_path):
    clean = tmp_path / "clean" / "out"
    r = _build(clean)
    assert r.returncode == 0, r.stderr
    renames = int(r.stderr.rsplit("renames ", 1)[1].split()[0])
    (clean / "notes.txt").write_text("mine\n")
    want = _tree(clean)

    older = tmp_path / "older" / "out"  # a smaller build the killed one replaces
    assert _build(older, limit="1").returncode == 0
    (older / "notes.txt").write_text("mine\n")

    points = sorted({1, renames // 2, renames - 3, renames - 2, renames - 1, renames})
    for at in points:
        out = tmp_path / f"k{at}" / "out"
        shutil.copytree(older, out)
        killed = _build(out, kill_at=at)
        assert killed.returncode == -signal.SIGKILL, (at, killed.stderr)
        assert _build(out).returncode == 0, at
        _no_leftovers(out.parent, "out")
        assert _tree(out) == want, f"killed before rename {at} of {renames}"
        assert oct((out / "lean").stat().st_mode & 0o777) == oct(0o777 & ~_umask())


def _umask() -> int:
    mask = os.umask(0)
    os.umask(mask)
    return mask


def test_a_failed_build_leaves_the_previous_folder_whole(tmp_path, monkeypatch):
    """An error while the new folder is written (here a full disk on the manifest) leaves
    the previous build as it was and no staging folder."""
    out = tmp_path / "out"
    assert _build(out, limit="1").returncode == 0
    before = _tree(out)
    fail = "import errno, forminv_lean.manifest as m\n" \
        "real = m.write_text_atomic\n" \
        "def full(path, text):\n" \
        "    raise OSError(errno.ENOSPC, 'No space left on device', str(path))\n" \
        "m.write_text_atomic = full\n"
    r = subprocess.run([sys.executable, "-c", fail + KILLER, *ARGS, "--out", str(out)],
                       cwd=REPO, capture_output=True, text=True, timeout=600,
                       env={**os.environ, "KILL_AT": "0", "PYTHONPATH": str(REPO)})
    assert r.returncode == 1, r.stderr
    assert r.stderr.splitlines()[0] == \
        f"error: {out / 'manifest.json'}: cannot write: no space left on the device"
    _no_leftovers(tmp_path, "out")
    assert _tree(out) == before


@pytest.fixture()
def small_disk(tmp_path):
    """A 256 KB tmpfs (root only): a real full disk, not a simulated one."""
    disk = tmp_path / "disk"
    disk.mkdir()
    if os.geteuid() != 0 or subprocess.run(["mount", "-t", "tmpfs", "-o", "size=256k", "tmpfs",
                                            str(disk)], capture_output=True).returncode != 0:
        pytest.skip("mounting a small tmpfs needs root")
    try:
        yield disk
    finally:
        subprocess.run(["umount", str(disk)], capture_output=True)


def test_a_full_disk_during_a_rebuild_leaves_the_previous_build(small_disk):
    out = small_disk / "out"
    first = _build(out, limit="1")
    assert first.returncode == 0, first.stderr
    before = _tree(out)
    r = _build(out, limit="8")  # does not fit, even in place of the old one
    assert r.returncode == 1, r.stderr
    lines = [x for x in r.stderr.splitlines() if x.strip() and not x.startswith("renames")]
    assert len(lines) == 1 and "no space left on the device" in lines[0], r.stderr
    assert ".build-" not in lines[0] and ".tmp" not in lines[0]
    _no_leftovers(small_disk, "out")
    assert _tree(out) == before


def test_a_killed_emit_beside_an_outside_lean_root_is_removed(tmp_path):
    from forminv_lean.out_folder import remove_killed_emits

    gen = tmp_path / "lean" / "FormInvProofs" / "Generated"
    (gen / ".Curated.x1y2").mkdir(parents=True)
    (gen / ".Curated.x1y2" / "a.lean").write_text("-- half\n")
    (gen / "Curated").mkdir()
    remove_killed_emits(tmp_path / "lean")
    assert sorted(p.name for p in gen.iterdir()) == ["Curated"]


def test_recover_leaves_a_concurrent_builds_staging_folder(tmp_path):
    """Two builds into one folder: the second one's clean-up removes only what a killed
    build left (unlocked), never the folder the first one is still writing."""
    from forminv_lean import out_folder

    out = tmp_path / "out"
    busy = out_folder.stage(out)
    dead = tmp_path / ".out.build-dead"
    dead.mkdir()
    out_folder.recover(out)
    assert busy.is_dir() and not dead.exists()
    out_folder.release(busy)
    out_folder.recover(out)
    assert sorted(p.name for p in tmp_path.iterdir()) == []


def test_a_folder_holding_other_files_is_refused_before_any_work(cli, tmp_path):
    """`build --out .` in a project: the build replaces its own outputs (`data/`, `lean/`,
    `README.md`) as a whole, so a folder that is not an earlier build is refused."""
    mine = tmp_path / "data" / "precious.csv"
    mine.parent.mkdir()
    mine.write_text("1,2\n")
    (tmp_path / "README.md").write_text("my project\n")
    r = cli("build", "--limit", "1", "--out", str(tmp_path), "--quiet")
    assert r.returncode == 1, r.stderr
    assert r.stderr.strip() == (f"error: {tmp_path}: holds files that are not an earlier build "
                                "('README.md', no manifest.json); choose a new or empty folder")
    assert mine.read_text() == "1,2\n" and (tmp_path / "README.md").read_text() == "my project\n"
    assert sorted(p.name for p in tmp_path.iterdir()) == ["README.md", "data"]
