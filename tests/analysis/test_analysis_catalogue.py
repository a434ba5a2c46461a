"""The metric catalogue drives every output, and the pandas-free path for plain tables
gives the same numbers and bytes as the pandas path."""

from __future__ import annotations

import csv
import io
import json
import re
from pathlib import Path

import pandas as pd
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from forminv_lean.analysis.catalogue import CATALOGUE, HEADLINE, METRICS, SAMPLE_METRICS
from forminv_lean.analysis.metrics import compute_metrics
from forminv_lean.analysis.plain import Columns, read_plain
from forminv_lean.analysis.render import (
    family_rows,
    fmt_value,
    headline_rows,
    metrics_csv,
    metrics_markdown,
    samples_rows,
)

SETTINGS = settings(max_examples=25, deadline=None,
                    suppress_health_check=[HealthCheck.too_slow,
                                           HealthCheck.function_scoped_fixture])
PLAIN = ["model", "item_id", "theorem_id", "family", "verdict", "ground_truth"]


@st.composite
def plain_rows(draw) -> list[dict[str, object]]:
    """A plain six-column table (optionally with samples), rows in random order."""
    n_models = draw(st.integers(1, 3))
    n_theorems = draw(st.integers(1, 5))
    fams = ["canonical"] + [f"f{i}" for i in range(draw(st.integers(0, 3)))]
    samples = draw(st.integers(1, 3))
    rows = []
    for t in range(n_theorems):
        gt = draw(st.sampled_from(["TRUE", "FALSE"]))
        for m in range(n_models):
            for f in fams:
                for s in range(samples):
                    if draw(st.integers(0, 9)) == 0:
                        continue  # no row at all: a missing answer
                    verdict = draw(st.sampled_from(["TRUE", "FALSE", "true", "False", ""]))
                    rows.append({"model": f"m{m}", "item_id": f"T{t}_{f}",
                                 "theorem_id": f"T{t}", "family": f, "verdict": verdict,
                                 "ground_truth": gt.lower() if s % 2 else gt, "sample": s})
    if not rows:
        rows.append({"model": "m0", "item_id": "T0_canonical", "theorem_id": "T0",
                     "family": "canonical", "verdict": "TRUE", "ground_truth": "TRUE",
                     "sample": 0})
    return draw(st.permutations(rows))


def _write(path: Path, rows: list[dict[str, object]]) -> Path:
    with path.open("w", newline="") as fh:
        w = csv.DictWriter(fh, fieldnames=[*PLAIN, "sample"], lineterminator="\n")
        w.writeheader()
        w.writerows(rows)
    return path


# -- the catalogue ----------------------------------------------------------------------

def test_every_metric_is_defined_once_with_a_scale():
    assert len(METRICS) == len(CATALOGUE)
    assert set(HEADLINE) | set(SAMPLE_METRICS) | {"family_failure"} == set(METRICS)
    for m in CATALOGUE:
        assert m.scale in ("percent", "value") and m.label and m.doc
        assert m.header.endswith(" %") == (m.scale == "percent")


def test_an_unknown_metric_is_an_error_not_a_percentage():
    with pytest.raises(KeyError, match="no metric 'mean_gap'"):
        fmt_value("mean_gap", 0.25)
    assert fmt_value("mean_ig", 0.25) == "0.250"
    assert fmt_value("accuracy", 0.25) == "25.0"
    assert fmt_value("rms_ig", float("nan")) == "n/a"


def test_tables_follow_the_catalogue(two_models):
    """Headers, order and number style of every table come from the catalogue."""
    res = compute_metrics(two_models, bootstrap=50, seed=0)
    header, rows = headline_rows(res)
    assert header == ["model"] + [METRICS[k].header for k in HEADLINE]
    for row in rows:
        for k, cell in zip(HEADLINE, row[1:], strict=True):
            value = cell.split(" ")[0]
            style = r"\d+\.\d{3}" if METRICS[k].scale == "value" else r"\d+\.\d"
            assert re.fullmatch(style, value) or value == "n/a", (k, cell)
    fh, _ = family_rows(res)
    assert fh[1:] == [f"{f} fail %" for f in res.meta["families"]]
    assert samples_rows(res) is None  # one sample each
    md = metrics_markdown(res)
    assert "| model | " + " | ".join(METRICS[k].header for k in HEADLINE) + " |" in md
    csv_header = metrics_csv(res).splitlines()[0].split(",")
    assert csv_header[1:1 + 3 * len(HEADLINE)] == [
        f"{k}{s}" for k in HEADLINE for s in ("", "_lo", "_hi")]
    doc = res.to_dict()
    assert all(list(v)[:len(HEADLINE)] == list(HEADLINE) for v in doc["per_model"].values())
    assert all(list(v) == list(SAMPLE_METRICS) for v in doc["samples"].values())


# -- the pandas-free path ---------------------------------------------------------------

@pytest.mark.slow
@SETTINGS
@given(rows=plain_rows(), boot=st.sampled_from([0, 30]))
def test_plain_columns_and_pandas_frame_give_the_same_metrics(tmp_path_factory, rows, boot):
    path = _write(tmp_path_factory.mktemp("plain") / "t.csv", rows)
    cols = read_plain(path)
    assert isinstance(cols, Columns)
    frame = cols.to_frame()
    fast = compute_metrics(cols, bootstrap=boot, seed=3, source="t.csv")
    slow = compute_metrics(frame, bootstrap=boot, seed=3, source="t.csv")
    assert metrics_csv(fast) == metrics_csv(slow)
    assert json.dumps(fast.to_dict()) == json.dumps(slow.to_dict())
    # the items frame built on use is the one the tests and the audit always read
    pd.testing.assert_frame_equal(fast.prep.items, slow.prep.items)


@pytest.mark.slow
@SETTINGS
@given(rows=plain_rows())
def test_plain_table_round_trips_through_table_out(tmp_path_factory, rows):
    """`metrics --table-out` writes the frame; reading it back gives the same frame."""
    d = tmp_path_factory.mktemp("rt")
    frame = read_plain(_write(d / "t.csv", rows)).to_frame()
    buf = io.StringIO()
    frame.to_csv(buf, index=False, lineterminator="\n")
    (d / "out.csv").write_text(buf.getvalue())
    pd.testing.assert_frame_equal(read_plain(d / "out.csv").to_frame(), frame)


def test_a_table_with_its_own_correct_column_keeps_empty_cells_empty(tmp_path):
    """An empty verdict or ground truth beside a `correct` column is empty, not 'nan'."""
    p = tmp_path / "t.csv"
    p.write_text("model,item_id,theorem_id,family,verdict,ground_truth,correct\n"
                 "m,a,T,canonical,,7,\nm,b,T,pu,7,,0\n")
    cols = read_plain(p)
    assert cols["verdict"] == [None, "7"] and cols["ground_truth"] == ["7", ""]
    assert cols["correct"] == [None, False]


def test_plain_errors_name_the_line_and_column(tmp_path):
    from forminv_lean.errors import InputError

    p = tmp_path / "t.csv"
    p.write_text("model,item_id,theorem_id,family,verdict,ground_truth\n"
                 "m,a,T,canonical,TRUE,TRUE\n\nm,b,T,pu,maybe,TRUE\n")
    with pytest.raises(InputError, match=r"t.csv:4: verdict: expected TRUE, FALSE "
                                         r"or empty, got 'maybe'"):
        read_plain(p)
    p.write_text("model,item_id,theorem_id,family,verdict,ground_truth\n"
                 "m,a,T,canonical,TRUE,TRUE,x\n")
    with pytest.raises(InputError, match=r"t.csv:2: unreadable CSV \(expected 6 fields"):
        read_plain(p)
    p.write_text("model,item_id,theorem_id,family,verdict,ground_truth,sample\n"
                 "m,a,T,canonical,TRUE,TRUE,1.5\n")
    with pytest.raises(InputError, match=r"t.csv:2: sample: expected an integer"):
        read_plain(p)


def test_plain_error_lines_count_quoted_line_breaks(tmp_path):
    from forminv_lean.errors import InputError

    p = tmp_path / "t.csv"
    p.write_text('model,item_id,theorem_id,family,verdict,ground_truth\n'
                 'm,a,T,canonical,TRUE,"TRUE"\n"m\nx",b,T,pu,TRUE,TRUE\nm,c,T,pv,nope,TRUE\n')
    with pytest.raises(InputError, match=r"t.csv:5: verdict: expected TRUE, FALSE or empty"):
        read_plain(p)
