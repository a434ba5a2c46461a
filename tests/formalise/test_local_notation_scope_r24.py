"""A file's `local notation` is in effect only where the row's context lines have it: not for a
theorem above the notation, nor after the section declaring it is closed."""

from __future__ import annotations

from tests.mathlib_corpus import needs_index, render_row, require, rows_named


@needs_index
def test_a_local_notation_below_the_theorem_is_not_applied() -> None:
    """`local notation "f" => algebraMap R S` is at line 187 of
    Mathlib/NumberTheory/RamificationInertia/Basic.lean; `ramificationIdx_lt` (line 93) uses
    the `variable (f : R →+* S)`, so its `f` is that ring homomorphism, never `algebraMap R S`."""
    require()
    name = "Ideal.ramificationIdx_lt"
    row = rows_named([name])[name]
    assert row["line"] < 187 and not any("notation" in c for c in row["context"])
    r = render_row(row)
    assert r.formal is None or "algebraMap" not in r.formal, r.formal
    assert r.formal is not None and "(f : R →+* S)" in r.formal, r.reason
