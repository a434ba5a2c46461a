"""Coercions Lean inserts between two known types, where the checker can name them.

Lean's `binop%`/`binrel%` elaborator (lean4 `Elab/Extra.lean`, `analyze`) takes a leaf of type
`S` beside a maximal type `T` when `hasCoe S T` holds (a `CoeT` instance: `Coe`, `CoeOut`,
`CoeHead`, `CoeTail` chains), and inserts `↑` at the leaf. Here only coercions *out of* a type
to its carrier, with no instance back, are read (so the maximal type does not depend on the
order of the leaves):

* a subtype to its carrier, lean4 `Init/Coe.lean` `instance subtypeCoe : CoeOut (Subtype p) α`
  (`coe v := v.val`). The subtypes: `{x : α // p x}`, `Subtype p` with `p : α → Prop`, and the
  coercions to types of Mathlib v4.19.0 that unfold to a subtype: `↥s` for `s : Set α`
  (Data/Set/CoeSort.lean:33 `@[coe, reducible] def Elem (s : Set α) : Type u := {x // x ∈
  s}`, :36 `CoeSort (Set α) (Type u) := ⟨Elem⟩`), for `s : Finset α` (Data/Finset/Defs.lean:163
  `CoeSort (Finset α) (Type u) := ⟨fun s => { x // x ∈ s }⟩`) and for a `SetLike` structure
  (Data/SetLike/Basic.lean:112 `CoeSort A (Type _) := ⟨fun p => { x : B // x ∈ p }⟩`);
* `αˣ` to `α`: Algebra/Group/Units/Defs.lean:85 `instance : CoeHead αˣ α := ⟨val⟩`;
* `Heyting.Regular α` to `α`: Order/Heyting/Regular.lean:103 `instance : CoeOut (Regular α) α
  := ⟨Regular.val⟩`;
* `Fin n` to `ℕ`: lean4 `Init/Data/Fin/Basic.lean` `instance coeToNat : CoeOut (Fin n) Nat`.
  Mathlib has a way back (`Fin.instNatCast [NeZero n]`, so `ℕ` coerces into `Fin (n + 1)`):
  `Fin n` is taken into `ℕ` only when `ℕ` is already the maximal type (Lean asks `hasCoe S
  max` first), never the other way;
* `PosNum`, `Num`, `ZNum` into a type with `1 +`, `0 1 +`, `0 1 + -` (Data/Num/Basic.lean:188
  `posNumCoe : CoeHTCT PosNum α`, :192 `numNatCoe [Zero α] : CoeHTCT Num α` over `variable
  [One α] [Add α]`, :602 `znumCoe : CoeHTCT ZNum α` over `[Zero α] [One α] [Add α] [Neg α]`):
  also only into the maximal type already reached (they are semirings and rings, so ℕ and ℤ
  coerce back into them).

The coercion is kept uninterpreted in the checker (`↑` applied, `Elaborator.coerce`), as the
other coercions between opaque types are.
"""

from __future__ import annotations

from collections.abc import Callable

from forminv_lean.formal.meaning.setlike import SETLIKE
from forminv_lean.formal.meaning.types import NAT, Ty, is_set

#: Types coerced to their one argument by a Mathlib `CoeOut`/`CoeHead` instance (cited above).
_WRAPPED_CARRIERS = frozenset({"Units", "Heyting.Regular"})


def element_of_collection(ty: Ty) -> Ty | None:
    """The element type of a `Set α`, `Finset α` or `SetLike` structure: what its coercion to
    a type (`↥s`) is a subtype of. None for anything else."""
    if is_set(ty) or ty.head == "app" and ty.name == "Finset" and len(ty.args) == 1:
        return ty.args[0]
    shape = SETLIKE.get(ty.name) if ty.head == "app" else None
    if shape is not None and len(ty.args) == shape[0]:
        return ty.args[shape[1]]
    return None


def carrier_of(ty: Ty, recorded: dict[Ty, Ty | None]) -> Ty | None:
    """The type Lean coerces a value of `ty` out to (see the module docstring), else None.
    `recorded` holds the subtypes the elaborator built, with their carriers (None where one
    text named two different subtypes)."""
    if ty.head != "app":
        return None
    if ty in recorded:
        return recorded[ty]
    if ty.name in _WRAPPED_CARRIERS and len(ty.args) == 1:
        return ty.args[0]
    if is_fin(ty):
        return NAT
    return None


#: The `Num` types and the operations their coercion needs on the target (cited above).
_NUM_CASTS: dict[str, tuple[str, ...]] = {"PosNum": ("one", "add"),
                                          "Num": ("zero", "one", "add"),
                                          "ZNum": ("zero", "one", "add", "neg")}


def num_cast_into(src: Ty, dst: Ty, has: Callable[[str], bool]) -> bool:
    """Does Lean coerce a `PosNum`/`Num`/`ZNum` value into `dst`, whose operations `has`
    tells (ℕ has no negation; ℤ ℚ ℝ and a type variable with the classes have them)?"""
    need = _NUM_CASTS.get(src.name) if src.head == "app" and not src.args else None
    if need is None:
        return False
    if dst.head == "ℕ":
        return "neg" not in need
    return dst.head in ("ℤ", "ℚ", "ℝ") or dst.head == "var" and all(has(op) for op in need)


def only_into_max(ty: Ty) -> bool:
    """A type coerced out only into a maximal type already reached (`Fin n`, the `Num`
    types): something may coerce back into it."""
    return is_fin(ty) or ty.head == "app" and ty.name in _NUM_CASTS


def is_fin(ty: Ty) -> bool:
    """`Fin n` (its term argument kept in the type's name)."""
    return ty.head == "app" and not ty.args and ty.name.startswith("Fin ")


def record(recorded: dict[Ty, Ty | None], sub: Ty, carrier: Ty) -> None:
    """Note that the subtype `sub` is one of `carrier`; a text naming two different ones is
    poisoned (None), so neither is coerced."""
    if recorded.get(sub, carrier) != carrier:
        recorded[sub] = None
    else:
        recorded[sub] = carrier
