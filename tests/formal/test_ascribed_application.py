"""A value ascribed a bundled map type and applied, `(0 : α →₀ M) a`: Lean coerces it to a
function through its `FunLike` instance, exactly as it does a variable of that type, so the
elaborator applies it the same way (`DFunLike.coe`); an ascribed value of any other type
applied stays refused. A `SetLike` structure ascribed its set type, `(H : Set G)`, is
`SetLike.coe H` (`setlike.SETLIKE`)."""

from __future__ import annotations

import pytest

from forminv_lean.formal import UnsupportedError, elaborate, to_lean
from forminv_lean.formal.meaning.terms import walk


def _coe(text: str) -> list[tuple[str, str]]:
    """(type of the applied map, type of the result) of every `DFunLike.coe` in the text."""
    t = elaborate(text)
    return [(str(u.args[0].ty), str(u.ty)) for u in walk(t)
            if u.op == "app" and u.name == "DFunLike.coe"]


def test_ascribed_numeral_of_a_bundled_type_is_applied_through_its_coercion() -> None:
    text = "∀ {α M : Type*} [Zero M] (a : α), (0 : α →₀ M) a = 0"
    assert _coe(text) == [("Finsupp α M", "M")]
    # printed back with the ascription: only it says which `0` Lean takes
    assert to_lean(elaborate(text)) == \
        "∀ {α : Type*} {M : Type*} [Zero M] (a : α), ⇑(0 : Finsupp α M) a = 0"


def test_ascribed_bundled_arrow_is_applied_to_its_domain() -> None:
    assert _coe("∀ {M N : Type*} [Monoid M] [Monoid N] (f : M →* N) (x : M), "
                "(f : M →* N) x = f x") == [("MonoidHom M N", "N"), ("MonoidHom M N", "N")]
    assert _coe("∀ {R M : Type*} [Semiring R] [AddCommMonoid M] [Module R M] "
                "(f : M →ₗ[R] M) (x : M), (f : M →ₗ[R] M) x = x") == \
        [("LinearMap (RingHom.id R) M M", "M")]


@pytest.mark.parametrize("text", [
    # the argument is not in the map's domain
    "∀ {M N : Type*} [Monoid M] [Monoid N] (f : M →* N) (y : N), (f : M →* N) y = y",
    # a number ascribed and applied: no coercion to functions
    "∀ (x y : ℕ), (x : ℕ) y = y",
    # a Mathlib type whose coercion to functions the table does not know
    "∀ {M : Type*} [Mul M] (m : M), (1 : MulAut M) m = m",
])
def test_other_ascribed_applications_are_refused(text: str) -> None:
    with pytest.raises(UnsupportedError):
        elaborate(text)


# -- `(s : Set T)` of a SetLike structure: `SetLike.coe s` -----------------------------------

def _setlike_coes(text: str) -> list[str]:
    return [str(u.args[0].ty) for u in walk(elaborate(text))
            if u.op == "app" and u.name == "SetLike.coe"]


@pytest.mark.parametrize(("text", "coerced"), [
    ("∀ {G : Type*} [Group G] (A : Subgroup G), (A : Set G) = (A : Set G)",
     ["Subgroup G", "Subgroup G"]),
    ("∀ {G : Type*} [Group G], ((⊥ : Subgroup G) : Set G) = {1}", ["Subgroup G"]),
    ("∀ {R M : Type*} [Ring R] [AddCommGroup M] [Module R M] (N : Submodule R M) (x : M), "
     "x ∈ (N : Set M)", ["Submodule R M"]),
    ("∀ {R : Type*} [CommRing R] (I : Ideal R), (I : Set R) = (I : Set R)",
     ["Ideal R", "Ideal R"]),
])
def test_setlike_value_ascribed_its_set_type_is_its_coercion(text: str,
                                                             coerced: list[str]) -> None:
    assert _setlike_coes(text) == coerced
    assert "SetLike.coe" in to_lean(elaborate(text))


@pytest.mark.parametrize("text", [
    # a set of another element type: not the instance's (Lean would fail or coerce further)
    "∀ {G H : Type*} [Group G] [Group H] (A : Subgroup G), (A : Set H) = (A : Set H)",
    # a structure with no SetLike instance (a filter's members are sets)
    "∀ {α : Type*}, ((⊥ : Filter α) : Set α) = ∅",
])
def test_other_values_ascribed_a_set_type_are_refused(text: str) -> None:
    with pytest.raises(UnsupportedError):
        elaborate(text)
