"""An untyped binder is a type only where another binder uses it as one (round 22).

`{X Y} (f : X ⟶ Y)` binds a category's objects, `{P Q} [HasAffineProperty P Q]` a morphism
property and its affine counterpart, `{R} (l : List α) (h : List.Pairwise R l)` a relation:
before round 22 each was rendered `{X : Type*}` because another binder's type mentioned it, a
statement about types that Mathlib's theorem is not (found by helper sigN; 10 whole-corpus
renderings). A binder is a type when it stands where only a type can: a binder's whole type,
an operand of `→ × ⊕ ≃ ↪` and the bundled maps, an argument of `Set`/`Finset`/`List`/`Matrix`…,
or the argument of a class on a type (`[Ring R]`, `[Finite (α ⊕ β)]`).
"""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from forminv_lean.formal.statements import elaborate_rendering
from tests.mathlib_corpus import render, render_row, rendered, require, rows_named

_FORMERS = ("→", "×", "⊕", "≃", "↪", "→+*", "≃o")


@settings(max_examples=30, deadline=None)
@given(st.sampled_from(_FORMERS), st.sampled_from(("{α β}", "{α} {β}", "(α β)")))
def test_an_operand_of_a_type_former_is_a_type(former: str, group: str) -> None:
    extra = " [Semiring α] [Semiring β]" if former == "→+*" else \
        " [Preorder α] [Preorder β]" if former == "≃o" else ""
    formal, reason = render(f"theorem t {group}{extra} (e : α {former} β) : e = e")
    assert formal is not None, reason
    assert "α : Type*" in formal or "α β : Type*" in formal or "{α β : Type*}" in formal, formal


@pytest.mark.parametrize("use", ["(f : X ⟶ Y)", "(h : X.IsOpen Y)", "(h : Q X Y)"])
def test_a_mere_mention_is_no_type(use: str) -> None:
    formal, reason = render(f"theorem t {{C : Type*}} [CategoryTheory.Category C] {{X Y}} {use} : "
                            "True")
    assert formal is None or "X : Type*" not in formal and "{X Y : Type*}" not in formal, formal


_WRONG = {
    "CategoryTheory.CategoryOfElements.to_comma_map_right": "{X : Type*}",
    "TopologicalSpace.Opens.map_comp_map": "{U : Type*}",
    "AlgebraicGeometry.HasAffineProperty.diagonal_iff": "{P : Type*}",
    "List.pairwise_sublists": "{R : Type*}",
}


@pytest.mark.parametrize("name", sorted(_WRONG))
def test_corpus_objects_and_relations_are_not_rendered_as_types(name: str) -> None:
    require()
    table = rows_named(_WRONG)
    assert name in table
    r = render_row(table[name])
    assert r.formal is None or _WRONG[name] not in r.formal, r.formal


@pytest.mark.parametrize(("name", "text"), [
    ("Equiv.image_preimage", "{α : Type*} {β : Type*} (e : α ≃ β)"),
    ("Finite.sum_left", "[Finite (α ⊕ β)]"),
    ("Function.Embedding.injective", "(f : α ↪ β)"),
])
def test_corpus_types_stay_types(name: str, text: str) -> None:
    formal = rendered(("Equiv.image_preimage", "Finite.sum_left", "Function.Embedding.injective"),
                      name)
    assert text in formal
    elaborate_rendering(formal)
