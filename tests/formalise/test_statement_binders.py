"""Names a statement binds itself, ContDiff's `∞`/`ω`, and a few more core names.

- binders Lean reads and the resolver did not: the dependent pair types `(i : ι) × β i` and
  `(a : α) ×' p a` (core's `Sigma`/`PSigma` binder notation), the dependent
  `if h : c then t else e` (`dite`), plain names after bracketed binders (`∀ (r : R) x hx, …`)
  the circle and torus integrals `∮ z in C(c, R), f z`, `∯`, the averages `⨍`/`⨍⁻` and
  `⨂[R] i, s i`; a binder's domain after `in` (`∫ x in (f a)..b`) binds nothing;
- `scoped [ContDiff] notation3 "∞" => ((⊤ : ℕ∞) : WithTop ℕ∞)` and `"ω" => (⊤ : WithTop ℕ∞)`
  (Mathlib/Analysis/Calculus/ContDiff/FTaylorSeries.lean): expanded to that very term where
  `open scoped ContDiff` is in effect, refused where it is not or where ENNReal's `∞` is too;
- core's `Sigma.fst`/`PSigma.snd` fields, the root `cond`, `flip`, `LawfulMonad` and
  `Relation.TransGen`.

Hand cases use Mathlib v4.19.0's name index in ../shared/external/mathlib (skipped when absent).
"""

from __future__ import annotations

import pytest

from forminv_lean.formalise.resolve import local_names
from tests.mathlib_corpus import INDEX, needs_index, render

SMOOTH = ("theorem foo {𝕜 : Type*} [NontriviallyNormedField 𝕜] {E : Type*} [NormedAddCommGroup E] "
          "[NormedSpace 𝕜 E] {f : E → E} ")


@pytest.mark.parametrize(("text", "bound"), [
    ("(i : Fin m) × Fin (n i)", {"i"}),
    ("(a : α) ×' p a", {"a"}),
    ("∏ᶠ i, f i = if h : p then f h else 1", {"i", "h"}),
    ("∀ (r : R) x hx, p x hx → p (r • x) hx", {"r", "x", "hx"}),
    ("∮ z in C(c, R), f z", {"z"}),
    ("⨍⁻ _x, (0 : ℝ≥0∞) ∂μ = 0", {"_x"}),
    ("0 < μ {x ∈ s | ⨍⁻ a in s, f a ∂μ ≤ f x}", {"a", "x"}),
    ("(⨂[R] i, s i) →ₗ[R] E", {"i"}),
])
def test_names_the_statement_binds(text: str, bound: set[str]) -> None:
    assert bound <= local_names(text)


@pytest.mark.parametrize("text", [
    "(univ : Set α) ×ˢ t = Prod.snd ⁻¹' t",        # `×ˢ` is the set product, no binder
    "(pure a : Filter α) ×ˢ (pure b : Filter β) = pure (a, b)",
])
def test_an_ascription_before_a_product_binds_nothing(text: str) -> None:
    assert not local_names(text) & {"univ", "pure"}


def test_free_names_stay_free() -> None:
    assert "x" not in local_names("∀ (r : R), p (f x) r")    # after the comma: free
    assert not {"h", "x", "y"} & local_names("if p then x else y")
    assert "x" not in local_names("∀ (r : R) x + 1 = y, p r")  # not a list of names
    # the domain after `in` binds nothing, bracketed or not; nor does `⨂`'s ring
    assert local_names("∯ x in T(c, R), f x") == {"x"}
    assert local_names("∫ x in (f a)..b, g x") == {"x"}
    assert "R" not in local_names("(⨂[R] i, s i) →ₗ[R] E")


@needs_index
def test_contdiff_infinity_is_the_coercion_of_enat_top() -> None:
    formal, reason = render(SMOOTH + "(h : ContDiff 𝕜 ∞ f) : ContDiff 𝕜 ω f",
                            "open scoped ContDiff")
    assert reason is None and formal is not None
    assert "ContDiff 𝕜 ((⊤ : ℕ∞) : WithTop ℕ∞) f → ContDiff 𝕜 (⊤ : WithTop ℕ∞) f" in formal


@needs_index
def test_contdiff_infinity_is_refused_where_not_in_effect_or_ambiguous() -> None:
    formal, _ = render(SMOOTH + "(h : ContDiff 𝕜 ∞ f) : ContDiff 𝕜 ω f")
    assert formal is None
    formal, reason = render(SMOOTH + "(h : ContDiff 𝕜 ∞ f) : ContDiff 𝕜 ∞ f",
                            "open scoped ContDiff ENNReal")
    assert formal is None and reason is not None and "2 meanings" in reason


@needs_index
def test_bound_names_render() -> None:
    formal, reason = render("theorem foo {m : ℕ} {n : Fin m → ℕ} (k : (i : Fin m) × Fin (n i)) "
                            ": k = k")
    assert reason is None and formal is not None and "(i : Fin m) × Fin (n i)" in formal
    # the dependent `if` binds `h`: no longer refused as an unresolved name
    _, reason = render("theorem foo {p : Prop} [Decidable p] (f : p → ℕ) : "
                       "(if h : p then f h else 1) = (if h : p then f h else 1)")
    assert reason is None or "unresolved name h" not in reason


@needs_index
def test_more_core_names_resolve() -> None:
    assert INDEX is not None
    for name in ("Sigma.fst", "Sigma.snd", "PSigma.fst", "PSigma.snd", "cond", "flip",
                 "LawfulMonad"):
        assert INDEX.resolve(name) == [name]
    assert INDEX.resolve("fst", "Sigma") == ["Sigma.fst"]
    # core's `Relation.TransGen` under `open Relation` (Mathlib's `ReflTransGen` beside it); a
    # short lowercase name there may be a core declaration of `Relation`: unknowable
    opened = INDEX.open_namespaces("", ("Relation",))
    assert INDEX.resolve("TransGen", "", opened) == ["Relation.TransGen"]
    assert INDEX.resolve("ReflTransGen", "", opened) == ["Relation.ReflTransGen"]
    assert INDEX.resolve("map", "", opened) is None


def test_contdiff_infinity_reads_as_a_coercion_not_withtop_top() -> None:
    """`((⊤ : ℕ∞) : WithTop ℕ∞)` is `↑(⊤ : ℕ∞)` (`WithTop.some ⊤`), not `(⊤ : WithTop ℕ∞)`."""
    from forminv_lean.formal.statements import elaborate_rendering

    t = elaborate_rendering("∀ n : WithTop ℕ∞, n ≠ ((⊤ : ℕ∞) : WithTop ℕ∞)")
    ne = t.args[0]
    coerced = ne.args[1]
    assert coerced.name == "↑" and coerced.args[0].name == "⊤"
    assert coerced.args[0].ty.name == "ℕ∞" and coerced.ty.name == "WithTop"
