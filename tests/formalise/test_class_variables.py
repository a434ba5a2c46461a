"""`variable {m : MeasurableSpace α}` included where a predicate or function of the header takes
`[MeasurableSpace X]` by instance resolution (`class_variables.INSTANCE_PREDICATES`): which of
its argument's spaces it resolves (`StronglyMeasurable f`: the domain; `AEMeasurable f μ`: the
codomain, the domain's space coming from `μ`; `Measure.map f μ` and `μ.map f`: both), each
read at Mathlib v4.19.0. A space the header does not certainly resolve keeps the refusal."""

from __future__ import annotations

import pytest

from tests.mathlib_corpus import needs_index, render

pytestmark = needs_index

REFUSED = "unsupported: variable {{{} : MeasurableSpace {}}} is an instance Lean may include"
MT = "namespace MeasureTheory"


def test_strongly_measurable_resolves_its_domain_space_only() -> None:
    formal, reason = render("theorem MeasureTheory.foo (f : α → ℝ) : StronglyMeasurable f → f = f",
                            MT, "variable {α : Type*} {m : MeasurableSpace α}")
    assert formal == ("∀ {α : Type*} (m : MeasurableSpace α) (f : α → ℝ), "
                      "MeasureTheory.StronglyMeasurable f → f = f"), reason
    # the codomain `β` is a topological space there: `{mβ}` is not needed by it
    formal, reason = render("theorem MeasureTheory.foo [TopologicalSpace β] (f : ℕ → β) : "
                            "StronglyMeasurable f → f = f",
                            MT, "variable {β : Type*} {mβ : MeasurableSpace β}")
    assert (formal, reason) == (None, REFUSED.format("mβ", "β"))


def test_ae_measurable_resolves_its_codomain_space_only() -> None:
    context = (MT, "variable {α β : Type*} {mα : MeasurableSpace α} {mβ : MeasurableSpace β}")
    formal, reason = render("theorem MeasureTheory.foo (μ : Measure α) (f : α → β) : "
                            "AEMeasurable f μ → f = f", *context)
    assert formal is not None and "(mα : MeasurableSpace α) (mβ : MeasurableSpace β)" in formal, \
        reason
    # the domain's space is `μ`'s (an implicit argument unified from it), not resolved: with no
    # measure on `α` written, nothing says `mα` is used
    formal, reason = render("theorem MeasureTheory.foo (f : α → ℕ) : AEMeasurable f → f = f",
                            MT, "variable {α : Type*} {mα : MeasurableSpace α}")
    assert (formal, reason) == (None, REFUSED.format("mα", "α"))


@pytest.mark.parametrize("image", ["Measure.map f μ", "μ.map f"])
def test_the_image_measure_resolves_both_spaces(image: str) -> None:
    formal, reason = render(f"theorem MeasureTheory.foo (μ : Measure α) (f : α → β) : "
                            f"{image} = {image}",
                            MT, "variable {α β : Type*} {mα : MeasurableSpace α} "
                            "{mβ : MeasurableSpace β}")
    assert formal is not None and "(mβ : MeasurableSpace β)" in formal, reason


def test_a_later_instance_is_the_one_found() -> None:
    # `[MeasurableSpace α]` after `{m}` is tried first: `StronglyMeasurable f` means its
    # space, and `m` is not included
    formal, reason = render("theorem MeasureTheory.foo (f : α → ℝ) : StronglyMeasurable f → f = f",
                            MT, "variable {α : Type*} {m : MeasurableSpace α}",
                            "variable [MeasurableSpace α]")
    assert formal == ("∀ {α : Type*} [MeasurableSpace α] (f : α → ℝ), "
                      "MeasureTheory.StronglyMeasurable f → f = f"), reason


def test_kernel_constructors_taking_the_space_resolve_it() -> None:
    """`Kernel.const α μ`, `Kernel.swap α β`: the spaces are explicit arguments whose
    `[MeasurableSpace α]` is resolved (Probability/Kernel/Basic.lean at v4.19.0)."""
    from forminv_lean.formalise.class_variables import needs_instance

    names = {"const": ["ProbabilityTheory.Kernel.const"], "swap": ["ProbabilityTheory.Kernel.swap"]}

    def resolve(tok: str) -> list[str]:
        return names.get(tok, [])

    assert needs_instance("MeasurableSpace", "α", ["const α μ a"], resolve)
    assert not needs_instance("MeasurableSpace", "β", ["const α μ a"], resolve)
    assert needs_instance("MeasurableSpace", "β", ["swap α β ab"], resolve)
    formal, reason = render("theorem ProbabilityTheory.Kernel.foo {μ : Measure β} {s : Set β} "
                            "{E : Type*} [NormedAddCommGroup E] [NormedSpace ℝ E] (f : β → E) (a : α) : "
                            "∫ x in s, f x ∂const α μ a = ∫ x in s, f x ∂μ",
                            "namespace ProbabilityTheory", "namespace Kernel",
                            "open MeasureTheory",
                            "variable {α β : Type*} {mα : MeasurableSpace α} "
                            "{mβ : MeasurableSpace β}")
    assert formal is not None and "(mα : MeasurableSpace α)" in formal, reason


def test_the_measure_of_an_ae_quantifier_is_a_use_of_it() -> None:
    """`∀ᵐ a ∂μ, p a` binds `a`, not `μ` (`resolve.local_names`): the variable `μ` is used, so
    included, and with it the space its type `Measure α` resolved."""
    formal, reason = render("theorem MeasureTheory.foo (h : ∀ᵐ a ∂μ, f a ≤ 1) : ∀ᵐ a ∂μ, f a ≤ 1",
                            "variable {α : Type*} {m : MeasurableSpace α} {μ : Measure α}",
                            MT, "variable {f : α → ℝ}")
    assert formal == ("∀ {α : Type*} (m : MeasurableSpace α) (μ : MeasureTheory.Measure α) "
                      "(f : α → ℝ), (∀ᵐ a ∂μ, f a ≤ 1) → ∀ᵐ a ∂μ, f a ≤ 1"), reason


@pytest.mark.parametrize("statement,included", [
    # the body applies `f : α → ℝ` to the bound `x`: elaboration fixes `x : α`
    ("Measurable f → Measurable fun x => Real.exp (f x)", True),
    ("Measurable f → Measurable (fun x ↦ f x + 1)", True),
    ("Measurable fun x : α => (1 : ℝ)", True),
    # nothing in the body fixes the domain to `α` by a binder of the header (`g` is bound by
    # the statement, its domain a product)
    ("f = f ∧ Measurable fun x => (1 : ℝ)", False),
    ("f = f ∧ ∀ g : α × α → ℝ, Measurable fun x => g x", False),
])
def test_a_lambda_s_domain_is_read_from_its_body(statement: str, included: bool) -> None:
    formal, reason = render(f"theorem foo (f : α → ℝ) : {statement}",
                            "variable {α : Type*} {m : MeasurableSpace α}")
    if included:
        assert formal is not None and "(m : MeasurableSpace α)" in formal, reason
    else:
        assert (formal, reason) == (None, REFUSED.format("m", "α"))


def test_lambda_domain_reading() -> None:
    from forminv_lean.formalise.class_variables import _lambda_domain

    types: dict[str, str | None] = {"f": "α → ℝ", "g": "β → ℝ", "F": "ℕ → α → ℝ", "n": "ℕ"}
    assert _lambda_domain(" fun x => Real.cos (f x)", types) == "α"
    assert _lambda_domain(" (fun y : γ => 1)", types) == "γ"
    assert _lambda_domain(" fun x => f x + g x", types) is None       # two domains
    # `F n x`: `x` fills `F`'s second arrow (`n x` is no application: `n` is `F`'s argument)
    assert _lambda_domain(" fun x => F n x", types) == "α"
    assert _lambda_domain(" fun x => f x.1", types) is None           # `f` applied to `x.1`
    # the body ends where its brackets close: the `x` after it is another one
    assert _lambda_domain(" (fun x => 1) ∧ ∀ x, f x = 0", types) is None


def test_a_vector_measure_takes_its_space() -> None:
    """`structure VectorMeasure (α : Type*) [MeasurableSpace α] (M : Type*) …` (v4.19.0,
    VectorMeasure/Basic.lean:57): `{v : VectorMeasure α M}` after `{m}` is `@VectorMeasure α m M`."""
    formal, reason = render("theorem MeasureTheory.VectorMeasure.foo : v ≤ w ↔ ∀ i, v i ≤ w i",
                            "namespace MeasureTheory", "variable {α β : Type*} {m : MeasurableSpace α}",
                            "namespace VectorMeasure", "variable {M : Type*} [TopologicalSpace M] "
                            "[AddCommMonoid M] [PartialOrder M] {v w : VectorMeasure α M}")
    assert formal is not None and formal.startswith("∀ {α : Type*} (m : MeasurableSpace α)"), \
        reason
