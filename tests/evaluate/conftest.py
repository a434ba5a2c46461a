"""Fixtures for the evaluation tests: synthetic items, loopback servers, a keyless env."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from pathlib import Path

import pytest
from eval_helpers import keyless_env, make_item
from eval_loopback import LoopbackServer, Script

from forminv_lean.jsonl import write_jsonl
from forminv_lean.records import Item


@pytest.fixture()
def items() -> list[Item]:
    return [make_item(k) for k in range(12)]


@pytest.fixture()
def dataset(tmp_path: Path, items: list[Item]) -> Path:
    path = tmp_path / "items.jsonl"
    write_jsonl(path, items)
    return path


@pytest.fixture()
def server() -> Iterator[Callable[[Script], LoopbackServer]]:
    """Start loopback servers for one test; all stop when it ends (or after 120 s)."""
    started: list[LoopbackServer] = []

    def start(script: Script) -> LoopbackServer:
        srv = LoopbackServer(script, max_seconds=120).start()
        started.append(srv)
        return srv

    yield start
    for srv in started:
        srv.stop()


@pytest.fixture()
def cache_path(tmp_path: Path) -> Path:
    return tmp_path / "cache" / "responses.sqlite3"


@pytest.fixture()
def env(cache_path: Path) -> dict[str, str]:
    """Dummy keys, a private cache, no proxies: nothing leaves the machine or tmp_path."""
    return keyless_env(cache_path)
