"""Lean core declarations that Mathlib statements name, read in leanprover/lean4's source (round 25).

The name index holds Mathlib and Batteries only, so a core name it does not list is refused
(`unresolved name Ordering`, `… inferInstance`). Each name below was read in lean4's `src/Init` (the
stored copy the search tools serve; these declarations are unchanged since Lean 4's first
releases, and Mathlib v4.19.0's own files write them bare), with the full name Lean resolves
the spelling to (an `export` makes the short root name an alias):

- Init/Data/Ord.lean: `inductive Ordering where | lt | eq | gt` (constructors, not
  `protected`: `lt` inside `namespace Ordering` is `Ordering.lt`); `class Ord (α : Type u)
  where compare : α → α → Ordering` and `export Ord (compare)`.
- Init/Prelude.lean: `abbrev inferInstance {α : Sort u} [i : α] : α := i`.
- Init/Data/OfScientific.lean: `class OfScientific (α : Type u) where ofScientific (mantissa :
  Nat) (exponentSign : Bool) (decimalExponent : Nat) : α`.
- Init/Core.lean: `structure Thunk (α : Type u) : Type u where mk :: private fn : Unit → α`.
- Init/SizeOf.lean: `class SizeOf (α : Sort u) where sizeOf : α → Nat` and `export SizeOf
  (sizeOf)`.

Left out on purpose: the root `cast` (Init/Prelude.lean `def cast {α β : Sort u} (h : α = β) (a
: α) : β`). Lean has it, so a bare `cast` under `open ZMod` or `open Nat` is an overload of it
and `ZMod.cast`/`Nat.cast`, which Lean settles by elaboration; the checker has no signature for
the root `cast` and would accept both, so listing it would refuse renderings the index reads
as the opened namespace's `cast` today (37 in the corpus write a bare `cast` so).

Spelling -> full name, merged into `name_index.CORE_NAMES`.
"""

from __future__ import annotations

CORE_NAMES_R25: dict[str, str] = {
    "Ordering": "Ordering", "Ordering.lt": "Ordering.lt", "Ordering.eq": "Ordering.eq",
    "Ordering.gt": "Ordering.gt",
    "compare": "Ord.compare", "Ord.compare": "Ord.compare",
    "inferInstance": "inferInstance",
    "OfScientific": "OfScientific", "OfScientific.ofScientific": "OfScientific.ofScientific",
    "Thunk": "Thunk",
    "SizeOf": "SizeOf", "SizeOf.sizeOf": "SizeOf.sizeOf", "sizeOf": "SizeOf.sizeOf",
}
