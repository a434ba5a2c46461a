"""Running generated pairs and statements through the checker, judging, shrinking.

Shared by the fast slice (tests/formal/test_differential.py) and the benchmark
(benchmarks/bench_differential.py): pairs go through `forminv_lean.formal.check_many`
(persistent forked workers, hard kill per pair), statements through `decide` in a process
pool, and every verdict through `gen.oracle.Oracle`.
"""

from __future__ import annotations

import multiprocessing as mp
from collections import Counter
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field, replace
from typing import Any, TypeVar

from forminv_lean.formal import check, check_many, decide
from gen.choose import RandomChooser
from gen.opaque import OpaquePair, declare, make_opaque_pair
from gen.oracle import Finding, Oracle
from gen.oracle_opaque import judge as judge_opaque
from gen.pairs import Pair, Statement, make_pair, make_statement
from gen.shrink import shrink, shrink_statement

T = TypeVar("T")

FAILING = ("false_certification", "false_vacuous", "pointwise_contradiction",
           "false_refutation", "false_proof", "false_disproof", "elaboration", "evaluator",
           "refutation_by_abstraction", "generator")


def _guarded(judge: Any, p: str, q: str | None, r: Any) -> list[Finding]:
    """Run a judgement; an exception in the oracle becomes an `oracle_error` finding."""
    try:
        return list(judge())
    except Exception as exc:
        return [Finding("oracle_error", p, q, r.verdict, r.method, r.reason,
                        f"{type(exc).__name__}: {exc}")]


def _seeded(make: Callable[[Any, Any], T | None], prefix: str, n: int,
            kinds: tuple[str, ...] | None) -> list[T]:
    """`n` draws of `make`, draw i from `RandomChooser(f"{prefix}-{i}")` with kind
    `kinds[i % len(kinds)]` (or the generator's choice); failed draws are skipped."""
    out: list[T] = []
    i = 0
    while len(out) < n:
        ch = RandomChooser(f"{prefix}-{i}")
        kind = kinds[i % len(kinds)] if kinds else None
        i += 1
        try:
            pr = make(ch, kind)
        except Exception:  # a generator bug must not end a long run; the draw is skipped
            pr = None
        if pr is not None:
            out.append(pr)
    return out


def seeded_pairs(prefix: str, n: int, kinds: tuple[str, ...] | None = None) -> list[Pair]:
    """`n` pairs, pair i drawn from `RandomChooser(f"{prefix}-{i}")` (failed draws skipped)."""
    return _seeded(make_pair, prefix, n, kinds)


def seeded_statements(prefix: str, n: int) -> list[Statement]:
    """`n` statements, statement i drawn from `RandomChooser(f"{prefix}-{i}")`."""
    return _seeded(make_statement, prefix, n, None)


@dataclass
class Report:
    pairs: int = 0
    statements: int = 0
    verdicts: Counter[str] = field(default_factory=Counter)
    decisions: Counter[str] = field(default_factory=Counter)
    by_kind: Counter[str] = field(default_factory=Counter)
    findings: list[Finding] = field(default_factory=list)
    opaque_pairs: int = 0
    opaque_verdicts: Counter[str] = field(default_factory=Counter)
    #: (what the interpretations say of the pair, the checker's verdict): `differs` under
    #: some interpretation, `agrees` under every one tried, `undecided`
    opaque_status: Counter[tuple[str, str]] = field(default_factory=Counter)

    def failing(self) -> list[Finding]:
        return [f for f in self.findings if f.kind in FAILING]

    def counts(self) -> Counter[str]:
        return Counter(f.kind for f in self.findings)


def _checked(pairs: list[Pair] | list[OpaquePair], workers: int, timeout: float
             ) -> Iterable[tuple[int, Any]]:
    """(index, check result) for every pair, from `check_many` on `workers` processes, in the
    order they finish."""
    jobs = [(str(i), p.p, p.q, {"timeout": timeout}) for i, p in enumerate(pairs)]
    for pid, r in check_many(jobs, workers=workers, timeout=timeout):
        yield int(pid), r


def check_pairs(pairs: list[Pair], oracle: Oracle, report: Report, *, workers: int = 2,
                timeout: float = 0.5, progress: Any = None) -> dict[int, Any]:
    """Check every pair through `check_many` on `workers` processes, then judge every
    verdict (on `workers` processes too). Judging is kept out of the loop that feeds the
    checker's workers, which would otherwise wait for the oracle between pairs."""
    results: dict[int, Any] = {}
    for i, r in _checked(pairs, workers, timeout):
        results[i] = r
        report.pairs += 1
        report.verdicts[r.verdict] += 1
        report.by_kind[pairs[i].kind] += 1
        if progress is not None:
            progress(report)
    judged = _judge_in_chunks(_judge_chunk, pairs, results, oracle, workers)
    for found, elaboration in judged:
        for fs in found:
            report.findings += fs
        oracle.elaboration += elaboration
    return results


def _judge_chunk(task: tuple[list[Pair], list[Any], bool],
                 oracle: Oracle | None = None) -> tuple[list[list[Finding]], list[Finding]]:
    pairs, results, use_smt = task
    oracle = oracle if oracle is not None else Oracle(use_smt=use_smt)
    found = [_guarded(lambda pr=pr, r=r: oracle.judge_check(
        pr.p, pr.q, r, label=f"{pr.kind}: {pr.label}", rewrite=pr.rewrite, p_ast=pr.p_ast,
        q_ast=pr.q_ast, p_known=pr.p_known, q_known=pr.q_known), pr.p, pr.q, r)
        for pr, r in zip(pairs, results, strict=True)]
    elaboration = list(oracle.elaboration)
    oracle.elaboration.clear()
    return found, elaboration


def seeded_opaque_pairs(prefix: str, n: int, kinds: tuple[str, ...] | None = None
                        ) -> list[OpaquePair]:
    """`n` opaque pairs, pair i drawn from `RandomChooser(f"{prefix}-{i}")`."""
    return _seeded(make_opaque_pair, prefix, n, kinds)


def check_opaque_pairs(pairs: list[OpaquePair], report: Report, *, workers: int = 2,
                       timeout: float = 0.5, progress: Any = None) -> dict[int, Any]:
    """Check opaque pairs through `check_many` (the test symbols' signature entries are
    declared first, so the forked workers have them) and judge every verdict against
    random and defined interpretations (`gen.oracle_opaque`)."""
    declare()
    _OPAQUE.update(((p.p, p.q), p) for p in pairs)
    results: dict[int, Any] = {}
    for i, r in _checked(pairs, workers, timeout):
        results[i] = r
        report.opaque_pairs += 1
        report.opaque_verdicts[r.verdict] += 1
        report.by_kind[pairs[i].kind] += 1
        if progress is not None:
            progress(report)
    oracle = Oracle(use_smt=False)
    for found, statuses in _judge_in_chunks(_judge_opaque_chunk, pairs, results, oracle,
                                            workers):
        for fs in found:
            report.findings += fs
        for s in statuses:
            report.opaque_status[s] += 1
    return results


#: the opaque pairs checked in this process, by text (for shrinking their findings)
_OPAQUE: dict[tuple[str, str], OpaquePair] = {}


def shrink_opaque(f: Finding, *, timeout: float = 0.5, budget: int = 40) -> Finding:
    """The finding on a smaller opaque pair: greedy on the pair's syntax, one side at a time,
    keeping a change when `check` + the interpretations still give the same kind of finding."""
    from gen.opaque import render, smaller

    pr = _OPAQUE.get((f.p, f.q or ""))
    if pr is None:
        return f

    def still(c: OpaquePair) -> Finding | None:
        fs, _ = judge_opaque(c, check(c.p, c.q, timeout=timeout))
        return next((x for x in fs if x.kind == f.kind), None)

    calls, best, improved = 0, f, True
    while improved and calls < budget:
        improved = False
        for side in ("p_ast", "q_ast"):
            for cand in smaller(getattr(pr, side)):
                if calls >= budget:
                    break
                c = replace(pr, **{side: cand, side[0]: render(cand)})
                calls += 1
                hit = still(c)
                if hit is not None:
                    pr, best, improved = c, hit, True
                    break
            if improved:
                break
    return replace(best, label=f.label + (" (shrunk)" if best is not f else ""))


def _judge_opaque_chunk(task: tuple[list[OpaquePair], list[Any], bool],
                        _oracle: Oracle | None = None) -> tuple[list[list[Finding]],
                                                                 list[tuple[str, str]]]:
    pairs, results, _use_smt = task
    found: list[list[Finding]] = []
    statuses: list[tuple[str, str]] = []
    for pr, r in zip(pairs, results, strict=True):
        try:
            fs, status = judge_opaque(pr, r)
        except Exception as exc:
            fs, status = [Finding("oracle_error", pr.p, pr.q, r.verdict, r.method, r.reason,
                                  f"{type(exc).__name__}: {exc}", pr.kind)], "error"
        found.append(fs)
        statuses.append((status, r.verdict))
    return found, statuses


def _decide_one(text: str, timeout: float) -> Any:
    try:
        return decide(text, timeout=timeout)
    except Exception as exc:  # a parse error is a generator bug: report it, do not crash
        from forminv_lean.formal.results import DecideResult

        return DecideResult("unsupported", "error", None, None, f"{type(exc).__name__}: {exc}")


def _decide_worker(conn: Any, timeout: float) -> None:
    from forminv_lean.formal.pool import set_inline

    set_inline(True)  # this process is killed from outside if a query overruns
    while True:
        try:
            task = conn.recv()
        except EOFError:
            return
        if task is None:
            return
        i, text = task
        conn.send((i, _decide_one(text, timeout)))


def decide_many(texts: list[str], *, workers: int = 2, timeout: float = 0.5,
                hard: float = 20.0) -> dict[int, Any]:
    """`decide` on every text in persistent forked workers, each task killed after `hard` s
    (the pattern of `forminv_lean.formal.batch.check_many`, which only runs `check`)."""
    import time
    from multiprocessing.connection import wait

    from forminv_lean.formal.results import DecideResult

    ctx = mp.get_context("fork" if "fork" in mp.get_all_start_methods() else "spawn")

    def start() -> list[Any]:
        parent, child = ctx.Pipe()
        proc = ctx.Process(target=_decide_worker, args=(child, timeout), daemon=True)
        proc.start()
        child.close()
        return [parent, proc, None, 0.0]

    slots = [start() for _ in range(max(1, workers))]
    todo = list(enumerate(texts))[::-1]
    out: dict[int, Any] = {}
    try:
        while len(out) < len(texts):
            for s in slots:
                if s[2] is None and todo:
                    s[2], s[3] = todo.pop(), time.monotonic()
                    s[0].send(s[2])
            ready = wait([s[0] for s in slots if s[2] is not None], timeout=0.5)
            for k, s in enumerate(slots):
                if s[2] is None:
                    continue
                if s[0] in ready:
                    try:
                        i, r = s[0].recv()
                        s[2] = None
                    except (EOFError, OSError):
                        i, r = s[2][0], DecideResult("unknown", "error", None, None, "died")
                        s[1].kill()
                        slots[k] = start()
                    out[i] = r
                elif time.monotonic() - s[3] > hard:
                    out[s[2][0]] = DecideResult("unknown", "hard_timeout", None, None, "killed")
                    s[1].kill()
                    slots[k] = start()
    finally:
        for s in slots:
            try:
                s[0].send(None)
            except Exception:
                pass
            s[1].kill()
    return out


def decide_statements(stmts: list[Statement], oracle: Oracle, report: Report, *,
                      workers: int = 2, timeout: float = 0.5) -> None:
    results = decide_many([s.text for s in stmts], workers=workers, timeout=timeout)
    for i in range(len(stmts)):
        report.statements += 1
        report.decisions[results[i].verdict] += 1
    judged = _judge_in_chunks(_judge_decisions, stmts, results, oracle, workers)
    for found, elaboration in judged:
        report.findings += found
        oracle.elaboration += elaboration


def _judge_decisions(task: tuple[list[Statement], list[Any], bool],
                     oracle: Oracle | None = None) -> tuple[list[Finding], list[Finding]]:
    stmts, results, use_smt = task
    oracle = oracle if oracle is not None else Oracle(use_smt=use_smt)
    found: list[Finding] = []
    for st, r in zip(stmts, results, strict=True):
        found += _guarded(lambda st=st, r=r: oracle.judge_decide(
            st.text, r, label=f"decide {st.kind}", ast=st.ast, known=st.known), st.text, None, r)
    elaboration = list(oracle.elaboration)
    oracle.elaboration.clear()
    return found, elaboration


def collect_elaboration(oracle: Oracle, report: Report) -> None:
    """Move the oracle's elaboration findings (one per statement) into the report."""
    seen = {(f.kind, f.p) for f in report.findings if f.kind in ("elaboration", "evaluator")}
    for f in oracle.elaboration:
        if (f.kind, f.p) not in seen:
            report.findings.append(f)
            seen.add((f.kind, f.p))
    oracle.elaboration.clear()


def shrink_finding(f: Finding, *, timeout: float = 0.5, budget: int = 40) -> Finding:
    """The finding on a smaller pair (statement), judged again the same way."""
    if f.label.startswith("opaque_"):
        return shrink_opaque(f)
    if f.kind in ("elaboration", "evaluator", "wrong_reason") or "known by construction" in f.detail or \
            "as Lean reads" in f.detail or (f.kind == "false_refutation" and
                                                 "rewrite" in f.detail):
        return f  # needs what only the generator knows: report as found

    def findings(p: str, q: str | None) -> list[Finding]:
        oracle = Oracle()
        if q is None:
            return oracle.judge_decide(p, decide(p, timeout=timeout))
        return oracle.judge_check(p, q, check(p, q, timeout=timeout))

    if f.q is None:
        p = shrink_statement(f.p, lambda a: any(x.kind == f.kind for x in findings(a, None)),
                             budget=budget)
        fs = [x for x in findings(p, None) if x.kind == f.kind]
    else:
        p, q = shrink(f.p, f.q, lambda a, b: any(x.kind == f.kind for x in findings(a, b)),
                      budget=budget)
        fs = [x for x in findings(p, q) if x.kind == f.kind]
    return replace(fs[0], label=f.label + " (shrunk)") if fs else f


def run(prefix: str, n_pairs: int, n_statements: int, *, workers: int = 2,
        timeout: float = 0.5, use_smt: bool = True,
        kinds: Iterable[str] | None = None, progress: Any = None) -> Report:
    oracle = Oracle(use_smt=use_smt)
    report = Report()
    check_pairs(seeded_pairs(prefix, n_pairs, tuple(kinds) if kinds else None), oracle, report,
                workers=workers, timeout=timeout, progress=progress)
    if n_statements:
        decide_statements(seeded_statements(prefix + "-decide", n_statements), oracle, report,
                          workers=workers, timeout=timeout)
    collect_elaboration(oracle, report)
    return report


def _judge_in_chunks(judge: Any, items: list[Any], results: list[Any], oracle: Oracle,
                     workers: int) -> list[Any]:
    """`judge` over chunks of 50 (item, verdict) pairs, on `workers` processes when there is
    more than one chunk (the oracle's SMT checks dominate the time)."""
    chunks = [list(range(k, min(k + 50, len(items)))) for k in range(0, len(items), 50)]
    tasks = [([items[i] for i in c], [results[i] for i in c], oracle.use_smt) for c in chunks]
    if workers > 1 and len(chunks) > 1:
        ctx = mp.get_context("fork" if "fork" in mp.get_all_start_methods() else "spawn")
        with ctx.Pool(workers) as pool:
            return pool.map(judge, tasks)
    return [judge(t, oracle) for t in tasks]
