"""A `_` written for an explicit argument of a constant declared over objects and morphisms
(`signatures_r17c.MORPHISMS`), filled as Lean's unifier fills it, or left (then refused).

`pullback.fst _ _` elaborates as `pullback.fst ?f ?g : pullback ?f ?g ⟶ ?X`; Lean assigns
`?f`, `?g` when it unifies that type with the type the application must have where it
stands. Read here, as Lean meets them (`comp : ∀ {X Y Z : obj}, (X ⟶ Y) → (Y ⟶ Z) → (X ⟶ Z)`,
Mathlib/CategoryTheory/Category/Basic.lean:89, written `f ≫ g`, :97):

* the application is the right operand of `a ≫ _`: its source is unified with `a`'s target;
* the application is the left operand of `_ ≫ b`: its target is unified with `b`'s source;
* for an isomorphism taken `.hom` or `.inv`, the same of that morphism (its ends in order,
  or swapped);
* the composite the application starts or ends is a side of `=`: `binrel%` elaborates the
  sides apart and unifies their types (Lean 4 `Lean/Elab/Extra.lean`, `toTree`, then
  `ensureHasType`), so its source and target are unified with the other side's.

Each unification is read first-order only: the declared object (`pullback f g`, over the
binders' names) is matched against the object the neighbour's type names, head constant
against head constant, argument against argument, which is the assignment `isDefEq` makes
first for two applications of one constant (`isDefEqArgs`, before any unfolding). A
neighbour whose object is not literally an instance of the declared one (Lean would unfold)
fills nothing, and every constraint found must agree, so the fill does not depend on the
order Lean meets them in. The neighbour's type is the checker's own, read in a probe where
the relation is `nbr = nbr` (as `holes._other_side_type` reads a side). The filled text is
then elaborated again like any other (`≫` checks its two ends meet), so an assignment that
does not fit is refused there.
"""

from __future__ import annotations

from typing import Any

from forminv_lean.formal.meaning.ast import App, BinOp, Expr, Field, Name
from forminv_lean.formal.meaning.category import HOM, ISO, atomic, ends, functor_ends
from forminv_lean.formal.meaning.elaborate_category import (
    MORPHISMS,
    _morphism_spec,
    match_object,
)
from forminv_lean.formal.meaning.signatures_r18c import MONOIDAL

#: The declared types read: the constants `elaborate_category` types from them, and the
#: monoidal structure's fields (elaborated by `monoidal_call`, declared the same way).
DECLARED = {**MORPHISMS, **MONOIDAL}
#: The categories a declared type names (`tensorUnit C`): matched like the binders.
_CATEGORIES = frozenset({"C", "D"})

#: A site: (hole index, the hole's mark node, the application, the application's ancestors).
Site = tuple[int, Any, Any, tuple[Any, ...]]


def morphism_site(node: Any, up: tuple[Any, ...]) -> Any:
    """The application of a declared constant to all its explicit arguments, one of which
    is the hole `node`, whose declared result is a morphism or an isomorphism; else None."""
    app = up[0] if up else None
    if not (isinstance(app, App) and isinstance(app.fn, Name) and app.fn.id in DECLARED):
        return None
    binders, result = _morphism_spec(DECLARED[app.fn.id])
    explicit = [n for n, _, exp in binders if exp]
    if len(app.args) != len(explicit) or not any(a is node for a in app.args):
        return None
    if not (isinstance(result, BinOp) and result.op in ("⟶", "≅")):
        return None
    return app


def morphism_fills(tree: Any, sites: list[Site], fills: dict[int, str | None],
                   binders: list[Any]) -> dict[int, str] | None:
    """The fill of every site's hole, or None when one is not certain. Sites are read in
    rounds, so a hole whose neighbour holds another hole is read once that one is filled;
    `binders` are the holes that are a binder's type (left to the checker in the probes)."""

    def probe_type(nbr: Any, rel: Any, known: dict[int, str | None]) -> Any:
        return _probe_type(tree, nbr, rel, known, binders)

    pending = list(sites)
    got: dict[int, str] = {}
    while pending:
        left = []
        for site in pending:
            binding = _site_binding(site, {**fills, **got}, probe_type)
            if binding is None:
                left.append(site)
                continue
            if not isinstance(binding, dict):
                return None
            k, node, app, _ = site
            fill = _argument_fill(app, node, binding)
            if fill is None:
                return None
            got[k] = fill
        if len(left) == len(pending):
            return None   # no progress: a neighbour whose type no round reads
        pending = left
    return got


def _argument_fill(app: App, node: Any, binding: dict[str, Expr]) -> str | None:
    """The text the binding gives the explicit argument `node` of `app`."""
    from forminv_lean.formal.meaning.elaboration import show_expr

    assert isinstance(app.fn, Name)
    binders, _ = _morphism_spec(DECLARED[app.fn.id])
    explicit = [n for n, _, exp in binders if exp]
    name = explicit[next(i for i, a in enumerate(app.args) if a is node)]
    value = binding.get(name)
    return None if value is None else atomic(show_expr(value))


def _site_binding(site: Site, fills: dict[int, str | None],
                  probe_type: Any) -> dict[str, Expr] | None | bool:
    """The binders' names matched against the site's neighbours, or None (not read yet: the
    holes are not all fixed and a neighbour holds an open hole), or False (a neighbour that
    does not match, or none that fixes them). A neighbour still open is passed over when the
    others fix the holes: the filled text is elaborated again, which checks it."""
    _, _, app, up = site
    binders, result = _morphism_spec(DECLARED[app.fn.id])
    assert isinstance(result, BinOp)   # `morphism_site` took only `⟶` and `≅` results
    node, source, target, head, above = _typed_node(app, result, up)
    names = {n for n, _, _ in binders} | _CATEGORIES | _implicit_objects(binders)
    while (mapped := _functor_map(node, head, above, names)) is not None:
        functor, parent = mapped
        rel = _relation(above[1:])
        if rel is None or not _is_functor(probe_type(Name(functor), rel, fills)):
            return False
        source, target = (App(Name(f"{functor}.obj"), (o,)) for o in (source, target))
        node, above = parent, above[1:]
    explicit = [n for n, _, exp in binders if exp]
    wanted = {explicit[i] for i, a in enumerate(app.args) if a is site[1] or _is_mark(a)}
    binding: dict[str, Expr] = {}
    open_neighbour = False
    for nbr, rel, mine, theirs in _constraints(node, above):
        ty = probe_type(nbr, rel, fills)
        if ty is None:
            open_neighbour = True
            continue
        pair = ends(ty, head if mine == "both" else HOM)
        if pair is None:
            return False
        if mine == "both":
            parts = [(source, pair[0]), (target, pair[1])]
        else:
            parts = [(source if mine == "source" else target,
                      pair[0] if theirs == "source" else pair[1])]
        for pattern, text in parts:
            actual = _parsed(text)
            if actual is None or not match_object(pattern, actual, names, binding):
                return False
    if wanted <= binding.keys():
        return binding
    return None if open_neighbour else False


def _functor_map(node: Any, head: str, up: tuple[Any, ...], names: set[str]
                 ) -> tuple[str, Any] | None:
    """(`G`, the application `G.map node`) when the morphism `node` (whose ancestors, itself
    first, are `up`) is the one argument of `G.map`, `G` a name no binder of the declaration
    shares; else None. `Functor.map G : (X ⟶ Y) → (G.obj X ⟶ G.obj Y)` (`structure Functor …
    extends Prefunctor C D`, CategoryTheory/Functor/Basic.lean:36; Combinatorics/Quiver/
    Prefunctor.lean:20 `map : ∀ {X Y : V}, (X ⟶ Y) → (obj X ⟶ obj Y)`), so a neighbour of `G.map
    node` fixes `node`'s objects through `G.obj`, first-order (`isDefEqArgs` on the one head
    `Prefunctor.obj`); the caller checks that `G` is a functor."""
    parent = up[1] if len(up) > 1 else None
    if head != HOM or not (isinstance(parent, App) and len(parent.args) == 1 and
                           parent.args[0] is node and isinstance(parent.fn, Name)):
        return None
    functor, dot, field = parent.fn.id.rpartition(".")
    if not dot or field != "map" or "." in functor or not functor or functor in names:
        return None
    return functor, parent


def _is_functor(ty: Any) -> bool:
    """Whether the checker's type `ty` is `C ⥤ D` (`CategoryTheory.Functor C D`)."""
    return ty is not None and functor_ends(ty) is not None


def _implicit_objects(binders: list[tuple[str, Expr, bool]]) -> set[str]:
    """The objects a declared morphism's type names without declaring them (`X`, `Z` of `(f :
    X ⟶ Z)`): the declaration's implicit objects (`{X Y Z : C}` in its section `variable`s,
    which the table leaves out), metavariables in Lean's elaboration like the explicit
    arguments written `_`, so a neighbour's object is matched against them as against a binder
    (`pullback.fst _ _ ≫ f'` assigns the target `?X := W` of `f' : W ⟶ X`), one object each."""
    out: set[str] = set()
    for _, ty, _ in binders:
        if isinstance(ty, BinOp) and ty.op in ("⟶", "≅"):
            out |= {e.id for e in (ty.lhs, ty.rhs) if isinstance(e, Name) and "." not in e.id}
    return out


def _typed_node(app: App, result: BinOp, up: tuple[Any, ...]
                ) -> tuple[Any, Expr, Expr, str, tuple[Any, ...]]:
    """The node whose type the neighbours fix, its declared source and target, its type's
    head and its ancestors: the application itself, or for an isomorphism taken `.hom` /
    `.inv` (`hom : X ⟶ Y`, `inv : Y ⟶ X`, CategoryTheory/Iso.lean:47-51) that field,
    a morphism between the ends in order or swapped."""
    head = HOM if result.op == "⟶" else ISO
    field = up[1] if len(up) > 1 else None
    if head == ISO and isinstance(field, Field) and field.obj is app and \
            field.field in ("hom", "inv"):
        ends_ = (result.lhs, result.rhs) if field.field == "hom" else (result.rhs, result.lhs)
        return field, ends_[0], ends_[1], HOM, up[1:]
    return app, result.lhs, result.rhs, head, up


def _is_mark(e: Any) -> bool:
    """A hole's mark (`holes._MARK`), as the marked text is parsed."""
    return isinstance(e, Name) and e.id.startswith("_hole")


def _constraints(app: Any, up: tuple[Any, ...]) -> list[tuple[Any, Any, str, str]]:
    """(neighbour, the relation it lies in, the end of `app` it fixes, the neighbour's end)
    for each unification the module docstring names, found walking up from `app` (whose
    ancestors, nearest first, are `up`, `up[0]` being `app`'s own node)."""
    need = {"source", "target"}
    out: list[tuple[Any, Any, str, str]] = []
    cur = app
    chain: list[tuple[Any, str, str]] = []
    rest = up[1:]
    for i, p in enumerate(rest):
        if isinstance(p, BinOp) and p.op == "≫":
            if cur is p.rhs and "source" in need:
                chain.append((p.lhs, "source", "target"))
                need.discard("source")
            elif cur is p.lhs and "target" in need:
                chain.append((p.rhs, "target", "source"))
                need.discard("target")
            cur = p
            continue
        if isinstance(p, BinOp) and p.op == "=" and cur in (p.lhs, p.rhs) and need:
            other = p.rhs if cur is p.lhs else p.lhs
            if cur is app:   # the application is a whole side: both ends at once
                return [(other, p, "both", "both")]
            out += [(other, p, end, end) for end in sorted(need)]
            need.clear()
        rel = p if isinstance(p, BinOp) and p.op == "=" else _relation(rest[i:])
        if rel is None or _binds_between(rest[i:], rel):
            return []
        return [(n, rel, mine, theirs) for n, mine, theirs in chain] + out
    return []


def _binds_between(up: tuple[Any, ...], rel: Any) -> bool:
    """Whether a binder (`∀`, `∃`, `fun`, a set-builder or a big operator) stands between the
    neighbours and the relation `rel` among the ancestors `up`: the probe `nbr = nbr` would
    take a neighbour out of its binder's scope."""
    from forminv_lean.formal.meaning.ast import BigOp, Lambda, Quant, SetBuilder

    for p in up:
        if p is rel:
            return False
        if isinstance(p, Quant | Lambda | SetBuilder | BigOp):
            return True
    return False


def _relation(up: tuple[Any, ...]) -> Any:
    """The nearest `=` among the ancestors `up` (the probe's relation), else None."""
    return next((p for p in up if isinstance(p, BinOp) and p.op == "="), None)


def _probe_type(tree: Any, nbr: Any, rel: Any, fills: dict[int, str | None],
                binders: list[Any]) -> Any:
    """The checker's type of `nbr`, a subterm of the relation `rel`, in a probe where `rel`
    is `nbr = nbr` (the holes already filled written in); None when a hole in the probe is
    still open, the probe is refused, or another `a = a` in it is not told from it."""
    from forminv_lean.formalise.holes import side_in_probe

    side = side_in_probe(tree, rel, nbr, fills, binders)
    return side.ty if side is not None else None


def _parsed(text: str) -> Expr | None:
    from forminv_lean.formal.meaning.parser import parse

    try:
        return parse(text)
    except Exception:   # an object text the formal parser does not read
        return None
