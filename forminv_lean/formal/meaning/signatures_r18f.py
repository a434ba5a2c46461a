"""Declared signatures of the analysis, topology, measure, probability, order and geometry
constants that blocked refused renderings in round 18, each cited from its declaration at v4.19.0.

Same format and rules as `signatures_r17d` (explicit arguments in order, the section `variable`s
the declaration uses included, then the result; `α β γ δ ε ι κ` the declaration's type
parameters, `_` an argument not typed here, a first `Type κ` a leading explicit type argument),
merged into `opaque.SIGNATURES`. Chosen by how many whole-corpus theorems an application of the
constant with no declared signature blocked (`type mismatch: T and ?F(…)`, `the type of … is not
known here (?F(…))`, `… depends on F's domain`, `… fixed by F's domain`). A function returning a
bundled map, equivalence or closure operator (`toLex : α ≃ Lex α`, `supClosure :
ClosureOperator (Set α)`) is typed as the function it coerces to, applied, as in `signatures_r17d`.

Left out on purpose (the format cannot say them exactly): results whose type parameter no
argument fixes (`Filter.atTop`, `Filter.cofinite`, `OnePoint.infty`, `vectorSpan k s : Submodule k
V` and `AffineSubspace.direction` (`V` is fixed by the instance `AffineSpace V P` only),
`OuterMeasure.mkMetric`, `RCLike.ofReal`, `ContinuousAffineMap.contLinear`), types that mention a
term (`Affine.Simplex.points`, `Set.projIcc`, `Submodule.subtypeL p`, an `Orientation ℝ E (Fin
2)`, `ContDiffBump c`), dependent functions (`Set.restrict`, `Filter.pi`, `Hamming.ofHamming`,
`iteratedFDeriv`'s `E[×n]→L[𝕜] F`), conjugate-linear maps (`innerSL`), and the manifold
derivative (`mfderiv`'s `TangentSpace I x`).

Left out after measuring on the 15,000/seed-1 sample (each lost more renderings than it gained,
a partner keeping an unknown type or used unapplied): `OrderDual.toDual` and `OrderDual.ofDual`
(`OrderDual.toDual ∘ f`), `ofLex` (`(ofLex n : α)`), `Filter.cocompact` and `Bornology.cobounded`
(`Filter.atTop`, `Filter.comap f` at a `FunLike`), `BoxIntegral.Box.distortion`
(`Prepartition.distortion`), `Euclidean.ball` (`toEuclidean`), `FiniteMeasure.prod`,
`Measure.toOuterMeasure`, `OuterMeasure.ofFunction`, `Kernel.parallelComp` (`Kernel.id`),
`PartialHomeomorph.extend` (`Set.range I`), `TendstoUniformlyOn`, `TendstoLocallyUniformlyOn`,
`Dynamics.coverEntropyEntourage` and `coverEntropyInfEntourage` (`netEntropyInfEntourage`,
`coverEntropyInf`).
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
    # Mathlib/Order/Synonym.lean:133 `def toLex : α ≃ Lex α` (applied)
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
    # : ι → ℝ)`
    "BoxIntegral.Box.lower": ("BoxIntegral.Box α", "α → ℝ"),
    "BoxIntegral.Box.upper": ("BoxIntegral.Box α", "α → ℝ"),
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
    # Mathlib/Geometry/Manifold/ChartedSpace.lean:562 `abbrev chartAt (H : Type*) … (x : M) :
    # PartialHomeomorph M H`
    "chartAt": ("Type α", "β", "PartialHomeomorph β α"),
    # Mathlib/Geometry/Manifold/IsManifold/Basic.lean:163 `def modelWithCornersSelf (𝕜 : Type*) …
    # (E : Type*) … : ModelWithCorners 𝕜 E E`
    "modelWithCornersSelf": ("Type α", "Type β", "ModelWithCorners α β β"),
    # Mathlib/Geometry/Manifold/IsManifold/ExtChartAt.lean (`variable … (f f' : PartialHomeomorph
    # M H) {I : ModelWithCorners 𝕜 E H}` :47-50): :369 `def extChartAt (x : M) : PartialEquiv M E`
    # (`variable (I) in` :365)
    "extChartAt": ("ModelWithCorners α β γ", "δ", "PartialEquiv δ β"),
    # Mathlib/Order/Notation.lean:41 `class HasCompl (α : Type*) where compl : α → α`
    "HasCompl.compl": ("α", "α"),
    # Mathlib/MeasureTheory/Measure/Lebesgue/Basic.lean:434 `def regionBetween (f g : α → ℝ) (s :
    # Set α) : Set (α × ℝ)`
    "regionBetween": ("α → ℝ", "α → ℝ", "Set α", "Set (α × ℝ)"),
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
    # Mathlib/MeasureTheory/Measure/FiniteMeasure.lean:168 `def mass (μ : FiniteMeasure Ω) : ℝ≥0`
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
    # Mathlib/Probability/Kernel/Basic.lean:155 `def swap (α β : Type*) [MeasurableSpace α]
    # [MeasurableSpace β] : Kernel (α × β) (β × α)`
    "ProbabilityTheory.Kernel.swap": ("Type α", "Type β", f"{_KERNEL} (α × β) (β × α)"),
    # Mathlib/MeasureTheory/MeasurableSpace/Embedding.lean:383 `def prodAssoc : (α × β) × γ ≃ᵐ α ×
    # β × γ` (applied)
    "MeasurableEquiv.prodAssoc": ("(α × β) × γ", "α × β × γ"),
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
    # Mathlib/Topology/Hom/Open.lean:116 `def comp (f : β →CO γ) (g : α →CO β) : ContinuousOpenMap
    # α γ`, :86 `protected def copy (f : α →CO β) (f' : α → β) (h : f' = f) : α →CO β`;
    # Topology/Order/Hom/Basic.lean:139 `def comp (f : β →Co γ) (g : α →Co β)`, :109 `protected
    # def copy`, likewise; Topology/Order/Hom/Esakia.lean:161 `def comp (g : PseudoEpimorphism β
    # γ) (f : PseudoEpimorphism α β) : PseudoEpimorphism α γ`, :273 `def comp (g : EsakiaHom β γ)
    # (f : EsakiaHom α β) : EsakiaHom α γ`; Topology/Spectral/Hom.lean:155 `def comp (f :
    # SpectralMap β γ) (g : SpectralMap α β) : SpectralMap α γ`; Topology/Bornology/Hom.lean:136
    # `def comp (f : LocallyBoundedMap β γ) (g : LocallyBoundedMap α β) : LocallyBoundedMap α γ`
    # (each after `variable {α}`)
    "ContinuousOpenMap.comp": (
        "ContinuousOpenMap β γ", "ContinuousOpenMap α β", "ContinuousOpenMap α γ"),
    "ContinuousOpenMap.copy": (
        "ContinuousOpenMap α β", "α → β", "_", "ContinuousOpenMap α β"),
    "ContinuousOrderHom.comp": (
        "ContinuousOrderHom β γ", "ContinuousOrderHom α β", "ContinuousOrderHom α γ"),
    "ContinuousOrderHom.copy": (
        "ContinuousOrderHom α β", "α → β", "_", "ContinuousOrderHom α β"),
    "PseudoEpimorphism.comp": (
        "PseudoEpimorphism β γ", "PseudoEpimorphism α β", "PseudoEpimorphism α γ"),
    "EsakiaHom.comp": ("EsakiaHom β γ", "EsakiaHom α β", "EsakiaHom α γ"),
    "SpectralMap.comp": ("SpectralMap β γ", "SpectralMap α β", "SpectralMap α γ"),
    "LocallyBoundedMap.comp": (
        "LocallyBoundedMap β γ", "LocallyBoundedMap α β", "LocallyBoundedMap α γ"),
    # Mathlib/Topology/LocallyConstant/Basic.lean:273 `def const (X : Type*) {Y : Type*}
    # [TopologicalSpace X] (y : Y) : LocallyConstant X Y`
    "LocallyConstant.const": ("Type α", "β", "LocallyConstant α β"),
    # Mathlib/Topology/MetricSpace/Dilation.lean:263 `protected def id (α) [PseudoEMetricSpace α] :
    # α →ᵈ α`; DilationEquiv.lean:95 `def refl (X : Type*) [PseudoEMetricSpace X] : X ≃ᵈ X`, :104
    # `def trans (e₁ : X ≃ᵈ Y) (e₂ : Y ≃ᵈ Z) : X ≃ᵈ Z`
    "Dilation.id": ("Type α", "Dilation α α"),
    "DilationEquiv.refl": ("Type α", "DilationEquiv α α"),
    "DilationEquiv.trans": ("DilationEquiv α β", "DilationEquiv β γ", "DilationEquiv α γ"),
    # Mathlib/Topology/MetricSpace/GromovHausdorff.lean:167 `def ghDist (X : Type u) (Y : Type v)
    # … : ℝ`, :82 `def toGHSpace (X : Type u) … : GHSpace`
    "GromovHausdorff.ghDist": ("Type α", "Type β", "ℝ"),
    "GromovHausdorff.toGHSpace": ("Type α", "GromovHausdorff.GHSpace"),
    # Mathlib/Topology/MetricSpace/ThickenedIndicator.lean:48 `def thickenedIndicatorAux (δ : ℝ)
    # (E : Set α) : α → ℝ≥0∞`
    "thickenedIndicatorAux": ("ℝ", "Set α", "α", "ℝ≥0∞"),
    # Mathlib/Topology/PartialHomeomorph.lean:65 `structure PartialHomeomorph (X : Type*) (Y :
    # Type*) … extends PartialEquiv X Y`; Topology/Homeomorph/Defs.lean:40 `structure Homeomorph
    # (X : Type*) (Y : Type*) … extends X ≃ Y` (the parent projections)
    "PartialHomeomorph.toPartialEquiv": ("PartialHomeomorph α β", "PartialEquiv α β"),
    "Homeomorph.toEquiv": ("Homeomorph α β", "Equiv α β"),
    # Mathlib/Topology/Sets/Closeds.lean:192 `def Opens.compl (s : Opens α) : Closeds α`
    "TopologicalSpace.Opens.compl": (
        "TopologicalSpace.Opens α", "TopologicalSpace.Closeds α"),
    # Mathlib/Analysis/Convex/Cone/Basic.lean:221 `def comap (f : E →ₗ[𝕜] F) (S : ConvexCone 𝕜 F)
    # : ConvexCone 𝕜 E`; Convex/Cone/Pointed.lean:112 `def map (f : E →ₗ[𝕜] F) (S : PointedCone 𝕜
    # E) : PointedCone 𝕜 F`, :137 `def comap (f : E →ₗ[𝕜] F) (S : PointedCone 𝕜 F) : PointedCone 𝕜
    # E`
    "ConvexCone.comap": ("LinearMap (RingHom.id α) β γ", "ConvexCone α γ", "ConvexCone α β"),
    "PointedCone.map": ("LinearMap (RingHom.id α) β γ", "PointedCone α β", "PointedCone α γ"),
    "PointedCone.comap": ("LinearMap (RingHom.id α) β γ", "PointedCone α γ", "PointedCone α β"),
    # Mathlib/MeasureTheory/MeasurableSpace/Constructions.lean:288 `def measurableAtom (x : β) :
    # Set β`
    "measurableAtom": ("α", "Set α"),
    # Mathlib/MeasureTheory/Measure/Haar/OfBasis.lean:248 `irreducible_def Basis.addHaar (b : Basis
    # ι ℝ E) : Measure E`
    "Basis.addHaar": ("Basis α ℝ β", f"{_MEASURE} β"),
    # Mathlib/Topology/Algebra/Field.lean:57 `def Subfield.topologicalClosure (K : Subfield α) :
    # Subfield α`, :95 `def affineHomeomorph (a b : 𝕜) (h : a ≠ 0) : 𝕜 ≃ₜ 𝕜`
    "Subfield.topologicalClosure": ("Subfield α", "Subfield α"),
    "affineHomeomorph": ("α", "α", "_", "Homeomorph α α"),
    # Mathlib/Topology/ContinuousMap/Bounded/Basic.lean:395 `nonrec def extend (f : α ↪ δ) (g : α
    # →ᵇ β) (h : δ →ᵇ β) : δ →ᵇ β`
    "BoundedContinuousFunction.extend": (
        "Function.Embedding α γ", "BoundedContinuousFunction α β",
        "BoundedContinuousFunction γ β", "BoundedContinuousFunction γ β"),
    # Mathlib/Analysis/Analytic/ChangeOrigin.lean (`variable (p : FormalMultilinearSeries 𝕜 E F)`
    # :48): :223 `def derivSeries : FormalMultilinearSeries 𝕜 E (E →L[𝕜] F)`, :114 `def
    # changeOrigin (x : E) : FormalMultilinearSeries 𝕜 E F`
    "FormalMultilinearSeries.derivSeries": (
        "FormalMultilinearSeries α β γ", f"FormalMultilinearSeries α β ({_CLM} β γ)"),
    "FormalMultilinearSeries.changeOrigin": (
        "FormalMultilinearSeries α β γ", "β", "FormalMultilinearSeries α β γ"),
    # Mathlib/Analysis/Analytic/Composition.lean:224 `protected def comp (q :
    # FormalMultilinearSeries 𝕜 F G) (p : FormalMultilinearSeries 𝕜 E F) : FormalMultilinearSeries
    # 𝕜 E G`, :331 `def id (x : E) : FormalMultilinearSeries 𝕜 E E` (`variable (𝕜 E)` :326)
    "FormalMultilinearSeries.comp": (
        "FormalMultilinearSeries α γ δ", "FormalMultilinearSeries α β γ",
        "FormalMultilinearSeries α β δ"),
    "FormalMultilinearSeries.id": ("Type α", "Type β", "β", "FormalMultilinearSeries α β β"),
    # Mathlib/Analysis/Analytic/Constructions.lean:832 `def formalMultilinearSeries_geometric :
    # FormalMultilinearSeries 𝕜 A A` with `variable (𝕜 A : Type*)` (:829)
    "formalMultilinearSeries_geometric": (
        "Type α", "Type β", "FormalMultilinearSeries α β β"),
    # Mathlib/Analysis/Analytic/Linear.lean:90 `def fpowerSeriesBilinear (f : E →L[𝕜] F →L[𝕜] G)
    # (x : E × F) : FormalMultilinearSeries 𝕜 (E × F) G`
    "ContinuousLinearMap.fpowerSeriesBilinear": (
        f"{_CLM} β ({_CLM} γ δ)", "β × γ", "FormalMultilinearSeries α (β × γ) δ"),
    # Mathlib/Topology/Algebra/Module/Equiv.lean:272 `protected def refl : M₁ ≃L[R₁] M₁` with
    # `variable (R₁ M₁)` (:268; `R₁` declared first)
    "ContinuousLinearEquiv.refl": (
        "Type α", "Type β", "ContinuousLinearEquiv (RingHom.id α) β β"),
    # Mathlib/Analysis/Complex/AbelLimit.lean:47 `def stolzCone (s : ℝ) : Set ℂ`;
    # Analysis/Complex/IntegerCompl.lean:20 `def Complex.integerComplement := (Set.range ((↑) : ℤ
    # → ℂ))ᶜ` (a `Set ℂ`)
    "Complex.stolzCone": ("ℝ", "Set ℂ"), "Complex.integerComplement": ("Set ℂ",),
    # Analysis/Complex/Basic.lean:288 `def ofRealCLM : ℝ →L[ℝ] ℂ`;
    # MeasureTheory/Measure/Lebesgue/Complex.lean:39 `def measurableEquivRealProd : ℂ ≃ᵐ ℝ × ℝ`
    # (applied; `reLm`, `imLm`, `ofRealAm`, `ofRealHom`, `conjAe`, `equivRealProd` are in
    # `signatures_r18e`, typed as their bundled types)
    "Complex.ofRealCLM": ("ℝ", "ℂ"),
    "Complex.measurableEquivRealProd": ("ℂ", "ℝ × ℝ"),
    # Mathlib/Analysis/Normed/Group/Hom.lean:152 `def SurjectiveOnWith (f : NormedAddGroupHom V₁
    # V₂) (K : AddSubgroup V₂) (C : ℝ) : Prop`
    "NormedAddGroupHom.SurjectiveOnWith": (
        "NormedAddGroupHom α β", "AddSubgroup β", "ℝ", "Prop"),
    # Mathlib/Topology/Order/LowerUpperTopology.lean:76 `def toLower : α ≃ WithLower α`, :79 `def
    # ofLower : WithLower α ≃ α`, :137 `def toUpper : α ≃ WithUpper α`, :140 `def ofUpper :
    # WithUpper α ≃ α`; Topology/Specialization.lean:26 `def toEquiv : α ≃ Specialization α`, :29
    # `def ofEquiv : Specialization α ≃ α` (applied)
    "Topology.WithLower.toLower": ("α", "Topology.WithLower α"),
    "Topology.WithLower.ofLower": ("Topology.WithLower α", "α"),
    "Topology.WithUpper.toUpper": ("α", "Topology.WithUpper α"),
    "Topology.WithUpper.ofUpper": ("Topology.WithUpper α", "α"),
    "Specialization.toEquiv": ("α", "Specialization α"),
    "Specialization.ofEquiv": ("Specialization α", "α"),
    # Mathlib/Topology/UniformSpace/UniformConvergenceTopology.lean:179 `def UniformFun.toFun : (α
    # →ᵤ β) ≃ (α → β)` (applied), the partner of `UniformFun.ofFun`
    "UniformFun.toFun": ("UniformFun α β", "α → β"),
    # Mathlib/Topology/UniformSpace/Defs.lean:218 `def symmetrizeRel (V : Set (α × α)) : Set (α ×
    # α)`; UniformSpace/Basic.lean:685 `def entourageProd (u : Set (α × α)) (v : Set (β × β)) :
    # Set ((α × β) × α × β)`
    "symmetrizeRel": ("Set (α × α)", "Set (α × α)"),
    "entourageProd": ("Set (α × α)", "Set (β × β)", "Set ((α × β) × α × β)"),
    # Mathlib/Topology/Order.lean:63 `def generateFrom (g : Set (Set α)) : TopologicalSpace α`
    "TopologicalSpace.generateFrom": ("Set (Set α)", "TopologicalSpace α"),
    # Mathlib/Topology/Instances/CantorSet.lean:28 `def preCantorSet : ℕ → Set ℝ`, :41 `def
    # cantorSet : Set ℝ`
    "preCantorSet": ("ℕ", "Set ℝ"), "cantorSet": ("Set ℝ",),
    # Mathlib/Topology/Constructible.lean:48 `def IsRetrocompact (s : Set X) : Prop`;
    # Topology/Inseparable.lean:213 `def StableUnderSpecialization (s : Set X) : Prop`, :218 `def
    # StableUnderGeneralization (s : Set X) : Prop`
    "IsRetrocompact": ("Set α", "Prop"),
    "StableUnderSpecialization": ("Set α", "Prop"),
    "StableUnderGeneralization": ("Set α", "Prop"),
    # Mathlib/Topology/ContinuousMap/Basic.lean:168 `def prodMk (f : C(α, β₁)) (g : C(α, β₂)) :
    # C(α, β₁ × β₂)`
    "ContinuousMap.prodMk": (
        "ContinuousMap α β", "ContinuousMap α γ", "ContinuousMap α (β × γ)"),
    # Mathlib/Topology/CompactOpen.lean:329 `def coev (b : Y) : C(X, Y × X)` with `variable (X Y)`
    # (:324)
    "ContinuousMap.coev": ("Type α", "Type β", "β", "ContinuousMap α (β × α)"),
    # Mathlib/Topology/Algebra/Monoid.lean:945 `protected def mulLeft (x : X) : C(X, X)`, :936
    # `protected def mulRight (x : X) : C(X, X)`
    "ContinuousMap.mulLeft": ("α", "ContinuousMap α α"),
    "ContinuousMap.mulRight": ("α", "ContinuousMap α α"),
    # Mathlib/Topology/Instances/RealVectorSpace.lean:33 `def toRealLinearMap (f : E →+ F) (hf :
    # Continuous f) : E →L[ℝ] F`
    "AddMonoidHom.toRealLinearMap": (
        "AddMonoidHom α β", "_", "ContinuousLinearMap (RingHom.id ℝ) α β"),
    # Mathlib/Topology/MetricSpace/HolderNorm.lean:51 `def nnHolderNorm (r : ℝ≥0) (f : X → Y) :
    # ℝ≥0`
    "nnHolderNorm": ("ℝ≥0", "α → β", "ℝ≥0"),
    # Mathlib/Topology/UniformSpace/Completion.lean:143 `def pureCauchy (a : α) : CauchyFilter α`
    "CauchyFilter.pureCauchy": ("α", "CauchyFilter α"),
    # Mathlib/Topology/StoneCech.lean:330 `def stoneCechUnit (x : α) : StoneCech α` (after
    # `variable {α}` :315)
    "stoneCechUnit": ("α", "StoneCech α"),
    # Mathlib/Topology/MetricSpace/PiNat.lean:182 `def res (x : ℕ → α) : ℕ → List α`
    "PiNat.res": ("ℕ → α", "ℕ", "List α"),
    # Mathlib/Topology/Sets/Compacts.lean:121 `protected def map (f : α → β) (hf : Continuous f) (K
    # : Compacts α) : Compacts β`
    "TopologicalSpace.Compacts.map": (
        "α → β", "_", "TopologicalSpace.Compacts α", "TopologicalSpace.Compacts β"),
    # Mathlib/Topology/MetricSpace/Lipschitz.lean:115 `def toLocallyBoundedMap (f : α → β) (hf :
    # LipschitzWith K f) : LocallyBoundedMap α β`
    "LipschitzWith.toLocallyBoundedMap": ("α → β", "_", "LocallyBoundedMap α β"),
    # Mathlib/Topology/ContinuousMap/CompactlySupported.lean:518 `def comp (f : C_c(γ, δ)) (g : β
    # →co γ) : C_c(β, δ)`; ContinuousMap/ZeroAtInfty.lean:586 `def comp (f : C₀(γ, δ)) (g : β →co
    # γ) : C₀(β, δ)`
    "CompactlySupportedContinuousMap.comp": (
        "CompactlySupportedContinuousMap β γ", "CocompactMap α β",
        "CompactlySupportedContinuousMap α γ"),
    "ZeroAtInftyContinuousMap.comp": (
        "ZeroAtInftyContinuousMap β γ", "CocompactMap α β", "ZeroAtInftyContinuousMap α γ"),
    # Mathlib/Analysis/Fourier/FourierTransform.lean:276 `def fourierIntegral (e : AddChar 𝕜 𝕊) (μ
    # : Measure 𝕜) (f : 𝕜 → E) (w : 𝕜) : E`
    "Fourier.fourierIntegral": ("AddChar α β", f"{_MEASURE} α", "α → γ", "α", "γ"),
    # Mathlib/Analysis/Complex/UpperHalfPlane/Basic.lean:128 `def I : ℍ`;
    # UpperHalfPlane/Topology.lean:75 `def verticalStrip (A B : ℝ) := {z : ℍ | …}` (a `Set ℍ`)
    "UpperHalfPlane.I": ("UpperHalfPlane",),
    "UpperHalfPlane.verticalStrip": ("ℝ", "ℝ", "Set UpperHalfPlane"),
    # Mathlib/Analysis/Complex/Periodic.lean:39 `def invQParam (q : ℂ) : ℂ` with `variable (h :
    # ℝ)` (:31)
    "Function.Periodic.invQParam": ("ℝ", "ℂ", "ℂ"),
    # Mathlib/Analysis/Calculus/VectorField.lean:368 `def pullbackWithin (f : E → F) (V : F → F) (s
    # : Set E) (x : E) : E` (`variable (𝕜) in` :363)
    "VectorField.pullbackWithin": ("Type α", "β → γ", "γ → γ", "Set β", "β", "β"),
    # Mathlib/Topology/Algebra/ContinuousAffineMap.lean:117 `def const (q : Q) : P →ᴬ[R] Q` with
    # `variable (R P)` (:114; declared `{R V W P Q : Type*}` :42)
    "ContinuousAffineMap.const": ("Type α", "Type β", "γ", "ContinuousAffineMap α β γ"),
    # Mathlib/Data/Set/Enumerate.lean:33 `def enumerate : Set α → ℕ → Option α` with `variable …
    # (sel : Set α → Option α)` (:28)
    "Set.enumerate": ("Set α → Option α", "Set α", "ℕ", "Option α"),
    # Mathlib/Dynamics/BirkhoffSum/Basic.lean:27 `def birkhoffSum (f : α → α) (g : α → M) (n : ℕ)
    # (x : α) : M`; BirkhoffSum/Average.lean:42 `def birkhoffAverage (f : α → α) (g : α → M) (n :
    # ℕ) (x : α) : M` with `variable (R : Type*) {α M : Type*}` (:30)
    "birkhoffSum": ("α → α", "α → β", "ℕ", "α", "β"),
    "birkhoffAverage": ("Type α", "β → β", "β → γ", "ℕ", "β", "γ"),
    # Mathlib/LinearAlgebra/AffineSpace/Combination.lean:726 `def centroidWeights : ι → k` with
    # `variable (k : Type*) … (s : Finset ι)` (:722-723)
    "Finset.centroidWeights": ("Type α", "Finset β", "β → α"),
    # Mathlib/MeasureTheory/MeasurableSpace/EventuallyMeasurable.lean:40 `def
    # EventuallyMeasurableSpace (l : Filter α) [CountableInterFilter l] : MeasurableSpace α` with
    # `variable {α : Type*} (m : MeasurableSpace α)` (:36)
    "EventuallyMeasurableSpace": ("MeasurableSpace α", "Filter α", "MeasurableSpace α"),
    # Mathlib/Topology/Algebra/Algebra.lean:66 `def algebraMapCLM : R →L[R] A` with `variable (R :
    # Type*) (A : Type u)` (:38)
    "algebraMapCLM": ("Type α", "Type β", "ContinuousLinearMap (RingHom.id α) α β"),
    # Mathlib/Topology/Algebra/Algebra/Equiv.lean:164 `def refl : A ≃A[R] A` with `variable (R A)`
    # (:160; `R` declared first)
    "ContinuousAlgEquiv.refl": ("Type α", "Type β", "ContinuousAlgEquiv α β β"),
    # Mathlib/Order/Filter/CountableInter.lean:229 `def countableGenerate : Filter α` with
    # `variable (g : Set (Set α))` (:217)
    "Filter.countableGenerate": ("Set (Set α)", "Filter α"),
    # Mathlib/Order/LiminfLimsup.lean:75 `def bliminf (u : β → α) (f : Filter β) (p : β → Prop) :=
    # sSup …` (an `α`)
    "Filter.bliminf": ("β → α", "Filter β", "β → Prop", "α"),
    # Mathlib/Analysis/Oscillation.lean:34 `noncomputable def oscillation … (f : E → F) (x : E) :
    # ENNReal`, :38 `noncomputable def oscillationWithin … (f : E → F) (D : Set E) (x : E) :
    # ENNReal`
    "oscillation": ("α → β", "α", "ℝ≥0∞"),
    "oscillationWithin": ("α → β", "Set α", "α", "ℝ≥0∞"),
    # Mathlib/MeasureTheory/Measure/Stieltjes.lean (`variable (f : StieltjesFunction)` :55): :174
    # `def length (s : Set ℝ) : ℝ≥0∞`, :198 `protected def outer : OuterMeasure ℝ`
    "StieltjesFunction.length": ("StieltjesFunction", "Set ℝ", "ℝ≥0∞"),
    "StieltjesFunction.outer": ("StieltjesFunction", "MeasureTheory.OuterMeasure ℝ"),
    # Mathlib/MeasureTheory/OuterMeasure/Operations.lean:251 `def sum {ι} (f : ι → OuterMeasure α)
    # : OuterMeasure α`
    "MeasureTheory.OuterMeasure.sum": (
        "α → MeasureTheory.OuterMeasure β", "MeasureTheory.OuterMeasure β"),
    # Mathlib/Analysis/InnerProductSpace/GramSchmidtOrtho.lean:225 `noncomputable def
    # gramSchmidtBasis (b : Basis ι 𝕜 E) : Basis ι 𝕜 E` (after `variable {𝕜}` :182)
    "gramSchmidtBasis": ("Basis α β γ", "Basis α β γ"),
    # Mathlib/Analysis/Normed/Algebra/Spectrum.lean:519 `def toContinuousLinearMap (φ : A →ₐ[𝕜] 𝕜)
    # : A →L[𝕜] 𝕜`
    "AlgHom.toContinuousLinearMap": ("AlgHom α β α", f"{_CLM} β α"),
    # Mathlib/Analysis/Normed/Unbundled/RingSeminorm.lean:495 `def NormedRing.toRingNorm (R :
    # Type*) [NormedRing R] : RingNorm R`
    "NormedRing.toRingNorm": ("Type α", "RingNorm α"),
    # Mathlib/Analysis/SpecialFunctions/PolarCoord.lean:94 `def fderivPolarCoordSymm (p : ℝ × ℝ) :
    # ℝ × ℝ →L[ℝ] ℝ × ℝ`
    "fderivPolarCoordSymm": ("ℝ × ℝ", "ContinuousLinearMap (RingHom.id ℝ) (ℝ × ℝ) (ℝ × ℝ)"),
    # Mathlib/Data/Set/Semiring.lean:44 `protected def Set.up : Set α ≃ SetSemiring α`, :50
    # `protected def down : SetSemiring α ≃ Set α` (applied)
    "Set.up": ("Set α", "SetSemiring α"), "SetSemiring.down": ("SetSemiring α", "Set α"),
    # Mathlib/LinearAlgebra/AffineSpace/AffineSubspace/Defs.lean:146 `def toAffineSubspace (p :
    # Submodule k V) : AffineSubspace k V`
    "Submodule.toAffineSubspace": ("Submodule α β", "AffineSubspace α β"),
    # Mathlib/MeasureTheory/VectorMeasure/Basic.lean:331 `def toSignedMeasure (μ : Measure α) [hμ :
    # IsFiniteMeasure μ] : SignedMeasure α`, :461 `def map (v : VectorMeasure α M) (f : α → β) :
    # VectorMeasure β M`
    "MeasureTheory.Measure.toSignedMeasure": (f"{_MEASURE} α", "MeasureTheory.SignedMeasure α"),
    "MeasureTheory.VectorMeasure.map": (
        "MeasureTheory.VectorMeasure α β", "α → γ", "MeasureTheory.VectorMeasure γ β"),
    # Mathlib/MeasureTheory/VectorMeasure/Decomposition/Lebesgue.lean:452 `def rnDeriv (c :
    # ComplexMeasure α) (μ : Measure α) : α → ℂ`
    "MeasureTheory.ComplexMeasure.rnDeriv": (
        "MeasureTheory.ComplexMeasure α", f"{_MEASURE} α", "α", "ℂ"),
    # Mathlib/Probability/Kernel/Disintegration/MeasurableStieltjes.lean:241 `def toRatCDF (f : α →
    # ℚ → ℝ) : α → ℚ → ℝ`
    "ProbabilityTheory.toRatCDF": ("α → ℚ → ℝ", "α", "ℚ", "ℝ"),
    # Mathlib/Probability/Distributions/Pareto.lean:123 `noncomputable def paretoMeasure (t r : ℝ)
    # : Measure ℝ`
    "ProbabilityTheory.paretoMeasure": ("ℝ", "ℝ", f"{_MEASURE} ℝ"),
    # Mathlib/Probability/Kernel/Disintegration/StandardBorel.lean:134 `def condKernelReal (κ :
    # Kernel α (γ × ℝ)) [IsFiniteKernel κ] : Kernel (α × γ) ℝ`
    "ProbabilityTheory.Kernel.condKernelReal": (f"{_KERNEL} α (β × ℝ)", f"{_KERNEL} (α × β) ℝ"),
    # Mathlib/Probability/ProbabilityMassFunction/Constructions.lean:262 `def filter (p : PMF α)
    # (s : Set α) (h : ∃ a ∈ s, a ∈ p.support) : PMF α`
    "PMF.filter": ("PMF α", "Set α", "_", "PMF α"),
    # Mathlib/Order/WithBot.lean:555 `def untopD (d : α) (x : WithTop α) : α`
    "WithTop.untopD": ("α", "WithTop α", "α"),
    # Mathlib/Order/UpperLower/CompleteLattice.lean:354 `def LowerSet.compl (s : LowerSet α) :
    # UpperSet α`
    "LowerSet.compl": ("LowerSet α", "UpperSet α"),
    # Mathlib/Topology/Defs/Ultrafilter.lean:28 `noncomputable nonrec def Ultrafilter.lim (F :
    # Ultrafilter X) : X`
    "Ultrafilter.lim": ("Ultrafilter α", "α"),
    # Mathlib/Order/Hom/Basic.lean:600 `def ofStrictMono {α β} … (f : α → β) (h : StrictMono f) : α
    # ↪o β`
    "OrderEmbedding.ofStrictMono": ("α → β", "_", "OrderEmbedding α β"),
    # Mathlib/Order/Hom/WithTopBot.lean:74 `protected def toDualTopEquiv [LE α] : WithBot αᵒᵈ ≃o
    # (WithTop α)ᵒᵈ` (applied)
    "WithBot.toDualTopEquiv": ("WithBot (OrderDual α)", "OrderDual (WithTop α)"),
    # Mathlib/Order/Interval/Multiset.lean:44 `def Icc (a b : α) : Multiset α`
    "Multiset.Icc": ("α", "α", "Multiset α"),
    # Mathlib/Order/Interval/Multiset.lean:52 `def Ioc (a b : α) : Multiset α`, :56 `def Ioo`
    # (likewise; `Ico` is in `signatures_r16b`)
    "Multiset.Ioc": ("α", "α", "Multiset α"), "Multiset.Ioo": ("α", "α", "Multiset α"),
    # Mathlib/Probability/ProbabilityMassFunction/Constructions.lean:107 `def seq (q : PMF (α →
    # β)) (p : PMF α) : PMF β`, :159 `def ofFinset (f : α → ℝ≥0∞) (s : Finset α) (h : ∑ a ∈ s, f
    # a = 1) (h' : ∀ (a) (_ : a ∉ s), f a = 0) : PMF α`, :293 `def bernoulli (p : ℝ≥0∞) (h : p ≤
    # 1) : PMF Bool` (the proofs untyped here)
    "PMF.seq": ("PMF (α → β)", "PMF α", "PMF β"),
    "PMF.ofFinset": ("α → ℝ≥0∞", "Finset α", "_", "_", "PMF α"),
    "PMF.bernoulli": ("ℝ≥0∞", "_", "PMF Bool"),
    # Mathlib/Order/Preorder/Chain.lean:50 `def SuperChain (s t : Set α) : Prop` with `variable (r
    # : α → α → Prop)` (:40)
    "SuperChain": ("α → α → Prop", "Set α", "Set α", "Prop"),
    # Mathlib/Order/SuccPred/WithBot.lean:63 `def pred (a : WithTop α) : α`; Order/WithBot.lean:66
    # `def unbotD (d : α) (x : WithBot α) : α`
    "WithTop.pred": ("WithTop α", "α"), "WithBot.unbotD": ("α", "WithBot α", "α"),
    # Mathlib/Order/SymmDiff.lean:64 `def bihimp [Min α] [HImp α] (a b : α) : α`
    "bihimp": ("α", "α", "α"),
    # Mathlib/Probability/Distributions/Gamma.lean:137 `def gammaCDFReal (a r : ℝ) :
    # StieltjesFunction`
    "ProbabilityTheory.gammaCDFReal": ("ℝ", "ℝ", "StieltjesFunction"),
    # Mathlib/Order/CompleteLattice/Chain.lean:35 `def maxChain (r : α → α → Prop) : Set α`
    "maxChain": ("α → α → Prop", "Set α"),
    # Mathlib/Order/Filter/Basic.lean:180 `protected def mkOfClosure (s : Set (Set α)) (hs :
    # (generate s).sets = s) : Filter α`
    "Filter.mkOfClosure": ("Set (Set α)", "_", "Filter α"),
    # Mathlib/Topology/Algebra/GroupWithZero.lean:247 `protected def mulLeft₀ (c : α) (hc : c ≠ 0)
    # : α ≃ₜ α`, :254 `protected def mulRight₀` (likewise)
    "Homeomorph.mulLeft₀": ("α", "_", "Homeomorph α α"),
    "Homeomorph.mulRight₀": ("α", "_", "Homeomorph α α"),
    # Mathlib/Order/Hom/Basic.lean:856 `def prodComm : α × β ≃o β × α` (applied)
    "OrderIso.prodComm": ("α × β", "β × α"),
    # Mathlib/Order/Interval/Basic.lean:76 `def dual : NonemptyInterval α ≃ NonemptyInterval αᵒᵈ`,
    # :311 `def dual : Interval α ≃ Interval αᵒᵈ` (applied)
    "NonemptyInterval.dual": ("NonemptyInterval α", "NonemptyInterval (OrderDual α)"),
    "Interval.dual": ("Interval α", "Interval (OrderDual α)"),
    # Mathlib/Order/LiminfLimsup.lean:70 `def blimsup (u : β → α) (f : Filter β) (p : β → Prop) :=
    # sInf …` (an `α`), the partner of `bliminf`
    "Filter.blimsup": ("β → α", "Filter β", "β → Prop", "α"),
    # Mathlib/Order/UpperLower/CompleteLattice.lean:350 `def UpperSet.compl (s : UpperSet α) :
    # LowerSet α`, the partner of `LowerSet.compl`
    "UpperSet.compl": ("UpperSet α", "LowerSet α"),
    # Mathlib/Order/Hom/WithTopBot.lean:28 `protected def toDualBotEquiv [LE α] : WithTop αᵒᵈ ≃o
    # (WithBot α)ᵒᵈ` (applied), the partner of `WithBot.toDualTopEquiv`
    "WithTop.toDualBotEquiv": ("WithTop (OrderDual α)", "OrderDual (WithBot α)"),
    # `protected def id : … α α` after `variable (α)`, the partners of each `comp`:
    # Mathlib/Topology/Hom/Open.lean:99 (:96), Topology/Order/Hom/Basic.lean:122 (:119),
    # Topology/Order/Hom/Esakia.lean:251 (:248; `PseudoEpimorphism.id` is in `signatures_r17d`),
    # Topology/Spectral/Hom.lean:138 (:135), Topology/Bornology/Hom.lean:119 (:116)
    "ContinuousOpenMap.id": ("Type α", "ContinuousOpenMap α α"),
    "ContinuousOrderHom.id": ("Type α", "ContinuousOrderHom α α"),
    "EsakiaHom.id": ("Type α", "EsakiaHom α α"),
    "SpectralMap.id": ("Type α", "SpectralMap α α"),
    "LocallyBoundedMap.id": ("Type α", "LocallyBoundedMap α α"),
    # Mathlib/Topology/PartialHomeomorph.lean:207 `def replaceEquiv (e : PartialHomeomorph X Y)
    # (e' : PartialEquiv X Y) (h : e.toPartialEquiv = e') : PartialHomeomorph X Y`
    "PartialHomeomorph.replaceEquiv": (
        "PartialHomeomorph α β", "PartialEquiv α β", "_", "PartialHomeomorph α β"),
}
