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
}
