"""Declared signatures of more of Mathlib's tensor-product maps (round 26), each cited.

Same format as `signatures_tensor` (explicit arguments, then the result; `α β γ δ ε` the
declaration's type parameters, `Type α` an explicit type argument; `M ⊗[R] N` is `TensorProduct
R M N`, the ring first). A function returning a bundled map is typed as the function its first
coercion gives: the outer `→ₗ[R]`/`≃ₗ[R]` is read as the last argument, an inner `→ₗ[R]` is
kept a `LinearMap` (as `TensorProduct.map`'s result is), which the elaborator applies through
its coercion. Their use here: the argument type they declare is the expected type that fixes
the ring of a `x ⊗ₜ y` written as their argument (`TensorProduct.tmul _`, Mathlib/LinearAlgebra/
TensorProduct/Basic.lean:128), as Lean's unifier fixes it. Read at Mathlib v4.19.0.
"""

from __future__ import annotations


def _lin(a: str, b: str) -> str:
    """`a →ₗ[R] b` for the ring `γ`, each side parenthesised where compound."""
    return "LinearMap (RingHom.id γ) " + " ".join(f"({x})" if " " in x else x for x in (a, b))


SIGNATURES: dict[str, tuple[str, ...]] = {
    # Mathlib/Algebra/Algebra/Bilinear.lean:92 `noncomputable def mul' : A ⊗[R] A →ₗ[R] A`,
    # `variable (R A : Type*)` (:41, section NonUnitalNonAssoc, `namespace LinearMap` :38)
    "LinearMap.mul'": ("Type γ", "Type α", "TensorProduct γ α α", "α"),
    # Mathlib/LinearAlgebra/TensorProduct/Basic.lean:553 `def uncurry : (M →ₗ[R] N →ₗ[R] P)
    # →ₗ[R] M ⊗[R] N →ₗ[R] P` with `variable (R M N P) in` (:549; `{R}` :45, `{A M N P Q S T}`
    # :48, so R M N P in that order); :565 `def lift.equiv : (M →ₗ[R] N →ₗ[R] P) ≃ₗ[R] M
    # ⊗[R] N →ₗ[R] P` with `variable (R M N P)` (:560)
    "TensorProduct.uncurry": ("Type γ", "Type α", "Type β", "Type δ",
                              _lin("α", _lin("β", "δ")), _lin("TensorProduct γ α β", "δ")),
    "TensorProduct.lift.equiv": ("Type γ", "Type α", "Type β", "Type δ",
                                 _lin("α", _lin("β", "δ")), _lin("TensorProduct γ α β", "δ")),
    # Basic.lean:801 `variable (R M N P Q)`, :808 `def lTensorHomToHomLTensor : P ⊗[R] (M →ₗ[R]
    # Q) →ₗ[R] M →ₗ[R] P ⊗[R] Q`, :812 `def rTensorHomToHomRTensor : (M →ₗ[R] P) ⊗[R] Q →ₗ[R]
    # M →ₗ[R] P ⊗[R] Q` (N unused, so not an argument), :817 `def homTensorHomMap : (M →ₗ[R] P)
    # ⊗[R] (N →ₗ[R] Q) →ₗ[R] M ⊗[R] N →ₗ[R] P ⊗[R] Q`; here M N P Q are α β δ ε
    "TensorProduct.lTensorHomToHomLTensor": (
        "Type γ", "Type α", "Type δ", "Type ε", f"TensorProduct γ δ ({_lin('α', 'ε')})",
        _lin("α", "TensorProduct γ δ ε")),
    "TensorProduct.rTensorHomToHomRTensor": (
        "Type γ", "Type α", "Type δ", "Type ε", f"TensorProduct γ ({_lin('α', 'δ')}) ε",
        _lin("α", "TensorProduct γ δ ε")),
    "TensorProduct.homTensorHomMap": (
        "Type γ", "Type α", "Type β", "Type δ", "Type ε",
        f"TensorProduct γ ({_lin('α', 'δ')}) ({_lin('β', 'ε')})",
        _lin("TensorProduct γ α β", "TensorProduct γ δ ε")),
    # Mathlib/LinearAlgebra/TensorProduct/Associator.lean:162 `variable (R M N P Q)`, :165 `def
    # leftComm : M ⊗[R] N ⊗[R] P ≃ₗ[R] N ⊗[R] M ⊗[R] P` (Q unused; Basic.lean:85 `notation:100
    # M " ⊗[" R "] " N:100`, so `M ⊗[R] (N ⊗[R] P)`)
    "TensorProduct.leftComm": ("Type γ", "Type α", "Type β", "Type δ",
                               "TensorProduct γ α (TensorProduct γ β δ)",
                               "TensorProduct γ β (TensorProduct γ α δ)"),
    # Mathlib/RingTheory/TensorProduct/Basic.lean:273 `def mul : A ⊗[R] B →ₗ[R] A ⊗[R] B →ₗ[R] A
    # ⊗[R] B` in `namespace Algebra.TensorProduct` (:226-228), `{R} {A} {B}` implicit (:231-232)
    "Algebra.TensorProduct.mul": ("TensorProduct γ α β",
                                  _lin("TensorProduct γ α β", "TensorProduct γ α β")),
    # Basic.lean:831 `def map₂ (f : M →ₗ[R] P →ₗ[R] Q) (g : N →ₗ[R] S →ₗ[R] T) : M ⊗[R] N →ₗ[R]
    # P ⊗[R] S →ₗ[R] Q ⊗[R] T` (`variable {R M N P Q}` :820, S T implicit since :48); here
    # M N P Q S T are α β δ ε ι κ
    "TensorProduct.map₂": (_lin("α", _lin("δ", "ε")), _lin("β", _lin("ι", "κ")),
                           "TensorProduct γ α β",
                           _lin("TensorProduct γ δ ι", "TensorProduct γ ε κ")),
}
