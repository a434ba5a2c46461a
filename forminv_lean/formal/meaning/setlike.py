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

from collections.abc import Mapping

SETLIKE: dict[str, tuple[int, int]] = {
    "Subgroup": (1, 0), "AddSubgroup": (1, 0), "Submonoid": (1, 0), "AddSubmonoid": (1, 0),
    "Subsemiring": (1, 0), "Subring": (1, 0), "Subfield": (1, 0), "Ideal": (1, 0),
    "TwoSidedIdeal": (1, 0), "Subalgebra": (2, 1), "Submodule": (2, 1),
    "IntermediateField": (2, 1),
    # v4.19.0, `instance … : SetLike (Head args) elem` as written there (`@[to_additive]` ones
    # with their additive twin): Algebra/Group/Subsemigroup/Defs.lean:94, Algebra/Algebra/
    # NonUnitalSubalgebra.lean:74, Algebra/Lie/Subalgebra.lean:57, Algebra/Lie/Submodule.lean:50
    # (`LieSubmodule R L M`), Algebra/Star/Subalgebra.lean:38, Algebra/Star/
    # NonUnitalSubalgebra.lean:114, RingTheory/NonUnitalSubring/Defs.lean:123,
    # RingTheory/NonUnitalSubsemiring/Defs.lean:104, RingTheory/Valuation/ValuationSubring.lean:44,
    # GroupTheory/GroupAction/SubMulAction.lean:180, LinearAlgebra/AffineSpace/AffineSubspace/
    # Defs.lean:157 (`AffineSubspace k P`), Analysis/Convex/Cone/Basic.lean:74 (`ConvexCone 𝕜
    # E`), Cone/Proper.lean:62, Convex/Body.lean:56, Order/UpperLower/CompleteLattice.lean:32,58,
    # Order/Interval/Basic.lean:199,399, Order/Sublattice.lean:39, Order/CompleteSublattice.lean:
    # 59, Order/BooleanSubalgebra.lean:32, Order/Ideal.lean:102 and Order/PFilter.lean:69 (in
    # `namespace Order`), Order/Preorder/Chain.lean:231 (`Flag`), Topology/Sets/Opens.lean:67,
    # Closeds.lean:39,268,354, Compacts.lean:41,189,279,407 (in `namespace TopologicalSpace`),
    # Topology/Sets/Order.lean:28, Topology/Algebra/OpenSubgroup.lean:69,421, Topology/Algebra/
    # Group/ClosedSubgroup.lean:60
    "Subsemigroup": (1, 0), "AddSubsemigroup": (1, 0), "NonUnitalSubalgebra": (2, 1),
    "LieSubalgebra": (2, 1), "LieSubmodule": (3, 2), "StarSubalgebra": (2, 1),
    "NonUnitalStarSubalgebra": (2, 1), "NonUnitalSubring": (1, 0),
    "NonUnitalSubsemiring": (1, 0), "ValuationSubring": (1, 0), "SubMulAction": (2, 1),
    "SubAddAction": (2, 1), "AffineSubspace": (2, 1), "ConvexCone": (2, 1),
    "ProperCone": (2, 1), "ConvexBody": (1, 0), "UpperSet": (1, 0), "LowerSet": (1, 0),
    "NonemptyInterval": (1, 0), "Interval": (1, 0), "Sublattice": (1, 0),
    "CompleteSublattice": (1, 0), "BooleanSubalgebra": (1, 0), "Order.Ideal": (1, 0),
    "Order.PFilter": (1, 0), "Flag": (1, 0), "TopologicalSpace.Opens": (1, 0),
    "TopologicalSpace.Closeds": (1, 0), "TopologicalSpace.Clopens": (1, 0),
    "TopologicalSpace.IrreducibleCloseds": (1, 0), "TopologicalSpace.Compacts": (1, 0),
    "TopologicalSpace.NonemptyCompacts": (1, 0), "TopologicalSpace.PositiveCompacts": (1, 0),
    "TopologicalSpace.CompactOpens": (1, 0), "ClopenUpperSet": (1, 0),
    "OpenSubgroup": (1, 0), "OpenAddSubgroup": (1, 0), "OpenNormalSubgroup": (1, 0),
    "OpenNormalAddSubgroup": (1, 0), "ClosedSubgroup": (1, 0), "ClosedAddSubgroup": (1, 0),
    # Algebra/Lie/Ideal.lean:42 `abbrev LieIdeal := LieSubmodule R L L` (over `variable (R L)`)
    "LieIdeal": (2, 1),
}

#: Types a value of type `α` is coerced into by one instance, with no coercion back, so
#: Lean's `binop%`/`binrel%` always takes them as the maximal type of a tree holding both:
#: head -> the argument that is `α`. Order/TypeTags.lean:34 `instance coe : Coe α (WithBot
#: α)`, :78 `instance coeTC : CoeTC α (WithTop α)`; Algebra/Group/WithOne/Defs.lean:90
#: `@[to_additive] instance instCoeTC : CoeTC α (WithOne α)` (and `WithZero α`);
#: Algebra/Quaternion.lean:765 `instance : CoeTC R ℍ[R]` (`ℍ[R]` is `Quaternion R`);
#: Topology/UniformSpace/Completion.lean:309 `instance : Coe α (Completion α)` (in
#: `namespace UniformSpace.Completion`, through `coe'`, no coercion back);
#: Topology/Compactification/OnePoint.lean:76 `instance : CoeTC X (OnePoint X)`;
#: Algebra/Algebra/Unitization.lean:78 `instance [Zero R] : CoeTC A (Unitization R A)`.
WRAPPERS: dict[str, int] = {"WithBot": 0, "WithTop": 0, "WithOne": 0, "WithZero": 0,
                            "Quaternion": 0, "UniformSpace.Completion": 0, "OnePoint": 0,
                            "Unitization": 1}


#: Classes a local instance on a type variable `S` of which could answer `Membership ?α S` or
#: `CoeSort S ?` other than through `[SetLike S A]` (`SetLike.instMembership`, and `instance
#: (priority := 100) : CoeSort A (Type _)`, Data/SetLike/Basic.lean:109,112, whose one subgoal
#: is `SetLike A ?B`): `Membership` itself (Lean core `Init/Prelude.lean` `class Membership (α :
#: outParam (Type u)) (γ : Type v)`), a second `SetLike` on `S`, and the coercion classes (Lean
#: core `Init/Coe.lean`). No Mathlib v4.19.0 class extends `SetLike` or `Membership` (`class
#: SetLike (A : Type*) (B : outParam Type*)`, Data/SetLike/Basic.lean:96, has no `extends`),
#: and every global `CoeSort` instance of the tag other than `SetLike`'s names its source type.
_MEMBERSHIP_CLASSES = ("?SetLike", "?Membership", "?CoeSort", "?CoeOut", "?CoeTC", "?Coe",
                       "?CoeHead", "?CoeTail", "?CoeHTCT", "?CoeDep", "?CoeOTC", "?CoeHTC")


def _words(cls: str) -> list[str]:
    """The written arguments of a kept class (`?SetLike S` -> `["?SetLike", "S"]`)."""
    return cls.replace("(", " ").replace(")", " ").split()


def variable_element(carrier: str, tvars: Mapping[str, frozenset[str]],
                     tnames: Mapping[str, str]) -> str | None:
    """The internal name of the element type `A` of the type variable `carrier` (internal name)
    when the one instance in scope that gives `S` a membership is `[SetLike S A]` with `A` a
    type variable: `x ∈ s` with `s : S` is then `Membership.mem s x`, `x : A`
    (`SetLike.instMembership : Membership B A` from `[SetLike A B]`, Data/SetLike/Basic.lean:109,
    `B` an outParam; every other `Membership` instance of Mathlib, Lean core and Batteries at
    v4.19.0 names its container type, so none matches a variable `S`). The elaborator keeps
    `[SetLike S A]`, `A` a type variable, as the class `?SetLike S` on `A`
    (`Elaborator.instance`). None when `S` was renamed (shadowed), when no or more than one
    membership-giving class mentions `S`, or when one is not of that shape: refused as before."""
    if tnames.get(carrier) != carrier:
        return None
    found: list[str] = []
    for target, classes in tvars.items():
        for cls in classes:
            words = _words(cls)
            if words[0] not in _MEMBERSHIP_CLASSES or carrier not in words[1:] + [target]:
                continue
            if words != ["?SetLike", carrier] or target == carrier:
                return None
            found.append(target)
    return found[0] if len(found) == 1 else None
