"""Rows without their file's context: a name the file's `variable` lines bound is never read as
a constant, and a bare binder name in a header is a binder (Lean's `declSig`).

Real ntp-mathlib rows carry the file up to the declaration; a row that lost it still names the
file's variables. Lean's local variables shadow constants, so without the `variable` lines a
free one-letter name cannot be resolved faithfully: it is refused, never guessed."""

from __future__ import annotations

import random
import re
from dataclasses import replace
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from forminv_lean.extract.lean_decl import parse_decl
from forminv_lean.formal import parse
from forminv_lean.formalise import LeanContext, signature_to_formal
from forminv_lean.formalise.resolve import local_names
from tests.formalise.test_whole_corpus import HOLE, _spine_names
from tests.mathlib_corpus import needs_index, require, rows, rows_named

_VARIABLE = re.compile(r"^variable\b")


def _without_context(row: dict[str, Any]) -> Any:
    """The row rendered as an ntp row that lost its context lines reads: the header under the
    declaration's full name (whose namespace Lean opens), no `namespace`/`open`/`variable`."""
    decl = replace(parse_decl(row["decl"]), name=row["name"])
    return signature_to_formal(decl, None, module=row["module"])


def _free_variables(row: dict[str, Any]) -> set[str]:
    """The names the row's `variable` lines bind that its statement uses freely."""
    ctx = LeanContext.from_lines(row["context"])
    decl = parse_decl(row["decl"])
    bound = {n for b in decl.binders for n in b.names} | local_names(decl.statement)
    declared = {n for b in ctx.variables for n in b.names}
    used = set(re.findall(r"(?<![\w.'])[^\W\d][\w'₀-₉]*", decl.statement))
    return (declared & used) - bound


_ROWS: list[dict[str, Any]] = []


def _rows_using_variables() -> list[dict[str, Any]]:
    """A seeded sample of corpus rows whose statement uses a name only a `variable` binds."""
    if not _ROWS:
        cands = [r for r in rows(lambda line: '"variable' in line)
                 if any(_VARIABLE.match(c) for c in r["context"])]
        random.Random(24).shuffle(cands)
        for r in cands:
            try:
                if _free_variables(r):
                    _ROWS.append(r)
            except Exception:   # noqa: BLE001 - an unparsable header is not this test's case
                continue
            if len(_ROWS) >= 3000:
                break
    return _ROWS


@needs_index
@settings(max_examples=60, deadline=None)
@given(st.integers(min_value=0))
def test_a_variable_of_the_file_is_never_a_constant_without_the_context(k: int) -> None:
    """Without its context lines, a row whose statement uses a `variable` of its file is
    refused: the name is either unresolved or shadowed in Lean by that variable."""
    require()
    cands = _rows_using_variables()
    row = cands[k % len(cands)]
    r = _without_context(row)
    assert r.formal is None, (row["name"], sorted(_free_variables(row)), r.formal)


@needs_index
@settings(max_examples=60, deadline=None)
@given(st.integers(min_value=0))
def test_without_context_nothing_is_bound_that_the_header_does_not_bind(k: int) -> None:
    """Over a seeded sample of rows read without context: a rendering binds only the header's
    binders and the statement's own, and has no type hole."""
    require()
    cands = _sample()
    row = cands[k % len(cands)]
    r = _without_context(row)
    if r.formal is None:
        return
    decl = parse_decl(row["decl"])
    allowed = {n for b in decl.binders for n in b.names} | local_names(decl.statement)
    spine = [n for n, _ in _spine_names(parse(r.formal)) if n != "_"]
    assert set(spine) <= allowed, (row["name"], r.formal)
    assert not HOLE.search(r.formal), (row["name"], r.formal)


_SAMPLE: list[dict[str, Any]] = []


def _sample() -> list[dict[str, Any]]:
    if not _SAMPLE:
        every = list(rows(lambda line: True))
        _SAMPLE.extend(random.Random(7).sample(every, 2000))
    return _SAMPLE


@needs_index
def test_lucas_lehmer_q_is_the_variable_in_context_and_refused_without() -> None:
    """`(ofNat(n) : X q).snd = 0` under `variable (q : ℕ+)`: with its context `q` is the
    variable; without it Lean would read the function `LucasLehmer.q` (another statement)."""
    name = "LucasLehmer.X.ofNat_snd"
    row = rows_named([name])[name]
    with_ctx = signature_to_formal(parse_decl(row["decl"]),
                                   LeanContext.from_lines(row["context"]), module=row["module"])
    assert with_ctx.formal is not None and "(q : ℕ+)" in with_ctx.formal, with_ctx.reason
    without = _without_context(row)
    assert without.formal is None and "one-letter name" in (without.reason or ""), without.formal


def test_bare_binder_identifiers_are_binders_as_in_lean_declsig() -> None:
    """`theorem t (p : P) hmul : …`: Lean's `declSig` takes bare identifiers (and `_`) among
    the bracketed binders; each is an explicit binder with no type."""
    d = parse_decl("theorem toNonUnitalSubalgebra_mk (p : Submodule R A) hmul :\n"
                   "    p.toNonUnitalSubalgebra hmul = p")
    assert [(b.kind, b.names, b.type) for b in d.binders] == [
        ("explicit", ("p",), "Submodule R A"), ("explicit", ("hmul",), None)]
    assert d.statement == "p.toNonUnitalSubalgebra hmul = p"
    d = parse_decl("theorem t x _ {y : ℕ} : x = y")
    assert [b.names for b in d.binders] == [("x",), ("_",), ("y",)]
    assert parse_decl("theorem t : ∀ x, x = x").binders == ()


@pytest.mark.parametrize("layout", ["\n", "\n    ", "\n\t"])
def test_an_absolute_value_starting_a_line_is_part_of_the_statement(layout: str) -> None:
    """A statement line that starts with `|x|` is an absolute value, not a pattern-matching
    alternative (it used to cut the statement there, leaving `a ≤ 1 ∧` or nothing)."""
    d = parse_decl(f"theorem t {{x y : ℝ}} :{layout}|x - y| ≤ 1 ∧{layout}|x| = |y|")
    assert d.statement == "|x - y| ≤ 1 ∧ |x| = |y|"


@pytest.mark.parametrize("indent", ["", "  ", "    "])
def test_pattern_matching_alternatives_end_the_statement(indent: str) -> None:
    """`theorem t : ∀ n, P n` followed by `| 0 => …` lines: the alternatives are the proof."""
    d = parse_decl(f"theorem t : ∀ n : ℕ, n + 0 = n\n{indent}| 0 => rfl\n{indent}| n + 1 => rfl")
    assert d.statement == "∀ n : ℕ, n + 0 = n"
