"""Declared signatures of Mathlib's substructures, their maps and a few algebraic constructions,
each cited from its declaration.

Same format and rules as `signatures_algebra` (explicit arguments in order, the section
`variable`s the declaration uses included, then the result; `α β γ δ ε ι κ` the declaration's
type parameters), merged into `opaque.SIGNATURES`. Chosen by how many corpus theorems each
blocked (the first unknown result type of a refused rendering, over the whole corpus). A
function returning a bundled map (`Subalgebra.toSubmodule : Subalgebra R A ↪o Submodule R A`) is
typed as the function it coerces to, as `opaque.SIGNATURES` does for `Polynomial.C`, only when
it takes one argument (so it is never typed a function that a field could be read on).
"""

from __future__ import annotations

SIGNATURES: dict[str, tuple[str, ...]] = {
    # Mathlib/Algebra/Group/Subsemigroup/Operations.lean:196 `def map (f : M →ₙ* N) (S :
    # Subsemigroup M) : Subsemigroup N`, :170 `def comap (f : M →ₙ* N) (S : Subsemigroup N) :
    # Subsemigroup M`, :461 `def prod (s : Subsemigroup M) (t : Subsemigroup N) : Subsemigroup
    # (M × N)` (the section's `variable (S : Subsemigroup M)` (:164, :423) is not used)
    "Subsemigroup.map": ("MulHom α β", "Subsemigroup α", "Subsemigroup β"),
    "Subsemigroup.comap": ("MulHom α β", "Subsemigroup β", "Subsemigroup α"),
    "Subsemigroup.prod": ("Subsemigroup α", "Subsemigroup β", "Subsemigroup (α × β)"),
    # Mathlib/Algebra/Group/Subgroup/Basic.lean:86 `def prod (H : Subgroup G) (K : Subgroup N) :
    # Subgroup (G × N)`, :483 `def normalClosure (s : Set G) : Subgroup G`, :546 `def
    # normalCore (H : Subgroup G) : Subgroup G`, :444 `def Group.conjugatesOfSet (s : Set G) :
    # Set G`; Submonoid/Operations.lean:461 `def prod (s : Submonoid M) (t : Submonoid N) :
    # Submonoid (M × N)`
    "Subgroup.prod": ("Subgroup α", "Subgroup β", "Subgroup (α × β)"),
    "Subgroup.normalClosure": ("Set α", "Subgroup α"),
    "Subgroup.normalCore": ("Subgroup α", "Subgroup α"),
    "Group.conjugatesOfSet": ("Set α", "Set α"),
    "Submonoid.prod": ("Submonoid α", "Submonoid β", "Submonoid (α × β)"),
    # Mathlib/Algebra/Group/Graph.lean:42 `def mgraph (f : G →* H) : Submonoid (G × H)`, :158
    # `def graph (f : G →* H) : Subgroup (G × H)` (namespace MonoidHom)
    "MonoidHom.mgraph": ("MonoidHom α β", "Submonoid (α × β)"),
    "MonoidHom.graph": ("MonoidHom α β", "Subgroup (α × β)"),
    # Mathlib/Algebra/Group/Prod.lean:303 `def fst : M × N →* M`, :312 `def snd : M × N →* N`,
    # :321 `def inl : M →* M × N`, :330 `def inr : N →* M × N` with `variable (M N)` (:297);
    # :191 `def fst : M × N →ₙ* M`, :198 `def snd : M × N →ₙ* N` with `variable (M N)` (:185,
    # namespace MulHom)
    "MonoidHom.fst": ("Type α", "Type β", "MonoidHom (α × β) α"),
    "MonoidHom.snd": ("Type α", "Type β", "MonoidHom (α × β) β"),
    "MonoidHom.inl": ("Type α", "Type β", "MonoidHom α (α × β)"),
    "MonoidHom.inr": ("Type α", "Type β", "MonoidHom β (α × β)"),
    "MulHom.fst": ("Type α", "Type β", "MulHom (α × β) α"),
    "MulHom.snd": ("Type α", "Type β", "MulHom (α × β) β"),
    # Mathlib/GroupTheory/Abelianization.lean:39 `def commutator : Subgroup G` with `variable (G
    # : Type u)` (:33)
    "commutator": ("Type α", "Subgroup α"),
    # Mathlib/Algebra/Group/Center.lean:95 `def center : Set M` with `variable (M) in` (:92),
    # :101 `def centralizer : Set M` with `variable (S) in` (:98, `S : Set M`); their
    # `to_additive` names `addCenter`, `addCentralizer`
    "Set.center": ("Type α", "Set α"), "Set.addCenter": ("Type α", "Set α"),
    "Set.centralizer": ("Set α", "Set α"), "Set.addCentralizer": ("Set α", "Set α"),
    # Mathlib/Algebra/Group/Submonoid/Units.lean:51 `def Subgroup.ofUnits (S : Subgroup Mˣ) :
    # Submonoid M`
    "Subgroup.ofUnits": ("Subgroup (Units α)", "Submonoid α"),
    # Mathlib/Algebra/Group/Hom/Defs.lean:702 `def MonoidHom.id (M : Type*) [MulOneClass M] : M
    # →* M`, :696 `def MulHom.id (M : Type*) [Mul M] : M →ₙ* M`; Algebra/Algebra/Hom.lean:223
    # `protected def id : A →ₐ[R] A` with `variable (R A)` (:220); Algebra/Group/Subsemigroup/
    # Operations.lean:547 `def srange (f : M →ₙ* N) : Subsemigroup N` (namespace MulHom)
    "MonoidHom.id": ("Type α", "MonoidHom α α"), "MulHom.id": ("Type α", "MulHom α α"),
    "AlgHom.id": ("Type α", "Type β", "AlgHom α β β"),
    "MulHom.srange": ("MulHom α β", "Subsemigroup β"),
    # Mathlib/Algebra/Opposites.lean:74 `def op : α → αᵐᵒᵖ`, :79 `def unop : αᵐᵒᵖ → α` (namespace
    # MulOpposite); Algebra/Group/Conj.lean:128 `protected def mk {α : Type*}
    # [Monoid α] (a : α) : ConjClasses α`; Algebra/GroupWithZero/NonZeroDivisors.lean:89 `def
    # nonZeroDivisors (M₀ : Type*) [MonoidWithZero M₀] : Submonoid M₀`; Algebra/FreeAlgebra.lean
    # :302 `irreducible_def ι : X → FreeAlgebra R X` with `variable (R : Type*)` (:52), `{X}`
    # (:298)
    "MulOpposite.op": ("α", "MulOpposite α"), "MulOpposite.unop": ("MulOpposite α", "α"),
    "ConjClasses.mk": ("α", "ConjClasses α"),
    "nonZeroDivisors": ("Type α", "Submonoid α"), "FreeAlgebra.ι": ("Type α", "β", "FreeAlgebra α β"),
    # Mathlib/Algebra/Algebra/Spectrum/Quasispectrum.lean:251 `def quasispectrum (a : A) : Set
    # R` with `variable (R : Type*) {A : Type*}` (:243); Algebra/Algebra/NonUnitalSubalgebra.lean
    # :554 `def adjoin (s : Set A) : NonUnitalSubalgebra R A` with `variable … (R : Type u) {A}`
    # (:538); Algebra/Algebra/Subalgebra/Basic.lean:874 `def centralizer (s : Set A) :
    # Subalgebra R A` with `variable (R)` (:871), :843 `def center : Subalgebra R A` with
    # `variable (R A)` (:838), :261 `def toSubmodule : Subalgebra R A ↪o Submodule R A`
    # (applied: a `Submodule R A`)
    "quasispectrum": ("Type α", "β", "Set α"),
    "NonUnitalAlgebra.adjoin": ("Type α", "Set β", "NonUnitalSubalgebra α β"),
    "Subalgebra.centralizer": ("Type α", "Set β", "Subalgebra α β"),
    "Subalgebra.center": ("Type α", "Type β", "Subalgebra α β"),
    "Subalgebra.toSubmodule": ("Subalgebra α β", "Submodule α β"),
    # Mathlib/Analysis/InnerProductSpace/Adjoint.lean:316 `def adjoint : (E →ₗ[𝕜] F) ≃ₗ⋆[𝕜] F
    # →ₗ[𝕜] E` (applied: the adjoint map); AlgebraicGeometry/EllipticCurve/DivisionPolynomial/
    # Basic.lean:155 `noncomputable def preΨ' (n : ℕ) : R[X]` with `variable … (W :
    # WeierstrassCurve R)` (:108)
    "LinearMap.adjoint": ("LinearMap (RingHom.id γ) α β", "LinearMap (RingHom.id γ) β α"),
    "WeierstrassCurve.preΨ'": ("WeierstrassCurve α", "ℕ", "Polynomial α"),
    # Mathlib/Algebra/Field/Subfield/Basic.lean:289 `def closure (s : Set K) : Subfield K`;
    # :145 `def map (s : Subfield K) : Subfield L`, :122 `def comap (s : Subfield L) : Subfield
    # K`, both with `variable (f : K →+* L)` (:119)
    "Subfield.closure": ("Set α", "Subfield α"),
    "Subfield.map": ("RingHom α β", "Subfield α", "Subfield β"),
    "Subfield.comap": ("RingHom α β", "Subfield β", "Subfield α"),
    # Mathlib/Algebra/Algebra/Subalgebra/Basic.lean:412 `def comap (f : A →ₐ[R] B) (S :
    # Subalgebra R B) : Subalgebra R A`, :516 `protected def range (φ : A →ₐ[R] B) :
    # Subalgebra R B` (`AlgHom R A B`)
    "Subalgebra.comap": ("AlgHom γ α β", "Subalgebra γ β", "Subalgebra γ α"),
    "AlgHom.range": ("AlgHom γ α β", "Subalgebra γ β"),
    # Mathlib/Algebra/GroupWithZero/Associated.lean:394 `protected abbrev mk {M : Type*}
    # [Monoid M] (a : M) : Associates M`; Algebra/FreeMonoid/Basic.lean:137 `def of (x : α) :
    # FreeMonoid α`; Algebra/Algebra/Unitization.lean:70 `def inl [Zero A] (r : R) :
    # Unitization R A`. (`HahnSeries.single (a : Γ) : ZeroHom R (HahnSeries Γ R)` is left out:
    # applied to one argument it would be typed a function, and a field on it read in
    # `Function`'s namespace.)
    "Associates.mk": ("α", "Associates α"), "FreeMonoid.of": ("α", "FreeMonoid α"),
    "Unitization.inl": ("α", "Unitization α β"),
    # Mathlib/Algebra/GCDMonoid/Multiset.lean:38 `def lcm (s : Multiset α) : α`, :110 `def gcd`;
    # GCDMonoid/Finset.lean:43 `def lcm (s : Finset β) (f : β → α) : α`, :116 `def gcd`
    "Multiset.lcm": ("Multiset α", "α"), "Multiset.gcd": ("Multiset α", "α"),
    "Finset.lcm": ("Finset α", "α → β", "β"), "Finset.gcd": ("Finset α", "α → β", "β"),
    # Mathlib/Algebra/GCDMonoid/Basic.lean:231 `gcd : α → α → α`, :233 `lcm : α → α → α`
    # (fields of `class GCDMonoid (α)`)
    "GCDMonoid.gcd": ("α", "α", "α"), "GCDMonoid.lcm": ("α", "α", "α"),
    # Mathlib/Algebra/Polynomial/Degree/TrailingDegree.lean:44 `def trailingDegree (p : R[X]) :
    # ℕ∞`; Polynomial/Basic.lean:940 `irreducible_def erase (n : ℕ) : R[X] → R[X]`;
    # Algebra/Module/SpanRank.lean:61 `def spanRank (p : Submodule R M) : Cardinal`;
    # Algebra/Order/Round.lean:41 `def round (x : α) : ℤ`
    "Polynomial.trailingDegree": ("Polynomial α", "ℕ∞"),
    "Polynomial.erase": ("ℕ", "Polynomial α", "Polynomial α"),
    "Submodule.spanRank": ("Submodule α β", "Cardinal"), "round": ("α", "ℤ"),
    # Mathlib/Algebra/Lie/Normalizer.lean:48 `def normalizer : LieSubmodule R L M` with
    # `variable (N : LieSubmodule R L M)` (:43, used), :119 `def normalizer : LieSubalgebra R L`
    # with `variable (H : LieSubalgebra R L)` (:115, used)
    "LieSubmodule.normalizer": ("LieSubmodule α β γ", "LieSubmodule α β γ"),
    "LieSubalgebra.normalizer": ("LieSubalgebra α β", "LieSubalgebra α β"),
    # Mathlib/Algebra/Lie/Nilpotent.lean:54 `def lcs : LieSubmodule R L M → LieSubmodule R L M
    # := (fun N => ⁅(⊤ : LieIdeal R L), N⁆)^[k]` with `variable (k : ℕ)` (:39, used by the
    # body), :79 `def lowerCentralSeries : LieSubmodule R L M := (⊤ : LieSubmodule R L M).lcs
    # k` with `variable (R L M)` (:76)
    "LieSubmodule.lcs": ("ℕ", "LieSubmodule α β γ", "LieSubmodule α β γ"),
    "LieModule.lowerCentralSeries": (
        "Type α", "Type β", "Type γ", "ℕ", "LieSubmodule α β γ"),
    # Mathlib/Algebra/Lie/Nilpotent.lean:445 `noncomputable def lowerCentralSeriesLast :
    # LieSubmodule R L M` (the `variable (R L M)` of :165; the section of :293-385 closed);
    # Lie/Weights/Basic.lean:452 `def posFittingComp : LieSubmodule R L M` with `variable (M)`
    # (:170), `(R L)` (:362), `{L}` (:389), `(L)` (:445)
    "LieModule.lowerCentralSeriesLast": ("Type α", "Type β", "Type γ", "LieSubmodule α β γ"),
    "LieModule.posFittingComp": ("Type α", "Type β", "Type γ", "LieSubmodule α β γ"),
    # Mathlib/Algebra/Lie/Ideal.lean:155 `def map : LieIdeal R L'`, :162 `def comap : LieIdeal R
    # L`, with `variable (f : L →ₗ⁅R⁆ L') (I I₂ : LieIdeal R L) (J : LieIdeal R L')` (:142; `map`
    # uses f and I, `comap` f and J)
    "LieIdeal.map": ("LieHom α β γ", "LieIdeal α β", "LieIdeal α γ"),
    "LieIdeal.comap": ("LieHom α β γ", "LieIdeal α γ", "LieIdeal α β"),
    # Mathlib/Algebra/Lie/Ideal.lean:261 `def ker : LieIdeal R L`, :265 `def idealRange :
    # LieIdeal R L'`, with `variable (f : L →ₗ⁅R⁆ L')` (:258); Lie/Basic.lean:433 `def comp (f :
    # L₂ →ₗ⁅R⁆ L₃) (g : L₁ →ₗ⁅R⁆ L₂) : L₁ →ₗ⁅R⁆ L₃`
    "LieHom.ker": ("LieHom α β γ", "LieIdeal α β"),
    "LieHom.idealRange": ("LieHom α β γ", "LieIdeal α γ"),
    "LieHom.comp": ("LieHom α β γ", "LieHom α δ β", "LieHom α δ γ"),
    # Mathlib/Algebra/Lie/Submodule.lean:788 `def map : LieSubmodule R L M'` with `variable (f :
    # M →ₗ⁅R,L⁆ M') (N N₂ : LieSubmodule R L M)` (:784; uses f and N), :966 `def range :
    # LieSubmodule R L N` with `variable (f : M →ₗ⁅R,L⁆ N)` (:930, :962), :658 `def lieSpan :
    # LieSubmodule R L M` with `variable (R L) (s : Set M)` (:655); Lie/Subalgebra.lean:610 `def
    # lieSpan : LieSubalgebra R L` with `variable (R L) (s : Set L)` (:607); Lie/Abelian.lean:116
    # `def maxTrivSubmodule : LieSubmodule R L M` with `variable (R : Type u) (L : Type v) (M :
    # Type w)` (:91); Lie/Weights/Cartan.lean:151 `def zeroRootSubalgebra : LieSubalgebra R L`
    # with `variable (R L H M)` (:80; uses H, not M)
    "LieSubmodule.map": ("LieModuleHom α β γ δ", "LieSubmodule α β γ", "LieSubmodule α β δ"),
    "LieModuleHom.range": ("LieModuleHom α β γ δ", "LieSubmodule α β δ"),
    "LieSubmodule.lieSpan": ("Type α", "Type β", "Set γ", "LieSubmodule α β γ"),
    "LieSubalgebra.lieSpan": ("Type α", "Type β", "Set β", "LieSubalgebra α β"),
    "LieModule.maxTrivSubmodule": ("Type α", "Type β", "Type γ", "LieSubmodule α β γ"),
    "LieAlgebra.zeroRootSubalgebra": (
        "Type α", "Type β", "LieSubalgebra α β", "LieSubalgebra α β"),
    # Mathlib/GroupTheory/Index.lean:59 `noncomputable def relindex : ℕ` with `variable … (H K L :
    # Subgroup G)` (:47; the body `(H.subgroupOf K).index` uses H and K)
    "Subgroup.relindex": ("Subgroup α", "Subgroup α", "ℕ"),
    # Mathlib/Algebra/Ring/Prod.lean:179 `def fst : R × S →+* R`, :183 `def snd : R × S →+* S`
    # with `variable (R S)` (:176, namespace RingHom); Algebra/CharP/Defs.lean:370 `noncomputable
    # def ringExpChar : ℕ` with `variable (R : Type*)` (:24)
    "RingHom.fst": ("Type α", "Type β", "RingHom (α × β) α"),
    "RingHom.snd": ("Type α", "Type β", "RingHom (α × β) β"), "ringExpChar": ("Type α", "ℕ"),
    # Mathlib/RingTheory/Polynomial/Chebyshev.lean (`variable (R R' : Type*)` :63): :290 `def C :
    # ℤ → R[X]`, :396 `def S` (`T` and `U` are in `signatures_algebra`)
    "Polynomial.Chebyshev.C": ("Type α", "ℤ", "Polynomial α"),
    "Polynomial.Chebyshev.S": ("Type α", "ℤ", "Polynomial α"),
    # Mathlib/Data/Finsupp/Single.lean:267 `def update (f : α →₀ M) (a : α) (b : M) : α →₀ M`
    "Finsupp.update": ("Finsupp α β", "α", "β", "Finsupp α β"),
    # Mathlib/Algebra/GroupWithZero/Hom.lean:168 `def id (α : Type*) [MulZeroOneClass α] : α →*₀
    # α`; Algebra/Ring/Hom/Defs.lean:170 `protected def id (α : Type*) … : α →ₙ+* α`; Algebra/
    # Group/Hom/Defs.lean:690 `def OneHom.id (M : Type*) [One M] : OneHom M M`
    "MonoidWithZeroHom.id": ("Type α", "MonoidWithZeroHom α α"),
    "NonUnitalRingHom.id": ("Type α", "NonUnitalRingHom α α"), "OneHom.id": ("Type α", "OneHom α α"),
    # Mathlib/Algebra/Field/Subfield/Basic.lean:180 `def fieldRange : Subfield L` with `variable
    # … (f : K →+* L)` (:174, namespace RingHom); Algebra/Star/Subalgebra.lean:408 `def adjoin (s :
    # Set A) : StarSubalgebra R A` with `variable (R)` (:404); Algebra/Polynomial/Expand.lean:179
    # `noncomputable def contract (p : ℕ) (f : R[X]) : R[X]` (`variable {R}` :42);
    # Data/Matrix/RowCol.lean:35 `def replicateCol (ι : Type*) (w : m → α) : Matrix m ι α`;
    # AlgebraicGeometry/EllipticCurve/Weierstrass.lean:228 `def map : WeierstrassCurve A` with
    # `variable … (W : WeierstrassCurve R)` (:91) and `(f : R →+* A)` (:224)
    "RingHom.fieldRange": ("RingHom α β", "Subfield β"),
    "StarAlgebra.adjoin": ("Type α", "Set β", "StarSubalgebra α β"),
    "Polynomial.contract": ("ℕ", "Polynomial α", "Polynomial α"),
    "Matrix.replicateCol": ("Type β", "γ → α", "Matrix γ β α"),
    "WeierstrassCurve.map": ("WeierstrassCurve α", "RingHom α β", "WeierstrassCurve β"),
}
