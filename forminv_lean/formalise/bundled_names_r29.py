"""A bundled map's type written by its structure's name (`MulEquiv M N`), read as its arrow
(`M ≃* N`) when a header binder written without a type is applied by it (round 29, the refusal
`binder without a type` and `the type of x, which Lean fixes where the checker does not read
it`).

Every arrow of `opaque.HOM_ARROWS` is a plain infix notation for its structure applied to the
two sides, each cited there (Mathlib/Algebra/Group/Equiv/Defs.lean:80 `infixl:25 " ≃* " =>
MulEquiv`, Mathlib/Logic/Equiv/Defs.lean:71 `infixl:25 " ≃ " => Equiv`, Mathlib/Algebra/Group/
Hom/Defs.lean:358 `infixr:25 " →* " => MonoidHom`, …): `M ≃* N` *is* the term `MulEquiv M N`,
so a variable `f : MulEquiv M N` is coerced to a function exactly as `f : M ≃* N` is, through
the same `FunLike`/`EquivLike` instance, whose domain `M` is an `outParam`. `binder_types`
reads the arrow form only (`_bundled_ends`); this gives it the name form too, so `(h : ∀ x, f x
= g x)` with `{f g : MulEquiv M N}` types `x : M` as it does with `{f g : M ≃* N}`.

Only the structure's full name (what `resolve` prints: `PSet.Equiv x y`, a relation in
namespace `PSet`, is not `Equiv`) applied to exactly the two sides is read; anything else (a
partial application, more arguments) is not a bundled map here.
"""

from __future__ import annotations

from typing import Any


def named_arrow(tree: Any) -> tuple[str, Any, Any] | None:
    """`(structure, domain, codomain)` of a parsed type `S A B` with `S` the structure of an
    arrow of `opaque.HOM_ARROWS` (`MulEquiv M N`: `("MulEquiv", M, N)`); None otherwise."""
    from forminv_lean.formal.meaning.ast import App, Name
    from forminv_lean.formal.meaning.opaque import HOM_ARROWS

    if isinstance(tree, App) and isinstance(tree.fn, Name) and \
            tree.fn.id in HOM_ARROWS.values() and len(tree.args) == 2:
        return tree.fn.id, tree.args[0], tree.args[1]
    return None
