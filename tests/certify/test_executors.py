"""Executors: local and Ray agree, chunk files checkpoint the work, the CLI's executor options.

The Ray tests start a private single-node Ray on loopback inside the test process and skip,
with the reason, when Ray is not installed.
"""

from __future__ import annotations

import dataclasses
import ipaddress
import json
import os
import shutil
import socket
from pathlib import Path

import pytest

import forminv_lean.formal as formal
import forminv_lean.formal.batch as batch
from forminv_lean.certify.executors import (
    LocalExecutor,
    Obligation,
    check_chunk,
    check_one,
    chunk_file,
    chunked,
    load_chunk,
)
from forminv_lean.errors import ForminvError, MissingDependencyError

pytestmark = pytest.mark.slow  # end-to-end: `make test-fast` leaves it out

RAY_MISSING = "Ray is not installed (pip install 'forminv-lean[ray]')"
CHUNK = 6

# (p, q, level): notation and order flips, refutable pairs, a vacuous pair, bad input.
PAIRS = [
    ("∀ a b : ℕ, a ≤ b → a ≤ b + 1", "∀ a b : ℕ, b ≥ a → b + 1 ≥ a", "form"),
    ("∀ x y : ℝ, x < y → x < y + 1", "∀ x y : ℝ, y > x → y + 1 > x", "form"),
    ("∀ x : ℝ, x ^ 2 ≥ 0", "forall x : R, x ^ 2 >= 0", "form"),
    ("∀ a b : ℕ, a + b = b + a", "∀ x y : ℕ, y + x = x + y", "form"),
    ("∀ n : ℕ, n % 2 = 0 ↔ Even n", "∀ n : ℕ, Even n ↔ n % 2 = 0", "form"),
    ("∀ a m n : ℕ, a ∣ m → a ∣ n → a ∣ m + n", "∀ a m n : ℕ, a ∣ m ∧ a ∣ n → a ∣ m + n", "form"),
    ("∀ n : ℕ, 0 < n.factorial", "∀ n : ℕ, Nat.factorial n > 0", "form"),
    ("∀ x : ℝ, 0 ≤ √x", "∀ x : ℝ, Real.sqrt x ≥ 0", "form"),
    ("∀ x > 0, x * x > (0 : ℝ)", "∀ x : ℝ, x > 0 → 0 < x * x", "form"),
    ("∀ a b : ℕ, a - b + b = a", "∀ a b : ℕ, a = a", "theory"),
    ("∀ n : ℕ, n - 1 < n", "∀ n : ℕ, 0 < n → n - 1 < n", "theory"),
    ("∀ x : ℝ, x / x = 1", "∀ x : ℝ, x ≠ 0 → x / x = 1", "theory"),
    ("∀ n : ℕ, n < 5 → n ≤ 4", "∀ n : ℕ, n < 5 → n ≤ 3", "theory"),
    ("∀ x : ℝ, 0 ≤ x ^ 2", "∀ x : ℝ, 0 < x ^ 2", "theory"),
    ("∀ p : ℕ, Nat.Prime p → 2 ≤ p", "∀ p : ℕ, 2 ≤ p → Nat.Prime p", "theory"),
    ("∀ n : ℕ, ∃ m : ℕ, n < m", "∃ m : ℕ, ∀ n : ℕ, n < m", "theory"),
    ("∀ a b : ℕ, a * b = 0 ↔ a = 0 ∨ b = 0", "∀ a b : ℕ, a * b = 0 ↔ a = 0 ∧ b = 0", "theory"),
    ("∀ n : ℕ, n < 5 → n ≤ 4", "∀ n : ℕ, n ≤ 4 → n < 5", "arithmetic"),
    ("∀ a b : ℕ, a ∣ b → a ≤ b", "∀ a b : ℕ, a ∣ b → b ≠ 0 → a ≤ b", "theory"),
    ("∀ a b : ℕ, Nat.gcd a b ∣ a", "∀ a b : ℕ, Nat.lcm a b ∣ a", "theory"),
    ("∀ a b : ℕ, a +", "∀ a b : ℕ, a = a", "theory"),            # parse error
    ("∀ n : ℕ, -n = 0", "∀ n : ℕ, n = n", "theory"),              # Neg ℕ: Lean rejects it
]
OBS = [Obligation(f"ob{i:02d}", p, q, lvl, 2.0, f"ob{i:02d}_cert")
       for i, (p, q, lvl) in enumerate(PAIRS)]


# Decided, but only after seconds of search whatever the solver timeout (Track B fixture).
SLOW = Obligation(
    "slow",
    "∀ n m k l : ℕ, 0 < n → 0 < m → 0 < k → 0 < l → n * m * k * l ∣ n * m * k * l * "
    "(n + m + k + l) * (n * m + k * l) * (n + m * k + l) * (n * m * k + l)",
    "∀ (n m k l : ℕ), 0 < n → 0 < m → 0 < k → 0 < l → (∃ (c : ℕ), n * m * k * l * "
    "(n + m + k + l) * (n * m + k * l) * (n + m * k + l) * (n * m * k + l) = n * m * k * l * c)",
    "definitions", 0.01, "slow_cert")


def files(workdir: Path) -> dict[str, bytes]:
    return {f.name: f.read_bytes() for f in sorted(workdir.glob("chunk-*.jsonl"))}


def spy_check_many(monkeypatch) -> list[str]:
    """Record the ids `LocalExecutor` hands to the checker (and still check them)."""
    seen: list[str] = []
    real = formal.check_many

    def spy(pairs, **kw):
        pairs = list(pairs)
        seen.extend(p[0] for p in pairs)
        return real(pairs, **kw)

    monkeypatch.setattr(formal, "check_many", spy)
    return seen


def forbid_check_many(monkeypatch) -> None:
    def boom(pairs, **kw):
        raise AssertionError("the checker ran although every chunk was on disk")

    monkeypatch.setattr(formal, "check_many", boom)


@pytest.fixture(scope="module")
def local_run(tmp_path_factory):
    """One local run over OBS in chunks of CHUNK: (results by id, workdir with the chunks)."""
    workdir = tmp_path_factory.mktemp("local") / "work"
    res = dict(LocalExecutor(workers=2).run(OBS, workdir=workdir, chunk_size=CHUNK))
    return res, workdir


def copy_of(workdir: Path, tmp_path: Path) -> Path:
    return Path(shutil.copytree(workdir, tmp_path / "work"))


# --- local executor and chunk files -------------------------------------------------------

def test_local_results_and_chunk_files(local_run):
    res, workdir = local_run
    assert set(res) == {o.id for o in OBS}
    assert res["ob00"]["verdict"] == "equivalent"
    assert res["ob09"]["verdict"] == "not_equivalent" and res["ob09"]["counterexample"]
    assert (res["ob20"]["verdict"], res["ob20"]["method"]) == ("unsupported", "parse_error")
    assert res["ob21"]["verdict"] == "unsupported"
    chunks = chunked(OBS, CHUNK)
    assert sorted(files(workdir)) == sorted(chunk_file(workdir, i, ch).name
                                            for i, ch in enumerate(chunks))
    for i, ch in enumerate(chunks):
        assert load_chunk(chunk_file(workdir, i, ch), ch) == [res[o.id] for o in ch]


def test_rerun_reads_chunks_instead_of_checking(local_run, tmp_path, monkeypatch):
    res, workdir = local_run
    work = copy_of(workdir, tmp_path)
    before = {f.name: f.stat().st_mtime_ns for f in work.glob("chunk-*")}
    forbid_check_many(monkeypatch)
    ticks: list[int] = []
    again = dict(LocalExecutor(workers=2).run(OBS, workdir=work, chunk_size=CHUNK,
                                              progress=ticks.append))
    assert again == res
    assert sum(ticks) == len(OBS)
    assert {f.name: f.stat().st_mtime_ns for f in work.glob("chunk-*")} == before


def test_changed_obligation_reruns_only_its_chunk(local_run, tmp_path, monkeypatch):
    res, workdir = local_run
    work = copy_of(workdir, tmp_path)
    old = files(work)
    obs = list(OBS)
    obs[7] = dataclasses.replace(obs[7], timeout=3.0)                     # chunk 1
    obs[19] = dataclasses.replace(obs[19], q="∀ a b : ℕ, Nat.gcd a b ∣ b")  # chunk 3
    seen = spy_check_many(monkeypatch)
    again = dict(LocalExecutor(workers=2).run(obs, workdir=work, chunk_size=CHUNK))
    chunks = chunked(obs, CHUNK)
    assert sorted(seen) == sorted(o.id for o in chunks[1] + chunks[3])
    assert {k: v for k, v in again.items() if k != "ob19"} == \
        {k: v for k, v in res.items() if k != "ob19"}
    new = files(work)
    # The changed chunks get new files (new hash); the other chunks' files are untouched.
    for i in (1, 3):
        assert chunk_file(work, i, chunks[i]).name not in old
        assert chunk_file(work, i, chunks[i]).name in new
    for i in (0, 2):
        name = chunk_file(work, i, chunks[i]).name
        assert new[name] == old[name]


def _truncate_mid_line(b: bytes) -> bytes:
    return b[: len(b) // 2]


def _truncate_at_line(b: bytes) -> bytes:
    return b"".join(b.splitlines(keepends=True)[:-1])


def _truncate_mid_utf8(b: bytes) -> bytes:
    return b[: next(i for i, c in enumerate(b) if c >= 0x80) + 1]  # inside a multi-byte char


def _wrong_shape(b: bytes) -> bytes:
    rows = [json.loads(x) for x in b.decode().splitlines()]  # rows[0]: the seal
    rows[1] = [rows[1]["id"], rows[1]["result"]]
    rows[2]["result"] = {"method": "normal_form"}                       # no verdict
    return "".join(json.dumps(r, ensure_ascii=False) + "\n" for r in rows).encode()


def _other_ids(b: bytes) -> bytes:
    return b.replace(b'"id": "ob0', b'"id": "xx0')


@pytest.mark.parametrize("corrupt", [_truncate_mid_line, _truncate_at_line, _truncate_mid_utf8,
                                     _wrong_shape, _other_ids, lambda b: b""],
                         ids=["mid-line", "at-line", "mid-utf8", "wrong-shape", "other-ids",
                              "empty"])
def test_corrupted_chunk_is_recomputed(local_run, tmp_path, monkeypatch, corrupt):
    res, workdir = local_run
    work = copy_of(workdir, tmp_path)
    chunks = chunked(OBS, CHUNK)
    path = chunk_file(work, 0, chunks[0])
    good = path.read_bytes()
    path.write_bytes(corrupt(good))
    assert load_chunk(path, chunks[0]) is None
    seen = spy_check_many(monkeypatch)
    again = dict(LocalExecutor(workers=2).run(OBS, workdir=work, chunk_size=CHUNK))
    assert sorted(seen) == sorted(o.id for o in chunks[0])
    assert again == res
    assert load_chunk(path, chunks[0]) == [res[o.id] for o in chunks[0]]


def test_check_one_classifies_failures_like_check_many():
    assert check_one(OBS[20])["method"] == "parse_error"
    assert check_one(OBS[20]) == batch.check_one(OBS[20].p, OBS[20].q, {}, 2.0).to_dict()


def test_check_chunk_applies_the_local_hard_limit(monkeypatch):
    """A Ray task (check_chunk) kills an overrunning pair exactly as the local executor does."""
    monkeypatch.setattr(batch, "HARD_FLOOR_S", 1.0)  # hard limit = max(1 s, 15 x 0.01 s)
    [got] = check_chunk([SLOW])
    assert (got["verdict"], got["method"]) == ("unknown", "hard_timeout")
    assert dict(LocalExecutor(workers=1).run([SLOW], workdir=None)) == {"slow": got}


def test_no_workdir_writes_nothing(tmp_path):
    obs = OBS[:3]
    res = dict(LocalExecutor(workers=1).run(obs, workdir=None, chunk_size=2))
    assert set(res) == {o.id for o in obs}
    assert list(tmp_path.iterdir()) == []


# --- CLI ------------------------------------------------------------------------------------

def test_cli_unknown_executor_is_one_line(cli, tmp_path):
    r = cli("build", "--limit", "2", "--executor", "nope", "--out", str(tmp_path / "o"),
            "--quiet")
    assert r.returncode != 0
    lines = r.stderr.strip().splitlines()
    assert len(lines) == 1, r.stderr
    assert "nope" in lines[0] and "local" in lines[0] and "ray" in lines[0]
    assert not (tmp_path / "o").exists()


def test_cli_address_needs_ray_executor(cli, tmp_path):
    r = cli("build", "--limit", "2", "--executor", "local", "--address", "127.0.0.1:6379",
            "--out", str(tmp_path / "o"), "--quiet")
    assert r.returncode == 2
    lines = r.stderr.strip().splitlines()
    assert len(lines) == 1 and "--address" in lines[0], r.stderr


def test_cli_dead_ray_address_fails_at_once(cli, tmp_path):
    pytest.importorskip("ray", reason=RAY_MISSING)
    with socket.socket() as s:  # a port nothing listens on
        s.bind(("127.0.0.1", 0))
        port = s.getsockname()[1]
    r = cli("build", "--limit", "2", "--executor", "ray", "--address", f"127.0.0.1:{port}",
            "--out", str(tmp_path / "o"), "--quiet", timeout=120)
    assert r.returncode == 1
    lines = r.stderr.strip().splitlines()
    assert len(lines) == 1 and f"127.0.0.1:{port}" in lines[0], r.stderr


def test_cli_ray_build_is_byte_identical_to_local(cli, tmp_path):
    pytest.importorskip("ray", reason=RAY_MISSING)
    outs = {}
    # 900 s: a hang guard only (under `make test`'s two workers on a loaded machine, 300 s ran out)
    for name in ("local", "ray"):
        out = tmp_path / name
        r = cli("build", "--limit", "12", "--executor", name, "--workers", "2", "--out", str(out),
                "--lean-dir", str(out / "lean"), "--quiet", timeout=900)
        assert r.returncode == 0, r.stderr
        outs[name] = out
    local, ray_ = outs["local"], outs["ray"]
    assert (ray_ / "dataset.jsonl").read_bytes() == (local / "dataset.jsonl").read_bytes()
    assert (ray_ / "certificates.jsonl").read_bytes() == \
        (local / "certificates.jsonl").read_bytes()
    phase1 = Path(".work") / "certify" / "phase1"
    assert files(ray_ / phase1) == files(local / phase1) != {}


# --- Ray --------------------------------------------------------------------------------------

@pytest.fixture(scope="module")
def ray_executor(local_run):  # local_run first: no forking while Ray's threads run
    ray = pytest.importorskip("ray", reason=RAY_MISSING)
    from forminv_lean.certify.executors import RayExecutor

    assert not ray.is_initialized()
    ex = RayExecutor(address=None, num_cpus=2)
    yield ex
    ex.shutdown()
    assert not ray.is_initialized()


def _descendants(root: int) -> set[int]:
    children: dict[int, list[int]] = {}
    for d in Path("/proc").iterdir():
        if d.name.isdigit():
            try:
                ppid = int((d / "stat").read_text().rsplit(")", 1)[1].split()[1])
            except (OSError, IndexError, ValueError):
                continue
            children.setdefault(ppid, []).append(int(d.name))
    out, todo = set(), [root]
    while todo:
        pid = todo.pop()
        out.add(pid)
        todo.extend(children.get(pid, []))
    return out


def _listening_addresses(pids: set[int]) -> list[ipaddress.IPv4Address | ipaddress.IPv6Address]:
    """Addresses of the TCP sockets these processes listen on (Linux /proc)."""
    inodes = set()
    for pid in pids:
        try:
            for fd in Path(f"/proc/{pid}/fd").iterdir():
                link = os.readlink(fd)
                if link.startswith("socket:["):
                    inodes.add(link[8:-1])
        except OSError:
            continue
    addrs = []
    for table, family in (("/proc/net/tcp", socket.AF_INET), ("/proc/net/tcp6", socket.AF_INET6)):
        if not Path(table).exists():
            continue
        for line in Path(table).read_text().splitlines()[1:]:
            f = line.split()
            if f[3] != "0A" or f[9] not in inodes:  # 0A = LISTEN
                continue
            raw = bytes.fromhex(f[1].split(":")[0])
            raw = b"".join(raw[i:i + 4][::-1] for i in range(0, len(raw), 4))
            addrs.append(ipaddress.ip_address(socket.inet_ntop(family, raw)))
    return addrs


def _is_loopback(a: ipaddress.IPv4Address | ipaddress.IPv6Address) -> bool:
    mapped = getattr(a, "ipv4_mapped", None)
    return a.is_loopback or (mapped is not None and mapped.is_loopback)


def test_ray_stays_on_loopback(ray_executor):
    ray = ray_executor.ray
    nodes = ray.nodes()
    assert [n["NodeManagerAddress"] for n in nodes] == ["127.0.0.1"]
    assert ray.get_runtime_context().gcs_address.startswith("127.0.0.1:")
    assert ray.cluster_resources().get("CPU") == 2
    if not Path("/proc/net/tcp").exists():
        pytest.skip("no /proc/net/tcp: cannot list listening sockets here")
    addrs = _listening_addresses(_descendants(os.getpid()))
    assert addrs, "found no listening sockets of the Ray processes"
    assert all(_is_loopback(a) for a in addrs), addrs


def test_ray_matches_local_and_shares_chunk_files(local_run, ray_executor, tmp_path):
    res, local_work = local_run
    work = tmp_path / "ray"
    ticks: list[int] = []
    got = dict(ray_executor.run(OBS, workdir=work, chunk_size=CHUNK, progress=ticks.append))
    assert got == res                       # verdicts, methods, counterexamples, Lean text
    assert sum(ticks) == len(OBS)
    assert files(work) == files(local_work)  # same names (hashes) and the same bytes


def test_ray_rerun_reads_chunks(local_run, ray_executor, tmp_path, monkeypatch):
    res, workdir = local_run
    work = copy_of(workdir, tmp_path)       # written by the local executor

    class NoTask:
        def remote(self, *a, **kw):
            raise AssertionError("a Ray task was submitted although every chunk was on disk")

    monkeypatch.setattr(ray_executor, "_task", NoTask())
    assert dict(ray_executor.run(OBS, workdir=work, chunk_size=CHUNK)) == res


def test_ray_task_failure_is_one_clear_error(ray_executor, tmp_path, monkeypatch):
    ray = ray_executor.ray

    def crash(chunk):
        raise ZeroDivisionError("boom")

    def no_module(chunk):
        import forminv_lean_not_installed  # noqa: F401

    monkeypatch.setattr(ray_executor, "_task", ray.remote(crash))
    with pytest.raises(ForminvError, match=r"Ray task for chunk 0 \(2 obligations\) failed: "
                                           r".*boom") as err:
        list(ray_executor.run(OBS[:2], workdir=tmp_path, chunk_size=CHUNK))
    assert "\n" not in str(err.value)
    assert list(tmp_path.iterdir()) == []   # nothing half-done is kept
    monkeypatch.setattr(ray_executor, "_task", ray.remote(no_module))
    with pytest.raises(MissingDependencyError, match="forminv_lean_not_installed"):
        list(ray_executor.run(OBS[:2], workdir=tmp_path, chunk_size=CHUNK))


def test_chunk_keys_follow_the_checker_source(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """A fix to the checker invalidates finished chunks (their verdicts came from the old
    code); the package version alone does not move with every fix."""
    from forminv_lean.certify import executors

    formal = tmp_path / "pkg" / "formal"
    formal.mkdir(parents=True)
    (formal / "checker.py").write_text("VERDICT = 'old'\n", "utf-8")
    monkeypatch.setattr(executors, "__file__", str(tmp_path / "pkg" / "certify" / "executors.py"))
    ob = executors.Obligation("i", "∀ a : ℕ, a = a", "∀ b : ℕ, b = b", "form", 1.0, "n")
    executors.checker_fingerprint.cache_clear()
    before = ob.key()
    (formal / "checker.py").write_text("VERDICT = 'new'\n", "utf-8")
    executors.checker_fingerprint.cache_clear()
    assert ob.key() != before
    monkeypatch.undo()
    executors.checker_fingerprint.cache_clear()
