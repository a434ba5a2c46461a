"""Declared signatures of Mathlib constants that blocked refused renderings in round 22 (an
untyped header binder passed to them), each cited from its declaration at v4.19.0.

Same format and rules as `signatures_r17d`, `signatures_r20l` and `signatures_r21m` (explicit
arguments in order, the section `variable`s the declaration uses included, then the result; `α
β γ δ ε ι κ` the declaration's type parameters, `_` an argument not typed here (a proof), `Type
α` an explicit type argument; a structure's constructor takes its parameters implicitly and its
fields, a parent structure first, explicitly). Chosen from the constants an untyped binder is
passed to in the whole-corpus refusals of `/work/runs/r21/fin_all.json`, ranked by
`/work/runs/r22/sigN/rank.py` (a constant that is one of several blockers counts a share).

Left out, as in `signatures_r21m` (the format cannot say them exactly): the constants ranked
highest by that count, whose types name a term (`WithLp.equiv p V`, `DirectSum.of β i`, `Quot.mk
r`, `Ideal.Quotient.mk I`, `Fin.last n`, `Function.Embedding.subtype p`, `DirectSum.lof R ι β
i`, `Module.DirectLimit.of R ι G f i`, `GradedMonoid.mk i`, `SimpleGraph.Walk G u v`), the
monoidal-category structure maps (`associator`, `whiskerLeft`/`whiskerRight`, `leftUnitor`: a
morphism between objects, terms) and proofs whose statement names their argument
(`ZeroMemClass.zero_mem s : 0 ∈ s`, `OneMemClass.one_mem`); `Option.some`/`List.filter` (Lean
core, not Mathlib); `Nat.Partrec.Code.eval` (`ℕ →. ℕ`, a partial function type the format has
no spelling for); `Turing.PartrecToTM2.tr` (its `Stmt'` is a definition Lean unfolds).

Left out after measuring, for a wrong reading they let through elsewhere: `Nat.Primrec : (ℕ →
ℕ) → Prop` (Primrec.lean:55) — with it `Nat.Primrec.swap'` (`{f} (hf : Nat.Primrec (unpaired
f))`) rendered with `f : ℕ → ℕ → ℕ → ℕ`, as `Elaborator._check_mismatch` lets `unpaired f : ℕ →
ℕ → ℕ` stand where `ℕ → ℕ` is declared (Lean's `f` is `ℕ → ℕ → ℕ`); `Turing.PartrecToTM2.head
(k : K') (q : Λ') : Λ'` (TMToPartrec.lean:263) — with it `head_supports` (`{S k q} (H : (q :
Λ').Supports S)`) rendered with `{S : Type*}`, as `render._binders` types an untyped binder
named like a type that another binder's type mentions as a type (`S` is a `Finset Λ'` there).
"""

from __future__ import annotations

_WSEQ = "Stream'.WSeq α"
_CODE = "Turing.ToPartrec.Code"
_CONT = "Turing.PartrecToTM2.Cont'"
_LAMBDA = "Turing.PartrecToTM2.Λ'"
_STATES = f"Finset {_LAMBDA}"
_TCONT = "Turing.ToPartrec.Cont"
_K = "Turing.PartrecToTM2.K'"
_GAMMA = "Turing.PartrecToTM2.Γ'"
_ORD = "Ordnode α"

SIGNATURES: dict[str, tuple[str, ...]] = {
    # Mathlib/Data/WSeq/Basic.lean (`variable {α : Type u}` :37, namespace Stream'.WSeq): :75
    # `def think : WSeq α → WSeq α`, :142 `def append : WSeq α → WSeq α → WSeq α`
    "Stream'.WSeq.think": (_WSEQ, _WSEQ),
    "Stream'.WSeq.append": (_WSEQ, _WSEQ, _WSEQ),
    # Mathlib/Data/WSeq/Relation.lean:32 `def LiftRelO (R : α → β → Prop) (C : WSeq α → WSeq β →
    # Prop) : Option (α × WSeq α) → Option (β × WSeq β) → Prop` (`variable {α : Type u} {β :
    # Type v}` :26, namespace Stream'.WSeq :24)
    "Stream'.WSeq.LiftRelO": (
        "α → β → Prop", f"{_WSEQ} → Stream'.WSeq β → Prop", f"Option (α × {_WSEQ})",
        "Option (β × Stream'.WSeq β)", "Prop"),
    # Mathlib/Data/Seq/Seq.lean:540 `def drop (s : Seq α) : ℕ → Seq α` (`variable {α : Type u}`
    # :45, namespace Stream'.Seq :19, :43)
    "Stream'.Seq.drop": ("Stream'.Seq α", "ℕ", "Stream'.Seq α"),
    # Mathlib/Computability/TMToPartrec.lean (namespace Turing.PartrecToTM2 :32, :145, `open
    # ToPartrec` :149, so `Code` is Turing.ToPartrec.Code, TMConfig.lean:73; `K'` :165, `Cont'`
    # :178, `Λ'` :191): :923 `def trStmts₁ : Λ' → Finset Λ'`, :962 `def codeSupp' : Code → Cont' →
    # Finset Λ'`, :989 `def contSupp : Cont' → Finset Λ'`, :1005 `def codeSupp (c : Code) (k :
    # Cont') : Finset Λ'`, :1096 `def Supports (K S : Finset Λ')` (a proposition, `∀ q ∈ K, …`)
    "Turing.PartrecToTM2.trStmts₁": (_LAMBDA, _STATES),
    "Turing.PartrecToTM2.codeSupp'": (_CODE, _CONT, _STATES),
    "Turing.PartrecToTM2.contSupp": (_CONT, _STATES),
    "Turing.PartrecToTM2.codeSupp": (_CODE, _CONT, _STATES),
    "Turing.PartrecToTM2.Supports": (_STATES, _STATES, "Prop"),
    # Mathlib/Computability/TMToPartrec.lean:527 `def splitAtPred {α} (p : α → Bool) : List α →
    # List α × Option α × List α` (`×` right-associative)
    "Turing.PartrecToTM2.splitAtPred": ("α → Bool", "List α", "List α × (Option α × List α)"),
    # Mathlib/Computability/TMConfig.lean:454 `def stepNormal : Code → Cont → List ℕ → Cfg`
    # (namespace Turing.ToPartrec :31, :69; `Cont` :407, `Cfg` :432)
    "Turing.ToPartrec.stepNormal": (
        _CODE, _TCONT, "List ℕ", "Turing.ToPartrec.Cfg"),
    # Constructors (Mathlib/Computability/TMConfig.lean, namespace Turing.ToPartrec): :73
    # `inductive Code | zero' | succ | tail | cons : Code → Code → Code | comp : Code → Code →
    # Code | case : Code → Code → Code | fix : Code → Code`; :407 `inductive Cont | halt |
    # cons₁ : Code → List ℕ → Cont → Cont | cons₂ : List ℕ → Cont → Cont | comp : Code → Cont →
    # Cont | fix : Code → Cont → Cont`; :432 `inductive Cfg | halt : List ℕ → Cfg | ret : Cont →
    # List ℕ → Cfg`
    **{f"{_CODE}.{c}": (_CODE,) for c in ("zero'", "succ", "tail")},
    **{f"{_CODE}.{c}": (_CODE, _CODE, _CODE) for c in ("cons", "comp", "case")},
    f"{_CODE}.fix": (_CODE, _CODE),
    f"{_TCONT}.halt": (_TCONT,),
    f"{_TCONT}.cons₁": (_CODE, "List ℕ", _TCONT, _TCONT),
    f"{_TCONT}.cons₂": ("List ℕ", _TCONT, _TCONT),
    f"{_TCONT}.comp": (_CODE, _TCONT, _TCONT),
    f"{_TCONT}.fix": (_CODE, _TCONT, _TCONT),
    "Turing.ToPartrec.Cfg.halt": ("List ℕ", "Turing.ToPartrec.Cfg"),
    "Turing.ToPartrec.Cfg.ret": (_TCONT, "List ℕ", "Turing.ToPartrec.Cfg"),
    # (Mathlib/Computability/TMToPartrec.lean, namespace Turing.PartrecToTM2) :165 `inductive K'
    # | main | rev | aux | stack`; :178 `inductive Cont' | halt | cons₁ : Code → Cont' → Cont' |
    # cons₂ : Cont' → Cont' | comp : Code → Cont' → Cont' | fix : Code → Cont' → Cont'`; :191
    # `inductive Λ' | move (p : Γ' → Bool) (k₁ k₂ : K') (q : Λ') | clear (p : Γ' → Bool) (k :
    # K') (q : Λ') | copy (q : Λ') | push (k : K') (s : Option Γ' → Option Γ') (q : Λ') | read (f
    # : Option Γ' → Λ') | succ (q : Λ') | pred (q₁ q₂ : Λ') | ret (k : Cont')`
    **{f"{_K}.{c}": (_K,) for c in ("main", "rev", "aux", "stack")},
    f"{_CONT}.halt": (_CONT,),
    f"{_CONT}.cons₁": (_CODE, _CONT, _CONT),
    f"{_CONT}.cons₂": (_CONT, _CONT),
    f"{_CONT}.comp": (_CODE, _CONT, _CONT),
    f"{_CONT}.fix": (_CODE, _CONT, _CONT),
    f"{_LAMBDA}.move": (f"{_GAMMA} → Bool", _K, _K, _LAMBDA, _LAMBDA),
    f"{_LAMBDA}.clear": (f"{_GAMMA} → Bool", _K, _LAMBDA, _LAMBDA),
    f"{_LAMBDA}.copy": (_LAMBDA, _LAMBDA),
    f"{_LAMBDA}.push": (_K, f"Option {_GAMMA} → Option {_GAMMA}", _LAMBDA, _LAMBDA),
    f"{_LAMBDA}.read": (f"Option {_GAMMA} → {_LAMBDA}", _LAMBDA),
    f"{_LAMBDA}.succ": (_LAMBDA, _LAMBDA),
    f"{_LAMBDA}.pred": (_LAMBDA, _LAMBDA, _LAMBDA),
    f"{_LAMBDA}.ret": (_CONT, _LAMBDA),
    # Mathlib/Computability/PostTuringMachine.lean:76 `def eval {σ} (f : σ → Option σ) : σ →
    # Part σ`, :194 `def Respects {σ₁ σ₂} (f₁ : σ₁ → Option σ₁) (f₂ : σ₂ → Option σ₂) (tr : σ₁
    # → σ₂ → Prop)` (a proposition, `∀ ⦃a₁ a₂⦄, …`) (namespace Turing :71)
    "Turing.eval": ("α → Option α", "α", "Part α"),
    "Turing.Respects": ("α → Option α", "β → Option β", "α → β → Prop", "Prop"),
    # Mathlib/Data/Matroid/Sum.lean:265 `def disjointSum (M N : Matroid α) (h : Disjoint M.E
    # N.E) : Matroid α` (`variable {α : Type*}` :262, namespace Matroid :48)
    "Matroid.disjointSum": ("Matroid α", "Matroid α", "_", "Matroid α"),
    # Mathlib/Logic/Function/Basic.lean:271 `def IsPartialInv {α β} (f : α → β) (g : β → Option
    # α) : Prop` (namespace Function :22)
    "Function.IsPartialInv": ("α → β", "β → Option α", "Prop"),
    # Mathlib/SetTheory/Ordinal/Notation.lean:969 `def FundamentalSequenceProp (o : ONote) :
    # (Option ONote) ⊕ (ℕ → ONote) → Prop` (namespace ONote :45)
    "ONote.FundamentalSequenceProp": ("ONote", "Sum (Option ONote) (ℕ → ONote)", "Prop"),
    # Mathlib/Data/Ordmap/Ordnode.lean:179 `def balanceL (l : Ordnode α) (x : α) (r : Ordnode
    # α) : Ordnode α`, :213 `def balanceR` and :247 `def balance` alike (`variable {α :
    # Type*}` :76, namespace Ordnode :74); Mathlib/Data/Ordmap/Invariants.lean:245 `def
    # balance' (l : Ordnode α) (x : α) (r : Ordnode α) : Ordnode α` (`variable {α : Type*}`
    # :48, namespace Ordnode)
    "Ordnode.balanceL": (_ORD, "α", _ORD, _ORD),
    "Ordnode.balanceR": (_ORD, "α", _ORD, _ORD),
    "Ordnode.balance": (_ORD, "α", _ORD, _ORD),
    "Ordnode.balance'": (_ORD, "α", _ORD, _ORD),
    # Mathlib/Tactic/Abel.lean (namespace Mathlib.Tactic.Abel :20): :125 `def term {α}
    # [AddCommMonoid α] (n : ℕ) (x a : α) : α`, :127 `def termg {α} [AddCommGroup α] (n : ℤ) (x
    # a : α) : α`, :240 `def smul {α} [AddCommMonoid α] (n : ℕ) (x : α) : α`, :242 `def smulg
    # {α} [AddCommGroup α] (n : ℤ) (x : α) : α`
    "Mathlib.Tactic.Abel.term": ("ℕ", "α", "α", "α"),
    "Mathlib.Tactic.Abel.termg": ("ℤ", "α", "α", "α"),
    "Mathlib.Tactic.Abel.smul": ("ℕ", "α", "α"),
    "Mathlib.Tactic.Abel.smulg": ("ℤ", "α", "α"),
    # Mathlib/Order/OmegaCompletePartialOrder.lean:136 `def pair (a b : α) (hab : a ≤ b) : Chain
    # α` (`variable … {α β γ δ : Type*}` :60, namespace OmegaCompletePartialOrder.Chain :62, :70)
    "OmegaCompletePartialOrder.Chain.pair": ("α", "α", "_", "OmegaCompletePartialOrder.Chain α"),
    # Mathlib/Logic/Equiv/Prod.lean:420 `def sumProdDistrib (α β γ) : (α ⊕ β) × γ ≃ α × γ ⊕ β ×
    # γ`; Mathlib/Logic/Equiv/Sum.lean:297 `def prodSumDistrib (α β γ) : α × (β ⊕ γ) ≃ (α × β) ⊕
    # (α × γ)` (each in namespace Equiv)
    "Equiv.sumProdDistrib": (
        "Type α", "Type β", "Type γ", "Equiv ((Sum α β) × γ) (Sum (α × γ) (β × γ))"),
    "Equiv.prodSumDistrib": (
        "Type α", "Type β", "Type γ", "Equiv (α × (Sum β γ)) (Sum (α × β) (α × γ))"),
    # Mathlib/Data/Finsupp/Defs.lean:224 `def onFinset (s : Finset α) (f : α → M) (hf : ∀ a, f a
    # ≠ 0 → a ∈ s) : α →₀ M` (`variable {α … M … : Type*}` :86, namespace Finsupp :102)
    "Finsupp.onFinset": ("Finset α", "α → β", "_", "Finsupp α β"),
    # Structures' constructors (parameters implicit, fields explicit):
    # Mathlib/Algebra/Group/Units/Defs.lean:44 `structure Units (α : Type u) [Monoid α] where`
    # `val : α` :46, `inv : α` :48, `val_inv : val * inv = 1` :50, `inv_val : inv * val = 1` :52
    "Units.mk": ("α", "α", "_", "_", "Units α"),
    # Mathlib/Logic/Equiv/Defs.lean:64 `structure Equiv (α : Sort*) (β : Sort _) where toFun : α
    # → β`, `invFun : β → α`, `left_inv : LeftInverse invFun toFun`, `right_inv : …` (:65-68)
    "Equiv.mk": ("α → β", "β → α", "_", "_", "Equiv α β"),
    # Mathlib/Algebra/Group/Hom/Defs.lean:173 `structure OneHom (M : Type*) (N : Type*) [One M]
    # [One N] where toFun : M → N` :175, `map_one' : toFun 1 = 1` :177; :279 `structure MulHom
    # … where toFun : M → N` :281, `map_mul' : ∀ x y, …` :283; :351 `structure MonoidHom (M :
    # Type*) (N : Type*) [MulOneClass M] [MulOneClass N] extends OneHom M N, M →ₙ* N` (fields
    # `toOneHom`, then MulHom's `map_mul'`, its `toFun` already given)
    "OneHom.mk": ("α → β", "_", "OneHom α β"),
    "MulHom.mk": ("α → β", "_", "MulHom α β"),
    "MonoidHom.mk": ("OneHom α β", "_", "MonoidHom α β"),
    # Mathlib/Algebra/Group/Equiv/Defs.lean:71 `structure MulEquiv (M N : Type*) [Mul M] [Mul N]
    # extends M ≃ N, M →ₙ* N` (fields `toEquiv`, `map_mul'`)
    "MulEquiv.mk": ("Equiv α β", "_", "MulEquiv α β"),
    # Mathlib/Algebra/Group/Subsemigroup/Defs.lean:76 `structure Subsemigroup (M : Type*) [Mul M]
    # where carrier : Set M` :78, `mul_mem' {a b} : …` :80; Mathlib/Algebra/Group/Submonoid/
    # Defs.lean:78 `structure Submonoid (M : Type*) [MulOneClass M] extends Subsemigroup M where
    # one_mem' : (1 : M) ∈ carrier` :80; Mathlib/Algebra/Group/Subgroup/Defs.lean:269 `structure
    # Subgroup (G : Type*) [Group G] extends Submonoid G where inv_mem' {x} : …` :271
    "Subsemigroup.mk": ("Set α", "_", "Subsemigroup α"),
    "Submonoid.mk": ("Subsemigroup α", "_", "Submonoid α"),
    "Subgroup.mk": ("Submonoid α", "_", "Subgroup α"),
    # Mathlib/Order/Sublattice.lean:27 `structure Sublattice where carrier : Set α`, `supClosed'
    # : SupClosed carrier`, `infClosed' : InfClosed carrier` (:30-32; `variable … (α β γ :
    # Type*) [Lattice α]` :24); Mathlib/Order/BooleanSubalgebra.lean:21 `structure
    # BooleanSubalgebra [BooleanAlgebra α] extends Sublattice α where compl_mem' {a} : …`,
    # `bot_mem' : ⊥ ∈ carrier` (:22-23)
    "Sublattice.mk": ("Set α", "_", "_", "Sublattice α"),
    "BooleanSubalgebra.mk": ("Sublattice α", "_", "_", "BooleanSubalgebra α"),
    # Mathlib/MeasureTheory/Function/SimpleFunc.lean:41 `structure SimpleFunc.{u, v} (α : Type
    # u) [MeasurableSpace α] (β : Type v) where toFun : α → β`, `measurableSet_fiber' : …`,
    # `finite_range' : (Set.range toFun).Finite` (:43-45; namespace MeasureTheory)
    "MeasureTheory.SimpleFunc.mk": ("α → β", "_", "_", "MeasureTheory.SimpleFunc α β"),
    # Mathlib/Algebra/Ring/Equiv.lean:876 `def ofRingHom (f : R →+* S) (g : S →+* R) (h₁ : f.comp
    # g = RingHom.id S) (h₂ : g.comp f = RingHom.id R) : R ≃+* S` (`variable {… R S … :
    # Type*}` :43, namespace RingEquiv :121)
    "RingEquiv.ofRingHom": ("RingHom α β", "RingHom β α", "_", "_", "RingEquiv α β"),
    # Mathlib/Algebra/Algebra/Equiv.lean:451 `def ofAlgHom (f : A₁ →ₐ[R] A₂) (g : A₂ →ₐ[R] A₁) (h₁
    # : f.comp g = AlgHom.id R A₂) (h₂ : …) : A₁ ≃ₐ[R] A₂` (`variable {R : Type uR}` :76, `{A₁ …}
    # {A₂ …}` :77, namespace AlgEquiv :73)
    "AlgEquiv.ofAlgHom": ("AlgHom γ α β", "AlgHom γ β α", "_", "_", "AlgEquiv γ α β"),
    # Mathlib/Algebra/Algebra/Hom.lean:295 `def ofLinearMap (f : A →ₗ[R] B) (map_one : f 1 = 1)
    # (map_mul : ∀ x y, f (x * y) = f x * f y) : A →ₐ[R] B` (`variable {R : Type u} {A : Type v}
    # {B : Type w}` :85, namespace AlgHom :83; `→ₗ[R]` is `LinearMap (RingHom.id R)`, bundled.py)
    "AlgHom.ofLinearMap": ("LinearMap (RingHom.id γ) α β", "_", "_", "AlgHom γ α β"),
}
