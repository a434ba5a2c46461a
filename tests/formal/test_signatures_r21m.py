"""The round-21 signature table (`signatures_r21m`), read against Mathlib.

Every entry passes the shared table checks (`tests/formal/test_signature_tables.py`, `CITED`).
Here: corpus theorems that were refused before the table (most for an untyped binder passed to
one of its constants) render with the declared result type, and a binder written without a type
and passed to an entry is typed as the entry declares that argument, for every entry whose
arguments are closed types (a property over the table). The corpus is read in place (skipped,
saying why, when absent).
"""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from forminv_lean.formal.meaning.opaque import parse_signature_type
from forminv_lean.formal.meaning.signatures_r21m import SIGNATURES as _R21M
from tests.mathlib_corpus import declared_result_types, needs_index
from tests.signature_tables import assert_untyped_binders_get_declared_types, type_params

# Corpus theorems -> (a head of the table, the type its applications must have in the elaborated
# rendering, a text the rendering must contain). Each was refused before its entry (the header's
# untyped binders, `{e n a}`, `{s t r' s' t'}`, are typed by the entry's arguments).
USES: dict[str, tuple[str, str, str]] = {
    "ONote.oadd_pos": ("ONote.oadd", "ONote", "0 < ONote.oadd e n a"),
    "Ordnode.Valid'.mono_right": ("Ordnode.Valid'", "Prop", "Ordnode.Valid' o t y"),
    "Ordnode.insert.valid": ("Ordnode.Valid", "Prop", "Ordnode.Valid (Ordnode.insert x t)"),
    "Nat.xgcd_zero_left": ("Nat.xgcdAux", "ℕ × (ℤ × ℤ)", "Nat.xgcdAux 0 s t r' s' t'"),
    "IsLocalization.mk'_mul": (
        "IsLocalization.mk'", "S", "IsLocalization.mk' S (x₁ * x₂) (y₁ * y₂)"),
    "Stream'.WSeq.dropn_cons": (
        "Stream'.WSeq.drop", "Stream'.WSeq α", "Stream'.WSeq.drop (Stream'.WSeq.cons a s) (n + 1)"),
    "Ordinal.pred_le_self": ("Ordinal.pred", "Ordinal", "Ordinal.pred o ≤ o"),
    "Denumerable.ofNat_nat": ("Denumerable.ofNat", "ℕ", "Denumerable.ofNat ℕ n = n"),
    "WithBot.map₂_bot_left": ("WithBot.map₂", "WithBot γ", "WithBot.map₂ f ⊥ b = ⊥"),
    "Real.expNear_zero": ("Real.expNear", "ℝ", "Real.expNear 0 x r = r"),
    "Turing.reaches_total": ("Turing.Reaches", "Prop", "Turing.Reaches f a b"),
    "Metric.AreSeparated.empty_left": ("Metric.AreSeparated", "Prop", "Metric.AreSeparated ∅ s"),
    "SetTheory.PGame.numeric_powHalf": (
        "SetTheory.PGame.powHalf", "SetTheory.PGame", "(SetTheory.PGame.powHalf n).Numeric"),
}


@needs_index
@pytest.mark.parametrize("name", sorted(USES))
def test_a_theorem_using_an_entry_renders_with_the_declared_result_type(name: str) -> None:
    assert declared_result_types(USES, name) == {USES[name][1]}


def _closed(name: str) -> bool:
    """An entry every argument of which is a closed type (no parameter, proof or type)."""
    types = [parse_signature_type(x) for x in _R21M[name]]
    return all(x != "_" and not x.startswith("Type ") for x in _R21M[name]) and \
        not set().union(*map(type_params, types))


_CLOSED = sorted(n for n in _R21M if _closed(n))


def test_the_property_below_has_entries_to_draw() -> None:
    assert {"ONote.oadd", "Nat.xgcdAux", "Turing.PartrecToTM2.K'.elim"} <= set(_CLOSED)


@needs_index
@settings(max_examples=25, deadline=None)
@given(name=st.sampled_from(_CLOSED), prefix=st.sampled_from(["x", "a", "v"]),
       implicit=st.booleans())
def test_an_untyped_binder_passed_to_an_entry_gets_the_declared_argument_type(
        name: str, prefix: str, implicit: bool) -> None:
    assert_untyped_binders_get_declared_types(_R21M[name], name, prefix, implicit)
