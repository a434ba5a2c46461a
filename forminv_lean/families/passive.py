"""The `passive` family (F3, T2): relational converse ('a divides b' / 'b is a multiple of a')."""

from __future__ import annotations

from forminv_lean.families.base import Family

FAMILY = Family(
    id="passive",
    alias="F3",
    tier="T2",
    description="relational converse ('a divides b' / 'b is a multiple of a')",
    max_level="form",
    lean_strategy="template with a converse table; Iff.rfl",
    generate=None,
)
