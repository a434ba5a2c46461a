"""Elaboration follows Lean: binop% coercions at the leaves, ℕ numerals, exponents apart."""

from __future__ import annotations

import pytest

from forminv_lean.formal import UnsupportedError, elaborate, to_lean
from forminv_lean.formal.meaning.terms import walk


def _ops(text: str) -> list[str]:
    return [t.op for t in walk(elaborate(text))]


def test_int_ascription_casts_leaves() -> None:
    t = elaborate("∀ a b : ℕ, (a - b : ℤ) = 0")
    sub = next(u for u in walk(t) if u.op == "sub")
    assert sub.ty.head == "ℤ" and [a.op for a in sub.args] == ["cast", "cast"]


def test_cast_after_nat_subtraction() -> None:
    t = elaborate("∀ a b : ℕ, ((a - b : ℕ) : ℤ) = 0")
    cast = next(u for u in walk(t) if u.op == "cast")
    assert cast.args[0].op == "sub" and cast.args[0].ty.head == "ℕ"


def test_exponent_is_natural() -> None:
    t = elaborate("∀ x : ℝ, x ^ 2 ≥ 0")
    pw = next(u for u in walk(t) if u.op == "pow")
    assert pw.ty.head == "ℝ" and pw.args[1].ty.head == "ℕ"
    zero = next(u for u in walk(t) if u.op == "num" and u.value == 0)
    assert zero.ty.head == "ℝ"
    half = elaborate("∀ x : ℝ, x ^ (1 / 2) = 1")
    div = next(u for u in walk(half) if u.op == "div")
    assert div.ty.head == "ℕ"  # Lean: x ^ (1/2) = x ^ 0


def test_untyped_binders_unify() -> None:
    t = elaborate("∀ x y, x + y = y + (x : ℤ)")
    assert t.bty is not None and t.bty.head == "ℤ"
    t = elaborate("∀ x > 0, x = x")
    assert t.bty is not None and t.bty.head == "ℕ"


def test_mixed_types_widen() -> None:
    t = elaborate("∀ (n : ℕ) (x : ℝ), x + n = n + x")
    assert "cast" in [u.op for u in walk(t)]


def test_dot_notation() -> None:
    assert "prime" in _ops("∀ p : ℕ, p.Prime → 2 ≤ p")
    assert "choose" in _ops("∀ n k : ℕ, n.choose k ≥ 0")
    assert "gcd" in _ops("∀ a b : ℕ, a.gcd b = b.gcd a")


@pytest.mark.parametrize("text,symbol", [
    ("∀ n : ℕ, -n = 0", "Neg ℕ"),
    ("∀ x : ℝ, x % 2 = 0", "Mod ℝ"),
    ("∀ x : ℚ, x ^ (2 : ℚ) = 1", "Real.rpow"),
    ("∀ x : ℝ, (x : ℕ) = 1", "x"),
])
def test_unsupported(text: str, symbol: str) -> None:
    with pytest.raises(UnsupportedError) as ei:
        elaborate(text)
    assert ei.value.symbol == symbol


@pytest.mark.parametrize("text", [
    "∀ a b : ℕ, (a - b : ℤ) = ↑a - ↑b",
    "∀ {α : Type*} [LinearOrder α] (a b : α), min a b ≤ a",
    "∀ s t : Set ℕ, s ∩ t ⊆ s ∪ tᶜ",
    "{x | x > 2} = {x : ℕ | 2 < x}",
    "∀ x : ℝ, (2 : ℝ) + 3 = x",
    "∀ n : ℕ, ((n : ℤ) - 1) * 2 = 2 * n - 2",
    "∃ x y : ℕ, x + y = 3 ∧ x ! = 2",
    "∀ x : ℝ, |x| = √(x ^ 2)",
])
def test_printer_round_trips(text: str) -> None:
    t = elaborate(text)
    printed = to_lean(t)
    assert elaborate(printed) == t
    assert "sorry" not in printed


@pytest.mark.parametrize(("text", "printed"), [
    # open world: Mathlib outside the table is kept opaque, as the application it stands for
    ("∀ x : ℝ, Real.exp x > 0", "∀ (x : ℝ), Real.exp x > 0"),
    ("∀ {α : Type*} (s : Finset α), #s ≤ s.card + 1",
     "∀ {α : Type*} (s : Finset α), Finset.card s ≤ Finset.card s + 1"),
    ("∀ n a b : ℕ, a ≡ b [MOD n] → b ≡ a [MOD n]",
     "∀ (n a b : ℕ), Nat.ModEq n a b → Nat.ModEq n b a"),
    ("∀ (f : ℕ → ℕ) (s : Finset ℕ), ∑ i ∈ s, f i ≥ 0",
     "∀ (f : ℕ → ℕ) (s : Finset ℕ), Finset.sum s (fun (i : ℕ) => f i) ≥ 0"),
    ("∀ {α : Type*} [Lattice α] [OrderTop α] (a : α), a ≤ ⊤",
     # instance binders: known classes first, `OrderTop` (which needs `LE α`) after them,
     # as Lean elaborates them (lean_print.class_order)
     "∀ {α : Type*} [Lattice α] [OrderTop α] (a : α), a ≤ (⊤ : α)"),
    ("∃! x : ℕ, x = 0", "∃ (x : ℕ), x = 0 ∧ (∀ (x' : ℕ), x' = 0 → x' = x)"),
])
def test_opaque_mathlib(text: str, printed: str) -> None:
    assert to_lean(text) == printed


@pytest.mark.parametrize(("text", "symbol"), [
    # the coercions Lean would insert depend on the unknown function's argument type
    ("∀ (a b : ℕ), someFunction (a - b) = 0", "someFunction"),
    # an unknown constant's type is unknown: no arithmetic with known numbers
    ("∀ n : ℕ, n + someConstant = 0", "+"),
])
def test_opaque_refusals(text: str, symbol: str) -> None:
    with pytest.raises(UnsupportedError) as ei:
        elaborate(text)
    assert symbol in str(ei.value) or ei.value.symbol == symbol


def test_declared_signatures_type_the_arguments() -> None:
    """With Mathlib's signature (`Real.exp : ℝ → ℝ`) the argument is elaborated at ℝ, as Lean
    does: `Real.exp (a - b)` subtracts in ℝ, no truncation."""
    t = elaborate("∀ (a b : ℕ), Real.exp (a - b) > 0")
    sub = next(u for u in walk(t) if u.op == "sub")
    assert sub.ty.head == "ℝ"
