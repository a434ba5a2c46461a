"""The coercion function `(↑)` composed with a function, `f ∘ (↑)` and `(↑) ∘ f`, elaborated
against a known function type, as Lean does.

lean4 Init/Prelude.lean `@[inline] def Function.comp {α : Sort u} {β : Sort v} {δ : Sort w}
(f : β → δ) (g : α → β) : α → δ` and Init/Core.lean (`infixr:90 " ∘ " => Function.comp`): `f ∘
g` is an ordinary application of `Function.comp`, so with an expected type `A → C` (an
ascription `(f ∘ (↑) : ↥s → α)`, the declared parameter type of the function it is passed to)
`elabAppArgs` unifies the result type `?α → ?δ` with it before the arguments are elaborated
(lean4 Elab/App.lean `propagateExpectedType`; the result type names only implicit
parameters). `(↑)` is postponed while its type holds metavariables (Elab/BuiltinNotation.lean
`elabCoeFunNotation`), so the other argument is elaborated first and fixes `?β`:

* `f ∘ (↑)` with `f : B → C'`: `?β := B`, `?δ := C'` (one with `C`), so `(↑) : A → B`;
* `(↑) ∘ g` with `g : A' → B`: `?α := A'` (one with `A`), `?β := B`, so `(↑) : B → C`.

`(↑)` is then read only at a coercion the tables know (`Elaborator._known_coercion`) or out of a
type to its carrier (`coercions.carrier_of`: `↥s → α` for `s : Set α`, `{x // p x} → α`, lean4
Init/Coe.lean `instance subtypeCoe : CoeOut (Subtype p) α`; `Fin n → ℕ`, `αˣ → α`, each cited
there). Anything else (no expected function type written out in full, the
other side not a function, an end that does not unify) is left to the general reading of `∘`
(which refuses a `(↑)` without its type).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from forminv_lean.formal.meaning.ast import BinOp, Name
from forminv_lean.formal.meaning.terms import Term
from forminv_lean.formal.meaning.types import Ty

if TYPE_CHECKING:
    from forminv_lean.formal.meaning.elaboration import Elaborator, Scope

COE_FN = Name("↑")


def is_coe_composition(e: BinOp) -> bool:
    """Is `e` `f ∘ (↑)` or `(↑) ∘ f` (exactly one side the bare coercion function)?"""
    return e.op == "∘" and (e.lhs == COE_FN) != (e.rhs == COE_FN)


def compose_coercion(el: Elaborator, e: BinOp, sc: Scope, expected: Ty | None) -> Term | None:
    """`f ∘ (↑)` / `(↑) ∘ f` (`is_coe_composition`) against the expected function type, or
    None when there is none, or (in the final pass) when the other function and that type do
    not fix both ends of `(↑)` (the caller reads `e` as before). The inference passes return
    the composite with the ends still open, for the context to fix (as Lean postpones `(↑)`)."""
    from forminv_lean.formal.meaning.elaboration import _named

    exp = el.resolve(expected) if expected is not None else None
    if exp is None or exp.head != "fun":
        return None
    coe_right = e.rhs == COE_FN
    other = el.term(e.lhs if coe_right else e.rhs, sc, None)
    oty = el.resolve(other.ty)
    if oty.head != "fun" or not _named(oty):
        return None
    # the end of the other function that is also an end of the composite must be the
    # expected one (Lean unifies them; a mismatch is a type error there, not read here)
    if not el.unify(oty.args[1] if coe_right else oty.args[0],
                    exp.args[1] if coe_right else exp.args[0]):
        raise el.fail("∘", f"a composite with `(↑)` of type {exp} whose other function has "
                      f"type {oty}")
    dom, cod = (el.resolve(x) for x in exp.args)
    src, dst = (dom, el.resolve(oty.args[0])) if coe_right else (el.resolve(oty.args[1]), cod)
    if el.final:
        if not (_named(src) and _named(dst)):
            return None
        if not (el._known_coercion(src, dst, sc) or _subtype_value(el, src, dst)):
            raise el.fail("↑", f"the coercion function `(↑)` at {src} → {dst}: not a "
                          "coercion the tables know")
    coe = Term("const", (), Ty("fun", (src, dst)), "↑")
    args = [other, coe] if coe_right else [coe, other]
    return el.opaque_app("Function.comp", args, Ty("fun", (dom, cod)), sc)


def _subtype_value(el: Elaborator, src: Ty, dst: Ty) -> bool:
    """Is `dst` the carrier Lean coerces a value of `src` out to (`coercions.carrier_of`: a
    subtype the elaborator built, `↥s`, `αˣ`, `Fin n` into ℕ, … each cited there)?"""
    from forminv_lean.formal.meaning.coercions import carrier_of

    carrier = carrier_of(el.resolve(src), el.subtypes)
    return carrier is not None and el.resolve(carrier) == el.resolve(dst)
