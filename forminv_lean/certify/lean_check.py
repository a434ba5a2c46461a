"""Run ``lake build`` where Lean exists and map each error back to its item.

On machines without Lean (this project's own), it says so in one line and changes nothing.
"""

from __future__ import annotations

import re
import shutil
import subprocess
from dataclasses import dataclass
from pathlib import Path

from forminv_lean.certify.lean_emit import declaration_lines
from forminv_lean.errors import MissingDependencyError

ERROR = re.compile(r"(?P<file>[^\s:]+\.lean):(?P<line>\d+):(?P<col>\d+):\s*error", re.M)


@dataclass(frozen=True)
class LeanCheck:
    ok: list[str]                   # declaration names that built
    failed: dict[str, str]          # name -> first error line
    log: str


def lake_available() -> bool:
    return shutil.which("lake") is not None


def map_errors(log: str, files: list[Path], root: Path) -> dict[str, str]:
    """Assign each error to the declaration whose header precedes the error line."""
    failed: dict[str, str] = {}
    decls = {p.resolve(): declaration_lines(p.read_text(encoding="utf-8")) for p in files}
    for m in ERROR.finditer(log):
        f = (root / m.group("file")).resolve()
        if f not in decls:
            continue
        line = int(m.group("line"))
        owner = None
        for n, name in decls[f]:
            if n <= line:
                owner = name
        if owner and owner not in failed:
            end = log.find("\n", m.start())
            failed[owner] = log[m.start(): end if end >= 0 else None].strip()
    return failed


def run_lake(files: list[Path], *, root: Path, timeout: float = 3600) -> LeanCheck:
    if not lake_available():
        raise MissingDependencyError(
            "Lean is not installed here (lake not on PATH): certificates were not checked; "
            "the solver verdicts stand as smt_proved")
    proc = subprocess.run(["lake", "build"], cwd=root, capture_output=True, text=True,
                          timeout=timeout)
    log = proc.stdout + proc.stderr
    failed = map_errors(log, files, root)
    names = [n for p in files for _, n in declaration_lines(p.read_text(encoding="utf-8"))]
    if proc.returncode != 0 and not failed:
        # The build failed somewhere we cannot attribute (e.g. Mathlib missing): trust nothing.
        failed = {n: "lake build failed: " + (log.strip().splitlines() or ["?"])[-1] for n in names}
    return LeanCheck([n for n in names if n not in failed], failed, log)
