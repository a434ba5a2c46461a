"""The other bundled maps a `FunLike`-generic algebra function takes (round 24, the refusals
`type mismatch: Ideal S and ?Ideal.map(RingEquiv A B, Ideal A)`, `… ?Submonoid.comap(RingHom R
P, Submonoid P)`).

`signatures_algebra` types `Ideal.map`, `Ideal.comap`, `RingHom.ker`, `Submonoid.map`,
`Submonoid.comap` only at the structure their map argument most often has (`RingHom α β`,
`MonoidHom α β`), and an argument of another type leaves the application's type unknown. Mathlib
declares them over any `F` with `[FunLike F R S]` (and the class below), `R S` outParams found by
instance resolution from `F`; so at a bundled structure whose instances give that class, the
application has the same declared result, `R S` the structure's ends. `ALTERNATIVES` lists those
signatures (format of `opaque.SIGNATURES`), tried by the elaborator only when the declared one
does not fit every argument (`alternative`); the application stays the uninterpreted function of
its arguments it was (keyed by their types), so it identifies nothing Lean does not.

Declarations (Mathlib v4.19.0): RingTheory/Ideal/Maps.lean:31 `variable [FunLike F R S]`, :32
`variable (f : F)`, :37 `def map (I : Ideal R) : Ideal S`, :41 `def comap [RingHomClass F R S]
(I : Ideal S) : Ideal R`, :652 `variable … (f : F)` (:651 `[FunLike F R S] [rcf : RingHomClass F
R S]`), :655 `def ker : Ideal R`; Algebra/Group/Submonoid/Operations.lean:172 `def comap (f : F)
(S : Submonoid N) : Submonoid M`, :198 `def map (f : F) (S : Submonoid M) : Submonoid N` (over
:161 `variable {F : Type*} [FunLike F M N] [mc : MonoidHomClass F M N]`).

Instances giving the classes (same version): Algebra/Ring/Hom/Defs.lean:364 `instance
instRingHomClass : RingHomClass (α →+* β) α β`, :320 `class RingHomClass … extends
MonoidHomClass F α β, …`; Algebra/Ring/Equiv.lean:129 `instance : EquivLike (R ≃+* S) R S`, :140
`instance : RingEquivClass (R ≃+* S) R S`, :94 `instance (priority := 100) toRingHomClass …` (of
`[RingEquivClass F R S]`, `RingHomClass F R S`); Algebra/Algebra/Hom.lean:92 `instance funLike :
FunLike (A →ₐ[R] B) A B`, :99 `instance algHomClass : AlgHomClass (A →ₐ[R] B) R A B`, :49 `class
AlgHomClass … extends RingHomClass F A B`; Algebra/Algebra/Equiv.lean:90 `instance : EquivLike
(A₁ ≃ₐ[R] A₂) A₁ A₂`, :105 `instance : AlgEquivClass (A₁ ≃ₐ[R] A₂) R A₁ A₂`, :51 `instance
(priority := 100) toAlgHomClass`; Algebra/Group/Equiv/Defs.lean:172 `instance : EquivLike (M ≃*
N) M N`, :188 `instance : MulEquivClass (M ≃* N) M N`, :134 `instance (priority := 100)
instMonoidHomClass` (of `[MulEquivClass F M N]`, `MonoidHomClass F M N`);
Algebra/GroupWithZero/Hom.lean:95 `instance monoidWithZeroHomClass : MonoidWithZeroHomClass (α
→*₀ β) α β`, :56 `class MonoidWithZeroHomClass … extends MonoidHomClass F α β`. (`EquivLike`
gives `FunLike`: Data/FunLike/Equiv.lean:157 `instance (priority := 100) toFunLike`.)

Left out: a map argument of a type variable `F` (its ends are those of the `[FunLike F R S]` in
scope, which the elaborator does not see) and the semilinear `Submodule.map`/`LinearMap.ker` at
`LinearMap σ M M₂` (their ring `R₂` is the codomain of `σ`'s type).
"""

from __future__ import annotations

#: The ring homomorphism classes' bundled structures (`RingHomClass`, hence `FunLike`): each is
#: the map slot, `α β` its ends.
_RING_MAPS = ("RingEquiv α β", "AlgHom γ α β", "AlgEquiv γ α β")
#: The monoid homomorphism classes' bundled structures (`MonoidHomClass`).
_MONOID_MAPS = ("RingHom α β", *_RING_MAPS, "MulEquiv α β", "MonoidWithZeroHom α β")

ALTERNATIVES: dict[str, tuple[tuple[str, ...], ...]] = {
    "Ideal.map": tuple((m, "Ideal α", "Ideal β") for m in _RING_MAPS),
    "Ideal.comap": tuple((m, "Ideal β", "Ideal α") for m in _RING_MAPS),
    "RingHom.ker": tuple((m, "Ideal α") for m in _RING_MAPS),
    "Submonoid.map": tuple((m, "Submonoid α", "Submonoid β") for m in _MONOID_MAPS),
    "Submonoid.comap": tuple((m, "Submonoid β", "Submonoid α") for m in _MONOID_MAPS),
}
