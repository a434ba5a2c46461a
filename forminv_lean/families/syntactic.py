"""The `syntactic` family (F1, T2): wording changes with the same logical form."""

from __future__ import annotations

from forminv_lean.families.base import Family

FAMILY = Family(
    id="syntactic",
    alias="F1",
    tier="T2",
    description="wording changes with the same logical form",
    max_level="form",
    lean_strategy="template: same rendering as canonical, Iff.rfl",
    generate=None,
)
