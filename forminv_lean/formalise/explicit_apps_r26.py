"""The type of a binder written without one whose first use is an argument of an explicit
application `@f a₁ … aₙ` (round 26).

With `@`, Lean elaborates every parameter of `f` explicitly, implicit and instance ones
included, in declaration order, each argument against the parameter's type instantiated with
the arguments before it (`elabAppArgs` with `explicit := true`: no implicit argument is
inserted). A binder without a type has a metavariable type, which that first elaboration
unifies with the parameter's type (`isDefEq` assigns the metavariable, so no coercion is
inserted). So in `Ordnode.toList_node (s l x r) : toList (@node α s l x r) = …`
(Mathlib/Data/Ordmap/Ordnode.lean:71, `| node (size : ℕ) (l : Ordnode α) (x : α) (r : Ordnode
α) : Ordnode α` in `inductive Ordnode (α : Type u)`, whose parameter `α` the constructor takes
as an implicit first argument) `s : ℕ`, `l r : Ordnode α`, `x : α`.

`EXPLICIT_SIGNATURES` lists each constant's full parameter list as Lean declares it (name,
type; `[C α]` an instance parameter, named `_` when no later type mentions it), each confirmed in Mathlib v4.19.0's source at the cited
line (a section `variable` the declaration uses comes first, in the `variable` line's order).
The type at an argument is read only when every earlier argument its parameter type mentions
is a bare name of the header bound outside the statement's own binders (a type variable for a
`Type` parameter, a variable of exactly its parameter's type for a value one), substituted
for the parameter's name; the argument must be the bare binder. Anything else is left to the other rules (the
caller refuses when nothing fixes the binder).
"""

from __future__ import annotations

import re
from collections.abc import Collection, Sequence
from typing import Any

_ORD = "Ordnode α"
_TREE3 = (("α", "Type"), ("l", _ORD), ("x", "α"), ("r", _ORD))
_TREE5 = (("α", "Type"), ("l", _ORD), ("x", "α"), ("m", _ORD), ("y", "α"), ("r", _ORD))
_VEC = (("α", "Type"), ("n", "ℕ"))

#: `@f` -> its parameters (name, type) in order, implicit and instance ones included.
EXPLICIT_SIGNATURES: dict[str, tuple[tuple[str, str], ...]] = {
    # Mathlib/Data/Ordmap/Ordnode.lean:69-71 `inductive Ordnode (α : Type u) : Type u | nil :
    # Ordnode α | node (size : ℕ) (l : Ordnode α) (x : α) (r : Ordnode α) : Ordnode α`
    "@Ordnode.node": (("α", "Type"), ("size", "ℕ"), ("l", _ORD), ("x", "α"), ("r", _ORD)),
    # Data/Ordmap/Ordnode.lean (`variable {α : Type*}` :76): :123 `def size : Ordnode α → ℕ`,
    # :156 `def node' (l : Ordnode α) (x : α) (r : Ordnode α) : Ordnode α`, :179 `def balanceL
    # (l : Ordnode α) (x : α) (r : Ordnode α)`, :213 `def balanceR` and :247 `def balance`
    # (the same parameters), :303 `def All (P : α → Prop) : Ordnode α → Prop`
    "@Ordnode.size": (("α", "Type"), ("t", _ORD)),
    "@Ordnode.node'": _TREE3,
    "@Ordnode.balanceL": _TREE3,
    "@Ordnode.balanceR": _TREE3,
    "@Ordnode.balance": _TREE3,
    "@Ordnode.All": (("α", "Type"), ("P", "α → Prop"), ("t", _ORD)),
    # Data/Ordmap/Invariants.lean (`variable {α : Type*}` :48): :78 `def Sized : Ordnode α →
    # Prop`, :182 `def node3L (l : Ordnode α) (x : α) (m : Ordnode α) (y : α) (r : Ordnode α)`,
    # :186 `def node3R` (the same), :190 `def node4L : Ordnode α → α → Ordnode α → α → Ordnode α
    # → Ordnode α`, :203 `def rotateL : Ordnode α → α → Ordnode α → Ordnode α`, :218 `def
    # rotateR` (the same), :245 `def balance' (l : Ordnode α) (x : α) (r : Ordnode α)`
    "@Ordnode.Sized": (("α", "Type"), ("t", _ORD)),
    "@Ordnode.node3L": _TREE5,
    "@Ordnode.node3R": _TREE5,
    "@Ordnode.node4L": _TREE5,
    "@Ordnode.rotateL": _TREE3,
    "@Ordnode.rotateR": _TREE3,
    "@Ordnode.balance'": _TREE3,
    # Data/Ordmap/Ordset.lean (`variable {α : Type*}` :36, `variable [Preorder α]` :42):
    # :47 `structure Valid' (lo : WithBot α) (t : Ordnode α) (hi : WithTop α) : Prop`, :55
    # `def Valid (t : Ordnode α) : Prop`
    "@Ordnode.Valid'": (("α", "Type"), ("_", "[Preorder α]"), ("lo", "WithBot α"),
                        ("t", _ORD), ("hi", "WithTop α")),
    "@Ordnode.Valid": (("α", "Type"), ("_", "[Preorder α]"), ("t", _ORD)),
    # Mathlib/Data/Vector/Defs.lean (namespace List.Vector :33, `variable {α β σ φ : Type*}
    # {n : ℕ}` :35): :48 `def cons : α → Vector α n → Vector α (Nat.succ n)`, :54 `def length
    # (_ : Vector α n) : ℕ`, :60 `def head : Vector α (Nat.succ n) → α`, :68 `def tail :
    # Vector α n → Vector α (n - 1)`, :83 `def toList (v : Vector α n) : List α`, :87 `def get
    # (l : Vector α n) (i : Fin n) : α`, :146 `def ofFn : ∀ {n}, (Fin n → α) → Vector α n`
    # (its `n` after the section's `α`); only the implicit parameters are listed: the
    # corpus applies these to `α n` alone
    "@List.Vector.cons": _VEC,
    "@List.Vector.length": _VEC,
    "@List.Vector.head": _VEC,
    "@List.Vector.tail": _VEC,
    "@List.Vector.toList": _VEC,
    "@List.Vector.get": _VEC,
    "@List.Vector.ofFn": _VEC,
    # Mathlib/Data/Multiset/Bind.lean (`variable {α : Type*}` :25): :34 `def join : Multiset
    # (Multiset α) → Multiset α`; Data/Multiset/Powerset.lean (`variable {α : Type*}` :19):
    # :202 `def powersetCard (n : ℕ) (s : Multiset α) : Multiset (Multiset α)`
    "@Multiset.join": (("α", "Type"), ("S", "Multiset (Multiset α)")),
    "@Multiset.powersetCard": (("α", "Type"), ("n", "ℕ"), ("s", "Multiset α")),
    # Mathlib/Tactic/Abel.lean:125 `def term {α} [AddCommMonoid α] (n : ℕ) (x a : α) : α`,
    # :127 `def termg {α} [AddCommGroup α] (n : ℤ) (x a : α) : α`
    "@Mathlib.Tactic.Abel.term": (("α", "Type"), ("_", "[AddCommMonoid α]"), ("n", "ℕ"),
                                  ("x", "α"), ("a", "α")),
    "@Mathlib.Tactic.Abel.termg": (("α", "Type"), ("_", "[AddCommGroup α]"), ("n", "ℤ"),
                                   ("x", "α"), ("a", "α")),
    # Mathlib/Computability/Primrec.lean:1249 `inductive Primrec' : ∀ {n}, (List.Vector ℕ n →
    # ℕ) → Prop` (namespace Nat :1240), :1297 `def Vec {n m} (f : List.Vector ℕ n → List.Vector
    # ℕ m) : Prop` (namespace Nat.Primrec' :1263); Computability/Halting.lean:276 `inductive
    # Partrec' : ∀ {n}, (List.Vector ℕ n →. ℕ) → Prop` (namespace Nat :271), :330 `def Vec {n
    # m} (f : List.Vector ℕ n → List.Vector ℕ m)` (namespace Nat.Partrec' :286)
    "@Nat.Primrec'": (("n", "ℕ"), ("f", "List.Vector ℕ n → ℕ")),
    "@Nat.Primrec'.Vec": (("n", "ℕ"), ("m", "ℕ"), ("f", "List.Vector ℕ n → List.Vector ℕ m")),
    "@Nat.Partrec'": (("n", "ℕ"), ("f", "List.Vector ℕ n →. ℕ")),
    "@Nat.Partrec'.Vec": (("n", "ℕ"), ("m", "ℕ"), ("f", "List.Vector ℕ n → List.Vector ℕ m")),
    # Mathlib/Data/Fin/Fin2.lean:123 `def last : {n : Nat} → Fin2 (n+1)`, :128 `def rev {n :
    # Nat} : Fin2 n → Fin2 n` (namespace Fin2 :43)
    "@Fin2.last": (("n", "ℕ"),),
    "@Fin2.rev": (("n", "ℕ"), ("i", "Fin2 n")),
}

_TYPE_SORTS = frozenset({"Type*", "Sort*"})


def explicit_argument(fn: str, args: Sequence[Any], pos: int, node: Any,
                      types: dict[str, str], scoped: set[str]) -> str | None:
    """The type Lean gives the binder `node` (a bare name) passed at `pos` of `@fn args`, or
    None when the table does not fix it. `types`: the variables in scope (type variables as
    `Type*`); `scoped`: names bound by the statement's own binders around the use (an earlier
    argument naming one is not the header's variable)."""
    from forminv_lean.formal.meaning.ast import Name

    params = EXPLICIT_SIGNATURES.get(fn)
    if params is None or len(args) > len(params) or args[pos] is not node:
        return None
    ty = params[pos][1]
    if ty == "Type" or ty.startswith("["):
        return None   # a type or an instance argument: not a term binder's type
    named: dict[str, str | None] = {}   # parameter -> the header variable given for it
    for (pname, pty), a in zip(params[:pos], args[:pos], strict=True):
        if pty.startswith("["):
            # an instance (`_` or given): its value is put in no type read here, since a
            # parameter type that mentions it is refused
            named[pname] = None
            continue
        ok = isinstance(a, Name) and a.id not in scoped and a.id in types
        if ok and pty == "Type":
            ok = types[a.id] in _TYPE_SORTS
        elif ok:   # a value: a variable of exactly the parameter's type (no coercion)
            ok = _substituted(pty, named) == types[a.id]
        named[pname] = a.id if ok else None
    return _substituted(ty, named, {p for p, _ in params[pos:]})


def _substituted(ty: str, named: dict[str, str | None],
                 unknown: Collection[str] = ()) -> str | None:
    """`ty` with each parameter of `named` replaced by its argument (in one pass, so that an
    argument named like another parameter is not replaced again); None when it mentions a
    parameter with no argument to put (`None` in `named`, or one of `unknown`)."""
    if any(_WORD(p).search(ty) for p in unknown) or \
            any(_WORD(p).search(ty) for p, a in named.items() if a is None):
        return None
    given = {p: a for p, a in named.items() if a is not None}
    if not given:
        return ty
    pattern = re.compile("|".join(_WORD(p).pattern for p in sorted(given, key=len, reverse=True)))
    return pattern.sub(lambda m: given[m.group(0)], ty)


def _WORD(name: str) -> re.Pattern[str]:
    """`name` as a whole identifier (not inside `x.name`, `name'`, `nameₐ`)."""
    return re.compile(rf"(?<![\w.']){re.escape(name)}(?![\w'])")
