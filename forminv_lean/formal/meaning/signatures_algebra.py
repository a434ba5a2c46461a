"""Declared signatures of common Mathlib functions (algebra side), each cited from its declaration.

Same format as `opaque.SIGNATURES` (explicit argument types, then the result type; `α β γ δ
ε ι κ` are the declaration's type parameters, `_` an argument not typed here, e.g. a proof),
merged into it. An entry is written only from the declaration read at Mathlib v4.19.0; the
comment above each group names the file.
"""

from __future__ import annotations

SIGNATURES: dict[str, tuple[str, ...]] = {
}
