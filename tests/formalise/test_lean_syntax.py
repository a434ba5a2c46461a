"""Lean syntax a Track B rendering reads as Lean does, or refuses (issue #24).

- a binder written without a type (`{n}`, `(x)`) gets the type its first use fixes in Lean
  (the argument of `Fin`, the element of `a ∈ s` with `s : Set T`/`Ideal R`/`Filter α`/...,
  the argument of a function variable or of a bundled map), and refuses otherwise;
- ENNReal's `∞` (`scoped[ENNReal] notation "∞" => (⊤ : ENNReal)`) is `(⊤ : ℝ≥0∞)`;
- `f <| x` is `f x`, its right operand running to the end of the enclosing group.

End to end through `signature_to_formal` against Mathlib v4.19.0's name index, on hand-made
headers and on corpus rows read from ../shared/external/mathlib (skipped when absent).
"""

from __future__ import annotations

import dataclasses

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from forminv_lean.extract.lean_decl import parse_decl
from forminv_lean.formal import elaborate
from forminv_lean.formalise import LeanContext, signature_to_formal
from forminv_lean.formalise.binder_types import infer_types
from tests.mathlib_corpus import needs_index, render, require, rows_named

pytestmark = needs_index


# ----------------------------------------------------------------------------- binders


def test_fin_argument_makes_a_binder_a_natural_number() -> None:
    formal, reason = render("theorem foo {n} (x : Fin n) : x = x")
    assert formal == "∀ (n : ℕ) (x : Fin n), x = x", reason
    elaborate(formal)


def test_membership_gives_the_element_type() -> None:
    formal, reason = render("theorem foo {α : Type*} {s : Set α} {a} (h : a ∈ s) : a ∈ s")
    assert formal == "∀ {α : Type*} (s : Set α) (a : α), a ∈ s → a ∈ s", reason


def test_function_variable_gives_its_domain() -> None:
    formal, reason = render("theorem foo {α β : Type*} (f : α → β) (x) : f x = f x")
    assert formal == "∀ {α β : Type*} (f : α → β) (x : α), f x = f x", reason


@pytest.mark.parametrize(("header", "formal"), [
    # a bundled map applied: Lean coerces it through `FunLike`, its argument in the domain
    ("theorem foo {M N : Type*} [Monoid M] [Monoid N] (f : M →* N) (x) : f x = f x",
     "∀ {M N : Type*} [Monoid M] [Monoid N] (f : M →* N) (x : M), f x = f x"),
    ("theorem foo {R M : Type*} [Ring R] [AddCommGroup M] [Module R M] (f : M →ₗ[R] M) (x) :"
     " f x = x",
     "∀ {R M : Type*} [Ring R] [AddCommGroup M] [Module R M] (f : M →ₗ[R] M) (x : M), f x = x"),
    # the inverse of an equivalence: its domain is the equivalence's codomain
    ("theorem foo {M N : Type*} [Monoid M] [Monoid N] (e : M ≃* N) {x} : e (e.symm x) = x",
     "∀ {M N : Type*} [Monoid M] [Monoid N] (e : M ≃* N) (x : N), e (e.symm x) = x"),
    # SetLike structures: the element type their instance fixes
    ("theorem foo {R : Type*} [CommRing R] (I : Ideal R) {x} (hx : x ∈ I) : x * x ∈ I",
     "∀ {R : Type*} [CommRing R] (I : Ideal R) (x : R), x ∈ I → x * x ∈ I"),
    ("theorem foo {R A : Type*} [CommRing R] [Ring A] [Algebra R A] (S : Subalgebra R A) {x}"
     " (h : x ∈ S) : True",
     "∀ {R A : Type*} [CommRing R] [Ring A] [Algebra R A] (S : Subalgebra R A) (x : A),"
     " x ∈ S → True"),
    # a filter's elements are sets, also for a function variable's value
    ("theorem foo {α : Type*} {f : Filter α} {s} (hs : s ∈ f) : s ∈ f",
     "∀ {α : Type*} (f : Filter α) (s : Set α), s ∈ f → s ∈ f"),
    ("theorem foo {α ι : Type*} {f : ι → Filter α} (i : ι) {s} (hs : s ∈ f i) : s ∈ f i",
     "∀ {α ι : Type*} (f : ι → Filter α) (i : ι) (s : Set α), s ∈ f i → s ∈ f i"),
])
def test_binder_typed_by_a_bundled_map_or_a_membership(header: str, formal: str) -> None:
    got, reason = render(header)
    assert got == formal, reason
    elaborate(got)


@pytest.mark.parametrize("header", [
    # first use `0 < n`: a numeral leaves the type open, and nothing later fixes it
    "theorem foo {n} (h : 0 < n) : n = n",
    # the collection has no type either
    "theorem foo {s a} (h : a ∈ s) : a ∈ s",
    # field notation first: needs the type it is looking for
    "theorem foo {n} (h : n.succ = 1) (x : Fin n) : x = x",
    # an argument of a Mathlib constant: its parameter types are not known here
    "theorem foo {α : Type*} {x} (h : Function.IsFixedPt id x) : x = x",
    # a bundled map that is no equivalence has no `symm`; a `symm` applied is not a variable
    "theorem foo {M N : Type*} [Monoid M] [Monoid N] (f : M →* N) {x} : f (f.symm x) = x",
    # the equality's left side comes first: `=` leaves it open until unification
    "theorem foo {M N : Type*} [Monoid M] [Monoid N] (e : M ≃* N) {y} : y = e.symm y",
    # membership in a structure whose element type is not in the table (`Con M` is no SetLike)
    "theorem foo {M : Type*} [Mul M] (c : Con M) {x} (h : x ∈ c) : True",
    # the collection's name is bound again inside the text, with no type: not the header's
    # variable
    "theorem foo {α : Type*} (s : Set α) {a} (h : ∀ s, a ∈ s) : True",
    # membership in an application of a function variable not applied to all its arguments
    "theorem foo {α ι : Type*} (f : ι → ι → Filter α) (i : ι) {s} (h : s ∈ f i) : True",
    # never used: Lean leaves a universe-polymorphic type, not ℕ
    "theorem foo {n} : True",
])
def test_binder_whose_first_use_does_not_fix_its_type_is_refused(header: str) -> None:
    formal, reason = render(header)
    assert formal is None and reason == "unsupported: binder without a type", (formal, reason)


def test_an_element_type_an_earlier_text_fixes_types_the_member() -> None:
    """`{m} {s : Set (Fin m)} {a} (h : a ∈ s)`: `Set (Fin m)` makes `m : ℕ` (Fin's argument),
    then `a ∈ s` makes `a : Fin m` (Membership's outParam), as Lean elaborates the binders in
    order (`binder_chain`, round 24; refused before)."""
    formal, reason = render("theorem foo {m} {s : Set (Fin m)} {a} (h : a ∈ s) (x : Fin m) : True")
    assert formal is not None and "(m : ℕ)" in formal and "(a : (Fin m))" in formal, reason


@settings(max_examples=60, deadline=None)
@given(st.lists(st.sampled_from(["(x : Fin n)", "(h : 0 < n)", "(y : ZMod n)",
                                 "(h' : n.succ = 2)", "(f : Fin n → ℕ)"]),
                min_size=1, max_size=4))
def test_first_use_decides(binders: list[str]) -> None:
    """Whatever follows, the binder is ℕ exactly when its first use that fixes a type is `Fin
    n`/`ZMod n`: `0 < n` leaves it open (no default instance before the header is elaborated),
    field notation `n.succ` needs it known."""
    got = infer_types(["n"], [(b.split(" : ", 1)[1].rstrip(")"), {}) for b in binders])
    first = next((b for b in binders if b != "(h : 0 < n)"), "")
    determined = first.startswith(("(x : Fin", "(y : ZMod", "(f : Fin"))
    assert got == ({"n": "ℕ"} if determined else {})


# ----------------------------------------------------------------------------- ∞


def test_ennreal_infinity_is_top_of_ennreal() -> None:
    formal, reason = render("theorem ENNReal.foo (a : ℝ≥0∞) (h : a ≠ ∞) : a < ∞",
                            "open ENNReal", "namespace ENNReal")
    assert formal == "∀ a : ℝ≥0∞, a ≠ (⊤ : ℝ≥0∞) → a < (⊤ : ℝ≥0∞)", reason
    elaborate(formal)


def test_infinity_with_two_meanings_or_a_coercion_is_refused() -> None:
    # ENNReal's `∞` and OnePoint's `∞` both open: Lean's choice depends on declaration order
    formal, reason = render("theorem foo (a : ℝ≥0∞) (h : a ≠ ∞) : True",
                            "open ENNReal OnePoint")
    assert formal is None and "meanings" in (reason or ""), (formal, reason)
    # ContDiff's `∞` is `((⊤ : ℕ∞) : WithTop ℕ∞)`, a coercion: kept as written (the formal
    # language reads it as `↑(⊤ : ℕ∞)`, not `WithTop`'s `⊤`); see test_statement_binders.py
    formal, reason = render("theorem foo (n : WithTop ℕ∞) (h : n = ∞) : True",
                            "open scoped ContDiff")
    assert formal is not None and "n = ((⊤ : ℕ∞) : WithTop ℕ∞)" in formal, (formal, reason)


# ----------------------------------------------------------------------------- corpus


CORPUS_CASES = {
    "ENNReal.dichotomy":
        "∀ (p : ℝ≥0∞) [Fact (1 ≤ p)], p = (⊤ : ℝ≥0∞) ∨ 1 ≤ (ENNReal.toReal p)",
    "Finset.single_le_prod'":
        "∀ {ι N : Type*} [CommMonoid N] [PartialOrder N] [IsOrderedMonoid N] (f : ι → N) "
        "(s : Finset ι), (∀ i ∈ s, 1 ≤ f i) → ∀ a : ι, a ∈ s → f a ≤ ∏ x ∈ s, f x",
    "Function.Periodic.exists_mem_Ico₀":
        "∀ {α β : Type*} (f : α → β) (c : α) [AddCommGroup α] [LinearOrder α] "
        "[IsOrderedAddMonoid α] [Archimedean α], Function.Periodic f c → 0 < c → "
        "∀ x : α, ∃ y ∈ Set.Ico 0 c, f x = f y",
    "Polynomial.eval_surjective":   # `Function.Surjective <| eval x`
        "∀ {R : Type*} [Semiring R] (x : R), Function.Surjective (Polynomial.eval x)",
    "IsAbsoluteValue.abv_nonneg":
        "∀ {S : Type*} [Semiring S] [PartialOrder S] {R : Type*} [Semiring R] (abv : R → S) "
        "[IsAbsoluteValue abv] (x : R), 0 ≤ abv x",
    # binders without a type, typed at their first use as Lean does
    "Filter.mem_iInf_of_mem":   # `{s} (hs : s ∈ f i)`, `f : ι → Filter α`
        "∀ {α : Type*} {ι : Sort*} (f : ι → Filter α) (i : ι) (s : Set α), s ∈ f i → "
        "s ∈ ⨅ i, f i",
    "Ideal.eq_top_of_isUnit_mem":   # `{x} (hx : x ∈ I)`, `I : Ideal α`
        "∀ {α : Type*} [Semiring α] (I : Ideal α) (x : α), x ∈ I → IsUnit x → I = ⊤",
    "CoalgEquiv.symm_apply_apply":   # `(x) : e.symm (e x) = x`, `e : A ≃ₗc[R] B`
        "∀ {R A B : Type*} [CommSemiring R] [AddCommMonoid A] [AddCommMonoid B] [Module R A] "
        "[Module R B] [CoalgebraStruct R A] [CoalgebraStruct R B] (e : A ≃ₗc[R] B) (x : A), "
        "e.symm (e x) = x",
}


def test_corpus_rows_render_as_lean_reads_them() -> None:
    require()
    rows = rows_named(CORPUS_CASES)
    assert set(rows) == set(CORPUS_CASES)
    for name, expected in CORPUS_CASES.items():
        row = rows[name]
        decl = dataclasses.replace(parse_decl(row["decl"]), name=name)
        r = signature_to_formal(decl, LeanContext.from_lines(row["context"]),
                                module=row["module"])
        assert r.formal == expected, (name, r.formal, r.reason)


# ----------------------------------------------------------------------------- <|


@pytest.mark.parametrize("text, expected", [
    ("Tendsto f atTop (𝓝 <| f x)", "Tendsto f atTop (𝓝 (f x))"),
    ("f <| g <| x = y", "f (g (x = y))"),              # right operand: to the group's end
    ("(f <| x : T)", "(f (x) : T)"),                   # an ascription is of `f x`
    ("⟨f <| x, y⟩", "⟨f (x), y⟩"),
    ("if c then f <| x else y", "if c then f (x) else y"),
    ("{x | p <| f x}", "{x | p (f x)}"),
    ("a <|> b", "a <|> b"),                            # orElse: another operator
])
def test_pipe_is_application(text: str, expected: str) -> None:
    from forminv_lean.formalise.lean_sugar import expand_pipes

    assert expand_pipes(text) == expected


@settings(max_examples=80, deadline=None)
@given(st.lists(st.sampled_from(["f", "g a", "h a b", "Nat.succ"]), min_size=1, max_size=4),
       st.sampled_from(["x", "x + 1", "x = y", "fun z => z"]))
def test_pipes_nest_to_the_right(fns: list[str], arg: str) -> None:
    """`f <| g a <| x` parses as `f (g a (x))` (Lean: `<|` at `min`, right associative)."""
    from forminv_lean.formal import parse
    from forminv_lean.formalise.lean_sugar import expand_pipes

    piped = " <| ".join([*fns, arg])
    nested = arg
    for f in reversed(fns):
        nested = f"{f} ({nested})"
    assert parse(expand_pipes(piped)) == parse(nested)


def test_pipe_renders_end_to_end() -> None:
    formal, reason = render("theorem foo (f : ℕ → ℕ) (p : ℕ → Prop) (h : ∀ x, p <| f x) : "
                            "p <| f 0")
    assert formal == "∀ (f : ℕ → ℕ) (p : ℕ → Prop), (∀ x, p (f x)) → p (f 0)", reason


@settings(max_examples=80, deadline=None)
@given(st.sampled_from(["∏ x ∈ s, f x", "∑ i ∈ s, g i", "∀ x : ℕ, p x", "∃ x, p x ∧ q x",
                        "fun x => f x", "fun ⟨a, b⟩ ↦ a + b", "⨆ i, s i", "∫ x in a..b, f x"]),
       st.sampled_from(["", "(", "(c, "]))
def test_a_binder_notation_operand_of_a_pipe_runs_to_its_group_end(body: str, before: str) -> None:
    """`p <| ∏ x ∈ s, f x` is `p (∏ x ∈ s, f x)`: the binder notation's own `,`/`=>` is no end of
    the `<|` operand (Lean: `<|` at `min`, the body of a binder notation runs as far as it can);
    inside a tuple the next top-level `,` ends it."""
    from forminv_lean.formalise.lean_sugar import expand_pipes

    after = {"": "", "(": ")", "(c, ": ", d)"}[before]
    assert expand_pipes(f"{before}p <| {body}{after}") == f"{before}p ({body}){after}"


def test_a_pipe_into_a_big_operator_renders_end_to_end() -> None:
    formal, reason = render("theorem foo (s : Finset ℕ) (f : ℕ → ℕ) (p : ℕ → Prop) "
                            "(h : ∀ x ∈ s, p <| f x) : p <| ∏ x ∈ s, f x")
    assert formal == ("∀ (s : Finset ℕ) (f : ℕ → ℕ) (p : ℕ → Prop), (∀ x ∈ s, p (f x)) → "
                      "p (∏ x ∈ s, f x)"), reason


def test_heyting_negation_is_hnot_at_precedence_72() -> None:
    """`￢a` is `HNot.hnot a` (Mathlib/Order/Notation.lean:165 `prefix:72 "￢" => hnot`): it takes
    a `•` chain (73) and stops before `*` (70) and `⊔` (68)."""
    from forminv_lean.formal import parse

    assert parse("￢a = b") == parse("HNot.hnot a = b")
    assert parse("￢a * b") == parse("HNot.hnot a * b")
    assert parse("￢a ⊔ b") == parse("HNot.hnot a ⊔ b")
    assert parse("￢c • a") == parse("HNot.hnot (c • a)")
    formal, reason = render("theorem hnot_eq_compl {α : Type*} [BooleanAlgebra α] (x : α) : "
                            "￢x = xᶜ")
    assert formal is not None and elaborate(formal).ty is not None, reason
