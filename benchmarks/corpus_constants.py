"""Which Mathlib constants occur most across the whole corpus (issue #24 item 4).

Reads `theorems-v4.19.0.jsonl.gz` (every theorem header of Mathlib v4.19.0) and the name index
`declarations.jsonl.gz` from `../shared/external/mathlib/` (or `--corpus DIR`) and prints, for
the most frequent constants, how many statements use them and whether the lexicon
(`extract/lexicon.toml`) words them. A token counts as a constant when it is a declaration of
the index (a `def`/`structure`/`class`/… name, full or by its last component); `s.card` counts
as the field `.card`. Bound-variable names (one or two letters, with subscripts or primes) are
left out.

    .venv/bin/python benchmarks/corpus_constants.py [--top 150]
"""

from __future__ import annotations

import argparse
import gzip
import json
import re
from collections import Counter, defaultdict
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
CORPUS = REPO.parent / "shared" / "external" / "mathlib"
KINDS = {"def", "abbrev", "structure", "class", "inductive", "opaque", "instance", "axiom",
         "class inductive"}
IDENT = re.compile(r"(?<![\w.'])(\.?[A-Za-z_][\w'!?₀-₉]*(?:\.[A-Za-z_][\w'!?₀-₉]*)*)")
VARIABLE = re.compile(r"[A-Za-z]{1,2}[₀-₉'0-9]*|then|else|fun|by|at|in|with|if")


def count(corpus: Path) -> tuple[int, Counter[str]]:
    """(statements read, statements using each constant)."""
    decls = set()
    with gzip.open(corpus / "declarations.jsonl.gz", "rt", encoding="utf-8") as f:
        for line in f:
            d = json.loads(line)
            if d["kind"] in KINDS:
                decls.add(d["name"])
    last: dict[str, set[str]] = defaultdict(set)
    for n in decls:
        last[n.rsplit(".", 1)[-1]].add(n)
    uses: Counter[str] = Counter()
    n = 0
    with gzip.open(corpus / "theorems-v4.19.0.jsonl.gz", "rt", encoding="utf-8") as f:
        for line in f:
            statement = json.loads(line).get("statement") or ""
            n += 1
            seen: set[str] = set()
            for tok in IDENT.findall(statement):
                tok = tok.lstrip(".")
                parts = tok.split(".")
                if VARIABLE.fullmatch(tok):
                    continue
                if tok in decls:
                    seen.add(tok)
                elif len(parts) > 1 and parts[0][:1].islower():
                    seen.add("." + parts[-1])          # dot notation: the field
                elif parts[-1] in last:
                    seen.add(parts[-1])
            uses.update(seen)
    return n, uses


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--corpus", type=Path, default=CORPUS)
    ap.add_argument("--top", type=int, default=150)
    args = ap.parse_args()
    n, uses = count(args.corpus)
    from forminv_lean.informalise.lexicon import read_tables

    names = {e["name"] for e in read_tables()["entry"]}
    tails = {x.rsplit(".", 1)[-1] for x in names}
    top = uses.most_common(args.top)
    worded = sum(c.lstrip(".") in names or c.lstrip(".").rsplit(".", 1)[-1] in tails
                 for c, _ in top)
    print(f"{n} statements; of the top {len(top)} constants, {worded} have a lexicon entry")
    for c, k in top:
        mark = "*" if c.lstrip(".") in names or c.lstrip(".").rsplit(".", 1)[-1] in tails else ""
        print(f"{k:7d}  {c}{mark}")


if __name__ == "__main__":
    main()
