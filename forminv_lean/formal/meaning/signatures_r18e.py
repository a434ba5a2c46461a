"""Declared signatures of the algebra, number theory, linear algebra, combinatorics, `Data`, logic
and set theory constants that blocked refused renderings in round 18, each cited from its
declaration at v4.19.0.

Same format and rules as `signatures_r17d` (explicit arguments in order, the section `variable`s
the declaration uses included, then the result; `α β γ δ ε ι κ` the declaration's type
parameters, `_` an argument not typed here, `Type α` an explicit type argument). Chosen by how
many whole-corpus theorems an application of the constant with no declared signature blocked
(`type mismatch: T and ?F(…)`, `… depends on F's domain`, `the type of x is fixed by F's
domain`, `a numeral's type is fixed by F`). Most entries were first read by `formalise.sig_scan`
from the v4.19.0 source and then checked by hand against the declaration cited above each; a
bundled result (`PrimeSpectrum.comap f : C(PrimeSpectrum S, PrimeSpectrum R)`) is its bundled
type, as `signatures_r17d`'s `ConjClasses`-style entries are.

Left out on purpose (the format cannot say them exactly): results whose type parameter no
argument fixes (`NNRat.cast`, `toBoolRing`, `Function.Embedding.inl`, `Encodable.decode`,
`SimpleGraph.Walk.edges` whose walk's type names the graph), results or arguments that mention a
term (`Submodule.subtype p`, `Ideal.Quotient.mk I`, `Fin.succAbove`), universe changes
(`Cardinal.lift`, `Ordinal.lift`, `Ordinal.bsup`, `Cardinal.prod`), and declarations whose body
reaches a section `variable` the scanner did not see (`Computation.length` through `[h :
Terminates s]`, `LieModule.rank` through `variable (R L M)`, `CoxeterSystem.IsReflection`
through the local notation `s`): those three are written by hand below where they are exact.
Affine, topological and category-theoretic constants belong to `signatures_r18f` and the
category tables.

Left out after measuring (each lost renderings and gained none on the 15,000/seed-1 sample, its
partners keeping an unknown type or a coercion the checker does not model): `FreeGroup.mk`
(`Quot.mk`), `conGen` and `ringConGen` (`conGen (conGen r)`, a congruence coerced to a
relation), `GenContFract.s` (`Option.some`), `TwoSidedIdeal.ringCon` (written unapplied),
`BilinForm.toMatrix` and `LinearMap.toMatrix₂` (`b.toMatrix c` with a basis coerced to a
function), `fwdDiff` (iterated, `Δ_[h]^[n] φ x`), `List.tails` and `List.inits` (`List.map
List.reverse (List.inits l)`, core's `List.reverse` unapplied), `Inv.inv` (only ever unapplied,
which a signature does not type).
"""

from __future__ import annotations

SIGNATURES: dict[str, tuple[str, ...]] = {
    # Mathlib/Algebra/MonoidAlgebra/Defs.lean:99 `abbrev single (a : G) (b : k) : MonoidAlgebra k
    # G`
    "MonoidAlgebra.single": ("α", "β", "MonoidAlgebra β α"),
    # Mathlib/LinearAlgebra/Basis/Defs.lean:93 `field repr : M ≃ₗ[R] ι →₀ R`
    "Basis.repr": ("Basis α β γ", "LinearEquiv (RingHom.id β) γ (Finsupp α β)"),
    # Mathlib/LinearAlgebra/Eigenspace/Basic.lean:69 `def genEigenspace (f : End R M) (μ : R) : ℕ∞
    # →o Submodule R M`
    "Module.End.genEigenspace": ("Module.End α β", "α", "OrderHom ℕ∞ (Submodule α β)"),
    # Mathlib/NumberTheory/Harmonic/Defs.lean:19 `def harmonic : ℕ → ℚ`
    "harmonic": ("ℕ", "ℚ"),
    # Mathlib/NumberTheory/LSeries/RiemannZeta.lean:63 `def completedRiemannZeta (s : ℂ) : ℂ`
    "completedRiemannZeta": ("ℂ", "ℂ"),
    # Mathlib/NumberTheory/VonMangoldt.lean:61 `noncomputable def vonMangoldt : ArithmeticFunction
    # ℝ`
    "ArithmeticFunction.vonMangoldt": ("ArithmeticFunction ℝ",),
    # Mathlib/NumberTheory/ModularForms/JacobiTheta/TwoVariable.lean:251 `def jacobiTheta₂ (z τ :
    # ℂ) : ℂ`
    "jacobiTheta₂": ("ℂ", "ℂ", "ℂ"),
    # Mathlib/Algebra/Star/Conjneg.lean:28 `def conjneg (f : G → R) : G → R`
    "conjneg": ("α → β", "α", "β"),
    # Mathlib/RingTheory/Spectrum/Prime/Topology.lean:336 `def comap (f : R →+* S) :
    # C(PrimeSpectrum S, PrimeSpectrum R)`
    "PrimeSpectrum.comap": ("RingHom α β", "ContinuousMap (PrimeSpectrum β) (PrimeSpectrum α)"),
    # Mathlib/Algebra/ContinuedFractions/Basic.lean:321 `def convs (g : GenContFract K) : Stream'
    # K`
    "GenContFract.convs": ("GenContFract α", "Stream' α"),
    # Mathlib/Algebra/ContinuedFractions/Computation/Basic.lean:73 `field fr : K`
    "GenContFract.IntFractPair.fr": ("GenContFract.IntFractPair α", "α"),
    # Mathlib/Algebra/Group/Translate.lean:36 `def translate (a : G) (f : G → α) : G → α`
    "translate": ("α", "α → β", "α", "β"),
    # Mathlib/Combinatorics/Additive/AP/Three/Defs.lean:403 `def rothNumberNat : ℕ →o ℕ`
    "rothNumberNat": ("OrderHom ℕ ℕ",),
    # Mathlib/Data/Real/GoldenRatio.lean:31 `abbrev goldenRatio : ℝ`
    "goldenRatio": ("ℝ",),
    # Mathlib/LinearAlgebra/RootSystem/Defs.lean:79 `field root : ι ↪ M`
    "RootPairing.root": ("RootPairing α β γ δ", "Function.Embedding α γ"),
    # Mathlib/NumberTheory/Padics/PadicVal/Basic.lean:114 `def padicValInt (p : ℕ) (z : ℤ) : ℕ`
    "padicValInt": ("ℕ", "ℤ", "ℕ"),
    # Mathlib/Algebra/Group/Prod.lean:382 `protected def prod (f : M →* N) (g : M →* P) : M →* N ×
    # P`
    "MonoidHom.prod": ("MonoidHom α β", "MonoidHom α γ", "MonoidHom α (β × γ)"),
    # Mathlib/Algebra/GroupWithZero/Hom.lean:175 `def comp (hnp : β →*₀ γ) (hmn : α →*₀ β) : α →*₀
    # γ`
    "MonoidWithZeroHom.comp": (
        "MonoidWithZeroHom α β", "MonoidWithZeroHom γ α", "MonoidWithZeroHom γ β"),
    # Mathlib/Algebra/SkewMonoidAlgebra/Basic.lean:40 `field toFinsupp : G →₀ k`
    "SkewMonoidAlgebra.toFinsupp": ("SkewMonoidAlgebra α β", "Finsupp β α"),
    # Mathlib/Combinatorics/SimpleGraph/Diam.lean:397 `def center (G : SimpleGraph α) : Set α`
    "SimpleGraph.center": ("SimpleGraph α", "Set α"),
    # Mathlib/Data/Nat/Hyperoperation.lean:32 `def hyperoperation : ℕ → ℕ → ℕ → ℕ`
    "hyperoperation": ("ℕ", "ℕ", "ℕ", "ℕ"),
    # Mathlib/Data/Set/MemPartition.lean:39 `def memPartition (f : ℕ → Set α) : ℕ → Set (Set α)`
    "memPartition": ("ℕ → Set α", "ℕ", "Set (Set α)"),
    # Mathlib/Algebra/Group/Units/Hom.lean:197 `noncomputable def liftRight (f : M →* N) (hf : ∀
    # x, IsUnit (f x)) : M →* Nˣ`
    "IsUnit.liftRight": ("MonoidHom α β", "_", "MonoidHom α (Units β)"),
    # Mathlib/NumberTheory/NumberField/CanonicalEmbedding/Basic.lean:1200 `abbrev normAtAllPlaces
    # (x : mixedSpace K) : realSpace K`
    "NumberField.mixedEmbedding.normAtAllPlaces": (
        "NumberField.mixedEmbedding.mixedSpace α", "NumberField.mixedEmbedding.realSpace α"),
    # Mathlib/NumberTheory/NumberField/CanonicalEmbedding/FundamentalCone.lean:96 `def logMap (x :
    # mixedSpace K) : logSpace K`
    "NumberField.mixedEmbedding.logMap": (
        "NumberField.mixedEmbedding.mixedSpace α",
        "NumberField.Units.dirichletUnitTheorem.logSpace α"),
    # Mathlib/NumberTheory/NumberField/House.lean:35 `def house (α : K) : ℝ`
    "NumberField.house": ("α", "ℝ"),
    # Mathlib/NumberTheory/LSeries/RiemannZeta.lean:59 `def completedRiemannZeta₀ (s : ℂ) : ℂ`
    "completedRiemannZeta₀": ("ℂ", "ℂ"),
    # Mathlib/Combinatorics/Enumerative/Catalan.lean:52 `def catalan : ℕ → ℕ`
    "catalan": ("ℕ", "ℕ"),
    # Mathlib/RingTheory/UniqueFactorizationDomain/Finsupp.lean:28 `noncomputable def
    # factorization (n : α) : α →₀ ℕ`
    "factorization": ("α", "Finsupp α ℕ"),
    # Mathlib/Data/Set/MemPartition.lean:109 `def memPartitionSet (f : ℕ → Set α) : ℕ → α → Set α`
    "memPartitionSet": ("ℕ → Set α", "ℕ", "α", "Set α"),
    # Mathlib/Data/Setoid/Partition.lean:47 `def mkClasses (c : Set (Set α)) (H : ∀ a, ∃! b ∈ c, a
    # ∈ b) : Setoid α`
    "Setoid.mkClasses": ("Set (Set α)", "_", "Setoid α"),
    # Mathlib/GroupTheory/FreeAbelianGroup.lean:349 `def map (f : α → β) : FreeAbelianGroup α →+
    # FreeAbelianGroup β`
    "FreeAbelianGroup.map": ("α → β", "AddMonoidHom (FreeAbelianGroup α) (FreeAbelianGroup β)"),
    # Mathlib/LinearAlgebra/CliffordAlgebra/Equivs.lean:130 `def toComplex : CliffordAlgebra Q
    # →ₐ[ℝ] ℂ`
    "CliffordAlgebraComplex.toComplex": ("AlgHom ℝ (CliffordAlgebra CliffordAlgebraComplex.Q) ℂ",),
    # Mathlib/LinearAlgebra/TensorProduct/Tower.lean:175 `def map (f : M →ₗ[A] P) (g : N →ₗ[R] Q)
    # : M ⊗[R] N →ₗ[A] P ⊗[R] Q`
    "TensorProduct.AlgebraTensorModule.map": (
        "LinearMap (RingHom.id α) β γ", "LinearMap (RingHom.id δ) ε ι",
        "LinearMap (RingHom.id α) (TensorProduct δ β ε) (TensorProduct δ γ ι)"),
    # Mathlib/NumberTheory/GaussSum.lean:66 `def gaussSum (χ : MulChar R R') (ψ : AddChar R R') :
    # R'`
    "gaussSum": ("MulChar α β", "AddChar α β", "β"),
    # Mathlib/NumberTheory/LSeries/HurwitzZetaEven.lean:85 `def cosKernel (a : UnitAddCircle) (x :
    # ℝ) : ℝ`
    "HurwitzZeta.cosKernel": ("UnitAddCircle", "ℝ", "ℝ"),
    # Mathlib/NumberTheory/LSeries/HurwitzZetaOdd.lean:127 `def sinKernel (a : UnitAddCircle) (x :
    # ℝ) : ℝ`
    "HurwitzZeta.sinKernel": ("UnitAddCircle", "ℝ", "ℝ"),
    # Mathlib/NumberTheory/VonMangoldt.lean:44 `noncomputable def log : ArithmeticFunction ℝ`
    "ArithmeticFunction.log": ("ArithmeticFunction ℝ",),
    # Mathlib/NumberTheory/ZetaValues.lean:43 `def bernoulliFun (k : ℕ) (x : ℝ) : ℝ`
    "bernoulliFun": ("ℕ", "ℝ", "ℝ"),
    # Mathlib/RingTheory/HahnSeries/Basic.lean:46 `field coeff : Γ → R`
    "HahnSeries.coeff": ("HahnSeries α β", "α", "β"),
    # Mathlib/RingTheory/MvPowerSeries/Substitution.lean:508 `noncomputable def rescaleAlgHom (a :
    # σ → R) : MvPowerSeries σ R →ₐ[R] MvPowerSeries σ R`
    "MvPowerSeries.rescaleAlgHom": ("α → β", "AlgHom β (MvPowerSeries α β) (MvPowerSeries α β)"),
    # Mathlib/Algebra/Algebra/Equiv.lean:487 `def toLinearEquiv (e : A₁ ≃ₐ[R] A₂) : A₁ ≃ₗ[R] A₂`
    "AlgEquiv.toLinearEquiv": ("AlgEquiv α β γ", "LinearEquiv (RingHom.id α) β γ"),
    # Mathlib/Algebra/Algebra/NonUnitalHom.lean:368 `def prod (f : A →ₙₐ[R] B) (g : A →ₙₐ[R] C) :
    # A →ₙₐ[R] B × C`
    "NonUnitalAlgHom.prod": (
        "NonUnitalAlgHom (MonoidHom.id α) β γ", "NonUnitalAlgHom (MonoidHom.id α) β δ",
        "NonUnitalAlgHom (MonoidHom.id α) β (γ × δ)"),
    # Mathlib/Algebra/Algebra/Subalgebra/Basic.lean:999 `def NonUnitalSubalgebra.toSubalgebra (S :
    # NonUnitalSubalgebra R A) (h1 : (1 : A) ∈ S) : Subalgebra R A`
    "NonUnitalSubalgebra.toSubalgebra": ("NonUnitalSubalgebra α β", "_", "Subalgebra α β"),
    # Mathlib/Algebra/Algebra/Unitization.lean:764 `def starMap (φ : A →⋆ₙₐ[R] B) : Unitization R
    # A →⋆ₐ[R] Unitization R B`
    "Unitization.starMap": (
        "NonUnitalStarAlgHom α β γ", "StarAlgHom α (Unitization α β) (Unitization α γ)"),
    # Mathlib/Data/Finset/Defs.lean:122 `def toSet (s : Finset α) : Set α`
    "Finset.toSet": ("Finset α", "Set α"),
    # Mathlib/Algebra/ContinuedFractions/Basic.lean:300 `def contsAux (g : GenContFract K) :
    # Stream' (Pair K)`
    "GenContFract.contsAux": ("GenContFract α", "Stream' (GenContFract.Pair α)"),
    # Mathlib/Algebra/Group/Hom/Defs.lean:631 `protected def MonoidHom.copy [MulOneClass M]
    # [MulOneClass N] (f : M →* N) (f' : M → N) (h : f' = f) : M →* N`
    "MonoidHom.copy": ("MonoidHom α β", "α → β", "_", "MonoidHom α β"),
    # Mathlib/Algebra/Lie/Matrix.lean:59 `def Matrix.lieConj (P : Matrix n n R) (h : Invertible P)
    # : Matrix n n R ≃ₗ⁅R⁆ Matrix n n R`
    "Matrix.lieConj": ("Matrix α α β", "_", "LieEquiv β (Matrix α α β) (Matrix α α β)"),
    # Mathlib/Algebra/Quandle.lean:403 `def Conj.map {G : Type*} {H : Type*} [Group G] [Group H]
    # (f : G →* H) : Conj G →◃ Conj H`
    "Quandle.Conj.map": ("MonoidHom α β", "ShelfHom (Quandle.Conj α) (Quandle.Conj β)"),
    # Mathlib/Algebra/Ring/Hom/Defs.lean:135 `protected def copy (f : α →ₙ+* β) (f' : α → β) (h :
    # f' = f) : α →ₙ+* β`
    "NonUnitalRingHom.copy": ("NonUnitalRingHom α β", "α → β", "_", "NonUnitalRingHom α β"),
    # Mathlib/Algebra/Ring/Subring/Defs.lean:248 `protected def mk' (s : Set R) (sm : Submonoid R)
    # (sa : AddSubgroup R) (hm : ↑sm = s) (ha : ↑sa = s) : Subring R`
    "Subring.mk'": ("Set α", "Submonoid α", "AddSubgroup α", "_", "_", "Subring α"),
    # Mathlib/Algebra/Ring/Subring/Defs.lean:405 `def NonUnitalSubring.toSubring (S :
    # NonUnitalSubring R) (h1 : (1 : R) ∈ S) : Subring R`
    "NonUnitalSubring.toSubring": ("NonUnitalSubring α", "_", "Subring α"),
    # Mathlib/Algebra/Ring/Subsemiring/Defs.lean:225 `protected def mk' (s : Set R) (sm :
    # Submonoid R) (hm : ↑sm = s) (sa : AddSubmonoid R) (ha : ↑sa = s) : Subsemiring R`
    "Subsemiring.mk'": ("Set α", "Submonoid α", "_", "AddSubmonoid α", "_", "Subsemiring α"),
    # Mathlib/Algebra/Star/StarAlgHom.lean:135 `protected def copy (f : A →⋆ₙₐ[R] B) (f' : A → B)
    # (h : f' = f) : A →⋆ₙₐ[R] B`
    "NonUnitalStarAlgHom.copy": (
        "NonUnitalStarAlgHom α β γ", "β → γ", "_", "NonUnitalStarAlgHom α β γ"),
    # Mathlib/Algebra/Star/StarAlgHom.lean:363 `protected def copy (f : A →⋆ₐ[R] B) (f' : A → B)
    # (h : f' = f) : A →⋆ₐ[R] B`
    "StarAlgHom.copy": ("StarAlgHom α β γ", "β → γ", "_", "StarAlgHom α β γ"),
    # Mathlib/Algebra/Star/StarRingHom.lean:121 `protected def copy (f : A →⋆ₙ+* B) (f' : A → B)
    # (h : f' = f) : A →⋆ₙ+* B`
    "NonUnitalStarRingHom.copy": (
        "NonUnitalStarRingHom α β", "α → β", "_", "NonUnitalStarRingHom α β"),
    # Mathlib/Algebra/Star/Subalgebra.lean:844 `def NonUnitalStarSubalgebra.toStarSubalgebra (S :
    # NonUnitalStarSubalgebra R A) (h1 : 1 ∈ S) : StarSubalgebra R A`
    "NonUnitalStarSubalgebra.toStarSubalgebra": (
        "NonUnitalStarSubalgebra α β", "_", "StarSubalgebra α β"),
    # Mathlib/Data/Complex/Basic.lean:575 `def ofRealHom : ℝ →+* ℂ`
    "Complex.ofRealHom": ("RingHom ℝ ℂ",),
    # Mathlib/Combinatorics/Additive/Corner/Roth.lean:75 `noncomputable def cornersTheoremBound (ε
    # : ℝ) : ℕ`
    "cornersTheoremBound": ("ℝ", "ℕ"),
    # Mathlib/Combinatorics/Derangements/Finite.lean:64 `def numDerangements : ℕ → ℕ`
    "numDerangements": ("ℕ", "ℕ"),
    # Mathlib/Combinatorics/Young/YoungDiagram.lean:408 `def ofRowLens (w : List ℕ) (hw : w.Sorted
    # (· ≥ ·)) : YoungDiagram`
    "YoungDiagram.ofRowLens": ("List ℕ", "_", "YoungDiagram"),
    # Mathlib/Computability/TMToPartrec.lean:227 `def natEnd : Γ' → Bool`
    "Turing.PartrecToTM2.natEnd": ("Turing.PartrecToTM2.Γ'", "Bool"),
    # Mathlib/Data/Complex/Module.lean:236 `def conjAe : ℂ ≃ₐ[ℝ] ℂ`
    "Complex.conjAe": ("AlgEquiv ℝ ℂ ℂ",),
    # Mathlib/Data/ENat/Basic.lean:107 `def lift (x : ℕ∞) (h : x < ⊤) : ℕ`
    "ENat.lift": ("ℕ∞", "_", "ℕ"),
    # Mathlib/Data/Finset/Sups.lean:590 `def compls : Finset α → Finset α`
    "Finset.compls": ("Finset α", "Finset α"),
    # Mathlib/Data/Finset/Union.lean:39 `def disjiUnion (s : Finset α) (t : α → Finset β) (hf : (s
    # : Set α).PairwiseDisjoint t) : Finset β`
    "Finset.disjiUnion": ("Finset α", "α → Finset β", "_", "Finset β"),
    # Mathlib/Data/Matrix/Defs.lean:517 `def col (A : Matrix m n α) : n → m → α`
    "Matrix.col": ("Matrix α β γ", "β", "α", "γ"),
    # Mathlib/Data/Matrix/Defs.lean:508 `def row (A : Matrix m n α) : m → n → α`
    "Matrix.row": ("Matrix α β γ", "α", "β", "γ"),
    # Mathlib/Data/Num/Basic.lean:226 `protected def bit0 : Num → Num`
    "Num.bit0": ("Num", "Num"),
    # Mathlib/Data/Num/Basic.lean:356 `def sub' : PosNum → PosNum → ZNum`
    "PosNum.sub'": ("PosNum", "PosNum", "ZNum"),
    # Mathlib/Data/Ordmap/Ordnode.lean:466 `def merge (l : Ordnode α) : Ordnode α → Ordnode α`
    "Ordnode.merge": ("Ordnode α", "Ordnode α", "Ordnode α"),
    # Mathlib/Data/Real/Cardinality.lean:57 `def cantorFunctionAux (c : ℝ) (f : ℕ → Bool) (n : ℕ)
    # : ℝ`
    "Cardinal.cantorFunctionAux": ("ℝ", "ℕ → Bool", "ℕ", "ℝ"),
    # Mathlib/Data/Real/Hyperreal.lean:139 `noncomputable def omega : ℝ*`
    "Hyperreal.omega": ("ℝ*",),
    # Mathlib/Data/Semiquot.lean:27 `field s : Set α`
    "Semiquot.s": ("Semiquot α", "Set α"),
    # Mathlib/LinearAlgebra/Basis/Defs.lean:278 `def Basis.ofEquivFun [Finite ι] (e : M ≃ₗ[R] ι →
    # R) : Basis ι R M`
    "Basis.ofEquivFun": ("LinearEquiv (RingHom.id α) β (γ → α)", "Basis γ α β"),
    # Mathlib/LinearAlgebra/CliffordAlgebra/Equivs.lean:154 `def ofComplex : ℂ →ₐ[ℝ]
    # CliffordAlgebra Q`
    "CliffordAlgebraComplex.ofComplex": ("AlgHom ℝ ℂ (CliffordAlgebra CliffordAlgebraComplex.Q)",),
    # Mathlib/LinearAlgebra/ExteriorAlgebra/Basic.lean:355 `def map (f : M →ₗ[R] N) :
    # ExteriorAlgebra R M →ₐ[R] ExteriorAlgebra R N`
    "ExteriorAlgebra.map": (
        "LinearMap (RingHom.id α) β γ", "AlgHom α (ExteriorAlgebra α β) (ExteriorAlgebra α γ)"),
    # Mathlib/LinearAlgebra/FiniteDimensional/Basic.lean:378 `noncomputable def ofInjectiveEndo (f
    # : V →ₗ[K] V) (h_inj : Injective f) : V ≃ₗ[K] V`
    "LinearEquiv.ofInjectiveEndo": (
        "LinearMap (RingHom.id α) β β", "_", "LinearEquiv (RingHom.id α) β β"),
    # Mathlib/LinearAlgebra/LinearPMap.lean:36 `field domain : Submodule R E`
    "LinearPMap.domain": ("LinearPMap α β γ", "Submodule α β"),
    # Mathlib/LinearAlgebra/Matrix/Charpoly/Coeff.lean:300 `def charpolyRev (M : Matrix n n R) :
    # R[X]`
    "Matrix.charpolyRev": ("Matrix α α β", "Polynomial β"),
    # Mathlib/NumberTheory/Harmonic/ZetaAsymp.lean:50 `noncomputable def term_tsum (s : ℝ) : ℝ`
    "ZetaAsymptotics.term_tsum": ("ℝ", "ℝ"),
    # Mathlib/NumberTheory/LegendreSymbol/JacobiSymbol.lean:354 `def qrSign (m n : ℕ) : ℤ`
    "qrSign": ("ℕ", "ℕ", "ℤ"),
    # Mathlib/NumberTheory/LucasLehmer.lean:496 `def sModNat (q : ℕ) : ℕ → ℕ`
    "LucasLehmer.norm_num_ext.sModNat": ("ℕ", "ℕ", "ℕ"),
    # Mathlib/NumberTheory/ModularForms/JacobiTheta/OneVariable.lean:25 `noncomputable def
    # jacobiTheta (τ : ℂ) : ℂ`
    "jacobiTheta": ("ℂ", "ℂ"),
    # Mathlib/NumberTheory/ZetaValues.lean:89 `def bernoulliFourierCoeff (k : ℕ) (n : ℤ) : ℂ`
    "bernoulliFourierCoeff": ("ℕ", "ℤ", "ℂ"),
    # Mathlib/RingTheory/Coalgebra/Hom.lean:211 `def comp (φ₁ : B →ₗc[R] C) (φ₂ : A →ₗc[R] B) : A
    # →ₗc[R] C`
    "CoalgHom.comp": ("CoalgHom α β γ", "CoalgHom α δ β", "CoalgHom α δ γ"),
    # Mathlib/RingTheory/NonUnitalSubring/Defs.lean:231 `protected def mk' (s : Set R) (sm :
    # Subsemigroup R) (sa : AddSubgroup R) (hm : ↑sm = s) (ha : ↑sa = s) : NonUnitalSubring R`
    "NonUnitalSubring.mk'": (
        "Set α", "Subsemigroup α", "AddSubgroup α", "_", "_", "NonUnitalSubring α"),
    # Mathlib/RingTheory/NonUnitalSubsemiring/Defs.lean:164 `protected def mk' (s : Set R) (sg :
    # Subsemigroup R) (hg : ↑sg = s) (sa : AddSubmonoid R) (ha : ↑sa = s) : NonUnitalSubsemiring
    # R`
    "NonUnitalSubsemiring.mk'": (
        "Set α", "Subsemigroup α", "_", "AddSubmonoid α", "_", "NonUnitalSubsemiring α"),
    # Mathlib/RingTheory/Nullstellensatz.lean:120 `def pointToPoint (x : σ → k) : PrimeSpectrum
    # (MvPolynomial σ k)`
    "MvPolynomial.pointToPoint": ("α → β", "PrimeSpectrum (MvPolynomial α β)"),
    # Mathlib/RingTheory/TensorProduct/Basic.lean:719 `def lift (f : A →ₐ[S] C) (g : B →ₐ[R] C)
    # (hfg : ∀ x y, Commute (f x) (g y)) : (A ⊗[R] B) →ₐ[S] C`
    "Algebra.TensorProduct.lift": (
        "AlgHom α β γ", "AlgHom δ ε γ", "_", "AlgHom α (TensorProduct δ β ε) γ"),
    # Mathlib/SetTheory/Game/State.lean:38 `field turnBound : S → ℕ`
    "SetTheory.PGame.State.turnBound": ("α", "ℕ"),
    # Mathlib/SetTheory/Lists.lean:208 `def ofList (l : List (Lists α)) : Lists α`
    "Lists.ofList": ("List (Lists α)", "Lists α"),
    # Mathlib/SetTheory/Lists.lean:200 `def toList : Lists α → List (Lists α)`
    "Lists.toList": ("Lists α", "List (Lists α)"),
    # Mathlib/SetTheory/Surreal/Dyadic.lean:153 `def powHalf (n : ℕ) : Surreal`
    "Surreal.powHalf": ("ℕ", "Surreal"),
    # Mathlib/Data/Num/Basic.lean:231 `protected def bit1 : Num → Num`
    "Num.bit1": ("Num", "Num"),
    # Mathlib/LinearAlgebra/Dual/Defs.lean:334 `def dualAnnihilator {R M : Type*} [CommSemiring R]
    # [AddCommMonoid M] [Module R M] (W : Submodule R M) : Submodule R <| Module.Dual R M`
    "Submodule.dualAnnihilator": ("Submodule α β", "Submodule α (Module.Dual α β)"),
    # Mathlib/LinearAlgebra/RootSystem/Defs.lean:81 `field coroot : ι ↪ N`
    "RootPairing.coroot": ("RootPairing α β γ δ", "Function.Embedding α δ"),
    # Mathlib/RingTheory/HahnSeries/Summable.lean:208 `def Equiv (e : α ≃ β) (s : SummableFamily Γ
    # R α) : SummableFamily Γ R β`
    "HahnSeries.SummableFamily.Equiv": (
        "Equiv α β", "HahnSeries.SummableFamily γ δ α", "HahnSeries.SummableFamily γ δ β"),
    # Mathlib/Algebra/Ring/Opposite.lean:190 `def RingHom.fromOpposite {R S : Type*} [Semiring R]
    # [Semiring S] (f : R →+* S) (hf : ∀ x y, Commute (f x) (f y)) : Rᵐᵒᵖ →+* S`
    "RingHom.fromOpposite": ("RingHom α β", "_", "RingHom (MulOpposite α) β"),
    # Mathlib/Algebra/Ring/Opposite.lean:182 `def RingHom.toOpposite {R S : Type*} [Semiring R]
    # [Semiring S] (f : R →+* S) (hf : ∀ x y, Commute (f x) (f y)) : R →+* Sᵐᵒᵖ`
    "RingHom.toOpposite": ("RingHom α β", "_", "RingHom α (MulOpposite β)"),
    # Mathlib/Algebra/Algebra/Subalgebra/Basic.lean:914 `def subalgebraOfSubsemiring (S :
    # Subsemiring R) : Subalgebra ℕ R`
    "subalgebraOfSubsemiring": ("Subsemiring α", "Subalgebra ℕ α"),
    # Mathlib/Algebra/ContinuedFractions/Computation/Basic.lean:160 `protected def seq1 (v : K) :
    # Stream'.Seq1 <| IntFractPair K`
    "GenContFract.IntFractPair.seq1": ("α", "Stream'.Seq1 (GenContFract.IntFractPair α)"),
    # Mathlib/Algebra/ContinuedFractions/ConvergentsEquiv.lean:91 `def squashSeq (s : Stream'.Seq
    # <| Pair K) (n : ℕ) : Stream'.Seq (Pair K)`
    "GenContFract.squashSeq": (
        "Stream'.Seq (GenContFract.Pair α)", "ℕ", "Stream'.Seq (GenContFract.Pair α)"),
    # Mathlib/Algebra/Group/Conj.lean:229 `def conjugatesOf (a : α) : Set α`
    "conjugatesOf": ("α", "Set α"),
    # Mathlib/Algebra/Group/Subgroup/Map.lean:402 `def comapSubgroup (f : G ≃* H) : Subgroup H ≃o
    # Subgroup G`
    "MulEquiv.comapSubgroup": ("MulEquiv α β", "OrderIso (Subgroup β) (Subgroup α)"),
    # Mathlib/Algebra/Group/Subgroup/Map.lean:428 `def mapSubgroup {H : Type*} [Group H] (f : G ≃*
    # H) : Subgroup G ≃o Subgroup H`
    "MulEquiv.mapSubgroup": ("MulEquiv α β", "OrderIso (Subgroup α) (Subgroup β)"),
    # Mathlib/Algebra/Group/Submonoid/Units.lean:213 `noncomputable def unit_of_mem_ofUnits (S :
    # Subgroup Mˣ) {x : M} (h : x ∈ S.ofUnits) : Mˣ`
    "Subgroup.unit_of_mem_ofUnits": ("Subgroup (Units α)", "_", "Units α"),
    # Mathlib/Algebra/Group/Units/Equiv.lean:152 `protected def divRight (a : G) : G ≃ G`
    "Equiv.divRight": ("α", "Equiv α α"),
    # Mathlib/Algebra/Group/WithOne/Basic.lean:84 `def map (f : α →ₙ* β) : WithOne α →* WithOne β`
    "WithOne.map": ("MulHom α β", "MonoidHom (WithOne α) (WithOne β)"),
    # Mathlib/Algebra/GroupWithZero/Units/Basic.lean:166 `def mk0 (a : G₀) (ha : a ≠ 0) : G₀ˣ`
    "Units.mk0": ("α", "_", "Units α"),
    # Mathlib/Algebra/MvPolynomial/Eval.lean:672 `def aevalTower (f : R →ₐ[S] A) (X : σ → A) :
    # MvPolynomial σ R →ₐ[S] A`
    "MvPolynomial.aevalTower": ("AlgHom α β γ", "δ → γ", "AlgHom α (MvPolynomial δ β) γ"),
    # Mathlib/Algebra/Order/Group/OrderIso.lean:78 `def OrderIso.mulRight (a : α) : α ≃o α`
    "OrderIso.mulRight": ("α", "OrderIso α α"),
    # Mathlib/Algebra/Polynomial/AlgebraMap.lean:468 `def aevalTower (f : R →ₐ[S] A') (x : A') :
    # R[X] →ₐ[S] A'`
    "Polynomial.aevalTower": ("AlgHom α β γ", "γ", "AlgHom α (Polynomial β) γ"),
    # Mathlib/Algebra/Polynomial/GroupRingAction.lean:116 `protected noncomputable def polynomial
    # (g : P →+*[M] Q) : P[X] →+*[M] Q[X]`
    "MulSemiringActionHom.polynomial": (
        "MulSemiringActionHom (MonoidHom.id α) β γ",
        "MulSemiringActionHom (MonoidHom.id α) (Polynomial β) (Polynomial γ)"),
    # Mathlib/Algebra/Polynomial/Eval/SMul.lean:60 `def leval {R : Type*} [Semiring R] (r : R) :
    # R[X] →ₗ[R] R`
    "Polynomial.leval": ("α", "LinearMap (RingHom.id α) (Polynomial α) α"),
    # Mathlib/Algebra/QuadraticDiscriminant.lean:44 `def discrim [Ring R] (a b c : R) : R`
    "discrim": ("α", "α", "α", "α"),
    # Mathlib/Algebra/Quandle.lean:113 `field toFun : S₁ → S₂`
    "ShelfHom.toFun": ("ShelfHom α β", "α", "β"),
    # Mathlib/Algebra/Ring/Subsemiring/Defs.lean:407 `def NonUnitalSubsemiring.toSubsemiring (S :
    # NonUnitalSubsemiring R) (h1 : 1 ∈ S) : Subsemiring R`
    "NonUnitalSubsemiring.toSubsemiring": ("NonUnitalSubsemiring α", "_", "Subsemiring α"),
    # Mathlib/Algebra/SkewMonoidAlgebra/Basic.lean:326 `def sum {N : Type*} [AddCommMonoid N] (f :
    # SkewMonoidAlgebra k G) (g : G → k → N) : N`
    "SkewMonoidAlgebra.sum": ("SkewMonoidAlgebra α β", "β → α → γ", "γ"),
    # Mathlib/Algebra/Algebra/Spectrum/Quasispectrum.lean:528 `def SpectrumRestricts {R S A :
    # Type*} [Semifield R] [Semifield S] [Ring A] [Algebra R A] [Algebra S A] [Algebra R S] (a :
    # A) (f : S → R) : Prop`
    "SpectrumRestricts": ("α", "β → γ", "Prop"),
    # Mathlib/Data/Complex/Module.lean:208 `def reLm : ℂ →ₗ[ℝ] ℝ`
    "Complex.reLm": ("LinearMap (RingHom.id ℝ) ℂ ℝ",),
    # Mathlib/Data/Complex/Module.lean:218 `def imLm : ℂ →ₗ[ℝ] ℝ`
    "Complex.imLm": ("LinearMap (RingHom.id ℝ) ℂ ℝ",),
    # Mathlib/Computability/EpsilonNFA.lean:41 `field start : Set σ`
    "εNFA.start": ("εNFA α β", "Set β"),
    # Mathlib/Computability/EpsilonNFA.lean:43 `field accept : Set σ`
    "εNFA.accept": ("εNFA α β", "Set β"),
    # Mathlib/Computability/Language.lean:165 `def map (f : α → β) : Language α →+* Language β`
    "Language.map": ("α → β", "RingHom (Language α) (Language β)"),
    # Mathlib/Data/Complex/Module.lean:276 `def liftAux (I' : A) (hf : I' * I' = -1) : ℂ →ₐ[ℝ] A`
    "Complex.liftAux": ("α", "_", "AlgHom ℝ ℂ α"),
    # Mathlib/Data/ENat/Basic.lean:139 `def toNatHom : MonoidWithZeroHom ℕ∞ ℕ`
    "ENat.toNatHom": ("MonoidWithZeroHom ℕ∞ ℕ",),
    # Mathlib/Data/Finsupp/Basic.lean:218 `def mapRange.addEquiv (f : M ≃+ N) : (α →₀ M) ≃+ (α →₀
    # N)`
    "Finsupp.mapRange.addEquiv": ("AddEquiv α β", "Finsupp γ α", "Finsupp γ β"),  # (applied)
    # Mathlib/Data/Finset/Finsupp.lean:42 `protected def finsupp (s : Finset ι) (t : ι → Finset α)
    # : Finset (ι →₀ α)`
    "Finset.finsupp": ("Finset α", "α → Finset β", "Finset (Finsupp α β)"),
    # Mathlib/Data/Finsupp/Defs.lean:441 `def zipWith (f : M → N → P) (hf : f 0 0 = 0) (g₁ : α →₀
    # M) (g₂ : α →₀ N) : α →₀ P`
    "Finsupp.zipWith": ("α → β → γ", "_", "Finsupp δ α", "Finsupp δ β", "Finsupp δ γ"),
    # Mathlib/Data/Fintype/EquivFin.lean:342 `noncomputable def equivOfFiniteSelfEmbedding [Finite
    # α] (e : α ↪ α) : α ≃ α`
    "Function.Embedding.equivOfFiniteSelfEmbedding": ("Function.Embedding α α", "Equiv α α"),
    # Mathlib/Data/Fintype/List.lean:31 `def lists : Multiset α → Multiset (List α)`
    "Multiset.lists": ("Multiset α", "Multiset (List α)"),
    # Mathlib/Data/Matrix/Basic.lean:464 `def mapMatrix (f : α ≃ₗ[R] β) : Matrix m n α ≃ₗ[R]
    # Matrix m n β`
    "LinearEquiv.mapMatrix": (  # (applied)
        "LinearEquiv (RingHom.id α) β γ", "Matrix δ ε β", "Matrix δ ε γ"),
    # Mathlib/Data/Multiset/Powerset.lean:151 `def powersetCardAux (n : ℕ) (l : List α) : List
    # (Multiset α)`
    "Multiset.powersetCardAux": ("ℕ", "List α", "List (Multiset α)"),
    # Mathlib/Data/NNRat/Defs.lean:184 `def coeHom : ℚ≥0 →+* ℚ`
    "NNRat.coeHom": ("RingHom ℚ≥0 ℚ",),
    # Mathlib/Data/Nat/PartENat.lean:617 `noncomputable def withTopEquiv : PartENat ≃ ℕ∞`
    "PartENat.withTopEquiv": ("Equiv PartENat ℕ∞",),
    # Mathlib/Data/Num/Basic.lean:208 `def succ' : Num → PosNum`
    "Num.succ'": ("Num", "PosNum"),
    # Mathlib/Data/Num/Basic.lean:327 `protected def bit0 : ZNum → ZNum`
    "ZNum.bit0": ("ZNum", "ZNum"),
    # Mathlib/Data/Ordmap/Ordnode.lean:417 `def splitMin' : Ordnode α → α → Ordnode α → α ×
    # Ordnode α`
    "Ordnode.splitMin'": ("Ordnode α", "α", "Ordnode α", "α × Ordnode α"),
    # Mathlib/Data/Seq/Computation.lean:560 `def bind (c : Computation α) (f : α → Computation β)
    # : Computation β`
    "Computation.bind": ("Computation α", "α → Computation β", "Computation β"),
    # Mathlib/Data/Seq/Computation.lean:1018 `def LiftRelAux (R : α → β → Prop) (C : Computation α
    # → Computation β → Prop) : α ⊕ (Computation α) → β ⊕ (Computation β) → Prop`
    "Computation.LiftRelAux": (
        "α → β → Prop", "Computation α → Computation β → Prop", "Sum α (Computation α)",
        "Sum β (Computation β)", "Prop"),
    # Mathlib/Data/Set/Semiring.lean:205 `def imageHom [MulOneClass α] [MulOneClass β] (f : α →*
    # β) : SetSemiring α →+* SetSemiring β`
    "SetSemiring.imageHom": ("MonoidHom α β", "RingHom (SetSemiring α) (SetSemiring β)"),
    # Mathlib/Data/Sym/Sym2.lean:576 `def ToRel (s : Set (Sym2 α)) (x y : α) : Prop`
    "Sym2.ToRel": ("Set (Sym2 α)", "α", "α", "Prop"),
    # Mathlib/FieldTheory/IntermediateField/Basic.lean:119 `protected def copy (S :
    # IntermediateField K L) (s : Set L) (hs : s = ↑S) : IntermediateField K L`
    "IntermediateField.copy": ("IntermediateField α β", "Set β", "_", "IntermediateField α β"),
    # Mathlib/FieldTheory/Minpoly/IsIntegrallyClosed.lean:170 `noncomputable def
    # _root_.PowerBasis.ofGenMemAdjoin' (B : PowerBasis R S) (hint : IsIntegral R x) (hx : B.gen ∈
    # adjoin R ({x} : Set S)) : PowerBasis R S`
    "PowerBasis.ofGenMemAdjoin'": ("PowerBasis α β", "_", "_", "PowerBasis α β"),
    # Mathlib/GroupTheory/DoubleCoset.lean:33 `def doset (a : α) (s t : Set α) : Set α`
    "Doset.doset": ("α", "Set α", "Set α", "Set α"),
    # Mathlib/GroupTheory/FreeGroup/IsFreeGroup.lean:55 `field repr : G ≃* FreeGroup ι`
    "FreeGroupBasis.repr": ("FreeGroupBasis α β", "MulEquiv β (FreeGroup α)"),
    # Mathlib/GroupTheory/GroupExtension/Defs.lean:74 `field rightHom : E →* G`
    "GroupExtension.rightHom": ("GroupExtension α β γ", "MonoidHom β γ"),
    # Mathlib/GroupTheory/Nilpotent.lean:198 `def IsAscendingCentralSeries (H : ℕ → Subgroup G) :
    # Prop`
    "IsAscendingCentralSeries": ("_", "Prop"),
    # Mathlib/GroupTheory/OrderOfElement.lean:59 `def IsOfFinOrder (x : G) : Prop`
    "IsOfFinOrder": ("α", "Prop"),
    # Mathlib/LinearAlgebra/Alternating/Basic.lean:494 `def compLinearMap (f : M [⋀^ι]→ₗ[R] N) (g
    # : M₂ →ₗ[R] M) : M₂ [⋀^ι]→ₗ[R] N`
    "AlternatingMap.compLinearMap": (
        "AlternatingMap α β γ δ", "LinearMap (RingHom.id α) ε β", "AlternatingMap α ε γ δ"),
    # Mathlib/LinearAlgebra/BilinearMap.lean:322 `def compl₁₂ {R₁ : Type*} … (f : Mₗ →ₗ[R₁] N
    # →ₗ[R₂] Pₗ) (g : Qₗ →ₗ[R₁] Mₗ) (g' : Qₗ' →ₗ[R₂] N) : Qₗ →ₗ[R₁] Qₗ' →ₗ[R₂] Pₗ`
    "LinearMap.compl₁₂": (
        "LinearMap (RingHom.id α) β (LinearMap (RingHom.id γ) δ ε)",
        "LinearMap (RingHom.id α) ι β", "LinearMap (RingHom.id γ) κ δ",
        "LinearMap (RingHom.id α) ι (LinearMap (RingHom.id γ) κ ε)"),
    # Mathlib/LinearAlgebra/Dual/Defs.lean:352 `def dualCoannihilator (Φ : Submodule R
    # (Module.Dual R M)) : Submodule R M`
    "Submodule.dualCoannihilator": ("Submodule α (Module.Dual α β)", "Submodule α β"),
    # Mathlib/LinearAlgebra/Eigenspace/Basic.lean:144 `def HasUnifEigenvector (f : End R M) (μ :
    # R) (k : ℕ∞) (x : M) : Prop`
    "Module.End.HasUnifEigenvector": ("Module.End α β", "α", "ℕ∞", "β", "Prop"),
    # Mathlib/LinearAlgebra/Eigenspace/Basic.lean:408 `abbrev HasEigenvalue (f : End R M) (a : R)
    # : Prop`
    "Module.End.HasEigenvalue": ("Module.End α β", "α", "Prop"),
    # Mathlib/LinearAlgebra/LinearPMap.lean:513 `noncomputable def supSpanSingleton (f : E →ₗ.[K]
    # F) (x : E) (y : F) (hx : x ∉ f.domain) : E →ₗ.[K] F`
    "LinearPMap.supSpanSingleton": ("LinearPMap α β γ", "β", "γ", "_", "LinearPMap α β γ"),
    # Mathlib/LinearAlgebra/LinearPMap.lean:595 `def toPMap (f : E →ₗ[R] F) (p : Submodule R E) :
    # E →ₗ.[R] F`
    "LinearMap.toPMap": ("LinearMap (RingHom.id α) β γ", "Submodule α β", "LinearPMap α β γ"),
    # Mathlib/Data/Matrix/RowCol.lean:233 `def updateCol [DecidableEq n] (M : Matrix m n α) (j :
    # n) (b : m → α) : Matrix m n α`
    "Matrix.updateCol": ("Matrix α β γ", "β", "α → γ", "Matrix α β γ"),
    # Mathlib/LinearAlgebra/Matrix/ToLin.lean:200 `def Matrix.mulVecLin [Fintype n] (M : Matrix m
    # n R) : (n → R) →ₗ[R] m → R`
    "Matrix.mulVecLin": ("Matrix α β γ", "LinearMap (RingHom.id γ) (β → γ) (α → γ)"),
    # Mathlib/LinearAlgebra/Orientation.lean:272 `def adjustToOrientation [Nonempty ι] (e : Basis
    # ι R M) (x : Orientation R M ι) : Basis ι R M`
    "Basis.adjustToOrientation": ("Basis α β γ", "Orientation β γ α", "Basis α β γ"),
    # Mathlib/LinearAlgebra/QuadraticForm/Prod.lean:51 `def prod (Q₁ : QuadraticMap R M₁ P) (Q₂ :
    # QuadraticMap R M₂ P) : QuadraticMap R (M₁ × M₂) P`
    "QuadraticMap.prod": ("QuadraticMap α β γ", "QuadraticMap α δ γ", "QuadraticMap α (β × δ) γ"),
    # Mathlib/LinearAlgebra/TensorAlgebra/Basis.lean:35 `noncomputable def equivFreeAlgebra (b :
    # Basis κ R M) : TensorAlgebra R M ≃ₐ[R] FreeAlgebra R κ`
    "TensorAlgebra.equivFreeAlgebra": (
        "Basis α β γ", "AlgEquiv β (TensorAlgebra β γ) (FreeAlgebra β α)"),
    # Mathlib/LinearAlgebra/TensorProduct/Tower.lean:311 `def congr (f : M ≃ₗ[A] P) (g : N ≃ₗ[R]
    # Q) : (M ⊗[R] N) ≃ₗ[A] (P ⊗[R] Q)`
    "TensorProduct.AlgebraTensorModule.congr": (
        "LinearEquiv (RingHom.id α) β γ", "LinearEquiv (RingHom.id δ) ε ι",
        "LinearEquiv (RingHom.id α) (TensorProduct δ β ε) (TensorProduct δ γ ι)"),
    # Mathlib/Logic/Encodable/Basic.lean:426 `def down (a : α) : ULower α`
    "ULower.down": ("α", "ULower α"),
    # Mathlib/NumberTheory/ArithmeticFunction.lean:494 `def pdiv [GroupWithZero R] (f g :
    # ArithmeticFunction R) : ArithmeticFunction R`
    "ArithmeticFunction.pdiv": (
        "ArithmeticFunction α", "ArithmeticFunction α", "ArithmeticFunction α"),
    # Mathlib/NumberTheory/ArithmeticFunction.lean:533 `def IsMultiplicative [MonoidWithZero R] (f
    # : ArithmeticFunction R) : Prop`
    "ArithmeticFunction.IsMultiplicative": ("ArithmeticFunction α", "Prop"),
    # Mathlib/NumberTheory/ArithmeticFunction.lean:778 `def id : ArithmeticFunction ℕ`
    "ArithmeticFunction.id": ("ArithmeticFunction ℕ",),
    # Mathlib/NumberTheory/ArithmeticFunction.lean:915 `def cardDistinctFactors :
    # ArithmeticFunction ℕ`
    "ArithmeticFunction.cardDistinctFactors": ("ArithmeticFunction ℕ",),
    # Mathlib/NumberTheory/Dioph.lean:213 `def sumsq : List (Poly α) → Poly α`
    "Poly.sumsq": ("List (Poly α)", "Poly α"),
    # Mathlib/NumberTheory/Harmonic/EulerMascheroni.lean:45 `noncomputable def eulerMascheroniSeq
    # (n : ℕ) : ℝ`
    "Real.eulerMascheroniSeq": ("ℕ", "ℝ"),
    # Mathlib/NumberTheory/LSeries/Convolution.lean:36 `def toArithmeticFunction {R : Type*} [Zero
    # R] (f : ℕ → R) : ArithmeticFunction R`
    "toArithmeticFunction": ("ℕ → α", "ArithmeticFunction α"),
    # Mathlib/NumberTheory/LSeries/HurwitzZetaEven.lean:251 `def hurwitzEvenFEPair (a :
    # UnitAddCircle) : WeakFEPair ℂ`
    "HurwitzZeta.hurwitzEvenFEPair": ("UnitAddCircle", "WeakFEPair ℂ"),
    # Mathlib/NumberTheory/LucasLehmer.lean:122 `def sMod (p : ℕ) : ℕ → ℤ`
    "LucasLehmer.sMod": ("ℕ", "ℕ", "ℤ"),
    # Mathlib/NumberTheory/ModularForms/JacobiTheta/Bounds.lean:69 `def g_nat (k : ℕ) (a t : ℝ) (n
    # : ℕ) : ℝ`
    "HurwitzKernelBounds.g_nat": ("ℕ", "ℝ", "ℝ", "ℕ", "ℝ"),
    # Mathlib/Data/Complex/Basic.lean:45 `def equivRealProd : ℂ ≃ ℝ × ℝ`
    "Complex.equivRealProd": ("Equiv ℂ (ℝ × ℝ)",),
    # Mathlib/NumberTheory/PythagoreanTriples.lean:39 `def PythagoreanTriple (x y z : ℤ) : Prop`
    "PythagoreanTriple": ("ℤ", "ℤ", "ℤ", "Prop"),
    # Mathlib/NumberTheory/Transcendental/Liouville/LiouvilleNumber.lean:47 `def liouvilleNumber
    # (m : ℝ) : ℝ`
    "liouvilleNumber": ("ℝ", "ℝ"),
    # Mathlib/RingTheory/Bialgebra/Equiv.lean:88 `def toBialgHom (f : A ≃ₐc[R] B) : A →ₐc[R] B`
    "BialgEquiv.toBialgHom": ("BialgEquiv α β γ", "BialgHom α β γ"),
    # Mathlib/RingTheory/HahnSeries/Basic.lean:496 `def ofSuppBddBelow (f : Γ → R) (hf : BddBelow
    # (Function.support f)) : HahnSeries Γ R`
    "HahnSeries.ofSuppBddBelow": ("α → β", "_", "HahnSeries α β"),
    # Mathlib/RingTheory/HahnSeries/Summable.lean:642 `def powers (x : HahnSeries Γ R) (hx : 0 <
    # x.orderTop) : SummableFamily Γ R ℕ`
    "HahnSeries.SummableFamily.powers": ("HahnSeries α β", "_", "HahnSeries.SummableFamily α β ℕ"),
    # Mathlib/RingTheory/Ideal/Operations.lean:710 `def IsRadical (I : Ideal R) : Prop`
    "Ideal.IsRadical": ("Ideal α", "Prop"),
    # Mathlib/RingTheory/MvPolynomial/WeightedHomogeneous.lean:90 `def weightedTotalDegree (w : σ
    # → M) (p : MvPolynomial σ R) : M`
    "MvPolynomial.weightedTotalDegree": ("α → β", "MvPolynomial α γ", "β"),
    # Mathlib/RingTheory/NonUnitalSubsemiring/Defs.lean:142 `protected def copy (S :
    # NonUnitalSubsemiring R) (s : Set R) (hs : s = ↑S) : NonUnitalSubsemiring R`
    "NonUnitalSubsemiring.copy": ("NonUnitalSubsemiring α", "Set α", "_", "NonUnitalSubsemiring α"),
    # Mathlib/RingTheory/PowerBasis.lean:435 `noncomputable def map (pb : PowerBasis R S) (e : S
    # ≃ₐ[R] S') : PowerBasis R S'`
    "PowerBasis.map": ("PowerBasis α β", "AlgEquiv α β γ", "PowerBasis α γ"),
    # Mathlib/RingTheory/PowerBasis.lean:373 `noncomputable def equivOfMinpoly (pb : PowerBasis A
    # S) (pb' : PowerBasis A S') (h : minpoly A pb.gen = minpoly A pb'.gen) : S ≃ₐ[A] S'`
    "PowerBasis.equivOfMinpoly": ("PowerBasis α β", "PowerBasis α γ", "_", "AlgEquiv α β γ"),
    # Mathlib/RingTheory/TwoSidedIdeal/Operations.lean:386 `def toTwoSided (I : Ideal R)
    # [I.IsTwoSided] : TwoSidedIdeal R`
    "Ideal.toTwoSided": ("Ideal α", "TwoSidedIdeal α"),
    # Mathlib/SetTheory/Cardinal/Cofinality.lean:432 `def IsFundamentalSequence (a o :
    # Ordinal.{u}) (f : ∀ b < o, Ordinal.{u}) : Prop`
    "Ordinal.IsFundamentalSequence": ("Ordinal", "Ordinal", "_", "Prop"),
    # Mathlib/SetTheory/Ordinal/Rank.lean:28 `noncomputable def rank (h : Acc r a) : Ordinal.{u}`
    "Acc.rank": ("_", "Ordinal"),
    # Mathlib/SetTheory/Surreal/Multiplication.lean:288 `def IH4 (x₁ x₂ y : PGame) : Prop`
    "Surreal.Multiplication.IH4": ("SetTheory.PGame", "SetTheory.PGame", "SetTheory.PGame", "Prop"),
    # Mathlib/SetTheory/ZFC/Basic.lean:49 `def mk : PSet → ZFSet`
    "ZFSet.mk": ("PSet", "ZFSet"),
    # Mathlib/SetTheory/ZFC/Basic.lean:755 `def Hereditarily (p : ZFSet → Prop) (x : ZFSet) :
    # Prop`
    "ZFSet.Hereditarily": ("ZFSet → Prop", "ZFSet", "Prop"),
    # Mathlib/SetTheory/ZFC/Ordinal.lean:39 `def IsTransitive (x : ZFSet) : Prop`
    "ZFSet.IsTransitive": ("ZFSet", "Prop"),
    # Mathlib/SetTheory/ZFC/Basic.lean:411 `def powerset : ZFSet → ZFSet`
    "ZFSet.powerset": ("ZFSet", "ZFSet"),
    # Mathlib/Algebra/Group/Defs.lean:738 `def zsmulRec [Zero G] [Add G] [Neg G] (nsmul : ℕ → G →
    # G`
    "zsmulRec": ("ℕ → α → α", "ℤ", "α", "α"),
    # Mathlib/Algebra/Group/Defs.lean:332 `def npowRec [One M] [Mul M] : ℕ → M → M`
    "npowRec": ("ℕ", "α", "α"),
    # Mathlib/Algebra/Algebra/Subalgebra/Basic.lean:930 `def subalgebraOfSubring (S : Subring R) :
    # Subalgebra ℤ R`
    "subalgebraOfSubring": ("Subring α", "Subalgebra ℤ α"),
    # Mathlib/Algebra/ContinuedFractions/ConvergentsEquiv.lean:180 `def squashGCF (g :
    # GenContFract K) : ℕ → GenContFract K`
    "GenContFract.squashGCF": ("GenContFract α", "ℕ", "GenContFract α"),
    # Mathlib/Algebra/Group/AddChar.lean:148 `def toAddMonoidHom (φ : AddChar A M) : A →+ Additive
    # M`
    "AddChar.toAddMonoidHom": ("AddChar α β", "AddMonoidHom α (Additive β)"),
    # Mathlib/Algebra/Group/Units/Hom.lean:158 `def toHomUnits {G M : Type*} [Group G] [Monoid M]
    # (f : G →* M) : G →* Mˣ`
    "MonoidHom.toHomUnits": ("MonoidHom α β", "MonoidHom α (Units β)"),
    # Mathlib/Algebra/GroupWithZero/WithZero.lean:120 `noncomputable def map' (f : α →* β) :
    # WithZero α →*₀ WithZero β`
    "WithZero.map'": ("MonoidHom α β", "MonoidWithZeroHom (WithZero α) (WithZero β)"),
    # Mathlib/Algebra/Lie/Basic.lean:1000 `def symm (e : M ≃ₗ⁅R,L⁆ N) : N ≃ₗ⁅R,L⁆ M`
    "LieModuleEquiv.symm": ("LieModuleEquiv α β γ δ", "LieModuleEquiv α β δ γ"),
    # Mathlib/Algebra/Module/LinearMap/Polynomial.lean:463 `def nilRank (φ : L →ₗ[R] Module.End R
    # M) : ℕ`
    "LinearMap.nilRank": ("LinearMap (RingHom.id α) β (Module.End α γ)", "ℕ"),
    # Mathlib/Algebra/Order/Group/OrderIso.lean:102 `def OrderIso.mulLeft (a : α) : α ≃o α`
    "OrderIso.mulLeft": ("α", "OrderIso α α"),
    # Mathlib/Algebra/Quandle.lean:95 `field act : α → α → α`
    "Shelf.act": ("α", "α", "α"),
    # Mathlib/Algebra/DirectSum/Basic.lean:386 `def IsInternal {M S : Type*} [DecidableEq ι]
    # [AddCommMonoid M] [SetLike S M] [AddSubmonoidClass S M] (A : ι → S) : Prop`
    "DirectSum.IsInternal": ("α → β", "Prop"),
    # Mathlib/LinearAlgebra/Dual/Defs.lean:141 `def LinearEquiv.dualMap (f : M₁ ≃ₗ[R] M₂) : Dual R
    # M₂ ≃ₗ[R] Dual R M₁`
    "LinearEquiv.dualMap": (
        "LinearEquiv (RingHom.id α) β γ",
        "LinearEquiv (RingHom.id α) (Module.Dual α γ) (Module.Dual α β)"),
    # Mathlib/Algebra/Algebra/Spectrum/Basic.lean:75 `noncomputable def resolvent (a : A) (r : R)
    # : A`
    "resolvent": ("α", "β", "α"),
    # Mathlib/Combinatorics/Derangements/Basic.lean:112 `def RemoveNone.fiber (a : Option α) : Set
    # (Perm α)`
    "derangements.Equiv.RemoveNone.fiber": ("Option α", "Set (Equiv.Perm α)"),
    # Mathlib/Combinatorics/Enumerative/DyckWord.lean:61 `field toList : List DyckStep`
    "DyckWord.toList": ("DyckWord", "List DyckStep"),
    # Mathlib/Combinatorics/Extremal/RuzsaSzemeredi.lean:85 `noncomputable def
    # ruzsaSzemerediNumberNat (n : ℕ) : ℕ`
    "ruzsaSzemerediNumberNat": ("ℕ", "ℕ"),
    # Mathlib/Computability/Tape.lean:414 `field left : ListBlank Γ`
    "Turing.Tape.left": ("Turing.Tape α", "Turing.ListBlank α"),
    # Mathlib/Data/Bool/Basic.lean:179 `def ofNat (n : Nat) : Bool`
    "Bool.ofNat": ("ℕ", "Bool"),
    # Mathlib/Data/Complex/Module.lean:228 `def ofRealAm : ℝ →ₐ[ℝ] ℂ`
    "Complex.ofRealAm": ("AlgHom ℝ ℝ ℂ",),
    # Mathlib/Data/Finset/Image.lean:529 `def filterMap (f : α → Option β) (s : Finset α) (f_inj :
    # ∀ a a' b, b ∈ f a → b ∈ f a' → a = a') : Finset β`
    "Finset.filterMap": ("α → Option β", "Finset α", "_", "Finset β"),
    # Mathlib/Data/Int/Bitwise.lean:44 `def bitwise (f : Bool → Bool → Bool) : ℤ → ℤ → ℤ`
    "Int.bitwise": ("Bool → Bool → Bool", "ℤ", "ℤ", "ℤ"),
    # Mathlib/Data/Int/WithZero.lean:41 `def toNNReal {e : ℝ≥0} (he : e ≠ 0) : ℤₘ₀ →*₀ ℝ≥0`
    "WithZeroMulInt.toNNReal": ("_", "MonoidWithZeroHom (WithZero (Multiplicative ℤ)) ℝ≥0"),
    # Mathlib/Data/List/Defs.lean:356 `def map₂Left (f : α → Option β → γ) : List α → List β →
    # List γ`
    "List.map₂Left": ("α → Option β → γ", "List α", "List β", "List γ"),
    # Mathlib/Data/List/Defs.lean:150 `def permutationsAux2 (t : α) (ts : List α) (r : List β) :
    # List α → (List α → β) → List α × List β`
    "List.permutationsAux2": ("α", "List α", "List β", "List α", "List α → β", "List α × List β"),
    # Mathlib/Data/List/Defs.lean:205 `def permutations' : List α → List (List α)`
    "List.permutations'": ("List α", "List (List α)"),
    # Mathlib/Data/List/Sublists.lean:38 `def sublists'Aux (a : α) (r₁ r₂ : List (List α)) : List
    # (List α)`
    "List.sublists'Aux": ("α", "List (List α)", "List (List α)", "List (List α)"),
    # Mathlib/Data/List/Sublists.lean:97 `def sublistsAux (a : α) (r : List (List α)) : List (List
    # α)`
    "List.sublistsAux": ("α", "List (List α)", "List (List α)"),
    # Mathlib/Data/Matrix/Basic.lean:350 `def mapMatrix (f : α ≃ β) : Matrix m n α ≃ Matrix m n β`
    "Equiv.mapMatrix": ("Equiv α β", "Matrix γ δ α", "Matrix γ δ β"),  # (applied)
    # Mathlib/Data/Matrix/Basic.lean:404 `def mapMatrix (f : α ≃+ β) : Matrix m n α ≃+ Matrix m n
    # β`
    "AddEquiv.mapMatrix": ("AddEquiv α β", "Matrix γ δ α", "Matrix γ δ β"),  # (applied)
    # Mathlib/Data/Matrix/Mul.lean:591 `def vecMulVec [Mul α] (w : m → α) (v : n → α) : Matrix m n
    # α`
    "Matrix.vecMulVec": ("α → β", "γ → β", "Matrix α γ β"),
    # Mathlib/Data/Multiset/Powerset.lean:38 `def powersetAux' (l : List α) : List (Multiset α)`
    "Multiset.powersetAux'": ("List α", "List (Multiset α)"),
    # Mathlib/Data/Num/Basic.lean:118 `def natSize : PosNum → Nat`
    "PosNum.natSize": ("PosNum", "ℕ"),
    # Mathlib/Data/Num/Basic.lean:245 `def natSize : Num → Nat`
    "Num.natSize": ("Num", "ℕ"),
    # Mathlib/Data/Num/Basic.lean:333 `protected def bit1 : ZNum → ZNum`
    "ZNum.bit1": ("ZNum", "ZNum"),
    # Mathlib/Data/Option/Defs.lean:36 `protected def elim' (b : β) (f : α → β) : Option α → β`
    "Option.elim'": ("α", "β → α", "Option β", "α"),
    # Mathlib/Data/Ordmap/Ordnode.lean:434 `def splitMax' : Ordnode α → α → Ordnode α → Ordnode α
    # × α`
    "Ordnode.splitMax'": ("Ordnode α", "α", "Ordnode α", "Ordnode α × α"),
    # Mathlib/Data/Ordmap/Ordnode.lean:123 `def size : Ordnode α → ℕ`
    "Ordnode.size": ("Ordnode α", "ℕ"),
    # Mathlib/Data/Ordmap/Ordnode.lean:848 `def insertWith (f : α → α) (x : α) : Ordnode α →
    # Ordnode α`
    "Ordnode.insertWith": ("α → α", "α", "Ordnode α", "Ordnode α"),
    # Mathlib/Data/Ordmap/Ordnode.lean:943 `def insert' (x : α) : Ordnode α → Ordnode α`
    "Ordnode.insert'": ("α", "Ordnode α", "Ordnode α"),
    # Mathlib/Data/PNat/Defs.lean:170 `def modDivAux : ℕ+ → ℕ → ℕ → ℕ+ × ℕ`
    "PNat.modDivAux": ("ℕ+", "ℕ", "ℕ", "ℕ+ × ℕ"),
    # Mathlib/Data/Seq/Computation.lean:185 `def corec (f : β → α ⊕ β) (b : β) : Computation α`
    "Computation.corec": ("α → Sum β α", "α", "Computation β"),
    # Mathlib/Data/String/Defs.lean:22 `def replicate (n : Nat) (c : Char) : String`
    "String.replicate": ("ℕ", "Char", "String"),
    # Mathlib/Data/String/Defs.lean:38 `def IsSuffix : String → String → Prop`
    "String.IsSuffix": ("String", "String", "Prop"),
    # Mathlib/FieldTheory/IntermediateField/Basic.lean:246 `def Subalgebra.toIntermediateField (S
    # : Subalgebra K L) (inv_mem : ∀ x ∈ S, x⁻¹ ∈ S) : IntermediateField K L`
    "Subalgebra.toIntermediateField": ("Subalgebra α β", "_", "IntermediateField α β"),
    # Mathlib/GroupTheory/GroupAction/SubMulAction.lean:198 `protected def copy (p : SubMulAction
    # R M) (s : Set M) (hs : s = ↑p) : SubMulAction R M`
    "SubMulAction.copy": ("SubMulAction α β", "Set β", "_", "SubMulAction α β"),
    # Mathlib/LinearAlgebra/Alternating/Basic.lean:413 `def compAlternatingMap (g : N →ₗ[R] N₂) (f
    # : M [⋀^ι]→ₗ[R] N) : M [⋀^ι]→ₗ[R] N₂`
    "LinearMap.compAlternatingMap": (
        "LinearMap (RingHom.id α) β γ", "AlternatingMap α δ β ε", "AlternatingMap α δ γ ε"),
    # Mathlib/LinearAlgebra/Eigenspace/Basic.lean:400 `abbrev HasEigenvector (f : End R M) (μ : R)
    # (x : M) : Prop`
    "Module.End.HasEigenvector": ("Module.End α β", "α", "β", "Prop"),
    # Mathlib/LinearAlgebra/LinearPMap.lean:906 `noncomputable def toLinearPMap (g : Submodule R
    # (E × F)) : E →ₗ.[R] F`
    "Submodule.toLinearPMap": ("Submodule α (β × γ)", "LinearPMap α β γ"),
    # Mathlib/LinearAlgebra/Basis/SMul.lean:104 `def unitsSMul (v : Basis ι R M) (w : ι → Rˣ) :
    # Basis ι R M`
    "Basis.unitsSMul": ("Basis α β γ", "α → Units β", "Basis α β γ"),
    # Mathlib/LinearAlgebra/QuadraticForm/Basic.lean:558 `def comp (Q : QuadraticMap R N P) (f : M
    # →ₗ[R] N) : QuadraticMap R M P`
    "QuadraticMap.comp": (
        "QuadraticMap α β γ", "LinearMap (RingHom.id α) δ β", "QuadraticMap α δ γ"),
    # Mathlib/LinearAlgebra/QuadraticForm/Basic.lean:1124 `def PosDef (Q₂ : QuadraticMap R₂ M N) :
    # Prop`
    "QuadraticMap.PosDef": ("QuadraticMap α β γ", "Prop"),
    # Mathlib/LinearAlgebra/QuadraticForm/Basis.lean:79 `noncomputable def toBilin (Q :
    # QuadraticMap R M N) (bm : Basis ι R M) : LinearMap.BilinMap R M N`
    "QuadraticMap.toBilin": ("QuadraticMap α β γ", "Basis δ α β", "LinearMap.BilinMap α β γ"),
    # Mathlib/LinearAlgebra/RootSystem/Defs.lean:149 `protected def _root_.RootSystem.flip (P :
    # RootSystem ι R M N) : RootSystem ι R N M`
    "RootSystem.flip": ("RootSystem α β γ δ", "RootSystem α β δ γ"),
    # Mathlib/Algebra/GroupWithZero/Units/Equiv.lean:32 `protected def mulLeft₀ (a : G₀) (ha : a ≠
    # 0) : Perm G₀`
    "Equiv.mulLeft₀": ("α", "_", "Equiv.Perm α"),
    # Mathlib/Algebra/GroupWithZero/Units/Equiv.lean:41 `protected def mulRight₀ (a : G₀) (ha : a
    # ≠ 0) : Perm G₀`
    "Equiv.mulRight₀": ("α", "_", "Equiv.Perm α"),
    # Mathlib/ModelTheory/Semantics.lean:500 `nonrec def Realize (φ : L.Formula α) (v : α → M) :
    # Prop`
    "FirstOrder.Language.Formula.Realize": ("_", "α → β", "Prop"),
    # Mathlib/NumberTheory/ArithmeticFunction.lean:468 `def ppow (f : ArithmeticFunction R) (k :
    # ℕ) : ArithmeticFunction R`
    "ArithmeticFunction.ppow": ("ArithmeticFunction α", "ℕ", "ArithmeticFunction α"),
    # Mathlib/NumberTheory/ArithmeticFunction.lean:953 `def moebius : ArithmeticFunction ℤ`
    "ArithmeticFunction.moebius": ("ArithmeticFunction ℤ",),
    # Mathlib/NumberTheory/Dioph.lean:106 `def proj (i : α) : Poly α`
    "Poly.proj": ("α", "Poly α"),
    # Mathlib/NumberTheory/EulerProduct/DirichletLSeries.lean:31 `def riemannZetaSummandHom (hs :
    # s ≠ 0) : ℕ →*₀ ℂ`
    "riemannZetaSummandHom": ("_", "MonoidWithZeroHom ℕ ℂ"),
    # Mathlib/NumberTheory/FLT/Basic.lean:52 `def FermatLastTheoremFor (n : ℕ) : Prop`
    "FermatLastTheoremFor": ("ℕ", "Prop"),
    # Mathlib/NumberTheory/FrobeniusNumber.lean:45 `def FrobeniusNumber (n : ℕ) (s : Set ℕ) :
    # Prop`
    "FrobeniusNumber": ("ℕ", "Set ℕ", "Prop"),
    # Mathlib/NumberTheory/Harmonic/EulerMascheroni.lean:77 `noncomputable def eulerMascheroniSeq'
    # (n : ℕ) : ℝ`
    "Real.eulerMascheroniSeq'": ("ℕ", "ℝ"),
    # Mathlib/NumberTheory/JacobiSum/Basic.lean:43 `def jacobiSum (χ ψ : MulChar R R') : R'`
    "jacobiSum": ("MulChar α β", "MulChar α β", "β"),
    # Mathlib/NumberTheory/LucasLehmer.lean:39 `def mersenne (p : ℕ) : ℕ`
    "mersenne": ("ℕ", "ℕ"),
    # Mathlib/NumberTheory/NumberField/CanonicalEmbedding/Basic.lean:1174 `abbrev
    # normAtComplexPlaces (x : mixedSpace K) : realSpace K`
    "NumberField.mixedEmbedding.normAtComplexPlaces": (
        "NumberField.mixedEmbedding.mixedSpace α", "NumberField.mixedEmbedding.realSpace α"),
    # Mathlib/LinearAlgebra/Matrix/Basis.lean:50 `def Basis.toMatrix (e : Basis ι R M) (v : ι' →
    # M) : Matrix ι ι' R`
    "Basis.toMatrix": ("Basis α β γ", "δ → γ", "Matrix α δ β"),
    # Mathlib/NumberTheory/SmoothNumbers.lean:430 `def roughNumbersUpTo (N k : ℕ) : Finset ℕ`
    "Nat.roughNumbersUpTo": ("ℕ", "ℕ", "Finset ℕ"),
    # Mathlib/NumberTheory/Transcendental/Liouville/LiouvilleWith.lean:47 `def LiouvilleWith (p x
    # : ℝ) : Prop`
    "LiouvilleWith": ("ℝ", "ℝ", "Prop"),
    # Mathlib/RingTheory/Bialgebra/Equiv.lean:94 `def toAlgEquiv (f : A ≃ₐc[R] B) : A ≃ₐ[R] B`
    "BialgEquiv.toAlgEquiv": ("BialgEquiv α β γ", "AlgEquiv α β γ"),
    # Mathlib/RingTheory/HahnSeries/Summable.lean:354 `def smul (s : SummableFamily Γ R α) (t :
    # SummableFamily Γ' V β) : SummableFamily Γ' V (α × β)`
    "HahnSeries.SummableFamily.smul": (
        "HahnSeries.SummableFamily α β γ", "HahnSeries.SummableFamily δ ε ι",
        "HahnSeries.SummableFamily δ ε (γ × ι)"),
    # Mathlib/RingTheory/LocalRing/ResidueField/Basic.lean:71 `def lift {R S : Type*} [CommRing R]
    # [IsLocalRing R] [Field S] (f : R →+* S) [IsLocalHom f] : IsLocalRing.ResidueField R →+* S`
    "IsLocalRing.ResidueField.lift": ("RingHom α β", "RingHom (IsLocalRing.ResidueField α) β"),
    # Mathlib/RingTheory/LocalRing/ResidueField/Basic.lean:86 `def map (f : R →+* S) [IsLocalHom
    # f] : ResidueField R →+* ResidueField S`
    "IsLocalRing.ResidueField.map": (
        "RingHom α β", "RingHom (IsLocalRing.ResidueField α) (IsLocalRing.ResidueField β)"),
    # Mathlib/RingTheory/NonUnitalSubring/Defs.lean:179 `protected def copy (S : NonUnitalSubring
    # R) (s : Set R) (hs : s = ↑S) : NonUnitalSubring R`
    "NonUnitalSubring.copy": ("NonUnitalSubring α", "Set α", "_", "NonUnitalSubring α"),
    # Mathlib/RingTheory/NonUnitalSubsemiring/Basic.lean:389 `def nonUnitalSubsemiringClosure (M :
    # Subsemigroup R) : NonUnitalSubsemiring R`
    "Subsemigroup.nonUnitalSubsemiringClosure": ("Subsemigroup α", "NonUnitalSubsemiring α"),
    # Mathlib/RingTheory/MatrixPolynomialAlgebra.lean:137 `def RingHom.polyToMatrix (f : A →+*
    # Matrix n n R) : A[X] →+* Matrix n n R[X]`
    "RingHom.polyToMatrix": (
        "RingHom α (Matrix β β γ)", "RingHom (Polynomial α) (Matrix β β (Polynomial γ))"),
    # Mathlib/RingTheory/PowerBasis.lean:158 `noncomputable def minpolyGen (pb : PowerBasis A S) :
    # A[X]`
    "PowerBasis.minpolyGen": ("PowerBasis α β", "Polynomial α"),
    # Mathlib/RingTheory/SimpleModule/Basic.lean:455 `def Iso (X Y : Submodule R M × Submodule R
    # M) : Prop`
    "JordanHolderModule.Iso": (
        "Submodule α β × Submodule α β", "Submodule α β × Submodule α β", "Prop"),
    # Mathlib/RingTheory/Smooth/Basic.lean:104 `noncomputable def liftOfSurjective [FormallySmooth
    # R A] (f : A →ₐ[R] C) (g : B →ₐ[R] C) (hg : Function.Surjective g) (hg' : IsNilpotent <|
    # RingHom.ker (g : B →+* C)) : A →ₐ[R] B`
    "Algebra.FormallySmooth.liftOfSurjective": (
        "AlgHom α β γ", "AlgHom α δ γ", "_", "_", "AlgHom α β δ"),
    # Mathlib/RingTheory/Spectrum/Maximal/Defs.lean:24 `field asIdeal : Ideal R`
    "MaximalSpectrum.asIdeal": ("MaximalSpectrum α", "Ideal α"),
    # Mathlib/RingTheory/Spectrum/Prime/ConstructibleSet.lean:90 `def toSet (S :
    # ConstructibleSetData R) : Set (PrimeSpectrum R)`
    "PrimeSpectrum.ConstructibleSetData.toSet": (
        "PrimeSpectrum.ConstructibleSetData α", "Set (PrimeSpectrum α)"),
    # Mathlib/RingTheory/TwoSidedIdeal/Operations.lean:53 `abbrev span (s : Set R) : TwoSidedIdeal
    # R`
    "TwoSidedIdeal.span": ("Set α", "TwoSidedIdeal α"),
    # Mathlib/RingTheory/UniqueFactorizationDomain/FactorSet.lean:138 `def FactorSetMem (s :
    # FactorSet α) (p : Associates α) : Prop`
    "Associates.FactorSetMem": ("Associates.FactorSet α", "Associates α", "Prop"),
    # Mathlib/RingTheory/UniqueFactorizationDomain/Defs.lean:173 `noncomputable def factors (a :
    # α) : Multiset α`
    "UniqueFactorizationMonoid.factors": ("α", "Multiset α"),
    # Mathlib/RingTheory/Valuation/Basic.lean:255 `def IsEquiv (v₁ : Valuation R Γ₀) (v₂ :
    # Valuation R Γ'₀) : Prop`
    "Valuation.IsEquiv": ("Valuation α β", "Valuation α γ", "Prop"),
    # Mathlib/SetTheory/Game/Basic.lean:937 `def inv' : PGame → PGame`
    "SetTheory.PGame.inv'": ("SetTheory.PGame", "SetTheory.PGame"),
    # Mathlib/SetTheory/PGame/Algebra.lean:807 `def star : PGame.{u}`
    "SetTheory.PGame.star": ("SetTheory.PGame",),
    # Mathlib/SetTheory/Ordinal/Notation.lean:116 `def ofNat : ℕ → ONote`
    "ONote.ofNat": ("ℕ", "ONote"),
    # Mathlib/SetTheory/Ordinal/Notation.lean:586 `def split : ONote → ONote × ℕ`
    "ONote.split": ("ONote", "ONote × ℕ"),
    # Mathlib/SetTheory/Ordinal/Notation.lean:606 `def opowAux (e a0 a : ONote) : ℕ → ℕ → ONote`
    "ONote.opowAux": ("ONote", "ONote", "ONote", "ℕ", "ℕ", "ONote"),
    # Mathlib/SetTheory/Surreal/Multiplication.lean:284 `def IH24 (x₁ x₂ y : PGame) : Prop`
    "Surreal.Multiplication.IH24": (
        "SetTheory.PGame", "SetTheory.PGame", "SetTheory.PGame", "Prop"),
    # Mathlib/SetTheory/Surreal/Multiplication.lean:364 `def MulOptionsLTMul (x y : PGame) : Prop`
    "Surreal.Multiplication.MulOptionsLTMul": ("SetTheory.PGame", "SetTheory.PGame", "Prop"),
    # Mathlib/SetTheory/ZFC/Basic.lean:176 `def toSet (u : ZFSet.{u}) : Set ZFSet.{u}`
    "ZFSet.toSet": ("ZFSet", "Set ZFSet"),
    # Mathlib/SetTheory/ZFC/Basic.lean:610 `def image (f : ZFSet → ZFSet) [Definable₁ f] : ZFSet →
    # ZFSet`
    "ZFSet.image": ("ZFSet → ZFSet", "ZFSet", "ZFSet"),
    # Mathlib/SetTheory/ZFC/Class.lean:58 `def univ : Class`
    "Class.univ": ("Class",),
    # Mathlib/SetTheory/ZFC/Class.lean:144 `def powerset (x : Class) : Class`
    "Class.powerset": ("Class", "Class"),
    # Mathlib/Data/PNat/Notation.lean:21 `def PNat.val : ℕ+ → ℕ`
    "PNat.val": ("ℕ+", "ℕ"),
    # Mathlib/Algebra/Group/Defs.lean:338 `def nsmulRec [Zero M] [Add M] : ℕ → M → M`
    "nsmulRec": ("ℕ", "α", "α"),
    # Mathlib/RingTheory/MvPolynomial/MonomialOrder.lean (`variable {σ : Type*} {m : MonomialOrder
    # σ}` :89, `variable (m) in` :95, :100): :97 `def degree (f : MvPolynomial σ R) : σ →₀ ℕ`,
    # :102 `def leadingCoeff (f : MvPolynomial σ R) : R`
    "MonomialOrder.degree": ("MonomialOrder α", "MvPolynomial α β", "Finsupp α ℕ"),
    "MonomialOrder.leadingCoeff": ("MonomialOrder α", "MvPolynomial α β", "β"),
    # Mathlib/Algebra/CharP/Lemmas.lean:290 `def frobenius : R →+* R` with `variable (R : Type*)`
    # (:286) and `variable (p n : ℕ) [ExpChar R p]` (:287; `n` unused)
    "frobenius": ("Type α", "ℕ", "RingHom α α"),
    # Mathlib/RingTheory/WittVector/WittPolynomial.lean:76 `noncomputable def wittPolynomial (n :
    # ℕ) : MvPolynomial ℕ R` with `variable (p : ℕ)` (:68), `variable (R : Type*)` (:69)
    "wittPolynomial": ("ℕ", "Type α", "ℕ", "MvPolynomial ℕ α"),
    # Mathlib/GroupTheory/Coxeter/Inversion.lean:62 `def IsReflection (t : W) : Prop := ∃ w i, t =
    # w * s i * w⁻¹` (`local prefix:100 "s" => cs.simple` :56, `variable {M : CoxeterMatrix B}
    # (cs : CoxeterSystem M W)` :54; the system untyped here: its type names `M`)
    "CoxeterSystem.IsReflection": ("_", "α", "Prop"),
    # Mathlib/NumberTheory/Pell.lean:113 `protected def y (a : Solution₁ d) : ℤ` (untyped here: the
    # type names `d`), the partner of `Pell.Solution₁.x` in `signatures_r17d`
    "Pell.Solution₁.y": ("_", "ℤ"),
    # Mathlib/Algebra/Order/CauSeq/Basic.lean:365 `def LimZero {abv : β → α} (f : CauSeq β abv) :
    # Prop` (untyped here: the type names `abv`), as `CauSeq.Pos` in `signatures_r17d`
    "CauSeq.LimZero": ("_", "Prop"),
    # Mathlib/FieldTheory/IsPerfectClosure.lean:71 `def pNilradical (R : Type*) [CommSemiring R] (p
    # : ℕ) : Ideal R`
    "pNilradical": ("Type α", "ℕ", "Ideal α"),
    # Mathlib/Algebra/MonoidAlgebra/Defs.lean:848 `abbrev single (a : G) (b : k) : k[G]` (`k[G]` is
    # `AddMonoidAlgebra k G`, :820 `scoped[AddMonoidAlgebra] notation:9000 R:max "[" A "]" =>
    # AddMonoidAlgebra R A`)
    "AddMonoidAlgebra.single": ("α", "β", "AddMonoidAlgebra β α"),
    # Mathlib/LinearAlgebra/TensorProduct/Basic.lean (`variable (M N)` :54, `variable {N}` :917,
    # after `end TensorProduct` :909 closed the `variable {M N}` of :624): :921 `def lTensor (f :
    # N →ₗ[R] P) : M ⊗[R] N →ₗ[R] M ⊗[R] P`, :926 `def rTensor (f : N →ₗ[R] P) : N ⊗[R] M →ₗ[R]
    # P ⊗[R] M` (`LinearMap.lTensor M f`, `M` explicit)
    "LinearMap.lTensor": (
        "Type β", "LinearMap (RingHom.id α) γ δ",
        "LinearMap (RingHom.id α) (TensorProduct α β γ) (TensorProduct α β δ)"),
    "LinearMap.rTensor": (
        "Type β", "LinearMap (RingHom.id α) γ δ",
        "LinearMap (RingHom.id α) (TensorProduct α γ β) (TensorProduct α δ β)"),
    # Mathlib/GroupTheory/Order/Min.lean:34 `noncomputable def minOrder : ℕ∞` with `variable (α)
    # [Monoid α]` (:27)
    "Monoid.minOrder": ("Type α", "ℕ∞"),
    # Mathlib/GroupTheory/CommutingProbability.lean:35 `def commProb : ℚ` with `variable (M :
    # Type*) [Mul M]` (:32)
    "commProb": ("Type α", "ℚ"),
    # Mathlib/GroupTheory/FreeGroup/Basic.lean:596 `def lift : (α → β) ≃ (FreeGroup α →* β)`
    # (applied; the section's `(f : α → β)` of :579 is not used: `toFun f :=` binds its own)
    "FreeGroup.lift": ("α → β", "MonoidHom (FreeGroup α) β"),
    # Mathlib/GroupTheory/FreeGroup/Basic.lean:678 `def map : FreeGroup α →* FreeGroup β` with
    # `variable {β : Type v} (f : α → β)` (:672)
    "FreeGroup.map": ("α → β", "MonoidHom (FreeGroup α) (FreeGroup β)"),
    # Mathlib/Algebra/Group/Prod.lean:446 `def coprod : M × N →* P` with `variable [CommMonoid P]
    # (f : M →* P) (g : N →* P)` (:437); :417 `def prodMap : M × N →* M' × N'` with `(f : M →*
    # M') (g : N →* N')` (:412-413)
    "MonoidHom.coprod": ("MonoidHom α γ", "MonoidHom β γ", "MonoidHom (α × β) γ"),
    "MonoidHom.prodMap": ("MonoidHom α γ", "MonoidHom β δ", "MonoidHom (α × β) (γ × δ)"),
    # Mathlib/Algebra/CharP/Lemmas.lean:296 `def iterateFrobenius : R →+* R` with `variable (R :
    # Type*)` (:286), `variable (p n : ℕ) [ExpChar R p]` (:287)
    "iterateFrobenius": ("Type α", "ℕ", "ℕ", "RingHom α α"),
    # Mathlib/FieldTheory/Perfect.lean:76 `noncomputable def frobeniusEquiv : R ≃+* R` with
    # `variable (R : Type*) (p m n : ℕ) [CommSemiring R] [ExpChar R p]` (:48; `m n` unused)
    "frobeniusEquiv": ("Type α", "ℕ", "RingEquiv α α"),
    # Mathlib/LinearAlgebra/Matrix/ToLin.lean:495 `def Matrix.toLin : Matrix m n R ≃ₗ[R] M₁ →ₗ[R]
    # M₂` with `variable (v₁ : Basis n R M₁) (v₂ : Basis m R M₂)` (:480) (applied)
    "Matrix.toLin": (
        "Basis α β γ", "Basis δ β ε", "Matrix δ α β", "LinearMap (RingHom.id β) γ ε"),
    # Mathlib/LinearAlgebra/Basis/Defs.lean:168 `protected def map : Basis ι R M'` with `variable
    # (b b₁ : Basis ι R M)` (:102) and `(f : M ≃ₗ[R] M')` (:164)
    "Basis.map": ("Basis α β γ", "LinearEquiv (RingHom.id β) γ δ", "Basis α β δ"),
    # Mathlib/Logic/Relation.lean:618 `def setoid : Setoid α := Setoid.mk _ (EqvGen.is_equivalence
    # r)` with `variable (r)` (:609) (namespace `Relation.EqvGen`)
    "Relation.EqvGen.setoid": ("α → α → Prop", "Setoid α"),
    # Mathlib/Algebra/Polynomial/Smeval.lean:123 `def smeval.linearMap : R[X] →ₗ[R] S` with
    # `variable (R : Type*) … {S : Type*} … (x : S)` (:101-102), the partner of `Polynomial.leval`
    "Polynomial.smeval.linearMap": ("Type α", "β", "LinearMap (RingHom.id α) (Polynomial α) β"),
    # Mathlib/Algebra/MonoidAlgebra/MapDomain.lean:33 `abbrev mapDomain (f : M → N) (v :
    # MonoidAlgebra R M) : MonoidAlgebra R N`, the partner of `MonoidAlgebra.single`
    "MonoidAlgebra.mapDomain": ("α → β", "MonoidAlgebra γ α", "MonoidAlgebra γ β"),
    # Mathlib/Algebra/Module/Equiv/Defs.lean:47 `structure LinearEquiv … (σ : R →+* S) … (M : Type*)
    # (M₂ : Type*) … extends LinearMap σ M M₂, M ≃+ M₂` (the parent projection, at `RingHom.id`)
    "LinearEquiv.toLinearMap": ("LinearEquiv (RingHom.id α) β γ", "LinearMap (RingHom.id α) β γ"),
    # Mathlib/Algebra/Group/TypeTags/Hom.lean:44 `def MonoidHom.toAdditive [MulOneClass α]
    # [MulOneClass β] : (α →* β) ≃ (Additive α →+ Additive β)` (applied)
    "MonoidHom.toAdditive": ("MonoidHom α β", "AddMonoidHom (Additive α) (Additive β)"),
    # Mathlib/Algebra/Module/Submodule/Lattice.lean:411 `def AddSubgroup.toIntSubmodule :
    # AddSubgroup M ≃o Submodule ℤ M` (applied)
    "AddSubgroup.toIntSubmodule": ("AddSubgroup α", "Submodule ℤ α"),
    # Mathlib/Algebra/FreeMonoid/Basic.lean:299 `def lift : (α → M) ≃ (FreeMonoid α →* M)`
    # (applied)
    "FreeMonoid.lift": ("α → β", "MonoidHom (FreeMonoid α) β"),
    # Mathlib/GroupTheory/Nilpotent.lean:290 `def lowerCentralSeries (G : Type*) [Group G] : ℕ →
    # Subgroup G`
    "lowerCentralSeries": ("Type α", "ℕ", "Subgroup α"),
    # Mathlib/GroupTheory/SpecificGroups/Alternating.lean:66 `def alternatingGroup : Subgroup (Perm
    # α)` with `variable (α : Type*) [Fintype α] [DecidableEq α]` (:62)
    "alternatingGroup": ("Type α", "Subgroup (Equiv.Perm α)"),
    # Mathlib/Algebra/Lie/OfAssociative.lean (`variable (R : Type u) (L : Type v) (M : Type w)`
    # :164): :172 `def LieModule.toEnd : L →ₗ⁅R⁆ Module.End R M`, :182 `def LieAlgebra.ad : L
    # →ₗ⁅R⁆ Module.End R L` (`M` unused)
    "LieModule.toEnd": ("Type α", "Type β", "Type γ", "LieHom α β (Module.End α γ)"),
    "LieAlgebra.ad": ("Type α", "Type β", "LieHom α β (Module.End α β)"),
    # Mathlib/RingTheory/Polynomial/Bernstein.lean:50 `def bernsteinPolynomial (n ν : ℕ) : R[X]`
    # with `variable (R : Type*) [CommRing R]` (:44)
    "bernsteinPolynomial": ("Type α", "ℕ", "ℕ", "Polynomial α"),
    # Mathlib/GroupTheory/GroupAction/ConjAct.lean:75 `def toConjAct : G ≃* ConjAct G` (applied)
    "ConjAct.toConjAct": ("α", "ConjAct α"),
    # Mathlib/Combinatorics/Colex.lean:69 `structure Colex (α) where toColex :: ofColex : Finset α`
    # (namespace `Finset`; the constructor and the field)
    "Finset.Colex.toColex": ("Finset α", "Finset.Colex α"),
    "Finset.Colex.ofColex": ("Finset.Colex α", "Finset α"),
    # Mathlib/Algebra/Free.lean:72 `inductive FreeMagma (α : Type u) : Type u | of : α → FreeMagma
    # α`
    "FreeMagma.of": ("α", "FreeMagma α"),
    # Mathlib/Data/Stream/Defs.lean:54 `def map (f : α → β) (s : Stream' α) : Stream' β`
    "Stream'.map": ("α → β", "Stream' α", "Stream' β"),
    # Mathlib/Data/Seq/Seq.lean:506 `def append (s₁ s₂ : Seq α) : Seq α`
    "Stream'.Seq.append": ("Stream'.Seq α", "Stream'.Seq α", "Stream'.Seq α"),
    # Mathlib/Data/WSeq/Basic.lean:41 `def ofSeq : Seq α → WSeq α`
    "Stream'.WSeq.ofSeq": ("Stream'.Seq α", "Stream'.WSeq α"),
    # Mathlib/NumberTheory/LSeries/AbstractFuncEq.lean:78 `structure WeakFEPair where … (k : ℝ)`
    # (:82) with `variable (E : Type*)` (:70)
    "WeakFEPair.k": ("WeakFEPair α", "ℝ"),
    # Mathlib/Combinatorics/Hindman.lean:92 `inductive FP {M} [Semigroup M] : Stream' M → Set M`
    "Hindman.FP": ("Stream' α", "Set α"),
    # Mathlib/RingTheory/MatrixPolynomialAlgebra.lean:49 `noncomputable def matPolyEquiv : Matrix n
    # n R[X] ≃ₐ[R] (Matrix n n R)[X]` (applied)
    "matPolyEquiv": ("Matrix α α (Polynomial β)", "Polynomial (Matrix α α β)"),
    # Mathlib/RingTheory/LocalRing/ResidueField/Defs.lean:40 `def residue : R →+* ResidueField R`
    # with `variable (R : Type*)` (:21; namespace `IsLocalRing`)
    "IsLocalRing.residue": ("Type α", "RingHom α (IsLocalRing.ResidueField α)"),
    # Mathlib/Algebra/GroupWithZero/NonZeroDivisors.lean:53 `def nonZeroDivisorsRight : Submonoid
    # M₀` with `variable (M₀ : Type*)` (:35)
    "nonZeroDivisorsRight": ("Type α", "Submonoid α"),
    # Mathlib/Algebra/Star/Unitary.lean:28 `def unitary (R : Type*) [Monoid R] [StarMul R] :
    # Submonoid R`
    "unitary": ("Type α", "Submonoid α"),
    # Mathlib/NumberTheory/NumberField/CanonicalEmbedding/Basic.lean:185 `noncomputable def
    # _root_.NumberField.mixedEmbedding : K →+* (mixedSpace K)` with `variable (K : Type*)` (:40;
    # the `variable {K}` of :50 ended with its namespace at :174)
    "NumberField.mixedEmbedding": (
        "Type α", "RingHom α (NumberField.mixedEmbedding.mixedSpace α)"),
    # Mathlib/Algebra/MvPolynomial/Equiv.lean (`variable {R : Type u} {S₁ : Type v} {S₂ : Type w}`
    # :49, `variable (R)` :57, `variable (S₁ S₂ S₃)` :183): :191 `def sumToIter : MvPolynomial (S₁
    # ⊕ S₂) R →+* MvPolynomial S₁ (MvPolynomial S₂ R)`, :212 `def iterToSum` (the inverse)
    "MvPolynomial.sumToIter": (
        "Type α", "Type β", "Type γ",
        "RingHom (MvPolynomial (Sum β γ) α) (MvPolynomial β (MvPolynomial γ α))"),
    "MvPolynomial.iterToSum": (
        "Type α", "Type β", "Type γ",
        "RingHom (MvPolynomial β (MvPolynomial γ α)) (MvPolynomial (Sum β γ) α)"),
    # Mathlib/GroupTheory/GroupAction/FixingSubgroup.lean:111 `def fixingSubgroup (s : Set α) :
    # Subgroup M` with `variable (M : Type*) {α : Type*}` (:107)
    "fixingSubgroup": ("Type α", "Set β", "Subgroup α"),
    # Mathlib/LinearAlgebra/Finsupp/Supported.lean:40 `def supported (s : Set α) : Submodule R (α
    # →₀ M)` with `variable {α : Type*} {M : Type*} … {R : Type*}` (:32) and `variable (M R)` (:37)
    "Finsupp.supported": ("Type β", "Type γ", "Set α", "Submodule γ (Finsupp α β)"),
    # Mathlib/Algebra/Order/Hom/Monoid.lean:845 `protected def id : α →*₀o α` with `variable (α)`
    # (:842)
    "OrderMonoidWithZeroHom.id": ("Type α", "OrderMonoidWithZeroHom α α"),
    # Batteries, at the commit Mathlib v4.19.0's `lake-manifest.json` pins (f5d04a9c), whose line
    # numbers the name index records: Batteries/Data/List/Basic.lean (`namespace List` :9) :602
    # `def rotate (l : List α) (n : Nat) : List α`, :607 `def rotate' : List α → Nat → List α`,
    # :357 `inductive Forall₂ (R : α → β → Prop) : List α → List β → Prop`, :650 `def dropSlice :
    # Nat → Nat → List α → List α`, :194 `def scanl (f : α → β → α) (a : α) : List β → List α`, :161
    # `def takeD : Nat → List α → α → List α`, :479 `def revzip (l : List α) : List (α × α)`;
    # Batteries/Data/Rat/Basic.lean:81 `def mkRat (num : Int) (den : Nat) : Rat`
    "List.rotate": ("List α", "ℕ", "List α"), "List.rotate'": ("List α", "ℕ", "List α"),
    "List.Forall₂": ("α → β → Prop", "List α", "List β", "Prop"),
    "List.dropSlice": ("ℕ", "ℕ", "List α", "List α"),
    "List.scanl": ("α → β → α", "α", "List β", "List α"),
    "List.takeD": ("ℕ", "List α", "α", "List α"),
    "List.revzip": ("List α", "List (α × α)"),
    "mkRat": ("ℤ", "ℕ", "ℚ"),
    # parent projections: Mathlib/Algebra/Algebra/Hom.lean:26 `structure AlgHom (R : Type u) (A :
    # Type v) (B : Type w) … extends RingHom A B`; Algebra/NonUnitalSubalgebra.lean:55 `structure
    # NonUnitalSubalgebra (R : Type u) (A : Type v) … extends NonUnitalSubsemiring A, Submodule R
    # A`; Group/Hom/Defs.lean:351 `structure MonoidHom (M : Type*) (N : Type*) … extends OneHom M
    # N, M →ₙ* N`; GroupWithZero/Hom.lean:69 `structure MonoidWithZeroHom (α β : Type*) … extends
    # ZeroHom α β, MonoidHom α β`; Module/Submodule/Defs.lean:37 `structure Submodule (R : Type u)
    # (M : Type v) … extends AddSubmonoid M, SubMulAction R M`
    "AlgHom.toRingHom": ("AlgHom α β γ", "RingHom β γ"),
    "NonUnitalSubalgebra.toSubmodule": ("NonUnitalSubalgebra α β", "Submodule α β"),
    "MonoidHom.toMulHom": ("MonoidHom α β", "MulHom α β"),
    "MonoidWithZeroHom.toMonoidHom": ("MonoidWithZeroHom α β", "MonoidHom α β"),
    "Submodule.toAddSubmonoid": ("Submodule α β", "AddSubmonoid β"),
    # Mathlib/Computability/Tape.lean:423 `inductive Dir | left | right` (namespace `Turing`)
    "Turing.Dir.left": ("Turing.Dir",), "Turing.Dir.right": ("Turing.Dir",),
    # Mathlib/Computability/EpsilonNFA.lean:51 `inductive εClosure (S : Set σ) : Set σ` with
    # `variable {α : Type u} {σ : Type v} (M : εNFA α σ)` (:45)
    "εNFA.εClosure": ("εNFA α β", "Set β", "Set β"),
    # Batteries/Data/List/Basic.lean:264 (f5d04a9c, as above) `def lookmap (f : α → Option α) (l :
    # List α) : List α`
    "List.lookmap": ("α → Option α", "List α", "List α"),
    # partners added after measuring: Mathlib/LinearAlgebra/Finsupp/Defs.lean:135 `def lmapDomain
    # (f : α → α') : (α →₀ M) →ₗ[R] α' →₀ M` with `variable {α : Type*} {M : Type*} … {R : Type*}`
    # (:38) and `variable {α' : Type*} {α'' : Type*} (M R)` (:132), the partner of
    # `Finsupp.supported`
    "Finsupp.lmapDomain": (
        "Type β", "Type γ", "α → δ", "LinearMap (RingHom.id γ) (Finsupp α β) (Finsupp δ β)"),
    # Mathlib/Algebra/MonoidAlgebra/MapDomain.lean:95 `abbrev mapDomain (f : M → N) (v : R[M]) :
    # R[N]` (namespace `AddMonoidAlgebra`); Algebra/MonoidAlgebra/Defs.lean:1138 `abbrev
    # singleAddHom [Semiring k] (a : G) : k →+ AddMonoidAlgebra k G`, :388 `abbrev singleAddHom
    # [Semiring k] (a : G) : k →+ MonoidAlgebra k G` (applied), partners of `single`
    "AddMonoidAlgebra.mapDomain": ("α → β", "AddMonoidAlgebra γ α", "AddMonoidAlgebra γ β"),
    "AddMonoidAlgebra.singleAddHom": ("α", "β", "AddMonoidAlgebra β α"),
    "MonoidAlgebra.singleAddHom": ("α", "β", "MonoidAlgebra β α"),
    # Mathlib/Algebra/GroupWithZero/NonZeroDivisors.lean:103 `def nonZeroSMulDivisors (M₀ : Type*)
    # [MonoidWithZero M₀] (M : Type*) [Zero M] [MulAction M₀ M] : Submonoid M₀`, the partner of
    # `nonZeroDivisorsRight`
    "nonZeroSMulDivisors": ("Type α", "Type β", "Submonoid α"),
}
