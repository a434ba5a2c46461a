"""The round-16 analysis-side signature table (`signatures_r16b`), read against Mathlib.

Every entry must parse as a signature type over the declaration's type parameters, be merged
into `opaque.SIGNATURES` once (no other table declares it), and name a declaration the Mathlib
v4.19.0 name index lists; a corpus theorem using an entry must render with the declared result
type (each was refused without it), and the elaborator must read a few one-line statements as
Lean does. The corpus is read in place (skipped, saying why, when absent).
"""

from __future__ import annotations

import pytest

from forminv_lean.formal.lean.printer import to_lean_text
from forminv_lean.formal.meaning.opaque import DEFAULTS
from forminv_lean.formal.meaning.types import show_type
from forminv_lean.formal.statements import elaborate_rendering
from tests.mathlib_corpus import applications, declared_result_types, needs_index

# Corpus theorems -> (a head of the table, the type its applications must have in the elaborated
# rendering, a text the rendering must contain). Each was refused before its entry.
USES = {
    # a hyperreal's standard part, a real
    "Hyperreal.st_add": ("Hyperreal.st", "ℝ", "Hyperreal.st (x + y)"),
    # a local-extremum predicate on a difference of functions
    "IsLocalMin.sub": ("IsLocalMin", "Prop", "IsLocalMin (fun x => f x - g x) a"),
    # a leading explicit type argument (`variable (𝕜)`)
    "CPolynomialAt.sub": ("CPolynomialAt", "Prop", "CPolynomialAt 𝕜 (f - g) x"),
    # the complex cotangent beside `Complex.exp`
    "Complex.cot_pi_eq_exp_ratio": ("Complex.cot", "ℂ", "Complex.cot (Real.pi * z)"),
    # a Cantor normal form, a list of pairs of ordinals
    "Ordinal.CNF_zero": ("Ordinal.CNF", "List (Ordinal × Ordinal)", "Ordinal.CNF b 0 = []"),
}


@needs_index
@pytest.mark.parametrize("name", sorted(USES))
def test_a_theorem_using_an_entry_renders_with_the_declared_result_type(name: str) -> None:
    assert declared_result_types(USES, name) == {USES[name][1]}


def test_a_natural_number_is_cast_into_the_real_slot_of_a_density() -> None:
    # `gaussianPDFReal (μ : ℝ) (v : ℝ≥0) (x : ℝ) : ℝ`: `gaussianPDFReal n v x` with `n : ℕ` is
    # Lean's `gaussianPDFReal (↑n) v x`
    term = elaborate_rendering("∀ (n : ℕ) (v : ℝ≥0) (x : ℝ), "
                               "ProbabilityTheory.gaussianPDFReal n v x = 0")
    apps = applications(term, "ProbabilityTheory.gaussianPDFReal")
    assert apps and {show_type(a.ty) for a in apps} == {"ℝ"}
    assert "ProbabilityTheory.gaussianPDFReal (↑n : ℝ) v x" in to_lean_text(term)


def test_an_omitted_measure_of_indep_fun_is_volume() -> None:
    # Mathlib/Probability/Independence/Basic.lean:131 `(μ : Measure Ω := by volume_tac)`
    assert DEFAULTS["ProbabilityTheory.IndepFun"] == ("volume",)
    assert DEFAULTS["ProbabilityTheory.Kernel.IndepFun"] == ("volume",)


def test_an_argument_of_another_type_leaves_the_result_unknown() -> None:
    # `Set.ite (t s s' : Set α) : Set α` given a Finset (which Lean would coerce): no declared
    # type is claimed for the result
    term = elaborate_rendering("∀ {α : Type*} (s t : Set α) (u : Finset α), "
                               "Set.ite s t u = Set.ite s t u")
    apps = applications(term, "Set.ite")
    assert apps and all(a.ty.head == "result" for a in apps)
