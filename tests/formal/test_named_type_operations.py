"""Operations on named Mathlib types, as Lean elaborates them.

`binop%` (Lean/Elab/Extra.lean) makes a type the tree's maximal type when the other leaves
coerce into it (`hasCoe`), so `θ = x` with `θ : Real.Angle`, `x : ℝ` is `θ = ↑x`, and
`p + n` with `p : R[X]`, `n : ℕ` is `p + ↑n` (`coercions.NUMBER_INTO`). An operation a type
has no instance for (`lacks.LACKS`) is refused, never kept uninterpreted; one it has is read.
Corpus theorems stating such coercions render (each was refused as a type mismatch before);
the corpus is read in place (skipped, saying why, when absent)."""

from __future__ import annotations

from functools import lru_cache

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from forminv_lean.formal.errors import UnsupportedError
from forminv_lean.formal.lean.printer import to_lean_text
from forminv_lean.formal.meaning.lacks import LACKS
from forminv_lean.formal.statements import elaborate_rendering
from tests.mathlib_corpus import assert_rendering_shows, rows_named

#: op -> a text applying it to two values `a b` of the type (a relation for `le`).
_USE = {"add": "a + b = a", "sub": "a - b = a", "neg": "-a = b", "mul": "a * b = a",
        "div": "a / b = a", "inv": "a⁻¹ = b", "pow": "a ^ 2 = b", "mod": "a % b = a",
        "le": "a ≤ b", "sup": "a ⊔ b = a", "inf": "a ⊓ b = a"}

_LACKING = sorted((ty, op) for ty, ops in LACKS.items() for op in ops)
_HAVING = sorted((ty, op) for ty in LACKS for op in _USE if op not in LACKS[ty]
                 and op in {"add", "sub", "neg", "mul", "div", "inv"})


@pytest.mark.parametrize(("ty", "op"), _LACKING)
def test_an_operation_the_type_has_no_instance_for_is_refused(ty: str, op: str) -> None:
    with pytest.raises(UnsupportedError):
        elaborate_rendering(f"∀ (a b : {ty}), {_USE[op]}")


@pytest.mark.parametrize(("ty", "op"), _HAVING)
def test_an_operation_the_type_has_is_read(ty: str, op: str) -> None:
    elaborate_rendering(f"∀ (a b : {ty}), {_USE[op]}")


def test_every_table_operation_has_a_use() -> None:
    assert set().union(*LACKS.values()) <= set(_USE)


@settings(max_examples=30, deadline=None)
@given(st.lists(st.sampled_from(["θ", "ψ", "x", "y", "Real.pi"]), min_size=2, max_size=4),
       st.sampled_from(["+", "-"]))
def test_reals_beside_an_angle_are_coerced_into_it(leaves: list[str], op: str) -> None:
    # Analysis/SpecialFunctions/Trigonometric/Angle.lean:43 `instance : Coe ℝ Angle`
    text = f"∀ (θ ψ : Real.Angle) (x y : ℝ), θ = {f' {op} '.join(leaves)}"
    lean = to_lean_text(elaborate_rendering(text))
    for real in {"x", "y", "Real.pi"} & set(leaves):
        assert f"(↑{real} : Real.Angle)" in lean, lean


@pytest.mark.parametrize("text", [
    "∀ (n : ℕ) (θ : Real.Angle), θ = n",                 # ℕ does not coerce into an angle
    "∀ (x : ℤ) (p : Polynomial ℝ), p + x = 0",           # only NatCast is in the table
    "∀ (θ : Real.Angle), θ = 2 * Real.pi",                # `*` at the angle type
])
def test_what_does_not_coerce_or_multiply_is_refused(text: str) -> None:
    with pytest.raises(UnsupportedError):
        elaborate_rendering(text)


_CORPUS = {
    # `-(π : Angle) = π` and `(π : Real.Angle) + π = 0` under `open Real`
    "Real.Angle.neg_coe_pi": "-(Real.pi : Real.Angle) = Real.pi",
    "Real.Angle.coe_pi_add_coe_pi": "(Real.pi : Real.Angle) + Real.pi = 0",
    "Real.Angle.ne_neg_self_iff": "θ ≠ Real.pi",
    "Complex.arg_neg_coe_angle": "Complex.arg x + Real.pi",
    # `(n : R[X]).comp p = n`: the right side is the cast at `R[X]` too
    "Polynomial.natCast_comp": "(n : (Polynomial R)).comp p = n",
}


@lru_cache(maxsize=1)
def _rows() -> dict:
    return rows_named(_CORPUS)


@pytest.mark.parametrize("name", sorted(_CORPUS))
def test_corpus_theorems_with_a_coercion_into_a_named_type_render(name: str) -> None:
    rendering = assert_rendering_shows(_rows(), name, _CORPUS[name])
    assert "(↑" in to_lean_text(elaborate_rendering(rendering))
