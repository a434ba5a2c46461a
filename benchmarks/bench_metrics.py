"""Benchmark: the full analysis suite on a results table of the paper's extended shape.

9 models x 811 items (100 theorems, canonical + 7-8 paraphrase families each), one sample,
2,000 bootstrap resamples over theorems. Target: under 5 s for ``compute_metrics``.

    .venv/bin/python benchmarks/bench_metrics.py [--boot 2000] [--repeat 3]

Synthetic answers: each theorem has a difficulty, each family a penalty and each model a
skill, so accuracy, invariance gaps and reversals look like real data (and some answers
are missing, to exercise the coverage path).
"""

from __future__ import annotations

import argparse
import statistics
import time

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


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--boot", type=int, default=2000)
    ap.add_argument("--repeat", type=int, default=3)
    args = ap.parse_args()
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
