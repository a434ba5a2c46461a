"""Round 14: realiser constructs and lexicon entries behind the most frequent raw Lean on a
seeded corpus sample, worded and read back to exactly the formula (one-line statements
written here, shaped like the corpus's; nothing of the corpus copied)."""

from __future__ import annotations

import pytest

from forminv_lean.certify.quality import raw_lean
from forminv_lean.families.common import realised_canonical
from forminv_lean.informalise import generic

needs_index = pytest.mark.skipif(
    not generic.available(),
    reason="Mathlib's name index (../shared/external/mathlib/declarations.jsonl.gz) is absent")

GENERIC_IN_MATH = [
    # a function outside the lexicon, worded from its name, inside arithmetic: a bracketed
    # phrase, as a lexicon function there is (was `Real.tanh x`, marked)
    ("∀ x : ℝ, Real.tanh (-x) = -Real.tanh x", "equals -(the tanh of x)"),
    ("∀ {α : Type*} (m0 : MeasurableSpace α) (μ : MeasureTheory.Measure α) (s : Set α), "
     "MeasureTheory.ae μ ⊓ Filter.principal s ≤ MeasureTheory.ae (μ.restrict s)",
     # (`ae` has a lexicon entry since round 17: two lexicon phrases, an infimum in words)
     "the infimum of the almost everywhere filter of μ and the principal filter of s"),
]


@needs_index
@pytest.mark.parametrize(("formal", "words"), GENERIC_IN_MATH, ids=[w for _, w in GENERIC_IN_MATH])
def test_generic_function_in_math_is_a_bracketed_phrase(formal: str, words: str) -> None:
    q = realised_canonical(formal)
    assert q is not None and words in q and not raw_lean(q), q


LEXICON = [
    ("∀ {R M M₂ : Type*} [Ring R] [AddCommGroup M] [AddCommGroup M₂] [Module R M] "
     "[Module R M₂] (f : M →ₗ[R] M₂) (x : M), x ∈ LinearMap.ker f ↔ f x = 0",
     "x belongs to the kernel of the linear map f"),
    ("∀ {R : Type*} [CommRing R] (p q : Polynomial R), Polynomial.derivative (p * q) = "
     "Polynomial.derivative p * q + p * Polynomial.derivative q",
     "the formal derivative of (p * q) equals (the formal derivative of p) * q"),
    ("∀ (z : ℂ), starRingEnd ℂ z * z = (Complex.normSq z : ℂ)",
     "(the conjugate of z by the star ring endomorphism of ℂ) * z"),
    ("∀ {E : Type*} [Norm E] (x : E), ‖OrderDual.toDual x‖ = ‖x‖",
     "‖(the copy of x in the order dual)‖ equals ‖x‖"),
    ("∀ {V : Type*} (G : SimpleGraph V) (a b : V), G.Adj a b → G.Adj b a",
     "if a is adjacent to b in G, then b is adjacent to a in G"),
    ("∀ {α β : Type*} [MeasurableSpace α] [MeasurableSpace β] (μ : MeasureTheory.Measure α) "
     "(f : α → β), μ.map f = μ.map f", "the pushforward of μ along f"),
    ("∀ {α β : Type*} [MeasurableSpace α] [MeasurableSpace β] "
     "(κ : ProbabilityTheory.Kernel α β), κ = κ",
     "every kernel κ from elements of α to elements of β"),
    ("∀ {α β : Type*} (f : Function.Embedding α β) (a b : α), f a = f b → a = b",
     "every embedding f of elements of α into elements of β"),
    ("∀ {G H : Type*} [Group G] [Group H] (e : MulEquiv G H) (a b : G), e (a * b) = e a * e b",
     "every multiplicative isomorphism e from elements of G to elements of H"),
    ("∀ {α : Type*} [LE α] (f : OrderEmbedding ℕ α) (m n : ℕ), f m ≤ f n ↔ m ≤ n",
     "every order embedding f of natural numbers into elements of α"),
    ("∀ {V W : Type*} [SeminormedAddCommGroup V] [SeminormedAddCommGroup W] "
     "(f : NormedAddGroupHom V W) (v : V), ‖f v‖ ≤ ‖f‖ * ‖v‖",
     "every bounded additive group homomorphism f from elements of V to elements of W"),
    ("∀ {α β : Type*} [MeasurableSpace α] (f : MeasureTheory.SimpleFunc α β) (x : α), "
     "f x = f x", "every simple function f from elements of α to elements of β"),
    # classes on one type, as nouns
    ("∀ {α : Type*} {β : Type*} [Finite α] [Infinite β] (f : α → β), ¬Function.Surjective f",
     "every infinite type β"),
    ("∀ {R : Type*} [InvolutiveStar R] (x : R), star (star x) = x",
     "every type with an involutive star operation R"),
    ("∀ {G : Type*} [Div G] (a b : G), a / b = a / b", "every type with a division G"),
    ("∀ {α : Type*} [Inhabited α] (a : α), a = a", "every type with a designated element α"),
    ("∀ {α : Type*} [CompleteLattice α] [IsCompactlyGenerated α] (a : α), a ≤ a",
     "every complete lattice α that is also a compactly generated lattice"),
    ("∀ {α : Type*} [DecidableEq α] (a : α) (s : Multiset α), "
     "Multiset.count a s ≤ Multiset.card s",
     "every type with decidable equality α"),
    ("∀ {α : Type*} [DecidableEq α] (a : α) (s : Multiset α), s.count a ≤ s.count a",
     "the multiplicity of a in s is less than or equal to the multiplicity of a in s"),
    ("∀ {X Y : Type*} [TopologicalSpace X] [TopologicalSpace Y] (f : X → Y), "
     "Topology.IsClosedEmbedding f → Continuous f", "if f is a closed embedding"),
    ("∀ {α β : Type*} [DecidableEq β] (f : α → β) (s : Finset α) (b : β), "
     "b ∈ s.image f ↔ ∃ a ∈ s, f a = b",
     "b belongs to the image of the finite set s under f"),
    # a lexicon function applied by name whose notation (`‖x‖₊`) the realiser never writes is
    # its phrase inside math (was marked Lean)
    ("∀ {E : Type*} [SeminormedAddCommGroup E] (x : E), (nnnorm x : ℝ) = ‖x‖",
     "((the nonnegative norm of x) as a real number) equals ‖x‖"),
]


@pytest.mark.parametrize(("formal", "words"), LEXICON, ids=[w for _, w in LEXICON])
def test_round14_lexicon_worded_and_read_back(formal: str, words: str) -> None:
    q = realised_canonical(formal)
    assert q is not None and words in q and not raw_lean(q), q


def test_an_operator_form_keeps_its_notation_inside_math() -> None:
    # `L ⋙ RF` is Lean's notation for the composite functor: inside a noun's tail it stays
    # as written (its words there did not read back)
    formal = ("∀ {C D H : Type*} [CategoryTheory.Category C] [CategoryTheory.Category D] "
              "[CategoryTheory.Category H] (RF : D ⥤ H) (F : C ⥤ H) (L : C ⥤ D) "
              "(α : F ⟶ L ⋙ RF), α = α")
    q = realised_canonical(formal)
    # (since round 26 without the parentheses a marked value argument used to take:
    # `type_slots_r26`, read back exactly all the same)
    assert q is not None and "from F to `L ⋙ RF`" in q, q


@needs_index
def test_a_lexicon_wording_never_takes_a_generic_one() -> None:
    # `Polynomial.support` is worded from its name ("the support of p"): no lexicon entry may
    # start "the support of …" (the reader's grammar would then read no generic "support")
    formal = ("∀ {R : Type*} [Semiring R] (p : Polynomial R), p = ∑ i ∈ Polynomial.support p, "
              "Polynomial.C (p.coeff i) * Polynomial.X ^ i")
    q = realised_canonical(formal)
    assert q is not None and "over all i in the support of p" in q, q


def test_a_field_call_with_a_notation_is_its_phrase_inside_math() -> None:
    # `s.card` is written by its field, not as `#s`: inside arithmetic it is its phrase
    # (was marked Lean `s.card`)
    formal = "∀ {α : Type*} [DecidableEq α] (s t : Finset α), (s ∪ t).card ≤ s.card + t.card"
    q = realised_canonical(formal)
    assert q is not None and "(the number of elements of s) + (the number of elements of t)" \
        in q and not raw_lean(q), q


def test_a_phrase_is_no_value_argument_of_a_type_noun() -> None:
    # `Fin (m.count x)`: "every index i below ((the multiplicity …))" did not read back; the
    # argument stays marked there
    formal = ("∀ {α : Type*} [DecidableEq α] (m : Multiset α) (x : α) (i : Fin (m.count x)), "
              "i = i")
    q = realised_canonical(formal)
    assert q is not None and "every index i below `m.count x`" in q, q
