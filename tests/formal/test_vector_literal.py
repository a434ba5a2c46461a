"""Mathlib's vector literal `![a, b, …]` (`Matrix.vecCons a ![b, …]`, `Matrix.vecEmpty`;
Mathlib/Data/Fin/VecNotation.lean:47-71): one token, elaborated against its expected type
`Fin k → α` or, with none, at the type its first typed entry fixes; refused where nothing
written fixes the entries' type."""

from __future__ import annotations

import re

import pytest

from forminv_lean.formal.errors import UnsupportedError
from forminv_lean.formal.lean.printer import to_lean_text
from forminv_lean.formal.meaning.ast import Bracket, UnOp
from forminv_lean.formal.meaning.elaboration import elaborate_expr
from forminv_lean.formal.meaning.parser import parse
from forminv_lean.formal.meaning.terms import walk
from forminv_lean.formal.meaning.types import show_type
from forminv_lean.formal.meaning.vectors import VEC_CONS, VEC_EMPTY, vector_items
from tests.mathlib_corpus import render_row, rendered, require, rows


def _vectors(text: str) -> list[tuple[int, str]]:
    """(entries, type) of each vector literal (not the tails of one) in the elaborated `text`."""
    out, tails = [], set()
    for t in walk(elaborate_expr(parse(text))):
        if t.op == "app" and t.name in (VEC_CONS, VEC_EMPTY) and id(t) not in tails:
            items = vector_items(t)
            assert items is not None
            out.append((len(items), show_type(t.ty)))
            u = t
            while u.name == VEC_CONS:
                u = u.args[1]
                tails.add(id(u))
    return out


@pytest.mark.parametrize("n", [0, 1, 2, 5])
def test_one_token_of_any_length(n: int) -> None:
    items = ", ".join(f"a{i}" for i in range(n))
    e = parse(f"f ![{items}]")
    assert e.args[0] == Bracket("vec", tuple(parse(f"a{i}") for i in range(n)))  # type: ignore[attr-defined]


def test_factorial_is_still_postfix() -> None:
    assert parse("n ! = 2").lhs == UnOp("!", parse("n"))  # type: ignore[attr-defined]


@pytest.mark.parametrize(("text", "want"), [
    ("∀ {α : Type*} (a b : α), ![a, b] 0 = a", [(2, "Fin 2 → α")]),
    ("∀ {α : Type*} (A : Fin 0 → α), A = ![]", [(0, "Fin 0 → α")]),
    # the other side's `Fin 2 → ℝ` types the numerals (binrel% unifies `Fin 2 → ?α` with it)
    ("∀ (v : Fin 2 → ℝ), v = ![1, 0]", [(2, "Fin 2 → ℝ")]),
    # the first typed entry fixes α, a later ℕ entry is coerced into it
    ("∀ (n : ℕ) (x : ℝ), ![x, n] 1 = ↑n", [(2, "Fin 2 → ℝ")]),
    ("∀ {α : Type*} (a b : α), ![![a], ![b]] = ![![b], ![a]]",
     [(2, "Fin 2 → Fin 1 → α")] * 2 + [(1, "Fin 1 → α")] * 4),
])
def test_typed_as_lean_does(text: str, want: list[tuple[int, str]]) -> None:
    assert sorted(_vectors(text)) == sorted(want)


def test_entries_elaborated_at_the_expected_type() -> None:
    t = elaborate_expr(parse("∀ (a b : ℕ) (v : Fin 1 → ℝ), v = (![a - b] : Fin 1 → ℝ)"))
    entry = next(u for u in walk(t) if u.op == "app" and u.name == VEC_CONS).args[0]
    assert entry.op == "sub" and all(x.op == "cast" for x in entry.args)   # `↑a - ↑b` at ℝ


@pytest.mark.parametrize(("text", "why"), [
    ("![1, 0] = ![0, 1]", "fixed by nothing written"),         # ℕ only by default
    ("Foo.bar ![] = Foo.bar ![]", "fixed by nothing written"),
    ("∀ (v : Fin 3 → ℤ), v = ![1, 0]", "of 2 entries"),
    ("∀ (n : ℕ) (x : ℝ), ![n, x] = ![x, x]", "first typed entry"),  # Lean: x against ℕ
    ("∀ (v : Fin 2 → ℝ) (n : ℕ), v = ![n, 1]", "mismatch"),
    # an unknown function's domain may be `Fin 1 → ℤ`: `![↑a - ↑b]` there, not ℕ subtraction
    ("∀ (a b : ℕ), Foo.bar ![a - b] = Foo.bar ![a]", "depends on"),
])
def test_refused(text: str, why: str) -> None:
    with pytest.raises(UnsupportedError, match=why):
        elaborate_expr(parse(text))


def test_printed_with_its_type() -> None:
    text = "∀ (v : Fin 2 → ℝ), v = ![1, 0]"
    printed = to_lean_text(elaborate_expr(parse(text)))
    assert "(![1, 0] : Fin 2 → ℝ)" in printed
    assert elaborate_expr(parse(printed)) == elaborate_expr(parse(text))


def _literals(text: str) -> list[int]:
    """The entry counts of the `![…]` literals written in `text` (nested ones too)."""
    out: list[int] = []
    stack: list[int] = []   # entries so far of each open `![`, -1 for another bracket
    i = 0
    while i < len(text):
        if text.startswith("![", i):
            stack.append(0 if text[i + 2:i + 3] == "]" else 1)
            i += 2
            continue
        c = text[i]
        if c in "([{⟨":
            stack.append(-1)
        elif c in ")]}⟩" and stack:
            if (k := stack.pop()) >= 0:
                out.append(k)
        elif c == "," and stack and stack[-1] > 0:
            stack[-1] += 1
        i += 1
    return out


#: Corpus theorems and the type of their (outermost) vector literals: the entries' own type
#: (`x y : M`), the other side's (`P : Fin 3 → F` types `![1, 1, 0]`), an unknown function's.
NAMED = {
    "Matrix.vec2_add": "Fin 2 → α",
    "WeierstrassCurve.Jacobian.equiv_zero_of_Z_eq_zero": "Fin 3 → F",
    "LinearIndependent.pair_iff": "Fin 2 → M",
    "Matrix.empty_eq": "Fin 0 → α",
}


@pytest.mark.parametrize("name", sorted(NAMED))
def test_named_corpus_theorems(name: str) -> None:
    formal = rendered(NAMED, name)
    assert "![" in formal
    assert {ty for _, ty in _vectors(formal)} == {NAMED[name]}


@pytest.mark.slow  # renders every corpus theorem with a vector literal (~230)
def test_corpus_vectors_have_their_size() -> None:
    """Every Mathlib theorem with a vector literal that renders elaborates each outermost
    literal to `Fin k → α`, k the entries written; and most of them render."""
    require()
    seen = rendered = 0
    for row in rows(lambda line: "![" in line):
        if "![" not in row["decl"] or "!![" in row["decl"]:
            continue
        seen += 1
        r = render_row(row)
        if r.formal is None:
            continue
        rendered += 1
        sizes = sorted(n for n, _ in _vectors(r.formal))
        written = sorted(_literals(r.formal))
        assert sizes == written, (row["name"], r.formal)
        for n, ty in _vectors(r.formal):
            assert re.match(rf"Fin {n} → ", ty), (row["name"], ty)
    assert seen > 150 and rendered > seen // 3, (seen, rendered)
