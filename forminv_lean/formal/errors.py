"""Errors of the formal-rendering language: where parsing stopped, what is outside the table."""

from __future__ import annotations


class FormalParseError(ValueError):
    """A rendering that is not in the language; says where and what was expected."""

    def __init__(self, line: int, column: int, expected: list[str], got: str) -> None:
        self.line = line
        self.column = column
        self.expected = list(expected)
        self.got = got
        shown = ", ".join(self.expected[:8]) if self.expected else "end of input"
        if len(self.expected) > 8:
            shown += ", ..."
        super().__init__(f"line {line}, column {column}: expected {shown}, got {got}")


class UnsupportedError(ValueError):
    """A well-formed rendering that uses something outside the signature table (or is ill-typed
    the way Lean would reject it); `symbol` names the offending symbol."""

    def __init__(self, symbol: str, message: str | None = None) -> None:
        self.symbol = symbol
        super().__init__(message or f"unsupported symbol: {symbol}")
