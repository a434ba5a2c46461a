"""Declared signatures of the constants Mathlib's notations expand to, each cited from its
declaration at v4.19.0 (same format and rules as `signatures_algebra`), merged into
`opaque.SIGNATURES`: a notation the parser reads as its constant (`⨍ x, f x ∂μ`) is typed here.
"""

from __future__ import annotations

SIGNATURES: dict[str, tuple[str, ...]] = {
    # Mathlib/Order/Notation.lean:153-155 `class HNot (α : Type*) where hnot : α → α` (`￢a`,
    # :165 `prefix:72 "￢" => hnot`; the Heyting negation, kept uninterpreted)
    "HNot.hnot": ("α", "α"),
    # Mathlib/MeasureTheory/Integral/Average.lean:42-43 `variable {α E F : Type*} {m0 :
    # MeasurableSpace α} [NormedAddCommGroup E] [NormedSpace ℝ E] … {μ ν : Measure α}`, :58 and
    # :253 `variable (μ)`, :67 `noncomputable def laverage (f : α → ℝ≥0∞) := ∫⁻ x, f x ∂(μ
    # univ)⁻¹ • μ` (a lintegral: `ℝ≥0∞`), :264 `noncomputable def average (f : α → E) := ∫ x,
    # f x ∂(μ univ)⁻¹ • μ` (an integral: `E`); as `MeasureTheory.integral`'s entry
    "MeasureTheory.average": ("MeasureTheory.Measure α", "α → β", "β"),
    "MeasureTheory.laverage": ("MeasureTheory.Measure α", "α → ℝ≥0∞", "ℝ≥0∞"),
    # Mathlib/Analysis/Convolution.lean:416 `noncomputable def convolution [Sub G] (f : G → E)
    # (g : G → E') (L : E →L[𝕜] E' →L[𝕜] F) (μ : Measure G := by volume_tac) : G → F` (in
    # `namespace MeasureTheory`); the bilinear map `L` not typed here (as `HasFDerivAt`'s `f'`)
    "MeasureTheory.convolution": ("α → β", "α → γ", "_", "MeasureTheory.Measure α", "α → δ"),
    # Mathlib/Algebra/Group/Units/Defs.lean:289 `variable [Monoid α]`, :294 `def divp (a : α)
    # (u : Units α) : α` (`a /ₚ u`, :298 `infixl:70 " /ₚ " => divp`)
    "divp": ("α", "Units α", "α"),
    # Mathlib/Computability/Reduce.lean:37 `def ManyOneReducible {α β} [Primcodable α]
    # [Primcodable β] (p : α → Prop) (q : β → Prop)` (a `Prop`: `∃ f, Computable f ∧ …`; `p ≤₀
    # q`, :41), :68 `def OneOneReducible` the same (`p ≤₁ q`, :72), :127/:131 `def
    # ManyOneEquiv`/`OneOneEquiv` the same binders (a conjunction of two reductions)
    "ManyOneReducible": ("α → Prop", "β → Prop", "Prop"),
    "OneOneReducible": ("α → Prop", "β → Prop", "Prop"),
    "ManyOneEquiv": ("α → Prop", "β → Prop", "Prop"),
    "OneOneEquiv": ("α → Prop", "β → Prop", "Prop"),
    # Mathlib/MeasureTheory/Function/ConditionalExpectation/Basic.lean:91 `variable (m) in …
    # noncomputable irreducible_def condExp (μ : Measure[m₀] α) (f : α → E) : α → E` (`(m :
    # MeasurableSpace α)` explicit, `{m₀ : MeasurableSpace α}` implicit; `μ[f|m]`, :101)
    "MeasureTheory.condExp": ("MeasurableSpace α", "MeasureTheory.Measure α", "α → β", "α → β"),
    # Mathlib/Data/Matroid/Dual.lean:113 `def dual (M : Matroid α) : Matroid α` (`M✶`, :116)
    "Matroid.dual": ("Matroid α", "Matroid α"),
    # Mathlib/GroupTheory/Coxeter/Basic.lean:154 `structure CoxeterSystem (W : Type*) [Group W]`
    # (with `variable {B : Type*} (M : CoxeterMatrix B)`, :149), in `namespace CoxeterSystem`
    # :171-173 `variable {W H : Type*} [Group W] [Group H] {M : CoxeterMatrix B} (cs :
    # CoxeterSystem M W)`: :187 `def simple (i : B) : W` (`s i`, :197 `local prefix:100 "s" =>
    # cs.simple`), :358 `def wordProd (ω : List B) : W` (`π ω`); Coxeter/Length.lean:58 the same
    # `variable`s, :72 `noncomputable def length (w : W) : ℕ` (`ℓ w`); Coxeter/Inversion.lean:54
    # the same `variable`s, :185 `def rightInvSeq (ω : List B) : List W` (`ris ω`), :195 `def
    # leftInvSeq (ω : List B) : List W` (`lis ω`). `B` is the type of `M`'s indices, which
    # these tables cannot tie to `M`: the arguments of type `B`/`List B` are left untyped
    "CoxeterSystem.simple": ("CoxeterSystem γ β", "_", "β"),
    "CoxeterSystem.wordProd": ("CoxeterSystem γ β", "_", "β"),
    "CoxeterSystem.length": ("CoxeterSystem γ β", "β", "ℕ"),
    "CoxeterSystem.rightInvSeq": ("CoxeterSystem γ β", "_", "List β"),
    "CoxeterSystem.leftInvSeq": ("CoxeterSystem γ β", "_", "List β"),
    # Mathlib/ModelTheory/Semantics.lean:59-60 `variable {L : Language.{u, v}} … {M : Type w}
    # {N P : Type*}`, made explicit by `variable (M)` :596, `variable (L)` :643, `variable
    # (N)` :649; :652 `def
    # ElementarilyEquivalent : Prop := L.completeTheory M = L.completeTheory N` (`M ≅[L] N`,
    # :657 `notation:25 A " ≅[" L "] " B:50`): the language, then the two structures' types
    "FirstOrder.Language.ElementarilyEquivalent": ("FirstOrder.Language", "Type α", "Type β",
                                                   "Prop"),
}
