"""Declared signatures of the algebra, number theory, linear algebra, ring/field/group theory,
combinatorics, `Data`, logic and set theory constants that blocked refused renderings in round
19, each cited from its declaration at v4.19.0.

Same format and rules as `signatures_r17d` and `signatures_r18e` (explicit arguments in order,
the section `variable`s the declaration uses included, then the result; `α β γ δ ε ι κ` the
declaration's type parameters, `_` an argument not typed here, `Type α` an explicit type
argument). Chosen by how many whole-corpus theorems an application of the constant with no
declared signature blocked (`type mismatch: T and ?F(…)`, `… depends on F's domain`, `the type of
x is fixed by F's domain`, `a numeral's type is fixed by F`, `an explicit argument of F, which no
table declares`), ranked by `/work/runs/r19/sigH_rank.py`. These are mostly ones
`formalise.sig_scan` skips (an explicit type argument, a `variable … in`, an explicit section
`variable` the body uses), each read by hand from the declaration and the `variable` lines cited
with it; the entries after the `---` line were first proposed by a local run of the scanner that
writes an explicit type argument `Type α` and includes the explicit `variable`s a body mentions,
and then checked by hand (proposals that took a bound name of the body for a section variable,
`AlternatingMap.domDomCongr`'s `v`, `LieModule.nilpotencyLength`'s `k`, `FreeMagma.lift`'s `f`,
were left out). An argument whose type names a term is `_`, as in `signatures_r17d`. A bundled
result is its bundled type, as in `signatures_r18e`, unless a type parameter of that bundled type
is fixed by no argument; the declaration is then typed as the function it coerces to
(`AlgEquiv.restrictNormalHom E χ`, `NonUnitalAlgHom.inl R A B a`), as in `signatures_r17d`.

Left out on purpose (the format cannot say them exactly): types that name a term (`Fin.succAbove`,
`Ideal.Quotient.mk I`, `Submodule.subtype p`, `DirectSum.of β i`, `CliffordAlgebra.ι Q`),
results whose type parameter no argument fixes (`LinearMap.id`, `Function.Embedding.some`,
`RatFunc.X`, `Algebra.TensorProduct.includeRight`, `vectorSpan k s` whose `V` only the
`AddTorsor` outParam fixes, `Poly.const`), universe changes (`Cardinal.sum`, `equivShrink`) and
dependent functions (`Pi.mulSingle`, `Fin.cons`, `DFinsupp.single`). Also left out: declarations
where Lean fixes a type parameter through an argument typed `_` here, so that a numeral in another
argument would be read at `ℕ` while Lean reads it at that parameter (`IsLocalization.mk' S 1 y`
with `y : ↥M` fixing `R`; `Matrix.IsHermitian.eigenvalues hA 0`; `Finset.mulAntidiagonal hs ht
1`; `Units.ofPowEqOne 2 n ha hn`).

Left out after measuring (each lost renderings and gained fewer, on a whole-corpus re-render of
the theorems naming it or on the 15,000/seed-1 sample): `Matrix.scalar` (applied; unapplied in
`Set.range (Matrix.scalar n)`), `OrderRingHom.id` (`(OrderRingHom.id α : α →+* α)`, a coercion
the checker does not model), `AddMonoidAlgebra.supDegree`, `MulSemiringAction.toAlgHom` (written
partially applied), `Basis.ofVectorSpaceIndex` (`IsNoetherian.finsetBasis`),
`mulLeftLinearMap` and `mulRightLinearMap` (`LinearMap.id`), `Algebra.algebraMapSubmonoid`
(`Submonoid.comap` at an algebra map), `NumberField.mixedEmbedding.latticeBasis` (a basis
coerced to a function), `LinearEquiv.flip` (`(↑e : N →ₗ[R] Module.Dual R M).flip`),
`LinearMap.lcomp` (`f.dualMap = f.lcomp R R`, `Module.Dual` against `LinearMap`),
`AlgEquiv.restrictScalars` and `AlgHom.restrictScalars` (written partially applied),
`ringKrullDim` (`topologicalKrullDim`), `NumberField.mixedEmbedding.integerLattice`
(`Submodule.span ℤ (Set.range (latticeBasis K))`): their
partners keep an unknown type. A signature types its declaration's exact number of arguments:
applied to more (`Orientation.reindex R M e o`, through the bundled `Equiv`) or fewer, the
application keeps an unknown type, as before. `midpoint` and `WeakFEPair.symm` are declared in
`signatures_r19i` (affine geometry and analysis), not here.
"""

from __future__ import annotations

_LIN = "LinearMap (RingHom.id α)"

SIGNATURES: dict[str, tuple[str, ...]] = {
    # Mathlib/Logic/Embedding/Basic.lean:67 `protected def Equiv.toEmbedding : α ↪ β` with
    # `variable {α : Sort u} {β : Sort v} (f : α ≃ β)` (:52)
    "Equiv.toEmbedding": ("Equiv α β", "Function.Embedding α β"),
    # Mathlib/FieldTheory/Perfect.lean:86 `noncomputable def iterateFrobeniusEquiv : R ≃+* R` with
    # `variable (R : Type*) (p m n : ℕ)` (:48), the body using `R p n`
    "iterateFrobeniusEquiv": ("Type α", "ℕ", "ℕ", "RingEquiv α α"),
    # Mathlib/LinearAlgebra/Orientation.lean:58 `def Orientation.map (e : M ≃ₗ[R] N) : Orientation R
    # M ι ≃ Orientation R N ι` with `variable (ι ι' : Type*)` (:42), `variable {R M}` (:55)
    "Orientation.map": (
        "Type α", "LinearEquiv (RingHom.id β) γ δ",
        "Equiv (Orientation β γ α) (Orientation β δ α)"),
    # Mathlib/LinearAlgebra/Matrix/Reindex.lean:111 `def reindexAlgEquiv (e : m ≃ n) : Matrix m m A
    # ≃ₐ[R] Matrix n n A` with `variable {l m n o : Type*}` (:31), `variable (R A : Type*)` (:32)
    "Matrix.reindexAlgEquiv": (
        "Type α", "Type β", "Equiv γ δ", "AlgEquiv α (Matrix γ γ β) (Matrix δ δ β)"),
    # Mathlib/Logic/Equiv/Prod.lean:81 `def prodComm (α β) : α × β ≃ β × α`
    "Equiv.prodComm": ("Type α", "Type β", "Equiv (α × β) (β × α)"),
    # Mathlib/Algebra/MonoidAlgebra/Defs.lean:497 `def of [MulOneClass G] : G →* MonoidAlgebra k G`
    # with `variable (k G)` (:487)
    "MonoidAlgebra.of": ("Type α", "Type β", "MonoidHom β (MonoidAlgebra α β)"),
    # Mathlib/Algebra/MonoidAlgebra/Defs.lean:1226 `def of' : G → k[G]` with `variable (k G)`
    # (:1211)
    "AddMonoidAlgebra.of'": ("Type α", "Type β", "β", "AddMonoidAlgebra α β"),
    # Mathlib/RingTheory/MvPolynomial/MonomialOrder.lean:110 `def Monic (f : MvPolynomial σ R) :
    # Prop` after `variable (m) in` (:107), `variable {σ : Type*} {m : MonomialOrder σ}` (:89)
    "MonomialOrder.Monic": ("MonomialOrder α", "MvPolynomial α β", "Prop"),
    # Mathlib/RingTheory/MvPolynomial/Symmetric/FundamentalTheorem.lean:146 `noncomputable def
    # esymmAlgHomMonomial (t : Fin n →₀ ℕ) (r : R) : MvPolynomial σ R` after `variable (σ) in`
    # (:144), `variable {σ τ R : Type*} {n m k : ℕ}` (:53) (`t` untyped here: its type names `n`)
    "MvPolynomial.esymmAlgHomMonomial": ("Type α", "_", "β", "MvPolynomial α β"),
    # Mathlib/Algebra/GroupWithZero/NonZeroDivisors.lean:39 `def nonZeroDivisorsLeft : Submonoid
    # M₀` with `variable (M₀ : Type*)` (:35)
    "nonZeroDivisorsLeft": ("Type α", "Submonoid α"),
    # Mathlib/Combinatorics/Quiver/Prefunctor.lean:61 `def id (V : Type*) [Quiver V] : Prefunctor V
    # V`
    "Prefunctor.id": ("Type α", "Prefunctor α α"),
    # Mathlib/Data/Matrix/Composition.lean:33 `def comp : Matrix I J (Matrix K L R) ≃ Matrix (I ×
    # K) (J × L) R` with `variable (I J K L R R' : Type*)` (:28)
    "Matrix.comp": (
        "Type α", "Type β", "Type γ", "Type δ", "Type ε",
        "Equiv (Matrix α β (Matrix γ δ ε)) (Matrix (α × γ) (β × δ) ε)"),
    # Mathlib/LinearAlgebra/TensorProduct/Basic.lean:1142 `def lTensor (f : N ≃ₗ[R] P) : M ⊗[R] N
    # ≃ₗ[R] M ⊗[R] P`, :1146 `def rTensor (f : N ≃ₗ[R] P) : N ⊗[R] M ≃ₗ[R] P ⊗[R] M` (namespace
    # LinearEquiv :1136, `variable {N}` :1138; `M` explicit there, its `variable {M}` :1122 ending
    # with `namespace LinearMap` at :1134)
    "LinearEquiv.lTensor": (
        "Type α", "LinearEquiv (RingHom.id β) γ δ",
        "LinearEquiv (RingHom.id β) (TensorProduct β α γ) (TensorProduct β α δ)"),
    "LinearEquiv.rTensor": (
        "Type α", "LinearEquiv (RingHom.id β) γ δ",
        "LinearEquiv (RingHom.id β) (TensorProduct β γ α) (TensorProduct β δ α)"),
    # Mathlib/Algebra/MvPolynomial/Equiv.lean:63 `def pUnitAlgEquiv : MvPolynomial PUnit R ≃ₐ[R]
    # R[X]` with `variable (R) [CommSemiring R]` (:57)
    "MvPolynomial.pUnitAlgEquiv": ("Type α", "AlgEquiv α (MvPolynomial PUnit α) (Polynomial α)"),
    # Mathlib/RingTheory/DiscreteValuationRing/Basic.lean:385 `noncomputable def addVal (R : Type
    # u) [CommRing R] [IsDomain R] [IsDiscreteValuationRing R] : AddValuation R ℕ∞`
    "IsDiscreteValuationRing.addVal": ("Type α", "AddValuation α ℕ∞"),
    # Mathlib/NumberTheory/WellApproximable.lean:69 `def approxOrderOf (A : Type*)
    # [SeminormedGroup A] (n : ℕ) (δ : ℝ) : Set A`
    "approxOrderOf": ("Type α", "ℕ", "ℝ", "Set α"),
    # Mathlib/RingTheory/Jacobson/Radical.lean:37 `def jacobson : Submodule R M` with `variable (R
    # R₂ M M₂ : Type*)` (:31)
    "Module.jacobson": ("Type α", "Type β", "Submodule α β"),
    # Mathlib/RingTheory/Kaehler/Basic.lean:59 `abbrev KaehlerDifferential.ideal : Ideal (S ⊗[R] S)`
    # with `variable (R : Type u) (S : Type v)` (:56)
    "KaehlerDifferential.ideal": ("Type α", "Type β", "Ideal (TensorProduct α β β)"),
    # Mathlib/RingTheory/Spectrum/Prime/Topology.lean:1230 `def closedPoint : PrimeSpectrum R` with
    # `variable (R : Type u) (S : Type v)` (:116; its `variable {R S}` :123 ends with `namespace
    # PrimeSpectrum` at :1169)
    "IsLocalRing.closedPoint": ("Type α", "PrimeSpectrum α"),
    # Mathlib/Logic/Equiv/Sum.lean:107 `abbrev sumCongr {α β} (ea : Equiv.Perm α) (eb : Equiv.Perm
    # β) : Equiv.Perm (α ⊕ β)`, :135 `def sumComm (α β) : α ⊕ β ≃ β ⊕ α`, :143 `def sumAssoc (α β
    # γ) : (α ⊕ β) ⊕ γ ≃ α ⊕ (β ⊕ γ)` (namespace Equiv)
    "Equiv.Perm.sumCongr": ("Equiv.Perm α", "Equiv.Perm β", "Equiv.Perm (Sum α β)"),
    "Equiv.sumComm": ("Type α", "Type β", "Equiv (Sum α β) (Sum β α)"),
    "Equiv.sumAssoc": ("Type α", "Type β", "Type γ", "Equiv (Sum (Sum α β) γ) (Sum α (Sum β γ))"),
    # Mathlib/RingTheory/Ideal/Nonunits.lean:24 `def nonunits (α : Type*) [Monoid α] : Set α`
    "nonunits": ("Type α", "Set α"),
    # Mathlib/GroupTheory/Nilpotent.lean:131 `def upperCentralSeries (n : ℕ) : Subgroup G` with
    # `variable (G)` (:119)
    "upperCentralSeries": ("Type α", "ℕ", "Subgroup α"),
    # Mathlib/GroupTheory/Submonoid/Center.lean:35 `def center : Submonoid M` with `variable (M :
    # Type*) [MulOneClass M]` (:28)
    "Submonoid.center": ("Type α", "Submonoid α"),
    # Mathlib/Algebra/Star/StarRingHom.lean:151 `protected def id : A →⋆ₙ+* A` with `variable (A)`
    # (:148)
    "NonUnitalStarRingHom.id": ("Type α", "NonUnitalStarRingHom α α"),
    # Mathlib/Algebra/Module/Equiv/Basic.lean:192 `def toLinearEquiv (s : S) : M ≃ₗ[R] M` with
    # `variable (R M)` (:185); Algebra/Module/LinearMap/End.lean:233 `def toLinearMap (s : S) : M
    # →ₗ[R] M` with `variable (R M)` (:226) (namespace DistribMulAction)
    "DistribMulAction.toLinearEquiv": ("Type α", "Type β", "γ", "LinearEquiv (RingHom.id α) β β"),
    "DistribMulAction.toLinearMap": ("Type α", "Type β", "γ", f"{_LIN} β β"),
    # Mathlib/RingTheory/Kaehler/Basic.lean:198 `def KaehlerDifferential.D : Derivation R S
    # (Ω[S⁄R])` with `variable (R S)` (:100), `Ω[S⁄R]` the notation for `KaehlerDifferential R S`
    "KaehlerDifferential.D": ("Type α", "Type β", "Derivation α β (KaehlerDifferential α β)"),
    # Mathlib/Algebra/MonoidAlgebra/Defs.lean:1220 `def of [AddZeroClass G] : Multiplicative G →*
    # k[G]` with `variable (k G)` (:1211)
    "AddMonoidAlgebra.of": (
        "Type α", "Type β", "MonoidHom (Multiplicative β) (AddMonoidAlgebra α β)"),
    # Mathlib/Algebra/Star/StarAlgHom.lean:556 `def inl : A →⋆ₙₐ[R] A × B`, :560 `def inr : B
    # →⋆ₙₐ[R]
    # A × B` with `variable (R A B C : Type*)` (:551)
    "NonUnitalStarAlgHom.inl": ("Type α", "Type β", "Type γ", "NonUnitalStarAlgHom α β (β × γ)"),
    "NonUnitalStarAlgHom.inr": ("Type α", "Type β", "Type γ", "NonUnitalStarAlgHom α γ (β × γ)"),
    # Mathlib/Combinatorics/Quiver/ReflQuiver.lean:87 `def id (V : Type*) [ReflQuiver V] :
    # ReflPrefunctor V V` (namespace CategoryTheory.ReflPrefunctor)
    "CategoryTheory.ReflPrefunctor.id": ("Type α", "CategoryTheory.ReflPrefunctor α α"),
    # Mathlib/FieldTheory/IntermediateField/Basic.lean:641 `def restrictScalars (E :
    # IntermediateField L' L) : IntermediateField K L` with `variable (K)` (:636)
    "IntermediateField.restrictScalars": (
        "Type α", "IntermediateField β γ", "IntermediateField α γ"),
    # Mathlib/FieldTheory/SeparableClosure.lean:77 `def separableClosure : IntermediateField F E`
    # with `variable (F : Type u) (E : Type v)` (:68); FieldTheory/PurelyInseparable/
    # PerfectClosure.lean:57 `def perfectClosure : IntermediateField F E` with the same (:47)
    "separableClosure": ("Type α", "Type β", "IntermediateField α β"),
    "perfectClosure": ("Type α", "Type β", "IntermediateField α β"),
    # Mathlib/LinearAlgebra/Projectivization/Basic.lean:55 `def mk (v : V) (hv : v ≠ 0) : ℙ K V`
    # with `variable (K V : Type*)` (:35), `variable {V}` (:52)
    "Projectivization.mk": ("Type α", "β", "_", "Projectivization α β"),
    # Mathlib/LinearAlgebra/Ray.lean:224 `def rayOfNeZero (v : M) (h : v ≠ 0) : Module.Ray R M`
    # with `variable (R)` (:221)
    "rayOfNeZero": ("Type α", "β", "_", "Module.Ray α β"),
    # Mathlib/LinearAlgebra/DirectSum/Finsupp.lean:80 `noncomputable def finsuppLeft : (ι →₀ M)
    # ⊗[R] N ≃ₗ[R] ι →₀ M ⊗[R] N` with `variable (R : Type*) … (M : Type*) … (N : Type*)` (:71) and
    # `variable (ι : Type*)` (:77); :115 `finsuppRight : M ⊗[R] (ι →₀ N) ≃ₗ[R] ι →₀ M ⊗[R] N`
    # after `variable (R M N ι)` (:113); :180 `finsuppScalarLeft : (ι →₀ R) ⊗[R] N ≃ₗ[R] ι →₀ N`
    # after `variable (R M N ι)` (:178); :209 `finsuppScalarRight : M ⊗[R] (ι →₀ R) ≃ₗ[R] ι →₀ M`
    # after `variable (R M N ι)` (:206)
    "TensorProduct.finsuppLeft": (
        "Type α", "Type β", "Type γ", "Type δ",
        "LinearEquiv (RingHom.id α) (TensorProduct α (Finsupp δ β) γ) (Finsupp δ "
        "(TensorProduct α β γ))"),
    "TensorProduct.finsuppRight": (
        "Type α", "Type β", "Type γ", "Type δ",
        "LinearEquiv (RingHom.id α) (TensorProduct α β (Finsupp δ γ)) (Finsupp δ "
        "(TensorProduct α β γ))"),
    "TensorProduct.finsuppScalarLeft": (
        "Type α", "Type β", "Type γ",
        "LinearEquiv (RingHom.id α) (TensorProduct α (Finsupp γ α) β) (Finsupp γ β)"),
    "TensorProduct.finsuppScalarRight": (
        "Type α", "Type β", "Type γ",
        "LinearEquiv (RingHom.id α) (TensorProduct α β (Finsupp γ α)) (Finsupp γ β)"),
    # Mathlib/GroupTheory/Commutator/Basic.lean:196 `def commutatorSet : Set G` with `variable (G)`
    # (:193)
    "commutatorSet": ("Type α", "Set α"),
    # Mathlib/GroupTheory/GroupAction/Defs.lean:109 `def fixedPoints : Set α` with `variable (M :
    # Type u) [Monoid M] (α : Type v)` (:36), its `variable {α}` (:40) ending with section Orbit
    # (:103)
    "MulAction.fixedPoints": ("Type α", "Type β", "Set β"),
    # Mathlib/Algebra/Module/LocalizedModule/Basic.lean:976 `noncomputable def mk' (m : M) (s : S) :
    # M'` with `variable … (S : Submonoid R)` (:529), `(f : M →ₗ[R] M')` (:533), `variable {S}`
    # (:957) (`s : ↥S` untyped here: its type names the submonoid)
    "IsLocalizedModule.mk'": (f"{_LIN} β γ", "β", "_", "γ"),
    # Mathlib/LinearAlgebra/Basis/Defs.lean:671 `def coord : M →ₗ[R] R` with `variable (b : Basis
    # ι R M)` (:613), `variable (i : ι)` (:662)
    "Basis.coord": ("Basis α β γ", "α", "LinearMap (RingHom.id β) γ β"),
    # Mathlib/LinearAlgebra/Basis/Defs.lean:186 `def reindex : Basis ι' R M` with `variable (b b₁ :
    # Basis ι R M)` (:102), `variable (e : ι ≃ ι')` (:183)
    "Basis.reindex": ("Basis α β γ", "Equiv α δ", "Basis δ β γ"),
    # Mathlib/LinearAlgebra/Prod.lean:824 `def graph : Submodule R (M × M₂)` with `variable …
    # (f : M →ₗ[R] M₂) (g : M₃ →ₗ[R] M₄)` (:820)
    "LinearMap.graph": (f"{_LIN} β γ", "Submodule α (β × γ)"),
    # Mathlib/Combinatorics/SimpleGraph/Clique.lean:552 `def cliqueSet (n : ℕ) : Set (Finset α)`
    # with `variable {α β : Type*} (G H : SimpleGraph α)` (:32)
    "SimpleGraph.cliqueSet": ("SimpleGraph α", "ℕ", "Set (Finset α)"),
    # Mathlib/GroupTheory/Perm/Cycle/Concrete.lean:193 `def toList : List α` with `variable
    # [Fintype α] [DecidableEq α] (p : Equiv.Perm α) (x : α)` (:188)
    "Equiv.Perm.toList": ("Equiv.Perm α", "α", "List α"),
    # Mathlib/FieldTheory/Normal/Defs.lean:171 `def AlgEquiv.restrictNormalHom [Normal F E] : (K₁
    # ≃ₐ[F] K₁) →* E ≃ₐ[F] E` with `variable {K₁ K₂ K₃ : Type*}` (:102), `variable (E : Type*)`
    # (:108), applied: only the automorphism fixes `K₁`
    "AlgEquiv.restrictNormalHom": ("Type α", "AlgEquiv β γ γ", "AlgEquiv β α α"),
    # Lean core names the name index resolves (toolchain `leanprover/lean4:v4.19.0`, cited without
    # line numbers as in `signatures_r17d`): Init/Core.lean `def Prod.map {α₁ : Type u₁} {α₂ : Type
    # u₂} {β₁ : Type v₁} {β₂ : Type v₂} (f : α₁ → α₂) (g : β₁ → β₂) : α₁ × β₁ → α₂ × β₂`, `@[inline]
    # def Function.uncurry : (α → β → φ) → α × β → φ`; Init/Data/Sum/Basic.lean `protected def elim
    # {α β γ} (f : α → γ) (g : β → γ) : α ⊕ β → γ` (namespace Sum); Init/Data/Int/Gcd.lean `def lcm
    # (m n : Int) : Nat` (namespace Int); Init/Prelude.lean `def List.foldl {α : Type u} {β : Type
    # v} (f : α → β → α) : (init : α) → List β → α`, `@[inline] protected def Option.map (f : α →
    # β) : Option α → Option β`; Init/Data/List/Basic.lean `def foldr (f : α → β → β) (init : β) :
    # (l : List α) → β`, `def zipWith (f : α → β → γ) : (xs : List α) → (ys : List β) → List γ`;
    # Init/Data/List/BasicAux.lean `def getD (as : List α) (i : Nat) (fallback : α) : α` (namespace
    # List); Init/Data/Nat/Bitwise/Basic.lean `def testBit (m n : Nat) : Bool` (namespace Nat),
    # `def Bool.toNat (b : Bool) : Nat`
    "Prod.map": ("α → β", "γ → δ", "α × γ", "β × δ"),
    "Function.uncurry": ("α → β → γ", "α × β", "γ"),
    "Sum.elim": ("α → γ", "β → γ", "Sum α β", "γ"),
    "Int.lcm": ("ℤ", "ℤ", "ℕ"),
    "List.foldl": ("α → β → α", "α", "List β", "α"),
    "Option.map": ("α → β", "Option α", "Option β"),
    "List.foldr": ("α → β → β", "β", "List α", "β"),
    "List.zipWith": ("α → β → γ", "List α", "List β", "List γ"),
    "List.getD": ("List α", "ℕ", "α", "α"),
    "Nat.testBit": ("ℕ", "ℕ", "Bool"),
    "Bool.toNat": ("Bool", "ℕ"),
    # Mathlib/Algebra/Algebra/NonUnitalHom.lean:254 `protected def id (R A : Type*) [Monoid R]
    # [NonUnitalNonAssocSemiring A] [DistribMulAction R A] : A →ₙₐ[R] A`; :402 `def inl : A →ₙₐ[R]
    # A × B` with `variable (R A B)` (:399), applied, as `NonUnitalAlgHom.inr` is in
    # `signatures_r16a`
    "NonUnitalAlgHom.id": ("Type α", "Type β", "NonUnitalAlgHom (MonoidHom.id α) β β"),
    "NonUnitalAlgHom.inl": ("Type α", "Type β", "Type γ", "β", "β × γ"),
    # Mathlib/Algebra/Ring/Action/Group.lean:24 `def MulSemiringAction.toRingEquiv
    # [MulSemiringAction G R] (x : G) : R ≃+* R` with `variable (G : Type*) [Group G]` (:19),
    # `variable (R : Type*) [Semiring R]` (:20)
    "MulSemiringAction.toRingEquiv": ("Type α", "Type β", "α", "RingEquiv β β"),
    # Mathlib/Algebra/Algebra/Spectrum/Basic.lean:59 `def resolventSet (a : A) : Set R` with
    # `variable (R : Type u) {A : Type v}` (:50)
    "resolventSet": ("Type α", "β", "Set α"),
    # Mathlib/Data/Nat/Cast/Basic.lean:36 `def castAddMonoidHom (α : Type*) [AddMonoidWithOne α] : ℕ
    # →+ α`
    "Nat.castAddMonoidHom": ("Type α", "AddMonoidHom ℕ α"),
    # Mathlib/Algebra/Ring/Subring/Basic.lean:360 `def center : Subring R` with `variable (R)`
    # (:357)
    "Subring.center": ("Type α", "Subring α"),
    # Mathlib/Algebra/Star/StarAlgHom.lean:484 `def fst : A × B →⋆ₙₐ[R] A`, :488 `def snd : A × B
    # →⋆ₙₐ[R] B` with `variable (R A B C : Type*)` (:477); :591 `def fst : A × B →⋆ₐ[R] A`, :595
    # `def snd : A × B →⋆ₐ[R] B` with `variable (R A B C : Type*)` (:585)
    "NonUnitalStarAlgHom.fst": ("Type α", "Type β", "Type γ", "NonUnitalStarAlgHom α (β × γ) β"),
    "NonUnitalStarAlgHom.snd": ("Type α", "Type β", "Type γ", "NonUnitalStarAlgHom α (β × γ) γ"),
    "StarAlgHom.fst": ("Type α", "Type β", "Type γ", "StarAlgHom α (β × γ) β"),
    "StarAlgHom.snd": ("Type α", "Type β", "Type γ", "StarAlgHom α (β × γ) γ"),
    # Mathlib/FieldTheory/AlgebraicClosure.lean:36 `def algebraicClosure : IntermediateField F E`
    # with `variable (F E : Type*)` (:25)
    "algebraicClosure": ("Type α", "Type β", "IntermediateField α β"),
    # Mathlib/GroupTheory/Solvable.lean:35 `def derivedSeries : ℕ → Subgroup G` with `variable (G)`
    # (:31)
    "derivedSeries": ("Type α", "ℕ", "Subgroup α"),
    # Mathlib/LinearAlgebra/BilinearMap.lean:283 `def llcomp : (Nₗ →ₗ[R] Pₗ) →ₗ[R] (M →ₗ[R] Nₗ)
    # →ₗ[R] M →ₗ[R] Pₗ` with `variable (R M Nₗ Pₗ)` (:280), declared `{R …}` (:212), `{M …}`
    # (:214), `{Mₗ Nₗ Pₗ …}` (:215)
    "LinearMap.llcomp": (
        "Type α", "Type β", "Type γ", "Type δ",
        f"{_LIN} ({_LIN} γ δ) ({_LIN} ({_LIN} β γ) ({_LIN} β δ))"),
    # Mathlib/LinearAlgebra/Matrix/Reindex.lean:40 `def reindexLinearEquiv (eₘ : m ≃ m') (eₙ : n ≃
    # n') : Matrix m n A ≃ₗ[R] Matrix m' n' A` with `variable (R A : Type*)` (:32)
    "Matrix.reindexLinearEquiv": (
        "Type α", "Type β", "Equiv γ δ", "Equiv ε ι",
        "LinearEquiv (RingHom.id α) (Matrix γ ε β) (Matrix δ ι β)"),
    # Mathlib/LinearAlgebra/Prod.lean:650 `def prodAssoc (R M₁ M₂ M₃ : Type*) … : ((M₁ × M₂) × M₃)
    # ≃ₗ[R] (M₁ × (M₂ × M₃))`
    "LinearEquiv.prodAssoc": (
        "Type α", "Type β", "Type γ", "Type δ",
        "LinearEquiv (RingHom.id α) ((β × γ) × δ) (β × (γ × δ))"),
    # Mathlib/RingTheory/TensorProduct/Basic.lean:788 `protected nonrec def lid : R ⊗[R] A ≃ₐ[R] A`
    # with `variable (R A)` (:784)
    "Algebra.TensorProduct.lid": ("Type α", "Type β", "AlgEquiv α (TensorProduct α α β) β"),
    # Mathlib/RingTheory/Polynomial/Basic.lean:53 `def degreeLT (n : ℕ) : Submodule R R[X]` with
    # `variable (R)` (:46)
    "Polynomial.degreeLT": ("Type α", "ℕ", "Submodule α (Polynomial α)"),
    # Mathlib/Algebra/MvPolynomial/Counit.lean:60 `noncomputable def counit : MvPolynomial R ℤ →+*
    # R` with `variable (A B R : Type*)` (:30)
    "MvPolynomial.counit": ("Type α", "RingHom (MvPolynomial α ℤ) α"),
    # Mathlib/Algebra/MvPolynomial/Equiv.lean:252 `def isEmptyRingEquiv : MvPolynomial σ R ≃+* R`
    # after `variable (σ) in` (:248), with `variable (R)` (:57, section Equiv to :715)
    "MvPolynomial.isEmptyRingEquiv": ("Type α", "Type β", "RingEquiv (MvPolynomial β α) α"),
    # Mathlib/RepresentationTheory/Basic.lean:268 `noncomputable def ofMulAction : Representation k
    # G (H →₀ k)` with `variable (k : Type*) [CommSemiring k] (G : Type*) [Monoid G] (H : Type*)`
    # (:265)
    "Representation.ofMulAction": (
        "Type α", "Type β", "Type γ", "Representation α β (Finsupp γ α)"),
    # Mathlib/RepresentationTheory/Rep.lean:233 `noncomputable def diagonal (n : ℕ) : Rep k G` with
    # `variable (k G)` (:213)
    "Rep.diagonal": ("Type α", "Type β", "ℕ", "Rep α β"),
    # Mathlib/RingTheory/LaurentSeries.lean:369 `def coeAlgHom (F : Type u) [Field F] : RatFunc F
    # →ₐ[F[X]] F⸨X⸩` (`F⸨X⸩` the notation for `LaurentSeries F`)
    "RatFunc.coeAlgHom": ("Type α", "AlgHom (Polynomial α) (RatFunc α) (LaurentSeries α)"),
    # Mathlib/RingTheory/HahnSeries/Valuation.lean:39 `def addVal : AddValuation (HahnSeries Γ R)
    # (WithTop Γ)` with `variable (Γ R)` (:35)
    "HahnSeries.addVal": ("Type α", "Type β", "AddValuation (HahnSeries α β) (WithTop α)"),
    # Mathlib/Algebra/MvPolynomial/Basic.lean:278 `def monomialOneHom : Multiplicative (σ →₀ ℕ) →*
    # MvPolynomial σ R` with `variable (σ R)` (:275), declared `{R : Type u}` before `{σ : Type*}`
    "MvPolynomial.monomialOneHom": (
        "Type α", "Type β", "MonoidHom (Multiplicative (Finsupp β ℕ)) (MvPolynomial β α)"),
    # Mathlib/Combinatorics/Quiver/SingleObj.lean:45 `def star : SingleObj α` with `variable (α β γ
    # : Type*)` (:39)
    "Quiver.SingleObj.star": ("Type α", "Quiver.SingleObj α"),
    # Mathlib/GroupTheory/Coprod/Basic.lean:338 `def swap : M ∗ N →* N ∗ M` with `variable (M N)`
    # (:329) (`M ∗ N` the notation for `Monoid.Coprod M N`)
    "Monoid.Coprod.swap": ("Type α", "Type β", "MonoidHom (Monoid.Coprod α β) (Monoid.Coprod β α)"),
    # Mathlib/Algebra/Module/Equiv/Basic.lean:670 `def funLeft (f : m → n) : (n → M) →ₗ[R] m → M`
    # with `variable (R M)` (:663), `variable {m n p : Type*}` (:664)
    "LinearMap.funLeft": ("Type α", "Type β", "γ → δ", f"{_LIN} (δ → β) (γ → β)"),
    # Mathlib/Data/Int/Cast/Lemmas.lean:276 `def zpowersHom : α ≃ (Multiplicative ℤ →* α)` with
    # `variable (α) [Group α] (β) [AddGroup β]` (:261)
    "zpowersHom": ("Type α", "Equiv α (MonoidHom (Multiplicative ℤ) α)"),
    # Mathlib/Algebra/Lie/TensorProduct.lean:169 `def toModuleHom : L ⊗[R] M →ₗ⁅R,L⁆ M` with
    # `variable (R) (L : Type v) (M : Type w)` (:164)
    "LieModule.toModuleHom": (
        "Type α", "Type β", "Type γ", "LieModuleHom α β (TensorProduct α β γ) γ"),
    # Mathlib/FieldTheory/Finite/Basic.lean:322 `def frobeniusAlgHom : R →ₐ[K] R` with `variable (K)
    # [Field K] [Fintype K]` (:237), `variable (R) [CommRing R] [Algebra K R]` (:318)
    "FiniteField.frobeniusAlgHom": ("Type α", "Type β", "AlgHom α β β"),
    # Mathlib/Algebra/Ring/Action/End.lean:56 `def _root_.MulSemiringAction.toRingAut
    # [MulSemiringAction G R] : G →* RingAut R` with `variable (G R)` (:49)
    "MulSemiringAction.toRingAut": ("Type α", "Type β", "MonoidHom α (RingAut β)"),
    # Mathlib/Algebra/Order/CompleteField.lean:98 `def cutMap (a : α) : Set β` with `variable (β)`
    # (:94); :168 `def inducedMap (x : α) : β` with `variable (α β γ)` (:162)
    "LinearOrderedField.cutMap": ("Type α", "β", "Set α"),
    "LinearOrderedField.inducedMap": ("Type α", "Type β", "α", "β"),
    # Mathlib/LinearAlgebra/DirectSum/Finsupp.lean:310 `def finsuppTensorFinsuppRid : (ι →₀ M)
    # ⊗[R] (κ →₀ R) ≃ₗ[R] ι × κ →₀ M` with `variable (R S M N ι κ : Type*)` (:240)
    "finsuppTensorFinsuppRid": (
        "Type α", "Type β", "Type γ", "Type δ",
        "LinearEquiv (RingHom.id α) (TensorProduct α (Finsupp γ β) (Finsupp δ α)) "
        "(Finsupp (γ × δ) β)"),
    # Mathlib/LinearAlgebra/StdBasis.lean:203 `noncomputable def piEquiv : (ι → M) ≃ₗ[R] ((ι → R)
    # →ₗ[R] M)` with `variable (ι R M N : Type*)` (:199)
    "Module.piEquiv": (
        "Type α", "Type β", "Type γ",
        "LinearEquiv (RingHom.id β) (α → γ) (LinearMap (RingHom.id β) (α → β) γ)"),
    # --- read by the scanner (`formalise.sig_scan`, with an explicit type argument written `Type
    # α` and the explicit `variable`s a body mentions included), each checked by hand against the
    # declaration and its `variable` lines
    # Mathlib/RingTheory/DedekindDomain/Factorization.lean:276 `def count (I : FractionalIdeal R⁰
    # K) : ℤ`
    "FractionalIdeal.count": ("Type α", "IsDedekindDomain.HeightOneSpectrum β", "_", "ℤ"),
    # Mathlib/FieldTheory/IsPerfectClosure.lean:310 `def lift : L →+* M`
    "PerfectRing.lift": ("RingHom α β", "RingHom α γ", "ℕ", "RingHom β γ"),
    # Mathlib/NumberTheory/ModularForms/QExpansion.lean:70 `def cuspFunction : ℂ → ℂ`
    "SlashInvariantFormClass.cuspFunction": ("ℕ", "α", "ℂ", "ℂ"),
    # Mathlib/Algebra/MvPolynomial/Equiv.lean:348 `def optionEquivLeft : MvPolynomial (Option S₁)
    # R ≃ₐ[R] Polynomial (MvPolynomial S₁ R)`
    "MvPolynomial.optionEquivLeft": (
        "Type α", "Type β",
        "AlgEquiv α (MvPolynomial (Option β) α) (Polynomial (MvPolynomial β α))"),
    # Mathlib/RingTheory/Localization/Basic.lean:148 `noncomputable def algEquiv : S ≃ₐ[R] Q`
    "IsLocalization.algEquiv": ("Submonoid α", "Type β", "Type γ", "AlgEquiv α β γ"),
    # Mathlib/LinearAlgebra/Matrix/ToLin.lean:678 `def Matrix.toLinAlgEquiv : Matrix n n R ≃ₐ[R]
    # M₁ →ₗ[R] M₁`
    "Matrix.toLinAlgEquiv": (
        "Basis α β γ", "AlgEquiv β (Matrix α α β) (LinearMap (RingHom.id β) γ γ)"),
    # Mathlib/LinearAlgebra/Matrix/ToLin.lean:672 `def LinearMap.toMatrixAlgEquiv : (M₁ →ₗ[R] M₁)
    # ≃ₐ[R] Matrix n n R`
    "LinearMap.toMatrixAlgEquiv": (
        "Basis α β γ", "AlgEquiv β (LinearMap (RingHom.id β) γ γ) (Matrix α α β)"),
    # Mathlib/RingTheory/MatrixAlgebra.lean:139 `def invFun (M : Matrix n n A) : A ⊗[R] Matrix n n
    # R`
    "MatrixEquivTensor.invFun": (
        "Type α", "Type β", "Type γ", "Matrix α α γ", "TensorProduct β γ (Matrix α α β)"),
    # Mathlib/Algebra/TrivSqZeroExt.lean:899 `def inlAlgHom : R →ₐ[S] tsze R M`
    "TrivSqZeroExt.inlAlgHom": ("Type α", "Type β", "Type γ", "AlgHom α β (TrivSqZeroExt β γ)"),
    # Mathlib/Algebra/Lie/Weights/Basic.lean:399 `def posFittingCompOf (x : L) : LieSubmodule R L
    # M`
    "LieModule.posFittingCompOf": ("Type α", "Type β", "γ", "LieSubmodule α γ β"),
    # Mathlib/Algebra/Module/LinearMap/Polynomial.lean:360 `def polyCharpoly : Polynomial
    # (MvPolynomial ι R)`
    "LinearMap.polyCharpoly": (
        "LinearMap (RingHom.id α) β (Module.End α γ)", "Basis δ α β",
        "Polynomial (MvPolynomial δ α)"),
    # Mathlib/Algebra/Module/LocalizedModule/Submodule.lean:53 `def localized' : Submodule S N`
    "Submodule.localized'": (
        "Type α", "Submonoid β", "LinearMap (RingHom.id β) γ δ", "Submodule β γ",
        "Submodule α δ"),
    # Mathlib/Algebra/Quandle.lean:610 `def toEnvelGroup (R : Type*) [Rack R] : R →◃ Quandle.Conj
    # (EnvelGroup R)`
    "Rack.toEnvelGroup": ("Type α", "ShelfHom α (Quandle.Conj (Rack.EnvelGroup α))"),
    # Mathlib/Combinatorics/SetFamily/Shadow.lean:183 `def upShadow (𝒜 : Finset (Finset α)) :
    # Finset (Finset α)`
    "Finset.upShadow": ("Finset (Finset α)", "Finset (Finset α)"),
    # Mathlib/Combinatorics/SimpleGraph/Regularity/Bound.lean:162 `noncomputable def initialBound
    # : ℕ`
    "SzemerediRegularity.initialBound": ("ℝ", "ℕ", "ℕ"),
    # Mathlib/Data/Num/Basic.lean:339 `protected def bitm1 : ZNum → ZNum`
    "ZNum.bitm1": ("ZNum", "ZNum"),
    # Mathlib/Data/TwoPointing.lean:75 `def pi : TwoPointing (α → β)`
    "TwoPointing.pi": ("Type α", "TwoPointing β", "TwoPointing (α → β)"),
    # Mathlib/FieldTheory/PurelyInseparable/Exponent.lean:130 `noncomputable def elemReduct (a :
    # L) : K`
    "IsPurelyInseparable.elemReduct": ("Type α", "β", "α"),
    # Mathlib/GroupTheory/QuotientGroup/Defs.lean:170 `protected def _root_.Con.subgroup (c : Con
    # G) : Subgroup G`
    "Con.subgroup": ("Con α", "Subgroup α"),
    # Mathlib/Algebra/Module/Submodule/Invariant.lean:30 `def invtSubmodule : Sublattice
    # (Submodule R M)`
    "Module.End.invtSubmodule": ("Module.End α β", "Sublattice (Submodule α β)"),
    # Mathlib/NumberTheory/ArithmeticFunction.lean:433 `def pmul [MulZeroClass R] (f g :
    # ArithmeticFunction R) : ArithmeticFunction R`
    "ArithmeticFunction.pmul": (
        "ArithmeticFunction α", "ArithmeticFunction α", "ArithmeticFunction α"),
    # Mathlib/NumberTheory/NumberField/CanonicalEmbedding/NormLeOne.lean:410 `def completeBasis :
    # Basis (InfinitePlace K) ℝ (realSpace K)`
    "NumberField.mixedEmbedding.fundamentalCone.completeBasis": (
        "Type α",
        "Basis (NumberField.InfinitePlace α) ℝ (NumberField.mixedEmbedding.realSpace α)"),
    # Mathlib/NumberTheory/Padics/RingHoms.lean:66 `def modPart : ℤ`
    "PadicInt.modPart": ("ℕ", "ℚ", "ℤ"),
    # Mathlib/RingTheory/AlgebraicIndependent/TranscendenceBasis.lean:248 `def matroid : Matroid
    # A`
    "AlgebraicIndependent.matroid": ("Type α", "Type β", "Matroid β"),
    # Mathlib/RingTheory/Coalgebra/TensorProduct.lean:160 `protected noncomputable def rid : M
    # ⊗[R] R ≃ₗc[R] M`
    "Coalgebra.TensorProduct.rid": ("Type α", "Type β", "CoalgEquiv α (TensorProduct α β α) β"),
    # Mathlib/RingTheory/Coalgebra/TensorProduct.lean:135 `protected noncomputable def lid : R
    # ⊗[R] M ≃ₗc[R] M`
    "Coalgebra.TensorProduct.lid": ("Type α", "Type β", "CoalgEquiv α (TensorProduct α α β) β"),
    # Mathlib/RingTheory/GradedAlgebra/Homogeneous/Ideal.lean:106 `def Ideal.homogeneousCore' (I :
    # Ideal A) : Ideal A`
    "Ideal.homogeneousCore'": ("α → β", "Ideal γ", "Ideal γ"),
    # Mathlib/RingTheory/Invariant.lean:96 `noncomputable def charpoly (b : B) : B[X]`
    "MulSemiringAction.charpoly": ("Type α", "β", "Polynomial β"),
    # Mathlib/RingTheory/MatrixAlgebra.lean:117 `def toFunAlgHom : A ⊗[R] Matrix n n R →ₐ[R]
    # Matrix n n A`
    "MatrixEquivTensor.toFunAlgHom": (
        "Type α", "Type β", "Type γ",
        "AlgHom β (TensorProduct β γ (Matrix α α β)) (Matrix α α γ)"),
    # Mathlib/RingTheory/WittVector/Frobenius.lean:99 `def frobeniusPoly (n : ℕ) : MvPolynomial ℕ
    # ℤ`
    "WittVector.frobeniusPoly": ("ℕ", "ℕ", "MvPolynomial ℕ ℤ"),
    # Mathlib/RingTheory/WittVector/StructurePolynomial.lean:135 `noncomputable def
    # wittStructureRat (Φ : MvPolynomial idx ℚ) (n : ℕ) : MvPolynomial (idx × ℕ) ℚ`
    "wittStructureRat": ("ℕ", "MvPolynomial α ℚ", "ℕ", "MvPolynomial (α × ℕ) ℚ"),
    # Mathlib/Algebra/Lie/Derivation/AdjointAction.lean:41 `def ad : L →ₗ⁅R⁆ LieDerivation R L L`
    "LieDerivation.ad": ("Type α", "Type β", "LieHom α β (LieDerivation α β β)"),
    # Mathlib/Algebra/Lie/Weights/Basic.lean:159 `def genWeightSpaceOf [LieRing.IsNilpotent L] (χ
    # : R) (x : L) : LieSubmodule R L M`
    "LieModule.genWeightSpaceOf": ("Type α", "β", "γ", "LieSubmodule β γ α"),
    # Mathlib/Combinatorics/Enumerative/IncidenceAlgebra.lean:613 `protected def prod :
    # IncidenceAlgebra 𝕜 (α × β)`
    "IncidenceAlgebra.prod": (
        "IncidenceAlgebra α β", "IncidenceAlgebra α γ", "IncidenceAlgebra α (β × γ)"),
    # Mathlib/LinearAlgebra/LinearPMap.lean:673 `def graph (f : E →ₗ.[R] F) : Submodule R (E × F)`
    "LinearPMap.graph": ("LinearPMap α β γ", "Submodule α (β × γ)"),
    # Mathlib/RingTheory/PolynomialAlgebra.lean:97 `def toFunAlgHom : A ⊗[R] R[X] →ₐ[R] A[X]`
    "PolyEquivTensor.toFunAlgHom": (
        "Type α", "Type β", "AlgHom α (TensorProduct α β (Polynomial α)) (Polynomial β)"),
    # Mathlib/Algebra/Algebra/Bilinear.lean:144 `def _root_.NonUnitalAlgHom.lmul : A →ₙₐ[R] End R
    # A`
    "NonUnitalAlgHom.lmul": (
        "Type α", "Type β", "NonUnitalAlgHom (MonoidHom.id α) β (Module.End α β)"),
    # Mathlib/Algebra/Algebra/Equiv.lean:423 `def equivCongr (e : A₁ ≃ₐ[R] A₂) (e' : A₁' ≃ₐ[R]
    # A₂') : (A₁ ≃ₐ[R] A₁') ≃ A₂ ≃ₐ[R] A₂'`
    "AlgEquiv.equivCongr": (
        "AlgEquiv α β γ", "AlgEquiv α δ ε", "Equiv (AlgEquiv α β δ) (AlgEquiv α γ ε)"),
    # Mathlib/Algebra/Algebra/Equiv.lean:510 `def toLinearMap : A₁ →ₗ[R] A₂`
    "AlgEquiv.toLinearMap": ("AlgEquiv α β γ", "LinearMap (RingHom.id α) β γ"),
    # Mathlib/Algebra/Algebra/Equiv.lean:546 `def ofLinearEquiv : A₁ ≃ₐ[R] A₂`
    "AlgEquiv.ofLinearEquiv": ("LinearEquiv (RingHom.id α) β γ", "_", "_", "AlgEquiv α β γ"),
    # Mathlib/Algebra/FreeMonoid/Count.lean:35 `def countP : FreeMonoid α →* Multiplicative ℕ`
    "FreeMonoid.countP": ("α → Prop", "MonoidHom (FreeMonoid α) (Multiplicative ℕ)"),
    # Mathlib/Algebra/Lie/Subalgebra.lean:352 `def map : LieSubalgebra R L₂`
    "LieSubalgebra.map": ("LieHom α β γ", "LieSubalgebra α β", "LieSubalgebra α γ"),
    # Mathlib/Algebra/Lie/Submodule.lean:143 `protected def copy (s : Set M) (hs : s = ↑N) :
    # LieSubmodule R L M`
    "LieSubmodule.copy": ("LieSubmodule α β γ", "Set γ", "_", "LieSubmodule α β γ"),
    # Mathlib/Algebra/MvPolynomial/Equiv.lean:294 `def sumAlgEquiv : MvPolynomial (S₁ ⊕ S₂) R
    # ≃ₐ[R] MvPolynomial S₁ (MvPolynomial S₂ R)`
    "MvPolynomial.sumAlgEquiv": (
        "Type α", "Type β", "Type γ",
        "AlgEquiv α (MvPolynomial (Sum β γ) α) (MvPolynomial β (MvPolynomial γ α))"),
    # Mathlib/Algebra/Polynomial/Laurent.lean:624 `def smeval : S`
    "LaurentPolynomial.smeval": ("LaurentPolynomial α", "Units β", "β"),
    # Mathlib/Algebra/Quandle.lean:340 `def comp (g : S₂ →◃ S₃) (f : S₁ →◃ S₂) : S₁ →◃ S₃`
    "ShelfHom.comp": ("ShelfHom α β", "ShelfHom γ α", "ShelfHom γ β"),
    # Mathlib/Data/Multiset/Sum.lean:27 `def disjSum : Multiset (α ⊕ β)`
    "Multiset.disjSum": ("Multiset α", "Multiset β", "Multiset (Sum α β)"),
    # Mathlib/Data/Multiset/Powerset.lean:26 `def powersetAux (l : List α) : List (Multiset α)`
    "Multiset.powersetAux": ("List α", "List (Multiset α)"),
    # Mathlib/Data/Ordmap/Invariants.lean:69 `def realSize : Ordnode α → ℕ`
    "Ordnode.realSize": ("Ordnode α", "ℕ"),
    # Mathlib/FieldTheory/IsPerfectClosure.lean:441 `def equiv : L ≃+* M`
    "IsPerfectClosure.equiv": ("RingHom α β", "RingHom α γ", "ℕ", "RingEquiv β γ"),
    # Mathlib/FieldTheory/Normal/Basic.lean:182 `noncomputable def AlgHom.liftNormal [h : Normal F
    # E] : E →ₐ[F] E`
    "AlgHom.liftNormal": ("AlgHom α β γ", "Type δ", "AlgHom α δ δ"),
    # Mathlib/FieldTheory/Normal/Basic.lean:212 `noncomputable def AlgEquiv.liftNormal [Normal F
    # E] : E ≃ₐ[F] E`
    "AlgEquiv.liftNormal": ("AlgEquiv α β γ", "Type δ", "AlgEquiv α δ δ"),
    # Mathlib/GroupTheory/Subsemigroup/Centralizer.lean:34 `def centralizer : Subsemigroup M`
    "Subsemigroup.centralizer": ("Set α", "Subsemigroup α"),
    # Mathlib/LinearAlgebra/AffineSpace/Combination.lean:349 `def affineCombination (p : ι → P) :
    # (ι → k) →ᵃ[k] P`
    "Finset.affineCombination": ("Type α", "Finset β", "β → γ", "AffineMap α (β → α) γ"),
    # Mathlib/LinearAlgebra/AffineSpace/Midpoint.lean:225 `def ofMapMidpoint (f : E → F) (h0 : f 0
    # = 0) (hm : ∀ x y, f (midpoint R x y) = midpoint R' (f x) (f y)) : E →+ F`
    "AddMonoidHom.ofMapMidpoint": ("Type α", "Type β", "γ → δ", "_", "_", "AddMonoidHom γ δ"),
    # Mathlib/LinearAlgebra/Determinant.lean:492 `nonrec def Basis.det : M [⋀^ι]→ₗ[R] R`
    "Basis.det": ("Basis α β γ", "AlternatingMap β γ β α"),
    # Mathlib/LinearAlgebra/LinearPMap.lean:208 `def eqLocus (f g : E →ₗ.[R] F) : Submodule R E`
    "LinearPMap.eqLocus": ("LinearPMap α β γ", "LinearPMap α β γ", "Submodule α β"),
    # Mathlib/LinearAlgebra/LinearPMap.lean:962 `noncomputable def inverse (f : E →ₗ.[R] F) : F
    # →ₗ.[R] E`
    "LinearPMap.inverse": ("LinearPMap α β γ", "LinearPMap α γ β"),
    # Mathlib/LinearAlgebra/PerfectPairing/Basic.lean:100 `protected def flip : PerfectPairing R N
    # M`
    "PerfectPairing.flip": ("PerfectPairing α β γ", "PerfectPairing α γ β"),
    # Mathlib/LinearAlgebra/RootSystem/Defs.lean:127 `protected def flip : RootPairing ι R N M`
    "RootPairing.flip": ("RootPairing α β γ δ", "RootPairing α β δ γ"),
    # Mathlib/LinearAlgebra/RootSystem/Defs.lean:553 `def IsOrthogonal : Prop`
    "RootPairing.IsOrthogonal": ("RootPairing α β γ δ", "α", "α", "Prop"),
    # Mathlib/LinearAlgebra/TensorProduct/Opposite.lean:31 `def opAlgEquiv : Aᵐᵒᵖ ⊗[R] Bᵐᵒᵖ ≃ₐ[S]
    # (A ⊗[R] B)ᵐᵒᵖ`
    "Algebra.TensorProduct.opAlgEquiv": (
        "Type α", "Type β", "Type γ", "Type δ",
        "AlgEquiv β (TensorProduct α (MulOpposite γ) (MulOpposite δ)) (MulOpposite "
        "(TensorProduct α γ δ))"),
    # Mathlib/LinearAlgebra/TensorProduct/Tower.lean:288 `def mapBilinear : (M →ₗ[A] P) →ₗ[B] (N
    # →ₗ[R] Q) →ₗ[R] (M ⊗[R] N →ₗ[A] P ⊗[R] Q)`
    "TensorProduct.AlgebraTensorModule.mapBilinear": (
        "Type α", "Type β", "Type γ", "Type δ", "Type ε", "Type ι", "Type κ",
        "LinearMap (RingHom.id γ) (LinearMap (RingHom.id β) δ ι) (LinearMap (RingHom.id α) "
        "(LinearMap (RingHom.id α) ε κ) (LinearMap (RingHom.id β) (TensorProduct α δ ε) "
        "(TensorProduct α ι κ)))"),
    # Mathlib/Logic/Equiv/PartialEquiv.lean:243 `def _root_.Equiv.toPartialEquiv (e : α ≃ β) :
    # PartialEquiv α β`
    "Equiv.toPartialEquiv": ("Equiv α β", "PartialEquiv α β"),
    # Mathlib/LinearAlgebra/Basis/Prod.lean:40 `protected def prod : Basis (ι ⊕ ι') R (M × M')`
    "Basis.prod": ("Basis α β γ", "Basis δ β ε", "Basis (Sum α δ) β (γ × ε)"),
    # Mathlib/NumberTheory/LSeries/AbstractFuncEq.lean:255 `def f_modif : ℝ → E`
    "WeakFEPair.f_modif": ("WeakFEPair α", "ℝ", "α"),
    # Mathlib/NumberTheory/LSeries/AbstractFuncEq.lean:393 `def Λ (s : ℂ) : E`
    "WeakFEPair.Λ": ("WeakFEPair α", "ℂ", "α"),
    # Mathlib/NumberTheory/ModularForms/EisensteinSeries/UniformConvergence.lean:50 `def r1 : ℝ`
    "EisensteinSeries.r1": ("UpperHalfPlane", "ℝ"),
    # Mathlib/NumberTheory/NumberField/CanonicalEmbedding/Basic.lean:581 `def matrixToStdBasis :
    # Matrix (index K) (index K) ℂ`
    "NumberField.mixedEmbedding.matrixToStdBasis": (
        "Type α",
        "Matrix (NumberField.mixedEmbedding.index α) (NumberField.mixedEmbedding.index α) ℂ"),
    # Mathlib/NumberTheory/NumberField/CanonicalEmbedding/PolarCoord.lean:68 `noncomputable def
    # mixedSpaceToRealMixedSpace : mixedSpace K ≃ₜ realMixedSpace K`
    "NumberField.mixedEmbedding.mixedSpaceToRealMixedSpace": (
        "Type α",
        "Homeomorph (NumberField.mixedEmbedding.mixedSpace α) "
        "(NumberField.mixedEmbedding.realMixedSpace α)"),
    # Mathlib/Algebra/Module/ZLattice/Basic.lean:85 `def fundamentalDomain : Set E`
    "ZSpan.fundamentalDomain": ("Basis α β γ", "Set γ"),
    # Mathlib/NumberTheory/NumberField/Embeddings.lean:135 `def NumberField.place : AbsoluteValue
    # K ℝ`
    "NumberField.place": ("RingHom α β", "AbsoluteValue α ℝ"),
    # Mathlib/NumberTheory/PellMatiyasevic.lean:138 `def yz (n : ℕ) : ℤ`
    "Pell.yz": ("_", "ℕ", "ℤ"),
    # Mathlib/Algebra/Algebra/RestrictScalars.lean:143 `def RestrictScalars.addEquiv :
    # RestrictScalars R S M ≃+ M`
    "RestrictScalars.addEquiv": (
        "Type α", "Type β", "Type γ", "AddEquiv (RestrictScalars α β γ) γ"),
    # Mathlib/RepresentationTheory/Basic.lean:314 `def ofMulDistribMulAction : Representation ℤ M
    # (Additive G)`
    "Representation.ofMulDistribMulAction": ("Type α", "Type β", "Representation ℤ α (Additive β)"),
    # Mathlib/RingTheory/DedekindDomain/AdicValuation.lean:216 `def intValuation : Valuation R
    # ℤₘ₀`
    "IsDedekindDomain.HeightOneSpectrum.intValuation": (
        "IsDedekindDomain.HeightOneSpectrum α", "Valuation α (WithZero (Multiplicative ℤ))"),
    # Mathlib/RingTheory/FreeCommRing.lean:183 `def map : FreeCommRing α →+* FreeCommRing β`
    "FreeCommRing.map": ("α → β", "RingHom (FreeCommRing α) (FreeCommRing β)"),
    # Mathlib/RingTheory/FreeRing.lean:124 `def map : FreeRing α →+* FreeRing β`
    "FreeRing.map": ("α → β", "RingHom (FreeRing α) (FreeRing β)"),
    # Mathlib/RingTheory/IntegralClosure/IntegralRestrict.lean:61 `def galRestrictHom : (L →ₐ[K]
    # L) ≃* (B →ₐ[A] B)`
    "galRestrictHom": (
        "Type α", "Type β", "Type γ", "Type δ", "MulEquiv (AlgHom β γ γ) (AlgHom α δ δ)"),
    # Mathlib/RingTheory/Localization/Integral.lean:62 `noncomputable def integerNormalization (p
    # : S[X]) : R[X]`
    "IsLocalization.integerNormalization": ("Submonoid α", "Polynomial β", "Polynomial α"),
    # Mathlib/RingTheory/MatrixAlgebra.lean:98 `def toFunBilinear : A →ₗ[R] Matrix n n R →ₗ[R]
    # Matrix n n A`
    "MatrixEquivTensor.toFunBilinear": (
        "Type α", "Type β", "Type γ",
        "LinearMap (RingHom.id β) γ (LinearMap (RingHom.id β) (Matrix α α β) (Matrix α α γ))"),
    # Mathlib/RingTheory/MvPowerSeries/Evaluation.lean:204 `noncomputable def eval₂ (f :
    # MvPowerSeries σ R) : S`
    "MvPowerSeries.eval₂": ("RingHom α β", "γ → β", "MvPowerSeries γ α", "β"),
    # Mathlib/RingTheory/PolynomialAlgebra.lean:36 `def toFunBilinear : A →ₗ[A] R[X] →ₗ[R] A[X]`
    "PolyEquivTensor.toFunBilinear": (
        "Type α", "Type β",
        "LinearMap (RingHom.id β) β (LinearMap (RingHom.id α) (Polynomial α) (Polynomial β))"),
    # Mathlib/RingTheory/Spectrum/Prime/ConstructibleSet.lean:40 `noncomputable def map (φ : R →+*
    # S) (C : BasicConstructibleSetData R) : BasicConstructibleSetData S`
    "PrimeSpectrum.BasicConstructibleSetData.map": (
        "RingHom α β", "PrimeSpectrum.BasicConstructibleSetData α",
        "PrimeSpectrum.BasicConstructibleSetData β"),
    # Mathlib/RingTheory/Valuation/ValuationSubring.lean:485 `def nonunits : Subsemigroup K`
    "ValuationSubring.nonunits": ("ValuationSubring α", "Subsemigroup α"),
    # Mathlib/RingTheory/WittVector/Frobenius.lean:65 `def frobeniusPolyRat (n : ℕ) : MvPolynomial
    # ℕ ℚ`
    "WittVector.frobeniusPolyRat": ("ℕ", "ℕ", "MvPolynomial ℕ ℚ"),
    # Mathlib/RingTheory/WittVector/StructurePolynomial.lean:197 `noncomputable def
    # wittStructureInt (Φ : MvPolynomial idx ℤ) (n : ℕ) : MvPolynomial (idx × ℕ) ℤ`
    "wittStructureInt": ("ℕ", "MvPolynomial α ℤ", "ℕ", "MvPolynomial (α × ℕ) ℤ"),
    # Mathlib/Algebra/Algebra/Equiv.lean:385 `def arrowCongr (e₁ : A₁ ≃ₐ[R] A₁') (e₂ : A₂ ≃ₐ[R]
    # A₂') : (A₁ →ₐ[R] A₂) ≃ (A₁' →ₐ[R] A₂')`
    "AlgEquiv.arrowCongr": (
        "AlgEquiv α β γ", "AlgEquiv α δ ε", "Equiv (AlgHom α β δ) (AlgHom α γ ε)"),
    # Mathlib/Algebra/Algebra/Equiv.lean:615 `def autCongr (ϕ : A₁ ≃ₐ[R] A₂) : (A₁ ≃ₐ[R] A₁) ≃* A₂
    # ≃ₐ[R] A₂`
    "AlgEquiv.autCongr": ("AlgEquiv α β γ", "MulEquiv (AlgEquiv α β β) (AlgEquiv α γ γ)"),
    # Mathlib/Algebra/Algebra/Subalgebra/Basic.lean:476 `def toSubalgebra (p : Submodule R A)
    # (h_one : (1 : A) ∈ p) (h_mul : ∀ x y, x ∈ p → y ∈ p → x * y ∈ p) : Subalgebra R A`
    "Submodule.toSubalgebra": ("Submodule α β", "_", "_", "Subalgebra α β"),
    # Mathlib/Algebra/Star/StarAlgHom.lean:183 `def comp (f : B →⋆ₙₐ[R] C) (g : A →⋆ₙₐ[R] B) : A
    # →⋆ₙₐ[R] C`
    "NonUnitalStarAlgHom.comp": (
        "NonUnitalStarAlgHom α β γ", "NonUnitalStarAlgHom α δ β", "NonUnitalStarAlgHom α δ γ"),
    # Mathlib/Algebra/Group/Subgroup/Defs.lean:388 `protected def copy (K : Subgroup G) (s : Set
    # G) (hs : s = K) : Subgroup G`
    "Subgroup.copy": ("Subgroup α", "Set α", "_", "Subgroup α"),
    # Mathlib/Algebra/Lie/Abelian.lean:99 `protected def ker : LieIdeal R L`
    "LieModule.ker": ("Type α", "Type β", "Type γ", "LieIdeal α β"),
    # Mathlib/Algebra/Lie/Abelian.lean:244 `abbrev center : LieIdeal R L`
    "LieAlgebra.center": ("Type α", "Type β", "LieIdeal α β"),
    # Mathlib/Algebra/Lie/Classical.lean:158 `def Pso (i : R) : Matrix (p ⊕ q) (p ⊕ q) R`
    "LieAlgebra.Orthogonal.Pso": (
        "Type α", "Type β", "Type γ", "γ", "Matrix (Sum α β) (Sum α β) γ"),
    # Mathlib/Algebra/Lie/Classical.lean:148 `def indefiniteDiagonal : Matrix (p ⊕ q) (p ⊕ q) R`
    "LieAlgebra.Orthogonal.indefiniteDiagonal": (
        "Type α", "Type β", "Type γ", "Matrix (Sum α β) (Sum α β) γ"),
    # Mathlib/Algebra/Lie/Nilpotent.lean:898 `def lcs : LieSubmodule R L M`
    "LieIdeal.lcs": ("LieIdeal α β", "Type γ", "ℕ", "LieSubmodule α β γ"),
    # Mathlib/Algebra/Lie/Solvable.lean:389 `noncomputable def derivedLengthOfIdeal (I : LieIdeal
    # R L) : ℕ`
    "LieAlgebra.derivedLengthOfIdeal": ("Type α", "Type β", "LieIdeal α β", "ℕ"),
    # Mathlib/Algebra/Module/Equiv/Basic.lean:703 `def funCongrLeft (e : m ≃ n) : (n → M) ≃ₗ[R] m
    # → M`
    "LinearEquiv.funCongrLeft": (
        "Type α", "Type β", "Equiv γ δ", "LinearEquiv (RingHom.id α) (δ → β) (γ → β)"),
    # Mathlib/Algebra/Module/Submodule/Equiv.lean:262 `noncomputable def codRestrictOfInjective :
    # M₁ →ₗ[R] M₃`
    "LinearMap.codRestrictOfInjective": (
        "LinearMap (RingHom.id α) β γ", "LinearMap (RingHom.id α) δ γ", "_", "_",
        "LinearMap (RingHom.id α) β δ"),
    # Mathlib/Algebra/Module/Torsion.lean:158 `def torsionBy (a : R) : Submodule R M`
    "Submodule.torsionBy": ("Type α", "Type β", "α", "Submodule α β"),
    # Mathlib/Algebra/MonoidAlgebra/Basic.lean:264 `def domCongr (e : G ≃* H) : MonoidAlgebra A G
    # ≃ₐ[k] MonoidAlgebra A H`
    "MonoidAlgebra.domCongr": (
        "Type α", "Type β", "MulEquiv γ δ", "AlgEquiv α (MonoidAlgebra β γ) (MonoidAlgebra β δ)"),
    # Mathlib/Algebra/MvPolynomial/Counit.lean:68 `noncomputable def counitNat : MvPolynomial A ℕ
    # →+* A`
    "MvPolynomial.counitNat": ("Type α", "RingHom (MvPolynomial α ℕ) α"),
    # Mathlib/Algebra/MvPolynomial/Rename.lean:159 `def renameEquiv (f : σ ≃ τ) : MvPolynomial σ R
    # ≃ₐ[R] MvPolynomial τ R`
    "MvPolynomial.renameEquiv": (
        "Type α", "Equiv β γ", "AlgEquiv α (MvPolynomial β α) (MvPolynomial γ α)"),
    # Mathlib/Algebra/MvPolynomial/Equiv.lean:463 `def optionEquivRight : MvPolynomial (Option S₁)
    # R ≃ₐ[R] MvPolynomial S₁ R[X]`
    "MvPolynomial.optionEquivRight": (
        "Type α", "Type β",
        "AlgEquiv α (MvPolynomial (Option β) α) (MvPolynomial β (Polynomial α))"),
    # Mathlib/Algebra/Polynomial/AlgebraMap.lean:295 `def algEquivCMulXAddC {R : Type*} [CommRing
    # R] (a b : R) [Invertible a] : R[X] ≃ₐ[R] R[X]`
    "Polynomial.algEquivCMulXAddC": ("α", "α", "AlgEquiv α (Polynomial α) (Polynomial α)"),
    # Mathlib/Algebra/Polynomial/AlgebraMap.lean:309 `def algEquivAevalXAddC {R : Type*} [CommRing
    # R] (t : R) : R[X] ≃ₐ[R] R[X]`
    "Polynomial.algEquivAevalXAddC": ("α", "AlgEquiv α (Polynomial α) (Polynomial α)"),
    # Mathlib/Algebra/Polynomial/Sequence.lean:175 `noncomputable def basis : Basis ℕ R R[X]`
    "Polynomial.Sequence.basis": ("Polynomial.Sequence α", "_", "Basis ℕ α (Polynomial α)"),
    # Mathlib/Algebra/Ring/Prod.lean:156 `def prodMap : R × S →ₙ+* R' × S'`
    "NonUnitalRingHom.prodMap": (
        "NonUnitalRingHom α β", "NonUnitalRingHom γ δ", "NonUnitalRingHom (α × γ) (β × δ)"),
    # Mathlib/Algebra/Ring/Prod.lean:232 `def prodMap : R × S →+* R' × S'`
    "RingHom.prodMap": ("RingHom α β", "RingHom γ δ", "RingHom (α × γ) (β × δ)"),
    # Mathlib/Algebra/Ring/Subsemiring/Basic.lean:254 `def center : Subsemiring R`
    "Subsemiring.center": ("Type α", "Subsemiring α"),
    # Mathlib/Algebra/SkewMonoidAlgebra/Basic.lean:143 `def support : SkewMonoidAlgebra k G →
    # Finset G`
    "SkewMonoidAlgebra.support": ("SkewMonoidAlgebra α β", "Finset β"),
    # Mathlib/Algebra/Star/Subalgebra.lean:764 `protected def range (φ : A →⋆ₐ[R] B) :
    # StarSubalgebra R B`
    "StarAlgHom.range": ("StarAlgHom α β γ", "StarSubalgebra α γ"),
    # Mathlib/Algebra/TrivSqZeroExt.lean:678 `def inlHom [Semiring R] [AddCommMonoid M] [Module R
    # M] [Module Rᵐᵒᵖ M] : R →+* tsze R M`
    "TrivSqZeroExt.inlHom": ("Type α", "Type β", "RingHom α (TrivSqZeroExt α β)"),
    # Mathlib/Combinatorics/SimpleGraph/Finite.lean:238 `def IsRegularOfDegree (d : ℕ) : Prop`
    "SimpleGraph.IsRegularOfDegree": ("SimpleGraph α", "ℕ", "Prop"),
    # Mathlib/Computability/DFA.lean:114 `def accepts : Language α`
    "DFA.accepts": ("DFA α β", "Language α"),
    # Mathlib/Data/Finset/Sups.lean:394 `def disjSups : Finset α`
    "Finset.disjSups": ("Finset α", "Finset α", "Finset α"),
    # Mathlib/Data/List/Cycle.lean:110 `def next (l : List α) (x : α) (h : x ∈ l) : α`
    "List.next": ("List α", "α", "_", "α"),
    # Mathlib/Data/List/DropRight.lean:64 `def rtake : List α`
    "List.rtake": ("List α", "ℕ", "List α"),
    # Mathlib/Data/List/EditDistance/Defs.lean:198 `def levenshtein (xs : List α) (ys : List β) :
    # δ`
    "levenshtein": ("Levenshtein.Cost α β γ", "List α", "List β", "γ"),
    # Mathlib/Data/List/Defs.lean:321 `def map₂Left' (f : α → Option β → γ) : List α → List β →
    # List γ × List β`
    "List.map₂Left'": ("α → Option β → γ", "List α", "List β", "List γ × List β"),
    # Mathlib/Data/Ordmap/Ordnode.lean:567 `def toList (t : Ordnode α) : List α`
    "Ordnode.toList": ("Ordnode α", "List α"),
    # Mathlib/Data/Sum/Interval.lean:32 `def sumLift₂ : ∀ (_ : α₁ ⊕ α₂) (_ : β₁ ⊕ β₂), Finset (γ₁
    # ⊕ γ₂)`
    "Finset.sumLift₂": (
        "α → β → Finset γ", "δ → ε → Finset ι", "Sum α δ", "Sum β ε", "Finset (Sum γ ι)"),
    # Mathlib/Data/Sum/Interval.lean:106 `def sumLexLift : α₁ ⊕ α₂ → β₁ ⊕ β₂ → Finset (γ₁ ⊕ γ₂)`
    "Finset.sumLexLift": (
        "α → β → Finset γ", "δ → ε → Finset ι", "α → ε → Finset γ", "α → ε → Finset ι",
        "Sum α δ", "Sum β ε", "Finset (Sum γ ι)"),
    # Mathlib/FieldTheory/AbelRuffini.lean:269 `def P (α : solvableByRad F E) : Prop`
    "solvableByRad.P": ("solvableByRad α β", "Prop"),
    # Mathlib/FieldTheory/Extension.lean:107 `noncomputable def union : Lifts F E K`
    "IntermediateField.Lifts.union": (
        "Set (IntermediateField.Lifts α β γ)", "_", "IntermediateField.Lifts α β γ"),
    # Mathlib/FieldTheory/IntermediateField/Basic.lean:264 `def Subalgebra.toIntermediateField' (S
    # : Subalgebra K L) (hS : IsField S) : IntermediateField K L`
    "Subalgebra.toIntermediateField'": ("Subalgebra α β", "_", "IntermediateField α β"),
    # Mathlib/GroupTheory/Coset/Defs.lean:59 `def leftRel : Setoid α`
    "QuotientGroup.leftRel": ("Subgroup α", "Setoid α"),
    # Mathlib/GroupTheory/Coset/Defs.lean:98 `def rightRel : Setoid α`
    "QuotientGroup.rightRel": ("Subgroup α", "Setoid α"),
    # Mathlib/GroupTheory/Frattini.lean:20 `def frattini (G : Type*) [Group G] : Subgroup G`
    "frattini": ("Type α", "Subgroup α"),
    # Mathlib/GroupTheory/FreeGroup/IsFreeGroup.lean:83 `def ofFreeGroup (X : Type*) :
    # FreeGroupBasis X (FreeGroup X)`
    "FreeGroupBasis.ofFreeGroup": ("Type α", "FreeGroupBasis α (FreeGroup α)"),
    # Mathlib/Algebra/Group/Action/End.lean:180 `def MulAction.toPermHom : G →* Equiv.Perm α`
    "MulAction.toPermHom": ("Type α", "Type β", "MonoidHom α (Equiv.Perm β)"),
    # Mathlib/GroupTheory/HNNExtension.lean:140 `def toSubgroup (u : ℤˣ) : Subgroup G`
    "HNNExtension.toSubgroup": ("Subgroup α", "Subgroup α", "Units ℤ", "Subgroup α"),
    # Mathlib/GroupTheory/Perm/List.lean:46 `def formPerm : Equiv.Perm α`
    "List.formPerm": ("List α", "Equiv.Perm α"),
    # Mathlib/LinearAlgebra/AffineSpace/Basis.lean:132 `noncomputable def coord (i : ι) : P →ᵃ[k]
    # k`
    "AffineBasis.coord": ("AffineBasis α β γ", "α", "AffineMap β γ β"),
    # Mathlib/LinearAlgebra/CliffordAlgebra/Equivs.lean:231 `def Q : QuadraticForm R (R × R)`
    "CliffordAlgebraQuaternion.Q": ("α", "α", "QuadraticForm α (α × α)"),
    # Mathlib/LinearAlgebra/Contraction.lean:50 `def dualTensorHom : Module.Dual R M ⊗[R] N →ₗ[R]
    # M →ₗ[R] N`
    "dualTensorHom": (
        "Type α", "Type β", "Type γ",
        "LinearMap (RingHom.id α) (TensorProduct α (Module.Dual α β) γ) (LinearMap (RingHom.id "
        "α) β γ)"),
    # Mathlib/LinearAlgebra/DirectSum/Finsupp.lean:288 `def finsuppTensorFinsuppLid : (ι →₀ R)
    # ⊗[R] (κ →₀ N) ≃ₗ[R] ι × κ →₀ N`
    "finsuppTensorFinsuppLid": (
        "Type α", "Type β", "Type γ", "Type δ",
        "LinearEquiv (RingHom.id α) (TensorProduct α (Finsupp γ α) (Finsupp δ β)) (Finsupp (γ "
        "× δ) β)"),
    # Mathlib/LinearAlgebra/DirectSum/Finsupp.lean:332 `def finsuppTensorFinsupp' : (ι →₀ R) ⊗[R]
    # (κ →₀ R) ≃ₗ[R] ι × κ →₀ R`
    "finsuppTensorFinsupp'": (
        "Type α", "Type β", "Type γ",
        "LinearEquiv (RingHom.id α) (TensorProduct α (Finsupp β α) (Finsupp γ α)) (Finsupp (β "
        "× γ) α)"),
    # Mathlib/LinearAlgebra/Finsupp/Pi.lean:33 `noncomputable def LinearEquiv.finsuppUnique : (α
    # →₀ M) ≃ₗ[R] M`
    "Finsupp.LinearEquiv.finsuppUnique": (
        "Type α", "Type β", "Type γ", "LinearEquiv (RingHom.id α) (Finsupp γ β) β"),
    # Mathlib/LinearAlgebra/Matrix/MvPolynomial.lean:30 `noncomputable def mvPolynomialX
    # [CommSemiring R] : Matrix m n (MvPolynomial (m × n) R)`
    "Matrix.mvPolynomialX": ("Type α", "Type β", "Type γ", "Matrix α β (MvPolynomial (α × β) γ)"),
    # Mathlib/LinearAlgebra/Matrix/SemiringInverse.lean:26 `def detp : R`
    "Matrix.detp": ("Units ℤ", "Matrix α α β", "β"),
    # Mathlib/LinearAlgebra/Orientation.lean:80 `def Orientation.reindex (e : ι ≃ ι') :
    # Orientation R M ι ≃ Orientation R M ι'`
    "Orientation.reindex": (
        "Type α", "Type β", "Equiv γ δ", "Equiv (Orientation α β γ) (Orientation α β δ)"),
    # Mathlib/LinearAlgebra/PerfectPairing/Basic.lean:114 `def toDualLeft : M ≃ₗ[R] Dual R N`
    "PerfectPairing.toDualLeft": (
        "PerfectPairing α β γ", "LinearEquiv (RingHom.id α) β (Module.Dual α γ)"),
    # Mathlib/LinearAlgebra/Projection.lean:305 `def equivProdOfSurjectiveOfIsCompl (f : E →ₗ[R]
    # F) (g : E →ₗ[R] G) (hf : range f = ⊤) (hg : range g = ⊤) (hfg : IsCompl (ker f) (ker g)) : E
    # ≃ₗ[R] F …`
    "LinearMap.equivProdOfSurjectiveOfIsCompl": (
        "LinearMap (RingHom.id α) β γ", "LinearMap (RingHom.id α) β δ", "_", "_", "_",
        "LinearEquiv (RingHom.id α) β (γ × δ)"),
    # Mathlib/LinearAlgebra/RootSystem/OfBilinear.lean:52 `def coroot : M →ₗ[R] R`
    "LinearMap.IsReflective.coroot": (
        "LinearMap (RingHom.id α) β (LinearMap (RingHom.id α) β α)", "_",
        "LinearMap (RingHom.id α) β α"),
    # Mathlib/LinearAlgebra/TensorProduct/Basic.lean:804 `def mapBilinear : (M →ₗ[R] P) →ₗ[R] (N
    # →ₗ[R] Q) →ₗ[R] M ⊗[R] N →ₗ[R] P ⊗[R] Q`
    "TensorProduct.mapBilinear": (
        "Type α", "Type β", "Type γ", "Type δ", "Type ε",
        "LinearMap (RingHom.id α) (LinearMap (RingHom.id α) β δ) (LinearMap (RingHom.id α) "
        "(LinearMap (RingHom.id α) γ ε) (LinearMap (RingHom.id α) (TensorProduct α β γ) "
        "(TensorProduct α δ ε)))"),
    # Mathlib/LinearAlgebra/TensorProduct/Tower.lean:343 `protected def rid : M ⊗[R] R ≃ₗ[A] M`
    "TensorProduct.AlgebraTensorModule.rid": (
        "Type α", "Type β", "Type γ", "LinearEquiv (RingHom.id β) (TensorProduct α γ α) γ"),
    # Mathlib/LinearAlgebra/Contraction.lean:176 `noncomputable def dualTensorHomEquiv :
    # Module.Dual R M ⊗[R] N ≃ₗ[R] M →ₗ[R] N`
    "dualTensorHomEquiv": (
        "Type α", "Type β", "Type γ",
        "LinearEquiv (RingHom.id α) (TensorProduct α (Module.Dual α β) γ) (LinearMap "
        "(RingHom.id α) β γ)"),
    # Mathlib/LinearAlgebra/Contraction.lean:42 `def contractLeft : Module.Dual R M ⊗[R] M →ₗ[R]
    # R`
    "contractLeft": (
        "Type α", "Type β", "LinearMap (RingHom.id α) (TensorProduct α (Module.Dual α β) β) α"),
    # Mathlib/ModelTheory/LanguageMap.lean:327 `def constantsOn : Language.{u', 0}`
    "FirstOrder.Language.constantsOn": ("Type α", "FirstOrder.Language"),
    # Mathlib/NumberTheory/FLT/Basic.lean:48 `def FermatLastTheoremWith (R : Type*) [Semiring R]
    # (n : ℕ) : Prop`
    "FermatLastTheoremWith": ("Type α", "ℕ", "Prop"),
    # Mathlib/NumberTheory/FLT/Basic.lean:162 `def FermatLastTheoremWith' (R : Type*)
    # [CommSemiring R] (n : ℕ) : Prop`
    "FermatLastTheoremWith'": ("Type α", "ℕ", "Prop"),
    # Mathlib/NumberTheory/FunctionField.lean:191 `def inftyValuation : Valuation (RatFunc Fq)
    # ℤₘ₀`
    "FunctionField.inftyValuation": (
        "Type α", "Valuation (RatFunc α) (WithZero (Multiplicative ℤ))"),
    # Mathlib/NumberTheory/LSeries/AbstractFuncEq.lean:390 `def Λ₀ : ℂ → E`
    "WeakFEPair.Λ₀": ("WeakFEPair α", "ℂ", "α"),
    # Mathlib/NumberTheory/NumberField/CanonicalEmbedding/Basic.lean:45 `def
    # _root_.NumberField.canonicalEmbedding : K →+* ((K →+* ℂ) → ℂ)`
    "NumberField.canonicalEmbedding": ("Type α", "RingHom α (RingHom α ℂ → ℂ)"),
    # Mathlib/NumberTheory/NumberField/CanonicalEmbedding/ConvexBody.lean:54 `abbrev convexBodyLT
    # : Set (mixedSpace K)`
    "NumberField.mixedEmbedding.convexBodyLT": (
        "Type α", "NumberField.InfinitePlace α → ℝ≥0",
        "Set (NumberField.mixedEmbedding.mixedSpace α)"),
    # Mathlib/NumberTheory/NumberField/Discriminant/Basic.lean:284 `noncomputable abbrev
    # rankOfDiscrBdd : ℕ`
    "NumberField.hermiteTheorem.rankOfDiscrBdd": ("ℕ", "ℕ"),
    # Mathlib/NumberTheory/PellMatiyasevic.lean:95 `def pell : ℕ → ℕ × ℕ`
    "Pell.pell": ("_", "ℕ", "ℕ × ℕ"),
    # Mathlib/NumberTheory/RamificationInertia/Basic.lean:198 `noncomputable def inertiaDeg : ℕ`
    "Ideal.inertiaDeg": ("RingHom α β", "Ideal α", "Ideal β", "ℕ"),
    # Mathlib/RepresentationTheory/Basic.lean:433 `def linHom : Representation k G (V →ₗ[k] W)`
    "Representation.linHom": (
        "Representation α β γ", "Representation α β δ",
        "Representation α β (LinearMap (RingHom.id α) γ δ)"),
    # Mathlib/RingTheory/Coalgebra/TensorProduct.lean:101 `protected noncomputable def assoc : (M
    # ⊗[R] N) ⊗[R] P ≃ₗc[R] M ⊗[R] (N ⊗[R] P)`
    "Coalgebra.TensorProduct.assoc": (
        "Type α", "Type β", "Type γ", "Type δ",
        "CoalgEquiv α (TensorProduct α (TensorProduct α β γ) δ) (TensorProduct α β "
        "(TensorProduct α γ δ))"),
    # Mathlib/RingTheory/Ideal/Height.lean:35 `noncomputable def Ideal.height : ℕ∞`
    "Ideal.height": ("Ideal α", "ℕ∞"),
    # Mathlib/RingTheory/LaurentSeries.lean:998 `noncomputable def LaurentSeriesPkg :
    # AbstractCompletion (RatFunc K)`
    "LaurentSeries.LaurentSeriesPkg": ("Type α", "AbstractCompletion (RatFunc α)"),
    # Mathlib/RingTheory/LaurentSeries.lean:1047 `abbrev LaurentSeriesRingEquiv : K⸨X⸩ ≃+*
    # RatFuncAdicCompl K`
    "LaurentSeries.LaurentSeriesRingEquiv": (
        "Type α", "RingEquiv (LaurentSeries α) (LaurentSeries.RatFuncAdicCompl α)"),
    # Mathlib/RingTheory/Localization/Module.lean:105 `noncomputable def Basis.ofIsLocalizedModule
    # : Basis ι Rₛ Mₛ`
    "Basis.ofIsLocalizedModule": (
        "Type α", "Submonoid β", "LinearMap (RingHom.id β) γ δ", "Basis ε β γ", "Basis ε α δ"),
    # Mathlib/RingTheory/Localization/NumDen.lean:45 `noncomputable def num (x : K) : A`
    "IsFractionRing.num": ("Type α", "β", "α"),
    # Mathlib/RingTheory/MatrixAlgebra.lean:42 `def kroneckerTMulLinearEquiv : Matrix l m M ⊗[R]
    # Matrix n p N ≃ₗ[R] Matrix (l × n) (m × p) (M ⊗[R] N)`
    "kroneckerTMulLinearEquiv": (
        "Type α", "Type β", "Type γ", "Type δ", "Type ε", "Type ι", "Type κ",
        "LinearEquiv (RingHom.id ε) (TensorProduct ε (Matrix α β ι) (Matrix γ δ κ)) (Matrix (α "
        "× γ) (β × δ) (TensorProduct ε ι κ))"),
    # Mathlib/RingTheory/MvPowerSeries/LinearTopology.lean:49 `def basis (σ : Type*) (R : Type*)
    # [Ring R] (Jd : TwoSidedIdeal R × (σ →₀ ℕ)) : TwoSidedIdeal (MvPowerSeries σ R)`
    "MvPowerSeries.LinearTopology.basis": (
        "Type α", "Type β", "TwoSidedIdeal β × Finsupp α ℕ", "TwoSidedIdeal (MvPowerSeries α β)"),
    # Mathlib/RingTheory/NonUnitalSubring/Defs.lean:120 `def toSubsemigroup (s : NonUnitalSubring
    # R) : Subsemigroup R`
    "NonUnitalSubring.toSubsemigroup": ("NonUnitalSubring α", "Subsemigroup α"),
    # Mathlib/RingTheory/NonUnitalSubsemiring/Basic.lean:221 `def center : NonUnitalSubsemiring R`
    "NonUnitalSubsemiring.center": ("Type α", "NonUnitalSubsemiring α"),
    # Mathlib/RingTheory/Norm/Transitivity.lean:32 `def auxMat : Matrix m m S`
    "Algebra.Norm.Transitivity.auxMat": ("Matrix α α β", "α", "Matrix α α β"),
    # Mathlib/RingTheory/Norm/Transitivity.lean:93 `noncomputable def cornerAddX : Matrix m m
    # S[X]`
    "Algebra.Norm.Transitivity.cornerAddX": ("Matrix α α β", "α", "Matrix α α (Polynomial β)"),
    # Mathlib/RingTheory/Polynomial/Basic.lean:49 `def degreeLE (n : WithBot ℕ) : Submodule R
    # R[X]`
    "Polynomial.degreeLE": ("Type α", "WithBot ℕ", "Submodule α (Polynomial α)"),
    # Mathlib/RingTheory/PolynomialAlgebra.lean:113 `def invFun (p : A[X]) : A ⊗[R] R[X]`
    "PolyEquivTensor.invFun": (
        "Type α", "Type β", "Polynomial β", "TensorProduct α β (Polynomial α)"),
    # Mathlib/RingTheory/PrincipalIdealDomain.lean:174 `noncomputable def gcd : R`
    "IsBezout.gcd": ("α", "α", "α"),
    # Mathlib/RingTheory/Spectrum/Prime/ConstructibleSet.lean:78 `noncomputable def map (φ : R →+*
    # S) (s : ConstructibleSetData R) : ConstructibleSetData S`
    "PrimeSpectrum.ConstructibleSetData.map": (
        "RingHom α β", "PrimeSpectrum.ConstructibleSetData α",
        "PrimeSpectrum.ConstructibleSetData β"),
    # Mathlib/RingTheory/Spectrum/Prime/IsOpenComapC.lean:31 `def imageOfDf (f : R[X]) : Set
    # (PrimeSpectrum R)`
    "AlgebraicGeometry.Polynomial.imageOfDf": ("Polynomial α", "Set (PrimeSpectrum α)"),
    # Mathlib/RingTheory/Trace/Basic.lean:288 `noncomputable def traceMatrix (b : κ → B) : Matrix
    # κ κ A`
    "Algebra.traceMatrix": ("Type α", "β → γ", "Matrix β β α"),
    # Mathlib/RingTheory/Trace/Defs.lean:67 `noncomputable def trace : S →ₗ[R] R`
    "Algebra.trace": ("Type α", "Type β", "LinearMap (RingHom.id α) β α"),
    # Mathlib/SetTheory/ZFC/Basic.lean:380 `protected def sep (p : ZFSet → Prop) : ZFSet → ZFSet`
    "ZFSet.sep": ("ZFSet → Prop", "ZFSet", "ZFSet"),
    # --- partners of the entries above, added after measuring (their other side kept an unknown
    # type): Mathlib/RingTheory/TensorProduct/Basic.lean:812 `protected nonrec def rid : A ⊗[R] R
    # ≃ₐ[S] A` with `variable (R A)` (:784), `variable (S)` (:806) (namespace Algebra.TensorProduct)
    "Algebra.TensorProduct.rid": (
        "Type α", "Type β", "Type γ", "AlgEquiv β (TensorProduct α γ α) γ"),
    # Mathlib/RingTheory/Ideal/Height.lean:31 `noncomputable def Ideal.primeHeight [hI : I.IsPrime]
    # : ℕ∞` with `variable {R : Type*} [CommRing R] (I : Ideal R)` (:25)
    "Ideal.primeHeight": ("Ideal α", "ℕ∞"),
    # Mathlib/NumberTheory/PellMatiyasevic.lean:134 `def xz (n : ℕ) : ℤ` with `variable {a : ℕ} (a1
    # : 1 < a)` (:82), :144 `def az (a : ℕ) : ℤ` (namespace Pell)
    "Pell.xz": ("_", "ℕ", "ℤ"), "Pell.az": ("ℕ", "ℤ"),
    # Mathlib/Data/List/Defs.lean:393 `def zipWith3 (f : α → β → γ → δ) : List α → List β → List γ
    # → List δ` (namespace List), the partner of `List.zipWith`
    "List.zipWith3": ("α → β → γ → δ", "List α", "List β", "List γ", "List δ"),
}
