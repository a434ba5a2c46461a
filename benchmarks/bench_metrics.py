"""Benchmark: the full analysis suite on a results table of the paper's extended shape.

9 models x 811 items (100 theorems, canonical + 7-8 paraphrase families each), one sample,
2,000 bootstrap resamples over theorems. Target: under 5 s for ``compute_metrics``.

    .venv/bin/python benchmarks/bench_metrics.py [--boot 2000] [--repeat 3]
    .venv/bin/python benchmarks/bench_metrics.py --processes 7 [--baseline PATH]
        [--paper-repo PATH]

``--processes N`` instead measures whole processes, by CPU time (user + system, from
``os.wait4``, so other agents' load changes it little): the default ``forminv-lean
metrics -r table.csv`` (terminal table, 1,000 resamples, per-theorem tests, agreement
summary), ``--format json`` (the full battery), and, side by side, the same commands from
a ``--baseline`` checkout and the paper's own tool on the same table (``--paper-repo``, a
checkout of the FormInv paper's repository; the script of ``bench_startup.py``; also with
``OPENBLAS_NUM_THREADS=1``, as ``metrics`` runs its products). Every checkout is compiled
to bytecode first, as installed. Commands alternate; the median of N runs is printed.

Synthetic answers: each theorem has a difficulty, each family a penalty and each model a
skill, so accuracy, invariance gaps and reversals look like real data (and some answers
are missing, to exercise the coverage path).
"""

from __future__ import annotations

import argparse
import compileall
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

import numpy as np
import pandas as pd

from forminv_lean.analysis.metrics import compute_metrics
from forminv_lean.analysis.table import validate_table
from forminv_lean.analysis.unanimity import audit

FAMILIES = ["syntactic", "quantifier", "passive", "notation", "connective", "order",
            "unpack", "equivalent"]


def synthetic_table(*, n_models: int = 9, n_theorems: int = 100, n_items: int = 811,
                    seed: int = 0) -> pd.DataFrame:
    rng = np.random.default_rng(seed)
    # every theorem has canonical + 7 paraphrases; 11 of them get the 8th family too
    extra = n_items - n_theorems * 8
    rows = []
    skill = rng.normal(1.5, 0.6, n_models)
    penalty = dict(zip(FAMILIES, rng.uniform(0, 0.8, len(FAMILIES)), strict=True))
    for t in range(n_theorems):
        fams = ["canonical"] + FAMILIES[:7] + (FAMILIES[7:] if t < extra else [])
        diff = rng.normal(0, 1.2)
        gt = "TRUE" if rng.random() < 0.85 else "FALSE"
        for m in range(n_models):
            for f in fams:
                logit = skill[m] - diff - (0 if f == "canonical" else penalty[f])
                ok = rng.random() < 1 / (1 + np.exp(-logit))
                missing = rng.random() < 0.01
                verdict = None if missing else (gt if ok else ("FALSE" if gt == "TRUE" else "TRUE"))
                rows.append({"model": f"model-{m}", "item_id": f"thm{t:03d}_{f}",
                             "theorem_id": f"thm{t:03d}", "family": f, "domain": "algebra",
                             "ground_truth": gt, "verdict": verdict,
                             "correct": None if missing else bool(ok), "sample": 0})
    return validate_table(pd.DataFrame(rows))


def cpu(cmd: list[str], env: dict[str, str] | None, cwd: str) -> float:
    """User + system CPU seconds of one fresh process (its children included)."""
    proc = subprocess.Popen(cmd, env=env, cwd=cwd, stdout=subprocess.DEVNULL,
                            stderr=subprocess.PIPE)
    _, status, usage = os.wait4(proc.pid, 0)
    err = proc.stderr.read().decode() if proc.stderr else ""
    if os.waitstatus_to_exitcode(status) != 0:
        raise SystemExit(f"failed: {' '.join(cmd)}\n{err[-2000:]}")
    return usage.ru_utime + usage.ru_stime


def processes(n: int, baseline: Path | None, paper: Path | None) -> None:
    """The side-by-side of whole ``metrics`` processes (see the module docstring)."""
    sys.path.insert(0, str(Path(__file__).resolve().parent))
    from bench_startup import PAPER, plain_table

    here = str(Path(__file__).resolve().parents[1])
    with tempfile.TemporaryDirectory() as tmp:
        csv = Path(tmp) / "answers.csv"
        t = plain_table()
        t.to_csv(csv, index=False)
        cli = [sys.executable, "-m", "forminv_lean", "metrics", "-r", str(csv)]
        runs: dict[str, tuple[list[str], dict[str, str]]] = {}
        for label, root in (("", here), (" [baseline]", str(baseline) if baseline else None)):
            if root is None:
                continue
            env = {**os.environ, "PYTHONPATH": root}
            runs[f"metrics (default table){label}"] = (cli, env)
            runs[f"metrics --format json (full battery){label}"] = (cli + ["--format", "json"],
                                                                  env)
        if paper is not None:
            script = Path(tmp) / "paper_point_metrics.py"
            script.write_text(PAPER)
            runs["the paper's tool (anchor)"] = ([sys.executable, str(script), str(csv)],
                                                 {**os.environ, "PYTHONPATH": str(paper)})
            runs["the paper's tool, OPENBLAS_NUM_THREADS=1"] = (
                [sys.executable, str(script), str(csv)],
                {**os.environ, "PYTHONPATH": str(paper), "OPENBLAS_NUM_THREADS": "1"})
        runs["floor: python -c 'import typer, typer._adapters, numpy'"] = (
            [sys.executable, "-c", "import typer, typer._adapters, numpy"], dict(os.environ))
        runs["floor: python -c 'import numpy.random'"] = (
            [sys.executable, "-c", "import numpy.random"], dict(os.environ))
        # Every side from bytecode, as an installed package runs (with
        # PYTHONDONTWRITEBYTECODE set, a checkout would be compiled in every process).
        for pkg in (Path(here) / "forminv_lean", baseline and baseline / "forminv_lean",
                    paper and paper / "forminv"):
            if pkg:
                compileall.compile_dir(str(pkg), quiet=2, workers=1)
        got: dict[str, list[float]] = {k: [] for k in runs}
        load = os.getloadavg()[0]
        for _ in range(n):
            for name, (cmd, env) in runs.items():
                got[name].append(cpu(cmd, env, tmp))  # outside the tree: -m puts cwd first
        print(f"{t['model'].nunique()} models x {t['item_id'].nunique()} items, {len(t)} rows; "
              f"CPU seconds (user + sys), median of {n} alternating processes "
              f"(load average {load:.1f} at the start, {os.getloadavg()[0]:.1f} at the end)")
        for name, ts in got.items():
            print(f"  {statistics.median(ts):6.3f}  {name}  (min {min(ts):.3f})")


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--boot", type=int, default=2000)
    ap.add_argument("--repeat", type=int, default=3)
    ap.add_argument("--processes", type=int, default=0,
                    help="measure N alternating whole processes instead (CPU time)")
    ap.add_argument("--baseline", type=Path, default=None, help="an earlier checkout")
    ap.add_argument("--paper-repo", type=Path, default=None, help="the paper's repository")
    args = ap.parse_args()
    if args.processes:
        processes(args.processes, args.baseline, args.paper_repo)
        return
    t0 = time.perf_counter()
    table = synthetic_table()
    build = time.perf_counter() - t0
    n_items = table["item_id"].nunique()
    print(f"table: {len(table)} rows, {table['model'].nunique()} models, {n_items} items, "
          f"{table['theorem_id'].nunique()} theorems (built in {build:.2f} s)")
    compute_metrics(table, bootstrap=10)  # warm imports and caches
    times, audit_times = [], []
    for r in range(args.repeat):
        t0 = time.perf_counter()
        res = compute_metrics(table, bootstrap=args.boot, seed=r)
        times.append(time.perf_counter() - t0)
        t0 = time.perf_counter()
        audit(table, threshold="6/9")
        audit_times.append(time.perf_counter() - t0)
    print(f"compute_metrics ({args.boot} resamples): median {statistics.median(times):.2f} s "
          f"(runs: {', '.join(f'{t:.2f}' for t in times)})")
    print(f"audit (6/9, leave-one-model-out): median {statistics.median(audit_times):.2f} s")
    print(f"reversals: {len(res.agreement['reversals'])} model pairs; tests: "
          f"{int(res.tests['significant'].sum())} significant theorems")
    target = 5.0
    if statistics.median(times) < target:
        print("OK: under target")
    else:
        print(f"SLOW: over the {target:.0f} s target")
        raise SystemExit(1)


if __name__ == "__main__":
    main()
