"""Binders without a type typed at more slots whose type Lean fixes exactly (`binder_types`).

Round 12: an argument past a declared function's parameters, read through its result (an arrow
of the declared telescope, or the coercion to a function of a bundled map or `COE_FUNCTIONS`
type); an application that is the object of field notation (elaborated with no expected type);
an argument that is an ascription `(e : T)` (of type `T`); a bundled-map parameter written as
its structure (`MonoidHom α β`) met by the arrow notation (`M →* P`); and the monomorphic
signatures of `signatures_types`; a proof parameter whose proposition the earlier arguments fix
(`PROOF_SLOTS`: the binder is a hypothesis). Each refuses where the slot's type is not fixed
exactly.
"""

from __future__ import annotations

import pytest

from forminv_lean.formal.statements import elaborate_rendering
from forminv_lean.formalise.binder_types import infer_types
from tests.mathlib_corpus import needs_index, render


def _infer(text: str, types: dict[str, str], name: str = "v") -> str | None:
    untyped = [name, *(n for n, t in types.items() if t == "_")]
    return infer_types([name], [(text, types)], untyped).get(name)


@pytest.mark.parametrize(("text", "types", "expected"), [
    # `Nat.iterate : (α → α) → ℕ → α → α`: `f^[n] x` passes `x` at the telescope's third `α`
    ("Nat.iterate f n v ≤ a", {"f": "α → α", "n": "ℕ", "a": "α"}, "α"),
    # `Con.ker : (α →* β) → Con α`, and `Con α` is applied as `α → α → Prop`; the parameter
    # `MonoidHom α β` is met by `f : M →* P`
    ("Con.ker f v y", {"f": "M →* P", "y": "_"}, "M"),
    # the object of field notation has no expected type: `Multiset.filter : (α → Prop) →
    # Multiset α → Multiset α` with `s : Multiset α` fixes `p`
    ("(s.filter v).prod = 1", {"s": "Multiset α"}, "α → Prop"),
    # an ascription is an argument of its own type: `ContDiffOn 𝕜 n (f : α → β) (s : Set α)`
    ("ContDiffOn 𝕜 n (id : E → E) v", {"𝕜": "Type*", "n": "WithTop ℕ∞", "E": "Type*"},
     "Set E"),
    # a `fun` with typed binders fixes the domain whatever its body's type (Lean elaborates
    # the binder annotations first): `ContinuousAt : (α → β) → α → Prop`
    ("ContinuousAt (fun x : X => 2 * x) v", {}, "X"),
    ("ContinuousWithinAt (fun x : X => 2 * x) v a", {"a": "X"}, "Set X"),
    # a proof parameter (`PROOF_SLOTS`): `Finset.sup' (s : Finset β) (H : s.Nonempty) …`,
    # by field notation too; the binder is a hypothesis of that proposition
    ("a * s.sup' v f = b", {"s": "Finset ι", "f": "ι → G", "a": "G", "b": "G"},
     "Finset.Nonempty s"),
    ("Finset.max' s v ≤ a", {"s": "Finset ℕ", "a": "ℕ"}, "Finset.Nonempty s"),
    # monomorphic signatures (`signatures_types`)
    ("Ordinal.IsNormal v", {}, "Ordinal → Ordinal"),
    ("Cardinal.IsRegular v", {}, "Cardinal"),
    ("Nat.bit v n = m", {"n": "ℕ", "m": "ℕ"}, "Bool"),
    ("Ordinal.nfp f v ≤ a", {"f": "Ordinal → Ordinal", "a": "Ordinal"}, "Ordinal"),
])
def test_a_slot_that_fixes_the_type(text: str, types: dict[str, str], expected: str) -> None:
    assert _infer(text, types) == expected


@pytest.mark.parametrize(("text", "types"), [
    # past the parameters of a result that is no function type Lean coerces
    ("Multiset.count a s v = 0", {"a": "α", "s": "Multiset α"}),
    # the arguments before do not fix the parameter (`f` untyped), or a numeral does not
    ("Nat.iterate w n v ≤ a", {"n": "ℕ", "a": "α"}),
    # an ascription whose type mentions a binder without a type, or `_`
    ("ContDiffOn 𝕜 n (id : w → w) v", {"𝕜": "Type*", "n": "WithTop ℕ∞"}),
    # field notation's object whose result the arguments do not fix (`p` untyped too)
    ("(Multiset.filter w v).card = 1", {}),
    # a proof parameter whose proposition mentions an argument that is no typed variable
    ("Finset.max' w v ≤ a", {"a": "ℕ"}),
    ("Finset.max' (s ∪ t) v ≤ a", {"s": "Finset ℕ", "t": "Finset ℕ", "a": "ℕ"}),
    # a parameter written `MonoidHom α β` is not met by another arrow (`→+`)
    ("Con.ker f v y", {"f": "M →+ P", "y": "_"}),
])
def test_a_slot_that_leaves_the_type_open(text: str, types: dict[str, str]) -> None:
    assert _infer(text, types | {"w": "_"}) is None


@needs_index
def test_rendered_headers_are_elaborated() -> None:
    # the binders are typed as Lean types them, and the checker elaborates the rendering
    for header, context, expected in [
        ("theorem Con.ker_apply {f : M →* P} {x y} : ker f x y ↔ f x = f y",
         ["variable {M : Type*} {P : Type*} [MulOneClass M] [MulOneClass P]",
          "namespace Con"], "(x y : M)"),
        ("theorem Nat.bit_ne_zero' (b) (n : ℕ) : Nat.bit b n / 2 = n", [], "(b : Bool)"),
        ("lemma sup'_mul [MulRightMono G] (s : Finset ι) (f : ι → G) (a : G) (hs) :\n"
         "    s.sup' hs f * a = s.sup' hs fun i ↦ f i * a",
         ["open scoped Finset", "namespace Finset", "variable {ι κ M G : Type*}",
          "section Group", "variable [Group G] [LinearOrder G]"],
         "(hs : Finset.Nonempty s)"),
    ]:
        formal, reason = render(header, *context)
        assert formal is not None and expected in formal, reason
        assert elaborate_rendering(formal) is not None


@pytest.mark.parametrize(("text", "filled"), [
    # an explicit type argument whose result mentions only it, as a side of `=` whose other
    # side's type has the result's shape: `ensureHasType` unifies `?α →+* ?α` with `A →+* A`
    ("∀ {R A : Type*} [CommSemiring R] [Semiring A] [Algebra R A], "
     "(AlgHom.id R A : A →+* A) = RingHom.id _",
     "∀ {R A : Type*} [CommSemiring R] [Semiring A] [Algebra R A], "
     "(AlgHom.id R A : A →+* A) = RingHom.id A"),
    ("∀ {A : Type*} [Monoid A] (f : A →* A), f = MonoidHom.id _",
     "∀ {A : Type*} [Monoid A] (f : A →* A), f = MonoidHom.id A"),
    # … refused where the shapes disagree (Lean would not elaborate it without a coercion)
    ("∀ {A B : Type*} [Monoid A] [Monoid B] (f : A →* B), f = MonoidHom.id _", None),
])
def test_a_type_argument_fixed_by_the_other_side(text: str, filled: str | None) -> None:
    from forminv_lean.formalise.holes import fill_holes
    from forminv_lean.formalise.render import hole_positions

    assert fill_holes(text, hole_positions(text)) == filled
    if filled is not None:
        assert elaborate_rendering(filled) is not None
