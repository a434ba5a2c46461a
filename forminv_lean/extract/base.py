"""What an extraction source is, and the registry sources plug into."""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, ClassVar, Protocol

from forminv_lean.records import Item, Theorem
from forminv_lean.registry import Registry


@dataclass
class ExtractOptions:
    """Options common to all sources; a source ignores what it does not use."""

    limit: int | None = None
    seed: int = 0
    path: Path | None = None
    repo: str | None = None
    commit: str | None = None
    recipe: dict[str, Any] = field(default_factory=dict)


@dataclass
class Extraction:
    """What a source returns: theorems, imported items (if any), input hashes and statistics."""
    theorems: list[Theorem]
    items: list[Item] = field(default_factory=list)
    inputs: dict[str, str] = field(default_factory=dict)   # name -> sha256 of what was read
    stats: dict[str, Any] = field(default_factory=dict)


class Source(Protocol):
    """The interface of an extraction source (a plugin registers one under ``SOURCES``)."""
    name: ClassVar[str]
    description: ClassVar[str]

    def extract(self, options: ExtractOptions) -> Extraction: ...


SOURCES: Registry[type[Source]] = Registry("sources")
