"""Term syntax Mathlib writes that the parser reads since round 23, each as Mathlib declares it.

- `α →. β` is `PFun α β` (Mathlib/Data/PFun.lean:65 `infixr:25 " →. " => PFun`), applied as
  the `α → Part β` it unfolds to (:61); `α ≃. β` is `PEquiv α β` (Mathlib/Data/PEquiv.lean:61
  `infixr:25 " ≃. " => PEquiv`), applied through `FunLike (α ≃. β) α (Option β)` (:69).
- `v ≤[i] w` is `VectorMeasure.restrict v i ≤ VectorMeasure.restrict w i` (Mathlib/
  MeasureTheory/VectorMeasure/Basic.lean:712, `scoped[MeasureTheory] notation3:50`), read only
  where `MeasureTheory` is in effect.

Parser cases, the codomains the applications elaborate to, and the corpus theorems that write
these notations (skipped when the shared corpus is absent).
"""

from __future__ import annotations

import pytest

from forminv_lean.formal.meaning.ast import App, BinOp, Name
from forminv_lean.formal.meaning.parser import parse
from forminv_lean.formal.statements import elaborate_rendering
from tests.mathlib_corpus import applications, needs_index, render, render_row, rows

_RESTRICT = Name("MeasureTheory.VectorMeasure.restrict")


def test_partial_arrows_parse_as_their_types() -> None:
    assert parse("α →. β") == App(Name("PFun"), (Name("α"), Name("β")))
    assert parse("α ≃. β") == App(Name("PEquiv"), (Name("α"), Name("β")))
    # infixr:25, as `→`: `Code → ℕ →. ℕ` is `Code → (ℕ →. ℕ)`, `α →. β → γ` is `α →. (β → γ)`
    assert parse("C → ℕ →. ℕ") == BinOp("→", Name("C"), App(Name("PFun"), (Name("ℕ"),
                                                                              Name("ℕ"))))
    assert parse("α →. β → γ") == App(Name("PFun"), (Name("α"), BinOp("→", Name("β"),
                                                                       Name("γ"))))


@pytest.mark.parametrize(("text", "ok"), [
    # `f a : Part β` (PFun unfolds to `α → Part β`), never `β`
    ("∀ (f : ℕ →. ℕ) (n : ℕ), f n = Part.some n", True),
    ("∀ (f : ℕ →. ℕ) (n : ℕ), f n = n", False),
    # `f a : Option β` (PEquiv's FunLike instance), never `β`
    ("∀ {α β : Type*} (f : α ≃. β) (a : α) (b : β), f a = Option.some b", True),
    ("∀ {α β : Type*} (f : α ≃. β) (a : α) (b : β), f a = b", False),
])
def test_partial_maps_apply_to_their_codomains(text: str, ok: bool) -> None:
    if ok:
        elaborate_rendering(text)
    else:
        with pytest.raises(Exception):  # noqa: B017 - any refusal will do
            elaborate_rendering(text)


def test_restricted_order_parses_as_its_expansion() -> None:
    assert parse("v ≤[i] w") == BinOp("≤", App(_RESTRICT, (Name("v"), Name("i"))),
                                      App(_RESTRICT, (Name("w"), Name("i"))))
    # its operands are read at 50 in Lean: a relation beside it is not read here
    with pytest.raises(Exception):  # noqa: B017 - any refusal will do
        parse("a = b ≤[i] c")


_VM_CTX = ("namespace MeasureTheory", "variable {α : Type*} {m : MeasurableSpace α}",
           "variable {M : Type*} [TopologicalSpace M] [AddCommMonoid M] [PartialOrder M]",
           "variable (v w : VectorMeasure α M)", "namespace VectorMeasure")
_SUBSET = ("theorem MeasureTheory.VectorMeasure.restrict_le_restrict_subset {i j : Set α} "
           "(hi₁ : MeasurableSet i) (hi₂ : v ≤[i] w) (hij : j ⊆ i) : v ≤[j] w")


@needs_index
def test_restricted_order_is_read_only_where_in_effect() -> None:
    formal, reason = render(_SUBSET, *_VM_CTX)
    assert formal is not None, reason
    assert len(applications(elaborate_rendering(formal), _RESTRICT.id)) == 4
    outside = [line.replace("MeasureTheory", "Foo") for line in _VM_CTX]
    formal, reason = render(_SUBSET.replace("VectorMeasure α M", "MeasureTheory.VectorMeasure "
                                            "α M"), *outside)
    assert formal is None and reason is not None and "≤[" in reason


@pytest.mark.slow
def test_corpus_theorems_with_these_notations_render() -> None:
    """Most corpus theorems that write `→.`, `≃.` or `≤[` render, and each rendering elaborates
    (a rendering with `≤[` applies `VectorMeasure.restrict`)."""
    seen = done = 0
    for row in rows(lambda line: " →. " in line or " ≃. " in line or " ≤[" in line):
        seen += 1
        r = render_row(row)
        if r.formal is None:
            continue
        done += 1
        term = elaborate_rendering(r.formal)
        if "≤[" in r.formal:
            assert applications(term, _RESTRICT.id), r.formal
    assert seen > 100 and done > seen // 2, (done, seen)


def test_restrict_signature_is_checked_as_every_table() -> None:
    from tests.signature_tables import checked_entry

    dom, _, result = checked_entry(_RESTRICT.id, "signatures_r23s")
    assert dom == result   # `restrict v i` is a vector measure of `v`'s own type
