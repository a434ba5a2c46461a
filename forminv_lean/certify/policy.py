"""The release policy: what a check result means for one item.

Tier is a family's certifiability; status is what happened to this item. A T1 item is
released only when proved non-vacuously; a refuted item is never released; anything
undecided goes to human review. T3 items always need a reviewer's approval, because a
formal proof of the rendering says nothing about how a reader takes the wording.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Literal

from forminv_lean.records import Item, Review, Verification, VerificationStatus

if TYPE_CHECKING:
    from forminv_lean.families import Family
    from forminv_lean.formal import CheckResult

Disposition = Literal["release", "exclude", "review"]


@dataclass(frozen=True)
class Outcome:
    verification: Verification
    disposition: Disposition
    reason: str


def _v(status: VerificationStatus, method: str, detail: str, r: CheckResult | None = None,
       certificate: str | None = None) -> Verification:
    return Verification(
        status=status, method=method, detail=detail,
        level=r.level if r else None, vacuous=bool(r and r.vacuous),
        counterexample=r.counterexample if r else None, certificate=certificate)


def judge(item: Item, family: Family | None, result: CheckResult | None, *,
          review: Review | None = None, level_mismatch: CheckResult | None = None,
          certificate: str | None = None) -> Outcome:
    """Decide status and disposition of one item from its check result and any review."""
    if family is None:  # the canonical wording is the reference, not a claim to check
        return Outcome(_v("template", "canonical", "the canonical statement"), "release",
                       "canonical")
    if result is not None and result.verdict == "not_equivalent":
        cex = ", ".join(f"{k}={v}" for k, v in sorted((result.counterexample or {}).items()))
        return Outcome(_v("refuted", result.method, result.reason, result, certificate),
                       "exclude", f"rendering refuted ({cex or result.method})")
    if review is not None:
        if review.decision == "reject":
            return Outcome(_v("expert_rejected", f"review by {review.reviewer}", review.reason,
                              result), "exclude", f"rejected by reviewer: {review.reason}")
        return Outcome(_v("expert_approved", f"review by {review.reviewer}", review.reason,
                          result), "release", "approved by reviewer")
    tier = family.tier
    if result is None:
        if item.generator.kind == "llm":  # nothing vouches for an unchecked model wording
            return Outcome(_v("pending", "none", "LLM paraphrase without a rendering"), "review",
                           "LLM paraphrase without a rendering")
        if tier == "T2":
            return Outcome(_v("template", "template", "templated wording; no rendering"),
                           "release", "template")
        return Outcome(_v("pending", "none", "no formal rendering"), "review",
                       f"{tier} item without a rendering")
    if result.verdict == "equivalent" and not result.vacuous:
        v = _v("smt_proved", result.method, result.reason, result, certificate)
        if tier == "T3":
            v = _v("pending", result.method, "rendering proved; wording awaits review", result,
                   certificate)
            return Outcome(v, "review", "T3 wording needs a reviewer")
        return Outcome(v, "release", "proved")
    if result.verdict == "unsupported":
        if tier == "T2":
            return Outcome(_v("template", "template", f"rendering outside the checker: "
                              f"{result.reason}", result), "release", "template")
        return Outcome(_v("unsupported", "none", result.reason, result), "review",
                       f"rendering outside the checker ({result.reason})")
    if level_mismatch is not None:
        return Outcome(_v("pending", level_mismatch.method,
                          f"level mismatch: holds only at level '{level_mismatch.level}', "
                          f"beyond '{family.max_level}' allowed for {family.id}", result),
                       "review", "level mismatch")
    why = "vacuous (both sides provable on their own)" if result.vacuous else result.reason
    return Outcome(_v("pending", result.method, why, result), "review",
                   "vacuous" if result.vacuous else f"undecided ({result.reason})")
