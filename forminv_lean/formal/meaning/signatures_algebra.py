"""Declared signatures of common Mathlib functions (algebra side), each cited from its declaration.

Same format as `opaque.SIGNATURES` (explicit argument types, then the result type; `α β γ δ
ε ι κ` are the declaration's type parameters, `_` an argument not typed here, e.g. a proof),
merged into it. An entry is written only from the declaration read at Mathlib v4.19.0; the
comment above each group names the file.

Explicit arguments include the section `variable`s the declaration uses that are explicit
there (`variable (f : F)` before `def ker : Ideal R` makes `RingHom.ker f`). A declaration
generic over a `FunLike` type `F` (`[RingHomClass F R S] (f : F)`) is typed here only at the
bundled structure an argument of that class most often has (`RingHom α β` for `R →+* S`,
`LinearMap (RingHom.id γ) α β` for `M →ₗ[R] N`, as the elaborator types those arrows): an
argument of another type does not fit, and the application keeps an unknown type. A function
returning a bundled map (`MvPolynomial.C : R →+* MvPolynomial σ R`) is typed as the function it
coerces to, as `opaque.SIGNATURES` does for `Polynomial.C`.

Names `@[to_additive]` generates without an explicit name are not in the name index; those
used here are listed in `ADDITIVE` with the declaration they are generated from.
"""

from __future__ import annotations

SIGNATURES: dict[str, tuple[str, ...]] = {
    # Mathlib/Algebra/Group/Subgroup/Map.lean:108 `def map (f : G →* N) (H : Subgroup G) :
    # Subgroup N`, :68 `def comap {N} [Group N] (f : G →* N) (H : Subgroup N) : Subgroup G`;
    # Subgroup/Lattice.lean:309 `def closure (k : Set G) : Subgroup G`; Subgroup/ZPowers/
    # Basic.lean:26 `def zpowers (g : G) : Subgroup G`; GroupTheory/Index.lean:52 `def index :
    # ℕ` with `variable (H K L : Subgroup G)` (:47, so `index H`); Subgroup/Ker.lean:229 `def
    # ker (f : G →* M) : Subgroup G`, :61 `def range (f : G →* N) : Subgroup N`
    "Subgroup.map": ("MonoidHom α β", "Subgroup α", "Subgroup β"),
    "Subgroup.comap": ("MonoidHom α β", "Subgroup β", "Subgroup α"),
    "Subgroup.closure": ("Set α", "Subgroup α"),
    "Subgroup.zpowers": ("α", "Subgroup α"),
    "Subgroup.index": ("Subgroup α", "ℕ"),
    "MonoidHom.ker": ("MonoidHom α β", "Subgroup α"),
    "MonoidHom.range": ("MonoidHom α β", "Subgroup β"),
    # Mathlib/Algebra/Group/Submonoid/Basic.lean:111 `def closure (s : Set M) : Submonoid M`;
    # Submonoid/Operations.lean:172 `def comap (f : F) (S : Submonoid N) : Submonoid M`
    # (`[MonoidHomClass F M N]`)
    "Submonoid.closure": ("Set α", "Submonoid α"),
    "Submonoid.comap": ("MonoidHom α β", "Submonoid β", "Submonoid α"),
    # Mathlib/Algebra/Group/Hom/Defs.lean:730 `def MonoidHom.comp (hnp : N →* P) (hmn : M →*
    # N) : M →* P`; Algebra/Ring/Hom/Defs.lean:534 `def comp (g : β →+* γ) (f : α →+* β) : α
    # →+* γ`; Algebra/Algebra/Hom.lean:243 `def comp (φ₁ : B →ₐ[R] C) (φ₂ : A →ₐ[R] B) : A
    # →ₐ[R] C` (the `variable (R A)` at :220 is closed at :234)
    "MonoidHom.comp": ("MonoidHom β γ", "MonoidHom α β", "MonoidHom α γ"),
    "RingHom.comp": ("RingHom β γ", "RingHom α β", "RingHom α γ"),
    "AlgHom.comp": ("AlgHom δ β γ", "AlgHom δ α β", "AlgHom δ α γ"),
    # Mathlib/RingTheory/Ideal/Maps.lean (`variable (f : F)` :32, `[FunLike F R S]`): :37 `def
    # map (I : Ideal R) : Ideal S`, :41 `def comap [RingHomClass F R S] (I : Ideal S) : Ideal
    # R`, :655 `def ker : Ideal R` (`variable (f : F)` :652); Ideal/Span.lean:46 `def span (s :
    # Set α) : Ideal α`; Algebra/Ring/Subring/Basic.lean:243 `def range (f : R →+* S) :
    # Subring S`
    "Ideal.map": ("RingHom α β", "Ideal α", "Ideal β"),
    "Ideal.comap": ("RingHom α β", "Ideal β", "Ideal α"),
    "RingHom.ker": ("RingHom α β", "Ideal α"),
    "Ideal.span": ("Set α", "Ideal α"),
    "RingHom.range": ("RingHom α β", "Subring β"),
    # Mathlib/Algebra/Module/Submodule/Map.lean:49 `def map (f : F) (p : Submodule R M) :
    # Submodule R₂ M₂`, :170 `def comap (f : F) (p : Submodule R₂ M₂) : Submodule R M`;
    # Submodule/Ker.lean:57 `def ker (f : F) : Submodule R M`; Submodule/Range.lean:56 `def
    # range [RingHomSurjective τ₁₂] (f : F) : Submodule R₂ M₂` (`[SemilinearMapClass F σ₁₂ M
    # M₂]`; at `M →ₗ[R] M₂`, σ₁₂ is `RingHom.id R` and R₂ is R)
    "Submodule.map": ("LinearMap (RingHom.id γ) α β", "Submodule γ α", "Submodule γ β"),
    "Submodule.comap": ("LinearMap (RingHom.id γ) α β", "Submodule γ β", "Submodule γ α"),
    "LinearMap.ker": ("LinearMap (RingHom.id γ) α β", "Submodule γ α"),
    "LinearMap.range": ("LinearMap (RingHom.id γ) α β", "Submodule γ β"),
    # Mathlib/Order/Filter/Defs.lean:280 `def map (m : α → β) (f : Filter α) : Filter β`, :299
    # `def comap (m : α → β) (f : Filter β) : Filter α`, :141 `def principal (s : Set α) :
    # Filter α`, :266 `def EventuallyEq (l : Filter α) (f g : α → β) : Prop`, :273 `def
    # EventuallyLE [LE β] (l : Filter α) (f g : α → β) : Prop`, :241 `class NeBot (f : Filter
    # α) : Prop`; Order/Filter/Bases/Basic.lean:202 `structure HasBasis (l : Filter α) (p : ι →
    # Prop) (s : ι → Set α) : Prop`; Order/LiminfLimsup.lean:60 `def limsup (u : β → α) (f :
    # Filter β) : α`, :65 `liminf`
    "Filter.map": ("α → β", "Filter α", "Filter β"),
    "Filter.comap": ("α → β", "Filter β", "Filter α"),
    "Filter.principal": ("Set α", "Filter α"),
    "Filter.EventuallyEq": ("Filter α", "α → β", "α → β", "Prop"),
    "Filter.EventuallyLE": ("Filter α", "α → β", "α → β", "Prop"),
    "Filter.NeBot": ("Filter α", "Prop"),
    "Filter.HasBasis": ("Filter α", "ι → Prop", "ι → Set α", "Prop"),
    "Filter.limsup": ("β → α", "Filter β", "α"),
    "Filter.liminf": ("β → α", "Filter β", "α"),
    # Mathlib/Order/SuccPred/Basic.lean:165 `def succ : α → α`, :564 `def pred : α → α` (the
    # `variable (α)` at :136 is closed by `end LinearOrder` at :152)
    "Order.succ": ("α", "α"), "Order.pred": ("α", "α"),
    # Mathlib/Order/Disjoint.lean:40 `def Disjoint (a b : α) : Prop`, :400 `structure IsCompl
    # (x y : α) : Prop`; Order/Bounds/Defs.lean:26 `def upperBounds (s : Set α) : Set α`, :30
    # `lowerBounds`, :34 `def BddAbove (s : Set α)` (`(upperBounds s).Nonempty`, a Prop), :38
    # `BddBelow`; Order/Max.lean:184 `def IsMax (a : α) : Prop`, :178 `IsMin`
    "Disjoint": ("α", "α", "Prop"), "IsCompl": ("α", "α", "Prop"),
    "upperBounds": ("Set α", "Set α"), "lowerBounds": ("Set α", "Set α"),
    "BddAbove": ("Set α", "Prop"), "BddBelow": ("Set α", "Prop"),
    "IsMax": ("α", "Prop"), "IsMin": ("α", "Prop"),
    # Mathlib/Algebra/Group/Units/Defs.lean:363 `def IsUnit [Monoid M] (a : M) : Prop`;
    # Group/Commute/Defs.lean:33 `def Commute [Mul S] (a b : S) : Prop`; Group/Irreducible/
    # Defs.lean:40 `structure Irreducible (p : M) : Prop`; RingTheory/Nilpotent/Defs.lean:38
    # `def IsNilpotent (x : R) : Prop`; Algebra/Group/Idempotent.lean:35 `def IsIdempotentElem
    # (a : M) : Prop`; Algebra/Squarefree/Basic.lean:36 `def Squarefree (r : R) : Prop`;
    # RingTheory/Coprime/Basic.lean:39 `def IsCoprime : Prop` with `variable (x y z : R)` (:34)
    "IsUnit": ("α", "Prop"), "Commute": ("α", "α", "Prop"), "Irreducible": ("α", "Prop"),
    "IsNilpotent": ("α", "Prop"), "IsIdempotentElem": ("α", "Prop"),
    "Squarefree": ("α", "Prop"), "IsCoprime": ("α", "α", "Prop"),
    # Mathlib/Data/Finsupp/Single.lean:42 `def single (a : α) (b : M) : α →₀ M`; Finsupp/
    # Defs.lean:92 `structure Finsupp … support : Finset α`; Algebra/BigOperators/Finsupp/
    # Basic.lean:44 `def prod (f : α →₀ M) (g : α → M → N) : N` (and its to_additive `sum`)
    "Finsupp.single": ("α", "β", "Finsupp α β"),
    "Finsupp.support": ("Finsupp α β", "Finset α"),
    "Finsupp.prod": ("Finsupp α β", "α → β → γ", "γ"),
    "Finsupp.sum": ("Finsupp α β", "α → β → γ", "γ"),
    # Mathlib/Data/Set/Operations.lean:267 `def image2 (f : α → β → γ) (s : Set α) (t : Set β)
    # : Set γ`, :224 `def MapsTo (f : α → β) (s : Set α) (t : Set β) : Prop`; Algebra/Group/
    # Indicator.lean:47 `def mulIndicator (s : Set α) (f : α → M) (x : α) : M` (and its
    # to_additive `Set.indicator`); Data/Finset/NAry.lean:37 `def image₂ (f : α → β → γ) (s :
    # Finset α) (t : Finset β) : Finset γ`
    "Set.image2": ("α → β → γ", "Set α", "Set β", "Set γ"),
    "Set.MapsTo": ("α → β", "Set α", "Set β", "Prop"),
    "Set.mulIndicator": ("Set α", "α → β", "α", "β"),
    "Set.indicator": ("Set α", "α → β", "α", "β"),
    "Finset.image₂": ("α → β → γ", "Finset α", "Finset β", "Finset γ"),
    # Mathlib/Logic/Equiv/Defs.lean:145 `protected def symm (e : α ≃ β) : β ≃ α`, :159
    # `protected def trans (e₁ : α ≃ β) (e₂ : β ≃ γ) : α ≃ γ`; Algebra/Group/Equiv/Defs.lean:297
    # `def symm (h : M ≃* N) : N ≃* M`; Order/Hom/Basic.lean:757 `def symm (e : α ≃o β) : β ≃o
    # α`; Algebra/Algebra/Equiv.lean:239 `def symm (e : A₁ ≃ₐ[R] A₂) : A₂ ≃ₐ[R] A₁`
    "Equiv.symm": ("Equiv α β", "Equiv β α"),
    "Equiv.trans": ("Equiv α β", "Equiv β γ", "Equiv α γ"),
    "MulEquiv.symm": ("MulEquiv α β", "MulEquiv β α"),
    "OrderIso.symm": ("OrderIso α β", "OrderIso β α"),
    "AlgEquiv.symm": ("AlgEquiv γ α β", "AlgEquiv γ β α"),
    # Mathlib/Algebra/MvPolynomial/Basic.lean (`MvPolynomial σ R`; `variable (R σ)` :162 is
    # undone at :168, `variable (σ R)` :275 at :281): :171 `def X (n : σ) : MvPolynomial σ R`,
    # :159 `def C : R →+* MvPolynomial σ R`, :147 `def monomial (s : σ →₀ ℕ) : R →ₗ[R]
    # MvPolynomial σ R`, :528 `def coeff (m : σ →₀ ℕ) (p : MvPolynomial σ R) : R`, :486 `def
    # support (p : MvPolynomial σ R) : Finset (σ →₀ ℕ)`; MvPolynomial/Degrees.lean:347 `def
    # totalDegree (p : MvPolynomial σ R) : ℕ`; MvPolynomial/Eval.lean:234 `def eval (f : σ →
    # R) : MvPolynomial σ R →+* R`, :309 `def map : MvPolynomial σ R →+* MvPolynomial σ S₁`
    # with `variable (f : R →+* S₁)` (:306); MvPolynomial/Rename.lean:50 `def rename (f : σ →
    # τ) : MvPolynomial σ R →ₐ[R] MvPolynomial τ R`
    "MvPolynomial.X": ("α", "MvPolynomial α β"),
    "MvPolynomial.C": ("β", "MvPolynomial α β"),
    "MvPolynomial.monomial": ("Finsupp α ℕ", "β", "MvPolynomial α β"),
    "MvPolynomial.coeff": ("Finsupp α ℕ", "MvPolynomial α β", "β"),
    "MvPolynomial.support": ("MvPolynomial α β", "Finset (Finsupp α ℕ)"),
    "MvPolynomial.totalDegree": ("MvPolynomial α β", "ℕ"),
    "MvPolynomial.eval": ("α → β", "MvPolynomial α β", "β"),
    "MvPolynomial.map": ("RingHom β γ", "MvPolynomial α β", "MvPolynomial α γ"),
    "MvPolynomial.rename": ("α → γ", "MvPolynomial α β", "MvPolynomial γ β"),
    # Mathlib/LinearAlgebra/Matrix/Determinant/Basic.lean:56 `abbrev det (M : Matrix n n R) :
    # R`; Data/Matrix/Defs.lean:102 `def map (M : Matrix m n α) (f : α → β) : Matrix m n β`;
    # Data/Matrix/Diagonal.lean:44 `def diagonal [Zero α] (d : n → α) : Matrix n n α`
    "Matrix.det": ("Matrix β β α", "α"),
    "Matrix.map": ("Matrix β γ α", "α → δ", "Matrix β γ δ"),
    "Matrix.diagonal": ("β → α", "Matrix β β α"),
    # Mathlib/SetTheory/Ordinal/Basic.lean:569 `def card : Ordinal → Cardinal`; Cardinal/
    # Cofinality.lean:99 `def cof (o : Ordinal.{u}) : Cardinal.{u}` (both keep the universe;
    # `Cardinal.lift`, whose whole meaning is a change of universe, is left out: the language
    # does not carry universes)
    "Ordinal.card": ("Ordinal", "Cardinal"), "Ordinal.cof": ("Ordinal", "Cardinal"),
    # Mathlib/Data/Nat/Log.lean:33 `def log (b : ℕ) : ℕ → ℕ`; Data/Nat/Factorial/Basic.lean:307
    # `def descFactorial (n : ℕ) : ℕ → ℕ`, :194 `def ascFactorial (n : ℕ) : ℕ → ℕ`
    "Nat.log": ("ℕ", "ℕ", "ℕ"), "Nat.descFactorial": ("ℕ", "ℕ", "ℕ"),
    "Nat.ascFactorial": ("ℕ", "ℕ", "ℕ"),
    # Mathlib/Order/Interval/Finset/Defs.lean:355 `def Ioi (a : α) : Finset α`, :351 `Ici`,
    # :395 `def Iio (b : α) : Finset α`, :391 `Iic`; Order/Interval/Set/Defs.lean:82 `class
    # OrdConnected (s : Set α) : Prop`; Order/Interval/Set/UnorderedInterval.lean:54 `def uIcc
    # (a b : α) : Set α`; Data/Set/Countable.lean:44 `protected def Countable (s : Set α) :
    # Prop`
    "Finset.Ioi": ("α", "Finset α"), "Finset.Ici": ("α", "Finset α"),
    "Finset.Iio": ("α", "Finset α"), "Finset.Iic": ("α", "Finset α"),
    "Set.OrdConnected": ("Set α", "Prop"), "Set.uIcc": ("α", "α", "Set α"),
    "Set.Countable": ("Set α", "Prop"),
    # Mathlib/GroupTheory/Perm/Support.lean:274 `def support (f : Perm α) : Finset α`;
    # RingTheory/Multiplicity.lean:44 `def emultiplicity [Monoid α] (a b : α) : ℕ∞`, :48 `def
    # multiplicity [Monoid α] (a b : α) : ℕ`; Algebra/GroupWithZero/Units/Basic.lean:82 `def
    # inverse : M₀ → M₀` (`Ring.inverse`); RingTheory/UniqueFactorizationDomain/
    # NormalizedFactors.lean:31 `def normalizedFactors (a : α) : Multiset α`
    "Equiv.Perm.support": ("Equiv.Perm α", "Finset α"),
    "emultiplicity": ("α", "α", "ℕ∞"), "multiplicity": ("α", "α", "ℕ"),
    "Ring.inverse": ("α", "α"),
    "UniqueFactorizationMonoid.normalizedFactors": ("α", "Multiset α"),
    # Mathlib/Algebra/Polynomial/Splits.lean:44 `def Splits (f : K[X]) : Prop` with `variable
    # (i : K →+* L)` (:41); NumberTheory/BernoulliPolynomials.lean:51 `def bernoulli (n : ℕ) :
    # ℚ[X]`
    "Polynomial.Splits": ("RingHom α β", "Polynomial α", "Prop"),
    "Polynomial.bernoulli": ("ℕ", "Polynomial ℚ"),
    # Mathlib/Data/Matroid/Basic.lean:190 `structure Matroid (α) where (E : Set α) …` :194
    # `(Indep : Set α → Prop)`; Matroid/Closure.lean:133 `def closure (M : Matroid α) (X : Set
    # α) : Set α`
    "Matroid.E": ("Matroid α", "Set α"), "Matroid.Indep": ("Matroid α", "Set α", "Prop"),
    "Matroid.closure": ("Matroid α", "Set α", "Set α"),
    # Mathlib/Data/NNReal/Defs.lean:120 `def _root_.Real.toNNReal (r : ℝ) : ℝ≥0`;
    # Data/ENNReal/Basic.lean:211 `protected def ofReal (r : Real) : ℝ≥0∞`, :208 `protected
    # def toReal (a : ℝ≥0∞) : Real`; Data/Complex/Basic.lean:491 `def normSq : ℂ →*₀ ℝ`
    "Real.toNNReal": ("ℝ", "ℝ≥0"), "ENNReal.ofReal": ("ℝ", "ℝ≥0∞"),
    "ENNReal.toReal": ("ℝ≥0∞", "ℝ"), "Complex.normSq": ("ℂ", "ℝ"),
    # (round 12) Data/ENNReal/Basic.lean:205 `protected def toNNReal : ℝ≥0∞ → ℝ≥0`;
    # Data/ENat/Basic.lean:136 `def toNat : ℕ∞ → ℕ`; Data/EReal/Basic.lean:212 `def toReal :
    # EReal → ℝ` (each in its type's namespace)
    "ENNReal.toNNReal": ("ℝ≥0∞", "ℝ≥0"), "ENat.toNat": ("ℕ∞", "ℕ"),
    "EReal.toReal": ("EReal", "ℝ"),
    # Data/Complex/Basic.lean:78 `def ofReal (r : ℝ) : ℂ`
    "Complex.ofReal": ("ℝ", "ℂ"),
    # Mathlib/Algebra/Group/Subgroup/Defs.lean:650 `def normalizer : Subgroup G` with `variable
    # (H : Subgroup G)` (:644); Algebra/Group/Submonoid/Operations.lean:645 `def mrange (f : F)
    # : Submonoid N` (`[MonoidHomClass F M N]`); RingTheory/Ideal/Operations.lean:700 `def
    # radical (I : Ideal R) : Ideal R`; FieldTheory/IntermediateField/Basic.lean:429 `def map (f
    # : L →ₐ[K] L') (S : IntermediateField K L) : IntermediateField K L'`
    "Subgroup.normalizer": ("Subgroup α", "Subgroup α"),
    "MonoidHom.mrange": ("MonoidHom α β", "Submonoid β"),
    "Ideal.radical": ("Ideal α", "Ideal α"),
    "IntermediateField.map": ("AlgHom γ α β", "IntermediateField γ α", "IntermediateField γ β"),
    # Mathlib/SetTheory/Cardinal/Defs.lean:473 `def aleph0 : Cardinal.{u}` (`ℵ₀`)
    "Cardinal.aleph0": ("Cardinal",),
    # Mathlib/Order/Filter/NAry.lean:37 `def map₂ (m : α → β → γ) (f : Filter α) (g : Filter β)
    # : Filter γ`; Data/Option/NAry.lean:38 `def map₂ (f : α → β → γ) (a : Option α) (b :
    # Option β) : Option γ`; Order/KrullDimension.lean:87 `def height {α} [Preorder α] (a : α)
    # : ℕ∞`, :100 `coheight`
    "Filter.map₂": ("α → β → γ", "Filter α", "Filter β", "Filter γ"),
    "Option.map₂": ("α → β → γ", "Option α", "Option β", "Option γ"),
    "Order.height": ("α", "ℕ∞"), "Order.coheight": ("α", "ℕ∞"),
    # Mathlib/Algebra/GCDMonoid/Basic.lean:91 `def normalize : α →*₀ α`; Algebra/Star/
    # SelfAdjoint.lean:47 `def IsSelfAdjoint [Star R] (x : R) : Prop`; FieldTheory/
    # SeparableDegree.lean:297 `def natSepDegree : ℕ` with `variable (f : F[X])` (:290)
    "normalize": ("α", "α"), "IsSelfAdjoint": ("α", "Prop"),
    "Polynomial.natSepDegree": ("Polynomial α", "ℕ"),
    # Mathlib/Data/Multiset/Filter.lean:39 `def filter (s : Multiset α) : Multiset α` with
    # `variable (p : α → Prop)` (:35); Data/Finset/Union.lean:135 `protected def biUnion (s :
    # Finset α) (t : α → Finset β) : Finset β`; Data/Finset/Lattice/Fold.lean:695 `def sup' (s
    # : Finset β) (H : s.Nonempty) (f : β → α) : α`, :837 `inf'`
    "Multiset.filter": ("α → Prop", "Multiset α", "Multiset α"),
    "Finset.biUnion": ("Finset α", "α → Finset β", "Finset β"),
    "Finset.sup'": ("Finset α", "_", "α → β", "β"), "Finset.inf'": ("Finset α", "_", "α → β", "β"),
    # Mathlib/Data/Nat/Factorization/Defs.lean:45 `def factorization (n : ℕ) : ℕ →₀ ℕ`;
    # NumberTheory/Divisors.lean:49 `def properDivisors : Finset ℕ` with `variable (n : ℕ)` (:42)
    "Nat.factorization": ("ℕ", "Finsupp ℕ ℕ"), "Nat.properDivisors": ("ℕ", "Finset ℕ"),
    # Batteries/Data/Rat/Basic.lean (the name index: :20, :22) `structure Rat where mk' :: num :
    # Int  den : Nat := 1 …` (`q.num`, `q.den` with `q : ℚ`)
    "Rat.num": ("ℚ", "ℤ"), "Rat.den": ("ℚ", "ℕ"),
    # Mathlib/NumberTheory/PrimeCounting.lean:51 `def primeCounting (n : ℕ) : ℕ`; Data/Nat/
    # Nth.lean:51 `def nth (p : ℕ → Prop) (n : ℕ) : ℕ`; Data/Nat/Count.lean:33 `def count (n :
    # ℕ) : ℕ` with `variable (p : ℕ → Prop)` (:26); NumberTheory/Padics/PadicVal/Defs.lean:31
    # `def padicValNat (p : ℕ) (n : ℕ) : ℕ`, PadicVal/Basic.lean:150 `def padicValRat (p : ℕ)
    # (q : ℚ) : ℤ`; Data/Nat/Fib/Basic.lean:63 `def fib (n : ℕ) : ℕ`
    "Nat.primeCounting": ("ℕ", "ℕ"), "Nat.nth": ("ℕ → Prop", "ℕ", "ℕ"),
    "Nat.count": ("ℕ → Prop", "ℕ", "ℕ"), "padicValNat": ("ℕ", "ℕ", "ℕ"),
    "padicValRat": ("ℕ", "ℚ", "ℤ"), "Nat.fib": ("ℕ", "ℕ"),
    # Mathlib/Data/Set/Operations.lean:195 `def offDiag (s : Set α) : Set (α × α)`, :221 `def
    # EqOn (f₁ f₂ : α → β) (s : Set α) : Prop`, :251 `def BijOn (f : α → β) (s : Set α) (t :
    # Set β) : Prop`; Data/Finset/Prod.lean:272 `def offDiag :=` `(s ×ˢ s).filter …` with
    # `variable (s t : Finset α)` (:263); Data/Set/Subsingleton.lean:33 `protected def
    # Subsingleton (s : Set α) : Prop`, :124 `Nontrivial`
    "Set.offDiag": ("Set α", "Set (α × α)"), "Finset.offDiag": ("Finset α", "Finset (α × α)"),
    "Set.EqOn": ("α → β", "α → β", "Set α", "Prop"),
    "Set.BijOn": ("α → β", "Set α", "Set β", "Prop"),
    "Set.Subsingleton": ("Set α", "Prop"), "Set.Nontrivial": ("Set α", "Prop"),
    # Mathlib/Algebra/Ring/Periodic.lean:41 `def Periodic [Add α] (f : α → β) (c : α) : Prop`;
    # Logic/Function/Defs.lean:174 `def IsFixedPt (f : α → α) (x : α) := f x = x`
    "Function.Periodic": ("α → β", "α", "Prop"), "Function.IsFixedPt": ("α → α", "α", "Prop"),
    # Mathlib/Data/Multiset/Count.lean:35 `def countP (s : Multiset α) : ℕ` with `variable (p :
    # α → Prop)` (:27)
    "Multiset.countP": ("α → Prop", "Multiset α", "ℕ"),
    # Mathlib/Algebra/Polynomial/Mirror.lean:35 `def mirror :=` `p.reverse * X ^ …` with
    # `variable (p q : R[X])` (:32); Polynomial/Inductions.lean:36 `def divX (p : R[X]) : R[X]`;
    # RingTheory/Polynomial/Content.lean:83 `def content (p : R[X]) : R`, :224 `def primPart (p
    # : R[X]) : R[X]`; Algebra/Polynomial/Taylor.lean:32 `def taylor (r : R) : R[X] →ₗ[R] R[X]`
    "Polynomial.mirror": ("Polynomial α", "Polynomial α"),
    "Polynomial.divX": ("Polynomial α", "Polynomial α"),
    "Polynomial.content": ("Polynomial α", "α"),
    "Polynomial.primPart": ("Polynomial α", "Polynomial α"),
    "Polynomial.taylor": ("α", "Polynomial α", "Polynomial α"),
    # Mathlib/Algebra/Algebra/Defs.lean:103 `def algebraMap (R : Type u) (A : Type v) … : R →+*
    # A` (applied: the function it coerces to); FieldTheory/Minpoly/Basic.lean:37 `def minpoly
    # (x : B) : A[X]` with `variable (A)` (:24); Algebra/Polynomial/AlgebraMap.lean:228 `def
    # aeval : R[X] →ₐ[R] A` with `variable (x : A)` (:222); Algebra/Polynomial/Expand.lean:36
    # `def expand : R[X] →ₐ[R] R[X]` with `variable (R …) (p q : ℕ)` (:33)
    "algebraMap": ("Type α", "Type β", "α", "β"),
    # Mathlib/Algebra/Star/Basic.lean:313 `def starRingEnd : R →+* R` with `variable (R) in`
    # (:305) (applied: the function it coerces to; `conj` under `open ComplexConjugate`, :316)
    "starRingEnd": ("Type α", "α", "α"),
    "minpoly": ("Type α", "β", "Polynomial α"),
    "Polynomial.aeval": ("β", "Polynomial α", "β"),
    "Polynomial.expand": ("Type α", "ℕ", "Polynomial α", "Polynomial α"),
    # Mathlib/RingTheory/Polynomial/Pochhammer.lean:48 `def ascPochhammer : ℕ → S[X]` with
    # `variable (S : Type u)` (:43), :237 `def descPochhammer : ℕ → R[X]` with `variable (R :
    # Type u)` (:232); RingTheory/Polynomial/Chebyshev.lean:69 `def T : ℤ → R[X]`, :164 `def U :
    # ℤ → R[X]` with `variable (R R' : Type*)` (:63)
    "ascPochhammer": ("Type α", "ℕ", "Polynomial α"),
    "descPochhammer": ("Type α", "ℕ", "Polynomial α"),
    "Polynomial.Chebyshev.T": ("Type α", "ℤ", "Polynomial α"),
    "Polynomial.Chebyshev.U": ("Type α", "ℤ", "Polynomial α"),
    # Mathlib/RingTheory/PowerSeries/Basic.lean:139 `def coeff (n : ℕ) : R⟦X⟧ →ₗ[R] R` with
    # `variable (R)` (:136); MvPowerSeries/Basic.lean:134 `def coeff (n : σ →₀ ℕ) :
    # MvPowerSeries σ R →ₗ[R] R` with `variable (R)` (:122); Algebra/MvPolynomial/Degrees.lean:76
    # `def degrees (p : MvPolynomial σ R) : Multiset σ`
    "PowerSeries.coeff": ("Type α", "ℕ", "PowerSeries α", "α"),
    "MvPowerSeries.coeff": ("Type β", "Finsupp α ℕ", "MvPowerSeries α β", "β"),
    "MvPolynomial.degrees": ("MvPolynomial α β", "Multiset α"),
    # Mathlib/LinearAlgebra/Span/Defs.lean:44 `def span (s : Set M) : Submodule R M` with
    # `variable (R) in`; Algebra/Algebra/Subalgebra/Lattice.lean:28 `def adjoin (s : Set A) :
    # Subalgebra R A` with `variable (R : Type u)` (:23); FieldTheory/IntermediateField/Adjoin/
    # Defs.lean:30 `def adjoin : IntermediateField F E` with `variable (F : Type*) … (S : Set
    # E)` (:26); Algebra/Ring/Subring/Basic.lean:466 `def closure (s : Set R) : Subring R`;
    # Ring/Subsemiring/Basic.lean:350 `def closure (s : Set R) : Subsemiring R`; Group/
    # Subsemigroup/Basic.lean:99 `def closure (s : Set M) : Subsemigroup M`; Algebra/
    # Subalgebra/Basic.lean:383 `def map (f : A →ₐ[R] B) (S : Subalgebra R A) : Subalgebra R B`
    "Submodule.span": ("Type α", "Set β", "Submodule α β"),
    "Algebra.adjoin": ("Type α", "Set β", "Subalgebra α β"),
    "IntermediateField.adjoin": ("Type α", "Set β", "IntermediateField α β"),
    "Subring.closure": ("Set α", "Subring α"),
    "Subsemiring.closure": ("Set α", "Subsemiring α"),
    "Subsemigroup.closure": ("Set α", "Subsemigroup α"),
    "Subalgebra.map": ("AlgHom γ α β", "Subalgebra γ α", "Subalgebra γ β"),
    # Mathlib/GroupTheory/Congruence/Hom.lean:48 `def ker (f : F) : Con M` (`[MulHomClass F M
    # N]`); Algebra/Group/Equiv/Defs.lean:501 `def toMonoidHom (h : M ≃* N) : M →* N`; Algebra/
    # Group/Even.lean:52 `def IsSquare (a : α) : Prop`; LinearAlgebra/Dimension/LinearMap.lean:34
    # `abbrev rank (f : V →ₗ[K] V') : Cardinal`
    "Con.ker": ("MonoidHom α β", "Con α"),
    "MulEquiv.toMonoidHom": ("MulEquiv α β", "MonoidHom α β"),
    "IsSquare": ("α", "Prop"),
    "LinearMap.rank": ("LinearMap (RingHom.id γ) α β", "Cardinal"),
    # Mathlib/Combinatorics/SimpleGraph/Basic.lean:89 `Adj : V → V → Prop` (a field of
    # `structure SimpleGraph (V : Type u)`), :401 `def neighborSet (v : V) : Set V` and :391
    # `def support : Set V` with `variable … (G : SimpleGraph V)` (:158), :428 `abbrev edgeSet
    # (G : SimpleGraph V) : Set (Sym2 V)`; SimpleGraph/Finite.lean (`variable … (G :
    # SimpleGraph V)` :46): :53 `abbrev edgeFinset : Finset (Sym2 V)`, :147 `def
    # neighborFinset : Finset V` and :166 `def degree : ℕ` with `variable (v)` (:143)
    "SimpleGraph.Adj": ("SimpleGraph α", "α", "α", "Prop"),
    "SimpleGraph.neighborSet": ("SimpleGraph α", "α", "Set α"),
    "SimpleGraph.support": ("SimpleGraph α", "Set α"),
    "SimpleGraph.edgeSet": ("SimpleGraph α", "Set (Sym2 α)"),
    "SimpleGraph.edgeFinset": ("SimpleGraph α", "Finset (Sym2 α)"),
    "SimpleGraph.neighborFinset": ("SimpleGraph α", "α", "Finset α"),
    "SimpleGraph.degree": ("SimpleGraph α", "α", "ℕ"),
    # Mathlib/Order/Monotone/Monovary.lean:38 `def Monovary (f : ι → α) (g : ι → β) : Prop`,
    # :42 `Antivary`, :46 `def MonovaryOn (f : ι → α) (g : ι → β) (s : Set ι) : Prop`, :50
    # `AntivaryOn`; Algebra/Order/ToIntervalMod.lean (`variable … (hp : 0 < p)` :36, `include
    # hp` :40): :44 `def toIcoDiv (a b : α) : ℤ`, :56 `toIocDiv`, :67 `def toIcoMod (a b : α)
    # : α`, :71 `toIocMod`
    "Monovary": ("ι → α", "ι → β", "Prop"), "Antivary": ("ι → α", "ι → β", "Prop"),
    "MonovaryOn": ("ι → α", "ι → β", "Set ι", "Prop"),
    "AntivaryOn": ("ι → α", "ι → β", "Set ι", "Prop"),
    "toIcoDiv": ("_", "α", "α", "ℤ"), "toIocDiv": ("_", "α", "α", "ℤ"),
    "toIcoMod": ("_", "α", "α", "α"), "toIocMod": ("_", "α", "α", "α"),
    # Mathlib/Data/Finset/Max.lean:30 `protected def max (s : Finset α) : WithBot α`, :111
    # `protected def min (s : Finset α) : WithTop α`; Data/Finset/Sort.lean:30 `def sort (s :
    # Finset α) : List α` with `variable (r : α → α → Prop)` (:26); Data/Finset/Sym.lean:36
    # `protected def sym2 (s : Finset α) : Finset (Sym2 α)`; Data/Multiset/FinsetOps.lean:123
    # `def ndunion (s t : Multiset α) : Multiset α`; Data/Finsupp/Single.lean:359 `def erase (a
    # : α) (f : α →₀ M) : α →₀ M`; Data/Nat/Bits.lean:151 `def size : ℕ → ℕ`
    "Finset.max": ("Finset α", "WithBot α"), "Finset.min": ("Finset α", "WithTop α"),
    "Finset.sort": ("α → α → Prop", "Finset α", "List α"),
    "Finset.sym2": ("Finset α", "Finset (Sym2 α)"),
    "Multiset.ndunion": ("Multiset α", "Multiset α", "Multiset α"),
    "Finsupp.erase": ("α", "Finsupp α β", "Finsupp α β"), "Nat.size": ("ℕ", "ℕ"),
    # Mathlib/Logic/Function/Basic.lean:482 `def update (f : ∀ a, β a) (a' : α) (v : β a') (a :
    # α) : β a` (typed at a constant β only: a dependent `f` does not fit `α → β`)
    "Function.update": ("α → β", "α", "β", "α", "β"),
    # Mathlib/Data/Set/Accumulate.lean:20 `def Accumulate [LE α] (s : α → Set β) (x : α) : Set
    # β`; Data/Matroid/Loop.lean:62 `def loops (M : Matroid α) := M.closure ∅` (a `Set α`, as
    # `Matroid.closure` gives); RingTheory/HahnSeries/Basic.lean:66 `nonrec def support (x :
    # HahnSeries Γ R) : Set Γ`; Order/UpperLower/Principal.lean:128 `nonrec def Iic (a : α) :
    # LowerSet α`, :132 `Iio`, :34 `UpperSet.Ici (a : α) : UpperSet α`, :38 `Ioi`
    "Set.Accumulate": ("α → Set β", "α", "Set β"), "Matroid.loops": ("Matroid α", "Set α"),
    "HahnSeries.support": ("HahnSeries α β", "Set α"),
    "LowerSet.Iic": ("α", "LowerSet α"), "LowerSet.Iio": ("α", "LowerSet α"),
    "UpperSet.Ici": ("α", "UpperSet α"), "UpperSet.Ioi": ("α", "UpperSet α"),
    # Mathlib/Order/Bounds/Defs.lean:42 `def IsLeast (s : Set α) (a : α) : Prop`, :46
    # `IsGreatest`, :50 `def IsLUB (s : Set α) : α → Prop`, :54 `IsGLB`; Order/SetNotation.lean
    # :42 `class SupSet (α) where sSup : Set α → α`, :48 `InfSet … sInf`, :56 `def iSup (s : ι →
    # α) : α`, :60 `iInf`
    "IsLeast": ("Set α", "α", "Prop"), "IsGreatest": ("Set α", "α", "Prop"),
    "IsLUB": ("Set α", "α", "Prop"), "IsGLB": ("Set α", "α", "Prop"),
    "SupSet.sSup": ("Set α", "α"), "InfSet.sInf": ("Set α", "α"),
    "iSup": ("ι → α", "α"), "iInf": ("ι → α", "α"),
    # Mathlib/Logic/Pairwise.lean:30 `def Pairwise (r : α → α → Prop)` (a Prop), :61 `protected
    # def Pairwise (s : Set α) (r : α → α → Prop)` (`Set.Pairwise`); Data/Set/Pairwise/Basic
    # .lean:225 `def PairwiseDisjoint (s : Set ι) (f : ι → α) : Prop`
    "Pairwise": ("α → α → Prop", "Prop"), "Set.Pairwise": ("Set α", "α → α → Prop", "Prop"),
    "Set.PairwiseDisjoint": ("Set ι", "ι → α", "Prop"),
    # Mathlib/Data/Set/Operations.lean:248 `def SurjOn (f : α → β) (s : Set α) (t : Set β) :
    # Prop`, :254 `def LeftInvOn (g : β → α) (f : α → β) (s : Set α) : Prop`, :257 `abbrev
    # RightInvOn (g : β → α) (f : α → β) (t : Set β) : Prop`, :260 `def InvOn (g : β → α) (f :
    # α → β) (s : Set α) (t : Set β) : Prop`, :118 `def kernImage (f : α → β) (s : Set α) : Set
    # β`, :159 `def prod (s : Set α) (t : Set β) : Set (α × β)`, :188 `def diagonal (α : Type*)
    # : Set (α × α)`, :245 `def graphOn (f : α → β) (s : Set α) : Set (α × β)`, :280 `def seq
    # (s : Set (α → β)) (t : Set α) : Set β`
    "Set.SurjOn": ("α → β", "Set α", "Set β", "Prop"),
    "Set.LeftInvOn": ("β → α", "α → β", "Set α", "Prop"),
    "Set.RightInvOn": ("β → α", "α → β", "Set β", "Prop"),
    "Set.InvOn": ("β → α", "α → β", "Set α", "Set β", "Prop"),
    "Set.kernImage": ("α → β", "Set α", "Set β"),
    "Set.prod": ("Set α", "Set β", "Set (α × β)"), "Set.diagonal": ("Type α", "Set (α × α)"),
    "Set.graphOn": ("α → β", "Set α", "Set (α × β)"), "Set.seq": ("Set (α → β)", "Set α", "Set β"),
    # Mathlib/GroupTheory/Perm/Sign.lean:367 `def sign [Fintype α] : Perm α →* ℤˣ` (applied: the
    # function it coerces to); Logic/Equiv/Basic.lean:580 `def swap (a b : α) : Perm α`;
    # GroupTheory/Perm/Cycle/Type.lean:49 `def cycleType (σ : Perm α) : Multiset ℕ`; Perm/
    # Cycle/Basic.lean:225 `def IsCycle (f : Perm α) : Prop`
    "Equiv.Perm.sign": ("Equiv.Perm α", "Units ℤ"), "Equiv.swap": ("α", "α", "Equiv.Perm α"),
    "Equiv.Perm.cycleType": ("Equiv.Perm α", "Multiset ℕ"),
    "Equiv.Perm.IsCycle": ("Equiv.Perm α", "Prop"),
    # Mathlib/GroupTheory/Subgroup/Center.lean:26 `def center : Subgroup G` with `variable (G)`
    # (:20); Subgroup/Centralizer.lean:25 `def centralizer (s : Set G) : Subgroup G`; Algebra/
    # Group/Submonoid/Membership.lean:280 `def powers (n : M) : Submonoid M`
    "Subgroup.center": ("Type α", "Subgroup α"),
    "Subgroup.centralizer": ("Set α", "Subgroup α"), "Submonoid.powers": ("α", "Submonoid α"),
    # Mathlib/Algebra/Module/LinearMap/Defs.lean:471 `def comp [RingHomCompTriple σ₁₂ σ₂₃ σ₁₃]
    # (f : M₂ →ₛₗ[σ₂₃] M₃) (g : M₁ →ₛₗ[σ₁₂] M₂) : M₁ →ₛₗ[σ₁₃] M₃` (at `→ₗ[R]`, every σ is
    # `RingHom.id R`)
    "LinearMap.comp": ("LinearMap (RingHom.id δ) β γ", "LinearMap (RingHom.id δ) α β",
                       "LinearMap (RingHom.id δ) α γ"),
    # Mathlib/Algebra/Polynomial/Roots.lean:486 `def rootSet (p : T[X]) (S) … : Set S`, :389
    # `abbrev aroots (p : T[X]) (S) … : Multiset S`; FieldTheory/Separable.lean:45 `def
    # Separable (f : R[X]) : Prop`
    "Polynomial.rootSet": ("Polynomial α", "Type β", "Set β"),
    "Polynomial.aroots": ("Polynomial α", "Type β", "Multiset β"),
    "Polynomial.Separable": ("Polynomial α", "Prop"),
    # Mathlib/Data/Multiset/Powerset.lean:73 `def powerset (s : Multiset α) : Multiset
    # (Multiset α)`; Multiset/AddSub.lean:140 `def erase (s : Multiset α) (a : α) : Multiset
    # α`; Multiset/Lattice.lean:27 `def sup (s : Multiset α) : α`; Multiset/Bind.lean:96 `def
    # bind (s : Multiset α) (f : α → Multiset β) : Multiset β`, :34 `def join : Multiset
    # (Multiset α) → Multiset α`; Data/Finset/Fold.lean:33 `def fold (b : β) (f : α → β) (s :
    # Finset α) : β` with `variable (op : β → β → β)` (:27); Data/Finset/Preimage.lean:28 `def
    # preimage (s : Finset β) (f : α → β) (hf : …) : Finset α`
    "Multiset.powerset": ("Multiset α", "Multiset (Multiset α)"),
    "Multiset.erase": ("Multiset α", "α", "Multiset α"), "Multiset.sup": ("Multiset α", "α"),
    "Multiset.bind": ("Multiset α", "α → Multiset β", "Multiset β"),
    "Multiset.join": ("Multiset (Multiset α)", "Multiset α"),
    "Finset.fold": ("β → β → β", "β", "α → β", "Finset α", "β"),
    "Finset.preimage": ("Finset β", "α → β", "_", "Finset α"),
    # Mathlib/NumberTheory/LegendreSymbol/Basic.lean:104 `def legendreSym (a : ℤ) : ℤ` with
    # `variable (p : ℕ) [Fact p.Prime]` (:92); LegendreSymbol/JacobiSymbol.lean:82 `def
    # jacobiSym (a : ℤ) (b : ℕ) : ℤ`; Data/Nat/Choose/Central.lean:32 `def centralBinom (n : ℕ)
    # := (2 * n).choose n` (a ℕ); Data/Nat/Dist.lean:19 `def dist (n m : ℕ) := n - m + (m - n)`
    "legendreSym": ("ℕ", "ℤ", "ℤ"), "jacobiSym": ("ℤ", "ℕ", "ℤ"),
    "Nat.centralBinom": ("ℕ", "ℕ"), "Nat.dist": ("ℕ", "ℕ", "ℕ"),
    # Mathlib/SetTheory/Cardinal/ToNat.lean:27 `def toNat : Cardinal →*₀ ℕ`; Ordinal/Basic.lean
    # :1008 `def ord (c : Cardinal) : Ordinal`; Cardinal/Aleph.lean:348 `def aleph : Ordinal ↪o
    # Cardinal`; Ordinal/Exponential.lean:270 `def log (b : Ordinal) (x : Ordinal) : Ordinal`
    "Cardinal.toNat": ("Cardinal", "ℕ"), "Cardinal.ord": ("Cardinal", "Ordinal"),
    "Cardinal.aleph": ("Ordinal", "Cardinal"), "Ordinal.log": ("Ordinal", "Ordinal", "Ordinal"),
    # Mathlib/Combinatorics/SimpleGraph (the graph `G` explicit in each: `variable (G :
    # SimpleGraph V)`): Path.lean (:68) :808 `def Reachable (u v : V) : Prop`, :911 `def
    # Preconnected : Prop`, :950 `structure Connected : Prop` (after `variable (G)` :897);
    # Clique.lean (`variable … (G H : SimpleGraph α)` :32) :42 `abbrev IsClique (s : Set α) :
    # Prop`, :191 `structure IsNClique (n : ℕ) (s : Finset α) : Prop`, :313 `def CliqueFree (n
    # : ℕ) : Prop`, :686 `def cliqueFinset (n : ℕ) : Finset (Finset α)`; Metric.lean (:39) :49
    # `def edist (u v : V) : ℕ∞`, :163 `def dist (u v : V) : ℕ`; Coloring.lean (:64, `variable
    # (G)` :122) :125 `def Colorable (n : ℕ) : Prop`, :151 `def chromaticNumber : ℕ∞`;
    # Basic.lean (:158) :727 `def commonNeighbors (v w : V) : Set V`, :634 `def incidenceSet (v
    # : V) : Set (Sym2 V)`; DeleteEdges.lean (:30) :38 `def deleteEdges (s : Set (Sym2 V)) :
    # SimpleGraph V`; Finite.lean (:46) :290 `def minDegree … : ℕ`, :335 `maxDegree`;
    # Acyclic.lean (:49) :52 `def IsAcyclic : Prop`, :56 `structure IsTree : Prop`
    "SimpleGraph.Reachable": ("SimpleGraph α", "α", "α", "Prop"),
    "SimpleGraph.Preconnected": ("SimpleGraph α", "Prop"),
    "SimpleGraph.Connected": ("SimpleGraph α", "Prop"),
    "SimpleGraph.IsClique": ("SimpleGraph α", "Set α", "Prop"),
    "SimpleGraph.IsNClique": ("SimpleGraph α", "ℕ", "Finset α", "Prop"),
    "SimpleGraph.CliqueFree": ("SimpleGraph α", "ℕ", "Prop"),
    "SimpleGraph.cliqueFinset": ("SimpleGraph α", "ℕ", "Finset (Finset α)"),
    "SimpleGraph.edist": ("SimpleGraph α", "α", "α", "ℕ∞"),
    "SimpleGraph.dist": ("SimpleGraph α", "α", "α", "ℕ"),
    "SimpleGraph.Colorable": ("SimpleGraph α", "ℕ", "Prop"),
    "SimpleGraph.chromaticNumber": ("SimpleGraph α", "ℕ∞"),
    "SimpleGraph.commonNeighbors": ("SimpleGraph α", "α", "α", "Set α"),
    "SimpleGraph.incidenceSet": ("SimpleGraph α", "α", "Set (Sym2 α)"),
    "SimpleGraph.deleteEdges": ("SimpleGraph α", "Set (Sym2 α)", "SimpleGraph α"),
    "SimpleGraph.minDegree": ("SimpleGraph α", "ℕ"), "SimpleGraph.maxDegree": ("SimpleGraph α", "ℕ"),
    "SimpleGraph.IsAcyclic": ("SimpleGraph α", "Prop"), "SimpleGraph.IsTree": ("SimpleGraph α", "Prop"),
    # Mathlib/LinearAlgebra/LinearIndependent/Defs.lean:86 `def LinearIndependent : Prop` with
    # `variable (R) (v)` (:84, `v : ι → M`)
    "LinearIndependent": ("Type α", "ι → β", "Prop"),
    # Mathlib/Data/Matrix/Rank.lean:109 `def rank (A : Matrix m n R) : ℕ`; LinearAlgebra/Matrix/
    # Charpoly/Basic.lean:101 `def charpoly (M : Matrix n n R) : R[X]`; Data/Matrix/Mul.lean:610
    # `def mulVec (M : Matrix m n α) (v : n → α) : m → α`, :624 `def vecMul (v : m → α) (M :
    # Matrix m n α) : n → α`, :63 `def dotProduct (v w : m → α) : α`; Data/Matrix/Defs.lean:385
    # `def submatrix (A : Matrix m n α) (r_reindex : l → m) (c_reindex : o → n) : Matrix l o
    # α`; LinearAlgebra/Matrix/Hermitian.lean:41 `def IsHermitian (A : Matrix n n α) : Prop`;
    # Matrix/PosDef.lean:333 `def PosDef (M : Matrix n n R)`, :45 `PosSemidef` (conjunctions,
    # Props); Matrix/Adjugate.lean:187 `def adjugate (A : Matrix n n α) : Matrix n n α`
    "Matrix.rank": ("Matrix β γ α", "ℕ"), "Matrix.charpoly": ("Matrix β β α", "Polynomial α"),
    "Matrix.mulVec": ("Matrix β γ α", "γ → α", "β → α"),
    "Matrix.vecMul": ("β → α", "Matrix β γ α", "γ → α"),
    "dotProduct": ("β → α", "β → α", "α"),
    "Matrix.submatrix": ("Matrix β γ α", "δ → β", "ε → γ", "Matrix δ ε α"),
    "Matrix.IsHermitian": ("Matrix β β α", "Prop"), "Matrix.PosDef": ("Matrix β β α", "Prop"),
    "Matrix.PosSemidef": ("Matrix β β α", "Prop"),
    "Matrix.adjugate": ("Matrix β β α", "Matrix β β α"),
    # Mathlib/Order/Filter/Defs.lean:359 `protected def lift (f : Filter α) (g : Set α → Filter
    # β)` and :364 `lift' (f : Filter α) (h : Set α → Set β)` (both `Filter β`), :162 `def ker
    # (f : Filter α) : Set α`, :307 `protected def coprod (f : Filter α) (g : Filter β) : Filter
    # (α × β)`, :319 `protected def prod`, :370 `def IsBounded (r : α → α → Prop) (f : Filter
    # α)`, :375 `def IsBoundedUnder (r : α → α → Prop) (f : Filter β) (u : β → α)` (Props);
    # Order/Filter/SmallSets.lean:34 `def smallSets (l : Filter α) : Filter (Set α)`
    "Filter.lift": ("Filter α", "Set α → Filter β", "Filter β"),
    "Filter.lift'": ("Filter α", "Set α → Set β", "Filter β"),
    "Filter.ker": ("Filter α", "Set α"), "Filter.smallSets": ("Filter α", "Filter (Set α)"),
    "Filter.coprod": ("Filter α", "Filter β", "Filter (α × β)"),
    "Filter.prod": ("Filter α", "Filter β", "Filter (α × β)"),
    "Filter.IsBounded": ("α → α → Prop", "Filter α", "Prop"),
    "Filter.IsBoundedUnder": ("α → α → Prop", "Filter β", "β → α", "Prop"),
    # Mathlib/Order/Atoms.lean:67 `def IsAtom (a : α) : Prop`, :133 `IsCoatom`; Order/Preorder/
    # Chain.lean:46 `def IsChain (s : Set α) : Prop` with `variable (r : α → α → Prop)` (:40);
    # Order/Antichain.lean:36 `def IsAntichain (r : α → α → Prop) (s : Set α) : Prop`; Order/
    # Directed.lean:42 `def Directed (f : ι → α)`, :47 `def DirectedOn (s : Set α)` with
    # `variable … (r r' s : α → α → Prop)` (:35); Order/Defs/Unbundled.lean:269 `def
    # IsUpperSet (s : Set α) : Prop`, :274 `IsLowerSet`; Order/UpperLower/Closure.lean:31 `def
    # upperClosure (s : Set α) : UpperSet α`, :35 `lowerClosure … : LowerSet α`; Order/
    # Disjoint.lean:205 `def Codisjoint (a b : α) : Prop`; Order/SupIndep.lean:241 `def
    # sSupIndep (s : Set α) : Prop`, :308 `def iSupIndep (t : ι → α) : Prop`
    "IsAtom": ("α", "Prop"), "IsCoatom": ("α", "Prop"),
    "IsChain": ("α → α → Prop", "Set α", "Prop"),
    "IsAntichain": ("α → α → Prop", "Set α", "Prop"),
    "Directed": ("α → α → Prop", "ι → α", "Prop"),
    "DirectedOn": ("α → α → Prop", "Set α", "Prop"),
    "IsUpperSet": ("Set α", "Prop"), "IsLowerSet": ("Set α", "Prop"),
    "upperClosure": ("Set α", "UpperSet α"), "lowerClosure": ("Set α", "LowerSet α"),
    "Codisjoint": ("α", "α", "Prop"),
    "sSupIndep": ("Set α", "Prop"), "iSupIndep": ("ι → α", "Prop"),
    # Mathlib/Algebra/GroupWithZero/Associated.lean:24 `def Associated (x y : M) : Prop`;
    # Algebra/Divisibility/Units.lean:140 `def IsRelPrime (x y : α) : Prop`; Algebra/Group/
    # Conj.lean:26 `def IsConj (a b : α)` (a Prop); RingTheory/RootsOfUnity/PrimitiveRoots.lean
    # :54 `structure IsPrimitiveRoot (ζ : M) (k : ℕ) : Prop`; RingTheory/IntegralClosure/
    # IsIntegral/Defs.lean:49 `def IsIntegral (x : A) : Prop` with `variable … (R)` (:44);
    # RingTheory/Algebraic/Defs.lean:41 `def IsAlgebraic (x : A) : Prop`, :45 `Transcendental`
    # with `variable (R : Type u)` (:36)
    "Associated": ("α", "α", "Prop"), "IsRelPrime": ("α", "α", "Prop"),
    "IsConj": ("α", "α", "Prop"), "IsPrimitiveRoot": ("α", "ℕ", "Prop"),
    "IsIntegral": ("Type α", "β", "Prop"), "IsAlgebraic": ("Type α", "β", "Prop"),
    "Transcendental": ("Type α", "β", "Prop"),
    # Mathlib/RingTheory/Nilpotent/Lemmas.lean:42 `def nilradical (R : Type*) … : Ideal R`;
    # RingTheory/Jacobson/Ideal.lean:62 `def jacobson (I : Ideal R) : Ideal R`; RingTheory/
    # Finiteness/Defs.lean:40 `def FG (N : Submodule R M) : Prop`
    "nilradical": ("Type α", "Ideal α"), "Ideal.jacobson": ("Ideal α", "Ideal α"),
    "Submodule.FG": ("Submodule α β", "Prop"),
    # Mathlib/GroupTheory/GroupAction/Defs.lean:44 `def orbit (a : α)` (`Set.range fun m : M
    # => m • a`, a `Set α`) with `variable (M : Type u) …` (:36), :497 `def stabilizer (a : α)
    # : Subgroup G` with `variable (G) in`
    "MulAction.orbit": ("Type α", "β", "Set β"),
    "MulAction.stabilizer": ("Type α", "β", "Subgroup α"),
    # Mathlib/Logic/Basic.lean:217 `def Xor' (a b : Prop)`; Logic/Function/Conjugate.lean:29
    # `def Semiconj (f : α → β) (ga : α → α) (gb : β → β) : Prop`, :102 `protected def Commute
    # (f g : α → α) : Prop`; Logic/Function/Basic.lean:821 `def Involutive (f : α → α) :
    # Prop`, :372 `def invFun (f : α → β) : β → α`, :666 `def extend (f : α → β) (g : α → γ)
    # (j : β → γ) : β → γ`
    "Xor'": ("Prop", "Prop", "Prop"),
    "Function.Semiconj": ("α → β", "α → α", "β → β", "Prop"),
    "Function.Commute": ("α → α", "α → α", "Prop"), "Function.Involutive": ("α → α", "Prop"),
    "Function.invFun": ("α → β", "β", "α"),
    "Function.extend": ("α → β", "α → γ", "β → γ", "β", "γ"),
    # Mathlib/Algebra/Ring/Hom/Defs.lean:290 `structure RingHom … extends α →* β, …` (its
    # field `toMonoidHom`); RingTheory/PowerSeries/Basic.lean:200 `def C : R →+* R⟦X⟧` with
    # `variable (R)` (:193); FieldTheory/Minpoly/MinpolyDiv.lean:29 `def minpolyDiv : S[X]`
    # with `variable (R K) …` (:25) and `variable (x : S)` (:26)
    "RingHom.toMonoidHom": ("RingHom α β", "MonoidHom α β"),
    "PowerSeries.C": ("Type α", "α", "PowerSeries α"),
    "minpolyDiv": ("Type α", "β", "Polynomial β"),
    # Mathlib/Algebra/Group/Semiconj/Defs.lean:36 `def SemiconjBy [Mul M] (a x y : M) : Prop`;
    # Algebra/ModEq.lean:47 `def ModEq (p a b : α) : Prop` (namespace AddCommGroup, `a ≡ b
    # [PMOD p]` is `ModEq p a b`, :51); Data/PNat/Prime.lean:154 `def Coprime (m n : ℕ+) :
    # Prop` (namespace PNat)
    "SemiconjBy": ("α", "α", "α", "Prop"), "AddCommGroup.ModEq": ("α", "α", "α", "Prop"),
    "PNat.Coprime": ("ℕ+", "ℕ+", "Prop"),
    # Mathlib/Algebra/Ring/Hom/Defs.lean:506 `def id (α : Type*) [NonAssocSemiring α] : α →+*
    # α` (namespace RingHom; its type written, `RingHom.id K`)
    "RingHom.id": ("Type α", "RingHom α α"),
    # Mathlib/Data/Nat/Cast/Basic.lean:57 `def castRingHom : ℕ →+* α` with `variable (α) in`
    # (:55); Data/Int/Cast/Lemmas.lean:86 `def castRingHom : ℤ →+* α` with `variable (α) in`
    # (:84); Data/Rat/Cast/CharZero.lean:48 `def castHom : ℚ →+* α` with `variable (α) in` (:46)
    "Nat.castRingHom": ("Type α", "RingHom ℕ α"), "Int.castRingHom": ("Type α", "RingHom ℤ α"),
    "Rat.castHom": ("Type α", "RingHom ℚ α"),
    # Mathlib/RingTheory/Polynomial/Cyclotomic/Basic.lean:60 `def cyclotomic' (n : ℕ) (R :
    # Type*) [CommRing R] [IsDomain R] : R[X]`
    "Polynomial.cyclotomic'": ("ℕ", "Type α", "Polynomial α"),
    # Mathlib/RingTheory/RootsOfUnity/PrimitiveRoots.lean:71 `def primitiveRoots (k : ℕ) (R :
    # Type*) [CommRing R] [IsDomain R] : Finset R`
    "primitiveRoots": ("ℕ", "Type α", "Finset α"),
    # Mathlib/Data/Real/ConjExponents.lean:44 `structure HolderTriple (p q r : ℝ) : Prop`, :54
    # `abbrev HolderConjugate (p q : ℝ) := HolderTriple p q 1` (namespace Real), :210 and :220
    # the same over `ℝ≥0` (namespace NNReal); Data/ENNReal/Holder.lean:38 `class HolderTriple
    # (p q : ℝ≥0∞) (r : semiOutParam ℝ≥0∞) : Prop`, :42 `abbrev HolderConjugate (p q : ℝ≥0∞) :=
    # HolderTriple p q 1` (namespace ENNReal)
    "Real.HolderTriple": ("ℝ", "ℝ", "ℝ", "Prop"), "Real.HolderConjugate": ("ℝ", "ℝ", "Prop"),
    "NNReal.HolderTriple": ("ℝ≥0", "ℝ≥0", "ℝ≥0", "Prop"),
    "NNReal.HolderConjugate": ("ℝ≥0", "ℝ≥0", "Prop"),
    "ENNReal.HolderTriple": ("ℝ≥0∞", "ℝ≥0∞", "ℝ≥0∞", "Prop"),
    "ENNReal.HolderConjugate": ("ℝ≥0∞", "ℝ≥0∞", "Prop"),
}

#: Entries named by `@[to_additive]` without an explicit name (so absent from the name index):
#: each with the declaration carrying the attribute (cited above).
ADDITIVE: dict[str, str] = {
    "Finsupp.sum": "Finsupp.prod",
    "Set.indicator": "Set.mulIndicator",
}

#: Result types of functions whose explicit arguments begin with types (kept in the head's
#: name by the elaborator, `Module.finrank K V`), merged into `opaque.RESULT_TYPES`:
#: Mathlib/SetTheory/Cardinal/Defs.lean:89 `def mk : Type u → Cardinal`;
#: LinearAlgebra/Dimension/Finrank.lean:58 `def finrank (R M : Type*) … : ℕ`;
#: GroupTheory/Exponent.lean:70 `def exponent` with `variable (G)` (:54), `Nat.find h` or `0`
RESULT_TYPES: dict[str, str] = {
    "Cardinal.mk": "Cardinal", "Module.finrank": "ℕ", "Monoid.exponent": "ℕ",
    # LinearAlgebra/Dimension/Basic.lean:64 `protected irreducible_def Module.rank : Cardinal`
    # with `variable (R M)` (:47)
    "Module.rank": "Cardinal",
}
