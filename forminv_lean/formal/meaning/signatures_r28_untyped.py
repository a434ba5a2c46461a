"""Declared signatures of Mathlib constants whose proof parameter is the first use of a header
binder written without a type (round 28, the refusal `binder without a type`), each cited from
its declaration at Mathlib v4.19.0; the proof parameter's proposition is in
`formalise.binder_elab.PROOF_SLOTS`.

Same format and rules as `signatures_r21m` (explicit arguments in order, then the result; `α`
the declaration's type parameter, `_` the proof). Merged into `opaque.SIGNATURES`.
"""

from __future__ import annotations

SIGNATURES: dict[str, tuple[str, ...]] = {
    # Mathlib/Data/Matroid/Sum.lean:48 `namespace Matroid`, :262 `variable {α : Type*} {M N :
    # Matroid α}`, :265 `def disjointSum (M N : Matroid α) (h : Disjoint M.E N.E) : Matroid α`
    "Matroid.disjointSum": ("Matroid α", "Matroid α", "_", "Matroid α"),
}
