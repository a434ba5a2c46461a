"""Declared signatures of Mathlib maps between bundled homomorphisms and equivalences that a
statement equates with an identity written with a hole (`OrderIso.withTopCongr (OrderIso.refl
α) = OrderIso.refl _`), each cited from its declaration at Mathlib v4.19.0 (round 26, the
refusal "a type left to Lean to infer (`_`)").

Same format and rules as `signatures_coerce` (explicit arguments in order, the section
`variable`s the declaration uses included, then the result; `α β γ δ` the declaration's type
parameters), merged into `opaque.SIGNATURES`. The hole is the type `holes._type_argument`
reads off the other side of the relation: its type is this declared result, the parameters
fixed by its arguments.

Left out after measuring: `LatticeHom.withBot` (the same file, :364 `protected def withBot (f :
LatticeHom α β) : LatticeHom (WithBot α) (WithBot β)`): typed, it made `⇑f.withBot = Option.map
f` (`LatticeHom.coe_withBot`, which Lean accepts by unfolding `WithBot α := Option α`) a type
mismatch, a correct rendering lost, for one gain (`LatticeHom.withBot_id`).
"""

from __future__ import annotations

SIGNATURES: dict[str, tuple[str, ...]] = {
    # Mathlib/Order/Hom/WithTopBot.lean:20 `variable {α β γ : Type*}`, :159 `namespace
    # OrderIso`, :165 `def withTopCongr (e : α ≃o β) : WithTop α ≃o WithTop β`, :184 `def
    # withBotCongr (e : α ≃o β) : WithBot α ≃o WithBot β`
    "OrderIso.withTopCongr": ("OrderIso α β", "OrderIso (WithTop α) (WithTop β)"),
    "OrderIso.withBotCongr": ("OrderIso α β", "OrderIso (WithBot α) (WithBot β)"),
    # the same file, :202 `namespace SupHom`, :208 `protected def withTop (f : SupHom α β) :
    # SupHom (WithTop α) (WithTop β)`, :227 `protected def withBot (f : SupHom α β) : SupBotHom
    # (WithBot α) (WithBot β)`; :270 `namespace InfHom`, :276 `protected def withTop (f :
    # InfHom α β) : InfTopHom (WithTop α) (WithTop β)`, :296 `protected def withBot (f : InfHom
    # α β) : InfHom (WithBot α) (WithBot β)`; :338 `namespace LatticeHom`, :344 `protected def
    # withTop (f : LatticeHom α β) : LatticeHom (WithTop α) (WithTop β)`
    "SupHom.withTop": ("SupHom α β", "SupHom (WithTop α) (WithTop β)"),
    "SupHom.withBot": ("SupHom α β", "SupBotHom (WithBot α) (WithBot β)"),
    "InfHom.withTop": ("InfHom α β", "InfTopHom (WithTop α) (WithTop β)"),
    "InfHom.withBot": ("InfHom α β", "InfHom (WithBot α) (WithBot β)"),
    "LatticeHom.withTop": ("LatticeHom α β", "LatticeHom (WithTop α) (WithTop β)"),
    # Mathlib/Topology/Sets/Opens.lean:53 `variable {ι α β γ : Type*} [TopologicalSpace α]
    # [TopologicalSpace β] …`, :55 `namespace TopologicalSpace`, :65 `namespace Opens`, :340
    # `def comap (f : C(α, β)) : FrameHom (Opens β) (Opens α)`
    "TopologicalSpace.Opens.comap": (
        "ContinuousMap α β",
        "FrameHom (TopologicalSpace.Opens β) (TopologicalSpace.Opens α)"),
    # Mathlib/Data/PFun.lean:67 `namespace PFun`, :69 `variable {α β γ δ ε ι : Type*}`, :554
    # `def prodMap (f : α →. γ) (g : β →. δ) : α × β →. γ × δ`
    "PFun.prodMap": ("PFun α γ", "PFun β δ", "PFun (α × β) (γ × δ)"),
    # Mathlib/GroupTheory/FreeGroup/Basic.lean (namespace FreeGroup), :728 `def
    # freeGroupCongr {α β} (e : α ≃ β) : FreeGroup α ≃* FreeGroup β`
    "FreeGroup.freeGroupCongr": ("Equiv α β", "MulEquiv (FreeGroup α) (FreeGroup β)"),
    # Mathlib/Topology/Order/UpperLowerSetTopology.lean:50 `variable {α β γ : Type*}`, :52
    # `namespace Topology`, :73 `def WithUpperSet (α : Type*) := α`, :119 `def WithLowerSet (α
    # : Type*) := α`; :365 `namespace WithUpperSet`, :370 `def map (f : α →o β) :
    # C(WithUpperSet α, WithUpperSet β)`; :393 `namespace WithLowerSet`, :398 `def map (f : α →o
    # β) : C(WithLowerSet α, WithLowerSet β)`
    "Topology.WithUpperSet.map": (
        "OrderHom α β",
        "ContinuousMap (Topology.WithUpperSet α) (Topology.WithUpperSet β)"),
    "Topology.WithLowerSet.map": (
        "OrderHom α β",
        "ContinuousMap (Topology.WithLowerSet α) (Topology.WithLowerSet β)"),
    # Mathlib/Algebra/Group/WithOne/Basic.lean: `variable {α : Type u} {β : Type v} {γ : Type
    # w}`, :106 `def _root_.MulEquiv.withOneCongr (e : α ≃* β) : WithOne α ≃* WithOne β`
    "MulEquiv.withOneCongr": ("MulEquiv α β", "MulEquiv (WithOne α) (WithOne β)"),
    # Mathlib/Combinatorics/SimpleGraph/Maps.lean: `variable {V W X : Type*} …` (namespace
    # SimpleGraph), :154 `protected def _root_.Equiv.simpleGraph (e : V ≃ W) : SimpleGraph V ≃
    # SimpleGraph W`
    "Equiv.simpleGraph": ("Equiv α β", "Equiv (SimpleGraph α) (SimpleGraph β)"),
    # Mathlib/Algebra/MvPolynomial/Equiv.lean:49 `variable {R : Type u} {S₁ : Type v} {S₂ :
    # Type w} …`, :51 `namespace MvPolynomial`, :53 `variable {σ : Type*} …`, :98 `variable
    # {R} (σ)`, :102 `def mapEquiv [CommSemiring S₁] [CommSemiring S₂] (e : S₁ ≃+* S₂) :
    # MvPolynomial σ S₁ ≃+* MvPolynomial σ S₂`
    "MvPolynomial.mapEquiv": (
        "Type α", "RingEquiv β γ", "RingEquiv (MvPolynomial α β) (MvPolynomial α γ)"),
    # Mathlib/Algebra/Ring/BooleanRing.lean:115 `def AsBoolAlg (α : Type*) :=`, :305 `protected
    # def RingHom.asBoolAlg (f : α →+* β) : BoundedLatticeHom (AsBoolAlg α) (AsBoolAlg β)`;
    # :331 `def AsBoolRing (α : Type*) :=`, :471 `protected def BoundedLatticeHom.asBoolRing (f
    # : BoundedLatticeHom α β) : AsBoolRing α →+* AsBoolRing β`
    "RingHom.asBoolAlg": ("RingHom α β", "BoundedLatticeHom (AsBoolAlg α) (AsBoolAlg β)"),
    "BoundedLatticeHom.asBoolRing": (
        "BoundedLatticeHom α β", "RingHom (AsBoolRing α) (AsBoolRing β)"),
}
