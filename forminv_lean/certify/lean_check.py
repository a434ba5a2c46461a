"""Have Lean check emitted modules and map each verdict back to its declaration.

Two sources of verdicts, one rule. `run_lean` compiles every module with `lake env lean FILE`
(in parallel, where `lake` is on PATH); `parse_build_log` reads the log of a `lake build` a
user ran elsewhere. Either way a declaration is accepted only if (a) Lean reported its module
compiled (exit 0 with no error, a `✔ … Built <module>` line, or a log that ends with `Build
completed successfully` and names no failure) and (b) its file passes `lean_scan.scan` (no
`sorry`, `axiom`, `#exit`, `#eval`, … anywhere). Every error line names a file, and since
each module holds one declaration, it names exactly one item.
"""

from __future__ import annotations

import re
import shutil
import subprocess
from collections.abc import Callable, Iterable
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from forminv_lean.certify.lean_emit import LIB
from forminv_lean.certify.lean_scan import scan
from forminv_lean.errors import MissingDependencyError

# `error: ./././FormInvProofs/…/x.lean:7:2: msg` (lake) and `…/x.lean:7:2: error: msg` (lean).
_ERROR = re.compile(r"^(?:error: )?(?P<file>\S+?\.lean):(?P<line>\d+):(?P<col>\d+):"
                    r"(?: error:)?\s*(?P<msg>.*)$")
# `✔ [n/m] Built M (1.2s)`, or `⚠ …` when it built with warnings (a linter's, say)
_BUILT = re.compile(r"^\s*[✔⚠]\s*\[\d+/\d+\]\s*(?:Built|Replayed)\s+(?P<mod>[\w.']+)")
# what a log downloaded from GitHub Actions or a coloured terminal adds to each line
_NOISE = re.compile(r"^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(?:\.\d+)?Z ?|\x1b\[[0-9;?]*[A-Za-z]")
_FAILED = re.compile(r"^\s*✖\s*\[\d+/\d+\]\s*Building\s+(?P<mod>[\w.']+)")


@dataclass(frozen=True)
class Verdict:
    """Lean's verdict on one declaration module."""

    module: str
    name: str             # the declaration in it
    accepted: bool
    reason: str           # why not, or "compiled"


def _module_of(path: Path, root: Path) -> str:
    """`root/FormInvProofs/Generated/Curated/x.lean` → `FormInvProofs.Generated.Curated.x`."""
    return ".".join(path.resolve().relative_to(root.resolve()).with_suffix("").parts)


def _module_key(file: str) -> str | None:
    """The module a path in a log refers to, from its `FormInvProofs/…` suffix."""
    parts = re.split(r"[\\/]", file)
    if LIB not in parts and f"{LIB}.lean" not in parts:
        return None
    i = max(i for i, p in enumerate(parts) if p in (LIB, f"{LIB}.lean"))
    tail = parts[i:]
    tail[-1] = tail[-1].removesuffix(".lean")
    return ".".join(tail)


def _declaration(path: Path) -> str:
    """The declaration a module holds: the emitter names each module after it (a file that
    holds anything else is refused by the scanner)."""
    return path.stem


def _scan_reason(path: Path) -> str | None:
    problems = scan(path.read_text(encoding="utf-8"), one_theorem=True)
    return f"refused by the scanner: {problems[0]}" if problems else None


def parse_build_log(log: str, files: Iterable[Path], root: Path) -> list[Verdict]:
    """Verdicts for `files` (declaration modules under `root`) from a `lake build` log."""
    mods = {_module_of(f, root): f for f in files}
    errors: dict[str, str] = {}
    failed: set[str] = set()
    built: set[str] = set()
    listing = False
    for raw in log.splitlines():
        line = _NOISE.sub("", raw)
        is_error = line.startswith("error:") or re.search(r"\.lean:\d+:\d+: error", line)
        if is_error and (m := _ERROR.match(line)) and (mod := _module_key(m.group("file"))):
            where = mod.replace(".", "/") + ".lean"
            errors.setdefault(mod, f"{where}:{m.group('line')}:{m.group('col')}: "
                                   f"{m.group('msg')}".strip())
        elif m := _BUILT.match(line):
            built.add(m.group("mod"))
        elif m := _FAILED.match(line):
            failed.add(m.group("mod"))
        if line.startswith("Some required builds logged failures"):
            listing = True
        elif listing and line.startswith("- "):
            failed.add(line[2:].strip())
        elif listing:
            listing = False
    complete = "Build completed successfully" in log and not failed and not errors
    out: list[Verdict] = []
    for mod, path in sorted(mods.items()):
        name = _declaration(path)
        bad = _scan_reason(path)
        if mod in errors or mod in failed:
            out.append(Verdict(mod, name, False, "Lean: " + errors.get(mod, "module failed")))
        elif bad:
            out.append(Verdict(mod, name, False, bad))
        elif mod in built or complete:
            out.append(Verdict(mod, name, True, "compiled"))
        else:
            out.append(Verdict(mod, name, False, "the log does not show this module built"))
    return out


def standalone_report(root: Path, log: str, dataset: str | None = None) -> dict[str, Any]:
    """Verdicts from a `lake build` log for every emitted dataset under `root` (or just
    `dataset`), each declaration named with its item from the dataset's `items.json`."""
    from forminv_lean.certify.lean_emit import dataset_items, module_files
    from forminv_lean.errors import InputError

    maps = dataset_items(root)
    if dataset is not None:
        maps = {k: v for k, v in maps.items() if k == dataset}
    if not maps:
        raise InputError(f"no emitted dataset (FormInvProofs/Generated/*/items.json) under "
                         f"{root}" + (f" named {dataset!r}" if dataset else ""))
    rows: list[dict[str, object]] = []
    for name, items in sorted(maps.items()):
        for v in parse_build_log(log, module_files(root, name), root):
            item = items.get(v.name)
            accepted = v.accepted and item is not None
            reason = v.reason if item is not None else "not in the dataset's items.json"
            rows.append({"dataset": name, "module": v.module, "declaration": v.name,
                         "item_id": item, "accepted": accepted, "reason": reason})
    return {"accepted": sum(1 for r in rows if r["accepted"]),
            "rejected": sum(1 for r in rows if not r["accepted"]), "declarations": rows}


def lake_available() -> bool:
    """Whether ``lake`` is on PATH, so modules can be compiled here."""
    return shutil.which("lake") is not None


def _lean_one(path: Path, project: Path, timeout: float) -> tuple[int, str]:
    try:
        proc = subprocess.run(["lake", "env", "lean", str(path)], cwd=project,
                              capture_output=True, text=True, timeout=timeout)
    except subprocess.TimeoutExpired:
        return 124, f"{path}:1:0: error: timed out after {timeout:.0f} s"
    return proc.returncode, proc.stdout + proc.stderr


def run_lean(files: list[Path], *, root: Path, project: Path, jobs: int = 2,
             timeout: float = 600, progress: Callable[[int], None] | None = None
             ) -> list[Verdict]:
    """Compile each module with `lake env lean` (in parallel) and judge each one."""
    if not lake_available():
        raise MissingDependencyError(
            "Lean is not installed here (lake not on PATH): certificates were not checked; "
            "the solver verdicts stand as smt_proved")
    out: list[Verdict] = []
    with ThreadPoolExecutor(max_workers=max(1, jobs)) as pool:
        for path, (rc, log) in zip(files, pool.map(lambda f: _lean_one(f, project, timeout),
                                                  files), strict=True):
            mod, name = _module_of(path, root), _declaration(path)
            errs = [ln.strip() for ln in log.splitlines() if re.search(r"(^|: )error\b", ln)]
            bad = _scan_reason(path)
            if rc != 0 or errs:
                out.append(Verdict(mod, name, False, "Lean: " + (errs or [f"exit {rc}"])[0]))
            elif bad:
                out.append(Verdict(mod, name, False, bad))
            else:
                out.append(Verdict(mod, name, True, "compiled"))
            if progress:
                progress(1)
    return out
