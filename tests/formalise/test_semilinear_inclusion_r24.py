"""Round 24: the local instances a semilinear map or equivalence over `σ : R →+* S` makes Lean
include, written in braces as Algebra/Module/Equiv/Defs.lean and LinearMap/Defs.lean write them.

`M →ₛₗ[σ] M₂` and `M ≃ₛₗ[σ] M₂` take `[Module R M]` and `[Module S M₂]` for `σ`'s domain and
codomain (`class_variables.needs_module` with the binders' types); a later `{module_M₂ : Module
R₂ M₂}` on another ring variable does not compete for `Module S M₂` (it cannot unify); `{re₁ :
RingHomInvPair σ σ'}` in braces is read as the bracketed binder is (`inv_pair_needed`), and the
equivalence's second pair `{re₂ : RingHomInvPair σ' σ}` is included once `σ'` is
(`variable_inclusion.reverse_pair_needed`). Every corpus row is a theorem Lean accepted.
"""

from __future__ import annotations

import pytest

from forminv_lean.extract.lean_decl import Binder
from forminv_lean.formal.statements import elaborate_rendering
from forminv_lean.formalise.class_variables import needs_module, only_module_provider
from forminv_lean.formalise.variable_inclusion import reverse_pair_needed
from tests.mathlib_corpus import needs_index, rendered

_NAMES = {"RingHomInvPair": ["RingHomInvPair"], "LinearEquiv": ["LinearEquiv"],
          "Module": ["Module"], "RingHomCompTriple": ["RingHomCompTriple"]}


def _resolve(name: str) -> list[str]:
    return _NAMES.get(name, [])


_TYPES = {"σ": "R →+* S", "τ": "S →+* R", "ρ": "R →+* R₂"}


@pytest.mark.parametrize("ring,var,text,needed", [
    ("R", "M", "(f : M →ₛₗ[σ] N)", True),      # the domain's module over `σ`'s domain
    ("S", "N", "(f : M →ₛₗ[σ] N)", True),      # the codomain's over its codomain
    ("S", "M", "(f : M →ₛₗ[σ] N)", False),     # another ring
    ("R", "N", "(e : N ≃ₛₗ[σ] M₂)", True),
    ("R", "M", "(e : N ≃ₛₗ[τ] M)", True),
    ("R", "M", "(f : M →ₛₗ[κ] N)", False),     # a map whose type is not known
    ("R₂", "N", "(f : M →ₛₗ[ρ] N)", True),
])
def test_which_semilinear_texts_take_the_module(ring: str, var: str, text: str,
                                                needed: bool) -> None:
    assert needs_module(ring, var, [text], _resolve, _TYPES) is needed
    assert not needs_module(ring, var, [text], _resolve)   # without the types: not read


@pytest.mark.parametrize("rival,ring,alone", [
    ("Module R₂ M", "S", True),    # another ring variable: never unifies with `Module S M`
    ("Module S M", "S", False),    # the same goal: tried first
    ("Module R₂ M", None, False),  # the ring not given: counted as before
    ("Module ℝ M", "S", True),
    ("Module Module M", "S", False),   # a constant's name: not decided
])
def test_a_module_on_another_ring_is_no_rival(rival: str, ring: str | None,
                                              alone: bool) -> None:
    assert only_module_provider("M", [rival], _resolve, ring) is alone


_REVERSE = Binder("instance", (), "RingHomInvPair σ' σ")


@pytest.mark.parametrize("texts,rivals,needed", [
    (["(e : M ≃ₛₗ[σ] M₂)"], ["RingHomInvPair σ σ'"], True),
    (["(e : M ≃ₛₗ[σ] M₂)"], [], False),                       # `σ'` not what answers
    (["(e : M ≃ₛₗ[σ] M₂)"], ["RingHomInvPair σ τ"], False),   # another inverse of `σ`
    (["(e : M ≃ₛₗ[σ] M₂)"], ["RingHomInvPair σ σ'", "RingHomInvPair σ τ"], False),
    (["(e : M ≃ₛₗ[σ] M₂)"], ["RingHomInvPair σ σ'", "RingHomInvPair σ' σ"], False),
    (["(e : M ≃ₛₗ[σ] M₂)"], ["RingHomInvPair σ σ'", "∀ i, RingHomInvPair σ' (τ i)"], False),
    (["(f : M →ₛₗ[σ] M₂)"], ["RingHomInvPair σ σ'"], False),  # a map asks no inverse
])
def test_the_second_inverse_pair(texts: list[str], rivals: list[str], needed: bool) -> None:
    assert reverse_pair_needed(_REVERSE, texts, rivals, _resolve, set()) is needed


#: Corpus theorems of Algebra/Module/Equiv/Defs.lean and LinearMap/Defs.lean over braced
#: `{module_M : Module R M}`, `{re₁ : RingHomInvPair σ σ'}`, `{re₂ : RingHomInvPair σ' σ}`
#: variables, and the binders Lean includes (all refused before round 24).
_INCLUDED = {
    "LinearEquiv.map_zero": ("(module_S_M₂ : Module S M₂)", "(re₁ : RingHomInvPair σ σ')",
                             "(re₂ : RingHomInvPair σ' σ)"),
    "LinearEquiv.injective": ("(module_M : Module R M)", "(re₂ : RingHomInvPair σ' σ)"),
    "LinearEquiv.trans_apply": ("(re₁₂ : RingHomInvPair σ₁₂ σ₂₁)",
                                "(re₃₂ : RingHomInvPair σ₃₂ σ₂₃)",
                                "[RingHomInvPair σ₃₁ σ₁₃]"),
    "LinearMap.map_neg": ("(module_M : Module R M)", "(module_M₂ : Module S M₂)"),
    "LinearMap.comp_apply": ("(module_M₁ : Module R₁ M₁)", "(module_M₃ : Module R₃ M₃)"),
}


@needs_index
@pytest.mark.parametrize("name", sorted(_INCLUDED))
def test_the_included_instances_in_the_corpus(name: str) -> None:
    text = rendered(_INCLUDED, name)
    for binder in _INCLUDED[name]:
        assert binder in text, (binder, text)
    elaborate_rendering(text)
