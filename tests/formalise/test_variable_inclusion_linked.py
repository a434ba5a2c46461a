"""Local instances Lean includes because elaborating the header resolved through them, beyond
the torsors: `[RingHomInvPair σ σ']` under a semilinear equivalence over `σ`
(`variable_inclusion.inv_pair_needed`) and `{module_M : Module R M}` under `Submodule R M` or
`M →ₗ[R] N` (`class_variables.needs_module`); anything not certain keeps the refusal."""

from __future__ import annotations

import pytest

from forminv_lean.extract.lean_decl import Binder
from forminv_lean.formalise.class_variables import needs_module, only_module_provider
from forminv_lean.formalise.variable_inclusion import inv_pair_needed
from tests.mathlib_corpus import needs_index, render

_NAMES = {"RingHomInvPair": ["RingHomInvPair"], "LinearEquiv": ["LinearEquiv"],
          "ContinuousLinearEquiv": ["ContinuousLinearEquiv"], "LinearMap": ["LinearMap"],
          "RingHomIsometric": ["RingHomIsometric"], "Submodule": ["Submodule"],
          "Module": ["Module"], "Algebra": ["Algebra"], "AddCommMonoid": ["AddCommMonoid"]}


def _resolve(name: str) -> list[str]:
    return _NAMES.get(name, [])


PAIR = Binder("instance", (), "RingHomInvPair σ σ'")


@pytest.mark.parametrize("text,rivals,needed", [
    ("(e : M ≃ₛₗ[σ] M₂)", ["RingHomInvPair σ' σ"], True),   # the reverse pair is no rival
    ("(e : E ≃SL[σ] F)", ["RingHomIsometric σ"], True),     # nor another class on `σ`
    ("(e : E ≃ₛₗᵢ[σ] F)", [], True),
    ("(e : ContinuousLinearEquiv σ E F)", [], True),
    ("(e : @LinearEquiv R S _ _ σ σ' _ _ M M₂)", [], False),  # explicit mode: not read
    ("(f : M →ₛₗ[σ] M₂)", [], False),     # a semilinear map asks no inverse
    ("(e : M ≃ₛₗ[τ] M₂)", [], False),     # over another map
    ("(e : M ≃ₛₗ[σ] M₂)", ["RingHomInvPair σ τ"], False),   # a second inverse of `σ`
    ("(e : M ≃ₛₗ[σ] M₂)", ["∀ i, RingHomInvPair σ (τ i)"], False),   # not read: a rival
])
def test_which_texts_use_the_inverse_pair(text: str, rivals: list[str], needed: bool) -> None:
    assert inv_pair_needed(PAIR, [text], rivals, _resolve, set()) is needed


def test_a_header_binding_sigma_again_is_not_decided() -> None:
    assert not inv_pair_needed(PAIR, ["(e : M ≃ₛₗ[σ] M₂)"], [], _resolve, {"σ"})


@pytest.mark.parametrize("text,needed", [
    ("(p : Submodule R M)", True),
    ("(f : M →ₗ[R] N)", True),
    ("(f : N →ₗ[R] M)", True),
    ("(e : M ≃ₗ[R] N)", True),
    ("(p : Submodule S M)", False),       # over another ring
    ("(f : N →ₗ[R] P)", False),
    ("(x : M)", False),
])
def test_which_texts_take_the_module(text: str, needed: bool) -> None:
    assert needs_module("R", "M", [text], _resolve) is needed


@pytest.mark.parametrize("rival,alone", [
    ("AddCommMonoid M", True),     # resolution never tries it for `Module R M`
    ("Algebra R M", True),         # tried through a global instance, after the local ones
    ("Module R M", False),         # a later local `Module` is tried first
    ("Module S M", False),         # counted, though it would not unify
    ("∀ i, Module R (M i)", False),
    ("Module R N", True),
])
def test_which_binders_compete_for_the_module(rival: str, alone: bool) -> None:
    assert only_module_provider("M", [rival], _resolve) is alone


SUBMODULE = ("variable {R M : Type*} [Semiring R] [AddCommMonoid M]",
             "variable {module_M : Module R M}", "variable {p q : Submodule R M}")


@needs_index
def test_a_module_a_later_binder_needs_is_included() -> None:
    formal, reason = render("theorem t (r : R) (x : M) (h : x ∈ p) : r • x ∈ p", *SUBMODULE)
    assert formal == ("∀ {R M : Type*} [Semiring R] [AddCommMonoid M] (module_M : Module R M) "
                      "(p : Submodule R M) (r : R) (x : M), x ∈ p → r • x ∈ p"), reason
    formal, reason = render("theorem t (f : M →ₗ[R] M) (x : M) : f x = f x", *SUBMODULE[:2])
    assert formal is not None and "(module_M : Module R M)" in formal, reason


@needs_index
@pytest.mark.parametrize("header,context", [
    # nothing in the header asks for `Module R M`, though `R` is known: elaboration alone
    # could tell (with `R` unused, `[Semiring R]` cannot make it known: the module is out,
    # `test_a_module_on_a_ring_nothing_names_is_left_out`)
    ("theorem t (r : R) (x : M) : x = x", SUBMODULE),
    # a later `[Module R M]` is found first
    ("theorem t (r : R) (x : M) (h : x ∈ p) : r • x ∈ p", SUBMODULE + ("variable [Module R M]",)),
])
def test_a_module_not_certainly_used_keeps_the_refusal(header: str,
                                                       context: tuple[str, ...]) -> None:
    formal, reason = render(header, *context)
    assert formal is None and "Lean may include" in (reason or "")


@needs_index
def test_a_module_on_a_ring_nothing_names_is_left_out() -> None:
    """`{module_M : Module R M}` with only `M` in the header: resolution uses it only for a goal
    `Module R M` naming `R`, and nothing can name `R` (its one other binder, `[Semiring R]`, is
    on a carrier class: `outparams.CARRIER_CLASSES`), so Lean leaves it and `R` out."""
    formal, reason = render("theorem t (x : M) : x = x", *SUBMODULE)
    assert formal == "∀ {M : Type*} [AddCommMonoid M] (x : M), x = x", reason


@needs_index
def test_a_semilinear_equivalence_includes_its_inverse_pair() -> None:
    """`M ≃ₛₗ[σ] M₂` resolves `RingHomInvPair σ ?σ'` in the file's binder: the refusal that
    follows is the language's (semilinear maps), no longer the inclusion's."""
    ctx = ("variable {R S M M₂ : Type*} [Semiring R] [Semiring S] [AddCommMonoid M] "
           "[AddCommMonoid M₂] [Module R M] [Module S M₂]",
           "variable {σ : R →+* S} {σ' : S →+* R} [RingHomInvPair σ σ'] [RingHomInvPair σ' σ]")
    _, reason = render("theorem t (e : M ≃ₛₗ[σ] M₂) (x : M) : e.symm (e x) = x", *ctx)
    assert "links a used variable" not in (reason or "")
    _, reason = render("theorem t (f : M →ₛₗ[σ] M₂) (x : M) : f x = f x", *ctx)
    assert "links a used variable" in (reason or "")


@needs_index
@pytest.mark.parametrize("header,context,binder", [
    # a predicate's argument an ascription: `MeasurableSet [MeasurableSpace α] (s : Set α)`
    ("theorem MeasurableSet.univ : MeasurableSet (univ : Set α)",
     ("open Set", "variable {α : Type*} {m : MeasurableSpace α}"), "(m : MeasurableSpace α)"),
    # a later instance of another class on `α` is not tried for `MeasurableSpace α`
    ("lemma ProbabilityTheory.Kernel.foo (κ η : Kernel α γ) : κ = η",
     ("namespace ProbabilityTheory", "namespace Kernel",
      "variable {α γ : Type*} {mα : MeasurableSpace α} {mγ : MeasurableSpace γ}",
      "variable [hαγ : MeasurableSpace.CountableOrCountablyGenerated α γ]"),
     "(mα : MeasurableSpace α)"),
])
def test_a_measurable_space_the_header_resolves_to_is_included(
        header: str, context: tuple[str, ...], binder: str) -> None:
    formal, reason = render(header, *context)
    assert formal is not None and binder in formal, reason


@needs_index
@pytest.mark.parametrize("rival", ["[MeasurableSpace α]", "[MeasureSpace α]",
                                   "{m' : MeasurableSpace α}"])
def test_a_later_binder_that_may_give_the_space_keeps_the_refusal(rival: str) -> None:
    formal, reason = render("theorem MeasureTheory.foo (μ : Measure α) : μ = μ",
                            "namespace MeasureTheory",
                            f"variable {{α : Type*}} {{m : MeasurableSpace α}} {rival}")
    assert formal is None or "(m : MeasurableSpace α)" not in formal, (formal, reason)
