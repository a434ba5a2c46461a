"""Declared signatures of Mathlib functions and predicates whose argument is often `∅`,
`Set.univ`, `⊤` or `⊥`, a constant whose type only its slot gives (`Elaborator.open_slot`),
each cited from its declaration at Mathlib v4.19.0 (round 24, the refusals "cannot infer the
element type of this set" and "the type of ⊤/⊥ is not known from its context").

Same format and rules as `signatures_coerce` (explicit arguments in order, the section
`variable`s the declaration uses included, then the result; `α β γ` the declaration's type
parameters, `Type α` an explicit type argument), merged into `opaque.SIGNATURES`.

Left out after measuring: `Submodule.colon` (Mathlib/RingTheory/Ideal/Colon.lean:30 `def colon
(N P : Submodule R M) : Ideal R`): typed, it made `Submodule.annihilator (P.map (mkQ N)) =
N.colon P`, whose other side keeps an unknown type, a type mismatch (a correct rendering lost),
for three gains (`Submodule.colon_bot`, `mem_colon`, `mem_colon'`).
"""

from __future__ import annotations

SIGNATURES: dict[str, tuple[str, ...]] = {
    # Mathlib/GroupTheory/Complement.lean:32 `variable {G : Type*} [Group G] (H K : Subgroup
    # G) (S T : Set G)` (namespace Subgroup, :30), :37 `def IsComplement : Prop` (of `S T`),
    # :42 `abbrev IsComplement' := IsComplement (H : Set G) (K : Set G)` (a `Prop`)
    "Subgroup.IsComplement": ("Set α", "Set α", "Prop"),
    "Subgroup.IsComplement'": ("Subgroup α", "Subgroup α", "Prop"),
    # Mathlib/Topology/Order/ScottTopology.lean:146 `def scottHausdorff (α : Type*) (D : Set
    # (Set α)) [Preorder α] : TopologicalSpace α`, :218 `def scott (α : Type*) (D : Set (Set
    # α)) [Preorder α] : TopologicalSpace α` (namespace Topology, :136)
    "Topology.scottHausdorff": ("Type α", "Set (Set α)", "TopologicalSpace α"),
    "Topology.scott": ("Type α", "Set (Set α)", "TopologicalSpace α"),
    # Mathlib/Order/Filter/Defs.lean:81 `variable {α β : Type*}` (namespace Filter, :79), :388
    # `def IsCobounded (r : α → α → Prop) (f : Filter α) :=` (`∃ b, ∀ a, (∀ᶠ x in f, r x a) →
    # r b a`, a `Prop`)
    "Filter.IsCobounded": ("α → α → Prop", "Filter α", "Prop"),
    # Mathlib/Topology/Bornology/Absorbs.lean:47 `variable (M : Type*) {α : Type*} [Bornology
    # M] [SMul M α]`, :51 `def Absorbs (s t : Set α) : Prop`
    "Absorbs": ("Type β", "Set α", "Set α", "Prop"),
    # Mathlib/Topology/Covering.lean:26 `variable {E X : Type*} [TopologicalSpace E]
    # [TopologicalSpace X] (f : E → X) (s : Set X)`, :72 `def IsCoveringMapOn := ∀ x ∈ s,
    # IsEvenlyCovered f x (f ⁻¹' {x})`
    "IsCoveringMapOn": ("α → β", "Set β", "Prop"),
    # Mathlib/Topology/Separation/SeparatedNhds.lean:32 `variable {X : Type*} …`, :50 `def
    # HasSeparatingCover : Set X → Set X → Prop`
    "HasSeparatingCover": ("Set α", "Set α", "Prop"),
    # Mathlib/Combinatorics/SimpleGraph/Clique.lean:490 `def CliqueFreeOn (G : SimpleGraph α)
    # (s : Set α) (n : ℕ) : Prop` (namespace SimpleGraph, :30)
    "SimpleGraph.CliqueFreeOn": ("SimpleGraph α", "Set α", "ℕ", "Prop"),
    # Mathlib/Data/Set/Equitable.lean:24 `variable {α β : Type*}` (namespace Set, :26), :29
    # `def EquitableOn [LE β] [Add β] [One β] (s : Set α) (f : α → β) : Prop`
    "Set.EquitableOn": ("Set α", "α → β", "Prop"),
    # Mathlib/Data/Matroid/Rank/Finite.lean:29 `def IsRkFinite (M : Matroid α) (X : Set α) :
    # Prop` (namespace Matroid, :26)
    "Matroid.IsRkFinite": ("Matroid α", "Set α", "Prop"),
    # Mathlib/Analysis/Calculus/LocalExtr/Basic.lean:65 `variable {E : Type u}
    # [NormedAddCommGroup E] [NormedSpace ℝ E]`, :75 `def posTangentConeAt (s : Set E) (x : E)
    # : Set E` (no namespace)
    "posTangentConeAt": ("Set α", "α", "Set α"),
    # Mathlib/Combinatorics/SetFamily/AhlswedeZhang.lean:101 `variable {α β : Type*}`
    # (namespace Finset, :100), :118 `def truncatedSup (s : Finset α) (a : α) : α`, :188 `def
    # truncatedInf (s : Finset α) (a : α) : α`
    "Finset.truncatedSup": ("Finset α", "α", "α"),
    "Finset.truncatedInf": ("Finset α", "α", "α"),
    # Mathlib/Order/WellFoundedSet.lean:53 `variable {ι α β γ : Type*}` (namespace Set, :55),
    # :60 `def WellFoundedOn (s : Set α) (r : α → α → Prop) : Prop`, :253 `def
    # PartiallyWellOrderedOn (s : Set α) (r : α → α → Prop) : Prop`
    "Set.WellFoundedOn": ("Set α", "α → α → Prop", "Prop"),
    "Set.PartiallyWellOrderedOn": ("Set α", "α → α → Prop", "Prop"),
    # Mathlib/Analysis/Convex/Exposed.lean:46 `variable (𝕜 : Type*) {E : Type*} …`, :51 `def
    # IsExposed (A B : Set E) : Prop`
    "IsExposed": ("Type β", "Set α", "Set α", "Prop"),
    # Mathlib/Dynamics/TopologicalEntropy/CoverEntropy.lean:66 `variable {X : Type*}`
    # (namespace Dynamics, :62), :73 `def IsDynCoverOf (T : X → X) (F : Set X) (U : Set (X ×
    # X)) (n : ℕ) (s : Set X) : Prop`; NetEntropy.lean:61 `def IsDynNetIn` with the same
    # arguments (namespace Dynamics, :51; :55 `variable {X : Type*}`)
    "Dynamics.IsDynCoverOf": ("α → α", "Set α", "Set (α × α)", "ℕ", "Set α", "Prop"),
    "Dynamics.IsDynNetIn": ("α → α", "Set α", "Set (α × α)", "ℕ", "Set α", "Prop"),
}
