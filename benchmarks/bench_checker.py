"""Checker throughput over the test corpus on all cores.

Prints the median and p95 time per pair (each pair timed inside its worker, solver queries
included), and pairs/second for the whole corpus through `check_many`.

    python benchmarks/bench_checker.py [--workers 2] [--repeat 1] [--timeout 2.0]
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import time
from collections import Counter
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path

CORPUS = Path(__file__).resolve().parents[1] / "tests" / "formal" / "data" / "check_corpus.jsonl"


def _timed(args: tuple[str, str, str, float]) -> tuple[float, str]:
    from forminv_lean.formal import check

    p, q, level, timeout = args
    t = time.perf_counter()
    r = check(p, q, level=level, timeout=timeout)
    return time.perf_counter() - t, r.verdict


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("--workers", type=int, default=os.cpu_count() or 2)
    ap.add_argument("--repeat", type=int, default=1)
    ap.add_argument("--timeout", type=float, default=2.0)
    a = ap.parse_args()
    rows = [json.loads(x) for x in CORPUS.read_text("utf-8").splitlines() if x.strip()]
    jobs = [(r["p"], r["q"], r.get("level", "theory"), a.timeout) for r in rows] * a.repeat

    with ProcessPoolExecutor(max_workers=a.workers) as ex:
        t0 = time.perf_counter()
        out = list(ex.map(_timed, jobs))
        wall_pool = time.perf_counter() - t0
    times = sorted(t for t, _ in out)
    verdicts = Counter(v for _, v in out)

    from forminv_lean.formal import check_many

    pairs = [(f"{i}", p, q, {"level": lvl}) for i, (p, q, lvl, _) in enumerate(jobs)]
    t0 = time.perf_counter()
    n = sum(1 for _ in check_many(pairs, workers=a.workers, timeout=a.timeout))
    wall_many = time.perf_counter() - t0

    p95 = times[min(len(times) - 1, int(round(0.95 * (len(times) - 1))))]
    print(f"pairs: {len(jobs)} ({len(rows)} corpus pairs x {a.repeat}), workers: {a.workers}, "
          f"timeout: {a.timeout} s")
    print(f"per pair: median {statistics.median(times) * 1000:.1f} ms, p95 {p95 * 1000:.1f} ms, "
          f"max {times[-1] * 1000:.0f} ms")
    print(f"process pool: {wall_pool:.1f} s wall, {len(jobs) / wall_pool:.1f} pairs/s")
    print(f"check_many:   {wall_many:.1f} s wall, {n / wall_many:.1f} pairs/s")
    print("verdicts: " + ", ".join(f"{k}={v}" for k, v in sorted(verdicts.items())))


if __name__ == "__main__":
    main()
