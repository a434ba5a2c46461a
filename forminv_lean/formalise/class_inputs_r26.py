"""Classes whose local instances typeclass resolution uses only for goals that already have
every explicit argument (letters as `outparams.INPUTS`: `i` for each), read this round: Lean
core's decidability classes (`CORE_INPUTS`) and Mathlib classes whose `class` command takes its
parameters from `variable` lines, which `outparams.INPUTS`' source test cannot read back
(`MATHLIB_INPUTS`).

`outparams.INPUTS` cites Mathlib files (a test reads each class command back from the tag);
these are Lean core's, read at leanprover/lean4 `src/Init/Prelude.lean` (v4.19.0 line
numbers drift; the text is what counts): `class inductive Decidable (p : Prop)`; `abbrev
DecidablePred {α : Sort u} (r : α → Prop) := (a : α) → Decidable (r a)`; `abbrev DecidableRel
{α : Sort u} {β : Sort v} (r : α → β → Prop) := (a : α) → (b : β) → Decidable (r a b)`;
`abbrev DecidableEq (α : Sort u) := (a b : α) → Decidable (Eq a b)` (a goal `Decidable (x = y)`
names the type of `x y` as `Eq`'s implicit argument).

A local instance of `DecidablePred (r a)` has the type `∀ x, Decidable (r a x)` (the abbrev is
reducible, and Lean indexes a local instance by the class under its `∀`s: `Decidable`). It
answers a goal `Decidable (r a y)` only: the goal's argument has to unify with `r a x` where
the goal's own metavariables cannot be assigned (resolution runs one metavariable depth deeper,
`Lean/Meta/SynthInstance.lean`), and the subgoal of a global instance gets its arguments from
that instance's conclusion, since Lean refuses an instance whose instance arguments cannot be
synthesised in order from its conclusion and outParams ("cannot find synthesization order",
`Lean/Meta/Instances.lean`; `Decidable` has no outParam). No global constant unfolds to a term
with a section variable in it, so the goal names every variable of `r a`: the letter `i`.
So a `variable [DecidablePred (r a)]` whose `a` the header does not mention (`Finset.
mem_bipartiteBelow` binds its own `{a : α}`) is left out (`variables.certainly_out`).
"""

from __future__ import annotations

#: class -> its letters (one per explicit parameter).
CORE_INPUTS: dict[str, str] = {
    "Decidable": "i",
    "DecidablePred": "i",
    "DecidableRel": "i",
    "DecidableEq": "i",
}


#: Mathlib classes with no outParam/semiOutParam, no `extends`, every explicit parameter an
#: input; a global instance built from one (a field given `attribute [instance]`, or any
#: instance taking it) passes the class arguments its own conclusion determines, since Lean
#: refuses an instance it cannot synthesise in order ("cannot find synthesization order"). Read
#: at Mathlib v4.19.0: RingTheory/Smooth/Basic.lean:36,40-46 `namespace Algebra`, `variable (R :
#: Type u) [CommSemiring R]`, `variable (A : Type u) [Semiring A] [Algebra R A]`, `class
#: FormallySmooth : Prop`; RingTheory/Unramified/Basic.lean:9,13,51 `namespace Algebra`,
#: `variable (R : Type v) (A : Type u) …`, `class FormallyUnramified : Prop` (its field's
#: `attribute [instance]` gives `Subsingleton (Ω[A⁄R])`, both arguments);
#: RingTheory/IntegralClosure/IsIntegralClosure/Defs.lean:27 `class IsIntegralClosure (A R B :
#: Type*) … : Prop` (root); FieldTheory/IsAlgClosed/Basic.lean:219 `class IsAlgClosure (R :
#: Type u) (K : Type v) … : Prop` (root; `attribute [instance] IsAlgClosure.isAlgebraic` gives
#: `Algebra.IsAlgebraic R K`); Algebra/Group/Action/Faithful.lean:43 `class FaithfulSMul (M :
#: Type*) (α : Type*) [SMul M α] : Prop` (root); Algebra/Lie/Derivation/Basic.lean:49,225
#: `namespace LieDerivation`, `class SMulBracketCommClass (S L α : Type*) … : Prop`.
MATHLIB_INPUTS: dict[str, str] = {
    "Algebra.FormallySmooth": "ii",
    "Algebra.FormallyUnramified": "ii",
    "IsIntegralClosure": "iii",
    "IsAlgClosure": "ii",
    "FaithfulSMul": "ii",
    "LieDerivation.SMulBracketCommClass": "iii",
}


def table_input_letters(name: str, arity: int) -> str | None:
    """The letters of a class of `CORE_INPUTS` or `MATHLIB_INPUTS` at `arity`, else None."""
    letters = CORE_INPUTS.get(name) or MATHLIB_INPUTS.get(name)
    return letters if letters is not None and len(letters) == arity else None
