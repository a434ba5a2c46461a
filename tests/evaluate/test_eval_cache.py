"""The SQLite response cache: key scheme, durability, sharing between processes."""

from __future__ import annotations

import sqlite3
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

from forminv_lean.evaluate.cache import (
    CachedResponse,
    CacheKey,
    ResponseCache,
    default_cache_path,
    open_cache,
)
from forminv_lean.evaluate.config import EvalConfig
from forminv_lean.evaluate.retry import RetryPolicy


def key(**over: object) -> CacheKey:
    base: dict[str, object] = dict(provider="openai", model="gpt-4o",
                                   base_url="https://api.openai.com/v1", system="S", user="U",
                                   temperature=0.0, max_tokens=20, sample=0)
    return CacheKey(**{**base, **over})  # type: ignore[arg-type]


def entry(raw: str = "TRUE") -> CachedResponse:
    return CachedResponse(raw=raw, verdict=raw, input_tokens=5, output_tokens=1, latency_s=0.1,
                          timestamp="2026-01-01T00:00:00.000Z")


def test_every_key_field_changes_the_key() -> None:
    base = key().digest()
    for field, value in [("provider", "deepseek"), ("model", "gpt-4o-mini"),
                         ("base_url", "http://x/v1"), ("system", "S2"), ("user", "U2"),
                         ("temperature", 0.7), ("max_tokens", 4096), ("sample", 1),
                         ("params", {"token_param": "max_completion_tokens"})]:
        assert key(**{field: value}).digest() != base, field


def test_key_is_canonical() -> None:
    assert key(temperature=0).digest() == key(temperature=0.0).digest()
    assert len(key().digest()) == 64


def test_run_only_settings_stay_out_of_the_key() -> None:
    """Timeouts, retries and concurrency change how we ask, never the answer."""
    fields = set(CacheKey.model_fields)
    for name in ("timeout", "retries", "concurrency", "refresh", "base_delay", "max_delay",
                 "max_retry_after", "api_key"):
        assert name not in fields
    assert {"timeout", "retries", "concurrency"} <= set(EvalConfig.model_fields)
    assert {"retries", "base_delay"} <= set(RetryPolicy.__dataclass_fields__)


def test_put_get_roundtrip_and_wal(tmp_path: Path) -> None:
    with ResponseCache(tmp_path / "c.sqlite3") as cache:
        k = key()
        assert cache.get(k.digest()) is None
        digest = cache.put(k, entry("FALSE"))
        assert digest == k.digest()
        assert cache.get(digest) == entry("FALSE")
        assert len(cache) == 1
        assert cache.get_many([digest, "nope"]).keys() == {digest}
    with sqlite3.connect(tmp_path / "c.sqlite3") as db:
        assert db.execute("PRAGMA journal_mode").fetchone()[0] == "wal"
        row = db.execute("SELECT request FROM responses").fetchone()[0]
        assert '"user":"U"' in row  # the request is stored (no secrets in it)


def test_get_many_chunks(tmp_path: Path) -> None:
    with ResponseCache(tmp_path) as cache:  # a directory gets the standard file name
        keys = [key(user=f"u{i}") for i in range(1200)]
        for k in keys:
            cache.put(k, entry())
        found = cache.get_many(k.digest() for k in keys)
        assert len(found) == 1200
    assert (tmp_path / "responses.sqlite3").exists()


def test_committed_immediately(tmp_path: Path) -> None:
    """Another connection sees a row as soon as put() returns (no pending transaction)."""
    path = tmp_path / "c.sqlite3"
    cache = ResponseCache(path)
    cache.put(key(), entry())
    with sqlite3.connect(path) as other:
        assert other.execute("SELECT COUNT(*) FROM responses").fetchone()[0] == 1
    cache.close()


@pytest.mark.slow
def test_concurrent_processes_share_one_cache(tmp_path: Path) -> None:
    path = tmp_path / "shared.sqlite3"
    script = textwrap.dedent(f"""
        import sys
        from forminv_lean.evaluate.cache import CacheKey, CachedResponse, ResponseCache
        cache = ResponseCache({str(path)!r})
        for i in range(300):
            k = CacheKey(provider="p", model="m", base_url="u", system="s",
                         user=f"{{sys.argv[1]}}-{{i}}", temperature=0.0, max_tokens=20)
            cache.put(k, CachedResponse("TRUE", "TRUE", 1, 1, 0.0, None))
            cache.get(k.digest())
    """)
    procs = [subprocess.Popen([sys.executable, "-c", script, str(n)]) for n in range(4)]
    assert [p.wait(timeout=120) for p in procs] == [0, 0, 0, 0]
    with sqlite3.connect(path) as db:
        assert db.execute("PRAGMA integrity_check").fetchone()[0] == "ok"
        assert db.execute("SELECT COUNT(*) FROM responses").fetchone()[0] == 1200


def test_default_location_and_env_override(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv("FORMINV_CACHE", raising=False)
    default = default_cache_path()
    assert "forminv-lean" in str(default) and default.name == "responses.sqlite3"
    monkeypatch.setenv("FORMINV_CACHE", str(tmp_path / "mine.sqlite3"))
    assert default_cache_path() == tmp_path / "mine.sqlite3"
    cache, owned = open_cache("default")
    assert cache is not None and owned and cache.path == tmp_path / "mine.sqlite3"
    cache.close()
    assert open_cache(None) == (None, False) and open_cache(False) == (None, False)
