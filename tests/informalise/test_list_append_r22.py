"""`l₁ ++ l₂` on lists is "the concatenation of l₁ and l₂" and reads back (round 22).

`++` was marked Lean in every sentence (190 whole-corpus renderings use it). On lists it is
`List.append` (Lean core's `Append (List α)` instance); on other types (`String`, `Array`) the
words would not be checked against a type, so those stay as written.
"""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from forminv_lean.informalise import realise
from forminv_lean.informalise.reader import read, same_formula
from tests.mathlib_corpus import render_row, rows

_CONTEXTS = ("(X).length = l₁.length + l₂.length", "a ∈ X ↔ a ∈ l₁ ∨ a ∈ l₂",
             "X = l₂ ++ l₁ → l₁ = l₂", "(X).Nodup → l₁.Nodup")
_OPERANDS = ("l₁ ++ l₂", "l₂ ++ l₁", "l₁ ++ l₁")


@settings(max_examples=40, deadline=None)
@given(st.sampled_from(_CONTEXTS), st.sampled_from(_OPERANDS))
def test_list_concatenation_is_worded_and_reads_back(context: str, operand: str) -> None:
    formal = f"∀ {{α : Type*}} (l₁ l₂ : List α) (a : α), {context.replace('X', operand)}"
    text = realise(formal)
    assert "concatenation of" in text and "++" not in text.split("`")[0], text
    assert same_formula(read(text).formal, formal), text


def test_append_on_strings_stays_as_written() -> None:
    text = realise("∀ s t : String, s ++ t = t ++ s")
    assert "concatenation" not in text and "`s ++ t`" in text


def test_corpus_list_appends_read_back() -> None:
    said = 0
    for row in rows(lambda line: " ++ " in line and "List" in line):
        r = render_row(row)
        if r.formal is None or " ++ " not in r.formal:
            continue
        text = realise(r.formal)
        if "concatenation of" in text:
            said += 1
            assert same_formula(read(text).formal, r.formal), (row["name"], text)
        if said >= 12:
            break
    assert said >= 12
