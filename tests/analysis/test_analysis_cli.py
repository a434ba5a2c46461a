"""The analysis commands end to end through the real console entry point."""

from __future__ import annotations

import json

import pytest


def one_line_error(r, *needles: str) -> None:
    assert r.returncode != 0
    lines = r.stderr.strip().splitlines()
    assert len(lines) == 1, r.stderr
    assert lines[0].startswith("error: ")
    for n in needles:
        assert n in lines[0], lines[0]


@pytest.fixture(scope="module")
def fc(external):
    return str(external / "responses" / "false_controls_all_models.json")


@pytest.mark.slow
def test_metrics_formats_and_determinism(cli, run, fc, tmp_path):
    """Two separate processes write byte-identical JSON; the other formats run in-process."""
    a, b = tmp_path / "a.json", tmp_path / "b.json"
    for out in (a, b):
        r = cli("metrics", "--responses", fc, "--format", "json", "--bootstrap", "300",
                "--seed", "5", "--out", str(out), "--table-out", str(tmp_path / "t.csv"))
        assert r.returncode == 0, r.stderr
    assert a.read_bytes() == b.read_bytes()
    d = json.loads(a.read_text())
    assert d["per_model"]["deepseek/deepseek-chat"]["accuracy"]["value"] == 0.68
    assert d["conventions"]["bootstrap"] == {"n": 300, "seed": 5, "level": 0.95,
                                             "unit": "theorem", "interval": "percentile"}
    md = run("metrics", "--responses", fc, "--format", "md", "--bootstrap", "50")
    assert md.returncode == 0 and "| openai/o4-mini | 100.0" in md.stdout
    csv = run("metrics", "--responses", str(tmp_path / "t.csv"), "--format", "csv",
              "--bootstrap", "0")
    assert csv.returncode == 0, csv.stderr
    assert csv.stdout.splitlines()[0].startswith("model,accuracy,accuracy_lo,accuracy_hi")
    assert "deepseek/deepseek-chat,0.680000" in csv.stdout
    table = run("metrics", "--responses", fc, "--bootstrap", "50")
    assert table.returncode == 0 and "TRUE-bias" in table.stdout and "Hi-IG %" in table.stdout


@pytest.mark.slow
def test_selector_and_nfb_cli(run, fc, tmp_path):
    m = tmp_path / "m.json"
    assert run("metrics", "--responses", fc, "--format", "json", "--bootstrap", "0",
               "--out", str(m)).returncode == 0
    r = run("selector", "--metrics", str(m), "--families", "order", "quantifier",
            "--top-k", "3", "--format", "json")
    assert r.returncode == 0, r.stderr
    out = json.loads(r.stdout)
    assert out["families"] == ["order", "quantifier"] and len(out["ranking"]) == 3
    assert {x["model"] for x in out["ranking"][:2]} == {"openai/o4-mini",
                                                      "deepseek/deepseek-reasoner"}
    r = run("nfb", "--metrics", str(m), "--target", "openai/o4-mini>deepseek/deepseek-chat",
            "--format", "json")
    assert r.returncode == 0, r.stderr
    out = json.loads(r.stdout)
    assert out["realisable"] and out["margin"] > 0 and len(out["possible_first"]) == 8
    r = run("nfb", "--metrics", str(m), "--target", "deepseek/deepseek-chat>openai/o4-mini")
    assert r.returncode == 0 and "Not realisable" in r.stdout and "Proof" in r.stdout
    one_line_error(run("nfb", "--metrics", str(m), "--target", "gpt-5>openai/o4-mini"),
                   "--target: unknown model 'gpt-5'", "valid:")
    one_line_error(run("selector", "--metrics", str(m), "--families", "unpak"),
                   "unknown family 'unpak'")
    bad = tmp_path / "bad.json"
    bad.write_text("{\n  oops\n}")
    one_line_error(run("nfb", "--metrics", str(bad), "--target", "a>b"),
                   f"{bad}:2: malformed JSON")


def test_input_errors_are_one_line(run, fc, tmp_path):
    one_line_error(run("audit", "--responses", fc, "--threshold", "7/5"),
                   "--threshold", "'7/5'")
    one_line_error(run("metrics", "--responses", fc, "--format", "xml"),
                   "--format: unknown format 'xml'", "table, md, csv, json")
    rs = tmp_path / "responses.jsonl"
    rs.write_text('{"model": "m", "item_id": "x", "verdict": "TRUE"}\n{broken\n')
    ds = tmp_path / "dataset.jsonl"
    ds.write_text(json.dumps({"id": "x", "theorem_id": "t", "family": "canonical",
                              "question": "q", "ground_truth": "TRUE",
                              "generator": {"kind": "rule"}}) + "\n")
    one_line_error(run("metrics", "--responses", str(rs), "--dataset", str(ds)),
                   f"{rs}:2: malformed JSON")
    one_line_error(run("audit", "--responses", str(rs)), "pass --dataset")
    one_line_error(run("metrics", "--responses", str(tmp_path / "none.json")), "file not found")


def test_samplesize_cli(run):
    r = run("samplesize", "--format", "json")
    assert r.returncode == 0, r.stderr
    out = json.loads(r.stdout)
    assert {n: round(v) for n, v in out["halfwidth"]["wilson"].items()} == out["paper"]
    assert out["halfwidth"]["wald"]["20"] == pytest.approx(18.98, abs=0.01)
    r = run("samplesize", "--scr", "0.6", "--n", "30,300", "--method", "wilson",
            "--target", "0.05")
    assert r.returncode == 0 and "theorems needed" in r.stdout
    one_line_error(run("samplesize", "--n", "20,x"), "--n")


@pytest.mark.slow
def test_real_process_error_is_one_line(cli, tmp_path):
    """The installed entry point (a separate process) prints one line and exits 1."""
    rs = tmp_path / "r.jsonl"
    rs.write_text('{"model": "m", "item_id": "x", "verdict": "MAYBE"}\n')
    ds = tmp_path / "d.jsonl"
    ds.write_text('{"id": "x"}\n')
    r = cli("audit", "--responses", str(rs), "--dataset", str(ds), "--threshold", "3/4")
    one_line_error(r, f"{ds}:1:")
    assert r.returncode == 1


def test_project_files_with_repeated_samples(run, tmp_path):
    """responses.jsonl + dataset.jsonl with three samples per item: the split appears."""
    from forminv_lean.records import Generator, Item, Response

    items = [Item(id=f"t{t}_{f}", theorem_id=f"t{t}", family=f, question="q",
                  ground_truth="TRUE", generator=Generator(kind="rule"))
             for t in range(3) for f in ("canonical", "order")]
    ds = tmp_path / "dataset.jsonl"
    ds.write_text("".join(i.model_dump_json() + "\n" for i in items))
    wrong = {("t0_order", 0), ("t0_order", 1), ("t1_order", 2)}  # t0 systematic, t1 stochastic
    rs = tmp_path / "responses.jsonl"
    rs.write_text("".join(
        Response(model=m, item_id=i.id, sample=s,
                 verdict="FALSE" if (i.id, s) in wrong else "TRUE").model_dump_json() + "\n"
        for m in ("m1", "m2") for i in items for s in range(3)))
    r = run("metrics", "--responses", str(rs), "--dataset", str(ds), "--format", "json",
            "--bootstrap", "0")
    assert r.returncode == 0, r.stderr
    d = json.loads(r.stdout)
    sm = d["samples"]["m1"]
    assert sm["cir_systematic"]["value"] == pytest.approx(1 / 3)
    assert sm["cir_stochastic"]["value"] == pytest.approx(1 / 3)
    assert d["per_model"]["m1"]["counts"]["max_samples"] == 3
    md = run("metrics", "--responses", str(rs), "--dataset", str(ds), "--format", "md",
             "--bootstrap", "0")
    assert "Repeated samples" in md.stdout
