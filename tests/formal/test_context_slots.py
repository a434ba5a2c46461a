"""`∅`, `Set.univ`, `⊤`, `⊥` passed where a declared signature types the argument
(`Elaborator.open_slot`, and a slot whose declared type names no parameter): Lean elaborates
the constant against the slot's type, a parameter no other argument fixes being a
metavariable that the context (the other side of a relation) assigns. Nothing fixing it is
refused, never defaulted."""

from __future__ import annotations

import pytest

from forminv_lean.formal import UnsupportedError, decide, elaborate
from forminv_lean.formal.meaning.terms import walk


def _const_types(text: str, op: str) -> set[str]:
    return {str(u.ty) for u in walk(elaborate(text)) if u.op == op}


def test_univ_typed_by_the_other_side() -> None:
    # Subalgebra.centralizer (R) (s : Set A) : Subalgebra R A; `A` only from `center R A`
    text = ("∀ {R : Type*} {A : Type*} [CommSemiring R] [Semiring A] [Algebra R A], "
            "Subalgebra.centralizer R Set.univ = Subalgebra.center R A")
    assert _const_types(text, "univ") == {"Set A"}


def test_empty_typed_through_the_result() -> None:
    # `sSup ∅ ≤ f x`: `sSup : Set ?α → ?α`, `?α` from `f x`
    text = ("∀ {ι α : Type*} [ConditionallyCompleteLinearOrder α] (f : ι → α) (x : ι), "
            "SupSet.sSup ∅ ≤ f x")
    assert _const_types(text, "empty") == {"Set α"}


def test_sup_of_empty_is_decided() -> None:
    r = decide("∀ {α : Type*} [ConditionallyCompleteLinearOrder α], "
               "SupSet.sSup (∅ : Set α) = SupSet.sSup ∅", timeout=10)
    assert r.verdict in ("valid", "proved"), r


@pytest.mark.parametrize("text", [
    # nothing fixes the element type: Lean reports a stuck instance; never ℕ here
    "SupSet.sSup ∅ = SupSet.sSup ∅",
    "∀ {R : Type*} [CommSemiring R], "
    "Subalgebra.centralizer R Set.univ = Subalgebra.centralizer R Set.univ",
])
def test_unfixed_slot_parameter_is_refused(text: str) -> None:
    with pytest.raises(UnsupportedError):
        elaborate(text)


def test_ground_slot_types_the_empty_finset() -> None:
    # Nat.factoredNumbers (s : Finset ℕ) : Set ℕ: `∅` is the empty Finset ℕ
    t = elaborate("Nat.factoredNumbers ∅ = {1}")
    (arg,) = [a for u in walk(t) if u.op == "app" and u.name == "Nat.factoredNumbers"
              for a in u.args]
    assert str(arg.ty) == "Finset ℕ"


def test_slot_after_an_argument_fixing_its_parameter() -> None:
    # Rel.core (r : Rel α β) (s : Set β) : Set α; the other side `Set.univ : Set α`
    text = "∀ {α β : Type*} (r : Rel α β), Rel.core r Set.univ = Set.univ"
    assert _const_types(text, "univ") == {"Set α", "Set β"}


def test_predicate_slot() -> None:
    # IsMaxOn (f : α → β) (s : Set α) (a : α) : Prop
    text = "∀ {α β : Type*} [Preorder β] (f : α → β) (a : α), IsMaxOn f Set.univ a"
    assert _const_types(text, "univ") == {"Set α"}


def test_variable_coerced_into_the_slot_an_earlier_argument_fixed() -> None:
    # Set.Ioc (a b : α) : Set α; `(p : ℤ)` fixes α, so `q : ℕ` is `↑q` (Lean's ensureHasType)
    t = elaborate("∀ (p q : ℕ), Set.Ioc (p : ℤ) q = Set.Ioc (p : ℤ) (q : ℤ)")
    ioc = [u for u in walk(t) if u.op == "app" and u.name == "Set.Ioc"]
    assert ioc and all(str(a.ty) == "ℤ" and a.op == "cast" for u in ioc for a in u.args)


def test_slot_coercion_is_decided_as_the_ascription() -> None:
    r = decide("∀ (p q : ℕ), Set.Ioc (p : ℤ) q = Set.Ioc (p : ℤ) (q : ℤ)", timeout=10)
    assert r.verdict in ("valid", "proved"), r


def test_preimage_of_the_cast_with_a_coerced_slot() -> None:
    # `(↑) ⁻¹' Set.uIcc (p : K) q = Set.uIcc p q`: `(↑) : ℚ → K`, fixed by the two sides
    t = elaborate("∀ {K : Type*} [LinearOrderedField K] (p q : ℚ), "
                  "(↑) ⁻¹' Set.uIcc (p : K) q = Set.uIcc p q")
    (f,) = [u for u in walk(t) if u.op == "const" and u.name == "↑"]
    assert str(f.ty) == "ℚ → K"


def test_empty_list_in_a_declared_list_slot() -> None:
    # Nat.ofDigits (b : α) : List ℕ → α: `[]` is the empty `List ℕ`
    t = elaborate("∀ (b : ℕ), Nat.ofDigits b [] = 0")
    nil = [u for u in walk(t) if u.op == "app" and u.name == "List.nil"]
    assert nil and all(str(u.ty) == "List ℕ" for u in nil)
