"""Declared signatures of Mathlib maps that a statement ascribes a function type with a hole
(`Injective (toMonoidHom : _ → α →* β)`, `Monotone (lfpApprox : (α →o α) → _)`), each cited
from its declaration at Mathlib v4.19.0 (round 28, the refusal "a type left to Lean to infer
(`_`) — part of a type written in a binder or an ascription").

Same format and rules as `signatures_r26_holes` (explicit arguments in order, the section
`variable`s the declaration uses included, then the result; `α β γ` the declaration's type
parameters), merged into `opaque.SIGNATURES`. The hole is the part of this declared type that
`holes._ascribed_constant` reads where the ascribed type has the declared one's shape: Lean
elaborates the ascribed type first (its `_` a metavariable), then the constant against it, and
`ensureHasType` unifies the two first-order. A map whose declared type is a bundled morphism
(`CliffordAlgebra.involute : CliffordAlgebra Q →ₐ[R] CliffordAlgebra Q` ascribed `_ →
CliffordAlgebra Q`, where Lean inserts a coercion to a function) is not written here: its
type has another shape, and the hole stays refused.

Left out after measuring: `OrderMonoidIso.toMulEquiv` and `OrderMonoidIso.toOrderIso`
(Mathlib/Algebra/Order/Hom/Monoid.lean:147 `structure OrderMonoidIso … extends α ≃* β`, :560
`def toOrderIso (f : α ≃*o β) : α ≃o β`): typed, they made `f.toMulEquiv = f`
(`OrderMonoidIso.toMulEquiv_eq_coe`, where Lean coerces the right side `f` to `α ≃* β`) a type
mismatch, two correct renderings lost, for two gains (their `_injective` lemmas).
"""

from __future__ import annotations

SIGNATURES: dict[str, tuple[str, ...]] = {
    # Mathlib/Algebra/Order/Hom/Monoid.lean:63 `variable {F α β γ δ : Type*}`, :112 `structure
    # OrderMonoidHom (α β : Type*) [Preorder α] [Preorder β] [MulOneClass α] [MulOneClass β]
    # extends α →* β` (the projection `toMonoidHom`), :287 `namespace OrderMonoidHom`, :334
    # `def toOrderHom (f : α →*o β) : α →o β`
    "OrderMonoidHom.toMonoidHom": ("OrderMonoidHom α β", "MonoidHom α β"),
    "OrderMonoidHom.toOrderHom": ("OrderMonoidHom α β", "OrderHom α β"),
    # the same file, :196 `structure OrderMonoidWithZeroHom (α β : Type*) [Preorder α]
    # [Preorder β] [MulZeroOneClass α] [MulZeroOneClass β] extends α →*₀ β` (the projection
    # `toMonoidWithZeroHom`), :773 `namespace OrderMonoidWithZeroHom`, :813 `def
    # toOrderMonoidHom (f : α →*₀o β) : α →*o β`
    "OrderMonoidWithZeroHom.toMonoidWithZeroHom": (
        "OrderMonoidWithZeroHom α β", "MonoidWithZeroHom α β"),
    "OrderMonoidWithZeroHom.toOrderMonoidHom": (
        "OrderMonoidWithZeroHom α β", "OrderMonoidHom α β"),
    # Mathlib/Algebra/Algebra/Hom.lean:37 `notation:25 A " →ₐ[" R "] " B => AlgHom R A B`,
    # :348 `namespace RingHom`, :350 `variable {R S : Type*}`, :366 `def toIntAlgHom [Ring R]
    # [Ring S] (f : R →+* S) : R →ₐ[ℤ] S`
    "RingHom.toIntAlgHom": ("RingHom α β", "AlgHom ℤ α β"),
    # Mathlib/FieldTheory/IntermediateField/Basic.lean:43 `variable (K L L' : Type*) [Field K]
    # [Field L] [Field L'] [Algebra K L] [Algebra K L']`, :47 `structure IntermediateField
    # extends Subalgebra K L` (the projection `toSubalgebra`)
    "IntermediateField.toSubalgebra": ("IntermediateField α β", "Subalgebra α β"),
    # Mathlib/Combinatorics/Digraph/Orientation.lean:35 `variable {V : Type*}`, :37 `namespace
    # Digraph`, :47 `def toSimpleGraphInclusive (G : Digraph V) : SimpleGraph V`, :53 `def
    # toSimpleGraphStrict (G : Digraph V) : SimpleGraph V`
    "Digraph.toSimpleGraphInclusive": ("Digraph α", "SimpleGraph α"),
    "Digraph.toSimpleGraphStrict": ("Digraph α", "SimpleGraph α"),
    # Mathlib/RingTheory/Valuation/ValuationSubring.lean:28 `variable (K : Type u) [Field K]`,
    # :407 `namespace ValuationSubring`, :409 `variable {K}`, :410 `variable (A :
    # ValuationSubring K)`, :419 `def unitGroup : Subgroup Kˣ`, :553 `def principalUnitGroup :
    # Subgroup Kˣ`
    "ValuationSubring.unitGroup": ("ValuationSubring α", "Subgroup (Units α)"),
    "ValuationSubring.principalUnitGroup": ("ValuationSubring α", "Subgroup (Units α)"),
    # Mathlib/SetTheory/Ordinal/FixedPointApproximants.lean:59 `namespace OrdinalApprox`, :62
    # `variable {α : Type u}`, :63 `variable [CompleteLattice α] (f : α →o α) (x : α)`, :71
    # `def lfpApprox (a : Ordinal.{u}) : α`, :249 `def gfpApprox (a : Ordinal.{u}) : α` (both
    # use `f` and `x`)
    "OrdinalApprox.lfpApprox": ("OrderHom α α", "α", "Ordinal", "α"),
    "OrdinalApprox.gfpApprox": ("OrderHom α α", "α", "Ordinal", "α"),
}
