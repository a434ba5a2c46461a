"""Output paths that a write cannot turn into destruction.

Every output is written as a temp file renamed over its path, and a rename replaces whatever
is there: a device node (``/dev/null`` as root), a FIFO, a socket, a symbolic link (not the
file it points to), or the very file the command just read (``metrics -r R --out R``).
:func:`check_target` refuses those before anything is created. Kept free of heavy imports:
the CLI enters :func:`command_inputs` for every command.
"""

from __future__ import annotations

import errno
import os
import stat
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

from forminv_lean.errors import InputError

#: ``(st_dev, st_ino)`` of every regular file the running command read through the input
#: layer: an output may not replace one of them (``metrics -r R --out R`` would destroy
#: ``R``) unless the command rewrites it on purpose (:func:`allow_rewrite`). Kept only inside
#: :func:`command_inputs` (the CLI's commands): a Python caller may read and rewrite a file.
_inputs: set[tuple[int, int]] | None = None
_rewritable: set[tuple[int, int]] = set()


@contextmanager
def command_inputs() -> Iterator[None]:
    """While the block runs, an output may not replace a file read as input."""
    global _inputs
    saved = _inputs, set(_rewritable)
    _inputs = set()
    _rewritable.clear()
    try:
        yield
    finally:
        _inputs = saved[0]
        _rewritable.clear()
        _rewritable.update(saved[1])


def note_input(fd: int) -> None:
    """Record an open input file (a regular one) while a command runs."""
    if _inputs is None:
        return
    st = os.fstat(fd)
    if stat.S_ISREG(st.st_mode):
        _inputs.add((st.st_dev, st.st_ino))


def note_input_path(path: str | Path) -> None:
    """`note_input` for a file read by a library that opens it itself (CSV text, pyarrow)."""
    if _inputs is None:
        return
    try:
        st = os.stat(path)
    except OSError:
        return   # the reader reports the missing or unreadable file
    if stat.S_ISREG(st.st_mode):
        _inputs.add((st.st_dev, st.st_ino))


def allow_rewrite(path: str | Path) -> None:
    """Let this command replace ``path`` although it reads it (an in-place update such as
    ``eval --resume`` or ``lean check``): the one exception to the input-is-not-an-output
    rule. A folder allows every file directly in it (a run's responses and manifest)."""
    try:
        st = os.stat(path)
    except OSError:
        return
    _rewritable.add((st.st_dev, st.st_ino))


def _folder_key(target: Path) -> tuple[int, int] | None:
    try:
        st = os.stat(target.parent)
    except OSError:
        return None
    return st.st_dev, st.st_ino


def check_target(path: str | Path) -> Path:
    """Refuse an output path that a rename would destroy: anything but a regular file or
    nothing (a folder, device, FIFO, socket, symbolic link), or one of this command's inputs.
    Returns the path; raises InputError naming it."""
    target = Path(path)
    try:
        st = os.lstat(target)
    except FileNotFoundError:
        return target
    except NotADirectoryError:
        raise InputError("cannot write here: a parent of this path is a file",
                         path=str(target)) from None
    except OSError as exc:
        raise InputError(f"cannot write ({exc.strerror or type(exc).__name__})",
                         path=str(target)) from None
    if stat.S_ISLNK(st.st_mode):
        raise InputError("is a symbolic link; refusing to replace it (name the file itself)",
                         path=str(target))
    if stat.S_ISDIR(st.st_mode):
        raise InputError("is a folder; expected a file to write", path=str(target))
    if not stat.S_ISREG(st.st_mode):
        kind = "a FIFO" if stat.S_ISFIFO(st.st_mode) else "a socket" \
            if stat.S_ISSOCK(st.st_mode) else "a device"
        raise InputError(f"is {kind}, not a regular file; refusing to replace it",
                         path=str(target))
    key = (st.st_dev, st.st_ino)
    if _inputs is not None and key in _inputs and key not in _rewritable \
            and _folder_key(target) not in _rewritable:
        raise InputError("is one of this command's inputs; refusing to overwrite it "
                         "(choose another output path)", path=str(target))
    return target


def os_reason(exc: OSError) -> str:
    """What went wrong, in the user's words (disk full, permission, read-only file system)."""
    return {errno.ENOSPC: "no space left on the device", errno.EDQUOT: "disk quota exceeded",
            errno.EACCES: "permission denied", errno.EPERM: "permission denied",
            errno.EROFS: "read-only file system"}.get(exc.errno or 0,
                                                      exc.strerror or type(exc).__name__)


def os_error(exc: OSError, target: str | Path) -> InputError:
    """An OS failure while writing ``target``, as the user's one-line error naming the
    target, never the temp file."""
    return InputError(f"cannot write: {os_reason(exc)}", path=str(target))
