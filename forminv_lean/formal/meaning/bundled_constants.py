"""The types of Mathlib constants that are themselves bundled maps or equivalences, as Lean
declares them (not the function they coerce to), each cited from its declaration at v4.19.0.

Read only for generalized field notation on such a constant (`toDual.symm`, `C.comp f`):
Lean resolves `K.f` in the namespace of the head of `K`'s type (`Equiv.symm toDual`), which
`opaque.SIGNATURES` cannot say, since it types a bundled map as the function it coerces to
(`Polynomial.C : α → Polynomial α`). So this table is not merged there: elsewhere these
constants keep the meaning they had. Same type format as the signature tables (`α β γ` the
declaration's type parameters, each a fresh unknown at every use); a constant whose type names
a term (`finSumFinEquiv : Fin m ⊕ Fin n ≃ Fin (m + n)`) or a type notation the format cannot
spell (`ℕ∞`, `ℍ[R]`) is left out.
"""

from __future__ import annotations

#: Constant -> its declared type (a bundled structure applied to its arguments).
BUNDLED_CONSTANTS: dict[str, str] = {
    # Mathlib/Order/Synonym.lean:48 `def toDual : α ≃ αᵒᵈ`, :52 `def ofDual : αᵒᵈ ≃ α`
    "OrderDual.toDual": "Equiv α (OrderDual α)",
    "OrderDual.ofDual": "Equiv (OrderDual α) α",
    # Mathlib/Algebra/Opposites.lean:105 `def opEquiv : α ≃ αᵐᵒᵖ`
    "MulOpposite.opEquiv": "Equiv α (MulOpposite α)",
    # Mathlib/GroupTheory/GroupAction/DomAct/Basic.lean:103 `def mk : M ≃ Mᵈᵐᵃ`
    "DomMulAct.mk": "Equiv α (DomMulAct α)",
    # Mathlib/Data/Matrix/Defs.lean:78 `def of : (m → n → α) ≃ Matrix m n α`
    "Matrix.of": "Equiv (α → β → γ) (Matrix α β γ)",
    # Mathlib/Algebra/Polynomial/Basic.lean:451 `def C : R →+* R[X]`
    "Polynomial.C": "RingHom α (Polynomial α)",
    # (round 20) Mathlib/GroupTheory/Abelianization.lean:126 `def of : G →* Abelianization G`
    "Abelianization.of": "MonoidHom α (Abelianization α)",
}
