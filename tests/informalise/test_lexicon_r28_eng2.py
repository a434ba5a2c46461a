"""Round 28 (eng2): the entries of `extract/lexicon.d/r28_eng2.toml`, constants that still left raw
Lean in the realiser's English after `r28_eng.toml`, taken further down the same ranking (rendered
theorems of the whole corpus that apply them): chains, maximal chains and strong antichains,
derivatives along a filter, fundamental domains and a.e. covers, projective
objects, sheaves, matroid bases without the ground-set condition, trails and paths of walks,
sorted lists, numeric pre-games, partially well-ordered sets, conjugate roots, order-cancellable
elements, formal Taylor series, sets of unique manifold differentiability.

Each entry is realised on a corpus theorem that uses it and read back to exactly the rendered
formula, its docstring's words shown and the constant no longer marked Lean; every entry is cited
at a Mathlib file:line; no wording is another entry's; and generated formulas mixing close
neighbours (chain, maximal chain, strong antichain, antichain) are read back as themselves or
refused, never as a different formula. The theorems
are read from the shared Mathlib corpus (skipped when absent); nothing of it is copied here."""

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

PREFIX = "r28_eng2"

#: entry -> a corpus theorem whose rendering uses it (its English should read back with no raw
#: Lean for the entry)
USES = {
    "Ordinal.IsLimit": "Ordinal.not_zero_isLimit",
    "IsChain": "IsMaxChain.isChain",
    "IsMaxChain": "IsMaxChain.isChain",
    "IsStrongAntichain": "IsStrongAntichain.swap",
    "HasDerivAtFilter": "HasDerivAtFilter.const_sub",
    "MeasureTheory.IsFundamentalDomain":
        "MeasureTheory.IsFundamentalDomain.nullMeasurableSet_smul",
    "MeasureTheory.AECover": "MeasureTheory.AECover.inter_restrict",
    "Matroid.IsBasis'": "Matroid.exists_isBasis'",
    "IsSymmetricRel": "IsSymmetricRel.sInter",
    "SimpleGraph.Walk.IsTrail": "SimpleGraph.Walk.IsPath.isTrail",
    "SimpleGraph.Walk.IsPath": "SimpleGraph.Walk.IsPath.isTrail",
    "SetTheory.PGame.Numeric": "SetTheory.PGame.lf_iff_lt",
    "IsDenseInducing": "IsDenseInducing.continuous",
    "Asymptotics.SuperpolynomialDecay": "Asymptotics.SuperpolynomialDecay.mul_param",
    "Set.IsPWO": "Set.IsPWO.union",
    "List.Sorted": "Finset.sort_sorted",
    "CategoryTheory.Projective": "CategoryTheory.Adjunction.projective_of_map_projective",
    "IsConjRoot": "IsConjRoot.of_isScalarTower",
    "LieAlgebra.IsKilling": "LieAlgebra.IsKilling.cartanEquivDual_symm_apply_mem_corootSpace",
    "MulLECancellable": "MulLECancellable.isLeftRegular",
    "AddLECancellable": "AddLECancellable.tsub_eq_of_eq_add",
    "CategoryTheory.Presieve.IsSheaf": "CategoryTheory.Presieve.isSheaf_iso",
    "CategoryTheory.Presheaf.IsSheaf": "CategoryTheory.Presheaf.isSheaf_bot",
    "HasFTaylorSeriesUpToOn": "HasFTaylorSeriesUpToOn.continuousOn",
    "UniqueMDiffWithinAt": "UniqueMDiffWithinAt.eq",
}


def test_every_entry_is_cited_used_and_loaded() -> None:
    check_cited_and_used(PREFIX, USES)
    assert tables(PREFIX)["class"] == []


def test_no_wording_is_another_entrys() -> None:
    check_wordings_distinct(PREFIX)


@pytest.mark.parametrize("name", sorted(USES))
def test_each_entry_reads_back_on_a_corpus_theorem_in_words(name: str) -> None:
    """Without the entry the constant is marked Lean (`IsChain (· ≤ ·) c`, `Set.IsPWO s`,
    `M.IsBasis' I X`) and this fails; with it the question
    shows the docstring's wording and reads back as the rendered formula."""
    check_reads_back_with_its_words(name, rendered(sorted(set(USES.values())), USES[name]))


_ORDER = ["IsChain r s", "IsMaxChain r s", "IsStrongAntichain r s", "IsAntichain r s",
          "IsChain r t"]


@settings(max_examples=8, deadline=None)
@given(st.sampled_from(_ORDER), st.sampled_from(_ORDER), st.sampled_from(["→", "∧"]))
def test_chains_read_back_as_themselves_or_refuse(a: str, b: str, op: str) -> None:
    """A chain, a maximal chain, a strong antichain and an antichain of one relation: each
    reads back as itself or is refused."""
    formal = f"∀ {{α : Type*}} (r : α → α → Prop) (s t : Set α), ({a}) {op} ({b})"
    reads_back_or_refuses(formal)

