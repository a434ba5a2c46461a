"""Terms that get their meaning from the type Lean expects of them.

Lean elaborates an argument against its parameter's type once the other arguments fixed that
type's parameters (postponing `⊤`, `∅`, `↑x`, `(↑)`, `⟨a, b⟩` until then), a relation's side
against the other side's type, a tuple against the components of an expected product, and
`a` of `a ∈ s` at the element type of `s`'s `Membership` instance. Three arguments it
elaborates with no expected type at all, as the checker does: the `x` of `⇑x`, the scalar of
`a • b` (`leftact%`), the collection of `a ∈ s`. Where the expected type is not known here,
the rendering is refused, never guessed.
"""

from __future__ import annotations

import pytest

from forminv_lean.formal import UnsupportedError, decide, elaborate, to_lean
from tests.mathlib_corpus import needs_index, render_row, require, rows_named

#: Notations the printer writes as their application (`a • b` as `HSMul.hSMul a b`), which
#: reads back with an unknown result type: no round trip for those.
_NOTATION_HEADS = ("HSMul.hSMul", "SDiff.sdiff", "Union.union", "Inter.inter")


def _refused(text: str, reason: str) -> None:
    with pytest.raises(UnsupportedError) as err:
        elaborate(text)
    assert reason in str(err.value), str(err.value)


@pytest.mark.parametrize("text, printed", [
    # the parameter `α` of `Set.Icc : α → α → Set α` fixed by the argument before `⊤` ...
    ("∀ {α : Type*} [PartialOrder α] [OrderTop α] (a : α), Set.Icc a ⊤ = Set.Ici a",
     "Set.Icc a (⊤ : α)"),
    # ... or after it (Lean postpones `⊤` until `a` is elaborated)
    ("∀ {α : Type*} [PartialOrder α] [OrderTop α] (a : α), Set.Icc ⊤ a = Set.Ici a",
     "Set.Icc (⊤ : α)"),
    ("∀ {α : Type*} (a : α), List.length (List.cons a []) = 1", "([] : List α)"),
    ("Finset.card (∅ : Finset ℕ) = 0", "(∅ : Finset ℕ)"),
    # `s \ {a}` over a Finset: `{a}` unifies with the `binop%` tree's type, `s`'s
    ("∀ {α : Type*} [DecidableEq α] (s : Finset α) (a : α), Finset.erase s a = s \\ {a}",
     "SDiff.sdiff s ({a} : Finset α)"),
    ("∀ (s : Finset ℤ) (a b : ℕ), s \\ {a - b} = s", "{(↑a : ℤ) - (↑b : ℤ)}"),
    # `{a, b} : Finset ℤ`: each element elaborated against ℤ (`Insert ℤ (Finset ℤ)`)
    ("∀ (a b : ℕ), Finset.card ({a - b, b} : Finset ℤ) ≤ 2", "(↑a : ℤ) - (↑b : ℤ)"),
    # a tuple against the components of the product it is expected to be
    ("∀ {α β : Type*} [Top β] (s : Set (α × β)) (a : α), (a, ⊤) ∈ s", "(a, (⊤ : β)) ∈ s"),
    ("(-1, 2) ∈ ({(-1, 2)} : Set (ℤ × ℤ))", "(-1, 2) ∈"),
    # `(↑)` gets its type from the set and the other side: `Nat.cast : ℕ → ℤ`
    ("∀ (a : ℕ), (↑) '' Set.Ioi a = Set.Ioi (a : ℤ)", "((↑) : ℕ → ℤ)"),
    ("∀ (x : ℤ), (↑) ⁻¹' Set.Ioi (x : ℝ) = Set.Ioi x", "((↑) : ℤ → ℝ)"),
    # `x ∈ S` with `S : Subgroup ℤ`: `x` at ℤ (the SetLike element type), so `↑a - ↑b`
    ("∀ (S : Subgroup ℤ) (a b : ℕ), a - b ∈ S", "(↑a : ℤ) - (↑b : ℤ)"),
    # the collection is elaborated alone (`S ⊔ T`), the scalar of `•` too (ℕ subtraction)
    ("∀ {G : Type*} [Group G] (S T : Subgroup G) (x y : G), x ∈ S → x * y ∈ S ⊔ T",
     "Membership.mem (S ⊔ T) (x * y)"),
    ("∀ (a b : ℕ) (y : ℝ), (a - b) • y = y", "HSMul.hSMul (a - b) y"),
    # `a • b` at ℝ: `leftact%` coerces `b`, not the product
    ("∀ (a b : ℕ) (x : ℝ), a • b = x", "HSMul.hSMul a (↑b : ℝ)"),
    ("∀ {α : Type*} [Group α] (s : Subgroup α) (x y : α), x • (s : Set α) = y • s",
     "HSMul.hSMul y (SetLike.coe s)"),
    ("∀ {F α β : Type*} [FunLike F α β] [Sup F] (f g : F), ⇑(f ⊔ g) = ⇑(g ⊔ f)",
     "⇑(f ⊔ g)"),
])
def test_the_expected_type_gives_the_meaning(text: str, printed: str) -> None:
    t = elaborate(text)
    out = to_lean(t)
    assert printed in out, out
    if not any(h in out for h in _NOTATION_HEADS):
        assert elaborate(out) == t   # the printed statement means the same


@pytest.mark.parametrize("text, reason", [
    # nothing fixes the type: refused, never defaulted (in the slot of a function whose type
    # is not known, `Foo.bar ∅ s`, `Foo.bar ⊤`, the slot's own opaque type: round 25,
    # tests/formal/test_slot_literals_r25.py)
    ("∀ {α : Type*} (s : Set α), Foo.bar (∅, s)", "element type"),
    ("∀ {α : Type*} [Lattice α], Foo.bar (⊤, ⊤)", "type of ⊤"),
    ("List.length [] = 0", "empty list"),
    ("∀ (a b : ℕ), Foo.bar ⟨a - b, b⟩", "bracket"),
    # a structure whose fields' types are unknown: a number that depends on them
    ("∀ (a b c : ℕ), Foo.baz (⟨a - b, c⟩ : Foo.T a)", "sub at ℕ"),
    ("∀ (s : Set ℕ), Set.Nonempty ((↑) '' s)", "nothing written fixes"),
    ("∀ {α : Type*} (s t : Set α), (↑) '' s = t", "not a coercion the tables know"),
    ("∀ (s t : Set ℕ), (↑) '' s = t", "not a coercion the tables know"),
    # `inl x = (x, 0)`: the `0` is at the unknown second component, never ℕ
    ("∀ {A B : Type*} [Zero B] (x : A), Foo.inl x = (x, 0)", "no product known here"),
    # a value left to unification: never invented
    ("∀ {α : Type*} (x : α), Foo.f x = Foo.g _", "left to unification"),
    # the vector of `•` takes part in the tree: at ℝ, Lean would subtract in ℝ
    ("∀ (a b c : ℕ) (x : ℝ), (a • (b - c) : ℝ) = x", "HSMul.hSMul"),
])
def test_an_unknown_expected_type_is_refused(text: str, reason: str) -> None:
    _refused(text, reason)


#: Mathlib rows whose meaning comes from an expected type, with a part of the printed
#: statement (or "unsupported…" for a refusal that must stay).
ROWS = {
    "Filter.map₂_bot_right": "Filter.map₂ m f (⊥ : Filter β) = (⊥ : Filter γ)",
    "Set.univ_disjoint": "Disjoint (Set.univ : Set α) s",
    "Quaternion.coe_commute": "Commute (↑r : Quaternion R) a",
    "HasProd.prodMk": "(fun (x : β) => (f x, g x)) (a, b)",
    "Nat.image_cast_int_Ioi": "Set.image ((↑) : ℕ → ℤ) (Set.Ioi a)",
    "Subfield.ext": "(∀ (x : K), Membership.mem S x ↔ Membership.mem T x)",
    "leftCoset_eq_iff": "HSMul.hSMul y (SetLike.coe s)",
    "ENNReal.hasSum_coe": "(↑r : ℝ≥0∞)",
    # `RingEquiv.refl _`: the `_` is fixed only by unification with the other side's type,
    # `mapEquiv`'s declared result (round 26: `signatures_r26_holes`; refused before)
    "MvPolynomial.mapEquiv_refl": "= RingEquiv.refl (MvPolynomial σ R)",
    # `(l.map (↑)).sum`: `(↑)`'s type comes from the other side through `List.sum` (an
    # open slot of `List.map`, round 14)
    "NNReal.coe_list_sum": "List.map ((↑) : ℝ≥0 → ℝ) l",
}


@needs_index
@pytest.mark.parametrize("name", sorted(ROWS))
def test_mathlib_rows_typed_by_their_context(name: str) -> None:
    require()
    row = rows_named(ROWS)[name]
    r = render_row(row)
    if ROWS[name].startswith("unsupported"):
        assert r.formal is None and (r.reason or "").startswith(ROWS[name]), (r.formal,
                                                                               r.reason)
        return
    assert r.formal is not None, r.reason
    printed = to_lean(elaborate(r.formal))
    assert ROWS[name] in printed, printed
    assert decide(r.formal).verdict != "refuted"
