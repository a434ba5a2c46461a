"""Round 27: Lean's leading-dot identifier `.c args` spelt `T.c args` where its expected type is
written (`formalise/leading_dot_r27.py`): an ascription `(.c x : T)` and the first argument of a
binder `f : A → B`. Lean core src/Lean/Elab/App.lean `resolveDotName`: the expected type's head
constant `T`, `T.c` when declared. Read off the Mathlib corpus (every theorem true) and on texts
built at each edge of the rule."""

from __future__ import annotations

import re

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from forminv_lean.formalise.leading_dot_r27 import spell_leading_dots, type_head
from forminv_lean.formalise.resolve import Scope
from tests.mathlib_corpus import INDEX, needs_index, render_row, rendered, require, rows_named

# ------------------------------------------------------------------------- the corpus

SPELT = {
    # `f (.inl x)` with `f : β ⊕ γ → α` (Lean core src/Init/Core.lean `infixr:30 " ⊕ " => Sum`)
    "Finset.inf_disjSum": "f (Sum.inl x)",
    "Set.iUnion_sum": "s (Sum.inr x)",
    # `(.inl : α ↪ α ⊕ β)`: `↪` (25) is outermost, not `⊕` (30)
    "Finset.gc_map_inl_toLeft": "(Function.Embedding.inl : α ↪ α ⊕ β)",
    # `(.id : M →ₗ[R] M)` (Mathlib/Algebra/Module/LinearMap/Defs.lean:95)
    "Finsupp.lapply_comp_lsingle_same": "(LinearMap.id : M →ₗ[R] M)",
    # `(.X : Polynomial R)`, `(.inl r : TrivSqZeroExt R M)`: a constant written as the head
    "IsTranscendenceBasis.polynomial": "(Polynomial.X : Polynomial R)",
    "TrivSqZeroExt.isNilpotent_inl_iff": "(TrivSqZeroExt.inl r : TrivSqZeroExt R M)",
    # `f (.up i)` with `f : ULift ι → α`; `f (.last n)` with `f : Fin (n + 1) → α`
    "iSup_ulift": "f (ULift.up i)",
    "IsMaxChain.range_fin_of_covBy": "f (Fin.last n)",
    # `v = .some x` with `v : WithBot α`: `WithBot.some`, the head taken before any unfolding
    # (`WithBot α` is `Option α`, Mathlib/Order/TypeTags.lean:20), not `Option.some`
    "WithBot.map_eq_one_iff": "v = WithBot.some x",
    # `A ≠ .univ` with `A : Set X` (a hypothesis), `.ofDiameter p₁ p₂ = s` with `s : Sphere P`
    "MulAction.IsPreprimitive.exists_mem_smul_and_not_mem_smul": "A ≠ Set.univ",
    "EuclideanGeometry.Sphere.isDiameter_iff_ofDiameter_eq":
        "EuclideanGeometry.Sphere.ofDiameter p₁ p₂ = s",
}

REFUSED = {
    # `φ (.of x)` with `φ : PresentedGroup rels →* G`: applied through `FunLike`'s coercion,
    # whose domain this reader does not take from the written type
    "PresentedGroup.ext": r"\.of",
    # `volume … = .ofReal r ^ …`: the expected type comes from unifying with the left side
    "EuclideanSpace.volume_closedBall_fin_three": r"\.ofReal",
}


@pytest.mark.parametrize("name", sorted(SPELT))
def test_leading_dot_at_a_written_type_is_spelt(name: str) -> None:
    assert SPELT[name] in rendered(SPELT, name)


@pytest.mark.parametrize("name", sorted(REFUSED))
def test_leading_dot_without_a_written_type_is_refused(name: str) -> None:
    require()
    rows = rows_named([name])
    assert name in rows
    r = render_row(rows[name])
    assert r.formal is None and re.search(REFUSED[name], r.reason or ""), (r.formal, r.reason)


# ------------------------------------------------------------------------- the rule's edges

def _spell(text: str, types: dict[str, str], bound: set[str] | None = None) -> str:
    return spell_leading_dots(text, INDEX, Scope(), set(types) | (bound or set()), types)


@needs_index
@pytest.mark.parametrize(("ty", "head"), [
    ("α ⊕ β", "Sum"), ("α × β", "Prod"), ("α ⊕ β × γ", "Sum"), ("α × β ⊕ γ", "Sum"),
    ("α ↪ α ⊕ β", "Function.Embedding"), ("M →ₗ[R] M", "LinearMap"), ("ℝ≥0∞", "ENNReal"),
    ("ℝ", "Real"), ("Option α", "Option"), ("Polynomial R", "Polynomial"),
    ("A ≃ₐ[R] A", "AlgEquiv"),
    # not read: a plain arrow (the result type would be needed), another token, a notation
    # whose operands' precedences are not modelled beside another operator, a bracketed head
    ("α → β", None), ("s ×ˢ t", None), ("α ⊕' β", None), ("A ≃ₐ[R] A × B", None),
    ("(α ⊕ β)", None), ("ℝ ⊕", None), ("fun x => α", None),
])
def test_type_head(ty: str, head: str | None) -> None:
    assert type_head(ty, INDEX, Scope(), set()) == head


@needs_index
def test_bound_type_head_is_not_a_constant() -> None:
    """`(x : Polynomial)` with `Polynomial` a bound name is not the constant."""
    assert type_head("Polynomial R", INDEX, Scope(), {"Polynomial"}) is None


@needs_index
@pytest.mark.parametrize(("text", "types", "out"), [
    ("f (.inl x) = y", {"f": "α ⊕ β → γ"}, "f (Sum.inl x) = y"),
    ("(.some a : Option α) = b", {}, "(Option.some a : Option α) = b"),
    # `f` is an argument of `g` there, not the head of `f (.inl x)`'s application
    ("g f (.inl x)", {"f": "α ⊕ β → γ"}, "g f (.inl x)"),
    # `f` rebound
    ("∀ f : β → γ, f (.inl x) = y", {"f": "α ⊕ β → γ"}, "∀ f : β → γ, f (.inl x) = y"),
    ("(fun f => f (.inl x)) = y", {"f": "α ⊕ β → γ"}, "(fun f => f (.inl x)) = y"),
    # a coercion to a function, a dependent arrow, an implicit one
    ("φ (.inl x) = 1", {"φ": "α ⊕ β →* G"}, "φ (.inl x) = 1"),
    ("f (.inl x) = y", {"f": "(i : α ⊕ β) → γ i"}, "f (.inl x) = y"),
    ("f (.inl x) = y", {"f": "{i : ι} → α ⊕ β → γ"}, "f (.inl x) = y"),
    # the `:` of a `fun` binder is not an ascription
    ("(.mk fun x : α => x : T) = y", {}, "(.mk fun x : α => x : T) = y"),
    # `T.c` not declared: Lean would unfold `T`, not read here
    ("(.noSuchName : Option α) = b", {}, "(.noSuchName : Option α) = b"),
    # a field on a term, a pipeline are not leading dots
    ("(x).inl = y", {}, "(x).inl = y"),
    ("x = e |>.some", {"x": "Option α"}, "x = e |>.some"),
    # a relation's side: the whole side, `x` a binder
    ("x = .some a ∧ p", {"x": "Option α"}, "x = Option.some a ∧ p"),
    ("(.some a = x)", {"x": "Option α"}, "(Option.some a = x)"),
    ("x ≠ .none", {"x": "Option α"}, "x ≠ Option.none"),
    ("x = .some a + 1", {"x": "Option α"}, "x = .some a + 1"),
    ("g x = .some a", {"x": "Option α"}, "g x = .some a"),
    ("∃ x, x = .some a", {"x": "Option α"}, "∃ x, x = .some a"),
    ("y = .some a", {"x": "Option α"}, "y = .some a"),
])
def test_spell_leading_dots(text: str, types: dict[str, str], out: str) -> None:
    assert _spell(text, types) == out


_DOT = st.sampled_from([".inl x", ".inr", ".some a", ".id", ".refl", ".X", ".up i"])
_TYPE = st.sampled_from(["α ⊕ β", "Option α", "α → β", "M →ₗ[R] M", "α ×ˢ β", "ℝ≥0∞",
                         "Polynomial R", "Fin n", "ULift ι", "B ≃ₐ[R] B"])


@needs_index
@settings(max_examples=60, deadline=None)
@given(_DOT, _TYPE, _TYPE, st.booleans())
def test_spelling_only_qualifies_with_a_declared_name(dot: str, ty: str, fty: str,
                                                      ascribed: bool) -> None:
    """Whatever the text, the rewrite only puts a declared `T.` before a `.c`, and `T` is the
    written type's head (the field's namespace is the type's head constant)."""
    text = f"(({dot} : {ty})) = y" if ascribed else f"f ({dot}) = y"
    types = {"f": f"{fty} → γ"}
    out = _spell(text, types)
    assert re.sub(r"[\w.]+(?=\.(?:inl|inr|some|id|refl|X|up)\b)", "", out) == text
    for m in re.finditer(r"([\w.]+)\.(inl|inr|some|id|refl|X|up)\b", out):
        assert INDEX is not None and INDEX.declared(m.group(0))
        assert m.group(1) == type_head(ty if ascribed else fty, INDEX, Scope(), {"f"})
