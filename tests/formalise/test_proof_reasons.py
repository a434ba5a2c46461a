"""What a header using a hypothesis or a proof-taking function is refused for (`render.
_hypothesis_reason`), and a hypothesis field the tables declare (`hs.toFinset`) rendered."""

from __future__ import annotations

import pytest

from tests.mathlib_corpus import render


@pytest.mark.parametrize("header", [
    "theorem foo {o : Ordinal} (f : ∀ a < o, Ordinal) (a : Ordinal) (h : a < o) : "
    "f a h = f a h",
    "theorem foo {α : Type*} {s : Set α} {p : ∀ x, x ∈ s → Prop} (x : α) (h : x ∈ s) : "
    "p x h ↔ p x h",
])
def test_a_function_taking_a_proof_is_said_so(header: str) -> None:
    formal, reason = render(header)
    assert formal is None and reason is not None
    assert reason.startswith("unsupported: a function taking a proof argument"), reason


def test_a_hypothesis_used_as_a_term_is_still_said_so() -> None:
    formal, reason = render("theorem foo (c : ℝ) (hc : c ≠ 0) : hc.isUnit = hc.isUnit")
    assert formal is None and reason == "unsupported: a hypothesis used as a term (hc)"


def test_to_finset_of_a_finiteness_hypothesis_renders() -> None:
    formal, reason = render("theorem foo (s : Set ℕ) (hs : s.Finite) : "
                            "hs.toFinset = hs.toFinset")
    assert formal is not None, reason
    assert "Set.Finite.toFinset hs" in formal
