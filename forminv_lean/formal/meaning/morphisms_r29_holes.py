"""Declared signatures of the maps of short complexes, snake inputs and homological complexes
whose `_id` lemmas read `map (𝟙 X) … = 𝟙 _` (round 29), each cited from its declaration at
Mathlib v4.19.0 (file:line, with the section `variable`s it uses). Format:
`signatures_r17c.MORPHISMS` (binders written as in Lean, the result `A ⟶ B` over the binders'
names, instance arguments left out), merged into `elaborate_category.MORPHISMS`.

Chosen because these are the other sides that left `𝟙 _` refused as "a type left to Lean to
infer (`_`) — a place whose unification the checker does not read": undeclared, the side's type
was unknown to the checker, so the identity probe of `holes.fill_holes` had no object to read.
Typed, the probe reads the source object of `map (𝟙 X) …` (`X.X₁`, `K.extend e`, `h.K`), which
is what Lean assigns the `_`: `𝟙 ?Y : ?Y ⟶ ?Y` is unified with the side's declared type
(`Quiver.Hom ?Y ?Y =?= Quiver.Hom A B` assigns `?Y := A` at the first object, `holes`).

A structure's projection (`ShortComplex.Hom.τ₁`) is written with its structure argument a
morphism `(φ : S₁ ⟶ S₂)`: `Hom S₁ S₂` is the category's `S₁ ⟶ S₂` (its `Category` instance's
`Hom := Hom`, as `elaborate_category` reads `HomologicalComplex.Hom.f`). An explicit argument
that is neither an object nor a morphism (`e : c.Embedding c'`, `h₁ : S₁.LeftHomologyData`) is
declared over a type name of its own (`(e : E)`): `_morphism_typed` then names it by its text,
so the result's `K.extend e` is written over the argument given there.

`SIGNATURES` (the format of `opaque.SIGNATURES`, merged into it) types the objects such a fill
names where no table did (`S.L₀`, a snake input's line: a short complex), so that the filled
rendering is elaborated.

Left out after measuring: the maps induced on chosen homology data (`ShortComplex.cyclesMap'`,
`leftHomologyMap'`, `rightHomologyMap'`, `opcyclesMap'`, `homologyMap'`, ShortComplex/
LeftHomology.lean:491,495, RightHomology.lean:584,588, Homology.lean:412): typed, they made the
checker refuse five correct renderings (`LeftHomologyMapData.cyclesMap'_eq : cyclesMap' φ h₁ h₂ =
γ.φK`, whose right side, a field of a structure it does not know, has an opaque type it will
not equate with `h₁.K ⟶ h₂.K`), and their `_id` lemmas stayed refused (`h.K`'s type unknown).
"""

from __future__ import annotations

_S = "CategoryTheory.ShortComplex"
_H = "HomologicalComplex"

#: name -> (binders, result), as `signatures_r17c.MORPHISMS`.
MORPHISMS: dict[str, tuple[tuple[str, ...], str]] = {
    # Mathlib/Algebra/Homology/ShortComplex/Basic.lean:24 `variable (C D : Type*) [Category C]
    # [Category D]`, :43 `namespace ShortComplex`, :47 `variable {C}`, :48 `variable
    # [HasZeroMorphisms C]`, :52 `structure Hom (S₁ S₂ : ShortComplex C) where`, :54 `τ₁ : S₁.X₁
    # ⟶ S₂.X₁`, :56 `τ₂ : S₁.X₂ ⟶ S₂.X₂`, :58 `τ₃ : S₁.X₃ ⟶ S₂.X₃`
    **{f"{_S}.Hom.τ{i}": ((f"{{S₁ S₂ : {_S} C}}", "(φ : S₁ ⟶ S₂)"), f"S₁.X{i} ⟶ S₂.X{i}")
       for i in "₁₂₃"},
    # Mathlib/Algebra/Homology/ShortComplex/SnakeLemma.lean:52 `variable (C : Type*) [Category C]
    # [Abelian C]`, :88 `namespace SnakeInput`, :94 `variable {C}`, :381 `variable (S₁ S₂ S₃ :
    # SnakeInput C)`, :386 `structure Hom where`, :388 `f₀ : S₁.L₀ ⟶ S₂.L₀`, :390 `f₁ : S₁.L₁ ⟶
    # S₂.L₁`, :392 `f₂ : S₁.L₂ ⟶ S₂.L₂`, :394 `f₃ : S₁.L₃ ⟶ S₂.L₃`
    **{f"{_S}.SnakeInput.Hom.f{i}": (
        (f"{{S₁ S₂ : {_S}.SnakeInput C}}", "(φ : S₁ ⟶ S₂)"), f"S₁.L{i} ⟶ S₂.L{i}")
       for i in "₀₁₂₃"},
    # Mathlib/Algebra/Homology/Embedding/ (namespace HomologicalComplex; the complexes `K L`,
    # objects of one category, are taken at their own type, as `signatures_r17c`'s
    # `HomologicalComplex.homologyMap`): Extend.lean:31-32 `variable [HasZeroMorphisms C] (K L M
    # : HomologicalComplex C c) (φ : K ⟶ L) (φ' : L ⟶ M) (e : c.Embedding c')`, :176 `variable
    # {K L M}`, :181 `def extendMap : K.extend e ⟶ L.extend e`; Restriction.lean:24-26
    # `variable … (K L M : HomologicalComplex C c') (φ : K ⟶ L) (φ' : L ⟶ M) (e : c.Embedding
    # c') [e.IsRelIff]`, :48 `variable {K L}`, :52 `def restrictionMap : K.restriction e ⟶
    # L.restriction e`; StupidTrunc.lean:32-33 (the same `variable`s), :73 `variable {K L M}`,
    # :76 `def stupidTruncMap : K.stupidTrunc e ⟶ L.stupidTrunc e`; TruncGE.lean:49-50 (the
    # same, `[e.IsTruncGE]`), :157 `variable {K L M}`, :161 `def truncGE'Map : K.truncGE' e ⟶
    # L.truncGE' e`, :209 `def truncGEMap : K.truncGE e ⟶ L.truncGE e`; TruncLE.lean:29-30
    # (the same, `[e.IsTruncLE]`), :93 `variable {K L M}`, :96 `def truncLE'Map : K.truncLE' e
    # ⟶ L.truncLE' e`, :127 `def truncLEMap : K.truncLE e ⟶ L.truncLE e`
    **{f"{_H}.{m}Map": (("{K L : D}", "(φ : K ⟶ L)", "(e : E)"), f"K.{m} e ⟶ L.{m} e")
       for m in ("extend", "restriction", "stupidTrunc", "truncGE'", "truncGE", "truncLE'",
                 "truncLE")},
}

#: name -> (explicit parameter types, result), as `opaque.SIGNATURES`.
SIGNATURES: dict[str, tuple[str, ...]] = {
    # Mathlib/Algebra/Homology/ShortComplex/SnakeLemma.lean:52 `variable (C : Type*) [Category C]
    # [Abelian C]`, :54 `namespace ShortComplex`, :60 `structure SnakeInput where`, :62 `L₀ :
    # ShortComplex C`, :64 `L₁ : ShortComplex C`, :66 `L₂ : ShortComplex C`, :68 `L₃ :
    # ShortComplex C` (the projections take `C` implicitly)
    **{f"{_S}.SnakeInput.L{i}": (f"{_S}.SnakeInput α", f"{_S} α") for i in "₀₁₂₃"},
}
