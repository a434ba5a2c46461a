"""The round-10 signature tables (`signatures_groups`, `signatures_order`), read against Mathlib.

Every entry must parse as a signature type over the declaration's type parameters, be merged
into `opaque.SIGNATURES` once (no other table declares it), and name a declaration the Mathlib
v4.19.0 name index lists; and a corpus theorem using an entry must render with the declared
result type (the entries were chosen because such theorems were refused without it). The
corpus is read in place (skipped, saying why, when absent).
"""

from __future__ import annotations

import pytest

from forminv_lean.formal.lean.printer import to_lean_text
from forminv_lean.formal.meaning import (
    prop_classes,
    signatures_algebra,
    signatures_analysis,
    signatures_core,
    signatures_measure,
)
from forminv_lean.formal.meaning.opaque import SIGNATURES, parse_signature_type
from forminv_lean.formal.meaning.signatures_groups import SIGNATURES as _GROUPS
from forminv_lean.formal.meaning.signatures_order import SIGNATURES as _ORDER
from forminv_lean.formal.meaning.types import Ty
from forminv_lean.formal.statements import elaborate_rendering
from tests.mathlib_corpus import INDEX, applications, declared_result_types, needs_index

TABLES = {**_GROUPS, **_ORDER}
OTHERS = (signatures_algebra.SIGNATURES, signatures_analysis.SIGNATURES,
          signatures_core.SIGNATURES, signatures_measure.SIGNATURES, prop_classes.SIGNATURES)


def _params(t: Ty) -> set[str]:
    if t.head == "var":
        return {t.name}
    return set().union(*(_params(a) for a in t.args)) if t.args else set()


@pytest.mark.parametrize("name", sorted(TABLES))
def test_every_entry_parses_is_merged_and_is_written_once(name: str) -> None:
    sig = TABLES[name]
    types = [parse_signature_type(x) for x in sig]
    assert all(p.startswith("?") for t in types for p in _params(t)), name
    # a result parameter no argument fixes only inside a type with a head
    assert types[-1].head != "var" or types[-1].name in set().union(*map(_params, types[:-1]))
    assert SIGNATURES[name] == sig
    assert not any(name in t for t in OTHERS), f"{name} is declared in another table too"


def test_every_core_entry_is_a_core_name_the_resolver_knows() -> None:
    # `signatures_core` types Lean core declarations (not in the Mathlib index): each must be one
    # the name resolver qualifies, else no statement could reach it
    from forminv_lean.formalise.name_index import CORE_NAMES

    assert [n for n in signatures_core.SIGNATURES if n not in CORE_NAMES] == []


def test_the_two_tables_are_disjoint() -> None:
    assert set(_GROUPS).isdisjoint(_ORDER)


@needs_index
def test_every_entry_names_a_declaration_the_index_lists() -> None:
    assert INDEX is not None
    assert [n for n in TABLES if not INDEX.declared(n)] == []


# Corpus theorems -> (a head of these tables, the type its applications must have in the
# elaborated rendering, a text the rendering must contain). Each was refused before its entry.
USES = {
    "Subgroup.subset_normalClosure": (
        "Subgroup.normalClosure", "Subgroup G", "s ⊆ Subgroup.normalClosure s"),
    # an explicit type argument (`variable (G)`), the result compared by `≤`
    "Abelianization.commutator_subset_ker": ("commutator", "Subgroup G", "commutator G ≤ f.ker"),
    # generalised field notation on the declared results, `Subsemigroup` maps
    "Subsemigroup.map_comap_le": ("Subsemigroup.map", "Subsemigroup N", "(S.comap f).map f ≤ S"),
    "Cardinal.aleph0_power_aleph0": (
        "Cardinal.continuum", "Cardinal", "Cardinal.aleph0 ^ Cardinal.aleph0 = Cardinal.continuum"),
    "Set.uIoo_subset_uIcc": ("Set.uIoo", "Set α", "Set.uIoo a b ⊆ Set.uIcc a b"),
    "Matroid.closure_union_coloops_eq": ("Matroid.coloops", "Set α", "X ∪ (Matroid.coloops M)"),
    # a Lie ideal pushed forward and pulled back along a Lie algebra map
    "LieIdeal.map_comap_le": (
        "LieIdeal.map", "LieIdeal R L'", "LieIdeal.map f (LieIdeal.comap f J) ≤ J"),
}


@needs_index
@pytest.mark.parametrize("name", sorted(USES))
def test_a_theorem_using_an_entry_renders_with_the_declared_result_type(name: str) -> None:
    assert declared_result_types(USES, name) == {USES[name][1]}


def test_a_natural_number_is_cast_into_a_declared_enat_result() -> None:
    # `trailingDegree (p : R[X]) : ℕ∞`: `p.trailingDegree = n` with `n : ℕ` is `… = ↑n` in ℕ∞
    text = ("∀ {R : Type*} [Semiring R] (p : Polynomial R) (n : ℕ), "
            "Polynomial.trailingDegree p = n")
    out = to_lean_text(elaborate_rendering(text))
    assert "Polynomial.trailingDegree p = (↑n : ℕ∞)" in out


def test_an_argument_of_another_type_leaves_the_result_unknown() -> None:
    # `normalClosure (s : Set G)` applied to a Finset (which Lean would coerce): no declared
    # type is claimed for the result
    term = elaborate_rendering("∀ {G : Type*} [Group G] (s : Finset G), "
                               "Subgroup.normalClosure s = Subgroup.normalClosure s")
    apps = applications(term, "Subgroup.normalClosure")
    assert apps and all(a.ty.head == "result" for a in apps)
