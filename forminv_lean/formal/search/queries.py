"""Proof search's solver entry point: finite-model queries go to the model search, validity
and satisfiability queries to Z3 through the audited encoder (`kernel.encoder`). Answers
found here are never trusted: a verdict leaves the checker only with a kernel theorem."""

from __future__ import annotations

from forminv_lean.formal.kernel.encoder import solve as smt_solve
from forminv_lean.formal.kernel.query import Outcome, Query


def solve(q: Query) -> Outcome:
    """Answer one query of proof search (modes valid, sat, finite)."""
    if q.mode == "finite":
        from forminv_lean.formal.search.finite_models import search

        return search(q)
    return smt_solve(q)
