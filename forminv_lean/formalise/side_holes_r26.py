"""The type a declared function's type argument written `_` takes on a side of a `binrel%`
relation whose other side's type is known, when the function's result mentions other type
parameters too (round 26): `(LinearEquiv.refl R N).rTensor M = LinearEquiv.refl R _`.

`holes._type_argument` fills such a hole when the declared result mentions no parameter but
the hole's (`RingHom.id _ : ?α →+* ?α` against `A →+* A`): Lean elaborates each side as a leaf
with no expected type (Lean 4 `Lean/Elab/Extra.lean`, `toTree`), the two types are not
comparable while the hole is an unassigned metavariable, so the relation is elaborated by
default and `ensureHasType` unifies them first-order, assigning the hole its part of the
other side's type. A parameter that another explicit argument fixes exactly (a type
argument written out, `R` in `LinearEquiv.refl R _`, or a variable whose declared type
matches: `binder_types._bind`) is already that argument when the side is elaborated, so the
side's type is the declared result with it written in: `LinearEquiv.refl R ?M : LinearEquiv
(RingHom.id R) ?M ?M` (Mathlib/Algebra/Module/Equiv/Defs.lean, `def refl`), and the same
first-order unification assigns `?M`, now against a pattern whose other parts are known
terms that must be the other side's exactly (`binder_types._match`). Any other parameter of
the result (one no argument fixes, or one bound to a type that is not known) refuses.

An abbreviation at the top of the other side's type (`Equiv.swap a a : Equiv.Perm α`, Mathlib/
Logic/Equiv/Defs.lean:87 `abbrev Equiv.Perm (α : Sort*) := Equiv α α`) is not unfolded here:
Lean's unifier would unfold it, but the checker then refuses the filled rendering (`type
mismatch: Equiv.Perm α and Equiv α α`), so nothing is gained.
"""

from __future__ import annotations

from typing import Any


def side_binding(sig: tuple[Any, ...], args: tuple[Any, ...], pos: int, param: str,
                 other: Any, types: dict[str, str], untyped: set[str],
                 binding: dict[str, Any]) -> dict[str, Any] | None:
    """`binding` extended by matching the declared result `sig[-1]`, with the parameters other
    than `param` that the other explicit arguments fix written in, against `other` (the
    parsed type of the relation's other side); None when a parameter of the result other
    than `param` is not fixed exactly, or the types do not match (see the module
    docstring)."""
    from forminv_lean.formalise.binder_types import (
        LAMBDA_BODY,
        _bind,
        _match,
        _names_in,
        _params_of,
    )

    extra = _params_of(sig[-1]) - {param}
    if not extra or param in binding:
        return None
    fixed = _bind(sig[:-1], args, extra, types, untyped, skip=pos)
    if fixed is None or not extra <= set(fixed) or param in fixed:
        return None
    if any(LAMBDA_BODY in _names_in(fixed[p]) or _names_in(fixed[p]) & untyped
           for p in extra):
        return None
    trial = {**binding, **{p: fixed[p] for p in extra}}
    return trial if _match(sig[-1], other, trial) and param in trial else None

