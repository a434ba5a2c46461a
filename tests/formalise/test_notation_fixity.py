"""Prefix and postfix notations below `max`, read at their declared levels.

Lean's `prefix:p op => f` is `notation:p op arg:p => f arg` and `postfix:p op => f` is
`notation:p arg:p op => f arg` (lean4 src/Lean/Elab/Mixfix.lean): `local prefix:100 "ℓ" =>
cs.length` (Mathlib/GroupTheory/Coxeter/Length.lean) makes `ℓ w + 1` mean `cs.length w + 1`
and `ℓ (w₁ * w₂)` take the group; `scoped[InnerProduct] postfix:1000 "†" =>
ContinuousLinearMap.adjoint` (Mathlib/Analysis/InnerProductSpace/Adjoint.lean) takes an
application before it (`f x†` is `(f x)†`, an application being at 1022) but no argument
inside one. Hand cases use Mathlib v4.19.0's name index (skipped when absent).
"""

from __future__ import annotations

import pytest

from forminv_lean.formalise.infix import Infix, InfixError, expand_infix
from tests.mathlib_corpus import needs_index, rendered

SIMPLE = Infix("s", "cs.simple", 100, "n", fixity="prefix")
LENGTH = Infix("ℓ", "cs.length", 100, "n", fixity="prefix")
ADJOINT = Infix("†", "ContinuousLinearMap.adjoint", 1000, "n", fixity="postfix")


@pytest.mark.parametrize(("op", "text", "out"), [
    (LENGTH, "ℓ w + 1 = ℓ (w₁ * w₂)", "(cs.length w) + 1 = (cs.length (w₁ * w₂))"),
    (SIMPLE, "s i * w = w", "(cs.simple i) * w = w"),
    (SIMPLE, "s i ^ 2 = 1", "(cs.simple i) ^ 2 = 1"),       # `^` (75) is looser than 100
    (SIMPLE, "s f i = 1", "(cs.simple (f i)) = 1"),          # an application is at 1022
    (ADJOINT, "f x† = A†", "(ContinuousLinearMap.adjoint (f x)) = (ContinuousLinearMap.adjoint A)"),
    (ADJOINT, "a + b† = -c†",
     "a + (ContinuousLinearMap.adjoint b) = -(ContinuousLinearMap.adjoint c)"),
    (ADJOINT, "⟪(A†) y, x⟫_𝕜 = 0", "⟪((ContinuousLinearMap.adjoint A)) y, x⟫_𝕜 = 0"),
])
def test_operands_are_read_at_the_declared_level(op: Infix, text: str, out: str) -> None:
    assert expand_infix(text, op, []) == out


def test_a_longer_token_spelt_as_an_identifier_is_read_whole() -> None:
    # `local prefix:100 "ris" => cs.rightInvSeq` beside `"s"` (Coxeter/Inversion.lean):
    # Lean's tokenizer reads `ris` whole, no `s` inside it
    assert expand_infix("ris [i] = [s i]", SIMPLE, ["ris", "lis"]) == "ris [i] = [(cs.simple i)]"
    with pytest.raises(InfixError):
        expand_infix("s(i) = 1", SIMPLE, ["s("])


@pytest.mark.parametrize(("op", "text"), [
    (SIMPLE, "f s i = 1"),          # no argument of an application: Lean does not parse it
    (ADJOINT, "⟪A† y, x⟫_𝕜 = 0"),   # a postfix use below max applied to an argument
    (ADJOINT, "(· † + a) = f"),     # a `·` operand of a use inside a larger function
])
def test_uses_lean_does_not_read_so_are_refused(op: Infix, text: str) -> None:
    with pytest.raises(InfixError):
        expand_infix(text, op, [])


@needs_index
def test_a_longer_token_glued_to_a_symbol_is_refused() -> None:
    # `∘L` is one token (Lean's longest match), not `∘` before `L`
    with pytest.raises(InfixError, match="∘L"):
        expand_infix("A† ∘L B = C", ADJOINT, [])


CORPUS = ("CoxeterSystem.length_simple_mul", "CoxeterSystem.length_mul_ge_length_sub_length",
          "Coheyting.boundary_top")


@needs_index
def test_corpus_coxeter_prefixes_are_the_variable_s_fields() -> None:
    # `local prefix:100 "s" => cs.simple`, `local prefix:100 "ℓ" => cs.length`: the section
    # variable `cs` is bound by the rendering
    formal = rendered(CORPUS, "CoxeterSystem.length_simple_mul")
    assert "(cs : CoxeterSystem M W)" in formal
    assert "(cs.length ((cs.simple i) * w)) = (cs.length w) + 1" in formal
    formal = rendered(CORPUS, "CoxeterSystem.length_mul_ge_length_sub_length")
    assert "(cs.length w₁) - (cs.length w₂) ≤ (cs.length (w₁ * w₂))" in formal


@needs_index
def test_corpus_scoped_prefix_below_max_is_its_constant() -> None:
    # `scoped[Heyting] prefix:120 "∂ " => Coheyting.boundary` (Mathlib/Order/Heyting/Boundary.lean)
    assert "(Coheyting.boundary (⊤ : α)) = ⊥" in rendered(CORPUS, "Coheyting.boundary_top")


RHS = ("Orientation.rightAngleRotation_rightAngleRotation", "irrefl",
       "UniformSpace.Completion.hatInv_extends",
       "Function.Periodic.norm_qParam_le_of_one_half_le_im")


@needs_index
def test_corpus_a_local_notation_of_a_variable_s_field_is_that_field() -> None:
    # `local notation "J" => o.rightAngleRotation` (Mathlib/Analysis/InnerProductSpace/
    # TwoDim.lean): `o` is the file's `variable (o : Orientation ℝ E (Fin 2))`
    formal = rendered(RHS, "Orientation.rightAngleRotation_rightAngleRotation")
    assert "(o : Orientation ℝ E (Fin 2))" in formal
    assert "o.rightAngleRotation (o.rightAngleRotation x) = -x" in formal
    # `local infix:50 " ≺ " => r` (Mathlib/Order/Defs/Unbundled.lean): the variable `r`
    assert "¬(r a a)" in rendered(RHS, "irrefl")


@needs_index
def test_corpus_a_notation_s_name_is_resolved_with_the_opens_where_it_was_declared() -> None:
    # `open … UniformSpace …` then `local notation "hat" => Completion` (Mathlib/Topology/
    # Algebra/UniformField.lean)
    assert "(x : UniformSpace.Completion K)" in rendered(
        RHS, "UniformSpace.Completion.hatInv_extends")
    # `open … Function` then `local notation "𝕢" => Periodic.qParam` (Mathlib/Analysis/
    # Complex/UpperHalfPlane/Exp.lean)
    assert "‖Function.Periodic.qParam 1 ξ‖" in rendered(
        RHS, "Function.Periodic.norm_qParam_le_of_one_half_le_im")


@needs_index
def test_a_number_function_cast_is_the_notation_s_lambda_with_a_fresh_name() -> None:
    # `scoped[LSeries.notation] notation:max "↗" f:max => fun n : ℕ ↦ (f n : ℂ)` (Mathlib/
    # NumberTheory/LSeries/Basic.lean): the bound `n` is hygienic, so a fresh name is printed
    from forminv_lean.formalise.resolve import Scope, expand_notations
    from tests.mathlib_corpus import INDEX

    assert INDEX is not None
    scope = Scope("", (), ("LSeries.notation",))
    assert expand_notations("LSeries ↗f s = LSeries ↗(g n) s", INDEX, scope) == \
        "LSeries (fun n' : ℕ ↦ (f n' : ℂ)) s = LSeries (fun n' : ℕ ↦ ((g n) n' : ℂ)) s"
    assert expand_notations("LSeries ↗f s", INDEX, scope) == \
        "LSeries (fun n : ℕ ↦ (f n : ℂ)) s"


def test_a_local_notation_lasts_until_the_end_of_its_section() -> None:
    from forminv_lean.formalise.context import LeanContext

    ctx = LeanContext.from_lines([
        "namespace spectrum", "section A", 'local notation "σ" => spectrum R', "end A",
        "section B", '@[inherit_doc] local notation "σ" =>\n  spectrum 𝕜', "variable (R)"])
    assert ctx.local_notations == ['local notation "σ" => spectrum 𝕜']
    # kept by `lines()`, which the pipeline stores and reads back
    assert LeanContext.from_lines(ctx.lines()).local_notations == ctx.local_notations


SECTIONS = ("spectrum.zero_mem_iff", "spectrum.isClosed")


@needs_index
def test_corpus_only_the_local_notation_in_effect_is_read() -> None:
    # Mathlib/Algebra/Algebra/Spectrum/Basic.lean declares `local notation "σ" => spectrum R`
    # in two sections and `… => spectrum 𝕜` in a third: one is in effect at each theorem
    assert "(0 : R) ∈ spectrum R a ↔ ¬IsUnit a" in rendered(SECTIONS, "spectrum.zero_mem_iff")
    assert "IsClosed (spectrum 𝕜 a)" in rendered(SECTIONS, "spectrum.isClosed")


@needs_index
def test_a_max_prefix_takes_a_subtype_or_a_coerced_group() -> None:
    # `scoped prefix:max "#" => Cardinal.mk` (Mathlib/SetTheory/Cardinal/Defs.lean): its
    # argument is a term at max, a `{ x : A // p }` subtype or `↥(…)` too
    from forminv_lean.formalise.resolve import Scope, Unresolved, expand_notations
    from tests.mathlib_corpus import INDEX

    assert INDEX is not None
    scope = Scope("", (), ("Cardinal",))
    assert expand_notations("#{ x : A // p x } ≤ #R", INDEX, scope) == \
        "(Cardinal.mk { x : A // p x }) ≤ (Cardinal.mk R)"
    assert expand_notations("#↥(s⁻¹) = #s", INDEX, scope) == \
        "(Cardinal.mk ↥(s⁻¹)) = (Cardinal.mk s)"
    with pytest.raises(Unresolved):
        expand_notations("#↥s.1 = 1", INDEX, scope)
