"""A `_` type argument of a declared function applied as an argument of another declared
function whose parameter there is only partly fixed (round 25): `p.map (RingHom.id _)`,
`K.comap (MonoidHom.id _)`, `Finsupp.equivMapDomain (Equiv.refl _) l`.

`holes._type_argument` fills the hole from the type the application is elaborated against
(`binder_types._expected_type`) only when every type parameter of the enclosing function's
parameter there is bound by its other arguments. `Polynomial.map (f : R →+* S) : R[X] →
S[X]` (Mathlib/Algebra/Polynomial/Eval/Defs.lean) called as `p.map (RingHom.id _)` binds `R`
from `p : Polynomial R` but `S` only from the result. Lean elaborates the explicit arguments
left to right (Lean 4 `Lean/Elab/App.lean`, `ElabAppArgs.processExplicitArg` then
`elabArg`/`ensureArgType`): `RingHom.id ?A : ?A →+* ?A` is unified with `?R →+* ?S`, which
only links metavariables (`?R := ?A`, `?S := ?A`) and cannot fail, and `p : Polynomial R`
then assigns `?A := R`. The hole is therefore the bound part `R`, whatever `S` is: a
parameter left unbound here is read as unknown (`WILD`), which matches anything and binds
nothing, so the hole is filled only from a part that an argument fixes exactly
(`binder_types._bind`: a variable of known type matching the declared one).

An unbound parameter that the enclosing function's result mentions could have been assigned
before the arguments, from the type the whole call is elaborated against
(`ElabAppArgs.propagateExpectedType`), and then a later argument coerced to it: such a
parameter is accepted only when the call is a side of a `binrel%` relation, whose sides Lean
elaborates with no expected type (Lean 4 `Lean/Elab/Extra.lean`, `toTree`: `elabTerm s
none`). A call elsewhere with such a parameter is left (refused).

The same holds for the application as the receiver of generalized field notation,
`(StarAlgHom.id _ _).comp f`: Lean elaborates the receiver first, with no expected type, and
resolves `comp` in the namespace of the head of its type (`StarAlgHom`, the head of the
declared result), passing the receiver as the first explicit argument of `StarAlgHom.comp`
whose type has that head (Lean 4 `Lean/Elab/App.lean`, `resolveLValLoop`/`addLValArg`);
that argument's type is unified with the receiver's, linking metavariables, and `f : A
→⋆ₐ[R] B` at the other slot fixes them (`receiver_expected`).
"""

from __future__ import annotations

from typing import Any

#: The name an unbound parameter of the enclosing function is read as: unknown, matching
#: any type and binding nothing.
WILD = "_unbound_"


def partial_expected(app: Any, up: tuple[Any, ...], types: dict[str, str],
                     untyped: set[str]) -> Any:
    """The declared parameter type that `app` (whose ancestors are `up`) is elaborated against,
    as an argument of a declared function, with the parameters its other arguments bind
    written in and every other one `WILD`; None when it is not such an argument, when an
    argument that mentions a parameter does not fix it exactly, or when an unbound parameter
    could take its value from the call's expected type (see the module docstring)."""
    from forminv_lean.formalise.binder_types import (
        _applied_parts,
        _as_app,
        _declared_call,
        _mentions_any,
    )

    parent = up[0] if up else None
    call = _as_app(parent)
    if call is None:
        return None
    fn, args = call
    if not any(a is app for a in args) or _mentions_any(fn, untyped) or \
            _applied_parts(fn, types) is not None or fn in types:
        return None
    declared = _declared_call(fn, args, types) or _arrow_field_call(fn, args, types)
    if declared is None:
        return None
    sig, full = declared
    pos = next((i for i, a in enumerate(full) if a is app), None)
    if pos is None or pos >= len(sig) - 1 or sig[pos] is None:
        return None
    return _slot_type(sig, full, pos, parent, up[1:], types, untyped)


def _arrow_field_call(fn: str, args: tuple[Any, ...], types: dict[str, str]
                      ) -> tuple[tuple[Any, ...], tuple[Any, ...]] | None:
    """Field notation `f.comp g` on a variable whose type is written with a bundled map's
    arrow (`f : M →* N`, `MonoidHom M N`: `opaque.HOM_ARROWS`), which
    `binder_types._declared_call` reads only for a type written as an application: the
    signature of `MonoidHom.comp` with `f` at its first explicit parameter of head
    `MonoidHom`, as Lean's generalized field notation passes it."""
    from forminv_lean.formal.meaning.ast import App, BinOp, Name
    from forminv_lean.formal.meaning.opaque import HOM_ARROWS
    from forminv_lean.formalise.binder_types import _parse, _signature

    var, _, field = fn.partition(".")
    if not field or "." in field or var not in types:
        return None
    own = _parse(types[var])
    if not (isinstance(own, BinOp) and own.op in HOM_ARROWS):
        return None
    head = Name(HOM_ARROWS[own.op])
    sig = _signature(f"{head.id}.{field}")
    if sig is None:
        return None
    for i, p in enumerate(sig[:-1]):
        if isinstance(p, App) and p.fn == head:
            return sig, (*args[:i], Name(var), *args[i:])
    return None


def receiver_expected(result: Any, app: Any, up: tuple[Any, ...], types: dict[str, str],
                      untyped: set[str]) -> Any:
    """The declared parameter type that `app`, whose declared type is `result`, is unified
    with as the receiver of field notation `app.f args` (whose ancestors are `up`): the first
    explicit parameter of `C.f` whose type has the head `C` of `result`, read as
    `partial_expected` reads a slot; None when `app` is no such receiver or `C.f` is not
    declared."""
    from forminv_lean.formal.meaning.ast import App, BinOp, Field, Name
    from forminv_lean.formal.meaning.opaque import HOM_ARROWS
    from forminv_lean.formalise.binder_types import _signature

    field = up[0] if up else None
    if not (isinstance(field, Field) and field.obj is app):
        return None
    head = result.fn if isinstance(result, App) else \
        Name(HOM_ARROWS[result.op]) if isinstance(result, BinOp) and \
        result.op in HOM_ARROWS else result
    if not isinstance(head, Name):
        return None
    sig = _signature(f"{head.id}.{field.field}")
    call = up[1] if len(up) > 1 else None
    if sig is None or not (isinstance(call, App) and call.fn is field):
        return None
    pos = next((i for i, p in enumerate(sig[:-1]) if p is not None and
                (p.fn if isinstance(p, App) else p) == head), None)
    if pos is None:
        return None
    full = (*call.args[:pos], app, *call.args[pos:])
    if len(full) != len(sig) - 1:
        return None
    return _slot_type(sig, full, pos, call, up[2:], types, untyped)


def _slot_type(sig: tuple[Any, ...], full: tuple[Any, ...], pos: int, call: Any,
               up: tuple[Any, ...], types: dict[str, str], untyped: set[str]) -> Any:
    """The parameter type `sig[pos]` of the call `call` (whose ancestors are `up`) to the
    explicit arguments `full`, with the type parameters the other arguments bind written in
    and every other one `WILD`; None when an argument that mentions one does not fix it
    exactly, or when an unbound one is in the result and `call` is not a side of a `binrel%`
    relation."""
    from forminv_lean.formal.meaning.ast import BinOp, Name
    from forminv_lean.formalise.binder_types import (
        BINREL,
        LAMBDA_BODY,
        _bind,
        _names_in,
        _params_of,
    )

    binding = _bind(sig[:-1], full, _params_of(sig[pos]), types, untyped, skip=pos)
    if binding is None:
        return None
    known = {p: t for p, t in binding.items()
             if LAMBDA_BODY not in _names_in(t) and not _names_in(t) & untyped}
    free = _params_of(sig[pos]) - set(known)
    rel = up[0] if up else None
    side = isinstance(rel, BinOp) and rel.op in BINREL and call in (rel.lhs, rel.rhs)
    if free & _params_of(sig[-1]) and not side:
        return None
    return _substitute_params(sig[pos], known, Name(WILD))


def _substitute_params(pattern: Any, known: dict[str, Any], wild: Any) -> Any:
    """`pattern` with each type parameter replaced by its `known` type, or `wild`."""
    from dataclasses import replace

    from forminv_lean.formal.meaning.ast import App, BinOp, Name
    from forminv_lean.formal.meaning.opaque import _PARAMS

    if isinstance(pattern, Name):
        return known.get(pattern.id, wild) if pattern.id in _PARAMS else pattern
    if isinstance(pattern, App):
        return replace(pattern, fn=_substitute_params(pattern.fn, known, wild),
                       args=tuple(_substitute_params(a, known, wild) for a in pattern.args))
    if isinstance(pattern, BinOp):
        return replace(pattern, lhs=_substitute_params(pattern.lhs, known, wild),
                       rhs=_substitute_params(pattern.rhs, known, wild))
    return pattern


def match_partial(pattern: Any, actual: Any, binding: dict[str, Any]) -> bool:
    """`binder_types._match` of a declared result type against a partial expected type: a
    `WILD` part (or a part holding one) matches anything and binds nothing; every other part
    is matched as `_match` does, binding the type parameters of `pattern`."""
    from forminv_lean.formal.meaning.ast import App, BinOp, Name
    from forminv_lean.formal.meaning.opaque import _PARAMS, HOM_ARROWS
    from forminv_lean.formalise.binder_types import _match, _names_in

    if WILD not in _names_in(actual):
        return _match(pattern, actual, binding)
    if isinstance(actual, Name) or isinstance(pattern, Name) and pattern.id in _PARAMS:
        return True   # unknown: Lean links two metavariables here, which fixes nothing
    if isinstance(pattern, App) and isinstance(actual, BinOp) and len(pattern.args) == 2 and \
            isinstance(pattern.fn, Name) and HOM_ARROWS.get(actual.op) == pattern.fn.id:
        return match_partial(pattern.args[0], actual.lhs, binding) and \
            match_partial(pattern.args[1], actual.rhs, binding)
    if isinstance(actual, App) and isinstance(pattern, BinOp) and len(actual.args) == 2 and \
            isinstance(actual.fn, Name) and HOM_ARROWS.get(pattern.op) == actual.fn.id:
        return match_partial(pattern.lhs, actual.args[0], binding) and \
            match_partial(pattern.rhs, actual.args[1], binding)
    if isinstance(pattern, App) and isinstance(actual, App):
        return len(pattern.args) == len(actual.args) and \
            match_partial(pattern.fn, actual.fn, binding) and all(
                match_partial(p, a, binding)
                for p, a in zip(pattern.args, actual.args, strict=True))
    if isinstance(pattern, BinOp) and isinstance(actual, BinOp) and pattern.op in ("→", "×"):
        return pattern.op == actual.op and match_partial(pattern.lhs, actual.lhs, binding) \
            and match_partial(pattern.rhs, actual.rhs, binding)
    return False


def slot_binding(result: Any, param: str, app: Any, up: tuple[Any, ...],
                 types: dict[str, str], untyped: set[str],
                 binding: dict[str, Any]) -> dict[str, Any] | None:
    """`binding` extended by matching the declared `result` of `app` against the partial type
    of its slot (`partial_expected`), when that binds `param`; else None."""
    expected = partial_expected(app, up, types, untyped)
    if expected is None:
        expected = receiver_expected(result, app, up, types, untyped)
    trial = dict(binding)
    if expected is None or not match_partial(result, expected, trial) or param not in trial:
        return None
    return trial
