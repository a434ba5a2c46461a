"""Explicit universe levels kept (`universe_levels_r27`, formal and formalise): a constant at
levels is one name (`Small.{u}`), read with Lean's level grammar and printed canonically; the
checker never identifies two different levels; Track B's Lean text keeps them apart from the
file's `universe u`; a header renders with its levels only when nothing ties them to a
binder's universe, which a rendering prints as `Type*`."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from forminv_lean.extract.lean_decl import parse_decl
from forminv_lean.formal.checker import decide
from forminv_lean.formal.errors import UnsupportedError
from forminv_lean.formal.lean.certificates import surface_text, universe_line
from forminv_lean.formal.meaning.ast import App, BinOp, Name
from forminv_lean.formal.meaning.parser import parse
from forminv_lean.formal.meaning.universe_levels_r27 import (
    LevelError,
    canonical_levels,
    parse_levels,
)
from forminv_lean.formalise.universe_levels_r27 import kept_levels_problem
from tests.mathlib_corpus import needs_index, render_row, rows_named

NAMES = st.sampled_from(["u", "v", "w", "u₁", "w'"])


def _levels(depth: int = 2) -> st.SearchStrategy[str]:
    """Lean level text (src/Lean/Parser/Level.lean): numerals, names, `l + n`, `max`/`imax`."""
    leaf = st.one_of(NAMES, st.integers(0, 3).map(str))
    if depth == 0:
        return leaf
    sub = _levels(depth - 1)
    return st.one_of(
        leaf,
        st.tuples(sub, st.integers(1, 2)).map(lambda t: f"({t[0]}) + {t[1]}"),
        st.tuples(st.sampled_from(["max", "imax"]), st.lists(sub, min_size=2, max_size=3))
        .map(lambda t: " ".join([t[0], *(f"({a})" for a in t[1])])))


@given(st.lists(_levels(), min_size=1, max_size=3))
@settings(max_examples=200, deadline=None)
def test_canonical_levels_read_back_to_themselves(levels: list[str]) -> None:
    text = ",".join(levels)
    once = canonical_levels(text)
    assert canonical_levels(once) == once
    assert len(parse_levels(once)) == len(levels)


@pytest.mark.parametrize(("written", "canonical"), [
    ("u,v", "u, v"), ("max (u+1) v", "max (u + 1) v"), ("(u)", "u"), ("u + 1 + 1", "u + 1 + 1"),
    ("max u v + 1", "(max u v) + 1"), ("imax 0 (max u v)", "imax 0 (max u v)"), ("00", "0"),
])
def test_levels_are_spelt_one_way(written: str, canonical: str) -> None:
    assert canonical_levels(written) == canonical


@pytest.mark.parametrize("bad", ["_", "u, _", "max", "u +", "u + v", "(u", "u v", ""])
def test_holes_and_non_levels_are_refused(bad: str) -> None:
    with pytest.raises(LevelError):
        canonical_levels(bad)


def test_a_constant_keeps_its_levels_in_its_name() -> None:
    e = parse("Small.{max u  v} α ∧ @Cardinal.lift.{u,v} a = b")
    assert isinstance(e, BinOp) and isinstance(e.lhs, App)
    assert e.lhs.fn == Name("Small.{max u v}")
    assert "Cardinal.lift.{u, v}" in repr(e)
    with pytest.raises(UnsupportedError):
        parse("Small.{_} α")


@given(_levels(1), _levels(1))
@settings(max_examples=12, deadline=None)
def test_different_levels_are_never_certified_equivalent(a: str, b: str) -> None:
    """`Small.{a} α ↔ Small.{b} α` is proved only when a and b are one level as written;
    the checker never identifies two different ones (nor a level with none)."""
    same = canonical_levels(a) == canonical_levels(b)
    verdict = decide(f"∀ {{α : Type*}}, Small.{{{a}}} α ↔ Small.{{{b}}} α", timeout=5).verdict
    assert (verdict == "proved") == same, (a, b, verdict)
    assert decide(f"∀ {{α : Type*}}, Small.{{{a}}} α ↔ Small α", timeout=5).verdict != "proved"


def test_lean_text_keeps_levels_apart_from_the_files_universe() -> None:
    text = surface_text("∀ {α : Type*}, Small.{u} (@Set.univ α) ↔ Small.{max u' v} α")
    assert text == "∀ {α : Type u}, Small.{u'} (@Set.univ α) ↔ Small.{max u'' v} α"
    assert universe_line(text) == "universe u u' u'' v"
    assert universe_line("∀ (n : ℕ), n = n") == "universe u"


@pytest.mark.parametrize(("header", "context", "problem"), [
    # the binder's `Type u` is the level's `u`: `Type*` would lose the tie
    ("theorem foo {G : CommGrp.{u}} {H : Type u} (f : G →* H) : f = f", [], "binder's universe"),
    # an untyped binder's universe is inferred, here from `sup`'s levels
    ("theorem foo {ι} {f : ι → Ordinal} : sup.{u, v} f = sup.{u, v} f", [], "infer"),
    # a level the rendering lost
    ("theorem foo [Small.{u} α] : Small.{u} α", [], "not kept"),
])
def test_ties_a_rendering_cannot_print_are_refused(header: str, context: list[str],
                                                   problem: str) -> None:
    formals = {"binder's universe": "∀ (G : CommGrp.{u}) {H : Type*} (f : G →* H), f = f",
               "infer": "∀ {ι : Type*} (f : ι → Ordinal), Ordinal.sup.{u, v} f = "
                        "Ordinal.sup.{u, v} f",
               "not kept": "∀ {α : Type*} [Small α], Small.{u} α"}
    found = kept_levels_problem(formals[problem], parse_decl(header), ())
    assert found is not None and problem in found


def test_independent_levels_are_kept() -> None:
    decl = parse_decl("theorem small_univ_iff {α : Type v} : Small.{u} (@Set.univ α) ↔ "
                      "Small.{u} α")
    assert kept_levels_problem("∀ {α : Type*}, Small.{u} (@Set.univ α) ↔ Small.{u} α",
                               decl, ()) is None


#: Corpus theorems whose levels carry meaning: kept (with these levels) or refused.
KEPT = {"SetTheory.PGame.bddBelow_of_small": ("Small.{u} s", "SetTheory.PGame.{u}"),
        "univLE_total": ("UnivLE.{u, v}", "UnivLE.{v, u}")}
REFUSED = {"MonoidHom.comp_id_commGrp": "binder's universe",
           "Ordinal.sup_le_of_range_subset": "infer"}


@needs_index
def test_corpus_levels_are_kept_or_refused() -> None:
    table = rows_named([*KEPT, *REFUSED])
    if not table:
        pytest.skip("the Mathlib corpus is absent")
    for name, shown in KEPT.items():
        r = render_row(table[name])
        assert r.formal is not None and all(s in r.formal for s in shown), (name, r)
    for name, why in REFUSED.items():
        r = render_row(table[name])
        assert r.formal is None and why in (r.reason or ""), (name, r)
