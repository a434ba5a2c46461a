"""An explicit type argument written `_` in a written type, fixed by a later argument's type
(round 29): `(f : CauSeq _ abv)` with `abv : β → α` is `CauSeq β abv`.

Mathlib/Algebra/Order/CauSeq/Basic.lean:154 `def CauSeq {α : Type*} [Field α] [LinearOrder α]
[IsStrictOrderedRing α] (β : Type*) [Ring β] (abv : β → α) : Type _`. Lean elaborates the
application's explicit arguments left to right (Lean 4 `Lean/Elab/App.lean`,
`ElabAppArgs.processExplicitArg`): the `_` is a new metavariable `?β` (its instance `[Ring ?β]`
postponed), and `abv` is elaborated against `?β → ?α`; a variable's type `β → α` is unified
with it first-order, assigning `?β := β` (and `?α := α`). So the hole is the part of that
variable's written type at the parameter.

Only for the constructors of `TYPE_ARGUMENTS` (their explicit parameters declared, a type
parameter `Type β`, the others patterns over the type parameters), applied to all of them, the
hole a whole type parameter, and the argument that fixes it a variable bound before the
binder whose written type (`holes._scope_types`) has the declared pattern's shape exactly
(`binder_types._match`): a variable typed otherwise, a term, or a coercion refuses.
"""

from __future__ import annotations

from typing import Any

#: A type constructor -> its explicit parameters, in order (`Type β` a type parameter, another
#: entry the pattern its argument's type must have), each cited.
TYPE_ARGUMENTS: dict[str, tuple[str, ...]] = {
    # Mathlib/Algebra/Order/CauSeq/Basic.lean:154-155 `def CauSeq {α : Type*} [Field α]
    # [LinearOrder α] [IsStrictOrderedRing α] (β : Type*) [Ring β] (abv : β → α) : Type _`
    "CauSeq": ("Type β", "β → α"),
}


def constructor_argument(node: Any, up: tuple[Any, ...]) -> str | None:
    """The type Lean assigns the hole `node` (its ancestors `up`, nearest first) when it is an
    explicit type argument of a constructor of `TYPE_ARGUMENTS` that a later argument's
    written type fixes (see the module docstring); None for any other place."""
    from forminv_lean.formal.meaning.ast import App, Name
    from forminv_lean.formalise.binder_types import _match, _parse, _show
    from forminv_lean.formalise.holes import _scope_types

    app = up[0] if up else None
    if not (isinstance(app, App) and isinstance(app.fn, Name) and
            app.fn.id in TYPE_ARGUMENTS):
        return None
    params = TYPE_ARGUMENTS[app.fn.id]
    pos = next((i for i, a in enumerate(app.args) if a is node), None)
    if len(app.args) != len(params) or pos is None or not params[pos].startswith("Type "):
        return None
    param = params[pos].removeprefix("Type ")
    types = _scope_types(up)
    found: set[str] = set()
    for arg, declared in zip(app.args, params, strict=True):
        if declared.startswith("Type ") or param not in declared.split():
            continue
        if not (isinstance(arg, Name) and types.get(arg.id) not in (None, "_", "?")):
            return None   # a term, or a variable whose written type is not known here
        binding: dict[str, Any] = {}
        actual = _parse(types[arg.id])
        if actual is None or not _match(_parse(declared), actual, binding) or \
                param not in binding:
            return None
        shown = _show(binding[param])
        if shown is None or "_" in shown.split():
            return None
        found.add(shown if isinstance(binding[param], Name) else f"({shown})")
    return next(iter(found)) if len(found) == 1 else None
