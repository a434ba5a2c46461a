"""Declared signatures of category-theory constants (round 17), each cited from its declaration
at Mathlib v4.19.0 (file:line, with the section `variable`s it uses).

Two tables:

* `SIGNATURES`, in the format of `opaque.SIGNATURES` (explicit arguments in order, then the
  result; `α β γ` the declaration's type parameters, here categories, `Type α` an explicit
  one), for constants whose types mention only categories (`Functor.flip`, `Spec`);
* `MORPHISMS`, for constants whose types mention objects and morphisms, which that format
  cannot say (a morphism's type `X ⟶ Y` depends on the terms `X`, `Y`). Each entry is the
  declaration's binders and result written as in Lean: `{X Y : C}` declares implicit objects
  and the category each lives in (an object not declared lives in `C`), `(f : X ⟶ Z)` an
  explicit morphism, `(e : X ≅ Y)` an isomorphism, `(X : C)` an explicit object, `(F : J ⥤ C)`
  an explicit functor; the result is `A ⟶ B`, `A ≅ B`, a category (an object of it) or `Prop`,
  where `A`, `B` are objects written over the binders' names with constants in full. Instance
  arguments (`[HasPullback f g]`) are left out: Lean finds them. `elaborate_category
  .morphism_call` reads the implicit objects off the explicit arguments' types, as Lean's
  unifier does, and names the result's objects by their text (`meaning/category.py`), so
  `pullback.fst f g` with `f : X ⟶ Z` is a morphism `pullback f g ⟶ X`. An application whose
  arguments do not fit stays uninterpreted, its type unknown, as before.

Left out on purpose: declarations with an argument that is a proof (`pullback.lift h k w`,
`eqToHom p`, `kernel.lift f k h`): the implicit objects they fix through the proof's statement
are not read; with implicit objects no explicit argument fixes (`prod.fst : X ⨯ Y ⟶ X`); and
with objects in a category of types (a morphism there is a function).
"""

from __future__ import annotations

_F = "CategoryTheory.Functor"

SIGNATURES: dict[str, tuple[str, ...]] = {
    # CategoryTheory/Functor/Category.lean:142 `protected def flip (F : C ⥤ D ⥤ E) : D ⥤ C ⥤ E`
    # (namespace Functor :138, categories implicit :34-39)
    f"{_F}.flip": (f"{_F} α ({_F} β γ)", f"{_F} β ({_F} α γ)"),
    # CategoryTheory/Opposites.lean (namespace Functor :154): :213 `protected def leftOp (F : C
    # ⥤ Dᵒᵖ) : Cᵒᵖ ⥤ D`, :222 `protected def rightOp (F : Cᵒᵖ ⥤ D) : C ⥤ Dᵒᵖ`
    f"{_F}.leftOp": (f"{_F} α (Opposite β)", f"{_F} (Opposite α) β"),
    f"{_F}.rightOp": (f"{_F} (Opposite α) β", f"{_F} α (Opposite β)"),
    # CategoryTheory/Products/Basic.lean:186,193 `variable (C : Type u₁) [Category.{v₁} C] (D :
    # Type u₂) [Category.{v₂} D]`, `def evaluation : C ⥤ (C ⥤ D) ⥤ D`
    "CategoryTheory.evaluation": ("Type α", "Type β", f"{_F} α ({_F} ({_F} α β) β)"),
    # CategoryTheory/MorphismProperty/Basic.lean:253 `def isoClosure (P : MorphismProperty C) :
    # MorphismProperty C`
    "CategoryTheory.MorphismProperty.isoClosure": (
        "CategoryTheory.MorphismProperty α", "CategoryTheory.MorphismProperty α"),
    # AlgebraicGeometry/Scheme.lean:360 `def Spec (R : CommRingCat) : Scheme`
    "AlgebraicGeometry.Spec": ("CommRingCat", "AlgebraicGeometry.Scheme"),
    # AlgebraicTopology/SimplexCategory/Defs.lean:54 `def mk (n : ℕ) : SimplexCategory`
    "SimplexCategory.mk": ("ℕ", "SimplexCategory"),
}

_L = "CategoryTheory.Limits."
_M = "CategoryTheory.MonoidalCategoryStruct."
_T = f"{_M}tensorObj"
_U = f"{_M}tensorUnit"

#: name -> (binders, result), as described above.
MORPHISMS: dict[str, tuple[tuple[str, ...], str]] = {
    # CategoryTheory/Limits/Shapes/Pullback/HasPullback.lean (`variable {C : Type u}
    # [Category.{v} C]` :77): :92 `abbrev pullback {X Y Z : C} (f : X ⟶ Z) (g : Y ⟶ Z)
    # [HasPullback f g] := limit (cospan f g)` (an object of `C`), :100 `abbrev pushout {X Y Z
    # : C} (f : X ⟶ Y) (g : X ⟶ Z) [HasPushout f g]`, :108 `pullback.fst … : pullback f g ⟶
    # X`, :112 `pullback.snd … : pullback f g ⟶ Y`, :116 `pushout.inl … : Y ⟶ pushout f g`,
    # :120 `pushout.inr … : Z ⟶ pushout f g`
    f"{_L}pullback": (("(f : X ⟶ Z)", "(g : Y ⟶ Z)"), "C"),
    f"{_L}pushout": (("(f : X ⟶ Y)", "(g : X ⟶ Z)"), "C"),
    f"{_L}pullback.fst": (("(f : X ⟶ Z)", "(g : Y ⟶ Z)"), f"{_L}pullback f g ⟶ X"),
    f"{_L}pullback.snd": (("(f : X ⟶ Z)", "(g : Y ⟶ Z)"), f"{_L}pullback f g ⟶ Y"),
    f"{_L}pushout.inl": (("(f : X ⟶ Y)", "(g : X ⟶ Z)"), f"Y ⟶ {_L}pushout f g"),
    f"{_L}pushout.inr": (("(f : X ⟶ Y)", "(g : X ⟶ Z)"), f"Z ⟶ {_L}pushout f g"),
    # :26 Limits/Shapes/Diagonal.lean (`variable {C : Type*} [Category C] {X Y Z : C}`, namespace
    # pullback, `variable (f : X ⟶ Y) [HasPullback f f]` :32): :35 `abbrev diagonalObj : C`,
    # :39 `def diagonal : X ⟶ diagonalObj f`
    f"{_L}pullback.diagonalObj": (("(f : X ⟶ Y)",), "C"),
    f"{_L}pullback.diagonal": (("(f : X ⟶ Y)",), f"X ⟶ {_L}pullback.diagonalObj f"),
    # HasPullback.lean:443 `variable (f : X ⟶ Z) (g : Y ⟶ Z)`, :452 `def pullbackSymmetry
    # [HasPullback f g] : pullback f g ≅ pullback g f`; :478 `variable (f : X ⟶ Y) (g : X ⟶
    # Z)`, :487 `def pushoutSymmetry [HasPushout f g] : pushout f g ≅ pushout g f`
    f"{_L}pullbackSymmetry": (("(f : X ⟶ Z)", "(g : Y ⟶ Z)"),
                              f"{_L}pullback f g ≅ {_L}pullback g f"),
    f"{_L}pushoutSymmetry": (("(f : X ⟶ Y)", "(g : X ⟶ Z)"),
                             f"{_L}pushout f g ≅ {_L}pushout g f"),
    # Limits/Shapes/Kernels.lean (`variable {C : Type u} [Category.{v} C]` :59, `{X Y : C} (f :
    # X ⟶ Y)` :70; section :257 with `variable [HasKernel f]` :259, section :720 with `variable
    # [HasCokernel f]` :722): :262 `abbrev kernel (f : X ⟶ Y) [HasKernel f] : C`, :266 `abbrev
    # kernel.ι : kernel f ⟶ X`, :725 `abbrev cokernel : C`, :729 `abbrev cokernel.π : Y ⟶
    # cokernel f`
    f"{_L}kernel": (("(f : X ⟶ Y)",), "C"),
    f"{_L}kernel.ι": (("(f : X ⟶ Y)",), f"{_L}kernel f ⟶ X"),
    f"{_L}cokernel": (("(f : X ⟶ Y)",), "C"),
    f"{_L}cokernel.π": (("(f : X ⟶ Y)",), f"Y ⟶ {_L}cokernel f"),
    # Limits/Shapes/Equalizers.lean (`variable {C : Type u} [Category.{v} C]` :176, `{X Y : C}`
    # :177, `{f g : X ⟶ Y}` :267, `variable (f g)` :661): :675 `abbrev equalizer : C`, :680
    # `abbrev equalizer.ι : equalizer f g ⟶ X`, :824 `abbrev coequalizer : C`, :829 `abbrev
    # coequalizer.π : Y ⟶ coequalizer f g`
    f"{_L}equalizer": (("(f : X ⟶ Y)", "(g : X ⟶ Y)"), "C"),
    f"{_L}equalizer.ι": (("(f : X ⟶ Y)", "(g : X ⟶ Y)"), f"{_L}equalizer f g ⟶ X"),
    f"{_L}coequalizer": (("(f : X ⟶ Y)", "(g : X ⟶ Y)"), "C"),
    f"{_L}coequalizer.π": (("(f : X ⟶ Y)", "(g : X ⟶ Y)"), f"Y ⟶ {_L}coequalizer f g"),
    # Limits/Shapes/Images.lean (`variable {C : Type u} [Category.{v} C]` :66, `{X Y : C} (f :
    # X ⟶ Y)` :67, `variable (f)` :220, `[HasImage f]` :262): :274 `def image : C`, :278 `def
    # image.ι : image f ⟶ Y`, :288 `def factorThruImage : X ⟶ image f`
    f"{_L}image": (("(f : X ⟶ Y)",), "C"),
    f"{_L}image.ι": (("(f : X ⟶ Y)",), f"{_L}image f ⟶ Y"),
    f"{_L}factorThruImage": (("(f : X ⟶ Y)",), f"X ⟶ {_L}image f"),
    # Limits/Shapes/BinaryProducts.lean: :494 `abbrev prod (X Y : C) [HasBinaryProduct X Y]`
    # (`X ⨯ Y`), :499 `abbrev coprod (X Y : C)` (`X ⨿ Y`), :554 `abbrev prod.lift {W X Y : C}
    # [HasBinaryProduct X Y] (f : W ⟶ X) (g : W ⟶ Y) : W ⟶ X ⨯ Y`, :564 `abbrev coprod.desc {W
    # X Y : C} … (f : X ⟶ W) (g : Y ⟶ W) : X ⨿ Y ⟶ W`, :623 `def prod.map {W X Y Z : C} … (f :
    # W ⟶ Y) (g : X ⟶ Z) : W ⨯ X ⟶ Y ⨯ Z`, :629 `def coprod.map … : W ⨿ X ⟶ Y ⨿ Z`
    f"{_L}prod": (("(X : C)", "(Y : C)"), "C"),
    f"{_L}coprod": (("(X : C)", "(Y : C)"), "C"),
    f"{_L}prod.lift": (("(f : W ⟶ X)", "(g : W ⟶ Y)"), f"W ⟶ {_L}prod X Y"),
    f"{_L}coprod.desc": (("(f : X ⟶ W)", "(g : Y ⟶ W)"), f"{_L}coprod X Y ⟶ W"),
    f"{_L}prod.map": (("(f : W ⟶ Y)", "(g : X ⟶ Z)"), f"{_L}prod W X ⟶ {_L}prod Y Z"),
    f"{_L}coprod.map": (("(f : W ⟶ Y)", "(g : X ⟶ Z)"), f"{_L}coprod W X ⟶ {_L}coprod Y Z"),
    # Limits/Shapes/BinaryBiproducts.lean: :402 `abbrev biprod (X Y : C)` (`X ⊞ Y`), :460
    # `abbrev biprod.lift {W X Y : C} … (f : W ⟶ X) (g : W ⟶ Y) : W ⟶ X ⊞ Y`, :465 `abbrev
    # biprod.desc {W X Y : C} … (f : X ⟶ W) (g : Y ⟶ W) : X ⊞ Y ⟶ W`, :506 `abbrev biprod.map
    # {W X Y Z : C} … (f : W ⟶ Y) (g : X ⟶ Z) : W ⊞ X ⟶ Y ⊞ Z`
    f"{_L}biprod": (("(X : C)", "(Y : C)"), "C"),
    f"{_L}biprod.lift": (("(f : W ⟶ X)", "(g : W ⟶ Y)"), f"W ⟶ {_L}biprod X Y"),
    f"{_L}biprod.desc": (("(f : X ⟶ W)", "(g : Y ⟶ W)"), f"{_L}biprod X Y ⟶ W"),
    f"{_L}biprod.map": (("(f : W ⟶ Y)", "(g : X ⟶ Z)"), f"{_L}biprod W X ⟶ {_L}biprod Y Z"),
    # Limits/HasLimits.lean (`variable {J : Type u₁} [Category.{v₁} J] … {C : Type u}
    # [Category.{v} C]`): :135 `def limit (F : J ⥤ C) [HasLimit F]` (an object of `C`), :139
    # `def limit.π (F : J ⥤ C) [HasLimit F] (j : J) : limit F ⟶ F.obj j`, :649 `def colimit (F
    # : J ⥤ C) [HasColimit F]`, :653 `def colimit.ι (F : J ⥤ C) [HasColimit F] (j : J) : F.obj
    # j ⟶ colimit F`
    f"{_L}limit": (("(F : J ⥤ C)",), "C"),
    f"{_L}limit.π": (("(F : J ⥤ C)", "(j : J)"), f"{_L}limit F ⟶ F.obj j"),
    f"{_L}colimit": (("(F : J ⥤ C)",), "C"),
    f"{_L}colimit.ι": (("(F : J ⥤ C)", "(j : J)"), f"F.obj j ⟶ {_L}colimit F"),
    # CategoryTheory/Iso.lean:115 `def refl (X : C) : X ≅ X` (`variable {C : Type u}
    # [Category.{v} C]` :63)
    "CategoryTheory.Iso.refl": (("(X : C)",), "X ≅ X"),
    # CategoryTheory/Whiskering.lean (`variable {C : Type u₁} [Category.{v₁} C] {D : Type u₂}
    # [Category.{v₂} D] {E : Type u₃} [Category.{v₃} E]` :35): :42 `def whiskerLeft (F : C ⥤
    # D) {G H : D ⥤ E} (α : G ⟶ H) : F ⋙ G ⟶ F ⋙ H`, :56 `def whiskerRight {G H : C ⥤ D} (α
    # : G ⟶ H) (F : D ⥤ E) : G ⋙ F ⟶ H ⋙ F`, :211 `def isoWhiskerLeft (F : C ⥤ D) {G H : D ⥤
    # E} (α : G ≅ H) : F ⋙ G ≅ F ⋙ H`, :236 `def isoWhiskerRight {G H : C ⥤ D} (α : G ≅ H) (F
    # : D ⥤ E) : G ⋙ F ≅ H ⋙ F`
    "CategoryTheory.whiskerLeft": (("(F : C ⥤ D)", "{G H : D ⥤ E}", "(α : G ⟶ H)"),
                                   "F ⋙ G ⟶ F ⋙ H"),
    "CategoryTheory.whiskerRight": (("{G H : C ⥤ D}", "(α : G ⟶ H)", "(F : D ⥤ E)"),
                                    "G ⋙ F ⟶ H ⋙ F"),
    "CategoryTheory.isoWhiskerLeft": (("(F : C ⥤ D)", "{G H : D ⥤ E}", "(α : G ≅ H)"),
                                      "F ⋙ G ≅ F ⋙ H"),
    "CategoryTheory.isoWhiskerRight": (("{G H : C ⥤ D}", "(α : G ≅ H)", "(F : D ⥤ E)"),
                                       "G ⋙ F ≅ H ⋙ F"),
    # CategoryTheory/Functor/Category.lean:171 `def associator (F : C ⥤ D) (G : D ⥤ E) (H : E
    # ⥤ E') : (F ⋙ G) ⋙ H ≅ F ⋙ G ⋙ H` (namespace Functor, categories implicit :34-39)
    "CategoryTheory.Functor.associator": (("(F : C ⥤ D)", "(G : D ⥤ E)", "(H : E ⥤ E')"),
                                          "(F ⋙ G) ⋙ H ≅ F ⋙ G ⋙ H"),
    # CategoryTheory/Monoidal/Category.lean:321 `def whiskerLeftIso (X : C) {Y Z : C} (f : Y ≅
    # Z) : X ⊗ Y ≅ X ⊗ Z`, :349 `def whiskerRightIso {X Y : C} (f : X ≅ Y) (Z : C) : X ⊗ Z ≅ Y
    # ⊗ Z` (namespace MonoidalCategory; `⊗` of objects is `tensorObj`)
    "CategoryTheory.MonoidalCategory.whiskerLeftIso": (
        ("(X : C)", "(f : Y ≅ Z)"), f"{_T} X Y ≅ {_T} X Z"),
    "CategoryTheory.MonoidalCategory.whiskerRightIso": (
        ("(f : X ≅ Y)", "(Z : C)"), f"{_T} X Z ≅ {_T} Y Z"),
    # CategoryTheory/Monoidal/Functor.lean (`variable {C …} [MonoidalCategory C] {D …}
    # [MonoidalCategory D] … (F : C ⥤ D)` :45-49, namespace Functor): :98 `def
    # LaxMonoidal.μ (X Y : C) : F.obj X ⊗ F.obj Y ⟶ F.obj (X ⊗ Y)`, :282 `def
    # OplaxMonoidal.δ (X Y : C) : F.obj (X ⊗ Y) ⟶ F.obj X ⊗ F.obj Y`, :402 `def Monoidal.μIso
    # (X Y : C) : F.obj X ⊗ F.obj Y ≅ F.obj (X ⊗ Y)`
    "CategoryTheory.Functor.LaxMonoidal.μ": (
        ("(F : C ⥤ D)", "(X : C)", "(Y : C)"),
        f"{_T} (F.obj X) (F.obj Y) ⟶ F.obj ({_T} X Y)"),
    "CategoryTheory.Functor.OplaxMonoidal.δ": (
        ("(F : C ⥤ D)", "(X : C)", "(Y : C)"),
        f"F.obj ({_T} X Y) ⟶ {_T} (F.obj X) (F.obj Y)"),
    "CategoryTheory.Functor.Monoidal.μIso": (
        ("(F : C ⥤ D)", "(X : C)", "(Y : C)"),
        f"{_T} (F.obj X) (F.obj Y) ≅ F.obj ({_T} X Y)"),
    # CategoryTheory/ChosenFiniteProducts.lean (`variable {C : Type u} [Category.{v} C]
    # [ChosenFiniteProducts C]` :72, whose monoidal structure gives `⊗`): :104 `def lift {T X
    # Y : C} (f : T ⟶ X) (g : T ⟶ Y) : T ⟶ X ⊗ Y`, :110 `def fst (X Y : C) : X ⊗ Y ⟶ X`, :117
    # `def snd (X Y : C) : X ⊗ Y ⟶ Y`
    "CategoryTheory.ChosenFiniteProducts.lift": (("(f : T ⟶ X)", "(g : T ⟶ Y)"),
                                                 f"T ⟶ {_T} X Y"),
    "CategoryTheory.ChosenFiniteProducts.fst": (("(X : C)", "(Y : C)"), f"{_T} X Y ⟶ X"),
    "CategoryTheory.ChosenFiniteProducts.snd": (("(X : C)", "(Y : C)"), f"{_T} X Y ⟶ Y"),
    # CategoryTheory/Bicategory/Basic.lean:57-69 `class Bicategory (B : Type u) extends
    # CategoryStruct.{v} B` with `whiskerLeft {a b c : B} (f : a ⟶ b) {g h : b ⟶ c} (η : g ⟶
    # h) : f ≫ g ⟶ f ≫ h`, `whiskerRight {a b c : B} {f g : a ⟶ b} (η : f ⟶ g) (h : b ⟶ c) : f
    # ≫ h ⟶ g ≫ h`, `associator {a b c d : B} (f : a ⟶ b) (g : b ⟶ c) (h : c ⟶ d) : (f ≫ g) ≫
    # h ≅ f ≫ g ≫ h`, `leftUnitor {a b : B} (f : a ⟶ b) : 𝟙 a ≫ f ≅ f`, `rightUnitor {a b : B}
    # (f : a ⟶ b) : f ≫ 𝟙 b ≅ f` (the 1-morphisms `a ⟶ b` are the objects of a category)
    "CategoryTheory.Bicategory.whiskerLeft": (
        ("{a b c : B}", "(f : a ⟶ b)", "{g h : b ⟶ c}", "(η : g ⟶ h)"), "f ≫ g ⟶ f ≫ h"),
    "CategoryTheory.Bicategory.whiskerRight": (
        ("{a b c : B}", "{f g : a ⟶ b}", "(η : f ⟶ g)", "(h : b ⟶ c)"), "f ≫ h ⟶ g ≫ h"),
    "CategoryTheory.Bicategory.associator": (
        ("{a b c d : B}", "(f : a ⟶ b)", "(g : b ⟶ c)", "(h : c ⟶ d)"),
        "(f ≫ g) ≫ h ≅ f ≫ g ≫ h"),
    "CategoryTheory.Bicategory.leftUnitor": (("{a b : B}", "(f : a ⟶ b)"), "𝟙 a ≫ f ≅ f"),
    "CategoryTheory.Bicategory.rightUnitor": (("{a b : B}", "(f : a ⟶ b)"), "f ≫ 𝟙 b ≅ f"),
    # Limits/HasLimits.lean:166 `def limit.lift (F : J ⥤ C) [HasLimit F] (c : Cone F) : c.pt ⟶
    # limit F`, :681 `def colimit.desc (F : J ⥤ C) [HasColimit F] (c : Cocone F) : colimit F ⟶
    # c.pt`, :185 `def limMap {F G : J ⥤ C} [HasLimit F] [HasLimit G] (α : F ⟶ G) : limit F ⟶
    # limit G`, :709 `def colimMap {F G : J ⥤ C} … (α : F ⟶ G) : colimit F ⟶ colimit G`
    f"{_L}limit.lift": (("(F : J ⥤ C)", f"(c : {_L}Cone F)"), f"c.pt ⟶ {_L}limit F"),
    f"{_L}colimit.desc": (("(F : J ⥤ C)", f"(c : {_L}Cocone F)"), f"{_L}colimit F ⟶ c.pt"),
    f"{_L}limMap": (("{F G : J ⥤ C}", "(α : F ⟶ G)"), f"{_L}limit F ⟶ {_L}limit G"),
    f"{_L}colimMap": (("{F G : J ⥤ C}", "(α : F ⟶ G)"), f"{_L}colimit F ⟶ {_L}colimit G"),
    # Algebra/Homology/ShortComplex/LeftHomology.lean (`variable {C : Type*} [Category C]
    # [HasZeroMorphisms C] … {S₁ S₂ S₃ : ShortComplex C}` :38-39; `variable [HasLeftHomology
    # S₁] [HasLeftHomology S₂] (φ : S₁ ⟶ S₂)` :515): :519 `def leftHomologyMap :
    # S₁.leftHomology ⟶ S₂.leftHomology`, :523 `def cyclesMap : S₁.cycles ⟶ S₂.cycles`;
    # RightHomology.lean (:37, `variable … (φ : S₁ ⟶ S₂)` :608): :612 `def rightHomologyMap :
    # S₁.rightHomology ⟶ S₂.rightHomology`, :616 `def opcyclesMap : S₁.opcycles ⟶
    # S₂.opcycles`; Homology.lean:417 `def homologyMap (φ : S₁ ⟶ S₂) [HasHomology S₁]
    # [HasHomology S₂] : S₁.homology ⟶ S₂.homology` (namespace CategoryTheory.ShortComplex)
    **{f"CategoryTheory.ShortComplex.{m}Map": (
        ("{S₁ S₂ : CategoryTheory.ShortComplex C}", "(φ : S₁ ⟶ S₂)"), f"S₁.{m} ⟶ S₂.{m}")
       for m in ("leftHomology", "cycles", "rightHomology", "opcycles", "homology")},
    # Combinatorics/Quiver/Basic.lean (namespace Quiver): :57 `def Hom.op {V} [Quiver V] {X Y :
    # V} (f : X ⟶ Y) : op Y ⟶ op X`, :60 `def Hom.unop {V} [Quiver V] {X Y : Vᵒᵖ} (f : X ⟶ Y) :
    # unop Y ⟶ unop X` (`f.op`, `f.unop`)
    "Quiver.Hom.op": (("(f : X ⟶ Y)",), "Opposite.op Y ⟶ Opposite.op X"),
    "Quiver.Hom.unop": (("{X Y : Cᵒᵖ}", "(f : X ⟶ Y)"), "Opposite.unop Y ⟶ Opposite.unop X"),
    # CategoryTheory/Idempotents/Karoubi.lean:30,40-44 `variable (C : Type*) [Category C]`,
    # `structure Karoubi where X : C`, `p : X ⟶ X` (`P.p`)
    "CategoryTheory.Idempotents.Karoubi.p": (
        ("(P : CategoryTheory.Idempotents.Karoubi C)",), "P.X ⟶ P.X"),
    # CategoryTheory/Monoidal/Mon_.lean:26,92-98 `variable {C : Type u₁} [Category.{v₁} C]
    # [MonoidalCategory.{v₁} C]`, `structure Mon_ where X : C`, `mul : X ⊗ X ⟶ X` (`M.mul`)
    "Mon_.mul": (("(M : Mon_ C)",), f"{_T} M.X M.X ⟶ M.X"),
    # Algebra/Homology/ShortComplex/HomologicalComplex.lean (namespace HomologicalComplex :27;
    # `variable (C …) {ι : Type*} (c : ComplexShape ι)` :29, `variable {C c}` :55, `(K L M :
    # HomologicalComplex C c) (φ : K ⟶ L) … (i j k : ι)` :57, `variable {K L M}` :308): :312
    # `def homologyMap : K.homology i ⟶ L.homology i`, :316 `cyclesMap : K.cycles i ⟶
    # L.cycles i`, :320 `opcyclesMap : K.opcycles i ⟶ L.opcycles i` (the complexes, objects
    # of one category, are taken at their own type)
    **{f"HomologicalComplex.{m}Map": (
        ("{K L : D}", "(φ : K ⟶ L)", "(i : ι)"), f"K.{m} i ⟶ L.{m} i")
       for m in ("homology", "cycles", "opcycles")},
    # Algebra/Homology/HomotopyCategory/MappingCone.lean (namespace CochainComplex :27;
    # `variable {F G : CochainComplex C ℤ} (φ : F ⟶ G)` :44): :48 `def mappingCone :=
    # homotopyCofiber φ` (a `CochainComplex C ℤ`), :59 `def mappingCone.inr : G ⟶ mappingCone
    # φ` (the complexes taken at their own type)
    "CochainComplex.mappingCone": (("{F G : D}", "(φ : F ⟶ G)"), "D"),
    "CochainComplex.mappingCone.inr": (("{F G : D}", "(φ : F ⟶ G)"),
                                       "G ⟶ CochainComplex.mappingCone φ"),
    # Kernels.lean (section :257, `f` explicit from :70): :282 `abbrev kernel.lift {W : C} (k :
    # W ⟶ X) (h : k ≫ f = 0) : W ⟶ kernel f`, :747 `abbrev cokernel.desc {W : C} (k : Y ⟶ W)
    # (h : f ≫ k = 0) : cokernel f ⟶ W` (the proof `h` is irrelevant: not read)
    f"{_L}kernel.lift": (("(f : X ⟶ Y)", "(k : W ⟶ X)", "(h : _)"), f"W ⟶ {_L}kernel f"),
    f"{_L}cokernel.desc": (("(f : X ⟶ Y)", "(k : Y ⟶ W)", "(h : _)"),
                           f"{_L}cokernel f ⟶ W"),
    # Limits/Shapes/Products.lean (`variable {β : Type w} … {C : Type u} [Category.{v} C]`
    # :42-43): :177 `abbrev piObj (f : β → C) [HasProduct f]` (`∏ᶜ f`, :187), :183 `abbrev
    # sigmaObj (f : β → C) [HasCoproduct f]` (`∐ f`, :190), :193 `abbrev Pi.π (f : β → C)
    # [HasProduct f] (b : β) : ∏ᶜ f ⟶ f b`, :197 `abbrev Sigma.ι (f : β → C) [HasCoproduct f]
    # (b : β) : f b ⟶ ∐ f`
    f"{_L}piObj": (("(f : β → C)",), "C"),
    f"{_L}sigmaObj": (("(f : β → C)",), "C"),
    f"{_L}Pi.π": (("(f : β → C)", "(b : β)"), f"{_L}piObj f ⟶ f b"),
    f"{_L}Sigma.ι": (("(f : β → C)", "(b : β)"), f"f b ⟶ {_L}sigmaObj f"),
    # Limits/Shapes/Biproducts.lean (`variable {J : Type w}` :48, `{C : Type uC} [Category.{uC'}
    # C] [HasZeroMorphisms C]` :50): :405 `abbrev biproduct (f : J → C) [HasBiproduct f] : C`
    # (`⨁ f`, :409), :412 `abbrev biproduct.π (f : J → C) [HasBiproduct f] (b : J) : ⨁ f ⟶ f
    # b`, :420 `abbrev biproduct.ι (f : J → C) [HasBiproduct f] (b : J) : f b ⟶ ⨁ f`
    f"{_L}biproduct": (("(f : J → C)",), "C"),
    f"{_L}biproduct.π": (("(f : J → C)", "(b : J)"), f"{_L}biproduct f ⟶ f b"),
    f"{_L}biproduct.ι": (("(f : J → C)", "(b : J)"), f"f b ⟶ {_L}biproduct f"),
    # Monoidal/Functor.lean (as above): :95 `def LaxMonoidal.ε : 𝟙_ D ⟶ F.obj (𝟙_ C)`, :279
    # `def OplaxMonoidal.η : F.obj (𝟙_ C) ⟶ 𝟙_ D`, :396 `def Monoidal.εIso : 𝟙_ D ≅ F.obj (𝟙_
    # C)` (`𝟙_ C` is `tensorUnit C`)
    "CategoryTheory.Functor.LaxMonoidal.ε": (("(F : C ⥤ D)",),
                                             f"{_U} D ⟶ F.obj ({_U} C)"),
    "CategoryTheory.Functor.OplaxMonoidal.η": (("(F : C ⥤ D)",),
                                               f"F.obj ({_U} C) ⟶ {_U} D"),
    "CategoryTheory.Functor.Monoidal.εIso": (("(F : C ⥤ D)",), f"{_U} D ≅ F.obj ({_U} C)"),
    # ChosenFiniteProducts.lean:82 `def toUnit (X : C) : X ⟶ 𝟙_ C`
    "CategoryTheory.ChosenFiniteProducts.toUnit": (("(X : C)",), f"X ⟶ {_U} C"),
    # Monoidal/Mon_.lean:96 `one : 𝟙_ C ⟶ X` (`M.one`)
    "Mon_.one": (("(M : Mon_ C)",), f"{_U} C ⟶ M.X"),
    # Monoidal/Braided/Basic.lean:538 `def tensorμ (X₁ X₂ Y₁ Y₂ : C) : (X₁ ⊗ X₂) ⊗ Y₁ ⊗ Y₂ ⟶ (X₁
    # ⊗ Y₁) ⊗ X₂ ⊗ Y₂` (namespace MonoidalCategory, `[BraidedCategory C]`)
    "CategoryTheory.MonoidalCategory.tensorμ": (
        ("(X₁ : C)", "(X₂ : C)", "(Y₁ : C)", "(Y₂ : C)"),
        f"{_T} ({_T} X₁ X₂) ({_T} Y₁ Y₂) ⟶ {_T} ({_T} X₁ Y₁) ({_T} X₂ Y₂)"),
    # CategoryTheory/Iso.lean:529 `def mapIso (F : C ⥤ D) {X Y : C} (i : X ≅ Y) : F.obj X ≅
    # F.obj Y` (namespace Functor :520); CategoryTheory/NatIso.lean:51 `def app {F G : C ⥤ D}
    # (α : F ≅ G) (X : C) : F.obj X ≅ G.obj X` (namespace Iso :46); CategoryTheory/Opposites
    # .lean:406 `protected def op (α : X ≅ Y) : op Y ≅ op X` (namespace Iso :399)
    "CategoryTheory.Functor.mapIso": (("(F : C ⥤ D)", "(i : X ≅ Y)"), "F.obj X ≅ F.obj Y"),
    "CategoryTheory.Iso.app": (("{F G : C ⥤ D}", "(α : F ≅ G)", "(X : C)"),
                               "F.obj X ≅ G.obj X"),
    "CategoryTheory.Iso.op": (("(α : X ≅ Y)",), "Opposite.op Y ≅ Opposite.op X"),
    # Algebra/Homology/ShortComplex/Homology.lean (`variable (S)` :366): :373 `def
    # leftHomologyIso [S.HasHomology] : S.leftHomology ≅ S.homology`, :378 `def
    # rightHomologyIso [S.HasHomology] : S.rightHomology ≅ S.homology`
    "CategoryTheory.ShortComplex.leftHomologyIso": (
        ("(S : CategoryTheory.ShortComplex C)",), "S.leftHomology ≅ S.homology"),
    "CategoryTheory.ShortComplex.rightHomologyIso": (
        ("(S : CategoryTheory.ShortComplex C)",), "S.rightHomology ≅ S.homology"),
}
