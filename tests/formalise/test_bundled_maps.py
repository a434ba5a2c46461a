"""Bundled maps with a scalar ring (`M →ₗ[R] N`, `E →L[𝕜] F`, `A →ₐ[R] B`, ...) and `FunLike`
application, with the meaning Lean gives them, or refused (issue #24).

End to end on real Mathlib v4.19.0 rows (../shared/external/mathlib, skipped when absent) and
by hand for what must not elaborate (a linear map applied to an element of the wrong module, a
type variable with two coercions to functions in scope)."""

from __future__ import annotations

from functools import lru_cache
from pathlib import Path
from typing import Any

import pytest

from forminv_lean.formal import elaborate, parse
from forminv_lean.formal.errors import UnsupportedError
from forminv_lean.formal.lean.surface import lean_text
from forminv_lean.formal.meaning.ast import App, BinOp, Name
from forminv_lean.formal.meaning.terms import Term, walk
from tests.mathlib_corpus import require, rows_named

REPO = Path(__file__).resolve().parents[2]
THEOREMS = "theorems-v4.19.0.jsonl.gz"
MODULES = ("∀ {R M N P : Type*} [CommSemiring R] [AddCommMonoid M] [AddCommMonoid N] "
           "[AddCommMonoid P] [Module R M] [Module R N] [Module R P] ")
FUNLIKE = "∀ {F α β : Type*} [Mul α] [Mul β] "


# -- parsing: Mathlib's expansion, at the precedence of → ---------------------------------------


@pytest.mark.parametrize(("text", "head", "scalar"), [
    ("M →ₗ[R] N", "LinearMap", "RingHom.id R"), ("M ≃ₗ[R] N", "LinearEquiv", "RingHom.id R"),
    ("E →L[𝕜] F", "ContinuousLinearMap", "RingHom.id 𝕜"),
    ("E ≃L[𝕜] F", "ContinuousLinearEquiv", "RingHom.id 𝕜"),
    ("M →ₗ⋆[R] N", "LinearMap", "starRingEnd R"), ("A →ₐ[R] B", "AlgHom", "R"),
    ("A ≃ₐ[R] B", "AlgEquiv", "R"), ("P →ᵃ[k] Q", "AffineMap", "k"),
    ("E →ₗᵢ[𝕜] F", "LinearIsometry", "RingHom.id 𝕜"), ("M →ₛₗ[σ] N", "LinearMap", "σ"),
    ("A →ₙₐ[R] B", "NonUnitalAlgHom", "MonoidHom.id R"),
    ("A →ₑ+[φ] B", "DistribMulActionHom", "φ"), ("A →ₑ+*[φ] B", "MulSemiringActionHom", "φ"),
    ("A →+[M] B", "DistribMulActionHom", "MonoidHom.id M"),
    ("A →+*[M] B", "MulSemiringActionHom", "MonoidHom.id M"),
])
def test_arrows_parse_to_mathlibs_expansion(text: str, head: str, scalar: str) -> None:
    # notations.jsonl: `notation:25 M " →ₗ[" R:25 "] " M₂:0 => LinearMap (RingHom.id R) M M₂`
    lhs, rhs = text.split(" ")[0], text.split(" ")[-1]
    assert parse(text) == App(Name(head), (parse(scalar), Name(lhs), Name(rhs)))


def test_every_arrow_of_the_table_is_a_token_of_the_grammar() -> None:
    import re

    from forminv_lean.formal.meaning.bundled import ARROWS, STRUCTURES

    grammar = (REPO / "forminv_lean" / "formal" / "meaning" / "grammar.lark").read_text("utf-8")
    lines = [x for x in grammar.splitlines() if x.startswith(("SCALARARROW", "SCALAREQUIV"))]
    assert {t for x in lines for t in re.findall(r'"([^"]+)"', x)} == set(ARROWS)
    for tok, (head, _) in ARROWS.items():
        e = parse(f"A {tok}R] B")
        assert isinstance(e, App) and e.fn == Name(head) and head in STRUCTURES


def test_arrows_associate_like_mathlib() -> None:
    # the right operand is read at precedence 0: `A → B ≃ₗ[R] C` is `A → (B ≃ₗ[R] C)`,
    # `E →L[𝕜] F →L[𝕜] G` is `E →L[𝕜] (F →L[𝕜] G)`
    e = parse("A → B ≃ₗ[R] C")
    assert isinstance(e, BinOp) and e.op == "→" and e.rhs == parse("B ≃ₗ[R] C")
    # `notation:50` (≃ₗ) takes its left operand tighter than × (35); `notation:25` (→ₗ) not
    prod = parse("A × B ≃ₗ[R] C")
    assert isinstance(prod, BinOp) and prod.op == "×" and prod.rhs == parse("B ≃ₗ[R] C")
    left = parse("A × B →ₗ[R] C")
    assert isinstance(left, App) and left.args[1] == parse("A × B")
    mixed = parse("A ≃ₗ[R] B →ₗ[R] C")
    assert isinstance(mixed, App) and mixed.fn == Name("LinearEquiv") and \
        mixed.args[2] == parse("B →ₗ[R] C")
    nested = parse("E →L[𝕜] F →L[𝕜] G")
    assert isinstance(nested, App) and nested.args[2] == parse("F →L[𝕜] G")


@pytest.mark.parametrize("text", [
    "(f : M →ₗ[R] N) → f x = f x", "(e : A ≃ₐ[R] B) → e a = b", "(g : E →L[𝕜] F →L[𝕜] G) → g = g"])
def test_lean_text_is_valid_lean_that_parses_back(text: str) -> None:
    printed = lean_text(parse(text))
    assert "LinearMap" in printed or "AlgEquiv" in printed
    assert parse(printed) == parse(text)


# -- typing ------------------------------------------------------------------------------------


def _coe_apps(t: Term) -> list[Term]:
    return [s for s in walk(t) if s.op == "app" and s.name == "DFunLike.coe"]


@pytest.mark.parametrize("body", [
    "(f : M →ₗ[R] N) (x y : M), f (x + y) = f x + f y",
    "(f : M →ₗ[R] N) (g : N →ₗ[R] P) (x : M), g (f x) = g (f x)",
    "(e : M ≃ₗ[R] N) (x : M), e x = e x",
    "(f : M →ₗ[R] N) (g : M →ₛₗ[RingHom.id R] N) (x : M), f = g ∧ f x = g x",  # one type
])
def test_linear_maps_apply_through_dfunlike_coe(body: str) -> None:
    t = elaborate(MODULES + body)
    assert _coe_apps(t)


def test_funlike_application_types_the_result_in_the_codomain() -> None:
    t = elaborate(FUNLIKE + "[FunLike F α β] [MulHomClass F α β] (f : F) (x y : α), "
                  "f (x * y) = f x * f y")
    apps = _coe_apps(t)
    assert apps and all(a.ty.name == "β" for a in apps)


@pytest.mark.parametrize(("body", "why"), [
    # a linear map applied to an element of the wrong module
    ("(f : M →ₗ[R] N) (y : N), f y = f y", "type mismatch"),
    ("(f : M →ₗ[R] N) (g : M →ₗ[R] P) (x : M), g (f x) = g x", "type mismatch"),
    # a map semilinear over a variable that is no ring homomorphism
    ("(σ : R →* R) (f : M →ₛₗ[σ] N) (x : M), f x = f x", "not a RingHom"),
    ("(σ : R →+* R) (f : M →ₑ+[σ] N) (x : M), f x = f x", "not a MonoidHom"),
    ("(x : M) (f : M →ₛₗ[x] N), f = f", "not a RingHom"),
    # two ring homomorphisms, two types
    ("(σ τ : R →+* R) (f : M →ₛₗ[σ] N) (g : M →ₛₗ[τ] N), f = g", "type mismatch"),
    # a module as a scalar ring is not a type here
    ("(x : M) (f : M →ₗ[x] N), f = f", "type"),
])
def test_ill_typed_or_term_dependent_maps_are_refused(body: str, why: str) -> None:
    with pytest.raises(UnsupportedError, match=why):
        elaborate(MODULES + body)


@pytest.mark.parametrize(("body", "structure"), [
    ("(σ : R →+* R) (f : M →ₛₗ[σ] N) (x : M), f x = f x", "LinearMap"),
    ("(σ : R →+* R) (e : M ≃ₛₗ[σ] N) (x : M), e x = e x", "LinearEquiv"),
    ("(σ : R →+* R) (f : M →SL[σ] N) (x : M), f x = f x", "ContinuousLinearMap"),
    ("(φ : R →* R) (f : M →ₛₙₐ[φ] N) (x : M), f x = f x", "NonUnitalAlgHom"),
    ("(φ : R →* R) (f : M →ₑ+[φ] N) (x : M), f x = f x", "DistribMulActionHom"),
    ("(φ : R →* R) (f : M →ₑ+*[φ] N) (x : M), f x = f x", "MulSemiringActionHom"),
])
def test_a_map_semilinear_over_a_variable_depends_on_it(body: str, structure: str) -> None:
    """`M →ₛₗ[σ] N` over `{σ : R →+* S}` is `LinearMap σ M N`: a type named with `σ`, which the
    kernel keeps fixed (as `ZMod n`), applied through its `FunLike` instance."""
    from forminv_lean.formal.meaning.terms import hidden_names

    t = elaborate(MODULES + body)
    apps = _coe_apps(t)
    assert apps and all(a.ty.name == "N" for a in apps)
    fty = apps[0].args[0].ty
    assert fty.name == structure and fty.args[0].name in ("σ", "φ")
    assert {"σ", "φ"} & hidden_names(t)


@pytest.mark.parametrize(("body", "why"), [
    # two coercions to functions in scope for F: which one Lean takes is not read off the text
    ("[FunLike F α β] [EquivLike F α β] (f : F) (x : α), f x = f x", "2 coercions"),
    ("[FunLike F α β] [FunLike F β α] (f : F) (x : α), f x = f x", "2 coercions"),
    # the element must be in the domain the FunLike binder gives
    ("[FunLike F α β] (f : F) (y : β), f y = f y", "type mismatch"),
    # no coercion at all
    ("(f : F) (x : α), f x = f x", "not a function"),
])
def test_funlike_application_is_refused_when_ambiguous_or_ill_typed(body: str, why: str) -> None:
    with pytest.raises(UnsupportedError, match=why):
        elaborate(FUNLIKE + body)


# -- end to end on Mathlib's own rows ------------------------------------------------------------

#: Rows whose headers use the arrows or FunLike application (all render).
ROWS = ("LinearMap.map_algebraMap_mul", "bijective_algebraMap_of_linearEquiv",
        "AlgHom.eqOn_adjoin_iff", "ContinuousLinearMap.comp_analyticOn", "IsQuasiregular.map",
        "map_ne_one_iff", "Submodule.map_smul", "IsSquare.map", "sSupHom.cancel_left",
        "Set.sup_mem_sups", "smul_preimage_set_subset")


@lru_cache(maxsize=1)
def _rows() -> dict[str, dict[str, Any]]:
    return rows_named(ROWS)


def _render(name: str) -> Any:
    from forminv_lean.extract.lean_decl import parse_decl
    from forminv_lean.formalise.context import LeanContext
    from forminv_lean.formalise.render import signature_to_formal

    require()
    rows = _rows()
    assert name in rows, f"{name} is not a row of the corpus"
    row = rows[name]
    ctx = LeanContext.from_lines(row["context"]) if row["context"] else None
    return signature_to_formal(parse_decl(row["decl"]), ctx, module=row["module"])


@pytest.mark.parametrize("name", ROWS[:7])
def test_mathlib_rows_render_and_elaborate(name: str) -> None:
    r = _render(name)
    assert r.formal is not None, r.reason
    elaborate(r.formal)


def test_a_linear_map_row_gets_lean_s_types() -> None:
    # theorem LinearMap.map_algebraMap_mul (f : A →ₗ[R] B) (a : A) (r : R) :
    #     f (algebraMap R A r * a) = algebraMap R B r * f a
    r = _render("LinearMap.map_algebraMap_mul")
    assert r.formal is not None, r.reason
    assert "(f : A →ₗ[R] B)" in r.formal
    t = elaborate(r.formal)
    f = [s for s in walk(t) if s.op == "forall" and s.name == "f"]
    assert f and str(f[0].bty) == "LinearMap (RingHom.id R) A B"
    apps = _coe_apps(t)
    assert len(apps) == 2 and all(str(a.ty) == "B" for a in apps)


def test_a_funlike_row_applies_through_its_binder() -> None:
    # theorem map_ne_one_iff [FunLike F R S] [OneHomClass F R S] (f : F) (hf : Injective f)
    #     {x : R} : f x ≠ 1 ↔ x ≠ 1
    r = _render("map_ne_one_iff")
    assert r.formal is not None, r.reason
    apps = _coe_apps(elaborate(r.formal))
    assert apps and all(str(a.ty) == "S" for a in apps)


def test_a_funlike_variable_line_is_included_when_the_statement_applies_through_it() -> None:
    # variable {F α β : Type*} [MulOneClass α] [MulOneClass β] [FunLike F α β]
    #   [MonoidHomClass F α β]; lemma IsSquare.map {a : α} (f : F) : IsSquare a → IsSquare (f a)
    # `f a` needs `CoeFun F _`: Lean finds the FunLike binder, whose outParam β it includes
    r = _render("IsSquare.map")
    assert r.formal is not None, r.reason
    assert "[FunLike F α β]" in r.formal and "[MulOneClass β]" in r.formal


def test_a_funlike_variable_line_on_an_unused_type_is_left_out() -> None:
    # `F` unused: resolution can use `[FunLike F α β]` (and `[SupHomClass F α β]`) only for a
    # goal that already has `F` (`formalise.variables`), so Lean leaves them out
    r = _render("sSupHom.cancel_left")
    assert r.formal is not None, r.reason
    assert "FunLike" not in r.formal and "(g : sSupHom β γ)" in r.formal
    r = _render("Set.sup_mem_sups")   # `s ⊻ t` (HasSups.sups) is read since round 9
    assert r.formal is not None and "FunLike" not in r.formal and "a ⊔ b ∈ s ⊻ t" in r.formal


def test_a_funlike_value_passed_where_a_function_is_wanted_includes_its_binder() -> None:
    # variable {M α β F : Type*} [SMul M α] [SMul M β] [FunLike F α β] [MulActionHomClass F M α
    # β]; theorem smul_preimage_set_subset (f : F) (c : M) (t : Set β) : c • f ⁻¹' t ⊆ …
    # `Set.preimage (f : α → β)`: `F` is no function type, so Lean coerces `f` through the one
    # coercing binder on `F`, whose outParam `α` it includes with the instances on `α`
    r = _render("smul_preimage_set_subset")
    assert r.formal is not None, r.reason
    assert "[FunLike F α β]" in r.formal and "[SMul M α]" in r.formal
    assert "[MulActionHomClass F M α β]" in r.formal


def test_a_funlike_variable_line_the_statement_does_not_apply_stays_refused() -> None:
    """`f` only passed to a function whose signature is not known: whether Lean coerced it (and
    so included `α` and the binder) is not read off the text."""
    from forminv_lean.extract.lean_decl import parse_decl
    from forminv_lean.formalise.context import LeanContext
    from forminv_lean.formalise.render import signature_to_formal

    ctx = LeanContext.from_lines(["variable {α β F : Type*} [FunLike F α β]"])
    r = signature_to_formal(parse_decl("theorem t (f : F) (t : Set β) : Foo f t"), ctx)
    assert r.formal is None and "FunLike" in (r.reason or ""), r.formal


def test_a_map_named_like_a_hypothesis_is_a_variable() -> None:
    # `(h : M →ₗ[R] N)` is a bundled map, not a hypothesis (its type is no proposition)
    from forminv_lean.extract.lean_decl import parse_decl
    from forminv_lean.formalise.render import signature_to_formal

    d = parse_decl("theorem foo {R M N : Type*} [Semiring R] [AddCommMonoid M] [AddCommMonoid N] "
                   "[Module R M] [Module R N] (h : M →ₗ[R] N) (x : M) : h x = h x := by rfl")
    r = signature_to_formal(d, None, index=None)
    assert r.formal is not None and "(h : M →ₗ[R] N)" in r.formal, r.reason
