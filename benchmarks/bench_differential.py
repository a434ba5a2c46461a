"""Differential run of the checker against exact evaluation, at scale (issue #11, item 3).

Generates seeded pairs (true rewrites, mutants, same-shape and random pairs, `b = 0 ∨ C`
wraps, curated mutants/rewrites, type classes, and the focused kinds: quantifier
alternations, sets over ℕ/ℤ, rational existentials, expected types) and closed statements,
checks the pairs through `forminv_lean.formal.check_many` and decides the statements, and
judges every verdict with the oracle of tests/formal/gen/oracle.py. Prints pairs run,
verdict counts, false certifications, false refutations, false decisions, elaboration
mismatches and the time; the first findings of each kind are shrunk and shown.

Opaque pairs (issue #15: Mathlib symbols kept uninterpreted, opaque sorts, function
variables; tests/formal/gen/opaque.py) run as a separate stream (`--opaque N`), judged
against random and defined interpretations (tests/formal/gen/oracle_opaque.py): false
certifications (an interpretation makes P and Q differ) and refutations by abstraction (an
interpretation makes them agree) are counted apart.

Dependent pairs (types that mention a ℕ variable: `ZMod n`, `Fin n`, `Fin (n + 1)`;
tests/formal/gen/dependent.py) run as a third stream (`--dependent N`), judged by exact
evaluation under Mathlib's sizes and 16 seeded size interpretations: false certifications
(some interpretation makes P and Q differ), false refutations (Mathlib's makes them agree),
refutations by abstraction, checks that raised.

Construct pairs (issue #23: `∃!` with nested/dotted/reused names, big operators and list
literals under expected types, numerals at `ZMod`/`Fin`/`ℝ≥0`/`Foo`, applied lambdas, the
undeclared `Foo.f` over ℕ subtraction; tests/formal/gen/cx_streams.py) run as a fourth stream
(`--constructs N`, round robin over `--construct-streams`), judged by their own reference
meaning under every reading (tests/formal/gen/cx_run.py): false certifications, false
vacuous equivalences, pointwise contradictions, wrong vacuity reasons, false refutations,
crashes; the first findings of each (kind, stream) are shrunk over the recorded choices and
appended to `--construct-findings` (markdown lines) when given.

    python benchmarks/bench_differential.py [--pairs 20000] [--statements 2000]
        [--opaque 2000] [--dependent 2000] [--constructs 2000] [--workers 2] [--timeout 0.5]
        [--seed bench] [--shrink 3] [--findings out.jsonl] [--construct-findings out.md]

    e.g. only the dependent stream:
    python benchmarks/bench_differential.py --pairs 0 --statements 0 --opaque 0 --dependent 3000

    e.g. only the construct streams (or some of them):
    python benchmarks/bench_differential.py --pairs 0 --statements 0 --opaque 0 --dependent 0 \
        --constructs 2000 [--construct-streams exists_unique,lambda]
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from collections import Counter
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "tests" / "formal"))

from gen import cx_run as CX  # noqa: E402
from gen import dependent as DG  # noqa: E402
from gen.oracle import Oracle  # noqa: E402
from gen.run import (  # noqa: E402
    FAILING,
    Report,
    check_opaque_pairs,
    check_pairs,
    collect_elaboration,
    decide_statements,
    seeded_opaque_pairs,
    seeded_pairs,
    seeded_statements,
    shrink_finding,
)

GROUPS = {
    "false certifications (equivalent, certified)": ("false_certification",),
    "false equivalences (equivalent, vacuous)": ("false_vacuous",),
    "pointwise contradictions": ("pointwise_contradiction",),
    "false refutations": ("false_refutation",),
    "false decisions (decide)": ("false_proof", "false_disproof"),
    "renderings read unlike Lean": ("elaboration",),
    "exact evaluator wrong (vs reference encoding)": ("evaluator",),
    "wrong reasons (verdict stands)": ("wrong_reason",),
    "oracle errors (bugs in the tests)": ("oracle_error",),
}
OPAQUE_GROUPS = {
    "opaque false certifications (an interpretation makes P, Q differ)": (
        "false_certification",),
    "opaque false equivalences (vacuous)": ("false_vacuous",),
    "opaque refutations by abstraction (an interpretation makes P, Q agree)": (
        "refutation_by_abstraction",),
    "opaque rewrites that differ (bugs in the tests)": ("generator",),
    "opaque oracle errors (bugs in the tests)": ("oracle_error",),
}
DEPENDENT_GROUPS = {
    "dependent false certifications (an interpretation makes P, Q differ)": (
        "false_certification",),
    "dependent false equivalences (vacuous)": ("false_vacuous",),
    "dependent false refutations (P, Q agree under Mathlib's sizes)": ("false_refutation",),
    "dependent refutations by abstraction (an interpretation makes P, Q agree)": (
        "refutation_by_abstraction",),
    "dependent checks that raised": ("checker_error",),
    "dependent rewrites that differ (bugs in the tests)": ("generator",),
    "dependent oracle errors (bugs in the tests)": ("oracle_error",),
}


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawTextHelpFormatter)
    ap.add_argument("--pairs", type=int, default=20_000)
    ap.add_argument("--statements", type=int, default=2_000)
    ap.add_argument("--opaque", type=int, default=2_000, help="opaque pairs (issue #15)")
    ap.add_argument("--dependent", type=int, default=2_000,
                    help="pairs over types that mention a variable (ZMod n, Fin n)")
    ap.add_argument("--constructs", type=int, default=2_000,
                    help="construct pairs (issue #23), round robin over the streams")
    ap.add_argument("--construct-streams", default=",".join(CX.STREAMS),
                    help="comma-separated: " + ", ".join(CX.STREAMS))
    ap.add_argument("--construct-findings", type=Path, default=None,
                    help="append the shrunk construct findings here (markdown lines)")
    ap.add_argument("--workers", type=int, default=2)
    ap.add_argument("--timeout", type=float, default=0.5, help="seconds per solver query")
    ap.add_argument("--seed", default="bench")
    ap.add_argument("--shrink", type=int, default=3, help="findings of each kind to shrink")
    ap.add_argument("--findings", type=Path, default=None, help="write all findings (JSONL)")
    a = ap.parse_args()

    from rich.progress import BarColumn, MofNCompleteColumn, Progress, TimeElapsedColumn

    t0 = time.perf_counter()
    pairs = seeded_pairs(a.seed, a.pairs)
    statements = seeded_statements(a.seed + "-decide", a.statements) if a.statements else []
    opaque = seeded_opaque_pairs(a.seed + "-opaque", a.opaque) if a.opaque else []
    dependent = DG.seeded_dependent_pairs(a.seed + "-dependent", a.dependent) \
        if a.dependent else []
    streams = [x for x in a.construct_streams.split(",") if x]
    unknown = [x for x in streams if x not in CX.STREAMS]
    if unknown:
        ap.error(f"--construct-streams: unknown stream(s) {', '.join(unknown)}")
    constructs = CX.seeded(a.seed + "-cx", a.constructs, streams) if a.constructs else []
    t_gen = time.perf_counter() - t0

    oracle, report = Oracle(), Report()
    with Progress("[progress.description]{task.description}", BarColumn(), MofNCompleteColumn(),
                  TimeElapsedColumn(), transient=True) as prog:
        task = prog.add_task("checking pairs", total=len(pairs))
        t1 = time.perf_counter()
        check_pairs(pairs, oracle, report, workers=a.workers, timeout=a.timeout,
                    progress=lambda r: prog.update(task, completed=r.pairs))
        t_pairs = time.perf_counter() - t1
        prog.update(task, description="deciding statements", completed=0,
                    total=len(statements))
        t2 = time.perf_counter()
        if statements:
            decide_statements(statements, oracle, report, workers=a.workers, timeout=a.timeout)
        t_decide = time.perf_counter() - t2
        prog.update(task, description="checking opaque pairs", completed=0, total=len(opaque))
        t3 = time.perf_counter()
        opaque_report = Report()
        if opaque:
            check_opaque_pairs(opaque, opaque_report, workers=a.workers, timeout=a.timeout,
                               progress=lambda r: prog.update(task, completed=r.opaque_pairs))
        t_opaque = time.perf_counter() - t3
        prog.update(task, description="checking dependent pairs", completed=0,
                    total=len(dependent))
        t4 = time.perf_counter()
        dep_report = DG.DepReport()
        if dependent:
            DG.check_dependent_pairs(dependent, dep_report, workers=a.workers,
                                     timeout=a.timeout,
                                     progress=lambda r: prog.update(task, completed=r.pairs))
        t_dep = time.perf_counter() - t4
        prog.update(task, description="checking construct pairs", completed=0,
                    total=len(constructs))
        t5 = time.perf_counter()
        cx_report = CX.CxReport()
        if constructs:
            cx_report = CX.run(constructs, workers=a.workers, timeout=a.timeout,
                               progress=lambda r: prog.update(task, completed=r.pairs))
        t_cx = time.perf_counter() - t5
    collect_elaboration(oracle, report)
    total = time.perf_counter() - t0

    counts = report.counts()
    print(f"pairs run: {report.pairs} (workers {a.workers}, {a.timeout} s per solver query, "
          f"seed {a.seed!r})")
    print("verdicts: " + ", ".join(f"{k} {v}" for k, v in sorted(report.verdicts.items())))
    print("pair kinds: " + ", ".join(f"{k} {v}" for k, v in sorted(report.by_kind.items())))
    print(f"statements decided: {report.statements}: "
          + ", ".join(f"{k} {v}" for k, v in sorted(report.decisions.items())))
    for title, kinds in GROUPS.items():
        print(f"{title}: {sum(counts[k] for k in kinds)}")
    ocounts = opaque_report.counts()
    print(f"opaque pairs run: {opaque_report.opaque_pairs}: " + ", ".join(
        f"{k} {v}" for k, v in sorted(opaque_report.opaque_verdicts.items())))
    print("opaque pair kinds: " + ", ".join(f"{k} {v}" for k, v in
                                            sorted(opaque_report.by_kind.items())))
    print("opaque pairs by (interpretations, verdict): " + ", ".join(
        f"{s}/{v} {n}" for (s, v), n in sorted(opaque_report.opaque_status.items())))
    for title, kinds in OPAQUE_GROUPS.items():
        print(f"{title}: {sum(ocounts[k] for k in kinds)}")
    dcounts = dep_report.counts()
    print(f"dependent pairs run: {dep_report.pairs}: " + ", ".join(
        f"{k} {v}" for k, v in sorted(dep_report.verdicts.items()))
        + f" ({dep_report.vacuous} of the equivalent vacuous)")
    print("dependent pair kinds: " + ", ".join(f"{k} {v}" for k, v in
                                               sorted(dep_report.by_kind.items())))
    print("dependent pairs by (interpretations, verdict): " + ", ".join(
        f"{s}/{v} {n}" for (s, v), n in sorted(dep_report.status.items())))
    for title, kinds in DEPENDENT_GROUPS.items():
        print(f"{title}: {sum(dcounts[k] for k in kinds)}")
    _print_constructs(cx_report, t_cx)
    print(f"time: {total:.0f} s total; generation {t_gen:.0f} s, pairs (check + oracle) "
          f"{t_pairs:.0f} s = {report.pairs / max(t_pairs, 1e-9):.1f} pairs/s, "
          f"decide {t_decide:.0f} s, opaque pairs {t_opaque:.0f} s = "
          f"{opaque_report.opaque_pairs / max(t_opaque, 1e-9):.1f} pairs/s, dependent pairs "
          f"{t_dep:.0f} s = {dep_report.pairs / max(t_dep, 1e-9):.1f} pairs/s")

    by_method: Counter[tuple[str, str]] = Counter()
    report.findings += opaque_report.findings
    for f in report.failing() + dep_report.failing():
        by_method[(f.kind, f.method)] += 1
    if by_method:
        print("failing findings by (kind, method): " + ", ".join(
            f"{k}/{m} {v}" for (k, m), v in sorted(by_method.items())))
    if a.findings is not None:
        a.findings.write_text("".join(json.dumps(f.__dict__, ensure_ascii=False) + "\n"
                                      for f in report.findings + dep_report.findings),
                              "utf-8")
        print(f"findings written to {a.findings}")
    shown: Counter[str] = Counter()
    for f in report.findings:
        if f.kind not in FAILING or shown[f.kind] >= a.shrink:
            continue
        shown[f.kind] += 1
        print()
        print(shrink_finding(f, timeout=a.timeout).show())
    by_text = {(pr.p, pr.q): pr for pr in dependent}
    shown.clear()
    for f in dep_report.findings:
        if f.kind not in DG.FAILING or shown[f.kind] >= a.shrink:
            continue
        shown[f.kind] += 1
        print()
        print(DG.shrink_finding(by_text[(f.p, f.q or "")], f, timeout=a.timeout).show())
    shown_cx: Counter[tuple[str, str]] = Counter()
    shrunk = []
    for f, d in cx_report.failing():
        if shown_cx[(f.kind, d.pair.kind)] >= a.shrink:
            continue
        shown_cx[(f.kind, d.pair.kind)] += 1
        g = CX.shrink(f, d, timeout=a.timeout)
        shrunk.append(g)
        print()
        print(g.show())
    if a.construct_findings is not None and shrunk:
        CX.append_findings(a.construct_findings, shrunk)
        print(f"shrunk construct findings appended to {a.construct_findings}")


def _print_constructs(rep: CX.CxReport, seconds: float) -> None:
    streams = sorted({s for s, _ in rep.verdicts})
    print(f"construct pairs run: {rep.pairs} in {seconds:.0f} s = "
          f"{rep.pairs / max(seconds, 1e-9):.1f} pairs/s")
    by_stream: dict[str, Counter[str]] = {s: Counter() for s in streams}
    for f, d in rep.findings:
        by_stream[d.pair.kind][f.kind] += 1
    for s in streams:
        verdicts = ", ".join(f"{v} {n}" for (k, v), n in sorted(rep.verdicts.items()) if k == s)
        found = ", ".join(f"{k} {n}" for k, n in sorted(by_stream[s].items())) or "none"
        print(f"  {s}: {verdicts}; decided by the reference {rep.known[s]}; findings: {found}")
    counts = rep.counts()
    print("construct findings: " + ", ".join(f"{k} {counts[k]}" for k in CX.FAILING))


if __name__ == "__main__":
    main()
