"""Numerals typed by their context, and arithmetic whose result is applied (round 14).

Applied arithmetic: `(ψ ^ n) a`, `(f - g) x`, `(c • f) x`, `f⁻¹ x`, `(∑ i ∈ s, f i) x`. Lean
elaborates the head of an application before its arguments (`elabAppArgs`), with no expected
type, so its type is its operand's: `instHPow : [Pow α β] → HPow α β α`, `instHAdd`, `Neg.neg :
α → α`, `Inv.inv : α → α` (Lean core Init/Prelude.lean); Mathlib v4.19.0 Algebra/Notation/
Defs.lean:122 `x • y` is `leftact% HSMul.hSMul x y`, :131 `instHSMul [SMul α β] : HSMul α β
β`; Order/Notation.lean:76 `a ⊔ b` is `Max.max a b`. When that type is a bundled map
(`AddChar A M`, `M →ₗ[R] N`) or a type variable with one `[FunLike F α β]`, the application
goes through the coercion to functions Lean inserts for a non-function head (`DFunLike.coe`, as
for a variable of that type). The operator is the bundled type's own instance
(`AddChar.instCommMonoid`, `LinearMap.instNeg`, ...), kept uninterpreted on the opaque type;
the theorem's elaboration in Lean proves it exists. Anything else stays refused
(`unsupported application`).

Numerals: a tree of numerals alone (`-1`, `if c then 1 else -1`) fixes no type, so Lean leaves
it a metavariable its context assigns, and only when nothing does is it ℕ (the `OfNat`
default instance, tried last): `flexible_ite`, `numerals_only`.

Homogeneous relations (`s ⊆ t`, `x ≈ y`): `same_alone`.
"""

from __future__ import annotations

from collections.abc import Callable

from forminv_lean.formal.meaning.ast import BigOp, BinOp, Expr, Ite, Num, UnOp
from forminv_lean.formal.meaning.terms import Term

#: The operators of a head Lean elaborates at the type of its operand(s): `binop%` (`+ - * /`),
#: `Max.max`/`Min.min : α → α → α` (`⊔ ⊓`), `rightact%` `^` (the base's type), `leftact%` `•`
#: (the acted-on operand's type), prefix `-` and postfix `⁻¹`.
_BINARY = frozenset({"+", "-", "*", "/", "⊔", "⊓", "^", "•"})
_UNARY = frozenset({"-", "⁻¹"})


def operated(e: Expr) -> bool:
    """Is `e` an operator application whose type is its operand's type (a head applied
    through that type's coercion to functions when it is a bundled map)? Also a sum or
    product `∑ i ∈ s, f i` (`Finset.sum : Finset ι → (ι → M) → M`, Mathlib
    Algebra/BigOperators/Group/Finset/Defs.lean: the body's type)."""
    return isinstance(e, BinOp) and e.op in _BINARY or isinstance(e, UnOp) and e.op in _UNARY \
        or isinstance(e, BigOp) and e.op in ("∑", "∏")


def flexible_ite(e: Ite, flexible: Callable[[Expr], bool]) -> bool:
    """`if c then 1 else -1` as a leaf of a `binop%`/`binrel%` tree: Lean elaborates the leaf
    with no expected type (lean4 Elab/Extra.lean `processLeaf`: `elabTerm s none`), so
    `ite {α}`'s `α` is a metavariable the numerals leave open (`OfNat ?α 1` is postponed), and
    the tree's maximal type assigns it (`applyCoe`: `isDefEq maxType type`); only when nothing
    does is it ℕ, by the default instance at the very end. So a leaf whose branches are built of
    numerals alone (`flexible` leaves: `⊤`, `min 2 3`) takes the tree's type, as a numeral
    does: `normUnit z = if 0 ≤ z then 1 else -1` at `ℤˣ`. A branch with a typed leaf fixes the
    type itself (`if c then x else 0`)."""
    return e.hyp is None and numerals_only(e.then, flexible) and \
        numerals_only(e.orelse, flexible)


def numerals_only(e: Expr, flexible: Callable[[Expr], bool]) -> bool:
    """A `binop%` tree whose leaves are numerals or `flexible` (the exponent of `^` is
    elaborated apart from the tree and does not type it): nothing in it fixes its type, so
    Lean leaves that type a metavariable for the context to assign (`OfNat ?α 1` waits; the
    default instance makes it ℕ only when nothing else does). As an argument of a declared
    signature whose parameter type the later arguments fix (`Commute (-1) a`, `Set.Icc (-1)
    x`), it is elaborated at that type (lean4 Elab/App.lean: each argument against its
    parameter type with `?α` still open; `a : R` then assigns it)."""
    if isinstance(e, BinOp) and e.op in ("+", "-", "*", "/"):
        return numerals_only(e.lhs, flexible) and numerals_only(e.rhs, flexible)
    if isinstance(e, BinOp) and e.op == "^":
        return numerals_only(e.lhs, flexible)
    if isinstance(e, UnOp) and e.op == "-":
        return numerals_only(e.arg, flexible)
    return isinstance(e, Num) or flexible(e)


def same_alone(alone: list[Term | None], joint: list[Term]) -> set[int]:
    """The arguments of a homogeneous relation whose elaboration beside the others (`joint`) is
    their elaboration alone (`alone`; None where that is refused): all of them when every one
    is, else none. Then the relation's one type is the type each has alone, no coercion was
    inserted anywhere, and no argument's meaning depends on the relation's domain (the guard
    of `coercion_guard` need not refuse them)."""
    if all(a is not None and a == j for a, j in zip(alone, joint, strict=True)):
        return set(range(len(joint)))
    return set()
