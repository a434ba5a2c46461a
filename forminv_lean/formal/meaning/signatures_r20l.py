"""Declared signatures of Mathlib constants outside category theory that blocked refused
renderings in round 20, each cited from its declaration at v4.19.0.

Same format and rules as `signatures_r17d` and `signatures_r19h` (explicit arguments in order,
the section `variable`s the declaration uses included, then the result; `α β γ δ ε ι κ` the
declaration's type parameters, `_` an argument not typed here, `Type α` an explicit type
argument). Chosen by how many whole-corpus theorems an application or a field of the constant
with no declared signature blocked, ranked by `/work/runs/r20/sigL_rank.py` (`… an explicit
argument of F, which no table declares`, `… depends on F's domain`, `field notation on the
constant C (C.symm)`).

Most are the additive and semilinear partners of operations the tables already declare for the
multiplicative and linear structures (`MulEquiv.symm`, `Subgroup.map`, `MonoidHom.ker`,
`LinearIsometryEquiv.trans`): `@[to_additive]` on the multiplicative declaration generates the
additive one from the same line (`AddEquiv.symm` from `MulEquiv.symm`), typed as the
multiplicative entry is with the structures translated (`→*` to `→+`, `Subgroup` to
`AddSubgroup`, `Mˣ` to `AddUnits M`, `Mᵐᵒᵖ` to `AddOpposite M`), and only where the attribute is
on that declaration (`Submonoid.powers`, `Subgroup.normalClosure` and `Subgroup.normalCore` have
separately written additive versions, left out). A declaration generic over a semilinear map is
typed at `RingHom.id`, as `LinearMap.comp` is in `signatures_algebra` (a use at another ring hom
keeps a type mismatch, refused). Each is also what Lean's dot notation reaches for a variable of
that bundled type (`e.symm` with `e : M ≃+ N`).

The constants with no argument and a type of no type parameter (`Complex.reCLM : ℂ →L[ℝ] ℝ`)
are typed as that bundled type, as `Complex.polarCoord` is in `signatures_r18g`, so that a field
of them (`reCLM.smulRight`) resolves in the type's namespace; those with type parameters are in
`bundled_constants` instead (not merged here: elsewhere they keep the function they coerce to).

Left out after measuring (a whole-corpus re-render of the theorems naming each, against
`/work/runs/r20/base_all.json`): `LinearIsometryEquiv.symm` (gained none, lost four: its result
meets coercions to `ContinuousLinearMap` and `⇑e⁻¹` the checker does not name) and
`Polynomial.evalEval` (gained none, lost two: written partially applied, `evalEval x y`), and
the `@[to_additive]` partners `AddMonoidHom.range` (`(Int.castAddHom A).range`, a partner typed
as a function), `AddEquiv.toAddMonoidHom`, `AddAction.stabilizer` (`AddAut.conj`) and
`AddSubgroup.relindex` (`H.toSubgroup.relindex`), each of which lost more than it gained. The
bundled constants with type parameters tried in `bundled_constants` (`matPolyEquiv`,
`AddChar.toMonoidHomEquiv`, `Matrix.ofAddEquiv`, `HahnSeries.addOppositeEquiv`,
`WithZero.toMulBot`, `Finsupp.equivFunOnFinite`, `MulChar.equivToUnitHom`, `OrderHom.dual`, …)
gained nothing: the unknowns of such a constant's field call are not fixed by what the call's
result meets (`the type of matPolyEquiv's α … has no type the checker can fix`); only
`Abelianization.of` (`(Abelianization.of).ker`) is kept there. Out of reach of the format (types
naming a term): `WithLp.equiv p V`, `DirectSum.of β i`, `Ideal.Quotient.mk I`, `Quot.mk r`,
`Function.Embedding.subtype p`, `Fin.last n`, `finSumFinEquiv`, `Real.expOrderIso`.
"""

from __future__ import annotations

SIGNATURES: dict[str, tuple[str, ...]] = {
    # Mathlib/Algebra/Group/Equiv/Defs.lean:297 `@[to_additive (attr := symm)] def symm {M N :
    # Type*} [Mul M] [Mul N] (h : M ≃* N) : N ≃* M` (namespace MulEquiv; `AddEquiv.symm`)
    "AddEquiv.symm": ("AddEquiv α β", "AddEquiv β α"),
    # Mathlib/Algebra/Group/Equiv/Defs.lean:415 `@[to_additive (attr := trans)] def trans (h1 : M
    # ≃* N) (h2 : N ≃* P) : M ≃* P` (namespace MulEquiv; `AddEquiv.trans`)
    "AddEquiv.trans": ("AddEquiv α β", "AddEquiv β γ", "AddEquiv α γ"),
    # Mathlib/Algebra/Group/Hom/Defs.lean:730 `@[to_additive] def MonoidHom.comp [MulOneClass M]
    # [MulOneClass N] [MulOneClass P] (hnp : N →* P) (hmn : M →* N) : M →* P` (`AddMonoidHom.comp`)
    "AddMonoidHom.comp": ("AddMonoidHom β γ", "AddMonoidHom α β", "AddMonoidHom α γ"),
    # Mathlib/Algebra/Algebra/Equiv.lean:363 `def trans (e₁ : A₁ ≃ₐ[R] A₂) (e₂ : A₂ ≃ₐ[R] A₃) :
    # A₁ ≃ₐ[R] A₃` with `variable {R : Type uR}` (:76), `{A₁ …} {A₂ …} {A₃ …}` (:77)
    "AlgEquiv.trans": ("AlgEquiv α β γ", "AlgEquiv α γ δ", "AlgEquiv α β δ"),
    # Mathlib/Algebra/Module/Equiv/Defs.lean:290 `def trans … (e₁₂ : M₁ ≃ₛₗ[σ₁₂] M₂) (e₂₃ : M₂
    # ≃ₛₗ[σ₂₃] M₃) : M₁ ≃ₛₗ[σ₁₃] M₃`, at `RingHom.id R` throughout
    "LinearEquiv.trans": (
        "LinearEquiv (RingHom.id α) β γ", "LinearEquiv (RingHom.id α) γ δ",
        "LinearEquiv (RingHom.id α) β δ"),
    # Mathlib/Analysis/Complex/Basic.lean:143 `def reCLM : ℂ →L[ℝ] ℝ`, :164 `def imCLM : ℂ →L[ℝ] ℝ`
    # (namespace Complex)
    "Complex.reCLM": ("ContinuousLinearMap (RingHom.id ℝ) ℂ ℝ",),
    "Complex.imCLM": ("ContinuousLinearMap (RingHom.id ℝ) ℂ ℝ",),
    # Mathlib/Analysis/SpecialFunctions/PolarCoord.lean:30 `def polarCoord : PartialHomeomorph (ℝ
    # × ℝ) (ℝ × ℝ)`
    "polarCoord": ("PartialHomeomorph (ℝ × ℝ) (ℝ × ℝ)",),
    # Mathlib/Algebra/MonoidAlgebra/Division.lean:47 `def divOf [IsCancelAdd G] (x : k[G]) (g : G)
    # : k[G]` with `variable {k G : Type*}` (:38)
    "AddMonoidAlgebra.divOf": ("AddMonoidAlgebra α β", "β", "AddMonoidAlgebra α β"),
    # Mathlib/Algebra/Ring/BooleanRing.lean:335 `def toBoolRing : α ≃ AsBoolRing α`, :339 `def
    # ofBoolRing : AsBoolRing α ≃ α` (`variable {α β γ : Type*}` :45), each typed as the function
    # it coerces to (its `α` is fixed by no argument)
    "toBoolRing": ("α", "AsBoolRing α"),
    "ofBoolRing": ("AsBoolRing α", "α"),
    # --- the `@[to_additive]` partners of entries other tables declare for the multiplicative
    # structure, each read from the multiplicative declaration and its attribute (the additive
    # name is in the name index); types translated as `to_additive` does (`→*` to `→+`,
    # `Subgroup` to `AddSubgroup`, `ˣ` to `AddUnits`, `ᵐᵒᵖ` to `ᵃᵒᵖ`)
    # Mathlib/Algebra/Group/Subgroup/Map.lean:108 `@[to_additive]` on `Subgroup.map`: `def map
    # (f : G →* N) (H : Subgroup G) : Subgroup N` (section `variable`s as cited for
    # `Subgroup.map` in `signatures_algebra`)
    "AddSubgroup.map": ("AddMonoidHom α β", "AddSubgroup α", "AddSubgroup β"),
    # Mathlib/Algebra/Group/Subgroup/Map.lean:68 `@[to_additive]` on `Subgroup.comap`: `def
    # comap {N : Type*} [Group N] (f : G →* N) (H : Subgroup N) : Subgroup G` (section
    # `variable`s as cited for `Subgroup.comap` in `signatures_algebra`)
    "AddSubgroup.comap": ("AddMonoidHom α β", "AddSubgroup β", "AddSubgroup α"),
    # Mathlib/Algebra/Group/Subgroup/Lattice.lean:309 `@[to_additive]` on `Subgroup.closure`:
    # `def closure (k : Set G) : Subgroup G` (section `variable`s as cited for
    # `Subgroup.closure` in `signatures_algebra`)
    "AddSubgroup.closure": ("Set α", "AddSubgroup α"),
    # Mathlib/Algebra/Group/Subgroup/ZPowers/Basic.lean:26 `@[to_additive]` on
    # `Subgroup.zpowers`: `def zpowers (g : G) : Subgroup G` (section `variable`s as cited for
    # `Subgroup.zpowers` in `signatures_algebra`)
    "AddSubgroup.zmultiples": ("α", "AddSubgroup α"),
    # Mathlib/GroupTheory/Index.lean:52 `@[to_additive]` on `Subgroup.index`: `noncomputable
    # def index : ℕ` (section `variable`s as cited for `Subgroup.index` in
    # `signatures_algebra`)
    "AddSubgroup.index": ("AddSubgroup α", "ℕ"),
    # Mathlib/Algebra/Group/Subgroup/Ker.lean:229 `@[to_additive]` on `MonoidHom.ker`: `def ker
    # (f : G →* M) : Subgroup G` (section `variable`s as cited for `MonoidHom.ker` in
    # `signatures_algebra`)
    "AddMonoidHom.ker": ("AddMonoidHom α β", "AddSubgroup α"),
    # Mathlib/Algebra/Group/Submonoid/Basic.lean:111 `@[to_additive]` on `Submonoid.closure`:
    # `def closure (s : Set M) : Submonoid M` (section `variable`s as cited for
    # `Submonoid.closure` in `signatures_algebra`)
    "AddSubmonoid.closure": ("Set α", "AddSubmonoid α"),
    # Mathlib/Algebra/Group/Submonoid/Operations.lean:172 `@[to_additive]` on
    # `Submonoid.comap`: `def comap (f : F) (S : Submonoid N)` (section `variable`s as cited
    # for `Submonoid.comap` in `signatures_algebra`)
    "AddSubmonoid.comap": ("AddMonoidHom α β", "AddSubmonoid β", "AddSubmonoid α"),
    # Mathlib/Algebra/Group/Subgroup/Defs.lean:650 `@[to_additive]` on `Subgroup.normalizer`:
    # `def normalizer : Subgroup G` (section `variable`s as cited for `Subgroup.normalizer` in
    # `signatures_algebra`)
    "AddSubgroup.normalizer": ("AddSubgroup α", "AddSubgroup α"),
    # Mathlib/Algebra/Group/Submonoid/Operations.lean:645 `@[to_additive]` on
    # `MonoidHom.mrange`: `def mrange (f : F) : Submonoid N` (section `variable`s as cited for
    # `MonoidHom.mrange` in `signatures_algebra`)
    "AddMonoidHom.mrange": ("AddMonoidHom α β", "AddSubmonoid β"),
    # Mathlib/GroupTheory/Subgroup/Center.lean:26 `@[to_additive]` on `Subgroup.center`: `def
    # center : Subgroup G` (section `variable`s as cited for `Subgroup.center` in
    # `signatures_algebra`)
    "AddSubgroup.center": ("Type α", "AddSubgroup α"),
    # Mathlib/GroupTheory/Subgroup/Centralizer.lean:25 `@[to_additive]` on
    # `Subgroup.centralizer`: `def centralizer (s : Set G) : Subgroup G` (section `variable`s
    # as cited for `Subgroup.centralizer` in `signatures_algebra`)
    "AddSubgroup.centralizer": ("Set α", "AddSubgroup α"),
    # Mathlib/GroupTheory/GroupAction/Defs.lean:44 `@[to_additive]` on `MulAction.orbit`: `def
    # orbit (a : α)` (section `variable`s as cited for `MulAction.orbit` in
    # `signatures_algebra`)
    "AddAction.orbit": ("Type α", "β", "Set β"),
    # Mathlib/Dynamics/PeriodicPts/Defs.lean:534 `@[to_additive]` on `MulAction.period`:
    # `noncomputable def period (m : M) (a : α) : ℕ := minimalPeriod (fun x => m • x) a`
    # (section `variable`s as cited for `MulAction.period` in `signatures_analysis`)
    "AddAction.period": ("α", "β", "ℕ"),
    # Mathlib/Algebra/Group/Subsemigroup/Operations.lean:461 `@[to_additive]` on
    # `Subsemigroup.prod`: `def prod (s : Subsemigroup M) (t : Subsemigroup N) : Subsemigroup
    # (M × N)` (section `variable`s as cited for `Subsemigroup.prod` in `signatures_groups`)
    "AddSubsemigroup.prod": ("AddSubsemigroup α", "AddSubsemigroup β", "AddSubsemigroup (α × β)"),
    # Mathlib/Algebra/Group/Subgroup/Basic.lean:86 `@[to_additive]` on `Subgroup.prod`: `def
    # prod (H : Subgroup G) (K : Subgroup N) : Subgroup (G × N)` (section `variable`s as cited
    # for `Subgroup.prod` in `signatures_groups`)
    "AddSubgroup.prod": ("AddSubgroup α", "AddSubgroup β", "AddSubgroup (α × β)"),
    # Mathlib/Algebra/Group/Submonoid/Operations.lean:461 `@[to_additive]` on `Submonoid.prod`:
    # `def prod (s : Submonoid M) (t : Submonoid N)` (section `variable`s as cited for
    # `Submonoid.prod` in `signatures_groups`)
    "AddSubmonoid.prod": ("AddSubmonoid α", "AddSubmonoid β", "AddSubmonoid (α × β)"),
    # Mathlib/Algebra/Group/Graph.lean:42 `@[to_additive]` on `MonoidHom.mgraph`: `def mgraph
    # (f : G →* H) : Submonoid (G × H)` (section `variable`s as cited for `MonoidHom.mgraph` in
    # `signatures_groups`)
    "AddMonoidHom.mgraph": ("AddMonoidHom α β", "AddSubmonoid (α × β)"),
    # Mathlib/Algebra/Group/Graph.lean:158 `@[to_additive]` on `MonoidHom.graph`: `def graph (f
    # : G →* H) : Subgroup (G × H)` (section `variable`s as cited for `MonoidHom.graph` in
    # `signatures_groups`)
    "AddMonoidHom.graph": ("AddMonoidHom α β", "AddSubgroup (α × β)"),
    # Mathlib/Algebra/Group/Prod.lean:303 `@[to_additive]` on `MonoidHom.fst`: `def fst : M × N
    # →* M` (section `variable`s as cited for `MonoidHom.fst` in `signatures_groups`)
    "AddMonoidHom.fst": ("Type α", "Type β", "AddMonoidHom (α × β) α"),
    # Mathlib/Algebra/Group/Prod.lean:312 `@[to_additive]` on `MonoidHom.snd`: `def snd : M × N
    # →* N` (section `variable`s as cited for `MonoidHom.snd` in `signatures_groups`)
    "AddMonoidHom.snd": ("Type α", "Type β", "AddMonoidHom (α × β) β"),
    # Mathlib/Algebra/Group/Prod.lean:321 `@[to_additive]` on `MonoidHom.inl`: `def inl : M →*
    # M × N` (section `variable`s as cited for `MonoidHom.inl` in `signatures_groups`)
    "AddMonoidHom.inl": ("Type α", "Type β", "AddMonoidHom α (α × β)"),
    # Mathlib/Algebra/Group/Prod.lean:330 `@[to_additive]` on `MonoidHom.inr`: `def inr : N →*
    # M × N` (section `variable`s as cited for `MonoidHom.inr` in `signatures_groups`)
    "AddMonoidHom.inr": ("Type α", "Type β", "AddMonoidHom β (α × β)"),
    # Mathlib/Algebra/Group/Prod.lean:191 `@[to_additive]` on `MulHom.fst`: `def fst : M × N
    # →ₙ* M` (section `variable`s as cited for `MulHom.fst` in `signatures_groups`)
    "AddHom.fst": ("Type α", "Type β", "AddHom (α × β) α"),
    # Mathlib/Algebra/Group/Prod.lean:198 `@[to_additive]` on `MulHom.snd`: `def snd : M × N
    # →ₙ* N` (section `variable`s as cited for `MulHom.snd` in `signatures_groups`)
    "AddHom.snd": ("Type α", "Type β", "AddHom (α × β) β"),
    # Mathlib/Algebra/Group/Submonoid/Units.lean:51 `@[to_additive]` on `Subgroup.ofUnits`:
    # `def Subgroup.ofUnits (S : Subgroup Mˣ) : Submonoid M := S.toSubmonoid.map (coeHom M)`
    # (section `variable`s as cited for `Subgroup.ofUnits` in `signatures_groups`)
    "AddSubgroup.ofUnits": ("AddSubgroup (AddUnits α)", "AddSubmonoid α"),
    # Mathlib/Algebra/Group/Hom/Defs.lean:696 `@[to_additive]` on `MulHom.id`: `def MulHom.id
    # (M : Type*) [Mul M] : M →ₙ* M` (section `variable`s as cited for `MulHom.id` in
    # `signatures_groups`)
    "AddHom.id": ("Type α", "AddHom α α"),
    # Mathlib/Algebra/Group/Subsemigroup/Operations.lean:547 `@[to_additive]` on
    # `MulHom.srange`: `def srange (f : M →ₙ* N) : Subsemigroup N` (section `variable`s as
    # cited for `MulHom.srange` in `signatures_groups`)
    "AddHom.srange": ("AddHom α β", "AddSubsemigroup β"),
    # Mathlib/Algebra/Opposites.lean:74 `@[to_additive]` on `MulOpposite.op`: `def op : α →
    # αᵐᵒᵖ` (section `variable`s as cited for `MulOpposite.op` in `signatures_groups`)
    "AddOpposite.op": ("α", "AddOpposite α"),
    # Mathlib/Algebra/Opposites.lean:79 `@[to_additive]` on `MulOpposite.unop`: `def unop :
    # αᵐᵒᵖ → α` (section `variable`s as cited for `MulOpposite.unop` in `signatures_groups`)
    "AddOpposite.unop": ("AddOpposite α", "α"),
    # Mathlib/Algebra/Group/Hom/Defs.lean:724 `@[to_additive]` on `MulHom.comp`: `def
    # MulHom.comp [Mul M] [Mul N] [Mul P] (hnp : N →ₙ* P) (hmn : M →ₙ* N) : M →ₙ* P` (section
    # `variable`s as cited for `MulHom.comp` in `signatures_r15`)
    "AddHom.comp": ("AddHom β γ", "AddHom α β", "AddHom α γ"),
    # Mathlib/Algebra/Group/Submonoid/Units.lean:45 `@[to_additive]` on `Submonoid.units`: `def
    # Submonoid.units (S : Submonoid M) : Subgroup Mˣ` (section `variable`s as cited for
    # `Submonoid.units` in `signatures_r15`)
    "AddSubmonoid.units": ("AddSubmonoid α", "AddSubgroup (AddUnits α)"),
    # Mathlib/Algebra/Group/Submonoid/Operations.lean:198 `@[to_additive]` on `Submonoid.map`:
    # `def map (f : F) (S : Submonoid M)` (section `variable`s as cited for `Submonoid.map` in
    # `signatures_r16a`)
    "AddSubmonoid.map": ("AddMonoidHom α β", "AddSubmonoid α", "AddSubmonoid β"),
    # Mathlib/GroupTheory/GroupAction/Defs.lean:115 `@[to_additive]` on `MulAction.fixedBy`:
    # `def fixedBy (m : M) : Set α` (section `variable`s as cited for `MulAction.fixedBy` in
    # `signatures_r16a`)
    "AddAction.fixedBy": ("Type α", "β", "Set α"),
    # Mathlib/Algebra/Group/Subgroup/MulOpposite.lean:24 `@[to_additive]` on `Subgroup.op`:
    # `protected def op (H : Subgroup G) : Subgroup Gᵐᵒᵖ` (section `variable`s as cited for
    # `Subgroup.op` in `signatures_r16a`)
    "AddSubgroup.op": ("AddSubgroup α", "AddSubgroup (AddOpposite α)"),
    # Mathlib/GroupTheory/Submonoid/Inverses.lean:60 `@[to_additive]` on `Submonoid.leftInv`:
    # `def leftInv : Submonoid M` (section `variable`s as cited for `Submonoid.leftInv` in
    # `signatures_r16a`)
    "AddSubmonoid.leftInv": ("AddSubmonoid α", "AddSubmonoid α"),
    # Mathlib/Algebra/Group/Prod.lean:216 `@[to_additive]` on `MulHom.prod`: `protected def
    # prod (f : M →ₙ* N) (g : M →ₙ* P)` (section `variable`s as cited for `MulHom.prod` in
    # `signatures_r16a`)
    "AddHom.prod": ("AddHom α β", "AddHom α γ", "AddHom α (β × γ)"),
    # Mathlib/Algebra/Group/Submonoid/MulOpposite.lean:25 `@[to_additive]` on `Submonoid.op`:
    # `protected def op (x : Submonoid M) : Submonoid Mᵐᵒᵖ` (section `variable`s as cited for
    # `Submonoid.op` in `signatures_r16a`)
    "AddSubmonoid.op": ("AddSubmonoid α", "AddSubmonoid (AddOpposite α)"),
    # Mathlib/Algebra/Group/Units/Hom.lean:68 `@[to_additive]` on `Units.map`: `def map (f : M
    # →* N) : Mˣ →* Nˣ` (section `variable`s as cited for `Units.map` in `signatures_r16a`)
    "AddUnits.map": ("AddMonoidHom α β", "AddUnits α", "AddUnits β"),
    # Mathlib/Algebra/Group/Subgroup/MulOpposite.lean:40 `@[to_additive]` on `Subgroup.unop`:
    # `protected def unop (H : Subgroup Gᵐᵒᵖ) : Subgroup G` (section `variable`s as cited for
    # `Subgroup.unop` in `signatures_r16a`)
    "AddSubgroup.unop": ("AddSubgroup (AddOpposite α)", "AddSubgroup α"),
    # Mathlib/GroupTheory/Submonoid/Centralizer.lean:33 `@[to_additive]` on
    # `Submonoid.centralizer`: `def centralizer : Submonoid M` (section `variable`s as cited
    # for `Submonoid.centralizer` in `signatures_r16a`)
    "AddSubmonoid.centralizer": ("Set α", "AddSubmonoid α"),
    # Mathlib/Algebra/Group/Submonoid/MulOpposite.lean:36 `@[to_additive]` on `Submonoid.unop`:
    # `protected def unop (x : Submonoid Mᵐᵒᵖ) : Submonoid M` (section `variable`s as cited for
    # `Submonoid.unop` in `signatures_r16a`)
    "AddSubmonoid.unop": ("AddSubmonoid (AddOpposite α)", "AddSubmonoid α"),
    # Mathlib/Algebra/Opposites.lean:105 `@[to_additive]` on `MulOpposite.opEquiv`: `def
    # opEquiv : α ≃ αᵐᵒᵖ` (section `variable`s as cited for `MulOpposite.opEquiv` in
    # `signatures_r16a`)
    "AddOpposite.opEquiv": ("α", "AddOpposite α"),
    # Mathlib/Topology/Algebra/Group/Basic.lean:601 `@[to_additive]` on
    # `Subgroup.topologicalClosure`: `def Subgroup.topologicalClosure (s : Subgroup G) :
    # Subgroup G` (section `variable`s as cited for `Subgroup.topologicalClosure` in
    # `signatures_r16b`)
    "AddSubgroup.topologicalClosure": ("AddSubgroup α", "AddSubgroup α"),
    # Mathlib/Topology/Algebra/Monoid.lean:607 `@[to_additive]` on
    # `Submonoid.topologicalClosure`: `def Submonoid.topologicalClosure (s : Submonoid M) :
    # Submonoid M` (section `variable`s as cited for `Submonoid.topologicalClosure` in
    # `signatures_r16b`)
    "AddSubmonoid.topologicalClosure": ("AddSubmonoid α", "AddSubmonoid α"),
    # Mathlib/Algebra/Group/Hom/Defs.lean:611 `@[to_additive]` on `MulHom.copy`: `protected def
    # MulHom.copy [Mul M] [Mul N] (f : M →ₙ* N) (f' : M → N) (h : f' = f)` (section `variable`s
    # as cited for `MulHom.copy` in `signatures_r17d`)
    "AddHom.copy": ("AddHom α β", "α → β", "_", "AddHom α β"),
    # Mathlib/Algebra/Group/Prod.lean:250 `@[to_additive]` on `MulHom.prodMap`: `def prodMap :
    # M × N →ₙ* M' × N'` (section `variable`s as cited for `MulHom.prodMap` in
    # `signatures_r17d`)
    "AddHom.prodMap": ("AddHom α γ", "AddHom β δ", "AddHom (α × β) (γ × δ)"),
    # Mathlib/Algebra/Group/Submonoid/Defs.lean:176 `@[to_additive]` on `Submonoid.copy`:
    # `protected def copy (S : Submonoid M) (s : Set M) (hs : s = S) : Submonoid M` (section
    # `variable`s as cited for `Submonoid.copy` in `signatures_r17d`)
    "AddSubmonoid.copy": ("AddSubmonoid α", "Set α", "_", "AddSubmonoid α"),
    # Mathlib/Algebra/Group/Prod.lean:382 `@[to_additive]` on `MonoidHom.prod`: `protected def
    # prod (f : M →* N) (g : M →* P)` (section `variable`s as cited for `MonoidHom.prod` in
    # `signatures_r18e`)
    "AddMonoidHom.prod": ("AddMonoidHom α β", "AddMonoidHom α γ", "AddMonoidHom α (β × γ)"),
    # Mathlib/Algebra/Group/Hom/Defs.lean:631 `@[to_additive]` on `MonoidHom.copy`: `protected
    # def MonoidHom.copy [MulOneClass M] [MulOneClass N] (f : M →* N) (f' : M → N)` (section
    # `variable`s as cited for `MonoidHom.copy` in `signatures_r18e`)
    "AddMonoidHom.copy": ("AddMonoidHom α β", "α → β", "_", "AddMonoidHom α β"),
    # Mathlib/Algebra/Group/Subgroup/Map.lean:402 `@[to_additive]` on `MulEquiv.comapSubgroup`:
    # `def comapSubgroup (f : G ≃* H) : Subgroup H ≃o Subgroup G` (section `variable`s as cited
    # for `MulEquiv.comapSubgroup` in `signatures_r18e`)
    "AddEquiv.comapSubgroup": ("AddEquiv α β", "OrderIso (AddSubgroup β) (AddSubgroup α)"),
    # Mathlib/Algebra/Group/Subgroup/Map.lean:428 `@[to_additive]` on `MulEquiv.mapSubgroup`:
    # `def mapSubgroup {H : Type*} [Group H] (f : G ≃* H) : Subgroup G ≃o Subgroup H` (section
    # `variable`s as cited for `MulEquiv.mapSubgroup` in `signatures_r18e`)
    "AddEquiv.mapSubgroup": ("AddEquiv α β", "OrderIso (AddSubgroup α) (AddSubgroup β)"),
    # Mathlib/Algebra/Group/Submonoid/Units.lean:213 `@[to_additive]` on
    # `Subgroup.unit_of_mem_ofUnits`: `noncomputable def unit_of_mem_ofUnits (S : Subgroup Mˣ)
    # {x : M} (h : x ∈ S.ofUnits) : Mˣ` (section `variable`s as cited for
    # `Subgroup.unit_of_mem_ofUnits` in `signatures_r18e`)
    "AddSubgroup.unit_of_mem_ofUnits": ("AddSubgroup (AddUnits α)", "_", "AddUnits α"),
    # Mathlib/Algebra/Group/Units/Hom.lean:158 `@[to_additive]` on `MonoidHom.toHomUnits`: `def
    # toHomUnits {G M : Type*} [Group G] [Monoid M] (f : G →* M) : G →* Mˣ` (section
    # `variable`s as cited for `MonoidHom.toHomUnits` in `signatures_r18e`)
    "AddMonoidHom.toHomUnits": ("AddMonoidHom α β", "AddMonoidHom α (AddUnits β)"),
    # Mathlib/Algebra/Group/Prod.lean:446 `@[to_additive]` on `MonoidHom.coprod`: `def coprod :
    # M × N →* P` (section `variable`s as cited for `MonoidHom.coprod` in `signatures_r18e`)
    "AddMonoidHom.coprod": ("AddMonoidHom α γ", "AddMonoidHom β γ", "AddMonoidHom (α × β) γ"),
    # Mathlib/Algebra/Group/Prod.lean:417 `@[to_additive]` on `MonoidHom.prodMap`: `def prodMap
    # : M × N →* M' × N'` (section `variable`s as cited for `MonoidHom.prodMap` in
    # `signatures_r18e`)
    "AddMonoidHom.prodMap": (
        "AddMonoidHom α γ", "AddMonoidHom β δ", "AddMonoidHom (α × β) (γ × δ)"),
    # Mathlib/GroupTheory/NoncommCoprod.lean:82 `@[to_additive]` on `MonoidHom.noncommCoprod`:
    # `def noncommCoprod : M × N →* P` (section `variable`s as cited for
    # `MonoidHom.noncommCoprod` in `signatures_r18g`)
    "AddMonoidHom.noncommCoprod": (
        "AddMonoidHom α γ", "AddMonoidHom β γ", "_", "AddMonoidHom (α × β) γ"),
    # Mathlib/GroupTheory/Submonoid/Center.lean:35 `@[to_additive]` on `Submonoid.center`: `def
    # center : Submonoid M` (section `variable`s as cited for `Submonoid.center` in
    # `signatures_r19h`)
    "AddSubmonoid.center": ("Type α", "AddSubmonoid α"),
    # Mathlib/GroupTheory/GroupAction/Defs.lean:109 `@[to_additive]` on
    # `MulAction.fixedPoints`: `def fixedPoints : Set α` (section `variable`s as cited for
    # `MulAction.fixedPoints` in `signatures_r19h`)
    "AddAction.fixedPoints": ("Type α", "Type β", "Set β"),
    # Mathlib/Algebra/Group/Subgroup/Defs.lean:388 `@[to_additive]` on `Subgroup.copy`:
    # `protected def copy (K : Subgroup G) (s : Set G) (hs : s = K) : Subgroup G` (section
    # `variable`s as cited for `Subgroup.copy` in `signatures_r19h`)
    "AddSubgroup.copy": ("AddSubgroup α", "Set α", "_", "AddSubgroup α"),
}
