"""Classes whose instance binders Lean can leave out of a theorem: no outParam anywhere.

Lean 4 includes a section `variable` in a theorem when the elaborated header mentions it, and
an instance-implicit `variable` when every variable it depends on is included. So with only
`E` in the header, `variable [Module 𝕜 E]` is left out, and `𝕜` with it, unless elaborating
the header used that local instance (which would mention `𝕜`). Typeclass resolution reaches
the local instance with `𝕜` unknown only if `𝕜` sits at an `outParam`/`semiOutParam` position
of the class or of an ancestor reached through a parent projection: Lean rejects any instance
whose arguments cannot be synthesised in order from its conclusion and outParams ("cannot find
synthesization order"; Mathlib v4.19.0 turns the check off in three files only, none about
these classes), and the metavariable `?𝕜` of a goal `Module ?𝕜 E` is never assigned by
resolution. For the classes below, and every ancestor through `extends`, no parameter is an
outParam, so the binder is left out exactly when one of its variables is.

Each entry is (direct parents through `extends`, or the class a reducible `abbrev` unfolds
to; the Mathlib v4.19.0 file whose command was read, with the `variable`s it takes its
parameters from). A class with an outParam in its closure (`FunLike`, `SetLike`, `AddTorsor`
and so `NormedAddTorsor`, `VSub`, `RingHomInvPair`, `ConcreteCategory`,
`CharP` with its `semiOutParam` characteristic) or one not read is not listed; `INPUTS` says
which explicit parameters of such a class resolution must know to use a local instance.

An index `index_scan` built from a user's own Mathlib carries each class command's reading
(`NameIndex.class_signatures`), which is used instead of the table for the classes it read;
the shared index has none, so there the table decides.
"""

from __future__ import annotations

import re
from typing import Any

from forminv_lean.formalise.resolve import IDENT

#: class -> (parents through `extends`, Mathlib file of its `class` command).
OUTPARAM_FREE: dict[str, tuple[tuple[str, ...], str]] = {
    "SMul": ((), "Mathlib/Algebra/Notation/Defs.lean"),
    "VAdd": ((), "Mathlib/Algebra/Notation/Defs.lean"),
    "MulAction": (("SMul",), "Mathlib/Algebra/Group/Action/Defs.lean"),
    "AddAction": (("VAdd",), "Mathlib/Algebra/Group/Action/Defs.lean"),
    "MulDistribMulAction": (("MulAction",), "Mathlib/Algebra/Group/Action/Defs.lean"),
    "SMulCommClass": ((), "Mathlib/Algebra/Group/Action/Defs.lean"),
    "IsScalarTower": ((), "Mathlib/Algebra/Group/Action/Defs.lean"),
    "SMulZeroClass": (("SMul",), "Mathlib/Algebra/GroupWithZero/Action/Defs.lean"),
    "SMulWithZero": (("SMulZeroClass",), "Mathlib/Algebra/GroupWithZero/Action/Defs.lean"),
    "MulActionWithZero": (("MulAction",), "Mathlib/Algebra/GroupWithZero/Action/Defs.lean"),
    "DistribSMul": (("SMulZeroClass",), "Mathlib/Algebra/GroupWithZero/Action/Defs.lean"),
    "DistribMulAction": (("MulAction",), "Mathlib/Algebra/GroupWithZero/Action/Defs.lean"),
    "MulSemiringAction": (("DistribMulAction",), "Mathlib/Algebra/Ring/Action/Basic.lean"),
    "Module": (("DistribMulAction",), "Mathlib/Algebra/Module/Defs.lean"),
    "Module.Free": ((), "Mathlib/LinearAlgebra/FreeModule/Basic.lean"),
    "Module.Finite": ((), "Mathlib/RingTheory/Finiteness/Defs.lean"),
    "Algebra": (("SMul",), "Mathlib/Algebra/Algebra/Defs.lean"),
    "CoalgebraStruct": ((), "Mathlib/RingTheory/Coalgebra/Basic.lean"),
    "Coalgebra": (("CoalgebraStruct",), "Mathlib/RingTheory/Coalgebra/Basic.lean"),
    "Bialgebra": (("Algebra", "Coalgebra"), "Mathlib/RingTheory/Bialgebra/Basic.lean"),
    "NormedSpace": (("Module",), "Mathlib/Analysis/Normed/Module/Basic.lean"),
    "NormedAlgebra": (("Algebra",), "Mathlib/Analysis/Normed/Module/Basic.lean"),
    "Inner": ((), "Mathlib/Analysis/InnerProductSpace/Defs.lean"),
    "InnerProductSpace": (("NormedSpace", "Inner"), "Mathlib/Analysis/InnerProductSpace/Defs.lean"),
    "Bracket": ((), "Mathlib/Data/Bracket.lean"),
    "LieRingModule": (("Bracket",), "Mathlib/Algebra/Lie/Basic.lean"),
    "LieAlgebra": (("Module",), "Mathlib/Algebra/Lie/Basic.lean"),
    "LieModule": ((), "Mathlib/Algebra/Lie/Basic.lean"),
    "TopologicalSpace": ((), "Mathlib/Topology/Defs/Basic.lean"),
    "ContinuousSMul": ((), "Mathlib/Topology/Algebra/MulAction.lean"),
    "ContinuousConstSMul": ((), "Mathlib/Topology/Algebra/ConstMulAction.lean"),
    "IsBoundedSMul": ((), "Mathlib/Topology/MetricSpace/Algebra.lean"),
    "IsIsometricSMul": ((), "Mathlib/Topology/MetricSpace/IsometricSMul.lean"),
    "MeasurableConstSMul": ((), "Mathlib/MeasureTheory/Group/Arithmetic.lean"),
    "StarModule": ((), "Mathlib/Algebra/Star/Basic.lean"),
    "OrderedSMul": ((), "Mathlib/Algebra/Order/Module/OrderedSMul.lean"),
    "SeparatingDual": ((), "Mathlib/Analysis/NormedSpace/HahnBanach/SeparatingDual.lean"),
    "CStarModule": (("Inner",), "Mathlib/Analysis/CStarAlgebra/Module/Defs.lean"),
    # `{R} [CommSemiring R] (M : Submonoid R) (S) [CommSemiring S] [Algebra R S]`
    "IsLocalization": ((), "Mathlib/RingTheory/Localization/Defs.lean"),
    "PerfectRing": ((), "Mathlib/FieldTheory/Perfect.lean"),
    # reducible abbreviations of a listed class (instances see through them):
    # `abbrev FiniteDimensional (K V) … := Module.Finite K V`,
    # `abbrev IsFractionRing [CommRing K] [Algebra R K] := IsLocalization (nonZeroDivisors R) K`
    "FiniteDimensional": (("Module.Finite",), "Mathlib/LinearAlgebra/FiniteDimensional/Defs.lean"),
    "IsFractionRing": (("IsLocalization",), "Mathlib/RingTheory/Localization/FractionRing.lean"),
    # `class inductive ExpChar : ℕ → Prop` over `variable (R : Type*) [AddMonoidWithOne R]`:
    # the characteristic is an index, not an outParam (unlike `CharP`'s)
    "ExpChar": ((), "Mathlib/Algebra/CharP/Defs.lean"),
    # `class Structure where` over `variable (L : Language.{u, v}) (M : Type w)`
    "FirstOrder.Language.Structure": ((), "Mathlib/ModelTheory/Basic.lean"),
    "CategoryTheory.Linear": ((), "Mathlib/CategoryTheory/Linear/Basic.lean"),
    # `class ChartedSpace (H : Type*) [TopologicalSpace H] (M : Type*) [TopologicalSpace M]`,
    # its file's `variable {H : Type u} …` naming no outParam either
    "ChartedSpace": ((), "Mathlib/Geometry/Manifold/ChartedSpace.lean"),
    # `class SupHomClass (F α β : Type*) [Max α] [Max β] [FunLike F α β] : Prop`, `InfHomClass`
    "SupHomClass": ((), "Mathlib/Order/Hom/Lattice.lean"),
    "InfHomClass": ((), "Mathlib/Order/Hom/Lattice.lean"),
    # properties of a ring homomorphism `σ`, none extending a class: `class RingHomId {R :
    # Type*} [Semiring R] (σ : R →+* R) : Prop`, `class RingHomSurjective (σ : R₁ →+* R₂) :
    # Prop`; `class RingHomIsometric [Semiring R₁] [Semiring R₂] [Norm R₁] [Norm R₂] (σ : R₁ →+*
    # R₂) : Prop` (Analysis/Normed/Ring/Basic.lean)
    "RingHomId": ((), "Mathlib/Algebra/Ring/CompTypeclasses.lean"),
    "RingHomSurjective": ((), "Mathlib/Algebra/Ring/CompTypeclasses.lean"),
    "RingHomIsometric": ((), "Mathlib/Analysis/Normed/Ring/Basic.lean"),
    # read at v4.19.0 (line of the `class` command; the file's `variable` lines it takes its
    # parameters from name no outParam either): `class HasShift (C : Type u) (A : Type*)
    # [Category.{v} C] [AddMonoid A]` (CategoryTheory/Shift/Basic.lean:58, `namespace
    # CategoryTheory`)
    "CategoryTheory.HasShift": ((), "Mathlib/CategoryTheory/Shift/Basic.lean"),
    # `class IsLocalization : Prop` in `namespace Functor` over `variable {C D : Type*} [Category
    # C] [Category D] (L : C ⥤ D) (W : MorphismProperty C)` (Localization/Predicate.lean:40,48)
    "CategoryTheory.Functor.IsLocalization": ((), "Mathlib/CategoryTheory/Localization/Predicate.lean"),
    # `class FiberBundle where` over `variable {ι B F X : Type*}`, `variable (F)`, `variable
    # [TopologicalSpace B] [TopologicalSpace F] (E : B → Type*) [TopologicalSpace (TotalSpace F
    # E)] [∀ b, TopologicalSpace (E b)]` (Topology/FiberBundle/Basic.lean:166,174,175,181)
    "FiberBundle": ((), "Mathlib/Topology/FiberBundle/Basic.lean"),
    # `class IsManifold {𝕜 …} {E …} {H : Type*} [TopologicalSpace H] (I : ModelWithCorners 𝕜 E H)
    # (n : WithTop ℕ∞) (M : Type*) [TopologicalSpace M] [ChartedSpace H M] : Prop extends
    # HasGroupoid M (contDiffGroupoid n I)` (Geometry/Manifold/IsManifold/Basic.lean:660);
    # `class HasGroupoid {H : Type*} [TopologicalSpace H] (M : Type*) [TopologicalSpace M]
    # [ChartedSpace H M] (G : StructureGroupoid H) : Prop` (Geometry/Manifold/ChartedSpace.lean:1076)
    "IsManifold": (("HasGroupoid",), "Mathlib/Geometry/Manifold/IsManifold/Basic.lean"),
    "HasGroupoid": ((), "Mathlib/Geometry/Manifold/ChartedSpace.lean"),
    # `class HasHomology : Prop` in `namespace CategoryTheory.ShortComplex` over `variable {C :
    # Type u} [Category.{v} C] [HasZeroMorphisms C] (S : ShortComplex C)` (Algebra/Homology/
    # ShortComplex/Homology.lean:40,199); `abbrev HasHomology := (K.sc i).HasHomology` in
    # `namespace HomologicalComplex` (…/ShortComplex/HomologicalComplex.lean:71)
    "CategoryTheory.ShortComplex.HasHomology": (
        (), "Mathlib/Algebra/Homology/ShortComplex/Homology.lean"),
    "HomologicalComplex.HasHomology": (
        ("CategoryTheory.ShortComplex.HasHomology",),
        "Mathlib/Algebra/Homology/ShortComplex/HomologicalComplex.lean"),
    # `class IsCentralScalar (M α : Type*) [SMul M α] [SMul Mᵐᵒᵖ α] : Prop`
    # (Algebra/Group/Action/Defs.lean:182)
    "IsCentralScalar": ((), "Mathlib/Algebra/Group/Action/Defs.lean"),
    # `class IsOrderedVAdd (G P : Type*) [LE G] [LE P] [VAdd G P] : Prop`, `class
    # IsOrderedCancelVAdd (G P : Type*) [LE G] [LE P] [VAdd G P] : Prop extends IsOrderedVAdd G
    # P` (Algebra/Order/AddTorsor.lean:55,100)
    "IsOrderedVAdd": ((), "Mathlib/Algebra/Order/AddTorsor.lean"),
    "IsOrderedCancelVAdd": (("IsOrderedVAdd",), "Mathlib/Algebra/Order/AddTorsor.lean"),
    # `class IsCyclotomicExtension : Prop` over `variable (n : ℕ+) (S T : Set ℕ+) (A : Type u)
    # (B : Type v) …`, `[CommRing A] [CommRing B] [Algebra A B]` (NumberTheory/Cyclotomic/
    # Basic.lean:65,66,76)
    "IsCyclotomicExtension": ((), "Mathlib/NumberTheory/Cyclotomic/Basic.lean"),
    # `class EnrichedCategory (C : Type u₁)` over `variable (V : Type v) [Category.{w} V]
    # [MonoidalCategory V]` (CategoryTheory/Enriched/Basic.lean:42,49)
    "CategoryTheory.EnrichedCategory": ((), "Mathlib/CategoryTheory/Enriched/Basic.lean"),
    # `class HasIterationOfShape : Prop` over `variable (J : Type w) [LinearOrder J] (C : Type
    # u) [Category.{v} C]` (CategoryTheory/Limits/Shapes/Preorder/HasIterationOfShape.lean:25,31)
    "CategoryTheory.Limits.HasIterationOfShape": (
        (), "Mathlib/CategoryTheory/Limits/Shapes/Preorder/HasIterationOfShape.lean"),
    # `class IsPRadical : Prop` over `variable {K L M N : Type*}`, `variable [CommSemiring K]
    # [CommSemiring L] [CommSemiring M] (i : K →+* L) (j : K →+* M) (f : L →+* M) (p : ℕ)`
    # (FieldTheory/IsPerfectClosure.lean:128,132,143)
    "IsPRadical": ((), "Mathlib/FieldTheory/IsPerfectClosure.lean"),
    # `class SMulPosMono : Prop` over `variable (α β : Type*)`, `[SMul α β] [Preorder α]
    # [Preorder β]`, `[Zero α]`, `[Zero β]` (Algebra/Order/Module/Defs.lean:122,125,128,169,176)
    "SMulPosMono": ((), "Mathlib/Algebra/Order/Module/Defs.lean"),
    # `class CardinalInterFilter (l : Filter α) (c : Cardinal.{u}) : Prop`
    # (Order/Filter/CardinalInter.lean:41)
    "CardinalInterFilter": ((), "Mathlib/Order/Filter/CardinalInter.lean"),
    # `class IsTrans (α : Sort*) (r : α → α → Prop) : Prop` (Order/Defs/Unbundled.lean:51)
    "IsTrans": ((), "Mathlib/Order/Defs/Unbundled.lean"),
    # `class CovariantClass : Prop` over `variable {M N : Type*} (μ : M → N → N) (r : N → N →
    # Prop)`, `variable (M N)` (Algebra/Order/Monoid/Unbundled/Defs.lean:69,70,97)
    "CovariantClass": ((), "Mathlib/Algebra/Order/Monoid/Unbundled/Defs.lean"),
    # `class HasProp : Prop` in `namespace CompHausLike` over `variable (P : TopCat.{u} →
    # Prop)`, `variable (X : Type u) [TopologicalSpace X] [CompactSpace X] [T2Space X]`
    # (Topology/Category/CompHausLike/Basic.lean:68,97,100)
    "CompHausLike.HasProp": ((), "Mathlib/Topology/Category/CompHausLike/Basic.lean"),
    # `class IsLocalizedModule : Prop` over `variable {R : Type*} [CommSemiring R] (S : Submonoid
    # R)`, `{M M' M'' : Type*} …`, `(f : M →ₗ[R] M') …` (Algebra/Module/LocalizedModule/
    # Basic.lean:529-533,539)
    "IsLocalizedModule": ((), "Mathlib/Algebra/Module/LocalizedModule/Basic.lean"),
    # `class OverClass (X S : C) : Type v` over `variable {C : Type u} [Category.{v} C]`
    # (CategoryTheory/Comma/Over/OverClass.lean:32,39); `protected abbrev Over (X S :
    # Scheme.{u}) := OverClass X S` in `namespace AlgebraicGeometry.Scheme`
    # (AlgebraicGeometry/Over.lean:21,32)
    "CategoryTheory.OverClass": ((), "Mathlib/CategoryTheory/Comma/Over/OverClass.lean"),
    "AlgebraicGeometry.Scheme.Over": (("CategoryTheory.OverClass",),
                                      "Mathlib/AlgebraicGeometry/Over.lean"),
    # `class PreservesZeroMorphisms (F : C ⥤ D) : Prop` in `namespace CategoryTheory.Functor`
    # over `variable {C : Type u₁} [Category.{v₁} C] {D : Type u₂} [Category.{v₂} D]`,
    # `[HasZeroMorphisms C] [HasZeroMorphisms D]` (CategoryTheory/Limits/Preserves/Shapes/
    # Zero.lean:34,36,41,44)
    "CategoryTheory.Functor.PreservesZeroMorphisms": (
        (), "Mathlib/CategoryTheory/Limits/Preserves/Shapes/Zero.lean"),
    # `class HasLimit (F : J ⥤ C) : Prop` in `namespace CategoryTheory.Limits` over `variable
    # {J : Type u₁} [Category.{v₁} J] …`, `{C : Type u} [Category.{v} C]` (CategoryTheory/
    # Limits/HasLimits.lean:63,68,69,82); `abbrev HasBinaryProduct (X Y : C) := HasLimit (pair
    # X Y)` (…/Limits/Shapes/BinaryProducts.lean:36,485)
    "CategoryTheory.Limits.HasLimit": ((), "Mathlib/CategoryTheory/Limits/HasLimits.lean"),
    "CategoryTheory.Limits.HasBinaryProduct": (
        ("CategoryTheory.Limits.HasLimit",),
        "Mathlib/CategoryTheory/Limits/Shapes/BinaryProducts.lean"),
    # `class HasColimit (F : J ⥤ C) : Prop` in the same namespace and over the same `variable`s
    # (HasLimits.lean:595); `abbrev HasBinaryCoproduct (X Y : C) := HasColimit (pair X Y)`
    # (BinaryProducts.lean:489)
    "CategoryTheory.Limits.HasColimit": ((), "Mathlib/CategoryTheory/Limits/HasLimits.lean"),
    "CategoryTheory.Limits.HasBinaryCoproduct": (
        ("CategoryTheory.Limits.HasColimit",),
        "Mathlib/CategoryTheory/Limits/Shapes/BinaryProducts.lean"),
    # `class Functor.Additive {C D : Type*} [Category C] [Category D] [Preadditive C]
    # [Preadditive D] (F : C ⥤ D) : Prop` in `namespace CategoryTheory`
    # (CategoryTheory/Preadditive/AdditiveFunctor.lean:34,38)
    "CategoryTheory.Functor.Additive": (
        (), "Mathlib/CategoryTheory/Preadditive/AdditiveFunctor.lean"),
    # `class Theory.Model (T : L.Theory) : Prop` over `variable {L : Language.{u, v}}`, `{M :
    # Type w} … [L.Structure M]`, `variable (M)`, in `namespace FirstOrder.Language`
    # (ModelTheory/Semantics.lean:59,60,668,671); written `M ⊨ T` (`variables.binder_classes`)
    "FirstOrder.Language.Theory.Model": ((), "Mathlib/ModelTheory/Semantics.lean"),
}

#: Classes with an outParam/semiOutParam: class -> (one letter per explicit parameter, `i`
#: when resolution must know it to use a local instance, `o` otherwise; the Mathlib v4.19.0
#: file of its command). `i` only where the parameter is an input of the class and of every
#: ancestor through `extends` it is passed to (a parent projection's goal leaves the rest to
#: be found), so a class's letters are read with its parents' (comments); an `abbrev` unfolds
#: to the class it names (Lean indexes the instance by that class): `i` where both say input.
#: Implicit parameters (`{R S : outParam Type*}`) take no letter.
INPUTS: dict[str, tuple[str, str]] = {
    # `class DFunLike (F : Sort*) (α : outParam (Sort*)) (β : outParam <| α → Sort*)`,
    # `abbrev FunLike F α β := DFunLike F α fun _ => β`
    "DFunLike": ("ioo", "Mathlib/Data/FunLike/Basic.lean"),
    "FunLike": ("ioo", "Mathlib/Data/FunLike/Basic.lean"),
    # `class EquivLike (E : Sort*) (α β : outParam (Sort*))`
    "EquivLike": ("ioo", "Mathlib/Data/FunLike/Equiv.lean"),
    # `class SetLike (A : Type*) (B : outParam Type*)`
    "SetLike": ("io", "Mathlib/Data/SetLike/Basic.lean"),
    # `class VSub (G : outParam Type*) (P : Type*)`
    "VSub": ("oi", "Mathlib/Algebra/Notation/Defs.lean"),
    # `class AddTorsor (G : outParam Type*) (P : Type*) [AddGroup G] extends AddAction G P,
    # VSub G P` (`AffineSpace` is `scoped[Affine] notation "AffineSpace" => AddTorsor`,
    # LinearAlgebra/AffineSpace/Defs.lean)
    "AddTorsor": ("oi", "Mathlib/Algebra/AddTorsor/Defs.lean"),
    # `class NormedAddTorsor (V : outParam Type*) (P : Type*) … extends AddTorsor V P`
    "NormedAddTorsor": ("oi", "Mathlib/Analysis/Normed/Group/AddTorsor.lean"),
    # `class RingHomInvPair (σ : R₁ →+* R₂) (σ' : outParam (R₂ →+* R₁))`, `class
    # RingHomCompTriple (σ₁₂ : R₁ →+* R₂) (σ₂₃ : R₂ →+* R₃) (σ₁₃ : outParam (R₁ →+* R₃))`
    # over `variable {R₁ : Type*} {R₂ : Type*} {R₃ : Type*}`
    "RingHomInvPair": ("io", "Mathlib/Algebra/Ring/CompTypeclasses.lean"),
    "RingHomCompTriple": ("iio", "Mathlib/Algebra/Ring/CompTypeclasses.lean"),
    # `class FTCFilter (a : outParam ℝ) (outer : Filter ℝ) (inner : outParam <| Filter ℝ) :
    # Prop extends TendstoIxxClass Ioc outer inner` with `[meas_gen : IsMeasurablyGenerated
    # inner]` a field the file's proofs `haveI` by hand (not an instance), in `namespace
    # intervalIntegral` (MeasureTheory/Integral/IntervalIntegral/FundThmCalculus.lean:147,188-192,
    # 332); the parent `class TendstoIxxClass (Ixx : α → α → Set α) (l₁ : Filter α) (l₂ :
    # outParam <| Filter α)` (Order/Filter/Interval.lean:95) takes `outer` as an input
    "intervalIntegral.FTCFilter": (
        "oio", "Mathlib/MeasureTheory/Integral/IntervalIntegral/FundThmCalculus.lean"),
    # `class ConcreteCategory (C : Type u) [Category.{v} C] (FC : outParam <| C → C → Type*)
    # {CC : outParam <| C → Type w} …` in `namespace CategoryTheory`
    "CategoryTheory.ConcreteCategory": ("io",
                                        "Mathlib/CategoryTheory/ConcreteCategory/Basic.lean"),
    # `class _root_.CharP (R : Type*) [AddMonoidWithOne R] (p : semiOutParam ℕ)`
    "CharP": ("io", "Mathlib/Algebra/CharP/Defs.lean"),
    # morphism classes: `(F : Type*)` an input, every later explicit parameter an outParam,
    # their parents (`extends`) all in this list with `F` first
    "ZeroHomClass": ("ioo", "Mathlib/Algebra/Group/Hom/Defs.lean"),
    "OneHomClass": ("ioo", "Mathlib/Algebra/Group/Hom/Defs.lean"),
    "AddHomClass": ("ioo", "Mathlib/Algebra/Group/Hom/Defs.lean"),
    "MulHomClass": ("ioo", "Mathlib/Algebra/Group/Hom/Defs.lean"),
    "AddMonoidHomClass": ("ioo", "Mathlib/Algebra/Group/Hom/Defs.lean"),   # AddHom, ZeroHom
    "MonoidHomClass": ("ioo", "Mathlib/Algebra/Group/Hom/Defs.lean"),      # MulHom, OneHom
    "MonoidWithZeroHomClass": ("ioo", "Mathlib/Algebra/GroupWithZero/Hom.lean"),
    "NonUnitalRingHomClass": ("ioo", "Mathlib/Algebra/Ring/Hom/Defs.lean"),
    "RingHomClass": ("ioo", "Mathlib/Algebra/Ring/Hom/Defs.lean"),
    "AlgHomClass": ("iooo", "Mathlib/Algebra/Algebra/Hom.lean"),           # RingHomClass
    "StarHomClass": ("ioo", "Mathlib/Algebra/Star/Basic.lean"),
    "ContinuousMapClass": ("ioo", "Mathlib/Topology/ContinuousMap/Defs.lean"),
    "DilationClass": ("ioo", "Mathlib/Topology/MetricSpace/Dilation.lean"),
    "MulEquivClass": ("ioo", "Mathlib/Algebra/Group/Equiv/Defs.lean"),
    "AddEquivClass": ("ioo", "Mathlib/Algebra/Group/Equiv/Defs.lean"),
    # `class RingEquivClass (F R S : Type*) … extends MulEquivClass F R S`: `R S` inputs of
    # the class but outParams of its parent
    "RingEquivClass": ("ioo", "Mathlib/Algebra/Ring/Equiv.lean"),
    "AlgEquivClass": ("iooo", "Mathlib/Algebra/Algebra/Equiv.lean"),       # RingEquivClass
    # `(F : Type*) {R S : outParam Type*} … (σ : outParam (R →+* S)) (M M₂ : outParam Type*)
    # … extends AddHomClass F M M₂, MulActionSemiHomClass F σ M M₂`
    "SemilinearMapClass": ("iooo", "Mathlib/Algebra/Module/LinearMap/Defs.lean"),
    # `abbrev LinearMapClass (F : Type*) (R : outParam Type*) (M M₂ : Type*) … :=
    # SemilinearMapClass F (RingHom.id R) M M₂`
    "LinearMapClass": ("iooo", "Mathlib/Algebra/Module/LinearMap/Defs.lean"),
    "SemilinearEquivClass": ("iooo", "Mathlib/Algebra/Module/Equiv/Defs.lean"),  # AddEquiv…
    "MulActionSemiHomClass": ("iooo", "Mathlib/GroupTheory/GroupAction/Hom.lean"),
    # `abbrev MulActionHomClass (F : Type*) (M : outParam Type*) (X Y : outParam Type*) … :=
    # MulActionSemiHomClass F (@id M) X Y`
    "MulActionHomClass": ("iooo", "Mathlib/GroupTheory/GroupAction/Hom.lean"),
    # `… extends MulActionSemiHomClass F φ A B, AddMonoidHomClass F A B`
    "DistribMulActionSemiHomClass": ("iooo", "Mathlib/GroupTheory/GroupAction/Hom.lean"),
    # `… extends DistribMulActionSemiHomClass F φ A B, MulHomClass F A B`, and `abbrev
    # NonUnitalAlgHomClass (F : Type*) (R A B : outParam Type*) … :=
    # NonUnitalAlgSemiHomClass F (MonoidHom.id R) A B`
    "NonUnitalAlgSemiHomClass": ("iooo", "Mathlib/Algebra/Algebra/NonUnitalHom.lean"),
    "NonUnitalAlgHomClass": ("iooo", "Mathlib/Algebra/Algebra/NonUnitalHom.lean"),
    # `class RelHomClass (F : Type*) {α β : outParam Type*} (r : outParam <| α → α → Prop)
    # (s : outParam <| β → β → Prop)`, `abbrev OrderHomClass (F : Type*) (α β : outParam
    # Type*) … := RelHomClass F ((· ≤ ·) : α → α → Prop) ((· ≤ ·) : β → β → Prop)`
    "RelHomClass": ("ioo", "Mathlib/Order/RelIso/Basic.lean"),
    "OrderHomClass": ("ioo", "Mathlib/Order/Hom/Basic.lean"),
}


#: Classes on one carrier type (`class C (α : Type*) … extends P₁ α, P₂ α`): the carrier is
#: their only explicit parameter, not an outParam, and every parent is applied to the carrier
#: alone and is such a class itself (or a Lean core one: `Mul`, `Add`, `LE`, `LT`, `Min`, `Max`,
#: `Ord`, `One`, `Zero`…, none with an outParam). So a local instance of one is used only for a
#: goal that already names the carrier: its one letter is `i` (`input_letters`). Not put in
#: `OUTPARAM_FREE`, which would need every ancestor read; a one-parameter binder links nothing,
#: so only the inputs test reads this. Each `class` command read at Mathlib v4.19.0:
#: Algebra/Group/Defs.lean (`class AddMonoid (M : Type u) extends AddSemigroup M, AddZeroClass
#: M`, `Monoid`, `MulOneClass (M) extends One M, Mul M`, `AddCommMonoid (M) extends AddMonoid M,
#: AddCommSemigroup M`, `CommMonoid`, `Group (G) extends DivInvMonoid G`, `AddGroup (A) extends
#: SubNegMonoid A`, `AddCommGroup (G) extends AddGroup G, AddCommMonoid G`, `CommGroup`);
#: Algebra/Ring/Defs.lean (`NonUnitalNonAssocSemiring (α) extends AddCommMonoid α, Distrib α,
#: MulZeroClass α`, `NonUnitalSemiring`, `NonAssocSemiring`, `NonUnitalRing`, `Semiring (α)
#: extends NonUnitalSemiring α, NonAssocSemiring α, MonoidWithZero α`, `Ring (R) extends Semiring
#: R, AddCommGroup R, AddGroupWithOne R`, `CommSemiring`, `NonUnitalCommRing`, `CommRing (α)
#: extends Ring α, CommMonoid α`); Algebra/Field/Defs.lean (`DivisionRing (K) extends Ring K,
#: DivInvMonoid K, Nontrivial K, NNRatCast K, RatCast K`, `Semifield`, `Field (K) extends CommRing
#: K, DivisionRing K`); Data/Nat/Cast/Defs.lean `AddMonoidWithOne (R) extends NatCast R,
#: AddMonoid R, One R`; Data/Int/Cast/Defs.lean `AddGroupWithOne`; Logic/Nontrivial/Defs.lean
#: `Nontrivial (α : Type*) : Prop`; Order/Defs/PartialOrder.lean `Preorder (α) extends LE α, LT
#: α`, `PartialOrder (α) extends Preorder α`; Order/Defs/LinearOrder.lean `LinearOrder (α)
#: extends PartialOrder α, Min α, Max α, Ord α`; Order/Lattice.lean `Lattice (α) extends
#: SemilatticeSup α, SemilatticeInf α`; Topology/UniformSpace/Defs.lean `UniformSpace (α)
#: extends TopologicalSpace α`; Topology/UniformSpace/Cauchy.lean `CompleteSpace (α : Type u)
#: [UniformSpace α] : Prop`; Topology/MetricSpace/Pseudo/Defs.lean `PseudoMetricSpace (α : Type
#: u) : Type u extends Dist α`; Topology/MetricSpace/Defs.lean `MetricSpace (α) extends
#: PseudoMetricSpace α`; Analysis/Normed/Group/Basic.lean `SeminormedAddCommGroup (E) extends
#: Norm E, AddCommGroup E, PseudoMetricSpace E`, `NormedAddCommGroup (E) extends Norm E,
#: AddCommGroup E, MetricSpace E`; Analysis/Normed/Ring/Basic.lean `SeminormedRing (α) extends
#: Norm α, Ring α, PseudoMetricSpace α`, `NormedRing`, `NormedCommRing (α) extends NormedRing α,
#: CommRing α`; Analysis/Normed/Field/Basic.lean `NormedField (α) extends Norm α, Field α,
#: MetricSpace α`, `NontriviallyNormedField (α) extends NormedField α`, `DenselyNormedField`;
#: Algebra/Star/Basic.lean `StarAddMonoid (R) [AddMonoid R] extends InvolutiveStar R`, `StarRing
#: (R) [NonUnitalNonAssocSemiring R] extends StarMul R`; Algebra/Group/Defs.lean:822,864
#: `DivInvMonoid (G : Type u) extends Monoid G, Inv G, Div G`, `SubNegMonoid (G) extends AddMonoid
#: G, Neg G, Sub G` (`class Inv (α : Type u)`, Algebra/Notation/Defs.lean:143; `Div`, `Neg`,
#: `Sub` Lean core).
CARRIER_CLASSES = frozenset({
    "DivInvMonoid", "SubNegMonoid",
    "AddMonoid", "Monoid", "MulOneClass", "AddCommMonoid", "CommMonoid", "Group", "AddGroup",
    "AddCommGroup", "CommGroup", "NonUnitalNonAssocSemiring", "NonUnitalSemiring",
    "NonAssocSemiring", "NonUnitalRing", "Semiring", "Ring", "CommSemiring", "NonUnitalCommRing",
    "CommRing", "DivisionRing", "Semifield", "Field", "AddMonoidWithOne", "AddGroupWithOne",
    "Nontrivial", "Preorder", "PartialOrder", "LinearOrder", "Lattice", "UniformSpace",
    "CompleteSpace", "PseudoMetricSpace", "MetricSpace", "SeminormedAddCommGroup",
    "NormedAddCommGroup", "SeminormedRing", "NormedRing", "NormedCommRing", "NormedField",
    "NontriviallyNormedField", "DenselyNormedField", "StarAddMonoid", "StarRing",
})


def outparam_free(name: str, index: Any = None) -> bool:
    """Has class `name`, and every ancestor through `extends`, no outParam? Read from the
    class's own command where the index scanned it (`index_scan`: a user's Mathlib), else from
    the table; a class neither knows is not."""
    seen: set[str] = set()
    todo = [name]
    while todo:
        c = todo.pop()
        if c in seen:
            continue
        parents = _parents(c, index)
        if parents is None:
            return False
        seen.add(c)
        todo.extend(parents)
    return True


def input_letters(name: str, arity: int, index: Any = None) -> str | None:
    """For each of `arity` explicit arguments of class `name`, `i` when typeclass resolution
    can use a local instance of the class only for a goal that already has that argument,
    `o` otherwise; None for a class neither the index nor the tables know (or an arity the
    table does not give). Every parameter of an outParam-free class is an input. A class
    the index read with an outParam takes the table's letters (the index does not record
    where the outParam is). A carrier class (`CARRIER_CLASSES`) on its one argument: `i`."""
    if outparam_free(name, index) or name in CARRIER_CLASSES and arity == 1:
        return "i" * arity
    entry = INPUTS.get(name)
    if entry is None:   # Lean core's `Decidable`…, classes `INPUTS`' source test cannot read
        from forminv_lean.formalise.class_inputs_r26 import table_input_letters

        return table_input_letters(name, arity)
    return entry[0] if len(entry[0]) == arity else None


def _parents(name: str, index: Any) -> list[str] | None:
    """The classes `name` extends, or None when it has an outParam or is not known."""
    sigs = getattr(index, "class_signatures", None) or {}
    if name in sigs:
        outparam, written, namespace = sigs[name]
        if outparam:
            return None
        out: list[str] = []
        for ident in written:   # resolved where the class was declared
            found = index.resolve(ident, namespace, ())
            if not found or len(found) != 1:
                return None
            out.append(found[0])
        return out
    entry = OUTPARAM_FREE.get(name)
    return list(entry[0]) if entry is not None else None


#: `∀ i, ` / `∀ (i : ι) (j : κ), ` / `(i : ι) → ` in front of a class: the instance is a
#: family, resolved at each index like the class itself.
_PI_PREFIX = re.compile(r"^(?:∀[^,]*,\s*|\([^()]*\)\s*→\s*)*")


def class_head(ty: str) -> str | None:
    """The class identifier an instance binder's type applies (`@`, universes and a ∀/Π
    prefix removed): `Module` of `∀ i, @Module.{u} R (M i) _ _`; None when the type does not
    start with an identifier (`(F.obj X).PreservesZeroMorphisms`)."""
    t = _PI_PREFIX.sub("", " ".join(ty.split())).lstrip("@")
    t = re.sub(r"\.\{[^{}]*\}", "", t)
    m = IDENT.match(t)
    if m is None:
        return None
    rest = t[m.end():]
    return m.group(0) if not rest or rest[0] in " ()" else None
