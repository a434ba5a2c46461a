"""The default ``metrics`` table is drawn without rich (``render.plain_text``) and must be
what rich draws, character for character; where ``plain_text`` is unsure it answers
``None`` and rich draws."""

from __future__ import annotations

import pytest
from analysis_helpers import answers, table
from hypothesis import given, settings
from hypothesis import strategies as st

from forminv_lean.analysis.metrics import compute_metrics
from forminv_lean.analysis.render import (
    SCR_RULE,
    TextTable,
    metrics_parts,
    plain_text,
    render_metrics,
    rich_text,
    to_rich,
)

pytest.importorskip("rich")

#: Cells as data may spell them: words, numbers, brackets, colons (rich's emoji codes),
#: doubled, leading and trailing spaces, tabs, non-ASCII and wide characters.
CELL = st.text(alphabet=st.sampled_from(list("ab Z09.[],:-_/%") + ["\t", "é", "模"]),
               min_size=0, max_size=14)
WORDS = st.lists(st.text(alphabet="abcdefghij", min_size=1, max_size=30), min_size=1,
                 max_size=40).map(" ".join)


def rich_draws(parts):
    return rich_text(to_rich(parts))


@settings(max_examples=300, deadline=None)
@given(title=CELL, header=st.lists(CELL, min_size=1, max_size=6),
       rows=st.lists(st.lists(CELL, min_size=6, max_size=6), min_size=0, max_size=4))
def test_plain_tables_are_richs(title, header, rows):
    t = TextTable.of(title, header, [r[:len(header)] for r in rows])
    got = plain_text([t])
    if got is not None:
        assert got == rich_draws([t])


@settings(max_examples=300, deadline=None)
@given(text=st.one_of(WORDS, CELL), width=st.integers(min_value=10, max_value=80))
def test_plain_lines_wrap_as_rich_wraps(text, width):
    got = plain_text([text], width=width)
    if got is not None:
        assert got == rich_text([text], width=width)


@settings(max_examples=100, deadline=None)
@given(cols=st.integers(min_value=1, max_value=12), width=st.integers(min_value=4, max_value=30),
       n_rows=st.integers(min_value=1, max_value=5))
def test_plain_draws_the_usual_tables_itself(cols, width, n_rows):
    """Names and numbers that fit: drawn here (the fast path is used), as rich draws them."""
    header = ["model"] + [f"metric {i} %" for i in range(1, cols)]
    rows = [[f"model-{r}"] + [f"{r}.{i} [0.{i}, {width}.5]" for i in range(1, cols)]
            for r in range(n_rows)]
    parts = [TextTable.of(f"Headline (seed {width})", header, rows), SCR_RULE,
             "Fleiss' kappa: 0.194 (740 items) ; Pareto front: model-6, model-7; ok."]
    got = plain_text(parts)
    total = sum(max(len(r[i]) for r in [header, *rows]) + 3 for i in range(cols)) + 1
    if len(parts[0].title) <= total <= 200:  # else rich wraps the title or shrinks columns
        assert got is not None
    if got is not None:
        assert got == rich_draws(parts)


def test_unsure_cases_are_left_to_rich():
    assert plain_text([TextTable.of("t", ["a"], [])]) is None  # no rows
    assert plain_text([TextTable.of("t", ["a"], [["x" * 199]])]) is None  # too wide
    assert plain_text(["a :smile: b"]) is None  # an emoji code in a plain line
    assert plain_text(["x" * 201]) is None  # a word longer than the line
    assert plain_text([TextTable.of("t", ["a"], [["é"]])]) is None


def test_metrics_table_is_richs(two_models):
    res = compute_metrics(two_models, bootstrap=50, seed=1)
    # its headline is wider than 200 columns, so rich draws it (shrinking columns)
    assert render_metrics(res, "table") == rich_draws(metrics_parts(res))


def test_metrics_table_with_repeated_samples_and_notes():
    rows = []
    for sample in (0, 1, 2):
        rows.append(answers("A", "T1", {"canonical": True, "a": sample != 1}, sample=sample))
        rows.append(answers("B [x]", "T1", {"canonical": False, "a": True}, sample=sample))
    res = compute_metrics(table(*rows), bootstrap=20, notes=["a note: kept"])
    assert render_metrics(res, "table") == rich_draws(metrics_parts(res))
