"""Raw Lean in the realiser's English over a seeded sample of the real corpus, and the
constants behind it, ranked (what the lexicon should word next).

    PYTHONPATH=. .venv/bin/python benchmarks/bench_raw_lean.py [--sample 3000] [--seed 1]
        [--data ../shared/external/mathlib] [--top 60] [--out raw.json]

Renders the sample as `bench_trackb_coverage.py` does (same loader), realises each rendered
formula's canonical question, and counts (a) the share of questions that show raw Lean
(`certify.quality.raw_lean`), of all realised and of those the reader reads back, and (b) the
head of each raw span (the constant, or the piece, it starts with), ranked by the number of
questions it occurs in, with the number where it is the only one (wording it clears the
question) and an example span each. Prints a JSON report.
"""

from __future__ import annotations

import argparse
import json
import re
import sys
import time
from collections import Counter
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent))

from bench_trackb_coverage import DATA, load_theorems  # noqa: E402

#: The head of a raw span: a (dotted) identifier, else the first non-blank run of symbols.
_HEAD = re.compile(r"[^\W\d][\w'.!?₀-₉]*|\S+")


def span_head(span: str) -> str:
    """The constant a raw span starts with (`ContinuousLinearMap` of `ContinuousLinearMap 𝕜 E
    F`), or its first piece when it starts with none (`(a`, `∀`)."""
    m = _HEAD.search(span.lstrip("(↑"))
    return m.group().rstrip(".") if m else span


def measure(theorems: list[Any]) -> dict[str, Any]:
    """Realise each rendered theorem's canonical and count the raw Lean it shows."""
    from forminv_lean.certify.quality import RAW_LEAN, raw_lean
    from forminv_lean.families.common import _parse, realised_canonical
    from forminv_lean.formalise import render_theorem
    from forminv_lean.informalise import question

    rendered = realised = raw = read_back = raw_read = 0
    heads: Counter[str] = Counter()
    sole: Counter[str] = Counter()   # the only raw head of its question: wording it clears it
    example: dict[str, str] = {}
    for th in theorems:
        try:
            formal = render_theorem(th).formal
            expr = _parse(formal) if formal else None
            if expr is None:
                continue
            rendered += 1
            q = question(expr)
        except Exception:   # noqa: BLE001 - a crash is not this benchmark's measure
            continue
        realised += 1
        shows = raw_lean(q)
        raw += bool(shows)
        back = realised_canonical(formal) is not None
        read_back += back
        raw_read += back and bool(shows)
        spans = [m.group()[1:-1] for m in RAW_LEAN.finditer(q)] or shows
        found = {span_head(s) for s in spans}
        if len(found) == 1:
            sole[next(iter(found))] += 1
        for h in found:
            heads[h] += 1
            example.setdefault(h, f"{th.mathlib_name}: {next(s for s in spans if span_head(s) == h)}")
    return {"rendered": rendered, "realised": realised, "raw": raw,
            "raw_share": round(raw / max(realised, 1), 4), "read_back": read_back,
            "raw_read_back": raw_read, "raw_read_back_share": round(raw_read / max(read_back, 1), 4),
            "heads": [{"head": h, "questions": n, "sole": sole[h], "example": example[h]}
                      for h, n in heads.most_common()]}


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--data", type=Path, default=DATA)
    ap.add_argument("--sample", type=int, default=3000, help="rows drawn (0: all)")
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--top", type=int, default=60, help="heads printed")
    ap.add_argument("--out", type=Path, default=None, help="write the full report here")
    args = ap.parse_args()
    t0 = time.perf_counter()
    theorems, _ = load_theorems(args.data, args.sample, args.seed)
    report = {"sample": args.sample, "seed": args.seed, **measure(theorems),
              "seconds": round(time.perf_counter() - t0, 1)}
    if args.out:
        args.out.write_text(json.dumps(report, indent=1, ensure_ascii=False), encoding="utf-8")
    report["heads"] = report["heads"][:args.top]
    print(json.dumps(report, indent=1, ensure_ascii=False))


if __name__ == "__main__":
    main()
