"""Helpers every generator uses: parse the canonical rendering, word a tree, build a result."""

from __future__ import annotations

from functools import lru_cache
from typing import TYPE_CHECKING, Any

from forminv_lean.families.base import Paraphrase

if TYPE_CHECKING:
    from forminv_lean.formal.ast import Expr
    from forminv_lean.records import Theorem


@lru_cache(maxsize=4096)
def _parse(text: str) -> Expr | None:
    from forminv_lean.formal import FormalParseError, parse

    try:
        return parse(text)
    except FormalParseError:
        return None


def parsed(theorem: Theorem) -> Expr | None:
    return _parse(theorem.formal) if theorem.formal else None


def canonical_question(theorem: Theorem) -> str:
    """The paper's question form: the canonical sentence + " — TRUE or FALSE?"."""
    return theorem.nl.strip().rstrip(".") + " — TRUE or FALSE?"


def ask(expr: Expr, **style: Any) -> str:
    from forminv_lean.informalise import Style, question

    return question(expr, Style(**style))


def make(expr: Expr, rule: str, **style: Any) -> Paraphrase:
    """A paraphrase whose wording is realised from ``expr`` and whose rendering is ``expr``."""
    from forminv_lean.formal import to_lean

    return Paraphrase(question=ask(expr, **style), formal=to_lean(expr), rule=rule)


def same_form(theorem: Theorem, question: str, rule: str) -> Paraphrase:
    """A rewording that keeps the canonical rendering unchanged."""
    return Paraphrase(question=question, formal=theorem.formal, rule=rule)
