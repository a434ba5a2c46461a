"""Dependent function types and type families at terms in words (round 24, issue #24).

A dependent function type other than `∀ i, M i` (`∀ i, Set (π i)`, `∀ i : Fin n, α i.castSucc`,
`(i : Fin n) → M i`) is said "dependent function … assigning to each i a set of elements of
π i" / "… to each index i below n an element of α(…)" (`types._pi_noun`; the reader's
`typed_pi`, `typed_dpi` over any `castnoun` value and a `pi_index`); a member of a type family
at a term other than a variable (`M (n + 1)`, `α (Fin.last n)`) is "element of M(n + 1)", the
family applied as math writes it (`types._member_at`; the reader's `typed_member_at`); a type
family indexed by a type with a noun (`Fin (n + 1) → Type*`) is "family of types indexed by
indices below (n + 1)". Each wording is kept only where the reader reads exactly the type
back; `∀ i : T, V` is read as `(i : T) → V`, the same Lean pi type.
"""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from forminv_lean.certify.quality import raw_lean
from forminv_lean.informalise.reader import ReadError, read, same_formula
from forminv_lean.informalise.realise import question
from tests.mathlib_corpus import rendered

_FAMILY = "∀ {ι : Type*} (n : ℕ) (π : ι → Type*) (M : ℕ → Type*) (N : Fin n → Type*), "

#: a dependent function type (the index untyped, typed by a type variable, by `Fin n`), and
#: the words its value is said in
_PI = {
    "∀ i, Set (π i)": "assigning to each i a set of elements of π i",
    "(i : ι) → Set (π i)": "assigning to each element i of ι a set of elements of π i",
    "∀ i : ι, Set (π i)": "assigning to each element i of ι a set of elements of π i",
    "∀ i, M (i + 1)": "assigning to each i an element of M(i + 1)",
    "∀ i : ℕ, M (2 * i)": "assigning to each natural number i an element of M(2 * i)",
    "∀ i : Fin n, N i": "assigning to each index i below n an element of N i",
    "(i : Fin n) → N i": "assigning to each index i below n an element of N i",
    "∀ i, Finset (π i)": "assigning to each i a finite set of elements of π i",
}


@settings(max_examples=len(_PI), deadline=None)
@given(st.sampled_from(sorted(_PI)))
def test_a_dependent_function_type_is_worded_and_reads_back(pi: str) -> None:
    formal = f"{_FAMILY}∀ (f g : {pi}), f = g"
    q = question(formal)
    assert f"all dependent functions f and g {_PI[pi]}," in q, q
    assert not raw_lean(q), q
    assert same_formula(read(q).formal, formal), (q, read(q).formal)


@pytest.mark.parametrize("term, words", [("n + 1", "M(n + 1)"), ("2 * n", "M(2 * n)"),
                                         ("n - 1", "M(n - 1)")])
def test_a_family_at_a_term_is_the_family_applied(term: str, words: str) -> None:
    formal = f"{_FAMILY}∀ (x y : M ({term})), x = y"
    q = question(formal)
    assert f"all elements x and y of {words}," in q, q
    assert same_formula(read(q).formal, formal), (q, read(q).formal)
    # the words name that member: the family at another term is another statement
    assert not same_formula(read(q).formal, f"{_FAMILY}∀ (x y : M (n + 2)), x = y")


def test_a_family_indexed_by_fin_reads_back() -> None:
    formal = "∀ (n : ℕ) (α : Fin (n + 1) → Type*) (x y : ∀ i : Fin n, α i.castSucc), x = y"
    q = question(formal)
    assert "every family α of types indexed by indices below (n + 1)" in q, q
    assert "all dependent functions x and y assigning to each index i below n an element of " \
        "α(`i.castSucc`)" in q, q
    assert same_formula(read(q).formal, formal), (q, read(q).formal)
    # the index's type is said: over `Fin (n + 1)` it is another type
    assert not same_formula(read(q).formal, formal.replace("i : Fin n", "i : Fin (n + 1)"))


def test_the_reader_keeps_the_index_of_the_value() -> None:
    """"to each i an element of M j" is `∀ i, M j` (a constant family, whose index type
    nothing fixes: refused), never `∀ i, M i`."""
    q = "For every type ι, every family M of types indexed by elements of ι, every element j " \
        "of ι and every dependent function f assigning to each i an element of M j, f equals f."
    with pytest.raises(ReadError, match="not fixed"):
        read(q)


_CORPUS = {   # Mathlib v4.19.0 theorems whose binders are these types
    "Bornology.isBounded_pi_of_nonempty": "dependent function S assigning to each i a set of "
                                          "elements of π i",
    "MultilinearMap.curryRight_apply": "dependent function m assigning to each index i below n",
}


@pytest.mark.parametrize("name", sorted(_CORPUS))
def test_corpus_dependent_binders_are_worded(name: str) -> None:
    formal = rendered(_CORPUS, name)
    q = question(formal)
    assert _CORPUS[name] in q, q
