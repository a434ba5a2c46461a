"""Reading the realiser's English back, as the informalise tests do it (shared by their modules)."""

from __future__ import annotations

from forminv_lean.families.common import realised_canonical
from forminv_lean.informalise.reader import _Build, _parser, formula_key, read


def parse_words(text: str) -> object:
    """`text` read by the reader's grammar alone, as one term (no statement around it)."""
    return _Build().transform(_parser().parse(text))[0]


def round_trip(formal: str) -> str:
    """The canonical question of `formal`, which must read back as exactly `formal`."""
    q = realised_canonical(formal)   # None unless the reader reads it back as the formula
    assert q is not None, formal
    assert formula_key(read(q).formal) == formula_key(formal), q
    return q
