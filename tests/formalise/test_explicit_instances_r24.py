"""Notations that pass a class instance explicitly keep it; `<$>` of an unknown functor is refused.

Mathlib's `MeasurableSet[m] s` is `@MeasurableSet _ m s` (Mathlib v4.19.0
MeasureTheory/MeasurableSpace/Defs.lean:64 `scoped[MeasureTheory] notation "MeasurableSet[" m
"]" => @MeasurableSet _ m`); likewise `Measurable[m]`, `Measurable[mα, mβ]` (:478, :481),
`StronglyMeasurable[m]` (Function/StronglyMeasurable/Basic.lean:63),
`AEStronglyMeasurable[m]` (Function/StronglyMeasurable/AEStronglyMeasurable.lean:68) and
`Integrable[mα]` (Function/L1Space/Integrable.lean:59). Each means the predicate taken with
the σ-algebra `m` in place of the one Lean would synthesise, a different meaning whenever `m`
is not the ambient one. The checker reads `MeasurableSet[m] s` as `MeasurableSet` applied to
the list `[m]` and `s` (`elaboration._known_prop`): an application of another arity and
argument type than `MeasurableSet s`, so the two are never identified and `m` stays in the
statement. These tests fail if a rendering ever drops the instance (reads `MeasurableSet[m] s`
as `MeasurableSet s`).

Lean core's `infixr:100 " <$> " => Functor.map` (Init/Prelude.lean) is `Functor.map` of a
functor found by instance search; the checker does not know which functor an arbitrary `F`
is, so `f <$> x` is refused.
"""

from __future__ import annotations

import random
import re
from typing import Any

import pytest

from forminv_lean.formal.meaning.terms import walk
from forminv_lean.formal.statements import elaborate_rendering
from tests.mathlib_corpus import needs_index, render, render_row, require, rows

#: The explicit-instance notations above, as Lean's tokenizer reads them (one token with `[`).
_EXPLICIT = re.compile(
    r"(?<![\w.'])(?:MeasurableSet|Measurable|StronglyMeasurable|AEStronglyMeasurable|"
    r"Integrable)\[")


def _explicit_rows() -> list[dict[str, Any]]:
    """The corpus declarations whose own header writes one of the notations."""
    require()
    return [row for row in rows(lambda line: "[" in line and _EXPLICIT.search(line) is not None)
            if _EXPLICIT.search(row["decl"].split(":=")[0])]


def _instance_args(term: Any) -> list[Any]:
    """The applications in `term` whose first argument is an explicit σ-algebra list `[m]`
    (a list of `MeasurableSpace α`, or of an untyped σ-algebra such as `hτ.measurableSpace`)."""
    return [u for u in walk(term) if u.op == "app" and u.name != "List.cons" and u.args
            and u.args[0].op == "app" and u.args[0].name == "List.cons"
            and u.args[0].ty.head == "app" and u.args[0].ty.name == "List"]


@needs_index
def test_corpus_statements_keep_their_explicit_sigma_algebra() -> None:
    found = _explicit_rows()
    assert len(found) >= 50, len(found)   # the corpus writes them often
    kept = 0
    for row in random.Random(24).sample(found, 40):
        r = render_row(row)
        if r.formal is None:
            continue
        written = len(_EXPLICIT.findall(row["decl"].split(":=")[0]))
        assert len(_EXPLICIT.findall(r.formal)) >= written, (row["name"], r.formal)
        assert len(_instance_args(elaborate_rendering(r.formal))) >= written, row["name"]
        kept += 1
    assert kept >= 5, kept   # about half of them render today


def test_an_explicit_sigma_algebra_is_not_the_ambient_one() -> None:
    formal, reason = render("theorem t {α : Type*} {m m0 : MeasurableSpace α} (s : Set α) : "
                            "MeasurableSet[m] s → MeasurableSet s", "open MeasureTheory")
    assert formal is not None, reason
    term = elaborate_rendering(formal)
    preds = [u for u in walk(term) if u.op == "app" and u.name == "MeasurableSet"]
    assert sorted(len(u.args) for u in preds) == [1, 2]
    (explicit,) = _instance_args(term)
    assert explicit.name == "MeasurableSet"
    # the list holds `m` itself, not the ambient σ-algebra
    assert any(v.op in ("var", "const") and getattr(v, "name", None) == "m"
               for v in walk(explicit.args[0]))


@pytest.mark.parametrize("header", [
    "theorem t {α β : Type*} {m : MeasurableSpace α} [MeasurableSpace β] {f : α → β} "
    "(hf : Measurable[m] f) : Measurable[m] f",
    "theorem t {α : Type*} {m : MeasurableSpace α} (s : Set α) (h : MeasurableSet[m] s) : "
    "MeasurableSet[m] sᶜ",
])
def test_explicit_sigma_algebras_elaborate_with_their_instance(header: str) -> None:
    formal, reason = render(header, "open MeasureTheory")
    assert formal is not None, reason
    assert len(_instance_args(elaborate_rendering(formal))) == 2


def test_functor_map_of_an_unknown_functor_is_refused() -> None:
    """`<$>` is read since round 26 (`Functor.map`), but a value of a functor variable applied
    to a type (`x : F α`) is not: the statement is refused, whether written with `<$>` or not."""
    for statement in ("id <$> x = x", "Functor.map id x = x"):
        formal, reason = render("theorem t {F : Type u → Type u} [Functor F] [LawfulFunctor F] "
                                f"{{α : Type u}} (x : F α) : {statement}")
        assert formal is None and reason is not None and "internal error" not in reason, \
            (statement, formal, reason)
