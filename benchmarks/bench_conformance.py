"""Conformance against what Lean has checked: Mathlib's theorems, rendered and decided.

    PYTHONPATH=. .venv/bin/python benchmarks/bench_conformance.py [--sample 2000] [--seed 0]
        [--timeout 5] [--check-timeout 1] [--workers 1] [--index DIR] [--out report.json]

Every theorem of Mathlib v4.19.0 is true in Lean (`../shared/external/mathlib/`). Each one of
a seeded sample (`--sample 0`: all) is rendered by the formalise stage and the rendering is
decided by the checker (`formal.checker.decide`): proved / refuted / unknown / unsupported
(rendering refused: not rendered). A refutation is a defect of the renderer, the elaborator or
the evaluator, never of Mathlib: the report lists each with its rendering and counterexample.
Each decision runs in a worker process killed after `--timeout` seconds (`timeout`), so one
statement never stops the run; `--workers N` runs N of them (this machine: 1).
"""

from __future__ import annotations

import argparse
import json
import multiprocessing as mp
import sys
import time
from collections import Counter
from pathlib import Path
from typing import Any

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO))
sys.path.insert(0, str(REPO / "benchmarks"))

from bench_trackb_coverage import DATA, load_theorems, use_index  # noqa: E402


def run(theorems: list[Any], *, timeout: float, check_timeout: float,
        progress: bool = False) -> dict[str, Any]:
    """Render and decide each theorem; the counts and the refutations."""
    from forminv_lean.formalise import render_theorem

    verdicts: Counter[str] = Counter()
    refusals: Counter[str] = Counter()
    refuted: list[dict[str, Any]] = []
    errors: list[dict[str, Any]] = []
    from forminv_lean.formalise.conformance import Decider

    dec = Decider(check_timeout)
    t0 = time.perf_counter()
    try:
        for i, th in enumerate(theorems, start=1):
            res = render_theorem(th)
            if res.formal is None:
                verdicts["not rendered"] += 1
                refusals[(res.reason or "?")[:70]] += 1
                continue
            verdict, method, reason, cex = dec.decide(res.formal, timeout)
            verdicts[verdict] += 1
            row = {"name": th.mathlib_name, "lean": th.lean_statement, "formal": res.formal,
                   "method": method, "reason": reason, "counterexample": cex,
                   "context": th.provenance.context}
            if verdict == "refuted":
                refuted.append(row)
            elif verdict == "internal_error":
                errors.append(row)
            if progress and i % 100 == 0:
                print(f"{i}/{len(theorems)} {dict(verdicts)}", file=sys.stderr, flush=True)
    finally:
        dec.close()
    elapsed = time.perf_counter() - t0
    rendered = sum(v for k, v in verdicts.items() if k != "not rendered")
    return {"theorems": len(theorems), "rendered": rendered,
            "verdicts": dict(verdicts.most_common()), "elapsed_s": round(elapsed, 1),
            "per_theorem_ms": round(1000 * elapsed / max(len(theorems), 1), 1),
            "top_refusals": dict(refusals.most_common(10)),
            "refuted": refuted, "internal_errors": errors}


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--data", type=Path, default=DATA)
    ap.add_argument("--sample", type=int, default=2000, help="rows drawn (0: all)")
    ap.add_argument("--seed", type=int, default=0)
    ap.add_argument("--timeout", type=float, default=5.0, help="hard limit per theorem (s)")
    ap.add_argument("--check-timeout", type=float, default=1.0, help="the checker's timeout")
    ap.add_argument("--workers", type=int, default=1,
                    help="decider processes (the sample is split between them)")
    ap.add_argument("--out", type=Path, default=None)
    ap.add_argument("--module", default="",
                    help="keep only theorems whose module starts with this (after sampling), "
                    "e.g. Mathlib.CategoryTheory")
    ap.add_argument("--index", type=Path, default=None,
                    help="name index folder to resolve against (default: the shared one)")
    args = ap.parse_args()
    index_info = use_index(args.index)
    theorems, declarations = load_theorems(args.data, args.sample, args.seed)
    if args.module:
        theorems = [t for t in theorems if t.provenance.module.startswith(args.module)]
    if args.workers > 1:
        from concurrent.futures import ProcessPoolExecutor

        chunks = [theorems[i::args.workers] for i in range(args.workers)]
        with ProcessPoolExecutor(args.workers, mp_context=mp.get_context("fork")) as ex:
            parts = list(ex.map(_run_chunk, chunks, [args.timeout] * len(chunks),
                                [args.check_timeout] * len(chunks)))
        report = _merge(parts)
    else:
        report = run(theorems, timeout=args.timeout, check_timeout=args.check_timeout,
                     progress=True)
    report = {"sample": args.sample or "all", "seed": args.seed, "declarations": declarations,
              **({"module": args.module} if args.module else {}), **index_info,
              "timeout_s": args.timeout, "check_timeout_s": args.check_timeout,
              "workers": args.workers, **report}
    text = json.dumps(report, indent=2, ensure_ascii=False)
    summary = {k: v for k, v in report.items() if k not in ("refuted", "internal_errors")}
    print(json.dumps(summary, indent=2, ensure_ascii=False))
    for r in report["refuted"]:
        print(f"REFUTED {r['name']}: {r['formal']}  cex={r['counterexample']}")
    if args.out:
        args.out.write_text(text + "\n", encoding="utf-8")


def _run_chunk(chunk: list[Any], timeout: float, check_timeout: float) -> dict[str, Any]:
    return run(chunk, timeout=timeout, check_timeout=check_timeout)


def _merge(parts: list[dict[str, Any]]) -> dict[str, Any]:
    verdicts: Counter[str] = Counter()
    refusals: Counter[str] = Counter()
    for p in parts:
        verdicts.update(p["verdicts"])
        refusals.update(p["top_refusals"])
    n = sum(p["theorems"] for p in parts)
    elapsed = max(p["elapsed_s"] for p in parts)
    return {"theorems": n, "rendered": sum(p["rendered"] for p in parts),
            "verdicts": dict(verdicts.most_common()), "elapsed_s": elapsed,
            "per_theorem_ms": round(1000 * elapsed / max(n, 1), 1),
            "top_refusals": dict(refusals.most_common(10)),
            "refuted": [r for p in parts for r in p["refuted"]],
            "internal_errors": [r for p in parts for r in p["internal_errors"]]}


if __name__ == "__main__":
    main()
