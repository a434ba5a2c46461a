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
elaborates it as a metavariable, assigned by the uses in the binder's scope, exactly as for
a binder written with no type (`∃ x, …`), which the checker's elaborator infers the same way
(and refuses where nothing fixes it, `strict_binders`). The filled type is the one it
inferred (`types.show_type`), when that is a type the language prints (no metavariable, no
unknown result type). The binder of a `∀`/`∃`/`fun` is renamed apart for the probe (its
occurrences in its scope with it, where nothing binds the name again), so the elaborated
binder read is the one written.

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
    sites: dict[int, tuple[str, Any, Any]] = {}   # hole -> (kind, node, place)
    for node, up in _walk_up(tree, ()):
        if isinstance(node, Name) and node.id.startswith(_MARK):
            site = _identity_side(node, up) or _binder_site(node, up)
            if site is None:
                return None
            sites[int(node.id[len(_MARK):])] = site
    if sorted(sites) != list(range(len(holes))):
        return None
    probe = tree
    for kind, node, place in sites.values():
        if kind == "identity":
            other = place.rhs if place.lhs is node else place.lhs
            probe = _substitute(probe, place, replace(place, lhs=other, rhs=other))
        else:   # the binder's `_` as Lean reads it (`(a : _)`), its names renamed apart
            renamed = _renamed_apart(place)
            if renamed is None:
                return None
            probe = _substitute(probe, place[0], renamed)
    term = _elaborated(probe)
    if term is None:
        return None
    fills = [_identity_fill(term, sum(k == "identity" for k, _, _ in sites.values()))
             if kind == "identity" else _binder_fill(term, place[1])
             for kind, _, place in (sites[k] for k in range(len(holes)))]
    if any(f is None for f in fills):
        return None
    return _replace_at(text, holes, [f for f in fills if f is not None])


def _identity_side(node: Any, up: tuple[Any, ...]) -> tuple[str, Any, Any] | None:
    """("identity", `𝟙 _`, the relation) when the hole `node` is the object of an identity
    morphism that is a side of `=`; None for any other place."""
    from forminv_lean.formal.meaning.ast import App, BinOp, Name

    if len(up) < 2:
        return None
    app, rel = up[0], up[1]
    if not (isinstance(app, App) and isinstance(app.fn, Name) and app.fn.id in IDENTITY
            and app.args == (node,)):
        return None
    if not (isinstance(rel, BinOp) and rel.op == "=" and app in (rel.lhs, rel.rhs)):
        return None
    return "identity", app, rel


def _binder_site(node: Any, up: tuple[Any, ...]) -> tuple[str, Any, Any] | None:
    """("binder", the hole, (the quantifier or `fun`, the binder)) when the hole is the whole
    type of a binder of a `∀`/`∃`/`fun`; None for any other place."""
    from forminv_lean.formal.meaning.ast import Binder, Lambda, Quant

    if len(up) < 2:
        return None
    binder, owner = up[0], up[1]
    if isinstance(binder, Binder) and binder.type is node and binder.pred is None and \
            isinstance(owner, Quant | Lambda) and \
            any(b is binder for b in owner.binders):
        return "binder", node, (owner, binder)
    return None


#: The suffix a binder's names take in the probe (not a name Lean or Mathlib writes).
_APART = "_filled"


def _renamed_apart(place: tuple[Any, Any]) -> Any:
    """The quantifier (or `fun`) with the hole's binder typed `_` and its names `x` made
    `x_filled` in the binder and its scope (the later binders and the body), or None when the
    scope binds one of them again (or already uses the new name)."""
    from forminv_lean.formal.meaning.ast import Name
    from forminv_lean.formalise.binder_types import _bound_in, _names_in

    owner, binder = place
    i = next(k for k, b in enumerate(owner.binders) if b is binder)
    scope = (owner.binders[i + 1:], owner.body)
    names = set(binder.names) - {"_"}
    if not names or names & _bound_in(scope) or \
            any(n.endswith(_APART) for n in _names_in(scope)):
        return None
    new = replace(binder, names=tuple(n + _APART if n in names else n for n in binder.names),
                  type=Name("_"))
    later, body = (_rename(x, names) for x in scope)
    return replace(owner, binders=(*owner.binders[:i], new, *later), body=body)


def _rename(node: Any, names: set[str]) -> Any:
    """`node` with each name of `names` (and field notation on it, `x.1`) renamed apart."""
    from forminv_lean.formal.meaning.ast import Name

    if isinstance(node, Name):
        head, dot, rest = node.id.partition(".")
        return Name(head + _APART + dot + rest) if head in names else node
    if isinstance(node, tuple):
        return tuple(_rename(x, names) for x in node)
    if not is_dataclass(node) or isinstance(node, type):
        return node
    return replace(node, **{f.name: _rename(getattr(node, f.name), names)
                            for f in fields(node)})


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


def _binder_fill(term: Any, binder: Any) -> str | None:
    """The type the checker inferred for the binder renamed apart (each of its names, one
    type), when it is printed exactly."""
    from forminv_lean.formal.meaning.types import show_type

    out: set[str] = set()
    for name in set(binder.names) - {"_"}:
        bound = [t for t in _terms(term) if t.name == name + _APART and t.bty is not None]
        if len(bound) != 1 or not _printed(bound[0].bty):
            return None
        out.add(show_type(bound[0].bty))
    return next(iter(out)) if len(out) == 1 else None


def _printed(ty: Any) -> bool:
    """Is `ty` a type `show_type` prints as Lean text meaning it (no metavariable, no unknown
    result of an opaque function, no universe)?"""
    if ty.head in ("meta", "result", "Type", "pi"):
        return False
    return all(_printed(a) for a in ty.args)


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
