"""Outputs never destroy what is at their path (issue #25, High 1 and the Low disk items):
a device, FIFO, socket or symbolic link is refused before anything is created, so is an
output that is one of the command's inputs; disk and permission failures are one line
naming the user's path; an endless input line stops with a clear error."""

from __future__ import annotations

import errno
import os
import socket
import stat
from pathlib import Path

import pytest

from forminv_lean import jsonl
from forminv_lean.errors import InputError
from tests.reliability.reliability_helpers import one_line_error


def _metrics(run, ran: Path, built: Path, out: Path):
    return run("metrics", "--responses", ran / "responses.jsonl",
               "--dataset", built / "dataset.jsonl", "--format", "json", "--out", out)


def test_a_fifo_as_output_is_refused_and_left_a_fifo(run, ran, built, tmp_path):
    fifo = tmp_path / "pipe"
    os.mkfifo(fifo)
    line = one_line_error(_metrics(run, ran, built, fifo))
    assert str(fifo) in line and "FIFO" in line
    assert stat.S_ISFIFO(os.lstat(fifo).st_mode)
    assert sorted(p.name for p in tmp_path.iterdir()) == ["pipe"]  # no temp file left


def test_a_symlink_as_output_is_refused_and_its_target_untouched(run, ran, built, tmp_path):
    victim = tmp_path / "precious.txt"
    victim.write_text("keep me\n")
    link = tmp_path / "link.json"
    link.symlink_to(victim)
    line = one_line_error(_metrics(run, ran, built, link))
    assert "symbolic link" in line and str(link) in line
    assert link.is_symlink() and victim.read_text() == "keep me\n"


def test_an_output_that_is_an_input_is_refused(run, ran, built, tmp_path):
    responses = tmp_path / "responses.jsonl"
    responses.write_bytes((ran / "responses.jsonl").read_bytes())
    before = responses.read_bytes()
    r = run("metrics", "--responses", responses, "--dataset", built / "dataset.jsonl",
            "--format", "json", "--out", responses)
    line = one_line_error(r)
    assert "one of this command's inputs" in line and str(responses) in line
    assert responses.read_bytes() == before


@pytest.mark.parametrize("fmt", ["csv", "parquet", "jsonl"])
@pytest.mark.parametrize("route", ["plain", "typer"])
def test_a_results_table_is_an_input_too(run, tmp_path, fmt, route):
    """A plain results table is read outside the JSONL layer (CSV text, pyarrow): it is
    still this command's input, so `--out`/`--table-out` naming it is refused and it is
    left intact, by the direct `metrics` route and by typer's (`--opt=value`)."""
    import pandas as pd

    rows = [{"model": m, "item_id": f"t{t}__{f}", "theorem_id": f"t{t}", "family": f,
             "verdict": "TRUE" if (t + len(m)) % 3 else "FALSE", "ground_truth": "TRUE"}
            for m in ("A", "B") for t in range(4) for f in ("canonical", "order")]
    table = tmp_path / f"t.{fmt}"
    frame = pd.DataFrame(rows)
    if fmt == "csv":
        frame.to_csv(table, index=False)
    elif fmt == "parquet":
        frame.to_parquet(table)
    else:
        frame.to_json(table, orient="records", lines=True)
    before = table.read_bytes()
    for opt in ("--out", "--table-out"):
        args = ["metrics", "-r", table, "--format", "csv"]
        args += [opt, table] if route == "plain" else [f"{opt}={table}"]
        line = one_line_error(run(*args))
        assert "one of this command's inputs" in line and str(table) in line
        assert table.read_bytes() == before


def test_a_folder_as_output_file_is_refused(run, ran, built, tmp_path):
    line = one_line_error(_metrics(run, ran, built, tmp_path))
    assert "is a folder" in line


def test_a_device_is_refused_before_anything_is_created(monkeypatch):
    """`/dev/null` as the target: the check runs before the temp file and the rename (both
    made to fail loudly here, so even a broken check could not touch the real device)."""
    def forbidden(*a, **k):
        raise AssertionError("reached the write")

    monkeypatch.setattr(jsonl.tempfile, "mkstemp", forbidden)
    monkeypatch.setattr(jsonl.os, "replace", forbidden)
    with pytest.raises(InputError, match="is a device"), jsonl.atomic_open("/dev/null") as fh:
        fh.write("x")
    with pytest.raises(InputError, match="is a device"):
        jsonl.write_text_atomic("/dev/null", "x")


def test_a_socket_is_refused(tmp_path):
    path = tmp_path / "s.sock"
    with socket.socket(socket.AF_UNIX) as s:
        s.bind(str(path))
        with pytest.raises(InputError, match="is a socket"):
            jsonl.write_text_atomic(path, "x")
    assert stat.S_ISSOCK(os.lstat(path).st_mode)


def test_a_regular_file_is_still_replaced_atomically(tmp_path):
    target = tmp_path / "a.json"
    target.write_text("old")
    jsonl.write_text_atomic(target, "new")
    assert target.read_text() == "new"
    assert [p.name for p in tmp_path.iterdir()] == ["a.json"]


def test_disk_full_is_one_line_naming_the_output_not_a_temp_file(run, ran, built, tmp_path,
                                                                  monkeypatch):
    real_fsync = os.fsync

    def full(fd: int) -> None:
        real_fsync(fd)
        raise OSError(errno.ENOSPC, "No space left on device")

    monkeypatch.setattr(jsonl.os, "fsync", full)
    out = tmp_path / "m.json"
    r = _metrics(run, ran, built, out)
    line = one_line_error(r)
    assert r.returncode == 1
    assert line == f"error: {out}: cannot write: no space left on the device"
    assert list(tmp_path.iterdir()) == []  # no temp file, no half output


def test_unwritable_folder_is_one_line(run, ran, built, tmp_path):
    if os.geteuid() == 0:
        pytest.skip("root writes into a read-only folder")
    locked = tmp_path / "locked"
    locked.mkdir()
    locked.chmod(0o500)
    try:
        r = _metrics(run, ran, built, locked / "m.json")
    finally:
        locked.chmod(0o700)
    line = one_line_error(r)
    assert r.returncode == 1 and "permission denied" in line and ".tmp" not in line


def test_an_endless_input_line_stops_with_a_clear_error(run, built, monkeypatch):
    """`/dev/zero` has no line end: reading stops at the bound, it does not fill memory."""
    monkeypatch.setenv("FORMINV_MAX_LINE_MB", "1")
    r = run("metrics", "--responses", "/dev/zero", "--dataset", built / "dataset.jsonl")
    line = one_line_error(r)
    assert line.startswith("error: /dev/zero") and "than 1 MB" in line


def test_an_endless_json_file_stops_with_a_clear_error(monkeypatch):
    monkeypatch.setenv("FORMINV_MAX_LINE_MB", "1")
    with pytest.raises(InputError, match="larger than 1 MB"):
        jsonl.read_json("/dev/zero")


def test_lines_under_the_bound_are_read_whole(tmp_path, monkeypatch):
    monkeypatch.setenv("FORMINV_MAX_LINE_MB", "1")
    p = tmp_path / "x.jsonl"
    long = "a" * ((1 << 20) - 20)
    p.write_text(f'{{"k": "{long}"}}\n{{"k": 2}}\n')
    assert [o["k"] for _, o in jsonl.iter_json_lines(p)] == [long, 2]


def test_check_batch_refuses_its_own_input_as_output_before_the_work(run, tmp_path):
    pairs = tmp_path / "pairs.jsonl"
    pairs.write_text('{"id": "a", "p": "∀ a : ℕ, a = a", "q": "∀ b : ℕ, b = b"}\n')
    before = pairs.read_bytes()
    line = one_line_error(run("check", "--batch", pairs, "--out", pairs))
    assert "one of this command's inputs" in line
    assert pairs.read_bytes() == before
    fifo = tmp_path / "fifo"
    os.mkfifo(fifo)
    assert "FIFO" in one_line_error(run("check", "--batch", pairs, "--out", fifo))


@pytest.mark.parametrize("env", [{"PYTHONIOENCODING": "latin-1"}, {"PYTHONIOENCODING": "ascii"},
                                 {"LANG": "C", "LC_ALL": "C"}])
def test_a_terminal_that_is_not_utf8_gets_escapes_not_a_crash(cli, env):
    """The formulas hold `∀`, `ℕ`, `↔`: what the stream cannot encode is escaped."""
    r = cli("check", "∀ a b : ℕ, a + b = b + a", "∀ a b : ℕ, b + a = a + b", env=env)
    assert r.returncode == 0, r.stderr
    assert "verdict: equivalent" in r.stdout and "theorem forminv_cert" in r.stdout


def test_generated_lean_folders_follow_the_umask(tmp_path):
    """mkdtemp makes 0700 folders; the emitted module folder is renamed from one and must
    be as readable as any other output."""
    from forminv_lean.certify.lean_emit import emit
    from tests.lean.test_track_b import _cert

    emit("curated", [_cert()], lean_root=tmp_path / "lean")
    mask = os.umask(0)
    os.umask(mask)
    dirs = [p for p in (tmp_path / "lean").rglob("*") if p.is_dir()]
    assert dirs and {oct(p.stat().st_mode & 0o777) for p in dirs} == {oct(0o777 & ~mask)}
