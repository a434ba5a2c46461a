"""What a paraphrase family is. A family is data plus a generator function.

Families arrive through the ``forminv_lean.families`` entry-point group (the built-ins
too), so a formal-methods researcher can ship one in their own package.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from random import Random
from typing import TYPE_CHECKING, Literal

if TYPE_CHECKING:
    from forminv_lean.records import Theorem

Tier = Literal["T1", "T2", "T3"]


@dataclass(frozen=True)
class Paraphrase:
    """One generated wording: the question put to a model and, when known, its rendering."""

    question: str
    formal: str | None
    rule: str                      # which rule of the generator produced it (for provenance)
    ground_truth_flips: bool = False  # True only for deliberate negations (never in built-ins)


GeneratorFn = Callable[["Theorem", Random], Iterator[Paraphrase]]


@dataclass(frozen=True)
class Family:
    id: str
    alias: str                 # the paper's F-number
    tier: Tier
    description: str
    max_level: str             # most permissive checker level a proof may use
    lean_strategy: str         # how a certificate is proved in Lean
    generate: GeneratorFn | None = None
    paper_names: tuple[str, ...] = field(default=())   # names the paper's files use

    def paraphrases(self, theorem: Theorem, rng: Random) -> list[Paraphrase]:
        if self.generate is None:
            return []
        return list(self.generate(theorem, rng))
