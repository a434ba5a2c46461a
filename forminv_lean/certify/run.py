"""Stage 3, certify: read every question back, check the reading against the canonical
rendering, apply the policy and the families' validity predicates.

The reader (`informalise/reader.py`) turns each question into the formula its text states;
that reading, not the rendering the generator meant, is what the checker compares with the
theorem's rendering, so the text a model reads is what gets certified. A reading that *is*
the canonical formula needs no proof (status ``read_back``, no certificate). Questions the
reader cannot parse keep the check of their stated rendering (an LLM's back-translation)
and go to review. Items of a theorem whose canonical is not released go to review too.

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
from forminv_lean.certify.policy import Outcome, ReadOutcome, judge
from forminv_lean.errors import InputError
from forminv_lean.families import CANONICAL, get_family
from forminv_lean.families.base import Candidate
from forminv_lean.families.generate import CANONICAL_REALISED
from forminv_lean.jsonl import iter_records
from forminv_lean.records import Certificate, Item, Review, Theorem


@dataclass
class CertifyResult:
    """What certification decided: released, excluded (with reason) and review items, the Lean
    declarations to emit, the equivalence classes per theorem and any contradiction found.
    """
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


def read_items(items: Sequence[Item], theorems: dict[str, Theorem]) -> dict[str, ReadOutcome]:
    """The reader's verdict on every question. A canonical is read only when it claims to be
    the realiser's (`canonical:realised`); a hand-written or imported one is the reference
    as it stands."""
    from forminv_lean.informalise.reader import ReadError, read, same_formula, spellings

    out: dict[str, ReadOutcome] = {}
    cache: dict[str, ReadOutcome] = {}
    for it in items:
        if it.family == CANONICAL and it.generator.name != CANONICAL_REALISED:
            continue
        th = theorems.get(it.theorem_id)
        key = f"{th.formal if th else ''}\n{it.question}"
        if key not in cache:
            try:
                # constants the rendering writes short (`Injective`) are read back so spelt
                r = read(it.question, names=spellings(th.formal) if th and th.formal else None)
                same = th is not None and th.formal is not None and \
                    same_formula(r.formal, th.formal)
                cache[key] = ReadOutcome(True, same, r.formal)
            except ReadError as exc:
                cache[key] = ReadOutcome(False, error=str(exc))
        out[it.id] = cache[key]
    return out


def _obligations_for(items: Sequence[Item], theorems: dict[str, Theorem], *, timeout: float,
                     level_of: Callable[[Item], str],
                     readings: dict[str, ReadOutcome] | None = None) -> list[Obligation]:
    """What the checker must decide: the reading against the canonical rendering where the
    reading differs from it; the stated rendering where the question could not be read."""
    obs = []
    for it in items:
        th = theorems.get(it.theorem_id)
        if it.family == CANONICAL or th is None or th.formal is None:
            continue
        r = (readings or {}).get(it.id)
        if r is not None and r.ok:
            if r.same or r.formal is None:
                continue
            q = r.formal
        elif it.formal is not None:
            q = it.formal
        else:
            continue
        obs.append(Obligation(it.id, th.formal, q, level_of(it), timeout, lean_name(it.id)))
    return obs


def validity(item: Item, reading: ReadOutcome, canonical: Item | None,
             theorem: Theorem) -> str | None:
    """The family's validity predicate on an item whose question was read (None = valid)."""
    family = get_family(item.family)
    if family.valid is None or canonical is None or not reading.ok or reading.formal is None \
            or theorem.formal is None:
        return None
    from forminv_lean.formal import FormalParseError, UnsupportedError

    try:
        return family.valid(Candidate(
            question=item.question, canonical_question=canonical.question,
            read_back=reading.formal, canonical_formal=theorem.formal,
            rule=item.generator.name, note=item.change.note if item.change else ""))
    except (FormalParseError, UnsupportedError) as exc:
        return f"the formulas could not be compared ({exc})"


def certify(items: Sequence[Item], theorems: dict[str, Theorem], *,
            ledger: dict[str, Review] | None = None, executor: Executor | None = None,
            timeout: float = 2.0, workdir: Path | None = None, chunk_size: int = 64,
            progress: Callable[[int], None] | None = None,
            on_total: Callable[[int], None] | None = None) -> CertifyResult:
    """Read each item back, check its reading against its theorem, and apply the policy.

    Args:
        items: the items to certify (ids must be unique).
        theorems: every item's theorem, by id.
        ledger: reviewers' decisions (``load_ledger``), for T3 and undecided items.
        executor: where the checks run (default: a local process pool).
        workdir: where finished chunks are saved, so an interrupted run resumes.

    Returns:
        The released, excluded and review items, certificates and equivalence classes.
    """
    repeated = sorted(i for i, k in Counter(it.id for it in items).items() if k > 1)
    if repeated:  # each id is one obligation, one result and at most one release
        raise InputError("duplicate item id(s): " + ", ".join(map(repr, repeated[:5])),
                         field="id")
    ledger = ledger or {}
    executor = executor or LocalExecutor()
    fam = {it.family: get_family(it.family) for it in items if it.family != CANONICAL}
    readings = read_items(items, theorems)
    obs = _obligations_for(items, theorems, timeout=timeout,
                           level_of=lambda it: fam[it.family].max_level, readings=readings)
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
    canon = {it.theorem_id: it for it in items if it.family == CANONICAL}
    decided: list[tuple[Item, Outcome]] = []
    invalid = 0
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
        if res is not None and res.lean and (res.certified or res.verdict == "not_equivalent"
                                             or res.method == "q_refuted"):
            # The declaration's own name (a truth-value disproof is named `<name>_q`).
            m = re.match(r"\s*theorem\s+([^\s:]+)", res.lean)
            cert = m.group(1) if m else lean_name(it.id)
            out.certificates.append(Certificate(
                item_id=it.id, theorem_id=it.theorem_id, name=cert,
                kind="certificate" if res.verdict == "equivalent" else "disproof",
                lean=res.lean, method=res.method))
        reading = readings.get(it.id)
        outcome: Outcome = judge(it, family, res, reading=reading,
                                 review=decision_for(it, ledger), level_mismatch=mismatch,
                                 certificate=cert)
        if family is not None and reading is not None and outcome.disposition != "exclude" \
                and outcome.verification.status != "expert_approved":
            why = validity(it, reading, canon.get(it.theorem_id), theorems[it.theorem_id])
            if why is not None:
                invalid += 1
                outcome = Outcome(outcome.verification, "exclude",
                                  f"not a valid {it.family} item: {why}")
        update: dict[str, Any] = {"verification": outcome.verification}
        if reading is not None and reading.ok:
            update["read_back"] = reading.formal
        decided.append((it.model_copy(update=update), outcome))
        if res is not None and res.verdict in ("equivalent", "not_equivalent") and not res.vacuous:
            th = theorems[it.theorem_id]
            checked = reading.formal if reading is not None and reading.ok else it.formal
            edges.append(Edge(it.theorem_id, th.formal or "", checked or "",
                              res.verdict == "equivalent"))
    released_canon = {it.theorem_id for it, o in decided
                      if it.family == CANONICAL and o.disposition == "release"}
    for new, outcome in decided:
        if outcome.disposition == "release" and new.family != CANONICAL and \
                new.theorem_id not in released_canon:
            outcome = Outcome(outcome.verification, "review", "its canonical is not released")
        if outcome.disposition == "release":
            out.released.append(new)
        elif outcome.disposition == "exclude":
            out.excluded.append((new, outcome.reason))
        else:
            out.review.append((new, outcome.reason))
    out.classes, out.contradictions = components(edges)
    verdicts: dict[str, int] = {}
    for r in results.values():
        verdicts[r["verdict"]] = verdicts.get(r["verdict"], 0) + 1
    read_ok = sum(r.ok for r in readings.values())
    out.stats = {"obligations": len(obs), "rechecked_at_theory": len(recheck),
                 "read_back": f"{read_ok}/{len(readings)}",
                 "read_back_identical": sum(r.same for r in readings.values()),
                 "invalid_for_family": invalid,
                 "verdicts": dict(sorted(verdicts.items())),
                 "released": len(out.released), "excluded": len(out.excluded),
                 "review": len(out.review), "contradictions": len(out.contradictions)}
    return out
