"""The paper's recorded data: its FALSE-controls table, MathCheck and external audits."""

from __future__ import annotations

import json

import pytest

from forminv_lean.analysis.loaders import load_table
from forminv_lean.analysis.metrics import compute_metrics
from forminv_lean.analysis.unanimity import audit

# The paper's FALSE-controls table (percent): accuracy / TRUE-bias / SCR.
PAPER_ROWS = {
    "openai/o4-mini": (100, 0, 100),
    "deepseek/deepseek-chat": (68, 32, 60),
    "openai/gpt-4o": (84, 16, 60),
    "anthropic/claude-haiku-4-5": (92, 8, 60),
}


@pytest.fixture(scope="module")
def false_controls(external):
    path = external / "responses" / "false_controls_all_models.json"
    return path, json.loads(path.read_text())


@pytest.mark.parametrize("missing", ["exclude", "wrong"])
def test_false_controls_table_reproduced(false_controls, missing):
    """All 8 models match the file's own summary fields exactly. The file has no unparsed
    answer (n_valid = n_items = 25 everywhere), so counting an unparsed answer as wrong
    (the paper's convention) or leaving it out gives the same table."""
    path, data = false_controls
    res = compute_metrics(load_table(path), bootstrap=0, missing=missing)
    assert res.meta["models"] == sorted(data["models"])
    for model, entry in data["models"].items():
        assert entry["n_valid"] == entry["n_items"] == 25
        assert res.value(model, "accuracy") == pytest.approx(entry["accuracy_on_false"], abs=1e-12)
        assert res.value(model, "true_bias") == pytest.approx(entry["true_bias_rate"], abs=1e-12)
        assert res.value(model, "scr") == pytest.approx(entry["scr_false"], abs=1e-12)
        assert res.value(model, "coverage") == 1.0
    for model, (acc, bias, scr) in PAPER_ROWS.items():
        got = tuple(round(100 * res.value(model, m)) for m in ("accuracy", "true_bias", "scr"))
        assert got == (acc, bias, scr), model


def test_false_controls_beats_always_true(false_controls):
    """The file's `beats_always_true`: accuracy on FALSE items above the always-TRUE
    baseline (0%)."""
    path, data = false_controls
    res = compute_metrics(load_table(path), bootstrap=0)
    for model, entry in data["models"].items():
        assert (res.value(model, "accuracy") > data["oracle_acc_on_false_items"]) \
            == entry["beats_always_true"]


@pytest.mark.slow
def test_mathcheck_cli_count_all_flags_25_and_27(external, cli):
    """Through the CLI: 3 of 4 models, --count-all flags groups 25 and 27 and nothing else."""
    path = external / "responses" / "mathcheck_ranking_results.json"
    r = cli("audit", "--responses", str(path), "--threshold", "3/4", "--count-all",
            "--format", "json")
    assert r.returncode == 0, r.stderr
    out = json.loads(r.stdout)
    assert out["rule"]["name"] == "count-all" and out["rule"]["threshold"] == "3/4"
    flagged = [f for f in out["findings"] if f["flagged"]]
    assert [f["theorem_id"] for f in flagged] == ["25", "27"]
    assert [(f["n_fail"], f["n_models"]) for f in flagged] == [(4, 4), (3, 4)]
    assert len(out["findings"]) == 30
    assert "2100 x4, label 35" in flagged[0]["reason"]  # 0.5 h read as 30 min etc.


def test_mathcheck_default_rule_gives_the_same_flags(external, run):
    """Every model that fails PU in groups 25/27 answers the canonical form correctly, so the
    stated protocol (canonical-correct) flags exactly the same two groups here."""
    path = external / "responses" / "mathcheck_ranking_results.json"
    r = run("audit", "--responses", str(path), "--threshold", "3/4", "--format", "json")
    assert r.returncode == 0, r.stderr
    out = json.loads(r.stdout)
    assert out["rule"]["name"] == "canonical-correct"
    assert out["summary"]["flagged"] == ["25_pu", "27_pu"]
    assert out["other_rule"]["flagged"] == ["25_pu", "27_pu"]
    st = {d["item_id"]: d["kept_share"] for d in out["stability"]["items"]}
    assert st == {"25_pu": 1.0, "27_pu": 0.25}  # 27 rests on exactly three models


@pytest.mark.slow
def test_external_audit_flags_the_mislabelled_paraphrases(external):
    """At 6/9 (scaled to the 8 models that answered; gemini errored on every item) both
    rules flag exactly the 8 wrong paraphrases whose label is wrong, matching the file's
    `flagged_by_unanimity`. Unanimity cannot see ext_007 (non-equivalent paraphrase whose
    label happens to be right) nor the control ext_006; no correct paraphrase is flagged."""
    path = external / "responses" / "external_audit_raw.json"
    data = json.loads(path.read_text())
    mislabelled = sorted(f"{k}_para_wrong" for k, v in data["items"].items()
                         if v["meta"]["wrong_labeled_gt"] != v["meta"]["wrong_true_gt"])
    file_flags = sorted(f"{k}_para_wrong" for k, s in data["stats"].items()
                        if s["flagged_by_unanimity"])
    assert file_flags == mislabelled and len(mislabelled) == 8
    t = load_table(path)
    for count_all in (False, True):
        res = audit(t, threshold="6/9", count_all=count_all)
        assert sorted(res.flagged) == mislabelled
        f = res.findings.set_index("item_id")
        for k, s in data["stats"].items():
            assert f.at[f"{k}_para_wrong", "n_fail"] == s["models_failing_against_label"]
        c = res.comparison
        assert c["precision"] == 1.0 and c["recall"] == pytest.approx(8 / 9)
        assert c["missed"] == ["ext_007_para_wrong"]
    # a stricter 8/9 rule loses the two items only 7 of 8 models fail
    strict = audit(t, threshold="8/9")
    assert sorted(set(mislabelled) - set(strict.flagged)) == ["ext_005_para_wrong",
                                                             "ext_008_para_wrong"]


# -- one reader for the paper's files: metrics and replay agree -----------------------

@pytest.mark.parametrize("name", ["false_controls_all_models.json", "external_audit_raw.json"])
def test_metrics_and_replay_read_the_same_answers(external, name):
    """Every recorded answer has the same verdict and error in the results table and in
    a replay; the recorded error is the file's (Gemini's failed import in the audit),
    never a note that the verdict is missing."""
    from forminv_lean.evaluate.replay import load_recorded

    path = external / "responses" / name
    table = load_table(path)
    replayed = load_recorded(path)
    got = {(r.model, r.item_id): (r.verdict, r.error) for r in table.itertuples()}
    want = {(m, item): (a.verdict, a.error) for m, answers in replayed.items()
            for (item, _), a in answers.items()}
    assert got == want and len(got) in (200, 270)
    errors = {e for _, e in got.values() if e is not None}
    assert errors == (set() if name.startswith("false") else
                      {"No module named 'google.genai'"})


def test_an_unparsed_answer_has_no_error(tmp_path):
    """An answer nobody could parse is verdict None, error None, in both readers (as the
    project's runner records it); an empty recorded error is no error."""
    from forminv_lean.evaluate.replay import load_recorded

    fc = tmp_path / "fc.json"
    fc.write_text(json.dumps({"models": {"m": {"preds": [
        {"id": "a", "theorem_id": "T", "family": "canonical", "gt": "FALSE",
         "parsed": None, "raw": "I am not sure"},
        {"id": "b", "theorem_id": "T", "family": "negation", "gt": "TRUE",
         "parsed": "TRUE", "raw": "TRUE", "error": ""}]}}}))
    table = load_table(fc)
    assert table.set_index("item_id")["error"].to_dict() == {"a": None, "b": None}
    assert table["verdict"].tolist() == [None, "TRUE"]
    rec = load_recorded(fc)["m"]
    assert (rec[("a", 0)].verdict, rec[("a", 0)].error, rec[("a", 0)].raw) == \
        (None, None, "I am not sure")
    assert rec[("b", 0)].error is None


def test_paper_reader_errors_name_the_place(tmp_path):
    from forminv_lean.errors import InputError
    from forminv_lean.evaluate.replay import load_recorded

    fc = tmp_path / "fc.json"
    fc.write_text(json.dumps({"models": {"m": {"preds": [
        {"id": "a", "theorem_id": "T", "gt": "TRUE", "parsed": "YES"}]}}}))
    for read in (load_table, load_recorded):
        with pytest.raises(InputError, match=r"models\.m\.preds\[0\]\.parsed: expected TRUE, "
                                             r"FALSE or null, got 'YES'"):
            read(fc)
