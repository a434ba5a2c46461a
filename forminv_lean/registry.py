"""One generic registry for every plugin kind (sources, families, providers).

Built-ins and third-party plugins arrive the same way: a Python entry point in the
group ``forminv_lean.<kind>``, loaded lazily on first use. Unknown names raise an error
that lists the valid ones and suggests the closest.
"""

from __future__ import annotations

import difflib
from collections.abc import Callable, Iterator
from importlib.metadata import entry_points
from typing import Generic, TypeVar

from forminv_lean.errors import ForminvError

T = TypeVar("T")


class UnknownNameError(ForminvError, KeyError):
    """A name no registry entry has; its message lists the known ones."""

    def __str__(self) -> str:  # KeyError would quote the message
        return str(self.args[0])


class Registry(Generic[T]):
    """Named plugins of one kind (families, sources, providers, ...): built-ins plus the
    entry points of the group ``forminv_lean.<kind>``, loaded on first lookup.
    """

    def __init__(self, kind: str, *, label: str | None = None, group: str | None = None) -> None:
        self.kind = label or kind.rstrip("s")
        self.group = group or f"forminv_lean.{kind}"
        self._items: dict[str, T] = {}
        self._loaded = False

    def register(self, name: str, obj: T | None = None) -> Callable[[T], T] | T:
        """Register directly (``reg.register("x", obj)``) or as a decorator."""
        if obj is not None:
            self._items[name] = obj
            return obj

        def deco(o: T) -> T:
            self._items[name] = o
            return o

        return deco

    def _load(self) -> None:
        if self._loaded:
            return
        self._loaded = True
        for ep in entry_points(group=self.group):
            if ep.name not in self._items:
                self._items[ep.name] = ep.load()

    def names(self) -> list[str]:
        self._load()
        return sorted(self._items)

    def get(self, name: str) -> T:
        self._load()
        try:
            return self._items[name]
        except KeyError:
            valid = self.names()
            near = difflib.get_close_matches(name, valid, n=1)
            hint = f" (did you mean '{near[0]}'?)" if near else ""
            raise UnknownNameError(
                f"unknown {self.kind} '{name}'{hint}; valid: {', '.join(valid)}") from None

    def __contains__(self, name: object) -> bool:
        self._load()
        return name in self._items

    def __iter__(self) -> Iterator[str]:
        return iter(self.names())
