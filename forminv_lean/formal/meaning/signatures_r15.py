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
}
