"""Type-expression notations read in round 28 (`types` task).

`s ×ℂ t` is `Complex.reProdIm s t` (Mathlib/Data/Complex/Basic.lean:105 `def reProdIm (s t :
Set ℝ) : Set ℂ`, :111 `infixl:72 " ×ℂ " => reProdIm`, global). Before, the grammar read `×` (the
product type) followed by the name `ℂ` and refused ("× — unsupported term"). The tests check
the grouping at Lean's level 72 (tighter than `∪` and `*`, looser than `''`; left-associative),
the declared signature (a `Set ℂ` built from two `Set ℝ`, anything else refused), and (corpus,
skipped when absent) that Mathlib's `×ℂ` theorems render with it.
"""

from __future__ import annotations

import pytest

from forminv_lean.formal.errors import UnsupportedError
from forminv_lean.formal.meaning.parser import parse
from forminv_lean.formal.meaning.terms import walk
from forminv_lean.formal.meaning.types import show_type
from forminv_lean.formal.statements import elaborate_rendering
from tests.mathlib_corpus import rendered


@pytest.mark.parametrize(("text", "same_as"), [
    ("s ×ℂ t", "Complex.reProdIm s t"),
    # infixl:72: tighter than `∪` (65) and `*`/`∩` (70), looser than `''` (80)
    ("a ×ℂ b ∪ c ×ℂ d", "Complex.reProdIm a b ∪ Complex.reProdIm c d"),
    ("a ×ℂ b ∩ c", "Complex.reProdIm a b ∩ c"),
    ("f '' s ×ℂ t", "Complex.reProdIm (f '' s) t"),
    ("s ×ℂ t ×ℂ u", "Complex.reProdIm (Complex.reProdIm s t) u"),
    ("z ∈ s ×ℂ t", "z ∈ Complex.reProdIm s t"),
])
def test_reprodim_groups_at_level_72(text: str, same_as: str) -> None:
    assert parse(text) == parse(same_as)


def test_reprodim_is_a_set_of_complex_numbers() -> None:
    t = elaborate_rendering("∀ s t : Set ℝ, (s ×ℂ t).Nonempty ↔ s.Nonempty ∧ t.Nonempty")
    uses = [show_type(u.ty) for u in walk(t) if u.op == "app" and u.name == "Complex.reProdIm"]
    assert uses == ["Set ℂ"]


@pytest.mark.parametrize("text", [
    "∀ (s : Set ℕ) (t : Set ℝ), (s ×ℂ t).Nonempty",   # its sets are sets of reals
    "∀ s t : Set ℝ, s ×ℂ t = s",                       # a `Set ℂ`, not a `Set ℝ`
])
def test_reprodim_refuses_other_types(text: str) -> None:
    with pytest.raises(UnsupportedError):
        elaborate_rendering(text)


_NAMES = ("Complex.frontier_reProdIm", "Complex.reProdIm_subset_iff'", "IsCompact.reProdIm")


@pytest.mark.parametrize("name", _NAMES)
def test_mathlib_reprodim_theorems_render(name: str) -> None:
    formal = rendered(_NAMES, name)
    assert "×ℂ" in formal
    elaborate_rendering(formal)
