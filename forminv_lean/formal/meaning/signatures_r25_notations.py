"""Declared signatures of the constants that round 25's notation rules spell out (a notation
whose token the renderer now reads, whose constant the elaborator did not type), each cited
from its declaration at Mathlib v4.19.0. Same format and rules as `signatures_coerce`
(explicit arguments in order, then the result; `α` the declaration's type parameter), merged
into `opaque.SIGNATURES`.
"""

from __future__ import annotations

SIGNATURES: dict[str, tuple[str, ...]] = {
    # Mathlib/Data/Finset/Sups.lean:506 `def diffs : Finset α → Finset α → Finset α := image₂
    # (· \ ·)` (`section Diffs` :501, `variable [DecidableEq α] [GeneralizedBooleanAlgebra α]`
    # :502-503, namespace Finset), written `s \\ t` under `open FinsetFamily` (:509 `scoped[
    # FinsetFamily] infixl:74 " \\\\ " => Finset.diffs`)
    "Finset.diffs": ("Finset α", "Finset α", "Finset α"),
}
