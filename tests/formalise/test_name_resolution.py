"""Names in a Mathlib statement mean what Lean resolves them to, or the declaration is refused.

Read against Mathlib v4.19.0's name index in ../shared/external/mathlib (skipped when absent):
the innermost namespace that declares a name wins, `protected` names are not found by their
last component, `open`/`open … in`/`export` add candidates and two candidates are an
ambiguity, scoped notations are in effect only where their namespace is open.
"""

from __future__ import annotations

import re

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from forminv_lean.formalise import LeanContext, formalise
from forminv_lean.formalise.resolve import Scope, Unresolved, resolve_text
from tests.mathlib_corpus import INDEX, needs_index, render

pytestmark = needs_index


def test_namespace_beats_root_and_scoped_pi_is_real_pi() -> None:
    """`sin` inside `namespace Real.Angle` is `Real.Angle.sin` (not `Real.sin`), and `π` under
    `open Real` is `Real.pi`, never a ∀-bound variable."""
    assert INDEX is not None
    out = resolve_text("sin θ = sin ψ ↔ θ = ψ ∨ θ + ψ = π", INDEX,
                       Scope("Real.Angle", ("Real",), ("Real",)), {"θ", "ψ"})
    assert out == "Real.Angle.sin θ = Real.Angle.sin ψ ↔ θ = ψ ∨ θ + ψ = Real.pi"
    formal, reason = render("theorem Real.Angle.sin_eq_iff_eq_or_add_eq_pi {θ ψ : Angle} :"
                            " sin θ = sin ψ ↔ θ = ψ ∨ θ + ψ = π",
                            "open Real", "namespace Real", "namespace Angle")
    assert formal is None or ("Real.Angle.sin" in formal and "(π" not in formal), formal


def test_variable_of_a_notation_type_is_bound_with_its_type() -> None:
    """`variable {p q : R[X]}` under `open Polynomial`: p is a polynomial, not `p : _`."""
    formal, reason = render("theorem Polynomial.prime_of_degree_eq_one (hp1 : degree p = 1) :"
                            " Prime p", "open Polynomial", "namespace Polynomial",
                            "variable {R : Type*} [CommRing R] [IsDomain R]",
                            "variable {p q : R[X]}")
    assert formal == ("∀ {R : Type*} [CommRing R] [IsDomain R] (p : (Polynomial R)), "
                      "Polynomial.degree p = 1 → Prime p"), reason


def test_dist_inside_namespace_nat_is_nat_dist() -> None:
    assert render("theorem Nat.dist_comm' (n m : ℕ) : dist n m = dist m n", "namespace Nat")[0] \
        == "∀ n m : ℕ, Nat.dist n m = Nat.dist m n"
    # at the root `dist` is the metric distance (`export Dist (dist)`)
    formal, _ = render("theorem dist_comm' (x y : ℝ) : dist x y = dist y x")
    assert formal == "∀ x y : ℝ, dist x y = dist y x"


def test_two_candidates_are_refused() -> None:
    """`open Nat` at the root makes `Prime` both `_root_.Prime` and `Nat.Prime`."""
    formal, reason = render("theorem two_prime' : Prime 2", "open Nat")
    assert formal is None and reason is not None and reason.startswith("unresolved: ambiguous")


def test_protected_name_is_not_found_by_its_last_component() -> None:
    """`Real.pi` is `protected`: inside `namespace Real`, a bare `pi` is not it."""
    formal, reason = render("theorem Real.pi_pos' : 0 < pi", "namespace Real")
    assert formal is None and reason == "unresolved: unresolved name pi"
    assert render("theorem Real.pi_pos' : 0 < Real.pi", "namespace Real")[0] == "0 < Real.pi"


def test_open_in_applies_to_the_next_declaration_and_open_scoped_to_notation_only() -> None:
    assert render("theorem foo' (x : ℝ) : sin x ≤ 1", "open Real in")[0] \
        == "∀ x : ℝ, Real.sin x ≤ 1"
    ctx = LeanContext.scan("open Real in\ntheorem a : True := trivial\ntheorem b : True")
    assert ctx.open_in == []   # `open … in` was for the declaration before
    formal, reason = render("theorem foo' (x : ℝ) : sin x ≤ 1", "open scoped Real")
    assert formal is None and reason == "unresolved: unresolved name sin"
    assert render("theorem foo' : 3 < π", "open scoped Real")[0] == "3 < Real.pi"


def test_a_name_that_is_not_a_binder_is_never_bound() -> None:
    """Without a `variable` for `y`, `y` is a constant (none exists): refused, not `∀ y : _`."""
    formal, reason = render("theorem foo' (x : ℕ) : x ≤ y")
    assert formal is None and reason == "unresolved: unresolved name y"


def test_field_notation_through_the_head_type() -> None:
    assert render("theorem Finset.foo' {α : Type*} (s : Finset α) : s.card ≤ s.card + 1")[0] \
        == "∀ {α : Type*} (s : Finset α), (Finset.card s) ≤ (Finset.card s) + 1"
    assert render("theorem foo' (f : ℕ → ℕ) (h : f.Injective) : f 0 ≠ f 1")[0] \
        == "∀ f : ℕ → ℕ, (Function.Injective f) → f 0 ≠ f 1"


def test_core_names_the_index_cannot_see_are_refused_inside_core_namespaces() -> None:
    """Inside `namespace List`, `foo` could be a core `List.foo` the index does not list."""
    formal, reason = render("theorem List.foo' {α : Type*} (l : List α) : frobnicate l = l",
                            "namespace List")
    assert formal is None and reason is not None and "core" in reason


NAME = st.from_regex(r"\Azq[a-z]{2,6}\Z")


@settings(max_examples=40, deadline=None)
@given(NAME, st.sampled_from(["", "Nat", "Real", "Finset", "Polynomial"]))
def test_an_undeclared_name_is_always_refused(name: str, ns: str) -> None:
    """Whatever the namespace: an unknown name never becomes a binder or a type hole."""
    assert INDEX is not None and not INDEX.declared(name)
    header = f"theorem {ns + '.' if ns else ''}foo' (x : ℕ) : {name} x = x"
    formal, reason = render(header, *([f"namespace {ns}"] if ns else []))
    assert formal is None and reason is not None
    with pytest.raises(Unresolved):
        resolve_text(f"{name} x = x", INDEX, Scope(ns), {"x"})


def test_no_rendering_has_a_type_hole() -> None:
    for header in ("theorem foo' {n} : n = n", "theorem foo' (x) (h : 0 < x) : x = x"):
        formal, reason = render(header)
        assert formal is None and reason is not None
        assert not (formal and re.search(r":\s*_\b", formal))


def test_one_crashing_declaration_is_counted_not_fatal(monkeypatch: pytest.MonkeyPatch) -> None:
    """`formalise` over many theorems: a crash below the renderer on one declaration (the
    `⊇` KeyError that stopped a whole-corpus run) is that declaration's refusal, counted."""
    from forminv_lean.formalise import render as render_mod
    from forminv_lean.records import Theorem

    real = render_mod.signature_to_formal

    def flaky(decl, context=None, **kw):  # type: ignore[no-untyped-def]
        if "boom" in decl.name:
            raise KeyError("⊇")
        return real(decl, context, **kw)

    monkeypatch.setattr("forminv_lean.formalise.signature_to_formal", flaky)
    base = {"source": "ntp-mathlib", "formal": None, "nl": "", "domain": "other",
            "truth": True, "provenance": {"repo": "r", "module": "M"}}
    ths = [Theorem.model_validate({**base, "id": "a", "mathlib_name": "boom",
                                   "lean_statement": "theorem boom (n : ℕ) : n = n"}),
           Theorem.model_validate({**base, "id": "b", "mathlib_name": "fine",
                                   "lean_statement": "theorem fine (n : ℕ) : n + 0 = n"})]
    res = formalise(ths)
    assert [t.id for t in res.theorems] == ["b"]
    assert res.coverage["refusals_by_reason"] == {"internal error (KeyError: '⊇')": 1}


def test_include_makes_a_variable_hypothesis_part_of_the_theorem() -> None:
    """`include hp in` before a declaration (Lean 4): the hypothesis is a premise even though
    the statement does not mention it (Mathlib's `is_prime_of_minimal_nat_zero_lt_and_lt_one`
    was rendered `∀ p : ℕ, p.Prime` without it, which the checker refutes)."""
    ctx = ["variable {p : ℕ} (hp : 2 ≤ p) (hq : p < 3)", "include hp hq in"]
    assert render("theorem foo' : p = 2", *ctx)[0] == "∀ p : ℕ, 2 ≤ p → p < 3 → p = 2"
    assert render("theorem foo' : p = p", "variable {p : ℕ} (hp : 2 ≤ p)")[0] == "∀ p : ℕ, p = p"
    scanned = LeanContext.scan("variable {p : ℕ} (hp : 2 ≤ p)\ninclude hp in\n"
                               "theorem a : True := x\ntheorem b : p = p")
    assert scanned.includes == []   # `include … in` was for the declaration before
    scoped = LeanContext.scan("section\nvariable {p : ℕ} (hp : 2 ≤ p)\ninclude hp\n")
    assert scoped.includes == ["hp"] and "include hp" in scoped.lines()


def test_a_notation_with_two_meanings_in_effect_is_refused() -> None:
    """`Mathlib.MeasureTheory.Measure.Haar.Quotient` has `local notation "π" => @QuotientGroup.mk
    G _ Γ` and imports `Real.pi`'s scoped notation: with `open Real` as well, `π` is not read
    as `Real.pi` (nor as the local one)."""
    assert INDEX is not None
    with pytest.raises(Unresolved, match="meanings"):
        resolve_text("π = π", INDEX, Scope("", ("Real",), ("Real",),
                                           "Mathlib.MeasureTheory.Measure.Haar.Quotient"), set())
    assert resolve_text("π = π", INDEX, Scope("", ("Real",), ("Real",), "Mathlib.Other"),
                        set()) == "Real.pi = Real.pi"


def test_auto_and_opt_param_binders_state_the_same() -> None:
    """`(h : a ≤ b := by omega)`, `(c : ℕ := 0)`: the default does not change the statement;
    a tactic block inside the statement itself is a proof argument, kept only where the
    parameter's proposition is declared (`signatures_proofs`), else refused."""
    assert render("theorem foo' (a b : ℕ) (h : a ≤ b := by omega) (c : ℕ := 0) : a ≤ b + c")[0] \
        == "∀ a b : ℕ, a ≤ b → ∀ c : ℕ, a ≤ b + c"
    formal, reason = render("theorem foo' (l : List ℕ) (h : l ≠ []) : "
                            "l.getLast (by simp [h]) = 0")
    assert formal == "∀ (l : List ℕ) (h : l ≠ []), l.getLast (by simp [h]) = 0", reason
    formal, reason = render("theorem foo' (s : Finset ℕ) : s.filterMap some (by simp) = s")
    assert formal is None and reason is not None


def test_notations_the_formal_language_spells_itself_are_kept() -> None:
    """`ℝ≥0` under `open NNReal` is the formal language's own name of `NNReal` (its parser
    reads `ℝ≥0`, not `NNReal`), so it stays as written."""
    assert render("theorem NNReal.sqrt_le_sqrt' {x y : ℝ≥0} : sqrt x ≤ sqrt y ↔ x ≤ y",
                  "open NNReal", "namespace NNReal")[0] \
        == "∀ x y : ℝ≥0, NNReal.sqrt x ≤ NNReal.sqrt y ↔ x ≤ y"


def test_a_word_of_a_notation_token_is_that_token_only_where_the_token_is() -> None:
    """MeasureTheory's `Measure[ mα ] α` has the token `Measure[`: inside `namespace
    MeasureTheory`, `Measure α` is still the constant `MeasureTheory.Measure` (it was left
    unresolved, printed short, a name Lean would not find where the module is read); the
    word inside a token (`MOD` in `[MOD n]`) is not taken for a name."""
    assert INDEX is not None
    scope = Scope("MeasureTheory", (), (), "Mathlib.MeasureTheory.Measure.MeasureSpaceDef")
    assert resolve_text("Measure α", INDEX, scope, {"α"}) == "MeasureTheory.Measure α"
    out = resolve_text("a ≡ b [MOD n]", INDEX, Scope("Nat"), {"a", "b", "n"})
    assert out == "a ≡ b [MOD n]"


def test_a_class_typed_variable_in_braces_is_an_instance_only_elaboration_includes() -> None:
    """`variable {m : MeasurableSpace α}` (Mathlib's measure theory; `@[class] structure
    MeasurableSpace`): a variable of a class type is a local instance whatever its brackets,
    and Lean includes it when elaborating the header uses it. `{μ : Measure α}` written after it
    is `@Measure α m` (the only instance in scope there), so a statement about μ includes m;
    without such a binder the header alone cannot tell, and the declaration is refused rather
    than rendered without it (it was: `∀ {α} (μ : Measure α) …`, with no measurable space)."""
    header = ("theorem PreErgodic.ae_mem_or_ae_nmem (hf : PreErgodic f μ) (hs : MeasurableSet s) "
              "(hs' : f ⁻¹' s = s) : (∀ᵐ x ∂μ, x ∈ s) ∨ ∀ᵐ x ∂μ, x ∉ s")
    opens = "open Set Function Filter MeasureTheory MeasureTheory.Measure ENNReal"
    formal, reason = render(header, opens,
                            "variable {α : Type*} {m : MeasurableSpace α} {s : Set α}",
                            "namespace PreErgodic", "variable {f : α → α} {μ : Measure α}")
    assert formal is not None, reason
    assert formal.startswith("∀ {α : Type*} (m : MeasurableSpace α) (s : Set α) (f : α → α) "
                             "(μ : MeasureTheory.Measure α), "), formal
    refused = ("unsupported: variable {m : MeasurableSpace α} is an instance Lean may include")
    # `MeasurableSet s` with `s : Set α` takes `[MeasurableSpace α]` (`def MeasurableSet
    # [MeasurableSpace α] (s : Set α)`), `Measurable f` with `f : α → β` both spaces
    formal, reason = render("theorem MeasureTheory.foo (s : Set α) : MeasurableSet s → s = s",
                            "namespace MeasureTheory",
                            "variable {α : Type*} {m : MeasurableSpace α}")
    assert formal == ("∀ {α : Type*} (m : MeasurableSpace α) (s : Set α), MeasurableSet s → "
                      "s = s"), reason
    assert render("theorem foo (f : α → ℕ) : Measurable f → f = f",
                  "variable {α : Type*} {m : MeasurableSpace α}")[0] is not None
    # no binder needs it (a function of `α` measurable for nothing, a set of another type, a
    # name the statement binds again): only elaboration could tell
    for header in ("theorem foo (f : α → ℕ) : Continuous f → f = f",
                   "theorem foo (x : α) (s : Set ℕ) : MeasurableSet s → x = x",
                   "theorem foo (s : Set α) : ∀ s : Set ℕ, MeasurableSet s → s = s"):
        assert render(header, "variable {α : Type*} {m : MeasurableSpace α}") == (None, refused), \
            header
    # two in scope: instance resolution tries the latest local instance of the class first
    # (Lean 4 `SynthInstance.getInstances`), so `Measure α` takes `m0`, never `m`
    for group in ("{m m0 : MeasurableSpace α}", "{m : MeasurableSpace α} {m0 : MeasurableSpace α}"):
        assert render("theorem MeasureTheory.foo (s : Set α) : μ s ≤ μ s",
                      "namespace MeasureTheory",
                      f"variable {{α ι : Type*}} {group} {{μ : Measure α}}")[0] == (
            "∀ {α : Type*} (m0 : MeasurableSpace α) (μ : MeasureTheory.Measure α) (s : Set α), "
            "μ s ≤ μ s"), group
    # a later binder that may give one (through a parent class, or whose type is not read):
    # which instance `Measure α` took is left to Lean
    for rival in ("{m : MeasurableSpace α} [MeasureSpace α]",
                  "{m : MeasurableSpace α} [∀ i, MeasurableSpace (ι → α)]"):
        assert render("theorem MeasureTheory.foo (s : Set α) : μ s ≤ μ s",
                      "namespace MeasureTheory",
                      f"variable {{α ι : Type*}} {rival} {{μ : Measure α}}")[0] is None, rival
    # `μ` written before `m` did not take it (and a `Measure` of another namespace is not one)
    assert render("theorem foo (x : α) : x = x ∧ μ = μ",
                  "variable {α : Type*} {μ : MeasureTheory.Measure α} {m : MeasurableSpace α}",
                  ) == (None, refused)
    assert render("theorem Foo.foo (x : α) : x = x ∧ μ = μ", "namespace Foo",
                  "variable {α : Type*} {m : MeasurableSpace α} {μ : Measure α}",
                  )[0] is None
    # an instance binder written after it takes it too (`class BorelSpace (α : Type*)
    # [TopologicalSpace α] [MeasurableSpace α]`), unless `omit … in` leaves it out
    ctx = ("variable {α : Type*} [TopologicalSpace α] {m : MeasurableSpace α} [BorelSpace α]")
    formal, reason = render("theorem foo (s : Set α) (h : IsOpen s) : s = s", ctx)
    assert formal is not None and "(m : MeasurableSpace α) [BorelSpace α]" in formal, reason
    assert render("theorem foo (s : Set α) (h : IsOpen s) : s = s", ctx,
                  "omit [BorelSpace α] in")[0] is None
    # a kernel `Kernel α β` takes both spaces (`structure Kernel (α β : Type*) [MeasurableSpace
    # α] [MeasurableSpace β]`)
    assert render("theorem ProbabilityTheory.foo (κ : Kernel α β) : κ = κ",
                  "namespace ProbabilityTheory",
                  "variable {α β : Type*} {mα : MeasurableSpace α} {mβ : MeasurableSpace β}",
                  )[0] == ("∀ {α β : Type*} (mα : MeasurableSpace α) (mβ : MeasurableSpace β) "
                           "(κ : ProbabilityTheory.Kernel α β), κ = κ")
    # a variable of a structure type that is not a class is included only where it is used
    formal, reason = render("theorem Finset.foo (x : α) : x = x",
                            "variable {α : Type*} {s : Finset α}")
    assert formal == "∀ {α : Type*} (x : α), x = x", reason


@pytest.mark.parametrize(("text", "bound"), [
    ("∑ i ∈ range (n + 1), f i", {"i"}),
    ("∀ x ∈ f (g y), P x", {"x"}),
    ("∃ x < (a + b), P x", {"x"}),
    ("{n ∈ range (nth p (k + 1)) | p n}", {"n"}),
    ("∀ ⟨x, hx⟩ ∈ s, P", {"x", "hx"}),
    ("∀ (x : T) (y : U), P", {"x", "y"}),
])
def test_a_bounded_binders_collection_binds_nothing(text: str, bound: set[str]) -> None:
    """`∑ i ∈ range (n + 1)` binds `i` only: `n` is the file's variable and `nth` in
    `{n ∈ range (nth p k) | p n}` Mathlib's `Nat.nth` (it was taken for a bound name, so left
    unqualified and its variable left out)."""
    from forminv_lean.formalise.resolve import local_names

    assert local_names(text) == bound
