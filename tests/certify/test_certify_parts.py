"""Certify building blocks: ledger, equivalence classes (Lean emission: tests/lean/)."""

from __future__ import annotations

import pytest

from forminv_lean.certify.classes import Edge, components
from forminv_lean.certify.ledger import (
    append_reviews,
    decision_for,
    load_ledger,
    make_review,
    read_decisions,
)
from forminv_lean.errors import InputError
from forminv_lean.records import Item


def item(iid: str, q: str = "Is 1 = 1?") -> Item:
    return Item(id=iid, theorem_id="t", family="connective", tier="T3", question=q,
                ground_truth="TRUE", generator={"kind": "rule"})


def test_ledger_latest_wins_and_wording_bound(tmp_path):
    led = tmp_path / "reviews.jsonl"
    a = item("a")
    append_reviews(led, [make_review(a, "reject", reviewer="r1", reason="ambiguous")])
    append_reviews(led, [make_review(a, "approve", reviewer="r2", reason="fine")])
    lines = led.read_text().splitlines()
    assert len(lines) == 2  # append-only: history kept
    d = decision_for(a, load_ledger(led))
    assert d is not None and d.decision == "approve" and d.reviewer == "r2"
    # A changed wording is not covered by the old approval.
    assert decision_for(item("a", "Is 2 = 2?"), load_ledger(led)) is None


def test_decisions_file_errors_name_the_line(tmp_path):
    f = tmp_path / "d.jsonl"
    f.write_text('{"item_id": "a", "decision": "approve"}\n{"item_id": "zz", "decision": "approve"}\n')
    with pytest.raises(InputError, match=r"d\.jsonl:2: item_id: unknown item id"):
        read_decisions(f, {"a": item("a")}, reviewer="me")
    f.write_text('{"item_id": "a", "decision": "maybe"}\n')
    with pytest.raises(InputError, match=r"d\.jsonl:1: decision"):
        read_decisions(f, {"a": item("a")}, reviewer="me")


def test_components_transitivity_and_contradiction():
    comps, bad = components([Edge("t", "P", "Q", True), Edge("t", "Q", "R", True),
                             Edge("t", "P", "S", False)])
    assert comps["t"] == [["P", "Q", "R"], ["S"]] and bad == []
    _, bad = components([Edge("t", "P", "Q", True), Edge("t", "Q", "R", True),
                         Edge("t", "P", "R", False)])
    assert len(bad) == 1 and (bad[0].a, bad[0].b) == ("P", "R")
