"""Two answers to the same (model, item): detect them and resolve them by a stated policy.

They arise when lm-eval runs a task group and ``forminv_all`` (every item twice), when a
run is repeated into the same folder, when two inspect logs of one model are read
together, or when several ``--responses`` files overlap. Counting them as extra samples
would make every other item look unanswered in those samples, so they are never merged
silently. A *run* is one logged answer list of a (model, item) (one answer per
repeat/epoch); runs whose verdicts are identical are the same answer logged twice and
count once. Runs that differ are resolved by the policy:

* ``error`` (default): refuse, naming the first such pair and the other policies;
* ``first``: keep the first run read (files in sorted order, ``--responses`` in order);
* ``majority``: per answer position, the verdict most runs gave; a tie is no verdict
  (``error="no majority"``), so it shows in coverage rather than as a guess;
* ``samples``: every run's answers become samples of the item (the repeated-sample
  metrics then split systematic from stochastic flips); items answered once keep one
  sample, they are not padded with fake "no response" samples.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import TypeVar

from forminv_lean.errors import InputError

POLICIES: tuple[str, ...] = ("error", "first", "majority", "samples")
#: The ``--duplicates`` help of every command that reads answers.
HELP = ("A (model, item) answered more than once with different verdicts (lm-eval --tasks "
        "forminv,forminv_all, a rerun into one folder, two logs of one model): error "
        "(default: refuse), first, majority (a tie is no verdict) or samples (each answer a "
        "sample). Identical repeats always count once; the output says what was done.")

T = TypeVar("T")


@dataclass
class DuplicateReport:
    """What was found and done; ``note`` is the one line every output carries."""

    policy: str = "error"
    identical: int = 0  # (model, item) pairs logged more than once with the same verdicts
    differing: int = 0  # pairs logged more than once with different verdicts
    examples: list[str] = field(default_factory=list)  # "model / item" of differing pairs

    @property
    def note(self) -> str | None:
        """A sentence saying what was found and done, or None when nothing was."""
        if not self.identical and not self.differing:
            return None
        parts = []
        if self.identical:
            parts.append(f"{self.identical} (model, item) pairs answered more than once "
                         "with the same verdicts: counted once")
        if self.differing:
            done = {"first": "kept the first answer", "majority":
                    "kept the majority verdict (a tie counts as no verdict)",
                    "samples": "every answer kept as a sample"}[self.policy]
            parts.append(f"{self.differing} pairs answered more than once with different "
                         f"verdicts (e.g. {self.examples[0]}): {done} (--duplicates "
                         f"{self.policy})")
        return "duplicates: " + "; ".join(parts)

    def to_dict(self) -> dict[str, object]:
        """The JSON form (in ``metrics --format json`` under ``duplicates``)."""
        return {"policy": self.policy, "identical": self.identical,
                "differing": self.differing, "examples": self.examples[:5],
                "note": self.note}


def check_policy(policy: str) -> str:
    """``policy`` if valid, else the one-line ``--duplicates`` error."""
    if policy not in POLICIES:
        raise InputError(f"--duplicates: unknown policy '{policy}'; valid: "
                         + ", ".join(POLICIES))
    return policy


def resolve(key: str, runs: Sequence[Sequence[T]], verdict: Callable[[T], str | None],
            policy: str, report: DuplicateReport, *, source: str,
            no_majority: Callable[[T], T]) -> tuple[list[T], bool]:
    """The answers to keep for one (model, item) named ``key`` logged as ``runs``.

    Returns the kept answers and whether they are separate samples (``samples`` policy
    on differing runs). ``no_majority(answer)`` is ``answer`` turned into "no verdict".
    """
    if len(runs) == 1:
        return list(runs[0]), False
    first = [verdict(a) for a in runs[0]]
    if all([verdict(a) for a in r] == first for r in runs[1:]):
        report.identical += 1
        return list(runs[0]), False
    report.differing += 1
    if len(report.examples) < 5:
        report.examples.append(key)
    if policy == "error":
        raise InputError(f"{key} is answered {len(runs)} times with different verdicts "
                         f"({', '.join(_seq(r, verdict) for r in runs)}); choose how to "
                         "count such answers with --duplicates first, majority or samples",
                         path=source)
    if policy == "first":
        return list(runs[0]), False
    if policy == "samples":
        return [a for r in runs for a in r], True
    out = []
    for k in range(max(len(r) for r in runs)):
        column = [r[k] for r in runs if k < len(r)]
        tally = Counter(v for v in (verdict(a) for a in column) if v is not None)
        ranked = tally.most_common()
        if not ranked or (len(ranked) > 1 and ranked[0][1] == ranked[1][1]):
            out.append(no_majority(column[0]))
        else:
            out.append(next(a for a in column if verdict(a) == ranked[0][0]))
    return out, False


def _seq(run: Sequence[T], verdict: Callable[[T], str | None]) -> str:
    return "/".join(verdict(a) or "none" for a in run)


__all__ = ["HELP", "POLICIES", "DuplicateReport", "check_policy", "resolve"]
