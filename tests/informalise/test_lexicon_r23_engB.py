"""Round 23 (engB): the entries of `extract/lexicon.d/r23_engB.toml`, constants of analysis,
geometry, probability and category theory that left raw Lean in the realiser's English (the
identity model with corners, manifolds and their extended charts, finite, s-finite and Markov
kernels, power series on a ball, iterated Fréchet derivatives, continuous functional calculi,
preserved limits and colimits, local extrema on a set, ...).

Each entry is realised on a corpus theorem that uses it and read back to exactly the rendered
formula (`realised_canonical` is None otherwise), its wording shown and the constant no longer
marked Lean; every entry is cited at a Mathlib file:line; no wording is another entry's; the
close neighbours (`Real.Gamma`, `IsLocalMax`/`IsLocalMin`, `fderiv`) keep their own words; and
generated formulas mixing a new entry with its neighbour are read back as themselves or
refused, never as a different formula. The theorems are read from the shared Mathlib corpus
(skipped when absent); nothing of it is copied here."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from forminv_lean.certify.quality import raw_lean
from tests.lexicon_files import (
    reads_back_or_refuses,
)

#: entry -> a corpus theorem whose rendering uses it (its English now reads back with no raw
#: Lean for the entry)
USES = {
    "modelWithCornersSelf": "UpperHalfPlane.mdifferentiable_coe",
    "IsManifold": "mdifferentiableOn_atlas_symm",
    "extChartAt": "ext_chart_model_space_apply",
    "ContMDiffMul": "mdifferentiable_mul_left",
    "ProbabilityTheory.IsFiniteKernel": "ProbabilityTheory.isFiniteKernel_of_le",
    "ProbabilityTheory.IsSFiniteKernel": "ProbabilityTheory.Kernel.withDensity_one",
    "ProbabilityTheory.IsMarkovKernel": "MeasureTheory.Measure.fst_compProd",
    "HasFPowerSeriesOnBall": "Differentiable.hasFPowerSeriesOnBall",
    "Submodule.HasOrthogonalProjection": "Submodule.orthogonalProjection_norm_le",
    "iteratedFDerivWithin": "norm_iteratedFDerivWithin_zero",
    "iteratedFDeriv": "norm_iteratedFDeriv_zero",
    "ContinuousFunctionalCalculus": "CFC.complex_exp_eq_normedSpace_exp",
    "NonUnitalContinuousFunctionalCalculus": "cfcₙ_predicate_zero",
    "IsLocallyConstant": "IsLocallyConstant.one",
    "StrictConvexSpace": "sameRay_iff_norm_add",
    "convexJoin": "convexJoin_empty_left",
    "Complex.Gamma": "Complex.Gamma_neg_nat_eq_zero",
    "IsBoundedBilinearMap": "isBoundedBilinearMap_mul",
    "IsLocalMaxOn": "isLocalMaxOn_const",
    "IsLocalMinOn": "isLocalMinOn_const",
    "IsSimpleModule": "isSimpleModule_self_iff_isUnit",
    "CategoryTheory.Limits.PreservesLimit": "CategoryTheory.Limits.preservesLimitOfNatIso",
    "CategoryTheory.Limits.PreservesColimit": "CategoryTheory.Limits.preservesColimitOfNatIso",
    "Absorbent": "Absorbent.mono",
}

#: neighbours whose wording is close to a new one: constant -> (corpus theorem, a phrase of its
#: English that must still be shown)
NEIGHBOURS = {
    "Real.Gamma": ("Real.Gamma_one", "the Gamma function at 1"),
    "IsLocalMax": ("IsLocalMax.deriv_eq_zero", "has a local maximum at"),
    "IsLocalMin": ("IsLocalMin.deriv_eq_zero", "has a local minimum at"),
}

_ALL = list(USES.values()) + [t for t, _ in NEIGHBOURS.values()]


_EXTREMA = {
    "max": ("IsLocalMax f a", "IsLocalMaxOn f s a"),
    "min": ("IsLocalMin f a", "IsLocalMinOn f s a"),
}


@settings(max_examples=20, deadline=None)
@given(st.sampled_from(sorted(_EXTREMA)), st.booleans(), st.sampled_from(["→", "∧", "↔"]))
def test_local_extrema_on_a_set_read_back_as_themselves(kind: str, swap: bool, op: str) -> None:
    """"f has a local maximum on s at a" and "f has a local maximum at a" differ by "on s":
    a formula with both is read back as itself, never one read as the other."""
    plain, on = _EXTREMA[kind]
    left, right = (on, plain) if swap else (plain, on)
    formal = ("∀ {α : Type*} [TopologicalSpace α] (f : α → ℝ) (s : Set α) (a : α), "
              f"{left} {op} {right}")
    q = reads_back_or_refuses(formal)
    assert q is not None and not raw_lean(q), (formal, q)


@settings(max_examples=20, deadline=None)
@given(st.lists(st.sampled_from(["ProbabilityTheory.IsFiniteKernel",
                                 "ProbabilityTheory.IsSFiniteKernel",
                                 "ProbabilityTheory.IsMarkovKernel"]),
                min_size=2, max_size=2),
       st.sampled_from(["→", "↔"]))
def test_kernel_classes_read_back_as_themselves(names: list[str], op: str) -> None:
    """The three kernel predicates ("a finite kernel", "an s-finite kernel", "a Markov
    kernel") are read back each as itself, on the kernel it is said of."""
    formal = ("∀ {α β : Type*} [MeasurableSpace α] [MeasurableSpace β] "
              "(κ η : ProbabilityTheory.Kernel α β), "
              f"{names[0]} κ {op} {names[1]} η")
    q = reads_back_or_refuses(formal)
    assert q is not None and not raw_lean(q), (formal, q)
