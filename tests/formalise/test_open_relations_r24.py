"""Round 24: a neighbour's type is read in a probe that sets aside the other relations whose
holes are still open (`holes._open_relations`), so a hole fixed by a neighbour is filled even
when another hypothesis holds a hole of its own (`f ≫ fst _ _ = g ≫ fst _ _ → f ≫ snd _ _ =
g ≫ snd _ _ → f = g`), and refused where a binder typed by its first use could be typed
differently once a relation is set aside.
"""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from forminv_lean.formalise.render import _filled, has_hole
from tests.mathlib_corpus import needs_index, rendered

#: Corpus theorems whose morphism holes sit in several hypotheses, each fixed by a variable
#: or a `.hom`/`.inv` beside it, and the text their rendering shows (Mathlib v4.19.0:
#: `fst (X Y : C) : X ⊗ Y ⟶ X`, CategoryTheory/ChosenFiniteProducts.lean:110;
#: `pullback.fst (f : X ⟶ Z) (g : Y ⟶ Z) : pullback f g ⟶ X`, `pushout.inl (f : X ⟶ Y)
#: (g : X ⟶ Z) : Y ⟶ pushout f g`, CategoryTheory/Limits/Shapes/Pullback/HasPullback.lean:108,
#: 116; a bicategory's `leftUnitor (f : a ⟶ b) : 𝟙 a ≫ f ≅ f`, CategoryTheory/Bicategory/Basic.lean:67).
SETS_ASIDE = {
    "CategoryTheory.ChosenFiniteProducts.hom_ext":
        "f ≫ CategoryTheory.ChosenFiniteProducts.fst X Y = "
        "g ≫ CategoryTheory.ChosenFiniteProducts.fst X Y → "
        "f ≫ CategoryTheory.ChosenFiniteProducts.snd X Y = "
        "g ≫ CategoryTheory.ChosenFiniteProducts.snd X Y → f = g",
    "CategoryTheory.Limits.pushout.hom_ext":
        "CategoryTheory.Limits.pushout.inl f g ≫ k = CategoryTheory.Limits.pushout.inl f g ≫ l",
    "CategoryTheory.IsPullback.of_iso_pullback":
        "i.hom ≫ CategoryTheory.Limits.pullback.fst f g = fst → "
        "i.hom ≫ CategoryTheory.Limits.pullback.snd f g = snd",
    "Mathlib.Tactic.Bicategory.evalWhiskerLeft_id":
        "η ≫ (CategoryTheory.Bicategory.leftUnitor g).inv = η₁ → "
        "(CategoryTheory.Bicategory.leftUnitor f).hom ≫ η₁ = η₂",
}

HEAD = ("∀ {C : Type*} [CategoryTheory.Category C] [CategoryTheory.ChosenFiniteProducts C] "
        "(T X Y : C) (f g : T ⟶ (X ⊗ Y)), ")
FST = "CategoryTheory.ChosenFiniteProducts.fst"
SND = "CategoryTheory.ChosenFiniteProducts.snd"


@needs_index
@pytest.mark.parametrize("name", sorted(SETS_ASIDE))
def test_a_corpus_hole_beside_other_open_holes_is_filled(name: str) -> None:
    formal = rendered(SETS_ASIDE, name)
    assert SETS_ASIDE[name] in formal and not has_hole(formal), formal


@settings(max_examples=12, deadline=None)
@given(st.lists(st.sampled_from([FST, SND]), min_size=1, max_size=3),
       st.sampled_from(["f", "g"]))
def test_every_hypothesis_is_filled_from_its_own_neighbour(heads: list[str], var: str) -> None:
    """However many hypotheses hold holes, each is read with the others set aside, and each
    projection is filled with the ends of the variable composed with it."""
    hyps = " → ".join(f"{var} ≫ {h} _ _ = {'g' if var == 'f' else 'f'} ≫ {h} _ _"
                      for h in heads)
    filled = _filled(HEAD + hyps + " → f = g")
    assert filled is not None and not has_hole(filled), filled
    assert filled.count("fst X Y") + filled.count("snd X Y") == 2 * len(heads), filled


@pytest.mark.parametrize("body", [
    # `k` is typed by its first use, which a relation set aside may hold: not read
    f"∀ k, f ≫ {FST} _ _ = k → f ≫ {SND} _ _ = g ≫ {SND} _ _ → f = g",
    # the neighbour holds an open hole of its own and nothing else fixes the ends
    f"{FST} _ _ = {FST} _ _",
])
def test_a_probe_that_setting_aside_cannot_make_certain_is_refused(body: str) -> None:
    assert _filled(HEAD + body) is None
