"""Wording choices for the realiser, one field per paraphrase family that varies wording.

Each field is one independent axis so a family can change exactly one thing and keep the
rest of the sentence identical (the paper's families differ in one respect each).
"""

from __future__ import annotations

from dataclasses import dataclass, fields
from typing import Literal, get_args

Quantifier = Literal["every", "for_all", "any", "each"]
RelationVoice = Literal["active", "passive"]
Notation = Literal["words", "symbols"]
Connective = Literal["iff", "exactly_when", "precisely_when", "just_in_case"]
Implication = Literal["if_then", "implies", "whenever", "only_if"]
Hypotheses = Literal["if", "assuming"]


@dataclass(frozen=True)
class Style:
    """How to word a rendering; the defaults give the canonical sentence."""

    quantifier: Quantifier = "every"          # "for every n" / "for all" / "for any" / "for each"
    relation_voice: RelationVoice = "active"  # "a divides b" / converse "b is a multiple of a"
    notation: Notation = "words"              # "n mod m", "the factorial of n" / "n % m", "n!"
    connective: Connective = "iff"            # ↔: "if and only if" / "exactly when" / ...
    implication: Implication = "if_then"      # →: "if P, then Q" / "P implies Q" / "Q whenever P"
    hypotheses: Hypotheses = "if"             # → under ∀: as `implication`, or "assuming that P, Q"

    def __post_init__(self) -> None:
        for f in fields(self):
            allowed = STYLE_NAMES[f.name]
            if getattr(self, f.name) not in allowed:
                raise ValueError(f"Style.{f.name} must be one of {', '.join(allowed)}; "
                                 f"got {getattr(self, f.name)!r}")


STYLE_NAMES: dict[str, tuple[str, ...]] = {
    "quantifier": get_args(Quantifier),
    "relation_voice": get_args(RelationVoice),
    "notation": get_args(Notation),
    "connective": get_args(Connective),
    "implication": get_args(Implication),
    "hypotheses": get_args(Hypotheses),
}
"""Every Style field with its allowed values, defaults first."""
