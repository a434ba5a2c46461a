"""Round 23: a `_` type argument among the operands of `+ - * /` under a relation is filled
with the type of the other operands, as Lean's `binrel%` tree assigns it
(`formalise.operand_holes`), and a `_` that only names an integral's or a `Σ`'s bound variable,
or is part of the token `⟫_[`, is no hole (`render.hole_positions`).
"""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from forminv_lean.formalise.render import _filled, has_hole, hole_positions
from tests.mathlib_corpus import needs_index, rendered

#: Corpus theorems whose hole is an operand's type argument, and the text their rendering
#: shows (Mathlib v4.19.0 writes `algebraMap _ _ p / algebraMap _ _ q`, the ring of fractions
#: fixed by the other side of `=`).
OPERANDS = {
    "RatFunc.num_div_denom":
        "algebraMap (Polynomial K) (RatFunc K) (RatFunc.num x) / "
        "algebraMap (Polynomial K) (RatFunc K) (RatFunc.denom x) = x",
    "IsFractionRing.div_surjective": "algebraMap A K x / algebraMap A K y = z",
    "MvPolynomial.aeval_monomial": "= algebraMap R S₁ r * d.prod",
}

#: Corpus theorems whose only `_` names a bound variable of an integral.
NOT_HOLES = {
    "intervalIntegral.integral_const": "∫ _ in a..b, c = (b - a) • c",
    "MeasureTheory.lintegral_const": "∫⁻ _, c ∂μ = c * μ Set.univ",
    "MeasureTheory.setIntegral_const": "∫ _ in s, c ∂μ = μ.real s • c",
}

HEAD = "∀ {R A : Type*} [CommRing R] [Ring A] [Algebra R A] (r : R) (a b : A) (n : ℕ), "


@needs_index
@pytest.mark.parametrize("name", sorted(OPERANDS))
def test_a_corpus_operand_hole_is_filled(name: str) -> None:
    formal = rendered(OPERANDS, name)
    assert OPERANDS[name] in formal and not has_hole(formal), formal


@needs_index
@pytest.mark.parametrize("name", sorted(NOT_HOLES))
def test_a_corpus_bound_underscore_is_no_hole(name: str) -> None:
    formal = rendered(NOT_HOLES, name)
    assert NOT_HOLES[name] in formal, formal


@settings(max_examples=60, deadline=None)
@given(st.sampled_from(["+", "-", "*", "/"]), st.booleans(), st.sampled_from(["=", "≠"]),
       st.sampled_from(["a", "(n : A)", "a ^ n", "r • a", "-a"]))
def test_the_operand_hole_is_the_other_operands_type(op: str, left: bool, rel: str,
                                                     other: str) -> None:
    """Wherever the hole's operand sits in the tree, the other operands' one type `A` is what
    `applyCoe` unifies its unknown type with."""
    pair = f"algebraMap R _ r {op} {other}" if left else f"{other} {op} algebraMap R _ r"
    filled = _filled(HEAD + f"{pair} {rel} b")
    assert filled is not None and "algebraMap R A r" in filled, filled


@pytest.mark.parametrize("body", [
    "algebraMap R _ r + 1 = 2",          # only numerals: no maximal type
    "r + algebraMap R _ r = a",          # two types: the maximal one is Lean's coercion order
    "algebraMap R _ r • a = b",          # the scalar of `•` is not in the tree
    "a ^ algebraMap R _ r = b",          # nor the exponent of `^`
    "(algebraMap R _ r)⁻¹ = b",          # an operator the rule does not read through
])
def test_an_operand_hole_the_tree_does_not_fix_is_refused(body: str) -> None:
    assert _filled(HEAD + body) is None


def test_a_matrix_product_leaves_the_hole_to_its_default_instance() -> None:
    """`Matrix`'s heterogeneous `HMul` default instance (Mathlib/Data/Matrix/Mul.lean:317)
    makes `applyCoe` leave an unknown operand of `*` alone: refused."""
    text = ("∀ {R n : Type*} [Fintype n] [DecidableEq n] [CommRing R] (r : R) "
            "(M N : Matrix n n R), M * algebraMap R _ r = N")
    assert _filled(text) is None


@pytest.mark.parametrize("text,holes", [
    ("∫ _ in a..b, c = (b - a) • c", 0),
    ("∫⁻ _ in s, c ∂μ = c * μ s", 0),
    ("⨍ _, c ∂μ = c", 0),
    ("(s : Set (Σ _, Fin n)) = t", 0),
    ("⟪f, g⟫_[𝕜, w] = 0", 0),
    ("∫ x in a..b, f _ x = c", 1),       # an argument written `_` in the body still is one
    ("⟪f, g⟫_[𝕜, w] = algebraMap _ 𝕜 0", 1),
])
def test_bound_underscores_are_not_holes(text: str, holes: int) -> None:
    assert len(hole_positions(text)) == holes
