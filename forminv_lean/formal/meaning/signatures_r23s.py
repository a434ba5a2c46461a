"""Declared signatures of Mathlib constants a notation the parser reads expands to (round 23,
the term syntax the parser did not read), each cited from its declaration at v4.19.0.

Same format and rules as `signatures_r22n` (explicit arguments in order, then the result; `α β
γ` the declaration's type parameters).
"""

from __future__ import annotations

SIGNATURES: dict[str, tuple[str, ...]] = {
    # `v ≤[i] w` (grammar.lark RESTRICTLE) is `v.restrict i ≤ w.restrict i`: Mathlib/
    # MeasureTheory/VectorMeasure/Basic.lean:559 `def restrict (v : VectorMeasure α M) (i : Set
    # α) : VectorMeasure α M` (:51 namespace MeasureTheory, :416 namespace VectorMeasure)
    "MeasureTheory.VectorMeasure.restrict": (
        "MeasureTheory.VectorMeasure α β", "Set α", "MeasureTheory.VectorMeasure α β"),
}
