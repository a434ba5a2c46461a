"""Round 25: an ambiguous name read as the one alternative that elaborates (`overload_r25`).

Lean elaborates every alternative of an ambiguous identifier and keeps the ones that elaborate;
a Mathlib theorem, accepted by Lean, has exactly one at each occurrence. The renderer now tries
each assignment of alternatives through the checker's elaborator and keeps the one that
elaborates when every other fails for a reason Lean fails for too (a number type no coercion
reaches, a kind no unification makes another); an alternative failing for want of knowledge
leaves the statement refused.
"""

from __future__ import annotations

from unittest import mock

import pytest
from hypothesis import given
from hypothesis import strategies as st

from forminv_lean.formal.meaning.opaque import coerces, number_type
from forminv_lean.formal.statements import elaborate_rendering
from forminv_lean.formalise import overload_r25
from forminv_lean.formalise.overload_r25 import NO_COERCION, definite_failure
from tests.mathlib_corpus import needs_index, render_row, require, rows_named

#: Corpus theorems whose ambiguous name has one alternative that elaborates, the others failing
#: definitely: (name, the constant Lean's reading applies, the alternative's that may not show).
_READ = {
    # `ball x (ε + δ)` with `ε δ : ℝ`: `EMetric.ball` wants an `ℝ≥0∞` radius, which no coercion
    # from ℝ reaches (Topology/MetricSpace/Thickening.lean)
    "thickening_ball": ("Metric.ball", "EMetric.ball"),
    "closedBall_add_closedBall": ("Metric.closedBall", "EMetric.closedBall"),
    # `exp (θ * I)`: `Real.exp` at a complex argument (`Complex.I`) fails, ℂ → ℝ has no coercion
    "circleMap_zero": ("Complex.exp", "Real.exp"),
    # `Gamma s` with `s : ℂ` among complex factors
    "HurwitzZeta.cosZeta_one_sub": ("Complex.Gamma", "Real.Gamma"),
    # `log (stirlingSeq n)`: `Nat.log`'s base would be the real `stirlingSeq n`
    "Stirling.log_stirlingSeq_formula": ("Real.log", "Nat.log"),
    # `range f` with `f : ι → E`: `Finset.range` wants a natural number, never a function
    "span_gramSchmidt": ("Set.range", "Finset.range"),
}

#: Ambiguous names whose other alternatives fail only for want of knowledge (an element type the
#: checker does not infer, a `_` it cannot fill) or elaborate too: refused, as before.
_REFUSED = (
    "OrderIso.convexOn_symm",                          # `univ`: `∅`'s element type unknown
    "LinearMap.ker_localizedMap_eq_localized'_ker",    # `map`: both alternatives leave a `_`
    "IsLocalizedModule.iso_localizedModule_eq_refl",   # `refl`: both alternatives elaborate
    "Homeomorph.range_coe",                            # `univ`: `Set.univ` fails on an unknown
)


@pytest.fixture(scope="module")
def corpus() -> dict:
    require()
    return rows_named([*_READ, *_REFUSED])


@needs_index
@pytest.mark.parametrize("name", sorted(_READ))
def test_the_one_alternative_that_elaborates_is_read(corpus: dict, name: str) -> None:
    """Each renders with the alternative Lean's elaboration keeps, and elaborates; without the
    overload exploration it is refused as ambiguous."""
    keep, other = _READ[name]
    r = render_row(corpus[name])
    assert r.formal is not None, r.reason
    assert keep + " " in r.formal and other + " " not in r.formal, r.formal
    elaborate_rendering(r.formal)
    with mock.patch.object(overload_r25, "render_by_overload", lambda render: None):
        again = render_row(corpus[name])
    assert again.formal is None and again.reason.startswith("unresolved: ambiguous name")


@needs_index
@pytest.mark.parametrize("name", _REFUSED)
def test_a_failure_for_want_of_knowledge_leaves_the_name_ambiguous(corpus: dict,
                                                                  name: str) -> None:
    r = render_row(corpus[name])
    assert r.formal is None and r.reason.startswith("unresolved: ambiguous name"), r.formal


@needs_index
def test_every_alternative_is_tried_and_one_kept(corpus: dict) -> None:
    """`thickening_ball` has two ambiguous occurrences of `ball`: all four assignments are
    rendered, exactly one elaborates, and the three others fail definitely."""
    seen: list[overload_r25.Outcome] = []
    real = overload_r25.Outcome

    def spy(*args: object) -> overload_r25.Outcome:
        seen.append(real(*args))  # type: ignore[arg-type]
        return seen[-1]

    with mock.patch.object(overload_r25, "Outcome", spy):
        render_row(corpus["thickening_ball"])
    assert len(seen) == 4
    assert sum(o.formal is not None for o in seen) == 1
    assert all(definite_failure(o.reason) for o in seen if o.formal is None)


_NUMBERS = st.sampled_from(["ℕ", "ℤ", "ℚ", "ℝ", "ℂ", "ℝ≥0", "ℝ≥0∞", "ℕ∞", "EReal"])


@given(_NUMBERS, _NUMBERS)
def test_no_definite_failure_where_a_coercion_exists(src: str, dst: str) -> None:
    """A pair of number types the checker's coercion table links (directly or by the ℕ ⊂ ℤ ⊂
    ℚ ⊂ ℝ ranks) is never a definite failure, in any of the elaborator's phrasings; a pair in
    `NO_COERCION` is, except from ℕ (a numeral's default)."""
    a, b = number_type(src) or src, number_type(dst) or dst
    ranks = ["ℕ", "ℤ", "ℚ", "ℝ", "ℂ"]
    linked = src == dst or coerces(a, b) or (
        src in ranks and dst in ranks and ranks.index(src) < ranks.index(dst))
    for message in (f"no coercion from {src} to {dst}", f"type mismatch: expected {dst}, got "
                    f"{src}", f"no coercion the checker can name from {src} to {dst}"):
        found = definite_failure(f"unsupported: ↑ — {message}")
        if linked:
            assert not found, message
        assert found == ((src, dst) in NO_COERCION), message


@pytest.mark.parametrize("reason", [
    "unsupported: ∅ — cannot infer the element type of this set",
    "unsupported: id — 𝕜 is a type, but id's declared signature has no explicit type parameter "
    "at argument 1",
    "unsupported: Filter.map — type mismatch: MeasureTheory.Measure G and ?Filter.map(G → G, "
    "MeasureTheory.Measure G)",
    "unsupported: Set.range — type mismatch: argument 1 of Set.range has type ℕ, where ?α → ?β "
    "is declared",
    "unsupported: a type left to Lean to infer (`_`) — a place whose unification the checker "
    "does not read",
    "unresolved: ambiguous name map (Submodule.map / IsLocalizedModule.map)",
    None,
])
def test_failures_for_want_of_knowledge_are_not_definite(reason: str | None) -> None:
    assert not definite_failure(reason)


@pytest.mark.parametrize("reason", [
    "unsupported: ↑ — no coercion the checker can name from ι → E to ℕ",
    "unsupported: + — type mismatch: ℝ≥0∞ and ℝ",
    "unsupported: / — type mismatch: expected ℝ, got ℂ",
])
def test_definite_failures(reason: str) -> None:
    assert definite_failure(reason)
