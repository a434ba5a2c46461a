"""The round-18 analysis/topology/measure/order signature table (`signatures_r18f`), read
against Mathlib.

Every entry must parse as a signature type over the declaration's type parameters, be merged
into `opaque.SIGNATURES` once (no other table declares it), fix its result's type parameters by
an argument, and name a declaration the Mathlib v4.19.0 name index lists; corpus theorems using
an entry must render with the declared result type (each was refused without it). The corpus is
read in place (skipped, saying why, when absent).
"""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from forminv_lean.formal.errors import UnsupportedError
from forminv_lean.formal.meaning.types import show_type
from forminv_lean.formal.statements import elaborate_rendering
from tests.mathlib_corpus import applications, declared_result_types, needs_index

# Corpus theorems -> (a head of the table, the type its applications must have in the elaborated
# rendering, a text the rendering must contain). Each was refused before its entry.
USES: dict[str, tuple[str, str, str]] = {
    # a leading explicit field argument, the derivative a continuous linear map
    "fderiv_neg'": (
        "fderiv", "ContinuousLinearMap (RingHom.id 𝕜) E F", "fderiv 𝕜 (-f) x = -fderiv 𝕜 f x"),
    # a leading explicit type argument, a filter on pairs
    "uniformity_eq_comap_nhds_one": ("uniformity", "Filter (α × α)", "uniformity α ="),
    # four reals, then applied to a fifth
    "gronwallBound_x0": ("gronwallBound", "ℝ", "gronwallBound δ K ε 0 = δ"),
    # a section `variable` set, then the point
    # an equivalence typed as the function it coerces to
    "SetSemiring.up_down": ("Set.up", "SetSemiring α", "s.down.up = s"),
    # dot notation past a leading explicit type argument (`centroidWeights k s`)
    "Finset.centroidWeights_eq_const": (
        "Finset.centroidWeights", "ι → k", "s.centroidWeights k"),
    "Set.mem_iff_boolIndicator": ("Set.boolIndicator", "Bool", "s.boolIndicator x = Bool.true"),
}


@needs_index
@pytest.mark.parametrize("name", sorted(USES))
def test_a_theorem_using_an_entry_renders_with_the_declared_result_type(name: str) -> None:
    assert declared_result_types(USES, name) == {USES[name][1]}


@settings(max_examples=25, deadline=None)
@given(st.sampled_from(["ℝ", "ℂ", "ℚ"]), st.sampled_from(["derivedSet", "seqClosure",
                                                        "supClosure", "infClosure"]))
def test_a_set_operator_keeps_its_set_s_element_type(ty: str, head: str) -> None:
    # Topology/DerivedSet.lean:33 `def derivedSet (A : Set X) : Set X`, Order/SupClosed.lean:283
    # `def supClosure : ClosureOperator (Set α)` (applied) …: a `Set T` in, a `Set T` out
    term = elaborate_rendering(f"∀ (s : Set {ty}), {head} s ⊆ {head} s")
    apps = applications(term, head)
    assert apps and {show_type(a.ty) for a in apps} == {f"Set {ty}"}


def test_a_real_argument_elaborates_and_a_set_argument_is_refused() -> None:
    # Analysis/ODE/Gronwall.lean:39 `def gronwallBound (δ K ε x : ℝ) : ℝ`: a set is no real
    term = elaborate_rendering("∀ (x : ℝ), gronwallBound x 0 0 0 = x")
    assert {show_type(a.ty) for a in applications(term, "gronwallBound")} == {"ℝ"}
    with pytest.raises(UnsupportedError, match="expected ℝ, got Set ℝ"):
        elaborate_rendering("∀ (s : Set ℝ), gronwallBound s 0 0 0 = 0")
