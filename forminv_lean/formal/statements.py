"""Statements split into outer binders and body, binder alignment, and definition unfolding."""

from __future__ import annotations

import functools
import itertools
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass, field
from functools import lru_cache
from typing import Any

from forminv_lean.formal.kernel.normal import rename_tvar, unfold  # noqa: F401 (re-export)
from forminv_lean.formal.meaning.elaboration import elaborate_expr
from forminv_lean.formal.meaning.parser import parse
from forminv_lean.formal.meaning.signature import class_closure
from forminv_lean.formal.meaning.terms import Term, subst, var, walk
from forminv_lean.formal.meaning.types import NAT, Ty


@lru_cache(maxsize=4096)
def elaborate_text(text: str) -> Term:
    """Parse and elaborate a rendering (cached: families re-read the same statements)."""
    return elaborate_expr(parse(text))


@lru_cache(maxsize=4096)
def elaborate_rendering(text: str) -> Term:
    """`elaborate_text` for a rendering of a Lean declaration: a binder whose type Lean infers
    from what the checker does not model is refused, never made ℕ."""
    return elaborate_expr(parse(text), strict_binders=True)


@dataclass
class Split:
    """A statement's leading ∀ binders, its body, and the variables they bind."""

    term: Term
    binders: list[Term]
    body: Term
    vars: list[tuple[str, Ty]] = field(default_factory=list)
    tclasses: dict[str, frozenset[str]] = field(default_factory=dict)
    kind: str = "forall"


def split(t: Term, kind: str = "forall") -> Split:
    """Peel the outer `∀` (or, with kind="exists", `∃`) prefix off a statement."""
    binders: list[Term] = []
    ops = ("forall", "tforall") if kind == "forall" else ("exists",)
    cur = t
    seen: set[str] = set()
    while cur.op in ops and cur.name not in seen:  # a shadowed name stays in the body
        seen.add(cur.name)
        binders.append(cur)
        cur = cur.args[0]
    s = Split(t, binders, cur, kind=kind)
    for b in binders:
        if b.op == "tforall":
            s.tclasses[b.name] = class_closure(b.classes)
        else:
            s.vars.append((b.name, b.bty or NAT))
    return s


def _rename_ty(ty: Ty, tmap: dict[str, str]) -> Ty:
    if ty.head == "var" and ty.name in tmap:
        return Ty("var", (), tmap[ty.name])
    if ty.args:
        return Ty(ty.head, tuple(_rename_ty(a, tmap) for a in ty.args), ty.name)
    return ty


def _perms(items: list[str]) -> Iterator[tuple[str, ...]]:
    yield from itertools.permutations(items)


def _lazy_product(choices: Sequence[Callable[[], Iterator[Any]]]) -> Iterator[tuple[Any, ...]]:
    """`itertools.product` without materialising its inputs (40 binders have 40! orders)."""
    if not choices:
        yield ()
        return
    for head in choices[0]():
        for rest in _lazy_product(choices[1:]):
            yield (head, *rest)


#: Alignments tried per check: the positional one first, then others in a fixed order.
MAX_ALIGNMENTS = 24


def alignments(sp: Split, sq: Split, limit: int = MAX_ALIGNMENTS) -> list[dict[str, str]]:
    """Type-respecting bijections from Q's outer binders to P's; the positional one first.

    Enumerated lazily and cut at `limit` (memory and time stay bounded with 40 binders of
    one type)."""
    return list(itertools.islice(_alignments(sp, sq), limit))


def _alignments(sp: Split, sq: Split) -> Iterator[dict[str, str]]:
    tp = [b for b in sp.binders if b.op == "tforall"]
    tq = [b for b in sq.binders if b.op == "tforall"]
    if len(tp) != len(tq) or len(sp.vars) != len(sq.vars):
        return
    for perm in itertools.permutations(range(len(tq))):
        if any(sp.tclasses[tp[i].name] != sq.tclasses[tq[j].name] for i, j in enumerate(perm)):
            continue
        tmap = {tq[j].name: tp[i].name for i, j in enumerate(perm)}
        qtypes = [(n, _rename_ty(ty, tmap)) for n, ty in sq.vars]
        if sorted(str(t) for _, t in qtypes) != sorted(str(t) for _, t in sp.vars):
            continue
        groups: dict[str, tuple[list[str], list[str]]] = {}
        for n, ty in sp.vars:
            groups.setdefault(str(ty), ([], []))[0].append(n)
        for n, ty in qtypes:
            groups[str(ty)][1].append(n)
        choices = [functools.partial(_perms, ps) for ps, _qs in groups.values()]
        qlists = [qs for _ps, qs in groups.values()]
        for combo in _lazy_product(choices):
            m = dict(tmap)
            for qs, perm_p in zip(qlists, combo, strict=True):
                m.update(dict(zip(qs, perm_p, strict=True)))
            yield m


def positional(sp: Split, sq: Split, mapping: dict[str, str]) -> bool:
    """Whether the alignment maps the i-th binder of Q to the i-th binder of P."""
    return all(mapping.get(bq.name) == bp.name for bp, bq in zip(sp.binders, sq.binders,
                                                                   strict=False)) \
        and len(sp.binders) == len(sq.binders)


def apply_alignment(sq: Split, mapping: dict[str, str], ptypes: dict[str, Ty]) -> Term:
    """Q's body with its outer variables renamed to P's (type variables too)."""
    body = sq.body
    tmap = {k: v for k, v in mapping.items() if k in sq.tclasses}
    for old, new in tmap.items():
        if old != new:
            body = rename_tvar(body, old, f"\u0000{new}")
    for new in tmap.values():
        body = rename_tvar(body, f"\u0000{new}", new)
    vmap = {q: var(p, ptypes[p]) for q, p in mapping.items() if q not in sq.tclasses}
    return subst(body, vmap)


def uses(t: Term, ops: frozenset[str]) -> bool:
    """Whether any subterm of `t` has one of `ops` (`pow_var`: a power with a non-literal
    exponent)."""
    return any(u.op in ops or (u.op == "pow" and "pow_var" in ops and u.args[1].op != "num")
               or (u.op == "app" and u.name in ops) for u in walk(t))


DEFINITION_OPS = frozenset({"dvd", "prime", "even", "odd", "abs", "subset", "ssubset", "inter",
                            "union", "sdiff", "compl", "Nat.ModEq"})
THEORY_OPS = frozenset({"sqrt", "fact", "choose", "gcd", "lcm", "intgcd", "rprime", "pow_var"})
