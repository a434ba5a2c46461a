"""The review ledger: append-only human decisions on T3 and undecided items.

A decision is bound to the exact wording it was made on (sha256 of the question), so
regenerating an item with different text silently invalidates the old approval instead of
carrying it over. The newest decision for an item wins; nothing is ever rewritten.
"""

from __future__ import annotations

import hashlib
import os
from collections.abc import Iterable
from datetime import UTC, datetime
from pathlib import Path
from typing import Literal

from forminv_lean.errors import InputError
from forminv_lean.jsonl import iter_records, read_jsonl, to_line
from forminv_lean.records import Decision, Item, Review


def _question_hash(item: Item) -> str:
    """The sha256 of an item's question, which binds a decision to that exact wording."""
    return hashlib.sha256(item.question.encode("utf-8")).hexdigest()


def load_ledger(path: str | Path | None) -> dict[str, Review]:
    """Latest decision per item id (later lines override earlier ones)."""
    if path is None or not Path(path).exists():
        return {}
    latest: dict[str, Review] = {}
    for r in read_jsonl(path, Review, allow_empty=True):
        latest[r.item_id] = r
    return latest


def decision_for(item: Item, ledger: dict[str, Review]) -> Review | None:
    """The recorded decision on this item's current wording, or None (none, or another wording)."""
    r = ledger.get(item.id)
    if r is None:
        return None
    if r.question_sha256 and r.question_sha256 != _question_hash(item):
        return None  # reviewed a different wording
    return r


def append_reviews(path: str | Path, reviews: Iterable[Review]) -> int:
    """Append decisions durably (one write + fsync per batch); never rewrites history."""
    lines = "".join(to_line(r) + "\n" for r in reviews)
    count = lines.count("\n")
    if not count:
        return 0
    p = Path(path)
    p.parent.mkdir(parents=True, exist_ok=True)
    with p.open("ab") as fh:
        if fh.tell() and _last_byte(p) != b"\n":  # a write cut short: never glue onto it
            lines = "\n" + lines
        fh.write(lines.encode("utf-8"))
        fh.flush()
        os.fsync(fh.fileno())
    return count


def _last_byte(p: Path) -> bytes:
    with p.open("rb") as fh:
        fh.seek(-1, os.SEEK_END)
        return fh.read(1)


def now() -> str:
    """The current UTC time as an ISO 8601 timestamp to the second."""
    return datetime.now(UTC).strftime("%Y-%m-%dT%H:%M:%SZ")


def make_review(item: Item, decision: Literal["approve", "reject"], *, reviewer: str,
                reason: str = "") -> Review:
    """A reviewer's decision on an item, bound to its current wording."""
    return Review(item_id=item.id, decision=decision, reason=reason, reviewer=reviewer,
                  timestamp=now(), question_sha256=_question_hash(item))


def read_decisions(path: str | Path, items: dict[str, Item], *, reviewer: str) -> list[Review]:
    """Parse a scripted decisions file: JSONL of ``{"item_id", "decision", "reason"?,
    "reviewer"?}``, read through the one input layer (unknown fields are errors)."""
    out: list[Review] = []
    for n, d in iter_records(path, Decision, unique="item_id"):
        if d.item_id not in items:
            raise InputError(f"unknown item id {d.item_id!r} (not in the review queue)",
                             path=str(path), line=n, field="item_id")
        out.append(make_review(items[d.item_id], d.decision, reviewer=d.reviewer or reviewer,
                               reason=d.reason))
    return out
