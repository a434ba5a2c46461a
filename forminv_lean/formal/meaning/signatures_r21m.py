"""Declared signatures of Mathlib constants that blocked refused renderings in round 21 (an
untyped header binder passed to them, or a `_` argument of them), each cited from its
declaration at v4.19.0.

Same format and rules as `signatures_r17d` and `signatures_r20l` (explicit arguments in order,
the section `variable`s the declaration uses included, then the result; `α β γ δ ε ι κ` the
declaration's type parameters, `_` an argument not typed here, `Type α` an explicit type
argument). Chosen by how many whole-corpus theorems each blocked in `/work/runs/r20/fin_all.json`
(`binder without a type`, where the untyped binder is an argument of the constant in the
statement the checker elaborates, and `… an explicit argument of F, which no table declares`),
ranked by `/work/runs/r21/sigM/rank.py`; a constant that is one of several blockers of a theorem
counts a share of it. Re-rendering the 1,609 whole-corpus theorems that name them (against
main at b8c40b5): 264 → 395 rendered, 132 gained (112 of them refused for an untyped binder),
one lost: `Ordinal.lift_pred` (`Ordinal.lift (pred o)`, a universe lift no table declares, is now
a type mismatch beside the typed `pred`, refused).

Left out (the format cannot say them exactly): results whose type parameter no argument fixes
(`Sum.inl`, `Sum.inr`), types naming a term (`Quot.mk r`, `Localization.mk`,
`MeasureTheory.AEEqFun.mk`'s `α →ₘ[μ] β`, `Fin.last n`, `WithLp.equiv p V`, `DirectSum.of β i`,
`Ideal.Quotient.mk I`, `Function.Embedding.subtype p`, `SimpleGraph.Walk G u v`), dependent
functions (`Ordinal.bsup`, `Ordinal.blsub`, `Finmap.lookup`, `lp.single`, `Multiset.pmap`), and
`Stream'.Seq.join` (its `Seq1 α` is a definition Lean unfolds to `α × Seq α`).
"""

from __future__ import annotations

_ORD = "Ordnode α"
_WSEQ = "Stream'.WSeq α"
_PGAME = "SetTheory.PGame"
_GAMMA = "List Turing.PartrecToTM2.Γ'"

SIGNATURES: dict[str, tuple[str, ...]] = {
    # Mathlib/SetTheory/PGame/Basic.lean:83 `| mk : ∀ α β : Type u, (α → PGame) → (β → PGame)
    # → PGame` (`inductive PGame`, namespace SetTheory)
    "SetTheory.PGame.mk": ("Type α", "Type β", f"α → {_PGAME}", f"β → {_PGAME}", _PGAME),
    # Mathlib/SetTheory/PGame/Basic.lean:204 `def Subsequent : PGame → PGame → Prop`
    "SetTheory.PGame.Subsequent": (_PGAME, _PGAME, "Prop"),
    # Mathlib/SetTheory/Surreal/Dyadic.lean:42 `def powHalf : ℕ → PGame` (namespace
    # SetTheory.PGame, :34-36)
    "SetTheory.PGame.powHalf": ("ℕ", _PGAME),
    # Mathlib/Data/Ordmap/Ordset.lean:47 `structure Valid' (lo : WithBot α) (t : Ordnode α) (hi :
    # WithTop α) : Prop`, :55 `def Valid (t : Ordnode α) : Prop` (`variable {α : Type*}` :36,
    # namespace Ordnode)
    "Ordnode.Valid'": ("WithBot α", _ORD, "WithTop α", "Prop"),
    "Ordnode.Valid": (_ORD, "Prop"),
    # Mathlib/Data/Ordmap/Invariants.lean:78 `def Sized : Ordnode α → Prop`, :136 `def Balanced
    # : Ordnode α → Prop`, :129 `def BalancedSz (l r : ℕ) : Prop`, :653 `def Raised (n m : ℕ) :
    # Prop` (`variable {α : Type*}` :48, namespace Ordnode)
    "Ordnode.Sized": (_ORD, "Prop"),
    "Ordnode.Balanced": (_ORD, "Prop"),
    "Ordnode.BalancedSz": ("ℕ", "ℕ", "Prop"),
    "Ordnode.Raised": ("ℕ", "ℕ", "Prop"),
    # Mathlib/SetTheory/Ordinal/Notation.lean:40 `| oadd : ONote → ℕ+ → ONote → ONote`, :187
    # `class NF (o : ONote) : Prop`, :174 `inductive NFBelow : ONote → Ordinal.{0} → Prop`
    # (namespace ONote, :45)
    "ONote.oadd": ("ONote", "ℕ+", "ONote", "ONote"),
    "ONote.NF": ("ONote", "Prop"),
    "ONote.NFBelow": ("ONote", "Ordinal", "Prop"),
    # Mathlib/SetTheory/Ordinal/Arithmetic.lean:134 `def pred (o : Ordinal) : Ordinal`
    # (namespace Ordinal)
    "Ordinal.pred": ("Ordinal", "Ordinal"),
    # Mathlib/RingTheory/Localization/Defs.lean:249 `noncomputable def mk' (x : R) (y : M) : S`
    # with `variable {R : Type*} … (M : Submonoid R) (S : Type*)` (:89), made `{M}` explicit
    # `(S)` by `variable (M S)` (:234) then `variable {M}` (:245); `y : ↥M` untyped here
    "IsLocalization.mk'": ("Type β", "α", "_", "β"),
    # Mathlib/Data/List/Sigma.lean:372 `def kerase (a : α) : List (Sigma β) → List (Sigma β)`
    # (`variable {α : Type u} … {β : α → Type v}` :36)
    "List.kerase": ("α", "List (Sigma β)", "List (Sigma β)"),
    # Mathlib/Data/Seq/Computation.lean:363 `def Promises (s : Computation α) (a : α) : Prop`,
    # :861 `def LiftRel (R : α → β → Prop) (ca : Computation α) (cb : Computation β) : Prop`
    # (`variable {α : Type u} {β : Type v}` :34, namespace Computation)
    "Computation.Promises": ("Computation α", "α", "Prop"),
    "Computation.LiftRel": ("α → β → Prop", "Computation α", "Computation β", "Prop"),
    # Mathlib/Data/WSeq/Basic.lean (`variable {α : Type u}` :37, namespace Stream'.WSeq): :71
    # `def cons (a : α) : WSeq α → WSeq α`, :118 `def tail (s : WSeq α) : WSeq α`, :122 `def drop
    # (s : WSeq α) : ℕ → WSeq α`, :127 `def get? (s : WSeq α) (n : ℕ) : Computation (Option α)`,
    # :147 `def join (S : WSeq (WSeq α)) : WSeq α`
    "Stream'.WSeq.cons": ("α", _WSEQ, _WSEQ),
    "Stream'.WSeq.tail": (_WSEQ, _WSEQ),
    "Stream'.WSeq.drop": (_WSEQ, "ℕ", _WSEQ),
    "Stream'.WSeq.get?": (_WSEQ, "ℕ", "Computation (Option α)"),
    "Stream'.WSeq.join": ("Stream'.WSeq (Stream'.WSeq α)", _WSEQ),
    # Mathlib/Computability/TMToPartrec.lean:476 `def K'.elim (a b c d : List Γ') : K' → List Γ'`
    # (namespace Turing.PartrecToTM2, :32, :145)
    "Turing.PartrecToTM2.K'.elim": (
        _GAMMA, _GAMMA, _GAMMA, _GAMMA, "Turing.PartrecToTM2.K'", _GAMMA),
    # Mathlib/Data/Nat/Bits.lean:126 `def shiftLeft' (b : Bool) (m : ℕ) : ℕ → ℕ` (namespace Nat)
    "Nat.shiftLeft'": ("Bool", "ℕ", "ℕ", "ℕ"),
    # Mathlib/Topology/MetricSpace/MetricSeparated.lean:75 `def AreSeparated (s t : Set X)`, a
    # proposition, with `variable {X : Type*} [PseudoEMetricSpace X]` (:28, namespace Metric)
    "Metric.AreSeparated": ("Set α", "Set α", "Prop"),
    # Mathlib/Computability/Primrec.lean:174 `def Primrec {α β} [Primcodable α] [Primcodable β]
    # (f : α → β) : Prop`; Computability/Partrec.lean:235 `def Computable {α σ} [Primcodable α]
    # [Primcodable σ] (f : α → σ)`, a proposition (`Partrec (f : α →. σ)`)
    "Primrec": ("α → β", "Prop"),
    "Computable": ("α → β", "Prop"),
    # Mathlib/Logic/Equiv/PartialEquiv.lean:308 `def IsImage (s : Set α) (t : Set β) : Prop`
    # with `variable (e : PartialEquiv α β)` (:140); Topology/PartialHomeomorph.lean:447 `def
    # IsImage (s : Set X) (t : Set Y) : Prop` with `variable (e : PartialHomeomorph X Y)` (:73)
    "PartialEquiv.IsImage": ("PartialEquiv α β", "Set α", "Set β", "Prop"),
    "PartialHomeomorph.IsImage": ("PartialHomeomorph α β", "Set α", "Set β", "Prop"),
    # Mathlib/Order/BooleanSubalgebra.lean:63 `protected def copy (L : BooleanSubalgebra α) (s :
    # Set α) (hs : s = L) : BooleanSubalgebra α` (the proof untyped here)
    "BooleanSubalgebra.copy": ("BooleanSubalgebra α", "Set α", "_", "BooleanSubalgebra α"),
    # Mathlib/Data/Finset/NoncommProd.lean:107 `def noncommProd (s : Multiset α) (comm : { x | x
    # ∈ s }.Pairwise Commute) : α` (namespace Multiset), :241 `def noncommProd (s : Finset α) (f
    # : α → β) (comm : (s : Set α).Pairwise (Commute on f)) : β` (namespace Finset; the proofs
    # untyped here)
    "Multiset.noncommProd": ("Multiset α", "_", "α"),
    "Finset.noncommProd": ("Finset α", "α → β", "_", "β"),
    # Mathlib/LinearAlgebra/SesquilinearForm.lean:53 `def IsOrtho (B : M₁ →ₛₗ[I₁] M₂ →ₛₗ[I₂] M)
    # (x : M₁) (y : M₂) : Prop`, at `RingHom.id R` for both ring homs
    "LinearMap.IsOrtho": (
        "LinearMap (RingHom.id α) β (LinearMap (RingHom.id α) γ δ)", "β", "γ", "Prop"),
    # Mathlib/Data/WSeq/Relation.lean:67 `def LiftRel (R : α → β → Prop) (s : WSeq α) (t : WSeq
    # β) : Prop` (namespace Stream'.WSeq, :24); WSeq/Basic.lean:156 `def map (f : α → β) : WSeq α
    # → WSeq β`
    "Stream'.WSeq.LiftRel": ("α → β → Prop", _WSEQ, "Stream'.WSeq β", "Prop"),
    "Stream'.WSeq.map": ("α → β", _WSEQ, "Stream'.WSeq β"),
    # Mathlib/Data/Seq/Seq.lean:575 `def zipWith (f : α → β → γ) (s₁ : Seq α) (s₂ : Seq β) : Seq
    # γ` (namespace Stream'.Seq, :19, :43)
    "Stream'.Seq.zipWith": ("α → β → γ", "Stream'.Seq α", "Stream'.Seq β", "Stream'.Seq γ"),
    # Mathlib/Computability/PostTuringMachine.lean:82 `def Reaches {σ} (f : σ → Option σ) : σ →
    # σ → Prop`, :88 `def Reaches₁ {σ} (f : σ → Option σ) : σ → σ → Prop` (namespace Turing, :71)
    "Turing.Reaches": ("α → Option α", "α", "α", "Prop"),
    "Turing.Reaches₁": ("α → Option α", "α", "α", "Prop"),
    # Mathlib/Computability/TMToPartrec.lean:273 `def trNormal : Code → Cont' → Λ'` (namespace
    # Turing.PartrecToTM2, :32, :145, with `open ToPartrec` :149)
    "Turing.PartrecToTM2.trNormal": (
        "Turing.ToPartrec.Code", "Turing.PartrecToTM2.Cont'", "Turing.PartrecToTM2.Λ'"),
    # Mathlib/Data/List/TFAE.lean:24 `def TFAE (l : List Prop) : Prop` (namespace List)
    "List.TFAE": ("List Prop", "Prop"),
    # Mathlib/Order/WithBot.lean:140 `def map₂ : (α → β → γ) → WithBot α → WithBot β → WithBot γ`
    # (namespace WithBot), :630 the same for `WithTop` (namespace WithTop)
    "WithBot.map₂": ("α → β → γ", "WithBot α", "WithBot β", "WithBot γ"),
    "WithTop.map₂": ("α → β → γ", "WithTop α", "WithTop β", "WithTop γ"),
    # Mathlib/Data/Int/GCD.lean:39 `def xgcdAux : ℕ → ℤ → ℤ → ℕ → ℤ → ℤ → ℕ × ℤ × ℤ` (namespace
    # Nat, :36)
    "Nat.xgcdAux": ("ℕ", "ℤ", "ℤ", "ℕ", "ℤ", "ℤ", "ℕ × ℤ × ℤ"),
    # Mathlib/Logic/Denumerable.lean:47 `def ofNat (α) [Denumerable α] (n : ℕ) : α` (namespace
    # Denumerable)
    "Denumerable.ofNat": ("Type α", "ℕ", "α"),
    # Mathlib/Data/Complex/Exponential.lean:558 `noncomputable def expNear (n : ℕ) (x r : ℝ) : ℝ`
    # (namespace Real)
    "Real.expNear": ("ℕ", "ℝ", "ℝ", "ℝ"),
    # Mathlib/NumberTheory/Zsqrtd/Basic.lean:347 `def SqLe (a c b d : ℕ) : Prop` (namespace
    # Zsqrtd, :38)
    "Zsqrtd.SqLe": ("ℕ", "ℕ", "ℕ", "ℕ", "Prop"),
    # Mathlib/SetTheory/Ordinal/Notation.lean:1157 `noncomputable def repr (o : NONote) : Ordinal`
    # (namespace NONote, :1141)
    "NONote.repr": ("NONote", "Ordinal"),
}
