"""Generic wordings of Mathlib constants outside the lexicon (issue #24 item 4): worded from the
name ("s is compact", "the lower bounds of s", "every matroid M on α"), and every one the
realiser writes is read back by the reader to exactly the same formula.

They need Mathlib's name index (`../shared/external/mathlib/declarations.jsonl.gz`, as the
renderer does); without it there is no generic wording and these tests skip."""

from __future__ import annotations

import gzip
import json
import random

import pytest

from forminv_lean.certify.quality import raw_lean
from forminv_lean.families.common import realised_canonical
from forminv_lean.formal import elaborate
from forminv_lean.informalise import generic, question
from forminv_lean.informalise.reader import read, same_formula, spellings

pytestmark = pytest.mark.skipif(
    not generic.available(),
    reason="Mathlib's name index (../shared/external/mathlib/declarations.jsonl.gz) is absent")


@pytest.mark.parametrize(("last", "words"), [
    ("RankFinite", ["rank", "finite"]), ("lowerBounds", ["lower", "bounds"]),
    ("AddCommGroup", ["additive", "commutative", "group"]), ("sSup", None),
    ("T1Space", None), ("UniformContinuous₂", None), ("NNReal", None)])
def test_names_split_into_words_that_join_back(last: str, words: list[str] | None) -> None:
    assert generic.split_name(last) == words


def test_words_resolve_as_lean_resolves_an_identifier() -> None:
    assert generic.predicate_name(["compact"]) == "IsCompact"      # `Is` + the adjective
    assert generic.predicate_name(["summable"]) == "Summable"      # to_additive's image
    assert generic.predicate_name(["rank", "finite"]) == "Matroid.RankFinite"  # the only one
    # several namespaces define `Monic`: field notation, which Lean resolves by the type
    assert generic.predicate_name(["monic"]) == ".Monic"
    assert generic.function_name(["lower", "bounds"]) == "lowerBounds"
    assert generic.type_name(["matroid"]) == "Matroid"


@pytest.mark.parametrize(("formal", "words"), [
    ("∀ (X : Type*) [TopologicalSpace X] (s : Set X), IsCompact s → IsCompact s",
     "s is compact"),
    ("∀ f : ℕ → ℝ, Summable f → Summable f", "f is summable"),
    ("∀ (R : Type*) [Semiring R] (p : Polynomial R), Polynomial.Monic p → p ≠ 0",
     "p is monic"),
    # (`lowerBounds` has a lexicon entry since round 13: "the set of lower bounds of s")
    ("∀ (α : Type*) [Preorder α] (s : Set α), s ⊆ upperClosure s",
     "the upper closure of s"),
    # (a polynomial is now the lexicon's "polynomial p with elements of R as coefficients",
    # and a matroid, since round 18, its "matroid M on elements of α"; the predicates on it
    # are still worded from their names)
    ("∀ (α : Type*) (M : Matroid α), Matroid.RankInfinite M → ¬Matroid.RankFinite M",
     "M is rank infinite"),
    ("∀ (α : Type*), ∃ M : Matroid α, Matroid.RankFinite M", "M is rank finite"),
])
def test_generic_wordings_read_back_to_the_rendering(formal: str, words: str) -> None:
    q = realised_canonical(formal)
    assert q is not None and words in q and not raw_lean(q), q


def test_a_constant_named_otherwise_in_several_namespaces_is_not_worded() -> None:
    # `Polynomial.Monic` on something that is not a polynomial: field notation on it would
    # look in another namespace, so the constant stays marked Lean
    assert generic.wording("Polynomial.Monic", "predicate", 1, None) is None
    assert generic.wording("Polynomial.Monic", "predicate", 1, "Polynomial") == "{0} is monic"


def _sample_names(k: int, seed: int) -> list[str]:
    from forminv_lean.formalise.name_index import default_index_dir

    folder = default_index_dir()
    assert folder is not None
    with gzip.open(folder / "declarations.jsonl.gz", "rt", encoding="utf-8") as f:
        names = sorted(r["name"] for r in map(json.loads, f)
                       if r["kind"] in ("def", "structure", "class", "abbrev")
                       and not r.get("private"))
    return random.Random(seed).sample(names, k)


@pytest.mark.slow
def test_every_generic_wording_of_a_sample_of_mathlib_reads_back() -> None:
    """Property: a seeded sample of Mathlib's definitions, each applied as a predicate, as a
    function and as a type; whenever the realiser words one generically (no marked Lean),
    the reader reads the sentence back to exactly the rendering."""
    worded = 0
    for name in _sample_names(400, seed=11):
        for formal in (f"∀ (α : Type*) (x : α), {name} x",
                       f"∀ (α : Type*) (x : α) (y : α), y = {name} x",
                       f"∀ (α : Type*) (x : {name} α), x = x"):
            try:
                elaborate(formal)   # only a statement the formal language reads is realised
                q = question(formal)
            except (ValueError, RecursionError):
                continue
            if raw_lean(q):
                continue
            worded += 1
            reading = read(q, names=spellings(formal))
            assert same_formula(reading.formal, formal), (formal, q, reading.formal)
    assert worded >= 20, worded


def test_a_deprecated_alias_does_not_make_a_name_ambiguous() -> None:
    """`Topology.Inducing` is a deprecated alias of `Topology.IsInducing` (v4.19.0): "f is
    inducing" names the current declaration, the only one a statement should be read as."""
    assert generic.predicate_name(["inducing"]) == "Topology.IsInducing"
    formal = ("∀ {X Y : Type*} [TopologicalSpace X] [TopologicalSpace Y] (f : X → Y), "
              "Topology.IsInducing f → Topology.IsInducing f")
    q = question(formal)
    assert "f is inducing" in q and not raw_lean(q), q
    assert same_formula(read(q, names=spellings(formal)).formal, formal)


@pytest.mark.parametrize(("formal", "shown"), [
    # a type variable given to a function is that type, never `Set.univ` (which the realiser
    # writes as α only as an operand of a set operation or relation)
    ("∀ {α : Type*} {β : Type*}, Function.Injective (@PEquiv.symm α β)", "@PEquiv.symm α β"),
    ("∀ {σ : Type*} {R : Type*} [CommSemiring R], "
     "RingHom.id (MvPolynomial σ R) = RingHom.id (MvPolynomial σ R)", "MvPolynomial σ R"),
    ("∀ {ι : Type*} (v : ι → ℕ), Function.Injective v → Cardinal.mk ι = Cardinal.mk ι",
     "the cardinal number of ι"),
])
def test_a_type_variable_passed_to_a_function_reads_back_as_the_type(formal: str,
                                                                      shown: str) -> None:
    q = realised_canonical(formal)
    assert q is not None and shown in q, q


def test_several_classes_on_a_generic_item_read_back() -> None:
    # two classes in words since round 19 ("such that both P is a prime ideal and Q is a
    # prime ideal"; before, "such that `Ideal.IsPrime P` together with `Ideal.IsPrime Q`")
    formal = ("∀ {B : Type*} [CommRing B] (P Q : Ideal B) [(Ideal.IsPrime P)] "
              "[(Ideal.IsPrime Q)], P = Q → Q = P")
    q = realised_canonical(formal)
    assert q is not None and "both P is a prime ideal and Q is a prime ideal" in q, q


@pytest.mark.parametrize("formal", [
    "∀ {R : Type*} [CommRing R] [NeZero (2 : R)] [IsDomain R] (x : R), x = x",
    "∀ {ι R : Type*} [CommRing R] (i j : ι) [NeZero (2 : R)] [IsDomain R], i = j",
])
def test_a_class_on_a_term_of_a_type_is_worded_never_dropped(formal: str) -> None:
    # `[NeZero (2 : R)]` names R only inside an ascription: it was said nowhere (in words
    # since round 21: "2 is nonzero in R", the reader's `inst_nezero`)
    q = realised_canonical(formal)
    assert q is not None and "such that 2 is nonzero in R" in q, q


def test_a_class_on_no_name_is_said_on_the_first_item() -> None:
    # `∀ x, [Fact (1 < 2)] → …` is `∀ x, Fact (1 < 2) → …`: said as a hypothesis on the item
    # (in words since round 19, as on an item: "such that it is a fact that 1 is less than 2")
    q = realised_canonical("∀ (x : ℕ) [Fact (1 < 2)], x = x")
    assert q is not None and "such that it is a fact that 1 is less than 2" in q, q


@pytest.mark.parametrize(("formal", "words"), [
    # a field several namespaces define reads back as field notation on the same object
    ("∀ {G H : Type*} [Group G] [Group H] (f : G →* H) (x : G), x ∈ f.ker ↔ f x = 1",
     "x belongs to the ker of f"),
    # the one definition of that name, in the namespace of the variable's type
    ("∀ (s : Set ℝ), s.OrdConnected → s.OrdConnected", "s is ord connected"),
])
def test_field_notation_outside_the_lexicon_is_worded_from_the_field(formal: str,
                                                                    words: str) -> None:
    q = realised_canonical(formal)
    assert q is not None and words in q and not raw_lean(q), q


def test_a_field_on_a_compound_object_reads_back_by_its_declared_signature() -> None:
    # `(ENNReal.ofReal ⁻¹' u).OrdConnected`: the words name `Set.OrdConnected`, which takes one
    # declared explicit argument (`Set α`), where the elaborator puts the compound object as
    # Lean does: worded and read back (round 25; not worded before)
    formal = "∀ u : Set ℝ≥0∞, (ENNReal.ofReal ⁻¹' u).OrdConnected → u = u"
    q = realised_canonical(formal)
    assert q is not None and "is ord connected" in q, q
    assert generic.field_wording("OrdConnected", "predicate", "Set", named=False) == (
        "{0} is ord connected", "Set.OrdConnected")
    assert generic.field_wording("OrdConnected", "predicate", "Set", named=True) == (
        "{0} is ord connected", "Set.OrdConnected")
    # a field with no declared signature the elaborator keeps as field notation, unresolved:
    # not worded on a compound object
    assert generic.field_wording("contLinear", "function", "ContinuousAffineMap",
                                 named=False) is None
    # the field's words read back to another constant (`Even`): not worded
    assert generic.field_wording("Even", "predicate", "Function", named=True) is None


@pytest.mark.parametrize(("formal", "words"), [
    # Lean's application is curried: `s.indicator f x` is `s.indicator f` applied to x
    ("∀ {α : Type*} (s : Set α) (f : α → ℝ) (x : α), s.indicator f x = s.indicator f x",
     "(the indicator of s)(f, x)"),
])
def test_field_notation_applied_is_its_phrase_applied(formal: str, words: str) -> None:
    q = realised_canonical(formal)
    assert q is not None and words in q and not raw_lean(q), q


def test_a_full_name_read_back_is_not_applied() -> None:
    # `p.rootMultiplicity a`: the words name `Polynomial.rootMultiplicity`, whose application
    # `Polynomial.rootMultiplicity p a` is typed otherwise than the field notation; since
    # round 20 the words are read back as the field notation itself (p bound as a
    # polynomial), never as that application
    from forminv_lean.informalise.reader import read

    formal = ("∀ {R : Type*} [CommRing R] (p : Polynomial R) (a : R) (n : ℕ), "
              "p.rootMultiplicity a + n = p.rootMultiplicity a + n")
    q = question(formal)
    assert "(the root multiplicity of p)(a)" in q, q
    back = read(q).formal
    assert "p.rootMultiplicity a" in back and "Polynomial.rootMultiplicity" not in back
