/-
Root module of the `FormInvProofs` library (lakefile.lean: `lean_lib FormInvProofs`,
`srcDir := "lean_proofs"`). Every file under lean_proofs/FormInvProofs/ is imported here,
directly or through `FormInvProofs.Generated`; tests/test_curated_data.py and tests/lean/
checks this.
See lean_proofs/README.md. Nothing here has been compiled on the project's machines.
-/
import FormInvProofs.Order
import FormInvProofs.Notation
import FormInvProofs.Unpack
import FormInvProofs.Disproofs
import FormInvProofs.Vocabulary
import FormInvProofs.Generated
