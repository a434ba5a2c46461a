"""Lean output: the printer of typed terms, the certificate vocabulary and strategies, and the
table of every Lean name they may print (each confirmed in Lean's or Mathlib's source)."""
