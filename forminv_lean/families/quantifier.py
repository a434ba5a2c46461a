"""The `quantifier` family (F2, T2): quantifier phrasing ('every', 'for all', 'any', ∀ ↔ ¬∃¬)."""

from __future__ import annotations

from forminv_lean.families.base import Family

FAMILY = Family(
    id="quantifier",
    alias="F2",
    tier="T2",
    description="quantifier phrasing ('every', 'for all', 'any', ∀ ↔ ¬∃¬)",
    max_level="form",
    lean_strategy="template; formal check where rendered (not_exists / not_not)",
    generate=None,
)
