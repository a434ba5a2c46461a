"""The `equivalent` family (F8, T1): an equivalent mathematical restatement (contrapositive, algebraic rearrangement)."""

from __future__ import annotations

from forminv_lean.families.base import Family

FAMILY = Family(
    id="equivalent",
    alias="F8",
    tier="T1",
    description="an equivalent mathematical restatement (contrapositive, algebraic rearrangement)",
    max_level="theory",
    lean_strategy="a Lean tactic (omega, simp, constructor) or a named lemma",
    generate=None,
)
