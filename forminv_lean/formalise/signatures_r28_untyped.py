"""Declared signatures of constructors and coercion functions read only to type a header binder
written without one (round 28, the refusal `binder without a type`), each cited from its
declaration (Lean core at the `leanprover/lean4` source, Mathlib at v4.19.0).

Same format as `binder_types.LOCAL_SIGNATURES`, into which they are merged (explicit arguments
in order, then the result; `α β` the declaration's type parameters): `binder_types` reads the
type Lean's first use gives the binder (`Sum.inl a` at a parameter `α` fixed by what is already
elaborated), and the rendering then writes it. They are not in `opaque.SIGNATURES`, the
checker's elaborator's table: measured there (round 28, the 1,636 corpus theorems naming
them), they cost 140 renderings for 41, since a typed `Option.some x` or `Sum.inl a` beside an
opaque partner whose type the checker does not know (`IntFractPair.stream v n = some p`,
`(F.sum G).obj (Sum.inl a)`) became a type mismatch, and `Sum.inl`'s `β` (`Sum.inr`'s `α`),
which no argument fixes, was left open where Lean's expected type fixes it (round 21 left
them out of that table for the same reason).

Chosen by classifying the round-28 refusals by the constant at whose slot an untyped binder
is first used (`binder_types._first_use_type` declining at an application of a constant no
table declares): `Sum.inl` 17, `Option.some` 15, `Sum.inr` 14, `Nat.Partrec.Code.eval` 8,
`WithTop.some` 4.
"""

from __future__ import annotations

SIGNATURES: dict[str, tuple[str, ...]] = {
    # Lean core src/Init/Prelude.lean `inductive Option (α : Type u) where | none : Option α |
    # some (val : α) : Option α`
    "Option.some": ("α", "Option α"),
    # Lean core src/Init/Core.lean `inductive Sum (α : Type u) (β : Type v) where | inl (val :
    # α) : Sum α β | inr (val : β) : Sum α β`
    "Sum.inl": ("α", "Sum α β"),
    "Sum.inr": ("β", "Sum α β"),
    # Mathlib/Order/TypeTags.lean:17 `variable {α : Type*}`, :63 `def WithTop (α : Type*) :=
    # Option α`, :75 `@[coe, match_pattern] def some : α → WithTop α` (namespace WithTop, :66);
    # its dual `WithBot.some` (:31) is in the checker's table already (`signatures_r16b`)
    "WithTop.some": ("α", "WithTop α"),
    # Mathlib/Computability/PartrecCode.lean:350 `namespace Nat.Partrec.Code`, :454 `def eval :
    # Code → ℕ →. ℕ`; Mathlib/Data/PFun.lean:61 `def PFun (α β : Type*) :=` `α → Part β`, which
    # Lean unfolds to apply `eval c` to a second argument (`whnf` of the function's type), so
    # that argument's parameter is `ℕ` and the result `Part ℕ`
    "Nat.Partrec.Code.eval": ("Nat.Partrec.Code", "ℕ", "Part ℕ"),
}
