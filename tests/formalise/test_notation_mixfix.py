"""Binary `notation` commands read as the `infix` command they equal, and a postfix notation
above `max` on a parenthesised group.

Lean's `infixl:p op => f` is the macro for `notation:p lhs:p op rhs:(p+1) => f lhs rhs`
(`infixr`: `lhs:(p+1) … rhs:p`, `infix`: both `p+1`; lean4 src/Lean/Elab/Mixfix.lean), so
`scoped[ProbabilityTheory] notation:100 κ:101 " ∘ₘ " μ:100 => MeasureTheory.Measure.bind μ κ`
is parsed as an `infixr:100`, its constant taking the right operand first. Hand cases use
Mathlib v4.19.0's name index (skipped when absent).
"""

from __future__ import annotations

import pytest

from forminv_lean.formalise.infix import Infix, expand_infix
from forminv_lean.formalise.resolve import Scope, _mixfix, resolve_text
from tests.mathlib_corpus import INDEX, needs_index, render

BIND = Infix("∘ₘ", "MeasureTheory.Measure.bind", 100, "r", swap=True)


@pytest.mark.parametrize(("command", "read"), [
    ('scoped[ProbabilityTheory] notation:100 κ:101 " ∘ₘ " μ:100 => '
     'MeasureTheory.Measure.bind μ κ', ("∘ₘ", 100, "r", "MeasureTheory.Measure.bind", True)),
    ('notation:65 a:65 " ⊞ " b:66 => f a b', ("⊞", 65, "l", "f", False)),
    ('local notation:50 a:51 " ≺ " b:51 => r b a', ("≺", 50, "", "r", True)),
])
def test_a_binary_notation_at_infix_levels_is_that_infix(command: str, read: tuple) -> None:
    assert _mixfix(command) == read


@pytest.mark.parametrize("command", [
    'notation:100 κ:100 " ∘ₘ " μ:100 => bind μ κ',   # levels no infix command gives
    'notation:100 κ:101 " ∘ₘ " μ:100 => bind μ μ',   # not both operands, once each
    'notation:100 κ " ∘ₘ " μ => bind μ κ',           # operand levels not written
    'notation:100 κ:101 " ∘ₘ " μ:100 => bind (f μ) κ',
])
def test_other_binary_notations_are_not_read_as_infix(command: str) -> None:
    assert _mixfix(command) is None


@pytest.mark.parametrize(("text", "out"), [
    ("κ ∘ₘ μ = ν", "(MeasureTheory.Measure.bind μ κ) = ν"),
    ("η ∘ₘ κ ∘ₘ μ", "(MeasureTheory.Measure.bind (MeasureTheory.Measure.bind μ κ) η)"),  # infixr
    ("f x ∘ₘ (g ∘ₘ μ)", "(MeasureTheory.Measure.bind (MeasureTheory.Measure.bind μ g) (f x))"),
])
def test_swapped_operands_are_printed_in_the_constant_s_order(text: str, out: str) -> None:
    assert expand_infix(text, BIND, []) == out


@needs_index
def test_corpus_composition_of_a_measure_and_a_kernel_is_bind() -> None:
    formal, reason = render(
        "theorem foo {α β : Type*} [MeasurableSpace α] [MeasurableSpace β] "
        "(κ : ProbabilityTheory.Kernel α β) (μ : MeasureTheory.Measure α) (f : β → ℝ) "
        "(h : MeasureTheory.Integrable f (κ ∘ₘ μ)) : MeasureTheory.Integrable f (κ ∘ₘ μ)",
        "open ProbabilityTheory")
    assert formal is not None, reason
    assert "MeasureTheory.Integrable f (MeasureTheory.Measure.bind μ κ)" in formal
    formal, reason = render(   # not in effect: no reading of the token
        "theorem foo {α β : Type*} [MeasurableSpace α] [MeasurableSpace β] "
        "(κ : ProbabilityTheory.Kernel α β) (μ : MeasureTheory.Measure α) : κ ∘ₘ μ = κ ∘ₘ μ")
    assert formal is None and reason is not None


@needs_index
def test_corpus_postfix_on_a_group_takes_the_group() -> None:
    # `notation:9000 M₀ "⁰" => nonZeroDivisors M₀`; `R[X]⁰` is `(R[X])⁰`
    formal, reason = render("theorem foo {R : Type*} [CommRing R] (p : R[X]) (I : Ideal R) "
                            "(h : p ∈ R[X]⁰) : p ∈ R[X]⁰ ∧ I = I",
                            "open Polynomial", "open scoped nonZeroDivisors")
    assert formal is not None, reason
    assert "p ∈ (nonZeroDivisors (Polynomial R))" in formal
    assert INDEX is not None
    nzd = Scope("", (), ("nonZeroDivisors",))
    assert resolve_text("(Ideal R)⁰ = (Ideal R)⁰", INDEX, nzd, {"R"}) == \
        "(nonZeroDivisors (Ideal R)) = (nonZeroDivisors (Ideal R))"


# ----------------------------------------------------------------------------- 𝔼

_EXPECT = ("theorem foo {ι M : Type*} [AddCommMonoid M] [Module ℚ≥0 M] (s : Finset ι) "
           "(f g : ι → M) : 𝔼 i ∈ s, (f i + g i) = 𝔼 i ∈ s, f i + 𝔼 i ∈ s, g i")


@needs_index
def test_corpus_expect_is_the_big_operator_where_big_operators_are_open() -> None:
    # `scoped syntax "𝔼 " bigOpBinders … ", " term:67` (namespace BigOperators): the body at
    # 67, as `∑`'s, so `+` after it ends it
    formal, reason = render(_EXPECT, "open scoped BigOperators")
    assert formal is not None, reason
    assert formal.endswith("𝔼 i ∈ s, (f i + g i) = 𝔼 i ∈ s, f i + 𝔼 i ∈ s, g i")
    formal, reason = render(_EXPECT)   # not in effect: `𝔼` is no name here
    assert formal is None and reason is not None and "𝔼" in reason


@needs_index
def test_a_postfix_command_at_max_is_read_as_the_postfix_notation() -> None:
    # `local postfix:max "⋆" => star` (Mathlib/Algebra/Star/Pointwise.lean): `postfix:p op =>
    # f` is `notation:p arg:p op => f arg`, so `f s⋆` is `f (s⋆)`
    assert INDEX is not None
    star = Scope("Set", (), (), "Mathlib.Algebra.Star.Pointwise")
    assert resolve_text("a⋆ ∈ s⋆ ↔ a ∈ (s ∩ t)⋆", INDEX, star, {"a", "s", "t"}) == \
        "(star a) ∈ (star s) ↔ a ∈ (star (s ∩ t))"
