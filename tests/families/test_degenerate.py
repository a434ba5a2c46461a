"""The degenerate-statement check (`families/degenerate.py`) is sound: whatever it calls a
tautology is true under every reading of its atoms, and whatever it calls a trivial
hypothesis is true under every reading in which its hypotheses hold, by truth tables over
random propositional formulas."""

from __future__ import annotations

import itertools

from hypothesis import given, settings
from hypothesis import strategies as st

from forminv_lean.families.degenerate import degenerate
from forminv_lean.formal import parse
from forminv_lean.formal.meaning.ast import BinOp, Expr, Name, UnOp

ATOMS = ("p", "q", "r")
atoms = st.sampled_from(ATOMS).map(Name) | st.just(BinOp("=", Name("x"), Name("x")))
formulas = st.recursive(
    atoms,
    lambda sub: st.builds(BinOp, st.sampled_from(["∧", "∨", "→", "↔"]), sub, sub)
    | st.builds(UnOp, st.just("¬"), sub),
    max_leaves=7)


def text(e: Expr) -> str:
    if isinstance(e, Name):
        return e.id
    if isinstance(e, UnOp):
        return f"¬ ({text(e.arg)})"
    assert isinstance(e, BinOp)
    return f"({text(e.lhs)}) {e.op} ({text(e.rhs)})"


def value(e: Expr, env: dict[str, bool]) -> bool:
    if isinstance(e, Name):
        return env[e.id]
    if isinstance(e, UnOp):
        return not value(e.arg, env)
    assert isinstance(e, BinOp)
    if e.op == "=":
        return True   # x = x
    a, b = value(e.lhs, env), value(e.rhs, env)
    return {"∧": a and b, "∨": a or b, "→": (not a) or b, "↔": a == b}[e.op]


def valid(e: Expr) -> bool:
    return all(value(e, dict(zip(ATOMS, vs, strict=True)))
               for vs in itertools.product([False, True], repeat=len(ATOMS)))


@settings(max_examples=300, deadline=None)
@given(formulas)
def test_whatever_is_called_degenerate_is_true_by_logic(e: Expr):
    statement = f"∀ p q r : Prop, ∀ x : ℕ, {text(e)}"
    verdict = degenerate(statement)
    if verdict is not None:
        assert valid(parse(statement).body.body), (statement, verdict)


@settings(max_examples=100, deadline=None)
@given(formulas)
def test_a_statement_that_repeats_a_hypothesis_is_degenerate(e: Expr):
    assert degenerate(f"∀ p q r : Prop, ({text(e)}) → ({text(e)})") is not None
    assert degenerate(f"∀ p q r : Prop, ∀ x : ℕ, (({text(e)}) ↔ ({text(e)})) ∨ p") == \
        "tautology"


def test_mathematics_is_not_logic():
    for s in ("∀ a : ℕ, a ^ 2 = a * a", "∀ n : ℕ, n ≤ n", "∀ a b : ℕ, a = b → b = a",
              "∀ p : ℕ, Nat.Prime p → (∀ m : ℕ, m ∣ p → m = 1 ∨ m = p)",
              "∀ {α : Type*} [PartialOrder α], ∀ a b : α, a ≤ b → b ≤ a → a = b"):
        assert degenerate(s) is None, s
    assert degenerate("∀ a : ℕ, a * a = a * a") == "tautology"
    assert degenerate("∀ p : ℕ, 2 ≤ p → (∀ d : ℕ, d ∣ p → d = 1 ∨ d = p) → "
                      "(∀ m : ℕ, m ∣ p → m = 1 ∨ m = p)") == "trivial hypothesis"
    assert degenerate("∀ x > 0, x > 0 ∨ x = 1") == "trivial hypothesis"
