"""The round-22 signature table (`signatures_r22n`), read against Mathlib.

Every entry passes the shared table checks (`tests/formal/test_signature_tables.py`, `CITED`).
Here: corpus theorems that were refused before the table (for an untyped binder passed to one of
its constants) render with the declared result type, and a binder written without a type and
passed to an entry is typed as the entry declares that argument, for every entry whose arguments
are closed types (a property over the table). The corpus is read in place (skipped, saying why,
when absent).
"""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from forminv_lean.formal.meaning.opaque import parse_signature_type
from forminv_lean.formal.meaning.signatures_r22n import SIGNATURES as _R22N
from tests.mathlib_corpus import (
    declared_result_types,
    needs_index,
    render,
    render_row,
    require,
    rows_named,
)
from tests.signature_tables import assert_untyped_binders_get_declared_types, type_params

_LAMBDA = "Turing.PartrecToTM2.Λ'"

# Corpus theorems -> (a head of the table, the type its applications must have in the elaborated
# rendering, a text the rendering must contain). Each was refused before its entry (the header's
# untyped binders, `(k)`, `{q q'}`, are typed by the entry's arguments).
USES: dict[str, tuple[str, str, str]] = {
    "Turing.PartrecToTM2.codeSupp_zero": (
        "Turing.PartrecToTM2.contSupp", f"Finset {_LAMBDA}",
        "∀ k : Turing.PartrecToTM2.Cont', Turing.PartrecToTM2.codeSupp"),
    "Turing.PartrecToTM2.trStmts₁_trans": (
        "Turing.PartrecToTM2.trStmts₁", f"Finset {_LAMBDA}",
        f"∀ q q' : {_LAMBDA}, q' ∈ Turing.PartrecToTM2.trStmts₁ q →"),
    "Mathlib.Tactic.Abel.unfold_smul": (
        "Mathlib.Tactic.Abel.smul", "α", "Mathlib.Tactic.Abel.smul n x = y → n • x = y"),
    "Mathlib.Tactic.Abel.zero_smulg": (
        "Mathlib.Tactic.Abel.smulg", "α", "∀ {α : Type*} [AddCommGroup α] (c : ℤ)"),
}


@needs_index
@pytest.mark.parametrize("name", sorted(USES))
def test_a_theorem_using_an_entry_renders_with_the_declared_result_type(name: str) -> None:
    assert declared_result_types(USES, name) == {USES[name][1]}


def _closed(name: str) -> bool:
    """An entry with arguments, every one a closed type (no parameter, proof or type)."""
    types = [parse_signature_type(x) for x in _R22N[name]]
    return len(types) > 1 and all(x != "_" and not x.startswith("Type ") for x in _R22N[name]) \
        and not set().union(*map(type_params, types))


_CLOSED = sorted(n for n in _R22N if _closed(n))


def test_the_property_below_has_entries_to_draw() -> None:
    assert {"Turing.PartrecToTM2.codeSupp", "Turing.PartrecToTM2.contSupp", "Turing.ToPartrec.Cont.cons₁",
            "ONote.FundamentalSequenceProp"} <= set(_CLOSED)


@needs_index
@settings(max_examples=25, deadline=None)
@given(name=st.sampled_from(_CLOSED), prefix=st.sampled_from(["x", "a", "v"]),
       implicit=st.booleans())
def test_an_untyped_binder_passed_to_an_entry_gets_the_declared_argument_type(
        name: str, prefix: str, implicit: bool) -> None:
    assert_untyped_binders_get_declared_types(_R22N[name], name, prefix, implicit)


@needs_index
@pytest.mark.parametrize(("header", "binder"), [
    # explicit type arguments fix the equivalence's two sides (`(α ⊕ β) × γ ≃ α × γ ⊕ β × γ`)
    ("theorem t {α β γ : Type*} (e) : e = Equiv.sumProdDistrib α β γ",
     "(e : Equiv ((Sum α β) × γ) (Sum (α × γ) (β × γ)))"),
    ("theorem t {α β : Type*} (f : α → β) (g) : Function.IsPartialInv f g",
     "(g : β → (Option α))"),
    # a field of a structure: `Units.mk`'s second is its inverse, of the carrier's type
    ("theorem t {α : Type*} [Monoid α] (u : Units α) (y) (h₁ : (u : α) * y = 1) "
     "(h₂ : y * (u : α) = 1) : Units.mk (u : α) y h₁ h₂ = u", "(y : α)"),
])
def test_a_binder_is_typed_through_an_entry_with_type_or_proof_arguments(
        header: str, binder: str) -> None:
    formal, reason = render(header)
    assert formal is not None, reason
    assert binder in formal


# Corpus theorems whose untyped binders a left-out entry (the module docstring) would let be typed
# wrongly -> a binder the rendering, if there is one, must not have (Lean's `f` is `ℕ → ℕ → ℕ`,
# `S` a `Finset Λ'`).
NOT_MISREAD = {
    "Nat.Primrec.swap'": "f : ℕ → (ℕ → (ℕ → ℕ))",
    "Turing.PartrecToTM2.head_supports": "{S : Type*}",
}


@needs_index
def test_the_theorems_a_left_out_entry_would_misread_are_not_misread() -> None:
    require()
    rows = rows_named(NOT_MISREAD)
    assert set(rows) == set(NOT_MISREAD)
    for name, wrong in NOT_MISREAD.items():
        formal = render_row(rows[name]).formal
        assert formal is None or wrong not in formal, formal
