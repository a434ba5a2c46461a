"""Declared signatures of Mathlib bundled constants applied to an argument (round 25, the
refusals `type mismatch: α and ?OrderDual.toDual(α)`: `toDual a` had no type), each cited from
its declaration at Mathlib v4.19.0.

Same format and rules as `signatures_coerce`, and the convention of the tables for a bundled
map (`Polynomial.C : α → Polynomial α`, `MulOpposite.opEquiv : α → MulOpposite α`): the
function it coerces to, which is what `toDual a` applies (`DFunLike.coe toDual a`, the
`EquivLike` instance of `Equiv`, Mathlib/Logic/Equiv/Defs.lean:87). The constants' own bundled
types stay in `bundled_constants` (read for field notation, `toDual.symm`) and at a function
slot (`Elaborator._bundled_function`).
"""

from __future__ import annotations

SIGNATURES: dict[str, tuple[str, ...]] = {
    # Mathlib/Order/Synonym.lean:37 `variable {α : Type*}`, :48 `def toDual : α ≃ αᵒᵈ`, :52
    # `def ofDual : αᵒᵈ ≃ α` (namespace OrderDual, :42; `αᵒᵈ` is `OrderDual α`)
    "OrderDual.toDual": ("α", "OrderDual α"),
    "OrderDual.ofDual": ("OrderDual α", "α"),
    # Mathlib/GroupTheory/Abelianization.lean:126 `def of : G →* Abelianization G` (namespace
    # Abelianization, :100; `variable (G : Type u) [Group G]` :33, made `{G}` at :123)
    "Abelianization.of": ("α", "Abelianization α"),
}
