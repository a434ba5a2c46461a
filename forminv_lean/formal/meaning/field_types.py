"""Types written with generalised field notation on a term: `G.Walk u v` with `G : SimpleGraph V`
is `SimpleGraph.Walk G u v` (Lean resolves `G.Walk` in the namespace of the head of `G`'s type
and passes `G` as the first explicit argument of that namespace's type).

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
})
