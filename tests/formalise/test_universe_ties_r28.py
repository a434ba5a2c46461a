"""Explicit universe levels tied to a file's `variable` lines (`universe_ties_r28`): a header's
level name an included `variable` also writes, or a `variable`'s own level that carries
meaning, is kept in the rendering (or the theorem refused), never dropped. Read from the
shared Mathlib corpus (skipped when it is absent)."""

from __future__ import annotations

import re

import pytest

from forminv_lean.extract.lean_decl import Binder, parse_decl
from forminv_lean.formalise.universe_ties_r28 import included_variables, variable_tie_reason
from tests.mathlib_corpus import needs_index, render_row, require, rows_named

#: corpus theorem -> texts its rendering must show: the levels Lean gives the header's
#: constants and the `variable`s it includes (Mathlib v4.19.0, file:line of the header).
KEPT = {
    # SetTheory/Cardinal/HasCardinalLT.lean:35 under `variable {X : Type u}
    # {κ : Cardinal.{v}} (h : HasCardinalLT X κ)` (:30): small in κ's universe, not in any
    "HasCardinalLT.small": ("(κ : Cardinal.{v})", "Small.{v} X"),
    # CategoryTheory/Generator/Basic.lean:636 under `[Category.{v₁} C]`
    "CategoryTheory.wellPowered_of_isSeparator": ("Category.{v₁} C", "WellPowered.{v₁} C"),
    # SetTheory/Ordinal/FixedPoint.lean:67 under `{f : ι → Ordinal.{u} → Ordinal.{u}}`
    "Ordinal.nfpFamily_monotone": ("Ordinal.{u} → Ordinal.{u}", "[Small.{u} ι]"),
    # Order/Shrink.lean:56 under `variable (α : Type v) [Small.{u} α]`
    "equivShrink_bot": ("[Small.{u} α]", "equivShrink.{u} α"),
    # Topology/Category/CompHausLike/Basic.lean under `variable (P : TopCat.{u} → Prop)`:
    # the declaration binds `X` again, so `variable (X : Type u)` is not included (no tie);
    # `HasExplicitFiniteCoproducts.{0} P` is a `variable`'s level that is not a name
    "CompHausLike.isClosedMap": ("TopCat.{u} → Prop", "CompHausLike.{u} P"),
    "CompHausLike.finitaryExtensive": ("HasExplicitFiniteCoproducts.{0} P", "TopCat.{u}"),
    # Data/W/Cardinal.lean:58: `lift.{v} #α` under `variable {α : Type u} {β : α → Type v}`:
    # `β`'s type is printed as written, so the tie to `v` is kept
    "WType.cardinalMk_le_max_aleph0_of_finite'": ("α → Type v", "Cardinal.lift.{v}"),
    # headers without levels, under instance `variable`s whose levels carry meaning:
    # CategoryTheory/Limits/Constructions/FiniteProductsOfBinaryProducts.lean:161 under
    # `[PreservesLimitsOfShape (Discrete.{0} PEmpty) F] [HasFiniteProducts.{v} C]` and
    # `[Category.{v} C]`; CategoryTheory/Subobject/Lattice.lean:627 under `[LocallySmall.{w} C]
    # [WellPowered.{w} C] [HasCoproducts.{w} C]`
    "CategoryTheory.preservesShape_fin_of_preserves_binary_and_terminal":
        ("Discrete.{0} PEmpty", "HasFiniteProducts.{v} C", "Category.{v} C"),
    "CategoryTheory.Subobject.sSup_le": ("LocallySmall.{w} C", "HasCoproducts.{w} C"),
}

#: corpus theorems whose tied level is also a binder's universe (`Type u`), which a rendering
#: prints as `Type*`: refused
REFUSED = {
    # Algebra/Category/ModuleCat/ExteriorPower.lean:109: `{M : ModuleCat.{u} R}` under
    # `variable {R : Type u}`: the modules live in the ring's universe
    "ModuleCat.exteriorPower.iso₀_hom_apply",
    # LinearAlgebra/Dimension/RankNullity.lean: `variable {M : Type u}` (a bare sort, printed
    # `Type*`) and `[HasRankNullity.{u} R]` (:52): the class speaks of the modules' universe
    "Submodule.exists_of_finrank_lt",
}


@pytest.fixture(scope="module")
def corpus() -> dict:
    require()
    return rows_named([*KEPT, *REFUSED])


@needs_index
@pytest.mark.parametrize("name", sorted(KEPT))
def test_tied_levels_kept(corpus: dict, name: str) -> None:
    r = render_row(corpus[name])
    assert r.formal is not None, r.reason
    for text in KEPT[name]:
        assert text in r.formal, r.formal


@needs_index
@pytest.mark.parametrize("name", sorted(REFUSED))
def test_tie_to_binder_universe_refused(corpus: dict, name: str) -> None:
    r = render_row(corpus[name])
    assert r.formal is None, r.formal
    assert "universe" in (r.reason or "")


@needs_index
def test_every_tied_header_level_is_in_the_rendering(corpus: dict) -> None:
    """Property over the table's rows: each level name the header writes in `X.{…}` is written
    in the rendering too (the rule's whole point), wherever the row renders."""
    checked = 0
    for name, row in corpus.items():
        r = render_row(row)
        if r.formal is None:
            continue
        for m in re.finditer(r"\.\{([^{}]*)\}", row["decl"]):
            assert f".{{{m.group(1)}}}" in r.formal, (name, r.formal)
            checked += 1
    assert checked >= 4


def _b(kind: str, names: tuple[str, ...], ty: str) -> Binder:
    return Binder(kind, names, ty)


def test_included_variables_skip_rebound_and_unmentioned() -> None:
    decl = parse_decl("theorem t {X Y : CompHausLike.{u} P} (f : X ⟶ Y) : IsClosedMap f")
    variables = [_b("explicit", ("P",), "TopCat.{u} → Prop"),
                 _b("explicit", ("X",), "Type u"),          # bound again by the declaration
                 _b("instance", (), "TopologicalSpace X"),  # on that `X`: not included
                 _b("implicit", ("Z",), "Type w")]          # never mentioned
    got = included_variables(decl, "∀ (P : TopCat.{u} → Prop) …", variables)
    assert [b.names for b in got] == [("P",)]
    assert variable_tie_reason(decl, "", variables) is not None   # u: P's `TopCat.{u}`


def test_tie_reason_cases() -> None:
    small = parse_decl("theorem t : Small.{v} X")
    assert variable_tie_reason(small, "", [_b("implicit", ("X",), "Type u"),
                                           _b("implicit", ("κ",), "Cardinal.{v}")]) is None
    assert variable_tie_reason(small, "κ", [_b("implicit", ("X",), "Type u"),
                                            _b("implicit", ("κ",), "Cardinal.{v}")]) is not None
    assert variable_tie_reason(small, "", [_b("implicit", ("X",), "Type v")]) is not None
    plain = parse_decl("theorem t (c : C) : c = c")
    # a `variable`'s level that is a name written once is free, as in a header
    assert variable_tie_reason(plain, "", [_b("implicit", ("C",), "Type u"),
                                           _b("instance", (), "Category.{v} C")]) is None
    # one written twice, or one that is not a name, carries meaning
    assert variable_tie_reason(plain, "", [_b("implicit", ("C",), "Type u"),
                                           _b("instance", (), "Category.{v} C"),
                                           _b("instance", (), "HasLimitsOfSize.{v, v} C")])
    assert variable_tie_reason(plain, "", [_b("implicit", ("C",), "Type u"),
                                           _b("instance", (), "HasFiniteCoproducts.{0} C")])
    # an instance's level tied to an included binder's universe: `{M : Type u}
    # [HasRankNullity.{u} R]` (LinearAlgebra/Dimension/RankNullity.lean:52)
    assert variable_tie_reason(plain, "", [_b("implicit", ("C",), "Type u"),
                                           _b("instance", (), "Small.{u} C")])
    # a level in another `variable`'s type is left to the terms that use it
    assert variable_tie_reason(plain, "f", [_b("implicit", ("C",), "Type u"),
                                            _b("implicit", ("f",), "C → Cardinal.{u}")]) is None
