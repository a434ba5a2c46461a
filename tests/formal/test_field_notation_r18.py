"""Generalized field notation on a constant (`univ.val`, `X.mirror`, `C.comp f`, `toDual.symm`).

Lean reads `K.f`, with `K` a constant of type `T …` and no declaration `K.f`, as `T.f` with `K`
at the first explicit argument of type `T …` (`resolveName'`, `addLValArg` in
src/Lean/Elab/App.lean). It is read so only where `K`'s own type is known (a declared
signature with no explicit argument, or `bundled_constants.BUNDLED_CONSTANTS`) and `T.f` is a
declaration of `T` itself; elsewhere the statement is refused with its reason."""

from __future__ import annotations

import pytest

from forminv_lean.formal import UnsupportedError, elaborate
from forminv_lean.formal.meaning.bundled_constants import BUNDLED_CONSTANTS
from forminv_lean.formal.meaning.elaboration import constant_type_head
from forminv_lean.formal.meaning.opaque import parse_signature_type
from forminv_lean.formal.meaning.terms import Term
from forminv_lean.formal.meaning.types import Ty
from tests.mathlib_corpus import _named, render_row, require

#: The corpus theorems read here (one pass over the corpus for all of them).
NAMES = frozenset({"Polynomial.mirror_X", "FiniteField.roots_X_pow_card_sub_X",
                   "Polynomial.eval₂_X", "Matrix.adjugate_diagonal",
                   "Polynomial.mapRingHom_comp_C", "lintegral_comp_polarCoord_symm",
                   "Finset.piecewise_univ"})


def _render(name: str):  # noqa: ANN202 - the renderer's result
    require()
    return render_row(_named(NAMES)[name])


@pytest.mark.parametrize(("name", "printed"), [
    # `theorem Polynomial.mirror_X : X.mirror = (X : R[X])`: `Polynomial.mirror Polynomial.X`
    ("Polynomial.mirror_X", "(Polynomial.X).mirror ="),
    # `theorem FiniteField.roots_X_pow_card_sub_X : roots (X ^ q - X : K[X]) = Finset.univ.val`
    ("FiniteField.roots_X_pow_card_sub_X", "= (Finset.univ).val"),
    # `lemma Polynomial.mapRingHom_comp_C … : (mapRingHom f).comp C = C.comp f`: `C : R →+* R[X]`
    # (Algebra/Polynomial/Basic.lean:451), so `C.comp f` is `RingHom.comp C f`
    ("Polynomial.mapRingHom_comp_C", "= (Polynomial.C).comp f"),
    # `theorem Polynomial.eval₂_X : X.eval₂ f x = x`: `eval₂ (f : R →+* S) (x : S) (p : R[X])`
    ("Polynomial.eval₂_X", "(Polynomial.X).eval₂ f x = x"),
    # `… = diagonal fun i => ∏ j ∈ Finset.univ.erase i, v j`: `univ : Finset n` from `i : n`
    ("Matrix.adjugate_diagonal", "∏ j ∈ (Finset.univ).erase i, v j"),
])
def test_a_field_of_a_constant_is_printed_on_the_qualified_constant(name: str,
                                                                     printed: str) -> None:
    r = _render(name)
    assert r.formal is not None, r.reason
    assert printed in r.formal


@pytest.mark.parametrize(("name", "why"), [
    # `polarCoord : PartialHomeomorph (ℝ × ℝ) (ℝ × ℝ)`: no type known here
    ("lintegral_comp_polarCoord_symm", "field notation on the constant polarCoord"),
    # `Finset.piecewise` has no declared type: where `univ` goes is not known
    ("Finset.piecewise_univ", "where Finset.piecewise takes it is not known"),
])
def test_a_field_of_a_constant_whose_reading_is_not_known_is_refused(name: str,
                                                                     why: str) -> None:
    r = _render(name)
    assert r.formal is None and why in (r.reason or "")


PRE = "∀ {α β : Type*} [Fintype α] (a : α) (f : α → β), "


def test_the_constant_goes_where_the_direct_application_puts_it() -> None:
    # `Finset.erase (s : Finset α) (a : α)`: the object first; both spellings mean one term
    field = elaborate(PRE + "(Finset.univ).erase a = (Finset.univ).erase a")
    direct = elaborate(PRE + "Finset.erase (Finset.univ : Finset α) a = "
                       "Finset.erase (Finset.univ : Finset α) a")
    assert field == direct


def test_the_constant_goes_after_the_arguments_before_its_slot() -> None:
    # `Finset.image (f : α → β) (s : Finset α)` (opaque.SIGNATURES): `univ.image f` is
    # `Finset.image f univ`, never `Finset.image univ f`
    field = elaborate(PRE + "(Finset.univ).image f = (Finset.univ).image f")
    direct = elaborate(PRE + "Finset.image f (Finset.univ : Finset α) = "
                       "Finset.image f (Finset.univ : Finset α)")
    assert field == direct


def test_the_variables_beside_the_constant_fix_its_type_parameters() -> None:
    # `Finset.sup (s : Finset α) (f : α → β)`: `f : ι → β` makes `univ : Finset ι` (Lean's
    # unifier); ℕ, the default an unfixed parameter would get, would be a guess
    t = elaborate("∀ {ι β : Type*} [Fintype ι] [CompleteLattice β] (f : ι → β), "
                  "(Finset.univ).sup f = iSup f")
    assert _constant_types(t, "Finset.univ") == [Ty("app", (Ty("var", (), "ι"),), "Finset")]


def _constant_types(t: Term, name: str) -> list[Ty]:
    """The types the constant `name` has where it occurs in `t`."""
    own = [t.ty] if t.op == "const" and t.name == name else []
    return own + [ty for a in t.args for ty in _constant_types(a, name)]


def test_a_field_whose_slot_comes_after_missing_arguments_is_refused() -> None:
    # `univ.image` alone would be `fun f => Finset.image f univ` (an eta-expansion)
    with pytest.raises(UnsupportedError, match="arguments before it missing"):
        elaborate(PRE + "(Finset.univ).image = (Finset.univ).image")


def test_a_bundled_constant_is_typed_as_its_structure_not_its_coercion() -> None:
    # `Polynomial.C` is declared `α → Polynomial α` for application; its field is RingHom's
    assert constant_type_head("Polynomial.C") == "RingHom"
    assert constant_type_head("Finset.univ") == "Finset"
    assert constant_type_head("Polynomial.eval") is None   # arguments: no evidence


@pytest.mark.parametrize("name", sorted(BUNDLED_CONSTANTS))
def test_bundled_constant_types_parse_to_a_structure(name: str) -> None:
    ty = parse_signature_type(BUNDLED_CONSTANTS[name])
    assert ty.head == "app" and ty.name in ("Equiv", "RingHom", "MonoidHom")
