"""Declared signatures of constants that Mathlib statements write unapplied at a function slot
(`f ∘ id`, `Module.End.one_eq_id : 1 = LinearMap.id`, `x = none`), round 19, each cited from its
declaration (Mathlib v4.19.0, or Lean core v4.19.0 for core's).

Same format and rules as `signatures_r17d` (explicit arguments in order, then the result; `α β`
the declaration's type parameters, each a fresh unknown at every use), merged into
`opaque.SIGNATURES`. A constant with explicit arguments written alone is typed by
`Elaborator._unapplied_function` as the rest of this Π type (`id : ?α → ?α`); one with none
(`Option.none : Option ?α`) by its slot, as Lean's unifier fixes it.

Left out on purpose: `Subtype.val` (its domain `Subtype p` names a predicate the format cannot
spell; `Elaborator._subtype_val` reads it as the subtype coercion), `Fin.castSucc`/`Fin.succ`/
`Fin.rev` (types that name the term `n`).

`UNAPPLIED` types class methods only where they are written alone (`Neg.neg '' Icc a b`,
`Filter.map Inv.inv l`): not merged into `opaque.SIGNATURES`, so the notations `-x`/`x⁻¹`, which
the elaborator reads itself, keep their meaning.
"""

from __future__ import annotations

SIGNATURES: dict[str, tuple[str, ...]] = {
    # lean4 v4.19.0 src/Init/Prelude.lean:35 `@[inline] def id {α : Sort u} (a : α) : α := a`
    "id": ("α", "α"),
    # lean4 v4.19.0 src/Init/Prelude.lean `inductive Option (α : Type u) where | none : Option α`
    "Option.none": ("Option α",),
    # Mathlib/Algebra/Module/LinearMap/Defs.lean:263 `def id : M →ₗ[R] M` (namespace
    # LinearMap; `R M` implicit variables of the file)
    "LinearMap.id": ("LinearMap (RingHom.id α) β β",),
    # Mathlib/MeasureTheory/Measure/MeasureSpaceDef.lean:334 `class MeasureSpace (α : Type*)
    # extends MeasurableSpace α where`, :335 `volume : Measure α` (namespace MeasureTheory;
    # :337 `export MeasureSpace (volume)`): the instance's measure at the type its slot fixes
    "MeasureTheory.MeasureSpace.volume": ("MeasureTheory.Measure α",),
}


#: Class methods, typed only when written without their argument (`_unapplied_function`).
UNAPPLIED: dict[str, tuple[str, ...]] = {
    # Mathlib/Algebra/Notation/Defs.lean:143 `class Inv (α : Type u) where`, :145 `inv : α → α`
    "Inv.inv": ("α", "α"),
    # lean4 v4.19.0 src/Init/Prelude.lean `class Neg (α : Type u) where neg : α → α`
    "Neg.neg": ("α", "α"),
}
