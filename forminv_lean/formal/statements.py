"""Statements split into outer binders and body, binder alignment, and definition unfolding."""

from __future__ import annotations

import itertools
from dataclasses import dataclass, field, replace
from functools import lru_cache

from forminv_lean.formal.elaboration import elaborate_expr
from forminv_lean.formal.normal_form import rename_tvar
from forminv_lean.formal.parser import parse
from forminv_lean.formal.signature import class_closure
from forminv_lean.formal.terms import Term, all_names, fresh_name, mk, num, subst, var, walk
from forminv_lean.formal.types import NAT, PROP, Ty


@lru_cache(maxsize=4096)
def elaborate_text(text: str) -> Term:
    return elaborate_expr(parse(text))


@dataclass
class Split:
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
    while cur.op in ops:
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


def alignments(sp: Split, sq: Split, limit: int = 24) -> list[dict[str, str]]:
    """Type-respecting bijections from Q's outer binders to P's; the positional one first."""
    tp = [b for b in sp.binders if b.op == "tforall"]
    tq = [b for b in sq.binders if b.op == "tforall"]
    if len(tp) != len(tq) or len(sp.vars) != len(sq.vars):
        return []
    out: list[dict[str, str]] = []
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
        choices = [[list(zip(qs, perm_p, strict=True)) for perm_p in itertools.permutations(ps)]
                   for ps, qs in groups.values()]
        for combo in itertools.product(*choices):
            m = dict(tmap)
            for pairs in combo:
                m.update(dict(pairs))
            out.append(m)
            if len(out) >= limit:
                return out
    return out


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


# -- definition unfolding (the `definitions` level, structural) --------------------------------

def unfold(t: Term) -> Term:
    """Replace each defined symbol by its Mathlib characterisation (see signature.CONSTS)."""
    taken = all_names(t)

    def fresh(base: str) -> str:
        n = fresh_name(base, taken)
        taken.add(n)
        return n

    def go(u: Term) -> Term:
        u = replace(u, args=tuple(go(a) for a in u.args)) if u.args else u
        op = u.op
        if op == "prime":  # Nat.prime_def
            p = u.args[0]
            m = fresh("m")
            mv = var(m, NAT)
            body = mk("imp", go(mk("dvd", mv, p)), mk("or", mk("eq", mv, num(1, NAT)),
                                                       mk("eq", mv, p)))
            return mk("and", mk("le", num(2, NAT), p), Term("forall", (body,), PROP, m, bty=NAT))
        if op in ("even", "odd") and u.args[0].ty.head in ("ℕ", "ℤ"):  # Even / Odd definitions
            x = u.args[0]
            r = fresh("r")
            rv = var(r, x.ty)
            rhs = Term("add", (rv, rv), x.ty) if op == "even" else \
                Term("add", (Term("mul", (num(2, x.ty), rv), x.ty), num(1, x.ty)), x.ty)
            return Term("exists", (mk("eq", x, rhs),), PROP, r, bty=x.ty)
        if op == "dvd" and u.args[0].ty.head in ("ℕ", "ℤ"):  # dvd_def
            a, b = u.args
            c = fresh("c")
            cv = var(c, a.ty)
            return Term("exists", (mk("eq", b, Term("mul", (a, cv), a.ty)),), PROP, c, bty=a.ty)
        if op in ("subset",):  # Set.subset_def
            a, b = u.args
            xn = fresh("x")
            xv = var(xn, a.ty.args[0])
            return Term("forall", (mk("imp", go(mk("mem", xv, a)), go(mk("mem", xv, b))),), PROP,
                        xn, bty=a.ty.args[0])
        if op == "eq" and u.args[0].ty.head == "Set":  # Set.ext_iff
            a, b = u.args
            xn = fresh("x")
            xv = var(xn, a.ty.args[0])
            return Term("forall", (mk("iff", go(mk("mem", xv, a)), go(mk("mem", xv, b))),), PROP,
                        xn, bty=a.ty.args[0])
        if op in ("mem", "notmem"):
            x, s = u.args
            inner = _mem(x, s, go)
            return inner if op == "mem" else mk("not", inner)
        if op == "abs":  # abs_eq_max_neg
            x = u.args[0]
            return Term("max", (x, Term("neg", (x,), x.ty)), x.ty)
        return u

    return go(t)


def _mem(x: Term, s: Term, go) -> Term:  # type: ignore[no-untyped-def]
    if s.op == "inter":  # Set.mem_inter_iff
        return mk("and", _mem(x, s.args[0], go), _mem(x, s.args[1], go))
    if s.op == "union":  # Set.mem_union
        return mk("or", _mem(x, s.args[0], go), _mem(x, s.args[1], go))
    if s.op == "sdiff":  # Set.mem_diff
        return mk("and", _mem(x, s.args[0], go), mk("not", _mem(x, s.args[1], go)))
    if s.op == "compl":  # Set.mem_compl_iff
        return mk("not", _mem(x, s.args[0], go))
    if s.op == "setof":  # Set.mem_setOf_eq
        return subst(s.args[0], {s.name: x})
    if s.op == "univ":
        return Term("true")
    if s.op == "empty":
        return Term("false")
    return mk("mem", x, s)


def uses(t: Term, ops: frozenset[str]) -> bool:
    return any(u.op in ops or (u.op == "pow" and "pow_var" in ops and u.args[1].op != "num")
               for u in walk(t))


DEFINITION_OPS = frozenset({"dvd", "prime", "even", "odd", "abs", "subset", "ssubset", "inter",
                            "union", "sdiff", "compl"})
THEORY_OPS = frozenset({"sqrt", "fact", "choose", "gcd", "lcm", "intgcd", "rprime", "pow_var"})
