"""Round 13: the constants and type constructs behind the most frequent raw Lean on a seeded
corpus sample, worded and read back (one-line statements written here, shaped like the
corpus's; nothing of the corpus copied)."""

from __future__ import annotations

import pytest

from forminv_lean.certify.quality import raw_lean
from forminv_lean.informalise import question
from forminv_lean.informalise.reader import formula_key, read

CASES = [
    # a type with value arguments, and field notation on it (`w.length`, `w.getVert i`)
    ("∀ {V : Type*} (G : SimpleGraph V) (u v : V) (w : G.Walk u v) (i : ℕ), "
     "w.length ≤ i → w.getVert i = v",
     "every walk w in G from u to v"),
    ("∀ {V : Type*} (G : SimpleGraph V) (u v : V) (w : G.Walk u v) (i : ℕ), "
     "w.length ≤ i → w.getVert i = v",
     "if the length of w is less than or equal to i, then the vertex of w at index i"),
    ("∀ {α : Type*} [Fintype α] [DecidableEq α] (a b : Equiv.Perm α), "
     "Disjoint a.support b.support → a * b = b * a",
     "the finite set of points moved by a is disjoint from"),
    ("∀ {M : Type*} [Monoid M] (S : Subgroup Mˣ) (x : M), x = x", "subgroup S of units of"),
    ("∀ {α β : Type*} [SMul α β] [Preorder α] [Preorder β] [Zero α] (a : α) (s : Set β), "
     "0 ≤ a → a • upperBounds s ⊆ upperBounds (a • s)",
     "a • (the set of upper bounds of s)"),
    ("∀ {σ R : Type*} [CommRing R] (s : Set (MvPolynomial σ R)) (p : MvPolynomial σ R), "
     "p ∈ s → p ∈ s",
     "every set s of multivariate polynomials in variables indexed by elements of σ with "
     "elements of R as coefficients"),
    ("∀ {ι R M : Type*} [CommRing R] [AddCommGroup M] [Module R M] (b : Basis ι R M) (i : ι), "
     "b i = b i",
     "every basis b of elements of M indexed by elements of ι over R"),
    # a type family (`ι → Type*`) as a noun
    ("∀ {ι : Type*} (α : ι → Type*) (i : ι) (x : α i), x = x",
     "every family α of types indexed by elements of ι"),
    # a member of a family (`x : M i`), and classes over the family in words
    ("∀ {ι : Type*} (α : ι → Type*) (i : ι) (x y : α i), x = y → y = x",
     "all elements x and y of α i"),
    ("∀ {ι : Type*} (α : ι → Type*) (i : ι) (f : ℕ → α i), f = f",
     "every function f from natural numbers to elements of α i"),
    ("∀ {R : Type*} [Semiring R] {ι : Type*} (M : ι → Type*) [∀ i, AddCommMonoid (M i)] "
     "[∀ i, Module R (M i)] (i : ι) (x y : M i), x + y = y + x",
     "such that each M i is an additive commutative monoid together with each M i is a "
     "module over R"),
    ("∀ {ι : Type*} (α : ι → Type*) [∀ i, Mul (α i)] (i : ι), i = i",
     "such that each α i is a type with a multiplication"),
    # a typed index stays marked, beside one in words
    ("∀ {ι : Type*} (α : ι → Type*) [∀ (i : ι), Mul (α i)] [∀ i, TopologicalSpace (α i)] "
     "(i : ι), i = i",
     "together with each α i is a topological space"),
]


@pytest.mark.parametrize(("formal", "words"), CASES, ids=[w for _, w in CASES])
def test_round13_worded_and_read_back(formal: str, words: str) -> None:
    q = question(formal)
    assert words in q, q
    assert formula_key(read(q).formal) == formula_key(formal), q


def test_walk_statement_shows_no_lean() -> None:
    q = question("∀ {V : Type*} (G : SimpleGraph V) (u v : V) (w : G.Walk u v) (i : ℕ), "
                 "w.length ≤ i → w.getVert i = v")
    assert not raw_lean(q), q


def test_a_family_of_propositions_is_not_said_as_a_family_of_types() -> None:
    """The reader reads "family … of types" as `ι → Type*` (the universe is no part of the
    formula, as for "every type α"); `ι → Prop` is not one."""
    q = question("∀ {ι : Type*} (α : ι → Prop) (i : ι), i = i")
    assert "family α of types" not in q, q


def test_a_proof_of_a_worded_predicate_is_a_proof_item() -> None:
    """`(hs : s.Nonempty)` used later is "every proof hs that s is nonempty"; written
    `Finset.Nonempty s` it stays as written (the wording reads back as field notation)."""
    formal = "∀ {ι : Type*} [Lattice ι] (s : Finset ι) (hs : s.Nonempty), s.sup' hs id = s.sup' hs id"
    q = question(formal)
    assert "every proof hs that s is nonempty" in q, q
    assert formula_key(read(q).formal) == formula_key(formal), q
    formal = "∀ {α : Type*} [LinearOrder α] (s : Finset α) (H : Finset.Nonempty s), s.min' H = s.min' H"
    q = question(formal)
    assert formula_key(read(q).formal) == formula_key(formal), q


def test_ennreal_to_real_is_worded_on_an_application() -> None:
    """`(f x).toReal` with `f x : ℝ≥0∞` is `ENNReal.toReal (f x)` (field notation in the
    namespace `ℝ≥0∞` stands for)."""
    formal = "∀ {X : Type*} (f : X → ℝ≥0∞) (x : X) (y : ℝ≥0∞), y.toReal ≤ y.toReal + 1"
    q = question(formal)
    assert "the real value of y with infinity sent to 0" in q, q
    assert formula_key(read(q).formal) == formula_key(formal), q
