"""Round-29 coercion: a value of `𝕜` into `AddCircle p` for `p : 𝕜`, the one instance Lean finds
at Mathlib v4.19.0 (cited file:line with a fragment of that line, which
`tests/formal/test_coercions_r29.py` reads back from Mathlib's source).

`AddCircle p` is `abbrev AddCircle [AddCommGroup 𝕜] (p : 𝕜) := 𝕜 ⧸ zmultiples p`
(Mathlib/Topology/Instances/AddCircle.lean:115): reducible, so instance search sees the
quotient and finds `QuotientAddGroup.mk`, the `to_additive` twin of `instance : Coe α (α ⧸ s)`
(Mathlib/GroupTheory/Coset/Defs.lean:169), the coercion `coercions_r22` already names for
`UnitAddCircle`. A quotient: no coercion back. The checker names the type `AddCircle p`,
keeping `p` as text, so its carrier (`𝕜`, `p`'s type) is read where the type is built
(`note_add_circle`), recorded beside the congruence quotients of `coercions_r28` and looked up
by `coercions_r28.quotient_coercion`. Only when `p` is a variable whose type is a type variable
or a number type written out, or a term ascribed a number type (`AddCircle (0 : ℝ)`); and
only from that carrier itself (a cast of another number type into the quotient would go
through another instance, `NatCast`, …: not read).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from forminv_lean.formal.meaning.coercions_r28 import Row
from forminv_lean.formal.meaning.types import Ty, is_numeric

if TYPE_CHECKING:
    from forminv_lean.formal.meaning.ast import Expr

ADD_CIRCLE = Row("QuotientAddGroup.mk", "Mathlib/GroupTheory/Coset/Defs.lean:169",
                 "instance : Coe α (α ⧸ s)")
#: the definition making `AddCircle p` the quotient of `p`'s type
ADD_CIRCLE_DEF = ("Mathlib/Topology/Instances/AddCircle.lean:115",
                  "abbrev AddCircle [AddCommGroup 𝕜] (p : 𝕜) :=")

#: quotient type heads (the checker's name's first word) -> the row coercing the carrier in
QUOTIENTS_R29: dict[str, Row] = {"AddCircle": ADD_CIRCLE}


def note_add_circle(recorded: dict[Ty, Ty | None], head: str, arg: Expr, ty: Ty,
                    carrier: Ty | None) -> Ty:
    """Record `carrier`, the type of `arg`, as the carrier of `ty`, the type `AddCircle arg`
    built, when it is a type variable or a number type; a type two carriers claim is poisoned
    (None). Returns `ty`."""
    if head != "AddCircle" or ty.args or carrier is None or \
            not (carrier.head == "var" or is_numeric(carrier) and not carrier.args):
        return ty
    recorded[ty] = carrier if recorded.get(ty, carrier) == carrier else None
    return ty
