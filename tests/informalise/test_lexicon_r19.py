"""Round 19: the entries of `extract/lexicon.d/r19_*.toml` (Lp seminorms, measure-preserving maps,
Lipschitz and Hölder continuity on a set, manifold differentiability, algebraic elements,
localizations, semiconjugacy, unordered pairs, probability mass functions, ...), each realised on
a corpus theorem that uses it and read back to exactly the rendered formula
(`realised_canonical` is None otherwise), its wording shown and the constant no longer marked
Lean. Also: every entry is cited at a Mathlib file:line, no r19 wording is shared with another
entry (a shared wording is read as field notation, which Lean resolves by the object's type),
the neighbours whose wording is close (`Multiset.count`, `emultiplicity`, `LipschitzWith`,
`HolderWith`, `Set.image2`, `Set.uIcc`, `Real.exp`, `Function.Semiconj`, `Commute`,
`TendstoLocallyUniformlyOn`, `LinearMap.ker`) still read back on their corpus theorems, and no
generated formula over the new constants is ever read back as a different one. The theorems are
read from the shared Mathlib corpus (skipped when absent); nothing of it is copied here."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from forminv_lean.certify.quality import raw_lean
from tests.lexicon_files import (
    reads_back_or_refuses,
)

#: entry -> a corpus theorem whose rendering uses it (the shortest rendered statement using the
#: constant whose English reads back with no raw Lean, among the corpus's renderings at round
#: 19's start)
USES = {
    "AffineIndependent": "AffineBasis.ind",
    "AlgebraicIndependent": "AlgebraicIndependent.of_subsingleton",
    "AnalyticWithinAt": "analyticWithinAt_id",
    "ArithmeticFunction.IsMultiplicative": "ArithmeticFunction.IsMultiplicative.map_one",
    "Asymptotics.IsEquivalent": "Asymptotics.IsEquivalent.refl",
    "CategoryTheory.Limits.IsZero": "Grp.isZero_of_subsingleton",
    "Filter.IsCountablyGenerated": "Filter.isCountablyGenerated_bot",
    "Filter.map₂": "Filter.map₂_bot_left",
    "Finset.image₂": "Finset.image₂_empty_left",
    "Finset.uIcc": "Finset.left_mem_uIcc",
    "Function.Commute": "Function.Commute.refl",
    "HasFPowerSeriesAt": "HasFPowerSeriesAt.eq_zero",
    "HolderOnWith": "holderOnWith_empty",
    "IsAlgebraic": "isAlgebraic_one",
    "IsIsometricSMul": "isometry_mul_left",
    "IsLocalization": "IsLocalization.subsingleton",
    "IsOfFinOrder": "IsOfFinOrder.one",
    "IsPrimePow": "IsPrimePow.one_lt",
    "LiouvilleWith": "liouvilleWith_one",
    "LipschitzOnWith": "lipschitzOnWith_empty",
    "Matrix.diagonal": "Matrix.diagonal_zero",
    "MeasurableEmbedding": "MeasurableEmbedding.id",
    "MeasureTheory.AEDisjoint": "MeasureTheory.aedisjoint_compl_left",
    "MeasureTheory.Measure.IsOpenPosMeasure": "MeasureTheory.Measure.interior_eq_empty_of_null",
    "MeasureTheory.Measure.MutuallySingular": "MeasureTheory.Measure.MutuallySingular.zero_left",
    "MeasureTheory.Measure.QuasiMeasurePreserving":
        "MeasureTheory.Measure.QuasiMeasurePreserving.preimage_iterate_ae_eq",
    "MeasureTheory.MeasurePreserving": "MeasureTheory.MeasurePreserving.id",
    "MeasureTheory.NoAtoms": "Finset.measure_zero",
    "MeasureTheory.average": "MeasureTheory.average_zero_measure",
    "MeasureTheory.eLpNorm": "MeasureTheory.eLpNorm_exponent_zero",
    "MulAction.IsBlock": "MulAction.IsBlock.singleton",
    "MulAction.orbit": "MulAction.mem_orbit_self",
    "NormedSpace.exp": "NormedSpace.of_real_exp_ℝ_ℝ",
    "PMF": "PMF.tsum_coe",
    "Polynomial.Chebyshev.T": "Polynomial.Chebyshev.T_zero",
    "Polynomial.Splits": "Polynomial.splits_one",
    "PosSMulMono": "monotone_smul_left_of_nonneg",
    "PosSMulStrictMono": "strictMono_smul_left_of_pos",
    "SMulWithZero": "zero_smul",
    "SemiconjBy": "SemiconjBy.one_left",
    "Set.center": "Set.one_mem_center",
    "Set.uIoc": "Set.left_mem_uIoc",
    "Sym2": "Sym2.inf_le_sup",
    "TendstoUniformlyOn": "TendstoUniformlyOn.mono",
    "multiplicity": "Int.natCast_multiplicity",
    "openSegment": "Real.ball_eq_openSegment",
    "ContMDiff": "ContinuousLinearMap.contMDiff",
    "ContMDiffAt": "contMDiffAt_id",
    "ContMDiffOn": "contMDiffOn_id",
    "ContMDiffWithinAt": "contMDiffWithinAt_id",
    "ENorm.enorm": "enorm_eq_self",
    "LinearMap.range": "Ideal.toCotangent_range",
    "MDifferentiable": "ModelWithCorners.mdifferentiable",
    "MDifferentiableAt": "ContinuousLinearEquiv.mdifferentiableAt",
    "MDifferentiableOn": "ModelWithCorners.mdifferentiableOn_symm",
    "MDifferentiableWithinAt": "ModelWithCorners.mdifferentiableWithinAt_symm",
    "PowerSeries.coeff": "PowerSeries.forall_coeff_eq_zero",
    "SetTheory.PGame": "SetTheory.PGame.zero_lt_one",
    "VSub.vsub": "vsub_eq_sub",
}

#: neighbours whose wording is close to an r19 one: constant -> (corpus theorem, a phrase of
#: its English that must still be shown)
NEIGHBOURS = {
    "Multiset.count": ("Multiset.count_zero", "the multiplicity of a in 0"),
    "emultiplicity": ("Nat.Prime.emultiplicity_one", "the extended multiplicity of p in 1"),
    "LipschitzWith": ("MeasureTheory.Lp.lipschitzWith_pos_part", "is Lipschitz continuous with constant 1"),
    "HolderWith": ("holderWith_id", "is Hölder continuous with constant 1"),
    "Set.image2": ("Set.image2_empty_left", "the set of values of f at pairs from"),
    "Set.uIcc": ("Real.dist_right_le_of_mem_uIcc", "the closed interval between x and z in either order"),
    "Real.exp": ("Real.exp_zero", "The exponential of 0"),
    "Function.Semiconj": ("Function.Semiconj.id_left", "semiconjugates ga to ga"),
    "Commute": ("Commute.refl", "a commutes with a"),
    "TendstoLocallyUniformlyOn": ("TendstoUniformlyOn.tendstoLocallyUniformlyOn",
                                  "converges locally uniformly on"),
    "LinearMap.ker": ("ModuleCat.ker_eq_bot_of_mono", "the kernel of the linear map"),
}

_ALL = list(USES.values()) + [t for t, _ in NEIGHBOURS.values()]


def test_canonically_ordered_mul_is_a_noun() -> None:
    """The class entry names a type carrying it, and the sentence reads back."""
    formal = "∀ {α : Type*} [CommMonoid α] [PartialOrder α] [CanonicallyOrderedMul α] (a b : α), a ≤ a * b"
    q = reads_back_or_refuses(formal)
    assert q is not None and "canonically ordered multiplicative structure" in q and not raw_lean(q), q


# ------------------------------------------------------------------ generated formulas

_LIP_CTX = "∀ {α β : Type*} [PseudoEMetricSpace α] [PseudoEMetricSpace β] (K L : ℝ≥0) (f g : α → β) (s t : Set α), "
_SEMI_CTX = "∀ {M : Type*} [Monoid M] (a b x y : M), "
_INT_CTX = "∀ {α : Type*} [LinearOrder α] (a b c : α), "


@settings(max_examples=25, deadline=None)
@given(st.sampled_from(["K", "L", "(K + L)", "(K * L)", "1"]), st.sampled_from(["f", "g"]),
       st.sampled_from(["s", "t", "(s ∩ t)", "(s ∪ t)", "∅"]), st.booleans())
def test_lipschitz_on_and_everywhere_never_read_back_as_each_other(k: str, f: str, s: str,
                                                                   on: bool) -> None:
    """`LipschitzOnWith K f s` and `LipschitzWith K f` share a prefix of their wording; each
    reads back as itself."""
    atom = f"LipschitzOnWith {k} {f} {s}" if on else f"LipschitzWith {k} {f}"
    q = reads_back_or_refuses(_LIP_CTX + f"{atom} → LipschitzOnWith {k} {f} s")
    assert q is not None and not raw_lean(q), q


@settings(max_examples=25, deadline=None)
@given(st.sampled_from(["a", "b", "(a * b)", "1"]), st.sampled_from(["x", "y", "(x * y)", "1"]),
       st.sampled_from(["x", "y", "(y * x)", "1"]))
def test_semiconj_by_reads_back_with_its_arguments_in_place(a: str, x: str, y: str) -> None:
    """`SemiconjBy a x y` ("x is semiconjugate to y by a") keeps its three roles apart, and
    beside `Commute` ("a commutes with b") each reads back as itself."""
    q = reads_back_or_refuses(_SEMI_CTX + f"SemiconjBy {a} {x} {y} → Commute {a} {x} → SemiconjBy {a} {y} {x}")
    assert q is not None and "is semiconjugate to" in q and "commutes with" in q, q


@settings(max_examples=25, deadline=None)
@given(st.sampled_from(["a", "b", "c"]), st.sampled_from(["a", "b", "c"]),
       st.sampled_from(["Set.uIoc", "Set.uIcc", "Set.Icc", "Set.Ioc"]))
def test_unordered_intervals_never_read_back_as_another(x: str, y: str, head: str) -> None:
    q = reads_back_or_refuses(_INT_CTX + f"c ∈ Set.uIoc {x} {y} → c ∈ {head} {x} {y}")
    assert q is not None and "the left-open interval between" in q and not raw_lean(q), q
