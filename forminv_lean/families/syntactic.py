"""The `syntactic` family (F1, T2): the same claim in other words, same logical form.

Every relation and function phrase takes its synonym from the realiser's alternate lexicon
("is at most" for "is less than or equal to", "is a divisor of" for "divides", "n
factorial" for "the factorial of n", "the highest common factor" for "the greatest common
divisor"); quantifiers, connectives, notation and voice stay as in the canonical.

Where the alternate lexicon has no synonym for any word of the sentence (an equation of
opaque Mathlib terms: "equals" / "is equal to" is no synonym), the item renames the bound
variables instead ("for every element b of G and every integer m, b^(m + 1) equals …"):
the same claim with other names, alpha-equivalent, so the checker certifies it by normal
form (the canonical's variables are bound, their names say nothing). A statement with no
value variable to rename ("For every type α, … equals `id`") gets its type variables renamed
("For every type β, …"): the checker aligns type variables by their classes.
"""

from __future__ import annotations

from collections.abc import Iterator
from random import Random

from forminv_lean.families.base import Family, Paraphrase
from forminv_lean.families.common import make, parsed, realised_canonical, restyle
from forminv_lean.families.rewrite import rename_bound
from forminv_lean.families.validity import has_synonym
from forminv_lean.families.validity import syntactic as valid
from forminv_lean.records import Theorem


def generate(theorem: Theorem, rng: Random) -> Iterator[Paraphrase]:
    """The canonical reworded with the realiser's alternate lexicon, same logical form; its
    bound variables renamed where the lexicon has no synonym for it."""
    p = restyle(theorem, "synonyms", lexicon="alternate")
    canonical = realised_canonical(theorem.formal) if theorem.formal else None
    if p is not None and canonical is not None and has_synonym(p.question, canonical):
        yield p
        return
    expr = parsed(theorem)
    renamed = None if expr is None else rename_bound(expr) or rename_bound(expr, types=True)
    if renamed is not None:
        yield make(renamed, "rename")
    elif p is not None:
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
