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
    from forminv_lean.formal.meaning.ast import BinOp, Name
    from forminv_lean.formalise.binder_types import (
        BINREL,
        LAMBDA_BODY,
        _applied_parts,
        _as_app,
        _bind,
        _declared_call,
        _mentions_any,
        _names_in,
        _params_of,
    )

    parent = up[0] if up else None
    call = _as_app(parent)
    if call is None:
        return None
    fn, args = call
    if not any(a is app for a in args) or _mentions_any(fn, untyped) or \
            _applied_parts(fn, types) is not None or fn in types:
        return None
    declared = _declared_call(fn, args, types)
    if declared is None:
        return None
    sig, full = declared
    pos = next((i for i, a in enumerate(full) if a is app), None)
    if pos is None or pos >= len(sig) - 1 or sig[pos] is None:
        return None
    binding = _bind(sig[:-1], full, _params_of(sig[pos]), types, untyped, skip=pos)
    if binding is None:
        return None
    known = {p: t for p, t in binding.items()
             if LAMBDA_BODY not in _names_in(t) and not _names_in(t) & untyped}
    free = _params_of(sig[pos]) - set(known)
    rel = up[1] if len(up) > 1 else None
    side = isinstance(rel, BinOp) and rel.op in BINREL and parent in (rel.lhs, rel.rhs)
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
    trial = dict(binding)
    if expected is None or not match_partial(result, expected, trial) or param not in trial:
        return None
    return trial
