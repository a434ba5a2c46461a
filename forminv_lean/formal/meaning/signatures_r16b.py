"""Declared signatures of the Mathlib constants (analysis, topology, measure theory, probability,
order, geometry, logic and set theory) that blocked most refused renderings in round 16, each
cited from its declaration.

Same format and rules as `signatures_analysis` (explicit arguments in order, the section
`variable`s the declaration uses included, then the result; `α β γ δ ε ι κ` the declaration's
type parameters, `_` an argument not typed here, a first `Type κ` a leading explicit type
argument), merged into `opaque.SIGNATURES`. Chosen by how many whole-corpus theorems an
application of the constant with no declared signature blocked (`type mismatch: T and ?F(…)`,
`the type of … is not known here (?F(…))`, `… depends on F's domain`). A function returning a
bundled map (`NatOrdinal.toOrdinal : NatOrdinal ≃o Ordinal`) is typed as the function it coerces
to; a declaration generic over a semilinear map (`E →SL[σ] F`) is typed at `RingHom.id`, as
`LinearMap.comp` is in `signatures_algebra` (another argument does not fit, and keeps an unknown
type).

Left out on purpose (the format cannot say them exactly): results whose type parameter no
argument fixes (`Filter.atTop`, `OnePoint.infty`, `ProbabilityTheory.Kernel.id`, `RCLike.ofReal`,
`OuterMeasure.mkMetric`, `Set.Finite.toFinset`), universe changes (`Cardinal.lift`,
`Ordinal.lift`, `Cardinal.sum`), dependent function types (`Set.pi`, `Set.sigma`,
`Set.piecewise`, `Function.eval`), types depending on a term (`Orientation.rotation`,
`BoxIntegral.Prepartition I`, `Fin.castSucc`), and structure projections Lean reaches through a
parent (`PartialHomeomorph.source`).

Left out after measuring (each lost as many renderings as it gained, over the whole corpus):
`TendstoUniformlyOn` and `TendstoLocallyUniformlyOn` (a binder of `fun n y => …` in the first
argument is then typed from a parameter the elaborator has not fixed yet), `Measure.join` (its
partner `Measure.bind μ id` keeps an unknown type) and `FiniteMeasure.prod` (its partner
`FiniteMeasure.map … Prod.swap` too); and, after the 15,000/seed-1 sample lost a rendering
for each and gained none, `Euclidean.ball`/`closedBall`, `BoxIntegral.Box.distortion`,
`ProbabilityMeasure.toMeasure`, `Cardinal.cantorFunctionAux`, `PartialEquiv.ofSet`,
`FiniteMeasure.mass`, `RelCWComplex.skeleton`/`skeletonLT` and `OuterMeasure.ofFunction`, whose
usual partners (`toEuclidean`, `Prepartition.distortion`, `cond`, `PartialEquiv.trans`,
`testAgainstNN`, `cellFrontier`) keep an unknown type, so a typed side made an equation that was
accepted untyped a type mismatch.
"""

from __future__ import annotations

_MEASURE = "MeasureTheory.Measure"
_KERNEL = "ProbabilityTheory.Kernel"
_CLM = "ContinuousLinearMap (RingHom.id"
_SF = "MeasureTheory.SimpleFunc"

SIGNATURES: dict[str, tuple[str, ...]] = {
    # Mathlib/Data/Set/Basic.lean:1321 `protected def ite (t s s' : Set α) : Set α`
    "Set.ite": ("Set α", "Set α", "Set α", "Set α"),
    # Mathlib/SetTheory/PGame/Basic.lean:327 `def Identical : PGame.{u} → PGame.{u} → Prop`
    "SetTheory.PGame.Identical": ("SetTheory.PGame", "SetTheory.PGame", "Prop"),
    # Mathlib/Order/Filter/Basic.lean:160 `def generate (g : Set (Set α)) : Filter α`;
    # Filter/Bases/Finite.lean:33 `def FilterBasis.ofSets (s : Set (Set α)) : FilterBasis α`
    # (namespace Filter), Bases/Basic.lean:145 `protected def filter (B : FilterBasis α) : Filter
    # α` (namespace FilterBasis), its partners (`(FilterBasis.ofSets s).filter = generate s`)
    "Filter.generate": ("Set (Set α)", "Filter α"),
    "Filter.FilterBasis.ofSets": ("Set (Set α)", "FilterBasis α"),
    "FilterBasis.filter": ("FilterBasis α", "Filter α"),
    # Mathlib/Order/Filter/Extr.lean (`variable (f : α → β) (s : Set α) (l : Filter α) (a : α)`
    # :89): :95 `def IsMinFilter : Prop := ∀ᶠ x in l, f a ≤ f x`, :99 `def IsMaxFilter : Prop`,
    # :103 `def IsExtrFilter : Prop := IsMinFilter f l a ∨ IsMaxFilter f l a`, :115 `def
    # IsExtrOn : Prop := IsExtrFilter f (𝓟 s) a`
    "IsMinFilter": ("α → β", "Filter α", "α", "Prop"),
    "IsMaxFilter": ("α → β", "Filter α", "α", "Prop"),
    "IsExtrFilter": ("α → β", "Filter α", "α", "Prop"),
    "IsExtrOn": ("α → β", "Set α", "α", "Prop"),
    # Mathlib/Topology/Order/LocalExtr.lean (`variable … (f : α → β) (s : Set α) (a : α)` :43):
    # :46 `def IsLocalMinOn := IsMinFilter f (𝓝[s] a) a`, :50 `IsLocalMaxOn`, :54
    # `IsLocalExtrOn`, :58 `def IsLocalMin := IsMinFilter f (𝓝 a) a`, :62 `IsLocalMax`, :66
    # `IsLocalExtr` (all Props)
    "IsLocalMinOn": ("α → β", "Set α", "α", "Prop"),
    "IsLocalMaxOn": ("α → β", "Set α", "α", "Prop"),
    "IsLocalExtrOn": ("α → β", "Set α", "α", "Prop"),
    "IsLocalMin": ("α → β", "α", "Prop"), "IsLocalMax": ("α → β", "α", "Prop"),
    "IsLocalExtr": ("α → β", "α", "Prop"),
    # Mathlib/Topology/Algebra/Module/Basic.lean:147 `def Submodule.topologicalClosure (s :
    # Submodule R M) : Submodule R M`
    "Submodule.topologicalClosure": ("Submodule α β", "Submodule α β"),
    # Mathlib/Topology/Algebra/Module/LinearMap.lean:412 `def comp (g : M₂ →SL[σ₂₃] M₃) (f : M₁
    # →SL[σ₁₂] M₂) : M₁ →SL[σ₁₃] M₃`, :655 `def smulRight (c : M₁ →L[R] S) (f : M₂) : M₁ →L[R]
    # M₂`
    "ContinuousLinearMap.comp": (
        f"{_CLM} δ) β γ", f"{_CLM} δ) α β", f"{_CLM} δ) α γ"),
    "ContinuousLinearMap.smulRight": (f"{_CLM} α) β γ", "δ", f"{_CLM} α) β δ"),
    # Mathlib/Analysis/Seminorm.lean (`variable [SMul 𝕜 E] (p : Seminorm 𝕜 E)` :599): :603 `def
    # ball (x : E) (r : ℝ) := { y : E | p (y - x) < r }`, :608 `def closedBall (x : E) (r : ℝ)`
    # (both `Set E`); :272 `def comp (p : Seminorm 𝕜₂ E₂) (f : E →ₛₗ[σ₁₂] E₂) : Seminorm 𝕜 E`
    "Seminorm.ball": ("Seminorm α β", "β", "ℝ", "Set β"),
    "Seminorm.closedBall": ("Seminorm α β", "β", "ℝ", "Set β"),
    "Seminorm.comp": ("Seminorm α γ", "LinearMap (RingHom.id α) β γ", "Seminorm α β"),
    # Mathlib/Analysis/Complex/Hadamard.lean:74 `noncomputable def sSupNormIm {E : Type*} … (f :
    # ℂ → E) (x : ℝ) : ℝ`
    "Complex.HadamardThreeLines.sSupNormIm": ("ℂ → α", "ℝ", "ℝ"),
    # Mathlib/SetTheory/Ordinal/FixedPoint.lean:51 `def nfpFamily (f : ι → Ordinal.{u} →
    # Ordinal.{u}) (a : Ordinal.{u}) : Ordinal`, :135 `def derivFamily (f : ι → Ordinal.{u} →
    # Ordinal.{u}) (o : Ordinal.{u}) : Ordinal.{u}`
    "Ordinal.nfpFamily": ("ι → Ordinal → Ordinal", "Ordinal", "Ordinal"),
    "Ordinal.derivFamily": ("ι → Ordinal → Ordinal", "Ordinal", "Ordinal"),
    # Mathlib/Analysis/Calculus/DiffContOnCl.lean:29 `structure DiffContOnCl (f : E → F) (s :
    # Set E) : Prop` with `variable (𝕜 : Type*)` (:23)
    "DiffContOnCl": ("Type κ", "α → β", "Set α", "Prop"),
    # Mathlib/Analysis/Calculus/FDeriv/Basic.lean:139 `structure HasFDerivAtFilter (f : E → F)
    # (f' : E →L[𝕜] F) (x : E) (L : Filter E) : Prop` (the derivative not typed, as in
    # `HasFDerivAt`); Deriv/Basic.lean:109 `def HasDerivAtFilter (f : 𝕜 → F) (f' : F) (x : 𝕜) (L
    # : Filter 𝕜)` (a Prop)
    "HasFDerivAtFilter": ("α → β", "_", "α", "Filter α", "Prop"),
    "HasDerivAtFilter": ("α → β", "β", "α", "Filter α", "Prop"),
    # Mathlib/Order/Heyting/Boundary.lean:35 `def boundary (a : α) : α` (namespace Coheyting)
    "Coheyting.boundary": ("α", "α"),
    # Mathlib/SetTheory/Ordinal/NaturalOps.lean:68 `def Ordinal.toNatOrdinal : Ordinal ≃o
    # NatOrdinal`, :73 `def NatOrdinal.toOrdinal : NatOrdinal ≃o Ordinal`; Nimber/Basic.lean:60
    # `def Ordinal.toNimber : Ordinal ≃o Nimber`, :65 `def Nimber.toOrdinal : Nimber ≃o Ordinal`
    # (each applied)
    "Ordinal.toNatOrdinal": ("Ordinal", "NatOrdinal"),
    "NatOrdinal.toOrdinal": ("NatOrdinal", "Ordinal"),
    "Ordinal.toNimber": ("Ordinal", "Nimber"), "Nimber.toOrdinal": ("Nimber", "Ordinal"),
    # Mathlib/Topology/Algebra/Algebra/Equiv.lean:182 `def symm (e : A ≃A[R] B) : B ≃A[R] A`;
    # Topology/Algebra/Module/Equiv.lean:293 `protected def symm (e : M₁ ≃SL[σ₁₂] M₂) : M₂
    # ≃SL[σ₂₁] M₁`
    "ContinuousAlgEquiv.symm": ("ContinuousAlgEquiv α β γ", "ContinuousAlgEquiv α γ β"),
    "ContinuousLinearEquiv.symm": (
        "ContinuousLinearEquiv (RingHom.id α) β γ", "ContinuousLinearEquiv (RingHom.id α) γ β"),
    # Mathlib/Order/Hom/Basic.lean:792 `def trans (e : α ≃o β) (e' : β ≃o γ) : α ≃o γ`
    "OrderIso.trans": ("OrderIso α β", "OrderIso β γ", "OrderIso α γ"),
    # Mathlib/Order/Interval/Basic.lean:117 `def pure (a : α) : NonemptyInterval α`
    "NonemptyInterval.pure": ("α", "NonemptyInterval α"),
    # Mathlib/Topology/UniformSpace/UniformConvergence.lean:68 `def TendstoUniformlyOnFilter (F :
    # ι → α → β) (f : α → β) (p : Filter ι) (p' : Filter α)`, :109 `def TendstoUniformly (F : ι →
    # α → β) (f : α → β) (p : Filter ι)` (Props), :356 `def UniformCauchySeqOnFilter (F : ι → α →
    # β) (p : Filter ι) (p' : Filter α) : Prop`, :361 `def UniformCauchySeqOn (F : ι → α → β) (p :
    # Filter ι) (s : Set α) : Prop`; LocallyUniformConvergence.lean:50 `def
    # TendstoLocallyUniformly (F : ι → α → β) (f : α → β) (p : Filter ι)` (a Prop)
    "TendstoUniformlyOnFilter": ("ι → α → β", "α → β", "Filter ι", "Filter α", "Prop"),
    "TendstoUniformly": ("ι → α → β", "α → β", "Filter ι", "Prop"),
    "UniformCauchySeqOnFilter": ("ι → α → β", "Filter ι", "Filter α", "Prop"),
    "UniformCauchySeqOn": ("ι → α → β", "Filter ι", "Set α", "Prop"),
    "TendstoLocallyUniformly": ("ι → α → β", "α → β", "Filter ι", "Prop"),
    # Mathlib/Data/Complex/Trigonometric.lean:39 `def cot (z : ℂ) : ℂ`, :83 `nonrec def cot (x :
    # ℝ) : ℝ` (namespace Real)
    "Complex.cot": ("ℂ", "ℂ"), "Real.cot": ("ℝ", "ℝ"),
    # Mathlib/SetTheory/Cardinal/Finite.lean:268 `def card (α : Type*) : ℕ∞` (namespace ENat)
    "ENat.card": ("Type α", "ℕ∞"),
    # Mathlib/Data/EReal/Basic.lean:657 `noncomputable def toENNReal (x : EReal) : ℝ≥0∞`
    "EReal.toENNReal": ("EReal", "ℝ≥0∞"),
    # Mathlib/Logic/Relation.lean:258 `inductive ReflTransGen (r : α → α → Prop) (a : α) : α →
    # Prop`, :266 `inductive ReflGen (r : α → α → Prop) (a : α) : α → Prop`
    "Relation.ReflTransGen": ("α → α → Prop", "α", "α", "Prop"),
    "Relation.ReflGen": ("α → α → Prop", "α", "α", "Prop"),
    # Mathlib/MeasureTheory/MeasurableSpace/Defs.lean:311 `def generateFrom (s : Set (Set α)) :
    # MeasurableSpace α`; MeasureTheory/SetAlgebra.lean:102 `inductive generateSetAlgebra {α :
    # Type*} (𝒜 : Set (Set α)) : Set (Set α)`
    "MeasurableSpace.generateFrom": ("Set (Set α)", "MeasurableSpace α"),
    "MeasureTheory.generateSetAlgebra": ("Set (Set α)", "Set (Set α)"),
    # Mathlib/Order/Interval/Multiset.lean:48 `def Ico (a b : α) : Multiset α`
    "Multiset.Ico": ("α", "α", "Multiset α"),
    # Mathlib/Analysis/Analytic/CPolynomialDef.lean:93 `def CPolynomialAt (f : E → F) (x : E)`
    # (a Prop) with `variable (𝕜)` (:88)
    "CPolynomialAt": ("Type κ", "α → β", "α", "Prop"),
    # Mathlib/Analysis/BoxIntegral/Box/SubboxInduction.lean:43 `def splitCenterBox (I : Box ι) (s
    # : Set ι) : Box ι`
    "BoxIntegral.Box.splitCenterBox": (
        "BoxIntegral.Box α", "Set α", "BoxIntegral.Box α"),
    # Mathlib/Analysis/SpecialFunctions/MulExpNegMulSq.lean:43 `def mulExpNegMulSq (ε x : ℝ) := x *
    # exp (- (ε * x * x))` (an ℝ)
    "Real.mulExpNegMulSq": ("ℝ", "ℝ", "ℝ"),
    # Mathlib/Computability/AkraBazzi/GrowsPolynomially.lean:37 `def GrowsPolynomially (f : ℝ →
    # ℝ) : Prop`
    "AkraBazziRecurrence.GrowsPolynomially": ("ℝ → ℝ", "Prop"),
    # Mathlib/MeasureTheory/OuterMeasure/Operations.lean:199 `def map {β} (f : α → β) :
    # OuterMeasure α →ₗ[ℝ≥0∞] OuterMeasure β` (applied)
    "MeasureTheory.OuterMeasure.map": (
        "α → β", "MeasureTheory.OuterMeasure α", "MeasureTheory.OuterMeasure β"),
    # Mathlib/Probability/StrongLaw.lean:77 `def truncation (f : α → ℝ) (A : ℝ) := indicator
    # (Set.Ioc (-A) A) id ∘ f` (an `α → ℝ`, its argument declared as the third)
    "ProbabilityTheory.truncation": ("α → ℝ", "ℝ", "α", "ℝ"),
    # -- second batch --
    # Mathlib/Data/Real/Hyperreal.lean:185 `def IsSt (x : ℝ*) (r : ℝ) := ∀ δ : ℝ, …`, :190
    # `noncomputable def st : ℝ* → ℝ`, :193 `def Infinitesimal (x : ℝ*) := IsSt x 0`, :197 `def
    # InfinitePos (x : ℝ*) := ∀ r : ℝ, ↑r < x`, :201 `def InfiniteNeg (x : ℝ*)`, :205 `def
    # Infinite (x : ℝ*) := InfinitePos x ∨ InfiniteNeg x` (`ℝ*` is `Hyperreal`; Props but `st`)
    "Hyperreal.IsSt": ("ℝ*", "ℝ", "Prop"), "Hyperreal.st": ("ℝ*", "ℝ"),
    "Hyperreal.Infinitesimal": ("ℝ*", "Prop"),
    "Hyperreal.InfinitePos": ("ℝ*", "Prop"),
    "Hyperreal.InfiniteNeg": ("ℝ*", "Prop"), "Hyperreal.Infinite": ("ℝ*", "Prop"),
    # Mathlib/SetTheory/Ordinal/CantorNormalForm.lean:65 `def CNF (b o : Ordinal) : List (Ordinal
    # × Ordinal)`; SetTheory/Surreal/Basic.lean:60 `def Numeric : PGame → Prop`
    "Ordinal.CNF": ("Ordinal", "Ordinal", "List (Ordinal × Ordinal)"),
    "SetTheory.PGame.Numeric": ("SetTheory.PGame", "Prop"),
    # Mathlib/Topology/Defs/Filter.lean:258 `def AccPt (x : X) (F : Filter X) : Prop`
    "AccPt": ("α", "Filter α", "Prop"),
    # Mathlib/Topology/MetricSpace/Gluing.lean:64 `def glueDist (Φ : Z → X) (Ψ : Z → Y) (ε : ℝ) :
    # X ⊕ Y → X ⊕ Y → ℝ` (namespace Metric)
    "Metric.glueDist": ("γ → α", "γ → β", "ℝ", "Sum α β", "Sum α β", "ℝ"),
    # Mathlib/Order/SuccPred/WithBot.lean:18 `def succ (a : WithBot α) : α` (namespace WithBot)
    "WithBot.succ": ("WithBot α", "α"),
    # Mathlib/Analysis/Calculus/VectorField.lean:55 `def lieBracket (V W : E → E) (x : E) : E`,
    # :61 `def lieBracketWithin (V W : E → E) (s : Set E) (x : E) : E` (each after `variable (𝕜)
    # in`, namespace VectorField)
    "VectorField.lieBracket": ("Type κ", "α → α", "α → α", "α", "α"),
    "VectorField.lieBracketWithin": ("Type κ", "α → α", "α → α", "Set α", "α", "α"),
    # Mathlib/Analysis/Convex/Side.lean:42 `def WSameSide (s : AffineSubspace R P) (x y : P) :
    # Prop`, :46 `SSameSide`, :50 `WOppSide`, :54 `SOppSide` (the same)
    "AffineSubspace.WSameSide": ("AffineSubspace α β", "β", "β", "Prop"),
    "AffineSubspace.SSameSide": ("AffineSubspace α β", "β", "β", "Prop"),
    "AffineSubspace.WOppSide": ("AffineSubspace α β", "β", "β", "Prop"),
    "AffineSubspace.SOppSide": ("AffineSubspace α β", "β", "β", "Prop"),
    # Mathlib/Topology/Algebra/Module/LinearMap.lean:309 `def id : M₁ →L[R₁] M₁` with `variable
    # (R₁ M₁)` (:306); LinearMapPiProd.lean (`variable (R M₁ M₂)` :52, :85): :55 `def inl : M₁
    # →L[R] M₁ × M₂`, :59 `def inr : M₂ →L[R] M₁ × M₂`, :88 `def fst : M₁ × M₂ →L[R] M₁`, :93
    # `def snd : M₁ × M₂ →L[R] M₂`; :36 `protected def prod (f₁ : M₁ →L[R] M₂) (f₂ : M₁ →L[R] M₃)
    # : M₁ →L[R] M₂ × M₃`, :130 `def prodMap (f₁ : M₁ →L[R] M₂) (f₂ : M₃ →L[R] M₄) : M₁ × M₃
    # →L[R] M₂ × M₄`, :292 `def coprod (f₁ : M₁ →L[R] M) (f₂ : M₂ →L[R] M) : M₁ × M₂ →L[R] M`
    "ContinuousLinearMap.id": ("Type α", "Type β", f"{_CLM} α) β β"),
    "ContinuousLinearMap.inl": ("Type α", "Type β", "Type γ", f"{_CLM} α) β (β × γ)"),
    "ContinuousLinearMap.inr": ("Type α", "Type β", "Type γ", f"{_CLM} α) γ (β × γ)"),
    "ContinuousLinearMap.fst": ("Type α", "Type β", "Type γ", f"{_CLM} α) (β × γ) β"),
    "ContinuousLinearMap.snd": ("Type α", "Type β", "Type γ", f"{_CLM} α) (β × γ) γ"),
    "ContinuousLinearMap.prod": (f"{_CLM} α) β γ", f"{_CLM} α) β δ", f"{_CLM} α) β (γ × δ)"),
    "ContinuousLinearMap.prodMap": (
        f"{_CLM} α) β γ", f"{_CLM} α) δ ε", f"{_CLM} α) (β × δ) (γ × ε)"),
    "ContinuousLinearMap.coprod": (f"{_CLM} α) β δ", f"{_CLM} α) γ δ", f"{_CLM} α) (β × γ) δ"),
    # -- third batch --
    # Mathlib/Analysis/Convex/Strong.lean:37 `def UniformConvexOn (s : Set E) (φ : ℝ → ℝ) (f : E →
    # ℝ) : Prop`, :45 `def UniformConcaveOn` (the same)
    "UniformConvexOn": ("Set α", "ℝ → ℝ", "α → ℝ", "Prop"),
    "UniformConcaveOn": ("Set α", "ℝ → ℝ", "α → ℝ", "Prop"),
    # Mathlib/Analysis/LocallyConvex/WeakDual.lean:53 `def toSeminorm (f : E →ₗ[𝕜] 𝕜) : Seminorm 𝕜
    # E` (namespace LinearMap)
    "LinearMap.toSeminorm": ("LinearMap (RingHom.id α) β α", "Seminorm α β"),
    # Mathlib/Analysis/MellinTransform.lean:154 `def HasMellin (f : ℝ → E) (s : ℂ) (m : E) :
    # Prop`
    "HasMellin": ("ℝ → α", "ℂ", "α", "Prop"),
    # Mathlib/Analysis/Normed/Operator/Compact.lean:59 `def IsCompactOperator {M₁ M₂ : Type*} …
    # (f : M₁ → M₂) : Prop`
    "IsCompactOperator": ("α → β", "Prop"),
    # Mathlib/Analysis/Polynomial/CauchyBound.lean:29 `noncomputable def cauchyBound (p : K[X]) :
    # ℝ≥0` (namespace Polynomial)
    "Polynomial.cauchyBound": ("Polynomial α", "ℝ≥0"),
    # Mathlib/Analysis/SpecialFunctions/Gamma/BohrMollerup.lean:138 `def logGammaSeq (x : ℝ) (n :
    # ℕ) : ℝ` (namespace Real.BohrMollerup)
    "Real.BohrMollerup.logGammaSeq": ("ℝ", "ℕ", "ℝ"),
    # Mathlib/Computability/PartrecCode.lean:559 `def evaln : ℕ → Code → ℕ → Option ℕ` (namespace
    # Nat.Partrec.Code)
    "Nat.Partrec.Code.evaln": ("ℕ", "Nat.Partrec.Code", "ℕ", "Option ℕ"),
    # Mathlib/Data/Set/Countable.lean:77 `def enumerateCountable {s : Set α} (h : s.Countable)
    # (default : α) : ℕ → α`
    "Set.enumerateCountable": ("_", "α", "ℕ", "α"),
    # Mathlib/Dynamics/TopologicalEntropy/CoverEntropy.lean:225 `noncomputable def coverMincard
    # (T : X → X) (F : Set X) (U : Set (X × X)) (n : ℕ) : ℕ∞`
    "Dynamics.coverMincard": ("α → α", "Set α", "Set (α × α)", "ℕ", "ℕ∞"),
    # Mathlib/SetTheory/Cardinal/Order.lean:515 `def WellOrderingRel : α → α → Prop`
    "WellOrderingRel": ("α", "α", "Prop"),
    # Mathlib/MeasureTheory/Function/LpSeminorm/TriangleInequality.lean:62 `noncomputable def
    # LpAddConst (p : ℝ≥0∞) : ℝ≥0∞`
    "MeasureTheory.LpAddConst": ("ℝ≥0∞", "ℝ≥0∞"),
    # Mathlib/MeasureTheory/Function/SimpleFunc.lean:761 `def eapprox : (α → ℝ≥0∞) → ℕ → α →ₛ
    # ℝ≥0∞`; SimpleFuncDense.lean:57 `noncomputable def nearestPtInd (e : ℕ → α) : ℕ → α →ₛ ℕ`
    # (`α →ₛ β` is `SimpleFunc α β`)
    "MeasureTheory.SimpleFunc.eapprox": ("α → ℝ≥0∞", "ℕ", "MeasureTheory.SimpleFunc α ℝ≥0∞"),
    "MeasureTheory.SimpleFunc.nearestPtInd": ("ℕ → α", "ℕ", "MeasureTheory.SimpleFunc α ℕ"),
    # Mathlib/MeasureTheory/Function/UnifTight.lean:55 `def UnifTight {_ : MeasurableSpace α} (f :
    # ι → α → β) (p : ℝ≥0∞) (μ : Measure α) : Prop`; UniformIntegrable.lean:63 `def
    # UnifIntegrable {_ : MeasurableSpace α} (f : ι → α → β) (p : ℝ≥0∞) (μ : Measure α) : Prop`
    "MeasureTheory.UnifTight": ("ι → α → β", "ℝ≥0∞", f"{_MEASURE} α", "Prop"),
    "MeasureTheory.UnifIntegrable": ("ι → α → β", "ℝ≥0∞", f"{_MEASURE} α", "Prop"),
    # Mathlib/MeasureTheory/Integral/FinMeasAdditive.lean:218 `def setToSimpleFunc {_ :
    # MeasurableSpace α} (T : Set α → F →L[ℝ] F') (f : α →ₛ F) : F'`
    "MeasureTheory.SimpleFunc.setToSimpleFunc": (
        f"Set α → {_CLM} ℝ) β γ", "MeasureTheory.SimpleFunc α β", "γ"),
    # Mathlib/MeasureTheory/Measure/WithDensityFinite.lean:56 `noncomputable def Measure.toFinite
    # (μ : Measure α) [SFinite μ] : Measure α`
    "MeasureTheory.Measure.toFinite": (f"{_MEASURE} α", f"{_MEASURE} α"),
    # Mathlib/MeasureTheory/Measure/ProbabilityMeasure.lean:150 `def toFiniteMeasure (μ :
    # ProbabilityMeasure Ω) : FiniteMeasure Ω`
    "MeasureTheory.ProbabilityMeasure.toFiniteMeasure": (
        "MeasureTheory.ProbabilityMeasure α", "MeasureTheory.FiniteMeasure α"),
    # Mathlib/MeasureTheory/OuterMeasure/Operations.lean:289 `def restrict (s : Set α) :
    # OuterMeasure α →ₗ[ℝ≥0∞] OuterMeasure α` (applied)
    "MeasureTheory.OuterMeasure.restrict": (
        "Set α", "MeasureTheory.OuterMeasure α", "MeasureTheory.OuterMeasure α"),
    # Mathlib/Order/BooleanSubalgebra.lean:252 `def map (f : BoundedLatticeHom α β) (L :
    # BooleanSubalgebra α) : BooleanSubalgebra β`
    "BooleanSubalgebra.map": (
        "BoundedLatticeHom α β", "BooleanSubalgebra α", "BooleanSubalgebra β"),
    # Mathlib/Order/Booleanisation.lean:48 `def lift : α → Booleanisation α`, :51 `def comp : α →
    # Booleanisation α`
    "Booleanisation.lift": ("α", "Booleanisation α"),
    "Booleanisation.comp": ("α", "Booleanisation α"),
    # Mathlib/Order/Filter/Defs.lean:165 `def join (f : Filter (Filter α)) : Filter α`;
    # Order/Filter/ZeroAndBoundedAtFilter.lean:71 `def BoundedAtFilter [Norm β] (l : Filter α) (f
    # : α → β) : Prop`
    "Filter.join": ("Filter (Filter α)", "Filter α"),
    "Filter.BoundedAtFilter": ("Filter α", "α → β", "Prop"),
    # Mathlib/Order/Hom/Bounded.lean:232 `def comp (f : TopHom β γ) (g : TopHom α β) : TopHom α
    # γ`, :582 `def comp (f : BoundedOrderHom β γ) (g : BoundedOrderHom α β) : BoundedOrderHom α
    # γ`; Hom/BoundedLattice.lean:585 `def comp (f : BoundedLatticeHom β γ) (g : BoundedLatticeHom
    # α β) : BoundedLatticeHom α γ`
    "TopHom.comp": ("TopHom β γ", "TopHom α β", "TopHom α γ"),
    "BoundedOrderHom.comp": ("BoundedOrderHom β γ", "BoundedOrderHom α β", "BoundedOrderHom α γ"),
    "BoundedLatticeHom.comp": (
        "BoundedLatticeHom β γ", "BoundedLatticeHom α β", "BoundedLatticeHom α γ"),
    # Mathlib/Order/Ideal.lean:254 `def principal (p : P) : Ideal P` (namespace Order.Ideal)
    "Order.Ideal.principal": ("α", "Order.Ideal α"),
    # Mathlib/Order/RelSeries.lean:791 `def range (n : ℕ) : LTSeries ℕ` (namespace LTSeries)
    "LTSeries.range": ("ℕ", "LTSeries ℕ"),
    # Mathlib/Order/WellFoundedSet.lean:687 `def IsBadSeq (r : α → α → Prop) (s : Set α) (f : ℕ →
    # α) : Prop` (namespace Set.PartiallyWellOrderedOn)
    "Set.PartiallyWellOrderedOn.IsBadSeq": ("α → α → Prop", "Set α", "ℕ → α", "Prop"),
    # Mathlib/Probability/Distributions/Uniform.lean:325 `def ofMultiset (s : Multiset α) (hs : s
    # ≠ 0) : PMF α`; ProbabilityMassFunction/Basic.lean:210 `def toMeasure [MeasurableSpace α] (p
    # : PMF α) : Measure α`
    "PMF.ofMultiset": ("Multiset α", "_", "PMF α"),
    "PMF.toMeasure": ("PMF α", f"{_MEASURE} α"),
    # Mathlib/Probability/Kernel/Composition/MapComap.lean:367 `noncomputable def swapRight (κ :
    # Kernel α (β × γ)) : Kernel α (γ × β)`; Kernel/Defs.lean:159 `noncomputable def
    # IsFiniteKernel.bound (κ : Kernel α β) [h : IsFiniteKernel κ] : ℝ≥0∞`
    "ProbabilityTheory.Kernel.swapRight": (f"{_KERNEL} α (β × γ)", f"{_KERNEL} α (γ × β)"),
    "ProbabilityTheory.IsFiniteKernel.bound": (f"{_KERNEL} α β", "ℝ≥0∞"),
    # Mathlib/Probability/Kernel/Disintegration/CondCDF.lean:133 `noncomputable def preCDF (ρ :
    # Measure (α × ℝ)) (r : ℚ) : α → ℝ≥0∞`, :239 `noncomputable def condCDF (ρ : Measure (α × ℝ))
    # (a : α) : StieltjesFunction`
    "ProbabilityTheory.preCDF": (f"{_MEASURE} (α × ℝ)", "ℚ", "α", "ℝ≥0∞"),
    "ProbabilityTheory.condCDF": (f"{_MEASURE} (α × ℝ)", "α", "StieltjesFunction"),
    # Mathlib/Probability/Kernel/Disintegration/Density.lean:93 `def densityProcess (κ : Kernel α
    # (γ × β)) (ν : Kernel α γ) (n : ℕ) (a : α) (x : γ) (s : Set β) : ℝ`, :430 `def density (κ :
    # Kernel α (γ × β)) (ν : Kernel α γ) (a : α) (x : γ) (s : Set β) : ℝ`
    "ProbabilityTheory.Kernel.densityProcess": (
        f"{_KERNEL} α (γ × β)", f"{_KERNEL} α γ", "ℕ", "α", "γ", "Set β", "ℝ"),
    "ProbabilityTheory.Kernel.density": (
        f"{_KERNEL} α (γ × β)", f"{_KERNEL} α γ", "α", "γ", "Set β", "ℝ"),
    # Mathlib/Probability/Martingale/Upcrossing.lean:334 `noncomputable def upcrossingStrat (a b :
    # ℝ) (f : ℕ → Ω → ℝ) (N n : ℕ) (ω : Ω) : ℝ`
    "MeasureTheory.upcrossingStrat": ("ℝ", "ℝ", "ℕ → α → ℝ", "ℕ", "ℕ", "α", "ℝ"),
    # Mathlib/SetTheory/Cardinal/Aleph.lean:55 `def IsInitial (o : Ordinal) : Prop` (namespace
    # Ordinal), :480 `def preBeth (o : Ordinal.{u}) : Cardinal.{u}`, :564 `def beth (o :
    # Ordinal.{u}) : Cardinal.{u}` (namespace Cardinal)
    "Ordinal.IsInitial": ("Ordinal", "Prop"),
    "Cardinal.preBeth": ("Ordinal", "Cardinal"), "Cardinal.beth": ("Ordinal", "Cardinal"),
    # Mathlib/SetTheory/Game/Ordinal.lean:33 `noncomputable def toPGame (o : Ordinal.{u}) :
    # PGame.{u}`, :155 `noncomputable def toGame : Ordinal.{u} ↪o Game.{u}` (applied)
    "Ordinal.toPGame": ("Ordinal", "SetTheory.PGame"),
    "Ordinal.toGame": ("Ordinal", "SetTheory.Game"),
    # Mathlib/SetTheory/PGame/Basic.lean:584 `def insertLeft (x x' : PGame.{u}) : PGame`, :589
    # `def insertRight (x x' : PGame.{u}) : PGame`
    "SetTheory.PGame.insertLeft": ("SetTheory.PGame", "SetTheory.PGame", "SetTheory.PGame"),
    "SetTheory.PGame.insertRight": ("SetTheory.PGame", "SetTheory.PGame", "SetTheory.PGame"),
    # Mathlib/SetTheory/ZFC/Basic.lean:661 `def pair (x y : ZFSet.{u}) : ZFSet.{u}`
    "ZFSet.pair": ("ZFSet", "ZFSet", "ZFSet"),
    # Mathlib/Topology/Algebra/Algebra.lean:356 `protected def prod (f₁ : A →A[R] B) (f₂ : A →A[R]
    # C) : A →A[R] B × C`
    "ContinuousAlgHom.prod": (
        "ContinuousAlgHom α β γ", "ContinuousAlgHom α β δ", "ContinuousAlgHom α β (γ × δ)"),
    # Mathlib/Topology/Defs/Filter.lean:210 `def Inseparable (x y : X) : Prop`
    "Inseparable": ("α", "α", "Prop"),
    # Mathlib/Analysis/BoxIntegral/Partition/Split.lean:55 `def splitLower (I : Box ι) (i : ι) (x
    # : ℝ) : WithBot (Box ι)`, :92 `def splitUpper` (the same)
    "BoxIntegral.Box.splitLower": (
        "BoxIntegral.Box α", "α", "ℝ", "WithBot (BoxIntegral.Box α)"),
    "BoxIntegral.Box.splitUpper": (
        "BoxIntegral.Box α", "α", "ℝ", "WithBot (BoxIntegral.Box α)"),
    # Mathlib/Analysis/CStarAlgebra/ContinuousFunctionalCalculus/Unique.lean:63 `noncomputable
    # def toNNReal (f : C(X, ℝ)) : C(X, ℝ≥0)` (namespace ContinuousMap)
    "ContinuousMap.toNNReal": ("ContinuousMap α ℝ", "ContinuousMap α ℝ≥0"),
    # Mathlib/Analysis/Convex/SimplicialComplex/Basic.lean:78 `def space (K : SimplicialComplex 𝕜
    # E) : Set E` (namespace Geometry.SimplicialComplex)
    "Geometry.SimplicialComplex.space": ("Geometry.SimplicialComplex α β", "Set β"),
    # Mathlib/Analysis/Distribution/SchwartzSpace.lean:196 `protected def seminormAux (k n : ℕ) (f
    # : 𝓢(E, F)) : ℝ` (`𝓢(E, F)` is `SchwartzMap E F`)
    "SchwartzMap.seminormAux": ("ℕ", "ℕ", "SchwartzMap α β", "ℝ"),
    # -- fourth batch --
    # Mathlib/Analysis/Fourier/FourierTransform.lean:77 `def fourierIntegral (e : AddChar 𝕜 𝕊) (μ
    # : Measure V) (L : V →ₗ[𝕜] W →ₗ[𝕜] 𝕜) (f : V → E) (w : W) : E` (namespace VectorFourier; `𝕊`
    # is `Circle`)
    "VectorFourier.fourierIntegral": (
        "AddChar α Circle", f"{_MEASURE} β",
        "LinearMap (RingHom.id α) β (LinearMap (RingHom.id α) γ α)", "β → δ", "γ", "δ"),
    # Mathlib/Analysis/InnerProductSpace/LinearMap.lean:286 `def
    # ContinuousLinearMap.reApplyInnerSelf (T : E →L[𝕜] E) (x : E) : ℝ`
    "ContinuousLinearMap.reApplyInnerSelf": (f"{_CLM} α) β β", "β", "ℝ"),
    # Mathlib/Analysis/InnerProductSpace/PiL2.lean:401 `protected def toBasis (b :
    # OrthonormalBasis ι 𝕜 E) : Basis ι 𝕜 E`
    "OrthonormalBasis.toBasis": ("OrthonormalBasis α β γ", "Basis α β γ"),
    # Mathlib/Analysis/InnerProductSpace/Orthonormal.lean:317 `def
    # LinearMap.isometryOfOrthonormal (f : E →ₗ[𝕜] E') {v : Basis ι 𝕜 E} (hv : Orthonormal 𝕜 v)
    # (hf : Orthonormal 𝕜 (f ∘ v)) : E →ₗᵢ[𝕜] E'`, :337 `def LinearEquiv.isometryOfOrthonormal
    # (f : E ≃ₗ[𝕜] E') {v : Basis ι 𝕜 E} (hv) (hf) : E ≃ₗᵢ[𝕜] E'`
    "LinearMap.isometryOfOrthonormal": (
        "LinearMap (RingHom.id α) β γ", "_", "_", "LinearIsometry (RingHom.id α) β γ"),
    "LinearEquiv.isometryOfOrthonormal": (
        "LinearEquiv (RingHom.id α) β γ", "_", "_", "LinearIsometryEquiv (RingHom.id α) β γ"),
    # Mathlib/Analysis/MellinTransform.lean:41 `def MellinConvergent (f : ℝ → E) (s : ℂ) : Prop`
    "MellinConvergent": ("ℝ → α", "ℂ", "Prop"),
    # Mathlib/Topology/Algebra/ContinuousAffineMap.lean:225 `def toContinuousAffineMap (f : V
    # →L[R] W) : V →ᴬ[R] W` (namespace ContinuousLinearMap)
    "ContinuousLinearMap.toContinuousAffineMap": (
        f"{_CLM} α) β γ", "ContinuousAffineMap α β γ"),
    # Mathlib/Analysis/Normed/Affine/MazurUlam.lean:103 `def toRealLinearIsometryEquivOfMapZero (f
    # : E ≃ᵢ F) (h0 : f 0 = 0) : E ≃ₗᵢ[ℝ] F` (namespace IsometryEquiv)
    "IsometryEquiv.toRealLinearIsometryEquivOfMapZero": (
        "IsometryEquiv α β", "_", "LinearIsometryEquiv (RingHom.id ℝ) α β"),
    # Mathlib/Analysis/Normed/Group/HomCompletion.lean:184 `def NormedAddGroupHom.extension (f :
    # NormedAddGroupHom G H) : NormedAddGroupHom (Completion G) H` (`Completion` is
    # `UniformSpace.Completion`)
    "NormedAddGroupHom.extension": (
        "NormedAddGroupHom α β", "NormedAddGroupHom (UniformSpace.Completion α) β"),
    # Mathlib/Topology/EMetricSpace/Lipschitz.lean:66 `def LocallyLipschitzOn (s : Set α) (f : α →
    # β) : Prop`
    "LocallyLipschitzOn": ("Set α", "α → β", "Prop"),
    # Mathlib/Topology/Algebra/Ring/Ideal.lean:25 `protected def Ideal.closure (I : Ideal R) :
    # Ideal R`
    "Ideal.closure": ("Ideal α", "Ideal α"),
    # Mathlib/Analysis/SpecialFunctions/Complex/Arctan.lean:24 `noncomputable def arctan (z : ℂ) :
    # ℂ`; Gamma/Basic.lean:251 `noncomputable def GammaAux : ℕ → ℂ → ℂ` (namespace Complex);
    # Stirling.lean:49 `noncomputable def stirlingSeq (n : ℕ) : ℝ` (namespace Stirling);
    # Data/Real/Sign.lean:31 `noncomputable def sign (r : ℝ) : ℝ` (namespace Real)
    "Complex.arctan": ("ℂ", "ℂ"), "Complex.GammaAux": ("ℕ", "ℂ", "ℂ"),
    "Stirling.stirlingSeq": ("ℕ", "ℝ"), "Real.sign": ("ℝ", "ℝ"),
    # Mathlib/Computability/PartrecCode.lean:93 `protected def const : ℕ → Code` (namespace
    # Nat.Partrec.Code)
    "Nat.Partrec.Code.const": ("ℕ", "Nat.Partrec.Code"),
    # Mathlib/Data/Real/Hyperreal.lean:127 `def ofSeq (f : ℕ → ℝ) : ℝ*`
    "Hyperreal.ofSeq": ("ℕ → ℝ", "ℝ*"),
    # Mathlib/Dynamics/TopologicalEntropy/DynamicalEntourage.lean:48 `def dynEntourage (T : X →
    # X) (U : Set (X × X)) (n : ℕ) : Set (X × X)`; NetEntropy.lean:103 `noncomputable def
    # netMaxcard (T : X → X) (F : Set X) (U : Set (X × X)) (n : ℕ) : ℕ∞` (namespace Dynamics)
    "Dynamics.dynEntourage": ("α → α", "Set (α × α)", "ℕ", "Set (α × α)"),
    "Dynamics.netMaxcard": ("α → α", "Set α", "Set (α × α)", "ℕ", "ℕ∞"),
    # Mathlib/Geometry/Euclidean/PerpBisector.lean:35 `def perpBisector (p₁ p₂ : P) :
    # AffineSubspace ℝ P` (namespace AffineSubspace); Sphere/Tangent.lean:63 `def orthRadius (s :
    # Sphere P) (p : P) : AffineSubspace ℝ P` (namespace EuclideanGeometry.Sphere)
    "AffineSubspace.perpBisector": ("α", "α", "AffineSubspace ℝ α"),
    "EuclideanGeometry.Sphere.orthRadius": (
        "EuclideanGeometry.Sphere α", "α", "AffineSubspace ℝ α"),
    # Mathlib/Logic/Hydra.lean:54 `def CutExpand (r : α → α → Prop) (s' s : Multiset α) : Prop`;
    # Logic/Relation.lean:118 `def Comp (r : α → β → Prop) (p : β → γ → Prop) (a : α) (c : γ) :
    # Prop` (namespace Relation)
    "Relation.CutExpand": ("α → α → Prop", "Multiset α", "Multiset α", "Prop"),
    "Relation.Comp": ("α → β → Prop", "β → γ → Prop", "α", "γ", "Prop"),
    # Mathlib/Topology/Algebra/Module/Determinant.lean:19 `noncomputable abbrev det {R : Type*}
    # [CommRing R] {M : Type*} … (A : M →L[R] M) : R` (namespace ContinuousLinearMap)
    "ContinuousLinearMap.det": (f"{_CLM} α) β β", "α"),
    # Mathlib/MeasureTheory/Group/MeasurableEquiv.lean:113 `def mulRight (g : G) : G ≃ᵐ G`, :136
    # `def mulLeft₀ (g : G₀) (hg : g ≠ 0) : G₀ ≃ᵐ G₀`, :156 `def mulRight₀ (g : G₀) (hg : g ≠ 0) :
    # G₀ ≃ᵐ G₀` (namespace MeasurableEquiv)
    "MeasurableEquiv.mulRight": ("α", "MeasurableEquiv α α"),
    "MeasurableEquiv.mulLeft₀": ("α", "_", "MeasurableEquiv α α"),
    "MeasurableEquiv.mulRight₀": ("α", "_", "MeasurableEquiv α α"),
    # Mathlib/MeasureTheory/Integral/MeanInequalities.lean:78 `def funMulInvSnorm (f : α → ℝ≥0∞)
    # (p : ℝ) (μ : Measure α) : α → ℝ≥0∞` (namespace ENNReal)
    "ENNReal.funMulInvSnorm": ("α → ℝ≥0∞", "ℝ", f"{_MEASURE} α", "α", "ℝ≥0∞"),
    # Mathlib/MeasureTheory/MeasurableSpace/CountablyGenerated.lean:489 `def
    # countablePartitionSet (n : ℕ) (a : α) : Set α` (`variable [m : MeasurableSpace α] [h :
    # CountablyGenerated α]` :428)
    "MeasurableSpace.countablePartitionSet": ("ℕ", "α", "Set α"),
    # Mathlib/MeasureTheory/Measure/Decomposition/Exhaustion.lean:158 `def
    # Measure.sigmaFiniteSetWRT' (μ ν : Measure α) [IsFiniteMeasure ν] : Set α`;
    # EverywherePos.lean:54 `def everywherePosSubset (μ : Measure α) (s : Set α) : Set α`
    "MeasureTheory.Measure.sigmaFiniteSetWRT'": (f"{_MEASURE} α", f"{_MEASURE} α", "Set α"),
    "MeasureTheory.Measure.everywherePosSubset": (f"{_MEASURE} α", "Set α", "Set α"),
    # Mathlib/MeasureTheory/Measure/FiniteMeasure.lean:257 `def restrict (μ : FiniteMeasure Ω) (A
    # : Set Ω) : FiniteMeasure Ω`;
    # FiniteMeasureProd.lean:95 `noncomputable def prod (μ : ProbabilityMeasure α) (ν :
    # ProbabilityMeasure β) : ProbabilityMeasure (α × β)`
    "MeasureTheory.FiniteMeasure.restrict": (
        "MeasureTheory.FiniteMeasure α", "Set α", "MeasureTheory.FiniteMeasure α"),
    "MeasureTheory.ProbabilityMeasure.prod": (
        "MeasureTheory.ProbabilityMeasure α", "MeasureTheory.ProbabilityMeasure β",
        "MeasureTheory.ProbabilityMeasure (α × β)"),
    # Mathlib/MeasureTheory/Measure/Haar/Basic.lean:347 `noncomputable def chaar (K₀ :
    # PositiveCompacts G) (K : Compacts G) : ℝ`, :514 `noncomputable def haarMeasure (K₀ :
    # PositiveCompacts G) : Measure G` (`TopologicalSpace.PositiveCompacts`,
    # `TopologicalSpace.Compacts`)
    "MeasureTheory.Measure.haar.chaar": (
        "TopologicalSpace.PositiveCompacts α", "TopologicalSpace.Compacts α", "ℝ"),
    "MeasureTheory.Measure.haarMeasure": (
        "TopologicalSpace.PositiveCompacts α", f"{_MEASURE} α"),
    # Mathlib/MeasureTheory/Measure/Hausdorff.lean:243 `def mkMetric'.pre (m : Set X → ℝ≥0∞) (r :
    # ℝ≥0∞) : OuterMeasure X`
    "MeasureTheory.OuterMeasure.mkMetric'.pre": (
        "Set α → ℝ≥0∞", "ℝ≥0∞", "MeasureTheory.OuterMeasure α"),
    # Mathlib/MeasureTheory/Measure/Typeclasses/SFinite.lean:143 `noncomputable def
    # spanningSetsIndex (μ : Measure α) [SigmaFinite μ] (x : α) : ℕ`
    "MeasureTheory.spanningSetsIndex": (f"{_MEASURE} α", "α", "ℕ"),
    # Mathlib/MeasureTheory/OuterMeasure/OfFunction.lean:334 `def sInfGen (m : Set (OuterMeasure
    # α)) (s : Set α) : ℝ≥0∞`
    "MeasureTheory.OuterMeasure.sInfGen": (
        "Set (MeasureTheory.OuterMeasure α)", "Set α", "ℝ≥0∞"),
    # Mathlib/MeasureTheory/VectorMeasure/Basic.lean:383 `def toENNRealVectorMeasure (μ : Measure
    # α) : VectorMeasure α ℝ≥0∞`, :987 `def MutuallySingular (v : VectorMeasure α M) (w :
    # VectorMeasure α N) : Prop`
    "MeasureTheory.Measure.toENNRealVectorMeasure": (
        f"{_MEASURE} α", "MeasureTheory.VectorMeasure α ℝ≥0∞"),
    "MeasureTheory.VectorMeasure.MutuallySingular": (
        "MeasureTheory.VectorMeasure α β", "MeasureTheory.VectorMeasure α γ", "Prop"),
    # Mathlib/MeasureTheory/VectorMeasure/Decomposition/Jordan.lean:196 `def
    # toJordanDecomposition (s : SignedMeasure α) : JordanDecomposition α`; Lebesgue.lean:164
    # `def rnDeriv (s : SignedMeasure α) (μ : Measure α) : α → ℝ` (namespace
    # MeasureTheory.SignedMeasure)
    "MeasureTheory.SignedMeasure.toJordanDecomposition": (
        "MeasureTheory.SignedMeasure α", "MeasureTheory.JordanDecomposition α"),
    "MeasureTheory.SignedMeasure.rnDeriv": (
        "MeasureTheory.SignedMeasure α", f"{_MEASURE} α", "α", "ℝ"),
    # Mathlib/Order/BooleanSubalgebra.lean:232 `def comap (f : BoundedLatticeHom α β) (L :
    # BooleanSubalgebra β) : BooleanSubalgebra α`, :334 `def closure (s : Set α) :
    # BooleanSubalgebra α`
    "BooleanSubalgebra.comap": (
        "BoundedLatticeHom α β", "BooleanSubalgebra β", "BooleanSubalgebra α"),
    "BooleanSubalgebra.closure": ("Set α", "BooleanSubalgebra α"),
    # Mathlib/Order/Disjoint.lean:568 `def IsComplemented (a : α) : Prop`
    "IsComplemented": ("α", "Prop"),
    # Mathlib/Order/Filter/EventuallyConst.lean:31 `def EventuallyConst (f : α → β) (l : Filter
    # α) : Prop`; Filter/Map.lean:333 `def kernMap (m : α → β) (f : Filter α) : Filter β`
    "Filter.EventuallyConst": ("α → β", "Filter α", "Prop"),
    "Filter.kernMap": ("α → β", "Filter α", "Filter β"),
    # Mathlib/Order/Heyting/Hom.lean:262, :367, :472; Order/Hom/Bounded.lean:200, :373, :552;
    # Hom/BoundedLattice.lean:249, :399, :555; Hom/CompleteLattice.lean:250, :371, :499, :605;
    # Hom/Lattice.lean:205, :381, :560: each `protected def copy (f : H α β) (f' : α → β) (h :
    # f' = f) : H α β`; Hom/BoundedLattice.lean:280, :430, Hom/CompleteLattice.lean:281, :402,
    # :529, :635: each `def comp (f : H β γ) (g : H α β) : H α γ`
    **{f"{h}.copy": (f"{h} α β", "α → β", "_", f"{h} α β") for h in (
        "HeytingHom", "CoheytingHom", "BiheytingHom", "TopHom", "BotHom", "BoundedOrderHom",
        "SupBotHom", "InfTopHom", "BoundedLatticeHom", "sSupHom", "sInfHom", "FrameHom",
        "CompleteLatticeHom", "SupHom", "InfHom", "LatticeHom")},
    **{f"{h}.comp": (f"{h} β γ", f"{h} α β", f"{h} α γ") for h in (
        "SupBotHom", "InfTopHom", "sSupHom", "sInfHom", "FrameHom", "CompleteLatticeHom")},
    # Mathlib/Order/Hom/Basic.lean:1036 `def toOrderIso (e : α ≃ β) (h₁ : Monotone e) (h₂ :
    # Monotone e.symm) : α ≃o β` (namespace Equiv)
    "Equiv.toOrderIso": ("Equiv α β", "_", "_", "OrderIso α β"),
    # Mathlib/Order/Hom/CompleteLattice.lean:787 `def setPreimage (f : α → β) :
    # CompleteLatticeHom (Set β) (Set α)` (namespace CompleteLatticeHom)
    "CompleteLatticeHom.setPreimage": ("α → β", "CompleteLatticeHom (Set β) (Set α)"),
    # Mathlib/Order/Interval/Set/OrdConnectedComponent.lean:27 `def ordConnectedComponent (s :
    # Set α) (x : α) : Set α`; Order/OmegaCompletePartialOrder.lean:247 `def ωScottContinuous (f :
    # α → β) : Prop`; Order/RelClasses.lean:405 `def Unbounded (r : α → α → Prop) (s : Set α) :
    # Prop` (namespace Set)
    "Set.ordConnectedComponent": ("Set α", "α", "Set α"),
    "OmegaCompletePartialOrder.ωScottContinuous": ("α → β", "Prop"),
    "Set.Unbounded": ("α → α → Prop", "Set α", "Prop"),
    # Mathlib/Probability/CDF.lean:51 `def cdf (μ : Measure ℝ) : StieltjesFunction`;
    # Distributions/Exponential.lean:44 `def exponentialPDF (r x : ℝ) : ℝ≥0∞`, :102 `def
    # exponentialCDFReal (r : ℝ) : StieltjesFunction`; Gamma.lean:48 `def gammaPDF (a r x : ℝ) :
    # ℝ≥0∞`; Gaussian.lean:43 `def gaussianPDFReal (μ : ℝ) (v : ℝ≥0) (x : ℝ) : ℝ`, :159 `def
    # gaussianPDF (μ : ℝ) (v : ℝ≥0) (x : ℝ) : ℝ≥0∞`; Pareto.lean:39 `noncomputable def paretoPDF
    # (t r x : ℝ) : ℝ≥0∞` (namespace ProbabilityTheory)
    "ProbabilityTheory.cdf": (f"{_MEASURE} ℝ", "StieltjesFunction"),
    "ProbabilityTheory.exponentialPDF": ("ℝ", "ℝ", "ℝ≥0∞"),
    "ProbabilityTheory.exponentialCDFReal": ("ℝ", "StieltjesFunction"),
    "ProbabilityTheory.gammaPDF": ("ℝ", "ℝ", "ℝ", "ℝ≥0∞"),
    "ProbabilityTheory.gaussianPDFReal": ("ℝ", "ℝ≥0", "ℝ", "ℝ"),
    "ProbabilityTheory.gaussianPDF": ("ℝ", "ℝ≥0", "ℝ", "ℝ≥0∞"),
    "ProbabilityTheory.paretoPDF": ("ℝ", "ℝ", "ℝ", "ℝ≥0∞"),
    # Mathlib/Probability/Kernel/Basic.lean:238 `protected noncomputable def restrict (κ : Kernel
    # α β) (hs : MeasurableSet s) : Kernel α β`; Composition/MapComap.lean:334 `def swapLeft (κ :
    # Kernel (α × β) γ) : Kernel (β × α) γ`
    "ProbabilityTheory.Kernel.restrict": (f"{_KERNEL} α β", "_", f"{_KERNEL} α β"),
    "ProbabilityTheory.Kernel.swapLeft": (f"{_KERNEL} (α × β) γ", f"{_KERNEL} (β × α) γ"),
    # Mathlib/Probability/ProbabilityMassFunction/Constructions.lean:199 `def ofFintype [Fintype
    # α] (f : α → ℝ≥0∞) (h : ∑ a, f a = 1) : PMF α`; Monad.lean:101 `def bind (p : PMF α) (f : α
    # → PMF β) : PMF β`
    "PMF.ofFintype": ("α → ℝ≥0∞", "_", "PMF α"),
    "PMF.bind": ("PMF α", "α → PMF β", "PMF β"),
    # Mathlib/SetTheory/Ordinal/Notation.lean:575 `def split' : ONote → ONote × ℕ`, :1058 `def
    # fastGrowing : ONote → ℕ → ℕ`
    "ONote.split'": ("ONote", "ONote × ℕ"), "ONote.fastGrowing": ("ONote", "ℕ", "ℕ"),
    # Mathlib/SetTheory/Surreal/Basic.lean:273 `def mk (x : PGame) (h : x.Numeric) : Surreal`;
    # Surreal/Multiplication.lean:90 `def P24 (x₁ x₂ y : PGame) : Prop`, :192 `def IH1 (x y :
    # PGame) : Prop`
    "Surreal.mk": ("SetTheory.PGame", "_", "Surreal"),
    "Surreal.Multiplication.P24": (
        "SetTheory.PGame", "SetTheory.PGame", "SetTheory.PGame", "Prop"),
    "Surreal.Multiplication.IH1": ("SetTheory.PGame", "SetTheory.PGame", "Prop"),
    # Mathlib/SetTheory/ZFC/PSet.lean:62 `def Equiv : PSet → PSet → Prop`; ZFC/Rank.lean:32
    # `noncomputable def rank : PSet.{u} → Ordinal.{u}`, :136 `noncomputable def rank :
    # ZFSet.{u} → Ordinal.{u}`
    "PSet.Equiv": ("PSet", "PSet", "Prop"),
    "PSet.rank": ("PSet", "Ordinal"), "ZFSet.rank": ("ZFSet", "Ordinal"),
    # -- fifth batch --
    # Mathlib/Order/Sublattice.lean:205 `def comap (f : LatticeHom α β) (L : Sublattice β) :
    # Sublattice α`
    "Sublattice.comap": ("LatticeHom α β", "Sublattice β", "Sublattice α"),
    # Mathlib/SetTheory/Cardinal/Cofinality.lean:48 `def cof (r : α → α → Prop) : Cardinal`
    # (namespace Order); Cardinal/ENat.lean:156 `noncomputable def toENatAux : Cardinal.{u} → ℕ∞`
    "Order.cof": ("α → α → Prop", "Cardinal"), "Cardinal.toENatAux": ("Cardinal", "ℕ∞"),
    # Mathlib/Topology/Homeomorph/Defs.lean:365 `def toHomeomorphOfContinuousOpen (e : X ≃ Y) (h₁
    # : Continuous e) (h₂ : IsOpenMap e) : X ≃ₜ Y`, :392 `def toHomeomorphOfContinuousClosed (e :
    # X ≃ Y) (h₁ : Continuous e) (h₂ : IsClosedMap e) : X ≃ₜ Y` (namespace Equiv)
    "Equiv.toHomeomorphOfContinuousOpen": ("Equiv α β", "_", "_", "Homeomorph α β"),
    "Equiv.toHomeomorphOfContinuousClosed": ("Equiv α β", "_", "_", "Homeomorph α β"),
    # Mathlib/Topology/MetricSpace/Isometry.lean:439 `protected def toHomeomorph (h : α ≃ᵢ β) : α
    # ≃ₜ β`; Topology/Order/MonotoneContinuity.lean:289 `def toHomeomorph (e : α ≃o β) : α ≃ₜ β`
    # (namespace OrderIso)
    "IsometryEquiv.toHomeomorph": ("IsometryEquiv α β", "Homeomorph α β"),
    "OrderIso.toHomeomorph": ("OrderIso α β", "Homeomorph α β"),
    # Mathlib/Topology/Sets/Closeds.lean:178 `def singleton [T1Space α] (x : α) : Closeds α`
    # (namespace TopologicalSpace.Closeds)
    "TopologicalSpace.Closeds.singleton": ("α", "TopologicalSpace.Closeds α"),
    # Mathlib/Topology/UniformSpace/Completion.lean:71 `def gen (s : Set (α × α)) : Set
    # (CauchyFilter α × CauchyFilter α)`; Separation.lean:268 `def map (f : α → β) :
    # SeparationQuotient α → SeparationQuotient β` (namespace SeparationQuotient, :200)
    "CauchyFilter.gen": ("Set (α × α)", "Set (CauchyFilter α × CauchyFilter α)"),
    "SeparationQuotient.map": ("α → β", "SeparationQuotient α", "SeparationQuotient β"),
    # Mathlib/Order/WithBot.lean:109 `def map (f : α → β) : WithBot α → WithBot β` (namespace
    # WithBot, :28), :600 `def map (f : α → β) : WithTop α → WithTop β` (namespace WithTop, :467);
    # Order/TypeTags.lean:31 `def some : α → WithBot α`
    "WithBot.map": ("α → β", "WithBot α", "WithBot β"),
    "WithTop.map": ("α → β", "WithTop α", "WithTop β"),
    "WithBot.some": ("α", "WithBot α"),
    # Mathlib/Analysis/Calculus/FormalMultilinearSeries.lean:86 `def prod (p :
    # FormalMultilinearSeries 𝕜 E F) (q : FormalMultilinearSeries 𝕜 E G) : FormalMultilinearSeries
    # 𝕜 E (F × G)`, :211 `def compFormalMultilinearSeries (f : F →L[𝕜] G) (p :
    # FormalMultilinearSeries 𝕜 E F) : FormalMultilinearSeries 𝕜 E G`, :254 `noncomputable def
    # order (p : FormalMultilinearSeries 𝕜 E F) : ℕ`, :383 `def fpowerSeries (f : E →L[𝕜] F) (x :
    # E) : FormalMultilinearSeries 𝕜 E F`
    "FormalMultilinearSeries.prod": (
        "FormalMultilinearSeries α β γ", "FormalMultilinearSeries α β δ",
        "FormalMultilinearSeries α β (γ × δ)"),
    "ContinuousLinearMap.compFormalMultilinearSeries": (
        f"{_CLM} α) β γ", "FormalMultilinearSeries α δ β", "FormalMultilinearSeries α δ γ"),
    "FormalMultilinearSeries.order": ("FormalMultilinearSeries α β γ", "ℕ"),
    "ContinuousLinearMap.fpowerSeries": (
        f"{_CLM} α) β γ", "β", "FormalMultilinearSeries α β γ"),
    # Mathlib/Analysis/BoxIntegral/Box/Basic.lean:279 `def mk' (l u : ι → ℝ) : WithBot (Box ι)`
    "BoxIntegral.Box.mk'": ("α → ℝ", "α → ℝ", "WithBot (BoxIntegral.Box α)"),
    # Mathlib/Analysis/Calculus/InverseFunctionTheorem/ApproximatesLinearOn.lean:67 `def
    # ApproximatesLinearOn (f : E → F) (f' : E →L[𝕜] F) (s : Set E) (c : ℝ≥0) : Prop` (the
    # derivative not typed, as in `HasFDerivAt`)
    "ApproximatesLinearOn": ("α → β", "_", "Set α", "ℝ≥0", "Prop"),
    # Mathlib/Analysis/Complex/AbelLimit.lean:44 `def stolzSet (M : ℝ) : Set ℂ`;
    # LocallyUniformLimit.lean:39 `noncomputable def cderiv (r : ℝ) (f : ℂ → E) (z : ℂ) : E`;
    # SpecialFunctions/Gamma/Basic.lean:147 `def partialGamma (s : ℂ) (X : ℝ) : ℂ` (namespace
    # Complex)
    "Complex.stolzSet": ("ℝ", "Set ℂ"), "Complex.cderiv": ("ℝ", "ℂ → α", "ℂ", "α"),
    "Complex.partialGamma": ("ℂ", "ℝ", "ℂ"),
    # Mathlib/Analysis/Convex/Combination.lean:37 `def Finset.centerMass (t : Finset ι) (w : ι →
    # R) (z : ι → E) : E`
    "Finset.centerMass": ("Finset α", "α → β", "α → γ", "γ"),
    # Mathlib/Analysis/Convex/Cone/Closure.lean:24 `protected def closure (K : ConvexCone 𝕜 E) :
    # ConvexCone 𝕜 E`, :58 `protected def closure (K : PointedCone 𝕜 E) : PointedCone 𝕜 E`;
    # Cone/Basic.lean:198 `def map (f : E →ₗ[𝕜] F) (S : ConvexCone 𝕜 E) : ConvexCone 𝕜 F`;
    # Cone/Proper.lean:162 `def dual (K : ProperCone ℝ E) : ProperCone ℝ E`
    "ConvexCone.closure": ("ConvexCone α β", "ConvexCone α β"),
    "PointedCone.closure": ("PointedCone α β", "PointedCone α β"),
    "ConvexCone.map": ("LinearMap (RingHom.id α) β γ", "ConvexCone α β", "ConvexCone α γ"),
    "ProperCone.dual": ("ProperCone ℝ α", "ProperCone ℝ α"),
    # Mathlib/Analysis/Convex/SimplicialComplex/Basic.lean:140 `def vertices (K :
    # SimplicialComplex 𝕜 E) : Set E`
    "Geometry.SimplicialComplex.vertices": ("Geometry.SimplicialComplex α β", "Set β"),
    # Mathlib/Analysis/InnerProductSpace/Symmetric.lean:53 `def IsSymmetric (T : E →ₗ[𝕜] E) :
    # Prop` (namespace LinearMap)
    "LinearMap.IsSymmetric": ("LinearMap (RingHom.id α) β β", "Prop"),
    # Mathlib/Analysis/Meromorphic/Order.lean:40 `noncomputable def order (hf : MeromorphicAt f x)
    # : WithTop ℤ`; Analytic/Order.lean:38 `noncomputable def order (hf : AnalyticAt 𝕜 f z₀) :
    # ENat`
    "MeromorphicAt.order": ("_", "WithTop ℤ"), "AnalyticAt.order": ("_", "ℕ∞"),
    # Mathlib/Analysis/Normed/Affine/Isometry.lean:199 `def comp (g : P₂ →ᵃⁱ[𝕜] P₃) (f : P
    # →ᵃⁱ[𝕜] P₂) : P →ᵃⁱ[𝕜] P₃`
    "AffineIsometry.comp": (
        "AffineIsometry α β γ", "AffineIsometry α δ β", "AffineIsometry α δ γ"),
    # Mathlib/Analysis/Normed/Group/Hom.lean:125 `def toAddMonoidHom (f : NormedAddGroupHom V₁ V₂)
    # : V₁ →+ V₂`; HomCompletion.lean:60 `def NormedAddGroupHom.completion (f : NormedAddGroupHom
    # G H) : NormedAddGroupHom (Completion G) (Completion H)`
    "NormedAddGroupHom.toAddMonoidHom": ("NormedAddGroupHom α β", "AddMonoidHom α β"),
    "NormedAddGroupHom.completion": (
        "NormedAddGroupHom α β",
        "NormedAddGroupHom (UniformSpace.Completion α) (UniformSpace.Completion β)"),
    # Mathlib/Analysis/Normed/Module/FiniteDimension.lean:127 `def
    # AffineEquiv.toHomeomorphOfFiniteDimensional (f : PE ≃ᵃ[𝕜] PF) : PE ≃ₜ PF`
    "AffineEquiv.toHomeomorphOfFiniteDimensional": ("AffineEquiv α β γ", "Homeomorph β γ"),
    # Mathlib/Analysis/SpecialFunctions/ContinuousFunctionalCalculus/Rpow/Basic.lean:85
    # `noncomputable def nnrpow (a : A) (y : ℝ≥0) : A`, :318 `noncomputable def rpow (a : A) (y :
    # ℝ) : A` (namespace CFC)
    "CFC.nnrpow": ("α", "ℝ≥0", "α"), "CFC.rpow": ("α", "ℝ", "α"),
    # Mathlib/Analysis/SpecialFunctions/Pow/NNReal.lean:29 `noncomputable def rpow (x : ℝ≥0) (y :
    # ℝ) : ℝ≥0` (namespace NNReal), :438 `noncomputable def rpow : ℝ≥0∞ → ℝ → ℝ≥0∞` (namespace
    # ENNReal)
    "NNReal.rpow": ("ℝ≥0", "ℝ", "ℝ≥0"), "ENNReal.rpow": ("ℝ≥0∞", "ℝ", "ℝ≥0∞"),
    # Mathlib/Analysis/VonNeumannAlgebra/Basic.lean:117 `def commutant (S : VonNeumannAlgebra H) :
    # VonNeumannAlgebra H`
    "VonNeumannAlgebra.commutant": ("VonNeumannAlgebra α", "VonNeumannAlgebra α"),
    # Mathlib/Computability/DFA.lean:192 `def comap (f : α' → α) (M : DFA α σ) : DFA α' σ`;
    # Encoding.lean:184 `def encodeBool : Bool → List Bool` (namespace Computability);
    # EpsilonNFA.lean:284 `def toεNFA (M : NFA α σ) : εNFA α σ`; RegularExpressions.lean:329 `def
    # map (f : α → β) : RegularExpression α → RegularExpression β`
    "DFA.comap": ("α → β", "DFA β γ", "DFA α γ"),
    "Computability.encodeBool": ("Bool", "List Bool"),
    "NFA.toεNFA": ("NFA α β", "εNFA α β"),
    "RegularExpression.map": ("α → β", "RegularExpression α", "RegularExpression β"),
    # Mathlib/Computability/TMToPartrec.lean:399 `def trPosNum : PosNum → List Γ'`, :414 `def
    # trNum : Num → List Γ'`, :439 `def trList : List ℕ → List Γ'` (namespace
    # Turing.PartrecToTM2)
    "Turing.PartrecToTM2.trPosNum": ("PosNum", "List Turing.PartrecToTM2.Γ'"),
    "Turing.PartrecToTM2.trNum": ("Num", "List Turing.PartrecToTM2.Γ'"),
    "Turing.PartrecToTM2.trList": ("List ℕ", "List Turing.PartrecToTM2.Γ'"),
    # Mathlib/Order/Interval/Finset/Defs.lean:475 `def uIcc (a b : α) : Finset α`
    "Finset.uIcc": ("α", "α", "Finset α"),
    # Mathlib/Data/Real/Cardinality.lean:92 `def cantorFunction (c : ℝ) (f : ℕ → Bool) : ℝ`
    # (namespace Cardinal)
    "Cardinal.cantorFunction": ("ℝ", "ℕ → Bool", "ℝ"),
    # Mathlib/Topology/Algebra/Group/Basic.lean:601 `def Subgroup.topologicalClosure (s :
    # Subgroup G) : Subgroup G`; Topology/Algebra/Monoid.lean:544 `def
    # Subsemigroup.topologicalClosure (s : Subsemigroup M) : Subsemigroup M`, :607 `def
    # Submonoid.topologicalClosure (s : Submonoid M) : Submonoid M`; Topology/Algebra/Ring/
    # Basic.lean:103 `def topologicalClosure (s : NonUnitalSubsemiring R) : NonUnitalSubsemiring
    # R`, :150 `def Subsemiring.topologicalClosure (s : Subsemiring R) : Subsemiring R`, :296 `def
    # topologicalClosure (S : NonUnitalSubring R) : NonUnitalSubring R`, :331 `def
    # Subring.topologicalClosure (S : Subring R) : Subring R`
    **{f"{h}.topologicalClosure": (f"{h} α", f"{h} α") for h in (
        "Subgroup", "Subsemigroup", "Submonoid", "NonUnitalSubsemiring", "Subsemiring",
        "NonUnitalSubring", "Subring")},
    # Mathlib/Topology/Algebra/StarSubalgebra.lean:60 `def topologicalClosure (s :
    # StarSubalgebra R A) : StarSubalgebra R A`; NonUnitalAlgebra.lean:36 `def topologicalClosure
    # (s : NonUnitalSubalgebra R A) : NonUnitalSubalgebra R A`; NonUnitalStarAlgebra.lean:38 `def
    # topologicalClosure (s : NonUnitalStarSubalgebra R A) : NonUnitalStarSubalgebra R A`
    **{f"{h}.topologicalClosure": (f"{h} α β", f"{h} α β") for h in (
        "StarSubalgebra", "NonUnitalSubalgebra", "NonUnitalStarSubalgebra")},
    # Mathlib/Topology/Algebra/Module/LinearPMap.lean:91 `noncomputable def closure (f : E →ₗ.[R]
    # F) : E →ₗ.[R] F` (`E →ₗ.[R] F` is `LinearPMap R E F`)
    "LinearPMap.closure": ("LinearPMap α β γ", "LinearPMap α β γ"),
    # Mathlib/Topology/Bornology/Hom.lean:92, Topology/ContinuousMap/Defs.lean:106,
    # Topology/Order/Hom/Esakia.lean:131: each `protected def copy (f : H α β) (f' : α → β) (h :
    # f' = f) : H α β` (`C(X, Y)` is `ContinuousMap X Y`)
    **{f"{h}.copy": (f"{h} α β", "α → β", "_", f"{h} α β") for h in (
        "LocallyBoundedMap", "ContinuousMap", "PseudoEpimorphism")},
    # -- sixth batch --
    # Mathlib/Data/Real/ConjExponents.lean:57 `def conjExponent (p : ℝ) : ℝ := p / (p - 1)`
    # (namespace Real), :223 `def conjExponent (p : ℝ≥0) : ℝ≥0` (namespace NNReal), :389
    # `noncomputable def conjExponent (p : ℝ≥0∞) : ℝ≥0∞` (namespace ENNReal)
    "Real.conjExponent": ("ℝ", "ℝ"), "NNReal.conjExponent": ("ℝ≥0", "ℝ≥0"),
    "ENNReal.conjExponent": ("ℝ≥0∞", "ℝ≥0∞"),
    # Mathlib/Data/Real/Hyperreal.lean:135 `noncomputable def epsilon : ℝ*`
    "Hyperreal.epsilon": ("ℝ*",),
    # Mathlib/Data/Set/Opposite.lean:22 `protected def op (s : Set α) : Set αᵒᵖ`, :26 `protected
    # def unop (s : Set αᵒᵖ) : Set α`
    "Set.op": ("Set α", "Set (Opposite α)"), "Set.unop": ("Set (Opposite α)", "Set α"),
    # Mathlib/Dynamics/PeriodicPts/Defs.lean:174 `def ptsOfPeriod (f : α → α) (n : ℕ) : Set α`,
    # :398 `def periodicOrbit (f : α → α) (x : α) : Cycle α` (namespace Function)
    "Function.ptsOfPeriod": ("α → α", "ℕ", "Set α"),
    "Function.periodicOrbit": ("α → α", "α", "Cycle α"),
    # Mathlib/Topology/MetricSpace/HausdorffDistance.lean:602 `def infNndist (x : α) (s : Set α) :
    # ℝ≥0` (namespace Metric)
    "Metric.infNndist": ("α", "Set α", "ℝ≥0"),
    # Mathlib/Geometry/Euclidean/Sphere/SecondInter.lean:35 `def Sphere.secondInter (s : Sphere P)
    # (p : P) (v : V) : P` (namespace EuclideanGeometry)
    "EuclideanGeometry.Sphere.secondInter": ("EuclideanGeometry.Sphere α", "α", "β", "α"),
    # Mathlib/Logic/Encodable/Basic.lean:433 `def up (a : ULower α) : α` (namespace ULower)
    "ULower.up": ("ULower α", "α"),
    # Mathlib/Logic/Equiv/Defs.lean:456 `def arrowCongr' {α₁ β₁ α₂ β₂ : Type*} (hα : α₁ ≃ α₂) (hβ :
    # β₁ ≃ β₂) : (α₁ → β₁) ≃ (α₂ → β₂)`; Equiv/Option.lean:34 `def optionCongr (e : α ≃ β) :
    # Option α ≃ Option β` (namespace Equiv)
    "Equiv.arrowCongr'": ("Equiv α β", "Equiv γ δ", "Equiv (α → γ) (β → δ)"),
    "Equiv.optionCongr": ("Equiv α β", "Equiv (Option α) (Option β)"),
    # Mathlib/Logic/Equiv/Finset.lean:60 `def lower' : List ℕ → ℕ → List ℕ`, :67 `def raise' :
    # List ℕ → ℕ → List ℕ`; Equiv/Multiset.lean:61 `def raise : List ℕ → ℕ → List ℕ` (namespace
    # Denumerable)
    "Denumerable.lower'": ("List ℕ", "ℕ", "List ℕ"),
    "Denumerable.raise'": ("List ℕ", "ℕ", "List ℕ"),
    "Denumerable.raise": ("List ℕ", "ℕ", "List ℕ"),
    # Mathlib/Logic/Relation.lean:202 `protected def Map (r : α → β → Prop) (f : α → γ) (g : β → δ)
    # : γ → δ → Prop`
    "Relation.Map": ("α → β → Prop", "α → γ", "β → δ", "γ", "δ", "Prop"),
    # Mathlib/MeasureTheory/Function/SimpleFunc.lean:183 `def piecewise (s : Set α) (hs :
    # MeasurableSet s) (f g : α →ₛ β) : α →ₛ β`, :238 `def bind (f : α →ₛ β) (g : β → α →ₛ γ) : α
    # →ₛ γ`, :753 `def ennrealRatEmbed (n : ℕ) : ℝ≥0∞`; Integral/Bochner/L1.lean:154 `def posPart
    # (f : α →ₛ E) : α →ₛ E` (namespace MeasureTheory.SimpleFunc)
    "MeasureTheory.SimpleFunc.piecewise": ("Set α", "_", f"{_SF} α β", f"{_SF} α β", f"{_SF} α β"),
    "MeasureTheory.SimpleFunc.bind": (f"{_SF} α β", f"β → {_SF} α γ", f"{_SF} α γ"),
    "MeasureTheory.SimpleFunc.ennrealRatEmbed": ("ℕ", "ℝ≥0∞"),
    "MeasureTheory.SimpleFunc.posPart": (f"{_SF} α β", f"{_SF} α β"),
    # Mathlib/MeasureTheory/MeasurableSpace/Card.lean:45 `def generateMeasurableRec (s : Set (Set
    # α)) (i : Ordinal) : Set (Set α)`
    "MeasurableSpace.generateMeasurableRec": ("Set (Set α)", "Ordinal", "Set (Set α)"),
    # Mathlib/MeasureTheory/Measure/Decomposition/Exhaustion.lean:61 `def Measure.sigmaFiniteSetWRT
    # (μ ν : Measure α) : Set α`
    "MeasureTheory.Measure.sigmaFiniteSetWRT": (f"{_MEASURE} α", f"{_MEASURE} α", "Set α"),
    # Mathlib/MeasureTheory/Measure/Haar/Basic.lean:90 `noncomputable def index (K V : Set G) : ℕ`,
    # :104 `noncomputable def prehaar (K₀ U : Set G) (K : Compacts G) : ℝ` (namespace
    # MeasureTheory.Measure.haar); Haar/Unique.lean:294 `noncomputable def haarScalarFactor (μ' μ
    # : Measure G) [IsHaarMeasure μ] … : ℝ≥0`
    "MeasureTheory.Measure.haar.index": ("Set α", "Set α", "ℕ"),
    "MeasureTheory.Measure.haar.prehaar": (
        "Set α", "Set α", "TopologicalSpace.Compacts α", "ℝ"),
    "MeasureTheory.Measure.haarScalarFactor": (f"{_MEASURE} α", f"{_MEASURE} α", "ℝ≥0"),
    # Mathlib/MeasureTheory/Measure/LevyProkhorovMetric.lean:169 `noncomputable def
    # levyProkhorovDist (μ ν : Measure Ω) : ℝ`
    "MeasureTheory.levyProkhorovDist": (f"{_MEASURE} α", f"{_MEASURE} α", "ℝ"),
    # Mathlib/MeasureTheory/Measure/MeasureSpaceDef.lean:400 `def mk (f : α → β) (h :
    # AEMeasurable f μ) : α → β` (namespace AEMeasurable)
    "AEMeasurable.mk": ("α → β", "_", "α", "β"),
    # Mathlib/MeasureTheory/Measure/WithDensityFinite.lean:49 `noncomputable def
    # Measure.toFiniteAux (μ : Measure α) [SFinite μ] : Measure α`
    "MeasureTheory.Measure.toFiniteAux": (f"{_MEASURE} α", f"{_MEASURE} α"),
    # Mathlib/MeasureTheory/OuterMeasure/Operations.lean:237 `def dirac (a : α) : OuterMeasure α`
    "MeasureTheory.OuterMeasure.dirac": ("α", "MeasureTheory.OuterMeasure α"),
    # Mathlib/MeasureTheory/VectorMeasure/Basic.lean:423 `def ennrealToMeasure {_ :
    # MeasurableSpace α} (v : VectorMeasure α ℝ≥0∞) : Measure α`
    "MeasureTheory.VectorMeasure.ennrealToMeasure": (
        "MeasureTheory.VectorMeasure α ℝ≥0∞", f"{_MEASURE} α"),
    # Mathlib/MeasureTheory/VectorMeasure/Decomposition/Lebesgue.lean:116 `def singularPart (s :
    # SignedMeasure α) (μ : Measure α) : SignedMeasure α`, :448 `def singularPart (c :
    # ComplexMeasure α) (μ : Measure α) : ComplexMeasure α`
    "MeasureTheory.SignedMeasure.singularPart": (
        "MeasureTheory.SignedMeasure α", f"{_MEASURE} α", "MeasureTheory.SignedMeasure α"),
    "MeasureTheory.ComplexMeasure.singularPart": (
        "MeasureTheory.ComplexMeasure α", f"{_MEASURE} α", "MeasureTheory.ComplexMeasure α"),
    # Mathlib/Order/Filter/Bases/Basic.lean:107 `def Filter.asBasis (f : Filter α) : FilterBasis α`
    "Filter.asBasis": ("Filter α", "FilterBasis α"),
    # Mathlib/Order/Heyting/Regular.lean:40 `def IsRegular (a : α) : Prop` (namespace Heyting)
    "Heyting.IsRegular": ("α", "Prop"),
    # Mathlib/Order/Hom/Basic.lean:721 `def toOrderEmbedding (e : α ≃o β) : α ↪o β` (namespace
    # OrderIso)
    "OrderIso.toOrderEmbedding": ("OrderIso α β", "OrderEmbedding α β"),
    # Mathlib/Order/Hom/BoundedLattice.lean:223 `def toBotHom (f : SupBotHom α β) : BotHom α β`,
    # :373 `def toTopHom (f : InfTopHom α β) : TopHom α β`, :520 `def toSupBotHom (f :
    # BoundedLatticeHom α β) : SupBotHom α β`, :524 `toInfTopHom … : InfTopHom α β`, :528
    # `toBoundedOrderHom … : BoundedOrderHom α β`; Hom/CompleteLattice.lean:484 `def toLatticeHom
    # (f : FrameHom α β) : LatticeHom α β`, :584 `def tosSupHom (f : CompleteLatticeHom α β) :
    # sSupHom α β`, :588 `toBoundedLatticeHom … : BoundedLatticeHom α β`; Hom/Lattice.lean:537
    # `def toInfHom (f : LatticeHom α β) : InfHom α β`
    **{f"{h}.to{k}": (f"{h} α β", f"{k} α β") for h, k in (
        ("SupBotHom", "BotHom"), ("InfTopHom", "TopHom"), ("BoundedLatticeHom", "SupBotHom"),
        ("BoundedLatticeHom", "InfTopHom"), ("BoundedLatticeHom", "BoundedOrderHom"),
        ("FrameHom", "LatticeHom"), ("CompleteLatticeHom", "BoundedLatticeHom"),
        ("LatticeHom", "InfHom"))},
    "CompleteLatticeHom.tosSupHom": ("CompleteLatticeHom α β", "sSupHom α β"),
    # Mathlib/Order/Interval/Basic.lean:46 `def toDualProd : NonemptyInterval α → αᵒᵈ × α`, :141
    # `def map (f : α →o β) (a : NonemptyInterval α) : NonemptyInterval β`
    "NonemptyInterval.toDualProd": ("NonemptyInterval α", "OrderDual α × α"),
    "NonemptyInterval.map": ("OrderHom α β", "NonemptyInterval α", "NonemptyInterval β"),
    # Mathlib/Order/Interval/Set/OrdConnectedComponent.lean:115 `def ordConnectedSection (s : Set
    # α) : Set α`
    "Set.ordConnectedSection": ("Set α", "Set α"),
    # Mathlib/Order/PFilter.lean:90 `def principal (p : P) : PFilter P` (namespace Order.PFilter)
    "Order.PFilter.principal": ("α", "Order.PFilter α"),
}
