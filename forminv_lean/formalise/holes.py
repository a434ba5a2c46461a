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

A declared function's type argument on a side of a `binrel%` relation (`a * a = algebraMap R _
r`): as `_type_argument` reads it from a one-leaf other side, and from any other side through
the checker's type of that side in a probe where the relation is `other = other` (the side is
elaborated with no expected type in Lean, `toTree`, so its type does not depend on the hole);
never from a numeral or a cast `↑x`, whose type Lean takes from the tree.

A declared function's type argument on an operand of `+ - * /` under a `binrel%` relation
(`a - algebraMap R _ r = b`): the one type of the other operands, which Lean's `applyCoe` unifies
the operand's unknown type with (`operand_holes`).

A declared function's type argument inside a declared call that is a side of a `binrel%`
relation (`num (algebraMap _ _ p) = p`): the call's parameter there, its type parameters bound
by matching its result against the other side's type; and the domain of a function applied to
fewer arguments than its arrows take (`Function.const _ a`), from the other side's or the
expected arrow type (`nested_holes_r27`).

A hole in the type ascribed to a declared constant (`(Finset.sym2 : Finset α → _)`): the part
of the constant's declared type it stands for, with the type parameters bound by the rest of
the ascribed type (`ensureHasType` unifies the two first-order: `_ascribed_constant`).

The codomain `_` of the type ascribed to a `fun` whose body is a `binrel%` relation (`(· ≤ · :
α → α → _)`): `Prop`, the relation's type, which the body assigns it (`ascribed_sections_r28`).

An explicit type argument of a written type fixed by a later argument, a variable of written
type (`(f : CauSeq _ abv)` with `abv : β → α`: `β`, `type_arguments_r29`).

A hole left refuses with where it sits (`hole_reason`): `‹_›` (`by assumption` at a type
Lean infers, the hypothesis or instance it finds), an explicit argument of a constant no
table declares, part of a type, a binder's type no first use fixes.

Any other hole, a side that is not elaborated (a constant outside the tables), or two
probes that the elaborated statement does not tell apart (another `a = a` in it) refuses.
"""

from __future__ import annotations

import re
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
#: Words the formal parser may read as a function applied (`let x := …`), not constants.
_KEYWORDS = frozenset({"let", "have", "show", "from", "fun", "λ", "if", "then", "else"})


def fill_holes(text: str, holes: list[int]) -> str | None:
    """`text` with the `_` at each offset of `holes` replaced by the term Lean assigns it, or
    None when one is not certain (see the module docstring)."""
    from forminv_lean.formal import parse
    from forminv_lean.formal.meaning.ast import Name
    from forminv_lean.formalise.ascribed_sections_r28 import section_codomain
    from forminv_lean.formalise.binder_types import _walk_up
    from forminv_lean.formalise.morphism_holes import morphism_fills, morphism_site
    from forminv_lean.formalise.nested_holes_r27 import nested_site
    from forminv_lean.formalise.operand_holes import operand_fills, operand_site
    from forminv_lean.formalise.type_arguments_r29 import constructor_argument

    marked = _replace_at(text, holes, [f"{_MARK}{k}" for k in range(len(holes))])
    try:
        tree = parse(marked)
    except Exception:   # a text the formal parser does not read: nothing is filled
        return None
    fills: dict[int, str | None] = {}
    identities: list[tuple[Any, Any]] = []   # (`𝟙 _`, its relation)
    ring_ends: list[tuple[int, Any]] = []   # (hole, `starRingEnd _ x …`)
    binders: list[Any] = []   # the holes that are a binder's type, read as Lean reads them
    sides: list[tuple[int, Any, tuple[Any, ...]]] = []   # type arguments on a relation side
    morphisms: list[tuple[int, Any, Any, tuple[Any, ...]]] = []   # (`morphism_holes`)
    operands: list[tuple[int, Any, Any, Any, tuple[Any, ...]]] = []   # (`operand_holes`)
    calls: list[tuple[int, Any, Any, Any, tuple[Any, ...]]] = []   # (`nested_holes_r27`)
    marks = {n.id for n, _ in _walk_marks(tree)}
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
        elif (fill := _type_argument(node, up)) is not None:
            fills[k] = fill
        elif (fill := _ascribed_constant(node, up)) is not None:
            fills[k] = fill
        elif (fill := section_codomain(node, up)) is not None:
            fills[k] = fill   # `(· ≤ · : α → α → _)`: `Prop` (`ascribed_sections_r28`)
        elif (fill := constructor_argument(node, up)) is not None:
            fills[k] = fill   # `(f : CauSeq _ abv)`: `abv`'s domain (`type_arguments_r29`)
        elif (app := morphism_site(node, up)) is not None:
            morphisms.append((k, node, app, up))
            fills[k] = None   # filled below, from the types of the morphisms around it
        elif _relation_side(up) is not None:
            sides.append((k, node, up))
            fills[k] = None   # filled below, from a probe of the relation's other side
        elif up and (nested := nested_site(up[0], up[1:], marks)) is not None:
            calls.append((k, node, nested[0], nested[1], up))
            fills[k] = None   # filled below, from a probe of the relation's other side
        elif (site := operand_site(node, up)) is not None:
            operands.append((k, node, *site, up))
            fills[k] = None   # filled below, from the other operands (`operand_holes`)
        else:
            return None
    if sorted(fills) != list(range(len(holes))):
        return None
    if morphisms:
        got = morphism_fills(tree, morphisms, fills, binders)
        if got is None:
            return None
        fills.update(got)
    for k, node, up in sides:
        untyped = {n for n, t in _scope_types(up).items() if t == "_"}
        if any(isinstance(n, Name) and n.id in untyped for n, _ in _walk(up[0])):
            return None   # the probe would drop a use that may type a binder written bare
        other = _other_side_type(tree, up[1], up[0], fills, binders)
        fill = _type_argument(node, up, other_type=other) if other is not None else None
        if fill is None:
            return None
        fills[k] = fill
    for k, node, call, rel, up in calls:
        other = _other_side_type(tree, rel, call, fills, binders)
        fill = _type_argument(node, up, nested_other=other) if other is not None else None
        if fill is None:
            return None
        fills[k] = fill
    if operands:
        got = operand_fills(tree, operands, fills, binders)
        if got is None:
            return None
        fills.update(got)
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


def hole_reason(text: str, holes: list[int]) -> str:
    """Why the holes of `text` are not filled (`fill_holes` gave None): the refusal, with the
    place of the first hole no rule reads after ` — ` (an argument of a constant the tables
    do not declare, an assumption `‹_›`, part of a type), for the refusal buckets."""
    from forminv_lean.formal import parse
    from forminv_lean.formal.meaning.ast import App, Ascribe, Binder, Name
    from forminv_lean.formal.meaning.opaque import SIGNATURES
    from forminv_lean.formalise.morphism_holes import DECLARED

    reason = "unsupported: a type left to Lean to infer (`_`)"
    if "‹_›" in text:   # `‹t›` is `(by assumption : t)`: the hypothesis or instance it finds
        return f"{reason} — `‹_›`, the assumption Lean's `by assumption` finds at a type it infers"
    try:
        tree = parse(_replace_at(text, holes, [f"{_MARK}{k}" for k in range(len(holes))]))
    except Exception:   # a text the formal parser does not read: no place is said
        return reason
    for node, up in _walk(tree):
        if not (isinstance(node, Name) and node.id.startswith(_MARK)):
            continue
        app = up[0] if up else None
        if _binder_owner(node, up) is not None:
            return f"{reason} — a binder's type `(x : _)` that no first use read here fixes"
        if any(
                isinstance(u, Binder | Ascribe) and u.type is not None and any(
                    n is node for n, _ in _walk(u.type)) for u in up):
            return f"{reason} — part of a type written in a binder or an ascription"
        if isinstance(app, App) and isinstance(app.fn, Name) and app.fn.id not in IDENTITY \
                and app.fn.id != RING_END and app.fn.id not in SIGNATURES and \
                not app.fn.id.startswith(_MARK) and \
                re.fullmatch(r"@?[^\W\d][\w'.₀-₉]*", app.fn.id) and app.fn.id not in _KEYWORDS:
            if app.fn.id.startswith("@"):   # `@f α _`: an implicit or instance slot
                return f"{reason} — an argument of {app.fn.id} written out with `@`"
            if app.fn.id in DECLARED:   # declared with its objects, which `_` hides here
                return f"{reason} — an object of the morphism {app.fn.id}, which nothing " \
                    "written beside it fixes"
            return f"{reason} — an explicit argument of {app.fn.id}, which no table declares"
    return f"{reason} — a place whose unification the checker does not read"


def _type_argument(node: Any, up: tuple[Any, ...], *, other_type: str | None = None,
                   nested_other: str | None = None) -> str | None:
    """The type Lean assigns a hole that is an explicit type argument of a declared function
    (`algebraMap _ _ x`, the tables' `Type α` parameters), when unification certainly fixes
    it: from a later explicit argument that is a variable of known type (`x : R` makes the
    first `R`: Lean unifies `x`'s type with the parameter `?α`), or from the type the
    application is elaborated against (`binder_types._expected_type`), or, as a side of a
    `binrel%` relation whose result is the bare parameter (`?β`, a type `isUnknown` leaves
    out of the maximal type), from the other side's known type, which `applyCoe` then
    unifies with it (Lean 4 `Lean/Elab/Extra.lean`); or whose result mentions no other
    parameter and has the other side's type's shape (`RingHom.id _ : ?α →+* ?α` against `A
    →+* A`): `analyze` cannot compare the two types without assigning `?α` (it compares them
    at a new metavariable depth, and a coercion problem with a metavariable is stuck), so the
    relation is elaborated by default and `ensureHasType` unifies them, assigning `?α := A`.
    The other side's type is its `_leaf_type`, or `other_type` when given (the checker's type
    of a side that is not one leaf: `_other_side_type`)."""
    from forminv_lean.formal.meaning.ast import App, BinOp, Name
    from forminv_lean.formalise.binder_types import (
        BINREL,
        LAMBDA_BODY,
        _bind,
        _declared_call,
        _expected_type,
        _leaf_type,
        _match,
        _names_in,
        _params_of,
        _parse,
        _show,
        _type_parameter,
    )
    from forminv_lean.formalise.hole_slots_r25 import slot_binding
    from forminv_lean.formalise.nested_holes_r27 import nested_expected, partial_fill
    from forminv_lean.formalise.side_holes_r26 import side_binding

    app = up[0] if up else None
    if not (isinstance(app, App) and isinstance(app.fn, Name)):
        return None
    types = _scope_types(up)
    untyped = {n for n, t in types.items() if t == "_"} | {
        n.id for n, _ in _walk_marks(app)}
    call = _declared_call(app.fn.id, app.args, types, extend=False) \
        if app.fn.id not in types else None
    if call is None:
        return None
    sig, args = call
    pos = next(i for i, a in enumerate(args) if a is node)
    param = _type_parameter(sig[pos]) if pos < len(sig) - 1 else None
    if param is not None and len(args) < len(sig) - 1:   # a function (`nested_holes_r27`)
        rel_: Any = up[1] if len(up) > 1 else None
        if other_type is None and isinstance(rel_, BinOp) and rel_.op in BINREL and \
                app in (rel_.lhs, rel_.rhs):
            other_type = _leaf_type(rel_.rhs if rel_.lhs is app else rel_.lhs, types, untyped)
        elif other_type is None:   # an argument: the type it is elaborated against
            expected = _expected_type(app, up[1:], types, untyped)
            other_type = _show(expected) if expected is not None else None
        return partial_fill(app.fn.id, sig, args, pos, other_type)
    if param is None or len(args) != len(sig) - 1:
        return None
    binding = _bind(sig[:-1], args, {param}, types, untyped, skip=pos)
    if binding is None:
        return None
    rel: Any = up[1] if len(up) > 1 else None
    side = isinstance(rel, BinOp) and rel.op in BINREL and app in (rel.lhs, rel.rhs)
    if other_type is not None or side:
        other = other_type if other_type is not None else \
            _leaf_type(rel.rhs if rel.lhs is app else rel.lhs, types, untyped)
        expected = _parse(other) if other is not None and \
            _params_of(sig[-1]) == {param} else None
        if other is not None and param not in binding and \
                (expected is None or not _match(sig[-1], expected, dict(binding))):
            # other parameters of the result fixed by the other arguments (`side_holes_r26`)
            wider = side_binding(sig, args, pos, param, _parse(other), types, untyped, binding)
            binding = binding if wider is None else wider
    else:
        expected = _expected_type(app, up[1:], types, untyped)
        if expected is None:   # the call's parameters fixed by a relation (`nested_holes_r27`)
            expected = nested_expected(app, up[1:], types, untyped,
                                       {n.id for n, _ in _walk_marks(up[-1])}, nested_other)
    before = dict(binding)
    if param not in binding and (expected is None or not _match(sig[-1], expected, binding)):
        # a slot whose type the other arguments fix only in part (`hole_slots_r25`)
        partial = None if other_type is not None or side or expected is not None else \
            slot_binding(sig[-1], param, app, up[1:], types, untyped, before)
        if partial is None:
            return None
        binding = partial
    if param in binding and LAMBDA_BODY in _names_in(binding[param]):
        return None   # bound to a `fun`'s type whose body's type is not known
    shown = _show(binding[param]) if param in binding else None
    # a fill is an argument: a type of more than one token is bracketed (`algebraMap S
    # (RingCon.Quotient c) s`, never `algebraMap S RingCon.Quotient c s`)
    return shown if shown is None or isinstance(binding[param], Name) else f"({shown})"


def _ascribed_constant(node: Any, up: tuple[Any, ...]) -> str | None:
    """The part of a declared function's type that a hole in the type it is ascribed stands for
    (`(Polynomial.toFinsupp : Polynomial R → _)`: `AddMonoidAlgebra R ℕ`). Lean elaborates the
    type first, its `_` a metavariable, then the constant against it: its implicit arguments
    become metavariables and `ensureHasType` unifies its declared type with the ascribed one,
    first-order where both have the same head (`Lean/Elab/BuiltinNotation.lean`
    `elabTypeAscription`), assigning the hole the declared part there. Only where the ascribed
    type has the declared type's shape (`binder_types._match`: the same arrows, constants and
    notations), the hole is one whole part of it, and the constant takes no explicit type."""
    from forminv_lean.formal.meaning.ast import Ascribe, BinOp, Name
    from forminv_lean.formalise.binder_types import _show_bound, _signature, _type_parameter

    asc = next((u for u in up if isinstance(u, Ascribe)), None)
    if asc is None or not isinstance(asc.expr, Name) or \
            not any(n is node for n, _ in _walk(asc.type)) or \
            asc.expr.id in _scope_types(up[up.index(asc) + 1:]):
        return None
    sig = _signature(asc.expr.id)
    if sig is None or any(p is None or _type_parameter(p) is not None for p in sig):
        return None
    declared = sig[-1]
    for p in reversed(sig[:-1]):
        declared = BinOp("→", p, declared)
    binding: dict[str, Any] = {}
    parts: dict[int, Any] = {}   # a hole (by identity) -> the declared part it stands for
    if not _match_holes(declared, asc.type, binding, parts) or id(node) not in parts:
        return None
    shown = _show_bound(parts[id(node)], binding)
    if shown is None or "_" in shown:
        return None
    return shown if isinstance(parts[id(node)], Name) and shown.isidentifier() else f"({shown})"


def _match_holes(pattern: Any, actual: Any, binding: dict[str, Any],
                 parts: dict[int, Any]) -> bool:
    """`binder_types._match` of a declared type against an ascribed one whose holes (the
    marks) each stand for one whole part of it, recorded in `parts`."""
    from forminv_lean.formal.meaning.ast import App, BinOp, Name
    from forminv_lean.formal.meaning.opaque import HOM_ARROWS
    from forminv_lean.formalise.binder_types import _match

    if isinstance(actual, Name) and actual.id.startswith(_MARK):
        parts[id(actual)] = pattern
        return True
    if not any(True for _ in _walk_marks(actual)):
        return _match(pattern, actual, binding)
    if isinstance(pattern, App) and isinstance(actual, BinOp) and len(pattern.args) == 2 and \
            isinstance(pattern.fn, Name) and HOM_ARROWS.get(actual.op) == pattern.fn.id:
        return _match_holes(pattern.args[0], actual.lhs, binding, parts) and \
            _match_holes(pattern.args[1], actual.rhs, binding, parts)
    if isinstance(pattern, App) and isinstance(actual, App):
        return len(pattern.args) == len(actual.args) and \
            _match_holes(pattern.fn, actual.fn, binding, parts) and all(
                _match_holes(p, a, binding, parts)
                for p, a in zip(pattern.args, actual.args, strict=True))
    if isinstance(pattern, BinOp) and isinstance(actual, BinOp) and pattern.op in ("→", "×"):
        return pattern.op == actual.op and \
            _match_holes(pattern.lhs, actual.lhs, binding, parts) and \
            _match_holes(pattern.rhs, actual.rhs, binding, parts)
    return False


def _relation_side(up: tuple[Any, ...]) -> tuple[Any, Any] | None:
    """(the application, the relation) when the hole whose ancestors are `up` is an argument
    of a declared function applied as a side of a `binrel%` relation (`= ≠ < ≤ > ≥`); None
    for any other place."""
    from forminv_lean.formal.meaning.ast import App, BinOp, Name
    from forminv_lean.formal.meaning.opaque import SIGNATURES
    from forminv_lean.formalise.binder_types import BINREL

    if len(up) < 2:
        return None
    app, rel = up[0], up[1]
    if isinstance(app, App) and isinstance(app.fn, Name) and app.fn.id in SIGNATURES and \
            isinstance(rel, BinOp) and rel.op in BINREL and app in (rel.lhs, rel.rhs):
        return app, rel
    return None


def _other_side_type(tree: Any, rel: Any, app: Any, fills: dict[int, str | None],
                     binders: list[Any]) -> str | None:
    """The type of the side of `rel` that is not `app`, as the checker elaborates it in a probe
    where `rel` is `other = other` (the holes already filled written in, the binder holes left
    to the checker's first use as for the identity probe). Lean's `binrel%` elaborates that
    side as a leaf (or a `binop%` tree) with no expected type (`Lean/Elab/Extra.lean`
    `toTree`), so its type does not depend on the side with the hole. None when the other
    side has no type of its own (`_typed_alone`: a numeral, a coercion `↑x`), holds a hole
    still open, when the probe is refused, when the statement has another `a = a` the probe
    is not told from, or when the type is not written out in full."""
    from forminv_lean.formal.meaning.elaboration import _ground, _named
    from forminv_lean.formal.meaning.types import show_type

    other = rel.rhs if rel.lhs is app else rel.lhs
    if not _typed_alone(other) or any(True for _ in _walk_marks(other)):
        return None
    side = side_in_probe(tree, rel, other, fills, binders)
    ty = side.ty if side is not None else None
    return show_type(ty) if ty is not None and _ground(ty) and _named(ty) else None


def side_in_probe(tree: Any, rel: Any, side: Any, fills: dict[int, str | None],
                  binders: list[Any]) -> Any:
    """The checker's elaborated `side` in a probe where the relation `rel` is `side = side`,
    the holes already filled written in and the `binders` holes left to the checker's first
    use; None when a hole in the probe is still open (it would not elaborate), the probe is
    refused, or another `a = a` in it is not told from this one. A hole still open in
    another relation of the statement is set aside with that relation (`_open_relations`)."""
    from forminv_lean.formal.meaning.ast import BinOp, Name

    probe = _substitute(tree, rel, BinOp("=", side, side))
    for node in binders:
        probe = _substitute(probe, node, Name("_"))
    for node, _ in list(_walk_marks(probe)):
        fill = fills.get(int(node.id[len(_MARK):]))
        parsed = _parsed(fill) if fill is not None else None
        if parsed is not None:
            probe = _substitute(probe, node, parsed)
    if any(True for _ in _walk_marks(probe)):
        probe = _open_relations(probe, side) if not binders else None
        if probe is None:
            return None
    term = _elaborated(probe)
    if term is None:
        return None
    found = [t for t in _terms(term)
             if t.op == "eq" and len(t.args) == 2 and t.args[0] == t.args[1]]
    return found[0].args[0] if len(found) == 1 else None


def _open_relations(probe: Any, side: Any) -> Any:
    """`probe` with each relation (`= ≠ < ≤ > ≥`) that holds a hole still open written `True`,
    or None when that is not certain to leave the probe's `side = side` typed as in the
    statement. The probe's side is typed from its own variables, whose binders all have a
    written type here (none typed by a first use, which a relation set aside could hold), so
    the relations it does not lie in do not change its type: `f ≫ fst _ _ = g ≫ fst _ _ → f ≫
    snd _ _ = g ≫ snd _ _ → f = g` reads `f`'s type in `f = f → True → f = g`. A relation
    is a proposition, so `True` stands where it stood. None when a hole lies outside every
    relation, in a binder's type or predicate, or in the relation that holds `side`."""
    from forminv_lean.formal.meaning.ast import Binder, BinOp, Name, SetBuilder
    from forminv_lean.formalise.binder_types import BINREL

    if any(isinstance(n, Binder) and n.type is None or isinstance(n, SetBuilder) and
           n.type is None for n, _ in _walk(probe)):
        return None   # a binder typed by its first use, which a relation set aside may hold
    while (mark := next(_walk_marks(probe), None)) is not None:
        node, _ = mark
        up = next(u for n, u in _walk(probe) if n is node)
        target = None
        for u in up:
            if isinstance(u, Binder | SetBuilder):
                return None
            if isinstance(u, BinOp) and u.op in BINREL:
                target = u
                break
        if target is None or any(n is side for n, _ in _walk(target)):
            return None
        probe = _substitute(probe, target, Name("True"))
    return probe


def _walk_marks(tree: Any) -> Iterator[tuple[Any, Any]]:
    """The hole marks (`_hole0` …) inside `tree`."""
    from forminv_lean.formal.meaning.ast import Name
    from forminv_lean.formalise.binder_types import _walk

    return ((n, up) for n, up in _walk(tree, None)
            if isinstance(n, Name) and n.id.startswith(_MARK))


def _scope_types(up: tuple[Any, ...]) -> dict[str, str]:
    """The types of the variables in scope at a node whose ancestors are `up` (nearest
    first): every binder of a `∀`/`∃`/`fun` whose body holds it, the binders before the one
    whose type or predicate holds it; `_` for a binder written without a type, `?` for a type
    not printed back."""
    from forminv_lean.formalise.binder_types import binders_in_scope

    types: dict[str, str] = {}
    for b in binders_in_scope(up):
        typed = "_" if b.type is None else (_shown_type(b.type) or "?")
        types.update({n: typed for n in b.names if n != "_"})
    return types


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
    from forminv_lean.formalise.binder_types import infer_types

    scope = _binder_scope(owner, binder, outer)
    if scope is None:
        return None
    texts, untyped = scope
    names = [n for n in binder.names if n != "_"]
    found = infer_types(names, texts, untyped)
    if not names or set(found) != set(names) or len(set(found.values())) != 1:
        return None
    return next(iter(found.values()))


def _binder_scope(owner: Any, binder: Any, outer: tuple[Any, ...]
                  ) -> tuple[list[tuple[Any, dict[str, str]]], list[str]] | None:
    """The texts in the scope of a binder of the `∀`/`∃`/`fun` `owner` that Lean elaborates
    after it (its later binders' types and predicates, then the body), each with the types
    of the binders then in scope, and the names bound without a type; None where the scope
    is not read (see `_binder_type`)."""
    from forminv_lean.formal.meaning.ast import BinOp, Lambda, Name, Quant
    from forminv_lean.formalise.binder_types import INSTANCE_KEY

    types: dict[str, str] = {}
    child = owner
    limits: dict[int, Any] = {}   # a scope entered through a binder's type: that binder
    for anc in outer:
        if isinstance(anc, Quant | Lambda) and anc.body is not child:
            if not any(b is child for b in anc.binders):
                return None   # inside a predicate: which binders are in scope is not read
            limits[id(anc)] = child   # `(f : ∀ i, α i)`: the binders before `f` are in scope
        child = anc
    scopes = [a for a in (*reversed(outer), owner) if isinstance(a, Quant | Lambda)]
    texts: list[tuple[Any, dict[str, str]]] = []   # parsed parts, in elaboration order
    mine = False
    for scope in scopes:
        for b in scope.binders:
            if b is limits.get(id(scope)):
                break
            if b is binder:
                mine = True
                types.update({n: "_" for n in b.names if n != "_"})
                if b.pred is not None:   # `∃ x ∈ s, p x` is `∃ x, x ∈ s ∧ p x`
                    if len(b.names) != 1:
                        return None
                    texts.append((BinOp(b.pred[0], Name(b.names[0]), b.pred[1]), dict(types)))
                continue
            if b.info == "inst" and b.type is not None and set(b.names) <= {"_"} and \
                    (shown := _shown_type(b.type)) is not None:
                # an anonymous instance: its class is kept under its own key
                # (`binder_types._funlike_ends` reads `[FunLike F A B]`)
                types[f"{INSTANCE_KEY}{len(types)}]"] = shown
            if not b.names:
                continue   # an instance binder `[∀ i, C (α i)]`: it binds no name
            # a type not printed back is unknown here: no rule reads a type off it
            typed = "_" if b.type is None else (_shown_pi_type(b.type) or "?")
            if b.pred is not None and len(b.names) != 1:
                return None
            if mine:   # a later binder of the owner: its type, then its predicate
                texts.extend((t, dict(types)) for t in (
                    b.type, None if b.pred is None else
                    BinOp(b.pred[0], Name(b.names[0]), b.pred[1])) if t is not None)
            types.update({n: typed for n in b.names if n != "_"})
    texts.append((owner.body, dict(types)))
    return texts, [n for n, t in types.items() if t == "_"]


def _shown_pi_type(e: Any) -> str | None:
    """`_shown_type`, and an arrow whose result is a dependent function type (`E → ∀ i, F'
    i`, which neither prints): its domain (no `∀` in it) and its result printed so."""
    from forminv_lean.formal.meaning.ast import BinOp, Quant

    if not (isinstance(e, BinOp) and e.op == "→" and isinstance(e.rhs, BinOp | Quant)) or \
            isinstance(e.lhs, Quant | BinOp):
        return _shown_type(e)
    lhs, rhs = _shown_type(e.lhs), _shown_pi_type(e.rhs)
    return None if lhs is None or rhs is None else f"{lhs} → {rhs}"


#: A quantifier whose binders are plain names up to the comma (`∃ x y,`), the only form whose
#: binders `type_bound_binders` writes a type to; `∃ x ∈ s,` and bracketed binders are not.
_PLAIN_BINDERS = re.compile(r"(?<![\w'])(∀|∃)(?![ᶠᵐ!\w])(\s+)((?:[^\s,:()\[\]{}⦃⦄∈∉<>≤≥]+\s+)*"
                            r"[^\s,:()\[\]{}⦃⦄∈∉<>≤≥]+)(\s*),")
_QMARK = "_qm"


def type_bound_binders(text: str) -> str:
    """`text` with a type written to each `∀`/`∃` binder written without one whose type the
    checker does not find, where Lean's first use fixes it (`binder_types.infer_types`, the
    rules a header binder written without a type is typed by): `∃ t, t ∈ l ∧ …` with `l :
    Filter α` is `∃ (t : Set α), …`. Lean gives the binder a metavariable type that its first
    use assigns, exactly as for a header binder, so the written type elaborates to the same
    term. Only where the checker refuses the text as it is (a rendering it elaborates is kept as
    written, and `unread_bound_type` then checks its types), and only for a quantifier whose
    binders are plain names before its comma, every one of them typed; any other text is
    returned unchanged (and refused or accepted as before)."""
    from forminv_lean.formal import parse
    from forminv_lean.formal.meaning.ast import Quant
    from forminv_lean.formalise.binder_types import _walk_up, infer_types

    sites = [m for m in _PLAIN_BINDERS.finditer(text) if "_" not in m.group(3).split()]
    if not sites:
        return _type_predicate_binders(text)
    try:
        if _elaborated(parse(text)) is not None:
            return text
        marked = _rewrite(text, [(m.start(2), m.start(2), f" {_QMARK}{k}")
                                 for k, m in enumerate(sites)])
        tree = parse(marked)
    except Exception:   # a text the formal parser does not read: nothing is written
        return text
    edits: list[tuple[int, int, str]] = []
    for node, up in _walk_up(tree, ()):
        if not (isinstance(node, Quant) and len(node.binders) == 1 and
                node.binders[0].names and node.binders[0].names[0].startswith(_QMARK)):
            continue
        b = node.binders[0]
        k = int(b.names[0][len(_QMARK):])
        names = list(b.names[1:])
        if b.type is not None or b.pred is not None or b.info != "explicit" or \
                names != sites[k].group(3).split() or len(set(names)) != len(names):
            continue
        scope = _binder_scope(node, b, up)   # the mark is one more name nothing uses
        if scope is None:
            continue
        found = infer_types(names, scope[0], scope[1])
        if set(found) != set(names):
            continue
        m = sites[k]
        edits.append((m.start(3), m.end(3), " ".join(f"({n} : {found[n]})" for n in names)))
    return _type_predicate_binders(_rewrite(text, sorted(edits)) if edits else text)


#: A quantifier over one name with a binder predicate (`∃ t ∈ l,`, `∀ ε > 0,`): Lean core's
#: `binderPred` macros (Init/BinderPredicates.lean) expand `∃ x op y, p` to `∃ x, x op y ∧ p`
#: and `∀ x op y, p` to `∀ x, x op y → p`.
_PRED_BINDER = re.compile(r"(?<![\w'])(∀|∃)(?![ᶠᵐ!\w])\s+([^\s,:()\[\]{}⦃⦄]+)\s*"
                          r"(∈|∉|⊆|⊂|⊇|⊃|<|≤|>|≥|≠)\s")
_CLOSERS, _OPENERS = ")]}⟩⦄", "([{⟨⦃"


def _type_predicate_binders(text: str) -> str:
    """`text` with each `∀`/`∃` over one name with a binder predicate whose type Lean's first
    use fixes (the predicate itself first: `t ∈ l` with `l : Filter α` makes `t : Set α`)
    written as Lean expands it with that type: `∃ (t : Set α), t ∈ l ∧ (p)`, `∀ (t : Set α),
    t ∈ l → (p)`. Only where the checker refuses the text as it is; the rewritten text must
    parse to the same tree with those binders expanded, else nothing is written."""
    from forminv_lean.formal import parse
    from forminv_lean.formal.meaning.ast import Binder, BinOp, Name, Quant
    from forminv_lean.formalise.binder_types import _walk_up, infer_types

    sites = list(_PRED_BINDER.finditer(text))
    if not sites:
        return text
    try:
        tree = parse(text)
        if _elaborated(tree) is not None:
            return text
    except Exception:   # a text the formal parser does not read: nothing is written
        return text
    quants = [(node, up) for node, up in _walk_up(tree, ()) if isinstance(node, Quant) and
              len(node.binders) == 1 and node.binders[0].pred is not None]
    if len(quants) != len(sites):
        return text
    edits: list[tuple[int, int, str]] = []
    expected = tree   # the tree the rewritten text must parse to (the pairing's check)
    for (node, up), m in zip(quants, sites, strict=True):   # the tree's order, the text's
        b = node.binders[0]
        if b.names != (m.group(2),) or b.pred is None or b.pred[0] != m.group(3) or \
                b.info != "explicit" or b.type is not None:
            continue
        scope = _binder_scope(node, b, up)
        found = infer_types(list(b.names), scope[0], scope[1]) if scope is not None else {}
        ty = found.get(b.names[0])
        comma, end = _pred_end(text, m.end()), None
        if ty is None or comma is None or (end := _body_end(text, comma + 1)) is None:
            continue
        name, op, conn = b.names[0], b.pred[0], "∧" if node.kind == "∃" else "→"
        rhs = text[m.end():comma].strip()
        after = len(text) - len(text[comma + 1:].lstrip())   # the body's first character
        edits.append((m.start(2), after, f"({name} : {ty}), {name} {op} {rhs} {conn} ("))
        edits.append((end, end, ")"))
        typed = _parsed(ty)
        if typed is None:
            return text
        expected = _substitute(expected, node, Quant(node.kind, (Binder(b.names, typed),),
                               BinOp(conn, BinOp(op, Name(name), b.pred[1]), node.body)))
    if not edits:
        return text
    out = _rewrite(text, sorted(edits, key=lambda e: (e[0], e[1])))
    try:
        return out if parse(out) == expected else text
    except Exception:   # the rewritten text is not read back: nothing is written
        return text


def _pred_end(text: str, start: int) -> int | None:
    """The offset of the comma that ends a binder predicate starting at `start` (the first
    one outside brackets), or None."""
    return _depth_scan(text, start, at_comma=True)


def _body_end(text: str, start: int) -> int | None:
    """Where a quantifier's body starting at `start` ends: at the first closing bracket it
    does not open, or at the end of the text (a body extends as far as it can)."""
    return _depth_scan(text, start, at_comma=False)


def _depth_scan(text: str, start: int, *, at_comma: bool) -> int | None:
    """One bracket-depth walk from `start`: with `at_comma`, the first comma outside brackets
    (None at an unopened closing bracket or the end); else the first unopened closing
    bracket (the end of the text when there is none)."""
    depth = 0
    for i in range(start, len(text)):
        c = text[i]
        if c in _OPENERS:
            depth += 1
        elif c in _CLOSERS:
            depth -= 1
            if depth < 0:
                return None if at_comma else i
        elif at_comma and c == "," and depth == 0:
            return i
    return None if at_comma else len(text)


def _rewrite(text: str, edits: list[tuple[int, int, str]]) -> str:
    """`text` with each span `[start, end)` of `edits` (in order, not overlapping) replaced."""
    out: list[str] = []
    last = 0
    for start, end, new in edits:
        out.append(text[last:start])
        out.append(new)
        last = end
    out.append(text[last:])
    return "".join(out)


def unread_bound_type(text: str) -> str | None:
    """Why the checker's own type for a `∀`/`∃` binder written without one (`∃ p, …`) may not
    be Lean's, or None when it is.

    Lean gives such a binder a metavariable type, assigned at its first use (its own binder
    predicate, `∃ x ∈ s`, first); a later use meets the assigned type and may insert a
    coercion there. The checker instead unifies over the whole statement, so it could type
    `p` in `∃ p, coeff (⟨p⟩ : Polynomial R) = p` from the later `= p` (as `ℕ → R`) where Lean
    typed it at the anonymous constructor (`AddMonoidAlgebra R ℕ`). So each such binder must
    get the type the first use fixes (`binder_types`' rules), and the checker must agree with
    it: the statement with those types written is elaborated to the same term. A binder whose
    first use fixes nothing the rules read is left to the checker only where its first use
    is one the checker elaborates as Lean does (`_modelled_first_use`); any other refuses."""
    from forminv_lean.formal import parse
    from forminv_lean.formal.meaning.ast import Binder, Quant
    from forminv_lean.formalise.binder_types import _walk_up, infer_types

    try:
        tree = parse(text)
    except Exception:   # not read here: the checker's own parse reports it
        return None
    plan: dict[int, tuple[Any, ...]] = {}   # a binder group -> one binder a name, typed
    for node, up in _walk_up(tree, ()):
        if not (isinstance(node, Binder) and node.type is None and up and
                isinstance(up[0], Quant) and any(b is node for b in up[0].binders)):
            continue
        names = [n for n in node.names if n != "_"]
        scope = _binder_scope(up[0], node, up[1:]) if names else None
        found = infer_types(names, scope[0], scope[1]) if scope is not None else {}
        types = {n: _parsed(t) for n, t in found.items()}
        for n in names:
            if types.get(n) is None and not _modelled_first_use(up[0], node, up[1:], [n]):
                return f"the type of {n}, which Lean fixes where the checker does not read it"
        if any(t is not None for t in types.values()):
            plan[id(node)] = tuple(Binder((n,), types.get(n), node.info, node.pred)
                                   for n in node.names)
    if not plan:
        return None
    mine = _elaborated(tree)
    return None if mine is None or _unnumbered(mine) == _unnumbered(
        _elaborated(_split_binders(tree, plan))) else \
        "a bound variable the checker types otherwise than Lean's first use"


def _split_binders(node: Any, plan: dict[int, tuple[Any, ...]]) -> Any:
    """`node` with each binder group of `plan` (by identity) replaced by its binders."""
    if isinstance(node, tuple):
        out: list[Any] = []
        for x in node:
            out.extend(plan[id(x)] if id(x) in plan else (_split_binders(x, plan),))
        return tuple(out)
    if not is_dataclass(node) or isinstance(node, type):
        return node
    return replace(node, **{f.name: _split_binders(getattr(node, f.name), plan)
                            for f in fields(node)})


def _unnumbered(term: Any) -> str:
    """An elaborated term printed with its metavariables' numbers left out (the checker numbers
    them in the order it creates them, one fewer for each binder written with its type)."""
    import re

    return re.sub(r"\?\d+", "?", str(term))


def _modelled_first_use(owner: Any, binder: Any, outer: tuple[Any, ...],
                        names: list[str]) -> bool:
    """Is the first use of the binder's names one where Lean leaves the type open or assigns
    it as the checker does? A side of a `binrel%`/`binop%` operator (Lean elaborates the leaf
    with no expected type and compares the types afterwards, as the checker does), the element
    of `∈`/`∉` (`Membership`'s element type is an `outParam` of the collection's instance),
    an explicit argument of a function the tables declare or of a homogeneous operation
    `α → α → α` (`x ⊔ y`, `s ∩ t`: `binder_types.SAME_TYPE_OPS`; both unify the binder's type
    with the declared parameter type), an exponent (left open: Lean's default instance `Monoid.Pow`
    makes it ℕ only when nothing else fixes it, as the checker's default does), an element of
    a set literal `{a}` (`Singleton`'s element type is an `outParam`, fixed by the collection
    type as the checker fixes it), the operand of `-` (`unop%`, a leaf of the tree). Not an
    anonymous constructor, field notation, or a
    function the checker does not know."""
    from forminv_lean.formal.meaning.ast import BinOp, Bracket, UnOp
    from forminv_lean.formalise.binder_types import (
        LEAF_OPS,
        SAME_TYPE_OPS,
        _as_app,
        _declared_call,
        _uses,
    )

    scope = _binder_scope(owner, binder, outer)
    if scope is None:
        return False
    first = next(_uses(set(names), scope[0]), None)
    if first is None:
        return False
    node, up, types = first
    parent = up[0] if up else None
    if node.id not in names or parent is None:
        return False
    if isinstance(parent, BinOp) and parent.op in LEAF_OPS | SAME_TYPE_OPS | {"∈", "∉", "^"}:
        return node is (parent.rhs if parent.op == "^" else parent.lhs) or \
            (parent.op in LEAF_OPS | SAME_TYPE_OPS and node is parent.rhs)
    if isinstance(parent, Bracket) and parent.kind == "set" or \
            isinstance(parent, UnOp) and parent.op == "-":
        return True   # `-n` is `unop% Neg.neg n`: a leaf, as an operand of `+`
    app = _as_app(parent)
    return app is not None and any(a is node for a in app[1]) and \
        _declared_call(app[0], app[1], types, extend=False) is not None


def _parsed(text: str) -> Any:
    """`text` parsed as a term, or None where the parser does not read it."""
    from forminv_lean.formal import parse

    try:
        return parse(text)
    except Exception:   # a type the formal parser does not read
        return None


def _shown_type(e: Any) -> str | None:
    """A binder's type printed back (`_shown`), a dependent function type `∀ i, α i` too
    (which `show_expr` does not print), for `binder_types._pi_domain`."""
    from forminv_lean.formal.meaning.ast import Quant

    if not (isinstance(e, Quant) and e.kind == "∀"):
        return _shown(e)
    parts = [" ".join(b.names) if b.type is None and b.pred is None and b.info == "explicit"
             else None if b.pred is not None or b.type is None
             else f"({' '.join(b.names)} : {_shown_type(b.type)})" for b in e.binders]
    body = _shown_type(e.body)
    if body is None or None in parts or any("None" in p for p in parts if p):
        return None
    return f"∀ {' '.join(p for p in parts if p)}, {body}"


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
