"""Declared signatures of Mathlib functions whose argument is most often an anonymous
constructor `⟨…⟩` in the corpus, and the fields of the structures such a bracket builds, each
cited from its declaration at v4.19.0.

Lean elaborates `⟨a, b⟩` only against a known expected type whose head is a structure; here
that type comes from the slot the bracket is passed to, so the function's signature is what
lets the bracket be read at all (`ComplexShape.π c₁ c₂ c₁₂ ⟨i₁, i₂⟩`: `Prod.mk` at `I₁ × I₂`).
`SIGNATURES` has the format and rules of `signatures_algebra` (explicit arguments in order,
then the result) and is merged into `opaque.SIGNATURES`.

`STRUCTURE_FIELDS` gives, for a structure with type parameters `α β …` (in order) and one
constructor, the types of its fields in order (explicit constructor arguments): a bracket of
exactly that many items against the structure applied to types is the constructor applied,
each item elaborated against its field's type (`⟨1, b, c, d⟩ : Cubic R`: `1 : R`).
"""

from __future__ import annotations

SIGNATURES: dict[str, tuple[str, ...]] = {
    # Mathlib/Algebra/CubicDiscriminant.lean:66 `def toPoly (P : Cubic R) : R[X]` (`namespace
    # Cubic`, :49; `variable {R S F K : Type*}` :53, `[Semiring R]` :63)
    "Cubic.toPoly": ("Cubic α", "Polynomial α"),
    # Mathlib/Algebra/CubicDiscriminant.lean:39 `structure Cubic (R : Type*) where` with the
    # fields `a : R`, `b : R`, `c : R`, `d : R` (:41-47): the projections `Cubic.a P : R`
    "Cubic.a": ("Cubic α", "α"), "Cubic.b": ("Cubic α", "α"), "Cubic.c": ("Cubic α", "α"),
    "Cubic.d": ("Cubic α", "α"),
    # Mathlib/Algebra/Homology/ComplexShapeSigns.lean:55 `abbrev π (i : I₁ × I₂) : I₁₂`, :58
    # `abbrev ε₁ (i : I₁ × I₂) : ℤˣ`, :61 `abbrev ε₂ (i : I₁ × I₂) : ℤˣ` (`namespace
    # ComplexShape`, :50), with the file's explicit `variable … (c₁ : ComplexShape I₁) (c₂ :
    # ComplexShape I₂) … (c₁₂ : ComplexShape I₁₂)` (:29) all three used by the bodies
    # (`TotalComplexShape.π c₁ c₂ c₁₂ i`) and the instance `[TotalComplexShape c₁ c₂ c₁₂]` (:52)
    "ComplexShape.π": ("ComplexShape α", "ComplexShape β", "ComplexShape γ", "α × β", "γ"),
    "ComplexShape.ε₁": ("ComplexShape α", "ComplexShape β", "ComplexShape γ", "α × β",
                        "Units ℤ"),
    "ComplexShape.ε₂": ("ComplexShape α", "ComplexShape β", "ComplexShape γ", "α × β",
                        "Units ℤ"),
}

STRUCTURE_FIELDS: dict[str, tuple[str, ...]] = {
    # Mathlib/Algebra/CubicDiscriminant.lean:39 `structure Cubic (R : Type*) where` with the
    # fields `a : R`, `b : R`, `c : R`, `d : R` (:41-47)
    "Cubic": ("α", "α", "α", "α"),
}
