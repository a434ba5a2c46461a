"""`↑e` passed where a function declares `Set α` and no argument before it fixes `α`
(`meaning/elaborate_sets.coe_to_set_param`): Lean elaborates `e` alone and the only coercion of
a `Finset β` or a `SetLike S β` structure to a `Set` is the one to `Set β` (`Finset.toSet`,
`SetLike.coe`), so `α` is `β`. Anything else stays refused."""

from __future__ import annotations

import pytest

from forminv_lean.formal import UnsupportedError, decide, elaborate
from forminv_lean.formal.meaning.terms import Term, walk


def _set_args(t: Term, head: str) -> list[Term]:
    """The arguments of every application of `head` in `t`."""
    return [a for u in walk(t) if u.op == "app" and u.name == head for a in u.args]


def test_finset_coerced_into_a_set_parameter() -> None:
    t = elaborate("∀ {α : Type*} [CompleteLattice α] (s : Finset α), "
                  "InfSet.sInf ↑s = InfSet.sInf ↑s")
    (arg, _) = _set_args(t, "InfSet.sInf")[:2]
    assert arg.op == "setof" and str(arg.ty) == "Set α"   # `Finset.toSet s`, `{a | a ∈ s}`


def test_setlike_coerced_into_a_set_parameter() -> None:
    t = elaborate("∀ {G : Type*} [Group G] (H : Subgroup G), "
                  "Set.BijOn (fun (x : G) => x) ↑H ↑H")
    coes = [u for u in walk(t) if u.op == "app" and u.name == "SetLike.coe"]
    assert coes and all(str(c.ty) == "Set G" for c in coes)


def test_fixes_the_result_type() -> None:
    # `sInf ↑s : α`, so it compares with an `α`
    t = elaborate("∀ {α : Type*} [CompleteLattice α] (s : Finset α) (a : α), "
                  "InfSet.sInf ↑s ≤ a")
    assert any(u.op == "le" for u in walk(t))


def test_the_two_coercions_agree() -> None:
    # `↑s` as an argument is the same term as the ascription `(s : Set α)`
    r = decide("∀ {α : Type*} [CompleteLattice α] (s : Finset α), "
               "InfSet.sInf ↑s = InfSet.sInf (s : Set α)", timeout=10)
    assert r.verdict in ("valid", "proved"), r


@pytest.mark.parametrize("text", [
    # a `Set` already: no coercion (Lean unifies), never written so in Mathlib; not read
    "∀ {α : Type*} [CompleteLattice α] (t : Set α), InfSet.sInf ↑t = InfSet.sInf t",
    # a number: no coercion to any `Set`
    "∀ (n : ℕ), Set.Finite ↑n",
])
def test_other_coercions_into_a_set_parameter_are_refused(text: str) -> None:
    with pytest.raises(UnsupportedError):
        elaborate(text)


# `(↑x)⁻¹`: `Inv.inv` waits for its type like the bare `↑x` it inverts (lean4 `elabCoe`
# postpones against the unknown `?α` of `Inv.inv`), so `↑x` is the coercion into the tree's
# type, or into the type ascribed (`propagateExpectedType`)
@pytest.mark.parametrize("text", [
    "∀ (n : ℕ), ((n : ℚ) + 1)⁻¹ = (↑(n + 1))⁻¹",
    "∀ (n : ℕ), (((n : ℚ) + 1)⁻¹ : ℚ) = ((↑(n + 1))⁻¹ : ℚ)",
])
def test_inverse_of_a_coercion_takes_the_trees_type(text: str) -> None:
    t = elaborate(text)
    invs = [u for u in walk(t) if u.op == "inv"]
    assert len(invs) == 2 and all(str(u.ty) == "ℚ" for u in invs)
    assert invs[1].args[0].op == "cast" and str(invs[1].args[0].args[0].ty) == "ℕ"
    # `↑(n + 1)` adds in ℕ, then casts: the same as `↑n + 1` in ℚ
    assert decide(text, timeout=10).verdict in ("valid", "proved")


@pytest.mark.parametrize("text", [
    "∀ (x : ℚ), (↑x)⁻¹ = (↑x)⁻¹",                 # nothing fixes the type
    "∀ (n : ℕ) (m : ℤ), m = (↑n)⁻¹",              # ℤ has no inverse
])
def test_inverse_of_a_coercion_refused_without_a_type(text: str) -> None:
    with pytest.raises(UnsupportedError):
        elaborate(text)
