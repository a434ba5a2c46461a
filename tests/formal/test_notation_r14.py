"""Round 14's notations, each read as the constant its declaration at v4.19.0 expands to:
`a /ₚ u` (`divp`, Algebra/Group/Units/Defs.lean:298, infixl:70) and `p ≤₀ q`, `p ≤₁ q`
(`ManyOneReducible`, `OneOneReducible`, Computability/Reduce.lean:41,72, infixl:1000), and
the scoped macros `μ[f|m]` (`MeasureTheory.condExp m μ f`), `μ[|s]`, `μ[t|s]`
(`ProbabilityTheory.cond μ s`, applied to `t`); Batteries' `∀ᵉ`/`∃ᵉ` binder groups and
`R ∙ x` (`Submodule.span R {x}`), spelled out before the parser (`formalise/lean_sugar.py`)."""

from __future__ import annotations

from functools import lru_cache
from typing import Any

import pytest

from forminv_lean.formal import elaborate, to_lean
from forminv_lean.formal.errors import FormalParseError
from forminv_lean.formal.meaning.ast import App, BinOp, Name
from forminv_lean.formal.meaning.parser import parse
from forminv_lean.formal.meaning.terms import Term, walk
from tests.mathlib_corpus import needs_index, render_row, require, rows_named


def _apps(t: Term, name: str) -> list[Term]:
    return [u for u in walk(t) if u.op == "app" and u.name == name]


def test_divp_is_at_the_level_of_multiplication() -> None:
    # infixl:70, as `*`: `x /ₚ u₁ /ₚ u₂` is `divp (divp x u₁) u₂`, `a /ₚ u * u` multiplies
    # the quotient, `a * b /ₚ u` divides the product
    x, u1, u2 = Name("x"), Name("u₁"), Name("u₂")
    assert parse("x /ₚ u₁ /ₚ u₂") == App(Name("divp"), (App(Name("divp"), (x, u1)), u2))
    assert parse("a /ₚ u * u") == BinOp("*", App(Name("divp"), (Name("a"), Name("u"))),
                                         Name("u"))
    assert parse("a * b /ₚ u") == App(Name("divp"), (BinOp("*", Name("a"), Name("b")),
                                                     Name("u")))
    assert parse("a + b /ₚ u") == BinOp("+", Name("a"), App(Name("divp"),
                                                             (Name("b"), Name("u"))))


def test_divp_is_typed_as_declared() -> None:
    t = elaborate("∀ {α : Type*} [Monoid α] (a : α) (u : αˣ), a /ₚ u * u = a")
    (d,) = _apps(t, "divp")
    assert str(d.ty) == "α" and str(d.args[1].ty) == "Units α"
    assert elaborate(to_lean(t)) == t
    assert "a /ₚ u" in to_lean(t) or "divp a u" in to_lean(t)


def test_reductions_are_opaque_propositions_between_predicates() -> None:
    text = ("∀ {α β γ : Type*} [Primcodable α] [Primcodable β] [Primcodable γ] (p : α → Prop) "
            "(q : β → Prop) (r : γ → Prop), p ≤₀ q → q ≤₁ r → p ≤₀ r")
    t = elaborate(text)
    assert len(_apps(t, "ManyOneReducible")) == 2 and len(_apps(t, "OneOneReducible")) == 1
    assert elaborate(to_lean(t)) == t


def test_reduction_operands_are_applications() -> None:
    # infixl:1000: above every infix operator, below application (1023)
    assert parse("f a ≤₁ g b") == App(Name("OneOneReducible"),
                                      (App(Name("f"), (Name("a"),)), App(Name("g"), (Name("b"),))))


@pytest.mark.parametrize("text", [
    "q ∘ e ≤₁ q",        # Lean reads `q ∘ (e ≤₁ q)`: ill-typed, never `(q ∘ e) ≤₁ q`
    "p ≤₀ q ≤₀ r",       # `(p ≤₀ q) ≤₀ r`: a proposition is no predicate
])
def test_reduction_beside_a_looser_operator_is_refused(text: str) -> None:
    with pytest.raises(FormalParseError):
        parse(text)


# -- the corpus ------------------------------------------------------------------------------------

#: Corpus theorems refused before round 14, with a piece of their rendering.
RENDERED: dict[str, str] = {
    "divp_divp_eq_divp_mul": "x /ₚ u₁ /ₚ u₂ = x /ₚ (u₂ * u₁)",
    "divp_eq_iff_mul_eq": "x /ₚ u = y ↔ y * u = x",
    "OneOneReducible.trans": "p ≤₁ q → q ≤₁ r → p ≤₁ r",
    "ManyOneEquiv.le_congr_left": "(p ≤₀ r ↔ q ≤₀ r)",
    "MeasureTheory.condExp_mono":
        "(MeasureTheory.condExp m μ f) ≤ᵐ[μ] (MeasureTheory.condExp m μ g)",
    "ProbabilityTheory.cond_cond_eq_cond_inter'":
        "(ProbabilityTheory.cond (ProbabilityTheory.cond μ s) t)",
    "IsPathConnected.joinedIn": "∀ x ∈ F, ∀ y ∈ F, JoinedIn F x y",
    "Submodule.span_eq_iSup_of_singleton_spans": "⨆ x ∈ s, (Submodule.span R {x})",
    "Matroid.dual_dual": "M✶✶ = M",
    # `scoped infixl:75 " ＼ "` beside `" ／ "` (Data/Matroid/Minor/Delete.lean:50,
    # Contract.lean:60), each read at its level while the other is expanded
    "Matroid.dual_delete_dual": "((Matroid.delete (M✶) X))✶ = (Matroid.contract M X)",
    "Matroid.IsBasis.contract_eq_contract_delete":
        "(Matroid.delete (Matroid.contract M I) (X \\ I))",
    # `⨳` (infixl:70) binds tighter than `♯` (infixl:65), SetTheory/Ordinal/NaturalOps.lean
    "Ordinal.nmul_nadd_lt": "(Ordinal.nadd (Ordinal.nmul a' b) (Ordinal.nmul a b'))",
    # `⇔` (scoped[symmDiff] infixl:100) inside the global `⇨` (infixr:60)
    "himp_bihimp": "a ⇨ (bihimp b c) = (a ⊓ c ⇨ b) ⊓ (a ⊓ b ⇨ c)",
    # `scoped[NumberTheorySymbols] notation "J(" a " | " b ")" => jacobiSym a b`
    # (NumberTheory/LegendreSymbol/JacobiSymbol.lean:88): arguments split at the `|`
    "jacobiSym.trichotomy": "(jacobiSym a b) = 0 ∨ (jacobiSym a b) = 1",
    "jacobiSym.list_prod_left": "(jacobiSym l.prod n) = (l.map fun a => (jacobiSym a n)).prod",
    # `open MeasureTheory ProbabilityTheory`, but Probability/ConditionalProbability.lean does
    # not import condExp's module: `μ[t|s]` is cond's macro alone there, `cond μ s t` (refused
    # until round 25, when a declared result applied to more arguments is applied again)
    "ProbabilityTheory.cond_mul_eq_inter": "((ProbabilityTheory.cond μ s) t) * μ s = μ (s ∩ t)",
}


@lru_cache(maxsize=1)
def _rows() -> dict[str, dict[str, Any]]:
    return rows_named(set(RENDERED))


@needs_index
@pytest.mark.parametrize("name", sorted(RENDERED))
def test_corpus_notations_render(name: str) -> None:
    require()
    rows = _rows()
    assert name in rows, f"{name} is not a row of the corpus"
    r = render_row(rows[name])
    assert r.formal is not None, r.reason
    assert RENDERED[name] in r.formal, r.formal


# -- `μ[f|m]`, `μ[|s]`, `μ[t|s]`: scoped macros after a measure --------------------------------

def test_conditioning_brackets_are_their_constants() -> None:
    from forminv_lean.formalise.lean_sugar import COND, COND_EXP, expand_conditioning

    assert expand_conditioning("f i =ᵐ[μ] μ[f (i + 1)|𝒢 i]", {COND_EXP}, set()) == \
        "f i =ᵐ[μ] (MeasureTheory.condExp (𝒢 i) μ (f (i + 1)))"
    # `(μ[f|m])` is one parenthesis; a trailing macro takes the atom just before it
    assert expand_conditioning("Integrable (μ[f|m]) μ", {COND_EXP}, set()) == \
        "Integrable (MeasureTheory.condExp m μ f) μ"
    assert expand_conditioning("μ[|s][|t] = μ[|s ∩ t]", {COND}, set()) == \
        "(ProbabilityTheory.cond (ProbabilityTheory.cond μ s) t) = " \
        "(ProbabilityTheory.cond μ (s ∩ t))"
    # `μ[t|s]` is the conditional measure applied to `t`; `X in s` is `X ⁻¹' s`
    assert expand_conditioning("μ[t|X in s] = 0", {COND}, set()) == \
        "((ProbabilityTheory.cond μ (X ⁻¹' s)) t) = 0"
    # no `|` at the bracket's depth, or another notation's token (`𝔼[`): left alone
    assert expand_conditioning("R[X] = 𝔼[X|m]", {COND_EXP}, {"𝔼["}) == "R[X] = 𝔼[X|m]"


@pytest.mark.parametrize("text", [
    "μ[t|s] = 0",          # both macros in effect: Lean keeps the one that elaborates
    "f x [t|s] = 0",       # a space before the bracket: no `noWs` macro reads it
])
def test_conditioning_not_decided_here_is_refused_or_left(text: str) -> None:
    from forminv_lean.formalise.lean_sugar import COND, COND_EXP, SugarError, expand_conditioning

    if " [" in text:
        assert expand_conditioning(text, {COND, COND_EXP}, set()) == text
    else:
        with pytest.raises(SugarError):
            expand_conditioning(text, {COND, COND_EXP}, set())


def test_matroid_dual_is_a_postfix_at_max() -> None:
    # `postfix:max "✶"`: `f M✶` is `f (M✶)`, `M✶.E` the field of the dual
    assert parse("f M✶") == App(Name("f"), (App(Name("Matroid.dual"), (Name("M"),)),))
    t = elaborate("∀ {α : Type*} (M : Matroid α), M✶✶ = M")
    assert len(_apps(t, "Matroid.dual")) == 2
    assert elaborate(to_lean(t)) == t


def test_conditional_expectation_is_typed_as_declared() -> None:
    t = elaborate("∀ {α : Type*} (m m₀ : MeasurableSpace α) (μ : MeasureTheory.Measure α) "
                  "(f : α → ℝ), MeasureTheory.Integrable (MeasureTheory.condExp m μ f) μ")
    (c,) = _apps(t, "MeasureTheory.condExp")
    assert str(c.ty) == "α → ℝ"


# -- `∀ᵉ`/`∃ᵉ` binder groups and `R ∙ x`: spelled out before the parser -------------------------

@pytest.mark.parametrize(("text", "spelled"), [
    # Batteries/Util/ExtendedBinder.lean: one quantifier per parenthesised extended binder
    ("∀ᵉ (g ∈ s) (x ∈ t), g • x ∈ t", "∀ g ∈ s, ∀ x ∈ t, g • x ∈ t"),
    ("∃ᵉ (c : S) (d ≠ (0 : R)), d • a = b * c", "∃ c : S, ∃ d ≠ (0 : R), d • a = b * c"),
    ("∀ᵉ x ∈ s, p x", "∀ x ∈ s, p x"),
    ("∀ᵉ (x y : T), p x y", "∀ᵉ (x y : T), p x y"),       # no extended binder: left (refused)
    # `notation:1000 R " ∙ " x`: `R` the application before it, `x` to the end of the group
    ("y ∈ K ∙ coroot α", "y ∈ (Submodule.span K {coroot α})"),
    ("torsionBy R (R ⧸ R ∙ a * b) a", "torsionBy R (R ⧸ (Submodule.span R {a * b})) a"),
    ("(R ∙ x) ⊔ (R ∙ y) = ⊤", "(R ∙ x) ⊔ (R ∙ y) = ⊤"),          # the grammar reads these
    ("f (g R) ∙ x", "(Submodule.span (f (g R)) {x})"),
    ("↑R ∙ x = y", "↑R ∙ x = y"),                           # `(↑R) ∙ x`: left (refused)
    ("if c then R ∙ x else ⊥", "if c then R ∙ x else ⊥"),   # `then` is no argument: left
])
def test_sugar_spelled_out(text: str, spelled: str) -> None:
    from forminv_lean.formalise.lean_sugar import spell_out

    assert spell_out(text) == spelled
