"""Round 24 (engB): the entries of `extract/lexicon.d/r24_engB.toml`, single constants that left
raw Lean in the realiser's English most often over the raw-Lean bench's seeds 3 and 4 (function-
like and homomorphism classes on types, schemes, first order languages, martingales, independent
functions, hyperreals, positive natural numbers, and the class assumptions of issue #24).

Each entry is realised on a corpus theorem that uses it and read back to exactly the rendered
formula (`realised_canonical` is None otherwise), its wording shown and the constant no longer
marked Lean; every entry is cited at a Mathlib file:line; no wording is another entry's; and
generated formulas mixing close neighbours (the hyperreal predicates; FunLike with a
homomorphism class on the same type) are read back as themselves or refused, never as a
different formula. The theorems are read from the shared Mathlib corpus (skipped when absent);
nothing of it is copied here."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from forminv_lean.certify.quality import raw_lean
from forminv_lean.informalise.lexicon import class_noun
from tests.lexicon_files import (
    reads_back_or_refuses,
)

#: entry -> a corpus theorem whose rendering uses it (its English now reads back with no raw
#: Lean for the entry)
USES = {
    "FunLike": "AddConstMapClass.semiconj",
    "SetLike": "NonUnitalSubalgebra.unitization_apply",
    "MulHomClass": "Set.image_smul_distrib",
    "MonoidHomClass": "map_prod",
    "AddMonoidHomClass": "ext_nat'",
    "RingHomClass": "Int.map_floor",
    "AlgebraicGeometry.Scheme": "AlgebraicGeometry.ext_of_isAffine",
    # (round 28: card_eq_card_functions_add_card_relations ties `Language.{u, v}` to its
    # `Cardinal.lift.{v}`, now refused)
    "FirstOrder.Language": "Set.definable_univ",
    "CategoryTheory.HasShift": "CategoryTheory.DifferentialObject.isoApp_refl",
    "LaurentPolynomial": "Polynomial.coe_toLaurentAlg",
    "ProbabilityTheory.IndepFun": "ProbabilityTheory.indepFun_of_identDistrib_pair",
    "AlgebraicGeometry.IsOpenImmersion":
        "AlgebraicGeometry.nonempty_isColimit_binaryCofanMk_of_isCompl",
    "HasFPowerSeriesWithinOnBall": "HasFPowerSeriesWithinOnBall.radius_pos",
    "IsWellOrder": "IsWellFounded.exists_well_order_ge",
    # (round 25: `BoxIntegral.HasIntegral.congr_ae` writes universe levels, now refused)
    "MeasureTheory.IsLocallyFiniteMeasure": "intervalIntegral.intervalIntegrable_exp",
    "MeasureTheory.Martingale": "ProbabilityTheory.Kernel.martingale_densityProcess",
    "MeasureTheory.Supermartingale": "MeasureTheory.Martingale.supermartingale",
    "MeasureTheory.Submartingale": "MeasureTheory.martingale_iff",
    "IsLocalization.IsInteger": "Ideal.exist_integer_multiples_not_mem",
    "SeparatedNhds": "SeparatedNhds.of_isCompact_isCompact_isClosed",
    "MeromorphicOn": "MeromorphicOn.congr_codiscreteWithin_of_eqOn_compl",
    "Nat.AtLeastTwo": "AddConstMapClass.map_add_ofNat'",
    "Hyperreal.Infinitesimal": "Hyperreal.Infinitesimal.not_infinite",
    "Hyperreal.InfinitePos": "Hyperreal.InfinitePos.not_infiniteNeg",
    "Hyperreal.InfiniteNeg": "Hyperreal.InfiniteNeg.lt_zero",
    "Hyperreal.Infinite": "Hyperreal.not_infinite_of_exists_st",
    "IsLinearTopology": "MvPowerSeries.HasEval.add",
    "LinearMap.BilinForm.IsRefl": "LieAlgebra.InvariantForm.restrict_nondegenerate",
    "LinearMap.BilinForm.Nondegenerate": "LieAlgebra.InvariantForm.restrict_nondegenerate",
    "SimpleGraph.Connected": "SimpleGraph.Connected.exists_isTree_le",
    "IsCyclotomicExtension": "IsCyclotomicExtension.iff_singleton",
    "RingHomIsometric": "SeminormFamily.finset_sup_comp",
    "LieModule": "LieModule.mem_maxTrivSubmodule",
    "Module.Dual": "Basis.dualBasis_repr",
    "Hyperreal": "Hyperreal.coe_eq_coe",
    "PNat": "ppow_add",
}

_ALL = list(USES.values())


def test_uniform_groups_and_bicategories_have_nouns() -> None:
    """`IsUniformAddGroup` splits into "is uniform add group", no noun: without the table's
    class entries these stay marked Lean."""
    assert class_noun("IsUniformAddGroup") == "uniform additive group"
    assert class_noun("IsUniformGroup") == "uniform group"
    assert class_noun("CategoryTheory.Bicategory") == "bicategory"


_HYPERREAL = ["Hyperreal.Infinitesimal", "Hyperreal.InfinitePos", "Hyperreal.InfiniteNeg",
              "Hyperreal.Infinite"]


@settings(max_examples=25, deadline=None)
@given(st.sampled_from(_HYPERREAL), st.sampled_from(_HYPERREAL), st.booleans(),
       st.sampled_from(["→", "↔", "∧", "∨"]))
def test_hyperreal_predicates_read_back_as_themselves(p: str, q: str, neg: bool, op: str) -> None:
    """"x is infinitesimal", "x is positive infinite", "x is negative infinite" and "x is an
    infinite hyperreal number" are each read back as their own predicate on a hyperreal."""
    right = f"¬{q} y" if neg else f"{q} y"
    formal = f"∀ x y : ℝ*, {p} x {op} {right}"
    text = reads_back_or_refuses(formal)
    assert text is not None and not raw_lean(text), (formal, text)


_HOM_CLASSES = ["MonoidHomClass", "RingHomClass", "MulHomClass", "AddMonoidHomClass"]


@settings(max_examples=12, deadline=None)
@given(st.sampled_from(_HOM_CLASSES), st.booleans())
def test_function_classes_on_a_type_read_back_as_themselves(cls: str, swap: bool) -> None:
    """`[FunLike F M N] [C F M N]`: both said after "such that" ("F is a type of functions
    from M to N together with F is a type of … homomorphisms from M to N") and read back as
    the same classes on the same types, the domain and codomain in their places."""
    structure = {"MonoidHomClass": "MulOneClass", "RingHomClass": "NonAssocSemiring",
                 "MulHomClass": "Mul", "AddMonoidHomClass": "AddZeroClass"}[cls]
    m, n = ("N", "M") if swap else ("M", "N")
    formal = (f"∀ {{F M N : Type*}} [{structure} M] [{structure} N] [FunLike F {m} {n}] "
              f"[{cls} F {m} {n}] (f : F) (x : {m}), f x = f x")
    text = reads_back_or_refuses(formal)
    assert text is not None and not raw_lean(text), (formal, text)
