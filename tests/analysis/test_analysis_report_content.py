"""What the report says, through the CLI: each flagged paraphrase's wording beside its
canonical one, per-family CIs, the per-theorem tests in the HTML too, precision/recall
only where defined, a title naming the run; names from the data never inject markup or
mathtext, and figures stay bounded however many models there are."""

from __future__ import annotations

import json
import struct
from pathlib import Path

import pandas as pd
import pytest
from analysis_helpers import answers, table

from forminv_lean.report.figures import MAX_MODELS

MODELS = ["<script>alert(1)</script>", "$x^$", "m&c"]
WORDS = {"canonical": "For all n, n + 0 equals n.", "a": "Adding zero to n leaves n.",
         "b": "n plus nothing is n."}


def _dataset(path: Path, theorems: int) -> Path:
    """The paper's dataset schema (read_items accepts it), with each item's wording."""
    rows = [{"id": f"T{t}_{f}", "theorem_id": f"T{t}", "family": f, "ground_truth": "TRUE",
             "nl_question": f"[T{t}] {w}", "domain": "algebra"}
            for t in range(theorems) for f, w in WORDS.items()]
    path.write_text("".join(json.dumps(r) + "\n" for r in rows))
    return path


def _answers(models: list[str], theorems: int) -> pd.DataFrame:
    """Every model right on every form except T0's ``a`` form, which all get wrong."""
    groups = [answers(m, f"T{t}", {"canonical": True, "a": t != 0, "b": (t + k) % 3 != 1})
              for k, m in enumerate(models) for t in range(theorems)]
    df = table(*groups)
    df["status"] = "smt_proved"  # the dataset calls every item sound
    return df


@pytest.mark.slow
def test_report_content(run, tmp_path):
    run_dir = tmp_path / "runs" / "night-7"
    run_dir.mkdir(parents=True)
    csv = run_dir / "answers.csv"
    _answers(MODELS, 4).to_csv(csv, index=False)
    data = _dataset(tmp_path / "dataset.jsonl", 4)
    out = tmp_path / "report"
    r = run("report", "-r", str(csv), "-d", str(data), "--out", str(out), "--bootstrap", "50",
            "--threshold", "3/3", "--min-models", "3")
    assert r.returncode == 0, r.stderr
    md = (out / "report.md").read_text()
    html = (out / "report.html").read_text()
    # the title names the run
    assert md.startswith("# FormInv report: night-7/answers.csv (")
    assert "<title>FormInv report: night-7/answers.csv (" in html
    # names from the data are escaped in both, and did not abort the figures
    assert "<script>" not in md and "<script>" not in html
    assert "&lt;script&gt;alert(1)&lt;/script&gt;" in md
    assert "$x^$" in md and (out / "figures" / "family_heatmap.png").stat().st_size > 0
    # the flagged paraphrase beside its canonical wording
    flagged = next(line for line in md.splitlines() if line.startswith("| T0_a "))
    assert "| yes |" in flagged
    assert f"[T0] {WORDS['a']}" in flagged and f"[T0] {WORDS['canonical']}" in flagged
    assert f"[T0] {WORDS['a']}" in html and f"[T0] {WORDS['canonical']}" in html
    # per-family failure with CIs, in both
    fam = md.split("## Failure rate per family", 1)[1].split("##", 1)[0]
    assert fam.count("[") >= len(MODELS)
    assert "Failure rate % [95% CI]" in html
    # the per-theorem tests, in the HTML as in the Markdown
    assert "<h2>Per-theorem tests</h2>" in html and "## Per-theorem tests" in md
    # nothing the dataset knows is broken: no made-up precision, no "n/a%"
    for text in (md, html):
        assert "n/a%" not in text and "precision 0.0%" not in text
        assert "the dataset marks none of them broken" in text
    # the SCR rule stands by the headline
    assert "SCR counts only theorems the model answered in full" in md


def _png_height(data: bytes) -> int:
    return struct.unpack(">II", data[16:24])[1]


@pytest.mark.slow
def test_figures_are_capped_with_many_models(run, tmp_path):
    heights = {}
    for n in (MAX_MODELS, 3 * MAX_MODELS):
        csv = tmp_path / f"m{n}.csv"
        _answers([f"model-{k:03d}" for k in range(n)], 2).to_csv(csv, index=False)
        out = tmp_path / f"r{n}"
        r = run("report", "-r", str(csv), "--out", str(out), "--bootstrap", "0",
                "--threshold", "3/3", "--min-models", "3")
        assert r.returncode == 0, r.stderr
        heights[n] = {name: _png_height((out / "figures" / f"{name}.png").read_bytes())
                      for name in ("family_heatmap", "ci_forest", "reversals")}
        md = (out / "report.md").read_text()
        assert md.count("| model-") >= n  # the tables keep every model
    assert heights[3 * MAX_MODELS] == heights[MAX_MODELS]
