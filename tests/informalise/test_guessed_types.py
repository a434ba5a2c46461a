"""The realiser's guess of an untyped binder's type (`types.infer_var_type`) names a type
only where Lean's own rule gives it: ℕ by the numeral default when every use of the variable
is numeral arithmetic, never because a side's type is merely not evident here."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from forminv_lean.formal import parse
from forminv_lean.formal.meaning.ast import Quant
from forminv_lean.informalise import question
from forminv_lean.informalise.types import NAT, infer_var_type

# sides whose type nothing in the text tells the guesser (an unknown constant applied)
_OPAQUE = ["f x", "uniformity α", "g (h y)", "t ×ˢ t", "Foo.bar a b"]
_RELS = ["=", "≠", "<", "≤", "⊆"]
_NUMERALS = ["0", "1", "2 + 3", "7 * 2"]


def _binder(text: str) -> tuple[str, tuple[str, object] | None, object]:
    q = parse(text)
    assert isinstance(q, Quant)
    b = q.binders[0]
    return b.names[0], b.pred, q.body


@settings(max_examples=60, deadline=None)
@given(st.sampled_from(_OPAQUE), st.sampled_from(_RELS), st.booleans(), st.booleans())
def test_an_unknown_side_gives_no_type(side: str, rel: str, left: bool, numeral_too: bool
                                       ) -> None:
    """`∀ s, … s ⊆ t ×ˢ t …`: Lean gives `s` the other side's type, which the guesser does
    not know, so it says nothing (before: ℕ, worded "every natural number s")."""
    use = f"s {rel} {side}" if left else f"{side} {rel} s"
    body = f"{use} ∧ s + 1 ≠ 0" if numeral_too and rel != "⊆" else use
    name, pred, expr = _binder(f"∀ s, {body}")
    assert infer_var_type(name, pred, expr, {}) is None


@settings(max_examples=40, deadline=None)
@given(st.sampled_from(_NUMERALS), st.sampled_from(["<", "≤", "≠", ">"]),
       st.sampled_from(_NUMERALS))
def test_numeral_arithmetic_is_the_numeral_default(bound: str, rel: str, other: str) -> None:
    """`∀ n > 0, n + 1 ≠ 2`: every use is numeral arithmetic, which Lean defaults to ℕ."""
    name, pred, expr = _binder(f"∀ n > {bound}, n + 1 {rel} {other}")
    assert infer_var_type(name, pred, expr, {}) == NAT


def test_a_bounded_binder_in_an_unknown_collection_is_no_natural_number() -> None:
    q = question("∀ {α : Type*} [UniformSpace α] (f : Filter α), Cauchy f ↔ Filter.NeBot f ∧ "
                 "∀ s ∈ uniformity α, ∃ (t : Set α), t ∈ f ∧ (t ×ˢ t ⊆ s)")
    assert "natural number" not in q, q
    assert "every natural number n greater than 0" in question("∀ n > 0, n + 1 ≠ 0")
