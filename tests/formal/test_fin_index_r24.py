"""`Fin`'s index arithmetic (`fin_index`): `Fin.castSucc i : Fin (n + 1)` for `i : Fin n`.

The result type is worked out from the argument's bound as Lean's unifier does and named as
the elaborator names the written type, so a statement comparing it with a binder of that type
elaborates without a cast; a bound Lean equates by unfolding (`Nat.succ n`) is read as before
(an uninterpreted application at the other type), never refused or equated wrongly. Corpus
theorems refused before render with those types. The corpus is read in place (skipped, saying
why, when absent).
"""

from __future__ import annotations

import pytest

from forminv_lean.formal.meaning.fin_index import FIN_SIGNATURES, bound_of
from forminv_lean.formal.meaning.terms import walk
from forminv_lean.formal.meaning.types import show_type
from forminv_lean.formal.statements import elaborate_rendering
from tests.mathlib_corpus import (
    applications,
    mathlib_source,
    needs_index,
    needs_mirror,
    render_row,
    require,
    rows_named,
)

#: Bounds as a statement writes them, each a term of `n m : ℕ`.
BOUNDS = ("n", "3", "n + 1", "n + m", "n + 1 + 1", "2 * n", "Nat.succ n", "n - m")

#: Function applied to `i : Fin B` -> (its application, the bound of its result as written).
APPLIED = {
    "Fin.castSucc": ("Fin.castSucc i", "({b}) + 1"),
    "Fin.succ": ("i.succ", "({b}) + 1"),
    "Fin.rev": ("Fin.rev i", "{b}"),
    "Fin.castAdd": ("Fin.castAdd m i", "({b}) + m"),
    "Fin.addNat": ("i.addNat m", "({b}) + m"),
    "Fin.natAdd": ("Fin.natAdd m i", "m + ({b})"),
}


def _written(bound: str) -> str:
    """The name the elaborator gives the binder type `Fin (bound)`."""
    t = elaborate_rendering(f"∀ (n m : ℕ) (j : Fin ({bound})), j = j")
    return show_type(next(u for u in walk(t) if u.op == "var" and u.name == "j").ty)


@pytest.mark.parametrize("head", sorted(APPLIED))
@pytest.mark.parametrize("bound", BOUNDS)
def test_the_result_is_named_as_the_written_type(head: str, bound: str) -> None:
    app, result = APPLIED[head]
    t = elaborate_rendering(f"∀ (n m : ℕ) (i : Fin ({bound})), {app} = {app}")
    (ty,) = {show_type(a.ty) for a in applications(t, head)}
    assert ty == _written(result.format(b=bound)), (head, bound)


@pytest.mark.parametrize("bound", BOUNDS)
def test_last_and_pred(bound: str) -> None:
    if " " in bound:
        return   # `Fin.last` takes its bound by the text of a variable or numeral only
    t = elaborate_rendering(f"∀ (n m : ℕ), Fin.last {bound} = Fin.last {bound}")
    assert {show_type(a.ty) for a in applications(t, "Fin.last")} == \
        {_written(f"{bound} + 1")}
    t = elaborate_rendering(f"∀ (n m : ℕ) (i : Fin ({bound} + 1)) (h : i ≠ 0), "
                            "i.pred h = i.pred h")
    assert {show_type(a.ty) for a in applications(t, "Fin.pred")} == {_written(bound)}


def test_a_bound_lean_unfolds_is_read_as_before() -> None:
    # Lean equates `Fin (n + 1)` and `Fin (Nat.succ n)`; the texts differ, so the application
    # is read at the other side's type, as an undeclared constant's is, not refused
    for stmt in ("∀ (n : ℕ) (i : Fin n) (j : Fin (Nat.succ n)), Fin.castSucc i = j",
                 "∀ (n m : ℕ) (i : Fin m), Fin.castSucc (Fin.natAdd n i) = "
                 "Fin.natAdd n (Fin.castSucc i)"):
        t = elaborate_rendering(stmt)
        assert applications(t, "Fin.castSucc")


@pytest.mark.parametrize("bound", BOUNDS)
def test_a_result_of_the_arguments_type_is_that_type(bound: str) -> None:
    # `Fin.rev i : Fin n` is `i`'s own type however the checker holds it (`Fin (Nat.succ n)`
    # keeps its bound as an argument)
    t = elaborate_rendering(f"∀ (n m : ℕ) (i : Fin ({bound})), Fin.rev i = i")
    assert {show_type(a.ty) for a in applications(t, "Fin.rev")} == {_written(bound)}


def test_a_pattern_bound_plus_one_matches_only_that_text() -> None:
    # `Fin.pred (i : Fin (n + 1))`: a bound `m` or `Nat.succ n` is not matched (unknown type)
    for bound in ("m", "Nat.succ n"):
        t = elaborate_rendering(f"∀ (n m : ℕ) (i : Fin ({bound})) (h : i ≠ 0), "
                                "i.pred h = i.pred h")
        assert all(bound_of(a.ty) is None for a in applications(t, "Fin.pred"))


#: Mathlib's own declarations, at the lines the module cites.
MATHLIB = {
    "Fin.succAbove": ("Mathlib/Data/Fin/Basic.lean", 929,
                      "def succAbove (p : Fin (n + 1)) (i : Fin n) : Fin (n + 1) :="),
    "Fin.predAbove": ("Mathlib/Data/Fin/Basic.lean", 1174,
                      "def predAbove (p : Fin n) (i : Fin (n + 1)) : Fin n :="),
}


@needs_mirror
@pytest.mark.parametrize("head", sorted(MATHLIB))
def test_mathlib_citations(head: str) -> None:
    path, line, text = MATHLIB[head]
    assert mathlib_source(path)[line - 1].strip() == text
    assert head in FIN_SIGNATURES


#: Corpus theorems refused before -> (a function, the type of its applications there).
USES = {
    "Fin.last_sub": ("Fin.rev", "Fin (n + 1)"),
    "Fin.succAbove_predAbove": ("Fin.predAbove", "Fin n"),
    "Fin.finsetImage_castSucc_Icc": ("Fin.castSucc", "Fin (n + 1)"),
    "Fin.finsetImage_castAdd_Ico": ("Fin.castAdd", "Fin (n + m)"),
}


@needs_index
@pytest.mark.parametrize("name", sorted(USES))
def test_corpus_theorems_render_with_the_index_types(name: str) -> None:
    require()
    head, ty = USES[name]
    r = render_row(_rows()[name])
    assert r.formal is not None, r.reason
    # (every argument given: a partial application `(Icc i j).image (castAdd m)` is a function)
    apps = [a for a in applications(elaborate_rendering(r.formal), head)
            if len(a.args) == len(FIN_SIGNATURES[head]) - 1]
    assert apps and {show_type(a.ty) for a in apps} == {ty}, r.formal


def _rows() -> dict[str, dict[str, object]]:
    global _CACHE
    if _CACHE is None:
        _CACHE = rows_named(USES)
    return _CACHE


_CACHE: dict[str, dict[str, object]] | None = None
