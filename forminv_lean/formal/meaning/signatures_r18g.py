"""Declared signatures of the long tail of Mathlib constants (outside category theory) that still
blocked refused renderings after `signatures_r18e` and `signatures_r18f`, each cited from its
declaration at v4.19.0.

Same format and rules as `signatures_r17d` (explicit arguments in order, the section `variable`s
the declaration uses included, then the result; `α β γ δ ε ι κ` the declaration's type
parameters, `_` an argument not typed here, `Type α` an explicit type argument). Chosen by how
many whole-corpus theorems an application of the constant with no declared signature blocked
(`type mismatch: T and ?F(…)`, `the type of … is not known here (?F(…))`, `… depends on F's
domain`, `… fixed by F's domain`, `a numeral's type is fixed by F`), ranked by
`/work/runs/r18/sigG_rank.py`. Part of the entries were first read by `formalise.sig_scan` from
the v4.19.0 source and then checked by hand against the declaration cited above each; the rest
(explicit type arguments, `variable (𝕜) in`, bodies the scanner reads as using a variable they
shadow) were written by hand. A constant with no explicit argument whose result is a bundled map
(`mulRothNumber : Finset α →o ℕ`, `MulAut.conj : G →* MulAut G`) is typed as the function it
coerces to, applied, so that its type parameter is fixed by an argument.

Left out on purpose (the format cannot say them exactly), beyond the kinds `signatures_r18e` and
`signatures_r18f` list: results whose type parameter only an untyped proof fixes
(`Set.Finite.toFinset`, `Kernel.comapRight`, `PMF.bindOnSupport`, `IsStoppingTime.measurableSpace`),
optional arguments with a default (`MeasureTheory.pdf`'s `μ := by volume_tac`), private
declarations (`Pell.d`), and terms used as types (`genericPoints α`, `↥s` results).

Left out after measuring on the 15,000/seed-1 sample (each lost renderings and gained none):
`seminormFromConst'` (written unapplied, `IsPowMul (seminormFromConst' hf1 hc hpm)`, where no
typed argument fixes `R`), `Topology.RelCWComplex.skeletonLT` and `skeleton` (their partner
`cellFrontier n j : Set X` has no typed argument fixing `X`), and `CircleDeg1Lift.toOrderIso`
(gained none: its uses coerce a unit `CircleDeg1Liftˣ` to a function, which the checker does not
model). A bundled result is kept bundled where Mathlib also uses it unapplied (`LowerSet.map f`
compared with `OrderIso.refl`, `Equiv.removeNone e` as an equivalence, `Complex.polarCoord.source`)
and typed as the function it coerces to where it is only ever applied (`RatFunc.laurent r f`,
`Representation.asAlgebraHom ρ x`, `Equiv.Perm.prodExtendRight a e (a', b)`): the checker types
neither use of the other form.
"""

from __future__ import annotations

_MEASURE = "MeasureTheory.Measure"
_KERNEL = "ProbabilityTheory.Kernel"
_CLM = "ContinuousLinearMap (RingHom.id α)"

SIGNATURES: dict[str, tuple[str, ...]] = {
    # Mathlib/Analysis/CStarAlgebra/ContinuousFunctionalCalculus/NonUnital.lean:213 `noncomputable
    # irreducible_def cfcₙ (f : R → R) (a : A) : A` with `variable {R A : Type*}` (:105)
    "cfcₙ": ("α → α", "β", "β"),
    # Mathlib/Analysis/Calculus/FDeriv/Symmetric.lean:477 `noncomputable irreducible_def
    # minSmoothness (n : WithTop ℕ∞) := if IsRCLikeNormedField 𝕜 then n else ω` with `variable (𝕜)
    # in` (:473)
    "minSmoothness": ("Type α", "WithTop ℕ∞", "WithTop ℕ∞"),
    # Mathlib/Combinatorics/Additive/AP/Three/Defs.lean:258 `def mulRothNumber : Finset α →o ℕ`
    # (applied; the `to_additive` name `addRothNumber`)
    "mulRothNumber": ("Finset α", "ℕ"), "addRothNumber": ("Finset α", "ℕ"),
    # Mathlib/Analysis/Normed/Module/Dual.lean:145 `def polar (𝕜 : Type*) … {E : Type*} … : Set E
    # → Set (Dual 𝕜 E)`
    "NormedSpace.polar": ("Type α", "Set β", "Set (NormedSpace.Dual α β)"),
    # Mathlib/RingTheory/WittVector/WittPolynomial.lean:193 `noncomputable def xInTermsOfW
    # [Invertible (p : R)] : ℕ → MvPolynomial ℕ R` with `variable (p : ℕ)` (:68), `variable (R :
    # Type*)` (:69)
    "xInTermsOfW": ("ℕ", "Type α", "ℕ", "MvPolynomial ℕ α"),
    # Mathlib/NumberTheory/FunctionField.lean:148 `def inftyValuationDef (r : RatFunc Fq) : ℤₘ₀`
    # with `variable (Fq F : Type*)` (:46)
    "FunctionField.inftyValuationDef": ("Type α", "RatFunc α", "WithZero (Multiplicative ℤ)"),
    # Mathlib/Order/Grade.lean:98 `def grade : α → 𝕆` with `variable (𝕆)` (:93)
    "grade": ("Type α", "β", "α"),
    # Mathlib/RingTheory/Discriminant.lean:66 `noncomputable def discr (A : Type u) {B : Type v} …
    # (b : ι → B) := (traceMatrix A b).det` with `{ι : Type w}` (:57)
    "Algebra.discr": ("Type α", "β → γ", "α"),
    # Mathlib/Logic/Equiv/Prod.lean:98 `def prodAssoc (α β γ) : (α × β) × γ ≃ α × β × γ`
    "Equiv.prodAssoc": ("Type α", "Type β", "Type γ", "Equiv ((α × β) × γ) (α × (β × γ))"),
    # Mathlib/Algebra/Group/End.lean:690 `def conj [Group G] : G →* MulAut G` with `variable {A M
    # G α β : Type*}` (:34) (applied)
    "MulAut.conj": ("α", "MulAut α"),
    # Mathlib/GroupTheory/NoncommCoprod.lean:82 `def noncommCoprod : M × N →* P` with `variable {M
    # N P : Type*} … (f : M →* P) (g : N →* P) (comm : ∀ m n, Commute (f m) (g n))` (:72-73)
    "MonoidHom.noncommCoprod": (
        "MonoidHom α γ", "MonoidHom β γ", "_", "MonoidHom (α × β) γ"),
    # Mathlib/RingTheory/Valuation/Basic.lean:222 `def comap {S : Type*} [Ring S] (f : S →+* R) (v
    # : Valuation R Γ₀) : Valuation S Γ₀`
    "Valuation.comap": ("RingHom α β", "Valuation β γ", "Valuation α γ"),
    # Mathlib/Probability/Kernel/Disintegration/StandardBorel.lean:355 `irreducible_def
    # _root_.MeasureTheory.Measure.condKernel (ρ : Measure (α × Ω)) [IsFiniteMeasure ρ] :
    # Kernel α Ω`
    "MeasureTheory.Measure.condKernel": (f"{_MEASURE} (α × β)", f"{_KERNEL} α β"),
    # Mathlib/Probability/Kernel/Disintegration/MeasurableStieltjes.lean:442 `def
    # stieltjesOfMeasurableRat (f : α → ℚ → ℝ) (hf : Measurable f) : α → StieltjesFunction`
    "ProbabilityTheory.stieltjesOfMeasurableRat": ("α → ℚ → ℝ", "_", "α", "StieltjesFunction"),
    # Mathlib/Geometry/Manifold/IsManifold/Basic.lean:192 `protected def symm : PartialEquiv E H`
    # with `variable … (I : ModelWithCorners 𝕜 E H)` (:179-180)
    "ModelWithCorners.symm": ("ModelWithCorners α β γ", "PartialEquiv β γ"),
    # Mathlib/Computability/Tape.lean:453 `def Tape.mk' {Γ} [Inhabited Γ] (L R : ListBlank Γ) :
    # Tape Γ` (in `namespace Turing`, :32)
    "Turing.Tape.mk'": ("Turing.ListBlank α", "Turing.ListBlank α", "Turing.Tape α"),
    # Mathlib/Analysis/Normed/Unbundled/SmoothingSeminorm.lean:93 `abbrev smoothingFun (x : R) : ℝ`
    # with `variable {R : Type*} [CommRing R] (μ : RingSeminorm R)` (:47); :515 `def
    # smoothingSeminorm (hμ1 : μ 1 ≤ 1) (hna : IsNonarchimedean μ) : RingSeminorm R`
    "smoothingFun": ("RingSeminorm α", "α", "ℝ"),
    "smoothingSeminorm": ("RingSeminorm α", "_", "_", "RingSeminorm α"),
    # Mathlib/Analysis/Calculus/Implicit.lean (`structure ImplicitFunctionData (𝕜 : Type*) … (E
    # : Type*) … (F : Type*) … (G : Type*)` :97): :102 `leftFun : E → F`, :106 `rightFun : E →
    # G`, :108 `rightDeriv : E →L[𝕜] G`
    "ImplicitFunctionData.leftFun": ("ImplicitFunctionData α β γ δ", "β", "γ"),
    "ImplicitFunctionData.rightFun": ("ImplicitFunctionData α β γ δ", "β", "δ"),
    "ImplicitFunctionData.rightDeriv": (
        "ImplicitFunctionData α β γ δ", "ContinuousLinearMap (RingHom.id α) β δ"),
    # Mathlib/Order/Closure.lean:65 `IsClosed (x : α) : Prop` (a field of :56 `structure
    # ClosureOperator [Preorder α] extends α →o α`)
    "ClosureOperator.IsClosed": ("ClosureOperator α", "α", "Prop"),
    # Mathlib/Order/UpperLower/CompleteLattice.lean:512 `def map (f : α ≃o β) : UpperSet α ≃o
    # UpperSet β`, :551 `def map (f : α ≃o β) : LowerSet α ≃o LowerSet β`
    "UpperSet.map": ("OrderIso α β", "OrderIso (UpperSet α) (UpperSet β)"),
    "LowerSet.map": ("OrderIso α β", "OrderIso (LowerSet α) (LowerSet β)"),
    # Mathlib/Analysis/CStarAlgebra/CStarMatrix.lean:65 `def map (M : CStarMatrix m n A) (f : A →
    # B) : CStarMatrix m n B`
    "CStarMatrix.map": ("CStarMatrix α β γ", "γ → δ", "CStarMatrix α β δ"),
    # Mathlib/Analysis/Complex/Circle.lean:110 `def exp : C(ℝ, Circle)`
    "Circle.exp": ("ContinuousMap ℝ Circle",),
    # Mathlib/Analysis/InnerProductSpace/PiL2.lean:323 `repr : E ≃ₗᵢ[𝕜] EuclideanSpace 𝕜 ι` (the
    # field of :321 `structure OrthonormalBasis` with `variable (ι 𝕜 E)` :316)
    "OrthonormalBasis.repr": (
        "OrthonormalBasis α β γ", "LinearIsometryEquiv (RingHom.id β) γ (EuclideanSpace β α)"),
    # Mathlib/InformationTheory/Hamming.lean:37 `def hammingDist (x y : ∀ i, β i) : ℕ`, :134 `def
    # hammingNorm (x : ∀ i, β i) : ℕ` (the dependent functions untyped here)
    "hammingDist": ("_", "_", "ℕ"), "hammingNorm": ("_", "ℕ"),
    # Mathlib/Topology/Algebra/Algebra/Equiv.lean:69 `def toContinuousAlgHom (e : A ≃A[R] B) : A
    # →A[R] B`
    "ContinuousAlgEquiv.toContinuousAlgHom": (
        "ContinuousAlgEquiv α β γ", "ContinuousAlgHom α β γ"),
    # Mathlib/Topology/ContinuousMap/Defs.lean:30 `protected toFun : X → Y` (a field of `structure
    # ContinuousMap (X Y)`); Mathlib/Analysis/Normed/Group/Hom.lean:38 `toFun : V → W` (a field of
    # `structure NormedAddGroupHom (V W)`)
    "ContinuousMap.toFun": ("ContinuousMap α β", "α", "β"),
    "NormedAddGroupHom.toFun": ("NormedAddGroupHom α β", "α", "β"),
    # Mathlib/Topology/ContinuousMap/CompactlySupported.lean:97 `protected def copy (f : C_c(α,
    # β)) (f' : α → β) (h : f' = f) : C_c(α, β)`
    "CompactlySupportedContinuousMap.copy": (
        "CompactlySupportedContinuousMap α β", "α → β", "_", "CompactlySupportedContinuousMap α β"),
    # Mathlib/Analysis/SpecialFunctions/Log/ENNRealLogExp.lean:70 `def logOrderIso : ℝ≥0∞ ≃o
    # EReal`, :94 `noncomputable def logHomeomorph : ℝ≥0∞ ≃ₜ EReal`
    "ENNReal.logOrderIso": ("OrderIso ℝ≥0∞ EReal",),
    "ENNReal.logHomeomorph": ("Homeomorph ℝ≥0∞ EReal",),
    # Mathlib/Analysis/SpecialFunctions/PolarCoord.lean:178 `protected noncomputable def
    # polarCoord : PartialHomeomorph ℂ (ℝ × ℝ)`
    "Complex.polarCoord": ("PartialHomeomorph ℂ (ℝ × ℝ)",),
    # Mathlib/MeasureTheory/Function/ConvergenceInMeasure.lean:170 `noncomputable def
    # seqTendstoAeSeq (hfg : TendstoInMeasure μ f atTop g) : ℕ → ℕ`
    "MeasureTheory.ExistsSeqTendstoAe.seqTendstoAeSeq": ("_", "ℕ", "ℕ"),
    # Mathlib/Order/WellFoundedSet.lean:697 `def IsMinBadSeq (r : α → α → Prop) (rk : α → ℕ) (s :
    # Set α) (n : ℕ) (f : ℕ → α) : Prop`
    "Set.PartiallyWellOrderedOn.IsMinBadSeq": (
        "α → α → Prop", "α → ℕ", "Set α", "ℕ", "ℕ → α", "Prop"),
    # Mathlib/Analysis/Convex/GaugeRescale.lean:124 `def gaugeRescaleHomeomorph (s t : Set E) (hsc
    # : Convex ℝ s) (hs₀ : s ∈ 𝓝 0) (hsb : IsVonNBounded ℝ s) (htc : Convex ℝ t) (ht₀ : t ∈ 𝓝 0)
    # (htb : IsVonNBounded ℝ t) : E ≃ₜ E`
    "gaugeRescaleHomeomorph": (
        "Set α", "Set α", "_", "_", "_", "_", "_", "_", "Homeomorph α α"),
    # Mathlib/Analysis/CStarAlgebra/Multiplier.lean:293 `def toProdMulOpposite : 𝓜(𝕜, A) → (A
    # →L[𝕜] A) × (A →L[𝕜] A)ᵐᵒᵖ`
    "DoubleCentralizer.toProdMulOpposite": (
        "DoubleCentralizer α β",
        f"{_CLM} β β × MulOpposite ({_CLM} β β)"),
    # Mathlib/Combinatorics/Extremal/RuzsaSzemeredi.lean:45 `noncomputable def
    # ruzsaSzemerediNumber : ℕ` with `variable (α) in` (:39)
    "ruzsaSzemerediNumber": ("Type α", "ℕ"),
    # Mathlib/Topology/ContinuousMap/Ideals.lean:85 `def idealOfSet (s : Set X) : Ideal C(X, R)`
    # with `variable {X R : Type*}` (:79) and `variable (R)` (:81)
    "ContinuousMap.idealOfSet": ("Type α", "Set β", "Ideal (ContinuousMap β α)"),
    # Mathlib/Topology/MetricSpace/PiNat.lean:65 `irreducible_def firstDiff (x y : ∀ n, E n) : ℕ`
    # (the dependent functions untyped here)
    "PiNat.firstDiff": ("_", "_", "ℕ"),
    # Mathlib/Logic/Equiv/Option.lean:105 `def removeNone : α ≃ β` with `variable (e : Option α ≃
    # Option β)` (:63)
    "Equiv.removeNone": ("Equiv (Option α) (Option β)", "Equiv α β"),
    # Mathlib/Logic/Equiv/Prod.lean:320 `def prodExtendRight : Perm (α₁ × β₁)` with `variable {α₁
    # β₁ : Type*} [DecidableEq α₁] (a : α₁) (e : Perm β₁)` (:316) (applied)
    "Equiv.Perm.prodExtendRight": ("α", "Equiv.Perm β", "α × β", "α × β"),
    # Mathlib/FieldTheory/Laurent.lean:74 `def laurent : RatFunc R →ₐ[R] RatFunc R` with `variable
    # {R : Type u} [CommRing R] (r s : R)` (:35; the body uses `r`) (applied)
    "RatFunc.laurent": ("α", "RatFunc α", "RatFunc α"),
    # Mathlib/Combinatorics/SimpleGraph/Regularity/Bound.lean:185 `noncomputable def bound : ℕ`
    # (the body uses `ε` and `l`) with `{ε : ℝ}` (:60) made explicit by `variable (P ε) (l : ℕ)`
    # (:158)
    "SzemerediRegularity.bound": ("ℝ", "ℕ", "ℕ"),
    # Mathlib/MeasureTheory/Measure/Doubling.lean:97 `def scalingConstantOf (K : ℝ) : ℝ≥0` with
    # `variable {α : Type*} … (μ : Measure α)` (:46)
    "IsUnifLocDoublingMeasure.scalingConstantOf": (f"{_MEASURE} α", "ℝ", "ℝ≥0"),
    # Mathlib/RepresentationTheory/Basic.lean:91 `noncomputable def asAlgebraHom : MonoidAlgebra k
    # G →ₐ[k] Module.End k V` with `variable (ρ : Representation k G V)` (:86) (applied; the
    # `abbrev Module.End (R : Type u) (M : Type v) … := M →ₗ[R] M` of
    # Mathlib/Algebra/Module/LinearMap/End.lean:27 unfolded, as the checker compares it with the
    # `ρ g` it is equated to)
    "Representation.asAlgebraHom": (
        "Representation α β γ", "MonoidAlgebra α β", "LinearMap (RingHom.id α) γ γ"),
    # Mathlib/LinearAlgebra/AffineSpace/AffineSubspace/Defs.lean:91 `def spanPoints (s : Set P) :
    # Set P` with `variable (k : Type*) {V : Type*} {P : Type*}` (:55)
    "spanPoints": ("Type α", "Set β", "Set β"),
    # Mathlib/GroupTheory/QuotientGroup/Defs.lean:42 `protected def con : Con G` with `variable {G
    # : Type u} [Group G] (N : Subgroup G)` (:37)
    "QuotientGroup.con": ("Subgroup α", "Con α"),
    # Mathlib/RingTheory/Polynomial/SeparableDegree.lean:62 `def HasSeparableContraction.degree :
    # ℕ` with `variable … (hf : HasSeparableContraction q f)` (:55)
    "Polynomial.HasSeparableContraction.degree": ("_", "ℕ"),
    # Mathlib/RingTheory/AlgebraTower.lean:182 `def AlgHom.restrictDomain : B →ₐ[A] D` with
    # `variable (R S A B : Type*)` (:29), `variable {A} {C D : Type*}` (:176) and `(f : C →ₐ[A] D)`
    # (:179)
    "AlgHom.restrictDomain": ("Type β", "AlgHom α γ δ", "AlgHom α β δ"),
}
