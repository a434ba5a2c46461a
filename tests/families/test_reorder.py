"""The syntactic family's reordering item (`rewrite.reorder`): two hypotheses exchanged, else
two bound variables of plain types, else the two structures a statement opens with; never a binder that may be a local instance, never a
Mathlib predicate as a hypothesis; the checker proves each by normal form, and the validity
predicate accepts exactly that exchange."""

from __future__ import annotations

from random import Random

import pytest

from forminv_lean.families import get_family
from forminv_lean.families.base import Candidate
from forminv_lean.families.rewrite import reorder
from forminv_lean.formal import check, parse
from forminv_lean.formal.lean.surface import lean_text
from forminv_lean.informalise import question
from forminv_lean.records import Provenance, Theorem


def _theorem(formal: str) -> Theorem:
    return Theorem(id="t", source="test", lean_statement="", formal=formal, nl="x",
                   domain="other", truth=True, provenance=Provenance(repo="r"))


@pytest.mark.parametrize(("formal", "reordered"), [
    # two relations as hypotheses: exchanged (`imp_swap`)
    ("∀ m n : ℕ, m ≤ n → n ≤ m → m = n", "∀ m n : ℕ, n ≤ m → m ≤ n → m = n"),
    # a Mathlib predicate as a hypothesis may be a class (`Fact p`): binders instead
    ("∀ {α β : Type*} [LinearOrder α] [Preorder β] (f : α → β) (l : List α), "
     "StrictAnti f → StrictAnti f → l = l",
     "∀ {α β : Type*} [LinearOrder α] [Preorder β] (l : List α) (f : α → β), "
     "StrictAnti f → StrictAnti f → l = l"),
    # two binders of one group: their names exchanged
    ("∀ (m n : ℕ), m + n = n + m", "∀ n m : ℕ, m + n = n + m"),
    # a binder of a class type is a local instance (`μ : Measure α` uses `m0`): never moved
    ("∀ {α : Type*} (m m0 : MeasurableSpace α) (μ : MeasureTheory.Measure α), μ = μ", None),
    # a binder whose type mentions the other stays after it; a Mathlib type is not plain
    ("∀ {α : Type*} (s : Set α) (t : Set α), s ⊆ t ∨ t = s",
     "∀ {α : Type*} (t : Set α) (s : Set α), s ⊆ t ∨ t = s"),
    # ... and a bare type ι is no structure: "For every type ι, …" would open the sentence
    # where the canonical says "In every topological space X, …" (quantifier wording)
    ("∀ {ι X : Type*} [TopologicalSpace X] (s : Set X) (f : BumpCovering ι X s), f = f", None),
    # one value binder, no two hypotheses, one structure: nothing
    ("∀ {α : Type*} [LE α], IsUpperSet (Set.univ : Set α)", None),
    # two structures, each type with the classes on it alone (round 14)
    ("∀ {α β : Type*} [OmegaCompletePartialOrder α] [CompleteLattice β], "
     "OmegaCompletePartialOrder.ωScottContinuous (⊤ : α → β)",
     "∀ {β : Type*} [CompleteLattice β] {α : Type*} [OmegaCompletePartialOrder α], "
     "OmegaCompletePartialOrder.ωScottContinuous (⊤ : α → β)"),
    # a class on both (`NormedAlgebra 𝕜 𝕝`) is worded on 𝕝, which would come before 𝕜
    ("∀ {𝕜 𝕝 : Type*} [NontriviallyNormedField 𝕜] [NontriviallyNormedField 𝕝] "
     "[NormedAlgebra 𝕜 𝕝], HasFPowerSeriesOnBall (fun x : 𝕝 ↦ (1 - x)⁻¹) "
     "(formalMultilinearSeries_geometric 𝕜 𝕝) 0 1", None),
])
def test_reorder(formal: str, reordered: str | None) -> None:
    assert_reorders_to(formal, reordered)


def assert_reorders_to(formal: str, reordered: str | None) -> None:
    """`reorder` gives exactly `reordered` (None: nothing), which the checker proves
    equivalent to `formal` and not vacuous."""
    got = reorder(parse(formal))
    if reordered is None:
        assert got is None
        return
    assert got is not None and lean_text(got) == lean_text(parse(reordered))
    r = check(formal, lean_text(got), level="form")
    assert r.verdict == "equivalent" and not r.vacuous, r


def test_syntactic_gives_the_reordering_as_an_item_of_its_own() -> None:
    formal = "∀ {G : Type*} [Group G] (g : G) (P : G → Prop), P 1 → P g → P (g * g)"
    got = get_family("syntactic").paraphrases(_theorem(formal), Random(0))
    [p] = [p for p in got if p.rule == "reorder"]
    assert "every function P from elements of G to propositions and every element g" \
        in p.question, p.question


def _candidate(canonical: str, reading: str) -> Candidate:
    return Candidate(question=question(parse(reading)),
                     canonical_question=question(parse(canonical)), read_back=reading,
                     canonical_formal=canonical, rule="syntactic:reorder")


def test_validity_accepts_exactly_the_exchange() -> None:
    valid = get_family("syntactic").valid
    assert valid is not None
    canonical = "∀ m n : ℕ, m ≤ n → n ≤ m → m = n"
    assert valid(_candidate(canonical, "∀ m n : ℕ, n ≤ m → m ≤ n → m = n")) is None
    # another claim, or the canonical itself, is no reordering
    assert "exchanged" in valid(_candidate(canonical, "∀ m n : ℕ, n ≤ m → m ≤ n → n = m"))
    assert "exchanged" in valid(_candidate(canonical, canonical)) or \
        "nothing" in valid(_candidate(canonical, canonical))
