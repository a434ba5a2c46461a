"""Global notations of one constant that the formal parser does not read itself (round 20):
`prefix:100 "𝒫" => powerset` (Mathlib/Data/Set/Defs.lean:241) and `notation "GL" =>
GeneralLinearGroup` (Mathlib/LinearAlgebra/Matrix/GeneralLinearGroup/Defs.lean:46) are
expanded to exactly those constants where their module is imported, `𝒫`'s operand read at
level 100 as Lean's Pratt parser reads it; elsewhere (and a scoped notation without its
`open`) the token stays refused. Corpus rows are Mathlib v4.19.0's own theorems.
"""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from forminv_lean.extract.lean_decl import parse_decl
from forminv_lean.formalise import LeanContext, signature_to_formal
from forminv_lean.formalise.resolve import Scope, Unresolved, expand_notations
from tests.mathlib_corpus import INDEX, assert_rendering_shows, needs_index, rows_named

pytestmark = needs_index

_SET_SCOPE = Scope("Set", (), (), "Mathlib.Data.Set.Basic")
#: Mathlib.Logic.Basic does not import Mathlib.Data.Set.Defs: `𝒫` is no token there.
_NO_SET_DEFS = Scope("", (), (), "Mathlib.Logic.Basic")
_GL_SCOPE = Scope("Matrix.GeneralLinearGroup", ("Matrix",), (),
                  "Mathlib.LinearAlgebra.Matrix.GeneralLinearGroup.Defs")

#: Corpus theorem -> a part of its rendering that only the expansion gives.
_RENDERED = {
    "Set.powerset_mono": "(Set.powerset s) ⊆ (Set.powerset t) ↔ s ⊆ t",
    "Set.powerset_inter": "(Set.powerset (s ∩ t)) = (Set.powerset s) ∩ (Set.powerset t)",
    "Set.range_image": "Set.range (Set.image f) = (Set.powerset (Set.range f))",
    "Filter.smallSets_principal": "Filter.principal (Set.powerset s)",
    "Matrix.card_GL_field": "Nat.card (Matrix.GeneralLinearGroup (Fin n) 𝔽)",
    "Matrix.mem_glpos": "(A : Matrix.GeneralLinearGroup n R), A ∈ Matrix.GLPos n R",
}


@pytest.mark.parametrize("name", sorted(_RENDERED))
def test_corpus_theorems_render_with_the_constant(name: str) -> None:
    table = rows_named(_RENDERED)
    assert_rendering_shows(table, name, _RENDERED[name])


def test_an_operand_the_reader_cannot_tell_is_refused_not_guessed() -> None:
    # `⋃₀` after `𝒫`'s operand and a `·` operand outside a parenthesis: refused with a reason
    table = rows_named(["Set.subset_powerset_iff", "Set.sUnion_powerset_gc"])
    for row in table.values():
        r = signature_to_formal(parse_decl(row["decl"]), LeanContext.from_lines(row["context"]),
                                module=row["module"])
        if r.formal is not None:
            assert "𝒫" not in r.formal
        else:
            assert r.reason is not None and "𝒫" in r.reason


_ATOMS = st.sampled_from(["s", "t", "(s ∪ t)", "f x", "(f x)", "Set.univ", "(s ∩ t ∪ u)"])
#: Binary operators of the formal language below 100: they end `𝒫`'s operand.
_LOOSER = st.sampled_from(["∪", "∩", "⊆", "=", "\\", "''", "×ˢ"])


@settings(max_examples=60, deadline=None)
@given(_ATOMS, _LOOSER, _ATOMS)
def test_prefix_operand_is_read_at_level_100(arg: str, op: str, rhs: str) -> None:
    """`𝒫 a op b` with `op` below 100 is `(Set.powerset a) op b`; an application is one
    operand (`𝒫 f x` is `𝒫 (f x)`)."""
    got = expand_notations(f"𝒫 {arg} {op} {rhs}", INDEX, _SET_SCOPE)
    inner = arg[1:-1] if arg.startswith("(") and arg.endswith(")") else arg
    assert got.replace(" ", "") in {f"(Set.powerset{a}){op}{rhs}".replace(" ", "")
                                    for a in (f"({inner})", f" {inner}")}


@settings(max_examples=30, deadline=None)
@given(st.lists(_ATOMS, min_size=1, max_size=4))
def test_each_use_is_expanded(args: list[str]) -> None:
    text = " ∪ ".join(f"𝒫 {a}" for a in args)
    got = expand_notations(text, INDEX, _SET_SCOPE)
    assert "𝒫" not in got and got.count("Set.powerset") == len(args)


def test_gl_is_the_constant_and_glpos_a_name() -> None:
    got = expand_notations("(x : GL n R) = y ∧ z ∈ GLPos n R ∧ toGL w = v", INDEX, _GL_SCOPE)
    assert got == ("(x : Matrix.GeneralLinearGroup n R) = y ∧ z ∈ GLPos n R ∧ toGL w = v")


def test_no_expansion_where_the_module_is_not_imported() -> None:
    assert expand_notations("x ∈ 𝒫 s", INDEX, _NO_SET_DEFS) == "x ∈ 𝒫 s"
    r = signature_to_formal(parse_decl("theorem foo {α : Type*} (x s : α) : x = 𝒫 s"),
                            None, module="Mathlib.Logic.Basic")
    assert r.formal is None and "𝒫" in str(r.reason)


def test_a_scoped_notation_without_its_open_stays_refused() -> None:
    header = "theorem foo : Real.cos π = -1"
    without = signature_to_formal(parse_decl(header), None, module="Mathlib.Analysis."
                                  "SpecialFunctions.Trigonometric.Basic")
    assert without.formal is None and "π" in str(without.reason)
    with_open = signature_to_formal(parse_decl(header), LeanContext.from_lines(["open Real"]),
                                    module="Mathlib.Analysis.SpecialFunctions.Trigonometric."
                                    "Basic")
    assert with_open.formal is not None and "Real.pi" in with_open.formal


def test_a_scoped_meaning_of_the_token_beside_the_global_one_is_refused() -> None:
    from dataclasses import replace

    from forminv_lean.formalise import resolve

    fake = replace(next(n for n in INDEX.notations if n.symbol == "𝒫"), scoped_in="Set",
                   kind="notation", expansion="Set.univ")
    with pytest.raises(Unresolved):
        resolve._expand_global_constants("x ∈ 𝒫 s", INDEX, _SET_SCOPE, [fake])


# `μ[a|b]` where both `MeasureTheory`'s `μ[f|m]` (condExp) and `ProbabilityTheory`'s `μ[t|s]`
# (cond) are in effect: Lean elaborates both and keeps the one that elaborates, which the type
# of `b` decides (Mathlib/MeasureTheory/Function/ConditionalExpectation/Basic.lean:102,
# Mathlib/Probability/ConditionalProbability.lean:77).
_BOTH = {"MeasureTheory.condExp", "ProbabilityTheory.cond"}


@pytest.mark.parametrize("text, types, expected", [
    ("μ[f|m] = g", {"m": "MeasurableSpace Ω"}, "(MeasureTheory.condExp m μ f) = g"),
    ("μ[t|s] = ν", {"s": "Set Ω"}, "((ProbabilityTheory.cond μ s) t) = ν"),
    ("μ[t|X in s] = ν", {}, "((ProbabilityTheory.cond μ (X ⁻¹' s)) t) = ν"),
])
def test_both_conditionings_are_told_by_the_type(text: str, types: dict[str, str],
                                                 expected: str) -> None:
    from forminv_lean.formalise.lean_sugar import expand_conditioning

    assert expand_conditioning(text, _BOTH, set(), types) == expected


@pytest.mark.parametrize("text, types", [
    ("μ[f|m] = g", {}),                                  # `m`'s type not known
    ("μ[f|m] = g", {"m": "Filter Ω"}),                   # neither meaning's type
    ("μ[f|m.comap X] = g", {"m": "MeasurableSpace Ω"}),  # not a name
])
def test_both_conditionings_stay_refused_when_the_type_does_not_tell(
        text: str, types: dict[str, str]) -> None:
    from forminv_lean.formalise.lean_sugar import SugarError, expand_conditioning

    with pytest.raises(SugarError):
        expand_conditioning(text, _BOTH, set(), types)


def test_a_corpus_martingale_statement_reads_the_conditional_expectation() -> None:
    # the refusal moves past the notation: `μ[f|m₂]` is `condExp m₂ μ f` (m₂ : MeasurableSpace)
    table = rows_named(["MeasureTheory.condExp_indep_eq"])
    row = table["MeasureTheory.condExp_indep_eq"]
    r = signature_to_formal(parse_decl(row["decl"]), LeanContext.from_lines(row["context"]),
                            module=row["module"])
    assert r.formal is not None or "μ[…|…]" not in str(r.reason)


def test_lean_output_prints_the_expanded_constants_qualified() -> None:
    from forminv_lean.formal import to_lean

    table = rows_named(["Set.powerset_mono", "Matrix.card_GL_field"])
    mono = to_lean(assert_rendering_shows(table, "Set.powerset_mono", "Set.powerset"))
    assert "Set.powerset s ⊆ Set.powerset t" in mono and "𝒫" not in mono
    card = to_lean(assert_rendering_shows(table, "Matrix.card_GL_field", "GeneralLinearGroup"))
    assert "Nat.card (Matrix.GeneralLinearGroup (Fin n) 𝔽)" in card
