"""Which items a run asks: read a dataset once, then filter by family and limit."""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from pathlib import Path

from forminv_lean.errors import ForminvError, InputError
from forminv_lean.jsonl import iter_json_lines, validate
from forminv_lean.records import Item


def load_items(path: str | Path) -> list[Item]:
    """Every item in a JSONL dataset; a bad line or a repeated id is ``file:line: ...``."""
    items: list[Item] = []
    seen: dict[str, int] = {}
    for n, obj in iter_json_lines(path):
        item = validate(Item, obj, path=str(path), line=n)
        if item.id in seen:
            raise InputError(f"duplicate item id '{item.id}' (first on line {seen[item.id]})",
                             path=str(path), line=n, field="id")
        seen[item.id] = n
        items.append(item)
    return items


def select_items(items: Sequence[Item], *, families: Iterable[str] | None = None,
                 limit: int | None = None) -> list[Item]:
    """Keep the given families (in file order), then the first ``limit`` items."""
    chosen = list(items)
    if families:
        wanted = [f.strip() for f in families if f.strip()]
        present = sorted({i.family for i in items})
        unknown = [f for f in wanted if f not in present]
        if unknown:
            raise ForminvError(f"no item has family {', '.join(map(repr, unknown))}; "
                               f"families in the dataset: {', '.join(present)}")
        chosen = [i for i in chosen if i.family in set(wanted)]
    if limit is not None:
        if limit < 0:
            raise ForminvError("--limit must be >= 0")
        chosen = chosen[:limit]
    return chosen


__all__ = ["load_items", "select_items"]
