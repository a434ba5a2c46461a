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

M = TypeVar("M", bound=BaseModel)


def dumps(obj: Any) -> str:
    """One canonical JSON line: sorted keys, UTF-8 kept, so output is byte-stable."""
    return json.dumps(obj, ensure_ascii=False, sort_keys=True, separators=(", ", ": "))


def _first_error(exc: ValidationError) -> tuple[str, str]:
    err = exc.errors()[0]
    field = ".".join(str(p) for p in err.get("loc", ())) or "(record)"
    return field, err.get("msg", "invalid")


def iter_json_lines(path: str | Path) -> Iterator[tuple[int, dict[str, Any]]]:
    """Yield ``(line_number, object)``; a line that is not a JSON object is an InputError."""
    p = Path(path)
    if not p.exists():
        raise InputError("file not found", path=str(p))
    with p.open(encoding="utf-8") as fh:
        for n, line in enumerate(fh, start=1):
            if not line.strip():
                continue
            try:
                obj = json.loads(line)
            except json.JSONDecodeError as exc:
                raise InputError(f"malformed JSON ({exc.msg}, column {exc.colno})",
                                 path=str(p), line=n) from None
            if not isinstance(obj, dict):
                raise InputError("expected a JSON object", path=str(p), line=n)
            yield n, obj


def read_json(path: str | Path) -> Any:
    """A whole JSON file; missing, malformed or non-UTF-8 input is an InputError naming where."""
    p = Path(path)
    if not p.is_file():
        raise InputError("file not found", path=str(p))
    try:
        return json.loads(p.read_text(encoding="utf-8"))
    except json.JSONDecodeError as exc:
        raise InputError(f"malformed JSON ({exc.msg}, column {exc.colno})", path=str(p),
                         line=exc.lineno) from None
    except UnicodeDecodeError:
        raise InputError("not UTF-8 text", path=str(p)) from None


def read_jsonl(path: str | Path, model: type[M]) -> list[M]:
    """Read and validate every line; the first bad one raises ``file:line: field: problem``."""
    out: list[M] = []
    for n, obj in iter_json_lines(path):
        try:
            out.append(model.model_validate(obj))
        except ValidationError as exc:
            field, msg = _first_error(exc)
            raise InputError(msg, path=str(path), line=n, field=field) from None
    return out


def validate(model: type[M], obj: dict[str, Any], *, path: str, line: int | None) -> M:
    """Validate one object with the same error shape as :func:`read_jsonl`."""
    try:
        return model.model_validate(obj)
    except ValidationError as exc:
        field, msg = _first_error(exc)
        raise InputError(msg, path=path, line=line, field=field) from None


@contextmanager
def atomic_open(path: str | Path, mode: str = "w") -> Iterator[IO[Any]]:
    """Write to a temp file beside ``path`` and rename on success: never a half file."""
    target = Path(path)
    target.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(prefix=f".{target.name}.", suffix=".tmp", dir=target.parent)
    try:
        binary = "b" in mode
        with os.fdopen(fd, mode, **cast("dict[str, Any]", {} if binary else
                                        {"encoding": "utf-8", "newline": "\n"})) as fh:
            yield fh
            fh.flush()
            os.fsync(fh.fileno())
        os.chmod(tmp, 0o666 & ~_umask())  # mkstemp makes 0600; outputs are meant to be shared
        os.replace(tmp, target)
    except BaseException:
        try:
            os.unlink(tmp)
        except FileNotFoundError:
            pass
        raise


def _umask() -> int:
    mask = os.umask(0)
    os.umask(mask)
    return mask


def write_text_atomic(path: str | Path, text: str) -> None:
    with atomic_open(path) as fh:
        fh.write(text)


def to_line(record: BaseModel | dict[str, Any]) -> str:
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
