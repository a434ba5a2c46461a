"""The `order` family (F6, T1): comparison direction: `a ≥ b` / `b ≤ a`, `a > b` / `b < a`."""

from __future__ import annotations

from forminv_lean.families.base import Family

FAMILY = Family(
    id="order",
    alias="F6",
    tier="T1",
    description="comparison direction: `a ≥ b` / `b ≤ a`, `a > b` / `b < a`",
    max_level="form",
    lean_strategy="Iff.rfl (≥ and > are notations for flipped ≤ and <)",
    generate=None,
)
