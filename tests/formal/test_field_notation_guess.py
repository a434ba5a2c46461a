"""Field notation with arguments on a constant with no declared signature (`I.IsHomogeneous 𝒜`).

Lean puts the object at the first explicit argument of its type (`addLValArg`), which only the
constant's signature says; the elaborator reads `x.f a` as `f x a`. That reading is kept only
where nothing in the statement can disagree with it: the same constant applied directly with a
first argument of another type (`Ideal.IsHomogeneous 𝒜 I`) refuses the statement."""

from __future__ import annotations

import pytest

from forminv_lean.formal import UnsupportedError, elaborate
from forminv_lean.formal.meaning.opaque import SIGNATURES
from tests.mathlib_corpus import render_row, require, rows_named

HEAD = "Ideal.IsHomogeneous"
PRE = "∀ {A : Type*} [CommRing A] (I J : Ideal A) (a b : ℕ), "


@pytest.fixture(autouse=True)
def _undeclared() -> None:
    # the premise: with a declared signature the object's place is known and nothing is guessed
    assert HEAD not in SIGNATURES, f"pick a constant with no signature instead of {HEAD}"


def test_field_and_direct_use_with_another_first_argument_is_refused() -> None:
    with pytest.raises(UnsupportedError, match="applied both by field notation and directly"):
        elaborate(PRE + f"I.IsHomogeneous a → {HEAD} b J")


@pytest.mark.parametrize("text", [
    PRE + "I.IsHomogeneous a → J.IsHomogeneous b",           # field notation only
    PRE + f"{HEAD} a I → {HEAD} b J",                         # direct only
    PRE + f"I.IsHomogeneous a → {HEAD} J b",                  # direct, object's type first
])
def test_readings_that_cannot_disagree_are_kept(text: str) -> None:
    elaborate(text)


def test_a_mathlib_statement_mixing_the_two_is_refused() -> None:
    require()
    name = "Ideal.IsHomogeneous.radical_eq"   # `I.IsHomogeneous 𝒜 → I.radical.IsHomogeneous 𝒜`…
    r = render_row(rows_named({name})[name])
    assert r.formal is None and "applied both by field notation and directly" in (r.reason or "")
