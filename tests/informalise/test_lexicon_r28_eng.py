"""Round 28 (eng): the entries of `extract/lexicon.d/r28_eng.toml`, constants that left raw Lean in
the realiser's English, chosen by the rendered theorems of the whole corpus that apply them:
relations of several arguments (points on the same or opposite sides of an affine subspace,
the antisymmetrization, incomparability and comparability relations, minima and maxima on a set
and along a filter, reachability in a graph, images under partial equivalences and
homeomorphisms, line derivatives, absorption), classes on modules, algebras, actions, functors,
diagrams and morphisms (flat and faithfully flat modules, separable extensions, pretransitive
actions, full and faithful functors, limits and colimits, pullbacks and pushouts,
preservation of limits of a shape), predicates (binary primitive recursive functions, ergodic
maps, locally finite families, real and complex infinite places, simple objects), two type
synonyms of Weierstrass curves and three class nouns (filtered, cofiltered and pretriangulated
categories).

Each entry is realised on a corpus theorem that uses it and read back to exactly the rendered
formula, its docstring's words shown and the constant no longer marked Lean; every entry is cited
at a Mathlib file:line; no wording is another entry's; the root `IsSeparable` (an element) keeps
its own words next to `Algebra.IsSeparable` (an extension); and generated formulas mixing close
neighbours (weakly/strictly, same side/opposite sides; minimum/maximum on a set or along a
filter; related both ways, neither way, one way or the other; limits and colimits) are read back
as themselves or refused, never as a different formula. The theorems are read from the shared
Mathlib corpus (skipped when absent); nothing of it is copied here."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tests.lexicon_files import (
    check_cited_and_used,
    check_reads_back_with_its_words,
    check_wordings_distinct,
    reads_back_or_refuses,
    tables,
)
from tests.mathlib_corpus import rendered

PREFIX = "r28_eng."   # not r28_eng2.toml, which test_lexicon_r28_eng2 checks

#: entry -> a corpus theorem whose rendering uses it (its English now reads back with no raw
#: Lean for the entry)
USES = {
    "IsDirected": "directed_id_iff",
    "RingHomInvPair": "RingHomInvPair.symm",
    "AffineSubspace.WSameSide": "AffineSubspace.WOppSide.trans_sOppSide",
    "AffineSubspace.SSameSide": "AffineSubspace.SOppSide.trans_sSameSide",
    "AffineSubspace.WOppSide": "AffineSubspace.WOppSide.nonempty",
    "AffineSubspace.SOppSide": "AffineSubspace.SOppSide.nonempty",
    "AntisymmRel": "CompRel.of_compRel_of_antisymmRel",
    "IncompRel": "AntisymmRel.not_incompRel",
    "CompRel": "CompRel.of_rel",
    "Module.Flat": "Module.Flat.of_retract",
    "Module.FaithfullyFlat": "Ideal.comap_surjective_of_faithfullyFlat",
    "MeasureTheory.IntegrableAtFilter": "MeasureTheory.IntegrableAtFilter.eq_zero_of_tendsto",
    "Primrec₂": "Primrec.option_bind",
    "Ergodic": "Ergodic.ae_eq_const_of_ae_eq_comp₀",
    "MulAction.IsPretransitive": "MulAction.index_stabilizer_of_transitive",
    "Algebra.IsSeparable": "IsIntegralClosure.isDedekindDomain",
    "CategoryTheory.Functor.Full": "CategoryTheory.Functor.Full.of_iso",
    "CategoryTheory.Functor.Faithful": "CategoryTheory.Functor.Faithful.of_iso",
    "CategoryTheory.Limits.HasLimit": "CategoryTheory.Limits.hasLimit_iff_of_iso",
    "CategoryTheory.Limits.HasColimit": "CategoryTheory.Limits.HasColimit.mk",
    "CategoryTheory.Limits.HasLimitsOfShape": "CategoryTheory.hasLimitsOfShape_of_reflective",
    "CategoryTheory.Limits.HasColimitsOfShape":
        "CategoryTheory.Functor.Final.hasColimitsOfShape_of_final",
    "CategoryTheory.Limits.PreservesLimitsOfShape":
        "CategoryTheory.Limits.preservesLimitsOfShape_of_rightOp",
    "CategoryTheory.Limits.PreservesColimitsOfShape":
        "CategoryTheory.preservesColimitOfShapeOfCreatesColimitsOfShapeAndHasColimitsOfShape",
    "CategoryTheory.Limits.HasPullback": "CategoryTheory.Limits.hasPullback_of_left_iso",
    "CategoryTheory.Limits.HasPushout": "CategoryTheory.Limits.hasPushout_of_left_iso",
    "Set.Pairwise": "SimpleGraph.cliqueFreeOn_two",
    "IsMinFilter": "IsMinFilter.isExtr",
    "IsMaxFilter": "IsMaxFilter.neg",
    "IsMinOn": "inf_eq_of_isMinOn",
    "IsMaxOn": "Complex.eq_of_isMaxOn_of_ball_subset",
    "SimpleGraph.Reachable": "SimpleGraph.Adj.reachable",
    "CategoryTheory.Simple": "CategoryTheory.Simple.not_isZero",
    "NumberField.InfinitePlace.IsReal": "NumberField.InfinitePlace.isReal_or_isComplex",
    "NumberField.InfinitePlace.IsComplex": "NumberField.InfinitePlace.isReal_or_isComplex",
    "PartialHomeomorph.IsImage": "PartialHomeomorph.IsImage.iff_preimage_eq",
    "PartialEquiv.IsImage": "PartialEquiv.IsImage.of_symm_image_eq",
    "LocallyFinite": "LocallyFinite.continuous",
    "HasLineDerivAt": "HasLineDerivAt.hasLineDerivWithinAt",
    "IsSeparable": "IsSeparable.isIntegral",
    "Absorbs": "Absorbs.of_boundedSpace",
    "WeierstrassCurve.Projective": "WeierstrassCurve.Projective.Y_sub_Y_mul_Y_sub_negY",
    "WeierstrassCurve.Jacobian": "WeierstrassCurve.Jacobian.negAddY_smul",
}

#: class noun -> a corpus theorem with a type of that class, said with the noun
CLASS_USES = {
    "CategoryTheory.IsFiltered": "CategoryTheory.Functor.final_const_of_isTerminal",
    "CategoryTheory.IsCofiltered": "CategoryTheory.IsCofiltered.of_equivalence",
    "CategoryTheory.Pretriangulated": "CategoryTheory.Triangulated.TStructure.ge_of_isGE",
}


def test_every_entry_is_cited_used_and_loaded() -> None:
    check_cited_and_used(PREFIX, USES)
    assert sorted(c["name"] for c in tables(PREFIX)["class"]) == sorted(CLASS_USES)


def test_no_wording_is_another_entrys() -> None:
    check_wordings_distinct(PREFIX)


@pytest.mark.parametrize("name", sorted(USES))
def test_each_entry_reads_back_on_a_corpus_theorem_in_words(name: str) -> None:
    """Without the entry the constant is marked Lean (`s.SSameSide x y`, `IsMinOn f s a`,
    `[Module.Flat R M]`) and this fails; with it the question shows the docstring's wording and
    reads back as the rendered formula."""
    check_reads_back_with_its_words(name, rendered(list(USES.values()), USES[name]))


@pytest.mark.parametrize("name", sorted(CLASS_USES))
def test_each_class_noun_reads_back_on_a_corpus_theorem(name: str) -> None:
    """`[IsFiltered C]` is said "every category C that is also a filtered category"; without
    the noun the namespaced class stays marked Lean."""
    from forminv_lean.families.common import realised_canonical

    formal = rendered(list(CLASS_USES.values()), CLASS_USES[name])
    q = realised_canonical(formal)
    assert q is not None, formal
    noun = next(c["english"] for c in tables(PREFIX)["class"] if c["name"] == name)
    assert f" {noun}" in q and f"`{name}`" not in q, q


def test_root_is_separable_keeps_its_own_words() -> None:
    """The root `IsSeparable F x` (an element whose minimal polynomial is separable) is worded
    by its own entry, not by `Algebra.IsSeparable`'s (an extension), which its last component
    would otherwise reach; both read back as themselves in one sentence."""
    formal = ("∀ {F K : Type*} [Field F] [Field K] [Algebra F K] (x : K), "
              "Algebra.IsSeparable F K → IsSeparable F x")
    q = reads_back_or_refuses(formal)
    assert q is not None and "x has a separable minimal polynomial over F" in q and \
        "K is a separable extension of F" in q, q


_SIDES = ["s.WSameSide x y", "s.SSameSide x y", "s.WOppSide x y", "s.SOppSide x y",
          "s.SSameSide y x", "x ∈ s"]


@settings(max_examples=10, deadline=None)
@given(st.sampled_from(_SIDES), st.sampled_from(_SIDES), st.sampled_from(["→", "↔", "∧"]))
def test_sides_read_back_as_themselves_or_refuse(a: str, b: str, op: str) -> None:
    """Weakly/strictly on the same side of/on opposite sides of one subspace, either order of
    the points: never read back as one another."""
    formal = ("∀ {R V P : Type*} [Field R] [LinearOrder R] [IsStrictOrderedRing R] "
              "[AddCommGroup V] [Module R V] [AddTorsor V P] (s : AffineSubspace R P) (x y : P), "
              f"({a}) {op} ({b})")
    reads_back_or_refuses(formal)


_EXTREMA = ["IsMinOn f s a", "IsMaxOn f s a", "IsMinFilter f l a", "IsMaxFilter f l a",
            "f a ≤ f a", "a ∈ s"]


@settings(max_examples=10, deadline=None)
@given(st.sampled_from(_EXTREMA), st.sampled_from(_EXTREMA), st.sampled_from(["→", "∧"]))
def test_extrema_read_back_as_themselves_or_refuse(a: str, b: str, op: str) -> None:
    """Bounded below/above by the value at a point, on a set or eventually along a filter: each
    reads back as itself or is refused."""
    formal = ("∀ {α β : Type*} [Preorder β] (f : α → β) (s : Set α) (l : Filter α) (a : α), "
              f"({a}) {op} ({b})")
    reads_back_or_refuses(formal)


_ORDER_RELATIONS = ["AntisymmRel r a b", "IncompRel r a b", "CompRel r a b", "AntisymmRel r b a",
                    "r a b"]


@settings(max_examples=10, deadline=None)
@given(st.sampled_from(_ORDER_RELATIONS), st.sampled_from(_ORDER_RELATIONS),
       st.sampled_from(["→", "↔", "∨"]))
def test_order_relations_read_back_as_themselves_or_refuse(a: str, b: str, op: str) -> None:
    """Related both ways, neither way, one way or the other, and the relation itself."""
    formal = f"∀ {{α : Type*}} (a b : α) (r : α → α → Prop), ({a}) {op} ({b})"
    reads_back_or_refuses(formal)


_LIMITS = ["CategoryTheory.Limits.HasLimit F", "CategoryTheory.Limits.HasColimit F",
           "CategoryTheory.Limits.HasLimitsOfShape J C",
           "CategoryTheory.Limits.HasColimitsOfShape J C"]


@settings(max_examples=8, deadline=None)
@given(st.sampled_from(_LIMITS), st.sampled_from(_LIMITS))
def test_limits_read_back_as_themselves_or_refuse(a: str, b: str) -> None:
    """A limit or a colimit of one functor, limits or colimits of one shape."""
    formal = ("∀ {C : Type*} [CategoryTheory.Category C] {J : Type*} [CategoryTheory.Category J] "
              f"(F : J ⥤ C), ({a}) → ({b})")
    reads_back_or_refuses(formal)
