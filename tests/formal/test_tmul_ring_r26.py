"""Round 26: `x ⊗ₜ y` whose ring an applied tensor map's declared argument type fixes.

`x ⊗ₜ y` is `TensorProduct.tmul _ x y` (Mathlib/LinearAlgebra/TensorProduct/Basic.lean:128); its
ring is solved by unification with the expected type. As the argument of a map whose signature
is declared (`signatures_tensor_r26`: `LinearMap.mul'`, `TensorProduct.uncurry`, …) that
expected type is the map's domain `M ⊗[R] N`, so the ring is `R`, as in Lean. Each of these
theorems of Mathlib v4.19.0 was refused before ("the ring of ⊗ₜ is fixed by nothing written");
read here against the corpus (`tests/mathlib_corpus.py`).
"""

from __future__ import annotations

import pytest

from forminv_lean.formal.meaning.signatures_tensor_r26 import SIGNATURES
from tests.mathlib_corpus import applications, needs_index, rendered

pytestmark = needs_index

#: corpus theorem -> the map it applies to a `x ⊗ₜ y` (each map of the table, once)
USES = {
    "LinearMap.mul'_apply": "LinearMap.mul'",
    "TensorProduct.uncurry_apply": "TensorProduct.uncurry",
    "TensorProduct.lift.equiv_apply": "TensorProduct.lift.equiv",
    "TensorProduct.lTensorHomToHomLTensor_apply": "TensorProduct.lTensorHomToHomLTensor",
    "TensorProduct.rTensorHomToHomRTensor_apply": "TensorProduct.rTensorHomToHomRTensor",
    "TensorProduct.homTensorHomMap_apply": "TensorProduct.homTensorHomMap",
    "TensorProduct.leftComm_tmul": "TensorProduct.leftComm",
    "Algebra.TensorProduct.mul_one": "Algebra.TensorProduct.mul",
    "TensorProduct.map₂_apply_tmul": "TensorProduct.map₂",
}


def test_every_signature_is_exercised() -> None:
    assert set(USES.values()) == set(SIGNATURES)


@pytest.mark.parametrize("name", sorted(USES))
def test_the_ring_of_tmul_is_the_maps_ring(name: str) -> None:
    """The theorem renders, and every `⊗ₜ` in it elaborates to `TensorProduct.tmul R` with the
    ring `R` of the declaration (never a metavariable, never another type)."""
    from forminv_lean.formal.meaning.terms import walk
    from forminv_lean.formal.statements import elaborate_rendering

    formal = rendered(USES, name)
    assert USES[name] in formal, formal
    term = elaborate_rendering(formal)
    tmuls = [t for t in walk(term) if t.op == "app" and (t.name or "").startswith(
        "TensorProduct.tmul ")]
    assert tmuls, formal
    assert {t.name for t in tmuls} == {"TensorProduct.tmul R"}, formal
    assert applications(term, USES[name]), formal



@pytest.mark.parametrize("name", sorted(SIGNATURES))
def test_each_entry_is_a_well_formed_signature(name: str) -> None:
    from forminv_lean.formal.meaning.types import show_type
    from tests.signature_tables import checked_entry

    types = checked_entry(name, "signatures_tensor_r26")
    assert any("TensorProduct" in show_type(t) for t in types), name
