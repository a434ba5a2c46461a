"""Loading the project's files and the paper's formats into the results table."""

from __future__ import annotations

import json

import pandas as pd
import pytest

from forminv_lean.analysis.loaders import detect_format, load_table, read_items
from forminv_lean.analysis.table import COLUMNS
from forminv_lean.errors import InputError
from forminv_lean.records import Generator, Item, Response


def _write(path, records):
    path.write_text("".join(r.model_dump_json() + "\n" for r in records))
    return path


@pytest.fixture()
def project(tmp_path):
    items = [Item(id=f"t1_{f}", theorem_id="t1", family=f, question="q", ground_truth="TRUE",
                  domain="algebra", generator=Generator(kind="rule"))
             for f in ("canonical", "order")]
    ds = _write(tmp_path / "dataset.jsonl", items)
    rs = _write(tmp_path / "responses.jsonl", [
        Response(model="m", item_id="t1_canonical", verdict="TRUE"),
        Response(model="m", item_id="t1_order", verdict=None, error="unparsed"),
        Response(model="n", item_id="t1_canonical", verdict="FALSE"),
    ])
    return rs, ds


def test_project_join_and_missing_rows(project):
    rs, ds = project
    t = load_table(rs, ds)
    assert list(t.columns[: len(COLUMNS)]) == list(COLUMNS)
    assert len(t) == 4  # n never answered t1_order: an explicit NA row
    row = t[(t.model == "n") & (t.item_id == "t1_order")].iloc[0]
    assert pd.isna(row["correct"]) and row["verdict"] is None and row["error"] == "no response"
    row = t[(t.model == "m") & (t.item_id == "t1_order")].iloc[0]
    assert pd.isna(row["correct"]) and row["error"] == "unparsed"
    assert t[(t.model == "n") & (t.item_id == "t1_canonical")]["correct"].iloc[0] == False  # noqa: E712


def test_unknown_item_is_located(project, tmp_path):
    rs, ds = project
    with rs.open("a") as fh:
        fh.write(Response(model="m", item_id="nope", verdict="TRUE").model_dump_json() + "\n")
    with pytest.raises(InputError) as e:
        load_table(rs, ds)
    assert str(e.value).startswith(f"{rs}:4: item_id: unknown item 'nope'")


def test_bad_json_line_is_located(project):
    rs, ds = project
    with rs.open("a") as fh:
        fh.write("{not json\n")
    with pytest.raises(InputError, match=r"responses.jsonl:4: malformed JSON"):
        load_table(rs, ds)


def test_bad_field_is_located(project):
    rs, ds = project
    with rs.open("a") as fh:
        fh.write(json.dumps({"model": "m", "item_id": "t1_order", "verdict": "MAYBE"}) + "\n")
    with pytest.raises(InputError, match=r"responses.jsonl:4: verdict"):
        load_table(rs, ds)


def test_duplicate_response(project):
    rs, ds = project
    with rs.open("a") as fh:
        fh.write(Response(model="m", item_id="t1_canonical", verdict="TRUE")
                 .model_dump_json() + "\n")
    with pytest.raises(InputError, match=r":4: sample: duplicate response \(first on line 1\)"):
        load_table(rs, ds)


def test_jsonl_needs_dataset(project):
    rs, _ = project
    with pytest.raises(InputError, match="pass --dataset"):
        load_table(rs)


def test_paper_dataset_rows(tmp_path):
    p = tmp_path / "paper.jsonl"
    p.write_text(json.dumps({"id": "x_v", "theorem_id": "x", "family": "variation",
                             "nl_question": "q", "ground_truth": "TRUE",
                             "domain": "algebra"}) + "\n")
    [info] = read_items(p)
    assert info.family == "connective" and info.status is None


def test_csv_roundtrip(project, tmp_path):
    rs, ds = project
    t = load_table(rs, ds)
    out = tmp_path / "t.csv"
    t.to_csv(out, index=False)
    back = load_table(out)  # the table-out CSV, with its own correct column
    assert back[list(COLUMNS)].astype(str).equals(t[list(COLUMNS)].astype(str))
    assert detect_format(out) == "table-csv"


def test_unrecognised_and_malformed_json(tmp_path):
    p = tmp_path / "x.json"
    p.write_text('{"a": 1}')
    with pytest.raises(InputError, match="unrecognised answer file"):
        load_table(p)
    p.write_text('{"a": \n')
    with pytest.raises(InputError, match=r"x.json:2: malformed JSON"):
        load_table(p)
    with pytest.raises(InputError, match="file not found"):
        load_table(tmp_path / "missing.json")


def test_false_controls_missing_field(tmp_path):
    p = tmp_path / "fc.json"
    p.write_text(json.dumps({"models": {"m": {"preds": [{"id": "a", "theorem_id": "t",
                                                         "family": "canonical", "gt": "FALSE"}]}}}))
    with pytest.raises(InputError, match=r"fc.json: models.m.preds\[0\].parsed: missing"):
        load_table(p)


def test_formats_detected(external):
    r = external / "responses"
    assert detect_format(r / "false_controls_all_models.json") == "false-controls"
    assert detect_format(r / "mathcheck_ranking_results.json") == "mathcheck"
    assert detect_format(r / "external_audit_raw.json") == "external-audit"


def test_mathcheck_table(external):
    t = load_table(external / "responses" / "mathcheck_ranking_results.json")
    assert len(t) == 30 * 2 * 4
    assert set(t["family"]) == {"canonical", "pu"}
    r = t[(t.item_id == "25_pu") & (t.model == "openai/gpt-4o")].iloc[0]
    assert (r.theorem_id, r.ground_truth, r.verdict, bool(r.correct)) == ("25", "35", "2100", False)


def test_external_audit_table(external):
    t = load_table(external / "responses" / "external_audit_raw.json")
    assert len(t) == 10 * 3 * 9
    gem = t[t.model == "gemini/gemini-2.5-flash"]
    assert gem["correct"].isna().all()  # the errored provider is missing, not wrong
    wrong = t[(t.item_id == "ext_001_para_wrong")].iloc[0]
    assert wrong.ground_truth == "TRUE" and wrong.status == "expert_rejected"
