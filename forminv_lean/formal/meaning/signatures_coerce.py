"""Declared signatures of Mathlib functions and predicates whose `Set` (or `Finset`) argument is
often `∅` or `Set.univ`, a constant whose type only its slot gives (`Elaborator.open_slot`),
each cited from its declaration at Mathlib v4.19.0.

Same format and rules as `signatures_algebra` (explicit arguments in order, the section
`variable`s the declaration uses included, then the result), merged into `opaque.SIGNATURES`.
Chosen from the refusals "∅ — cannot infer the element type of this set" (round 13). Left out
after measuring: `Filter.generate` (Order/Filter/Basic.lean:160), whose usual partner
`(FilterBasis.ofSets s).filter` keeps an unknown type, so a typed side made an equation that was
accepted untyped a type mismatch.
"""

from __future__ import annotations

SIGNATURES: dict[str, tuple[str, ...]] = {
    # Mathlib/Data/Rel.lean:39 `variable {α β γ : Type*}`, :41 `def Rel (α β : Type*) := α → β
    # → Prop`, :52 `variable (r : Rel α β)` (namespace Rel), :145 `def image (s : Set α) : Set
    # β`, :197 `def preimage (s : Set β) : Set α`, :279 `def core (s : Set β) := { x | ∀ y, r x
    # y → y ∈ s }` (a `Set α`)
    "Rel.image": ("Rel α β", "Set α", "Set β"),
    "Rel.preimage": ("Rel α β", "Set β", "Set α"),
    "Rel.core": ("Rel α β", "Set β", "Set α"),
    # Mathlib/NumberTheory/SmoothNumbers.lean:66 `def factoredNumbers (s : Finset ℕ) : Set ℕ`
    # (namespace Nat, :34)
    "Nat.factoredNumbers": ("Finset ℕ", "Set ℕ"),
    # Mathlib/Algebra/Ring/Subsemiring/Basic.lean:304 `def centralizer {R} [Semiring R] (s : Set
    # R) : Subsemiring R` (namespace Subsemiring)
    "Subsemiring.centralizer": ("Set α", "Subsemiring α"),
    # Mathlib/Probability/UniformOn.lean:53 `def uniformOn (s : Set Ω) : Measure Ω` (namespace
    # ProbabilityTheory, :44 `variable {Ω : Type*} [MeasurableSpace Ω]`)
    "ProbabilityTheory.uniformOn": ("Set α", "MeasureTheory.Measure α"),
    # Mathlib/Topology/Separation/SeparatedNhds.lean:40 `def SeparatedNhds : Set X → Set X →
    # Prop` (:30 `variable {X : Type*} … [TopologicalSpace X]`)
    "SeparatedNhds": ("Set α", "Set α", "Prop"),
    # Mathlib/Order/Filter/Extr.lean:89 `variable (f : α → β) (s : Set α) (l : Filter α) (a :
    # α)`, :111 `def IsMaxOn := IsMaxFilter f (𝓟 s) a`, :107 `def IsMinOn` (both `Prop`s:
    # `IsMaxFilter … : Prop`, :99)
    "IsMaxOn": ("α → β", "Set α", "α", "Prop"),
    "IsMinOn": ("α → β", "Set α", "α", "Prop"),
    # Mathlib/Topology/Defs/Filter.lean:114 `variable {X Y : Type*} [TopologicalSpace X]
    # [TopologicalSpace Y]`, :174 `def ContinuousWithinAt (f : X → Y) (s : Set X) (x : X) :
    # Prop`, :180 `def ContinuousOn (f : X → Y) (s : Set X) : Prop`
    "ContinuousWithinAt": ("α → β", "Set α", "α", "Prop"),
    "ContinuousOn": ("α → β", "Set α", "Prop"),
    # Mathlib/Order/Monotone/Defs.lean:55 `variable [Preorder α] [Preorder β]`, :66 `def
    # MonotoneOn (f : α → β) (s : Set α) : Prop`, :70 `AntitoneOn`, :83 `StrictMonoOn`, :88
    # `StrictAntiOn`, each with that signature
    "MonotoneOn": ("α → β", "Set α", "Prop"), "AntitoneOn": ("α → β", "Set α", "Prop"),
    "StrictMonoOn": ("α → β", "Set α", "Prop"), "StrictAntiOn": ("α → β", "Set α", "Prop"),
    # Mathlib/Data/Nat/Digits.lean:142 `def ofDigits {α : Type*} [Semiring α] (b : α) : List ℕ →
    # α` (namespace Nat, :33); its list slot often holds `[]`
    "Nat.ofDigits": ("α", "List ℕ", "α"),
    # Mathlib/Data/Set/Operations.lean:241 `def InjOn (f : α → β) (s : Set α) : Prop`
    # (namespace Set, :76 `variable {α : Type u} {β : Type v}`)
    "Set.InjOn": ("α → β", "Set α", "Prop"),
}
