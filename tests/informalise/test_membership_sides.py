"""`a ∈ s` words `a` at the element type of `s`, never at `s`'s own type.

`Set.univ ∈ 𝒜` with `𝒜 : Set (Set α)` is the whole of α, a member of 𝒜; the realiser had said
"the set of all subsets of α" (`Set.univ : Set (Set α)`), a sentence about another set, which
only the reader's failure kept out of the benchmark. Each sentence here must read back to its
formula exactly."""

from __future__ import annotations

import pytest

from forminv_lean.informalise import question
from forminv_lean.informalise.reader import read, same_formula

CASES = [
    # (formula, words the sentence must say, words it must not)
    ("∀ (𝒜 : Set (Set ℕ)), Set.univ ∈ 𝒜 → ∅ ∈ 𝒜", "the set of all natural numbers belongs",
     "subsets"),
    ("∀ {α : Type*} (𝒜 : Set (Set α)), Set.univ ∈ 𝒜 → Set.univ ∈ 𝒜", "α belongs to 𝒜",
     "subsets of α belongs"),
    ("∀ (x : ℕ), x ∈ Set.univ", "belongs to the set of all natural numbers", "subsets"),
    ("∀ (x : ℤ), x ∉ (∅ : Set ℤ)", "does not belong to the empty set", "subsets"),
]


@pytest.mark.parametrize(("formal", "said", "unsaid"), CASES, ids=[c[0] for c in CASES])
def test_a_member_is_worded_at_the_element_type(formal: str, said: str, unsaid: str) -> None:
    q = question(formal)
    assert said in q and unsaid not in q, q
    assert same_formula(read(q).formal, formal), q
