"""Scoped notations read as their commands say, only where Lean has them in effect.

- `u ~[l] v` is `Asymptotics.IsEquivalent l u v` (Mathlib/Analysis/Asymptotics/
  AsymptoticEquivalent.lean:73, `scoped notation:50`), read only under `Asymptotics`.
- A global notation is in effect only in a module that imports its module: the scoped
  `α ⟹ β` of `MvFunctor` (`TypeVec.Arrow`, Mathlib/Data/TypeVec.lean) is no longer refused for
  the global `A ⟹ B` of Mathlib/CategoryTheory/Closed/Cartesian.lean where that file is not
  imported, and still is where it is.

Hand cases over the shared Mathlib index (skipped when absent).
"""

from __future__ import annotations

from forminv_lean.extract.lean_decl import parse_decl
from forminv_lean.formal.meaning.ast import App, Name
from forminv_lean.formal.meaning.parser import parse
from forminv_lean.formalise import LeanContext, signature_to_formal
from tests.mathlib_corpus import needs_index, render

_EQUIV = ("theorem Asymptotics.IsEquivalent.isTheta {α β : Type*} [NormedAddCommGroup β] "
          "{l : Filter α} {u v : α → β} (h : u ~[l] v) : u =Θ[l] v")


def test_asymptotic_equivalence_parses_as_its_constant() -> None:
    assert parse("u ~[l] v") == App(Name("Asymptotics.IsEquivalent"),
                                     (Name("l"), Name("u"), Name("v")))
    # a relation beside it is not read (Lean's operands are at 50: `a = b ~[l] c` is
    # `(a = b) ~[l] c`, which the formal language does not parse)
    try:
        parse("a = b ~[l] c")
    except Exception:   # noqa: BLE001 - any refusal will do
        return
    raise AssertionError("`a = b ~[l] c` was read")


@needs_index
def test_asymptotic_equivalence_is_read_where_in_effect() -> None:
    formal, reason = render(_EQUIV, "namespace Asymptotics")
    assert formal is not None, reason
    assert "u ~[l] v → u =Θ[l] v" in formal
    formal, reason = render(_EQUIV, "open Asymptotics")
    assert formal is not None, reason


@needs_index
def test_asymptotic_equivalence_is_refused_out_of_effect() -> None:
    # (a dotted name opens its namespace for names only after parsing: `foo` here)
    formal, reason = render(_EQUIV.replace("Asymptotics.IsEquivalent.isTheta", "foo"))
    assert formal is None and reason is not None and "~[" in reason


def _in_module(header: str, module: str, *context: str) -> tuple[str | None, str | None]:
    r = signature_to_formal(parse_decl(header), LeanContext.from_lines(list(context)),
                            module=module)
    return r.formal, r.reason


_ARROW = ("theorem TypeVec.snd_prod_mk {n : ℕ} {α α' β β' : TypeVec n} (f : α ⟹ β) "
          "(g : α' ⟹ β') : TypeVec.prod.snd ⊚ (f ⊗' g) = g ⊚ TypeVec.prod.snd")


@needs_index
def test_a_global_notation_of_an_unimported_module_is_not_in_effect() -> None:
    formal, reason = _in_module(_ARROW, "Mathlib.Data.TypeVec", "namespace TypeVec",
                                "open MvFunctor")
    assert formal is not None, reason
    assert "(f : (TypeVec.Arrow α β))" in formal


@needs_index
def test_a_global_notation_of_an_imported_module_still_competes() -> None:
    # `Mathlib` imports every module, the category one's global `⟹` included
    formal, reason = _in_module(_ARROW, "Mathlib", "namespace TypeVec", "open MvFunctor")
    assert formal is None and reason is not None and "⟹" in reason


_CONV = ("theorem MeasureTheory.convolution_eq_right' {𝕜 G E E' F : Type*} "
         "[NormedAddCommGroup E] [NormedAddCommGroup E'] [NormedAddCommGroup F] "
         "[NontriviallyNormedField 𝕜] [NormedSpace 𝕜 E] [NormedSpace 𝕜 E'] [NormedSpace 𝕜 F] "
         "(L : E →L[𝕜] E' →L[𝕜] F) [MeasurableSpace G] {μ : Measure G} [NormedSpace ℝ F] "
         "[SeminormedAddCommGroup G] {f : G → E} {g : G → E'} {x₀ : G} : "
         "(f ⋆[L, μ] g) x₀ = ∫ t, L (f t) (g x₀) ∂μ")


def test_convolution_parses_as_its_constant() -> None:
    assert parse("f ⋆[L, μ] g") == App(Name("MeasureTheory.convolution"),
                                        (Name("f"), Name("g"), Name("L"), Name("μ")))


@needs_index
def test_convolution_is_read_where_in_effect() -> None:
    # `scoped[Convolution] notation:67 f " ⋆[" L:67 ", " μ:67 "] " g:66 => convolution f g L
    # μ`, declared under `open … MeasureTheory`: its `convolution` is MeasureTheory's
    formal, reason = _in_module(_CONV, "Mathlib.Analysis.Convolution", "open MeasureTheory",
                                "namespace MeasureTheory", "open scoped Convolution")
    assert formal is not None, reason
    assert "(f ⋆[L, μ] g) x₀ = ∫ t, L (f t) (g x₀) ∂μ" in formal
    formal, reason = _in_module(_CONV, "Mathlib.Analysis.Convolution", "open MeasureTheory",
                                "namespace MeasureTheory")
    assert formal is None and reason is not None and "⋆[" in reason


_PMAP_CTX = ("variable {R : Type*} [Ring R] {E : Type*} [AddCommGroup E] [Module R E] {F : Type*} "
             "[AddCommGroup F] [Module R F]",)


def test_linear_pmap_arrow_parses_as_its_structure() -> None:
    # `notation:25 E " →ₗ.[" R:25 "] " F:0 => LinearPMap R E F` (LinearAlgebra/LinearPMap.lean:39)
    assert parse("E →ₗ.[R] F") == App(Name("LinearPMap"), (Name("R"), Name("E"), Name("F")))


@needs_index
def test_linear_pmap_statement_renders() -> None:
    formal, reason = render("theorem LinearPMap.sub_domain (f g : E →ₗ.[R] F) : "
                            "(f - g).domain = f.domain ⊓ g.domain", *_PMAP_CTX,
                            "namespace LinearPMap")
    assert formal is not None, reason
    assert "(f g : E →ₗ.[R] F)" in formal


@needs_index
def test_field_of_a_bundled_map_is_not_a_function_field() -> None:
    # `f.graph` for `f : E →ₗ[R] F` is `LinearMap.graph f`, never `Function.graph f`
    for arrow in ("→ₗ[R]", "→ₗ.[R]"):
        formal, reason = render(f"theorem foo (f g : E {arrow} F) (h : f.graph = g.graph) : "
                                "f = g", *_PMAP_CTX)
        assert formal is None or "Function.graph" not in formal, formal
    formal, reason = render("theorem foo (f g : E → F) (h : f.graph = g.graph) : f = g",
                            *_PMAP_CTX)
    assert formal is not None and "(Function.graph f)" in formal, reason


def test_pipe_into_a_cdot_function_is_that_function() -> None:
    from forminv_lean.formalise.lean_sugar import expand_pipes

    # Lean's `(f <| x * ·)` is `fun a => f (x * a)`: the parenthesis holding `<|` takes the `·`
    assert expand_pipes("sup t (f <| x * ·)") == "sup t (fun y₁ => f (x * y₁))"
    assert expand_pipes("(g <| h · ·) = k") == "(fun y₁ y₂ => g (h y₁ y₂)) = k"
    # a fresh name: `y₁` is taken
    assert expand_pipes("(f <| · + y₁)") == "(fun y₂ => f (y₂ + y₁))"
    # a `·` of a nested parenthesis keeps its own function
    assert expand_pipes("(f <| (g ·))") == "(f ((g ·)))"
    # in a tuple, a norm or at the top: left to the parser (refused)
    for text in ("P (a, f <| ·)", "(‖f <| g ·‖)", "f <| g ·"):
        assert expand_pipes(text) == text


@needs_index
def test_pipe_into_a_cdot_function_renders() -> None:
    formal, reason = render("theorem Antitone.covariant_of_const {M N α : Type*} [Preorder α] "
                            "[Preorder N] {μ : M → N → N} {f : N → α} (hf : Antitone f) "
                            "(m : M) : Antitone (f <| μ m ·)")
    assert formal is not None, reason
    assert formal.endswith("Antitone (fun y₁ => f (μ m y₁))")
