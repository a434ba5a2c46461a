"""LALR parsers kept between processes (the reader's, the rendering language's).

Building the reader's parser from its generated grammar takes about 40 s of one core (the
lexicon's rules make the grammar large; the rendering language's takes a few seconds), and
every process that words or reads a sentence (`build`, `certify`, each test worker, each CLI
subprocess a test starts) built it again. The
tables depend only on the grammar text and the Lark version, so a parser built once, checked
conflict-free, is saved under the user's cache folder and loaded (well under a second) by the
next process with the same grammar.

Only a parser that passed the conflict check is ever saved (Lark's own `cache=` option writes
before the caller can check), a file is written whole or not at all (a temporary file renamed
into place), and one is loaded only when this user owns it and nobody else may write it: it is
a pickle. Anything wrong with a saved file (unreadable, foreign, corrupt) means it is ignored
and the parser is built afresh. `FORMINV_PARSER_CACHE` names another folder, or `0` to never
save or load.
"""

from __future__ import annotations

import hashlib
import os
import stat
import tempfile
from collections.abc import Callable
from pathlib import Path

import lark
from lark import Lark

ENV = "FORMINV_PARSER_CACHE"


def cache_folder() -> Path | None:
    """Where parsers are kept: `$FORMINV_PARSER_CACHE`, else `<user cache dir>/forminv-lean/parsers`;
    None when caching is off (`FORMINV_PARSER_CACHE=0`)."""
    env = os.environ.get(ENV)
    if env == "0":
        return None
    if env:
        return Path(env).expanduser()
    from platformdirs import user_cache_dir

    return Path(user_cache_dir("forminv-lean")) / "parsers"


def cached_parser(grammar: str, build: Callable[[str], Lark], kind: str = "reader") -> Lark:
    """The parser `build(grammar)` returns, loaded from the cache when this grammar (and this
    Lark version) was built before; otherwise built, then saved. `build` must raise on a
    grammar it refuses (the reader's conflict check), so nothing unchecked is ever saved."""
    folder = cache_folder()
    if folder is None:
        return build(grammar)
    digest = hashlib.sha256(f"{lark.__version__}\0{grammar}".encode()).hexdigest()[:32]
    path = folder / f"{kind}-{digest}.lark"
    parser = _load(path)
    if parser is None:
        parser = build(grammar)
        _save(parser, path)
    return parser


def _trusted(path: Path) -> bool:
    """Owned by this user and writable by nobody else (on systems with owners)."""
    st = path.stat()
    if not stat.S_ISREG(st.st_mode):
        return False
    if hasattr(os, "getuid") and st.st_uid != os.getuid():
        return False
    return not st.st_mode & (stat.S_IWGRP | stat.S_IWOTH)


def _load(path: Path) -> Lark | None:
    try:
        if not _trusted(path):
            return None
        with path.open("rb") as f:
            parser = Lark.load(f)
    except Exception:  # absent, unreadable or corrupt: build afresh
        return None
    return parser if isinstance(parser, Lark) else None


def _save(parser: Lark, path: Path) -> None:
    """Write `parser` to `path` whole (temporary file, then rename); a folder that cannot be
    written only means the next process builds again."""
    try:
        path.parent.mkdir(parents=True, exist_ok=True, mode=0o700)
        fd, tmp = tempfile.mkstemp(prefix=path.name, suffix=".part", dir=path.parent)
    except OSError:
        return
    try:
        with os.fdopen(fd, "wb") as f:
            parser.save(f)
        os.replace(tmp, path)
    except Exception:
        Path(tmp).unlink(missing_ok=True)
