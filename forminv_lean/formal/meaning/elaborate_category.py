"""Elaboration of category theory (`meaning/category.py`): a mixin of `Elaborator`.

Types: `X ⟶ Y` and `X ≅ Y` over two objects of one type (terms, or types as objects of
`Type u`), `C ⥤ D`, `C ≌ D`, `Cᵒᵖ`. Terms: `f ≫ g` when `f : X ⟶ Y` and `g : Y ⟶ Z` (then
`X ⟶ Z`), `F ⋙ G` when `F : C ⥤ D` and `G : D ⥤ E`, `𝟙 X : X ⟶ X`, `𝟭 C : C ⥤ C`,
`F.obj X : D` for `X : C`, `F.map f : F.obj X ⟶ F.obj Y` for `f : X ⟶ Y`, `e.hom`, `e.inv`,
`e.symm` of `e : X ≅ Y`. The implicit objects are read off the arguments' types, as Lean's
unifier does; when they cannot be (an argument of unknown type, objects that differ as
written), the statement is refused rather than typed by a guess.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any, Protocol

from forminv_lean.formal.errors import UnsupportedError
from forminv_lean.formal.meaning.ast import App, BinOp, Expr, Field, Name, UnOp
from forminv_lean.formal.meaning.category import (
    ARROW,
    ARROW_MK,
    ASSOCIATOR,
    BRAIDING,
    COMMA,
    COMMA_MORPHISM,
    COMP,
    COMPLEX_ABBREVS,
    COMPLEX_MEMBERS,
    CONCRETE,
    CONES,
    EQUIVALENCE,
    EQUIVALENCE_FUNCTORS,
    EQUIVALENCE_TRANSFORMATIONS,
    FUNCTOR,
    FUNCTOR_COMP,
    FUNCTOR_CONSTANTS,
    FUNCTOR_ID,
    FUNCTOR_MAP,
    FUNCTOR_OBJ,
    FUNCTOR_OP,
    HOM,
    HOMOLOGICAL,
    ID,
    INV,
    ISO,
    ISO_TRANS,
    LEFT_UNITOR,
    MONOIDAL_ALIASES,
    NAT_APP,
    RIGHT_UNITOR,
    SHORT_COMPLEX,
    SHORT_COMPLEX_MEMBERS,
    STRUCTURE_FIELDS,
    TENSOR_HOM,
    TENSOR_OBJ,
    TENSOR_UNIT,
    TYPE_ARROWS,
    WHISKER_LEFT,
    WHISKER_RIGHT,
    atomic,
    between,
    ends,
    functor_ends,
)
from forminv_lean.formal.meaning.eq_to_hom_r28 import EQ_HEADS, complex_iso_of_eq, eq_to_hom
from forminv_lean.formal.meaning.morphisms_r26_cat import MORPHISMS as _R26_CAT_MORPHISMS
from forminv_lean.formal.meaning.morphisms_r29_holes import MORPHISMS as _R29_HOLES_MORPHISMS
from forminv_lean.formal.meaning.opaque import _arguments
from forminv_lean.formal.meaning.signature import SORT_NAMES, TYPE_NAMES
from forminv_lean.formal.meaning.signatures_r17c import MORPHISMS as _R17C_MORPHISMS
from forminv_lean.formal.meaning.signatures_r19j import IMPLICIT
from forminv_lean.formal.meaning.signatures_r19j import MORPHISMS as _R19J_MORPHISMS
from forminv_lean.formal.meaning.signatures_r20k import MORPHISMS as _R20K_MORPHISMS
from forminv_lean.formal.meaning.signatures_r20k import SIGNATURES as _R20K
from forminv_lean.formal.meaning.terms import Term
from forminv_lean.formal.meaning.types import PROP, TYPE, Ty, show_type

if TYPE_CHECKING:
    from forminv_lean.formal.meaning.elaboration import Scope

#: The constants declared over objects and morphisms (`signatures_r17c`, `signatures_r19j`,
#: `signatures_r20k`, `morphisms_r26_cat`, `morphisms_r29_holes`).
MORPHISMS = {**_R17C_MORPHISMS, **_R19J_MORPHISMS, **_R20K_MORPHISMS, **_R26_CAT_MORPHISMS,
             **_R29_HOLES_MORPHISMS}


class _Host(Protocol):
    """What category elaboration needs from the `Elaborator` (checked by mypy)."""

    final: bool

    def resolve(self, t: Ty) -> Ty: ...
    def fresh(self, name: str, *, flexible: bool = False) -> Ty: ...
    def unify(self, a: Ty, b: Ty) -> bool: ...
    def fail(self, symbol: str, message: str | None = None) -> Exception: ...
    def pending(self) -> Exception: ...
    def term(self, e: Expr, sc: Scope, expected: Ty | None) -> Term: ...
    def elab_type(self, e: Expr, sc: Scope) -> Ty: ...
    def opaque_app(self, head: str, args: list[Term], ty: Ty | None, sc: Scope, *,
                   typed: set[int] | None = None) -> Term: ...
    def _cat_object(self, x: Expr, sc: Scope,
                    expected: Ty | None = None) -> tuple[str, Ty, Term | None]: ...
    def _cat_objects(self, lhs: Expr, rhs: Expr, sc: Scope
                     ) -> tuple[tuple[str, Ty, Term | None], tuple[str, Ty, Term | None]]: ...
    def _type_valued(self, e: Expr, f: Expr, x: Expr, sc: Scope) -> Ty | None: ...
    def category_term(self, e: Expr, sc: Scope) -> Term | None: ...
    def category_constant(self, name: str) -> Term | None: ...
    def category_field(self, obj: Term, fld: str, args: list[Expr],
                       sc: Scope) -> Term | None: ...
    def _map_apply(self, obj: Term, args: list[Expr], sc: Scope) -> Term: ...
    def _cat_known(self, t: Term, what: str) -> Ty: ...
    def structure_field(self, obj: Term, ty: Ty, fld: str, args: list[Expr],
                        sc: Scope) -> Term | None: ...
    def apply(self, f: Term, args: list[Expr], sc: Scope) -> Term: ...
    def _nat_app(self, obj: Term, nat: tuple[str, str], args: list[Expr],
                 sc: Scope) -> Term | None: ...
    def monoidal_call(self, fname: str, args: list[Expr], sc: Scope) -> Term | None: ...
    def _monoidal_typed(self, fname: str, args: list[Expr], sc: Scope) -> Term | None: ...
    def _mon_object(self, x: Expr, sc: Scope) -> tuple[str, Ty, Term]: ...
    def _mon_hom(self, f: Expr, sc: Scope) -> tuple[str, str, Ty, Term]: ...
    def morphism_call(self, fname: str, args: list[Expr], sc: Scope) -> Term | None: ...


def _show(e: Expr) -> str:
    from forminv_lean.formal.meaning.elaboration import show_expr

    return show_expr(e)


def _parse(text: str) -> Expr:
    from forminv_lean.formal.meaning.parser import parse

    return parse(text)


def _ground(t: Ty) -> bool:
    return t.head != "meta" and all(_ground(a) for a in t.args)


def _obj_of(f: Expr) -> Expr:
    """`F.obj` as the parser reads it (`F.obj` for a name, `(F ⋙ G).obj` otherwise)."""
    return Name(f"{f.id}.obj") if isinstance(f, Name) else Field(f, "obj")


def _functor_and_object(e: Expr) -> tuple[Expr, Expr] | None:
    """`(F, X)` of `F.obj X` as parsed, else None."""
    if isinstance(e, App) and len(e.args) == 1:
        if isinstance(e.fn, Field) and e.fn.field == "obj":
            return e.fn.obj, e.args[0]
        if isinstance(e.fn, Name) and e.fn.id.endswith(".obj") and e.fn.id.count(".") == 1:
            return Name(e.fn.id.split(".")[0]), e.args[0]
    return None


def _unfold(e: Expr) -> Expr:
    """An object with Lean's definitional unfolding of the functor constructions done:
    `(F ⋙ G).obj X` is `G.obj (F.obj X)` and `(𝟭 C).obj X` is `X` (Functor/Basic.lean: `comp`
    has `obj X := G.obj (F.obj X)`, `Functor.id` has `obj X := X`; `comp_obj` and `id_obj` are
    `rfl`), so types that Lean identifies by unfolding them are identified here too."""
    fx = _functor_and_object(e)
    if isinstance(e, BinOp) and e.op == "⊗":   # `X ⊗ Y` as an object is `tensorObj X Y`
        return App(Name(TENSOR_OBJ), (_unfold(e.lhs), _unfold(e.rhs)))   # (`elaborate_tensor`)
    if fx is None:
        if isinstance(e, Name) and e.id in MONOIDAL_ALIASES:   # one constant, one spelling
            return Name(MONOIDAL_ALIASES[e.id])
        if isinstance(e, App) and isinstance(e.fn, Name) and e.fn.id in STRUCTURE_FIELDS and \
                isinstance(e.args[0], Name):
            # `ShortComplex.X₂ S` is the field `S.X₂` (one term, one spelling)
            fld = Name(f"{e.args[0].id}.{STRUCTURE_FIELDS[e.fn.id]}")
            rest = tuple(_unfold(a) for a in e.args[1:])
            return App(fld, rest) if rest else fld
        if isinstance(e, App):
            return App(_unfold(e.fn) if isinstance(e.fn, Name) else e.fn,
                       tuple(_unfold(a) for a in e.args))
        return e
    f, x = fx
    x = _unfold(x)
    if isinstance(f, BinOp) and f.op == "⋙":
        return _unfold(App(_obj_of(f.rhs), (App(_obj_of(f.lhs), (x,)),)))
    if isinstance(f, App) and isinstance(f.fn, Name) and f.fn.id in ("𝟭", FUNCTOR_ID) \
            and len(f.args) == 1:
        return x
    return App(_obj_of(f), (x,))


def written_type(e: Expr, is_type: Callable[[Expr], bool]) -> bool:
    """Whether `e` is certainly a type by the category notation at its top, whatever context
    it stands in: `X ⟶ Y`, `X ≅ Y`, `C ⥤ D`, `C ≌ D` (each a structure or `Quiver.Hom`, whose
    value is a sort: Quiver/Basic.lean:42 `Hom : V → V → Sort v`), and `Cᵒᵖ` of a type
    (`Opposite` over `(α : Sort u)`, Data/Opposite.lean:22,29); `is_type` decides the operand of `ᵒᵖ`.
    So `Nonempty (X ⟶ Y)` and `HasLimitsOfShape J Cᵒᵖ` pass a type, and `∀ i, F i ⟶ A` is a
    Π type, not a proposition."""
    if isinstance(e, BinOp):
        return e.op in TYPE_ARROWS
    return isinstance(e, UnOp) and e.op == "ᵒᵖ" and is_type(e.arg)


def _untyped(x: Expr, sc: Scope, resolve: Callable[[Ty], Ty]) -> bool:
    """A bound name whose type nothing has fixed yet (a binder written with no type)."""
    return isinstance(x, Name) and x.id in sc.vars and resolve(sc.vars[x.id]).head == "meta"


def object_text(e: Expr) -> str:
    """The text of an object in a type's name, after `_unfold`."""
    return atomic(_show(_unfold(e)))


def term_text(t: Term) -> str | None:
    """The text of a functor term as `show_expr` writes its source (`F`, `F ⋙ G`,
    `CategoryTheory.Functor.id C`), for the objects `F.map f` names; None if unknown."""
    if t.op == "var" or t.op == "const" and t.name in FUNCTOR_CONSTANTS:
        return t.name
    if t.op == "app" and t.name == FUNCTOR_COMP and len(t.args) == 2:
        a, b = (term_text(x) for x in t.args)
        return None if a is None or b is None else f"{atomic(a)} ⋙ {atomic(b)}"
    if t.op == "app" and t.name.startswith(FUNCTOR_ID + " ") and not t.args:
        return t.name
    if t.op == "app" and len(t.args) == 1 and t.args[0].op == "var" and \
            t.name in (FUNCTOR_OP, *(c for c, _ in EQUIVALENCE_FUNCTORS.values())):
        return f"{t.args[0].name}.{t.name.rsplit('.', 1)[1]}"   # `e.functor`, `F.op`
    if t.op == "app" and t.name in _NAMED_FUNCTORS and t.args:
        # `CategoryTheory.Join.inclRight C D`, `CategoryTheory.ihom A`: a declared functor
        # applied to variables (a type argument is a `Type` constant whose type names it)
        parts = [_variable_text(a) for a in t.args]
        return None if None in parts else " ".join([t.name, *(p for p in parts if p)])
    return None


#: The functors `signatures_r20k` declares (`ihom A`, `Sum.inl_ C D`), which `term_text`
#: names when applied to variables, so that `F.map f`'s objects are written `F.obj X`; and
#: `shiftFunctor C n` (`signatures_r19j`), the functor of a shifted morphism `f⟦n⟧'`
#: (`formalise/shift_morphisms_r29`), whose objects `X⟦n⟧` are spelt the same way.
_NAMED_FUNCTORS = frozenset(n for n, sig in _R20K.items() if sig[-1].startswith(
    FUNCTOR + " ")) | {"CategoryTheory.shiftFunctor"}


def _variable_text(t: Term) -> str | None:
    """A variable's name, or a type variable's passed as an explicit type argument (the
    `Type` constant typed `Type C`); None for anything else."""
    if t.op == "var":
        return t.name
    ty = t.ty
    if t.op == "const" and t.name == "Type" and ty.head == "app" and ty.name == "Type" and \
            len(ty.args) == 1 and ty.args[0].head == "var" and not ty.args[0].args:
        return ty.args[0].name
    return None


class CategoryElaboration:
    """Category theory, as methods of the `Elaborator` (typed through `_Host`)."""

    def category_type(self: _Host, e: Expr, sc: Scope) -> Ty | None:
        """The type `e` denotes if it is written with a category notation, else None."""
        pair: tuple[str, Expr, Expr] | None = None
        if isinstance(e, BinOp) and e.op in ("⟶", "≅", "⥤", "≌"):
            pair = ({"⟶": HOM, "≅": ISO, "⥤": FUNCTOR, "≌": EQUIVALENCE}[e.op], e.lhs, e.rhs)
        elif isinstance(e, App) and isinstance(e.fn, Name) and len(e.args) == 2 and \
                e.fn.id in (HOM, ISO, FUNCTOR, EQUIVALENCE):
            pair = (e.fn.id, e.args[0], e.args[1])
        fx = _functor_and_object(e)
        if fx is not None:
            return self._type_valued(e, fx[0], fx[1], sc)
        if isinstance(e, UnOp) and e.op == "ᵒᵖ":
            return Ty("app", (self.elab_type(e.arg, sc),), "Opposite")
        if pair is None:
            return None
        head, lhs, rhs = pair
        if head in (FUNCTOR, EQUIVALENCE):
            return Ty("app", (self.elab_type(lhs, sc), self.elab_type(rhs, sc)), head)
        (a, ta, _), (b, tb, _) = self._cat_objects(lhs, rhs, sc)
        if ta != tb:
            raise self.fail("⟶" if head == HOM else "≅",
                            f"objects of different types: {a} : {ta}, {b} : {tb}")
        return between(head, a, b)

    def _type_valued(self: _Host, e: Expr, f: Expr, x: Expr, sc: Scope) -> Ty | None:
        """`F.obj X` written as a type, for `F : C ⥤ Type u`: an opaque type named by its
        (unfolded) text. For a functor into another category Lean would insert a coercion to
        a type (`ConcreteCategory`), which is refused; None when `F` is no functor here."""
        if isinstance(f, Name) and f.id not in sc.vars:
            return None
        fun = functor_ends(self.resolve(self.term(f, sc, None).ty))
        if fun is None:
            return None
        if fun[1] != TYPE:
            raise self.fail("obj", f"{_show(e)} used as a type: its category {fun[1]} is not "
                            "Type (Lean coerces the object to a type)")
        self.term(e, sc, None)  # typed as Lean types it (the object is in the domain)
        return Ty("app", (), _show(_unfold(e)))

    def _cat_objects(self: _Host, lhs: Expr, rhs: Expr, sc: Scope
                     ) -> tuple[tuple[str, Ty, Term | None], tuple[str, Ty, Term | None]]:
        """The two objects of `X ⟶ Y` / `X ≅ Y`. Lean elaborates `Quiver.Hom {V} X Y`'s
        arguments against one `V`, so a binder with no type written (`∀ d, ∃ c, Nonempty (F.obj
        c ⟶ d)`) gets the other object's type; the typed object is elaborated first."""
        first_lhs = not _untyped(lhs, sc, self.resolve)
        one, other = (lhs, rhs) if first_lhs else (rhs, lhs)
        x = self._cat_object(one, sc)
        y = self._cat_object(other, sc, None if x[1] == TYPE else x[1])
        return (x, y) if first_lhs else (y, x)

    def _cat_object(self: _Host, x: Expr, sc: Scope,
                    expected: Ty | None = None) -> tuple[str, Ty, Term | None]:
        """An object: its text, its type (`Type*` for a type as an object of `Type u`) and
        its term (None for a type). A binder with no type written takes `expected`."""
        if isinstance(x, Name) and x.id == "_":
            raise self.fail("_", "an object left to unification (`_`)")
        if isinstance(x, Name) and x.id not in sc.vars and (
                x.id in sc.tnames or x.id in TYPE_NAMES or x.id in SORT_NAMES) or \
                isinstance(x, App) and isinstance(x.fn, Name) and x.fn.id in ("Type", "Sort"):
            return object_text(x), TYPE, None
        t = self.term(x, sc, None)
        if expected is not None and _untyped(x, sc, self.resolve):
            self.unify(t.ty, expected)
        ty = self._cat_known(t, _show(x))
        return object_text(x), ty, (None if ty == TYPE else t)

    def _cat_known(self: _Host, t: Term, what: str) -> Ty:
        """`t`'s type, which must be known (Lean's unifier reads the implicit objects off it)."""
        ty = self.resolve(t.ty)
        if not _ground(ty):
            if not self.final:
                raise self.pending()
            raise self.fail(what, f"the type of {what} is not known")
        if ty.head == "result" or ty == PROP:
            raise self.fail(what, f"the type of {what} is not known here ({ty})")
        return ty

    def category_term(self: _Host, e: Expr, sc: Scope) -> Term | None:
        """`f ≫ g`, `e ≪≫ i` and `F ⋙ G`, typed from their arguments; None for anything
        else."""
        if not (isinstance(e, BinOp) and e.op in ("≫", "⋙", "≪≫")):
            return None
        if e.op == "≫":
            a, b = CategoryElaboration._comp_operands(self, e, sc)
        else:
            a, b = self.term(e.lhs, sc, None), self.term(e.rhs, sc, None)
        if e.op == "⋙" and (fa := functor_ends(self.resolve(a.ty))) is not None and \
                (fb := functor_ends(self.resolve(b.ty))) is not None:
            self.unify(fa[1], fb[0])   # `F ⋙ yoneda`: the constant's category is F's target
        ta, tb = self._cat_known(a, _show(e.lhs)), self._cat_known(b, _show(e.rhs))
        if e.op in ("≫", "≪≫"):
            head, what = (HOM, "morphisms `X ⟶ Y`") if e.op == "≫" else (ISO, "isomorphisms `X ≅ Y`")
            ea, eb = ends(ta, head), ends(tb, head)
            if ea is None or eb is None:
                raise self.fail(e.op, f"composite of {ta} and {tb}: not {what} here")
            if ea[1] != eb[0]:
                raise self.fail(e.op, f"type mismatch: {_show(e.lhs)} ends at {ea[1]}, "
                                f"{_show(e.rhs)} starts at {eb[0]}")
            return self.opaque_app(COMP if e.op == "≫" else ISO_TRANS, [a, b],
                                   between(head, ea[0], eb[1]), sc, typed={0, 1})
        fa, fb = functor_ends(ta), functor_ends(tb)
        if fa is None or fb is None:
            raise self.fail("⋙", f"composite of {ta} and {tb}: not functors `C ⥤ D`")
        if fa[1] != fb[0]:
            raise self.fail("⋙", f"type mismatch: {_show(e.lhs)} ends at {fa[1]}, "
                            f"{_show(e.rhs)} starts at {fb[0]}")
        return self.opaque_app(FUNCTOR_COMP, [a, b], Ty("app", (fa[0], fb[1]), FUNCTOR), sc,
                               typed={0, 1})

    def _comp_operands(self: _Host, e: BinOp, sc: Scope) -> tuple[Term, Term]:
        """The operands of `a ≫ b`, an operand that is a constant of `IMPLICIT` typed from
        the other one (`_implicit_at`): `a ≫ prod.fst` from `a`'s target, `coprod.inl ≫ b`
        from `b`'s source, and the first operand of a composite from the source the composite
        around it fixes (`a ≫ prod.fst ≫ f` is `a ≫ (prod.fst ≫ f)`: Lean elaborates the
        inner composite against the expected type `W ⟶ ?Z`, `W` being `a`'s target). Either
        is elaborated as any term when that does not type it."""
        hints = _source_hints(self)
        left, right = _implicit_name(e.lhs), _implicit_name(e.rhs)
        a: Term | None = None
        if left is not None and id(e) in hints:
            a = CategoryElaboration._implicit_at(self, left, "source", hints[id(e)], sc)
        elif left is None:
            a = self.term(e.lhs, sc, None)
        b: Term | None = None
        pair = _known_ends(self, a)
        if pair is not None:
            if right is not None:
                b = CategoryElaboration._implicit_at(self, right, "source", pair[1], sc)
            elif isinstance(e.rhs, BinOp) and e.rhs.op == "≫":
                hints[id(e.rhs)] = pair[1]
        if b is None:
            b = self.term(e.rhs, sc, None)
        if a is None:
            pair = _known_ends(self, b)
            if left is not None and pair is not None:
                a = CategoryElaboration._implicit_at(self, left, "target", pair[0], sc)
            if a is None:
                a = self.term(e.lhs, sc, None)
        return a, b

    def _implicit_at(self: _Host, name: str, end: str, text: str, sc: Scope) -> Term | None:
        """The constant `name` of `IMPLICIT` whose declared source (`end` "source") or target
        is the object named `text`: its implicit objects read off that object by a
        first-order match (`match_object`), as `isDefEq` assigns them for two applications
        of one constant. None when the match fails, leaves an object unbound, or binds
        objects of different categories."""
        binders, result = _morphism_spec(IMPLICIT[name])
        assert isinstance(result, BinOp)
        actual = _parse_or_none(text)
        names = {n for n, _, _ in binders}
        binding: dict[str, Expr] = {}
        pattern = result.lhs if end == "source" else result.rhs
        if actual is None or not match_object(pattern, actual, names, binding) or \
                binding.keys() != names:
            return None
        try:
            cats = {self._cat_known(self.term(x, sc, None), _show(x)) for x in binding.values()}
        except UnsupportedError:
            return None
        if len(cats) != 1 or TYPE in cats:
            return None

        def subst(o: Expr) -> Expr:
            if isinstance(o, Name):
                return binding.get(o.id, o)
            return App(subst(o.fn), tuple(map(subst, o.args))) if isinstance(o, App) else o

        return self.opaque_app(name, [], between(
            HOM, object_text(subst(result.lhs)), object_text(subst(result.rhs))), sc)

    def category_call(self: _Host, fname: str, args: list[Expr], sc: Scope) -> Term | None:
        """`𝟙 X`, `𝟭 C` (expanded by the renderer to their constants), `Iso.hom e` and the
        other Iso fields written as functions; None for any other name."""
        fname = {"𝟙": ID, "𝟭": FUNCTOR_ID}.get(fname, fname)  # kept as notation in effect
        if (mon := self.monoidal_call(fname, args, sc)) is not None:
            return mon   # `X ◁ f`, `𝟙_ C`, `(α_ X Y Z).hom`, ... as their constants
        if (mor := self.morphism_call(fname, args, sc)) is not None:
            return mor   # `pullback.fst f g`, ... typed as declared (`signatures_r17c`)
        if fname in EQ_HEADS:   # `eqToHom h`, `h : a = b` a hypothesis (`eq_to_hom_r28`)
            return eq_to_hom(self, fname, args, sc)
        owner, _, fld = fname.rpartition(".")
        if fld in ("obj", "map") and (functor := self.category_constant(owner)) is not None:
            return self.category_field(functor, fld, args, sc)   # `yoneda.obj X`
        if fname == ID:
            if len(args) != 1:
                raise self.fail("𝟙", "the identity morphism needs exactly its object")
            text, _, t = self._cat_object(args[0], sc)
            ty = between(HOM, text, text)
            return self.opaque_app(f"{ID} {text}", [], ty, sc) if t is None else \
                self.opaque_app(ID, [t], ty, sc, typed={0})
        if fname in (COMP, FUNCTOR_COMP, ISO_TRANS) and len(args) == 2:  # written out
            op = {COMP: "≫", FUNCTOR_COMP: "⋙", ISO_TRANS: "≪≫"}[fname]
            return self.category_term(BinOp(op, *args), sc)
        if fname == FUNCTOR_ID:
            if len(args) != 1:
                raise self.fail("𝟭", "the identity functor needs exactly its category")
            c = self.elab_type(args[0], sc)
            return self.opaque_app(f"{FUNCTOR_ID} {atomic(_show(args[0]))}", [],
                                   Ty("app", (c, c), FUNCTOR), sc)
        if fname == INV and len(args) == 1:
            # `inv f : Y ⟶ X` for `f : X ⟶ Y` (IsIso); of an argument whose type is not known
            # here (`inv (Spec.map f)`) it stays uninterpreted, as every undeclared constant
            try:
                f = self.term(args[0], sc, None)
                hom = ends(self._cat_known(f, _show(args[0])))
            except UnsupportedError:
                return None
            if hom is None:
                return None
            return self.opaque_app(INV, [f], between(HOM, hom[1], hom[0]), sc, typed={0})
        if fname == ARROW_MK and len(args) == 1:
            # `Arrow.mk f : Arrow T` for `f : X ⟶ Y`, `X Y : T` (`meaning/category.py`)
            try:
                f = self.term(args[0], sc, None)
                hom = ends(self._cat_known(f, _show(args[0])))
                cats = None if hom is None else [
                    self._cat_known(self.term(_parse(o), sc, None), o) for o in hom]
            except UnsupportedError:
                return None
            if cats is None or cats[0] != cats[1] or cats[0] == TYPE:
                return None
            return self.opaque_app(ARROW_MK, [f], Ty("app", (cats[0],), ARROW), sc, typed={0})
        if fname in STRUCTURE_FIELDS and args:
            # `ShortComplex.X₂ S`, `HomologicalComplex.X K i` written out: the field of the
            # first explicit argument, when that is such a structure here
            try:
                struct = self.term(args[0], sc, None)
            except UnsupportedError:
                return None
            return self.category_field(struct, STRUCTURE_FIELDS[fname], args[1:], sc)
        if fname in (f"{ISO}.hom", f"{ISO}.inv", f"{ISO}.symm") and len(args) == 1:
            e = self.term(args[0], sc, None)
            return CategoryElaboration.category_field(self, e, fname.rsplit(".", 1)[1], [], sc)
        return None

    def _map_apply(self: _Host, obj: Term, args: list[Expr], sc: Scope) -> Term:
        """`F.map f x` for `F : C ⥤ Type u` and `f : X ⟶ Y`: in the category of types a
        morphism is a function (CategoryTheory/Types.lean:43-44, `instance types :
        LargeCategory (Type u) where Hom a b := a → b`), so `x : F.obj X` and the whole is of
        type `F.obj Y` (the opaque types `_type_valued` names by their text)."""
        hom = CategoryElaboration.category_field(self, obj, "map", args[:1], sc)
        assert hom is not None
        return CategoryElaboration._applied_in_types(self, FUNCTOR_MAP, "map", obj, hom, args[1],
                                                     sc)

    def category_constant(self: _Host, name: str) -> Term | None:
        """A constant of `FUNCTOR_CONSTANTS` (`CategoryTheory.yoneda`), typed as declared with
        a fresh metavariable for each implicit category; None for any other name."""
        if name not in FUNCTOR_CONSTANTS:
            return None
        arity, build = FUNCTOR_CONSTANTS[name]
        cats = [self.fresh(f"{name}.C{k}") for k in range(arity)]
        return Term("const", (), build(*cats), name)

    def category_field(self: _Host, obj: Term, fld: str, args: list[Expr],
                       sc: Scope) -> Term | None:
        """`F.obj X`, `F.map f` on a functor; `e.hom`, `e.inv`, `e.symm` on an isomorphism.
        None when `obj` is neither (or the field is another one: kept opaque)."""
        ty = self.resolve(obj.ty)
        ns = HOM if ends(ty) is not None else ISO if ends(ty, ISO) is not None else \
            ty.name.split(" ")[0] if ty.head == "app" else ""   # (`Adjunction F G`: by text)
        if obj.op == "var" and f"{ns}.{fld}" in MORPHISMS:
            # `f.op`, `P.p`: Lean's field notation, the variable the first explicit argument
            return self.morphism_call(f"{ns}.{fld}", [Name(obj.name), *args], sc)
        if (st := self.structure_field(obj, ty, fld, args, sc)) is not None:
            return st   # `e.functor`, `S.X₂`, `K.d i j`
        iso = ends(ty, ISO)
        if iso is not None and fld == "trans" and len(args) == 1:
            # `e.trans i` is `CategoryTheory.Iso.trans e i` (Iso.lean:128), as `e ≪≫ i`
            other = self.term(args[0], sc, None)
            nxt = ends(self._cat_known(other, _show(args[0])), ISO)
            if nxt is None or nxt[0] != iso[1]:
                raise self.fail("trans", f"type mismatch: {_show(args[0])} does not start at "
                                f"{iso[1]}")
            return self.opaque_app(ISO_TRANS, [obj, other], between(ISO, iso[0], nxt[1]), sc,
                                   typed={0, 1})
        if iso is not None and fld in ("hom", "inv", "symm"):
            a, b = iso
            res = {"hom": between(HOM, a, b), "inv": between(HOM, b, a),
                   "symm": between(ISO, b, a)}[fld]
            if args and (fld == "symm" or CategoryElaboration.concrete_ends(
                    self, res, sc) is None):
                raise self.fail(fld, f"{ISO}.{fld} applied to arguments")
            mor = self.opaque_app(f"{ISO}.{fld}", [obj], res, sc, typed={0})
            # `e.hom x` in a concrete category: the morphism applied to an element
            return self.apply(mor, args, sc) if args else mor
        nat = ends(ty)
        if nat is not None and fld == "app":
            return CategoryElaboration._nat_app(self, obj, nat, args, sc)
        fun = functor_ends(ty)
        if fun is None or fld not in ("obj", "map"):
            return None
        c, d = fun
        if fld == "map" and len(args) == 2 and self.resolve(d) == TYPE:
            return self._map_apply(obj, args, sc)
        if len(args) != 1:
            raise self.fail(fld, f"F.{fld} needs exactly one argument here")
        if fld == "obj":
            if c == TYPE:
                raise self.fail("obj", "a functor from a category of types (objects that are "
                                "types) is not supported")
            x = self.term(args[0], sc, c)
            # `∀ X, … F.obj X …`: Lean's unifier gives an untyped binder F's domain, and the
            # argument gives a constant functor's implicit category (`yoneda.obj X`)
            self.unify(x.ty, c)
            tx, c = self._cat_known(x, _show(args[0])), self.resolve(c)
            if tx != c or c == TYPE:
                raise self.fail("obj", f"type mismatch: {_show(args[0])} : {tx}, not {c}")
            return self.opaque_app(FUNCTOR_OBJ, [obj, x], self.resolve(d), sc, typed={0, 1})
        f = self.term(args[0], sc, None)
        hom = ends(self._cat_known(f, _show(args[0])))
        if hom is None:
            raise self.fail("map", f"F.map of {_show(args[0])}, which is not a morphism here")
        name = term_text(obj)
        if name is None or c == TYPE:
            raise self.fail("map", "the functor's objects cannot be named here")
        from forminv_lean.formal.meaning.parser import parse

        for o in hom:  # the morphism's objects are objects of the functor's domain
            to = self._cat_known(self.term(parse(o), sc, None), o)
            if not self.unify(to, c) or self.resolve(c) == TYPE:
                raise self.fail("map", f"type mismatch: {o} : {to}, not {self.resolve(c)}")
        src, dst = (object_text(parse(f"{atomic(name)}.obj {o}")) for o in hom)
        return self.opaque_app(FUNCTOR_MAP, [obj, f], between(HOM, src, dst), sc,
                               typed={0, 1})

    def structure_field(self: _Host, obj: Term, ty: Ty, fld: str, args: list[Expr],
                        sc: Scope) -> Term | None:
        """A field of an equivalence `e : C ≌ D`, a short complex `S : ShortComplex C` or a
        complex `K : HomologicalComplex V c` (`ChainComplex V α`, `CochainComplex V α`), typed
        as declared (`meaning/category.py`); None for another structure or field. A field
        whose type names the structure (`S.f : S.X₁ ⟶ S.X₂`) needs the structure to be a
        variable, its objects named by their text; else it is refused."""
        if ty.head != "app":
            return None
        owner = obj.name if obj.op == "var" else None

        def named(what: str) -> str:
            if owner is None:
                raise self.fail(fld, f"the {what} of a {ty.name} that is not a variable: its "
                                "objects cannot be named here")
            return owner

        def no_args() -> None:
            if args:
                raise self.fail(fld, f"{ty.name}.{fld} applied to arguments")

        if ty.name == EQUIVALENCE and len(ty.args) == 2:
            c, d = ty.args
            if fld in EQUIVALENCE_FUNCTORS:
                no_args()
                const, swapped = EQUIVALENCE_FUNCTORS[fld]
                fty = Ty("app", (d, c) if swapped else (c, d), FUNCTOR)
                return self.opaque_app(const, [obj], fty, sc, typed={0})
            if fld not in EQUIVALENCE_TRANSFORMATIONS:
                return None
            no_args()
            e = named("natural transformation")
            head, src, dst = EQUIVALENCE_TRANSFORMATIONS[fld]

            def functor(which: str) -> str:
                if which == "fi":
                    return f"({e}.functor ⋙ {e}.inverse)"
                if which == "if":
                    return f"({e}.inverse ⋙ {e}.functor)"
                cat = c if which == "id C" else d
                if cat.head not in ("var", "app") or cat.args or cat == TYPE:
                    raise self.fail(fld, f"the identity functor of {cat}, which is not named "
                                    "here")
                return f"({FUNCTOR_ID} {show_type(cat)})"

            return self.opaque_app(f"{EQUIVALENCE}.{fld}", [obj],
                                   between(head, functor(src), functor(dst)), sc, typed={0})
        if ty.name == SHORT_COMPLEX and len(ty.args) == 1:
            if fld not in SHORT_COMPLEX_MEMBERS:
                return None
            no_args()
            ends_at = SHORT_COMPLEX_MEMBERS[fld]
            if ends_at is None:
                res = ty.args[0]
            else:
                s = named("morphism")
                res = between(HOM, *(f"{s}.{m}" for m in ends_at))
            return self.opaque_app(f"{SHORT_COMPLEX}.{fld}", [obj], res, sc, typed={0})
        if ty.name == ARROW and len(ty.args) == 1 and fld in ("left", "right", "hom"):
            no_args()
            if fld == "hom":
                arr = named("morphism")
                return self.opaque_app(f"{COMMA}.hom", [obj], between(
                    HOM, f"{arr}.left", f"{arr}.right"), sc, typed={0})
            return self.opaque_app(f"{COMMA}.{fld}", [obj], ty.args[0], sc, typed={0})
        if (sq := ends(ty)) is not None and fld in ("left", "right"):
            # `sq.left : f.left ⟶ g.left` for `sq : f ⟶ g` in `Arrow T`
            try:
                cats = [self.resolve(self.term(_parse(o), sc, None).ty) for o in sq]
            except UnsupportedError:
                return None
            if any(c.head != "app" or c.name != ARROW for c in cats):
                return None
            no_args()
            src, dst = (object_text(_parse(f"{atomic(o)}.{fld}")) for o in sq)
            return self.opaque_app(f"{COMMA_MORPHISM}.{fld}", [obj], between(HOM, src, dst), sc,
                                   typed={0})
        head, _, rest = ty.name.partition(" ")
        if head in CONES and not ty.args and rest and fld == "pt":
            # `c.pt : C` for `c : Cone F` (a type named by its text, `F` a term), `F : J ⥤ C`
            # (F's category read off its type)
            try:
                fun = functor_ends(self.resolve(self.term(_parse(rest), sc, None).ty))
            except UnsupportedError:
                return None
            if fun is None:
                return None
            no_args()
            return self.opaque_app(f"{head}.pt", [obj], fun[1], sc, typed={0})
        if (fun := functor_ends(ty)) is not None and fld == "op":
            no_args()   # `F.op : Cᵒᵖ ⥤ Dᵒᵖ`
            return self.opaque_app(FUNCTOR_OP, [obj], Ty("app", tuple(
                Ty("app", (x,), "Opposite") for x in fun), FUNCTOR), sc, typed={0})
        if (phi := ends(ty)) is not None and fld == "f" and len(args) == 1:
            return CategoryElaboration._complex_hom_f(self, obj, phi, args[0], sc)
        complex_ = CategoryElaboration._complex_index(self, ty, sc)
        if complex_ is not None and fld == "XIsoOfEq":   # `K.XIsoOfEq h` (`eq_to_hom_r28`)
            return complex_iso_of_eq(self, obj, complex_[0], args, sc)
        if complex_ is None or fld not in COMPLEX_MEMBERS:
            return None
        index, ty = complex_
        arity, between_members = COMPLEX_MEMBERS[fld]
        if len(args) != arity:
            raise self.fail(fld, f"{HOMOLOGICAL}.{fld} with {len(args)} indices, not {arity}")
        idx = []
        for a in args:
            x = self.term(a, sc, index)
            self.unify(x.ty, index)
            if (tx := self._cat_known(x, _show(a))) != self.resolve(index):
                raise self.fail(fld, f"type mismatch: {_show(a)} : {tx}, not {index}")
            idx.append(x)
        typed = set(range(len(idx) + 1))
        if between_members is None:
            return self.opaque_app(f"{HOMOLOGICAL}.{fld}", [obj, *idx], ty.args[0], sc,
                                   typed=typed)
        k = named("morphism")
        at = args if arity == 2 else args * 2
        i, j = (object_text(App(Name(f"{k}.{m}"), (a,)))
                for m, a in zip(between_members, at, strict=True))
        return self.opaque_app(f"{HOMOLOGICAL}.{fld}", [obj, *idx], between(HOM, i, j), sc,
                               typed=typed)

    def _complex_index(self: _Host, ty: Ty, sc: Scope) -> tuple[Ty, Ty] | None:
        """The index type of a complex's type and the type as `HomologicalComplex V c`'s
        members read it; None for another type."""
        if ty.head != "app":
            return None
        if ty.name in COMPLEX_ABBREVS and len(ty.args) == 2:
            return ty.args[1], ty
        head, _, rest = ty.name.partition(" ")
        if head == HOMOLOGICAL and not ty.args and len(parts := _arguments(rest)) == 2:
            # `HomologicalComplex V c` (a type named by its text, `c` a term) with `c :
            # ComplexShape ι` a variable: ι is its index, V its objects' category
            ct = self.resolve(sc.vars[parts[1]]) if parts[1] in sc.vars else None
            if ct is None or ct.head != "app" or ct.name != "ComplexShape" or len(ct.args) != 1:
                return None
            return ct.args[0], Ty("app", (self.elab_type(_parse(parts[0]), sc), ct),
                                  HOMOLOGICAL)
        return None

    def _complex_hom_f(self: _Host, obj: Term, phi: tuple[str, str], arg: Expr,
                       sc: Scope) -> Term | None:
        """`φ.f i : A.X i ⟶ B.X i` for a morphism `φ : A ⟶ B` of complexes: `structure Hom (A
        B : HomologicalComplex V c) where f : ∀ i, A.X i ⟶ B.X i` (Algebra/Homology/
        HomologicalComplex.lean:215-216), the `Hom` of `instance : Category
        (HomologicalComplex V c)` (:240), which Lean unfolds `A ⟶ B` to when it resolves the
        field `f` (no `Quiver.Hom.f` is declared). None when the ends are not complexes of
        one index type here."""
        try:
            types = [self.resolve(self.term(_parse(o), sc, None).ty) for o in phi]
            found = [CategoryElaboration._complex_index(self, t, sc) for t in types]
        except UnsupportedError:
            return None
        if found[0] is None or found[1] is None or found[0][0] != found[1][0]:
            return None
        index = found[0][0]
        i = self.term(arg, sc, index)
        self.unify(i.ty, index)
        if (ti := self._cat_known(i, _show(arg))) != self.resolve(index):
            raise self.fail("f", f"type mismatch: {_show(arg)} : {ti}, not {index}")
        src, dst = (object_text(App(_parse(f"{atomic(o)}.X"), (arg,))) for o in phi)
        return self.opaque_app(f"{HOMOLOGICAL}.Hom.f", [obj, i], between(HOM, src, dst), sc,
                               typed={0, 1})

    def concrete_ends(self: _Host, fty: Ty, sc: Scope) -> tuple[Ty, Ty] | None:
        """(domain, codomain) of the function Lean applies a morphism `f : X ⟶ Y` as, in a
        bundled concrete category of `CONCRETE` (`Grp`, `ModuleCat R`, ...): `↥X → ↥Y`, the
        carriers `(x : X)` has. None for another type, for objects whose category is not
        known here or not of the table (a category variable with `[ConcreteCategory C FC]`
        applies through `ToType X`, which is not this carrier as written)."""
        pair = ends(self.resolve(fty))
        if pair is None:
            return None
        from forminv_lean.formal.meaning.elaboration import _carrier

        objs = [_parse(o) for o in pair]
        try:
            cats = [self.resolve(self.term(o, sc, None).ty) for o in objs]
        except UnsupportedError:
            return None
        c = cats[0]
        if cats[1] != c or c.head != "app" or c.name.split(" ")[0] not in CONCRETE:
            return None
        return _carrier(objs[0]), _carrier(objs[1])

    def _nat_app(self: _Host, obj: Term, nat: tuple[str, str], args: list[Expr],
                 sc: Scope) -> Term | None:
        """`η.app X` for `η : F ⟶ G` between functors `F G : C ⥤ D` (`meaning/category.py`):
        `NatTrans.app η X : F.obj X ⟶ G.obj X`, with `X : C`. None when `F`, `G` are not
        functors here (the field stays another one); refused when they are, but the
        functors' domains differ or the argument is not one object of it."""
        try:
            funs = [functor_ends(self.resolve(self.term(_parse(o), sc, None).ty)) for o in nat]
        except UnsupportedError:
            return None
        if funs[0] is None or funs[1] is None:
            return None
        if funs[0] != funs[1]:
            raise self.fail("app", f"functors of different categories: {nat[0]}, {nat[1]}")
        if not args:
            return None   # `α.app` unapplied: kept as the field it is written as
        c, d = funs[0]
        if len(args) == 2 and self.resolve(d) == TYPE:
            try:
                return CategoryElaboration._nat_app_apply(self, obj, nat, args, sc)
            except UnsupportedError:
                # the element is typed by Lean's unfolding (`(yoneda.obj X).obj (op X)` is
                # `X ⟶ X`) or not known here: the field stays uninterpreted, as before
                return None
        if len(args) != 1:
            raise self.fail("app", "NatTrans.app needs exactly its object here")
        if self.resolve(c) == TYPE:
            raise self.fail("app", "a functor from a category of types (objects that are "
                            "types) is not supported")
        x = self.term(args[0], sc, c)
        self.unify(x.ty, c)
        tx, c = self._cat_known(x, _show(args[0])), self.resolve(c)
        if tx != c:
            raise self.fail("app", f"type mismatch: {_show(args[0])} : {tx}, not {c}")
        src, dst = (object_text(_parse(f"{atomic(o)}.obj {atomic(_show(args[0]))}"))
                    for o in nat)
        return self.opaque_app(NAT_APP, [obj, x], between(HOM, src, dst), sc, typed={0, 1})

    def _nat_app_apply(self: _Host, obj: Term, nat: tuple[str, str], args: list[Expr],
                       sc: Scope) -> Term:
        """`η.app X x` for `η : F ⟶ G` between functors into `Type u`: the component is a
        morphism of types, a function (CategoryTheory/Types.lean:43-44, `Hom a b := a → b`),
        so `x : F.obj X` and the whole is of type `G.obj X` (opaque types named by their
        text, as `_map_apply` reads `F.map f x`)."""
        comp = CategoryElaboration._nat_app(self, obj, nat, args[:1], sc)
        assert comp is not None
        return CategoryElaboration._applied_in_types(self, NAT_APP, "app", obj, comp, args[1], sc)

    def _applied_in_types(self: _Host, head: str, symbol: str, obj: Term, hom: Term, arg: Expr,
                          sc: Scope) -> Term:
        """`hom arg` for a morphism `hom : A ⟶ B` of the category of types (`F.map f`,
        `η.app X`): a function (CategoryTheory/Types.lean:43-44, `Hom a b := a → b`), so `arg :
        A` and the whole is `head obj … arg : B`, the opaque types named by their text."""
        pair = ends(self.resolve(hom.ty))
        assert pair is not None
        src, dst = (Ty("app", (), _show(_unfold(_parse(o)))) for o in pair)
        x = self.term(arg, sc, src)
        self.unify(x.ty, src)
        if (tx := self._cat_known(x, _show(arg))) != src:
            raise self.fail(symbol, f"type mismatch: {_show(arg)} : {tx}, not {src}")
        return self.opaque_app(head, [obj, *hom.args[1:], x], dst, sc, typed={0, 1, 2})

    def plain_morphism_type(self: _Host, t: Ty, sc: Scope) -> bool:
        """Is `t` a type `X ⟶ Y` / `X ≅ Y` that no value of another type is coerced from, so
        that Lean elaborates an undeclared constant beside a morphism of it at that type? Only
        in a category that is a type variable (or its opposite) while no type variable in scope
        has a concrete-category class: in a concrete category `f = F.map g` may be `⇑f = …`
        (Lean coerces the morphism to a function), which is not decided here."""
        pair = ends(t) or ends(t, ISO)
        if pair is None or any(
                any(w in c for w in ("Concrete", "Forget", "FunLike", "CoeFun")
                    for c in classes) for classes in sc.tvars.values()):
            return False
        try:
            cat = self.resolve(self.term(_parse(pair[0]), sc, None).ty)
        except UnsupportedError:
            return False
        if cat.head == "app" and cat.name == "Opposite" and len(cat.args) == 1:
            cat = cat.args[0]
        return cat.head == "var" and cat.name in sc.tvars

    # -- monoidal categories ------------------------------------------------------------------

    def _mon_object(self: _Host, x: Expr, sc: Scope) -> tuple[str, Ty, Term]:
        """An object of a monoidal category: its text, its category and its term. Objects that
        are types (the monoidal structure of `Type u`) are not read."""
        text, ty, t = self._cat_object(x, sc)
        if t is None or ty == TYPE:
            raise self.fail(_show(x), "an object of a category of types in a monoidal "
                            "construction is not supported")
        return text, ty, t

    def _mon_hom(self: _Host, f: Expr, sc: Scope) -> tuple[str, str, Ty, Term]:
        """A morphism `f : a ⟶ b` of a monoidal category: its objects' texts, their category
        (both objects of one, as `Quiver.Hom {V}` has one `V`) and its term."""
        t = self.term(f, sc, None)
        hom = ends(self._cat_known(t, _show(f)))
        if hom is None:
            raise self.fail(_show(f), f"{_show(f)} is not a morphism `X ⟶ Y` here")
        cats = [self._cat_known(self.term(_parse(o), sc, None), o) for o in hom]
        if cats[0] != cats[1] or cats[0] == TYPE:
            raise self.fail(_show(f), f"the objects of {_show(f)} are not objects of one "
                            "category that is not Type")
        return hom[0], hom[1], cats[0], t

    def monoidal_call(self: _Host, fname: str, args: list[Expr], sc: Scope) -> Term | None:
        """`_monoidal_typed`, or None (the constant stays uninterpreted, its result of unknown
        type, as every undeclared constant) where it cannot type the application: an object
        whose type is not known here (`X.X`), a unit of a category not named by its type."""
        try:
            return self._monoidal_typed(fname, args, sc)
        except UnsupportedError:
            return None

    def _monoidal_typed(self: _Host, fname: str, args: list[Expr], sc: Scope) -> Term | None:
        """The monoidal constants (`meaning/category.py`, each as declared) applied to all
        their explicit arguments, typed from them: objects named by their text, so `X ◁ f`
        with `f : Y₁ ⟶ Y₂` is a morphism `tensorObj X Y₁ ⟶ tensorObj X Y₂`. The implicit
        category is the objects' type; objects of different categories, a morphism where an
        object is wanted (or the reverse) and a partial application are refused. None for
        another name."""
        fname = MONOIDAL_ALIASES.get(fname, fname)
        arity = {TENSOR_OBJ: 2, TENSOR_HOM: 2, TENSOR_UNIT: 1, WHISKER_LEFT: 2,
                 WHISKER_RIGHT: 2, ASSOCIATOR: 3, LEFT_UNITOR: 1, RIGHT_UNITOR: 1,
                 BRAIDING: 2}.get(fname)
        if arity is None:
            return None
        short = fname.rsplit(".", 1)[1]
        if len(args) != arity:
            raise self.fail(short, f"{fname} with {len(args)} arguments, not {arity}")

        def tensor(a: str, b: str) -> str:
            return atomic(f"{TENSOR_OBJ} {a} {b}")

        def unit(c: Ty) -> str:
            # the text `tensorUnit C` has where written (`𝟙_ C`): only for a category named
            # by a variable or a constant, whose text is its type's
            if c.head not in ("var", "app") or c.args or c == TYPE:
                raise self.fail(short, f"the unit object of the category {c}, which is not "
                                "named here")
            return atomic(f"{TENSOR_UNIT} {atomic(show_type(c))}")

        if fname == TENSOR_UNIT:
            c = self.elab_type(args[0], sc)
            if c.head not in ("var", "app") or c == TYPE:
                raise self.fail(short, f"the unit object of {_show(args[0])}, which is not "
                                "a category read here")
            return self.opaque_app(f"{TENSOR_UNIT} {atomic(_show(args[0]))}", [], c, sc)
        if fname in (TENSOR_OBJ, ASSOCIATOR, LEFT_UNITOR, RIGHT_UNITOR, BRAIDING):
            objs = [self._mon_object(x, sc) for x in args]
            c = objs[0][1]
            if any(o[1] != c for o in objs):
                raise self.fail(short, "objects of different types: " + ", ".join(
                    f"{o[0]} : {o[1]}" for o in objs))
            texts = [o[0] for o in objs]
            terms = [o[2] for o in objs]
            typed = set(range(len(terms)))
            if fname == TENSOR_OBJ:
                return self.opaque_app(TENSOR_OBJ, terms, c, sc, typed=typed)
            x = texts[0]
            iso = {
                ASSOCIATOR: lambda: (tensor(tensor(x, texts[1]), texts[2]),
                                     tensor(x, tensor(texts[1], texts[2]))),
                LEFT_UNITOR: lambda: (tensor(unit(c), x), x),
                RIGHT_UNITOR: lambda: (tensor(x, unit(c)), x),
                BRAIDING: lambda: (tensor(x, texts[1]), tensor(texts[1], x)),
            }[fname]()
            return self.opaque_app(fname, terms, between(ISO, *iso), sc, typed=typed)
        if fname == TENSOR_HOM:
            a1, b1, c1, f = self._mon_hom(args[0], sc)
            a2, b2, c2, g = self._mon_hom(args[1], sc)
            if c1 != c2:
                raise self.fail(short, f"morphisms of different categories: {c1}, {c2}")
            return self.opaque_app(TENSOR_HOM, [f, g], between(
                HOM, tensor(a1, a2), tensor(b1, b2)), sc, typed={0, 1})
        if fname == WHISKER_LEFT:
            x, cx, tx = self._mon_object(args[0], sc)
            a, b, c, f = self._mon_hom(args[1], sc)
            if cx != c:
                raise self.fail("◁", f"type mismatch: {x} : {cx}, a morphism of {c}")
            return self.opaque_app(WHISKER_LEFT, [tx, f], between(
                HOM, tensor(x, a), tensor(x, b)), sc, typed={0, 1})
        a, b, c, f = self._mon_hom(args[0], sc)     # whiskerRight f Y
        y, cy, ty = self._mon_object(args[1], sc)
        if cy != c:
            raise self.fail("▷", f"type mismatch: {y} : {cy}, a morphism of {c}")
        return self.opaque_app(WHISKER_RIGHT, [f, ty], between(
            HOM, tensor(a, y), tensor(b, y)), sc, typed={0, 1})

    # -- constants declared over objects and morphisms (`signatures_r17c.MORPHISMS`) ---------

    def morphism_call(self: _Host, fname: str, args: list[Expr], sc: Scope) -> Term | None:
        """A constant of `MORPHISMS` applied to all its explicit arguments, typed as declared:
        the implicit objects and categories are read off the arguments' types (as Lean's
        unifier does), the result's objects named by their text. None for another name, and
        where the arguments do not fit (the constant then stays uninterpreted, its result of
        unknown type, as every undeclared constant)."""
        spec = MORPHISMS.get(fname)
        if spec is None:
            return None
        try:
            return _morphism_typed(self, fname, spec, args, sc)
        except UnsupportedError:
            return None


def _morphism_typed(host: _Host, fname: str, spec: tuple[tuple[str, ...], str],
                    args: list[Expr], sc: Scope) -> Term:
    """`morphism_call` for one declared constant; `UnsupportedError` where it cannot type it."""
    binders, result = _morphism_spec(spec)
    explicit = [(n, t) for n, t, exp in binders if exp]
    if len(args) != len(explicit):
        raise host.fail(fname, f"{fname} with {len(args)} arguments, not {len(explicit)}")
    where = {n: t for n, t, exp in binders if not exp}
    cats: dict[str, Ty] = {}
    objs: dict[str, str] = {}
    exprs: dict[str, Expr] = {}

    def bind_cat(c: Expr, ty: Ty) -> None:
        if ty == TYPE:
            raise host.fail(fname, "an object of a category of types")
        if _is_morphism_type(c):   # a bicategory's 1-morphisms, objects of `a ⟶ b`
            assert isinstance(c, BinOp)
            pair = ends(ty, HOM if c.op == "⟶" else ISO)
            if pair is None:
                raise host.fail(fname, f"{_show(c)} is not {ty}")
            bind_obj(c.lhs, pair[0])
            bind_obj(c.rhs, pair[1])
            return
        if isinstance(c, Name):
            if cats.setdefault(c.id, ty) != ty:
                raise host.fail(fname, f"objects of different categories: {cats[c.id]}, {ty}")
            return
        fe = functor_ends(ty)
        if isinstance(c, BinOp) and c.op == "⥤" and fe is not None:
            bind_cat(c.lhs, fe[0])
            bind_cat(c.rhs, fe[1])
            return
        if isinstance(c, UnOp) and c.op == "ᵒᵖ" and ty.head == "app" and \
                ty.name == "Opposite" and len(ty.args) == 1:
            bind_cat(c.arg, ty.args[0])
            return
        if isinstance(c, BinOp) and c.op == "→" and ty.head == "fun" and len(ty.args) == 2:
            bind_cat(c.lhs, ty.args[0])   # `(f : β → C)`, a family of objects
            bind_cat(c.rhs, ty.args[1])
            return
        if isinstance(c, App) and isinstance(c.fn, Name) and ty.head == "app" and \
                ty.name == c.fn.id and len(ty.args) == len(c.args):
            for a, ta in zip(c.args, ty.args, strict=True):   # `ShortComplex C`
                bind_cat(a, ta)
            return
        if isinstance(c, App) and isinstance(c.fn, Name) and ty.head == "app" and \
                not ty.args and ty.name.startswith(c.fn.id + " ") and \
                all(isinstance(a, Name) and a.id in where for a in c.args):
            # `(adj : Adjunction F G)`: a type over terms, named by its text (`F ⊣ G` is
            # `Adjunction F G`): each declared object is the term written in its place
            texts = _arguments(ty.name[len(c.fn.id) + 1:])
            if len(texts) == len(c.args):
                for a, t in zip(c.args, texts, strict=True):
                    bind_obj(a, t.removeprefix("(").removesuffix(")") if t.startswith("(")
                             else t)
                return
        raise host.fail(fname, f"{_show(c)} is not {ty}")

    def subst(e: Expr) -> Expr:
        if isinstance(e, Name):
            head, dot, rest = e.id.partition(".")
            if head in exprs or dot and head in objs:   # `F.obj`, `S₁.homology`
                x = exprs[head] if head in exprs else _parse(objs[head])
                if not dot:
                    return x
                return Name(f"{x.id}.{rest}") if isinstance(x, Name) else Field(x, rest)
            if e.id in objs:
                return _parse(objs[e.id])
            if e.id in cats:   # `𝟙_ C`: a category named by a variable or a constant
                cat = cats[e.id]
                if cat.head not in ("var", "app") or cat.args or cat == TYPE:
                    raise host.fail(fname, f"the category {cat}, which is not named here")
                return Name(show_type(cat))
            return e
        if isinstance(e, App):
            return App(subst(e.fn), tuple(subst(a) for a in e.args))
        if isinstance(e, Field):
            return Field(subst(e.obj), e.field)
        if isinstance(e, BinOp):
            return BinOp(e.op, subst(e.lhs), subst(e.rhs))
        if isinstance(e, UnOp):
            return UnOp(e.op, subst(e.arg))
        raise host.fail(fname, f"an object written {_show(e)} in a declared type")

    def text(o: Expr) -> str:
        if isinstance(o, Name) and o.id in objs:
            return objs[o.id]
        return object_text(subst(o))

    def bind_obj(o: Expr, t: str) -> None:
        """The object slot `o` of a declared type holds the object named `t`."""
        if not isinstance(o, Name) or o.id in exprs:
            if text(o) != t:
                raise host.fail(fname, f"type mismatch: {t}, not {text(o)}")
            return
        if objs.setdefault(o.id, t) != t:
            raise host.fail(fname, f"type mismatch: {t}, not {objs[o.id]}")
        ty = host._cat_known(host.term(_parse(t), sc, None), t)
        if ty == TYPE:
            raise host.fail(fname, f"{t} is an object of a category of types")
        bind_cat(where.get(o.id, Name("C")), ty)

    terms: list[Term] = []
    for (name, declared), arg in zip(explicit, args, strict=True):
        if declared == Name("_"):
            continue   # a proof (`kernel.lift f k h`): irrelevant, and not read
        t = host.term(arg, sc, None)
        if isinstance(declared, Name) and declared.id in cats:
            host.unify(t.ty, cats[declared.id])   # `limit.π F j`: an untyped `j` gets `J`
        ty = host._cat_known(t, _show(arg))
        if isinstance(declared, BinOp) and declared.op in ("⟶", "≅"):
            pair = ends(ty, HOM if declared.op == "⟶" else ISO)
            if pair is None:
                raise host.fail(fname, f"{_show(arg)} is not a morphism {_show(declared)}")
            bind_obj(declared.lhs, pair[0])
            bind_obj(declared.rhs, pair[1])
        elif _is_category(declared) or not _names(declared) & exprs.keys():
            if ty == TYPE:
                raise host.fail(fname, f"{_show(arg)} is an object of a category of types")
            bind_cat(declared, ty)
            objs[name] = object_text(arg)
        elif host.resolve(host.elab_type(subst(declared), sc)) != ty:   # `(c : Cone F)`
            raise host.fail(fname, f"{_show(arg)} is not a {_show(subst(declared))}")
        exprs[name] = arg
        terms.append(t)
    res: Ty
    if isinstance(result, BinOp) and result.op in ("⟶", "≅"):
        res = between(HOM if result.op == "⟶" else ISO, text(result.lhs), text(result.rhs))
    elif isinstance(result, Name) and result.id == "Prop":
        res = PROP
    elif isinstance(result, Name) and result.id in cats:
        res = cats[result.id]
    elif isinstance(result, App) and _names(result) & (objs.keys() | exprs.keys()):
        # a type written over the binders (`Subobject X`): read as that type written in a
        # binder is, its objects by their text (`opaque` app types compare by text)
        res = host.resolve(host.elab_type(subst(result), sc))
    else:
        raise host.fail(fname, f"the category {_show(result)} is not fixed by the arguments")
    return host.opaque_app(fname, terms, res, sc, typed=set(range(len(terms))))


def _source_hints(host: Any) -> dict[int, str]:
    """The sources the composites around them fix, by composite node (`_comp_operands`)."""
    hints: dict[int, str] | None = getattr(host, "_comp_source_hints", None)
    if hints is None:
        hints = {}
        host._comp_source_hints = hints
    return hints


def _implicit_name(e: Expr) -> str | None:
    """`e` when it is a constant of `IMPLICIT` written alone (no argument), else None."""
    return e.id if isinstance(e, Name) and e.id in IMPLICIT else None


def _known_ends(host: _Host, t: Term | None) -> tuple[str, str] | None:
    """The objects of `t`'s type when it is a known `X ⟶ Y`, else None."""
    return None if t is None else ends(host.resolve(t.ty))


def _parse_or_none(text: str) -> Expr | None:
    try:
        return _parse(text)
    except Exception:   # an object text the formal parser does not read
        return None


def match_object(pattern: Expr, actual: Expr, names: set[str],
                 binding: dict[str, Expr]) -> bool:
    """First-order match of a declared object (over the binders' `names`) against `actual`,
    extending `binding`; a name bound twice must be bound to one expression. This is the
    assignment `isDefEq` makes first for two applications of one constant (`isDefEqArgs`,
    before any unfolding); anything else (Lean would unfold) does not match."""
    if isinstance(pattern, Name):
        head, dot, rest = pattern.id.partition(".")
        if pattern.id in names:
            return binding.setdefault(pattern.id, actual) == actual
        if dot and head in names:   # `F.obj`, `S₁.homology`: a field of a bound name
            if isinstance(actual, Name) and actual.id.endswith("." + rest):
                return match_object(Name(head), Name(actual.id[:-len(rest) - 1]), names,
                                    binding)
            if isinstance(actual, Field) and actual.field == rest:
                return match_object(Name(head), actual.obj, names, binding)
            return False
        return actual == pattern
    if isinstance(pattern, App) and isinstance(actual, App):
        return len(pattern.args) == len(actual.args) and \
            match_object(pattern.fn, actual.fn, names, binding) and all(
                match_object(p, a, names, binding)
                for p, a in zip(pattern.args, actual.args, strict=True))
    if isinstance(pattern, BinOp) and isinstance(actual, BinOp):
        return pattern.op == actual.op and \
            match_object(pattern.lhs, actual.lhs, names, binding) and \
            match_object(pattern.rhs, actual.rhs, names, binding)
    return False


def _names(e: Expr) -> set[str]:
    """The names an object or type written in `MORPHISMS` mentions (`F` in `Cone F`)."""
    if isinstance(e, Name):
        return {e.id.partition(".")[0]}
    if isinstance(e, App):
        return _names(e.fn).union(*map(_names, e.args))
    if isinstance(e, BinOp):
        return _names(e.lhs) | _names(e.rhs)
    if isinstance(e, UnOp):
        return _names(e.arg)
    return _names(e.obj) if isinstance(e, Field) else set()


def _is_category(t: Expr) -> bool:
    """A category as `MORPHISMS` writes it: a name, `J ⥤ C` or `Cᵒᵖ` (any other type is an
    argument's type written over the binders, `Cone F`)."""
    return isinstance(t, Name) or isinstance(t, BinOp) and t.op == "⥤" or \
        isinstance(t, UnOp) and t.op == "ᵒᵖ"


def _is_morphism_type(t: Expr) -> bool:
    return isinstance(t, BinOp) and t.op in ("⟶", "≅")


_SPECS: dict[tuple[tuple[str, ...], str], tuple[list[tuple[str, Expr, bool]], Expr]] = {}


def _morphism_spec(spec: tuple[tuple[str, ...], str]
                   ) -> tuple[list[tuple[str, Expr, bool]], Expr]:
    """A `MORPHISMS` entry parsed: each binder's names with its type (and whether it is
    explicit), and the result type."""
    if spec not in _SPECS:
        binders: list[tuple[str, Expr, bool]] = []
        for b in spec[0]:
            names, _, ty = b[1:-1].partition(" : ")
            binders += [(n, _parse(ty), b[0] == "(") for n in names.split()]
        _SPECS[spec] = (binders, _parse(spec[1]))
    return _SPECS[spec]
