"""Round 25 (engB): the entries and class nouns of `extract/lexicon.d/r25_engB.toml`, single
constants that left raw Lean in the realiser's English most often over the raw-Lean bench's seeds
9 and 10 and in the binders of the corpus's rendered theorems: faithful and bounded actions,
integral closures, standard parts, contracting maps, localized modules, homomorphism classes,
the unbundled relation classes (`IsTrans`, `IsTotal`, …), invariant and Haar measures, functor
classes, and the class assumptions on a type (cancellative addition, decidable orders, measurable
operations, extended norms, categories with chosen finite products or pullbacks).

Each entry is realised on a corpus theorem that uses it and read back to exactly the rendered
formula (`realised_canonical` is None otherwise), its wording shown and the constant no longer
marked Lean; each class noun is the one `class_noun` gives and a corpus theorem assuming it reads
back with the class no longer marked Lean; every entry and class is cited at a Mathlib file:line
(Lean core's in `src/Init`); no wording is another entry's; and generated formulas mixing close
neighbours (the relation classes on one relation; the invariance predicates on one measure; the
measurable-operation classes on one type) are read back as themselves or refused, never as a
different formula. The theorems are read from the shared Mathlib corpus (skipped when absent);
nothing of it is copied here."""

from __future__ import annotations

import re

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from forminv_lean.certify.quality import raw_lean
from forminv_lean.families.common import realised_canonical
from forminv_lean.informalise.lexicon import class_noun
from tests.lexicon_files import (
    check_cited_and_used,
    check_reads_back_with_its_words,
    check_wordings_distinct,
    reads_back_or_refuses,
    tables,
)
from tests.mathlib_corpus import rendered

PREFIX = "r25_engB"

#: entry -> a corpus theorem whose rendering uses it (its English now reads back with no raw
#: Lean for the entry)
USES = {
    "FaithfulSMul": "Algebra.IsAlgebraic.faithfulSMul_tower_top",
    "IsIntegrallyClosed": "Algebra.adjoin.powerBasis'_gen",
    "IsIntegralClosure": "FractionalIdeal.dual_dual",
    "Hyperreal.IsSt": "Hyperreal.IsSt.add",
    "ContractingWith": "ContractingWith.aposteriori_dist_iterate_fixedPoint_le",
    "IsLocalizedModule": "IsLocalizedModule.eq_iff_exists",
    "LocallyConvexSpace": "Convex.toWeakSpace_closure",
    "IsBoundedLinearMap": "ContinuousLinearMap.isBoundedLinearMap",
    "IsSMulRegular": "IsLeftRegular.isSMulRegular",
    "PerfectRing": "IsPRadical.injective_comp_of_perfect",
    "PythagoreanTriple": "PythagoreanTriple.classified",
    "MeasureTheory.LocallyIntegrable": "Antitone.locallyIntegrable",
    "MeasureTheory.LocallyIntegrableOn": "ContinuousOn.locallyIntegrableOn",
    "NonUnitalRingHomClass": "IsQuasiregular.map",
    "MonoidWithZeroHomClass": "Function.Injective.isDomain",
    "SemilinearMapClass": "LinearMap.comap_injective",
    "Monoid.IsTorsion": "CommGroup.finite_of_fg_torsion",
    "Ideal.IsMaximal": "ContinuousMap.ideal_isMaximal_iff",
    "TendstoUniformlyOnFilter": "Filter.Tendsto.tendstoUniformlyOnFilter_const",
    "HasFDerivAtFilter": "ContinuousLinearMap.hasFDerivAtFilter",
    "HasFiniteFPowerSeriesOnBall": "ContinuousLinearMap.comp_hasFiniteFPowerSeriesOnBall",
    "IsTrans": "Acc.of_subrel",
    "IsTotal": "Finset.length_sort",
    "IsRefl": "AntisymmRel.of_eq",
    "IsSymm": "IsStrongAntichain.flip",
    "IsAntisymm": "Cycle.forall_eq_of_chain",
    "IsIrrefl": "Acc.cutExpand",
    "IsTrichotomous": "Finsupp.DegLex.wellFounded",
    "MeasureTheory.OuterMeasureClass": "MeasureTheory.ae_all_iff",
    "MeasureTheory.SMulInvariantMeasure": "DomMulAct.dist_smul_Lp",
    "MeasureTheory.Measure.IsMulLeftInvariant": "MeasureTheory.Integrable.comp_div_left",
    "MeasureTheory.Measure.IsMulRightInvariant": "MeasureTheory.Integrable.comp_div_right",
    "MeasureTheory.Measure.IsAddLeftInvariant": "Basis.addHaar_eq_iff",
    "MeasureTheory.Measure.IsInvInvariant": "MeasureTheory.Integrable.comp_div_left",
    "MeasureTheory.Measure.IsHaarMeasure": "MeasureTheory.Measure.IsHaarMeasure.smul",
    "IsBoundedSMul": "Asymptotics.IsBigO.const_smul_left",
    "RingHomCompTriple": "ContinuousLinearMap.add_comp",
    "MeasurableSMul": "AEMeasurable.smul_const",
    "EquivLike": "EquivLike.apply_eq_iff_eq",
    "AddSubmonoidClass": "AddSubmonoidClass.nsmulMemClass",
    "CategoryTheory.Linear": "Action.smul_hom",
    "CategoryTheory.Functor.PreservesZeroMorphisms":
        "CategoryTheory.AbelianOfAdjunction.hasCokernels",
    "ProbabilityTheory.Indep": "ProbabilityTheory.indep_biSup_compl",
    "IsLocalHom": "AlgebraicGeometry.LocallyRingedSpace.isLocalHomStalkMap",
    "NonnegSpectrumClass": "CFC.eq_negPart_iff",
}

#: class -> its noun, as the table gives it
NOUNS = {
    "IsRightCancelAdd": "type with right cancellative addition",
    "IsLeftCancelAdd": "type with left cancellative addition",
    "IsCancelAdd": "type with cancellative addition",
    "IsCancelMul": "type with cancellative multiplication",
    "InvolutiveNeg": "type with involutive negation",
    "DecidableLT": "type with decidable less than",
    "DecidableLE": "type with decidable less than or equal",
    "ENormedAddMonoid": "additive monoid with a continuous extended norm",
    "ContinuousENorm": "type with a continuous extended norm",
    "MeasurableMul": "type with measurable multiplication by constants",
    "MeasurableMul₂": "type with jointly measurable multiplication",
    "MeasurableAdd": "type with measurable addition of constants",
    "MeasurableAdd₂": "type with jointly measurable addition",
    "MeasurableInv": "type with measurable inversion",
    "MeasurableNeg": "type with measurable negation",
    "IsPrincipalIdealRing": "principal ideal ring",
    "IsDiscreteValuationRing": "discrete valuation ring",
    "IsReduced": "type without nonzero nilpotent elements",
    "IsOrderedCancelMonoid": "ordered cancellative monoid",
    "HasContinuousInv₀": "type with inversion continuous away from zero",
    "NNNorm": "type with a nonnegative norm",
    "Unique": "type with exactly one element",
    "Order.Frame": "frame",
    "TopologicalSpace.SeparableSpace": "separable topological space",
    "CategoryTheory.ChosenFiniteProducts": "category with chosen finite products",
    "CategoryTheory.CartesianClosed": "cartesian closed category",
    "CategoryTheory.Limits.HasPullbacks": "category with pullbacks",
    "CategoryTheory.HasExt": "category with small Ext groups",
    "CategoryTheory.Balanced": "balanced category",
}

#: class -> a corpus theorem assuming it (its English now reads back, the class unmarked)
CLASS_USES = {
    "IsRightCancelAdd": "AddMonoidAlgebra.support_mul_single",
    "IsLeftCancelAdd": "AddMonoidAlgebra.support_single_mul",
    "IsCancelAdd": "AddMonoidAlgebra.add_divOf",
    "IsCancelMul": "Commute.of_orderOf_dvd_two",
    "InvolutiveNeg": "Finset.prod_neg_index",
    "DecidableLT": "Left.sign_neg",
    "DecidableLE": "Decidable.eq_iff_le_not_lt",
    "ENormedAddMonoid": "MeasurableEmbedding.eLpNormEssSup_map_measure",
    "ContinuousENorm": "AEMeasurable.enorm",
    "MeasurableMul": "AEMeasurable.const_mul",
    "MeasurableMul₂": "AEMeasurable.mul",
    "MeasurableAdd": "Fourier.fourierIntegral_comp_add_right",
    "MeasurableAdd₂": "MeasureTheory.AEStronglyMeasurable.convolution_integrand",
    "MeasurableInv": "AEMeasurable.inv",
    "MeasurableNeg": "MeasureTheory.AEStronglyMeasurable.convolution_integrand",
    "IsPrincipalIdealRing": "FunctionField.classNumber_eq_one_iff",
    "IsDiscreteValuationRing": "IsDiscreteValuationRing.addVal_add",
    "IsReduced": "ExpChar.pow_prime_pow_mul_eq_one_iff",
    "IsOrderedCancelMonoid": "Filter.Tendsto.atBot_of_const_le_mul",
    "HasContinuousInv₀": "Continuous.div",
    "NNNorm": "Set.MapsTo.egauge_le",
    "Unique": "CompleteOrthogonalIdempotents.unique_iff",
    "Order.Frame": "Frm.hom_ofHom",
    "TopologicalSpace.SeparableSpace":
        "MeasureTheory.SeparableSpace.exists_measurable_partition_diam_le",
    "CategoryTheory.ChosenFiniteProducts": "CategoryTheory.CartesianClosed.uncurry_curry",
    "CategoryTheory.CartesianClosed":
        "CategoryTheory.Limits.PreservesFiniteProducts.of_exponentialIdeal",
    "CategoryTheory.Limits.HasPullbacks":
        "CategoryTheory.Abelian.epi_fst_of_factor_thru_epi_mono_factorization",
    "CategoryTheory.HasExt": "CategoryTheory.Abelian.Ext.add_comp",
    "CategoryTheory.Balanced": "CategoryTheory.HasCoseparator.hasCodetector",
}

_ALL = list(USES.values()) + list(CLASS_USES.values())


def test_every_entry_is_cited_used_and_loaded() -> None:
    check_cited_and_used(PREFIX, USES)


def test_no_wording_is_another_entrys() -> None:
    check_wordings_distinct(PREFIX)


def test_every_class_of_the_table_has_its_noun() -> None:
    """Without the table these split into no noun ("is right cancel add", "decidable l t") or
    into none at all (`ENormedAddMonoid`), and stay marked Lean."""
    assert {c["name"]: c["english"] for c in tables(PREFIX)["class"]} == NOUNS
    for name, noun in NOUNS.items():
        assert class_noun(name) == noun, name
    assert len(set(NOUNS.values())) == len(NOUNS)


@pytest.mark.parametrize("name", sorted(USES))
def test_each_entry_reads_back_on_a_corpus_theorem_in_words(name: str) -> None:
    """Without the entry the constant is marked Lean (`FaithfulSMul R A`, `IsTrans α r`) and
    this fails; with it the question shows the wording and reads back as the rendered formula."""
    check_reads_back_with_its_words(name, rendered(_ALL, USES[name]))


@pytest.mark.parametrize("name", sorted(CLASS_USES))
def test_each_class_reads_back_on_a_corpus_theorem_with_its_noun(name: str) -> None:
    """A corpus theorem assuming the class says its noun and reads back as the rendering, the
    class no longer marked Lean."""
    formal = rendered(_ALL, CLASS_USES[name])
    q = realised_canonical(formal)
    assert q is not None, formal
    assert NOUNS[name] in q, q
    assert not any(re.search(rf"(?<![\w.]){re.escape(name)}(?![\w'₂])", x)
                   for x in raw_lean(q)), q


_RELATION_CLASSES = ["IsTrans", "IsTotal", "IsRefl", "IsSymm", "IsAntisymm", "IsIrrefl",
                     "IsTrichotomous"]


@settings(max_examples=25, deadline=None)
@given(st.sampled_from(_RELATION_CLASSES), st.sampled_from(_RELATION_CLASSES), st.booleans())
def test_relation_classes_read_back_as_themselves(c1: str, c2: str, swap: bool) -> None:
    """Two classes on two relations of one type ("r is a transitive relation on α", "s is a
    total relation on α") are read back as the same classes on the same relations."""
    r, s = ("s", "r") if swap else ("r", "s")
    formal = (f"∀ {{α : Type*}} (r s : α → α → Prop) [{c1} α {r}] [{c2} α {s}] (a : α), "
              f"r a a → s a a")
    text = reads_back_or_refuses(formal)
    assert text is not None and not raw_lean(text), (formal, text)


_MEASURE_PREDICATES = ["MeasureTheory.Measure.IsMulLeftInvariant",
                       "MeasureTheory.Measure.IsMulRightInvariant",
                       "MeasureTheory.Measure.IsInvInvariant",
                       "MeasureTheory.Measure.IsHaarMeasure"]


@settings(max_examples=20, deadline=None)
@given(st.sampled_from(_MEASURE_PREDICATES), st.sampled_from(_MEASURE_PREDICATES),
       st.sampled_from(["→", "↔", "∧"]))
def test_invariance_predicates_read_back_as_themselves(p: str, q: str, op: str) -> None:
    """"μ is invariant under left multiplication", "… right multiplication", "… under
    inversion", "μ is a Haar measure": each read back as its own predicate on its measure."""
    formal = (f"∀ {{G : Type*}} [Group G] [TopologicalSpace G] [MeasurableSpace G] "
              f"(μ ν : MeasureTheory.Measure G), {p} μ {op} {q} ν")
    text = reads_back_or_refuses(formal)
    assert text is not None and not raw_lean(text), (formal, text)


_MEASURABLE = ["MeasurableMul", "MeasurableMul₂", "MeasurableInv"]


@settings(max_examples=12, deadline=None)
@given(st.sampled_from(_MEASURABLE), st.sampled_from(_MEASURABLE))
def test_measurable_operation_classes_read_back_as_themselves(c1: str, c2: str) -> None:
    """"type with measurable multiplication by constants" and "type with jointly measurable
    multiplication" (and inversion) on one type are read back as the same classes."""
    formal = (f"∀ {{G : Type*}} [Group G] [MeasurableSpace G] [{c1} G] [{c2} G] (a : G), "
              f"a * a = a * a")
    text = reads_back_or_refuses(formal)
    assert text is not None and not raw_lean(text), (formal, text)
