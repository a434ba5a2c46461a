"""Equivalence by composition: same propositional skeleton over equivalent atoms.

A pointwise SMT proof between two *true* statements is vacuous (any two theorems are
equivalent). Many genuine restatements are still provable without using either side's
truth, and this module finds those proofs:

1. **Generalise** truncating and non-linear subterms (`n - m` on ℕ, `%`, `/`, `!`, `√`,
   `gcd`, ...) that both sides share to fresh variables. Sound by instantiation: if the
   generalised equivalence holds for all values, it holds for the original subterms.
2. **Atoms**: the maximal non-logical subformulas. Two atoms are merged when the solver
   proves them equivalent (or one the negation of the other); an atom valid on its own
   becomes `True`, one unsatisfiable `False`.
3. **Skeleton**: the two formulas are compared as propositional formulas over the atom
   classes by truth table. If each side is a tautology on its own, the proof is still
   vacuous and is reported so.

With no solver (the `form` level) step 2 merges atoms only by identical normal forms.
"""

from __future__ import annotations

import itertools
from collections.abc import Callable
from dataclasses import dataclass

from forminv_lean.formal.meaning.terms import VALUE_BINDERS, Term, key, mk, var, walk
from forminv_lean.formal.meaning.types import Ty

LOGIC = frozenset({"not", "and", "or", "imp", "iff"})
ABSTRACT = frozenset({"mod", "div", "fact", "choose", "gcd", "lcm", "intgcd", "sqrt", "abs",
                      "natabs", "min", "max"})
MAX_ATOMS = 12

Valid = Callable[[Term, list[tuple[str, Ty]]], bool]


@dataclass(frozen=True)
class Composed:
    """The verdict of comparing two statements atom by atom, and how much was abstracted to get
    it."""

    equivalent: bool
    vacuous: bool
    generalised: int        # how many subterms were replaced by fresh variables


def _abstractable(t: Term) -> bool:
    if t.op in ABSTRACT:
        return True
    if t.op == "sub" and t.ty.head == "ℕ":
        return True
    return t.op == "pow" and t.args[1].op != "num"


def _bound_free(t: Term) -> bool:
    """No variable bound inside the formula occurs in ``t`` (so it can be generalised)."""
    return all(u.op not in VALUE_BINDERS for u in walk(t))


def generalise(p: Term, q: Term, taken: set[str]) -> tuple[Term, Term, list[tuple[str, Ty]]]:
    """Replace the abstractable subterms occurring in *both* formulas by fresh variables."""
    def collect(t: Term, bound: frozenset[str], out: dict[str, Term]) -> None:
        if t.op in VALUE_BINDERS:
            for a in t.args:
                collect(a, bound | {t.name}, out)
            return
        if _abstractable(t) and not any(u.op == "var" and u.name in bound for u in walk(t)) \
                and _bound_free(t):
            out.setdefault(key(t), t)
            return
        for a in t.args:
            collect(a, bound, out)

    cp: dict[str, Term] = {}
    cq: dict[str, Term] = {}
    collect(p, frozenset(), cp)
    collect(q, frozenset(), cq)
    shared = sorted(set(cp) & set(cq))
    fresh: dict[str, Term] = {}
    new_vars: list[tuple[str, Ty]] = []
    for i, k in enumerate(shared):
        name = f"g{i}"
        while name in taken:
            name += "'"
        fresh[k] = var(name, cp[k].ty)
        new_vars.append((name, cp[k].ty))

    def repl(t: Term) -> Term:
        k = key(t)
        if k in fresh:
            return fresh[k]
        if not t.args:
            return t
        return Term(t.op, tuple(repl(a) for a in t.args), t.ty, t.name, t.value, t.bty, t.info,
                    t.classes)

    return repl(p), repl(q), new_vars


def atoms(t: Term, out: dict[str, Term]) -> None:
    """Collect into `out` the non-logical subterms of `t` (its atoms), keyed by their canonical
    form."""
    if t.op in LOGIC:
        for a in t.args:
            atoms(a, out)
    elif t.op not in ("true", "false"):
        out.setdefault(key(t), t)


def _eval(t: Term, val: dict[str, bool]) -> bool:
    op = t.op
    if op == "true":
        return True
    if op == "false":
        return False
    if op == "not":
        return not _eval(t.args[0], val)
    if op == "and":
        return all(_eval(a, val) for a in t.args)
    if op == "or":
        return any(_eval(a, val) for a in t.args)
    if op == "imp":
        return (not _eval(t.args[0], val)) or _eval(t.args[1], val)
    if op == "iff":
        return _eval(t.args[0], val) == _eval(t.args[1], val)
    return val[key(t)]


def compose(p: Term, q: Term, free: list[tuple[str, Ty]], valid: Valid | None) -> Composed | None:
    """Try the compositional proof; None when it does not apply or does not go through."""
    gp, gq, extra = generalise(p, q, {n for n, _ in free})
    vars_ = free + extra
    in_p: dict[str, Term] = {}
    in_q: dict[str, Term] = {}
    atoms(gp, in_p)
    atoms(gq, in_q)
    found = {**in_p, **in_q}
    if len(found) > MAX_ATOMS:
        return None
    keys = sorted(found)
    # Class of each atom: (representative key, polarity) or a constant. Atoms are merged
    # only *across* the sides (an atom of P only with an atom of Q only): merging two atoms
    # of the same side would let a side's own truth (`n ≠ 0 ↔ 0 < n` on ℕ) do the work.
    const: dict[str, bool] = {}
    rep: dict[str, tuple[str, bool]] = {k: (k, True) for k in keys}
    if valid is not None:
        for k in keys:
            a = found[k]
            if valid(a, vars_):
                const[k] = True
            elif valid(mk("not", a), vars_):
                const[k] = False
        p_only = [k for k in sorted(in_p) if k not in in_q and k not in const]
        q_only = [k for k in sorted(in_q) if k not in in_p and k not in const]
        for pk in p_only:
            for b in q_only:
                if rep[b][0] != b:
                    continue
                if valid(mk("iff", found[pk], found[b]), vars_):
                    rep[b] = (pk, True)
                    break
                if valid(mk("iff", found[pk], mk("not", found[b])), vars_):
                    rep[b] = (pk, False)
                    break
    classes = sorted({r for r, _ in rep.values() if r not in const})
    if len(classes) > MAX_ATOMS:
        return None

    def valuation(bits: tuple[bool, ...]) -> dict[str, bool]:
        base = dict(zip(classes, bits, strict=True))
        out = {}
        for k in keys:
            if k in const:
                out[k] = const[k]
            else:
                r, pol = rep[k]
                out[k] = base[r] if pol else not base[r]
        return out

    rows = [valuation(bits) for bits in itertools.product((False, True), repeat=len(classes))]
    if any(_eval(gp, v) != _eval(gq, v) for v in rows):
        return None
    vacuous = all(_eval(gp, v) for v in rows) and all(_eval(gq, v) for v in rows)
    vacuous = vacuous or (not any(_eval(gp, v) for v in rows) and not any(_eval(gq, v) for v in rows))
    return Composed(True, vacuous, len(extra))


