"""Notation and sugar Mathlib statements use, read as Lean reads them or refused.

- `·` functions: the `·`s of a parenthesis, a type ascription or a tuple are the arguments of
  one `fun`, found through binders and applications, stopped by a nested parenthesis,
  ascription or tuple (Lean core `Lean.Elab.Term.expandCDot?`, `isCDotBinderKind`).

Hand cases and corpus rows read from ../shared/external/mathlib (skipped when absent).
"""

from __future__ import annotations

import pytest

from forminv_lean.formal.errors import UnsupportedError
from forminv_lean.formal.meaning.ast import (
    App,
    Ascribe,
    BigOp,
    Binder,
    BinOp,
    Bracket,
    Lambda,
    Name,
    Num,
    UnOp,
)
from forminv_lean.formal.meaning.parser import parse
from forminv_lean.formalise.lean_sugar import expand_pipes
from tests.mathlib_corpus import needs_index, render

X1, X2 = Name("x✝1"), Name("x✝2")


def _fun(*names: str) -> tuple[Binder, ...]:
    return (Binder(names, None, "explicit"),)


# ----------------------------------------------------------------------------- `·` functions


def test_cdot_in_an_application_argument() -> None:
    # `(f 1 ·)`: the `·` is an argument of an application (a tuple of arguments in the tree)
    assert parse("P (f 1 ·)") == App(Name("P"), (Lambda(_fun("x✝1"), App(Name("f"), (
        Num("1"), X1))),))


def test_cdot_reaches_into_a_binder_body() -> None:
    # Lean's `hasCDot` stops only at a parenthesis, ascription or tuple: `(∏ i ∈ u, f i ·)` is
    # `fun x => ∏ i ∈ u, f i x`
    body = parse("(∏ i ∈ u, f i ·)")
    assert isinstance(body, Lambda) and body.binders == _fun("x✝1")
    assert isinstance(body.body, BigOp) and body.body.body == App(Name("f"), (Name("i"), X1))


def test_cdot_in_an_ascription_and_a_tuple() -> None:
    assert parse("(- · : T → T)") == Ascribe(Lambda(_fun("x✝1"), UnOp("-", X1)),
                                             BinOp("→", Name("T"), Name("T")))
    assert parse("(a, ·)") == Lambda(_fun("x✝1"), Bracket("tuple", (Name("a"), X1)))
    assert parse("(· < ·)") == Lambda(_fun("x✝1", "x✝2"), BinOp("<", X1, X2))


def test_nested_parenthesis_is_its_own_function() -> None:
    inner = Lambda(_fun("x✝1"), App(Name("g"), (X1,)))
    assert parse("(f (g ·) ·)") == Lambda(_fun("x✝1"), App(Name("f"), (inner, X1)))


def test_nested_ascription_inside_a_function_is_refused() -> None:
    # Lean versions differ here (an older `go` replaced the ascription's `·` too)
    with pytest.raises(UnsupportedError):
        parse("(f · (g · : T))")


def test_pipe_operand_with_a_cdot_is_not_parenthesised() -> None:
    # `(f <| g ·)` is `fun x => f (g x)`; `(f (g ·))` would be `f (fun x => g x)`: the
    # parenthesis is spelled as that function first
    assert expand_pipes("(f <| g ·)") == "(fun y₁ => f (g y₁))"
    assert expand_pipes("(f <| g x)") == "(f (g x))"


@needs_index
@pytest.mark.parametrize(("header", "context", "kept"), [
    ("theorem LocallyFinite.preimage_continuous {g : Y → X} (hf : LocallyFinite f) "
     "(hg : Continuous g) : LocallyFinite (g ⁻¹' f ·)",
     ("open Set Function Filter Topology", "variable {ι ι' α X Y : Type*} [TopologicalSpace X] "
      "[TopologicalSpace Y] {f g : ι → Set X}", "namespace LocallyFinite"),
     "LocallyFinite (g ⁻¹' f ·)"),
    ("theorem EReal.neg_strictAnti : StrictAnti (- · : EReal → EReal)",
     ("open ENNReal NNReal", "namespace EReal"), "StrictAnti (- · : EReal → EReal)"),
])
def test_corpus_cdot_functions_render(header: str, context: tuple[str, ...], kept: str) -> None:
    from forminv_lean.families.common import realised_canonical

    formal, reason = render(header, *context)
    assert formal is not None and formal.endswith(kept), reason
    assert realised_canonical(formal) is not None   # worded, and read back to the same formula


# ----------------------------------------------------------------------------- integrals


@needs_index
@pytest.mark.parametrize(("header", "context", "formal"), [
    # `∫ x in a..b, f x` is intervalIntegral at `volume` on ℝ
    ("theorem integral_sin : ∫ x in a..b, sin x = cos a - cos b",
     ("open Real Set Finset", "open scoped Real Interval", "variable {a b : ℝ} (n : ℕ)",
      "open intervalIntegral"),
     "∀ a b : ℝ, ∫ x in a..b, Real.sin x = Real.cos a - Real.cos b"),
    # `∫ (x : ℝ), f x`: volume at the written type
    ("theorem integral_univ_inv_one_add_sq : ∫ (x : ℝ), (1 + x ^ 2)⁻¹ = π",
     ("open Real Set Filter MeasureTheory intervalIntegral", "open scoped Topology"),
     "∫ (x : ℝ), (1 + x ^ 2)⁻¹ = Real.pi"),
])
def test_corpus_volume_integrals_render(header: str, context: tuple[str, ...],
                                        formal: str) -> None:
    from forminv_lean.families.common import realised_canonical

    got, reason = render(header, *context)
    assert got == formal, reason
    assert realised_canonical(got) is not None


# ----------------------------------------------------------------------------- scoped notations


@needs_index
@pytest.mark.parametrize(("header", "context", "kept"), [
    # `scoped prefix:max "#" => Cardinal.mk` under `namespace Cardinal`
    ("theorem Cardinal.toNat_eq_one_iff_unique : toNat #α = 1 ↔ Subsingleton α ∧ Nonempty α",
     ("open Function Set", "namespace Cardinal", "variable {α : Type u} {c d : Cardinal.{u}}"),
     "Cardinal.toNat (Cardinal.mk α) = 1"),
    # `scoped[MeasureTheory] infixl:50 " ≪ " => MeasureTheory.Measure.AbsolutelyContinuous`
    ("theorem MeasureTheory.Measure.AbsolutelyContinuous.map (h : μ ≪ ν) {f : α → β} "
     "(hf : Measurable f) : μ.map f ≪ ν.map f",
     ("variable {α β δ ι R : Type*}", "namespace MeasureTheory", "variable {mα : MeasurableSpace "
      "α} {mβ : MeasurableSpace β} {μ ν : Measure α}", "namespace Measure",
      "namespace AbsolutelyContinuous"),
     "μ ≪ ν → ∀ f : α → β, Measurable f → μ.map f ≪ ν.map f"),
])
def test_corpus_scoped_notations_expand(header: str, context: tuple[str, ...],
                                        kept: str) -> None:
    formal, reason = render(header, *context)
    assert formal is not None and kept in formal, reason


def test_absolutely_continuous_is_read_only_where_in_effect() -> None:
    assert parse("μ ≪ ν") == App(Name("MeasureTheory.Measure.AbsolutelyContinuous"),
                                 (Name("μ"), Name("ν")))


@needs_index
def test_scoped_notations_out_of_effect_or_without_argument_are_refused() -> None:
    # `≪` without `MeasureTheory` open or enclosing: Lean would not read it
    formal, reason = render("theorem foo {α : Type*} [MeasurableSpace α] "
                            "(μ ν : MeasureTheory.Measure α) : μ ≪ ν")
    assert formal is None and reason is not None and "≪" in reason
    # `#` glued to a projection: the argument at `max` is not read
    formal, reason = render("theorem foo {α : Type u} (p : Type u × Type u) : #p.1 = #α",
                            "namespace Cardinal")
    assert formal is None and reason is not None


@needs_index
def test_local_fin_literal_notations_expand_in_their_module() -> None:
    # `local notation3 "z" => (2 : Fin 3)` (and `x`, `y`) in the Weierstrass curve files
    from forminv_lean.extract.lean_decl import parse_decl
    from forminv_lean.formalise import LeanContext, signature_to_formal

    header = ("lemma WeierstrassCurve.Projective.addX_of_Z_eq_zero_right [NoZeroDivisors R] "
              "{P Q : Fin 3 → R} (hQ : W'.Equation Q) (hQz : Q z = 0) : W'.addX P Q = "
              "-(Q y ^ 2 * P z) * P x")
    lines = ["open MvPolynomial", "namespace WeierstrassCurve",
             "variable {R : Type r} [CommRing R] {W' : Projective R}", "namespace Projective"]
    notations = ['local notation3 "x" => (0 : Fin 3)', 'local notation3 "y" => (1 : Fin 3)',
                 'local notation3 "z" => (2 : Fin 3)']
    module = "Mathlib.AlgebraicGeometry.EllipticCurve.Projective.Basic"
    context = LeanContext.from_lines(notations + lines)   # as the corpus row's context has it
    r = signature_to_formal(parse_decl(header), context, module=module)
    assert r.formal is not None and r.formal.endswith(
        "Q (2 : Fin 3) = 0 → W'.addX P Q = -(Q (1 : Fin 3) ^ 2 * P (2 : Fin 3)) * "
        "P (0 : Fin 3)"), r.reason
    # outside that module `z` is no notation, and no name either
    assert signature_to_formal(parse_decl(header), context).formal is None
    # in the module but where the context has no such line (a theorem before the notation, or
    # after the section declaring it closed), the local notation is not in effect
    bare = LeanContext.from_lines(lines)
    assert signature_to_formal(parse_decl(header), bare, module=module).formal is None


@needs_index
@pytest.mark.parametrize(("header", "context", "kept"), [
    # `scoped[Manifold] notation "𝓘(" 𝕜 ", " E ")" => modelWithCornersSelf 𝕜 E`, and the
    # one-argument `𝓘(𝕜)` => `modelWithCornersSelf 𝕜 𝕜`
    ("theorem foo {𝕜 : Type*} [NontriviallyNormedField 𝕜] {E : Type*} [NormedAddCommGroup E] "
     "[NormedSpace 𝕜 E] (f : E → 𝕜) (x : E) (h : MDifferentiableAt 𝓘(𝕜, E) 𝓘(𝕜) f x) : "
     "MDifferentiableAt 𝓘(𝕜, E) 𝓘(𝕜) f x", ("open scoped Manifold",),
     "MDifferentiableAt (modelWithCornersSelf 𝕜 E) (modelWithCornersSelf 𝕜 𝕜) f x"),
    # the global `notation "C(" X ", " Y ")" => ContinuousMap X Y`; a compound argument is
    # parenthesised
    ("theorem foo (a b : ℝ) (f : C(Set.Icc a b, ℝ)) : f = f", (),
     "(f : (ContinuousMap (Set.Icc a b) ℝ))"),
    # `scoped[Quaternion] notation "ℍ[" R "]" => Quaternion R` and the four-argument
    # `"ℍ[" R "," a "," b "," c "]" => QuaternionAlgebra R a b c`
    ("theorem foo {R : Type*} [CommRing R] (c₁ c₂ c₃ : R) (a : ℍ[R,c₁,c₂,c₃]) (b : ℍ[R]) : "
     "a = a ∧ b = b", ("open Quaternion",),
     "(a : (QuaternionAlgebra R c₁ c₂ c₃)) (b : (Quaternion R))"),
    # `scoped[nonZeroDivisors] notation:9000 M₀ "⁰" => nonZeroDivisors M₀`
    ("theorem foo {R : Type*} [CommRing R] {K : Type*} [Field K] [Algebra R K] "
     "(I : FractionalIdeal R⁰ K) : I = I", ("open scoped nonZeroDivisors",),
     "(I : FractionalIdeal (nonZeroDivisors R) K)"),
])
def test_corpus_bracketed_and_postfix_notations_expand(header: str, context: tuple[str, ...],
                                                       kept: str) -> None:
    formal, reason = render(header, *context)
    assert formal is not None and kept in formal, reason


@needs_index
def test_bracketed_notation_out_of_effect_is_refused() -> None:
    # without `open scoped Manifold`, `𝓘(` is no notation Lean reads here
    formal, reason = render("theorem foo {𝕜 : Type*} [NontriviallyNormedField 𝕜] (f : 𝕜 → 𝕜) "
                            "(x : 𝕜) (h : MDifferentiableAt 𝓘(𝕜) 𝓘(𝕜) f x) : True")
    assert formal is None and reason is not None and "𝓘" in reason
