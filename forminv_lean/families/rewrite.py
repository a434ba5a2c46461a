"""Tree rewrites on formal renderings, shared by the family generators.

Every rewrite here is meant to preserve meaning, but none is trusted: the certify stage
checks each generated rendering against the canonical one, so a wrong rewrite is caught
and excluded with a counterexample rather than shipped.
"""

from __future__ import annotations

import dataclasses
import re
from collections import Counter
from collections.abc import Callable, Iterator
from typing import Any

from forminv_lean.formal.meaning.ast import (
    App,
    Ascribe,
    BigOp,
    Binder,
    BinOp,
    Expr,
    Field,
    Ite,
    Lambda,
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


def _spine_step(node: Expr) -> int | None:
    """The child a walk to the conclusion goes down from `node` (a `∀`'s body, an
    implication's right side), or None at the conclusion."""
    if isinstance(node, Quant) and node.kind == "∀":
        return sum(1 for b in node.binders if b.pred)
    if isinstance(node, BinOp) and node.op == "→":
        return 1
    return None


def conclusion_path(e: Expr) -> Path:
    """Path of the statement's conclusion: below leading ∀s and hypotheses."""
    path: Path = ()
    node = e
    while (i := _spine_step(node)) is not None:
        path = (*path, i)
        node = list(children(node))[i]
    return path


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




# ------------------------------------------------------------------ bound-variable renaming

# The alphabets a one-letter variable is renamed within (Latin lower and upper case, Greek
# lower case: `n`→`m`, `X`→`W`, `ε`→`δ`), and the letters a renamed variable never gets: `l`,
# `o`, `I`, `O`, `ο` and `ι` read as `1`, `0` or each other, `e` as Euler's number, `a` and `A`
# as the English article, `π` as the number, `λ` as `fun`, `ς` is no letter of its own.
ALPHABETS = ("abcdefghijklmnopqrstuvwxyz", "ABCDEFGHIJKLMNOPQRSTUVWXYZ", "αβγδεζηθικλμνξοπρστυφχψω")
_NOT_NEW = frozenset("aeiloAIOοιπλς")


def _nodes(x: object) -> Iterator[object]:
    """Every dataclass node below `x` (binders, lambdas and big operators included, which
    `children` does not visit), pre-order."""
    if isinstance(x, tuple):
        for y in x:
            yield from _nodes(y)
        return
    if not dataclasses.is_dataclass(x) or isinstance(x, type):
        return
    yield x
    for f in dataclasses.fields(x):
        yield from _nodes(getattr(x, f.name))


def bound_names(e: Expr) -> list[str]:
    """Every name a binder introduces (∀/∃, `fun`, big operators, set-builders), with
    repeats, in pre-order."""
    out: list[str] = []
    for x in _nodes(e):
        if isinstance(x, Binder):
            out.extend(x.names)
        elif isinstance(x, SetBuilder):
            out.append(x.var)
    return out


def _identifiers(e: Expr) -> set[str]:
    """Every identifier-like token written anywhere in `e` (Name ids split at dots and
    non-word characters, fields, binder names)."""
    out = set(bound_names(e))
    for x in _nodes(e):
        if isinstance(x, Name):
            out.update(re.findall(r"\w+", x.id))
        elif isinstance(x, Field):
            out.add(x.field)
    return out


def substitute(x: Expr, mapping: dict[str, str]) -> Expr:
    """`x` with the names in `mapping` replaced everywhere (bound or used, a whole Name id or
    the head of a dotted one: `p.1`); no capture check (see `rename_bound`)."""
    return _substitute(x, mapping)  # type: ignore[return-value]


def _substitute(x: object, mapping: dict[str, str]) -> object:
    """`x` with every occurrence of a name in `mapping` (bound or used, as a whole Name id
    or as the head of a dotted one: `p.1`) replaced."""
    if isinstance(x, tuple):
        return tuple(_substitute(y, mapping) for y in x)
    if not dataclasses.is_dataclass(x) or isinstance(x, type):
        return x
    if isinstance(x, Name):
        head, dot, rest = x.id.partition(".")
        return Name(mapping[head] + dot + rest) if head in mapping else x
    if isinstance(x, Binder):
        x = dataclasses.replace(x, names=tuple(mapping.get(n, n) for n in x.names))
    elif isinstance(x, SetBuilder):
        x = dataclasses.replace(x, var=mapping.get(x.var, x.var))
    return dataclasses.replace(x, **{f.name: _substitute(getattr(x, f.name), mapping)
                                     for f in dataclasses.fields(x)
                                     if f.name not in ("names", "var")})


def _in_binder_types(e: Expr) -> set[str]:
    """The identifiers written in a binder's type (`X` in `(f : L.obj X ⟶ L.obj Y)`) or in an
    ascription's (`(0 : X ⟶ Y)`, `(a : ZMod p)`): the checker keeps a type it does not know
    as its text, so a value variable renamed there would no longer match its canonical's (the
    rename stayed undecided, for review)."""
    out: set[str] = set()
    for x in _nodes(e):
        t = x.type if isinstance(x, Binder | Ascribe) else None
        if t is not None:
            out.update(w for y in _nodes(t) if isinstance(y, Name)
                       for w in re.findall(r"\w+", y.id))
    return out


def rename_bound(e: Expr, *, types: bool = False) -> Expr | None:
    """`e` with its one-letter bound value variables renamed (`a`→`b`, `n`→`m`, `X`→`W`: each
    to the nearest letter of its alphabet, after it first, that `e` does not use), or None
    when it has none. Type variables keep their names unless `types` (then they are renamed
    too: the checker aligns type variables by their classes, `statements.alignments`, and
    certifies `∀ {α} [T1Space α], P α` / `∀ {β} [T1Space β], P β` by normal form).

    A value variable written in another binder's type (a dependent type) keeps its name.
    Capture cannot happen: a variable is renamed only when one binder introduces it, and
    only to a letter that occurs nowhere in `e` (no other variable, no part of a name). The
    checker still certifies every renamed statement against its canonical (alpha-equivalent
    statements have the same normal form)."""
    counts = Counter(bound_names(e))
    used = _identifiers(e)
    sorts = {n for x in _nodes(e) if isinstance(x, Binder) and isinstance(x.type, Name)
             and x.type.id.startswith(("Type", "Sort")) for n in x.names}
    dependent = _in_binder_types(e) - sorts
    mapping: dict[str, str] = {}
    for name in counts:
        alphabet = next((a for a in ALPHABETS if len(name) == 1 and name in a), None)
        if counts[name] != 1 or alphabet is None or (name in sorts and not types) \
                or name in dependent:
            continue
        at = alphabet.index(name)
        for step in (k * sign for k in range(1, len(alphabet)) for sign in (1, -1)):
            if not 0 <= at + step < len(alphabet):
                continue
            new = alphabet[at + step]
            if new not in used and new not in _NOT_NEW and new not in mapping.values():
                mapping[name] = new
                break
    if not mapping:
        return None
    return substitute(e, mapping)


# ------------------------------------------------------------------ reordering

# Number types and type constructors that are no class: a binder of such a type is never a
# local instance, and its type needs none a neighbouring binder could provide.
PLAIN_TYPES = frozenset({"ℕ", "ℤ", "ℚ", "ℝ", "ℂ", "Prop"})
PLAIN_CONSTRUCTORS = frozenset({"Set", "Finset", "List", "Multiset"})


def _plain_type(t: Expr, sorts: set[str]) -> bool:
    """A binder type built from number types and type variables by `→`, `×` and
    `Set`/`Finset`/`List`/`Multiset`: no class, and no instance needed to state it."""
    if isinstance(t, Name):
        return t.id in PLAIN_TYPES or t.id in sorts
    if isinstance(t, BinOp) and t.op in ("→", "×"):
        return _plain_type(t.lhs, sorts) and _plain_type(t.rhs, sorts)
    return isinstance(t, App) and isinstance(t.fn, Name) and t.fn.id in PLAIN_CONSTRUCTORS \
        and len(t.args) == 1 and _plain_type(t.args[0], sorts)


def _structural(h: Expr) -> bool:
    """A hypothesis that is a relation, a negation, a connective or a quantifier: never a
    class (a Mathlib predicate may be one, `Fact p`, and then a local instance its
    neighbour's statement may use), so it can change places with another such."""
    return isinstance(h, BinOp | Quant) or isinstance(h, UnOp) and h.op == "¬"


def swap_hypotheses(e: Expr) -> Expr | None:
    """`e` with the first two hypotheses of its conclusion's chain exchanged (`∀ x, A → B →
    C` → `∀ x, B → A → C`: "if A and B, then C" / "if B and A, then C"), or None when the
    statement has no two such hypotheses in a row (relations, negations, connectives or
    quantifiers: `_structural`), or they are one formula. The hypotheses are Props without
    names (`→`), so neither can depend on the other (`imp_swap`)."""
    path: Path = ()
    node = e
    while True:
        if isinstance(node, BinOp) and node.op == "→" and isinstance(node.rhs, BinOp) \
                and node.rhs.op == "→":
            if node.lhs == node.rhs.lhs or not (_structural(node.lhs)
                                                 and _structural(node.rhs.lhs)):
                return None
            return replace_at(e, path, BinOp("→", node.rhs.lhs,
                                             BinOp("→", node.lhs, node.rhs.rhs)))
        i = _spine_step(node)
        if i is None:
            return None
        path = (*path, i)
        node = list(children(node))[i]


def _value_binder(b: Binder, sorts: set[str]) -> bool:
    """A binder of values of a plain type (`_plain_type`; not a type, an instance or a
    restricted binder): in Lean a binder of a class type is a local instance whatever its
    brackets (`(m : MeasurableSpace α)` is the one `μ : Measure α` uses), so such a binder
    never changes places."""
    return b.info in ("explicit", "implicit", "strict") and b.pred is None \
        and b.type is not None and _plain_type(b.type, sorts)


def _mentions(b: Binder, names: tuple[str, ...]) -> bool:
    """Whether `b`'s type writes one of `names` (`(l : List α)` mentions `α`)."""
    return b.type is not None and bool(set(names) & _identifiers(b.type))


def _about_values(b: Binder, values: set[str]) -> bool:
    """A binder a plain value may move past: no type variable and no restricted binder, and
    not an instance on type variables alone (`[UniformSpace γ]` is worded with its type, "every
    uniform space γ", which a value between them would split), and no proof of a relation. A
    value of any other type (`(m : MeasurableSpace α)`, `(pkg : AbstractCompletion α)`) or an
    instance on a value (`[SigmaFinite (μ.trim hm)]`) qualifies."""
    # a proof of a relation, a negation or a connective (`(h : 0 < n)`): the checker's normal
    # form does not move it, so its item would only wait for review
    if b.pred is not None or b.type is None or _is_sort(b) or isinstance(b.type, BinOp | UnOp
                                                                         | Quant):
        return False
    if b.info == "inst":
        return bool(_identifiers(b.type) & values)
    return b.info in ("explicit", "implicit", "strict")


def _independent(a: Binder, b: Binder) -> bool:
    """Neither binder's type writes a name the other binds."""
    return not _mentions(a, b.names) and not _mentions(b, a.names)


def _swap_in(q: Quant, sorts: set[str], values: set[str]) -> Quant | None:
    """`q` with its first two adjacent value binders of different groups exchanged where the
    second's type does not mention the first (`(f : α → β) (l : List α)` → `(l : List α) (f :
    α → β)`), else the first two names of one group (`(m n : ℕ)` → `(n m : ℕ)`), else a value
    of a plain type and a neighbour about values (`_about_values`) that do not mention each
    other (`(pkg'' : AbstractCompletion γ) (f : α → β → γ)` → `(f : α → β → γ) (pkg'' :
    AbstractCompletion γ)`); None when there are none.

    The last is sound in Lean whatever the neighbour is: a plain type needs no instance to be
    stated (so a local instance moved after it changes nothing in it), a value of a plain type
    is no instance (so nothing the neighbour states could have used it), and neither names
    the other."""
    bs = q.binders
    for k in range(len(bs) - 1):
        a, b = bs[k], bs[k + 1]
        if _value_binder(a, sorts) and _value_binder(b, sorts) and not set(a.names) & (
                _identifiers(b.type) if b.type is not None else set()):
            return dataclasses.replace(q, binders=(*bs[:k], b, a, *bs[k + 2:]))
    for k, a in enumerate(bs):
        if _value_binder(a, sorts) and len(a.names) >= 2:
            names = (a.names[1], a.names[0], *a.names[2:])
            return dataclasses.replace(q, binders=(*bs[:k], dataclasses.replace(a, names=names),
                                                   *bs[k + 1:]))
    for k in range(len(bs) - 1):
        a, b = bs[k], bs[k + 1]
        if (_value_binder(a, sorts) and _about_values(b, values) or _value_binder(b, sorts)
                and _about_values(a, values)) and _independent(a, b):
            return dataclasses.replace(q, binders=(*bs[:k], b, a, *bs[k + 2:]))
    return None


def swap_binders(e: Expr) -> Expr | None:
    """`e` with two independent value binders of its leading quantifiers exchanged (see
    `_swap_in`: `∀ a b, P` / `∀ b a, P`, `forall_swap`), or None when it has none."""
    sorts = {n for x in _nodes(e) if isinstance(x, Binder) and isinstance(x.type, Name)
             and x.type.id.startswith(("Type", "Sort")) for n in x.names}
    values = set(bound_names(e)) - sorts
    path: Path = ()
    node = e
    while isinstance(node, Quant) and node.kind == "∀":
        swapped = _swap_in(node, sorts, values)
        if swapped is not None:
            return replace_at(e, path, swapped)
        i = sum(1 for b in node.binders if b.pred)
        path = (*path, i)
        node = node.body
    return None


def _is_sort(b: Binder) -> bool:
    return isinstance(b.type, Name) and b.type.id.startswith(("Type", "Sort")) \
        and b.pred is None and b.info != "inst"


def _names_only(t: Expr) -> bool:
    """A class applied to names (`CompleteLattice β`, `Module 𝕜 E`): nothing in it binds or
    projects, so the names it uses are all it depends on."""
    return isinstance(t, Name) or isinstance(t, App) and isinstance(t.fn, Name) \
        and all(isinstance(a, Name) for a in t.args)


def swap_structures(e: Expr) -> Expr | None:
    """`e` with the first two structures its leading quantifier opens exchanged, each type
    variable with the classes on it alone, both with at least one class or both bare (`∀ {α β :
    Type*} [OmegaCompletePartialOrder α] [CompleteLattice β], P` → `∀ {β : Type*}
    [CompleteLattice β] {α : Type*} [OmegaCompletePartialOrder α], P`: "In every complete
    lattice β and every omega complete partial order α, …"; `∀ {α β : Type*}, P` → `∀ {β α :
    Type*}, P`: "For every type β and every type α, …"; `forall_swap`), or None. Only the
    opening binders count, as long as
    each is a type variable or a class on exactly one of them: a class on two (`[Module R M]`)
    or a value ends the opening, so nothing moves past a binder that uses it."""
    if not isinstance(e, Quant) or e.kind != "∀":
        return None
    bs = list(e.binders)
    sorts = [n for b in bs if _is_sort(b) for n in b.names]
    groups: dict[str, list[Binder]] = {}
    k = 0
    for b in bs:
        if _is_sort(b):
            for n in b.names:
                groups[n] = [dataclasses.replace(b, names=(n,))]
        elif b.info == "inst" and b.type is not None and b.pred is None \
                and all(n == "_" for n in b.names) and len(
                    on := {x.id for x in _nodes(b.type) if isinstance(x, Name)} & set(sorts)
                ) == 1 and (n := on.pop()) in groups and _names_only(b.type):
            groups[n].append(b)
        else:
            break
        k += 1
    if len(groups) < 2:
        return None
    order = list(groups)
    # both with a class, or both bare (`{α : Type*} {β : Type*}`: "For every type β and every
    # type α"): a bare type first would open "For every type …" where the canonical says "In
    # every …" (a quantifier-wording change, not the syntactic family's)
    if len({len(groups[n]) < 2 for n in order[:2]}) != 1:
        return None
    order[0], order[1] = order[1], order[0]
    # a class on a swapped type and another one (`[NormedAlgebra 𝕜 𝕝]`) is worded with its
    # type ("… 𝕝 that is also a normed algebra over 𝕜"), which would then come first
    moved = set(order[:2])
    if any(b.info == "inst" and b.type is not None and moved & {
            x.id for x in _nodes(b.type) if isinstance(x, Name)} for b in bs[k:]) or any(
            isinstance(x, Quant) and x is not e and any(b.info == "inst" for b in x.binders)
            for x in _nodes(e.body)):
        return None
    opening = tuple(b for n in order for b in groups[n])
    return dataclasses.replace(e, binders=(*opening, *bs[k:]))


def reorder(e: Expr) -> Expr | None:
    """`e` with two of its hypotheses, else two of its bound variables, else the first two
    structures it opens with (`swap_structures`), in the other order: the same claim with its
    parts in another order, which the checker proves by normal form; None when it has
    none."""
    return swap_hypotheses(e) or swap_binders(e) or swap_structures(e)



def alpha_normal(e: Expr) -> Expr:
    """`e` with every bound variable named by its order of binding (`v0`, `v1`, …), scope by
    scope (a name bound twice gets two names; a free name keeps its own): two statements are
    alpha-equivalent exactly when their `alpha_normal` forms are equal."""
    count = iter(range(1 << 30))

    def bind(names: tuple[str, ...], env: dict[str, str]) -> tuple[str, ...]:
        out = []
        for n in names:
            if n != "_":
                env[n] = f"v{next(count)}"
            out.append(env.get(n, n) if n != "_" else n)
        return tuple(out)

    def go(x: Any, env: dict[str, str]) -> Any:
        if isinstance(x, tuple):
            return tuple(go(y, env) for y in x)
        if not dataclasses.is_dataclass(x) or isinstance(x, type):
            return x
        if isinstance(x, Name):
            head, dot, rest = x.id.partition(".")
            return Name(env[head] + dot + rest) if head in env else x
        if isinstance(x, (Quant, Lambda, BigOp)):
            inner = dict(env)
            bs = []
            for b in x.binders:
                ty, pred = go(b.type, inner), go(b.pred, inner)
                bs.append(dataclasses.replace(b, type=ty, pred=pred, names=bind(b.names, inner)))
            if isinstance(x, BigOp):
                return dataclasses.replace(x, binders=tuple(bs), body=go(x.body, inner),
                                           domain=go(x.domain, env))
            return dataclasses.replace(x, binders=tuple(bs), body=go(x.body, inner))
        if isinstance(x, SetBuilder):
            inner = dict(env)
            ty = go(x.type, env)
            (var,) = bind((x.var,), inner)
            return dataclasses.replace(x, var=var, type=ty, body=go(x.body, inner),
                                       sep=go(x.sep, inner))
        if isinstance(x, Ite) and x.hyp:
            inner = dict(env)
            (hyp,) = bind((x.hyp,), inner)
            return Ite(go(x.cond, env), go(x.then, inner), go(x.orelse, inner), hyp)
        return dataclasses.replace(x, **{f.name: go(getattr(x, f.name), env)
                                         for f in dataclasses.fields(x)})

    return go(e, {})  # type: ignore[no-any-return]


__all__ = ["App", "Ascribe", "BinOp", "Binder", "Expr", "FLIP", "Field", "Name", "Num", "Path",
           "Quant", "RELATIONS", "SetBuilder", "UnOp", "binder_types", "children",
           "alpha_normal", "conclusion_path", "fresh", "has_op", "is_pred_app", "names_in", "peel",
           "polarity",
           "positions", "preferred", "rename_bound", "reorder", "replace_at", "rewrap",
           "substitute", "swap_binders", "swap_hypotheses", "swap_structures", "transform", "walk"]
