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
    assert "words and symbols" in valid("notation", cand(
        question(f, Style(quantifier="any")), f, canonical=f, canonical_question=canon))


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


def test_equivalent_accepts_an_equation_swapped_only_as_eq_comm():
    """`a = b` / `b = a` is F8's `eq_comm`; under that rule nothing else may change."""
    eq = "∀ a b : ℕ, a * b = b + a"
    swapped = "∀ a b : ℕ, b + a = a * b"
    args = {"canonical": eq, "canonical_question": question(eq)}
    assert valid("equivalent", cand(question(swapped), swapped, "equivalent:eq_comm",
                                    **args)) is None
    other = "∀ a b : ℕ, b + a = b * a"
    assert "sides swapped, as elaborated" in valid(
        "equivalent", cand(question(other), other, "equivalent:eq_comm", **args))
    # another rule's item that only swaps an equation is still refused
    assert "order" in valid("equivalent", cand(question(swapped), swapped,
                                               "equivalent:eq_as_sub_eq_zero", **args))


def test_syntactic_accepts_renamed_bound_variables_and_nothing_more():
    eq = "∀ {G : Type*} [Group G] (a : G) (n : ℤ), a ^ (n + 1) = a ^ n * a"
    renamed = "∀ {G : Type*} [Group G] (b : G) (m : ℤ), b ^ (m + 1) = b ^ m * b"
    args = {"canonical": eq, "canonical_question": question(eq)}
    assert valid("syntactic", cand(question(renamed), renamed, "syntactic:rename",
                                   **args)) is None
    # renaming that also changes the claim (`b * b` for `b ^ m * b`) is refused
    changed = "∀ {G : Type*} [Group G] (b : G) (m : ℤ), b ^ (m + 1) = b * b"
    assert "bound variables" in valid(
        "syntactic", cand(question(changed), changed, "syntactic:rename", **args))
    # two variables exchanged: the same names, another claim
    swapped = "∀ a b : ℕ, a - b = 0"
    assert "bound variables" in valid(
        "syntactic", cand(question("∀ b a : ℕ, a - b = 0"), "∀ b a : ℕ, a - b = 0",
                          "syntactic:rename", canonical=swapped,
                          canonical_question=question(swapped)))
    # a synonym rewording is still held to the old test (not an alpha-renaming)
    assert "changed the formula" in valid(
        "syntactic", cand(question(renamed), renamed, "syntactic:synonyms", **args))


def test_connective():
    assert valid("connective", cand(question(P2, Style(implication="whenever")))) is None
    assert "unchanged" in valid("connective", cand(question(P2, Style(quantifier="any"))))


# -- issue #26: each item carries its own family's change, and only that --------------------

def test_order_rejects_an_equation_written_the_other_way_round():
    """`a = b` / `b = a` is Eq.symm (F8), not a comparison's direction (F6)."""
    eq = "∀ a b : ℕ, a * b = b + a"
    swapped = "∀ a b : ℕ, b + a = a * b"
    why = valid("order", cand(question(swapped), swapped, "order:flip:=", canonical=eq,
                              canonical_question=question(eq)))
    assert why is not None and "equation" in why


def test_order_needs_the_direction_changed_in_the_words_too():
    flipped = "∀ p : ℕ, Nat.Prime p → p ≥ 2"
    # the flipped formula, but a text whose comparison words are the canonical's
    why = valid("order", cand(question(P2, Style(quantifier="any")), flipped))
    assert why is not None and "comparison words" in why


def test_syntactic_needs_a_synonym_not_only_the_copula():
    f = "∀ n : ℕ, n + 0 = n"
    canon = question(f)
    assert "equals" in canon
    copula = canon.replace("equals", "is equal to")
    why = valid("syntactic", cand(copula, f, canonical=f, canonical_question=canon))
    assert why is not None and "synonym" in why
    prime = CANON.replace("p is prime", "p is a prime number")
    assert "synonym" in valid("syntactic", cand(prime))
    assert valid("syntactic", cand(CANON.replace("less than or equal to", "at most"))) is None


def test_syntactic_never_words_a_subset_as_is_included_in():
    """"s is included in t" is a passive participle: the passive family's change."""
    f = "∀ s t : Set ℕ, s ⊆ t → s ∩ t = s"
    alt = question(f, Style(lexicon="alternate"))
    assert "included" not in alt and "is a subset of" in alt
    canon = question(f)
    included = canon.replace("is a subset of", "is included in")
    why = valid("syntactic", cand(included, f, canonical=f, canonical_question=canon))
    assert why is not None and "passive" in why


def test_equivalent_rejects_a_switch_between_words_and_symbols():
    f = "∀ a b : ℝ, |a * b| = |a| * |b|"
    canon = question(f)
    assert "the absolute value of" in canon
    alt = "∀ a b : ℝ, |a * b| - |a| * |b| = 0"
    text = question(alt)
    why = valid("equivalent", cand(text, alt, "equivalent:eq_as_sub_eq_zero", canonical=f,
                                   canonical_question=canon))
    assert why is not None and "notation" in why, (text, why)


@pytest.mark.parametrize(("family", "canonical", "item", "rule", "note", "kind"), [
    # pow_two's `a ^ 2 = a * a` with a squared written as a product
    ("equivalent", "∀ {M : Type*} [Monoid M], ∀ a : M, a ^ 2 = a * a",
     "∀ {M : Type*} [Monoid M], ∀ a : M, a * a = a * a", "equivalent:sq_as_mul", "",
     "tautology"),
    # Nat.Prime unfolded in the hypothesis of a statement that concludes its second half
    ("unpack", "∀ p : ℕ, Nat.Prime p → (∀ m : ℕ, m ∣ p → m = 1 ∨ m = p)",
     "∀ p : ℕ, 2 ≤ p → (∀ d : ℕ, d ∣ p → d = 1 ∨ d = p) → (∀ m : ℕ, m ∣ p → m = 1 ∨ m = p)",
     "unpack:prime", "weight: refuted", "hypothesis restates"),
])
def test_degenerate_items_are_rejected(family, canonical, item, rule, note, kind):
    why = valid(family, cand(question(item), item, rule, note, canonical, question(canonical)))
    assert why is not None and why.startswith("degenerate") and kind in why


def test_a_degenerate_canonical_does_not_reject_its_items():
    """`a ≤ b → a ≤ b ∨ …`-shaped theorems are what they are: only a change that makes a
    statement trivial is the item's fault."""
    f = "∀ a b : ℕ, a = b → a = b ∨ a < b"
    other = "∀ a b : ℕ, a = b → a = b ∨ b > a"
    assert valid("order", cand(question(other), other, "order:flip:<", canonical=f,
                               canonical_question=question(f))) is None


def test_connective_rejects_both_hold_only_if():
    f = "∀ a b c : ℕ, a ∣ b → b ∣ c → a ∣ c"
    canon = question(f)
    text = question(f, Style(implication="only_if"))
    assert "both hold only if" in text
    why = valid("connective", cand(text, f, canonical=f, canonical_question=canon))
    assert why is not None and "only if" in why
    assert valid("connective", cand(question(f, Style(implication="whenever")), f,
                                    canonical=f, canonical_question=canon)) is None


def test_connective_is_rule_certified_and_its_llm_wordings_wait_for_review():
    """Connective's rule-made items are T2 (the phrase table and the read-back certify them,
    no review is recorded); an LLM's connective wording still needs a reviewer."""
    from forminv_lean.certify.policy import ReadOutcome, judge
    from forminv_lean.records import Item

    fam = get_family("connective")
    assert fam.tier == "T2" and "phrase table" in fam.certified_by
    for kind, disposition in (("rule", "release"), ("llm", "review"), ("imported", "review")):
        it = Item(id="t__connective_0", theorem_id="t", family="connective", tier=fam.tier,
                  question=question(P2, Style(implication="whenever")), ground_truth="TRUE",
                  generator={"kind": kind, "name": "connective:x"})
        out = judge(it, fam, None, reading=ReadOutcome(True, same=True, formal=P2))
        assert out.disposition == disposition, (kind, out)


def test_a_plugin_family_gets_the_common_checks():
    """A family from another package, with or without its own predicate, still rejects a
    degenerate item and a no-op (the checks run on every item, not only the built-ins')."""
    from forminv_lean.families.base import Family

    def own(c: Candidate) -> str | None:
        return "own check" if "own" in c.question else None

    f = "∀ {M : Type*} [Monoid M], ∀ a : M, a ^ 2 = a * a"
    taut = "∀ {M : Type*} [Monoid M], ∀ a : M, a * a = a * a"
    for pred in (None, own):
        fam = Family(id="x", alias="X", tier="T1", description="", max_level="form",
                     lean_strategy="", valid=pred)
        assert fam.valid is not None
        why = fam.valid(cand(question(taut), taut, canonical=f, canonical_question=question(f)))
        assert why is not None and why.startswith("degenerate")
        assert "wrapper" in fam.valid(cand(CANON))
    assert get_family("order").valid is get_family("order").valid   # built-ins not re-wrapped
    from forminv_lean.families import validity
    assert get_family("order").valid is validity.order


def test_quantifier_accepts_a_restriction_said_as_a_hypothesis_only_with_the_same_formula():
    canonical = "∀ {α : Type*} (M : Matroid α) [Matroid.RankInfinite M], ¬ Matroid.RankFinite M"
    expanded = "∀ {α : Type*} (M : Matroid α), Matroid.RankInfinite M → ¬Matroid.RankFinite M"
    args = {"canonical": canonical, "canonical_question": question(canonical)}
    assert valid("quantifier", cand(question(expanded), expanded,
                                    "quantifier:restricted:hypothesis", **args)) is None
    other = "∀ {α : Type*} (M : Matroid α), Matroid.RankFinite M → ¬Matroid.RankInfinite M"
    assert valid("quantifier", cand(question(other), other,
                                    "quantifier:restricted:hypothesis", **args)) is not None
