"""Round 27: a big operator whose body is a bare coercion, as a side of a relation.

`(↑(⨆ i, s i) : ℝ) = ⨆ i, ↑(s i)` (NNReal.coe_iSup): `binrel%` (lean4 `Elab/Extra.lean`,
`elabBinRelCore`) elaborates each side alone. The right side is `iSup (fun i => ↑(s i))`, whose
result type is the function's codomain `?α` (Mathlib/Order/SetNotation.lean:56 `def iSup
[SupSet α] (s : ι → α) : α`); the body `↑(s i)` is elaborated against `?α`, an unassigned
metavariable, so `elabCoe` postpones it (`tryPostponeIfHasMVars`). `analyze` skips a leaf whose
type is unknown (`isUnknown ?α`), takes the other side's type as the maximal type, and `applyCoe`
unifies the unknown `?α` with it (`isDefEqGuarded maxType type`: `Eq`/`LT.lt`/... have no
heterogeneous default instances); the postponed `↑(s i)` is then resumed at that type. So the
body's coercion goes into the other side's type, exactly as a bare `↑x` side does.

Only operators whose result type is the body's own type, a type parameter of the constant:
`iSup`/`iInf` (Order/SetNotation.lean:56, :60), `Finset.sum`/`Finset.prod`
(Algebra/BigOperators/Group/Finset/Defs.lean:59 `protected def prod [CommMonoid β] (s : Finset
α) (f : α → β) : β`, `to_additive`), `tsum`/`tprod` (Topology/Algebra/InfiniteSum/Defs.lean:100
`irreducible_def tprod {β} (f : β → α)`, α the section's `[CommMonoid α]` type, :56/:60),
`finsum`/`finprod` (Algebra/BigOperators/Finprod.lean:96 `irreducible_def finsum … (f : α → M) :
M`). Not `⋃`/`⋂`: `Set.iUnion`'s result `Set ?α` is no unknown type (`isUnknown` is false), so
`analyze` compares it with the other side instead. The body may be `(↑x)⁻¹` (`Inv.inv` at
`?α`, its `↑x` postponed the same way) or a nested operator of the same kind (`⨆ i j, ↑(f i
j)`). The side must be the relation's side itself, not a leaf under `+`/`*` (whose `applyCoe`
consults the operator's default instances first).
"""

from __future__ import annotations

from forminv_lean.formal.meaning.ast import BigOp, Expr, UnOp
from forminv_lean.formal.meaning.types import Ty

#: The big operators whose result type is their body's (see the module docstring).
BODY_TYPED_OPS = frozenset({"⨆", "⨅", "∑", "∏", "∑'", "∏'", "∑ᶠ", "∏ᶠ"})


def _bare_coercion(e: Expr) -> bool:
    """`↑x` or `(↑x)⁻¹`: a term whose type is only the one it is elaborated against."""
    if isinstance(e, UnOp) and e.op == "⁻¹":
        e = e.arg
    return isinstance(e, UnOp) and e.op == "↑"


def coerced_body(e: Expr) -> bool:
    """Is `e` a big operator of `BODY_TYPED_OPS` whose body is a bare coercion (through
    operators of the same kind), so that its type is only the one the relation gives it?"""
    if not isinstance(e, BigOp) or e.op not in BODY_TYPED_OPS:
        return False
    body = e.body
    while isinstance(body, BigOp) and body.op == e.op:
        body = body.body
    return _bare_coercion(body)


#: The relations Lean core elaborates by `binrel%` (lean4 Init/Notation.lean `macro_rules |
#: `($x = $y) => `(binrel% Eq $x $y)`, and the same for `≤ < > ≥`; Init/Core.lean `macro_rules |
#: `($x ≠ $y) => `(binrel% Ne $x $y)`). Not `∣` (`Dvd.dvd`, a plain application there).
BINREL_OPS = frozenset({"=", "≠", "<", ">", "≤", "≥"})

#: `(↑)` and `(⇑)` against a function type `F → (α → β)` (Mathlib/Tactic/Coe.lean:27
#: `elabPartiallyAppliedCoe`: `fun x => <coercion of x to β>`, eta-reduced; for `(↑)` the
#: coercion is lean4 Meta/Coe.lean `coerce?`, which at a function type `α → β` first tries
#: `coerceToFunction?`, the `CoeFun` of `F`; for `(⇑)` (:52) that `coerceToFunction?` itself).
#: For a bundled map `F` that is `DFunLike.coe`, which the checker writes `fun f => ⇑f`
#: (`Elaborator._coe_to_function`), so `@Function.Injective (A →ₐ[R] B) (A → B) (↑)` is
#: `Function.Injective DFunLike.coe`. Only when `F`'s function type is `α → β` exactly.
COE_FUNCTION = "Mathlib/Tactic/Coe.lean:27"

#: `@f α β (↑)`: the explicit form of a predicate on one function `f : α → β` whose type
#: parameters come first (Mathlib/Logic/Function/Defs.lean:21 `variable {α : Sort u₁} {β : Sort
#: u₂}`, :64 `def Injective (f : α → β) : Prop`, :72 `def Surjective (f : α → β) : Prop`, :82
#: `def Bijective (f : α → β)`): with `@`, `elabAppArgs` elaborates the third argument against
#: `α → β`, the two written types, so `(↑)` there has that type (`COE_FUNCTION`).
EXPLICIT_FUNCTION_SLOT: dict[str, int] = {
    "@Function.Injective": 2, "@Function.Surjective": 2, "@Function.Bijective": 2,
}


def explicit_coe_slot(head: str, index: int, type_args: list[Ty | None]) -> Ty | None:
    """The type `α → β` that `(↑)` at argument `index` of `@head α β (↑)` is elaborated
    against (`EXPLICIT_FUNCTION_SLOT`), given the types written as the arguments before it
    (None where an argument is no type). None for any other head or position."""
    if EXPLICIT_FUNCTION_SLOT.get(head) != index or len(type_args) != index or \
            any(t is None for t in type_args):
        return None
    dom, cod = type_args
    assert dom is not None and cod is not None
    return Ty("fun", (dom, cod))
