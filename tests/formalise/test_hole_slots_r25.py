"""Round 25: a `_` type argument of a declared identity passed where another declared function's
parameter is fixed only in part (`p.map (RingHom.id _)`: `Polynomial.map`'s `S` is left to the
result), or taken as the receiver of field notation (`(StarAlgHom.id _ _).comp f`), is filled
from the part an argument fixes (`formalise.hole_slots_r25`), and refused where the unfixed
part could come from the call's expected type.
"""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from forminv_lean.formal.meaning.ast import App, Name
from forminv_lean.formalise.hole_slots_r25 import WILD, match_partial
from forminv_lean.formalise.render import _filled, has_hole
from tests.mathlib_corpus import needs_index, rendered

#: Corpus theorems whose hole is an identity's type at a slot fixed in part, and the text their
#: rendering shows (Mathlib v4.19.0 writes `p.map (RingHom.id _) = p`).
SLOTS = {
    "Polynomial.map_id": "p.map (RingHom.id R) = p",
    "Subgroup.comap_id": "K.comap (MonoidHom.id N) = K",
    "SimpleGraph.map_id": "G.map (Function.Embedding.refl V) = G",
    "ContinuousMap.comp_id": "f.comp (ContinuousMap.id α) = f",
    # the identity as field notation's receiver
    "StarAlgHom.id_comp": "(StarAlgHom.id R B).comp f = f",
    "LinearMap.rTensor_comp_map": "(f'.rTensor Q).comp (TensorProduct.map f g)",
    "Finsupp.equivMapDomain_refl": "Finsupp.equivMapDomain (Equiv.refl α) l = l",
}

#: (the binders, the variable, the call with its hole, the filled identity), each call's
#: signature declared in the tables: `Polynomial.map (f : R →+* S) : R[X] → S[X]`,
#: `Subgroup.comap (f : G →* N) (H : Subgroup N) : Subgroup G`, `Finset.map (f : α ↪ β) (s :
#: Finset α) : Finset β`.
CALLS = [
    ("{T : Type*} [Semiring T] (x : Polynomial T)", "x", "x.map (RingHom.id _)",
     "RingHom.id T"),
    ("{T : Type*} [Semiring T] (x : Polynomial T)", "x", "Polynomial.map (RingHom.id _) x",
     "RingHom.id T"),
    ("{T : Type*} [Group T] (x : Subgroup T)", "x", "x.comap (MonoidHom.id _)",
     "MonoidHom.id T"),
    ("{T : Type*} (x : Finset T)", "x", "x.map (Function.Embedding.refl _)",
     "Function.Embedding.refl T"),
    # field notation on a variable typed with a bundled map's arrow (`MonoidHom.comp (g : β
    # →* γ) (f : α →* β)`): the slot's `β` is `x`'s domain
    ("{T U : Type*} [MulOneClass T] [MulOneClass U] (x : T →* U)", "x",
     "x.comp (MonoidHom.id _)", "MonoidHom.id T"),
    # the identity as the receiver (`(MonoidHom.id _).comp x`: `MonoidHom.comp`'s first
    # explicit argument of head `MonoidHom`), whose `β` is `x`'s codomain
    ("{U T : Type*} [MulOneClass U] [MulOneClass T] (x : U →* T)", "x",
     "(MonoidHom.id _).comp x", "MonoidHom.id T"),
]


@needs_index
@pytest.mark.parametrize("name", sorted(SLOTS))
def test_a_corpus_identity_at_a_partly_fixed_slot_is_filled(name: str) -> None:
    formal = rendered(SLOTS, name)
    assert SLOTS[name] in formal and not has_hole(formal), formal


@settings(max_examples=40, deadline=None)
@given(st.sampled_from(CALLS), st.sampled_from(["=", "≠", "≤"]), st.booleans())
def test_the_hole_is_the_type_the_other_argument_fixes(
        call: tuple[str, str, str, str], rel: str, left: bool) -> None:
    """Whichever side of a `binrel%` relation the call is, the hole is the part of the slot
    that the other argument's declared type fixes (`T`), never the part left to the result."""
    binders, var, text, identity = call
    body = f"{text} {rel} {var}" if left else f"{var} {rel} {text}"
    filled = _filled(f"∀ {binders}, {body}")
    assert filled is not None and identity in filled and not has_hole(filled), filled


@pytest.mark.parametrize("body", [
    # the call is an argument, not a side: `Finset.card`'s slot is elaborated against
    # `Finset ?β`, and the result's `β` (unfixed here) could come from it first
    "(s.map (Function.Embedding.refl _)).card = 0",
    "Finset.Nonempty (s.map (Function.Embedding.refl _))",
])
def test_an_unfixed_part_the_result_mentions_off_a_relation_side_is_refused(body: str) -> None:
    assert _filled("∀ {α : Type*} (s : Finset α), " + body) is None


def test_a_receiver_off_a_relation_side_is_refused() -> None:
    """`((MonoidHom.id _).comp f).ker`: `MonoidHom.comp`'s result mentions the `α` no argument
    fixes, and the call is no side of a relation."""
    assert _filled("∀ {M N : Type*} [MulOneClass M] [MulOneClass N] (f : M →* N), "
                   "((MonoidHom.id _).comp f).ker = f.ker") is None


def test_an_unfixed_part_matches_anything_and_binds_nothing() -> None:
    """`RingHom α α` against `RingHom R ?`: `α` is `R` from the fixed part; against `RingHom ?
    ?` nothing binds it, so the hole has no fill (refused)."""
    pattern = App(Name("RingHom"), (Name("α"), Name("α")))
    binding: dict[str, object] = {}
    assert match_partial(pattern, App(Name("RingHom"), (Name("R"), Name(WILD))), binding)
    assert binding == {"α": Name("R")}
    binding = {}
    assert match_partial(pattern, App(Name("RingHom"), (Name(WILD), Name(WILD))), binding)
    assert binding == {}
    # a fixed part that disagrees is no match
    assert not match_partial(pattern, App(Name("MonoidHom"), (Name("R"), Name(WILD))), {})
