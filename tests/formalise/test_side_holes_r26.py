"""Round 26: a `_` type argument of a declared function on a side of a `binrel%` relation is
filled from the other side's type also when the function's result mentions parameters that its
other arguments fix (`LinearEquiv.refl R _` against `N ⊗[R] M ≃ₗ[R] N ⊗[R] M`:
`formalise.side_holes_r26`); the other sides' maps between bundled homomorphisms are declared
in `formal.meaning.signatures_r26_holes`.
"""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from forminv_lean.formalise.render import _filled, has_hole
from tests.mathlib_corpus import needs_index, rendered

#: Corpus theorems (Mathlib v4.19.0 writes the hole) and the text their rendering shows.
SIDES = {
    # `LinearEquiv.refl R _`: `R` fixed by the written argument (Mathlib/Algebra/Module/Equiv/
    # Defs.lean `def refl`), `M` by the other side's type
    "LinearEquiv.rTensor_refl": "= LinearEquiv.refl R (TensorProduct R N M)",
    "LinearEquiv.lTensor_refl": "= LinearEquiv.refl R (TensorProduct R M N)",
    # the other side declared in `signatures_r26_holes`
    "OrderIso.withTopCongr_refl": "= OrderIso.refl (WithTop α)",
    "SupHom.withBot_id": "= SupBotHom.id (WithBot α)",
    "TopologicalSpace.Opens.comap_id": "= FrameHom.id (TopologicalSpace.Opens α)",
    "PFun.prodMap_id_id": "= PFun.id (α × β)",
    "MulEquiv.withOneCongr_refl": "= MulEquiv.refl (WithOne α)",
    "Equiv.simpleGraph_refl": "= Equiv.refl (SimpleGraph V)",
    "MvPolynomial.mapEquiv_refl": "= RingEquiv.refl (MvPolynomial σ R)",
    "FreeGroup.freeGroupCongr_refl": "= MulEquiv.refl (FreeGroup α)",
    "Topology.WithLowerSet.map_id": "= ContinuousMap.id (Topology.WithLowerSet α)",
    "BoundedLatticeHom.asBoolRing_id": "= RingHom.id (AsBoolRing α)",
}


@needs_index
@pytest.mark.parametrize("name", sorted(SIDES))
def test_a_corpus_side_hole_is_filled_from_the_other_side(name: str) -> None:
    formal = rendered(SIDES, name)
    assert SIDES[name] in formal and not has_hole(formal), formal


#: (binders, the other side, the side with its hole, the filled side). `LinearEquiv.refl (R)
#: (M) : M ≃ₗ[R] M`, `AlgHom.id (R) (A) : A →ₐ[R] A`, both declared in the tables.
CASES = [
    ("{R : Type*} [Semiring R] {T : Type*} [AddCommMonoid T] [Module R T] "
     "(e : LinearEquiv (RingHom.id R) T T)", "e", "LinearEquiv.refl R _",
     "LinearEquiv.refl R T"),
    ("{R : Type*} [CommSemiring R] {T : Type*} [Semiring T] [Algebra R T] (e : AlgHom R T T)",
     "e", "AlgHom.id R _", "AlgHom.id R T"),
]


@settings(max_examples=30, deadline=None)
@given(st.sampled_from(CASES), st.sampled_from(["=", "≠"]), st.booleans())
def test_the_hole_is_the_part_of_the_other_sides_type(
        case: tuple[str, str, str, str], rel: str, left: bool) -> None:
    binders, other, side, filled_side = case
    body = f"{side} {rel} {other}" if left else f"{other} {rel} {side}"
    filled = _filled(f"∀ {binders}, {body}")
    assert filled is not None and filled_side in filled and not has_hole(filled), filled


@pytest.mark.parametrize("text", [
    # the written argument is not the other side's: no first-order unification assigns it
    "∀ {R S : Type*} [Semiring R] [Semiring S] {T : Type*} [AddCommMonoid T] [Module R T] "
    "[Module S T] (e : LinearEquiv (RingHom.id R) T T), e = LinearEquiv.refl S _",
    # a parameter of the result that no argument fixes (`R`, written as a hole too)
    "∀ {R : Type*} [Semiring R] {T : Type*} [AddCommMonoid T] [Module R T] "
    "(e : LinearEquiv (RingHom.id R) T T), e = LinearEquiv.refl _ _",
])
def test_a_side_no_unification_fixes_is_refused(text: str) -> None:
    assert _filled(text) is None

