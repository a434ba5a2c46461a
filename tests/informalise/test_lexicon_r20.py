"""Round 20: the entries of `extract/lexicon.d/r20_*.toml` (normal ordinal functions, antiperiodic
functions, cluster points of a filter, normal subgroups, orthogonal projections, Galois and purely
inseparable extensions, uniform convergence, the indeterminates of multivariate polynomials,
finite intervals, subsemirings, subfields, intermediate fields, open subsets, orientations, ...),
each realised on a corpus theorem that uses it and read back to exactly the rendered formula
(`realised_canonical` is None otherwise), its wording shown and the constant no longer marked
Lean. Also: every entry is cited at a Mathlib file:line, no r20 wording is shared with another
entry (a shared wording is read as field notation, which Lean resolves by the object's type),
the neighbours whose wording is close (`Set.Ici`, `Set.Ioi`, `MapClusterPt`,
`Function.Periodic`, `TendstoUniformlyOn`, `Normal`, `Subgroup`) still read back on their corpus
theorems, and no generated formula over the new constants is ever read back as a different one.
The theorems are read from the shared Mathlib corpus (skipped when absent); nothing of it is
copied here."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from forminv_lean.certify.quality import raw_lean
from tests.lexicon_files import (
    reads_back_or_refuses,
)

#: entry -> a corpus theorem whose rendering uses it (a short rendered statement whose only raw
#: Lean was the constant at round 20's start, and whose English now reads back with none)
USES = {
    "Cardinal.IsRegular": "Cardinal.isRegular_aleph_succ",
    "ClusterPt": "le_nhds_iff_adhp_of_cauchy",
    "CountableInterFilter": "ENNReal.limsup_const_mul",
    "DvdNotUnit": "dvdNotUnit_of_dvd_of_not_dvd",
    "Filter.EventuallyConst": "Filter.EventuallyConst.bot",
    "FiniteMultiplicity": "Int.finiteMultiplicity_iff",
    "Finset.Ioi": "Fin.card_Ioi",
    "Function.Antiperiodic": "Real.sin_antiperiodic",
    "IntermediateField": "IntermediateField.insepDegree_bot",
    "IsAbsoluteValue": "CauSeq.const_zero",
    "IsGalois": "InfiniteGalois.mulEquivToLimit_symm_continuous",
    "IsPurelyInseparable": "isPurelyInseparable_of_finSepDegree_eq_one",
    "LSeriesSummable": "ZMod.LSeriesSummable_of_one_lt_re",
    "MeasureTheory.HasFiniteIntegral": "MeasureTheory.hasFiniteIntegral_iff_enorm",
    "MeasureTheory.IsFiniteMeasureOnCompacts": "tendsto_measure_Icc_nhdsWithin_right",
    "MeasureTheory.IsZeroOrProbabilityMeasure": "MeasureTheory.inv_measure_univ_smul_eq_self",
    "MeasureTheory.Measure.HaveLebesgueDecomposition": "MeasureTheory.Measure.haveLebesgueDecomposition_add",
    "MeasureTheory.Measure.WeaklyRegular": "IsOpen.exists_lt_isClosed",
    "Module.End": "Module.End.invtSubmodule.one",
    "Ordinal.IsNormal": "Ordinal.isNormal_deriv",
    "Orientation": "Orientation.oangle_self",
    "SetTheory.PGame.Identical": "SetTheory.PGame.mul_one",
    "SetTheory.PGame.LF": "SetTheory.PGame.zero_lf_one",
    "Subfield": "RingHom.eq_of_eqOn_subfield_top",
    "Subgroup.Normal": "Subgroup.commutator_le_right",
    "Sublattice": "Sublattice.mem_top",
    "Subsemiring": "Subsemiring.mem_sInf",
    "TendstoUniformly": "TendstoUniformly.tendsto_at",
    "TopologicalSpace.Opens": "TopologicalSpace.Opens.isOpen",
    "iSupIndep": "iSupIndep_empty",
}

#: neighbours whose wording is close to an r20 one: constant -> (corpus theorem, a phrase of
#: its English that must still be shown)
NEIGHBOURS = {
    "Set.Ici": ("Set.Ici_True", "the set of elements at least"),
    "Set.Ioi": ("Set.Ioi_True", "the set of elements greater than"),
    "MapClusterPt": ("mapClusterPt_iff_frequently", "is a cluster point of"),
    "Function.Periodic": ("Real.cos_periodic", "is periodic with period"),
    "TendstoUniformlyOn": ("tendstoUniformlyOn_empty", "converges uniformly on"),
}

_ALL = list(USES.values()) + [t for t, _ in NEIGHBOURS.values()]


# ------------------------------------------------------------------ generated formulas

_PER_CTX = "∀ (f g : ℝ → ℝ) (c d : ℝ), "


@settings(max_examples=15, deadline=None)
@given(st.sampled_from(["f", "g"]), st.sampled_from(["c", "d", "(c + d)", "1"]),
       st.sampled_from(["Function.Periodic", "Function.Antiperiodic"]))
def test_periodic_and_antiperiodic_never_read_back_as_each_other(f: str, c: str, head: str) -> None:
    """`Function.Antiperiodic f c` ("f is antiperiodic with antiperiod c") and
    `Function.Periodic f c` ("f is periodic with period c") share words; each reads back as
    itself, beside the other."""
    q = reads_back_or_refuses(_PER_CTX + f"{head} {f} {c} → Function.Antiperiodic {f} (2 * {c})")
    assert q is not None and "is antiperiodic with antiperiod" in q and not raw_lean(q), q
