"""A lexicon type's value argument said by its phrase (round 26): `FractionalIdeal
(nonZeroDivisors R) K` as "fractional ideal I of elements of K with denominators in (the
submonoid of non-zero-divisors of R)", not with the argument marked Lean.

Until round 26 a value argument of a type noun (`types._lexicon_noun`) that the realiser words
as a phrase in brackets was always marked Lean: some phrases there run into the noun's own
words. The reader's atom slot does read a bracketed phrase; so a phrase is kept exactly where
the reader reads the whole noun, alone in a sentence, back to exactly the type (the sentence is
then read back whole as every sentence is), and the argument is marked Lean otherwise.
"""

from __future__ import annotations

from functools import lru_cache

from forminv_lean.formal.meaning.ast import Expr

#: The variable the probe sentence binds (no name a statement's type uses: Greek, rare).
_PROBE = "ξ"


def phrase_slot(text: str) -> bool:
    """Is `text` a whole bracketed phrase with no marked Lean, one candidate for a slot?"""
    from forminv_lean.informalise.mathtext import RAW

    return text.startswith("(the ") and text.endswith(")") and RAW not in text


def noun_reads_back(noun: str, tail: str, want: Expr) -> bool:
    """Does "for every <noun> ξ<tail>, ξ equals ξ" read back with ξ of type exactly `want`?"""
    return _reads_back(noun, tail, want)


@lru_cache(maxsize=4096)
def _reads_back(noun: str, tail: str, want: Expr) -> bool:
    from forminv_lean.informalise.types import _read_binder_type

    if _PROBE in tail:
        return False
    got = _read_binder_type(f"for every {noun} {_PROBE}{tail}, {_PROBE} equals {_PROBE}")
    return got == want
