"""Proof parameters of declared functions: the proposition each takes a proof of.

`PROOF_SLOTS[f][k]` is the proposition of `f`'s explicit parameter `k` (a `_` in the
signature tables: its type is a proposition), `#j` standing for explicit argument `j`. Lean's
definitional proof irrelevance makes `f` applied to any proof of it one value, so a proof
passed there (a hypothesis binder, a tactic block `(by …)`, `rfl`) stands for this proposition
with the earlier arguments put in (`elaboration.proof_type`). A parameter whose proposition
mentions an implicit argument no explicit one fixes has no entry (it cannot be said exactly).

`SIGNATURES` adds the functions whose proof parameter is listed here and which no other table
declares, in the tables' format (`_` for the proof).
"""

from __future__ import annotations

#: Mathlib v4.19.0 Data/Finset/Lattice/Fold.lean:695 `def sup' (s : Finset β) (H : s.Nonempty)
#: (f : β → α) : α`, :837 `def inf'` alike; Data/Finset/Max.lean:177 `def min' (s : Finset α)
#: (H : s.Nonempty) : α`, :183 `def max'` alike (each in `namespace Finset`); Data/Finset/
#: Insert.lean:236 `def cons (a : α) (s : Finset α) (h : a ∉ s) : Finset α`; Data/Finset/
#: Disjoint.lean:122 `def disjUnion (s t : Finset α) (h : Disjoint s t) : Finset α`. Lean core
#: Init/Data/List/Basic.lean `def getLast : ∀ (as : List α), as ≠ [] → α`, `def head : (as :
#: List α) → as ≠ [] → α`.
PROOF_SLOTS: dict[str, dict[int, str]] = {
    **{f"Finset.{f}": {1: "Finset.Nonempty #0"} for f in ("sup'", "inf'", "min'", "max'")},
    "Finset.cons": {2: "#0 ∉ #1"},
    "Finset.disjUnion": {2: "Disjoint #0 #1"},
    "List.getLast": {1: "#0 ≠ []"}, "List.head": {1: "#0 ≠ []"},
    # Mathlib v4.19.0 LinearAlgebra/Projectivization/Basic.lean:55 `def mk (v : V) (hv : v ≠ 0) :
    # ℙ K V` (`variable (K V : Type*)` :35, `variable {V}` :52: `K` explicit, argument 0)
    "Projectivization.mk": {2: "#1 ≠ 0"},
    # Mathlib v4.19.0 Data/Part.lean:52-56 `structure Part.{u} (α : Type u) : Type u where Dom :
    # Prop; get : Dom → α`: the projection `Part.get (self : Part α) : self.Dom → α`
    "Part.get": {1: "Part.Dom #0"},
}

#: Mathlib v4.19.0 Data/Finset/Disjoint.lean:122 (above).
SIGNATURES: dict[str, tuple[str, ...]] = {
    "Finset.disjUnion": ("Finset α", "Finset α", "_", "Finset α"),
}

#: Declarations taking a proof of a predicate `P` and returning data, which Lean reaches by
#: generalised field notation on a hypothesis `h : P a` (`h.toFinset` is `P.toFinset h`, the
#: namespace the head of `h`'s type): `PROOF_FIELDS["P.f"] = (a's declared type, the result
#: type)`, the parameters of the first fixing those of the second. By proof irrelevance
#: (lean4 src/Lean/Meta/ExprDefEq.lean `isDefEqProofIrrel`) `P.f h` depends on `h` only
#: through its proposition, which `elaboration.Elaborator.proof_field` passes as the
#: proposition's proof (`terms.proof_type`), as for `Nat.find h`.
#:
#: Mathlib v4.19.0 Data/Set/Finite/Basic.lean:72 `protected noncomputable def Finite.toFinset
#: {s : Set α} (h : s.Finite) : Finset α` (`namespace Set`).
PROOF_FIELDS: dict[str, tuple[str, str]] = {
    "Set.Finite.toFinset": ("Set α", "Finset α"),
}
