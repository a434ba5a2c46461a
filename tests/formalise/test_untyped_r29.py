"""Round 29: a bundled map typed by its structure's name (`{f g : MulEquiv M N}`) is applied as
its arrow (`M ≃* N`) when a binder written without a type is its argument
(`formalise.bundled_names_r29`, read by `binder_types._bundled_ends`); without it such a binder
is refused."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import forminv_lean.formalise.binder_types as bt
from forminv_lean.formal.meaning.opaque import HOM_ARROWS
from forminv_lean.formalise import bundled_names_r29
from tests.mathlib_corpus import assert_rendering_shows, needs_index, rows_named

#: Corpus theorems refused at r29's base (an inner `∀ x` `which Lean fixes where the checker
#: does not read it`) -> what their rendering writes, each read against the Mathlib v4.19.0
#: header: Mathlib/Algebra/Group/Equiv/Defs.lean `theorem ext {f g : MulEquiv M N} (h : ∀ x,
#: f x = g x) : f = g`, Mathlib/Logic/Equiv/Defs.lean `theorem ext {f g : Equiv α β} (H : ∀ x,
#: f x = g x) : f = g`; `x` is the domain's (`M`, `α`), the checker's own reading of `f x`.
NAMED = {
    "MulEquiv.ext": "(f g : MulEquiv M N), (∀ x, f x = g x) → f = g",
    "Equiv.ext": "(f g : Equiv α β), (∀ x, f x = g x) → f = g",
}


@pytest.fixture(scope="module")
def corpus() -> dict[str, dict]:
    return rows_named(NAMED)


@needs_index
@pytest.mark.parametrize("name", sorted(NAMED))
def test_named_bundled_map_renders(corpus: dict[str, dict], name: str) -> None:
    assert_rendering_shows(corpus, name, NAMED[name])


@needs_index
def test_refused_without_the_rule(corpus: dict[str, dict],
                                  monkeypatch: pytest.MonkeyPatch) -> None:
    """The rule is what renders them: with the name form unread they are refused again."""
    from tests.mathlib_corpus import render_row

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
