"""Items for opaque Mathlib statements (equations and predicates of Mathlib constants):
bound-variable renaming (`rewrite.rename_bound`), the syntactic family's change where the
alternate lexicon has no synonym, capture-free and alpha-equivalent (the checker proves it
by normal form); the quantifier family's dual form as an item of its own."""

from __future__ import annotations

from random import Random

import pytest

from forminv_lean.families import get_family
from forminv_lean.families.rewrite import rename_bound
from forminv_lean.formal import check, parse, to_lean
from forminv_lean.records import Provenance, Theorem


def _theorem(formal: str) -> Theorem:
    return Theorem(id="t", source="test", lean_statement="", formal=formal, nl="x",
                   domain="other", truth=True, provenance=Provenance(repo="r"))


@pytest.mark.parametrize(("formal", "renamed"), [
    ("∀ {G : Type*} [Group G] (a : G), ∀ n : ℤ, a ^ (n + 1) = a ^ n * a",
     "∀ {G : Type*} [Group G] (b : G) (m : ℤ), b ^ (m + 1) = b ^ m * b"),
    # upper-case and Greek letters within their own alphabets; `Y` is taken, so `X` → `W`
    ("∀ (X Y : AlgebraicGeometry.Scheme) (ε : ℝ), X = Y ∧ ε = ε",
     "∀ (W Z : AlgebraicGeometry.Scheme) (ζ : ℝ), W = Z ∧ ζ = ζ"),
    # `p.1` is `p`'s first component: renamed with `p`; `q` is taken by nothing, so `p` → `q`
    ("∀ {α : Type*} [PseudoMetricSpace α], Continuous fun p : α × α ↦ dist p.1 p.2",
     "∀ {α : Type*} [PseudoMetricSpace α], Continuous (fun (q : α × α) => dist (Prod.fst q) "
     "(Prod.snd q))"),
    # `b` is used, so `a` goes to the nearest free letter (`c`); `m` is taken, `n` → `p`
    ("∀ (a b : ℕ) (m n : ℕ), a * m + b = n", "∀ (c d k p : ℕ), c * k + d = p"),
    # a name bound twice is left alone (no capture to reason about); nothing else to rename
    ("∀ n : ℕ, (∃ n : ℕ, n = 0) ∧ n = n", None),
    # only one-letter names of values: `pres`, `pkg` and the type variable `α` keep theirs
    ("∀ (pres pkg : ℕ), pres = pkg", None),
    ("∀ {α : Type*} [LE α], IsUpperSet (Set.univ : Set α)", None),
    # `X` and `Y` are written in `f`'s type (the checker keeps it as text): only `f` renamed
    ("∀ (X Y : AlgebraicGeometry.Scheme) (f : X ⟶ Y), f = f",
     "∀ (X Y : AlgebraicGeometry.Scheme) (g : Quiver.Hom X Y), g = g"),
    # likewise in an ascription's type (`(a : ZMod p)`): only `a` renamed
    ("∀ (a : ℤ) (p : ℕ), a.gcd p = 1 → (a : ZMod p) ≠ 0",
     "∀ (b : ℤ) (p : ℕ), Int.gcd b (↑p : ℤ) = 1 → (↑b : ZMod p) ≠ 0"),
])
def test_rename_bound(formal: str, renamed: str | None) -> None:
    got = rename_bound(parse(formal))
    if renamed is None:
        assert got is None
        return
    assert got is not None and to_lean(got) == renamed


def test_a_renamed_statement_is_proved_equivalent_by_normal_form() -> None:
    formal = "∀ {G : Type*} [Group G] (a : G), ∀ n : ℤ, a ^ (n + 1) = a ^ n * a"
    got = rename_bound(parse(formal))
    assert got is not None
    r = check(formal, to_lean(got), level="form")
    assert r.verdict == "equivalent" and not r.vacuous, r


def test_syntactic_gives_a_synonym_and_a_renaming_as_two_items() -> None:
    fam = get_family("syntactic")
    # `≤` has a synonym ("is at most"): the synonym item, and the renaming beside it
    syn, ren, reordered = fam.paraphrases(_theorem("∀ a b : ℕ, a ≤ a + b"), Random(0))
    assert reordered.rule == "reorder" and "natural numbers b and a" in reordered.question
    assert syn.rule == "synonyms" and "at most" in syn.question
    assert ren.rule == "rename" and "at most" not in ren.question
    assert ren.formal is not None and "a ≤" not in ren.formal
    r = check("∀ a b : ℕ, a ≤ a + b", ren.formal, level="form")
    assert r.verdict == "equivalent" and not r.vacuous, r
    # an equation of group terms has none: the bound variables are renamed
    [p] = fam.paraphrases(_theorem("∀ {G : Type*} [Group G] (a : G), a * 1 = a"), Random(0))
    assert p.rule == "rename" and "element b of G" in p.question


@pytest.mark.parametrize(("a", "b", "same"), [
    ("∀ a b : ℕ, a - b = 0", "∀ c d : ℕ, c - d = 0", True),
    ("∀ a b : ℕ, a - b = 0", "∀ b a : ℕ, a - b = 0", False),     # exchanged: another claim
    # a name bound twice (Mathlib's `∀ ⦃s t⦄` under `s`): scope by scope
    ("∀ s : ℕ, (∀ s t : ℕ, t ≤ s) → s = s", "∀ s : ℕ, (∀ s u : ℕ, u ≤ s) → s = s", True),
    ("∀ s : ℕ, (∀ s t : ℕ, t ≤ s) → s = s", "∀ s : ℕ, (∀ u t : ℕ, t ≤ s) → s = s", False),
    # a free name is not a bound one
    ("∀ a : ℕ, a = n", "∀ b : ℕ, b = m", False),
    ("∀ {α : Type*} (s : Set α), s = {x | x ∈ s}", "∀ {α : Type*} (t : Set α), t = {y | y ∈ t}",
     True),
])
def test_alpha_normal(a: str, b: str, same: bool) -> None:
    from forminv_lean.families.rewrite import alpha_normal

    assert (alpha_normal(parse(a)) == alpha_normal(parse(b))) is same


def test_quantifier_gives_a_wording_and_the_dual_form_as_two_items() -> None:
    fam = get_family("quantifier")
    got = fam.paraphrases(_theorem("∀ {G : Type*} [Group G] (a : G), a * 1 = a"), Random(0))
    assert [p.rule.split(":")[0] for p in got] == ["phrase", "setting", "dual"], got
    assert "there is no element" in got[2].question
    # the opening setting said as a quantifier, the rendering unchanged
    assert got[1].question.startswith("For every group G, for every element a of G")
    assert got[1].formal == "∀ {G : Type*} [Group G] (a : G), a * 1 = a"
    # no dual form (a compound claim): the wording alone
    got = fam.paraphrases(_theorem("∀ n : ℕ, n = 0 ∨ 0 < n"), Random(0))
    assert [p.rule.split(":")[0] for p in got] == ["phrase"], got


def test_an_opaque_equation_and_its_swap_are_one_formula_to_the_checker() -> None:
    # Two sides whose types are only "the result of an unknown function" are one type; the
    # elaborator names it the same way whichever side comes first, so `eq_comm` is proved
    # (it used to take the left side's name, and `b = a` stayed undecided).
    a = "∀ {α : Type*}, (MulOpposite.op : α → αᵐᵒᵖ) ∘ MulOpposite.unop = id"
    b = "∀ {α : Type*}, id = (MulOpposite.op : α → αᵐᵒᵖ) ∘ MulOpposite.unop"
    r = check(a, b, level="form")
    assert r.verdict == "equivalent" and not r.vacuous, r
    # and the swap is still no other claim: an inequation of the same sides is refuted or open
    assert check(a, b.replace(" = ", " ≠ "), level="form").verdict != "equivalent"


def test_syntactic_renames_type_variables_when_no_value_is_bound() -> None:
    formal = "∀ {α : Type*}, (MulOpposite.op : α → αᵐᵒᵖ) ∘ MulOpposite.unop = id"
    assert rename_bound(parse(formal)) is None          # no value variable to rename
    [p] = get_family("syntactic").paraphrases(_theorem(formal), Random(0))
    assert p.rule == "rename" and "For every type β" in p.question, p
    assert p.formal is not None
    r = check(formal, p.formal, level="form")
    assert r.verdict == "equivalent" and not r.vacuous, r


@pytest.mark.parametrize(("formal", "expanded"), [
    # a Prop class on a value is a hypothesis
    ("∀ {α : Type*} (M : Matroid α) [Matroid.RankInfinite M], ¬ Matroid.RankFinite M",
     "∀ {α : Type*} (M : Matroid α), Matroid.RankInfinite M → ¬Matroid.RankFinite M"),
    # bounded quantifiers: `→` under ∀, `∧` under ∃
    ("∀ (s : Set ℕ), (∀ x ∈ s, x = 0) → ∃ y ∈ s, y = 0",
     "∀ (s : Set ℕ), (∀ (x : ℕ), x ∈ s → x = 0) → (∃ (y : ℕ), y ∈ s ∧ y = 0)"),
    # a data class on a value (`Fintype s`) is no hypothesis: nothing
    ("∀ {α : Type*} (s : Set α) [Fintype s], s.toFinset.card = Fintype.card s", None),
    # nothing restricted: nothing
    ("∀ {G : Type*} [Group G] (a : G), a * 1 = a", None),
])
def test_quantifier_says_a_restriction_as_a_hypothesis(formal: str, expanded: str | None) -> None:
    got = [p for p in get_family("quantifier").paraphrases(_theorem(formal), Random(0))
           if p.rule.startswith("restricted")]
    if expanded is None:
        assert got == []
        return
    [p] = got
    assert p.formal == expanded
    assert ", if " in p.question or "such that y belongs to s and" in p.question, p.question
    r = check(formal, expanded, level="form")
    assert r.verdict == "equivalent" and not r.vacuous, r


def test_quantifier_dual_negates_a_mathlib_predicate_only_after_a_hypothesis() -> None:
    fam = get_family("quantifier")
    formal = ("∀ {α : Type*} {β : Type*} [PseudoEMetricSpace α] [PseudoEMetricSpace β] "
              "(K : ℝ≥0) (f : α → β), LipschitzWith K f → Continuous f")
    [dual] = [p for p in fam.paraphrases(_theorem(formal), Random(0))
              if p.rule.startswith("dual")]
    assert "and it is not the case that f is continuous" in dual.question, dual.question
    assert dual.formal is not None
    r = check(formal, dual.formal, level="form")
    assert r.verdict == "equivalent" and not r.vacuous, r
    # no hypothesis: "there is no … such that it is not the case that …" would stack them
    bare = "∀ {α : Type*} [CompleteSemilatticeSup α] (s : Set α), IsLUB s (SupSet.sSup s)"
    assert not [p for p in fam.paraphrases(_theorem(bare), Random(0))
                if p.rule.startswith("dual")]


def test_the_setting_said_as_a_quantifier_reads_back_and_is_a_quantifier_item() -> None:
    from forminv_lean.families.base import Candidate
    from forminv_lean.families.common import realised_canonical
    from forminv_lean.informalise.reader import read, same_formula, spellings

    formal = "∀ {X : Type*} [TopologicalSpace X] [T1Space X], Continuous (@CofiniteTopology.of X)"
    fam = get_family("quantifier")
    [p] = [p for p in fam.paraphrases(_theorem(formal), Random(0)) if p.rule == "setting:for"]
    assert p.question.startswith("For every topological space X that is also a T1 space,")
    reading = read(p.question, names=spellings(formal)).formal
    assert same_formula(reading, formal)
    canonical = realised_canonical(formal)
    assert canonical is not None and fam.valid is not None
    assert fam.valid(Candidate(question=p.question, canonical_question=canonical,
                               read_back=reading, canonical_formal=formal,
                               rule="quantifier:setting:for")) is None
    # a statement that opens with no setting gets none
    assert not [p for p in fam.paraphrases(_theorem("∀ n : ℕ, n + 0 = n"), Random(0))
                if p.rule == "setting:for"]


def test_a_restricted_binder_is_a_conjunct_of_the_dual_form() -> None:
    formal = "∀ {α : Type*} (M : Matroid α) [Matroid.RankInfinite M], ¬ Matroid.RankFinite M"
    got = get_family("quantifier").paraphrases(_theorem(formal), Random(0))
    [dual] = [p for p in got if p.rule == "dual:not_exists_not"]
    assert "there is no" in dual.question and "M is rank infinite and M is rank finite" \
        in dual.question, dual.question
    assert dual.formal is not None
    r = check(formal, dual.formal, level="form")
    assert r.verdict == "equivalent" and not r.vacuous, r
