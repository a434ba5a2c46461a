"""Round 27: a section `[ContinuousFunctionalCalculus R A p]` that `cfc f a` makes Lean include.

`cfc`/`cfcₙ` pose a goal of the calculus family on `R A` with `p` an outParam; every global
instance of the family either fixes the ring or algebra or takes a family instance on the same
`R A`, so when the file's binder is the only family binder in scope every answer is built from
it and Lean includes it, `p` with it (`formalise.cfc_includes_r27` module doc). Read against
Mathlib v4.19.0's own theorems (`tests/mathlib_corpus.py`).
"""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from forminv_lean.formalise.cfc_includes_r27 import FAMILY, _posed
from tests.mathlib_corpus import needs_index, render, render_row, rows

pytestmark = needs_index

LINKS = "links a used variable to an unused one"
CFC_DIR = "Mathlib/Analysis/CStarAlgebra/ContinuousFunctionalCalculus/"
CONTEXT = ["variable {R A : Type*} {p : A → Prop} [CommSemiring R] [StarRing R] [MetricSpace R]",
           "variable [IsTopologicalSemiring R] [ContinuousStar R] [TopologicalSpace A] [Ring A]",
           "variable [StarRing A] [Algebra R A] [ContinuousFunctionalCalculus R A p]"]

#: Theorems of Mathlib v4.19.0 whose header applies `cfc`/`cfcₙ` over the file's `R A` (or `𝕜
#: A`) and names no family binder of its own; each was refused before this round.
CORPUS = ("cfc_mono", "cfc_sum", "cfcₙ_zero", "cfcₙ_mul", "norm_cfc_le", "nnnorm_cfcₙ_lt")


def _identity(name: str) -> list[str]:
    return [name]


@pytest.fixture(scope="module")
def corpus() -> dict[str, dict[str, object]]:
    wanted = set(CORPUS) | {"IsSelfAdjoint.cfc", "cfc_nonneg_of_predicate"}
    return {r["name"]: r for r in rows(lambda line: CFC_DIR in line)
            if r["name"] in wanted}


def test_cfc_theorems_render_with_the_file_binder_and_its_predicate(corpus) -> None:
    missing = set(CORPUS) - set(corpus)
    assert not missing, missing
    for name in CORPUS:
        res = render_row(corpus[name])
        assert res.formal is not None, (name, res.reason)
        binder = next(c for c in FAMILY if f"[{c} " in res.formal)
        assert f"[{binder} " in res.formal and (" p)" in res.formal or "(p :" in res.formal), \
            (name, res.formal)


def test_a_header_with_its_own_family_binder_stays_refused(corpus) -> None:
    """`IsSelfAdjoint.cfc [ContinuousFunctionalCalculus R A IsSelfAdjoint]`: the header's binder
    is tried first, so the file's is a rival the rule does not decide."""
    for name in ("IsSelfAdjoint.cfc", "cfc_nonneg_of_predicate"):
        res = render_row(corpus[name])
        assert res.formal is None and LINKS in (res.reason or ""), (name, res.formal)


def test_cfc_over_the_file_variables_includes_the_binder() -> None:
    formal, reason = render("lemma t (f : R → R) (a : A) : cfc f a = cfc f a", *CONTEXT)
    assert formal is not None, reason
    assert "[ContinuousFunctionalCalculus R A p]" in formal and "(p : A → Prop)" in formal


@pytest.mark.parametrize("header", [
    # the function's ring is not certain: Lean finds it elsewhere
    "lemma t (a : A) : cfc (fun x ↦ x) a = a",
    # the header binds `R` again: the goal is on another `R`
    "lemma t {R : Type*} [CommSemiring R] (f : R → R) (a : A) : f = f",
    # a family binder of the header's own is tried first
    "lemma t [ContinuousFunctionalCalculus R A IsSelfAdjoint] (f : R → R) (a : A) : "
    "cfc f a = cfc f a",
    # no `cfc`: nothing here says whether a goal poses the class
    "lemma t (f : R → R) (a : A) : f = f",
])
def test_undecided_headers_stay_refused(header: str) -> None:
    formal, reason = render(header, *CONTEXT)
    assert formal is None and LINKS in (reason or ""), formal


@settings(max_examples=40, deadline=None)
@given(st.sampled_from(["f", "(0 : R → R)", "(fun x : R ↦ x)", "(g i)", "(-f)"]),
       st.sampled_from(["a", "(0 : A)", "(a * a)", "b"]),
       st.sampled_from(["cfc", "cfcₙ", "Foo.cfc", "@cfc"]))
def test_posed_goals_are_the_certain_ones(f: str, a: str, const: str) -> None:
    """A goal is read exactly when both argument types are declared and the constant is
    `cfc`/`cfcₙ` itself; its class follows the constant."""
    types: dict[str, str | None] = {"f": "R → R", "g": "ι → R → R", "a": "A", "b": "B"}
    goals = _posed([f"x = {const} {f} {a}"], types, _identity)
    certain_f = f in ("f", "(0 : R → R)", "(fun x : R ↦ x)", "(g i)")
    certain_a = {"a": "A", "(0 : A)": "A", "b": "B"}.get(a)
    if const in ("cfc", "cfcₙ") and certain_f and certain_a:
        cls = ("NonUnitalContinuousFunctionalCalculus" if const == "cfcₙ"
               else "ContinuousFunctionalCalculus")
        assert goals == {(cls, "R", certain_a)}
    else:
        assert goals == set()


def test_a_family_binder_inside_the_statement_stays_refused() -> None:
    """`∀ [ContinuousFunctionalCalculus R A q], …`: the statement's own binder may answer."""
    header = ("lemma t (f : R → R) (a : A) (q : A → Prop) : "
              "∀ [ContinuousFunctionalCalculus R A q], cfc f a = cfc f a")
    formal, reason = render(header, *CONTEXT)
    assert formal is None, formal
