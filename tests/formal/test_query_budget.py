"""A check stops asking the solver after MAX_TIMEOUTS queries ran out of time, so a cheap
structural proof at a later level is still reached (and reached within the batch limit)."""

from __future__ import annotations

import pytest

from forminv_lean.formal import check, checker, pool
from forminv_lean.formal.kernel.query import Outcome, Query

pytestmark = pytest.mark.slow  # end-to-end: `make test-fast` leaves it out

# Nat.divisors_long_statement_example from the Track B fixture against its `unpack`
# paraphrase: four same-typed binders give 24 alignments, and Z3 times out on each of them
# at the arithmetic level; unfolding `∣` at the definitions level shows the same statement.
P = ("∀ n m k l : ℕ, 0 < n → 0 < m → 0 < k → 0 < l → n * m * k * l ∣ n * m * k * l * "
     "(n + m + k + l) * (n * m + k * l) * (n + m * k + l) * (n * m * k + l)")
Q = ("∀ (n m k l : ℕ), 0 < n → 0 < m → 0 < k → 0 < l → (∃ (c : ℕ), n * m * k * l * "
     "(n + m + k + l) * (n * m + k * l) * (n + m * k + l) * (n * m * k + l) = n * m * k * l * c)")


def test_timeouts_do_not_hide_a_structural_proof(monkeypatch: pytest.MonkeyPatch) -> None:
    sent: list[Outcome] = []
    real = pool.run_query

    def counting(q: Query, solve: pool.Solver) -> Outcome:
        out = real(q, solve)
        sent.append(out)
        return out

    monkeypatch.setattr(pool, "run_query", counting)
    r = check(P, Q, level="definitions", timeout=0.2)
    assert (r.verdict, r.level, r.method) == ("equivalent", "definitions", "definitions")
    assert not r.vacuous and r.lean
    # out of time: Z3's resource limit, or the worker killed past its CPU limit
    timed_out = [o for o in sent if o.reason in ("z3: timeout", pool.KILLED)]
    assert 1 <= len(timed_out) <= checker.MAX_TIMEOUTS
    assert len(sent) < 24  # not one query per alignment


def test_an_undecided_check_says_it_gave_up(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(pool, "run_query",
                        lambda q, solve: Outcome("unknown", None, "z3: timeout"))
    r = check("∀ a b : ℕ, a * b * b ∣ a * b * b * (a + b)",
              "∀ a b : ℕ, ∃ c : ℕ, a * b * b * (a + b) = c * (a * b * b)", level="arithmetic",
              timeout=0.1)
    assert r.verdict == "unknown"
    assert f"stopped asking Z3 after {checker.MAX_TIMEOUTS} timeouts" in r.reason
