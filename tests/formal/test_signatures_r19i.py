"""The round-19 analysis/topology/measure/order/geometry signature table (`signatures_r19i`),
read against Mathlib.

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
    # manifold predicates: two models with corners sharing their field, then a smoothness index
    "ContMDiffAt.inv": ("ContMDiffAt", "Prop", "ContMDiffAt I' I n f x₀"),
    "contMDiff_inv": ("ContMDiff", "Prop", "ContMDiff I I n fun x : G => x⁻¹"),
    "ModelWithCorners.mdifferentiableAt": (
        "MDifferentiableAt", "Prop", "MDifferentiableAt I (modelWithCornersSelf 𝕜 E) I x"),
    # a leading explicit type argument (`variable (R : Type*)`)
    "midpoint_self_neg": ("midpoint", "V", "midpoint R x (-x)"),
    "ordinaryHypergeometric_radius_top_of_neg_nat₁": (
        "ordinaryHypergeometricSeries", "FormalMultilinearSeries 𝕂 𝔸 𝔸",
        "ordinaryHypergeometricSeries 𝔸"),
    "PhragmenLindelof.isBigO_sub_exp_rpow": (
        "Bornology.cobounded", "Filter ℂ", "Bornology.cobounded ℂ"),
    # a `variable (f x) in` predicate and a Prop declared without its type
    "meromorphicNFAt_mul_iff_right": ("MeromorphicNFAt", "Prop", "MeromorphicNFAt f x"),
    "Nat.galoisConnection_mul_div": ("GaloisConnection", "Prop", "GaloisConnection"),
    # a bundled result (an order hom, a kernel, a linear isometric equivalence)
    "le_partialSups": ("partialSups", "OrderHom ι α", "partialSups f"),
    "Orientation.exists_linearIsometryEquiv_eq_of_det_pos": (
        "Orientation.rotation", "LinearIsometryEquiv (RingHom.id ℝ) V V", "o.rotation θ"),
    # a section `variable (Λ : …)` the body uses
    "rieszContentAux_le": ("rieszContentAux", "ℝ≥0", "rieszContentAux Λ K"),
}


@needs_index
@pytest.mark.parametrize("name", sorted(USES))
def test_a_theorem_using_an_entry_renders_with_the_declared_result_type(name: str) -> None:
    assert declared_result_types(USES, name) == {USES[name][1]}


#: Types no coercion connects (a `ℕ` would be cast into `ℤ`, as Lean does).
_TYPES = ("ℕ", "List ℕ", "Option ℕ", "ℕ × ℕ")


@settings(max_examples=16, deadline=None)
@given(st.sampled_from(_TYPES), st.sampled_from(_TYPES))
def test_a_midpoint_s_two_points_lie_in_one_space(a: str, b: str) -> None:
    # Mathlib/LinearAlgebra/AffineSpace/Midpoint.lean:38 `variable (R : Type*) {V V' P P' :
    # Type*}`, :42 `def midpoint (x y : P) : P`: both points, and the result, are in `P`
    text = f"∀ (x : {a}) (y : {b}), midpoint ℝ x y = x"
    if a == b:
        term = elaborate_rendering(text)
        assert {show_type(u.ty) for u in applications(term, "midpoint")} == {a}
    else:
        with pytest.raises(UnsupportedError, match="type mismatch"):
            elaborate_rendering(text)


def test_two_models_with_corners_over_different_fields_are_refused() -> None:
    # Mathlib/Geometry/Manifold/IsManifold/Basic.lean:391 `def ModelWithCorners.prod {𝕜 : Type u}
    # … (I : ModelWithCorners 𝕜 E H) (I' : ModelWithCorners 𝕜 E' H')`: one field for both models
    head = ("∀ {E H E' H' : Type*} [NormedAddCommGroup E] [TopologicalSpace H]"
            " [NormedAddCommGroup E'] [TopologicalSpace H'] (I : ModelWithCorners ℝ E H)")
    prod = "(K : ModelWithCorners ℝ (E × E') (ModelProd H H')), I.prod J = K"
    with pytest.raises(UnsupportedError, match="type mismatch"):
        elaborate_rendering(f"{head} (J : ModelWithCorners ℂ E' H') {prod}")
    term = elaborate_rendering(f"{head} (J : ModelWithCorners ℝ E' H') {prod}")
    assert {show_type(u.ty) for u in applications(term, "ModelWithCorners.prod")} == {
        "ModelWithCorners ℝ (E × E') (ModelProd H H')"}
