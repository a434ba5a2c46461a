"""Round 26: two more classes whose section instances Lean leaves out with an unused variable.

Lean includes an instance-implicit `variable` when every variable it mentions is included, or
when resolving an instance while elaborating the header found it (lean4 `Elab/MutualDef.lean`,
`collectUsed`); a local instance answers only goals that already have its input arguments
(`outparams` module doc). `intervalIntegral.FTCFilter a outer inner` has `outer` as its one
input (and of its parent `TendstoIxxClass Ioc outer inner`), so `[FTCFilter a la la']` with
`la` unused is left out (`outparams.INPUTS`); Lean core's `Decidable`, `DecidablePred`,
`DecidableRel`, `DecidableEq` take their one argument as an input, and so do the outParam-free
`Algebra.FormallySmooth`, `Algebra.FormallyUnramified`, `IsIntegralClosure`, `IsAlgClosure`,
`FaithfulSMul`, `LieDerivation.SMulBracketCommClass` every argument (`class_inputs_r26`), so
`[DecidablePred (r a)]` with `a` unused is left out, and `[FaithfulSMul G α]` with `G` unused.
An `include` naming an instance binder includes it with its variables
(`instance_includes_r26`).

Read against Mathlib v4.19.0's own theorems (`tests/mathlib_corpus.py`).
"""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from forminv_lean.formalise.class_inputs_r26 import CORE_INPUTS, MATHLIB_INPUTS, table_input_letters
from forminv_lean.formalise.outparams import input_letters
from tests.mathlib_corpus import needs_index, render, render_row, rows

pytestmark = needs_index

LINKS = "links a used variable to an unused one"
FTC_FILE = "Mathlib/MeasureTheory/Integral/IntervalIntegral/FundThmCalculus.lean"
FTC_CONTEXT = ["open MeasureTheory Set Filter Function Asymptotics",
               "variable {E : Type*} [NormedAddCommGroup E] [NormedSpace ℝ E]",
               "namespace intervalIntegral",
               "variable {f : ℝ → E} {a b : ℝ} {la la' : Filter ℝ}",
               "variable [FTCFilter a la la']"]


def test_the_letters_of_the_new_classes() -> None:
    assert input_letters("intervalIntegral.FTCFilter", 3) == "oio"
    for name in CORE_INPUTS:
        assert input_letters(name, 1) == "i"
        assert table_input_letters(name, 2) is None   # a wrong arity is not read
    for name, letters in MATHLIB_INPUTS.items():
        assert input_letters(name, len(letters)) == letters


def test_an_ftc_filter_on_an_unused_filter_is_left_out() -> None:
    formal, reason = render("theorem t (h : a ≤ b) : a ≤ b", *FTC_CONTEXT)
    assert formal is not None, reason
    assert "FTCFilter" not in formal and "la" not in formal, formal


def test_an_ftc_filter_on_a_used_filter_is_not_left_out() -> None:
    """With `la` (its input) in the header a goal of the header may find the binder: it is
    not left out (refused, since nothing here says whether a goal poses it)."""
    formal, reason = render("theorem t (h : la = la) : la = la", *FTC_CONTEXT)
    assert formal is None or "FTCFilter" in formal, formal
    assert formal is not None or LINKS in (reason or ""), reason


@settings(max_examples=20, deadline=None)
@given(st.sampled_from(["Decidable (r a b)", "DecidablePred (r a)", "∀ x, Decidable (r a x)"]))
def test_a_decidable_instance_on_an_unused_variable_is_left_out(ty: str) -> None:
    """`a` unused (the header binds its own): the instance cannot answer any goal of the header."""
    ctx = ["variable {α β : Type*} (r : α → β → Prop) (a : α) (b : β)", f"variable [{ty}]"]
    formal, reason = render("theorem t {a : α} (y : β) (h : r a y) : r a y", *ctx)
    assert formal is not None, reason
    assert "Decidable" not in formal, formal


def test_a_decidable_instance_of_an_unknown_class_stays_refused() -> None:
    """A class neither table knows may have an outParam: still refused."""
    ctx = ["variable {α β : Type*} (r : α → β → Prop) (a : α) (b : β)",
           "variable [Decidableish (r a)]"]
    _, reason = render("theorem t {a : α} (y : β) (h : r a y) : r a y", *ctx)
    assert reason is not None and LINKS in reason, reason


@pytest.mark.parametrize(("file", "binder", "needed"), [
    (FTC_FILE, "FTCFilter a la la'", "la"),
    ("Mathlib/Combinatorics/Enumerative/DoubleCounting.lean", "∀ a, Decidable (r a b)", "b"),
    ("Mathlib/RingTheory/Smooth/Kaehler.lean", "Algebra.FormallySmooth R P", "P"),
    ("Mathlib/GroupTheory/GroupAction/FixedPoints.lean", "FaithfulSMul G α", "G"),
])
def test_the_corpus_theorems_without_the_input_leave_the_binder_out(
        file: str, binder: str, needed: str) -> None:
    """Every theorem of the file under the binder whose header does not name the binder's
    input variable `needed`: none is refused for linking variables, none shows the binder."""
    from forminv_lean.formalise.render import _mentions

    seen = 0
    for row in rows(lambda line: file in line and binder in line):
        if row["file"] != file or not any(binder in c for c in row["context"]) \
                or needed in _mentions(row["decl"]):
            continue
        seen += 1
        r = render_row(row)
        assert LINKS not in (r.reason or ""), (row["name"], r.reason)
        assert r.formal is None or binder not in r.formal, (row["name"], r.formal)
    assert seen >= 1, seen


CFC_CONTEXT = [
    "variable {R A : Type*} {p : A → Prop} [CommSemiring R] [StarRing R] [MetricSpace R]",
    "variable [IsTopologicalSemiring R] [ContinuousStar R] [TopologicalSpace A] [Ring A] "
    "[StarRing A]",
    "variable [Algebra R A] [instCFC : ContinuousFunctionalCalculus R A p]"]


def test_an_included_instance_binder_is_kept_with_its_variables() -> None:
    """`include instCFC in` (Analysis/CStarAlgebra/ContinuousFunctionalCalculus/Unital.lean:
    652): Lean includes the named instance binder, and `p` its type mentions."""
    header = "lemma CFC.spectrum_zero_eq [Nontrivial A] : spectrum R (0 : A) = {0}"
    formal, reason = render(header, *CFC_CONTEXT, "include instCFC in")
    assert formal is not None, reason
    assert "[ContinuousFunctionalCalculus R A p]" in formal and "(p : A → Prop)" in formal, formal
    _, reason = render(header, *CFC_CONTEXT)   # without the `include`: only elaboration knows
    assert reason is not None and LINKS in reason, reason


def test_the_corpus_include_lines_naming_instances_keep_them() -> None:
    """Every corpus theorem under an `include` of an instance binder renders it or is refused
    for another reason than linking variables through it."""
    from forminv_lean.formalise.context import LeanContext

    seen = 0
    for row in rows(lambda line: "include instCFC" in line):
        ctx = LeanContext.from_lines(row["context"] or [])
        if "instCFC" not in ctx.includes:
            continue
        seen += 1
        r = render_row(row)
        assert "ContinuousFunctionalCalculus R A p] links" not in (r.reason or ""), r.reason
        assert r.formal is None or "ContinuousFunctionalCalculus R A p]" in r.formal, r.formal
    assert seen >= 4, seen
