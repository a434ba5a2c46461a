"""The review ledger: append-only human decisions on T3 and undecided items.

A decision is bound to the exact wording it was made on (sha256 of the question), so
regenerating an item with different text silently invalidates the old approval instead of
carrying it over. The newest decision for an item wins; nothing is ever rewritten.
"""

from __future__ import annotations

import hashlib
import json
import os
from collections.abc import Iterable
from datetime import UTC, datetime
from pathlib import Path
from typing import Literal

from forminv_lean.errors import InputError
from forminv_lean.jsonl import read_jsonl, to_line, validate
from forminv_lean.records import Item, Review


def question_hash(item: Item) -> str:
    return hashlib.sha256(item.question.encode("utf-8")).hexdigest()


def load_ledger(path: str | Path | None) -> dict[str, Review]:
    """Latest decision per item id (later lines override earlier ones)."""
    if path is None or not Path(path).exists():
        return {}
    latest: dict[str, Review] = {}
    for r in read_jsonl(path, Review):
        latest[r.item_id] = r
    return latest


def decision_for(item: Item, ledger: dict[str, Review]) -> Review | None:
    r = ledger.get(item.id)
    if r is None:
        return None
    if r.question_sha256 and r.question_sha256 != question_hash(item):
        return None  # reviewed a different wording
    return r


def append_reviews(path: str | Path, reviews: Iterable[Review]) -> int:
    """Append decisions durably (one write + fsync per batch); never rewrites history."""
    lines = "".join(to_line(r) + "\n" for r in reviews)
    if not lines:
        return 0
    p = Path(path)
    p.parent.mkdir(parents=True, exist_ok=True)
    with p.open("a", encoding="utf-8") as fh:
        fh.write(lines)
        fh.flush()
        os.fsync(fh.fileno())
    return lines.count("\n")


def now() -> str:
    return datetime.now(UTC).strftime("%Y-%m-%dT%H:%M:%SZ")


def make_review(item: Item, decision: Literal["approve", "reject"], *, reviewer: str,
                reason: str = "") -> Review:
    return Review(item_id=item.id, decision=decision, reason=reason, reviewer=reviewer,
                  timestamp=now(), question_sha256=question_hash(item))


def read_decisions(path: str | Path, items: dict[str, Item], *, reviewer: str) -> list[Review]:
    """Parse a scripted decisions file: JSONL of ``{"item_id", "decision", "reason"?}``."""
    out: list[Review] = []
    p = Path(path)
    if not p.exists():
        raise InputError("decisions file not found", path=str(p))
    for n, line in enumerate(p.read_text(encoding="utf-8").splitlines(), start=1):
        if not line.strip():
            continue
        try:
            obj = json.loads(line)
        except json.JSONDecodeError as exc:
            raise InputError(f"malformed JSON ({exc.msg})", path=str(p), line=n) from None
        iid = obj.get("item_id")
        if iid not in items:
            raise InputError(f"unknown item id {iid!r}", path=str(p), line=n, field="item_id")
        dec = obj.get("decision")
        if dec not in ("approve", "reject"):
            raise InputError("decision must be 'approve' or 'reject'", path=str(p), line=n,
                             field="decision")
        base = make_review(items[iid], dec, reviewer=obj.get("reviewer", reviewer),
                           reason=obj.get("reason", ""))
        out.append(validate(Review, base.model_dump(), path=str(p), line=n))
    return out
