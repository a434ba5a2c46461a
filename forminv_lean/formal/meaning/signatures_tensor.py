"""Declared signatures of Mathlib's tensor-product maps, each cited from its declaration.

Same format as `opaque.SIGNATURES` (explicit argument types, then the result type; `α β γ δ
ε` are the declaration's type parameters, `Type α` an explicit type argument), merged into it.
A function returning a bundled map (`M ⊗[R] N →ₗ[R] P ⊗[R] Q`, `≃ₗ[R]`) is typed as the function
it coerces to, as `signatures_algebra` does; `M ⊗[R] N` is `TensorProduct R M N` (the ring first),
as the elaborator types the notation. Read at Mathlib v4.19.0.
"""

from __future__ import annotations

SIGNATURES: dict[str, tuple[str, ...]] = {
    # Mathlib/LinearAlgebra/TensorProduct/Basic.lean:696 `def map (f : M →ₗ[R] P) (g : N →ₗ[R]
    # Q) : M ⊗[R] N →ₗ[R] P ⊗[R] Q` (`{R} [CommSemiring R] {M N P Q}`, :45-51, :624); :631
    # `protected def comm : M ⊗[R] N ≃ₗ[R] N ⊗[R] M` with `variable (R M N)` (:627)
    "TensorProduct.map": ("LinearMap (RingHom.id γ) α β", "LinearMap (RingHom.id γ) δ ε",
                          "LinearMap (RingHom.id γ) (TensorProduct γ α δ) (TensorProduct γ β ε)"),
    "TensorProduct.comm": ("Type γ", "Type α", "Type β", "TensorProduct γ α β",
                           "TensorProduct γ β α"),
    # Mathlib/LinearAlgebra/TensorProduct/Associator.lean:39 `protected def lid : R ⊗[R] M ≃ₗ[R]
    # M` and :67 `protected def rid : M ⊗[R] R ≃ₗ[R] M`, each with `variable (R M)` (:35, :63);
    # :106 `protected def assoc : (M ⊗[R] N) ⊗[R] P ≃ₗ[R] M ⊗[R] N ⊗[R] P` with `variable (R M N
    # P)` (:103; the notation's right side is read at 100, so the target is `M ⊗[R] (N ⊗[R] P)`)
    "TensorProduct.lid": ("Type γ", "Type α", "TensorProduct γ γ α", "α"),
    "TensorProduct.rid": ("Type γ", "Type α", "TensorProduct γ α γ", "α"),
    "TensorProduct.assoc": ("Type γ", "Type α", "Type β", "Type δ",
                            "TensorProduct γ (TensorProduct γ α β) δ",
                            "TensorProduct γ α (TensorProduct γ β δ)"),
}
