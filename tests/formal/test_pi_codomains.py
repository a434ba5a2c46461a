"""A binder `(l : ∀ i, C (α i))` whose codomain's head is a constant the cited signature tables
declare as a type (`Filter`, `Matrix`, `Submodule`, a bundled map `→ₗ[R]`, an arrow `→+*`) is a
Π type, not a hypothesis (`elaborate_pi._type_like`): before, such a binder was taken for a
proof and every use of it refused as "a hypothesis used as a term". A codomain whose head is
not known to be a type (`Foo J`) stays refused: `∀ J, Foo J` may be a proposition.
"""

from __future__ import annotations

import pytest

from forminv_lean.formal import UnsupportedError, decide, elaborate
from forminv_lean.formal.meaning.terms import Term, walk
from forminv_lean.formal.meaning.types import Ty, show_type

FAM = "∀ {ι : Type*} (α : ι → Type*)"


def _vars(t: Term) -> dict[str, Ty]:
    return {u.name: u.bty for u in walk(t) if u.op == "forall" and u.bty is not None}


@pytest.mark.parametrize(("binder", "shown"), [
    ("(l : ∀ (i : ι), Filter (α i))", "(i : ι) → Filter (α i)"),
    ("{R : Type*} [Semiring R] [∀ i, AddCommMonoid (α i)] [∀ i, Module R (α i)] "
     "(l : ∀ (i : ι), Submodule R (α i))", "(i : ι) → Submodule R (α i)"),
    ("{R : Type*} (l : ∀ (i : ι), Matrix (α i) (α i) R)", "(i : ι) → Matrix (α i) (α i) R"),
    ("{R : Type*} [Semiring R] [∀ i, Semiring (α i)] (l : ∀ (i : ι), α i →+* R)",
     "(i : ι) → RingHom (α i) R"),
])
def test_a_family_of_structures_is_a_dependent_function(binder: str, shown: str) -> None:
    t = elaborate(f"{FAM} {binder} (j : ι), l j = l j")
    assert show_type(_vars(t)["l"]) == shown
    assert {show_type(u.ty) for u in walk(t) if u.op == "apply"} == \
        {shown.split(" → ", 1)[1].replace("α i", "α j")}
    assert decide(f"{FAM} {binder} (j : ι), l j = l j").verdict == "proved"


def test_a_bundled_map_family_applies_at_its_member() -> None:
    t = elaborate("∀ {ι R E : Type*} [CommRing R] [AddCommGroup E] [Module R E] (G : ι → Type*) "
                  "[∀ i, AddCommGroup (G i)] [∀ i, Module R (G i)] (V : ∀ i, G i →ₗ[R] E) "
                  "(j : ι) (x : G j), V j x = V j x")
    assert show_type(_vars(t)["V"]).startswith("(i : ι) → LinearMap")


@pytest.mark.parametrize("text", [
    # `Foo J` unknown: `∀ J, Foo J` may be a proposition, `πi` its proof
    "∀ (πi : ∀ J : ℕ, Foo J), Bar πi = 0",
    # a declared predicate (`Set.Finite`) is a proposition: `h` is a proof, not a function
    "∀ (s : ℕ → Set ℕ) (h : ∀ J : ℕ, Set.Finite (s J)), h = h",
])
def test_a_codomain_not_known_to_be_a_type_stays_refused(text: str) -> None:
    with pytest.raises(UnsupportedError):
        elaborate(text)


def test_a_mathlib_family_binder_is_no_longer_a_hypothesis() -> None:
    from tests.mathlib_corpus import render_row, require, rows_named

    require()
    row = rows_named(["Filter.univ_pi_mem_pi"]).get("Filter.univ_pi_mem_pi")
    if row is None:
        pytest.skip("Filter.univ_pi_mem_pi is not in the corpus")
    r = render_row(row)
    assert "hypothesis used as a term" not in (r.reason or ""), r.reason
