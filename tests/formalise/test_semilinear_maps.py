"""Maps semilinear over a ring-homomorphism variable (`M →ₛₗ[σ₁₂] M₂`, `E →SL[σ₁₂] F`) with the
`variable`s Lean includes for them, and the ring-homomorphism classes without an outParam
(`[RingHomIsometric σ₂₃]`), which make `[RingHomCompTriple σ₁₂ σ₂₃ σ₁₃]` unusable when nothing
makes `σ₂₃` known (issue #24)."""

from __future__ import annotations

from forminv_lean.formalise.outparams import input_letters, outparam_free
from tests.mathlib_corpus import needs_index, render

SEMIRINGS = ("variable {R R₂ R₃ M M₂ : Type*} [Semiring R] [Semiring R₂] [Semiring R₃]",
             "variable [AddCommMonoid M] [AddCommMonoid M₂] [Module R M] [Module R₂ M₂]",
             "variable {σ₁₂ : R →+* R₂} {σ₂₃ : R₂ →+* R₃} {σ₁₃ : R →+* R₃}")


def test_ring_hom_property_classes_have_no_outparam() -> None:
    # `class RingHomIsometric … (σ : R₁ →+* R₂) : Prop`, `class RingHomSurjective (σ : R₁ →+*
    # R₂) : Prop`: σ is an input; `RingHomCompTriple`'s third argument is an outParam
    for c in ("RingHomIsometric", "RingHomSurjective", "RingHomId"):
        assert outparam_free(c) and input_letters(c, 1) == "i"
    assert input_letters("RingHomCompTriple", 3) == "iio"


@needs_index
def test_a_semilinear_map_over_a_variable_renders_with_it() -> None:
    formal, reason = render("theorem t (f : M →ₛₗ[σ₁₂] M₂) (x y : M) : f (x + y) = f x + f y",
                            *SEMIRINGS)
    assert formal is not None, reason
    assert "(σ₁₂ : R →+* R₂)" in formal and "(f : M →ₛₗ[σ₁₂] M₂)" in formal
    assert "σ₂₃" not in formal


@needs_index
def test_a_composition_triple_nothing_can_use_is_left_out() -> None:
    """`σ₂₃` sits at an input of `RingHomCompTriple` and of `RingHomIsometric` only: no
    resolution can make it known, so Lean leaves the triple out."""
    ctx = SEMIRINGS + ("variable [RingHomCompTriple σ₁₂ σ₂₃ σ₁₃]",
                       "variable [RingHomIsometric σ₂₃]")
    formal, reason = render("theorem t (f : M →ₛₗ[σ₁₂] M₂) : f = f", *ctx)
    assert formal is not None, reason
    assert "RingHomCompTriple" not in formal and "σ₂₃" not in formal


@needs_index
def test_the_triple_stays_undecided_when_its_input_may_become_known() -> None:
    # a class the tables do not read on σ₂₃ could make it known: the refusal stays
    ctx = SEMIRINGS + ("variable [RingHomCompTriple σ₁₂ σ₂₃ σ₁₃]", "variable [Foo σ₂₃]")
    formal, reason = render("theorem t (f : M →ₛₗ[σ₁₂] M₂) : f = f", *ctx)
    assert formal is None and "links a used variable" in (reason or "")
