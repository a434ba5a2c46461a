"""An `include` that names an instance binder: Lean includes the binder and what it mentions.

Lean 4's rule for the section variables of a theorem (`Lean/Elab/MutualDef.lean`, the docstring
of the function that restricts the local context to them, leanprover/lean4): kept are those
"directly referenced in any `headers`", those "included in `sc.includedVars` (via the `include`
command)", those "directly referenced in any variable included by these rules", and the
instance-implicit ones that only reference variables so included (not `omit`ted). The
`include` command (`Lean/Elab/BuiltinCommand.lean`, `elabInclude`) accepts any variable of the
scope by name, a named instance binder too: `variable [instCFC : ContinuousFunctionalCalculus R
A p]` then `include instCFC in lemma CFC.spectrum_zero_eq …` (Mathlib v4.19.0 Analysis/
CStarAlgebra/ContinuousFunctionalCalculus/Unital.lean:204,652). Such a binder is included
whatever the header says, and `p` with it (its type references `p`); without this rule the
binder read as one linking the used `R A` to the unused `p`, which only elaboration decides.
"""

from __future__ import annotations

from forminv_lean.formalise.context import LeanContext


def included_instance_mentions(context: LeanContext) -> set[str]:
    """The names the types of the `include`d instance binders of `context` mention (the
    variables Lean includes with them); empty when `include` names none."""
    from forminv_lean.formalise.render import _mentions

    named = set(context.includes)
    out: set[str] = set()
    for b in context.variables:
        if b.kind == "instance" and set(b.names) & named:
            out |= _mentions(b.type or "")
    return out
