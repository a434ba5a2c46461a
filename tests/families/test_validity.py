"""Each family's validity predicate accepts its own change and rejects the failure modes the
issue found: passive items equal to order items, wrapper-only rewordings, no-ops, stacked
negations, logic dressed as mathematics, unfoldings that make a statement trivial."""

from __future__ import annotations

import pytest

from forminv_lean.families import get_family
from forminv_lean.families.base import Candidate
from forminv_lean.informalise import Style, question

P2 = "∀ p : ℕ, Nat.Prime p → 2 ≤ p"
CANON = question(P2)


def cand(text: str, read_back: str = P2, rule: str = "x:y", note: str = "",
         canonical: str = P2, canonical_question: str = CANON) -> Candidate:
    return Candidate(question=text, canonical_question=canonical_question, read_back=read_back,
                     canonical_formal=canonical, rule=rule, note=note)


def valid(family: str, c: Candidate) -> str | None:
    f = get_family(family).valid
    assert f is not None
    return f(c)


def test_order():
    flipped = "∀ p : ℕ, Nat.Prime p → p ≥ 2"
    assert valid("order", cand(question(flipped), flipped, "order:flip:≤")) is None
    assert "same formula" in valid("order", cand(question(P2, Style(lexicon="alternate"))))
    other = "∀ p : ℕ, Nat.Prime p → p > 2"
    assert "more than" in valid("order", cand(question(other), other))


def test_passive_is_not_the_order_item():
    order_text = question("∀ p : ℕ, Nat.Prime p → p ≥ 2")
    why = valid("passive", cand(order_text, "∀ p : ℕ, Nat.Prime p → p ≥ 2"))
    assert why is not None and "passive" in why
    passive = question(P2, Style(relation_voice="passive"))
    assert valid("passive", cand(passive, "∀ p : ℕ, Nat.Prime p → p ≥ 2")) is None


def test_notation_switches_symbols():
    assert valid("notation", cand(question(P2, Style(notation="symbols")))) is None
    assert "words and symbols" in valid("notation", cand(question(P2, Style(lexicon="alternate"))))


def test_notation_counts_mathlib_operators_of_several_characters():
    """"the image of s under f" → `f '' s` switches words for Mathlib's operator: a notation
    item (it was rejected as changing no symbol)."""
    f = "∀ {α β : Type*} (f : α → β) (s : Set α), s.Nonempty → (f '' s).Nonempty"
    canon = question(f)
    sym = question(f, Style(notation="symbols"))
    assert "`f '' s`" in sym
    assert valid("notation", cand(sym, f, canonical=f, canonical_question=canon)) is None
    assert "words and symbols" in valid("notation", cand(canon, f, canonical=f,
                                                         canonical_question=canon))


def test_quantifier():
    assert valid("quantifier", cand(question(P2, Style(quantifier="any")))) is None
    assert "unchanged" in valid("quantifier", cand(question(P2, Style(lexicon="alternate"))))
    dual = "¬ ∃ p : ℕ, Nat.Prime p ∧ ¬ 2 ≤ p"
    assert valid("quantifier", cand(question(dual), dual, "quantifier:dual:x")) is None
    stacked = "¬ ∃ p : ℕ, ¬ ¬ (Nat.Prime p → 2 ≤ p)"
    assert "stacked" in valid("quantifier", cand(question(stacked), stacked, "quantifier:dual:x"))


@pytest.mark.parametrize("text", [
    "Is it true that for every natural number p, if p is prime, then 2 is less than or "
    "equal to p?",                                                   # the wrapper only
    CANON,                                                           # nothing at all
])
def test_syntactic_rejects_wrapper_only_changes(text: str):
    assert "wrapper" in valid("syntactic", cand(text))


def test_syntactic_rejects_other_families_changes():
    assert valid("syntactic", cand(question(P2, Style(lexicon="alternate")))) is None
    assert "quantifier" in valid("syntactic", cand(question(P2, Style(quantifier="any"))))
    assert "notation" in valid("syntactic", cand(question(P2, Style(notation="symbols"))))


def test_unpack_needs_the_definition_gone_and_weight_evidence():
    unfolded = "∀ p : ℕ, 2 ≤ p ∧ (∀ m : ℕ, m ∣ p → m = 1 ∨ m = p) → 5 ≤ p"
    base = "∀ p : ℕ, Nat.Prime p → 5 ≤ p"
    c = cand(question(unfolded), unfolded, "unpack:prime", "weight: refuted (p=4)", base,
             question(base))
    assert valid("unpack", c) is None
    assert "weight" in valid("unpack", cand(question(unfolded), unfolded, "unpack:prime", "",
                                            base, question(base)))
    still = "∀ p : ℕ, Nat.Prime p → (∃ c : ℕ, p = 1 * c) → 5 ≤ p"
    assert "still named" in valid("unpack", cand(question(still), still, "unpack:prime",
                                                 "weight: x", base, question(base)))


def test_equivalent_rejects_logic_and_mere_order_flips():
    contra = "∀ p : ℕ, ¬ 2 ≤ p → ¬ Nat.Prime p"
    assert "not a mathematical" in valid(
        "equivalent", cand(question(contra), contra, "equivalent:contrapositive"))
    flipped = "∀ p : ℕ, Nat.Prime p → p ≥ 2"
    assert "order" in valid("equivalent", cand(question(flipped), flipped,
                                               "equivalent:le_as_lt_or_eq"))
    split = "∀ p : ℕ, Nat.Prime p → 2 < p ∨ 2 = p"
    assert valid("equivalent", cand(question(split), split, "equivalent:le_as_lt_or_eq")) is None


def test_equivalent_accepts_zero_as_absolute_value():
    f = "Real.log 0 = 0"
    alt = "|Real.log 0| = 0"
    assert valid("equivalent", cand(question(alt), alt, "equivalent:eq_zero_as_abs",
                                    canonical=f, canonical_question=question(f))) is None


def test_connective():
    assert valid("connective", cand(question(P2, Style(implication="whenever")))) is None
    assert "unchanged" in valid("connective", cand(question(P2, Style(quantifier="any"))))
