"""Round 19: constants written without their arguments (`Prod.fst '' s`, `f ∘ id`, `s.prod id`,
`x = Option.none`, `Subtype.val '' t`, `toDual ⁻¹' s`) and field notation on a constant whose
declared type is now known (`volume.real s`), end to end: corpus theorems render to the
declaration itself, ill-typed or unknown uses stay refused with their reason, and a generated
family of headers renders exactly when Lean would type it."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from forminv_lean.formal.statements import elaborate_rendering
from tests.mathlib_corpus import _named, needs_index, render, render_row, rendered, require

#: Corpus theorems read here (one pass over the corpus for all of them).
NAMES = frozenset({"Function.comp_id", "Set.image_id", "Finset.prod_val", "Finset.max'_eq_sup'",
                   "Nat.ppred_zero", "ConvexCone.map_id", "Subtype.coe_image_subset",
                   "Set.Iic_ofDual", "MeasureTheory.measureReal_restrict_apply_univ",
                   "EReal.preimage_coe_Ioi", "Fin.finsetImage_castSucc_Icc"})


@pytest.mark.parametrize(("name", "shown"), [
    # Logic/Function/Defs.lean `theorem comp_id (f : α → β) : f ∘ id = f`
    ("Function.comp_id", "f ∘ id = f"),
    # Data/Set/Image.lean `theorem image_id (s : Set α) : id '' s = s`
    ("Set.image_id", "id '' s = s"),
    # `theorem prod_val [CommMonoid α] (s : Finset α) : s.1.prod = s.prod id`
    ("Finset.prod_val", "s.prod id"),
    # `theorem max'_eq_sup' : s.max' H = s.sup' H id`
    ("Finset.max'_eq_sup'", "id"),
    # `theorem ppred_zero : ppred 0 = none` (`none` is `Option.none`)
    ("Nat.ppred_zero", "Option.none"),
    # `theorem map_id (S : ConvexCone 𝕜 E) : S.map LinearMap.id = S`
    ("ConvexCone.map_id", "LinearMap.id"),
    # `(Icc i j).image castSucc = Icc i.castSucc j.castSucc`: refused until round 24 gave
    # `Fin.castSucc` its result type from its argument (`meaning/fin_index.py`)
    ("Fin.finsetImage_castSucc_Icc", "(Finset.Icc i j).image Fin.castSucc"),
])
def test_a_bare_constant_at_a_function_slot_renders(name: str, shown: str) -> None:
    text = rendered(NAMES, name)
    assert shown in text
    elaborate_rendering(text)


@pytest.mark.parametrize(("name", "why"), [
    # `Real.toEReal ⁻¹' Ioi x = Ioi x`: Lean elaborates `Ioi x` at `Set EReal`, coercing `x`;
    # the checker does not read that coercion inside `Ioi`'s argument
    ("EReal.preimage_coe_Ioi", "type mismatch"),
])
def test_a_bare_constant_whose_type_is_not_known_here_stays_refused(name: str, why: str) -> None:
    require()
    r = render_row(_named(NAMES)[name])
    assert r.formal is None and why in (r.reason or ""), (r.formal, r.reason)


@needs_index
def test_a_field_of_volume_is_read_on_its_declared_measure() -> None:
    # `MeasureSpace.volume : Measure α` (MeasureSpaceDef.lean:335), so `volume.real s` is
    # `Measure.real volume s`, with α the type of `s`
    text, why = render("theorem t (s : Set ℝ) : volume.real s = volume.real s",
                       "open MeasureTheory")
    assert text is not None, why
    assert "(MeasureTheory.MeasureSpace.volume).real s" in text
    elaborate_rendering(text)


@needs_index
def test_subtype_val_image_takes_its_domain_from_the_set() -> None:
    text, why = render("theorem t {α : Type*} (s : Set α) (t : Set s) : Subtype.val '' t ⊆ s")
    assert text is not None, why
    text, why = render("theorem t {α : Type*} (s : Set α) (t : Set s) (u : Set ℕ) : "
                       "Subtype.val '' t = u")
    assert text is None and "type mismatch" in (why or "")


@needs_index
def test_a_bundled_equivalence_at_a_preimage_is_its_coercion() -> None:
    # `toDual : α ≃ αᵒᵈ` (Order/Synonym.lean:48): `toDual ⁻¹' s` is `⇑toDual ⁻¹' s`
    text, why = render("theorem t {M : Type*} [LinearOrder M] (s : Set M) : "
                       "OrderDual.toDual ⁻¹' (OrderDual.ofDual ⁻¹' s) = s")
    assert text is not None, why
    text, why = render("theorem t {M : Type*} [LinearOrder M] (s : Set M) (u : Set ℕ) : "
                       "OrderDual.toDual ⁻¹' (OrderDual.ofDual ⁻¹' s) = u")
    assert text is None


_TYPES = ("ℕ", "ℤ", "ℚ", "α")


@needs_index
@settings(max_examples=20, deadline=None)
@given(st.sampled_from(_TYPES), st.sampled_from(_TYPES), st.sampled_from(_TYPES),
       st.sampled_from(["fst", "snd", "swap"]), st.sampled_from(["''", "id-comp"]))
def test_generated_bare_uses_render_exactly_when_lean_types_them(
        a: str, b: str, c: str, fn: str, form: str) -> None:
    # `Prod.f '' s = u` with `s : Set (a × b)`, `u : Set c`: well-typed in Lean exactly when
    # `c` is the projection's result (there is no coercion between these `Set`s); `Prod.f ∘ id
    # = g` with `g : a × b → c` alike
    result = {"fst": a, "snd": b, "swap": f"{b} × {a}"}[fn]
    if form == "''":
        head = (f"theorem t {{α : Type*}} (s : Set ({a} × {b})) (u : Set ({c})) : "
                f"Prod.{fn} '' s = u")
    else:
        head = (f"theorem t {{α : Type*}} (g : {a} × {b} → {c}) : Prod.{fn} ∘ id = g")
    text, why = render(head)
    if c == result:
        assert text is not None, why
        assert f"Prod.{fn}" in text
        elaborate_rendering(text)
    else:
        assert text is None, text
