"""Round 14: canonicals the reader did not read back (the realiser's wording was right).

"x is prime" of an element that is not a natural number (Mathlib's `Prime`), a class with
other arguments written whole before its variable ("every `VSub α β` β"), and script
letters as variable names (a filtration ℱ). Each is a realised canonical read back as the
rendering it was made from.
"""

from __future__ import annotations

import pytest

from forminv_lean.formal import parse
from forminv_lean.informalise import question
from forminv_lean.informalise.reader import ReadError, read, same_formula, spellings


def _round_trip(formal: str) -> None:
    q = question(parse(formal))
    assert same_formula(read(q, names=spellings(formal)).formal, formal), q


@pytest.mark.parametrize("formal", [
    # Mathlib's `Prime` of an element of a monoid, and of a cast to ℤ
    "∀ {M : Type*} [CommMonoidWithZero M] (p : M), Prime p → ∀ a b : M, p ∣ a * b → "
    "p ∣ a ∨ p ∣ b",
    "∀ p : ℕ, (Nat.Prime p) ↔ Prime (p : ℤ)",
    # a class with other arguments, on its last one
    "∀ {α β : Type*} [VSub α β] (f g : Filter β), Filter.NeBot f → Filter.NeBot g → "
    "Filter.NeBot (f -ᵥ g)",
    # a script capital as a variable
    "∀ {Ω : Type*} (m0 : MeasurableSpace Ω) (μ : MeasureTheory.Measure Ω) "
    "(ℱ : MeasureTheory.Filtration ℕ m0) (f : ℕ → Ω → ℝ), "
    "MeasureTheory.Submartingale f ℱ μ → MeasureTheory.Submartingale f ℱ μ",
])
def test_canonical_reads_back(formal: str) -> None:
    _round_trip(formal)


def test_prime_of_a_natural_number_stays_nat_prime() -> None:
    r = read("For every natural number p, p is prime — TRUE or FALSE?")
    assert "Nat.Prime p" in r.formal
    r = read("For every integer p, p is prime — TRUE or FALSE?")
    assert "Nat.Prime" not in r.formal and "Prime p" in r.formal


def test_a_whole_class_must_end_with_its_variable() -> None:
    with pytest.raises(ReadError):
        read("For every `VSub α β` γ, γ equals γ — TRUE or FALSE?")
