"""Declared signatures of Lean core definitions the name index resolves (`CORE_NAMES`).

Same format as `opaque.SIGNATURES` (explicit argument types, then the result type; `α β γ δ`
are the declaration's type parameters), merged into it. Each entry is read from the
declaration in leanprover/lean4's source (the file named above it); Mathlib v4.19.0 pins the
toolchain `leanprover/lean4:v4.19.0`, and its statements use these names with these types.

Left out on purpose, as in the other tables: an argument with a default (`List.range' :
(start len : Nat) → (step : Nat := 1) → List Nat`) and a type depending on a term argument
(`List.ofFn {n} (f : Fin n → α) : List α`, `List.finRange (n : Nat) : List (Fin n)`).
"""

from __future__ import annotations

SIGNATURES: dict[str, tuple[str, ...]] = {
    # Init/Data/Sum/Basic.lean (`namespace Sum`): `def swap : α ⊕ β → β ⊕ α`, `inductive
    # LiftRel (r : α → γ → Prop) (s : β → δ → Prop) : α ⊕ β → γ ⊕ δ → Prop`, `inductive Lex
    # (r : α → α → Prop) (s : β → β → Prop) : α ⊕ β → α ⊕ β → Prop` (`isLeft`/`isRight : α ⊕
    # β → Bool` left out: a `Bool` where a proposition stands is `= true`, not read here)
    "Sum.swap": ("Sum α β", "Sum β α"),
    "Sum.LiftRel": ("α → γ → Prop", "β → δ → Prop", "Sum α β", "Sum γ δ", "Prop"),
    "Sum.Lex": ("α → α → Prop", "β → β → Prop", "Sum α β", "Sum α β", "Prop"),
    # Init/Data/Prod.lean (`namespace Prod`): `def swap : α × β → β × α`
    "Prod.swap": ("α × β", "β × α"),
    # Init/Data/List/Basic.lean (`namespace List`): `def idxOf [BEq α] (a : α) : List α → Nat`
    "List.idxOf": ("α", "List α", "ℕ"),
    # Init/Prelude.lean: `def Decidable.decide (p : Prop) [h : Decidable p] : Bool` (the root
    # `decide` is it, by `export Decidable (isTrue isFalse decide)`)
    "Decidable.decide": ("Prop", "Bool"),
}
