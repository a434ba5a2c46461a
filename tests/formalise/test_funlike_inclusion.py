"""`variable [FunLike F α β]` linking a used `F` to an unused `β`: Lean includes it (and `β`)
when the header coerces a value `f : F` to a function, which only a coercing binder on `F`
answers (`variable_inclusion.fun_like_needed`); anything else keeps the refusal (issue #24)."""

from __future__ import annotations

import pytest

from forminv_lean.extract.lean_decl import Binder
from forminv_lean.formalise.variable_inclusion import fun_like_needed
from tests.mathlib_corpus import needs_index, render

_NAMES = {"FunLike": ["FunLike"], "DFunLike": ["DFunLike"], "EquivLike": ["EquivLike"],
          "CoeFun": ["CoeFun"], "MonoidHomClass": ["MonoidHomClass"],
          "Injective": ["Function.Injective"], "map": ["Submodule.map"],
          "ker": ["LinearMap.ker"], "Ideal": ["Ideal"], "Submonoid": ["Submonoid"],
          "foo": ["Foo.foo"]}


def _resolve(name: str) -> list[str]:
    return _NAMES.get(name, [])


FUNLIKE = Binder("instance", (), "FunLike F M N")
TYPES: dict[str, str | None] = {"f": "F", "x": "M", "I": "Ideal M", "S": "Submonoid N",
                                "p": "Submodule R M"}


@pytest.mark.parametrize("text,rivals,needed", [
    ("f x = f x", [], True),                           # applied: CoeFun F through DFunLike
    ("⇑f = ⇑f", [], True),
    ("Injective f", [], True),                         # a declared signature wants α → β
    ("f '' s = t", [], True),
    ("map f p = ker f", [], True),                     # generic over [FunLike F M M₂]
    ("(I.map f).comap f = I", [], True),               # dot notation on `I : Ideal M`
    ("S.comap f = S", [], True),
    ("f x = f x", ["MonoidHomClass F M N"], True),     # a hom class takes FunLike, gives none
    ("f = f", [], False),                              # no coercion
    ("foo f = foo f", [], False),                      # a function whose signature is unknown
    ("f x = f x", ["EquivLike F M N"], False),         # a second coercion of F in scope
    ("f x = f x", ["CoeFun F fun _ => M → N"], False),
    ("f x = f x", ["∀ i, Bar F i"], False),            # a rival with no head read
    ("g x = g x", [], False),                          # not a value of type F
])
def test_which_texts_use_the_fun_like_binder(text: str, rivals: list[str], needed: bool) -> None:
    assert fun_like_needed(FUNLIKE, [text], TYPES, rivals, _resolve, set()) is needed


def test_a_binder_on_a_shadowed_type_is_not_decided() -> None:
    assert not fun_like_needed(FUNLIKE, ["f x = f x"], TYPES, [], _resolve, {"F"})


@needs_index
def test_a_dfunlike_binder_the_statement_applies_through_is_included() -> None:
    ctx = ("variable {F α : Sort*} {β : α → Sort*} [i : DFunLike F α β]",)
    formal, reason = render("theorem t {f g : F} (h₁ : f = g) (x : α) : f x = g x", *ctx)
    assert "links a used variable" not in (reason or ""), reason
    assert formal is None or "DFunLike F α β" in formal
    # no coercion: which instance Lean includes is not read, the refusal stays
    _, reason = render("theorem t {f g : F} (h₁ : f = g) : f = g", *ctx)
    assert "links a used variable" in (reason or "")


@needs_index
def test_a_map_of_submodules_includes_the_fun_like_binder() -> None:
    ctx = ("variable {R R₂ M M₂ : Type*} [Semiring R] [Semiring R₂] [AddCommMonoid M]",
           "variable [AddCommMonoid M₂] [Module R M] [Module R₂ M₂] {τ₁₂ : R →+* R₂}",
           "variable {F : Type*} [FunLike F M M₂] [SemilinearMapClass F τ₁₂ M M₂]",
           "open Submodule LinearMap")
    formal, reason = render("theorem t [RingHomSurjective τ₁₂] {f : F} {p : Submodule R M} : "
                            "map f p ≤ range f", *ctx)
    assert formal is not None, reason
    assert "[FunLike F M M₂]" in formal and "Submodule.map f p" in formal


HOMCLASS = Binder("instance", (), "SemilinearMapClass F τ₁₂ M N")
_NAMES.update({"SemilinearMapClass": ["SemilinearMapClass"],
               "ContinuousSemilinearMapClass": ["ContinuousSemilinearMapClass"],
               "comap": ["Submodule.comap"], "Submodule": ["Submodule"],
               "RingHomClass": ["RingHomClass"]})


@pytest.mark.parametrize("text,rivals,needed", [
    ("ker f = ⊥", ["FunLike F M N"], True),            # `LinearMap.ker` takes the class
    ("map f p ≤ p'", [], True),
    ("p.map f = p'", [], True),                         # dot notation on `p : Submodule R M`
    ("f x = f x", [], False),                           # a coercion asks no morphism class
    ("ker f = ⊥", ["ContinuousSemilinearMapClass F τ₁₂ M N"], False),   # extends it: a rival
    ("ker f = ⊥", ["MonoidHomClass F M N"], False),    # any other class on F is a rival
])
def test_which_texts_use_the_morphism_class(text: str, rivals: list[str], needed: bool) -> None:
    from forminv_lean.formalise.variable_inclusion import hom_class_needed

    assert hom_class_needed(HOMCLASS, [text], TYPES, rivals, _resolve, set()) is needed


def test_a_class_no_table_function_takes_is_not_decided() -> None:
    from forminv_lean.formalise.variable_inclusion import hom_class_needed

    ring = Binder("instance", (), "RingHomClass F M N")   # `ker` resolves to LinearMap.ker
    assert not hom_class_needed(ring, ["ker f = ⊥"], TYPES, [], _resolve, set())


# -- `[VSub α β]`: a subtraction of points, or of sets, finsets, filters of points ----------------

VSUB = Binder("instance", (), "VSub α β")
_NAMES.update({"VSub": ["VSub"], "MetricSpace": ["MetricSpace"], "AddGroup": ["AddGroup"]})
VTYPES: dict[str, str | None] = {"a": "β", "b": "β", "s": "Set β", "t": "Finset β",
                                 "f": "Filter β", "u": "Set α", "c": "γ"}


@pytest.mark.parametrize("text,rivals,needed", [
    ("a -ᵥ b = a -ᵥ b", [], True),
    ("s -ᵥ s ⊆ s", [], True),                          # `Set.vsub`, from `[VSub α β]`
    ("({a} : Finset β) -ᵥ t = t", [], True),
    ("(f -ᵥ f).NeBot", [], True),
    ("a -ᵥ b = a -ᵥ b", ["MetricSpace β"], True),      # no torsor from a metric
    ("a -ᵥ b = a -ᵥ b", ["AddGroup β"], False),        # `vsub` of the group: a rival
    ("a -ᵥ b = a -ᵥ b", ["Foo β"], False),             # not read: a rival
    ("c -ᵥ c = c -ᵥ c", [], False),                    # points of another type
    ("s = s", [], False),
])
def test_which_texts_use_the_vsub_binder(text: str, rivals: list[str], needed: bool) -> None:
    from forminv_lean.formalise.variable_inclusion import vsub_needed

    assert vsub_needed(VSUB, [text], VTYPES, rivals, None, _resolve, set()) is needed


@needs_index
def test_a_pointwise_subtraction_of_sets_includes_the_vsub_binder() -> None:
    ctx = ("variable {α β : Type*} [VSub α β] {s t : Set β}", "open Pointwise")
    formal, reason = render("lemma t (s t : Set β) : s -ᵥ t = s -ᵥ t", *ctx)
    assert formal is not None and "[VSub α β]" in formal, reason
