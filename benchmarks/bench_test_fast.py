"""Benchmark: how long the fast test loop (`make test-fast`, i.e. `pytest -m "not slow"`) takes.

    .venv/bin/python benchmarks/bench_test_fast.py [--repeat 1]

Prints, per run, the wall time, the CPU time of pytest and its children, the machine's load
average at the start, and how many tests ran. Issue #17's target is a fast loop under 60 s;
the load average says how far a figure is from an idle machine's (2 cores here).
"""

from __future__ import annotations

import argparse
import os
import re
import resource
import subprocess
import sys
import time
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]


def run_once() -> tuple[float, float, float, str]:
    """One `pytest -q -m "not slow"` in a fresh process: (wall s, CPU s, load, summary)."""
    load = os.getloadavg()[0]
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    t0 = time.perf_counter()
    r = subprocess.run([sys.executable, "-m", "pytest", "-q", "-m", "not slow",
                        "-p", "no:cacheprovider"], cwd=REPO, capture_output=True, text=True)
    wall = time.perf_counter() - t0
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    cpu = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
    lines = [ln for ln in r.stdout.splitlines() if re.search(r"\d+ passed", ln)]
    summary = lines[-1].strip("= ") if lines else f"pytest exited {r.returncode}"
    if r.returncode != 0:
        summary += f" (exit {r.returncode})"
    return wall, cpu, load, summary


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--repeat", type=int, default=1, help="how many runs (default 1)")
    args = ap.parse_args()
    for i in range(args.repeat):
        wall, cpu, load, summary = run_once()
        print(f"run {i + 1}: wall {wall:.1f} s, CPU {cpu:.1f} s, load at start {load:.2f}: "
              f"{summary}")


if __name__ == "__main__":
    main()
