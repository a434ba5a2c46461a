"""Binders written without a type, typed where Lean's first use fixes the type (`binder_types`).

The uses read here: an argument of a declared function whose other arguments fix its parameter
type, an ascription of the bare name, a side of a `binrel%` relation whose other side has a
known type. Everything else (a numeral, a coercion, field notation, an operand of arithmetic,
an expected type propagated into the function) leaves the binder untyped, and the theorem is
refused rather than guessed.
"""

from __future__ import annotations

from functools import lru_cache
from typing import Any

import pytest

from forminv_lean.formal.statements import elaborate_rendering
from forminv_lean.formalise.binder_types import infer_types
from tests.mathlib_corpus import needs_index, render, render_row, require, rows_named


def _infer(text: str, types: dict[str, str], name: str = "v") -> str | None:
    """The type the first use of `name` in `text` fixes (variables of `types` typed)."""
    return infer_types([name], [(text, types)], [name]).get(name)


@pytest.mark.parametrize(("text", "types", "expected"), [
    # `Multiset.count : α → Multiset α → ℕ`: `a : α` fixes the second parameter
    ("Multiset.count a v ≤ Multiset.card v", {"a": "α"}, "Multiset α"),
    ("List.count a v = 0", {"a": "Fin n × ℕ"}, "List ((Fin n) × ℕ)"),
    # a parameter type with no type parameter is the type: `Real.arcsin : ℝ → ℝ`
    ("0 = Real.arcsin v ↔ v = 0", {}, "ℝ"),
    # `Finset.Icc : α → α → Finset α`: its result mentions `α`, so it is read only where Lean
    # gives it no expected type (a side of `=`)
    ("Finset.Icc a v = s", {"a": "ℤ", "s": "Finset ℤ"}, "ℤ"),
    # a plain notation for a declared function, as a relation's side: `List.cons`, `Set.image`
    ("v :: l = l", {"l": "List (α × Bool)"}, "α × Bool"),
    ("f '' v = t", {"f": "α → β", "t": "Set β"}, "Set α"),
    # … or as the collection of a membership (its type is a metavariable nothing fixes)
    ("x ∈ f '' v", {"f": "α → β", "x": "β"}, "Set α"),
    # an ascription of the bare name: Lean elaborates `v` against the type
    ("(v : ℝ) = x", {"x": "ℝ"}, "ℝ"),
    # a relation's other side of known type: a variable, a function variable applied, a
    # declared function applied to variables that fix its result
    ("v ≤ s", {"s": "Finset ℕ"}, "Finset ℕ"),
    ("∀ i, f i ≤ v", {"f": "ι → Ordinal"}, "Ordinal"),
    ("v ≤ dist x y", {"x": "α", "y": "α"}, "ℝ"),
    ("v ≠ Finset.Icc a b", {"a": "ℕ", "b": "ℕ"}, "Finset ℕ"),
    # field notation on a typed variable: `s.count v` is `Multiset.count v s`
    ("s.count v = 0", {"s": "Multiset (ℕ × ℕ)"}, "ℕ × ℕ"),
    # membership in a declared function applied: the collection's element type
    ("v ∈ Set.Icc a b", {"a": "ℝ", "b": "ℝ"}, "ℝ"),
    # a bare leaf of an operator tree is typed by a later leaf of the same tree, which Lean
    # elaborates before it compares the leaves' types (`f v` fixes `v` to `f`'s domain)
    ("v ≤ f v", {"f": "α → β"}, "α"),
    ("v + f v = m", {"f": "ℤ → ℤ", "m": "ℕ"}, "ℤ"),
    # … or by the tree's one number type (`applyCoe` unifies an unknown leaf with it): of its
    # other leaves, an ascription, or the expected type (`Fin`'s ℕ, `Nat.minFac`'s ℕ)
    ("v + 1 = m", {"m": "ℕ"}, "ℕ"),
    ("v * 2 - 1 ≤ (m : ℝ)", {"m": "ℕ"}, "ℝ"),
    ("Fin (v + 1) = Fin m", {"m": "ℕ"}, "ℕ"),
    ("(v + 2) / Nat.minFac (v + 2) < v + 2", {}, "ℕ"),
    # a declared function's untyped (`_`) parameter after the ones that fix its result:
    # `Finset.max' : Finset α → _ → α`
    ("s.max' H ≤ v", {"s": "Finset ℕ", "H": "Finset.Nonempty s"}, "ℕ"),
])
def test_a_use_that_fixes_the_type(text: str, types: dict[str, str], expected: str) -> None:
    assert _infer(text, types) == expected


@pytest.mark.parametrize(("text", "types"), [
    # numerals only: their type is open until Lean's default instance (ℕ) fixes it
    ("0 < v", {}),
    ("Finset.Icc 0 v = s", {"s": "Finset ℕ"}),
    ("v = 0", {}),
    # field notation first: Lean needs the type to resolve the field
    ("v.succ = m", {"m": "ℕ"}),
    # a coercion around the other side, or around an argument that would fix the parameter
    ("v = ↑y", {"y": "ℕ"}),
    ("Multiset.count a v = 0 ∧ Multiset.count (↑b) v = 0", {"b": "ℕ"}),
    # arithmetic with numerals only, or with two different known types (the maximal one is
    # found through coercions), or a power (`^` is not `binop%`)
    ("v + 1 = 2", {}),
    ("v + x ≤ m", {"x": "ℕ", "m": "ℝ"}),
    ("v ^ 2 = m", {"m": "ℕ"}),
    # a later leaf of the same tree that does not fix it either
    ("v + v = 2", {}),
    # arithmetic at a type outside the number types (`applyCoe` needs its homogeneous
    # instance, which a type variable may not have)
    ("v + a = b", {"a": "M", "b": "M"}),
    # the other argument's type does not match the parameter's: Lean coerces it
    ("List.cons v l = l", {"l": "Multiset α"}),
    # an expected type is propagated into the parameters first (`b : ℝ` there, not `ℕ`)
    ("(Finset.Icc a v : Finset ℝ) = s", {"a": "ℕ", "s": "Finset ℝ"}),
    ("Finset.Nonempty (Finset.Icc a v)", {"a": "ℕ"}),
    # the parameter the table leaves untyped (`_`), and a function outside the tables
    ("List.head l v = a", {"l": "List α", "a": "α"}),
    ("Function.Semiconj f v g", {"f": "α → β", "g": "β → β"}),
    # field notation on a variable whose type's namespace does not declare the field
    ("s.count v = 0", {"s": "Finset ℕ"}),
    # both sides untyped: `binrel%` finds no maximal type
    ("v ≤ w", {}),
])
def test_a_use_that_leaves_the_type_open(text: str, types: dict[str, str]) -> None:
    assert _infer(text, types | {"w": "_"}) is None


def test_two_binders_related_share_the_next_use() -> None:
    # `s ≤ t`, both without a type: `binrel%` elaborates `LE.le s t` with `t`'s type unified
    # with `s`'s, and the next use of either fixes both
    texts = [("v ≤ w", {"w": "_"}), ("Multiset.count a v ≤ 1", {"w": "_", "a": "α"})]
    assert infer_types(["v"], texts, ["v", "w"]) == {"v": "Multiset α"}
    assert infer_types(["w"], texts, ["v", "w"]) == {"w": "Multiset α"}
    # … not when one was used before (its type was then open, or fixed there), nor when the
    # next use leaves it open
    earlier = [("0 < w", {"v": "_"}), *texts]
    assert infer_types(["v"], earlier, ["v", "w"]) == {}
    assert infer_types(["v"], [texts[0], ("0 < w", {})], ["v", "w"]) == {}


def test_only_the_first_use_counts() -> None:
    # the hypothesis comes first: `0 < v` leaves the type open, the later `Real.arcsin v`
    # would meet an already assigned metavariable
    texts = [("0 < v", {}), ("Real.arcsin v = 0", {})]
    assert infer_types(["v"], texts, ["v"]) == {}
    assert infer_types(["v"], texts[::-1], ["v"]) == {"v": "ℝ"}


@needs_index
@pytest.mark.parametrize(("header", "formal"), [
    ("theorem foo {α : Type*} [DecidableEq α] (a : α) (s) : Multiset.count a s ≤ "
     "Multiset.card s",
     "∀ {α : Type*} (a : α) (s : Multiset α), Multiset.count a s ≤ Multiset.card s"),
    ("theorem foo {x} (h : (x : ℝ) = 2) : x = 2",
     "∀ x : ℝ, (x : ℝ) = 2 → x = 2"),
    ("theorem foo {n m : ℕ} {k} (h : n + k = m) : k ≤ m",
     "∀ n m k : ℕ, n + k = m → k ≤ m"),
])
def test_a_header_binder_typed_by_its_first_use(header: str, formal: str) -> None:
    got, reason = render(header)
    assert got == formal, reason
    elaborate_rendering(got)


@needs_index
@pytest.mark.parametrize("header", [
    "theorem foo {n} (h : 0 < n) : n = n",
    "theorem foo {k} (h : k + 1 = 2) : k ≤ 1",
    "theorem foo {a : ℕ} {b} (h : (Finset.Icc a b : Finset ℝ).Nonempty) : True",
])
def test_a_header_binder_left_open_is_refused(header: str) -> None:
    got, reason = render(header)
    assert got is None and reason == "unsupported: binder without a type", (got, reason)


# ----------------------------------------------------------------------------- corpus

#: Mathlib v4.19.0 theorems with binders written without a type, and the binder Lean gives
#: each (read off the declarations: `Multiset.count : α → Multiset α → ℕ`, `Real.arcsin : ℝ →
#: ℝ`, `Filter.limsup_le_of_le`'s `u : β → α`).
TYPED = {
    "Multiset.count_le_card": "(s : Multiset α)",
    "Real.zero_eq_arcsin_iff": "∀ x : ℝ,",
    "Filter.limsup_le_of_le": "(a : α)",
    # `x ≤ f x` with `f : β → β`: the leaf `f x` fixes `x`
    "StrictMono.le_apply": "∀ x : β,",
    # `(k + 2) / minFac (k + 2) < k + 2`: `minFac`'s ℕ, inside the relation's tree
    "Nat.factors_lemma": "∀ k : ℕ,",
    # `{s t} (h : s ≤ t) : countP p s ≤ countP p t`: `t` shares `s`'s type
    "Multiset.countP_le_of_le": "(s t : Multiset α)",
}
#: … and ones whose first use leaves the type open: `Nat.leRecOn_injective`'s `n ≤ m` (both
#: untyped, and their next use is `@leRecOn C n m …`, outside the tables),
#: `PowerSeries.trunc_one`'s `trunc (n + 1)` (`trunc` has no declared signature, so the
#: tree has no expected type).
OPEN = ("Nat.leRecOn_injective", "PowerSeries.trunc_one")


@lru_cache(maxsize=1)
def _rows() -> dict[str, dict[str, Any]]:
    return rows_named(set(TYPED) | set(OPEN))


def _render_row(name: str) -> tuple[str | None, str | None]:
    require()
    rows = _rows()
    assert name in rows, f"{name} is not a row of the corpus"
    row = rows[name]
    r = render_row(row)
    return r.formal, r.reason


@needs_index
@pytest.mark.parametrize("name", sorted(TYPED))
def test_a_corpus_binder_gets_the_type_lean_gives(name: str) -> None:
    formal, reason = _render_row(name)
    assert formal is not None, reason
    assert TYPED[name] in formal
    elaborate_rendering(formal)


@needs_index
@pytest.mark.parametrize("name", OPEN)
def test_a_corpus_binder_left_open_is_refused(name: str) -> None:
    formal, reason = _render_row(name)
    assert formal is None and reason == "unsupported: binder without a type", (formal, reason)
