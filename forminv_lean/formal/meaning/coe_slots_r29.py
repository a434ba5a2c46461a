"""`↑x` at a declared slot that is a function type or a type (round 29).

`Function.Surjective ↑f` (`f : R[X] →+* S`), `Function.Injective ↑(toLin' : …)`, `Nonempty
↑(Ico x y \\ s)`, `IsEmpty ↑(Limits.pullback f g)`, `finrank K ↑(s ⊔ t)`: the slot's declared
type names parameters nothing before the argument fixes (Mathlib/Logic/Function/Defs.lean:72
`def Surjective (f : α → β) : Prop`, :64 `def Injective`; lean4 Init/Prelude.lean `Nonempty (α :
Sort u)`; Mathlib/Logic/IsEmpty.lean:22 `class IsEmpty (α : Sort*)`; Mathlib/LinearAlgebra/
Dimension/Finrank.lean:58 `def finrank (R M : Type*)`), so the coercion's target is no type
written out. Lean still reads `↑x` there in one way, the same as `x` written alone at that slot:

* lean4 src/Lean/Elab/BuiltinNotation.lean `elabCoe`: the slot's type (`?α → ?β`, `Sort ?u`)
  has no metavariable as its head, so the notation is not postponed (`tryPostponeIfNoneOrMVar`);
  `x` is elaborated alone (`elabTerm x none`) and `ensureHasType` coerces it (`mkCoe` →
  `coerce?`), exactly as `elabAppArgs` does for an argument `x` whose type is not the slot's.
* lean4 src/Lean/Meta/Coe.lean `coerce?`: when the expected type is a `∀` (`whnfR … isForall`),
  `coerceToFunction? x`, the `CoeFun` instance of `x`'s type (for a bundled map, Mathlib's
  `DFunLike.coe`, Mathlib/Data/FunLike/Basic.lean:165 `instance (priority := 100) hasCoeToFun
  {F α β} [i : DFunLike F α β] : CoeFun F (fun _ ↦ ∀ a : α, β a)`), whose function type is
  then unified with the slot's: `↑f` is `⇑f`, which the checker reads through
  `fun_slots_r25.as_function` (only where it knows that coercion's two ends written out).
* At a sort, `coerceSimple?` finds `CoeT` through lean4 src/Init/Coe.lean `instance
  [CoeSort α β] : CoeTail α β`, the `CoeSort` instance of `x`'s type, the same instance the
  `↥x` notation applies (`coerceToSort?`): `↑s` is `↥s`, which the checker already reads as a
  type (`Elaborator._is_type_arg`, `elab_type`). Only when `x` is no type itself (a type would
  unify with the sort, no coercion).

Anything else (a slot of any other type, a value whose coercion to functions the checker does
not know) is read as before.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from forminv_lean.formal.meaning.ast import UnOp
from forminv_lean.formal.meaning.types import Ty, is_type_arg

if TYPE_CHECKING:
    from forminv_lean.formal.meaning.ast import Expr
    from forminv_lean.formal.meaning.elaboration import Elaborator, Scope
    from forminv_lean.formal.meaning.terms import Term


def coerced_to_sort(el: Elaborator, x: Expr, pat: Ty | None, sc: Scope) -> Expr | None:
    """`↥s` for `↑s` passed at a declared type parameter `pat` (`s` no type itself); None for
    any other argument or slot."""
    if not (isinstance(x, UnOp) and x.op == "↑" and pat is not None and is_type_arg(pat)):
        return None
    if el._is_type_arg(x.arg, sc):
        return None
    from forminv_lean.formal.meaning.elaboration import _named
    from forminv_lean.formal.meaning.types import PROP

    # a value of a type written out, no sort (a proposition unifies with `Sort ?u`: `Nonempty
    # ↑(a = b)` is `Nonempty (a = b)`, no `CoeSort`) and no type (`Type α`)
    ty = el.resolve(el.term(x.arg, sc, None).ty)
    if not _named(ty) or ty == PROP or is_type_arg(ty) or ty.head == "app" and ty.name == "Type":
        return None
    return UnOp("↥", x.arg)


def coerced_to_function(el: Elaborator, x: Expr, pat: Ty | None, sc: Scope) -> Term | None:
    """`⇑f` for `↑f` passed at a declared function slot `pat`, `f` elaborated alone to a value
    whose coercion to functions the checker knows (`fun_slots_r25.as_function`); None
    otherwise."""
    from forminv_lean.formal.meaning.fun_slots_r25 import as_function

    if not (isinstance(x, UnOp) and x.op == "↑" and pat is not None and pat.head == "fun"):
        return None
    return as_function(el, el.term(x.arg, sc, None), sc)
