"""The `syntactic` family (F1, T2): the same claim in other words, same logical form.

Every relation and function phrase takes its synonym from the realiser's alternate lexicon
("is at most" for "is less than or equal to", "is a divisor of" for "divides", "n
factorial" for "the factorial of n", "the highest common factor" for "the greatest common
divisor"); quantifiers, connectives, notation and voice stay as in the canonical.

A second item renames the bound variables ("for every element b of G and every integer m,
b^(m + 1) equals …"): the same claim with other names, alpha-equivalent, so the checker
certifies it by normal form (the canonical's variables are bound, their names say nothing).
It is the family's only item where the alternate lexicon has no synonym for any word of the
sentence (an equation of opaque Mathlib terms: "equals" / "is equal to" is no synonym). A
statement with no value variable to rename ("For every type α, … equals `id`") gets its
type variables renamed ("For every type β, …"): the checker aligns type variables by their
classes. A third item says the parts in another order: two hypotheses exchanged ("if A
and B, then C" / "if B and A, then C", `imp_swap`), else two bound variables whose types do
not mention each other ("for every function f … and every list l …" / "for every list l …
and every function f …", `forall_swap`), else the two structures the statement opens with,
each type with the classes on it alone ("In every groupoid C and every groupoid D" / "In every
groupoid D and every groupoid C"); the checker proves it by normal form, and its
validity predicate checks that the reading is exactly that exchange. The three changes are
of one kind (the words and their order, never the claim, a quantifier, a connective, a
notation or the voice) but of three sorts, so each is an item of its own.
"""

from __future__ import annotations

from collections.abc import Iterator
from random import Random

from forminv_lean.families.base import Family, Paraphrase
from forminv_lean.families.common import make, parsed, realised_canonical, restyle
from forminv_lean.families.rewrite import rename_bound, reorder
from forminv_lean.families.validity import has_synonym
from forminv_lean.families.validity import syntactic as valid
from forminv_lean.records import Theorem


def generate(theorem: Theorem, rng: Random) -> Iterator[Paraphrase]:
    """The canonical reworded with the realiser's alternate lexicon (same logical form), with
    its bound variables renamed, and with two of its parts reordered: an item each, where
    each applies."""
    p = restyle(theorem, "synonyms", lexicon="alternate")
    canonical = realised_canonical(theorem.formal) if theorem.formal else None
    synonym = p is not None and canonical is not None and has_synonym(p.question, canonical)
    if p is not None and synonym:
        yield p
    expr = parsed(theorem)
    renamed = None if expr is None else rename_bound(expr) or rename_bound(expr, types=True)
    if renamed is not None:
        yield make(renamed, "rename")
    elif p is not None and not synonym:
        yield p   # the validity predicate says why it is no synonym item
    reordered = None if expr is None else reorder(expr)
    if reordered is not None:
        yield make(reordered, "reorder")


FAMILY = Family(
    id="syntactic",
    alias="F1",
    tier="T2",
    description="wording changes with the same logical form (synonyms for every phrase; "
                "bound variables renamed; hypotheses or bound variables reordered)",
    max_level="form",
    lean_strategy="the reading is the canonical rendering: no proof needed",
    generate=generate,
    valid=valid,
)
