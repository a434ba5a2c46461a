"""Helpers every generator uses: parse the canonical rendering, word a tree, build a result.

Like with like: the canonical question and every rule-made paraphrase of a theorem come
from the same realiser with the same default style, so an item differs from its canonical
only by the one change its family names (a style axis, or one rewrite of the formula).
"""

from __future__ import annotations

from functools import lru_cache
from typing import TYPE_CHECKING, Any

from forminv_lean.families.base import Paraphrase

if TYPE_CHECKING:
    from forminv_lean.formal.meaning.ast import Expr
    from forminv_lean.records import Theorem


@lru_cache(maxsize=4096)
def _parse(text: str) -> Expr | None:
    from forminv_lean.formal import FormalParseError, parse

    try:
        return parse(text)
    except FormalParseError:
        return None


def parsed(theorem: Theorem) -> Expr | None:
    """The theorem's rendering as a tree, only when its realised canonical reads back to
    it (`realised_canonical`): a family has nothing to vary without that baseline."""
    if not theorem.formal or realised_canonical(theorem.formal) is None:
        return None
    return _parse(theorem.formal)


def canonical_question(theorem: Theorem) -> str:
    """The hand-written statement in the paper's question form (`canonical:hand` items,
    LLM prompts)."""
    return theorem.nl.strip().rstrip(".") + " — TRUE or FALSE?"


def docstring_question(theorem: Theorem) -> str | None:
    """A Mathlib declaration's docstring as its statement, in the question form: the
    hand-written canonical of a theorem the realiser cannot word so that the reader reads it
    back (its author's words are better than an unreadable sentence). None without one."""
    import re

    doc = theorem.provenance.doc if theorem.provenance else None
    if not doc:
        return None
    text = re.sub(r"^/--|-/$", "", doc.strip()).strip()
    text = " ".join(text.split())
    return text.rstrip(".") + " — TRUE or FALSE?" if text else None


@lru_cache(maxsize=4096)
def realised_canonical(formal: str) -> str | None:
    """The realiser's question for a rendering, or None when the reader does not parse it
    back to exactly that formula (then the theorem keeps its hand-written canonical)."""
    from forminv_lean.informalise import question
    from forminv_lean.informalise.reader import ReadError, read, same_formula, spellings

    expr = _parse(formal)
    if expr is None:
        return None
    try:
        q = question(expr)
        return q if same_formula(read(q, names=spellings(formal)).formal, formal) else None
    except (ReadError, ValueError, RecursionError):
        return None


def ask(expr: Expr, **style: Any) -> str:
    """The question a formula is worded as, in a style given by keyword (`Style` fields)."""
    from forminv_lean.informalise import Style, question

    return question(expr, Style(**style))


def make(expr: Expr, rule: str, note: str = "", **style: Any) -> Paraphrase:
    """A paraphrase whose wording is realised from ``expr`` and whose rendering is ``expr``."""
    from forminv_lean.formal import FormalParseError, UnsupportedError, parse, to_lean
    from forminv_lean.formal.lean.surface import lean_text
    from forminv_lean.informalise import Style, realisation

    r = realisation(expr, Style(**style))
    try:
        formal = to_lean(expr)
        parse(formal)   # `to_lean` can print what the language does not parse (`max |a| b`)
    except (FormalParseError, UnsupportedError):
        formal = lean_text(expr)
    except (IndexError, KeyError, TypeError, ValueError):  # a printer gap on opaque Mathlib
        formal = lean_text(expr)
    notes = "; ".join(n for n in (note, r.note if r.types_from == "guess" else "") if n)
    return Paraphrase(question=r.text[:-1] + " — TRUE or FALSE?", formal=formal, rule=rule,
                      note=notes)


def same_form(theorem: Theorem, question: str, rule: str) -> Paraphrase:
    """A rewording that keeps the canonical rendering unchanged."""
    return Paraphrase(question=question, formal=theorem.formal, rule=rule)


def restyle(theorem: Theorem, rule: str, **style: Any) -> Paraphrase | None:
    """The canonical rendering worded with one style axis changed (None if the realiser
    gives the canonical sentence back: the change would be a no-op)."""
    expr = parsed(theorem)
    if expr is None or theorem.formal is None:
        return None
    p = make(expr, rule, **style)
    if p.question == realised_canonical(theorem.formal):
        return None
    return Paraphrase(question=p.question, formal=theorem.formal, rule=rule, note=p.note)
