"""Declared signatures of the isomorphisms and comparison maps of Mathlib's pullback, pushout,
(co)equalizer and (co)kernel API (round 26), each cited from its declaration at Mathlib v4.19.0
(file:line, with the section `variable`s it uses). Format: `signatures_r17c.MORPHISMS` (binders
written as in Lean, the result `A ⟶ B` or `A ≅ B` over the binders' names, instance arguments
left out), merged into `elaborate_category.MORPHISMS`.

Chosen because these are the neighbours whose type fixes the objects of `pullback.fst _ _`,
`pushout.inl _ _`, `coequalizer.π _ _`, `𝟙 _` in category theory's refused statements
(`(pullbackRightPullbackFstIso f g f').inv ≫ pullback.snd _ _`): with the neighbour typed,
`morphism_holes` and the identity probe of `holes` fill the `_` as Lean's unifier does,
first-order.

Left out on purpose: declarations whose declared objects hold a `_` or a proof
(`pullbackDiagonalMapIso`, `pullbackDiagonalMapIdIso`, Shapes/Diagonal.lean:148,227: `pullback.map
… (by …)`; `pullback.congrHom`), objects written with notation the checker does not read (`⊤_ C`
in `prodIsoPullback`, Constructions/BinaryProducts.lean:105; `0 : X ⟶ 0` in
`pullbackZeroZeroIso`, Constructions/ZeroObjects.lean:135), and an object reached through an
abbreviation Lean unfolds (`diagonalObj g` against `pullback g g`, Shapes/Diagonal.lean:302).
"""

from __future__ import annotations

_L = "CategoryTheory.Limits."

#: name -> (binders, result), as `signatures_r17c.MORPHISMS`.
MORPHISMS: dict[str, tuple[tuple[str, ...], str]] = {
    # CategoryTheory/Limits/Shapes/Pullback/Pasting.lean (namespace CategoryTheory.Limits :39,
    # `variable {C : Type u} [Category.{v} C]` :41): section :426, `variable {W X Y Z : C} (f :
    # X ⟶ Z) (g : Y ⟶ Z) (f' : W ⟶ X)` :438, :449 `def pullbackRightPullbackFstIso : pullback
    # f' (pullback.fst f g) ≅ pullback (f' ≫ f) g`
    f"{_L}pullbackRightPullbackFstIso": (
        ("(f : X ⟶ Z)", "(g : Y ⟶ Z)", "(f' : W ⟶ X)"),
        f"{_L}pullback f' ({_L}pullback.fst f g) ≅ {_L}pullback (f' ≫ f) g"),
    # section :487, `variable {W X Y Z : C} (f : X ⟶ Z) (g : Y ⟶ Z) (g' : W ⟶ Y)` :505, :516 `def
    # pullbackLeftPullbackSndIso : pullback (pullback.snd f g) g' ≅ pullback f (g' ≫ g)`
    f"{_L}pullbackLeftPullbackSndIso": (
        ("(f : X ⟶ Z)", "(g : Y ⟶ Z)", "(g' : W ⟶ Y)"),
        f"{_L}pullback ({_L}pullback.snd f g) g' ≅ {_L}pullback f (g' ≫ g)"),
    # section :553, `variable {W X Y Z : C} (f : X ⟶ Y) (g : X ⟶ Z) (g' : Z ⟶ W)` :565, :576 `def
    # pushoutLeftPushoutInrIso : pushout (pushout.inr f g) g' ≅ pushout f (g ≫ g')`
    f"{_L}pushoutLeftPushoutInrIso": (
        ("(f : X ⟶ Y)", "(g : X ⟶ Z)", "(g' : Z ⟶ W)"),
        f"{_L}pushout ({_L}pushout.inr f g) g' ≅ {_L}pushout f (g ≫ g')"),
    # section :615, `variable {W X Y Z : C} (f : X ⟶ Y) (g : X ⟶ Z) (f' : Y ⟶ W)` :633, :644 `def
    # pushoutRightPushoutInlIso : pushout f' (pushout.inl f g) ≅ pushout (f ≫ f') g`
    f"{_L}pushoutRightPushoutInlIso": (
        ("(f : X ⟶ Y)", "(g : X ⟶ Z)", "(f' : Y ⟶ W)"),
        f"{_L}pushout f' ({_L}pushout.inl f g) ≅ {_L}pushout (f ≫ f') g"),
    # CategoryTheory/Limits/Shapes/Pullback/HasPullback.lean (namespace CategoryTheory.Limits
    # :73, `variable {C : Type u} [Category.{v} C] {W X Y Z : C}` :77; section :377, `variable
    # {D : Type u₂} [Category.{v₂} D] (G : C ⥤ D)` :379): :385 `def pullbackComparison (f : X ⟶
    # Z) (g : Y ⟶ Z) … : G.obj (pullback f g) ⟶ pullback (G.map f) (G.map g)`, :413 `def
    # pushoutComparison (f : X ⟶ Y) (g : X ⟶ Z) … : pushout (G.map f) (G.map g) ⟶ G.obj
    # (pushout f g)`
    f"{_L}pullbackComparison": (
        ("(G : C ⥤ D)", "(f : X ⟶ Z)", "(g : Y ⟶ Z)"),
        f"G.obj ({_L}pullback f g) ⟶ {_L}pullback (G.map f) (G.map g)"),
    f"{_L}pushoutComparison": (
        ("(G : C ⥤ D)", "(f : X ⟶ Y)", "(g : X ⟶ Z)"),
        f"{_L}pushout (G.map f) (G.map g) ⟶ G.obj ({_L}pushout f g)"),
    # CategoryTheory/Limits/Preserves/Shapes/Pullbacks.lean (namespace CategoryTheory.Limits :35;
    # section Pullback :37, `variable {C : Type u₁} [Category.{v₁} C]` :39, `{D : Type u₂}
    # [Category.{v₂} D]` :40, `variable (G : C ⥤ D)` :65, `{W X Y Z : C} {f : X ⟶ Z} {g : Y ⟶ Z}
    # {h : W ⟶ X} {k : W ⟶ Y} (comm : h ≫ f = k ≫ g)` :66, `variable (f g)` :91 (`h k comm`
    # unused, so not included): :125 `def PreservesPullback.iso : G.obj (pullback f g) ≅
    # pullback (G.map f) (G.map g)`; section Pushout :161, `variable (G : C ⥤ D)` :188, `{W X Y
    # Z : C} {h : X ⟶ Z} {k : Y ⟶ Z} {f : W ⟶ X} {g : W ⟶ Y}` :189, `variable (f g)` :218: :247
    # `def PreservesPushout.iso : pushout (G.map f) (G.map g) ≅ G.obj (pushout f g)`
    f"{_L}PreservesPullback.iso": (
        ("(G : C ⥤ D)", "(f : X ⟶ Z)", "(g : Y ⟶ Z)"),
        f"G.obj ({_L}pullback f g) ≅ {_L}pullback (G.map f) (G.map g)"),
    f"{_L}PreservesPushout.iso": (
        ("(G : C ⥤ D)", "(f : W ⟶ X)", "(g : W ⟶ Y)"),
        f"{_L}pushout (G.map f) (G.map g) ≅ G.obj ({_L}pushout f g)"),
    # CategoryTheory/Limits/Shapes/Equalizers.lean (namespace CategoryTheory.Limits :50, at its
    # top level `variable {C : Type u} [Category.{v} C]` :176, `{X Y : C}` :177, `{f g : X ⟶ Y}`
    # :267, `variable (f g)` :661; section Comparison :971, `variable {D : Type u₂}
    # [Category.{v₂} D] (G : C ⥤ D)` :973): :979 `def equalizerComparison … : G.obj (equalizer f
    # g) ⟶ equalizer (G.map f) (G.map g)`, :998 `def coequalizerComparison … : coequalizer (G.map
    # f) (G.map g) ⟶ G.obj (coequalizer f g)` (`f g` declared before `G`: `… f g G`)
    f"{_L}equalizerComparison": (
        ("(f : X ⟶ Y)", "(g : X ⟶ Y)", "(G : C ⥤ D)"),
        f"G.obj ({_L}equalizer f g) ⟶ {_L}equalizer (G.map f) (G.map g)"),
    f"{_L}coequalizerComparison": (
        ("(f : X ⟶ Y)", "(g : X ⟶ Y)", "(G : C ⥤ D)"),
        f"{_L}coequalizer (G.map f) (G.map g) ⟶ G.obj ({_L}coequalizer f g)"),
    # CategoryTheory/Limits/Preserves/Shapes/Equalizers.lean (`variable {C : Type u₁}
    # [Category.{v₁} C]` :27, `{D : Type u₂} [Category.{v₂} D]` :28, `(G : C ⥤ D)` :29; section
    # Equalizers :33, `variable {X Y Z : C} {f g : X ⟶ Y} {h : Z ⟶ X} (w : h ≫ f = h ≫ g)` :35,
    # `variable (f g)` :57 (`h w` unused): :87 `def PreservesEqualizer.iso : G.obj (equalizer f
    # g) ≅ equalizer (G.map f) (G.map g)`; section Coequalizers :108, the same at :110, :140:
    # :170 `def PreservesCoequalizer.iso : coequalizer (G.map f) (G.map g) ≅ G.obj (coequalizer
    # f g)`
    f"{_L}PreservesEqualizer.iso": (
        ("(G : C ⥤ D)", "(f : X ⟶ Y)", "(g : X ⟶ Y)"),
        f"G.obj ({_L}equalizer f g) ≅ {_L}equalizer (G.map f) (G.map g)"),
    f"{_L}PreservesCoequalizer.iso": (
        ("(G : C ⥤ D)", "(f : X ⟶ Y)", "(g : X ⟶ Y)"),
        f"{_L}coequalizer (G.map f) (G.map g) ≅ G.obj ({_L}coequalizer f g)"),
    # CategoryTheory/Limits/Shapes/Kernels.lean (namespace CategoryTheory.Limits :57, at its top
    # level `variable {C : Type u} [Category.{v} C]` :59, `{X Y : C} (f : X ⟶ Y)` :70; section
    # Comparison :1105, `variable {D : Type u₂} [Category.{v₂} D] [HasZeroMorphisms D]` :1107,
    # `(G : C ⥤ D)` :1108): :1114 `def kernelComparison … : G.obj (kernel f) ⟶ kernel (G.map
    # f)`, :1142 `def cokernelComparison … : cokernel (G.map f) ⟶ G.obj (cokernel f)`
    f"{_L}kernelComparison": (
        ("(f : X ⟶ Y)", "(G : C ⥤ D)"), f"G.obj ({_L}kernel f) ⟶ {_L}kernel (G.map f)"),
    f"{_L}cokernelComparison": (
        ("(f : X ⟶ Y)", "(G : C ⥤ D)"), f"{_L}cokernel (G.map f) ⟶ G.obj ({_L}cokernel f)"),
    # CategoryTheory/Limits/Shapes/ZeroMorphisms.lean (namespace CategoryTheory.Limits :37,
    # `variable (C : Type u) [Category.{v} C]` :39, `variable {C}` :54): section PiIota :619,
    # `variable [HasZeroMorphisms C] {β : Type w} [DecidableEq β] (f : β → C) [HasProduct f]`
    # :621, :624 `def Pi.ι (b : β) : f b ⟶ ∏ᶜ f`; section SigmaPi :647, the same with
    # `[HasCoproduct f]` :649, :652 `def Sigma.π (b : β) : ∐ f ⟶ f b` (`∏ᶜ f` is `piObj f`, `∐
    # f` is `sigmaObj f`: Shapes/Products.lean, cited at `signatures_r17c`'s `piObj`)
    f"{_L}Pi.ι": (("(f : β → C)", "(b : β)"), f"f b ⟶ {_L}piObj f"),
    f"{_L}Sigma.π": (("(f : β → C)", "(b : β)"), f"{_L}sigmaObj f ⟶ f b"),
}
