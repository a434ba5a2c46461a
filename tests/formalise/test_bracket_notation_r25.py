"""`⟦ ⟧` read as Lean reads it (`formalise/bracket_notation_r25.py`): the quotient class as an
application's argument, the shift `X⟦n⟧` of a bound object, Finmap's local `⟦s⟧`, and the
other readings refused with their reason. Read off the Mathlib corpus, whose theorems are true."""

from __future__ import annotations

import re
from functools import lru_cache
from typing import Any

from forminv_lean.formalise.render import validate_symbol
from tests.mathlib_corpus import Scan, each_rendering, needs_index, render_row, rows

#: A `⟦` glued to a name or a group: the shift notation's place (CategoryTheory/Shift/Basic.lean
#: :211 `notation X "⟦" n "⟧" => (shiftFunctor _ n).obj X`, :216 `f "⟦" n "⟧'"`).
_GLUED = re.compile(r"[\w'₀-₉)]⟦")


@lru_cache(maxsize=1)
def _bracket_rows() -> tuple[dict[str, Any], ...]:
    return tuple(r for r in rows(lambda line: "⟦" in line) if "⟦" in r["decl"])


def test_a_quotient_class_is_an_applications_argument() -> None:
    """`notation3:arg "⟦" a "⟧" => Quotient.mk _ a` (Mathlib/Data/Quot.lean:204) is at `arg`:
    `p ⟦a⟧` applies `p` to the class (refused by the parser before this round)."""
    text = "∀ {α : Type*} (s : Setoid α) (p : Quotient s → Prop) (a : α), p ⟦a⟧ ∨ ¬p ⟦a⟧"
    assert validate_symbol(text) == (None, None)


@needs_index
def test_finmap_local_notation_is_to_finmap() -> None:
    """In Mathlib/Data/Finmap.lean (`local notation:arg "⟦" a "⟧" => AList.toFinmap a`, :75)
    every rendered `⟦s⟧` is `AList.toFinmap s`, its argument a term (`⟦s.erase a⟧` is
    `AList.toFinmap (s.erase a)`), never `Quotient.mk` (`Finmap β` is a structure)."""
    found = [r for r in _bracket_rows() if r["module"] == "Mathlib.Data.Finmap"]
    assert len(found) >= 10
    scan = Scan()
    for _, formal in each_rendering(found, scan):
        assert "⟦" not in formal and "AList.toFinmap" in formal, formal
        assert not re.search(r"AList\.toFinmap [^\s()]+\s+[^\s()=)]", formal) or \
            "AList.toFinmap (" in formal, formal
    assert scan.rendered >= 8, scan


@needs_index
def test_keys_of_an_erased_list_bracket_the_argument() -> None:
    """`keys ⟦s.erase a⟧` (Finmap.keys_erase_toFinset) is `keys (AList.toFinmap (s.erase a))`:
    the notation substitutes a term."""
    (row,) = [r for r in _bracket_rows() if r["name"] == "Finmap.keys_erase_toFinset"]
    res = render_row(row)
    assert res.formal is not None, res.reason
    assert "Finmap.keys (AList.toFinmap (s.erase a))" in res.formal, res.formal


@needs_index
def test_shift_of_a_bound_object_is_the_shift_functor_image() -> None:
    """Every rendered corpus statement with a `⟦` glued to a term in a module that imports
    CategoryTheory/Shift/Basic spells it `(CategoryTheory.shiftFunctor T n).obj X`, `T` the
    binder's type; at least the object shifts of ObjectProperty.prop_shift_iff (`P (X⟦a⟧)`)
    and CochainComplex.isLE_shift (`(K⟦a⟧).IsLE n'`, `K : CochainComplex C ℤ`) render."""
    from tests.mathlib_corpus import INDEX

    assert INDEX is not None
    shifted = [r for r in _bracket_rows() if _GLUED.search(r["decl"])
               and INDEX.imported("Mathlib.CategoryTheory.Shift.Basic", r["module"])
               and r["module"] not in ("Mathlib.Data.Finmap", "Mathlib.Data.Quot")]
    assert len(shifted) >= 100
    out = {r["name"]: render_row(r) for r in shifted}
    for name, res in out.items():
        if res.formal is not None and "⟦" in res.formal:
            raise AssertionError(f"{name}: a ⟦ left in {res.formal}")
    prop = out["CategoryTheory.ObjectProperty.prop_shift_iff"].formal
    assert prop is not None and "P ((CategoryTheory.shiftFunctor C a).obj X)" in prop, prop
    le = out["CochainComplex.isLE_shift"].formal
    assert le is not None and \
        "(CategoryTheory.shiftFunctor (CochainComplex C ℤ) a).obj K" in le, le


@needs_index
def test_shift_of_a_morphism_is_refused_with_its_reason() -> None:
    """`f⟦n⟧'` is `(shiftFunctor _ n).map f` (CategoryTheory/Shift/Basic.lean:216): spelt so
    where `shift_morphisms_r29` names the category (a rendering then holds no `⟦`), else
    refused, saying so, never read as an application to a quotient class."""
    maps = [r for r in _bracket_rows() if "⟧'" in r["decl"]]
    assert len(maps) >= 50
    results = [render_row(row) for row in maps[:40]]
    for res in results:
        assert res.formal is None or "⟦" not in res.formal and \
            "CategoryTheory.shiftFunctor" in res.formal, res.formal
    reasons = [res.reason or "" for res in results]
    assert sum("shift of a morphism" in r for r in reasons) >= 20, reasons


@needs_index
def test_a_bracket_after_a_term_under_the_shift_notation_is_refused() -> None:
    """Where the shift notation is imported, `f ⟦a⟧` is both `f` applied to a quotient class and
    the shift of `f` (no `noWs` in the notation): Lean elaborates both, and the rendering is
    refused rather than read as either (Mathlib/CategoryTheory/Abelian/Pseudoelements.lean's
    `f ⟦a⟧`)."""
    from tests.mathlib_corpus import INDEX

    assert INDEX is not None
    spaced = [r for r in _bracket_rows() if re.search(r"[\w')]\s+⟦", r["decl"])
              and INDEX.imported("Mathlib.CategoryTheory.Shift.Basic", r["module"])
              and not r["module"].startswith("Mathlib.Data.")]
    assert spaced
    for row in spaced:
        res = render_row(row)
        assert res.formal is None, (row["name"], res.formal)


def test_a_name_the_statement_binds_again_is_told_from_a_use() -> None:
    """`rebinds`: a shifted name whose binder's type was read must not be bound again inside
    the statement (its type there may differ); a use inside another binder's type is no
    binding (`∃ (Z : C) (h : Z ⟶ X⟦1⟧), …` binds `Z` and `h`, not `X`)."""
    from forminv_lean.formalise.bracket_notation_r25 import rebinds

    assert rebinds("∀ (X : C), P X⟦n⟧", "X")
    assert rebinds("∀ X Y : C, f X = f Y", "Y")
    assert rebinds("fun X => X⟦1⟧", "X")
    assert not rebinds("∃ (Z : C) (h : Z ⟶ X⟦1⟧), S.P Z", "X")
    assert rebinds("∃ (Z : C) (h : Z ⟶ X⟦1⟧), S.P Z", "h")
    assert not rebinds("P X⟦n⟧ ↔ ∀ Y, Q Y", "X")
