"""The round-20 signature table outside category theory (`signatures_r20l`), read against Mathlib.

Every entry must parse as a signature type over the declaration's type parameters, be merged
into `opaque.SIGNATURES` once (no other table declares it), fix its result's type parameters by
an argument (or have none, a constant of a closed type), and name a declaration the Mathlib
v4.19.0 name index lists; corpus theorems using an entry must render with the declared result
type (each was refused without it). The corpus is read in place (skipped, saying why, when
absent).
"""

from __future__ import annotations

import pytest

from forminv_lean.formal.lean.printer import to_lean_text
from forminv_lean.formal.meaning.bundled_constants import BUNDLED_CONSTANTS
from forminv_lean.formal.meaning.elaboration import constant_type_head
from forminv_lean.formal.meaning.signatures_r20l import SIGNATURES as _R20L
from forminv_lean.formal.meaning.types import show_type
from forminv_lean.formal.statements import elaborate_rendering
from tests.mathlib_corpus import INDEX, applications, declared_result_types, needs_index
from tests.signature_tables import checked_entry, type_params


@pytest.mark.parametrize("name", sorted(n for n, s in _R20L.items() if len(s) == 1))
def test_a_constant_of_a_closed_bundled_type_has_that_type_s_namespace(name: str) -> None:
    # a field of it (`polarCoord.symm`) resolves as Lean's dot notation does, in the namespace
    # of its type's head; nothing is left for a use to fix
    assert constant_type_head(name) in ("PartialHomeomorph", "ContinuousLinearMap")
    assert type_params(checked_entry(name, "signatures_r20l")[0]) == set()


@needs_index
def test_the_bundled_constant_entry_names_a_declaration() -> None:
    assert INDEX is not None
    assert INDEX.declared("Abelianization.of") and "Abelianization.of" in BUNDLED_CONSTANTS


# Corpus theorems -> (a head of the table, the type its applications must have in the elaborated
# rendering, a text the rendering must contain). Each was refused before its entry.
USES: dict[str, tuple[str, str, str]] = {
    # `@[to_additive]` partners of `MulEquiv.symm`, read through a variable's dot notation
    "AddEquiv.toIntLinearEquiv_symm": ("AddEquiv.symm", "AddEquiv M₂ M", "e.symm"),
    # `AlgEquiv.trans` at the three algebras its arguments fix
    "AlgEquiv.trans_toLinearMap": ("AlgEquiv.trans", "AlgEquiv R A₁ A₃", "f.trans g"),
    # a semilinear declaration at `RingHom.id R`: `f * g = g.trans f` in `Module.End`-like `M ≃ₗ[R] M`
    "LinearEquiv.mul_eq_trans": (
        "LinearEquiv.trans", "LinearEquiv (RingHom.id R) M M", "g.trans f"),
    # a type synonym's equivalences, typed as the functions they coerce to
    "ofBoolRing_mul": ("ofBoolRing", "α", "ofBoolRing (a * b)"),
    "toBoolRing_inf": ("toBoolRing", "AsBoolRing α", "toBoolRing (a ⊓ b)"),
    # `@[to_additive]` partners of `Subgroup.closure`, `Submonoid.closure`, `Subgroup.zpowers`,
    # `MulOpposite.unop`
    "Int.subgroup_cyclic": ("AddSubgroup.closure", "AddSubgroup ℤ", "AddSubgroup.closure {a}"),
    "Submodule.span_nat_eq_addSubmonoid_closure": (
        "AddSubmonoid.closure", "AddSubmonoid M", "AddSubmonoid.closure s"),
    "Int.index_zmultiples": (
        "AddSubgroup.zmultiples", "AddSubgroup ℤ", "(AddSubgroup.zmultiples a).index"),
    "AddOpposite.unop_mul": ("AddOpposite.unop", "α", "AddOpposite.unop (a * b)"),
    # a constant of a closed bundled type, a field of it read in `ContinuousLinearMap`
    "HasDerivAt.complexToReal_fderiv'": (
        "Complex.imCLM", "ContinuousLinearMap (RingHom.id ℝ) ℂ ℝ", "(Complex.imCLM).smulRight f'"),
    # `Abelianization.of : G →* Abelianization G` (`bundled_constants`), its field `ker`
    "Abelianization.ker_of": ("MonoidHom.ker", "Subgroup G", "(Abelianization.of).ker"),
}


@needs_index
@pytest.mark.parametrize("name", sorted(USES))
def test_a_theorem_using_an_entry_renders_with_the_declared_result_type(name: str) -> None:
    assert declared_result_types(USES, name) == {USES[name][1]}


def test_the_boolean_ring_addition_is_read_at_the_synonym() -> None:
    # Mathlib/Algebra/Ring/BooleanRing.lean: `a + b` on `AsBoolRing α` is the ring's addition
    # (symmetric difference), so it is elaborated at `AsBoolRing α`, not at `α`
    term = elaborate_rendering(
        "∀ {α : Type*} [BooleanAlgebra α] (a b : AsBoolRing α), "
        "ofBoolRing (a + b) = symmDiff (ofBoolRing a) (ofBoolRing b)")
    apps = applications(term, "ofBoolRing")
    assert len(apps) == 3 and {show_type(a.ty) for a in apps} == {"α"}
    assert "ofBoolRing (a + b)" in to_lean_text(term)


def test_a_field_of_a_closed_constant_is_read_in_its_type_s_namespace() -> None:
    # Mathlib/Analysis/SpecialFunctions/PolarCoord.lean: `polarCoord.symm` is
    # `PartialHomeomorph.symm polarCoord`, of type `PartialHomeomorph (ℝ × ℝ) (ℝ × ℝ)`
    term = elaborate_rendering("Continuous (polarCoord).symm")
    apps = applications(term, "PartialHomeomorph.symm")
    assert apps and {show_type(a.ty) for a in apps} == {"PartialHomeomorph (ℝ × ℝ) (ℝ × ℝ)"}
