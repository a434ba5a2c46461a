"""The verdict parser, on hand-written cases and on every recorded raw answer we have."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st

from forminv_lean.evaluate.verdict import parse_verdict, strip_reasoning


@pytest.mark.parametrize("raw, expected", [
    ("TRUE", "TRUE"),
    ("FALSE", "FALSE"),
    ("True.", "TRUE"),
    ("false", "FALSE"),
    ("**TRUE**", "TRUE"),
    ("> **False**", "FALSE"),
    ("`FALSE`", "FALSE"),
    ("FALSE.  \nFor \\( x = 0 \\), \\( x^2 = 0 \\", "FALSE"),
    ("TRUE\n\n**Reasoning:**\n- If A ⊆ B, then every element", "TRUE"),
    # lower-case prose after the verdict line is not a verdict
    ("FALSE\n\nThe statement is false because it is not true for n = 1.", "FALSE"),
    # reasoning traces are removed; the answer after them counts
    ("<think>At first TRUE? No: n = 0 breaks it.</think>\n**FALSE**", "FALSE"),
    ("<thinking>hmm FALSE</thinking>TRUE", "TRUE"),
    ("the trace lost its opening tag FALSE </think> TRUE", "TRUE"),
    # the final verdict wins over an earlier one
    ("Let me check: TRUE for n = 2... but n = 0 fails.\n\nFinal answer: FALSE", "FALSE"),
    ("The answer is \\boxed{\\text{TRUE}}", "TRUE"),
    ("Verdict: false", "FALSE"),
    ("True, since every prime above 2 is odd.", "TRUE"),
    ("This is not true.", "FALSE"),
    ("That claim is untrue.", "FALSE"),
])
def test_parses(raw: str, expected: str) -> None:
    assert parse_verdict(raw) == expected


@pytest.mark.parametrize("raw", [
    None, "", "   ",
    "I'm sorry, but I can't help with that.",
    "I cannot determine whether this is true or false.",
    "<think>The statement seems TRUE because",  # trace cut off by the token limit
    "Let's analyze the given statement: \"A = B whenever A ⊆ B\".\nThis ca",
])
def test_no_verdict(raw: str | None) -> None:
    assert parse_verdict(raw) is None


def test_strip_reasoning_keeps_answer() -> None:
    assert strip_reasoning("<think>x</think>TRUE").strip() == "TRUE"


@given(st.sampled_from(["TRUE", "FALSE"]), st.text(alphabet=" \n*_`.", max_size=6),
       st.text(alphabet=" \n*_`.!", max_size=6))
def test_bare_verdict_with_any_decoration(verdict: str, before: str, after: str) -> None:
    assert parse_verdict(before + verdict + after) == verdict


@given(st.text(max_size=200))
def test_never_crashes(text: str) -> None:
    assert parse_verdict(text) in ("TRUE", "FALSE", None)


# -- agreement with the paper's recorded parses ----------------------------------------------

#: Where our parse differs from the recorded ``parsed``, and why we are not wrong.
#: The file keeps only the first 80 characters of each raw answer; this one is cut before
#: any verdict, so the recorded TRUE (parsed from the full text) cannot be recovered.
KNOWN_TRUNCATED = {("gemini/gemini-2.5-flash", "false_004_subset_iff_equal_order")}


def _false_controls(external: Path) -> list[tuple[str, str, str | None, str]]:
    data = json.loads((external / "responses" / "false_controls_all_models.json").read_text())
    return [(m, p["id"], p["parsed"], p["raw"]) for m, v in data["models"].items()
            for p in v["preds"]]


def _external_audit(external: Path) -> list[tuple[str, str, str | None, str]]:
    data = json.loads((external / "responses" / "external_audit_raw.json").read_text())
    return [(m, f"{iid}_{form}", rec["parsed"], rec["response"])
            for iid, item in data["items"].items()
            for form in ("canonical", "para_correct", "para_wrong")
            for m, rec in item[form].items()]


def test_agrees_with_false_controls(external: Path) -> None:
    rows = _false_controls(external)
    disagree = {(m, i) for m, i, parsed, raw in rows if parse_verdict(raw) != parsed}
    assert disagree == KNOWN_TRUNCATED
    assert len(rows) == 200 and len(rows) - len(disagree) == 199
    for m, i in disagree:  # the documented exception really is a truncated raw
        raw = next(r for mm, ii, _, r in rows if (mm, ii) == (m, i))
        assert len(raw) == 80 and parse_verdict(raw) is None


def test_agrees_with_external_audit(external: Path) -> None:
    rows = _external_audit(external)
    assert len(rows) == 270
    assert [(m, i, p, r) for m, i, p, r in rows if parse_verdict(r) != p] == []
    # the errored provider's empty answers are "no verdict", as recorded
    assert sum(1 for _, _, p, r in rows if r == "" and p is None) == 30
