"""Injected realiser bugs are refused: the certify stage reads every question back, so a
wording that drops a type word, a hypothesis or a convention, or swaps a relation, is never
released. The bugs are injected by monkeypatching the realiser's own phrase functions in
this process (paraphrase and the read-back step run here; only the checker runs in worker
processes, and it is not patched)."""

from __future__ import annotations

import importlib
import re

import pytest

import forminv_lean.informalise as informalise
from forminv_lean.certify.executors import LocalExecutor
from forminv_lean.certify.run import certify
from forminv_lean.extract import extract
from forminv_lean.families.common import realised_canonical
from forminv_lean.families.generate import paraphrase

R = importlib.import_module("forminv_lean.informalise.realise")   # the module, not the function

SUBSET = ("nat_prime_two_le", "nat_dvd_add", "nat_le_of_dvd", "nat_dvd_gcd", "abs_lt",
          "int_odd_add_odd", "nat_sub_le", "real_sqrt_nonneg", "real_div_sqrt", "le_trans",
          "nat_mod_self", "nat_prime_five_le_of_ne_two_of_ne_three", "min_le_left")


@pytest.fixture()
def theorems():
    by = {t.id: t for t in extract("curated").theorems}
    return [by[i] for i in SUBSET]


@pytest.fixture(autouse=True)
def fresh_caches():
    realised_canonical.cache_clear()   # realisations made before/after the patch must not leak
    yield
    realised_canonical.cache_clear()


def run(theorems):
    items = paraphrase(theorems, seed=0)
    res = certify(items, {t.id: t for t in theorems}, executor=LocalExecutor(workers=2))
    return items, res


def released_ids(res):
    return {i.id for i in res.released}


def test_damage_in_one_family_is_refused(monkeypatch, theorems):
    orig_items, orig_impl, orig_rel, orig_real = (R._forall_items, R._implication, R._relation,
                                                  R.realisation)

    def no_type_word(groups, style):          # quantifier wordings lose their nouns
        out = orig_items(groups, style)
        if style == "every":
            return out
        return [re.sub(r"^(\w+) (?:natural numbers?|integers?|real numbers?|elements?) ",
                       r"\1 ", x) for x in out]

    def drop_hypothesis(e, ctx, final):       # symbols wordings lose their hypotheses
        if ctx.style.notation == "symbols":
            return R._clause(e.rhs, ctx, final)
        return orig_impl(e, ctx, final)

    def swap_relation(e, ctx, negated):       # passive wordings invert the relation
        if ctx.style.relation_voice == "passive":
            e = R.BinOp(e.op, e.rhs, e.lhs)
        return orig_rel(e, ctx, negated)

    def drop_convention(expr, style=R.DEFAULT_STYLE):   # synonym wordings lose the clause
        r = orig_real(expr, style)
        if style.lexicon == "alternate":
            r = R.Realisation(re.sub(r", where .*\.$", ".", r.text), r.types_from, r.note)
        return r

    monkeypatch.setattr(R, "_forall_items", no_type_word)
    monkeypatch.setattr(R, "_implication", drop_hypothesis)
    monkeypatch.setattr(R, "_relation", swap_relation)
    monkeypatch.setattr(R, "realisation", drop_convention)
    monkeypatch.setattr(informalise, "realisation", drop_convention)
    items, res = run(theorems)
    by_family: dict[str, list] = {}
    for it in items:
        by_family.setdefault(it.family, []).append(it)
    released = released_ids(res)

    damaged = {
        # every wording the damage reached names no type now ("for every a of α"); the ¬∃
        # form and the setting item ("for all elements a, b and c of α") keep their nouns
        "quantifier": [i for i in by_family["quantifier"] if "dual" not in i.generator.name
                       and re.search(r"\b(?:every|any|all|each) [a-zα-ω][₀-₉']*\b(?! ∈)",
                                     i.question)],
        # every symbols wording of a statement with a hypothesis dropped one
        "notation": [i for i in by_family["notation"] if "→" in (i.formal or "")],
        # every passive wording of a non-symmetric relation inverted it
        "passive": by_family["passive"],
        # every synonym wording of a convention-dependent statement dropped its clause
        "syntactic": [i for i in by_family["syntactic"] if "where" not in i.question
                      and i.theorem_id in ("nat_sub_le", "real_sqrt_nonneg", "real_div_sqrt",
                                           "nat_mod_self")],
    }
    for family, bad in damaged.items():
        assert bad, f"the {family} damage produced no items: the test would prove nothing"
        leaked = [i.id for i in bad if i.id in released]
        assert not leaked, (family, leaked)
    # the undamaged families still release: the refusals come from the damage
    for family in ("order", "connective", "canonical"):
        assert any(i.id in released for i in by_family[family]), family


def test_damage_everywhere_leaves_only_hand_written_canonicals(monkeypatch, theorems):
    """If the realiser is wrong for every wording (here: ≤ said backwards), no realised
    sentence of an affected theorem reads back as its formula: those theorems keep their
    hand-written canonical and get no rule-made item."""
    table = dict(R.RELATION_WORDS)
    le = table["≤"]
    table["≤"] = ("{rhs} is less than or equal to {lhs}", *le[1:])
    monkeypatch.setattr(R, "RELATION_WORDS", table)
    items, res = run(theorems)
    affected = {t.id for t in theorems if t.formal and "≤" in t.formal}
    assert len(affected) >= 5
    for it in res.released:
        if it.theorem_id in affected:
            assert it.family == "canonical" and it.generator.name == "canonical:hand", it.id
    assert any(it.theorem_id not in affected and it.family != "canonical"
               for it in res.released)
