"""Raw Lean in the realiser's canonicals on a seeded sample of the real corpus (Mathlib
v4.19.0, `ntp-training-data-v4.19.0.jsonl.gz` beside the name index; skipped with a reason
when absent, nothing of it copied in): the share of read-back canonical sentences that still
show Lean (`certify.quality.raw_lean`) stays below a bound the lexicon and the wordings have
reached, so an entry or wording lost is seen (measured on 5,000 rows, seed 1: 73.5% before
the lexicon round of this test, 67.4% after)."""

from __future__ import annotations

import pytest

from forminv_lean.certify.quality import raw_lean
from forminv_lean.families.common import realised_canonical
from forminv_lean.informalise import generic
from tests.mathlib_corpus import NTP, require

# 421 read back, 285 with raw Lean (67.7%) when written; 489 and 351 (71.8%) once the renderer
# of the same round rendered more (measure theory, modules, tensors: constants no entry words yet);
# 493 and 339 (68.8%) once norms, `•`, suprema, bundled-map and product nouns, a number type as
# a class's parameter and the calculus and measure-theory predicates were worded; 550 and 392
# (71.3%) once the renderer of that round rendered more again (polynomials, interval integrals,
# type families, number-type casts: constants and constructs no entry words yet); 695 and 525
# (75.5%) once round 7 rendered more again (measures applied, signatures of ~270 more
# functions, type arguments, notations: the newly rendered use constants no entry words); 695 and
# 496 (71.4%) once round 8 worded ~120 more constants (benchmarks/bench_raw_lean.py ranks the
# rest), said unused proofs as hypotheses and pair projections as components; 747 and 542
# (72.6%) once round 8's merges rendered more again (expected types, scoped notations, torsors:
# constants no entry words yet); 757 and 526 (69.5%) once round 9 said classes over a parameter,
# bundled maps over a scalar ring, lexicon phrases and big operators inside arithmetic (and said
# the class binders it used to drop, some of them still marked); 789 and 555 (70.3%) after
# round 9's merges (more theorems rendered; a notated function such as `f ⁻¹' s` keeps its
# notation in math, for the notation family); 792 and 549 (69.3%) once round 10 said actions and
# scalar multiplications over their scalars, `[Fact P]`, `·` sections, ∑'/∏'/∑ᶠ/∏ᶠ and a few
# constants in words
SAMPLE, SEED = 1500, 7
BOUND = 0.70

pytestmark = [
    pytest.mark.slow,
    pytest.mark.skipif(not generic.available(), reason="the Mathlib name index is absent"),
]


def test_raw_lean_share_of_read_back_canonicals_on_a_corpus_sample() -> None:
    from forminv_lean.extract.ntp_mathlib import corpus_theorems
    from forminv_lean.formalise import render_theorem

    theorems, _ = corpus_theorems(require(NTP), sample=SAMPLE, seed=SEED)
    read_back = raw = 0
    for th in theorems:
        formal = render_theorem(th).formal
        q = realised_canonical(formal) if formal else None
        if q is None:
            continue
        read_back += 1
        raw += bool(raw_lean(q))
    assert read_back >= 100, read_back
    assert raw / read_back <= BOUND, f"{raw}/{read_back} read-back canonicals show raw Lean"
