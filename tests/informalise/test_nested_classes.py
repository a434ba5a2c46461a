"""A class written inside a nested `∀` (`… → ∀ [IsDomain K] (p : ℕ), …`) on a name an outer
quantifier binds is a hypothesis of the theorem. The realiser had said nothing of it ("for every
natural number p, …"), a sentence claiming more than the theorem. It is now said on the first
item of its quantifier ("for every natural number p such that `IsDomain K` …"); with no item to
say it on, the sentence is refused (the theorem then takes its docstring or no wording)."""

from __future__ import annotations

import pytest

from forminv_lean.informalise import realise

REFUSED = [
    "∀ {K : Type*} [CommRing K] (μ : K), μ = μ → ∀ [IsDomain K], μ * μ = μ * μ",
]


def test_a_class_on_an_outer_name_is_said_on_the_next_item() -> None:
    s = realise("∀ (n : ℕ) {K : Type*} [CommRing K] (μ : K), IsPrimitiveRoot μ n → "
                "∀ [IsDomain K] [CharZero K] (p : ℕ), ¬p ∣ n → p = p")
    # (in words since round 19: "such that both K is domain and K is char zero")
    assert "K is domain" in s and "K is char zero" in s, s


@pytest.mark.parametrize("formal", REFUSED)
def test_a_class_on_an_outer_name_is_never_left_unsaid(formal: str) -> None:
    with pytest.raises(ValueError, match="outer quantifier"):
        realise(formal)


def test_the_same_class_in_the_binder_list_of_its_name_is_said() -> None:
    s = realise("∀ {K : Type*} [CommRing K] [IsDomain K] (μ : K), μ * μ = μ * μ")
    assert "domain" in s
