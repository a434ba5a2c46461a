"""English a mathematician reads (issue #24 item 4): type variables named by what their classes
make them ("every type α", never "every set α"), and every new wording read back to exactly the
formula it was written from."""

from __future__ import annotations

import re

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from forminv_lean.informalise import Style, question
from forminv_lean.informalise.reader import formula_key, read

TYPE_VARS = st.lists(st.sampled_from(["α", "β", "γ", "ι", "X"]), min_size=1, max_size=3,
                     unique=True)
CLASSES = st.sampled_from([None, "Group", "Ring", "Preorder", "Field", "LinearOrder"])


@settings(max_examples=40, deadline=None)
@given(TYPE_VARS, st.lists(CLASSES, min_size=3, max_size=3))
def test_a_type_variable_is_a_type_or_its_class_never_a_set(names: list[str],
                                                            classes: list[str | None]) -> None:
    binders = " ".join(f"{{{n} : Type*}}" for n in names)
    insts = " ".join(f"[{c} {n}]" for n, c in zip(names, classes, strict=False) if c)
    formal = (f"∀ {binders} {insts} (f : {names[0]} → {names[-1]}) (x y : {names[0]}), "
              f"x = y → f x = f y")
    q = question(formal)
    for n, c in zip(names, classes, strict=False):
        if c is None:   # (a class noun may end in "set": "every preordered set α")
            assert re.search(rf"\bevery type {n}\b", q), q
            assert not re.search(rf"\bevery sets? {n}\b", q), q
    assert formula_key(read(q).formal) == formula_key(formal), q


@settings(max_examples=30, deadline=None)
@given(st.sampled_from(["Module", "Algebra", "NormedSpace"]), st.sampled_from(["R", "K", "𝕜", "S"]),
       st.sampled_from(["M", "A", "E", "V"]), st.booleans())
def test_a_class_with_a_parameter_is_said_over_it(cls: str, param: str, carrier: str,
                                                  first: bool) -> None:
    """`[Module R M]` is "a module over R" (was the marked `Module R M`), "every module M
    over R" where it is the carrier's first class, read back to the same class on the same
    parameter either way."""
    base = {"Module": "AddCommGroup", "Algebra": "Semiring", "NormedSpace":
            "NormedAddCommGroup"}[cls]
    scalar = {"Module": "Ring", "Algebra": "CommSemiring", "NormedSpace": "NormedField"}[cls]
    insts = [f"[{cls} {param} {carrier}]", f"[{base} {carrier}]"]
    if not first:
        insts.reverse()
    formal = (f"∀ {{{param} {carrier} : Type*}} [{scalar} {param}] {' '.join(insts)} "
              f"(x y : {carrier}), x = y → y = x")
    q = question(formal)
    noun = {"Module": "module", "Algebra": "algebra", "NormedSpace": "normed space"}[cls]
    said = f"every {noun} {carrier} over {param}" if first else f"{noun} over {param}"
    assert said in q and "`" not in q, q
    assert formula_key(read(q).formal) == formula_key(formal), q


@pytest.mark.parametrize(("classes", "said"), [
    ("[CommRing R] [LieRing L] [LieAlgebra R L]", "every Lie ring L that is also a Lie algebra over R"),
    ("[AddCommGroup V] [AddTorsor V L]", "every additive torsor L over V"),
    ("[TopologicalSpace R] [TopologicalSpace L] [ChartedSpace R L]",
     "every topological space L that is also a charted space modelled over R"),
    ("[Field R] [AddCommGroup L] [Module R L] [FiniteDimensional R L]",
     "module over R that is also a finite dimensional vector space over R"),
    ("[CommRing R] [AddCommGroup L] [Module R L] [Module.Finite R L] [Module.Free R L] "
     "[IsNoetherian R L]", "that is also a finitely generated module over R that is also a "
     "free module over R that is also a Noetherian module over R"),
])
def test_more_classes_with_a_parameter_are_said_over_it(classes: str, said: str) -> None:
    """Classes whose docstrings say what they are over a parameter (a Lie algebra over R, a
    torsor over V, a charted space modelled over H, an R-module that is free/finite/Noetherian)
    are said so, and read back to the same class on the same parameter."""
    formal = f"∀ {{R L V : Type*}} {classes} (x : L), x = x"
    q = question(formal)
    assert said in q and "`" not in q, q
    assert formula_key(read(q).formal) == formula_key(formal), q


@pytest.mark.parametrize(("classes", "said"), [
    ("[Group R] [MulAction R L]", "every type with a multiplicative action L over R"),
    ("[Mul L] [SMul R L]", "every type with a multiplication L that is also a type with a scalar "
     "multiplication over R"),
    ("[Monoid R] [AddMonoid L] [DistribMulAction R L]",
     "additive monoid L that is also a type with a distributive multiplicative action over R"),
    ("[Monoid R] [Semiring L] [MulSemiringAction R L]",
     "semiring L that is also a type with a multiplicative semiring action over R"),
    ("[Monoid R] [Monoid L] [MulDistribMulAction R L]",
     "monoid L that is also a type with a multiplicatively distributive action over R"),
    ("[Ring R] [AddCommGroup L] [Module R L] [NoZeroSMulDivisors R L]",
     "module over R that is also a type with no zero divisors for scalar multiplication over R"),
    ("[TopologicalSpace L] [SMul R L] [ContinuousConstSMul R L]",
     "space with scalar multiplication by constants continuous over R"),
    ("[CommRing R] [StarRing R] [AddCommGroup L] [StarAddMonoid L] [Module R L] "
     "[StarModule R L]", "that is also a star module over R"),
    ("[Semiring R] [PartialOrder R] [AddCommMonoid L] [PartialOrder L] [Module R L] "
     "[OrderedSMul R L]", "type with a scalar multiplication compatible with the order over R"),
])
def test_actions_by_a_parameter_are_said_over_it(classes: str, said: str) -> None:
    """Scalar multiplications and actions of R on L (`SMul`, `MulAction`, ... `OrderedSMul`,
    each worded from its v4.19.0 docstring) are said "over R" on L (were marked Lean) and
    read back to the same class on the same two types."""
    formal = f"∀ {{R L : Type*}} {classes} (x : L), x = x"
    q = question(formal)
    assert said in q and "`" not in q, q
    assert formula_key(read(q).formal) == formula_key(formal), q


def test_a_section_is_said_as_a_function_of_a_fresh_name() -> None:
    """`(a * ·)` is Lean's `fun x ↦ a * x` (the `·` macro): said so with a name the statement
    does not use (was the marked `(a * ·)`), and read back to the same formula, since a
    `fun`'s bound name is not part of the statement; `x` taken, the next name is used."""
    for formal, said in [
            ("∀ (a b : ℝ), Filter.map (a * ·) (𝓝 b) = 𝓝 (a * b)", "under the function x ↦ a * x"),
            ("∀ (x : ℕ) (f : ℕ → ℕ), f = (x + ·)", "equals the function y ↦ x + y")]:
        q = question(formal)
        assert said in q and "`" not in q, q
        assert formula_key(read(q).formal) == formula_key(formal), q
    assert formula_key("∀ (f : ℕ → ℕ), f = fun y ↦ y + 1") != formula_key(
        "∀ (f : ℕ → ℕ), f = fun y ↦ y + 2")


def test_a_parameter_that_is_not_one_name_stays_marked() -> None:
    q = question("∀ {n : ℕ} {M : Type*} [AddCommGroup M] [Module (ZMod n) M] (x : M), x = x")
    assert "`Module (ZMod n) M`" in q, q
    assert formula_key(read(q).formal) == formula_key(
        "∀ {n : ℕ} {M : Type*} [AddCommGroup M] [Module (ZMod n) M] (x : M), x = x")


def test_a_number_type_parameter_is_said_over_it() -> None:
    """`Module ℝ M` is "a module over ℝ": the reader takes ℝ as one word, as it takes R."""
    f = "∀ {M : Type*} [AddCommGroup M] [Module ℝ M] (x : M), x = x"
    q = question(f)
    assert "module over ℝ" in q and "`" not in q, q
    assert formula_key(read(q).formal) == formula_key(f)


@settings(max_examples=25, deadline=None)
@given(st.sampled_from(["ℤ", "ℕ"]), st.permutations(["a", "b", "n"]), st.booleans())
def test_congruence_is_said_mod_n_and_read_back(ty: str, names: list[str], symbols: bool) -> None:
    """`a ≡ b [ZMOD n]` (and `[MOD n]`) is "a ≡ b (mod n)" in symbols, "a is congruent to b
    modulo n" in words, and reads back to the same congruence of the same type."""
    from forminv_lean.informalise import Style

    a, b, n = names
    mod = "ZMOD" if ty == "ℤ" else "MOD"
    formal = f"∀ {a} {b} {n} : {ty}, {a} ≡ {b} [{mod} {n}] → {b} ≡ {a} [{mod} {n}]"
    q = question(formal, Style(notation="symbols") if symbols else Style())
    want = f"{a} ≡ {b} (mod {n})" if symbols else f"{a} is congruent to {b} modulo {n}"
    assert want in q and "`" not in q, q
    assert formula_key(read(q).formal) == formula_key(formal), q


def test_a_congruence_on_a_cast_modulus_stays_marked_rather_than_misread() -> None:
    # with `n : ℕ` the words would read back as `Nat.ModEq`: the marked Lean is kept
    formal = "∀ (a b : ℤ) (n : ℕ), a ≡ b [ZMOD n] → b ≡ a [ZMOD n]"
    q = question(formal)
    assert "`Int.ModEq n a b`" in q, q
    assert formula_key(read(q).formal) == formula_key(formal)


# Lean written as mathematicians write it, in both styles, and read back: norms, scalar
# multiplication at Lean's precedence (`infixr:73`), indexed suprema, a `fun` in the symbols
# style, bundled maps as nouns ("every ring homomorphism f from …").
READ_BACK_WITHOUT_RAW = [
    ("∀ (a b x : ℝ), ‖a • x‖ ≤ ‖a‖ * ‖x‖ + b", ["‖a • x‖", "‖a‖ * ‖x‖"]),
    ("∀ (a b x : ℝ), -a • x = a • -x ∧ 2 * a • x ^ 2 = b • (a + x)", ["-a • x", "b • (a + x)"]),
    ("∀ {α : Type*} [CompleteLattice α] (f : ℕ → α) (s : Set ℕ), (⨆ i ∈ s, f i) ≤ ⨆ i, f i",
     ["the supremum of f(i) over all i in s"]),
    ("∀ {α : Type*} [CompleteLattice α] (f : ℕ → α), (⨅ i, f i) ≤ f 0",
     ["the infimum of f(i) over all i"]),
    ("∀ {R S : Type*} [Semiring R] [Semiring S] (f : R →+* S) (x y : R), f (x + y) = f x + f y",
     ["ring homomorphism f from elements of R to elements of S"]),
    ("∀ {C : Type*} [CategoryTheory.Category C] {D : Type*} [CategoryTheory.Category D] "
     "(F G : C ⥤ D), F = G", ["functors F and G from elements of C to elements of D"]),
    ("∀ {α β : Type*} (e : α ≃ β) (x : α), e x = e x", ["bijection e from elements of α"]),
    ("∀ {X : Type*} (U : Set (X × X)) (p : X × ℕ), p = p ∨ U = U",
     ["set U of pairs of elements of X and elements of X", "pair p of elements of X and natural"]),
]


def test_a_pair_of_pairs_stays_marked() -> None:
    """"pairs of pairs of A and B and C" could be read two ways: `(α × β) × γ` stays Lean."""
    q = question("∀ {α β γ : Type*} (p : (α × β) × γ), p = p")
    assert "`(α × β) × γ`" in q, q


def test_notations_are_written_as_math_and_read_back() -> None:
    from forminv_lean.certify.quality import raw_lean
    from forminv_lean.informalise import Style

    for formal, shown in READ_BACK_WITHOUT_RAW:
        for style in (Style(), Style(notation="symbols")):
            q = question(formal, style)
            if style.notation == "words":
                assert all(s in q for s in shown), q
                assert not raw_lean(q), q
            assert formula_key(read(q).formal) == formula_key(formal), q


def test_a_function_is_worded_in_the_symbols_style_too() -> None:
    from forminv_lean.informalise import Style

    formal = "∀ {M : Type*} [Monoid M] (n : M), Function.Injective fun m : ℕ => n ^ m"
    q = question(formal, Style(notation="symbols"))
    assert "the function m ↦ n^m on the natural numbers is injective" in q, q
    assert formula_key(read(q).formal) == formula_key(formal)


def test_a_functor_to_a_universe_stays_marked() -> None:
    """`C ⥤ Type v` is not "functors … to types": the universe would be lost."""
    formal = ("∀ {C : Type*} [CategoryTheory.Category C] (F : C ⥤ Type v) (X : C), "
              "F.obj X = F.obj X")
    q = question(formal)
    assert "to types" not in q and "`CategoryTheory.Functor C" in q, q
    assert formula_key(read(q).formal) == formula_key(formal)


@pytest.mark.parametrize(("formal", "said", "kept"), [
    # a proof no later part uses is a hypothesis: "if x ≠ 0", never "every element hx of …"
    ("∀ (x : ℕ) (hx : x ≠ 0) (y : ℕ), x * y ≠ 0 → y ≠ 0", "if x is not equal to 0", None),
    ("∀ (x : ℤ), ∃ (y : ℤ) (_hy : y ≠ x), x ∣ y", "y is not equal to x and", None),
    ("∀ (n : ℕ) (h : ¬ n = 0), 0 < n", "if n is not equal to 0", None),
    # a proof the statement uses stays a named item (its name is part of the statement),
    # the proof of the relation in words (round 12; it was "every element hp of `0 < p`")
    ("∀ {α : Type*} [AddCommGroup α] [LinearOrder α] [IsOrderedAddMonoid α] [Archimedean α] "
     "(p : α) (hp : 0 < p) (a b : α), toIocMod hp a (p + b) = toIocMod hp a b", None,
     "proof hp that 0 is less than p"),
])
def test_an_unused_proof_binder_is_said_as_a_hypothesis(formal: str, said: str | None,
                                                        kept: str | None) -> None:
    q = question(formal)
    if said is not None:
        assert said in q and " of `" not in q, q
    if kept is not None:
        assert kept in q, q
    assert formula_key(read(q).formal) == formula_key(formal), q


@pytest.mark.parametrize(("formal", "said"), [
    ("∀ {R : Type*} [CommRing R] (p : Polynomial R), "
     "Polynomial.leadingCoeff p * 2 = 2 * p.leadingCoeff",
     "(the leading coefficient of p) * 2 equals 2 * (the leading coefficient of p)"),
    ("∀ {α β : Type*} (f : α → β) (s t : Set β), f ⁻¹' s ∪ f ⁻¹' t ⊆ f ⁻¹' (s ∪ t) ∪ ∅",
     "the union of the preimage of s under f and the preimage of t under f"),
])
def test_a_lexicon_phrase_inside_arithmetic_is_a_bracketed_atom(formal: str, said: str) -> None:
    """A lexicon function inside inline math is its phrase in brackets (was marked Lean),
    and the reader's math takes the bracketed phrase as an atom. In the symbols style a
    function Mathlib writes with an operator (`f ⁻¹' s`) keeps its notation: that switch is
    the notation family's item (`test_notation_counts_mathlib_operators_of_several_characters`)."""
    assert said in question(formal), question(formal)
    notated = "⁻¹'" in formal
    canonical, symbols = question(formal), question(formal, Style(notation="symbols"))
    assert "`" not in canonical, canonical
    assert notated or "`" not in symbols, symbols
    for q in (canonical, symbols):
        assert formula_key(read(q).formal) == formula_key(formal), q
    if notated:
        assert "`f ⁻¹' s`" in question(formal, Style(notation="symbols"))


def test_a_class_on_a_term_in_words_with_two_names() -> None:
    """`[CharP R p]` on a natural number p is "such that R has characteristic p" (the
    lexicon's CharP, from its v4.19.0 declaration), read back to the same instance binder."""
    formal = "∀ {R : Type*} [CommRing R] (p : ℕ) [CharP R p] (x : R), x = x"
    q = question(formal)
    assert "such that R has characteristic p" in q and "`" not in q, q
    assert formula_key(read(q).formal) == formula_key(formal), q


@pytest.mark.parametrize(("formal", "said"), [
    # a numeral is a term the reader reads in the lexicon's CharP wording (round 12)
    ("∀ {K : Type*} [Field K] [CharP K 2] (x : K), x = x", "such that K has characteristic 2"),
    ("∀ {R : Type*} [CommRing R] (p : ℕ) [Fact (Nat.Prime p)] [CharP R p] (x : R), x = x",
     # (both in words since round 19)
     "such that both it is a fact that p is prime and R has characteristic p"),
])
def test_a_class_with_no_type_variable_last_is_said_not_dropped(formal: str, said: str) -> None:
    """A class binder whose last argument is no name (`[CharP K 2]`) or whose only names are
    terms (`[Fact (Nat.Prime p)]`) is said on the last name it uses (it was dropped: the
    sentence lost a hypothesis), and read back."""
    q = question(formal)
    assert said in q, q
    assert formula_key(read(q).formal) == formula_key(formal), q


@pytest.mark.parametrize("formal", [
    "∀ {ι : Type*} [Fintype ι] (m : ι → ℝ), 2 * ∏ i, m i = 2 * ∏ i, m i",
    "∀ (s : Finset ℕ) (f : ℕ → ℕ), 1 + ∑ i ∈ s, f i = 1 + ∑ i ∈ s, f i",
])
def test_a_big_operator_inside_arithmetic_is_a_bracketed_phrase(formal: str) -> None:
    """`2 * ∏ i, m i` is "2 * (the product of m(i) over all i)" (was marked Lean), in every
    style, read back to the same formula."""
    for q in (question(formal), question(formal, Style(notation="symbols"))):
        assert "(the " in q and "`" not in q, q
        assert formula_key(read(q).formal) == formula_key(formal), q


@pytest.mark.parametrize(("formal", "said"), [
    ("∀ (p : ℕ) [Fact (Nat.Prime p)] (a : ZMod p), a = a",
     "every natural number p such that it is a fact that p is prime"),
    ("∀ (p : ℕ) [hp : Fact p.Prime] (a : ZMod p), a = a",
     "every natural number p such that it is a fact that p is prime"),
    ("∀ (p : ℕ) [Fact (1 ≤ p)] (a : ℕ), a = a",
     "such that it is a fact that 1 is less than or equal to p"),
])
def test_a_fact_is_said_as_a_hypothesis_on_its_term(formal: str, said: str) -> None:
    """`[Fact P]` (a proposition as a class, Mathlib/Logic/Basic.lean) is "such that it is a
    fact that P" on the term it names (was marked Lean), and read back to the same class.
    `[Fact p.Prime]` was dropped from the sentence: `p.Prime` was taken for a type it is on."""
    q = question(formal)
    assert said in q and "`" not in q, q
    assert formula_key(read(q).formal) == formula_key(formal), q


def test_a_section_whose_body_has_no_words_stays_marked() -> None:
    """A `·` section is said as a function of a fresh name only when its body has words:
    "the function x ↦ `bihimp x a`" would not read back; it stays the marked section."""
    q = question("∀ {α : Type*} [BooleanAlgebra α] (a : α), Function.Involutive (bihimp · a)")
    assert "`(bihimp · a)`" in q, q


@pytest.mark.parametrize(("formal", "said"), [
    ("∀ (f : ℕ → ℝ), ∑' n, f n = 0", "the unconditional sum of f(n) over all n equals 0"),
    ("∀ (f : ℕ → ℝ), 2 * ∏' n, f n = 1", "2 * (the unconditional product of f(n) over all n)"),
    ("∀ (f : ℕ → ℝ) (s : Set ℕ), ∑ᶠ n ∈ s, f n = 0",
     "the finitely supported sum of f(n) over all n in s"),
    ("∀ {α M : Type*} [CommMonoid M] (f : α → M) (t : Set (Set α)), "
     "∏ᶠ s ∈ t, ∏ᶠ a ∈ s, f a = 1", "the finitely supported product of (the finitely supported "
     "product of f(a) over all a in s) over all s in t"),
])
def test_unconditional_and_finitely_supported_big_operators_are_worded(formal: str,
                                                                       said: str) -> None:
    """`∑'`/`∏'` (tsum/tprod: the sum or product if it exists and is unconditionally
    convergent) and `∑ᶠ`/`∏ᶠ` (finsum/finprod: over the support, if finite) in words (were
    marked Lean), a big operator inside another bracketed, each read back."""
    q = question(formal)
    assert said in q and "`" not in q, q
    assert formula_key(read(q).formal) == formula_key(formal), q


def test_a_union_of_a_set_of_sets_is_worded_and_reads_back() -> None:
    """`⋃₀ t` (overloaded in Mathlib, each overload the union of the members) is "the union
    of the sets in t", read back as `⋃₀ t` (the elaborator picks the overload); it was
    marked Lean (round 17)."""
    formal = "∀ (t : Set (Set ℕ)), ⋃₀ t = ∅"
    q = question(formal)
    assert "the union of the sets in t equals" in q, q
    assert formula_key(read(q).formal) == formula_key(formal), q


@pytest.mark.parametrize(("cls", "noun"), [
    ("Norm", "type with a norm"), ("IsOrderedMonoid", "ordered monoid"),
    ("Finite", "type with finitely many elements"), ("Countable", "countable type"),
    ("CharZero", "type of characteristic zero"),
])
def test_a_class_word_says_what_the_class_gives(cls: str, noun: str) -> None:
    """`[Norm E]` was said "every norm E" and `[IsOrderedMonoid α]` "an is ordered monoid"
    (the class name split at its capitals); each now has its docstring's noun, and reads back
    to the same class (`Finite` apart from `Fintype`, "finite type")."""
    from forminv_lean.informalise import realise

    base = "CommGroup α] [PartialOrder α] [" if cls == "IsOrderedMonoid" else \
        "AddMonoidWithOne α] [" if cls == "CharZero" else ""
    formal = f"∀ {{α : Type*}} [{base}{cls} α] (a : α), a = a"
    q = realise(formal)
    assert noun in q, q
    assert f"[{cls} α]" in read(q).formal
