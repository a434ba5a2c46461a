"""A hypothesis as a field of an anonymous constructor at a known type (`(⟨x, hx⟩ : {y // 0 ≤
y})`, `f ⟨x, hx⟩` with `f : Set.Ici a → β`): the constructor applied to a proof that stands for
its proposition (`elaboration.proof_arg`), so two constructions from proofs of one proposition
are one value (proof irrelevance), and any other use of the proof is still refused."""

from __future__ import annotations

import pytest

from forminv_lean.formal import decide, elaborate
from forminv_lean.formal.errors import UnsupportedError
from forminv_lean.formal.lean.printer import to_lean_text
from forminv_lean.formal.meaning.terms import is_proof_type, walk
from tests.mathlib_corpus import needs_index, render

SUB = "{y : ℝ // 0 ≤ y}"


def _proofs(text: str) -> list[str]:
    return [u.name for u in walk(elaborate(text)) if u.op == "const" and is_proof_type(u.ty)]


def test_a_hypothesis_field_is_a_proof_argument() -> None:
    text = f"∀ (x : ℝ) (hx : 0 ≤ x), ((⟨x, hx⟩ : {SUB}) : ℝ) = x"
    assert _proofs(text) == ["hx"]
    # Lean's text binds the hypothesis it passes
    assert f"∀ (hx : 0 ≤ x), (↑(⟨x, hx⟩ : {SUB}) : ℝ) = x" in to_lean_text(elaborate(text))


@pytest.mark.slow
def test_two_proofs_of_one_proposition_give_one_value() -> None:
    assert decide(f"∀ (x : ℝ) (hx hx' : 0 ≤ x), (⟨x, hx⟩ : {SUB}) = ⟨x, hx'⟩").verdict == "proved"


@pytest.mark.parametrize("text", [
    f"∀ (x : ℝ) (hx : 0 ≤ x), (⟨x, hx.le⟩ : {SUB}) = ⟨x, hx⟩",   # a projection: not read
    "∀ (x : ℝ) (hx : 0 ≤ x), (x, hx) = (x, hx)",                # a proof in a pair
])
def test_other_uses_stay_refused(text: str) -> None:
    with pytest.raises(UnsupportedError):
        elaborate(text)


@needs_index
def test_a_subtype_built_from_a_hypothesis_renders() -> None:
    formal, reason = render("theorem Subtype.mk_lt_mk' [LT α] {p : α → Prop} {x y : α} {hx : p x} "
                            "{hy : p y} : (⟨x, hx⟩ : Subtype p) < ⟨y, hy⟩ ↔ x < y",
                            "variable {α : Type*}")
    assert formal == ("∀ {α : Type*} [LT α] (p : α → Prop) (x y : α) (hx : p x) (hy : p y), "
                      "(⟨x, hx⟩ : Subtype p) < ⟨y, hy⟩ ↔ x < y"), reason


def test_a_hypothesis_after_a_possible_witness_is_refused() -> None:
    # `⟨s, x, hx⟩` is `⟨s, ⟨x, hx⟩⟩`: `x` may be the witness of an `∃` field, forgotten by
    # proof irrelevance, which an opaque constructor of three arguments would keep
    with pytest.raises(UnsupportedError):
        elaborate("∀ (s : Set ℕ) (x : ℕ) (hx : x ∈ s), "
                  "(⟨s, x, hx⟩ : {t : Set ℕ // ∃ y, y ∈ t}) = ⟨s, x, hx⟩")
