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
    # -- round 9: the functions blocking the most refused theorems (measure theory and
    # probability: `signatures_measure`) --
    # Mathlib/Geometry/Euclidean/Angle/Oriented/Basic.lean:45 `variable … (o : Orientation ℝ V
    # (Fin 2))`, :51 `def oangle (x y : V) : Real.Angle` (`o.oangle x y`; the index type, `Fin
    # 2` there, is a parameter here: Lean accepts no other)
    "Orientation.oangle": ("Orientation ℝ α β", "α", "α", "Real.Angle"),
    # Mathlib/Dynamics/PeriodicPts/Defs.lean:534 `def MulAction.period (m : M) (a : α) : ℕ`
    "MulAction.period": ("α", "β", "ℕ"),
    # Mathlib/Analysis/Asymptotics/ExpGrowth.lean:33 `def expGrowthSup (u : ℕ → ℝ≥0∞) : EReal`,
    # `expGrowthInf` (the same)
    "ExpGrowth.expGrowthSup": ("ℕ → ℝ≥0∞", "EReal"),
    "ExpGrowth.expGrowthInf": ("ℕ → ℝ≥0∞", "EReal"),
    # Mathlib/Analysis/InnerProductSpace/Orthogonal.lean:211 `def Submodule.IsOrtho (U V :
    # Submodule 𝕜 E) : Prop`
    "Submodule.IsOrtho": ("Submodule α β", "Submodule α β", "Prop"),
    # Mathlib/Dynamics/Circle/RotationNumber/TranslationNumber.lean:140 `variable (f g :
    # CircleDeg1Lift)`, :549 `def translationNumber : ℝ`
    "CircleDeg1Lift.translationNumber": ("CircleDeg1Lift", "ℝ"),
    # Mathlib/Topology/MetricSpace/Holder.lean:48 `def HolderWith (C r : ℝ≥0) (f : X → Y) :
    # Prop`, :54 `def HolderOnWith (C r : ℝ≥0) (f : X → Y) (s : Set X) : Prop`;
    # Antilipschitz.lean:32 `def AntilipschitzWith (K : ℝ≥0) (f : α → β)` (a Prop)
    "HolderWith": ("ℝ≥0", "ℝ≥0", "α → β", "Prop"),
    "HolderOnWith": ("ℝ≥0", "ℝ≥0", "α → β", "Set α", "Prop"),
    "AntilipschitzWith": ("ℝ≥0", "α → β", "Prop"),
    # Mathlib/Analysis/SpecialFunctions/Log/ENNRealLog.lean:42 `def log (x : ℝ≥0∞) : EReal`
    "ENNReal.log": ("ℝ≥0∞", "EReal"),
    # Mathlib/Topology/LocallyConstant/Basic.lean:31 `def IsLocallyConstant (f : X → Y) : Prop`
    "IsLocallyConstant": ("α → β", "Prop"),
    # Mathlib/Analysis/Convex/Join.lean:23 `variable (𝕜)`, :29 `def convexJoin (s t : Set E) :
    # Set E`
    "convexJoin": ("Type κ", "Set α", "Set α", "Set α"),
    # Mathlib/Topology/JacobsonSpace.lean:29 `variable (X)`, :34 `def closedPoints : Set X`
    "closedPoints": ("Type α", "Set α"),
    # Mathlib/Topology/MetricSpace/Dilation.lean:127 `def ratio [DilationClass F α β] (f : F) :
    # ℝ≥0`, typed only at `F := α →ᵈ β` (`Dilation α β`, :58)
    "Dilation.ratio": ("Dilation α β", "ℝ≥0"),
    # Mathlib/Analysis/SpecialFunctions/Trigonometric/Angle.lean:639 `def tan (θ : Angle) : ℝ`
    "Real.Angle.tan": ("Real.Angle", "ℝ"),
    # Mathlib/Computability/Ackermann.lean:60 `def ack : ℕ → ℕ → ℕ`
    "ack": ("ℕ", "ℕ", "ℕ"),
    # Mathlib/Computability/Language.lean:317 `def reverse (l : Language α) : Language α`
    "Language.reverse": ("Language α", "Language α"),
    # Mathlib/Analysis/Convex/EGauge.lean:43 `def egauge (𝕜 : Type*) … (s : Set E) (x : E) :
    # ℝ≥0∞`
    "egauge": ("Type κ", "Set α", "α", "ℝ≥0∞"),
    # Mathlib/Analysis/Complex/UpperHalfPlane/Basic.lean:70 `def im (z : ℍ) := (z : ℂ).im`,
    # :74 `def re (z : ℍ) := (z : ℂ).re` (ℝ, `Complex.re`'s result; `ℍ` is `UpperHalfPlane`)
    "UpperHalfPlane.im": ("UpperHalfPlane", "ℝ"), "UpperHalfPlane.re": ("UpperHalfPlane", "ℝ"),
    # Mathlib/Topology/Inseparable.lean:537 `def mk : X → SeparationQuotient X`
    "SeparationQuotient.mk": ("α", "SeparationQuotient α"),
    # Mathlib/Analysis/Asymptotics/Defs.lean:77 `irreducible_def IsBigOWith (c : ℝ) (l : Filter
    # α) (f : α → E) (g : α → F) : Prop`; Theta.lean:41 `def IsTheta (l : Filter α) (f : α → E)
    # (g : α → F) : Prop`; AsymptoticEquivalent.lean:70 `def IsEquivalent (l : Filter α) (u v
    # : α → β)` (a Prop: `(u - v) =o[l] v`)
    "Asymptotics.IsBigOWith": ("ℝ", "Filter α", "α → β", "α → γ", "Prop"),
    "Asymptotics.IsTheta": ("Filter α", "α → β", "α → γ", "Prop"),
    "Asymptotics.IsEquivalent": ("Filter α", "α → β", "α → β", "Prop"),
    # Mathlib/Dynamics/OmegaLimit.lean:44 `def omegaLimit [TopologicalSpace β] (f : Filter τ)
    # (ϕ : τ → α → β) (s : Set α) : Set β`
    "omegaLimit": ("Filter γ", "γ → α → β", "Set α", "Set β"),
    # Mathlib/Analysis/Normed/Algebra/Spectrum.lean:56 `def spectralRadius (𝕜 : Type*) {A :
    # Type*} … (a : A) : ℝ≥0∞`
    "spectralRadius": ("Type κ", "α", "ℝ≥0∞"),
    # Mathlib/Analysis/Calculus/LogDeriv.lean:27 `def logDeriv (f : 𝕜 → 𝕜') := deriv f / f` (a
    # `𝕜 → 𝕜'`, so written with the point); DSlope.lean:31 `def dslope (f : 𝕜 → E) (a : 𝕜) :
    # 𝕜 → E`
    "logDeriv": ("α → β", "α", "β"), "dslope": ("α → β", "α", "α", "β"),
    # Mathlib/Topology/Connected/Basic.lean:469 `def connectedComponentIn (F : Set α) (x : α) :
    # Set α`; Topology/Defs/Filter.lean:163 `def exterior (s : Set X) : Set X`
    "connectedComponentIn": ("Set α", "α", "Set α"), "exterior": ("Set α", "Set α"),
    # Mathlib/Analysis/SpecialFunctions/Trigonometric/Basic.lean:617 `def sqrtTwoAddSeries (x :
    # ℝ) : ℕ → ℝ`; Gamma/Beta.lean:232 `def GammaSeq (s : ℂ) (n : ℕ) := (n : ℂ) ^ s * n ! / …`
    # (a ℂ)
    "Real.sqrtTwoAddSeries": ("ℝ", "ℕ", "ℝ"), "Complex.GammaSeq": ("ℂ", "ℕ", "ℂ"),
    # Mathlib/Analysis/Convex/Intrinsic.lean:53 `variable (𝕜)`, :61 `def intrinsicFrontier (s
    # : Set P) : Set P`, `intrinsicClosure` (the same); LocallyConvex/BalancedCoreHull.lean:52
    # `variable (𝕜)`, :63 `def balancedHull (s : Set E)` (a `Set E`: `⋃ r, r • s`)
    "intrinsicFrontier": ("Type κ", "Set α", "Set α"),
    "intrinsicClosure": ("Type κ", "Set α", "Set α"),
    "balancedHull": ("Type κ", "Set α", "Set α"),
    # Mathlib/Analysis/Analytic/Basic.lean:117 `def radius (p : FormalMultilinearSeries 𝕜 E F)
    # : ℝ≥0∞`
    "FormalMultilinearSeries.radius": ("FormalMultilinearSeries α β γ", "ℝ≥0∞"),
    # Mathlib/Analysis/MellinTransform.lean:88 `def mellin (f : ℝ → E) (s : ℂ) : E`
    "mellin": ("ℝ → α", "ℂ", "α"),
    # Mathlib/Analysis/SpecialFunctions/Gamma/Deligne.lean:40 `def Gammaℝ (s : ℂ) := π ^ (-s /
    # 2) * Gamma (s / 2)`, :48 `def Gammaℂ (s : ℂ) := 2 * (2 * π) ^ (-s) * Gamma s` (ℂ:
    # `Complex.Gamma`'s); Gamma/Basic.lean:110 `def GammaIntegral (s : ℂ) : ℂ`;
    # BohrMollerup.lean:367 `def doublingGamma (s : ℝ) : ℝ`
    "Complex.Gammaℝ": ("ℂ", "ℂ"), "Complex.Gammaℂ": ("ℂ", "ℂ"),
    "Complex.GammaIntegral": ("ℂ", "ℂ"), "Real.doublingGamma": ("ℝ", "ℝ"),
    # Mathlib/Analysis/Meromorphic/Basic.lean:28 `def MeromorphicAt (f : 𝕜 → E) (x : 𝕜)` (a
    # Prop), :266 `def MeromorphicOn (f : 𝕜 → E) (U : Set 𝕜) : Prop`
    "MeromorphicAt": ("α → β", "α", "Prop"), "MeromorphicOn": ("α → β", "Set α", "Prop"),
    # Mathlib/Analysis/Calculus/Gradient/Basic.lean:75 `def gradient (f : F → 𝕜) (x : F) : F`
    "gradient": ("α → β", "α", "α"),
    # Mathlib/Analysis/Fourier/FourierTransform.lean:369 `def Real.fourierIntegral (f : V → E)
    # (w : V) : E`
    "Real.fourierIntegral": ("α → β", "α", "β"),
    # Mathlib/Analysis/SpecialFunctions/Complex/LogBounds.lean:59 `def logTaylor (n : ℕ) : ℂ →
    # ℂ` (written with the point)
    "Complex.logTaylor": ("ℕ", "ℂ", "ℂ"),
    # Mathlib/Computability/RegularExpressions.lean:143 `def deriv : RegularExpression α → α →
    # RegularExpression α`, :177 `def rmatch : RegularExpression α → List α → Bool`
    "RegularExpression.deriv": ("RegularExpression α", "α", "RegularExpression α"),
    "RegularExpression.rmatch": ("RegularExpression α", "List α", "Bool"),
    # Mathlib/Analysis/Convex/Quasiconvex.lean:44 `variable (𝕜) … (s : Set E) (f : E → β)`,
    # :48 `def QuasiconvexOn : Prop`, :53 `QuasiconcaveOn`, :59 `QuasilinearOn`
    "QuasiconvexOn": ("Type κ", "Set α", "α → β", "Prop"),
    "QuasiconcaveOn": ("Type κ", "Set α", "α → β", "Prop"),
    "QuasilinearOn": ("Type κ", "Set α", "α → β", "Prop"),
    # Mathlib/Topology/Defs/Filter.lean:234 `def lim [Nonempty X] (f : Filter X) : X`, `def
    # limUnder {α : Type*} [Nonempty X] (f : Filter α) (g : α → X) : X`
    "lim": ("Filter α", "α"), "limUnder": ("Filter α", "α → β", "β"),
    # Mathlib/Topology/UniformSpace/Defs.lean:211 `def IsSymmetricRel (V : Set (α × α)) : Prop`;
    # UniformSpace/Cauchy.lean:25 `def Cauchy (f : Filter α)` (a Prop), `def IsComplete (s :
    # Set α)` (a Prop)
    "IsSymmetricRel": ("Set (α × α)", "Prop"), "Cauchy": ("Filter α", "Prop"),
    "IsComplete": ("Set α", "Prop"),
    # Mathlib/Analysis/Complex/Basic.lean:556 `def slitPlane : Set ℂ`
    "Complex.slitPlane": ("Set ℂ",),
    # Mathlib/Topology/LocallyFinite.lean:25 `def LocallyFinite (f : ι → Set X)` (a Prop)
    "LocallyFinite": ("ι → Set α", "Prop"),
    # Mathlib/Topology/MetricSpace/Isometry.lean:36 `def Isometry (f : α → β) : Prop`;
    # Topology/Defs/Basic.lean:108 `def IsLocallyClosed (s : Set X) : Prop`
    "Isometry": ("α → β", "Prop"), "IsLocallyClosed": ("Set α", "Prop"),
    # Mathlib/MeasureTheory/MeasurableSpace/Embedding.lean:56 `structure MeasurableEmbedding (f :
    # α → β) : Prop`; Topology/UniformSpace/UniformEmbedding.lean:33 `structure
    # IsUniformInducing (f : α → β) : Prop`, :140 `structure IsUniformEmbedding (f : α → β) :
    # Prop`
    "MeasurableEmbedding": ("α → β", "Prop"), "IsUniformInducing": ("α → β", "Prop"),
    "IsUniformEmbedding": ("α → β", "Prop"),
    # Mathlib/Analysis/Calculus/ContDiff/Defs.lean (`variable (𝕜) in` before each): :124 `def
    # ContDiffWithinAt (n : WithTop ℕ∞) (f : E → F) (s : Set E) (x : E) : Prop`, :458 `def
    # ContDiffOn (n : WithTop ℕ∞) (f : E → F) (s : Set E) : Prop`, :918 `def ContDiffAt (n :
    # WithTop ℕ∞) (f : E → F) (x : E) : Prop`, :1028 `def ContDiff (n : WithTop ℕ∞) (f : E → F)
    # : Prop`
    "ContDiffWithinAt": ("Type κ", "WithTop ℕ∞", "α → β", "Set α", "α", "Prop"),
    "ContDiffOn": ("Type κ", "WithTop ℕ∞", "α → β", "Set α", "Prop"),
    "ContDiffAt": ("Type κ", "WithTop ℕ∞", "α → β", "α", "Prop"),
    "ContDiff": ("Type κ", "WithTop ℕ∞", "α → β", "Prop"),
    # Mathlib/Analysis/Calculus/FDeriv/Basic.lean:146 `def HasFDerivWithinAt (f : E → F) (f' : E
    # →L[𝕜] F) (s : Set E) (x : E)`, :152 `def HasFDerivAt (f : E → F) (f' : E →L[𝕜] F) (x :
    # E)` (Props), :160 `structure HasStrictFDerivAt (f : E → F) (f' : E →L[𝕜] F) (x : E)` (a
    # Prop); the derivative `f'` not typed here
    "HasFDerivWithinAt": ("α → β", "_", "Set α", "α", "Prop"),
    "HasFDerivAt": ("α → β", "_", "α", "Prop"),
    "HasStrictFDerivAt": ("α → β", "_", "α", "Prop"),
    # Mathlib/MeasureTheory/Integral/CircleIntegral.lean:167 `def CircleIntegrable (f : ℂ → E)
    # (c : ℂ) (R : ℝ) : Prop`
    "CircleIntegrable": ("ℂ → α", "ℂ", "ℝ", "Prop"),
    # Mathlib/Analysis/LocallyConvex/Bounded.lean:56 `variable (𝕜)`, :61 `def IsVonNBounded (s :
    # Set E) : Prop`
    "Bornology.IsVonNBounded": ("Type κ", "Set α", "Prop"),
    # Mathlib/Topology/Semicontinuous.lean (`f : α → β`, the bodies Props): :82 `def
    # LowerSemicontinuousWithinAt (f : α → β) (s : Set α) (x : α)`, :88 `…On (f) (s : Set α)`,
    # :94 `…At (f) (x : α)`, :100 `LowerSemicontinuous (f)`; :106-124 the `Upper…` four
    "LowerSemicontinuousWithinAt": ("α → β", "Set α", "α", "Prop"),
    "LowerSemicontinuousOn": ("α → β", "Set α", "Prop"),
    "LowerSemicontinuousAt": ("α → β", "α", "Prop"),
    "LowerSemicontinuous": ("α → β", "Prop"),
    "UpperSemicontinuousWithinAt": ("α → β", "Set α", "α", "Prop"),
    "UpperSemicontinuousOn": ("α → β", "Set α", "Prop"),
    "UpperSemicontinuousAt": ("α → β", "α", "Prop"),
    "UpperSemicontinuous": ("α → β", "Prop"),
    # Mathlib/Topology/Irreducible.lean:96 `def irreducibleComponents (X : Type*)
    # [TopologicalSpace X] : Set (Set X)`
    "irreducibleComponents": ("Type α", "Set (Set α)"),
    # Mathlib/Analysis/Convex/Basic.lean:599 `variable (𝕜) (ι : Type*)`, :603 `def stdSimplex :
    # Set (ι → 𝕜)`
    "stdSimplex": ("Type α", "Type β", "Set (β → α)"),
    # Mathlib/Analysis/Fourier/AddCircle.lean:283 `def fourierCoeff (f : AddCircle T → E) (n :
    # ℤ) : E`
    "fourierCoeff": ("α → β", "ℤ", "β"),
    # Mathlib/Analysis/Convex/Intrinsic.lean:53 `variable (𝕜)`, :57 `def intrinsicInterior (s :
    # Set P) : Set P`
    "intrinsicInterior": ("Type κ", "Set α", "Set α"),
    # Mathlib/Analysis/Calculus/Gradient/Basic.lean:60 `def HasGradientAt (f : F → 𝕜) (f' x :
    # F)` (a Prop)
    "HasGradientAt": ("α → β", "α", "α", "Prop"),
    # Mathlib/Analysis/SpecialFunctions/BinaryEntropy.lean:59 `def binEntropy (p : ℝ) : ℝ`,
    # :208 `def qaryEntropy (q : ℕ) (p : ℝ) : ℝ`; Log/NegMulLog.lean:141 `def negMulLog (x : ℝ)
    # : ℝ`; Gamma/Beta.lean:55 `def betaIntegral (u v : ℂ) : ℂ`; Trigonometric/Basic.lean:189
    # `def NNReal.pi : ℝ≥0`
    "Real.binEntropy": ("ℝ", "ℝ"), "Real.qaryEntropy": ("ℕ", "ℝ", "ℝ"),
    "Real.negMulLog": ("ℝ", "ℝ"), "Complex.betaIntegral": ("ℂ", "ℂ", "ℂ"),
    "NNReal.pi": ("ℝ≥0",),
    # Mathlib/MeasureTheory/Integral/CircleIntegral.lean:286 `def circleIntegral (f : ℂ → E) (c
    # : ℂ) (R : ℝ) : E`
    "circleIntegral": ("ℂ → α", "ℂ", "ℝ", "α"),
    # Mathlib/Analysis/SpecialFunctions/Trigonometric/Angle.lean:41 `protected def coe (r : ℝ) :
    # Angle`; Complex/Circle.lean:94 `def Real.Angle.toCircle (θ : Angle) : Circle`
    "Real.Angle.coe": ("ℝ", "Real.Angle"), "Real.Angle.toCircle": ("Real.Angle", "Circle"),
    # Mathlib/Topology/Homeomorph/Defs.lean:73 `protected def symm (h : X ≃ₜ Y) : Y ≃ₜ X`, :110
    # `protected def trans (h₁ : X ≃ₜ Y) (h₂ : Y ≃ₜ Z) : X ≃ₜ Z`, :103 `protected def refl (X :
    # Type*) [TopologicalSpace X] : X ≃ₜ X` (`X ≃ₜ Y` is `Homeomorph X Y`)
    "Homeomorph.symm": ("Homeomorph α β", "Homeomorph β α"),
    "Homeomorph.trans": ("Homeomorph α β", "Homeomorph β γ", "Homeomorph α γ"),
    "Homeomorph.refl": ("Type α", "Homeomorph α α"),
    # Mathlib/Topology/Algebra/Group/Basic.lean:54 `protected def Homeomorph.mulLeft (a : G) : G
    # ≃ₜ G`, :84 `Homeomorph.mulRight (a : G) : G ≃ₜ G`
    "Homeomorph.mulLeft": ("α", "Homeomorph α α"), "Homeomorph.mulRight": ("α", "Homeomorph α α"),
    # Mathlib/Topology/MetricSpace/Isometry.lean:359 `protected def symm (h : α ≃ᵢ β) : β ≃ᵢ α`,
    # :350 `protected def trans (h₁ : α ≃ᵢ β) (h₂ : β ≃ᵢ γ) : α ≃ᵢ γ`
    "IsometryEquiv.symm": ("IsometryEquiv α β", "IsometryEquiv β α"),
    "IsometryEquiv.trans": ("IsometryEquiv α β", "IsometryEquiv β γ", "IsometryEquiv α γ"),
    # Mathlib/Topology/Algebra/ContinuousMonoidHom.lean:415 `def symm (cme : M ≃ₜ* N) : N ≃ₜ*
    # M`; Topology/MetricSpace/DilationEquiv.lean:70 `def symm (e : X ≃ᵈ Y) : Y ≃ᵈ X`;
    # Dilation.lean:283 `def comp (g : β →ᵈ γ) (f : α →ᵈ β) : α →ᵈ γ`
    "ContinuousMulEquiv.symm": ("ContinuousMulEquiv α β", "ContinuousMulEquiv β α"),
    "DilationEquiv.symm": ("DilationEquiv α β", "DilationEquiv β α"),
    "Dilation.comp": ("Dilation β γ", "Dilation α β", "Dilation α γ"),
    # Mathlib/Analysis/CStarAlgebra/ContinuousFunctionalCalculus/Unital.lean:306 `irreducible_def
    # cfc (f : R → R) (a : A) : A`
    "cfc": ("α → α", "β", "β"),
    # Mathlib/Computability/RegularExpressions.lean:40 `inductive RegularExpression (α : Type u)`,
    # its constructors :43 `char : α → RegularExpression α`, :44 `plus`, :45 `comp :
    # RegularExpression α → RegularExpression α → RegularExpression α`, :46 `star :
    # RegularExpression α → RegularExpression α`
    "RegularExpression.char": ("α", "RegularExpression α"),
    "RegularExpression.plus": (
        "RegularExpression α", "RegularExpression α", "RegularExpression α"),
    "RegularExpression.comp": (
        "RegularExpression α", "RegularExpression α", "RegularExpression α"),
    "RegularExpression.star": ("RegularExpression α", "RegularExpression α"),
    # Mathlib/Analysis/InnerProductSpace/TwoDim.lean:408 `def kahler : E →ₗ[ℝ] E →ₗ[ℝ] ℂ` with
    # `o : Orientation ℝ E (Fin 2)` explicit (`o.kahler x y`, applied as the function it
    # coerces to; the index type a parameter, as for `oangle`)
    "Orientation.kahler": ("Orientation ℝ α β", "α", "α", "ℂ"),
    # Mathlib/Topology/Algebra/StarSubalgebra.lean:174 `variable (R : Type*)`, :180 `def
    # elemental (x : A) : StarSubalgebra R A`
    "StarAlgebra.elemental": ("Type α", "β", "StarSubalgebra α β"),
    # Mathlib/Analysis/Complex/UpperHalfPlane/Metric.lean:124 `def center (z : ℍ) (r : ℝ) : ℍ`
    "UpperHalfPlane.center": ("UpperHalfPlane", "ℝ", "UpperHalfPlane"),
    # Mathlib/Topology/Instances/ENNReal/Lemmas.lean:1290 `def truncateToReal (t x : ℝ≥0∞) : ℝ`
    "ENNReal.truncateToReal": ("ℝ≥0∞", "ℝ≥0∞", "ℝ"),
    # Mathlib/Analysis/LocallyConvex/BalancedCoreHull.lean:52 `variable (𝕜)`, :59 `def
    # balancedCoreAux (s : Set E)` (a `Set E`: `⋂ r, r • s`)
    "balancedCoreAux": ("Type κ", "Set α", "Set α"),
    # Mathlib/Analysis/Normed/Group/Hom.lean:558 `protected def comp (g : NormedAddGroupHom V₂
    # V₃) (f : NormedAddGroupHom V₁ V₂) : NormedAddGroupHom V₁ V₃`, :636 `variable (f :
    # NormedAddGroupHom V₁ V₂)`, :640 `def ker : AddSubgroup V₁`
    "NormedAddGroupHom.comp": (
        "NormedAddGroupHom β γ", "NormedAddGroupHom α β", "NormedAddGroupHom α γ"),
    "NormedAddGroupHom.ker": ("NormedAddGroupHom α β", "AddSubgroup α"),
    # Mathlib/Analysis/Complex/Circle.lean:192 `def fourierChar : AddChar ℝ Circle`, :217 `def
    # probChar : AddChar ℝ Circle`
    "Real.fourierChar": ("AddChar ℝ Circle",), "Real.probChar": ("AddChar ℝ Circle",),
    # Mathlib/AlgebraicGeometry/EllipticCurve/DivisionPolynomial/Basic.lean:108 `variable … (W :
    # WeierstrassCurve R)`, `R[X]` is `Polynomial R`: :115 `def ψ₂ : R[X][Y]`, :119 `def Ψ₂Sq :
    # R[X]`, :144 `def Ψ₃ : R[X]`, :149 `def preΨ₄ : R[X]`, :196 `def preΨ (n : ℤ) : R[X]`, :254
    # `def ΨSq (n : ℤ) : R[X]`, :312 `def Ψ (n : ℤ) : R[X][Y]`, :388 `def Φ (n : ℤ) : R[X]`,
    # :442 `def ψ (n : ℤ) : R[X][Y]`
    "WeierstrassCurve.ψ₂": ("WeierstrassCurve α", "Polynomial (Polynomial α)"),
    "WeierstrassCurve.Ψ₂Sq": ("WeierstrassCurve α", "Polynomial α"),
    "WeierstrassCurve.Ψ₃": ("WeierstrassCurve α", "Polynomial α"),
    "WeierstrassCurve.preΨ₄": ("WeierstrassCurve α", "Polynomial α"),
    "WeierstrassCurve.preΨ": ("WeierstrassCurve α", "ℤ", "Polynomial α"),
    "WeierstrassCurve.ΨSq": ("WeierstrassCurve α", "ℤ", "Polynomial α"),
    "WeierstrassCurve.Ψ": ("WeierstrassCurve α", "ℤ", "Polynomial (Polynomial α)"),
    "WeierstrassCurve.Φ": ("WeierstrassCurve α", "ℤ", "Polynomial α"),
    "WeierstrassCurve.ψ": ("WeierstrassCurve α", "ℤ", "Polynomial (Polynomial α)"),
    # Mathlib/AlgebraicGeometry/EllipticCurve/Affine.lean:121 `{W' : Affine R} {W : Affine F}`
    # (`variable (W') in`/`(W) in` before each): :358 `def addPolynomial (x y ℓ : R) : R[X]`,
    # :457 `def slope (x₁ x₂ y₁ y₂ : F) : F`
    "WeierstrassCurve.Affine.addPolynomial": (
        "WeierstrassCurve.Affine α", "α", "α", "α", "Polynomial α"),
    "WeierstrassCurve.Affine.slope": ("WeierstrassCurve.Affine α", "α", "α", "α", "α", "α"),
    # Predicates that fix the type of an untyped binder passed to them (`formalise.binder_types`):
    # Mathlib/Analysis/Convex/Strict.lean:33 `def StrictConvex (𝕜 : Type*) … (s : Set E) :
    # Prop`; Topology/Bornology/Absorbs.lean:47 `variable (M : Type*)`, :55 `def Absorbent (s :
    # Set α) : Prop`; Analysis/Convex/Extreme.lean:48 `variable (𝕜)`, :52 `def IsExtreme (A B :
    # Set E) : Prop`
    "StrictConvex": ("Type κ", "Set α", "Prop"), "Absorbent": ("Type κ", "Set α", "Prop"),
    "IsExtreme": ("Type κ", "Set α", "Set α", "Prop"),
    # Mathlib/Topology/UniformSpace/Defs.lean:759 `def UniformContinuousOn [UniformSpace β] (f :
    # α → β) (s : Set α) : Prop`. (Not declared: a family `F : ι → α → β` of uniform
    # convergence or equicontinuity, whose `fun n y => …` gets `y`'s type only from a later
    # argument, which the elaborator then fails to unify: a theorem lost, none gained.)
    "UniformContinuousOn": ("α → β", "Set α", "Prop"),
    # Sets of a topological space (Props): Topology/Defs/Sequences.lean:67 `def IsSeqCompact (s
    # : Set X)`; Compactness/SigmaCompact.lean:28 `def IsSigmaCompact (s : Set X) : Prop`;
    # Connected/PathConnected.lean:96 `def JoinedIn (F : Set X) (x y : X) : Prop`, :263 `def
    # IsPathConnected (F : Set X) : Prop`; Connected/TotallyDisconnected.lean:32 `def
    # IsTotallyDisconnected (s : Set α) : Prop`; Irreducible.lean:38 `def IsPreirreducible (s :
    # Set X) : Prop`, :43 `def IsIrreducible (s : Set X) : Prop`; GDelta/Basic.lean:57 `def IsGδ
    # (s : Set X) : Prop`
    "IsSeqCompact": ("Set α", "Prop"), "IsSigmaCompact": ("Set α", "Prop"),
    "JoinedIn": ("Set α", "α", "α", "Prop"), "IsPathConnected": ("Set α", "Prop"),
    "IsTotallyDisconnected": ("Set α", "Prop"), "IsPreirreducible": ("Set α", "Prop"),
    "IsIrreducible": ("Set α", "Prop"), "IsGδ": ("Set α", "Prop"),
    # Maps (Props): Topology/Algebra/Support.lean:136 `def HasCompactMulSupport (f : α → β) :
    # Prop`; Defs/Basic.lean:139 `def DenseRange {α : Type*} (f : α → X) := Dense (range f)`;
    # Defs/Induced.lean:136 `structure IsQuotientMap … (f : X → Y) : Prop`; Maps/Proper/Basic.lean
    # :76 `structure IsProperMap (f : X → Y) : Prop`
    "HasCompactMulSupport": ("α → β", "Prop"), "DenseRange": ("α → β", "Prop"),
    "Topology.IsQuotientMap": ("α → β", "Prop"), "IsProperMap": ("α → β", "Prop"),
    # -- round 11: the names the elaborator could not type in analysis, topology, geometry and
    # number theory (`/work/runs/r11/names_by_area.txt`) --
    # Mathlib/Analysis/SpecialFunctions/Log/ERealExp.lean:36 `def exp : EReal → ℝ≥0∞` (in
    # `namespace EReal`); Log/PosLog.lean:27 `def posLog : ℝ → ℝ` (`Real.posLog`)
    "EReal.exp": ("EReal", "ℝ≥0∞"), "Real.posLog": ("ℝ", "ℝ"),
    # Mathlib/Analysis/Convex/Gauge.lean:52 `def gauge (s : Set E) (x : E) : ℝ`;
    # GaugeRescale.lean:33 `def gaugeRescale (s t : Set E) (x : E) : E`
    "gauge": ("Set α", "α", "ℝ"), "gaugeRescale": ("Set α", "Set α", "α", "α"),
    # Mathlib/Topology/UniformSpace/Defs.lean:158 `def compRel (r₁ r₂ : Set (α × α)) := { p : α ×
    # α | … }` (a `Set (α × α)`, `r₁ ○ r₂`)
    "compRel": ("Set (α × α)", "Set (α × α)", "Set (α × α)"),
    # Mathlib/Analysis/Asymptotics/SuperpolynomialDecay.lean:54 `def SuperpolynomialDecay {α β :
    # Type*} … (l : Filter α) (k : α → β) (f : α → β) := ∀ n : ℕ, Tendsto …` (a Prop)
    "Asymptotics.SuperpolynomialDecay": ("Filter α", "α → β", "α → β", "Prop"),
    # Mathlib/LinearAlgebra/AffineSpace/Slope.lean:24 `variable {k E PE : Type*} [Field k] …
    # [AddTorsor E PE]`, :28 `def slope (f : k → PE) (a b : k) : E`. Typed only at `PE := k`:
    # `E` is the outParam of `class AddTorsor (G : outParam Type*) (P : Type*)`, and on a field
    # `k` the one instance is `addGroupIsAddTorsor k : AddTorsor k k`, so `E` is `k`; on an
    # affine space `E` is its vector space, which the signature cannot name
    "slope": ("α → α", "α", "α", "α"),
    # Mathlib/Analysis/Analytic/Basic.lean:406 `structure HasFPowerSeriesOnBall (f : E → F) (p
    # : FormalMultilinearSeries 𝕜 E F) (x : E) (r : ℝ≥0∞) : Prop`, :415 `structure
    # HasFPowerSeriesWithinOnBall (f : E → F) (p : …) (s : Set E) (x : E) (r : ℝ≥0∞) : Prop`,
    # :427 `def HasFPowerSeriesAt (f : E → F) (p : …) (x : E)` (a Prop: `∃ r,
    # HasFPowerSeriesOnBall f p x r`), :431 `def HasFPowerSeriesWithinAt (f : E → F) (p : …) (s :
    # Set E) (x : E)` (the same); CPolynomialDef.lean:58 `structure HasFiniteFPowerSeriesOnBall
    # (f : E → F) (p : …) (x : E) (n : ℕ) (r : ℝ≥0∞) : Prop`, :75 `def HasFiniteFPowerSeriesAt
    # (f : E → F) (p : …) (x : E) (n : ℕ)` (a Prop)
    "HasFPowerSeriesOnBall": (
        "α → β", "FormalMultilinearSeries γ α β", "α", "ℝ≥0∞", "Prop"),
    "HasFPowerSeriesWithinOnBall": (
        "α → β", "FormalMultilinearSeries γ α β", "Set α", "α", "ℝ≥0∞", "Prop"),
    "HasFPowerSeriesAt": ("α → β", "FormalMultilinearSeries γ α β", "α", "Prop"),
    "HasFPowerSeriesWithinAt": (
        "α → β", "FormalMultilinearSeries γ α β", "Set α", "α", "Prop"),
    "HasFiniteFPowerSeriesOnBall": (
        "α → β", "FormalMultilinearSeries γ α β", "α", "ℕ", "ℝ≥0∞", "Prop"),
    "HasFiniteFPowerSeriesAt": ("α → β", "FormalMultilinearSeries γ α β", "α", "ℕ", "Prop"),
    # Mathlib/Analysis/Analytic/Basic.lean:94 `def partialSum (p : FormalMultilinearSeries 𝕜 E
    # F) (n : ℕ) (x : E) : F`
    "FormalMultilinearSeries.partialSum": ("FormalMultilinearSeries γ α β", "ℕ", "α", "β"),
    # Mathlib/Analysis/Fourier/FourierTransform.lean:375 `def fourierIntegralInv (f : V → E) (w
    # : V) : E`
    "Real.fourierIntegralInv": ("α → β", "α", "β"),
    # Mathlib/Analysis/RCLike/Basic.lean:57 `class RCLike (K : semiOutParam Type*) … where`, :62
    # `I : K`
    "RCLike.I": ("α",),
    # Mathlib/Topology/Category/Profinite/Nobeling/Basic.lean:464 `variable (I)`, :467 `def ord
    # (i : I) : Ordinal` (`ord I i`)
    "Profinite.NobelingProof.ord": ("Type α", "α", "Ordinal"),
    # Mathlib/NumberTheory/LSeries/Basic.lean:71 `def term (f : ℕ → ℂ) (s : ℂ) (n : ℕ) : ℂ`
    "LSeries.term": ("ℕ → ℂ", "ℂ", "ℕ", "ℂ"),
    # Mathlib/NumberTheory/Padics/PadicNorm.lean:39 `def padicNorm (p : ℕ) (q : ℚ) : ℚ`
    "padicNorm": ("ℕ", "ℚ", "ℚ"),
    # Mathlib/NumberTheory/LSeries/HurwitzZeta.lean:40 `namespace HurwitzZeta`, :49 `def
    # hurwitzZeta (a : UnitAddCircle) (s : ℂ) := hurwitzZetaEven a s + hurwitzZetaOdd a s`, :111
    # `def expZeta (a : UnitAddCircle) (s : ℂ) := cosZeta a s + I * sinZeta a s` (ℂ: the
    # functions below); HurwitzZetaEven.lean:294 `def completedHurwitzZetaEven (a :
    # UnitAddCircle) (s : ℂ) : ℂ`, :299 `completedHurwitzZetaEven₀`, :318 `completedCosZeta`,
    # :323 `completedCosZeta₀` (the same), :580 `def hurwitzZetaEven (a : UnitAddCircle) :=
    # Function.update (fun s ↦ completedHurwitzZetaEven a s / Gammaℝ s) 0 …` and :692 `def
    # cosZeta (a : UnitAddCircle) := Function.update (fun s : ℂ ↦ completedCosZeta a s /
    # Gammaℝ s) 0 (-1 / 2)` (`ℂ → ℂ`: written with `s`); HurwitzZetaOdd.lean:333 `def
    # completedHurwitzZetaOdd (a : UnitAddCircle) (s : ℂ) : ℂ`, :345 `completedSinZeta` (the
    # same), :450 `def hurwitzZetaOdd (a : UnitAddCircle) (s : ℂ) := completedHurwitzZetaOdd a
    # s / Gammaℝ (s + 1)`, :465 `def sinZeta (a : UnitAddCircle) (s : ℂ) := completedSinZeta a
    # s / Gammaℝ (s + 1)` (ℂ)
    **{f"HurwitzZeta.{name}": ("UnitAddCircle", "ℂ", "ℂ") for name in (
        "hurwitzZeta", "expZeta", "completedHurwitzZetaEven", "completedHurwitzZetaEven₀",
        "completedCosZeta", "completedCosZeta₀", "hurwitzZetaEven", "cosZeta",
        "completedHurwitzZetaOdd", "completedSinZeta", "hurwitzZetaOdd", "sinZeta")},
    # Mathlib/Topology/ContinuousMap/Bounded/Basic.lean:116 `def mkOfCompact [CompactSpace α] (f
    # : C(α, β)) : α →ᵇ β` (`C(α, β)` is `ContinuousMap α β`, `α →ᵇ β`
    # `BoundedContinuousFunction α β`). Not declared, though read: ContinuousMap/Basic.lean:106
    # `def comp (f : C(β, γ)) (g : C(α, β)) : C(α, γ)`, whose partial application `f.comp`
    # leaves `α` to a context the elaborator does not unify (six renderings lost, four
    # gained); ArithmeticFunction.lean:798 `def sigma (k : ℕ) : ArithmeticFunction ℕ` and
    # VonMangoldt.lean:61 `def vonMangoldt : ArithmeticFunction ℝ`, applied to `n` (a bundled
    # result applied further is refused) or multiplied (Dirichlet convolution, refused)
    "BoundedContinuousFunction.mkOfCompact": (
        "ContinuousMap α β", "BoundedContinuousFunction α β"),
}
