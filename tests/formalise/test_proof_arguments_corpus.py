"""Mathlib statements that pass a hypothesis to a constant, rendered from the shared corpus.

`Nat.find h`, `s.cons a h`, `Composition.single n h`: the binder `(h : p)` stays a premise
named `h`, and `h` is a proof of `p` (`terms.proof_type`); a hypothesis whose type is not
certainly a proposition, or used otherwise, is refused (it was once read as an unrelated
constant named `hsm`).
"""

from __future__ import annotations

from functools import lru_cache
from typing import Any

import pytest

from forminv_lean.formal.lean.printer import to_lean_text
from forminv_lean.formal.meaning.terms import is_proof_type, walk
from forminv_lean.formal.statements import elaborate_rendering
from tests.mathlib_corpus import needs_index, render_row, require, rows_named

PASSED = {
    "Nat.find_eq_iff": "(h : ∃ n : ℕ, p n)",
    "Nat.find_min'": "(H : ∃ n, p n)",
    "Finset.card_cons": "(h : a ∉ s)",
    "Composition.single_length": "(h : 0 < n)",
}
REFUSED = {
    # `∀ n, MeasurableSet[m] (s n)`: `MeasurableSet[m]` is not known to be a predicate, so
    # the binder is not said to be a hypothesis (it may be a function as well as a proof)
    "MeasureTheory.measurableSet_filtrationOfSet'":
        "a binder whose type is not known to be a proposition (hsm)",
}


@lru_cache(maxsize=1)
def _rows() -> dict[str, dict[str, Any]]:
    return rows_named(set(PASSED) | set(REFUSED))


def _render(name: str) -> tuple[str | None, str | None]:
    require()
    rows = _rows()
    assert name in rows, f"{name} is not a row of the corpus"
    row = rows[name]
    r = render_row(row)
    return r.formal, r.reason


@needs_index
@pytest.mark.parametrize("name", sorted(PASSED))
def test_a_passed_hypothesis_is_a_named_premise(name: str) -> None:
    formal, reason = _render(name)
    assert formal is not None, reason
    assert PASSED[name] in formal
    term = elaborate_rendering(formal)
    hyp = PASSED[name][1:].split(" ")[0]
    assert [u.name for u in walk(term) if u.op == "const" and is_proof_type(u.ty)] == [hyp]
    # Lean's text binds the hypothesis it passes
    assert f"∀ ({hyp} : " in to_lean_text(term)


@needs_index
@pytest.mark.parametrize("name", sorted(REFUSED))
def test_an_uncertain_hypothesis_is_refused(name: str) -> None:
    formal, reason = _render(name)
    assert formal is None and reason == f"unsupported: {REFUSED[name]}"
