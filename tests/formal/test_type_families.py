"""Type families and dependent function types: `{α : ι → Type*}`, `∀ i, α i`, `x i : α i`,
`[∀ i, C (α i)]` (`meaning/elaborate_pi.py`).

`α i` is an opaque type named by its text, so it depends on `i` the way `ZMod n` depends on
`n`: the kernel accepts a statement only when `i` is fixed by the context. A value of a Π type
has no pointwise operations here (Mathlib's `Pi.instMul`, `Pi.instZero`, `Pi.le_def` are not
modelled): they are refused, never read as uninterpreted operations.
"""

from __future__ import annotations

import pytest

from forminv_lean.formal import UnsupportedError, check, decide, elaborate, to_lean
from forminv_lean.formal.meaning.terms import Term, walk
from forminv_lean.formal.meaning.types import Ty, show_type, subst_type
from forminv_lean.formalise.render import reason_bucket
from tests.mathlib_corpus import render_row, require, rows_named

FAM = "∀ {ι : Type*} {α : ι → Type*}"


def _vars(t: Term) -> dict[str, Ty]:
    """Each bound variable's type, by name."""
    return {u.name: u.bty for u in walk(t) if u.op == "forall" and u.bty is not None}


def test_a_dependent_function_applied_has_the_family_member_type() -> None:
    t = elaborate(f"{FAM} (x : ∀ i, α i) (j : ι), x j = x j")
    assert show_type(_vars(t)["x"]) == "(i : ι) → α i"
    apps = [u for u in walk(t) if u.op == "apply"]
    assert apps and all(show_type(u.ty) == "α j" for u in apps)


@pytest.mark.parametrize("spelling", ["∀ i, α i", "Π i, α i", "(i : ι) → α i", "∀ i : ι, α i"])
def test_the_four_spellings_of_a_pi_type_mean_one_type(spelling: str) -> None:
    t = elaborate(f"{FAM} (x : {spelling}), x = x")
    assert show_type(_vars(t)["x"]) == "(i : ι) → α i"


def test_a_pi_type_whose_codomain_ignores_the_binder_is_a_function_type() -> None:
    t = elaborate("∀ {ι : Type*} (x : ∀ i : ι, ℕ), x = x")
    assert _vars(t)["x"] == Ty("fun", (Ty("var", (), "ι"), Ty("ℕ")))


def test_families_of_families_substitute_earlier_arguments() -> None:
    t = elaborate("∀ {ι : Type*} {κ : ι → Type*} {γ : ∀ a, κ a → Type*} (x : ∀ a b, γ a b) "
                  "(a : ι) (b : κ a), x a b = x a b")
    assert show_type(_vars(t)["x"]) == "(a : ι) → (b : κ a) → γ a b"
    assert {show_type(u.ty) for u in walk(t) if u.op == "apply"} == {"(b : κ a) → γ a b",
                                                                      "γ a b"}


def test_an_instance_over_the_family_is_bound_and_printed_back() -> None:
    text = f"{FAM} [∀ i, Mul (α i)] (x y : ∀ i, α i) (i : ι), x i * y i = y i * x i"
    t = elaborate(text)
    inst = [u for u in walk(t) if u.op == "forall" and u.info == "inst"]
    assert len(inst) == 1 and show_type(inst[0].bty or Ty("ℕ")) == "(i : ι) → Mul (α i)"
    lean = to_lean(t)
    assert "[(i : ι) → Mul (α i)]" in lean
    assert elaborate(lean) == t  # the printed Lean reads back as the same term


@pytest.mark.parametrize(("text", "why"), [
    (f"{FAM} [∀ i, Mul (α i)] (x y : ∀ i, α i), x * y = y * x", "pointwise"),
    (f"{FAM} [∀ i, Zero (α i)] (x : ∀ i, α i), x = 0", "Pi"),
    (f"{FAM} [∀ i, LE (α i)] (x y : ∀ i, α i), x ≤ y → x = y", "no order"),
    (f"{FAM} (x : ∀ i, α i) (i j : ι), x i = x j", "α j"),
    (f"{FAM} (x : ∀ ⦃i⦄, α i), x = x", "implicit"),
    (f"{FAM} (x : ∀ i, α i i), x = x", "arguments"),
])
def test_what_the_language_cannot_mean_is_refused(text: str, why: str) -> None:
    with pytest.raises(UnsupportedError, match=why):
        elaborate(text)


def test_an_opaque_type_with_a_term_after_a_type_keeps_its_argument_order() -> None:
    # `ContinuousMultilinearMap 𝕜 Em F` with `Em` a family: once printed `… Em 𝕜 F`
    t = elaborate("∀ {𝕜 F ι : Type*} (Em : ι → Type*) (f : ContinuousMultilinearMap 𝕜 Em F), "
                  "f = f")
    assert show_type(_vars(t)["f"]) == "ContinuousMultilinearMap 𝕜 Em F"
    assert "(f : ContinuousMultilinearMap 𝕜 Em F)" in to_lean(t)


@pytest.mark.parametrize("formal", [
    f"{FAM} (x : ∀ i, α i) (j : ι), x j = x j",
    f"{FAM} [∀ i, Mul (α i)] (x y : ∀ i, α i) (i : ι), x i * y i = y i * x i",
    "∀ {ι : Type*} {κ : ι → Type*} {γ : ∀ a, κ a → Type*} [∀ a b, Mul (γ a b)] "
    "(x y : ∀ a b, γ a b) (a : ι) (b : κ a), x a b * y a b = x a b",
    # two classes on one family, said "such that `…` together with `…`"
    "∀ {𝕜 ι : Type*} [Field 𝕜] (E : ι → Type*) [∀ i, AddCommGroup (E i)] "
    "[∀ i, Module 𝕜 (E i)] (x y : Π i, E i) (i : ι), x i + y i = y i + x i",
])
def test_the_english_reads_back_as_the_formula(formal: str) -> None:
    from forminv_lean.informalise import realise
    from forminv_lean.informalise.reader import formula_key, read

    english = realise(formal)
    assert formula_key(read(english).formal, oriented=True) == \
        formula_key(formal, oriented=True), english


def test_substitution_into_a_codomain_avoids_capture() -> None:
    inner = Ty("pi", (Ty("app", (), "κ i"), Ty("app", (), "γ i k")), "k")
    assert show_type(subst_type(inner, "i", "k")) == "(k' : κ k) → γ k k'"
    assert show_type(subst_type(Ty("app", (), "α i.succ i' x.i"), "i", "j")) == \
        "α j.succ i' x.i"


def test_family_members_at_different_indices_are_never_identified() -> None:
    # false in Lean (`α i` may be a singleton and `α j` not); one sort for both would prove it
    r = decide(f"{FAM} (i j : ι) (a : α i) (b : α j), (∀ c : α i, c = a) → ∀ d : α j, d = b")
    assert r.verdict != "proved", r.reason
    r = check(f"{FAM}, ∃ i, ∀ a b : α i, a = b", f"{FAM}, ∀ i, ∀ a b : α i, a = b")
    assert r.verdict != "equivalent", r.reason


@pytest.mark.parametrize("text", [
    f"{FAM} (x : ∀ i, α i) (j : ι), x j = x j",
    # through the encoder: the family is no Z3 value, `x j` one uninterpreted application
    f"{FAM} (x y : ∀ i, α i) (j : ι), x = y → x j = y j",
    f"{FAM} [∀ i, Mul (α i)] (x y : ∀ i, α i) (i : ι), x = y → x i * y i = y i * x i",
])
def test_a_fixed_index_is_still_decided(text: str) -> None:
    r = decide(text)
    assert r.verdict == "proved", r.reason


#: (declaration, what its rendering must contain, or the refusal reason)
ROWS = {
    "supClosed_pi": "[∀ i, SemilatticeSup (α i)]",
    "ContinuousMultilinearMap.analyticAt": "(x : Π i, Em i)",
    "Sigma.uncurry_mul": "unsupported: pointwise mul",
    # `Π₀` is read (DFinsupp); `f.rangeIcc g` is field notation on a constant whose
    # signature, which says where the object goes, is not declared
    "DFinsupp.rangeIcc_apply": "unsupported: DFinsupp.rangeIcc",
}


@pytest.mark.parametrize("name", sorted(ROWS))
def test_mathlib_rows_over_a_family(name: str) -> None:
    require()
    row = rows_named(ROWS)[name]
    r = render_row(row)
    if ROWS[name].startswith("unsupported"):
        assert r.formal is None and reason_bucket(r.reason or "") == ROWS[name], r.reason
        return
    assert r.formal is not None and ROWS[name] in r.formal, r.reason
    assert decide(r.formal).verdict != "refuted"
