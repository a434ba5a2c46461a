"""Degenerate statements: true by logic alone, whatever the mathematics says.

An item whose formula is `a * a = a * a` (a squared rewritten as a product, on a theorem that
says `a ^ 2 = a * a`), or whose hypothesis, once a definition is unfolded, is its conclusion
again (`(∀ d, d ∣ p → d = 1 ∨ d = p) → ∀ m, m ∣ p → m = 1 ∨ m = p`), asks nothing of the
model: it measures reading, not mathematics. This module decides that, mechanically and
cheaply, on the parsed formula: introduce every `∀` and every hypothesis, then close the goal
with the rules of logic only (reflexivity of `=` and `↔`, a hypothesis, a hypothesis's
`∀ xs, A₁ → … → C` instantiated by matching `C` and finding each `Aᵢ` among the
hypotheses, `∧`/`∨`/`↔` by their parts). No arithmetic, order or definition is used, so a
goal closed here is closed for every reading of its symbols.

The answer is one of None (not degenerate), ``"tautology"`` (closed without using any
hypothesis) or ``"trivial hypothesis"`` (closed by a hypothesis, directly or instantiated).
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import fields, is_dataclass, replace
from typing import Any, Literal

from forminv_lean.formal.meaning.ast import Binder, BinOp, Expr, Name, Quant, UnOp

Verdict = Literal["tautology", "trivial hypothesis"]
DEPTH = 6   # nested instantiations tried before giving up (a cheap check, never a prover)


def degenerate(formal: str) -> Verdict | None:
    """Whether the statement `formal` holds by logic alone (see the module docstring)."""
    from forminv_lean.formal import FormalParseError, parse

    try:
        expr = parse(formal)
    except (FormalParseError, RecursionError):
        return None
    hyps, goal = _intro(expr)
    if _closes(goal, [], DEPTH):
        return "tautology"
    if _closes(goal, hyps, DEPTH):
        return "trivial hypothesis"
    return None


def _binder_hyps(b: Binder) -> Iterator[Expr]:
    """`∀ m > 2` as the hypothesis `m > 2`, for each name it binds."""
    if b.pred is not None:
        op, bound = b.pred
        for n in b.names:
            yield BinOp(op, Name(n), bound)


def _intro(e: Expr, hyps: tuple[Expr, ...] = ()) -> tuple[list[Expr], Expr]:
    """Hypotheses and goal once every leading `∀` and `→` is introduced; a bound name is kept
    as itself (a fresh constant), `∧` in a hypothesis is split."""
    out = list(hyps)
    while True:
        if isinstance(e, Quant) and e.kind == "∀":
            for b in e.binders:
                out.extend(_binder_hyps(b))
            e = e.body
        elif isinstance(e, BinOp) and e.op == "→":
            out.extend(_conjuncts(e.lhs))
            e = e.rhs
        else:
            return out, e


def _conjuncts(e: Expr) -> list[Expr]:
    if isinstance(e, BinOp) and e.op == "∧":
        return _conjuncts(e.lhs) + _conjuncts(e.rhs)
    return [e]


def _closes(goal: Expr, hyps: list[Expr], depth: int) -> bool:
    """Whether `goal` follows from `hyps` by the rules of logic listed in the module doc."""
    if depth < 0:
        return False
    if isinstance(goal, Name) and goal.id == "True":
        return True
    if isinstance(goal, UnOp) and goal.op == "¬" and isinstance(goal.arg, Name) \
            and goal.arg.id == "False":
        return True
    if isinstance(goal, Quant) and goal.kind == "∀" or \
            isinstance(goal, BinOp) and goal.op == "→":
        # a hypothesis may give the implication whole (`h : p → (a ∧ (p → q))` gives `p → q`
        # as a conjunct): tried before the goal is introduced, which would leave only `q`
        if goal in hyps or any(_by(h, goal, hyps, depth) for h in hyps):
            return True
        more, inner = _intro(goal)
        return _closes(inner, hyps + more, depth)
    if isinstance(goal, BinOp):
        if goal.op in ("=", "↔") and goal.lhs == goal.rhs:
            return True
        if goal.op == "∧":
            return _closes(goal.lhs, hyps, depth) and _closes(goal.rhs, hyps, depth)
        if goal.op == "∨" and (_closes(goal.lhs, hyps, depth) or
                               _closes(goal.rhs, hyps, depth)):
            return True
        if goal.op == "↔" and _closes(BinOp("→", goal.lhs, goal.rhs), hyps, depth) and \
                _closes(BinOp("→", goal.rhs, goal.lhs), hyps, depth):
            return True
    if goal in hyps:
        return True
    return any(_by(h, goal, hyps, depth) for h in hyps)


def _by(h: Expr, goal: Expr, hyps: list[Expr], depth: int) -> bool:
    """Whether the hypothesis `h = ∀ xs, A₁ → … → C` gives `goal`: `C` matches it with the
    `xs` instantiated, and each instantiated `Aᵢ` closes from the hypotheses."""
    variables: set[str] = set()
    premises: list[Expr] = []
    e = h
    while True:
        if isinstance(e, Quant) and e.kind == "∀":
            for b in e.binders:
                variables.update(b.names)
                premises.extend(_binder_hyps(b))
            e = e.body
        elif isinstance(e, BinOp) and e.op == "→":
            premises.extend(_conjuncts(e.lhs))
            e = e.rhs
        else:
            break
    if not premises and not variables:
        return False   # `h` itself was compared with the goal already
    for concl in _conjuncts(e):
        sub = _match(concl, goal, variables, {})
        if sub is None or set(sub) != variables & _names(concl):
            continue
        if all(_closes(_subst(p, sub), [x for x in hyps if x is not h], depth - 1)
               for p in premises):
            return True
    return False


def _names(e: Any) -> set[str]:
    if isinstance(e, Name):
        return {e.id}
    if isinstance(e, tuple):
        return set().union(*(_names(x) for x in e)) if e else set()
    if is_dataclass(e):
        return set().union(*(_names(getattr(e, f.name)) for f in fields(e)))
    return set()


def _match(pattern: Any, target: Any, variables: set[str],
           sub: dict[str, Expr]) -> dict[str, Expr] | None:
    """First-order matching of `pattern` against `target`, `variables` being the holes."""
    if isinstance(pattern, Name) and pattern.id in variables:
        if pattern.id in sub:
            return sub if sub[pattern.id] == target else None
        return {**sub, pattern.id: target}
    if type(pattern) is not type(target):
        return None
    if isinstance(pattern, tuple):
        if len(pattern) != len(target):
            return None
        for p, t in zip(pattern, target, strict=True):
            got = _match(p, t, variables, sub)
            if got is None:
                return None
            sub = got
        return sub
    if is_dataclass(pattern):
        for f in fields(pattern):
            got = _match(getattr(pattern, f.name), getattr(target, f.name), variables, sub)
            if got is None:
                return None
            sub = got
        return sub
    return sub if pattern == target else None


def _subst(e: Any, sub: dict[str, Expr]) -> Any:
    if isinstance(e, Name):
        return sub.get(e.id, e)
    if isinstance(e, tuple):
        return tuple(_subst(x, sub) for x in e)
    if is_dataclass(e) and not isinstance(e, type):
        return replace(e, **{f.name: _subst(getattr(e, f.name), sub) for f in fields(e)})
    return e
