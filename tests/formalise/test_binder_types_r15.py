"""Binders without a type typed at more first uses whose type Lean fixes exactly (round 15).

`insert x s` with `s` a `Set`/`Finset`/`Multiset` (`Insert`'s element type is an `outParam`, as
`Membership`'s is); `𝓝[s] x`, which the formal parser reads as `𝓝` applied to a one-item list
and the point, as `nhdsWithin x s`; an argument that is itself an application whose type its
own arguments fix (`f a` with `f : α → β`, a declared function applied to typed variables),
which binds a signature's type parameters as a variable of that type would; a first use read
past an occurrence that is another variable of the same name, bound again inside the text
(`∃ i, f i = ⨅ i, f i`); the argument of `f x` with `f : F` and one instance `[FunLike F A
B]` in scope (`DFunLike`'s domain is an `outParam`), for a header binder and for one bound in
the statement. Each refuses where the use does not fix the type.
"""

from __future__ import annotations

import pytest

from forminv_lean.formalise.binder_types import infer_types
from tests.mathlib_corpus import needs_index, render


def _infer(text: str, types: dict[str, str], name: str = "v") -> str | None:
    untyped = [name, *(n for n, t in types.items() if t == "_")]
    return infer_types([name], [(text, types)], untyped).get(name)


@pytest.mark.parametrize(("text", "types", "expected"), [
    ("Ideal.span (Insert.insert v s) = ⊤", {"s": "Set R"}, "R"),
    ("(Insert.insert v s).card = 2", {"s": "Finset ℕ"}, "ℕ"),
    ("Insert.insert v s = t", {"s": "Multiset (α × β)", "t": "Multiset (α × β)"},
     "(α × β)"),   # as `MEMBERSHIP` gives it, bracketed
    # `𝓝[s] v` is `nhdsWithin v s`, `nhdsWithin : α → Set α → Filter α`
    ("Filter.Tendsto f (𝓝[s] v) (𝓝 b)", {"f": "α → β", "s": "Set α", "b": "β"}, "α"),
    # an applied function variable is an argument of its codomain's type: `List.cons : α →
    # List α → List α` as a leaf of `=`
    ("v :: f i = l", {"f": "ι → List E", "i": "ι", "l": "List E"}, "E"),
    # a name bound again inside the text is another variable there: the first use of the
    # header's is read past it (in the body of a binder notation, a later binder's
    # predicate, a set builder's body, an `if h :` branch)
    ("f v = ⨅ v, f v", {"f": "ι → α"}, "ι"),
    ("(⨆ v, g v) ≤ f v", {"f": "ι → α", "g": "κ → α"}, "ι"),
    ("(∀ v, ∀ w ∈ t v, p w) ∧ f v", {"f": "ι → Prop", "t": "κ → Set β", "p": "β → Prop"},
     "ι"),
    ("{v | g v} = s ∧ f v", {"f": "ι → Prop", "g": "κ → Prop", "s": "Set κ"}, "ι"),
    # `f : F` with `[FunLike F A B]`: `f v` is `DFunLike.coe f v`, its domain `A`
    ("f v ∈ S", {"F": "Type*", "A": "Type*", "B": "Type*", "[0]": "FunLike F A B",
                 "[1]": "MonoidHomClass F A B", "f": "F", "S": "Set B"}, "A"),
])
def test_a_first_use_that_fixes_the_type(text: str, types: dict[str, str],
                                         expected: str) -> None:
    assert _infer(text, types) == expected


@pytest.mark.parametrize(("text", "types"), [
    # a collection of unknown type, or one with no `Insert` instance of this form
    ("Insert.insert v s = t", {"s": "_", "t": "Set α"}),
    ("Insert.insert v S = S", {"S": "Submodule R M"}),
    # `insert x s` fixes the element, not the collection
    ("Insert.insert x v = t", {"x": "α", "t": "Set α"}),
    # `𝓝[≠] v` is no one-item list
    ("Filter.Tendsto f (𝓝[≠] v) (𝓝 b)", {"f": "α → β", "b": "β"}),
    # an applied argument of unknown type (a constant outside the tables) fixes nothing
    ("v :: Foo.bar i = l", {"f": "ι → List E", "l": "List E"}),
    # the occurrence in a binder notation's domain, or in the binder's own type, is the
    # header's: its use there (an argument of an unknown constant) comes first
    ("(∑ v ∈ Foo.bar v, f v) = 0", {"f": "ι → ℕ"}),
    ("(∀ v : Foo.bar v, f v) ∧ f v", {"f": "ι → Prop"}),
    # `F` with no `FunLike` instance, two of them, or another coercion to functions
    ("f v = b", {"F": "Type*", "f": "F", "b": "B"}),
    ("f v = b", {"F": "Type*", "[0]": "FunLike F A B", "[1]": "FunLike F C B", "f": "F",
                 "b": "B"}),
    ("f v = b", {"F": "Type*", "[0]": "FunLike F A B", "[1]": "EquivLike F C B", "f": "F",
                 "b": "B"}),
])
def test_a_first_use_that_leaves_it_open(text: str, types: dict[str, str]) -> None:
    assert _infer(text, types) is None


@needs_index
@pytest.mark.parametrize(("header", "context", "binder"), [
    ("theorem Ideal.span_insert (x) (s : Set α) : span (insert x s) = span ({x} : Set α) ⊔ "
     "span s", ("namespace Ideal", "variable {α : Type u} [Semiring α]"), "(x : α)"),
    ("theorem EMetric.tendsto_nhdsWithin_nhds {a b} : Tendsto f (𝓝[s] a) (𝓝 b) ↔ ∀ ε > 0, "
     "∃ δ > 0, ∀ {x : α}, x ∈ s → edist x a < δ → edist (f x) b < ε",
     ("open Filter Topology", "namespace EMetric",
      "variable {α β : Type*} [PseudoEMetricSpace α] [PseudoEMetricSpace β] {s : Set α} "
      "{f : α → β}"), "(a : α) (b : β)"),
])
def test_header_rendered_with_the_type(header: str, context: tuple[str, ...],
                                       binder: str) -> None:
    formal, reason = render(header, *context)
    assert formal is not None, reason
    assert binder in formal


@needs_index
def test_bound_variable_typed_through_funlike() -> None:
    """`∀ x, f x ∈ S` with `f : F` and `[FunLike F A B]`: the checker's type for `x` is Lean's
    (`holes.unread_bound_type` reads the instance binder of the rendering)."""
    formal, reason = render(
        "theorem NonUnitalAlgHom.coe_codRestrict (f : F) (S : NonUnitalSubalgebra R B) "
        "(hf : ∀ x, f x ∈ S) (x : A) : ↑(NonUnitalAlgHom.codRestrict f S hf x) = f x",
        "variable {F R A B : Type*} [CommSemiring R] [NonUnitalNonAssocSemiring A] "
        "[Module R A] [NonUnitalNonAssocSemiring B] [Module R B] [FunLike F A B] "
        "[NonUnitalAlgHomClass F R A B]")
    assert formal is not None, reason
    assert "(hf : ∀ x, f x ∈ S)" in formal


def test_name_bound_again_after_its_first_use() -> None:
    """`a ∈ s ∧ ∀ a, a ∈ s`: the first use is the header's `a` (the `∀ a` binds another), and the
    hypothesis, which ends in a `∀` body, is bracketed in front of `→` (`render._hyp_text`)."""
    formal, reason = render(
        "theorem foo {α : Type*} (s : Set α) {a} (h : a ∈ s ∧ ∀ a, a ∈ s) : True")
    assert formal == "∀ {α : Type*} (s : Set α) (a : α), (a ∈ s ∧ ∀ a, a ∈ s) → True", reason


@pytest.mark.parametrize(("hyp", "expected"), [
    ("b ≠ 0 ∨ ∀ a, f a ≠ 0", "(b ≠ 0 ∨ ∀ a, f a ≠ 0) → "),
    ("p ∧ ¬ ∃ a, f a = 0", "(p ∧ ¬ ∃ a, f a = 0) → "),
    ("p ∧ b = 0", "p ∧ b = 0 → "),
])
def test_hypothesis_ending_in_a_binder_body_is_bracketed(hyp: str, expected: str) -> None:
    formal, reason = render(f"theorem foo (f : ℕ → ℕ) (b : ℕ) (p : Prop) (h : {hyp}) : True")
    assert formal is not None and expected in formal, (formal, reason)
