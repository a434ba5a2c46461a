"""Wording choices for the realiser, one field per paraphrase family that varies wording.

Each field is one independent axis so a family can change exactly one thing and keep the
rest of the sentence identical (the paper's families differ in one respect each). The
defaults give the canonical sentence. Every value here is one the reader
(`informalise/reader.lark`) can parse back; a value it could not read has no place here.
"""

from __future__ import annotations

from dataclasses import dataclass, fields
from typing import Literal, get_args

Quantifier = Literal["every", "any", "each", "split"]
RelationVoice = Literal["active", "passive"]
Notation = Literal["words", "symbols"]
Connective = Literal["iff", "exactly_when"]
Implication = Literal["if_then", "whenever", "only_if"]
Lexicon = Literal["plain", "alternate"]


@dataclass(frozen=True)
class Style:
    """How to word a rendering; the defaults give the canonical sentence.

    * quantifier: ``every`` says "every natural number n" / "all natural numbers m and n"
      and "there exists"; ``any`` says "any …" throughout; ``each`` says "each …" with one
      name per phrase; ``split`` says "every …" with one name per phrase (the last three
      say "there is" for ∃).
    * relation_voice: ``passive`` words a relation in the passive voice or as its converse
      ("n is divisible by p", "S contains x", "a is bounded above by b").
    * notation: ``symbols`` writes relations and functions as symbols (`≤`, `∣`, `n!`).
    * connective / implication: the audited connective table ("exactly when",
      "whenever", "only if").
    * lexicon: ``alternate`` uses the synonym of every relation and function phrase
      ("is at most", "is a divisor of", "n factorial").
    """

    quantifier: Quantifier = "every"
    relation_voice: RelationVoice = "active"
    notation: Notation = "words"
    connective: Connective = "iff"
    implication: Implication = "if_then"
    lexicon: Lexicon = "plain"

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
    "lexicon": get_args(Lexicon),
}
"""Every Style field with its allowed values, defaults first."""
