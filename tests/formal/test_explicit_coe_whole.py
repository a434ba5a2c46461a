"""An explicit `↑e` coerces the whole value of `e` (lean4 `elabCoe` elaborates `e` on its own,
then coerces it); only a scalar product that is a node of an operator tree (`leftact%`) has its
vector coerced. Until round 28 the checker pushed every coercion into `a • b`, so Mathlib's
`↑(g • m) = g • ↑m` lemmas (`Units.val_smul`, `Subalgebra.coe_smul`, 70 renderings) read as
`X = X`: a tautology where Lean states a fact about the coercion."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from forminv_lean.formal.statements import elaborate_rendering

#: (binders, scalar, vector, the vector's type, the coercion's target), as Mathlib states them
CASES = [
    ("{G M : Type*} [Group G] [Monoid M] [MulAction G M] [SMulCommClass G M M] "
     "[IsScalarTower G M M] (g : G) (m : Mˣ)", "g", "m", "M"),           # Units.val_smul
    ("{α β : Type*} [SMul α β] (a : α) (s : Finset β)", "a", "s", "Set β"),  # coe_smul_finset
    ("(n m : ℕ)", "n", "m", "ℤ"),
]


def _sides(text: str) -> tuple[str, str]:
    t = elaborate_rendering(text)
    while t.op in ("forall", "tforall"):
        t = t.args[-1]
    assert t.op == "eq", t
    return str(t.args[0]), str(t.args[1])


@pytest.mark.parametrize(("binders", "a", "b", "target"), CASES)
def test_explicit_coercion_of_a_scalar_product_is_not_its_vectors(
        binders: str, a: str, b: str, target: str) -> None:
    lhs, rhs = _sides(f"∀ {binders}, (↑({a} • {b}) : {target}) = {a} • ({b} : {target})")
    assert lhs != rhs


@pytest.mark.parametrize(("binders", "a", "b", "target"), CASES[2:])
def test_a_scalar_product_in_an_operator_tree_has_its_vector_coerced(
        binders: str, a: str, b: str, target: str) -> None:
    lhs, rhs = _sides(f"∀ {binders}, ({a} • {b} : {target}) = {a} • ({b} : {target})")
    assert lhs == rhs


@given(st.sampled_from(["ℤ", "ℚ", "ℝ"]), st.sampled_from(["n", "n + 1", "2"]))
def test_whole_and_pushed_casts_differ_exactly_by_where_the_cast_is(target: str, k: str) -> None:
    whole = _sides(f"∀ (n m : ℕ), (↑(({k}) • m) : {target}) = ({k}) • (m : {target})")
    pushed = _sides(f"∀ (n m : ℕ), (({k}) • m : {target}) = ({k}) • (m : {target})")
    assert whole[0] != whole[1] and pushed[0] == pushed[1] and whole[1] == pushed[1]
