"""Round 21: the reorderings and the equivalence that give Mathlib statements with few parts
more items, on declarations nobody here wrote (the shared Mathlib v4.19.0 corpus, read in
place; skipped when absent).

Two bare types exchanged (`{α β : Type*}`: "For every type β and every type α"), a value of a
plain type moved past a neighbour about values (a value of a Mathlib type or an
instance on a value) that it does not mention and that does not mention it, and `a ≠ b` as
`a - b ≠ 0` on ℤ ℚ ℝ. Each item must change the sentence, read back to exactly the generator's
formula, pass its family's validity predicate and be proved equivalent to its canonical by
the checker; a reordering of any sampled corpus statement is never refuted.
"""

from __future__ import annotations

from random import Random

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from forminv_lean.families import get_family
from forminv_lean.families.base import Candidate, Paraphrase
from forminv_lean.families.common import realised_canonical
from forminv_lean.families.rewrite import reorder
from forminv_lean.formal import check, parse
from forminv_lean.formal.lean.surface import lean_text
from forminv_lean.informalise.reader import read, spellings
from forminv_lean.records import Provenance, Theorem
from tests.families.test_reorder import assert_reorders_to
from tests.mathlib_corpus import render_row, rendered, require, sample

# corpus declarations whose only missing item was one of these (the seeded 100-sample)
NAMES = {"PEquiv.symm_injective": "For every type β and every type α",
         "AbstractCompletion.uniformContinuous_map₂":
             "every function f from elements of α to functions from elements of β to elements "
             "of γ and every abstract completion pkg'' on γ"}


def _theorem(formal: str) -> Theorem:
    return Theorem(id="t", source="test", lean_statement="", formal=formal, nl="x",
                   domain="other", truth=True, provenance=Provenance(repo="r"))


def _released(family: str, formal: str, rule: str) -> Paraphrase:
    """The family's item made by `rule` for `formal`, after the checks the certify stage runs:
    it changes the sentence, reads back, is valid for its family and is not refuted."""
    canonical = realised_canonical(formal)
    assert canonical is not None, formal
    fam = get_family(family)
    [p] = [p for p in fam.paraphrases(_theorem(formal), Random(0)) if p.rule == rule]
    assert p.question != canonical
    reading = read(p.question, names=spellings(formal)).formal
    assert fam.valid is not None
    why = fam.valid(Candidate(question=p.question, canonical_question=canonical,
                              read_back=reading, canonical_formal=formal,
                              rule=f"{family}:{rule}"))
    assert why is None, why
    r = check(formal, reading, level=fam.max_level)
    assert r.verdict == "equivalent" and not r.vacuous, r
    return p


@pytest.mark.parametrize("name", sorted(NAMES))
def test_a_mathlib_statement_gets_its_reordering(name: str) -> None:
    formal = rendered(NAMES, name)
    p = _released("syntactic", formal, "reorder")
    assert NAMES[name] in p.question, p.question


@pytest.mark.parametrize(("formal", "reordered"), [
    # two bare types: exchanged (both open "For every type …")
    ("∀ {α : Type*} {β : Type*}, Function.Injective (@PEquiv.symm α β)",
     "∀ {β : Type*} {α : Type*}, Function.Injective (@PEquiv.symm α β)"),
    # a bare type and a structure: the opening would change its wording (quantifier's change)
    ("∀ {α β : Type*} [Group β] (f : α → β), f = f", None),
    # a plain value past a value of a class type that does not mention it
    ("∀ {α : Type*} (m : MeasurableSpace α) (s : Set α), MeasurableSet s",
     "∀ {α : Type*} (s : Set α) (m : MeasurableSpace α), MeasurableSet s"),
    # never past a proof of a relation (the checker's normal form keeps it in place)
    ("∀ (n : ℕ) (h : 0 < n) (m : ℕ), m ≤ n → m < n + 1", None),
    # never past an instance on a type alone (worded with its type: "every group G")
    ("∀ {G : Type*} (s : Set G) [Group G], s = s", None),
    # never past an instance on the value itself
    ("∀ {α : Type*} (s : Set α) [Fintype s], s = s", None),
])
def test_reorder_past_neighbours_about_values(formal: str, reordered: str | None) -> None:
    assert_reorders_to(formal, reordered)


def test_a_real_disequation_is_restated_by_sub_ne_zero() -> None:
    # the false control the build makes of `Real.cos_pi_div_three` (an equation negated)
    formal = rendered({"Real.cos_pi_div_three": ""}, "Real.cos_pi_div_three")
    assert " = " in formal
    p = _released("equivalent", formal.replace(" = ", " ≠ "), "ne_as_sub_ne_zero")
    assert p.formal is not None and "- 1 / 2 ≠ 0" in p.formal


def test_a_natural_disequation_is_not_restated_by_subtraction() -> None:
    # on ℕ, `-` truncates: `m - n ≠ 0` is `n < m`, not `m ≠ n`
    got = get_family("equivalent").paraphrases(
        _theorem("∀ m n : ℕ, m ≠ n → n ≠ m"), Random(0))
    assert not any(p.rule == "ne_as_sub_ne_zero" for p in got)


@pytest.fixture(scope="module")
def corpus_reorderings() -> list[tuple[str, str]]:
    """(rendering, reordering) for the seeded corpus sample's statements that have one."""
    require()
    out = []
    for row in sample(600, 21):
        formal = render_row(row).formal
        got = reorder(parse(formal)) if formal else None
        if got is not None:
            out.append((str(formal), lean_text(got)))
    assert len(out) >= 20, len(out)
    return out


@settings(max_examples=25, deadline=None, derandomize=True,
          suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(st.data())
def test_no_reordering_of_a_mathlib_statement_is_refuted(corpus_reorderings, data) -> None:
    formal, swapped = data.draw(st.sampled_from(corpus_reorderings))
    r = check(formal, swapped, level="form")
    assert r.verdict != "not_equivalent", (formal, swapped, r)
