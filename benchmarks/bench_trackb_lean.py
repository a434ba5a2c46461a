"""Track B's Lean modules against Mathlib's name index and import graph (issue #24 item 6).

Runs the name checker (`forminv_lean.certify.lean_idents`) over every generated module of a
build's Lean root and prints how many modules are clean and, per defect class, how many
modules have it, then the most common findings. No Lean runs: what the checker verifies is
that every identifier of each statement is a binder, a keyword, a listed core name, or a
Mathlib declaration the module imports (transitively) and Lean's name resolution reaches, with
notations in scope and no `_`, `sorry`, `admit` or `axiom`.

    python benchmarks/bench_trackb_lean.py OUT/lean [--json counts.json] [--top 20]
"""

from __future__ import annotations

import argparse
import collections
import json
import sys
from pathlib import Path


def main(argv: list[str] | None = None) -> int:
    from forminv_lean.certify.lean_idents import check_files, iter_modules, load_names

    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("lean_root", type=Path)
    ap.add_argument("--index", default=None, help="the shared Mathlib data folder")
    ap.add_argument("--json", type=Path, default=None, help="write the summary here")
    ap.add_argument("--top", type=int, default=20)
    args = ap.parse_args(argv)
    names = load_names(args.index)
    if names is None:
        print("error: the Mathlib name index and import graph were not found "
              "(set FORMINV_MATHLIB_INDEX or pass --index)", file=sys.stderr)
        return 2
    modules = list(iter_modules(args.lean_root))
    summary = check_files(modules, names)
    print(f"modules: {summary.modules}, clean: {summary.clean}")
    shape = _shape(modules)
    for what, n in shape.items():
        print(f"  ({what}: {n} modules)")
    for reason, n in sorted(summary.by_reason.items(), key=lambda kv: -kv[1]):
        print(f"  {reason}: {n} modules")
    common = collections.Counter(f for fs in summary.findings.values() for f in fs)
    for finding, n in common.most_common(args.top):
        print(f"  {n:5d}  {finding}")
    if args.json is not None:
        args.json.write_text(json.dumps({**summary.as_json(), "shape": shape},
                                        ensure_ascii=False, indent=1) + "\n", encoding="utf-8")
    return 0


def _shape(modules: list[Path]) -> dict[str, int]:
    """How the modules are laid out (not defects by themselves): the whole of Mathlib
    imported, no import at all, names resolved through the file's `namespace`/plain `open`
    lines, a `variable` line."""
    from forminv_lean.certify.lean_idents import read_module

    out = collections.Counter()
    for p in modules:
        text = p.read_text(encoding="utf-8")
        h = read_module(text)
        out["import Mathlib (whole)"] += h.imports == ("Mathlib",)
        out["no import"] += not h.imports
        out["enters a file namespace"] += h.namespace != "FormInvProofs.Generated." + p.parent.name
        out["plain open (names)"] += bool(h.opens)
        out["variable line"] += any(ln.startswith("variable") for ln in text.split("\n"))
    return dict(out)


if __name__ == "__main__":
    raise SystemExit(main())
