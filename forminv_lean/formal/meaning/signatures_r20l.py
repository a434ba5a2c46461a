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
multiplicative and linear structures (`MulEquiv.symm`, `MonoidHom.comp`, `LinearIsometryEquiv.trans`):
`@[to_additive]` declares `AddEquiv.symm` from `MulEquiv.symm` at the same line, and a
declaration generic over a semilinear map is typed at `RingHom.id`, as `LinearMap.comp` is in
`signatures_algebra` (a use at another ring hom keeps a type mismatch, refused). Each is also
what Lean's dot notation reaches for a variable of that bundled type (`e.symm` with `e : M ≃+
N`). The constants with no argument and a type of no type parameter (`Complex.reCLM : ℂ →L[ℝ]
ℝ`) are typed as that bundled type, as `Complex.polarCoord` is in `signatures_r18g`, so that a
field of them (`reCLM.smulRight`) resolves in the type's namespace; those with type parameters
are in `bundled_constants` instead (not merged here: elsewhere they keep the function they
coerce to).

Left out after measuring (a whole-corpus re-render of the theorems naming each, against
`/work/runs/r20/base_all.json`): `LinearIsometryEquiv.symm` (gained none, lost four: its result
meets coercions to `ContinuousLinearMap` and `⇑e⁻¹` the checker does not name) and
`Polynomial.evalEval` (gained none, lost two: written partially applied, `evalEval x y`). The
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
}
