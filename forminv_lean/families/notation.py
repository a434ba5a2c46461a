"""The `notation` family (F4, T1): notation changes: `n % m` / 'n mod m', `∣` / 'divides', `n !` / 'n factorial'."""

from __future__ import annotations

from forminv_lean.families.base import Family

FAMILY = Family(
    id="notation",
    alias="F4",
    tier="T1",
    description="notation changes: `n % m` / 'n mod m', `∣` / 'divides', `n !` / 'n factorial'",
    max_level="arithmetic",
    lean_strategy="Iff.rfl or simp only with the notation lemma",
    generate=None,
)
