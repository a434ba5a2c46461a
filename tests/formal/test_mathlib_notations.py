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
from forminv_lean.formalise.render import reason_bucket
from tests.mathlib_corpus import needs_index, render_row, require, rows_named


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


def test_every_literal_token_of_the_grammar_lexes_whole() -> None:
    # Lean reads the longest token: no terminal tried first may take a prefix of another's
    # literal (`↪` of `↪o`, `≃` of `≃ₗ⁅`)
    import re
    from pathlib import Path

    from forminv_lean.formal.meaning.parser import _parser

    grammar = (Path(__file__).resolve().parents[2] / "forminv_lean" / "formal" / "meaning" /
               "grammar.lark").read_text("utf-8")
    for line in grammar.splitlines():
        m = re.match(r"^([A-Z_]+)(\.\d+)?:\s*(.*)$", line)
        for lit in re.findall(r'"([^"\\]+)"', m.group(3)) if m else []:
            assert [str(t) for t in _parser().lex(lit)] == [lit], (m.group(1) if m else "", lit)


# -- bundled arrows: infixr:25 and infixl:25 ---------------------------------------------------

def test_left_arrows_associate_like_mathlib() -> None:
    # Logic/Equiv/Defs.lean: infixl:25 " ≃ " => Equiv: its right operand is read at 26, and
    # Lean's `→` takes any left operand, so `α ≃ β → γ` is `(α ≃ β) → γ`
    assert parse("α ≃ β → γ") == BinOp("→", parse("α ≃ β"), Name("γ"))
    assert parse("α ≃ᵐ β → α ≃ β") == BinOp("→", parse("α ≃ᵐ β"), parse("α ≃ β"))
    assert parse("α ≃ β ≃ γ") == BinOp("≃", parse("α ≃ β"), Name("γ"))
    # infixr:25 (" →+* ") takes `β → γ` whole; an infixr arrow after an infixl one is not Lean
    assert parse("α →+* β → γ") == BinOp("→+*", Name("α"), parse("β → γ"))
    # `↪o` (infixl) is one token, never `↪` (infixr) and a name `o`
    assert parse("α ↪o β → γ") == BinOp("→", BinOp("↪o", Name("α"), Name("β")), Name("γ"))
    assert parse("α ↪ β → γ") == BinOp("↪", Name("α"), parse("β → γ"))
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


# -- postfix types, ⧸, and operators standing for one constant ----------------------------------

@pytest.mark.parametrize(("text", "tree"), [
    ("αᵒᵈ", App(Name("OrderDual"), (Name("α"),))),          # notation:max α "ᵒᵈ" => OrderDual α
    ("Rᵐᵒᵖ", App(Name("MulOpposite"), (Name("R"),))),       # postfix:max "ᵐᵒᵖ" => MulOpposite
    ("Mᵃᵒᵖ", App(Name("AddOpposite"), (Name("M"),))),
    ("Mᵈᵐᵃ", App(Name("DomMulAct"), (Name("M"),))),
    ("αᵒᵈᵒᵈ", App(Name("OrderDual"), (App(Name("OrderDual"), (Name("α"),)),))),
    ("G ⧸ H", App(Name("HasQuotient.Quotient"), (Name("G"), Name("H")))),
    ("a ⋖ b", App(Name("CovBy"), (Name("a"), Name("b")))),
    ("a ⩿ b", App(Name("WCovBy"), (Name("a"), Name("b")))),
    ("|a|ₘ", App(Name("mabs"), (Name("a"),))),
    ("‖x‖₊", App(Name("nnnorm"), (Name("x"),))),
    ("‖x‖ₑ", App(Name("enorm"), (Name("x"),))),
    ("⅟ a", App(Name("Invertible.invOf"), (Name("a"),))),
    ("⁅x, y⁆", App(Name("Bracket.bracket"), (Name("x"), Name("y")))),
    ("p /ₘ q", App(Name("Polynomial.divByMonic"), (Name("p"), Name("q")))),
    ("p %ₘ q", App(Name("Polynomial.modByMonic"), (Name("p"), Name("q")))),
    ("a ::ₘ s", App(Name("Multiset.cons"), (Name("a"), Name("s")))),
])
def test_notations_are_their_constants(text: str, tree: Any) -> None:
    assert parse(text) == tree


def test_quotient_precedence() -> None:
    # notation:35 G " ⧸ " H:34: looser than the relations, tighter than →
    assert parse("G → G ⧸ H") == BinOp("→", Name("G"), parse("G ⧸ H"))
    assert parse("R ⧸ I →+* S ⧸ J") == BinOp("→+*", parse("R ⧸ I"), parse("S ⧸ J"))
    with pytest.raises(FormalParseError):   # beside × (also 35): refused, not guessed
        parse("A × B ⧸ C")


def test_cons_binds_tighter_than_plus() -> None:
    # infixr:67 " ::ₘ " and " :: " against infixl:65 " + " / " ++ " (Lean core Init/Prelude)
    assert parse("a ::ₘ s + t") == BinOp("+", parse("a ::ₘ s"), Name("t"))
    assert parse("a :: l ++ m") == BinOp("++", parse("a :: l"), Name("m"))
    assert parse("l ++ m ++ n") == BinOp("++", parse("l ++ m"), Name("n"))
    assert parse("a :: b :: l") == BinOp("::", Name("a"), parse("b :: l"))


@pytest.mark.parametrize(("text", "printed"), [
    ("∀ {α : Type*} [Preorder α] (x y : αᵒᵈ), x ≤ y → x ≤ y", "(x y : OrderDual α)"),
    ("∀ {G : Type*} [Group G] (H : Subgroup G) (x : G ⧸ H), x = x",
     "(x : HasQuotient.Quotient G H)"),
    ("∀ {α : Type*} (a : α) (s t : Multiset α), a ::ₘ s + t = a ::ₘ (s + t)",
     "Multiset.cons a s + t = Multiset.cons a (s + t)"),
    ("∀ {R : Type*} [CommRing R] (p q : Polynomial R), p /ₘ q * q + p %ₘ q = p",
     "Polynomial.divByMonic p q * q + Polynomial.modByMonic p q = p"),
    ("∀ {α : Type*} [Lattice α] [Group α] (a : α), |a⁻¹|ₘ = |a|ₘ", "mabs a⁻¹ = mabs a"),
    ("∀ {α : Type*} [NormedRing α] (a b : α), ‖a * b‖₊ ≤ ‖a‖₊ * ‖b‖₊",
     "nnnorm (a * b) ≤ nnnorm a * nnnorm b"),
    ("∀ {α : Type*} [Monoid α] (a : α) [Invertible a], ⅟ a * a = 1", "⅟a * a = 1"),
    ("∀ {α : Type*} [Preorder α] (a b : α), a ⋖ b → a ⩿ b", "CovBy a b → WCovBy a b"),
    ("∀ {L : Type*} [LieRing L] (x y : L), ⁅x, y⁆ = -⁅y, x⁆",
     "Bracket.bracket x y = -Bracket.bracket y x"),
])
def test_notations_elaborate_and_print_back(text: str, printed: str) -> None:
    _, out = _round_trip(text)
    assert printed in out, out


@pytest.mark.parametrize(("text", "name"), [("ℕ+", "ℕ+"), ("ℝ*", "ℝ*")])
def test_pnat_and_hyperreal_are_one_token(text: str, name: str) -> None:
    # Mathlib's global `notation "ℕ+" => PNat`, `notation "ℝ*" => Hyperreal`: tokens
    assert parse(f"∀ x : {text}, x = x").binders[0].type == Name(name)  # type: ignore[union-attr]
    t = elaborate("∀ (n : ℕ+), (n : ℕ) ≠ 0")
    assert "(↑n : ℕ) ≠ 0" in to_lean(t)


def test_dot_notation_on_a_glued_type_notation() -> None:
    # `x.f` for `x : ℝ≥0` is NNReal.f (never Real.f); for `m : Mᵐᵒᵖ` not `M.f`
    from forminv_lean.formalise.resolve import type_head

    assert type_head("ℝ≥0") == "NNReal" and type_head("ℝ≥0∞") == "ENNReal"
    assert type_head("Mᵐᵒᵖ") is None and type_head("ℤˣ") is None
    assert type_head("Finset α") == "Finset"


def test_notation_result_types() -> None:
    t = elaborate("∀ {α : Type*} [NormedRing α] (a : α), 0 < ‖a‖₊ ∧ ‖a‖ₑ < 1")
    assert str(_apps(t, "nnnorm")[0].ty) in ("ℝ≥0", "NNReal")
    assert str(_apps(t, "enorm")[0].ty) in ("ℝ≥0∞", "ENNReal")
    cons = _apps(elaborate("∀ (a : ℕ) (s : Multiset ℕ), a ::ₘ s = s"), "Multiset.cons")
    assert str(cons[0].ty) == "Multiset ℕ"


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
    "OrderEmbedding.wellFoundedGT": "(f : α ↪o β)",
    "LieHom.map_sub": "(f : L₁ →ₗ⁅R⁆ L₂)",
    "LieAlgebra.solvable_iff_equiv_solvable": "(e : L' ≃ₗ⁅R⁆ L)",
    "LieModuleHom.map_smul": "(f : M →ₗ⁅R,L⁆ N)",
    "LieModuleEquiv.symm_apply_apply": "(e : M ≃ₗ⁅R,L⁆ N)",
    "Multiset.cons_add": "a ::ₘ s + t = a ::ₘ (s + t)",
    "Polynomial.smul_modByMonic": "c • p %ₘ q = c • (p %ₘ q)",
    "wcovBy_iff_covBy_or_eq": "a ⩿ b ↔ a ⋖ b ∨ a = b",
    "eq_of_mabs_div_eq_one": "|a / b|ₘ = 1 → a = b",
    "Complex.nnnorm_real": "‖(r : ℂ)‖₊ = ‖r‖₊",
    "Invertible.congr": "⅟a = ⅟b",
    "LieAlgebra.ad_apply": "= ⁅x, y⁆",
    "IsTopologicallyNilpotent.mul_right_of_commute": "[IsLinearTopology Rᵐᵒᵖ R]",
    "NonemptyInterval.toDualProd_injective": "NonemptyInterval α → αᵒᵈ × α",
    "Hyperreal.Infinite.not_infinitesimal": "∀ x : ℝ*,",
    "CongruenceSubgroup.Gamma1_is_congruence": "∀ N : ℕ+,",
}


@lru_cache(maxsize=1)
def _rows() -> dict[str, dict[str, Any]]:
    return rows_named(set(RENDERED) | set(REFUSED))


def _render(name: str) -> tuple[str | None, str | None]:
    require()
    rows = _rows()
    assert name in rows, f"{name} is not a row of the corpus"
    row = rows[name]
    r = render_row(row)
    return r.formal, r.reason


#: Corpus theorems refused, with their reason.
REFUSED: dict[str, str] = {
    # `x.map₂ f y` for `x : ℝ*`: Hyperreal has no map₂, Lean unfolds it to Filter.Germ's
    "Hyperreal.IsSt.map₂": "unsupported: map₂",
}


@needs_index
@pytest.mark.parametrize("name", sorted(REFUSED))
def test_corpus_refusals(name: str) -> None:
    formal, reason = _render(name)
    assert formal is None and reason_bucket(reason or "") == REFUSED[name], reason


@needs_index
@pytest.mark.parametrize("name", sorted(RENDERED))
def test_corpus_notations_render(name: str) -> None:
    formal, reason = _render(name)
    assert formal is not None, reason
    assert RENDERED[name] in formal, formal


@pytest.mark.parametrize(("text", "head"), [
    ("∀ x y : SetTheory.PGame, x ≈ y → y ≈ x", "HasEquiv.Equiv"),
    ("∀ {α : Type*} (l m : List α), l <+: m → l <+ m", "List.IsPrefix"),
    ("∀ {α : Type*} (l m : List α), l <:+ m ∨ l <:+: m", "List.IsSuffix"),
    ("∀ {𝕜 E : Type*} [RCLike 𝕜] [NormedAddCommGroup E] [InnerProductSpace 𝕜 E] "
     "(U V : Submodule 𝕜 E), U ⟂ V → V ⟂ U", "Submodule.IsOrtho"),
])
def test_relation_notations_are_opaque_relations(text: str, head: str) -> None:
    t, out = _round_trip(text)
    assert _apps(t, head)
    assert head in out   # printed as the constant applied, which Lean reads back the same


def test_a_relation_notation_takes_both_sides_at_one_type() -> None:
    from forminv_lean.formal.errors import UnsupportedError

    with pytest.raises(UnsupportedError):
        elaborate("∀ {α : Type*} (l : List α) (n : ℕ), l <+ n")
