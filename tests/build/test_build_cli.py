"""`forminv-lean build` / `certify` / `review` end to end through the CLI."""

from __future__ import annotations

import json
import os
import re
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from forminv_lean.families import get_family

pytestmark = pytest.mark.slow  # end-to-end: `make test-fast` leaves it out

OUTPUTS = ("dataset.jsonl", "manifest.json", "excluded.jsonl", "review-queue.jsonl",
           "certificates.jsonl", "theorems.jsonl", "classes.json", "README.md", "dataset.parquet")
LIMIT = "30"


def rows(p: Path) -> list[dict]:
    return [json.loads(x) for x in p.read_text(encoding="utf-8").splitlines() if x.strip()]


def build(cli, out: Path, *extra: str):
    r = cli("build", "--limit", LIMIT, "--out", str(out), "--lean-dir", str(out / "lean"),
            "--quiet", *extra)
    assert r.returncode == 0, r.stderr
    return r


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    from tests.conftest import run_cli

    out = tmp_path_factory.mktemp("build") / "a"
    build(run_cli, out)
    return out


def test_build_outputs_and_policy(built):
    for name in OUTPUTS:
        assert (built / name).exists(), name
    items = rows(built / "dataset.jsonl")
    assert {i["family"] for i in items} >= {"canonical", "syntactic", "quantifier", "notation",
                                            "connective"}
    for it in items:
        v = it["verification"]
        assert v["status"] != "refuted"
        # every released question was read back: the canonical formula, or proved equal to it
        if it["generator"]["name"] != "canonical:hand":
            assert it["read_back"], it["id"]
            assert v["status"] in ("read_back", "smt_proved", "lean_checked",
                                   "expert_approved"), it["id"]
            assert not v["vacuous"]
        if v["status"] == "read_back":   # nothing was proved, so nothing is certified
            assert v["certificate"] is None
        if it["tier"] == "T3":  # released by rule from the audited table, or by a reviewer
            assert it["generator"]["kind"] == "rule" or v["status"] == "expert_approved"
    man = json.loads((built / "manifest.json").read_text())
    assert man["n_records"] == len(items)
    import hashlib
    assert man["sha256"] == hashlib.sha256((built / "dataset.jsonl").read_bytes()).hexdigest()
    assert man["counts"]["family"]["canonical"] == int(LIMIT)
    card = (built / "README.md").read_text()
    assert "## Items by family" in card and "forminv-lean build --recipe curated" in card


def test_lean_module_per_certificate_and_no_sorry(built):
    gen = built / "lean" / "FormInvProofs" / "Generated"
    certs = rows(built / "certificates.jsonl")
    assert certs
    for c in certs:
        lean = (gen / "Curated" / f"{c['name']}.lean").read_text()
        assert f"theorem {c['name']} " in lean
        assert not re.search(r"\b(sorry|admit)\b|^\s*axiom\b", lean, re.M)
    released = {i["id"]: i for i in rows(built / "dataset.jsonl")}
    for c in certs:
        if c["item_id"] in released and c["kind"] == "certificate":
            assert released[c["item_id"]]["verification"]["certificate"] == c["name"]
    index = (built / "lean" / "FormInvProofs" / "Generated.lean").read_text()
    assert "import FormInvProofs.Generated.Curated" in index


def test_second_build_is_byte_identical(cli, built, tmp_path):
    b = tmp_path / "b"
    build(cli, b)
    for name in OUTPUTS:
        assert (built / name).read_bytes() == (b / name).read_bytes(), name
    def lean_files(root: Path) -> dict[str, bytes]:
        return {str(p.relative_to(root)): p.read_bytes() for p in sorted(root.rglob("*.lean"))}

    assert lean_files(built / "lean") == lean_files(b / "lean")


def _item(iid: str, theorem: str, family: str, question: str, formal: str) -> dict:
    return {"id": iid, "theorem_id": theorem, "family": family,
            "tier": get_family(family).tier, "question": question, "formal": formal,
            "ground_truth": "TRUE", "generator": {"kind": "manual", "name": "paper-error"}}


KNOWN_BAD = [
    _item("bad_biconditional", "nat_dvd_add", "equivalent",
          "For natural numbers a, m and n, a divides m + n if and only if a divides m and a "
          "divides n — TRUE or FALSE?", "∀ a m n : ℕ, a ∣ m + n ↔ a ∣ m ∧ a ∣ n"),
    _item("bad_passive_inversion", "nat_gcd_dvd_left", "passive",
          "For natural numbers m and n, m is a multiple of gcd(m, n)... inverted: m divides "
          "gcd(m, n) — TRUE or FALSE?", "∀ m n : ℕ, m ∣ Nat.gcd m n"),
    _item("bad_type_stripping", "max_sub_min_eq_abs", "notation",
          "For natural numbers a and b, max a b - min a b = b - a — TRUE or FALSE?",
          "∀ a b : ℕ, max a b - min a b = b - a"),
]


def test_known_bad_paraphrases_are_refuted_and_excluded(cli, tmp_path):
    r = cli("extract", "--out", str(tmp_path / "ex"))
    assert r.returncode == 0, r.stderr
    items = tmp_path / "bad.jsonl"
    items.write_text("".join(json.dumps(i, ensure_ascii=False) + "\n" for i in KNOWN_BAD))
    out = tmp_path / "cert"
    r = cli("certify", "--theorems", str(tmp_path / "ex" / "theorems.jsonl"), "--items",
            str(items), "--out", str(out), "--name", "known-bad", "--lean-dir",
            str(tmp_path / "lean"), "--quiet")
    assert r.returncode == 0, r.stderr
    assert rows(out / "dataset.jsonl") == []
    excluded = {i["id"]: i for i in rows(out / "excluded.jsonl")}
    assert set(excluded) == {i["id"] for i in KNOWN_BAD}
    for it in excluded.values():
        v = it["verification"]
        assert v["status"] == "refuted" and v["counterexample"], it["id"]
        assert "rendering refuted" in v["detail"]
    mods = sorted((tmp_path / "lean" / "FormInvProofs" / "Generated" / "KnownBad").glob("*.lean"))
    assert len(mods) == 3 and all("theorem " in m.read_text() and "¬" in m.read_text()
                                  for m in mods)


def test_corrupted_input_fails_cleanly_and_keeps_previous_output(cli, built, tmp_path):
    out = tmp_path / "keep"
    r = cli("build", "--recipe", "ntp-mathlib", "--path",
            str(Path(__file__).parents[1] / "data" / "ntp" / "training_data.jsonl"),
            "--limit", "5", "--out", str(out), "--lean-dir", str(tmp_path / "lean"), "--quiet")
    assert r.returncode == 0, r.stderr
    before = {n: (out / n).read_bytes() for n in OUTPUTS}
    bad = tmp_path / "bad.jsonl"
    good = (Path(__file__).parents[1] / "data" / "ntp" / "training_data.jsonl").read_text()
    lines = good.splitlines()
    lines[3] = lines[3][:40]
    bad.write_text("\n".join(lines) + "\n")
    r = cli("build", "--recipe", "ntp-mathlib", "--path", str(bad), "--limit", "5",
            "--out", str(out), "--lean-dir", str(tmp_path / "lean"), "--quiet")
    assert r.returncode != 0
    assert r.stderr.strip().count("\n") == 0 and "bad.jsonl:4" in r.stderr
    assert {n: (out / n).read_bytes() for n in OUTPUTS} == before


def test_killed_build_resumes_to_identical_output(built, tmp_path):
    out = tmp_path / "killed"
    cmd = [sys.executable, "-m", "forminv_lean", "build", "--limit", LIMIT, "--out", str(out),
           "--lean-dir", str(out / "lean"), "--quiet", "--chunk-size", "8", "--workers", "1"]
    proc = subprocess.Popen(cmd, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE,
                            start_new_session=True)
    work = out / ".work" / "certify" / "phase1"
    deadline = time.monotonic() + 120
    while time.monotonic() < deadline and proc.poll() is None:
        if work.is_dir() and len(list(work.glob("chunk-*.jsonl"))) >= 2:
            break
        time.sleep(0.05)
    assert proc.poll() is None, "the build finished before it could be interrupted"
    os.killpg(proc.pid, signal.SIGKILL)
    proc.wait(timeout=30)
    done = sorted(work.glob("chunk-*.jsonl"))
    assert done and not (out / "dataset.jsonl").exists()
    stamps = {p.name: p.stat().st_mtime_ns for p in done}
    r = subprocess.run(cmd, capture_output=True, text=True, timeout=600)
    assert r.returncode == 0, r.stderr
    for p in done:  # finished chunks were reused, not recomputed
        assert p.stat().st_mtime_ns == stamps[p.name]
    for name in OUTPUTS:
        assert (out / name).read_bytes() == (built / name).read_bytes(), name


def _llm_connective(iid: str, theorem: str, question: str, formal: str) -> dict:
    return {"id": iid, "theorem_id": theorem, "family": "connective", "tier": "T3",
            "question": question, "formal": formal, "ground_truth": "TRUE",
            "generator": {"kind": "llm", "name": "connective:llm", "model": "someone"}}


def test_review_ledger_releases_an_approved_t3_item(cli, built, tmp_path):
    """LLM-written connective wordings always wait for a reviewer, even when read back."""
    from forminv_lean.informalise import Style, question

    th = next(t for t in rows(built / "theorems.jsonl")
              if t["formal"] and "→" in t["formal"] and "↔" not in t["formal"])
    out = tmp_path / "rev"
    extra = tmp_path / "llm.jsonl"
    extra.write_text("".join(json.dumps(i, ensure_ascii=False) + "\n" for i in [
        _llm_connective(f"{th['id']}__connective_llm", th["id"],
                        th["nl"].rstrip(".") + ", just in case — TRUE or FALSE?", th["formal"]),
        _llm_connective(f"{th['id']}__connective_llm2", th["id"],
                        question(th["formal"], Style(implication="whenever")), th["formal"])]))
    build(cli, out, "--extra-items", str(extra))
    queue = {i["id"]: i for i in rows(out / "review-queue.jsonl")}
    t3 = [queue[f"{th['id']}__connective_llm"], queue[f"{th['id']}__connective_llm2"]]
    assert "reader could not parse" in t3[0]["verification"]["detail"]
    assert t3[1]["read_back"] and "awaits review" in t3[1]["verification"]["detail"]
    pick, reject = t3
    dec = tmp_path / "decisions.jsonl"
    dec.write_text(json.dumps({"item_id": pick["id"], "decision": "approve", "reason": "reads fine"})
                   + "\n" + json.dumps({"item_id": reject["id"], "decision": "reject",
                                        "reason": "ambiguous"}) + "\n")
    r = cli("review", "--dir", str(out), "--decisions", str(dec), "--reviewer", "tester")
    assert r.returncode == 0, r.stderr
    build(cli, out, "--extra-items", str(extra))
    released = {i["id"]: i for i in rows(out / "dataset.jsonl")}
    assert released[pick["id"]]["verification"]["status"] == "expert_approved"
    excluded = {i["id"]: i for i in rows(out / "excluded.jsonl")}
    assert excluded[reject["id"]]["verification"]["status"] == "expert_rejected"
    assert json.loads((out / "manifest.json").read_text())["inputs"]["reviews.jsonl"]


def test_outside_items_keep_their_canonical_and_wait_for_review(cli, tmp_path):
    """Items from elsewhere (the paper's, a lab's): the canonical is the reference as it
    stands (not read), a paraphrase in another English goes to review, never released."""
    r = cli("extract", "--out", str(tmp_path / "ex"))
    assert r.returncode == 0, r.stderr
    th = "nat_prime_two_le"
    rows_ = [
        {"id": "ext_canonical", "theorem_id": th, "family": "canonical", "tier": None,
         "question": "Every prime number is at least 2 — TRUE or FALSE?",
         "formal": None, "ground_truth": "TRUE",
         "generator": {"kind": "canonical", "name": "imported"}},
        {"id": "ext_syntactic", "theorem_id": th, "family": "syntactic", "tier": "T2",
         "question": "Is it true that a prime number is always at least 2?",
         "formal": None, "ground_truth": "TRUE",
         "generator": {"kind": "imported", "name": "gpt4o_family_v2"}},
    ]
    items = tmp_path / "ext.jsonl"
    items.write_text("".join(json.dumps(i) + "\n" for i in rows_))
    out = tmp_path / "cert"
    r = cli("certify", "--theorems", str(tmp_path / "ex" / "theorems.jsonl"), "--items",
            str(items), "--out", str(out), "--name", "outside", "--lean-dir",
            str(tmp_path / "lean"), "--quiet")
    assert r.returncode == 0, r.stderr
    released = {i["id"]: i for i in rows(out / "dataset.jsonl")}
    assert set(released) == {"ext_canonical"}
    assert released["ext_canonical"]["verification"]["status"] == "template"
    queued = {i["id"]: i for i in rows(out / "review-queue.jsonl")}
    assert "reader could not parse" in queued["ext_syntactic"]["verification"]["detail"]
