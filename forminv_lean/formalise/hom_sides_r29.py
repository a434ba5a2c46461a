"""A binder without a type first used as a side of `⟶` (round 29): `∀ d, ∃ c, Nonempty (d ⟶
F.obj c)` gives `d` the type of the other side, `F.obj c : D`.

Mathlib v4.19.0 Mathlib/Combinatorics/Quiver/Basic.lean:40 `class Quiver (V : Type u) where
Hom : V → V → Sort v`, :48 `infixr:10 " ⟶ " => Quiver.Hom`: `a ⟶ b` is `@Quiver.Hom ?V ?inst a
b`, both sides explicit arguments at the one parameter type `V`. Lean elaborates them left to
right (lean4 src/Lean/Elab/App.lean, `ElabAppArgs`: each explicit argument against the binding
domain, `?V`, then `isDefEq`): a side that is a binder without a type has a metavariable type,
which is assigned `?V`, and the other side's type `T` assigns `?V := T` (no coercion is
inserted where a metavariable is unified). So the binder's type is exactly the other side's, when
that is known without the binder (`binder_types._leaf_type`: a variable, a functor's object
`F.obj c`, …); otherwise the use fixes nothing here and the declaration stays refused. The
checker then elaborates the statement with that type written and must agree
(`holes.unread_bound_type`).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

#: The morphism arrow (Quiver/Basic.lean:48), as the formal parser names the operator.
HOM_OP = "⟶"


def hom_side_type(v: str, node: Any, parent: Any, leaf: Callable[[Any], str | None]
                  ) -> str | None:
    """The type `v` (at `node`, a side of the `⟶` `parent`) takes from the other side (`leaf`
    reads a term's type with no expected type), or None when the other side is `v` itself or
    its type is not known."""
    from forminv_lean.formal.meaning.ast import Name

    other = parent.rhs if parent.lhs is node else parent.lhs
    if isinstance(other, Name) and other.id == v:
        return None
    return leaf(other)
