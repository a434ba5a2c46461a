"""More torsor uses Lean resolves through a section's `[AddTorsor V P]` (constants taking `P`
as a type argument, `affineSegment`, `slope`, the `Finset` combinations written with dot
notation, `line[k, p, q]`), and carrier classes (`CommSemiring P`, `PseudoMetricSpace P`)
whose local instance only a goal already naming the carrier can use
(`outparams.CARRIER_CLASSES`), so a torsor on an unused `P` is left out with `P`."""

from __future__ import annotations

import re

import pytest

from forminv_lean.extract.lean_decl import Binder
from forminv_lean.formalise.outparams import input_letters
from forminv_lean.formalise.variable_inclusion import torsor_needed
from tests.mathlib_corpus import needs_index, render

LINKS = "links a used variable to an unused one"
AFFINE = "variable {k V P : Type*} [Ring k] [AddCommGroup V] [Module k V] [AddTorsor V P]"
ORDERED = ("variable (R : Type*) {V P : Type*} [Ring R] [PartialOrder R] [AddCommGroup V] "
           "[Module R V] [AddTorsor V P]")
NORMED = ("variable {V P : Type*} [SeminormedAddCommGroup V] [PseudoMetricSpace P] "
          "[NormedAddTorsor V P]", "variable [NormedSpace ℝ V]")


@needs_index
@pytest.mark.parametrize("header,context", [
    # `affineSegment … [AddTorsor V P] (x y : P)`
    ("theorem t (x y : P) : affineSegment R x y = affineSegment R y x", (ORDERED,)),
    # `AffineEquiv.refl k P₁`: `P` an explicit type argument
    ("theorem t : ⇑(AffineEquiv.refl k P) = id", (AFFINE,)),
    # `slope (f : k → PE)`
    ("theorem t (f : k → P) (a b : k) : slope f a b = slope f b a",
     ("variable {k V P : Type*} [Field k] [AddCommGroup V] [Module k V] [AddTorsor V P]",)),
    # dot notation on a finset: `Finset.weightedVSub (p : ι → P)`
    ("theorem t {ι : Type*} (s : Finset ι) (w : ι → k) (p : ι → P) : "
     "s.weightedVSub p w = s.weightedVSub p w", (AFFINE,)),
])
def test_a_torsor_these_constants_take_is_included(header: str,
                                                   context: tuple[str, ...]) -> None:
    formal, reason = render(header, *context)
    assert formal is not None, reason
    assert "[AddTorsor V P]" in formal
    assert re.search(r"\{[^}]*\bV\b[^}]*: Type\*\}", formal)


@needs_index
def test_a_torsor_on_a_point_type_nothing_names_is_left_out() -> None:
    """`midpoint ℝ p q` on `V` resolves `AddTorsor ?G V` (the group on itself): the local
    `[NormedAddTorsor V P]` is for `P`, which no goal can name (`PseudoMetricSpace P` is a
    carrier class), so Lean leaves it and `P` out."""
    formal, reason = render("theorem t (p q : V) : dist (midpoint ℝ p q) p ≤ dist p q", *NORMED)
    assert formal is not None, reason
    assert not re.search(r"\bP\b", formal) and "NormedAddTorsor" not in formal


@needs_index
def test_an_unseen_use_keeps_the_refusal() -> None:
    # `p ∘ e` is not read as a family of points: not decided
    formal, reason = render("theorem t {ι ι₂ : Type*} (s : Finset ι₂) (e : ι₂ → ι) "
                            "(p : ι → P) (w : ι₂ → k) : s.weightedVSub (p ∘ e) w = 0", AFFINE)
    assert formal is None and LINKS in (reason or "")


def _resolve(name: str) -> list[str]:
    return {"AddTorsor": ["AddTorsor"], "Finset": ["Finset"],
            "affineSpan": ["affineSpan"]}.get(name, [])


@pytest.mark.parametrize("text,needed", [
    ("p₁ ∈ line[k, p₁, p₂]", True),            # `affineSpan k {p₁, p₂}`
    ("dist p₁ p₂ = ‖p₁ -ᵥ p₂‖", True),         # `VSub ?G P` inside a norm
    ("v ∈ line[k, v, v]", False),              # points of `V`
    ("s.affineCombination k q w = x", True),
    ("t.affineCombination k q w = x", False),  # `t` not a typed variable
])
def test_which_texts_use_the_torsor(text: str, needed: bool) -> None:
    b = Binder("instance", (), "AddTorsor V P")
    types: dict[str, str | None] = {"p₁": "P", "p₂": "P", "v": "V", "x": "P",
                                    "s": "Finset ι", "q": "ι → P", "w": "ι → k"}
    got = torsor_needed(b, [text], types, [], None,
                        lambda n: _resolve(n) or (["Finset.affineCombination"]
                                                  if n == "Finset.affineCombination" else []),
                        set())
    assert got is needed


@pytest.mark.parametrize("name,arity,letters", [
    ("CommSemiring", 1, "i"), ("PseudoMetricSpace", 1, "i"), ("NormedAddCommGroup", 1, "i"),
    ("CommSemiring", 2, None),     # not the class's shape: not read
    ("RCLike", 1, None),           # `class RCLike (K : semiOutParam Type*)`: not listed
])
def test_carrier_classes_take_their_carrier_as_an_input(name: str, arity: int,
                                                        letters: str | None) -> None:
    assert input_letters(name, arity) == letters


TRIPLE = Binder("instance", (), "RingHomCompTriple σ₁₂ σ₂₃ σ₁₃")
_MAPS: dict[str, str | None] = {"f": "M →ₛₗ[σ₁₂] M₂", "g": "M₂ →ₛₗ[σ₂₃] M₃",
                                "h": "M₂ →SL[σ₂₃] M₃", "k": "M →SL[σ₁₂] M₂"}


@pytest.mark.parametrize("text,rivals,needed", [
    ("(-g).comp f = -g.comp f", [], True),
    ("‖h.comp k‖ ≤ ‖h‖ * ‖k‖", ["RingHomIsometric σ₁₂"], True),
    ("(0 : M₂ →ₛₗ[σ₂₃] M₃).comp f = 0", [], True),
    ("f.comp g = f.comp g", [], False),                 # the maps the other way round
    ("h.comp f = h.comp f", [], False),                 # two kinds of map: not read
    ("g.comp f = g.comp f", ["RingHomCompTriple σ₁₂ σ₂₃ τ"], False),   # a second triple
    ("g.comp f = g.comp f", ["∀ i, RingHomCompTriple σ₁₂ σ₂₃ (τ i)"], False),
    ("g.trans f = g.trans f", [], False),               # not a composition read here
])
def test_which_texts_use_the_composition_triple(text: str, rivals: list[str],
                                               needed: bool) -> None:
    from forminv_lean.formalise.variable_inclusion import comp_triple_needed

    def resolve(name: str) -> list[str]:
        return [name] if name in ("RingHomCompTriple", "RingHomIsometric") else []
    assert comp_triple_needed(TRIPLE, [text], _MAPS, rivals, resolve, set()) is needed


@needs_index
def test_a_composition_includes_its_triple() -> None:
    formal, reason = render(
        "theorem t (f : M →ₛₗ[σ₁₂] M₂) (g : M₂ →ₛₗ[σ₂₃] M₃) : (-g).comp f = -g.comp f",
        "variable {R₁ R₂ R₃ M M₂ M₃ : Type*} [Semiring R₁] [Semiring R₂] [Semiring R₃]",
        "variable [AddCommMonoid M] [AddCommMonoid M₂] [AddCommGroup M₃]",
        "variable [Module R₁ M] [Module R₂ M₂] [Module R₃ M₃]",
        "variable {σ₁₂ : R₁ →+* R₂} {σ₂₃ : R₂ →+* R₃} {σ₁₃ : R₁ →+* R₃} "
        "[RingHomCompTriple σ₁₂ σ₂₃ σ₁₃]")
    assert formal is not None, reason
    assert "[RingHomCompTriple σ₁₂ σ₂₃ σ₁₃]" in formal and "(σ₁₃ : R₁ →+* R₃)" in formal
