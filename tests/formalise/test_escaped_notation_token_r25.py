"""A notation token written with a string escape (`scoped[FinsetFamily] infixl:74 " \\\\ " =>
Finset.diffs`, Mathlib/Data/Finset/Sups.lean:509: the token `\\`) is read as Lean reads the
literal; its constant is typed (`signatures_r25_notations`). Read off the Mathlib corpus."""

from __future__ import annotations

from forminv_lean.formal.meaning.opaque import SIGNATURES
from tests.mathlib_corpus import needs_index, render_row, rows


def test_diffs_is_declared() -> None:
    """`def diffs : Finset α → Finset α → Finset α` (Data/Finset/Sups.lean:506)."""
    assert SIGNATURES["Finset.diffs"] == ("Finset α", "Finset α", "Finset α")


@needs_index
def test_finset_diffs_notation_is_read() -> None:
    """Every corpus theorem of Mathlib.Data.Finset.Sups whose header writes `\\\\` and renders
    applies `Finset.diffs` (left-associated: `s \\\\ t \\\\ u` is `diffs (diffs s t) u`), with
    no `\\\\` left; most of them render (none did while the escaped token was compared)."""
    found = [r for r in rows(lambda line: "Sups" in line)
             if r["module"] == "Mathlib.Data.Finset.Sups" and "\\\\" in r["decl"]]
    assert len(found) >= 30
    done = {}
    for row in found:
        res = render_row(row)
        if res.formal is not None:
            assert "\\\\" not in res.formal and "Finset.diffs" in res.formal, res.formal
            done[row["name"]] = res.formal
    assert len(done) >= 25, len(done)
    assert "(Finset.diffs (Finset.diffs s t) u) = (Finset.diffs (Finset.diffs s u) t)" in \
        done["Finset.diffs_right_comm"]
