"""Coercions whose target only the context gives (round 27, `meaning/coe_bodies_r27.py`).

Two rules, each refused before ("cannot infer the type of ↑ from its context", "the coercion
function `(↑)` without its type"):

- a big operator whose body is a bare `↑x`, as a side of a `binrel%` relation, takes the other
  side's type (Lean unifies the side's unknown type `?α` with it, then resumes the postponed
  `↑`): `(↑(⨆ i, s i) : ℝ) = ⨆ i, ↑(s i)`;
- `ℝ` into `UnitAddCircle` (a `coercions_r22` row, `QuotientAddGroup.mk`);
- `(↑)`/`(⇑)` against `F → (α → β)` for a bundled map `F` is `fun f => ⇑f` (`DFunLike.coe`),
  and `@Function.Injective F (α → β) (↑)` elaborates it there.

The tests check the coercion's target, that the rule is not applied where Lean's answer differs
or is not known (both sides unknown, a leaf under `+`, `∣`, a function type that is not `F`'s),
and (corpus, skipped when absent) that Mathlib theorems of these shapes render.
"""

from __future__ import annotations

import pytest

from forminv_lean.formal.errors import UnsupportedError
from forminv_lean.formal.meaning.coe_bodies_r27 import (
    BINREL_OPS,
    BODY_TYPED_OPS,
    coerced_body,
    explicit_coe_slot,
)
from forminv_lean.formal.meaning.parser import parse
from forminv_lean.formal.meaning.terms import walk
from forminv_lean.formal.meaning.types import Ty, show_type
from forminv_lean.formal.statements import elaborate_rendering
from tests.mathlib_corpus import rendered

_NNREAL_SIDES = "∀ {ι : Sort*} (s t : ι → ℝ≥0) (x : ℝ), "
_ALG = ("∀ {R : Type*} {A : Type*} {B : Type*} [CommSemiring R] [Semiring A] [Semiring B] "
        "[Algebra R A] [Algebra R B], ")


def _coerced(text: str) -> list[tuple[str, str]]:
    """(source type, target type) of each uninterpreted coercion `↑` in `text`'s reading."""
    return [(show_type(u.args[0].ty), show_type(u.ty))
            for u in walk(elaborate_rendering(text)) if u.op == "app" and u.name == "↑"]


@pytest.mark.parametrize("text", [
    _NNREAL_SIDES + "(↑(⨆ i, s i) : ℝ) = ⨆ i, ↑(s i)",
    _NNREAL_SIDES + "x ≤ ⨆ i, ↑(s i)",
    _NNREAL_SIDES + "(⨅ i, ↑(s i)) ≠ x",
    _NNREAL_SIDES + "x < ⨆ i, ⨆ j, ↑(s i + t j)",
])
def test_a_coerced_body_takes_the_other_sides_type(text: str) -> None:
    assert ("ℝ≥0", "ℝ") in _coerced(text)


@pytest.mark.parametrize("text", [
    # neither side's type is known: Lean's `analyze` finds no maximal type
    _NNREAL_SIDES + "(⨆ i, ↑(s i)) = ⨆ i, ↑(t i)",
    # under `+`: `applyCoe` consults `HAdd`'s default instances first (not modelled)
    _NNREAL_SIDES + "x = (⨆ i, ↑(s i)) + 1",
    # `∣` is no `binrel%` relation
    "∀ {ι : Type*} [Fintype ι] (s : ι → ℕ) (x : ℤ), x ∣ ∑ i, ↑(s i)",
])
def test_a_coerced_body_with_no_side_to_type_it_is_refused(text: str) -> None:
    with pytest.raises(UnsupportedError):
        elaborate_rendering(text)


def test_the_predicate_reads_only_body_typed_operators() -> None:
    """Property over the operators: `coerced_body` holds of `OP i, ↑(s i)` exactly for the
    operators whose result type is the body's (not `⋃`/`⋂`, whose result is `Set ?α`)."""
    for op in ("⨆", "⨅", "∑", "∏", "∑'", "∏'", "∑ᶠ", "∏ᶠ", "⋃", "⋂"):
        e = parse(f"{op} i, ↑(s i)")
        assert coerced_body(e) == (op in BODY_TYPED_OPS), op
        assert coerced_body(parse(f"{op} i, s i")) is False
    assert coerced_body(parse("⨆ i, (↑(s i))⁻¹"))
    assert not coerced_body(parse("⨆ i, ↑(s i) + 1"))
    assert "∣" not in BINREL_OPS and {"=", "≠", "<", "≤", ">", "≥"} == BINREL_OPS


def test_coercion_function_against_a_bundled_maps_function_type() -> None:
    t = elaborate_rendering(_ALG + "@Function.Injective (A →ₐ[R] B) (A → B) (↑)")
    coes = [u for u in walk(t) if u.op == "app" and u.name == "DFunLike.coe"]
    assert [(show_type(u.args[0].ty), show_type(u.ty)) for u in coes] == [("AlgHom R A B", "B")]
    same = elaborate_rendering(_ALG + "@Function.Injective (A →ₐ[R] B) (A → B) (⇑)")
    assert repr(same) == repr(t)


@pytest.mark.parametrize("text", [
    _ALG + "@Function.Injective (A →ₐ[R] B) (B → A) (↑)",   # not the map's function type
    _ALG + "Function.Injective (↑)",                       # nothing gives the type
])
def test_coercion_function_at_another_type_is_refused(text: str) -> None:
    with pytest.raises(UnsupportedError):
        elaborate_rendering(text)


def test_explicit_slot_table() -> None:
    a, b = Ty("var", (), "α"), Ty("var", (), "β")
    assert explicit_coe_slot("@Function.Injective", 2, [a, b]) == Ty("fun", (a, b))
    assert explicit_coe_slot("@Function.Injective", 2, [a, None]) is None
    assert explicit_coe_slot("@Function.Injective", 1, [a]) is None
    assert explicit_coe_slot("@Function.comp", 2, [a, b]) is None


def test_a_real_is_coerced_into_the_unit_add_circle() -> None:
    """`coercions_r22`'s round-27 row: `UnitAddCircle` unfolds to `ℝ ⧸ zmultiples 1`, whose
    `Coe α (α ⧸ s)` (`QuotientAddGroup.mk`) Lean finds."""
    text = "∀ x : ℝ, ‖(x : UnitAddCircle)‖ = |x - round x|"
    assert ("ℝ", "UnitAddCircle") in _coerced(text)


_CORPUS = {
    "NNReal.coe_iSup": "= ⨆ i, ↑(s i)",
    "ENNReal.coe_sSup": "= ⨆ a ∈ s, ↑a",
    "Complex.ofReal_tsum": "= ∑' a, ↑(f a)",
    "harmonic_eq_sum_Icc": "∑ i ∈ Finset.Icc 1 n, (↑i)⁻¹",
    "AlgHom.coe_fn_injective": "@Function.Injective (A →ₐ[R] B) (A → B) (↑)",
    "AffineMap.coeFn_injective": "(P1 → P2) (⇑)",
    "UnitAddCircle.norm_eq": "‖(x : UnitAddCircle)‖",
}


@pytest.mark.parametrize("name", sorted(_CORPUS))
def test_corpus_theorems_with_a_context_typed_coercion_render(name: str) -> None:
    formal = rendered(_CORPUS, name)
    assert _CORPUS[name] in formal
    elaborate_rendering(formal)
