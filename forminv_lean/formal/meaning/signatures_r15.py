"""Declared signatures of the Mathlib constants that blocked most refused renderings in round 15,
each cited from its declaration.

Same format and rules as `signatures_algebra` (explicit arguments in order, the section
`variable`s the declaration uses included, then the result; `α β γ δ ε ι κ` the declaration's
type parameters, `_` an argument not typed here), merged into `opaque.SIGNATURES`. Chosen by how
many whole-corpus theorems an application of the constant with no declared signature blocked
(`type mismatch: T and ?F(…)`, `the type of … is not known here (?F(…))`, `… depends on F's
domain`), category theory left out. A function returning a bundled map (`LaurentPolynomial.C : R
→+* R[T;T⁻¹]`) is typed as the function it coerces to, as `opaque.SIGNATURES` does for
`Polynomial.C`.

Left out on purpose (the format cannot say them exactly): results or arguments whose type
mentions a term (`Fin.castSucc : Fin n → Fin (n + 1)`, `Submodule.subtype p : ↥p →ₗ[R] M`,
`Ideal.Quotient.mk I : R →+* R ⧸ I`, `Affine.Simplex.points : Fin (n + 1) → P`), universe
changes (`Cardinal.lift`, `Cardinal.sum`), class methods whose result is an `outParam` the
instance fixes (`SProd.sprod`, `s ×ˢ t`), and names Lean reaches only through a parent structure
or an unfolded definition (`PartialHomeomorph.source` is `e.toPartialEquiv.source`, `q.re` on a
quaternion is `QuaternionAlgebra.re`), which a signature here would print under a name Lean does
not have.
"""

from __future__ import annotations

_MEASURE = "MeasureTheory.Measure"

SIGNATURES: dict[str, tuple[str, ...]] = {
    # Mathlib/Geometry/Euclidean/Sphere/Basic.lean:48 `structure Sphere [MetricSpace P] where
    # center : P  radius : ℝ` with `variable (P : Type*)` (:41, namespace EuclideanGeometry)
    "EuclideanGeometry.Sphere.center": ("EuclideanGeometry.Sphere α", "α"),
    "EuclideanGeometry.Sphere.radius": ("EuclideanGeometry.Sphere α", "ℝ"),
    # Mathlib/Analysis/SpecialFunctions/ContinuousFunctionalCalculus/Rpow/Basic.lean:218
    # `noncomputable def sqrt (a : A) : A` (namespace CFC, `variable {A : Type*}` :76)
    "CFC.sqrt": ("α", "α"),
    # Mathlib/RingTheory/LocalRing/MaximalIdeal/Defs.lean:26 `def maximalIdeal : Ideal R` with
    # `variable (R : Type*)` (:23, namespace IsLocalRing)
    "IsLocalRing.maximalIdeal": ("Type α", "Ideal α"),
    # Mathlib/Algebra/Polynomial/Laurent.lean:128 `def C : R →+* R[T;T⁻¹]` (applied), :152 `def T
    # (n : ℤ) : R[T;T⁻¹]` (`variable {R S : Type*}` :75; `R[T;T⁻¹]` is `LaurentPolynomial R`)
    "LaurentPolynomial.C": ("α", "LaurentPolynomial α"),
    "LaurentPolynomial.T": ("ℤ", "LaurentPolynomial α"),
    # Mathlib/Tactic/NormNum/LegendreSymbol.lean:53 `def jacobiSymNat (a b : ℕ) : ℤ`
    "Mathlib.Meta.NormNum.jacobiSymNat": ("ℕ", "ℕ", "ℤ"),
    # Mathlib/Data/Finsupp/NeLocus.lean:35 `def neLocus (f g : α →₀ N) : Finset α`
    "Finsupp.neLocus": ("Finsupp α β", "Finsupp α β", "Finset α"),
    # Mathlib/Data/Matroid/Minor/Restrict.lean:123 `def restrict (M : Matroid α) (R : Set α) :
    # Matroid α`; Data/Matroid/Rank/ENat.lean:67 `noncomputable def eRank (M : Matroid α) : ℕ∞`
    "Matroid.restrict": ("Matroid α", "Set α", "Matroid α"),
    "Matroid.eRank": ("Matroid α", "ℕ∞"),
    # Mathlib/InformationTheory/KullbackLeibler/Basic.lean:53 `noncomputable irreducible_def
    # klDiv (μ ν : Measure α) : ℝ≥0∞`; MeasureTheory/VectorMeasure/WithDensity.lean:41 `def
    # Measure.withDensityᵥ {m : MeasurableSpace α} (μ : Measure α) (f : α → E) : VectorMeasure α
    # E` (namespace MeasureTheory)
    "InformationTheory.klDiv": (_MEASURE + " α", _MEASURE + " α", "ℝ≥0∞"),
    "MeasureTheory.Measure.withDensityᵥ": (
        _MEASURE + " α", "α → β", "MeasureTheory.VectorMeasure α β"),
    # Mathlib/RingTheory/MvPowerSeries/Basic.lean:343 `def C : R →+* MvPowerSeries σ R` with
    # `variable (σ) (R)` (:340), :129 `def monomial (n : σ →₀ ℕ) : R →ₗ[R] MvPowerSeries σ R`
    # with `variable (R)` (:122; `{σ R : Type*}` :90), both applied
    "MvPowerSeries.C": ("Type α", "Type β", "β", "MvPowerSeries α β"),
    "MvPowerSeries.monomial": ("Type α", "Finsupp β ℕ", "α", "MvPowerSeries β α"),
    # Mathlib/Algebra/Quaternion.lean:1081 `def normSq : ℍ[R] →*₀ R` (namespace Quaternion,
    # `ℍ[R]` is `Quaternion R`, :734), applied
    "Quaternion.normSq": ("Quaternion α", "α"),
    # Mathlib/Data/ZMod/ValMinAbs.lean:19 `def valMinAbs : ∀ {n : ℕ}, ZMod n → ℤ` (the argument
    # untyped here, as `ZMod.val`'s)
    "ZMod.valMinAbs": ("_", "ℤ"),
    # Mathlib/Order/Interval/Set/UnorderedInterval.lean:240 `def uIoc : α → α → Set α`
    "Set.uIoc": ("α", "α", "Set α"),
    # Mathlib/Data/Nat/Factorial/DoubleFactorial.lean:29 `def doubleFactorial : ℕ → ℕ` (`n‼`)
    "Nat.doubleFactorial": ("ℕ", "ℕ"),
    # Mathlib/FieldTheory/IntermediateField/Basic.lean:486 `def fieldRange : IntermediateField K
    # L'` with `variable (f : L →ₐ[K] L')` (namespace AlgHom)
    "AlgHom.fieldRange": ("AlgHom α β γ", "IntermediateField α γ"),
    # Mathlib/Algebra/Group/Submonoid/Basic.lean:343 `def IsUnit.submonoid (M : Type*) [Monoid
    # M] : Submonoid M`
    "IsUnit.submonoid": ("Type α", "Submonoid α"),
    # Mathlib/LinearAlgebra/Span/Basic.lean:339 `def prod : Submodule R (M × M')` with `variable
    # (p p' : Submodule R M)` (:40) and `(q₁ q₁' : Submodule R M')` (:336), using p and q₁
    "Submodule.prod": ("Submodule α β", "Submodule α γ", "Submodule α (β × γ)"),
    # Mathlib/Algebra/Ring/Equiv.lean:254 `protected def symm (e : R ≃+* S) : S ≃+* R`
    "RingEquiv.symm": ("RingEquiv α β", "RingEquiv β α"),
    # Mathlib/SetTheory/Cardinal/ENat.lean:188 `noncomputable def toENat : Cardinal.{u} →+*o ℕ∞`
    # (namespace Cardinal), applied
    "Cardinal.toENat": ("Cardinal", "ℕ∞"),
    # Mathlib/Algebra/Polynomial/Basic.lean:62 `structure Polynomial (R : Type*) [Semiring R]
    # where ofFinsupp :: toFinsupp : AddMonoidAlgebra R ℕ`; Polynomial/Reverse.lean:88
    # `noncomputable def reflect (N : ℕ) : R[X] → R[X]`; RingTheory/Polynomial/Dickson.lean:59
    # `noncomputable def dickson : ℕ → R[X]` with `variable … (k : ℕ) (a : R)` (:55, both used)
    "Polynomial.toFinsupp": ("Polynomial α", "AddMonoidAlgebra α ℕ"),
    "Polynomial.reflect": ("ℕ", "Polynomial α", "Polynomial α"),
    "Polynomial.dickson": ("ℕ", "α", "ℕ", "Polynomial α"),
    # Mathlib/FieldTheory/SplittingField/IsSplittingField.lean:42 `class IsSplittingField (f :
    # K[X]) : Prop` with `variable … (K : Type v) (L : Type w)` (:34, namespace Polynomial)
    "Polynomial.IsSplittingField": ("Type α", "Type β", "Polynomial α", "Prop"),
    # Mathlib/Computability/AkraBazzi/AkraBazzi.lean:301 `noncomputable def smoothingFn (n : ℝ) :
    # ℝ` (namespace AkraBazziRecurrence)
    "AkraBazziRecurrence.smoothingFn": ("ℝ", "ℝ"),
    # Mathlib/FieldTheory/Relrank.lean:45 `noncomputable def relfinrank := finrank ↥(A ⊓ B) …`
    # (an ℕ), :41 `relrank := Module.rank …` (a Cardinal), with `variable (A B C : Subfield E)`
    # (:36); :287 `relfinrank := A.toSubfield.relfinrank B.toSubfield`, :283 `relrank`, with
    # `variable (A B C : IntermediateField F E)` (:278)
    "Subfield.relfinrank": ("Subfield α", "Subfield α", "ℕ"),
    "Subfield.relrank": ("Subfield α", "Subfield α", "Cardinal"),
    "IntermediateField.relfinrank": (
        "IntermediateField α β", "IntermediateField α β", "ℕ"),
    "IntermediateField.relrank": (
        "IntermediateField α β", "IntermediateField α β", "Cardinal"),
    # Mathlib/NumberTheory/LSeries/Basic.lean:161 `def LSeries (f : ℕ → ℂ) (s : ℂ) : ℂ`
    "LSeries": ("ℕ → ℂ", "ℂ", "ℂ"),
    # Mathlib/RingTheory/UniqueFactorizationDomain/FactorSet.lean:209 `noncomputable def factors
    # (a : Associates α) : FactorSet α` (namespace Associates)
    "Associates.factors": ("Associates α", "Associates.FactorSet α"),
    # Mathlib/SetTheory/Cardinal/Aleph.lean:102 `def preOmega : Ordinal.{u} ↪o Ordinal.{u}`, :187
    # `def omega : Ordinal ↪o Ordinal` (namespace Ordinal), applied
    "Ordinal.preOmega": ("Ordinal", "Ordinal"), "Ordinal.omega": ("Ordinal", "Ordinal"),
    # Mathlib/Combinatorics/Enumerative/Composition.lean:143 `abbrev length : ℕ` with `variable
    # (c : Composition n)` (:137; the argument untyped here: `Composition n` names a term)
    "Composition.length": ("_", "ℕ"),
    # Mathlib/Data/Int/Log.lean:56 `def log (b : ℕ) (r : R) : ℤ`, :179 `def clog (b : ℕ) (r : R)
    # : ℤ` (`variable {R : Type*}` :52)
    "Int.log": ("ℕ", "α", "ℤ"), "Int.clog": ("ℕ", "α", "ℤ"),
    # Mathlib/Data/Part.lean:121 `def some (a : α) : Part α`
    "Part.some": ("α", "Part α"),
    # Mathlib/Logic/Equiv/PartialEquiv.lean:117 `structure PartialEquiv (α : Type*) (β : Type*)
    # where … source : Set α … target : Set β`
    "PartialEquiv.source": ("PartialEquiv α β", "Set α"),
    "PartialEquiv.target": ("PartialEquiv α β", "Set β"),
    # … :148 `protected def symm : PartialEquiv β α` with `variable (e : PartialEquiv α β)` (:140)
    # (typed so that `e.symm.target = e.source` keeps both sides typed)
    "PartialEquiv.symm": ("PartialEquiv α β", "PartialEquiv β α"),
    # Mathlib/NumberTheory/LSeries/ZMod.lean:80 `noncomputable def LFunction (Φ : ZMod N → ℂ) (s :
    # ℂ) : ℂ`, :290 `completedLFunction (Φ : ZMod N → ℂ) (s : ℂ) : ℂ` (`variable {N : ℕ}` :64;
    # `Φ` untyped here: `ZMod N` names a term), the partners of `LSeries` in statements
    "ZMod.LFunction": ("_", "ℂ", "ℂ"), "ZMod.completedLFunction": ("_", "ℂ", "ℂ"),
    # -- second batch (re-ranked) --
    # Mathlib/SetTheory/Ordinal/Family.lean:574 `def lsub {ι} (f : ι → Ordinal) : Ordinal`;
    # Ordinal/Enum.lean:30 `noncomputable def enumOrd (s : Set Ordinal.{u}) (o : Ordinal.{u}) :
    # Ordinal.{u}`; Ordinal/Veblen.lean:47 `def veblenWith (f : Ordinal.{u} → Ordinal.{u}) (o :
    # Ordinal.{u}) : Ordinal.{u} → Ordinal.{u}`; Cardinal/Aleph.lean:264 `def preAleph :
    # Ordinal.{u} ≃o Cardinal.{u}` (applied); Cardinal/ENat.lean:41 `@[coe] def ofENat : ℕ∞ →
    # Cardinal`
    "Ordinal.lsub": ("α → Ordinal", "Ordinal"),
    "Ordinal.enumOrd": ("Set Ordinal", "Ordinal", "Ordinal"),
    "Ordinal.veblenWith": ("Ordinal → Ordinal", "Ordinal", "Ordinal", "Ordinal"),
    "Cardinal.preAleph": ("Ordinal", "Cardinal"), "Cardinal.ofENat": ("ℕ∞", "Cardinal"),
    # Mathlib/SetTheory/PGame/Order.lean:50 `def LF (x y : PGame) : Prop`; Game/Birthday.lean:45
    # `noncomputable def birthday : PGame.{u} → Ordinal.{u}`, :177 `noncomputable def birthday
    # (x : Game.{u}) : Ordinal.{u}`; Game/Nim.lean:227 `noncomputable def grundyValue (G :
    # PGame.{u}) : Nimber.{u}`
    "SetTheory.PGame.LF": ("SetTheory.PGame", "SetTheory.PGame", "Prop"),
    "SetTheory.PGame.birthday": ("SetTheory.PGame", "Ordinal"),
    "SetTheory.Game.birthday": ("SetTheory.Game", "Ordinal"),
    "SetTheory.PGame.grundyValue": ("SetTheory.PGame", "Nimber"),
    # Mathlib/Algebra/Lie/Nilpotent.lean:540 `def ucs (k : ℕ) : LieSubmodule R L M →
    # LieSubmodule R L M`
    "LieSubmodule.ucs": ("ℕ", "LieSubmodule α β γ", "LieSubmodule α β γ"),
    # Mathlib/Algebra/MvPolynomial/PDeriv.lean:57 `def pderiv (i : σ) : Derivation R
    # (MvPolynomial σ R) (MvPolynomial σ R)` (applied); Division.lean:42 `noncomputable def
    # divMonomial (p : MvPolynomial σ R) (s : σ →₀ ℕ) : MvPolynomial σ R`; Expand.lean:28
    # `noncomputable def expand (p : ℕ) : MvPolynomial σ R →ₐ[R] MvPolynomial σ R` (applied);
    # RingTheory/MvPolynomial/Symmetric/Defs.lean:190 `def esymm (n : ℕ) : MvPolynomial σ R` with
    # `variable (σ R : Type*)` (:182), :66 `def esymm (s : Multiset R) (n : ℕ) : R` (namespace
    # Multiset)
    "MvPolynomial.pderiv": ("α", "MvPolynomial α β", "MvPolynomial α β"),
    "MvPolynomial.divMonomial": ("MvPolynomial α β", "Finsupp α ℕ", "MvPolynomial α β"),
    "MvPolynomial.expand": ("ℕ", "MvPolynomial α β", "MvPolynomial α β"),
    "MvPolynomial.esymm": ("Type α", "Type β", "ℕ", "MvPolynomial α β"),
    "Multiset.esymm": ("Multiset α", "ℕ", "α"),
    # Mathlib/Data/Finsupp/Basic.lean:403 `def mapDomain (f : α → β) (v : α →₀ M) : β →₀ M`,
    # :797 `def filter (p : α → Prop) [DecidablePred p] (f : α →₀ M) : α →₀ M`; Finsupp/Defs.lean
    # :292 `def mapRange (f : M → N) (hf : f 0 = 0) (g : α →₀ M) : α →₀ N`; Finsupp/Multiset.lean
    # :130 `def toFinsupp : Multiset α ≃+ (α →₀ ℕ)` (applied); Finsupp/Weight.lean:73
    # `noncomputable def weight : (σ →₀ R) →+ M` with `variable … (w : σ → M)` (:64; applied)
    "Finsupp.mapDomain": ("α → β", "Finsupp α γ", "Finsupp β γ"),
    "Finsupp.filter": ("α → Prop", "Finsupp α β", "Finsupp α β"),
    "Finsupp.mapRange": ("α → β", "_", "Finsupp γ α", "Finsupp γ β"),
    "Multiset.toFinsupp": ("Multiset α", "Finsupp α ℕ"),
    "Finsupp.weight": ("α → β", "Finsupp α γ", "β"),
    # Mathlib/Algebra/Polynomial/Basic.lean:836 `def sum {S : Type*} [AddCommMonoid S] (p : R[X])
    # (f : ℕ → R → S) : S`; RingTheory/Polynomial/Hermite/Basic.lean:44 `noncomputable def
    # hermite : ℕ → Polynomial ℤ`; RingTheory/Polynomial/Wronskian.lean:39 `def wronskian (a b :
    # R[X]) : R[X]`; Polynomial/Eval/Defs.lean:504 `def mapRingHom (f : R →+* S) : R[X] →+* S[X]`;
    # Polynomial/SumIteratedDerivative.lean:58 `noncomputable def sumIDeriv : R[X] →ₗ[R] R[X]`
    # (applied)
    "Polynomial.sum": ("Polynomial α", "ℕ → α → β", "β"),
    "Polynomial.hermite": ("ℕ", "Polynomial ℤ"),
    "Polynomial.wronskian": ("Polynomial α", "Polynomial α", "Polynomial α"),
    "Polynomial.mapRingHom": ("RingHom α β", "RingHom (Polynomial α) (Polynomial β)"),
    "Polynomial.sumIDeriv": ("Polynomial α", "Polynomial α"),
    # Mathlib/RingTheory/PowerSeries/Basic.lean:143 `def monomial (n : ℕ) : R →ₗ[R] R⟦X⟧`, :196
    # `def constantCoeff : R⟦X⟧ →+* R`, both with `variable (R)` (:136, :193; applied)
    "PowerSeries.monomial": ("Type α", "ℕ", "α", "PowerSeries α"),
    "PowerSeries.constantCoeff": ("Type α", "PowerSeries α", "α"),
    # Mathlib/Topology/EMetricSpace/Lipschitz.lean:62 `def LocallyLipschitz (f : α → β) : Prop`
    "LocallyLipschitz": ("α → β", "Prop"),
    # Mathlib/Data/Multiset/FinsetOps.lean:33 `def ndinsert (a : α) (s : Multiset α) : Multiset
    # α`, :193 `def ndinter (s t : Multiset α) : Multiset α`
    "Multiset.ndinsert": ("α", "Multiset α", "Multiset α"),
    "Multiset.ndinter": ("Multiset α", "Multiset α", "Multiset α"),
    # Mathlib/Data/Nat/Find.lean:158 `def findGreatest (P : ℕ → Prop) [DecidablePred P] : ℕ → ℕ`;
    # Data/Nat/Pairing.lean:34 `def pair (a b : ℕ) : ℕ`, :39 `def unpair (n : ℕ) : ℕ × ℕ`
    "Nat.findGreatest": ("ℕ → Prop", "ℕ", "ℕ"),
    "Nat.pair": ("ℕ", "ℕ", "ℕ"), "Nat.unpair": ("ℕ", "ℕ × ℕ"),
    # Mathlib/MeasureTheory/Measure/MeasureSpaceDef.lean:305 `irreducible_def toMeasurable (μ :
    # Measure α) (s : Set α) : Set α`; Measure/Stieltjes.lean:358 `protected irreducible_def
    # measure : Measure ℝ` with `variable (f : StieltjesFunction)` (:97)
    "MeasureTheory.toMeasurable": (_MEASURE + " α", "Set α", "Set α"),
    "StieltjesFunction.measure": ("StieltjesFunction", _MEASURE + " ℝ"),
    # Mathlib/Algebra/Group/Hom/Defs.lean:724 `def MulHom.comp [Mul M] [Mul N] [Mul P] (hnp : N
    # →ₙ* P) (hmn : M →ₙ* N) : M →ₙ* P`; Algebra/Group/Equiv/Defs.lean:415 `def trans (h1 : M ≃*
    # N) (h2 : N ≃* P) : M ≃* P` (namespace MulEquiv)
    "MulHom.comp": ("MulHom β γ", "MulHom α β", "MulHom α γ"),
    "MulEquiv.trans": ("MulEquiv α β", "MulEquiv β γ", "MulEquiv α γ"),
    # Mathlib/Algebra/Ring/Subring/Basic.lean:197 `def map … (f : R →+* S) (s : Subring R) :
    # Subring S`, :177 `def comap … (f : R →+* S) (s : Subring S) : Subring R`
    "Subring.map": ("RingHom α β", "Subring α", "Subring β"),
    "Subring.comap": ("RingHom α β", "Subring β", "Subring α"),
    # Mathlib/Algebra/Tropical/Basic.lean:65 `def trop : R → Tropical R`, :71 `def untrop :
    # Tropical R → R`
    "Tropical.trop": ("α", "Tropical α"), "Tropical.untrop": ("Tropical α", "α"),
    # Mathlib/Combinatorics/SimpleGraph/Diam.lean:37 `noncomputable def eccent (G : SimpleGraph α)
    # (u : α) : ℕ∞`, :105 `noncomputable def ediam (G : SimpleGraph α) : ℕ∞`; SimpleGraph/
    # Extremal/Basic.lean:68 `noncomputable def extremalNumber (n : ℕ) {W : Type*} (H :
    # SimpleGraph W) : ℕ`
    "SimpleGraph.eccent": ("SimpleGraph α", "α", "ℕ∞"),
    "SimpleGraph.ediam": ("SimpleGraph α", "ℕ∞"),
    "SimpleGraph.extremalNumber": ("ℕ", "SimpleGraph α", "ℕ"),
    # Mathlib/Data/Matroid/Basic.lean:811 `def IsBasis (M : Matroid α) (I X : Set α) : Prop`;
    # Constructions.lean:86 `def loopyOn (E : Set α) : Matroid α`; Minor/Contract.lean:57 `def
    # contract (M : Matroid α) (C : Set α) : Matroid α`; Minor/Delete.lean:47 `def delete (M :
    # Matroid α) (D : Set α) : Matroid α`
    "Matroid.IsBasis": ("Matroid α", "Set α", "Set α", "Prop"),
    "Matroid.loopyOn": ("Set α", "Matroid α"),
    "Matroid.contract": ("Matroid α", "Set α", "Matroid α"),
    "Matroid.delete": ("Matroid α", "Set α", "Matroid α"),
    # Mathlib/FieldTheory/PurelyInseparable/Exponent.lean:61 `noncomputable def exponent
    # [HasExponent K L] : ℕ` with `variable (F K L : Type*)` (:41; uses K and L)
    "IsPurelyInseparable.exponent": ("Type α", "Type β", "ℕ"),
    # Mathlib/Logic/Encodable/Basic.lean:47 `class Encodable (α : Type*) where encode : α → ℕ`
    "Encodable.encode": ("α", "ℕ"),
    # Mathlib/NumberTheory/ArithmeticFunction.lean:380 `def zeta : ArithmeticFunction ℕ`;
    # NumberTheory/Bernoulli.lean:63 `def bernoulli' : ℕ → ℚ`; NumberTheory/Harmonic/
    # EulerMascheroni.lean:125 `noncomputable def eulerMascheroniConstant : ℝ`
    "ArithmeticFunction.zeta": ("ArithmeticFunction ℕ",),
    # … :786 `def pow (k : ℕ) : ArithmeticFunction ℕ`; Bernoulli.lean:178 `def bernoulli (n : ℕ) :
    # ℚ` (the partners of `zeta` and `bernoulli'` in statements)
    "ArithmeticFunction.pow": ("ℕ", "ArithmeticFunction ℕ"), "bernoulli": ("ℕ", "ℚ"),
    # Mathlib/RingTheory/MvPowerSeries/Order.lean:136 `def weightedOrder (f : MvPowerSeries σ R)
    # : ℕ∞` with `variable (w : σ → ℕ)` (:127, used), the partner of `Finsupp.weight`
    "MvPowerSeries.weightedOrder": ("α → ℕ", "MvPowerSeries α β", "ℕ∞"),
    "bernoulli'": ("ℕ", "ℚ"), "Real.eulerMascheroniConstant": ("ℝ",),
    # Mathlib/RingTheory/DedekindDomain/Ideal.lean:958 `structure HeightOneSpectrum where asIdeal
    # : Ideal R` (`variable (R A K : Type*)` :52); RingTheory/Spectrum/Prime/Defs.lean:30 `structure PrimeSpectrum
    # (R : Type*) [CommSemiring R] where asIdeal : Ideal R`; Spectrum/Prime/Topology.lean:539 `def
    # basicOpen (r : R) : TopologicalSpace.Opens (PrimeSpectrum R)`
    "IsDedekindDomain.HeightOneSpectrum.asIdeal": (
        "IsDedekindDomain.HeightOneSpectrum α", "Ideal α"),
    "PrimeSpectrum.asIdeal": ("PrimeSpectrum α", "Ideal α"),
    "PrimeSpectrum.basicOpen": ("α", "TopologicalSpace.Opens (PrimeSpectrum α)"),
    # Mathlib/Algebra/Star/NonUnitalSubalgebra.lean:653 `def adjoin (s : Set A) :
    # NonUnitalStarSubalgebra R A` with `variable (R)` (:650, namespace NonUnitalStarAlgebra)
    "NonUnitalStarAlgebra.adjoin": ("Type α", "Set β", "NonUnitalStarSubalgebra α β"),
    # Mathlib/Algebra/TrivSqZeroExt.lean:87 `def fst (x : tsze R M) : R`, :91 `def snd (x : tsze
    # R M) : M` (`tsze R M` is `TrivSqZeroExt R M`)
    "TrivSqZeroExt.fst": ("TrivSqZeroExt α β", "α"), "TrivSqZeroExt.snd": ("TrivSqZeroExt α β", "β"),
    # Mathlib/Data/Finset/Option.lean:58 `def insertNone : Finset α ↪o Finset (Option α)`; Data/
    # NNReal/Defs.lean:875 `def nnabs : ℝ →*₀ ℝ≥0` (namespace Real); Algebra/FreeMonoid/Basic.lean
    # :65 `def toList : FreeMonoid α ≃ List α` (all applied)
    "Finset.insertNone": ("Finset α", "Finset (Option α)"), "Real.nnabs": ("ℝ", "ℝ≥0"),
    "FreeMonoid.toList": ("FreeMonoid α", "List α"),
    # Mathlib/InformationTheory/KullbackLeibler/KLFun.lean:49 `noncomputable def klFun (x : ℝ) :
    # ℝ`
    "InformationTheory.klFun": ("ℝ", "ℝ"),
    # Mathlib/Order/UpperLower/Closure.lean:289 `def sdiff (s : LowerSet α) (t : Set α) :
    # LowerSet α`, :350 `def sdiff (s : UpperSet α) (t : Set α) : UpperSet α`
    "LowerSet.sdiff": ("LowerSet α", "Set α", "LowerSet α"),
    "UpperSet.sdiff": ("UpperSet α", "Set α", "UpperSet α"),
    # Mathlib/RingTheory/PowerBasis.lean:57 `structure PowerBasis (R S : Type*) … where … dim : ℕ`
    "PowerBasis.dim": ("PowerBasis α β", "ℕ"),
    # -- third batch (the long tail, 4 to 8 theorems each) --
    # Mathlib/RingTheory/Polynomial/ScaleRoots.lean:28 `noncomputable def scaleRoots (p : R[X]) (s
    # : R) : R[X]`; Polynomial/HasseDeriv.lean:55 `def hasseDeriv (k : ℕ) : R[X] →ₗ[R] R[X]`
    # (applied); Algebra/Polynomial/Reverse.lean:53 `def revAt (N : ℕ) : Function.Embedding ℕ ℕ`
    # (applied); RingTheory/PowerSeries/Trunc.lean:37 `def trunc (n : ℕ) (φ : R⟦X⟧) : R[X]`;
    # RingTheory/Nullstellensatz.lean:34 `def zeroLocus (I : Ideal (MvPolynomial σ k)) : Set (σ →
    # k)` (namespace MvPolynomial)
    "Polynomial.scaleRoots": ("Polynomial α", "α", "Polynomial α"),
    "Polynomial.hasseDeriv": ("ℕ", "Polynomial α", "Polynomial α"),
    "Polynomial.revAt": ("ℕ", "ℕ", "ℕ"),
    "PowerSeries.trunc": ("ℕ", "PowerSeries α", "Polynomial α"),
    "MvPolynomial.zeroLocus": ("Ideal (MvPolynomial α β)", "Set (α → β)"),
    # Mathlib/SetTheory/Ordinal/Family.lean:152 `def sup {ι : Type u} (f : ι → Ordinal.{max u v})
    # : Ordinal.{max u v}` (the universe of `f`'s values); Ordinal/Notation.lean:67
    # `noncomputable def repr : ONote → Ordinal.{0}`
    "Ordinal.sup": ("α → Ordinal", "Ordinal"), "ONote.repr": ("ONote", "Ordinal"),
    # Mathlib/Combinatorics/Enumerative/Bell.lean:121 `def uniformBell (m n : ℕ) : ℕ`; Data/Nat/
    # Factorization/Root.lean:49 `def floorRoot (n a : ℕ) : ℕ`, :109 `def ceilRoot (n a : ℕ) :
    # ℕ`; Data/Nat/MaxPowDiv.lean:28 `def maxPowDiv (p n : ℕ) : ℕ`; Data/Nat/Factorization/
    # Defs.lean:265 `def factorizationLCMLeft (a b : ℕ) : ℕ`; Data/Nat/Fib/Zeckendorf.lean:118
    # `def zeckendorf : ℕ → List ℕ`; NumberTheory/SmoothNumbers.lean:37 `def primesBelow (n : ℕ)
    # : Finset ℕ`
    "Nat.uniformBell": ("ℕ", "ℕ", "ℕ"), "Nat.floorRoot": ("ℕ", "ℕ", "ℕ"),
    "Nat.ceilRoot": ("ℕ", "ℕ", "ℕ"), "Nat.maxPowDiv": ("ℕ", "ℕ", "ℕ"),
    "Nat.factorizationLCMLeft": ("ℕ", "ℕ", "ℕ"), "Nat.zeckendorf": ("ℕ", "List ℕ"),
    "Nat.primesBelow": ("ℕ", "Finset ℕ"),
    # Mathlib/Data/Rat/Sqrt.lean:25 `def sqrt (q : ℚ) : ℚ`; Data/PNat/Defs.lean:188 `def mod (m k
    # : ℕ+) : ℕ+`; Data/PNat/Prime.lean:45 `def gcd (n m : ℕ+) : ℕ+`; Data/Num/Basic.lean:280 `def
    # toZNum : Num → ZNum`; Data/Real/Pi/Wallis.lean:43 `noncomputable def W (k : ℕ) : ℝ`
    # (namespace Real.Wallis)
    "Rat.sqrt": ("ℚ", "ℚ"), "PNat.mod": ("ℕ+", "ℕ+", "ℕ+"), "PNat.gcd": ("ℕ+", "ℕ+", "ℕ+"),
    "Num.toZNum": ("Num", "ZNum"), "Real.Wallis.W": ("ℕ", "ℝ"),
    # Mathlib/Data/Matroid/Circuit.lean:196 `def fundCircuit (M : Matroid α) (e : α) (I : Set α) :
    # Set α`; Matroid/Loop.lean:805 `def removeLoops (M : Matroid α) : Matroid α`; Matroid/
    # Map.lean:116 `def comap (N : Matroid β) (f : α → β) : Matroid α`
    "Matroid.fundCircuit": ("Matroid α", "α", "Set α", "Set α"),
    "Matroid.removeLoops": ("Matroid α", "Matroid α"),
    "Matroid.comap": ("Matroid β", "α → β", "Matroid α"),
    # Mathlib/NumberTheory/ArithmeticFunction.lean:798 `def sigma (k : ℕ) : ArithmeticFunction ℕ`
    "ArithmeticFunction.sigma": ("ℕ", "ArithmeticFunction ℕ"),
    # Mathlib/Data/Set/Function.lean:892 `noncomputable def invFunOn [Nonempty α] (f : α → β) (s :
    # Set α) (b : β) : α`
    "Function.invFunOn": ("α → β", "Set α", "β", "α"),
    # Mathlib/MeasureTheory/Measure/Typeclasses/Finite.lean:69 `def measureUnivNNReal (μ : Measure
    # α) : ℝ≥0`; Measure/CharacteristicFunction.lean:99 `noncomputable def charFun [Inner ℝ E] (μ
    # : Measure E) (t : E) : ℂ`; Function/SimpleFunc.lean:630 `def restrict (f : α →ₛ β) (s : Set
    # α) : α →ₛ β` (`α →ₛ β` is `SimpleFunc α β`); Probability/Distributions/Gaussian.lean:195
    # `def gaussianReal (μ : ℝ) (v : ℝ≥0) : Measure ℝ`; Distributions/Uniform.lean:217 `def
    # uniformOfFinset (s : Finset α) (hs : s.Nonempty) : PMF α`
    "MeasureTheory.measureUnivNNReal": (_MEASURE + " α", "ℝ≥0"),
    "MeasureTheory.charFun": (_MEASURE + " α", "α", "ℂ"),
    "MeasureTheory.SimpleFunc.restrict": (
        "MeasureTheory.SimpleFunc α β", "Set α", "MeasureTheory.SimpleFunc α β"),
    "ProbabilityTheory.gaussianReal": ("ℝ", "ℝ≥0", _MEASURE + " ℝ"),
    "PMF.uniformOfFinset": ("Finset α", "_", "PMF α"),
    # Mathlib/Order/Preorder/Chain.lean:183 `def SuccChain (r : α → α → Prop) (s : Set α) : Set
    # α`; Order/Defs/Unbundled.lean:226 `def Minimal (P : α → Prop) (x : α) : Prop`, :229 `def
    # Maximal (P : α → Prop) (x : α) : Prop`
    "SuccChain": ("α → α → Prop", "Set α", "Set α"),
    "Minimal": ("α → Prop", "α", "Prop"), "Maximal": ("α → Prop", "α", "Prop"),
    # Mathlib/Order/Filter/Defs.lean:69 `structure Filter (α : Type*) where sets : Set (Set α)`,
    # :332 `def bind (f : Filter α) (m : α → Filter β) : Filter β`
    "Filter.sets": ("Filter α", "Set (Set α)"),
    "Filter.bind": ("Filter α", "α → Filter β", "Filter β"),
    # Mathlib/Data/Part.lean:52 `structure Part.{u} (α : Type u) : Type u where Dom : Prop`
    "Part.Dom": ("Part α", "Prop"),
    # Mathlib/Order/Hom/Bounded.lean:405 `def comp (f : BotHom β γ) (g : BotHom α β) : BotHom α γ`;
    # Order/Hom/Lattice.lean:236 `def comp (f : SupHom β γ) (g : SupHom α β) : SupHom α γ`, :412
    # (InfHom), :592 `def comp (f : LatticeHom β γ) (g : LatticeHom α β) : LatticeHom α γ`;
    # Order/Sublattice.lean:223 `def map (f : LatticeHom α β) (L : Sublattice α) : Sublattice β`
    "BotHom.comp": ("BotHom β γ", "BotHom α β", "BotHom α γ"),
    "SupHom.comp": ("SupHom β γ", "SupHom α β", "SupHom α γ"),
    "InfHom.comp": ("InfHom β γ", "InfHom α β", "InfHom α γ"),
    "LatticeHom.comp": ("LatticeHom β γ", "LatticeHom α β", "LatticeHom α γ"),
    "Sublattice.map": ("LatticeHom α β", "Sublattice α", "Sublattice β"),
    # Mathlib/Algebra/Quaternion.lean:791 `nonrec def im (x : ℍ[R]) : ℍ[R]` (namespace
    # Quaternion); Analysis/SpecialFunctions/ContinuousFunctionalCalculus/ExpLog.lean:116
    # `noncomputable def log (a : A) : A` (namespace CFC); Algebra/Algebra/Unitization.lean:82 `def
    # fst (x : Unitization R A) : R`
    "Quaternion.im": ("Quaternion α", "Quaternion α"), "CFC.log": ("α", "α"),
    "Unitization.fst": ("Unitization α β", "α"),
    # Mathlib/Algebra/Group/Submonoid/Units.lean:45 `def Submonoid.units (S : Submonoid M) :
    # Subgroup Mˣ`; Data/Finsupp/Multiset.lean:31 `def toMultiset : (α →₀ ℕ) →+ Multiset α`
    # (applied); Data/Multiset/Fintype.lean:90 `def toEnumFinset (m : Multiset α) : Finset (α ×
    # ℕ)`; Data/List/Defs.lean:262 `def destutter (R : α → α → Prop) [DecidableRel R] : List α →
    # List α`; GroupTheory/FreeAbelianGroup.lean:108 `def of (x : α) : FreeAbelianGroup α`
    "Submonoid.units": ("Submonoid α", "Subgroup (Units α)"),
    "Finsupp.toMultiset": ("Finsupp α ℕ", "Multiset α"),
    "Multiset.toEnumFinset": ("Multiset α", "Finset (α × ℕ)"),
    "List.destutter": ("α → α → Prop", "List α", "List α"),
    "FreeAbelianGroup.of": ("α", "FreeAbelianGroup α"),
    # Mathlib/Data/Matrix/Basis.lean:30 `def stdBasisMatrix (i : m) (j : n) (a : α) : Matrix m n
    # α`; Data/Matrix/Diagonal.lean:227 `def diag (A : Matrix n n α) (i : n) : α`; LinearAlgebra/
    # Matrix/Adjugate.lean:90 `def cramer (A : Matrix n n α) : (n → α) →ₗ[α] (n → α)` (applied)
    "Matrix.stdBasisMatrix": ("β", "γ", "α", "Matrix β γ α"),
    "Matrix.diag": ("Matrix β β α", "β", "α"),
    "Matrix.cramer": ("Matrix β β α", "β → α", "β → α"),
    # Mathlib/Combinatorics/Additive/DoublingConst.lean:29 `def mulConst (A B : Finset G) : ℚ≥0`,
    # :38 `def divConst (A B : Finset G) : ℚ≥0`
    "Finset.mulConst": ("Finset α", "Finset α", "ℚ≥0"),
    "Finset.divConst": ("Finset α", "Finset α", "ℚ≥0"),
    # Mathlib/NumberTheory/NumberField/Embeddings.lean:272 `noncomputable def
    # NumberField.InfinitePlace.mk (φ : K →+* ℂ) : NumberField.InfinitePlace K`
    "NumberField.InfinitePlace.mk": ("RingHom α ℂ", "NumberField.InfinitePlace α"),
}
