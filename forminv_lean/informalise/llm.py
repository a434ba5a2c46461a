"""Optional LLM informalisation (Track B): a model words the theorem, and its wording is
kept only when the rendering it says it stated (its back-translation) is proved equivalent
to the theorem's rendering. Otherwise the realiser's sentence stays.

Calls go through the evaluation providers and their cache, like every model call.
"""

from __future__ import annotations

import hashlib
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

from forminv_lean.errors import ForminvError
from forminv_lean.records import Theorem

SYSTEM = """You are a mathematician who writes Lean 4 / Mathlib theorems as plain English \
for a reader who does not know Lean. Keep every hypothesis and every type; add nothing. \
Also give "formal": the closed Lean 4 proposition your sentence states, with explicit typed \
binders. Answer with JSON only: {"statement": "...", "formal": "..."}"""

USER = """Lean 4 theorem: {lean}
Formal rendering: {formal}

Write the theorem as one English sentence."""


@dataclass
class InformaliseReport:
    """What an LLM informalisation run kept and refused (and why)."""

    kept: list[str] = field(default_factory=list)          # theorem ids whose wording changed
    rejected: dict[str, str] = field(default_factory=dict)  # id -> why the wording was refused


def _parse(text: str) -> dict[str, Any]:
    from forminv_lean.families.llm import parse_reply

    return parse_reply(text)


def llm_informalise(theorems: Sequence[Theorem], model: str, *, cache: Any = "default",
                    timeout: float = 2.0) -> tuple[list[Theorem], InformaliseReport]:
    """Reword theorems with ``model``; keep a wording only with a certified back-translation."""
    from forminv_lean.evaluate import AuthError, MissingKeyError, complete
    from forminv_lean.formal import FormalParseError, check

    report = InformaliseReport()
    out: list[Theorem] = []
    for th in theorems:
        if not th.formal:
            out.append(th)
            continue
        user = USER.format(lean=th.lean_statement, formal=th.formal)
        try:
            reply = _parse(complete(model, SYSTEM, user, temperature=0.0, cache=cache).text)
        except (AuthError, MissingKeyError):
            raise
        except (ValueError, ForminvError) as exc:
            report.rejected[th.id] = f"no usable reply: {exc}"
            out.append(th)
            continue
        sentence, back = reply.get("statement"), reply.get("formal")
        if not isinstance(sentence, str) or not isinstance(back, str):
            report.rejected[th.id] = "reply lacks a statement or its formal rendering"
            out.append(th)
            continue
        try:
            verdict = check(th.formal, back, level="definitions", timeout=timeout)
        except FormalParseError as exc:
            report.rejected[th.id] = f"back-translation does not parse: {exc}"
            out.append(th)
            continue
        if not verdict.certified:
            report.rejected[th.id] = f"back-translation {verdict.verdict}" + (
                " (vacuous)" if verdict.vacuous else "") + f": {verdict.reason}"
            out.append(th)
            continue
        report.kept.append(th.id)
        sha = hashlib.sha256((SYSTEM + "\n" + user).encode("utf-8")).hexdigest()[:16]
        note = f"informalised by {model} (prompt {sha}); back-translation proved ({verdict.method})"
        out.append(th.model_copy(update={"nl": sentence.strip(), "provenance": th.provenance.model_copy(
            update={"dataset_revision": (th.provenance.dataset_revision or "") + f"; {note}"})}))
    return out, report
