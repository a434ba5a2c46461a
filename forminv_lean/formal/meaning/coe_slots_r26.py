"""`↑x` passed where a declared type names a parameter nothing else fixes (round 26).

`Multiset.prod ↑l` (`l : List α`; Mathlib/Algebra/BigOperators/Group/Multiset/Defs.lean
`def prod : Multiset α → α`), `f.comp ↑e` (`e : A ≃+* B` where `RingHom.comp` declares `(g :
β →+* γ) (f : α →+* β)`, `α` fixed only by the result), `PowerSeries.trunc n ↑(trunc m f)`.
Lean elaborates each explicit argument against its parameter type instantiated so far (lean4
`Elab/App.lean`, `elabAppArgs`): here `Multiset ?α`, whose head is no metavariable, so
`elabCoe` does not postpone (lean4 `Elab/BuiltinNotation.lean`: `tryPostponeIfNoneOrMVar`,
then `elabTerm stx none` and `ensureHasType`); `x` is elaborated alone and the coercion
`CoeT (List α) l (Multiset ?α)` is looked for (postponed while `?α` is open, then resolved).
The instance that coerces the source's head into the slot's head is the one row of the cited
tables (`coercions.BETWEEN`, `coercions_r22.COERCIONS_R22`, one per pair of heads), whose
target arguments follow from the source's (`picks`); so in any statement Lean accepted, `?α`
is what that row picks, and the argument is `↑x` at that type.

Read only when the row picks every target argument from the source (no `"*"` or free pick),
the whole target is written out, it fits the slot with the parameters the other arguments and
the expected type fixed, and `between` confirms the coercion (the same licence `coerce` asks).
None otherwise: the argument is read as before (refused when nothing fixes it).
"""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING

from forminv_lean.formal.meaning.coercions import BETWEEN, between
from forminv_lean.formal.meaning.coercions_r22 import BY_HEADS, Fixed, Pick, Unwrap, unwrapped
from forminv_lean.formal.meaning.opaque import match_type
from forminv_lean.formal.meaning.types import Ty

if TYPE_CHECKING:
    from forminv_lean.formal.meaning.ast import Expr
    from forminv_lean.formal.meaning.elaboration import Elaborator, Scope
    from forminv_lean.formal.meaning.terms import Term


def _picks(src_head: str, dst_head: str) -> tuple[Pick, ...] | None | bool:
    """The one row's picks for the pair of heads (None: the source's arguments all, in
    order), or False when no row, or two rows that disagree, name the pair."""
    rows: list[tuple[Pick, ...] | None] = []
    if (src_head, dst_head) in BETWEEN:
        rows.append(BETWEEN[(src_head, dst_head)])
    if (src_head, dst_head) in BY_HEADS:
        rows.append(BY_HEADS[(src_head, dst_head)].picks)
    if not rows or any(r != rows[0] for r in rows):
        return False
    return rows[0]


def target_of(src: Ty, dst_head: str) -> Ty | None:
    """The type the one cited coercion from `src` (a named type written out, its name without
    term arguments) into a type headed `dst_head` lands in, when the row picks every argument
    of it from `src`'s; None otherwise."""
    if src.head != "app" or " " in src.name or " " in dst_head or src.name == dst_head:
        return None
    picks = _picks(src.name, dst_head)
    if picks is False:
        return None
    if picks is None:
        return Ty("app", src.args, dst_head)
    assert isinstance(picks, tuple)
    args: list[Ty] = []
    for p in picks:
        if isinstance(p, Fixed):
            args.append(p.ty)
        elif isinstance(p, Unwrap):
            if (got := unwrapped(src.args, p)) is None:
                return None
            args.append(got)
        elif isinstance(p, int) and p < len(src.args):
            args.append(src.args[p])
        elif isinstance(p, tuple) and p[1] < len(src.args):
            args.append(Ty("app", (src.args[p[1]],), p[0]))
        else:
            return None   # a pick the source does not fix (`"*"`, a type variable's own)
    return Ty("app", tuple(args), dst_head)


def coe_into_slot(el: Elaborator, x: Expr, pat: Ty | None, seed: dict[str, Ty],
                  pats: list[Ty], args: list[Term], sc: Scope) -> Term | None:
    """`↑e` passed where the declared type `pat` is a named type with a parameter the other
    arguments (`args` at `pats`) and the expected type (`seed`) leave open: `↑e` at the type
    the one cited coercion from `e`'s type into `pat`'s head lands in (module docstring).
    None when that is not so."""
    from forminv_lean.formal.meaning.ast import UnOp
    from forminv_lean.formal.meaning.elaboration import _named

    if not (isinstance(x, UnOp) and x.op == "↑" and pat is not None and pat.head == "app"):
        return None
    binding = {n: el.resolve(v) for n, v in seed.items() if _named(el.resolve(v))}
    for p, a in zip(pats, args, strict=False):
        aty = el.resolve(a.ty)
        if _named(aty) and not match_type(p, aty, binding):
            return None
    t = el.term(x.arg, sc, None)
    src = el.resolve(t.ty)
    if not _named(src) or (to := target_of(src, pat.name)) is None or not _named(to):
        return None
    if not match_type(pat, to, dict(binding)) or not between(src, to, el.tvar_classes.get):
        return None
    # (the inference passes leave coercions out, `coerce`; the slot's type is still `to`)
    return el.coerce(t, to) if el.final else replace(t, ty=to)


def note_set_carrier(el: Elaborator, e: Expr, ty: Ty, sc: Scope) -> Ty:
    """`ty`, the opaque type the checker reads `(x : Set.Icc (0 : R) 1)`, `(f : β → Ioi a)` as
    (a set-valued application written where a type is expected), noted as a subtype of the
    set's element type so that `(x : R)` is `x` coerced out to it.

    Lean elaborates the application as a term, of type `Set R` (Mathlib/Order/Interval/Set/
    Defs.lean: `def Icc (a b : α) : Set α`, and so on: the head's declared result is a `Set`),
    and coerces it to a type by `CoeSort`: `↥s`, Mathlib/Data/Set/Defs.lean `instance : CoeSort
    (Set α) (Type u) := ⟨Elem⟩`, with `abbrev Elem (s : Set α) : Type u := {x // x ∈ s}`; a
    value of it is coerced out to `α` by lean4 Init/Coe.lean `instance subtypeCoe {α : Sort u}
    {p : α → Prop} : CoeOut (Subtype p) α` (`Subtype.val`), as for `↥s` with `s : Set α` a
    variable (`Elaborator._coe_sort`). Only when the head's declared signature returns `Set α`,
    not every argument is a bare numeral (whose type would be Lean's default), and the term
    elaborates here to a `Set` of a type written out in full; else nothing is noted."""
    from forminv_lean.formal.meaning.ast import App, Name
    from forminv_lean.formal.meaning.coercions import record
    from forminv_lean.formal.meaning.elaborate_arith import numerals_only
    from forminv_lean.formal.meaning.elaboration import NOTATIONS, _named
    from forminv_lean.formal.meaning.opaque import declared_signature
    from forminv_lean.formal.meaning.types import is_set

    if not (isinstance(e, App) and isinstance(e.fn, Name)) or ty.head != "app" or ty.args or \
            all(numerals_only(a, el._flexible) for a in e.args):
        return ty
    sig = declared_signature(NOTATIONS.get(e.fn.id, e.fn.id))
    if sig is None or not sig[-1].startswith("Set "):
        return ty
    from forminv_lean.formal.errors import UnsupportedError
    from forminv_lean.formal.meaning.elaborate_sets import _Pending

    try:
        t = el.term(e, sc, None)
    except (UnsupportedError, _Pending):
        return ty
    sty = el.resolve(t.ty)
    if is_set(sty) and _named(elem := el.resolve(sty.args[0])):
        record(el.subtypes, ty, elem)
    return ty
