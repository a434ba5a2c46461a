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

A third table, `IMPLICIT`, declares the morphisms with no explicit argument whose objects are
all implicit (`prod.fst : X ⨯ Y ⟶ X`): Lean fixes them by unifying the declared type with the
type the composite `≫` gives where the constant stands, and `elaborate_category` reads that
unification first-order only, from the neighbour in the composite (`a ≫ prod.fst`: the source
is `a`'s target; `coprod.inl ≫ b`: the target is `b`'s source); where that fixes not every
object the constant keeps an unknown type, as before.

Left out on purpose: results in a universe no argument fixes (`uliftFunctor`,
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
    # CategoryTheory/Adjunction/Basic.lean:99-103 `structure Adjunction (F : C ⥤ D) (G : D ⥤
    # C) where unit : 𝟭 C ⟶ F.comp G`, `counit : G.comp F ⟶ 𝟭 D` (`variable {C : Type u₁}
    # [Category.{v₁} C] {D : Type u₂} [Category.{v₂} D]` :83; `F ⊣ G` is `Adjunction F G`)
    "CategoryTheory.Adjunction.unit": (
        ("{F : C ⥤ D}", "{G : D ⥤ C}", "(adj : CategoryTheory.Adjunction F G)"),
        "CategoryTheory.Functor.id C ⟶ F ⋙ G"),
    "CategoryTheory.Adjunction.counit": (
        ("{F : C ⥤ D}", "{G : D ⥤ C}", "(adj : CategoryTheory.Adjunction F G)"),
        "G ⋙ F ⟶ CategoryTheory.Functor.id D"),
}

_L = "CategoryTheory.Limits."

#: name -> (binders, result), as `MORPHISMS`; every object implicit (no explicit argument).
IMPLICIT: dict[str, tuple[tuple[str, ...], str]] = {
    # CategoryTheory/Limits/Shapes/BinaryProducts.lean (`X ⨯ Y` is `prod X Y` :503, `X ⨿ Y`
    # `coprod X Y` :506): :509 `abbrev prod.fst {X Y : C} [HasBinaryProduct X Y] : X ⨯ Y ⟶
    # X`, :513 `abbrev prod.snd … : X ⨯ Y ⟶ Y`, :517 `abbrev coprod.inl {X Y : C}
    # [HasBinaryCoproduct X Y] : X ⟶ X ⨿ Y`, :521 `abbrev coprod.inr … : Y ⟶ X ⨿ Y`
    f"{_L}prod.fst": (("{X Y : C}",), f"{_L}prod X Y ⟶ X"),
    f"{_L}prod.snd": (("{X Y : C}",), f"{_L}prod X Y ⟶ Y"),
    f"{_L}coprod.inl": (("{X Y : C}",), f"X ⟶ {_L}coprod X Y"),
    f"{_L}coprod.inr": (("{X Y : C}",), f"Y ⟶ {_L}coprod X Y"),
    # CategoryTheory/Limits/Shapes/BinaryBiproducts.lean (`X ⊞ Y` is `biprod X Y` :406): :409
    # `abbrev biprod.fst {X Y : C} [HasBinaryBiproduct X Y] : X ⊞ Y ⟶ X`, :413 `biprod.snd : X
    # ⊞ Y ⟶ Y`, :417 `biprod.inl : X ⟶ X ⊞ Y`, :421 `biprod.inr : Y ⟶ X ⊞ Y`
    f"{_L}biprod.fst": (("{X Y : C}",), f"{_L}biprod X Y ⟶ X"),
    f"{_L}biprod.snd": (("{X Y : C}",), f"{_L}biprod X Y ⟶ Y"),
    f"{_L}biprod.inl": (("{X Y : C}",), f"X ⟶ {_L}biprod X Y"),
    f"{_L}biprod.inr": (("{X Y : C}",), f"Y ⟶ {_L}biprod X Y"),
}
