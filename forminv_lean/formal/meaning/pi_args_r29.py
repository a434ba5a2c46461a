"""A Π type written as an explicit argument (`IsSMulRegular (∀ i, f i) k`, `Monotone (@toLex
(∀ i, β i))`, `FaithfulSMul M (∀ i, α i)`), round 29.

Lean reads `∀ i, β i` as the one term `(i : ι) → β i` (lean4 `Lean.Elab.Term.elabForall`,
src/Lean/Elab/Binders.lean: `mkForallFVars` over the binders, whatever the body's sort); it is
a proposition only when its body is one, and a type (in `Sort (imax u v)`, v ≥ 1) when its
body is a type. So where the body is certainly a type (`PiElaboration._type_like`: a family
variable `β : ι → Type*` applied, a type variable, a known type constructor…) the argument is
that Π type, read by `pi_type` as a binder type `(g : ∀ i, β i)` already is; anything else
stays a proposition (or is refused) as before.
"""

from __future__ import annotations

from dataclasses import fields, is_dataclass
from typing import Any

from forminv_lean.formal.meaning.ast import App, Name, Quant


def pi_type_argument(elab: Any, q: Quant, sc: Any) -> bool:
    """Is the argument `q` certainly a Π type: a `∀` whose binders are explicit, without a
    binder predicate, and whose body is certainly a type? A binder that shadows a name the
    body's reading consults (a type variable, the family applied) is not read: the outer
    scope would then answer for the bound name."""
    if q.kind != "∀" or not q.binders or any(
            b.info != "explicit" or b.pred is not None for b in q.binders):
        return False
    bound = {n for b in q.binders for n in b.names}
    if bound & (set(sc.tnames) | _family_heads(q.body)):
        return False
    return bool(elab.is_pi_type(q, sc))


def _family_heads(body: Any) -> set[str]:
    """The heads of the applications in `body` (`β` of `β i`)."""
    out: set[str] = set()
    stack = [body]
    while stack:
        x = stack.pop()
        if isinstance(x, tuple):
            stack.extend(x)
        elif is_dataclass(x) and not isinstance(x, type):
            if isinstance(x, App) and isinstance(x.fn, Name):
                out.add(x.fn.id)
            stack.extend(getattr(x, f.name) for f in fields(x))
    return out
