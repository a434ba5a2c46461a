"""Terms Lean reads as types (round 24): `↥e` passed as a type argument, a field-notation term
where a type is expected (`CoeSort`), and a subtype whose condition is a predicate the checker
does not know.

- `↥e` is Lean's `CoeSort.coe` written out (lean4 Init/Coe.lean `syntax:max "↥" term:max :
  term`), whose value is a sort: `Nat.card ↥(s ∪ t)` passes that type, the opaque carrier
  `↥(s ∪ t)` the checker already reads in a binder (`(x : ↥(s ∪ t))`).
- `(p : (Nat.card G).primeFactors)`: the term is no sort, so Lean coerces it with `CoeSort`
  (`Finset`'s, Mathlib v4.19.0 Data/Finset/Defs.lean `instance : CoeSort (Finset α) (Type u)`).
  Only where the term's type is a named Mathlib type or a `Set`: an unknown result stays
  refused.
- `{w : InfinitePlace K // IsReal w}`: lean4 Init/Prelude.lean `structure Subtype {α : Sort u}
  (p : α → Prop)`, so Lean elaborated the condition as a proposition; the subtype is opaque,
  named by its text. A condition of a known type that is no proposition is still refused.
"""

from __future__ import annotations

import pytest

from forminv_lean.formal import elaborate, parse
from forminv_lean.formal.errors import UnsupportedError
from forminv_lean.formal.meaning.terms import type_term, walk
from tests.mathlib_corpus import render_row, rows_named

SET_TERMS = ["s ∪ t", "s ∩ t", "s \\ t", "Set.powerset s", "s"]


@pytest.mark.parametrize("term", SET_TERMS)
def test_coe_sort_written_out_is_a_type_argument(term: str) -> None:
    shown = f"↥({term})" if " " in term else f"↥{term}"
    t = elaborate(parse(f"∀ {{α : Type*}} (s t : Set α), Nat.card {shown} = Nat.card {shown}"))
    # the argument is the type `↥…`, the carrier a binder of that type would have
    bound = elaborate(parse(f"∀ {{α : Type*}} (s t : Set α) (x : {shown}), x = x"))
    carrier = [u.bty for u in walk(bound) if u.op == "forall" and u.name == "x"]
    assert carrier, bound
    # (`terms.type_term`: the constant of the sort `type_arg(↥…)`)
    args = [a for u in walk(t) if u.op == "app" and u.name == "Nat.card" for a in u.args]
    assert args and all(a == type_term(carrier[0]) for a in args), (t, args, carrier)


def test_coe_sort_term_on_both_sides_is_one_type() -> None:
    t = elaborate(parse("∀ {α : Type*} (s t : Set α), Nat.card ↥(s ∪ t) ≤ Nat.card s + "
                        "Nat.card t"))
    assert t.op == "tforall"


def test_a_field_term_of_a_named_type_is_coerced_to_its_carrier() -> None:
    t = elaborate(parse("∀ {G : Type*} [Group G] (p q : (Nat.card G).primeFactors), "
                        "p = q ∨ p ≠ q"))
    types = {str(u.bty) for u in walk(t) if u.op == "forall"}
    assert any("↥((Nat.card G).primeFactors)" in x for x in types), types


@pytest.mark.parametrize("text", [
    # a field of a function nothing here declares: its type, and so whether Lean coerces it or
    # it is already a type, is not known
    "∀ {G : Type*} [Group G] (p : (Foo.bar G).baz), p = p",
    # a proposition is no carrier
    "∀ (n : ℕ) (h : (n + 1).Prime), n = n",
])
def test_a_field_term_of_an_unknown_type_is_still_refused_as_a_type(text: str) -> None:
    try:
        t = elaborate(parse(text))
    except UnsupportedError:
        return
    assert not any(u.op == "forall" and u.bty is not None and str(u.bty).startswith("↥(")
                   for u in walk(t)), t


def test_a_subtype_of_a_predicate_not_known_here_is_opaque() -> None:
    t = elaborate(parse("∀ {K : Type*} [Field K] (w : {w : NumberField.InfinitePlace K // "
                        "NumberField.InfinitePlace.IsReal w}), w = w"))
    types = {str(u.bty) for u in walk(t) if u.op == "forall"}
    assert "{w : NumberField.InfinitePlace K // NumberField.InfinitePlace.IsReal w}" in types


@pytest.mark.parametrize("text", [
    "∀ (w : {x : ℕ // x + 1}), w = w",     # a number is no proposition
    "∀ {K : Type*} (w : {w // NumberField.InfinitePlace.IsReal w}), w = w",   # carrier unknown
])
def test_a_subtype_whose_condition_or_carrier_is_not_known_is_refused(text: str) -> None:
    with pytest.raises(UnsupportedError):
        elaborate(parse(text))


#: corpus theorems each rule renders, with the type its rendering must show
CORPUS = {
    "Set.card_union_le": "Nat.card (↥(s ∪ t))",
    "Cardinal.mk_powerset": "Cardinal.mk (↥(Set.powerset s))",
    "IntermediateField.finrank_sup_le": "Module.finrank K ↥(E1 ⊔ E2)",
    "isNilpotent_of_product_of_sylow_group": "p : (Nat.card G).primeFactors",
    "NumberField.InfinitePlace.mult_isReal":
        "{w : NumberField.InfinitePlace K // NumberField.InfinitePlace.IsReal w}",
    "IsLprojection.coe_compl": "(P : { P : M // IsLprojection X P })",
}


@pytest.mark.parametrize("name", sorted(CORPUS))
def test_corpus_theorems_render_with_their_sorts(name: str) -> None:
    table = rows_named(CORPUS)
    assert name in table, f"{name} is not a row of the corpus"
    r = render_row(table[name])
    assert r.formal is not None, r.reason
    assert CORPUS[name] in r.formal, r.formal
    elaborate(parse(r.formal))


# -- a numeral at a declared argument type with no parameter ---------------------------------
# `Matrix.detp (s : ℤˣ)` (Mathlib v4.19.0 LinearAlgebra/Matrix/SemiringInverse.lean:21,26) and
# `HNNExtension.toSubgroup (u : ℤˣ)` (GroupTheory/HNNExtension.lean:140): Lean elaborates `-1`
# against `ℤˣ`; read alone it would be the default instance's ℕ, which has no negation.

NUMERAL_SLOTS = [
    ("∀ {n R : Type*} [Fintype n] [CommSemiring R] (A : Matrix n n R), "
     "Matrix.detp ({k}) A = Matrix.detp ({k}) A", "Matrix.detp", 0),
    ("∀ {G : Type*} [Group G] (A B : Subgroup G), HNNExtension.toSubgroup A B ({k}) = B",
     "HNNExtension.toSubgroup", 2),
]


@pytest.mark.parametrize("k", ["1", "-1"])   # (ℤˣ has `One` and `Neg`, no other numeral)
@pytest.mark.parametrize(("text", "head", "at"), NUMERAL_SLOTS)
def test_a_numeral_takes_its_declared_argument_type(text: str, head: str, at: int,
                                                    k: str) -> None:
    t = elaborate(parse(text.replace("{k}", k)))
    apps = [u for u in walk(t) if u.op == "app" and u.name == head]
    assert apps, t
    assert all(str(u.args[at].ty) == "Units ℤ" for u in apps), [u.args[at] for u in apps]


def test_a_negation_at_a_natural_number_is_still_refused() -> None:
    with pytest.raises(UnsupportedError, match="Neg ℕ"):
        elaborate(parse("∀ n : ℕ, -n ≤ 0"))


NEG_CORPUS = {
    "Matrix.detp_neg_one_one": "Matrix.detp (-1) (1 : Matrix n n R) = 0",
    "HNNExtension.toSubgroup_neg_one": "HNNExtension.toSubgroup A B (-1) = B",
}


@pytest.mark.parametrize("name", sorted(NEG_CORPUS))
def test_corpus_negated_numerals_at_units_render(name: str) -> None:
    table = rows_named(NEG_CORPUS)
    assert name in table, f"{name} is not a row of the corpus"
    r = render_row(table[name])
    assert r.formal is not None, r.reason
    assert NEG_CORPUS[name] in r.formal, r.formal


def test_a_field_term_passed_to_a_type_constructor_stays_a_term() -> None:
    # whether `Foo` takes a type (then Lean coerces) or that value is not known: the argument
    # stays the term written, as a variable argument does (`Foo (n : ℤ)`)
    t = elaborate(parse("∀ {G : Type*} [Group G] (x : Foo ((Nat.card G).primeFactors)), x = x"))
    types = {str(u.bty) for u in walk(t) if u.op == "forall"}
    assert "Foo ((Nat.card G).primeFactors)" in types, types
