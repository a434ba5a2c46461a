"""Track B on real Mathlib (tests/data/mathlib, declarations nobody here wrote), built through the
CLI as a user would: every rendered theorem reaches the dataset with a realised canonical, most
with at least four released paraphrases, at least seven families, every released question read
back and certified on its text, and every item that still shows Lean counted in the card.

The targets are issue #15's "done means" that depend on the English: the rendered share (how
many headers the formalise stage turns into renderings) is the formalise stage's, so the
dataset size is asserted against what it rendered."""

from __future__ import annotations

import json
import re
from collections import Counter
from pathlib import Path

import pytest

from forminv_lean.certify.quality import raw_lean
from forminv_lean.families import FAMILIES
from forminv_lean.informalise.reader import read, same_formula, spellings
from forminv_lean.records import Item

FIXTURE = Path(__file__).resolve().parents[1] / "data" / "mathlib" / "ntp" / "training_data.jsonl"

pytestmark = pytest.mark.slow


def rows(p: Path) -> list[dict]:
    return [json.loads(x) for x in p.read_text(encoding="utf-8").splitlines() if x.strip()]


@pytest.fixture(scope="module")
def track_b(tmp_path_factory):
    from tests.conftest import run_cli

    out = tmp_path_factory.mktemp("trackb") / "out"
    r = run_cli("build", "--recipe", "ntp-mathlib", "--path", str(FIXTURE), "--limit", "100",
                "--out", str(out), "--lean-dir", str(out / "lean"), "--quiet", timeout=1200)
    assert r.returncode == 0, r.stderr
    items = [Item(**i) for i in rows(out / "dataset.jsonl")]
    theorems = {t["id"]: t for t in rows(out / "theorems.jsonl")}
    manifest = json.loads((out / "manifest.json").read_text(encoding="utf-8"))
    return out, items, theorems, manifest


def test_rendered_theorems_are_in_the_dataset_with_a_realised_canonical(track_b):
    _, items, theorems, manifest = track_b
    coverage = manifest["parameters"]["coverage"]
    # the declarations (the false controls made from them are counted apart)
    in_dataset = {i.theorem_id for i in items if theorems[i.theorem_id]["truth"]}
    rendered = {t for t, th in theorems.items() if th["formal"] and th["truth"]}
    # every rendering is counted; a rendered theorem whose sentence does not read back (and
    # that has no docstring) is left out of the dataset rather than released unchecked
    assert in_dataset == rendered
    assert int(coverage["with_rendering"]) >= len(rendered) >= 0.98 * int(
        coverage["with_rendering"])
    realised = {i.theorem_id for i in items if i.generator.name == "canonical:realised"}
    # measured: every one (a class on a term and `·` sections are now read back)
    assert len(realised) >= 0.98 * len(in_dataset), len(realised)


def test_most_theorems_have_four_released_paraphrases_over_seven_families(track_b):
    _, items, _, _ = track_b
    paraphrases = Counter(i.theorem_id for i in items if i.family != "canonical")
    theorems = {i.theorem_id for i in items}
    with_four = sum(paraphrases[t] >= 4 for t in theorems)
    # issue #15 asked for 85 theorems (measured 85 of 92); issue #26 then took out an
    # equation's sides swapped (not order) and rewordings with no synonym ("equals" / "is
    # equal to": not syntactic), which were the fourth paraphrase of most Mathlib identities;
    # and names are resolved as Lean does (issue #24: `choose` under `open Nat Finset`, `dist`
    # under `open … Nat` have two candidates, refused not guessed)
    assert with_four >= 0.55 * len(theorems), (with_four, len(theorems))
    assert with_four >= 48, with_four
    families = Counter(i.family for i in items if i.family != "canonical")
    assert len(families) >= 7, families
    for fam in ("order", "notation", "quantifier", "connective", "syntactic", "passive"):
        assert families[fam] >= 30, (fam, families)   # the structural families apply widely
    assert set(families) <= set(FAMILIES.names())


def test_every_released_question_is_read_back_and_certified(track_b):
    _, items, theorems, _ = track_b
    for it in items:
        v = it.verification
        if it.generator.name == "canonical:hand":
            assert v.status == "template"
            continue
        formal = theorems[it.theorem_id]["formal"]
        reading = read(it.question, names=spellings(formal))   # the shipped text, read again
        assert reading.formal == it.read_back, it.id
        if v.status == "read_back":
            assert same_formula(reading.formal, formal), it.id
        else:
            assert v.status == "smt_proved" and not v.vacuous, (it.id, v.status)
            assert not same_formula(reading.formal, formal), it.id


def test_false_controls_about_one_in_ten_refuted_and_labelled_false(track_b):
    """Issue #24 item 5: near misses of the build's own theorems, each refuted by the checker
    with the counterexample it records, worded like every other item, labelled FALSE."""
    from forminv_lean.formal.checker import decide

    _, items, theorems, manifest = track_b
    coverage = manifest["parameters"]["coverage"]
    controls = {t: th for t, th in theorems.items() if not th["truth"]}
    declarations = len(theorems) - len(controls)
    assert int(coverage["false_controls"]) == len(controls)
    # measured: 9 of 92 on the fixture (every theorem of it the checker interprets qualifies)
    assert 0.05 * declarations <= len(controls) <= 0.1 * declarations + 1, len(controls)
    for tid, th in controls.items():
        source = tid.split(".", 1)[1]
        assert theorems[source]["truth"] and th["formal"] != theorems[source]["formal"]
        res = decide(th["formal"])
        assert res.verdict == "refuted" and res.counterexample == th["counterexample"], tid
    by_theorem = Counter(i.theorem_id for i in items if i.theorem_id in controls)
    assert set(by_theorem) == set(controls)      # every control reaches the dataset
    for it in items:
        assert (it.ground_truth == "FALSE") == (it.theorem_id in controls), it.id
        if it.theorem_id in controls and it.family == "canonical":
            assert it.generator.name == "canonical:realised", it.id


def test_no_item_says_instance_of_a_class_and_raw_lean_is_marked(track_b):
    _, items, _, _ = track_b
    for it in items:
        assert "instance of the class" not in it.question, it.question
        assert not re.search(r"(?<!`)\b(?:Real|Nat|Finset|Set|Function)\.[A-Za-z]", re.sub(
            r"`[^`]+`", "", it.question)), it.question   # Lean names only inside marks


def test_card_reports_coverage_raw_lean_and_family_counts(track_b):
    out, items, _, manifest = track_b
    card = (out / "README.md").read_text(encoding="utf-8")
    raw = [i for i in items if raw_lean(i.question)]
    assert "## Coverage and raw Lean" in card
    assert f"| items whose text shows raw Lean | {len(raw)}/{len(items)} " in card
    coverage = manifest["parameters"]["coverage"]
    assert f"{coverage['with_rendering']}/{coverage['theorems_in']}" in card
    for construct in list(coverage["unrendered_by_construct"])[:3]:
        assert f"| {construct} |" in card
    counts = Counter(i.family for i in items)
    for fam, n in counts.items():
        assert re.search(rf"^\| {fam} \| [^|]+ \| {n} \|", card, re.M), fam
    quality = manifest["parameters"]["quality"]
    assert quality["raw_lean_items"] == len(raw)
    assert sum(quality["paraphrases_per_theorem"].values()) == len({i.theorem_id for i in items})
