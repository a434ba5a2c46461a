"""`Set.pi s t` (Mathlib Data/Set/Operations.lean:210, `Set (∀ i, α i)`): the index type comes
from the family `t`, so `Set.univ` as `s` is typed (`pi univ t`); a Π type where the family's
sets depend on the index, a plain function type where they do not. Everything else refused."""

from __future__ import annotations

import pytest

from forminv_lean.formal import UnsupportedError, elaborate
from forminv_lean.formal.meaning.terms import walk
from forminv_lean.formal.meaning.types import Ty


def _pi_app(text: str) -> Ty:
    t = elaborate(text)
    app = next(u for u in walk(t) if u.op == "app" and u.name == "Set.pi")
    return app.ty


def test_univ_takes_the_index_type_of_a_dependent_family() -> None:
    ty = _pi_app("∀ {ι : Type*} (α : ι → Type*) (t : ∀ (i : ι), Set (α i)), "
                 "(Set.pi Set.univ t).Nonempty ↔ ∀ i, (t i).Nonempty")
    assert ty.head == "Set" and ty.args[0].head == "pi"
    assert str(ty.args[0].args[0]) == "ι"
    univ = next(u for u in walk(elaborate(
        "∀ {ι : Type*} (α : ι → Type*) (t : ∀ (i : ι), Set (α i)), (Set.pi Set.univ t).Nonempty"))
        if u.op == "univ")
    assert str(univ.ty) == "Set ι"


def test_non_dependent_family_gives_a_function_type() -> None:
    ty = _pi_app("∀ (s : Set ℕ) (t : ℕ → Set ℝ), Set.pi s t = Set.pi s t")
    assert ty == Ty("Set", (Ty("fun", (Ty("ℕ"), Ty("ℝ"))),))


def test_lambda_family_whose_sets_depend_on_the_binder() -> None:
    ty = _pi_app("∀ {ι ι' : Type*} (α : ι → Type*) (s : ∀ (i : ι), ι' → Set (α i)) (j : ι'), "
                 "Set.pi Set.univ (fun i => s i j) = Set.pi Set.univ (fun i => s i j)")
    assert ty.args[0].head == "pi"


def test_refused_where_the_family_is_not_known_or_the_index_disagrees() -> None:
    with pytest.raises(UnsupportedError):   # a family of an undeclared function: unknown
        elaborate("∀ {ι : Type*} (α : ι → Type*) (g : ℕ → ℕ), (Set.pi Set.univ (foo g)).Nonempty")
    with pytest.raises(UnsupportedError):   # `s : Set ℕ` against a family indexed by ℤ
        elaborate("∀ (s : Set ℕ) (t : ℤ → Set ℝ), (Set.pi s t).Nonempty")


def test_structure_versions_take_the_structure_of_the_pi_type() -> None:
    t = elaborate("∀ {η : Type*} (Gs : η → Type*) [∀ i, Group (Gs i)] (H : ∀ i, Subgroup (Gs i)), "
                  "Subgroup.pi Set.univ H ≤ Subgroup.pi Set.univ H")
    app = next(u for u in walk(t) if u.op == "app" and u.name == "Subgroup.pi")
    assert app.ty.head == "app" and app.ty.name == "Subgroup"
    assert app.ty.args[0].head == "pi"
    with pytest.raises(UnsupportedError):   # a family of sets is not one of subgroups
        elaborate("∀ {η : Type*} (Gs : η → Type*) [∀ i, Group (Gs i)] (H : ∀ i, Set (Gs i)), "
                  "Subgroup.pi Set.univ H = Subgroup.pi Set.univ H")


def test_field_notation_puts_the_object_as_the_index_set() -> None:
    ty = _pi_app("∀ {ι : Type*} (π : ι → Type*) (I : Set ι) (s : ∀ i, Set (π i)), "
                 "I.pi s = Set.pi I s")
    assert ty.args[0].head == "pi"
    with pytest.raises(UnsupportedError):
        elaborate("∀ (I : Set ℕ) (s : ℤ → Set ℝ), I.pi s = I.pi s")
