"""Mathlib structures with a `SetLike S T` instance: a value `s : S` is a set of `T` through
`SetLike.coe` (the `CoeTC S (Set T)` Mathlib declares with the class, Data/SetLike/Basic.lean),
and `x ∈ s` is `x ∈ (s : Set T)` (`SetLike.instMembership`, `T` an `outParam`).

Head -> (its number of explicit arguments, the argument that is `T`). Each instance at
Mathlib v4.19.0: Algebra/Group/Subgroup/Defs.lean:290 `SetLike (Subgroup G) G`,
Algebra/Group/Submonoid/Defs.lean:126 `SetLike (Submonoid M) M` (and their `to_additive`
`AddSubgroup`, `AddSubmonoid`), Algebra/Ring/Subsemiring/Defs.lean:138, Algebra/Ring/Subring/
Defs.lean:163, Algebra/Field/Subfield/Defs.lean:148, Algebra/Algebra/Subalgebra/Basic.lean:38
`SetLike (Subalgebra R A) A`, Algebra/Module/Submodule/Defs.lean:50 `SetLike (Submodule R M) M`
(`Ideal R` is `abbrev Ideal R := Submodule R R`, RingTheory/Ideal/Defs.lean:36),
RingTheory/TwoSidedIdeal/Basic.lean:53 `SetLike (TwoSidedIdeal R) R`,
FieldTheory/IntermediateField/Basic.lean:58 `SetLike (IntermediateField K L) L`.
"""

from __future__ import annotations

SETLIKE: dict[str, tuple[int, int]] = {
    "Subgroup": (1, 0), "AddSubgroup": (1, 0), "Submonoid": (1, 0), "AddSubmonoid": (1, 0),
    "Subsemiring": (1, 0), "Subring": (1, 0), "Subfield": (1, 0), "Ideal": (1, 0),
    "TwoSidedIdeal": (1, 0), "Subalgebra": (2, 1), "Submodule": (2, 1),
    "IntermediateField": (2, 1),
}
