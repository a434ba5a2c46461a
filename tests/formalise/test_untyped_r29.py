"""Round 29, binders written without a type: a bundled map typed by its structure's name
(`{f g : MulEquiv M N}`) is applied as its arrow (`M ≃* N`) when such a binder is its argument
(`formalise.bundled_names_r29`, read by `binder_types._bundled_ends`); a binder first used as
`x ∈ S` with `S` of a collection of `formalise.membership_r29` gets the element type its
`Membership`/`SetLike` instance fixes. Without either rule these binders are refused."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import forminv_lean.formalise.binder_types as bt
from forminv_lean.formal.meaning.opaque import HOM_ARROWS
from forminv_lean.formalise import bundled_names_r29
from forminv_lean.formalise.membership_r29 import MEMBERSHIP
from tests.mathlib_corpus import (
    assert_rendering_shows,
    mathlib_source,
    needs_index,
    needs_mirror,
    render_row,
    rows_named,
)

#: Corpus theorems refused at r29's base (an inner `∀ x` `which Lean fixes where the checker
#: does not read it`) -> what their rendering writes, each read against the Mathlib v4.19.0
#: header: Mathlib/Algebra/Group/Equiv/Defs.lean `theorem ext {f g : MulEquiv M N} (h : ∀ x,
#: f x = g x) : f = g`, Mathlib/Logic/Equiv/Defs.lean `theorem ext {f g : Equiv α β} (H : ∀ x,
#: f x = g x) : f = g`; `x` is the domain's (`M`, `α`), the checker's own reading of `f x`.
NAMED = {
    "MulEquiv.ext": "(f g : MulEquiv M N), (∀ x, f x = g x) → f = g",
    "Equiv.ext": "(f g : Equiv α β), (∀ x, f x = g x) → f = g",
}
#: Corpus theorems refused at r29's base whose `∀ x, x ∈ S ↔ …` binder now has the element
#: type of `S`'s collection (`membership_r29`), each read against its v4.19.0 header:
#: Mathlib/Data/Sym/Sym2.lean `theorem ext {p q : Sym2 α} (h : ∀ x, x ∈ p ↔ x ∈ q) : p = q`,
#: Mathlib/Order/Filter/Ultrafilter/Defs.lean `theorem ext ⦃f g : Ultrafilter α⦄ (h : ∀ s, s
#: ∈ f ↔ s ∈ g) : f = g`, Mathlib/Data/Semiquot.lean `theorem ext {q₁ q₂ : Semiquot α} : q₁
#: = q₂ ↔ ∀ a, a ∈ q₁ ↔ a ∈ q₂`, Mathlib/RingTheory/FractionalIdeal/Basic.lean `theorem ext
#: {I J : FractionalIdeal S P} : (∀ x, x ∈ I ↔ x ∈ J) → I = J`, Mathlib/Analysis/Convex/Cone/
#: Pointed.lean `theorem ext {S T : PointedCone 𝕜 E} (h : ∀ x, x ∈ S ↔ x ∈ T) : S = T`.
MEMBERS = {
    "Sym2.ext": ("Sym2", "∀ (x : α), x ∈ p ↔ x ∈ q"),
    "Ultrafilter.ext": ("Ultrafilter", "∀ (s : Set α), s ∈ f ↔ s ∈ g"),
    "Semiquot.ext": ("Semiquot", "∀ (a : α), a ∈ q₁ ↔ a ∈ q₂"),
    "FractionalIdeal.ext": ("FractionalIdeal", "∀ (x : P), x ∈ I ↔ x ∈ J"),
    "PointedCone.ext": ("PointedCone", "∀ (x : E), x ∈ S ↔ x ∈ T"),
}
#: Each `membership_r29` entry's cited declaration: (file, line, text there).
CITED = {
    "FractionalIdeal": ("Mathlib/RingTheory/FractionalIdeal/Basic.lean", 146,
                        "instance : SetLike (FractionalIdeal S P) P"),
    "PointedCone": ("Mathlib/Analysis/Convex/Cone/Pointed.lean", 25, "abbrev PointedCone (𝕜 E)"),
    "Semiquot": ("Mathlib/Data/Semiquot.lean", 35, "instance : Membership α (Semiquot α)"),
    "Ultrafilter": ("Mathlib/Order/Filter/Ultrafilter/Defs.lean", 53,
                    "instance : Membership (Set α) (Ultrafilter α)"),
    "Cycle": ("Mathlib/Data/List/Cycle.lean", 464, "instance : Membership α (Cycle α)"),
    "Sym2": ("Mathlib/Data/Sym/Sym2.lean", 304, "instance : SetLike (Sym2 α) α"),
    "FirstOrder.Language.Substructure": ("Mathlib/ModelTheory/Substructures.lean", 103,
                                         "instance instSetLike : SetLike (L.Substructure M) M"),
}


@pytest.fixture(scope="module")
def corpus() -> dict[str, dict]:
    return rows_named([*NAMED, *MEMBERS])


@needs_index
@pytest.mark.parametrize("name", sorted(NAMED))
def test_named_bundled_map_renders(corpus: dict[str, dict], name: str) -> None:
    assert_rendering_shows(corpus, name, NAMED[name])


@needs_index
def test_refused_without_the_rule(corpus: dict[str, dict],
                                  monkeypatch: pytest.MonkeyPatch) -> None:
    """The rule is what renders them: with the name form unread they are refused again."""
    monkeypatch.setattr(bundled_names_r29, "named_arrow", lambda tree: None)
    for name in NAMED:
        assert render_row(corpus[name]).formal is None, name


@settings(max_examples=60, deadline=None)
@given(st.sampled_from(sorted(HOM_ARROWS.items())), st.booleans())
def test_name_form_reads_as_the_arrow(arrow: tuple[str, str], symm: bool) -> None:
    """For every arrow of `HOM_ARROWS`, `f : S A B` has the ends `f : A op B` has (also for
    `f.symm`, where the arrow is an equivalence of `SYMM`)."""
    op, structure = arrow
    fn = "f.symm" if symm else "f"
    types = {"A": "Type*", "B": "Type*"}
    as_arrow = bt._bundled_ends(fn, {**types, "f": f"A {op} B"})
    as_name = bt._bundled_ends(fn, {**types, "f": f"{structure} A B"})
    assert as_name == as_arrow
    if not symm:
        assert as_name == ("A", "B")


@pytest.mark.parametrize("ty", ["MulEquiv A", "MulEquiv A B C", "PSet.Equiv A B",
                                "Foo.MulEquiv A B"])
def test_other_shapes_are_not_bundled_maps(ty: str) -> None:
    assert bt._bundled_ends("f", {"A": "Type*", "B": "Type*", "C": "Type*", "f": ty}) is None


@needs_index
@pytest.mark.parametrize("name", sorted(MEMBERS))
def test_member_gets_the_element_type(corpus: dict[str, dict], name: str) -> None:
    assert_rendering_shows(corpus, name, MEMBERS[name][1])


@needs_index
def test_member_refused_without_the_table(corpus: dict[str, dict],
                                          monkeypatch: pytest.MonkeyPatch) -> None:
    for name, (head, _) in MEMBERS.items():
        monkeypatch.delitem(bt.MEMBERSHIP, head)
        assert render_row(corpus[name]).formal is None, name


def test_every_entry_is_merged_and_cited() -> None:
    assert set(MEMBERSHIP) == set(CITED)
    assert all(bt.MEMBERSHIP[h] == MEMBERSHIP[h] for h in MEMBERSHIP)


@needs_mirror
@pytest.mark.parametrize("head", sorted(CITED))
def test_entry_matches_its_source(head: str) -> None:
    path, line, text = CITED[head]
    assert text in mathlib_source(path)[line - 1]
