"""The rule-based generators on the whole curated set: like with like (one change against
the realised canonical), determinism, and none of the paper's documented error classes
(biconditional overreach, passive inversion of ∣, dropped type context)."""

from __future__ import annotations

import re
from collections import defaultdict

import pytest

from forminv_lean.extract import extract
from forminv_lean.families import FAMILIES, get_family
from forminv_lean.families.generate import CANONICAL_HAND, CANONICAL_REALISED, paraphrase
from forminv_lean.families.rewrite import BinOp, Name, Quant, peel, walk
from forminv_lean.families.validity import LOGIC_RULES, MATH_RULES, sentence
from forminv_lean.formal import parse
from forminv_lean.informalise import realise

pytestmark = pytest.mark.slow  # end-to-end: `make test-fast` leaves it out

BICONDITIONAL = re.compile(r"if and only if|exactly when|precisely when|just in case|\biff\b")
TYPE_WORDS = {"ℕ": "natural number", "ℤ": "integer", "ℚ": "rational number", "ℝ": "real number"}


@pytest.fixture(scope="module")
def curated():
    theorems = extract("curated").theorems
    return theorems, paraphrase(theorems, seed=0)


def by_theorem(items):
    out = defaultdict(list)
    for i in items:
        out[i.theorem_id].append(i)
    return out


def test_all_families_registered_with_metadata():
    assert set(FAMILIES.names()) >= {"syntactic", "quantifier", "passive", "notation",
                                     "connective", "order", "unpack", "equivalent"}
    tiers = {f: get_family(f).tier for f in FAMILIES.names()}
    assert tiers["order"] == "T1" and tiers["passive"] == "T2" and tiers["connective"] == "T2"
    assert get_family("variation").id == "connective"
    assert all(get_family(f).valid is not None for f in FAMILIES.names())
    with pytest.raises(Exception, match="valid: .*notation"):
        get_family("notatoin")


def test_deterministic_and_covering(curated):
    theorems, items = curated
    again = paraphrase(theorems, seed=0)
    assert [i.model_dump() for i in items] == [i.model_dump() for i in again]
    assert len({i.id for i in items}) == len(items)
    canon = [i for i in items if i.family == "canonical"]
    assert len(canon) == len(theorems)
    realised = [i for i in canon if i.generator.name == CANONICAL_REALISED]
    with_formal = [t for t in theorems if t.formal]
    assert len(realised) == len(with_formal)   # every rendering is worded and read back
    assert {i.generator.name for i in canon} <= {CANONICAL_REALISED, CANONICAL_HAND}
    assert {i.family for i in items} >= set(FAMILIES.names()) | {"canonical"}


def test_each_item_is_its_canonical_plus_one_recorded_change(curated):
    _, items = curated
    for _tid, group in by_theorem(items).items():
        canon = next(i for i in group if i.family == "canonical")
        for it in group:
            if it.family == "canonical":
                assert it.change is None
                continue
            assert it.change is not None and it.change.edits, it.id
            assert it.change.rule == it.generator.name
            # replaying the edits on the canonical question gives the item's question
            text, shift = canon.question, 0
            for e in it.change.edits:
                assert canon.question[e.start:e.end] == e.before
                start, end = e.start + shift, e.end + shift
                text = text[:start] + e.after + text[end:]
                shift += len(e.after) - (e.end - e.start)
            assert " ".join(text.split()) == " ".join(it.question.split()), it.id


def test_no_item_repeats_another_of_its_theorem(curated):
    _, items = curated
    for tid, group in by_theorem(items).items():
        texts = [sentence(i.question) for i in group]
        assert len(texts) == len(set(texts)), tid


def test_no_biconditional_overreach_on_implications(curated):
    theorems, items = curated
    th = {t.id: t for t in theorems}
    checked = 0
    for it in items:
        t = th[it.theorem_id]
        if it.family == "canonical" or t.formal is None:
            continue
        if any(isinstance(x, BinOp) and x.op == "↔" for x in walk(parse(t.formal))):
            continue
        checked += 1
        assert not BICONDITIONAL.search(it.question), (it.id, it.question)
    assert checked > 300


def test_passive_never_inverts_divisibility(curated):
    theorems, items = curated
    th = {t.id: t for t in theorems}
    passive = [i for i in items if i.family == "passive"]
    assert len(passive) > 50
    seen = 0
    for it in passive:
        assert it.formal == th[it.theorem_id].formal  # the wording changes, never the claim
        pairs = {(x.lhs.id, x.rhs.id) for x in walk(parse(it.formal))
                 if isinstance(x, BinOp) and x.op == "∣" and isinstance(x.lhs, Name)
                 and isinstance(x.rhs, Name)}
        for a, b in pairs:
            seen += 1
            assert re.search(rf"\b{b} is (not )?divisible by {a}\b", it.question), it.question
            if (b, a) not in pairs:  # antisymmetry states both directions on purpose
                assert not re.search(rf"\b{a} is (not )?divisible by {b}\b", it.question)
    assert seen >= 3


def test_type_context_is_never_dropped(curated):
    _, items = curated
    checked = 0
    for it in items:
        if it.formal is None or it.generator.name == CANONICAL_HAND:
            continue
        qs, _ = peel(parse(it.formal))
        types = {b.type.id for q in qs for b in q.binders if isinstance(b.type, Name)}
        for ty in types & set(TYPE_WORDS):
            checked += 1
            assert TYPE_WORDS[ty] in it.question, (it.id, ty, it.question)
    assert checked > 300


def test_every_generated_rendering_parses(curated):
    _, items = curated
    for it in items:
        if it.formal is not None:
            parse(it.formal)


def test_families_stay_in_their_lane(curated):
    _, items = curated
    for it in items:
        rule = it.generator.name.split(":", 1)[-1]
        if it.family == "equivalent":   # no contrapositive, no ↔-splitting
            assert rule in MATH_RULES | LOGIC_RULES, it.id
        if it.family == "connective":
            assert not re.search(r"just in case|precisely when|implies", it.question)
        if it.family == "unpack":
            assert it.change is not None and it.change.note.startswith("weight:"), it.id


def test_unpack_skips_unfoldings_that_make_the_statement_trivial(curated):
    """'Every prime is at least 2' unfolded at its hypothesis is true whatever the divisor
    clause says; such theorems get no unpack item."""
    _, items = curated
    unpacked = {i.theorem_id for i in items if i.family == "unpack"}
    assert not unpacked & {"nat_prime_two_le", "nat_prime_one_lt", "nat_prime_pos",
                           "set_subset_def", "nat_not_prime_one"}
    assert {"nat_prime_five_le_of_ne_two_of_ne_three", "nat_prime_two", "nat_dvd_add"} <= unpacked


def test_realised_canonical_names_each_binder_type():
    s = realise("∀ a b : ℤ, a < b → ∃ c : ℝ, (a : ℝ) < c")
    assert "integer" in s and "real number" in s


def test_quantifier_dual_keeps_type_binders_universal():
    from forminv_lean.families.quantifier import not_exists_not

    dual = not_exists_not(parse("∀ {G : Type*} [AddGroup G] (a : G), a + 0 = a"))
    assert isinstance(dual, Quant) and dual.kind == "∀"
    # a negated conclusion loses its negation instead of stacking a second one
    assert not_exists_not(parse("∀ n : ℕ, ¬ n < n")) == parse("¬ ∃ n : ℕ, n < n")
    # no dual when the negation would land on a compound claim
    assert not_exists_not(parse("∀ n : ℕ, n = 0 ∨ n > 0")) is None


@pytest.mark.parametrize(("formal", "rule", "rewritten"), [
    # a closed equation, typed by the elaborator (`Real.log 0 : ℝ`)
    ("Real.log 0 = 0", "eq_zero_as_abs", "|Real.log 0| = 0"),
    # a closed equation of reals with another side than 0: `sub_eq_zero` (typed likewise)
    ("Real.cos (Real.pi / 3) = 1 / 2", "eq_as_sub_eq_zero",
     "Real.cos (Real.pi / 3) - 1 / 2 = 0"),
    # of natural numbers never (`-` truncates)
    ("Nat.succ 3 = 4", "eq_comm", "4 = 3 + 1"),
    # another rule applies: the fallback is not offered, so no existing choice moves
    ("∀ x : ℝ, x - 1 = 0 → x ≤ 1", "le_as_lt_or_eq", None),
    # ℕ has no signed absolute value rule: only the equation's sides swapped (`eq_comm`)
    ("∀ n : ℕ, n - n = 0", "eq_comm", "∀ (n : ℕ), 0 = n - n"),
    # an equation between matrix entries or finite-set sizes is no set equation (`s ⊆ t ∧ t ⊆
    # s` was offered for any variable of an applied type, and its wording never read back)
    ("∀ {n R : Type*} [AddCommMonoid R] (A : Matrix n n R), Matrix.trace A = 0", "eq_comm",
     None),
    ("∀ {α : Type*} (s t : Finset α), Finset.card s = Finset.card t", "eq_comm",
     "∀ {α : Type*} (s t : Finset α), Finset.card t = Finset.card s"),
    # the symmetry of ↔, last; hypotheses in another order are logic alone, never offered
    ("∀ {α : Type*} (p q : α → Prop), (∀ x, p x ∧ q x) ↔ (∀ x, p x) ∧ ∀ x, q x", "iff_comm",
     None),
    ("∀ {M : Type*} [Monoid M] (a b : M), IsUnit a → IsUnit b → IsUnit (a * b)", None, None),
    ("∀ {α : Type*} (s t : Set α), s ∩ t = t ∩ s", "set_eq_as_subsets", None),
])
def test_equivalent_falls_back_to_zero_as_absolute_value(formal, rule, rewritten):
    from random import Random

    from forminv_lean.records import Provenance, Theorem

    th = Theorem(id="t", source="test", lean_statement="", formal=formal, nl="x", domain="other",
                 truth=True, provenance=Provenance(repo="r"))
    got = list(get_family("equivalent").paraphrases(th, Random(0)))
    if rule is None:
        assert got == []
        return
    assert got[0].rule == rule, got
    if rewritten is not None:
        assert got[0].formal == rewritten
    # a rule of arithmetic, order or sets is one item; the symmetry of `=` or `↔` another
    if rule not in ("eq_comm", "iff_comm"):
        assert [p.rule for p in got[1:]] in ([], ["eq_comm"], ["iff_comm"]), got
    else:
        assert len(got) == 1, got


def test_equivalent_gives_a_rule_and_the_symmetry_of_an_equation_as_two_items():
    from random import Random

    from forminv_lean.records import Provenance, Theorem

    th = Theorem(id="t", source="test", lean_statement="", formal="Real.log 0 = 0", nl="x",
                 domain="other", truth=True, provenance=Provenance(repo="r"))
    got = list(get_family("equivalent").paraphrases(th, Random(0)))
    assert [(p.rule, p.formal) for p in got] == [("eq_zero_as_abs", "|Real.log 0| = 0"),
                                                 ("eq_comm", "0 = Real.log 0")], got


@pytest.mark.parametrize(("formal", "unfolded"), [
    # Mathlib's `Nat.modEq_one`: the unfolding carries the claim (with `False` for it, the
    # statement is refuted), so it is an item
    ("∀ a b : ℕ, a ≡ b [MOD 1]", "∀ (a b : ℕ), a % 1 = b % 1"),
    ("∀ a : ℕ, a ≡ a + 6 [MOD 3]", "∀ (a : ℕ), a % 3 = (a + 6) % 3"),
    # unfolded, the statement would say `X → X`: no paraphrase
    ("∀ a b : ℕ, a % 3 = b % 3 → a ≡ b [MOD 3]", None),
    # the weakened statement (`True` for the hypothesis) is refuted only with the congruence
    # interpreted (Z3 at the definitions level checks the ground instance): that is the evidence
    ("∀ a b n : ℕ, a ≡ b [MOD n] → b ≡ a [MOD n]",
     "∀ (a b n : ℕ), a % n = b % n → Nat.ModEq n b a"),
])
def test_unpack_unfolds_a_congruence_to_its_definition(formal, unfolded):
    from random import Random

    from forminv_lean.records import Provenance, Theorem

    th = Theorem(id="t", source="test", lean_statement="", formal=formal, nl="x", domain="other",
                 truth=True, provenance=Provenance(repo="r"))
    got = list(get_family("unpack").paraphrases(th, Random(0)))
    if unfolded is None:
        assert got == []
        return
    assert len(got) == 1 and got[0].rule.endswith("modeq"), got
    assert got[0].formal == unfolded and "weight:" in got[0].note


def _theorem(formal: str):
    from forminv_lean.records import Provenance, Theorem

    return Theorem(id="t", source="test", lean_statement="", formal=formal, nl="x",
                   domain="other", truth=True, provenance=Provenance(repo="r"))


def test_order_items_all_change_a_comparison_direction(curated):
    """F6 is `√x ≥ 0` / `0 ≤ √x`; an equation's sides swapped is F8 (issue #26: 96 of 166)."""
    theorems, items = curated
    order = [i for i in items if i.family == "order"]
    assert order and all(i.generator.name.split(":")[-1] in ("<", "≤", ">", "≥")
                         for i in order), {i.generator.name for i in order}
    with_ineq = {t.id for t in theorems if t.formal and
                 any(isinstance(x, BinOp) and x.op in ("<", "≤", ">", "≥")
                     for x in walk(parse(t.formal)))}
    assert {i.theorem_id for i in order} <= with_ineq


@pytest.mark.parametrize("formal", ["∀ n k : ℕ, n + k = k + n", "∀ a b : ℤ, a ≠ b → b ≠ a"])
def test_order_gives_nothing_without_an_inequality(formal):
    from random import Random

    assert list(get_family("order").paraphrases(_theorem(formal), Random(0))) == []


@pytest.mark.parametrize("seed", range(12))
def test_connective_never_puts_several_hypotheses_before_only_if(seed):
    from random import Random

    for formal in ("∀ a b c : ℕ, a ∣ b → b ∣ c → a ∣ c", "∀ m n : ℕ, 0 < m ∧ m ≤ n → m ∣ n"):
        got = list(get_family("connective").paraphrases(_theorem(formal), Random(seed)))
        assert len(got) == 1 and "only if" not in got[0].question, got
    single = list(get_family("connective").paraphrases(
        _theorem("∀ n : ℕ, 2 ≤ n → 1 ≤ n"), Random(seed)))
    assert len(single) == 1 and single[0].rule in ("implies:whenever", "implies:only_if")


def test_quantifier_dual_of_a_marked_predicate_says_does_not_hold():
    """A conclusion the realiser leaves as marked Lean is negated with one plain "does not
    hold", so its dual form is offered; a worded predicate ("is infinite") would take "it is
    not the case that" under "there is no" and is not."""
    from forminv_lean.families.quantifier import _plain_dual, not_exists_not

    marked = parse("∀ {R : Type*} [CommSemiring R] (a : R), "
                   "(Polynomial.X + Polynomial.C a).Separable")
    assert not_exists_not(marked) is None
    p = _plain_dual(marked)
    assert p is not None and "there is no element a of R such that" in p.question
    assert "does not hold" in p.question and "it is not the case" not in p.question
    worded = parse("∀ {α : Type*} [Preorder α] [NoMaxOrder α] (a : α), (Set.Ici a).Infinite")
    assert _plain_dual(worded) is None
