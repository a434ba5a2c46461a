"""Declared signatures of Mathlib's order, set, ordinal, combinatorics and a few number theory
functions, each cited from its declaration.

Same format and rules as `signatures_algebra` (explicit arguments in order, the section
`variable`s the declaration uses included, then the result; `α β γ δ ε ι κ` the declaration's
type parameters), merged into `opaque.SIGNATURES`. Chosen by how many corpus theorems each
blocked (the first unknown result type of a refused rendering, over the whole corpus). A
function returning a bundled map (`SignType.sign : α →o SignType`) is typed as the function it
coerces to. Universe changes (`Cardinal.lift`, `Ordinal.lift`) are left out on purpose, as in
`signatures_algebra`.

Left out after measuring (the 15,000/seed-1 sample lost more renderings than it gained): constants
whose result has a type parameter no argument fixes (`Sum.inl`, `Option.none`, `Option.some`,
`LinearMap.id`, `Stream'.Seq.nil`), which the elaborator leaves to a context it fixes only in
some positions; and `uniformity`, `OrderDual.toDual`, `PrimeSpectrum.zeroLocus`,
`Finsupp.degree`, `Matroid.cRk`, `Matrix.fromBlocks`, `gauge`, whose usual partners in a statement
(`Filter.comap`, `Finset.sup'`, `MvPowerSeries.order`, ...) keep an unknown type, so a typed side
made an equation that was accepted untyped a type mismatch.
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
    # Mathlib/SetTheory/Ordinal/Basic.lean:734 `def omega0 : Ordinal.{u}` (`ω`); Data/Set/Defs.lean
    # :47 `def setOf {α : Type u} (p : α → Prop) : Set α`; Order/KrullDimension.lean:78
    # `noncomputable def krullDim (α : Type*) [Preorder α] : WithBot ℕ∞`; Order/SymmDiff.lean:59 `def symmDiff [Max α] [SDiff α] (a b : α) : α` (`a ∆ b`)
    "Ordinal.omega0": ("Ordinal",), "setOf": ("α → Prop", "Set α"),
    "Order.krullDim": ("Type α", "WithBot ℕ∞"), "symmDiff": ("α", "α", "α"),
    # Mathlib/Data/List/Defs.lean:38 `def headI [Inhabited α] : List α → α`
    "List.headI": ("List α", "α"),
    # Mathlib/Data/Matroid/Rank/ENat.lean:71 `noncomputable def eRk (M : Matroid α) (X : Set α) :
    # ℕ∞`; Rank/Cardinal.lean:75 `noncomputable def cRank (M : Matroid α) := ⨆ B : {B //
    # M.IsBase B}, #B` (a `Cardinal`)
    "Matroid.eRk": ("Matroid α", "Set α", "ℕ∞"), "Matroid.cRank": ("Matroid α", "Cardinal"),
    # Mathlib/Data/EReal/Basic.lean:55 `@[coe] def Real.toEReal : ℝ → EReal`; Data/Rat/Init.lean:68
    # `def den (q : ℚ≥0) : ℕ` (namespace NNRat)
    "Real.toEReal": ("ℝ", "EReal"), "NNRat.den": ("ℚ≥0", "ℕ"),
    # Mathlib/NumberTheory/LSeries/RiemannZeta.lean:115 `def riemannZeta := hurwitzZetaEven 0`, a
    # `ℂ → ℂ` (HurwitzZetaEven.lean:580 `hurwitzZetaEven (a : UnitAddCircle) := Function.update
    # (fun s ↦ completedHurwitzZetaEven a s / Gammaℝ s) 0 …`, :294 `completedHurwitzZetaEven (a :
    # UnitAddCircle) (s : ℂ) : ℂ`); LSeries/Convergence.lean:26 `noncomputable def
    # LSeries.abscissaOfAbsConv (f : ℕ → ℂ) : EReal`
    "riemannZeta": ("ℂ", "ℂ"), "LSeries.abscissaOfAbsConv": ("ℕ → ℂ", "EReal"),
    # Mathlib/Data/Finset/Sum.lean:31 `def disjSum : Finset (α ⊕ β)` with `variable … (s :
    # Finset α) (t : Finset β)` (:28); Data/Finset/Option.lean:82 `def eraseNone : Finset (Option
    # α) →o Finset α` (applied, the order map's function); Combinatorics/SetFamily/Shadow.lean:58
    # `def shadow (𝒜 : Finset (Finset α)) : Finset (Finset α)`; Combinatorics/SimpleGraph/Maps.lean
    # :53 `protected def map (f : V ↪ W) (G : SimpleGraph V) : SimpleGraph W`
    "Finset.disjSum": ("Finset α", "Finset β", "Finset (Sum α β)"),
    "Finset.eraseNone": ("Finset (Option α)", "Finset α"),
    "Finset.shadow": ("Finset (Finset α)", "Finset (Finset α)"),
    "SimpleGraph.map": ("Function.Embedding α β", "SimpleGraph α", "SimpleGraph β"),
    # Mathlib/Data/Nat/Log.lean:225 `def clog (b : ℕ) : ℕ → ℕ`; Data/Nat/BitIndices.lean:35 `def
    # bitIndices (n : ℕ) : List ℕ`; Data/List/DropRight.lean:42 `def rdrop : List α` with
    # `variable … (l : List α) (n : ℕ)` (:37, both used); Data/List/MinMax.lean:256 `def minimum
    # (l : List α) : WithTop α`; Data/Multiset/Sort.lean:27 `def sort (s : Multiset α) : List α`
    # with `variable (r : α → α → Prop)` (:22, used)
    "Nat.clog": ("ℕ", "ℕ", "ℕ"), "Nat.bitIndices": ("ℕ", "List ℕ"),
    "List.rdrop": ("List α", "ℕ", "List α"), "List.minimum": ("List α", "WithTop α"),
    "Multiset.sort": ("α → α → Prop", "Multiset α", "List α"),
    # Mathlib/Analysis/Convex/Extreme.lean:60 `def Set.extremePoints (A : Set E) : Set E` with
    # `variable (𝕜)` (:48); Convex/Exposed.lean:176 `def Set.exposedPoints (A : Set E) : Set E`
    # with `variable (𝕜) in` (:173); LocallyConvex/BalancedCoreHull.lean:55 `def balancedCore (s :
    # Set E) := ⋃₀ {t : Set E | …}` (a `Set E`) with `variable (𝕜)` (:52); Calculus/Taylor.lean:71
    # `noncomputable def taylorWithinEval (f : ℝ → E) (n : ℕ) (s : Set ℝ) (x₀ x : ℝ) : E`
    "Set.extremePoints": ("Type α", "Set β", "Set β"),
    "Set.exposedPoints": ("Type α", "Set β", "Set β"),
    "balancedCore": ("Type α", "Set β", "Set β"),
    "taylorWithinEval": ("ℝ → α", "ℕ", "Set ℝ", "ℝ", "ℝ", "α"),
    # Mathlib/SetTheory/Ordinal/Principal.lean:48 `def Principal (op : Ordinal → Ordinal →
    # Ordinal) (o : Ordinal) : Prop`; Ordinal/NaturalOps.lean:178 `noncomputable def nadd (a b
    # : Ordinal.{u}) : Ordinal.{u}` (namespace Ordinal, :145; `a ♯ b`, :184)
    "Ordinal.Principal": ("Ordinal → Ordinal → Ordinal", "Ordinal", "Prop"),
    "Ordinal.nadd": ("Ordinal", "Ordinal", "Ordinal"),
    # Mathlib/Logic/Function/Defs.lean:50 `abbrev swap {φ : α → β → Sort u₃} (f : ∀ x y, φ x y) :
    # ∀ y x, φ x y` (namespace Function), typed at a non-dependent `f`, where `φ` is `fun _ _ =>
    # γ` and the result `β → α → γ`; a dependent `f` does not fit and keeps an unknown type
    "Function.swap": ("α → β → γ", "β → α → γ"),
}
