"""Declared signatures of category-theory constants (same format as `opaque.SIGNATURES`).

Each entry is read from its declaration in Mathlib at tag v4.19.0 (file:line above it).
`αᵒᵖ` is `Opposite α` (`meaning/category.py`), the type `elaborate_category` gives `Cᵒᵖ`.
"""

from __future__ import annotations

SIGNATURES: dict[str, tuple[str, ...]] = {
    # Data/Opposite.lean:22,29-33: `variable (α : Sort u)`, `structure Opposite where op ::
    # unop : α`: the constructor `Opposite.op : α → αᵒᵖ` and the projection `Opposite.unop :
    # αᵒᵖ → α` (`op X` with `X : C` is an object of `Cᵒᵖ`)
    "Opposite.op": ("α", "Opposite α"),
    "Opposite.unop": ("Opposite α", "α"),
}
