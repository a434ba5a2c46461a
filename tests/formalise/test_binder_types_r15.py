"""Binders without a type typed at more first uses whose type Lean fixes exactly (round 15).

`insert x s` with `s` a `Set`/`Finset`/`Multiset` (`Insert`'s element type is an `outParam`, as
`Membership`'s is); `𝓝[s] x`, which the formal parser reads as `𝓝` applied to a one-item list
and the point, as `nhdsWithin x s`; an argument that is itself an application whose type its
own arguments fix (`f a` with `f : α → β`, a declared function applied to typed variables),
which binds a signature's type parameters as a variable of that type would. Each refuses where
the use does not fix the type.
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
    ("v :: Foo.bar i = l", {"i": "ι", "l": "List E"}),
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
