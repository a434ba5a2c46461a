"""Several ``--responses`` read together, through the CLI: every file counts (never only
the last), a (model, item) answered in two files is a duplicate handled by
``--duplicates``, and the strict SCR beside the complete-case one."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pandas as pd
from analysis_helpers import answers, table
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

FORMS = ("canonical", "a", "b")


def _json(run: Any, *args: str) -> dict[str, Any]:
    r = run("metrics", *args, "--format", "json", "--bootstrap", "0")
    assert r.returncode == 0, r.stderr
    return json.loads(r.stdout)


def _write(df: pd.DataFrame, path: Path) -> str:
    df.to_csv(path, index=False)
    return str(path)


def _headline(m: dict[str, Any]) -> dict[str, Any]:
    return {model: {k: v for k, v in row.items()} for model, row in m["per_model"].items()}


answer = st.sampled_from([True, False, None])
grid = st.lists(st.lists(st.tuples(answer, answer, answer), min_size=2, max_size=3),
                min_size=2, max_size=4)


@settings(max_examples=15, deadline=None,
          suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(grid=grid, cut=st.integers(min_value=1, max_value=3))
def test_split_by_model_into_files_is_the_same_as_one_file(run, tmp_path_factory, grid, cut):
    """Models split over several files give the whole file's metrics, for every model."""
    cut = min(cut, len(grid) - 1)
    rows = [answers(f"M{m}", f"T{t}", dict(zip(FORMS, forms, strict=True)),
                    gt="TRUE" if t % 2 else "FALSE")
            for m, theorems in enumerate(grid) for t, forms in enumerate(theorems)]
    whole = table(*rows)
    d = tmp_path_factory.mktemp("split")
    all_file = _write(whole, d / "all.csv")
    parts = [whole[whole.model.isin([f"M{m}" for m in range(cut)])],
             whole[~whole.model.isin([f"M{m}" for m in range(cut)])]]
    files = [_write(p, d / f"part{k}.csv") for k, p in enumerate(parts)]
    want = _json(run, "-r", all_file)
    got = _json(run, "-r", files[0], "-r", files[1])
    assert got["models"] == want["models"] == sorted(whole.model.unique())
    assert _headline(got) == _headline(want)
    assert got["source"] == "part0.csv + part1.csv"


def test_the_same_model_in_two_files(run, tmp_path):
    a = table(answers("M", "T1", {"canonical": True, "a": True}),
              answers("M", "T2", {"canonical": True, "a": False}))
    b = table(answers("M", "T1", {"canonical": True, "a": True}),  # the same answers
              answers("M", "T2", {"canonical": False, "a": False}))  # T2_canonical differs
    fa, fb = _write(a, tmp_path / "a.csv"), _write(b, tmp_path / "b.csv")
    r = run("metrics", "-r", fa, "-r", fb, "--format", "json")
    assert r.returncode == 1
    assert "model 'M', item 'T2_canonical' is answered 2 times" in r.stderr
    assert "--duplicates" in r.stderr and len(r.stderr.strip().splitlines()) == 1
    m = _json(run, "-r", fa, "-r", fb, "--duplicates", "first")
    head = m["per_model"]["M"]
    assert head["counts"]["n_items"] == 4 and head["counts"]["max_samples"] == 1
    assert head["coverage"]["value"] == 1.0
    assert head["accuracy"]["value"] == 0.75  # a's answers
    assert "3 (model, item) pairs answered more than once with the same verdicts" in \
        m["notes"][0]
    m = _json(run, "-r", fa, "-r", fb, "--duplicates", "samples")
    head = m["per_model"]["M"]
    assert head["counts"]["max_samples"] == 2 and head["coverage"]["value"] == 1.0
    assert head["counts"]["n_missing"] == 0
    m = _json(run, "-r", fa, "-r", fb, "--duplicates", "majority")
    head = m["per_model"]["M"]  # T2_canonical: a tie, no verdict
    assert head["coverage"]["value"] == 0.75 and abs(head["accuracy"]["value"] - 2 / 3) < 1e-6
    r = run("metrics", "-r", fa, "-r", fa)
    assert r.returncode == 1 and "given twice" in r.stderr
    r = run("metrics", "-r", fa, "--duplicates", "sometimes")
    assert r.returncode == 1 and "--duplicates" in r.stderr


def test_strict_scr_counts_a_withheld_verdict_as_not_right(run, tmp_path):
    """The hedger answers its hard theorem not at all; the honest model answers it wrong.
    SCR ranks the hedger above, SCR strict does not; the table says so."""
    honest = [answers("honest", f"T{t}", {"canonical": True, "a": t != 0}) for t in range(4)]
    hedger = [answers("hedger", f"T{t}", {"canonical": True, "a": None if t == 0 else True})
              for t in range(4)]
    f = _write(table(*honest, *hedger), tmp_path / "t.csv")
    m = _json(run, "-r", f)
    scr = {k: v["scr"]["value"] for k, v in m["per_model"].items()}
    strict = {k: v["scr_strict"]["value"] for k, v in m["per_model"].items()}
    assert scr == {"hedger": 1.0, "honest": 0.75}
    assert strict == {"hedger": 0.75, "honest": 0.75}
    assert "unanswered form counts as not right" in m["conventions"]["scr_strict"]
    for fmt in ("md", "table"):
        r = run("metrics", "-r", f, "--format", fmt, "--bootstrap", "0")
        assert r.returncode == 0, r.stderr
        assert "SCR strict" in r.stdout
        assert "SCR counts only theorems the model answered in full" in " ".join(
            r.stdout.split())
    r = run("metrics", "-r", f, "--format", "csv", "--bootstrap", "0")
    assert "scr_strict" in r.stdout.splitlines()[0]
    m = _json(run, "-r", f, "--missing", "wrong")
    assert {k: v["scr"]["value"] for k, v in m["per_model"].items()} == strict


def _lm_eval_folder(root: Path, runs: list[dict[str, str]]) -> Path:
    """lm-eval ``--log_samples`` output: one samples file per run (what lm-eval writes
    for each task; the model's folder names the model)."""
    folder = root / "canned-model"
    folder.mkdir(parents=True)
    for k, answers_by_item in enumerate(runs):
        lines = []
        for n, (item, raw) in enumerate(sorted(answers_by_item.items())):
            theorem, family = item.split("_", 1)
            lines.append(json.dumps({
                "doc_id": n, "doc": {"id": item, "theorem_id": theorem, "family": family,
                                     "ground_truth": "TRUE"},
                "resps": [[raw]]}))
        (folder / f"samples_forminv_all_2026-01-0{k + 1}T00-00-00.jsonl").write_text(
            "\n".join(lines) + "\n")
    return root


def test_audit_selector_and_report_take_duplicates_too(run, tmp_path):
    first = {f"T{t}_{f}": "TRUE" for t in range(3) for f in ("canonical", "a")}
    again = {**first, "T0_a": "FALSE"}
    logs = _lm_eval_folder(tmp_path / "lm", [first, again])
    for cmd in (["audit", "--threshold", "1/1", "--min-models", "1"],
                ["selector", "--families", "a", "--bootstrap", "10"],
                ["report", "--out", str(tmp_path / "rep"), "--bootstrap", "10",
                 "--threshold", "1/1", "--min-models", "1"]):
        r = run(*cmd, "-r", str(logs))
        assert r.returncode == 1 and "--duplicates" in r.stderr, cmd
        r = run(*cmd, "-r", str(logs), "--duplicates", "first")
        assert r.returncode == 0, (cmd, r.stderr)
        assert "note: duplicates: 5 (model, item) pairs" in r.stderr, cmd
        assert "1 pairs answered more than once with different verdicts" in r.stderr, cmd
    m = _json(run, "-r", str(logs), "--duplicates", "first")
    assert m["per_model"]["canned-model"]["accuracy"]["value"] == 1.0
    assert any(n.startswith("no --dataset: the 6 items") for n in m["notes"])


def test_logs_against_a_dataset_say_what_they_miss(run, tmp_path):
    """A smoke run that logged 6 of 8 items: with -d the 2 count as unanswered and the
    output says so; without -d the output says it cannot know."""
    logged = {f"T{t}_{f}": "TRUE" for t in range(3) for f in ("canonical", "a")}
    logs = _lm_eval_folder(tmp_path / "lm", [logged])
    data = tmp_path / "dataset.jsonl"
    data.write_text("".join(json.dumps({"id": f"T{t}_{f}", "theorem_id": f"T{t}",
                                        "family": f, "ground_truth": "TRUE",
                                        "nl_question": "q"}) + "\n"
                            for t in range(4) for f in ("canonical", "a")))
    m = _json(run, "-r", str(logs), "-d", str(data))
    head = m["per_model"]["canned-model"]
    assert head["counts"]["n_items"] == 8 and head["counts"]["n_missing"] == 2
    assert head["scr"]["value"] == 1.0 and head["scr_strict"]["value"] == 0.75
    assert m["notes"] == ["model 'canned-model': 2 of 8 dataset items have no logged answer "
                          "(counted in coverage; SCR uses only theorems answered in full)"]
    r = run("metrics", "-r", str(logs), "--bootstrap", "0")
    assert r.returncode == 0
    assert "no --dataset: the 6 items (3 theorems)" in " ".join(r.stdout.split())


def test_names_are_text_not_rich_markup(run, tmp_path):
    """A model name rich would read as markup ("[/x]" aborted the table) prints as is."""
    names = ["m[/x]", "[bold]b", "<i>c</i>"]
    f = _write(table(*[answers(n, f"T{t}", {"canonical": True, "a": k != t})
                       for k, n in enumerate(names) for t in range(3)]), tmp_path / "t.csv")
    for cmd in (["metrics", "--bootstrap", "0"], ["audit", "--threshold", "1/3"]):
        r = run(*cmd, "-r", f)
        assert r.returncode == 0, (cmd, r.stderr)
        for n in names:
            assert n in r.stdout, (cmd, n)
    r = run("metrics", "-r", f, "--bootstrap", "0", "--format", "md")
    assert "&lt;i&gt;c&lt;/i&gt;" in r.stdout and "<i>" not in r.stdout
