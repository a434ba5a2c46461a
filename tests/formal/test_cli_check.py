"""`forminv-lean check` end to end: JSON, exit codes, batch with a malformed line."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[2]


def run(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "forminv_lean", "check", *args], cwd=REPO,
                          capture_output=True, text=True, timeout=300)


@pytest.mark.slow
def test_json_verdict() -> None:
    r = run("∀ a m n : ℕ, a ∣ m → a ∣ n → a ∣ m + n", "∀ a m n : ℕ, a ∣ m + n ↔ a ∣ m ∧ a ∣ n",
            "--json")
    assert r.returncode == 0, r.stderr
    d = json.loads(r.stdout)
    assert set(d) >= {"verdict", "level", "vacuous", "method", "counterexample", "lean", "reason"}
    assert d["verdict"] == "not_equivalent" and d["counterexample"] == {"a": "2", "m": "1",
                                                                         "n": "1"}


@pytest.mark.slow
def test_single_statement() -> None:
    r = run("∀ n : ℕ, n > 1 → Nat.Prime n", "--json")
    assert r.returncode == 0 and json.loads(r.stdout)["verdict"] == "refuted"


@pytest.mark.slow
def test_parse_error_exit_2() -> None:
    r = run("∀ x : ℕ, x = 1", "∀ x : ℕ, x + * 1 = 2")
    assert r.returncode == 2
    line = r.stderr.strip().splitlines()[-1]
    assert "line 1, column 14" in line and "Q" in line


@pytest.mark.slow
def test_help_has_example() -> None:
    r = run("--help")
    assert r.returncode == 0 and "Examples" in r.stdout


@pytest.mark.slow
def test_batch(tmp_path: Path) -> None:
    src = tmp_path / "pairs.jsonl"
    src.write_text("\n".join([
        json.dumps({"id": "a", "p": "∀ a b : ℕ, a + b = b + a", "q": "∀ x y : ℕ, y + x = x + y"}),
        "{not json",
        json.dumps({"id": "b", "p": "∀ n : ℕ, n - 1 < n", "q": "∀ n : ℕ, 0 < n → n - 1 < n",
                    "level": "arithmetic"}),
        json.dumps({"id": "c", "p": "∀ x : ℕ, x + * 1 = 2", "q": "True"}),
        json.dumps({"id": "d", "q": "True"}),
    ]) + "\n", encoding="utf-8")
    out = tmp_path / "out" / "results.jsonl"
    r = run("--batch", str(src), "--out", str(out), "--workers", "2")
    assert r.returncode == 0, r.stderr
    assert f"{src}:2: invalid JSON" in r.stderr and f"{src}:5: field 'p'" in r.stderr
    rows = [json.loads(x) for x in out.read_text("utf-8").splitlines()]
    by_id = {row["id"]: row for row in rows}
    assert len(rows) == 5
    assert by_id["a"]["verdict"] == "equivalent"
    assert by_id["b"]["verdict"] == "not_equivalent"
    assert by_id["c"]["verdict"] == "unsupported" and "parse error" in by_id["c"]["reason"]
    assert by_id["line2"]["method"] == "input_error"
    assert not list(out.parent.glob(".*.tmp"))
