"""Offline models: baselines (incl. the formal checker) and replays of recorded answers."""

from __future__ import annotations

import json
from dataclasses import dataclass
from pathlib import Path

import pytest
from eval_helpers import keyless_env, make_item, run_eval

from forminv_lean.errors import ForminvError
from forminv_lean.evaluate import evaluate
from forminv_lean.jsonl import read_jsonl, write_jsonl
from forminv_lean.records import Generator, Item, Response

# -- baseline/formal ------------------------------------------------------------------------

FORMAL_ITEMS = [
    ("∀ n : ℕ, n + 0 = n", "TRUE"),
    ("∀ n : ℕ, n - 1 + 1 = n", "FALSE"),  # ℕ subtraction truncates: n = 0
    ("∀ a b : ℤ, a * b = b * a", "TRUE"),
    ("∀ x : ℝ, x / 0 = 0", "TRUE"),  # Lean's division by zero
    ("∀ n : ℕ, n % 0 = n", "TRUE"),
    ("∃ n : ℕ, n * n = 2", "FALSE"),
    ("∀ n : ℕ, Nat.Prime n → Odd n", "FALSE"),  # n = 2
    ("∀ a b : ℕ, a ∣ b → a ≤ b", "FALSE"),  # a = 1, b = 0
]


def formal_items() -> list[Item]:
    out = [make_item(k, truth=t, formal=f, question=f"Q{k:03d}: is {f} true?")
           for k, (f, t) in enumerate(FORMAL_ITEMS)]
    return [*out, make_item(len(out), truth="TRUE")]  # no rendering: no answer


@dataclass
class FakeResult:
    verdict: str
    method: str = "z3"
    counterexample: dict[str, str] | None = None
    lean: str | None = None
    reason: str = ""


def test_formal_baseline_mapping(monkeypatch: pytest.MonkeyPatch) -> None:
    """How checker results become responses (with a stand-in checker)."""
    import forminv_lean.formal as formal

    results = {"P": FakeResult("proved"), "R": FakeResult("refuted", counterexample={"n": "0"}),
               "U": FakeResult("unknown", reason="timeout"),
               "X": FakeResult("unsupported", reason="Real.exp is not in the language")}
    monkeypatch.setattr(formal, "decide", lambda p, **kw: results[p], raising=False)
    items = [make_item(k, formal=f) for k, f in enumerate("PRUX")] + [make_item(9)]
    rs = {r.item_id: r for r in evaluate(items, ["baseline/formal"], cache=None)}
    assert (rs["item-000"].verdict, rs["item-000"].raw) == ("TRUE", "proved (z3)")
    assert rs["item-001"].verdict == "FALSE" and "counterexample" in (rs["item-001"].raw or "")
    for k, why in ((2, "unknown: timeout"), (3, "unsupported: Real.exp"), (9, "no formal")):
        r = rs[f"item-{k:03d}"]
        assert r.verdict is None and r.error is None and why in (r.raw or ""), r


@pytest.mark.slow
def test_formal_baseline_is_right_whenever_it_answers() -> None:
    items = formal_items()
    rs = evaluate(items, ["baseline/formal"], cache=None)
    truth = {i.id: i.ground_truth for i in items}
    answered = [r for r in rs if r.verdict is not None]
    assert all(r.verdict == truth[r.item_id] for r in answered), answered
    assert {"item-000", "item-001"} <= {r.item_id for r in answered}
    assert all(r.error is None for r in rs)
    assert rs[-1].verdict is None and "no formal rendering" in (rs[-1].raw or "")


@pytest.mark.slow
def test_cli_baselines_offline(tmp_path: Path) -> None:
    data = tmp_path / "items.jsonl"
    write_jsonl(data, formal_items())
    env = {k: v for k, v in keyless_env(tmp_path / "never.sqlite3").items()
           if not k.endswith("_API_KEY")}  # offline: no keys at all
    res = run_eval(["--dataset", str(data), "--model", "baseline/always-true",
                    "--model", "baseline/formal", "--out", str(tmp_path / "out")], env)
    assert res.returncode == 0, res.stderr
    rs = read_jsonl(tmp_path / "out" / "responses.jsonl", Response)
    truth = {i.id: i.ground_truth for i in formal_items()}
    assert sum(r.model == "baseline/always-true" and r.verdict == "TRUE" for r in rs) == 9
    assert all(r.verdict == truth[r.item_id] for r in rs
               if r.model == "baseline/formal" and r.verdict is not None)
    assert not (tmp_path / "never.sqlite3").exists()


# -- replay ---------------------------------------------------------------------------------

def paper_items(path: Path) -> list[Item]:
    """The paper's JSONL rows as Items (enough of the importer for these tests)."""
    out = []
    for line in path.read_text().splitlines():
        r = json.loads(line)
        out.append(Item(id=r["id"], theorem_id=r["theorem_id"],
                        family="connective" if r["family"] == "variation" else r["family"],
                        question=r["nl_question"], ground_truth=r["ground_truth"],
                        generator=Generator(kind="imported")))
    return out


@pytest.mark.slow
def test_cli_replay_reproduces_false_controls(external: Path, tmp_path: Path) -> None:
    data = tmp_path / "pilot.jsonl"
    write_jsonl(data, paper_items(external / "datasets" / "false_controls_pilot.jsonl"))
    recorded = external / "responses" / "false_controls_all_models.json"
    res = run_eval(["-d", str(data), "-m", f"replay/{recorded}", "--out", str(tmp_path / "o"),
                    "--quiet"], keyless_env(tmp_path / "c.sqlite3"))
    assert res.returncode == 0, res.stderr
    got = {(r.model, r.item_id): r for r in read_jsonl(tmp_path / "o" / "responses.jsonl",
                                                       Response)}
    preds = json.loads(recorded.read_text())["models"]
    expected = {(m, p["id"]): p for m, v in preds.items() for p in v["preds"]}
    assert len(got) == len(expected) == 200
    for key, p in expected.items():
        assert got[key].verdict == p["parsed"], key
        assert got[key].raw == p["raw"] and got[key].error is None
    manifest = json.loads((tmp_path / "o" / "run.manifest.json").read_text())
    assert manifest["counts"]["openai/o4-mini"]["answered"] == 25
    # the paper's FALSE-controls table: o4-mini 100% right, deepseek-chat 68%, gpt-4o 84%
    acc = {m: sum(got[(m, p["id"])].verdict == "FALSE" for p in v["preds"]) / 25
           for m, v in preds.items()}
    assert (acc["openai/o4-mini"], acc["deepseek/deepseek-chat"], acc["openai/gpt-4o"]) == \
        (1.0, 0.68, 0.84)


def test_replay_selects_one_model(external: Path) -> None:
    items = paper_items(external / "datasets" / "false_controls_pilot.jsonl")
    recorded = external / "responses" / "false_controls_all_models.json"
    rs = evaluate(items, [f"replay/{recorded}#openai/gpt-4o"], cache=None)
    assert {r.model for r in rs} == {"openai/gpt-4o"} and len(rs) == 25
    with pytest.raises(ForminvError, match="openai/gpt-4o-mini"):  # lists what the file holds
        evaluate(items, [f"replay/{recorded}#openai/gpt-5"], cache=None)


def test_replay_external_audit(external: Path) -> None:
    recorded = external / "responses" / "external_audit_raw.json"
    data = json.loads(recorded.read_text())["items"]
    items = [Item(id=f"{iid}_{form}", theorem_id=iid, family="canonical",
                  question=it["meta"][form],
                  ground_truth="TRUE", generator=Generator(kind="imported"))
             for iid, it in data.items() for form in ("canonical", "para_correct", "para_wrong")]
    rs = evaluate(items, [f"replay/{recorded}"], cache=None)
    assert len(rs) == 270
    by = {(r.model, r.item_id): r for r in rs}
    for iid, it in data.items():
        for form in ("canonical", "para_correct", "para_wrong"):
            for m, rec in it[form].items():
                r = by[(m, f"{iid}_{form}")]
                assert r.verdict == rec["parsed"] and r.latency_s == rec["latency_s"]
                assert r.error == (rec.get("error") or None)


def test_replay_own_responses_and_missing_items(tmp_path: Path) -> None:
    items = [make_item(k) for k in range(5)]
    evaluate(items[:3], ["baseline/always-true"], cache=None, out_dir=tmp_path / "a")
    rs = evaluate(items, [f"replay/{tmp_path / 'a' / 'responses.jsonl'}"], cache=None)
    assert [r.verdict for r in rs] == ["TRUE", "TRUE", "TRUE", None, None]
    assert all(r.model == "baseline/always-true" for r in rs)
    assert rs[3].error and "no recorded response" in rs[3].error


def test_replay_bad_file(tmp_path: Path) -> None:
    bad = tmp_path / "x.json"
    bad.write_text(json.dumps({"what": 1}))
    with pytest.raises(ForminvError, match="unrecognised replay format"):
        evaluate([make_item(0)], [f"replay/{bad}"], cache=None)
    with pytest.raises(ForminvError, match="not found"):
        evaluate([make_item(0)], [f"replay/{tmp_path / 'nope.json'}"], cache=None)
