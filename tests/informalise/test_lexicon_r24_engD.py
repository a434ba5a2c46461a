"""Round 24 (engD): the entries of `extract/lexicon.d/r24_engD.toml`, single constants still
left raw in the realiser's English after r24_engB over the raw-Lean bench's seeds 5 and 6
(filtrations, stopping times and adapted processes, Lp spaces, chosen inverses `Invertible a`
and `⅟a`, fractional ideals, non-zero-divisors, even and odd functions).

Each entry is realised on a corpus theorem that uses it and read back to exactly the rendered
formula (`realised_canonical` is None otherwise), its wording shown and the constant no longer
marked Lean; every entry is cited at a Mathlib file:line; no wording is another entry's; and
generated formulas mixing close neighbours (`Function.Even` of a function with the root `Even`
of its values; `⅟` of one element or the other) are read back as themselves or refused, never
as a different formula. The theorems are read from the shared Mathlib corpus (skipped when
absent); nothing of it is copied here."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from forminv_lean.certify.quality import raw_lean
from tests.lexicon_files import (
    reads_back_or_refuses,
)

#: entry -> a corpus theorem whose rendering uses it (its English now reads back with no raw
#: Lean for the entry)
USES = {
    "MeasureTheory.Filtration": "MeasureTheory.martingale_const",
    "MeasureTheory.IsStoppingTime": "MeasureTheory.Submartingale.integrable_stoppedValue",
    "MeasureTheory.Adapted": "MeasureTheory.Supermartingale.adapted",
    "MeasureTheory.Lp": "MeasureTheory.Lp.mem_Lp_iff_eLpNorm_lt_top",
    "Invertible": "invOf_smul_smul",
    "Invertible.invOf": "invOf_smul_smul",
    "FractionalIdeal": "FractionalIdeal.mul_le_mul_left",
    "Function.Even": "Function.Even.const",
    "Function.Odd": "Function.Odd.zero",
    "nonZeroDivisors": "nmem_nonZeroDivisors_iff",
}

_ALL = list(USES.values())


_ON_F = ["Function.Even f", "Function.Odd f", "Even (f 1)", "Odd (f 1)",
         "Function.Even g", "Function.Odd g"]


@settings(max_examples=25, deadline=None)
@given(st.sampled_from(_ON_F), st.sampled_from(_ON_F), st.booleans(),
       st.sampled_from(["→", "↔", "∧", "∨"]))
def test_even_functions_and_even_values_read_back_as_themselves(p: str, q: str, neg: bool,
                                                                 op: str) -> None:
    """"f is an even function" (f(-x) = f(x)) and "f(1) is even" (the root `Even` of a value)
    are each read back as their own predicate, on the function they were said of, or refused
    (the reader refuses some "f(1) is even"); two function predicates are always read back."""
    right = f"¬{q}" if neg else q
    formal = f"∀ f g : ℤ → ℤ, {p} {op} {right}"
    text = reads_back_or_refuses(formal)   # a different formula fails inside
    assert text is None or not raw_lean(text), (formal, text)
    if p.startswith("Function.") and q.startswith("Function."):
        assert text is not None and "function" in text, (formal, text)


@settings(max_examples=12, deadline=None)
@given(st.sampled_from(["a", "b"]), st.sampled_from(["a", "b"]), st.booleans())
def test_chosen_inverses_read_back_on_their_elements(x: str, y: str, swap: bool) -> None:
    """`[Invertible a] [Invertible b]`, `⅟x * y`: "a has a chosen two-sided inverse" and "the
    chosen two-sided inverse of x" read back on the same elements, in their places."""
    lhs, rhs = (f"⅟{x} * {y}", f"{y} * ⅟{x}") if swap else (f"{y} * ⅟{x}", f"⅟{x} * {y}")
    formal = (f"∀ {{α : Type*}} [Monoid α] (a b : α) [Invertible a] [Invertible b], "
              f"{lhs} = {rhs}")
    text = reads_back_or_refuses(formal)
    assert text is not None and not raw_lean(text), (formal, text)
