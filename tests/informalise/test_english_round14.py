"""Round 14: realiser constructs and lexicon entries behind the most frequent raw Lean on a
seeded corpus sample, worded and read back to exactly the formula (one-line statements
written here, shaped like the corpus's; nothing of the corpus copied)."""

from __future__ import annotations

import pytest

from forminv_lean.certify.quality import raw_lean
from forminv_lean.families.common import realised_canonical
from forminv_lean.informalise import generic

needs_index = pytest.mark.skipif(
    not generic.available(),
    reason="Mathlib's name index (../shared/external/mathlib/declarations.jsonl.gz) is absent")

GENERIC_IN_MATH = [
    # a function outside the lexicon, worded from its name, inside arithmetic: a bracketed
    # phrase, as a lexicon function there is (was `Real.tanh x`, marked)
    ("∀ x : ℝ, Real.tanh (-x) = -Real.tanh x", "equals -(the tanh of x)"),
    ("∀ {α : Type*} (m0 : MeasurableSpace α) (μ : MeasureTheory.Measure α) (s : Set α), "
     "MeasureTheory.ae μ ⊓ Filter.principal s ≤ MeasureTheory.ae (μ.restrict s)",
     "(the ae of μ) ⊓ (the principal filter of s)"),
]


@needs_index
@pytest.mark.parametrize(("formal", "words"), GENERIC_IN_MATH, ids=[w for _, w in GENERIC_IN_MATH])
def test_generic_function_in_math_is_a_bracketed_phrase(formal: str, words: str) -> None:
    q = realised_canonical(formal)
    assert q is not None and words in q and not raw_lean(q), q
