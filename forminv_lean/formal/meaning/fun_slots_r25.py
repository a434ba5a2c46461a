"""A value of a type with a coercion to functions where Lean wants a function, and a declared
function applied to more arguments than its signature lists (round 25, the refusals whose
constant's type came out unknown, `?Set.range(Function.Embedding α β)`,
`?Nat.iterate(Ordinal → Ordinal, ℕ, Ordinal)`, `?DFunLike.coe(Seminorm 𝕜 E)`).

Three readings, each Lean's own:

* **A function slot.** An explicit argument whose declared type is a function type `α → β`
  (`Set.range (f : ι → α)`, Mathlib/Data/Set/Defs.lean; `Function.comp (f : β → δ) (g : α →
  β)`, lean4 Init/Prelude.lean) is elaborated against `?α → ?β`; a value of a bundled map type
  (`e : α ↪ β`, `f : M →ₗ[R] N`, `F` with `[FunLike F α β]`) does not unify with it, so
  `elabAppArgs` coerces it (`ensureHasType` → `coerceToFunction?`, lean4 Meta/Coe.lean): the
  argument is `⇑e : α → β`, read as `fun x => DFunLike.coe e x` (`Elaborator._eta_coe`, the
  reading `(e : α → β)` already has). Only where the checker knows that coercion's two ends
  (`Elaborator._fun_ends`: `bundled.py`, `opaque.HOM_ARROWS`, a `[FunLike F α β]` binder),
  and never for a constant of `funlike_alternatives` (whose table gives the `FunLike`-generic
  reading instead).
* **`⇑x` alone.** Mathlib's `⇑` (Mathlib/Tactic/Coe.lean, `coerceToFunction?` of its argument)
  is the same function, at the same ends.
* **Over-application.** `f^[n] x` is `Nat.iterate f n x`, with `def Nat.iterate {α : Sort u}
  (op : α → α) : ℕ → α → α` (lean4 Init/Core.lean): the table lists `op` and the `ℕ`, and the
  declared result `α → α` is applied to the rest, as Lean's application does
  (`elabAppArgs` goes on with the result's Π type, coercing a value of a `FunLike` type to a
  function first: `volume s` is `⇑volume s`). Only when the declared result type is a function
  type, or a type whose coercion to functions the checker knows; otherwise the application is
  read as before (its result uninterpreted).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from forminv_lean.formal.meaning.bundled import COE_ARG, ends
from forminv_lean.formal.meaning.elaborate_pi import mentions
from forminv_lean.formal.meaning.opaque import HOM_ARROWS, parse_signature_type
from forminv_lean.formal.meaning.terms import Term
from forminv_lean.formal.meaning.types import Ty

if TYPE_CHECKING:
    from forminv_lean.formal.meaning.ast import Expr
    from forminv_lean.formal.meaning.elaboration import Elaborator, Scope


def as_function(el: Elaborator, t: Term, sc: Scope) -> Term | None:
    """`t` coerced to the function Lean makes of it (`⇑t`, eta-expanded) when its type is not a
    function type but one whose coercion to functions the checker knows, with both ends
    written out in full and independent of the argument; None otherwise."""
    from forminv_lean.formal.meaning.elaboration import _named

    ty = el.resolve(t.ty)
    if ty.head in ("fun", "meta", "result", "pi") or not _named(ty):
        return None
    got = el._fun_ends(ty, sc)
    if got is None:
        return None
    fty = Ty("fun", tuple(el.resolve(x) for x in got))
    if not _named(fty) or any(mentions(x, COE_ARG) for x in fty.args):
        return None
    return el._eta_coe(t, fty, sc)


def applicable_result(declared: tuple[str, ...]) -> bool:
    """Is the declared result type one Lean's application goes on into: a function type, or
    a type with a coercion to functions the tables give (a bundled map, `Measure α`, ...)?"""
    res = parse_signature_type(declared[-1])
    if res.head == "fun":
        return True
    if res.head != "app":
        return False
    if res.name in HOM_ARROWS.values() and len(res.args) == 2:
        return True
    return ends(res) is not None


def split_at(declared: tuple[str, ...] | None, given: int) -> int | None:
    """How many of `given` written arguments (the object of field notation counted) the
    declared signature takes, when more are written and the rest apply to its result
    (`applicable_result`); None otherwise."""
    if declared is None or given <= len(declared) - 1 or not applicable_result(declared):
        return None
    return len(declared) - 1


def apply_rest(el: Elaborator, f: Term, rest: list[Expr], sc: Scope) -> Term | None:
    """`f` (the declared part of an over-applied call) applied to the `rest` of the written
    arguments (`Elaborator.apply`), its domain's parameters unified with the first argument's
    type in the inference passes (`volume s`: `volume : Measure ?α`, so `?α` is `s`'s
    elements, as Lean's unifier finds through the `FunLike (Measure α) (Set α) ℝ≥0∞`
    instance). None when `f`'s type came out unknown (the caller reads the call as before)."""
    fty = el.resolve(f.ty)
    if fty.head == "fun":
        dom = fty.args[0]
    elif fty.head == "app" and (got := el._fun_ends(fty, sc)) is not None:
        dom = got[0]
    else:
        return None
    out = el.apply(f, rest, sc)
    if not el.final:
        inner = out
        while inner.args and inner.args[0] is not f:
            inner = inner.args[0]
        if inner.args:
            el.unify(dom, el.resolve(inner.args[1].ty))
    return out


def coerces_at(head: str, obj: Term | None) -> bool:
    """Are `head`'s function slots read with the coercion (`as_function`)? Not for a constant
    of `funlike_alternatives` (its table reads the bundled map itself), nor for `x.f …` with
    `f` found in `Function` from an object that is no bound variable: such an object has a
    function type only because a table types a bundled constant as the function it coerces
    to (`(AlgHom.fst R B C).comp g` is `AlgHom.comp`, Mathlib/Algebra/Algebra/Prod.lean, not
    `Function.comp`), so the field was resolved in the wrong namespace."""
    from forminv_lean.formal.meaning.funlike_alternatives import ALTERNATIVES

    if head in ALTERNATIVES:
        return False
    return obj is None or obj.op == "var" or not head.startswith("Function.")
