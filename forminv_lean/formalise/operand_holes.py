"""A `_` type argument of a declared function applied as an operand of `+ - * /` under a
relation (`a - algebraMap R _ r = b`), filled as Lean's `binop%`/`binrel%` elaborator fills
it, or left (then refused).

Lean 4 elaborates a relation `binrel% R x y` and the arithmetic under it as one tree
(`Lean/Elab/Extra.lean`, `elabBinRelCore`): `toTree` descends through `binop%` (`+ - * /`),
`unop%` (`-x`) and parentheses, and elaborates every other subterm as a leaf with no expected
type (`processLeaf`: `elabTerm s none`). `analyze` (with no expected type for a relation)
takes the maximal type of the leaves, skipping a leaf whose type `isUnknown` (a metavariable,
or one applied); `applyCoe` then visits each leaf and, its type unknown, unifies it with the
maximal type (`isDefEqGuarded maxType type`), which assigns the metavariable.

`f … _ … x : ?β` with `?β` the hole and the declared result the bare parameter (`algebraMap R
_ r : ?β` through `RingHom`'s coercion to a function) is such a leaf of unknown type. So the
hole is the maximal type, read here only where it is certain:

* every other leaf is a numeral or a coercion `↑x` (unknown in Lean too: `OfNat ?α n`, a
  postponed coercion), another site of this rule, or a term with a type of its own
  (`holes._typed_alone`) whose type the checker gives in a probe where the relation is
  `leaf = leaf` (`holes.side_in_probe`, as a relation's side is read), written out in full;
* all those types are the same text, so `analyze` meets no coercion and no uncomparable pair
  (`max?` is that type, whatever the order of the leaves);
* the tree is read through `+ - * / %` (`binop%`), prefix `-` (`unop%`), the base of `^`
  (`rightact%`) and the right of `•` (`leftact%`) only: any other operator as a leaf refuses;
* no `*` when the type is a `Matrix` or a `CStarMatrix`: their `HMul` default instances
  (Mathlib/Data/Matrix/Mul.lean:317, Mathlib/Analysis/CStarAlgebra/CStarMatrix.lean:260) make
  `hasHeterogeneousDefaultInstances` hold, and `applyCoe` leaves such a leaf unassigned.

The hole then gets the type through the signature as `holes._type_argument` binds a
relation's side. The filled text is elaborated again like any other (`a - b` with two types
refuses there).
"""

from __future__ import annotations

from typing import Any

#: The `binop%` operators the tree is read through (Lean 4 `Init/Notation.lean`: `macro_rules |
#: `($x + $y) => `(binop% HAdd.hAdd $x $y)`, and `-`, `*`, `/`, `%` the same).
ARITH = frozenset({"+", "-", "*", "/", "%"})
#: `x ^ n` is `rightact% HPow.hPow x n` (only `x` is in the tree: `processBinOp` makes `n` a
#: leaf that `analyze` skips), `c • x` is `leftact% HSMul.hSMul c x` (only `x`).
_ACTS = {"^": "lhs", "•": "rhs"}
#: The heads of the types whose `HMul` has a heterogeneous default instance (see above).
_HETERO_MUL = ("Matrix", "CStarMatrix")


def operand_site(node: Any, up: tuple[Any, ...]) -> tuple[Any, Any] | None:
    """(the application, the relation) when the hole `node` (ancestors `up`) is an argument
    of a declared function applied as an operand, under at least one `+ - * /` or `-x`, of a
    side of a `binrel%` relation; None for any other place (a side itself is `_relation_side`)."""
    from forminv_lean.formal.meaning.ast import App, BinOp, Name, UnOp
    from forminv_lean.formal.meaning.opaque import SIGNATURES
    from forminv_lean.formalise.binder_types import BINREL

    app = up[0] if up else None
    if not (isinstance(app, App) and isinstance(app.fn, Name) and app.fn.id in SIGNATURES):
        return None
    below: Any = app
    for i, u in enumerate(up[1:], start=1):
        if isinstance(u, BinOp) and u.op in ARITH or isinstance(u, UnOp) and u.op == "-" or \
                isinstance(u, BinOp) and u.op in _ACTS and getattr(u, _ACTS[u.op]) is below:
            below = u
            continue
        if i >= 2 and isinstance(u, BinOp) and u.op in BINREL and below in (u.lhs, u.rhs):
            return app, u
        return None
    return None


def _leaves(e: Any, out: list[Any], ops: set[str]) -> bool:
    """Collect the leaves of the `binop%` tree `e` into `out` (the operators met into `ops`);
    False when the tree has a node this rule does not read (see the module docstring)."""
    from forminv_lean.formal.meaning.ast import BinOp, UnOp

    if isinstance(e, BinOp) and e.op in ARITH:
        ops.add(e.op)
        return _leaves(e.lhs, out, ops) and _leaves(e.rhs, out, ops)
    if isinstance(e, BinOp) and e.op in _ACTS:
        return _leaves(getattr(e, _ACTS[e.op]), out, ops)
    if isinstance(e, UnOp) and e.op == "-":
        return _leaves(e.arg, out, ops)
    if isinstance(e, BinOp) or isinstance(e, UnOp) and e.op != "↑":
        return False
    out.append(e)
    return True


def operand_fills(tree: Any, sites: list[tuple[int, Any, Any, Any, tuple[Any, ...]]],
                  fills: dict[int, str | None], binders: list[Any]) -> dict[int, str] | None:
    """The fill of each site (hole index, mark, application, relation, ancestors), or None
    when one is not certain."""
    from forminv_lean.formal.meaning.ast import Name, Num, UnOp
    from forminv_lean.formal.meaning.elaboration import _ground, _named
    from forminv_lean.formal.meaning.types import show_type
    from forminv_lean.formalise.holes import (
        _scope_types,
        _type_argument,
        _typed_alone,
        _walk,
        _walk_marks,
        side_in_probe,
    )

    got: dict[int, str] = {}
    for rel in {id(s[3]): s[3] for s in sites}.values():
        here = [s for s in sites if s[3] is rel]
        untyped = {n for n, t in _scope_types(here[0][4][here[0][4].index(rel) + 1:]).items()
                   if t == "_"}
        if any(isinstance(n, Name) and n.id in untyped for n, _ in _walk(rel)):
            return None   # the probe would drop a use that may type a binder written bare
        leaves: list[Any] = []
        ops: set[str] = set()
        if not (_leaves(rel.lhs, leaves, ops) and _leaves(rel.rhs, leaves, ops)):
            return None
        apps = {id(s[2]) for s in here}
        if not apps <= {id(leaf) for leaf in leaves}:
            return None
        types: set[str] = set()
        for leaf in leaves:
            if id(leaf) in apps or isinstance(leaf, Num) or \
                    isinstance(leaf, UnOp) and leaf.op == "↑":
                continue   # a type Lean leaves unknown here, assigned the maximal one
            if any(True for _ in _walk_marks(leaf)) or not _typed_alone(leaf):
                return None
            side = side_in_probe(tree, rel, leaf, fills, binders)
            ty = side.ty if side is not None else None
            if ty is None or not (_ground(ty) and _named(ty)):
                return None
            types.add(show_type(ty))
        if len(types) != 1:
            return None
        (maximal,) = types
        if "*" in ops and maximal.lstrip("(").startswith(_HETERO_MUL):
            return None
        for k, node, app, _, up in here:
            if not _bare_result(app, node):
                return None
            fill = _type_argument(node, up, other_type=maximal)
            if fill is None:
                return None
            got[k] = fill
    return got


def _bare_result(app: Any, node: Any) -> bool:
    """Is the declared result of `app` the bare type parameter the hole `node` stands for (a
    leaf type Lean's `isUnknown` holds of)?"""
    from forminv_lean.formal.meaning.ast import Name
    from forminv_lean.formalise.binder_types import _signature, _type_parameter

    sig = _signature(app.fn.id)
    if sig is None or len(app.args) != len(sig) - 1:
        return False
    pos = next((i for i, a in enumerate(app.args) if a is node), None)
    param = _type_parameter(sig[pos]) if pos is not None and sig[pos] is not None else None
    return param is not None and isinstance(sig[-1], Name) and sig[-1].id == param
