"""Declared signatures of the analysis, topology, measure, probability, order and geometry
constants that blocked refused renderings in round 18, each cited from its declaration at v4.19.0.

Same format and rules as `signatures_r17d` (explicit arguments in order, the section `variable`s
the declaration uses included, then the result; `α β γ δ ε ι κ` the declaration's type
parameters, `_` an argument not typed here, a first `Type κ` a leading explicit type argument),
merged into `opaque.SIGNATURES`. Chosen by how many whole-corpus theorems an application of the
constant with no declared signature blocked (`type mismatch: T and ?F(…)`, `the type of … is not
known here (?F(…))`, `… depends on F's domain`, `… fixed by F's domain`). A function returning a
bundled map, equivalence or closure operator (`OrderDual.toDual : α ≃ αᵒᵈ`, `supClosure :
ClosureOperator (Set α)`) is typed as the function it coerces to, applied, as in `signatures_r17d`.

Left out on purpose (the format cannot say them exactly): results whose type parameter no
argument fixes (`Filter.atTop`, `Filter.cofinite`, `OnePoint.infty`, `vectorSpan k s : Submodule k
V` and `AffineSubspace.direction` (`V` is fixed by the instance `AffineSpace V P` only),
`OuterMeasure.mkMetric`, `RCLike.ofReal`, `ContinuousAffineMap.contLinear`), types that mention a
term (`Affine.Simplex.points`, `Set.projIcc`, `Submodule.subtypeL p`, an `Orientation ℝ E (Fin
2)`, `ContDiffBump c`), dependent functions (`Set.restrict`, `Filter.pi`, `Hamming.ofHamming`,
`iteratedFDeriv`'s `E[×n]→L[𝕜] F`), conjugate-linear maps (`innerSL`), and the manifold
derivative (`mfderiv`'s `TangentSpace I x`).
"""

from __future__ import annotations

_MEASURE = "MeasureTheory.Measure"
_KERNEL = "ProbabilityTheory.Kernel"
_CLM = "ContinuousLinearMap (RingHom.id α)"

SIGNATURES: dict[str, tuple[str, ...]] = {
    # Mathlib/Analysis/Calculus/FDeriv/Basic.lean (`variable (𝕜)` :166, `{E F}` :130-131): :192
    # `irreducible_def fderiv (f : E → F) (x : E) : E →L[𝕜] F`, :183 `irreducible_def
    # fderivWithin (f : E → F) (s : Set E) (x : E) : E →L[𝕜] F`
    "fderiv": ("Type α", "β → γ", "β", f"{_CLM} β γ"),
    "fderivWithin": ("Type α", "β → γ", "Set β", "β", f"{_CLM} β γ"),
    # Mathlib/Topology/UniformSpace/Defs.lean:340 `def uniformity (α : Type u) [UniformSpace α] :
    # Filter (α × α)`
    "uniformity": ("Type α", "Filter (α × α)"),
    # Mathlib/Topology/Bornology/Basic.lean:61 `def Bornology.cobounded (α : Type*) [Bornology α]
    # : Filter α`
    "Bornology.cobounded": ("Type α", "Filter α"),
    # Mathlib/Order/Synonym.lean:48 `def toDual : α ≃ αᵒᵈ`, :52 `def ofDual : αᵒᵈ ≃ α`, :133 `def
    # toLex : α ≃ Lex α` (applied)
    "OrderDual.toDual": ("α", "OrderDual α"), "OrderDual.ofDual": ("OrderDual α", "α"),
    "toLex": ("α", "Lex α"),
    # Mathlib/Analysis/ODE/Gronwall.lean:39 `noncomputable def gronwallBound (δ K ε x : ℝ) : ℝ`
    "gronwallBound": ("ℝ", "ℝ", "ℝ", "ℝ", "ℝ"),
    # Mathlib/LinearAlgebra/AffineSpace/AffineSubspace/Defs.lean:409 `def affineSpan (s : Set P) :
    # AffineSubspace k P` with `variable (k : Type*)` (:404)
    "affineSpan": ("Type α", "Set β", "AffineSubspace α β"),
    # Mathlib/LinearAlgebra/AffineSpace/AffineSubspace/Defs.lean:322 `def mk' (p : P) (direction :
    # Submodule k V) : AffineSubspace k P`
    "AffineSubspace.mk'": ("β", "Submodule α γ", "AffineSubspace α β"),
    # Mathlib/Analysis/BoxIntegral/Box/Basic.lean:74 `structure Box (ι : Type*) where (lower upper
    # : ι → ℝ)`, :439 `def distortion (I : Box ι) : ℝ≥0`
    "BoxIntegral.Box.lower": ("BoxIntegral.Box α", "α → ℝ"),
    "BoxIntegral.Box.upper": ("BoxIntegral.Box α", "α → ℝ"),
    "BoxIntegral.Box.distortion": ("BoxIntegral.Box α", "ℝ≥0"),
    # Mathlib/Analysis/BoxIntegral/UnitPartition.lean:147 `def index (x : ι → ℝ) (i : ι) : ℤ` with
    # `variable (n : ℕ)` (:94)
    "BoxIntegral.unitPartition.index": ("ℕ", "α → ℝ", "α", "ℤ"),
    # Mathlib/Topology/DerivedSet.lean:33 `def derivedSet (A : Set X) : Set X`;
    # Topology/Defs/Sequences.lean:51 `def seqClosure (s : Set X) : Set X`
    "derivedSet": ("Set α", "Set α"), "seqClosure": ("Set α", "Set α"),
    # Mathlib/Topology/Connected/PathConnected.lean:196 `def pathComponent (x : X) := { y | Joined
    # x y }` (a `Set X`)
    "pathComponent": ("α", "Set α"),
    # Mathlib/Topology/MetricSpace/HolderNorm.lean:47 `def eHolderNorm (r : ℝ≥0) (f : X → Y) :
    # ℝ≥0∞`
    "eHolderNorm": ("ℝ≥0", "α → β", "ℝ≥0∞"),
    # Mathlib/MeasureTheory/Measure/Haar/OfBasis.lean:46 `def parallelepiped (v : ι → E) : Set E`
    "parallelepiped": ("α → β", "Set β"),
    # Mathlib/Order/SuccPred/LinearLocallyFinite.lean:206 `def toZ (i0 i : ι) : ℤ`
    "toZ": ("α", "α", "ℤ"),
    # Mathlib/Probability/Kernel/Composition/ParallelComp.lean:42 `irreducible_def parallelComp (κ
    # : Kernel α β) (η : Kernel γ δ) : Kernel (α × γ) (β × δ)`
    "ProbabilityTheory.Kernel.parallelComp": (
        f"{_KERNEL} α β", f"{_KERNEL} γ δ", f"{_KERNEL} (α × γ) (β × δ)"),
    # Mathlib/Geometry/Manifold/ChartedSpace.lean:562 `abbrev chartAt (H : Type*) … (x : M) :
    # PartialHomeomorph M H`
    "chartAt": ("Type α", "β", "PartialHomeomorph β α"),
    # Mathlib/Geometry/Manifold/IsManifold/Basic.lean:163 `def modelWithCornersSelf (𝕜 : Type*) …
    # (E : Type*) … : ModelWithCorners 𝕜 E E`
    "modelWithCornersSelf": ("Type α", "Type β", "ModelWithCorners α β β"),
    # Mathlib/Geometry/Manifold/IsManifold/ExtChartAt.lean (`variable … (f f' : PartialHomeomorph
    # M H) {I : ModelWithCorners 𝕜 E H}` :47-50): :61 `def extend : PartialEquiv M E` (`variable
    # (I) in` :57), :369 `def extChartAt (x : M) : PartialEquiv M E` (`variable (I) in` :365)
    "PartialHomeomorph.extend": (
        "PartialHomeomorph α β", "ModelWithCorners γ δ β", "PartialEquiv α δ"),
    "extChartAt": ("ModelWithCorners α β γ", "δ", "PartialEquiv δ β"),
    # Mathlib/Data/Real/GoldenRatio.lean:31 `abbrev goldenRatio : ℝ`
    "goldenRatio": ("ℝ",),
    # Mathlib/Order/Notation.lean:41 `class HasCompl (α : Type*) where compl : α → α`
    "HasCompl.compl": ("α", "α"),
    # Mathlib/MeasureTheory/Measure/Lebesgue/Basic.lean:434 `def regionBetween (f g : α → ℝ) (s :
    # Set α) : Set (α × ℝ)`
    "regionBetween": ("α → ℝ", "α → ℝ", "Set α", "Set (α × ℝ)"),
    # Mathlib/MeasureTheory/OuterMeasure/OfFunction.lean:53 `protected def ofFunction (m : Set α →
    # ℝ≥0∞) (m_empty : m ∅ = 0) : OuterMeasure α` (the proof untyped here)
    "MeasureTheory.OuterMeasure.ofFunction": (
        "Set α → ℝ≥0∞", "_", "MeasureTheory.OuterMeasure α"),
    # Mathlib/Order/SupClosed.lean:283 `def supClosure : ClosureOperator (Set α)`, :355 `def
    # infClosure : ClosureOperator (Set α)`, :427 `def latticeClosure : ClosureOperator (Set α)`
    # (applied)
    "supClosure": ("Set α", "Set α"), "infClosure": ("Set α", "Set α"),
    "latticeClosure": ("Set α", "Set α"),
    # Mathlib/Analysis/LocallyConvex/AbsConvex.lean:85 `def absConvexHull : ClosureOperator (Set
    # E)` (`variable (𝕜)` :81), :161 `def closedAbsConvexHull : ClosureOperator (Set E)`
    # (`variable (𝕜) in` :157); Analysis/Convex/Topology.lean:323 `def closedConvexHull :
    # ClosureOperator (Set E)` (`variable (𝕜) in` :320) (applied)
    "absConvexHull": ("Type α", "Set β", "Set β"),
    "closedAbsConvexHull": ("Type α", "Set β", "Set β"),
    "closedConvexHull": ("Type α", "Set β", "Set β"),
    # Mathlib/Data/Set/BoolIndicator.lean:23 `noncomputable def boolIndicator (x : α)` (`ite …
    # true false`, a `Bool`) with `variable … (s : Set α)` (:20)
    "Set.boolIndicator": ("Set α", "α", "Bool"),
    # Mathlib/Data/Set/MemPartition.lean:39 `def memPartition (f : ℕ → Set α) : ℕ → Set (Set α)`,
    # :109 `def memPartitionSet (f : ℕ → Set α) : ℕ → α → Set α`
    "memPartition": ("ℕ → Set α", "ℕ", "Set (Set α)"),
    "memPartitionSet": ("ℕ → Set α", "ℕ", "α", "Set α"),
    # Mathlib/MeasureTheory/Measure/FiniteMeasureProd.lean:42 `noncomputable def prod (μ :
    # FiniteMeasure α) (ν : FiniteMeasure β) : FiniteMeasure (α × β)`; FiniteMeasure.lean:168 `def
    # mass (μ : FiniteMeasure Ω) : ℝ≥0`
    "MeasureTheory.FiniteMeasure.prod": (
        "MeasureTheory.FiniteMeasure α", "MeasureTheory.FiniteMeasure β",
        "MeasureTheory.FiniteMeasure (α × β)"),
    "MeasureTheory.FiniteMeasure.mass": ("MeasureTheory.FiniteMeasure α", "ℝ≥0"),
    # Mathlib/MeasureTheory/Measure/GiryMonad.lean:111 `def join (m : Measure (Measure α)) :
    # Measure α`
    "MeasureTheory.Measure.join": (f"{_MEASURE} ({_MEASURE} α)", f"{_MEASURE} α"),
    # Mathlib/MeasureTheory/Measure/Typeclasses/SFinite.lean:115 `def spanningSets (μ : Measure α)
    # [SigmaFinite μ] (i : ℕ) : Set α`
    "MeasureTheory.spanningSets": (f"{_MEASURE} α", "ℕ", "Set α"),
    # Mathlib/MeasureTheory/PiSystem.lean:332 `def piiUnionInter (π : ι → Set (Set α)) (S : Set ι)
    # : Set (Set α)`
    "piiUnionInter": ("α → Set (Set β)", "Set α", "Set (Set β)"),
    # Mathlib/Topology/EMetricSpace/BoundedVariation.lean:587 `noncomputable def variationOnFromTo
    # (f : α → E) (s : Set α) (a b : α) : ℝ`
    "variationOnFromTo": ("α → β", "Set α", "α", "α", "ℝ"),
    # Mathlib/Analysis/Calculus/TangentCone.lean:46 `def tangentConeAt (s : Set E) (x : E) : Set E`
    # with `variable (𝕜 : Type*)` (:36)
    "tangentConeAt": ("Type α", "Set β", "β", "Set β"),
    # Mathlib/Analysis/InnerProductSpace/GramSchmidtOrtho.lean:49 `noncomputable def gramSchmidt
    # (f : ι → E) (n : ι) : E` with `variable (𝕜 : Type*) {E : Type*}` (:40), `{ι : Type*}` (:41)
    "gramSchmidt": ("Type α", "β → γ", "β", "γ"),
    # Mathlib/MeasureTheory/Integral/Bochner/L1.lean:75 `def weightedSMul {_ : MeasurableSpace α}
    # (μ : Measure α) (s : Set α) : F →L[ℝ] F` (applied)
    "MeasureTheory.weightedSMul": (f"{_MEASURE} α", "Set α", "β", "β"),
    # Mathlib/Topology/ContinuousMap/Bounded/Basic.lean:256 `def const (b : β) : α →ᵇ β`
    # (`variable (α) in` :253)
    "BoundedContinuousFunction.const": ("Type α", "β", "BoundedContinuousFunction α β"),
    # Mathlib/LinearAlgebra/AffineSpace/AffineMap.lean:154 `def const (p : P2) : P1 →ᵃ[k] P2` with
    # `variable (k P1)` (:151; `k` declared before `P1`, :93)
    "AffineMap.const": ("Type α", "Type β", "γ", "AffineMap α β γ"),
    # Mathlib/Analysis/Normed/Algebra/Exponential.lean:102 `def expSeries : FormalMultilinearSeries
    # 𝕂 𝔸 𝔸` with `variable (𝕂 𝔸 : Type*)` (:98)
    "NormedSpace.expSeries": ("Type α", "Type β", "FormalMultilinearSeries α β β"),
    # Mathlib/MeasureTheory/Measure/Complex.lean:61 `def toComplexMeasure (s t : SignedMeasure α)
    # : ComplexMeasure α`
    "MeasureTheory.SignedMeasure.toComplexMeasure": (
        "MeasureTheory.SignedMeasure α", "MeasureTheory.SignedMeasure α",
        "MeasureTheory.ComplexMeasure α"),
    # Mathlib/MeasureTheory/Measure/Content.lean:122 `def innerContent (U : Opens G) : ℝ≥0∞` with
    # `variable (μ : Content G)` (:89)
    "MeasureTheory.Content.innerContent": (
        "MeasureTheory.Content α", "TopologicalSpace.Opens α", "ℝ≥0∞"),
    # Mathlib/Analysis/SpecialFunctions/SmoothTransition.lean:34 `def expNegInvGlue (x : ℝ) : ℝ`
    "expNegInvGlue": ("ℝ", "ℝ"),
    # Mathlib/Analysis/Complex/UpperHalfPlane/Basic.lean:83 `def mk (z : ℂ) (h : 0 < z.im) : ℍ`
    # (the proof untyped here)
    "UpperHalfPlane.mk": ("ℂ", "_", "UpperHalfPlane"),
    # Mathlib/Data/Real/GoldenRatio.lean:34 `abbrev goldenConj : ℝ`, the partner of `goldenRatio`
    "goldenConj": ("ℝ",),
    # Mathlib/Geometry/Manifold/IsManifold/Basic.lean:151 `structure ModelWithCorners (𝕜 : Type*)
    # … (E : Type*) … (H : Type*) … extends PartialEquiv H E` (the parent projection)
    "ModelWithCorners.toPartialEquiv": ("ModelWithCorners α β γ", "PartialEquiv γ β"),
    # Mathlib/Geometry/Manifold/IsManifold/ExtChartAt.lean:713 `def writtenInExtChartAt (x : M) (f
    # : M → M') : E → E'` (`variable (I I') in` :709; `I : ModelWithCorners 𝕜 E H`, `I' :
    # ModelWithCorners 𝕜 E' H'`, :47-51)
    "writtenInExtChartAt": (
        "ModelWithCorners α β γ", "ModelWithCorners α δ ε", "ι", "ι → κ", "β → δ"),
    # Mathlib/MeasureTheory/Measure/Complex.lean:51 `def re : ComplexMeasure α →ₗ[ℝ] SignedMeasure
    # α`, :56 `def im : ComplexMeasure α →ₗ[ℝ] SignedMeasure α` (applied)
    "MeasureTheory.ComplexMeasure.re": (
        "MeasureTheory.ComplexMeasure α", "MeasureTheory.SignedMeasure α"),
    "MeasureTheory.ComplexMeasure.im": (
        "MeasureTheory.ComplexMeasure α", "MeasureTheory.SignedMeasure α"),
    # Mathlib/MeasureTheory/Measure/FiniteMeasure.lean:338 `def testAgainstNN (μ : FiniteMeasure Ω)
    # (f : Ω →ᵇ ℝ≥0) : ℝ≥0`
    "MeasureTheory.FiniteMeasure.testAgainstNN": (
        "MeasureTheory.FiniteMeasure α", "BoundedContinuousFunction α ℝ≥0", "ℝ≥0"),
    # Mathlib/Analysis/BoxIntegral/UnitPartition.lean:124 `abbrev tag (ν : ι → ℤ) : ι → ℝ` with
    # `variable (n : ℕ)` (:94), the partner of `index`
    "BoxIntegral.unitPartition.tag": ("ℕ", "α → ℤ", "α → ℝ"),
    # Mathlib/Order/Synonym.lean:138 `def ofLex : Lex α ≃ α` (applied)
    "ofLex": ("Lex α", "α"),
    # Mathlib/Order/Filter/Defs.lean:336 `def seq (f : Filter (α → β)) (g : Filter α) : Filter β`
    "Filter.seq": ("Filter (α → β)", "Filter α", "Filter β"),
    # Mathlib/Order/Filter/Ultrafilter/Defs.lean:165 `nonrec def map (m : α → β) (f : Ultrafilter
    # α) : Ultrafilter β`
    "Ultrafilter.map": ("α → β", "Ultrafilter α", "Ultrafilter β"),
    # Mathlib/Order/Heyting/Hom.lean:301 `def comp (f : HeytingHom β γ) (g : HeytingHom α β) :
    # HeytingHom α γ`, :406 (`CoheytingHom`), :509 (`BiheytingHom`) likewise
    "HeytingHom.comp": ("HeytingHom β γ", "HeytingHom α β", "HeytingHom α γ"),
    "CoheytingHom.comp": ("CoheytingHom β γ", "CoheytingHom α β", "CoheytingHom α γ"),
    "BiheytingHom.comp": ("BiheytingHom β γ", "BiheytingHom α β", "BiheytingHom α γ"),
    # Mathlib/Order/Interval/Basic.lean:350 `def map (f : α →o β) : Interval α → Interval β`
    "Interval.map": ("OrderHom α β", "Interval α", "Interval β"),
    # Mathlib/Order/Concept.lean:47 `def intentClosure (s : Set α) : Set β`, :52 `def
    # extentClosure (t : Set β) : Set α` with `variable … (r : α → β → Prop)` (:40)
    "intentClosure": ("α → β → Prop", "Set α", "Set β"),
    "extentClosure": ("α → β → Prop", "Set β", "Set α"),
    # Mathlib/Topology/Irreducible.lean:116 `def irreducibleComponent (x : X) : Set X`
    "irreducibleComponent": ("α", "Set α"),
    # Mathlib/Topology/Connected/PathConnected.lean:230 `def pathComponentIn (x : X) (F : Set X) :=
    # { y | JoinedIn F x y }` (a `Set X`)
    "pathComponentIn": ("α", "Set α", "Set α"),
    # Mathlib/Topology/Compactness/SigmaCompact.lean:213 `def compactCovering : ℕ → Set X` with
    # `variable (X)` (:207)
    "compactCovering": ("Type α", "ℕ", "Set α"),
    # Mathlib/Topology/PartialHomeomorph.lean:651 `protected def refl (X : Type*)
    # [TopologicalSpace X] : PartialHomeomorph X X`
    "PartialHomeomorph.refl": ("Type α", "PartialHomeomorph α α"),
    # Mathlib/MeasureTheory/Measure/MeasureSpaceDef.lean:74 `structure Measure (α : Type*)
    # [MeasurableSpace α] extends OuterMeasure α` (the parent projection)
    "MeasureTheory.Measure.toOuterMeasure": (f"{_MEASURE} α", "MeasureTheory.OuterMeasure α"),
    # Mathlib/Probability/Kernel/Basic.lean:155 `def swap (α β : Type*) [MeasurableSpace α]
    # [MeasurableSpace β] : Kernel (α × β) (β × α)`
    "ProbabilityTheory.Kernel.swap": ("Type α", "Type β", f"{_KERNEL} (α × β) (β × α)"),
    # Mathlib/MeasureTheory/MeasurableSpace/Embedding.lean:383 `def prodAssoc : (α × β) × γ ≃ᵐ α ×
    # β × γ` (applied)
    "MeasurableEquiv.prodAssoc": ("(α × β) × γ", "α × β × γ"),
    # Mathlib/Data/Complex/Basic.lean:575 `def ofRealHom : ℝ →+* ℂ`;
    # Data/Complex/Module.lean:236 `def conjAe : ℂ ≃ₐ[ℝ] ℂ` (applied)
    "Complex.ofRealHom": ("ℝ", "ℂ"), "Complex.conjAe": ("ℂ", "ℂ"),
    # Mathlib/Analysis/Convex/Cone/InnerDual.lean:43 `def Set.innerDualCone (s : Set H) :
    # ConvexCone ℝ H`
    "Set.innerDualCone": ("Set α", "ConvexCone ℝ α"),
    # Mathlib/MeasureTheory/Measure/Map.lean:71 `def mapₗ … (f : α → β) : Measure α →ₗ[ℝ≥0∞]
    # Measure β` (applied)
    "MeasureTheory.Measure.mapₗ": ("α → β", f"{_MEASURE} α", f"{_MEASURE} β"),
    # Mathlib/MeasureTheory/Function/Egorov.lean:41 `def notConvergentSeq [Preorder ι] (f : ι → α →
    # β) (g : α → β) (n : ℕ) (j : ι) : Set α`
    "MeasureTheory.Egorov.notConvergentSeq": ("α → β → γ", "β → γ", "ℕ", "α", "Set β"),
    # Mathlib/Probability/Martingale/Upcrossing.lean:409 `noncomputable def upcrossingsBefore … (a
    # b : ℝ) (f : ι → Ω → ℝ) (N : ι) (ω : Ω) : ℕ`, :759 `noncomputable def upcrossings … (a b :
    # ℝ) (f : ι → Ω → ℝ) (ω : Ω) : ℝ≥0∞`
    "MeasureTheory.upcrossingsBefore": ("ℝ", "ℝ", "α → β → ℝ", "α", "β", "ℕ"),
    "MeasureTheory.upcrossings": ("ℝ", "ℝ", "α → β → ℝ", "β", "ℝ≥0∞"),
    # Mathlib/Topology/Algebra/Algebra.lean:298 `def comp (g : B →A[R] C) (f : A →A[R] B) : A
    # →A[R] C`
    "ContinuousAlgHom.comp": (
        "ContinuousAlgHom α γ δ", "ContinuousAlgHom α β γ", "ContinuousAlgHom α β δ"),
    # Mathlib/Analysis/Seminorm.lean:1020 `protected def restrictScalars (p : Seminorm 𝕜' E) :
    # Seminorm 𝕜 E` with `variable (𝕜)` (:1014; `E` declared before it)
    "Seminorm.restrictScalars": ("Type α", "Seminorm β γ", "Seminorm α γ"),
    # Mathlib/Dynamics/TopologicalEntropy/CoverEntropy.lean:361 `noncomputable def
    # coverEntropyEntourage (T : X → X) (F : Set X) (U : Set (X × X)) := expGrowthSup …`
    # (Analysis/Asymptotics/ExpGrowth.lean:33 `def expGrowthSup (u : ℕ → ℝ≥0∞) : EReal`)
    "Dynamics.coverEntropyEntourage": ("α → α", "Set α", "Set (α × α)", "EReal"),
    # Mathlib/MeasureTheory/Group/FundamentalDomain.lean:487 `def fundamentalFrontier : Set α`,
    # :493 `def fundamentalInterior : Set α` with `variable (G) … (s : Set α)` (:481)
    "MeasureTheory.fundamentalFrontier": ("Type α", "Set β", "Set β"),
    "MeasureTheory.fundamentalInterior": ("Type α", "Set β", "Set β"),
    # Mathlib/MeasureTheory/Group/AEStabilizer.lean:40 `def aestabilizer (s : Set α) : Subgroup G`
    # with `variable (G : Type*) {α : Type*} … (μ : Measure α)` (:33-34)
    "MulAction.aestabilizer": ("Type α", f"{_MEASURE} β", "Set β", "Subgroup α"),
    # Mathlib/Topology/Compactness/Lindelof.lean:47 `def IsLindelof (s : Set X) := ∀ ⦃f⦄ …` (a
    # `Prop`)
    "IsLindelof": ("Set α", "Prop"),
    # Mathlib/Analysis/Calculus/FormalMultilinearSeries.lean:182 `def shift :
    # FormalMultilinearSeries 𝕜 E (E →L[𝕜] F)` with `variable (p : FormalMultilinearSeries 𝕜 E
    # F)`, the partner of `unshift`
    "FormalMultilinearSeries.shift": (
        "FormalMultilinearSeries α β γ", f"FormalMultilinearSeries α β ({_CLM} β γ)"),
}
