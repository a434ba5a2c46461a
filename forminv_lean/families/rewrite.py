"""Tree rewrites on formal renderings, shared by the family generators.

Every rewrite here is meant to preserve meaning, but none is trusted: the certify stage
checks each generated rendering against the canonical one, so a wrong rewrite is caught
and excluded with a counterexample rather than shipped.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable, Iterator

from forminv_lean.formal.meaning.ast import (
    App,
    Ascribe,
    Binder,
    BinOp,
    Expr,
    Field,
    Name,
    Num,
    Quant,
    SetBuilder,
    UnOp,
)

Rewrite = Callable[[Expr], Expr | None]

FLIP = {"≤": "≥", "≥": "≤", "<": ">", ">": "<"}
RELATIONS = ("=", "≠", "<", "≤", ">", "≥", "∣", "∈", "∉", "⊆")


def children(e: Expr) -> Iterator[Expr]:
    """The direct subtrees of a surface expression, in order."""
    if isinstance(e, App):
        yield e.fn
        yield from e.args
    elif isinstance(e, BinOp):
        yield e.lhs
        yield e.rhs
    elif isinstance(e, UnOp):
        yield e.arg
    elif isinstance(e, Field):
        yield e.obj
    elif isinstance(e, Ascribe):
        yield e.expr
    elif isinstance(e, Quant):
        for b in e.binders:
            if b.pred:
                yield b.pred[1]
        yield e.body
    elif isinstance(e, SetBuilder):
        yield e.body


Path = tuple[int, ...]


def positions(e: Expr, path: Path = ()) -> Iterator[tuple[Path, Expr]]:
    """Every node with its path (child indices in `children` order), in pre-order."""
    yield path, e
    for i, c in enumerate(children(e)):
        yield from positions(c, (*path, i))


def _with_child(e: Expr, i: int, new: Expr) -> Expr:
    kids = list(children(e))
    kids[i] = new
    if isinstance(e, App):
        return dataclasses.replace(e, fn=kids[0], args=tuple(kids[1:]))
    if isinstance(e, BinOp):
        return dataclasses.replace(e, lhs=kids[0], rhs=kids[1])
    if isinstance(e, UnOp):
        return dataclasses.replace(e, arg=kids[0])
    if isinstance(e, Field):
        return dataclasses.replace(e, obj=kids[0])
    if isinstance(e, Ascribe):
        return dataclasses.replace(e, expr=kids[0])
    if isinstance(e, Quant):
        preds = [k for k, b in enumerate(e.binders) if b.pred]
        if i < len(preds):
            k = preds[i]
            b = e.binders[k]
            assert b.pred is not None
            bs = list(e.binders)
            bs[k] = dataclasses.replace(b, pred=(b.pred[0], new))
            return dataclasses.replace(e, binders=tuple(bs))
        return dataclasses.replace(e, body=new)
    if isinstance(e, SetBuilder):
        return dataclasses.replace(e, body=new)
    raise ValueError(f"no child {i} in {e}")


def replace_at(e: Expr, path: Path, new: Expr) -> Expr:
    """`e` with the node at `path` replaced by `new`."""
    if not path:
        return new
    kid = list(children(e))[path[0]]
    return _with_child(e, path[0], replace_at(kid, path[1:], new))


def polarity(e: Expr, path: Path) -> int:
    """+1 if the node at `path` occurs positively in `e`, -1 negatively, 0 both (under ↔)."""
    sign = 1
    node = e
    for i in path:
        if isinstance(node, UnOp) and node.op == "¬":
            sign = -sign
        elif isinstance(node, BinOp) and node.op == "→" and i == 0:
            sign = -sign
        elif isinstance(node, BinOp) and node.op == "↔":
            return 0
        elif isinstance(node, Quant) and i < sum(1 for b in node.binders if b.pred):
            sign = -sign if node.kind == "∀" else sign
        node = list(children(node))[i]
    return sign


def conclusion_path(e: Expr) -> Path:
    """Path of the statement's conclusion: below leading ∀s and hypotheses."""
    path: Path = ()
    node = e
    while True:
        if isinstance(node, Quant) and node.kind == "∀":
            i = sum(1 for b in node.binders if b.pred)
        elif isinstance(node, BinOp) and node.op == "→":
            i = 1
        else:
            return path
        path = (*path, i)
        node = list(children(node))[i]


def walk(e: Expr) -> Iterator[Expr]:
    """Every subtree of `e`, pre-order."""
    yield e
    for c in children(e):
        yield from walk(c)


def transform(e: Expr, fn: Rewrite, *, once: bool = False) -> tuple[Expr, int]:
    """Apply ``fn`` bottom-up; return the new tree and how many nodes it rewrote."""
    count = 0

    def go(x: Expr) -> Expr:
        nonlocal count
        if once and count:
            return x
        if isinstance(x, App):
            x = dataclasses.replace(x, fn=go(x.fn), args=tuple(go(a) for a in x.args))
        elif isinstance(x, BinOp):
            x = dataclasses.replace(x, lhs=go(x.lhs), rhs=go(x.rhs))
        elif isinstance(x, UnOp):
            x = dataclasses.replace(x, arg=go(x.arg))
        elif isinstance(x, Field):
            x = dataclasses.replace(x, obj=go(x.obj))
        elif isinstance(x, Ascribe):
            x = dataclasses.replace(x, expr=go(x.expr))
        elif isinstance(x, Quant):
            bs = tuple(dataclasses.replace(b, pred=(b.pred[0], go(b.pred[1])) if b.pred else None)
                       for b in x.binders)
            x = dataclasses.replace(x, binders=bs, body=go(x.body))
        elif isinstance(x, SetBuilder):
            x = dataclasses.replace(x, body=go(x.body))
        if once and count:
            return x
        new = fn(x)
        if new is not None:
            count += 1
            return new
        return x

    return go(e), count


def names_in(e: Expr) -> set[str]:
    """The root names of every identifier and bound variable in `e` (for choosing fresh names)."""
    out: set[str] = set()
    for x in walk(e):
        if isinstance(x, Name):
            out.add(x.id.split(".")[0])
        elif isinstance(x, Quant):
            for b in x.binders:
                out.update(b.names)
        elif isinstance(x, SetBuilder):
            out.add(x.var)
    return out


def fresh(e: Expr, *, prefer: str = "kcdmrtuvw", taken: set[str] | None = None) -> str:
    """A variable name not used in `e` (nor in `taken`), from `prefer` first."""
    used = names_in(e) | (taken or set())
    for c in prefer:
        if c not in used:
            return c
    i = 1
    while f"k{i}" in used:
        i += 1
    return f"k{i}"


def peel(e: Expr) -> tuple[list[Quant], Expr]:
    """Split leading ∀ quantifiers from the body (without binder predicates)."""
    qs: list[Quant] = []
    while isinstance(e, Quant) and e.kind == "∀":
        qs.append(e)
        e = e.body
    return qs, e


def rewrap(qs: list[Quant], body: Expr) -> Expr:
    """Put the ∀ quantifiers `qs` (outermost first) back around `body`."""
    for q in reversed(qs):
        body = dataclasses.replace(q, body=body)
    return body


def binder_types(e: Expr) -> dict[str, str]:
    """Variable → printed type for every binder with a simple named type (ℕ, ℤ, ℝ, …)."""
    out: dict[str, str] = {}
    for x in walk(e):
        if isinstance(x, Quant):
            for b in x.binders:
                if isinstance(b.type, Name):
                    for n in b.names:
                        out[n] = b.type.id
    return out


def has_op(e: Expr, ops: tuple[str, ...]) -> bool:
    """Whether `e` has a binary operator in `ops`."""
    return any(isinstance(x, BinOp) and x.op in ops for x in walk(e))


def is_pred_app(x: Expr, names: tuple[str, ...]) -> Expr | None:
    """The argument if ``x`` is ``Name a`` / ``a.Name`` for a predicate in ``names``."""
    if isinstance(x, App) and isinstance(x.fn, Name) and len(x.args) == 1:
        if x.fn.id in names:
            return x.args[0]
    if isinstance(x, Name) and "." in x.id:
        head, _, tail = x.id.rpartition(".")
        if tail in {n.split(".")[-1] for n in names} and head and not head[0].isupper():
            return Name(head)
    if isinstance(x, Field) and x.field in {n.split(".")[-1] for n in names}:
        return x.obj
    return None


def preferred(e: Expr, hits: list[tuple[Path, Expr]]) -> list[tuple[Path, Expr]]:
    """`hits` in the statement's conclusion first (what the statement asserts), then the rest."""
    c = conclusion_path(e)
    inside = [h for h in hits if h[0][:len(c)] == c]
    return inside + [h for h in hits if h not in inside]


__all__ = ["App", "Ascribe", "BinOp", "Binder", "Expr", "FLIP", "Field", "Name", "Num", "Path",
           "Quant", "RELATIONS", "SetBuilder", "UnOp", "binder_types", "children",
           "conclusion_path", "fresh", "has_op", "is_pred_app", "names_in", "peel", "polarity",
           "positions", "preferred", "replace_at", "rewrap", "transform", "walk"]
