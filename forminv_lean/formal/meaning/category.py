"""Mathlib's category-theory notations: what each stands for, and how its terms are typed.

Every entry is confirmed in Mathlib's source at tag v4.19.0 (file:line) and in the name
index's `notations.jsonl`:

* `X ⟶ Y` is `Quiver.Hom X Y` (Combinatorics/Quiver/Basic.lean:48, `infixr:10`, global);
* `X ≅ Y` is `CategoryTheory.Iso X Y` (CategoryTheory/Iso.lean:61, `infixr:10`, global);
* `C ≌ D` is `CategoryTheory.Equivalence C D` (CategoryTheory/Equivalence.lean:91, global);
* `C ⥤ D` is `CategoryTheory.Functor C D` (CategoryTheory/Functor/Basic.lean:52,
  `scoped [CategoryTheory] infixr:26`);
* `f ≫ g` is `CategoryTheory.CategoryStruct.comp f g` (CategoryTheory/Category/Basic.lean:97,
  `scoped infixr:80` in `namespace CategoryTheory`);
* `F ⋙ G` is `CategoryTheory.Functor.comp F G` (CategoryTheory/Functor/Basic.lean:107,
  `scoped [CategoryTheory] infixr:80`);
* `e ≪≫ i` is `CategoryTheory.Iso.trans e i` (CategoryTheory/Iso.lean:137, `infixr:80`, global;
  `def trans (α : X ≅ Y) (β : Y ≅ Z) : X ≅ Z`, :128);
* `𝟙` is `CategoryTheory.CategoryStruct.id` (Category/Basic.lean:94) and `𝟭` is
  `CategoryTheory.Functor.id` (Functor/Basic.lean:78): nullary scoped notations, which the
  renderer expands to the constant (`formalise/resolve.py`), so the formal text has none;
* `Cᵒᵖ` is `Opposite C` (Data/Opposite.lean:46, `notation:max α "ᵒᵖ" => Opposite α`).

A morphism `η : F ⟶ G` of functors `F G : C ⥤ D` is a natural transformation: `instance
Functor.category : Category (C ⥤ D) where Hom F G := NatTrans F G` (CategoryTheory/Functor/
Category.lean:50-51), so `η.app X` is `NatTrans.app η X : F.obj X ⟶ G.obj X` (`structure
NatTrans (F G : C ⥤ D)`, `app : ∀ X : C, F.obj X ⟶ G.obj X`, CategoryTheory/NatTrans.lean:46-48).
`CategoryTheory.inv (f : X ⟶ Y) [I : IsIso f] : Y ⟶ X` (CategoryTheory/Iso.lean:234; `IsIso f`
is a `Prop`, :228, so the inverse is fixed by `f`).

Types (as declared): `CategoryStruct.comp : ∀ {X Y Z : obj}, (X ⟶ Y) → (Y ⟶ Z) → (X ⟶ Z)`,
`CategoryStruct.id : ∀ X : obj, X ⟶ X` (Category/Basic.lean:87-89), `Functor.comp (F : C ⥤ D)
(G : D ⥤ E) : C ⥤ E` (Functor/Basic.lean:101), `Functor.id C : C ⥤ C`, `Prefunctor.obj : V → W`
and `Prefunctor.map : ∀ {X Y : V}, (X ⟶ Y) → (obj X ⟶ obj Y)` (Quiver/Prefunctor.lean:18-20; a
`Functor` extends `Prefunctor`, so `F.obj` is `F.toPrefunctor.obj`), `Iso.hom : X ⟶ Y`,
`Iso.inv : Y ⟶ X` (Iso.lean:49-51), `Iso.symm : (X ≅ Y) → (Y ≅ X)` (Iso.lean:82).

Monoidal categories (CategoryTheory/Monoidal/Category.lean:81-102, `class MonoidalCategoryStruct
(C : Type u) [Category C]`, every field exported into `CategoryTheory.MonoidalCategory`, :106-107):
`tensorObj : C → C → C`, `whiskerLeft (X : C) {Y₁ Y₂ : C} (f : Y₁ ⟶ Y₂) : tensorObj X Y₁ ⟶
tensorObj X Y₂`, `whiskerRight {X₁ X₂ : C} (f : X₁ ⟶ X₂) (Y : C) : tensorObj X₁ Y ⟶ tensorObj
X₂ Y`, `tensorHom {X₁ Y₁ X₂ Y₂ : C} (f : X₁ ⟶ Y₁) (g : X₂ ⟶ Y₂) : tensorObj X₁ X₂ ⟶ tensorObj
Y₁ Y₂`, `tensorUnit (C) : C`, `associator : ∀ X Y Z : C, tensorObj (tensorObj X Y) Z ≅ tensorObj
X (tensorObj Y Z)`, `leftUnitor : ∀ X : C, tensorObj tensorUnit X ≅ X`, `rightUnitor : ∀ X : C,
tensorObj X tensorUnit ≅ X`; their notations (:111-132, `scoped` in `MonoidalCategory`):
`X ◁ f` (`infixr:81`), `f ▷ X` (`infixl:81`), `𝟙_ C`, `α_ λ_ ρ_`, and `⊗`, which is `tensorObj`,
`tensorHom` and `tensorIso` (:385) at once (Lean keeps the one that elaborates), expanded by the
renderer to the constants except `⊗`, which is not read. `BraidedCategory.braiding : ∀ X Y : C,
X ⊗ Y ≅ Y ⊗ X` (CategoryTheory/Monoidal/Braided/Basic.lean:47-49).

`Quiver.Hom X Y` is a type that depends on the objects `X Y` (terms): it is kept as an opaque
type whose name is its text, `Quiver.Hom X (F.obj Y)`, like `Fin (n + 1)`; two such types are
the same only when their texts are (Lean's definitional unfolding, `(F ⋙ G).obj X` being
`G.obj (F.obj X)`, is not done, so a statement relying on it is refused as a type mismatch).
"""

from __future__ import annotations

from collections.abc import Callable

from forminv_lean.formal.meaning.opaque import _arguments
from forminv_lean.formal.meaning.types import TYPE, Ty

HOM = "Quiver.Hom"
ISO = "CategoryTheory.Iso"
FUNCTOR = "CategoryTheory.Functor"
EQUIVALENCE = "CategoryTheory.Equivalence"
COMP = "CategoryTheory.CategoryStruct.comp"
ID = "CategoryTheory.CategoryStruct.id"
FUNCTOR_COMP = "CategoryTheory.Functor.comp"
ISO_TRANS = "CategoryTheory.Iso.trans"
NAT_APP = "CategoryTheory.NatTrans.app"
INV = "CategoryTheory.inv"
FUNCTOR_ID = "CategoryTheory.Functor.id"
FUNCTOR_OBJ = "CategoryTheory.Functor.obj"   # `F.obj` (Prefunctor.obj F.toPrefunctor)
FUNCTOR_MAP = "CategoryTheory.Functor.map"   # `F.map`

MONOIDAL = "CategoryTheory.MonoidalCategoryStruct"
TENSOR_OBJ = f"{MONOIDAL}.tensorObj"
TENSOR_HOM = f"{MONOIDAL}.tensorHom"
TENSOR_UNIT = f"{MONOIDAL}.tensorUnit"
WHISKER_LEFT = f"{MONOIDAL}.whiskerLeft"
WHISKER_RIGHT = f"{MONOIDAL}.whiskerRight"
ASSOCIATOR = f"{MONOIDAL}.associator"
LEFT_UNITOR = f"{MONOIDAL}.leftUnitor"
RIGHT_UNITOR = f"{MONOIDAL}.rightUnitor"
BRAIDING = "CategoryTheory.BraidedCategory.braiding"
#: The monoidal fields under their `export` aliases (Monoidal/Category.lean:104-107): the
#: same constants, so objects named through either spelling are compared as one.
MONOIDAL_ALIASES: dict[str, str] = {
    f"CategoryTheory.MonoidalCategory.{f}": f"{MONOIDAL}.{f}"
    for f in ("tensorObj", "whiskerLeft", "whiskerRight", "tensorHom", "tensorUnit",
              "associator", "leftUnitor", "rightUnitor")}

#: Global nullary notations of one constant, in effect everywhere (so never beside `open`):
#: `notation "β_" => BraidedCategory.braiding` (Monoidal/Braided/Basic.lean:79, in `namespace
#: CategoryTheory`). The renderer writes the constant for the token.
GLOBAL_NOTATIONS: dict[str, str] = {"β_": BRAIDING}

#: Notation symbol -> the constant it stands for (sources above).
NOTATIONS: dict[str, str] = {
    "⟶": HOM, "≅": ISO, "≌": EQUIVALENCE, "⥤": FUNCTOR, "≫": COMP, "⋙": FUNCTOR_COMP,
    "𝟙": ID, "𝟭": FUNCTOR_ID, "ᵒᵖ": "Opposite", "≪≫": ISO_TRANS,
}
#: The scoped ones: in effect only where `CategoryTheory` is open or encloses the declaration.
SCOPED = frozenset({"⥤", "≫", "⋙", "𝟙", "𝟭"})
#: Binary notations: (precedence, associativity) as declared.
PRECEDENCE: dict[str, tuple[int, str]] = {
    "⟶": (10, "r"), "≅": (10, "r"), "≌": (10, "r"), "⥤": (26, "r"), "≫": (80, "r"),
    "⋙": (80, "r"), "≪≫": (80, "r"),
}
#: Binary notations that make a type (a binder of such a type is a variable, not a hypothesis).
TYPE_ARROWS: dict[str, str] = {"⟶": HOM, "≅": ISO, "≌": EQUIVALENCE, "⥤": FUNCTOR}
#: Dot-notation namespace of a value whose type is written with the arrow at the top.
TYPE_HEADS: dict[str, str] = {"⟶": HOM, "≅": ISO, "≌": EQUIVALENCE, "⥤": FUNCTOR}
#: Opaque applications printed back as Lean's field notation (`F.obj X`): `Functor.obj` is
#: not a declaration (the field is inherited from `Prefunctor`).
FIELD_APPS: dict[str, str] = {FUNCTOR_OBJ: "obj", FUNCTOR_MAP: "map"}


#: Fields of category-theory structures, read as Lean reads `x.fld` (each declared at v4.19.0):
#:
#: * `structure Equivalence (C D) where mk' :: functor : C ⥤ D`, `inverse : D ⥤ C`, `unitIso :
#:   𝟭 C ≅ functor ⋙ inverse`, `counitIso : inverse ⋙ functor ≅ 𝟭 D`, and `abbrev unit (e : C ≌
#:   D) : 𝟭 C ⟶ e.functor ⋙ e.inverse`, `counit : e.inverse ⋙ e.functor ⟶ 𝟭 D`, `unitInv :
#:   e.functor ⋙ e.inverse ⟶ 𝟭 C`, `counitInv : 𝟭 D ⟶ e.inverse ⋙ e.functor`
#:   (CategoryTheory/Equivalence.lean:76-84, 98-110);
#: * `protected def Functor.op (F : C ⥤ D) : Cᵒᵖ ⥤ Dᵒᵖ` (CategoryTheory/Opposites.lean:163);
#: * `structure Cone (F : J ⥤ C) where pt : C`, `structure Cocone (F : J ⥤ C) where pt : C`
#:   (CategoryTheory/Limits/Cones.lean:116-118, 149-151);
#: * `SHORT_COMPLEX_MEMBERS`, `COMPLEX_MEMBERS` below.
#:
#: A member whose type names the structure (`S.f : S.X₁ ⟶ S.X₂`) is typed over the objects'
#: texts (`S.X₁`), so only for a structure named by a variable.
SHORT_COMPLEX = "CategoryTheory.ShortComplex"
HOMOLOGICAL = "HomologicalComplex"
CONES = frozenset({"CategoryTheory.Limits.Cone", "CategoryTheory.Limits.Cocone"})
FUNCTOR_OP = "CategoryTheory.Functor.op"
#: `S : ShortComplex C`: member -> None for an object of `C`, else the members its morphism
#: goes between. `structure ShortComplex [HasZeroMorphisms C] where {X₁ X₂ X₃ : C} f : X₁ ⟶ X₂
#: g : X₂ ⟶ X₃` (Algebra/Homology/ShortComplex/Basic.lean:29-39, `variable (C : Type*)
#: [Category C]`, :24); under `variable (S) [S.HasLeftHomology]` (ShortComplex/LeftHomology.lean
#: :387-388) `def leftHomology : C` :391, `cycles : C` :397, `leftHomologyπ : S.cycles ⟶
#: S.leftHomology` :400, `iCycles : S.cycles ⟶ S.X₂` :403, `toCycles : S.X₁ ⟶ S.cycles` :408;
#: under `variable (S) [S.HasRightHomology]` (RightHomology.lean:478-479) `rightHomology : C`
#: :483, `opcycles : C` :490, `rightHomologyι : S.rightHomology ⟶ S.opcycles` :493, `pOpcycles
#: : S.X₂ ⟶ S.opcycles` :497, `fromOpcycles : S.opcycles ⟶ S.X₃` :500; `variable (S)` and
#: `def homology [HasHomology S] : C` (Homology.lean:366-369), under `variable (S) {A : C}
#: [HasHomology S]` (:827-828) `homologyπ : S.cycles ⟶ S.homology` :831, `homologyι :
#: S.homology ⟶ S.opcycles` :835. (The instance arguments are instance-implicit: Lean finds
#: them, every corpus statement being well typed.)
SHORT_COMPLEX_MEMBERS: dict[str, tuple[str, str] | None] = {
    "X₁": None, "X₂": None, "X₃": None, "f": ("X₁", "X₂"), "g": ("X₂", "X₃"),
    "leftHomology": None, "cycles": None, "leftHomologyπ": ("cycles", "leftHomology"),
    "iCycles": ("cycles", "X₂"), "toCycles": ("X₁", "cycles"),
    "rightHomology": None, "opcycles": None, "rightHomologyι": ("rightHomology", "opcycles"),
    "pOpcycles": ("X₂", "opcycles"), "fromOpcycles": ("opcycles", "X₃"),
    "homology": None, "homologyπ": ("cycles", "homology"), "homologyι": ("homology", "opcycles"),
}
#: `K : HomologicalComplex V c` (`c : ComplexShape ι`): member -> (how many indices of `ι`,
#: None for an object of `V`, else the members its morphism goes between, each at the index of
#: that position). `structure HomologicalComplex (c : ComplexShape ι) where X : ι → V`, `d : ∀ i
#: j, X i ⟶ X j` (Algebra/Homology/HomologicalComplex.lean:55-57, `variable {ι : Type*} (V : Type
#: u) [Category.{v} V] [HasZeroMorphisms V]`, :42-43); under `variable (K …) (i j k : ι)
#: [K.HasHomology i]` (ShortComplex/HomologicalComplex.lean:57,75) `def homology := (K.sc
#: i).homology` :78, `cycles` :81 (objects of `V`), `iCycles : K.cycles i ⟶ K.X i` :84,
#: `homologyπ : K.cycles i ⟶ K.homology i` :87, and (:199) `opcycles` :202, `pOpcycles : K.X i ⟶
#: K.opcycles i` :205, `homologyι : K.homology i ⟶ K.opcycles i` :208. The abbreviations
#: `ChainComplex V α := HomologicalComplex V (ComplexShape.down α)`, `CochainComplex V α :=
#: HomologicalComplex V (ComplexShape.up α)` (HomologicalComplex.lean:147-154) declare none of
#: these members in their own namespaces, so Lean unfolds them: `K.X i` is
#: `HomologicalComplex.X K i`.
COMPLEX_MEMBERS: dict[str, tuple[int, tuple[str, str] | None]] = {
    "X": (1, None), "d": (2, ("X", "X")), "homology": (1, None), "cycles": (1, None),
    "opcycles": (1, None), "iCycles": (1, ("cycles", "X")),
    "homologyπ": (1, ("cycles", "homology")), "pOpcycles": (1, ("X", "opcycles")),
    "homologyι": (1, ("homology", "opcycles")),
}
#: The index type of a complex: `ChainComplex V α`, `CochainComplex V α` (its second argument).
COMPLEX_ABBREVS = frozenset({"ChainComplex", "CochainComplex"})
EQUIVALENCE_FUNCTORS = {"functor": ("CategoryTheory.Equivalence.functor", False),
                        "inverse": ("CategoryTheory.Equivalence.inverse", True)}
#: `e.unit` and the rest: (constant, head (Hom/Iso), source, target) with the functors written
#: `id C`/`id D` (the identity of either category) or `fi`/`if` (`e.functor ⋙ e.inverse`,
#: `e.inverse ⋙ e.functor`).
EQUIVALENCE_TRANSFORMATIONS: dict[str, tuple[str, str, str]] = {
    "unit": (HOM, "id C", "fi"), "counit": (HOM, "if", "id D"),
    "unitInv": (HOM, "fi", "id C"), "counitInv": (HOM, "id D", "if"),
    "unitIso": (ISO, "id C", "fi"), "counitIso": (ISO, "if", "id D"),
}
#: The arrow category: `def Arrow (T) := Comma (𝟭 T) (𝟭 T)` with `instance : Category (Arrow T) :=
#: commaCategory` (CategoryTheory/Comma/Arrow.lean:34-38) and `def Arrow.mk {X Y : T} (f : X ⟶
#: Y) : Arrow T` (:74); `structure Comma (L : A ⥤ T) (R : B ⥤ T) where left : A`, `right : B`,
#: `hom : L.obj left ⟶ R.obj right` and `structure CommaMorphism (X Y : Comma L R) where left :
#: X.left ⟶ Y.left`, `right : X.right ⟶ Y.right`, the morphisms of `commaCategory` (`Hom X Y :=
#: CommaMorphism X Y`) (CategoryTheory/Comma/Basic.lean:64-70, 85-89, 98-99). No `Arrow.left`
#: (`right`, `hom`) is declared, so Lean unfolds `Arrow T`: `f.left` is `Comma.left f`, `f.hom :
#: (𝟭 T).obj f.left ⟶ (𝟭 T).obj f.right`, that is `f.left ⟶ f.right` (`Functor.id_obj` is
#: `rfl`), and `sq.left` for `sq : f ⟶ g` is `CommaMorphism.left sq : f.left ⟶ g.left`.
ARROW = "CategoryTheory.Arrow"
ARROW_MK = "CategoryTheory.Arrow.mk"
COMMA = "CategoryTheory.Comma"
COMMA_MORPHISM = "CategoryTheory.CommaMorphism"

#: Member constant -> member name, for the written-out applications (`ShortComplex.X₂ S`, as
#: `S.X₂`): Lean's field notation is that application (the structure its first explicit
#: argument).
STRUCTURE_FIELDS: dict[str, str] = {
    **{f"{SHORT_COMPLEX}.{f}": f for f in SHORT_COMPLEX_MEMBERS},
    **{f"{HOMOLOGICAL}.{f}": f for f in COMPLEX_MEMBERS},
    **{f"{EQUIVALENCE}.{f}": f for f in (*EQUIVALENCE_FUNCTORS,
                                         *EQUIVALENCE_TRANSFORMATIONS)},
    **{f"{c}.pt": "pt" for c in CONES},
    FUNCTOR_OP: "op",
    **{f"{COMMA_MORPHISM}.{f}": f for f in ("left", "right")},
}


def between(head: str, a: str, b: str) -> Ty:
    """`Quiver.Hom a b` / `CategoryTheory.Iso a b` over object texts (each already atomic)."""
    return Ty("app", (), f"{head} {a} {b}")


def ends(t: Ty, head: str = HOM) -> tuple[str, str] | None:
    """The object texts of a `Quiver.Hom a b` (or `Iso`) type, else None."""
    if t.head != "app" or t.args or not t.name.startswith(head + " "):
        return None
    parts = _arguments(t.name[len(head) + 1:])
    return (parts[0], parts[1]) if len(parts) == 2 else None


def functor_ends(t: Ty) -> tuple[Ty, Ty] | None:
    """`(C, D)` of `CategoryTheory.Functor C D`, else None."""
    if t.head == "app" and t.name == FUNCTOR and len(t.args) == 2:
        return t.args[0], t.args[1]
    return None


def atomic(text: str) -> str:
    """An object's text as it stands in a type's name (bracketed if it has a space)."""
    return f"({text})" if " " in text else text


def _functor(c: Ty, d: Ty) -> Ty:
    return Ty("app", (c, d), FUNCTOR)


def _op(c: Ty) -> Ty:
    return Ty("app", (c,), "Opposite")


#: Constants whose declared type is a functor between categories that are implicit arguments,
#: as (how many categories, the type over them): Lean reads `yoneda.obj X` as `Functor.obj
#: yoneda X` (no declaration `yoneda.obj` exists; the field is resolved in the namespace of
#: the head of `yoneda`'s type), the categories being fixed by unification with the argument.
#: Declared at v4.19.0 (universes dropped, as `Type*`): `def yoneda : C ⥤ Cᵒᵖ ⥤ Type v₁`
#: (CategoryTheory/Yoneda.lean:34), `def coyoneda : Cᵒᵖ ⥤ C ⥤ Type v₁` (:44), over
#: `variable {C : Type u₁} [Category.{v₁} C]` (:30); `def uncurry : (C ⥤ D ⥤ E) ⥤ C × D ⥤ E`
#: (CategoryTheory/Functor/Currying.lean:29) and `def curry : (C × D ⥤ E) ⥤ C ⥤ D ⥤ E` (:64),
#: over implicit categories (:23).
FUNCTOR_CONSTANTS: dict[str, tuple[int, Callable[..., Ty]]] = {
    "CategoryTheory.yoneda": (1, lambda c: _functor(c, _functor(_op(c), TYPE))),
    "CategoryTheory.coyoneda": (1, lambda c: _functor(_op(c), _functor(c, TYPE))),
    "CategoryTheory.uncurry": (3, lambda c, d, e: _functor(
        _functor(c, _functor(d, e)), _functor(Ty("prod", (c, d)), e))),
    "CategoryTheory.curry": (3, lambda c, d, e: _functor(
        _functor(Ty("prod", (c, d)), e), _functor(c, _functor(d, e)))),
}


#: Bundled concrete categories whose morphisms Lean applies to elements: each has `instance :
#: CoeSort T (Type u)` (the carrier, what `(x : X)` is) and `instance : ConcreteCategory T FC`
#: with `CC X` that same carrier (the `FunLike (FC X Y) X Y` instance of its hom type, `X`
#: coerced by the `CoeSort`). Then `f x` for `f : X ⟶ Y` is `ConcreteCategory.hom f x`
#: through `instance : CoeFun (X ⟶ Y) (fun _ ↦ ToType X → ToType Y)`
#: (CategoryTheory/ConcreteCategory/Basic.lean:288, `ToType` the abbrev `CC`, :272): a
#: function `↥X → ↥Y`. Declared at v4.19.0 (file: CoeSort line, ConcreteCategory line; the
#: additive twins by `@[to_additive]` on both):
CONCRETE: dict[str, str] = {
    "Grp": "Algebra/Category/Grp/Basic.lean:49,85",
    "AddGrp": "Algebra/Category/Grp/Basic.lean:49,85 (to_additive)",
    "CommGrp": "Algebra/Category/Grp/Basic.lean:260,296",
    "AddCommGrp": "Algebra/Category/Grp/Basic.lean:260,296 (to_additive)",
    "MonCat": "Algebra/Category/MonCat/Basic.lean:52,88",
    "AddMonCat": "Algebra/Category/MonCat/Basic.lean:52,88 (to_additive)",
    "CommMonCat": "Algebra/Category/MonCat/Basic.lean:238,274",
    "AddCommMonCat": "Algebra/Category/MonCat/Basic.lean:238,274 (to_additive)",
    "SemiRingCat": "Algebra/Category/Ring/Basic.lean:40,68",
    "RingCat": "Algebra/Category/Ring/Basic.lean:190,218",
    "CommSemiRingCat": "Algebra/Category/Ring/Basic.lean:344,372",
    "CommRingCat": "Algebra/Category/Ring/Basic.lean:497,525",
    "ModuleCat": "Algebra/Category/ModuleCat/Basic.lean:64,94",
    "AlgebraCat": "Algebra/Category/AlgebraCat/Basic.lean:39,65",
    "BialgebraCat": "Algebra/Category/BialgebraCat/Basic.lean:41,71",
    "CoalgebraCat": "Algebra/Category/CoalgebraCat/Basic.lean:37,71",
    "HopfAlgebraCat": "Algebra/Category/HopfAlgebraCat/Basic.lean:40,69",
    "TopCat": "Topology/Category/TopCat/Basic.lean:37,65",
    # (its `X ⟶ Y` is also `X → Y` by unfolding `InducedCategory`, with `FunLike (X ⟶ Y) X Y`
    # at :59: every path applies `f` to `x : ↥X` and gives a value of `↥Y`)
    "FintypeCat": "CategoryTheory/FintypeCat.lean:36,64",
    "Lat": "Order/Category/Lat.lean:39,59",
    "HeytAlg": "Order/Category/HeytAlg.lean:32,52",
    "MagmaCat": "Algebra/Category/Semigrp/Basic.lean:57,93",
    "AddMagmaCat": "Algebra/Category/Semigrp/Basic.lean:57,93 (to_additive)",
    "Semigrp": "Algebra/Category/Semigrp/Basic.lean:220,256",
    "AddSemigrp": "Algebra/Category/Semigrp/Basic.lean:220,256 (to_additive)",
    "Preord": "Order/Category/Preord.lean:35,55",
    "PartOrd": "Order/Category/PartOrd.lean:32,52",
    "LinOrd": "Order/Category/LinOrd.lean:31,51",
    "DistLat": "Order/Category/DistLat.lean:35,55",
    "BoolAlg": "Order/Category/BoolAlg.lean:34,54",
    "Frm": "Order/Category/Frm.lean:37,57",
    # (structures extending another: the `CoeSort` goes through the parent's, still the carrier
    # `(x : X)` has, which the `FunLike` instance of the hom type is over)
    "BddOrd": "Order/Category/BddOrd.lean:34,53",
    "BddLat": "Order/Category/BddLat.lean:35,62",
    "BddDistLat": "Order/Category/BddDistLat.lean:32,59",
    "FinBddDistLat": "Order/Category/FinBddDistLat.lean:28,60",
}


def is_morphism_type(t: Ty) -> bool:
    """`Quiver.Hom a b` or `CategoryTheory.Iso a b` (objects named by text)."""
    return ends(t) is not None or ends(t, ISO) is not None
