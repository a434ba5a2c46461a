"""Round 18: the entries of `extract/lexicon.d/r18_*.toml` (matroids, polynomials, topology,
Euclidean geometry), each realised on a corpus theorem that uses it and read back to exactly
the rendered formula (`realised_canonical` is None otherwise), its wording shown and the
constant no longer marked Lean. The theorems are read from the shared Mathlib corpus (skipped
when absent); nothing of it is copied here."""

from __future__ import annotations

import pytest

from tests.lexicon_files import check_cited_and_used, check_reads_back_with_its_words
from tests.mathlib_corpus import rendered

#: entry -> a corpus theorem whose rendering uses it (found by /work/runs/r18/english_count.py's
#: round: the shortest rendered statement using the constant whose English reads back)
USES = {
    "Matroid": "Matroid.empty_indep",
    "Matroid.E": "Matroid.restrict_ground_eq_self",
    "Matroid.Indep": "Matroid.empty_indep",
    "Matroid.IsBase": "Matroid.empty_not_isBase",
    "Matroid.Dep": "Matroid.singleton_dep",
    "Matroid.IsBasis": "Matroid.isBasis_empty_iff",
    "Matroid.closure": "Matroid.loopyOn_closure_eq",
    "Matroid.IsFlat": "Matroid.ground_isFlat",
    "Matroid.Spanning": "Matroid.ground_spanning",
    "Matroid.IsCircuit": "Matroid.empty_not_isCircuit",
    "Matroid.IsCocircuit": "Matroid.IsColoop.isCocircuit",
    "Matroid.IsLoop": "Matroid.singleton_dep",
    "Matroid.IsNonloop": "Matroid.IsLoop.not_isNonloop",
    "Matroid.IsColoop": "Matroid.IsColoop.isCocircuit",
    "Matroid.Coindep": "Matroid.Coindep.indep",
    "Matroid.contract": "Matroid.contract_empty",
    "Matroid.delete": "Matroid.delete_empty",
    "Matroid.restrict": "Matroid.restrict_ground_eq_self",
    "Matroid.IsRestriction": "Matroid.IsRestriction.refl",
    "Matroid.loopyOn": "Matroid.loopyOn_ground",
    "Matroid.eRank": "Matroid.eRank_loopyOn",
    "Matroid.eRk": "Matroid.eRk_empty",
    "Matroid.IsRkFinite": "Matroid.isRkFinite_singleton",
    "Polynomial.aeval": "Polynomial.coeff_zero_eq_aeval_zero",
    "Polynomial.monomial": "Polynomial.monomial_zero_one",
    "Polynomial.IsRoot": "Complex.exists_root",
    "Polynomial.map": "Polynomial.support_map_subset",
    "Topology.IsEmbedding": "Rat.isEmbedding_coe_real",
    "Topology.IsOpenEmbedding": "Real.isOpenEmbedding_exp",
    "HasProd": "hasProd_one",
    "EuclideanGeometry.angle": "EuclideanGeometry.angle_nonneg",
}


def test_every_r18_entry_has_a_corpus_use_and_a_cited_source() -> None:
    check_cited_and_used("r18_", USES)


@pytest.mark.parametrize("name", sorted(USES))
def test_entry_realises_and_reads_back_on_a_corpus_theorem(name: str) -> None:
    check_reads_back_with_its_words(name, rendered(USES.values(), USES[name]))
