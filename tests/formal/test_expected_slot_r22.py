"""Terms typed by the declared parameter they are passed to, once the arguments before them
fixed it (round 22): an untyped set-builder `{x | p x}` (`IsCompl {n : ℤ | Even n} {n | Odd
n}`: its binder is ℤ) and a pair holding `⊤`/`⊥`/`∅` (`ContinuousAt (fun p : EReal × EReal =>
…) (a, ⊤)`: `Prod.mk` at `EReal × EReal`, `a` coerced). Where nothing before the builder
fixes its slot, the refusal stays (never guessed, never taken from a later argument). And the
body `↑x` of `⋃`/`⋂` (a `Set ?α`) for `x` a Finset or a SetLike structure: its one coercion
to a `Set` fixes `?α` (`⋂ s ∈ S, ↑s` with `S : Set (Submonoid M)` is a `Set M`)."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from forminv_lean.formal import UnsupportedError, decide, elaborate
from forminv_lean.formal.meaning.terms import Term, walk
from forminv_lean.formal.meaning.types import Ty
from tests.mathlib_corpus import rendered

#: corpus theorems (Mathlib v4.19.0) that read only through the slot's type
CORPUS = {
    "Int.isCompl_even_odd": "IsCompl { n : ℤ | Even n } { n | Odd n }",
    "pow_left_strictMonoOn": "StrictMonoOn (· ^ n : R → R) {a | 0 ≤ a}",
    "EReal.continuousAt_add_coe_top": "(a, ⊤)",
    "EReal.continuousAt_add_bot_bot": "(⊥, ⊥)",
    "Algebra.coe_sInf": "⋂ s ∈ S, ↑s",
    "Submodule.finset_inf_coe": "⋂ i ∈ s, ↑(p i)",
}

_TYPES = ("ℕ", "ℤ", "ℝ", "ℚ")
_TOPPED = ("EReal", "ENNReal", "WithTop ℕ")


def _builders(t: Term) -> list[Term]:
    return [u for u in walk(t) if u.op == "setof"]


def _pairs(t: Term) -> list[Term]:
    return [u for u in walk(t) if u.op == "app" and u.name == "Prod.mk"]


@pytest.mark.parametrize("name", sorted(CORPUS))
def test_corpus_theorem_renders_through_its_slot(name: str) -> None:
    assert CORPUS[name] in rendered(CORPUS, name)


@settings(max_examples=12, deadline=None)
@given(st.sampled_from(_TYPES), st.booleans())
def test_builder_takes_the_type_the_first_argument_fixed(ty: str, typed_first: bool) -> None:
    # `IsCompl : α → α → Prop`: the first argument fixes α := Set T, so the second builder's
    # binder is T (as Lean elaborates it: `setOf` against `Set T`), whichever of the two
    # builders carries the written type
    first = f"{{x : {ty} | 0 ≤ x}}" if typed_first else f"({{x | 0 ≤ x}} : Set {ty})"
    t = elaborate(f"IsCompl {first} {{y | y < 0}}")
    binders = {b.bty for b in _builders(t)}
    assert binders == {Ty(ty)}, binders


@pytest.mark.parametrize("text", [
    "Set.Finite {x | 0 ≤ x}",               # nothing fixes `Set ?α` before (or in) it
    "∀ (s : Set ℝ), IsCompl {x | 0 ≤ x} s",  # only a later argument fixes it: not taken
])
def test_builder_nothing_before_fixes_stays_refused(text: str) -> None:
    with pytest.raises(UnsupportedError, match="fixed by nothing written"):
        elaborate(text)


@settings(max_examples=12, deadline=None)
@given(st.sampled_from(_TOPPED), st.sampled_from(("⊤", "⊥")), st.booleans())
def test_pair_with_a_waiting_item_takes_the_slot_type(ty: str, const: str, left: bool) -> None:
    pair = f"({const}, a)" if left else f"(a, {const})"
    text = f"∀ a : {ty}, ContinuousAt (fun p : ({ty}) × ({ty}) => p.1) {pair}"
    t = elaborate(text)
    (mk,) = _pairs(t)
    assert mk.args[0].ty == mk.args[1].ty == mk.ty.args[0]
    tops = [u for u in walk(mk) if u.op == "const" and u.name == const]
    assert len(tops) == 1 and tops[0].ty == mk.ty.args[0]


def test_pair_coerces_its_other_item_into_the_slot_component() -> None:
    text = "∀ a : ℝ, ContinuousAt (fun p : EReal × EReal => p.1 + p.2) (a, ⊤)"
    (mk,) = _pairs(elaborate(text))
    assert str(mk.args[0].ty) == str(mk.args[1].ty) == "EReal"
    assert mk.args[0].op != "var"   # `↑a`, the coercion ℝ → EReal, not `a` itself
    assert decide(text, timeout=3).verdict != "refuted"


def test_pair_with_nothing_fixing_it_stays_refused() -> None:
    with pytest.raises(UnsupportedError, match="not known from its context"):
        elaborate("∀ a : ℝ, Foo.bar (a, ⊤)")


_SETLIKE = ("Submonoid M", "Subgroup G", "Finset α")
_CLASSES = {"Submonoid M": "{M : Type*} [Monoid M]", "Subgroup G": "{G : Type*} [Group G]",
            "Finset α": "{α : Type*}"}


@settings(max_examples=12, deadline=None)
@given(st.sampled_from(_SETLIKE), st.sampled_from(("⋃", "⋂")), st.booleans())
def test_union_body_coercion_takes_its_one_set_type(coll: str, op: str, left: bool) -> None:
    elem = coll.split()[1]
    union = f"{op} s ∈ S, ↑s"
    sides = (union, "T") if left else ("T", union)
    text = f"∀ {_CLASSES[coll]} (S : Set ({coll})) (T : Set {elem}), {sides[0]} = {sides[1]}"
    t = elaborate(text)
    eq = next(u for u in walk(t) if u.op == "eq")
    assert str(eq.args[0].ty) == str(eq.args[1].ty) == f"Set {elem}", eq


def test_union_body_coercion_of_a_set_stays_refused() -> None:
    # `↑s` for `s : Set ℕ` is no coercion at all (Lean: `isDefEq` assigns `?α`), not read here
    with pytest.raises(UnsupportedError, match="cannot infer the type of ↑"):
        elaborate("∀ (t : Set (Set ℕ)), ⋃ s ∈ t, ↑s = Set.univ")


@settings(max_examples=10, deadline=None)
@given(st.sampled_from(("{a}", "∅", "({a} ∪ {b})", "({a, b} \\ {a})")),
       st.sampled_from(("α", "Fin 3", "Bool")))
def test_finset_complement_takes_the_ascribed_finset(inner: str, ty: str) -> None:
    # `(sᶜ : Finset T)`: `compl : α → α` elaborates its operand against `Finset T` too
    binders = "{α : Type*} [Fintype α] [DecidableEq α] " if ty == "α" else ""
    t = elaborate(f"∀ {binders}(a b : {ty}), IsCoatom ({inner}ᶜ : Finset ({ty}))")
    (c,) = [u for u in walk(t) if u.op == "app" and u.name == "HasCompl.compl"]
    assert str(c.ty) in (f"Finset {ty}", f"Finset ({ty})") and c.args[0].ty == c.ty


def test_set_complement_stays_the_checker_s_set_complement() -> None:
    # at `Set T` the complement is the checker's own `compl` on sets, never the opaque one
    t = elaborate("∀ (a : ℕ), IsCoatom ({a}ᶜ : Set ℕ)")
    assert not [u for u in walk(t) if u.op == "app" and u.name == "HasCompl.compl"]
    assert [u for u in walk(t) if u.op == "compl"]
