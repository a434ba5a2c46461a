"""A build's output folder changes as a whole: written beside it, then swapped in.

Why: written file by file over an older build, a kill or a full disk left new theorems,
certificates and Parquet beside the old ``dataset.jsonl``, which the old manifest still
validated. Here a build writes into a new sibling folder ``.<name>.build-*``, and only when
every file is there: the old folder is renamed to ``.<name>.old-*``, the new one renamed to
``<name>``, what the user keeps in the folder (the review ledger, the certify checkpoints
under ``.work``, their own files) is moved across, and the old folder is removed. Each step
is a rename inside one parent, so at any instant the folder is the old build or the new one.

A build killed outright (SIGKILL, power loss) leaves siblings behind; :func:`recover`, run at
the start of the next build, finishes or undoes the swap and removes them, so a rebuild gives
the same folder as an uninterrupted build, with nothing stale in it.
"""

from __future__ import annotations

import fcntl
import os
import secrets
import shutil
import tempfile
from collections.abc import Iterable
from pathlib import Path

from forminv_lean.errors import InputError
from forminv_lean.safe_paths import os_error

#: What a build writes (and so never carries over from the previous one): its files, the
#: per-family Parquet folder, and what `lean check` derived from the previous dataset.
BUILD_OUTPUTS = frozenset({
    "theorems.jsonl", "excluded.jsonl", "review-queue.jsonl", "certificates.jsonl",
    "classes.json", "dataset.parquet", "data", "README.md", "dataset.jsonl", "manifest.json",
    "lean", "lean-check.json"})


def resolve(out: str | Path) -> Path:
    """The output folder itself (a symbolic link to a folder is followed: the folder it
    names is the one swapped); a path that exists and is not a folder is refused."""
    p = Path(os.path.realpath(out))
    if p.exists() and not p.is_dir():
        raise InputError("exists and is not a folder (a build writes a folder)", path=str(out))
    if p.parent == p:
        raise InputError("cannot build into the root of the file system", path=str(out))
    return p


#: What may be in a folder a build has not written yet: its checkpoints and review ledger.
FIRST_BUILD_OK = frozenset({".work", "reviews.jsonl"})


def check_reusable(out: Path, given: str | Path) -> None:
    """Refuse to build into a folder that holds something else: a build replaces its own
    outputs (``data/``, ``lean/``, ``README.md`` ...) as a whole, so ``--out .`` in a project
    would drop the project's own ``data/``. An earlier build (its ``manifest.json``), an
    empty folder, or one holding only checkpoints and a ledger is fine."""
    if not out.is_dir() or (out / "manifest.json").is_file():
        return
    try:
        other = sorted(e.name for e in out.iterdir()
                       if e.name not in FIRST_BUILD_OK and not _is_temp(e.name))
    except OSError as exc:
        raise os_error(exc, out) from None
    if other:
        raise InputError(f"holds files that are not an earlier build ({other[0]!r}, no "
                         "manifest.json); choose a new or empty folder", path=str(given))


def _siblings(out: Path, kind: str) -> list[Path]:
    """``.<name>.<kind>-*`` beside ``out``, oldest first."""
    try:
        found = [p for p in out.parent.glob(f".{out.name}.{kind}-*") if p.is_dir()
                 and not p.is_symlink()]
        return sorted(found, key=lambda p: p.stat().st_mtime_ns)
    except OSError:
        return []


def _is_temp(name: str) -> bool:
    return name.startswith(".") and name.endswith(".tmp")


def _carry(old: Path, new: Path, *, keep_out: Iterable[str]) -> None:
    """Move what the user keeps from ``old`` into ``new``: every entry that is not a build
    output, not already in ``new``, and not a temp file of a killed write."""
    skip = set(keep_out)
    for entry in sorted(old.iterdir()):
        if entry.name in skip or _is_temp(entry.name) or os.path.lexists(new / entry.name):
            continue
        os.rename(entry, new / entry.name)


def _remove_temps(folder: Path) -> None:
    """Temp files of writes killed before their rename (``.<name>.*.tmp``), anywhere below."""
    for path in folder.rglob(".*.tmp"):
        if path.is_file() and not path.is_symlink():
            path.unlink(missing_ok=True)


def recover(out: Path) -> None:
    """Clean up after a build that was killed: finish or undo its swap, drop its staging
    folder and the temp files of its interrupted writes."""
    olds = _siblings(out, "old")
    try:
        if olds and not out.exists():  # killed between the two renames: undo
            os.rename(olds[-1], out)
            olds = olds[:-1]
        for old in olds:  # killed after the swap: finish carrying, then remove
            if out.is_dir():
                _carry(old, out, keep_out=BUILD_OUTPUTS)
            shutil.rmtree(old)
        for stage in _siblings(out, "build"):
            if not _in_use(stage):  # a build writing beside us keeps its folder
                shutil.rmtree(stage)
        if out.is_dir():
            for entry in out.iterdir():
                if _is_temp(entry.name) and entry.is_file():
                    entry.unlink()
            if (out / ".work").is_dir():
                _remove_temps(out / ".work")
    except OSError as exc:
        raise os_error(exc, out) from None


def _umask() -> int:
    mask = os.umask(0)
    os.umask(mask)
    return mask


#: Staging folders this process is writing, with the open descriptor that locks each one.
_held: dict[Path, int] = {}


def stage(out: Path) -> Path:
    """A new, empty sibling folder to write the build into (mode as for any new folder),
    locked (``flock``) until :func:`release`, so a concurrent build's :func:`recover` leaves
    it alone."""
    try:
        out.parent.mkdir(parents=True, exist_ok=True)
        path = Path(tempfile.mkdtemp(prefix=f".{out.name}.build-", dir=out.parent))
        path.chmod(0o777 & ~_umask())  # mkdtemp makes 0700; a build is meant to be shared
        fd = os.open(path, os.O_RDONLY | os.O_DIRECTORY)
        fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
    except OSError as exc:
        raise os_error(exc, out) from None
    _held[path] = fd
    return path


def release(path: Path) -> None:
    """Drop the lock :func:`stage` took (after the swap, or when the build failed)."""
    fd = _held.pop(path, None)
    if fd is not None:
        os.close(fd)


def _in_use(path: Path) -> bool:
    """Whether another build holds ``path`` (its staging folder) locked."""
    try:
        fd = os.open(path, os.O_RDONLY | os.O_DIRECTORY)
    except OSError:
        return False
    try:
        fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
    except BlockingIOError:
        return True
    except OSError:
        return False
    finally:
        os.close(fd)
    return False


def swap(out: Path, new: Path) -> None:
    """Put the complete folder ``new`` in place of ``out``, keeping the user's files."""
    try:
        old = None
        if out.exists():
            old = out.with_name(f".{out.name}.old-{secrets.token_hex(6)}")
            os.rename(out, old)
        os.rename(new, out)
        if old is not None:
            _carry(old, out, keep_out=BUILD_OUTPUTS)
            shutil.rmtree(old)
    except OSError as exc:
        raise os_error(exc, out) from None


def remove_killed_emits(lean_root: Path) -> None:
    """Hidden module folders (``.<Dataset>.*``) a killed Lean emit left under a Lean root
    outside the build's folder (inside it, they go with the staging folder)."""
    from forminv_lean.certify.lean_emit import LIB

    gen = lean_root / LIB / "Generated"
    if not gen.is_dir():
        return
    try:
        for entry in gen.iterdir():
            if entry.name.startswith(".") and entry.is_dir() and not entry.is_symlink():
                shutil.rmtree(entry)
    except OSError as exc:
        raise os_error(exc, gen) from None


def as_final(exc: BaseException, new: Path, out: Path) -> BaseException:
    """An error met while writing the staging folder, naming the final path instead (the
    user never sees ``.<name>.build-*``)."""
    if isinstance(exc, OSError):
        name = exc.filename if isinstance(exc.filename, str | Path) else None
        exc = os_error(exc, name if name is not None else out)
    if isinstance(exc, InputError) and exc.path and exc.path.startswith(str(new)):
        final = str(out) + exc.path[len(str(new)):]
        return InputError(exc.problem, path=final, line=exc.line, field=exc.field)
    return exc
