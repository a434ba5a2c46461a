"""The expected type of a declared function's argument whose type parameters only the other
side of a relation fixes (round 27): `num (algebraMap _ _ p) = p`, `num (algebraMap _ _ p /
algebraMap _ _ q) = …`, the hole the codomain of `algebraMap` (`RatFunc K`).

`binder_types._expected_type` reads the type Lean elaborates an argument against from the
declared parameter with its type parameters bound by the other explicit arguments; here no
other argument binds them (`RatFunc.num {K} [Field K] (x : RatFunc K) : K[X]`,
Mathlib/FieldTheory/RatFunc/Basic.lean:788, the table's `("RatFunc α", "Polynomial α")`).
Lean elaborates the call `F … (algebraMap ?A ?B p) …` as a side of `binrel%` with no expected
type (Lean 4 `Lean/Elab/Extra.lean`, `toTree`): `F`'s type parameter is a metavariable `?K`,
the argument is elaborated against `RatFunc ?K` and its own result `?B` is unified with it
(`?B := RatFunc ?K`). The side's type is then `F`'s declared result with `?K` in it
(`Polynomial ?K`), which has a head constant, so `analyze` cannot compare it with the other
side's known type at a new metavariable depth, the relation is elaborated by default and
`ensureHasType` unifies the two first-order (as `side_holes_r26`), assigning `?K := K`. So
the argument's expected type is the declared parameter with `F`'s parameters bound by the
other arguments (`_bind`) and by matching `F`'s result against the other side's type.

Only where that is certain: the call is a whole side of a `binrel%` relation (`= ≠ < ≤ > ≥`)
whose other side is one leaf of known type (`_leaf_type`: a variable, a declared function
applied to variables, an ascription); `F`'s result has a head constant (never a bare
parameter, whose leaf `isUnknown` leaves out of `analyze` and which a coercion could meet) and
matches the other side's type exactly, shape for shape (`_match`); every parameter of the
slot is then bound to a type naming no binder written without one.

The argument may also be a `binop%` tree of `+ - * /` every leaf of which is an application
of a declared function whose result is its own bare type parameter written `_` (`algebraMap
_ _ p / algebraMap _ _ q`): `analyze` starts from the expected type (`max? := expectedType`
when it is not a metavariable), each leaf's type is a metavariable that it skips, and
`applyCoe` unifies each leaf's type with that maximal type, the expected type itself. A tree
with any other leaf (a variable, a numeral, a cast) is not read: its type could become the
maximal one.

A function applied to fewer arguments than its declared arrows take, as a side of a relation
(`g ∘ f = Function.const _ (g b)`; Lean core Init/Prelude.lean `def Function.const {α : Sort
u} (β : Sort v) (a : α) : β → α`, the table's `("Type β", "α", "β", "α")`): the side's type
is the rest of the arrows, `?β → α'`, an arrow that `analyze` cannot compare with the other
side's arrow type while `?β` is unassigned, so the relation is elaborated by default and the
two arrows are unified first-order: the hole is the other side's part at its parameter
(`partial_fill`). As an argument (`G.adjMatrix α *ᵥ Function.const _ a`, Mathlib/Data/Matrix/
Mul.lean:610 `def mulVec [Fintype n] (M : Matrix m n α) (v : n → α) : m → α`), the arrow is
unified the same way with the type the argument is elaborated against
(`binder_types._expected_type`). Only for the functions of `PARTIAL` (whose declared result
is a real arrow in Lean, not a bundled map the tables write as a function), and only when no
other argument mentions the hole's parameter. The filled statement is elaborated again like
any other (`Function.const M₀ 0` against `M₀ → M₀` is then refused: the checker types the
numeral `ℕ`).
"""

from __future__ import annotations

from typing import Any

#: The `binop%` operators whose trees are read (Init/Notation.lean `binop% HAdd.hAdd` …).
_ARITH = frozenset({"+", "-", "*", "/"})
#: The declared functions whose table signature's trailing parameters are Lean arrows, so
#: that applied to fewer arguments they are functions (`Function.const β a : β → α`).
PARTIAL = frozenset({"Function.const"})


def nested_site(app: Any, up: tuple[Any, ...], marks: set[str]) -> tuple[Any, Any] | None:
    """(the call, the relation) when `app` (whose ancestors are `up`, nearest first) is an
    argument of a named call, or a leaf of an arithmetic tree of holed leaves that is one,
    and that call is a whole side of a `binrel%` relation; None otherwise. `marks` are the
    names the holes are written with."""
    from forminv_lean.formal.meaning.ast import BinOp
    from forminv_lean.formalise.binder_types import BINREL, _as_app

    arg, k = app, 0
    while k < len(up) and isinstance(up[k], BinOp) and up[k].op in _ARITH:
        arg, k = up[k], k + 1
    if arg is not app and not all(_unknown_leaf(leaf, marks) for leaf in _leaves(arg)):
        return None
    if k + 1 >= len(up):
        return None
    call, rel = up[k], up[k + 1]
    parts = _as_app(call)
    if parts is None or not any(a is arg for a in parts[1]) or not (
            isinstance(rel, BinOp) and rel.op in BINREL and call in (rel.lhs, rel.rhs)):
        return None
    return call, rel


def nested_expected(app: Any, up: tuple[Any, ...], types: dict[str, str],
                    untyped: set[str], marks: set[str], other_type: str | None = None) -> Any:
    """The parsed type Lean elaborates `app` (whose ancestors are `up`, nearest first) against,
    when it is an argument (or a leaf of an arithmetic tree that is the argument) of a declared
    call that is a side of a relation fixing the call's type parameters (see the module
    docstring); None otherwise. `marks` are the names the holes are written with; the other
    side's type is its `_leaf_type`, or `other_type` when given (the checker's type of a side
    that is not one leaf: `holes._other_side_type`)."""
    from forminv_lean.formalise.binder_types import (
        _as_app,
        _bind,
        _declared_call,
        _leaf_type,
        _match,
        _mentions_any,
        _params_of,
        _parse,
        _show_bound,
    )

    site = nested_site(app, up, marks)
    if site is None:
        return None
    call, rel = site
    fn, args = _as_app(call) or ("", ())
    if not fn or fn in types or _mentions_any(fn, untyped):
        return None
    declared = _declared_call(fn, args, types, extend=False)
    if declared is None:
        return None
    sig, full = declared
    if len(full) != len(sig) - 1:
        return None
    arg = next((a for a in full if a is app or any(n is app for n in _leaves(a))), None)
    pos = next((i for i, a in enumerate(full) if a is arg), None)
    if pos is None or sig[pos] is None or not _params_of(sig[pos]):
        return None
    result = sig[-1]
    if result is None or _bare_parameter(result):
        return None
    other = rel.rhs if rel.lhs is call else rel.lhs
    if other_type is None:
        other_type = _leaf_type(other, types, untyped)
    parsed = _parse(other_type) if other_type is not None else None
    if parsed is None:
        return None
    # the parameters another argument fixes (an argument Lean may type otherwise refuses:
    # its type could differ from the other side's, which a coercion would then meet)
    bound = _bind(sig[:-1], full, _params_of(sig[pos]), types, untyped, skip=pos)
    if bound is None:
        return None
    binding = dict(bound)
    if not _match(result, parsed, binding) or not _params_of(sig[pos]) <= set(binding):
        return None
    shown = _show_bound(sig[pos], binding)
    if shown is None or _mentions_any(shown, untyped | marks) or "_" in shown.split():
        return None
    return _parse(shown)


def _bare_parameter(t: Any) -> bool:
    from forminv_lean.formal.meaning.ast import Name
    from forminv_lean.formal.meaning.opaque import _PARAMS

    return isinstance(t, Name) and t.id in _PARAMS


def _leaves(e: Any) -> list[Any]:
    """The leaves of an arithmetic `binop%` tree."""
    from forminv_lean.formal.meaning.ast import BinOp

    if isinstance(e, BinOp) and e.op in _ARITH:
        return [*_leaves(e.lhs), *_leaves(e.rhs)]
    return [e]


def _unknown_leaf(e: Any, marks: set[str]) -> bool:
    """Is `e` a declared function applied to all its arguments whose declared result is a
    bare type parameter that an explicit type argument written `_` stands for (its type a
    metavariable when the leaf is elaborated)?"""
    from forminv_lean.formal.meaning.ast import App, Name
    from forminv_lean.formalise.binder_types import _signature, _type_parameter

    if not (isinstance(e, App) and isinstance(e.fn, Name)):
        return False
    sig = _signature(e.fn.id)
    if sig is None or len(e.args) != len(sig) - 1 or not _bare_parameter(sig[-1]):
        return False
    return any(p is not None and _type_parameter(p) == sig[-1].id and
               isinstance(a, Name) and a.id in marks
               for p, a in zip(sig[:-1], e.args, strict=True))


def partial_fill(fn: str, sig: tuple[Any, ...], args: tuple[Any, ...], pos: int,
                 other: str | None) -> str | None:
    """The hole at explicit argument `pos` of `fn` applied to `args`, fewer than the declared
    `sig` takes, on a side of a relation whose other side has the type `other` (or as an
    argument elaborated against the type `other`): that type's part at the hole's parameter in the remaining arrows (see the module docstring);
    None when `fn` is not in `PARTIAL`, another argument mentions the parameter, or the types
    do not match."""
    from forminv_lean.formal.meaning.ast import BinOp, Name
    from forminv_lean.formalise.binder_types import (
        _match,
        _params_of,
        _parse,
        _show,
        _type_parameter,
    )

    if fn not in PARTIAL or other is None or not len(args) < len(sig) - 1 or pos >= len(args):
        return None
    param = _type_parameter(sig[pos])
    if param is None or any(i != pos and p is not None and param in _params_of(p)
                            for i, p in enumerate(sig[:len(args)])):
        return None
    arrow = sig[-1]
    for p in reversed(sig[len(args):-1]):
        if p is None:
            return None
        arrow = BinOp("→", p, arrow)
    parsed = _parse(other)
    binding: dict[str, Any] = {}
    if parsed is None or not _match(arrow, parsed, binding) or param not in binding:
        return None
    shown = _show(binding[param])
    if shown is None or "_" in shown.split():
        return None
    return shown if isinstance(binding[param], Name) else f"({shown})"
