"""Parser: Lean precedences, ASCII spellings, binder forms, positioned errors."""

from __future__ import annotations

import pytest

from forminv_lean.formal import FormalParseError, parse
from forminv_lean.formal.meaning.ast import App, BinOp, Field, Name, Num, Quant, UnOp


def test_precedence_like_lean() -> None:
    e = parse("-x ^ 2")
    assert e == UnOp("-", BinOp("^", Name("x"), Num("2")))
    e = parse("¬ a = b ∧ c")
    assert isinstance(e, BinOp) and e.op == "∧" and e.lhs == UnOp("¬", BinOp("=", Name("a"), Name("b")))
    e = parse("a → b → c")
    assert isinstance(e, BinOp) and e.op == "→" and isinstance(e.rhs, BinOp) and e.rhs.op == "→"
    e = parse("a + b * c ^ d ^ e")
    assert e == BinOp("+", Name("a"), BinOp("*", Name("b"), BinOp(
        "^", Name("c"), BinOp("^", Name("d"), Name("e")))))
    e = parse("-y * z")
    assert e == BinOp("*", UnOp("-", Name("y")), Name("z"))


def test_ascii_and_unicode_agree() -> None:
    assert parse("forall x : R, x ^ 2 >= 0 /\\ x <= 1 -> True \\/ x != 2") == \
        parse("∀ x : R, x ^ 2 ≥ 0 ∧ x ≤ 1 → True ∨ x ≠ 2")
    assert parse("exists n, n = 1 <-> n = 1") == parse("∃ n, n = 1 ↔ n = 1")


def test_binders_and_predicates() -> None:
    q = parse("∀ {α : Type*} [AddCommMonoid α] (a b : α), a + b = b + a")
    assert isinstance(q, Quant)
    assert [b.info for b in q.binders] == ["implicit", "inst", "explicit"]
    q = parse("∀ x y ≥ 1, x * y ≥ 1")
    assert isinstance(q, Quant) and q.binders[0].names == ("x", "y") and q.binders[0].pred
    q = parse("∃ x ∈ s, x > 0")
    assert isinstance(q, Quant) and q.binders[0].pred is not None and q.binders[0].pred[0] == "∈"


def test_quantifier_body_extends_right() -> None:
    e = parse("a ∧ ∀ x, P x ∨ Q")
    assert isinstance(e, BinOp) and isinstance(e.rhs, Quant)
    assert isinstance(e.rhs.body, BinOp) and e.rhs.body.op == "∨"


def test_notation_forms() -> None:
    assert parse("n !") == UnOp("!", Name("n"))
    assert parse("√x⁻¹") == UnOp("√", UnOp("⁻¹", Name("x")))
    assert parse("|a| + |b|") == BinOp("+", UnOp("abs", Name("a")), UnOp("abs", Name("b")))
    assert parse("(a + b).gcd c") == App(Field(BinOp("+", Name("a"), Name("b")), "gcd"),
                                         (Name("c"),))
    assert parse("Nat.gcd a b") == App(Name("Nat.gcd"), (Name("a"), Name("b")))


@pytest.mark.parametrize("text,line,col", [
    ("∀ x : ℕ, x + * 1 = 2", 1, 14),
    ("a < b < c", 1, 7),
    ("∀ x, (x = 1", 1, 12),
    ("x = 1\n  ∧ $", 2, 5),
])
def test_parse_errors_are_positioned(text: str, line: int, col: int) -> None:
    with pytest.raises(FormalParseError) as ei:
        parse(text)
    err = ei.value
    assert (err.line, err.column) == (line, col)
    assert str(err).startswith(f"line {line}, column {col}: expected ")
    assert ", got " in str(err) and "\n" not in str(err)
    assert isinstance(err.expected, list)


def test_empty_input() -> None:
    with pytest.raises(FormalParseError):
        parse("   ")
