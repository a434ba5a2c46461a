"""The `connective` family (F5, T2): connective wording, from the phrase table.

"if and only if" → "exactly when"; "if …, then …" → "… whenever …" or "… only if …".
Implications are only ever reworded as implications, never as biconditionals, so the
paper's 'biconditional overreach' cannot arise; "just in case" (which most readers take
one-way) is not in the table. An implication with several hypotheses is never worded with
"only if" ("A and B both hold only if C" reads as A ∧ (B → C) to many readers): it gets
"whenever". A rule-made item is released when its reading is the canonical formula.

Tier T2, not the paper's T3: what certifies a released item is the rule (the connective
phrase table, `CONNECTIVE_WORDS` and `implication` in `informalise/phrases.py` and
`realise.py`, audited once by hand) and the reader's read-back, not a per-item review, and
no review is recorded for them. A connective wording not made by rule (an LLM's, the paper's)
still waits for a reviewer in the ledger (`rule_only`).
"""

from __future__ import annotations

from collections.abc import Iterator
from random import Random

from forminv_lean.families.base import Family, Paraphrase
from forminv_lean.families.common import parsed, restyle
from forminv_lean.families.rewrite import BinOp, Expr, has_op, walk
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
        if style == "only_if" and _several_hypotheses(expr):
            style = "whenever"
        p = restyle(theorem, f"implies:{style}", implication=style)
    if p is not None:
        yield p


def _several_hypotheses(expr: Expr) -> bool:
    """Whether an implication of `expr` has more than one hypothesis (`A → B → C`,
    `A ∧ B → C`): the realiser would word it "A and B both hold only if C"."""
    for x in walk(expr):
        if isinstance(x, BinOp) and x.op == "→" and (
                isinstance(x.rhs, BinOp) and x.rhs.op == "→" or
                isinstance(x.lhs, BinOp) and x.lhs.op == "∧"):
            return True
    return False


FAMILY = Family(
    id="connective",
    alias="F5",
    tier="T2",
    description="connective wording ('if and only if' / 'exactly when', 'if … then' / "
                "'whenever', 'only if')",
    max_level="form",
    lean_strategy="the reading is the canonical rendering; the phrase table is audited by hand",
    rule_only=True,
    certified_by="rule: the connective phrase table (informalise/phrases.py "
                 "CONNECTIVE_WORDS, realise.py implication styles), audited once by hand, and "
                 "the reader's read-back; no per-item review is recorded",
    generate=generate,
    paper_names=("variation",),
    valid=valid,
)
