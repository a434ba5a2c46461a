"""The per-entry checks every round's lexicon file (`extract/lexicon.d/rNN_*.toml`) gets, once
for all rounds: each entry cited at a Mathlib file:line and used by a corpus theorem; no wording
shared with another entry (a shared wording is read as field notation, which Lean resolves by the
object's type); each entry realised on its corpus theorem and read back to exactly the rendered
formula with its words and without its constant marked Lean; and each close neighbour still read
back with its own words. The round modules (`test_lexicon_r18b.py`, …) hold their tables `USES`
and `NEIGHBOURS` and their own property tests; a new round adds its module to `ROUNDS`."""

from __future__ import annotations

from types import ModuleType

import pytest

from tests.informalise import (
    test_lexicon_r18b,
    test_lexicon_r19,
    test_lexicon_r20,
    test_lexicon_r21,
    test_lexicon_r22,
    test_lexicon_r23_engB,
    test_lexicon_r23a,
    test_lexicon_r24_engB,
    test_lexicon_r24_engD,
)
from tests.lexicon_files import (
    check_cited_and_used,
    check_neighbour_reads_back,
    check_reads_back_with_its_words,
    check_wordings_distinct,
)
from tests.mathlib_corpus import rendered

#: file prefix -> (the round's test module, whether its neighbours' questions show no raw Lean at
#: all; from round 20 only the neighbour's own constant is checked)
ROUNDS: dict[str, tuple[ModuleType, bool]] = {
    "r18b_": (test_lexicon_r18b, True),
    "r19_": (test_lexicon_r19, True),
    "r20_": (test_lexicon_r20, False),
    "r21_": (test_lexicon_r21, False),
    "r22_": (test_lexicon_r22, False),
    "r23_engA": (test_lexicon_r23a, False),
    "r23_engB": (test_lexicon_r23_engB, False),
    "r24_engB": (test_lexicon_r24_engB, False),
    "r24_engD": (test_lexicon_r24_engD, False),
}
_USES = [(p, n) for p, (m, _) in ROUNDS.items() for n in sorted(m.USES)]
_NEIGHBOURS = [(p, n) for p, (m, _) in ROUNDS.items() for n in sorted(getattr(m, "NEIGHBOURS", {}))]


@pytest.mark.parametrize("prefix", sorted(ROUNDS))
def test_every_entry_has_a_corpus_use_and_a_cited_source(prefix: str) -> None:
    check_cited_and_used(prefix, ROUNDS[prefix][0].USES)


@pytest.mark.parametrize("prefix", sorted(ROUNDS))
def test_no_wording_is_shared_with_another_entry(prefix: str) -> None:
    check_wordings_distinct(prefix)


@pytest.mark.parametrize(("prefix", "name"), _USES)
def test_entry_realises_and_reads_back_on_a_corpus_theorem(prefix: str, name: str) -> None:
    module = ROUNDS[prefix][0]
    check_reads_back_with_its_words(name, rendered(module._ALL, module.USES[name]))


@pytest.mark.parametrize(("prefix", "name"), _NEIGHBOURS)
def test_close_neighbours_still_read_back(prefix: str, name: str) -> None:
    module, no_raw = ROUNDS[prefix]
    theorem, phrase = module.NEIGHBOURS[name]
    check_neighbour_reads_back(name, rendered(module._ALL, theorem), phrase, no_raw=no_raw)
