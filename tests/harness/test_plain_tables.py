"""Plain results tables (six columns) in CSV, JSONL and Parquet: every analysis reads them,
``correct`` is derived, and bad input is named by file, line and column."""

from __future__ import annotations

import json
from pathlib import Path

import pandas as pd
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from forminv_lean.analysis.loaders import PLAIN_REQUIRED, detect_format, load_table
from forminv_lean.errors import InputError
from tests.conftest import run_cli

FAMILIES = ("canonical", "order", "notation")


@st.composite
def tables(draw) -> list[dict]:
    n_models = draw(st.integers(1, 3))
    n_theorems = draw(st.integers(1, 4))
    rows = []
    for t in range(n_theorems):
        truth = draw(st.sampled_from(["TRUE", "FALSE"]))
        for f in FAMILIES:
            for m in range(n_models):
                verdict = draw(st.sampled_from(["TRUE", "FALSE", None]))
                rows.append({"model": f"m{m}", "item_id": f"t{t}_{f}", "theorem_id": f"t{t}",
                             "family": f, "verdict": verdict, "ground_truth": truth})
    return rows


def write(rows: list[dict], path: Path) -> Path:
    df = pd.DataFrame(rows, columns=list(rows[0]))
    if path.suffix == ".csv":
        df.to_csv(path, index=False)
    elif path.suffix == ".parquet":
        df.to_parquet(path, index=False)
    else:
        path.write_text("".join(json.dumps(r) + "\n" for r in rows))
    return path


@pytest.mark.slow
@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(rows=tables())
def test_three_formats_give_one_table(rows, tmp_path_factory):
    d = tmp_path_factory.mktemp("t")
    loaded = [load_table(write(rows, d / f"r.{ext}")) for ext in ("csv", "jsonl", "parquet")]
    for t in loaded[1:]:
        pd.testing.assert_frame_equal(loaded[0], t)
    t = loaded[0]
    assert len(t) == len(rows)
    by_key = {(r["model"], r["item_id"]): r for r in rows}
    for r in t.itertuples():
        src = by_key[(r.model, r.item_id)]
        if src["verdict"] is None:
            assert pd.isna(r.correct) and r.verdict is None
        else:
            assert r.correct == (src["verdict"] == src["ground_truth"])
        assert r.sample == 0 and r.domain == ""


def test_formats_are_detected(tmp_path):
    rows = [{"model": "m", "item_id": "t_canonical", "theorem_id": "t", "family": "canonical",
             "verdict": "TRUE", "ground_truth": "TRUE"}]
    assert detect_format(write(rows, tmp_path / "a.csv")) == "table-csv"
    assert detect_format(write(rows, tmp_path / "a.jsonl")) == "table-jsonl"
    assert detect_format(write(rows, tmp_path / "a.parquet")) == "table-parquet"


@pytest.mark.parametrize("ext", ["csv", "jsonl", "parquet"])
def test_missing_column_names_it_and_the_optional_ones(tmp_path, ext):
    rows = [{"model": "m", "item_id": "i", "theorem_id": "t", "family": "canonical",
             "ground_truth": "TRUE"}]
    path = write(rows, tmp_path / f"r.{ext}")
    with pytest.raises(InputError) as e:
        load_table(path)
    msg = str(e.value)
    assert msg.startswith(f"{path}: missing column(s): verdict (required: ")
    assert "optional: domain, sample, correct" in msg


@pytest.mark.parametrize(("ext", "line"), [("csv", 3), ("jsonl", 2)])
def test_bad_verdict_is_located(tmp_path, ext, line):
    base = {"model": "m", "theorem_id": "t", "family": "canonical", "ground_truth": "TRUE"}
    rows = [{**base, "item_id": "a", "verdict": "TRUE"}, {**base, "item_id": "b",
                                                          "verdict": "MAYBE"}]
    path = write(rows, tmp_path / f"r.{ext}")
    with pytest.raises(InputError, match=rf"r\.{ext}:{line}: verdict: expected TRUE, FALSE"):
        load_table(path)


@pytest.mark.slow
def test_the_issue_table_through_every_command(tmp_path):
    """9 models x 812 items, six columns: metrics, audit, selector and report all run."""
    import sys

    sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "benchmarks"))
    from bench_startup import plain_table

    table = plain_table()
    assert list(table.columns) == list(PLAIN_REQUIRED)
    assert table["model"].nunique() == 9 and table["item_id"].nunique() == 812
    for ext in ("csv", "jsonl"):
        path = tmp_path / f"answers.{ext}"
        write(table.to_dict(orient="records"), path)
        r = run_cli("metrics", "--responses", str(path), "--format", "csv", "--bootstrap", "0")
        assert r.returncode == 0, r.stderr
        assert len(r.stdout.splitlines()) == 10  # header + 9 models
    path = tmp_path / "answers.jsonl"
    r = run_cli("audit", "--responses", str(path), "--format", "json")
    assert r.returncode == 0, r.stderr
    r = run_cli("selector", "--responses", str(path), "--families", "order,unpack",
                "--format", "json", "--bootstrap", "20")
    assert r.returncode == 0, r.stderr
    assert len(json.loads(r.stdout)["ranking"]) == 9
