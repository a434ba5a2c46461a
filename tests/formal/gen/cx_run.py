"""Judging the checker on the issue-23 construct streams (gen.cx_streams), and shrinking.

Every pair carries its sides' truth under each interpretation (gen.cx_lang, computed apart
from the checker). A verdict is a finding when:

* `false_certification`: `equivalent`, not vacuous, and some interpretation gives P and Q
  different known truth values;
* `false_vacuous`: the same, for a vacuous `equivalent`;
* `pointwise_contradiction`: `equivalent` (not vacuous) by a pointwise method, and for every
  alignment of the shared ∀-prefix (its first k binders, every k ≥ 1) some assignment makes
  the rests differ (the proof claims `∀ a, P a ↔ Q a` for one such k, which is false);
* `wrong_vacuity`: vacuous, and its reason says "true"/"provable" while both sides are false
  (or "false" while both are true);
* `false_refutation`: `not_equivalent` for a pair equivalent by construction, or with the
  same known truth under the only reading there is (Lean's);
* `crash`: the check raised (`error` method: exit 70 on the command line).
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Iterable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from forminv_lean.formal import check, check_many
from gen.choose import RandomChooser
from gen.cx_streams import STREAMS, Pair, Recording, Replay
from gen.oracle import POINTWISE_METHODS, Finding

FAILING = ("false_certification", "false_vacuous", "pointwise_contradiction", "wrong_vacuity",
           "false_refutation", "crash")


def draw(stream: str, seed: str) -> tuple[Pair | None, list[int]]:
    """The pair drawn from `RandomChooser(seed)` and the choices that made it."""
    rec = Recording(RandomChooser(seed))
    try:
        return STREAMS[stream](rec), rec.log
    except (RecursionError, OverflowError, ValueError, ZeroDivisionError, KeyError):
        return None, rec.log


def replay(stream: str, log: list[int]) -> Pair | None:
    try:
        return STREAMS[stream](Replay(log))
    except (RecursionError, OverflowError, ValueError, ZeroDivisionError, KeyError):
        return None


@dataclass(frozen=True)
class Drawn:
    pair: Pair
    log: tuple[int, ...]


def seeded(prefix: str, n: int, streams: Iterable[str] | None = None) -> list[Drawn]:
    """`n` pairs, round robin over `streams`, draw i from seed f"{prefix}-{stream}-{i}"."""
    names = list(streams or STREAMS)
    out: list[Drawn] = []
    i = 0
    while len(out) < n:
        s = names[i % len(names)]
        pr, log = draw(s, f"{prefix}-{s}-{i}")
        i += 1
        if pr is not None:
            out.append(Drawn(pr, tuple(log)))
        if i > 20 * n + 100:
            raise RuntimeError(f"stream {s!r} draws nothing")
    return out


def _says(reason: str) -> str | None:
    if re.search(r"\b(true|proved|provable)\b", reason) and not re.search(r"\bfalse\b", reason):
        return "true"
    if re.search(r"\b(false|refuted)\b", reason):
        return "false"
    return None


def judge(pr: Pair, r: Any) -> list[Finding]:
    out: list[Finding] = []

    def add(kind: str, detail: str) -> None:
        out.append(Finding(kind, pr.p, pr.q, r.verdict, r.method, r.reason, detail,
                           f"{pr.kind}: {pr.label}"))

    if r.method == "error":
        add("crash", r.reason)
        return out
    differ = [(i, a, b) for i, a, b in zip(pr.interps, pr.tp, pr.tq, strict=True)
              if a is not None and b is not None and a != b]
    if r.verdict == "equivalent":
        if differ:
            i, a, b = differ[0]
            add("false_vacuous" if r.vacuous else "false_certification",
                f"under {i}: P is {a}, Q is {b}")
        elif not r.vacuous and r.method in POINTWISE_METHODS and pr.pointwise:
            add("pointwise_contradiction", f"the bodies differ at {pr.pointwise} (and the rests "
                "differ for every shorter prefix)")
        if r.vacuous and pr.exhaustive and not differ:
            a, b, said = pr.tp[0], pr.tq[0], _says(r.reason)
            if a is not None and a == b and said is not None and said != str(a).lower():
                add("wrong_vacuity", f"both sides are {a}, the reason says {said}")
    elif r.verdict == "not_equivalent":
        if pr.same:
            add("false_refutation", "equivalent by construction (" + pr.label + ")")
        elif pr.exhaustive and pr.tp[0] is not None and pr.tp[0] == pr.tq[0]:
            add("false_refutation", f"both sides are {pr.tp[0]} under Lean's reading")
    return out


@dataclass
class CxReport:
    pairs: int = 0
    verdicts: Counter[tuple[str, str]] = field(default_factory=Counter)  # (stream, verdict)
    known: Counter[str] = field(default_factory=Counter)  # pairs whose truths decide them
    findings: list[tuple[Finding, Drawn]] = field(default_factory=list)

    def counts(self) -> Counter[str]:
        return Counter(f.kind for f, _ in self.findings)

    def failing(self) -> list[tuple[Finding, Drawn]]:
        return [(f, d) for f, d in self.findings if f.kind in FAILING]


def run(drawn: list[Drawn], *, workers: int = 2, timeout: float = 0.5,
        progress: Any = None) -> CxReport:
    rep = CxReport()
    jobs = [(str(i), d.pair.p, d.pair.q, {"timeout": timeout}) for i, d in enumerate(drawn)]
    for pid, r in check_many(jobs, workers=workers, timeout=timeout):
        d = drawn[int(pid)]
        rep.pairs += 1
        rep.verdicts[(d.pair.kind, r.verdict)] += 1
        if d.pair.same or any(a is not None and b is not None
                              for a, b in zip(d.pair.tp, d.pair.tq, strict=True)):
            rep.known[d.pair.kind] += 1
        rep.findings += [(f, d) for f in judge(d.pair, r)]
        if progress is not None:
            progress(rep)
    return rep


def _check(p: str, q: str, timeout: float) -> Any:
    try:
        return check(p, q, timeout=timeout)
    except Exception as exc:  # the crash class: judged as `error`, like check_many does
        from forminv_lean.formal.results import CheckResult

        return CheckResult("unknown", None, False, "error", None, None,
                           f"{type(exc).__name__}: {exc}")


def shrink(f: Finding, d: Drawn, *, timeout: float = 0.5, budget: int = 60) -> Finding:
    """The same kind of finding on a smaller pair: greedy over the recorded choices (zero a
    choice, lower it, drop it), keeping a change when the replayed pair is shorter and still
    gives that kind of finding; at most `budget` checks."""
    stream = d.pair.kind
    log, best, calls = list(d.log), f, 0

    def size(pr: Pair) -> int:
        return len(pr.p) + len(pr.q)

    cur = size(d.pair)
    improved = True
    while improved and calls < budget:
        improved = False
        cands: list[list[int]] = []
        for i in range(len(log)):
            if log[i]:
                cands.append(log[:i] + [0] + log[i + 1:])
                cands.append(log[:i] + [log[i] // 2] + log[i + 1:])
            cands.append(log[:i] + log[i + 1:])
        for c in cands:
            if calls >= budget:
                break
            pr = replay(stream, c)
            if pr is None or size(pr) >= cur:
                continue
            calls += 1
            hit = next((x for x in judge(pr, _check(pr.p, pr.q, timeout)) if x.kind == f.kind),
                       None)
            if hit is not None:
                log, best, cur, improved = c, hit, size(pr), True
                break
    return best


def append_findings(path: Path, findings: Iterable[Finding]) -> None:
    """One line per finding: pair, checker verdict, reference verdict."""
    with path.open("a", encoding="utf-8") as fh:
        for f in findings:
            fh.write(f"- [{f.kind}] ({f.label}) P: `{f.p}` | Q: `{f.q}` | checker: {f.verdict} "
                     f"({f.method}; {f.reason[:90]}) | reference: {f.detail}\n")
