"""A Track B theorem's canonical is a sentence somebody checked, never an unread one.

`formalise` words a Mathlib declaration with the realiser. The sentence becomes the theorem's
canonical question, released as TRUE; a sentence the reader does not read back to the
rendering is one nobody checked (a class the wording left out, `∀ [IsDomain K] …` said as
"for every natural number p"). Such a theorem takes its docstring (its author's words) or is
not worded at all, counted with the reason. Measured on a seeded sample of the shared corpus
(skipped with a reason when absent), which nobody here chose.
"""

from __future__ import annotations

from forminv_lean.extract.ntp_mathlib import corpus_theorems
from forminv_lean.families.common import docstring_question, realised_canonical
from forminv_lean.formalise import formalise
from forminv_lean.informalise import realise
from tests.mathlib_corpus import NTP, require


def test_every_realised_canonical_reads_back_or_the_theorem_is_not_worded_by_the_realiser(
) -> None:
    theorems, _ = corpus_theorems(require(NTP), sample=400, seed=3)
    res = formalise(theorems)
    seen_unread = 0
    for th in res.theorems:
        if th.formal is None:
            continue
        try:
            sentence: str | None = realise(th.formal)
        except ValueError:      # the realiser refused to word it: the docstring, if any
            sentence = None
        if sentence is None or realised_canonical(th.formal) is None:
            seen_unread += 1
            # the unread sentence never becomes the canonical: the docstring does
            assert th.nl != sentence, th.id
            assert docstring_question(th) is not None, th.id
        else:
            assert th.nl == sentence, th.id
    # the unread ones without a docstring are left out, each with its reason
    unread_dropped = [why for _, why in res.unrendered if "does not read back" in why]
    assert seen_unread + len(unread_dropped) > 0, "the sample exercises no unread sentence"
    assert all(why.startswith("no wording: ") for why in unread_dropped)
