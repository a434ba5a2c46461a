"""Generalised field notation `x.f`: Lean elaborates `x` alone, resolves `f` in the namespace of
the head constant of `x`'s type and passes `x` as the first explicit argument whose type has that
head (lean4 `Elab/App.lean`, `addLValArg`). The elaborator does the same with the declared
signatures, and refuses where it cannot tell which constant or which argument is meant."""

from __future__ import annotations

import pytest

from forminv_lean.formal import UnsupportedError, elaborate, to_lean
from forminv_lean.formal.meaning.terms import walk


def _apps(text: str, name: str) -> list[str]:
    """The argument types of every application of `name` in the elaborated text."""
    return [", ".join(str(a.ty) for a in u.args) for u in walk(elaborate(text))
            if u.op == "app" and u.name == name]


def test_object_elaborated_alone_is_no_cast_sensitive_argument() -> None:
    # `H ⊓ K` is elaborated before `carrier` is known: its meaning cannot depend on the
    # domain of `Subgroup.carrier`, so the undeclared function may take it
    text = "∀ {G : Type*} [Group G] (H K : Subgroup G), (H ⊓ K).carrier = H.carrier"
    assert to_lean(elaborate(text)) == ("∀ {G : Type*} [Group G] (H K : Subgroup G), "
                                        "Subgroup.carrier (H ⊓ K) = Subgroup.carrier H")


def test_object_goes_to_the_first_argument_of_its_head() -> None:
    # `Polynomial.eval : α → Polynomial α → α`: the polynomial is the second argument
    text = "∀ {R : Type*} [CommRing R] (p q : Polynomial R) (x : R), (p * q).eval x = p.eval x"
    assert _apps(text, "Polynomial.eval") == ["R, Polynomial R", "R, Polynomial R"]
    # `ZMod.val` is declared with an argument of unknown type only: that one
    assert "ZMod.val x" in to_lean(elaborate("∀ (n : ℕ) (x : ZMod n), x.val < n"))


def test_projection_of_a_subtype_is_its_coercion() -> None:
    # `x.1` with `x : ↥s` unfolds to `Subtype.val x`, which is the coercion `↑x`
    for text in ("∀ {α : Type*} (s : Set α) (x : s), x.1 ∈ s",
                 "∀ {α : Type*} (s : Set α) (x : s), x.val ∈ s",
                 "∀ {α : Type*} (p : α → Prop) (x : {a // p a}), p x.1"):
        assert "(↑x : α)" in to_lean(elaborate(text))


def test_fields_of_a_product_are_in_namespace_prod() -> None:
    text = "∀ {α β : Type*} (f : α → β × β) (a : α), (f a).1 = (f a).2"
    assert to_lean(elaborate(text)).endswith("Prod.fst (f a) = Prod.snd (f a)")


@pytest.mark.parametrize("text", [
    # a type named by its text: the first word of `{a : α // p a}` is no namespace
    "∀ {α : Type*} (p : α → Prop) (x : {a // p a}), x.foo = x.foo",
    # `Set.Nonempty` is declared: on a term of unknown type, never the root constant
    "∀ {α : Type*} (x : α), x.Nonempty",
])
def test_fields_whose_constant_is_not_known_are_refused(text: str) -> None:
    with pytest.raises(UnsupportedError):
        elaborate(text)


def test_instance_binder_by_field_notation_on_a_term_is_a_hypothesis() -> None:
    # `[(N.map ϕ).IsPrincipal]`: `Submodule.IsPrincipal (Submodule.map ϕ N)`, a hypothesis as
    # the class `[N.IsPrincipal]` on a variable is
    text = ("∀ {R M : Type*} [CommRing R] [AddCommGroup M] [Module R M] (N : Submodule R M) "
            "(ϕ : M →ₗ[R] R) [(N.map ϕ).IsPrincipal] (x : M), x ∈ N → x = x")
    assert "Submodule.IsPrincipal (Submodule.map ϕ N) → " in to_lean(elaborate(text))


def test_projection_of_a_subtype_of_maps_is_applied_through_its_coercion() -> None:
    # `g.1 x` with `g : {g : G →* H // …}`: `Subtype.val g` applied, a `MonoidHom` coerced
    text = ("∀ {G H : Type*} [Group G] [Group H] (g : {g : G →* H // g = g}) (x : G), "
            "g.1 x = g.1 x")
    assert _apps(text, "DFunLike.coe") == ["MonoidHom G H, G", "MonoidHom G H, G"]
