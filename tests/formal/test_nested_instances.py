"""An instance binder after value binders, written as a nested `∀` (`∀ {R} [CommRing R], ∀
(p : ℕ) [CharP R p], …`, as the reader writes it) means what the one flat binder list means in
Lean; an instance on a type bound outside the proposition it sits in is refused, never
dropped (dropping `[Nontrivial R]` would let a finite model refute a true statement)."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from forminv_lean.formal import UnsupportedError, elaborate, parse

_BINDERS = ["{R : Type*}", "[CommRing R]", "(p : ℕ)", "[CharP R p]", "[Nontrivial R]",
            "(x : R)", "[Pow R ℕ]"]


@settings(max_examples=40, deadline=None)
@given(st.integers(min_value=3, max_value=len(_BINDERS) - 1))
def test_a_nested_binder_list_is_the_flat_one(cut: int) -> None:
    """Splitting the binder list anywhere after the type gives the same statement."""
    flat = f"∀ {' '.join(_BINDERS)}, x = x"
    nested = f"∀ {' '.join(_BINDERS[:cut])}, ∀ {' '.join(_BINDERS[cut:])}, x = x"
    got = elaborate(parse(nested))
    assert got == elaborate(parse(flat))
    assert "?CharP # p" in str(got) and "Nontrivial" in str(got)


def test_an_instance_inside_a_proposition_on_an_outer_type_is_refused() -> None:
    with pytest.raises(UnsupportedError, match="outer quantifier binds it"):
        elaborate(parse("∀ {R : Type*} [CommRing R], (∀ [Nontrivial R], (1 : R) ≠ 0) → True"))
