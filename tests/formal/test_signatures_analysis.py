"""The analysis-side signature tables (`signatures_analysis`, `signatures_measure`), read against
Mathlib.

Every entry must parse as a signature type and name a declaration the Mathlib v4.19.0 name
index lists; and a theorem of the shared corpus that uses an entry must render with the
declared result type: `⊤`/`univ`/`∅` typed from it, field notation on its result resolved in
the declared type's namespace, a numeric argument elaborated at the declared type. The
corpus is read in place (skipped, saying why, when absent).
"""

from __future__ import annotations

import pytest

from forminv_lean.formal.lean.printer import to_lean_text
from forminv_lean.formal.meaning.opaque import SIGNATURES, parse_signature_type
from forminv_lean.formal.meaning.signatures_analysis import SIGNATURES as _ANALYSIS
from forminv_lean.formal.meaning.signatures_measure import SIGNATURES as _MEASURE
from forminv_lean.formal.meaning.terms import Term, walk
from forminv_lean.formal.meaning.types import TYPE_ARG, Ty, show_type
from forminv_lean.formal.statements import elaborate_rendering
from tests.mathlib_corpus import INDEX, declared_result_types, needs_index

#: Both tables (disjoint: each name is written once).
ANALYSIS = {**_ANALYSIS, **_MEASURE}

#: The names a signature type may use for a declaration's type parameters.
PARAMS = {"α", "β", "γ", "δ", "ε", "ι", "κ"}


def _names(t: Ty) -> set[str]:
    """The type constants a parsed signature type names (its parameters excluded)."""
    out = {t.name} if t.head == "app" and t.name else set()
    return out.union(*(_names(a) for a in t.args)) if t.args else out


def test_the_two_tables_are_disjoint() -> None:
    assert set(_ANALYSIS).isdisjoint(_MEASURE)


@pytest.mark.parametrize("name", sorted(ANALYSIS))
def test_every_entry_parses_and_is_merged(name: str) -> None:
    sig = ANALYSIS[name]
    assert SIGNATURES[name] == sig, f"{name} is not merged into opaque.SIGNATURES"
    assert sig, name
    for text in sig:
        ty = parse_signature_type(text)
        assert not any(n in PARAMS for n in _names(ty)), (name, text)


@needs_index
def test_every_entry_names_a_declaration_the_index_lists() -> None:
    assert INDEX is not None
    missing = [n for n in ANALYSIS if not INDEX.declared(n)]
    assert missing == []


# Corpus theorems (full names) -> (a head of this table, with the type arguments it keeps in its
# name, the type its applications must have in the elaborated rendering, in the theorem's own
# variable names, and a text the rendering must contain).
USES = {
    # (`connectedComponent`'s theorems are all stated under `open Relation`, a namespace Lean
    # core declares into and the index does not list: the name is refused there as possibly
    # core's, so none of them renders; the entry is kept for a user's index with core names)
    # `∞` is `⊤ : ℝ≥0∞`, typed by the declared argument of `EMetric.closedBall`
    "EMetric.closedBall_top": ("EMetric.closedBall", "Set α", "EMetric.closedBall x (⊤ : ℝ≥0∞)"),
    # `s.einfsep < ∞`: field notation in namespace `Set`, its result `ℝ≥0∞` types the `∞`
    "Set.einfsep_lt_top": ("Set.einfsep", "ℝ≥0∞", "(Set.einfsep s) < (⊤ : ℝ≥0∞)"),
    # `(μ.prod ν).withDensity …`: a field on `prod`'s result, resolved in `Measure`'s namespace
    "MeasureTheory.prod_withDensity_right₀": (
        "MeasureTheory.Measure.prod", "MeasureTheory.Measure (α × β)",
        "(μ.prod ν).withDensity"),
    # `ε` untyped in the header: `Metric.sphere x ε` declares it ℝ
    "Metric.closedBall_diff_sphere": ("Metric.sphere", "Set α", "Metric.sphere x ε"),
    # `minimalPeriod f x ∣ n`: ℕ divisibility, by the declared result
    "Function.isPeriodicPt_iff_minimalPeriod_dvd": (
        "Function.minimalPeriod", "ℕ", "Function.minimalPeriod f x ∣ n"),
    # a leading explicit type argument (a `Type κ` slot), the set typed after it
    "openSegment_translate_preimage": ("openSegment", "Set E", "openSegment 𝕜 b c"),
    "convexHull_convexHull_union_left": (
        "convexHull", "Set E", "convexHull 𝕜 (convexHull 𝕜 s ∪ t)"),
    "DifferentiableOn.abs": ("DifferentiableOn", "Prop", "DifferentiableOn ℝ f s"),
    # round 9: `τ f ≤ m` with `m : ℤ`, the ℝ of `translationNumber` casting `m`
    "CircleDeg1Lift.translationNumber_le_of_le_add_int": (
        "CircleDeg1Lift.translationNumber", "ℝ", "CircleDeg1Lift.translationNumber f ≤ m"),
    # `z.im` on `ℍ` (namespace `UpperHalfPlane`), an ℝ in ℝ arithmetic
    "UpperHalfPlane.cosh_dist'": ("UpperHalfPlane.im", "ℝ", "(UpperHalfPlane.im z)"),
    # an explicit type argument, the result a set of sets
    "irreducibleComponents_eq_singleton": (
        "irreducibleComponents", "Set (Set X)", "irreducibleComponents X = {Set.univ}"),
    # the measure-theory table: `eLpNormEssSup f μ : ℝ≥0∞` beside `eLpNorm'`
    "MeasureTheory.eLpNorm'_le_eLpNormEssSup_mul_rpow_measure_univ": (
        "MeasureTheory.eLpNormEssSup", "ℝ≥0∞", "MeasureTheory.eLpNormEssSup f μ"),
    # a leading type argument, two sets after it
    "convexJoin_singleton_segment": ("convexJoin", "Set E", "convexJoin 𝕜 {a} (segment 𝕜 b c)"),
    # round 11: `exp (b * n)` with `b : EReal`, `n : ℕ`: the product at EReal (`EReal.exp`'s
    # argument), compared with `u n : ℝ≥0∞`
    "ExpGrowth.expGrowthInf_le_iff": ("EReal.exp", "ℝ≥0∞", "EReal.exp (b * n)"),
    # `slope f x y ≤ f'` on `f : ℝ → ℝ`: the slope an ℝ (the vector type of ℝ over itself)
    "ConvexOn.slope_le_of_hasDerivWithinAt_Iio": ("slope", "ℝ", "slope f x y ≤ f'"),
    # `gauge s x < a`: an ℝ
    "exists_lt_of_gauge_lt": ("gauge", "ℝ", "gauge s x < a"),
    # `s ○ s ⊆ s` (scoped notation `compRel`): a relation, a set of pairs
    "isTransitiveRel_iff_comp_subset_self": ("compRel", "Set (X × X)", "(compRel s s) ⊆ s"),
    # `padicNorm p p = (p : ℚ)⁻¹`: the second argument cast to ℚ, the result a ℚ
    "padicNorm.padicNorm_p": ("padicNorm", "ℚ", "padicNorm p p = (p : ℚ)⁻¹"),
    # a measure-theory entry: `μ₁ + μ₂ ≪ ν + ν'` a Prop on two measures
    "MeasureTheory.Measure.AbsolutelyContinuous.add": (
        "MeasureTheory.Measure.AbsolutelyContinuous", "Prop", "μ₁ + μ₂ ≪ ν + ν'"),
}


def _applications(t: Term, head: str) -> list[Term]:
    return [u for u in walk(t) if u.op == "app" and u.name == head]


@needs_index
@pytest.mark.parametrize("name", sorted(USES))
def test_a_theorem_using_an_entry_renders_with_the_declared_result_type(name: str) -> None:
    assert declared_result_types(USES, name) == {USES[name][1]}


def test_a_numeric_argument_is_elaborated_at_the_declared_type() -> None:
    # `Metric.ball (x : α) (ε : ℝ)`: Lean elaborates `r - 1` at ℝ (`↑r - 1`), not ℕ subtraction
    text = "∀ {α : Type*} [PseudoMetricSpace α] (x : α) (r : ℕ), Metric.ball x (r - 1) = ∅"
    assert "Metric.ball x ((↑r : ℝ) - 1) = (∅ : Set α)" in to_lean_text(elaborate_rendering(text))


def test_an_argument_of_another_type_keeps_a_result_that_names_no_parameter() -> None:
    # `Metric.diam (s : Set α) : ℝ`: applied to a Finset (which Lean coerces), the statement
    # elaborated, so the application is an `ℝ` whatever its argument (round 12); a declared
    # result with a parameter (`Set.image f s : Set β`) stays unknown then
    term = elaborate_rendering("∀ {α : Type*} [PseudoMetricSpace α] (s : Finset α), "
                               "Metric.diam s = Metric.diam s")
    apps = _applications(term, "Metric.diam")
    assert apps and all(show_type(a.ty) == "ℝ" for a in apps)
    term = elaborate_rendering("∀ {α β : Type*} (f : α → β) (s : Finset α), "
                               "Set.image f s = Set.image f s")
    apps = _applications(term, "Set.image")
    assert apps and all(a.ty.head == "result" for a in apps)


def test_a_leading_type_argument_is_a_type_argument_and_the_rest_typed_after_it() -> None:
    # `segment (𝕜) (x y : E) : Set E`: `segment ℝ x y` is a `Set ℝ` here, and ℂ counts as a type
    term = elaborate_rendering("∀ (x y : ℝ), segment ℝ x y = Set.Icc x y")
    (seg,) = {a for a in _applications(term, "segment")}
    assert show_type(seg.ty) == "Set ℝ" and seg.args[0].name == TYPE_ARG
    term = elaborate_rendering("∀ (f : ℂ → ℂ) (x : ℂ), DifferentiableAt ℂ f x")
    (d,) = {a for a in _applications(term, "DifferentiableAt")}
    assert d.ty == Ty("Prop") and d.args[0].name == TYPE_ARG


def test_a_leading_type_argument_not_written_claims_no_type() -> None:
    # `segment x y` (no type first): the arguments do not fit the entries after `Type`
    term = elaborate_rendering("∀ (x y : ℝ), segment x y = segment x y")
    apps = _applications(term, "segment")
    assert apps and all(a.ty.head == "result" for a in apps)


def test_an_argument_after_a_type_argument_keeps_the_cast_guard() -> None:
    from forminv_lean.formal.errors import UnsupportedError

    # `lineDeriv 𝕜 f x v`: `v : E` is not a number type the table fixes, so `n - 1` (ℕ
    # subtraction here, ℝ subtraction in Lean) is refused, not read at ℕ
    with pytest.raises(UnsupportedError):
        elaborate_rendering("∀ (f : ℝ → ℝ) (n : ℕ), lineDeriv ℝ f 0 (n - 1) = 0")


def test_a_natural_number_division_in_a_real_slot_is_cast() -> None:
    # `sqrtTwoAddSeries (x : ℝ) : ℕ → ℝ`: Lean elaborates `c / d` (c d : ℕ) at ℝ, `↑c / ↑d`,
    # not the truncating ℕ division (Real.sqrtTwoAddSeries_step_up)
    text = ("∀ (c d n : ℕ) (z : ℝ), Real.sqrtTwoAddSeries (c / d) n ≤ z → "
            "Real.sqrtTwoAddSeries (c / d) (n + 1) ≤ z")
    out = to_lean_text(elaborate_rendering(text))
    assert "Real.sqrtTwoAddSeries ((↑c : ℝ) / (↑d : ℝ)) n" in out


def test_slope_is_typed_only_on_a_field_over_itself() -> None:
    # `slope (f : k → PE) a b : E`, `E` the outParam of `AddTorsor E PE`: on `f : ℝ → ℝ` an ℝ
    # (numerals beside it are reals); on an affine space `P` the entry does not fit, and no type
    # (in particular not `P`) is claimed
    term = elaborate_rendering("∀ (f : ℝ → ℝ) (a b : ℝ), slope f a b = 0")
    (s,) = set(_applications(term, "slope"))
    assert s.ty == Ty("ℝ")
    text = ("∀ {V P : Type*} [NormedAddCommGroup V] [NormedSpace ℝ V] [MetricSpace P] "
            "[NormedAddTorsor V P] (f : ℝ → P) (a b : ℝ), slope f a b = slope f b a")
    apps = _applications(elaborate_rendering(text), "slope")
    assert apps and all(a.ty.head == "result" for a in apps)


def test_an_ereal_argument_casts_a_natural_number() -> None:
    # `EReal.exp : EReal → ℝ≥0∞`: `b * n` (`n : ℕ`) is elaborated at EReal, `b * ↑n`
    text = "∀ (b : EReal) (n : ℕ) (u : ℕ → ℝ≥0∞), EReal.exp (b * n) ≤ u n"
    assert "EReal.exp (b * (↑n : EReal))" in to_lean_text(elaborate_rendering(text))
