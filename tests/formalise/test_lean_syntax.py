"""Lean syntax a Track B rendering reads as Lean does, or refuses (issue #24).

- a binder written without a type (`{n}`, `(x)`) gets the type its first use fixes in Lean
  (the argument of `Fin`, the element of `a ∈ s` with `s : Set T`, the argument of a function
  variable), and refuses otherwise;
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
from forminv_lean.formalise.name_index import load_index
from tests.mathlib_corpus import require, rows_named

INDEX = load_index()
pytestmark = pytest.mark.skipif(
    INDEX is None, reason="Mathlib name index not found (../shared/external/mathlib; set "
                          "FORMINV_MATHLIB_INDEX)")


def render(header: str, *context: str) -> tuple[str | None, str | None]:
    r = signature_to_formal(parse_decl(header), LeanContext.from_lines(list(context)))
    return r.formal, r.reason


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


@pytest.mark.parametrize("header", [
    # first use `0 < n`: a numeral leaves the type open (Lean would fix it only later)
    "theorem foo {n} (h : 0 < n) (x : Fin n) : x = x",
    # the collection has no type either
    "theorem foo {s a} (h : a ∈ s) : a ∈ s",
    # field notation first: needs the type it is looking for
    "theorem foo {n} (h : n.succ = 1) (x : Fin n) : x = x",
    # an argument of a Mathlib constant: its parameter types are not known here
    "theorem foo {α : Type*} {x} (h : Function.IsFixedPt id x) : x = x",
    # the name is bound again in the text of its first use
    "theorem foo {α : Type*} (s : Set α) {a} (h : a ∈ s ∧ ∀ a, a ∈ s) : True",
    # a bundled map applied: a coercion to a function, not a function variable
    "theorem foo {M N : Type*} [Monoid M] [Monoid N] (f : M →* N) (x) : f x = f x",
    # never used: Lean leaves a universe-polymorphic type, not ℕ
    "theorem foo {n} : True",
    # the collection's element type mentions another untyped binder
    "theorem foo {m} {s : Set (Fin m)} {a} (h : a ∈ s) (x : Fin m) : True",
])
def test_binder_whose_first_use_does_not_fix_its_type_is_refused(header: str) -> None:
    formal, reason = render(header)
    assert formal is None and reason == "unsupported: binder without a type", (formal, reason)


@settings(max_examples=60, deadline=None)
@given(st.lists(st.sampled_from(["(x : Fin n)", "(h : 0 < n)", "(y : ZMod n)",
                                 "(h' : n.succ = 2)", "(f : Fin n → ℕ)"]),
                min_size=1, max_size=4))
def test_first_use_decides(binders: list[str]) -> None:
    """Whatever follows, the binder is ℕ exactly when its first use is `Fin n`/`ZMod n`."""
    got = infer_types(["n"], [(b.split(" : ", 1)[1].rstrip(")"), {}) for b in binders])
    first = binders[0]
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
    # ContDiff's `∞` is `((⊤ : ℕ∞) : WithTop ℕ∞)`, a coercion: refused
    formal, reason = render("theorem foo (n : WithTop ℕ∞) (h : n = ∞) : True",
                            "open scoped ContDiff")
    assert formal is None, formal


# ----------------------------------------------------------------------------- corpus


CORPUS_CASES = {
    "ENNReal.dichotomy":
        "∀ (p : ℝ≥0∞) [Fact (1 ≤ p)], p = (⊤ : ℝ≥0∞) ∨ 1 ≤ p.toReal",
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
