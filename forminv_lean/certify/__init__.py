"""Stage 3, certify: read each question back, check it against its theorem, apply the
release policy, and emit and check the Lean certificates.

Public surface::

    from forminv_lean.certify import certify, read_inputs, emit, run_lean, apply_verdicts

    theorems, items = read_inputs("out/t/theorems.jsonl", "out/t/items.jsonl")
    result = certify(items, {t.id: t for t in theorems})   # released, excluded, review, ...

``judge`` is the policy for one item; ``emit`` writes one Lean module per certificate;
``run_lean`` (with ``lake`` on PATH) or ``parse_build_log`` (a log of a ``lake build`` run
elsewhere) give Lean's verdicts, and ``apply_verdicts`` records them in a built dataset.

The names below are imported on first use (PEP 562), so a command that needs one module
does not load the solver, networkx and the executors through all of them.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from forminv_lean.lazy import lazy_exports

if TYPE_CHECKING:
    from forminv_lean.certify.classes import Contradiction, Edge, components
    from forminv_lean.certify.executors import (
        EXECUTORS,
        Executor,
        LocalExecutor,
        Obligation,
        RayExecutor,
        make_executor,
    )
    from forminv_lean.certify.lean_check import Verdict, lake_available, parse_build_log, run_lean
    from forminv_lean.certify.lean_emit import Emitted, emit, module_files, validate
    from forminv_lean.certify.lean_scan import Finding, scan
    from forminv_lean.certify.lean_verdicts import Applied, apply_verdicts
    from forminv_lean.certify.ledger import append_reviews, load_ledger, make_review
    from forminv_lean.certify.policy import Outcome, ReadOutcome, judge
    from forminv_lean.certify.quality import measure
    from forminv_lean.certify.run import CertifyResult, certify, read_inputs

#: Public name -> the module that defines it (the same names as ``__all__``).
_WHERE: dict[str, str] = {
    "Contradiction": "classes", "Edge": "classes", "components": "classes",
    "EXECUTORS": "executors", "Executor": "executors", "LocalExecutor": "executors",
    "Obligation": "executors", "RayExecutor": "executors", "make_executor": "executors",
    "Verdict": "lean_check", "lake_available": "lean_check",
    "parse_build_log": "lean_check", "run_lean": "lean_check",
    "Emitted": "lean_emit", "emit": "lean_emit", "module_files": "lean_emit",
    "validate": "lean_emit",
    "Finding": "lean_scan", "scan": "lean_scan",
    "Applied": "lean_verdicts", "apply_verdicts": "lean_verdicts",
    "append_reviews": "ledger", "load_ledger": "ledger", "make_review": "ledger",
    "Outcome": "policy", "ReadOutcome": "policy", "judge": "policy",
    "measure": "quality",
    "CertifyResult": "run", "certify": "run", "read_inputs": "run",
}

__all__ = [
    "certify", "read_inputs", "CertifyResult", "judge", "Outcome", "ReadOutcome",
    "emit", "validate", "module_files", "Emitted", "scan", "Finding",
    "run_lean", "parse_build_log", "lake_available", "Verdict", "apply_verdicts", "Applied",
    "load_ledger", "append_reviews", "make_review", "make_executor", "EXECUTORS", "Executor",
    "LocalExecutor", "RayExecutor", "Obligation", "components", "Edge", "Contradiction",
    "measure",
]


__getattr__, __dir__ = lazy_exports(__name__, _WHERE)
