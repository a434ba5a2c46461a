"""Proof parameters of structure constructors and constructor-like definitions (round 25), for
header binders written without a type that are passed there (`(f : M → N) (h) : ⇑(MulHom.mk
f h) = f`, `(a : α) (b h₁ h₂) : ↑(Units.mk a b h₁ h₂) = a`).

Lean elaborates `Units.mk a b h₁ h₂` against `Units.mk`'s signature: the binder `h₁`'s
metavariable type is unified with the field's type with the earlier fields put in (`a * b =
1`), so the binder has exactly that type. `binder_elab.proof_slot_types` writes it when every
occurrence of the binder is such a slot at arguments that are binders written before it; this
table gives the slots (`binder_elab.ProofSlot`: its explicit index, Mathlib's names of the
explicit arguments before it, the field's type as Mathlib writes it with names qualified, and
the implicit type variables it mentions read off an explicit argument's type).

A field Mathlib writes with binders whose type Lean infers (`∀ x y, toFun (x * y) = …`) is
written with the type Lean gives them (the domain of `toFun`), read off the argument's type:
the proposition is then the elaborated one. A field of a structure that `extends` another
mentions the parent's fields through the constructor's first argument (`Submonoid.mk s h`:
`one_mem' : (1 : M) ∈ carrier` is `(1 : M) ∈ Subsemigroup.carrier s`). A field whose
proposition mentions an implicit argument no explicit one fixes (`MeasureTheory.AEEqFun.mk f
hf`: `hf : AEStronglyMeasurable f μ`, `μ` fixed only by the expected type) has no entry: the
binder is refused as before. Each constant's signature is in the signature tables with the slot `_`
(`signatures_r22n`, `signatures_r21m`).
"""

from __future__ import annotations

from forminv_lean.formalise.binder_elab import ProofSlot

#: name -> its proof slots. `types` entries are (variable, explicit argument index, the head of
#: that argument's type, which argument of the head): `("M", 0, "fun", 0)` is the domain of
#: argument 0's function type, `("R", 0, "RingHom", 0)` the first argument of its `RingHom R
#: S`.
SLOTS: dict[str, tuple[ProofSlot, ...]] = {
    # Mathlib/Algebra/Group/Hom/Defs.lean:173 `structure OneHom (M : Type*) (N : Type*) [One
    # M] [One N] where protected toFun : M → N; protected map_one' : toFun 1 = 1`
    "OneHom.mk": (ProofSlot(1, ("f",), "f 1 = 1"),),
    # Mathlib/Algebra/Group/Hom/Defs.lean:279 `structure MulHom (M : Type*) (N : Type*) [Mul
    # M] [Mul N] where protected toFun : M → N; protected map_mul' : ∀ x y, toFun (x * y) =
    # toFun x * toFun y` (`x y : M`, `toFun`'s domain)
    "MulHom.mk": (ProofSlot(1, ("f",), "∀ (x y : M), f (x * y) = f x * f y",
                            (("M", 0, "fun", 0),)),),
    # Mathlib/Algebra/Group/Subsemigroup/Defs.lean:76 `structure Subsemigroup (M : Type*) [Mul
    # M] where carrier : Set M; mul_mem' {a b} : a ∈ carrier → b ∈ carrier → a * b ∈ carrier`
    # (`a b : M`, the elements of `carrier : Set M`)
    "Subsemigroup.mk": (ProofSlot(1, ("s",), "∀ {a b : M}, a ∈ s → b ∈ s → a * b ∈ s",
                                  (("M", 0, "Set", 0),)),),
    # Mathlib/Algebra/Group/Units/Defs.lean:44 `structure Units (α : Type u) [Monoid α] where
    # val : α; inv : α; val_inv : val * inv = 1; inv_val : inv * val = 1`
    "Units.mk": (ProofSlot(2, ("val", "inv"), "val * inv = 1"),
                 ProofSlot(3, ("val", "inv", "val_inv"), "inv * val = 1")),
    # Mathlib/Algebra/GroupWithZero/Units/Basic.lean:166 `def mk0 (a : G₀) (ha : a ≠ 0) : G₀ˣ`
    # (`namespace Units`)
    "Units.mk0": (ProofSlot(1, ("a",), "a ≠ 0"),),
    # Mathlib/Order/Sublattice.lean:27 `structure Sublattice where carrier : Set α;
    # supClosed' : SupClosed carrier; infClosed' : InfClosed carrier`
    "Sublattice.mk": (ProofSlot(1, ("s",), "SupClosed s"),
                      ProofSlot(2, ("s", "h"), "InfClosed s")),
    # Mathlib/MeasureTheory/Function/SimpleFunc.lean:41 `structure SimpleFunc.{u, v} (α : Type
    # u) [MeasurableSpace α] (β : Type v) where toFun : α → β; measurableSet_fiber' : ∀ x,
    # MeasurableSet (toFun ⁻¹' {x}); finite_range' : (Set.range toFun).Finite` (`namespace
    # MeasureTheory`, :34; `x : β`, `toFun`'s codomain)
    "MeasureTheory.SimpleFunc.mk": (
        ProofSlot(1, ("f",), "∀ (x : β), MeasurableSet (f ⁻¹' {x})", (("β", 0, "fun", 1),)),
        ProofSlot(2, ("f", "h"), "Set.Finite (Set.range f)")),
    # Mathlib/Data/Finsupp/Defs.lean:224 `def onFinset (s : Finset α) (f : α → M) (hf : ∀ a, f
    # a ≠ 0 → a ∈ s) : α →₀ M` (`namespace Finsupp`, :102; `a : α`, `f`'s domain)
    "Finsupp.onFinset": (ProofSlot(2, ("s", "f"), "∀ (a : α), f a ≠ 0 → a ∈ s",
                                   (("α", 1, "fun", 0),)),),
    # Mathlib/Algebra/Ring/Equiv.lean:876 `def ofRingHom (f : R →+* S) (g : S →+* R) (h₁ :
    # f.comp g = RingHom.id S) (h₂ : g.comp f = RingHom.id R) : R ≃+* S` (`namespace
    # RingEquiv`, :121)
    "RingEquiv.ofRingHom": (
        ProofSlot(2, ("f", "g"), "RingHom.comp f g = RingHom.id S", (("S", 0, "RingHom", 1),)),
        ProofSlot(3, ("f", "g", "h₁"), "RingHom.comp g f = RingHom.id R",
                  (("R", 0, "RingHom", 0),))),
    # Mathlib/Algebra/Algebra/Equiv.lean:451 `def ofAlgHom (f : A₁ →ₐ[R] A₂) (g : A₂ →ₐ[R] A₁)
    # (h₁ : f.comp g = AlgHom.id R A₂) (h₂ : g.comp f = AlgHom.id R A₁) : A₁ ≃ₐ[R] A₂`
    # (`namespace AlgEquiv`, :73; `A₁ →ₐ[R] A₂` is `AlgHom R A₁ A₂`)
    "AlgEquiv.ofAlgHom": (
        ProofSlot(2, ("f", "g"), "AlgHom.comp f g = AlgHom.id R A₂",
                  (("R", 0, "AlgHom", 0), ("A₂", 0, "AlgHom", 2))),
        ProofSlot(3, ("f", "g", "h₁"), "AlgHom.comp g f = AlgHom.id R A₁",
                  (("R", 0, "AlgHom", 0), ("A₁", 0, "AlgHom", 1)))),
    # Mathlib/Algebra/Algebra/Hom.lean:295 `def ofLinearMap (f : A →ₗ[R] B) (map_one : f 1 =
    # 1) (map_mul : ∀ x y, f (x * y) = f x * f y) : A →ₐ[R] B` (`namespace AlgHom`, :83; `x y
    # : A`, `f`'s domain; `A →ₗ[R] B` is `LinearMap (RingHom.id R) A B`)
    "AlgHom.ofLinearMap": (
        ProofSlot(1, ("f",), "f 1 = 1"),
        ProofSlot(2, ("f", "map_one"), "∀ (x y : A), f (x * y) = f x * f y",
                  (("A", 0, "LinearMap", 1),))),
    # Mathlib/Data/Finset/NoncommProd.lean:107 `def noncommProd (s : Multiset α) (comm : { x |
    # x ∈ s }.Pairwise Commute) : α` (`namespace Multiset`; `x : α`, the element type of `s`)
    "Multiset.noncommProd": (ProofSlot(1, ("s",), "Set.Pairwise {x : α | x ∈ s} Commute",
                                       (("α", 0, "Multiset"),)),),
    # Mathlib/Algebra/Group/Submonoid/Defs.lean:78 `structure Submonoid (M : Type*)
    # [MulOneClass M] extends Subsemigroup M where one_mem' : (1 : M) ∈ carrier`: `carrier` is
    # the parent's, `toSubsemigroup.carrier`, the constructor's first argument
    "Submonoid.mk": (ProofSlot(1, ("s",), "(1 : M) ∈ Subsemigroup.carrier s",
                               (("M", 0, "Subsemigroup"),)),),
    # Mathlib/Order/BooleanSubalgebra.lean:21 `structure BooleanSubalgebra [BooleanAlgebra α]
    # extends Sublattice α where compl_mem' {a} : a ∈ carrier → aᶜ ∈ carrier; bot_mem' : ⊥ ∈
    # carrier` (`carrier` the parent's, `toSublattice.carrier`; `a : α` and `⊥ : α`, its
    # elements)
    "BooleanSubalgebra.mk": (
        ProofSlot(1, ("L",), "∀ {a : α}, a ∈ Sublattice.carrier L → aᶜ ∈ Sublattice.carrier L",
                  (("α", 0, "Sublattice"),)),
        ProofSlot(2, ("L", "h"), "(⊥ : α) ∈ Sublattice.carrier L", (("α", 0, "Sublattice"),))),
    # Mathlib/Order/OmegaCompletePartialOrder.lean:136 `def pair (a b : α) (hab : a ≤ b) :
    # Chain α` (`namespace OmegaCompletePartialOrder`, :62; `namespace Chain`, :70)
    "OmegaCompletePartialOrder.Chain.pair": (ProofSlot(2, ("a", "b"), "a ≤ b"),),
}
