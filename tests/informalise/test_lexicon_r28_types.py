"""Round 28 (types): the entry of `extract/lexicon.d/r28_types.toml`, English for `s ×ℂ t`
(`Complex.reProdIm`), which the formal language reads from this round. Without it the realiser
wrote the generic "(the re prod im of s)(t)". The entry is cited at a Mathlib file:line, its
wording is no other entry's, and a corpus theorem using it (read from the shared Mathlib corpus,
skipped when absent) is realised with the docstring's words and read back to exactly its
rendered formula."""

from __future__ import annotations

from tests.lexicon_files import (
    check_cited_and_used,
    check_reads_back_with_its_words,
    check_wordings_distinct,
)
from tests.mathlib_corpus import rendered

PREFIX = "r28_types"

USES = {"Complex.reProdIm": "Complex.closure_reProdIm"}


def test_every_entry_is_cited_used_and_loaded() -> None:
    check_cited_and_used(PREFIX, USES)


def test_no_wording_is_another_entrys() -> None:
    check_wordings_distinct(PREFIX)


def test_reprodim_reads_back_on_a_corpus_theorem_in_words() -> None:
    q = check_reads_back_with_its_words(
        "Complex.reProdIm", rendered(list(USES.values()), "Complex.closure_reProdIm"))
    assert "real part is in" in q
