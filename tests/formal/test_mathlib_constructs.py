"""Term syntax Mathlib statements use, elaborated as Lean elaborates it or refused: the units
type `Mˣ`, the sum type `α ⊕ β`, set-builders with no expected type and Mathlib's Finset
builder `{x ∈ s | p x}` (Mathlib/Data/Finset/Filter.lean)."""

from __future__ import annotations

import pytest

from forminv_lean.formal import UnsupportedError, check, decide, elaborate, to_lean
from forminv_lean.formal.errors import FormalParseError
from forminv_lean.formal.meaning.ast import App, Name
from forminv_lean.formal.meaning.parser import parse
from forminv_lean.formal.meaning.terms import Term, walk
from forminv_lean.formal.meaning.types import Ty


def _first(op: str, t: Term, name: str | None = None) -> Term:
    return next(u for u in walk(t) if u.op == op and (name is None or u.name == name))


def _binder_types(t: Term) -> list[Ty]:
    return [u.bty for u in walk(t) if u.op in ("forall", "exists") and u.bty is not None]


# -- Mˣ and α ⊕ β: notations for the types `Units M` and `Sum α β` -----------------------------

def test_units_postfix_is_the_units_type() -> None:
    # Mathlib/Algebra/Group/Units/Defs.lean: postfix:1024 "ˣ" => Units
    q = parse("∀ (u : ℤˣ), u = u")
    assert q.binders[0].type == App(Name("Units"), (Name("ℤ"),))  # type: ignore[union-attr]
    t = elaborate("∀ {M : Type*} [Monoid M] (u : Mˣ), (u : M) = ↑u")
    assert [str(b) for b in _binder_types(t)] == ["Units M"]
    coe = _first("app", t, "↑")  # `(u : M)` is Units.val, an uninterpreted coercion
    assert str(coe.ty) == "M" and str(coe.args[0].ty) == "Units M"


def test_units_are_not_their_ring() -> None:
    # a numeral at `ℤˣ` is no integer; beside the ring, a unit is coerced out to it (Lean's
    # `binrel%` max type is the ring whichever side comes first: `CoeHead αˣ α`, none back)
    one = _first("num", elaborate("∀ (u : ℤˣ), u = 1"))
    assert str(one.ty) == "Units ℤ"
    for text, ring in (("∀ (u : ℤˣ), (u : ℤ) = u", "ℤ"),
                       ("∀ {M : Type*} [Monoid M] (u : Mˣ) (a : M), u = a", "M"),
                       ("∀ {M : Type*} [Monoid M] (u : Mˣ) (a : M), a = u", "M")):
        eq = _first("eq", elaborate(text))
        assert [str(x.ty) for x in eq.args] == [ring, ring]
        coerced = [x for x in eq.args if x.op == "app" and x.name == "↑"]
        assert coerced and all(str(x.args[0].ty) == f"Units {ring}" for x in coerced)


def test_sum_type_is_right_associative_below_product() -> None:
    # Lean core Init/Core.lean: infixr:30 " ⊕ " => Sum; `×` is infixr:35
    t = elaborate("∀ {α β γ : Type*} (f : α × β ⊕ γ ⊕ α → ℕ), f = f")
    assert [str(b) for b in _binder_types(t)] == ["Sum (α × β) (Sum γ α) → ℕ"]


def test_units_and_sum_print_back_to_lean() -> None:
    for text, shown in (("∀ (u : ℤˣ), (u : ℤ) = 1 ∨ (u : ℤ) = -1", "(u : Units ℤ)"),
                        ("∀ {α β : Type*} (x : α ⊕ β), x = x", "(x : Sum α β)")):
        out = to_lean(elaborate(text))
        assert shown in out and elaborate(out) == elaborate(text)


# -- set-builders with no expected type ---------------------------------------------------------

def test_lone_set_builder_is_a_set_typed_by_its_body() -> None:
    t = elaborate("∀ {E : Type*} (f : E → ℕ) (r : ℕ), Convex { x | r ≤ f x }")
    s = _first("setof", t)
    assert str(s.ty) == "Set E" and str(s.bty) == "E"
    eq = elaborate("∀ {α : Type*} (p q : α → Prop), { a | p a ∨ q a } = { a | p a } ∪ "
                   "{ a | q a }")
    assert str(_first("eq", eq).args[0].ty) == "Set α"


def test_set_builder_whose_binder_nothing_fixes_is_refused() -> None:
    # Lean takes the binder's type from the expected type, unknown here: never ℕ by default
    for text in ("Foo { x | True }", "{ x | True } = { y | y < 2 }",
                 "∀ (A : Type*) [Preorder A], Foo (fun x : A => x) ({x | · ≤ x})"):
        with pytest.raises(UnsupportedError):
            elaborate(text)


def test_set_builder_is_not_made_equal_to_an_unknown_type() -> None:
    # (a filter whose type is not known here: `Filter.cofinite` now takes `Filter ι` from its
    # slot, `signatures_r18u`, so `limsup s cofinite : Set α` and that equation elaborates)
    with pytest.raises(UnsupportedError):
        elaborate("∀ {α ι : Type*} (s : ι → Set α), Filter.limsup s Foo.someFilter = "
                  "{ x | { n | x ∈ s n }.Infinite }")
    t = elaborate("∀ {α ι : Type*} (s : ι → Set α), Filter.limsup s Filter.cofinite = "
                  "{ x | { n | x ∈ s n }.Infinite }")
    assert str(_first("eq", t).args[0].ty) == "Set α"


# -- Mathlib's Finset builder ---------------------------------------------------------------------

def test_builder_over_a_finset_is_finset_filter() -> None:
    t = elaborate("∀ (s : Finset ℕ), {x ∈ s | x < 2} = {x ∈ s | x < 3}")
    f = _first("app", t, "Finset.filter")
    assert str(f.ty) == "Finset ℕ" and f.args[0].op == "lambda" and f.args[1].op == "var"
    card = elaborate("∀ a n : ℕ, #{x ∈ Finset.range (n + a) | a.Coprime x} = Nat.totient a")
    assert _first("app", card, "Finset.filter").args[1].name == "Finset.range"
    assert "Finset.filter (fun (x : ℕ) => x < 2) s" in to_lean(t)


def test_builder_over_a_finset_reads_as_a_set_where_a_set_is_expected() -> None:
    t = elaborate("∀ (s : Finset ℕ), ({x ∈ s | x < 2} : Set ℕ) = {x | x ∈ s ∧ x < 2}")
    assert not any(u.name == "Finset.filter" for u in walk(t))


def test_builder_over_a_set_is_a_set() -> None:
    t = elaborate("∀ (s : Set ℕ), {x ∈ s | x < 2} = {x | x ∈ s ∧ x < 2}")
    assert [u.op for u in walk(_first("eq", t))].count("setof") == 2


@pytest.mark.parametrize("text", [
    "∀ (s : ℕ → Set ℕ), Foo {x ∈ Bar 0 | x < 2}",        # a bound that may be a Finset
    "∀ (s : Finset ℕ), #{x ∉ s | x < 2} = 0",            # Finset.filter over sᶜ
    "∀ (a : ℕ), #{x ≠ a | x < 2} = 0",                   # Finset.filter over {a}ᶜ
    "∀ {α β : Type*} [Fintype α] (f : α → β) (y : β), 0 < #{x | f x = y}",  # over univ
])
def test_other_finset_builders_are_refused(text: str) -> None:
    with pytest.raises(UnsupportedError):
        elaborate(text)


# -- the checker: no false certification through these constructs -----------------------------

@pytest.mark.parametrize(("p", "q"), [
    ("∀ (u : ℤˣ), (u : ℤ) = 2", "∀ (u : ℤ), u = 2"),
    ("∀ {α β : Type*} (x y : α ⊕ β), x = y", "∀ {α β : Type*} (x y : α × β), x = y"),
    ("∀ (s : Finset ℕ), {x ∈ s | x < 2} = s", "∀ (s : Finset ℕ), {x ∈ s | x < 3} = s"),
    ("∀ {α : Type*} (p q : α → Prop), { a | p a ∧ q a } = { a | p a } ∪ { a | q a }",
     "∀ {α : Type*} (p q : α → Prop), { a | p a ∨ q a } = { a | p a } ∪ { a | q a }"),
])
def test_different_meanings_are_not_certified(p: str, q: str) -> None:
    for a, b in ((p, q), (q, p)):
        assert check(a, b).verdict != "equivalent", (a, b)


def test_builder_meaning_is_decided_as_sets() -> None:
    assert decide("∀ {α : Type*} (p q : α → Prop), { a | p a ∨ q a } = { a | p a } ∪ "
                  "{ a | q a }").verdict == "proved"
    assert decide("∀ {α : Type*} (p q : α → Prop), { a | p a ∧ q a } = { a | p a } ∪ "
                  "{ a | q a }").verdict != "proved"


# -- a Finset where a Set is expected, and a Finset's complement ----------------------------------

def test_finset_as_a_set_is_to_set() -> None:
    # Mathlib/Data/Finset/Defs.lean: `(s : Set α)` is `Finset.toSet s`, i.e. `{a | a ∈ s}`
    t = elaborate("∀ {α : Type*} (s : Finset α), (s : Set α).Finite")
    s = _first("setof", t)
    assert str(s.ty) == "Set α" and s.args[0].name == "Membership.mem"
    assert decide("∀ {α : Type*} (s : Finset α) (x : α), x ∈ (s : Set α) ↔ x ∈ s").verdict \
        == "proved"  # Finset.mem_coe holds by definition (Iff.rfl)


def test_coerced_finset_binder_is_not_captured() -> None:
    out = to_lean(elaborate("∀ (a : ℕ) (s : Finset (Fin a)), (s : Set (Fin a)).Finite"))
    assert "{a1 : Fin a | Membership.mem s a1}" in out


def test_finset_complement_is_the_finset_operation() -> None:
    t = elaborate("∀ {α : Type*} [Fintype α] (s t : Finset α), (s ∪ t)ᶜ = sᶜ ∩ tᶜ")
    compl = _first("app", t, "HasCompl.compl")
    assert str(compl.ty) == "Finset α" and not any(u.op == "compl" for u in walk(t))
    # `(sᶜ : Set X)`: the Set expected makes it the complement of `↑s` (a Set)
    u = elaborate("∀ {X : Type*} (s : Finset X), IsGδ (sᶜ : Set X)")
    assert _first("compl", u).args[0].op == "setof"


def test_finset_first_in_a_set_expression_is_refused() -> None:
    # `s ∪ u` with `s : Finset α`, `u : Set α`: Lean takes Finset from `s`, and `u` fails
    with pytest.raises(UnsupportedError):
        elaborate("∀ {α : Type*} (u : Set α) (s : Finset α), s ∪ u = u")


# -- a set (or subobject) written as a type: Lean's CoeSort, `↥s` ---------------------------------

def test_set_as_a_type_is_its_carrier() -> None:
    t = elaborate("∀ {ι : Type*} (s : Set ι) (ε : ι → ℝ), Summable (fun i : s ↦ ε i)")
    lam = _first("lambda", t)
    assert str(lam.bty) == "↥s"
    coe = _first("app", t, "↑")  # `ε i` applies ε to `↑i` (Subtype.val), uninterpreted
    assert str(coe.ty) == "ι" and str(coe.args[0].ty) == "↥s"
    same = elaborate("∀ {ι : Type*} (s : Set ι) (ε : ι → ℝ), Summable (fun i : ↥s ↦ ε i)")
    assert same == t


def test_only_a_set_or_a_structure_has_a_carrier() -> None:
    for text in ("∀ (n : ℕ) (x : n), x = x", "∀ {α : Type*} (a : α) (x : a), x = x",
                 "∀ (f : ℕ → ℕ) (x : f), x = x"):
        with pytest.raises(UnsupportedError):
            elaborate(text)


def test_coercion_function_prints_with_its_type() -> None:
    text = "∀ {X : Type*} (C : Set X), IsClosed C → IsProperMap ((↑) : C → X)"
    out = to_lean(elaborate(text))
    assert "((↑) : ↥C → X)" in out and elaborate(out) == elaborate(text)


# -- ∑' and ∏': tsum and tprod -------------------------------------------------------------------

def test_tsum_is_the_opaque_tsum_of_a_function() -> None:
    # notation3 "∑' "(...)", "r:67:(scoped f => tsum f) => r: the body stops before `+`
    t = elaborate("∀ (f : ℕ → ℝ), ∑' n, f n + 1 = (∑' n, f n) + 1")
    add = _first("add", t)
    assert add.args[0].name == "tsum" and str(add.args[0].ty) == "ℝ"
    assert _first("app", elaborate("∀ (f : ℕ → ℝ), ∏' n, f n = 1"), "tprod").args[0].op \
        == "lambda"
    out = to_lean(t)
    assert "tsum (fun (n : ℕ) => f n) + 1" in out and elaborate(out) == t
    with pytest.raises(UnsupportedError):  # not tsum over a domain argument
        elaborate("∀ (f : ℕ → ℝ) (s : Set ℕ), ∑' n ∈ s, f n = 0")


def test_tsum_is_not_a_finite_sum() -> None:
    assert check("∀ (f : ℕ → ℝ), ∑' n, f n = 0",
                 "∀ (f : ℕ → ℝ), ∑ n ∈ Finset.range 10, f n = 0").verdict != "equivalent"


# -- Mathlib notations glued to an arrow are refused, never split ----------------------------------

@pytest.mark.parametrize("text", [
    # (`≃g` and `→CO` were here until the grammar read them, round 17)
    "∀ {V W : Type*} (F : V ⥤rq W), F = F",
    "∀ {𝕜 E F : Type*} [NormedField 𝕜] [AddCommGroup E] [TopologicalSpace E] [Module 𝕜 E] "
    "[AddCommGroup F] [TopologicalSpace F] [Module 𝕜 F] (f : E →WOT[𝕜] F), f = f",
])
def test_glued_arrow_notation_is_refused(text: str) -> None:
    with pytest.raises(UnsupportedError):
        elaborate(text)


def test_arrow_tokens_of_the_grammar_still_parse() -> None:
    elaborate("∀ {α : Type*} [Preorder α] (a : α →o α), a = a")
    elaborate("∀ (f : ℕ →ℕ), f = f")


# -- α →₀ M (Finsupp) and ⋃₀ / ⋂₀ ------------------------------------------------------------------

def test_finsupp_is_applied_through_its_funlike_coercion() -> None:
    # Mathlib/Data/Finsupp/Defs.lean: infixr:25 " →₀ " => Finsupp; FunLike (α →₀ M) α M
    t = elaborate("∀ {σ : Type*} (d : σ →₀ ℕ) (i : σ), d i = d i + 0")
    assert [str(b) for b in _binder_types(t)] == ["Finsupp σ ℕ", "σ"]
    coe = _first("app", t, "DFunLike.coe")
    assert str(coe.ty) == "ℕ" and str(coe.args[1].ty) == "σ"
    nested = elaborate("∀ {α : Type*} (f : α →₀ ℕ → ℕ), f = f")  # infixr:25, with →
    assert [str(b) for b in _binder_types(nested)] == ["Finsupp α (ℕ → ℕ)"]


def test_sunion_of_a_set_of_sets() -> None:
    t = elaborate("∀ {X : Type*} (f : ℕ → Set (Set X)), ⋃₀ f 0 = ⋃₀ f 1 ∪ ∅")
    eq = _first("eq", t)  # prefix:110: `⋃₀ f 0` is `⋃₀ (f 0)`, `⋃₀ f 1 ∪ ∅` is `(⋃₀ f 1) ∪ ∅`
    assert eq.args[0].name == "Set.sUnion" and eq.args[0].args[0].op == "apply"
    assert eq.args[1].op == "union" and str(eq.args[1].ty) == "Set X"
    assert decide("∀ {X : Type*} (T : Set (Set X)) (x : X), x ∈ ⋂₀ T → x ∈ ⋂₀ T").verdict \
        == "proved"


def test_sunion_of_anything_else_is_refused() -> None:
    # the notation is overloaded (ZFSet.sUnion, Class.sUnion): never read as Set.sUnion there
    with pytest.raises(UnsupportedError):
        elaborate("∀ x : ZFSet, (⋂₀ x : ZFSet) = x")


# -- ‖x‖ and dist: a domain that is the argument's own type --------------------------------------

def test_norm_argument_is_elaborated_at_its_own_type() -> None:
    # Mathlib/Analysis/Normed/Group/Basic.lean: `norm : E → ℝ` with E implicit, `‖e‖ => norm e`:
    # Lean unifies E with the argument's type, so `‖c - a * b‖` is the norm at α, no cast
    t = elaborate("∀ {α : Type*} [SeminormedRing α] (a b c : α), ‖c - a * b‖ ≤ ‖c - a‖ + 1")
    norm = _first("app", t, "norm")
    assert str(norm.ty) == "ℝ" and norm.args[0].op == "sub" and str(norm.args[0].ty) == "α"
    d = _first("app", elaborate("∀ x y : ℂ, dist (x - y) 0 = ‖x - y‖"), "dist")
    assert [str(a.ty) for a in d.args] == ["ℂ", "ℂ"]
    assert "norm (c - a * b)" in to_lean(t)


def test_norms_at_different_types_are_not_confused() -> None:
    # ℕ's truncated `a - b` and ℤ's `↑a - ↑b` are different arguments of different norms
    p = "∀ a b : ℕ, ‖a - b‖ = 0"
    q = "∀ a b : ℕ, ‖(a : ℤ) - b‖ = 0"
    assert str(_first("app", elaborate(q), "norm").args[0].ty) == "ℤ"
    assert check(p, q).verdict != "equivalent"
    assert decide("∀ a b : ℕ, ‖a - b‖ = ‖(a : ℤ) - b‖").verdict != "proved"


# -- a ^ b through a `Pow` instance the checker keeps opaque ------------------------------------

@pytest.mark.parametrize("text,base,exponent", [
    # Mathlib/Analysis/SpecialFunctions/Pow/Complex.lean: instance : Pow ℂ ℂ (Complex.cpow)
    ("∀ x y : ℂ, x ^ y = y ^ x", "ℂ", "ℂ"),
    # Mathlib/SetTheory/Ordinal/Exponential.lean: instance instPow : Pow Ordinal Ordinal
    ("∀ a b c : Ordinal, a ≤ b → a ^ c ≤ b ^ c", "Ordinal", "Ordinal"),
    ("∀ {α β : Type*} [Pow α β] (a : α) (b : β), a ^ b = a ^ b", "α", "β"),
])
def test_pow_with_a_named_exponent_type_is_opaque(text: str, base: str, exponent: str) -> None:
    t = elaborate(text)
    pw = _first("app", t, "HPow.hPow")
    assert [str(a.ty) for a in pw.args] == [base, exponent] and str(pw.ty) == base
    assert "pow" not in {u.op for u in walk(t)}
    assert elaborate(to_lean(t)) == t


@pytest.mark.parametrize("text", [
    "∀ x : ℚ, x ^ (2 : ℚ) = 1",              # no `Pow ℚ ℚ`
    "∀ (x : ℝ) (y : ℂ), x ^ y = 1",          # no `Pow ℝ ℂ`
])
# (an exponent whose type is not known here, `o ^ Ordinal.log b o`, is kept uninterpreted:
# tests/formalise/test_coercions_and_unknown_results.py)
def test_pow_without_a_known_instance_is_refused(text: str) -> None:
    with pytest.raises(UnsupportedError):
        elaborate(text)


def test_cpow_is_not_the_monoid_power() -> None:
    # `x ^ (n : ℂ)` (cpow) and `x ^ n` (Monoid.npow) agree only by a Mathlib theorem the
    # checker does not have: never proved equal, never refuted
    r = decide("∀ (x : ℂ) (n : ℕ), x ^ (n : ℂ) = x ^ n")
    assert r.verdict == "unknown"
    assert check("∀ (x : ℂ) (n : ℕ), x ^ (n : ℂ) = 1",
                 "∀ (x : ℂ) (n : ℕ), x ^ n = 1").verdict != "equivalent"


def test_opaque_pow_prints_its_numerals_typed() -> None:
    # `x ^ (1 / 2 : ℝ)` printed `x ^ (1 / 2)` would be Lean's `x ^ (0 : ℕ)` (Monoid.npow)
    t = elaborate("∀ x : ℝ, x ^ (1 / 2 : ℝ) = 2 ^ (x ^ (2 : ℝ))")
    out = to_lean(t)
    assert "x ^ ((1 : ℝ) / (2 : ℝ))" in out and "(2 : ℝ) ^ x ^ (2 : ℝ)" in out
    assert elaborate(out) == t
    s = elaborate("∀ s : ℂ, (2 : ℂ) ^ (-s) = 1")
    assert "(2 : ℂ) ^ -s" in to_lean(s) and elaborate(to_lean(s)) == s


# -- ∫ x, f x ∂μ and ∫⁻ (Bochner and Lebesgue integrals) -----------------------------------------

_MEASURE = "∀ {α : Type*} [MeasurableSpace α] (μ : MeasureTheory.Measure α) "


def test_integral_is_the_opaque_integral_of_a_function() -> None:
    # notation3 "∫ "(...)", "r:60:(scoped f => f)" ∂"μ:70 => integral μ r: the body at 60 takes
    # `+`, the integral is then an operand (`∫ x, f x ∂μ + 1` is `(∫ x, f x ∂μ) + 1`)
    t = elaborate(_MEASURE + "(f : α → ℝ) (c : ℝ), ∫ x, f x + c ∂μ + 1 = c")
    add = _first("add", t)
    integral = add.args[0]
    assert integral.name == "MeasureTheory.integral" and str(integral.ty) == "ℝ"
    mu, fn = integral.args
    assert mu.name == "μ" and fn.op == "lambda" and str(fn.bty) == "α"
    assert fn.args[0].op == "add"
    assert "MeasureTheory.integral μ (fun (x : α) => f x + c) + 1 = c" in to_lean(t)
    assert elaborate(to_lean(t)) == t


def test_set_and_lower_integrals() -> None:
    # `∫ x in s, f x ∂μ` integrates against `μ.restrict s`; `∫⁻` is lintegral into ℝ≥0∞
    t = elaborate(_MEASURE + "(f : α → ℝ≥0∞) (s : Set α), ∫⁻ x in s, f x ∂μ ≤ ∫⁻ x, f x ∂μ")
    le = _first("le", t)
    restricted, whole = le.args
    assert restricted.name == whole.name == "MeasureTheory.lintegral"
    assert restricted.args[0].name == "MeasureTheory.Measure.restrict"
    assert str(restricted.args[0].ty) == "MeasureTheory.Measure α" and str(le.args[0].ty) == "ℝ≥0∞"
    assert elaborate(to_lean(t)) == t


@pytest.mark.parametrize("text", [
    _MEASURE + "(f : α → ℝ), ∫ x, f x = 0",                 # volume at a type not written
    "∀ f : ℝ → ℝ, ∫ x in Set.Ioi 0, f x = 0",      # `0` typed by the integrand, not read
    _MEASURE + "(f : α → α → ℝ), ∫ x y, f x y ∂μ = 0",      # a function of two arguments
    "∀ (f : ℝ → ℝ≥0∞) (a b : ℝ), ∫⁻ x in a..b, f x = 0",     # no such notation
])
def test_integrals_not_read_are_refused(text: str) -> None:
    with pytest.raises(UnsupportedError) as ei:
        elaborate(text)
    assert ei.value.symbol in ("∫", "∫⁻")


def test_volume_integrals_with_the_binder_type_written() -> None:
    # notation3 "∫ "(...)", "r:60:(scoped f => integral volume f) => r (and `in s`: the
    # integral for `Measure.restrict volume s`): `volume` is `MeasureSpace.volume` at the
    # binder's type, printed with it
    t = elaborate("∀ (f : ℝ → ℝ) (s : Set ℝ), ∫ x : ℝ in s, f x = ∫ (x : ℝ), f x")
    eq = _first("eq", t)
    restricted, whole = eq.args
    assert whole.name == "MeasureTheory.integral" and str(whole.args[0].ty) == \
        "MeasureTheory.Measure ℝ" and whole.args[0].name == "MeasureTheory.MeasureSpace.volume"
    assert restricted.args[0].name == "MeasureTheory.Measure.restrict"
    out = to_lean(t)
    assert "MeasureTheory.integral (MeasureTheory.MeasureSpace.volume : " \
        "MeasureTheory.Measure ℝ) (fun (x : ℝ) => f x)" in out
    assert elaborate(out) == t
    low = elaborate("∀ f : ℝ → ℝ≥0∞, ∫⁻ x : ℝ, f x = 0")
    assert _first("eq", low).args[0].name == "MeasureTheory.lintegral"


def test_interval_integral_is_intervalIntegral_on_the_reals() -> None:
    # notation3 "∫ "(...)" in "a".."b", "r:60:(scoped f => f)" ∂"μ:70 => intervalIntegral r a b μ
    # (without `∂μ`: volume); `intervalIntegral (f : ℝ → E) (a b : ℝ) (μ : Measure ℝ) : E`, so
    # the bounds are elaborated at ℝ (`n - 1` with `n : ℕ` is `↑n - 1`) and `x : ℝ`
    t = elaborate("∀ (f : ℝ → ℝ) (n : ℕ) (μ : MeasureTheory.Measure ℝ), "
                  "∫ x in 0..n - 1, f x ∂μ = ∫ x in 0..n - 1, f x")
    eq = _first("eq", t)
    with_mu, with_volume = eq.args
    assert with_mu.name == with_volume.name == "intervalIntegral"
    fn, a, b, mu = with_mu.args
    assert str(fn.bty) == "ℝ" and str(a.ty) == str(b.ty) == "ℝ" and b.op == "sub"
    assert mu.name == "μ" and with_volume.args[3].name == "MeasureTheory.MeasureSpace.volume"
    assert elaborate(to_lean(t)) == t
    assert check("∀ (f : ℝ → ℝ) (a b : ℝ), ∫ x in a..b, f x = 0",
                 "∀ (f : ℝ → ℝ) (a b : ℝ), ∫ y in a..b, f y = 0").verdict == "equivalent"


def test_integrals_of_different_functions_or_measures_are_not_equivalent() -> None:
    base = _MEASURE + "(f g : α → ℝ) (s : Set α), "
    assert check(base + "∫ x, f x ∂μ = ∫ x, g x ∂μ", base + "f = g").verdict != "equivalent"
    assert decide(base + "∫ x in s, f x ∂μ = ∫ x, f x ∂μ").verdict == "unknown"
    assert decide(base + "∫⁻ x, ENNReal.ofReal (f x) ∂μ = ∫⁻ x, ENNReal.ofReal (f x) ∂μ") \
        .verdict == "proved"
    assert check(base + "∫ x, f x ∂μ = 0", base + "∫ y, f y ∂μ = 0").verdict == "equivalent"


# -- ⟪x, y⟫_𝕜 (the inner product) ---------------------------------------------------------------

_INNER = "∀ {E : Type*} [NormedAddCommGroup E] [InnerProductSpace ℝ E] (x y : E), "


def test_inner_with_its_field_written_is_inner_at_that_field() -> None:
    # scoped[InnerProductSpace] notation3:max "⟪" x ", " y "⟫_" 𝕜:max => @inner 𝕜 _ _ x y
    t = elaborate(_INNER + "⟪x, y⟫_ℝ = 0 ∧ ‖⟪x, 0⟫_ℝ‖ = 0")
    first, second = (u for u in walk(t) if u.op == "app" and u.name == "inner")
    assert str(first.ty) == "ℝ" and [str(a.ty) for a in first.args] == ["E", "E"]
    assert [str(a.ty) for a in second.args] == ["E", "E"]  # `0 : E`, fixed by x
    out = to_lean(t)
    assert "(inner x y : ℝ) = 0" in out and elaborate(out) == t
    field = _first("app", elaborate(_INNER.replace("ℝ E]", "ℂ E]") + "⟪x, y⟫_ℂ = 0"), "inner")
    assert str(field.ty) == "ℂ"


@pytest.mark.parametrize("text", [
    _INNER + "⟪x, y⟫ = 0",        # RealInnerProductSpace, ComplexInnerProductSpace or local
    _INNER + "⟪x, y⟫_[ℝ] = 0",    # RCLike.wInner
])
def test_inner_without_its_field_is_refused(text: str) -> None:
    with pytest.raises((UnsupportedError, FormalParseError)):
        elaborate(text)
    with pytest.raises(UnsupportedError) as ei:
        elaborate(_INNER + "⟪x, y⟫ = ⟪y, x⟫")
    assert ei.value.symbol == "⟪"


def test_inner_products_at_different_fields_are_not_confused() -> None:
    p = "∀ {E : Type*} [NormedAddCommGroup E] (x y : E), ⟪x, y⟫_ℝ = ⟪y, x⟫_ℝ"
    assert check(p, p.replace("ℝ", "ℂ")).verdict != "equivalent"
    assert decide(p).verdict == "unknown"


# -- M ⊗[R] N and x ⊗ₜ[R] y (tensor products) ---------------------------------------------------

_TENSOR = ("∀ {R M N : Type*} [CommSemiring R] [AddCommMonoid M] [Module R M] [AddCommMonoid N] "
           "[Module R N] ")


def test_tensor_product_type_and_pure_tensors() -> None:
    # notation:100 M " ⊗[" R "] " N:100 => TensorProduct R M N; x " ⊗ₜ[" R "] " y => tmul R x y
    t = elaborate(_TENSOR + "(m : M) (n : N) (t : M ⊗[R] N), m ⊗ₜ[R] n + t = (m + m) ⊗ₜ[R] n")
    assert "TensorProduct R M N" in [str(b) for b in _binder_types(t)]
    pure = [u for u in walk(t) if u.op == "app" and u.name == "TensorProduct.tmul R"]
    assert len(pure) == 2 and all(str(u.ty) == "TensorProduct R M N" for u in pure)
    assert pure[1].args[0].op == "add" and str(pure[1].args[0].ty) == "M"
    out = to_lean(t)
    assert "m ⊗ₜ[R] n + t = (m + m) ⊗ₜ[R] n" in out and elaborate(out) == t


def test_tensor_numeral_sides() -> None:
    # a numeral side takes its type from an expected `M ⊗[R] N`, and is printed typed
    t = elaborate(_TENSOR + "(n : N) (t : M ⊗[R] N), t = (0 : M) ⊗ₜ[R] n")
    assert "(0 : M) ⊗ₜ[R] n" in to_lean(t) and elaborate(to_lean(t)) == t
    with pytest.raises(UnsupportedError):  # nothing fixes the type of `0`
        elaborate(_TENSOR + "(n : N), 0 ⊗ₜ[R] n = 0 ⊗ₜ[R] n")


def test_tensors_over_different_rings_are_not_confused() -> None:
    p = "∀ {A : Type*} [CommRing A] (x y : A), x ⊗ₜ[ℤ] y = y ⊗ₜ[ℤ] x"
    assert check(p, p.replace("[ℤ]", "[A]")).verdict != "equivalent"
    assert decide(p).verdict == "unknown"


# -- ℚ_[p] and ℤ_[p] (p-adic numbers and integers) ---------------------------------------------

def test_padic_notations_are_the_padic_types() -> None:
    # Mathlib/NumberTheory/Padics/PadicNumbers.lean: notation "ℚ_[" p "]" => Padic p;
    # PadicIntegers.lean: notation "ℤ_[" p "]" => PadicInt p
    t = elaborate("∀ (p : ℕ) (z : ℤ) (x : ℚ_[p]), ‖(z : ℤ_[p])‖ = ‖x‖")
    assert [str(b) for b in _binder_types(t)] == ["ℕ", "ℤ", "Padic p"]
    assert str(_first("app", t, "↑").ty) == "PadicInt p"
    assert "(↑z : PadicInt p)" in to_lean(t) and elaborate(to_lean(t)) == t
    with pytest.raises(UnsupportedError):  # no coercion is guessed between the two
        elaborate("∀ (p : ℕ) (x : ℤ_[p]) (y : ℚ_[p]), x = y")
    assert check("∀ (p : ℕ) (x : ℤ_[p]), x * x = x", "∀ (p : ℕ) (x : ℚ_[p]), x * x = x") \
        .verdict != "equivalent"


def test_complex_parts_are_real() -> None:
    # Mathlib/Data/Complex/Basic.lean: `structure Complex : Type where re : ℝ im : ℝ`, so
    # `|z.re|` is the absolute value on ℝ and `z.re` is `Complex.re z` (field notation on ℂ)
    t = elaborate("∀ z : ℂ, ‖z‖ ≤ |z.re| + |z.im|")
    parts = [x for x in walk(t) if x.name in ("Complex.re", "Complex.im")]
    assert {x.name for x in parts} == {"Complex.re", "Complex.im"}
    assert all(str(x.ty) == "ℝ" for x in parts)
    assert "|Complex.re z| + |Complex.im z|" in to_lean(t) and elaborate(to_lean(t)) == t
