"""Mathlib notations read as Lean reads them: the averages `⨍`/`⨍⁻` (Mathlib/MeasureTheory/
Integral/Average.lean, notation3 beside the integral's) and a bundled map before `''`/`⁻¹'`
(Lean coerces it to a function, `⇑e`, by its `FunLike` instance)."""

from __future__ import annotations

import pytest

from forminv_lean.formal import UnsupportedError, check, elaborate, to_lean
from forminv_lean.formal.meaning.terms import Term, walk

_MEASURE = "∀ {α : Type*} [MeasurableSpace α] (μ : MeasureTheory.Measure α) "


def _first(op: str, t: Term, name: str | None = None) -> Term:
    return next(u for u in walk(t) if u.op == op and (name is None or u.name == name))


def test_average_is_the_opaque_average_of_a_function() -> None:
    # notation3 "⨍ "(...)", "r:60:(scoped f => f)" ∂"μ:70 => average μ r: as `∫`, the body at
    # 60 takes `+` and the average is then an operand
    t = elaborate(_MEASURE + "(f : α → ℝ) (c : ℝ), ⨍ x, f x + c ∂μ + 1 = c")
    avg = _first("add", t).args[0]
    assert avg.name == "MeasureTheory.average" and str(avg.ty) == "ℝ"
    mu, fn = avg.args
    assert mu.name == "μ" and fn.op == "lambda" and str(fn.bty) == "α"
    assert elaborate(to_lean(t)) == t


def test_set_and_lower_averages() -> None:
    # `⨍ x in s` averages against `μ.restrict s`; `⨍⁻` is laverage into ℝ≥0∞
    t = elaborate(_MEASURE + "(f : α → ℝ≥0∞) (s : Set α), ⨍⁻ x in s, f x ∂μ ≤ ⨍⁻ x, f x ∂μ")
    le = _first("le", t)
    restricted, whole = le.args
    assert restricted.name == whole.name == "MeasureTheory.laverage"
    assert restricted.args[0].name == "MeasureTheory.Measure.restrict"
    assert str(le.args[0].ty) == "ℝ≥0∞"
    assert elaborate(to_lean(t)) == t


def test_average_is_not_the_integral() -> None:
    base = _MEASURE + "(f : α → ℝ), "
    assert check(base + "⨍ x, f x ∂μ = 0", base + "∫ x, f x ∂μ = 0").verdict != "equivalent"
    assert check(base + "⨍ x, f x ∂μ = 0", base + "⨍ y, f y ∂μ = 0").verdict == "equivalent"


@pytest.mark.parametrize("text", [
    "∀ (f : ℝ → ℝ) (a b : ℝ), ⨍ x in a..b, f x = 0",     # average over `Ι a b`: not read
    _MEASURE + "(f : α → ℝ), ⨍ x, f x = 0",               # volume at a type not written
])
def test_average_forms_not_read_are_refused(text: str) -> None:
    with pytest.raises(UnsupportedError):
        elaborate(text)


def test_bundled_map_before_image_and_preimage_is_its_coercion() -> None:
    # `Set.preimage (f : α → β)`: Lean elaborates `e` against `?α → ?β` and coerces it by
    # `CoeFun` (`⇑e`), so `e ⁻¹' s` is a `Set α` and `e '' t` a `Set β`
    t = elaborate("∀ {α β : Type*} [LE α] [LE β] (e : α ≃o β) (s : Set β) (t : Set α), "
                  "e ⁻¹' s = t ∧ e '' t = s")
    pre = _first("app", t, "Set.preimage")
    img = _first("app", t, "Set.image")
    assert str(pre.ty) == "Set α" and str(img.ty) == "Set β"
    assert str(pre.args[0].ty) == "α → β"
    assert "Set.preimage (fun (x : α) => ⇑e x) s" in to_lean(t)
    # two maps' preimages are two sets
    assert check("∀ {α β : Type*} [LE α] [LE β] (e f : α ≃o β) (s : Set β), e ⁻¹' s = f ⁻¹' s",
                 "True").verdict != "equivalent"
    # a value with no coercion to functions before `''` is still refused
    with pytest.raises(UnsupportedError):
        elaborate("∀ {α : Type*} (n : ℕ) (s : Set α), n '' s = s")


def test_expect_is_the_opaque_finset_expect() -> None:
    # `𝔼 i ∈ s, f i` is `Finset.expect s fun i => f i` (Algebra/BigOperators/Expect.lean)
    t = elaborate("∀ {ι M : Type*} [AddCommMonoid M] [Module ℚ≥0 M] (s : Finset ι) "
                  "(f : ι → M), 𝔼 i ∈ s, f i = 𝔼 j ∈ s, f j")
    ex = _first("app", t, "Finset.expect")
    assert str(ex.ty) == "M" and str(ex.args[0].ty) == "Finset ι"
    assert check("∀ {ι : Type*} (s : Finset ι) (f : ι → ℚ), 𝔼 i ∈ s, f i = 0",
                 "∀ {ι : Type*} (s : Finset ι) (f : ι → ℚ), ∑ i ∈ s, f i = 0").verdict \
        != "equivalent"
