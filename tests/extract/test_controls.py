"""False controls (issue #24 item 5): near misses of true theorems, each refuted by the checker
with a counterexample, worded by the realiser and read back, about one theorem in ten,
labelled FALSE, the same for the same seed."""

from __future__ import annotations

from pathlib import Path

import pytest

from forminv_lean.extract.controls import (
    GIVEN,
    WITNESS,
    _at_type_variables,
    control_of,
    false_controls,
    mutations,
)
from forminv_lean.extract.curated import _load_curated
from forminv_lean.families.common import realised_canonical
from forminv_lean.formal import parse
from forminv_lean.formal.checker import decide
from forminv_lean.informalise.mathtext import lean_text
from forminv_lean.records import Theorem

CURATED = Path(__file__).resolve().parents[2] / "extract" / "curated" / "theorems.toml"


@pytest.fixture(scope="module")
def true_theorems() -> list[Theorem]:
    """The curated set's TRUE theorems with renderings: real Mathlib statements, stand-ins for
    formalised Track B theorems (the controls look only at `formal` and `truth`)."""
    return [t for t in _load_curated(CURATED) if t.truth and t.formal]


def _theorem(formal: str, tid: str = "t") -> Theorem:
    return Theorem(id=tid, source="ntp-mathlib", lean_statement=f"theorem {tid} : {formal}",
                   formal=formal, nl="x", domain="other")


def test_dropping_the_hypothesis_of_a_true_theorem_gives_a_refuted_false_control() -> None:
    c = control_of(_theorem("∀ n : ℕ, 0 < n → 1 ≤ n", "pos_iff"))
    assert c is not None
    assert c.truth is False and c.mathlib_name == ""
    assert c.id == "false_drop-hypothesis.pos_iff"
    assert parse(c.formal) == parse("∀ n : ℕ, 1 ≤ n")
    assert c.counterexample == {"n": "0"}
    res = decide(c.formal)
    assert res.verdict == "refuted" and res.counterexample == c.counterexample
    assert realised_canonical(c.formal) is not None
    assert c.nl.startswith("For every natural number n")


def test_a_change_that_contradicts_its_theorem_is_refuted_through_it() -> None:
    """The checker keeps `Real.sinh` opaque, so it cannot refute `sinh (-x) ≠ -sinh x` alone;
    it proves `theorem → ¬ change` (ℝ is inhabited), and the theorem is Mathlib's."""
    t = _theorem("∀ x : ℝ, Real.sinh (-x) = -Real.sinh x", "sinh_neg").model_copy(
        update={"mathlib_name": "Real.sinh_neg"})
    c = control_of(t)
    assert c is not None and c.truth is False
    assert c.id == "false_negate-equation.sinh_neg"
    assert c.counterexample == {GIVEN: "Real.sinh_neg"}
    assert decide(c.formal).verdict != "refuted"          # not refuted alone …
    assert decide(f"({t.formal}) → ¬({c.formal})").verdict == "proved"   # … but given t
    assert realised_canonical(c.formal) is not None
    # a closed value the checker cannot compute, refuted the same way
    c = control_of(_theorem("Real.cos 0 = 1", "cos_zero"))
    assert c is not None and c.formal == "Real.cos 0 ≠ 1"
    assert c.nl == "The cosine of 0 is not equal to 1."


def test_a_change_over_type_variables_is_refuted_at_punit() -> None:
    """Over a type variable the theorem and its change are compared at one arbitrary type
    satisfying the context; PUnit satisfies `[Group G]` (Mathlib's `PUnit.commGroup`), so a
    change refuted there is false."""
    formal = "∀ {G : Type*} [Group G] (a : G), ∀ n : ℤ, a ^ (n + 1) = a ^ n * a"
    c = control_of(_theorem(formal, "zpow_add_one").model_copy(
        update={"mathlib_name": "zpow_add_one"}))
    assert c is not None and c.truth is False
    assert c.id == "false_negate-equation.zpow_add_one"
    assert c.counterexample == {GIVEN: "zpow_add_one", WITNESS: "PUnit"}
    assert realised_canonical(c.formal) is not None
    # a class PUnit has no instance of (a field has 0 ≠ 1): no refutation through PUnit
    assert _at_type_variables("∀ {F : Type*} [Field F] (a : F), a * 1 = a",
                              "∀ {F : Type*} [Field F] (a : F), a * 1 ≠ a") is None
    # a class binder on a value (`[Fact (1 < p)]`) or on two types: none either
    assert _at_type_variables(
        "∀ {R M : Type*} [CommRing R] [AddCommGroup M] [Module R M] (m : M), m = m",
        "∀ {R M : Type*} [CommRing R] [AddCommGroup M] [Module R M] (m : M), m ≠ m") is None
    # the context must be the theorem's own
    assert _at_type_variables("∀ {G : Type*} [Group G] (a : G), a = a",
                              "∀ {G : Type*} [CommGroup G] (a : G), a ≠ a") is None


def test_a_statement_the_checker_cannot_refute_gives_no_control() -> None:
    # no change of this one is refuted, alone or given the theorem: every one keeps the
    # opaque hypotheses (`IsCompact s`, `IsClosed t`), which the checker cannot satisfy
    assert control_of(_theorem("∀ (X : Type*) [TopologicalSpace X] (s t : Set X), "
                               "IsCompact s → IsClosed t → IsCompact (s ∩ t)")) is None
    # and a FALSE theorem is never the source of a control
    t = _theorem("∀ n : ℕ, 0 < n → 1 ≤ n").model_copy(update={"truth": False})
    assert control_of(t) is None


def test_mutations_change_the_formula_and_print_back() -> None:
    e = parse("∀ a b : ℕ, a ≤ b → a - b = 0")
    ms = list(mutations(e))
    assert [m.rule for m in ms] == ["drop-hypothesis", "negate-equation", "number", "swap",
                                    "negate"]
    assert len({m.expr for m in ms}) == len(ms) and e not in {m.expr for m in ms}
    for m in ms:
        assert parse(lean_text(m.expr)) == m.expr


@pytest.mark.slow
def test_about_one_in_ten_every_one_refuted_and_read_back(true_theorems: list[Theorem]) -> None:
    controls = false_controls(true_theorems, seed=0)
    want = round(len(true_theorems) * 0.1)
    assert want - 2 <= len(controls) <= want, (len(controls), want)
    sources = {c.id.split(".", 1)[1] for c in controls}
    assert len(sources) == len(controls)    # one control per theorem
    assert sources <= {t.id for t in true_theorems}
    by_id = {t.id: t for t in true_theorems}
    for c in controls:
        assert c.truth is False and c.counterexample is not None   # {} for a closed one
        res = decide(c.formal)
        if GIVEN in c.counterexample:   # refuted through its theorem (a Mathlib statement)
            t = by_id[c.id.split(".", 1)[1]]
            query = _at_type_variables(t.formal, c.formal) if WITNESS in c.counterexample \
                else f"({t.formal}) → ¬({c.formal})"
            assert query is not None, c.id
            res = decide(query)
            assert res.verdict == "proved", (c.id, res)
        else:
            assert res.verdict == "refuted", (c.id, res)
        assert realised_canonical(c.formal) is not None, c.id


@pytest.mark.slow
def test_same_seed_same_controls_other_seed_others(true_theorems: list[Theorem]) -> None:
    a = false_controls(true_theorems, seed=0)
    assert [c.model_dump() for c in a] == [c.model_dump() for c in false_controls(
        true_theorems, seed=0)]
    b = false_controls(true_theorems, seed=1)
    assert {c.id for c in a} != {c.id for c in b}
