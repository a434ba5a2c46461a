"""Property tests: symmetry, reflexivity, alpha-renaming, and no false `equivalent`.

The formulas are generated here and evaluated by an independent evaluator written in this
file (Lean's ℕ/ℤ semantics), so a wrong `equivalent` cannot hide behind a shared bug.
"""

from __future__ import annotations

import itertools
import re

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from forminv_lean.formal import check

VARS = ("x", "y")


def _term(depth: int) -> st.SearchStrategy:
    leaf = st.one_of(st.sampled_from(VARS), st.integers(0, 3).map(str))
    if depth == 0:
        return leaf
    sub = _term(depth - 1)
    return st.one_of(leaf, st.tuples(st.sampled_from(["+", "-", "*", "/", "%"]), sub, sub))


def _atom() -> st.SearchStrategy:
    return st.tuples(st.sampled_from(["=", "≤", "<", "∣", "≠"]), _term(2), _term(2))


def _formula(depth: int) -> st.SearchStrategy:
    if depth == 0:
        return _atom()
    sub = _formula(depth - 1)
    return st.one_of(_atom(), st.tuples(st.sampled_from(["∧", "∨", "→", "↔"]), sub, sub),
                     st.tuples(st.just("¬"), sub))


def show(f: object) -> str:
    if isinstance(f, str):
        return f
    assert isinstance(f, tuple)
    if f[0] == "¬":
        return f"¬({show(f[1])})"
    return f"({show(f[1])} {f[0]} {show(f[2])})"


def ev(f: object, env: dict[str, int], ty: str) -> object:
    if isinstance(f, str):
        return env[f] if f in env else int(f)
    assert isinstance(f, tuple)
    op = f[0]
    if op == "¬":
        return not ev(f[1], env, ty)
    a, b = ev(f[1], env, ty), ev(f[2], env, ty)
    if op == "+":
        return a + b
    if op == "*":
        return a * b
    if op == "-":
        return max(a - b, 0) if ty == "ℕ" else a - b
    if op == "/":
        if b == 0:
            return 0
        return a // b if ty == "ℕ" else (a - a % abs(b)) // b
    if op == "%":
        return a if b == 0 else a % abs(b)
    if op == "=":
        return a == b
    if op == "≠":
        return a != b
    if op == "≤":
        return a <= b
    if op == "<":
        return a < b
    if op == "∣":
        return b == 0 if a == 0 else b % a == 0
    if op == "∧":
        return bool(a) and bool(b)
    if op == "∨":
        return bool(a) or bool(b)
    if op == "→":
        return (not a) or bool(b)
    return bool(a) == bool(b)


def statement(f: object, ty: str) -> str:
    # numerals are ascribed: an atom without a variable (`0 - 1 ∣ 1`) would otherwise be
    # elaborated at ℕ, Lean's default, while this file evaluates it at `ty`
    body = re.sub(r"(?<![\w.])(\d+)(?![\w.])", rf"(\1 : {ty})", show(f))
    return f"∀ x y : {ty}, {body}"


def grid(ty: str) -> list[dict[str, int]]:
    vals = range(0, 7) if ty == "ℕ" else range(-4, 5)
    return [{"x": a, "y": b} for a, b in itertools.product(vals, vals)]


FAST = settings(max_examples=25, deadline=None,
                suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])


@pytest.mark.slow
@FAST
@given(_formula(1), _formula(1), st.sampled_from(["ℕ", "ℤ"]))
def test_no_false_equivalence(f: object, g: object, ty: str) -> None:
    r = check(statement(f, ty), statement(g, ty), timeout=1.0)
    differ = any(ev(f, e, ty) != ev(g, e, ty) for e in grid(ty))
    swapped = any(ev(f, e, ty) != ev(g, {"x": e["y"], "y": e["x"]}, ty) for e in grid(ty))
    if r.verdict == "equivalent" and not r.vacuous:
        assert not (differ and swapped)
    if r.verdict == "not_equivalent" and r.counterexample and r.method == "bounded_search":
        env = {k: int(v) for k, v in r.counterexample.items()}
        assert ev(f, env, ty) != ev(g, env, ty)


@pytest.mark.slow
@FAST
@given(_formula(1), st.sampled_from(["ℕ", "ℤ"]))
def test_reflexive_and_alpha(f: object, ty: str) -> None:
    p = statement(f, ty)
    r = check(p, p, timeout=1.0)
    assert r.verdict == "equivalent" and r.certified
    renamed = p.replace("x", "u").replace("y", "v")
    r2 = check(p, renamed, timeout=1.0)
    assert r2.verdict == "equivalent" and r2.certified


@pytest.mark.slow
@FAST
@given(_formula(1), _formula(1), st.sampled_from(["ℕ", "ℤ"]))
def test_symmetric(f: object, g: object, ty: str) -> None:
    a = check(statement(f, ty), statement(g, ty), timeout=1.0)
    b = check(statement(g, ty), statement(f, ty), timeout=1.0)
    if "unknown" not in (a.verdict, b.verdict):
        assert (a.verdict, a.vacuous) == (b.verdict, b.vacuous)
