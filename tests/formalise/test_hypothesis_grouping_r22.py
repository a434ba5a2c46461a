"""A hypothesis printed in front of `→` keeps its own grouping (round 22).

A notation the parser expands to an application can end in a `fun` whose body would swallow the
`→` after it: `(hr : im =O[l] fun z => z.re ^ n)` printed bare as `im =O[l] fun z => z.re ^ n →
IsExpCmpFilter l` reads as `im =O[l] fun z => (z.re ^ n → IsExpCmpFilter l)`, as it would in
Lean. Before round 22 such renderings were refused ("expected a proposition"), 182 of them in the
whole corpus; a rendering must carry the hypothesis bracketed, as its own antecedent. Where the
function's body is itself a proposition the wrong grouping even elaborated: 26 whole-corpus
renderings read `Pairwise fun i j => Disjoint (s i) (s j) → P` as `Pairwise (fun i j =>
(Disjoint (s i) (s j) → P))`, a different statement that the checker, the reader and the realiser
all took as given.
"""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from forminv_lean.formal import parse
from forminv_lean.formal.meaning.ast import BinOp, Quant
from forminv_lean.formal.statements import elaborate_rendering
from tests.mathlib_corpus import render, rendered

#: Notations with a trailing function argument (Mathlib's `=O[l]`, `=o[l]`, `=Θ[l]`, `=ᶠ[l]`).
_NOTATIONS = ("=O[l]", "=o[l]", "=Θ[l]", "=ᶠ[l]")
_BODIES = ("g x", "g x ^ 2", "‖g x‖", "g x * g x", "g (x + 1)")


@settings(max_examples=30, deadline=None)
@given(st.sampled_from(("Pairwise fun i j => g i ≠ g j", "Set.Pairwise s fun i j => g i < g j",
                        "s.Pairwise fun i j => g i ≤ g j")), st.booleans())
def test_a_hypothesis_whose_function_is_a_predicate_keeps_its_own_body(
        hyp: str, second: bool) -> None:
    extra = " (h' : 0 ≤ g 0)" if second else ""
    formal, reason = render(f"theorem foo (g : ℕ → ℝ) (s : Set ℕ) (h : {hyp}){extra} : g 0 = g 0")
    assert formal is not None, reason
    hyps = _antecedents(formal)
    assert len(hyps) == 1 + second, formal
    elaborate_rendering(formal)


def _antecedents(formal: str) -> list[object]:
    """The antecedents of the implications under the rendering's ∀ binders, left to right."""
    e = parse(formal)
    while isinstance(e, Quant):
        e = e.body
    out = []
    while isinstance(e, BinOp) and e.op == "→":
        out.append(e.lhs)
        e = e.rhs
    return out


@settings(max_examples=40, deadline=None)
@given(st.sampled_from(_NOTATIONS), st.sampled_from(_BODIES), st.booleans())
def test_a_trailing_function_hypothesis_stays_its_own_antecedent(
        notation: str, body: str, second: bool) -> None:
    extra = " (h' : 0 ≤ g 0)" if second else ""
    header = (f"theorem foo (f g : ℝ → ℝ) (l : Filter ℝ) (h : f {notation} fun x => {body})"
              f"{extra} : f 0 = f 0")
    formal, reason = render(header)
    assert formal is not None, reason
    hyps = _antecedents(formal)
    assert len(hyps) == 1 + second, formal
    assert parse(f"f {notation} fun x => {body}") == hyps[0], formal
    elaborate_rendering(formal)


@pytest.mark.parametrize(("name", "text"), [
    ("Complex.IsExpCmpFilter.of_isBigO_im_re_pow",
     "(Complex.im =O[l] fun z => z.re ^ n) → Complex.IsExpCmpFilter l"),
    ("ENNReal.eventuallyEq_of_toReal_eventuallyEq",
     "((fun x => (f x).toReal) =ᶠ[l] fun x => (g x).toReal) → f =ᶠ[l] g"),
    ("Set.finite_iUnion_iff", "(Pairwise fun i j ↦ Disjoint (s i) (s j)) → ((⋃ i, s i).Finite"),
    ("IsAntichain.mono_on", "(s.Pairwise fun ⦃a b⦄ => r₂ a b → r₁ a b) → IsAntichain r₂ s"),
])
def test_corpus_hypotheses_with_a_trailing_function_render(name: str, text: str) -> None:
    formal = rendered(("Complex.IsExpCmpFilter.of_isBigO_im_re_pow",
                       "ENNReal.eventuallyEq_of_toReal_eventuallyEq", "Set.finite_iUnion_iff",
                       "IsAntichain.mono_on"), name)
    assert text in formal
    elaborate_rendering(formal)
