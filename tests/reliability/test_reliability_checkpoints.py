"""Checkpoints and ledgers are not trusted as they are (issue #25, Medium 4 and 5): a
hand-edited certify checkpoint is recomputed, an `unknown` is never frozen into one, a
review decision binds to the exact wording, `review` writes the ledger whole or not at all,
and a torn ledger line is named."""

from __future__ import annotations

import errno
import json
import os
from pathlib import Path

import pytest

from forminv_lean.certify.executors import Obligation, load_chunk, save_chunk
from forminv_lean.certify.ledger import append_reviews, decision_for, load_ledger, make_review
from forminv_lean.errors import InputError
from forminv_lean.jsonl import read_jsonl
from forminv_lean.records import Item
from tests.reliability.reliability_helpers import one_line_error, write_lines

CHUNK = [Obligation(f"i{k}", "True", "True", "form", 1.0, f"n{k}") for k in range(2)]


def test_a_hand_edited_checkpoint_is_decided_again(tmp_path):
    """A refuted pair (`|a| = a`) turned `equivalent` in its saved chunk: the seal no longer
    matches, so the pair is checked again and stays refuted."""
    from forminv_lean.certify.executors import LocalExecutor

    obs = [Obligation("abs", "∀ a : ℤ, |a| = |a|", "∀ a : ℤ, |a| = a", "theory", 2.0, "abs_c"),
           Obligation("le", "∀ n : ℕ, n < 5 → n ≤ 4", "∀ n : ℕ, n ≤ 4 → n < 5", "theory", 2.0,
                      "le_c")]
    work = tmp_path / "work"
    first = dict(LocalExecutor(workers=1).run(obs, workdir=work, chunk_size=8))
    assert first["abs"]["verdict"] == "not_equivalent"
    [chunk] = work.glob("chunk-*.jsonl")
    text = chunk.read_text(encoding="utf-8")
    chunk.write_text(text.replace('"verdict": "not_equivalent"', '"verdict": "equivalent"'),
                     encoding="utf-8")
    again = dict(LocalExecutor(workers=1).run(obs, workdir=work, chunk_size=8))
    assert again == first
    assert chunk.read_text(encoding="utf-8") == text  # written again, honestly


def test_a_sealed_chunk_round_trips_and_any_edit_breaks_the_seal(tmp_path):
    path = tmp_path / "chunk.jsonl"
    results = [{"verdict": "not_equivalent", "reason": "a\u2028b"}, {"verdict": "equivalent"}]
    save_chunk(path, CHUNK, results)
    assert load_chunk(path, CHUNK) == results
    path.write_text(path.read_text().replace("not_equivalent", "equivalent"))
    assert load_chunk(path, CHUNK) is None


def test_a_chunk_sealed_for_other_obligations_is_not_reused(tmp_path):
    path = tmp_path / "chunk.jsonl"
    save_chunk(path, CHUNK, [{"verdict": "equivalent"}, {"verdict": "equivalent"}])
    other = [CHUNK[0], Obligation("i1", "True", "False", "form", 1.0, "n1")]
    assert load_chunk(path, other) is None


def test_an_unknown_is_never_checkpointed(tmp_path):
    """An `unknown` may be the machine's (a killed worker, a wall-clock net under load):
    its chunk is not saved, and one found on disk is decided again."""
    path = tmp_path / "chunk.jsonl"
    save_chunk(path, CHUNK, [{"verdict": "unknown", "method": "hard_timeout"},
                             {"verdict": "equivalent"}])
    assert not path.exists()
    save_chunk(path, CHUNK, [{"verdict": "equivalent"}, {"verdict": "equivalent"}])
    path.write_text(path.read_text().replace('"equivalent"', '"unknown"'))
    assert load_chunk(path, CHUNK) is None


def _queue(queued: Path) -> list[Item]:
    return read_jsonl(queued / "review-queue.jsonl", Item)


def test_a_ledger_entry_without_the_wording_hash_approves_nothing(queued, tmp_path):
    it = _queue(queued)[0]
    ledger = tmp_path / "reviews.jsonl"
    entry = make_review(it, "approve", reviewer="r").model_copy(update={"question_sha256": ""})
    write_lines(ledger, [json.dumps(entry.model_dump(mode="json"))])
    assert load_ledger(ledger)[it.id].decision == "approve"
    assert decision_for(it, load_ledger(ledger)) is None
    other = it.model_copy(update={"question": "Is every cat a dog?"})
    append_reviews(ledger, [make_review(other, "approve", reviewer="r")])
    assert decision_for(it, load_ledger(ledger)) is None  # approved another wording
    assert decision_for(other, load_ledger(ledger)) is not None


def test_review_on_a_full_disk_fails_and_keeps_the_ledger(run, queued, tmp_path, monkeypatch):
    from forminv_lean import jsonl

    it = _queue(queued)[0]
    ledger = tmp_path / "reviews.jsonl"
    append_reviews(ledger, [make_review(it, "reject", reviewer="r")])
    before = ledger.read_bytes()
    decisions = write_lines(tmp_path / "d.jsonl",
                            [json.dumps({"item_id": it.id, "decision": "approve"})])
    real = os.fsync

    def full(fd: int) -> None:
        real(fd)
        raise OSError(errno.ENOSPC, "No space left on device")

    monkeypatch.setattr(jsonl.os, "fsync", full)
    r = run("review", "--dir", queued, "--decisions", decisions, "--ledger", ledger,
            "--reviewer", "t")
    line = one_line_error(r)
    assert r.returncode == 1 and "no space left" in line and str(ledger) in line
    assert ledger.read_bytes() == before
    assert sorted(p.name for p in tmp_path.iterdir()) == ["d.jsonl", "reviews.jsonl"]


def test_a_torn_ledger_line_is_named_and_not_appended_to(run, queued, tmp_path):
    q = _queue(queued)
    ledger = tmp_path / "reviews.jsonl"
    append_reviews(ledger, [make_review(q[0], "approve", reviewer="a")])
    append_reviews(ledger, [make_review(q[1], "approve", reviewer="a")])
    ledger.write_bytes(ledger.read_bytes()[:-20])  # a write cut short by an older tool
    torn = ledger.read_bytes()
    with pytest.raises(InputError, match=r"reviews.jsonl:2: the last line is incomplete"):
        load_ledger(ledger)
    decisions = write_lines(tmp_path / "d.jsonl",
                            [json.dumps({"item_id": q[2].id, "decision": "reject"})])
    r = run("review", "--dir", queued, "--decisions", decisions, "--ledger", ledger,
            "--reviewer", "t")
    assert "reviews.jsonl:2: the last line is incomplete" in one_line_error(r)
    assert ledger.read_bytes() == torn


def test_reviewers_at_the_same_time_keep_every_decision(queued, tmp_path):
    """The ledger is rewritten whole, under a lock: concurrent reviewers lose nothing."""
    from concurrent.futures import ThreadPoolExecutor

    it = _queue(queued)[0]
    ledger = tmp_path / "reviews.jsonl"

    def one(k: int) -> int:
        return append_reviews(ledger, [make_review(it, "approve", reviewer=f"r{k}")])

    with ThreadPoolExecutor(8) as pool:
        assert sum(pool.map(one, range(40))) == 40
    rows = [json.loads(x) for x in ledger.read_text().splitlines()]
    assert sorted(r["reviewer"] for r in rows) == sorted(f"r{k}" for k in range(40))
