"""Declared signatures of Mathlib's order, set, ordinal and combinatorics functions, each cited
from its declaration.

Same format and rules as `signatures_algebra` (explicit arguments in order, the section
`variable`s the declaration uses included, then the result; `α β γ δ ε ι κ` the declaration's
type parameters), merged into `opaque.SIGNATURES`. Chosen by how many corpus theorems each
blocked (the first unknown result type of a refused rendering, over the whole corpus). A
function returning a bundled map (`SignType.sign : α →o SignType`) is typed as the function it
coerces to. Universe changes (`Cardinal.lift`, `Ordinal.lift`) are left out on purpose, as in
`signatures_algebra`.
"""

from __future__ import annotations

SIGNATURES: dict[str, tuple[str, ...]] = {
    # Mathlib/Order/Interval/Set/UnorderedInterval.lean:324 `def uIoo (a b : α) : Set α`
    # (namespace Set); Order/Disjointed.lean:55 `def disjointed (f : ι → α) (i : ι) : α`
    "Set.uIoo": ("α", "α", "Set α"), "disjointed": ("ι → α", "ι", "α"),
    # Mathlib/Data/Finset/Sum.lean:113 `def toLeft (u : Finset (α ⊕ β)) : Finset α`, :122 `def
    # toRight (u : Finset (α ⊕ β)) : Finset β` (the `variable (s : Finset α) (t : Finset β)`
    # of :28 is not used)
    "Finset.toLeft": ("Finset (Sum α β)", "Finset α"),
    "Finset.toRight": ("Finset (Sum α β)", "Finset β"),
    # Mathlib/Order/UpperLower/Closure.lean:294 `def erase (s : LowerSet α) (a : α) : LowerSet
    # α`, :355 `def erase (s : UpperSet α) (a : α) : UpperSet α`
    "LowerSet.erase": ("LowerSet α", "α", "LowerSet α"),
    "UpperSet.erase": ("UpperSet α", "α", "UpperSet α"),
    # Mathlib/Data/Matroid/Loop.lean:456 `def coloops (M : Matroid α) := M✶.loops` (a `Set α`:
    # `Matroid.loops (M : Matroid α) := M.closure ∅` (:62), `Matroid.closure … : Set α`)
    "Matroid.coloops": ("Matroid α", "Set α"),
    # Mathlib/Topology/UniformSpace/Defs.lean:121 `def idRel {α : Type*} := {p : α × α | p.1 =
    # p.2}` (a `Set (α × α)`)
    "idRel": ("Set (α × α)",),
    # Mathlib/SetTheory/Cardinal/Continuum.lean:27 `def continuum : Cardinal.{u}` (`𝔠`);
    # SetTheory/Ordinal/Basic.lean:127 `def type (r : α → α → Prop) [wo : IsWellOrder α r] :
    # Ordinal`; Ordinal/Veblen.lean:228 `def veblen : Ordinal.{u} → Ordinal.{u} → Ordinal.{u}`
    "Cardinal.continuum": ("Cardinal",),
    "Ordinal.type": ("α → α → Prop", "Ordinal"),
    "Ordinal.veblen": ("Ordinal", "Ordinal", "Ordinal"),
    # Mathlib/Data/Sign.lean:300 `def SignType.sign : α →o SignType` (`{α}`, applied: `sign a :
    # SignType`)
    "SignType.sign": ("α", "SignType"),
    # Mathlib/Combinatorics/SimpleGraph/Walk.lean:121 `def length {u v : V} : G.Walk u v → ℕ`
    # (`variable {G}` :70; the parameters of `SimpleGraph.Walk α β γ` stand for the walk's
    # graph and ends, which the ℕ result does not depend on); SimpleGraph/Operations.lean:146
    # `def edge : SimpleGraph V` with `variable {V : Type*} … (s t : V)` (:30)
    "SimpleGraph.Walk.length": ("SimpleGraph.Walk α β γ", "ℕ"),
    "SimpleGraph.edge": ("α", "α", "SimpleGraph α"),
    # Mathlib/Combinatorics/Schnirelmann.lean:49 `noncomputable def schnirelmannDensity (A : Set
    # ℕ) [DecidablePred (· ∈ A)] : ℝ`; Analysis/Convex/Between.lean:37 `def affineSegment … (x
    # y : P) := lineMap x y '' Set.Icc (0 : R) 1` (a `Set P`) with `variable (R : Type*)` (:27);
    # Data/List/Defs.lean:248 `def dedup [DecidableEq α] : List α → List α`
    "schnirelmannDensity": ("Set ℕ", "ℝ"), "affineSegment": ("Type α", "β", "β", "Set β"),
    "List.dedup": ("List α", "List α"),
}
