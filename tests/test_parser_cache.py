"""Parsers kept between processes: loaded only when built from the same grammar, checked, whole
and this user's own; anything else is built afresh."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from lark import Lark

from forminv_lean.informalise import reader
from forminv_lean.informalise.reader import build_parser
from forminv_lean.parser_cache import ENV, cached_parser

GRAMMAR = 'start: "x" ("+" "x")*\n%ignore " "\n'
CONFLICT = 'start: e\ne: e "+" e | "x"\n%ignore " "\n'


class Counting:
    """`build_parser`, counting the times it really builds."""

    def __init__(self) -> None:
        self.calls = 0

    def __call__(self, grammar: str) -> Lark:
        self.calls += 1
        return build_parser(grammar)


@pytest.fixture
def folder(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.setenv(ENV, str(tmp_path / "parsers"))
    return tmp_path / "parsers"


def test_built_once_then_loaded_and_parses_the_same(folder: Path) -> None:
    build = Counting()
    first = cached_parser(GRAMMAR, build)
    (saved,) = folder.glob("reader-*.lark")
    assert saved.stat().st_mode & 0o077 == 0  # this user's alone
    second = cached_parser(GRAMMAR, build)
    assert build.calls == 1
    assert second is not first
    assert second.parse("x + x + x") == first.parse("x + x + x")


def test_a_refused_grammar_is_never_saved(folder: Path) -> None:
    with pytest.raises(RuntimeError, match="not LALR"):
        cached_parser(CONFLICT, build_parser)
    assert not folder.exists() or not list(folder.glob("*.lark"))
    with pytest.raises(RuntimeError, match="not LALR"):  # and refused again, not loaded
        cached_parser(CONFLICT, build_parser)


def test_a_corrupt_file_is_rebuilt_and_replaced(folder: Path) -> None:
    cached_parser(GRAMMAR, build_parser)
    (saved,) = folder.glob("reader-*.lark")
    saved.write_bytes(b"not a pickle")
    build = Counting()
    assert cached_parser(GRAMMAR, build).parse("x")
    assert build.calls == 1
    assert cached_parser(GRAMMAR, build).parse("x") and build.calls == 1


def test_a_file_others_may_write_is_not_loaded(folder: Path) -> None:
    cached_parser(GRAMMAR, build_parser)
    (saved,) = folder.glob("reader-*.lark")
    saved.chmod(0o666)
    build = Counting()
    cached_parser(GRAMMAR, build)
    assert build.calls == 1


def test_caching_off_builds_every_time_and_writes_nothing(tmp_path: Path,
                                                          monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv(ENV, "0")
    monkeypatch.chdir(tmp_path)
    build = Counting()
    cached_parser(GRAMMAR, build)
    cached_parser(GRAMMAR, build)
    assert build.calls == 2
    assert not list(tmp_path.rglob("*.lark"))


def test_a_folder_that_cannot_be_written_still_gives_a_parser(tmp_path: Path,
                                                               monkeypatch: pytest.MonkeyPatch) -> None:
    blocker = tmp_path / "file"
    blocker.write_text("")
    monkeypatch.setenv(ENV, str(blocker / "parsers"))
    assert cached_parser(GRAMMAR, build_parser).parse("x + x")
    assert blocker.read_text() == ""


@settings(max_examples=15, deadline=None)
@given(st.lists(st.sampled_from(["a", "b", "c", "d"]), min_size=1, max_size=4, unique=True))
def test_each_grammar_has_its_own_parser(words: list[str]) -> None:
    """A parser is found by its grammar: a grammar's cached parser accepts exactly its words."""
    import tempfile

    with tempfile.TemporaryDirectory() as d:
        old = os.environ.get(ENV)
        os.environ[ENV] = d
        try:
            cached_parser(GRAMMAR, build_parser)
            grammar = "start: " + " | ".join(f'"{w}"' for w in words) + "\n"
            cached_parser(grammar, build_parser)
            parser = cached_parser(grammar, build_parser)
        finally:
            os.environ.pop(ENV) if old is None else os.environ.__setitem__(ENV, old)
        for w in "abcd":
            accepted = True
            try:
                parser.parse(w)
            except Exception:
                accepted = False
            assert accepted == (w in words)


def test_the_reader_keeps_its_parser(folder: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """The reader's parser goes through the cache under its own name (a small grammar stands
    in for the generated one, which takes 40 s to build)."""
    monkeypatch.setattr(reader, "grammar_text", lambda: GRAMMAR)
    reader._parser.cache_clear()
    try:
        assert reader._parser().parse("x + x")
    finally:
        reader._parser.cache_clear()
    assert [p.name.split("-")[0] for p in folder.glob("*.lark")] == ["reader"]


def test_the_formal_parser_is_loaded_by_a_new_process(folder: Path) -> None:
    """A second process finds the rendering language's parser saved by the first and reads
    the same statement to the same term."""
    code = ("from forminv_lean.formal.statements import elaborate_rendering;"
            "print(elaborate_rendering('∀ n : ℕ, n + 0 = n'))")
    env = {**os.environ, ENV: str(folder)}
    outs = [subprocess.run([sys.executable, "-c", code], env=env, capture_output=True, text=True,
                           check=True).stdout for _ in range(2)]
    assert outs[0] == outs[1] and "forall n:ℕ" in outs[0]
    assert [p.name.split("-")[0] for p in folder.glob("*.lark")] == ["formal"]
