"""Lean core classes whose local instances typeclass resolution uses only for goals that
already have their one explicit argument (letters as `outparams.INPUTS`).

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


def core_input_letters(name: str, arity: int) -> str | None:
    """The letters of a Lean core class of `CORE_INPUTS` at `arity`, else None."""
    letters = CORE_INPUTS.get(name)
    return letters if letters is not None and len(letters) == arity else None
