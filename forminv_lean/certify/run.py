"""Stage 3, certify: check every rendering against its canonical one and apply the policy.

Returns the released items, the excluded ones (with evidence), the review queue, the
Lean declarations to emit, and the per-theorem equivalence classes.
"""

from __future__ import annotations

import dataclasses
import re
from collections import Counter
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from forminv_lean.certify.classes import Contradiction, Edge, components
from forminv_lean.certify.executors import Executor, LocalExecutor, Obligation, Result
from forminv_lean.certify.lean_emit import lean_name
from forminv_lean.certify.ledger import decision_for
from forminv_lean.certify.policy import Outcome, judge
from forminv_lean.errors import InputError
from forminv_lean.families import CANONICAL, get_family
from forminv_lean.jsonl import iter_records
from forminv_lean.records import Certificate, Item, Review, Theorem


@dataclass
class CertifyResult:
    released: list[Item] = field(default_factory=list)
    excluded: list[tuple[Item, str]] = field(default_factory=list)
    review: list[tuple[Item, str]] = field(default_factory=list)
    certificates: list[Certificate] = field(default_factory=list)
    classes: dict[str, list[list[str]]] = field(default_factory=dict)
    contradictions: list[Contradiction] = field(default_factory=list)
    stats: dict[str, Any] = field(default_factory=dict)


def read_inputs(theorems: str | Path, items: str | Path) -> tuple[list[Theorem], list[Item]]:
    """The theorems and items given to ``certify``, through the one input layer.

    Ids must be unique in each file (a repeated item id would be certified and released
    twice), and every item's theorem must be among the theorems; either problem is one
    ``file:line: field: problem`` error before any work starts.
    """
    ths = [t for _, t in iter_records(theorems, Theorem, unique="id")]
    known = {t.id for t in ths}
    its: list[Item] = []
    for n, it in iter_records(items, Item, unique="id"):
        if it.theorem_id not in known:
            raise InputError(f"item {it.id!r}: unknown theorem {it.theorem_id!r} (not in "
                             f"{Path(theorems).name})", path=str(items), line=n,
                             field="theorem_id")
        its.append(it)
    return ths, its


def _as_check_result(d: Result) -> Any:
    from forminv_lean.formal import CheckResult

    names = {f.name for f in dataclasses.fields(CheckResult)}
    return CheckResult(**{k: v for k, v in d.items() if k in names})


def obligations_for(items: Sequence[Item], theorems: dict[str, Theorem], *, timeout: float,
                    level_of: Callable[[Item], str]) -> list[Obligation]:
    obs = []
    for it in items:
        th = theorems.get(it.theorem_id)
        if it.family == CANONICAL or it.formal is None or th is None or th.formal is None:
            continue
        obs.append(Obligation(it.id, th.formal, it.formal, level_of(it), timeout, lean_name(it.id)))
    return obs


def certify(items: Sequence[Item], theorems: dict[str, Theorem], *,
            ledger: dict[str, Review] | None = None, executor: Executor | None = None,
            timeout: float = 2.0, workdir: Path | None = None, chunk_size: int = 64,
            progress: Callable[[int], None] | None = None,
            on_total: Callable[[int], None] | None = None) -> CertifyResult:
    repeated = sorted(i for i, k in Counter(it.id for it in items).items() if k > 1)
    if repeated:  # each id is one obligation, one result and at most one release
        raise InputError("duplicate item id(s): " + ", ".join(map(repr, repeated[:5])),
                         field="id")
    ledger = ledger or {}
    executor = executor or LocalExecutor()
    fam = {it.family: get_family(it.family) for it in items if it.family != CANONICAL}
    obs = obligations_for(items, theorems, timeout=timeout,
                          level_of=lambda it: fam[it.family].max_level)
    # Phase 2 obligations (level mismatch) are only known after phase 1; the total grows.
    if on_total:
        on_total(len(obs))
    results: dict[str, Result] = dict(executor.run(
        obs, workdir=workdir / "phase1" if workdir else None, chunk_size=chunk_size,
        progress=progress))
    by_id = {it.id: it for it in items}
    def beyond_level(o: Obligation) -> bool:
        """A T1 item its family's level could not decide may still hold at `theory`."""
        f = fam[by_id[o.id].family]
        return f.tier == "T1" and f.max_level != "theory" and results[o.id]["verdict"] == "unknown"

    recheck = [o for o in obs if beyond_level(o)]
    recheck = [dataclasses.replace(o, level="theory") for o in recheck]
    if on_total and recheck:
        on_total(len(obs) + len(recheck))
    higher: dict[str, Result] = dict(executor.run(
        recheck, workdir=workdir / "phase2" if workdir else None, chunk_size=chunk_size,
        progress=progress)) if recheck else {}

    out = CertifyResult()
    edges: list[Edge] = []
    for it in sorted(items, key=lambda i: i.id):
        family = fam.get(it.family)
        raw = results.get(it.id)
        res = _as_check_result(raw) if raw else None
        mismatch = None
        if it.id in higher:
            hr = _as_check_result(higher[it.id])
            if hr.verdict == "equivalent" and not hr.vacuous:
                mismatch = hr
        cert = None
        if res is not None and res.lean and (res.certified or res.verdict == "not_equivalent"):
            # The declaration's own name (a truth-value disproof is named `<name>_q`).
            m = re.match(r"\s*theorem\s+([^\s:]+)", res.lean)
            cert = m.group(1) if m else lean_name(it.id)
            out.certificates.append(Certificate(
                item_id=it.id, theorem_id=it.theorem_id, name=cert,
                kind="certificate" if res.verdict == "equivalent" else "disproof",
                lean=res.lean, method=res.method))
        outcome: Outcome = judge(it, family, res, review=decision_for(it, ledger),
                                 level_mismatch=mismatch, certificate=cert)
        new = it.model_copy(update={"verification": outcome.verification})
        if outcome.disposition == "release":
            out.released.append(new)
        elif outcome.disposition == "exclude":
            out.excluded.append((new, outcome.reason))
        else:
            out.review.append((new, outcome.reason))
        if res is not None and res.verdict in ("equivalent", "not_equivalent") and not res.vacuous:
            th = theorems[it.theorem_id]
            edges.append(Edge(it.theorem_id, th.formal or "", it.formal or "",
                              res.verdict == "equivalent"))
    out.classes, out.contradictions = components(edges)
    verdicts: dict[str, int] = {}
    for r in results.values():
        verdicts[r["verdict"]] = verdicts.get(r["verdict"], 0) + 1
    out.stats = {"obligations": len(obs), "rechecked_at_theory": len(recheck),
                 "verdicts": dict(sorted(verdicts.items())),
                 "released": len(out.released), "excluded": len(out.excluded),
                 "review": len(out.review), "contradictions": len(out.contradictions)}
    return out
