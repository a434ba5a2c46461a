"""An image or preimage written where a type is expected is the subtype `↥(f '' s)` (round 29,
`meaning/image_sorts_r29.py`; Mathlib/Data/Set/Operations.lean:97, :103 `⁻¹'`, `''`;
Data/Set/CoeSort.lean:36 `CoeSort (Set α)`).

Before the rule `(x : f ⁻¹' s)` was refused (`⁻¹' — unsupported type expression`). The tests
check that such a binder is a value of a subtype whose carrier is the set's element type (so it
is coerced out where an element is expected), that the set inside a type constructor's argument
is left a term, and (corpus, skipped when absent) that Mathlib theorems of this shape render.
"""

from __future__ import annotations

import pytest

from forminv_lean.formal.errors import UnsupportedError
from forminv_lean.formal.meaning.image_sorts_r29 import image_sort
from forminv_lean.formal.meaning.terms import walk
from forminv_lean.formal.meaning.types import show_type
from forminv_lean.formal.statements import elaborate_rendering
from tests.mathlib_corpus import rendered

_HEAD = "∀ {X : Type*} {Y : Type*} (f : X → Y) (s : Set Y) (t : Set X) "


def _binder_types(text: str) -> dict[str, str]:
    """The types the elaborated statement gives its bound variables, by name."""
    return {t.name: show_type(t.bty) for t in walk(elaborate_rendering(text))
            if t.bty is not None and t.name}


@pytest.mark.parametrize(("binder", "shown"), [
    ("(x : f ⁻¹' s)", "f ⁻¹' s"),
    ("(x : f '' t)", "f '' t"),
])
def test_an_image_as_a_type_is_its_subtype(binder: str, shown: str) -> None:
    types = _binder_types(f"{_HEAD}{binder}, x = x")
    assert shown in types["x"], types


def test_a_value_of_the_subtype_is_coerced_to_the_element_type() -> None:
    # `f x` with `x : ↥(f ⁻¹' s)` needs `↑x : X`, which the recorded carrier gives
    elaborate_rendering(f"{_HEAD}(x : f ⁻¹' s), f x ∈ s")
    with pytest.raises(UnsupportedError):   # an element of `Y` is no element of the carrier X
        elaborate_rendering(f"{_HEAD}(y : Y) (x : f ⁻¹' s), x = y")


def test_not_a_sort_outside_an_image() -> None:
    from forminv_lean.formal.meaning.ast import Name

    assert image_sort(None, Name("s"), None) is None


_ROWS = {
    "ContinuousAt.restrictPreimage": "(x : f ⁻¹' s)",
    "tprod_image": "∏' x : g '' s, f x",
    "MonoidHom.fiberEquivKer_apply": "(g : f ⁻¹' {f a})",
}


@pytest.mark.parametrize("name", sorted(_ROWS))
def test_mathlib_image_sorts_render(name: str) -> None:
    assert _ROWS[name] in rendered(_ROWS, name)
