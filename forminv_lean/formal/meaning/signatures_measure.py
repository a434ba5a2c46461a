"""Declared signatures of Mathlib's measure theory and probability functions, each cited from its
declaration.

Split from `signatures_analysis` (same format, same rules: explicit arguments in order, then
the result; `α β γ δ ε ι κ` the declaration's type parameters, `_` an argument not typed
here), merged into `opaque.SIGNATURES` the same way. A parameter with a default (`(μ : Measure
α := by volume_tac)`: `Integrable f`, `eLpNorm f p`, `AEMeasurable f`) is declared, and its
default named in `DEFAULTS` (merged into `opaque.DEFAULTS`): a call that omits it means
`(volume : Measure α)`, as Lean fills it; a call that omits more is refused. A measure on another σ-algebra
(`@Measure α m`, `μ.trim hm`) is not told apart from `Measure α` here, so `Measure.trim` is
left out too. So is `Measure.hausdorffMeasure (d : ℝ) : Measure X`: nothing written fixes `X`
but the context (`Measure.map f μH[d]`), which the elaborator does not unify into an
argument, and `μH[d] s`, a measure applied to a set, is refused anyway.
"""

from __future__ import annotations

_MEASURE = "MeasureTheory.Measure"

SIGNATURES: dict[str, tuple[str, ...]] = {
    # Mathlib/MeasureTheory/Function/SimpleFunc.lean:841 `def lintegral {_m : MeasurableSpace
    # α} (f : α →ₛ ℝ≥0∞) (μ : Measure α) : ℝ≥0∞` (`α →ₛ β` is `SimpleFunc α β`)
    "MeasureTheory.SimpleFunc.lintegral": (
        "MeasureTheory.SimpleFunc α ℝ≥0∞", f"{_MEASURE} α", "ℝ≥0∞"),
    # Mathlib/MeasureTheory/Measure/LogLikelihoodRatio.lean:33 `def llr (μ ν : Measure α) (x :
    # α) : ℝ`
    "MeasureTheory.llr": (f"{_MEASURE} α", f"{_MEASURE} α", "α", "ℝ"),
    # Mathlib/MeasureTheory/Measure/FiniteMeasure.lean:727 `def map (ν : FiniteMeasure Ω) (f :
    # Ω → Ω') : FiniteMeasure Ω'`
    "MeasureTheory.FiniteMeasure.map": (
        "MeasureTheory.FiniteMeasure α", "α → β", "MeasureTheory.FiniteMeasure β"),
    # Mathlib/MeasureTheory/Function/EssSup.lean:43 `def essSup {_ : MeasurableSpace α} (f : α
    # → β) (μ : Measure α) := (ae μ).limsup f` (a β), :48 `essInf` (the same)
    "essSup": ("α → β", f"{_MEASURE} α", "β"), "essInf": ("α → β", f"{_MEASURE} α", "β"),
    # Mathlib/MeasureTheory/Measure/MutuallySingular.lean:37 `def MutuallySingular {_ :
    # MeasurableSpace α} (μ ν : Measure α) : Prop`
    "MeasureTheory.Measure.MutuallySingular": (f"{_MEASURE} α", f"{_MEASURE} α", "Prop"),
    # Mathlib/Probability/ProbabilityMassFunction/Monad.lean:37 `def pure (a : α) : PMF α`;
    # Constructions.lean:40 `def map (f : α → β) (p : PMF α) : PMF β`
    "PMF.pure": ("α", "PMF α"), "PMF.map": ("α → β", "PMF α", "PMF β"),
    # Mathlib/Probability/ProbabilityMassFunction/Constructions.lean:242 `def normalize (f : α →
    # ℝ≥0∞) (hf0 : tsum f ≠ 0) (hf : tsum f ≠ ∞) : PMF α`
    "PMF.normalize": ("α → ℝ≥0∞", "_", "_", "PMF α"),
    # Mathlib/Probability/Moments/ComplexMGF.lean:68 `def complexMGF (X : Ω → ℝ) (μ : Measure
    # Ω) (z : ℂ) : ℂ`
    "ProbabilityTheory.complexMGF": ("α → ℝ", f"{_MEASURE} α", "ℂ", "ℂ"),
    # Mathlib/MeasureTheory/Function/LpSeminorm/Defs.lean:66 `def eLpNorm' {_ : MeasurableSpace
    # α} (f : α → ε) (q : ℝ) (μ : Measure α) : ℝ≥0∞`, :77 `def eLpNormEssSup {_ :
    # MeasurableSpace α} (f : α → ε) (μ : Measure α) := essSup (fun x => ‖f x‖ₑ) μ` (an ℝ≥0∞)
    "MeasureTheory.eLpNorm'": ("α → β", "ℝ", f"{_MEASURE} α", "ℝ≥0∞"),
    "MeasureTheory.eLpNormEssSup": ("α → β", f"{_MEASURE} α", "ℝ≥0∞"),
    # Mathlib/MeasureTheory/Measure/Decomposition/Exhaustion.lean:303 `def
    # Measure.sigmaFiniteSet (μ : Measure α) : Set α`
    "MeasureTheory.Measure.sigmaFiniteSet": (f"{_MEASURE} α", "Set α"),
    # Mathlib/Probability/Kernel/Composition/Comp.lean:44 `def comp (η : Kernel β γ) (κ : Kernel
    # α β) : Kernel α γ` (`η ∘ₖ κ`); Kernel/Defs.lean:257 `def sum [Countable ι] (κ : ι → Kernel
    # α β) : Kernel α β`
    "ProbabilityTheory.Kernel.comp": (
        "ProbabilityTheory.Kernel β γ", "ProbabilityTheory.Kernel α β",
        "ProbabilityTheory.Kernel α γ"),
    "ProbabilityTheory.Kernel.sum": (
        "ι → ProbabilityTheory.Kernel α β", "ProbabilityTheory.Kernel α β"),
    # Mathlib/Probability/Kernel/Composition/MapComap.lean:402 `def fst (κ : Kernel α (β × γ)) :
    # Kernel α β`, `def snd (κ : Kernel α (β × γ)) : Kernel α γ`
    "ProbabilityTheory.Kernel.fst": (
        "ProbabilityTheory.Kernel α (β × γ)", "ProbabilityTheory.Kernel α β"),
    "ProbabilityTheory.Kernel.snd": (
        "ProbabilityTheory.Kernel α (β × γ)", "ProbabilityTheory.Kernel α γ"),
    # Mathlib/MeasureTheory/PiSystem.lean:67 `def IsPiSystem (C : Set (Set α)) : Prop`
    "IsPiSystem": ("Set (Set α)", "Prop"),
    # Mathlib/Probability/Moments/IntegrableExpMul.lean:109 `def integrableExpSet (X : Ω → ℝ)
    # (μ : Measure Ω) : Set ℝ`
    "ProbabilityTheory.integrableExpSet": ("α → ℝ", f"{_MEASURE} α", "Set ℝ"),
    # Mathlib/Probability/Kernel/RadonNikodym.lean:227 `irreducible_def rnDeriv (κ η : Kernel α
    # γ) (a : α) (x : γ) : ℝ≥0∞`; WithDensity.lean:44 `def withDensity (κ : Kernel α β)
    # [IsSFiniteKernel κ] (f : α → β → ℝ≥0∞) : Kernel α β`
    "ProbabilityTheory.Kernel.rnDeriv": (
        "ProbabilityTheory.Kernel α β", "ProbabilityTheory.Kernel α β", "α", "β", "ℝ≥0∞"),
    "ProbabilityTheory.Kernel.withDensity": (
        "ProbabilityTheory.Kernel α β", "α → β → ℝ≥0∞", "ProbabilityTheory.Kernel α β"),
    # Mathlib/Probability/Process/Stopping.lean:690 `def stoppedValue (u : ι → Ω → β) (τ : Ω →
    # ι) : Ω → β` (written with the point)
    "MeasureTheory.stoppedValue": ("ι → α → β", "α → ι", "α", "β"),
    # Mathlib/MeasureTheory/Function/SimpleFunc.lean:250 `def map (g : β → γ) (f : α →ₛ β) : α
    # →ₛ γ`, :119 `def const (α) {β} [MeasurableSpace α] (b : β) : α →ₛ β`
    "MeasureTheory.SimpleFunc.map": (
        "β → γ", "MeasureTheory.SimpleFunc α β", "MeasureTheory.SimpleFunc α γ"),
    "MeasureTheory.SimpleFunc.const": ("Type α", "β", "MeasureTheory.SimpleFunc α β"),
    # Mathlib/MeasureTheory/MeasurableSpace/Embedding.lean:219 `def symm (ab : α ≃ᵐ β) : β ≃ᵐ
    # α`, :211 `def trans (ab : α ≃ᵐ β) (bc : β ≃ᵐ γ) : α ≃ᵐ γ`, :203 `def refl (α : Type*)
    # [MeasurableSpace α] : α ≃ᵐ α`; Group/MeasurableEquiv.lean:89 `def mulLeft (g : G) : G ≃ᵐ
    # G`
    "MeasurableEquiv.symm": ("MeasurableEquiv α β", "MeasurableEquiv β α"),
    "MeasurableEquiv.trans": ("MeasurableEquiv α β", "MeasurableEquiv β γ", "MeasurableEquiv α γ"),
    "MeasurableEquiv.refl": ("Type α", "MeasurableEquiv α α"),
    "MeasurableEquiv.mulLeft": ("α", "MeasurableEquiv α α"),
    # Mathlib/MeasureTheory/Function/SimpleFuncDense.lean:69 `def nearestPt (e : ℕ → α) (N :
    # ℕ) : α →ₛ α`
    "MeasureTheory.SimpleFunc.nearestPt": ("ℕ → α", "ℕ", "MeasureTheory.SimpleFunc α α"),
    # Mathlib/Probability/Kernel/Composition/MeasureCompProd.lean:39 `def compProd (μ : Measure
    # α) (κ : Kernel α β) : Measure (α × β)` (`μ ⊗ₘ κ`)
    "MeasureTheory.Measure.compProd": (
        f"{_MEASURE} α", "ProbabilityTheory.Kernel α β", f"{_MEASURE} (α × β)"),
    # Mathlib/MeasureTheory/Function/SimpleFunc.lean:86 `protected def range (f : α →ₛ β) :
    # Finset β`, :341 `def pair (f : α →ₛ β) (g : α →ₛ γ) : α →ₛ β × γ`
    "MeasureTheory.SimpleFunc.range": ("MeasureTheory.SimpleFunc α β", "Finset β"),
    "MeasureTheory.SimpleFunc.pair": (
        "MeasureTheory.SimpleFunc α β", "MeasureTheory.SimpleFunc α γ",
        "MeasureTheory.SimpleFunc α (β × γ)"),
    # Mathlib/Probability/Kernel/Composition/MapComap.lean:148 `def comap (κ : Kernel α β) (g :
    # γ → α) (hg : Measurable g) : Kernel γ β`; Kernel/Basic.lean:349 `def piecewise (hs :
    # MeasurableSet s) (κ η : Kernel α β) : Kernel α β`
    "ProbabilityTheory.Kernel.comap": (
        "ProbabilityTheory.Kernel α β", "γ → α", "_", "ProbabilityTheory.Kernel γ β"),
    "ProbabilityTheory.Kernel.piecewise": (
        "_", "ProbabilityTheory.Kernel α β", "ProbabilityTheory.Kernel α β",
        "ProbabilityTheory.Kernel α β"),
    # Mathlib/MeasureTheory/OuterMeasure/OfFunction.lean:241 `variable {α : Type*} (m : Set α →
    # ℝ≥0∞)`, :246 `def boundedBy : OuterMeasure α`; Measure/Hausdorff.lean:421 `def mkMetric
    # (m : ℝ≥0∞ → ℝ≥0∞) : Measure X`
    "MeasureTheory.OuterMeasure.boundedBy": ("Set α → ℝ≥0∞", "MeasureTheory.OuterMeasure α"),
    "MeasureTheory.Measure.mkMetric": ("ℝ≥0∞ → ℝ≥0∞", f"{_MEASURE} α"),
    # Mathlib/MeasureTheory/PiSystem.lean:207 `inductive generatePiSystem (S : Set (Set α)) :
    # Set (Set α)`
    "generatePiSystem": ("Set (Set α)", "Set (Set α)"),
    # Mathlib/Probability/Kernel/Disintegration/CondCDF.lean:46 `variable … (ρ : Measure (α ×
    # ℝ))`, :49 `def IicSnd (r : ℝ) : Measure α`
    "MeasureTheory.Measure.IicSnd": (f"{_MEASURE} (α × ℝ)", "ℝ", f"{_MEASURE} α"),
    # Mathlib/MeasureTheory/Measure/Typeclasses/SFinite.lean:32 `def sfiniteSeq (μ : Measure α)
    # [h : SFinite μ] : ℕ → Measure α` (written with the index)
    "MeasureTheory.sfiniteSeq": (f"{_MEASURE} α", "ℕ", f"{_MEASURE} α"),
    # Mathlib/MeasureTheory/Function/StronglyMeasurable/Basic.lean:59 `def StronglyMeasurable
    # [MeasurableSpace α] (f : α → β) : Prop`
    "MeasureTheory.StronglyMeasurable": ("α → β", "Prop"),
    # Mathlib/MeasureTheory/OuterMeasure/Induced.lean:301 `def trim : OuterMeasure α` with
    # `variable … (m : OuterMeasure α)` (:297); Measure/Decomposition/Lebesgue.lean:69
    # `noncomputable irreducible_def singularPart (μ ν : Measure α) : Measure α`
    "MeasureTheory.OuterMeasure.trim": (
        "MeasureTheory.OuterMeasure α", "MeasureTheory.OuterMeasure α"),
    "MeasureTheory.Measure.singularPart": (f"{_MEASURE} α", f"{_MEASURE} α", f"{_MEASURE} α"),
    # -- round 11 --
    # Mathlib/Probability/Kernel/Composition/CompProd.lean:142 `def compProd (κ : Kernel α β) (η
    # : Kernel (α × β) γ) : Kernel α (β × γ)` (`κ ⊗ₖ η`). (Read but not declared: Prod.lean:47
    # `def prod (κ : Kernel α β) (η : Kernel α γ) : Kernel α (β × γ)`, MapComap.lean:59 `def map
    # [MeasurableSpace γ] (κ : Kernel α β) (f : β → γ) : Kernel α γ`: beside kernels of types
    # not known here (`deterministic f hf`, `swap α β`) each typed side makes the equation
    # refused, six renderings lost for one gained)
    "ProbabilityTheory.Kernel.compProd": (
        "ProbabilityTheory.Kernel α β", "ProbabilityTheory.Kernel (α × β) γ",
        "ProbabilityTheory.Kernel α (β × γ)"),
    # Mathlib/Probability/Kernel/Defs.lean:314 `def seq (κ : Kernel α β) [h : IsSFiniteKernel
    # κ] : ℕ → Kernel α β` (written with the index)
    "ProbabilityTheory.Kernel.seq": (
        "ProbabilityTheory.Kernel α β", "ℕ", "ProbabilityTheory.Kernel α β"),
    # Mathlib/MeasureTheory/Measure/AbsolutelyContinuous.lean:45 `def AbsolutelyContinuous
    # {_m0 : MeasurableSpace α} (μ ν : Measure α) : Prop` (`μ ≪ ν`); Typeclasses/Finite.lean:242
    # `def FiniteAtFilter {_m0 : MeasurableSpace α} (μ : Measure α) (f : Filter α) : Prop`
    "MeasureTheory.Measure.AbsolutelyContinuous": (f"{_MEASURE} α", f"{_MEASURE} α", "Prop"),
    "MeasureTheory.Measure.FiniteAtFilter": (f"{_MEASURE} α", "Filter α", "Prop"),
    # Mathlib/MeasureTheory/Measure/LevyProkhorovMetric.lean:50 `def levyProkhorovEDist (μ ν :
    # Measure Ω) : ℝ≥0∞`. (Read but not declared: GiryMonad.lean:111 `def join (m : Measure
    # (Measure α)) : Measure α`, mostly applied to a set, `join m s`, which is refused whatever
    # its type; OuterMeasure/Operations.lean:199 `def map {β} (f : α → β) : OuterMeasure α →ₗ[ℝ≥0∞]
    # OuterMeasure β`, as often unapplied, a linear map, as applied)
    "MeasureTheory.levyProkhorovEDist": (f"{_MEASURE} α", f"{_MEASURE} α", "ℝ≥0∞"),
    # Mathlib/MeasureTheory/Integral/Bochner/L1.lean:192 `def integral {_ : MeasurableSpace α}
    # (μ : Measure α) (f : α →ₛ F) : F` (in `namespace MeasureTheory.SimpleFunc`)
    "MeasureTheory.SimpleFunc.integral": (
        f"{_MEASURE} α", "MeasureTheory.SimpleFunc α β", "β"),
    # -- round 12: parameters with a default (`DEFAULTS`) --
    # Mathlib/MeasureTheory/Function/LpSeminorm/Defs.lean:88 `def eLpNorm {_ : MeasurableSpace
    # α} (f : α → ε) (p : ℝ≥0∞) (μ : Measure α := by volume_tac) : ℝ≥0∞`, :124 `def MemLp {α}
    # {_ : MeasurableSpace α} [TopologicalSpace ε] (f : α → ε) (p : ℝ≥0∞) (μ : Measure α := by
    # volume_tac) : Prop` (both in `namespace MeasureTheory`)
    "MeasureTheory.eLpNorm": ("α → β", "ℝ≥0∞", f"{_MEASURE} α", "ℝ≥0∞"),
    "MeasureTheory.MemLp": ("α → β", "ℝ≥0∞", f"{_MEASURE} α", "Prop"),
    # Mathlib/MeasureTheory/Function/L1Space/Integrable.lean:53 `def Integrable {α} {_ :
    # MeasurableSpace α} (f : α → ε) (μ : Measure α := by volume_tac) : Prop`;
    # HasFiniteIntegral.lean:81 `def HasFiniteIntegral {_ : MeasurableSpace α} (f : α → ε) (μ :
    # Measure α := by volume_tac) : Prop` (both in `namespace MeasureTheory`)
    "MeasureTheory.Integrable": ("α → β", f"{_MEASURE} α", "Prop"),
    "MeasureTheory.HasFiniteIntegral": ("α → β", f"{_MEASURE} α", "Prop"),
    # Mathlib/MeasureTheory/Integral/IntegrableOn.lean:84 `def IntegrableOn (f : α → ε) (s : Set
    # α) (μ : Measure α := by volume_tac) : Prop`, :362 `def IntegrableAtFilter (f : α → ε) (l :
    # Filter α) (μ : Measure α := by volume_tac)` (a Prop: `∃ s ∈ l, IntegrableOn f s μ`), :36
    # (before `namespace MeasureTheory`, under `open MeasureTheory`: a root name) `def
    # StronglyMeasurableAtFilter (f : α → β) (l : Filter α) (μ : Measure α := by volume_tac)`
    # (`∃ s ∈ l, AEStronglyMeasurable f (μ.restrict s)`, a Prop)
    "MeasureTheory.IntegrableOn": ("α → β", "Set α", f"{_MEASURE} α", "Prop"),
    "MeasureTheory.IntegrableAtFilter": ("α → β", "Filter α", f"{_MEASURE} α", "Prop"),
    "StronglyMeasurableAtFilter": ("α → β", "Filter α", f"{_MEASURE} α", "Prop"),
    # Mathlib/MeasureTheory/Function/LocallyIntegrable.lean:40 `def LocallyIntegrableOn (f : X
    # → E) (s : Set X) (μ : Measure X := by volume_tac) : Prop`, :157 `def LocallyIntegrable (f :
    # X → E) (μ : Measure X := by volume_tac) : Prop` (in `namespace MeasureTheory`)
    "MeasureTheory.LocallyIntegrableOn": ("α → β", "Set α", f"{_MEASURE} α", "Prop"),
    "MeasureTheory.LocallyIntegrable": ("α → β", f"{_MEASURE} α", "Prop"),
    # Mathlib/MeasureTheory/Measure/MeasureSpaceDef.lean:385 (after `end MeasureTheory`) `def
    # AEMeasurable {_m : MeasurableSpace α} (f : α → β) (μ : Measure α := by volume_tac) : Prop`;
    # StronglyMeasurable/AEStronglyMeasurable.lean:62 `def AEStronglyMeasurable [m :
    # MeasurableSpace α] {m₀ : MeasurableSpace α} (f : α → β) (μ : Measure[m₀] α := by
    # volume_tac) : Prop`, :72 `def AEFinStronglyMeasurable [Zero β] {_ : MeasurableSpace α} (f
    # : α → β) (μ : Measure α := by volume_tac) : Prop`; StronglyMeasurable/Basic.lean:67 `def
    # FinStronglyMeasurable [Zero β] {_ : MeasurableSpace α} (f : α → β) (μ : Measure α := by
    # volume_tac) : Prop` (in `namespace MeasureTheory`)
    "AEMeasurable": ("α → β", f"{_MEASURE} α", "Prop"),
    "MeasureTheory.AEStronglyMeasurable": ("α → β", f"{_MEASURE} α", "Prop"),
    "MeasureTheory.AEFinStronglyMeasurable": ("α → β", f"{_MEASURE} α", "Prop"),
    "MeasureTheory.FinStronglyMeasurable": ("α → β", f"{_MEASURE} α", "Prop"),
    # Mathlib/MeasureTheory/Measure/NullMeasurable.lean:88 `def NullMeasurableSet [MeasurableSpace
    # α] (s : Set α) (μ : Measure α := by volume_tac) : Prop`, :377 `def NullMeasurable (f : α →
    # β) (μ : Measure α := by volume_tac) : Prop` (in `namespace MeasureTheory`)
    "MeasureTheory.NullMeasurableSet": ("Set α", f"{_MEASURE} α", "Prop"),
    "MeasureTheory.NullMeasurable": ("α → β", f"{_MEASURE} α", "Prop"),
    # Mathlib/Dynamics/Ergodic/MeasurePreserving.lean:41 `structure MeasurePreserving (f : α → β)
    # (μa : Measure α := by volume_tac) (μb : Measure β := by volume_tac) : Prop` (in `namespace
    # MeasureTheory`); Measure/QuasiMeasurePreserving.lean:38 `structure QuasiMeasurePreserving
    # {m0 : MeasurableSpace α} (f : α → β) (μa : Measure α := by volume_tac) (μb : Measure β :=
    # by volume_tac) : Prop` (in `namespace MeasureTheory.Measure`)
    "MeasureTheory.MeasurePreserving": ("α → β", f"{_MEASURE} α", f"{_MEASURE} β", "Prop"),
    "MeasureTheory.Measure.QuasiMeasurePreserving": (
        "α → β", f"{_MEASURE} α", f"{_MEASURE} β", "Prop"),
    # Mathlib/Dynamics/Ergodic/Ergodic.lean:41 `structure PreErgodic (f : α → α) (μ : Measure α
    # := by volume_tac) : Prop`, :46 `structure Ergodic …`, :51 `structure QuasiErgodic …` (the
    # same parameters; root names)
    "PreErgodic": ("α → α", f"{_MEASURE} α", "Prop"),
    "Ergodic": ("α → α", f"{_MEASURE} α", "Prop"),
    "QuasiErgodic": ("α → α", f"{_MEASURE} α", "Prop"),
    # Mathlib/Probability/IdentDistrib.lean:66 `structure IdentDistrib (f : α → γ) (g : β → γ)
    # (μ : Measure α := by volume_tac) (ν : Measure β := by volume_tac) : Prop` (in `namespace
    # ProbabilityTheory`)
    "ProbabilityTheory.IdentDistrib": (
        "α → γ", "β → γ", f"{_MEASURE} α", f"{_MEASURE} β", "Prop"),
    # Mathlib/Analysis/MellinTransform.lean:83 `def Complex.VerticalIntegrable (f : ℂ → E) (σ :
    # ℝ) (μ : Measure ℝ := by volume_tac) : Prop`
    "Complex.VerticalIntegrable": ("ℂ → β", "ℝ", f"{_MEASURE} ℝ", "Prop"),
    # Mathlib/Analysis/FunctionalSpaces/SobolevInequality.lean (`namespace MeasureTheory`,
    # :350 `variable {E : Type*} … (μ : Measure E)`): :359 `irreducible_def
    # lintegralPowLePowLIntegralFDerivConst (p : ℝ) : ℝ≥0`, :437 `irreducible_def
    # eLpNormLESNormFDerivOneConst (p : ℝ) : ℝ≥0`, :457 `def
    # eLpNormLESNormFDerivOfEqInnerConst (p : ℝ) : ℝ≥0` (each `μ`, then `p`)
    "MeasureTheory.lintegralPowLePowLIntegralFDerivConst": (f"{_MEASURE} α", "ℝ", "ℝ≥0"),
    "MeasureTheory.eLpNormLESNormFDerivOneConst": (f"{_MEASURE} α", "ℝ", "ℝ≥0"),
    "MeasureTheory.eLpNormLESNormFDerivOfEqInnerConst": (f"{_MEASURE} α", "ℝ", "ℝ≥0"),
    # -- round 16 --
    # Mathlib/Probability/Independence/Kernel.lean:113 `def IndepFun {β γ} {_mΩ : MeasurableSpace
    # Ω} [mβ : MeasurableSpace β] [mγ : MeasurableSpace γ] (f : Ω → β) (g : Ω → γ) (κ : Kernel α
    # Ω) (μ : Measure α := by volume_tac) : Prop` (namespace ProbabilityTheory.Kernel);
    # Independence/Basic.lean:131 `def IndepFun {β γ} {_mΩ : MeasurableSpace Ω} [MeasurableSpace
    # β] [MeasurableSpace γ] (f : Ω → β) (g : Ω → γ) (μ : Measure Ω := by volume_tac) : Prop`
    "ProbabilityTheory.Kernel.IndepFun": (
        "δ → β", "δ → γ", "ProbabilityTheory.Kernel α δ", f"{_MEASURE} α", "Prop"),
    "ProbabilityTheory.IndepFun": ("α → β", "α → γ", f"{_MEASURE} α", "Prop"),
    # Mathlib/Probability/Kernel/RadonNikodym.lean:87 `def rnDerivAux (κ η : Kernel α γ) (a : α)
    # (x : γ) : ℝ`, :190 `def mutuallySingularSetSlice (κ η : Kernel α γ) (a : α) : Set γ`
    "ProbabilityTheory.Kernel.rnDerivAux": (
        "ProbabilityTheory.Kernel α β", "ProbabilityTheory.Kernel α β", "α", "β", "ℝ"),
    "ProbabilityTheory.Kernel.mutuallySingularSetSlice": (
        "ProbabilityTheory.Kernel α β", "ProbabilityTheory.Kernel α β", "α", "Set β"),
    # Mathlib/Probability/Kernel/Basic.lean:54 `noncomputable def deterministic (f : α → β) (hf :
    # Measurable f) : Kernel α β`
    "ProbabilityTheory.Kernel.deterministic": (
        "α → β", "_", "ProbabilityTheory.Kernel α β"),
    # Mathlib/Probability/Kernel/Composition/MapComap.lean:59 `noncomputable def map
    # [MeasurableSpace γ] (κ : Kernel α β) (f : β → γ) : Kernel α γ`, :230 `def prodMkLeft (γ :
    # Type*) [MeasurableSpace γ] (κ : Kernel α β) : Kernel (γ × α) β`
    "ProbabilityTheory.Kernel.map": (
        "ProbabilityTheory.Kernel α β", "β → γ", "ProbabilityTheory.Kernel α γ"),
    "ProbabilityTheory.Kernel.prodMkLeft": (
        "Type γ", "ProbabilityTheory.Kernel α β", "ProbabilityTheory.Kernel (γ × α) β"),
    # Mathlib/Probability/Martingale/Basic.lean:50 `def Martingale (f : ι → Ω → E) (ℱ :
    # Filtration ι m0) (μ : Measure Ω) : Prop`, :56 `def Supermartingale [LE E] (f : ι → Ω → E)
    # (ℱ : Filtration ι m0) (μ : Measure Ω) : Prop`, :62 `def Submartingale` (the same); the
    # filtration not typed here (`Filtration ι m0` names the σ-algebra `m0`)
    "MeasureTheory.Martingale": ("ι → α → β", "_", f"{_MEASURE} α", "Prop"),
    "MeasureTheory.Supermartingale": ("ι → α → β", "_", f"{_MEASURE} α", "Prop"),
    "MeasureTheory.Submartingale": ("ι → α → β", "_", f"{_MEASURE} α", "Prop"),
    # Mathlib/Probability/Process/Stopping.lean:51 `def IsStoppingTime [Preorder ι] (f :
    # Filtration ι m) (τ : Ω → ι) := ∀ i : ι, MeasurableSet[f i] <| {ω | τ ω ≤ i}` (a Prop)
    "MeasureTheory.IsStoppingTime": ("_", "α → ι", "Prop"),
}

#: The defaults of the last parameters of the declarations above (`opaque.DEFAULTS`): each
#: `(μ : Measure α := by volume_tac)` cited with its signature is `"volume"`.
DEFAULTS: dict[str, tuple[str, ...]] = {
    **{name: ("volume",) for name in (
        "MeasureTheory.eLpNorm", "MeasureTheory.MemLp", "MeasureTheory.Integrable",
        "MeasureTheory.HasFiniteIntegral", "MeasureTheory.IntegrableOn",
        "MeasureTheory.IntegrableAtFilter", "StronglyMeasurableAtFilter",
        "MeasureTheory.LocallyIntegrableOn", "MeasureTheory.LocallyIntegrable", "AEMeasurable",
        "MeasureTheory.AEStronglyMeasurable", "MeasureTheory.AEFinStronglyMeasurable",
        "MeasureTheory.FinStronglyMeasurable", "MeasureTheory.NullMeasurableSet",
        "MeasureTheory.NullMeasurable", "PreErgodic", "Ergodic", "QuasiErgodic",
        "Complex.VerticalIntegrable")},
    **{name: ("volume", "volume") for name in (
        "MeasureTheory.MeasurePreserving", "MeasureTheory.Measure.QuasiMeasurePreserving",
        "ProbabilityTheory.IdentDistrib")},
    **{name: ("volume",) for name in (
        "ProbabilityTheory.Kernel.IndepFun", "ProbabilityTheory.IndepFun")},
}
