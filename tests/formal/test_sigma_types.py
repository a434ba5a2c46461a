"""`Σ`/`Σ'` types, their projections and anonymous constructors, and anonymous constructors
of the structures `signatures_anon` declares (`meaning/elaborate_pi.py`).

`Σ a, β a` is an opaque type named by its text with the binder's type written in; `x.1` is
`Sigma.fst x : ι`, `x.2` is `Sigma.snd x : β x.1`, `⟨i, b⟩` against the type is `Sigma.mk`
with `b` elaborated against `β i`. What the language cannot say exactly is refused.
"""

from __future__ import annotations

import pytest

from forminv_lean.formal import UnsupportedError, decide, elaborate, to_lean
from forminv_lean.formal.meaning.terms import Term, walk
from forminv_lean.formal.meaning.types import Ty, show_type
from tests.mathlib_corpus import render_row, require, rows_named

FAM = "∀ {ι : Type*} {β : ι → Type*}"


def _vars(t: Term) -> dict[str, Ty]:
    return {u.name: u.bty for u in walk(t) if u.op == "forall" and u.bty is not None}


def _apps(t: Term, head: str) -> list[Term]:
    return [u for u in walk(t) if u.op == "app" and u.name == head]


@pytest.mark.parametrize("spelling", ["Σ a, β a", "Σa, β a", "Σ a : ι, β a", "Σ (a : ι), β a"])
def test_a_sigma_type_is_named_with_its_binder_type(spelling: str) -> None:
    t = elaborate(f"{FAM} (x : {spelling}), x = x")
    assert show_type(_vars(t)["x"]) == "(Σ a : ι, β a)"


def test_projections_have_the_component_types() -> None:
    t = elaborate(f"{FAM} (p : ∀ a, β a → Prop) (x : Σ a, β a), p x.1 x.2 → p x.fst x.snd")
    assert {show_type(u.ty) for u in _apps(t, "Sigma.fst")} == {"ι"}
    assert {show_type(u.ty) for u in _apps(t, "Sigma.snd")} == {"β x.1", "β x.fst"}
    assert decide(to_lean(t)).verdict != "refuted"


def test_psigma_projects_through_psigma() -> None:
    t = elaborate(f"{FAM} (x : Σ' a, β a), x.1 = x.fst")
    assert _apps(t, "PSigma.fst") and not _apps(t, "Sigma.fst")
    assert show_type(_vars(t)["x"]) == "(Σ' a : ι, β a)"


def test_an_anonymous_constructor_at_a_sigma_type_types_its_second_item_at_the_first() -> None:
    t = elaborate(f"{FAM} (i : ι) (b : β i) (f : (Σ a, β a) → ℕ), f ⟨i, b⟩ = f ⟨i, b⟩")
    mk = _apps(t, "⟨⟩")
    assert mk and all(show_type(u.ty) == "(Σ a : ι, β a)" for u in mk)
    lean = to_lean(t)
    assert "(⟨i, b⟩ : (Σ a : ι, β a))" in lean
    assert elaborate(lean) == t   # the printed Lean reads back as the same term
    assert decide(lean).verdict == "proved"


def test_several_binders_nest_and_project_through_the_inner_sigma() -> None:
    t = elaborate("∀ {ι : Type*} {β : ι → ι → Type*} (i j : ι) (y : β i j) "
                  "(x : Σ a b, β a b), (⟨i, j, y⟩ : Σ a b, β a b) = x → x.2.1 = j")
    assert show_type(_vars(t)["x"]) == "(Σ a : ι, (Σ b : ι, β a b))"
    assert {show_type(u.ty) for u in _apps(t, "Sigma.snd")} == {"(Σ b : ι, β x.1 b)"}
    assert decide(to_lean(t)).verdict != "refuted"


@pytest.mark.parametrize(("text", "why"), [
    (f"{FAM} (x : Σ a, β a) (y : Σ b, β b), x = y", "mismatch"),   # alpha-variants: refused
    (f"{FAM} (b : Σ a b, β a × β b), b.2.1 = b.2.1", "captured"),
    (f"{FAM} (g : ι → Σ a, β a) (i : ι), (g i).2 = (g i).2", "not a variable"),
    (f"{FAM} (i : ι) (b : β i), ⟨i⟩ = (⟨i, b⟩ : Σ a, β a)", "1 items"),
    (f"{FAM} (j : ι) (i : ι) (b : β i), (⟨j, b⟩ : Σ a, β a) = ⟨i, b⟩", "β j"),
    (f"{FAM} (x : Σ a, ℕ), x = x", "not fixed"),
    (f"{FAM}, (Σ a, β a) = (Σ a, β a)", "Σ"),
])
def test_what_the_language_cannot_mean_is_refused(text: str, why: str) -> None:
    with pytest.raises(UnsupportedError, match=why):
        elaborate(text)


def test_a_structure_constructor_elaborates_each_field_at_its_type() -> None:
    # `structure Cubic (R : Type*)` with fields `a b c d : R`: `1` is `(1 : R)`, not ℕ
    t = elaborate("∀ {R : Type*} [Semiring R] (b c d : R), "
                  "Cubic.toPoly ⟨1, b, c, d⟩ = Cubic.toPoly ⟨1, b, c, d⟩")
    (mk, *_) = _apps(t, "⟨⟩")
    assert show_type(mk.ty) == "Cubic R"
    assert all(show_type(a.ty) == "R" for a in mk.args)
    assert decide(to_lean(t)).verdict == "proved"


def test_a_structure_constructor_of_another_length_is_refused() -> None:
    with pytest.raises(UnsupportedError, match="4 fields"):
        elaborate("∀ {R : Type*} [Semiring R] (b c : R), Cubic.toPoly ⟨b, c⟩ = Cubic.toPoly ⟨b, c⟩")


def test_a_declared_product_slot_makes_the_bracket_a_pair() -> None:
    t = elaborate("∀ {I₁ I₂ I₁₂ : Type*} (c₁ : ComplexShape I₁) (c₂ : ComplexShape I₂) "
                  "(c₁₂ : ComplexShape I₁₂) (i₁ : I₁) (i₂ : I₂), "
                  "ComplexShape.π c₁ c₂ c₁₂ ⟨i₁, i₂⟩ = ComplexShape.π c₁ c₂ c₁₂ ⟨i₁, i₂⟩")
    pair = _apps(t, "Prod.mk")
    assert pair and show_type(pair[0].ty) == "I₁ × I₂"
    assert {show_type(u.ty) for u in _apps(t, "ComplexShape.π")} == {"I₁₂"}


ROWS = {
    "Finset.mem_sigma": "(a : Σ i, α i)",
    "Finset.inf_sigma": "f ⟨i, b⟩",
    "CategoryTheory.Functor.ranges_directed": "Σ'i, i ⟶ j",
    "Cubic.monic_of_a_eq_one'": "toPoly ⟨1, b, c, d⟩",
    "ComplexShape.rel_π₁": "⟨i₁, i₂⟩",
}


@pytest.mark.parametrize("name", sorted(ROWS))
def test_mathlib_rows_with_sigma_types_and_constructors(name: str) -> None:
    require()
    r = render_row(rows_named(ROWS)[name])
    assert r.formal is not None and ROWS[name] in r.formal, r.reason
    assert decide(r.formal).verdict != "refuted"


def test_a_pi_type_into_a_sigma_type_is_a_type_not_a_proposition() -> None:
    t = elaborate(f"{FAM} (f : ∀ j : ι, Σ a, β a) (j : ι), (f j).1 = (f j).1")
    assert show_type(_vars(t)["f"]) == "ι → (Σ a : ι, β a)"
