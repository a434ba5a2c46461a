"""JSONL and file IO shared by every stage: validated reads, atomic deterministic writes."""

from __future__ import annotations

import hashlib
import json
import os
import tempfile
from collections.abc import Callable, Iterable, Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import IO, Any, TypeVar, cast

from pydantic import BaseModel, ValidationError

from forminv_lean.errors import InputError
from forminv_lean.safe_paths import (  # noqa: F401  (re-exported: the output layer's checks)
    allow_rewrite,
    check_target,
    note_input,
    os_error,
    os_reason,
)

M = TypeVar("M", bound=BaseModel)


def dumps(obj: Any) -> str:
    """One canonical JSON line: sorted keys, UTF-8 kept, so output is byte-stable."""
    return json.dumps(obj, ensure_ascii=False, sort_keys=True, separators=(", ", ": "))


def _first_error(exc: ValidationError) -> tuple[str, str]:
    err = exc.errors()[0]
    field = ".".join(str(p) for p in err.get("loc", ())) or "(record)"
    return field, err.get("msg", "invalid")


# -- reading: the one input layer -----------------------------------------------------
#
# Every file a command reads comes through here, so every command reports bad input the
# same way: one ``file:line: field: problem`` line (an InputError), never a traceback.
# Text is decoded strictly as UTF-8 and split only on "\n": str.splitlines would also cut
# at U+2028, U+0085 or a form feed, which JSON strings may hold.


class _DuplicateKey(ValueError):
    def __init__(self, key: str) -> None:
        super().__init__(key)
        self.key = key


def _no_duplicate_keys(pairs: list[tuple[str, Any]]) -> dict[str, Any]:
    obj: dict[str, Any] = {}
    for k, v in pairs:
        if k in obj:  # json.loads would silently keep the last one
            raise _DuplicateKey(k)
        obj[k] = v
    return obj


#: The longest input line (and whole text file) read, in bytes: a line is a record, and a
#: record this long is not one (``/dev/zero`` as input must stop, not fill the memory).
#: ``FORMINV_MAX_LINE_MB`` raises it.
MAX_LINE_BYTES = 64 << 20
MAX_TEXT_BYTES = 512 << 20

def _limit(default: int) -> int:
    mb = os.environ.get("FORMINV_MAX_LINE_MB", "")
    return int(mb) << 20 if mb.isdigit() and int(mb) > 0 else default


def _open_bytes(p: Path) -> IO[bytes]:
    if p.is_dir():
        raise InputError("is a folder, expected a file", path=str(p))
    if not p.exists():
        raise InputError("file not found", path=str(p))
    try:
        fh = p.open("rb")
    except OSError as exc:
        raise InputError(f"cannot read ({exc.strerror or type(exc).__name__})",
                         path=str(p)) from None
    note_input(fh.fileno())
    if p.name.endswith(".gz"):   # a gzip-compressed JSONL (`corpus.jsonl.gz`), read as it streams
        import gzip

        return gzip.GzipFile(fileobj=fh, mode="rb")  # type: ignore[return-value]
    return fh


def _too_long(p: Path, line: int | None, limit: int) -> InputError:
    what = f"line longer than {limit >> 20} MB" if line is not None else \
        f"file larger than {limit >> 20} MB"
    return InputError(f"{what} (not a record; FORMINV_MAX_LINE_MB raises the limit)",
                      path=str(p), line=line)


def _decode(raw: bytes, *, path: Path, line: int | None) -> str:
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError as exc:
        start = raw.rfind(b"\n", 0, exc.start) + 1  # a whole file: find the line
        at = line if line is not None else raw.count(b"\n", 0, exc.start) + 1
        raise InputError(f"not UTF-8 (byte {exc.start - start + 1} of the line)",
                         path=str(path), line=at) from None
    return text.removeprefix("\ufeff") if line in (None, 1) else text


def iter_lines(path: str | Path) -> Iterator[tuple[int, str]]:
    """Yield ``(line_number, text)`` of a UTF-8 file, split only on ``"\\n"``.

    A byte sequence that is not UTF-8 is an InputError ``file:line: not UTF-8``; a leading
    byte-order mark is dropped; the text keeps its line end.
    """
    p = Path(path)
    limit = _limit(MAX_LINE_BYTES)
    with _open_bytes(p) as fh:
        n = 0
        while raw := _readline(fh, limit + 1, p, n + 1):  # binary: split on b"\n" only
            n += 1
            if len(raw) > limit:
                raise _too_long(p, n, limit)
            yield n, _decode(raw, path=p, line=n)


def _readline(fh: IO[bytes], size: int, p: Path, line: int) -> bytes:
    """One line; a damaged compressed file (`.gz`) is an InputError at that line."""
    import zlib

    try:
        return fh.readline(size)
    except (EOFError, zlib.error, OSError) as exc:
        raise InputError(f"damaged compressed file ({type(exc).__name__}: {exc})"[:200],
                         path=str(p), line=line) from None


def read_text(path: str | Path) -> str:
    """A whole UTF-8 text file (strictly decoded; ``file: not UTF-8`` otherwise)."""
    p = Path(path)
    limit = _limit(MAX_TEXT_BYTES)
    with _open_bytes(p) as fh:
        raw = fh.read(limit + 1)
    if len(raw) > limit:
        raise _too_long(p, None, limit)
    return _decode(raw, path=p, line=None)


def parse_json(text: str, *, path: str | Path, line: int | None = None) -> Any:
    """``json.loads`` whose every failure is an InputError naming the place: malformed
    JSON, a key given twice in one object, nesting too deep, a number Python refuses."""
    try:
        return json.loads(text, object_pairs_hook=_no_duplicate_keys)
    except json.JSONDecodeError as exc:
        raise InputError(f"malformed JSON ({exc.msg}, column {exc.colno})", path=str(path),
                         line=exc.lineno if line is None else line) from None
    except _DuplicateKey as exc:
        raise InputError(f"key {exc.key!r} appears twice in one object", path=str(path),
                         line=line) from None
    except RecursionError:
        raise InputError("JSON nested too deeply", path=str(path), line=line) from None
    except ValueError as exc:  # e.g. an integer longer than Python converts
        raise InputError(f"unreadable JSON value ({exc})", path=str(path), line=line) from None


def empty_error(path: str | Path) -> InputError:
    """The one error every command gives for an input with nothing in it."""
    return InputError("no records (the file is empty)", path=str(path))


def iter_json_lines(path: str | Path, *, allow_empty: bool = False
                    ) -> Iterator[tuple[int, dict[str, Any]]]:
    """Yield ``(line_number, object)``; a line that is not a JSON object is an InputError.

    Blank lines are skipped. A file with no object at all is an InputError too, unless
    ``allow_empty`` (for files that may legitimately be empty, such as a review ledger).
    """
    seen = False
    for n, text in iter_lines(path):
        if not text.strip():
            continue
        obj = parse_json(text, path=path, line=n)
        if not isinstance(obj, dict):
            raise InputError("expected a JSON object", path=str(path), line=n)
        seen = True
        yield n, obj
    if not seen and not allow_empty:
        raise empty_error(path)


def read_json(path: str | Path) -> Any:
    """A whole JSON file; missing, empty, malformed or non-UTF-8 input is an InputError."""
    p = Path(path)
    text = read_text(p)
    if not text.strip():
        raise empty_error(p)
    return parse_json(text, path=p)


def validate(model: type[M], obj: dict[str, Any], *, path: str, line: int | None) -> M:
    """Validate one object: unknown fields and wrong types are ``file:line: field: problem``."""
    try:
        return model.model_validate(obj)
    except ValidationError as exc:
        field, msg = _first_error(exc)
        raise InputError(msg, path=path, line=line, field=field) from None


def iter_records(path: str | Path, model: type[M], *, unique: str | tuple[str, ...] = (),
                 allow_empty: bool = False) -> Iterator[tuple[int, M]]:
    """Validated records with their line numbers.

    ``unique`` names the field (or fields, together) no two records may share, e.g.
    ``"id"``; a repeat is ``file:line: id: duplicate id 'x' (first on line N)``.
    """
    fields = (unique,) if isinstance(unique, str) else tuple(unique)
    first: dict[tuple[Any, ...], int] = {}
    for n, obj in iter_json_lines(path, allow_empty=allow_empty):
        rec = validate(model, obj, path=str(path), line=n)
        if fields:
            key = tuple(getattr(rec, f) for f in fields)
            if key in first:
                what = fields[0] if len(fields) == 1 else "(" + ", ".join(fields) + ")"
                shown = key[0] if len(fields) == 1 else key
                raise InputError(f"duplicate {what} {shown!r} (first on line {first[key]})",
                                 path=str(path), line=n, field=fields[-1])
            first[key] = n
        yield n, rec


def read_jsonl(path: str | Path, model: type[M], *, unique: str | tuple[str, ...] = (),
               allow_empty: bool = False) -> list[M]:
    """Read and validate every line; the first bad one raises ``file:line: field: problem``."""
    return [rec for _, rec in iter_records(path, model, unique=unique,
                                           allow_empty=allow_empty)]


# -- writing: the one output layer ----------------------------------------------------
#
# Every file a command writes goes through ``atomic_open``: a temp file beside the target,
# renamed over it once whole. Before anything is created the target is checked, because a
# rename replaces whatever is at the path: a device node (``/dev/null`` as root), a FIFO, a
# symbolic link (and not the file it points to) or the very file the command just read.


def mkdir_out(folder: str | Path) -> Path:
    """Create an output folder (and its parents); an OS failure is the user's one-line error."""
    p = Path(folder)
    try:
        p.mkdir(parents=True, exist_ok=True)
    except FileExistsError:
        raise InputError("exists and is not a folder", path=str(p)) from None
    except OSError as exc:
        raise os_error(exc, p) from None
    return p


@contextmanager
def atomic_open(path: str | Path, mode: str = "w") -> Iterator[IO[Any]]:
    """Write to a temp file beside ``path`` and rename on success: never a half file, and
    never over something that is not a regular file (see :func:`check_target`)."""
    target = check_target(path)
    mkdir_out(target.parent)
    try:
        fd, tmp = tempfile.mkstemp(prefix=f".{target.name}.", suffix=".tmp", dir=target.parent)
    except OSError as exc:
        raise os_error(exc, target) from None
    try:
        binary = "b" in mode
        with os.fdopen(fd, mode, **cast("dict[str, Any]", {} if binary else
                                        {"encoding": "utf-8", "newline": "\n"})) as fh:
            yield fh
            fh.flush()
            os.fsync(fh.fileno())
        os.chmod(tmp, 0o666 & ~_umask())  # mkstemp makes 0600; outputs are meant to be shared
        check_target(target)  # again: the path may have changed while the data was written
        os.replace(tmp, target)
    except BaseException as exc:
        try:
            os.unlink(tmp)
        except FileNotFoundError:
            pass
        if isinstance(exc, OSError) and not isinstance(exc, InputError):
            raise os_error(exc, target) from None
        raise


def _umask() -> int:
    mask = os.umask(0)
    os.umask(mask)
    return mask


def write_text_atomic(path: str | Path, text: str) -> None:
    """Write ``text`` to ``path`` via a temporary file and a rename: whole or absent."""
    with atomic_open(path) as fh:
        fh.write(text)


def to_line(record: BaseModel | dict[str, Any]) -> str:
    """One record (pydantic model or dict) as a JSON line, in the project's one serialisation."""
    obj = record.model_dump(mode="json") if isinstance(record, BaseModel) else record
    return dumps(obj)


def write_jsonl(path: str | Path, records: Iterable[BaseModel | dict[str, Any]]) -> str:
    """Write records atomically, one canonical line each; return the file's sha256."""
    h = hashlib.sha256()
    with atomic_open(path) as fh:
        for r in records:
            line = to_line(r) + "\n"
            h.update(line.encode("utf-8"))
            fh.write(line)
    return h.hexdigest()


def sha256_file(path: str | Path) -> str:
    """The sha256 of a file's bytes, read in chunks."""
    h = hashlib.sha256()
    with Path(path).open("rb") as fh:
        for chunk in iter(lambda: fh.read(1 << 20), b""):
            h.update(chunk)
    return h.hexdigest()


def count_by(records: Iterable[BaseModel], **keys: Callable[[Any], Any]) -> dict[str, dict[str, int]]:
    """Counts per key function, sorted, for manifests and dataset cards."""
    counts: dict[str, dict[str, int]] = {k: {} for k in keys}
    for r in records:
        for name, fn in keys.items():
            v = fn(r)
            v = "null" if v is None else str(v)
            counts[name][v] = counts[name].get(v, 0) + 1
    return {k: dict(sorted(v.items())) for k, v in counts.items()}
