"""An image or preimage written where a type is expected (round 29): `(x : f '' s)`, `(g : f ⁻¹'
{f a})`, `∑' b : g ⁻¹' {c}, …`.

Mathlib v4.19.0 Mathlib/Data/Set/Defs.lean:246 `def image {β : Type v} (f : α → β) (s : Set α) :
Set β`, Data/Set/Operations.lean:94 `def preimage (f : α → β) (s : Set β) : Set α`, :97
`infixl:80 " ⁻¹' " => preimage`, :103 `infixl:80 " '' " => image`: the term is a `Set` whatever
is written; where a type is expected Lean elaborates it as a term and
coerces it with `CoeSort` (Mathlib/Data/Set/CoeSort.lean:36 `instance : CoeSort (Set α) (Type u)
:= ⟨Elem⟩`; lean4 `Lean.Elab.Term.ensureType`), to `↥(f '' s)`, a subtype of the set's element
type. The checker names that subtype by its text (`Elaborator._coe_sort`) and notes its carrier
(the element type, which `Subtype.val` coerces it out to) only where the set's type is known
exactly; otherwise the declaration stays refused. Not inside a type constructor's argument
(`Foo (f '' s)`), where the set is a term argument.
"""

from __future__ import annotations

from typing import Any

from forminv_lean.formal.meaning.ast import BinOp
from forminv_lean.formal.meaning.coercions import element_of_collection
from forminv_lean.formal.meaning.coercions import record as record_carrier
from forminv_lean.formal.meaning.types import Ty, is_set

#: The set operations whose value is always a `Set` (Data/Set/Operations.lean:97, :103).
IMAGE_OPS = frozenset({"''", "⁻¹'"})


def image_sort(elab: Any, e: Any, sc: Any) -> Ty | None:
    """`↥e` for an image or preimage `e` written as a type, or None (not one, inside a type
    constructor's argument, or its set type not known exactly)."""
    from forminv_lean.formal.errors import UnsupportedError

    if not (isinstance(e, BinOp) and e.op in IMAGE_OPS) or elab.argument_depth:
        return None
    try:
        ty = elab.resolve(elab.term(e, sc, None).ty)
    except UnsupportedError:
        return None
    elem = element_of_collection(ty) if is_set(ty) else None
    if elem is None or not _known(elab.resolve(elem)):
        return None
    sub: Ty = elab._coe_sort(e, sc)
    record_carrier(elab.subtypes, sub, elab.resolve(elem))
    return sub


def _known(t: Ty) -> bool:
    """A type written out in full: no metavariable, no unknown result of a function."""
    return t.head not in ("meta", "result") and all(_known(a) for a in t.args)
