"""A `_` in a rendering that Lean fills by unification, filled as Lean fills it, or refused.

Lean elaborates `_` as a metavariable, assigned by the first unification that meets it. The
rendering must say the filled term (never `_`: the checker does not unify, and the English
and the Lean written back would have nothing to say), so a hole is filled here only where
the unification is certain, and every other hole refuses the theorem (`render.has_hole`).

The hole filled: the object of an identity morphism `𝟙 _` that is a side of `=`
(`f ≫ g = 𝟙 _`). `binrel%` elaborates both sides with no expected type (Lean 4
`Lean/Elab/Extra.lean`, `toTree`/`analyze`); `𝟙 ?X : ?X ⟶ ?X` and the other side's `A ⟶ B`
are not comparable without assigning `?X`, so Lean elaborates `Eq` by default and unifies
the two types (`ensureHasType`): `Quiver.Hom ?X ?X =?= Quiver.Hom A B` assigns `?X := A` at
the first object, then checks `A =?= B`. The filled object is therefore the source `A` of
the other side's type, which the checker's own elaboration of that side gives (its object
text, with the functor constructions unfolded as `elaborate_category` does: the same object
up to `rfl`). Then the filled rendering is elaborated again like any other, so `A ⟶ B` with
`B` not `A` is refused there (Lean would need `A =?= B` by unfolding the checker does not
do).

A binder's whole type written `_` inside the statement (`∃ (x : _) (_ : p x), q x`): Lean
elaborates it as a metavariable, exactly as a binder written with no type, assigned by the
first use in the binder's scope. It is typed as a header binder written with no type is
(`binder_types.infer_types`, the first-use rules; never the checker's own inference, which
may type a name from a later use where Lean inserts a coercion: `(x) : (e x : R) = x ^ n`
with `e` an embedding of a subtype), from the binder's scope (the later binders, then the
body) with the enclosing binders' types.

The ring of `starRingEnd _ x` (`conj x` under `open ComplexConjugate`: `scoped[ComplexConjugate]
notation "conj" => starRingEnd _`, Mathlib/Algebra/Star/Basic.lean:316, with `starRingEnd (R)
: R →+* R`, :313): `starRingEnd ?R` is coerced to the function `?R → ?R`, whose argument
assigns `?R` its type. The filled ring is the type the checker gives `x` in a probe where each
such site is `star x` (`star : R → R`, the same argument and result type, `starRingEnd_apply`
:321 is `rfl`): a type written out in full, one for all the sites, and never that of a
coercion `↑y` or a numeral (whose type Lean takes from elsewhere, in an order not modelled
here; an ascription `(y : T)` is `T`).

Any other hole, a side that is not elaborated (a constant outside the tables), or two
probes that the elaborated statement does not tell apart (another `a = a` in it) refuses.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import fields, is_dataclass, replace
from typing import Any

#: The names the identity morphism's notation and constant are written with
#: (`formal.meaning.category`: `𝟙` is `CategoryTheory.CategoryStruct.id`).
IDENTITY = frozenset({"𝟙", "CategoryTheory.CategoryStruct.id"})
#: The constant whose explicit ring argument Lean assigns from the function's argument, and
#: the function the probe puts in its place (see the module docstring).
RING_END, RING_END_PROBE = "starRingEnd", "star"
#: The name a hole is marked with while the text is parsed (the parser reads `_` as a name
#: too, but the mark says which `_` of the text it is).
_MARK = "_hole"


def fill_holes(text: str, holes: list[int]) -> str | None:
    """`text` with the `_` at each offset of `holes` replaced by the term Lean assigns it, or
    None when one is not certain (see the module docstring)."""
    from forminv_lean.formal import parse
    from forminv_lean.formal.meaning.ast import Name
    from forminv_lean.formalise.binder_types import _walk_up

    marked = _replace_at(text, holes, [f"{_MARK}{k}" for k in range(len(holes))])
    try:
        tree = parse(marked)
    except Exception:   # a text the formal parser does not read: nothing is filled
        return None
    fills: dict[int, str | None] = {}
    identities: list[tuple[Any, Any]] = []   # (`𝟙 _`, its relation)
    ring_ends: list[tuple[int, Any]] = []   # (hole, `starRingEnd _ x …`)
    binders: list[Any] = []   # the holes that are a binder's type, read as Lean reads them
    for node, up in _walk_up(tree, ()):
        if not (isinstance(node, Name) and node.id.startswith(_MARK)):
            continue
        k = int(node.id[len(_MARK):])
        if (site := _identity_side(node, up)) is not None:
            identities.append(site)
            fills[k] = None   # filled below, from one probe for all identity sites
        elif (app := _ring_end_site(node, up)) is not None:
            ring_ends.append((k, app))
            fills[k] = None   # filled below, from one probe for all the sites
        elif (owner := _binder_owner(node, up)) is not None:
            binders.append(node)
            fills[k] = _binder_type(owner, up[0], up[2:])
            if fills[k] is None:
                return None
        else:
            return None
    if sorted(fills) != list(range(len(holes))):
        return None
    if ring_ends:
        ring = _ring_end_fill(tree, [a for _, a in ring_ends], binders)
        if ring is None:
            return None
        fills.update({k: ring for k, _ in ring_ends})
    if identities:
        probe = tree
        for node in binders:
            probe = _substitute(probe, node, Name("_"))
        for app, rel in identities:
            other = rel.rhs if rel.lhs is app else rel.lhs
            probe = _substitute(probe, rel, replace(rel, lhs=other, rhs=other))
        term = _elaborated(probe)
        obj = _identity_fill(term, len(identities)) if term is not None else None
        if obj is None:
            return None
        fills = {k: obj if f is None else f for k, f in fills.items()}
    return _replace_at(text, holes, [fills[k] or "_" for k in range(len(holes))])


def _identity_side(node: Any, up: tuple[Any, ...]) -> tuple[Any, Any] | None:
    """(`𝟙 _`, the relation) when the hole `node` is the object of an identity morphism that
    is a side of `=`; None for any other place."""
    from forminv_lean.formal.meaning.ast import App, BinOp, Name

    if len(up) < 2:
        return None
    app, rel = up[0], up[1]
    if not (isinstance(app, App) and isinstance(app.fn, Name) and app.fn.id in IDENTITY
            and app.args == (node,)):
        return None
    if not (isinstance(rel, BinOp) and rel.op == "=" and app in (rel.lhs, rel.rhs)):
        return None
    return app, rel


def _ring_end_site(node: Any, up: tuple[Any, ...]) -> Any:
    """The application `starRingEnd _ x …` whose ring is the hole `node`, applied to at least
    the one argument that assigns it; None for any other place."""
    from forminv_lean.formal.meaning.ast import App, Name

    app = up[0] if up else None
    if isinstance(app, App) and isinstance(app.fn, Name) and app.fn.id == RING_END and \
            len(app.args) >= 2 and app.args[0] is node:
        return app
    return None


def _ring_end_fill(tree: Any, sites: list[Any], binders: list[Any]) -> str | None:
    """The one ring of all the `starRingEnd _ x` sites: the type of each `x` where the probe
    puts `star x` for each site (and the binder holes are left to the checker's first use,
    as for the identity probe). None when the statement uses `star` itself (a probe site
    would not be told from it), when the probe is refused, or when a site's argument is a
    cast or a numeral or its type is not written out in full."""
    from forminv_lean.formal.meaning.ast import App, Name
    from forminv_lean.formal.meaning.elaboration import _ground, _named
    from forminv_lean.formal.meaning.types import show_type

    if any(isinstance(n, Name) and n.id == RING_END_PROBE for n, _ in _walk(tree)):
        return None
    probe = tree
    for node in binders:
        probe = _substitute(probe, node, Name("_"))
    for app in sites:
        star = App(Name(RING_END_PROBE), (app.args[1],))
        probe = _substitute(probe, app, star if len(app.args) == 2 else
                            App(star, app.args[2:]))
    term = _elaborated(probe)
    if term is None:
        return None
    found = [t for t in _terms(term) if t.name == RING_END_PROBE and len(t.args) == 1]
    if len(found) != len(sites) or not all(_typed_alone(app.args[1]) for app in sites):
        return None
    rings = {t.args[0].ty for t in found}
    ring = next(iter(rings))
    if len(rings) != 1 or ring is None or not (_ground(ring) and _named(ring)):
        return None
    return show_type(ring)


def _typed_alone(e: Any) -> bool:
    """Does the argument `e` have a type of its own, whatever surrounds it? Not a numeral or
    a coercion `↑x` (elaborated postponed, typed by what the statement says elsewhere) nor a
    term with no name in it (`-2`, `1 + 1`: numerals); an ascription `(x : T)` is `T`."""
    from forminv_lean.formal.meaning.ast import Ascribe, Name, UnOp

    if isinstance(e, Ascribe):
        return True
    if isinstance(e, UnOp) and e.op == "↑":
        return False
    return any(isinstance(n, Name) for n, _ in _walk(e))


def _walk(tree: Any) -> Iterator[tuple[Any, tuple[Any, ...]]]:
    """Every node of a parsed statement with its ancestors (`binder_types._walk_up`)."""
    from forminv_lean.formalise.binder_types import _walk_up

    yield from _walk_up(tree, ())


def _binder_owner(node: Any, up: tuple[Any, ...]) -> Any:
    """The `∀`/`∃`/`fun` whose binder has the hole `node` as its whole type, else None."""
    from forminv_lean.formal.meaning.ast import Binder, Lambda, Quant

    if len(up) < 2:
        return None
    binder, owner = up[0], up[1]
    if isinstance(binder, Binder) and binder.type is node and binder.pred is None and \
            isinstance(owner, Quant | Lambda) and any(b is binder for b in owner.binders):
        return owner
    return None


def _binder_type(owner: Any, binder: Any, outer: tuple[Any, ...]) -> str | None:
    """The type the first use in its scope gives the binder typed `_` (`binder_types`), with
    the types of the binders of the `∀`/`∃`/`fun`s around it (`outer`: the owner's
    ancestors, nearest first, each of which must hold it in its body)."""
    from forminv_lean.formal.meaning.ast import BinOp, Lambda, Name, Quant
    from forminv_lean.formalise.binder_types import infer_types

    types: dict[str, str] = {}
    child = owner
    for anc in outer:
        if isinstance(anc, Quant | Lambda) and anc.body is not child:
            return None   # inside a binder's type: which binders are in scope is not read
        child = anc
    scopes = [a for a in (*reversed(outer), owner) if isinstance(a, Quant | Lambda)]
    texts: list[tuple[str, dict[str, str]]] = []
    mine = False
    for scope in scopes:
        for b in scope.binders:
            if b is binder:
                mine = True
                types.update({n: "_" for n in b.names if n != "_"})
                continue
            typed = "_" if b.type is None else _shown(b.type)
            pred = None if b.pred is None else \
                _shown(BinOp(b.pred[0], Name(b.names[0]), b.pred[1]))
            if typed is None or (b.pred is not None and (pred is None or len(b.names) != 1)):
                return None
            if mine:   # a later binder of the owner: its type, then its predicate
                texts.extend((t, dict(types)) for t in (
                    typed if b.type is not None else None, pred) if t is not None)
            types.update({n: typed for n in b.names if n != "_"})
    body = _shown(owner.body)
    if body is None:
        return None
    texts.append((body, dict(types)))
    untyped = [n for n, t in types.items() if t == "_"]
    names = [n for n in binder.names if n != "_"]
    found = infer_types(names, texts, untyped)
    if not names or set(found) != set(names) or len(set(found.values())) != 1:
        return None
    return next(iter(found.values()))


def _shown(e: Any) -> str | None:
    """`e` printed back as text (`show_expr`), or None where it does not print it."""
    from forminv_lean.formal.meaning.elaboration import show_expr

    try:
        return show_expr(e)
    except Exception:   # a part `show_expr` does not print
        return None


def _elaborated(probe: Any) -> Any:
    """The checker's elaboration of the probe statement, or None when it refuses it."""
    from forminv_lean.formal.errors import UnsupportedError
    from forminv_lean.formal.meaning.elaboration import elaborate_expr

    try:
        return elaborate_expr(probe, strict_binders=True)
    except (UnsupportedError, RecursionError):
        return None


def _identity_fill(term: Any, sites: int) -> str | None:
    """The source object of the type of each identity site's other side, read off the probe
    where each `X = 𝟙 _` is `X = X`: the elaborated equalities of two equal terms, which must
    be exactly as many as the sites and agree on one object."""
    from forminv_lean.formal.meaning.category import ends

    probes = [t for t in _terms(term)
              if t.op == "eq" and len(t.args) == 2 and t.args[0] == t.args[1]]
    found = {ends(t.args[0].ty) for t in probes}
    if len(probes) != sites or len(found) != 1:
        return None
    pair = next(iter(found))
    return pair[0] if pair is not None else None


def _terms(t: Any) -> Iterator[Any]:
    """Every node of an elaborated term."""
    yield t
    for a in t.args:
        yield from _terms(a)


def _substitute(node: Any, target: Any, new: Any) -> Any:
    """`node` with the subtree `target` (by identity) replaced by `new`."""
    if node is target:
        return new
    if isinstance(node, tuple):
        items = tuple(_substitute(x, target, new) for x in node)
        return node if all(a is b for a, b in zip(items, node, strict=True)) else items
    if not is_dataclass(node) or isinstance(node, type):
        return node
    changed = {f.name: v for f in fields(node)
               if (v := _substitute(getattr(node, f.name), target, new))
               is not getattr(node, f.name)}
    return replace(node, **changed) if changed else node


def _replace_at(text: str, holes: list[int], fills: list[str]) -> str:
    """`text` with the one-character `_` at each offset of `holes` replaced by its fill."""
    out: list[str] = []
    last = 0
    for at, fill in zip(holes, fills, strict=True):
        out.append(text[last:at])
        out.append(fill)
        last = at + 1
    out.append(text[last:])
    return "".join(out)
