"""The hand-written corpus: no verdict may contradict `expected`; at least 85% decided."""

from __future__ import annotations

import json
import re
from functools import lru_cache
from pathlib import Path

import pytest

from forminv_lean.formal import CheckResult, check_many

pytestmark = pytest.mark.slow  # end-to-end: `make test-fast` leaves it out

CORPUS = Path(__file__).parent / "data" / "check_corpus.jsonl"


def _label(r: CheckResult) -> str:
    if r.verdict == "equivalent":
        return "vacuous" if r.vacuous else "equivalent"
    return r.verdict


@lru_cache(maxsize=1)
def _results() -> tuple[list[dict], dict[str, CheckResult]]:
    rows = [json.loads(line) for line in CORPUS.read_text("utf-8").splitlines() if line.strip()]
    pairs = [(r["id"], r["p"], r["q"], {"level": r.get("level", "theory"),
                                         "lean_name": f"corpus_{r['id']}"}) for r in rows]
    return rows, dict(check_many(pairs, workers=2, timeout=2.0))


def test_corpus_shape() -> None:
    rows, _ = _results()
    assert len(rows) >= 80
    assert len({r["id"] for r in rows}) == len(rows)
    kinds = {r["expected"] for r in rows}
    assert kinds == {"equivalent", "not_equivalent", "vacuous", "unsupported"}


def test_no_wrong_verdicts() -> None:
    rows, res = _results()
    wrong = [(r["id"], r["expected"], _label(res[r["id"]]), res[r["id"]].reason) for r in rows
             if res[r["id"]].verdict != "unknown" and _label(res[r["id"]]) != r["expected"]]
    assert not wrong


def test_mostly_decided() -> None:
    rows, res = _results()
    decided = sum(res[r["id"]].verdict != "unknown" for r in rows)
    assert decided / len(rows) >= 0.85


def test_evidence_and_lean_text() -> None:
    rows, res = _results()
    for r in rows:
        out = res[r["id"]]
        if out.verdict == "not_equivalent":  # a counterexample, or proofs of both truth values
            assert out.counterexample is not None or out.method == "truth_values", r["id"]
        if out.certified:  # a certificate exactly when the goal is in the Lean vocabulary
            assert out.lean is None or out.lean.startswith(f"theorem corpus_{r['id']} : ("), \
                r["id"]
        if out.lean:
            assert not re.search(r"\b(sorry|admit)\b|^\s*axiom\b", out.lean, re.M), r["id"]
            name = out.lean.split()[1]
            assert re.fullmatch(r"[A-Za-z][A-Za-z0-9_']*", name)
        assert out.certified == (out.verdict == "equivalent" and not out.vacuous)


def test_lemma_names_are_confirmed() -> None:
    from forminv_lean.formal import LEAN_LEMMAS

    _, res = _results()
    certified = [out for out in res.values() if out.certified]
    assert sum(out.lean is not None for out in certified) >= 0.7 * len(certified)
    for out in res.values():
        proof = (out.lean or "").partition(":=")[2]
        for name in re.findall(r"(?<!pow_two )\(([A-Za-z_][\w.']*) :", proof) + \
                re.findall(r"^\s*([A-Za-z_][\w.']*)(?: fun|$)", proof, re.M):
            if re.search(r"[._']", name):  # lemma names (binders here are plain letters)
                assert name in LEAN_LEMMAS, name


def test_paper_cases() -> None:
    _, res = _results()
    over = res["bicond_overreach"]
    assert over.verdict == "not_equivalent"
    assert over.counterexample == {"a": "2", "m": "1", "n": "1"}
    assert "h 2 1 1" in (over.lean or "")
    assert res["passive_inversion"].verdict == "not_equivalent"
    assert res["addcomm_weakened"].verdict == "not_equivalent"
    assert res["vac_unrelated"].vacuous and not res["vac_unrelated"].certified
    assert res["add_comm_rename"].certified
