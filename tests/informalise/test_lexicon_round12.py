"""Round 12: classes on several types said as hypotheses on the type's item, and mixin class
nouns, through the realiser and the reader (one-line statements written here, shaped like
the corpus's; nothing of the corpus copied)."""

from __future__ import annotations

import pytest

from forminv_lean.certify.quality import raw_lean
from forminv_lean.informalise import question
from forminv_lean.informalise.reader import formula_key, read

CASES = [
    # a class on three types, the last one the item's (`IsScalarTower R S A`)
    ("∀ {R S A : Type*} [CommRing R] [CommRing S] [Algebra R S] [CommRing A] [Algebra R A] "
     "[Algebra S A] [IsScalarTower R S A] (x : A), x = x",
     "algebra over S such that R acts on A through S"),
    ("∀ {R A : Type*} [CommRing R] [Ring A] [Algebra R A] [SMulCommClass R A A] (x : A), x = x",
     "such that R acts on A commuting with the action of A"),
    # a template whose first slot is not the class's first argument
    ("∀ {R K : Type*} [CommRing R] [Field K] [Algebra R K] [IsFractionRing R K] (x : K), x = x",
     "such that K is the ring of fractions of R"),
    ("∀ {F K : Type*} [Field F] [Field K] [Algebra F K] [Normal F K] (x : K), x = x",
     "such that K is a normal extension of F"),
    # a numeral argument (`[CharP R 3]`: the class was marked Lean)
    ("∀ {R : Type*} [CommRing R] [CharP R 3] (x : R), x = x",
     "commutative ring R such that R has characteristic 3"),
    # a proposition made a class on a type (`Fact`), said as one
    ("∀ {V : Type*} [NormedAddCommGroup V] [InnerProductSpace ℝ V] "
     "[Fact (Module.finrank ℝ V = 2)] (x : V), x = x",
     "inner product space over ℝ such that it is a fact that"),
    # mixin classes as nouns
    ("∀ {G : Type*} [AddGroup G] [TopologicalSpace G] [IsTopologicalAddGroup G] (x : G), x = x",
     "that is also a topological additive group"),
    ("∀ {R : Type*} [Zero R] [Star R] (x : R), x = x", "type with a zero R that is also a type "
     "with a star operation"),
    ("∀ {α : Type*} [AddCommMonoid α] [PartialOrder α] [IsOrderedCancelAddMonoid α] (a : α), "
     "a ≤ a", "ordered cancellative additive monoid"),
]


@pytest.mark.parametrize(("formal", "words"), CASES, ids=[w for _, w in CASES])
def test_round12_classes_are_worded_and_read_back(formal: str, words: str) -> None:
    q = question(formal)
    assert words in q and not raw_lean(q), q
    assert formula_key(read(q).formal) == formula_key(formal), q


def test_a_class_using_a_name_bound_later_is_said_in_words() -> None:
    """`[IsScalarTower R S A]` with `S` bound after `A`: said on A's item, as "an algebra over
    S" already is before S's item (round 21; it was marked Lean), and read back as the same
    class on the same type."""
    formal = ("∀ {R A : Type*} [CommRing R] [CommRing A] [Algebra R A] {S : Type*} [CommRing S] "
              "[Algebra R S] [Algebra S A] [IsScalarTower R S A] (x : A), x = x")
    q = question(formal)
    assert "such that R acts on A through S" in q and not raw_lean(q), q
    assert formula_key(read(q).formal) == formula_key(formal), q


def test_several_worded_classes_of_a_type_are_said_in_order() -> None:
    """Two worded classes on one type: both after "such that", joined by "together with" (the
    reader's list of instance binders, as for marked ones), in Lean's order."""
    formal = ("∀ {R A : Type*} [CommRing R] [Ring A] [Algebra R A] [SMulCommClass R A A] "
              "[IsScalarTower R A A] (x : A), x = x")
    q = question(formal)
    assert ("such that R acts on A commuting with the action of A together with R acts on A "
            "through A") in q and not raw_lean(q), q
    assert formula_key(read(q).formal) == formula_key(formal), q


def test_a_wrong_hypothesis_does_not_read_back() -> None:
    """The reading of a changed class is another formula (the reader builds what it reads)."""
    formal = "∀ {R K : Type*} [CommRing R] [Field K] [Algebra R K] [IsFractionRing R K] (x : K), x = x"
    q = question(formal).replace("K is the ring of fractions of R", "R is the ring of fractions of K")
    assert formula_key(read(q).formal) != formula_key(formal)


@pytest.mark.parametrize(("formal", "words"), [
    ("∀ {α : Type*} [LinearOrder α] (a : α) (y : WithBot α) (hy : y ≠ ⊥), "
     "a < WithBot.unbot y hy ↔ (a : WithBot α) < y", "every proof hy that y is not equal to ⊥"),
    ("∀ (m n : ℕ) (h : m ∣ n) (x : ZMod n), ZMod.castHom h (ZMod m) x = ZMod.castHom h (ZMod m) x",
     "every proof h that m divides n"),
])
def test_a_proof_a_later_part_uses_is_a_proof_of_the_relation(formal: str, words: str) -> None:
    """A proof binder the statement uses later (so no hypothesis) was "every element hy of
    `y ≠ ⊥`": it is the proof of the relation in words, read back to the same binder."""
    q = question(formal)
    assert words in q and "element hy of" not in q, q
    assert formula_key(read(q).formal) == formula_key(formal), q


def test_a_proof_of_another_relation_does_not_read_back() -> None:
    formal = ("∀ {α : Type*} [LinearOrder α] (a : α) (y : WithBot α) (hy : y ≠ ⊥), "
              "a < WithBot.unbot y hy ↔ (a : WithBot α) < y")
    q = question(formal).replace("proof hy that y is not equal to ⊥", "proof hy that y equals ⊥")
    assert formula_key(read(q).formal) != formula_key(formal)


def test_a_class_sharing_a_short_name_with_an_entry_is_not_worded_by_it() -> None:
    """`[Infinite β]` is not the lexicon's `Set.Infinite` ("β is infinite" reads back as that):
    a class is said in words by its own entry only (else it stays a noun or marked Lean)."""
    formal = "∀ {α β : Type*} [Finite α] [Infinite β] (f : α → β), ¬Function.Surjective f"
    q = question(formal)
    assert "β is infinite" not in q, q
    assert formula_key(read(q).formal) == formula_key(formal), q
