"""Values coerced to functions at a declared function slot, `⇑x` alone, and declared functions
applied to more arguments than their signature lists (round 25, `meaning/fun_slots_r25.py`).

Each case had an unknown type before (`?Set.range(Function.Embedding α β)`,
`?Nat.iterate(ℕ → ℕ, ℕ, ℕ)`, `?DFunLike.coe(Seminorm 𝕜 E)`); the tests check the types Lean
gives, and that what Lean would read otherwise is still refused. The corpus test renders
Mathlib theorems of each shape (skipped when the shared corpus is absent).
"""

from __future__ import annotations

import pytest

from forminv_lean.formal.meaning.fun_slots_r25 import applicable_result, split_at
from forminv_lean.formal.meaning.terms import Term, walk
from forminv_lean.formal.meaning.types import show_type
from forminv_lean.formal.statements import elaborate_rendering
from tests.mathlib_corpus import applications, needs_index, rendered


def _types(t: Term, head: str) -> list[str]:
    """The types of the applications of `head` in `t`."""
    return [show_type(u.ty) for u in applications(t, head)]


@pytest.mark.parametrize(("text", "head", "ty"), [
    # a bundled map at `Set.range (f : ι → α)`: `⇑e`
    ("∀ {α β : Type*} (e : α ↪ β), Set.range e = Set.univ", "Set.range", "Set β"),
    ("∀ {R M N : Type*} [Semiring R] [AddCommMonoid M] [AddCommMonoid N] [Module R M] "
     "[Module R N] (e : M ≃ₗ[R] N), Set.range e = Set.univ", "Set.range", "Set N"),
    # a `[FunLike F α β]` variable
    ("∀ {F α β : Type*} [FunLike F α β] (f : F) (b : β), b ∈ Set.range f", "Set.range",
     "Set β"),
    # both sides of `∘`
    ("∀ {α β γ : Type*} [TopologicalSpace α] [TopologicalSpace β] (e : ContinuousMap α β) (f : γ → α), "
     "e ∘ f = e ∘ f", "Function.comp", "γ → β"),
    ("∀ {α β γ : Type*} (e : α ≃ β) (f : β → γ), f ∘ e = f ∘ e", "Function.comp", "α → γ"),
])
def test_bundled_value_at_a_function_slot_is_its_coercion(text: str, head: str,
                                                          ty: str) -> None:
    t = elaborate_rendering(text)
    assert _types(t, head) and set(_types(t, head)) == {ty}
    coerced = [u for u in walk(t) if u.op == "lambda" and any(
        v.op == "app" and v.name == "DFunLike.coe" for v in walk(u))]
    assert coerced, "the bundled argument is read as `fun x => DFunLike.coe e x`"


def test_coe_arrow_alone_is_the_function() -> None:
    """`⇑(p ⊔ q)` beside `(p : E → ℝ) ⊔ (q : E → ℝ)`: both sides functions `E → ℝ`
    (Analysis/Seminorm.lean:110 `FunLike (Seminorm 𝕜 E) E ℝ`)."""
    t = elaborate_rendering(
        "∀ {𝕜 E : Type*} [NormedField 𝕜] [AddCommGroup E] [Module 𝕜 E] (p q : Seminorm 𝕜 E), "
        "⇑(p ⊔ q) = (p : E → ℝ) ⊔ (q : E → ℝ)")
    eq = next(u for u in walk(t) if u.op == "eq")
    assert [show_type(a.ty) for a in eq.args] == ["E → ℝ", "E → ℝ"]


@pytest.mark.parametrize(("text", "ty"), [
    # lean4 Init/Core.lean `def Nat.iterate {α : Sort u} (op : α → α) : ℕ → α → α`
    ("∀ (f : ℕ → ℕ) (n a : ℕ), f^[n] a = a", "ℕ"),
    ("∀ {α : Type*} (f : α → α) (n : ℕ) (a : α), f^[n] a = a", "α"),
    # `volume : Measure α` applied through `FunLike (Measure α) (Set α) ℝ≥0∞`
    ("∀ a b : ℝ, MeasureTheory.MeasureSpace.volume (Set.Ico a b) = ENNReal.ofReal (b - a)",
     "ℝ≥0∞"),
])
def test_over_application_applies_the_declared_result(text: str, ty: str) -> None:
    t = elaborate_rendering(text)
    eq = next(u for u in walk(t) if u.op == "eq")
    assert show_type(eq.args[0].ty) == ty


def test_split_only_where_the_result_applies() -> None:
    assert split_at(("α → α", "ℕ", "α → α"), 3) == 2
    assert split_at(("MeasureTheory.Measure α",), 1) == 0
    assert split_at(("α → α", "ℕ", "α → α"), 2) is None   # not over-applied
    assert split_at(("Set α", "ℕ"), 2) is None             # `ℕ` is no function
    assert split_at(None, 3) is None
    assert applicable_result(("Equiv α β", "Equiv β α"))
    assert not applicable_result(("α", "α"))


@pytest.mark.parametrize("text", [
    # `Poly α` has no coercion to functions the tables give: still refused
    "∀ {α : Type*} (f : Poly α), ⇑(-f) = -f",
    # `(AlgHom.fst R B C).comp g` is `AlgHom.comp`: a table typing `fst` as a function makes
    # the field `Function.comp`, whose bundled argument is not coerced (refused as before)
    "∀ {R A B C : Type*} [CommSemiring R] [Semiring A] [Algebra R A] [Semiring B] [Algebra R B] "
    "[Semiring C] [Algebra R C] (f : A →ₐ[R] B) (g : A →ₐ[R] C), "
    "(AlgHom.fst R B C).comp (AlgHom.prod f g) = f",
])
def test_what_lean_reads_otherwise_is_refused(text: str) -> None:
    with pytest.raises(Exception):  # noqa: B017 - any refusal will do
        elaborate_rendering(text)


#: Corpus theorems of each shape (refused in round 24, each with an unknown type): name ->
#: text its rendering keeps.
_ROWS = {
    "Set.Finite.fin_embedding": "Set.range f = s",
    "Ordinal.lt_nfp_iff": "f^[n] b",
    "Real.volume_Ico": "volume (Set.Ico a b)",
    "Seminorm.coe_sup": "⇑(p ⊔ q)",
    "ModelWithCorners.symm_map_nhdsWithin_range": "Set.range I",
    "OrderMonoidWithZeroHom.coe_comp": "f ∘ g",
    "ProbabilityTheory.Kernel.const_apply": "ProbabilityTheory.Kernel.const α μβ a",
}


@needs_index
@pytest.mark.parametrize("name", sorted(_ROWS))
def test_corpus_theorems_render(name: str) -> None:
    formal = rendered(_ROWS, name)
    assert _ROWS[name] in formal
    elaborate_rendering(formal)
