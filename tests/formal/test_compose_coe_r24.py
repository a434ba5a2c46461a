"""`f ∘ (↑)` and `(↑) ∘ f` elaborated against a known function type (round 24,
`meaning/compose_coe.py`): `(↑)` takes the ends the expected type and the other function fix, as
Lean's `propagateExpectedType` and its postponed `(↑)` give them, and is read only at a coercion
the tables know or out of a type to its carrier; anything else is refused as before.

Checked on texts, and on every corpus theorem that writes such a composite (skipped when the
shared corpus is absent): each rendering keeps the composite, and each `(↑)` in it has the type
the composite's expected type and the other function give.
"""

from __future__ import annotations

import re

import pytest

from forminv_lean.formal.meaning.terms import Term, walk
from forminv_lean.formal.meaning.types import show_type
from forminv_lean.formal.statements import elaborate_rendering
from tests.mathlib_corpus import Scan, needs_index, renderings


def _coercions(t: Term) -> list[str]:
    """The types of the coercion functions `(↑)` (constants) in `t`."""
    return [show_type(u.ty) for u in walk(t) if u.op == "const" and u.name == "↑"]


@pytest.mark.parametrize(("text", "coe"), [
    # `f ∘ (↑)`: the domain from the ascription, the codomain `f`'s domain (`Subtype.val`)
    ("∀ {α β : Type*} (s : Set β) (f : β → α), Function.Injective (f ∘ (↑) : s → α)",
     "↥s → β"),
    ("∀ {α β : Type*} (p : β → Prop) (f : β → α), Function.Injective (f ∘ (↑) : {x // p x} "
     "→ α)", "{x : β // p x} → β"),
    # `(↑) ∘ f`: the domain `f`'s codomain, the codomain the ascription's
    ("∀ {α : Type*} (f : α → ℕ), Function.Injective ((↑) ∘ f : α → ℤ)", "ℕ → ℤ"),
    ("∀ {α : Type*} (f : α → ℝ≥0), Function.Injective ((↑) ∘ f : α → ℝ)", "ℝ≥0 → ℝ"),
])
def test_coercion_takes_the_ends_lean_gives_it(text: str, coe: str) -> None:
    assert _coercions(elaborate_rendering(text)) == [coe]


@pytest.mark.parametrize("text", [
    # the other function's end is not the expected one: Lean's unifier rejects the text
    "∀ {α β : Type*} (s : Set β) (f : β → α), Function.Injective (f ∘ (↑) : s → β)",
    "∀ {α : Type*} (f : α → ℕ), Function.Injective ((↑) ∘ f : ℕ → ℤ)",
    # a coercion of a type into itself, or one the tables do not know, is not read
    "∀ {α : Type*} (f : α → ℕ), Function.Injective ((↑) ∘ f : α → ℕ)",
    "∀ {α β : Type*} (f : α → β), Function.Injective ((↑) ∘ f : α → Option β)",
    # nothing fixes the domain of `(↑)`: refused, never defaulted
    "∀ {α β : Type*} (f : β → α), Function.Injective (f ∘ (↑))",
])
def test_composite_lean_would_not_type_so_is_refused(text: str) -> None:
    with pytest.raises(Exception):  # noqa: B017 - any refusal will do
        elaborate_rendering(text)


def test_slot_of_a_declared_function_types_the_composite() -> None:
    """`s.sup ((↑) ∘ f)` beside `WithBot α`: `Finset.sup`'s codomain, fixed by the other side of
    `=`, is the composite's (Lean postpones `(↑)` until then)."""
    text = ("∀ {α β : Type*} [SemilatticeSup α] [OrderBot α] (s : Finset β) (f : β → α), "
            "(↑(s.sup f) : WithBot α) = s.sup ((↑) ∘ f)")
    assert "α → WithBot α" in _coercions(elaborate_rendering(text))


_COMPOSITE = re.compile(r"\(\(↑\) ∘ [\w.']+ : [^()]*\)|\([\w.']+ ∘ \(↑\) : [^()]*\)")


@needs_index
@pytest.mark.slow
def test_corpus_composites_with_coercions_render_typed() -> None:
    """Corpus theorems writing `(f ∘ (↑) : T)` or `((↑) ∘ f : T)`: a dozen or more render (the rule is
    exercised), each rendering keeps the ascribed composite, and every `(↑)` in it has a type
    whose ends are both written out (no metavariable, no default)."""
    scan = Scan()
    for row, formal in renderings(lambda line: "∘ (↑) :" in line or "(↑) ∘ " in line,
                                  lambda row: _COMPOSITE.search(row["decl"]) is not None, scan):
        assert _COMPOSITE.search(formal), (row["name"], formal)
        for coe in _coercions(elaborate_rendering(formal)):
            assert "?" not in coe, (row["name"], coe)
    assert scan.seen >= 40 and scan.rendered >= 12, scan
