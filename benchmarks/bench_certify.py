"""Throughput of the certify stage: obligations per second, local 1/2 workers and Ray.

    .venv/bin/python benchmarks/bench_certify.py [--repeat 1] [--timeout 2.0] [--no-ray]

Two inputs, each paraphrased with the rule-based families exactly as `build` does:
(a) the curated set, (b) the Track B fixture (first 100 theorems of
tests/data/ntp/training_data.jsonl, given renderings by `prepare_theorems`). Each run is
one `certify()` call (phase 1 at the family's level, phase 2 re-checks at `theory`) with a
fresh temporary workdir, so no chunk file is ever reused. Every executor is warmed up first
(imports, Ray worker start) on a few obligations outside the timed run; Ray's start-up is
reported on its own. Last, the full curated `build()` is timed with the certify stage's share.
"""

from __future__ import annotations

import argparse
import datetime
import os
import platform
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO))

from forminv_lean.build import prepare_theorems  # noqa: E402
from forminv_lean.certify.executors import (  # noqa: E402
    Executor,
    LocalExecutor,
    RayExecutor,
)
from forminv_lean.certify.run import certify  # noqa: E402
from forminv_lean.extract import extract  # noqa: E402
from forminv_lean.families.generate import paraphrase  # noqa: E402
from forminv_lean.records import Item, Theorem  # noqa: E402

NTP_FIXTURE = REPO / "tests" / "data" / "ntp" / "training_data.jsonl"


def inputs() -> dict[str, tuple[list[Item], dict[str, Theorem]]]:
    sets = {}
    for name, kw in (("curated", {}),
                     ("Track B fixture (100)", {"path": NTP_FIXTURE, "limit": 100})):
        source = "curated" if name == "curated" else "ntp-mathlib"
        theorems, _ = prepare_theorems(extract(source, **kw).theorems)
        items = paraphrase(theorems, seed=0)
        sets[name] = (items, {t.id: t for t in theorems})
    return sets


def run_once(executor: Executor, items: list[Item], theorems: dict[str, Theorem], *,
             timeout: float, chunk_size: int) -> tuple[int, float, dict[str, int]]:
    """(obligations checked, seconds, verdicts) of one certify() call, nothing cached."""
    with tempfile.TemporaryDirectory(prefix="bench-certify-") as tmp:
        t0 = time.perf_counter()
        res = certify(items, theorems, executor=executor, timeout=timeout,
                      workdir=Path(tmp) / "work", chunk_size=chunk_size)
        dt = time.perf_counter() - t0
    n = res.stats["obligations"] + res.stats["rechecked_at_theory"]
    return n, dt, res.stats["verdicts"]


def warm_up(executor: Executor, items: list[Item], theorems: dict[str, Theorem]) -> None:
    few = [i for i in items if i.theorem_id in set(list(theorems)[:2])]
    run_once(executor, few, theorems, timeout=2.0, chunk_size=4)


def median_run(executor: Executor, items: list[Item], theorems: dict[str, Theorem], *,
               repeat: int, timeout: float, chunk_size: int) -> tuple[int, float, dict[str, int]]:
    runs = [run_once(executor, items, theorems, timeout=timeout, chunk_size=chunk_size)
            for _ in range(repeat)]
    secs = statistics.median(r[1] for r in runs)
    return runs[0][0], secs, runs[0][2]


def time_build(timeout: float) -> dict[str, float]:
    """Wall time of the full curated build() and of its certify() call."""
    import forminv_lean.build as build_mod

    spent: dict[str, float] = {"certify": 0.0}
    real: Callable[..., Any] = build_mod.certify

    def timed(*a: Any, **kw: Any) -> Any:
        t0 = time.perf_counter()
        try:
            return real(*a, **kw)
        finally:
            spent["certify"] += time.perf_counter() - t0

    build_mod.certify = timed
    try:
        with tempfile.TemporaryDirectory(prefix="bench-build-") as tmp:
            t0 = time.perf_counter()
            build_mod.build("curated", out=Path(tmp) / "out", lean_dir=Path(tmp) / "lean",
                            timeout=timeout)
            spent["total"] = time.perf_counter() - t0
    finally:
        build_mod.certify = real
    with tempfile.TemporaryDirectory(prefix="bench-cli-") as tmp:
        t0 = time.perf_counter()
        subprocess.run([sys.executable, "-m", "forminv_lean", "build", "--out", f"{tmp}/out",
                        "--lean-dir", f"{tmp}/lean", "--quiet"], check=True, cwd=REPO,
                       capture_output=True)
        spent["cli"] = time.perf_counter() - t0
    return spent


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--repeat", type=int, default=1, help="runs per cell (median reported)")
    ap.add_argument("--timeout", type=float, default=2.0, help="seconds per solver query")
    ap.add_argument("--chunk-size", type=int, default=64)
    ap.add_argument("--ray-chunk-size", type=int, action="append",
                    help="extra Ray runs with this chunk size (repeatable)")
    ap.add_argument("--no-ray", action="store_true")
    ap.add_argument("--no-build", action="store_true")
    args = ap.parse_args()

    print(f"# bench_certify {datetime.date.today()}  nproc={os.cpu_count()}  "
          f"Python {platform.python_version()}  load={os.getloadavg()[0]:.2f}")
    sets = inputs()
    configs: list[tuple[str, Callable[[], Executor], int]] = [
        ("local, 1 worker", lambda: LocalExecutor(workers=1), args.chunk_size),
        ("local, 2 workers", lambda: LocalExecutor(workers=2), args.chunk_size),
    ]
    ray_ex: RayExecutor | None = None
    if not args.no_ray:
        try:
            import ray  # noqa: F401
        except ImportError:
            print("(Ray not installed: Ray rows skipped)")
        else:
            t0 = time.perf_counter()
            ray_ex = RayExecutor(num_cpus=2)
            print(f"Ray start-up (local, 2 CPUs, loopback): {time.perf_counter() - t0:.1f} s")
            ex = ray_ex
            for cs in [args.chunk_size, *(args.ray_chunk_size or [])]:
                configs.append((f"Ray local, 2 CPUs, chunk {cs}", lambda ex=ex: ex, cs))

    rows: list[tuple[str, str, int, float]] = []       # input, executor, obligations, s
    ratios: list[tuple[str, str, float]] = []
    for set_name, (items, theorems) in sets.items():
        rates: dict[str, float] = {}
        seen: dict[str, dict[str, int]] = {}
        for label, make, cs in configs:
            ex = make()
            warm_up(ex, items, theorems)
            n, secs, verdicts = median_run(ex, items, theorems, repeat=args.repeat,
                                           timeout=args.timeout, chunk_size=cs)
            rates[label] = n / secs
            seen[label] = verdicts
            rows.append((set_name, label, n, secs))
            print(f"  {set_name} | {label}: {n} obligations, {secs:.2f} s, {n / secs:.1f}/s",
                  flush=True)
        one, two = rates["local, 1 worker"], rates["local, 2 workers"]
        ratios.append((set_name, "scaling efficiency: rate(local 2) / (2 x rate(local 1))",
                       two / (2 * one)))
        for label, rate in rates.items():
            if label.startswith("Ray"):
                ratios.append((set_name, f"{label} vs local 2 workers", rate / two))
        first = next(iter(seen.values()))
        same = all(v == first for v in seen.values())
        print(f"  verdicts ({'identical for every executor' if same else 'DIFFER'}): {first}")
        if not same:
            print(f"  per executor: {seen}")

    if ray_ex is not None:
        ray_ex.shutdown()

    print("\n| input | executor | obligations | seconds | obligations/s |")
    print("| --- | --- | ---: | ---: | ---: |")
    for set_name, label, n, secs in rows:
        print(f"| {set_name} | {label} | {n} | {secs:.2f} | {n / secs:.1f} |")
    print("\n| input | ratio | value |")
    print("| --- | --- | ---: |")
    for set_name, label, value in ratios:
        print(f"| {set_name} | {label} | {value:.2f} |")

    if not args.no_build:
        b = time_build(args.timeout)
        print("\n| full curated build (local, all cores) | seconds |")
        print("| --- | ---: |")
        print(f"| build() wall time, in process | {b['total']:.2f} |")
        print(f"| of which certify() | {b['certify']:.2f} ({100 * b['certify'] / b['total']:.0f}%) |")
        print(f"| `forminv-lean build --quiet` (new process, imports included) | {b['cli']:.2f} |")


if __name__ == "__main__":
    main()
