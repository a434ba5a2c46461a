"""Round 23: binders without a type first used where only a type (`Option α`, `α × β`) or only a
relation on a type (`[IsWellOrder α r]`) can stand (`formalise.binder_sorts`)."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from forminv_lean.formalise.binder_sorts import (
    RELATION_CLASSES,
    TYPE_ARGUMENTS,
    relation_argument,
    type_argument,
)
from forminv_lean.formalise.binder_types import infer_types
from tests.mathlib_corpus import (
    assert_rendering_shows,
    mathlib_source,
    needs_index,
    needs_mirror,
    rows_named,
)


def _infer(texts: list[tuple[str, dict[str, str]]], name: str = "v") -> str | None:
    untyped = [name, *(n for _, types in texts for n, t in types.items() if t == "_")]
    return infer_types([name], texts, untyped).get(name)


@pytest.mark.parametrize(("text", "types", "expected"), [
    ("∀ o : Option v, o.isSome", {}, "Type*"),
    ("Computation.bind c f = Undeclared (v)", {}, None),   # first use: an unknown function
    ("∀ x : Stream'.WSeq v, x = x", {}, "Type*"),
    ("∀ f : Matrix m v R, f = f", {"m": "Type*", "R": "Type*"}, "Type*"),
    ("∀ f : MeasureTheory.SimpleFunc α v, f = f", {"α": "Type*"}, "Type*"),
    ("∀ p : v × α, p = p", {"α": "Type*"}, "Type*"),
    ("∀ p : α ⊕ v, p = p", {"α": "Type*"}, "Type*"),
    ("∀ x : List.Vector α v, x = x", {"α": "Type*"}, "ℕ"),   # `(n : ℕ)`, not a type
    ("IsWellOrder α v", {"α": "Type*"}, "α → α → Prop"),
    ("IsStrictOrder ℕ v", {}, "ℕ → ℕ → Prop"),
    ("IsTrans α v", {"α": "Sort*"}, "α → α → Prop"),
    # a connective's operand, `Decidable`'s and `Fact`'s argument: a proposition
    ("∀ x, v ∨ p x", {"p": "α → Prop"}, "Prop"),
    ("(∀ x, p x ∧ v) ↔ True", {"p": "α → Prop"}, "Prop"),
    ("v ↔ True", {}, "Prop"),
    ("¬v", {}, "Prop"),
    ("Decidable v", {}, "Prop"),
    ("Fact v", {}, "Prop"),
    # an operand of a connective that is itself a relation: its sides are not propositions
    ("v ∈ s ∨ True", {"s": "Set ℕ"}, "ℕ"),
])
def test_first_use_fixes_a_sort(text: str, types: dict[str, str], expected: str | None) -> None:
    assert _infer([(text, types)]) == expected


@pytest.mark.parametrize(("text", "types"), [
    # `→` may join propositions: its operands are not known to be types
    # a `Sort u` parameter: a later use may still make the binder a proposition
    ("∀ a b : Erased v, a = b", {}),
    ("∀ f : Function.Embedding α v, f = f", {"α": "Type*"}),
    ("∀ f : Equiv α v, f = f", {"α": "Type*"}),
    ("∀ f : v → α, f = f", {"α": "Type*"}),
    # applied to more arguments than the constructor takes: something else
    ("Option v x = y", {"x": "ℕ", "y": "ℕ"}),
    # the relation's carrier is not a type variable in scope
    ("IsWellOrder (Set α) v", {"α": "Type*"}),
    ("IsWellOrder β v", {"β": "ℕ"}),
    ("IsWellOrder w v", {"w": "_"}),
    # `Decidable` applied further is no proposition argument (`Decidable.decide`'s is)
    ("Decidable v x", {"x": "ℕ"}),
    # the type argument of a relation class is the carrier, not a relation
    ("IsWellOrder v r", {"r": "ℕ → ℕ → Prop"}),
])
def test_other_uses_leave_it_open(text: str, types: dict[str, str]) -> None:
    assert _infer([(text, types)]) is None


def test_only_the_first_use_counts() -> None:
    """`v ∈ s` (a `Set ℕ`) before `Option v`: the membership fixes `v : ℕ` (and Lean then
    coerces nothing: `Option v` would not elaborate; the corpus has no such theorem)."""
    assert _infer([("v ∈ s", {"s": "Set ℕ"}), ("∀ o : Option v, o = o", {})]) == "ℕ"
    assert _infer([("Undeclared v", {}), ("∀ o : Option v, o = o", {})]) is None


@given(st.sampled_from(sorted(TYPE_ARGUMENTS)), st.integers(0, 4), st.integers(0, 4))
def test_type_argument_only_at_declared_positions(fn: str, pos: int, count: int) -> None:
    positions, arity = TYPE_ARGUMENTS[fn]
    args = tuple(range(count))
    assert type_argument(fn, pos, args) == (pos in positions and count <= arity)


@given(st.sampled_from(sorted(RELATION_CLASSES)), st.integers(0, 3), st.integers(0, 3))
def test_relation_argument_only_second_of_two(fn: str, pos: int, count: int) -> None:
    from forminv_lean.formal.meaning.ast import Name

    args = tuple(Name("α") for _ in range(count))
    got = relation_argument(fn, pos, args, {"α": "Type*"})
    assert got == ("α → α → Prop" if (pos, count) == (1, 2) else None)


#: (table key) -> (file, line, text the line holds), as the tables' comments cite them.
CITED: dict[str, tuple[str, int, str]] = {
    "Set": ("Mathlib/Data/Set/Defs.lean", 44, "def Set (α : Type u)"),
    "Finset": ("Mathlib/Data/Finset/Defs.lean", 72, "structure Finset (α : Type*)"),
    "Multiset": ("Mathlib/Data/Multiset/Defs.lean", 66, "def Multiset.{u} (α : Type u)"),
    "Filter": ("Mathlib/Order/Filter/Defs.lean", 69, "structure Filter (α : Type*)"),
    "Matrix": ("Mathlib/Data/Matrix/Defs.lean", 47,
               "def Matrix (m : Type u) (n : Type u') (α : Type v)"),
    "Part": ("Mathlib/Data/Part.lean", 52, "structure Part.{u} (α : Type u)"),
    "Computation": ("Mathlib/Data/Seq/Computation.lean", 29, "def Computation (α : Type u)"),
    "Stream'.Seq": ("Mathlib/Data/Seq/Seq.lean", 36, "def Seq (α : Type u)"),
    "Stream'.WSeq": ("Mathlib/Data/WSeq/Basic.lean", 32, "def WSeq (α) :="),
    "CategoryTheory.Discrete": ("Mathlib/CategoryTheory/Discrete/Basic.lean", 47,
                                "structure Discrete (α : Type u₁)"),
    "MeasureTheory.SimpleFunc": ("Mathlib/MeasureTheory/Function/SimpleFunc.lean", 41,
                                 "(α : Type u) [MeasurableSpace α] (β : Type v)"),
    "List.Vector": ("Mathlib/Data/Vector/Defs.lean", 30, "def List.Vector (α : Type u) (n : ℕ)"),
    "Combinatorics.Line": ("Mathlib/Combinatorics/HalesJewett.lean", 171,
                           "structure Line (α ι : Type*)"),
    "Functor.Const": ("Mathlib/Control/Functor.lean", 69, "def Const (α : Type*) (_β : Type*)"),
    "Fact": ("Mathlib/Logic/Basic.lean", 80, "class Fact (p : Prop)"),
    "IsIrrefl": ("Mathlib/Order/Defs/Unbundled.lean", 26, "class IsIrrefl (α : Sort*) (r : α → α → Prop)"),
    "IsRefl": ("Mathlib/Order/Defs/Unbundled.lean", 30, "class IsRefl (α : Sort*) (r : α → α → Prop)"),
    "IsSymm": ("Mathlib/Order/Defs/Unbundled.lean", 34, "class IsSymm (α : Sort*) (r : α → α → Prop)"),
    "IsAsymm": ("Mathlib/Order/Defs/Unbundled.lean", 39, "class IsAsymm (α : Sort*) (r : α → α → Prop)"),
    "IsAntisymm": ("Mathlib/Order/Defs/Unbundled.lean", 43,
                   "class IsAntisymm (α : Sort*) (r : α → α → Prop)"),
    "IsTrans": ("Mathlib/Order/Defs/Unbundled.lean", 51, "class IsTrans (α : Sort*) (r : α → α → Prop)"),
    "IsTotal": ("Mathlib/Order/Defs/Unbundled.lean", 62, "class IsTotal (α : Sort*) (r : α → α → Prop)"),
    "IsPreorder": ("Mathlib/Order/Defs/Unbundled.lean", 67,
                   "class IsPreorder (α : Sort*) (r : α → α → Prop)"),
    "IsPartialOrder": ("Mathlib/Order/Defs/Unbundled.lean", 71,
                       "class IsPartialOrder (α : Sort*) (r : α → α → Prop)"),
    "IsLinearOrder": ("Mathlib/Order/Defs/Unbundled.lean", 75,
                      "class IsLinearOrder (α : Sort*) (r : α → α → Prop)"),
    "IsEquiv": ("Mathlib/Order/Defs/Unbundled.lean", 79, "class IsEquiv (α : Sort*) (r : α → α → Prop)"),
    "IsStrictOrder": ("Mathlib/Order/Defs/Unbundled.lean", 83,
                      "class IsStrictOrder (α : Sort*) (r : α → α → Prop)"),
    "IsStrictWeakOrder": ("Mathlib/Order/Defs/Unbundled.lean", 87,
                          "class IsStrictWeakOrder (α : Sort*) (lt : α → α → Prop)"),
    "IsTrichotomous": ("Mathlib/Order/Defs/Unbundled.lean", 92,
                       "class IsTrichotomous (α : Sort*) (lt : α → α → Prop)"),
    "IsStrictTotalOrder": ("Mathlib/Order/Defs/Unbundled.lean", 97,
                           "class IsStrictTotalOrder (α : Sort*) (lt : α → α → Prop)"),
    "IsWellOrder": ("Mathlib/Order/RelClasses.lean", 256,
                    "class IsWellOrder (α : Type u) (r : α → α → Prop)"),
}


#: Lean core's constructors (Init/Prelude.lean, Init/Core.lean), not in the Mathlib mirror.
CORE = {"List", "Option", "Array", "Sum", "Prod"}


def test_every_entry_is_cited() -> None:
    assert set(CITED) | CORE == set(TYPE_ARGUMENTS) | RELATION_CLASSES | {"Fact"}


@needs_mirror
@pytest.mark.parametrize("key", sorted(CITED))
def test_each_citation_resolves_in_mathlib(key: str) -> None:
    path, line, snippet = CITED[key]
    assert snippet in mathlib_source(path)[line - 1], (key, path, line)


#: Corpus theorems (refused before: `binder without a type`) -> what their rendering binds.
RENDERED = {
    "Part.ofOption_dom": "{α : Type*}",                  # `∀ o : Option α`
    "Combinatorics.Line.prod_apply": "{ι' : Type*}",     # `(l' : Line α ι')`
    "CategoryTheory.eq_of_zigzag": "{X : Type*}",        # `{a b : Discrete X}`
    "Primrec.vector_toList_iff": "(n : ℕ)",              # `List.Vector β n`
    "Ordinal.type_eq_zero_of_empty": "(r : α → α → Prop)",   # `[IsWellOrder α r]`
    "IsStrictOrder.swap": "(r : α → α → Prop)",          # `[IsStrictOrder α r]`
    "forall_or_left": "(q : Prop)",                      # `(∀ x, q ∨ p x)`
    "Decidable.forall_or_right": "(q : Prop)",           # `[Decidable q]`
}


@needs_index
@pytest.mark.parametrize("name", sorted(RENDERED))
def test_corpus_theorems_render_with_the_sort(name: str) -> None:
    assert_rendering_shows(_rows(), name, RENDERED[name])


_ROWS: dict[str, dict] = {}


def _rows() -> dict[str, dict]:
    if not _ROWS:
        _ROWS.update(rows_named(RENDERED))
    return _ROWS
