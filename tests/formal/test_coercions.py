"""Coercions Lean inserts at an ascription or in a `binop%`/`binrel%` tree, between two known
types (`meaning/coercions.py`): a subtype, `αˣ`, `Regular α`, `Fin n` out to its carrier; a
bundled map to its function type (`⇑f`, as `fun x => DFunLike.coe f x`); ℝ into an `RCLike`
field. End to end on Mathlib v4.19.0 rows (skipped when the corpus is absent) and by hand for
what must stay refused (a coercion Lean's order of leaves would not take, or one the binders
give no instance for)."""

from __future__ import annotations

from functools import lru_cache
from typing import Any

import pytest

from forminv_lean.formal import UnsupportedError, decide, elaborate
from forminv_lean.formal.meaning.terms import Term, walk
from tests.mathlib_corpus import render_row, rows_named


def _coes(t: Term) -> list[tuple[str, str]]:
    """(source, target) of every uninterpreted coercion `↑` in `t`."""
    return [(str(u.args[0].ty), str(u.ty)) for u in walk(t) if u.op == "app" and u.name == "↑"]


@pytest.mark.parametrize(("text", "coes"), [
    # `CoeOut (Regular α) α`: the max type is α whichever side comes first
    ("∀ {α : Type*} [HeytingAlgebra α] (a b : Heyting.Regular α), (a : α) < b ↔ a < b",
     [("Heyting.Regular α", "α"), ("Heyting.Regular α", "α")]),
    ("∀ {α : Type*} [HeytingAlgebra α] (a : Heyting.Regular α) (b : α), a ≤ b",
     [("Heyting.Regular α", "α")]),
    # `Subtype p` with `p : α → Prop`, `{x : α // p x}`, `↥s` of a set and of a structure
    ("∀ {α : Type*} (p : α → Prop) (a b : Subtype p), (a : α) ≠ b ↔ a ≠ b",
     [("Subtype p", "α"), ("Subtype p", "α")]),
    ("∀ {α : Type*} [AddZeroClass α] [Preorder α] (a b : { x : α // 0 ≤ x }), "
     "((a + b : { x : α // 0 ≤ x }) : α) = a + b",
     [("{x : α // 0 ≤ x}", "α")] * 3),
    ("∀ {α β : Type*} (s : Set α) (f : α → β) (x : s) (y : β), f x = y", [("↥s", "α")]),
    ("∀ {G : Type*} [Group G] (H : Subgroup G) (u : H) (g : G), (u : G) * g = g * u",
     [("↥H", "G"), ("↥H", "G")]),
    # `Num` types into ℕ, ℤ or a ring (`numNatCoe`, `znumCoe`) once it is the max type
    ("∀ (m n : Num), ((m + n : Num) : ℕ) = m + n", [("Num", "ℕ")] * 3),
    ("∀ {α : Type*} [Ring α] (m n : ZNum), (m : α) = n ↔ m = n", [("ZNum", "α")] * 2),
    # `Fin n` into ℕ once ℕ is the max type (`Fin.coeToNat`)
    ("∀ (n : ℕ) (a b : Fin n), Finset.card (Finset.Ioc a b) = b - a",
     [("Fin n", "ℕ"), ("Fin n", "ℕ")]),
])
def test_coerced_out_to_the_carrier(text: str, coes: list[tuple[str, str]]) -> None:
    assert sorted(_coes(elaborate(text))) == sorted(coes)


@pytest.mark.parametrize("text", [
    # `Fin n` first: ℕ may coerce into `Fin (n + 1)` (`NatCast`), so Lean's max type depends
    # on instances not read here
    "∀ (n : ℕ) (i : Fin (n + 1)) (k : ℕ), i = k",
    # likewise a `Num` first (`Num` is a semiring: ℕ coerces into it); `ZNum` has no way into ℕ
    "∀ (m : Num) (k : ℕ), m = k",
    "∀ (m : ZNum) (k : ℕ), (k : ℕ) = m",
    # a subtype of one type beside another type: no coercion
    "∀ {α β : Type*} (p : α → Prop) (a : Subtype p) (b : β), a = b",
    # ℝ into a field that is not `RCLike`: no `CoeTC ℝ K`
    "∀ {K : Type*} [Field K] (r : ℝ), (r : K) = 0",
    # a bundled map on the left beside a function: Lean's `ensureHasType` fails
    "∀ {M N : Type*} [Monoid M] [Monoid N] (f : M →* N) (g : M → N), f = g",
])
def test_other_coercions_are_refused(text: str) -> None:
    with pytest.raises(UnsupportedError):
        elaborate(text)


def test_real_into_an_rclike_field() -> None:
    t = elaborate("∀ {K : Type*} [RCLike K] (r : ℝ) (z : K), (r : K) * z = z * r")
    assert _coes(t) == [("ℝ", "K"), ("ℝ", "K")]


def _etas(t: Term) -> list[str]:
    """The types of the maps coerced to functions as `fun x => DFunLike.coe f x`."""
    return [str(u.args[0].args[0].ty) for u in walk(t) if u.op == "lambda"
            and u.args[0].op == "app" and u.args[0].name == "DFunLike.coe"
            and u.args[0].args[1] == Term("var", (), u.bty, u.name)]


@pytest.mark.parametrize(("text", "maps"), [
    ("∀ {α β : Type*} [TopologicalSpace α] [PseudoMetricSpace β] (f g : "
     "BoundedContinuousFunction α β), (f : α → β) = g ↔ f = g",
     ["BoundedContinuousFunction α β", "BoundedContinuousFunction α β"]),
    ("∀ {M N : Type*} [Monoid M] [Monoid N] (f : M →* N), (f : M → N) = f",
     ["MonoidHom M N", "MonoidHom M N"]),
    ("∀ {F α β : Type*} [FunLike F α β] (f : F) (g : α → β), g = f", ["F"]),
])
def test_bundled_map_to_its_function_type(text: str, maps: list[str]) -> None:
    assert _etas(elaborate(text)) == maps


def test_function_coercion_agrees_with_application() -> None:
    # `(f : α → β) x` and `f x` are one value: `⇑f` is `fun x => DFunLike.coe f x`
    text = "∀ {M N : Type*} [Monoid M] [Monoid N] (f : M →* N) (x : M), (f : M → N) x = f x"
    assert decide(text).verdict == "proved"


ROWS = ("Heyting.Regular.coe_lt_coe", "Units.val_lt_val", "Subtype.coe_ne_coe",
        "Nonneg.coe_add", "Fin.coe_orderIso_apply", "Seminorm.coe_lt_coe",
        "NormedAddGroupHom.coe_inj_iff", "RCLike.ofReal_re", "LieIdeal.coe_inclusion",
        "Localization.mk_eq_mk_iff'", "Fin.card_Ioc", "ZNum.cast_lt", "Num.add_to_nat")


@lru_cache(maxsize=1)
def _rows() -> dict[str, dict[str, Any]]:
    return rows_named(ROWS)


@pytest.mark.parametrize("name", ROWS)
def test_corpus_coercions_render(name: str) -> None:
    row = _rows().get(name)
    assert row is not None, f"{name} not in the corpus"
    r = render_row(row)
    assert r.formal is not None, r.reason
    t = elaborate(r.formal)
    assert _coes(t) or _etas(t)
