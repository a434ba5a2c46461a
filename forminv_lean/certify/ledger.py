"""The review ledger: append-only human decisions on T3 and undecided items.

A decision is bound to the exact wording it was made on (sha256 of the question), so
regenerating an item with different text silently invalidates the old approval instead of
carrying it over; an entry that names no wording approves nothing. The newest decision for
an item wins; earlier lines are kept byte for byte.
"""

from __future__ import annotations

import fcntl
import hashlib
import os
from collections.abc import Iterable, Iterator
from contextlib import contextmanager
from datetime import UTC, datetime
from pathlib import Path
from typing import Literal

from forminv_lean.errors import InputError
from forminv_lean.jsonl import (
    allow_rewrite,
    atomic_open,
    iter_records,
    mkdir_out,
    read_jsonl,
    to_line,
)
from forminv_lean.records import Decision, Item, Review


def _question_hash(item: Item) -> str:
    """The sha256 of an item's question, which binds a decision to that exact wording."""
    return hashlib.sha256(item.question.encode("utf-8")).hexdigest()


def load_ledger(path: str | Path | None) -> dict[str, Review]:
    """Latest decision per item id (later lines override earlier ones).

    A damaged line is an InputError naming it; a last line cut short (a write that did not
    finish, by an older version or another tool) says so, since every decision counts and
    none is guessed."""
    if path is None or not Path(path).exists():
        return {}
    latest: dict[str, Review] = {}
    try:
        for r in read_jsonl(path, Review, allow_empty=True):
            latest[r.item_id] = r
    except InputError as exc:
        if exc.line is not None and _torn_last_line(Path(path), exc.line):
            raise InputError(f"the last line is incomplete (a write cut short: {exc.problem}); "
                             "remove that line and record its decision again",
                             path=exc.path, line=exc.line) from None
        raise
    return latest


def _torn_last_line(p: Path, line: int) -> bool:
    data = p.read_bytes()
    return not data.endswith(b"\n") and data.count(b"\n") + 1 == line


def decision_for(item: Item, ledger: dict[str, Review]) -> Review | None:
    """The recorded decision on this item's current wording, or None (none, or another wording)."""
    r = ledger.get(item.id)
    if r is None:
        return None
    if r.question_sha256 != _question_hash(item):
        return None  # reviewed a different wording, or no wording named: approves nothing
    return r


def append_reviews(path: str | Path, reviews: Iterable[Review]) -> int:
    """Add decisions to the ledger: the earlier lines byte for byte, then the new ones,
    written to a temp file and renamed over it. A full disk or a kill leaves the ledger as it
    was (never a torn line that breaks every later build); a ledger already damaged is
    refused before anything is added to it."""
    lines = "".join(to_line(r) + "\n" for r in reviews)
    count = lines.count("\n")
    if not count:
        return 0
    p = Path(path)
    with _folder_lock(p.parent):  # two reviewers at once: each one's lines are kept
        load_ledger(p)  # a damaged ledger: its file:line error, before anything is written
        old = p.read_bytes() if p.exists() else b""
        if old and not old.endswith(b"\n"):
            old += b"\n"
        allow_rewrite(p)  # the ledger is read above and rewritten whole, on purpose
        with atomic_open(p, "wb") as fh:
            fh.write(old + lines.encode("utf-8"))
    return count


@contextmanager
def _folder_lock(folder: Path) -> Iterator[None]:
    """An exclusive ``flock`` on the ledger's folder (the file itself is replaced by each
    write, so it cannot carry the lock)."""
    mkdir_out(folder)
    fd = os.open(folder, os.O_RDONLY | os.O_DIRECTORY)
    try:
        fcntl.flock(fd, fcntl.LOCK_EX)
        yield
    finally:
        os.close(fd)


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
