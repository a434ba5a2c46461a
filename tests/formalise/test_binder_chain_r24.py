"""Round 24: a binder without a type whose first use depends on another binder without a type
that an earlier text already fixed (`formalise.binder_chain`)."""

from __future__ import annotations

from dataclasses import dataclass

import pytest
from hypothesis import given
from hypothesis import strategies as st

from forminv_lean.formalise.binder_chain import chained_types
from forminv_lean.formalise.binder_types import INSTANCE_KEY
from tests.mathlib_corpus import assert_rendering_shows, needs_index, rows_named


@dataclass(frozen=True)
class P:
    kind: str
    text: str
    names: tuple[str, ...] = ()


def _types(pieces: list[P], statement: str) -> dict[str, str] | None:
    return chained_types(pieces, statement, INSTANCE_KEY)


def test_a_use_after_the_text_that_fixed_the_function() -> None:
    # Mathlib/SetTheory/Ordinal/Arithmetic.lean:397 `theorem IsNormal.inj {f} (H : IsNormal
    # f) {a b} : f a = f b ↔ a = b`, with :365 `def IsNormal (f : Ordinal → Ordinal) : Prop`
    pieces = [P("var", "_", ("f",)), P("hyp", "Ordinal.IsNormal f", ("H",)),
              P("var", "_", ("a", "b"))]
    assert _types(pieces, "f a = f b ↔ a = b") == {
        "f": "Ordinal → Ordinal", "a": "Ordinal", "b": "Ordinal"}


def test_a_use_in_the_text_that_fixes_the_function_is_refused() -> None:
    # the order of elaboration inside one text is not read: `f a` may be elaborated before
    # `IsNormal f` assigns `f`'s type
    pieces = [P("var", "_", ("f",)), P("var", "_", ("a",))]
    assert _types(pieces, "Ordinal.IsNormal f ∧ f a = a") is None


def test_a_relation_with_a_binder_fixed_before() -> None:
    # Mathlib/Data/Finmap.lean `theorem lookup_insert_of_ne {a a'} {b : β a} (s : Finmap β)
    # (h : a' ≠ a)`: `β a` fixes `a`, so `a' ≠ a` fixes `a'`
    pieces = [P("typevar", "Type*", ("α",)), P("var", "α → Type v", ("β",)),
              P("var", "_", ("a", "a'")), P("var", "β a", ("b",)),
              P("var", "Finmap β", ("s",)), P("hyp", "a' ≠ a", ("h",))]
    assert _types(pieces, "Finmap.lookup a' (Finmap.insert a b s) = Finmap.lookup a' s") == {
        "a": "α", "a'": "α"}


def test_a_group_whose_names_get_different_types() -> None:
    # `{x n}`: each name has its own metavariable (`ZMod n`: `def ZMod : ℕ → Type`)
    pieces = [P("typevar", "Type*", ("α",)), P("var", "Set α", ("s",)),
              P("var", "_", ("x", "n")), P("hyp", "x ∈ s", ("hx",))]
    assert _types(pieces, "ZMod n = ZMod n") == {"x": "α", "n": "ℕ"}


@given(st.permutations(["Ordinal.IsNormal f", "f a = a", "a = a"]))
def test_known_only_after_the_fixing_text(order: list[str]) -> None:
    """`a` is typed exactly when `IsNormal f` (which fixes `f`) comes before every use of `a`:
    `a = a` leaves `a`'s type open (`binrel%` with no known side assigns nothing), so the next
    use decides, and `f a` fixes `a` only once `f`'s type is known. (`a = a`, then `IsNormal
    f`, then `f a = a` is Lean's `a : Ordinal` too, but `f` is taken as known only before
    `a`'s first use: refused, which is allowed.)"""
    pieces = [P("var", "_", ("f",)), P("var", "_", ("a",))] + \
        [P("hyp", t, (f"h{i}",)) for i, t in enumerate(order[:-1])]
    found = _types(pieces, order[-1])
    if order[0] == "Ordinal.IsNormal f":
        assert found == {"f": "Ordinal → Ordinal", "a": "Ordinal"}
    else:
        assert found is None


CORPUS = {
    "Ordinal.IsNormal.inj": "∀ a b : Ordinal,",
    "Finmap.lookup_insert_of_ne": "(a a' : α)",
    "SimpleGraph.Walk.copy_copy": "(u v u' v' u'' v'' : V)",
    "ContractingWith.dist_le_of_fixedPoint": "∀ x y : α,",
    "Stream'.WSeq.exists_of_liftRel_left": "∀ a : α, a ∈ s",
    "ONote.oadd_lt_oadd_1": "(o₁ e₂ : ONote) (n₂ : ℕ+)",
    "MeasureTheory.MeasurePreserving.add_measure": "(μa' : MeasureTheory.Measure α)",
}


@needs_index
@pytest.mark.parametrize(("name", "shows"), sorted(CORPUS.items()))
def test_corpus_chained_binders(name: str, shows: str) -> None:
    assert_rendering_shows(_rows(), name, shows)


_ROWS: dict[str, dict[str, object]] = {}


def _rows() -> dict[str, dict[str, object]]:
    if not _ROWS:
        _ROWS.update(rows_named(CORPUS))
    return _ROWS
