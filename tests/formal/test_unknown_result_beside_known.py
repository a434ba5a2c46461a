"""An undeclared function's value beside a known type in a plain relation (round 21).

`t ⊆ e.target` with `t : Set Y` and `PartialHomeomorph.target` declared nowhere here: Lean's
`binrel%` elaborates both sides alone and then either their types agree or one side is coerced
whole. The function is uninterpreted either way, so reading its value at `Set Y` changes only
which values it may take, never what the relation says of them; the checker reads it so.
It refuses where that reading could say more than Lean's:

* beside a number type, a type variable or `Prop` (the checker reasons about their values: ℕ's
  are nonnegative, so `n = f a` with Lean's `f a : ℤ` would become a claim about naturals);
* an operation or a field on that value anywhere in the statement (`card s - 1` truncates only
  if ℕ was Lean's type; `e.target.fld` resolves in the namespace of Lean's type);
* `⇑g` (a function) is never typed as the value beside it: Lean coerces that value to `⇑g`'s
  function type, `⇑g = ⇑f`, which is read where the value's coercion is known;
* a declared constant whose arguments all have known types that do not fit its declaration
  (Lean may reject the text); one whose unknown arguments left its result unknown is read at
  the known side only when its declared result has that side's type constructor;
* a side whose type only a numeral's default gave (`ofAdd 1` is `Multiplicative ℕ` only if
  nothing else fixes the numeral, and Lean fixes it from the other side first).
"""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from forminv_lean.formal import UnsupportedError
from forminv_lean.formal.meaning.terms import walk
from forminv_lean.formal.statements import elaborate_rendering
from tests.mathlib_corpus import needs_index, rendered

#: (binder type, does the unknown side take it): the types whose values the checker does not
#: interpret, and sets, do; numbers and `Prop` do not.
KNOWN = [("Set α", True), ("Finset α", True), ("Filter α", True), ("List α", True),
         ("Submonoid M", True), ("α → β", True), ("α × β", True),
         ("ℕ", False), ("ℤ", False), ("ℝ", False), ("Prop", False)]
_BINDERS = "∀ {α β M : Type*} [Monoid M] (x : TYPE) (a : α)"


def _unknown_apps(t: object) -> list[object]:
    return [u for u in walk(t) if u.op == "app" and u.name == "Zq.unknownF"]


@settings(max_examples=80, deadline=None)
@given(known=st.sampled_from(KNOWN), rel=st.sampled_from(["=", "≠"]), swap=st.booleans())
def test_an_unknown_value_takes_the_known_type_only_where_values_are_not_interpreted(
        known: tuple[str, bool], rel: str, swap: bool) -> None:
    ty, takes = known
    lhs, rhs = ("Zq.unknownF a", "x") if swap else ("x", "Zq.unknownF a")
    text = f"{_BINDERS.replace('TYPE', ty)}, {lhs} {rel} {rhs}"
    if not takes:
        with pytest.raises(UnsupportedError, match="type mismatch"):
            elaborate_rendering(text)
        return
    t = elaborate_rendering(text)
    (app,) = _unknown_apps(t)
    assert str(app.ty) == ty, (text, app.ty)


@pytest.mark.parametrize("text", [
    # an operation on the value elsewhere: its type is not known to be the relation's
    "∀ {α : Type*} (s : Set α) (a : α), s = Zq.unknownF a → s ∪ s = Zq.unknownF a ⊔ s",
    "∀ {M : Type*} [Monoid M] (p q : Submonoid M) (a : M), p = Zq.unknownF a → "
    "Zq.unknownF a ⊔ q = q",
    # a field of it
    "∀ {α : Type*} (s : Finset α) (a : α), s = Zq.unknownF a → (Zq.unknownF a).card = 0",
])
def test_no_operation_or_field_is_read_on_a_value_typed_beside_a_known_side(text: str) -> None:
    with pytest.raises(UnsupportedError, match="only a relation beside"):
        elaborate_rendering(text)


def test_a_declared_constant_is_read_at_the_known_side_only_by_its_declared_result() -> None:
    # `Set.preimage : (α → β) → Set β → Set α` applied to an undeclared function: its result
    # is a `Set`, which Lean unifies with the other side's `Set X`
    t = elaborate_rendering("∀ {X Y : Type*} (s : Set X) (t : Set Y), s = Zq.unknownF ⁻¹' t")
    assert "Set X" in str(t.args[0].args[0].args[0].args[0].args[1].ty)
    # arguments all of known type that do not fit the declaration: Lean may reject the text
    # (`(K.map f).comap g` with `g : H →* G`), refused
    with pytest.raises(UnsupportedError):
        elaborate_rendering("∀ {G H : Type*} [Group G] [Group H] (f : G →* H) (g : H →* G) "
                            "(K : Subgroup G), (K.map f).comap g = K")


def test_the_value_may_be_compared_again() -> None:
    # a second relation, and membership, say nothing a coercion would change
    t = elaborate_rendering("∀ {α : Type*} (s t : Set α) (a : α), s ⊆ Zq.unknownF a → "
                            "a ∈ Zq.unknownF a → Zq.unknownF a = t")
    assert {str(u.ty) for u in _unknown_apps(t)} == {"Set α"}


def test_a_function_coercion_beside_a_bundled_map_coerces_the_map() -> None:
    # `⇑e.toMonoidHom = e`: Lean elaborates `e` against `⇑…`'s function type, `⇑… = ⇑e`;
    # `⇑…` is never an `M ≃* N`
    binders = "∀ {M N : Type*} [MulOneClass M] [MulOneClass N] (e : M ≃* N), "
    t = elaborate_rendering(binders + "⇑(Zq.unknownF e) = e")
    eq = t
    while eq.op != "eq":
        eq = eq.args[-1]
    assert str(eq.args[0].ty) == "M → N" and eq.args[1].op == "lambda", eq
    # the other way round Lean does not coerce the left side: refused
    with pytest.raises(UnsupportedError, match="type mismatch"):
        elaborate_rendering(binders + "e = ⇑(Zq.unknownF e)")


def test_a_side_typed_by_a_numeral_default_does_not_type_the_value() -> None:
    # `Multiplicative.ofAdd 1` is `Multiplicative ℕ` only by the default, which Lean applies
    # after unifying with the other side (`CoxeterSystem.lengthParity_simple`: ZMod 2)
    with pytest.raises(UnsupportedError, match="type mismatch"):
        elaborate_rendering("∀ {α : Type*} (a : α), Zq.unknownF a = Multiplicative.ofAdd 1")


_CORPUS = ["PartialHomeomorph.isOpen_image_symm_of_subset_target", "Sym.map_id",
           "MulEquiv.coe_toMonoidHom", "CoxeterSystem.lengthParity_simple"]


@needs_index
def test_corpus_theorems() -> None:
    assert "t ⊆ e.target" in rendered(_CORPUS, _CORPUS[0])
    assert "Sym.map id s = s" in rendered(_CORPUS, _CORPUS[1])
    assert "⇑e.toMonoidHom = e" in rendered(_CORPUS, _CORPUS[2])
    with pytest.raises(AssertionError, match="type mismatch"):
        rendered(_CORPUS, _CORPUS[3])


def test_a_value_typed_beside_a_known_side_is_never_coerced() -> None:
    # `i ≠ f x` reads `f x : Fin n`; Lean may read `↑i ≠ f x` at ℕ, where `f x < n` need not
    # hold: a cast of the value to ℕ elsewhere would assume the bound
    with pytest.raises(UnsupportedError):
        elaborate_rendering("∀ (n : ℕ) (i : Fin n) (a : ℕ), i ≠ Zq.unknownF a → "
                            "Zq.unknownF a < n")
    with pytest.raises(UnsupportedError, match="coerced to"):
        elaborate_rendering("∀ {α : Type*} (s : Finset α) (u : Set α) (a : α), "
                            "s ≠ Zq.unknownF a → ↑(Zq.unknownF a) ⊆ u")
