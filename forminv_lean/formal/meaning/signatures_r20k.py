"""Declared signatures of category-theory and homological-algebra constants (round 20), each
cited from its declaration at Mathlib v4.19.0 (file:line, with the section `variable`s it uses).

Same format and rules as `signatures_r19j.SIGNATURES` (`opaque.SIGNATURES`' format: explicit
arguments in order, then the result; `α β` the declaration's type parameters, here categories
or index types, `Type α` an explicit one), merged into `opaque.SIGNATURES`. Chosen by how many
whole-corpus theorems in category theory, algebraic geometry and homological algebra an
application of the constant with no declared type blocked (`/work/runs/r20/sigK_heads2.py`:
`the type of … is not known here (?F(…))`, `… is fixed by F's domain, which is not known here`).

Left out on purpose (the format cannot say them exactly): fields Lean reaches through a parent
structure (`B.X` for `B : Grp_ C` is `B.toMon_.X`: there is no `Grp_.X`), results in a universe
no argument fixes (`forget C : C ⥤ Type w`, `Functor.const`), and declarations whose argument or
result type names a term (`Sheaf.val (F : Sheaf J A) : Cᵒᵖ ⥤ A`, `HomologicalComplex.single V c
j`, `Opens.map f`, `LocalizerMorphism.functor`).

Left out after measuring (whole-corpus rows naming them, `/work/runs/r20/sigK_probe2.py`):
`MorphismProperty.rlp`, `llp` (LiftingProperty.lean:31, :36), with `pushouts` and `retracts`: +14
renderings, −12, each lost one's partner (`coproducts.{w}`, `colimitsOfShape`,
`transfiniteCompositions`, in a universe no argument fixes) keeping an unknown type.
"""

from __future__ import annotations

_F = "CategoryTheory.Functor"

SIGNATURES: dict[str, tuple[str, ...]] = {
    # Algebra/Homology/ComplexShape.lean:58,61 `structure ComplexShape (ι : Type*) where … Rel
    # : ι → ι → Prop` (the projection `ComplexShape.Rel (c : ComplexShape ι) : ι → ι → Prop`;
    # `c.Rel i j` in a statement)
    "ComplexShape.Rel": ("ComplexShape α", "α", "α", "Prop"),
    # CategoryTheory/Monoidal/Mon_.lean (`variable {C : Type u₁} [Category.{v₁} C]
    # [MonoidalCategory.{v₁} C]` :26, `variable (C)` :86): :92,94 `structure Mon_ where X : C`
    # (the projection `Mon_.X (M : Mon_ C) : C`, an object of `C`)
    "Mon_.X": ("Mon_ α", "α"),
    # CategoryTheory/Sums/Basic.lean (namespace Sum :82, `variable (C : Type u₁) [Category.{v₁}
    # C] (D : Type u₂) [Category.{v₂} D]` :84): :89 `def inl_ : C ⥤ C ⊕ D`, :95 `def inr_ : D ⥤
    # C ⊕ D`
    "CategoryTheory.Sum.inl_": ("Type α", "Type β", f"{_F} α (Sum α β)"),
    "CategoryTheory.Sum.inr_": ("Type α", "Type β", f"{_F} β (Sum α β)"),
    # CategoryTheory/Join/Basic.lean:43 `inductive Join (C : Type u₁) [Category.{v₁} C] (D :
    # Type u₂) [Category.{v₂} D]` (`C ⋆ D`, scoped notation :51), namespace Join :49, `variable
    # (C : Type u₁) [Category.{v₁} C] (D : Type u₂) [Category.{v₂} D]` :53 (the `{C D}` of :57
    # closes with `section CategoryStructure` :103): :112 `def inclLeft : C ⥤ C ⋆ D`, :121 `def
    # inclRight : D ⥤ C ⋆ D`
    "CategoryTheory.Join.inclLeft": ("Type α", "Type β", f"{_F} α (CategoryTheory.Join α β)"),
    "CategoryTheory.Join.inclRight": ("Type α", "Type β", f"{_F} β (CategoryTheory.Join α β)"),
    # CategoryTheory/Whiskering.lean (`variable {C : Type u₁} [Category.{v₁} C] {D : Type u₂}
    # [Category.{v₂} D] {E : Type u₃} [Category.{v₃} E]` :35, `variable (C D E)` :67): :75 `def
    # whiskeringLeft : (C ⥤ D) ⥤ (D ⥤ E) ⥤ C ⥤ E`, :91 `def whiskeringRight : (D ⥤ E) ⥤ (C ⥤
    # D) ⥤ C ⥤ E`
    "CategoryTheory.whiskeringLeft": (
        "Type α", "Type β", "Type γ", f"{_F} ({_F} α β) ({_F} ({_F} β γ) ({_F} α γ))"),
    "CategoryTheory.whiskeringRight": (
        "Type α", "Type β", "Type γ", f"{_F} ({_F} β γ) ({_F} ({_F} α β) ({_F} α γ))"),
    # CategoryTheory/ConcreteCategory/Basic.lean:169 `abbrev forget₂ (C : Type u) (D : Type u')
    # [Category.{v} C] [HasForget.{w} C] [Category.{v'} D] [HasForget.{w} D] [HasForget₂ C D] :
    # C ⥤ D`
    "CategoryTheory.forget₂": ("Type α", "Type β", f"{_F} α β"),
    # CategoryTheory/Closed/Monoidal.lean (`variable {C : Type u} [Category.{v} C]
    # [MonoidalCategory.{v} C]` :45, `variable (A B : C)` :63, `[Closed A]` :64): :68 `def ihom
    # : C ⥤ C` (an object `A` of `C` explicit, the functor `ihom A` on its category)
    "CategoryTheory.ihom": ("α", f"{_F} α α"),
    # CategoryTheory/MorphismProperty/Basic.lean (`variable (C)` :206, beside `isomorphisms`
    # :209 in `signatures_r19j`): :212 `def monomorphisms : MorphismProperty C`, :215 `def
    # epimorphisms : MorphismProperty C`
    "CategoryTheory.MorphismProperty.monomorphisms": (
        "Type α", "CategoryTheory.MorphismProperty α"),
    "CategoryTheory.MorphismProperty.epimorphisms": (
        "Type α", "CategoryTheory.MorphismProperty α"),
}

_L = "CategoryTheory.Limits."
_T = "CategoryTheory.MonoidalCategoryStruct.tensorObj"
_ADJ = "CategoryTheory.Adjunction"

#: name -> (binders, result), in `signatures_r17c.MORPHISMS`' format (merged into
#: `elaborate_category.MORPHISMS`): constants whose types mention objects and morphisms.
MORPHISMS: dict[str, tuple[tuple[str, ...], str]] = {
    # CategoryTheory/Adjunction/Unique.lean (`variable {C D : Type*} [Category C] [Category D]`
    # :24, namespace CategoryTheory.Adjunction :26; `F ⊣ G` is `Adjunction F G`): :32 `def
    # leftAdjointUniq {F F' : C ⥤ D} {G : D ⥤ C} (adj1 : F ⊣ G) (adj2 : F' ⊣ G) : F ≅ F'`, :95
    # `def rightAdjointUniq {F : C ⥤ D} {G G' : D ⥤ C} (adj1 : F ⊣ G) (adj2 : F ⊣ G') : G ≅ G'`
    f"{_ADJ}.leftAdjointUniq": (
        ("{F F' : C ⥤ D}", "{G : D ⥤ C}", f"(adj1 : {_ADJ} F G)", f"(adj2 : {_ADJ} F' G)"),
        "F ≅ F'"),
    f"{_ADJ}.rightAdjointUniq": (
        ("{F : C ⥤ D}", "{G G' : D ⥤ C}", f"(adj1 : {_ADJ} F G)", f"(adj2 : {_ADJ} F G')"),
        "G ≅ G'"),
    # CategoryTheory/ChosenFiniteProducts.lean (`variable {C : Type u} [Category.{v} C]
    # [ChosenFiniteProducts C]` :72, whose monoidal structure gives `⊗`; section
    # ChosenFiniteProductsComparison :339, `variable {D : Type u₁} [Category.{v₁} D]
    # [ChosenFiniteProducts D] (F : C ⥤ D)` :341, `variable (A B : C)` :399): :403 `def
    # prodComparison (A B : C) : F.obj (A ⊗ B) ⟶ F.obj A ⊗ F.obj B`
    "CategoryTheory.ChosenFiniteProducts.prodComparison": (
        ("(F : C ⥤ D)", "(A : C)", "(B : C)"), f"F.obj ({_T} A B) ⟶ {_T} (F.obj A) (F.obj B)"),
    # CategoryTheory/Limits/Shapes/BinaryProducts.lean (`variable {C} {D : Type u₂}
    # [Category.{w} D]` :1058): :1070 `def prodComparison (F : C ⥤ D) (A B : C)
    # [HasBinaryProduct A B] [HasBinaryProduct (F.obj A) (F.obj B)] : F.obj (A ⨯ B) ⟶ F.obj A ⨯
    # F.obj B` (`X ⨯ Y` is `prod X Y`, :503)
    f"{_L}prodComparison": (
        ("(F : C ⥤ D)", "(A : C)", "(B : C)"),
        f"F.obj ({_L}prod A B) ⟶ {_L}prod (F.obj A) (F.obj B)"),
}
