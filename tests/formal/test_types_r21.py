"""Round 21: types by field notation with the object at its place, and instance binders over a
family of a class that is a proposition.

Lean passes the object of `X.T a …` as the first explicit argument whose type's head is `X`'s
namespace, which for `TopCat.Presheaf` (`variable (C)` first) is the second: `X.Presheaf C` is
`TopCat.Presheaf C X` (`field_types.FIELD_TYPE_AT`). `[∀ i, K.HasHomology i]` binds a proof of
a Π type into `Prop`, so it is that hypothesis, its index at the complex's index type
(`elaborate_pi.family_hypothesis`). Checked on texts with a known answer, generated texts over
the tables, and corpus rows nobody here wrote."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from forminv_lean.formal import UnsupportedError, decide, elaborate
from forminv_lean.formal.meaning.field_types import FIELD_TYPE_AT, FIELD_TYPES
from forminv_lean.formal.meaning.terms import Term, walk
from forminv_lean.formal.statements import elaborate_rendering
from tests.formal.test_term_types_r18 import assert_row_renders_with
from tests.mathlib_corpus import render_row, require, rows_named

CAT = "{C : Type*} [CategoryTheory.Category C]"
COMPLEX = f"{CAT} [CategoryTheory.Limits.HasZeroMorphisms C]"


def _binder_types(t: Term) -> dict[str, str]:
    """Each `∀`-bound name's type, as printed."""
    return {u.name: str(u.bty) for u in walk(t) if u.op == "forall"}


def _hypotheses(t: Term) -> list[Term]:
    """The premises of the implications in `t`."""
    return [u.args[0] for u in walk(t) if u.op == "imp"]


# -- types by field notation ---------------------------------------------------------------------

def test_a_presheaf_by_field_notation_takes_the_space_second() -> None:
    # Topology/Sheaves/Presheaf.lean:35,41: `variable (C : Type u) …`, `def Presheaf (X :
    # TopCat.{w})`, so `X.Presheaf C` is `TopCat.Presheaf C X`
    t = elaborate(f"∀ {CAT} (X : TopCat) (F G : X.Presheaf C), F = G")
    assert _binder_types(t)["F"] == "TopCat.Presheaf C X"


def test_presheaves_on_two_spaces_are_values_of_two_types() -> None:
    with pytest.raises(UnsupportedError, match="type mismatch"):
        elaborate(f"∀ {CAT} (X Y : TopCat) (F : X.Presheaf C) (G : Y.Presheaf C), F = G")


def test_a_field_type_given_fewer_arguments_than_come_before_its_object_is_refused() -> None:
    with pytest.raises(UnsupportedError, match="before its object"):
        elaborate("∀ (X : TopCat) (y : X.Presheaf), y = y")


def test_a_scheme_morphism_by_field_notation_is_the_structure_hom() -> None:
    # AlgebraicGeometry/Scheme.lean:60 `structure Hom (X Y : Scheme)`
    t = elaborate("∀ (X Y : AlgebraicGeometry.Scheme) (f g : X.Hom Y), f = g")
    assert _binder_types(t)["f"] == "AlgebraicGeometry.Scheme.Hom X Y"


def _namespace(full: str) -> str:
    return full.rsplit(".", 1)[0]


#: Field types whose namespace is a type of no argument (a variable of it is written `(X :
#: NS)`), so the property below can bind an object of it.
_PLAIN = sorted(n for n in FIELD_TYPES if _namespace(n) in (
    "TopCat", "AlgebraicGeometry.Scheme", "FirstOrder.Language"))


@settings(max_examples=60, deadline=None)
@given(full=st.sampled_from(_PLAIN), extra=st.integers(min_value=0, max_value=3))
def test_the_object_goes_where_the_table_places_it(full: str, extra: int) -> None:
    # any number of further value arguments: the object is the `FIELD_TYPE_AT`-th explicit one,
    # the others keep their order around it
    at = FIELD_TYPE_AT.get(full, 0)
    args = [f"a{k}" for k in range(at + extra)]
    fld = full.rsplit(".", 1)[1]
    binds = f" ({' '.join(args)} : ℕ)" if args else ""
    text = f"∀ (X : {_namespace(full)}){binds} (y : X.{fld} {' '.join(args)}), y = y"
    got = _binder_types(elaborate(text))["y"].split(" ")
    assert got == [full, *args[:at], "X", *args[at:]]


@settings(max_examples=30, deadline=None)
@given(full=st.sampled_from(sorted(FIELD_TYPE_AT)))
def test_too_few_arguments_before_the_object_is_always_refused(full: str) -> None:
    fld = full.rsplit(".", 1)[1]
    with pytest.raises(UnsupportedError):
        elaborate(f"∀ (X : {_namespace(full)}) (y : X.{fld}), y = y")


#: Corpus rows with a type by a round-21 field type, and what their renderings must contain.
FIELD_ROWS = {
    "AlgebraicGeometry.Scheme.Hom.continuous": "(f : X.Hom Y)",
    "FirstOrder.Language.Relations.isUniversal_reflexive": "(r : L.Relations 2)",
    "RootPairing.RootPositiveForm.form_apply_root_ne_zero": "(B : P.RootPositiveForm S)",
}


@pytest.mark.parametrize("name", sorted(FIELD_ROWS))
def test_mathlib_rows_with_a_type_by_field_notation(name: str) -> None:
    assert_row_renders_with(FIELD_ROWS, name)


# -- instance binders over a family of propositions ---------------------------------------------

def test_has_homology_in_every_degree_is_a_hypothesis_at_the_complex_s_index() -> None:
    t = elaborate(f"∀ {COMPLEX} {{ι : Type*}} (c : ComplexShape ι) (K : HomologicalComplex C c) "
                  "[∀ i, K.HasHomology i], True")
    (hyp,) = _hypotheses(t)
    assert hyp.op == "forall" and str(hyp.bty) == "ι"
    (cls,) = [u for u in walk(hyp) if u.op == "app"]
    assert cls.name == "HomologicalComplex.HasHomology" and [str(a) for a in cls.args] == \
        ["K", "i"]


def test_a_cochain_complex_s_has_homology_is_homological_complex_s() -> None:
    # `CochainComplex C ℤ` abbreviates `HomologicalComplex C (ComplexShape.up ℤ)`; no
    # `CochainComplex.HasHomology` is declared, so Lean resolves the field there
    t = elaborate(f"∀ {COMPLEX} (K : CochainComplex C ℤ) [∀ i, K.HasHomology i], True")
    (hyp,) = _hypotheses(t)
    assert str(hyp.bty) == "ℤ"
    assert [u.name for u in walk(hyp) if u.op == "app"] == ["HomologicalComplex.HasHomology"]


def test_an_index_written_at_another_type_is_refused() -> None:
    with pytest.raises(UnsupportedError, match="another type"):
        elaborate(f"∀ {COMPLEX} (K : CochainComplex C ℤ) [∀ i : ℕ, K.HasHomology i], True")


def test_a_family_of_additive_functors_is_a_hypothesis() -> None:
    # CategoryTheory/Preadditive/AdditiveFunctor.lean:38 `class Functor.Additive … : Prop`
    t = elaborate(f"∀ {CAT} [CategoryTheory.Preadditive C] [CategoryTheory.HasShift C ℤ] "
                  "[∀ (n : ℤ), (CategoryTheory.shiftFunctor C n).Additive], True")
    (hyp,) = _hypotheses(t)
    assert str(hyp.bty) == "ℤ"
    assert "CategoryTheory.Functor.Additive" in {u.name for u in walk(hyp) if u.op == "app"}


def test_a_family_of_a_core_proposition_class_is_a_hypothesis() -> None:
    t = elaborate("∀ {V : Type*} [CategoryTheory.Category V] [∀ a b : V, Subsingleton (a ⟶ b)], "
                  "True")
    (hyp,) = _hypotheses(t)
    assert hyp.op == "forall" and hyp.args[0].op == "forall"


def test_a_family_of_a_class_with_operations_stays_an_instance_binder() -> None:
    # `[∀ i, Mul (α i)]` carries data: a binder of that Π type, no hypothesis
    t = elaborate("∀ {ι : Type*} {α : ι → Type*} [∀ i, Mul (α i)] (x : ∀ i, α i), x = x")
    assert _hypotheses(t) == []
    assert any(ty.startswith("(i : ι) → Mul") for ty in _binder_types(t).values())


def test_mathlib_row_under_a_family_of_additive_shift_functors() -> None:
    require()
    name = "CategoryTheory.Triangulated.TStructure.shift_le"
    r = render_row(rows_named([name])[name])
    assert r.formal is not None, r.reason
    assert "(CategoryTheory.shiftFunctor C n).Additive]" in r.formal
    t = elaborate_rendering(r.formal)
    assert any(u.name == "CategoryTheory.Functor.Additive" for u in walk(t) if u.op == "app")
    assert decide(r.formal).verdict != "refuted"


# -- binders whose type is a filter quantifier, and classes on terms that are propositions -------

@pytest.mark.parametrize("q", ["∀ᶠ", "∃ᶠ"])
def test_a_binder_of_a_filter_quantifier_is_a_hypothesis(q: str) -> None:
    # Order/Filter/Defs.lean:250-262: `Filter.Eventually`/`Filter.Frequently … : Prop`
    t = elaborate(f"∀ {{α : Type*}} (l : Filter α) (p : α → Prop) (h : {q} x in l, p x), "
                  f"{q} x in l, p x ∨ p x")
    assert len(_hypotheses(t)) == 1 and "h" not in _binder_types(t)


def test_a_filter_hypothesis_does_not_make_a_false_statement_true() -> None:
    # the hypothesis is about `p`, the conclusion about an unrelated `q`: not valid
    assert decide("∀ {α : Type*} (l : Filter α) (p q : α → Prop) (h : ∀ᶠ x in l, p x), "
                  "∀ᶠ x in l, q x").verdict != "proved"


#: Corpus rows under an instance binder of a class that is a proposition, applied to terms
#: (`prop_classes.PROP_CLASSES`, round 21), and the binder their rendering keeps.
PROP_CLASS_ROWS = {
    "CategoryTheory.Functor.final_of_comp_full_faithful":
        ("[CategoryTheory.Functor.Final (F ⋙ G)]", "CategoryTheory.Functor.Final"),
    "StarSubalgebra.coe_isUnit": ("[IsClosed (S : Set A)]", "IsClosed"),
    "Ideal.relNorm_top": ("(FractionRing R) (FractionRing S)]", "Algebra.IsSeparable"),
}


@pytest.mark.parametrize("name", sorted(PROP_CLASS_ROWS))
def test_mathlib_rows_under_a_class_that_is_a_proposition(name: str) -> None:
    require()
    binder, cls = PROP_CLASS_ROWS[name]
    r = render_row(rows_named(PROP_CLASS_ROWS)[name])
    assert r.formal is not None and binder in r.formal, r.reason
    t = elaborate_rendering(r.formal)
    # the binder is a premise naming the class, not dropped
    assert any(u.name == cls for h in _hypotheses(t) for u in walk(h) if u.op == "app")
    assert decide(r.formal).verdict != "refuted"
