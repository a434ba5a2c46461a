"""Round 17: Lean constructs inside terms worded in English and read back to exactly the
formula (`#s` in arithmetic, `f^[n] x`, `⋃₀`/`⋂₀`, `if … then … else …`, `Set.univ`, `(↑)` as a
function, a `fun` inside math, typed filter quantifiers, pairs) and the lexicon entries of
`extract/lexicon.d/constructs.toml` (one-line statements written here, shaped like the
corpus's; nothing of the corpus copied)."""

from __future__ import annotations

import pytest

from forminv_lean.certify.quality import raw_lean
from forminv_lean.families.common import realised_canonical
from forminv_lean.informalise import question
from forminv_lean.informalise.lexicon import resolve

CASES = [
    # `#s` inside arithmetic: its words in brackets, read back as `Finset.card`
    ("∀ {α : Type*} (s t : Finset α), #t = #s / #(s ∪ t) + 1",
     "equals (the number of elements of s) / (the number of elements of the union of s and t)"),
    # a lexicon function given more arguments than its own: the phrase applied
    ("∀ {α : Type*} (f : α → α) (x : α) (n : ℕ), f^[n % Function.minimalPeriod f x] x = "
     "f^[n] x", "equals (f iterated n times)(x)"),
    # a function written with an operator, applied
    ("∀ (f g : ℕ → ℕ) (x : ℕ), (f ∘ g) x = f (g x)",
     "(the composition of f after g)(x) equals f(g(x))"),
    # a notation operator inside arithmetic: its words in brackets
    ("∀ {α : Type*} [MeasurableSpace α] (μ : MeasureTheory.Measure α) (f : α → ℕ) (y : ℕ), "
     "μ (f ⁻¹' {y}) + μ (f ⁻¹' {y}) = 0", "μ((the preimage of {y} under f)) + μ("),
    # `⋃₀` / `⋂₀`
    ("∀ {α : Type*} (T : Set (Set α)) (s : Set α), s ⊆ ⋃₀ T",
     "s is a subset of the union of the sets in T"),
    ("∀ {X : Type*} [TopologicalSpace X] (T : Set (Set X)) (s : Set X), Dense (⋂₀ T ∩ s)",
     "(the intersection of the sets in T) ∩ s is dense"),
    # `if … then … else …` inside a term
    ("∀ (g : ℕ → ℤ) (x y : ℕ), g x = if x = y then 1 else -1",
     "g(x) equals (1 if x equals y, and -1 otherwise)"),
    ("∀ (a b c : ℕ), (a + b) % c = a % c + b % c - if c ≤ a % c + b % c then c else 0",
     "- (c if c is less than or equal to a mod c + b mod c, and 0 otherwise)"),
    ("∀ (a b : ℕ), (if a = 0 ∧ b = 1 then 2 else 3) = 3",
     "(2 if (a equals 0 and b equals 1), and 3 otherwise) equals 3"),
    # `Set.univ` whose type is not said, in a template slot and in arithmetic
    ("∀ {α : Type*} (S : Set (Set α)), IsPiSystem S → IsPiSystem (Insert.insert Set.univ S)",
     "the result of adding (the universal set) to S"),
    ("∀ {α : Type*} [MeasurableSpace α] (μ : MeasureTheory.Measure α), μ Set.univ = 1",
     "μ((the universal set)) equals 1"),
    # the coercion as a function
    ("∀ (n : ℕ), Function.Injective ((↑) : ℕ → ℤ)",
     "(the coercion from natural numbers to integers) is injective"),
    ("∀ {X : Type*} [TopologicalSpace X] (x : X) (s : Set X), x ∈ closure s ↔ "
     "Filter.NeBot (Filter.comap ((↑) : s → X) (𝓝 x))",
     "under (the coercion from elements of s to elements of X)"),
    # a filter quantifier with its binder's type written
    ("∀ (f : ℕ → ℝ), ∀ᶠ n : ℕ in Filter.atTop, 0 ≤ 1 - f n",
     "for eventually all natural numbers n along"),
    ("∀ {α : Type*} [TopologicalSpace α] (l : Filter (Set α)), ∃ᶠ s : Set α in l, IsOpen s",
     "for frequently many subsets s of α along l, s is open"),
    # pairs
    ("∀ (a b : ℕ) (s : Set (ℕ × ℕ)), (a, b) ∈ s → (b, a + 1) ∈ s",
     "if (a, b) belongs to s, then (b, a + 1) belongs to s"),
    # `×ˢ` on sets and finite sets (a product of filters stays marked: `test_filter_product`)
    ("∀ {α β : Type*} (s : Set α) (t : Set β), s ×ˢ t ⊆ s ×ˢ t",
     "the Cartesian product of s and t is a subset of the Cartesian product of s and t"),
    ("∀ {α β : Type*} (s : Finset α) (t : Finset β), #(s ×ˢ t) = #s * #t",
     "the number of elements of the Cartesian product of s and t equals"),
    # lexicon.d/constructs.toml
    ("∀ {α : Type*} [Zero α] (f : α → α) (s : Set α), Function.support f ⊆ s",
     "the set of points where f is nonzero is a subset of s"),
    ("∀ {α : Type*} (l : List α), l.length + 1 = 2", "(the length of l) + 1 equals 2"),
    ("∀ (x : ℂ), Complex.arg x ≤ Real.pi", "the argument of x is less than or equal to π"),
    ("∀ {n : Type*} [Fintype n] [DecidableEq n] (M : Matrix n n ℝ), Matrix.det M * 2 = 0",
     "(the determinant of M) * 2 equals 0"),
    ("∀ {α : Type*} [MeasurableSpace α] (μ : MeasureTheory.Measure α) (f : α → ℝ), "
     "∀ᶠ x in MeasureTheory.ae μ, f x = 0",
     "for eventually all x along the almost everywhere filter of μ, f(x) equals 0"),
]


@pytest.mark.parametrize(("formal", "words"), CASES, ids=[w[:60] for _, w in CASES])
def test_construct_is_worded_and_read_back(formal: str, words: str) -> None:
    q = realised_canonical(formal)   # None unless the reader reads it back as the formula
    assert q is not None, question(formal)
    assert words in q and not raw_lean(q), q


def test_constructs_lexicon_entries_are_cited() -> None:
    for name in ("Function.support", "List.length", "Complex.arg", "Matrix.det",
                 "MeasureTheory.ae"):
        e = resolve(name)
        assert e is not None and e.source, name


def test_a_fun_among_arguments_is_its_words() -> None:
    """A `fun` inside an application's arguments is its words in brackets, as outside math
    (the binder type `(ℕ → ℕ) → ℕ` stays marked: no noun for it)."""
    formal = "∀ (F : (ℕ → ℕ) → ℕ) (f : ℕ → ℕ → ℕ) (y : ℕ), F (fun j ↦ f j y) + 1 = y"
    q = realised_canonical(formal)
    assert q is not None and "F((the function j ↦ f(j, y))) + 1 equals y" in q, q
    assert raw_lean(q) == ["(ℕ → ℕ) → ℕ"], q


def test_filter_product_is_no_cartesian_product() -> None:
    q = question("∀ {α β : Type*} (f : Filter α) (g : Filter β), f ×ˢ g ≤ f ×ˢ g")
    assert "Cartesian" not in q and "`f ×ˢ g`" in q, q


UNWORDED = [
    # a dependent `if h : c then …` (its branches may use `h`) has no wording
    "∀ (n : ℕ) (f : ∀ m, m < n → ℕ), (if h : 0 < n then f 0 h else 0) = 0",
]


@pytest.mark.parametrize("formal", UNWORDED)
def test_dependent_if_stays_marked(formal: str) -> None:
    q = question(formal)
    assert "`if h" in q, q
