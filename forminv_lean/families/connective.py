"""The `connective` family (F5, T3): connective wording ('iff', 'exactly when', ...).

Implications are only ever reworded as implications ('implies', 'whenever', 'only if'),
never as biconditionals: the paper's 'biconditional overreach' cannot arise here.
"""

from __future__ import annotations

from collections.abc import Iterator
from random import Random

from forminv_lean.families.base import Family, Paraphrase
from forminv_lean.families.common import ask, parsed, same_form
from forminv_lean.families.rewrite import has_op
from forminv_lean.records import Theorem


def generate(theorem: Theorem, rng: Random) -> Iterator[Paraphrase]:
    expr = parsed(theorem)
    if expr is None:
        return
    if has_op(expr, ("↔",)):
        style = rng.choice(("exactly_when", "precisely_when", "just_in_case"))
        yield same_form(theorem, ask(expr, connective=style), f"iff:{style}")
    elif has_op(expr, ("→",)):
        style = rng.choice(("implies", "whenever", "only_if"))
        yield same_form(theorem, ask(expr, implication=style), f"implies:{style}")


FAMILY = Family(
    id="connective",
    alias="F5",
    tier="T3",
    description="connective wording ('if and only if', 'exactly when', 'just in case')",
    max_level="form",
    lean_strategy="human review; Iff.rfl on the unchanged rendering",
    generate=generate,
    paper_names=("variation",),
)
