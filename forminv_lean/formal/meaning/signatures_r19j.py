"""Declared signatures of category-theory constants (round 19), each cited from its declaration
at Mathlib v4.19.0 (file:line, with the section `variable`s it uses).

Chosen by how many whole-corpus theorems an application of the constant with no declared type
blocked (`the type of … is not known here (?F(…))`, `type mismatch: T and ?F(…)`). Two tables,
in the formats of `signatures_r17c`:

* `SIGNATURES` (`opaque.SIGNATURES`' format; `α β` the declaration's type parameters, here
  categories, `Type α` an explicit one), for constants whose types mention only categories;
* `MORPHISMS` (`signatures_r17c.MORPHISMS`' format, merged into `elaborate_category
  .MORPHISMS`), for constants whose types mention objects and morphisms. A result may be a
  type written over the binders (`CategoryTheory.Subobject X`), elaborated as a binder's type
  written so is, once the binders are read off the arguments.

Left out on purpose: constants whose implicit objects no explicit argument fixes (`prod.fst`,
`coprod.inl`, `biprod.inl`: Lean fixes them by unification with the neighbour, which the
checker does not read), results in a universe no argument fixes (`uliftFunctor`,
`ModuleCat.restrictScalars`, `Functor.const`), and results whose type names a term the
format cannot bind (`Sheaf.val`, `Scheme.presheaf`, `HomologicalComplex.single`).
"""

from __future__ import annotations

_F = "CategoryTheory.Functor"
_SC = "CategoryTheory.ShortComplex"

SIGNATURES: dict[str, tuple[str, ...]] = {
    # CategoryTheory/Shift/Basic.lean:167 `def shiftFunctor (i : A) : C ⥤ C` (`variable (A C)`
    # :54 in `section Defs` :52, `[HasShift C A]` :154, `variable {A}` :162: `C` explicit)
    "CategoryTheory.shiftFunctor": ("Type α", "β", f"{_F} α α"),
    # CategoryTheory/Products/Basic.lean (namespace Prod :107, `variable (C : Type u₁)
    # [Category.{v₁} C] (D : Type u₂) [Category.{v₂} D]` :128): :132 `def fst : C × D ⥤ C`,
    # :138 `def snd : C × D ⥤ D`
    "CategoryTheory.Prod.fst": ("Type α", "Type β", f"{_F} (α × β) α"),
    "CategoryTheory.Prod.snd": ("Type α", "Type β", f"{_F} (α × β) β"),
    # CategoryTheory/MorphismProperty/Basic.lean:209 `def isomorphisms : MorphismProperty C`
    # (`variable (C)` :206)
    "CategoryTheory.MorphismProperty.isomorphisms": (
        "Type α", "CategoryTheory.MorphismProperty α"),
    # Algebra/Homology/ShortComplex/Basic.lean (namespace ShortComplex :43, `variable (S :
    # ShortComplex C)` :67): :221 `def op : ShortComplex Cᵒᵖ`, :242 `def unop (S : ShortComplex
    # Cᵒᵖ) : ShortComplex C`
    "CategoryTheory.ShortComplex.op": (
        "CategoryTheory.ShortComplex α", "CategoryTheory.ShortComplex (Opposite α)"),
    "CategoryTheory.ShortComplex.unop": (
        "CategoryTheory.ShortComplex (Opposite α)", "CategoryTheory.ShortComplex α"),
}

#: name -> (binders, result), as `signatures_r17c.MORPHISMS`.
MORPHISMS: dict[str, tuple[tuple[str, ...], str]] = {
    # CategoryTheory/Subobject/Basic.lean:108 `def mk {X A : C} (f : A ⟶ X) [Mono f] :
    # Subobject X` (`variable {C : Type u₁} [Category.{v₁} C]` :81, namespace Subobject :103)
    "CategoryTheory.Subobject.mk": (("(f : A ⟶ X)",), "CategoryTheory.Subobject X"),
    # AlgebraicGeometry/Scheme.lean:370 `def Spec.map {R S : CommRingCat} (f : R ⟶ S) : Spec S
    # ⟶ Spec R` (:360 `def Spec (R : CommRingCat) : Scheme`)
    "AlgebraicGeometry.Spec.map": (("(f : R ⟶ S)",),
                                   "AlgebraicGeometry.Spec S ⟶ AlgebraicGeometry.Spec R"),
    # Algebra/Homology/ShortComplex/Basic.lean:226 `def opMap (φ : S₁ ⟶ S₂) : S₂.op ⟶ S₁.op`
    # (`variable … {S₁ S₂ S₃ : ShortComplex C}` :67, namespace ShortComplex)
    # (`S.op` written as the application `ShortComplex.op S`, as a statement's `S.op` is read)
    f"{_SC}.opMap": (("(φ : S₁ ⟶ S₂)",), f"{_SC}.op S₂ ⟶ {_SC}.op S₁"),
}
