"""A tactic proof `(by …)` passed to a declared proof parameter (`signatures_proofs`).

By definitional proof irrelevance, a function applied to any proof of its parameter's
proposition is one value: the tactic block stands for that proposition (the parameter's, with
the earlier arguments put in), exactly as a hypothesis of it does, and its text is kept as
written. Where the parameter's proposition is not declared, or a tactic block stands anywhere
but in such a parameter, it is refused. Whatever else stands in a declared proof parameter
(a hypothesis, `H.mono hst`, a lemma, a variable of an opaque type) Lean typed as a proof of
that proposition, so it is the same one value.
"""

from __future__ import annotations

import pytest

from forminv_lean.formal import decide, elaborate
from forminv_lean.formal.errors import UnsupportedError
from forminv_lean.formal.lean.printer import to_lean_text
from forminv_lean.formal.meaning.parser import parse
from forminv_lean.formal.meaning.terms import is_proof_type, walk


def _proofs(text: str) -> list[tuple[str, str]]:
    return [(u.name, u.ty.name) for u in walk(elaborate(text))
            if u.op == "const" and is_proof_type(u.ty)]


def test_a_tactic_block_is_one_atom_kept_as_written() -> None:
    e = parse("Finset.cons a s (by simp [h, (f x)]) = t")
    assert "(by simp [h, (f x)])" in repr(e)


def test_a_tactic_proof_is_the_proposition_of_its_parameter() -> None:
    ((name, tactic),) = _proofs("∀ (s : Finset ℕ) (a : ℕ), a ∉ s → "
                                "Finset.cons a s (by simp) = s")
    ((_, hyp),) = _proofs("∀ (s : Finset ℕ) (a : ℕ) (h : a ∉ s), Finset.cons a s h = s")
    assert name == "(by simp)" and tactic == hyp
    # with field notation: the object is the list
    ((_, last),) = _proofs("∀ (l : List ℕ), l ≠ [] → l.getLast (by simp) = 0")
    ((_, named),) = _proofs("∀ (l : List ℕ) (h : l ≠ []), List.getLast l h = 0")
    assert last == named


@pytest.mark.parametrize("text", [
    "∀ (l : List ℕ) (h : l ≠ []), l.getLast (by simp [h]) = l.getLast h",
    "∀ (l : List ℕ) (h : ¬(l = [])), l.getLast (by simp [h]) = l.getLast h",
    "∀ (s : Finset ℕ) (h : s.Nonempty), s.min' (by simp) = s.min' h",
])
def test_every_proof_of_a_declared_parameter_is_one_value(text: str) -> None:
    assert decide(text).verdict == "proved"


def test_proofs_of_two_propositions_are_not_one_value() -> None:
    assert decide("∀ (l m : List ℕ), l ≠ [] → m ≠ [] → "
                  "l.getLast (by simp) = m.getLast (by simp)").verdict != "proved"


@pytest.mark.parametrize("text", [
    "∀ (l : List ℕ), Foo.f (by simp) = 0",            # no declared proof parameter
    "∀ (l : List ℕ), (by simp) = 0",                  # a tactic block as a term
])
def test_a_tactic_proof_elsewhere_is_refused(text: str) -> None:
    with pytest.raises(UnsupportedError):
        elaborate(text)


def test_the_lean_text_keeps_the_tactic_block() -> None:
    text = "∀ (l : List ℕ) (h : l ≠ []), l.getLast (by simp [h]) = 0"
    printed = to_lean_text(elaborate(text))
    assert "(by simp [h])" in printed and "(h : " in printed


def test_anything_in_a_declared_proof_parameter_is_its_one_proof() -> None:
    """`(h : Foo s t)` (a type not known to be a proposition) passed where `Finset.disjUnion`
    takes `Disjoint s t` is, by Lean's typing, a proof of it: one value with `(by simpa)`."""
    assert decide("∀ (s t : Finset ℕ) (h : Foo s t), "
                  "Finset.disjUnion s t h = Finset.disjUnion s t (by simpa)").verdict == "proved"
    ((name, _),) = _proofs("∀ (s t : Finset ℕ) (H : s.Nonempty) (hst : s ⊆ t), "
                           "t.min' (H.mono hst) ≤ s.min' H")[:1]
    assert name == "(H.mono hst)"
