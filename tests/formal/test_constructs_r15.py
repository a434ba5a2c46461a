"""Round 15's operators and binder notations, each read as Lean reads it: `a ∣ b` at a type
variable is `Dvd.dvd` through the instance its classes give (uninterpreted); `a % b` at an
opaque type or an `[EuclideanDomain R]` is `HMod.hMod` (uninterpreted), never at a type
variable with no `Mod`; `p = q` on Prop is `p ↔ q` (`propext`, `Iff.of_eq`); `⋃ i j, s` is
`⋃ i, ⋃ j, s` (Mathlib's `notation3` extended binders)."""

from __future__ import annotations

import pytest

from forminv_lean.formal import elaborate, to_lean
from forminv_lean.formal.checker import decide
from forminv_lean.formal.errors import UnsupportedError
from forminv_lean.formal.meaning.terms import Term, walk
from tests.mathlib_corpus import needs_index, render


def _apps(t: Term, name: str) -> list[Term]:
    return [u for u in walk(t) if u.op == "app" and u.name == name]


def _round_trip(text: str) -> Term:
    t = elaborate(text)
    assert elaborate(to_lean(t)) == t
    return t


def test_divisibility_at_a_type_variable_is_the_instance_kept_opaque() -> None:
    t = _round_trip("∀ {α : Type*} [CommMonoid α] (a b : α), a ∣ a * b")
    (d,) = _apps(t, "Dvd.dvd")
    assert str(d.args[0].ty) == "α" and d.args[1].op == "mul"
    assert not [u for u in walk(t) if u.op == "dvd"]
    # ℕ keeps its own divisibility
    assert [u for u in walk(elaborate("∀ a b : ℕ, a ∣ a * b")) if u.op == "dvd"]


def test_divisibility_at_a_type_variable_is_not_refuted() -> None:
    # true in every commutative monoid; the finite models' ℕ-divisibility must not decide it
    r = decide("∀ {α : Type*} [CommMonoid α] (a b : α), a ∣ a * b", timeout=3)
    assert r.verdict != "refuted"


def test_mod_at_an_opaque_type_is_its_own_mod() -> None:
    t = _round_trip("∀ a b : Ordinal, a % (b % a) ≤ a")
    assert len(_apps(t, "HMod.hMod")) == 2
    t = _round_trip("∀ {R : Type*} [EuclideanDomain R] (a b : R), a % b = a - b * (a / b)")
    assert len(_apps(t, "HMod.hMod")) == 1


def test_mod_at_a_type_variable_without_mod_is_refused() -> None:
    # `(a : R) = a % p` over `[AddMonoidWithOne R]`: R has no `Mod`, so Lean does not read
    # `%` at R; the rendering must not either
    with pytest.raises(UnsupportedError):
        elaborate("∀ {R : Type*} [CommRing R] (a b : R), a % b = a")
    # nor with a coerced operand at an opaque type: the same question of where Lean puts `↑`
    with pytest.raises(UnsupportedError):
        elaborate("∀ (a : ℕ) (b : Ordinal), b = a % 3")


def test_equality_of_propositions_is_iff() -> None:
    t = _round_trip("∀ a b : Prop, (a ∧ b) = (b ∧ a)")
    assert [u for u in walk(t) if u.op == "iff"] and not [u for u in walk(t) if u.op == "eq"]
    t = elaborate("∀ a b : Prop, (a ∧ b) ≠ (¬(b ∧ a))")
    assert [u for u in walk(t) if u.op == "not" and u.args[0].op == "iff"]
    assert decide("∀ a b c d : Prop, a = c → (c → b = d) → (a → b) = (c → d)",
                  timeout=3).verdict == "proved"


def test_a_bool_ascribed_a_proposition_is_the_bool_equal_to_true() -> None:
    # `(true : Prop)` is `true = true` in Lean (core's `boolToProp`), not a constant proposition
    assert elaborate("(Bool.true : Prop) = True") == elaborate("(Bool.true = Bool.true) = True")


def test_several_binders_nest() -> None:
    t = _round_trip("∀ {α : Type*} (f : ℕ → ℕ → Set α), ⋃ (i : ℕ) (j : ℕ), f i j = "
                    "⋃ i, ⋃ j, f i j")
    lhs, rhs = next(u for u in walk(t) if u.op == "eq").args
    assert lhs == rhs
    t = _round_trip("∀ {α : Type*} [CompleteLattice α] (f : ℕ → ℕ → α) (s : Set ℕ), "
                    "⨆ i ∈ s, ⨆ j ∈ s, f i j = ⨆ (i) (_ : i ∈ s) (j) (_ : j ∈ s), f i j")
    assert len(_apps(t, "iSup")) == 4


def test_several_binders_with_an_unread_guard_stay_refused() -> None:
    with pytest.raises(UnsupportedError):
        elaborate("∀ {α : Type*} [CompleteLattice α] (f : ℕ → α) (q : Prop), "
                  "⨆ (i) (_ : q) (j : ℕ), f i = ⨆ i, f i")


@needs_index
def test_corpus_headers_render() -> None:
    formal, reason = render("theorem Multiset.prod_dvd_prod_of_le {α : Type*} [CommMonoid α] "
                            "{s t : Multiset α} (h : s ≤ t) : s.prod ∣ t.prod")
    assert formal is not None, reason
    assert "∣" in formal


def test_integral_in_a_set_takes_volume_at_the_sets_element_type() -> None:
    typed = elaborate("∀ s : ℝ, ∫ x : ℝ in Set.Ioi (0 : ℝ), x ^ s = 0")
    assert _round_trip("∀ s : ℝ, ∫ x in Set.Ioi (0 : ℝ), x ^ s = 0") == typed
    t = _round_trip("∀ (b : ℝ) (f : ℝ → ℝ), ∫⁻ x in Set.Iic b, ENNReal.ofReal (f x) = 0")
    (vol,) = [u for u in walk(t) if u.op == "const" and u.name.endswith(".volume")]
    assert str(vol.ty) == "MeasureTheory.Measure ℝ"


def test_integral_in_a_set_typed_by_the_integrand_is_refused() -> None:
    # `Ioi 0`: Lean types `0` from the integrand (ℝ here); read alone it would be ℕ
    with pytest.raises(UnsupportedError):
        elaborate("∀ s : ℝ, ∫ x in Set.Ioi 0, x ^ s = 0")
