"""The flat rows every export writes: one per item, the fields a harness needs.

Both dataset schemas are accepted: the project's :class:`~forminv_lean.records.Item`
JSONL and the FormInv paper's release (``nl_question``, its family names mapped through
the registry), so the paper's own items can be run with this project's parser too.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Sequence
from pathlib import Path
from typing import Any

from forminv_lean.errors import ForminvError, InputError
from forminv_lean.jsonl import iter_json_lines, validate
from forminv_lean.records import Item

#: Columns of a doc, in the order they are written.
DOC_FIELDS: tuple[str, ...] = ("id", "theorem_id", "family", "tier", "domain", "question",
                               "ground_truth", "status")
ALL = "all"
_NAME = re.compile(r"^[A-Za-z0-9_-]{1,64}$")  # also a file name: bounded


def _paper_row(obj: dict[str, Any], path: str, line: int) -> dict[str, Any]:
    from forminv_lean.families.registry import family_id

    for key in ("id", "theorem_id", "family", "nl_question", "ground_truth"):
        if not isinstance(obj.get(key), str):
            raise InputError("missing or not a string", path=path, line=line, field=key)
    if obj["ground_truth"] not in ("TRUE", "FALSE"):
        raise InputError(f"expected TRUE or FALSE, got {obj['ground_truth']!r}", path=path,
                         line=line, field="ground_truth")
    return {"id": obj["id"], "theorem_id": obj["theorem_id"],
            "family": family_id(obj["family"]), "tier": None,
            "domain": str(obj.get("domain") or ""), "question": obj["nl_question"],
            "ground_truth": obj["ground_truth"], "status": "imported"}


def item_doc(item: Item) -> dict[str, Any]:
    """The harness-facing fields of one item."""
    return {"id": item.id, "theorem_id": item.theorem_id, "family": item.family,
            "tier": item.tier, "domain": item.domain, "question": item.question,
            "ground_truth": item.ground_truth, "status": item.verification.status}


def read_docs(path: str | Path) -> list[dict[str, Any]]:
    """Every item of a dataset as a doc; bad lines and repeated ids are ``file:line: ...``."""
    docs: list[dict[str, Any]] = []
    seen: dict[str, int] = {}
    for n, obj in iter_json_lines(path):
        if "nl_question" in obj:
            doc = _paper_row(obj, str(path), n)
        else:
            doc = item_doc(validate(Item, obj, path=str(path), line=n))
        if doc["id"] in seen:
            raise InputError(f"duplicate item id '{doc['id']}' (first on line "
                             f"{seen[doc['id']]})", path=str(path), line=n, field="id")
        seen[doc["id"]] = n
        docs.append(doc)
    if not docs:
        raise InputError("dataset has no items", path=str(path))
    return docs


def select_docs(docs: Sequence[dict[str, Any]], *, families: Iterable[str] | None = None,
                limit_per_family: int | None = None) -> list[dict[str, Any]]:
    """Keep the named families; then at most ``limit_per_family`` items of each (file
    order), so a small export still has every family."""
    chosen = list(docs)
    if families:
        wanted = {f.strip() for f in families if f.strip()}
        present = sorted({d["family"] for d in docs})
        unknown = sorted(wanted - set(present))
        if unknown:
            raise ForminvError(f"--families: no item has family {', '.join(map(repr, unknown))}"
                               f"; families in the dataset: {', '.join(present)}")
        chosen = [d for d in chosen if d["family"] in wanted]
    if limit_per_family is not None:
        if limit_per_family < 1:
            raise ForminvError("--limit-per-family must be >= 1")
        taken: dict[str, int] = {}
        kept = []
        for d in chosen:
            if taken.get(d["family"], 0) < limit_per_family:
                taken[d["family"]] = taken.get(d["family"], 0) + 1
                kept.append(d)
        chosen = kept
    return chosen


def family_order(docs: Iterable[dict[str, Any]]) -> list[str]:
    """``canonical`` first, then the other families alphabetically (the tables' order)."""
    fams = sorted({d["family"] for d in docs})
    if ALL in fams:
        raise ForminvError(f"a family may not be called '{ALL}' (it names every item)")
    bad = [f for f in fams if not _NAME.match(f)]
    if bad:  # family names become task, config and file names
        raise ForminvError(f"family name {bad[0]!r} is not usable as a task name "
                           "(at most 64 letters, digits, '_' and '-')")
    return (["canonical"] if "canonical" in fams else []) + [f for f in fams
                                                             if f != "canonical"]


__all__ = ["ALL", "DOC_FIELDS", "family_order", "item_doc", "read_docs", "select_docs"]
