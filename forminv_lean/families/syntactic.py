"""The `syntactic` family (F1, T2): new wording, same logical form, same rendering."""

from __future__ import annotations

from collections.abc import Iterator
from random import Random

from forminv_lean.families.base import Family, Paraphrase
from forminv_lean.families.common import ask, parsed, same_form
from forminv_lean.records import Theorem

TEMPLATES = (
    ("is_it_true", "Is it true that {s}?"),
    ("true_or_false", "True or false: {S}."),
    ("decide", "Decide whether the following statement holds: {S}."),
    ("claim", "Consider the claim: {S}. Is this claim TRUE or FALSE?"),
)


def generate(theorem: Theorem, rng: Random) -> Iterator[Paraphrase]:
    s = theorem.nl.strip().rstrip(".")
    lower = s[0].lower() + s[1:] if s[:2] != s[:2].upper() else s
    picks = rng.sample(TEMPLATES, 1)
    for rule, t in picks:
        yield same_form(theorem, t.format(s=lower, S=s), f"template:{rule}")
    expr = parsed(theorem)
    if expr is not None:  # a second wording realised from the rendering itself
        yield same_form(theorem, ask(expr), "realised")


FAMILY = Family(
    id="syntactic",
    alias="F1",
    tier="T2",
    description="wording changes with the same logical form",
    max_level="form",
    lean_strategy="Iff.rfl: the rendering is the canonical one",
    generate=generate,
)
