"""Round 27: a `_` type argument of a declared function that is an argument of a declared call
(or a leaf of an arithmetic tree of such holed leaves that is one) is filled from the call's
parameter, the call's type parameters bound by matching its declared result against the other
side of the relation the call is a side of (`num (algebraMap _ _ p) = p`:
`formalise.nested_holes_r27`).
"""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from forminv_lean.formalise.render import _filled, has_hole
from tests.mathlib_corpus import needs_index, rendered

#: Corpus theorems (Mathlib v4.19.0 writes the holes) and the text their rendering shows.
#: `RatFunc.num (x : RatFunc K) : K[X]`, `RatFunc.denom` (Mathlib/FieldTheory/RatFunc/
#: Basic.lean:788, :830), `RatFunc.ofFractionRing :: toFractionRing : FractionRing K[X]`
#: (Mathlib/FieldTheory/RatFunc/Defs.lean:64).
NESTED = {
    "RatFunc.num_algebraMap": "RatFunc.num (algebraMap (Polynomial K) (RatFunc K) p) = p",
    "RatFunc.num_div": "RatFunc.num (algebraMap (Polynomial K) (RatFunc K) p / "
                       "algebraMap (Polynomial K) (RatFunc K) q)",
    "RatFunc.denom_div": "RatFunc.denom (algebraMap (Polynomial K) (RatFunc K) p / "
                         "algebraMap (Polynomial K) (RatFunc K) q)",
    "RatFunc.ofFractionRing_mk'": "RatFunc.ofFractionRing (IsLocalization.mk' "
                                  "(FractionRing (Polynomial K)) x y)",
}


@needs_index
@pytest.mark.parametrize("name", sorted(NESTED))
def test_a_corpus_nested_hole_is_filled_from_the_relation(name: str) -> None:
    formal = rendered(NESTED, name)
    assert NESTED[name] in formal and not has_hole(formal), formal


BINDERS = "∀ {K : Type*} [Field K] (p q r : Polynomial K) (x : RatFunc K)"
FILLED = "algebraMap (Polynomial K) (RatFunc K)"


@settings(max_examples=40, deadline=None)
@given(st.sampled_from(["RatFunc.num", "RatFunc.denom"]),
       st.sampled_from(["", "+", "-", "*", "/"]), st.sampled_from(["=", "≠"]),
       st.sampled_from(["r", "RatFunc.num x * r"]), st.booleans())
def test_the_hole_is_the_calls_parameter_bound_by_the_other_side(
        fn: str, op: str, rel: str, other: str, left: bool) -> None:
    arg = "algebraMap _ _ p" + (f" {op} algebraMap _ _ q" if op else "")
    side = f"{fn} ({arg})"
    body = f"{side} {rel} {other}" if left else f"{other} {rel} {side}"
    filled = _filled(f"{BINDERS}, {body}")
    assert filled is not None and not has_hole(filled), filled
    assert filled.count(FILLED) == (2 if op else 1), filled


@pytest.mark.parametrize("body", [
    # a leaf of known type in the tree could become its maximal type
    "RatFunc.num (algebraMap _ _ p / x) = r",
    # a numeral leaf: its type is the tree's, not certainly the expected one here
    "RatFunc.num (algebraMap _ _ p + 1) = r",
    # `∣` is no `binrel%` relation: not read
    "RatFunc.num (algebraMap _ _ p) ∣ r",
    # the other side's type does not have the call's result's shape
    "RatFunc.num (algebraMap _ _ p) = (0 : ℕ)",
    # a cast: typed by the statement elsewhere
    "RatFunc.num (algebraMap _ _ p) = ↑r",
])
def test_a_call_no_relation_fixes_is_refused(body: str) -> None:
    assert _filled(f"{BINDERS}, {body}") is None


#: `Function.const _ b` on a side: the domain of the other side's arrow type (Lean core
#: Init/Prelude.lean `def Function.const {α : Sort u} (β : Sort v) (a : α) : β → α`).
PARTIAL = {"Function.comp_eq_const_iff": "g ∘ f = Function.const α (g b) ↔ "
                                         "f = Function.const α b",
           # `≤` on functions, a `binrel%` relation too
           "Sum.const_le_elim_iff": "Function.const (Sum α₁ α₂) b ≤ Sum.elim v₁ v₂",
           # an argument: `mulVec (M : Matrix m n α) (v : n → α)` (Mathlib/Data/Matrix/
           # Mul.lean:610), `IsEquivalent (l : Filter α) (u v : α → β)` (Mathlib/Analysis/
           # Asymptotics/AsymptoticEquivalent.lean:70, `u ~[l] v`, :73)
           "SimpleGraph.adjMatrix_mulVec_const_apply":
               "Matrix.mulVec (G.adjMatrix α) (Function.const V a)",
           "Asymptotics.IsEquivalent.tendsto_const": "u ~[l] Function.const α c"}


@needs_index
@pytest.mark.parametrize("name", sorted(PARTIAL))
def test_a_corpus_partial_application_hole_is_the_other_sides_domain(name: str) -> None:
    formal = rendered(PARTIAL, name)
    assert PARTIAL[name] in formal and not has_hole(formal), formal


@settings(max_examples=20, deadline=None)
@given(st.sampled_from(["f", "g ∘ f", "(f : ι → κ)"]), st.sampled_from(["=", "≠"]),
       st.booleans())
def test_a_partial_application_hole_is_the_domain(other: str, rel: str, left: bool) -> None:
    side = "Function.const _ (g b)" if other == "g ∘ f" else "Function.const _ b"
    body = f"{side} {rel} {other}" if left else f"{other} {rel} {side}"
    filled = _filled("∀ {ι κ γ : Type*} (b : κ) (f : ι → κ) (g : κ → γ), " + body)
    assert filled is not None and "Function.const ι " in filled and not has_hole(filled), filled


@pytest.mark.parametrize("body", [
    # no side of known type
    "Function.const _ b = Function.const _ b",
    # a cast: typed by the statement elsewhere
    "Function.const _ b = ↑f",
])
def test_a_partial_application_no_relation_fixes_is_refused(body: str) -> None:
    assert _filled("∀ {ι κ : Type*} (b : κ) (f : ι → κ), " + body) is None
