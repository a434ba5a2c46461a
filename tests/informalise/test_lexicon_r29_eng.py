"""Round 29 (eng): the entries of `extract/lexicon.d/r29_eng.toml`, constants that still left raw
Lean in the realiser's English after round 28's lexicon files, taken further down the ranking
(heads that stay raw in the realised questions of a random corpus sample and of the b100 seed-1
sample, weighted by the rendered theorems of the whole corpus that apply them): finite and
multiset intervals, the natural floor and ceiling and the integer ceiling, streams and their
elements, L-series and their abscissa of absolute convergence, functors preserving finite
(co)limits and equivalences of categories, split morphisms, continuously polynomial maps, affine
schemes, weakly regular sequences, eventually measurable maps, compact elements,
sub-Gaussian variables and independent families, conformal maps, finitely generated subalgebras,
terminating sequences, unitary elements, commensurable subgroups, sets of unique manifold
differentiability, idempotent elements, additive characters, convex independent families,
closed points, the codiscrete filter.

Each entry is realised on a corpus theorem that uses it and read back to exactly the rendered
formula, its docstring's words shown and the constant no longer marked Lean; every entry is cited
at a Mathlib file:line; no wording is another entry's; and generated formulas mixing close
neighbours (the intervals of sets, finite sets and multisets; floors and ceilings, integer and
natural; split monomorphisms and epimorphisms; finite limits and colimits) are read back as
themselves or refused, never as a different formula. The theorems are read from the shared
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

PREFIX = "r29_eng"

#: entry -> a corpus theorem whose rendering uses it (its English should read back with no raw
#: Lean for the entry)
USES = {
    "Finset.Ici": "Finset.Ioc_subset_Ici_self",
    "Finset.Iic": "Finset.prod_Iio_mul_eq_prod_Iic",
    "Finset.Iio": "Fin.map_valEmbedding_Iio",
    "Multiset.Icc": "Multiset.Icc_eq_zero_of_lt",
    "Multiset.Ico": "Multiset.Ico_eq_zero_iff",
    "Multiset.Ioc": "Multiset.mem_Ioc",
    "Multiset.Ioo": "Multiset.Ioo_eq_zero",
    "Multiset.Ici": "Multiset.mem_Ici",
    "Multiset.Ioi": "Multiset.mem_Ioi",
    "Multiset.Iic": "Multiset.mem_Iic",
    "Multiset.Iio": "Multiset.mem_Iio",
    "Stream'.get": "Stream'.get_succ",
    "LSeries": "LSeries_eventually_eq_zero_iff'",
    "LSeriesHasSum": "ArithmeticFunction.LSeriesHasSum_zeta",
    "LSeries.abscissaOfAbsConv": "LSeries_eq_zero_of_abscissaOfAbsConv_eq_top",
    "CategoryTheory.Limits.PreservesFiniteLimits": "CategoryTheory.AbelianOfAdjunction.hasKernels",
    "CategoryTheory.Limits.PreservesFiniteColimits":
        "CategoryTheory.Limits.preservesFiniteColimits_of_leftOp",
    "CPolynomialAt": "CPolynomialAt.sub",
    "CPolynomialOn": "CPolynomialOn.fderiv",
    "AlgebraicGeometry.IsAffine": "AlgebraicGeometry.affineTargetImageInclusion_app_surjective",
    "RingTheory.Sequence.IsWeaklyRegular": "RingTheory.Sequence.isWeaklyRegular_cons_iff'",
    "EventuallyMeasurable": "Measurable.eventuallyMeasurable",
    "CompleteLattice.IsCompactElement": "IntermediateField.adjoin_simple_isCompactElement",
    "ProbabilityTheory.HasSubgaussianMGF":
        "ProbabilityTheory.HasSubgaussianMGF.aestronglyMeasurable",
    "ConformalAt": "conformalAt_iff",
    "Subalgebra.FG": "Subalgebra.fg_of_noetherian",
    "Stream'.Seq.Terminates": "Stream'.Seq.terminates_cons_iff",
    "CategoryTheory.IsSplitMono": "CategoryTheory.IsIso.of_mono_retraction",
    "CategoryTheory.IsSplitEpi": "CategoryTheory.Functor.isSplitEpi_iff",
    "unitary": "NormedSpace.exp_mem_unitary_of_mem_skewAdjoint",
    "Commensurable": "Commensurable.symm",
    "UniqueMDiffOn": "IsOpen.uniqueMDiffOn",
    "IsIdempotentElem": "IsIdempotentElem.coe_powers",
    "AddChar": "AddChar.doubleDualEmb_ne_zero",
    "ConvexIndependent": "ConvexIndependent.injective",
    "closedPoints": "closure_closedPoints",
    "ProbabilityTheory.iIndepFun":
        "ProbabilityTheory.HasSubgaussianMGF.measure_sum_ge_le_of_iIndepFun",
    "Filter.codiscreteWithin": "circleMap_preimage_codiscrete",
    "CategoryTheory.Functor.IsEquivalence": "CategoryTheory.LocalizerMorphism.isEquivalence_imp",
    "Nat.ceil": "Nat.gc_ceil_coe",
    "Int.ceil": "Int.one_le_ceil_iff",
    "Stream'": "Stream'.take_succ'",
    "Nat.floor": "Nat.one_le_floor_iff",
}


def test_every_entry_is_cited_used_and_loaded() -> None:
    check_cited_and_used(PREFIX, USES)
    assert tables(PREFIX)["class"] == []


def test_no_wording_is_another_entrys() -> None:
    check_wordings_distinct(PREFIX)


@pytest.mark.parametrize("name", sorted(USES))
def test_each_entry_reads_back_on_a_corpus_theorem_in_words(name: str) -> None:
    """Without the entry the constant is marked Lean (`Finset.Iic b`, `⌈x⌉₊`,
    `CPolynomialOn 𝕜 f s`, `Stream'.get s n`) and this fails; with it the question shows the
    docstring's wording and reads back as the rendered formula."""
    check_reads_back_with_its_words(name, rendered(sorted(set(USES.values())), USES[name]))


_INTERVALS = ["Finset.Ici a", "Finset.Iic a", "Finset.Iio a", "Finset.Ioi a", "Finset.Iic b",
              "Finset.Icc a b", "Finset.Ico a b"]


@settings(max_examples=10, deadline=None)
@given(st.sampled_from(_INTERVALS), st.sampled_from(_INTERVALS), st.sampled_from(["=", "⊆"]))
def test_finite_intervals_read_back_as_themselves_or_refuse(a: str, b: str, op: str) -> None:
    """Rays and intervals of finite sets, closed or open, at a or b: each reads back as itself
    or is refused."""
    formal = (f"∀ {{α : Type*}} [Preorder α] [LocallyFiniteOrder α] [LocallyFiniteOrderTop α] "
              f"[LocallyFiniteOrderBot α] (a b : α), ({a}) {op} ({b})")
    reads_back_or_refuses(formal)


_MULTI = ["Multiset.Icc a b", "Multiset.Ico a b", "Multiset.Ioc a b", "Multiset.Ioo a b",
          "Multiset.Icc b a", "(Finset.Icc a b).val"]


@settings(max_examples=8, deadline=None)
@given(st.sampled_from(_MULTI), st.sampled_from(_MULTI))
def test_multiset_intervals_read_back_as_themselves_or_refuse(a: str, b: str) -> None:
    """The four multiset intervals, with their ends swapped: never read back as another."""
    formal = ("∀ {α : Type*} [Preorder α] [LocallyFiniteOrder α] (a b : α), "
              f"({a}) = ({b})")
    reads_back_or_refuses(formal)


_ROUNDING = ["⌊x⌋₊", "⌈x⌉₊", "Int.toNat ⌊x⌋", "Int.toNat ⌈x⌉"]


@settings(max_examples=8, deadline=None)
@given(st.sampled_from(_ROUNDING), st.sampled_from(_ROUNDING), st.sampled_from(["=", "≤"]))
def test_floors_and_ceilings_read_back_as_themselves_or_refuse(a: str, b: str, op: str) -> None:
    """Natural and integer floors and ceilings of one real number: never one another."""
    formal = f"∀ (x : ℝ), {a} {op} {b}"
    reads_back_or_refuses(formal)


_SPLIT = ["CategoryTheory.IsSplitMono f", "CategoryTheory.IsSplitEpi f",
          "CategoryTheory.IsSplitMono g", "CategoryTheory.Mono f", "CategoryTheory.Epi f"]


@settings(max_examples=8, deadline=None)
@given(st.sampled_from(_SPLIT), st.sampled_from(_SPLIT))
def test_split_morphisms_read_back_as_themselves_or_refuse(a: str, b: str) -> None:
    """Split monomorphisms and epimorphisms next to monomorphisms and epimorphisms."""
    formal = ("∀ {C : Type*} [CategoryTheory.Category C] {X Y : C} (f g : X ⟶ Y), "
              f"({a}) → ({b})")
    reads_back_or_refuses(formal)
