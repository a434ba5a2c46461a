"""Declared signatures of Mathlib functions that a binder written without a type is first
passed to (`formalise.binder_types`), each cited from its declaration at v4.19.0.

Same format and rules as `signatures_algebra` (explicit arguments in order, arrows after the
colon as arguments too, then the result), merged into `opaque.SIGNATURES`, so the checker
elaborates the arguments against these types (a coercion where Lean inserts one: `Int.bit b n`
with `n : ℕ` is `Int.bit b ↑n`). Chosen by how many corpus theorems refused with "binder
without a type" first pass the binder to them: each has parameters of one fixed type, no type
parameter, so the slot fixes the binder's type exactly.
"""

from __future__ import annotations

SIGNATURES: dict[str, tuple[str, ...]] = {
    # Mathlib/SetTheory/Ordinal/Arithmetic.lean:365 `def IsNormal (f : Ordinal → Ordinal) :
    # Prop`, :198 `def IsLimit (o : Ordinal) : Prop` (`namespace Ordinal`, :57)
    "Ordinal.IsNormal": ("Ordinal → Ordinal", "Prop"), "Ordinal.IsLimit": ("Ordinal", "Prop"),
    # Mathlib/SetTheory/Ordinal/FixedPoint.lean:231 `def nfp (f : Ordinal → Ordinal) : Ordinal →
    # Ordinal`, :305 `def deriv (f : Ordinal → Ordinal) : Ordinal → Ordinal` (`namespace
    # Ordinal`, :36; the section's `variable {f : Ordinal.{u} → Ordinal.{u}}` is shadowed)
    "Ordinal.nfp": ("Ordinal → Ordinal", "Ordinal", "Ordinal"),
    "Ordinal.deriv": ("Ordinal → Ordinal", "Ordinal", "Ordinal"),
    # Mathlib/SetTheory/Ordinal/NaturalOps.lean:196 `noncomputable def nmul (a b : Ordinal.{u})
    # : Ordinal.{u}` (`namespace Ordinal`, :145)
    "Ordinal.nmul": ("Ordinal", "Ordinal", "Ordinal"),
    # Mathlib/SetTheory/Cardinal/Regular.lean:37 `def IsRegular (c : Cardinal) : Prop`
    # (`namespace Cardinal`, :32); Cardinal/Order.lean:438 `structure IsStrongLimit (c :
    # Cardinal) : Prop` (`namespace Cardinal`, :70)
    "Cardinal.IsRegular": ("Cardinal", "Prop"), "Cardinal.IsStrongLimit": ("Cardinal", "Prop"),
    # Mathlib/Data/Nat/BinaryRec.lean:27 `def bit (b : Bool) (n : Nat) : Nat` (`namespace
    # Nat`, :23); Mathlib/Data/Int/Bitwise.lean:35 `def bit (b : Bool) : ℤ → ℤ` (`namespace
    # Int`, :21)
    "Nat.bit": ("Bool", "ℕ", "ℕ"), "Int.bit": ("Bool", "ℤ", "ℤ"),
}
