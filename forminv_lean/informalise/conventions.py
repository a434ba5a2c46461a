"""Lean conventions a statement's truth may rest on, and the clause that states them.

Lean totalises partial operations: `x / 0 = 0`, `n - m = 0` on ℕ when `m > n`,
`Real.sqrt x = 0` for `x < 0`, `n % 0 = n`, and `/`, `%` on ℕ/ℤ round and keep a
nonnegative remainder. A reader who assumes school conventions can answer such a statement
differently, so every wording of it ends with ", where …" naming each convention it uses
(the same clause in every item of the theorem). The reader requires the clause back: a
wording that drops it is not certified (`reader.read` checks :func:`required` against the
clauses it parsed).

A use is *guarded* (no clause needed) when the operation cannot reach the convention: a
nonzero numeral divisor, or a hypothesis in scope such as `b ≠ 0`, `0 < b`, `k ≤ n`,
`0 ≤ x`. Guards are recognised syntactically; anything else counts as a use.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from forminv_lean.formal.meaning.ast import Expr
    from forminv_lean.formal.meaning.terms import Term

# Order = order in the clause. Each phrase is also spelt out in `reader.lark`.
CONVENTIONS: dict[str, str] = {
    "div_zero": "division by 0 gives 0",
    "nat_div": "division of natural numbers rounds down",
    "int_div": "division of integers leaves a nonnegative remainder",
    "nat_sub": "subtraction of natural numbers is truncated at 0",
    "sqrt_neg": "the square root of a negative number is 0",
    "mod_zero": "a number mod 0 is the number itself",
    "int_mod": "mod of integers is never negative",
}


def _nonzero_literal(t: Term) -> bool:
    return t.op == "num" and t.value is not None and t.value != 0 or (
        t.op == "cast" and bool(t.args) and _nonzero_literal(t.args[0]))


def _nonneg(t: Term) -> bool:
    """Evidently `≥ 0` whatever the variables: numerals, squares, |x|, √x, casts of ℕ."""
    if t.op == "num":
        return t.value is not None and t.value >= 0
    if t.op in ("abs", "sqrt", "fact", "choose"):
        return True
    if t.op == "pow" and len(t.args) == 2 and t.args[1].op == "num" and \
            t.args[1].value is not None and t.args[1].value % 2 == 0:
        return True
    if t.op == "mul" and len(t.args) == 2 and t.args[0] == t.args[1]:
        return True
    if t.op == "cast" and t.args:
        return _nonneg(t.args[0])
    return t.ty.head == "ℕ"


def _facts(t: Term) -> Iterator[Term]:
    """The atoms of a hypothesis (`A ∧ B` gives both)."""
    if t.op == "and":
        for a in t.args:
            yield from _facts(a)
    else:
        yield t


def _guarded_nonzero(d: Term, hyps: list[Term]) -> bool:
    if _nonzero_literal(d):
        return True
    for h in hyps:
        if len(h.args) != 2:
            continue
        a, b = h.args
        def zero(x):
            return (x.op == "num" and x.value == 0)
        if h.op == "ne" and ((a == d and zero(b)) or (b == d and zero(a))):
            return True
        if h.op == "lt" and zero(a) and b == d or h.op == "gt" and a == d and zero(b):
            return True
        if h.op == "not" and h.args and h.args[0].op == "eq":
            x, y = h.args[0].args
            if (x == d and zero(y)) or (y == d and zero(x)):
                return True
    return False


def _guarded_le(small: Term, big: Term, hyps: list[Term]) -> bool:
    if small.op == "num" and small.value == 0:
        return True
    for h in hyps:
        if len(h.args) != 2:
            continue
        a, b = h.args
        if h.op in ("le", "lt") and a == small and b == big:
            return True
        if h.op in ("ge", "gt") and a == big and b == small:
            return True
    return False


def _guarded_nonneg(x: Term, hyps: list[Term]) -> bool:
    if _nonneg(x):
        return True
    for h in hyps:
        if len(h.args) != 2:
            continue
        a, b = h.args
        zero = a.op == "num" and a.value == 0
        if h.op in ("le", "lt") and zero and b == x:
            return True
        if h.op in ("ge", "gt") and a == x and b.op == "num" and b.value == 0:
            return True
    return False


def _uses(t: Term, hyps: list[Term]) -> Iterator[str]:
    if t.op == "imp" and len(t.args) == 2:
        yield from _uses(t.args[0], hyps)
        yield from _uses(t.args[1], hyps + list(_facts(t.args[0])))
        return
    if t.op == "div" and len(t.args) == 2:
        num, den = t.args
        if t.ty.head == "ℕ":
            yield "nat_div"
        elif t.ty.head == "ℤ":
            yield "int_div"
        if not _guarded_nonzero(den, hyps):
            yield "div_zero"
    elif t.op == "sub" and len(t.args) == 2 and t.ty.head == "ℕ":
        if not _guarded_le(t.args[1], t.args[0], hyps):
            yield "nat_sub"
    elif t.op == "sqrt" and t.args:
        if not _guarded_nonneg(t.args[0], hyps):
            yield "sqrt_neg"
    elif t.op == "mod" and len(t.args) == 2:
        if not _guarded_nonzero(t.args[1], hyps):
            yield "mod_zero"
        if t.ty.head == "ℤ" and not _guarded_nonneg(t.args[0], hyps):
            yield "int_mod"
    for a in t.args:
        yield from _uses(a, hyps)


def required(expr: Expr | str | Term) -> tuple[str, ...]:
    """The conventions `expr` relies on, in clause order (empty if it does not elaborate)."""
    from forminv_lean.formal import FormalParseError, Term, UnsupportedError, parse
    from forminv_lean.informalise.types import elaborated

    try:
        t = expr if isinstance(expr, Term) else elaborated(
            parse(expr) if isinstance(expr, str) else expr)
    except (FormalParseError, UnsupportedError, RecursionError):
        return ()
    found = set(_uses(t, []))
    return tuple(k for k in CONVENTIONS if k in found)


def convention_clause(expr: Expr | str | Term) -> str:
    """"division by 0 gives 0 and …", or "" when the statement needs no convention."""
    phrases = [CONVENTIONS[k] for k in required(expr)]
    if len(phrases) <= 2:
        return " and ".join(phrases)
    return ", ".join(phrases[:-1]) + " and " + phrases[-1]
