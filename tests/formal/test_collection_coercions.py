"""Coercions to `Set` Lean inserts around set notations (`meaning/elaborate_sets`):
`(e : Set T)` for an application of `SetLike` or `Finset` type (`collection_coe`), the later
operands of `∩ ∪ \\` after a first `Set` or under an ascription (`_later_leaf`), and the type
of `s ×ˢ t` (`sprod_type`). What Lean would group or type otherwise stays refused."""

from __future__ import annotations

import pytest

from forminv_lean.formal import UnsupportedError, elaborate
from forminv_lean.formal.meaning.elaboration import elaborate_expr
from forminv_lean.formal.meaning.parser import parse
from forminv_lean.formal.meaning.terms import Term, walk


def _coes(t: Term) -> list[Term]:
    return [u for u in walk(t) if u.op == "app" and u.name == "SetLike.coe"]


def test_application_of_setlike_type_ascribed_a_set() -> None:
    # `(H.prod K : Set (G × N))`: `Subgroup.prod` returns a `Subgroup (G × N)`, coerced
    t = elaborate("∀ {G N : Type*} [Group G] [Group N] (t : ℕ → Subgroup G) (n : ℕ), "
                  "(t n : Set G) = (t n : Set G)")
    coes = _coes(t)
    assert coes and all(str(c.ty) == "Set G" for c in coes)


def test_later_operand_coerced_after_a_set() -> None:
    t = elaborate("∀ {R A : Type*} [CommSemiring R] [Semiring A] [Algebra R A] "
                  "(S T : Subalgebra R A), (S : Set A) ∩ T = (S : Set A) ∩ T")
    assert len(_coes(t)) == 4


def test_operands_coerced_under_an_ascription() -> None:
    t = elaborate("∀ {R M : Type*} [Semiring R] [AddCommMonoid M] [Module R M] "
                  "(p q : Submodule R M), (p ∩ q : Set M) = (p ∩ q : Set M)")
    assert len(_coes(t)) == 4


def test_set_product_typed() -> None:
    t = elaborate("∀ {α β : Type*} (s : Set α) (t : Set β) (P : Set (α × β)), "
                  "s ×ˢ t ⊆ P ↔ ∀ x ∈ s, ∀ y ∈ t, (x, y) ∈ P")
    prods = [u for u in walk(t) if u.op == "app" and u.name == "SProd.sprod"]
    assert prods and str(prods[0].ty) == "Set (α × β)"


@pytest.mark.parametrize(("text", "ty"), [
    # Mathlib/Data/SProd.lean:33 `infixr:82 " ×ˢ "` beside `infixl:80 " '' "`
    # (Data/Set/Operations.lean:97): `f '' s ×ˢ t` is `f '' (s ×ˢ t)`
    ("∀ {α β γ : Type*} (f : α × β → γ) (s : Set α) (t : Set β), (f '' s ×ˢ t).Nonempty",
     "Set (α × β)"),
    # `s ×ˢ t ×ˢ u` is `s ×ˢ (t ×ˢ u)`
    ("∀ {α β γ : Type*} (s : Set α) (t : Set β) (u : Set γ), (s ×ˢ t ×ˢ u).Nonempty",
     "Set (α × (β × γ))"),
    # `(f '' s) ×ˢ t` keeps its parentheses
    ("∀ {α β γ : Type*} (f : α → γ) (s : Set α) (t : Set β), ((f '' s) ×ˢ t).Nonempty",
     "Set (γ × β)"),
])
def test_set_product_read_at_lean_levels(text: str, ty: str) -> None:
    t = elaborate(text)
    prods = [u for u in walk(t) if u.op == "app" and u.name == "SProd.sprod"]
    assert str(prods[0].ty) == ty


@pytest.mark.parametrize("text", [
    # a set product on the wrong side of an image
    "∀ {α β : Type*} (s : Set α) (t : Set β), (Prod.fst ⁻¹' s ×ˢ t) = s",
    # another element type: no coercion into the `Set` of another type
    "∀ {G : Type*} [Group G] (t : ℕ → Subgroup G) (n : ℕ), (t n : Set ℕ) = ∅",
])
def test_refused(text: str) -> None:
    with pytest.raises(UnsupportedError):
        elaborate(text)


def test_bare_operand_of_a_set_product() -> None:
    # `s ×ˢ Set.univ`: `fbinop%` makes `Set.univ` a `Set ?β`, fixed here by the other side
    t = elaborate("∀ {X Y : Type*} (s : Set X) (u : Set (X × Y)), s ×ˢ Set.univ ⊆ u")
    prods = [v for v in walk(t) if v.op == "app" and v.name == "SProd.sprod"]
    assert prods and str(prods[0].ty) == "Set (X × Y)"


def test_bare_operand_fixed_by_nothing_is_refused() -> None:
    # as `formalise` elaborates: a metavariable nothing fixed is refused, never made ℕ
    with pytest.raises(UnsupportedError):
        elaborate_expr(parse("∀ {X : Type*} (s : Set X), (s ×ˢ Set.univ).Nonempty"),
                       strict_binders=True)


def test_bare_first_operand_of_a_finset_operation() -> None:
    # `∅ ∪ s` with `s : Finset α`: Finset's union, `∅` a `Finset α` (no Set anywhere)
    t = elaborate("∀ {α : Type*} (s : Finset α), ∅ ∪ s = s")
    unions = [u for u in walk(t) if u.op == "app" and u.name == "Union.union"]
    assert unions and str(unions[0].ty) == "Finset α"
    assert not any(u.op in ("union", "setof") for u in walk(t))


def test_set_operation_of_coercions_typed_by_the_other_side() -> None:
    # `↑S ∩ ↑T` waits (its `↑`s have no expected type) and takes `Set E` from the left
    t = elaborate("∀ {E : Type*} [Group E] (S T : Subgroup E), "
                  "((S ⊓ T : Subgroup E) : Set E) = ↑S ∩ ↑T")
    assert len(_coes(t)) == 3 and all(str(c.ty) == "Set E" for c in _coes(t))


def test_set_operation_of_coercions_with_nothing_to_type_it_is_refused() -> None:
    with pytest.raises(UnsupportedError):
        elaborate("∀ {E : Type*} [Group E] (S T : Subgroup E), ↑S ∩ ↑T = ↑T ∩ ↑S")
