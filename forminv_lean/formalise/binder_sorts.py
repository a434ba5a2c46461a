"""Binders written without a type (`{α}`, `(r)`) whose first use is where only a type, or only
a relation on a type, can stand: `Option α`, `[IsWellOrder α r]`.

Lean gives such a binder a metavariable type `?m`; the first use that elaborates it against a
known expected type assigns `?m` by unification (no coercion: a coercion is only tried once
unification has failed, and a metavariable unifies). `binder_types` finds that first use (the
binder's occurrences in elaboration order: the later binders' types, then the statement) and
asks this module about an occurrence that is

- an explicit argument of a type constructor whose parameter there is declared `Type u`
  (`TYPE_ARGUMENTS`: `def Option (α : Type u)`, `def Computation (α : Type u)`), or an operand
  of the type formers `×` (core `infixr:35 " × " => Prod`) and `⊕` (core `infixr:30 " ⊕ " =>
  Sum`): the binder is a type, written `Type*` as every type variable the renderer binds (the
  formal language has no universes: `render._type_position` reads `(a : α)` so);
- the relation argument of a class over a type and a relation on it (`RELATION_CLASSES`:
  `class IsWellOrder (α : Type u) (r : α → α → Prop)`) whose type argument is a type variable
  or a named type already in scope: the binder is `α → α → Prop`.

- an operand of `∧ ∨ ↔ ¬`, or the argument of `Decidable`/`Fact` (`PROP_OPERATORS`,
  `PROP_ARGUMENTS`): the binder is a `Prop`.

Anything else is left to `binder_types`' other rules (which refuse what they do not know).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

#: Type constructors -> the positions of their explicit parameters declared `Type u` (not
#: `Sort u`: a binder first used at a `Sort` parameter has the type `Sort ?u`, whose level a
#: later use may still set to 0, a proposition), and the number of explicit parameters (an
#: application to more arguments is something else). Lean core Init/Prelude.lean: `inductive
#: List (α : Type u)`, `inductive Option (α : Type u)`, `structure Array (α : Type u)`,
#: `structure Prod (α : Type u) (β : Type v)`; Init/Core.lean `inductive Sum (α : Type u) (β :
#: Type v)`; Mathlib v4.19.0: Data/Set/
#: Defs.lean:44 `def Set (α : Type u)`, Data/Finset/Defs.lean:72 `structure Finset (α :
#: Type*)`, Data/Multiset/Defs.lean:66 `def Multiset.{u} (α : Type u)`, Order/Filter/
#: Defs.lean:69 `structure Filter (α : Type*)`, Data/Matrix/Defs.lean:47 `def Matrix (m :
#: Type u) (n : Type u') (α : Type v)`, Data/Part.lean:52 `structure Part.{u} (α : Type u)`,
#: Data/Seq/Computation.lean:29 `def Computation (α : Type u)`, Data/Seq/Seq.lean:36 `def Seq
#: (α : Type u)` (in `namespace Stream'`), Data/WSeq/Basic.lean:32 `def WSeq (α) := Seq (Option
#: α)` (`Stream'.WSeq`: `Option α` makes it a `Type u`), CategoryTheory/Discrete/Basic.lean:47
#: `structure Discrete (α : Type u₁)`, MeasureTheory/Function/SimpleFunc.lean:41 `structure
#: SimpleFunc.{u, v} (α : Type u) [MeasurableSpace α] (β : Type v)`, Data/Vector/Defs.lean:30
#: `def List.Vector (α : Type u) (n : ℕ)` (its `n` is `binder_types.NAT_ARGUMENT`'s),
#: Combinatorics/HalesJewett.lean:171 `structure Line (α ι : Type*)`, Control/Functor.lean:69
#: `def Const (α : Type*) (_β : Type*)`.
TYPE_ARGUMENTS: dict[str, tuple[frozenset[int], int]] = {
    **{c: (frozenset({0}), 1) for c in (
        "List", "Option", "Array", "Set", "Finset", "Multiset", "Filter", "Part", "Computation",
        "Stream'.Seq", "Stream'.WSeq", "CategoryTheory.Discrete")},
    **{c: (frozenset({0, 1}), 2) for c in (
        "Sum", "Prod", "MeasureTheory.SimpleFunc", "Combinatorics.Line", "Functor.Const")},
    "Matrix": (frozenset({0, 1, 2}), 3), "List.Vector": (frozenset({0}), 2),
}

#: The type formers written infix whose operands are types (core Init/Core.lean `infixr:35 " ×
#: " => Prod`, `infixr:30 " ⊕ " => Sum`); not `→`, whose operands may be propositions.
TYPE_OPERATORS = frozenset({"×", "⊕"})

#: Where only a proposition can stand: the operands of the connectives (Lean core Init/Core.lean
#: `infixr:35 " ∧ " => And`, `infixr:30 " ∨ " => Or`, `notation:max "¬" p:40 => Not p`, `infix:20
#: " ↔ " => Iff`; Init/Prelude.lean `structure And (a b : Prop)`, `inductive Or (a b : Prop)`,
#: `def Not (a : Prop)`; Init/Core.lean `structure Iff (a b : Prop)`) and the argument of core
#: `class inductive Decidable (p : Prop)` (Init/Prelude.lean) and Mathlib v4.19.0 Logic/
#: Basic.lean:80 `class Fact (p : Prop)`.
PROP_OPERATORS = frozenset({"∧", "∨", "↔"})
PROP_PREFIXES = frozenset({"¬"})
PROP_ARGUMENTS = frozenset({"Not", "Decidable", "Fact"})

#: Classes `C (α : Sort*) (r : α → α → Prop)` (explicit, in this order), Mathlib v4.19.0
#: Order/Defs/Unbundled.lean: :26 `IsIrrefl`, :30 `IsRefl`, :34 `IsSymm`, :39 `IsAsymm`, :43
#: `IsAntisymm`, :51 `IsTrans`, :62 `IsTotal`, :67 `IsPreorder`, :71 `IsPartialOrder`, :75
#: `IsLinearOrder`, :79 `IsEquiv`, :83 `IsStrictOrder`, :87 `IsStrictWeakOrder`, :92
#: `IsTrichotomous`, :97 `IsStrictTotalOrder`; Order/RelClasses.lean:256 `class IsWellOrder (α :
#: Type u) (r : α → α → Prop)`.
RELATION_CLASSES = frozenset({
    "IsIrrefl", "IsRefl", "IsSymm", "IsAsymm", "IsAntisymm", "IsTrans", "IsTotal",
    "IsPreorder", "IsPartialOrder", "IsLinearOrder", "IsEquiv", "IsStrictOrder",
    "IsStrictWeakOrder", "IsTrichotomous", "IsStrictTotalOrder", "IsWellOrder"})

def type_argument(fn: str, pos: int, args: Sequence[Any]) -> bool:
    """Is the argument at `pos` of the type constructor `fn` applied to `args` at a parameter
    declared a type (and `fn` applied to no more arguments than it takes)?"""
    at = TYPE_ARGUMENTS.get(fn)
    return at is not None and pos in at[0] and len(args) <= at[1]


def prop_argument(fn: str, pos: int, args: Sequence[Any]) -> bool:
    """Is the argument at `pos` of `fn` applied to `args` the proposition of `PROP_ARGUMENTS`'s
    `fn` (`Decidable p`, `Fact p`)?"""
    return fn in PROP_ARGUMENTS and pos == 0 and len(args) == 1


def prop_operand(op: str, prefix: bool = False) -> bool:
    """Is an operand of `op` (a prefix operator when `prefix`) a proposition (`p ∧ q`, `¬p`)?"""
    return op in (PROP_PREFIXES if prefix else PROP_OPERATORS)


def type_operand(op: str) -> bool:
    """Is an operand of the infix operator `op` a type (`α × β`, `α ⊕ β`)?"""
    return op in TYPE_OPERATORS


def relation_argument(fn: str, pos: int, args: Sequence[Any], types: dict[str, str]) -> str | None:
    """The type `α → α → Prop` of the relation argument (`pos` 1) of `RELATION_CLASSES`'s `fn`
    applied to exactly `α` and it, when `α` is a variable in scope written as a type (`{α :
    Type*}`, a type variable) or a named number type; None otherwise."""
    from forminv_lean.formal.meaning.ast import Name
    from forminv_lean.formalise.render import TYPE_NAMES

    if fn not in RELATION_CLASSES or pos != 1 or len(args) != 2:
        return None
    ty = args[0]
    if not isinstance(ty, Name):
        return None
    known = types[ty.id].startswith(("Type", "Sort")) if ty.id in types else \
        ty.id in TYPE_NAMES - {"Prop"}
    return f"{ty.id} → {ty.id} → Prop" if known else None
