"""Type nouns outside quantifier items (issue #24, round 25, `type_nouns_r25.py`): a type
constructor outside the lexicon on variables is said by its name's words wherever a type is
said, in a cast ("(0 as an outer measure on α)"), a function's domain or codomain ("functions
from elements of ι to outer measures on α"), a set's elements, a dependent function's value,
and the reader reads the words back to exactly the type (the whole sentence is read back).

They need Mathlib's name index (as `test_generic.py`); without it these tests skip."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from forminv_lean.certify.quality import raw_lean
from forminv_lean.families.common import realised_canonical
from forminv_lean.formal.meaning.ast import App, Name
from forminv_lean.informalise import generic
from forminv_lean.informalise.type_nouns_r25 import phrase_noun, plural, singulars
from tests.mathlib_corpus import rendered

pytestmark = pytest.mark.skipif(
    not generic.available(),
    reason="Mathlib's name index (../shared/external/mathlib/declarations.jsonl.gz) is absent")

#: Type constructors outside the lexicon whose arguments are all types, with their words
#: (Mathlib v4.19.0: MeasureTheory/OuterMeasure/Defs.lean:47 `structure OuterMeasure (α : Type*)`;
#: RingTheory/HahnSeries/Basic.lean:44 `structure HahnSeries (Γ : Type*) (R : Type*)`;
#: Algebra/MonoidAlgebra/Defs.lean:816 `def AddMonoidAlgebra := G →₀ k`, on `k G`;
#: Topology/Compactification/OnePoint.lean:50 `def OnePoint (X : Type*)`; `AddChar` left this
#: table in round 29, when the lexicon gave it words: `r29_eng.toml`).
HEADS = {
    "MeasureTheory.OuterMeasure": (1, "outer measure", "outer measures"),
    "HahnSeries": (2, "hahn series", "hahn series"),
    "AddMonoidAlgebra": (2, "additive monoid algebra", "additive monoid algebras"),
    "OnePoint": (1, "one point", "one points"),
}

#: position -> (a formula with `{T}` for the type, and which of its nouns it says)
POSITIONS = {
    "codomain": ("∀ (f : ℕ → {T}), f = f", "pl"),
    "domain": ("∀ (f : {T} → ℕ), f = f", "pl"),
    "set": ("∀ (s : Set {T}), s = s", "pl"),
    "cast": ("∀ (f : ℕ → {T}), (f 0 : {T}) = f 0", "sg"),
    # a dependent function's value, a function to the type
    "dependent": ("∀ (M : ℕ → Type*) (f : ∀ i : ℕ, M i → {T}), f = f", "pl"),
}

_VARS = st.sampled_from(["α", "β", "R", "M", "Γ", "X", "G₁", "𝕜"])


@settings(max_examples=60, deadline=None)
@given(head=st.sampled_from(sorted(HEADS)), position=st.sampled_from(sorted(POSITIONS)),
       names=st.lists(_VARS, min_size=2, max_size=2, unique=True))
def test_type_nouns_read_back_in_every_position(head: str, position: str,
                                                names: list[str]) -> None:
    arity, sg, pl = HEADS[head]
    args = names[:arity]
    t = f"{head} {' '.join(args)}"
    body, number = POSITIONS[position]
    formal = f"∀ {{{' '.join(args)} : Type*}}, {body.replace('{T}', f'({t})')}"
    q = realised_canonical(formal)
    assert q is not None, formal   # read back to exactly the rendering
    on = args[0] if arity == 1 else f"({', '.join(args)})"
    said = pl if number == "pl" else sg
    assert f"{said} on {on}" in q, q
    assert not any(head.rpartition(".")[2] in span for span in raw_lean(q)), q


@pytest.mark.parametrize("head", sorted(HEADS))
def test_phrase_noun_words(head: str) -> None:
    arity, sg, pl = HEADS[head]
    args = ("α", "β")[:arity]
    n = phrase_noun(App(Name(head), tuple(Name(a) for a in args)))
    assert n is not None and (n.sg, n.pl) == (sg, pl)


@given(st.lists(st.from_regex(r"[a-z]{2,9}", fullmatch=True), min_size=1, max_size=3))
def test_plural_is_undone(words: list[str]) -> None:
    w = tuple(words)
    assert w in singulars(plural(w))


@pytest.mark.parametrize("t", [
    # a class (`Nonempty α`, the type of a proof) has no noun (Init/Prelude.lean:
    # `class inductive Nonempty (α : Sort u) : Prop`)
    App(Name("Nonempty"), (Name("α"),)),
    # a type on a value, not a variable, stays Lean
    App(Name("HahnSeries"), (Name("ℕ"), App(Name("Fin"), (Name("n"),)))),
    # words naming no Mathlib type
    App(Name("NoSuchTypeConstructor"), (Name("α"),)),
])
def test_no_noun_where_the_words_would_not_read_back(t: App) -> None:
    assert phrase_noun(t) is None


def test_a_wrong_word_is_refused_by_the_reader() -> None:
    from forminv_lean.informalise.reader import ReadError, read

    with pytest.raises(ReadError, match="no Mathlib type is named"):
        read("For every type α and every function x from elements of α to frobnicated widgets "
             "on α, x equals x — TRUE or FALSE?")


#: name -> words the question says (Mathlib v4.19.0 theorems; seed-7 bench sample)
_CORPUS = {
    "MeasureTheory.OuterMeasure.restrict_iInf_restrict":
        "every function m from elements of ι to outer measures on α",
    "HahnSeries.C_injective": "as a function from elements of R to hahn series on (Γ, R))",
    "AddChar.toAddMonoidHomEquiv_zero":   # the lexicon's type entry (round 29)
        "(0 as an additive character from elements of A to elements of M)",
    "CategoryTheory.Sieve.pullback_top": "(⊤ as a sieve on X)",
    "SkewMonoidAlgebra.coeff_injective": "from skew monoid algebras on (k, G) to functions",
}


@pytest.mark.parametrize("name", sorted(_CORPUS))
def test_on_the_corpus(name: str) -> None:
    formal = rendered(_CORPUS, name)
    q = realised_canonical(formal)
    assert q is not None, formal
    assert _CORPUS[name] in q, q
