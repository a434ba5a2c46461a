"""Declared signatures of the Mathlib constants (outside category theory) that blocked refused
renderings in round 17, each cited from its declaration at v4.19.0.

Same format and rules as `signatures_r16a` and `signatures_r16b` (explicit arguments in order,
the section `variable`s the declaration uses included, then the result; `α β γ δ ε ι κ` the
declaration's type parameters, `_` an argument not typed here, a first `Type κ` a leading
explicit type argument), merged into `opaque.SIGNATURES`. Chosen by how many whole-corpus
theorems an application of the constant with no declared signature blocked (`type mismatch: T
and ?F(…)`, `the type of … is not known here (?F(…))`, `… depends on F's domain`). A function
returning a bundled map or equivalence (`OuterMeasure.comap f : OuterMeasure β →ₗ[ℝ≥0∞]
OuterMeasure α`) is typed as the function it coerces to; a declaration generic over a semilinear
map is typed at `RingHom.id`, as `LinearMap.comp` is in `signatures_algebra`. An argument whose
type names a term (`ZMod N`, `Composition n`, `ℤ√d`, a game's `LeftMoves g`) is `_`, as
`ZMod.valMinAbs`'s is in `signatures_r15`.

Left out on purpose (the format cannot say them exactly): results whose type parameter no
argument fixes (`Filter.cofinite`, `ProbabilityTheory.Kernel.id`, `OrderHom.id`,
`Function.Embedding.some`), results that mention a term (`Submodule.mkQ p`, `Finset.fin n s`,
`Multiset.attach s`, `SimpleGraph.induce s G`, `Sym.replicate n a`), universe changes
(`Cardinal.lift`), dependent functions (`Pi.mulSingle`, `Set.pi`, `Matrix.vecCons`), and names
Lean reaches through a parent structure (`PartialHomeomorph.source`, `LTSeries.length`).

Left out after measuring on the 15,000/seed-1 sample (each lost more renderings than it gained,
its usual partners keeping an unknown type): `Option.some` (`AList.lookup`, `Stream'.Seq.head`,
`Stream'.Seq.get?`), `Finpartition.part` (used unapplied), `Ideal.primeCompl`
(`Submonoid.comap` at a ring hom), `ProbabilityTheory.Kernel.sectL` (`sectR`, `swapLeft`) and
`IsDedekindDomain.HeightOneSpectrum.intValuationDef` (`HeightOneSpectrum.valuation`).
"""

from __future__ import annotations

_MEASURE = "MeasureTheory.Measure"
_OUTER = "MeasureTheory.OuterMeasure"
_KERNEL = "ProbabilityTheory.Kernel"
_LIN = "LinearMap (RingHom.id α)"
_CLM = "ContinuousLinearMap (RingHom.id α)"

SIGNATURES: dict[str, tuple[str, ...]] = {
    # Mathlib/Order/SetNotation.lean (`variable {α : Type u} {ι : Sort v}` :37): :167 `def
    # iUnion (s : ι → Set α) : Set α`, :171 `def iInter (s : ι → Set α) : Set α`
    "Set.iUnion": ("ι → Set α", "Set α"), "Set.iInter": ("ι → Set α", "Set α"),
    # Mathlib/SetTheory/PGame/Basic.lean:97 `def moveLeft : ∀ g : PGame, LeftMoves g → PGame`,
    # :101 `def moveRight : ∀ g : PGame, RightMoves g → PGame` (the move untyped here: its type
    # names the game)
    "SetTheory.PGame.moveLeft": ("SetTheory.PGame", "_", "SetTheory.PGame"),
    "SetTheory.PGame.moveRight": ("SetTheory.PGame", "_", "SetTheory.PGame"),
    # Mathlib/SetTheory/ZFC/PSet.lean:45 `def Func : ∀ x : PSet, x.Type → PSet`
    "PSet.Func": ("PSet", "_", "PSet"),
    # Mathlib/MeasureTheory/OuterMeasure/Operations.lean:267 `def comap {β} (f : α → β) :
    # OuterMeasure β →ₗ[ℝ≥0∞] OuterMeasure α` (applied)
    "MeasureTheory.OuterMeasure.comap": ("α → β", f"{_OUTER} β", f"{_OUTER} α"),
    # Mathlib/Probability/Kernel/Composition/Prod.lean:47 `noncomputable def prod (κ : Kernel α
    # β) (η : Kernel α γ) : Kernel α (β × γ)`; Kernel/Basic.lean:174 `def const (α : Type*)
    # {β : Type*} … (μβ : Measure β) : Kernel α β`; Kernel/RadonNikodym.lean:258
    # `irreducible_def singularPart (κ η : Kernel α γ) … : Kernel α γ`
    "ProbabilityTheory.Kernel.prod": (f"{_KERNEL} α β", f"{_KERNEL} α γ", f"{_KERNEL} α (β × γ)"),
    "ProbabilityTheory.Kernel.const": ("Type α", f"{_MEASURE} β", f"{_KERNEL} α β"),
    "ProbabilityTheory.Kernel.singularPart": (
        f"{_KERNEL} α γ", f"{_KERNEL} α γ", f"{_KERNEL} α γ"),
    # Mathlib/Probability/ProbabilityMassFunction/Basic.lean:300 `def toPMF … (μ : Measure α)
    # [h : IsProbabilityMeasure μ] : PMF α`, :132 `def toOuterMeasure (p : PMF α) : OuterMeasure
    # α`
    "MeasureTheory.Measure.toPMF": (f"{_MEASURE} α", "PMF α"),
    "PMF.toOuterMeasure": ("PMF α", f"{_OUTER} α"),
    # Mathlib/MeasureTheory/Measure/Content.lean:233 `protected def outerMeasure : OuterMeasure G`
    # with `variable (μ : Content G)` (:89)
    "MeasureTheory.Content.outerMeasure": ("MeasureTheory.Content α", f"{_OUTER} α"),
    # Mathlib/MeasureTheory/Measure/Trim.lean:32 `def Measure.trim {m m0 : MeasurableSpace α} (μ
    # : @Measure α m0) (hm : m ≤ m0) : @Measure α m` (the proof untyped here)
    "MeasureTheory.Measure.trim": (f"{_MEASURE} α", "_", f"{_MEASURE} α"),
    # Mathlib/MeasureTheory/Integral/SetToL1.lean:616 `def setToFun (hT :
    # DominatedFinMeasAdditive μ T C) (f : α → E) : F` with `{μ : Measure α}` (:70) and `{T :
    # Set α → E →L[ℝ] F}` (:610) made explicit by `variable (μ T)` (:611)
    "MeasureTheory.setToFun": (
        f"{_MEASURE} α", "Set α → ContinuousLinearMap (RingHom.id ℝ) β γ", "_", "α → β", "γ"),
    # Mathlib/Algebra/Ring/Subsemiring/Basic.lean:158 `def rangeS : Subsemiring S` with
    # `variable … (f : R →+* S)` (:154)
    "RingHom.rangeS": ("RingHom α β", "Subsemiring β"),
    # Mathlib/Logic/Equiv/PartialEquiv.lean (`variable (e : PartialEquiv α β) (e' :
    # PartialEquiv β γ)` :140): :588 `protected def trans : PartialEquiv α γ`, :475 `protected
    # def restr (s : Set α) : PartialEquiv α β`, :505 `protected def refl (α : Type*) :
    # PartialEquiv α α`
    "PartialEquiv.trans": ("PartialEquiv α β", "PartialEquiv β γ", "PartialEquiv α γ"),
    "PartialEquiv.restr": ("PartialEquiv α β", "Set α", "PartialEquiv α β"),
    "PartialEquiv.refl": ("Type α", "PartialEquiv α α"),
    # Mathlib/Logic/Equiv/PartialEquiv.lean:531 `def ofSet (s : Set α) : PartialEquiv α α`, the
    # partner of `trans` (`e.trans e.symm ≈ ofSet e.source`); Topology/PartialHomeomorph.lean:696
    # `def ofSet (s : Set X) (hs : IsOpen s) : PartialHomeomorph X X`
    "PartialEquiv.ofSet": ("Set α", "PartialEquiv α α"),
    "PartialHomeomorph.ofSet": ("Set α", "_", "PartialHomeomorph α α"),
    # Mathlib/Topology/PartialHomeomorph.lean (`variable (e : PartialHomeomorph X Y)` :73, `(e' :
    # PartialHomeomorph Y Z)` :719): :89 `protected def symm : PartialHomeomorph Y X`, :621
    # `protected def restr (s : Set X) : PartialHomeomorph X Y`, :735 `protected def trans :
    # PartialHomeomorph X Z`
    "PartialHomeomorph.symm": ("PartialHomeomorph α β", "PartialHomeomorph β α"),
    "PartialHomeomorph.restr": ("PartialHomeomorph α β", "Set α", "PartialHomeomorph α β"),
    "PartialHomeomorph.trans": (
        "PartialHomeomorph α β", "PartialHomeomorph β γ", "PartialHomeomorph α γ"),
    # Mathlib/Algebra/Module/Equiv/Defs.lean:232 `def refl [Module R M] : M ≃ₗ[R] M` with
    # `variable (M R)` (:228; `R` declared before `M`, :40-41)
    "LinearEquiv.refl": ("Type α", "Type β", "LinearEquiv (RingHom.id α) β β"),
    # Mathlib/LinearAlgebra/AffineSpace/AffineMap.lean:327 `nonrec def id : P1 →ᵃ[k] P1` with
    # `variable (k P1)` (:325; `k` declared before `P1`, :93)
    "AffineMap.id": ("Type α", "Type β", "AffineMap α β β"),
    # Mathlib/Analysis/InnerProductSpace/Adjoint.lean:104 `def adjoint : (E →L[𝕜] F) ≃ₗᵢ⋆[𝕜] F
    # →L[𝕜] E` (applied)
    "ContinuousLinearMap.adjoint": (f"{_CLM} β γ", f"{_CLM} γ β"),
    # Mathlib/LinearAlgebra/BilinearMap.lean:114 `def flip (f : M →ₛₗ[ρ₁₂] N →ₛₗ[σ₁₂] P) : N
    # →ₛₗ[σ₁₂] M →ₛₗ[ρ₁₂] P`; Analysis/NormedSpace/OperatorNorm/Bilinear.lean:139 `def flip (f :
    # E →SL[σ₁₃] F →SL[σ₂₃] G) : F →SL[σ₂₃] E →SL[σ₁₃] G`
    "LinearMap.flip": (f"{_LIN} β ({_LIN} γ δ)", f"{_LIN} γ ({_LIN} β δ)"),
    "ContinuousLinearMap.flip": (f"{_CLM} β ({_CLM} γ δ)", f"{_CLM} γ ({_CLM} β δ)"),
    # Mathlib/Topology/Algebra/Module/LinearMap.lean:1022 `def restrictScalars (f : M₁ →L[A] M₂) :
    # M₁ →L[R] M₂` with `variable (R) in` (:1018; `R` declared after `A M₁ M₂`, :1013)
    "ContinuousLinearMap.restrictScalars": (
        "Type δ", f"{_CLM} β γ", "ContinuousLinearMap (RingHom.id δ) β γ"),
    # Mathlib/Analysis/LocallyConvex/Polar.lean:53 `def polar (s : Set E) : Set F` with
    # `variable (B : E →ₗ[𝕜] F →ₗ[𝕜] 𝕜)` (:49)
    "LinearMap.polar": (f"{_LIN} β ({_LIN} γ α)", "Set β", "Set γ"),
    # Mathlib/Analysis/Distribution/SchwartzSpace.lean:387 `protected def seminorm (k n : ℕ) :
    # Seminorm 𝕜 𝓢(E, F)` with `variable (𝕜)` (:383) (applied)
    "SchwartzMap.seminorm": ("Type α", "ℕ", "ℕ", "SchwartzMap β γ", "ℝ"),
    # Mathlib/Analysis/Analytic/OfScalars.lean (`variable {𝕜 : Type*} (E : Type*)` :29, `(c)`
    # :73): :33 `def ofScalars (c : ℕ → 𝕜) : FormalMultilinearSeries 𝕜 E E`, after `variable
    # {E}` :119 `noncomputable def ofScalarsSum := (ofScalars E c).sum` (an `E → E`)
    "FormalMultilinearSeries.ofScalars": ("Type β", "ℕ → α", "FormalMultilinearSeries α β β"),
    "FormalMultilinearSeries.ofScalarsSum": ("ℕ → α", "β", "β"),
    # Mathlib/NumberTheory/LSeries/DirichletContinuation.lean:57 `noncomputable def LFunction (χ
    # : DirichletCharacter ℂ N) (s : ℂ) : ℂ` (`χ` untyped here: its type names `N`)
    "DirichletCharacter.LFunction": ("_", "ℂ", "ℂ"),
    # Mathlib/Combinatorics/Enumerative/Composition.lean:213 `def sizeUpTo (i : ℕ) : ℕ` with
    # `variable (c : Composition n)` (:137)
    "Composition.sizeUpTo": ("_", "ℕ", "ℕ"),
    # Mathlib/Combinatorics/Enumerative/Composition.lean:700 `def splitWrtComposition (l : List
    # α) (c : Composition n) : List (List α)`
    "List.splitWrtComposition": ("List α", "_", "List (List α)"),
    # Mathlib/Analysis/Calculus/BumpFunction/Normed.lean:28 `protected def normed (μ : Measure
    # E) : E → ℝ` (for `f : ContDiffBump c`, untyped here)
    "ContDiffBump.normed": ("_", f"{_MEASURE} α", "α", "ℝ"),
    # Mathlib/Analysis/Normed/Unbundled/SeminormFromBounded.lean:54 `def seminormFromBounded' :
    # R → ℝ` with `variable … (f : R → ℝ)` (:48)
    "seminormFromBounded'": ("α → ℝ", "α", "ℝ"),
    # Mathlib/Combinatorics/SimpleGraph/AdjMatrix.lean:141 `def adjMatrix [Zero α] [One α] :
    # Matrix V V α` with `variable (α) in` (:138; `α` declared at :43) and `(G : SimpleGraph V)`
    # (:136)
    "SimpleGraph.adjMatrix": ("Type α", "SimpleGraph β", "Matrix β β α"),
    # Mathlib/NumberTheory/Padics/PadicIntegers.lean:272 `def valuation (x : ℤ_[p]) : ℕ`;
    # Padics/PadicNumbers.lean:930 `def valuation : ℚ_[p] → ℤ` (the argument untyped here: its
    # type names `p`)
    "PadicInt.valuation": ("_", "ℕ"), "Padic.valuation": ("_", "ℤ"),
    # Mathlib/NumberTheory/Zsqrtd/Basic.lean:427 `def norm (n : ℤ√d) : ℤ`, :527 `def Nonneg :
    # ℤ√d → Prop` (the argument untyped here: its type names `d`)
    "Zsqrtd.norm": ("_", "ℤ"), "Zsqrtd.Nonneg": ("_", "Prop"),
    # Mathlib/Data/Real/Basic.lean:246 `def mk (x : CauSeq ℚ abs) : ℝ` (untyped: the type names
    # `abs`); Algebra/Order/CauSeq/Basic.lean:574 `def Pos (f : CauSeq α abs) : Prop`
    "Real.mk": ("_", "ℝ"), "CauSeq.Pos": ("_", "Prop"),
    # Mathlib/Order/Hom/Basic.lean:313 `def comp (g : β →o γ) (f : α →o β) : α →o γ`
    "OrderHom.comp": ("OrderHom β γ", "OrderHom α β", "OrderHom α γ"),
    # Mathlib/Topology/ContinuousMap/Basic.lean:106 `def comp (f : C(β, γ)) (g : C(α, β)) : C(α,
    # γ)`
    "ContinuousMap.comp": ("ContinuousMap β γ", "ContinuousMap α β", "ContinuousMap α γ"),
    # Mathlib/LinearAlgebra/AffineSpace/AffineEquiv.lean:264 `def trans (e : P₁ ≃ᵃ[k] P₂) (e' :
    # P₂ ≃ᵃ[k] P₃) : P₁ ≃ᵃ[k] P₃`; ContinuousAffineEquiv.lean:258 `def trans (e : P₁ ≃ᴬ[k] P₂)
    # (e' : P₂ ≃ᴬ[k] P₃) : P₁ ≃ᴬ[k] P₃`
    "AffineEquiv.trans": ("AffineEquiv α β γ", "AffineEquiv α γ δ", "AffineEquiv α β δ"),
    "ContinuousAffineEquiv.trans": (
        "ContinuousAffineEquiv α β γ", "ContinuousAffineEquiv α γ δ",
        "ContinuousAffineEquiv α β δ"),
    # Mathlib/LinearAlgebra/AffineSpace/AffineSubspace/Basic.lean:660 `def comap (f : P₁ →ᵃ[k]
    # P₂) (s : AffineSubspace k P₂) : AffineSubspace k P₁`
    "AffineSubspace.comap": ("AffineMap α β γ", "AffineSubspace α γ", "AffineSubspace α β"),
    # Mathlib/Topology/UnitInterval.lean:85 `def symm : I → I` (`I` is `unitInterval`)
    "unitInterval.symm": ("unitInterval", "unitInterval"),
    # Mathlib/RingTheory/MvPowerSeries/LexOrder.lean:30 `noncomputable def lexOrder (φ :
    # MvPowerSeries σ R) : (WithTop (Lex (σ →₀ ℕ)))`
    "MvPowerSeries.lexOrder": ("MvPowerSeries α β", "WithTop (Lex (Finsupp α ℕ))"),
    # Mathlib/Data/ENNReal/Basic.lean:172 `@[coe, match_pattern] def ofNNReal : ℝ≥0 → ℝ≥0∞`
    "ENNReal.ofNNReal": ("ℝ≥0", "ℝ≥0∞"),
    # Mathlib/Order/Interval/Basic.lean:324 `def pure (a : α) : Interval α`
    "Interval.pure": ("α", "Interval α"),
    # Mathlib/Algebra/RingQuot.lean:53 `inductive Rel (r : R → R → Prop) : R → R → Prop`
    "RingQuot.Rel": ("α → α → Prop", "α", "α", "Prop"),
    # Mathlib/Data/Matrix/Block.lean:454 `def blockDiag (M : Matrix (m × o) (n × o) α) (k : o) :
    # Matrix m n α`
    "Matrix.blockDiag": ("Matrix (α × β) (γ × β) δ", "β", "Matrix α γ δ"),
    # Mathlib/Computability/Primrec.lean:51 `def unpaired {α} (f : ℕ → ℕ → α) (n : ℕ) : α`
    "Nat.unpaired": ("ℕ → ℕ → α", "ℕ", "α"),
    # Mathlib/Algebra/ContinuedFractions/Basic.lean:105 `structure GenContFract where h : α …`
    "GenContFract.h": ("GenContFract α", "α"),
    # Mathlib/Algebra/Order/Kleene.lean:74 `class KStar (α : Type*) where protected kstar : α → α`
    "KStar.kstar": ("α", "α"),
    # Mathlib/Algebra/Star/Subalgebra.lean:22 `structure StarSubalgebra (R : Type u) (A : Type v)
    # … extends Subalgebra R A`; Star/NonUnitalSubalgebra.lean:97 `structure
    # NonUnitalStarSubalgebra (R : Type u) (A : Type v) … extends NonUnitalSubalgebra R A`;
    # Algebra/Group/Subgroup/Defs.lean:269 `structure Subgroup (G : Type*) [Group G] extends
    # Submonoid G`, :275 `structure AddSubgroup (G : Type*) [AddGroup G] extends AddSubmonoid G`
    # (the parent projections)
    "StarSubalgebra.toSubalgebra": ("StarSubalgebra α β", "Subalgebra α β"),
    "NonUnitalStarSubalgebra.toNonUnitalSubalgebra": (
        "NonUnitalStarSubalgebra α β", "NonUnitalSubalgebra α β"),
    # Mathlib/Algebra/Star/StarAlgHom.lean:289 `structure StarAlgHom (R A B : Type*) … extends
    # AlgHom R A B` (the parent projection, the partner of `StarSubalgebra.map`)
    "StarAlgHom.toAlgHom": ("StarAlgHom α β γ", "AlgHom α β γ"),
    # Mathlib/Topology/Algebra/Algebra.lean:226 `def _root_.Subalgebra.topologicalClosure (s :
    # Subalgebra R A) : Subalgebra R A`, the partner of `StarSubalgebra.toSubalgebra`
    "Subalgebra.topologicalClosure": ("Subalgebra α β", "Subalgebra α β"),
    # Mathlib/Algebra/Star/NonUnitalSubalgebra.lean:965 `def prod : NonUnitalStarSubalgebra R (A ×
    # B)` with `variable (S : NonUnitalStarSubalgebra R A)` (:887), `(S₁ : NonUnitalStarSubalgebra
    # R B)` (:962)
    "NonUnitalStarSubalgebra.prod": (
        "NonUnitalStarSubalgebra α β", "NonUnitalStarSubalgebra α γ",
        "NonUnitalStarSubalgebra α (β × γ)"),
    "Subgroup.toSubmonoid": ("Subgroup α", "Submonoid α"),
    "AddSubgroup.toAddSubmonoid": ("AddSubgroup α", "AddSubmonoid α"),
    # Mathlib/Topology/UniformSpace/UniformConvergenceTopology.lean:171 `def UniformFun.ofFun : (α
    # → β) ≃ (α →ᵤ β)` (applied)
    "UniformFun.ofFun": ("α → β", "UniformFun α β"),
    # Mathlib/Analysis/CStarAlgebra/CStarMatrix.lean:50 `def ofMatrix {m n A : Type*} : Matrix m n
    # A ≃ CStarMatrix m n A` (applied)
    "CStarMatrix.ofMatrix": ("Matrix α β γ", "CStarMatrix α β γ"),
    # Mathlib/Order/WithBot.lean:506 `protected def toDual : WithTop α ≃ WithBot αᵒᵈ`, :512
    # `protected def ofDual : WithTop αᵒᵈ ≃ WithBot α`, :518 `protected def _root_.WithBot.toDual :
    # WithBot α ≃ WithTop αᵒᵈ`, :524 `WithBot.ofDual : WithBot αᵒᵈ ≃ WithTop α` (applied)
    "WithTop.toDual": ("WithTop α", "WithBot (OrderDual α)"),
    "WithTop.ofDual": ("WithTop (OrderDual α)", "WithBot α"),
    "WithBot.toDual": ("WithBot α", "WithTop (OrderDual α)"),
    "WithBot.ofDual": ("WithBot (OrderDual α)", "WithTop α"),
    # Mathlib/Data/NNRat/Defs.lean:105 `def _root_.Rat.toNNRat (q : ℚ) : ℚ≥0`
    "Rat.toNNRat": ("ℚ", "ℚ≥0"),
    # Mathlib/Analysis/BoxIntegral/UnitPartition.lean:98 `def box [NeZero n] (ν : ι → ℤ) : Box ι`
    # with `variable (n : ℕ)` (:94)
    "BoxIntegral.unitPartition.box": ("ℕ", "α → ℤ", "BoxIntegral.Box α"),
    # Mathlib/Combinatorics/Enumerative/Composition.lean:691 `def splitWrtCompositionAux : List α
    # → List ℕ → List (List α)`
    "List.splitWrtCompositionAux": ("List α", "List ℕ", "List (List α)"),
    # Mathlib/GroupTheory/FreeGroup/Reduce.lean:188 `def toWord : FreeGroup α → List (α × Bool)`
    "FreeGroup.toWord": ("FreeGroup α", "List (α × Bool)"),
    # Mathlib/LinearAlgebra/AffineSpace/AffineMap.lean:353 `def comp (f : P2 →ᵃ[k] P3) (g : P1
    # →ᵃ[k] P2) : P1 →ᵃ[k] P3`
    "AffineMap.comp": ("AffineMap α γ δ", "AffineMap α β γ", "AffineMap α β δ"),
    # Mathlib/MeasureTheory/Group/Measure.lean:281 `protected noncomputable def inv [Inv G] (μ :
    # Measure G) : Measure G`
    "MeasureTheory.Measure.inv": (f"{_MEASURE} α", f"{_MEASURE} α"),
    # Mathlib/NumberTheory/Divisors.lean:66 `def divisorsAntidiagonalList (n : ℕ) : List (ℕ × ℕ)`
    "Nat.divisorsAntidiagonalList": ("ℕ", "List (ℕ × ℕ)"),
    # Mathlib/Data/Set/Defs.lean:239 `def powerset (s : Set α) : Set (Set α)`
    "Set.powerset": ("Set α", "Set (Set α)"),
    # Mathlib/RingTheory/Binomial.lean:87 `def multichoose (r : R) (n : ℕ) : R`
    "Ring.multichoose": ("α", "ℕ", "α"),
    # Mathlib/RingTheory/MvPowerSeries/Inverse.lean:83 `def invOfUnit (φ : MvPowerSeries σ R) (u
    # : Rˣ) : MvPowerSeries σ R`
    "MvPowerSeries.invOfUnit": ("MvPowerSeries α β", "Units β", "MvPowerSeries α β"),
    # Mathlib/RingTheory/NonUnitalSubring/Basic.lean:204 `def range … (f : R →ₙ+* S) :
    # NonUnitalSubring S`
    "NonUnitalRingHom.range": ("NonUnitalRingHom α β", "NonUnitalSubring β"),
    # Mathlib/RingTheory/Spectrum/Prime/RingHom.lean:28 `abbrev RingHom.specComap … (f : R →+* S) :
    # PrimeSpectrum S → PrimeSpectrum R`
    "RingHom.specComap": ("RingHom α β", "PrimeSpectrum β", "PrimeSpectrum α"),
    # Mathlib/SetTheory/Game/Nim.lean:45 `noncomputable def nim (o : Ordinal.{u}) : PGame.{u}`
    "SetTheory.PGame.nim": ("Ordinal", "SetTheory.PGame"),
    # Mathlib/Algebra/Star/StarAlgHom.lean:495 `def prod (f : A →⋆ₙₐ[R] B) (g : A →⋆ₙₐ[R] C) : A
    # →⋆ₙₐ[R] B × C`
    "NonUnitalStarAlgHom.prod": (
        "NonUnitalStarAlgHom α β γ", "NonUnitalStarAlgHom α β δ",
        "NonUnitalStarAlgHom α β (γ × δ)"),
    # Mathlib/Algebra/ContinuedFractions/Basic.lean:131 `def TerminatedAt (g : GenContFract α) (n
    # : ℕ) : Prop`, :340 `def convs' (g : GenContFract K) (n : ℕ) : K`
    "GenContFract.TerminatedAt": ("GenContFract α", "ℕ", "Prop"),
    "GenContFract.convs'": ("GenContFract α", "ℕ", "α"),
    # Mathlib/Algebra/Lie/Basic.lean:632 `def trans (e₁ : L₁ ≃ₗ⁅R⁆ L₂) (e₂ : L₂ ≃ₗ⁅R⁆ L₃) : L₁
    # ≃ₗ⁅R⁆ L₃`
    "LieEquiv.trans": ("LieEquiv α β γ", "LieEquiv α γ δ", "LieEquiv α β δ"),
    # Mathlib/Algebra/Ring/CentroidHom.lean:171 `def comp (g f : CentroidHom α) : CentroidHom α`
    "CentroidHom.comp": ("CentroidHom α", "CentroidHom α", "CentroidHom α"),
    # Mathlib/Algebra/Ring/Subsemiring/Basic.lean:618 `def prod (s : Subsemiring R) (t :
    # Subsemiring S) : Subsemiring (R × S)`
    "Subsemiring.prod": ("Subsemiring α", "Subsemiring β", "Subsemiring (α × β)"),
    # Mathlib/Algebra/Star/Subalgebra.lean:245 `def comap (f : A →⋆ₐ[R] B) (S : StarSubalgebra R
    # B) : StarSubalgebra R A`
    "StarSubalgebra.comap": ("StarAlgHom α β γ", "StarSubalgebra α γ", "StarSubalgebra α β"),
    # Mathlib/Analysis/Calculus/FormalMultilinearSeries.lean:187 `def unshift (q :
    # FormalMultilinearSeries 𝕜 E (E →L[𝕜] F)) (z : F) : FormalMultilinearSeries 𝕜 E F`
    "FormalMultilinearSeries.unshift": (
        f"FormalMultilinearSeries α β ({_CLM} β γ)", "γ", "FormalMultilinearSeries α β γ"),
    # Mathlib/Topology/UniformSpace/Completion.lean:461 `protected def map (f : α → β) :
    # Completion α → Completion β`, :422 `protected def extension (f : α → β) : Completion α → β`
    "UniformSpace.Completion.map": (
        "α → β", "UniformSpace.Completion α", "UniformSpace.Completion β"),
    "UniformSpace.Completion.extension": ("α → β", "UniformSpace.Completion α", "β"),
    # Mathlib/Combinatorics/SetFamily/Compression/Down.lean:44 `def nonMemberSubfamily (a : α) (𝒜
    # : Finset (Finset α)) : Finset (Finset α)`, :212 `def compression (a : α) (𝒜 : Finset (Finset
    # α)) : Finset (Finset α)` (namespace Down)
    "Finset.nonMemberSubfamily": ("α", "Finset (Finset α)", "Finset (Finset α)"),
    "Down.compression": ("α", "Finset (Finset α)", "Finset (Finset α)"),
    # Mathlib/Data/Int/Bitwise.lean:29 `def bodd : ℤ → Bool`
    "Int.bodd": ("ℤ", "Bool"),
    # Mathlib/Data/List/Cycle.lean:618 `def map {β : Type*} (f : α → β) : Cycle α → Cycle β`
    "Cycle.map": ("α → β", "Cycle α", "Cycle β"),
    # Mathlib/Data/List/Sym.lean:36 `protected def sym2 : List α → List (Sym2 α)`
    "List.sym2": ("List α", "List (Sym2 α)"),
    # Mathlib/Data/Num/Basic.lean:315 `def succ : ZNum → ZNum`, :321 `def pred : ZNum → ZNum`
    "ZNum.succ": ("ZNum", "ZNum"), "ZNum.pred": ("ZNum", "ZNum"),
    # Mathlib/Data/Ordmap/Ordnode.lean:335 `def Emem (x : α) : Ordnode α → Prop`, :368 `def
    # findMin' : Ordnode α → α → α`
    "Ordnode.Emem": ("α", "Ordnode α", "Prop"), "Ordnode.findMin'": ("Ordnode α", "α", "α"),
    # Mathlib/Data/PNat/Factors.lean:52 `def ofPrime (p : Nat.Primes) : PrimeMultiset`
    "PrimeMultiset.ofPrime": ("Nat.Primes", "PrimeMultiset"),
    # Mathlib/Data/Seq/Computation.lean:68 `def tail (c : Computation α) : Computation α`
    "Computation.tail": ("Computation α", "Computation α"),
    # Mathlib/Algebra/Group/Conj.lean:252 `def carrier : ConjClasses α → Set α`
    "ConjClasses.carrier": ("ConjClasses α", "Set α"),
    # Mathlib/LinearAlgebra/LinearPMap.lean:568 `protected noncomputable def sSup (c : Set (E →ₗ.[R]
    # F)) (hc : DirectedOn (· ≤ ·) c) : E →ₗ.[R] F`, :648 `def domRestrict (f : E →ₗ.[R] F) (S :
    # Submodule R E) : E →ₗ.[R] F`
    "LinearPMap.sSup": ("Set (LinearPMap α β γ)", "_", "LinearPMap α β γ"),
    "LinearPMap.domRestrict": ("LinearPMap α β γ", "Submodule α β", "LinearPMap α β γ"),
    # Mathlib/LinearAlgebra/TensorProduct/Basic.lean:870 `def congr (f : M ≃ₗ[R] P) (g : N ≃ₗ[R]
    # Q) : M ⊗[R] N ≃ₗ[R] P ⊗[R] Q`
    "TensorProduct.congr": (
        "LinearEquiv (RingHom.id α) β γ", "LinearEquiv (RingHom.id α) δ ε",
        "LinearEquiv (RingHom.id α) (TensorProduct α β δ) (TensorProduct α γ ε)"),
    # Mathlib/NumberTheory/LSeries/HurwitzZetaEven.lean:61 `def evenKernel (a : UnitAddCircle) (x
    # : ℝ) : ℝ`; HurwitzZetaOdd.lean:106 `def oddKernel (a : UnitAddCircle) (x : ℝ) : ℝ`
    "HurwitzZeta.evenKernel": ("UnitAddCircle", "ℝ", "ℝ"),
    "HurwitzZeta.oddKernel": ("UnitAddCircle", "ℝ", "ℝ"),
    # Mathlib/NumberTheory/Transcendental/Liouville/LiouvilleNumber.lean:58 `def partialSum (m :
    # ℝ) (k : ℕ) : ℝ`
    "LiouvilleNumber.partialSum": ("ℝ", "ℕ", "ℝ"),
    # Mathlib/Order/Hom/Basic.lean:254 `protected def copy (f : α →o β) (f' : α → β) (h : f' = f)
    # : α →o β`; Algebra/Group/Hom/Defs.lean:611 `protected def MulHom.copy [Mul M] [Mul N] (f : M
    # →ₙ* N) (f' : M → N) (h : f' = f) : M →ₙ* N`
    "OrderHom.copy": ("OrderHom α β", "α → β", "_", "OrderHom α β"),
    "MulHom.copy": ("MulHom α β", "α → β", "_", "MulHom α β"),
    # Mathlib/Order/OmegaCompletePartialOrder.lean:315 `protected noncomputable def ωSup (c :
    # Chain (Part α)) : Part α`
    "Part.ωSup": ("OmegaCompletePartialOrder.Chain (Part α)", "Part α"),
    # Mathlib/RingTheory/Bialgebra/Hom.lean:251 `def comp (φ₁ : B →ₐc[R] C) (φ₂ : A →ₐc[R] B) : A
    # →ₐc[R] C`
    "BialgHom.comp": ("BialgHom α γ δ", "BialgHom α β γ", "BialgHom α β δ"),
    # Mathlib/RingTheory/HahnSeries/Summable.lean:150 `def hsum (s : SummableFamily Γ R α) :
    # HahnSeries Γ R`
    "HahnSeries.SummableFamily.hsum": ("HahnSeries.SummableFamily α β γ", "HahnSeries α β"),
    # Mathlib/RingTheory/Valuation/Basic.lean:783 `def comap {S : Type*} [Ring S] (f : S →+* R) (v :
    # AddValuation R Γ₀) : AddValuation S Γ₀`
    "AddValuation.comap": ("RingHom β α", "AddValuation α γ", "AddValuation β γ"),
    # Mathlib/Topology/Algebra/Module/FiniteDimension.lean:348 `def toContinuousLinearEquiv (e : E
    # ≃ₗ[𝕜] F) : E ≃L[𝕜] F`
    "LinearEquiv.toContinuousLinearEquiv": (
        "LinearEquiv (RingHom.id α) β γ", "ContinuousLinearEquiv (RingHom.id α) β γ"),
    # Mathlib/Topology/ContinuousMap/CompactlySupported.lean:647 `noncomputable def nnrealPart (f :
    # C_c(α, ℝ)) : C_c(α, ℝ≥0)`, :659 `noncomputable def toReal (f : C_c(α, ℝ≥0)) : C_c(α, ℝ)`
    "CompactlySupportedContinuousMap.nnrealPart": (
        "CompactlySupportedContinuousMap α ℝ", "CompactlySupportedContinuousMap α ℝ≥0"),
    "CompactlySupportedContinuousMap.toReal": (
        "CompactlySupportedContinuousMap α ℝ≥0", "CompactlySupportedContinuousMap α ℝ"),
    # Mathlib/Topology/ContinuousMap/Ideals.lean:108 `def setOfIdeal (I : Ideal C(X, R)) : Set X`
    "ContinuousMap.setOfIdeal": ("Ideal (ContinuousMap α β)", "Set α"),
    # Mathlib/Topology/Sets/Closeds.lean:187 `def Closeds.compl (s : Closeds α) : Opens α`
    # (namespace TopologicalSpace)
    "TopologicalSpace.Closeds.compl": ("TopologicalSpace.Closeds α", "TopologicalSpace.Opens α"),
    # Mathlib/MeasureTheory/Measure/ProbabilityMeasure.lean:377 `def normalize : ProbabilityMeasure
    # Ω` with `variable … (μ : FiniteMeasure Ω)` (:373)
    "MeasureTheory.FiniteMeasure.normalize": (
        "MeasureTheory.FiniteMeasure α", "MeasureTheory.ProbabilityMeasure α"),
    # Mathlib/MeasureTheory/VectorMeasure/Decomposition/Jordan.lean:145 `def toSignedMeasure :
    # SignedMeasure α` with `variable (j : JordanDecomposition α)` (:72)
    "MeasureTheory.JordanDecomposition.toSignedMeasure": (
        "MeasureTheory.JordanDecomposition α", "MeasureTheory.SignedMeasure α"),
    # Mathlib/Probability/Kernel/Composition/MapComap.lean:234 `def prodMkRight (γ : Type*)
    # [MeasurableSpace γ] (κ : Kernel α β) : Kernel (α × γ) β`
    "ProbabilityTheory.Kernel.prodMkRight": ("Type γ", f"{_KERNEL} α β", f"{_KERNEL} (α × γ) β"),
    # Mathlib/RingTheory/Bialgebra/Hom.lean:231 `protected def id : A →ₐc[R] A` with `variable (R
    # A)` (:228; `R` declared first, :103)
    "BialgHom.id": ("Type α", "Type β", "BialgHom α β β"),
    # Mathlib/RingTheory/NonUnitalSubring/Basic.lean:128 `def comap … [FunLike F R S]
    # [NonUnitalRingHomClass F R S] (f : F) (s : NonUnitalSubring S) : NonUnitalSubring R` (typed
    # at the bundled map)
    "NonUnitalSubring.comap": ("NonUnitalRingHom α β", "NonUnitalSubring β", "NonUnitalSubring α"),
    # Mathlib/Topology/Algebra/Algebra.lean:266 `protected def id : A →A[R] A` (`R A` explicit:
    # `ContinuousAlgHom.id R A` :268)
    "ContinuousAlgHom.id": ("Type α", "Type β", "ContinuousAlgHom α β β"),
    # Mathlib/Topology/Algebra/Module/Equiv.lean:901 `noncomputable def inverse : (M →L[R] M₂) → M₂
    # →L[R] M`
    "ContinuousLinearMap.inverse": (f"{_CLM} β γ", f"{_CLM} γ β"),
    # Mathlib/Topology/Algebra/Module/FiniteDimension.lean:277 `def toContinuousLinearMap : (E
    # →ₗ[𝕜] F') ≃ₗ[𝕜] E →L[𝕜] F'` (applied)
    "LinearMap.toContinuousLinearMap": (f"{_LIN} β γ", f"{_CLM} β γ"),
    # Mathlib/Topology/Order/Hom/Esakia.lean:143 `protected def id : PseudoEpimorphism α α` with
    # `variable (α)` (:140)
    "PseudoEpimorphism.id": ("Type α", "PseudoEpimorphism α α"),
    # Mathlib/Algebra/Module/LinearMap/Defs.lean:418 `def restrictScalars (fₗ : M →ₗ[S] M₂) : M
    # →ₗ[R] M₂` with `variable (R)` (:410)
    "LinearMap.restrictScalars": (
        "Type α", "LinearMap (RingHom.id δ) β γ", "LinearMap (RingHom.id α) β γ"),
    # Mathlib/Algebra/Algebra/Subalgebra/Tower.lean:79 `def restrictScalars (U : Subalgebra S A) :
    # Subalgebra R A` (`R` explicit: `variable {S A B}` :73 leaves it so)
    "Subalgebra.restrictScalars": ("Type α", "Subalgebra β γ", "Subalgebra α γ"),
    # Mathlib/Algebra/Star/StarAlgHom.lean:172 `protected def id : A →⋆ₙₐ[R] A` with `variable (R
    # A)` (:169)
    "NonUnitalStarAlgHom.id": ("Type α", "Type β", "NonUnitalStarAlgHom α β β"),
    # Mathlib/Algebra/Group/Prod.lean:250 `def prodMap : M × N →ₙ* M' × N'` with `variable … (f : M
    # →ₙ* M') (g : N →ₙ* N')` (:245)
    "MulHom.prodMap": ("MulHom α γ", "MulHom β δ", "MulHom (α × β) (γ × δ)"),
    # Mathlib/Algebra/Lie/Normalizer.lean:96 `def idealizer : LieIdeal R L` with `variable (N :
    # LieSubmodule R L M)` (:43)
    "LieSubmodule.idealizer": ("LieSubmodule α β γ", "LieIdeal α β"),
    # Mathlib/LinearAlgebra/TensorProduct/Tower.lean:542 `def baseChange : Submodule A (A ⊗[R] M)`
    # with `variable {R M : Type*} (A : Type*) … (p : Submodule R M)` (:535)
    "Submodule.baseChange": ("Type γ", "Submodule α β", "Submodule γ (TensorProduct α γ β)"),
    # Mathlib/Algebra/Order/Hom/Monoid.lean:372 `protected def id : α →*o α` (`variable (α)`
    # :368), :584 `protected def refl : α ≃*o α` (`variable (α)` :580); Order/Hom/Ring.lean:358
    # `protected def refl : α ≃+*o α` (`variable (α)` :354)
    "OrderMonoidHom.id": ("Type α", "OrderMonoidHom α α"),
    "OrderMonoidIso.refl": ("Type α", "OrderMonoidIso α α"),
    "OrderRingIso.refl": ("Type α", "OrderRingIso α α"),
    # Mathlib/Analysis/Normed/Operator/LinearIsometry.lean:614 `def refl : E ≃ₗᵢ[R] E` (`variable (R
    # E)` :611), :679 `def trans (e' : E₂ ≃ₛₗᵢ[σ₂₃] E₃) : E ≃ₛₗᵢ[σ₁₃] E₃` and :595 `def
    # toContinuousLinearEquiv : E ≃SL[σ₁₂] E₂` (`variable (e : E ≃ₛₗᵢ[σ₁₂] E₂)` :460)
    "LinearIsometryEquiv.refl": ("Type α", "Type β", "LinearIsometryEquiv (RingHom.id α) β β"),
    "LinearIsometryEquiv.trans": (
        "LinearIsometryEquiv (RingHom.id α) β γ", "LinearIsometryEquiv (RingHom.id α) γ δ",
        "LinearIsometryEquiv (RingHom.id α) β δ"),
    "LinearIsometryEquiv.toContinuousLinearEquiv": (
        "LinearIsometryEquiv (RingHom.id α) β γ", "ContinuousLinearEquiv (RingHom.id α) β γ"),
    # Mathlib/Analysis/Normed/Group/Seminorm.lean:282 `def comp (p : GroupSeminorm E) (f : F →* E) :
    # GroupSeminorm F`
    "GroupSeminorm.comp": ("GroupSeminorm α", "MonoidHom β α", "GroupSeminorm β"),
    # Mathlib/Analysis/Complex/Periodic.lean:36 `def qParam (z : ℂ) : ℂ` with `variable (h : ℝ)`
    # (:31)
    "Function.Periodic.qParam": ("ℝ", "ℂ", "ℂ"),
    # Mathlib/Data/Matroid/Basic.lean:188 `structure Matroid (α : Type*) where … (IsBase : Set α
    # → Prop)` (beside `Matroid.Indep`)
    "Matroid.IsBase": ("Matroid α", "Set α", "Prop"),
    # Mathlib/Combinatorics/SimpleGraph/Subgraph.lean:59 `structure Subgraph {V : Type u} (G :
    # SimpleGraph V) where verts : Set V  Adj : V → V → Prop` (the subgraph untyped here: its type
    # names `G`)
    "SimpleGraph.Subgraph.Adj": ("_", "α", "α", "Prop"),
    # Mathlib/FieldTheory/RatFunc/Defs.lean:64 `structure RatFunc [CommRing K] : Type u where
    # ofFractionRing :: toFractionRing : FractionRing K[X]`
    "RatFunc.ofFractionRing": ("FractionRing (Polynomial α)", "RatFunc α"),
    "RatFunc.toFractionRing": ("RatFunc α", "FractionRing (Polynomial α)"),
    # Mathlib/NumberTheory/Padics/PadicNumbers.lean:108 `def norm (f : PadicSeq p) : ℚ`;
    # Padics/RingHoms.lean:295 `noncomputable def appr : ℤ_[p] → ℕ → ℕ`, :195 `def zmodRepr : ℕ`
    # with `variable (x : ℤ_[p])` (:161) (the argument untyped here: its type names `p`)
    "PadicSeq.norm": ("_", "ℚ"), "PadicInt.appr": ("_", "ℕ", "ℕ"),
    "PadicInt.zmodRepr": ("_", "ℕ"),
    # Mathlib/NumberTheory/Pell.lean:109 `protected def x (a : Solution₁ d) : ℤ` (untyped here:
    # the type names `d`)
    "Pell.Solution₁.x": ("_", "ℤ"),
    # Lean core names the name index resolves (toolchain `leanprover/lean4:v4.19.0`, as in
    # `signatures_core`): Init/Prelude.lean `@[inline] def Function.const {α : Sort u} (β : Sort v)
    # (a : α) : β → α`, `inductive Bool : Type | false | true`, `inductive Option (α : Type u) |
    # none | some (val : α)` (`Option.some` left out: its partners returning an `Option`, `AList.lookup`,
    # `Stream'.Seq.head`, keep an unknown type), `def Nat.ble : @& Nat → @& Nat → Bool`, the
    # partner of `Bool.true`; Init/Data/Int/Basic.lean `def sign : Int → Int` (namespace Int);
    # `Rat.divInt : Int → Int → Rat` (`def divInt : Int → Int → Rat`, "Form the quotient `n / d`",
    # Batteries `Data/Rat/Basic.lean`, since moved to core `Init/Data/Rat/Basic.lean`)
    "Function.const": ("Type β", "α", "β", "α"),
    "Bool.false": ("Bool",), "Bool.true": ("Bool",),
    # Mathlib/Analysis/BoxIntegral/Partition/Filter.lean:194 `structure IntegrationParams : Type
    # where (bRiemann bHenstock bDistortion : Bool)`, partners of `Bool.true`
    "BoxIntegral.IntegrationParams.bRiemann": ("BoxIntegral.IntegrationParams", "Bool"),
    "BoxIntegral.IntegrationParams.bHenstock": ("BoxIntegral.IntegrationParams", "Bool"),
    "BoxIntegral.IntegrationParams.bDistortion": ("BoxIntegral.IntegrationParams", "Bool"),
    # partners of `Function.const` (`⇑(ContinuousMap.const α b) = Function.const α b`):
    # Mathlib/Topology/ContinuousMap/Basic.lean:80 `def const (b : β) : C(α, β)` (`variable (α)`
    # :69); Order/Hom/Lattice.lean:273 `def const (b : β) : SupHom α β` (`variable (α)` :270),
    # :449 `def const (b : β) : InfHom α β` (`variable (α)` :446)
    "ContinuousMap.const": ("Type α", "β", "ContinuousMap α β"),
    "SupHom.const": ("Type α", "β", "SupHom α β"),
    "InfHom.const": ("Type α", "β", "InfHom α β"),
    # Mathlib/Algebra/Order/CompleteField.lean:286 `def inducedOrderRingIso : β ≃+*o γ` (`β γ`
    # explicit by `variable (α β γ)` :162), the partner of `OrderRingIso.refl`
    "LinearOrderedField.inducedOrderRingIso": ("Type α", "Type β", "OrderRingIso α β"),
    "Nat.ble": ("ℕ", "ℕ", "Bool"),
    "Int.sign": ("ℤ", "ℤ"),
    "Rat.divInt": ("ℤ", "ℤ", "ℚ"),
    # Mathlib/Logic/Equiv/PartialEquiv.lean:754 `def prod (e : PartialEquiv α β) (e' : PartialEquiv
    # γ δ) : PartialEquiv (α × γ) (β × δ)`
    "PartialEquiv.prod": (
        "PartialEquiv α β", "PartialEquiv γ δ", "PartialEquiv (α × γ) (β × δ)"),
    # Mathlib/LinearAlgebra/Prod.lean:628 `def prodComm (R M N : Type*) … : (M × N) ≃ₗ[R] N × M`
    "LinearEquiv.prodComm": (
        "Type α", "Type β", "Type γ", "LinearEquiv (RingHom.id α) (β × γ) (γ × β)"),
    # Mathlib/MeasureTheory/MeasurableSpace/Embedding.lean:165 `structure MeasurableEquiv (α β :
    # Type*) … extends α ≃ β` (the parent projection)
    "MeasurableEquiv.toEquiv": ("MeasurableEquiv α β", "Equiv α β"),
    # Mathlib/MeasureTheory/PiSystem.lean:587 `def generate (s : Set (Set α)) : DynkinSystem α`
    "MeasurableSpace.DynkinSystem.generate": ("Set (Set α)", "MeasurableSpace.DynkinSystem α"),
    # Mathlib/Order/Height.lean:81 `noncomputable def chainHeight : ℕ∞` with `variable (s)` (:78;
    # `(s t : Set α)` :56)
    "Set.chainHeight": ("Set α", "ℕ∞"),
    # Mathlib/Order/Heyting/Hom.lean:279 `protected def id : HeytingHom α α`, :384 `protected def
    # id : CoheytingHom α α`, :489 `protected def id : BiheytingHom α α` (each after `variable
    # (α)`)
    "HeytingHom.id": ("Type α", "HeytingHom α α"),
    "CoheytingHom.id": ("Type α", "CoheytingHom α α"),
    "BiheytingHom.id": ("Type α", "BiheytingHom α α"),
    # Mathlib/Logic/Equiv/Defs.lean:332 `def equivCongr {δ : Sort*} (ab : α ≃ β) (cd : γ ≃ δ) : (α
    # ≃ γ) ≃ (β ≃ δ)` (applied)
    "Equiv.equivCongr": ("Equiv α β", "Equiv γ δ", "Equiv α γ", "Equiv β δ"),
    # Mathlib/Probability/Kernel/Basic.lean:128 `def copy (α : Type*) [MeasurableSpace α] : Kernel
    # α (α × α)`
    "ProbabilityTheory.Kernel.copy": ("Type α", f"{_KERNEL} α (α × α)"),
    # Mathlib/RingTheory/Coalgebra/Hom.lean:196 `protected def id : A →ₗc[R] A` with `variable (R
    # A)` (:193; `R` declared first, :89)
    "CoalgHom.id": ("Type α", "Type β", "CoalgHom α β β"),
    # `protected def copy (S : X) (s : Set _) (hs : s = ↑S) : X`, a substructure with a new
    # carrier (the proof untyped here): Mathlib/Algebra/Algebra/Subalgebra/Basic.lean:101,
    # Algebra/NonUnitalSubalgebra.lean:153, Field/Subfield/Defs.lean:184,
    # Group/Submonoid/Defs.lean:176, Group/Subsemigroup/Defs.lean:137,
    # Module/Submodule/Defs.lean:116, Ring/Subring/Defs.lean:228, Ring/Subsemiring/Defs.lean:196,
    # Star/Subalgebra.lean:139, Star/NonUnitalSubalgebra.lean:193
    "Subalgebra.copy": ("Subalgebra α β", "Set β", "_", "Subalgebra α β"),
    "NonUnitalSubalgebra.copy": (
        "NonUnitalSubalgebra α β", "Set β", "_", "NonUnitalSubalgebra α β"),
    "Subfield.copy": ("Subfield α", "Set α", "_", "Subfield α"),
    "Submonoid.copy": ("Submonoid α", "Set α", "_", "Submonoid α"),
    "Subsemigroup.copy": ("Subsemigroup α", "Set α", "_", "Subsemigroup α"),
    "Submodule.copy": ("Submodule α β", "Set β", "_", "Submodule α β"),
    "Subring.copy": ("Subring α", "Set α", "_", "Subring α"),
    "Subsemiring.copy": ("Subsemiring α", "Set α", "_", "Subsemiring α"),
    "StarSubalgebra.copy": ("StarSubalgebra α β", "Set β", "_", "StarSubalgebra α β"),
    "NonUnitalStarSubalgebra.copy": (
        "NonUnitalStarSubalgebra α β", "Set β", "_", "NonUnitalStarSubalgebra α β"),
    # Mathlib/Algebra/CubicDiscriminant.lean:398 `def roots [IsDomain R] (P : Cubic R) : Multiset R`
    "Cubic.roots": ("Cubic α", "Multiset α"),
    # Mathlib/Algebra/Group/Action/Equidecomp.lean:188 `noncomputable def symm (f : Equidecomp X
    # G) : Equidecomp X G`
    "Equidecomp.symm": ("Equidecomp α β", "Equidecomp α β"),
    # Mathlib/Algebra/MvPolynomial/Variables.lean:65 `def vars (p : MvPolynomial σ R) : Finset σ`
    "MvPolynomial.vars": ("MvPolynomial α β", "Finset α"),
    # Mathlib/Algebra/Order/Group/Unbundled/Abs.lean:278 `def solidClosure (s : Set α) : Set α`
    "LatticeOrderedAddCommGroup.solidClosure": ("Set α", "Set α"),
    # Mathlib/Algebra/Star/StarAlgHom.lean:422 `def comp (f : B →⋆ₐ[R] C) (g : A →⋆ₐ[R] B) : A
    # →⋆ₐ[R] C`
    "StarAlgHom.comp": ("StarAlgHom α γ δ", "StarAlgHom α β γ", "StarAlgHom α β δ"),
    # Mathlib/Data/Fintype/Sets.lean:39 `def toFinset (s : Set α) [Fintype s] : Finset α`
    "Set.toFinset": ("Set α", "Finset α"),
    # Mathlib/Combinatorics/SimpleGraph/Regularity/Bound.lean:38 `def stepBound (n : ℕ) : ℕ`
    "SzemerediRegularity.stepBound": ("ℕ", "ℕ"),
    # Mathlib/Combinatorics/SimpleGraph/UniversalVerts.lean:32 `def universalVerts (G :
    # SimpleGraph V) : Set V`
    "SimpleGraph.universalVerts": ("SimpleGraph α", "Set α"),
    # Mathlib/Combinatorics/Young/YoungDiagram.lean:249 `def row (μ : YoungDiagram) (i : ℕ) :
    # Finset (ℕ × ℕ)`, :267 `def rowLen (μ : YoungDiagram) (i : ℕ) : ℕ`, :302 `def col`, :315
    # `def colLen` (likewise), :358 `def rowLens (μ : YoungDiagram) : List ℕ`
    "YoungDiagram.row": ("YoungDiagram", "ℕ", "Finset (ℕ × ℕ)"),
    "YoungDiagram.rowLen": ("YoungDiagram", "ℕ", "ℕ"),
    "YoungDiagram.col": ("YoungDiagram", "ℕ", "Finset (ℕ × ℕ)"),
    "YoungDiagram.colLen": ("YoungDiagram", "ℕ", "ℕ"),
    "YoungDiagram.rowLens": ("YoungDiagram", "List ℕ"),
    # Mathlib/Computability/ContextFreeGrammar.lean:241 `def reverse (r : ContextFreeRule T N) :
    # ContextFreeRule T N`, :276 `def reverse (g : ContextFreeGrammar T) : ContextFreeGrammar T`;
    # Computability/Encoding.lean:187 `def decodeBool : List Bool → Bool`
    "ContextFreeRule.reverse": ("ContextFreeRule α β", "ContextFreeRule α β"),
    "ContextFreeGrammar.reverse": ("ContextFreeGrammar α", "ContextFreeGrammar α"),
    "Computability.decodeBool": ("List Bool", "Bool"),
    # Mathlib/Data/Finsupp/Basic.lean:716 `def some [Zero M] (f : Option α →₀ M) : α →₀ M`, :1062
    # `protected def curry (f : α × β →₀ M) : α →₀ β →₀ M`, :1094 `protected def uncurry (f : α
    # →₀ β →₀ M) : α × β →₀ M`
    "Finsupp.some": ("Finsupp (Option α) β", "Finsupp α β"),
    "Finsupp.curry": ("Finsupp (α × β) γ", "Finsupp α (Finsupp β γ)"),
    "Finsupp.uncurry": ("Finsupp α (Finsupp β γ)", "Finsupp (α × β) γ"),
    # Mathlib/Data/Int/Init.lean:579 `def natMod (m n : ℤ) : ℕ`; Data/Int/Bitwise.lean:24 `def
    # div2 : ℤ → ℤ`
    "Int.natMod": ("ℤ", "ℤ", "ℕ"), "Int.div2": ("ℤ", "ℤ"),
    # Mathlib/Data/List/Cycle.lean:598 `def toMultiset (s : Cycle α) : Multiset α`, :692 `def
    # toFinset (s : Cycle α) : Finset α`
    "Cycle.toMultiset": ("Cycle α", "Multiset α"), "Cycle.toFinset": ("Cycle α", "Finset α"),
    # Mathlib/Data/List/Defs.lean:178 `def permutations (l : List α) : List (List α)`
    "List.permutations": ("List α", "List (List α)"),
    # Mathlib/Data/Matroid/Basic.lean:523 `def Dep (M : Matroid α) (D : Set α) : Prop`;
    # Matroid/Map.lean:589 `def mapEquiv (M : Matroid α) (f : α ≃ β) : Matroid β`
    "Matroid.Dep": ("Matroid α", "Set α", "Prop"),
    "Matroid.mapEquiv": ("Matroid α", "Equiv α β", "Matroid β"),
    # Mathlib/Data/Nat/Choose/Multinomial.lean:151 `def multinomial (f : α →₀ ℕ) : ℕ`
    "Finsupp.multinomial": ("Finsupp α ℕ", "ℕ"),
    # Mathlib/Data/Nat/Prime/Defs.lean:201 `def minFacAux (n : ℕ) : ℕ → ℕ`
    "Nat.minFacAux": ("ℕ", "ℕ", "ℕ"),
    # Mathlib/Data/Num/Basic.lean:102 `def pred' : PosNum → Num`, :112 `def size : PosNum →
    # PosNum`, :240 `def size : Num → Num`, :309 `def abs : ZNum → Num`, :499 `def divMod (d :
    # PosNum) : PosNum → Num × Num`
    "PosNum.pred'": ("PosNum", "Num"), "PosNum.size": ("PosNum", "PosNum"),
    "Num.size": ("Num", "Num"), "ZNum.abs": ("ZNum", "Num"),
    "PosNum.divMod": ("PosNum", "PosNum", "Num × Num"),
    # Mathlib/Data/Ordmap/Ordnode.lean:384 `def findMax' : α → Ordnode α → α`, :922 `protected def
    # insert (x : α) : Ordnode α → Ordnode α`
    "Ordnode.findMax'": ("α", "Ordnode α", "α"), "Ordnode.insert": ("α", "Ordnode α", "Ordnode α"),
    # Mathlib/Data/Seq/Computation.lean:55 `def thinkN (c : Computation α) : ℕ → Computation α`,
    # :537 `def map (f : α → β) : Computation α → Computation β`
    "Computation.thinkN": ("Computation α", "ℕ", "Computation α"),
    "Computation.map": ("α → β", "Computation α", "Computation β"),
    # Mathlib/Algebra/Ring/Equiv.lean:653 `def toNonUnitalRingHom (e : R ≃+* S) : R →ₙ+* S`, :738
    # `abbrev toAddMonoidHom (e : R ≃+* S) : R →+ S`
    "RingEquiv.toNonUnitalRingHom": ("RingEquiv α β", "NonUnitalRingHom α β"),
    "RingEquiv.toAddMonoidHom": ("RingEquiv α β", "AddMonoidHom α β"),
    # Mathlib/Algebra/Ring/Subring/Defs.lean:200 `def toNonUnitalSubring (S : Subring R) :
    # NonUnitalSubring R`; Ring/Subsemiring/Defs.lean:172 `def toNonUnitalSubsemiring (S :
    # Subsemiring R) : NonUnitalSubsemiring R`; Ring/Subsemiring/Basic.lean:395 `def
    # subsemiringClosure (M : Submonoid R) : Subsemiring R`
    "Subring.toNonUnitalSubring": ("Subring α", "NonUnitalSubring α"),
    "Subsemiring.toNonUnitalSubsemiring": ("Subsemiring α", "NonUnitalSubsemiring α"),
    "Submonoid.subsemiringClosure": ("Submonoid α", "Subsemiring α"),
    # Mathlib/Analysis/Convex/Cone/Proper.lean:143 `noncomputable def map (f : E →L[ℝ] F) (K :
    # ProperCone ℝ E) : ProperCone ℝ F`
    "ProperCone.map": (
        "ContinuousLinearMap (RingHom.id ℝ) α β", "ProperCone ℝ α", "ProperCone ℝ β"),
}
