import Lake
open Lake DSL

-- forminv-lean's Lean project: hand-written family certificates and disproofs plus the
-- files that `forminv-lean` emits. Layout and conventions: lean_proofs/README.md.
-- Lean and Mathlib are pinned together: lean-toolchain says leanprover/lean4:v4.19.0 and
-- Mathlib is required at its matching release tag v4.19.0 (lake-manifest.json pins every
-- dependency to a commit).

package forminv_lean where
  leanOptions := #[
    ⟨`autoImplicit, false⟩,
    ⟨`relaxedAutoImplicit, false⟩
  ]

require mathlib from git
  "https://github.com/leanprover-community/mathlib4.git" @ "v4.19.0"

-- The hand-written library: the root lean_proofs/FormInvProofs.lean imports the hand-written
-- modules only, so a failing emitted module never fails it.
@[default_target]
lean_lib FormInvProofs where
  srcDir := "lean_proofs"

-- The emitted modules (lean_proofs/FormInvProofs/Generated/), a target of their own: one
-- declaration per module, so a module that fails fails only itself (and the index modules
-- that import it); `forminv-lean lean check --log` maps each failure back to its items.
@[default_target]
lean_lib FormInvGenerated where
  srcDir := "lean_proofs"
  roots := #[`FormInvProofs.Generated]
  globs := #[.andSubmodules `FormInvProofs.Generated]
