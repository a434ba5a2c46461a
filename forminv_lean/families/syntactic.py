"""The `syntactic` family (F1, T2): the same claim in other words, same logical form.

Every relation and function phrase takes its synonym from the realiser's alternate lexicon
("is at most" for "is less than or equal to", "is a divisor of" for "divides", "n
factorial" for "the factorial of n", "the highest common factor" for "the greatest common
divisor"); quantifiers, connectives, notation and voice stay as in the canonical.
"""

from __future__ import annotations

from collections.abc import Iterator
from random import Random

from forminv_lean.families.base import Family, Paraphrase
from forminv_lean.families.common import restyle
from forminv_lean.families.validity import syntactic as valid
from forminv_lean.records import Theorem


def generate(theorem: Theorem, rng: Random) -> Iterator[Paraphrase]:
    """The canonical reworded with the realiser's alternate lexicon, same logical form."""
    p = restyle(theorem, "synonyms", lexicon="alternate")
    if p is not None:
        yield p


FAMILY = Family(
    id="syntactic",
    alias="F1",
    tier="T2",
    description="wording changes with the same logical form (synonyms for every phrase)",
    max_level="form",
    lean_strategy="the reading is the canonical rendering: no proof needed",
    generate=generate,
    valid=valid,
)
