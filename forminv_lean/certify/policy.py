"""The release policy: what a reading and a check result mean for one item.

Tier is a family's certifiability; status is what happened to this item. An item is
certified on its *text*: the reader parses the question back into a formula
(`informalise/reader.py`), and

* a reading that is the canonical formula is ``read_back`` (nothing to prove, so no
  certificate; the canonical item itself is certified this way);
* a reading that differs is released only when the checker proves it equivalent to the
  canonical non-vacuously (``smt_proved``, whatever engine found the proof);
* a refuted reading (or refuted rendering) is never released;
* a question the reader cannot parse is never released without a reviewer: the rendering
  its generator gave (an LLM's back-translation) is still checked, so a refuted one is
  excluded with its counterexample, and anything else waits for review.

Connective items made by rule from the phrase table (`informalise/phrases.py`) are
released on the same terms, as tier T2 (rule-certified: no per-item review is recorded);
connective wordings not made by rule (LLM-written, imported: a family's `rule_only`) and
every non-rule item of a T3 family always need a reviewer. A hand-written canonical
(`canonical:hand`, for a theorem the realiser cannot word) is released as a ``template``.
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
    """The policy's decision on one item: its verification record, where it goes and why."""
    verification: Verification
    disposition: Disposition
    reason: str


@dataclass(frozen=True)
class ReadOutcome:
    """What the reader made of an item's question."""

    ok: bool                 # it parsed into a formula that elaborates
    same: bool = False       # ... and that formula is the canonical one (up to notation)
    formal: str | None = None
    error: str = ""


def _v(status: VerificationStatus, method: str, detail: str, r: CheckResult | None = None,
       certificate: str | None = None) -> Verification:
    return Verification(
        status=status, method=method, detail=detail,
        level=r.level if r else None, vacuous=bool(r and r.vacuous),
        counterexample=r.counterexample if r else None, certificate=certificate)


def _needs_reviewer(item: Item, family: Family) -> bool:
    return (family.tier == "T3" or family.rule_only) and item.generator.kind != "rule"


def judge(item: Item, family: Family | None, result: CheckResult | None, *,
          reading: ReadOutcome | None = None, review: Review | None = None,
          level_mismatch: CheckResult | None = None,
          certificate: str | None = None) -> Outcome:
    """Decide status and disposition of one item from its reading, check result and review."""
    if family is None:  # the canonical wording is the reference, not a claim to check
        if reading is None:
            return Outcome(_v("template", "canonical", "the hand-written canonical statement"),
                           "release", "canonical")
        if reading.ok and reading.same:
            return Outcome(_v("read_back", "reader", "the canonical question reads back as "
                              "the theorem's rendering"), "release", "canonical")
        return Outcome(_v("pending", "reader", reading.error or "the canonical question "
                          "reads back as another formula"), "review",
                       "canonical does not read back")
    if result is not None and result.verdict == "not_equivalent":
        cex = ", ".join(f"{k}={v}" for k, v in sorted((result.counterexample or {}).items()))
        what = "reading" if reading is not None and reading.ok else "rendering"
        return Outcome(_v("refuted", result.method, result.reason, result, certificate),
                       "exclude", f"{what} refuted ({cex or result.method})")
    if result is not None and result.verdict == "unknown" and \
            result.method == {"TRUE": "q_refuted", "FALSE": "q_proved"}.get(item.ground_truth):
        # The equivalence is undecided, but the item's own statement is decided against the
        # answer the item gives: it cannot be released whatever the canonical says.
        cex = ", ".join(f"{k}={v}" for k, v in sorted((result.counterexample or {}).items()))
        what = "reading" if reading is not None and reading.ok else "rendering"
        word = "false" if result.method == "q_refuted" else "true"
        return Outcome(_v("refuted", result.method, f"{result.reason}; the item says "
                          f"{item.ground_truth} but its statement is {word} on its own",
                          result, certificate),
                       "exclude", f"{what} refuted on its own ({cex or result.method})")
    if review is not None:
        if review.decision == "reject":
            return Outcome(_v("expert_rejected", f"review by {review.reviewer}", review.reason,
                              result), "exclude", f"rejected by reviewer: {review.reason}")
        return Outcome(_v("expert_approved", f"review by {review.reviewer}", review.reason,
                          result), "release", "approved by reviewer")
    if reading is None or not reading.ok:
        why = f"the reader could not parse the question ({reading.error})" if reading else \
            "the question was not read"
        if result is not None and result.certified:
            return Outcome(_v("pending", result.method, f"rendering proved, but {why}", result,
                              certificate), "review", "wording not machine-read")
        if result is None:
            return Outcome(_v("pending", "none", why), "review", "wording not machine-read")
        return Outcome(_v("unsupported" if result.verdict == "unsupported" else "pending",
                          result.method, f"{why}; rendering {result.verdict}: {result.reason}",
                          result), "review", "wording not machine-read")
    if reading.same:
        v = _v("read_back", "reader", "the question reads back as the canonical formula")
        if _needs_reviewer(item, family):
            return Outcome(_v("pending", "reader", "reading is the canonical formula; this "
                              "wording awaits review"), "review",
                           "wording needs a reviewer")
        return Outcome(v, "release", "read back")
    if result is None:
        return Outcome(_v("pending", "none", "reading not checked"), "review", "not checked")
    if result.verdict == "equivalent" and not result.vacuous:
        v = _v("smt_proved", result.method, result.reason, result, certificate)
        if _needs_reviewer(item, family):
            return Outcome(_v("pending", result.method, "reading proved; this wording awaits "
                              "review", result, certificate), "review",
                           "wording needs a reviewer")
        return Outcome(v, "release", "proved")
    if result.verdict == "unsupported":
        return Outcome(_v("unsupported", "none", result.reason, result), "review",
                       f"reading outside the checker ({result.reason})")
    if level_mismatch is not None:
        return Outcome(_v("pending", level_mismatch.method,
                          f"level mismatch: holds only at level '{level_mismatch.level}', "
                          f"beyond '{family.max_level}' allowed for {family.id}", result),
                       "review", "level mismatch")
    why = "vacuous (both sides provable on their own)" if result.vacuous else result.reason
    return Outcome(_v("pending", result.method, why, result), "review",
                   "vacuous" if result.vacuous else f"undecided ({result.reason})")
