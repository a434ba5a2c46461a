"""What a text means (trusted, outside the kernel's reach): the parser and grammar, the raw
syntax trees, types and typed terms, the elaborator that gives a text Lean's meaning (names,
casts, expected types, class binders), the coercion guard for arguments of unknown
functions, the signature and opaque tables, class axioms, and exact evaluation under Lean's
semantics. A certification is right only if this is: it is tested against Lean-checked
statements (Mathlib's theorems) and generated pairs, never only against listed cases."""
