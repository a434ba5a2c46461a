"""Round 20: a membership in a variable `SetLike` carrier, and the membership classes' inputs.

1. The checker reads `x ∈ s` with `s : S` a type variable whose one membership instance in
   scope is `[SetLike S A]`: `Membership.mem s x` with `x : A` (`setlike.variable_element`).
   Round 19 included the binder for such a membership; the statement was then refused by
   the checker ("expected a set, got S").
2. `[SubsemiringClass σR R]` and the other membership classes over a `SetLike` carrier
   (`variables.MEM_CLASSES`) take their carrier as an input: with `σR` unused, resolution
   cannot use the binder (nor `[SetLike σR R]`), so Lean leaves both out.

Each against Mathlib v4.19.0's own theorems (`tests/mathlib_corpus.py`) and small headers; the
cases Lean could decide otherwise stay refused.
"""

from __future__ import annotations

import re

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from forminv_lean.formalise.render import validate_symbol
from tests.mathlib_corpus import (
    assert_rendering_shows,
    needs_index,
    render,
    render_row,
    require,
    rows_named,
)

pytestmark = needs_index

RENDERED = {
    # Algebra/Field/Subfield/Defs.lean: `variable {K : Type*} [DivisionRing K] {S : Type*}
    # [SetLike S K] [h : SubfieldClass S K]`; `(q : K) ∈ s` with `s : S`
    "SubfieldClass.ratCast_mem": "[SetLike S K] [SubfieldClass S K] (s : S) (q : ℚ), (q : K) ∈ s",
    "SubfieldClass.nnqsmul_mem": "(x : K) (s : S) (q : ℚ≥0), x ∈ s → q • x ∈ s",
    # Algebra/Ring/Submonoid/Basic.lean: `variable {M R : Type*} [NonUnitalNonAssocSemiring R]
    # [SetLike M R] [MulMemClass M R] {S : M}`; `(S : Set R)` is `SetLike.coe S`
    "MulMemClass.mul_right_mem_add_closure": "a ∈ AddSubmonoid.closure (S : Set R) → b ∈ S",
    # Algebra/GradedMonoid.lean: `variable {S : Type*} [SetLike S R] …` `{A : ι → S}`
    "SetLike.pow_mem_graded": "r ∈ A i → r ^ n ∈ A (n • i)",
    # Algebra/Group/Subgroup/Defs.lean: `{M S : Type*} [DivInvMonoid M] [SetLike S M] …`
    "zpow_mem": "[SetLike S M] [SubgroupClass S M] (K : S) (x : M), x ∈ K → ∀ n : ℤ, x ^ n ∈ K",
    # Algebra/Ring/Subsemiring/Basic.lean: `variable [SetLike σR R] [SetLike σS S]
    # [SubsemiringClass σR R] [SubsemiringClass σS S]`, only `σS` in the header
    "RingHom.codRestrict_apply": "{σS : Type*} [SetLike σS S] [SubsemiringClass σS S] (f : R →+* S)",
}

# Algebra/Group/Subgroup/Basic.lean:57,59: `variable [SetLike S G] [SubgroupClass S G]` after
# `[SetLike S M] [hSM : SubgroupClass S M]`: every `SetLike S ?` goal takes the later binder
# first, so Lean leaves the earlier ones out (`variables.shadowed_binders`)
RENDERED["mul_mem_cancel_left"] = "(H : S) [SetLike S G] [SubgroupClass S G] (x y : G), x ∈ H"
RENDERED["OneMemClass.coe_one"] = "[OneMemClass A M₁] (S' : A), ((1 : S') : M₁) = 1"
# Algebra/Group/Submonoid/Defs.lean: `variable {A M₁ : Type*} [SetLike A M₁] [One M₁]
# [hA : OneMemClass A M₁] (S' : A)`: `(1 : S')` is of `↥S'`, coerced out to `M₁`

REFUSED = {
    # `((x : s) : K)`: a rational cast into `↥s` (`SubfieldClass`'s `RatCast` on it) is not read
    "SubfieldClass.coe_ratCast": "no coercion the checker can name from ℚ to ↥s",
}


@pytest.fixture(scope="module")
def corpus() -> dict[str, dict[str, object]]:
    require()
    return rows_named([*RENDERED, *REFUSED])


@pytest.mark.parametrize("name", sorted(RENDERED))
def test_memberships_in_a_variable_carrier_render(corpus: dict[str, dict[str, object]],
                                                  name: str) -> None:
    assert_rendering_shows(corpus, name, RENDERED[name])


@pytest.mark.parametrize("name", sorted(REFUSED))
def test_undecided_ones_stay_refused(corpus: dict[str, dict[str, object]], name: str) -> None:
    r = render_row(corpus[name])
    assert r.formal is None and REFUSED[name] in str(r.reason), (r.formal, r.reason)


def _checked(text: str) -> str | None:
    """The checker's refusal of a rendered statement, None when it elaborates."""
    return validate_symbol(text)[0]


def test_the_element_type_is_the_set_like_one() -> None:
    head = "∀ {M S : Type*} [SetLike S M] (s : S)"
    assert _checked(f"{head} (x : M), x ∈ s → x ∈ s") is None
    assert _checked(f"{head} (x : M), x ∉ s ∨ x ∈ s") is None
    # an element of another type is no member: Lean's `Membership M S` fixes `x : M`
    assert _checked(f"{head} (x : S), x ∈ s") is not None
    # `(s : Set M)` is `SetLike.coe s`; a set of another element type is no coercion of it
    assert _checked(f"{head} (x : M), x ∈ (s : Set M)") is None
    assert _checked(f"{head}, (s : Set S) = (s : Set S)") is not None
    # `(x : s)`: `s` as a type is `↥s`, a subtype of `M` (`SetLike`'s `CoeSort`), coerced out
    # to `M` only
    assert _checked(f"{head} (x : s), (x : M) = x") is None
    assert _checked(f"{head} (x : s), (x : S) = x") is not None
    # a local coercion instance on `S` would be tried first
    assert _checked("∀ {M S : Type*} [SetLike S M] [CoeSort S Type] (s : S) (x : s), (x : M) = x") \
        is not None


def test_a_second_membership_instance_is_refused() -> None:
    # two `SetLike S _` in scope: which one Lean uses is the later's; not read here
    assert _checked("∀ {M N S : Type*} [SetLike S M] [SetLike S N] (s : S) (x : N), x ∈ s") \
        is not None
    # a local `Membership` on `S` would be tried first
    assert _checked("∀ {M S : Type*} [Membership M S] (s : S) (x : M), x ∈ s") is not None
    # `SetLike S ℕ` is kept on `S` itself, not read
    assert _checked("∀ {S : Type*} [SetLike S ℕ] (s : S) (x : ℕ), x ∈ s") is not None


def test_a_carrier_class_on_an_unused_carrier_is_left_out() -> None:
    formal, reason = render("theorem foo (s : σS) (x : S) (r : R) : x ∈ s ∧ r = r",
                            "variable {R S σR σS : Type*} [Semiring R] [Semiring S]",
                            "variable [SetLike σR R] [SetLike σS S] [SubsemiringClass σR R] "
                            "[SubsemiringClass σS S]")
    assert formal is not None, reason
    assert "σR" not in formal and "[SubsemiringClass σS S]" in formal and "(r : R)" in formal, \
        formal


def test_an_unread_class_on_the_carrier_still_refuses() -> None:
    # `StarMemClass σR R` is a class whose inputs nothing here reads: it could make `σR` known
    formal, reason = render("theorem foo (s : σS) (x : S) (r : R) : x ∈ s ∧ r = r",
                            "variable {R S σR σS : Type*} [Semiring R] [Semiring S]",
                            "variable [SetLike σR R] [SetLike σS S] [StarMemClass σR R]")
    assert formal is None and "links a used variable" in str(reason), (formal, reason)


CLASSES = ["SubmonoidClass", "AddSubmonoidClass", "SubgroupClass", "AddSubgroupClass",
           "SubsemiringClass", "SubringClass", "OneMemClass", "ZeroMemClass", "MulMemClass",
           "AddMemClass", "InvMemClass", "NegMemClass", "SubfieldClass",
           "NonUnitalSubsemiringClass", "NonUnitalSubringClass"]
NAMES = st.sampled_from(["S", "T", "σ", "σA", "B", "C₁"])


@settings(max_examples=40, deadline=None)
@given(st.sampled_from(CLASSES), NAMES, st.booleans())
def test_any_membership_class_gives_the_element_type(cls: str, carrier: str,
                                                     member: bool) -> None:
    """Whatever the carrier's name and the membership class beside `SetLike`, `x ∈ s` elaborates
    exactly when `x` has the `SetLike` element type `A`."""
    text = (f"∀ {{A {carrier} : Type*}} [Semiring A] [SetLike {carrier} A] [{cls} {carrier} A] "
            f"(s : {carrier}) (x : {'A' if member else carrier}), x ∈ s")
    assert (_checked(text) is None) == member, text


@settings(max_examples=30, deadline=None)
@given(st.sampled_from(CLASSES), NAMES)
def test_any_membership_class_on_an_unused_carrier_is_left_out(cls: str, carrier: str) -> None:
    formal, reason = render("theorem foo (x y : R) : x + y = y + x",
                            f"variable {{R {carrier} : Type*}} [Ring R] [SetLike {carrier} R] "
                            f"[{cls} {carrier} R]")
    assert formal is not None, reason
    assert re.search(rf"(?<![\w']){carrier}(?![\w'])", formal) is None, formal


def test_a_value_used_as_a_type_includes_its_set_like_binder() -> None:
    ctx = "variable {S M : Type*} [SetLike S M] (s : S)"
    formal, reason = render("theorem foo (x : s) : (x : M) = x", ctx)
    assert formal == "∀ {S M : Type*} [SetLike S M] (s : S) (x : s), (x : M) = x", reason
    # an ascription `(e : s)` is a type too
    formal, reason = render("theorem foo (x : M) (h : x ∈ s) : ((⟨x, h⟩ : s) : M) = x", ctx)
    assert formal is not None and "[SetLike S M]" in formal, reason


def test_a_sort_use_the_text_does_not_fix_stays_refused() -> None:
    ctx = "variable {S M : Type*} [SetLike S M] (s : S)"
    # a local coercion on `S` is tried before `SetLike`'s
    formal, reason = render("theorem foo (y : s) : y = y",
                            "variable {S M : Type*} [SetLike S M] [CoeSort S Type] (s : S)")
    assert formal is None and "links a used variable" in str(reason)
    # `s` as an argument of a type constructor: whether it is coerced depends on the
    # constructor's signature, not read here
    formal, reason = render("theorem foo (y : Unitization ℕ s) : y = y", ctx)
    assert formal is None and "links a used variable" in str(reason)


#: Corpus theorems whose context has an instance binder applied to nothing but field notation
#: (`[Q.LiesOver p]`, `[P.IsValuedIn S]`): the membership-class table was looked up for them with
#: no arguments, and the renderer crashed (KeyError) instead of deciding.
NO_ARGUMENT_CLASSES = ("Ideal.ramificationIdxIn_eq_ramificationIdx",
                       "RootPairing.Base.cartanMatrix_apply_same",
                       "CategoryTheory.Localization.natTrans₂_ext")


@needs_index
@pytest.mark.parametrize("name", NO_ARGUMENT_CLASSES)
def test_a_class_applied_to_nothing_never_crashes_the_renderer(name: str) -> None:
    require()
    rows = rows_named(NO_ARGUMENT_CLASSES)
    assert name in rows, f"{name} is not a row of the corpus"
    r = render_row(rows[name])
    assert r.formal is not None or not (r.reason or "").startswith("internal error"), r.reason


@settings(max_examples=30, deadline=None)
@given(st.sampled_from(["Ideal.IsPrime", "P.LiesOver", "Foo", "SubmonoidClass", "SMulMemClass"]),
       st.integers(min_value=0, max_value=4))
def test_class_letters_is_total(name: str, arity: int) -> None:
    from forminv_lean.formalise.variables import MEM_CLASSES, class_letters
    from tests.mathlib_corpus import INDEX

    got = class_letters(name, arity, INDEX)
    if name in MEM_CLASSES and len(MEM_CLASSES[name]) == arity:
        assert got == MEM_CLASSES[name]
    assert got is None or len(got) == arity
