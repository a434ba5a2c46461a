"""Differential tests of the checker on types that depend on a variable (`ZMod n`, `Fin n`,
`Fin (n + 1)`): generated pairs (tests/formal/gen/dependent.py) through `check_many`, every
verdict judged by exact evaluation under Mathlib's meaning and 16 seeded interpretations of
the sorts' sizes. `tests/formal/test_dependent_types.py` keeps the hand-picked cases (and the
shrunk findings of these generators); `benchmarks/bench_differential.py --dependent N` runs
the same generator at scale.
"""

from __future__ import annotations

import random

import pytest
from gen import dependent as D
from gen.choose import DrawChooser, RandomChooser
from hypothesis import HealthCheck, Phase, assume, given, settings
from hypothesis import strategies as st

from forminv_lean.formal import check, elaborate
from forminv_lean.formal.meaning.terms import hidden_names
from forminv_lean.formal.results import CheckResult

pytestmark = pytest.mark.slow  # end-to-end: `make test-fast` leaves it out

SLICE = 300

DERANDOMIZED = settings(derandomize=True, deadline=None, database=None,
                        suppress_health_check=[HealthCheck.too_slow,
                                               HealthCheck.data_too_large,
                                               HealthCheck.filter_too_much])


@pytest.fixture(scope="module")
def dep_report() -> D.DepReport:
    """A seeded slice of dependent pairs of every kind through check_many on 2 workers."""
    report = D.DepReport()
    D.check_dependent_pairs(D.seeded_dependent_pairs("dep-slice", SLICE, D.DEP_KINDS), report,
                            workers=2, timeout=0.5)
    return report


def _explain(report: D.DepReport, kinds: tuple[str, ...]) -> str:
    found = [f for f in report.findings if f.kind in kinds]
    return "\n".join([f"{len(found)} finding(s) in {report.pairs} pairs"]
                     + [f.show() for f in found[:6]])


def test_slice_ran(dep_report: D.DepReport) -> None:
    """Every kind ran, the checker read every rendering and certified many pairs (so the
    zero counts below are not bought by certifying nothing), and the interpretations told
    pairs apart, under Mathlib's meaning and elsewhere. (The checker seldom refutes these
    pairs, rightly: most differences need the sorts' sizes, which it does not know; the
    refutation findings are tested on fabricated verdicts below.)"""
    r = dep_report
    assert r.pairs == SLICE and set(r.by_kind) == set(D.DEP_KINDS)
    assert r.verdicts["unsupported"] == 0, r.verdicts
    assert r.certified() >= 45, r.verdicts
    status = {s for s, _v in r.status}
    assert status == {"differs", "differs elsewhere", "agrees"}, r.status
    assert sum(n for (s, _v), n in r.status.items() if s != "agrees") >= 0.15 * SLICE, r.status
    assert not [f for f in r.findings if f.kind == "oracle_error"], _explain(r, ("oracle_error",))


def test_no_false_certification(dep_report: D.DepReport) -> None:
    kinds = ("false_certification", "false_vacuous")
    assert not [f for f in dep_report.findings if f.kind in kinds], _explain(dep_report, kinds)


def test_no_false_refutation(dep_report: D.DepReport) -> None:
    kinds = ("false_refutation", "refutation_by_abstraction")
    assert not [f for f in dep_report.findings if f.kind in kinds], _explain(dep_report, kinds)


def test_every_check_answers(dep_report: D.DepReport) -> None:
    """No check raised (a kernel rule refusing a step must not end the check)."""
    kinds = ("checker_error",)
    assert not [f for f in dep_report.findings if f.kind in kinds], _explain(dep_report, kinds)


def test_rewrites_keep_the_meaning(dep_report: D.DepReport) -> None:
    """The generator's meaning-preserving rewrites agree under every interpretation."""
    kinds = ("generator",)
    assert not [f for f in dep_report.findings if f.kind in kinds], _explain(dep_report, kinds)


# -- the oracle -------------------------------------------------------------------------------

N, M = "n", "m"
ZN, FN, FN1 = D.Sort("ZMod", N), D.Sort("Fin", N), D.Sort("Fin", N, 1)


def _le1(s: D.Sort) -> object:
    return D.ElemQ("∀", "x", s, D.ElemQ("∀", "y", s, D.ElemRel("=", "x", "y")))


def _ge2(s: D.Sort) -> object:
    return D.ElemQ("∃", "x", s, D.ElemQ("∃", "y", s, D.ElemRel("≠", "x", "y")))


def _nonempty(s: D.Sort) -> object:
    return D.ElemQ("∃", "x", s, D.Bool(True))


MATHLIB_TRUTHS = [
    (D.NatQ("∀", N, _nonempty(ZN)), True),                 # ZMod 0 = ℤ, ZMod n ∋ 0
    (D.NatQ("∃", N, D.Not(_nonempty(FN))), True),          # Fin 0 is empty
    (D.NatQ("∀", N, _nonempty(FN1)), True),
    (D.NatQ("∀", N, _ge2(ZN)), False),                     # ZMod 1 has one element
    (D.NatQ("∃", N, _le1(ZN)), True),
    (D.NatQ("∀", N, D.Conn("∨", _ge2(ZN), D.NatRel("=", N, 1))), True),  # ZMod 0 infinite
    (D.NatQ("∀", N, D.Conn("→", D.NatRel("≤", N, 1), _le1(FN))), True),
    (D.NatQ("∀", N, D.Conn("→", D.NatRel("≤", N, 1), _le1(FN1))), False),  # Fin 2
    (D.NatQ("∀", N, D.Conn("∨", D.Char(N, "≠", 3), D.NatRel("=", N, 3))), True),
    (D.NatQ("∃", N, D.Char(N, "=", 0)), True),               # ringChar (ZMod 0) = 0
    (D.NatQ("∀", N, D.Conn("→", D.Char(N, "≤", 1), _le1(ZN))), False),  # ZMod 0 = ℤ
    (D.NatQ("∀", N, D.NatQ("∀", M, D.Conn("→", D.NatRel("=", M, N),
                                          D.Conn("↔", _le1(D.Sort("ZMod", M)),
                                                 _le1(ZN))))), True),
]


@pytest.mark.parametrize(("p", "expected"), MATHLIB_TRUTHS,
                         ids=[D.render(p) for p, _ in MATHLIB_TRUTHS])
def test_oracle_knows_mathlibs_sizes(p: object, expected: bool) -> None:
    assert D.truth(p, D.MATHLIB, D.Bounds.of(p)) is expected


def _pair(p: object, q: object, kind: str = "dep_mutant", rewrite: bool = False) -> D.DepPair:
    return D.DepPair(kind, "fabricated", D.render(p), D.render(q), rewrite, p, q)


def _claim(verdict: str, vacuous: bool = False) -> CheckResult:
    return CheckResult(verdict, "theory", vacuous, "smt", None, None,  # type: ignore[arg-type]
                       "fabricated")


def test_oracle_flags_what_it_must() -> None:
    """Fabricated verdicts on the pairs 46d90ad found by hand: the oracle flags each wrong
    verdict, and lets the right ones pass."""
    # ∃ n, ∀ x y : ZMod n, x = y  vs  ∀ n, …: Mathlib tells them apart (ZMod 2)
    p, q = D.NatQ("∃", N, _le1(ZN)), D.NatQ("∀", N, _le1(ZN))
    fs, status = D.judge(_pair(p, q), _claim("equivalent"))
    assert status == "differs" and [f.kind for f in fs] == ["false_certification"]
    fs, _ = D.judge(_pair(p, q), _claim("equivalent", vacuous=True))
    assert [f.kind for f in fs] == ["false_vacuous"]
    # a refutation is right in Mathlib, yet needs ZMod's sizes, which the checker does not
    # know (under one-element carriers both sides hold): not evidence it may give
    fs, _ = D.judge(_pair(p, q), _claim("not_equivalent"))
    assert [f.kind for f in fs] == ["refutation_by_abstraction"]
    # a difference every interpretation shows (the ℕ part alone) may be refuted
    refl = D.ElemQ("∀", "x", ZN, D.ElemRel("=", "x", "x"))
    p2 = D.NatQ("∀", N, D.Conn("→", D.NatRel("≤", N, 1), refl))
    q2 = D.NatQ("∀", N, D.Conn("∧", D.NatRel("≤", N, 1), refl))
    fs, status = D.judge(_pair(p2, q2), _claim("not_equivalent"))
    assert fs == [] and status == "differs"
    # the prefix renamed without the type: the hypothesis constrains the other variable
    hyp = D.NatQ("∀", N, D.NatQ("∀", M, D.Conn("→", D.NatRel("=", N, 1), _le1(ZN))))
    renamed = D.permute(hyp, {N: M, M: N}, types=False)
    assert D.render(renamed) == "∀ m n : ℕ, m = 1 → ∀ x y : ZMod n, x = y"
    fs, status = D.judge(_pair(hyp, renamed), _claim("equivalent"))
    assert status == "differs" and [f.kind for f in fs] == ["false_certification"]
    # renamed with the type, it is the same statement: a refutation would be false
    same = D.permute(hyp, {N: M, M: N})
    fs, status = D.judge(_pair(hyp, same, "dep_rename", rewrite=True), _claim("not_equivalent"))
    assert status == "agrees" and [f.kind for f in fs] == ["false_refutation"]
    # equal under Mathlib's sizes, not under every size: `Fin (n + 1)` nonempty is no law of
    # an opaque sort, so a certificate of it would be unsound (and a refutation needs Mathlib)
    p, q = D.NatQ("∀", N, _nonempty(FN1)), D.NatQ("∀", N, D.NatRel("=", N, N))
    fs, status = D.judge(_pair(p, q), _claim("equivalent"))
    assert status == "differs elsewhere" and [f.kind for f in fs] == ["false_certification"]
    fs, _ = D.judge(_pair(p, q), _claim("not_equivalent"))
    assert [f.kind for f in fs] == ["false_refutation"]


def test_interpretations_are_seeded_and_include_mathlibs() -> None:
    a = D.interpretations("P", "Q")
    assert a == D.interpretations("P", "Q") and a != D.interpretations("P", "Q'")
    assert len(a) == D.SAMPLES + 1 and a[0] is D.MATHLIB
    assert {i.size(("Fin", 0), 7) for i in a[1:3]} == {0, 1}


@DERANDOMIZED
@given(st.data())
def test_the_bounds_decide_as_larger_ones_do(data: st.DataObject) -> None:
    """The module's argument, tested: evaluating with more ℕ values and larger carriers
    than `Bounds.of` gives never changes a statement's truth."""
    p = D.DepGen(DrawChooser(data.draw)).statement()
    assume(D.well_typed(p) and D.counts(p)[1] <= 3 and D.counts(p)[0] <= 3)
    b = D.Bounds.of(p)
    big = D.Bounds(b.elems + 2, b.nat_max + 3)
    rng = random.Random(data.draw(st.integers(0, 1 << 30)))
    for i in [D.MATHLIB, *(D.random_interp(rng) for _ in range(3))]:
        assert D.truth(p, i, b) == D.truth(p, i, big), (D.render(p), i.describe())


def test_renderings_elaborate_with_their_dependencies() -> None:
    """Every generated statement elaborates, and the checker sees the variable each sort
    mentions as a dependency (`hidden_names`)."""
    for i in range(120):
        pr = D.make_dependent_pair(RandomChooser(f"dep-elab-{i}"))
        if pr is None:
            continue
        for ast, text in ((pr.p_ast, pr.p), (pr.q_ast, pr.q)):
            deps = {x.sort.var for x in D.walk(ast) if isinstance(x, D.ElemQ)} | \
                {x.var for x in D.walk(ast) if isinstance(x, D.Char)}
            assert deps and deps <= hidden_names(elaborate(text)), text


def test_findings_shrink() -> None:
    """A false certification (fabricated: a checker that calls everything equivalent)
    shrinks to a smaller pair that still shows it."""
    for i in range(80):
        pr = D.make_dependent_pair(RandomChooser(f"dep-forged-{i}"), "dep_mutant")
        if pr is None or len(pr.p) + len(pr.q) < 90:
            continue
        fs, _ = D.judge(pr, _claim("equivalent"))
        if fs:
            break
    else:
        pytest.fail("no large mutant pair that the interpretations tell apart")
    small = D.shrink_pair(pr, lambda c: bool(D.judge(c, _claim("equivalent"))[0]))
    assert len(small.p) + len(small.q) < len(pr.p) + len(pr.q)
    assert D.judge(small, _claim("equivalent"))[0][0].kind == "false_certification"


@settings(DERANDOMIZED, max_examples=15, phases=(Phase.explicit, Phase.generate, Phase.shrink))
@given(st.data())
def test_hypothesis_dependent_pairs_have_no_false_verdict(data: st.DataObject) -> None:
    """Dependent pairs drawn by hypothesis (shrunk by it on failure)."""
    kind = data.draw(st.sampled_from(D.DEP_KINDS))
    pr = D.make_dependent_pair(DrawChooser(data.draw), kind)
    assume(pr is not None)
    assert pr is not None
    fs, _ = D.judge(pr, check(pr.p, pr.q, timeout=0.5))
    bad = [f for f in fs if f.kind in D.FAILING]
    assert not bad, "\n".join(f.show() for f in bad)


def test_slice_catches_the_rule_switched_off(monkeypatch: pytest.MonkeyPatch) -> None:
    """Mutation check: with the kernel's dependency rule switched off (no type mentions a
    variable, as before 46d90ad) the same generator's pairs give false certifications."""
    from forminv_lean.formal import kernel as K

    pairs = D.seeded_dependent_pairs("dep-mutation", 120, ("dep_rename", "dep_shadow",
                                                            "dep_mutant"))
    monkeypatch.setattr(K, "hidden_names", lambda t: set())
    broken = D.DepReport()
    D.check_dependent_pairs(pairs, broken, workers=2, timeout=0.5)
    assert [f for f in broken.findings if f.kind in ("false_certification", "false_vacuous")]
