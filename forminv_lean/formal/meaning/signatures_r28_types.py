"""Declared signatures for the round-28 `types` task: Mathlib constants a type-expression
notation elaborates to, each cited from its declaration at Mathlib v4.19.0.

Same format and rules as `signatures_r26_holes` (explicit arguments in order, then the
result), merged into `opaque.SIGNATURES`.
"""

from __future__ import annotations

SIGNATURES: dict[str, tuple[str, ...]] = {
    # Mathlib/Data/Complex/Basic.lean:36 `namespace Complex`, :105 `def reProdIm (s t : Set ℝ) :
    # Set ℂ := re ⁻¹' s ∩ im ⁻¹' t`, :111 `infixl:72 " ×ℂ " => reProdIm` (the grammar's
    # REPRODIM reads `s ×ℂ t` as this application)
    "Complex.reProdIm": ("Set ℝ", "Set ℝ", "Set ℂ"),
}
