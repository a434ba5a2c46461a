"""Errors that the CLI turns into one clear line and a non-zero exit."""

from __future__ import annotations


class ForminvError(Exception):
    """A user-facing failure: its message is shown as is, without a traceback."""

    exit_code = 1


class InputError(ForminvError):
    """Bad input data, located as precisely as possible (``file:line: field: problem``)."""

    def __init__(self, message: str, *, path: str | None = None, line: int | None = None,
                 field: str | None = None) -> None:
        self.path, self.line, self.field, self.problem = path, line, field, message
        where = ":".join(str(p) for p in (path, line) if p is not None)
        parts = [p for p in (where, field, message) if p]
        super().__init__(": ".join(parts))


class MissingDependencyError(ForminvError):
    """An optional tool (lake, LeanDojo, network, an SDK) is not available here."""


class UsageError(ForminvError):
    """A command was called with options that do not fit together."""

    exit_code = 2
