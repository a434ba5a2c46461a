"""Stage 2, formalise: extracted theorems -> formal renderings (+ canonical English), with coverage.

Between `extract` and `paraphrase`. A theorem that comes with a rendering (the curated set)
passes through; a Mathlib declaration gets one from its header read in its file's context
(`render.signature_to_formal`: `variable` binders restored, unknown Mathlib kept opaque), and
an English statement from the realiser, or with `llm` from a model whose back-translation is
proved equivalent. What could not be rendered is counted by its first offending construct,
never silently dropped: the coverage report says how many and why.

Public surface: `formalise`, `FormaliseResult`, `LeanContext`, `signature_to_formal`.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from forminv_lean.formalise.context import LeanContext
from forminv_lean.formalise.render import SignatureResult, reason_bucket, signature_to_formal
from forminv_lean.records import Theorem


@dataclass
class FormaliseResult:
    """The theorems that have a rendering and a wording, and what happened to the others."""

    theorems: list[Theorem]
    coverage: dict[str, Any] = field(default_factory=dict)
    unrendered: list[tuple[Theorem, str]] = field(default_factory=list)


def render_theorem(th: Theorem) -> SignatureResult:
    """A rendering of `th`'s Lean statement in its recorded file context (its binders from its
    elaborated goal, where the row carried one)."""
    from forminv_lean.errors import InputError
    from forminv_lean.extract.lean_decl import parse_decl

    try:
        decl = parse_decl(th.lean_statement)
    except InputError as exc:
        return SignatureResult(None, f"unparsable header: {exc}")
    goal = None
    if th.provenance.goal:
        from forminv_lean.formalise.goal_state import GoalStateError, parse_goal

        try:
            goal = parse_goal(th.provenance.goal)
        except GoalStateError as exc:
            return SignatureResult(None, f"unusable goal state: {exc}")
    try:
        ctx = LeanContext.from_lines(th.provenance.context) if th.provenance.context else None
        return signature_to_formal(decl, ctx, module=th.provenance.module or None, goal=goal)
    except (ValueError, KeyError, IndexError, TypeError, AttributeError, RecursionError) as exc:
        # one declaration never stops a run: a crash in a stage below is counted as such
        return SignatureResult(None, f"internal error ({type(exc).__name__}: {str(exc)[:60]})")


def _reads_back(formal: str) -> bool:
    """The realiser's sentence for `formal` reads back to exactly `formal` (the same check
    that makes it a `canonical:realised` item)."""
    from forminv_lean.families.common import realised_canonical

    return realised_canonical(formal) is not None


def formalise(theorems: list[Theorem], *, llm: str | None = None,
              progress: Callable[[int], None] | None = None,
              check: bool = False, check_timeout: float = 5.0) -> FormaliseResult:
    """Give each theorem a rendering and an English statement where it lacks them.

    Theorems without a rendering keep their place only if they have a wording (the paper's
    imported items); the others are reported in `unrendered` with the reason. With `check`,
    each new rendering of a Mathlib declaration is decided by the checker first, and one it
    refutes is dropped as mis-rendered (the declaration is true in Lean)."""
    out: list[Theorem] = []
    unrendered: list[tuple[Theorem, str]] = []
    realised: set[str] = set()
    reasons: Counter[str] = Counter()
    opaque_used = 0
    with_rendering = 0
    rendered: dict[str, str] = {}
    refusal: dict[str, str] = {}
    for th in theorems:
        if th.formal is None and th.lean_statement:
            res = render_theorem(th)
            if res.formal:
                rendered[th.id] = res.formal
            else:
                rendered[th.id] = ""
                refusal[th.id] = res.reason or "?"
                reasons[reason_bucket(refusal[th.id])] += 1
    refuted: dict[str, Any] = {}
    if check and any(rendered.values()):
        from forminv_lean.formalise.conformance import refuted_renderings

        refuted = refuted_renderings([f for f in rendered.values() if f], timeout=check_timeout)
    for th in theorems:
        why = "no wording"
        if th.id in rendered:
            formal = rendered[th.id]
            if formal and formal in refuted:
                why = f"refuted by the checker (mis-rendered): {formal}"
                reasons["refuted by the checker (mis-rendered)"] += 1
            elif formal:
                th = th.model_copy(update={"formal": formal})
            else:
                why = refusal.get(th.id, "?")
        if th.formal is not None:
            # rendered, whether or not it is then worded (a theorem with no sentence that
            # reads back and no docstring is left out below, but its rendering counts here)
            with_rendering += 1
            opaque_used += _uses_opaque(th.formal)
        if not th.nl and th.formal:
            from forminv_lean.informalise import realise

            try:
                nl = realise(th.formal)
                if not _reads_back(th.formal):
                    # released as the theorem's canonical, an unread sentence would be a
                    # claim nobody checked (a class or hypothesis the wording left out):
                    # the declaration's docstring, its author's words, or no item
                    raise ValueError("the realised sentence does not read back to the "
                                     "rendering")
                th = th.model_copy(update={"nl": nl})
                realised.add(th.id)
            except (ValueError, KeyError, IndexError, TypeError, AttributeError,
                    RecursionError) as exc:   # refused to word loosely, or failed on it
                why = f"no wording: {exc}"
                doc = _docstring(th)
                if doc:
                    th = th.model_copy(update={"nl": doc})
        if progress:
            progress(1)
        if not th.nl:
            unrendered.append((th, why))
            continue
        out.append(th)
    cov: dict[str, Any] = {
        "theorems_in": len(theorems), "with_rendering": with_rendering,
        "rendered_share": f"{with_rendering}/{len(theorems)}" if theorems else "0/0",
        "with_opaque_symbols": opaque_used, "dropped_no_wording": len(unrendered),
        "unrendered_by_construct": dict(reasons.most_common(12)),
        # every refusal, by reason (a card or report reads this one)
        "refusals_by_reason": dict(reasons.most_common()),
        "refused_by_checker": reasons["refuted by the checker (mis-rendered)"],
    }
    if llm and realised:
        from forminv_lean.informalise.llm import llm_informalise

        worded, report = llm_informalise([t for t in out if t.id in realised], llm)
        by_id = {t.id: t for t in worded}
        out = [by_id.get(t.id, t) for t in out]
        cov["llm_informalised"] = f"{len(report.kept)}/{len(realised)}"
    return FormaliseResult(out, cov, unrendered)


def _docstring(th: Theorem) -> str | None:
    """The declaration's docstring as plain text (its author's wording), if it has one."""
    from forminv_lean.families.common import docstring_question

    q = docstring_question(th)
    return q.removesuffix(" — TRUE or FALSE?") + "." if q else None


def _uses_opaque(formal: str) -> bool:
    """Does the rendering keep some Mathlib symbol uninterpreted?"""
    from forminv_lean.formal import elaborate
    from forminv_lean.formal.meaning.terms import walk

    try:
        t = elaborate(formal)
    except (ValueError, KeyError, IndexError, TypeError, AttributeError, RecursionError):
        return False
    return any(u.op in ("const", "app", "apply") or u.ty.head in ("app", "fun", "prod", "result")
               or any(c.startswith("?") for c in u.classes) for u in walk(t))


__all__ = ["FormaliseResult", "LeanContext", "formalise", "render_theorem", "signature_to_formal"]
