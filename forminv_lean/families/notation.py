"""The `notation` family (F4, T1): the same sentence with operators as symbols.

"p divides n" becomes "p ∣ n", "the factorial of n" becomes "n!", "n mod m" becomes
"n % m"; quantifiers and connectives stay in words. The rendering is unchanged.
"""

from __future__ import annotations

from collections.abc import Iterator
from random import Random

from forminv_lean.families.base import Family, Paraphrase
from forminv_lean.families.common import restyle
from forminv_lean.families.validity import notation as valid
from forminv_lean.records import Theorem


def generate(theorem: Theorem, rng: Random) -> Iterator[Paraphrase]:
    """The canonical with operators written as symbols (or the other way round)."""
    p = restyle(theorem, "symbols", notation="symbols")
    if p is not None:
        yield p


FAMILY = Family(
    id="notation",
    alias="F4",
    tier="T1",
    description="notation: symbols for words (`n % n` / 'n mod n', `∣` / 'divides')",
    max_level="form",
    lean_strategy="the reading is the canonical rendering: no proof needed",
    generate=generate,
    valid=valid,
)
