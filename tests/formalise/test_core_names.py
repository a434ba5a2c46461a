"""Lean core names, `open A (x)` and overloaded names, resolved as Lean resolves them.

Read against Mathlib v4.19.0's name index and corpus in ../shared/external/mathlib (skipped
when absent). Core declarations are not in the index: the ones listed in `CORE_NAMES` were read
in leanprover/lean4's source, with whether they are `protected`. `open A (x)` (Lean's
`openOnly`) opens `x` alone, not the rest of `A`. An identifier with several candidates is
Lean's overload: the alternatives that elaborate are kept, and the renderer keeps one only
where the others certainly cannot elaborate at the argument written (a function is never a
type nor a number, a type never a `Finset`, a set never a binary relation).
"""

from __future__ import annotations

import pytest

from forminv_lean.formalise import LeanContext
from forminv_lean.formalise.name_index import CORE_NAMESPACES
from forminv_lean.formalise.resolve import (
    Scope,
    Unresolved,
    _argument_kind,
    _overload,
    _type_kind,
    resolve_name,
)
from tests.mathlib_corpus import INDEX, needs_index, render, render_row, rows_named

pytestmark = needs_index


# ------------------------------------------------------------------ core names, read


def test_core_list_and_sum_names_resolve_inside_their_namespace() -> None:
    """`idxOf`, `ofFn`, `finRange`, `range'` inside `namespace List` (Init/Data/List/*.lean:
    not protected), `swap`/`isRight` inside `namespace Sum`, `swap` inside `namespace Prod`."""
    assert INDEX is not None
    for short in ("idxOf", "ofFn", "finRange", "range'"):
        assert INDEX.resolve(short, "List") == [f"List.{short}"]
    assert INDEX.resolve("isRight", "Sum") == ["Sum.isRight"]
    assert INDEX.resolve("swap", "Prod") == ["Prod.swap"]
    # a short name core may declare in `List` and is not listed stays unknowable there
    assert INDEX.resolve("some", "List") is None
    assert INDEX.resolve("List.ofFn", "Foo") == ["List.ofFn"]


def test_a_protected_constructor_is_passed_over() -> None:
    """`inr` inside `namespace Sum.LiftRel` is not the protected constructor `Sum.LiftRel.inr`
    (Init/Data/Sum/Basic.lean `| protected inr`): Lean finds `Sum.inr` one namespace out."""
    assert INDEX is not None
    assert INDEX.resolve("inr", "Sum.LiftRel") == ["Sum.inr"]


def test_rat_is_batteries_not_core() -> None:
    """`open Nat Rat`: `Rat` is Batteries' structure at v4.19.0 (in the index), so
    `padicValNat` is Mathlib's root declaration, not a possible core `Rat.padicValNat`."""
    assert INDEX is not None and "Rat" not in CORE_NAMESPACES
    assert INDEX.resolve("padicValNat", "", INDEX.open_namespaces("", ("Nat", "Rat"))) == [
        "padicValNat"]


def _assert_renderings_contain(want: dict[str, str]) -> None:
    """Each named corpus theorem renders, and its rendering contains the given text."""
    found = rows_named(want)
    if not found:
        pytest.skip("corpus rows not found")
    for name, text in want.items():
        r = render_row(found[name])
        assert r.formal is not None and text in r.formal, (name, r.formal, r.reason)


def test_core_names_are_printed_full_in_corpus_renderings() -> None:
    """Corpus theorems whose core names were refused as unknowable render with the full
    names (each the declaration itself: same binders, same meaning)."""
    want = {
        "List.idxOf_le_length": "List.idxOf a l ≤ List.length l",
        "Prod.map_involutive": "Function.Involutive (Prod.map f g)",
        "padicValRat_of_nat": "↑(padicValNat p n) = padicValRat p n",
    }
    _assert_renderings_contain(want)


# ------------------------------------------------------------------ open A (x)


def test_open_only_opens_the_names_it_lists() -> None:
    """`open List (Vector)` makes `Vector` mean `List.Vector` and opens nothing else of
    `List`: `sSup` in `namespace Cardinal` is the root `sSup` (`export SupSet (sSup)`), not a
    possible core `List.sSup`."""
    ctx = LeanContext.from_lines(["open List (Vector)", "open Function Order Set",
                                  "namespace Cardinal"])
    assert ctx.explicit_opens == [("List", ("Vector",))]
    # (Mathlib's `lift_sSup` writes `lift.{u}` twice; a header whose levels tie two places is
    # refused, `universes_r25`, so the levels are left out here: names are what is tested)
    formal, reason = render("theorem Cardinal.lift_sSup' {s : Set Cardinal} (hs : BddAbove s) : "
                            "lift (sSup s) = sSup (lift '' s)",
                            "open List (Vector)", "open Function Order Set", "namespace Cardinal")
    assert formal is not None and "SupSet.sSup s" in formal, reason
    assert INDEX is not None
    scope = Scope("Foo", ("List",), explicit=(("List", ("Vector",)),))
    assert resolve_name("Vector", INDEX, scope) == "List.Vector"


def test_open_only_a_name_core_may_declare_stays_unknowable() -> None:
    assert INDEX is not None
    scope = Scope("", ("List",), explicit=(("List", ("someCoreName",)),))
    with pytest.raises(Unresolved, match="may be a Lean core declaration"):
        resolve_name("someCoreName", INDEX, scope)


# ------------------------------------------------------------------ overloads


def test_binder_kinds() -> None:
    assert _type_kind("Type*") == "type" and _type_kind("Type u") == "type"
    assert _type_kind("ℕ") == "nat" and _type_kind("α → β") == "fun"
    assert _type_kind("α → α → Prop") == "rel" and _type_kind("Set (α × β)") == "set"
    assert _type_kind("Finset α") == "finset"
    # a bundled map is a structure (its CoeSort, if any, is not known here): not read
    assert _type_kind("V →ₗ[K] V") is None and _type_kind("M") is None


def test_the_argument_read_is_a_whole_binder() -> None:
    """Only a binder written right after the name and ending there is read (`sᶜ`, `s.1`,
    `@IsBounded α s` are other terms); a name the statement binds again is not read."""
    types = {"s": "Set α", "f": "α → β"}
    for text, kind in (("IsBounded s ↔ p", "set"), ("(Injective f)", "fun"),
                       ("IsBounded sᶜ", None), ("IsBounded s.1", None)):
        i = text.index("I")
        end = text.index(" ", i)
        assert _argument_kind(text, i, end, types, set()) == kind, text
    assert _argument_kind("IsBounded s", 0, 9, types, {"s"}) is None
    assert _argument_kind("@IsBounded s", 1, 10, types, set()) is None


def test_an_overload_keeps_the_alternative_that_can_elaborate() -> None:
    """A function is never a type (`Module.Injective R M`), a number never a function
    (`Set.range f`), a set never a binary relation (`Filter.IsBounded r f`)."""
    assert _overload(["Function.Injective", "Module.Injective"], "fun") == [
        "Function.Injective"]
    assert _overload(["Set.range", "Finset.range"], "nat") == ["Finset.range"]
    assert _overload(["Filter.IsBounded", "Bornology.IsBounded"], "set") == [
        "Bornology.IsBounded"]
    assert _overload(["Finset.card", "Fintype.card"], "type") == ["Fintype.card"]


def test_an_overload_both_sides_of_which_may_elaborate_stays_refused() -> None:
    """`card s` with `s : Finset α`: `Fintype.card ↥s` elaborates too (Finset's `CoeSort`),
    so Lean itself would call it ambiguous; an unlisted alternative keeps the refusal."""
    assert len(_overload(["Finset.card", "Fintype.card"], "finset")) == 2
    assert len(_overload(["Function.support", "Module.support"], "set")) == 2
    assert len(_overload(["Real.exp", "Complex.exp"], "fun")) == 2
    formal, reason = render("theorem Foo.card_eq' {α : Type*} (s : Finset α) : "
                            "card s = card s", "open Finset Fintype")
    assert formal is None and reason is not None and "ambiguous name card" in reason


def test_overloads_resolved_in_corpus_renderings() -> None:
    """`IsBounded s` with `s : Set α` is `Bornology.IsBounded s` (under `open Filter
    Bornology`); `∑ i ∈ range n` with `n : ℕ` is `Finset.range n`; `Injective f` with
    `f : α → β` is `Function.Injective f`."""
    want = {
        "Metric.isBounded_iff_subset_closedBall": "Bornology.IsBounded s ↔",
        "sum_geometric_two_le": "∑ i ∈ Finset.range n",
        "Cardinal.mk_preimage_of_injective_of_subset_range": "Function.Injective f",
    }
    _assert_renderings_contain(want)


def test_a_declaration_the_module_does_not_import_is_not_a_candidate() -> None:
    """The index lists all of Mathlib; Lean's environment in a module has what it imports.
    `Injective B.flip` (a bundled map, whose kind is not read) is `Function.Injective`
    because `Module.Injective`'s module is not imported there; `Ico` inside `namespace List`
    in Order/Interval/Finset/Nat.lean is not `List.Ico` (Data/List/Intervals.lean, not
    imported): Lean looks further out, to `Finset.Ico` of `open Finset`."""
    found = rows_named(["LinearMap.flip_injective_iff₂", "List.toFinset_range'_1"])
    if len(found) < 2:
        pytest.skip("corpus rows not found")
    r = render_row(found["LinearMap.flip_injective_iff₂"])
    assert r.formal is not None and "Function.Injective B.flip" in r.formal, r.reason
    row = found["List.toFinset_range'_1"]
    scope = Scope("List", ("Finset", "Nat"), module=row["module"], decl=row["name"])
    assert resolve_name("Ico", INDEX, scope) == "Finset.Ico"
    r = render_row(row)
    assert "List.Ico" not in (r.formal or "") + (r.reason or "")
    assert INDEX is not None and INDEX.visible("Finset.Ico", "Mathlib.Order.Interval.Finset.Nat")
