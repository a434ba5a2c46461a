"""Round 28: a section `[RingHomInvPair σ σ']` Lean includes because the header poses
`RingHomSurjective σ` (`LinearMap.range f`, `Submodule.map f p` over `σ`).

With `σ` a free variable and no binder in scope that may give `RingHomSurjective σ`, the only
global instance that answers the goal is `RingHomSurjective.invPair`, whose `[RingHomInvPair σ
?σ₂]` only a local binder answers (`formalise.instance_posers_r28` module doc). Read against
Mathlib v4.19.0's own theorems (`tests/mathlib_corpus.py`).
"""

from __future__ import annotations

import re

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from forminv_lean.formalise.instance_posers_r28 import posed_sigmas
from tests.mathlib_corpus import needs_index, render, render_row, rows_named

pytestmark = needs_index

LINKS = "links a used variable to an unused one"

#: Analysis/Normed/Operator/Banach.lean:585-602: `variable {σ : 𝕜 →+* 𝕜'} {σ' : 𝕜' →+* 𝕜}
#: [RingHomInvPair σ σ']` (shadowing the file's earlier `σ σ'` of :23,53), headers applying
#: `LinearMap.range` to an `f : E →SL[σ] F`; each was refused before this round.
INCLUDED = ("ContinuousLinearMap.closed_range_of_antilipschitz",
            "AntilipschitzWith.completeSpace_range_clm",
            "ContinuousLinearMap.bijective_iff_dense_range_and_antilipschitz")

#: Algebra/Module/Submodule/Map.lean:278-400: `variable [RingHomSurjective σ₁₂]` in scope, which
#: answers `RingHomSurjective σ₁₂` before `invPair` is tried; the rule does not decide them.
LOCAL_SURJECTIVE = ("Submodule.map_le_iff_le_comap", "Submodule.map_injective_of_injective")

CONTEXT = ["variable {R R₂ M M₂ : Type*} [Semiring R] [Semiring R₂] [AddCommMonoid M]",
           "variable [AddCommMonoid M₂] [Module R M] [Module R₂ M₂] {σ₁₂ : R →+* R₂}",
           "variable {σ₂₁ : R₂ →+* R} [RingHomInvPair σ₁₂ σ₂₁]"]


@pytest.fixture(scope="module")
def corpus() -> dict[str, dict[str, object]]:
    return rows_named(INCLUDED + LOCAL_SURJECTIVE)


def test_range_over_sigma_includes_the_inverse_pair(corpus) -> None:
    missing = set(INCLUDED) - set(corpus)
    assert not missing, missing
    for name in INCLUDED:
        res = render_row(corpus[name])
        assert res.formal is not None, (name, res.reason)
        assert "[RingHomInvPair σ σ']" in res.formal and "(σ' : 𝕜' →+* 𝕜)" in res.formal, \
            (name, res.formal)


def test_a_local_surjective_binder_answers_first_and_stays_undecided(corpus) -> None:
    for name in LOCAL_SURJECTIVE:
        res = render_row(corpus[name])
        assert res.formal is None and LINKS in (res.reason or ""), (name, res.formal)


@pytest.mark.parametrize("statement", [
    "LinearMap.range f = LinearMap.range f",
    "Submodule.map f p = Submodule.map f p",
    "p.map f = p.map f",
])
def test_posing_headers_include_the_pair(statement: str) -> None:
    formal, reason = render(f"lemma t (f : M →ₛₗ[σ₁₂] M₂) (p : Submodule R M) : {statement}",
                            *CONTEXT)
    assert formal is not None, reason
    assert "[RingHomInvPair σ₁₂ σ₂₁]" in formal and "σ₂₁ : R₂ →+* R" in formal


@pytest.mark.parametrize("header", [
    # nothing poses `RingHomSurjective σ₁₂`: only elaboration could tell
    "lemma t (f : M →ₛₗ[σ₁₂] M₂) (p : Submodule R M) : p = p",
    # the header's own `[RingHomSurjective σ₁₂]` is tried before `invPair`
    "lemma t [RingHomSurjective σ₁₂] (f : M →ₛₗ[σ₁₂] M₂) : LinearMap.range f = LinearMap.range f",
    # a second pair on `σ₁₂` may answer `RingHomInvPair σ₁₂ ?`
    "lemma t {τ : R₂ →+* R} [RingHomInvPair σ₁₂ τ] (f : M →ₛₗ[σ₁₂] M₂) : "
    "LinearMap.range f = LinearMap.range f",
    # `f : F` over two classes on other maps: which `σ` resolution finds is not read
    "lemma t {τ : R →+* R₂} {F : Type*} [FunLike F M M₂] [SemilinearMapClass F τ M M₂] "
    "[SemilinearMapClass F σ₁₂ M M₂] (f : F) (g : M →ₛₗ[σ₁₂] M₂) : "
    "LinearMap.range f = LinearMap.range f",
])
def test_undecided_headers_stay_refused(header: str) -> None:
    formal, reason = render(header, *CONTEXT)
    assert formal is None and LINKS in (reason or ""), formal


_NAME = st.sampled_from(["σ", "σ₁₂", "τ", "σ'", "e"])
_ARROW = st.sampled_from(["→ₛₗ", "→SL", "→ₛₗᵢ"])


@settings(max_examples=60, deadline=None)
@given(sigma=_NAME, arrow=_ARROW, other=_NAME, dot=st.booleans())
def test_posed_sigma_is_the_arrow_map(sigma: str, arrow: str, other: str, dot: bool) -> None:
    """`range`/`map` of a map over `σ` poses exactly `RingHomSurjective σ`; an argument of
    unknown type (`g`) or a map over another arrow (`→ₗ[R]`, no `σ` variable) poses none the
    rule reads."""
    def resolve(n: str) -> list[str]:
        return {"LinearMap.range": ["LinearMap.range"], "Submodule.map": ["Submodule.map"],
                "Submodule": ["Submodule"]}.get(n, [])
    types: dict[str, str | None] = {"f": f"M {arrow}[{sigma}] M₂", "h": "M →ₗ[R] M₂",
                                    "p": "Submodule R M", "F": None}
    text = "p.map f" if dot else "LinearMap.range f"
    assert posed_sigmas([text, f"LinearMap.range g ≤ Submodule.map h p ∧ {other} = {other}"],
                        types, [], resolve) == {sigma}


#: RingTheory/GradedAlgebra/Homogeneous/Ideal.lean:54-55: `variable [SetLike σ A]
#: [AddSubmonoidClass σ A] (𝒜 : ι → σ) … [GradedRing 𝒜]`; headers naming `HomogeneousIdeal 𝒜`
#: (which poses `SetLike σ ?A`) but no membership; each was refused before this round.
SET_LIKE_INCLUDED = ("HomogeneousIdeal.eq_bot_iff", "HomogeneousIdeal.toIdeal_sInf",
                     "DirectSum.Decomposition.isInternal")

GRADED = ["variable {ι σ A : Type*} [Semiring A] [SetLike σ A] [AddSubmonoidClass σ A]",
          "variable (𝒜 : ι → σ) [DecidableEq ι] [AddMonoid ι]"]


def test_a_set_like_family_constant_includes_the_carrier() -> None:
    table = rows_named(SET_LIKE_INCLUDED)
    assert set(table) == set(SET_LIKE_INCLUDED), set(SET_LIKE_INCLUDED) - set(table)
    for name in SET_LIKE_INCLUDED:
        res = render_row(table[name])
        assert res.formal is not None, (name, res.reason)
        assert re.search(r"\[SetLike σ [AM]\]", res.formal), (name, res.formal)


@pytest.mark.parametrize(("header", "decided"), [
    ("lemma t [GradedRing 𝒜] (I : HomogeneousIdeal 𝒜) : I = I", True),
    ("lemma t : DirectSum.IsInternal 𝒜 ↔ DirectSum.IsInternal 𝒜", True),
    # a later `SetLike σ _` binder of the header would be tried first
    ("lemma t {B : Type*} [SetLike σ B] : DirectSum.IsInternal 𝒜 ↔ DirectSum.IsInternal 𝒜", False),
    # `𝒜` alone poses no goal
    ("lemma t (i : ι) : 𝒜 i = 𝒜 i", False),
])
def test_set_like_family_headers(header: str, decided: bool) -> None:
    formal, reason = render(header, *GRADED)
    if decided:
        assert formal is not None and "[SetLike σ A]" in formal, reason
    else:
        assert formal is None and LINKS in (reason or ""), formal
