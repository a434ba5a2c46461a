"""Refuting `∃ x̄, ∀ ȳ, C` by a strategy: for every x̄, values of ȳ (terms in x̄) where C fails.

`∃ m, ∀ n, n < m` is false because, whatever m is, `n = m` breaks `n < m`. Z3 can prove such a
statement false without saying why; a reader (and Lean) needs the move. Candidate terms are
tried in a fixed order (the x's of the right type, `x + 1`, casts, small numerals), filtered by
exact evaluation on small values, and the survivor is proved by Z3 through the kernel
(`kernel.refute_exists`), which also checks the witness terms' types and scope.
"""

from __future__ import annotations

import itertools
from typing import TYPE_CHECKING

from forminv_lean.formal import kernel as K
from forminv_lean.formal.lean.printer import to_lean_text
from forminv_lean.formal.meaning.terms import Term, mk, num, subst, var
from forminv_lean.formal.meaning.types import NUMERIC_RANK, Ty, coercible
from forminv_lean.formal.results import DecideResult
from forminv_lean.formal.search.bounded import find_witness

if TYPE_CHECKING:
    from forminv_lean.formal.checker import Engine

MAX_STRATEGIES = 12   # candidate witness tuples examined (exact filter first)
MAX_PROOFS = 3        # of which at most this many go to Z3


def _shape(t: Term) -> tuple[list[tuple[str, Ty, str]], list[tuple[str, Ty, str]], Term] | None:
    xs: list[tuple[str, Ty, str]] = []
    while t.op == "exists":
        xs.append((t.name, t.bty or Ty("ℕ"), t.info))
        t = t.args[0]
    ys: list[tuple[str, Ty, str]] = []
    names = {n for n, _, _ in xs}
    while t.op == "forall" and t.name not in names:
        names.add(t.name)
        ys.append((t.name, t.bty or Ty("ℕ"), t.info))
        t = t.args[0]
    if not xs or not ys:
        return None
    return xs, ys, t


def _candidates(ty: Ty, xs: list[tuple[str, Ty, str]]) -> list[Term]:
    out: list[Term] = []
    for n, xt, _ in xs:
        if xt == ty:
            out.append(var(n, ty))
    if ty.head in NUMERIC_RANK:
        for n, xt, _ in xs:
            if xt != ty and coercible(xt, ty):
                out.append(Term("cast", (var(n, xt),), ty))
        for n, xt, _ in xs:
            if xt == ty:
                out.append(Term("add", (var(n, ty), num(1, ty)), ty))
        out += [num(0, ty), num(1, ty), num(2, ty)]
    return out


def refute_by_strategy(engine: Engine, t: Term, name: str) -> tuple[DecideResult, K.Thm] | None:
    """`⊢ ¬t` for `t = ∃ x̄, ∀ ȳ, C` with witnesses for ȳ, or None."""
    shape = _shape(t)
    if shape is None:
        return None
    xs, ys, body = shape
    xvars = [(n, ty) for n, ty, _ in xs]
    ctx = K.Ctx(tuple(xvars))
    tried = proofs = 0
    for combo in itertools.product(*(_candidates(ty, xs) for _, ty, _ in ys)):
        if tried >= MAX_STRATEGIES or proofs >= MAX_PROOFS:
            return None
        tried += 1
        ws = {y: w for (y, _, _), w in zip(ys, combo, strict=True)}
        inst = subst(body, ws)
        if find_witness(xvars, inst) is not None:  # C holds somewhere: not a strategy
            continue
        proofs += 1
        thm = engine.smt(mk("not", inst), ctx, "theory")
        if thm is None:
            continue
        try:
            refuted = K.refute_exists(thm, t, ws)
        except K.KernelError:
            continue
        xs_text = ", ".join(n for n, _, _ in xs)
        moves = ", ".join(f"{y} = {to_lean_text(w)}" for y, w in ws.items())
        reason = f"it is false: for every {xs_text}, take {moves}"
        # No Lean text: the emitter regenerates every declaration from its statement and a
        # strategy's witness terms are not in its vocabulary yet (see lean_emit.validate).
        lean = None
        return DecideResult("refuted", "strategy", {y: to_lean_text(w) for y, w in ws.items()},
                            lean, reason), refuted
    return None
