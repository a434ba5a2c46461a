"""Track B coverage over Mathlib v4.19.0: rendered share and refusals by reason.

    PYTHONPATH=. .venv/bin/python benchmarks/bench_trackb_coverage.py [--sample 2000] [--seed 0]
        [--data ../shared/external/mathlib] [--index DIR] [--out coverage.json]

Reads the corpus's ntp-toolkit rows (`ntp-training-data-v4.19.0.jsonl.gz`) exactly as
`extract --source ntp-mathlib --path` does (deduplicated, scored; only suitable theorems, the
ones `build` would take), draws a seeded sample (all of them with `--sample 0`), renders each
with `formalise.render_theorem` and counts rendered theorems and refusal reasons. A crash on
one declaration is counted as `internal error` and never stops the run. Prints a JSON report.
"""

from __future__ import annotations

import argparse
import json
import os
import sys
import time
from collections import Counter
from pathlib import Path
from typing import Any

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO))

# The corpus sits beside the repository (`../shared/external/mathlib`; from a worktree under
# `wt/NAME`, two levels up); FORMINV_MATHLIB overrides.
DATA = next((p for p in (REPO.parent / "shared" / "external" / "mathlib",
                         REPO.parents[1] / "shared" / "external" / "mathlib") if p.is_dir()),
            REPO.parent / "shared" / "external" / "mathlib")
if os.environ.get("FORMINV_MATHLIB"):
    DATA = Path(os.environ["FORMINV_MATHLIB"])


def load_theorems(data: Path, sample: int, seed: int) -> tuple[list[Any], int]:
    """The suitable theorems of the corpus (a seeded sample of `sample` rows, or all when 0)."""
    from forminv_lean.extract.ntp_mathlib import corpus_theorems

    return corpus_theorems(data / "ntp-training-data-v4.19.0.jsonl.gz", sample=sample, seed=seed)


def use_index(folder: Path | None) -> dict[str, Any]:
    """Render with the name index in `folder` (as `formalise --mathlib-index` does: one
    `index_scan` built from a user's Mathlib, with the signatures it read), not the shared
    one; what the report says about it."""
    if folder is None:
        return {}
    from forminv_lean.formalise.name_index import INDEX_ENV, load_index

    os.environ[INDEX_ENV] = str(folder.resolve())
    idx = load_index()
    if idx is None:
        raise SystemExit(f"no name index in {folder}")
    return {"index": str(folder), "scanned_signatures": len(idx.signatures)}


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--data", type=Path, default=DATA)
    ap.add_argument("--sample", type=int, default=2000, help="rows drawn (0: all)")
    ap.add_argument("--seed", type=int, default=0)
    ap.add_argument("--out", type=Path, default=None, help="also write the report here")
    ap.add_argument("--examples", type=int, default=0, help="print N renderings")
    ap.add_argument("--index", type=Path, default=None,
                    help="name index folder to resolve against (default: the shared one)")
    args = ap.parse_args()
    index_info = use_index(args.index)
    from forminv_lean.formalise import render_theorem

    t0 = time.perf_counter()
    theorems, declarations = load_theorems(args.data, args.sample, args.seed)
    t_load = time.perf_counter() - t0
    reasons: Counter[str] = Counter()
    ok = 0
    shown = 0
    t1 = time.perf_counter()
    for th in theorems:
        try:
            res = render_theorem(th)
            formal, reason = res.formal, res.reason
        except Exception as exc:  # counted, never fatal: one declaration never stops a run
            formal, reason = None, f"internal error ({type(exc).__name__})"
        if formal is not None:
            ok += 1
            if shown < args.examples:
                shown += 1
                print(f"{th.mathlib_name}: {th.lean_statement}\n    => {formal}", file=sys.stderr)
        else:
            reasons[_bucket(reason or "?")] += 1
    t_render = time.perf_counter() - t1
    n = len(theorems)
    report = {
        "sample": args.sample or "all", "seed": args.seed, "declarations": declarations,
        **index_info, "suitable": n, "rendered": ok, "rendered_share": round(ok / n, 4) if n else 0.0,
        "refused": n - ok, "load_s": round(t_load, 1), "render_s": round(t_render, 1),
        "theorems_per_s": round(n / t_render, 1) if t_render else None,
        "top_refusals": dict(reasons.most_common(25)),
    }
    text = json.dumps(report, indent=2, ensure_ascii=False)
    print(text)
    if args.out:
        args.out.write_text(text + "\n", encoding="utf-8")


def _bucket(reason: str) -> str:
    """A refusal reason without its per-declaration detail beyond the first symbol."""
    return reason if len(reason) <= 80 else reason[:77] + "..."


if __name__ == "__main__":
    main()
