"""`variable` lines and instance binders read as Lean reads them (round 14).

- `variable (C D)` / `{x}` without a type is a binder update (lean4 `replaceBinderAnnotation`):
  the latest binder of each name gets the new brackets where it stands (a group split when
  only some of its names change), until the end of the scope that made the update; a name
  not declared yet is a new variable.
- A name bound by a `fun`/`∀` in part of a statement and used free elsewhere (`fun x ↦ f x`
  … `x`) is mentioned, so its `variable` is included; the letters glued to an arrow (`→L[𝕜]`,
  `≃o`) are its token's, not a variable; `fun` is a binder only as a word (`e.functor`).
- A binder whose type is a `∀`/`→` ending in a type (`(i : ∀ a ∈ s, κ)`, `(φ : Π i, F i)`) is
  a function, not a hypothesis.
- An instance binder is a class applied to any arguments: `[Pow M ℕ]`, `[SMul R ℝ≥0∞]` are
  about `M`, `R`, kept on it and printed back in place; `[Filter.NeBot l]` is a hypothesis.
"""

from __future__ import annotations

import pytest

from forminv_lean.extract.lean_decl import Binder
from forminv_lean.formal.lean.printer import to_lean_text
from forminv_lean.formal.meaning.terms import walk
from forminv_lean.formal.statements import elaborate_rendering
from forminv_lean.formalise.context import LeanContext
from forminv_lean.formalise.render import _mentions
from tests.mathlib_corpus import needs_index, render


def _vars(ctx: LeanContext) -> list[tuple[str, tuple[str, ...]]]:
    return [(b.kind, b.names) for b in ctx.variables if b.kind != "instance"]


def test_a_binder_update_changes_brackets_in_place() -> None:
    ctx = LeanContext.scan("variable {C D : Type*} [Category C] {E : Type*}\nvariable (C D)\n"
                           "variable {x : C}\n")
    assert _vars(ctx) == [("explicit", ("C", "D")), ("implicit", ("E",)),
                          ("implicit", ("x",))]


def test_a_group_updated_in_part_is_kept_whole() -> None:
    # Lean splits it; the rendering prints the same either way, so the group is kept
    ctx = LeanContext.scan("variable {C D : Type*}\nvariable (C)\n")
    assert ctx.variables == [Binder("implicit", ("C", "D"), "Type*")]


def test_a_whole_group_updated_stays_one_binder() -> None:
    ctx = LeanContext.scan("variable {C D : Type*}\nvariable (C D)\n")
    assert ctx.variables == [Binder("explicit", ("C", "D"), "Type*")]


def test_an_update_lasts_until_the_end_of_its_section() -> None:
    ctx = LeanContext.scan("variable {C D : Type*}\nsection A\nvariable (C D)\n")
    assert ctx.variables == [Binder("explicit", ("C", "D"), "Type*")]
    ctx.step("end A", [])
    assert ctx.variables == [Binder("implicit", ("C", "D"), "Type*")]


def test_an_update_in_a_variable_in_command_is_for_that_declaration_only() -> None:
    ctx = LeanContext.scan("variable {f : ℕ → ℕ}\nvariable (f) in\n")
    assert _vars(ctx) == [("explicit", ("f",))]
    ctx.step("theorem t : True", [])
    ctx.step("variable {n : ℕ}", [])
    assert _vars(ctx) == [("implicit", ("f",)), ("implicit", ("n",))]


def test_an_update_of_a_known_and_a_new_name_declares_only_the_new_one() -> None:
    ctx = LeanContext.scan("variable {α : Type*}\nvariable (α γ)\n")
    assert _vars(ctx) == [("explicit", ("α",)), ("explicit", ("γ",))]
    assert [b.type for b in ctx.variables] == ["Type*", None]


@pytest.mark.parametrize(("text", "free", "not_free"), [
    ("HasFDerivWithinAt (fun x ↦ f (x + a)) f' s x", {"x", "f", "a"}, set()),
    ("(digits 10 n).map fun n : ℕ => (n : ℤ)", {"n"}, set()),
    ("∀ x ∈ s, P x", {"s", "P"}, {"x"}),
    ("{x | p x} = t", {"p", "t"}, {"x"}),
    ("(f' : E →L[𝕜] F) (g : α ≃o β)", {"E", "F", "𝕜", "α", "β"}, {"L", "o"}),
    ("(karoubiUniversal₂ C D).functor = functorExtension₂ C D", {"C", "D"}, set()),
    # a binder predicate in a set-builder binds too (`Set.sep`), across nested braces
    ("{ x ∈ { y | p y } | q x } = { x | p x ∧ q x }", {"p", "q"}, {"x", "y"}),
    ("{ n < k | Even n } = t", {"k", "t"}, {"n"}),
])
def test_mentions_are_the_free_occurrences(text: str, free: set[str], not_free: set[str]) -> None:
    got = _mentions(text)
    assert free <= got and not (not_free & got)


@needs_index
def test_a_variable_used_free_beside_a_binder_of_its_name_is_included() -> None:
    formal, reason = render(
        "theorem t (a : E) : HasFDerivWithinAt (fun x ↦ f (x + a)) f' s x ↔ "
        "HasFDerivWithinAt f f' (a +ᵥ s) (x + a)",
        "variable {𝕜 : Type*} [NontriviallyNormedField 𝕜]",
        "variable {E : Type*} [NormedAddCommGroup E] [NormedSpace 𝕜 E]",
        "variable {F : Type*} [NormedAddCommGroup F] [NormedSpace 𝕜 F]",
        "variable {f : E → F} {f' : E →L[𝕜] F} {x : E} {s : Set E} {L : Filter E}")
    assert formal is not None, reason
    assert "(x : E)" in formal and "Filter" not in formal   # `L` is not mentioned by `→L[`


@needs_index
def test_a_family_valued_binder_is_a_function_not_a_hypothesis() -> None:
    _, reason = render("theorem t {φ' : Π i, F' i} : φ' = φ'",
                       "variable {n : ℕ} {F' : Fin n → Type*}")
    assert reason is None or "φ'" not in reason


@pytest.mark.parametrize(("text", "printed"), [
    ("∀ {M : Type*} [MulOneClass M] [Pow M ℕ] (k n : ℕ) (x : M), x ^ (k + n) = x ^ k * x ^ n",
     "[Pow M ℕ]"),
    ("∀ {R : Type*} [SMul R ℝ≥0∞] (c : R) (x : ℝ≥0∞), c • x = c • x", "[SMul R ℝ≥0∞]"),
    ("∀ {G : Type*} [Pow G ℤ] (g : G), g ^ (1 : ℤ) = g ^ (1 : ℤ)", "[Pow G ℤ]"),
])
def test_an_instance_about_a_type_variable_not_last(text: str, printed: str) -> None:
    t = elaborate_rendering(text)
    assert any("#" in c for u in walk(t) for c in u.classes)
    assert printed in to_lean_text(t)


def test_an_instance_on_no_type_variable_is_still_refused() -> None:
    from forminv_lean.formal.errors import UnsupportedError

    with pytest.raises(UnsupportedError):
        elaborate_rendering("∀ {M : Type*} [Pow ℕ ℕ] (x : M), x = x")


def test_a_nebot_binder_is_a_hypothesis() -> None:
    t = elaborate_rendering("∀ {α : Type*} (l : Filter α) [Filter.NeBot l], l = l")
    assert any(u.op == "imp" for u in walk(t))


def test_a_proposition_class_on_a_field_of_a_value_is_a_hypothesis() -> None:
    t = elaborate_rendering(
        "∀ {C : Type*} [CategoryTheory.Category C] (S₁ S₂ : CategoryTheory.ShortComplex C) "
        "(φ : S₁ ⟶ S₂) [CategoryTheory.Epi φ.τ₁], φ = φ")
    assert any(u.op == "imp" for u in walk(t))


def test_a_data_class_on_a_field_of_a_value_is_still_refused() -> None:
    from forminv_lean.formal.errors import UnsupportedError

    with pytest.raises(UnsupportedError):
        elaborate_rendering("∀ {α : Type*} (p : α × α) [Inhabited p.1], p = p")
