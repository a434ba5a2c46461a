"""A statement written as a Π type (`theorem t : {a b : ℤ} → P a → Q b`) is the header with
those binders (round 22).

Lean elaborates `theorem t : (x : α) → P x` and `theorem t (x : α) : P x` to the same type, so
the leading binder groups of a statement that are followed by `→` are the declaration's binders;
a bracketed term (`(a + b) → c`, `(h) → c`) is not a binder and stays. Before round 22 such
headers were refused at the `:` (55 whole-corpus theorems, the `Mathlib.Meta.NormNum` lemmas).
"""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from forminv_lean.extract.lean_decl import parse_decl
from tests.mathlib_corpus import render, rendered

_GROUPS = ("{a b : ℤ}", "(n : ℕ)", "[Fact (0 < n)]", "⦃c : ℤ⦄", "{m : ℕ}")
_BODY = "0 ≤ n → a + b + c = c + b + a ∨ m = m"


@settings(max_examples=60, deadline=None)
@given(st.lists(st.sampled_from(_GROUPS), min_size=1, max_size=4, unique=True),
       st.integers(min_value=0, max_value=4))
def test_leading_pi_binders_are_the_headers_binders(groups: list[str], split: int) -> None:
    k = min(split, len(groups))
    front, back = groups[:k], groups[k:]
    # every name the body uses is bound somewhere, in the header or as a Π binder
    bound = "".join(groups)
    missing = [g for g in ("{a b : ℤ}", "(n : ℕ)", "⦃c : ℤ⦄", "{m : ℕ}") if g not in bound]
    front = missing + front
    as_pi = parse_decl(f"theorem t {' '.join(front)} : {' → '.join(back + [_BODY])}")
    as_header = parse_decl(f"theorem t {' '.join(front + back)} : {_BODY}")
    assert as_pi == as_header
    formal, reason = render(as_pi.signature)
    assert formal is not None, reason
    assert (formal, reason) == render(as_header.signature)


def test_a_bracketed_term_before_an_arrow_stays_in_the_statement() -> None:
    for text in ("(a + b = c) → c = a + b", "(h) → c", "(p ∧ q) → q"):
        d = parse_decl(f"theorem t : {text}")
        assert d.binders == () and d.statement == text


def test_the_norm_num_lemmas_render() -> None:
    names = ("Tactic.NormNum.isInt_isCoprime", "Mathlib.Meta.NormNum.isNat_prime_2")
    assert rendered(names, names[0]).startswith("∀ x y nx ny : ℤ, Mathlib.Meta.NormNum.IsInt")
    assert rendered(names, names[1]).startswith("∀ n n' : ℕ, Mathlib.Meta.NormNum.IsNat n n' →")


def test_a_bracketed_quantifier_is_a_term_not_a_binder() -> None:
    # `(∃ r : ℝ, p r) → q` splits like a binder `(∃ r : ℝ, …)`; `∃` is no name
    for text in ("(∃ r : ℝ, 0 < r) → 0 = 0", "(∀ x : ℕ, 0 ≤ x) → 0 = 0", "(Σ n : ℕ, Fin n) → True"):
        d = parse_decl(f"theorem t : {text}")
        assert d.binders == () and d.statement == text
    d = parse_decl("theorem t : (h : ∀ x : ℕ, 0 ≤ x) → 0 = 0")
    assert [b.names for b in d.binders] == [("h",)] and d.statement == "0 = 0"
