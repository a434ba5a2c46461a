"""A solver query and its outcome: the records the checker, the solver back ends
(`z3_backend`, `finite_models`) and the process pool that runs them (`pool`) share.

Kept apart from `pool` so that the back ends need not import the pool that imports them.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from forminv_lean.formal.meaning.terms import Term
from forminv_lean.formal.meaning.types import Ty


@dataclass(frozen=True)
class Query:
    """Is `goal` valid (mode "valid") / satisfiable (mode "sat") with `free` as constants?"""

    goal: Term
    free: tuple[tuple[str, Ty], ...]
    tclasses: tuple[tuple[str, frozenset[str]], ...]
    level: str
    timeout_ms: int = 2000
    mode: str = "valid"
    seed: int = 0


@dataclass(frozen=True)
class Outcome:
    """`status`: proved / sat (model found) / unsat / unknown / error."""

    status: str
    model: dict[str, Any] | None = None
    reason: str = ""


__all__ = ["Outcome", "Query"]
