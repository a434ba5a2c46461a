"""Declared signatures of common Mathlib functions (analysis side), each cited from its declaration.

Same format as `opaque.SIGNATURES` (explicit argument types, then the result type; `α β γ δ
ε ι κ` are the declaration's type parameters, `_` an argument not typed here, e.g. a proof),
merged into it. An entry is written only from the declaration read at Mathlib v4.19.0; the
comment above each group names the file.

A first entry `Type κ` declares a leading explicit type argument (`DifferentiableAt 𝕜 f x`,
`Convex 𝕜 s`: a type argument of the application, `opaque.SIGNATURES`' `Type α` slots). Left out on purpose: a result whose
type the language cannot say (`fderiv 𝕜 f x : E →L[𝕜] F`) or that is fixed by the type argument
alone (`uniformity α`, `Filter.cocompact X`), an argument with a default (`(μ : Measure α := by
volume_tac)`: `Integrable f`, `eLpNorm f p`, `MeasurePreserving f`), and a type depending on a
term (`Orientation ℝ V (Fin 2)`).
"""

from __future__ import annotations

_MEASURE = "MeasureTheory.Measure"

SIGNATURES: dict[str, tuple[str, ...]] = {
    # Mathlib/Topology/Defs/Filter.lean (`variable {X : Type*} [TopologicalSpace X]`):
    # `irreducible_def nhds (x : X) : Filter X`, `def nhdsWithin (x : X) (s : Set X) : Filter X`,
    # `def nhdsSet (s : Set X) : Filter X`, `def ClusterPt (x : X) (F : Filter X) : Prop`,
    # `def MapClusterPt {ι} (x : X) (F : Filter ι) (u : ι → X) : Prop`, `def IsCompact (s : Set
    # X)` (a Prop)
    "nhds": ("α", "Filter α"), "nhdsWithin": ("α", "Set α", "Filter α"),
    "nhdsSet": ("Set α", "Filter α"), "ClusterPt": ("α", "Filter α", "Prop"),
    "MapClusterPt": ("α", "Filter β", "β → α", "Prop"), "IsCompact": ("Set α", "Prop"),
    # Mathlib/Topology/Defs/Basic.lean: `def IsOpen : Set X → Prop`, `class IsClosed (s : Set X)
    # : Prop`, `def IsClopen (s : Set X) : Prop`, `def Dense (s : Set X) : Prop`, `def coborder
    # (s : Set X) : Set X`, `def IsOpenMap (f : X → Y) : Prop`, `def IsClosedMap (f : X → Y) :
    # Prop`
    "IsOpen": ("Set α", "Prop"), "IsClosed": ("Set α", "Prop"), "IsClopen": ("Set α", "Prop"),
    "Dense": ("Set α", "Prop"), "coborder": ("Set α", "Set α"),
    "IsOpenMap": ("α → β", "Prop"), "IsClosedMap": ("α → β", "Prop"),
    # Mathlib/Topology/Connected/Basic.lean: `def IsPreconnected (s : Set α) : Prop`, `def
    # IsConnected (s : Set α) : Prop`, `def connectedComponent (x : α) : Set α`
    "IsPreconnected": ("Set α", "Prop"), "IsConnected": ("Set α", "Prop"),
    "connectedComponent": ("α", "Set α"),
    # Mathlib/Topology/MetricSpace/Pseudo/Defs.lean: `def ball (x : α) (ε : ℝ) : Set α`, `def
    # closedBall (x : α) (ε : ℝ) := { y | dist y x ≤ ε }`, `def sphere (x : α) (ε : ℝ) := { y |
    # dist y x = ε }` (both `Set α`); `class NNDist (α) where nndist : α → α → ℝ≥0`
    "Metric.ball": ("α", "ℝ", "Set α"), "Metric.closedBall": ("α", "ℝ", "Set α"),
    "Metric.sphere": ("α", "ℝ", "Set α"), "NNDist.nndist": ("α", "α", "ℝ≥0"),
    # Mathlib/Topology/EMetricSpace/Defs.lean: `class EDist (α) where edist : α → α → ℝ≥0∞`,
    # `def EMetric.ball (x : α) (ε : ℝ≥0∞) : Set α`, `def closedBall (x : α) (ε : ℝ≥0∞) := { y
    # | edist y x ≤ ε }`; EMetricSpace/Diam.lean `def EMetric.diam (s : Set α) := ⨆ (x ∈ s) (y ∈
    # s), edist x y` (an ℝ≥0∞); MetricSpace/Bounded.lean `def Metric.diam (s : Set α) : ℝ`
    "EDist.edist": ("α", "α", "ℝ≥0∞"), "EMetric.ball": ("α", "ℝ≥0∞", "Set α"),
    "EMetric.closedBall": ("α", "ℝ≥0∞", "Set α"), "EMetric.diam": ("Set α", "ℝ≥0∞"),
    "Metric.diam": ("Set α", "ℝ"),
    # Mathlib/Topology/MetricSpace/HausdorffDistance.lean: `def infEdist (x : α) (s : Set α) :
    # ℝ≥0∞`, `def infDist (x : α) (s : Set α) : ℝ`; Thickening.lean `def thickening (δ : ℝ) (E :
    # Set α) : Set α`, `def cthickening (δ : ℝ) (E : Set α) : Set α`; Infsep.lean `def einfsep
    # [EDist α] (s : Set α) : ℝ≥0∞`, `def infsep [EDist α] (s : Set α) : ℝ`;
    # HausdorffDimension.lean `def dimH (s : Set X) : ℝ≥0∞`
    "EMetric.infEdist": ("α", "Set α", "ℝ≥0∞"), "Metric.infDist": ("α", "Set α", "ℝ"),
    "Metric.thickening": ("ℝ", "Set α", "Set α"), "Metric.cthickening": ("ℝ", "Set α", "Set α"),
    "Set.einfsep": ("Set α", "ℝ≥0∞"), "Set.infsep": ("Set α", "ℝ"), "dimH": ("Set α", "ℝ≥0∞"),
    # Mathlib/Topology/EMetricSpace/Lipschitz.lean: `def LipschitzWith (K : ℝ≥0) (f : α → β)`,
    # `def LipschitzOnWith (K : ℝ≥0) (f : α → β) (s : Set α)` (Props); BoundedVariation.lean
    # `def eVariationOn (f : α → E) (s : Set α) : ℝ≥0∞`
    "LipschitzWith": ("ℝ≥0", "α → β", "Prop"),
    "LipschitzOnWith": ("ℝ≥0", "α → β", "Set α", "Prop"),
    "eVariationOn": ("α → β", "Set α", "ℝ≥0∞"),
    # Mathlib/Topology/UniformSpace/Defs.lean: `def UniformSpace.ball (x : β) (V : Set (β × β)) :
    # Set β`, `def UniformContinuous [UniformSpace β] (f : α → β)` (a Prop); Cauchy.lean `def
    # CauchySeq [Preorder β] (u : β → α)` (a Prop); Bornology/Basic.lean `def IsBounded
    # [Bornology α] (s : Set α) : Prop`
    "UniformSpace.ball": ("α", "Set (α × α)", "Set α"),
    "UniformContinuous": ("α → β", "Prop"), "CauchySeq": ("α → β", "Prop"),
    "Bornology.IsBounded": ("Set α", "Prop"),
    # Mathlib/Topology/Algebra/Support.lean: `def mulTSupport (f : X → α) : Set X`;
    # InfiniteSum/Defs.lean `def HasProd (f : β → α) (a : α) : Prop`, `def Multipliable (f : β →
    # α) : Prop`; Order/LeftRightLim.lean `def Function.leftLim (f : α → β) (a : α) : β`,
    # `Function.rightLim (f : α → β) (a : α) : β`
    "mulTSupport": ("α → β", "Set α"), "HasProd": ("α → β", "β", "Prop"),
    "Multipliable": ("α → β", "Prop"),
    "Function.leftLim": ("α → β", "α", "β"), "Function.rightLim": ("α → β", "α", "β"),
    # Mathlib/Dynamics/PeriodicPts/Defs.lean: `def IsPeriodicPt (f : α → α) (n : ℕ) (x : α)` (a
    # Prop), `def periodicPts (f : α → α) : Set α`, `def minimalPeriod (f : α → α) (x : α) := if
    # h : x ∈ periodicPts f then Nat.find h else 0` (an ℕ); FixedPoints/Basic.lean `def
    # fixedPoints (f : α → α) : Set α`
    "Function.IsPeriodicPt": ("α → α", "ℕ", "α", "Prop"),
    "Function.periodicPts": ("α → α", "Set α"), "Function.minimalPeriod": ("α → α", "α", "ℕ"),
    "Function.fixedPoints": ("α → α", "Set α"),
    # Mathlib/MeasureTheory/MeasurableSpace/Defs.lean: `def MeasurableSet [MeasurableSpace α]
    # (s : Set α) : Prop`, `def Measurable [MeasurableSpace α] [MeasurableSpace β] (f : α → β) :
    # Prop`
    "MeasurableSet": ("Set α", "Prop"), "Measurable": ("α → β", "Prop"),
    # Mathlib/MeasureTheory/Measure/MeasureSpaceDef.lean: `protected def Measure.real (μ :
    # Measure α) (s : Set α) : ℝ`; Prod.lean `protected irreducible_def prod (μ : Measure α) (ν :
    # Measure β) : Measure (α × β)`; Map.lean `irreducible_def map (f : α → β) (μ : Measure α) :
    # Measure β`; Dirac.lean `def dirac (a : α) : Measure α`; WithDensity.lean `def
    # Measure.withDensity (μ : Measure α) (f : α → ℝ≥0∞) : Measure α`; Count.lean `def count :
    # Measure α`; MeasureSpace.lean `def sum (f : ι → Measure α) : Measure α`; GiryMonad.lean
    # `def bind (m : Measure α) (f : α → Measure β) : Measure β`; Tilted.lean `def
    # Measure.tilted (μ : Measure α) (f : α → ℝ) : Measure α`
    "MeasureTheory.Measure.real": (f"{_MEASURE} α", "Set α", "ℝ"),
    "MeasureTheory.Measure.prod": (f"{_MEASURE} α", f"{_MEASURE} β", f"{_MEASURE} (α × β)"),
    "MeasureTheory.Measure.map": ("α → β", f"{_MEASURE} α", f"{_MEASURE} β"),
    "MeasureTheory.Measure.dirac": ("α", f"{_MEASURE} α"),
    "MeasureTheory.Measure.withDensity": (f"{_MEASURE} α", "α → ℝ≥0∞", f"{_MEASURE} α"),
    "MeasureTheory.Measure.count": (f"{_MEASURE} α",),
    "MeasureTheory.Measure.sum": (f"ι → {_MEASURE} α", f"{_MEASURE} α"),
    "MeasureTheory.Measure.bind": (f"{_MEASURE} α", f"α → {_MEASURE} β", f"{_MEASURE} β"),
    "MeasureTheory.Measure.tilted": (f"{_MEASURE} α", "α → ℝ", f"{_MEASURE} α"),
    # Mathlib/MeasureTheory/Integral/IntervalIntegral/Basic.lean: `def IntervalIntegrable (f : ℝ
    # → E) (μ : Measure ℝ) (a b : ℝ) : Prop`; Probability/Moments/Basic.lean `def mgf (X : Ω →
    # ℝ) (μ : Measure Ω) (t : ℝ) : ℝ`, `def cgf` (the same); ProbabilityMassFunction/Basic.lean
    # `def PMF.support (p : PMF α) : Set α`
    "IntervalIntegrable": ("ℝ → α", f"{_MEASURE} ℝ", "ℝ", "ℝ", "Prop"),
    "ProbabilityTheory.mgf": ("α → ℝ", f"{_MEASURE} α", "ℝ", "ℝ"),
    "ProbabilityTheory.cgf": ("α → ℝ", f"{_MEASURE} α", "ℝ", "ℝ"),
    "PMF.support": ("PMF α", "Set α"),
    # Mathlib/Analysis/Asymptotics/Defs.lean: `irreducible_def IsBigO (l : Filter α) (f : α →
    # E) (g : α → F) : Prop`, `IsLittleO` (the same)
    "Asymptotics.IsBigO": ("Filter α", "α → β", "α → γ", "Prop"),
    "Asymptotics.IsLittleO": ("Filter α", "α → β", "α → γ", "Prop"),
    # Mathlib/Analysis/Calculus/Deriv/Basic.lean: `def HasDerivAt (f : 𝕜 → F) (f' : F) (x :
    # 𝕜)`, `def HasDerivWithinAt (f : 𝕜 → F) (f' : F) (s : Set 𝕜) (x : 𝕜)`, `def
    # HasStrictDerivAt (f : 𝕜 → F) (f' : F) (x : 𝕜)` (Props), `def derivWithin (f : 𝕜 → F) (s :
    # Set 𝕜) (x : 𝕜) := fderivWithin 𝕜 f s x 1` (an F); IteratedDeriv/Defs.lean `def
    # iteratedDeriv (n : ℕ) (f : 𝕜 → F) (x : 𝕜) : F`, `def iteratedDerivWithin (n : ℕ) (f : 𝕜 →
    # F) (s : Set 𝕜) (x : 𝕜) : F`
    "HasDerivAt": ("α → β", "β", "α", "Prop"),
    "HasDerivWithinAt": ("α → β", "β", "Set α", "α", "Prop"),
    "HasStrictDerivAt": ("α → β", "β", "α", "Prop"),
    "derivWithin": ("α → β", "Set α", "α", "β"),
    "iteratedDeriv": ("ℕ", "α → β", "α", "β"),
    "iteratedDerivWithin": ("ℕ", "α → β", "Set α", "α", "β"),
    # Mathlib/Analysis/SpecialFunctions/Complex/Arg.lean `def arg (x : ℂ) : ℝ`; Complex/Log.lean
    # `def log (x : ℂ) : ℂ`; Gamma/Basic.lean `irreducible_def Complex.Gamma (s : ℂ) : ℂ`, `def
    # Real.Gamma (s : ℝ) : ℝ`; Complex/CircleMap.lean `def circleMap (c : ℂ) (R : ℝ) : ℝ → ℂ`
    # (its result a function of θ : ℝ, so written with three arguments)
    "Complex.arg": ("ℂ", "ℝ"), "Complex.log": ("ℂ", "ℂ"), "Complex.Gamma": ("ℂ", "ℂ"),
    "Real.Gamma": ("ℝ", "ℝ"), "circleMap": ("ℂ", "ℝ", "ℝ", "ℂ"),
    # Mathlib/Analysis/RCLike/Basic.lean: `class RCLike (K) … where re : K →+ ℝ`, `im : K →+ ℝ`,
    # `def normSq : K →*₀ ℝ`: bundled maps, each applied as the function it coerces to
    "RCLike.re": ("α", "ℝ"), "RCLike.im": ("α", "ℝ"), "RCLike.normSq": ("α", "ℝ"),
    # Mathlib/Analysis/SpecialFunctions/Trigonometric/Angle.lean: `def Real.Angle : Type`, `def
    # cos (θ : Angle) : ℝ`, `def sin (θ : Angle) : ℝ`, `def toReal (θ : Angle) : ℝ`
    "Real.Angle.cos": ("Real.Angle", "ℝ"), "Real.Angle.sin": ("Real.Angle", "ℝ"),
    "Real.Angle.toReal": ("Real.Angle", "ℝ"),
    # Mathlib/Geometry/Euclidean/Angle/Unoriented/Basic.lean: `def InnerProductGeometry.angle (x
    # y : V) : ℝ`; Unoriented/Affine.lean `nonrec def EuclideanGeometry.angle (p₁ p₂ p₃ : P) : ℝ`
    "InnerProductGeometry.angle": ("α", "α", "ℝ"),
    "EuclideanGeometry.angle": ("α", "α", "α", "ℝ"),
    # Mathlib/Topology/Algebra/InfiniteSum/Defs.lean: `@[to_additive] def HasProd (f : β → α) (a
    # : α) : Prop`, `@[to_additive] def Multipliable (f : β → α) : Prop` (so `HasSum`,
    # `Summable`); Algebra/Support.lean `@[to_additive] def mulTSupport` (so `tsupport`)
    "HasSum": ("α → β", "β", "Prop"), "Summable": ("α → β", "Prop"),
    "tsupport": ("α → β", "Set α"),
    # Declarations whose first explicit argument is a type (`Type κ`):
    # Mathlib/Analysis/Calculus/FDeriv/Basic.lean (`variable (𝕜)` at line 166): `def
    # DifferentiableWithinAt (f : E → F) (s : Set E) (x : E)`, `def DifferentiableAt (f : E → F)
    # (x : E)`, `def DifferentiableOn (f : E → F) (s : Set E)`, `def Differentiable (f : E → F)`
    # (Props: `DifferentiableAt 𝕜 f x`)
    "DifferentiableWithinAt": ("Type κ", "α → β", "Set α", "α", "Prop"),
    "DifferentiableAt": ("Type κ", "α → β", "α", "Prop"),
    "DifferentiableOn": ("Type κ", "α → β", "Set α", "Prop"),
    "Differentiable": ("Type κ", "α → β", "Prop"),
    # Mathlib/Analysis/Analytic/Basic.lean (`variable (𝕜)` at line 437): `def AnalyticAt (f : E →
    # F) (x : E)`, `def AnalyticWithinAt (f : E → F) (s : Set E) (x : E) : Prop`, `def
    # AnalyticOnNhd (f : E → F) (s : Set E)`, `def AnalyticOn (f : E → F) (s : Set E) : Prop`
    "AnalyticAt": ("Type κ", "α → β", "α", "Prop"),
    "AnalyticWithinAt": ("Type κ", "α → β", "Set α", "α", "Prop"),
    "AnalyticOnNhd": ("Type κ", "α → β", "Set α", "Prop"),
    "AnalyticOn": ("Type κ", "α → β", "Set α", "Prop"),
    # Mathlib/Analysis/Calculus/TangentCone.lean (`variable (𝕜 : Type*)`): `structure
    # UniqueDiffWithinAt (s : Set E) (x : E) : Prop`, `def UniqueDiffOn (s : Set E) : Prop`
    "UniqueDiffWithinAt": ("Type κ", "Set α", "α", "Prop"), "UniqueDiffOn": ("Type κ", "Set α", "Prop"),
    # Mathlib/Analysis/Convex/Basic.lean (`variable (𝕜) … (s : Set E)`): `def Convex : Prop`;
    # Convex/Function.lean (`variable (𝕜) … (s : Set E) (f : E → β)`): `def ConvexOn : Prop`,
    # `ConcaveOn`, `StrictConvexOn`, `StrictConcaveOn`; Convex/Star.lean `def StarConvex (𝕜 :
    # Type*) (x : E) (s : Set E) : Prop`; Convex/Segment.lean (`variable (𝕜)`): `def segment (x
    # y : E) : Set E`, `def openSegment (x y : E) : Set E`; Convex/Hull.lean (`variable (𝕜)`):
    # `def convexHull : ClosureOperator (Set E)`, applied to a set as the function it coerces
    # to; LocallyConvex/Basic.lean (`variable (𝕜) in`) `def Balanced (A : Set E)` (a Prop)
    "Convex": ("Type κ", "Set α", "Prop"),
    "ConvexOn": ("Type κ", "Set α", "α → β", "Prop"), "ConcaveOn": ("Type κ", "Set α", "α → β", "Prop"),
    "StrictConvexOn": ("Type κ", "Set α", "α → β", "Prop"),
    "StrictConcaveOn": ("Type κ", "Set α", "α → β", "Prop"),
    "StarConvex": ("Type κ", "α", "Set α", "Prop"),
    "segment": ("Type κ", "α", "α", "Set α"), "openSegment": ("Type κ", "α", "α", "Set α"),
    "convexHull": ("Type κ", "Set α", "Set α"), "Balanced": ("Type κ", "Set α", "Prop"),
    # Mathlib/Analysis/Calculus/LineDeriv/Basic.lean (`variable (𝕜)` at line 62): `def lineDeriv
    # (f : E → F) (x : E) (v : E) : F` (`lineDeriv 𝕜 f x v`)
    "lineDeriv": ("Type κ", "α → β", "α", "α", "β"),
    # Mathlib/Topology/MetricSpace/HausdorffDistance.lean: `def hausdorffDist (s t : Set α) : ℝ`,
    # `irreducible_def hausdorffEdist (s t : Set α) : ℝ≥0∞`
    "Metric.hausdorffDist": ("Set α", "Set α", "ℝ"),
    "EMetric.hausdorffEdist": ("Set α", "Set α", "ℝ≥0∞"),
    # Mathlib/Topology/Defs/Induced.lean: `structure IsInducing (f : X → Y) : Prop`, `structure
    # IsEmbedding (f : X → Y) : Prop`, `IsOpenEmbedding`, `IsClosedEmbedding` (the same)
    "Topology.IsInducing": ("α → β", "Prop"), "Topology.IsEmbedding": ("α → β", "Prop"),
    "Topology.IsOpenEmbedding": ("α → β", "Prop"), "Topology.IsClosedEmbedding": ("α → β", "Prop"),
    # Mathlib/Geometry/Euclidean/Angle/Oriented/Affine.lean: `def oangle (p₁ p₂ p₃ : P) :
    # Real.Angle`; Trigonometric/Angle.lean `def sign (θ : Angle) : SignType`;
    # Euclidean/Inversion/Basic.lean `def inversion (c : P) (R : ℝ) (x : P) : P`
    "EuclideanGeometry.oangle": ("α", "α", "α", "Real.Angle"),
    "Real.Angle.sign": ("Real.Angle", "SignType"),
    "EuclideanGeometry.inversion": ("α", "ℝ", "α", "α"),
    # Mathlib/Probability/Moments/Basic.lean: `def moment (X : Ω → ℝ) (p : ℕ) (μ : Measure Ω) :
    # ℝ`, `def centralMoment` (the same); Variance.lean (`variable (X μ) in`): `def evariance :
    # ℝ≥0∞`, `def variance : ℝ`; ConditionalProbability.lean (`variable (μ) in`): `def cond (s :
    # Set Ω) : Measure Ω`
    "ProbabilityTheory.moment": ("α → ℝ", "ℕ", f"{_MEASURE} α", "ℝ"),
    "ProbabilityTheory.centralMoment": ("α → ℝ", "ℕ", f"{_MEASURE} α", "ℝ"),
    "ProbabilityTheory.evariance": ("α → ℝ", f"{_MEASURE} α", "ℝ≥0∞"),
    "ProbabilityTheory.variance": ("α → ℝ", f"{_MEASURE} α", "ℝ"),
    "ProbabilityTheory.cond": (f"{_MEASURE} α", "Set α", f"{_MEASURE} α"),
    # Mathlib/MeasureTheory/Measure/Comap.lean: `def comap (f : α → β) (μ : Measure β) : Measure
    # α`; Prod.lean `def fst (ρ : Measure (α × β)) : Measure α`, `def snd (ρ : Measure (α × β)) :
    # Measure β`; Decomposition/Lebesgue.lean `irreducible_def rnDeriv (μ ν : Measure α) : α →
    # ℝ≥0∞` (its result a function, so written with the point as a third argument)
    "MeasureTheory.Measure.comap": ("α → β", f"{_MEASURE} β", f"{_MEASURE} α"),
    "MeasureTheory.Measure.fst": (f"{_MEASURE} (α × β)", f"{_MEASURE} α"),
    "MeasureTheory.Measure.snd": (f"{_MEASURE} (α × β)", f"{_MEASURE} β"),
    "MeasureTheory.Measure.rnDeriv": (f"{_MEASURE} α", f"{_MEASURE} α", "α", "ℝ≥0∞"),
    # Mathlib/Analysis/SpecialFunctions/Pow/Complex.lean `def cpow (x y : ℂ) : ℂ`; Pow/Real.lean
    # `def rpow (x y : ℝ) := ((x : ℂ) ^ (y : ℂ)).re` (an ℝ); Arsinh.lean `def arsinh (x : ℝ) :=
    # log (x + √(1 + x ^ 2))` (an ℝ)
    "Complex.cpow": ("ℂ", "ℂ", "ℂ"), "Real.rpow": ("ℝ", "ℝ", "ℝ"), "Real.arsinh": ("ℝ", "ℝ"),
    # Mathlib/MeasureTheory/OuterMeasure/AE.lean: `def ae (μ : F) : Filter α` with `[FunLike F
    # (Set α) ℝ≥0∞] [OuterMeasureClass F α]`; typed here only at `F := Measure α`
    # (Measure/MeasureSpaceDef.lean `instance Measure.instOuterMeasureClass : OuterMeasureClass
    # (Measure α) α`): applied to anything else, no type is claimed
    "MeasureTheory.ae": (f"{_MEASURE} α", "Filter α"),
    # Mathlib/Analysis/Normed/Algebra/Exponential.lean (`variable (𝕂 𝔸 : Type*)`, then
    # `variable {𝔸}`): `def NormedSpace.exp (x : 𝔸) : 𝔸` (`exp 𝕂 x`)
    "NormedSpace.exp": ("Type κ", "α", "α"),
}
