/-
Root module of the `FormInvProofs` library (lakefile.lean: `lean_lib FormInvProofs`,
`srcDir := "lean_proofs"`). It imports every hand-written file under
lean_proofs/FormInvProofs/ (tests/test_curated_data.py checks this) and nothing emitted: the
emitted modules under FormInvProofs/Generated/ are the library `FormInvGenerated` of their
own, so a failing emitted module never fails this one.
See lean_proofs/README.md. Nothing here has been compiled on the project's machines.
-/
import FormInvProofs.Order
import FormInvProofs.Notation
import FormInvProofs.Unpack
import FormInvProofs.Disproofs
import FormInvProofs.Vocabulary
