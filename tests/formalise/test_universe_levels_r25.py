"""Explicit universe levels in a header (`universes_r25`): renderings print none, so a header
whose levels carry meaning (a name written twice, a level that is not a name) is refused, and
one whose levels Lean would have chosen freely anyway (`_`, a name written once) is not."""

from __future__ import annotations

import pytest

from forminv_lean.extract.lean_decl import parse_decl
from forminv_lean.formalise.universes_r25 import universe_reason
from tests.mathlib_corpus import needs_index, render_row, rows_named


@pytest.mark.parametrize("header", [
    "theorem UnivLE.succ [UnivLE.{u, v}] : UnivLE.{u, v + 1}",
    "theorem Ordinal.univ_umax : univ.{u, max (u + 1) v} = univ.{u, v}",
    "lemma foo (F : C ⥤ D) [PreservesLimitsOfSize.{max w w₂, max w' w₂'} F] : "
    "PreservesLimitsOfSize.{w, w'} F",
    "lemma foo (s : Set PGame.{u}) [Small.{u} s] : BddBelow s",
    "theorem foo : Functor.empty.{0} C = Functor.empty.{0} C",
])
def test_levels_that_carry_meaning_are_refused(header: str) -> None:
    reason = universe_reason(parse_decl(header))
    assert reason is not None and "explicit universe level" in reason


@pytest.mark.parametrize("header", [
    "theorem foo (X : Scheme.{u}) : X = X",
    "theorem foo {C : Type u} [Category.{v} C] : C = C",
    "theorem foo : Ordinal.sup.{_, v} f ≤ a",
    "theorem foo (n : ℕ) : n = n",
])
def test_levels_lean_chooses_freely_are_not(header: str) -> None:
    assert universe_reason(parse_decl(header)) is None


#: Corpus theorems whose renderings, with the levels dropped, said something else (a
#: tautology, or a statement about another universe); each refused now, or (round 27,
#: `formalise/universe_levels_r27`) rendered with its explicit levels kept.
CHANGED = ("UnivLE.succ", "Ordinal.univ_umax", "univLE_total",
           "CategoryTheory.Limits.preservesLimitsOfSize_shrink",
           "SetTheory.PGame.bddBelow_of_small")


@needs_index
def test_corpus_headers_whose_levels_carry_meaning_are_refused() -> None:
    table = rows_named(CHANGED)
    assert set(table) == set(CHANGED)
    for name, row in table.items():
        r = render_row(row)
        assert r.formal is None or ".{" in r.formal, (name, r)
        assert r.formal is not None or "universe" in (r.reason or "") or \
            "UnivLE" in (r.reason or ""), (name, r)
