import Lake
open Lake DSL

-- forminv-lean's Lean project: hand-written family certificates and disproofs plus the
-- files that `forminv-lean` emits. Layout and conventions: lean_proofs/README.md.
-- Lean and Mathlib are pinned together: lean-toolchain says leanprover/lean4:v4.19.0 and
-- Mathlib is required at its matching release tag v4.19.0.

package forminv_lean where
  leanOptions := #[
    ⟨`autoImplicit, false⟩,
    ⟨`relaxedAutoImplicit, false⟩
  ]

require mathlib from git
  "https://github.com/leanprover-community/mathlib4.git" @ "v4.19.0"

-- Root module: lean_proofs/FormInvProofs.lean. `globs` also builds every module under
-- lean_proofs/FormInvProofs/, so a generated file is checked even if an import is missing.
@[default_target]
lean_lib FormInvProofs where
  srcDir := "lean_proofs"
  globs := #[.andSubmodules `FormInvProofs]
