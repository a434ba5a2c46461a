"""Record Lean's verdicts in a built dataset: `lean_checked` for accepted certificates, the
reason for the rest, and a per-declaration report.

A certificate counts only if it is the one this tool emits for that item's two renderings
(the theorem's and the item's): a compiled module proves something about an item only when
its statement is exactly `(theorem rendering) ↔ (item rendering)` and the module file holds
exactly that declaration. Items whose certificate Lean rejected are demoted from
`lean_checked` to `smt_proved` (or stay `smt_proved`) with the first error as the reason.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from pathlib import Path

from forminv_lean.certify.lean_check import Verdict
from forminv_lean.certify.lean_emit import validate
from forminv_lean.errors import InputError
from forminv_lean.jsonl import (
    allow_rewrite,
    count_by,
    read_jsonl,
    write_jsonl,
    write_text_atomic,
)
from forminv_lean.manifest import dumps_pretty
from forminv_lean.records import Certificate, Item, Theorem


@dataclass
class Applied:
    """What `apply_verdicts` changed."""

    checked: list[str] = field(default_factory=list)      # items now lean_checked
    demoted: dict[str, str] = field(default_factory=dict)  # item -> reason (was lean_checked)
    rejected: dict[str, str] = field(default_factory=dict)  # item -> reason (all not accepted)


def _statement_matches(cert: Certificate, item: Item, theorems: dict[str, Theorem]) -> bool:
    from forminv_lean.formal.lean.certificates import iff_statement, surface_text
    from forminv_lean.formal.statements import elaborate_text

    th = theorems.get(item.theorem_id)
    if th is None or th.formal is None:
        return False
    # what certify proved: the formula read back from the question (else the stated one)
    for formal in (item.read_back, item.formal):
        if formal is None:
            continue
        try:
            if cert.imports:  # Track B: the two renderings as written, read in context
                want = f"({surface_text(th.formal)}) ↔ ({surface_text(formal)})"
            else:
                want = iff_statement(elaborate_text(th.formal), elaborate_text(formal))
        except Exception:  # an unparsable rendering cannot match any certificate
            continue
        if cert.lean.startswith(f"theorem {cert.name} : {want} :="):
            return True
    return False


def apply_verdicts(folder: Path, verdicts: list[Verdict], files: dict[str, Path]) -> Applied:
    """Update `folder`'s dataset.jsonl (+ dataset.parquet, manifest) and write
    `folder/lean-check.json`."""
    certs = {c.name: c for c in read_jsonl(folder / "certificates.jsonl", Certificate)}
    theorems = {t.id: t for t in read_jsonl(folder / "theorems.jsonl", Theorem)} \
        if (folder / "theorems.jsonl").exists() else {}
    items = read_jsonl(folder / "dataset.jsonl", Item)
    by_item: dict[str, tuple[bool, str, str]] = {}   # item -> (accepted, reason, declaration)
    report = []
    for v in verdicts:
        cert = certs.get(v.name)
        accepted, reason = v.accepted, v.reason
        if cert is None:
            accepted, reason = False, "no certificate of that name in certificates.jsonl"
        elif accepted:
            try:
                decl = validate(cert, where=str(folder / "certificates.jsonl"))
            except InputError as exc:
                accepted, reason = False, str(exc)
            else:
                text = files[v.name].read_text(encoding="utf-8") if v.name in files else ""
                if decl.text not in text:
                    accepted, reason = False, "the module file does not hold this certificate"
        if cert is not None:
            by_item[cert.item_id] = (accepted, reason, v.name)
        report.append({"module": v.module, "declaration": v.name,
                       "item_id": cert.item_id if cert else None,
                       "kind": cert.kind if cert else None, "accepted": accepted,
                       "reason": reason})
    out = Applied()
    updated: list[Item] = []
    for it in items:
        verdict = by_item.get(it.id)
        cert = certs.get(verdict[2]) if verdict else None
        ver = it.verification
        if verdict and cert is not None and cert.kind == "certificate":
            accepted, reason, name = verdict
            if accepted and not _statement_matches(cert, it, theorems):
                accepted, reason = False, "its statement is not this item's two renderings"
            if accepted and ver.status in ("smt_proved", "lean_checked"):
                ver = ver.model_copy(update={"status": "lean_checked", "certificate": name,
                                             "detail": _note(ver.detail, f"Lean compiled {name}")})
                out.checked.append(it.id)
            elif not accepted:
                status = "smt_proved" if ver.status == "lean_checked" else ver.status
                if ver.status == "lean_checked":
                    out.demoted[it.id] = reason
                out.rejected[it.id] = reason
                ver = ver.model_copy(update={"status": status, "detail": _note(
                    ver.detail, f"Lean did not accept {name}: {reason}")})
        elif ver.status == "lean_checked":  # no verdict for its certificate this time
            out.demoted[it.id] = "Lean did not report on its certificate"
            ver = ver.model_copy(update={"status": "smt_proved"})
        updated.append(it.model_copy(update={"verification": ver}))
    allow_rewrite(folder)  # an in-place update of the statuses (dataset and manifest)
    digest = write_jsonl(folder / "dataset.jsonl", updated)
    if (folder / "dataset.parquet").exists():  # the same items, kept in step
        from forminv_lean.build import _write_parquet

        _write_parquet(folder, updated)  # dataset.parquet and data/<family>.parquet
    _refresh_manifest(folder / "manifest.json", digest, updated)
    write_text_atomic(folder / "lean-check.json", dumps_pretty({
        "accepted": sum(1 for r in report if r["accepted"]),
        "rejected": sum(1 for r in report if not r["accepted"]),
        "declarations": sorted(report, key=lambda r: str(r["module"]))}))
    return out


def _note(detail: str, note: str) -> str:
    kept = "; ".join(p for p in detail.split("; ") if p and not p.startswith(
        ("Lean compiled ", "Lean did not accept ")))
    return f"{kept}; {note}" if kept else note


def _refresh_manifest(path: Path, digest: str, items: list[Item]) -> None:
    """Keep manifest.json's hash and status counts true after statuses changed."""
    if not path.exists():
        return
    man = json.loads(path.read_text(encoding="utf-8"))
    man["sha256"] = digest
    man.setdefault("counts", {})["status"] = count_by(
        items, status=lambda r: r.verification.status)["status"]
    write_text_atomic(path, dumps_pretty(man))
