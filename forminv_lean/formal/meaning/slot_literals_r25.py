"""Terms typed only by their slot, passed to a function whose declared type is not known.

`⟨a, b⟩`, `⊤`, `⊥`, `∅`, `[]` and `none` have no type of their own: Lean elaborates each
against the type expected of it, postponing it while that type is a metavariable, and rejects
the statement if it never becomes known (lean4 src/Lean/Elab/BuiltinNotation.lean
`elabAnonymousCtor`: `tryPostponeIfNoneOrMVar expectedType?`, then the constructor of the
expected type's `whnf`, an inductive type with one constructor, applied to the items and
elaborated against that type; `⊤`/`⊥`/`∅` are `Top.top`/`Bot.bot`/`EmptyCollection.emptyCollection : ?α`,
`[]` is `List.nil : List ?α` and `none` is `Option.none : Option ?α`, whose `?α` only that
type fixes, no default instance giving one). As an explicit argument of an application the
expected type is the parameter's type, instantiated by the unifier from the function and the
other arguments (lean4 `Elab/App.lean`, `elabAppArgs`: each argument is elaborated against its
`bindingDomain`). A Mathlib statement elaborated, so there that type was known, and the term
is the one value of it its text denotes: the constructor of that structure applied to the
items, that type's top, bottom or empty collection, its `List.nil` or `Option.none`.

Where the function's declared type is not known here, the checker keeps the application
uninterpreted (`Elaborator.opaque_app`: keyed by its name and its arguments' types). Such a
term is then a value of the parameter's type, which the checker cannot name either: it is
given that type as an opaque type of its own, named by the function, the position and the
types of the arguments before it (`slot_type`), which is the information Lean's unifier had
from them. Nothing is assumed about that type, so the term is a constant (or an uninterpreted
constructor of its items) the checker reads only by congruence, as it reads the application it
is passed to. Items of `⟨…⟩` are elaborated alone and refused where their meaning would change
at another number type (`Elaborator._typed_bracket`).

A term whose type is known up to a coercion is not read here: `↑x` and a set literal `{a, b}`
(whose element type Lean may take from the items, the slot or a coercion) keep their own rules.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from forminv_lean.formal.meaning.ast import BinOp, Bracket, Expr, Name
from forminv_lean.formal.meaning.types import Ty

if TYPE_CHECKING:
    from forminv_lean.formal.meaning.elaboration import Elaborator, Scope
    from forminv_lean.formal.meaning.terms import Term

#: Names that denote a constant whose type is only the one expected of it, no coercion to choose
#: (lean4 Init/Prelude.lean `inductive Option (α : Type u) | none | some (val : α)`; Mathlib
#: v4.19.0 Order/Notation.lean:170 `class Top (α : Type*) where top : α`, :176 `class Bot`; lean4
#: Init/Core.lean `class EmptyCollection (α : Type u) where emptyCollection : α`, `∅` its
#: notation; Data/Set/Defs.lean:195 `def univ : Set α`).
SLOT_CONSTANTS = frozenset({"⊤", "⊥", "∅", "Option.none", "Set.univ"})


def slot_typed(e: Expr) -> bool:
    """Is `e` a term whose type only its slot gives, with no coercion to choose: `⟨…⟩`, `[]`,
    `⊤`, `⊥`, `∅`, `none`?"""
    if isinstance(e, Name):
        return e.id in SLOT_CONSTANTS
    return isinstance(e, Bracket) and (e.kind == "anon" or e.kind == "list" and not e.items)


def slot_type(head: str, position: int, before: list[Ty], e: Expr) -> Ty:
    """The type `e` is elaborated against as the `position`-th (0-based) explicit argument of
    `head`, whose declared type is not known: an opaque type of its own, named by the function
    and the position and keyed by the types of the arguments before it (a `result` type, as
    `opaque_app`'s results are). `Set.univ : Set ?α` (Mathlib Data/Set/Defs.lean:195 `def univ :
    Set α`) unifies with it, so that type is `Set` of an opaque element type."""
    own = Ty("result", tuple(before), f"{head} #{position + 1}")
    return Ty("Set", (own,)) if isinstance(e, Name) and e.id == "Set.univ" else own


def field_type(structure: Ty, position: int, before: list[Ty], e: Expr) -> Ty:
    """The type `e` is elaborated against as the `position`-th item of an anonymous
    constructor `⟨…⟩` at `structure`, a structure whose fields are not known here: Lean
    elaborates each item against its field's type, fixed by the structure type and the fields
    before it (lean4 src/Lean/Elab/BuiltinNotation.lean `elabAnonymousCtor` rewrites `⟨a, b⟩`
    to the constructor applied to the items), so it is `slot_type` of the constructor of
    `structure`."""
    return slot_type(f"⟨⟩ at {structure}", position, before, e)


def is_slot_type(t: Ty) -> bool:
    """Is `t` a type made by `slot_type` (the opaque type of an argument slot or a field)?"""
    return t.head == "result" and " #" in t.name and not t.name.startswith("?")


def cons_of(el: Elaborator, e: BinOp, sc: Scope) -> Term | None:
    """`x :: l` with `x` one of these terms (`⟨a, b⟩ :: l`): lean4 Init/Prelude.lean `inductive
    List (α : Type u) | nil | cons (head : α) (tail : List α)`, `infixr:67 " :: " => List.cons`
    (Init/Data/List/Basic.lean): an application whose first argument waits (or, `⊤`, unifies
    `?α` with its own type) until `l : List T` fixes `α := T`, so `x` is elaborated against
    `T`. None when `l`'s type is not `List T` with `T` known here (the caller's rule applies)."""
    from forminv_lean.formal.meaning.elaboration import _named

    tail = el.term(e.rhs, sc, None)
    ty = el.resolve(tail.ty)
    if not (ty.head == "app" and ty.name == "List" and len(ty.args) == 1 and _named(ty)):
        return None
    head = el.term(e.lhs, sc, el.resolve(ty.args[0]))
    return el.opaque_app("List.cons", [head, tail], ty, sc, typed={0})
