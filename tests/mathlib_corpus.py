"""The shared Mathlib v4.19.0 corpus (`../shared/external/mathlib`), read in place by tests.

Nobody on this project wrote it, which is why tests read it: every theorem in it is true in
Lean. It is never copied into the repository; a test that needs it skips, saying why, when it
is absent. `FORMINV_MATHLIB` names another folder.
"""

from __future__ import annotations

import gzip
import json
import os
import random
from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path
from typing import Any

import pytest

from forminv_lean.extract.lean_decl import parse_decl
from forminv_lean.formalise import LeanContext, signature_to_formal
from forminv_lean.formalise.name_index import load_index

REPO = Path(__file__).resolve().parents[1]
THEOREMS = "theorems-v4.19.0.jsonl.gz"
NTP = "ntp-training-data-v4.19.0.jsonl.gz"

#: Mathlib's name index (`$FORMINV_MATHLIB_INDEX` or beside the checkout), None when absent:
#: names are resolved against it, and without it the renderer uses its older table.
INDEX = load_index()
needs_index = pytest.mark.skipif(INDEX is None, reason="Mathlib name index not found "
                                 "(../shared/external/mathlib; set FORMINV_MATHLIB_INDEX)")


def render(header: str, *context: str) -> tuple[str | None, str | None]:
    """A header rendered in the scope its `context` lines give: (rendering, reason)."""
    r = signature_to_formal(parse_decl(header), LeanContext.from_lines(list(context)))
    return r.formal, r.reason


def render_row(row: dict[str, Any]) -> Any:
    """A corpus row's header rendered in its own context lines and module (a
    `SignatureResult`)."""
    ctx = LeanContext.from_lines(row["context"]) if row["context"] else None
    return signature_to_formal(parse_decl(row["decl"]), ctx, module=row["module"])


def corpus_dir(file: str = THEOREMS) -> Path | None:
    """The folder holding `file`: `$FORMINV_MATHLIB`, else the shared data beside the checkout
    (or beside the folder of git worktrees); None when absent."""
    env = os.environ.get("FORMINV_MATHLIB")
    cands = [Path(env)] if env else [REPO.parent / "shared" / "external" / "mathlib",
                                     REPO.parents[1] / "shared" / "external" / "mathlib"]
    return next((p for p in cands if (p / file).exists()), None)


def require(file: str = THEOREMS) -> Path:
    """The path of `file`, or skip the test saying what is missing."""
    folder = corpus_dir(file)
    if folder is None:
        pytest.skip(f"Mathlib corpus not found ({file} under ../shared/external/mathlib; "
                    "set FORMINV_MATHLIB)")
    return folder / file


def rows(keep: Callable[[str], bool] = lambda line: True, file: str = THEOREMS,
         path: Path | None = None) -> Iterable[dict[str, Any]]:
    """The rows of `file` whose raw line passes `keep` (a cheap text test before parsing)."""
    with gzip.open(path or require(file), "rt", encoding="utf-8") as f:
        for line in f:
            if keep(line):
                yield json.loads(line)


@dataclass
class Scan:
    """What `renderings` went through: rows it took (`seen`) and those that rendered."""

    seen: int = 0
    rendered: int = 0


def renderings(keep: Callable[[str], bool], select: Callable[[dict[str, Any]], bool] = lambda row: True,
               scan: Scan | None = None) -> Iterator[tuple[dict[str, Any], str]]:
    """Each corpus row whose raw line passes `keep` and which `select` takes, with its rendering,
    when it renders; `scan` counts the rows taken and rendered (so a test can also assert that
    its rule was exercised)."""
    yield from each_rendering((row for row in rows(keep) if select(row)), scan)


def each_rendering(found: Iterable[dict[str, Any]], scan: Scan | None = None
                   ) -> Iterator[tuple[dict[str, Any], str]]:
    """Each row of `found` that renders, with its rendering; `scan` counts the rows taken and
    rendered."""
    scan = scan if scan is not None else Scan()
    for row in found:
        scan.seen += 1
        formal = render_row(row).formal
        if formal is None:
            continue
        scan.rendered += 1
        yield row, str(formal)


def assert_rendering_shows(rows: dict[str, dict[str, Any]], name: str, text: str) -> str:
    """Render the corpus theorem `name` (a row of `rows`, from `rows_named`) and check that
    its rendering contains `text` (the type Lean gives a binder, say) and elaborates; the
    rendering."""
    from forminv_lean.formal.statements import elaborate_rendering

    require()
    assert name in rows, f"{name} is not a row of the corpus"
    r = render_row(rows[name])
    assert r.formal is not None, r.reason
    assert text in r.formal, r.formal
    elaborate_rendering(r.formal)
    return r.formal


def rows_named(names: Iterable[str], file: str = THEOREMS) -> dict[str, dict[str, Any]]:
    """The rows of the declarations `names` (full names), by name; absent ones are missing."""
    wanted = set(names)
    lasts = {n.rsplit(".", 1)[-1] for n in wanted}
    out: dict[str, dict[str, Any]] = {}
    for row in rows(lambda line: any(last in line for last in lasts), file):
        if row["name"] in wanted:
            out[row["name"]] = row
            if len(out) == len(wanted):
                break
    return out


@lru_cache(maxsize=16)
def _named(names: frozenset[str]) -> dict[str, dict[str, Any]]:
    return rows_named(names)


def rendered(names: Iterable[str], name: str) -> str:
    """The rendering of the corpus row `name`, one of `names` (a test table's rows, read in one
    pass and kept); fails with the reason when `name` is not a row or does not render."""
    require()
    table = _named(frozenset(names))
    assert name in table, f"{name} is not a row of the corpus"
    r = render_row(table[name])
    assert r.formal is not None, r.reason
    return str(r.formal)


def sample(n: int, seed: int, file: str = THEOREMS) -> list[dict[str, Any]]:
    """A seeded sample of `n` rows of `file`."""
    return random.Random(seed).sample(list(rows(file=file)), n)


def applications(t: Any, head: str) -> list[Any]:
    """The applications of `head` in the elaborated term `t` (a constant of no argument,
    `Cardinal.continuum`, is a `const` term)."""
    from forminv_lean.formal.meaning.terms import walk

    return [u for u in walk(t) if u.op in ("app", "const") and u.name == head]


def declared_result_types(uses: dict[str, tuple[str, str, str]], name: str) -> set[str]:
    """A signature table's test row `uses[name] = (head, result, text)`: the corpus theorem
    `name` renders with `text` in it, applies `head`, and the types its applications elaborate
    to (each a signature's declared result, `result`)."""
    from forminv_lean.formal.meaning.types import show_type
    from forminv_lean.formal.statements import elaborate_rendering

    head, _, text = uses[name]
    formal = rendered(uses, name)
    assert text in formal
    apps = applications(elaborate_rendering(formal), head)
    assert apps, f"{head} is not applied in {formal}"
    return {show_type(a.ty) for a in apps}


#: A bare git mirror of Mathlib at the pinned tag (the tool library's `fetch`; never part of the
#: repository), for tests that check a table's citations line by line; they skip without it.
MIRROR = Path(os.environ.get("FORMINV_MATHLIB_GIT", "/work/.mirror/Vierkantor+mathlib4/repo"))
needs_mirror = pytest.mark.skipif(not MIRROR.is_dir(), reason="Mathlib v4.19.0 mirror not found "
                                  "(set FORMINV_MATHLIB_GIT)")


@lru_cache(maxsize=256)
def mathlib_source(path: str) -> list[str]:
    """The lines of `path` (`Mathlib/…/X.lean`) at v4.19.0, read from the mirror."""
    import subprocess

    return subprocess.run(["git", "--git-dir", str(MIRROR), "show", f"v4.19.0:{path}"],
                          capture_output=True, text=True, check=True).stdout.splitlines()
