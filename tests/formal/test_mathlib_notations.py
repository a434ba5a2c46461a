"""Mathlib notations the parser reads as the constants they stand for (round 7), each checked
against its declaration at v4.19.0, and Lean's identifier characters.

Each construct: parsed into the constant, elaborated with its declared type, printed back as
Lean reads it, and a statement of the corpus using it now rendered (`test_corpus_*`)."""

from __future__ import annotations

from functools import lru_cache
from typing import Any

import pytest

from forminv_lean.formal import elaborate, to_lean
from forminv_lean.formal.errors import FormalParseError
from forminv_lean.formal.meaning.ast import App, BinOp, Field, Name
from forminv_lean.formal.meaning.parser import parse
from forminv_lean.formal.meaning.terms import Term, walk
from tests.mathlib_corpus import needs_index, require, rows_named


def _apps(t: Term, name: str) -> list[Term]:
    return [u for u in walk(t) if u.op == "app" and u.name == name]


def _round_trip(text: str) -> tuple[Term, str]:
    """The elaborated term and its Lean text, which elaborates to the same term."""
    t = elaborate(text)
    out = to_lean(t)
    assert elaborate(out) == t, out
    return t, out


# -- identifiers: Lean's isIdFirst / isIdRest ----------------------------------------------------

@pytest.mark.parametrize(("text", "tree"), [
    # Coptic ϕ (U+03D5) is a letter (Init/Meta/Defs.lean isLetterLike: 0x3ca-0x3fb)
    ("ϕ x", App(Name("ϕ"), (Name("x"),))),
    # the letter-like block (0x2100-0x214f): ℓ, ℬ
    ("Memℓp f", App(Name("Memℓp"), (Name("f"),))),
    ("ℬ", Name("ℬ")),
    # subscripts (isSubScriptAlnum: 0x1d62-0x1d6a) in a dotted component and a field
    ("Filter.coprodᵢ f", App(Name("Filter.coprodᵢ"), (Name("f"),))),
    ("(f + g).τ₂", Field(parse("f + g"), "τ₂")),
    ("(f + g).withDensityᵥ", Field(parse("f + g"), "withDensityᵥ")),
])
def test_identifier_characters_are_leans(text: str, tree: Any) -> None:
    assert parse(text) == tree


def test_greek_field_and_subscript_names_elaborate() -> None:
    _, out = _round_trip("∀ {α : Type*} (ϕ : α → α) (ℬ : Set α) (x : α), ϕ x ∈ ℬ → ϕ x ∈ ℬ")
    assert "ϕ x ∈ ℬ" in out


# -- bundled arrows: infixr:25 and infixl:25 ---------------------------------------------------

def test_left_arrows_associate_like_mathlib() -> None:
    # Logic/Equiv/Defs.lean: infixl:25 " ≃ " => Equiv: its right operand is read at 26, and
    # Lean's `→` takes any left operand, so `α ≃ β → γ` is `(α ≃ β) → γ`
    assert parse("α ≃ β → γ") == BinOp("→", parse("α ≃ β"), Name("γ"))
    assert parse("α ≃ᵐ β → α ≃ β") == BinOp("→", parse("α ≃ᵐ β"), parse("α ≃ β"))
    assert parse("α ≃ β ≃ γ") == BinOp("≃", parse("α ≃ β"), Name("γ"))
    # infixr:25 (" →+* ") takes `β → γ` whole; an infixr arrow after an infixl one is not Lean
    assert parse("α →+* β → γ") == BinOp("→+*", Name("α"), parse("β → γ"))
    with pytest.raises(FormalParseError):
        parse("α ≃ β →+* γ")


@pytest.mark.parametrize(("arrow", "struct"), [
    ("→ₙ*", "MulHom"), ("→ₙ+*", "NonUnitalRingHom"), ("≃ₜ", "Homeomorph"),
    ("≃ₜ*", "ContinuousMulEquiv"), ("≃ᵐ", "MeasurableEquiv"), ("≃ᵢ", "IsometryEquiv"),
    ("→ᵈ", "Dilation"), ("≃ᵈ", "DilationEquiv"),
])
def test_new_arrows_are_their_structures_applied_through_coe(arrow: str, struct: str) -> None:
    # printed as `DFunLike.coe f x`, as for the arrows before (not read back: Lean's own form)
    t = elaborate(f"∀ {{M N : Type*}} [Mul M] [Mul N] (f : M {arrow} N) (x : M), f x = f x")
    assert f"(f : {struct} M N)" in to_lean(t)
    coe = _apps(t, "DFunLike.coe")
    assert coe and all(str(u.ty) == "N" for u in coe)


def test_an_ascription_at_a_left_arrow_function_type() -> None:
    t, out = _round_trip("∀ {α β : Type*} [MeasurableSpace α] [MeasurableSpace β], "
                         "Function.Injective (MeasurableEquiv.toEquiv : α ≃ᵐ β → α ≃ β)")
    assert "MeasurableEquiv α β → Equiv α β" in out


# -- Lie maps: →ₗ⁅R⁆, ≃ₗ⁅R⁆, →ₗ⁅R,L⁆, ≃ₗ⁅R,L⁆ (Mathlib/Algebra/Lie/Basic.lean) ------------------

@pytest.mark.parametrize(("text", "head", "args"), [
    ("L →ₗ⁅R⁆ L'", "LieHom", ("R", "L", "L'")),           # notation:25 ... => LieHom R L L'
    ("L ≃ₗ⁅R⁆ L'", "LieEquiv", ("R", "L", "L'")),         # notation:50 ... => LieEquiv R L L'
    ("M →ₗ⁅R,L⁆ N", "LieModuleHom", ("R", "L", "M", "N")),
    ("M ≃ₗ⁅R, L⁆ N", "LieModuleEquiv", ("R", "L", "M", "N")),
])
def test_lie_arrows_are_their_structures(text: str, head: str, args: tuple[str, ...]) -> None:
    assert parse(text) == App(Name(head), tuple(Name(a) for a in args))


def test_lie_arrows_precedence() -> None:
    # ≃ₗ⁅R⁆ is notation:50 (× takes it as its right operand), →ₗ⁅R⁆ and ≃ₗ⁅R,L⁆ notation:25
    assert parse("A × B ≃ₗ⁅R⁆ C") == BinOp("×", Name("A"), parse("B ≃ₗ⁅R⁆ C"))
    assert parse("A × B ≃ₗ⁅R,L⁆ C") == App(Name("LieModuleEquiv"), (
        Name("R"), Name("L"), parse("A × B"), Name("C")))
    assert parse("A → B →ₗ⁅R⁆ C") == BinOp("→", Name("A"), parse("B →ₗ⁅R⁆ C"))


def test_lie_module_map_applied_to_its_domain() -> None:
    t = elaborate("∀ {R L M N : Type*} [CommRing R] [LieRing L] [AddCommGroup M] [Module R M] "
                  "[LieRingModule L M] [AddCommGroup N] [Module R N] [LieRingModule L N] "
                  "(f : M →ₗ⁅R,L⁆ N) (x y : M), f (x + y) = f x + f y")
    assert "(f : LieModuleHom R L M N)" in to_lean(t)
    coe = _apps(t, "DFunLike.coe")
    assert len(coe) == 3 and all(str(u.ty) == "N" for u in coe)
    assert str(coe[0].args[1].ty) == "M"


# -- the corpus ------------------------------------------------------------------------------------

#: Corpus theorems the parser refused before round 7, with a piece of their rendering.
RENDERED: dict[str, str] = {
    "RingHom.charZero": "(ϕ : R →+* S)",
    "omegaLimit_iUnion": "omegaLimit f ϕ (p i)",
    "lp.memℓp": "Memℓp f p",
    "MulHom.map_mul": "(f : M →ₙ* N)",
    "NonUnitalSubring.comap_top": "(f : R →ₙ+* S)",
    "Homeomorph.apply_symm_apply": "(h : X ≃ₜ Y)",
    "ContinuousMulEquiv.ext": "(f g : M ≃ₜ* N)",
    "MeasurableEquiv.toEquiv_injective": "(MeasurableEquiv.toEquiv : α ≃ᵐ β → α ≃ β)",
    "IsometryEquiv.completeSpace": "(e : α ≃ᵢ β)",
    "Dilation.ratio_one": "(1 : α →ᵈ α)",
    "LieHom.map_sub": "(f : L₁ →ₗ⁅R⁆ L₂)",
    "LieAlgebra.solvable_iff_equiv_solvable": "(e : L' ≃ₗ⁅R⁆ L)",
    "LieModuleHom.map_smul": "(f : M →ₗ⁅R,L⁆ N)",
    "LieModuleEquiv.symm_apply_apply": "(e : M ≃ₗ⁅R,L⁆ N)",
}


@lru_cache(maxsize=1)
def _rows() -> dict[str, dict[str, Any]]:
    return rows_named(set(RENDERED))


def _render(name: str) -> tuple[str | None, str | None]:
    from forminv_lean.extract.lean_decl import parse_decl
    from forminv_lean.formalise.context import LeanContext
    from forminv_lean.formalise.render import signature_to_formal

    require()
    rows = _rows()
    assert name in rows, f"{name} is not a row of the corpus"
    row = rows[name]
    ctx = LeanContext.from_lines(row["context"]) if row["context"] else None
    r = signature_to_formal(parse_decl(row["decl"]), ctx, module=row["module"])
    return r.formal, r.reason


@needs_index
@pytest.mark.parametrize("name", sorted(RENDERED))
def test_corpus_notations_render(name: str) -> None:
    formal, reason = _render(name)
    assert formal is not None, reason
    assert RENDERED[name] in formal, formal
