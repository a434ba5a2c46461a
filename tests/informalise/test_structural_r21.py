"""Structural wordings of round 21 (issue #24, raw Lean in the English).

* a one-argument function written unapplied (`Real.sin` in `Function.Periodic Real.sin (2 *
  π)`, `norm` in `norm ∘ f`) is "the sine function", "the function ‖·‖", read back as the
  constant itself, never as its application nor as another constant;
* Lean's dependent arrow with its index typed (`f : (i : ι) → M i ≃L[R] N i`) is "every
  dependent function f assigning to each element i of ι a continuous linear equivalence …",
  not a function "from elements of `(i : ι)`";
* a phrase applied inside a type's noun ("every morphism f from (the obj of L)(X) to (the obj
  of L)(Y)", `L.obj X ⟶ L.obj Y`) is said, not marked Lean.

Each is read back to exactly its formula (`formula_key`), on generated instances and on the
corpus theorems that showed the raw Lean (read in `../shared/external/mathlib`, skipped
without it)."""

from __future__ import annotations

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from forminv_lean.certify.quality import raw_lean
from forminv_lean.formal.meaning.ast import App, BinOp, Name
from forminv_lean.informalise.calls import unapplied_entries, unapplied_words
from tests.mathlib_corpus import rendered
from tests.read_back import parse_words as _read
from tests.read_back import round_trip as _round_trip

_SETTINGS = settings(max_examples=25, deadline=None,
                     suppress_health_check=[HealthCheck.too_slow])


# ----------------------------------------------------------------------------- unapplied


_WORDS = sorted(unapplied_entries().items())


def test_unapplied_words_are_many_and_distinct() -> None:
    """Every one-argument "the W of x" entry gives words, one constant each."""
    assert len(_WORDS) > 40
    names = [e.name for _, e in _WORDS]
    assert len(set(names)) == len(names)
    assert ("the sine function", "Real.sin") in [(w, e.name) for w, e in _WORDS]
    assert ("the function ‖·‖", "norm") in [(w, e.name) for w, e in _WORDS]


@_SETTINGS
@given(st.sampled_from(_WORDS))
def test_unapplied_words_read_back_as_the_constant(item: tuple) -> None:
    """"r equals the W function" is `r = c`, the constant unapplied; "r equals the W of x" is
    still `r = c x`: the two never read as each other."""
    words, entry = item
    assert _read(f"r equals {words}") == BinOp("=", Name("r"), Name(entry.name))
    if words.endswith(" function"):
        applied = words.removesuffix(" function") + " of x"
        assert _read(f"r equals {applied}") != BinOp("=", Name("r"), Name(entry.name))
    assert unapplied_words(Name(entry.name), {}) == words


def test_unapplied_only_for_constants() -> None:
    """A bound variable of a constant's name, or a field of a bound variable, is no constant."""
    assert unapplied_words(Name("norm"), {"norm": Name("ℕ")}) is None
    assert unapplied_words(Name("Real.sin"), {"Real": Name("ℕ")}) is None
    assert unapplied_words(App(Name("Real.sin"), (Name("x"),)), {}) is None


@pytest.mark.parametrize("formal, words", [
    ("Function.Periodic Real.sin (2 * Real.pi)", "the sine function is periodic"),
    ("∀ {α : Type*} [SeminormedAddCommGroup α] (f : ℕ → α), "
     "Filter.Tendsto (norm ∘ f) Filter.atTop Filter.atTop", "(the function ‖·‖) after f"),
    ("Real.cos = Real.cos ∘ id", "the cosine function equals"),
])
def test_unapplied_in_statements(formal: str, words: str) -> None:
    q = _round_trip(formal)
    assert words in q.lower(), q
    assert raw_lean(q) == [], q


@pytest.mark.parametrize("name, words", [
    ("Real.sin_periodic", "the sine function is periodic with period 2 * π"),
    ("Real.cos_periodic", "the cosine function is periodic with period 2 * π"),
    ("Asymptotics.IsTheta.tendsto_norm_atTop_iff", "the composition of (the function ‖·‖)"),
])
def test_unapplied_on_the_corpus(name: str, words: str) -> None:
    q = _round_trip(rendered([name], name))
    assert words in q.lower(), q
    assert raw_lean(q) == [], q


# ----------------------------------------------------------------------------- dependent arrows


_INDEX = st.sampled_from(["i", "j", "k", "a"])
_VALUES = st.sampled_from(["M {i}", "ℕ", "M {i} → ℕ", "Set (M {i})", "Finset ℕ"])


@_SETTINGS
@given(_INDEX, st.sampled_from(["ι", "κ", "I"]), _VALUES, st.sampled_from(["f", "g", "n"]))
def test_dependent_arrow_reads_back(i: str, index: str, value: str, var: str) -> None:
    """`(f : (i : ι) → V)` is said with its index typed and read back as written; the
    neighbour `∀ i, M i` (the index untyped) stays its own reading."""
    v = value.format(i=i)
    formal = f"∀ {{{index} : Type*}} (M : {index} → Type*) ({var} : ({i} : {index}) → {v}), " \
             f"{var} = {var}"
    q = _round_trip(formal)
    if "{i}" in value and not value.startswith("Set"):   # (a set of …: no such noun yet)
        assert f"dependent function {var} assigning to each element {i} of {index}" in q, q
    if not value.startswith("Set"):
        assert raw_lean(q) == [], q
    untyped = f"∀ {{{index} : Type*}} (M : {index} → Type*) ({var} : ∀ {i}, M {i}), {var} = {var}"
    q2 = _round_trip(untyped)
    assert "assigning to each element" not in q2, q2


def test_dependent_arrow_on_the_corpus() -> None:
    name = "ContinuousLinearEquiv.piCongrRight_symm_apply"
    q = _round_trip(rendered([name], name))
    assert "every dependent function f assigning to each element i of ι a continuous linear " \
           "equivalence over R₁ from elements of M i to elements of N i" in q, q
    assert "(i : ι)" not in q, q


# ----------------------------------------------------------------------------- phrases in nouns


@_SETTINGS
@given(st.sampled_from(["L", "F", "L₁", "G"]), st.sampled_from(["X", "Y", "A"]),
       st.sampled_from(["X", "Y", "B"]))
def test_applied_phrase_in_a_noun(functor: str, x: str, y: str) -> None:
    """`(f : L.obj X ⟶ L.obj Y)`: "every morphism f from (the obj of L)(X) to (the obj of
    L)(Y)", read back exactly (a morphism from `X` itself is a neighbour it never reads as)."""
    objs = " ".join(sorted({x, y}))
    formal = (f"∀ {{C D : Type*}} [CategoryTheory.Category C] [CategoryTheory.Category D] "
              f"({functor} : C ⥤ D) ({objs} : C) (f : {functor}.obj {x} ⟶ {functor}.obj {y}), "
              "f = f")
    q = _round_trip(formal)
    assert f"from (the obj of {functor})({x}) to (the obj of {functor})({y})" in q, q
    assert raw_lean(q) == [], q
