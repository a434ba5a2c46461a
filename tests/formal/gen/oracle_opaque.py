"""The oracle for opaque pairs: is "P ↔ Q for every interpretation" contradicted?

Each pair is evaluated exactly (`gen.opaque.truth`) under a seeded sample of random
interpretations (carriers of 0-3 elements, a non-empty one for a sort a constant lives in;
random tables of the declared types; the first with every sort that may be empty empty, the
second with one-element carriers) and, for a pair made by giving one symbol a definition,
under interpretations where the symbol has exactly that meaning. Findings:

* `false_certification` / `false_vacuous`: `equivalent` (certified / vacuous), but some
  interpretation makes P and Q differ: the proof used something true only of some meanings;
* `refutation_by_abstraction`: `not_equivalent`, but some interpretation makes P and Q agree:
  since Mathlib's meaning might be that one, the refutation is not evidence (the pair should
  be `unknown`);
* `generator`: a pair made by true rewrites differs under an interpretation (a bug in the
  tests' rewrites, reported so that they stay honest).
"""

from __future__ import annotations

import hashlib
import random
from dataclasses import dataclass, field, replace
from typing import Any

from gen.opaque import (
    DEFINITIONS,
    TVAR,
    Interp,
    OpaquePair,
    random_interp,
    sorts_needed,
    truth,
    with_definition,
)
from gen.oracle import Finding

SAMPLES = 16      # random interpretations per pair
DEFINED = 6       # interpretations where the defined symbol has its definition


@dataclass
class Outcome:
    """P's and Q's truth under each interpretation tried."""

    values: list[tuple[Interp, bool | None, bool | None]] = field(default_factory=list)

    def differ(self) -> tuple[Interp, bool, bool] | None:
        for i, a, b in self.values:
            if a is not None and b is not None and a != b:
                return i, a, b
        return None

    def agree(self) -> tuple[Interp, bool] | None:
        for i, a, b in self.values:
            if a is not None and a == b:
                return i, a
        return None


def interpretations(pr: OpaquePair, samples: int = SAMPLES) -> list[Interp]:
    """The interpretations a pair is judged under (deterministic for the pair's texts)."""
    seed = int.from_bytes(hashlib.sha256(f"{pr.p}\n{pr.q}".encode()).digest()[:8], "big")
    rng = random.Random(seed)
    needs = sorts_needed(pr.p_ast) | sorts_needed(pr.q_ast)
    # the edges first: every sort that may be empty empty, then every carrier a singleton
    out = [replace(random_interp(rng, needs, size=0), label="sorts that may be empty empty"),
           replace(random_interp(rng, needs, size=1), label="one-element carriers")]
    out += [random_interp(rng, needs) for _ in range(samples - 2)]
    if pr.definition is not None:
        d = DEFINITIONS[pr.definition]
        out += [with_definition(random_interp(rng, needs), d.sym, d.py, f"where {d.label}")
                for _ in range(DEFINED)]
    return out


def evaluate(pr: OpaquePair, samples: int = SAMPLES) -> Outcome:
    out = Outcome()
    for i in interpretations(pr, samples):
        out.values.append((i, truth(pr.p_ast, i), truth(pr.q_ast, i)))
    return out


def judge(pr: OpaquePair, r: Any, samples: int = SAMPLES) -> tuple[list[Finding], str]:
    """Findings against one `check(pr.p, pr.q)` result, and what the interpretations say of
    the pair (`differs`: under some; `agrees`: under all tried; `undecided`)."""
    o = evaluate(pr, samples)
    d, a = o.differ(), o.agree()
    status = "differs" if d else "agrees" if a else "undecided"
    out: list[Finding] = []

    def add(kind: str, detail: str) -> None:
        out.append(Finding(kind, pr.p, pr.q, r.verdict, r.method, r.reason, detail,
                           f"{pr.kind}: {pr.label}"))

    if pr.rewrite and d is not None:
        i, x, y = d
        add("generator", f"a true rewrite ({pr.label}) differs under {i.describe()}: "
            f"P is {x}, Q is {y}")
    # With a type variable the statement is about every type: a non-vacuous equivalence is
    # proved for every carrier (a pointwise claim the interpretations can contradict), but a
    # vacuous one, or a refutation, is about the closed statements, which one carrier decides
    # nothing about (`∀ {α}, ∃ x : α, x = x` is false, yet true at every non-empty α).
    tvar = TVAR in pr.p.split() or TVAR in pr.q.split() or "{α" in pr.p + pr.q
    if r.verdict == "equivalent" and d is not None and not (tvar and r.vacuous):
        i, x, y = d
        add("false_vacuous" if r.vacuous else "false_certification",
            f"under the interpretation ({i.describe()}) P is {x} and Q is {y}")
    if r.verdict == "not_equivalent" and a is not None and not tvar:
        i, x = a
        add("refutation_by_abstraction",
            f"under the interpretation ({i.describe()}) P and Q are both {x}: the difference "
            "needs a particular meaning of an opaque symbol")
    return out, status


__all__ = ["judge", "evaluate", "interpretations", "Outcome", "SAMPLES"]
