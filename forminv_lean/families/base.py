"""What a paraphrase family is. A family is data plus a generator function.

Families arrive through the ``forminv_lean.families`` entry-point group (the built-ins
too), so a formal-methods researcher can ship one in their own package. A family may also
carry a validity predicate (`valid`): does this item make the change the family is named
for? The certify stage applies it to every item, after the reader has parsed the question
back, and excludes an item that fails it. Every family's predicate, a plug-in's included,
runs after the checks common to all (`validity.common`: the item changes something and does
not hold by logic alone where its canonical does not); a family without one gets just those.
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
    note: str = ""                 # how it was made, e.g. evidence that an unfolding matters


@dataclass(frozen=True)
class Candidate:
    """What a validity predicate sees: one item beside its theorem's canonical item."""

    question: str
    canonical_question: str
    read_back: str          # the formula the reader parsed from `question`
    canonical_formal: str   # the theorem's rendering
    rule: str               # generator rule (`order:flip`, `unpack:prime`, ...)
    note: str = ""


GeneratorFn = Callable[["Theorem", Random], Iterator[Paraphrase]]
ValidFn = Callable[[Candidate], "str | None"]   # None = valid, else the reason it is not


@dataclass(frozen=True)
class Family:
    """A paraphrase family as the registry holds it: the paper's tier and F-number, the checker
    level its proofs may use, its generator and its validity predicate."""

    id: str
    alias: str                 # the paper's F-number
    tier: Tier
    description: str
    max_level: str             # most permissive checker level a proof may use
    lean_strategy: str         # how a certificate is proved in Lean
    generate: GeneratorFn | None = None
    paper_names: tuple[str, ...] = field(default=())   # names the paper's files use
    valid: ValidFn | None = None   # validity predicate (None: only the common checks)
    # Only rule-made items are certified without a reviewer (connective: an LLM-written or
    # imported connective wording waits in the ledger; its rule-made items are certified by
    # the phrase table and the reader). A T3 family is always so.
    rule_only: bool = False
    certified_by: str = ""   # what certifies a released item, for the dataset card

    def __post_init__(self) -> None:
        from forminv_lean.families.validity import with_common

        object.__setattr__(self, "valid", with_common(self.valid))

    def paraphrases(self, theorem: Theorem, rng: Random) -> list[Paraphrase]:
        if self.generate is None:
            return []
        return list(self.generate(theorem, rng))
