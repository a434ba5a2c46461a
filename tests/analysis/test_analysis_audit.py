"""Unanimity audit rules, thresholds, stability, ranking and the formal comparison."""

from __future__ import annotations

import json
from fractions import Fraction

import pytest
from analysis_helpers import answers, table

from forminv_lean.analysis.loaders import load_table
from forminv_lean.analysis.unanimity import audit, make_rule, parse_threshold
from forminv_lean.errors import ForminvError
from forminv_lean.records import Generator, Item, Response, Verification

# M1..M3 right on the canonical form; M4 wrong on it.
# p1 fails for M1, M2, M3 (all canonical-right) -> flagged by both rules at 3/4.
# p2 fails for M1, M2, M4 -> canonical-correct rule: 2 of 3; count-all: 3 of 4.
FORMS = {
    "M1": {"canonical": True, "p1": False, "p2": False},
    "M2": {"canonical": True, "p1": False, "p2": False},
    "M3": {"canonical": True, "p1": False, "p2": True},
    "M4": {"canonical": False, "p1": True, "p2": False},
}


@pytest.fixture()
def four():
    return table(*(answers(m, "T", f) for m, f in FORMS.items()))


def test_parse_threshold():
    assert parse_threshold("6/9") == Fraction(2, 3)
    assert parse_threshold(" 3 / 4 ") == Fraction(3, 4)
    assert parse_threshold("0.75") == Fraction(3, 4)
    for bad in ("5/4", "0/3", "abc", "1.5", "0", "3/0", ""):
        with pytest.raises(ForminvError, match="--threshold"):
            parse_threshold(bad)


def test_rule_scaling():
    r = make_rule("6/9")
    assert [r.required(n) for n in (9, 8, 6, 3, 1)] == [6, 6, 4, 2, 1]
    assert make_rule("3/4").required(4) == 3 and make_rule("3/4").required(3) == 3
    with pytest.raises(ForminvError, match="min-models"):
        make_rule("3/4", min_models=0)


def test_default_rule_counts_canonical_correct_models(four):
    res = audit(four, threshold="3/4")
    f = res.findings.set_index("item_id")
    assert res.rule.name == "canonical-correct"
    assert res.flagged == ["T_p1"]
    assert (f.at["T_p1", "n_fail"], f.at["T_p1", "n_models"]) == (3, 3)
    assert (f.at["T_p2", "n_fail"], f.at["T_p2", "n_models"]) == (2, 3)
    assert f.at["T_p1", "score"] == 1.0 and f.at["T_p2", "score"] == pytest.approx(2 / 3)
    assert f.at["T_p1", "failing_models"] == ["M1", "M2", "M3"]
    assert "label TRUE" in f.at["T_p1", "reason"] and "FALSE x3" in f.at["T_p1", "reason"]
    assert res.other_rule["name"] == "count-all"
    assert res.other_rule["flagged"] == ["T_p1", "T_p2"]


def test_count_all_rule(four):
    res = audit(four, threshold="3/4", count_all=True)
    f = res.findings.set_index("item_id")
    assert res.flagged == ["T_p1", "T_p2"]
    assert (f.at["T_p2", "n_fail"], f.at["T_p2", "n_models"]) == (3, 4)
    assert list(res.findings["item_id"]) == ["T_p1", "T_p2"]  # sorted by score
    assert res.other_rule["flagged"] == ["T_p1"]


def test_min_models(four):
    res = audit(four, threshold="3/4", min_models=4)
    assert res.flagged == []
    assert "fewer than --min-models 4" in res.findings.set_index("item_id").at["T_p1", "reason"]


def test_leave_one_out_stability(four):
    res = audit(four, threshold="3/4", min_models=2)
    st = {d["item_id"]: d for d in res.stability["items"]}
    # without any one model p1 still has all its eligible models failing
    assert st["T_p1"]["kept_share"] == 1.0 and st["T_p1"]["unflagged_without"] == []
    # p2: without M3 the canonical-right models M1, M2 both fail it
    assert st["T_p2"]["flagged"] is False and st["T_p2"]["flagged_without"] == ["M3"]
    assert res.findings.set_index("item_id").at["T_p1", "stability"] == 1.0


def test_ranking_with_and_without_flags(four):
    res = audit(four, threshold="3/4")
    r = res.ranking.set_index("model")
    assert r.at["M3", "rank"] == 1 and r.at["M3", "scr_clean"] == 1.0
    # full: M1, M2, M4 tie on SCR 0 and accuracy 1/3 -> shared rank 2
    assert list(r.loc[["M1", "M2", "M4"], "rank"]) == [2, 2, 2]
    # without p1, M4 (canonical and p2 wrong) drops to last; ties never count as changes
    assert r.at["M4", "rank_clean"] == 4 and bool(r.at["M4", "changed"])
    assert not r.loc[["M1", "M2", "M3"], "changed"].any()


def test_invalid_rank_by(four):
    with pytest.raises(ForminvError, match="valid: scr, accuracy"):
        audit(four, rank_by="kappa")


def _project_files(tmp_path):
    """A dataset where p1 is formally proved and p2 refuted, plus responses (FORMS)."""
    def item(fam, status, cex=None):
        return Item(id=f"T_{fam}", theorem_id="T", family=fam,
                    tier=None if fam == "canonical" else "T1", question=f"q {fam}",
                    ground_truth="TRUE", generator=Generator(kind="rule"),
                    verification=Verification(status=status, counterexample=cex))
    items = [item("canonical", "template"), item("p1", "smt_proved"),
             item("p2", "refuted", {"n": "4"})]
    ds = tmp_path / "dataset.jsonl"
    ds.write_text("".join(i.model_dump_json() + "\n" for i in items))
    rs = tmp_path / "responses.jsonl"
    lines = [Response(model=m, item_id=f"T_{fam}", verdict="TRUE" if ok else "FALSE")
             for m, forms in FORMS.items() for fam, ok in forms.items()]
    rs.write_text("".join(r.model_dump_json() + "\n" for r in lines))
    return rs, ds


@pytest.mark.slow
def test_formal_audit_comparison(tmp_path):
    rs, ds = _project_files(tmp_path)
    t = load_table(rs, ds)
    default = audit(t, threshold="3/4")
    assert list(default.formal["item_id"]) == ["T_p2"]
    assert default.formal.iloc[0]["counterexample"] == "n = 4"
    c = default.comparison
    assert (c["true_positive"], c["false_positive"], c["false_negative"]) == (0, 1, 1)
    assert c["precision"] == 0 and c["recall"] == 0
    assert c["missed"] == ["T_p2"] and c["unconfirmed"] == ["T_p1"]
    both = audit(t, threshold="3/4", count_all=True).comparison
    assert both["precision"] == 0.5 and both["recall"] == 1.0


def test_audit_json_shape(four):
    d = json.loads(json.dumps(audit(four, threshold="3/4").to_dict()))
    assert d["rule"]["name"] == "canonical-correct" and d["rule"]["threshold"] == "3/4"
    keys = {"item_id", "theorem_id", "flagged", "score", "n_fail", "n_models", "reason"}
    assert keys <= set(d["findings"][0])
    assert d["ranking"]["rank_by"] == "scr"
