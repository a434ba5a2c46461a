"""Helpers shared by the reliability tests (plain functions; fixtures are in conftest)."""

from __future__ import annotations

import json
from pathlib import Path
from types import SimpleNamespace
from typing import Any


def one_line_error(r: SimpleNamespace) -> str:
    """The run failed with exactly one line on stderr and no traceback; return the line."""
    assert r.returncode not in (0, 70), (r.returncode, r.stderr)
    assert "Traceback" not in r.stderr, r.stderr
    lines = [x for x in r.stderr.splitlines() if x.strip()]
    assert len(lines) == 1, r.stderr
    return lines[0]


def lines(path: Path) -> list[str]:
    return path.read_text(encoding="utf-8").split("\n")[:-1]


def write_lines(path: Path, rows: list[str]) -> Path:
    path.write_text("".join(r + "\n" for r in rows), encoding="utf-8")
    return path


def objects(path: Path) -> list[dict[str, Any]]:
    return [json.loads(x) for x in lines(path) if x.strip()]
