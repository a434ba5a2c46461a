"""Mathlib's bundled maps with a scalar ring (`M →ₗ[R] N`, `E →L[𝕜] F`, `A →ₐ[R] B`, ...).

Each arrow is a global `notation` of Mathlib v4.19.0 (the name index's `notations.jsonl`,
file:line below), `A ARROW[s] B` standing for `Structure s' A B`, where the bracket's `s`
enters as written (`plain`), or wrapped: `RingHom.id s` (`id`), `starRingEnd s` (`star`),
`MonoidHom.id s` (`monoid`), or is itself a ring homomorphism `σ` (`hom`, the semilinear
forms). Every structure here is a bundled map with a `FunLike` (or `EquivLike`, hence
`FunLike`) instance coercing `Structure s' A B` to the function type `A → B` (instance
declarations at v4.19.0 named below), so applying `f : A →ₗ[R] B` to `x : A` is
`DFunLike.coe f x : B`, exactly as for the arrows of `opaque.HOM_ARROWS`.

* `→ₗ[R]` LinearMap (RingHom.id R) (Algebra/Module/LinearMap/Defs.lean:95; FunLike :193),
  `→ₛₗ[σ]` LinearMap σ (:92), `→ₗ⋆[R]` LinearMap (starRingEnd R) (LinearMap/Star.lean:17);
* `≃ₗ[R]` `≃ₛₗ[σ]` LinearEquiv (Algebra/Module/Equiv/Defs.lean:74, :70; EquivLike :163),
  `≃ₗ⋆[R]` (LinearMap/Star.lean:21), all `notation:50`;
* `→L[R]` `→SL[σ]` ContinuousLinearMap (Topology/Algebra/Module/LinearMap.lean:42, :39;
  FunLike :88), `→L⋆[R]` (Topology/Algebra/Module/Star.lean:17);
* `≃L[R]` `≃SL[σ]` ContinuousLinearEquiv (Topology/Algebra/Module/Equiv.lean:47, :44;
  EquivLike :150), `≃L⋆[R]` (Module/Star.lean:20), `notation:50`;
* `→ₐ[R]` AlgHom R (Algebra/Algebra/Hom.lean:37; FunLike :92), `≃ₐ[R]` AlgEquiv R
  (Algebra/Algebra/Equiv.lean:38, `notation:50`; EquivLike :90, FunLike :101);
* `→ₙₐ[R]` NonUnitalAlgHom (MonoidHom.id R), `→ₛₙₐ[φ]` NonUnitalAlgHom φ
  (Algebra/Algebra/NonUnitalHom.lean:64, :61; FunLike :180);
* `→⋆ₐ[R]` StarAlgHom R, `→⋆ₙₐ[R]` NonUnitalStarAlgHom R, `≃⋆ₐ[R]` StarAlgEquiv R
  (Algebra/Star/StarAlgHom.lean:296, :61, :648; FunLike :327, :100, :722);
* `→ᵃ[k]` AffineMap k (LinearAlgebra/AffineSpace/AffineMap.lean:58; FunLike :62), `≃ᵃ[k]`
  AffineEquiv k (AffineEquiv.lean:49; EquivLike :80);
* `→ᵃⁱ[𝕜]` AffineIsometry, `≃ᵃⁱ[𝕜]` AffineIsometryEquiv (Analysis/Normed/Affine/
  Isometry.lean:56, :271; FunLike :72, EquivLike :286);
* `→ₗᵢ[R]` `→ₛₗᵢ[σ]` `→ₗᵢ⋆[R]` LinearIsometry, `≃ₗᵢ[R]` `≃ₛₗᵢ[σ]` `≃ₗᵢ⋆[R]`
  LinearIsometryEquiv (Analysis/Normed/Operator/LinearIsometry.lean:52-58, :414-420;
  FunLike :139, EquivLike :469);
* `→A[R]` ContinuousAlgHom R (Topology/Algebra/Algebra.lean:107; FunLike :118), `≃A[R]`
  ContinuousAlgEquiv R (Topology/Algebra/Algebra/Equiv.lean:45, `notation:50`; :75);
* `→ᴬ[R]` ContinuousAffineMap R (Topology/Algebra/ContinuousAffineMap.lean:38; FunLike :57),
  `≃ᴬ[k]` ContinuousAffineEquiv k (LinearAlgebra/AffineSpace/ContinuousAffineEquiv.lean:47;
  EquivLike :68);
* `→ₑ+[φ]` DistribMulActionHom φ, `→ₑ+*[φ]` MulSemiringActionHom φ (GroupTheory/GroupAction/
  Hom.lean:443, :660; FunLike :474, :690), over a monoid homomorphism `φ`, and `→+[M]`, `→+*[M]`
  the same over `MonoidHom.id M` (:447, :664); not `→ₑ[φ]` nor `→[M]`, each of which
  is both a `MulActionHom` and an `AddActionHom` (:90-106: Lean keeps the one that elaborates);
* `→ₐc[R]` BialgHom R (RingTheory/Bialgebra/Hom.lean:45; FunLike :107), `≃ₐc[R]` BialgEquiv R
  (Bialgebra/Equiv.lean:39, `notation:50`; EquivLike :114, FunLike :121), `→ₗc[R]` CoalgHom R
  (RingTheory/Coalgebra/Hom.lean:43; FunLike :97), `≃ₗc[R]` CoalgEquiv R (Coalgebra/Equiv.lean:38,
  `notation:50`; EquivLike :88, FunLike :95).

Precedence: all are `notation:25` but the equivalences marked `notation:50` (`AT_50`); the
left operand and (in every one) the right operand are read at precedence 0. So the `25` ones
parse at the level of `→` (`A × B →ₗ[R] C` is `(A × B) →ₗ[R] C`) and the `50` ones at the
level of the relations (`A × B ≃ₗ[R] C` is `A × (B ≃ₗ[R] C)`, the right operand of `×` at 36
taking the trailing notation at 50); in both, the right operand extends as far as `→` does
(`A ≃ₗ[R] B →ₗ[R] C` is `A ≃ₗ[R] (B →ₗ[R] C)`).

`E →ₗ.[R] F` (a partial map, no `FunLike`) is the type `LinearPMap R E F`, read by the parser, not
here. Not here, so refused: `→ₘ[μ]` and `→₁[μ]` (classes of functions), the scoped ones
(`→[L]` of model theory, `→ᵇᵃ[I]`, `→ᵤ[𝔖]`), and a semilinear arrow over a ring homomorphism that is neither a variable nor
`RingHom.id R` or `starRingEnd R` written out (`σ₂₃.comp σ₁₂`). Over a variable `{σ₁₂ : R →+*
R₂}` (`HOM_SCALARS`), `M →ₛₗ[σ₁₂] M₂` is the type `LinearMap σ₁₂ M M₂` named with `σ₁₂`, a
type depending on a term as `ZMod n` does, which the kernel keeps fixed.
"""

from __future__ import annotations

from forminv_lean.formal.meaning.types import Ty

#: Arrow token (with its opening bracket) -> (structure, how the bracket's argument enters).
ARROWS: dict[str, tuple[str, str]] = {
    "→ₗ[": ("LinearMap", "id"), "→ₛₗ[": ("LinearMap", "hom"),
    "→ₗ⋆[": ("LinearMap", "star"),
    "≃ₗ[": ("LinearEquiv", "id"), "≃ₛₗ[": ("LinearEquiv", "hom"),
    "≃ₗ⋆[": ("LinearEquiv", "star"),
    "→L[": ("ContinuousLinearMap", "id"), "→SL[": ("ContinuousLinearMap", "hom"),
    "→L⋆[": ("ContinuousLinearMap", "star"),
    "≃L[": ("ContinuousLinearEquiv", "id"), "≃SL[": ("ContinuousLinearEquiv", "hom"),
    "≃L⋆[": ("ContinuousLinearEquiv", "star"),
    "→ₐ[": ("AlgHom", "plain"), "≃ₐ[": ("AlgEquiv", "plain"),
    "→ₙₐ[": ("NonUnitalAlgHom", "monoid"), "→ₛₙₐ[": ("NonUnitalAlgHom", "hom"),
    "→⋆ₐ[": ("StarAlgHom", "plain"), "→⋆ₙₐ[": ("NonUnitalStarAlgHom", "plain"),
    "≃⋆ₐ[": ("StarAlgEquiv", "plain"),
    "→ᵃ[": ("AffineMap", "plain"), "≃ᵃ[": ("AffineEquiv", "plain"),
    "→ᵃⁱ[": ("AffineIsometry", "plain"), "≃ᵃⁱ[": ("AffineIsometryEquiv", "plain"),
    "→ₗᵢ[": ("LinearIsometry", "id"), "→ₛₗᵢ[": ("LinearIsometry", "hom"),
    "→ₗᵢ⋆[": ("LinearIsometry", "star"),
    "≃ₗᵢ[": ("LinearIsometryEquiv", "id"), "≃ₛₗᵢ[": ("LinearIsometryEquiv", "hom"),
    "≃ₗᵢ⋆[": ("LinearIsometryEquiv", "star"),
    "→A[": ("ContinuousAlgHom", "plain"), "≃A[": ("ContinuousAlgEquiv", "plain"),
    "→ᴬ[": ("ContinuousAffineMap", "plain"), "≃ᴬ[": ("ContinuousAffineEquiv", "plain"),
    "→ₐc[": ("BialgHom", "plain"), "≃ₐc[": ("BialgEquiv", "plain"),
    "→ₗc[": ("CoalgHom", "plain"), "≃ₗc[": ("CoalgEquiv", "plain"),
    "→ₑ+[": ("DistribMulActionHom", "hom"), "→ₑ+*[": ("MulSemiringActionHom", "hom"),
    "→+[": ("DistribMulActionHom", "monoid"), "→+*[": ("MulSemiringActionHom", "monoid"),
}

#: The arrows declared `notation:50` (the others are `notation:25`): their left operand binds
#: tighter than `×` (35), so `A × B ≃ₗ[R] C` is `A × (B ≃ₗ[R] C)` in Lean; they parse at the
#: level of the relations (grammar.lark `rel`), the others at the level of `→`.
AT_50 = frozenset({"≃ₗ[", "≃ₛₗ[", "≃ₗ⋆[", "≃L[", "≃SL[", "≃L⋆[", "≃ₐ[", "≃A[", "≃ₐc[", "≃ₗc["})

#: The type of the bracket's ring homomorphism `σ` in each structure of a `hom` arrow, read at
#: v4.19.0: `structure LinearMap {R S : Type*} [Semiring R] [Semiring S] (σ : R →+* S)`
#: (Algebra/Module/LinearMap/Defs.lean:81), `structure LinearEquiv … (σ : R →+* S) {σ' : S →+*
#: R} [RingHomInvPair σ σ'] [RingHomInvPair σ' σ]` (Algebra/Module/Equiv/Defs.lean:47),
#: `structure ContinuousLinearMap … (σ : R →+* S)` (Topology/Algebra/Module/LinearMap.lean:31),
#: `structure ContinuousLinearEquiv … (σ : R →+* S) {σ' : S →+* R}` (…/Module/Equiv.lean:33),
#: `structure LinearIsometry (σ₁₂ : R →+* R₂)`, `structure LinearIsometryEquiv (σ₁₂ : R →+* R₂)
#: {σ₂₁ : R₂ →+* R}` (Analysis/Normed/Operator/LinearIsometry.lean:47,408), `structure
#: NonUnitalAlgHom [Monoid R] [Monoid S] (φ : R →* S)` (Algebra/Algebra/NonUnitalHom.lean:53),
#: `structure DistribMulActionHom extends A →ₑ[φ] B, A →+ B`, `structure MulSemiringActionHom
#: extends R →ₑ+[φ] S, R →+* S` over `variable (φ : M →* N)` (GroupTheory/GroupAction/Hom.lean:
#: 432,649, the variable at :420).
#: Over a variable `σ` of that type, `Structure σ A B` is a type depending on `σ` (and, for the
#: equivalences, on the inverse `σ'` that instance resolution finds for `σ`: one per context).
HOM_SCALARS: dict[str, str] = {
    "LinearMap": "RingHom", "LinearEquiv": "RingHom", "ContinuousLinearMap": "RingHom",
    "ContinuousLinearEquiv": "RingHom", "LinearIsometry": "RingHom",
    "LinearIsometryEquiv": "RingHom", "NonUnitalAlgHom": "MonoidHom",
    "DistribMulActionHom": "MonoidHom", "MulSemiringActionHom": "MonoidHom",
}

#: The wrapper each kind puts around the bracket's argument (`plain`, `hom`: none).
WRAPPERS: dict[str, str] = {"id": "RingHom.id", "star": "starRingEnd", "monoid": "MonoidHom.id"}

#: Lie algebra and Lie module maps, Mathlib/Algebra/Lie/Basic.lean (arrow, number of types in
#: the bracket) -> structure, the bracket's types first: `L →ₗ⁅R⁆ L'` is `LieHom R L L'`
#: (`notation:25`, :322; FunLike :337), `L ≃ₗ⁅R⁆ L'` is `LieEquiv R L L'` (`notation:50`, :523;
#: EquivLike :541), `M →ₗ⁅R,L⁆ N` is `LieModuleHom R L M N` (`notation:25`, :688; FunLike :699),
#: `M ≃ₗ⁅R,L⁆ N` is `LieModuleEquiv R L M N` (`notation:25`, :909; EquivLike :932).
LIE_ARROWS: dict[tuple[str, int], str] = {
    ("→ₗ⁅", 1): "LieHom", ("≃ₗ⁅", 1): "LieEquiv",
    ("→ₗ⁅", 2): "LieModuleHom", ("≃ₗ⁅", 2): "LieModuleEquiv",
}

#: The structures, each `Structure s A B` with a coercion to `A → B` (the Lie module maps:
#: `Structure R L M N`, a coercion to `M → N`).
STRUCTURES = frozenset(s for s, _ in ARROWS.values()) | frozenset(LIE_ARROWS.values())

#: How many arguments each structure takes (3 but for the Lie module maps).
ARITY: dict[str, int] = {s: n + 2 for (_, n), s in LIE_ARROWS.items() if n != 1}


#: Other Mathlib types whose values Lean applies to arguments: head -> (its number of type
#: arguments, the domain and the codomain in the signature language, `α β γ` its arguments in
#: order). Through a `FunLike`/`EquivLike`/`CoeFun` instance at v4.19.0:
#: MeasureTheory/Measure/MeasureSpaceDef.lean:86 `FunLike (Measure α) (Set α) ℝ≥0∞`,
#: MeasureTheory/OuterMeasure/Defs.lean:66 (the same for `OuterMeasure α`), Probability/
#: Kernel/Defs.lean:72 `FunLike (Kernel α β) α (Measure β)`, Logic/Equiv/PartialEquiv.lean:158
#: and Topology/PartialHomeomorph.lean:84 (`CoeFun … fun _ => α → β`), RingTheory/Valuation/
#: Basic.lean:115 `FunLike (Valuation R Γ₀) R Γ₀`, Algebra/Order/AbsoluteValue/Basic.lean:51,
#: Analysis/Seminorm.lean:110 `FunLike (Seminorm 𝕜 E) E ℝ`, NumberTheory/ArithmeticFunction.lean
#: :95 `FunLike (ArithmeticFunction R) ℕ R`, Topology/LocallyConstant/Basic.lean:214,
#: Topology/ContinuousMap/Defs.lean:72 (`C(X, Y)` is `ContinuousMap X Y`), ContinuousMap/
#: ZeroAtInfty.lean:74, ContinuousMap/Bounded/Basic.lean:61, MeasureTheory/Function/
#: SimpleFunc.lean:55, Topology/Homeomorph/Defs.lean:57, Topology/MetricSpace/Isometry.lean:288
#: (`EquivLike`), Logic/Equiv/Defs.lean:87 `abbrev Equiv.Perm (α) := Equiv α α`. Or by
#: unfolding the type's definition, as Lean's application does: Data/Matrix/Defs.lean:47 `def
#: Matrix (m n α) := m → n → α`, Analysis/LocallyConvex/WithSeminorms.lean:64 `abbrev
#: SeminormFamily := ι → Seminorm 𝕜 E` (over `variable (𝕜 E ι)`).
COE_FUNCTIONS: dict[str, tuple[int, str, str]] = {
    "MeasureTheory.Measure": (1, "Set α", "ℝ≥0∞"),
    "MeasureTheory.OuterMeasure": (1, "Set α", "ℝ≥0∞"),
    "ProbabilityTheory.Kernel": (2, "α", "MeasureTheory.Measure β"),
    "PartialEquiv": (2, "α", "β"), "PartialHomeomorph": (2, "α", "β"),
    "Valuation": (2, "α", "β"), "AbsoluteValue": (2, "α", "β"), "Seminorm": (2, "β", "ℝ"),
    "ArithmeticFunction": (1, "ℕ", "α"), "LocallyConstant": (2, "α", "β"),
    "ContinuousMap": (2, "α", "β"), "ZeroAtInftyContinuousMap": (2, "α", "β"),
    "BoundedContinuousFunction": (2, "α", "β"), "MeasureTheory.SimpleFunc": (2, "α", "β"),
    "Homeomorph": (2, "α", "β"), "IsometryEquiv": (2, "α", "β"), "Equiv.Perm": (1, "α", "α"),
    "Matrix": (3, "α", "β → γ"), "SeminormFamily": (3, "γ", "Seminorm α β"),
    # alternating maps `AlternatingMap R M N ι`: LinearAlgebra/Alternating/Basic.lean:88
    # `FunLike (M [⋀^ι]→ₗ[R] N) (ι → M) N`; Topology/Algebra/Module/Alternating/Basic.lean:70
    # the same for `ContinuousAlternatingMap R M N ι`
    "AlternatingMap": (4, "δ → β", "γ"), "ContinuousAlternatingMap": (4, "δ → β", "γ"),
    # order homomorphisms, each `FunLike (H α β) α β`: Order/Hom/Lattice.lean:188 SupHom, :364
    # InfHom, :540 LatticeHom; Order/Hom/BoundedLattice.lean:226 SupBotHom, :376 InfTopHom,
    # :531 BoundedLatticeHom; Order/Hom/Bounded.lean:184 TopHom, :357 BotHom, :537
    # BoundedOrderHom; Order/Hom/CompleteLattice.lean:233 sSupHom, :354 sInfHom, :471 FrameHom,
    # :575 CompleteLatticeHom; Order/Heyting/Hom.lean:239 HeytingHom, :344 CoheytingHom, :449
    # BiheytingHom; Topology/Order/Hom/Esakia.lean:109 PseudoEpimorphism; Topology/Bornology/
    # Hom.lean:76 LocallyBoundedMap; Order/Closure.lean:70 `FunLike (ClosureOperator α) α α`
    **{h: (2, "α", "β") for h in (
        "SupHom", "InfHom", "LatticeHom", "SupBotHom", "InfTopHom", "BoundedLatticeHom",
        "TopHom", "BotHom", "BoundedOrderHom", "sSupHom", "sInfHom", "FrameHom",
        "CompleteLatticeHom", "HeytingHom", "CoheytingHom", "BiheytingHom",
        "PseudoEpimorphism", "LocallyBoundedMap")},
    "ClosureOperator": (1, "α", "α"),
    # Analysis/Normed/Group/Hom.lean:84 `FunLike (NormedAddGroupHom V₁ V₂) V₁ V₂`; Algebra/Group/
    # AddChar.lean:90 `FunLike (AddChar A M) A M`; NumberTheory/MulChar/Basic.lean:68
    # `FunLike (MulChar R R') R R'`; RingTheory/Valuation/Basic.lean:649 `FunLike (AddValuation
    # R Γ₀) R Γ₀`; GroupTheory/FreeGroup/IsFreeGroup.lean:69 `FunLike (FreeGroupBasis ι G) ι G`
    "NormedAddGroupHom": (2, "α", "β"), "AddChar": (2, "α", "β"), "MulChar": (2, "α", "β"),
    "AddValuation": (2, "α", "β"), "FreeGroupBasis": (2, "α", "β"),
    # seminorms and norms into ℝ, each `FunLike (S E) E ℝ`: Analysis/Normed/Group/Seminorm.lean
    # :177 GroupSeminorm (`to_additive`: AddGroupSeminorm), :434 NonarchAddGroupSeminorm, :646
    # GroupNorm (`to_additive`: AddGroupNorm), :771 NonarchAddGroupNorm; Analysis/Normed/
    # Unbundled/RingSeminorm.lean:82 RingSeminorm, :228 RingNorm, :280 MulRingSeminorm, :331
    # MulRingNorm
    **{h: (1, "α", "ℝ") for h in (
        "GroupSeminorm", "AddGroupSeminorm", "NonarchAddGroupSeminorm", "GroupNorm",
        "AddGroupNorm", "NonarchAddGroupNorm", "RingSeminorm", "RingNorm", "MulRingSeminorm",
        "MulRingNorm")},
    # congruence relations to their relation: GroupTheory/Congruence/Defs.lean:114 `FunLike
    # (Con M) M (M → Prop)` (`to_additive`: AddCon); RingTheory/Congruence/Defs.lean:71
    "Con": (1, "α", "α → Prop"), "AddCon": (1, "α", "α → Prop"),
    "RingCon": (1, "α", "α → Prop"),
    # measures with values in ℝ≥0 or a module: MeasureTheory/Measure/FiniteMeasure.lean:130,
    # ProbabilityMeasure.lean:128 `FunLike (… Ω) (Set Ω) ℝ≥0`; VectorMeasure/Basic.lean:83
    # `CoeFun (VectorMeasure α M) fun _ => Set α → M`, :70 `abbrev SignedMeasure α :=
    # VectorMeasure α ℝ`
    "MeasureTheory.FiniteMeasure": (1, "Set α", "ℝ≥0"),
    "MeasureTheory.ProbabilityMeasure": (1, "Set α", "ℝ≥0"),
    "MeasureTheory.VectorMeasure": (2, "Set α", "β"),
    "MeasureTheory.SignedMeasure": (1, "Set α", "ℝ"),
    # bases: LinearAlgebra/Basis/Defs.lean:110 `FunLike (Basis ι R M) ι M`; Analysis/
    # InnerProductSpace/PiL2.lean:336 `FunLike (OrthonormalBasis ι 𝕜 E) ι E`
    "Basis": (3, "α", "γ"), "OrthonormalBasis": (3, "α", "γ"),
    # LinearAlgebra/QuadraticForm/Basic.lean:167 `FunLike (QuadraticMap R M N) M N`, :156
    # `abbrev QuadraticForm := QuadraticMap R M R`; RingTheory/Derivation/Basic.lean:62
    # `FunLike (Derivation R A M) A M`; Algebra/Lie/Weights/Basic.lean:216 `FunLike (Weight R
    # L M) L R`
    "QuadraticMap": (3, "β", "γ"), "QuadraticForm": (2, "β", "α"),
    "Derivation": (3, "β", "γ"), "LieModule.Weight": (3, "β", "α"),
    # abbreviations of linear maps, applied as the map: RepresentationTheory/Basic.lean:44
    # `abbrev Representation k G V := G →* V →ₗ[k] V`; LinearAlgebra/BilinearMap.lean:405
    # `abbrev LinearMap.BilinForm R M := LinearMap.BilinMap R M R`, :400 `BilinMap R M N := M
    # →ₗ[R] M →ₗ[R] N`; LinearAlgebra/Dual/Defs.lean:52 `abbrev Module.Dual R M := M →ₗ[R] R`;
    # Analysis/Normed/Module/Dual.lean:59 `abbrev NormedSpace.Dual 𝕜 E := E →L[𝕜] 𝕜`
    "Representation": (3, "β", "LinearMap (RingHom.id α) γ γ"),
    "LinearMap.BilinForm": (2, "β", "LinearMap (RingHom.id α) β α"),
    "Module.Dual": (2, "β", "α"), "NormedSpace.Dual": (2, "β", "α"),
    # Dynamics/Circle/RotationNumber/TranslationNumber.lean:131 `FunLike CircleDeg1Lift ℝ ℝ`;
    # MeasureTheory/Measure/Stieltjes.lean:47 `CoeFun StieltjesFunction fun _ => ℝ → ℝ`
    "CircleDeg1Lift": (0, "ℝ", "ℝ"), "StieltjesFunction": (0, "ℝ", "ℝ"),
    # NumberTheory/ModularForms/SlashInvariantForms.lean:40, Basic.lean:70, :80 `FunLike (…
    # Γ k) ℍ ℂ` (term arguments `Γ k`: kept in the type's name, see `ends`)
    "SlashInvariantForm": (2, "UpperHalfPlane", "ℂ"), "ModularForm": (2, "UpperHalfPlane", "ℂ"),
    "CuspForm": (2, "UpperHalfPlane", "ℂ"),
    # Analysis/InnerProductSpace/PiL2.lean:104 `abbrev EuclideanSpace 𝕜 n := PiLp 2 fun _ : n
    # => 𝕜`, PiLp an abbrev of `WithLp p (∀ i, α i)` (Normed/Lp/PiLp.lean:72), `WithLp` a `def`
    # of its second argument (Normed/Lp/WithLp.lean:47): applied by unfolding, as `Matrix`
    "EuclideanSpace": (2, "β", "α"),
    # round 16 (the refusals `f x — f is not a function`, by count), each read at v4.19.0:
    # Algebra/Module/LinearMap/End.lean:27 `abbrev Module.End R M := M →ₗ[R] M`;
    # CategoryTheory/ObjectProperty/Basic.lean:32 `abbrev ObjectProperty C := C → Prop`;
    # Probability/ProbabilityMassFunction/Basic.lean:46 `FunLike (PMF α) α ℝ≥0∞`;
    # NumberTheory/NumberField/Embeddings.lean:279 `FunLike (InfinitePlace K) K ℝ`
    # (`NumberField.InfinitePlace`, :265), CanonicalEmbedding/Basic.lean:1130 `abbrev realSpace
    # := InfinitePlace K → ℝ` (namespace NumberField.mixedEmbedding)
    "Module.End": (2, "β", "β"), "CategoryTheory.ObjectProperty": (1, "α", "Prop"),
    "PMF": (1, "α", "ℝ≥0∞"), "NumberField.InfinitePlace": (1, "α", "ℝ"),
    "NumberField.mixedEmbedding.realSpace": (1, "NumberField.InfinitePlace α", "ℝ"),
    # Topology/Compactness/SigmaCompact.lean:351 `FunLike (CompactExhaustion X) ℕ (Set X)`;
    # MeasureTheory/Measure/Content.lean:84 `FunLike (Content G) (Compacts G) ℝ≥0∞` (`open
    # TopologicalSpace`, :57); Order/Nucleus.lean:53 `FunLike (Nucleus X) X X`; Topology/
    # ContinuousMap/CompactlySupported.lean:70 `FunLike C_c(α, β) α β`; Analysis/Distribution/
    # SchwartzSpace.lean:89 `FunLike 𝓢(E, F) E F` (`SchwartzMap E F`)
    "CompactExhaustion": (1, "ℕ", "Set α"),
    "MeasureTheory.Content": (1, "TopologicalSpace.Compacts α", "ℝ≥0∞"),
    "Nucleus": (1, "α", "α"), "CompactlySupportedContinuousMap": (2, "α", "β"),
    "SchwartzMap": (2, "α", "β"),
    # Dynamics/Flow.lean:98 `CoeFun (Flow τ α) fun _ => τ → α → α`; Computability/Tape.lean:283
    # `CoeFun (PointedMap Γ Γ') fun _ ↦ Γ → Γ'` (namespace Turing); Geometry/Manifold/
    # IsManifold/Basic.lean:189 `CoeFun (ModelWithCorners 𝕜 E H) fun _ => H → E`; Analysis/
    # NormedSpace/ENormedSpace.lean:55 `CoeFun (ENormedSpace 𝕜 V) fun _ => V → ℝ≥0∞`;
    # Combinatorics/HalesJewett.lean:186 `CoeFun (Line α ι) fun _ => α → ι → α` (namespace
    # Combinatorics); Data/Quot.lean:31 `CoeFun (Setoid α) (fun _ ↦ α → α → Prop)`
    "Flow": (2, "α", "β → β"), "Turing.PointedMap": (2, "α", "β"),
    "ModelWithCorners": (3, "γ", "β"), "ENormedSpace": (2, "β", "ℝ≥0∞"),
    "Combinatorics.Line": (2, "α", "β → α"), "Setoid": (1, "α", "α → Prop"),
    # Algebra/Lie/Derivation/Basic.lean:58 `FunLike (LieDerivation R L M) L M`; Analysis/
    # InnerProductSpace/l2Space.lean:384 `FunLike (HilbertBasis ι 𝕜 E) ι E` (:367 `variable (ι)
    # (𝕜) (E)`); Combinatorics/Enumerative/IncidenceAlgebra.lean:87 `FunLike (IncidenceAlgebra 𝕜
    # α) α (α → 𝕜)`; RingTheory/HahnSeries/Summable.lean:67 `FunLike (SummableFamily Γ R α) α
    # (HahnSeries Γ R)`; LinearAlgebra/PerfectPairing/Basic.lean:83 `FunLike (PerfectPairing R M
    # N) M (N →ₗ[R] R)`; Algebra/Polynomial/Sequence.lean:53 `CoeFun (Sequence R) (fun _ ↦ ℕ →
    # R[X])` (namespace Polynomial)
    "LieDerivation": (3, "β", "γ"), "HilbertBasis": (3, "α", "γ"),
    "IncidenceAlgebra": (2, "β", "β → α"), "HahnSeries.SummableFamily": (3, "γ", "HahnSeries α β"),
    "PerfectPairing": (3, "β", "LinearMap (RingHom.id α) γ α"),
    "Polynomial.Sequence": (1, "ℕ", "Polynomial α"),
    # round 18: LinearAlgebra/Matrix/SpecialLinearGroup.lean:64 `def SpecialLinearGroup (n R)`,
    # :70 `SL(n, R)` is `Matrix.SpecialLinearGroup (Fin n) R`, :90 `CoeFun (SpecialLinearGroup n
    # R) fun _ => n → n → R`
    "Matrix.SpecialLinearGroup": (2, "α", "α → β"),
    # with a term argument, kept in the type's name (see `ends`): Combinatorics/Young/
    # SemistandardTableau.lean:64 `FunLike (SemistandardYoungTableau μ) ℕ (ℕ → ℕ)`; NumberTheory/
    # Padics/PadicNumbers.lean:66 `abbrev PadicSeq (p : ℕ) := CauSeq _ (padicNorm p)` (`padicNorm
    # p : ℚ → ℚ`), Algebra/Order/CauSeq/Basic.lean:166 `CoeFun (CauSeq β abv) fun _ => ℕ → β`
    "SemistandardYoungTableau": (1, "ℕ", "ℕ → ℕ"), "PadicSeq": (1, "ℕ", "ℚ"),
    # Topology/PartitionOfUnity.lean:141, :313 (`TERM_COE`), with the set `s` left at its
    # default `univ`
    "PartitionOfUnity": (2, "α", "ContinuousMap β ℝ"), "BumpCovering": (2, "α", "ContinuousMap β ℝ"),
    # LinearAlgebra/BilinearMap.lean:400 `abbrev BilinMap := M →ₗ[R] M →ₗ[R] Nₗ` (`variable (R
    # M Nₗ)`, namespace LinearMap); Analysis/Normed/Unbundled/AlgebraNorm.lean:55 `FunLike
    # (AlgebraNorm R S) S ℝ`
    "LinearMap.BilinMap": (3, "β", "LinearMap (RingHom.id α) β γ"),
    "AlgebraNorm": (2, "β", "ℝ"),
    # round 22 (`f x — f is not a function`, by count over the whole corpus), read at v4.19.0:
    # GroupTheory/Coxeter/Matrix.lean:77 `CoeFun (CoxeterMatrix B) fun _ ↦ (Matrix B B ℕ)`
    # (`Matrix B B ℕ` unfolding to `B → B → ℕ`, as above); Order/OmegaCompletePartialOrder.lean
    # :73 `FunLike (Chain α) ℕ α` (`OmegaCompletePartialOrder.Chain`, :67)
    "CoxeterMatrix": (1, "α", "α → ℕ"), "OmegaCompletePartialOrder.Chain": (1, "ℕ", "α"),
    # Data/Rel.lean:42 `def Rel (α β) := α → β → Prop` and Analysis/CStarAlgebra/CStarMatrix.lean
    # :40 `def CStarMatrix (m n A) := Matrix m n A`, applied by unfolding; Algebra/MonoidAlgebra/
    # Defs.lean:83 `CoeFun (MonoidAlgebra k G) fun _ => G → k`, :833 the same for
    # `AddMonoidAlgebra` (`k[G]`); Topology/Algebra/Module/WeakDual.lean:101 `FunLike (WeakDual
    # 𝕜 E) E 𝕜`; LinearAlgebra/AffineSpace/Basis.lean:66 `FunLike (AffineBasis ι k P) ι P`
    "Rel": (2, "α", "β → Prop"), "CStarMatrix": (3, "α", "β → γ"),
    "MonoidAlgebra": (2, "β", "α"), "AddMonoidAlgebra": (2, "β", "α"),
    "WeakDual": (2, "β", "α"), "AffineBasis": (3, "α", "γ"),
    # round 23 (the partial maps `α →. β`, `α ≃. β`, read by grammar.lark PARTARROW): Data/
    # PFun.lean:61 `def PFun (α β) := α → Part β`, applied by unfolding; Data/PEquiv.lean:69
    # `FunLike (α ≃. β) α (Option β)`
    "PFun": (2, "α", "Part β"), "PEquiv": (2, "α", "Option β"),
}


#: Types with a term argument written after a type argument (`DirichletCharacter R n`,
#: `Filtration ι m`), which the elaborator keeps as their text (`Elaborator.elab_type`), whose
#: values Lean applies through a coercion to functions: head -> (the shapes of the arguments
#: accepted, `t` a type and `m` a term, each a single word; the domain; the codomain). In the
#: domain and codomain `α β` are the type arguments in order, `type:k` the type of the k-th
#: term argument (a variable), `arg:k` the one argument of that type (`Set α` of `C : Set (Set
#: α)`, `α` of `μ : Measure α`), `dom:k` the domain of that type when it is a function type
#: (`α` of `r : α → α → Prop`), `ZMod:k` the type `ZMod n` of the k-th term argument `n`; any
#: other text is a type of the signature language. Read at v4.19.0 (`Elaborator.coe_ends`):
#: NumberTheory/DirichletCharacter/Basic.lean:34 `abbrev DirichletCharacter (R) [..] (n : ℕ) :=
#: MulChar (ZMod n) R`, NumberTheory/MulChar/Basic.lean:68 `FunLike (MulChar R R') R R'`;
#: Probability/Process/Filtration.lean:44 `structure Filtration {Ω} (ι) [Preorder ι] (m :
#: MeasurableSpace Ω)`, :53 `CoeFun (Filtration ι m) fun _ => ι → MeasurableSpace Ω`;
#: Topology/PartitionOfUnity.lean:95 `structure PartitionOfUnity (ι X) [..] (s : Set X :=
#: univ)`, :141 `FunLike (PartitionOfUnity ι X s) ι C(X, ℝ)`, :122 BumpCovering the same, :313;
#: MeasureTheory/Measure/AddContent.lean:64 `structure AddContent (C : Set (Set α))`, :77
#: `DFunLike (AddContent C) (Set α) (fun _ ↦ ℝ≥0∞)`; MeasureTheory/Function/LpSpace/Basic.lean:87
#: `def Lp {α} (E) {m : MeasurableSpace α} [..] (p : ℝ≥0∞) (μ : Measure α := by volume_tac)`,
#: :138 `CoeFun (Lp E p μ) (fun _ => α → E)`; Analysis/Calculus/BumpFunction/Basic.lean:66
#: `structure ContDiffBump (c : E)`, :118 `CoeFun (ContDiffBump c) fun _ => E → ℝ`;
#: Algebra/Order/CauSeq/Basic.lean:154 `def CauSeq {α} [..] (β) [Ring β] (abv : β → α)`, :166
#: `CoeFun (CauSeq β abv) fun _ => ℕ → β`; Order/InitialSeg.lean:53 `structure InitialSeg {α β}
#: (r : α → α → Prop) (s : β → β → Prop)`, :68 `FunLike (r ≼i s) α β`, :244 PrincipalSeg the
#: same, :263 `CoeFun (r ≺i s) fun _ => α → β`.
TERM_COE: dict[str, tuple[tuple[str, ...], str, str]] = {
    "DirichletCharacter": (("tm",), "ZMod:1", "α"),
    "MeasureTheory.Filtration": (("tm",), "α", "type:1"),
    "PartitionOfUnity": (("ttm",), "α", "ContinuousMap β ℝ"),
    "BumpCovering": (("ttm",), "α", "ContinuousMap β ℝ"),
    "MeasureTheory.AddContent": (("m",), "arg:1", "ℝ≥0∞"),
    "MeasureTheory.Lp": (("tmm",), "arg:2", "α"),
    "ContDiffBump": (("m",), "type:1", "ℝ"),
    "CauSeq": (("tm",), "ℕ", "α"),
    "InitialSeg": (("mm",), "dom:1", "dom:2"), "PrincipalSeg": (("mm",), "dom:1", "dom:2"),
    # round 18 (`x i — x is not a function`, by count), read at v4.19.0; `fam:k` is the k-th
    # term argument, a family `β : ι → Type*`, applied to the argument (a dependent codomain,
    # `β i`), `pi:k` the Π type `(i : ι) → β i` over it, `cod:k` the codomain of the k-th
    # term argument's function type. Data/DFinsupp/Defs.lean:72 `instance instDFunLike :
    # DFunLike (Π₀ i, β i) ι β` (`Π₀ i, β i` is `DFinsupp β`); Algebra/DirectSum/Basic.lean:34
    # `def DirectSum (ι) (β : ι → Type w) … := Π₀ i, β i`, :46 `DFunLike (DirectSum ι β) _ fun
    # i : ι => β i`; Analysis/Normed/Lp/PiLp.lean:72 `abbrev PiLp (p : ℝ≥0∞) {ι} (α : ι →
    # Type*)`, :77 `CoeFun (PiLp p α) (fun _ ↦ (i : ι) → α i)`; Analysis/Normed/Lp/
    # lpSpace.lean:294 `def lp (E : α → Type*) … (p : ℝ≥0∞)`, :308 `CoeFun (lp E p) fun _ =>
    # ∀ i, E i`; LinearAlgebra/Multilinear/Basic.lean:81 `structure MultilinearMap (R) {ι}
    # (M₁ : ι → Type v₁) (M₂)`, :102 `FunLike (MultilinearMap R M₁ M₂) (∀ i, M₁ i) M₂`;
    # Topology/Algebra/Module/Multilinear/Basic.lean:46 `structure ContinuousMultilinearMap (R)
    # {ι} (M₁ : ι → Type w₁) (M₂)`, :73 `FunLike (ContinuousMultilinearMap R M₁ M₂) (∀ i, M₁
    # i) M₂`; Order/Closure.lean:300 `structure LowerAdjoint … (u : β → α)`, :325 `CoeFun
    # (LowerAdjoint u) fun _ => α → β`; MeasureTheory/Function/AEEqFun.lean:98 `def AEEqFun
    # (μ : Measure α)` (`variable (α β)`), :104 `α →ₘ[μ] β` is `AEEqFun α β μ`, :131 `CoeFun
    # (α →ₘ[μ] β) fun _ => α → β`
    "DFinsupp": (("m",), "dom:1", "fam:1"), "DirectSum": (("tm",), "dom:1", "fam:1"),
    "PiLp": (("mm",), "dom:2", "fam:2"), "lp": (("mm",), "dom:1", "fam:1"),
    "MultilinearMap": (("tmt",), "pi:1", "β"), "ContinuousMultilinearMap": (("tmt",), "pi:1", "β"),
    "LowerAdjoint": (("m",), "cod:1", "dom:1"),
    "MeasureTheory.AEEqFun": (("ttm",), "α", "β"),
    # round 22, read at v4.19.0: Order/RelIso/Basic.lean:98 `FunLike (r →r s) α β` (`RelHom r
    # s`), :203 `FunLike (r ↪r s) α β` (`RelEmbedding`), :531 `FunLike (r ≃r s) α β` (`RelIso`),
    # each over `r : α → α → Prop`, `s : β → β → Prop`; Combinatorics/SimpleGraph/Maps.lean:202
    # `abbrev Hom := RelHom G.Adj G'.Adj` (`G : SimpleGraph V`, `G' : SimpleGraph W`), :209
    # Embedding, :216 Iso the same with RelEmbedding, RelIso
    "RelHom": (("mm",), "dom:1", "dom:2"), "RelEmbedding": (("mm",), "dom:1", "dom:2"),
    "RelIso": (("mm",), "dom:1", "dom:2"),
    "SimpleGraph.Hom": (("mm",), "arg:1", "arg:2"),
    "SimpleGraph.Embedding": (("mm",), "arg:1", "arg:2"),
    "SimpleGraph.Iso": (("mm",), "arg:1", "arg:2"),
    # Topology/FiberBundle/Trivialization.lean:62 `structure Pretrivialization (proj : Z → B)`
    # (over `(F)`), :81 `CoeFun (Pretrivialization F proj) fun _ => Z → B × F`; :265, :292 the
    # same for Trivialization (`×` in a domain or codomain: the product of the two sides)
    "Pretrivialization": (("tm",), "dom:1", "cod:1 × α"),
    "Trivialization": (("tm",), "dom:1", "cod:1 × α"),
    # Topology/Homotopy/Basic.lean:72 `structure Homotopy (f₀ f₁ : C(X, Y))`, :100 `FunLike
    # (Homotopy f₀ f₁) (I × X) Y` (`I` is `unitInterval`), :370, :382 the same for HomotopyWith
    # f₀ f₁ P (`fst:k`, `snd:k`: the first, second argument of the k-th term's type `C(X, Y)`)
    "ContinuousMap.Homotopy": (("mm",), "unitInterval × fst:1", "snd:1"),
    "ContinuousMap.HomotopyWith": (("mmm",), "unitInterval × fst:1", "snd:1"),
    # Topology/Path.lean:54 `structure Path (x y : X)`, :60 `FunLike (Path x y) I X`
    "Path": (("mm",), "unitInterval", "type:1"),
}

#: Types written with term arguments before their type arguments (`FirstOrder.Language.Embedding
#: L M N`, the language `L` a term), which the elaborator names `Head L` applied to the types:
#: head -> (the number of type arguments, domain, codomain over them, `α β` in order), as
#: `COE_FUNCTIONS`; the term arguments enter neither. ModelTheory/Basic.lean:282 `FunLike (M
#: →[L] N) M N` (`FirstOrder.Language.Hom L M N`), :366 `FunLike (M ↪[L] N) M N` (Embedding),
#: :521 `EquivLike (M ≃[L] N) M N` (Equiv); ModelTheory/ElementaryMaps.lean:62 `FunLike (M
#: ↪ₑ[L] N) M N` (ElementaryEmbedding).
TERM_PREFIX_COE: dict[str, tuple[int, str, str]] = {
    "FirstOrder.Language.Hom": (2, "α", "β"), "FirstOrder.Language.Embedding": (2, "α", "β"),
    "FirstOrder.Language.Equiv": (2, "α", "β"),
    "FirstOrder.Language.ElementaryEmbedding": (2, "α", "β"),
}

#: The bound variable of a dependent codomain of `TERM_COE` (`fam:k`): replaced by the
#: argument's text where a value is applied (`Elaborator.apply`); no Lean identifier.
COE_ARG = "·arg"


def ends(t: Ty) -> tuple[Ty, Ty] | None:
    """(domain, codomain) of a bundled map type `Structure s A B` of the table, or of a type
    of `COE_FUNCTIONS`, else None."""
    if t.head == "app" and t.name in STRUCTURES and len(t.args) == ARITY.get(t.name, 3):
        return t.args[-2], t.args[-1]
    coe = COE_FUNCTIONS.get(t.name) if t.head == "app" else None
    if coe is None and t.head == "app" and t.args and t.name.endswith("]"):
        from forminv_lean.formal.meaning.explicit_types_r26 import explicit_coe

        coe = explicit_coe(t.name)   # `Measure[m₀] α`
    if coe is None and t.head == "app" and t.args and " " in t.name:
        coe = TERM_PREFIX_COE.get(t.name.split(" ")[0])
    if coe is None and t.head == "app" and not t.args and " " in t.name:
        # a type with term arguments (`ModularForm Γ k`) keeps them in its name: only an
        # entry whose domain and codomain mention none of its arguments applies
        head, _, rest = t.name.partition(" ")
        coe = COE_FUNCTIONS.get(head)
        if coe is None or not _mentions_no_parameter(coe) or len(rest.split()) != coe[0]:
            return None
        from forminv_lean.formal.meaning.opaque import parse_signature_type

        return parse_signature_type(coe[1]), parse_signature_type(coe[2])
    if coe is None or len(t.args) != coe[0]:
        return None
    from forminv_lean.formal.meaning.opaque import parse_signature_type, substitute

    binding = {"?" + p: a for p, a in zip(("α", "β", "γ", "δ"), t.args, strict=False)}
    dom, cod = (substitute(parse_signature_type(x), binding) for x in coe[1:])
    return (dom, cod) if dom is not None and cod is not None else None


def _mentions_no_parameter(coe: tuple[int, str, str]) -> bool:
    """Does a `COE_FUNCTIONS` entry's domain and codomain name none of `α β γ δ`?"""
    import re

    return not re.search(r"(?<![\w.])[αβγδ](?![\w])", coe[1] + " " + coe[2])


def tokens_with_words() -> dict[str, frozenset[str]]:
    """For each identifier-like piece of an arrow token (`L` in `→L[`, `SL`, `A`), the tokens
    it is part of: there it is the notation's, not a name to resolve."""
    import re

    out: dict[str, set[str]] = {}
    for tok in ARROWS:
        for w in re.findall(r"[A-Za-z]+", tok):
            out.setdefault(w, set()).add(tok)
    return {w: frozenset(t) for w, t in out.items()}


#: Types whose values Lean applies to morphisms of a category, the objects of each morphism
#: found from it (strict-implicit `⦃X Y⦄`), with a proposition as the result: head -> (how
#: the morphisms' category is read off the type, the number of morphisms taken). `cat`: the
#: type's one argument is the category `C`, any `f : X ⟶ Y` with `X Y : C` is taken (and the
#: second morphism of a relation has the first one's type); `target`: the type's text ends
#: with an object `X`, and the morphism is one `f : Y ⟶ X` into it. Read at v4.19.0:
#: CategoryTheory/MorphismProperty/Basic.lean:35 `def MorphismProperty := ∀ ⦃X Y : C⦄ (_ : X ⟶
#: Y), Prop` (over `variable (C)`, :32); CategoryTheory/Quotient.lean:22 `def HomRel (C)
#: [Quiver C] := ∀ ⦃X Y : C⦄, (X ⟶ Y) → (X ⟶ Y) → Prop`; CategoryTheory/Sites/Sieves.lean:35
#: `def Presieve (X : C) := ∀ ⦃Y⦄, Set (Y ⟶ X)`, :276 `CoeFun (Sieve X) fun _ => Presieve
#: X`; CategoryTheory/Sites/Grothendieck.lean:384 `CoeFun (J.Cover X) fun _ => ∀ ⦃Y⦄ (_ : Y
#: ⟶ X), Prop`. Lean applies the `def`s by unfolding them (its application puts a function
#: type in weak head normal form), the structures through their `CoeFun` instance.
MORPHISM_PREDICATES: dict[str, tuple[str, int]] = {
    "CategoryTheory.MorphismProperty": ("cat", 1), "HomRel": ("cat", 2),
    "CategoryTheory.Presieve": ("target", 1), "CategoryTheory.Sieve": ("target", 1),
    "CategoryTheory.GrothendieckTopology.Cover": ("target", 1),
}

#: The predicates of `MORPHISM_PREDICATES` that Lean applies through a `CoeFun` instance (the
#: others by unfolding their `def`): printed `⇑S f`.
MORPHISM_PREDICATE_COES = frozenset({"CategoryTheory.Sieve", "CategoryTheory.GrothendieckTopology.Cover"})

#: Types whose values Lean applies to an object `X` of their category `C` (their one type
#: argument), the result a set of `Family X` (a type depending on the object): head ->
#: `Family`. CategoryTheory/Sites/Grothendieck.lean:89 `DFunLike (GrothendieckTopology C) C
#: (fun X ↦ Set (Sieve X))`.
OBJECT_SETS: dict[str, str] = {"CategoryTheory.GrothendieckTopology": "CategoryTheory.Sieve"}

#: Multilinear maps over a constant family written as a function (`p n : ContinuousMultilinearMap
#: 𝕜 (fun i : Fin n => E) F` for `p : FormalMultilinearSeries 𝕜 E F`), kept as their text:
#: head -> the position of the family among the type's three arguments. The coercion's domain
#: `∀ i, M₁ i` (LinearAlgebra/Multilinear/Basic.lean:102, Topology/Algebra/Module/Multilinear/
#: Basic.lean:73, as in `TERM_COE`) is, at `M₁ = fun i : ι => E` with a body not naming `i`,
#: the function type `ι → E`; the codomain the third argument.
CONSTANT_FAMILY_MAPS: dict[str, int] = {"MultilinearMap": 1, "ContinuousMultilinearMap": 1}
