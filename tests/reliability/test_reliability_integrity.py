"""Issue #14 rows 7 (a damaged response cache) and 8 (responses.jsonl cut on a line
boundary, silently losing a model): one line saying what is wrong and what to do."""

from __future__ import annotations

import json
import random
import shutil
import sys
from pathlib import Path

import pytest
from reliability_helpers import lines, objects, one_line_error, write_lines

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "evaluate"))

from eval_helpers import keyless_env  # noqa: E402
from eval_loopback import LoopbackServer, answer  # noqa: E402

ANALYSES = ("metrics", "audit", "report")


def analyse(run, which: str, ran: Path, built: Path, tmp: Path, *extra: str):
    args = [which, "--responses", ran / "responses.jsonl", "--dataset",
            built / "dataset.jsonl", *extra]
    if which == "report":
        args += ["--out", tmp / "report", "--bootstrap", "50"]
    elif which == "metrics":
        args += ["--bootstrap", "50", "--format", "json"]
    else:
        args += ["--format", "json", "--min-models", "2", "--threshold", "2/3"]
    return run(*args)


@pytest.fixture()
def cut(ran: Path, tmp_path: Path) -> Path:
    """The session run with its last model's responses cut off, on a line boundary."""
    copy = tmp_path / "run"
    shutil.copytree(ran, copy)
    rows = lines(copy / "responses.jsonl")
    last = json.loads(rows[-1])["model"]
    write_lines(copy / "responses.jsonl", [r for r in rows if json.loads(r)["model"] != last])
    return copy


@pytest.mark.parametrize("which", ANALYSES)
def test_row8_a_cut_responses_file_is_refused(run, built, cut, tmp_path, which) -> None:
    """Row 8: metrics, audit and report exited 0 and one model silently disappeared."""
    n = len(objects(built / "dataset.jsonl"))
    r = analyse(run, which, cut, built, tmp_path)
    line = one_line_error(r)
    assert line.startswith(f"error: {cut / 'responses.jsonl'} holds "
                           f"{2 * n} records where run.manifest.json says {3 * n}; per model: "
                           f"baseline/formal: 0 of {n};"), line
    assert "--force" in line
    assert not (tmp_path / "report").exists()


@pytest.mark.slow
@pytest.mark.parametrize("which", ANALYSES)
def test_row8_force_proceeds_and_says_what_is_missing(run, built, cut, tmp_path, which) -> None:
    n = len(objects(built / "dataset.jsonl"))
    r = analyse(run, which, cut, built, tmp_path, "--force")
    assert r.returncode == 0, r.stderr
    assert f"warning: {cut / 'responses.jsonl'} holds {2 * n} records where run.manifest.json " \
           f"says {3 * n}; per model: baseline/formal: 0 of {n}; using it anyway (--force)" \
           in r.stderr
    if which == "metrics":
        assert "baseline/formal" not in r.stdout and "baseline/always-true" in r.stdout


def test_row8_an_edited_file_is_refused_too(run, built, ran, tmp_path) -> None:
    copy = tmp_path / "run"
    shutil.copytree(ran, copy)
    rows = objects(copy / "responses.jsonl")
    flip = next(i for i, r in enumerate(rows) if r["verdict"] == "FALSE")
    rows[flip]["verdict"] = "TRUE"
    write_lines(copy / "responses.jsonl", [json.dumps(r, ensure_ascii=False) for r in rows])
    line = one_line_error(analyse(run, "metrics", copy, built, tmp_path))
    assert "differs from the sha256 in run.manifest.json (edited after the run)" in line


def test_row8_an_intact_run_and_one_without_manifest_are_read(run, built, ran, tmp_path) -> None:
    assert analyse(run, "metrics", ran, built, tmp_path).returncode == 0
    copy = tmp_path / "bare"
    copy.mkdir()
    shutil.copy(ran / "responses.jsonl", copy)  # no manifest: nothing to check against
    r = analyse(run, "metrics", copy, built, tmp_path)
    assert r.returncode == 0 and "warning" not in r.stderr


# -- row 7: the cache -------------------------------------------------------------------

@pytest.fixture()
def server():
    srv = LoopbackServer(lambda seen: answer("TRUE"), max_seconds=120).start()
    yield srv
    srv.stop()


def _eval(run, built: Path, srv: LoopbackServer, out: Path, cache: Path, *extra: str):
    return run("eval", "--dataset", built / "dataset.jsonl", "--model",
               f"openai/gpt-4o@{srv.openai_url}", "--out", out, "--cache", cache, "--quiet",
               *extra)


def answers(out: Path) -> list[tuple[object, ...]]:
    """What was answered (not when, nor how fast: two items with the same question share
    one cache key, so a rerun gives both the answer the cache kept)."""
    return [(r["model"], r["item_id"], r["sample"], r["raw"], r["verdict"], r["cache_key"])
            for r in objects(out / "responses.jsonl")]


def _damage(path: Path, how: str) -> None:
    data = bytearray(path.read_bytes())
    assert len(data) >= 8 * 4096, "the cache should span several pages"
    if how == "truncated":
        path.write_bytes(bytes(data[: len(data) // 2]))
    elif how == "overwritten pages":
        rng = random.Random(7)
        data[2 * 4096: 6 * 4096] = bytes(rng.getrandbits(8) for _ in range(4 * 4096))
        path.write_bytes(bytes(data))
    else:  # "overwritten header"
        data[:100] = b"\0" * 100
        path.write_bytes(bytes(data))


@pytest.mark.parametrize("how", ["truncated", "overwritten pages", "overwritten header"])
def test_row7_a_damaged_cache_is_one_line_and_resume_recovers(
        run, built, server, tmp_path, monkeypatch, how) -> None:
    """Row 7: a 64-line sqlite3.DatabaseError traceback. Now one line with the path and
    what to do; after moving the cache aside, --resume takes every answer from
    responses.jsonl: no request is sent, the same answers are written, the cache refills."""
    for k, v in keyless_env(tmp_path / "unused").items():
        monkeypatch.setenv(k, v)
    out, cache = tmp_path / "run", tmp_path / "cache.sqlite3"
    assert _eval(run, built, server, out, cache).returncode == 0
    first = (out / "responses.jsonl").read_bytes()
    answers_before = answers(out)
    asked = server.total_received
    _damage(cache, how)

    line = one_line_error(_eval(run, built, server, out, cache))
    assert line.startswith(f"error: the response cache {cache} is damaged (")
    assert f"move it aside with its -wal and -shm files (e.g. mv '{cache}' " in line
    assert "run again with --resume" in line
    assert (out / "responses.jsonl").read_bytes() == first

    cache.rename(tmp_path / "cache.damaged")
    r = _eval(run, built, server, out, cache, "--resume")
    assert r.returncode == 0, r.stderr
    assert server.total_received == asked  # every answer came from responses.jsonl
    assert answers(out) == answers_before
    manifest = json.loads((out / "run.manifest.json").read_text())
    assert manifest["run"]["resumed"] == len(objects(out / "responses.jsonl"))
    r = _eval(run, built, server, tmp_path / "again", cache)  # the new cache was refilled
    assert r.returncode == 0 and server.total_received == asked


def test_resume_refuses_a_cut_file_unless_forced(run, built, server, tmp_path,
                                                 monkeypatch) -> None:
    for k, v in keyless_env(tmp_path / "unused").items():
        monkeypatch.setenv(k, v)
    out, cache = tmp_path / "run", tmp_path / "cache.sqlite3"
    assert _eval(run, built, server, out, cache).returncode == 0
    n = len(objects(out / "responses.jsonl"))
    write_lines(out / "responses.jsonl", lines(out / "responses.jsonl")[:-5])
    cache.unlink()
    line = one_line_error(_eval(run, built, server, out, cache, "--resume"))
    assert f"holds {n - 5} records where run.manifest.json says {n}; per model: " \
           f"openai/gpt-4o: {n - 5} of {n}" in line
    asked = server.total_received
    r = _eval(run, built, server, out, cache, "--resume", "--force")
    assert r.returncode == 0, r.stderr
    assert "using it anyway (--force)" in r.stderr
    assert server.total_received == asked + 5  # only what the cut file lacked
    assert len(objects(out / "responses.jsonl")) == n
    assert one_line_error(_eval(run, built, server, out, cache, "--resume", "--refresh")) == \
        "error: --resume reuses earlier answers and --refresh asks again: choose one"
