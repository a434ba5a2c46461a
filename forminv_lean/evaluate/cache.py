"""The response cache: SQLite in WAL mode, keyed by sha256 of the request.

Why SQLite: every completed response is committed the moment it arrives (one short
autocommit transaction), so a run killed at any instant, even by SIGKILL, keeps every
answer it received and never a half row; a rerun finds them and asks only for the rest.
WAL mode plus a busy timeout lets several runs share one cache file safely.

Errors are never cached: a rerun retries them. The cache lives in the user cache directory
(``platformdirs``), never inside the package; ``FORMINV_CACHE`` or ``--cache`` move it.

A cache SQLite cannot read (truncated, pages overwritten, not a database at all) is one
line naming the file and what to do: move it aside and run again with ``--resume``, which
takes the answers already in the run's ``responses.jsonl`` (and puts them in the new cache).
"""

from __future__ import annotations

import hashlib
import json
import os
import sqlite3
import time
from collections.abc import Iterable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from functools import cached_property
from pathlib import Path
from typing import Any

from pydantic import BaseModel, ConfigDict, Field

from forminv_lean.errors import ForminvError

CACHE_ENV = "FORMINV_CACHE"
CACHE_FILENAME = "responses.sqlite3"
SCHEMA_VERSION = "1"
_BUSY_TIMEOUT_S = 60.0
_CHUNK = 500  # SQLite's default limit on bound parameters is far above this


class CacheKey(BaseModel):
    """Everything that can change what a model answers, and nothing else.

    Deliberately NOT in the key, because they change how we ask, not what comes back:
      - ``timeout``, ``retries`` and backoff settings (``RetryPolicy``);
      - ``concurrency``, progress display, ``--quiet``, the output directory;
      - the API key (secrets never reach the cache) and the price table.
    """

    model_config = ConfigDict(frozen=True, extra="forbid")

    provider: str
    model: str
    base_url: str
    system: str
    user: str
    temperature: float
    max_tokens: int
    sample: int = 0
    #: Provider-specific decoding parameters actually sent (e.g. which token parameter).
    params: dict[str, Any] = Field(default_factory=dict)

    @cached_property
    def _canonical(self) -> str:
        # Every field is JSON-native already, so the instance dict serialises as is.
        fields = {k: v for k, v in self.__dict__.items() if k in type(self).model_fields}
        return json.dumps(fields, ensure_ascii=False, sort_keys=True, separators=(",", ":"))

    @cached_property
    def _digest(self) -> str:
        return hashlib.sha256(self._canonical.encode("utf-8")).hexdigest()

    def canonical(self) -> str:
        """Sorted-key compact JSON of every field: the exact bytes that are hashed."""
        return self._canonical

    def digest(self) -> str:
        """Computed once per key: the plan needs it for the lookup, the cache again to store."""
        return self._digest


@dataclass(frozen=True)
class CachedResponse:
    """One cached answer, as stored: the raw text, its verdict, usage and when it was made."""
    raw: str
    verdict: str | None
    input_tokens: int | None
    output_tokens: int | None
    latency_s: float | None
    timestamp: str | None


_SCHEMA = """
CREATE TABLE IF NOT EXISTS meta (k TEXT PRIMARY KEY, v TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS responses (
    key TEXT PRIMARY KEY,
    provider TEXT NOT NULL,
    model TEXT NOT NULL,
    request TEXT NOT NULL,
    raw TEXT NOT NULL,
    verdict TEXT,
    input_tokens INTEGER,
    output_tokens INTEGER,
    latency_s REAL,
    timestamp TEXT
);
"""


def default_cache_path() -> Path:
    """``$FORMINV_CACHE`` if set, else ``<user cache dir>/forminv-lean/responses.sqlite3``."""
    env = os.environ.get(CACHE_ENV)
    if env:
        return resolve_cache_path(env)
    from platformdirs import user_cache_dir

    return Path(user_cache_dir("forminv-lean")) / CACHE_FILENAME


def resolve_cache_path(path: str | Path) -> Path:
    """A directory means the standard file name inside it."""
    p = Path(path).expanduser()
    return p / CACHE_FILENAME if p.is_dir() or str(path).endswith(os.sep) else p


class CacheError(ForminvError):
    """The cache file cannot be used; the message says which file and what to do."""


#: SQLite's names for a file that is damaged or not a database at all.
_CORRUPT = ("SQLITE_CORRUPT", "SQLITE_NOTADB")


def _cache_error(path: Path, exc: sqlite3.Error) -> CacheError:
    """One line for a failed cache operation: corruption gets the way out."""
    name = getattr(exc, "sqlite_errorname", "")
    if name.startswith(_CORRUPT) or "malformed" in str(exc) or "not a database" in str(exc):
        return CacheError(
            f"the response cache {path} is damaged ({exc}): move it aside with its -wal and "
            f"-shm files (e.g. mv '{path}' '{path}.damaged') and run again with --resume, "
            "which reuses the answers in the run's responses.jsonl; the rest are asked again")
    return CacheError(f"cannot use the response cache {path} ({exc}); --cache PATH or "
                      "--no-cache avoids it")


class ResponseCache:
    """Completed responses by cache key. Not thread-safe: use it from one thread."""

    def __init__(self, path: str | Path) -> None:
        self.path = resolve_cache_path(path)
        self.path.parent.mkdir(parents=True, exist_ok=True)
        # Processes opening a new file at once race to switch it to WAL, a step SQLite may
        # answer "database is locked" without waiting on the busy timeout (seen in CI with
        # four processes): the opening is retried until that timeout has passed.
        deadline = time.monotonic() + _BUSY_TIMEOUT_S
        while True:
            try:
                with self._guard():
                    self._open()
                return
            except CacheError as exc:
                if "locked" not in str(exc) or time.monotonic() > deadline:
                    raise
                if getattr(self, "_db", None) is not None:
                    self._db.close()   # the failed attempt's connection, before the next
                time.sleep(0.05)

    def _open(self) -> None:
        # Autocommit: each INSERT is its own short transaction, durable once it returns.
        self._db = sqlite3.connect(self.path, timeout=_BUSY_TIMEOUT_S, isolation_level=None)
        self._db.execute(f"PRAGMA busy_timeout = {int(_BUSY_TIMEOUT_S * 1000)}")
        self._db.execute("PRAGMA journal_mode = WAL")
        # NORMAL in WAL mode survives a killed process (only an OS crash loses the tail).
        self._db.execute("PRAGMA synchronous = NORMAL")
        self._db.executescript(_SCHEMA)
        self._db.execute("INSERT OR IGNORE INTO meta (k, v) VALUES ('schema', ?)",
                         (SCHEMA_VERSION,))

    @contextmanager
    def _guard(self) -> Iterator[None]:
        """Every SQLite call goes through here: its failure becomes one CacheError line."""
        try:
            yield
        except sqlite3.Error as exc:
            raise _cache_error(self.path, exc) from None

    def get(self, key: str) -> CachedResponse | None:
        return self.get_many([key]).get(key)

    def get_many(self, keys: Iterable[str]) -> dict[str, CachedResponse]:
        keys = list(keys)
        out: dict[str, CachedResponse] = {}
        with self._guard():
            for i in range(0, len(keys), _CHUNK):
                chunk = keys[i:i + _CHUNK]
                rows = self._db.execute(
                    "SELECT key, raw, verdict, input_tokens, output_tokens, latency_s, "
                    f"timestamp FROM responses WHERE key IN ({','.join('?' * len(chunk))})",
                    chunk)
                for key, *values in rows:
                    out[key] = CachedResponse(*values)
        return out

    def put(self, key: CacheKey, entry: CachedResponse) -> str:
        """Store one completed response (committed before returning); return its key."""
        canonical, digest = key.canonical(), key.digest()
        with self._guard():
            self._db.execute(
                "INSERT OR REPLACE INTO responses (key, provider, model, request, raw, verdict, "
                "input_tokens, output_tokens, latency_s, timestamp) VALUES (?,?,?,?,?,?,?,?,?,?)",
                (digest, key.provider, key.model, canonical, entry.raw, entry.verdict,
                 entry.input_tokens, entry.output_tokens, entry.latency_s, entry.timestamp))
        return digest

    def __len__(self) -> int:
        with self._guard():
            return int(self._db.execute("SELECT COUNT(*) FROM responses").fetchone()[0])

    def close(self) -> None:
        try:
            self._db.close()
        except (sqlite3.Error, AttributeError):  # never opened, or already unusable
            pass

    def __enter__(self) -> ResponseCache:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()


CacheSpec = ResponseCache | str | Path | bool | None


def open_cache(spec: CacheSpec) -> tuple[ResponseCache | None, bool]:
    """Resolve the public ``cache=`` argument: ``True``/``"default"`` for the standard
    location, a path, an open cache, or ``None``/``False`` for no cache.

    Returns the cache and whether the caller owns it (and must close it).
    """
    if spec is None or spec is False:
        return None, False
    if isinstance(spec, ResponseCache):
        return spec, False
    if spec is True or spec == "default":
        return ResponseCache(default_cache_path()), True
    return ResponseCache(spec), True


__all__ = ["CacheKey", "CachedResponse", "CacheError", "CacheSpec", "ResponseCache", "open_cache",
           "default_cache_path", "resolve_cache_path", "CACHE_ENV"]
