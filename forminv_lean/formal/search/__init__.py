"""Proof search (untrusted): normal forms with the polynomial step, bounded exact search,
finite models, witness strategies, compositional proofs, and the solver entry point
(`queries`). Whatever it finds is re-checked by the kernel before a verdict leaves the
checker; nothing on the trusted side (`kernel`, `meaning`) imports from here."""
