"""Declared signatures of the identity maps and equivalences of Mathlib's bundled structures
that take their type explicitly (`Equiv.refl α : α ≃ α`, `LatticeHom.id α`), each cited
from its declaration.

Same format and rules as `signatures_algebra` (explicit arguments in order, the section
`variable`s the declaration uses included, then the result), merged into
`opaque.SIGNATURES`. A statement writes them with a hole, `Equiv.refl _`, as often as with the
type: the hole is the type Lean's unifier assigns from the other side of `=` or the slot the
identity fills (`formalise.holes._type_argument`), which needs the declared result type.
Chosen by how many corpus theorems each left refused as "a type left to Lean to infer". Those
whose type is implicit (`LinearMap.id : M →ₗ[R] M`, `OrderHom.id : α →o α`, `AlgEquiv.refl`)
are left out: a hole there is no explicit argument.
"""

from __future__ import annotations

SIGNATURES: dict[str, tuple[str, ...]] = {
    # Mathlib/Logic/Equiv/Defs.lean:139 `protected def refl (α : Sort*) : α ≃ α` (namespace
    # Equiv); Logic/Embedding/Basic.lean:123 `protected def refl (α : Sort*) : α ↪ α`
    # (namespace Function.Embedding)
    "Equiv.refl": ("Type α", "Equiv α α"),
    "Function.Embedding.refl": ("Type α", "Function.Embedding α α"),
    # Mathlib/Algebra/Group/Equiv/Defs.lean:271 `def refl (M : Type*) [Mul M] : M ≃* M`
    # (namespace MulEquiv, `to_additive`: `AddEquiv.refl`); Order/Hom/Basic.lean:741 `def refl
    # (α : Type*) [LE α] : α ≃o α` (namespace OrderIso); `Homeomorph.refl` is declared once, in
    # `signatures_analysis`
    "MulEquiv.refl": ("Type α", "MulEquiv α α"), "AddEquiv.refl": ("Type α", "AddEquiv α α"),
    "OrderIso.refl": ("Type α", "OrderIso α α"),
    # Mathlib/Algebra/Ring/Equiv.lean:221 `def refl : R ≃+* R` after `variable (R)` (:215)
    # (namespace RingEquiv)
    "RingEquiv.refl": ("Type α", "RingEquiv α α"),
    # Mathlib/Algebra/Group/Hom/Defs.lean:702 `def MonoidHom.id (M : Type*) [MulOneClass M] : M
    # →* M` (`to_additive`: `AddMonoidHom.id`)
    "AddMonoidHom.id": ("Type α", "AddMonoidHom α α"),
    # order homomorphisms, each `protected def id : H α α` after `variable (α)`: Order/Hom/
    # Lattice.lean:219 SupHom, :395 InfHom, :573 LatticeHom; Order/Hom/BoundedLattice.lean:263
    # SupBotHom, :413 InfTopHom, :568 BoundedLatticeHom; Order/Hom/Bounded.lean:218 TopHom,
    # :391 BotHom, :565 BoundedOrderHom; Order/Hom/CompleteLattice.lean:264 sSupHom, :385
    # sInfHom, :512 FrameHom, :619 CompleteLatticeHom
    **{f"{h}.id": ("Type α", f"{h} α α") for h in (
        "SupHom", "InfHom", "LatticeHom", "SupBotHom", "InfTopHom", "BoundedLatticeHom",
        "TopHom", "BotHom", "BoundedOrderHom", "sSupHom", "sInfHom", "FrameHom",
        "CompleteLatticeHom")},
    # Mathlib/Topology/ContinuousMap/Basic.lean:72 `protected def id : C(α, α)` after
    # `variable (α)` (:69); Topology/ContinuousMap/CocompactMap.lean:122 `protected def id :
    # CocompactMap α α` after `variable (α)` (:119)
    "ContinuousMap.id": ("Type α", "ContinuousMap α α"),
    "CocompactMap.id": ("Type α", "CocompactMap α α"),
}
