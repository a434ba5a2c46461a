"""Issue #14 rows 4 (worker memory), 5 (no traceback) and 11 (SIGTERM): real processes
are signalled, and their descendants and pipes are checked through /proc."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import textwrap
import time
from pathlib import Path

import pytest
from reliability_helpers import objects

from forminv_lean.jsonl import sha256_file

pytestmark = pytest.mark.skipif(not Path("/proc/self/stat").exists(), reason="needs Linux /proc")

TERMINATED_LINE = "terminated: nothing half-written was kept"
FINAL_SET = ("dataset.jsonl", "manifest.json", "certificates.jsonl", "review-queue.jsonl",
             "excluded.jsonl", "classes.json", "theorems.jsonl", "README.md", "dataset.parquet")


def _stat(pid: int) -> list[str] | None:
    try:
        raw = Path(f"/proc/{pid}/stat").read_text()
    except OSError:
        return None
    return raw[raw.rindex(")") + 2:].split()  # after "pid (comm) ": state, ppid, ...


def descendants(pid: int) -> set[int]:
    """Every live process below ``pid`` (by parent links in /proc)."""
    parent: dict[int, int] = {}
    for entry in os.listdir("/proc"):
        if entry.isdigit() and (st := _stat(int(entry))) is not None:
            parent[int(entry)] = int(st[1])
    out: set[int] = set()
    frontier = {pid}
    while frontier:
        frontier = {p for p, pp in parent.items() if pp in frontier} - out
        out |= frontier
    return out


def alive(pids: set[int]) -> set[int]:
    return {p for p in pids if (st := _stat(p)) is not None and st[0] != "Z"}


def cli_popen(*args: object, env: dict[str, str] | None = None) -> subprocess.Popen[str]:
    return subprocess.Popen([sys.executable, "-m", "forminv_lean", *map(str, args)],
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
                            env={**os.environ, **(env or {})})


def wait_for_workers(proc: subprocess.Popen[str], n: int, timeout: float = 180) -> set[int]:
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline and proc.poll() is None:
        kids = descendants(proc.pid)
        if len(kids) >= n:
            return kids
        time.sleep(0.05)
    raise AssertionError(f"no {n} worker processes appeared (exit {proc.poll()})")


def ended_cleanly(proc: subprocess.Popen[str], kids: set[int]) -> tuple[int, str]:
    """The process and every worker are gone, and the pipes reached EOF (no worker holds
    them): communicate returns instead of waiting for an orphan."""
    try:
        _, err = proc.communicate(timeout=60)
    except subprocess.TimeoutExpired:
        proc.kill()
        for k in alive(kids):
            os.kill(k, signal.SIGKILL)
        raise AssertionError("stdout/stderr still open after the parent ended: a worker "
                             f"holds them (alive: {sorted(alive(kids))})") from None
    deadline = time.monotonic() + 5
    while alive(kids) and time.monotonic() < deadline:
        time.sleep(0.05)
    left = alive(kids)
    for k in left:
        os.kill(k, signal.SIGKILL)
    assert not left, f"orphan workers still alive: {sorted(left)}"
    return proc.returncode, err


@pytest.mark.slow
def test_row11_sigterm_to_build_mid_certify(tmp_path: Path) -> None:
    """Row 11: exit -15 without a word, two orphan checker workers holding the caller's
    stdout/stderr; now 143, one line, no orphan, nothing half-written."""
    out, lean = tmp_path / "out", tmp_path / "lean"
    proc = cli_popen("build", "--limit", "60", "--out", out, "--lean-dir", lean, "--quiet",
                     "--workers", "2", "--chunk-size", "4")
    kids = wait_for_workers(proc, 2)
    time.sleep(0.5)  # well inside certify
    proc.send_signal(signal.SIGTERM)
    code, err = ended_cleanly(proc, kids)
    assert code == 143, err
    assert err.strip().splitlines() == [TERMINATED_LINE]
    assert not [n for n in FINAL_SET if (out / n).exists()]
    assert not lean.exists() or not any(lean.rglob("*.lean"))
    assert not [p for p in out.rglob("*.tmp")]


@pytest.mark.slow
def test_workers_die_when_the_parent_is_killed(tmp_path: Path) -> None:
    """SIGKILL cannot be handled: the kernel ends the workers with their parent."""
    proc = cli_popen("build", "--limit", "60", "--out", tmp_path / "out", "--lean-dir",
                     tmp_path / "lean", "--quiet", "--workers", "2")
    kids = wait_for_workers(proc, 2)
    proc.send_signal(signal.SIGKILL)
    code, _ = ended_cleanly(proc, kids)
    assert code == -signal.SIGKILL


@pytest.mark.slow
def test_row11_a_signal_during_the_final_writes_waits_for_the_whole_set(
        built: Path, tmp_path: Path) -> None:
    """Row 11: a certify killed mid-way had written certificates, classes, review queue and
    the Lean file, but not the dataset. The signal arrives here right after the
    certificates are written (fault injected in a subprocess); the set is finished first."""
    out, lean = tmp_path / "out", tmp_path / "lean"
    script = textwrap.dedent(f"""
        import os, signal
        import forminv_lean.build as b
        real = b.write_jsonl
        def write_jsonl(path, records):
            digest = real(path, records)
            if path.name == "certificates.jsonl":
                os.kill(os.getpid(), signal.SIGTERM)
            return digest
        b.write_jsonl = write_jsonl
        from forminv_lean.cli import main
        main(["certify", "--theorems", {str(built / "theorems.jsonl")!r},
              "--items", {str(built / "dataset.jsonl")!r}, "--out", {str(out)!r},
              "--lean-dir", {str(lean)!r}, "--name", "sig", "--quiet", "--workers", "1"])
    """)
    r = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True,
                       timeout=300)
    assert r.returncode == 143, r.stderr
    assert r.stderr.strip().splitlines()[-1] == TERMINATED_LINE
    assert all((out / n).exists() for n in FINAL_SET)
    manifest = json.loads((out / "manifest.json").read_text())
    assert manifest["sha256"] == sha256_file(out / "dataset.jsonl")
    assert manifest["n_records"] == len(objects(out / "dataset.jsonl"))
    assert list(lean.rglob("Sig.lean"))


def test_deferred_holds_a_signal_until_the_block_ends() -> None:
    from forminv_lean import signals

    old = signal.getsignal(signal.SIGTERM)
    # Ctrl-C's default action, even where the suite runs with SIGINT ignored (`make test &`),
    # when deferred() rightly leaves it ignored
    old_int = signal.signal(signal.SIGINT, signal.default_int_handler)
    signals.install()
    done = []
    try:
        with pytest.raises(signals.Terminated):
            with signals.deferred():
                os.kill(os.getpid(), signal.SIGTERM)
                time.sleep(0.01)
                done.append("rest of the block")
        assert done == ["rest of the block"]
        with pytest.raises(KeyboardInterrupt):
            with signals.deferred():
                os.kill(os.getpid(), signal.SIGINT)
                done.append("again")
        assert done[-1] == "again"
        assert signal.getsignal(signal.SIGINT) is signal.default_int_handler
    finally:
        signal.signal(signal.SIGTERM, old)
        signal.signal(signal.SIGINT, old_int)


# -- eval: its forked workers -------------------------------------------------------------

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "evaluate"))


@pytest.mark.slow
@pytest.mark.parametrize("workers", [1, 2])
def test_row11_sigterm_to_eval(built: Path, tmp_path: Path, workers: int) -> None:
    from eval_helpers import keyless_env
    from eval_loopback import LoopbackServer, answer

    srv = LoopbackServer(lambda seen: answer("TRUE", delay=0.3), max_seconds=120).start()
    try:
        out = tmp_path / "out"
        proc = cli_popen("eval", "--dataset", built / "dataset.jsonl", "--model",
                         f"openai/gpt-4o@{srv.openai_url}", "--out", out, "--concurrency",
                         "4", "--workers", workers, "--quiet",
                         env=keyless_env(tmp_path / "cache.sqlite3"))
        deadline = time.monotonic() + 60
        while srv.total_delivered < 8 and time.monotonic() < deadline:
            time.sleep(0.01)
        kids = descendants(proc.pid)
        assert len(kids) >= workers - 1
        proc.send_signal(signal.SIGTERM)
        code, err = ended_cleanly(proc, kids)
        assert code == 143, err
        assert err.strip().splitlines()[-1] == TERMINATED_LINE and "Traceback" not in err, err
        assert not out.exists()
        asked = srv.total_received
        time.sleep(1.0)
        assert srv.total_received == asked  # nothing, workers included, went on asking
    finally:
        srv.stop()


# -- row 4: a memory ceiling on checker workers -------------------------------------------

def _limits(pid: int) -> int | None:
    for line in Path(f"/proc/{pid}/limits").read_text().splitlines():
        if line.startswith("Max address space"):
            value = line.split()[3]
            return None if value == "unlimited" else int(value)
    return None


def _vm_size(pid: int) -> int:
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        if line.startswith("VmSize:"):
            return int(line.split()[1]) << 10
    raise AssertionError("no VmSize")


def test_row4_batch_workers_have_a_memory_ceiling(monkeypatch: pytest.MonkeyPatch) -> None:
    from forminv_lean.formal import check_many

    monkeypatch.setenv("FORMINV_WORKER_MEMORY_MB", "700")
    pairs = [(f"p{k}", "∀ a b : ℕ, a + b = b + a", "∀ a b : ℕ, b + a = a + b", {})
             for k in range(3)]
    seen: dict[int, tuple[int | None, int]] = {}
    before = alive(descendants(os.getpid()))  # e.g. the solver pool an earlier test started
    for _pid, res in check_many(pairs, workers=2, timeout=2.0):
        assert res.verdict == "equivalent"
        for k in alive(descendants(os.getpid())) - before:
            seen[k] = (_limits(k), _vm_size(k))
    assert seen, "no worker seen"
    for cap, size in seen.values():
        assert cap is not None and cap - (700 << 20) <= size <= cap


def test_row4_solver_workers_have_a_memory_ceiling(monkeypatch: pytest.MonkeyPatch) -> None:
    from forminv_lean.formal.pool import SolverPool

    monkeypatch.setenv("FORMINV_WORKER_MEMORY_MB", "900")
    pool = SolverPool()
    before = alive(descendants(os.getpid()))
    try:
        pool._start()
        (worker,) = alive(descendants(os.getpid())) - before
        deadline = time.monotonic() + 10
        while (cap := _limits(worker)) is None and time.monotonic() < deadline:
            time.sleep(0.02)  # set by the worker itself, first thing
        assert cap is not None and cap - (900 << 20) <= _vm_size(worker) <= cap
    finally:
        pool.close()


HUNGRY = textwrap.dedent("""
    import json, resource
    # A guard for this test only: whatever happens, this process tree stays under 3 GiB.
    resource.setrlimit(resource.RLIMIT_AS, (3 << 30, 3 << 30))
    import forminv_lean.formal.checker as checker
    real = checker.check

    def check(p, q, **kw):  # the pathological pair: its check grows without end
        if p == "∀ a : ℕ, a = a":
            hoard = []
            while True:
                hoard.append(b"x" * (32 << 20))
        return real(p, q, **kw)

    checker.check = check  # forked workers inherit it
    from forminv_lean.formal import check_many

    pairs = [("big", "∀ a : ℕ, a = a", "True", {}),
             ("small", "∀ a b : ℕ, a ≥ b", "∀ a b : ℕ, b ≤ a", {})]
    rows = {pid: r.to_dict() for pid, r in check_many(pairs, workers=1)}
    peak = resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss
    print(json.dumps({"rows": rows, "max_rss_kb": peak}))
""")


@pytest.mark.slow
def test_row4_a_pathological_pair_costs_unknown_not_the_machine() -> None:
    """Row 4: a pair whose check grows without bound (two statements with 40 same-typed
    binders took 24 GB before the checker enumerated alignments lazily) ran until the
    machine killed something. Its worker now stops at the budget: that pair is `unknown`,
    the next pair in the same worker slot gets its verdict, and no worker held more."""
    env = {**os.environ, "FORMINV_WORKER_MEMORY_MB": "300"}
    r = subprocess.run([sys.executable, "-c", HUNGRY], capture_output=True, text=True,
                       env=env, timeout=600)
    assert r.returncode == 0, r.stderr
    got = json.loads(r.stdout)
    big, small = got["rows"]["big"], got["rows"]["small"]
    assert (big["verdict"], big["method"]) == ("unknown", "memory_limit"), big
    assert small["verdict"] == "equivalent"
    assert got["max_rss_kb"] < 700 * 1024, f"a worker reached {got['max_rss_kb'] >> 10} MB"


# -- row 5: never a traceback -------------------------------------------------------------

def test_row5_deep_nesting_in_check_is_one_line(run) -> None:
    """Row 5: 500 nested ¬ gave a RecursionError traceback."""
    r = run("check", "¬ " * 500 + "True", "True")
    assert "Traceback" not in r.stderr and r.returncode != 70
    assert len([x for x in r.stderr.splitlines() if x.strip()]) <= 1


def test_row5_an_unexpected_error_is_one_line(run, monkeypatch: pytest.MonkeyPatch) -> None:
    """A bug (here injected) still ends in one line and exit 70; FORMINV_DEBUG shows it."""
    import forminv_lean.evaluate.dataset as dataset

    def broken(path: object) -> object:
        raise RuntimeError("loader exploded\nsecond line")

    monkeypatch.setattr(dataset, "load_items", broken)
    r = run("eval", "--dataset", "x.jsonl", "--model", "baseline/always-true", "--out", "o")
    assert r.returncode == 70 and "Traceback" not in r.stderr
    assert r.stderr.strip() == ("error: internal error (RuntimeError: loader exploded); please "
                                "report it; FORMINV_DEBUG=1 shows the traceback")
    monkeypatch.setenv("FORMINV_DEBUG", "1")
    old = signal.getsignal(signal.SIGTERM)
    try:
        with pytest.raises(RuntimeError, match="loader exploded"):
            from forminv_lean.cli import main

            main(["eval", "--dataset", "x.jsonl", "--model", "baseline/always-true", "--out",
                  "o"])
    finally:
        signal.signal(signal.SIGTERM, old)
