"""Instance binders that are hypotheses, and instances about a shadowed `variable`.

- `[CharP R 3]`, `[NeZero (2 : K)]`, `[Finite Mˣ]`, `[IsDirected ι (· ≤ ·)]`: a class that is
  a proposition (`prop_classes`) applied to terms binds no operation, so the binder is the
  hypothesis its type states; a data-carrying class (`Invertible`) stays refused.
- `[W.IsElliptic]` on a value `W : WeierstrassCurve F` is the hypothesis
  `WeierstrassCurve.IsElliptic W`, not dropped.
- `variable [W.IsCharTwoJEqZeroNF]` before a later `variable (W : WeierstrassCurve F)` is about
  the earlier, shadowed `W`: Lean never includes it.
"""

from __future__ import annotations

import pytest

from forminv_lean.formal import decide
from forminv_lean.formal.errors import UnsupportedError
from forminv_lean.formal.meaning.prop_classes import PROP_CLASSES
from forminv_lean.formal.meaning.terms import Term, walk
from forminv_lean.formal.statements import elaborate_rendering
from tests.mathlib_corpus import needs_index, render


def _hypotheses(t: Term) -> list[str]:
    return [u.args[0].name for u in walk(t) if u.op == "imp" and u.args[0].op == "app"]


@pytest.mark.parametrize(("text", "cls"), [
    ("∀ {R : Type*} [CommRing R] [CharP R 3] (a : R), a + a + a = 0", "CharP"),
    ("∀ {K : Type*} [Field K] [NeZero (2 : K)] (a : K), a + a ≠ 0 ∨ a = 0", "NeZero"),
    ("∀ {M : Type*} [CommMonoid M] [Finite Mˣ] (a : M), a = a", "Finite"),
    ("∀ {ι : Type*} [Preorder ι] [IsDirected ι (· ≤ ·)] (a b : ι), ∃ c, a ≤ c ∧ b ≤ c",
     "IsDirected"),
    ("∀ {F : Type*} [Field F] (W : WeierstrassCurve F) [W.IsElliptic], W = W",
     "WeierstrassCurve.IsElliptic"),
])
def test_a_proposition_class_binder_is_a_hypothesis(text: str, cls: str) -> None:
    assert cls in _hypotheses(elaborate_rendering(text))


def test_a_hypothesis_class_blocks_a_refutation() -> None:
    # without `[CharP R 3]` a two-element ring refutes it; with the (uninterpreted)
    # hypothesis the checker must not
    assert decide("∀ {R : Type*} [CommRing R] (a : R), a + a + a = 0").verdict == "refuted"
    assert decide("∀ {R : Type*} [CommRing R] [CharP R 3] (a : R), a + a + a = 0"
                  ).verdict != "refuted"


def test_the_lambda_of_a_directed_order_is_typed_by_the_class() -> None:
    t = elaborate_rendering("∀ {ι : Type*} [Preorder ι] [IsDirected ι (· ≤ ·)] (a : ι), a = a")
    lam = next(u for u in walk(t) if u.op == "lambda")
    assert str(lam.ty) == "ι → ι → Prop"


@pytest.mark.parametrize("text", [
    # a data-carrying class applied to a term is not a proposition
    "∀ {R : Type*} [Ring R] [Inhabited (R × R)] (a : R), a = a",
    # field notation on a value of a type variable names no class
    "∀ {F : Type*} [Field F] (x : F) [x.Foo], x = x",
])
def test_other_class_binders_on_terms_are_refused(text: str) -> None:
    with pytest.raises(UnsupportedError):
        elaborate_rendering(text)


def test_every_listed_class_is_a_full_name_with_its_source() -> None:
    for name, source in PROP_CLASSES.items():
        assert source and " " not in name


@needs_index
def test_an_instance_about_a_shadowed_variable_is_not_included() -> None:
    text, reason = render(
        "theorem WeierstrassCurve.j_of_isCharTwoJEqZeroNF_of_char_two [CharP F 2] : W.j = 0",
        "variable {R : Type*} [CommRing R] {F : Type*} [Field F] (W : WeierstrassCurve R)",
        "namespace WeierstrassCurve",
        "variable [W.IsCharTwoJEqZeroNF]",
        "variable (W : WeierstrassCurve F) [W.IsElliptic]")
    assert text is not None, reason
    assert "IsCharTwoJEqZeroNF" not in text
    assert text.index("(W : WeierstrassCurve F)") < text.index("IsElliptic")


@pytest.mark.parametrize(("text", "hole"), [
    ("(f g : CauSeq _ abv), f = g", True),
    ("Function.Injective (Walk.reverse : G.Walk u v → _)", True),
    ("∀ x, (c : Concept _ _ _).fst = x", True),
    ("Sum.map id fun i : Fin _ => i", True),
    ("noncommProd s fun _ _ _ => Commute.all _ _", True),
    ("(α : ι → Type _) (x : α i), x = x", False),
    ("(fun _ => c) = f ∧ ¬∃ᶠ _ in l, p", False),
    ("∀ (j) (_ : j ≠ i), x j = y j", False),
    ("{fun _ _ => i} = s ∧ ⨆ _ : ι, a = a", False),
])
def test_a_hole_lean_fills_is_told_from_a_binder_that_names_nothing(text: str,
                                                                      hole: bool) -> None:
    from forminv_lean.formalise.render import has_hole

    assert has_hole(text) is hole
