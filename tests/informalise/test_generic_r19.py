"""Structural generic wordings of round 19 (issue #24, raw Lean in the English):

* a function whose last name component several namespaces define is said with the last
  component of its namespace ("(the LSeries term of f)(s, n)": `LSeries.term f s n`), read
  back through Mathlib's name index to exactly that constant, never to a neighbour of the
  same last component;
* several classes on one item said in words ("such that both P is a prime ideal and Q is a
  prime ideal").

Every wording is read back to exactly its formula. They need Mathlib's name index (as
`test_generic.py`); without it these tests skip."""

from __future__ import annotations

from functools import lru_cache

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from forminv_lean.certify.quality import raw_lean
from forminv_lean.families.common import realised_canonical
from forminv_lean.formal.meaning.ast import App, BinOp, Name
from forminv_lean.informalise import generic
from tests.mathlib_corpus import rendered
from tests.read_back import parse_words as _read

pytestmark = pytest.mark.skipif(
    not generic.available(),
    reason="Mathlib's name index (../shared/external/mathlib/declarations.jsonl.gz) is absent")


@lru_cache(maxsize=1)
def _qualified() -> tuple[str, ...]:
    """Functions of Mathlib whose last component alone names several definitions and which
    the namespace makes one (the class the namespace wording is for), in a fixed order."""
    out = []
    for last, names in sorted(generic._by_last().items()):
        if len(names) < 2 or not last[:1].islower():
            continue
        out += [n for n in names if generic.ns_words(n) is not None]
    return tuple(out)


def test_the_class_is_large() -> None:
    # the namespace wording is structural: thousands of Mathlib functions, not a table
    assert len(_qualified()) > 2000
    assert "LSeries.term" in _qualified()


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(data=st.data(), arity=st.integers(min_value=1, max_value=3))
def test_a_qualified_application_reads_back_to_exactly_its_constant(data: st.DataObject,
                                                                     arity: int) -> None:
    name = data.draw(st.sampled_from(_qualified()))
    template = generic.wording(name, "function", arity)
    if template is None:   # a word of the grammar in the name: left marked, never misread
        return
    ns, words = generic.ns_words(name)  # type: ignore[misc]
    assert f"the {ns} {' '.join(words)} of" in template
    args = ("x", "y", "z")[:arity]
    text = "r equals " + template.format(*args)
    want = App(Name(name), tuple(Name(a) for a in args))
    assert _read(text) == BinOp("=", Name("r"), want), text


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(data=st.data())
def test_a_neighbour_of_the_same_last_component_is_never_read(data: st.DataObject) -> None:
    name = data.draw(st.sampled_from(_qualified()))
    space, _, last = name.rpartition(".")
    ns, words = generic.ns_words(name)  # type: ignore[misc]
    for other in generic._by_last()[last]:
        if other == name:
            continue
        # the other's namespace words read back to it or to nothing, never to `name`
        other_ns = other.rpartition(".")[0].rpartition(".")[2]
        assert generic.ns_function_name(other_ns, words) in (other, None)
        if other_ns != ns:
            assert generic.ns_function_name(other_ns, words) != name


def test_an_unqualified_or_unknown_namespace_is_refused() -> None:
    with pytest.raises(Exception, match="no Mathlib function"):
        _read("r equals the Foobarbaz term of x")
    assert generic.ns_function_name("LSeries", ["term"]) == "LSeries.term"
    assert generic.ns_function_name("LSeries", ["no", "such"]) is None


def test_a_unique_last_component_keeps_its_plain_wording() -> None:
    # `Ordinal.nmul` is the only `nmul`: no namespace needed
    assert generic.wording("Ordinal.nmul", "function", 2) == "(the nmul of {0})({1})"


LSERIES = "LSeries.term_sub_apply"
CLIQUES = "SimpleGraph.farFromTriangleFree_of_disjoint_triangles"
PRIMES = "Algebra.IsInvariant.exists_smul_of_under_eq"
_ROWS = (LSERIES, CLIQUES, PRIMES)


def test_the_lseries_term_on_the_corpus_statement() -> None:
    q = realised_canonical(rendered(_ROWS, LSERIES))
    assert q is not None and "(the LSeries term of (f - g))(s, n)" in q and not raw_lean(q), q


def test_a_field_with_arguments_is_never_read_back_as_the_full_name() -> None:
    # `G.cliqueFinset 3` puts G at the first explicit argument of type `SimpleGraph`, which
    # only the signature says is the first (`p.rootMultiplicity a` is
    # `Polynomial.rootMultiplicity a p`): "(the clique finset of G)(3)" is read back as the
    # field notation `G.cliqueFinset 3` (round 20), never as `SimpleGraph.cliqueFinset G 3`
    # (tests/informalise/test_generic_r20.py checks the reading)
    from forminv_lean.informalise.reader import read

    q = realised_canonical(rendered(_ROWS, CLIQUES))
    assert q is not None and "(the clique finset of G)(3)" in q, q
    assert "G.cliqueFinset 3" in read(q).formal, q


def test_two_classes_on_one_item_in_words_on_the_corpus_statement() -> None:
    q = realised_canonical(rendered(_ROWS, PRIMES))
    assert q is not None, q
    assert "such that both P is a prime ideal and Q is a prime ideal" in q, q
    assert not any("IsPrime" in s for s in raw_lean(q)), q


def test_several_classes_mix_words_and_marked_lean() -> None:
    formal = "∀ {B : Type*} [CommRing B] (P : Ideal B) (n : ℕ) [(Ideal.IsPrime P)] " \
        "[NeZero n] [Fact (1 < n)], P = P"
    q = realised_canonical(formal)
    assert q is not None, formal
    two = "∀ {B : Type*} [CommRing B] (P Q : Ideal B) [(Ideal.IsPrime P)] " \
        "[(Ideal.IsPrime Q)], P = Q"
    q2 = realised_canonical(two)
    assert q2 is not None and "both P is a prime ideal and Q is a prime ideal" in q2, q2
