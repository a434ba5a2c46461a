"""Round 18, task unify: a constant whose result type has a parameter no argument of its own
fixes (`Filter.atTop : Filter ?α`, Mathlib v4.19.0 Order/Filter/AtTopBot/Defs.lean:30) gets
it from the slot it is passed to, as Lean's `elabAppArgs` does (the argument elaborated
against its parameter type instantiated with what the other arguments fixed), and the
rendering is refused when every other argument is known and none fixes it.

End to end on Mathlib theorems (../shared/external/mathlib, skipped when absent), by hand on
statements, and with hypothesis over the slot's type."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from forminv_lean.formal.errors import UnsupportedError
from forminv_lean.formal.meaning.types import show_type
from forminv_lean.formal.statements import elaborate_rendering
from tests.mathlib_corpus import applications, rendered

#: corpus theorem -> a piece of its rendering, the constant, and the type it must elaborate at
#: (each refused before: `?Filter.atTop()`/`?Filter.cofinite()` met a typed partner)
USES: dict[str, tuple[str, str, str]] = {
    # `limsup (fun n ↦ (v n : EReal) / n) atTop` with `v : ℕ → ℕ`: `atTop : Filter ℕ`
    "ExpGrowth.expGrowthSup_comp_le": (
        "Filter.limsup (fun n ↦ (v n : EReal) / n) Filter.atTop", "Filter.atTop", "Filter ℕ"),
    "ENNReal.tsum_eq_limsup_sum_nat": (
        "Filter.limsup (fun n => ∑ i ∈ Finset.range n, f i) Filter.atTop", "Filter.atTop",
        "Filter ℕ"),
    # `Filter.map f atBot` with `f : α → β`: the first slot fixes `atBot`'s
    "Filter.map_atBot_eq": ("Filter.map f Filter.atBot", "Filter.atBot", "Filter α"),
    # `limsup s cofinite` with `s : ι → Set α`
    "Filter.cofinite.limsup_set_eq": ("Filter.limsup s Filter.cofinite", "Filter.cofinite",
                                      "Filter ι"),
    # the other side of `=` fixes it (`Filter.principal (Set.Ici a)`, `a : α`)
    "IsTop.atTop_eq": ("Filter.atTop = Filter.principal (Set.Ici a)", "Filter.atTop",
                       "Filter α"),
    "inf_nhds_atBot": ("𝓝 a ⊓ Filter.atBot = ⊥", "Filter.atBot", "Filter α"),
}


@pytest.mark.parametrize("name", sorted(USES))
def test_corpus_constant_takes_its_slot_type(name: str) -> None:
    text, head, want = USES[name]
    out = rendered(USES, name)
    assert text in out
    uses = applications(elaborate_rendering(out), head)
    assert uses and {show_type(u.ty) for u in uses} == {want}


def _types(text: str, head: str) -> list[str]:
    return [show_type(u.ty) for u in applications(elaborate_rendering(text), head)]


def test_a_later_argument_fixes_it() -> None:
    # `Finset.sup Finset.univ f`: `univ : Finset ?α` (Data/Fintype/Defs.lean), `f : Fin 3 → ℕ`
    # after it fixes `?α` (Lean: `f` elaborated against `?α → ℕ`, the unifier assigns `?α`)
    text = "∀ f : Fin 3 → ℕ, Finset.sup Finset.univ f = 0"
    assert _types(text, "Finset.univ") == ["Finset (Fin 3)"]


def test_frequently_binder_fixes_the_filter() -> None:
    # `∃ᶠ n in atTop, 1 ≤ u n` is `Filter.Frequently (fun n => 1 ≤ u n) atTop`
    # (Order/Filter/Defs.lean:258): the `fun`'s domain, ℕ from `u n`, is `atTop`'s
    text = "∀ u : ℕ → ℝ, (∃ᶠ n in Filter.atTop, 1 ≤ u n) → True"
    assert _types(text, "Filter.atTop") == ["Filter ℕ"]


@pytest.mark.parametrize("text", [
    "Filter.NeBot Filter.atTop",          # Lean: `typeclass instance problem is stuck`
    "∀ x : ℕ, Filter.NeBot Filter.cofinite ∧ x = x",
])
def test_refused_when_nothing_fixes_it(text: str) -> None:
    with pytest.raises(UnsupportedError, match="cannot infer the type parameter"):
        elaborate_rendering(text)


SLOT_TYPES = ["ℕ", "ℤ", "ℚ", "ℝ", "α", "β", "α × ℕ", "Fin 3", "Set α", "ℕ → ℝ"]


@settings(max_examples=25, deadline=None)
@given(dom=st.sampled_from(SLOT_TYPES), cod=st.sampled_from(SLOT_TYPES),
       first=st.sampled_from(["Filter.atTop", "Filter.atBot", "Filter.cofinite"]),
       second=st.sampled_from(["Filter.atTop", "Filter.atBot", "Filter.cofinite"]))
def test_tendsto_slots_take_the_function_ends(dom: str, cod: str, first: str,
                                               second: str) -> None:
    """`Tendsto f l₁ l₂` (Order/Filter/Tendsto.lean `def Tendsto (f : α → β) (l₁ : Filter α)
    (l₂ : Filter β)`): each filter constant is at its own end of `f`'s type."""
    text = f"∀ {{α β : Type*}} (f : ({dom}) → ({cod})), Filter.Tendsto f {first} {second}"
    (app,) = applications(elaborate_rendering(text), "Filter.Tendsto")
    assert [show_type(a.ty) for a in app.args[1:]] == [_filter(dom), _filter(cod)]


@settings(max_examples=25, deadline=None)
@given(dom=st.sampled_from(SLOT_TYPES), cod=st.sampled_from(["ℝ", "EReal", "ℝ≥0∞", "ℤ"]),
       which=st.sampled_from(["limsup", "liminf"]))
def test_limsup_slot_takes_the_sequence_domain(dom: str, cod: str, which: str) -> None:
    """`limsup (u : β → α) (f : Filter β)` (Order/LiminfLimsup.lean:60): `atTop : Filter β`."""
    text = f"∀ {{α β : Type*}} (u : ({dom}) → {cod}), Filter.{which} u Filter.atTop = " \
        f"Filter.{which} u Filter.atTop"
    assert set(_types(text, "Filter.atTop")) == {_filter(dom)}


def _filter(t: str) -> str:
    return f"Filter ({t})" if " " in t else f"Filter {t}"
