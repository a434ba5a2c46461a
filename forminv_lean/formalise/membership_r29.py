"""Collections whose `Membership` instance fixes an element's type, read only to type a header
binder written without one (round 29: `x ∈ S` first, `S` a variable of one of these types,
makes `x` the element type, as `binder_types.MEMBERSHIP` does for `Set`, `Finset`, the `SetLike`
structures of `setlike.SETLIKE`, …): `Membership`'s element type is an `outParam` (Lean core
Init/Prelude.lean `class Membership (α : outParam (Type u)) (γ : Type v)`), and so is
`SetLike`'s (Mathlib/Data/SetLike/Basic.lean:96 `class SetLike (A : Type*) (B : outParam
Type*)`, :109 `instance (priority := 100) instMembership : Membership B A`), so the collection
is elaborated first and its instance fixes the element.

Same format as `binder_types.MEMBERSHIP`, into which they are merged: collection type -> (its
number of explicit arguments, the argument that is the element type, the element type's
wrapper or ""). Chosen by classifying the round-29 refusals by the type of the collection at an
untyped binder's first use `x ∈ S`. Each confirmed at Mathlib v4.19.0:
"""

from __future__ import annotations

MEMBERSHIP: dict[str, tuple[int, int, str]] = {
    # Mathlib/RingTheory/FractionalIdeal/Basic.lean:77 `def FractionalIdeal := { I : Submodule
    # R P // IsFractional S I }` (`variable (S)` :63, `variable (P)` :69: both explicit), :146
    # `instance : SetLike (FractionalIdeal S P) P`
    "FractionalIdeal": (2, 1, ""),
    # Mathlib/Analysis/Convex/Cone/Pointed.lean:25 `abbrev PointedCone (𝕜 E) … := Submodule
    # {c : 𝕜 // 0 ≤ c} E` (reducible: the instance of Mathlib/Algebra/Module/Submodule/
    # Defs.lean:50 `instance setLike : SetLike (Submodule R M) M` applies)
    "PointedCone": (2, 1, ""),
    # Mathlib/Data/Semiquot.lean:35 `instance : Membership α (Semiquot α)`
    "Semiquot": (1, 0, ""),
    # Mathlib/Order/Filter/Ultrafilter/Defs.lean:53 `instance : Membership (Set α) (Ultrafilter
    # α)`
    "Ultrafilter": (1, 0, "Set"),
    # Mathlib/Data/List/Cycle.lean:464 `instance : Membership α (Cycle α)`
    "Cycle": (1, 0, ""),
    # Mathlib/Data/Sym/Sym2.lean:304 `instance : SetLike (Sym2 α) α`
    "Sym2": (1, 0, ""),
    # Mathlib/ModelTheory/Substructures.lean:92 `structure Substructure` under `variable (L)
    # (M)` (:85), :103 `instance instSetLike : SetLike (L.Substructure M) M`
    "FirstOrder.Language.Substructure": (2, 1, ""),
}
