"""The formal-rendering language: parser, Lean semantics, equivalence checker, Lean output.

Public surface (stable; other stages code against exactly this):

    parse(text) -> Expr                   raw tree; raises FormalParseError
    elaborate(text_or_expr) -> Typed      typed closed proposition; FormalParseError/UnsupportedError
    to_lean(text_or_expr) -> str          canonical Lean 4 pretty-print
    free_variables(text_or_expr) -> dict  free variables of a raw or typed rendering
    check(p, q, *, level, timeout, lean_name) -> CheckResult
    decide(p, *, level, timeout, lean_name) -> DecideResult
    check_many(pairs, *, workers, timeout) -> Iterator[(id, CheckResult)]

Heavy back ends (Z3, SymPy) are imported lazily, inside solver processes where possible.
"""

from __future__ import annotations

from typing import Any, Literal

from forminv_lean.formal.errors import FormalParseError, UnsupportedError
from forminv_lean.formal.meaning.ast import Expr
from forminv_lean.formal.meaning.parser import parse
from forminv_lean.formal.meaning.signature import LEVELS
from forminv_lean.formal.meaning.terms import Term, Typed
from forminv_lean.formal.meaning.types import Ty
from forminv_lean.formal.results import CheckResult, DecideResult

Level = Literal["form", "arithmetic", "definitions", "theory"]


def elaborate(text_or_expr: str | Expr) -> Typed:
    """Elaborate a rendering (text or raw tree) into a typed closed proposition."""
    from forminv_lean.formal.meaning.elaboration import elaborate_expr
    from forminv_lean.formal.statements import elaborate_text

    if isinstance(text_or_expr, str):
        return elaborate_text(text_or_expr)
    return elaborate_expr(text_or_expr)


def to_lean(text_or_expr: str | Expr | Term) -> str:
    """The canonical Lean 4 text of a rendering (explicit binder types, Unicode)."""
    from forminv_lean.formal.lean.printer import to_lean_text

    t = text_or_expr if isinstance(text_or_expr, Term) else elaborate(text_or_expr)
    return to_lean_text(t)


def free_variables(text_or_expr: str | Expr | Term) -> dict[str, Ty]:
    """Free variables (name -> type) of a typed term; of a raw tree, names that are not bound
    and not known constants (typed as unknown `?`)."""
    from forminv_lean.formal.meaning.terms import free_vars

    if isinstance(text_or_expr, Term):
        return free_vars(text_or_expr)
    e = parse(text_or_expr) if isinstance(text_or_expr, str) else text_or_expr
    return {n: Ty("meta", (), "?") for n in _raw_free(e, frozenset())}


def _raw_free(e: Any, bound: frozenset[str]) -> list[str]:
    from forminv_lean.formal.meaning import ast as A
    from forminv_lean.formal.meaning.signature import ALIASES, CONSTS, SORT_NAMES, TYPE_NAMES

    known = set(CONSTS) | set(ALIASES) | set(TYPE_NAMES) | set(SORT_NAMES) | {
        "True", "False", "Not", "Set", "Set.univ", "∅", "Nat.succ", "Nat.pred"}
    out: list[str] = []
    if isinstance(e, A.Name):
        head = e.id.split(".")[0]
        if e.id not in known and head not in bound and e.id not in bound:
            out.append(head)
    elif isinstance(e, A.Quant):
        b = set(bound)
        for bd in e.binders:
            if bd.type is not None:
                out += _raw_free(bd.type, frozenset(b))
            if bd.pred is not None:
                out += _raw_free(bd.pred[1], frozenset(b))
            b.update(bd.names)
        out += _raw_free(e.body, frozenset(b))
    elif isinstance(e, A.SetBuilder):
        out += _raw_free(e.body, bound | {e.var})
    elif isinstance(e, A.App):
        out += _raw_free(e.fn, bound) + [x for a in e.args for x in _raw_free(a, bound)]
    elif isinstance(e, A.BinOp):
        out += _raw_free(e.lhs, bound) + _raw_free(e.rhs, bound)
    elif isinstance(e, A.UnOp):
        out += _raw_free(e.arg, bound)
    elif isinstance(e, A.Field):
        out += _raw_free(e.obj, bound)
    elif isinstance(e, A.Ascribe):
        out += _raw_free(e.expr, bound)
    return list(dict.fromkeys(out))


def check(p: str, q: str, *, level: str = "theory", timeout: float = 2.0,
          lean_name: str = "forminv_cert") -> CheckResult:
    """Does `q` say the same thing as `p`? See `forminv_lean.formal.checker`."""
    from forminv_lean.formal.checker import check as _check

    return _check(p, q, level=level, timeout=timeout, lean_name=lean_name)


def decide(p: str, *, level: str = "theory", timeout: float = 2.0,
           lean_name: str = "forminv_decide") -> DecideResult:
    """Is the closed statement `p` true (proved), false (refuted), or undecided?"""
    from forminv_lean.formal.checker import decide as _decide

    return _decide(p, level=level, timeout=timeout, lean_name=lean_name)


def check_many(pairs: Any, *, workers: int | None = None, timeout: float = 2.0) -> Any:
    """(id, p, q, options) pairs -> (id, CheckResult) as they finish, on all cores."""
    from forminv_lean.formal.batch import check_many as _many

    return _many(pairs, workers=workers, timeout=timeout)


def __getattr__(name: str) -> Any:
    if name == "LEAN_LEMMAS":
        from forminv_lean.formal.lean.certificates import LEAN_LEMMAS

        return LEAN_LEMMAS
    raise AttributeError(name)


__all__ = [
    "LEVELS", "Level", "FormalParseError", "UnsupportedError", "Expr", "Typed", "Term", "Ty",
    "parse", "elaborate", "to_lean", "free_variables", "CheckResult", "DecideResult", "check",
    "decide", "check_many",
]
