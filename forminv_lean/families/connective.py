"""The `connective` family (F5, T3): connective wording ('if and only if', 'exactly when', 'just in case')."""

from __future__ import annotations

from forminv_lean.families.base import Family

FAMILY = Family(
    id="connective",
    alias="F5",
    tier="T3",
    description="connective wording ('if and only if', 'exactly when', 'just in case')",
    max_level="form",
    lean_strategy="human review; formal check where rendered",
    generate=None, paper_names=("variation",),
)
