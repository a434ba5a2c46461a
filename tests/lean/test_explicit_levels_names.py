"""The Lean name guard reads what the printer writes for explicit universe levels and `@`.

Round 27 kept a constant's written levels (`AlgebraCat.{v} R`) as part of its name and printed
them apart from the file's `u` with a `universe` line declaring them; `@f` marks an application
with every argument explicit. The guard (`certify/lean_idents`) took `AlgebraCat.{v}` for field
notation on an unknown name and `@AddCommGrp.asHom` for an unknown name, so every such Track B
module was refused. Read on real corpus declarations that write levels or `@`: the module
passes exactly when its `universe` line declares the levels written.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from typing import Any

import pytest

from forminv_lean.certify.lean_emit import scoped_context
from forminv_lean.certify.lean_idents import check_module, load_names
from forminv_lean.formal.lean.certificates import surface_text, universe_line
from forminv_lean.formalise.name_index import default_index_dir
from tests.mathlib_corpus import each_rendering, rows

DATA = default_index_dir()
pytestmark = pytest.mark.skipif(DATA is None, reason="the shared Mathlib name index and import "
                                "graph (../shared/external/mathlib) are absent")


def _module(row: dict[str, Any], lean: str, universes: str) -> str:
    return "\n".join(["import Mathlib", universes, "open scoped Classical",
                      *scoped_context(row["context"]), f"theorem forminv_x : {lean} :=",
                      "  Iff.rfl"])


#: Headers writing levels on the constants that keep them most often (bundled categories,
#: `Small`): a cheap text test so that the test renders ~100 rows, not thousands.
_LEVELLED = re.compile(r"(?:Cat|Grp|Small|Mon|Ring)\.\{")


def _renderings(mark: str, limit: int) -> Iterator[tuple[dict[str, Any], str]]:
    def take(line: str) -> bool:   # the name, kind and header come before the statement
        head = line.split('"statement"')[0]
        return _LEVELLED.search(head) is not None if mark == ".{" else mark in head

    found = (row for row in rows(take))
    n = 0
    for row, formal in each_rendering(found):
        if mark in formal:
            yield row, surface_text(formal)
            n += 1
            if n == limit:
                return


def _findings(text: str) -> list[str]:
    # loaded when a test runs, not when the module is collected (each test worker collects
    # every module; the names take seconds to load)
    names = load_names(str(DATA))
    assert names is not None
    return [str(f) for f in check_module(text, names)]


def test_written_levels_pass_when_declared_and_fail_when_not() -> None:
    seen = 0
    for row, lean in _renderings(".{", 8):
        seen += 1
        found = _findings(_module(row, lean, universe_line(lean)))
        assert not [f for f in found if ".{" in f or "universe" in f], (row["name"], found)
        written = universe_line(lean).split()[2:]
        if written:   # a level the file does not declare is Lean's `unknown universe level`
            bare = _findings(_module(row, lean, "universe u"))
            assert any(f.endswith(f"universe {written[0]}") for f in bare), (row["name"], bare)
    assert seen >= 6


def test_explicit_applications_resolve_their_constant() -> None:
    seen = 0
    for row, lean in _renderings("@", 25):
        if "@" not in lean:
            continue
        seen += 1
        found = _findings(_module(row, lean, universe_line(lean)))
        assert not [f for f in found if "@" in f], (row["name"], found)
    assert seen >= 10
