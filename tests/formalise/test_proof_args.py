"""Proofs written inside statements, read as Lean's definitional proof irrelevance allows.

A proof is read only where Lean typed it as a proof of a proposition the checker can state,
and then it stands for that proposition, never for its own text: the property of a subtype
bracket (`⟨f x, h x⟩ : Subtype p`, `elaboration.Elaborator.subtype_bracket`), a named
instance of a class that is a proposition (`[ha : IsStarNormal a]`, `render._proof_instance`),
and the core proofs `rfl`/`trivial` (`name_index.PASSED_PROOFS`) only there or in a declared
proof parameter. Everything else stays refused with its reason.
"""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from forminv_lean.formal import decide
from forminv_lean.formal.statements import elaborate_rendering
from forminv_lean.informalise import realise
from forminv_lean.informalise.reader import read
from tests.mathlib_corpus import render, rendered

#: Corpus theorems (Mathlib v4.19.0, nobody here wrote them) these readings render, with a
#: text each rendering must show.
RENDERED = {
    # Mathlib/MeasureTheory/MeasurableSpace/Constructions.lean: `Measurable fun x => (⟨f x,
    # h x⟩ : Subtype p)`, `h x` a proof of the subtype's property at `f x`
    "Measurable.subtype_mk": "(⟨f x, h x⟩ : Subtype p)",
    "Continuous.subtype_mk": "(⟨f x, hp x⟩ : Subtype p)",
    # `ϕ ⟨x, hNO hx⟩` with `hNO : N ≤ O`: a bracket at `↥O`, its proof `hNO hx`
    "Submodule.IsPrincipal.generator_submoduleImage_dvd_of_mem": "ϕ ⟨x, hNO hx⟩",
    # `[ha : IsStarNormal a]` passed by name: a proof of a class that is a proposition
    "cfcHom_eq_of_isStarNormal": "(ha : IsStarNormal a), cfcHom ha",
    # `[n : Nonempty α]` passed to `Classical.choice`
    "Set.preimage_invFun_of_not_mem": "Classical.choice n ∉ s",
    "limUnder_of_not_tendsto": "Classical.choice hX",
}


@pytest.mark.parametrize("name", sorted(RENDERED))
def test_corpus_theorems_with_proofs_inside_render(name: str) -> None:
    formal = rendered(RENDERED, name)
    assert RENDERED[name] in formal, formal
    elaborate_rendering(formal)
    assert decide(formal, timeout=2.0).verdict != "refuted"


@pytest.mark.parametrize(("header", "reason"), [
    # `rfl` where no proof is declared: a proof used as data
    ("theorem foo (x : ℕ) : x = rfl", "unsupported: a proof term used as a term (rfl)"),
    # a data instance passed by name: the formal language has no term for it
    ("theorem foo {α : Type*} [TopologicalSpace α] [t : TopologicalSpace α] (s : Set α) : "
     "IsOpen[t] s ↔ IsOpen s", "unsupported: an instance binder used as a term (t)"),
    # a hypothesis used as data (its field is no declared datum)
    ("theorem foo (c : ℝ) (hc : c ≠ 0) : hc.isUnit = hc.isUnit",
     "unsupported: a hypothesis used as a term (hc)"),
])
def test_proofs_used_as_data_stay_refused(header: str, reason: str) -> None:
    formal, why = render(header)
    assert formal is None and why == reason, (formal, why)


def test_rfl_in_a_subtype_bracket_renders() -> None:
    formal, reason = render("theorem foo {α : Type*} (x : α) : "
                            "(⟨x, rfl⟩ : {y : α // y = x}) = ⟨x, rfl⟩")
    assert formal is not None, reason
    assert decide(formal, timeout=5.0).verdict == "proved"


def test_a_named_proof_in_a_bracket_stays_named_in_english() -> None:
    """The realiser keeps `h` bound by name when the marked Lean of a bracket uses it (it
    would otherwise say "if x equals y" and leave `h` free), and the reader reads it back."""
    formal = "∀ (x y : ℕ) (h : x = y), ((⟨x, h⟩ : {a : ℕ // a = y})).1 = y"
    sentence = realise(formal)
    assert "proof h" in sentence, sentence
    back = read(sentence).formal
    assert back.startswith("∀ (x y : ℕ) (h : x = y),"), back


_PROOFS = st.sampled_from(["h", "h'.symm", "(by omega)", "(h.trans rfl)", "rfl.trans h"])


@settings(max_examples=10, deadline=None)
@given(left=_PROOFS, right=_PROOFS, pred=st.sampled_from(["a = y", "y = a"]))
def test_a_subtype_bracket_is_one_value_whatever_its_proof(left: str, right: str,
                                                           pred: str) -> None:
    """Definitional proof irrelevance: `⟨x, p⟩` and `⟨x, q⟩` at one subtype are equal for any
    two proofs, so the checker proves it whatever is written there."""
    sub = "{a : ℕ // " + pred + "}"
    hyps = "(x y : ℕ) (h : x = y) (h' : y = x)"
    same = f"∀ {hyps}, (⟨x, {left}⟩ : {sub}) = ⟨x, {right}⟩"
    assert decide(same, timeout=5.0).verdict == "proved", same


def test_subtype_brackets_at_two_values_are_not_made_equal() -> None:
    """Only the proof is forgotten: brackets at two values stay two values."""
    other = "∀ (x z : ℕ) (hx : 0 < x) (hz : 0 < z), (⟨x, hx⟩ : {a : ℕ // 0 < a}) = ⟨z, hz⟩"
    assert decide(other, timeout=5.0).verdict != "proved", other


@pytest.mark.parametrize(("pred", "words"), [
    ("IsStarNormal a", "every proof ha that a is star normal"),
    ("IsUnit a", "every proof ha that a is a unit"),
])
def test_a_named_proof_of_a_predicate_is_worded_as_a_proof(pred: str, words: str) -> None:
    # a premise used by name (`cfcHom ha`) is a proof binder: "every proof ha that …", never a
    # noun made of the predicate's name ("every is star normal ha on a")
    from forminv_lean.families.common import realised_canonical

    formal = f"∀ {{A : Type*}} [CStarAlgebra A] (a : A) (ha : {pred}), cfcHom ha = cfcHom ha"
    q = realised_canonical(formal)
    assert q is not None and words in q, q


def test_the_corpus_premise_used_by_name_is_worded_as_a_proof() -> None:
    from forminv_lean.families.common import realised_canonical

    q = realised_canonical(rendered(RENDERED, "cfcHom_eq_of_isStarNormal"))
    assert q is not None and "every proof ha that a is star normal" in q, q


@pytest.mark.parametrize(("binder", "words"), [
    ("(s : Set α)", "every subset s of α"),
    ("(n : WithTop ℕ∞)", "n"),
])
def test_a_binder_of_a_type_is_never_worded_as_a_proof(binder: str, words: str) -> None:
    from forminv_lean.families.common import realised_canonical

    q = realised_canonical(f"∀ {{α : Type*}} {binder}, {binder.split()[0][1:]} = "
                           f"{binder.split()[0][1:]}")
    assert q is not None and "proof" not in q and words in q, q
