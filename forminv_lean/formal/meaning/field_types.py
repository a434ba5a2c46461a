"""Types written with generalised field notation on a term: `G.Walk u v` with `G : SimpleGraph V`
is `SimpleGraph.Walk G u v` (Lean resolves `G.Walk` in the namespace of the head of `G`'s type
and passes `G` as the first explicit argument of that namespace's type).

Lean passes the object as the first explicit argument *whose type's head is that namespace*
(`elabAppLValsAux`), which is not always the first explicit one: `X.Presheaf C` with `X : TopCat`
is `TopCat.Presheaf C X` (`variable (C)` comes first). `FIELD_TYPE_AT` gives that argument's
position among the explicit ones where it is not 0.

Only declarations confirmed at Mathlib v4.19.0 to be *types* (an `inductive`/`structure` with no
`Prop` sort, or a `def`/`abbrev` whose value is a type) whose first explicit argument is the
object are listed; anything else written so (`G.Adj u v` and `c.Rel i j` are propositions) is
refused. Each entry names its file and declaration with the `variable` lines that make the
object explicit.
"""

from __future__ import annotations

FIELD_TYPES: frozenset[str] = frozenset({
    # Mathlib/Combinatorics/SimpleGraph/Walk.lean: `variable (G : SimpleGraph V)`,
    # `inductive Walk : V → V → Type u`
    "SimpleGraph.Walk",
    # Mathlib/Algebra/Homology/Embedding/Basic.lean: `variable (c : ComplexShape ι) (c' :
    # ComplexShape ι')`, `structure Embedding where f : ι → ι' …`
    "ComplexShape.Embedding",
    # Mathlib/ModelTheory/Syntax.lean: `variable (L : Language.{u, v})`, `inductive Term (α :
    # Type u') : Type max u u'`; `variable (L) (α)`, `inductive BoundedFormula : ℕ → Type max u
    # v u'`, `abbrev Formula := L.BoundedFormula α 0`
    "FirstOrder.Language.Term", "FirstOrder.Language.BoundedFormula",
    "FirstOrder.Language.Formula",
    # Mathlib/ModelTheory/Substructures.lean: `variable (L) (M)`, `structure Substructure where`;
    # Mathlib/ModelTheory/ElementarySubstructures.lean: `variable (L M)`, `structure
    # ElementarySubstructure where`
    "FirstOrder.Language.Substructure", "FirstOrder.Language.ElementarySubstructure",
    # Mathlib/CategoryTheory/Sites/Grothendieck.lean: `variable (J : GrothendieckTopology C)`,
    # `def Cover (X : C) : Type max u v`
    "CategoryTheory.GrothendieckTopology.Cover",
    # Mathlib/Algebra/Module/Presentation/Basic.lean: `variable {A} (relations : Relations A)`,
    # `variable (M : Type v) [AddCommGroup M] [Module A M]`, `structure Solution where`
    "Module.Relations.Solution",
    # round 18 (`X.T … — X.T is not a type`, by count), each read at v4.19.0 with the
    # `variable` lines that make the object the first explicit argument:
    # Mathlib/CategoryTheory/Localization/CalculusOfFractions.lean:31 `variable {C D : Type*}`,
    # :39 `structure LeftFraction (W : MorphismProperty C) (X Y : C)`, :106 `structure
    # RightFraction (W : MorphismProperty C) (X Y : C)` (namespace CategoryTheory.MorphismProperty)
    "CategoryTheory.MorphismProperty.LeftFraction",
    "CategoryTheory.MorphismProperty.RightFraction",
    # Mathlib/Combinatorics/SimpleGraph/Ends/Defs.lean:20 `variable {V} (G : SimpleGraph V) (K L
    # M : Set V)`, :25 `abbrev ComponentCompl := (G.induce Kᶜ).ConnectedComponent`;
    # Coloring.lean:64 `variable {V} (G : SimpleGraph V)`, :68 `abbrev Coloring (α : Type v) :=
    # G →g (⊤ : SimpleGraph α)`; Path.lean:68 `variable (G : SimpleGraph V)` (the `{G}` of :72 is
    # closed by `end Walk`, :481), :486 `abbrev Path (u v : V) := { p : G.Walk u v // p.IsPath }`
    "SimpleGraph.ComponentCompl", "SimpleGraph.Coloring", "SimpleGraph.Path",
    # Mathlib/ModelTheory/Definability.lean:276 `variable (L : FirstOrder.Language.{u, v}) {M}
    # [L.Structure M] (A : Set M) (α : Type u₁)`, :280 `def DefinableSet := { s : Set (α → M) //
    # A.Definable L s }`
    "FirstOrder.Language.DefinableSet",
    # Mathlib/GroupTheory/MonoidLocalization/Basic.lean:83 `variable {M} [AddCommMonoid M] (S :
    # AddSubmonoid M) (N : Type*)`, :87 `structure LocalizationMap extends AddMonoidHom M N`;
    # :103 `variable {M} [CommMonoid M] (S : Submonoid M) (N : Type*)`, :110 the same in Submonoid
    "Submonoid.LocalizationMap", "AddSubmonoid.LocalizationMap",
    # Mathlib/RingTheory/Filtration.lean:39 `variable {R M : Type*} … (I : Ideal R)`, :48
    # `structure Ideal.Filtration (M : Type*) [AddCommGroup M] [Module R M]`
    "Ideal.Filtration",
    # Mathlib/CategoryTheory/Sites/OneHypercover.lean:31 `variable {C : Type u} [Category.{v} C]
    # …`, :146 `variable (J : GrothendieckTopology C)`, :151 `structure OneHypercover (S : C)`
    "CategoryTheory.GrothendieckTopology.OneHypercover",
    # Mathlib/CategoryTheory/Localization/Resolution.lean:45 `variable {C₁ C₂ …} {W₁ :
    # MorphismProperty C₁} {W₂ : …}`, :50 `variable (Φ : LocalizerMorphism W₁ W₂)`, :54 `structure
    # RightResolution (X₂ : C₂)`, :63 `structure LeftResolution (X₂ : C₂)`
    "CategoryTheory.LocalizerMorphism.RightResolution",
    "CategoryTheory.LocalizerMorphism.LeftResolution",
    # Mathlib/LinearAlgebra/QuadraticForm/IsometryEquiv.lean:24 `variable {ι R K M M₁ M₂ M₃ V N :
    # Type*}`, :37 `structure IsometryEquiv (Q₁ : QuadraticMap R M₁ N) (Q₂ : QuadraticMap R M₂
    # N)` (namespace QuadraticMap)
    "QuadraticMap.IsometryEquiv",
    # Mathlib/GroupTheory/GroupExtension/Defs.lean:86 `variable … (S : AddGroupExtension N E G)`,
    # :91 `structure Equiv {E'} [AddGroup E'] (S' : AddGroupExtension N E' G)`; :114 `variable …
    # (S : GroupExtension N E G)`, :152 `structure Equiv {E'} [Group E'] (S' : GroupExtension N
    # E' G)`, :237 `structure Section` (`@[to_additive]`)
    "AddGroupExtension.Equiv", "GroupExtension.Equiv", "GroupExtension.Section",
    "AddGroupExtension.Section",
    # Mathlib/MeasureTheory/Measure/Typeclasses/Finite.lean:261 `structure FiniteSpanningSetsIn
    # {m0 : MeasurableSpace α} (μ : Measure α) (C : Set (Set α))` (namespace
    # MeasureTheory.Measure)
    "MeasureTheory.Measure.FiniteSpanningSetsIn",
    # round 21 (`X.T … — X.T is not a type`, by whole-corpus count), each read at v4.19.0:
    # Mathlib/AlgebraicGeometry/Scheme.lean:60 `structure Hom (X Y : Scheme)` (namespace
    # AlgebraicGeometry.Scheme, :36,:51); RationalMap.lean:43 `structure PartialMap (X Y :
    # Scheme.{u})` (namespace AlgebraicGeometry.Scheme, :37)
    "AlgebraicGeometry.Scheme.Hom", "AlgebraicGeometry.Scheme.PartialMap",
    # Mathlib/ModelTheory/Basic.lean:55 `structure Language where Functions : ℕ → Type u`
    # (:57), `Relations : ℕ → Type v` (:59): a field's projection takes the structure first
    # (namespace FirstOrder, :46)
    "FirstOrder.Language.Functions", "FirstOrder.Language.Relations",
    # Mathlib/CategoryTheory/SmallObject/Iteration/Basic.lean:138 `variable (Φ : SuccStruct
    # C)` (namespace CategoryTheory.SmallObject.SuccStruct, :68,:72,:128; `{C} {J}` implicit
    # :74), :238 `structure Iteration [WellFoundedLT J] (j : J)`
    "CategoryTheory.SmallObject.SuccStruct.Iteration",
    # the four below take the object after another explicit argument (`FIELD_TYPE_AT`)
    "TopCat.Presheaf", "TopCat.Sheaf", "CategoryTheory.MorphismProperty.Comma",
    "RootPairing.RootPositiveForm", "AlgebraicGeometry.Scheme.Cover",
})

#: Position of the object among the explicit arguments, where it is not the first.
FIELD_TYPE_AT: dict[str, int] = {
    # Mathlib/Topology/Sheaves/Presheaf.lean:35 `variable (C : Type u) [Category.{v} C]`, :41
    # `def Presheaf (X : TopCat.{w}) : Type max u v w` (namespace TopCat, :37)
    "TopCat.Presheaf": 1,
    # Mathlib/Topology/Sheaves/Sheaf.lean:37 `variable {C : Type u} [Category.{v} C]`, :38
    # `variable {X : TopCat.{w}} …`, :99 `variable (C X)`, :104 `nonrec def Sheaf : Type max u v
    # w` (namespace TopCat, :35)
    "TopCat.Sheaf": 1,
    # Mathlib/CategoryTheory/MorphismProperty/Comma.lean:41 `variable {A …} {B …} {T …} (L : A ⥤
    # T) (R : B ⥤ T)`, :53 `variable (P : MorphismProperty T) (Q …) (W …)`, :59 `protected
    # structure Comma (Q : MorphismProperty A) (W : MorphismProperty B) extends Comma L R`
    # (namespace CategoryTheory.MorphismProperty, :35): `P.Comma L R Q W` is `Comma L R P Q W`
    "CategoryTheory.MorphismProperty.Comma": 2,
    # Mathlib/LinearAlgebra/RootSystem/RootPositive.lean:40 `variable {ι R S M N : Type*} …`,
    # :102 `variable (S) in`, :105 `structure RootPositiveForm (P : RootPairing ι R M N)
    # [P.IsValuedIn S]` (namespace RootPairing, :44): `P.RootPositiveForm S` is `… S P`
    "RootPairing.RootPositiveForm": 1,
    # Mathlib/AlgebraicGeometry/Cover/MorphismProperty.lean:50 `structure Cover (P :
    # MorphismProperty Scheme.{u}) (X : Scheme.{u})` (namespace AlgebraicGeometry.Scheme,
    # :33,:35): `X.Cover P` is `Cover P X`
    "AlgebraicGeometry.Scheme.Cover": 1,
}
