"""Declared signatures of the Mathlib constants (algebra, number theory, linear algebra, ring,
group and field theory, combinatorics, `Data`) that blocked most refused renderings in round 16,
each cited from its declaration at v4.19.0.

Same format and rules as `signatures_algebra` and `signatures_r15` (explicit arguments in order,
the section `variable`s the declaration uses included, then the result; `α β γ δ ε ι κ` the
declaration's type parameters, `_` an argument not typed here), merged into
`opaque.SIGNATURES`. Chosen by how many whole-corpus theorems an application of the constant
with no declared signature blocked (`type mismatch: T and ?F(…)`, `the type of … is not known
here (?F(…))`, `… depends on F's domain`). A function returning a bundled map or equivalence
(`Polynomial.toLaurent : R[X] →+* R[T;T⁻¹]`, `Multiplicative.ofAdd : α ≃ Multiplicative α`) is
typed as the function it coerces to, as `opaque.SIGNATURES` does for `Polynomial.C`; a
declaration generic over a `FunLike` type (`(f : F)` with `[MonoidHomClass F M N]`) is typed at
the bundled structure, as in `signatures_algebra`.

Left out on purpose (the format cannot say them exactly): types that mention a term (`Fin.last n
: Fin (n + 1)`, `Subgroup.subtype H : ↥H →* G`, `CliffordAlgebra.ι Q : M →ₗ[R] CliffordAlgebra
Q`, `FractionalIdeal.spanSingleton S x : FractionalIdeal S P`, `CauSeq.const abv x`, a walk's
`G.Walk u v`), dependent functions (`Pi.mulSingle i x : ∀ j, f j`), and results a bare type
parameter no argument fixes (`ZMod.cast : ZMod n → R`).
"""

from __future__ import annotations

_LIN = "LinearMap (RingHom.id α)"

SIGNATURES: dict[str, tuple[str, ...]] = {
    # Mathlib/Algebra/Group/Submonoid/Operations.lean:198 `def map (f : F) (S : Submonoid M) :
    # Submonoid N` (`[MonoidHomClass F M N]` :161), the partner of `Submonoid.comap`
    "Submonoid.map": ("MonoidHom α β", "Submonoid α", "Submonoid β"),
    # Mathlib/RingTheory/Spectrum/Prime/Basic.lean:130 `def zeroLocus (s : Set R) : Set
    # (PrimeSpectrum R)` (namespace PrimeSpectrum)
    "PrimeSpectrum.zeroLocus": ("Set α", "Set (PrimeSpectrum α)"),
    # Mathlib/RingTheory/PowerSeries/Order.lean:50 `def order (φ : R⟦X⟧) : ℕ∞`
    "PowerSeries.order": ("PowerSeries α", "ℕ∞"),
    # Mathlib/Algebra/MvPolynomial/Degrees.lean:211 `def degreeOf (n : σ) (p : MvPolynomial σ R)
    # : ℕ`
    "MvPolynomial.degreeOf": ("α", "MvPolynomial α β", "ℕ"),
    # Mathlib/RingTheory/MvPowerSeries/Basic.lean:366 `def X (s : σ) : MvPowerSeries σ R`
    # (`variable {σ} {R}` :349)
    "MvPowerSeries.X": ("α", "MvPowerSeries α β"),
    # Mathlib/Algebra/Lie/Weights/Basic.lean:187 `def genWeightSpace (χ : L → R) : LieSubmodule R
    # L M` with `variable (M)` (:170)
    "LieModule.genWeightSpace": ("Type γ", "β → α", "LieSubmodule α β γ"),
    # Mathlib/Algebra/TrivSqZeroExt.lean:79 `def inl [Zero M] (r : R) : tsze R M`, :83 `def inr
    # [Zero R] (m : M) : tsze R M` (`tsze R M` is `TrivSqZeroExt R M`)
    "TrivSqZeroExt.inl": ("α", "TrivSqZeroExt α β"),
    "TrivSqZeroExt.inr": ("β", "TrivSqZeroExt α β"),
    # Mathlib/Data/Matroid/Rank/Cardinal.lean:79 `noncomputable def cRk (M : Matroid α) (X : Set
    # α) := (M ↾ X).cRank` (:75 `cRank (M : Matroid α) := ⨆ B : {B // M.IsBase B}, #B`, a
    # Cardinal)
    "Matroid.cRk": ("Matroid α", "Set α", "Cardinal"),
    # Mathlib/RingTheory/Polynomial/Opposites.lean:27 `def opRingEquiv (R : Type*) [Semiring R] :
    # R[X]ᵐᵒᵖ ≃+* Rᵐᵒᵖ[X]` (applied)
    "Polynomial.opRingEquiv": (
        "Type α", "MulOpposite (Polynomial α)", "Polynomial (MulOpposite α)"),
    # Mathlib/Algebra/Ring/Periodic.lean:227 `def Antiperiodic [Add α] [Neg β] (f : α → β) (c :
    # α) : Prop`
    "Function.Antiperiodic": ("α → β", "α", "Prop"),
    # Mathlib/LinearAlgebra/Ray.lean:38 `def SameRay (R : Type*) … {M : Type*} … (v₁ v₂ : M) :
    # Prop`
    "SameRay": ("Type α", "β", "β", "Prop"),
    # Mathlib/LinearAlgebra/Finsupp/LinearCombination.lean:49 `def linearCombination : (α →₀ R)
    # →ₗ[R] M` with `variable (R)` (:44) and `(v : α → M)` (:45) (applied)
    "Finsupp.linearCombination": ("Type β", "α → γ", "Finsupp α β", "γ"),
    # Mathlib/Data/Finsupp/Weight.lean:208 `def degree (d : σ →₀ R) : R`
    "Finsupp.degree": ("Finsupp α β", "β"),
    # Mathlib/Data/Sym/Sym2.lean:98 `protected abbrev Sym2.mk {α : Type*} (p : α × α) : Sym2 α`
    "Sym2.mk": ("α × α", "Sym2 α"),
    # Mathlib/Data/Ordmap/Invariants.lean:757 `def Bounded : Ordnode α → WithBot α → WithTop α →
    # Prop` (namespace Ordnode)
    "Ordnode.Bounded": ("Ordnode α", "WithBot α", "WithTop α", "Prop"),
    # Mathlib/FieldTheory/Normal/Closure.lean:47 `noncomputable def
    # IntermediateField.normalClosure : IntermediateField F L` with `variable (F K L : Type*)`
    # (:31)
    "IntermediateField.normalClosure": (
        "Type α", "Type β", "Type γ", "IntermediateField α γ"),
    # Mathlib/NumberTheory/NumberField/CanonicalEmbedding/Basic.lean:318 `def normAtPlace (w :
    # InfinitePlace K) : (mixedSpace K) →*₀ ℝ` (namespace NumberField.mixedEmbedding; applied)
    "NumberField.mixedEmbedding.normAtPlace": (
        "NumberField.InfinitePlace α", "NumberField.mixedEmbedding.mixedSpace α", "ℝ"),
    # Mathlib/Algebra/Group/TypeTags/Basic.lean:49 `def ofMul : α ≃ Additive α`, :53 `def toMul
    # : Additive α ≃ α`, :79 `def ofAdd : α ≃ Multiplicative α`, :83 `def toAdd : Multiplicative
    # α ≃ α` (all applied)
    "Additive.ofMul": ("α", "Additive α"), "Additive.toMul": ("Additive α", "α"),
    "Multiplicative.ofAdd": ("α", "Multiplicative α"),
    "Multiplicative.toAdd": ("Multiplicative α", "α"),
    # Mathlib/Algebra/Polynomial/Laurent.lean:94 `def Polynomial.toLaurent [Semiring R] : R[X]
    # →+* R[T;T⁻¹]` (applied)
    "Polynomial.toLaurent": ("Polynomial α", "LaurentPolynomial α"),
    # Mathlib/GroupTheory/Perm/Support.lean:42 `def Disjoint (f g : Perm α) := ∀ x, f x = x ∨ g x
    # = x` (namespace Equiv.Perm)
    "Equiv.Perm.Disjoint": ("Equiv.Perm α", "Equiv.Perm α", "Prop"),
    # Mathlib/Data/Matrix/Block.lean:42 `def fromBlocks (A : Matrix n l α) (B : Matrix n m α) (C
    # : Matrix o l α) (D : Matrix o m α) : Matrix (n ⊕ o) (l ⊕ m) α`
    "Matrix.fromBlocks": ("Matrix α β γ", "Matrix α δ γ", "Matrix ε β γ", "Matrix ε δ γ",
                          "Matrix (Sum α ε) (Sum β δ) γ"),
    # Mathlib/LinearAlgebra/Prod.lean:88 `def prod (f : M →ₗ[R] M₂) (g : M →ₗ[R] M₃) : M →ₗ[R] M₂
    # × M₃` (the `variable (R M M₂)` of :54 is closed at :68)
    "LinearMap.prod": (_LIN + " β γ", _LIN + " β δ", _LIN + " β (γ × δ)"),
    # Mathlib/Combinatorics/SimpleGraph/Diam.lean:310 `noncomputable def radius (G : SimpleGraph
    # α) : ℕ∞`
    "SimpleGraph.radius": ("SimpleGraph α", "ℕ∞"),
    # Mathlib/Data/Matrix/RowCol.lean:48 `def replicateRow (ι : Type*) (v : n → α) : Matrix ι n α`
    "Matrix.replicateRow": ("Type α", "β → γ", "Matrix α β γ"),
    # -- second batch --
    # Mathlib/Data/Part.lean:110 `def none : Part α`
    "Part.none": ("Part α",),
    # Mathlib/Data/PNat/Find.lean:50 `protected def find : ℕ+` with `variable … (h : ∃ n, p n)`
    # (:19)
    "PNat.find": ("_", "ℕ+"),
    # Mathlib/LinearAlgebra/Matrix/Block.lean:56 `def BlockTriangular (M : Matrix m m R) (b : m →
    # α) : Prop`
    "Matrix.BlockTriangular": ("Matrix α α β", "α → γ", "Prop"),
    # Mathlib/RingTheory/HahnSeries/Basic.lean:169 `def single (a : Γ) : ZeroHom R (HahnSeries Γ
    # R)`; HahnSeries/Multiplication.lean:769 `def C : R →+* HahnSeries Γ R` (`variable {Γ Γ' R S
    # V : Type*}` :51; both applied)
    "HahnSeries.single": ("α", "β", "HahnSeries α β"),
    "HahnSeries.C": ("α", "HahnSeries β α"),
    # Mathlib/Combinatorics/SimpleGraph/Density.lean:280 `def edgeDensity : Finset α → Finset α →
    # ℚ` with `variable (G : SimpleGraph α)` (:273)
    "SimpleGraph.edgeDensity": ("SimpleGraph α", "Finset α", "Finset α", "ℚ"),
    # Mathlib/Data/List/Sort.lean:388 `def insertionSort : List α → List α` with `variable … (r :
    # α → α → Prop)` (:364)
    "List.insertionSort": ("α → α → Prop", "List α", "List α"),
    # Mathlib/Data/Matroid/Constructions.lean:140 `def freeOn (E : Set α) : Matroid α`
    "Matroid.freeOn": ("Set α", "Matroid α"),
    # Mathlib/LinearAlgebra/QuadraticForm/Basic.lean:95 `def polar (f : M → N) (x y : M) := f (x +
    # y) - f x - f y` (namespace QuadraticMap)
    "QuadraticMap.polar": ("α → β", "α", "α", "β"),
    # Mathlib/NumberTheory/NumberField/Units/DirichletTheorem.lean:71 `def w₀ : InfinitePlace K`
    # (`variable {K}` :64)
    "NumberField.Units.dirichletUnitTheorem.w₀": ("NumberField.InfinitePlace α",),
    # Mathlib/RingTheory/Jacobson/Radical.lean:124 `abbrev jacobson : Ideal R` with `variable (R
    # R₂ : Type*)` (:117, namespace Ring)
    "Ring.jacobson": ("Type α", "Ideal α"),
    # Mathlib/RingTheory/NonUnitalSubsemiring/Basic.lean:86 `def map (f : F) (s :
    # NonUnitalSubsemiring R) : NonUnitalSubsemiring S` (`[NonUnitalRingHomClass F R S]` :56)
    "NonUnitalSubsemiring.map": (
        "NonUnitalRingHom α β", "NonUnitalSubsemiring α", "NonUnitalSubsemiring β"),
    # Mathlib/RingTheory/PowerSeries/WellKnown.lean:103 `noncomputable def invOneSubPow : ℕ →
    # S⟦X⟧ˣ` with `variable (S : Type*)` (:66)
    "PowerSeries.invOneSubPow": ("Type α", "ℕ", "Units (PowerSeries α)"),
    # Mathlib/Algebra/ContinuedFractions/Computation/Basic.lean:181 `protected def of … (v : K) :
    # GenContFract K`
    "GenContFract.of": ("α", "GenContFract α"),
    # Mathlib/Algebra/DualNumber.lean:46 `def DualNumber.eps [Zero R] [One R] : DualNumber R`
    "DualNumber.eps": ("DualNumber α",),
    # Mathlib/Data/Rat/Init.lean:65 `def num (q : ℚ≥0) : ℕ` (namespace NNRat; `den` is in
    # `signatures_order`)
    "NNRat.num": ("ℚ≥0", "ℕ"),
    # Mathlib/Algebra/Module/Submodule/Bilinear.lean:41 `def map₂ (f : M →ₗ[R] N →ₗ[R] P) (p :
    # Submodule R M) (q : Submodule R N) : Submodule R P`
    "Submodule.map₂": (_LIN + " β (" + _LIN + " γ δ)", "Submodule α β", "Submodule α γ",
                       "Submodule α δ"),
    # Mathlib/Algebra/Module/Equiv/Defs.lean:243 `def symm (e : M ≃ₛₗ[σ] M₂) : M₂ ≃ₛₗ[σ'] M`, at
    # `M ≃ₗ[R] M₂` (σ is `RingHom.id R`, and σ' the `RingHom.id R` of its `RingHomInvPair`)
    "LinearEquiv.symm": (
        "LinearEquiv (RingHom.id α) β γ", "LinearEquiv (RingHom.id α) γ β"),
    # Mathlib/Algebra/Polynomial/Smeval.lean:52 `irreducible_def smeval : S := p.sum (smul_pow
    # x)` with `variable … (r : R) (p : R[X]) … (x : S)` (:46; p and x used)
    "Polynomial.smeval": ("Polynomial α", "β", "β"),
    # Mathlib/Combinatorics/Additive/ETransform.lean:106 `def mulETransformLeft : Finset α ×
    # Finset α` with `variable [Group α] (e : α) (x : Finset α × Finset α)` (:100)
    "Finset.mulETransformLeft": ("α", "Finset α × Finset α", "Finset α × Finset α"),
    # Mathlib/Data/Matrix/Defs.lean:78 `def of : (m → n → α) ≃ Matrix m n α` (applied);
    # Data/Matrix/Hadamard.lean:40 `def hadamard [Mul α] (A : Matrix m n α) (B : Matrix m n α)
    # : Matrix m n α`
    "Matrix.of": ("α → β → γ", "Matrix α β γ"),
    "Matrix.hadamard": ("Matrix α β γ", "Matrix α β γ", "Matrix α β γ"),
    # Mathlib/GroupTheory/GroupAction/Defs.lean:115 `def fixedBy (m : M) : Set α` with `variable
    # (M : Type u) … (α : Type v)` (:36) and `variable {M} in` (:112)
    "MulAction.fixedBy": ("Type α", "β", "Set α"),
    # Mathlib/LinearAlgebra/AffineSpace/AffineSubspace/Basic.lean:515 `def map (s :
    # AffineSubspace k P₁) : AffineSubspace k P₂` with `variable (f : P₁ →ᵃ[k] P₂)` (:505)
    "AffineSubspace.map": ("AffineMap α β γ", "AffineSubspace α β", "AffineSubspace α γ"),
    # Mathlib/LinearAlgebra/AffineSpace/ContinuousAffineEquiv.lean:169 `def symm (e : P₁ ≃ᴬ[k]
    # P₂) : P₂ ≃ᴬ[k] P₁`
    "ContinuousAffineEquiv.symm": (
        "ContinuousAffineEquiv α β γ", "ContinuousAffineEquiv α γ β"),
    # Mathlib/LinearAlgebra/Lagrange.lean:288 `def interpolate (s : Finset ι) (v : ι → F) : (ι →
    # F) →ₗ[F] F[X]` (applied)
    "Lagrange.interpolate": ("Finset α", "α → β", "α → β", "Polynomial β"),
    # Mathlib/LinearAlgebra/Prod.lean:128 `def inl : M →ₗ[R] M × M₂` with `variable (R M M₂)`
    # (:125, closed at :167; applied), :194 `def coprod (f : M →ₗ[R] M₃) (g : M₂ →ₗ[R] M₃) : M ×
    # M₂ →ₗ[R] M₃`, :276 `def prodMap (f : M →ₗ[R] M₃) (g : M₂ →ₗ[R] M₄) : M × M₂ →ₗ[R] M₃ × M₄`
    "LinearMap.inl": ("Type α", "Type β", "Type γ", "β", "β × γ"),
    "LinearMap.coprod": (_LIN + " β δ", _LIN + " γ δ", _LIN + " (β × γ) δ"),
    "LinearMap.prodMap": (_LIN + " β δ", _LIN + " γ ε", _LIN + " (β × γ) (δ × ε)"),
    # Mathlib/LinearAlgebra/Matrix/Swap.lean:34 `def swap (i j : n) : Matrix n n R` with
    # `variable (R) in` (:30)
    "Matrix.swap": ("Type α", "β", "β", "Matrix β β α"),
    # Mathlib/NumberTheory/LSeries/Basic.lean:209 `def LSeriesHasSum (f : ℕ → ℂ) (s a : ℂ) : Prop`
    "LSeriesHasSum": ("ℕ → ℂ", "ℂ", "ℂ", "Prop"),
    # Mathlib/NumberTheory/NumberField/Discriminant/Defs.lean:34 `noncomputable abbrev discr : ℤ`
    # with `variable (K : Type*)` (:31, namespace NumberField)
    "NumberField.discr": ("Type α", "ℤ"),
    # Mathlib/RingTheory/AlgebraicIndependent/Basic.lean:41 `def Algebra.trdeg : Cardinal.{v}`
    # with `variable (R A) in` (:38)
    "Algebra.trdeg": ("Type α", "Type β", "Cardinal"),
    # Mathlib/RingTheory/UniqueFactorizationDomain/FactorSet.lean:111 `def count (p : Associates
    # α) : FactorSet α → ℕ` (namespace Associates)
    "Associates.count": ("Associates α", "Associates.FactorSet α", "ℕ"),
    # Mathlib/RingTheory/Ideal/Maps.lean:813 `abbrev annihilator (N : Submodule R M) : Ideal R`
    # (the `variable (R M) in` of :765 is another declaration's)
    "Submodule.annihilator": ("Submodule α β", "Ideal α"),
    # Mathlib/RingTheory/MvPowerSeries/Basic.lean:429 `def constantCoeff : MvPowerSeries σ R →+*
    # R` with `variable (σ) (R)` (:426; applied)
    "MvPowerSeries.constantCoeff": ("Type α", "Type β", "MvPowerSeries α β", "β"),
    # Mathlib/RingTheory/Nullstellensatz.lean:54 `def vanishingIdeal (V : Set (σ → k)) : Ideal
    # (MvPolynomial σ k)` (namespace MvPolynomial)
    "MvPolynomial.vanishingIdeal": ("Set (α → β)", "Ideal (MvPolynomial α β)"),
    # Mathlib/RingTheory/Polynomial/HilbertPoly.lean:105 `noncomputable def hilbertPoly (p :
    # F[X]) : (d : ℕ) → F[X]`
    "Polynomial.hilbertPoly": ("Polynomial α", "ℕ", "Polynomial α"),
    # Mathlib/RingTheory/PowerSeries/Basic.lean:171 `def mk {R} (f : ℕ → R) : R⟦X⟧`, :500 `def
    # map : R⟦X⟧ →+* S⟦X⟧` with `variable (f : R →+* S)` (:497; applied)
    "PowerSeries.mk": ("ℕ → α", "PowerSeries α"),
    "PowerSeries.map": ("RingHom α β", "PowerSeries α", "PowerSeries β"),
    # Mathlib/Algebra/Module/Submodule/RestrictScalars.lean:31 `def restrictScalars (V :
    # Submodule R M) : Submodule S M` with `variable (S : Type*) {R M : Type*}` (:25)
    "Submodule.restrictScalars": ("Type α", "Submodule β γ", "Submodule α γ"),
    # Mathlib/Algebra/Lie/Submodule.lean:805 `def comap : LieSubmodule R L M` with `variable (f :
    # M →ₗ⁅R,L⁆ M') … (N' : LieSubmodule R L M')` (:784)
    "LieSubmodule.comap": ("LieModuleHom α β γ δ", "LieSubmodule α β δ", "LieSubmodule α β γ"),
    # Mathlib/Algebra/Lie/Weights/Chain.lean:262 `def chainBotCoeff : ℕ` with `variable (α : L →
    # R) (β : Weight R L M)` (:250, namespace LieModule)
    "LieModule.chainBotCoeff": ("β → α", "LieModule.Weight α β γ", "ℕ"),
    # -- third batch --
    # Mathlib/Algebra/MvPolynomial/Comap.lean:35 `noncomputable def comap (f : MvPolynomial σ R
    # →ₐ[R] MvPolynomial τ R) : (τ → R) → σ → R`
    "MvPolynomial.comap": (
        "AlgHom α (MvPolynomial β α) (MvPolynomial γ α)", "γ → α", "β → α"),
    # Mathlib/Algebra/Polynomial/Laurent.lean:539 `def eval₂ : R[T;T⁻¹] →+* S` with `variable …
    # (f : R →+* S) (x : Sˣ)` (:485; applied), :415 `def degree (f : R[T;T⁻¹]) : WithBot ℤ`
    "LaurentPolynomial.eval₂": ("RingHom α β", "Units β", "LaurentPolynomial α", "β"),
    "LaurentPolynomial.degree": ("LaurentPolynomial α", "WithBot ℤ"),
    # Mathlib/Combinatorics/Enumerative/IncidenceAlgebra.lean:338 `def zeta : IncidenceAlgebra 𝕜
    # α` with `variable (𝕜)` (:334)
    "IncidenceAlgebra.zeta": ("Type α", "IncidenceAlgebra α β"),
    # Mathlib/Data/List/Cycle.lean:430 `def nil : Cycle α`; Data/List/Intervals.lean:36 `def Ico
    # (n m : ℕ) : List ℕ` (namespace List)
    "Cycle.nil": ("Cycle α",), "List.Ico": ("ℕ", "ℕ", "List ℕ"),
    # Mathlib/Data/Matroid/Circuit.lean:57 `def IsCircuit (M : Matroid α) := Minimal M.Dep` (a
    # `Set α → Prop`); Constructions.lean:43 `def emptyOn (α : Type*) : Matroid α`
    "Matroid.IsCircuit": ("Matroid α", "Set α", "Prop"),
    "Matroid.emptyOn": ("Type α", "Matroid α"),
    # Mathlib/Data/Nat/Choose/Multinomial.lean:42 `def multinomial : ℕ := (∑ i ∈ s, f i)! / ∏ i
    # ∈ s, (f i)!` with `variable … (s : Finset α) (f : α → ℕ)` (:35)
    "Nat.multinomial": ("Finset α", "α → ℕ", "ℕ"),
    # Mathlib/Data/Nat/Fib/Zeckendorf.lean:73 `def greatestFib (n : ℕ) : ℕ`
    "Nat.greatestFib": ("ℕ", "ℕ"),
    # Mathlib/FieldTheory/IntermediateField/Basic.lean:423 `def comap (f : L →ₐ[K] L') (S :
    # IntermediateField K L') : IntermediateField K L`
    "IntermediateField.comap": (
        "AlgHom α β γ", "IntermediateField α γ", "IntermediateField α β"),
    # Mathlib/FieldTheory/PurelyInseparable/Exponent.lean:110 `noncomputable def elemExponent (a
    # : L) : ℕ` with `variable (F K L : Type*)` (:40) and `variable {L}` (:105)
    "IsPurelyInseparable.elemExponent": ("Type α", "β", "ℕ"),
    # Mathlib/FieldTheory/RatFunc/Basic.lean:788 `def num (x : RatFunc K) : K[X]`
    "RatFunc.num": ("RatFunc α", "Polynomial α"),
    # Mathlib/GroupTheory/FreeGroup/Basic.lean:562 `def of (x : α) : FreeGroup α`
    "FreeGroup.of": ("α", "FreeGroup α"),
    # Mathlib/GroupTheory/Perm/Cycle/Factors.lean:37 `def cycleOf (f : Perm α) [DecidableRel
    # f.SameCycle] (x : α) : Perm α`; Perm/Cycle/Type.lean:587 `def IsThreeCycle [DecidableEq α]
    # (σ : Perm α) : Prop` (namespace Equiv.Perm)
    "Equiv.Perm.cycleOf": ("Equiv.Perm α", "α", "Equiv.Perm α"),
    "Equiv.Perm.IsThreeCycle": ("Equiv.Perm α", "Prop"),
    # Mathlib/LinearAlgebra/BilinearForm/Orthogonal.lean:129 `def orthogonal (B : BilinForm R M)
    # (N : Submodule R M) : Submodule R M` (namespace LinearMap.BilinForm)
    "LinearMap.BilinForm.orthogonal": (
        "LinearMap.BilinForm α β", "Submodule α β", "Submodule α β"),
    # Mathlib/LinearAlgebra/Lagrange.lean:458 `def nodal (s : Finset ι) (v : ι → R) : R[X]`
    "Lagrange.nodal": ("Finset α", "α → β", "Polynomial β"),
    # Mathlib/LinearAlgebra/Matrix/Charpoly/Basic.lean:44 `def charmatrix (M : Matrix n n R) :
    # Matrix n n R[X]`; Matrix/Circulant.lean:46 `def circulant [Sub n] (v : n → α) : Matrix n n
    # α`
    "Matrix.charmatrix": ("Matrix α α β", "Matrix α α (Polynomial β)"),
    "Matrix.circulant": ("α → β", "Matrix α α β"),
    # Mathlib/LinearAlgebra/Projectivization/Subspace.lean:80 `def span (S : Set (ℙ K V)) :
    # Subspace K V` (namespace Projectivization.Subspace; `ℙ K V` is `Projectivization K V`)
    "Projectivization.Subspace.span": (
        "Set (Projectivization α β)", "Projectivization.Subspace α β"),
    # Mathlib/NumberTheory/DiophantineApproximation/Basic.lean:319 `noncomputable def
    # convergent : ℝ → ℕ → ℚ` (namespace Real)
    "Real.convergent": ("ℝ", "ℕ", "ℚ"),
    # Mathlib/NumberTheory/LSeries/Basic.lean:242 `def LSeries.delta (n : ℕ) : ℂ`, :170 `def
    # LSeriesSummable (f : ℕ → ℂ) (s : ℂ) : Prop`
    "LSeries.delta": ("ℕ", "ℂ"), "LSeriesSummable": ("ℕ → ℂ", "ℂ", "Prop"),
    # Mathlib/NumberTheory/ModularForms/JacobiTheta/TwoVariable.lean:259 `def jacobiTheta₂' (z τ
    # : ℂ) := ∑' n : ℤ, jacobiTheta₂'_term n z τ` (:58 `jacobiTheta₂'_term (n : ℤ) (z τ : ℂ) := 2
    # * π * I * n * jacobiTheta₂_term n z τ`, a complex number)
    "jacobiTheta₂'": ("ℂ", "ℂ", "ℂ"),
    # Mathlib/NumberTheory/NumberField/CanonicalEmbedding/ConvexBody.lean:256 `noncomputable
    # abbrev convexBodySumFun (x : mixedSpace K) : ℝ`
    "NumberField.mixedEmbedding.convexBodySumFun": (
        "NumberField.mixedEmbedding.mixedSpace α", "ℝ"),
    # Mathlib/RingTheory/Ideal/Norm/AbsNorm.lean:196 `noncomputable def Ideal.absNorm … : Ideal S
    # →*₀ ℕ` (applied)
    "Ideal.absNorm": ("Ideal α", "ℕ"),
    # Mathlib/NumberTheory/PellMatiyasevic.lean:100 `def xn (n : ℕ) : ℕ` with `variable {a : ℕ}
    # (a1 : 1 < a)` (:82)
    "Pell.xn": ("_", "ℕ", "ℕ"),
    # Mathlib/RingTheory/Localization/Submodule.lean:32 `def coeSubmodule (I : Ideal R) : Submodule
    # R S` with `variable … (S : Type*)` (:23; the submonoid `M` there unused)
    "IsLocalization.coeSubmodule": ("Type β", "Ideal α", "Submodule α β"),
    # Mathlib/RingTheory/HahnSeries/PowerSeries.lean:85 `def ofPowerSeries : PowerSeries R →+*
    # HahnSeries Γ R` with `variable (Γ R)` (:82; applied)
    "HahnSeries.ofPowerSeries": ("Type α", "Type β", "PowerSeries β", "HahnSeries α β"),
    # Mathlib/RingTheory/MvPolynomial/Homogeneous.lean:45 `def IsHomogeneous [CommSemiring R] (φ :
    # MvPolynomial σ R) (n : ℕ)` (a Prop)
    "MvPolynomial.IsHomogeneous": ("MvPolynomial α β", "ℕ", "Prop"),
    # Mathlib/RingTheory/Polynomial/IntegralNormalization.lean:35 `noncomputable def
    # integralNormalization (p : R[X]) : R[X]`
    "Polynomial.integralNormalization": ("Polynomial α", "Polynomial α"),
    # Mathlib/RingTheory/PowerSeries/Basic.lean:571 `noncomputable def rescale (a : R) : R⟦X⟧ →+*
    # R⟦X⟧` (applied); PowerSeries/Derivative.lean:97 `noncomputable def derivative : Derivation
    # R R⟦X⟧ R⟦X⟧` with `variable (R)` (:94; applied)
    "PowerSeries.rescale": ("α", "PowerSeries α", "PowerSeries α"),
    "PowerSeries.derivative": ("Type α", "PowerSeries α", "PowerSeries α"),
    # Mathlib/Algebra/Algebra/Equiv.lean:219 `def refl : A₁ ≃ₐ[R] A₁`
    "AlgEquiv.refl": ("AlgEquiv α β β",),
    # Mathlib/Algebra/CharP/MixedCharZero.lean:72 `class MixedCharZero (p : ℕ) : Prop` with
    # `variable (R : Type*)` (:56)
    "MixedCharZero": ("Type α", "ℕ", "Prop"),
    # Mathlib/Algebra/EuclideanDomain/Defs.lean:188 `def xgcdAux (r s t r' s' t' : R) : R × R ×
    # R`
    "EuclideanDomain.xgcdAux": ("α", "α", "α", "α", "α", "α", "α × α × α"),
    # Mathlib/Algebra/FreeMonoid/Basic.lean:69 `def ofList : List α ≃ FreeMonoid α` (applied)
    "FreeMonoid.ofList": ("List α", "FreeMonoid α"),
    # Mathlib/Algebra/FreeNonUnitalNonAssocAlgebra.lean:69 `def of : X → FreeNonUnitalNonAssocAlgebra
    # R X` with `variable (R : Type u) (X : Type v)` (:43) and `variable {X}` (:66);
    # Algebra/Lie/Free.lean:176 `def of : X → FreeLieAlgebra R X` with `variable (R : Type u) (X :
    # Type v)` (:56) and `variable {X}` (:172)
    "FreeNonUnitalNonAssocAlgebra.of": ("Type α", "β", "FreeNonUnitalNonAssocAlgebra α β"),
    "FreeLieAlgebra.of": ("Type α", "β", "FreeLieAlgebra α β"),
    # Mathlib/Algebra/Group/Units/Equiv.lean:117 `protected def mulRight (a : G) : Perm G`
    # (namespace Equiv)
    "Equiv.mulRight": ("α", "Equiv.Perm α"),
    # Mathlib/Algebra/Group/Subgroup/MulOpposite.lean:24 `protected def op (H : Subgroup G) :
    # Subgroup Gᵐᵒᵖ`
    "Subgroup.op": ("Subgroup α", "Subgroup (MulOpposite α)"),
    # Mathlib/Algebra/Lie/Solvable.lean:67 `abbrev derivedSeries (k : ℕ) : LieIdeal R L` with
    # `variable (R : Type u) (L : Type v) (M : Type w)` (:39; M unused)
    "LieAlgebra.derivedSeries": ("Type α", "Type β", "ℕ", "LieIdeal α β"),
    # Mathlib/LinearAlgebra/BilinearMap.lean:384 `def lsmul : R →ₗ[R] M →ₗ[R] M` with `variable
    # (R M)` (:381; applied)
    "LinearMap.lsmul": ("Type α", "Type β", "α", "β", "β"),
    # Mathlib/Algebra/MvPolynomial/Basic.lean:900 `def coeffsIn : Submodule R (MvPolynomial σ S)`
    # with `variable (σ M) in` (:897; `M : Submodule R S` :894); Division.lean:87 `noncomputable
    # def modMonomial (x : MvPolynomial σ R) (s : σ →₀ ℕ) : MvPolynomial σ R`
    "MvPolynomial.coeffsIn": ("Type α", "Submodule β γ", "Submodule β (MvPolynomial α γ)"),
    "MvPolynomial.modMonomial": ("MvPolynomial α β", "Finsupp α ℕ", "MvPolynomial α β"),
    # Mathlib/Algebra/Algebra/Tower.lean:133 `def toAlgHom : S →ₐ[R] A` with `variable (R S A)`
    # (:114; applied)
    "IsScalarTower.toAlgHom": ("Type α", "Type β", "Type γ", "β", "γ"),
    # Mathlib/Algebra/MvPolynomial/Monad.lean:75 `def bind₂ (f : R →+* MvPolynomial σ S) :
    # MvPolynomial σ R →+* MvPolynomial σ S` (applied)
    "MvPolynomial.bind₂": ("RingHom α (MvPolynomial β γ)", "MvPolynomial β α", "MvPolynomial β γ"),
    # Mathlib/Algebra/Order/CauSeq/Basic.lean:84 `def IsCauSeq … (abv : β → α) (f : ℕ → β) :
    # Prop`
    "IsCauSeq": ("β → α", "ℕ → β", "Prop"),
    # Mathlib/Algebra/Ring/Equiv.lean:326 `protected def trans (e₁ : R ≃+* S) (e₂ : S ≃+* S') : R
    # ≃+* S'`
    "RingEquiv.trans": ("RingEquiv α β", "RingEquiv β γ", "RingEquiv α γ"),
    # Mathlib/Algebra/Star/NonUnitalSubalgebra.lean:606 `def starClosure (S : NonUnitalSubalgebra
    # R A) : NonUnitalStarSubalgebra R A`; Star/Subalgebra.lean:210 `def map (f : A →⋆ₐ[R] B) (S :
    # StarSubalgebra R A) : StarSubalgebra R B`
    "NonUnitalSubalgebra.starClosure": ("NonUnitalSubalgebra α β", "NonUnitalStarSubalgebra α β"),
    "StarSubalgebra.map": ("StarAlgHom α β γ", "StarSubalgebra α β", "StarSubalgebra α γ"),
    # Mathlib/LinearAlgebra/AffineSpace/AffineMap.lean:441 `def lineMap (p₀ p₁ : P1) : k →ᵃ[k] P1`
    # (`variable {k}` :347; applied)
    "AffineMap.lineMap": ("α", "α", "β", "α"),
    # Mathlib/LinearAlgebra/Basis/Defs.lean:225 `def Basis.equivFun [Finite ι] (b : Basis ι R M) :
    # M ≃ₗ[R] ι → R` (applied)
    "Basis.equivFun": ("Basis α β γ", "γ", "α → β"),
    # -- fourth batch --
    # Mathlib/Combinatorics/SimpleGraph/Copy.lean:497 `noncomputable irreducible_def killCopies (G
    # : SimpleGraph V) (H : SimpleGraph W) : SimpleGraph V`; SimpleGraph/Maps.lean:88 `protected
    # def comap (f : V → W) (G : SimpleGraph W) : SimpleGraph V`
    "SimpleGraph.killCopies": ("SimpleGraph α", "SimpleGraph β", "SimpleGraph α"),
    "SimpleGraph.comap": ("α → β", "SimpleGraph β", "SimpleGraph α"),
    # Mathlib/Data/Finsupp/Basic.lean:609 `def comapDomain [Zero M] (f : α → β) (l : β →₀ M) (hf :
    # Set.InjOn f (f ⁻¹' ↑l.support)) : α →₀ M`; Finsupp/Defs.lean:367 `def embDomain (f : α ↪ β)
    # (v : α →₀ M) : β →₀ M`
    "Finsupp.comapDomain": ("α → β", "Finsupp β γ", "_", "Finsupp α γ"),
    "Finsupp.embDomain": ("Function.Embedding α β", "Finsupp α γ", "Finsupp β γ"),
    # Mathlib/Data/Int/Cast/Lemmas.lean:45 `def castAddHom (α : Type*) [AddGroupWithOne α] : ℤ →+
    # α` (applied); Data/Int/Init.lean:133 `def pred (a : ℤ) := a - 1`; Data/Int/Sqrt.lean:24
    # `def sqrt (z : ℤ) : ℤ`
    "Int.castAddHom": ("Type α", "ℤ", "α"),
    "Int.pred": ("ℤ", "ℤ"), "Int.sqrt": ("ℤ", "ℤ"),
    # Mathlib/Data/Matroid/Map.lean:346 `def map (M : Matroid α) (f : α → β) (hf : InjOn f M.E) :
    # Matroid β`
    "Matroid.map": ("Matroid α", "α → β", "_", "Matroid β"),
    # Mathlib/Data/Nat/Factorization/Defs.lean:278 `def factorizationLCMRight (a b : ℕ) := (Nat.lcm
    # a b).factorization.prod fun p n ↦ if … then 1 else p ^ n` (an ℕ, as `…Left`)
    "Nat.factorizationLCMRight": ("ℕ", "ℕ", "ℕ"),
    # Mathlib/Data/Nat/PartENat.lean:496 `def toWithTop (x : PartENat) [Decidable x.Dom] : ℕ∞`
    "PartENat.toWithTop": ("PartENat", "ℕ∞"),
    # Mathlib/Data/Num/Basic.lean:345 `def ofInt' : ℤ → ZNum` (namespace ZNum)
    "ZNum.ofInt'": ("ℤ", "ZNum"),
    # Mathlib/Data/Ordmap/Ordnode.lean:303 `def All (P : α → Prop) : Ordnode α → Prop`
    "Ordnode.All": ("α → Prop", "Ordnode α", "Prop"),
    # Mathlib/Data/PNat/Defs.lean:195 `def div (m k : ℕ+) : ℕ`; PNat/Factors.lean:202 `def
    # factorMultiset (n : ℕ+) : PrimeMultiset`; PNat/Prime.lean:50 `def lcm (n m : ℕ+) : ℕ+`
    "PNat.div": ("ℕ+", "ℕ+", "ℕ"), "PNat.factorMultiset": ("ℕ+", "PrimeMultiset"),
    "PNat.lcm": ("ℕ+", "ℕ+", "ℕ+"),
    # Mathlib/Data/Rel.lean:57 `def inv : Rel β α` with `variable (r : Rel α β)` (:52), :321 `def
    # graph (f : α → β) : Rel α β` (namespace Function)
    "Rel.inv": ("Rel α β", "Rel β α"), "Function.graph": ("α → β", "Rel α β"),
    # Mathlib/FieldTheory/SplittingField/Construction.lean:49 `def factor (f : K[X]) : K[X]`
    "Polynomial.factor": ("Polynomial α", "Polynomial α"),
    # Mathlib/FieldTheory/SeparableDegree.lean:140 `def finSepDegree : ℕ := Nat.card (Emb F E)`
    # with `variable (F : Type u) (E : Type v)` (:127; the `K` of :128 unused)
    "Field.finSepDegree": ("Type α", "Type β", "ℕ"),
    # Mathlib/GroupTheory/Rank.lean:29 `noncomputable def rank [h : FG G] : ℕ` with `variable (G)
    # in` (:26)
    "Group.rank": ("Type α", "ℕ"),
    # Mathlib/GroupTheory/CommutingProbability.lean:147 `def reciprocalFactors (n : ℕ) : List ℕ`
    # (namespace DihedralGroup)
    "DihedralGroup.reciprocalFactors": ("ℕ", "List ℕ"),
    # Mathlib/GroupTheory/GroupAction/ConjAct.lean:67 `def ofConjAct : ConjAct G ≃* G` (applied)
    "ConjAct.ofConjAct": ("ConjAct α", "α"),
    # Mathlib/GroupTheory/Perm/Cycle/Basic.lean:50 `def SameCycle (f : Perm α) (x y : α) : Prop`;
    # Perm/Cycle/Factors.lean:486 `def cycleFactorsFinset : Finset (Perm α)` with `variable …
    # (f : Perm α)` (:482)
    "Equiv.Perm.SameCycle": ("Equiv.Perm α", "α", "α", "Prop"),
    "Equiv.Perm.cycleFactorsFinset": ("Equiv.Perm α", "Finset (Equiv.Perm α)"),
    # Mathlib/GroupTheory/Submonoid/Inverses.lean:60 `def leftInv : Submonoid M` with `variable
    # [Monoid M] (S : Submonoid M)` (:55)
    "Submonoid.leftInv": ("Submonoid α", "Submonoid α"),
    # Mathlib/LinearAlgebra/AnnihilatingPolynomial.lean:74 `noncomputable def annIdealGenerator
    # (a : A) : 𝕜[X]` with `variable (𝕜)` (:64)
    "Polynomial.annIdealGenerator": ("Type α", "β", "Polynomial α"),
    # Mathlib/Data/Matrix/RowCol.lean:229 `def updateRow [DecidableEq m] (M : Matrix m n α) (i :
    # m) (b : n → α) : Matrix m n α`
    "Matrix.updateRow": ("Matrix α β γ", "α", "β → γ", "Matrix α β γ"),
    # Mathlib/LinearAlgebra/Matrix/Transvection.lean:78 `def transvection (c : R) : Matrix n n R`
    # with `variable {R n} (i j : n)` (:72), :153 `def toMatrix (t : TransvectionStruct n R) :
    # Matrix n n R`
    "Matrix.transvection": ("α", "α", "β", "Matrix α α β"),
    "Matrix.TransvectionStruct.toMatrix": ("Matrix.TransvectionStruct α β", "Matrix α α β"),
    # Mathlib/LinearAlgebra/Prod.lean:57 `def fst : M × M₂ →ₗ[R] M` with `variable (R M M₂)` (:54;
    # applied), :132 `def inr : M₂ →ₗ[R] M × M₂` (`variable (R M M₂)` :125; applied)
    "LinearMap.fst": ("Type α", "Type β", "Type γ", "β × γ", "β"),
    "LinearMap.inr": ("Type α", "Type β", "Type γ", "γ", "β × γ"),
    # Mathlib/LinearAlgebra/RootSystem/Defs.lean:196 `def pairing : R := P.root' i (P.coroot j)`
    # with `variable (P : RootPairing ι R M N) (i j : ι)` (:117)
    "RootPairing.pairing": ("RootPairing α β γ δ", "α", "α", "β"),
    # Mathlib/LinearAlgebra/Span/Basic.lean:625 `def toSpanSingleton (x : M) : R →ₗ[R] M` with
    # `variable (R) (M)` (:620; applied)
    "LinearMap.toSpanSingleton": ("Type α", "Type β", "β", "α", "β"),
    # Mathlib/LinearAlgebra/Trace.lean:68 `def trace : (M →ₗ[R] M) →ₗ[R] R` with `variable (R :
    # Type u)` (:35) and `variable (M) in` (:65; applied)
    "LinearMap.trace": ("Type α", "Type β", _LIN + " β β", "α"),
    # Mathlib/RingTheory/Radical.lean:193 `def divRadical (a : E) : E` (namespace
    # EuclideanDomain)
    "EuclideanDomain.divRadical": ("α", "α"),
    # Mathlib/NumberTheory/ModularForms/EisensteinSeries/UniformConvergence.lean:71 `def r : ℝ`
    # with `variable (z : ℍ)` (:37; `ℍ` is `UpperHalfPlane`)
    "EisensteinSeries.r": ("UpperHalfPlane", "ℝ"),
    # Mathlib/NumberTheory/NumberField/Embeddings.lean:302 `noncomputable def embedding (w :
    # InfinitePlace K) : K →+* ℂ`
    "NumberField.InfinitePlace.embedding": ("NumberField.InfinitePlace α", "RingHom α ℂ"),
    # Mathlib/RingTheory/Binomial.lean:360 `def choose … (r : R) (n : ℕ) : R` (namespace Ring)
    "Ring.choose": ("α", "ℕ", "α"),
    # Mathlib/RingTheory/FreeCommRing.lean:191 `def IsSupported (x : FreeCommRing α) (s : Set α) :
    # Prop`
    "FreeCommRing.IsSupported": ("FreeCommRing α", "Set α", "Prop"),
    # Mathlib/RingTheory/HahnSeries/Basic.lean:313 `def leadingCoeff (x : HahnSeries Γ R) : R`,
    # :341 `def order (x : HahnSeries Γ R) : Γ`, :406 `def embDomain (f : Γ ↪o Γ') : HahnSeries Γ
    # R → HahnSeries Γ' R`
    "HahnSeries.leadingCoeff": ("HahnSeries α β", "β"),
    "HahnSeries.order": ("HahnSeries α β", "α"),
    "HahnSeries.embDomain": ("OrderEmbedding α β", "HahnSeries α γ", "HahnSeries β γ"),
    # Mathlib/RingTheory/IntegralClosure/IsIntegral/Defs.lean:35 `def RingHom.IsIntegralElem (f :
    # R →+* A) (x : A)` (a Prop)
    "RingHom.IsIntegralElem": ("RingHom α β", "β", "Prop"),
    # Mathlib/RingTheory/MvPolynomial/Homogeneous.lean:447 `def homogeneousComponent
    # [CommSemiring R] (n : ℕ) : MvPolynomial σ R →ₗ[R] MvPolynomial σ R` (applied);
    # Symmetric/Defs.lean:100 `def IsSymmetric [CommSemiring R] (φ : MvPolynomial σ R) : Prop`;
    # WeightedHomogeneous.lean:302 `def weightedHomogeneousComponent (w : σ → M) (n : M) :
    # MvPolynomial σ R →ₗ[R] MvPolynomial σ R` (applied)
    "MvPolynomial.homogeneousComponent": ("ℕ", "MvPolynomial α β", "MvPolynomial α β"),
    "MvPolynomial.IsSymmetric": ("MvPolynomial α β", "Prop"),
    "MvPolynomial.weightedHomogeneousComponent": (
        "α → β", "β", "MvPolynomial α γ", "MvPolynomial α γ"),
    # Mathlib/RingTheory/MvPowerSeries/Basic.lean:509 `def map : MvPowerSeries σ R →+*
    # MvPowerSeries σ S` with `variable (f : R →+* S)` (:505) and `variable (σ) in` (:507;
    # applied); Order.lean:342 `def order (f : MvPowerSeries σ R) : ℕ∞`; Substitution.lean:153
    # `noncomputable def subst (a : σ → MvPowerSeries τ S) (f : MvPowerSeries σ R) :
    # MvPowerSeries τ S`
    "MvPowerSeries.map": ("Type α", "RingHom β γ", "MvPowerSeries α β", "MvPowerSeries α γ"),
    "MvPowerSeries.order": ("MvPowerSeries α β", "ℕ∞"),
    "MvPowerSeries.subst": (
        "α → MvPowerSeries β γ", "MvPowerSeries α δ", "MvPowerSeries β γ"),
    # Mathlib/RingTheory/NonUnitalSubring/Basic.lean:386 `def closure (s : Set R) :
    # NonUnitalSubring R`; NonUnitalSubsemiring/Basic.lean:328 `def closure (s : Set R) :
    # NonUnitalSubsemiring R`
    "NonUnitalSubring.closure": ("Set α", "NonUnitalSubring α"),
    "NonUnitalSubsemiring.closure": ("Set α", "NonUnitalSubsemiring α"),
    # Mathlib/RingTheory/PowerSeries/Derivative.lean:39 `noncomputable def derivativeFun (f : R⟦X⟧)
    # : R⟦X⟧`; PowerSeries/Order.lean:242 `def divXPowOrder (f : R⟦X⟧) : R⟦X⟧`
    "PowerSeries.derivativeFun": ("PowerSeries α", "PowerSeries α"),
    "PowerSeries.divXPowOrder": ("PowerSeries α", "PowerSeries α"),
    # Mathlib/Algebra/Algebra/Prod.lean:76 `def prod (f : A →ₐ[R] B) (g : A →ₐ[R] C) : A →ₐ[R] B ×
    # C`; Subalgebra/MulOpposite.lean:26 `protected def op (S : Subalgebra R A) : Subalgebra R
    # Aᵐᵒᵖ`; Subalgebra/Prod.lean:28 `def prod : Subalgebra R (A × B)` with `variable (S :
    # Subalgebra R A) (S₁ : Subalgebra R B)` (:25)
    "AlgHom.prod": ("AlgHom α β γ", "AlgHom α β δ", "AlgHom α β (γ × δ)"),
    "Subalgebra.op": ("Subalgebra α β", "Subalgebra α (MulOpposite β)"),
    "Subalgebra.prod": ("Subalgebra α β", "Subalgebra α γ", "Subalgebra α (β × γ)"),
    # Mathlib/Algebra/BigOperators/Balance.lean:29 `def balance (f : ι → G) : ι → G`
    "Fintype.balance": ("α → β", "α", "β"),
    # Mathlib/Algebra/ContinuedFractions/Computation/Basic.lean:121 `protected def of (v : K) :
    # IntFractPair K`
    "GenContFract.IntFractPair.of": ("α", "GenContFract.IntFractPair α"),
    # Mathlib/Algebra/CubicDiscriminant.lean:376 `def map (φ : R →+* S) (P : Cubic R) : Cubic S`
    "Cubic.map": ("RingHom α β", "Cubic α", "Cubic β"),
    # Mathlib/Algebra/Free.lean:363 `def of : α →ₙ* AssocQuotient α` (namespace
    # Magma.AssocQuotient; applied)
    "Magma.AssocQuotient.of": ("α", "Magma.AssocQuotient α"),
    # Mathlib/Algebra/FreeMonoid/Basic.lean:445 `def reverse : FreeMonoid α → FreeMonoid α`
    "FreeMonoid.reverse": ("FreeMonoid α", "FreeMonoid α"),
    # -- fifth batch --
    # Mathlib/Algebra/Group/Action/Equidecomp.lean:69 `def IsDecompOn (f : X → X) (A : Set X) (S :
    # Finset G) : Prop` (namespace Equidecomp)
    "Equidecomp.IsDecompOn": ("α → α", "Set α", "Finset β", "Prop"),
    # Mathlib/Algebra/Group/Units/Equiv.lean:95 `protected def mulLeft (a : G) : Perm G`
    "Equiv.mulLeft": ("α", "Equiv.Perm α"),
    # Mathlib/Algebra/Group/Prod.lean:216 `protected def prod (f : M →ₙ* N) (g : M →ₙ* P) : M →ₙ*
    # N × P` (namespace MulHom)
    "MulHom.prod": ("MulHom α β", "MulHom α γ", "MulHom α (β × γ)"),
    # Mathlib/Algebra/Group/Submonoid/MulOpposite.lean:25 `protected def op (x : Submonoid M) :
    # Submonoid Mᵐᵒᵖ`; Ring/Subring/MulOpposite.lean:23 `protected def op (S : Subring R) :
    # Subring Rᵐᵒᵖ`; Ring/Subsemiring/MulOpposite.lean:24 (Subsemiring)
    "Submonoid.op": ("Submonoid α", "Submonoid (MulOpposite α)"),
    "Subring.op": ("Subring α", "Subring (MulOpposite α)"),
    "Subsemiring.op": ("Subsemiring α", "Subsemiring (MulOpposite α)"),
    # Mathlib/Algebra/Group/Units/Hom.lean:68 `def map (f : M →* N) : Mˣ →* Nˣ` (applied)
    "Units.map": ("MonoidHom α β", "Units α", "Units β"),
    # Mathlib/Algebra/Lie/Rank.lean:131 `abbrev rank : ℕ := LieModule.rank R L L` with `variable (R
    # L)` (:122, namespace LieAlgebra); Lie/Solvable.lean:53 `def derivedSeriesOfIdeal (k : ℕ) :
    # LieIdeal R L → LieIdeal R L` with `variable (R : Type u) (L : Type v) (M : Type w)` (:39; M
    # unused)
    "LieAlgebra.rank": ("Type α", "Type β", "ℕ"),
    "LieAlgebra.derivedSeriesOfIdeal": (
        "Type α", "Type β", "ℕ", "LieIdeal α β", "LieIdeal α β"),
    # Mathlib/Algebra/Lie/Weights/Chain.lean:331 `def chainTop (α : L → R) (β : Weight R L M) :
    # Weight R L M`, :336 `chainBot` (namespace LieModule)
    "LieModule.chainTop": ("β → α", "LieModule.Weight α β γ", "LieModule.Weight α β γ"),
    "LieModule.chainBot": ("β → α", "LieModule.Weight α β γ", "LieModule.Weight α β γ"),
    # Mathlib/Algebra/Module/SpanRank.lean:65 `noncomputable def spanFinrank (p : Submodule R M) :
    # ℕ` (namespace Submodule)
    "Submodule.spanFinrank": ("Submodule α β", "ℕ"),
    # Mathlib/Algebra/MvPolynomial/Basic.lean:836 `def constantCoeff : MvPolynomial σ R →+* R`
    # (`variable {σ R}` :281; applied); Eval.lean:532 `def aeval : MvPolynomial σ R →ₐ[R] S₁`
    # with `variable (f : σ → S₁)` (:525; applied)
    "MvPolynomial.constantCoeff": ("MvPolynomial α β", "β"),
    "MvPolynomial.aeval": ("α → β", "MvPolynomial α γ", "β"),
    # Mathlib/Algebra/Polynomial/Basic.lean:991 `def update (p : R[X]) (n : ℕ) (a : R) : R[X]`
    # (the `variable (R)` of :335 is closed at :358); CancelLeads.lean:37 `def cancelLeads :
    # R[X]` with `variable [Ring R] (p q : R[X])` (:33); UnitTrinomial.lean:40 `noncomputable def
    # trinomial := C u * X ^ k + C v * X ^ m + C w * X ^ n` with `variable … (k m n : ℕ) (u v w :
    # R)` (:37)
    "Polynomial.update": ("Polynomial α", "ℕ", "α", "Polynomial α"),
    "Polynomial.cancelLeads": ("Polynomial α", "Polynomial α", "Polynomial α"),
    "Polynomial.trinomial": ("ℕ", "ℕ", "ℕ", "α", "α", "α", "Polynomial α"),
    # Mathlib/RingTheory/Multiplicity.lean:36 `abbrev FiniteMultiplicity [Monoid α] (a b : α) :
    # Prop`
    "FiniteMultiplicity": ("α", "α", "Prop"),
    # Mathlib/Algebra/Ring/Equiv.lean:734 `abbrev toMonoidHom (e : R ≃+* S) : R →* S`;
    # Ring/Hom/Defs.lean:206 `def comp (g : β →ₙ+* γ) (f : α →ₙ+* β) : α →ₙ+* γ` (namespace
    # NonUnitalRingHom); Ring/Prod.lean:205 `protected def prod (f : R →+* S) (g : R →+* T) : R →+*
    # S × T`; Ring/Subsemiring/Basic.lean:119 `def map (f : R →+* S) (s : Subsemiring R) :
    # Subsemiring S`
    "RingEquiv.toMonoidHom": ("RingEquiv α β", "MonoidHom α β"),
    "NonUnitalRingHom.comp": (
        "NonUnitalRingHom β γ", "NonUnitalRingHom α β", "NonUnitalRingHom α γ"),
    "RingHom.prod": ("RingHom α β", "RingHom α γ", "RingHom α (β × γ)"),
    "Subsemiring.map": ("RingHom α β", "Subsemiring α", "Subsemiring β"),
    # Mathlib/Algebra/Ring/NegOnePow.lean:26 `def negOnePow (n : ℤ) : ℤˣ`
    "Int.negOnePow": ("ℤ", "Units ℤ"),
    # Mathlib/Algebra/SkewMonoidAlgebra/Basic.lean:166 `def coeff : SkewMonoidAlgebra k G → G → k`
    "SkewMonoidAlgebra.coeff": ("SkewMonoidAlgebra α β", "β", "α"),
    # Mathlib/Algebra/Star/Subalgebra.lean:291 `def centralizer (s : Set A) : StarSubalgebra R A`
    # with `variable (R)` (:288), :372 `def starClosure (S : Subalgebra R A) : StarSubalgebra R
    # A`
    "StarSubalgebra.centralizer": ("Type α", "Set β", "StarSubalgebra α β"),
    "Subalgebra.starClosure": ("Subalgebra α β", "StarSubalgebra α β"),
    # Mathlib/Algebra/Symmetrized.lean:46 `def sym : α ≃ αˢʸᵐ` (namespace SymAlg; `αˢʸᵐ` is
    # `SymAlg α`; applied)
    "SymAlg.sym": ("α", "SymAlg α"),
    # Mathlib/LinearAlgebra/AffineSpace/AffineMap.lean:756 `def homothety (c : P1) (r : k) : P1
    # →ᵃ[k] P1` (applied)
    "AffineMap.homothety": ("α", "β", "α", "α"),
    # Mathlib/LinearAlgebra/Eigenspace/Basic.lean:388 `abbrev eigenspace (f : End R M) (μ : R) :
    # Submodule R M` (namespace Module.End)
    "Module.End.eigenspace": ("Module.End α β", "α", "Submodule α β"),
    # Mathlib/Algebra/Algebra/Unitization.lean:86 `def snd (x : Unitization R A) : A`
    "Unitization.snd": ("Unitization α β", "β"),
    # Mathlib/Combinatorics/Additive/ETransform.lean:113 `def mulETransformRight : Finset α ×
    # Finset α` (`variable [Group α] (e : α) (x : Finset α × Finset α)` :100)
    "Finset.mulETransformRight": ("α", "Finset α × Finset α", "Finset α × Finset α"),
    # Mathlib/Combinatorics/Additive/FreimanHom.lean:87 `structure IsMulFreimanHom (n : ℕ) (A :
    # Set α) (B : Set β) (f : α → β) : Prop`
    "IsMulFreimanHom": ("ℕ", "Set α", "Set β", "α → β", "Prop"),
    # Mathlib/Combinatorics/SetFamily/Compression/UV.lean:118 `def compression (u v : α) (s :
    # Finset α) := {a ∈ s | compress u v a ∈ s} ∪ …` (a Finset α)
    "UV.compression": ("α", "α", "Finset α", "Finset α"),
    # Mathlib/Combinatorics/Young/YoungDiagram.lean:181 `def transpose (μ : YoungDiagram) :
    # YoungDiagram`
    "YoungDiagram.transpose": ("YoungDiagram", "YoungDiagram"),
    # Mathlib/Data/Finset/Prod.lean:267 `def diag := {a ∈ s ×ˢ s | a.fst = a.snd}` with `variable
    # [DecidableEq α] (s t : Finset α)` (:263; t unused)
    "Finset.diag": ("Finset α", "Finset (α × α)"),
    # Mathlib/Data/Finsupp/Interval.lean:59 `def rangeIcc (f g : ι →₀ α) : ι →₀ Finset α`
    "Finsupp.rangeIcc": ("Finsupp α β", "Finsupp α β", "Finsupp α (Finset β)"),
    # Mathlib/Data/Int/Init.lean:130 `def succ (a : ℤ) := a + 1`
    "Int.succ": ("ℤ", "ℤ"),
    # Mathlib/Data/List/Defs.lean:254 `def destutter' (R : α → α → Prop) [DecidableRel R] : α →
    # List α → List α`, :54 `def takeI [Inhabited α] (n : Nat) (l : List α) : List α`;
    # List/MinMax.lean:251 `def maximum (l : List α) : WithBot α`; List/SplitLengths.lean:22 `def
    # splitLengths : List ℕ → List α → List (List α)`; List/Sublists.lean:192 `def sublistsLen (n
    # : ℕ) (l : List α) : List (List α)`; List/ToFinsupp.lean:47 `def toFinsupp : ℕ →₀ M` with
    # `variable … (l : List M)` (:39; n unused)
    "List.destutter'": ("α → α → Prop", "α", "List α", "List α"),
    "List.takeI": ("ℕ", "List α", "List α"),
    "List.maximum": ("List α", "WithBot α"),
    "List.splitLengths": ("List ℕ", "List α", "List (List α)"),
    "List.sublistsLen": ("ℕ", "List α", "List (List α)"),
    "List.toFinsupp": ("List α", "Finsupp ℕ α"),
    # Mathlib/Data/Matrix/Block.lean:317 `def blockDiagonal (M : o → Matrix m n α) : Matrix (m ×
    # o) (n × o) α`; Matrix/ColumnRowPartitioned.lean:31 `def fromRows (A₁ : Matrix m₁ n R) (A₂ :
    # Matrix m₂ n R) : Matrix (m₁ ⊕ m₂) n R`, :36 `def fromCols (B₁ : Matrix m n₁ R) (B₂ : Matrix
    # m n₂ R) : Matrix m (n₁ ⊕ n₂) R`
    "Matrix.blockDiagonal": ("γ → Matrix α β δ", "Matrix (α × γ) (β × γ) δ"),
    "Matrix.fromRows": ("Matrix α β γ", "Matrix δ β γ", "Matrix (Sum α δ) β γ"),
    "Matrix.fromCols": ("Matrix α β γ", "Matrix α δ γ", "Matrix α (Sum β δ) γ"),
    # Mathlib/Data/Matroid/Basic.lean:819 `def IsBasis' (M : Matroid α) (I X : Set α) : Prop`
    "Matroid.IsBasis'": ("Matroid α", "Set α", "Set α", "Prop"),
    # Mathlib/Data/Multiset/ZeroCons.lean:484 `inductive Rel (r : α → β → Prop) : Multiset α →
    # Multiset β → Prop`
    "Multiset.Rel": ("α → β → Prop", "Multiset α", "Multiset β", "Prop"),
    # Mathlib/Data/Nat/Bits.lean:45 `def div2 (n : ℕ) : ℕ`, :48 `def bodd (n : ℕ) : Bool`, :156
    # `def bits : ℕ → List Bool`; Nat/Choose/Basic.lean:345 `def multichoose : ℕ → ℕ → ℕ`
    "Nat.div2": ("ℕ", "ℕ"), "Nat.bodd": ("ℕ", "Bool"), "Nat.bits": ("ℕ", "List Bool"),
    "Nat.multichoose": ("ℕ", "ℕ", "ℕ"),
    # Mathlib/Data/Nat/PartENat.lean:65 `def some : ℕ → PartENat`, :697 `def find : PartENat` with
    # `variable (P : ℕ → Prop)` (:694)
    "PartENat.some": ("ℕ", "PartENat"), "PartENat.find": ("ℕ → Prop", "PartENat"),
    # Mathlib/Data/Num/Basic.lean:79 `def succ : PosNum → PosNum`, :285 `def toZNumNeg : Num →
    # ZNum`
    "PosNum.succ": ("PosNum", "PosNum"), "Num.toZNumNeg": ("Num", "ZNum"),
    # Mathlib/Data/Ordmap/Ordnode.lean:93 `def delta := 3` (an ℕ)
    "Ordnode.delta": ("ℕ",),
    # Mathlib/Data/PNat/Defs.lean:37 `def natPred (i : ℕ+) : ℕ`, :54 `def succPNat (n : ℕ) : ℕ+`;
    # PNat/Factors.lean:124 `def prod (v : PrimeMultiset) : ℕ+`; PNat/Xgcd.lean:366 `def gcdY : ℕ`
    # with `variable (a b : ℕ+)` (:347)
    "PNat.natPred": ("ℕ+", "ℕ"), "Nat.succPNat": ("ℕ", "ℕ+"),
    "PrimeMultiset.prod": ("PrimeMultiset", "ℕ+"), "PNat.gcdY": ("ℕ+", "ℕ+", "ℕ"),
    # Mathlib/Data/Part.lean:365 `protected def bind (f : Part α) (g : α → Part β) : Part β`
    "Part.bind": ("Part α", "α → Part β", "Part β"),
    # Mathlib/Data/Quot.lean:456 `def mk (a : α) : Trunc α`; Data/Seq/Computation.lean:38 `def pure
    # (a : α) : Computation α`
    "Trunc.mk": ("α", "Trunc α"), "Computation.pure": ("α", "Computation α"),
    # Mathlib/Data/Stream/Defs.lean:32 `def get (s : Stream' α) (n : ℕ) : α`, :41 `def drop (n :
    # ℕ) (s : Stream' α) : Stream' α`, :110 `def take : ℕ → Stream' α → List α`
    "Stream'.get": ("Stream' α", "ℕ", "α"), "Stream'.drop": ("ℕ", "Stream' α", "Stream' α"),
    "Stream'.take": ("ℕ", "Stream' α", "List α"),
    # Mathlib/Data/Seq/Seq.lean:48 `def nil : Seq α`, :612 `def length (s : Seq α) (h :
    # s.Terminates) : ℕ` (namespace Stream'.Seq)
    "Stream'.Seq.nil": ("Stream'.Seq α",), "Stream'.Seq.length": ("Stream'.Seq α", "_", "ℕ"),
    # -- sixth batch --
    # Mathlib/Data/WSeq/Basic.lean:64 `def nil : WSeq α` (namespace Stream'.WSeq)
    "Stream'.WSeq.nil": ("Stream'.WSeq α",),
    # Mathlib/FieldTheory/Galois/Basic.lean:190 `def fixedField : IntermediateField F E` with
    # `variable (H : Subgroup (E ≃ₐ[F] E))` (:177; the `K` there unused)
    "IntermediateField.fixedField": ("Subgroup (AlgEquiv α β β)", "IntermediateField α β"),
    # Mathlib/FieldTheory/IntermediateField/Basic.lean:67 `def toSubfield : Subfield L` with
    # `variable (S : IntermediateField K L)` (:54)
    "IntermediateField.toSubfield": ("IntermediateField α β", "Subfield β"),
    # Mathlib/FieldTheory/RatFunc/Basic.lean:830 `def denom (x : RatFunc K) : K[X]`;
    # RatFunc/Degree.lean:39 `def intDegree (x : RatFunc K) : ℤ`
    "RatFunc.denom": ("RatFunc α", "Polynomial α"), "RatFunc.intDegree": ("RatFunc α", "ℤ"),
    # Mathlib/FieldTheory/Separable.lean:547 `def IsSeparable (x : K) : Prop` with `variable (F L K
    # : Type*)` (:532) and `variable {K} in` (:540)
    "IsSeparable": ("Type α", "β", "Prop"),
    # Mathlib/GroupTheory/GroupAction/Defs.lean:343 `nonrec def orbitRel.Quotient.orbit (x :
    # orbitRel.Quotient G α) : Set α` (`variable {G α}` :339, namespace MulAction)
    "MulAction.orbitRel.Quotient.orbit": ("MulAction.orbitRel.Quotient β α", "Set α"),
    # Mathlib/GroupTheory/FreeGroup/Reduce.lean:314 `def norm (x : FreeGroup α) : ℕ`
    "FreeGroup.norm": ("FreeGroup α", "ℕ"),
    # Mathlib/GroupTheory/Nilpotent.lean:363 `noncomputable def Group.nilpotencyClass : ℕ` with
    # `variable (G) in` (:359)
    "Group.nilpotencyClass": ("Type α", "ℕ"),
    # Mathlib/LinearAlgebra/AffineSpace/AffineEquiv.lean:231 `def refl : P₁ ≃ᵃ[k] P₁` with
    # `variable (k P₁)` (:227); ContinuousAffineEquiv.lean:146 `def refl : P₁ ≃ᴬ[k] P₁` with
    # `variable (k P₁) in` (:144)
    "AffineEquiv.refl": ("Type α", "Type β", "AffineEquiv α β β"),
    "ContinuousAffineEquiv.refl": ("Type α", "Type β", "ContinuousAffineEquiv α β β"),
    # Mathlib/LinearAlgebra/Charpoly/Basic.lean:41 `def charpoly : R[X]` with `variable … (f : M
    # →ₗ[R] M)` (:28)
    "LinearMap.charpoly": (_LIN + " β β", "Polynomial α"),
    # Mathlib/LinearAlgebra/Eigenspace/Basic.lean:503 `abbrev maxGenEigenspace (f : End R M) (μ :
    # R) : Submodule R M` (namespace Module.End)
    "Module.End.maxGenEigenspace": ("Module.End α β", "α", "Submodule α β"),
    # Mathlib/LinearAlgebra/Matrix/ToLin.lean:484 `def LinearMap.toMatrix : (M₁ →ₗ[R] M₂) ≃ₗ[R]
    # Matrix m n R` with `variable (v₁ : Basis n R M₁) (v₂ : Basis m R M₂)` (:480; applied)
    "LinearMap.toMatrix": (
        "Basis α β γ", "Basis δ β ε", "LinearMap (RingHom.id β) γ ε", "Matrix δ α β"),
    # Mathlib/LinearAlgebra/RootSystem/Defs.lean:221 `def reflection : M ≃ₗ[R] M` with `variable
    # (P : RootPairing ι R M N) (i j : ι)` (:117; applied)
    "RootPairing.reflection": ("RootPairing α β γ δ", "α", "γ", "γ"),
    # Mathlib/LinearAlgebra/SModEq.lean:26 `def SModEq (x y : M) : Prop` with `variable … (U U₁ U₂
    # : Submodule R M)` (:21)
    "SModEq": ("Submodule α β", "β", "β", "Prop"),
    # Mathlib/LinearAlgebra/SymplecticGroup.lean:35 `def J : Matrix (l ⊕ l) (l ⊕ l) R` with
    # `variable (l) [DecidableEq l] (R)` (:30, namespace Matrix)
    "Matrix.J": ("Type α", "Type β", "Matrix (Sum α α) (Sum α α) β"),
    # Mathlib/NumberTheory/Dioph.lean:358 `def DiophFn (f : (α → ℕ) → ℕ) : Prop` (namespace Dioph)
    "Dioph.DiophFn": ("(α → ℕ) → ℕ", "Prop"),
    # Mathlib/NumberTheory/FLT/Four.lean:61 `def Minimal (a b c : ℤ) : Prop` (namespace Fermat42)
    "Fermat42.Minimal": ("ℤ", "ℤ", "ℤ", "Prop"),
    # Mathlib/NumberTheory/Harmonic/ZetaAsymp.lean:44 `noncomputable def term (n : ℕ) (s : ℝ) : ℝ`
    # (namespace ZetaAsymptotics)
    "ZetaAsymptotics.term": ("ℕ", "ℝ", "ℝ"),
    # Mathlib/NumberTheory/LSeries/HurwitzZetaOdd.lean:57 `def jacobiTheta₂'' (z τ : ℂ) : ℂ`
    # (namespace HurwitzZeta)
    "HurwitzZeta.jacobiTheta₂''": ("ℂ", "ℂ", "ℂ"),
    # Mathlib/NumberTheory/LSeries/PrimesInAP.lean:128 `noncomputable abbrev residueClass : ℕ → ℝ`
    # with `variable {q : ℕ} (a : ZMod q)` (:125; the argument untyped here: `ZMod q` names a term)
    "ArithmeticFunction.vonMangoldt.residueClass": ("_", "ℕ", "ℝ"),
    # Mathlib/NumberTheory/NumberField/CanonicalEmbedding/Basic.lean:416 `protected def norm :
    # (mixedSpace K) →*₀ ℝ` (namespace NumberField.mixedEmbedding; applied)
    "NumberField.mixedEmbedding.norm": ("NumberField.mixedEmbedding.mixedSpace α", "ℝ"),
    # Mathlib/NumberTheory/NumberField/Embeddings.lean:172 `abbrev conjugate (φ : K →+* ℂ) : K →+*
    # ℂ` (namespace NumberField.ComplexEmbedding), :610 `noncomputable abbrev nrRealPlaces := card
    # { w : InfinitePlace K // IsReal w }` with `variable (K)` (:602), :675 `def comap (w :
    # InfinitePlace K) (f : k →+* K) : InfinitePlace k` (namespace NumberField.InfinitePlace)
    "NumberField.ComplexEmbedding.conjugate": ("RingHom α ℂ", "RingHom α ℂ"),
    "NumberField.InfinitePlace.nrRealPlaces": ("Type α", "ℕ"),
    "NumberField.InfinitePlace.comap": (
        "NumberField.InfinitePlace α", "RingHom β α", "NumberField.InfinitePlace β"),
    # Mathlib/RingTheory/DedekindDomain/Factorization.lean:63 `def
    # IsDedekindDomain.HeightOneSpectrum.maxPowDividing (I : Ideal R) : Ideal R` with `variable
    # … (v : HeightOneSpectrum R)` (:58)
    "IsDedekindDomain.HeightOneSpectrum.maxPowDividing": (
        "IsDedekindDomain.HeightOneSpectrum α", "Ideal α", "Ideal α"),
    # Mathlib/NumberTheory/Ostrowski.lean:268 `def real : AbsoluteValue ℚ ℝ` (namespace
    # Rat.AbsoluteValue)
    "Rat.AbsoluteValue.real": ("AbsoluteValue ℚ ℝ",),
    # Mathlib/NumberTheory/PrimeCounting.lean:45 `def primeCounting' : ℕ → ℕ`
    "Nat.primeCounting'": ("ℕ", "ℕ"),
    # Mathlib/NumberTheory/RamificationInertia/Basic.lean:67 `noncomputable def ramificationIdx :
    # ℕ` with `variable … (f : R →+* S)` (:48) and `(p : Ideal R) (P : Ideal S)` (:49)
    "Ideal.ramificationIdx": ("RingHom α β", "Ideal α", "Ideal β", "ℕ"),
    # Mathlib/RingTheory/FractionalIdeal/Basic.lean:66 `def IsFractional (I : Submodule R P)` (a
    # Prop) with `variable (S)` (:63; `S : Submonoid R`)
    "IsFractional": ("Submonoid α", "Submodule α β", "Prop"),
    # Mathlib/RingTheory/PrincipalIdealDomain.lean:86 `noncomputable def generator (S : Submodule
    # R M) [S.IsPrincipal] : M` (the `variable (R)` of :58 is closed at :75)
    "Submodule.IsPrincipal.generator": ("Submodule α β", "β"),
    # Mathlib/RingTheory/FreeCommRing.lean:91 `def of (x : α) : FreeCommRing α` (`variable {α}`
    # :88); FreeRing.lean:67 `def of (x : α) : FreeRing α`
    "FreeCommRing.of": ("α", "FreeCommRing α"), "FreeRing.of": ("α", "FreeRing α"),
    # Mathlib/RingTheory/Ideal/MinimalPrime/Basic.lean:35 `protected def Ideal.minimalPrimes : Set
    # (Ideal R)` with `variable … (I J : Ideal R)` (:32)
    "Ideal.minimalPrimes": ("Ideal α", "Set (Ideal α)"),
    # Mathlib/RingTheory/Ideal/Norm/AbsNorm.lean:53 `noncomputable def cardQuot (S : Submodule R
    # M) : ℕ` (namespace Submodule)
    "Submodule.cardQuot": ("Submodule α β", "ℕ"),
    # Mathlib/RingTheory/Ideal/Prod.lean:25 `def prod : Ideal (R × S)` with `variable … (I : Ideal
    # R) (J : Ideal S)` (:20)
    "Ideal.prod": ("Ideal α", "Ideal β", "Ideal (α × β)"),
    # Mathlib/RingTheory/MvPolynomial/WeightedHomogeneous.lean:122 `def IsWeightedHomogeneous (w
    # : σ → M) (φ : MvPolynomial σ R) (m : M) : Prop`
    "MvPolynomial.IsWeightedHomogeneous": ("α → β", "MvPolynomial α γ", "β", "Prop"),
    # Mathlib/RingTheory/MvPowerSeries/Evaluation.lean:64 `structure HasEval (a : σ → S) : Prop`;
    # Substitution.lean:73 `structure HasSubst (a : σ → MvPowerSeries τ S) : Prop`, :392
    # `noncomputable def rescale (a : σ → R) : MvPowerSeries σ R →+* MvPowerSeries σ R` (applied)
    "MvPowerSeries.HasEval": ("α → β", "Prop"),
    "MvPowerSeries.HasSubst": ("α → MvPowerSeries β γ", "Prop"),
    "MvPowerSeries.rescale": ("α → β", "MvPowerSeries α β", "MvPowerSeries α β"),
    # Mathlib/RingTheory/NonUnitalSubsemiring/Basic.lean:67 `def comap (f : F) (s :
    # NonUnitalSubsemiring S) : NonUnitalSubsemiring R` (`[NonUnitalRingHomClass F R S]` :56)
    "NonUnitalSubsemiring.comap": (
        "NonUnitalRingHom α β", "NonUnitalSubsemiring β", "NonUnitalSubsemiring α"),
    # Mathlib/Algebra/Polynomial/Basic.lean:1032 `def coeffs (p : R[X]) : Finset R`
    "Polynomial.coeffs": ("Polynomial α", "Finset α"),
    # Mathlib/RingTheory/Radical.lean:71 `def radical (a : M) : M` (namespace
    # UniqueFactorizationMonoid)
    "UniqueFactorizationMonoid.radical": ("α", "α"),
    # Mathlib/RingTheory/PowerSeries/Inverse.lean:81 `def invOfUnit (φ : R⟦X⟧) (u : Rˣ) : R⟦X⟧`
    "PowerSeries.invOfUnit": ("PowerSeries α", "Units α", "PowerSeries α"),
    # Mathlib/RingTheory/Valuation/Basic.lean:581 `def supp : Ideal R` with `variable … (v :
    # Valuation R Γ₀)` (:578); Valuation/LocalSubring.lean:25 `def
    # ValuationSubring.toLocalSubring (A : ValuationSubring K) : LocalSubring K`
    "Valuation.supp": ("Valuation α β", "Ideal α"),
    "ValuationSubring.toLocalSubring": ("ValuationSubring α", "LocalSubring α"),
    # Mathlib/RingTheory/Localization/Integer.lean:41 `def IsInteger (a : S) : Prop` with `variable
    # (R)` (:36, namespace IsLocalization)
    "IsLocalization.IsInteger": ("Type α", "β", "Prop"),
    # Mathlib/Algebra/AddTorsor/Defs.lean:175 `def vaddConst (p : P) : G ≃ P` (namespace Equiv;
    # applied; its partner `constVSub (p : P) : P ≃ G` left out: no argument fixes `G`)
    "Equiv.vaddConst": ("β", "α", "β"),
    # Mathlib/Algebra/Ring/Basic.lean:46 `def mulLeft [NonUnitalNonAssocSemiring R] (r : R) : R →+
    # R`, :57 `def mulRight … (r : R) : R →+ R` (namespace AddMonoidHom; applied)
    "AddMonoidHom.mulLeft": ("α", "α", "α"), "AddMonoidHom.mulRight": ("α", "α", "α"),
    # Mathlib/Algebra/Ring/Equiv.lean:406 `def toOpposite : R ≃+* Rᵐᵒᵖ` with `variable (R)` (:403;
    # applied)
    "RingEquiv.toOpposite": ("Type α", "α", "MulOpposite α"),
    # Mathlib/Algebra/Algebra/Hom.lean:271 `def toLinearMap : A →ₗ[R] B` with `variable (φ : A →ₐ[R]
    # B)` (:170; the `variable (R A)` of :220 is closed at :234)
    "AlgHom.toLinearMap": ("AlgHom α β γ", _LIN + " β γ"),
    # Mathlib/Algebra/Algebra/Subalgebra/Basic.lean:956 `def equalizer (ϕ ψ : F) [FunLike F A B]
    # [AlgHomClass F R A B] : Subalgebra R A`
    "AlgHom.equalizer": ("AlgHom α β γ", "AlgHom α β γ", "Subalgebra α β"),
    # Mathlib/Algebra/Algebra/Unitization.lean:496 `def inlRingHom … : R →+* Unitization R A` with
    # `variable (R A)` (:492; applied)
    "Unitization.inlRingHom": ("Type α", "Type β", "α", "Unitization α β"),
    # -- seventh batch --
    # Mathlib/Data/List/Range.lean:49 `def ranges : List ℕ → List (List ℕ)`
    "List.ranges": ("List ℕ", "List (List ℕ)"),
    # Mathlib/Algebra/EuclideanDomain/Defs.lean:210 `def xgcd (x y : R) : R × R`
    "EuclideanDomain.xgcd": ("α", "α", "α × α"),
    # Mathlib/Algebra/Free.lean:487 `def of (x : α) : FreeSemigroup α`
    "FreeSemigroup.of": ("α", "FreeSemigroup α"),
    # Mathlib/Algebra/FreeAbelianGroup/Finsupp.lean:30 `def FreeAbelianGroup.toFinsupp :
    # FreeAbelianGroup X →+ X →₀ ℤ` (applied), :101 `def support (a : FreeAbelianGroup X) : Finset
    # X`
    "FreeAbelianGroup.toFinsupp": ("FreeAbelianGroup α", "Finsupp α ℤ"),
    "FreeAbelianGroup.support": ("FreeAbelianGroup α", "Finset α"),
    # Mathlib/Algebra/FreeMonoid/Basic.lean:367 `def map (f : α → β) : FreeMonoid α →* FreeMonoid
    # β`, :471 `def freeMonoidCongr (e : α ≃ β) : FreeMonoid α ≃* FreeMonoid β` (both applied)
    "FreeMonoid.map": ("α → β", "FreeMonoid α", "FreeMonoid β"),
    "FreeMonoid.freeMonoidCongr": ("Equiv α β", "FreeMonoid α", "FreeMonoid β"),
    # Mathlib/Algebra/Group/AddChar.lean:434 `def mulShift (ψ : AddChar R M) (r : R) : AddChar R
    # M`
    "AddChar.mulShift": ("AddChar α β", "α", "AddChar α β"),
    # Mathlib/Algebra/Group/Hom/Defs.lean:718 `def OneHom.comp [One M] [One N] [One P] (hnp :
    # OneHom N P) (hmn : OneHom M N) : OneHom M P`
    "OneHom.comp": ("OneHom β γ", "OneHom α β", "OneHom α γ"),
    # Mathlib/Algebra/Group/Subgroup/MulOpposite.lean:40 `protected def unop (H : Subgroup Gᵐᵒᵖ) :
    # Subgroup G`
    "Subgroup.unop": ("Subgroup (MulOpposite α)", "Subgroup α"),
    # Mathlib/Algebra/Homology/ComplexShape.lean:197 `def down (α : Type*) [Add α]
    # [IsRightCancelAdd α] [One α] : ComplexShape α`
    "ComplexShape.down": ("Type α", "ComplexShape α"),
    # Mathlib/Algebra/Lie/Subalgebra.lean:285 `def range : LieSubalgebra R L₂` with `variable (f :
    # L →ₗ⁅R⁆ L₂)` (:280)
    "LieHom.range": ("LieHom α β γ", "LieSubalgebra α γ"),
    # Mathlib/Algebra/Lie/Sl2.lean:36 `structure IsSl2Triple (h e f : L) : Prop`
    "IsSl2Triple": ("α", "α", "α", "Prop"),
    # Mathlib/Algebra/Lie/Weights/Chain.lean:254 `def chainTopCoeff : ℕ` with `variable (α : L →
    # R) (β : Weight R L M)` (:250)
    "LieModule.chainTopCoeff": ("β → α", "LieModule.Weight α β γ", "ℕ"),
    # Mathlib/Algebra/Module/Equiv/Basic.lean:267 `def toIntLinearEquiv : M ≃ₗ[ℤ] M₂` with
    # `variable (e : M ≃+ M₂)` (:263, namespace AddEquiv)
    "AddEquiv.toIntLinearEquiv": ("AddEquiv α β", "LinearEquiv (RingHom.id ℤ) α β"),
    # Mathlib/Algebra/Module/SpanRank.lean:184 `noncomputable def generators (p : Submodule R M)
    # : Set M`
    "Submodule.generators": ("Submodule α β", "Set β"),
    # Mathlib/Algebra/Module/Submodule/EqLocus.lean:43 `def eqLocus (f g : F) : Submodule R M`
    # (`[SemilinearMapClass F τ₁₂ M M₂]`)
    "LinearMap.eqLocus": (_LIN + " β γ", _LIN + " β γ", "Submodule α β"),
    # Mathlib/Algebra/Module/Submodule/Defs.lean:303 `def toAddSubgroup : AddSubgroup M` with
    # `variable (p p' : Submodule R M)` (:293)
    "Submodule.toAddSubgroup": ("Submodule α β", "AddSubgroup β"),
    # Mathlib/Algebra/MvPolynomial/Eval.lean:65 `def eval₂ (p : MvPolynomial σ R) : S₁` with
    # `variable (f : R →+* S₁) (g : σ → S₁)` (:61); Monad.lean:64 `def bind₁ (f : σ →
    # MvPolynomial τ R) : MvPolynomial σ R →ₐ[R] MvPolynomial τ R` (applied)
    "MvPolynomial.eval₂": ("RingHom α β", "γ → β", "MvPolynomial γ α", "β"),
    "MvPolynomial.bind₁": ("α → MvPolynomial β γ", "MvPolynomial α γ", "MvPolynomial β γ"),
    # Mathlib/Algebra/Polynomial/AlgebraMap.lean:154 `def mapAlgHom (f : A →ₐ[R] B) : Polynomial A
    # →ₐ[R] Polynomial B` (applied); Polynomial/Eval/Defs.lean:577 `def evalRingHom : R → R[X] →+*
    # R` (applied); CoeffList.lean:45 `def coeffList (P : R[X]) : List R`; Reverse.lean:33 `def
    # revAtFun (N i : ℕ) : ℕ`; Roots.lean:274 `def nthRoots (n : ℕ) (a : R) : Multiset R`
    "Polynomial.mapAlgHom": ("AlgHom α β γ", "Polynomial β", "Polynomial γ"),
    "Polynomial.evalRingHom": ("α", "Polynomial α", "α"),
    "Polynomial.coeffList": ("Polynomial α", "List α"),
    "Polynomial.revAtFun": ("ℕ", "ℕ", "ℕ"),
    "Polynomial.nthRoots": ("ℕ", "α", "Multiset α"),
    # Mathlib/Algebra/Polynomial/DenomsClearable.lean:37 `def DenomsClearable (a b : R) (N : ℕ) (f
    # : R[X]) (i : R →+* K) : Prop`
    "DenomsClearable": ("α", "α", "ℕ", "Polynomial α", "RingHom α β", "Prop"),
    # Mathlib/Algebra/Polynomial/Laurent.lean:592 `def invert : R[T;T⁻¹] ≃ₐ[R] R[T;T⁻¹]` (applied)
    "LaurentPolynomial.invert": ("LaurentPolynomial α", "LaurentPolynomial α"),
    # Mathlib/Algebra/Ring/CentroidHom.lean:148 `protected def id : CentroidHom α` with `variable
    # (α)` (:145)
    "CentroidHom.id": ("Type α", "CentroidHom α"),
    # Mathlib/Algebra/Ring/Equiv.lean:710 `def toRingHom (e : R ≃+* S) : R →+* S`
    "RingEquiv.toRingHom": ("RingEquiv α β", "RingHom α β"),
    # Mathlib/Algebra/Ring/Prod.lean:106 `def fst : R × S →ₙ+* R`, :110 `def snd : R × S →ₙ+* S`
    # with `variable (R S)` (:103; both applied), :129 `protected def prod (f : R →ₙ+* S) (g : R
    # →ₙ+* T) : R →ₙ+* S × T` (namespace NonUnitalRingHom)
    "NonUnitalRingHom.fst": ("Type α", "Type β", "α × β", "α"),
    "NonUnitalRingHom.snd": ("Type α", "Type β", "α × β", "β"),
    "NonUnitalRingHom.prod": (
        "NonUnitalRingHom α β", "NonUnitalRingHom α γ", "NonUnitalRingHom α (β × γ)"),
    # Mathlib/Algebra/Ring/Subring/Basic.lean:428 `def centralizer (s : Set R) : Subring R`
    # (`variable {R}` :372), :697 `def prod (s : Subring R) (t : Subring S) : Subring (R × S)`
    "Subring.centralizer": ("Set α", "Subring α"),
    "Subring.prod": ("Subring α", "Subring β", "Subring (α × β)"),
    # Mathlib/Algebra/Ring/Subsemiring/Basic.lean:106 `def comap (f : R →+* S) (s : Subsemiring
    # S) : Subsemiring R`
    "Subsemiring.comap": ("RingHom α β", "Subsemiring β", "Subsemiring α"),
    # Mathlib/Algebra/Ring/SumsOfSquares.lean:171 `def sumSq : Subsemiring T` with `variable (T)
    # in` (:167, namespace Subsemiring)
    "Subsemiring.sumSq": ("Type α", "Subsemiring α"),
    # Mathlib/Algebra/SkewMonoidAlgebra/Basic.lean:223 `def single (a : G) (b : k) :
    # SkewMonoidAlgebra k G`
    "SkewMonoidAlgebra.single": ("β", "α", "SkewMonoidAlgebra α β"),
    # Mathlib/Algebra/Star/NonUnitalSubalgebra.lean:1146 `def centralizer (s : Set A) :
    # NonUnitalStarSubalgebra R A` with `variable (R)` (:1142)
    "NonUnitalStarSubalgebra.centralizer": ("Type α", "Set β", "NonUnitalStarSubalgebra α β"),
    # Mathlib/Algebra/Star/StarAlgHom.lean:401 `protected def id : A →⋆ₐ[R] A` with `variable (R
    # A)` (:398), :602 `def prod (f : A →⋆ₐ[R] B) (g : A →⋆ₐ[R] C) : A →⋆ₐ[R] B × C`, :751 `nonrec
    # def symm (e : A ≃⋆ₐ[R] B) : B ≃⋆ₐ[R] A`
    "StarAlgHom.id": ("Type α", "Type β", "StarAlgHom α β β"),
    "StarAlgHom.prod": ("StarAlgHom α β γ", "StarAlgHom α β δ", "StarAlgHom α β (γ × δ)"),
    "StarAlgEquiv.symm": ("StarAlgEquiv α β γ", "StarAlgEquiv α γ β"),
    # Mathlib/Algebra/Star/Subalgebra.lean:101 `def toNonUnitalStarSubalgebra (S :
    # StarSubalgebra R A) : NonUnitalStarSubalgebra R A`
    "StarSubalgebra.toNonUnitalStarSubalgebra": (
        "StarSubalgebra α β", "NonUnitalStarSubalgebra α β"),
    # Mathlib/Data/Multiset/Lattice.lean:96 `def inf (s : Multiset α) : α`
    "Multiset.inf": ("Multiset α", "α"),
    # Mathlib/LinearAlgebra/Matrix/SpecialLinearGroup.lean:443 `def S : SL(2, ℤ)` (namespace
    # ModularGroup; `SL(2, ℤ)` is `Matrix.SpecialLinearGroup (Fin 2) ℤ`)
    "ModularGroup.S": ("Matrix.SpecialLinearGroup (Fin 2) ℤ",),
    # Mathlib/LinearAlgebra/Matrix/Permutation.lean:34 `abbrev Equiv.Perm.permMatrix [Zero R] [One
    # R] : Matrix n n R` with `variable {n R : Type*} [DecidableEq n] (σ : Perm n)` (:30) and
    # `variable (R) in` (:32)
    "Equiv.Perm.permMatrix": ("Type α", "Equiv.Perm β", "Matrix β β α"),
    # Mathlib/Combinatorics/Additive/AP/Three/Behrend.lean:347 `noncomputable def dValue (N : ℕ) :
    # ℕ`
    "Behrend.dValue": ("ℕ", "ℕ"),
    # Mathlib/Combinatorics/Additive/Dissociation.lean:100 `def mulSpan (s : Finset α) : Finset
    # α`; Data/Finset/Density.lean:61 `def dens (s : Finset α) : ℚ≥0`; Combinatorics/Additive/
    # ETransform.lean:51 `def mulDysonETransform : Finset α × Finset α` with `variable
    # [CommGroup α] (e : α) (x : Finset α × Finset α)` (:45); Additive/Energy.lean:53 `def
    # mulEnergy (s t : Finset α) : ℕ`
    "Finset.mulSpan": ("Finset α", "Finset α"), "Finset.dens": ("Finset α", "ℚ≥0"),
    "Finset.mulDysonETransform": ("α", "Finset α × Finset α", "Finset α × Finset α"),
    "Finset.mulEnergy": ("Finset α", "Finset α", "ℕ"),
    # Mathlib/Combinatorics/Colex.lean:462 `def initSeg (s : Finset α) : Finset (Finset α)`
    # (namespace Finset.Colex)
    "Finset.Colex.initSeg": ("Finset α", "Finset (Finset α)"),
    # Mathlib/Combinatorics/Enumerative/Bell.lean:45 `def bell (m : Multiset ℕ) : ℕ`
    "Multiset.bell": ("Multiset ℕ", "ℕ"),
    # Mathlib/Data/Tree/Basic.lean:78 `def numNodes : Tree α → ℕ`, :84 `def numLeaves : Tree α →
    # ℕ`
    "Tree.numNodes": ("Tree α", "ℕ"), "Tree.numLeaves": ("Tree α", "ℕ"),
    # Mathlib/Combinatorics/Enumerative/IncidenceAlgebra.lean:381 `def mu : IncidenceAlgebra 𝕜 α`
    # with `variable (𝕜)` (:363)
    "IncidenceAlgebra.mu": ("Type α", "IncidenceAlgebra α β"),
    # Mathlib/Combinatorics/SetFamily/AhlswedeZhang.lean:339 `def supSum (𝒜 : Finset (Finset α))
    # : ℚ`; Compression/Down.lean:48 `def memberSubfamily (a : α) (𝒜 : Finset (Finset α)) :
    # Finset (Finset α)`; Shatter.lean:75 `def shatterer (𝒜 : Finset (Finset α)) : Finset (Finset
    # α)`; Data/Finset/Slice.lean:43 `def Sized (r : ℕ) (A : Set (Finset α)) : Prop`
    "AhlswedeZhang.supSum": ("Finset (Finset α)", "ℚ"),
    "Finset.memberSubfamily": ("α", "Finset (Finset α)", "Finset (Finset α)"),
    "Finset.shatterer": ("Finset (Finset α)", "Finset (Finset α)"),
    "Set.Sized": ("ℕ", "Set (Finset α)", "Prop"),
    # Mathlib/Combinatorics/SimpleGraph/Basic.lean:560 `def fromEdgeSet : SimpleGraph V` with
    # `variable (s : Set (Sym2 V))` (:557)
    "SimpleGraph.fromEdgeSet": ("Set (Sym2 α)", "SimpleGraph α"),
    # Mathlib/Combinatorics/SimpleGraph/Density.lean:48 `def edgeDensity (s : Finset α) (t :
    # Finset β) : ℚ` with `variable … (r : α → β → Prop)` (:41, namespace Rel)
    "Rel.edgeDensity": ("α → β → Prop", "Finset α", "Finset β", "ℚ"),
    # Mathlib/Combinatorics/SimpleGraph/Diam.lean:235 `noncomputable def diam (G : SimpleGraph α)
    # := G.ediam.toNat`; Girth.lean:32 `noncomputable def egirth (G : SimpleGraph α) : ℕ∞`
    "SimpleGraph.diam": ("SimpleGraph α", "ℕ"),
    "SimpleGraph.egirth": ("SimpleGraph α", "ℕ∞"),
    # Mathlib/Combinatorics/SimpleGraph/Regularity/Uniform.lean:120 `noncomputable def
    # nonuniformWitnesses (ε : 𝕜) (s t : Finset α) : Finset α × Finset α`, :156 `…
    # nonuniformWitness (ε : 𝕜) (s t : Finset α) : Finset α` with `variable (G)` (:115)
    "SimpleGraph.nonuniformWitnesses": (
        "SimpleGraph α", "β", "Finset α", "Finset α", "Finset α × Finset α"),
    "SimpleGraph.nonuniformWitness": ("SimpleGraph α", "β", "Finset α", "Finset α", "Finset α"),
    # Mathlib/Combinatorics/SimpleGraph/Triangle/Removal.lean:33 `noncomputable def
    # triangleRemovalBound (ε : ℝ) : ℝ`
    "SimpleGraph.triangleRemovalBound": ("ℝ", "ℝ"),
    # -- eighth batch --
    # Mathlib/Data/Finset/Powerset.lean:137 `def ssubsets (s : Finset α) : Finset (Finset α)`,
    # :179 `def powersetCard (n : ℕ) (s : Finset α) : Finset (Finset α)`
    "Finset.ssubsets": ("Finset α", "Finset (Finset α)"),
    "Finset.powersetCard": ("ℕ", "Finset α", "Finset (Finset α)"),
    # Mathlib/Data/Finsupp/Basic.lean:274 `def equivMapDomain (f : α ≃ β) (l : α →₀ M) : β →₀ M`;
    # Finsupp/Single.lean:545 `def singleAddHom (a : α) : M →+ α →₀ M` (applied)
    "Finsupp.equivMapDomain": ("Equiv α β", "Finsupp α γ", "Finsupp β γ"),
    "Finsupp.singleAddHom": ("α", "β", "Finsupp α β"),
    # Mathlib/Data/Fintype/Sets.lean:267 `noncomputable def finsetEquivSet : Finset α ≃ Set α`
    # (applied)
    "Fintype.finsetEquivSet": ("Finset α", "Set α"),
    # Mathlib/Data/Int/GCD.lean:61 `def gcdA (x y : ℕ) : ℤ`, :65 `def gcdB (x y : ℕ) : ℤ`
    # (namespace Nat), :158 `def gcdA : ℤ → ℤ → ℤ`, :163 `def gcdB : ℤ → ℤ → ℤ` (namespace Int)
    "Nat.gcdA": ("ℕ", "ℕ", "ℤ"), "Nat.gcdB": ("ℕ", "ℕ", "ℤ"),
    "Int.gcdA": ("ℤ", "ℤ", "ℤ"), "Int.gcdB": ("ℤ", "ℤ", "ℤ"),
    # Mathlib/Data/List/Cycle.lean:482 `nonrec def reverse (s : Cycle α) : Cycle α`, :502 `def
    # length (s : Cycle α) : ℕ`
    "Cycle.reverse": ("Cycle α", "Cycle α"), "Cycle.length": ("Cycle α", "ℕ"),
    # Mathlib/Data/List/DropRight.lean:87 `def rdropWhile : List α`, :158 `def rtakeWhile : List
    # α` with `variable {α : Type*} (p : α → Bool) (l : List α)` (:37, :147)
    "List.rdropWhile": ("α → Bool", "List α", "List α"),
    "List.rtakeWhile": ("α → Bool", "List α", "List α"),
    # Mathlib/Data/List/Defs.lean:34 `def getI [Inhabited α] (l : List α) (n : Nat) : α`, :418 `def
    # iterate (f : α → α) (a : α) : (n : ℕ) → List α`; List/NatAntidiagonal.lean:29 `def
    # antidiagonal (n : ℕ) : List (ℕ × ℕ)` (namespace List.Nat); List/Rotate.lean:490 `def
    # cyclicPermutations : List α → List (List α)`; List/Sort.lean:378 `def orderedInsert (a : α) :
    # List α → List α` with `variable … (r : α → α → Prop)` (:364)
    "List.getI": ("List α", "ℕ", "α"), "List.iterate": ("α → α", "α", "ℕ", "List α"),
    "List.Nat.antidiagonal": ("ℕ", "List (ℕ × ℕ)"),
    "List.cyclicPermutations": ("List α", "List (List α)"),
    "List.orderedInsert": ("α → α → Prop", "α", "List α", "List α"),
    # Mathlib/Data/Matrix/Basic.lean:378 `def mapMatrix (f : α →+ β) : Matrix m n α →+ Matrix m n
    # β` (namespace AddMonoidHom; applied)
    "AddMonoidHom.mapMatrix": ("AddMonoidHom α β", "Matrix γ δ α", "Matrix γ δ β"),
    # Mathlib/Data/Matrix/Block.lean:68 `def toBlocks₁₁ (M : Matrix (n ⊕ o) (l ⊕ m) α) : Matrix n
    # l α`, :73 `toBlocks₁₂ … : Matrix n m α`, :78 `toBlocks₂₁ … : Matrix o l α`, :83 `toBlocks₂₂
    # … : Matrix o m α`
    "Matrix.toBlocks₁₁": ("Matrix (Sum α β) (Sum γ δ) ε", "Matrix α γ ε"),
    "Matrix.toBlocks₁₂": ("Matrix (Sum α β) (Sum γ δ) ε", "Matrix α δ ε"),
    "Matrix.toBlocks₂₁": ("Matrix (Sum α β) (Sum γ δ) ε", "Matrix β γ ε"),
    "Matrix.toBlocks₂₂": ("Matrix (Sum α β) (Sum γ δ) ε", "Matrix β δ ε"),
    # Mathlib/Data/Matrix/Kronecker.lean:55 `def kroneckerMap (f : α → β → γ) (A : Matrix l m α)
    # (B : Matrix n p β) : Matrix (l × n) (m × p) γ`
    "Matrix.kroneckerMap": (
        "α → β → γ", "Matrix δ ε α", "Matrix ι κ β", "Matrix (δ × ι) (ε × κ) γ"),
    # Mathlib/Data/Matrix/Defs.lean:435 `def reindex (eₘ : m ≃ l) (eₙ : n ≃ o) : Matrix m n α ≃
    # Matrix l o α` (applied)
    "Matrix.reindex": ("Equiv α β", "Equiv γ δ", "Matrix α γ ε", "Matrix β δ ε"),
    # Mathlib/Data/Matroid/Loop.lean:268 `structure IsNonloop (M : Matroid α) (e : α) : Prop`;
    # Matroid/Map.lean:252 `def comapOn (N : Matroid β) (E : Set α) (f : α → β) : Matroid α`
    "Matroid.IsNonloop": ("Matroid α", "α", "Prop"),
    "Matroid.comapOn": ("Matroid β", "Set α", "α → β", "Matroid α"),
    # Mathlib/Data/Multiset/Antidiagonal.lean:27 `def antidiagonal (s : Multiset α) : Multiset
    # (Multiset α × Multiset α)`; Multiset/Powerset.lean:202 `def powersetCard (n : ℕ) (s :
    # Multiset α) : Multiset (Multiset α)`; Multiset/Sections.lean:24 `def Sections (s : Multiset
    # (Multiset α)) : Multiset (Multiset α)`
    "Multiset.antidiagonal": ("Multiset α", "Multiset (Multiset α × Multiset α)"),
    "Multiset.powersetCard": ("ℕ", "Multiset α", "Multiset (Multiset α)"),
    "Multiset.Sections": ("Multiset (Multiset α)", "Multiset (Multiset α)"),
    # Mathlib/Algebra/BigOperators/Group/List/Defs.lean:29 `def alternatingSum {G : Type*} [Zero
    # G] [Add G] [Neg G] : List G → G`
    "List.alternatingSum": ("List α", "α"),
    # Mathlib/Data/Num/Basic.lean:213 `def succ (n : Num) : Num`, :290 `def ofNat' : ℕ → Num`
    "Num.succ": ("Num", "Num"), "Num.ofNat'": ("ℕ", "Num"),
    # Mathlib/Data/Ordmap/Ordnode.lean:148 `def dual : Ordnode α → Ordnode α`, :318 `def Any (P :
    # α → Prop) : Ordnode α → Prop`
    "Ordnode.dual": ("Ordnode α", "Ordnode α"), "Ordnode.Any": ("α → Prop", "Ordnode α", "Prop"),
    # Mathlib/Data/PFun.lean:164 `def res (f : α → β) (s : Set α) : α →. β` (`α →. β` is `PFun α
    # β`)
    "PFun.res": ("α → β", "Set α", "PFun α β"),
    # Mathlib/Data/PNat/Xgcd.lean:358 `def gcdW : ℕ+`, :362 `def gcdX : ℕ`, :374 `def gcdA' : ℕ+`,
    # :378 `def gcdB' : ℕ+` with `variable (a b : ℕ+)` (:347)
    "PNat.gcdW": ("ℕ+", "ℕ+", "ℕ+"), "PNat.gcdX": ("ℕ+", "ℕ+", "ℕ"),
    "PNat.gcdA'": ("ℕ+", "ℕ+", "ℕ+"), "PNat.gcdB'": ("ℕ+", "ℕ+", "ℕ+"),
    # Mathlib/Data/Rel.lean:68 `def dom := { x | ∃ y, r x y }`, :73 `def codom := { y | ∃ x, r x y
    # }` with `variable (r : Rel α β)` (:52)
    "Rel.dom": ("Rel α β", "Set α"), "Rel.codom": ("Rel α β", "Set β"),
    # Mathlib/Data/Seq/Computation.lean:47 `def think (c : Computation α) : Computation α`;
    # Seq/Seq.lean:66 `def get? : Seq α → ℕ → Option α`, :129 `def tail (s : Seq α) : Seq α`
    # (namespace Stream'.Seq), :1236 `def ret (a : α) : Seq1 α` (namespace Stream'.Seq1)
    "Computation.think": ("Computation α", "Computation α"),
    "Stream'.Seq.get?": ("Stream'.Seq α", "ℕ", "Option α"),
    "Stream'.Seq.tail": ("Stream'.Seq α", "Stream'.Seq α"),
    "Stream'.Seq1.ret": ("α", "Stream'.Seq1 α"),
    # Mathlib/Data/Setoid/Basic.lean:69 `def ker (f : α → β) : Setoid α`; Data/Stream/Defs.lean:38
    # `def tail (s : Stream' α) : Stream' α`
    "Setoid.ker": ("α → β", "Setoid α"), "Stream'.tail": ("Stream' α", "Stream' α"),
    # Mathlib/Data/TwoPointing.lean:91 `def prod : TwoPointing (α × β)` with `variable (p :
    # TwoPointing α) (q : TwoPointing β)` (:41)
    "TwoPointing.prod": ("TwoPointing α", "TwoPointing β", "TwoPointing (α × β)"),
    # Mathlib/FieldTheory/Differential/Basic.lean:25 `def logDeriv : R := a′ / a` with `variable …
    # (a b : R)` (:20; b unused)
    "Differential.logDeriv": ("α", "α"),
    # Mathlib/FieldTheory/Galois/Basic.lean:203 `nonrec def fixingSubgroup : Subgroup (E ≃ₐ[F] E)`
    # with `variable … (K : IntermediateField F E)` (:177)
    "IntermediateField.fixingSubgroup": ("IntermediateField α β", "Subgroup (AlgEquiv α β β)"),
    # Mathlib/FieldTheory/Minpoly/IsConjRoot.lean:51 `def IsConjRoot (x y : A) : Prop` with
    # `variable (R) in` (:46)
    "IsConjRoot": ("Type α", "β", "β", "Prop"),
    # Mathlib/FieldTheory/SeparableClosure.lean:272 `def finInsepDegree : ℕ := finrank
    # (separableClosure F E) E` with `variable (F E K)` (:137; K unused)
    "Field.finInsepDegree": ("Type α", "Type β", "ℕ"),
    # Mathlib/FieldTheory/RatFunc/AsPolynomial.lean:46 `def C : K →+* RatFunc K` (applied), :104
    # `def eval (f : K →+* L) (a : L) (p : RatFunc K) : L`
    "RatFunc.C": ("α", "RatFunc α"), "RatFunc.eval": ("RingHom α β", "β", "RatFunc α", "β"),
    # Mathlib/GroupTheory/FreeGroup/Basic.lean:70 `inductive FreeGroup.Red.Step : List (α × Bool)
    # → List (α × Bool) → Prop`, :81 `def Red : List (α × Bool) → List (α × Bool) → Prop`, :471
    # `def invRev (w : List (α × Bool)) : List (α × Bool)`, :787 `def sum : α` with `variable
    # [AddGroup α] (x y : FreeGroup α)` (:783); FreeGroup/Reduce.lean:34 `def reduce : (L : List
    # (α × Bool)) -> List (α × Bool)`
    "FreeGroup.Red.Step": ("List (α × Bool)", "List (α × Bool)", "Prop"),
    "FreeGroup.Red": ("List (α × Bool)", "List (α × Bool)", "Prop"),
    "FreeGroup.invRev": ("List (α × Bool)", "List (α × Bool)"),
    "FreeGroup.sum": ("FreeGroup α", "α"),
    "FreeGroup.reduce": ("List (α × Bool)", "List (α × Bool)"),
    # Mathlib/GroupTheory/GroupAction/DomAct/Basic.lean:103 `def mk : M ≃ Mᵈᵐᵃ` (namespace
    # DomMulAct; `Mᵈᵐᵃ` is `DomMulAct M`; applied)
    "DomMulAct.mk": ("α", "DomMulAct α"),
    # Mathlib/Algebra/Group/Subgroup/Lattice.lean:62 `def Subgroup.toAddSubgroup : Subgroup G ≃o
    # AddSubgroup (Additive G)` (applied)
    "Subgroup.toAddSubgroup": ("Subgroup α", "AddSubgroup (Additive α)"),
    # Mathlib/GroupTheory/Submonoid/Centralizer.lean:33 `def centralizer : Submonoid M` with
    # `variable [Monoid M] (S)` (:29; `S : Set M` :23)
    "Submonoid.centralizer": ("Set α", "Submonoid α"),
    # Mathlib/LinearAlgebra/AffineSpace/AffineEquiv.lean:157 `def symm (e : P₁ ≃ᵃ[k] P₂) : P₂ ≃ᵃ[k]
    # P₁`; AffineMap.lean:76 `def toAffineMap : V₁ →ᵃ[k] V₂` (namespace LinearMap, `variable
    # … (f : V₁ →ₗ[k] V₂)` :72)
    "AffineEquiv.symm": ("AffineEquiv α β γ", "AffineEquiv α γ β"),
    "LinearMap.toAffineMap": (_LIN + " β γ", "AffineMap α β γ"),
    # Mathlib/LinearAlgebra/AnnihilatingPolynomial.lean:51 `noncomputable def annIdeal (a : A) :
    # Ideal R[X]` with `variable (R) in` (:44)
    "Polynomial.annIdeal": ("Type α", "β", "Ideal (Polynomial α)"),
    # Mathlib/LinearAlgebra/BilinearForm/Basic.lean:162 `abbrev flip (B : BilinForm R M) :=
    # flip' B` (a `BilinForm R M`, namespace LinearMap.BilinForm)
    "LinearMap.BilinForm.flip": ("LinearMap.BilinForm α β", "LinearMap.BilinForm α β"),
    # Mathlib/LinearAlgebra/CliffordAlgebra/Equivs.lean:121 `def Q : QuadraticForm ℝ ℝ`
    # (namespace CliffordAlgebraComplex)
    "CliffordAlgebraComplex.Q": ("QuadraticForm ℝ ℝ",),
    # Mathlib/LinearAlgebra/ExteriorAlgebra/Basic.lean:64 `abbrev ι : M →ₗ[R] ExteriorAlgebra R M`
    # with `variable (R : Type u1)` (:50) and `variable {M}` (:60; applied)
    "ExteriorAlgebra.ι": ("Type α", "β", "ExteriorAlgebra α β"),
    # Mathlib/LinearAlgebra/Lagrange.lean:195 `protected def basis (s : Finset ι) (v : ι → F) (i :
    # ι) : F[X]`, :553 `def nodalWeight (s : Finset ι) (v : ι → F) (i : ι) := ∏ j ∈ s.erase i, (v
    # i - v j)⁻¹` (an F)
    "Lagrange.basis": ("Finset α", "α → β", "α", "Polynomial β"),
    "Lagrange.nodalWeight": ("Finset α", "α → β", "α", "β"),
    # Mathlib/LinearAlgebra/Matrix/SemiringInverse.lean:49 `def adjp : Matrix n n R` with
    # `variable (s : ℤˣ) (A B : Matrix n n R)` (:21; B unused)
    "Matrix.adjp": ("Units ℤ", "Matrix α α β", "Matrix α α β"),
    # Mathlib/LinearAlgebra/Matrix/ToLin.lean:303 `def Matrix.toLin' : Matrix m n R ≃ₗ[R] (n → R)
    # →ₗ[R] m → R` (applied twice)
    "Matrix.toLin'": ("Matrix α β γ", "β → γ", "α → γ"),
    # -- ninth batch --
    # Mathlib/LinearAlgebra/Prod.lean:63 `def snd : M × M₂ →ₗ[R] M₂` with `variable (R M M₂)` (:54;
    # applied)
    "LinearMap.snd": ("Type α", "Type β", "Type γ", "β × γ", "γ"),
    # Mathlib/LinearAlgebra/Orientation.lean:159 `protected def orientation (e : Basis ι R M) :
    # Orientation R M ι`
    "Basis.orientation": ("Basis α β γ", "Orientation β γ α"),
    # Mathlib/LinearAlgebra/Projectivization/Basic.lean:86 `protected noncomputable def rep (v : ℙ
    # K V) : V`, :98 `protected def submodule (v : ℙ K V) : Submodule K V`;
    # Projectivization/Constructions.lean:33 `def orthogonal : ℙ F (m → F) → ℙ F (m → F) → Prop`
    "Projectivization.rep": ("Projectivization α β", "β"),
    "Projectivization.submodule": ("Projectivization α β", "Submodule α β"),
    "Projectivization.orthogonal": (
        "Projectivization α (β → α)", "Projectivization α (β → α)", "Prop"),
    # Mathlib/LinearAlgebra/QuadraticForm/Basic.lean:616 `def linMulLin (f g : M →ₗ[R] A) :
    # QuadraticMap R M A`
    "QuadraticMap.linMulLin": (_LIN + " β γ", _LIN + " β γ", "QuadraticMap α β γ"),
    # Mathlib/LinearAlgebra/TensorProduct/Basic.lean:404 `def mk : M →ₗ[R] N →ₗ[R] M ⊗[R] N` with
    # `variable (R M N) in` (:402; applied twice)
    "TensorProduct.mk": ("Type α", "Type β", "Type γ", "β", "γ", "TensorProduct α β γ"),
    # Mathlib/NumberTheory/ArithmeticFunction.lean:870 `def cardFactors : ArithmeticFunction ℕ`
    "ArithmeticFunction.cardFactors": ("ArithmeticFunction ℕ",),
    # Mathlib/NumberTheory/Dioph.lean:76 `inductive IsPoly : ((α → ℕ) → ℤ) → Prop`
    "IsPoly": ("(α → ℕ) → ℤ", "Prop"),
    # Mathlib/NumberTheory/Divisors.lean:57 `def divisorsAntidiagonal : Finset (ℕ × ℕ)` with
    # `variable (n : ℕ)` (:42); Fermat.lean:31 `def fermatNumber (n : ℕ) : ℕ`;
    # SmoothNumbers.lean:272 `def smoothNumbers (n : ℕ) : Set ℕ`
    "Nat.divisorsAntidiagonal": ("ℕ", "Finset (ℕ × ℕ)"),
    "Nat.fermatNumber": ("ℕ", "ℕ"), "Nat.smoothNumbers": ("ℕ", "Set ℕ"),
    # Mathlib/NumberTheory/Harmonic/ZetaAsymp.lean:47 `noncomputable def term_sum (s : ℝ) (N : ℕ)
    # : ℝ`
    "ZetaAsymptotics.term_sum": ("ℝ", "ℕ", "ℝ"),
    # Mathlib/NumberTheory/LSeries/Convolution.lean:58 `noncomputable def LSeries.convolution {R :
    # Type*} [Semiring R] (f g : ℕ → R) : ℕ → R`
    "LSeries.convolution": ("ℕ → α", "ℕ → α", "ℕ", "α"),
    # Mathlib/NumberTheory/LucasLehmer.lean:521 `def sModNatTR (q : ℕ) (k : Nat) : ℕ`
    "LucasLehmer.norm_num_ext.sModNatTR": ("ℕ", "ℕ", "ℕ"),
    # Mathlib/NumberTheory/NumberField/Embeddings.lean:449 `noncomputable def mult (w :
    # InfinitePlace K) : ℕ`, :616 `noncomputable abbrev nrComplexPlaces := card { w :
    # InfinitePlace K // IsComplex w }` with `variable (K)` (:602)
    "NumberField.InfinitePlace.mult": ("NumberField.InfinitePlace α", "ℕ"),
    "NumberField.InfinitePlace.nrComplexPlaces": ("Type α", "ℕ"),
    # Mathlib/NumberTheory/Ostrowski.lean:107 `def padic (p : ℕ) [Fact p.Prime] : AbsoluteValue ℚ
    # ℝ` (namespace Rat.AbsoluteValue)
    "Rat.AbsoluteValue.padic": ("ℕ", "AbsoluteValue ℚ ℝ"),
    # Mathlib/NumberTheory/PellMatiyasevic.lean:104 `def yn (n : ℕ) : ℕ` with `variable {a : ℕ}
    # (a1 : 1 < a)` (:82)
    "Pell.yn": ("_", "ℕ", "ℕ"),
    # Mathlib/NumberTheory/Transcendental/Liouville/LiouvilleNumber.lean:67 `def remainder (m : ℝ)
    # (k : ℕ) : ℝ`; Liouville/Basic.lean:31 `def Liouville (x : ℝ)` (a Prop)
    "LiouvilleNumber.remainder": ("ℝ", "ℕ", "ℝ"), "Liouville": ("ℝ", "Prop"),
    # Mathlib/Data/Ordering/Basic.lean:24 `def Compares [LT α] : Ordering → α → α → Prop`
    "Ordering.Compares": ("Ordering", "α", "α", "Prop"),
    # Mathlib/RingTheory/HahnSeries/Basic.lean:235 `def orderTop (x : HahnSeries Γ R) : WithTop Γ`;
    # HahnSeries/Summable.lean:195 `def single (x : HahnSeries Γ R) : SummableFamily Γ R Unit`
    "HahnSeries.orderTop": ("HahnSeries α β", "WithTop α"),
    "HahnSeries.SummableFamily.single": (
        "HahnSeries α β", "HahnSeries.SummableFamily α β Unit"),
    # Mathlib/RingTheory/MvPowerSeries/Trunc.lean:83 `def trunc : MvPowerSeries σ R →+ MvPolynomial
    # σ R` with `variable … (n : σ →₀ ℕ)` (:65) and `variable (R) in` (:76), :158 `def trunc'`
    # (same, `variable (R) in` :151; both applied)
    "MvPowerSeries.trunc": ("Type β", "Finsupp α ℕ", "MvPowerSeries α β", "MvPolynomial α β"),
    "MvPowerSeries.trunc'": ("Type β", "Finsupp α ℕ", "MvPowerSeries α β", "MvPolynomial α β"),
    # Mathlib/RingTheory/Nilpotent/Exp.lean:51 `noncomputable def exp (a : A) : A` (namespace
    # IsNilpotent)
    "IsNilpotent.exp": ("α", "α"),
    # Mathlib/RingTheory/NonUnitalSubring/Basic.lean:149 `def map … [NonUnitalRingHomClass F R S]
    # (f : F) (s : NonUnitalSubring R) : NonUnitalSubring S`
    "NonUnitalSubring.map": ("NonUnitalRingHom α β", "NonUnitalSubring α", "NonUnitalSubring β"),
    # Mathlib/RingTheory/Polynomial/HilbertPoly.lean:58 `noncomputable def preHilbertPoly (d k :
    # ℕ) : F[X]` with `variable (F : Type*)` (:42)
    "Polynomial.preHilbertPoly": ("Type α", "ℕ", "ℕ", "Polynomial α"),
    # Mathlib/RingTheory/PowerSeries/Binomial.lean:41 `def binomialSeries (A) [One A] [SMul R A]
    # (r : R) : PowerSeries A`; PowerSeries/WellKnown.lean:35 `def invUnitsSub (u : Rˣ) :
    # PowerSeries R`
    "PowerSeries.binomialSeries": ("Type α", "β", "PowerSeries α"),
    "PowerSeries.invUnitsSub": ("Units α", "PowerSeries α"),
    # Mathlib/RingTheory/Regular/RegularSequence.lean:39 `abbrev ofList (rs : List R) := span { r
    # | r ∈ rs }` (an `Ideal R`)
    "Ideal.ofList": ("List α", "Ideal α"),
    # Mathlib/RingTheory/Spectrum/Prime/Basic.lean:150 `def vanishingIdeal (t : Set (PrimeSpectrum
    # R)) : Ideal R`
    "PrimeSpectrum.vanishingIdeal": ("Set (PrimeSpectrum α)", "Ideal α"),
    # Mathlib/RingTheory/UniqueFactorizationDomain/FactorSet.lean:59 `def FactorSet.prod :
    # FactorSet α → Associates α`
    "Associates.FactorSet.prod": ("Associates.FactorSet α", "Associates α"),
    # Mathlib/RingTheory/Valuation/Basic.lean:918 `def supp : Ideal R` with `variable … (v :
    # AddValuation R Γ₀)` (:915)
    "AddValuation.supp": ("AddValuation α β", "Ideal α"),
    # Mathlib/Algebra/AddTorsor/Defs.lean:205 `def constVAdd (v : G) : Equiv.Perm P` with
    # `variable (P)` (:202, namespace Equiv)
    "Equiv.constVAdd": ("Type β", "α", "Equiv.Perm β"),
    # Mathlib/Algebra/Algebra/Equiv.lean:172 `def toAlgHom : A₁ →ₐ[R] A₂` with `variable (e : A₁
    # ≃ₐ[R] A₂)` (:86)
    "AlgEquiv.toAlgHom": ("AlgEquiv α β γ", "AlgHom α β γ"),
    # Mathlib/Algebra/Algebra/NonUnitalHom.lean:347 `def fst : A × B →ₙₐ[R] A`, :356 `def snd : A ×
    # B →ₙₐ[R] B` with `variable (R A B)` (:342), :406 `def inr : B →ₙₐ[R] A × B` with `variable
    # (R A B)` (:399) (all applied)
    "NonUnitalAlgHom.fst": ("Type α", "Type β", "Type γ", "β × γ", "β"),
    "NonUnitalAlgHom.snd": ("Type α", "Type β", "Type γ", "β × γ", "γ"),
    "NonUnitalAlgHom.inr": ("Type α", "Type β", "Type γ", "γ", "β × γ"),
    # Mathlib/Algebra/Algebra/NonUnitalSubalgebra.lean:888 `def prod : NonUnitalSubalgebra R (A ×
    # B)` with `variable (S : NonUnitalSubalgebra R A)` (:872) and `(S₁ : NonUnitalSubalgebra R
    # B)` (:885), :1130 `def centralizer (s : Set A) : NonUnitalSubalgebra R A` with `variable
    # (R)` (:1127)
    "NonUnitalSubalgebra.prod": (
        "NonUnitalSubalgebra α β", "NonUnitalSubalgebra α γ", "NonUnitalSubalgebra α (β × γ)"),
    "NonUnitalSubalgebra.centralizer": ("Type α", "Set β", "NonUnitalSubalgebra α β"),
    # Mathlib/Algebra/Algebra/Bilinear.lean:35 `def mulLeft (a : A) : A →ₗ[R] A` with `variable (R
    # A : Type*)` (:22) and `variable {A}` (:28), :87 `def mul : A →ₗ[R] A →ₗ[R] A` (R and A
    # explicit, :22; all applied)
    "LinearMap.mulLeft": ("Type α", "β", "β", "β"),
    "LinearMap.mul": ("Type α", "Type β", "β", "β", "β"),
    # Mathlib/Algebra/Ring/Equiv.lean:397 `def opOp (R : Type*) [Add R] [Mul R] : R ≃+* Rᵐᵒᵖᵐᵒᵖ`
    # (applied)
    "RingEquiv.opOp": ("Type α", "α", "MulOpposite (MulOpposite α)"),
    # Mathlib/Algebra/Ring/Pi.lean:165 `def Pi.constRingHom (α β : Type*) [NonAssocSemiring β] : β
    # →+* α → β` (applied)
    "Pi.constRingHom": ("Type α", "Type β", "β", "α → β"),
    # Mathlib/Algebra/Algebra/Prod.lean:57 `def fst : A × B →ₐ[R] A`, :61 `def snd : A × B →ₐ[R]
    # B` with `variable (R A B)` (:54; applied)
    "AlgHom.fst": ("Type α", "Type β", "Type γ", "β × γ", "β"),
    "AlgHom.snd": ("Type α", "Type β", "Type γ", "β × γ", "γ"),
    # Mathlib/Algebra/Algebra/Spectrum/Quasispectrum.lean:184 `def IsQuasiregular (x : R) : Prop`
    "IsQuasiregular": ("α", "Prop"),
    # Mathlib/Algebra/Algebra/Subalgebra/Basic.lean:178 `def toNonUnitalSubalgebra (S :
    # Subalgebra R A) : NonUnitalSubalgebra R A`, :213 `def toSubring … (S : Subalgebra R A) :
    # Subring A`
    "Subalgebra.toNonUnitalSubalgebra": ("Subalgebra α β", "NonUnitalSubalgebra α β"),
    "Subalgebra.toSubring": ("Subalgebra α β", "Subring β"),
    # -- partners of entries above, whose other side of an equation stayed unknown --
    # Mathlib/Data/Sym/Sym2.lean:233 `def map (f : α → β) : Sym2 α → Sym2 β` (beside `Sym2.mk`)
    "Sym2.map": ("α → β", "Sym2 α", "Sym2 β"),
    # Mathlib/Algebra/Lie/Weights/Basic.lean:59 `def weightSpace (χ : L → R) : LieSubmodule R L M`
    # with `variable (M) in` (:55) (beside `genWeightSpace`)
    "LieModule.weightSpace": ("Type γ", "β → α", "LieSubmodule α β γ"),
    # -- tenth batch --
    # Mathlib/Algebra/Algebra/Subalgebra/MulOpposite.lean:37 `protected def unop (S : Subalgebra R
    # Aᵐᵒᵖ) : Subalgebra R A`; Group/Submonoid/MulOpposite.lean:36 `protected def unop (x :
    # Submonoid Mᵐᵒᵖ) : Submonoid M`
    "Subalgebra.unop": ("Subalgebra α (MulOpposite β)", "Subalgebra α β"),
    "Submonoid.unop": ("Submonoid (MulOpposite α)", "Submonoid α"),
    # Mathlib/Algebra/BigOperators/Group/List/Defs.lean:36 `def alternatingProd {G : Type*} [One
    # G] [Mul G] [Inv G] : List G → G`
    "List.alternatingProd": ("List α", "α"),
    # Mathlib/Data/Multiset/MapFold.lean:221 `def foldl (f : β → α → β) [RightCommutative f] (b :
    # β) (s : Multiset α) : β`, :245 `def foldr (f : α → β → β) [LeftCommutative f] (b : β) (s :
    # Multiset α) : β`
    "Multiset.foldl": ("β → α → β", "β", "Multiset α", "β"),
    "Multiset.foldr": ("α → β → β", "β", "Multiset α", "β"),
    # Mathlib/Algebra/ContinuedFractions/Computation/Basic.lean:138 `protected def stream (v : K) :
    # Stream' <| Option (IntFractPair K)`; ContinuedFractions/Basic.lean:309 `def conts (g :
    # GenContFract K) : Stream' (Pair K)` (`Pair` is `GenContFract.Pair`, :58)
    "GenContFract.IntFractPair.stream": (
        "α", "Stream' (Option (GenContFract.IntFractPair α))"),
    "GenContFract.conts": ("GenContFract α", "Stream' (GenContFract.Pair α)"),
    # Mathlib/Algebra/EuclideanDomain/Defs.lean:167 `def gcd (a b : R) : R`, :214 `def gcdA (x y :
    # R) : R`, :218 `def gcdB (x y : R) : R`
    "EuclideanDomain.gcd": ("α", "α", "α"), "EuclideanDomain.gcdA": ("α", "α", "α"),
    "EuclideanDomain.gcdB": ("α", "α", "α"),
    # Mathlib/Algebra/FreeAbelianGroup/Finsupp.lean:34 `def Finsupp.toFreeAbelianGroup : (X →₀ ℤ)
    # →+ FreeAbelianGroup X` (applied); FreeMonoid/Symbols.lean:22 `def symbols (a : FreeMonoid α)
    # : Finset α`
    "Finsupp.toFreeAbelianGroup": ("Finsupp α ℤ", "FreeAbelianGroup α"),
    "FreeMonoid.symbols": ("FreeMonoid α", "Finset α"),
    # Mathlib/Algebra/GCDMonoid/Basic.lean:184 `protected def out : Associates α → α`;
    # GroupWithZero/Associated.lean:481 `protected def mkMonoidHom : M →* Associates M` (applied)
    "Associates.out": ("Associates α", "α"), "Associates.mkMonoidHom": ("α", "Associates α"),
    # Mathlib/Algebra/Opposites.lean:105 `def opEquiv : α ≃ αᵐᵒᵖ`; Group/Equiv/Opposite.lean:19
    # `def opAddEquiv [Add α] : α ≃+ αᵐᵒᵖ` (namespace MulOpposite; both applied)
    "MulOpposite.opEquiv": ("α", "MulOpposite α"), "MulOpposite.opAddEquiv": ("α", "MulOpposite α"),
    # Mathlib/Algebra/Group/Pointwise/Finset/Basic.lean:736 `def singletonMonoidHom : α →* Finset
    # α`, :749 `noncomputable def coeMonoidHom : Finset α →* Set α` (applied)
    "Finset.singletonMonoidHom": ("α", "Finset α"), "Finset.coeMonoidHom": ("Finset α", "Set α"),
    # Mathlib/Algebra/Group/WithOne/Basic.lean:38 `def coeMulHom [Mul α] : α →ₙ* WithOne α`;
    # GroupWithZero/WithZero.lean:73 `def coeMonoidHom : α →* WithZero α` (applied)
    "WithOne.coeMulHom": ("α", "WithOne α"), "WithZero.coeMonoidHom": ("α", "WithZero α"),
    # Mathlib/Algebra/Homology/ComplexShape.lean:84 `def symm (c : ComplexShape ι) : ComplexShape
    # ι`, :137 `def prev (c : ComplexShape ι) (j : ι) : ι`, :191 `def up (α : Type*) [Add α]
    # [IsRightCancelAdd α] [One α] : ComplexShape α`
    "ComplexShape.symm": ("ComplexShape α", "ComplexShape α"),
    "ComplexShape.prev": ("ComplexShape α", "α", "α"),
    "ComplexShape.up": ("Type α", "ComplexShape α"),
    # Mathlib/Algebra/Lie/Basic.lean:609 `def symm (e : L₁ ≃ₗ⁅R⁆ L₂) : L₂ ≃ₗ⁅R⁆ L₁`, :377 `def id
    # : L₁ →ₗ⁅R⁆ L₁`
    "LieEquiv.symm": ("LieEquiv α β γ", "LieEquiv α γ β"), "LieHom.id": ("LieHom α β β",),
    # Mathlib/Algebra/Lie/EngelSubalgebra.lean:48 `def engel (x : L) : LieSubalgebra R L` with
    # `variable (R)` (:40)
    "LieSubalgebra.engel": ("Type α", "β", "LieSubalgebra α β"),
    # Mathlib/Algebra/Lie/Submodule.lean:933 `def ker : LieSubmodule R L M` with `variable (f : M
    # →ₗ⁅R,L⁆ N)` (:930)
    "LieModuleHom.ker": ("LieModuleHom α β γ δ", "LieSubmodule α β γ"),
    # Mathlib/Algebra/Module/Equiv/Basic.lean:229 `def toNatLinearEquiv : M ≃ₗ[ℕ] M₂` with
    # `variable (e : M ≃+ M₂)` (:212)
    "AddEquiv.toNatLinearEquiv": ("AddEquiv α β", "LinearEquiv (RingHom.id ℕ) α β"),
    # Mathlib/Algebra/Module/LinearMap/Defs.lean:706 `def AddMonoidHom.toIntLinearMap … (f : M
    # →+ M₂) : M →ₗ[ℤ] M₂`, :66 `structure IsLinearMap (R : Type u) {M : Type v} {M₂ : Type w} …
    # (f : M → M₂) : Prop`
    "AddMonoidHom.toIntLinearMap": ("AddMonoidHom α β", "LinearMap (RingHom.id ℤ) α β"),
    "IsLinearMap": ("Type α", "β → γ", "Prop"),
    # Mathlib/Algebra/MvPolynomial/Eval.lean:145 `def eval₂Hom (f : R →+* S₁) (g : σ → S₁) :
    # MvPolynomial σ R →+* S₁` (applied)
    "MvPolynomial.eval₂Hom": ("RingHom α β", "γ → β", "MvPolynomial γ α", "β"),
    # -- eleventh batch --
    # Mathlib/Algebra/Ring/Subring/MulOpposite.lean:34 `protected def unop (S : Subring Rᵐᵒᵖ) :
    # Subring R`; Ring/Subsemiring/MulOpposite.lean:36 (Subsemiring)
    "Subring.unop": ("Subring (MulOpposite α)", "Subring α"),
    "Subsemiring.unop": ("Subsemiring (MulOpposite α)", "Subsemiring α"),
    # Mathlib/Data/Rel.lean:84 `def comp (r : Rel α β) (s : Rel β γ) : Rel α γ`
    "Rel.comp": ("Rel α β", "Rel β γ", "Rel α γ"),
    # Mathlib/Combinatorics/SetFamily/AhlswedeZhang.lean:334 `def infSum (𝒜 : Finset (Finset α)) :
    # ℚ`; Colex.lean:438 `def IsInitSeg (𝒜 : Finset (Finset α)) (r : ℕ) : Prop`;
    # Compression/UV.lean:78 `def compress (u v a : α) : α`; Shatter.lean:182 `def vcDim (𝒜 :
    # Finset (Finset α)) : ℕ`
    "AhlswedeZhang.infSum": ("Finset (Finset α)", "ℚ"),
    "Finset.Colex.IsInitSeg": ("Finset (Finset α)", "ℕ", "Prop"),
    "UV.compress": ("α", "α", "α", "α"), "Finset.vcDim": ("Finset (Finset α)", "ℕ"),
    # Mathlib/Combinatorics/Enumerative/DoubleCounting.lean:53 `def bipartiteBelow : Finset α :=
    # {a ∈ s | r a b}`, :56 `def bipartiteAbove : Finset β := {b ∈ t | r a b}` with `variable (r :
    # α → β → Prop) (s : Finset α) (t : Finset β) (a : α) (b : β)` (:49)
    "Finset.bipartiteBelow": ("α → β → Prop", "Finset α", "β", "Finset α"),
    "Finset.bipartiteAbove": ("α → β → Prop", "Finset β", "α", "Finset β"),
    # Mathlib/Combinatorics/SimpleGraph/Clique.lean:622 `noncomputable def cliqueNum (G :
    # SimpleGraph α) : ℕ`; Girth.lean:76 `noncomputable def girth (G : SimpleGraph α) : ℕ`;
    # Operations.lean:51 `def replaceVertex : SimpleGraph V` with `variable {V : Type*} (G :
    # SimpleGraph V) (s t : V)` (:30)
    "SimpleGraph.cliqueNum": ("SimpleGraph α", "ℕ"), "SimpleGraph.girth": ("SimpleGraph α", "ℕ"),
    "SimpleGraph.replaceVertex": ("SimpleGraph α", "α", "α", "SimpleGraph α"),
    # -- twelfth batch --
    # Mathlib/Data/Matrix/ColumnRowPartitioned.lean:40 `def toCols₁ (A : Matrix m (n₁ ⊕ n₂) R) :
    # Matrix m n₁ R`, :43 `toCols₂ … : Matrix m n₂ R`, :46 `def toRows₁ (A : Matrix (m₁ ⊕ m₂) n
    # R) : Matrix m₁ n R`, :49 `toRows₂ … : Matrix m₂ n R`
    "Matrix.toCols₁": ("Matrix α (Sum β γ) δ", "Matrix α β δ"),
    "Matrix.toCols₂": ("Matrix α (Sum β γ) δ", "Matrix α γ δ"),
    "Matrix.toRows₁": ("Matrix (Sum α β) γ δ", "Matrix α γ δ"),
    "Matrix.toRows₂": ("Matrix (Sum α β) γ δ", "Matrix β γ δ"),
    # Mathlib/Data/Matrix/Rank.lean:42 `noncomputable def cRank (A : Matrix m n R) : Cardinal`,
    # :75 `noncomputable def eRank (A : Matrix m n R) : ℕ∞`
    "Matrix.cRank": ("Matrix α β γ", "Cardinal"), "Matrix.eRank": ("Matrix α β γ", "ℕ∞"),
    # Mathlib/Data/Matroid/Circuit.lean:544 `abbrev IsCocircuit (M : Matroid α) (K : Set α) :
    # Prop`, :657 `def fundCocircuit (M : Matroid α) (e : α) (B : Set α) := M✶.fundCircuit e (M✶.E
    # \ B)` (a `Set α`); Constructions.lean:203 `def uniqueBaseOn (I E : Set α) : Matroid α`;
    # Loop.lean:69 `def IsLoop (M : Matroid α) (e : α) : Prop`, :453 `def IsColoop (M : Matroid
    # α) (e : α) : Prop`; Map.lean:524 `def mapEmbedding (M : Matroid α) (f : α ↪ β) : Matroid
    # β`; Minor/Order.lean:44 `def IsMinor (N M : Matroid α) : Prop`, :63 `def IsStrictMinor (N
    # M : Matroid α) : Prop`
    "Matroid.IsCocircuit": ("Matroid α", "Set α", "Prop"),
    "Matroid.fundCocircuit": ("Matroid α", "α", "Set α", "Set α"),
    "Matroid.uniqueBaseOn": ("Set α", "Set α", "Matroid α"),
    "Matroid.IsLoop": ("Matroid α", "α", "Prop"), "Matroid.IsColoop": ("Matroid α", "α", "Prop"),
    "Matroid.mapEmbedding": ("Matroid α", "Function.Embedding α β", "Matroid β"),
    "Matroid.IsMinor": ("Matroid α", "Matroid α", "Prop"),
    "Matroid.IsStrictMinor": ("Matroid α", "Matroid α", "Prop"),
    # Mathlib/Data/Multiset/Defs.lean:73 `def ofList : List α → Multiset α`;
    # DershowitzManna.lean:43 `def IsDershowitzMannaLT (M N : Multiset α) : Prop`; Filter.lean:169
    # `def filterMap (f : α → Option β) (s : Multiset α) : Multiset β`; Sym.lean:41 `protected def
    # sym2 (m : Multiset α) : Multiset (Sym2 α)`; Data/Nat/Choose/Multinomial.lean:178 `def
    # multinomial [DecidableEq α] (m : Multiset α) : ℕ`
    "Multiset.ofList": ("List α", "Multiset α"),
    "Multiset.IsDershowitzMannaLT": ("Multiset α", "Multiset α", "Prop"),
    "Multiset.filterMap": ("α → Option β", "Multiset α", "Multiset β"),
    "Multiset.sym2": ("Multiset α", "Multiset (Sym2 α)"),
    "Multiset.multinomial": ("Multiset α", "ℕ"),
    # Mathlib/Data/NNRat/Defs.lean:350 `def divNat (n d : ℕ) : ℚ≥0`; Data/Rat/Lemmas.lean:308 `def
    # pnatDen (x : ℚ) : ℕ+`
    "NNRat.divNat": ("ℕ", "ℕ", "ℚ≥0"), "Rat.pnatDen": ("ℚ", "ℕ+"),
    # Mathlib/Data/Nat/Bits.lean:37 `def boddDiv2 : ℕ → Bool × ℕ`, :162 `def ldiff : ℕ → ℕ → ℕ`;
    # Nat/Fib/Basic.lean:182 `def fastFib (n : ℕ) : ℕ`; Nat/Fib/Zeckendorf.lean:48 `def
    # IsZeckendorfRep (l : List ℕ) : Prop`; Nat/PSub.lean:28 `def ppred : ℕ → Option ℕ`, :40 `def
    # psub (m : ℕ) : ℕ → Option ℕ`
    "Nat.boddDiv2": ("ℕ", "Bool × ℕ"), "Nat.ldiff": ("ℕ", "ℕ", "ℕ"),
    "Nat.fastFib": ("ℕ", "ℕ"), "List.IsZeckendorfRep": ("List ℕ", "Prop"),
    "Nat.ppred": ("ℕ", "Option ℕ"), "Nat.psub": ("ℕ", "ℕ", "Option ℕ"),
    # Mathlib/Data/Nat/PartENat.lean:560 `def ofENat : ℕ∞ → PartENat`; Data/ENat/Basic.lean:443
    # `def map (f : ℕ → α) (k : ℕ∞) : WithTop α`
    "PartENat.ofENat": ("ℕ∞", "PartENat"), "ENat.map": ("ℕ → α", "ℕ∞", "WithTop α"),
    # Mathlib/Data/PFun.lean:472 `protected def id (α : Type*) : α →. α`
    "PFun.id": ("Type α", "PFun α α"),
    # Mathlib/Data/PNat/Defs.lean:71 `def toPNat' (n : ℕ) : ℕ+`, :221 `def divExact (m k : ℕ+) :
    # ℕ+`; PNat/Xgcd.lean:354 `def gcdD : ℕ+`, :370 `def gcdZ : ℕ+` with `variable (a b : ℕ+)`
    # (:347)
    "Nat.toPNat'": ("ℕ", "ℕ+"), "PNat.divExact": ("ℕ+", "ℕ+", "ℕ+"),
    "PNat.gcdD": ("ℕ+", "ℕ+", "ℕ+"), "PNat.gcdZ": ("ℕ+", "ℕ+", "ℕ+"),
    # Mathlib/Data/Part.lean:63 `def toOption (o : Part α) [Decidable o.Dom] : Option α`, :277
    # `def ofOption : Option α → Part α`, :370 `def map (f : α → β) (o : Part α) : Part β`
    "Part.toOption": ("Part α", "Option α"), "Part.ofOption": ("Option α", "Part α"),
    "Part.map": ("α → β", "Part α", "Part β"),
    # Mathlib/Data/Quot.lean:539 `noncomputable def out : Trunc α → α`
    "Trunc.out": ("Trunc α", "α"),
    # Mathlib/Data/Seq/Computation.lean:419 `def Results (s : Computation α) (a : α) (n : ℕ) := ∃
    # h : s ~> a, …` (a Prop)
    "Computation.Results": ("Computation α", "α", "ℕ", "Prop"),
    # Mathlib/Data/Seq/Seq.lean:55 `def cons (a : α) (s : Seq α) : Seq α`, :434 `def ofList (l :
    # List α) : Seq α`, :515 `def map (f : α → β) : Seq α → Seq β`, :545 `def take : ℕ → Seq α →
    # List α`, :616 `def toList (s : Seq α) (h : s.Terminates) : List α` (namespace Stream'.Seq)
    "Stream'.Seq.cons": ("α", "Stream'.Seq α", "Stream'.Seq α"),
    "Stream'.Seq.ofList": ("List α", "Stream'.Seq α"),
    "Stream'.Seq.map": ("α → β", "Stream'.Seq α", "Stream'.Seq β"),
    "Stream'.Seq.take": ("ℕ", "Stream'.Seq α", "List α"),
    "Stream'.Seq.toList": ("Stream'.Seq α", "_", "List α"),
    # Mathlib/Data/Setoid/Partition.lean:56 `def classes (r : Setoid α) : Set (Set α)`
    "Setoid.classes": ("Setoid α", "Set (Set α)"),
    # Mathlib/Data/Stream/Defs.lean:35 `abbrev head (s : Stream' α) : α`, :62 `def enum (s :
    # Stream' α) : Stream' (ℕ × α)`, :152 `def nats : Stream' ℕ`
    "Stream'.head": ("Stream' α", "α"), "Stream'.enum": ("Stream' α", "Stream' (ℕ × α)"),
    "Stream'.nats": ("Stream' ℕ",),
    # Mathlib/Data/Sym/Sym2.lean:484 `def IsDiag : Sym2 α → Prop`; Sym/Sym2/Finsupp.lean:32
    # `noncomputable def sym2Mul (f : α →₀ M₀) : Sym2 α →₀ M₀`
    "Sym2.IsDiag": ("Sym2 α", "Prop"), "Finsupp.sym2Mul": ("Finsupp α β", "Finsupp (Sym2 α) β"),
    # Mathlib/Data/TwoPointing.lean:48 `def swap : TwoPointing α` with `variable (p : TwoPointing
    # α)` (:41)
    "TwoPointing.swap": ("TwoPointing α", "TwoPointing α"),
    # -- partners of entries above, whose other side of an equation stayed unknown --
    # Mathlib/Data/Tree/Basic.lean:90 `def height : Tree α → ℕ` (beside `numNodes`)
    "Tree.height": ("Tree α", "ℕ"),
    # Mathlib/Algebra/Group/Units/Defs.lean:44 `structure Units (α : Type u) [Monoid α] where val :
    # α` (beside `PowerSeries.invOneSubPow`'s units)
    "Units.val": ("Units α", "α"),
    # Mathlib/LinearAlgebra/Lagrange.lean:143 `def basisDivisor (x y : F) : F[X]` (beside
    # `Lagrange.basis`)
    "Lagrange.basisDivisor": ("α", "α", "Polynomial α"),
    # Mathlib/Algebra/Lie/Basic.lean:600 `def refl : L₁ ≃ₗ⁅R⁆ L₁` (beside `LieEquiv.symm`)
    "LieEquiv.refl": ("LieEquiv α β β",),
    # Mathlib/Data/WSeq/Basic.lean:104 `def head (s : WSeq α) : Computation (Option α)` (beside
    # `Stream'.WSeq.nil`)
    "Stream'.WSeq.head": ("Stream'.WSeq α", "Computation (Option α)"),
}
