"""The `passive` family (F3, T2): relational converse ('a divides b' / 'b is a multiple of a').

Only the wording changes; the rendering stays the canonical one, which is what makes the
paper's error (inverting ∣ in the passive) impossible here: the words come from the
tree, subject and object swapped by a table, never by rewriting the relation.
"""

from __future__ import annotations

from collections.abc import Iterator
from random import Random

from forminv_lean.families.base import Family, Paraphrase
from forminv_lean.families.common import ask, parsed, same_form
from forminv_lean.families.rewrite import has_op
from forminv_lean.records import Theorem

CONVERTIBLE = ("∣", "≤", "<", "⊆", "∈", "≥", ">")


def generate(theorem: Theorem, rng: Random) -> Iterator[Paraphrase]:
    expr = parsed(theorem)
    if expr is None or not has_op(expr, CONVERTIBLE):
        return
    yield same_form(theorem, ask(expr, relation_voice="passive"), "converse")


FAMILY = Family(
    id="passive",
    alias="F3",
    tier="T2",
    description="relational converse ('a divides b' / 'b is a multiple of a')",
    max_level="form",
    lean_strategy="Iff.rfl: the rendering is the canonical one",
    generate=generate,
)
