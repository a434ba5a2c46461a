"""The `connective` family (F5, T3): connective wording, from an audited phrase table.

"if and only if" → "exactly when"; "if …, then …" → "… whenever …" or "… only if …".
Implications are only ever reworded as implications, never as biconditionals, so the
paper's 'biconditional overreach' cannot arise; "just in case" (which most readers take
one-way) is not in the table. A rule-made item is released when its reading is the
canonical formula; the tier stays T3 because the table itself was audited by hand.
"""

from __future__ import annotations

from collections.abc import Iterator
from random import Random

from forminv_lean.families.base import Family, Paraphrase
from forminv_lean.families.common import parsed, restyle
from forminv_lean.families.rewrite import has_op
from forminv_lean.families.validity import connective as valid
from forminv_lean.records import Theorem

IFF_WORDS = ("exactly_when",)
IMPLICATION_WORDS = ("whenever", "only_if")


def generate(theorem: Theorem, rng: Random) -> Iterator[Paraphrase]:
    """The canonical worded with the connectives of the audited phrase table."""
    expr = parsed(theorem)
    if expr is None:
        return
    p = None
    if has_op(expr, ("↔",)):
        style = rng.choice(IFF_WORDS)
        p = restyle(theorem, f"iff:{style}", connective=style)
    elif has_op(expr, ("→",)):
        style = rng.choice(IMPLICATION_WORDS)
        p = restyle(theorem, f"implies:{style}", implication=style)
    if p is not None:
        yield p


FAMILY = Family(
    id="connective",
    alias="F5",
    tier="T3",
    description="connective wording ('if and only if' / 'exactly when', 'if … then' / "
                "'whenever', 'only if')",
    max_level="form",
    lean_strategy="the reading is the canonical rendering; the phrase table is audited by hand",
    generate=generate,
    paper_names=("variation",),
    valid=valid,
)
