"""Differential tests of the checker on the constructs of issue #23 (item 4).

Streams (tests/formal/gen/cx_streams.py): `∃!` with nested, reused and dotted names; big
operators and list literals under expected types; numerals at `ZMod`/`Fin`/`ℝ≥0`/`Foo`;
applied lambdas; the undeclared `Foo.f` over ℕ subtraction. Each side's truth comes from the
generator's own meaning (tests/formal/gen/cx_lang.py, Lean's definitions, never the
checker's evaluator), under every reading the text leaves open (`Foo.f`'s domain ℕ or ℤ and
its table; the model of `Foo`).

The reference is tested first (fast, no checker); then the minimal pairs the streams found
on the command line, and a seeded slice per stream (slow: about 10 s a stream). Every
minimal pair was a wrong verdict or a crash before the fixes of issue #23 (a0f8a58).
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest
from gen import cx_lang as X
from gen import cx_run as R
from gen import cx_streams as S
from gen.choose import DrawChooser
from gen.cx_lang import FOO, INT, NAT, NNR
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from forminv_lean.formal.results import CheckResult
from tests.conftest import run_cli

LEAN = X.LEAN[0]


def v(name: str, ty: str = NAT) -> X.N:
    return X.var(name, ty)


def n(k: int, ty: str = NAT, asc: bool = False) -> X.N:
    return S.numeral(k, ty, ascribe=asc)


def truth(node: X.N, it: X.Interp = LEAN) -> bool | None:
    return X.truth(node, it)


# -- the reference meaning ---------------------------------------------------------------------

def test_exists_unique_reads_as_lean() -> None:
    # ∃! x : ℕ, ∀ x' : ℕ, x ≤ x'  — true (0), over all of ℕ (difference fragment)
    least = X.quant("∃!", "x", NAT, X.quant("∀", "x'", NAT, X.rel("≤", v("x"), v("x'"))))
    assert least.text() == "∃! x : ℕ, ∀ x' : ℕ, x ≤ x'"
    assert truth(least) is True
    # ∃! x : ℕ, x.pred = 0 — false (0 and 1)
    pred = X.call("Nat.pred", [v("x")], NAT, lambda a: max(a - 1, 0), lin=True, dot=True)
    assert truth(X.quant("∃!", "x", NAT, X.rel("=", pred, n(0)))) is False
    # ∃! p : ℕ, p < 10 ∧ p.Prime ∧ Even p — true (2)
    prime = X.call("Nat.Prime", [v("p")], "Prop", S._is_prime, dot=True)
    even = X.call("Even", [v("p")], "Prop", lambda a: a % 2 == 0)
    ep = X.quant("∃!", "p", NAT, X.guarded("p", 10, X.conn("∧", prime, even)), in_body_guard=10)
    assert ep.text() == "∃! p : ℕ, (p < 10) ∧ (p.Prime ∧ (Even p))"
    assert truth(ep) is True
    # without a bound the reference does not guess (Prime is outside the fragment)
    assert truth(X.quant("∃!", "p", NAT, X.conn("∧", prime, even))) is None


def test_a_renaming_that_captures_is_read_as_its_text() -> None:
    """`∀ x' : ℕ, x ≤ x'` with x written x' is `∀ x' : ℕ, x' ≤ x'` (true for every x), not
    the capture-avoiding `∀ z, x ≤ z` (false for x = 1)."""
    phi = X.quant("∀", "x'", NAT, X.rel("≤", v("x"), v("x'")))
    cap = S._renamed(phi, "x", "x'")
    assert cap.text() == "∀ x' : ℕ, x' ≤ x'"
    assert cap.v({"$I": LEAN, "x'": 1}) is True
    assert phi.v({"$I": LEAN, "x": 1}) is False
    fresh = S._renamed(phi, "x", "w")
    assert fresh.text() == "∀ x' : ℕ, w ≤ x'" and fresh.v({"$I": LEAN, "w": 1}) is False


@pytest.mark.parametrize(("node", "expected"), [
    (X.rel("=", n(0, "ZMod 1", True), n(1, "ZMod 1")), True),  # ZMod 1 has one element
    (X.rel("=", n(5, "ZMod 3", True), n(2, "ZMod 3")), True),
    (X.rel("=", n(5, "ZMod 0", True), n(2, "ZMod 0")), False),  # ZMod 0 = ℤ
    (X.rel("=", X.op("-", n(0, "ZMod 0", True), n(1, "ZMod 0"), "ZMod 0"), n(2, "ZMod 0")), False),
    (X.rel("<", n(2, "Fin 3", True), n(5, "Fin 3")), False),  # 5 is 2 in Fin 3
    (X.rel("=", X.op("-", n(0, "Fin 3", True), n(1, "Fin 3"), "Fin 3"), n(2, "Fin 3")), True),
    (X.rel("=", X.op("-", n(1, NNR, True), n(2, NNR), NNR), n(0, NNR)), True),  # truncated
], ids=lambda x: x.text() if isinstance(x, X.N) else str(x))
def test_numerals_read_as_lean(node: X.N, expected: bool) -> None:
    assert truth(node) is expected


def test_nothing_is_known_of_foo() -> None:
    ne = X.rel("≠", n(1, FOO, True), n(2, FOO))
    assert ne.text() == "(1 : Foo) ≠ 2"
    assert {truth(ne, it) for it in X.FOO_INTERPS} == {True, False}


def test_expected_type_goes_into_the_list_and_the_sum() -> None:
    a, b = S.coe(v("a"), INT), S.coe(v("b"), INT)
    at_int = X.ascribe(S.listop(True, [X.op("-", a, b, INT)], INT), INT)
    p = X.rel("≥", at_int, n(0, INT))
    assert p.text() == "(List.sum [a - b] : ℤ) ≥ 0"
    assert p.v({"$I": LEAN, "a": 0, "b": 1}) is False  # ↑0 - ↑1 = -1
    at_nat = S.coe(X.ascribe(S.listop(True, [X.op("-", v("a"), v("b"), NAT)], NAT), NAT), INT)
    q = X.rel("≥", X.ascribe(at_nat, INT), n(0, INT))
    assert q.text() == "((List.sum [a - b] : ℕ) : ℤ) ≥ 0"
    assert q.v({"$I": LEAN, "a": 0, "b": 1}) is True
    assert "= 0, b = 1" in (S.make("bigop", "t", [("a", NAT, None), ("b", NAT, None)], p, q)
                            .pointwise or "")
    body = X.op("-", S.coe(v("i"), INT), n(1, INT), INT)
    s = X.ascribe(S.rangeop(True, True, v("n"), body, INT), INT)
    stmt = X.quant("∀", "n", NAT, X.rel("≥", s, n(0, INT)))
    assert stmt.text() == "∀ n : ℕ, (∑ i ∈ Finset.range n, (i - 1) : ℤ) ≥ 0"
    assert truth(stmt) is False  # n = 1: -1


def test_an_applied_lambda_reads_as_lean() -> None:
    lam = S.apply_lam(("x",), NAT, X.op("-", v("x"), n(1), NAT), [n(0)])
    p = X.rel("=", lam, n(0))
    assert p.text() == "((fun x : ℕ => x - 1) 0) = 0" and truth(p) is True
    assert p.text({S.EXPLICIT: "1"}) == "((((0 : ℕ) : ℕ) - (1 : ℕ) : ℕ)) = (0 : ℕ)"
    # at ℤ through an ascription: the application is ℕ, then cast (0 - 1 = 0 first)
    q = X.rel("=", X.ascribe(S.coe(lam, INT), INT), n(0, INT))
    assert q.text() == "((fun x : ℕ => x - 1) 0 : ℤ) = 0" and truth(q) is True


def test_foo_f_is_read_at_both_domains() -> None:
    """The issue's pair: equal under Foo.f : ℕ → ℕ, different under ℤ → ℤ (1 below 0)."""
    def body(c: Any, dom: Any) -> X.N:
        diff = X.op("-", S.coe(v("a"), dom), S.coe(v("b"), dom), dom)
        lhs = S._f(X.call("min", [diff, n(0, dom)], dom, min), dom)
        return X.rel("=", lhs, S._f(S.coe(v("a"), dom), dom))

    p = S.per_value(S.Replay([]), body, NAT, [NAT, INT], lambda env: env["$I"].dom)
    q = X.rel("=", S._f(n(0, NAT), NAT), S._f(v("a"), NAT))
    pr = S.make("opaque_sub", "issue", [("a", NAT, None), ("b", NAT, None)], p, q,
                interps=X.F_INTERPS)
    assert pr.p == "∀ a : ℕ, ∀ b : ℕ, (Foo.f (min (a - b) 0)) = (Foo.f a)"
    assert pr.pointwise is not None and "ℤ → ℤ" in pr.pointwise


def _with(bound: Any, scale: int, node: X.N) -> bool | None:
    saved = X._bound, X.BOUND_SCALE, X.MAX_BOUND
    try:
        X._bound, X.BOUND_SCALE, X.MAX_BOUND = bound, scale, 10 ** 6 if scale > 1 else X.MAX_BOUND
        return truth(node)
    finally:
        X._bound, X.BOUND_SCALE, X.MAX_BOUND = saved


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.data())
def test_the_bound_over_all_of_n_is_exact(data: Any) -> None:
    """A formula in the difference fragment decided over all of ℕ with the computed bound is
    decided the same by a search to 800 (no nested quantifier) and, nested, with three times
    the bound (a `_bound` of 1, or a quarter of it, fails within a few examples)."""
    ch = DrawChooser(data.draw)
    q = data.draw(st.sampled_from(["∀", "∃", "∃!"]))
    body = S._eu_formula(ch, NAT, ("x",), 0)
    flat = X.quant(q, "x", NAT, body)
    if body.lin:  # (Prime, Even: outside the fragment, three-valued)
        base = truth(flat)
        assert base is not None, flat.text()
        assert base == _with(lambda b, e: 400, 2, flat), flat.text()
    nested = X.quant(q, "x", NAT, S._eu_formula(ch, NAT, ("x",), 1))
    base, wide = truth(nested), _with(_reference_bound, 3, nested)
    assert base is None or base == wide, nested.text()


def _reference_bound(body: X.N, env: dict[str, Any]) -> int:
    """The bound of the module docstring, written again here (a mutant of `cx_lang._bound`
    must not move it)."""
    m = max((abs(x) for k, x in env.items() if k[0] != "$" and isinstance(x, int)), default=0)
    return (m + body.lits + 2) * 2 ** (body.depth + 1)


# -- the judge ----------------------------------------------------------------------------------

def _pair(tp: bool | None, tq: bool | None, same: bool = False, pointwise: str | None = None
          ) -> S.Pair:
    return S.Pair("numeral", "fabricated", "P", "Q", ("lean",), (tp,), (tq,), True, same,
                  pointwise)


def _claim(verdict: str, vacuous: bool = False, method: str = "smt", reason: str = "fab"
           ) -> CheckResult:
    return CheckResult(verdict, "theory", vacuous, method, None, None, reason)  # type: ignore[arg-type]


@pytest.mark.parametrize(("pair", "claim", "kinds"), [
    (_pair(True, False), _claim("equivalent"), ["false_certification"]),
    (_pair(True, False), _claim("equivalent", True), ["false_vacuous"]),
    (_pair(True, True, pointwise="a = 1"), _claim("equivalent"), ["pointwise_contradiction"]),
    (_pair(True, True, pointwise="a = 1"), _claim("equivalent", method="truth_values"), []),
    (_pair(False, False), _claim("equivalent", True, reason="both statements are provable on "
                                 "their own at level arithmetic"), ["wrong_vacuity"]),
    (_pair(False, False), _claim("equivalent", True, reason="both statements are false on "
                                 "their own (each refuted)"), []),
    (_pair(None, None, same=True), _claim("not_equivalent"), ["false_refutation"]),
    (_pair(False, False), _claim("not_equivalent"), ["false_refutation"]),
    (_pair(True, False), _claim("not_equivalent"), []),
    (_pair(None, True), _claim("equivalent"), []),
    (_pair(True, True), _claim("unknown", method="error", reason="KeyError: 'x'"), ["crash"]),
])
def test_the_judge_flags_what_it_must(pair: S.Pair, claim: CheckResult, kinds: list[str]
                                      ) -> None:
    assert [f.kind for f in R.judge(pair, claim)] == kinds


def test_several_readings_only_certify_what_all_agree_on() -> None:
    pr = S.Pair("opaque_sub", "fab", "P", "Q", ("ℕ", "ℤ"), (True, False), (True, True), False,
                False, None)
    assert [f.kind for f in R.judge(pr, _claim("equivalent"))] == ["false_certification"]
    # no reading says they agree everywhere: a refutation is not judged (readings are samples)
    assert R.judge(pr, _claim("not_equivalent")) == []


def test_replayed_choices_draw_the_same_pair() -> None:
    for stream in R.STREAMS:
        for d in R.seeded("replay", 4, [stream]):
            again = R.replay(stream, list(d.log))
            assert again is not None and (again.p, again.q, again.tp, again.tq) == (
                d.pair.p, d.pair.q, d.pair.tp, d.pair.tq)


# -- minimal pairs found by the streams, on the command line -------------------------------------

#: (P, Q, the verdict that is wrong for them, why): each found by a stream, shrunk, checked by
#: hand against Lean's definitions
MINIMAL = [
    pytest.param("∃! x' : ℕ, ∃! x : ℕ, x ≤ x'", "False", "equivalent",
                 "P is true (x' = 0); the inner ∃! is expanded with x', which captures", id="eu-capture"),
    pytest.param("∃! x : ℕ, x ≠ 2 → x = x.succ", "False", "equivalent",
                 "P is true (x = 2); the expansion leaves the dotted x.succ unrenamed", id="eu-dotted"),
    pytest.param("∃! n : ℕ, min n 2 ≤ n.pred", "False", "not_equivalent",
                 "P is false (n = 0 and every n ≥ 3)", id="eu-dotted-refuted"),
    pytest.param("(List.sum [2 - 3] : ℤ) < 0", "False", "equivalent",
                 "P is true: the list is elaborated at ℤ, so 2 - 3 = -1",
                 id="list-sum"),
    pytest.param("(1 : ZMod 2) = 9", "True", "not_equivalent", "9 is 1 in ZMod 2", id="zmod"),
    pytest.param("(2 * 9 : Fin 5) ≤ 4", "True", "not_equivalent", "2 * 9 is 3 in Fin 5", id="fin"),
    pytest.param("(0 : Foo) ≠ 8", "True", "equivalent", "nothing is known of Foo (ZMod 2)",
                 id="foo"),
    pytest.param("∀ a : ℕ, a < 2 → ∀ b : ℕ, b < 2 → Foo.f (List.sum [b - a]) = 0",
                 "∀ a : ℕ, a < 2 → ∀ b : ℕ, b < 2 → Foo.f (List.sum [b - a] : ℕ) = 0",
                 "equivalent", "with Foo.f : ℤ → ℤ (1 below 0, else 0) P is false, Q true",
                 id="opaque-list"),
    pytest.param("(fun x : ℤ => x) 3 ≤ 3", "False", "crash", "P is true; the check raises", id="lambda"),
    pytest.param("(3 * 3 : ℤ) ≤ 2", "False", "says true",
                 "both are false; the vacuity reason says 'provable'", id="vacuity"),
]


def _cli(p: str, q: str) -> tuple[int, dict[str, Any] | None]:
    r = run_cli("check", p, q, "--json", "--timeout", "0.5", timeout=120)
    try:
        return r.returncode, json.loads(r.stdout)
    except json.JSONDecodeError:
        return r.returncode, None


@pytest.mark.slow  # a process a pair (about 10 s each on a shared machine)
@pytest.mark.parametrize(("p", "q", "wrong", "why"), MINIMAL)
def test_minimal_pair_on_the_command_line(p: str, q: str, wrong: str, why: str) -> None:
    rc, out = _cli(p, q)
    assert rc != 70 and out is not None, f"{why}: exit {rc}"
    if wrong == "says true":
        assert not (out["vacuous"] and R._says(out["reason"]) == "true"), (why, out["reason"])
    else:
        assert out["verdict"] != wrong, (why, out)


# -- the seeded slice ---------------------------------------------------------------------------

SLICE = 40  # pairs a stream
_REPORTS: dict[str, R.CxReport] = {}


def _report(stream: str) -> R.CxReport:
    if stream not in _REPORTS:
        _REPORTS[stream] = R.run(R.seeded("slice", SLICE, [stream]), workers=2, timeout=0.5)
    return _REPORTS[stream]


def _explain(rep: R.CxReport, kinds: tuple[str, ...]) -> str:
    return "\n".join(f.show() for f, _ in rep.findings if f.kind in kinds)


SOUND = ("false_certification", "false_vacuous", "pointwise_contradiction", "crash")
EXACT = ("false_refutation", "wrong_vacuity")


@pytest.mark.slow
@pytest.mark.parametrize("stream", R.STREAMS)
def test_slice_never_certifies_a_wrong_pair(stream: str) -> None:
    """No false certification, false vacuous equivalence, false pointwise claim or crash."""
    rep = _report(stream)
    assert rep.pairs == SLICE
    assert sum(rep.known.values()) >= SLICE // 2  # the reference decides most pairs
    assert not [f for f, _ in rep.findings if f.kind in SOUND], _explain(rep, SOUND)


@pytest.mark.slow
@pytest.mark.parametrize("stream", R.STREAMS)
def test_slice_refutes_and_explains_only_what_is_so(stream: str) -> None:
    """No false refutation, and a vacuous verdict says which: both true or both false."""
    rep = _report(stream)
    assert not [f for f, _ in rep.findings if f.kind in EXACT], _explain(rep, EXACT)


# -- the benchmark's options ----------------------------------------------------------------------

BENCH = Path(__file__).resolve().parents[2] / "benchmarks" / "bench_differential.py"
ONLY = ["--pairs", "0", "--statements", "0", "--opaque", "0", "--dependent", "0"]


def _bench(*args: str, cwd: Path) -> subprocess.CompletedProcess[str]:
    env = {**os.environ, "PYTHONPATH": str(BENCH.parents[1])}
    return subprocess.run([sys.executable, str(BENCH), *ONLY, *args], cwd=cwd, env=env,
                          capture_output=True, text=True, timeout=600)


def test_bench_refuses_an_unknown_stream(tmp_path: Path) -> None:
    r = _bench("--constructs", "5", "--construct-streams", "numeral,nosuch", cwd=tmp_path)
    assert r.returncode == 2
    assert "--construct-streams: unknown stream(s) nosuch" in r.stderr
    assert list(tmp_path.iterdir()) == []


@pytest.mark.slow
def test_bench_runs_the_chosen_streams(tmp_path: Path) -> None:
    out = tmp_path / "found.md"
    r = _bench("--constructs", "10", "--construct-streams", "numeral,lambda", "--shrink", "1",
               "--construct-findings", str(out), cwd=tmp_path)
    assert r.returncode == 0, r.stderr
    assert "construct pairs run: 10 " in r.stdout
    streams = {line.split(":")[0].strip() for line in r.stdout.splitlines()
               if line.startswith("  ") and "decided by the reference" in line}
    assert streams == {"numeral", "lambda"}
    if out.exists():  # only when something was found (main: the lambdas crash)
        lines = out.read_text("utf-8").splitlines()
        assert lines and all(x.startswith("- [") and " | checker: " in x for x in lines)
