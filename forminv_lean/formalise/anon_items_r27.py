"""The type of a binder written without one whose first use is an item of an anonymous
constructor ascribed a structure type, `(⟨g, h⟩ : H)` (round 27).

Lean elaborates `⟨a₁, …, aₙ⟩` against its expected type, here the ascription's: it puts the
expected type in weak head normal form (`whnf`, default transparency, so a `def` such as
`PNat := { n : ℕ // 0 < n }` unfolds), takes the structure it is an application of and, when
the bracket has exactly as many items as the constructor has explicit fields, elaborates
`S.mk a₁ … aₙ` (Lean 4 `Lean/Elab/BuiltinNotation.lean`, `elabAnonymousConstructor`; more
items are nested into the last field, which is not read here). Each item is elaborated
against its field's type with the structure's parameters and the earlier items put in, so a
bare binder with a metavariable type is unified with it (`isDefEq` assigns the metavariable;
no coercion is inserted at a bare metavariable).

Two kinds of ascription are read:

- a variable `H` whose type is a `SetLike` structure of `setlike.SETLIKE` (`H : Subgroup G`):
  the ascription `(… : H)` coerces `H` to a type by Mathlib's `SetLike` `CoeSort`,
  Mathlib/Data/SetLike/Basic.lean:112 `instance (priority := 100) : CoeSort A (Type _) := ⟨fun
  p => { x : B // x ∈ p }⟩`, whose normal form is `Subtype (fun x => x ∈ H)`; Lean core's
  `structure Subtype {α : Sort u} (p : α → Prop) where val : α; property : p val` gives the
  items `g : G` (the carrier's element type, `SetLike`'s outParam: `binder_types.MEMBERSHIP`)
  and `h : g ∈ H` (`p val` with `p := fun x => x ∈ H`, the same proposition up to β). The
  one `SetLike` structure with its own `CoeSort`, Mathlib/Algebra/Lie/Submodule.lean:70
  `instance (priority := high) coeSort : CoeSort (LieSubmodule R L M) (Type w) where coe N :=
  { x : M // x ∈ N }`, gives the same subtype;
- a structure of `STRUCTURES` applied to types (`(⟨m, hm⟩ : Finset α)`): each field's type as
  Mathlib declares it, with the structure's parameters put in.

A field whose type mentions an earlier field (`nodup : Nodup val`, `property : p val`) is read
only when the item given for that field is a header variable whose type is exactly the
field's (so Lean inserted no coercion there); anything else leaves the binder to the other
rules (the caller refuses when nothing fixes it).
"""

from __future__ import annotations

import re
from typing import Any

#: Structure (as the ascription's head is written after notation expansion) -> (its type
#: parameters in order, its explicit fields' types; `{k}` is the item given for field `k`).
STRUCTURES: dict[str, tuple[tuple[str, ...], tuple[str, ...]]] = {
    # Mathlib/Data/Finset/Defs.lean:72 `structure Finset (α : Type*) where val : Multiset α;
    # nodup : Nodup val` (:74, :76; `open Multiset` :64, so `Multiset.Nodup`)
    "Finset": (("α",), ("Multiset α", "Multiset.Nodup {0}")),
    # Mathlib/Algebra/Polynomial/Basic.lean:62 `structure Polynomial (R : Type*) [Semiring R]
    # where ofFinsupp :: toFinsupp : AddMonoidAlgebra R ℕ`
    "Polynomial": (("α",), ("AddMonoidAlgebra α ℕ",)),
    # Mathlib/Algebra/SkewMonoidAlgebra/Basic.lean:36 `structure SkewMonoidAlgebra (k : Type*)
    # (G : Type*) [Zero k] where ofFinsupp :: toFinsupp : G →₀ k` (`→₀` is `Finsupp`,
    # Mathlib/Data/Finsupp/Defs.lean)
    "SkewMonoidAlgebra": (("α", "β"), ("Finsupp β α",)),
    # Mathlib/Data/PNat/Notation.lean:14 `def PNat := { n : ℕ // 0 < n }`, :17 `notation "ℕ+"
    # => PNat`; `whnf` unfolds it to `Subtype (fun n => 0 < n)` (Lean core `Subtype`: `val :
    # α`, `property : p val`)
    "PNat": ((), ("ℕ", "0 < {0}")),
    "ℕ+": ((), ("ℕ", "0 < {0}")),
}


def anon_item_type(node: Any, up: tuple[Any, ...], types: dict[str, str],
                   untyped: set[str]) -> str | None:
    """The type Lean gives the bare binder `node` (ancestors `up`, nearest first) when it is
    an item of an anonymous constructor ascribed a structure type read here, or None.
    `types`: the variables in scope; `untyped`: binders without a type (no type returned
    mentions one)."""
    from forminv_lean.formal.meaning.ast import Ascribe, Bracket, Name
    from forminv_lean.formal.meaning.opaque import _arguments
    from forminv_lean.formal.meaning.setlike import SETLIKE
    from forminv_lean.formalise.binder_types import _balanced, _element_type, _show

    if len(up) < 2 or not isinstance(up[0], Bracket) or up[0].kind != "anon" or \
            not isinstance(up[1], Ascribe) or up[1].expr is not up[0]:
        return None
    items = up[0].items
    pos = next((i for i, x in enumerate(items) if x is node), None)
    if pos is None:
        return None
    target = up[1].type
    fields: tuple[str, ...] | None = None
    holder: str | None = None
    if isinstance(target, Name) and target.id in types:
        ty = types[target.id]
        head_args = _arguments(ty.strip()) if _balanced(ty) else None
        if not head_args or head_args[0] not in SETLIKE:
            return None
        element = _element_type(ty)
        if element is None:
            return None
        holder = target.id
        fields = (element, "{0} ∈ " + holder)
    else:
        shown = _show(target)
        head_args = _arguments(shown.strip()) if shown is not None and _balanced(shown) \
            else None
        if not head_args or head_args[0] not in STRUCTURES:
            return None
        params, declared = STRUCTURES[head_args[0]]
        args = head_args[1:]
        if len(args) != len(params) or any(_mentions(a, untyped) for a in args):
            return None
        given = dict(zip(params, args, strict=True))
        fields = tuple(_put(f, given) for f in declared)
    if len(items) != len(fields):
        return None
    field = fields[pos]
    for k in sorted({int(m) for m in re.findall(r"\{(\d+)\}", field)}):
        item = items[k]
        # an earlier field put in: the item must be a header variable of exactly its type
        if k >= pos or not isinstance(item, Name) or item.id in untyped or \
                types.get(item.id) != fields[k] or item.id == holder:
            return None
        field = field.replace("{" + str(k) + "}", item.id)
    return None if _mentions(field, untyped) else field


def _put(ty: str, given: dict[str, str]) -> str:
    """`ty` with each type parameter replaced by its argument (parenthesised unless one
    token), in one pass."""
    if not given:
        return ty
    pattern = re.compile("|".join(rf"(?<![\w.']){re.escape(p)}(?![\w'])"
                                  for p in sorted(given, key=len, reverse=True)))
    return pattern.sub(lambda m: _atom(given[m.group(0)]), ty)


def _atom(text: str) -> str:
    """`text` as one argument: parenthesised unless it is one token or already enclosed."""
    from forminv_lean.formalise.binder_types import _balanced

    if re.fullmatch(r"[\w.'₀-₉]+", text) or \
            text.startswith("(") and text.endswith(")") and _balanced(text[1:-1]):
        return text
    return f"({text})"


def _mentions(text: str, names: set[str]) -> bool:
    return any(re.search(rf"(?<![\w.']){re.escape(n)}(?![\w'])", text) for n in names)
