"""`∅`, `[]`, `⊤`, `{a}` typed by what Lean expects of them where Lean has that type exactly
(round 16).

- The other side of a relation whose type is the result of a function not declared here
  (`Finset.sym s n = ∅`, `p.coeffList = []`): binrel% unifies the postponed literal's type with
  it, so the literal is that type's `∅`/`[]`, kept uninterpreted as the type is.
- An `if` whose branches all wait for their type (`if c then Set.univ else ∅`): binrel%
  elaborates the `ite` alone, then unifies it with the other side's type.
- `(I • ⊤ : Submodule R M)`: the `leftact%` tree of `•` is `⊤` alone, its maximal type
  starts at the expected type.
- `{x} ∈ F` for a filter `F : Filter α`: Membership's element type is `Set α`.

Everything else stays refused (never guessed): a literal inside a set operation on such an
unknown type, a non-empty list there, `I • ⊤` with nothing expected.
"""

from __future__ import annotations

import pytest

from forminv_lean.formal import UnsupportedError, decide, elaborate, to_lean
from forminv_lean.formal.meaning.terms import Term, walk
from forminv_lean.formal.meaning.types import is_set


def _refused(text: str, reason: str) -> None:
    with pytest.raises(UnsupportedError) as err:
        elaborate(text)
    assert reason in str(err.value), str(err.value)


def _eq_sides(t: Term) -> tuple[Term, Term]:
    eq = next(u for u in walk(t) if u.op == "eq")
    return eq.args[0], eq.args[1]


def test_empty_takes_the_unknown_result_type_of_the_other_side() -> None:
    for text in ("∀ {α : Type*} (s : Finset α) (n : ℕ), Finset.sym s (n + 1) = ∅",
                 "∀ {α : Type*} (s : Finset α) (n : ℕ), ∅ = Finset.sym s (n + 1)"):
        t = elaborate(text)
        a, b = _eq_sides(t)
        empty = a if a.op == "const" else b
        other = b if empty is a else a
        assert empty.name == "∅" and empty.ty == other.ty
        assert other.ty.head == "result"
        # printed bare, for Lean to type it from the other side again
        assert to_lean(t).endswith("= ∅") or "∅ = " in to_lean(t)
        assert decide(text, timeout=3).verdict != "refuted"


def test_empty_list_takes_the_unknown_result_type_of_the_other_side() -> None:
    # `Composition.blocks` (a `List ℕ`, Mathlib/Combinatorics/Enumerative/Composition.lean)
    # has no declared signature: its result is unknown
    from forminv_lean.formal.meaning.opaque import SIGNATURES

    assert "Composition.blocks" not in SIGNATURES, "pick a constant with no signature"
    text = "∀ (n : ℕ) (c : Composition n), Composition.blocks c = []"
    a, b = _eq_sides(elaborate(text))
    assert b.op == "app" and b.name == "List.nil" and b.ty == a.ty
    assert decide(text, timeout=3).verdict != "refuted"
    # a non-empty list there: its element type is not known, refused
    _refused("∀ (n m : ℕ) (c : Composition n), Composition.blocks c = [m]", "type mismatch")


def test_empty_inside_a_set_operation_on_an_unknown_type_stays_refused() -> None:
    _refused("∀ {α : Type*} (s : Finset α) (n : ℕ), Finset.sym s n ∩ ∅ = ∅", "element type")


def test_if_of_waiting_branches_takes_the_other_side_type() -> None:
    text = ("∀ {α β : Type*} [One β] (s : Set β), "
            "(1 : α → β) ⁻¹' s = if (1 : β) ∈ s then Set.univ else ∅")
    a, b = _eq_sides(elaborate(text))
    assert b.op == "ite" and is_set(b.ty) and b.ty == a.ty
    assert b.args[2].op == "empty" and b.args[2].ty == a.ty
    assert decide(text, timeout=3).verdict != "refuted"


def test_if_keeps_a_multiset_a_multiset() -> None:
    # `m = if c then ∅ else {a}` at `Multiset α`: read as sets it would forget multiplicities
    t = elaborate("∀ (m : Multiset ℕ) (a : ℕ) (c : Prop), m = if c then ∅ else {a}")
    a, b = _eq_sides(t)
    assert a.op == "var" and a.ty.name == "Multiset" and b.ty == a.ty


def test_smul_top_at_the_ascribed_type() -> None:
    text = ("∀ {R M : Type*} [CommRing R] [AddCommGroup M] [Module R M] (I : Ideal R), "
            "Submodule.mkQ (I • ⊤ : Submodule R M) = Submodule.mkQ (I • ⊤ : Submodule R M)")
    t = elaborate(text)
    tops = [u for u in walk(t) if u.op == "const" and u.name == "⊤"]
    assert tops and all(u.ty.head == "app" and u.ty.name == "Submodule" for u in tops)
    _refused("∀ {R M : Type*} [CommRing R] [AddCommGroup M] [Module R M] (I : Ideal R), "
             "Submodule.mkQ (I • ⊤) = Submodule.mkQ (I • ⊤)", "⊤")


def test_singleton_in_a_filter_is_a_set() -> None:
    text = ("∀ {α : Type*} [TopologicalSpace α] (x : α) (s : Set α), "
            "{x} ∈ nhdsWithin x s")
    t = elaborate(text)
    mem = next(u for u in walk(t) if u.op == "app" and u.name == "Membership.mem")
    assert is_set(mem.args[1].ty) and mem.args[1].ty.args[0].name == "α"
    assert decide(text, timeout=3).verdict != "refuted"


@pytest.mark.parametrize("text, symbol, ty", [
    # `insert ∅ S`: `Insert`'s element type is an outParam, fixed by `S`'s instance
    ("∀ {α : Type*} (S : Set (Set α)), IsPiSystem S → IsPiSystem (Insert.insert ∅ S)",
     "empty", "Set α"),
    ("∀ {α : Type*} [CompleteLattice α] (s t : Set α), s ⊆ Insert.insert ⊥ t → "
     "SupSet.sSup s ≤ SupSet.sSup t", "⊥", "α"),
    ("∀ {α : Type*} [LinearOrder α] (s : Finset α), "
     "(Finset.max s) ∈ (Insert.insert ⊥ (s.image (↑)) : Finset (WithBot α))", "⊥", "WithBot α"),
])
def test_insert_types_its_element_from_the_collection(text: str, symbol: str, ty: str) -> None:
    t = elaborate(text)
    hits = [u for u in walk(t) if (u.op == "empty" if symbol == "empty" else
                                   u.op == "const" and u.name == symbol)]
    assert hits and all(str(u.ty) == ty for u in hits)
    assert decide(text, timeout=3).verdict != "refuted"


def test_insert_into_an_unknown_collection_stays_refused() -> None:
    # `Foo.bar S`'s type is not known here: nothing says what `insert ∅` inserts into
    _refused("∀ {α : Type*} (S : Set (Set α)), IsPiSystem (Insert.insert ∅ (Foo.bar S))",
             "element type")


@pytest.mark.parametrize("text, product", [
    ("∀ {α β : Type*} (a : α) (t : Set β), Nat.card ({a} ×ˢ t) = Nat.card t", "Set (α × β)"),
    ("∀ {α β : Type*} (s : Set α) (b : β), Nat.card (s ×ˢ {b}) = Nat.card s", "Set (α × β)"),
    # fbinop% unifies the literal with the other operand's collection: a Finset here
    ("∀ {α : Type*} (a : α) (n : ℕ), Finset.card ({a} ×ˢ Finset.range n) = n",
     "Finset (α × ℕ)"),
])
def test_singleton_in_a_product_takes_the_other_collection(text: str, product: str) -> None:
    t = elaborate(text)
    sprod = next(u for u in walk(t) if u.op == "app" and u.name == "SProd.sprod")
    assert str(sprod.ty) == product
    assert decide(text, timeout=3).verdict != "refuted"


def test_numeral_singleton_in_a_product_stays_refused() -> None:
    # `{0} ×ˢ t`: the item's type would be ℕ only by a default, which Lean applies after
    # unification; not read
    with pytest.raises(UnsupportedError):
        elaborate("∀ {β : Type*} (t : Set β), Nat.card ({0} ×ˢ t) = Nat.card t")


def test_singleton_body_of_a_union_is_a_set_of_its_item() -> None:
    text = "∀ {α β : Type*} (f : α → β) (s : Set α), f '' s = ⋃ i ∈ s, {f i}"
    a, b = _eq_sides(elaborate(text))
    assert str(b.ty) == "Set β" and b.ty == a.ty
    assert decide(text, timeout=3).verdict != "refuted"
    # an untyped index (its type Lean takes from `f`'s domain): not read here
    _refused("∀ {α : Type*} {ι : Type*} (f : ι → α), Set.range f = ⋃ i, {f i}",
             "not known from its context")
