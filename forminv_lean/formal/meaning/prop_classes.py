"""Mathlib classes that are propositions: an instance binder of one is a hypothesis.

`[C a b]` binds an instance of the class `C a b`; when `C … : Prop`, the binder carries no data
(no operation the statement could use), so `∀ [inst : C a b], P` means `C a b → P`, the way
`[Fact p]` is `p` and `[NeZero n]` on a value is `NeZero n`. The elaborator takes such a
binder as an opaque hypothesis when its arguments are not a bare type variable (those keep
their class on the variable, see `Elaborator.instance`): `[NeZero (2 : R)]`, `[CharP R 3]`,
`[Finite Mˣ]`, `[IsDirected ι (· ≤ ·)]`, `[SigmaFinite (μ.trim hm)]`. A class not listed is
refused as before: a data-carrying class (`Invertible`, `Fintype`) is not a proposition.

Each is declared `: Prop` (or an `abbrev` of a proposition) at Mathlib v4.19.0 (file:line), or
in Lean core (`NeZero`, `Subsingleton`, `Nonempty`).
"""

from __future__ import annotations

#: class (full name) -> where it is declared a proposition.
PROP_CLASSES: dict[str, str] = {
    "NeZero": "core: class NeZero {R} [Zero R] (n : R) : Prop",
    "Subsingleton": "core: class Subsingleton (α : Sort u) : Prop",
    "Nonempty": "core: class inductive Nonempty (α : Sort u) : Prop",
    "CharP": "Algebra/CharP/Defs.lean:41",
    "ExpChar": "Algebra/CharP/Defs.lean:311",
    "Finite": "Data/Finite/Defs.lean:98", "Infinite": "Data/Finite/Defs.lean:131",
    "Countable": "Data/Countable/Defs.lean:36", "Nontrivial": "Logic/Nontrivial/Defs.lean:25",
    "IsEmpty": "Logic/IsEmpty.lean:22",
    "IsDirected": "Order/Directed.lean:122",
    "IsRefl": "Order/Defs/Unbundled.lean:30", "IsIrrefl": "Order/Defs/Unbundled.lean:26",
    "IsTrans": "Order/Defs/Unbundled.lean:51", "IsAntisymm": "Order/Defs/Unbundled.lean:43",
    "IsTotal": "Order/Defs/Unbundled.lean:62",
    "WellFoundedLT": "Order/RelClasses.lean:231", "WellFoundedGT": "Order/RelClasses.lean:235",
    "CovariantClass": "Algebra/Order/Monoid/Unbundled/Defs.lean:97",
    "ContravariantClass": "Algebra/Order/Monoid/Unbundled/Defs.lean:114",
    "IsStarNormal": "Algebra/Star/SelfAdjoint.lean:52",
    "IsDomain": "Algebra/Ring/Defs.lean:394",
    "Module.Finite": "RingTheory/Finiteness/Defs.lean:102",
    "Module.Free": "LinearAlgebra/FreeModule/Basic.lean:37",
    "FiniteDimensional": "LinearAlgebra/FiniteDimensional/Defs.lean:70 (abbrev of Module.Finite)",
    "IsNoetherian": "RingTheory/Noetherian/Defs.lean:58",
    "Submodule.IsPrincipal": "LinearAlgebra/Span/Defs.lean:49",
    "Ideal.IsMaximal": "RingTheory/Ideal/Maximal.lean:42",
    "Polynomial.IsSplittingField": "FieldTheory/SplittingField/IsSplittingField.lean:42",
    "DiscreteTopology": "Topology/Order.lean:240",
    "LocallyCompactPair": "Topology/Defs/Filter.lean:313",
    "Filter.IsCountablyGenerated": "Order/Filter/CountablyGenerated.lean:26",
    "Filter.NeBot": "Order/Filter/Defs.lean:241 `class NeBot (f : Filter α) : Prop` (namespace "
                    "Filter)",
    "MeasureTheory.SigmaFinite": "MeasureTheory/Measure/Typeclasses/SFinite.lean:93",
    "MeasureTheory.IsFiniteMeasure": "MeasureTheory/Measure/Typeclasses/Finite.lean:31",
    "MeasureTheory.IsLocallyFiniteMeasure": "MeasureTheory/Measure/Typeclasses/Finite.lean:271",
    "MeasureTheory.IsProbabilityMeasure":
        "MeasureTheory/Measure/Typeclasses/Probability.lean:60",
    "MeasureTheory.NoAtoms": "MeasureTheory/Measure/Typeclasses/NoAtoms.lean:29",
    "CategoryTheory.IsIso": "CategoryTheory/Iso.lean:228",
    "CategoryTheory.Epi": "CategoryTheory/Category/Basic.lean:257",
    "CategoryTheory.Mono": "CategoryTheory/Category/Basic.lean:264",
    "CategoryTheory.Limits.HasImage": "CategoryTheory/Limits/Shapes/Images.lean:245",
    "IsLocalHom": "Algebra/Group/Units/Hom.lean:225",
    "CategoryTheory.Functor.Full": "CategoryTheory/Functor/FullyFaithful.lean:41",
    "CategoryTheory.Functor.Faithful": "CategoryTheory/Functor/FullyFaithful.lean:46",
    "CategoryTheory.Limits.HasLimit": "CategoryTheory/Limits/HasLimits.lean:82",
    "CategoryTheory.Limits.HasColimit": "CategoryTheory/Limits/HasLimits.lean:595",
    "CategoryTheory.Limits.HasPullback":
        "CategoryTheory/Limits/Shapes/Pullback/HasPullback.lean:82 (abbrev of HasLimit)",
    "CategoryTheory.Limits.HasPushout":
        "CategoryTheory/Limits/Shapes/Pullback/HasPullback.lean:88 (abbrev of HasColimit)",
    "CategoryTheory.Limits.HasKernel": "CategoryTheory/Limits/Shapes/Kernels.lean:63",
    "ENNReal.HolderTriple": "Data/ENNReal/Holder.lean:38",
    "ENNReal.HolderConjugate": "Data/ENNReal/Holder.lean:42 (abbrev of HolderTriple p q 1)",
    "HasCountableSeparatingOn": "Order/Filter/CountableSeparatingOn.lean:83",
    "Matroid.Finite": "Data/Matroid/Basic.lean:220", "Matroid.RankFinite":
        "Data/Matroid/Basic.lean:248", "Matroid.RankInfinite": "Data/Matroid/Basic.lean:258",
    "Matroid.RankPos": "Data/Matroid/Basic.lean:265", "Matroid.Finitary":
        "Data/Matroid/Basic.lean:741",
    # round 21 (`unsupported instance binder` on terms, by whole-corpus count); the
    # CategoryTheory.Limits files are `namespace CategoryTheory.Limits`
    "CategoryTheory.Limits.HasBiproduct": "CategoryTheory/Limits/Shapes/Biproducts.lean:303",
    "CategoryTheory.Limits.HasBinaryBiproduct":
        "CategoryTheory/Limits/Shapes/BinaryBiproducts.lean:323",
    "CategoryTheory.Limits.HasBinaryProduct":
        "CategoryTheory/Limits/Shapes/BinaryProducts.lean:485 (abbrev of HasLimit)",
    "CategoryTheory.Limits.HasCokernel": "CategoryTheory/Limits/Shapes/Kernels.lean:67",
    "CategoryTheory.Limits.HasEqualizer":
        "CategoryTheory/Limits/Shapes/Equalizers.lean:668 (abbrev of HasLimit)",
    "CategoryTheory.Limits.HasCoequalizer":
        "CategoryTheory/Limits/Shapes/Equalizers.lean:817 (abbrev of HasColimit)",
    "CategoryTheory.Functor.Final": "CategoryTheory/Limits/Final.lean:92 (namespace "
                                    "CategoryTheory.Functor, :75,:77)",
    "CategoryTheory.Functor.Initial": "CategoryTheory/Limits/Final.lean:100",
    "IsClosed": "Topology/Defs/Basic.lean:96 `class IsClosed (s : Set X) : Prop`",
    "Subgroup.FiniteIndex": "GroupTheory/Index.lean:524 (namespace Subgroup, :43)",
    "AddSubgroup.FiniteIndex": "GroupTheory/Index.lean:524 (`@[to_additive]`)",
    "Algebra.IsSeparable": "FieldTheory/Separable.lean:557 `protected class "
                           "Algebra.IsSeparable : Prop`",
}


#: Classes that carry data but have at most one instance (Mathlib declares the class a
#: `Subsingleton`): a binder `[C a]` chooses nothing, so `∀ [inst : C a], P` is the hypothesis
#: that an instance exists, and what `P` builds from the instance (`⅟a`, declared
#: `Invertible.invOf : α → α` in `opaque.SIGNATURES`) is a function of `a` alone. Read like
#: the classes above (an opaque hypothesis on terms), with the declarations the uniqueness
#: rests on. `Invertible a` is unique in a monoid; Mathlib's statements with it are about
#: monoids (a binder `[Invertible a]` over bare `[Mul α] [One α]` would still be read so: each
#: binder's instance is the one value `⅟a` names).
UNIQUE_CLASSES: dict[str, str] = {
    "Invertible": "Algebra/Group/Invertible/Defs.lean:83 `class Invertible [Mul α] [One α] (a "
                  ": α) : Type u`, :150 `instance Invertible.subsingleton [Monoid α] (a : α) : "
                  "Subsingleton (Invertible a)`",
}


def is_prop_class(name: str) -> bool:
    """Is `name` (a class's full name) declared a proposition (`PROP_CLASSES`), or a class of
    unique instances (`UNIQUE_CLASSES`), whose binder is the hypothesis that one exists?"""
    return name in PROP_CLASSES or name in UNIQUE_CLASSES


#: Declared signatures of the classes above with explicit arguments (`opaque.SIGNATURES`'
#: format, merged into it; `Type α` a type argument), from the same declarations:
#: `IsDirected (α : Type*) (r : α → α → Prop)`, `IsRefl (α : Sort*) (r : α → α → Prop)` (and
#: `IsIrrefl`, `IsTrans`, `IsAntisymm`, `IsTotal`), `CharP (R : Type*) [AddMonoidWithOne R]
#: (p : semiOutParam ℕ)`, `ExpChar (R : Type*) [AddMonoidWithOne R] : ℕ → Prop`, core's
#: `NeZero {R} [Zero R] (n : R)`, and `Finite (α : Sort*)` (so `Infinite`, `Countable`,
#: `Nontrivial`, `IsEmpty`, core's `Subsingleton`, `Nonempty`), `HasCountableSeparatingOn (α :
#: Type*) (p : Set α → Prop) (t : Set α)` (the `ENNReal.HolderTriple` ones are in
#: `signatures_algebra`, beside the `Real` and `NNReal` structures of the same name).
SIGNATURES: dict[str, tuple[str, ...]] = {
    **{c: ("Type α", "α → α → Prop", "Prop")
       for c in ("IsDirected", "IsRefl", "IsIrrefl", "IsTrans", "IsAntisymm", "IsTotal")},
    "CharP": ("Type α", "ℕ", "Prop"), "ExpChar": ("Type α", "ℕ", "Prop"),
    "NeZero": ("α", "Prop"),
    **{c: ("Type α", "Prop")
       for c in ("Finite", "Infinite", "Countable", "Nontrivial", "IsEmpty", "Subsingleton",
                 "Nonempty")},
    "HasCountableSeparatingOn": ("Type α", "Set α → Prop", "Set α", "Prop"),
    # `Invertible (a : α)`: the proposition that an instance exists (`UNIQUE_CLASSES`)
    "Invertible": ("α", "Prop"),
}
