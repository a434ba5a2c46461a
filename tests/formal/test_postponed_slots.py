"""Terms Lean postpones until the rest of the application fixes their type
(`Elaborator.open_slot`, `close_open_slot`, `_lambda_later`): `⊤`/`⊥` and `↑x` in a slot that
is a bare parameter of the result type (`Set.Ioo ⊥ ⊤`, `𝓝 ⊤`, `Set.Ioi ↑a`), the coercion
function `(↑)` in a function slot (`l.map (↑)`), and a `fun` whose domain an argument after it
fixes (`s.image (fun f => f i)`). The type comes from where Lean's unification takes it; when
nothing fixes it, the text is refused, never defaulted."""

from __future__ import annotations

import pytest

from forminv_lean.formal import UnsupportedError, decide, elaborate
from forminv_lean.formal.meaning.terms import Term, walk


def _named(t: Term, op: str, name: str | None = None) -> list[Term]:
    return [u for u in walk(t) if u.op == op and (name is None or u.name == name)]


def test_top_and_bottom_in_an_interval_typed_by_the_other_side() -> None:
    # Set.Ioo (a b : α) : Set α; both ends one `?α`, which `s : Set α` assigns
    t = elaborate("∀ {α : Type*} [CompleteLattice α] (s : Set α), Set.Ioo ⊥ ⊤ = s")
    ends = [u for u in walk(t) if u.op == "const" and u.name in ("⊤", "⊥")]
    assert len(ends) == 2 and {str(u.ty) for u in ends} == {"α"}


def test_top_in_a_neighbourhood_filter_typed_by_the_declared_slot() -> None:
    # Filter.Tendsto (f : α → β) (l₁ : Filter α) (l₂ : Filter β); `𝓝 ⊤ : Filter ?γ` in the
    # `Filter β` slot, β = ℕ∞ from `f`
    t = elaborate("∀ {α : Type*} (l : Filter α) (f : α → ℕ∞), Filter.Tendsto f l (nhds ⊤)")
    (top,) = [u for u in walk(t) if u.op == "const" and u.name == "⊤"]
    assert str(top.ty) == "ℕ∞"


@pytest.mark.parametrize("text", [
    "∀ {α : Type*} [CompleteLattice α], Set.Ioo ⊥ ⊤ = Set.Ioo ⊥ ⊤",   # nothing fixes ?α
    "∀ (l : List ℕ), l.map (↑) = l.map (↑)",                       # nor the cast's target
])
def test_unfixed_postponed_types_are_refused(text: str) -> None:
    with pytest.raises(UnsupportedError):
        elaborate(text)


def test_coercion_function_mapped_over_a_list_takes_the_other_side() -> None:
    # List.map (f : α → β) (l : List α); `List.sum : List ?β → ?β`, ?β = ℤ from the left
    t = elaborate("∀ (l : List ℕ), ((List.sum l : ℕ) : ℤ) = (l.map (↑)).sum")
    (f,) = [u for u in walk(t) if u.op == "const" and u.name == "↑"]
    assert str(f.ty) == "ℕ → ℤ"


def test_coercion_in_a_bare_slot_is_cast_into_the_type_found() -> None:
    t = elaborate("∀ (a : ℕ) (s : Set ℤ), Set.Ioi ↑a = s")
    (ioi,) = _named(t, "app", "Set.Ioi")
    (arg,) = ioi.args
    assert arg.op == "cast" and str(arg.ty) == "ℤ"


def test_coercion_in_a_bare_slot_is_decided_as_the_ascription() -> None:
    r = decide("∀ (a : ℕ), Set.Ioi (a : ℤ) = Set.Ioi ↑a ∩ Set.univ", timeout=10)
    assert r.verdict in ("valid", "proved"), r


def test_lambda_typed_by_the_object_after_it() -> None:
    # Finset.image (f : α → β) (s : Finset α): `s.image (fun f => f i)`, `f : Fin 3 → ℕ`
    t = elaborate("∀ (i : Fin 3) (s : Finset (Fin 3 → ℕ)), "
                  "(s.image (fun f => f i)).card ≤ s.card")
    (lam,) = _named(t, "lambda")
    assert str(lam.bty) == "Fin 3 → ℕ"
