"""Structural generic wordings of round 20 (issue #24, raw Lean in the English): field
notation with arguments.

* a function applied by field notation on an object with more arguments ("(the clique
  finset of G)(3)") is read back, in a statement binding G in the function's namespace, as
  Lean's field notation on that object (`G.cliqueFinset 3`), which lets Lean put the object
  where the signature says, never as the full name with the object first (a guess:
  `p.rootMultiplicity a` is `Polynomial.rootMultiplicity a p`); any other object keeps the
  direct application (`algebraMap R S`, `Polynomial.rootMultiplicity a p`);
* a predicate by field notation with more arguments ("L is localization with respect to W",
  `L.IsLocalization W`): the object is the subject, the rest its parameters.

Every wording is read back to exactly its formula, never to a neighbour (another field of
the same words). They need Mathlib's name index (as `test_generic.py`); without it these
tests skip."""

from __future__ import annotations

from functools import lru_cache

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from forminv_lean.certify.quality import raw_lean
from forminv_lean.families.common import realised_canonical
from forminv_lean.formal.meaning.ast import App, BinOp, Field, Name
from forminv_lean.informalise import generic
from forminv_lean.informalise.calls import namespace_of
from forminv_lean.informalise.reader import _Build, _field_notation, _parser
from tests.mathlib_corpus import rendered
from tests.read_back import parse_words as _read

pytestmark = pytest.mark.skipif(
    not generic.available(),
    reason="Mathlib's name index (../shared/external/mathlib/declarations.jsonl.gz) is absent")

_ARGS = ("x", "y", "z", "u")


@lru_cache(maxsize=1)
def _unique_functions() -> tuple[str, ...]:
    """Last components (lower camel case) exactly one definition of Mathlib has: the words
    name it alone, so field notation on it is worded by the full name's words."""
    return tuple(last for last, names in sorted(generic._by_last().items())
                 if len(names) == 1 and last[:1].islower() and "." in names[0])


@lru_cache(maxsize=1)
def _predicate_fields() -> tuple[str, ...]:
    """Capitalised last components of namespaced definitions (`IsLocalization`,
    `FarFromTriangleFree`): the fields a predicate by field notation may have."""
    return tuple(last for last, names in sorted(generic._by_last().items())
                 if last[:1].isupper() and any("." in n for n in names))


def test_the_classes_are_large() -> None:
    # structural: thousands of Mathlib names, not a table
    assert len(_unique_functions()) > 5000 and "cliqueFinset" in _unique_functions()
    worded = [f for f in _predicate_fields()[::40]
              if generic.field_wording(f, "predicate", None, named=True, arity=2)]
    assert len(worded) > 25   # of every 40th: over a thousand


def _read_in(text: str, types: dict[str, object]) -> object:
    """`text` read as in a statement binding the variables `types` gives."""
    build = _Build()
    expr = build.transform(_parser().parse(text))[0]
    return _field_notation(expr, getattr(build, "field_apps", {}), types)


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(data=st.data(), arity=st.integers(min_value=2, max_value=4))
def test_a_field_function_reads_back_as_field_notation(data: st.DataObject, arity: int) -> None:
    last = data.draw(st.sampled_from(_unique_functions()))
    full = generic._by_last()[last][0]
    space = full.rpartition(".")[0]
    got = generic.field_wording(last, "function", space, named=True, arity=arity)
    if got is None:   # a word of the grammar in the name: left marked, never misread
        return
    template, _ = got
    text = "r equals " + template.format(*_ARGS[:arity])
    rest = tuple(Name(a) for a in _ARGS[1:arity])
    # x bound in the function's namespace: exactly the field notation, which lets Lean put x
    # where the signature says
    field = App(Name(f"x.{last}"), rest)
    assert _read_in(text, {"x": App(Name(space), ())}) == BinOp("=", Name("r"), field), text
    # any other object: the direct application, x first as written, never the field
    direct = App(Name(full), (Name("x"), *rest))
    # a type outside the namespace (ℕ is `Nat`'s: `x.digits y` is Lean's reading at x : ℕ)
    other = Name("ℤ") if namespace_of(Name("ℕ")) == space else Name("ℕ")
    assert namespace_of(other) != space
    assert _read_in(text, {"x": other}) == BinOp("=", Name("r"), direct), text
    assert _read_in(text, {}) == BinOp("=", Name("r"), direct), text


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(data=st.data(), arity=st.integers(min_value=2, max_value=3))
def test_a_field_predicate_reads_back_to_exactly_its_field(data: st.DataObject,
                                                           arity: int) -> None:
    last = data.draw(st.sampled_from(_predicate_fields()))
    got = generic.field_wording(last, "predicate", None, named=True, arity=arity)
    if got is None:
        return
    template, constant = got
    assert constant == "." + last and " with respect to " in template
    text = template.format(*_ARGS[:arity])
    rest = tuple(Name(a) for a in _ARGS[1:arity])
    assert _read(text) == App(Name(f"x.{last}"), rest), text
    # on a compound object the same words give the field of that object
    compound = template.format("(x + y)", *_ARGS[2:arity + 1])
    assert _read(compound) == App(Field(BinOp("+", Name("x"), Name("y")), last),
                                  tuple(Name(a) for a in _ARGS[2:arity + 1])), compound


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(data=st.data())
def test_a_neighbour_of_the_same_words_is_never_read(data: st.DataObject) -> None:
    # `Foo` and `IsFoo` are both "… is foo": the words read as `IsFoo`, so a field `Foo`
    # whose `IsFoo` exists anywhere is never worded (it would read back as the other)
    last = data.draw(st.sampled_from(_predicate_fields()))
    other = last[2:] if last.startswith("Is") and last[2:3].isupper() else "Is" + last
    if other not in generic._by_last():
        return
    mine = generic.field_wording(last, "predicate", None, named=True, arity=2)
    theirs = generic.field_wording(other, "predicate", None, named=True, arity=2)
    assert mine is None or theirs is None
    for got, field in ((mine, last), (theirs, other)):
        if got is not None:
            assert _read(got[0].format("x", "y")) == App(Name(f"x.{field}"), (Name("y"),))


def test_a_relation_of_two_arguments_is_worded_only_as_an_is_predicate() -> None:
    # `G.Reachable u v`: "G is reachable with respect to (u, v)" would mislead
    assert generic.field_wording("Reachable", "predicate", None, named=True, arity=3) is None
    assert generic.field_wording("Rel", "predicate", None, named=True, arity=3) is None
    got = generic.field_wording("IsLocalization", "predicate", None, named=True, arity=3)
    assert got is not None and "with respect to ({1}, {2})" in got[0]


def test_unknown_words_or_a_verb_are_refused() -> None:
    with pytest.raises(Exception, match="no field of a predicate"):
        _read("x is foobarbazqux with respect to y")
    assert generic.field_wording("Commutes", "predicate", None, named=True, arity=2) is None


CLIQUES = "SimpleGraph.farFromTriangleFree_of_disjoint_triangles"
LOCALIZATION = "CategoryTheory.Localization.homEquiv_trans"
COXETER = "RootPairing.coxeterWeight_zero_iff_isOrthogonal"
_ROWS = (CLIQUES, LOCALIZATION, COXETER)


def test_field_notation_with_arguments_on_a_corpus_statement() -> None:
    q = realised_canonical(rendered(_ROWS, CLIQUES))
    assert q is not None, q
    assert "tris is a subset of (the clique finset of G)(3)" in q, q
    assert "G is far from triangle free with respect to ε" in q, q
    assert not any("cliqueFinset" in s or "FarFromTriangleFree" in s for s in raw_lean(q)), q


def test_a_class_by_field_notation_in_a_binder_on_a_corpus_statement() -> None:
    q = realised_canonical(rendered(_ROWS, LOCALIZATION))
    assert q is not None, q
    assert "such that L₁ is localization with respect to W" in q, q
    assert not any("IsLocalization" in s for s in raw_lean(q)), q


def test_a_function_of_several_arguments_on_a_corpus_statement() -> None:
    q = realised_canonical(rendered(_ROWS, COXETER))
    assert q is not None and "(the coxeter weight of P)(i, j) equals 0" in q, q


def test_a_direct_call_keeps_its_direct_reading() -> None:
    # `Polynomial.rootMultiplicity a p` (a : R) is read back as written, a first; the field
    # notation `p.rootMultiplicity a` as field notation on p (Lean puts p where it goes)
    direct = "∀ {R : Type*} [CommRing R] (p : Polynomial R) (a : R), " \
        "Polynomial.rootMultiplicity a p = 0"
    q = realised_canonical(direct)
    assert q is not None and "(the root multiplicity of a)(p) equals 0" in q, q
    field = "∀ {R : Type*} [CommRing R] (p : Polynomial R) (a : R), p.rootMultiplicity a = 0"
    q2 = realised_canonical(field)
    assert q2 is not None and "(the root multiplicity of p)(a) equals 0" in q2, q2


def test_a_field_function_on_a_number_of_its_namespace_is_field_notation() -> None:
    # found by the property test in CI: x : ℕ is in `Nat`, so "(the digits of x)(y)" is
    # Lean's `x.digits y` (Lean puts x where `Nat.digits`'s signature says), at x : ℤ the
    # direct application
    assert "digits" in _unique_functions()
    text = "r equals (the digits of x)(y)"
    assert _read_in(text, {"x": Name("ℕ")}) == BinOp(
        "=", Name("r"), App(Name("x.digits"), (Name("y"),)))
    assert _read_in(text, {"x": Name("ℤ")}) == BinOp(
        "=", Name("r"), App(Name("Nat.digits"), (Name("x"), Name("y"))))
