"""Mathlib's ordered homomorphism arrows are their structures, never `→*` and a name `o`.

Algebra/Order/Hom/Monoid.lean:81 `infixr:25 " →+o " => OrderAddMonoidHom`, :97 " ≃+o ", :118
" →*o ", :153 " ≃*o ", :202 " →*₀o "; Algebra/Order/Hom/Ring.lean:58 `infixl:25 " →+*o " =>
OrderRingHom`, :80 " ≃+*o " => OrderRingIso; each with a `FunLike`/`EquivLike` instance, so
`f x : β`. Until round 23 the lexer split `α →*o β` into `α →* o β`: a monoid hom into `o β`.
"""

from __future__ import annotations

import pytest

from forminv_lean.formal import elaborate, parse
from forminv_lean.formal.meaning.types import show_type
from tests.mathlib_corpus import render_row, rows

ARROWS = {"→*o": "OrderMonoidHom", "→+o": "OrderAddMonoidHom", "≃*o": "OrderMonoidIso",
          "≃+o": "OrderAddMonoidIso", "→*₀o": "OrderMonoidWithZeroHom",
          "→+*o": "OrderRingHom", "≃+*o": "OrderRingIso"}


def _binder_types(t: object) -> dict[str, str]:
    out: dict[str, str] = {}
    while getattr(t, "op", None) in ("forall", "tforall"):
        out[str(t.name)] = show_type(t.ty) if getattr(t, "ty", None) is not None else ""  # type: ignore[attr-defined]
        t = t.args[0]  # type: ignore[attr-defined]
    return out


@pytest.mark.parametrize("arrow", sorted(ARROWS))
def test_an_ordered_arrow_is_its_structure_applied_like_a_function(arrow: str) -> None:
    text = f"∀ (α β : Type*) (f : α {arrow} β) (x : α), f x = f x"
    term = elaborate(parse(text))
    assert f"{ARROWS[arrow]} α β" in str(term), term
    # never the unordered arrow applied to a variable `o`
    assert " o " not in str(term) and "o β" not in str(term), term


@pytest.mark.parametrize("arrow", sorted(ARROWS))
def test_an_ordered_arrow_groups_as_declared(arrow: str) -> None:
    # infixr:25 arrows group to the right; the two infixl:25 ring arrows to the left with `→`
    # (as `≃+*` does: `A ≃+* B → C` is `(A ≃+* B) → C`)
    term = str(elaborate(parse(f"∀ (α β γ : Type*) (f : α {arrow} β {arrow} γ), True")))
    name = ARROWS[arrow]
    if arrow in ("→+*o", "≃+*o"):
        assert f"{name} ({name} α β) γ" in term, term
    else:
        assert f"{name} α ({name} β γ)" in term, term


def test_the_corpus_ordered_homomorphisms_render_as_their_structures() -> None:
    found = list(rows(lambda line: any(f" {a} " in line for a in ARROWS)))
    assert len(found) >= 40, len(found)
    rendered = [r for r in map(render_row, found) if r.formal is not None]
    assert len(rendered) >= 40, len(rendered)
    shown = [r.formal for r in rendered if any(f" {a} " in str(r.formal) for a in ARROWS)]
    assert len(shown) >= 30, len(shown)
    for formal in shown:   # each arrow the rendering writes is read as its arrow, not `→*` `o`
        tree = repr(parse(formal))
        assert any(f"op='{a}'" in tree for a in ARROWS), (formal, tree)
        assert "Name(id='o')" not in tree, (formal, tree)
        elaborate(parse(formal))
