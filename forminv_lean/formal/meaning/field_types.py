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
})
