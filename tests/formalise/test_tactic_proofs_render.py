"""A header whose statement passes a tactic proof `(by …)` to a declared proof parameter
renders with the block kept as written (its names are not resolved: proof irrelevance makes
its text irrelevant); any other `by` is refused. Read against Mathlib v4.19.0's name index
(skipped when absent)."""

from __future__ import annotations

from tests.mathlib_corpus import needs_index, render

pytestmark = needs_index


def test_a_tactic_proof_in_a_proof_parameter_is_kept() -> None:
    formal, reason = render("theorem List.foo (l : List ℕ) (h : l ≠ []) : "
                            "l.getLast (by simp [h]) = l.getLast h")
    assert reason is None and formal is not None and "(by simp [h])" in formal


def test_other_tactic_blocks_are_refused() -> None:
    formal, reason = render("theorem List.foo (f : ℕ → ℕ) : f (0 + by exact 0) = 0")
    assert formal is None and reason is not None and "tactic block" in reason
    formal, reason = render("theorem List.foo (f : ℕ → ℕ) : f (id (by exact 0)) = 0")
    assert formal is None and reason is not None
    formal, reason = render("theorem Finset.foo (s : Finset ℕ) : "
                            "s.filterMap some (by simp) = s")
    assert formal is None and reason is not None
