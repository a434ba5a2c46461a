"""The `passive` family (F3, T2): relations in the passive voice or as their converse.

"p divides n" becomes "n is divisible by p", "x belongs to s" becomes "s contains x",
"a is less than or equal to b" becomes "a is bounded above by b". Only the wording
changes, from the realiser's passive column, where subject and object are placed by the
template (never by rewriting the relation), so the paper's inverted-∣ error cannot arise.
Comparisons are never merely turned round here ("b is greater than a"): that is `order`.
"""

from __future__ import annotations

from collections.abc import Iterator
from random import Random

from forminv_lean.families.base import Family, Paraphrase
from forminv_lean.families.common import restyle
from forminv_lean.families.validity import passive as valid
from forminv_lean.records import Theorem


def generate(theorem: Theorem, rng: Random) -> Iterator[Paraphrase]:
    """The canonical with relations in the passive voice or stated as their converse."""
    p = restyle(theorem, "voice", relation_voice="passive")
    if p is not None:
        yield p


FAMILY = Family(
    id="passive",
    alias="F3",
    tier="T2",
    description="passive voice or relational converse ('p divides n' / 'n is divisible by p')",
    max_level="form",
    lean_strategy="the reading is the canonical rendering (or its converse, by Iff.rfl)",
    generate=generate,
    valid=valid,
)
