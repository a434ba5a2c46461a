"""Declared signatures of Mathlib constants whose result type has a parameter no argument of
their own fixes, each cited from its declaration at v4.19.0 (round 18, task unify).

Same format and rules as `signatures_r17d` (explicit arguments in order, then the result; `α β
γ` the declaration's type parameters). `signatures_r16b` and `signatures_r17d` left these out:
their parameter is fixed only by the slot they are passed to or by the expected type. Lean
elaborates such a constant against its slot's type instantiated with what the earlier
arguments fixed (lean4 `Elab/App.lean`, `elabAppArgs`), or leaves it a metavariable a later
argument or the expected type assigns; `elaboration.opaque_call` now does the same
(`fix_from_slot`), and refuses the rendering when nothing fixes it.

Left out after measuring on the 15,000/seed-1 sample: `Bornology.cobounded` (Topology/Bornology/
Basic.lean:61; its partner `Filter.comap f` at a `FunLike` `f` keeps an unknown type, so
`Dilation.comap_cobounded` was lost); `LinearMap.id` (Algebra/Module/LinearMap/Defs.lean:263,
`M →ₗ[R] M`: beside a semilinear `LinearMap.comp` at `σ₂₁` its `RingHom.id` reading does not
meet it, so `LinearIsometryEquiv.coe_ofLinearIsometry` was lost).
"""

from __future__ import annotations

SIGNATURES: dict[str, tuple[str, ...]] = {
    # Mathlib/Order/Filter/AtTopBot/Defs.lean (`variable {ι ι' α β γ : Type*}` :20): :30 `def
    # atTop [Preorder α] : Filter α`, :37 `def atBot [Preorder α] : Filter α`
    "Filter.atTop": ("Filter α",), "Filter.atBot": ("Filter α",),
    # Mathlib/Order/Filter/Cofinite.lean (`variable {ι α β : Type*}` :32): :37 `def cofinite :
    # Filter α`
    "Filter.cofinite": ("Filter α",),
    # with an explicit type argument (no signature before: `?Filter.cocompact(Type α)` did not
    # meet the `Filter α` its partners now have): Mathlib/Topology/Defs/Filter.lean:322
    # `variable (X) in`, :324 `def Filter.cocompact : Filter X`
    "Filter.cocompact": ("Type α", "Filter α"),
    # identities, fixed by the composition or equation they sit in: Probability/Kernel/
    # Basic.lean (`variable {α β ι : Type*}` :47): :107 `def id : Kernel α α`; Order/Hom/
    # Basic.lean (`variable {F α β γ δ : Type*}` :74): :266 `def id : α →o α`
    "ProbabilityTheory.Kernel.id": ("ProbabilityTheory.Kernel α α",),
    "OrderHom.id": ("OrderHom α α",),
    # their partners, whose slot fixes them (`∀ᶠ x in l, p x`, `∃ᶠ x in l, p x` are notation
    # for these): Mathlib/Order/Filter/Defs.lean (`variable {α β : Type*}` :81): :250 `protected
    # def Eventually (p : α → Prop) (f : Filter α) : Prop`, :258 `protected def Frequently (p :
    # α → Prop) (f : Filter α) : Prop`
    "Filter.Eventually": ("α → Prop", "Filter α", "Prop"),
    "Filter.Frequently": ("α → Prop", "Filter α", "Prop"),
}
