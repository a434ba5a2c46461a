"""The `unpack` family (F7, T1): a defined term replaced by its definition (prime → only divisors 1 and itself)."""

from __future__ import annotations

from forminv_lean.families.base import Family

FAMILY = Family(
    id="unpack",
    alias="F7",
    tier="T1",
    description="a defined term replaced by its definition (prime → only divisors 1 and itself)",
    max_level="definitions",
    lean_strategy="rewrite with the named Mathlib characterisation lemma",
    generate=None,
)
