"""`variable [AddTorsor V P]` with `P` used and `V` not: Lean includes the binder (and `V`) when
the header's elaboration resolved a torsor instance through it (`formalise.variable_inclusion`);
anything the module cannot see keeps the refusal."""

from __future__ import annotations

import re

import pytest

from forminv_lean.extract.lean_decl import Binder
from forminv_lean.formalise.variable_inclusion import torsor_needed
from tests.mathlib_corpus import needs_index, render, render_row, rows

LINKS = "links a used variable to an unused one"
EUCLID = ("variable {V P : Type*} [NormedAddCommGroup V] [InnerProductSpace ℝ V] [MetricSpace P] "
          "[NormedAddTorsor V P]")
AFFINE = "variable {k V P : Type*} [Ring k] [AddCommGroup V] [Module k V] [AddTorsor V P]"


@needs_index
@pytest.mark.parametrize("header,context", [
    # `∠` (scoped notation for EuclideanGeometry.angle) on points of `P`
    ("theorem t (a b c : P) : ∠ a b c = ∠ c b a", ("open EuclideanGeometry", EUCLID)),
    # a predicate on points
    ("theorem t (x y : P) (h : Wbtw k x y x) : y = x", (AFFINE,)),
    # a type constructor on `P`
    ("theorem t (s : AffineSubspace k P) (x : P) (h : x ∈ s) : x ∈ s", (AFFINE,)),
    ("theorem t (f : P →ᵃ[k] P) (x : P) : f x = f x", (AFFINE,)),
    # a predicate on a set of points, the set an ascription
    ("theorem t (x : P) : Collinear k ({x} : Set P)", (AFFINE,)),
])
def test_a_torsor_the_header_uses_is_included_with_its_vectors(
        header: str, context: tuple[str, ...]) -> None:
    formal, reason = render(header, *context)
    assert formal is not None, reason
    assert re.search(r"\[(Normed)?AddTorsor V P\]", formal)
    assert re.search(r"\{[^}]*\bV\b[^}]*: Type\*\}", formal)   # `V` bound with it


@needs_index
@pytest.mark.parametrize("header,context", [
    # `dist` comes from `[MetricSpace P]`, not from the torsor: not a use, so not decided here
    ("theorem t (a b : P) : dist a b = dist b a", (EUCLID,)),
    # a second binder on `P` that could give it a torsor (`addGroupIsAddTorsor`): Lean's
    # instance order would decide, which is not guessed
    ("theorem t (s : Set P) : s ⊆ affineSpan k s", (AFFINE, "variable [AddCommGroup P]")),
    # a second torsor on `P`
    ("theorem t (s : Set P) : s ⊆ affineSpan k s",
     (AFFINE, "variable {W : Type*} [AddCommGroup W] [Module k W] [AddTorsor W P]")),
])
def test_a_torsor_use_not_seen_or_not_certain_keeps_the_refusal(
        header: str, context: tuple[str, ...]) -> None:
    formal, reason = render(header, *context)
    assert formal is None and LINKS in (reason or "")


@needs_index
def test_the_header_binding_v_again_is_not_decided() -> None:
    formal, reason = render("theorem t {V : Type*} (s : Set P) : s ⊆ affineSpan k s", AFFINE)
    assert formal is None or "AddTorsor V P" not in formal


def _resolve(name: str) -> list[str]:
    return {"NormedAddTorsor": ["NormedAddTorsor"], "MetricSpace": ["MetricSpace"],
            "AddCommGroup": ["AddCommGroup"], "dist": ["dist"]}.get(name, [])


@pytest.mark.parametrize("text,rivals,needed", [
    ("p₁ -ᵥ p₂ = v", ["MetricSpace P"], True),         # `VSub ?G P`: `G` an outParam
    ("(p₁ -ᵥ p₂) = v", [], True),
    ("v -ᵥ w = v", [], False),                          # on `V`, not `P`
    ("dist p₁ p₂ = 0", ["MetricSpace P"], False),       # `Dist P` is the metric's
    ("p₁ -ᵥ p₂ = v", ["AddCommGroup P"], False),        # a rival for `AddTorsor ?G P`
])
def test_which_texts_use_the_torsor(text: str, rivals: list[str], needed: bool) -> None:
    b = Binder("instance", (), "NormedAddTorsor V P")
    types: dict[str, str | None] = {"p₁": "P", "p₂": "P", "v": "V", "w": "V"}
    assert torsor_needed(b, [text], types, rivals, None, _resolve, set()) is needed


#: The context's torsor binders `[AddTorsor V P]` (`AffineSpace`, `NormedAddTorsor`, named or not).
_TORSOR = re.compile(r"\[(?:\w+ : )?(?:Normed)?(?:AddTorsor|AffineSpace) (\S+) ([^\s\]]+)\]")


def _type_uses(decl: str, p: str) -> bool:
    """Does a header name a type that takes `[AddTorsor V P]` on `P` itself (Mathlib v4.19.0:
    `structure AffineSubspace (k : Type*) {V : Type*} (P : Type*) … [AddTorsor V P]`,
    `notation P1 " →ᵃ[" k "] " P2 => AffineMap k P1 P2`)? Read from the text alone."""
    q = re.escape(p)
    return re.search(rf"AffineSubspace \S+ {q}(?![\w'₀-₉])|[(:] {q} →ᵃ\[", decl) is not None
_AFFINE_FILES = ('"file": "Mathlib/Analysis/Normed/Affine', '"file": "Mathlib/LinearAlgebra/AffineSpace')


@needs_index
def test_rendered_affine_theorems_that_use_a_torsor_bind_one() -> None:
    """Every rendered theorem of Mathlib's affine-space files whose header names an affine
    subspace or map on a point type `P` of the file's `[AddTorsor V P]` binds that instance,
    as Lean's elaborated statement does; and many such theorems render."""
    seen = 0
    for row in rows(lambda line: any(f in line for f in _AFFINE_FILES)):
        torsors = {m.group(2): m.group(1) for line in row["context"] or []
                   for m in _TORSOR.finditer(line)}
        used = [(v, p) for p, v in torsors.items() if _type_uses(row["decl"], p)]
        if not used:
            continue
        r = render_row(row)
        if r.formal is None:
            continue
        seen += 1
        for v, p in used:
            assert re.search(rf"AddTorsor {re.escape(v)} {re.escape(p)}\]", r.formal), \
                (row["name"], r.formal)
    assert seen >= 50


@needs_index
def test_a_product_space_takes_its_factors_measurable_spaces() -> None:
    """`Measure (α × ℝ)` and `Kernel (α × β) γ` need `MeasurableSpace (α × ℝ)`, which
    `Prod.instMeasurableSpace` builds from the factors' (Mathlib v4.19.0,
    MeasureTheory/MeasurableSpace/Constructions.lean:334): `{mα : MeasurableSpace α}` is included;
    a binder that could give the product space itself is a rival, and the refusal stays."""
    formal, reason = render("theorem MeasureTheory.foo (ρ : Measure (α × ℝ)) : ρ = ρ",
                            "namespace MeasureTheory",
                            "variable {α : Type*} {mα : MeasurableSpace α}")
    assert formal == ("∀ {α : Type*} (mα : MeasurableSpace α) (ρ : MeasureTheory.Measure "
                      "(α × ℝ)), ρ = ρ"), reason
    formal, reason = render("theorem ProbabilityTheory.foo (η : Kernel (α × β) γ) : η = η",
                            "namespace ProbabilityTheory",
                            "variable {α β γ : Type*} {mα : MeasurableSpace α} "
                            "{mβ : MeasurableSpace β} {mγ : MeasurableSpace γ}")
    assert formal is not None and "(mγ : MeasurableSpace γ)" in formal \
        and "(mα : MeasurableSpace α)" in formal, reason
    formal, reason = render("theorem MeasureTheory.foo (ρ : Measure (α × ℝ)) : ρ = ρ",
                            "namespace MeasureTheory",
                            "variable {α : Type*} {mα : MeasurableSpace α} "
                            "[MeasurableSpace (α × ℝ)]")
    assert formal is None and "Lean may include" in (reason or "")
