"""Round 19: which `variable`s Lean includes, two more cases decided as Lean decides them.

1. `{mδ : MeasurableSpace δ}` resolved for a predicate's argument that is a binder applied to
   plain names (`Measurable (f i)` with `f : ι → δ → α`: the argument's type is the rest of the
   arrows, `δ → α`), or for `fun x => … f i x …` (the `fun`'s domain is the arrow `x` fills).
2. `[SetLike S B]` with `S` used and `B` not: a membership `x ∈ s` with `s : S` poses
   `Membership ?α S`, which only `SetLike.instMembership` and the last `SetLike S _` in scope
   answer, so that binder and `B` are included.

Each against Mathlib v4.19.0's own theorems (`tests/mathlib_corpus.py`) and small headers;
the cases Lean could decide otherwise stay refused.
"""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tests.mathlib_corpus import assert_rendering_shows, needs_index, render, require, rows_named

pytestmark = needs_index

MEASURABLE = {
    # Mathlib/MeasureTheory/Constructions/BorelSpace/Order.lean: `variable … {mδ :
    # MeasurableSpace δ}`; `Measurable (f i)` and `fun b ↦ ⨆ i, f i b` with `f : ι → δ → α`
    "Measurable.iSup": "(mδ : MeasurableSpace δ)",
    "Measurable.liminf": "(mδ : MeasurableSpace δ)",
    # `∀ n, Measurable (g n)` with `g : ι → α → β` resolves both spaces
    "exists_measurable_piecewise": "(mβ : MeasurableSpace β)",
    "Finset.measurable_prod": "(m : MeasurableSpace α)",
    # Mathlib/MeasureTheory/MeasurableSpace/Constructions.lean: `variable {m : MeasurableSpace
    # α} {mβ : MeasurableSpace β} {mγ : MeasurableSpace γ}`; a product space's instance is
    # `Prod.instMeasurableSpace` of its factors' (`Measurable f`, `f : α → β × γ`)
    "Measurable.fst": "(mγ : MeasurableSpace γ)",
    "measurableSet_swap_iff": "(mβ : MeasurableSpace β)",
    "measurable_swap": "(mβ : MeasurableSpace β)",
    # `s : Set (α ⊕ β)`: `Sum.instMeasurableSpace` of the summands' (Constructions.lean:741)
    "measurableSet_sum_iff": "(mβ : MeasurableSpace β)",
}



@pytest.fixture(scope="module")
def corpus() -> dict[str, dict[str, object]]:
    require()
    return rows_named(MEASURABLE)


@pytest.mark.parametrize("name", sorted(MEASURABLE))
def test_measurable_spaces_of_applied_binders_are_included(
        corpus: dict[str, dict[str, object]], name: str) -> None:
    assert_rendering_shows(corpus, name, MEASURABLE[name])


MS = "unsupported: variable {{{} : MeasurableSpace {}}} is an instance Lean may include"


def test_an_applied_binder_gives_the_rest_of_its_arrows() -> None:
    formal, reason = render("theorem foo {f : ι → δ → α} (hf : ∀ i, Measurable (f i)) : True",
                            "variable {α δ ι : Type*} [MeasurableSpace α] {mδ : MeasurableSpace δ}")
    assert formal is not None and "(mδ : MeasurableSpace δ)" in formal, reason
    # applied to all its arrows, `f i d` is no function: its type says nothing of `δ`
    formal, reason = render("theorem foo {f : ι → δ → α → α} (hf : ∀ i d, Measurable (f i d)) : "
                            "True", "variable {α δ ι : Type*} [MeasurableSpace α] "
                            "{mδ : MeasurableSpace δ}")
    assert (formal, reason) == (None, MS.format("mδ", "δ"))


def test_a_dependent_arrow_is_not_read() -> None:
    formal, reason = render("theorem foo {f : (i : ι) → δ → α} (hf : ∀ i, Measurable (f i)) : "
                            "True", "variable {α δ ι : Type*} [MeasurableSpace α] "
                            "{mδ : MeasurableSpace δ}")
    assert (formal, reason) == (None, MS.format("mδ", "δ"))


def test_a_fun_rebinding_its_variable_is_not_read() -> None:
    formal, reason = render("theorem foo {f : ι → δ → δ} : Measurable fun b => ⨆ b, f i b",
                            "variable {δ ι : Type*} [SupSet δ] {i : ι} {mδ : MeasurableSpace δ}")
    assert (formal, reason) == (None, MS.format("mδ", "δ"))


def test_a_product_space_includes_its_factors_spaces() -> None:
    formal, reason = render("theorem foo {f : α → β × γ} (hf : Measurable f) : True",
                            "variable {α β γ : Type*} [MeasurableSpace α] "
                            "{mβ : MeasurableSpace β} [MeasurableSpace γ]")
    assert formal is not None and "(mβ : MeasurableSpace β)" in formal, reason
    # an earlier `[MeasureSpace β]` could give the product's space through the global
    # instances tried before the product's own (`volume` on `β × γ`): not decided
    formal, reason = render("theorem foo {f : α → β × γ} (hf : Measurable f) : True",
                            "variable {α β γ : Type*} [MeasureTheory.MeasureSpace β] "
                            "[MeasurableSpace α] {mβ : MeasurableSpace β} [MeasurableSpace γ]")
    assert (formal, reason) == (None, MS.format("mβ", "β"))


def test_each_plain_side_of_a_function_type_is_a_goal() -> None:
    """`Measurable f` with `f : α × β → γ` asks `[MeasurableSpace γ]` of the codomain itself
    (and the domain's through the product); a bundled map's arrow `α →ₛ β` is no function
    type, and the codomain `β → γ` of `α → β → γ` is a pi space, no goal on a variable."""
    from forminv_lean.formalise.class_variables import _product_spaces, _spaces

    assert _spaces("fun", "α × β → γ") == ("γ",)
    assert _product_spaces("fun", "α × β → γ") == ("α", "β")
    assert _spaces("fun", "α → β → γ") == ("α",)
    assert _spaces("dom", "α →ₛ β") == () and _spaces("fun", "M →ₗ[R] N") == ()
    assert _product_spaces("set", "Set (α ⊕ β)") == ("α", "β")
    formal, reason = render("theorem foo {f : α × β → γ} (hf : Measurable f) : True",
                            "variable {α β γ : Type*} [MeasurableSpace α] [MeasurableSpace β] "
                            "{mγ : MeasurableSpace γ}")
    assert formal is not None and "(mγ : MeasurableSpace γ)" in formal, reason


@settings(max_examples=40, deadline=None)
@given(st.integers(min_value=2, max_value=5), st.data())
def test_the_fun_domain_is_the_arrow_its_variable_fills(n: int, data: st.DataObject) -> None:
    """`fun x => f a₁ … x …` with `f : T₀ → … → Tₙ`: `x` at position k has type `Tₖ` (k < n);
    at position n or beyond there is no arrow for it, and nothing is read."""
    from forminv_lean.formalise.class_variables import _lambda_domain

    arrows = [f"T{i}" for i in range(n + 1)]
    k = data.draw(st.integers(min_value=0, max_value=n), label="position")
    args = [f"a{i}" for i in range(k)] + ["x"]
    types: dict[str, str | None] = {"f": " → ".join(arrows)}
    got = _lambda_domain(f" fun x => f {' '.join(args)}", types)
    assert got == (arrows[k] if k < n else None)
    # a second use at another position of another arrow: two domains, not decided
    j = data.draw(st.integers(min_value=0, max_value=n - 1), label="other")
    other = " ".join([f"b{i}" for i in range(j)] + ["x"])
    both = _lambda_domain(f" fun x => f {' '.join(args)} = f {other}", types)
    assert both == (arrows[k] if k < n and k == j else None)


def included(header: str, *context: str) -> list[str]:
    """The `variable` binders Lean includes for `header` in `context` (`render._from_context`
    with the scope's tests, as rendering runs it), each as its piece's text; raises the
    refusal. Read before the checker, which does not yet read a membership in a `SetLike`
    variable type (it refuses `x ∈ s` with `s : S`: "expected a set")."""
    from forminv_lean.extract.lean_decl import parse_decl
    from forminv_lean.formalise import LeanContext
    from forminv_lean.formalise.name_index import load_index
    from forminv_lean.formalise.render import (
        _from_context,
        _notation_expander,
        _pieces,
        _scope_tests,
    )

    decl, ctx, index = parse_decl(header), LeanContext.from_lines(list(context)), load_index()
    expand = _notation_expander(decl, ctx, index, None)
    own = _pieces(decl.binders, "", set(), qualify=False, expand=expand, others=ctx.variables)
    return [" ".join([*p.names, ":", p.text]) if p.names else p.text
            for p in _from_context(decl, own, ctx, "", qualify=False, expand=expand,
                                   strict=True, **_scope_tests(decl, ctx, index, None))]


def test_a_membership_includes_the_last_set_like_binder() -> None:
    assert included("theorem foo {x : M} (h : x ∈ s) : x ∈ s",
                    "variable {S M : Type*} [SetLike S M] (s : S)") \
        == ["S M : Type*", "SetLike S M", "s : S"]
    # in the statement only, and through a binder predicate
    assert "SetLike S M" in included("theorem foo : ∀ x ∈ s, x = x",
                                     "variable {S M : Type*} [SetLike S M] (s : S)")
    # `x ∈ ℳ i` with `ℳ : ι → σ`: the family's value is of type `σ`
    assert "SetLike σ M" in included("theorem foo {x : M} (i : ι) : x ∈ ℳ i ↔ x ∈ ℳ i",
                                     "variable {ι σ M : Type*} [SetLike σ M] (ℳ : ι → σ)")


def _refusal(header: str, *context: str) -> str:
    from forminv_lean.formalise.render import _Unsupported

    try:
        included(header, *context)
    except _Unsupported as exc:
        return exc.symbol
    return "included"


def test_a_later_set_like_binder_on_the_same_type_is_found_first() -> None:
    # `[SetLike S G]` is the later local instance: `x ∈ s` means it, and every goal
    # `SetLike S ?` it answers first, so the earlier binder is left out with `M`
    # (`variables.shadowed_binders`)
    later = included("theorem foo {x : G} : x ∈ s ↔ x ∈ s",
                     "variable {S M G : Type*} [SetLike S M] (s : S)", "variable [SetLike S G]")
    assert "SetLike S G" in later and "SetLike S M" not in later, later
    # a header's own `[SetLike S G]` is later than every `variable`
    for context in (["variable {S M G : Type*} [SetLike S M] (s : S)", "variable [SetLike S G]"],
                    ["variable {S M G : Type*} [SetLike S M] (s : S)"]):
        own = included("theorem foo [SetLike S G] {x : G} : x ∈ s", *context)
        assert "SetLike S M" not in own, own


def test_without_a_membership_the_binder_stays_undecided() -> None:
    # `s = s` poses no class problem on `S`, but nothing here proves that no constant would:
    # the refusal stays
    assert _refusal("theorem foo : s = s", "variable {S M : Type*} [SetLike S M] (s : S)") \
        == "variable [SetLike S M] links a used variable to an unused one"


def test_a_sum_over_a_finset_is_no_membership() -> None:
    # `∑ i ∈ t, …` is `Finset.sum t`: no `Membership ? S` is posed by it
    assert _refusal("theorem foo (f : S → ℕ) {t : Finset S} : ∑ i ∈ t, f i = ∑ i ∈ t, f i",
                    "variable {S M : Type*} [SetLike S M]") \
        == "variable [SetLike S M] links a used variable to an unused one"


def test_a_shadowed_type_is_not_read() -> None:
    # the later `variable {S : Type*}` is another `S`: the binder is about the first one
    assert "SetLike S M" not in included("theorem foo {x : M} (s : S) : x ∈ s",
                                         "variable {S M : Type*} [SetLike S M]",
                                         "variable {S : Type*}")
