"""The rule-based generators on the whole curated set: determinism, coverage, and none of
the paper's documented error classes (biconditional overreach, passive inversion of ∣,
dropped type context)."""

from __future__ import annotations

import re

import pytest

from forminv_lean.extract import extract
from forminv_lean.families import FAMILIES, get_family
from forminv_lean.families.generate import paraphrase
from forminv_lean.families.rewrite import BinOp, Name, Quant, peel, walk
from forminv_lean.formal import parse
from forminv_lean.informalise import realise

BICONDITIONAL = re.compile(r"if and only if|exactly when|precisely when|just in case|\biff\b")
TYPE_WORDS = {"ℕ": "natural number", "ℤ": "integer", "ℚ": "rational number", "ℝ": "real number"}


@pytest.fixture(scope="module")
def curated():
    theorems = extract("curated").theorems
    return theorems, paraphrase(theorems, seed=0)


def test_all_families_registered_with_metadata():
    assert set(FAMILIES.names()) >= {"syntactic", "quantifier", "passive", "notation",
                                     "connective", "order", "unpack", "equivalent"}
    tiers = {f: get_family(f).tier for f in FAMILIES.names()}
    assert tiers["order"] == "T1" and tiers["passive"] == "T2" and tiers["connective"] == "T3"
    assert get_family("variation").id == "connective"
    with pytest.raises(Exception, match="valid: .*notation"):
        get_family("notatoin")


def test_deterministic_and_covering(curated):
    theorems, items = curated
    again = paraphrase(theorems, seed=0)
    assert [i.model_dump() for i in items] == [i.model_dump() for i in again]
    assert len(items) >= 800
    fams = {i.family for i in items}
    assert fams >= set(FAMILIES.names()) | {"canonical"}
    assert len({i.id for i in items}) == len(items)
    by_theorem: dict[str, set[str]] = {}
    for i in items:
        by_theorem.setdefault(i.theorem_id, set()).add(i.question)
    # no paraphrase repeats its theorem's canonical question
    for i in items:
        if i.family != "canonical":
            assert i.question != next(j.question for j in items
                                      if j.theorem_id == i.theorem_id and j.family == "canonical")


def test_no_biconditional_overreach_on_implications(curated):
    theorems, items = curated
    th = {t.id: t for t in theorems}
    checked = 0
    for it in items:
        t = th[it.theorem_id]
        if it.family == "canonical" or t.formal is None:
            continue
        expr = parse(t.formal)
        if any(isinstance(x, BinOp) and x.op == "↔" for x in walk(expr)):
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
            assert re.search(rf"\b{b} is (not )?a multiple of {a}\b", it.question), it.question
            if (b, a) not in pairs:  # antisymmetry states both directions on purpose
                assert not re.search(rf"\b{a} is (not )?a multiple of {b}\b", it.question)
    assert seen >= 3


def test_type_context_is_never_dropped(curated):
    _, items = curated
    checked = 0
    for it in items:
        if it.family == "canonical" or it.formal is None or it.generator.name.startswith(
                "syntactic:template"):
            continue  # templates reuse the hand-written canonical sentence
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


def test_realised_canonical_names_each_binder_type():
    s = realise("∀ a b : ℤ, a < b → ∃ c : ℝ, (a : ℝ) < c")
    assert "integer" in s and "real number" in s


def test_quantifier_dual_keeps_type_binders_universal():
    from forminv_lean.families.quantifier import not_exists_not

    e = parse("∀ {G : Type*} [AddGroup G] (a : G), a + 0 = a")
    assert isinstance(e, Quant)
    dual = not_exists_not(e)
    assert isinstance(dual, Quant) and dual.kind == "∀"
