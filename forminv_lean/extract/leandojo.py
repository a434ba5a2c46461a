"""Extraction by tracing a Lean repository with LeanDojo (needs Lean, network, lean-dojo).

The mapping from LeanDojo's objects to :class:`Theorem` is a plain function
(:func:`theorem_from_traced`) so it is tested without Lean; the tracing itself runs only
where ``lake`` and ``lean_dojo`` are present and fails fast, in one line, elsewhere.
"""

from __future__ import annotations

import importlib.util
import shutil
from typing import Any, ClassVar

from forminv_lean.errors import MissingDependencyError, UsageError
from forminv_lean.extract.base import Extraction, ExtractOptions
from forminv_lean.extract.lean_decl import parse_decl
from forminv_lean.extract.ntp_mathlib import slug
from forminv_lean.extract.sampling import stratified_sample
from forminv_lean.records import Provenance, Theorem


def theorem_from_traced(*, full_name: str, file_path: str, statement: str, repo_url: str,
                        commit: str, line: int | None = None, goal: str | None = None) -> Theorem:
    """Map one traced theorem (LeanDojo's ``full_name``, ``file_path``, statement) to a record.

    ``goal`` is the ``state_before`` of the proof's first traced tactic: the declaration as
    Lean elaborated it, every hypothesis with its type (the renderer takes the binders from it)."""
    module = file_path.removesuffix(".lean").replace("/", ".")
    try:
        sig = parse_decl(statement).signature
    except Exception:
        sig = statement.strip()
    return Theorem(
        id=slug(full_name),
        source="leandojo",
        mathlib_name=full_name,
        lean_statement=sig,
        formal=None,
        nl="",
        domain="other",
        truth=True,
        provenance=Provenance(repo=repo_url, commit=commit, module=module, file=file_path,
                              line=line, goal=goal or None),
    )


def _missing_requirements() -> list[str]:
    """What LeanDojo tracing needs and this machine lacks (empty when it can run)."""
    missing = []
    if shutil.which("lake") is None:
        missing.append("lake not on PATH (install Lean via elan)")
    if importlib.util.find_spec("lean_dojo") is None:
        missing.append("lean-dojo not installed (pip install 'forminv-lean[leandojo]')")
    return missing


class LeanDojoSource:
    """Theorems traced from a Lean repository by LeanDojo (needs Lean and the network)."""
    name: ClassVar[str] = "leandojo"
    description: ClassVar[str] = "trace a Lean repo with LeanDojo (needs Lean + network)"

    def extract(self, options: ExtractOptions) -> Extraction:
        if not options.repo or not options.commit:
            raise UsageError("--repo URL and --commit REV are required for --source leandojo")
        missing = _missing_requirements()
        if missing:
            raise MissingDependencyError("cannot trace with LeanDojo here: " + "; ".join(missing))
        from lean_dojo import LeanGitRepo, trace  # pragma: no cover - needs Lean

        repo = LeanGitRepo(options.repo, options.commit)  # pragma: no cover
        traced = trace(repo)  # pragma: no cover
        theorems: list[Theorem] = []
        for t in traced.get_traced_theorems():  # pragma: no cover
            stmt: Any = t.get_theorem_statement()
            tactics = t.get_traced_tactics() if t.has_tactic_proof() else []
            theorems.append(theorem_from_traced(
                full_name=t.theorem.full_name, file_path=str(t.theorem.file_path),
                statement=str(stmt), repo_url=options.repo, commit=options.commit,
                line=getattr(getattr(t, "start", None), "line_nb", None),
                goal=tactics[0].state_before if tactics else None))
        chosen = stratified_sample(theorems, options.limit,  # pragma: no cover
                                   key=lambda t: t.provenance.module.rsplit(".", 1)[0],
                                   order=lambda t: t.id, seed=options.seed)
        return Extraction(chosen, inputs={options.repo: options.commit})  # pragma: no cover
