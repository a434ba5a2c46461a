"""Two sides of a relation at one unknown type, and coercions into Mathlib's wrapper types.

- `(ker f).comap g = ker (f.comp g)`: both sides are results of functions whose types the
  tables do not declare; Lean elaborates them at one type, so the relation is kept, at one
  (uninterpreted) type. Two *known* different types are still a mismatch.
- `(↑(a ^ n) : WithBot α) = a ^ n`: `binop%` takes `WithBot α` as the tree's type and coerces
  the leaf `a` (`↑a ^ n`), as for number types; a `SetLike` structure beside a `Set` is
  coerced by `SetLike.coe`.
"""

from __future__ import annotations

from functools import lru_cache
from typing import Any

import pytest

from forminv_lean.formal.meaning.terms import Term, walk
from forminv_lean.formal.statements import elaborate_rendering
from tests.mathlib_corpus import needs_index, render, render_row, require, rows_named

UNKNOWN_RESULTS = ["RingHom.comap_ker", "Set.image_image2_distrib_left",
                   "Multiset.map_add_right_Ioc"]
WRAPPED = ["WithBot.coe_pow", "WithBot.le_unbot_iff", "Quaternion.coe_inj",
           "WithTop.coe_sum", "LowerSet.coe_bot", "Interval.coe_subset_coe"]

APPLIED = {"MeasureTheory.measure_eq_measure_of_null_diff": "MeasureTheory.Measure",
           "Matrix.ext_iff": "Matrix", "WithSeminorms.separating_of_T1": "SeminormFamily",
           "Valuation.map_add_supp": "Valuation", "Equiv.Perm.set_support_apply_mem":
           "Equiv.Perm", "LatticeHom.ext": "LatticeHom",
           "ClosureOperator.le_closure": "ClosureOperator",
           "NormedAddGroupHom.le_opNorm": "NormedAddGroupHom",
           "CircleDeg1Lift.ceil_map_map_zero_le": "CircleDeg1Lift",
           "AddValuation.ne_top_iff": "AddValuation", "MulChar.map_zero": "MulChar",
           "LinearMap.BilinForm.zero_right": "LinearMap.BilinForm"}


@lru_cache(maxsize=1)
def _rows() -> dict[str, dict[str, Any]]:
    return rows_named(set(UNKNOWN_RESULTS) | set(WRAPPED) | set(APPLIED))


def _term(name: str) -> Term:
    require()
    row = _rows().get(name)
    assert row is not None, f"{name} is not a row of the corpus"
    r = render_row(row)
    assert r.formal is not None, r.reason
    return elaborate_rendering(r.formal)


def _relations(t: Term) -> list[Term]:
    return [u for u in walk(t) if u.op in ("eq", "le", "lt", "subset", "ssubset")]


@needs_index
@pytest.mark.parametrize("name", UNKNOWN_RESULTS)
def test_both_sides_of_unknown_type_are_one_type(name: str) -> None:
    # (once a signature table declares the functions, the one type is the declared one)
    rel = _relations(_term(name))[-1]
    a, b = rel.args
    assert a.ty == b.ty


def test_two_unknown_results_are_retyped_everywhere() -> None:
    t = elaborate_rendering("∀ (x : ℕ), Foo.f x = Bar.g x ∧ Baz.h (Bar.g x) = Baz.h (Foo.f x)")
    tys = {str(u.ty) for u in walk(t) if u.op == "app" and u.name in ("Foo.f", "Bar.g")}
    assert len(tys) == 1 and next(iter(tys)).startswith("?")


@needs_index
def test_the_coercion_goes_on_the_leaf() -> None:
    t = _term("WithBot.coe_pow")
    pows = [u for u in walk(t) if u.op == "pow" and u.ty.name == "WithBot"]
    assert len(pows) == 1   # `↑a ^ n`, beside `↑(a ^ n)` whose `^` is in α
    base = pows[0].args[0]
    assert base.op == "app" and base.name == "↑" and base.args[0].op == "var"


@needs_index
@pytest.mark.parametrize("name", WRAPPED)
def test_the_smaller_side_is_coerced(name: str) -> None:
    t = _term(name)
    coes = [u for u in walk(t) if u.op == "app" and u.name in ("↑", "SetLike.coe")]
    assert coes, "no coercion in the elaborated statement"
    for rel in _relations(t):
        assert rel.args[0].ty == rel.args[1].ty


def test_two_known_types_still_differ() -> None:
    formal, reason = render("theorem foo (s : Finset ℕ) (l : List ℕ) : s = l")
    assert formal is None and reason is not None
    # … and a value is never coerced into a wrapper of another type
    formal, reason = render("theorem foo (a : ℕ) (b : WithBot ℤ) : a = b")
    assert formal is None and reason is not None



@needs_index
@pytest.mark.parametrize("name", sorted(APPLIED))
def test_a_value_of_a_function_like_type_is_applied(name: str) -> None:
    heads = {u.args[0].ty.name for u in walk(_term(name))
             if u.op == "app" and u.name == "DFunLike.coe" and u.args[0].op == "var"}
    assert APPLIED[name] in heads


@pytest.mark.parametrize("text", [
    # a measure takes a set, not a point
    "∀ {α : Type*} [MeasurableSpace α] (μ : MeasureTheory.Measure α) (x : α), μ x = 0",
    # a matrix with two indices of other types
    "∀ {m n : Type*} (M : Matrix m n ℕ) (i : n) (j : m), M i j = 0",
    # a finite measure takes a set; a quadratic map takes an element of its module, not of R
    "∀ {Ω : Type*} [MeasurableSpace Ω] (ν : MeasureTheory.FiniteMeasure Ω) (x : Ω), ν x = 0",
    "∀ {R M : Type*} [CommRing R] [AddCommGroup M] [Module R M] (Q : QuadraticMap R M R) "
    "(r : R), Q r = 0",
])
def test_an_argument_of_another_type_is_refused(text: str) -> None:
    from forminv_lean.formal.errors import UnsupportedError

    with pytest.raises(UnsupportedError):
        elaborate_rendering(text)


def _heads(text: str) -> set[str]:
    return {u.name for u in walk(elaborate_rendering(text)) if u.op == "app"}


def test_difference_and_complement_of_a_type_variable_are_its_instances() -> None:
    text = "∀ {α : Type*} [GeneralizedCoheytingAlgebra α] (a b : α), a ⊓ a \\ b = a \\ b"
    assert "SDiff.sdiff" in _heads(text)
    assert "HasCompl.compl" in _heads("∀ {α : Type*} [BooleanAlgebra α] (x : α), x ⊓ xᶜ = ⊥")
    # on sets they are still the set operations the checker interprets
    t = elaborate_rendering("∀ (s t : Set ℕ), s \\ t ⊆ s")
    assert any(u.op == "sdiff" for u in walk(t))


def test_an_unknown_result_ascribed_a_set_type_is_coerced() -> None:
    t = elaborate_rendering("∀ {G : Type*} (a : G), (Foo.powers a : Set G) = (Foo.powers a : Set G)")
    coes = [u for u in walk(t) if u.op == "app" and u.name == "↑"]
    assert coes and all(str(u.ty) == "Set G" and u.args[0].name == "Foo.powers" for u in coes)
    # a variable of another type is not: Lean has no coercion from `G` to `Set G`
    from forminv_lean.formal.errors import UnsupportedError

    with pytest.raises(UnsupportedError):
        elaborate_rendering("∀ {G : Type*} (a : G), (a : Set G) = ∅")


def test_a_power_with_an_exponent_of_unknown_type_is_uninterpreted() -> None:
    from forminv_lean.formal.errors import UnsupportedError

    heads = _heads("∀ {G : Type*} [Group G] (g : G) (H : Foo.Sub G), g ^ Foo.index H = 1")
    assert "HPow.hPow" in heads
    t = elaborate_rendering("∀ (b x : ℕ), x ≤ b ^ Foo.clog b x")
    assert not any(u.op == "pow" for u in walk(t))   # not Monoid.npow: the instance is unknown
    # with only numerals around, the base's type is Lean's default, not known here
    with pytest.raises(UnsupportedError):
        elaborate_rendering("∀ (x : ℕ), 2 ^ Foo.clog 2 x = 4 ^ Foo.clog 4 x")


def test_a_type_with_term_arguments_is_applied_by_its_head() -> None:
    # `ModularForm Γ k` keeps `Γ k` in its name; its coercion is to `ℍ → ℂ` whatever they are
    t = elaborate_rendering("∀ (k : ℤ) (Γ : Subgroup (Matrix.SpecialLinearGroup (Fin 2) ℤ)) "
                            "(f : ModularForm Γ k) (z : UpperHalfPlane), f z = 0")
    (app,) = [u for u in walk(t) if u.op == "app" and u.name == "DFunLike.coe"]
    assert str(app.ty) == "ℂ"



@needs_index
def test_a_field_of_an_unknown_type_is_never_the_root_constant_of_that_name() -> None:
    """`(f ×ˢ g).Nonempty` is read in the namespace of the object's type in Lean; with that
    type unknown here (a product of filters is kept untyped, `elaborate_sets._SPROD`),
    reading it as the root class `Nonempty` (a `Sort` predicate) would give the checker
    another statement: refused, naming the field. Where the object's type is known the field
    is read in its namespace (`(s ×ˢ t).Nonempty` of two Finsets is `Finset.Nonempty`)."""
    assert render("theorem foo (f g : Filter ℕ) : (f ×ˢ g).Nonempty ↔ True") == (
        None, "unsupported: Nonempty — a field Nonempty of a term whose type's "
              "namespace is not known")
    formal, reason = render("theorem foo (s t : Finset ℕ) (h : s.Nonempty) : "
                            "(s ×ˢ t).Nonempty ↔ t.Nonempty")
    assert formal is not None, reason
    formal, reason = render("theorem foo {α : Type*} (f : ℕ → α) : "
                            "(Set.range f).Finite → (Set.range f).Finite")
    assert formal == "∀ {α : Type*} (f : ℕ → α), (Set.range f).Finite → (Set.range f).Finite", \
        reason
