"""Certify building blocks: ledger, equivalence classes, Lean emission, lake error mapping."""

from __future__ import annotations

import json
import re
import shutil

import pytest

from forminv_lean.certify.classes import Edge, components
from forminv_lean.certify.lean_check import map_errors, run_lake
from forminv_lean.certify.lean_emit import emit, lean_name, module_name, render_file
from forminv_lean.certify.ledger import (
    append_reviews,
    decision_for,
    load_ledger,
    make_review,
    read_decisions,
)
from forminv_lean.errors import ForminvError, InputError, MissingDependencyError
from forminv_lean.records import Certificate, Item


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


def test_lean_names_are_stable_valid_identifiers():
    n1, n2 = lean_name("thm__order_0"), lean_name("thm__order_0")
    assert n1 == n2 and re.fullmatch(r"[A-Za-z_][A-Za-z0-9_]*", n1)
    assert lean_name("a") != lean_name("b")
    assert module_name("ntp-mathlib") == "NtpMathlib" and module_name("curated") == "Curated"


def cert(name: str, lean: str) -> Certificate:
    return Certificate(item_id="i", theorem_id="t", name=name, kind="certificate", lean=lean)


def test_emit_refuses_sorry_and_indexes_files(tmp_path):
    with pytest.raises(ForminvError, match="sorry"):
        render_file("x", [cert("c1", "theorem c1 : True := by sorry")])
    with pytest.raises(ForminvError):
        render_file("x", [cert("c1", "axiom c1 : False")])
    p = emit("curated", [cert("c2", "theorem c2 : (1 : ℕ) ≤ 2 := by norm_num")], lean_root=tmp_path)
    text = p.read_text()
    assert "import Mathlib" in text and "theorem c2" in text and "namespace FormInvProofs" in text
    emit("ntp-mathlib", [], lean_root=tmp_path)
    index = (tmp_path / "FormInvProofs" / "Generated.lean").read_text()
    assert "import FormInvProofs.Generated.Curated" in index
    assert "import FormInvProofs.Generated.NtpMathlib" in index


def test_map_errors_attributes_each_error_to_its_declaration(tmp_path):
    f = tmp_path / "G.lean"
    f.write_text("import Mathlib\n\ntheorem a1 : True := by\n  trivial\n\ntheorem a2 : 1 = 2 := by\n  rfl\n")
    log = f"error: {f.name}:7:2: error: The rfl tactic failed\nbuild failed\n"
    failed = map_errors(log, [f], tmp_path)
    assert list(failed) == ["a2"] and "rfl" in failed["a2"]


def test_lean_check_says_lean_is_missing(tmp_path):
    if shutil.which("lake"):
        pytest.skip("lake is installed here")
    with pytest.raises(MissingDependencyError, match="Lean is not installed here"):
        run_lake([], root=tmp_path)


def test_lean_check_cli_one_line(cli, tmp_path):
    if shutil.which("lake"):
        pytest.skip("lake is installed here")
    (tmp_path / "certificates.jsonl").write_text(json.dumps(
        cert("c", "theorem c : True := trivial").model_dump()) + "\n")
    r = cli("lean", "check", "--dir", str(tmp_path))
    assert r.returncode != 0 and r.stderr.count("\n") == 1 and "lake not on PATH" in r.stderr
