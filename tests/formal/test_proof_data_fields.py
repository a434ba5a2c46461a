"""Data reached by field notation on a hypothesis (`hf.toFinset` with `hf : s.Finite` is
`Set.Finite.toFinset hf : Finset α`, `signatures_proofs.PROOF_FIELDS`): the declaration applied
to the proof, which stands for its proposition (proof irrelevance), so two such fields of proofs
of one proposition are one value and fields of proofs of two propositions are never equated.
Any other field of a hypothesis is still refused."""

from __future__ import annotations

import pytest

from forminv_lean.formal import decide, elaborate
from forminv_lean.formal.errors import UnsupportedError
from forminv_lean.formal.meaning.terms import walk
from forminv_lean.formal.meaning.types import show_type

FIN = "∀ {α : Type*} (f : α → ℕ) (h : (Function.mulSupport f).Finite)"


def test_to_finset_of_a_finiteness_hypothesis_is_a_finset() -> None:
    t = elaborate(f"{FIN}, #h.toFinset = 0")
    (app,) = [u for u in walk(t) if u.op == "app" and u.name == "Set.Finite.toFinset"]
    assert show_type(app.ty) == "Finset α"
    # a field of the datum after it (`hf.toFinset.card`), and a sum over it
    elaborate(f"{FIN}, h.toFinset.card = 0")
    elaborate(f"{FIN}, ∑ i ∈ h.toFinset, f i = 0")


def test_proofs_of_one_proposition_give_one_finset() -> None:
    assert decide(f"{FIN} (k : (Function.mulSupport f).Finite), h.toFinset = k.toFinset"
                  ).verdict == "proved"


def test_proofs_of_two_propositions_are_never_equated() -> None:
    r = decide("∀ {α : Type*} (f g : α → ℕ) (h : (Function.mulSupport f).Finite) "
               "(k : (Function.mulSupport g).Finite), h.toFinset = k.toFinset")
    assert r.verdict != "proved", r.reason


@pytest.mark.parametrize("text", [
    f"{FIN}, h.toList = h.toList",          # no such field declared here
    "∀ (a b : ℕ) (h : a < b), h.toFinset = h.toFinset",   # `LT.lt.toFinset` is not one
])
def test_other_fields_of_a_hypothesis_are_refused(text: str) -> None:
    with pytest.raises(UnsupportedError):
        elaborate(text)


@pytest.mark.parametrize(("rel", "text"), [
    ("≤", "∀ (a b c : ℕ) (h : a ≤ b) (k : b ≤ c) (m : a ≤ c), Foo.f (h.trans k) = Foo.f m"),
    ("<", "∀ (a b c : ℕ) (h : a < b) (k : b < c) (m : a < c), Foo.f (h.trans k) = Foo.f m"),
    ("≠", "∀ (a : ℝ) (h : 0 < a) (m : a ≠ 0), Foo.f h.ne.symm = Foo.f m"),
    # `HasSubset.Subset.trans` (Mathlib v4.19.0 Order/RelClasses.lean:521)
    ("⊆", "∀ (s t u : Set ℕ) (h : s ⊆ t) (k : t ⊆ u) (m : s ⊆ u), Foo.f (h.trans k) = Foo.f m"),
])
def test_a_transitivity_proof_is_its_composed_proposition(rel: str, text: str) -> None:
    # `LE.le.trans`/`LT.lt.trans` prove `a ≤ c`/`a < c`, `h.ne.symm` proves `a ≠ 0`: one value
    # with any other proof of it
    assert decide(text).verdict == "proved", rel


@pytest.mark.parametrize("text", [
    # `a ≥ b` is `GE.ge`; a hypothesis written `⊇` (read as `⊆` the other way) has
    # `HasSuperset.Superset`'s `.trans`, which is not read
    "∀ (a b c : ℕ) (h : a ≥ b) (k : b ≥ c), Foo.f (h.trans k) = 0",
    "∀ (s t u : Set ℕ) (h : t ⊇ s) (k : t ⊆ u), Foo.f (h.trans k) = 0",
    "∀ (s t u : Set ℕ) (h : s ⊆ t) (k : u ⊇ t), Foo.f (h.trans k) = 0",
    "∀ (a b c : ℕ) (h : a ≤ b) (k : b < c), Foo.f (h.trans k) = 0",   # `trans_lt`, not read
])
def test_other_transitivity_proofs_are_refused(text: str) -> None:
    with pytest.raises(UnsupportedError):
        elaborate(text)
