"""Opaque Mathlib symbols: a certificate must hold for *every* interpretation of them, and a
difference that needs a particular interpretation refutes nothing.

Generated pairs use two opaque functions (`Opq.f : ℕ → ℕ`, `Opq.g : ℕ → ℕ → ℕ`, declared in
a test signature so their arguments and results are numbers) and one opaque predicate
(`Opq.p : ℕ → Prop`). The oracle substitutes concrete interpretations (several per pair) and
evaluates both statements exactly (all quantifiers bounded, so the evaluator decides them):

* an `equivalent` verdict must survive every interpretation;
* a pair built as `C[opaque]` vs `C[one interpretation]` is equivalent for that
  interpretation, so `not_equivalent` would be a refutation by abstraction: forbidden.
"""

from __future__ import annotations

import re

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from forminv_lean.formal import check, elaborate
from forminv_lean.formal.meaning import opaque as O
from forminv_lean.formal.meaning.exact import Evaluator

SIG = {"Opq.f": ("ℕ", "ℕ"), "Opq.g": ("ℕ", "ℕ", "ℕ"), "Opq.p": ("ℕ", "Prop")}

# interpretations: (f, g, p) as templates over the argument texts
INTERPRETATIONS = [
    ("({0} + 1)", "({0} * {1})", "({0} < 3)"),
    ("({0} * {0})", "({0} + {1})", "({0} % 2 = 0)"),
    ("2", "{0}", "True"),
    ("({0} - 3)", "({1} - {0})", "({0} = 1)"),
    ("{0}", "(max {0} {1})", "False"),
]


@pytest.fixture(autouse=True)
def _signature(monkeypatch: pytest.MonkeyPatch) -> None:
    # in place: the elaborator imported the dict itself, so rebinding `O.SIGNATURES` to a new
    # dict (as this fixture once did) left the symbols undeclared and every pair unsupported
    for name, sig in SIG.items():
        monkeypatch.setitem(O.SIGNATURES, name, sig)


def _interpret(text: str, interp: tuple[str, str, str]) -> str:
    """Replace every opaque application by its interpretation (innermost first)."""
    f, g, p = interp
    pat = re.compile(r"Opq\.(f|g|p) (\w+|\([^()]*\))(?: (\w+|\([^()]*\)))?")
    for _ in range(20):
        m = pat.search(text)
        if not m:
            return text
        name, a, b = m.group(1), m.group(2), m.group(3)
        if name == "g":
            rep = g.format(a, b)
        else:
            rep = (f if name == "f" else p).format(a)
            if b is not None:  # a second token that was not an argument
                rep = f"{rep} {b}"
        text = text[:m.start()] + rep + text[m.end():]
    return text


def _truth(text: str) -> bool | None:
    return Evaluator().prop(elaborate(text), {})


VARS = ["x", "y"]
terms = st.deferred(lambda: st.one_of(
    st.sampled_from(VARS), st.sampled_from(["0", "1", "2"]),
    st.builds(lambda a: f"Opq.f {a}", atoms),
    st.builds(lambda a, b: f"Opq.g {a} {b}", atoms, atoms),
    st.builds(lambda a, b: f"({a} + {b})", atoms, atoms),
))
atoms = st.one_of(st.sampled_from(VARS), st.sampled_from(["0", "1", "2"]),
                  st.builds(lambda a: f"(Opq.f {a})", st.sampled_from(VARS)))
rels = st.builds(lambda a, r, b: f"{a} {r} {b}", terms, st.sampled_from(["=", "≤", "<", "≠"]),
                 terms)
props = st.one_of(rels, st.builds(lambda a: f"Opq.p {a}", atoms),
                  st.builds(lambda a, b: f"({a} ∧ {b})", rels, rels),
                  st.builds(lambda a, b: f"({a} → {b})", rels, rels))


def _closed(body: str) -> str:
    return f"∀ x : ℕ, x < 4 → ∀ y : ℕ, y < 3 → {body}"


def _flip_le(body: str) -> str | None:
    """`a ≤ b` -> `b ≥ a` for a top-level comparison (None for anything else)."""
    if body.startswith("(") or " ∧ " in body or " → " in body:
        return None
    m = re.fullmatch(r"(.+) ≤ (.+)", body)
    return f"{m.group(2)} ≥ {m.group(1)}" if m else None


@pytest.mark.slow
@settings(max_examples=60, deadline=None, derandomize=True,
          suppress_health_check=[HealthCheck.too_slow, HealthCheck.function_scoped_fixture])
@given(props, st.integers(0, 2))
def test_certified_pairs_hold_in_every_interpretation(body: str, k: int) -> None:
    mutants = [_flip_le(body), f"¬ ¬ ({body})", body.replace("Opq.f", "Opq.g x", 1)]
    q_body = mutants[k]
    if q_body is None:
        return
    p, q = _closed(body), _closed(q_body)
    r = check(p, q, timeout=1.0)
    if r.verdict != "equivalent":
        return
    for interp in INTERPRETATIONS:
        a, b = _truth(_interpret(p, interp)), _truth(_interpret(q, interp))
        assert a is None or b is None or a == b, (p, q, interp, r)


@pytest.mark.slow
@settings(max_examples=60, deadline=None, derandomize=True,
          suppress_health_check=[HealthCheck.too_slow, HealthCheck.function_scoped_fixture])
@given(props, st.integers(0, len(INTERPRETATIONS) - 1))
def test_no_refutation_by_abstraction(body: str, k: int) -> None:
    p = _closed(body)
    if "Opq." not in p:
        return
    q = _interpret(p, INTERPRETATIONS[k])  # equivalent to p when the symbols mean that
    r = check(p, q, timeout=1.0)
    assert r.verdict != "not_equivalent", (p, q, r)
    if r.verdict == "equivalent":  # then it must hold for every interpretation
        for interp in INTERPRETATIONS:
            a, b = _truth(_interpret(p, interp)), _truth(_interpret(q, interp))
            assert a is None or b is None or a == b, (p, q, interp, r)


def test_the_symbols_are_declared() -> None:
    """The signature entries reach the elaborator: `Opq.f x` is a number, `Opq.p x` a
    proposition (without them `Opq.f x = x` is a type error and every pair unsupported)."""
    assert check("∀ x : ℕ, x < 2 → Opq.f x = x", "∀ x : ℕ, x < 2 → x = Opq.f x",
                 timeout=1.0).verdict == "equivalent"
    assert elaborate("∀ x : ℕ, Opq.g x (Opq.f x) ≤ x ∨ Opq.p x").op == "forall"


def test_the_oracle_sees_a_difference() -> None:
    """The interpretations are distinct enough to expose a wrong equivalence (the test above
    would pass vacuously otherwise)."""
    p = _closed("Opq.f x = x")
    assert {_truth(_interpret(p, i)) for i in INTERPRETATIONS} == {True, False}
