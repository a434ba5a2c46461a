"""Numerals typed by their context and arithmetic whose result is applied (round 14, issue #24;
`formal/meaning/elaborate_arith.py`), with the meaning Lean gives them, or refused.

- `(ψ ^ n) a`, `(f - g) x`, `(c • f) x`, `f⁻¹ x` on a bundled map: the operator at the map's
  type, then Lean's coercion to functions (`DFunLike.coe`);
- `x = if c then 1 else -1`: the `if`, a `binrel%` leaf whose branches are numerals only,
  takes the relation's type (not ℕ, then a cast);
- `Commute (-1) a`: a numeral argument takes the parameter type a later argument fixes.
"""

from __future__ import annotations

import pytest

from forminv_lean.formal import elaborate
from forminv_lean.formal.checker import decide
from forminv_lean.formal.errors import UnsupportedError
from forminv_lean.formal.meaning.terms import Term, walk
from forminv_lean.formal.meaning.types import show_type
from tests.mathlib_corpus import render

MODULES = ("∀ {R M N : Type*} [CommRing R] [AddCommGroup M] [AddCommGroup N] [Module R M] "
           "[Module R N] ")


def _types(t: Term, op: str) -> set[str]:
    return {show_type(x.ty) for x in walk(t) if x.op == op}


@pytest.mark.parametrize(("body", "op"), [
    ("(f g : M →ₗ[R] N) (x : M), (f - g) x = f x - g x", "sub"),
    ("(f : M →ₗ[R] N) (x : M), (-f) x = -f x", "neg"),
    ("(f : M →ₗ[R] M) (n : ℕ) (x : M), (f ^ n) x = (f ^ n) x", "pow"),
    ("(f g : M →ₗ[R] M) (x : M), (f * g) x = f (g x)", "mul"),
])
def test_an_operator_on_a_bundled_map_then_applied_goes_through_dfunlike_coe(
        body: str, op: str) -> None:
    t = elaborate(MODULES + body)
    # the operator is at the map's own type, and its result is applied as the map is
    coes = [x for x in walk(t) if x.op == "app" and x.name == "DFunLike.coe"]
    heads = [x.args[0] for x in coes if x.args[0].op == op]
    assert heads and all(show_type(h.ty).startswith("LinearMap") for h in heads)


def test_a_smul_of_a_bundled_map_is_applied_at_the_map_type() -> None:
    t = elaborate(MODULES + "(c : R) (f : M →ₗ[R] M) (x : M), (c • f) x = c • f x")
    coe = next(x for x in walk(t) if x.op == "app" and x.name == "DFunLike.coe")
    assert show_type(coe.args[0].ty).startswith("LinearMap")


def test_an_operator_on_a_non_function_then_applied_stays_refused() -> None:
    with pytest.raises(UnsupportedError, match="unsupported application"):
        elaborate("∀ (a b : ℕ), (a + b) 1 = 0")


@pytest.mark.parametrize(("stmt", "ty"), [
    ("∀ {R : Type*} [Ring R] (n : ℕ), (-1 : R) ^ n = if Even n then 1 else (-1)", "R"),
    ("∀ (n : ℕ) (x : ℤ), x = if Even n then 1 else if Odd n then -1 else 0", "ℤ"),
])
def test_an_if_of_numerals_takes_the_type_of_the_relation(stmt: str, ty: str) -> None:
    t = elaborate(stmt)
    assert _types(t, "ite") == {ty} and _types(t, "num") == {ty} and _types(t, "neg") == {ty}


def test_an_if_of_numerals_is_not_a_natural_number_cast() -> None:
    # true in Lean (the `if` is at ℤ, `0 - 1 = -1`); read at ℕ and cast, `0 - 1` would be 0
    assert decide("∀ (n : ℕ) (x : ℤ), Even n → x = (if Even n then 0 - 1 else 0) → x = -1"
                  ).verdict == "proved"
    # nothing fixes the type: ℕ by the default instance, as in Lean
    assert _types(elaborate("∀ (n : ℕ), 0 = if Even n then 1 else 2"), "num") == {"ℕ"}
    with pytest.raises(UnsupportedError, match="Neg ℕ"):
        elaborate("∀ (n : ℕ), 0 = if Even n then 1 else -1")


def test_a_branch_with_a_typed_leaf_fixes_the_if() -> None:
    t = elaborate("∀ (n : ℕ) (x : ℤ), (x : ℤ) = if Even n then x else -1")
    assert _types(t, "num") == {"ℤ"}


def test_a_numeral_argument_takes_the_type_a_later_argument_fixes() -> None:
    t = elaborate("∀ {R : Type*} [Ring R] (a : R), Commute (-1) a")
    assert _types(t, "num") == {"R"} and _types(t, "neg") == {"R"}
    t = elaborate("∀ {R : Type*} [Ring R] (a : R), Commute 2 a")
    assert _types(t, "num") == {"R"}
    # with nothing fixing it, Lean's default instance: ℕ
    assert _types(elaborate("Commute 2 3"), "num") == {"ℕ"}
    with pytest.raises(UnsupportedError, match="Neg ℕ"):
        elaborate("Commute (-1) 3")


@pytest.mark.parametrize("header", [
    "lemma AddChar.pow_apply {A M : Type*} [AddMonoid A] [CommMonoid M] (ψ : AddChar A M) "
    "(n : ℕ) (a : A) : (ψ ^ n) a = (ψ a) ^ n",
    "theorem Int.normUnit_eq (z : ℤ) : normUnit z = if 0 ≤ z then 1 else -1",
])
def test_mathlib_headers_render(header: str) -> None:
    formal, reason = render(header)
    assert formal is not None, reason
    elaborate(formal)


def test_a_numeral_argument_is_typed_by_the_object_of_field_notation() -> None:
    formal, reason = render("theorem Polynomial.comp_one {R : Type*} [Semiring R] "
                            "(p : Polynomial R) : p.comp 1 = C (p.eval 1)", "open Polynomial")
    assert formal is not None, reason
    assert _types(elaborate(formal), "num") == {"Polynomial R", "R"}


@pytest.mark.parametrize("stmt", [
    "∀ {α : Type*} [Mul α] [DecidableEq α] (s t u : Finset α), s * t ⊆ u",
    "∀ {α : Type*} [Inv α] (s t : Finset α), s ⊆ t → s⁻¹ ⊆ t⁻¹",
    "∀ {R M : Type*} [CommRing R] [AddCommGroup M] [Module R M] (I : Ideal R) "
    "(N P : Submodule R M), I • (N ⊔ P) = I • N ⊔ I • P",
])
def test_operators_on_structures_at_one_type_are_read(stmt: str) -> None:
    # both sides of `⊆` at one type, each as it is alone; `b` of `a • b` at its own type
    elaborate(stmt)


@pytest.mark.parametrize("stmt", [
    # Lean coerces the leaves of `x - y` into ℤ (`a • (↑x - ↑y)`): not the cast of ℕ's `x - y`
    "∀ (a x y : ℕ) (c : ℤ), a • (x - y) = c",
    "∀ (a x y : ℕ) (c : ℤ), (a • (x - y) : ℤ) = c",
    # at an undeclared function's unknown domain, the same
    "∀ (a x y : ℕ), Foo.f (a • (x - y)) = 0",
])
def test_a_smul_whose_operand_the_context_would_coerce_inside_is_refused(stmt: str) -> None:
    with pytest.raises(UnsupportedError):
        elaborate(stmt)
