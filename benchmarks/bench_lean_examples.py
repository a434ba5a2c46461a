"""Conformance against Lean's own test facts: the `example`s of Mathlib's test files.

Every `example` in `MathlibTest/*.lean` that compiles without `sorry` and outside a
`#guard_msgs` block (which may record an expected failure) is a statement Lean has checked:
casts, division, `ZMod`, `Fin`, numerals at many types. Each one is rendered in its file's
context (the `variable`, `open` and `namespace` lines before it, as Track B renders a
declaration), decided by the checker, and a refutation is a defect of the renderer, the
elaborator or the evaluator, never of Lean. Prints counts by verdict and every refuted
example; exit status 1 if any was refuted.

Reads a Mathlib source tree (`--mathlib DIR`, e.g. `.lake/packages/mathlib`) or a git
repository at a revision (`--git DIR --rev v4.19.0`). Nothing is copied anywhere.

    python benchmarks/bench_lean_examples.py --git /path/to/mathlib4.git --rev v4.19.0
    python benchmarks/bench_lean_examples.py --mathlib .lake/packages/mathlib --timeout 1
"""

from __future__ import annotations

import argparse
import collections
import re
import subprocess
import sys
import time
from collections.abc import Iterator
from dataclasses import replace
from pathlib import Path

TOP = re.compile(r"^\S")


def _files(args: argparse.Namespace) -> Iterator[tuple[str, str]]:
    if args.mathlib:
        for p in sorted(Path(args.mathlib, "MathlibTest").rglob("*.lean")):
            yield str(p), p.read_text(encoding="utf-8")
        return
    names = subprocess.run(["git", "-C", args.git, "ls-tree", "-r", "--name-only", args.rev,
                            "--", "MathlibTest"], capture_output=True, text=True,
                           check=True).stdout.split()
    for n in sorted(names):
        if n.endswith(".lean"):
            yield n, subprocess.run(["git", "-C", args.git, "show", f"{args.rev}:{n}"],
                                    capture_output=True, text=True, check=True).stdout


def blank_comments(text: str) -> str:
    """`text` with its comments (nested `/- -/` blocks, `--` lines) blanked, newlines kept, so
    line numbers stay right and a commented-out example is not read."""
    out: list[str] = []
    depth, i = 0, 0
    while i < len(text):
        if text.startswith("/-", i):
            depth, i = depth + 1, i + 2
            out.append("  ")
        elif depth and text.startswith("-/", i):
            depth, i = depth - 1, i + 2
            out.append("  ")
        elif not depth and text.startswith("--", i):
            j = text.find("\n", i)
            j = len(text) if j < 0 else j
            out.append(" " * (j - i))
            i = j
        else:
            out.append(text[i] if not depth or text[i] == "\n" else " ")
            i += 1
    return "".join(out)


_PROP = re.compile(r"[=≠<>≤≥∧∨¬∣∈∉⊆→↔]")


def hidden_variables(ctx: object, formal: str) -> bool:
    """Unlike a theorem, an `example` takes every `variable` its *proof* uses (`variable (h :
    p ∧ q)` used by `tauto`, `[Module K V]` used by `linear_combination`), which its header
    does not show. True when the context has a hypothesis or instance binder the rendering
    does not carry: the rendering may then be weaker than what Lean checked."""
    for b in ctx.variables:  # type: ignore[attr-defined]
        if b.type is None:
            continue
        hypothesis = b.kind == "instance" or _PROP.search(b.type) is not None
        if hypothesis and " ".join(b.type.split()) not in formal:
            return True
    return False


def examples(text: str) -> Iterator[tuple[int, str, str]]:
    """(line, the example's header up to its proof, the file's text before it) for every
    top-level `example` proved without `sorry` (or an axiom the file declares) and not under
    `#guard_msgs`."""
    lines = blank_comments(text).split("\n")
    # a test file may declare its own `sorry` (`private axiom test_sorry : ∀ {α}, α`): an
    # example that uses it proves nothing
    axioms = re.findall(r"^(?:private\s+)?axiom\s+([^\s:({\[]+)", text, flags=re.M)
    unproved = re.compile(r"\b(?:sorry|admit" + "".join(f"|{re.escape(a)}" for a in axioms)
                          + r")\b")
    i = 0
    while i < len(lines):
        if not lines[i].startswith("example"):
            i += 1
            continue
        j = i + 1
        while j < len(lines) and not TOP.match(lines[j]):
            j += 1
        block = "\n".join(lines[i:j])
        prev = next((ln for ln in reversed(lines[:i]) if ln.strip()), "")
        if not unproved.search(block) and "#guard_msgs" not in prev \
                and "fail_if_success" not in block:
            yield i + 1, block, "\n".join(lines[:i])
        i = j


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    src = ap.add_mutually_exclusive_group(required=True)
    src.add_argument("--mathlib", help="a Mathlib source tree (holds MathlibTest/)")
    src.add_argument("--git", help="a Mathlib git repository")
    ap.add_argument("--rev", default="v4.19.0")
    ap.add_argument("--timeout", type=float, default=1.0, help="seconds per decision")
    args = ap.parse_args()

    from forminv_lean.errors import InputError
    from forminv_lean.extract.lean_decl import parse_decl
    from forminv_lean.formal import decide
    from forminv_lean.formalise.context import LeanContext
    from forminv_lean.formalise.render import signature_to_formal

    counts: collections.Counter[str] = collections.Counter()
    refused: collections.Counter[str] = collections.Counter()
    refuted: list[str] = []
    start = time.monotonic()
    for path, text in _files(args):
        for line, block, before in examples(text):
            counts["examples"] += 1
            try:
                decl = replace(parse_decl(block), name=f"example_{line}")
            except InputError:
                counts["header not parsed"] += 1
                continue
            ctx = LeanContext.scan(before)
            res = signature_to_formal(decl, ctx)
            if res.formal is not None and hidden_variables(ctx, res.formal):
                counts["uses variables its header does not show"] += 1
                continue
            if res.formal is None:
                counts["not rendered"] += 1
                refused[(res.reason or "?").split(":", 1)[-1].strip()[:40]] += 1
                continue
            d = decide(res.formal, timeout=args.timeout)
            counts[d.verdict] += 1
            if d.verdict == "refuted":
                refuted.append(f"{path}:{line}: {res.formal}  [{d.method}: {d.reason}]")
    took = time.monotonic() - start
    print(f"MathlibTest examples ({args.rev if args.git else args.mathlib}): "
          + ", ".join(f"{k} {v}" for k, v in counts.most_common()) + f"; {took:.0f} s")
    print("top refusals: " + ", ".join(f"{k} {v}" for k, v in refused.most_common(10)))
    for r in refuted:
        print("REFUTED", r)
    return 1 if refuted else 0


if __name__ == "__main__":
    sys.exit(main())
