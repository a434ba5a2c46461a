"""`∀ (i) (_ : p i), …` and `⋂ (i) (_ : p i), s i`: a binder without a type, then an anonymous
hypothesis binder, as Mathlib writes them; the bounded big operators are Lean's own binder
predicates (`⋂ i ∈ t, s i` is `⋂ i, ⋂ (_ : i ∈ t), s i`)."""

import pytest

from forminv_lean.formal import decide, to_lean
from forminv_lean.formal.errors import UnsupportedError


def test_a_predicate_variable_applied_is_a_hypothesis() -> None:
    text = "∀ {ι : Type*} (p q : ι → Prop), ∀ (i) (_ : p i), q i"
    assert to_lean(text) == "∀ {ι : Type*} (p q : ι → Prop) (i : ι), p i → q i"


def test_a_relation_hypothesis_after_an_untyped_binder() -> None:
    text = "∀ {ι : Type*} (x y : ι → ℕ) (i : ι), ∀ (j) (_ : j ≠ i), x j ≤ y j"
    assert to_lean(text) == "∀ {ι : Type*} (x y : ι → ℕ) (i j : ι), j ≠ i → x j ≤ y j"


@pytest.mark.parametrize("op", ["⋂", "⋃"])
def test_a_guarded_union_is_the_bounded_one(op: str) -> None:
    guarded = f"{op} (i) (_ : i ∈ t), s i"
    bounded = f"{op} i ∈ t, s i"
    text = f"∀ {{ι α : Type*}} (s : ι → Set α) (t : Set ι), ({guarded}) = {bounded}"
    assert decide(text).verdict == "proved"


def test_a_guarded_supremum_is_the_bounded_one() -> None:
    text = "∀ {ι : Type*} (f : ι → ℝ) (t : Set ι), (⨆ (i) (_ : i ∈ t), f i) = ⨆ i ∈ t, f i"
    assert decide(text).verdict == "proved"


def test_a_second_index_is_not_read_as_a_hypothesis() -> None:
    # `⨆ (i) (_ : κ i), f i` ranges over the elements of the type `κ i`: not a guard
    with pytest.raises(UnsupportedError):
        to_lean("∀ {ι : Type*} {κ : ι → Type*} (f : ι → ℝ), (⨆ (i) (_ : κ i), f i) = 0")


def test_an_untyped_fun_binder_ascribed_in_its_body_takes_the_slot_type() -> None:
    # Lean fixes `n : ℕ` from `f` before the body and `(n : ℝ)` coerces it; reading the
    # ascription as the binder's type would make `n` a real number (refused until round 23,
    # when `atTop`'s open `Filter ?α` stopped blocking the domain `f` gives)
    assert "fun (n : ℕ) => (↑n : ℝ)" in to_lean(
        "∀ (f : ℕ → ℝ), Asymptotics.IsBigO Filter.atTop f (fun n => (n : ℝ))")
    assert "fun (n : ℕ) => (↑n : ℝ)" in to_lean(
        "∀ (f : ℕ → ℝ), Asymptotics.IsBigO Filter.atTop f (fun (n : ℕ) => (n : ℝ))")


@pytest.mark.parametrize("hyp", ["x ∈ S.ofUnits", "S.ofUnits ⊆ S.ofUnits", "S.ofUnits ⊂ S.ofUnits"])
def test_a_membership_binder_is_a_hypothesis_whatever_the_collection(hyp: str) -> None:
    """`(h : x ∈ S.ofUnits)` with `S.ofUnits` of a type not known here: `∈`, `⊆` and `⊂` are
    Lean core's `Membership.mem : γ → α → Prop` and `HasSubset.Subset : α → α → Prop`
    (Init/Prelude.lean, Init/Core.lean), propositions whatever the collection is, so the
    binder is a hypothesis, not a value of an unknown type."""
    text = f"∀ {{M : Type*}} [Monoid M] (S : Subgroup (Units M)) (x : M) (h : {hyp}), True"
    assert "→ True" in to_lean(text)
