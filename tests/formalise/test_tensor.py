"""`x ⊗ₜ y` (the ring left to unification) and the monoidal `⊗` (tensorObj/tensorHom/tensorIso
by the operands' types): `formal/meaning/elaborate_tensor.py`.

By hand through the elaborator, and end to end through `signature_to_formal` with Mathlib's
name index (../shared/external/mathlib, skipped when absent)."""

from __future__ import annotations

from typing import Any

import pytest

from forminv_lean.formal import elaborate
from forminv_lean.formal.errors import UnsupportedError
from forminv_lean.formal.meaning.terms import walk
from tests.mathlib_corpus import require

MON = "∀ {C : Type*} [CategoryTheory.Category C] [CategoryTheory.MonoidalCategory C] "
M = "CategoryTheory.MonoidalCategoryStruct."
MOD = ("∀ {R M N : Type*} [CommRing R] [AddCommGroup M] [AddCommGroup N] [Module R M] "
       "[Module R N] ")


def _names(formal: str) -> set[str]:
    return {u.name for u in walk(elaborate(formal)) if u.op == "app"}


# -- x ⊗ₜ y ------------------------------------------------------------------------------------

def test_the_ring_of_tmul_comes_from_the_other_side() -> None:
    """`m ⊗ₜ n = m ⊗ₜ[R] n`: Lean unifies `M ⊗[?R] N` with `M ⊗[R] N`."""
    assert "TensorProduct.tmul R" in _names(MOD + "(m : M) (n : N), m ⊗ₜ n = m ⊗ₜ[R] n")


def test_the_ring_of_tmul_comes_from_an_ascription() -> None:
    assert "TensorProduct.tmul R" in _names(MOD + "(m : M) (n : N), (m ⊗ₜ n : M ⊗[R] N) = 0")


def test_tmul_whose_ring_nothing_fixes_is_refused() -> None:
    """Never defaulted (to ℕ or to anything): `Module ?R M` is not solved with `?R` unknown."""
    with pytest.raises(UnsupportedError, match="ring of ⊗ₜ"):
        elaborate(MOD + "(m : M) (n : N), m ⊗ₜ n = m ⊗ₜ n")


def test_a_numeral_side_of_tmul_is_refused() -> None:
    with pytest.raises(UnsupportedError):
        elaborate(MOD + "(n : N), 1 ⊗ₜ n = 1 ⊗ₜ n")


# -- the monoidal ⊗ ----------------------------------------------------------------------------

def test_tensor_of_objects_is_tensor_obj() -> None:
    t = elaborate(MON + "(X Y : C), 𝟙 (X ⊗ Y) = 𝟙 (X ⊗ Y)")
    ids = [u for u in walk(t) if u.op == "app" and u.name == "CategoryTheory.CategoryStruct.id"]
    assert ids and all(f"{M}tensorObj X Y" in str(u.ty) for u in ids)


def test_tensor_of_morphisms_is_tensor_hom_between_tensored_objects() -> None:
    body = "(X Y Z W : C) (f : X ⟶ Y) (g : Z ⟶ W), 𝟙 (X ⊗ Z) ≫ (f ⊗ g) = (f ⊗ g)"
    assert f"{M}tensorHom" in _names(MON + body)
    with pytest.raises(UnsupportedError):   # `f ⊗ g` starts at `X ⊗ Z`, not `Z ⊗ X`
        elaborate(MON + "(X Y Z W : C) (f : X ⟶ Y) (g : Z ⟶ W), 𝟙 (Z ⊗ X) ≫ (f ⊗ g) = (f ⊗ g)")


def test_tensor_of_isomorphisms_is_tensor_iso() -> None:
    body = "(X Y Z W : C) (f : X ≅ Y) (g : Z ≅ W), ((f ⊗ g)).hom = (f.hom ⊗ g.hom)"
    names = _names(MON + body)
    assert "CategoryTheory.MonoidalCategory.tensorIso" in names and f"{M}tensorHom" in names


@pytest.mark.parametrize("body", [
    "(X Y Z : C) (f : X ⟶ Y), (f ⊗ Z) = (f ⊗ Z)",          # a morphism and an object
    "(X Y Z W : C) (f : X ⟶ Y) (g : Z ≅ W), (f ⊗ g) = (f ⊗ g)",  # a morphism and an iso
])
def test_mixed_operands_of_tensor_are_refused(body: str) -> None:
    with pytest.raises(UnsupportedError, match="⊗"):
        elaborate(MON + body)


def _render(decl: str, opens: str, module: str = "Mathlib.CategoryTheory.Monoidal.Category") -> Any:
    from forminv_lean.extract.lean_decl import parse_decl
    from forminv_lean.formalise.context import LeanContext
    from forminv_lean.formalise.render import signature_to_formal

    require()
    return signature_to_formal(parse_decl(decl), LeanContext.from_lines([opens]),
                               module=module)


HEAD = "theorem foo {C : Type u} [Category C] [MonoidalCategory C] "


def test_monoidal_tensor_is_kept_and_read_with_whiskering() -> None:
    """`◁`/`▷` (81) bind tighter than `⊗` (infixr:70): `X ⊗ Y ⊗ Z` is `X ⊗ (Y ⊗ Z)`."""
    r = _render(HEAD + "(X Y Z : C) {W : C} (f : W ⟶ X) : f ▷ Y ⊗ 𝟙 Z = (f ▷ Y) ⊗ 𝟙 Z ∧ "
                "X ⊗ Y ⊗ Z = X ⊗ (Y ⊗ Z) := sorry", "open CategoryTheory MonoidalCategory")
    assert r.formal is not None, r.reason
    assert f"(({M}whiskerRight f Y) ⊗ (𝟙 Z)) = (({M}whiskerRight f Y) ⊗ (𝟙 Z))" in r.formal
    assert "(X ⊗ (Y ⊗ Z)) = (X ⊗ (Y ⊗ Z))" in r.formal
    assert f"{M}tensorHom" in _names(r.formal)
    elaborate(r.formal)


def test_monoidal_tensor_needs_its_scope() -> None:
    r = _render(HEAD + "(X Y : C) : 𝟙 (X ⊗ Y) = 𝟙 (X ⊗ Y) := rfl", "open CategoryTheory")
    assert r.formal is None and "⊗" in (r.reason or "")


def test_module_tensor_beside_the_monoidal_one_is_not_decided() -> None:
    """`open TensorProduct` adds `M ⊗ N` (infixl:100): four notations, not read (in a module
    importing both: a scoped notation is in effect only where its module is imported)."""
    r = _render(HEAD + "(X Y : C) : 𝟙 (X ⊗ Y) = 𝟙 (X ⊗ Y) := rfl",
                "open CategoryTheory MonoidalCategory TensorProduct",
                "Mathlib.Algebra.Category.ModuleCat.Monoidal.Basic")
    assert r.formal is None and "⊗" in (r.reason or "")


# -- the tensor maps' signatures (`signatures_tensor.py`) ------------------------------------

@pytest.mark.parametrize("body", [
    # `comm R M N : M ⊗[R] N ≃ₗ[R] N ⊗[R] M` gives `m ⊗ₜ n` its ring, and its value the
    # other side's
    "(m : M) (n : N), TensorProduct.comm R M N (m ⊗ₜ n) = n ⊗ₜ m",
    "(r : R) (n : N), TensorProduct.lid R N (r ⊗ₜ n) = r • n",
    "(m : M) (n : N) (p : M), TensorProduct.assoc R M N M ((m ⊗ₜ n) ⊗ₜ p) = m ⊗ₜ (n ⊗ₜ p)",
])
def test_tensor_maps_fix_the_ring_of_their_argument(body: str) -> None:
    assert "TensorProduct.tmul R" in _names(MOD + body)


def test_tensor_maps_check_their_argument_type() -> None:
    with pytest.raises(UnsupportedError, match="mismatch"):
        elaborate(MOD + "(m : M) (n : N), TensorProduct.comm R M N (m ⊗ₜ n) = m ⊗ₜ n")


def test_tensor_map_is_a_linear_map() -> None:
    """`map f g : M ⊗[R] N →ₗ[R] P ⊗[R] Q` is the bundled map (its power is composition), not
    the function it coerces to."""
    t = elaborate(MOD + "(f : M →ₗ[R] M) (g : N →ₗ[R] N), TensorProduct.map f g = TensorProduct.map f g")
    maps = [u for u in walk(t) if u.op == "app" and u.name == "TensorProduct.map"]
    assert maps and all(str(u.ty).startswith("LinearMap") for u in maps)
